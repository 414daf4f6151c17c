#!/usr/bin/env python3
"""Browser test of the Tecla playground, run by Tests/Browser/run.sh.

Starts `tecla serve` on a free port and, in headless Chromium, types on the page by clicking its
keys as a user would: "Hello world" with auto-capitalization, the double-space period, backspace,
the 123 / #+= / ABC / emoji pages, a long-press for "é", the field and layout menus, the return key
and the internals layer; then switches to the Korean Cheon-Ji-In layout through the layout menu
and types 안녕하세요 on its keys, then 행보, and picks 행복한 from the Korean suggestions; types "nko"
on the N'Ko Latin-letter layout and picks the tone-marked ߒߞߏ from the bar; then uploads
a chat screenshot to the reply panel and inserts a suggested reply. Saves light, dark, Korean and
reply screenshots. Exits non-zero on the first failed check.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unicodedata

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

WINDOW = (1000, 760)

# 안녕하세요 on Cheon-Ji-In, as `tecla type "안녕하세요" --layout ko-cheonjiin` taps it. Key ids are
# the key labels: ㅣ, ㆍ (U+318D), ㅡ and the consonant pairs; space is "next character" while a
# syllable is composing (안 then ㄴ would otherwise turn ㄴ into ㄹ: 알).
ANNYEONGHASEYO = [
    "ㅇㅁ", "ㅣ", "\u318d", "ㄴㄹ", "space",   # 안
    "ㄴㄹ", "\u318d", "\u318d", "ㅣ", "ㅇㅁ",  # 녕
    "ㅅㅎ", "ㅅㅎ", "ㅣ", "\u318d",            # 하
    "ㅅㅎ", "\u318d", "ㅣ", "ㅣ",               # 세
    "ㅇㅁ", "\u318d", "\u318d", "ㅡ",          # 요
]

# 행보, still composing 보: the suggestion bar reads it jamo by jamo and offers 행복한.
HAENGBO = ["ㅅㅎ", "ㅅㅎ", "ㅣ", "\u318d", "ㅣ", "ㅇㅁ", "ㅂㅍ", "\u318d", "ㅡ"]


class CheckFailed(Exception):
    pass


def check(condition, message):
    if not condition:
        raise CheckFailed(message)
    print(f"  ok  {message}")


def start_server(tecla, host="127.0.0.1"):
    """Starts `tecla serve --port 0` and returns (process, url) once it prints its URL."""
    process = subprocess.Popen(
        [tecla, "serve", "--port", "0", "--host", host], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    deadline = time.time() + 120
    while time.time() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        match = re.search(r"(http://\S+)", line)
        if match:
            return process, match.group(1)
    process.kill()
    raise CheckFailed("tecla serve did not print its URL")


def start_browser(window=WINDOW, scrollbars=False):
    options = webdriver.ChromeOptions()
    for argument in [
        "--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
        f"--window-size={window[0]},{window[1]}", "--force-device-scale-factor=1",
        "--force-prefers-reduced-motion",
    ] + ([] if scrollbars else ["--hide-scrollbars"]):
        options.add_argument(argument)
    chromium = "/usr/bin/chromium"
    if os.path.exists(chromium):
        options.binary_location = chromium
    driver_path = "/usr/bin/chromedriver"
    service = Service(driver_path) if os.path.exists(driver_path) else Service()
    return webdriver.Chrome(service=service, options=options)


def straight_through(centres, steps=8):
    """Points along straight strokes from each centre to the next, `steps` to a stroke."""
    return [centres[0]] + [[x0 + (x1 - x0) * step / steps, y0 + (y1 - y0) * step / steps]
                           for (x0, y0), (x1, y1) in zip(centres, centres[1:]) for step in range(1, steps + 1)]


class Page:
    """The playground page, driven through its visible elements."""

    def __init__(self, driver):
        self.driver = driver

    def wait(self, condition, message, timeout=10):
        try:
            WebDriverWait(self.driver, timeout, poll_frequency=0.05).until(lambda _: condition())
        except Exception as error:
            raise CheckFailed(f"timed out waiting for: {message}") from error

    def script(self, source, *args):
        return self.driver.execute_script(source, *args)

    def idle(self, timeout=10):
        """Waits until every event the page queued has been answered by the server."""
        self.wait(lambda: self.script("return window.teclaPlayground && window.teclaPlayground.idle"), "the page to be idle", timeout)

    def key(self, key_id):
        elements = self.driver.find_elements(By.CSS_SELECTOR, f'#keys .key[data-key-id="{key_id}"]')
        if not elements:
            raise CheckFailed(f"no key '{key_id}' on the page shown")
        return elements[0]

    def has_key(self, key_id):
        return bool(self.driver.find_elements(By.CSS_SELECTOR, f'#keys .key[data-key-id="{key_id}"]'))

    def tap(self, key_id, times=1):
        chain = ActionChains(self.driver).move_to_element(self.key(key_id))
        for index in range(times):
            if index:
                chain.pause(0.08)
            chain.click()
        chain.perform()
        self.idle()

    def type(self, text):
        for character in text:
            self.tap("space" if character == " " else character)

    def text(self):
        """The text field's text as drawn (before, marked and after the cursor)."""
        return self.script(
            "return [...document.querySelectorAll('#field .before, #field .marked, #field .selected, #field .after')]"
            ".map(e => e.textContent).join('')"
        )

    def swipe(self, word, steps=8, before_release=None):
        """Slides one pointer through the centres of the word's keys, then lifts it."""
        centres = [self.script(
            "const r = arguments[0].getBoundingClientRect(), k = document.getElementById('keyboard').getBoundingClientRect();"
            "return [r.left + r.width / 2 - k.left, r.top + r.height / 2 - k.top]", self.key(letter)) for letter in word]
        self.slide(straight_through(centres, steps), before_release)

    def slide(self, points, before_release=None):
        """One finger down at the first point (layout points: the keyboard's top-left is 0, 0),
        through the others one pointer move each, and up at the last; `before_release` runs while
        the finger is still down."""
        origin = self.script("const r = document.getElementById('keyboard').getBoundingClientRect(); return [r.left, r.top]")
        client = [(int(round(origin[0] + x)), int(round(origin[1] + y))) for x, y in points]
        actions = ActionBuilder(self.driver, mouse=PointerInput(interaction.POINTER_MOUSE, "slide"), duration=16)
        pointer = actions.pointer_action
        pointer.move_to_location(*client[0])
        pointer.pointer_down()
        for x, y in client[1:]:
            pointer.move_to_location(x, y)
        actions.perform()
        # (While a finger is down the page keeps sending ticks: it is never idle until the lift.)
        if before_release:
            before_release()
        actions = ActionBuilder(self.driver, mouse=PointerInput(interaction.POINTER_MOUSE, "slide"), duration=16)
        actions.pointer_action.pointer_up()
        actions.perform()
        # A debug build's server reads the trace so far every 100 ms of the gesture: give a long
        # word's slide time to be answered.
        self.idle(timeout=60)

    def shift(self):
        return self.key("shift").get_attribute("data-shift")

    def screenshot(self, path):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        self.driver.save_screenshot(path)
        print(f"  saved {path}")


def run(page, screenshots):
    print("Page loads and draws the keyboard")
    page.wait(lambda: page.has_key("q"), "the letters page")
    page.idle()
    layouts = [o.text for o in page.driver.find_elements(By.CSS_SELECTOR, "#layout-menu option")]
    check("English (US)" in layouts, f"the layout menu lists the engine's layouts {layouts}")
    check(page.has_key("globe"), "the globe key is drawn")
    check(page.text() == "", "the field starts empty")
    check(page.key("return").text == "return", "a plain field's return key says return")
    Select(page.driver.find_element(By.ID, "field-menu")).select_by_value("message")
    page.wait(lambda: page.key("return").text == "send", "the message field's send key")
    page.idle()
    check("primary" in page.key("return").get_attribute("class"), "a message field's return key says send, in the accent colour")
    check(page.shift() == "shifted", "shift is on at the start of the text (auto-capitalization)")

    print("Typing 'Hello world' without pressing shift")
    page.type("h")
    check(page.text() == "H", f"the first letter comes out capital: {page.text()!r}")
    check(page.shift() == "off", "shift turns off after one capital")
    page.type("ello world")
    check(page.text() == "Hello world", f"typed {page.text()!r}")

    print("Double space types a period")
    page.tap("space", times=2)
    check(page.text() == "Hello world. ", f"two quick spaces give {page.text()!r}")
    check(page.shift() == "shifted", "shift is on again after '. '")

    print("Backspace")
    page.tap("delete", times=2)
    check(page.text() == "Hello world", f"two backspaces give {page.text()!r}")

    print("Pages: 123, #+=, ABC")
    page.tap("page-numbers")
    check(page.has_key("1") and not page.has_key("q"), "123 shows the numbers page")
    page.tap(".")
    check(page.text() == "Hello world.", f"'.' from the numbers page gives {page.text()!r}")
    page.tap("page-symbols")
    check(page.has_key("[") and page.has_key("page-numbers"), "#+= shows the symbols page")
    page.tap("page-letters")
    check(page.has_key("q"), "ABC returns to the letters")

    print("Emoji page")
    page.tap("page-emoji")
    check(page.has_key("emoji-0"), "the emoji page shows a grid of emoji")
    emoji = page.key("emoji-0").text
    page.tap("emoji-0")
    check(page.text() == "Hello world." + emoji, f"tapping an emoji types it: {page.text()!r}")
    page.tap("delete")
    check(page.text() == "Hello world.", "backspace deletes the whole emoji")
    page.tap("page-letters")

    print("Long-press e for é")
    page.type(" caf")
    check(page.text() == "Hello world. Caf", f"typed {page.text()!r}")
    ActionChains(page.driver).move_to_element(page.key("e")).click_and_hold().perform()
    page.wait(lambda: page.driver.find_element(By.ID, "alternates").is_displayed(), "the alternates popup")
    options = page.driver.find_elements(By.CSS_SELECTOR, "#alternates .option")
    labels = [option.text for option in options]
    check("é" in labels, f"the popup offers {labels}")
    target = options[labels.index("é")]
    ActionChains(page.driver).move_to_element(target).pause(0.2).perform()
    page.wait(lambda: "selected" in target.get_attribute("class"), "é to be selected")
    ActionChains(page.driver).release().perform()
    page.idle()
    check(page.text() == "Hello world. Café", f"releasing on é types it: {page.text()!r}")
    check(not page.driver.find_element(By.ID, "alternates").is_displayed(), "the popup closes")

    print("Shift and caps lock")
    page.tap("shift", times=2)
    check(page.shift() == "capsLock", "a double tap on shift locks capitals")
    page.tap("shift")
    check(page.shift() == "off", "a tap releases caps lock")

    print("Swipe typing")
    page.type(" ")
    before = page.text()

    def while_swiping():
        preview = lambda: page.driver.find_element(By.ID, "swipe-preview")
        page.wait(lambda: preview().is_displayed() and preview().text.lower() == "keyboard",
                  "the preview to show the word while the finger rests on its last key")
        check(True, f"the preview shows the word so far: {preview().text!r}")
        trail = page.script("return document.getElementById('trail-line').getAttribute('points').split(' ').length")
        check(trail > 20, f"the trail follows the finger ({trail} points)")
        page.screenshot(os.path.join(screenshots, "playground-swipe.png"))

    page.swipe("keyboard", before_release=while_swiping)
    check(page.text() == before + "keyboard ", f"the swipe types the word and a space: {page.text()!r}")
    rows = page.script("return [...document.querySelectorAll('#gesture-table tbody tr')].map(r => r.firstChild.textContent)")
    check(rows and rows[0] == "keyboard", f"the internals list the readings with their scores: {rows}")
    alternatives = [s.text for s in page.driver.find_elements(By.CSS_SELECTOR, "#suggestions .slot.swipe")]
    check(alternatives, f"the suggestion bar offers other readings: {alternatives}")
    page.tap("delete")
    check(page.text() == before, f"one backspace removes the swiped word: {page.text()!r}")

    def second_trail():
        trail = page.driver.find_element(By.ID, "trail")
        points = page.script("return document.getElementById('trail-line').getAttribute('points').split(' ').length")
        check(points > 20 and "fading" not in trail.get_attribute("class"), f"a second swipe draws its own trail ({points} points, class {trail.get_attribute('class')!r})")

    page.swipe("keyboard", before_release=second_trail)

    print("Screenshots")
    page.script("window.teclaPlayground.setTheme('light')")
    page.screenshot(os.path.join(screenshots, "playground-light.png"))
    page.script("window.teclaPlayground.setTheme('dark')")
    page.driver.find_element(By.ID, "internals-toggle").click()
    page.wait(lambda: page.driver.find_elements(By.CSS_SELECTOR, '#internals rect[data-key-id="q"]'), "the hit-region layer")
    owners = {e.get_attribute("data-key-id") for e in page.driver.find_elements(By.CSS_SELECTOR, "#internals rect")}
    # Probabilistic touch bends the boundaries, so a key's region is made of many strips; every
    # key of the letters page (33) still owns some of the page.
    check(len(owners) == 33, f"show internals draws the hit regions of every key of the letters page ({len(owners)} keys)")
    page.screenshot(os.path.join(screenshots, "playground-dark.png"))

    print("Korean Cheon-Ji-In: 안녕하세요")
    page.driver.find_element(By.ID, "internals-toggle").click()
    page.script("window.teclaPlayground.setTheme('light')")
    page.driver.find_element(By.ID, "clear-button").click()
    page.idle()
    page.wait(lambda: page.text() == "", "the cleared field")
    menu = Select(page.driver.find_element(By.ID, "layout-menu"))
    korean = [o.text for o in menu.options if o.get_attribute("value") == "ko-cheonjiin"]
    check(korean, f"the layout menu offers Cheon-Ji-In: {korean}")
    menu.select_by_value("ko-cheonjiin")
    page.wait(lambda: page.has_key("ㄱㅋ") and page.has_key("\u318d"), "the Cheon-Ji-In keys")
    page.idle()
    check(not page.has_key("q"), "the Cheon-Ji-In letters page replaces QWERTY")
    for key_id in ANNYEONGHASEYO:
        page.tap(key_id)
    shown = unicodedata.normalize("NFC", page.text())
    marked = page.script("return [...document.querySelectorAll('#field .marked')].map(e => e.textContent).join('')")
    check(shown == "안녕하세요", f"the Cheon-Ji-In taps give {shown!r} (composing: {marked!r})")
    check(unicodedata.normalize("NFC", marked) == "요", f"the last syllable is still composing, drawn as marked text: {marked!r}")
    page.tap("space")
    shown = unicodedata.normalize("NFC", page.text())
    check(shown == "안녕하세요", f"space (next character) commits the last syllable without a space: {shown!r}")
    check(not page.driver.find_elements(By.CSS_SELECTOR, "#field .marked"), "nothing is composing after space")

    print("Korean suggestions: 행보 offers 행복한")
    page.tap("space")
    for key_id in HAENGBO:
        page.tap(key_id)

    def slots():
        words = page.script("return [...document.querySelectorAll('#suggestions .slot')].map(s => s.querySelector('.word')?.textContent ?? '')")
        return [unicodedata.normalize("NFC", w) for w in words]

    page.wait(lambda: "행복한" in slots(), f"the bar to offer 행복한 while 보 is composing (shown: {slots()})")
    check(unicodedata.normalize("NFC", page.text()) == "안녕하세요 행보", f"the field shows {page.text()!r}")
    check(all(s.startswith("행복") for s in slots() if s), f"every slot begins with 행복: {slots()}")
    page.screenshot(os.path.join(screenshots, "playground-korean.png"))
    page.driver.find_element(By.CSS_SELECTOR, f'#suggestions .slot[data-slot="{slots().index("행복한")}"]').click()
    page.idle()
    page.wait(lambda: unicodedata.normalize("NFC", page.text()) == "안녕하세요 행복한 ", "the tapped suggestion to replace 행보")
    check(not page.driver.find_elements(By.CSS_SELECTOR, "#field .marked"), "the suggestion replaced the composing syllable too")

    print("N'Ko from Latin letters: nko offers the tone-marked ߒߞߏ")
    page.driver.find_element(By.ID, "clear-button").click()
    page.idle()
    page.wait(lambda: page.text() == "", "the cleared field")
    menu = Select(page.driver.find_element(By.ID, "layout-menu"))
    check([o for o in menu.options if o.get_attribute("value") == "nqo"], "the layout menu offers the native N'Ko keys")
    menu.select_by_value("nqo-latin")
    page.wait(lambda: page.has_key("ɛ") and page.has_key("ɔ"), "the N'Ko Latin-letter keys")
    page.idle()
    page.type("nko")

    def untoned(text):
        return "".join(c for c in text if not (0x07EB <= ord(c) <= 0x07F1 or ord(c) == 0x07F3))

    marked = page.script("return [...document.querySelectorAll('#field .marked')].map(e => e.textContent).join('')")
    check(marked == "ߒߞߏ", f"the Latin letters show untoned N'Ko as marked text: {marked!r}")
    check(page.driver.find_element(By.ID, "field").get_attribute("dir") == "rtl", "the field is right to left")
    page.wait(lambda: any(s != "ߒߞߏ" and untoned(s) == "ߒߞߏ" for s in slots()), f"a toned ߒߞߏ in the bar (shown: {slots()})")
    toned = next(s for s in slots() if s != "ߒߞߏ" and untoned(s) == "ߒߞߏ")
    page.screenshot(os.path.join(screenshots, "playground-nko.png"))
    page.driver.find_element(By.CSS_SELECTOR, f'#suggestions .slot[data-slot="{slots().index(toned)}"]').click()
    page.idle()
    page.wait(lambda: page.text() == toned + " ", f"the tapped toned word to replace the untoned one: {page.text()!r}")
    check(not page.driver.find_elements(By.CSS_SELECTOR, "#field .marked"), "nothing is composing after the pick")
    page.type("kan")

    def drawn_glosses():
        return page.script("return [...document.querySelectorAll('#suggestions .slot .gloss')].map(g => g.textContent)")

    page.wait(lambda: drawn_glosses(), "a gloss under an N'Ko word")
    expected = [s.get("gloss") for s in page.script("return window.teclaPlayground.snapshot.state.suggestions") if s.get("gloss")]
    check(drawn_glosses() == expected, f"the words' English glosses are drawn under them: {drawn_glosses()}")
    page.screenshot(os.path.join(screenshots, "playground-nko-glosses.png"))

    print("Reply suggestions from a screenshot")
    page.driver.find_element(By.ID, "clear-button").click()
    page.idle()
    page.wait(lambda: page.text() == "", "the cleared field")
    Select(page.driver.find_element(By.ID, "layout-menu")).select_by_value("en-US")
    page.wait(lambda: page.has_key("q"), "the English keys")
    chat = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "TeclaAssistTests", "Fixtures", "Screenshots", "whatsapp-dark-weekend.png"))
    page.driver.find_element(By.ID, "reply-files").send_keys(chat)
    Select(page.driver.find_element(By.ID, "reply-tone")).select_by_value("friendly")
    page.driver.find_element(By.ID, "reply-button").click()
    page.wait(lambda: len(page.driver.find_elements(By.CSS_SELECTOR, "#reply-options .reply-option")) == 3, "three replies", timeout=60)
    bubbles = [(e.get_attribute("class"), e.text) for e in page.driver.find_elements(By.CSS_SELECTOR, "#reply-conversation li")]
    check(("them", "I finally got the job at the museum!") in bubbles, f"the screenshot is read into who said what: {bubbles}")
    check(("me", "The weather was perfect the whole time") in bubbles, "the user's own bubbles are on the right")
    replies = [e.text for e in page.driver.find_elements(By.CSS_SELECTOR, "#reply-options .reply-option")]
    check(any("congrat" in r.lower() for r in replies), f"good news gets a congratulation: {replies}")
    page.driver.find_elements(By.CSS_SELECTOR, "#reply-options .reply-option")[0].click()
    page.idle()
    page.wait(lambda: page.text() == replies[0], f"the tapped reply is inserted: {page.text()!r}")
    check(True, f"tapping a reply inserts it into the field: {page.text()!r}")
    page.screenshot(os.path.join(screenshots, "playground-reply.png"))

    print("Reply suggestions from pasted text")
    page.driver.execute_script("document.getElementById('reply-files').value = ''")
    page.driver.find_element(By.ID, "reply-text").send_keys("Dave: Sounds like a worn seal, easy fix\nDave: I can come round on Thursday morning, would that suit you?")
    page.driver.find_element(By.ID, "reply-button").click()
    page.wait(lambda: page.script("return window.teclaPlayground.replyAnswer && window.teclaPlayground.replyAnswer.intent") == "scheduling", "replies to the pasted chat")
    pasted = page.script("return [...document.querySelectorAll('#reply-options .reply-option')].map(e => e.textContent)")
    check(len(pasted) == 3, f"a pasted chat gets three replies: {pasted}")

    print("Alternatives for a selected word")
    page.driver.find_element(By.ID, "clear-button").click()
    page.idle()
    page.script("window.teclaPlayground.replaceText('we met in paris last year')")
    page.idle()
    page.wait(lambda: page.text() == "we met in paris last year", "the prefilled text")
    page.script(
        "const field = document.getElementById('field'); const walker = document.createTreeWalker(field, NodeFilter.SHOW_TEXT);"
        "let node; while ((node = walker.nextNode())) { const i = node.textContent.indexOf('paris'); if (i >= 0) {"
        "const r = document.createRange(); r.setStart(node, i); r.setEnd(node, i + 5); const s = window.getSelection();"
        "s.removeAllRanges(); s.addRange(r); field.dispatchEvent(new MouseEvent('dblclick', {bubbles: true})); break; } }")
    page.idle()
    page.wait(lambda: "Paris" in slots(), f"the bar to offer Paris for the selected paris (shown: {slots()})")
    page.driver.find_element(By.CSS_SELECTOR, f'#suggestions .slot[data-slot="{slots().index("Paris")}"]').click()
    page.idle()
    page.wait(lambda: page.text() == "we met in Paris last year", f"the tap to replace the selection: {page.text()!r}")
    check(True, f"a tap on an alternative replaces the selected word: {page.text()!r}")

    print("Tapping a corrected word brings back what was typed")
    page.driver.find_element(By.ID, "clear-button").click()
    page.idle()
    page.type("teh cat ")
    check(page.text() == "The cat ", f"space corrects teh: {page.text()!r}")
    # A click between "Th" and "e", as a tap in the field.
    page.script(
        "const field = document.getElementById('field'); const node = field.querySelector('.before').firstChild;"
        "const r = document.createRange(); r.setStart(node, 2); r.setEnd(node, 2); const box = r.getBoundingClientRect();"
        "field.dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: box.left, clientY: box.top + box.height / 2, detail: 1}));")
    page.idle()
    page.wait(lambda: slots()[0] == "Teh", f"the bar to offer the typed Teh (shown: {slots()})")
    page.driver.find_element(By.CSS_SELECTOR, '#suggestions .slot[data-slot="0"]').click()
    page.idle()
    page.wait(lambda: page.text() == "Teh cat ", f"the tap to restore it: {page.text()!r}")
    check(True, f"tapping the offered original restores the typed word: {page.text()!r}")

    print("The space bar as a trackpad")
    page.script("window.teclaPlayground.replaceText('hello world')")
    page.idle()
    space = page.script("const r = arguments[0].getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]", page.key("space"))
    actions = ActionBuilder(page.driver, mouse=PointerInput(interaction.POINTER_MOUSE, "drag"), duration=16)
    actions.pointer_action.move_to_location(int(space[0]), int(space[1]))
    actions.pointer_action.pointer_down()
    for step in range(1, 13):
        actions.pointer_action.move_to_location(int(space[0] - 5 * step), int(space[1]))
    actions.pointer_action.pointer_up()
    actions.perform()
    page.idle()
    cursor = page.script("return window.teclaPlayground.snapshot.document.cursor")
    check(page.text() == "hello world" and cursor == 6, f"sliding 60 px left on space moves the cursor 5 characters back and types no space (cursor {cursor})")

    print("A phrase in the bar")
    page.script("window.teclaPlayground.replaceText('Is there anything else I can help ')")
    page.idle()
    page.wait(lambda: page.driver.find_elements(By.CSS_SELECTOR, "#suggestions .slot.phrase"), f"a phrase slot (shown: {slots()})")
    phrase = page.driver.find_element(By.CSS_SELECTOR, "#suggestions .slot.phrase .word").text
    page.driver.find_element(By.CSS_SELECTOR, "#suggestions .slot.phrase").click()
    page.idle()
    page.wait(lambda: page.text() == "Is there anything else I can help " + phrase + " ", f"the phrase typed whole: {page.text()!r}")
    check(" " in phrase, f"tapping the phrase {phrase!r} types all its words")

    print("Settings and what the keyboard learned")
    page.driver.find_element(By.ID, "clear-button").click()
    page.idle()
    autocorrection = page.driver.find_element(By.CSS_SELECTOR, '[data-setting="autocorrection"]')
    autocorrection.click()
    page.wait(lambda: page.script("return window.teclaPlayground.snapshot.settings.autocorrection") is False, "a session without auto-correction")
    page.idle()
    page.type("teh ")
    check(page.text() == "Teh ", f"with auto-correction off space keeps what was typed: {page.text()!r}")
    check_log_download(page)
    page.driver.find_element(By.CSS_SELECTOR, "#learned-panel summary").click()
    # Read in one script call: the list is replaced as it refreshes, and a Python-side element
    # read between the two would be stale.
    learned = lambda: page.script("return [...document.querySelectorAll('#learned-list li')].map(e => e.textContent)")
    page.wait(lambda: any(w.startswith("Teh") for w in learned()), f"the learned word listed (shown: {learned()})")
    check(True, f"the learned view lists what was typed: {learned()}")
    # A setting, the field and the width change the session in place: same id, same learned words.
    session = page.script("return window.teclaPlayground.snapshot.id")
    autocorrection.click()
    page.wait(lambda: page.script("return window.teclaPlayground.snapshot.settings.autocorrection") is True, "auto-correction back on")
    Select(page.driver.find_element(By.ID, "field-menu")).select_by_value("email")
    page.wait(lambda: page.script("return window.teclaPlayground.snapshot.field") == "email", "the e-mail field")
    Select(page.driver.find_element(By.ID, "width-menu")).select_by_value("375")
    page.wait(lambda: page.script("return window.teclaPlayground.snapshot.state.size.width") == 375, "a 375-point keyboard")
    check(page.script("return window.teclaPlayground.snapshot.id") == session, "a setting, the field and the width change the session in place (same id)")
    page.driver.find_element(By.CSS_SELECTOR, "#learned-panel summary").click()
    page.driver.find_element(By.CSS_SELECTOR, "#learned-panel summary").click()
    page.wait(lambda: any(w.startswith("Teh") for w in learned()), f"the learned word still listed (shown: {learned()})")
    check(True, "what the session learned survives the changes")
    Select(page.driver.find_element(By.ID, "field-menu")).select_by_value("plain")
    Select(page.driver.find_element(By.ID, "width-menu")).select_by_value("390")
    page.wait(lambda: page.script("return window.teclaPlayground.snapshot.state.size.width") == 390, "the 390-point keyboard back")
    page.driver.find_element(By.ID, "learned-reset").click()
    page.wait(lambda: learned() == [], "the reset to empty the list")
    check(True, "reset forgets what was learned")
    page.driver.find_element(By.CSS_SELECTOR, '[data-setting="boldText"]').click()
    page.wait(lambda: page.script("return getComputedStyle(document.querySelector('#keys .key .label')).fontWeight") == "700", "bold keys")
    check(True, "the Bold text setting draws the keys bold")
    page.driver.find_element(By.CSS_SELECTOR, '[data-setting="boldText"]').click()
    page.driver.find_element(By.CSS_SELECTOR, "#learned-panel summary").click()
    page.idle()
    clicks = lambda: page.script("return window.teclaPlayground.clicksPlayed ?? 0")
    before = clicks()
    page.type("a")
    page.wait(lambda: clicks() > before, "a key click")
    check(True, "a key press plays a click")
    page.driver.find_element(By.CSS_SELECTOR, '[data-setting="keyClicks"]').click()
    page.wait(lambda: page.script("return window.teclaPlayground.snapshot.settings.keyClicks") is False, "a session without clicks")
    page.idle()
    before = clicks()
    page.type("a")
    check(clicks() == before, "with Key clicks off a key press is silent")
    page.driver.find_element(By.CSS_SELECTOR, '[data-setting="keyClicks"]').click()
    page.driver.find_element(By.CSS_SELECTOR, "#timing-panel summary").click()
    shown = page.script("return [...document.querySelectorAll('#timing-grid input')].map(e => e.dataset.setting)")
    listed = page.script("return window.teclaPlayground.options.timings.map(t => t.name)")
    check(shown == listed and "longPressDelay" in shown, f"the panel has a field for every timing threshold: {shown}")
    page.script(
        "const input = document.querySelector('[data-setting=\"longPressDelay\"]');"
        "input.value = '1'; input.dispatchEvent(new Event('change'));")
    page.wait(lambda: page.script("return window.teclaPlayground.snapshot.settings.longPressDelay") == 1, "the new long-press delay")
    check(True, "a timing threshold set in the panel reaches the session")
    page.driver.find_element(By.CSS_SELECTOR, "#timing-panel summary").click()

    print("Width and long text")
    Select(page.driver.find_element(By.ID, "width-menu")).select_by_value("430")
    page.wait(lambda: page.script("return window.teclaPlayground.snapshot.width") == 430, "the 430 pt session")
    page.idle()
    drawn = page.script("return parseFloat(document.querySelector('#keys .key[data-key-id=\"p\"]').style.left)")
    frame = page.script("return window.teclaPlayground.snapshot.state.page.rows.flat().find(k => k.id === 'p').frame.origin.x")
    check(abs(drawn - frame) < 0.01, f"after a width change the keys are drawn at their new frames (p at {drawn} = {frame})")
    page.driver.find_element(By.ID, "clear-button").click()
    page.idle()
    page.type("pool")
    check(page.text().lower() == "pool", f"tapping the drawn p-o-o-l types it: {page.text()!r}")
    page.tap("a", times=70)
    sizes = page.script(
        "const p = document.getElementById('phone'), k = document.getElementById('keyboard');"
        "return [p.getBoundingClientRect().width, k.getBoundingClientRect().width, document.documentElement.scrollWidth, window.innerWidth]")
    check(sizes[0] <= sizes[1] + 2, f"a long word wraps in the field; the phone stays as wide as its keyboard ({sizes[0]:.0f} vs {sizes[1]:.0f} px)")
    check(sizes[2] <= sizes[3], f"nothing overflows the page ({sizes[2]} ≤ {sizes[3]} px)")
    last_tap = page.driver.find_element(By.ID, "last-tap").get_attribute("textContent")
    check(last_tap.startswith("Last tap: a "), f"the internals give the last tap's key probabilities: {last_tap!r}")

    print("On a phone-sized screen")
    page.driver.set_window_size(400, 860)
    page.driver.refresh()
    page.wait(lambda: page.has_key("q"), "the letters page after the reload")
    page.idle()
    # clientWidth, not innerWidth: a desktop window's scrollbar takes its share of the width.
    box = page.script(
        "const r = document.getElementById('keyboard-area').getBoundingClientRect();"
        "return [r.left, r.bottom, r.width, document.documentElement.clientWidth, window.innerHeight, document.documentElement.scrollWidth, r.right]")
    check(abs(box[1] - box[4]) < 2 and box[0] == 0, f"the keyboard is docked at the bottom ({box[1]:.0f} of {box[4]} px)")
    check(abs(box[2] - box[3]) < 2 and box[5] <= box[3] and box[6] <= box[3] + 0.5,
          f"as wide as the page's visible width, nothing overflowing or cut off ({box[2]:.0f} / {box[3]} px)")
    page.type("hi")
    check(page.text() == "Hi", f"and it types: {page.text()!r}")
    page.screenshot(os.path.join(screenshots, "playground-phone.png"))
    page.driver.find_element(By.ID, "reply-text").send_keys("Alex: are you free tonight?\nMe: maybe, what's up?\nAlex: dinner at 8?")
    page.driver.find_element(By.ID, "reply-button").click()
    page.wait(lambda: page.script("return window.teclaPlayground.replyAnswer && window.teclaPlayground.replyAnswer.intent") == "invitation", "replies to the invitation")
    page.wait(lambda: page.script(
        "const o = document.getElementById('reply-options').getBoundingClientRect(), k = document.getElementById('keyboard-area').getBoundingClientRect();"
        "return o.height > 0 && o.bottom <= k.top && o.top >= 0"), "the replies scrolled above the docked keyboard")
    check(True, "after Suggest replies on a phone the replies sit above the docked keyboard, not under it")

    print("A 390 px desktop window with a scrollbar")
    # The other windows hide scrollbars (steady screenshots); this one shows them, as a desktop does.
    desktop = start_browser(window=(390, 700), scrollbars=True)
    try:
        # Chromium's windows are at least 500 px wide: the 390 px viewport is emulated.
        desktop.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 700, "deviceScaleFactor": 1, "mobile": False})
        desktop.get(page.driver.current_url)
        WebDriverWait(desktop, 20).until(lambda d: d.execute_script("return Boolean(window.teclaPlayground && window.teclaPlayground.snapshot)"))
        fit = desktop.execute_script(
            "const r = document.getElementById('keyboard-area').getBoundingClientRect();"
            "const keys = [...document.querySelectorAll('#keys .key')].map(k => k.getBoundingClientRect().right);"
            "return [Math.max(...keys), r.right, document.documentElement.clientWidth, window.innerWidth, window.teclaPlayground.snapshot.width]")
    finally:
        desktop.quit()
    check(fit[0] <= fit[2] + 0.5 and fit[1] <= fit[2] + 0.5,
          f"every key inside the visible width (rightmost key at {fit[0]:.0f} px of {fit[2]} visible, window {fit[3]}, keyboard {fit[4]} pt)")


def check_swipe_study(page):
    """The swipe study on the Arabic keyboard: prompts words, keeps each slide the session read as a
    swipe with its word, exactly as the session logged it, keeps no tap, and `tecla eval swipe`
    reads the two files it offers."""
    print("Swipe study on the Arabic keyboard")
    page.driver.set_window_size(*WINDOW)
    Select(page.driver.find_element(By.ID, "layout-menu")).select_by_value("ar")
    page.wait(lambda: page.script("return window.teclaPlayground.snapshot.state.layoutID") == "ar", "the Arabic layout")
    page.idle()
    page.driver.find_element(By.CSS_SELECTOR, "#study-details summary").click()
    count = page.driver.find_element(By.ID, "study-count")
    count.clear()
    count.send_keys("3")
    page.driver.find_element(By.ID, "study-start").click()
    page.wait(lambda: page.script("return window.teclaPlayground.study"), "the study's words")
    study = page.script("return window.teclaPlayground.study")
    width = page.script("return window.teclaPlayground.snapshot.state.size.width")
    check(len(study["words"]) == 3 and study["layout"] == f"playground_ar_{round(width)}" and len(study["keyboard"]["keys"]) == 29,
          f"Start prompts 3 Arabic words on the 29 letter keys: {study['words']}")
    prompt = lambda: page.driver.find_element(By.ID, "study-prompt").text
    check(prompt() == study["words"][0], f"the first word is shown to draw: {prompt()!r}")
    keys = study["keyboard"]["keys"]
    page.tap(next(iter(keys)))
    check(page.script("return window.teclaPlayground.study.records.length") == 0 and prompt() == study["words"][0],
          "a tap is not kept as a gesture and the word stays")
    page.script("window.teclaPlayground.replaceText('')")
    page.idle()
    for index, (word, path) in enumerate(zip(study["words"], study["paths"])):
        centres = [keys[letter][:2] for letter in path]
        if len(centres) < 2:
            centres.append([centres[0][0] + study["keyboard"]["key_w"], centres[0][1]])
        page.slide(straight_through(centres))
        page.wait(lambda: page.text() == "", "the field emptied for the next word")
        if index + 1 < len(study["words"]):
            check(prompt() == study["words"][index + 1], f"after drawing {word!r} the next word is shown: {prompt()!r}")
    records = page.script("return window.teclaPlayground.study.records")
    check([r["word"] for r in records] == study["words"] and all(r["layout"] == study["layout"] for r in records),
          "each slide is kept with the word it was meant to be and its keyboard")
    # The session's log has every touch it handled (times in seconds): each record is one of them.
    log = page.driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch(document.getElementById('log-download').href).then(r => r.json()).then(done, e => done(String(e)))")
    touches, current = [], None
    for entry in log["entries"]:
        touch = entry["input"].get("touch", {}).get("_0", {})
        for phase, detail in touch.items():
            point = detail.get("at") or detail.get("to")
            if phase == "down":
                current = [(point["x"], point["y"], entry["time"])]
            elif current is not None and phase in ("move", "up"):
                current.append((point["x"], point["y"], entry["time"]))
                if phase == "up":
                    touches.append([(x, y, round((t - current[0][2]) * 10000) / 10) for x, y, t in current])
                    current = None
    same = lambda record, touch: len(record) == len(touch) and all(
        a[0] == b[0] and a[1] == b[1] and abs(a[2] - b[2]) < 0.06 for a, b in zip(record, touch))
    check(all(any(same(r["points"], t) for t in touches[-4:]) for r in records),
          f"each kept gesture is one of the last touches the session logged, point for point ({len(touches)} touches logged)")
    check("Done: 3 gestures" in page.driver.find_element(By.ID, "study-status").text, "the panel says the study is done")
    files = {}
    for link in ("study-gestures", "study-layouts"):
        element = page.driver.find_element(By.ID, link)
        check(element.is_displayed(), f"the {link} download is offered ({element.get_attribute('download')})")
        files[link] = page.driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "fetch(document.getElementById(arguments[0]).href).then(r => r.text()).then(done, e => done(String(e)))", link)
    directory = tempfile.mkdtemp()
    for link, name in (("study-gestures", "study.jsonl"), ("study-layouts", "study-layouts.json")):
        with open(os.path.join(directory, name), "w") as file:
            file.write(files[link])
    result = subprocess.run([TECLA, "eval", "swipe", "--dataset", os.path.join(directory, "study.jsonl"), "--layouts",
                             os.path.join(directory, "study-layouts.json"), "--language", "ar", "--part", "all", "--json"],
                            capture_output=True, text=True, timeout=300)
    shutil.rmtree(directory)
    report = json.loads(result.stdout) if result.returncode == 0 else {}
    drawn = report.get("overall", {}).get("gestures", 0) + report.get("outOfVocabulary", {}).get("gestures", 0)
    check(drawn == 3 and report.get("unknownLayout") == 0,
          f"tecla eval swipe reads the downloaded gestures on their keyboard: {result.stdout[:300]!r} {result.stderr[:300]!r}")


def run_on_the_network(driver, tecla):
    """Served on 0.0.0.0, the page shows the LAN address as a QR code a camera reads."""
    print("Served to the network")
    check(not driver.find_element(By.ID, "lan-panel").is_displayed(), "on loopback the page shows no network address")
    server, _ = start_server(tecla, host="0.0.0.0")
    try:
        line = server.stdout.readline()
        match = re.search(r"on a phone on the same network: (http://\S+)", line)
        if not match:
            print(f"  skipped: this machine has no network address besides loopback ({line.strip()!r})")
            return
        lan_url = match.group(1)
        driver.set_window_size(*WINDOW)
        driver.get(lan_url)
        page = Page(driver)
        page.wait(lambda: driver.find_element(By.ID, "lan-panel").is_displayed(), "the network panel")
        shown = driver.find_element(By.ID, "lan-menu").get_attribute("value")
        check(shown == lan_url, f"the page offers the address the server printed: {shown}")
        if shutil.which("zbarimg") is None:
            print("  skipped: reading the QR code needs zbarimg (apt-get install zbar-tools)")
            return
        image = os.path.join(tempfile.mkdtemp(), "lan-qr.png")
        with open(image, "wb") as file:
            file.write(driver.find_element(By.ID, "lan-qr").screenshot_as_png)
        decoded = subprocess.run(["zbarimg", "--raw", "-q", image], capture_output=True, text=True).stdout.strip()
        check(decoded == lan_url, f"a QR reader reads the drawn code as {decoded!r}")
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()


TECLA = None


def check_log_download(page):
    """The page's "Log" link gives the session's log; `tecla replay` reproduces the text from it."""
    page.idle()
    link = page.driver.find_element(By.ID, "log-download")
    check(link.get_attribute("download").startswith("tecla-session-"), "the Log link downloads a file")
    log = page.driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch(document.getElementById('log-download').href).then(r => r.json()).then(done, e => done(String(e)))"
    )
    check(isinstance(log, dict) and len(log.get("entries", [])) > 0, f"the log lists the session's inputs ({len(log.get('entries', [])) if isinstance(log, dict) else log})")
    check(log["end"]["document"]["before"] == page.text(), f"the log ends with the field's text: {log['end']['document']['before']!r}")
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
        json.dump(log, file)
    replay = subprocess.run([TECLA, "replay", file.name], capture_output=True, text=True, timeout=120)
    os.unlink(file.name)
    check(replay.returncode == 0 and "reproduced" in replay.stdout and replay.stdout.startswith(page.text()),
          f"tecla replay reproduces the session from its log: {replay.stdout.strip()!r} {replay.stderr.strip()[:200]!r}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tecla", required=True, help="path to the built tecla executable")
    parser.add_argument("--screenshots", default="docs/screenshots", help="where to save the screenshots")
    parser.add_argument("--keep-server", action="store_true", help="leave the server running at the end")
    arguments = parser.parse_args()
    global TECLA
    TECLA = arguments.tecla

    server, url = start_server(arguments.tecla)
    print(f"Server at {url}")
    driver = None
    try:
        driver = start_browser()
        driver.get(url)
        run(Page(driver), arguments.screenshots)
        check_swipe_study(Page(driver))
        run_on_the_network(driver, arguments.tecla)
        print("Browser test passed")
        return 0
    except CheckFailed as failure:
        print(f"FAILED: {failure}", file=sys.stderr)
        if driver is not None:
            driver.save_screenshot("/tmp/tecla-playground-failure.png")
            print("  screenshot of the failure: /tmp/tecla-playground-failure.png", file=sys.stderr)
            for entry in driver.get_log("browser") if hasattr(driver, "get_log") else []:
                print(f"  browser: {entry}", file=sys.stderr)
        return 1
    finally:
        if driver is not None:
            driver.quit()
        if not arguments.keep_server:
            server.terminate()
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()


if __name__ == "__main__":
    sys.exit(main())
