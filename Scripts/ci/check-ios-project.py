#!/usr/bin/env python3
"""Checks the iOS project without Xcode: the XcodeGen spec, the plists, the entitlements.

What a broken project would only show on a Mac, checked here: both targets exist with the
right types; the extension is a keyboard (extension point, principal class that exists in its
sources, Full Access requested, a primary language); the app embeds it; one App Group in both
entitlements and in the code; the packs ship once (only the extension links TeclaUIKit, whose
TeclaPacks resources hold them); the app handles the URL the reply key opens; every source path
exists; every plist parses (plistlib stands in for `plutil -lint`).
"""
import json
import os
import plistlib
import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import ios_project  # noqa: E402

try:
    import yaml
except ImportError:  # pragma: no cover
    sys.exit("check-ios-project: PyYAML is needed (pip install pyyaml)")

root = Path(sys.argv[1] if len(sys.argv) > 1 else "Apps/iOS")
repo = Path(__file__).resolve().parents[2]  # the checkout, also when checking a copy of Apps/iOS
problems = []


def need(condition, message):
    if not condition:
        problems.append(message)
    return condition


spec = yaml.safe_load((root / "project.yml").read_text())
targets = spec.get("targets", {})
project = ios_project.load(root / "project.yml")
app_target, keyboard_target = project.target("application"), project.target("app-extension")
app = app_target.spec if app_target else {}
keyboard = keyboard_target.spec if keyboard_target else {}

# Module names: Xcode compiles each target as a module of its own; one that shares a name with a
# package module the target links makes Xcode report a circular dependency (and would shadow it).
# A package is named in modules.json by check-ios.sh (`swift package describe`); else described here.
described = os.environ.get("TECLA_PACKAGE_DESCRIPTION")
description = json.loads(Path(described).read_text() if described else subprocess.run(
    ["swift", "package", "describe", "--type", "json"], cwd=repo, capture_output=True, text=True, check=True).stdout)
package_modules = {t["name"] for t in description["targets"]}
for target in project.targets():
    module = target.module_name
    need(module not in package_modules,
         f"{target.name}: its module name {module} (from {'PRODUCT_MODULE_NAME' if target.setting('PRODUCT_MODULE_NAME') else 'PRODUCT_NAME ' + repr(target.product_name)})"
         f" is also a module of the package: Xcode would report a circular dependency between modules '{module}' and the package's")
need(app.get("type") == "application", "the app target is missing or not an application")
need(keyboard.get("type") == "app-extension", "the keyboard target is missing or not an app-extension")
need(spec.get("options", {}).get("deploymentTarget", {}).get("iOS") == "17.0", "deployment target is not iOS 17.0")
need(spec.get("packages", {}).get("Tecla", {}).get("path") == "../..", "the engine package is not the repository root")

for name, target in targets.items():
    for source in target.get("sources", []):
        path = source["path"] if isinstance(source, dict) else source
        need((root / path).exists(), f"{name}: source path {path} does not exist")

plists = {}
for path in sorted(root.rglob("*.plist")) + sorted(root.rglob("*.entitlements")):
    try:
        plists[path.relative_to(root).as_posix()] = plistlib.loads(path.read_bytes())
    except Exception as error:  # noqa: BLE001
        problems.append(f"{path}: not a valid plist ({error})")

info = plists.get(keyboard.get("info", {}).get("path", ""), {})
extension = info.get("NSExtension", {})
attributes = extension.get("NSExtensionAttributes", {})
need(extension.get("NSExtensionPointIdentifier") == "com.apple.keyboard-service", "the extension is not a keyboard")
principal = extension.get("NSExtensionPrincipalClass", "")
need(principal.startswith("$(PRODUCT_MODULE_NAME)."), "the principal class is not qualified by the module")
class_name = principal.split(".")[-1]
keyboard_sources = "\n".join(p.read_text() for p in (keyboard_target.swift_sources() if keyboard_target else []))
need(re.search(rf"class {class_name}\s*:\s*KeyboardViewController", keyboard_sources),
     f"no class {class_name}: KeyboardViewController in Keyboard/")
need(attributes.get("RequestsOpenAccess") is True, "RequestsOpenAccess is not requested")
need(isinstance(attributes.get("PrimaryLanguage"), str) and attributes["PrimaryLanguage"], "no PrimaryLanguage")
need("IsASCIICapable" in attributes and "PrefersRightToLeft" in attributes, "IsASCIICapable / PrefersRightToLeft missing")

groups = []
for name, target in ((app_target.name if app_target else "app", app), (keyboard_target.name if keyboard_target else "keyboard", keyboard)):
    entitlements = plists.get(target.get("entitlements", {}).get("path", ""), {})
    groups.append(entitlements.get("com.apple.security.application-groups", []))
    need(target.get("settings", {}).get("base", {}).get("CODE_SIGN_ENTITLEMENTS"), f"{name}: no CODE_SIGN_ENTITLEMENTS")
need(len(groups[0]) == 1 and groups[0] == groups[1], f"the two targets do not share one App Group: {groups}")
group = groups[0][0] if groups[0] else ""
need(f'"{group}"' in (root / "Keyboard" / "AppGroup.swift").read_text(), "AppGroup.swift names another group")
need(f'"{group}"' in (repo / "Sources/TeclaUIKit/KeyboardViewController.swift").read_text(),
     "KeyboardViewController's default App Group differs")

app_dependencies = app.get("dependencies", [])
keyboard_dependencies = keyboard.get("dependencies", [])
need(keyboard_target and any(d.get("target") == keyboard_target.name and d.get("embed") for d in app_dependencies), "the app does not embed the keyboard")
need(any(d.get("product") == "TeclaUIKit" for d in keyboard_dependencies), "the keyboard does not link TeclaUIKit")
need(not any(d.get("product") in ("TeclaUIKit", "TeclaPacks") for d in app_dependencies),
     "the app links the packs too: they would ship twice")
need(keyboard.get("settings", {}).get("base", {}).get("APPLICATION_EXTENSION_API_ONLY") in ("YES", True),
     "the keyboard is not limited to extension-safe API")

# FoundationModels is iOS 26; with an iOS 17 deployment target the app must load without it.
need(any(d.get("sdk") == "FoundationModels.framework" and d.get("weak") is True for d in app_dependencies),
     "the app does not weak-link FoundationModels.framework (iOS 26) for its iOS 17 deployment target")
need(not any(d.get("sdk") == "FoundationModels.framework" for d in keyboard_dependencies), "the keyboard links FoundationModels, which it never uses")

app_info = plists.get(app.get("info", {}).get("path", ""), {})
schemes = [s for entry in app_info.get("CFBundleURLTypes", []) for s in entry.get("CFBundleURLSchemes", [])]
host = (repo / "Sources/TeclaHost/Host/KeyboardHost.swift").read_text()
reply_url = re.search(r'repliesURL = URL\(string: "([a-z]+)://', host)
need(reply_url and reply_url.group(1) in schemes, f"the app does not open the reply key's URL (schemes {schemes})")
need(app_info.get("NSPhotoLibraryUsageDescription"), "no photo library usage description")

if problems:
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    sys.exit(1)
print(f"   project: 2 targets (modules {', '.join(t.module_name for t in project.targets())}, none a package module's name), {len(plists)} plists parse, App Group {group}, principal class {class_name}, "
      f"packs only in the extension, URL scheme {reply_url.group(1)}, FoundationModels weak-linked")
