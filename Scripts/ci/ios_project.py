"""Reads Apps/iOS/project.yml as XcodeGen and Xcode will: each target's sources and the Swift
module name Xcode compiles it under. Used by check-ios.sh (through check-ios-project.py) and the
availability check, so that both compile what Xcode builds, under the names Xcode gives it.

Module names, as Xcode derives them:
  PRODUCT_MODULE_NAME if set, else PRODUCT_NAME made a C99 identifier (`$(PRODUCT_NAME:c99extidentifier)`,
  Xcode's default for PRODUCT_MODULE_NAME), where PRODUCT_NAME defaults to `$(TARGET_NAME)` (XcodeGen's
  base setting preset) and `$(TARGET_NAME)` is the target's key in project.yml.
"""
from dataclasses import dataclass, field
from pathlib import Path

try:
    import yaml
except ImportError:  # pragma: no cover
    raise SystemExit("ios_project: PyYAML is needed (pip install pyyaml)")


def c99_identifier(name):
    """Xcode's `c99extidentifier`: every character that cannot be in a C99 identifier becomes `_`,
    and a leading digit gets a `_` before it ("My App" → "My_App", "2Go" → "_2Go")."""
    identifier = "".join(c if (c.isalnum() or c == "_") else "_" for c in name)
    return "_" + identifier if identifier[:1].isdigit() else identifier


@dataclass
class Target:
    name: str
    kind: str
    root: Path
    spec: dict
    project_settings: dict = field(default_factory=dict)

    def setting(self, key):
        for settings in (self.spec.get("settings", {}), self.project_settings):
            base = settings.get("base", settings) if isinstance(settings, dict) else {}
            if key in base:
                return str(base[key])
        return None

    @property
    def product_name(self):
        return (self.setting("PRODUCT_NAME") or "$(TARGET_NAME)").replace("$(TARGET_NAME)", self.name)

    @property
    def module_name(self):
        explicit = self.setting("PRODUCT_MODULE_NAME")
        if explicit:
            return c99_identifier(explicit.replace("$(TARGET_NAME)", self.name).replace("$(PRODUCT_NAME:c99extidentifier)", c99_identifier(self.product_name)))
        return c99_identifier(self.product_name)

    def swift_sources(self):
        """The .swift files of the target's sources, excludes applied (fnmatch on the path below each source)."""
        files = []
        for source in self.spec.get("sources", []):
            entry = source if isinstance(source, dict) else {"path": source}
            path = self.root / entry["path"]
            excludes = entry.get("excludes", [])
            candidates = [path] if path.is_file() else sorted(path.rglob("*.swift"))
            for candidate in candidates:
                relative = candidate.relative_to(path).as_posix() if candidate != path else candidate.name
                if candidate.suffix == ".swift" and not any(Path(relative).match(pattern) for pattern in excludes):
                    files.append(candidate)
        return files


class Project:
    def __init__(self, path):
        self.path = Path(path)
        self.spec = yaml.safe_load(self.path.read_text())

    def targets(self):
        settings = self.spec.get("settings", {})
        return [Target(name, spec.get("type", ""), self.path.parent, spec, settings) for name, spec in self.spec.get("targets", {}).items()]

    def target(self, kind):
        found = [t for t in self.targets() if t.kind == kind]
        return found[0] if len(found) == 1 else None

    def deployment_target(self, platform):
        return str(self.spec.get("options", {}).get("deploymentTarget", {}).get(platform, ""))


def load(path):
    return Project(path)

