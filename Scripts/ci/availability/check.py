#!/usr/bin/env python3
"""Type-checks Tecla for iOS 17 and macOS 14, its declared deployment targets, with the compiler's
own availability checking: every use of an API newer than the target must sit under
`if #available` / `@available`, or the check fails naming the file and line.

    python3 Scripts/ci/availability/check.py [--target ios|macos] [--self-test]

Linux's Foundation carries no availability, so `swift build` here accepts, say,
`String(validating:as:)` (iOS 18); on a Mac the same package does not build. This compiles the
package's modules, the keyboard extension and TeclaUIKit for an Apple target against the
toolchain's modules rebuilt for that target (apple_sdk.py) and the Apple framework stubs of
Apps/iOS/LinuxStubs, in dependency order, bodies included (-emit-module -wmo type-checks them).

What it covers: for iOS, every module the app and its keyboard link (the closure of TeclaUIKit and
TeclaCompanion) and the extension; for macOS, every package module whose dependencies can be
compiled here. Modules that import packages with C code for Linux (Hummingbird, NIO) cannot be;
they are named in the output. The SwiftUI app is not (no SwiftUI here): check-ios.sh parses it.

--self-test plants uses that must fail (and a guarded one that must pass) and fails if the
check does not tell them apart.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(REPO / "Scripts" / "ci"))
import ios_project  # noqa: E402

SWIFTC = str(Path(os.environ.get("SWIFT_TOOLCHAIN", "/opt/swift/usr")) / "bin/swiftc")
BUILD = REPO / ".build/availability"
# Deployment targets: Package.swift's platforms and project.yml's deploymentTarget (checked to agree).
TARGETS = {"ios": ("ios", "17.0", "-simulator"), "macos": ("macos", "14.0", "")}
STUBS = {"ios": ["ImageIO", "Vision", "FoundationModels", "UIKit"], "macos": ["ImageIO", "Vision", "FoundationModels"]}
# System-library targets stood in for by a Swift stub (clang cannot read Linux's C headers for Apple).
SYSTEM_STUBS = {"CZlib"}
# Package modules the iOS app and keyboard link (project.yml's package products).
IOS_ROOTS = ["TeclaUIKit", "TeclaCompanion"]


def run(args, **kwargs):
    return subprocess.run(args, capture_output=True, text=True, **kwargs)


def deployment_targets():
    """iOS and macOS versions from Package.swift, which must agree with project.yml."""
    manifest = (REPO / "Package.swift").read_text()
    ios = re.search(r"\.iOS\(\.v(\d+)\)", manifest)
    macos = re.search(r"\.macOS\(\.v(\d+)\)", manifest)
    if not ios or not macos:
        sys.exit("check-availability: Package.swift declares no iOS or macOS platform")
    project = ios_project.load(REPO / "Apps/iOS/project.yml")
    if project.deployment_target("iOS") != f"{ios.group(1)}.0":
        sys.exit(f"check-availability: project.yml deploys to iOS {project.deployment_target('iOS')}, Package.swift to iOS {ios.group(1)}")
    return {"ios": f"{ios.group(1)}.0", "macos": f"{macos.group(1)}.0"}


def package_targets():
    described = json.loads(run(["swift", "package", "describe", "--type", "json"], cwd=REPO, check=True).stdout)
    return {t["name"]: t for t in described["targets"]}


def order(targets, roots):
    """The roots and their package dependencies, dependencies first."""
    seen, ordered = set(), []

    def visit(name):
        if name in seen:
            return
        seen.add(name)
        for dependency in targets[name].get("target_dependencies", []):
            visit(dependency)
        ordered.append(name)

    for root in roots:
        visit(root)
    return ordered


def sources(target, bin_path):
    files = sorted(str(REPO / target["path"] / s) for s in target.get("sources", []) if s.endswith(".swift"))
    accessor = bin_path / f"{target['name']}.build/DerivedSources/resource_bundle_accessor.swift"
    if accessor.exists():
        files.append(str(accessor))
    return files


class Checker:
    def __init__(self, platform, version, package_products, bin_path):
        os_name, _, suffix = TARGETS[platform]
        arch = run([SWIFTC, "-print-target-info"], check=True).stdout
        arch = json.loads(arch)["target"]["arch"]
        self.platform = platform
        self.triple = f"{arch}-apple-{os_name}{version}{suffix}"
        self.sdk = BUILD / "sdk" / platform
        self.modules = BUILD / "modules" / platform
        self.package_name = REPO.name.lower()
        builder = [sys.executable, str(REPO / "Scripts/ci/availability/apple_sdk.py"), "--target", self.triple, "--out", str(self.sdk)]
        subprocess.run(builder, check=True)
        if package_products:
            # Third-party products, from the Linux build's binary modules (rebuilt each run: they change with Package.resolved).
            subprocess.run([*builder, "--package-modules", *package_products, "--modules-dir", str(bin_path / "Modules")], check=True)
        self.modules.mkdir(parents=True, exist_ok=True)
        for framework in STUBS[platform]:
            self.compile(framework, sorted(map(str, (REPO / "Apps/iOS/LinuxStubs" / framework).glob("*.swift"))), quiet=True)

    def flags(self):
        # No Objective-C interop: the rebuilt standard library has none (apple_sdk.py).
        return ["-target", self.triple, "-Xfrontend", "-disable-objc-interop", "-swift-version", "6", "-parse-as-library", "-package-name", self.package_name,
                "-I", str(self.sdk), "-I", str(self.modules)]

    def compile(self, module, files, quiet=False, output=None, typecheck_only=False):
        """Compiles FILES as MODULE for the Apple target (bodies type-checked); returns the error text or None."""
        path = (output or self.modules) / f"{module}.swiftmodule"
        flags = self.flags()
        if any(Path(f).name == "main.swift" for f in files):
            flags.remove("-parse-as-library")  # an executable's top-level code
        if typecheck_only:
            # Nothing imports an executable; type-checking alone also spares SIL passes that can trip
            # over the declarations-only modules.
            result = run([SWIFTC, "-typecheck", "-module-name", module, *flags, *files])
        else:
            result = run([SWIFTC, "-emit-module", "-wmo", "-module-name", module, *flags, *files, "-emit-module-path", str(path)])
        if result.returncode != 0:
            if quiet:
                sys.exit(f"check-availability: {module} does not compile for {self.triple}:\n{result.stderr[-3000:]}")
            return result.stderr
        return None


def errors_of(text):
    return [line for line in text.splitlines() if re.match(r"^/.*:\d+:\d+: error: ", line)]


def check(platform, version, targets, bin_path):
    if platform == "ios":
        names = order(targets, IOS_ROOTS)
    else:
        names = order(targets, [n for n, t in targets.items() if t["type"] in ("library", "executable")])
    products = sorted({p for n in names for p in targets[n].get("product_dependencies", []) or []})
    checker = Checker(platform, version, products, bin_path)
    failures = []
    skipped = []
    compiled = set(STUBS[platform]) | set(products)
    for name in names:
        target = targets[name]
        blocked = [d for d in (target.get("product_dependencies", []) or []) + target.get("target_dependencies", []) if d not in compiled]
        if blocked:
            skipped.append(f"{name} (needs {', '.join(blocked)})")
            continue
        if target["type"] == "system-target":
            if name in SYSTEM_STUBS:
                checker.compile(name, sorted(map(str, (REPO / "Apps/iOS/LinuxStubs" / name).glob("*.swift"))), quiet=True)
                compiled.add(name)
            else:
                skipped.append(f"{name} (a C module)")
            continue
        error = checker.compile(target.get("c99name", name), sources(target, bin_path), typecheck_only=target["type"] == "executable")
        if error:
            failures.append((name, error))
        else:
            compiled.add(name)
    checked = sorted(compiled - set(STUBS[platform]) - SYSTEM_STUBS - set(products))
    if platform == "ios":
        project = ios_project.load(REPO / "Apps/iOS/project.yml")
        for app_target in project.targets():
            if app_target.kind != "app-extension":
                continue  # the SwiftUI app: no SwiftUI here (check-ios.sh parses it)
            error = checker.compile(app_target.module_name, [str(p) for p in app_target.swift_sources()])
            if error:
                failures.append((app_target.module_name, error))
            else:
                checked.append(f"{app_target.module_name} (extension)")
    print(f"   {checker.triple}: {len(checked)} modules type-checked: {', '.join(checked)}")
    if skipped:
        print(f"   {checker.triple}: not checkable here: {'; '.join(skipped)}")
    for name, error in failures:
        print(f"error: {name} does not build for {checker.triple}:", file=sys.stderr)
        for line in errors_of(error)[:20] or error.splitlines()[-20:]:
            print(f"   {line}", file=sys.stderr)
    return checker, not failures


PLANTED = [
    # (what, source, expected error or None when it must pass)
    ("String(validating:as:) outside a guard (PhraseBook's old line)",
     'func planted(_ bytes: [UInt8]) -> String {\n    guard let text = String(validating: bytes, as: UTF8.self) else { return "" }\n    return text\n}',
     r"'init\(validating:as:\)' is only available in (iOS 18|macOS 15)"),
    # Swift 6.3 words this form's refusal oddly (every overload is too new): still refused.
    ("String(validating:as:) outside a guard, as a plain expression",
     "func planted(_ bytes: [UInt8]) -> String? { String(validating: bytes, as: UTF8.self) }",
     r"is only available in (iOS 18|macOS 15)|conflicting arguments to generic parameter 'some Sequence'"),
    ("Mutex outside a guard", "import Synchronization\nlet planted = Mutex(0)", r"'Mutex' is only available in (iOS 18|macOS 15)"),
    ("InlineArray outside a guard", "func planted() -> Int { let a: InlineArray<2, Int> = [1, 2]; return a[0] }",
     r"'InlineArray' is only available in (iOS 26|macOS 26)"),
    ("Foundation's URL.Template outside a guard",
     'func planted() -> URL.Template? { URL.Template("https://example.com/{q}") }', r"'Template' is only available in (iOS 18|macOS 15)"),
    ("String(validating:as:) under if #available", 'func planted(_ bytes: some Sequence<UInt8>) -> String? {\n'
     '    if #available(iOS 18, macOS 15, *) { return String(validating: bytes, as: UTF8.self) }\n    return String(decoding: Array(bytes), as: UTF8.self)\n}', None),
    ("Mutex in an @available function", "import Synchronization\n@available(iOS 18, macOS 15, *) func planted() -> Mutex<Int> { Mutex(0) }", None),
]


def self_test(checker, targets, bin_path):
    """Plants each use into a copy of TeclaLanguage (a real module, with its imports and sources)."""
    language = sources(targets["TeclaLanguage"], bin_path)
    ok = True
    with tempfile.TemporaryDirectory() as scratch:
        for what, code, expected in PLANTED:
            planted = Path(scratch) / "Planted.swift"
            planted.write_text("import Foundation\n" + code + "\n")
            error = checker.compile("TeclaLanguage", [*language, str(planted)], output=Path(scratch))
            lines = [line for line in errors_of(error or "") if "Planted.swift" in line]
            if expected is None:
                verdict = "accepted, as it should" if not error else "REFUSED, though guarded"
                ok &= not error
            elif not error:
                verdict, ok = "ACCEPTED, though it must fail", False
            elif not any(re.search(expected, line) for line in lines):
                verdict, ok = f"refused, but not for the reason expected ({expected}): {(lines or errors_of(error))[:2]}", False
            else:
                verdict = "refused, as it should: " + next(re.search(r"error: .*", l).group(0) for l in lines if re.search(expected, l))
            print(f"   {checker.triple}: {what}: {verdict}")
    return ok


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--target", choices=sorted(TARGETS), action="append", help="default: both")
    parser.add_argument("--self-test", action="store_true", help="also plant uses the check must refuse or accept")
    args = parser.parse_args()
    versions = deployment_targets()
    bin_path = Path(run(["swift", "build", "--show-bin-path"], cwd=REPO, check=True).stdout.strip())
    targets = package_targets()
    ok = True
    for platform in args.target or ["ios", "macos"]:
        checker, passed = check(platform, versions[platform], targets, bin_path)
        ok &= passed
        if args.self_test and passed and platform == (args.target or ["ios"])[0]:  # once: the planted uses mean the same on both
            ok &= self_test(checker, targets, bin_path)
    if not ok:
        sys.exit("check-availability: failed (guard the use with `if #available(iOS …, macOS …, *)` or `@available`, or use older API)")
    print("availability check passed")


if __name__ == "__main__":
    main()
