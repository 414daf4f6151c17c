#!/usr/bin/env bash
# Fails when Sources/ or Apps/ use an API newer than the deployment targets (iOS 17, macOS 14)
# outside `if #available` / `@available`: the compiler itself checks, for an Apple target, against
# the toolchain's own modules rebuilt for it (Scripts/ci/availability; Guides/Availability.md).
# Run by .ci/run after the build: 161 s on a clean checkout (the rebuilt modules are then cached
# under .build/availability), 86 s after. Plants uses that must be refused (--self-test).
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
python3 -c "import yaml" 2>/dev/null || python3 -m pip install -q pyyaml 2>/dev/null || python3 -m pip install -q --break-system-packages pyyaml
python3 Scripts/ci/availability/check.py --self-test "$@"
