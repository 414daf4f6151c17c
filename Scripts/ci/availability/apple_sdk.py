#!/usr/bin/env python3
"""Builds, from this Linux toolchain, the Swift modules an Apple build sees — declarations with
their real `@available` — compiled for an Apple target, so that the compiler itself checks
Tecla's sources against iOS 17 / macOS 14 (Scripts/ci/check-availability.sh; Guides/Availability.md).

    python3 Scripts/ci/availability/apple_sdk.py --target x86_64-apple-ios17.0-simulator --out DIR

Where the declarations come from:

* The standard library and its siblings (Swift, _Concurrency, _StringProcessing, Synchronization,
  RegexBuilder, Observation): the toolchain ships their `.swiftinterface` for Linux. They are
  printed from the same sources as Apple's, with the same availability (`@available(macOS 15.0,
  iOS 18.0, …)` on `Mutex`, `String(validating:as:)`…), so they are recompiled for the Apple target
  after a few textual patches (PATCHES below: Linux-only bodies and back-deployment bodies the
  interface does not print).
* Foundation (FoundationEssentials, FoundationInternationalization, Foundation) and Dispatch: Linux
  ships binary modules only. sourcekitd prints their interface (what Xcode shows for "Jump to
  Definition"), with swift-foundation's availability; `transform` turns that display text into a
  compilable interface (stored properties become computed, subscripts get accessors), and
  `compile_pruning` drops the few declarations that still do not compile (the count is printed:
  a dropped declaration that Tecla uses shows as "no member", never as silently accepted).
* Darwin (the C library under Foundation on Apple platforms): Apps/iOS/LinuxStubs/Darwin, the
  functions Tecla calls, each citing its manual page.

The result is a folder of `.swiftmodule`s for `-I`; a stamp skips the rebuild when nothing changed.
"""
import argparse
import ctypes
import hashlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
TOOLCHAIN = Path(os.environ.get("SWIFT_TOOLCHAIN", "/opt/swift/usr"))
FRONTEND = str(TOOLCHAIN / "bin/swift-frontend")
SHIMS = TOOLCHAIN / "lib/swift/shims"
DARWIN_STUB = REPO / "Apps/iOS/LinuxStubs/Darwin"

# Modules whose Linux .swiftinterface is recompiled for the Apple target, in dependency order.
INTERFACE_MODULES = ["Swift", "SwiftOnoneSupport", "_Concurrency", "_StringProcessing", "Synchronization", "RegexBuilder", "Observation"]
# Modules printed by sourcekitd, in dependency order, with the imports their interface needs
# (+: re-exported, as Apple's Foundation re-exports Darwin, Dispatch and the Foundation parts).
GENERATED_MODULES = [
    ("Dispatch", ["+Darwin", "_Concurrency"]),
    ("FoundationEssentials", ["Darwin", "_Concurrency", "_StringProcessing", "Synchronization"]),
    ("FoundationInternationalization", ["Darwin", "_Concurrency", "_StringProcessing", "Synchronization", "FoundationEssentials"]),
    ("Foundation", ["+Darwin", "_Concurrency", "_StringProcessing", "Synchronization", "+Dispatch", "+FoundationEssentials", "+FoundationInternationalization"]),
]
# Linux splits URLSession and XML out of Foundation; Apple's Foundation has them (and no module
# FoundationNetworking, so `canImport(FoundationNetworking)` stays false, as on a Mac).
MERGED_INTO = {"Foundation": ["FoundationNetworking"]}

# `as` bridging (String as NSString, Data as NSData…): Apple's Foundation has these conformances
# to the underscored _ObjectiveCBridgeable, which the display interface leaves out.
BRIDGED = [("String", "NSString"), ("Data", "NSData"), ("URL", "NSURL"), ("Date", "NSDate"), ("UUID", "NSUUID"),
           ("Locale", "NSLocale"), ("CharacterSet", "NSCharacterSet"), ("IndexSet", "NSIndexSet"), ("TimeZone", "NSTimeZone"),
           ("Calendar", "NSCalendar"), ("Array", "NSArray"), ("Dictionary", "NSDictionary"), ("Set", "NSSet")]


def bridging_declarations():
    lines = []
    for value, reference in BRIDGED:
        lines += [f"extension {value} : _ObjectiveCBridgeable {{",
                  f"    public func _bridgeToObjectiveC() -> {reference}",
                  f"    public static func _forceBridgeFromObjectiveC(_ source: {reference}, result: inout {value}?)",
                  f"    public static func _conditionallyBridgeFromObjectiveC(_ source: {reference}, result: inout {value}?) -> Bool",
                  f"    public static func _unconditionallyBridgeFromObjectiveC(_ source: {reference}?) -> {value}",
                  "}"]
    # What `error as NSError` lowers to (underscored, so not printed either).
    lines += ["public func _convertErrorToNSError(_ error: any Error) -> NSError",
              "public func _convertNSErrorToError(_ error: NSError?) -> any Error"]
    return "\n".join(lines) + "\n"

# (module, pattern, replacement, why): textual patches of the Linux interfaces.
PATCHES = [
    (None, r"-target \S+", "-target {target}", "the Apple target instead of Linux"),
    (None, r"@backDeployed\(before: [^)]*\)", "",
     "Linux prints back-deployed functions without their body, which @backDeployed requires; their @available stays"),
    (None, r"(?m)^import Glibc\n", "", "Apple platforms have Darwin instead (nothing from Glibc is in these interfaces' signatures)"),
    ("Synchronization", r"_swift_stdlib_gettid\(\)", "Swift.UInt32(0)",
     "the Linux futex mutex's inlinable body calls a Linux-only C shim; bodies are not what is checked"),
    ("_Concurrency", r"(?m)^ *@available\([^)]*\)\n *@_implements\(_Concurrency\.Async(?:IteratorProtocol|Sequence), Failure\) public typealias \w+ = [^\n]*\n", "",
     "typed-throws witnesses printed with their conformance's age (iOS 13) though `Failure` is iOS 18: Apple's interface has them at iOS 18"),
    ("Observation", r"(?m)^ *@available\([^)]*\)\n *@_implements\(_Concurrency\.Async(?:IteratorProtocol|Sequence), Failure\) public typealias \w+ = [^\n]*\n", "",
     "the same witnesses as _Concurrency's"),
]

# Without the Objective-C runtime, as the toolchain's Linux interfaces were printed (their
# `_runtime(_ObjC)` branches are gone); clients compile the same way (check.py).
FEATURES = ("-disable-objc-interop -enable-library-evolution -swift-version 5 -enable-experimental-feature NonescapableTypes "
            "-enable-experimental-feature LifetimeDependence -enable-experimental-feature Lifetimes "
            "-enable-experimental-feature SuppressedAssociatedTypes -enable-experimental-feature AddressableParameters "
            "-enable-experimental-feature AllowUnsafeAttribute")
SPAN_TYPES = re.compile(r"\b(?:Raw)?Span\b|\bMutable(?:Raw)?Span\b|\bOutput(?:Raw)?Span\b|\bUTF8Span\b")
# Internal nested types whose public conformances the display interface prints anyway.
INTERNAL_TYPES = {"URL.Template.Element"}


def log(message):
    print(f"   {message}", flush=True)


def host_triple():
    info = json.loads(subprocess.run([str(TOOLCHAIN / "bin/swiftc"), "-print-target-info"], capture_output=True, text=True, check=True).stdout)
    return info["target"]["moduleTriple"]


def module_file(out, module, target):
    # The file name the compiler looks for: the target's module triple (no OS version).
    arch, _, os_part = target.split("-", 2)
    os_name = re.sub(r"[0-9.]+", "", os_part.split("-")[0])
    suffix = "-simulator" if target.endswith("-simulator") else ""
    directory = out / f"{module}.swiftmodule"
    directory.mkdir(parents=True, exist_ok=True)
    return directory / f"{arch}-apple-{os_name}{suffix}.swiftmodule"


def compile_interface(path, module, target, out, extra=()):
    return subprocess.run([FRONTEND, "-compile-module-from-interface", str(path), "-module-name", module, "-target", target,
                           "-o", str(module_file(out, module, target)), "-I", str(out), "-I", str(SHIMS), *extra],
                          capture_output=True, text=True)


def patched_interface(module, host, target):
    text = (TOOLCHAIN / f"lib/swift/linux/{module}.swiftmodule/{host}.swiftinterface").read_text()
    for only, pattern, replacement, _ in PATCHES:
        if only in (None, module):
            text = re.sub(pattern, replacement.replace("{target}", target), text, count=1 if pattern.startswith("-target") else 0)
    return text


def generated_interface(module, host, extra_args=()):
    """The interface sourcekitd prints for a binary module (Xcode's generated interface)."""
    lib = ctypes.CDLL(str(TOOLCHAIN / "lib/libsourcekitdInProc.so"))
    lib.sourcekitd_initialize()
    lib.sourcekitd_request_create_from_yaml.restype = ctypes.c_void_p
    lib.sourcekitd_request_create_from_yaml.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    lib.sourcekitd_send_request_sync.restype = ctypes.c_void_p
    lib.sourcekitd_send_request_sync.argtypes = [ctypes.c_void_p]
    lib.sourcekitd_response_description_copy.restype = ctypes.c_void_p
    lib.sourcekitd_response_description_copy.argtypes = [ctypes.c_void_p]
    arguments = ", ".join(json.dumps(a) for a in ["-target", host, *extra_args])
    request = ('{key.request: source.request.editor.open.interface, key.name: "%s", key.modulename: "%s", '
               'key.compilerargs: [%s]}') % (module, module, arguments)
    response = lib.sourcekitd_send_request_sync(lib.sourcekitd_request_create_from_yaml(request.encode(), None))
    description = ctypes.cast(lib.sourcekitd_response_description_copy(response), ctypes.c_char_p).value.decode()
    match = re.search(r'key\.sourcetext: ("(?:[^"\\]|\\.)*")', description)
    if not match:
        sys.exit(f"apple_sdk: sourcekitd printed no interface for {module}: {description[:500]}")
    return json.loads(match.group(1))


SUBSCRIPT = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|package|static|class|final|override|nonisolated|mutating|nonmutating)\s+)*subscript\s*[<(]")
STORED = re.compile(
    r"^((?:@\w+(?:\([^)]*\))? )*)"
    r"((?:(?:public|open|internal|package|final|static|class|nonisolated(?:\(unsafe\))?|(?:public|internal|private|fileprivate|package)\(set\)"
    r"|lazy|weak|unowned(?:\(unsafe\))?|override|required|dynamic) )*)"
    r"(let|var) ([^:{]+?): ([^{=]+?)(?: = .*)?$")


def transform(text, module, target, imports, library_evolution=True):
    """Display interface → compilable .swiftinterface: declarations only, availability kept.
    Packages are built without library evolution (their enums are frozen to their clients)."""
    features = FEATURES if library_evolution else FEATURES.replace("-enable-library-evolution ", "")
    out = ["// swift-interface-format-version: 1.0",
           "// swift-compiler-version: " + subprocess.run([str(TOOLCHAIN / "bin/swiftc"), "--version"], capture_output=True, text=True).stdout.splitlines()[0],
           f"// swift-module-flags: -target {target} {features} -module-name {module}"]
    out += [f"@_exported import {m[1:]}" if m.startswith("+") else f"import {m}" for m in imports]
    globals_seen = set()
    for line in text.split("\n"):
        stripped = line.strip()
        if re.match(r"^import (Glibc|CDispatch|Dispatch|Darwin|Synchronization|Foundation|FoundationEssentials|FoundationInternationalization)$", stripped):
            continue  # the imports above replace them
        if stripped.startswith("//"):
            out.append(line)
            continue
        global_variable = re.match(r"^public (?:let|var) (\w+):", line)
        if global_variable:
            # Globals are printed twice (as declared, then again among the module's variables).
            if global_variable.group(1) in globals_seen:
                while out and out[-1].lstrip().startswith("@"):
                    out.pop()  # its attributes would otherwise attach to the next declaration
                continue
            globals_seen.add(global_variable.group(1))
        if line == "public typealias NSRange":
            # Linux's NSRange aliases CoreFoundation's C struct, which the interface cannot name;
            # Apple's Foundation has the same struct (https://developer.apple.com/documentation/foundation/nsrange).
            out += ["public typealias NSRange = _NSRange", "public struct _NSRange : Hashable, Sendable {",
                    "    public var location: Int { get set }", "    public var length: Int { get set }",
                    "    public init()", "    public init(location: Int, length: Int)", "}"]
            continue
        indent = line[: len(line) - len(line.lstrip())]
        if SUBSCRIPT.match(stripped) and "{" not in stripped:
            line += " { get set }"  # printed without accessors; settable keeps MutableCollection conformances
        if "{ get }" in line:
            line = re.sub(r"\b(?:internal|private|fileprivate|package)\(set\) ", "", line)
            line = re.sub(r"\blet (\w+): ", r"var \1: ", line)  # `let x: T { get }`: a computed property is a var
        # names the printer leaves unqualified although a nested type of the same name shadows them
        line = re.sub(r"(?<![.\w])(Range|ClosedRange)<([\w.]+)>", r"Swift.\1<\2>", line)
        line = re.sub(r"(\.Output : )RangeExpression\b", r"\1Swift.RangeExpression", line)
        line = re.sub(r"\bany KeyPath<", "any Swift.KeyPath<", line)
        stripped = line.strip()
        match = STORED.match(stripped)
        if match and not stripped.startswith("case "):
            # A stored property becomes computed: an interface without bodies cannot initialise storage.
            attributes, modifiers, kind, name, type_ = match.groups()
            attributes = " ".join(a for a in re.findall(r"@\w+(?:\([^)]*\))?", attributes)
                                  if not a.startswith(("@inlinable", "@NSCopying", "@usableFromInline")))
            settable = kind == "var" and not re.search(r"\(set\)", modifiers)
            modifiers = re.sub(r"\b(?:public|internal|private|fileprivate|package)\(set\) |\blazy |\bweak |\bunowned(?:\(unsafe\))? ", "", modifiers)
            if SPAN_TYPES.search(type_):
                attributes = (attributes + " @_lifetime(borrow self)").strip()
            accessors = "{ get set }" if settable else "{ get }"
            line = f"{indent}{attributes + ' ' if attributes else ''}{modifiers}var {name}: {type_.strip()} {accessors}"
        out.append(line)
    return drop_internal_extensions(add_raw_value_members("\n".join(out) + "\n"))


RAW_ENUM = re.compile(r"^(\s*)(?:@\w+(?:\([^)]*\))? )*(?:public |open )?(?:indirect )?enum \w+(?:<[^>]*>)? : "
                      r"((?:Swift\.)?(?:String|Int|Int8|Int16|Int32|Int64|UInt|UInt8|UInt16|UInt32|UInt64|Double|Float|Character))\b.*\{$")


def add_raw_value_members(text):
    """A raw-value enum's `init?(rawValue:)` and `rawValue` are implicit, so the display interface
    leaves them out; an interface must spell them (without raw values to synthesise from)."""
    lines = text.split("\n")
    out = []
    for index, line in enumerate(lines):
        out.append(line)
        match = RAW_ENUM.match(line)
        if not match:
            continue
        indent, raw = match.group(1), match.group(2)
        body = []
        for following in lines[index + 1:]:
            if following.startswith(indent + "}") and len(following) - len(following.lstrip()) == len(indent):
                break
            body.append(following)
        if not any("init?(rawValue:" in b for b in body):
            inner = indent + "    "
            out += [f"{inner}public init?(rawValue: {raw})", f"{inner}public typealias RawValue = {raw}", f"{inner}public var rawValue: {raw} {{ get }}"]
    return "\n".join(out)


def drop_internal_extensions(text):
    declared = set(re.findall(r"\b(?:struct|class|enum|protocol|typealias|actor|associatedtype)\s+(\w+)", text))
    lines, out, index = text.split("\n"), [], 0
    while index < len(lines):
        match = re.match(r"^extension ([\w.]+)\.(\w+)\b", lines[index])
        if match and (match.group(2) not in declared or f"{match.group(1)}.{match.group(2)}" in INTERNAL_TYPES):
            while out and out[-1].startswith("@available"):
                out.pop()
            while not lines[index].startswith("}"):
                index += 1
        else:
            out.append(lines[index])
        index += 1
    return "\n".join(out)


def compile_pruning(path, module, target, out):
    """Compiles the interface, dropping each declaration the compiler refuses (and its attributes),
    until it compiles. Returns how many were dropped; their first lines go to NAME.dropped.txt."""
    lines, dropped, log_lines = path.read_text().split("\n"), 0, []
    for _ in range(40):
        path.write_text("\n".join(lines))
        result = compile_interface(path, module, target, out)
        if result.returncode == 0:
            path.with_suffix(".dropped.txt").write_text("\n".join(log_lines) + "\n")
            return dropped
        bad = sorted({int(n) for n in re.findall(rf"^{re.escape(str(path))}:(\d+):\d+: error", result.stderr, re.M)} - {1}, reverse=True)
        if not bad:
            # The compiler crashed (an assertion on a declaration it cannot take): its stack dump
            # names the declaration it was checking; drop the innermost one.
            named = re.findall(rf"\(at {re.escape(str(path))}:(\d+):\d+\)", result.stderr)
            bad = [int(named[-1])] if named else []
        if not bad:
            sys.exit(f"apple_sdk: {module} does not compile:\n{result.stderr[-4000:]}")
        for number in bad:
            start = end = number - 1
            if lines[start] is None:
                continue
            indent = len(lines[start]) - len(lines[start].lstrip())
            if lines[start].rstrip().endswith("{"):
                end += 1
                while end < len(lines) and not (lines[end] is not None and lines[end].startswith(" " * indent + "}")
                                                and len(lines[end]) - len(lines[end].lstrip()) == indent):
                    end += 1
            while start > 0 and lines[start - 1] is not None and lines[start - 1].strip().startswith("@"):
                start -= 1
            log_lines.append(lines[number - 1].strip())
            for index in range(start, min(end, len(lines) - 1) + 1):
                lines[index] = None
            dropped += 1
        lines = [line for line in lines if line is not None]
    sys.exit(f"apple_sdk: {module} still does not compile after 40 rounds")


# Modules the Apple-target set already has (or that stand for Linux's C library).
PROVIDED = {"Swift", "SwiftShims", "SwiftOnoneSupport", "_Concurrency", "_StringProcessing", "Synchronization", "RegexBuilder",
            "Observation", "Dispatch", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
            "Darwin", "Glibc"}
IMPORT = re.compile(r"(?m)^(?:@\w+ )*import (?:(?:struct|class|enum|protocol|typealias|func|var|let) )?(\w+)")


def build_package_modules(roots, modules_dir, target, out):
    """Third-party Swift packages (and the C modules their interfaces name) as the same kind of
    declarations-only modules, from the Linux build's binary modules: their own `@available`
    kept. Every import is re-exported (the display interface does not say which were), which can
    only make the check more permissive about imports, never about availability."""
    maps = [f"-fmodule-map-file={m}" for m in sorted(modules_dir.parent.glob("*.build/module.modulemap"))]
    checkouts = next((p / "checkouts" for p in modules_dir.parents if (p / "checkouts").is_dir()), REPO / ".build/checkouts")
    maps += [f"-fmodule-map-file={m}" for m in sorted(checkouts.glob("*/Sources/*/include/module.modulemap")) + sorted(checkouts.glob("*/Sources/*/module.modulemap"))]
    extra = ["-I", str(modules_dir)] + [a for m in maps for a in ("-Xcc", m)]
    host = host_triple()
    texts, order, seen = {}, [], set()

    def visit(module):
        if module in seen or module in PROVIDED:
            return
        seen.add(module)
        text = generated_interface(module, host, extra)
        texts[module] = text
        for dependency in IMPORT.findall(text):
            visit(dependency)
        order.append(module)

    for root in roots:
        visit(root)
    work = out / "interfaces"
    work.mkdir(parents=True, exist_ok=True)
    for module in order:
        dependencies = [d for d in dict.fromkeys(IMPORT.findall(texts[module])) if d != module]
        imports = ["+" + ("Darwin" if d == "Glibc" else d) for d in dependencies]
        body = IMPORT.sub("", texts[module])
        path = work / f"{module}.swiftinterface"
        path.write_text(transform(body, module, target, ["Darwin", "_Concurrency", "_StringProcessing", *imports], library_evolution=False))
        dropped = compile_pruning(path, module, target, out)
        log(f"{target}: {module} from the package build's binary module, {dropped} declarations dropped")


def fingerprint(target):
    digest = hashlib.sha256()
    digest.update(subprocess.run([str(TOOLCHAIN / "bin/swiftc"), "--version"], capture_output=True).stdout)
    digest.update(target.encode())
    for path in [Path(__file__), *sorted(DARWIN_STUB.glob("*.swift"))]:
        digest.update(path.read_bytes())
    return digest.hexdigest()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--target", required=True, help="an Apple target triple, e.g. x86_64-apple-ios17.0-simulator")
    parser.add_argument("--out", required=True, type=Path)
    parser.add_argument("--package-modules", nargs="*", default=[], help="third-party modules to add from --modules-dir (and what they import)")
    parser.add_argument("--modules-dir", type=Path, help="the Linux build's Modules folder (swift build --show-bin-path)/Modules")
    args = parser.parse_args()
    out, target, host = args.out, args.target, host_triple()
    if args.package_modules:
        build_package_modules(args.package_modules, args.modules_dir, target, out)
        return
    stamp = out / "stamp"
    if stamp.exists() and stamp.read_text() == fingerprint(target):
        log(f"{target}: up to date ({out})")
        return
    out.mkdir(parents=True, exist_ok=True)
    work = out / "interfaces"
    work.mkdir(exist_ok=True)
    for module in INTERFACE_MODULES:
        path = work / f"{module}.swiftinterface"
        path.write_text(patched_interface(module, host, target))
        result = compile_interface(path, module, target, out, ["-parse-stdlib"] if module == "Swift" else [])
        if result.returncode != 0:
            sys.exit(f"apple_sdk: {module} does not compile for {target}:\n{result.stderr[-4000:]}")
    log(f"{target}: {', '.join(INTERFACE_MODULES)} from the toolchain's interfaces")
    result = subprocess.run([str(TOOLCHAIN / "bin/swiftc"), "-emit-module", "-parse-as-library", "-module-name", "Darwin", "-target", target,
                             "-Xfrontend", "-disable-objc-interop",
                             "-I", str(out), *sorted(map(str, DARWIN_STUB.glob("*.swift"))), "-emit-module-path", str(module_file(out, "Darwin", target))],
                            capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"apple_sdk: the Darwin stub does not compile:\n{result.stderr[-4000:]}")
    for module, imports in GENERATED_MODULES:
        path = work / f"{module}.swiftinterface"
        text = "\n".join(generated_interface(name, host) for name in [module, *MERGED_INTO.get(module, [])])
        if module == "Foundation":
            text += bridging_declarations()
        path.write_text(transform(text, module, target, imports))
        declarations = len(re.findall(r"(?m)^\s*(?:@[^\n]*\s)?(?:public|open) ", path.read_text()))
        dropped = compile_pruning(path, module, target, out)
        log(f"{target}: {module} from its generated interface, {declarations} public declarations, {dropped} dropped")
    stamp.write_text(fingerprint(target))


if __name__ == "__main__":
    main()
