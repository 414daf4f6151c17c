#!/usr/bin/env python3
"""Checks the iOS project without Xcode: the XcodeGen spec, the plists, the entitlements.

What a broken project would only show on a Mac, checked here: both targets exist with the
right types; the extension is a keyboard (extension point, principal class that exists in its
sources, Full Access requested, a primary language); the app embeds it; one App Group in both
entitlements and in the code; the packs ship once (only the extension links TeclaUIKit, whose
TeclaPacks resources hold them); the app handles the URL the reply key opens; every source path
exists; every plist parses (plistlib stands in for `plutil -lint`).
"""
import plistlib
import re
import sys
from pathlib import Path

try:
    import yaml
except ImportError:  # pragma: no cover
    sys.exit("check-ios-project: PyYAML is needed (pip install pyyaml)")

root = Path(sys.argv[1] if len(sys.argv) > 1 else "Apps/iOS")
repo = root.parent.parent
problems = []


def need(condition, message):
    if not condition:
        problems.append(message)
    return condition


spec = yaml.safe_load((root / "project.yml").read_text())
targets = spec.get("targets", {})
app = targets.get("Tecla", {})
keyboard = targets.get("TeclaKeyboard", {})
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
keyboard_sources = "\n".join(p.read_text() for p in (root / "Keyboard").glob("*.swift"))
need(re.search(rf"class {class_name}\s*:\s*KeyboardViewController", keyboard_sources),
     f"no class {class_name}: KeyboardViewController in Keyboard/")
need(attributes.get("RequestsOpenAccess") is True, "RequestsOpenAccess is not requested")
need(isinstance(attributes.get("PrimaryLanguage"), str) and attributes["PrimaryLanguage"], "no PrimaryLanguage")
need("IsASCIICapable" in attributes and "PrefersRightToLeft" in attributes, "IsASCIICapable / PrefersRightToLeft missing")

groups = []
for name, target in (("Tecla", app), ("TeclaKeyboard", keyboard)):
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
need(any(d.get("target") == "TeclaKeyboard" and d.get("embed") for d in app_dependencies), "the app does not embed the keyboard")
need(any(d.get("product") == "TeclaUIKit" for d in keyboard_dependencies), "the keyboard does not link TeclaUIKit")
need(not any(d.get("product") in ("TeclaUIKit", "TeclaPacks") for d in app_dependencies),
     "the app links the packs too: they would ship twice")
need(keyboard.get("settings", {}).get("base", {}).get("APPLICATION_EXTENSION_API_ONLY") in ("YES", True),
     "the keyboard is not limited to extension-safe API")

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
print(f"   project: 2 targets, {len(plists)} plists parse, App Group {group}, principal class {class_name}, "
      f"packs only in the extension, URL scheme {reply_url.group(1)}")
