#!/usr/bin/env python3
"""Compare input-event recordings event for event: evemu text and libinput record YAML.

Usage: evcompare.py REFERENCE CANDIDATE [--prefix] [--time-tolerance-us N | --ignore-time]
                    [--frames]

Each file may be evemu (`# EVEMU 1.x`, N/I/P/B/A lines, `E: sec.usec type code value`) or a
libinput record YAML file (version 1, first device). Timestamps are compared relative to each
file's first event, since evemu-record starts at 0.000001 and libinput record at 0.
--prefix accepts a CANDIDATE that is a leading part of REFERENCE (a recording stopped early).
--frames compares frame by frame (events up to each SYN_REPORT) and says which frame differs.
Exit status 0 when equal, 1 when they differ (the first difference is printed), 2 on a file
that cannot be read (FILE:LINE and what was expected).

Also a module: load(path) -> Recording, compare(...), frames(...), slot_states(...).
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass, field

EV_SYN, EV_KEY, EV_ABS = 0, 1, 3
SYN_REPORT, SYN_DROPPED = 0, 3
ABS_X, ABS_Y = 0x00, 0x01
ABS_MT_SLOT, ABS_MT_POSITION_X, ABS_MT_POSITION_Y, ABS_MT_TRACKING_ID = 0x2F, 0x35, 0x36, 0x39
BTN_TOUCH = 0x14A


class RecordingError(Exception):
    """A file that is not a valid recording; the message reads FILE:LINE: what was expected."""


@dataclass(frozen=True)
class Event:
    t: int  # microseconds, as written in the file
    type: int
    code: int
    value: int
    line: int  # line in the file (1-based), for messages

    def key(self) -> tuple[int, int, int]:
        return (self.type, self.code, self.value)

    def __str__(self) -> str:
        return f"{self.t / 1e6:.6f} {self.type:04x} {self.code:04x} {self.value}"


@dataclass
class Recording:
    path: str
    format: str  # "evemu" or "libinput"
    name: str | None = None
    ids: tuple[int, ...] | None = None
    props: set[int] = field(default_factory=set)
    codes: dict[int, set[int]] = field(default_factory=dict)
    absinfo: dict[int, tuple[int, ...]] = field(default_factory=dict)
    events: list[Event] = field(default_factory=list)

    def relative(self) -> list[tuple[int, int, int, int]]:
        """Events as (t relative to the first event in µs, type, code, value)."""
        if not self.events:
            return []
        t0 = self.events[0].t
        return [(e.t - t0, e.type, e.code, e.value) for e in self.events]


_E = re.compile(r"^E:\s+(\d+)\.(\d{6})\s+([0-9a-fA-F]{4})\s+([0-9a-fA-F]{4})\s+(-?\d+)\s*(#.*)?$")


def parse_evemu(path: str, text: str) -> Recording:
    rec = Recording(path, "evemu")
    seen_event = False
    bytes_seen: dict[int, int] = {}
    pbytes = 0
    for no, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        where = f"{path}:{no}"
        tag = line[:2]
        if tag == "E:":
            m = _E.match(line)
            if not m:
                raise RecordingError(f"{where}: expected 'E: sec.usec type code value', got {raw!r}")
            sec, usec, typ, code, value = m.group(1, 2, 3, 4, 5)
            rec.events.append(Event(int(sec) * 1_000_000 + int(usec), int(typ, 16), int(code, 16), int(value), no))
            seen_event = True
            continue
        if seen_event:
            raise RecordingError(f"{where}: expected an E: line after the first event, got {raw!r}")
        try:
            if tag == "N:":
                rec.name = line[2:].strip()
            elif tag == "I:":
                rec.ids = tuple(int(x, 16) for x in line[2:].split())
                if len(rec.ids) != 4:
                    raise ValueError
            elif tag == "P:":
                for i, b in enumerate(int(x, 16) for x in line[2:].split()):
                    for bit in range(8):
                        if b >> bit & 1:
                            rec.props.add((pbytes + i) * 8 + bit)
                pbytes += 8
            elif tag == "B:":
                parts = [int(x, 16) for x in line[2:].split()]
                typ, mask = parts[0], parts[1:]
                if len(mask) != 8:
                    raise ValueError
                base = bytes_seen.get(typ, 0)
                for i, b in enumerate(mask):
                    for bit in range(8):
                        if b >> bit & 1 and typ != EV_SYN:
                            rec.codes.setdefault(typ, set()).add((base + i) * 8 + bit)
                bytes_seen[typ] = base + 8
            elif tag == "A:":
                parts = line[2:].split()
                rec.absinfo[int(parts[0], 16)] = tuple(int(x) for x in parts[1:])
            elif tag in ("L:", "S:"):
                pass
            else:
                raise RecordingError(f"{where}: expected N/I/P/B/A/L/S/E line or comment, got {raw!r}")
        except (ValueError, IndexError):
            raise RecordingError(f"{where}: malformed {tag} line {raw!r}") from None
    if not rec.events and rec.name is None:
        raise RecordingError(f"{path}:1: expected an evemu recording (N: line or E: lines), found neither")
    return rec


def parse_libinput(path: str, text: str, device: int = 0) -> Recording:
    """Device DEVICE (0-based) of a libinput record file: its description and events, times as the
    file has them (one clock for every device of the file)."""
    try:
        import yaml
    except ImportError as e:  # the lane installs python3-yaml on the host
        raise RecordingError(f"{path}:1: cannot read libinput YAML without PyYAML ({e})") from None
    try:
        doc = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        raise RecordingError(f"{path}:{mark.line + 1 if mark else 1}: not valid YAML: {e}") from None
    if not isinstance(doc, dict) or doc.get("version") != 1:
        raise RecordingError(f"{path}:1: expected a libinput record file with 'version: 1'")
    devices = doc.get("devices") or []
    if len(devices) <= device:
        raise RecordingError(f"{path}:1: expected a 'devices' list with a device at index {device}, "
                             f"found {len(devices)} devices")
    dev = devices[device]
    rec = Recording(path, "libinput")
    evdev = dev.get("evdev") or {}
    rec.name = evdev.get("name")
    rec.ids = tuple(evdev.get("id") or ()) or None
    rec.props = set(evdev.get("properties") or [])
    rec.codes = {int(t): set(c) for t, c in (evdev.get("codes") or {}).items() if int(t) != EV_SYN}
    rec.absinfo = {int(c): tuple(v) for c, v in (evdev.get("absinfo") or {}).items()}
    for i, item in enumerate(dev.get("events") or []):
        if not isinstance(item, dict):
            raise RecordingError(f"{path}:1: event entry {i} is not a mapping")
        for ev in item.get("evdev") or []:
            if not (isinstance(ev, list) and len(ev) == 5):
                raise RecordingError(f"{path}:1: event entry {i}: expected [sec, usec, type, code, value], got {ev!r}")
            sec, usec, typ, code, value = ev
            rec.events.append(Event(sec * 1_000_000 + usec, typ, code, value, 0))
    return rec


def load(path: str) -> Recording:
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError as e:
        raise RecordingError(f"{path}:0: cannot read: {e.strerror}") from None
    head = text.lstrip()[:200]
    if head.startswith("# libinput record") or re.match(r"(#[^\n]*\n)*version:", head):
        return parse_libinput(path, text)
    return parse_evemu(path, text)


def load_devices(path: str) -> list[Recording]:
    """Every device of a libinput record file, in the file's order."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError as e:
        raise RecordingError(f"{path}:0: cannot read: {e.strerror}") from None
    first = parse_libinput(path, text)
    import yaml
    count = len(yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)).get("devices") or [])
    return [first] + [parse_libinput(path, text, index) for index in range(1, count)]


def frames(events: list[Event]) -> list[list[Event]]:
    """Splits events into frames, each ending with its SYN_REPORT (a trailing partial frame too)."""
    out, cur = [], []
    for e in events:
        cur.append(e)
        if e.type == EV_SYN and e.code == SYN_REPORT:
            out.append(cur)
            cur = []
    if cur:
        out.append(cur)
    return out


def compare(ref: Recording, got: Recording, time_tolerance_us: int | None = 1,
            prefix: bool = False) -> str | None:
    """The first difference between two recordings' events, or None when they agree."""
    a, b = ref.relative(), got.relative()
    if prefix and len(b) > len(a):
        return f"{got.path} has {len(b)} events, more than the {len(a)} of {ref.path}"
    for i, (x, y) in enumerate(zip(a, b)):
        if x[1:] != y[1:]:
            return (f"event {i + 1}: expected {fmt(x)} ({ref.path}:{ref.events[i].line}), "
                    f"got {fmt(y)} ({got.path}:{got.events[i].line})")
        if time_tolerance_us is not None and abs(x[0] - y[0]) > time_tolerance_us:
            return (f"event {i + 1}: expected at +{x[0]} µs, got +{y[0]} µs "
                    f"(tolerance {time_tolerance_us} µs)")
    if not prefix and len(a) != len(b):
        return f"{ref.path} has {len(a)} events, {got.path} has {len(b)}"
    return None


def fmt(rel: tuple[int, int, int, int]) -> str:
    return f"+{rel[0]}µs type {rel[1]} code {rel[2]} value {rel[3]}"


def slot_states(events: list[Event], on_drop: str = "apply") -> list[tuple[int, dict[int, tuple[int, int, int]]]]:
    """Contact state after each SYN_REPORT: (time µs, {slot: (tracking id, x, y)}) of active slots.

    on_drop says what a SYN_DROPPED means: "apply" (a recorder that resynchronised wrote the
    synced state after it: keep applying events) or "discard" (a raw stream: drop events up
    to and including the next SYN_REPORT, as the evdev protocol asks a client to).
    """
    slots: dict[int, list[int]] = {}
    slot = 0
    out = []
    discarding = False
    for e in events:
        if e.type == EV_SYN and e.code == SYN_DROPPED:
            discarding = on_drop == "discard"
            continue
        if discarding:
            if e.type == EV_SYN and e.code == SYN_REPORT:
                discarding = False
            continue
        if e.type == EV_ABS:
            if e.code == ABS_MT_SLOT:
                slot = e.value
            elif e.code in (ABS_MT_TRACKING_ID, ABS_MT_POSITION_X, ABS_MT_POSITION_Y):
                s = slots.setdefault(slot, [-1, 0, 0])
                s[{ABS_MT_TRACKING_ID: 0, ABS_MT_POSITION_X: 1, ABS_MT_POSITION_Y: 2}[e.code]] = e.value
        elif e.type == EV_SYN and e.code == SYN_REPORT:
            out.append((e.t, {k: tuple(v) for k, v in slots.items() if v[0] != -1}))
    return out


def description_differences(ref: Recording, got: Recording) -> list[str]:
    """How GOT's device description differs from REF's (name, ids, properties, codes, absinfo)."""
    out = []
    if ref.name != got.name:
        out.append(f"name {got.name!r}, expected {ref.name!r}")
    if ref.ids and got.ids and tuple(ref.ids) != tuple(got.ids):
        out.append(f"id {got.ids}, expected {ref.ids}")
    if ref.props != got.props:
        out.append(f"properties {sorted(got.props)}, expected {sorted(ref.props)}")
    for t in sorted(set(ref.codes) | set(got.codes)):
        if ref.codes.get(t, set()) != got.codes.get(t, set()):
            out.append(f"type {t} codes {sorted(got.codes.get(t, set()))}, expected {sorted(ref.codes.get(t, set()))}")
    for c in sorted(set(ref.absinfo) | set(got.absinfo)):
        if ref.absinfo.get(c) != got.absinfo.get(c):
            out.append(f"absinfo {c:#x} {got.absinfo.get(c)}, expected {ref.absinfo.get(c)}")
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("reference")
    ap.add_argument("candidate")
    ap.add_argument("--prefix", action="store_true")
    ap.add_argument("--time-tolerance-us", type=int, default=1)
    ap.add_argument("--ignore-time", action="store_true")
    ap.add_argument("--frames", action="store_true")
    args = ap.parse_args()
    try:
        ref, got = load(args.reference), load(args.candidate)
    except RecordingError as e:
        print(e, file=sys.stderr)
        return 2
    tol = None if args.ignore_time else args.time_tolerance_us
    if args.frames:
        fa, fb = frames(ref.events), frames(got.events)
        t0a = ref.events[0].t if ref.events else 0
        t0b = got.events[0].t if got.events else 0
        for i, (x, y) in enumerate(zip(fa, fb)):
            if [e.key() for e in x] != [e.key() for e in y] or (
                    tol is not None and abs((x[-1].t - t0a) - (y[-1].t - t0b)) > tol):
                print(f"frame {i + 1} differs: expected {[str(e) for e in x]}, got {[str(e) for e in y]}")
                return 1
        if len(fa) != len(fb) and not (args.prefix and len(fb) < len(fa)):
            print(f"{len(fa)} frames in {args.reference}, {len(fb)} in {args.candidate}")
            return 1
        print(f"equal: {len(fb)} frames")
        return 0
    diff = compare(ref, got, tol, args.prefix)
    if diff:
        print(diff)
        return 1
    print(f"equal: {len(got.events)} events")
    return 0


if __name__ == "__main__":
    sys.exit(main())
