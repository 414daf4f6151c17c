"""Tests of Scripts/ci/ios_project.py: module names as Xcode derives them (run by check-ios.sh)."""
import sys
import tempfile
import textwrap
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import ios_project  # noqa: E402


def project(yml):
    folder = Path(tempfile.mkdtemp())
    (folder / "project.yml").write_text(textwrap.dedent(yml))
    (folder / "Keyboard").mkdir()
    (folder / "Keyboard" / "A.swift").write_text("")
    (folder / "Keyboard" / "Info.plist").write_text("")
    return ios_project.load(folder / "project.yml")


class ModuleNames(unittest.TestCase):
    def test_the_target_name_when_nothing_is_set(self):
        target = project("targets:\n  TeclaKeyboard:\n    type: app-extension\n").target("app-extension")
        self.assertEqual(target.module_name, "TeclaKeyboard")

    def test_product_name_made_a_c99_identifier(self):
        target = project("""
            targets:
              Ext:
                type: app-extension
                settings:
                  base:
                    PRODUCT_NAME: Tecla Keyboard-2
            """).target("app-extension")
        self.assertEqual(target.product_name, "Tecla Keyboard-2")
        self.assertEqual(target.module_name, "Tecla_Keyboard_2")

    def test_product_module_name_wins(self):
        target = project("""
            settings:
              base:
                PRODUCT_NAME: Shared
            targets:
              Ext:
                type: app-extension
                settings:
                  base:
                    PRODUCT_MODULE_NAME: KeyboardModule
            """).target("app-extension")
        self.assertEqual(target.product_name, "Shared", "the project's setting applies where the target has none")
        self.assertEqual(target.module_name, "KeyboardModule")

    def test_a_leading_digit_gets_an_underscore(self):
        self.assertEqual(ios_project.c99_identifier("2Go"), "_2Go")

    def test_sources_follow_excludes(self):
        target = project("""
            targets:
              Ext:
                type: app-extension
                sources:
                  - path: Keyboard
                    excludes: ["*.plist"]
            """).target("app-extension")
        self.assertEqual([p.name for p in target.swift_sources()], ["A.swift"])


if __name__ == "__main__":
    unittest.main()
