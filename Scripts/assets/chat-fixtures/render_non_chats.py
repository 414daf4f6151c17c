#!/usr/bin/env python3
"""Renders the two screenshots that hold text but no chat, for the tests that expect a 422.

    python3 Scripts/assets/chat-fixtures/render_non_chats.py Tests/TeclaAssistTests/Fixtures

article.png is a page of running text (a title and paragraphs across the screen); settings.png is
a settings list (labels on the left, values on the right of the same rows). Both 780 × 1688, the
size of the chat fixtures, drawn with DejaVu Sans (Debian fonts-dejavu-core).
"""
import os
import sys
import textwrap

from PIL import Image, ImageDraw, ImageFont

W, H = 780, 1688
REGULAR = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
PARAGRAPHS = [
    "The bicycle was invented in the early nineteenth century, when a German baron built a wooden running machine that "
    "riders pushed along with their feet. Pedals came decades later, first on the front wheel and then on a chain that "
    "drove the rear wheel.",
    "By the end of the century the safety bicycle, with two wheels of the same size and air-filled tyres, had made cycling "
    "popular with millions of people in Europe and America, and it changed how cities grew.",
    "Today more bicycles are built every year than cars, and in many cities they are the fastest way to cross town during "
    "the rush hour.",
    "Bicycles also shaped the car industry: the first aircraft were built in a bicycle shop, and many early car makers "
    "started out making bicycle parts such as chains, gears and spoked wheels.",
    "In some countries cycling is still the most common way to get to school or to work, and new cycle lanes are planned "
    "in cities around the world.",
]
ROWS = [
    ("Airplane Mode", "Off"), ("Wi-Fi", "Home Network"), ("Bluetooth", "On"), ("Mobile Data", ""),
    ("Personal Hotspot", "Off"), ("Notifications", ""), ("Sounds & Haptics", ""), ("Focus", ""), ("Screen Time", ""),
    ("General", ""), ("Control Centre", ""), ("Display & Brightness", ""), ("Wallpaper", ""), ("Battery", ""),
    ("Privacy & Security", ""),
]


def page(background, title, top):
    """A blank screen with its title drawn: the image, its drawing context and the text font."""
    image = Image.new("L", (W, H), background)
    draw = ImageDraw.Draw(image)
    draw.text((40, top), title, font=ImageFont.truetype(BOLD, 40), fill=0)
    return image, draw, ImageFont.truetype(REGULAR, 26)


def article(path):
    image, draw, text = page(255, "The history of the bicycle", 120)
    y = 210
    for paragraph in PARAGRAPHS:
        for line in textwrap.wrap(paragraph, width=48):
            draw.text((40, y), line, font=text, fill=30)
            y += 38
        y += 30
    image.save(path)


def settings(path):
    image, draw, text = page(242, "Settings", 110)
    y = 200
    for label, value in ROWS:
        draw.rectangle((20, y, W - 20, y + 80), fill=255)
        draw.text((60, y + 24), label, font=text, fill=0)
        if value:
            draw.text((W - 80 - draw.textlength(value, font=text), y + 24), value, font=text, fill=120)
        draw.text((W - 60, y + 22), ">", font=text, fill=160)
        y += 82
    image.save(path)


if __name__ == "__main__":
    folder = sys.argv[1]
    article(os.path.join(folder, "article.png"))
    settings(os.path.join(folder, "settings.png"))
