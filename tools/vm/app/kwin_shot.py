#!/usr/bin/env python3
"""Writes KWin's screen as an RGB PNG (tools/vm/app/kwin.py runs it as the session's user):

    kwin_shot.py PATH

org.kde.KWin.ScreenShot2's CaptureActiveScreen(options, pipe) answers the image's type, width, height,
stride and QImage format, and writes the raw pixels into the pipe (KWin 6.3,
src/plugins/screenshot/screenshotdbusinterface2.cpp; served without a desktop file's permission when
KWin runs with KWIN_SCREENSHOT_NO_PERMISSION_CHECKS=1). Exit 1 with the reason on standard error."""
import os
import sys
import tempfile

import gi

gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from session import write_png  # noqa: E402

# QImage formats (qimage.h, QImage::Format): 4 RGB32, 5 ARGB32, 6 ARGB32_Premultiplied (a 32-bit
# 0xAARRGGBB word each pixel: bytes B, G, R, A on little-endian x86); 16 RGBX8888, 17 RGBA8888,
# 18 RGBA8888_Premultiplied (bytes R, G, B, A).
BGRA = {4, 5, 6}
RGBA = {16, 17, 18}
# Seconds the call may take (a screenshot under TCG took about a second).
CALL_LIMIT = 30


def main():
    if len(sys.argv) != 2:
        print("usage: kwin_shot.py PATH", file=sys.stderr)
        return 64
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    read_end, write_end = os.pipe()
    fds = Gio.UnixFDList.new()
    index = fds.append(write_end)
    os.close(write_end)
    options = {"include-cursor": GLib.Variant("b", False), "native-resolution": GLib.Variant("b", True)}
    reply, _ = bus.call_with_unix_fd_list_sync(
        "org.kde.KWin", "/org/kde/KWin/ScreenShot2", "org.kde.KWin.ScreenShot2", "CaptureActiveScreen",
        GLib.Variant("(a{sv}h)", (options, index)), GLib.VariantType("(a{sv})"), Gio.DBusCallFlags.NONE,
        CALL_LIMIT * 1000, fds, None)
    for fd in fds.steal_fds():  # KWin has its own copy: the pipe ends when KWin closes it
        os.close(fd)
    meta = reply.unpack()[0]
    chunks = []
    while True:
        chunk = os.read(read_end, 1 << 20)
        if not chunk:
            break
        chunks.append(chunk)
    os.close(read_end)
    data = b"".join(chunks)
    width, height, stride, fmt = meta["width"], meta["height"], meta["stride"], meta["format"]
    if fmt in BGRA:
        order = (2, 1, 0)
    elif fmt in RGBA:
        order = (0, 1, 2)
    else:
        print("kwin_shot.py: QImage format %d, expected one of %s" % (fmt, sorted(BGRA | RGBA)), file=sys.stderr)
        return 1
    if len(data) < stride * height:
        print("kwin_shot.py: %d bytes for %dx%d (stride %d)" % (len(data), width, height, stride), file=sys.stderr)
        return 1
    rows = bytearray()
    for y in range(height):
        row = data[y * stride:y * stride + width * 4]
        pixels = bytearray(width * 3)
        for channel, source in enumerate(order):
            pixels[channel::3] = row[source::4]
        rows += pixels
    with tempfile.NamedTemporaryFile(suffix=".ppm", delete=False) as ppm:
        ppm.write(b"P6\n%d %d\n255\n" % (width, height) + bytes(rows))
    try:
        write_png(ppm.name, sys.argv[1])
    finally:
        os.remove(ppm.name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
