#!/usr/bin/env python3
"""What the keyboard and its app ship, and that no tooling is in it.

Reads the package (`swift package describe`) and the public symbol graphs of every module
(`swift package dump-symbol-graph`), then checks that:

1. no module the iOS app or keyboard extension links depends, directly or through another, on a
   tooling module (evaluation, scripted typing, the pack builder, the playground, OCR by
   tesseract, the engine protocol, test support);
2. no public symbol of a shipped module is tooling by its name (gesture explanations, scripted
   typing, key planning, training features, the benchmark keyboard's geometry).

Prints each shipped module's public symbols by kind (`--list MODULE` prints them all). Exits 1
on a violation. Run from the repository root:  python3 Scripts/ci/shipped-api.py
"""

import argparse
import collections
import glob
import json
import os
import re
import subprocess
import sys

# What the app and the keyboard extension link (Apps/iOS/project.yml): the engine and its hosts.
SHIPPED = ["TeclaCore", "TeclaScripts", "TeclaTouch", "TeclaLanguage", "TeclaKeyboard", "TeclaPacks",
           "TeclaAssist", "TeclaHost", "TeclaUIKit", "TeclaCompanion"]
TOOLING = ["TeclaEvaluation", "TeclaTyping", "TeclaPackBuilder", "TeclaPlayground", "TeclaTesseract",
           "TeclaEngineProtocol", "TeclaTestSupport", "CZlib"]
# Public names that would mean tooling leaked into a shipped module.
TOOLING_NAMES = re.compile(r"\.explain\(|SwipeDecoder\.Explanation|Typist|TypingScript|KeyPlanner|trainingFeatures"
                           r"|qwertyUS|\.tap\(keyID:|SyntheticSwipe|Oracle|Benchmark|Evaluation")


def describe():
    out = subprocess.run(["swift", "package", "describe", "--type", "json"], capture_output=True, text=True, check=True).stdout
    targets = json.loads(out[out.index("{"):])["targets"]
    return {t["name"]: t.get("target_dependencies", []) + [p for p in t.get("product_dependencies", [])] for t in targets}


def closure(name, graph, seen=None):
    seen = set() if seen is None else seen
    for dependency in graph.get(name, []):
        if dependency not in seen:
            seen.add(dependency)
            closure(dependency, graph, seen)
    return seen


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", metavar="MODULE", help="print every public symbol of MODULE")
    parser.add_argument("--graphs", default=None, help="symbol graph folder (default: dump them now)")
    args = parser.parse_args()

    failures = []
    graph = describe()
    for module in SHIPPED:
        if module not in graph:
            failures.append(f"{module}: not a target of the package")
            continue
        leaked = sorted(closure(module, graph) & set(TOOLING))
        if leaked:
            failures.append(f"{module} depends on tooling: {', '.join(leaked)}")

    folder = args.graphs
    if folder is None:
        subprocess.run(["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public"],
                       check=True, stdout=subprocess.DEVNULL)
        folder = glob.glob(".build/*/symbolgraph")[0]
    print(f"{'module':16} public symbols (types / functions / properties / cases / other)")
    for module in SHIPPED:
        symbols = []
        for path in glob.glob(os.path.join(folder, f"{module}.symbols.json")) + glob.glob(os.path.join(folder, f"{module}@*.symbols.json")):
            for symbol in json.load(open(path))["symbols"]:
                symbols.append((".".join(symbol["pathComponents"]), symbol["kind"]["identifier"]))
        kinds = collections.Counter()
        for name, kind in symbols:
            kinds["types" if kind in ("swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias")
                  else "functions" if "method" in kind or kind in ("swift.init", "swift.func", "swift.func.op")
                  else "properties" if "property" in kind or kind == "swift.var"
                  else "cases" if kind == "swift.enum.case" else "other"] += 1
            if TOOLING_NAMES.search(name):
                failures.append(f"{module}: public tooling symbol {name} ({kind})")
        print(f"{module:16} {len(symbols):5}  ({kinds['types']} / {kinds['functions']} / {kinds['properties']} / {kinds['cases']} / {kinds['other']})")
        if args.list == module:
            for name, kind in sorted(symbols):
                print(f"    {kind:28} {name}")
    if failures:
        print("\n".join(["", "FAILED:"] + failures), file=sys.stderr)
        return 1
    print("shipped modules link no tooling and export none")
    return 0


if __name__ == "__main__":
    sys.exit(main())
