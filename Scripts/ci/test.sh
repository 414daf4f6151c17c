#!/usr/bin/env bash
# The project's test command (see README): builds everything and runs every module's tests,
# printing each test that ran. Exits with swift test's status.
set -uo pipefail
cd "$(dirname "$0")/../.."
swift build || exit $?
swift test 2>&1 | tee .build/test-output.txt
status=${PIPESTATUS[0]}
echo
grep -E 'Test run with [0-9]+ tests|Executed [0-9]+ tests' .build/test-output.txt | tail -2
exit "$status"
