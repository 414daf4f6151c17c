#!/usr/bin/env bash
# The project's test command (see README): builds everything and runs every module's tests,
# printing each test that ran. Exits with swift test's status.
set -uo pipefail
cd "$(dirname "$0")/../.."
swift build || exit $?
# XCTest (no test of ours uses it) reports "Executed 0 tests" beside Swift Testing's count: not shown.
swift test 2>&1 | tee .build/test-output.txt | grep -v 'Executed 0 tests'
status=${PIPESTATUS[0]}
echo
# Swift Testing's count; XCTest's only when it ran any (its "Executed 0 tests" read as a second count).
grep -E 'Test run with [0-9]+ tests' .build/test-output.txt | tail -1
grep -E 'Executed [1-9][0-9]* tests' .build/test-output.txt | tail -1
exit "$status"
