#!/usr/bin/env python3
"""Deterministic evemu recordings for tools/bench, shaped like the recordings users replay.

    tools/bench-recordings.py swipes EVENTS FILE   one left-edge swipe a second, alternately long
                                                   (finishes) and short (cancels), until at least
                                                   EVENTS events, ending at a gesture's end
    tools/bench-recordings.py long EVENTS FILE     one touch held for the whole file, moving back
                                                   and forth across the screen (one long gesture)

The device is the bundled recordings' synthetic touchscreen (recordings/left-finish-slow.evemu:
1080 x 2340, multitouch with single-touch emulation), at 120 Hz, written as evemu-record writes
(padded values, trailing comments, SYN deltas in ms). Same arguments, same bytes.
"""
import math
import sys

HEADER = """# EVEMU 1.3
# Input device name: "gesture-replay bench touchscreen"
N: gesture-replay bench touchscreen
I: 0018 1d6b 0101 0001
P: 02 00 00 00 00 00 00 00
B: 00 0b 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 04 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 02 00 00 00 00 00 00 00 00
B: 03 03 00 00 00 00 80 60 02
B: 04 00 00 00 00 00 00 00 00
B: 05 00 00 00 00 00 00 00 00
B: 11 00 00 00 00 00 00 00 00
B: 12 00 00 00 00 00 00 00 00
B: 14 00 00 00 00 00 00 00 00
B: 15 00 00 00 00 00 00 00 00
B: 15 00 00 00 00 00 00 00 00
A: 00 0 1079 0 0 16
A: 01 0 2339 0 0 16
A: 2f 0 9 0 0 0
A: 35 0 1079 0 0 16
A: 36 0 2339 0 0 16
A: 39 0 65535 0 0 0
"""
WIDTH = 1080
FRAME_US = 8333  # 120 Hz
NAMES = {(3, 0x00): "ABS_X", (3, 0x01): "ABS_Y", (3, 0x35): "ABS_MT_POSITION_X", (3, 0x36): "ABS_MT_POSITION_Y",
         (3, 0x39): "ABS_MT_TRACKING_ID", (1, 0x14A): "BTN_TOUCH"}
TYPES = {1: "EV_KEY", 3: "EV_ABS"}


class Writer:
    def __init__(self, path):
        self.out = open(path, "w", buffering=1 << 20)
        self.out.write(HEADER)
        self.count = 0
        self.last_ms = 0
        self.t = 0

    def emit(self, kind, code, value):
        line = "E: %d.%06d %04x %04x %04d\t" % (self.t // 1000000, self.t % 1000000, kind, code, value)
        if kind == 0:
            ms = self.t // 1000
            line += "# ------------ SYN_REPORT (0) ---------- %+dms\n" % (ms - self.last_ms)
            self.last_ms = ms
        else:
            line += "# %s / %-20s %d\n" % (TYPES[kind], NAMES[(kind, code)], value)
        self.out.write(line)
        self.count += 1

    def down(self, tracking, x, y):
        self.emit(3, 0x39, tracking)
        self.emit(3, 0x35, x)
        self.emit(3, 0x36, y)
        self.emit(1, 0x14A, 1)
        self.emit(3, 0x00, x)
        self.emit(3, 0x01, y)
        self.emit(0, 0, 0)

    def move(self, x, y):
        self.emit(3, 0x35, x)
        self.emit(3, 0x36, y)
        self.emit(3, 0x00, x)
        self.emit(3, 0x01, y)
        self.emit(0, 0, 0)

    def up(self):
        self.emit(3, 0x39, -1)
        self.emit(1, 0x14A, 0)
        self.emit(0, 0, 0)

    def tick(self, frames=1):
        self.t += FRAME_US * frames


def swipes(target, path):
    # Per second (120 frames): down at the edge, 98 moves easing out (smoothstep, so the release is
    # slow and the position decides), the lift, 20 frames with no touch.
    w = Writer(path)
    gesture = 0
    while w.count < target:
        travel = 0.8 if gesture % 2 == 0 else 0.25
        x0, y0 = 11, 900 + 7 * (gesture % 50)
        w.down(gesture % 65536, x0, y0)
        for step in range(1, 99):
            w.tick()
            s = step / 98
            ease = s * s * (3 - 2 * s)
            w.move(x0 + round(travel * WIDTH * ease), y0 + round(40 * s))
        w.tick()
        w.up()
        w.tick(21)
        gesture += 1
    w.out.close()
    return w.count


def long_gesture(target, path):
    # One touch down at the edge, then back and forth over 80 % of the width every 4 s until the end.
    w = Writer(path)
    x0, y0 = 11, 1170
    w.down(1, x0, y0)
    frame = 0
    while w.count < target - 3:
        w.tick()
        frame += 1
        phase = (frame % 480) / 480
        x = x0 + round(0.8 * WIDTH * (1 - math.cos(2 * math.pi * phase)) / 2)
        w.move(x, y0 + round(100 * math.sin(2 * math.pi * frame / 1000)))
    w.tick()
    w.up()
    w.out.close()
    return w.count


def repeated(source, copies, path):
    # A bundled recording's description, then its events `copies` times, each copy 1 s after the
    # previous one ends: as many gestures as copies, for memory that must not grow with them.
    lines = open(source).read().splitlines(keepends=True)
    header = [line for line in lines if not line.startswith("E: ")]
    events = []
    for line in lines:
        if line.startswith("E: "):
            fields = line.split()
            seconds, micros = fields[1].split(".")
            events.append((int(seconds) * 1000000 + int(micros), " ".join(fields[2:5])))
    span = events[-1][0] - events[0][0] + 1000000
    count = 0
    with open(path, "w", buffering=1 << 20) as out:
        out.writelines(header)
        for copy in range(copies):
            for t, rest in events:
                t += copy * span
                out.write("E: %d.%06d %s\n" % (t // 1000000, t % 1000000, rest))
                count += 1
    return count


if __name__ == "__main__":
    kind, number, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    if kind == "repeat":
        print(repeated(sys.argv[4], number, path))
    else:
        print({"swipes": swipes, "long": long_gesture}[kind](number, path))
