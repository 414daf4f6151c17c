#!/usr/bin/env bash
# Checks Tecla's iOS code on Linux, where Apple's SDK is missing (run by .ci/run):
#
#  1. builds stub modules (Apps/iOS/LinuxStubs: UIKit, ImageIO, Vision, FoundationModels) that
#     hold only the declarations Tecla uses, each citing its Apple page;
#  2. type-checks with data-race checking (-emit-sil, Swift 6 mode) against them: TeclaAssist
#     with its Vision and Foundation Models files, TeclaUIKit, and the keyboard extension;
#  3. parses what needs the Objective-C runtime or SwiftUI (the display link, the app's screens);
#  4. checks the XcodeGen project, the plists and the entitlements (Scripts/ci/check-ios-project.py);
#  5. shows that the check fails when it should: an engine method that does not exist, and a
#     main-actor method called from another thread, each injected into a copy of the extension.
#
# The stubs stay out of `swift build`: with them on the search path canImport(UIKit) is true.
# What this cannot check (linking, the real SDK's exact signatures, running): Apps/iOS/README.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"

work=.build/check-ios
rm -rf "$work"
mkdir -p "$work/stubs" "$work/modules"
for target in TeclaUIKit TeclaCompanion; do
  if ! out=$(swift build --target "$target" 2>&1); then
    echo "$out" >&2
    exit 1
  fi
done
bin=$(swift build --show-bin-path)
engine="$bin/Modules"
# SwiftPM compiles the package's modules with its identity (the checkout's folder name) as the
# package name; the same here lets TeclaAssist see what its sibling modules share as `package`.
package_name=$(basename "$PWD" | tr '[:upper:]' '[:lower:]')
flags=(-swift-version 6 -parse-as-library -package-name "$package_name")

echo "== stubs"
for framework in UIKit ImageIO Vision FoundationModels; do
  swiftc -emit-module -module-name "$framework" "${flags[@]}" -I "$work/stubs" \
    Apps/iOS/LinuxStubs/$framework/*.swift -emit-module-path "$work/stubs/$framework.swiftmodule"
  echo "   $framework: $(cat Apps/iOS/LinuxStubs/$framework/*.swift | grep -c 'https://developer.apple.com') declarations with their Apple page"
done

check() {
  # check NAME "SYMBOLS" FILES...: type-checks FILES as module NAME and makes sure each of SYMBOLS
  # was compiled (a file left out by a false #if would pass unchecked otherwise).
  local name=$1 symbols=$2
  shift 2
  swiftc -emit-sil -wmo -o "$work/$name.sil" -module-name "$name" "${flags[@]}" -I "$work/modules" -I "$work/stubs" -I "$engine" "$@"
  for symbol in $symbols; do
    if ! grep -q "$symbol" "$work/$name.sil"; then
      echo "error: $name was type-checked without $symbol (is its #if false?)" >&2
      exit 1
    fi
  done
  echo "   $name: $# files, no errors (checked: $symbols)"
}

echo "== type-check against the stubs (Swift 6, data races are errors)"
assist=$(find Sources/TeclaAssist -name '*.swift' | sort)
accessor="$bin/TeclaAssist.build/DerivedSources/resource_bundle_accessor.swift"
# shellcheck disable=SC2086
check TeclaAssist "FoundationModelReplyGenerator VisionRecognizer" $assist "$accessor"
uikit=(Sources/TeclaUIKit/*.swift)
check TeclaUIKit "KeyboardViewController KeyboardView HapticPlayer UIKitTextDocumentProxy" "${uikit[@]}"
swiftc -emit-module -module-name TeclaUIKit "${flags[@]}" -I "$work/stubs" -I "$engine" "${uikit[@]}" \
  -emit-module-path "$work/modules/TeclaUIKit.swiftmodule"
# The extension compiles under the module name Xcode gives it (project.yml's PRODUCT_MODULE_NAME,
# else PRODUCT_NAME as a C99 identifier) and with the sources project.yml lists.
read -r extension_module extension_sources < <(python3 -c '
import sys; sys.path.insert(0, "Scripts/ci"); import ios_project
target = ios_project.load("Apps/iOS/project.yml").target("app-extension")
print(target.module_name, " ".join(str(p) for p in target.swift_sources()))')
# shellcheck disable=SC2086
check "$extension_module" TeclaKeyboardViewController $extension_sources

echo "== parse (Objective-C runtime, SwiftUI, PhotoKit: not type-checked here)"
swiftc -parse "${uikit[@]}"
read -r app_module app_sources < <(python3 -c '
import sys; sys.path.insert(0, "Scripts/ci"); import ios_project
target = ios_project.load("Apps/iOS/project.yml").target("application")
print(target.module_name, " ".join(str(p) for p in target.swift_sources()))')
# shellcheck disable=SC2086
swiftc -parse $app_sources
echo "   TeclaUIKit (display link branch) and the app ($app_module: $(echo $app_sources | wc -w) files, as project.yml lists them) parse"

echo "== project"
python3 -m unittest -q Scripts/ci/tests/test_ios_project.py 2>&1 | tail -1 | sed 's/^/   module names as Xcode derives them: /'
swift package describe --type json > "$work/package.json"
export TECLA_PACKAGE_DESCRIPTION="$work/package.json"
python3 Scripts/ci/check-ios-project.py Apps/iOS

echo "== the check catches mistakes"
# Each mistake must be refused for its own reason (the error names it), not for any error:
# a broken stub or a missing module would fail every case and prove nothing.
expect_failure() {
  local what=$1 reason=$2 code=$3
  mkdir -p "$work/broken"
  cp Apps/iOS/Keyboard/*.swift "$work/broken/"
  printf '%s\n' "$code" > "$work/broken/Broken.swift"
  if swiftc -emit-sil -wmo -o /dev/null -module-name Broken "${flags[@]}" -I "$work/modules" -I "$work/stubs" -I "$engine" \
    "$work"/broken/*.swift 2> "$work/broken.log"; then
    echo "error: the check accepted $what" >&2
    exit 1
  fi
  if ! grep -q -E "$reason" "$work/broken.log"; then
    echo "error: $what was refused, but not for the reason expected ($reason):" >&2
    grep 'error:' "$work/broken.log" | head -5 >&2
    exit 1
  fi
  echo "   refused, as it should: $what — $(grep -m1 -o -E "(error|note): .*($reason).*" "$work/broken.log")"
  rm -rf "$work/broken"
}
expect_failure "a call to an engine method that does not exist" "has no member 'typeEverything'" \
  'import TeclaUIKit
extension TeclaKeyboardViewController { func broken() { host?.typeEverything() } }'
expect_failure "a main-actor method called off the main actor" "main actor-isolated|property access is 'async'" \
  'import TeclaUIKit
func broken(_ controller: TeclaKeyboardViewController) async { await Task.detached { _ = controller.host?.replies }.value }'
# A target whose module name is a package module's (the extension once was TeclaKeyboard, the
# engine's module: Xcode reports a circular dependency) must be refused by the project check.
planted="$work/planted-clash/Apps/iOS"
mkdir -p "$planted"
cp -R Apps/iOS/. "$planted/"
sed -i 's/^  TeclaKeyboardExtension:$/  TeclaKeyboard:/; s/- target: TeclaKeyboardExtension$/- target: TeclaKeyboard/' "$planted/project.yml"
if python3 Scripts/ci/check-ios-project.py "$planted" 2> "$work/clash.log" > /dev/null; then
  echo "error: the project check accepted an extension whose module is named TeclaKeyboard" >&2
  exit 1
fi
if ! grep -q "its module name TeclaKeyboard .* is also a module of the package" "$work/clash.log"; then
  echo "error: the planted module-name clash was refused, but not for its name:" >&2
  cat "$work/clash.log" >&2
  exit 1
fi
echo "   refused, as it should: an extension target named TeclaKeyboard — $(grep -m1 -o 'its module name TeclaKeyboard[^:]*' "$work/clash.log")"
echo "iOS check passed"
