#!/usr/bin/env python3
"""Renders the chat screenshots that TeclaAssist's tests read (Tests/TeclaAssistTests/Fixtures/Screenshots).

Every chat of chats.py is laid out as an HTML page in one of three app styles (iMessage-, WhatsApp-
and dating-app-like bubbles) and a light or dark theme, on a 390 x 844 point phone screen at 2x,
and photographed in headless Chromium at each of its scroll positions. Beside each PNG a JSON file
holds the ground truth read back from the page's DOM: the title, and every message with its
speaker, sender name and whether its bubble is fully or only partly on screen (a bubble cut by the
header or the input bar). `index.json` lists the images and the scroll sequences (several
overlapping screenshots of one chat) with the messages they cover in order.

Needs chromium, chromium-driver and selenium (Tests/Browser/run.sh installs them). Rerun after
editing chats.py or the styles; the PNGs are committed so that `swift test` needs no browser.

    Scripts/assets/chat-fixtures/render.py [--out DIR] [--only ID]
"""

import argparse
import html
import io
import json
import os
import sys

from PIL import Image
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

sys.path.insert(0, os.path.dirname(__file__))
from chats import CHATS  # noqa: E402

WIDTH, HEIGHT, SCALE = 390, 844, 2
DEFAULT_OUT = os.path.join(os.path.dirname(__file__), "..", "..", "..", "Tests", "TeclaAssistTests", "Fixtures", "Screenshots")

STYLES = {
    "imessage": {
        "font": "'Liberation Sans', Arial, sans-serif",
        "light": dict(bg="#ffffff", me="#0a84ff", meText="#ffffff", them="#e9e9eb", themText="#000000",
                      chrome="#f6f6f6", chromeText="#000000", muted="#8e8e93", field="#ffffff", border="#d1d1d6"),
        "dark": dict(bg="#000000", me="#0a84ff", meText="#ffffff", them="#26252a", themText="#ffffff",
                     chrome="#1c1c1e", chromeText="#ffffff", muted="#8e8e93", field="#1c1c1e", border="#3a3a3c"),
    },
    "whatsapp": {
        "font": "'DejaVu Sans', Helvetica, sans-serif",
        "light": dict(bg="#efe7de", me="#d9fdd3", meText="#111b21", them="#ffffff", themText="#111b21",
                      chrome="#f0f2f5", chromeText="#111b21", muted="#667781", field="#ffffff", border="#d1d7db",
                      names=["#1f7aec", "#c2410c", "#7c3aed", "#0f766e"], chip="#ffffff"),
        "dark": dict(bg="#0b141a", me="#005c4b", meText="#e9edef", them="#202c33", themText="#e9edef",
                     chrome="#202c33", chromeText="#e9edef", muted="#8696a0", field="#2a3942", border="#2a3942",
                     names=["#53bdeb", "#f59e0b", "#a78bfa", "#34d399"], chip="#182229"),
    },
    "dating": {
        "font": "'Liberation Sans', 'DejaVu Sans', sans-serif",
        "light": dict(bg="#fff8f6", me="#ff4f6d", meText="#ffffff", them="#f1e9f0", themText="#2b2130",
                      chrome="#ffffff", chromeText="#2b2130", muted="#9a8a99", field="#f4eef3", border="#eadfe8"),
        "dark": dict(bg="#17121a", me="#e0446a", meText="#ffffff", them="#2d2433", themText="#f3eaf2",
                     chrome="#1f1823", chromeText="#f3eaf2", muted="#a294a6", field="#2d2433", border="#3a2f40"),
    },
}

AVATAR_COLOURS = ["#f59e0b", "#10b981", "#6366f1", "#ec4899", "#14b8a6"]


def css(style, theme):
    c = STYLES[style][theme]
    font = STYLES[style]["font"]
    base = f"""
    * {{ box-sizing: border-box; margin: 0; padding: 0; }}
    html, body {{ width: {WIDTH}px; height: {HEIGHT}px; overflow: hidden; background: {c['bg']}; font-family: {font}; }}
    .status {{ position: absolute; top: 0; left: 0; right: 0; height: 47px; background: {c['chrome']}; z-index: 3; }}
    .status .clock {{ position: absolute; left: 32px; top: 15px; font-size: 16px; font-weight: 600; color: {c['chromeText']}; }}
    .status .icons {{ position: absolute; right: 26px; top: 18px; display: flex; gap: 5px; }}
    .status .icons i {{ display: block; width: 17px; height: 11px; border-radius: 3px; background: {c['chromeText']}; }}
    .status .icons i:last-child {{ width: 25px; border: 1.5px solid {c['chromeText']}; background: linear-gradient(90deg, {c['chromeText']} 70%, transparent 70%); }}
    .header {{ position: absolute; top: 47px; left: 0; right: 0; background: {c['chrome']}; z-index: 3; border-bottom: 1px solid {c['border']}; color: {c['chromeText']}; }}
    .list {{ position: absolute; left: 0; right: 0; overflow: hidden; }}
    .scroller {{ position: absolute; left: 0; right: 0; top: 0; padding: 10px 0 14px; }}
    .input {{ position: absolute; left: 0; right: 0; bottom: 0; height: 84px; background: {c['chrome']}; z-index: 3; border-top: 1px solid {c['border']}; }}
    .row {{ display: flex; padding: 0 12px; }}
    .row.me {{ justify-content: flex-end; }}
    .bubble {{ max-width: 72%; font-size: 17px; line-height: 22px; overflow-wrap: break-word; }}
    .me .bubble {{ background: {c['me']}; color: {c['meText']}; }}
    .them .bubble {{ background: {c['them']}; color: {c['themText']}; }}
    .date, .system {{ text-align: center; color: {c['muted']}; font-size: 12px; margin: 14px 0 8px; }}
    .receipt {{ text-align: right; color: {c['muted']}; font-size: 11px; padding: 3px 18px 0; }}
    """
    if style == "imessage":
        base += f"""
        .header {{ height: 92px; text-align: center; }}
        .header .avatar {{ width: 50px; height: 50px; border-radius: 25px; margin: 6px auto 4px; background: linear-gradient(#a5a5ad, #85858d); color: #fff; font-size: 21px; line-height: 50px; font-weight: 600; }}
        .header .title {{ font-size: 12px; }}
        .header .back {{ position: absolute; left: 10px; top: 20px; font-size: 30px; color: #0a84ff; }}
        .input .field {{ position: absolute; left: 88px; right: 14px; top: 9px; height: 36px; border-radius: 18px; border: 1px solid {c['border']}; background: {c['field']}; color: {c['muted']}; font-size: 16px; line-height: 34px; padding-left: 14px; }}
        .input .plus {{ position: absolute; left: 14px; top: 11px; width: 32px; height: 32px; border-radius: 16px; background: {c['border']}; }}
        .input .cam {{ position: absolute; left: 50px; top: 15px; width: 28px; height: 22px; border-radius: 5px; background: {c['muted']}; }}
        .bubble {{ padding: 7px 13px; border-radius: 18px; }}
        .row {{ margin-top: 2px; }}
        .row.gap {{ margin-top: 9px; }}
        .name {{ color: {c['muted']}; font-size: 12px; padding: 8px 0 2px 58px; }}
        .avatar-slot {{ width: 30px; height: 30px; border-radius: 15px; margin-right: 8px; align-self: flex-end; flex: none; }}
        """
    elif style == "whatsapp":
        base += f"""
        .header {{ height: 60px; }}
        .header .back {{ position: absolute; left: 8px; top: 10px; font-size: 30px; color: {c['chromeText']}; }}
        .header .avatar {{ position: absolute; left: 36px; top: 11px; width: 38px; height: 38px; border-radius: 19px; background: #9ca3af; }}
        .header .title {{ position: absolute; left: 84px; top: 10px; font-size: 17px; font-weight: 600; }}
        .header .subtitle {{ position: absolute; left: 84px; top: 33px; font-size: 12px; color: {c['muted']}; }}
        .header .icons {{ position: absolute; right: 16px; top: 20px; display: flex; gap: 22px; }}
        .header .icons i {{ width: 22px; height: 18px; border-radius: 4px; background: {c['muted']}; display: block; }}
        .input .field {{ position: absolute; left: 10px; right: 62px; top: 9px; height: 42px; border-radius: 21px; background: {c['field']}; color: {c['muted']}; font-size: 16px; line-height: 42px; padding-left: 48px; }}
        .input .emoji {{ position: absolute; left: 22px; top: 20px; width: 20px; height: 20px; border-radius: 10px; border: 2px solid {c['muted']}; }}
        .input .mic {{ position: absolute; right: 10px; top: 9px; width: 42px; height: 42px; border-radius: 21px; background: #00a884; }}
        .bubble {{ padding: 6px 9px 5px; border-radius: 8px; font-size: 16px; line-height: 21px; box-shadow: 0 1px 0.5px rgba(0,0,0,.13); }}
        .bubble .meta {{ float: right; font-size: 11px; color: {c['muted']}; margin: 7px 0 -4px 10px; line-height: 15px; }}
        .bubble .sender {{ display: block; font-size: 13px; font-weight: 600; line-height: 18px; }}
        .row {{ margin-top: 2px; }}
        .row.gap {{ margin-top: 8px; }}
        .date {{ margin: 12px auto 8px; padding: 5px 12px; border-radius: 8px; background: {c['chip']}; width: max-content; font-size: 12px; }}
        """
    else:
        base += f"""
        .header {{ height: 74px; text-align: center; }}
        .header .avatar {{ width: 34px; height: 34px; border-radius: 17px; margin: 6px auto 3px; background: linear-gradient(135deg, #ff9a8b, #ff6a88); }}
        .header .title {{ font-size: 15px; font-weight: 700; }}
        .header .back {{ position: absolute; left: 16px; top: 18px; width: 14px; height: 14px; border-left: 3px solid {c['chromeText']}; border-bottom: 3px solid {c['chromeText']}; transform: rotate(45deg); }}
        .input .field {{ position: absolute; left: 14px; right: 78px; top: 10px; height: 44px; border-radius: 22px; background: {c['field']}; color: {c['muted']}; font-size: 16px; line-height: 44px; padding-left: 18px; }}
        .input .send {{ position: absolute; right: 14px; top: 14px; font-size: 16px; font-weight: 700; color: {c['me']}; }}
        .bubble {{ padding: 10px 15px; border-radius: 22px; font-size: 16px; line-height: 21px; }}
        .me .bubble {{ border-bottom-right-radius: 6px; }}
        .them .bubble {{ border-bottom-left-radius: 6px; }}
        .row {{ margin-top: 4px; }}
        .row.gap {{ margin-top: 12px; }}
        .avatar-slot {{ width: 28px; height: 28px; border-radius: 14px; margin-right: 8px; align-self: flex-end; flex: none; }}
        .system {{ font-size: 13px; margin: 18px 0 12px; }}
        """
    return base


def chrome_html(chat):
    style = chat["style"]
    title = html.escape(chat["title"])
    status = '<div class="status"><span class="clock">9:41</span><span class="icons"><i></i><i></i><i></i></span></div>'
    if style == "imessage":
        initials = "".join(w[0] for w in chat["title"].split()[:2]).upper()
        header = f'<div class="header"><span class="back">&#8249;</span><div class="avatar">{html.escape(initials)}</div><div class="title">{title} &#8250;</div></div>'
        field = "Text Message" if not chat.get("group") else "iMessage"
        bar = f'<div class="input"><i class="plus"></i><i class="cam"></i><div class="field">{field}</div></div>'
    elif style == "whatsapp":
        sub = html.escape(chat.get("subtitle", ""))
        header = f'<div class="header"><span class="back">&#8249;</span><div class="avatar"></div><div class="title">{title}</div><div class="subtitle">{sub}</div><div class="icons"><i></i><i></i></div></div>'
        bar = '<div class="input"><div class="field">Message</div><i class="emoji"></i><i class="mic"></i></div>'
    else:
        header = f'<div class="header"><span class="back"></span><div class="avatar"></div><div class="title">{title}</div></div>'
        bar = '<div class="input"><div class="field">Type a message</div><span class="send">Send</span></div>'
    return status, header, bar


def list_html(chat):
    style = chat["style"]
    out = []
    previous = None
    clock = 40  # minutes past 6 pm, for WhatsApp's times inside bubbles
    names = {}
    palette = STYLES[style][chat["theme"]].get("names", [])
    for index, item in enumerate(chat["items"]):
        kind, text = item[0], item[1]
        if kind in ("date", "system"):
            out.append(f'<div class="{kind}">{html.escape(text)}</div>')
            previous = None
            continue
        if kind == "receipt":
            out.append(f'<div class="receipt">{html.escape(text)}</div>')
            continue
        name = item[2] if len(item) > 2 else None
        sender_key = (kind, name)
        first_of_run = sender_key != previous
        gap = " gap" if first_of_run and previous is not None else ""
        body = html.escape(text)
        inner = body
        if style == "whatsapp":
            clock += 3
            stamp = f"{18 + clock // 60}:{clock % 60:02d}"
            ticks = " &#10003;&#10003;" if kind == "me" else ""
            if name and first_of_run:
                colour = palette[names.setdefault(name, len(names)) % len(palette)]
                inner = f'<span class="sender" style="color:{colour}" data-name="1">{html.escape(name)}</span>' + inner
            inner += f'<span class="meta">{stamp}{ticks}</span>'
        avatar = ""
        if kind == "them" and (style == "dating" or (style == "imessage" and chat.get("group"))):
            colour = AVATAR_COLOURS[hash(name or chat["title"]) % len(AVATAR_COLOURS)] if name else "#f0a0b0"
            last_of_run = True
            for later in chat["items"][index + 1:]:
                if later[0] in ("me", "them"):
                    last_of_run = (later[0], later[2] if len(later) > 2 else None) != sender_key
                    break
            avatar = f'<div class="avatar-slot" style="background:{colour if last_of_run else "transparent"}"></div>'
        if style == "imessage" and name and first_of_run:
            out.append(f'<div class="name" data-name-for="{index}">{html.escape(name)}</div>')
        attrs = f'data-index="{index}" data-speaker="{kind}" data-text="{html.escape(text, quote=True)}"'
        if name:
            attrs += f' data-name="{html.escape(name, quote=True)}"'
        out.append(f'<div class="row {kind}{gap}" {attrs}>{avatar}<div class="bubble">{inner}</div></div>')
        previous = sender_key
    return "\n".join(out)


def page(chat):
    status, header, bar = chrome_html(chat)
    return f"""<!doctype html><html><head><meta charset="utf-8"><style>{css(chat['style'], chat['theme'])}</style></head>
<body>{status}{header}<div class="list" id="list"><div class="scroller" id="scroller">{list_html(chat)}</div></div>{bar}</body></html>"""


LAYOUT_JS = """
const header = document.querySelector('.header').getBoundingClientRect();
const input = document.querySelector('.input').getBoundingClientRect();
const list = document.getElementById('list');
list.style.top = header.bottom + 'px';
list.style.height = (input.top - header.bottom) + 'px';
const scroller = document.getElementById('scroller');
const overflow = Math.max(0, scroller.scrollHeight - list.clientHeight);
scroller.style.top = (-Math.round(overflow * arguments[0])) + 'px';
const top = header.bottom, bottom = input.top;
const messages = [];
for (const row of document.querySelectorAll('.row')) {
  const r = row.querySelector('.bubble').getBoundingClientRect();
  if (r.bottom <= top || r.top >= bottom) continue;
  messages.push({index: +row.dataset.index, speaker: row.dataset.speaker, text: row.dataset.text,
                 name: row.dataset.name || null,
                 visibility: (r.top >= top && r.bottom <= bottom) ? 'full' : 'partial'});
}
return messages;
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default=DEFAULT_OUT)
    parser.add_argument("--only", help="render only the chat with this id")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)

    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--font-render-hinting=none",
                 f"--window-size={WIDTH},{HEIGHT}", f"--force-device-scale-factor={SCALE}"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": SCALE, "mobile": False})
    index = {"screen": {"width": WIDTH * SCALE, "height": HEIGHT * SCALE, "scale": SCALE}, "images": [], "sequences": []}
    try:
        for chat in CHATS:
            if args.only and chat["id"] != args.only:
                continue
            driver.get("data:text/html;charset=utf-8," + page(chat).replace("#", "%23"))
            names = []
            covered = {}
            for shot, position in enumerate(chat["shots"]):
                messages = driver.execute_script(LAYOUT_JS, position)
                suffix = f"-{shot + 1}" if len(chat["shots"]) > 1 else ""
                name = chat["id"] + suffix
                png = driver.get_screenshot_as_png()
                # Palette PNGs keep the fixtures small; 256 colours are plenty for flat bubbles.
                image = Image.open(io.BytesIO(png)).convert("RGB").quantize(colors=256, method=Image.Quantize.MEDIANCUT)
                image.save(os.path.join(args.out, name + ".png"), optimize=True)
                truth = {"image": name + ".png", "chat": chat["id"], "split": chat["split"], "style": chat["style"],
                         "theme": chat["theme"], "title": chat["title"], "group": bool(chat.get("group")),
                         "scrollPosition": position, "messages": [{k: m[k] for k in ("speaker", "name", "text", "visibility")} for m in messages]}
                if "expect" in chat:
                    truth["expect"] = chat["expect"]
                with open(os.path.join(args.out, name + ".json"), "w") as f:
                    json.dump(truth, f, indent=1, ensure_ascii=False)
                    f.write("\n")
                index["images"].append(name + ".png")
                names.append(name + ".png")
                for m in messages:
                    best = covered.get(m["index"])
                    if best is None or m["visibility"] == "full":
                        covered[m["index"]] = m
                print(f"{name}.png: {len(messages)} messages", file=sys.stderr)
            if len(names) > 1:
                ordered = [covered[i] for i in sorted(covered)]
                index["sequences"].append({"chat": chat["id"], "split": chat["split"], "images": names,
                                           "messages": [{k: m[k] for k in ("speaker", "name", "text", "visibility")} for m in ordered]})
    finally:
        driver.quit()
    if not args.only:
        with open(os.path.join(args.out, "index.json"), "w") as f:
            json.dump(index, f, indent=1, ensure_ascii=False)
            f.write("\n")


if __name__ == "__main__":
    main()
