#!/usr/bin/env python3
"""What a terminal shows after a program drew on it: a small VT100/xterm screen model.

Usage: screen.py RAW_TTY_OUTPUT [--columns N] [--rows N]   (prints the final screen)
Also a module: render(data: bytes, columns=80, rows=24) -> str.

Enough of a terminal for status lines and views redrawn in place: printable characters with
xterm's automatic wrap (a character in the last column leaves the cursor there; the next one
starts a new line), CR, LF, BS, and the CSI sequences for cursor moves (A B C D H), erase in
line (K) and erase in display (J); other sequences (colours, modes) are read and ignored. The
scrollback is kept, so the result is every line the session left, top to bottom, with trailing
blanks removed. Each character takes one column (the views use no wide characters).
"""

from __future__ import annotations

import argparse
import re
import sys

CSI = re.compile(r"\x1b\[([0-9;?]*)([@-~])")
# An escape sequence that is not CSI: ESC and one character (ESC 7, ESC 8, ESC =, ...).
OTHER_ESCAPE = re.compile(r"\x1b[^\[]")


class Screen:
    def __init__(self, columns: int, rows: int) -> None:
        self.columns, self.rows = columns, rows
        self.lines: list[list[str]] = [[]]
        self.row = self.col = 0
        self.pending_wrap = False

    @property
    def top(self) -> int:
        """The first line of the visible window (the rest is scrollback)."""
        return max(0, len(self.lines) - self.rows)

    def goto(self, row: int, col: int) -> None:
        self.row = max(row, self.top)
        while self.row >= len(self.lines):
            self.lines.append([])
        self.col = min(max(col, 0), self.columns - 1)
        self.pending_wrap = False

    def put(self, ch: str) -> None:
        if self.pending_wrap:
            self.goto(self.row + 1, 0)
        line = self.lines[self.row]
        line.extend(" " * (self.col + 1 - len(line)))
        line[self.col] = ch
        if self.col == self.columns - 1:
            self.pending_wrap = True
        else:
            self.col += 1

    def erase_line(self, mode: int) -> None:
        line = self.lines[self.row]
        if mode == 0:
            del line[self.col:]
        elif mode == 1:
            line[:self.col + 1] = [" "] * min(len(line), self.col + 1)
        else:
            line.clear()

    def csi(self, params: str, final: str) -> None:
        numbers = [int(p) if p.isdigit() else 0 for p in params.lstrip("?").split(";")] if params else []
        n = numbers[0] if numbers and numbers[0] > 0 else 1
        if params.startswith("?"):
            return  # private modes (cursor visibility, ...)
        if final == "A":
            self.goto(self.row - n, self.col)
        elif final == "B":
            self.goto(self.row + n, self.col)
        elif final == "C":
            self.goto(self.row, self.col + n)
        elif final == "D":
            self.goto(self.row, self.col - n)
        elif final in "Hf":
            row = numbers[0] if numbers and numbers[0] > 0 else 1
            col = numbers[1] if len(numbers) > 1 and numbers[1] > 0 else 1
            self.goto(self.top + row - 1, col - 1)
        elif final == "K":
            self.erase_line(numbers[0] if numbers else 0)
        elif final == "J":
            mode = numbers[0] if numbers else 0
            if mode == 0:
                self.erase_line(0)
                del self.lines[self.row + 1:]
            elif mode in (2, 3):
                for i in range(self.top, len(self.lines)):
                    self.lines[i] = []

    def feed(self, text: str) -> None:
        i = 0
        while i < len(text):
            ch = text[i]
            if ch == "\x1b":
                m = CSI.match(text, i)
                if m:
                    self.csi(m.group(1), m.group(2))
                    i = m.end()
                    continue
                m = OTHER_ESCAPE.match(text, i)
                i = m.end() if m else i + 1
                continue
            if ch == "\r":
                self.goto(self.row, 0)
            elif ch == "\n":
                self.goto(self.row + 1, self.col)
            elif ch == "\b":
                self.goto(self.row, self.col - 1)
            elif ch >= " " and ch != "\x7f":
                self.put(ch)
            i += 1

    def text(self) -> str:
        out = ["".join(line).rstrip() for line in self.lines]
        while out and not out[-1]:
            out.pop()
        return "\n".join(out) + "\n"


def render(data: bytes, columns: int = 80, rows: int = 24) -> str:
    screen = Screen(columns, rows)
    screen.feed(data.decode("utf-8", errors="replace"))
    return screen.text()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("file")
    ap.add_argument("--columns", type=int, default=80)
    ap.add_argument("--rows", type=int, default=24)
    args = ap.parse_args()
    with open(args.file, "rb") as f:
        sys.stdout.write(render(f.read(), args.columns, args.rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
