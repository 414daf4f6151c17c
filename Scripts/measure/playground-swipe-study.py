#!/usr/bin/env python3
"""Draws the playground's swipe-study words through the page's pointer events and measures them.

The Latin and Arabic keyboards have no gestures from people. The playground's swipe study
(Guides/SwipeSynthesis.md, "Gestures drawn in the playground") prompts words and records each slide
as the server received it; a person can draw them by hand. This script is the drawer available
here: headless Chromium, driven through Selenium's W3C pointer actions, so the gestures travel the
whole path a finger's would (pointer events, the page, the server's session), and they are recorded
by the study, not by this script. Then `tecla eval swipe` decodes the recorded files.

The hand that draws them is this script's, stated here so the figures can be read:
  - per gesture, an offset of N(0, --offset) key (x and y; default 0.1) and a speed of 6-12 keys a second;
  - per letter, an aim scattered N(0, --scatter) key around the key's centre (default 0.15; a repeated
    letter once);
  - straight strokes from aim to aim, no pause at the letters. The browser spaces pointer moves
    as it can (about 20-35 ms apart headless, not 16), so the number of moves per stroke follows
    the spacing measured on the gestures before; the recorded speeds and durations are printed.
It is neater than people (no bows, no overshoot, no slowing): read its figures as what the
decoder does with careful gestures on these keyboards, and the English row beside them as the
same hand against How We Swipe's people.

  python3 Scripts/measure/playground-swipe-study.py --tecla .build/release/tecla --layouts la,ar,en-US \
      --count 60 --out /tmp/study
"""

import argparse
import json
import math
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "Browser"))
from test_playground import Page, start_browser, start_server  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select  # noqa: E402

STEP_MS = 16


def draw(page, path, keyboard, rng, ms_per_move, spread):
    """One gesture through the keys of `path` (the study's folded letters of the word), drawn as
    the docstring says, through the page's pointer events."""
    keys, pitch_x, pitch_y = keyboard["keys"], keyboard["key_w"], keyboard["key_h"]
    offset = (rng.gauss(0, spread[0]), rng.gauss(0, spread[0]))
    speed = rng.uniform(6, 12)  # keys a second
    aims = []
    for letter in path:
        cx, cy = keys[letter][0], keys[letter][1]
        aims.append((cx + (offset[0] + rng.gauss(0, spread[1])) * pitch_x, cy + (offset[1] + rng.gauss(0, spread[1])) * pitch_y))
    if len(aims) < 2:  # one key: a slide across it
        aims.append((aims[0][0] + 0.9 * pitch_x, aims[0][1]))
    points = [aims[0]]
    for (x0, y0), (x1, y1) in zip(aims, aims[1:]):
        keys_long = math.hypot((x1 - x0) / pitch_x, (y1 - y0) / pitch_y)
        steps = max(1, round(keys_long / speed * 1000 / ms_per_move))
        points += [(x0 + (x1 - x0) * step / steps, y0 + (y1 - y0) * step / steps) for step in range(1, steps + 1)]
    page.slide(points)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tecla", required=True)
    parser.add_argument("--layouts", default="la,ar,en-US", help="playground layouts, comma-separated")
    parser.add_argument("--count", type=int, default=60, help="words per layout")
    parser.add_argument("--seed", type=int, default=1, help="the study's words (the server's seed)")
    parser.add_argument("--hand-seed", type=int, default=2026, help="the drawing hand's randomness")
    parser.add_argument("--offset", type=float, default=0.1, help="the hand's offset per gesture, sd in keys")
    parser.add_argument("--scatter", type=float, default=0.15, help="the hand's aim per letter, sd in keys")
    parser.add_argument("--out", default="/tmp/playground-study")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    server, url = start_server(args.tecla)
    driver = start_browser(window=(1000, 900))
    try:
        driver.get(url)
        page = Page(driver)
        page.wait(lambda: page.has_key("q"), "the letters page")
        page.idle()
        for layout in args.layouts.split(","):
            Select(driver.find_element(By.ID, "layout-menu")).select_by_value(layout)
            page.wait(lambda: page.script("return window.teclaPlayground.snapshot.state.layoutID") == layout, f"layout {layout}")
            page.idle()
            # The study keeps slides only while its panel is open, as a person drawing would have it.
            page.script("document.getElementById('study-details').open = true")
            driver.execute_async_script(
                "const done = arguments[arguments.length - 1];"
                "window.teclaPlayground.startStudy(arguments[0], arguments[1]).then(() => done(null), (e) => done(String(e)))",
                args.count, args.seed)
            page.idle()
            study = page.script("return window.teclaPlayground.study")
            rng = random.Random(f"{args.hand_seed}-{layout}")
            ms_per_move = STEP_MS
            missed = []
            for index, (word, path) in enumerate(zip(study["words"], study["paths"])):
                draw(page, path, study["keyboard"], rng, ms_per_move, (args.offset, args.scatter))
                last = page.script("const r = window.teclaPlayground.study.records; return r.length ? r[r.length - 1].points : null")
                if last and len(last) > 2:
                    ms_per_move = 0.5 * ms_per_move + 0.5 * last[-1][2] / (len(last) - 1)
                if page.script("return window.teclaPlayground.study.index") != index + 1:
                    # The slide began off the keyboard (an aim above the top row: the page never saw
                    # it, as it would not a finger's) or the session read it as a tap. Skipped, and
                    # counted.
                    missed.append(word)
                    page.script("document.getElementById('study-skip').click()")
            study = page.script("return window.teclaPlayground.study")
            name = os.path.join(args.out, f"study-{layout}")
            with open(name + ".jsonl", "w") as file:
                file.write("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in study["records"]))
            with open(name + "-layouts.json", "w") as file:
                json.dump({study["layout"]: study["keyboard"]}, file, ensure_ascii=False)
            language = study["language"].split("-")[0]
            keyboard = study["keyboard"]
            durations, speeds = [], []
            for record in study["records"]:
                p = record["points"]
                length = sum(math.hypot((b[0] - a[0]) / keyboard["key_w"], (b[1] - a[1]) / keyboard["key_h"]) for a, b in zip(p, p[1:]))
                durations.append(p[-1][2] / 1000)
                speeds.append(length / max(p[-1][2] / 1000, 1e-3))
            median = lambda v: sorted(v)[len(v) // 2] if v else float("nan")
            result = subprocess.run(
                [args.tecla, "eval", "swipe", "--dataset", name + ".jsonl", "--layouts", name + "-layouts.json",
                 "--language", language, "--part", "all"], capture_output=True, text=True)
            print(f"{layout} ({language}): {len(study['records'])} gestures recorded in the playground "
                  f"({len(missed)} slides not kept, begun off the keyboard or read as a tap: {' '.join(missed)}); median duration "
                  f"{median(durations):.2f} s, median speed {median(speeds):.1f} keys/s\n{result.stdout}{result.stderr}", flush=True)
    finally:
        driver.quit()
        server.terminate()
    return 0


if __name__ == "__main__":
    sys.exit(main())
