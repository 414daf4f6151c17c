"""Shared by Scripts/measure/fuzz-stdio.py and Scripts/measure/fuzz-playground.py: reading a Swift crash report."""
import re


def crash_summary(text):
    """Reason, innermost function and first project source line of a Swift backtrace, e.g.
    'arithmetic overflow @ TeclaAssist/Imaging/PNGDecoder.swift:43 (PNGDecoder.decode(_:))'.
    For a process stopped with SIGABRT while busy, the first thread inside project code is used."""
    reason = re.search(r"Swift runtime failure: ([^\n*]*?)(?: \*\*\*| in \S+ at)|Fatal error: ([^\n]*)|Program crashed: ([^\n*]*)", text)
    reason = next((g.strip() for g in reason.groups() if g), "") if reason else "no crash report"
    reason = re.sub(r" at 0x[0-9a-f]+", "", reason)
    frame_re = r"0x[0-9a-f]+ (.+?)(?: \+ \d+)? in \S+ at \S*?Sources/((?:Tecla\w*|tecla)/[^:\s]+):(\d+)"
    parts = re.split(r"\n(Thread \d+[^\n]*):\n", text)           # [before, header, block, header, block, ...]
    threads = sorted(zip(parts[1::2], parts[2::2]), key=lambda thread: "crashed" not in thread[0])
    for _, block in threads:                                         # the crashed thread first
        frame = re.search(frame_re, block)
        if frame:
            top = re.search(r"^\s*0 .*?0x[0-9a-f]+ (.+?)(?: \+ \d+)? in ", block, re.M)
            top = top.group(1) if top and "runtime failure" not in top.group(1) else frame.group(1)
            return f"{reason} @ {frame.group(2)}:{frame.group(3)} (in {top.replace('specialized ', '')})"
    return reason
