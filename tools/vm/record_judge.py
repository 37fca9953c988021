"""Judges of the lane's `record` scenarios beyond the side-by-side ones (tools/vm/guest/record.sh):
--duration, SIGTERM/SIGHUP, --grab, keyboards, permissions, device resolution, a full disk and
the status line. One PASS/FAIL line per check; judge.py runs them through SCENARIOS below.

Messages are matched loosely (a word or two the contract asks for: the fix names the input
group or a udev rule, a refusal names --allow-keyboard), so rewording a message does not fail
the lane but dropping what it must say does.
"""

from __future__ import annotations

import json
import re
from typing import Callable

import evcompare as ec
from judgelib import (EXIT_IO, EXIT_OK, EXIT_PERMISSION, EXIT_USAGE, SAME_NODE_TOLERANCE_US, Report,
                      Scenario, load_or_problem, rc_text, short, stopped_problem)

# The scenario's --duration (guest/record.sh DURATION), seconds.
DURATION_S = 1.5
# How long after --duration a recorder may take to exit, seconds: it polls with the time left as
# timeout, so only process start-up (up to about a second under TCG on a loaded host) and the
# final drain count.
DURATION_LATE_S = 3.0
# How soon after the device is pulled out a recorder must have exited by itself, seconds (the
# guest's REMOVAL_GRACE; the kernel wakes readers with POLLHUP at once).
REMOVAL_LIMIT_S = 3.0
# The names in the fixtures' N: lines, which a recording's description repeats.
MT_NAME = "gesture-replay test MT touchscreen"
MOUSE_NAME = "gesture-replay test mouse"
# What the contract asks each message to say (case-insensitive regular expressions).
FIX = re.compile(r"input.{0,40}group|udev", re.I)
DISK_FULL = re.compile(r"no space left|disk is full|disk full", re.I)
REMOVED = re.compile(r"went away|removed|vanished|no such device", re.I)
# A status line redrawn in place: carriage return, erase line, then the counts.
STATUS_LINE = re.compile(rb"\r\x1b\[K[^\r\n]*\d+ events[^\r\n]*\d+ frames[^\r\n]*\d+ contacts[^\r\n]*")


def skipped(r: Report, s: Scenario) -> bool:
    """Reports the scenario's checks as one SKIP when the binary has no record command."""
    why = s.skipped("gesture-replay")
    if why is None:
        return False
    r.skip(f"{s.name}/gesture-replay", why)
    return True




def ran_problem(s: Scenario, run: str, want_rc: int) -> str | None:
    """Why a foreground run (NAME.rc, NAME.err) did not end with want_rc (None when it did)."""
    if s.exists(f"{run}.hung"):
        return f"{run}: {s.text(run + '.hung')} (killed); stderr: {short(s.whole(run + '.err'))}"
    rc = s.rc(run)
    if rc is None:
        return f"{run}: no exit status (never ran)"
    if rc != want_rc:
        return f"{run}: {rc_text(s, run)}, expected {want_rc}; stderr: {short(s.whole(run + '.err'))}"
    return None


def equals_played(s: Scenario, f: str, fixture: str) -> str | None:
    got, prob = load_or_problem(s, f)
    if got is None:
        return prob
    return ec.compare(s.played(fixture), got, None) or (None if got.events else f"{f} holds no events")


def named(s: Scenario, f: str, name: str) -> str | None:
    got, prob = load_or_problem(s, f)
    if got is None:
        return prob
    return None if got.name == name else f"{f} recorded {got.name!r}, expected {name!r}"


def judge_duration(r: Report, s: Scenario) -> None:
    if skipped(r, s):
        return
    name = f"{s.name}/gesture-replay"
    if "gesture-replay-running-after-duration" in s.meta:
        r.fail(name, f"still running {DURATION_S + DURATION_LATE_S:.1f} s after it started with --duration {DURATION_S}")
        return
    took = s.elapsed("gesture-replay-start", "gesture-replay-exited")
    err = s.whole("gesture-replay.err")
    r.check(name, stopped_problem(s, "gesture-replay", EXIT_OK)
            or (f"exited {took:.2f} s after it started, before --duration {DURATION_S} s"
                if took is not None and took < DURATION_S else None)
            or (f"exited {took:.2f} s after it started, more than {DURATION_LATE_S} s after --duration {DURATION_S} s"
                if took is not None and took > DURATION_S + DURATION_LATE_S else None)
            or (None if "duration" in err else f"does not say the duration ended it: {short(err)}")
            or equals_played(s, "gesture-replay.evemu", "mt-touchscreen.evemu"))


def judge_signals(r: Report, s: Scenario) -> None:
    if skipped(r, s):
        return
    for rec, sig in (("sigterm", "SIGTERM"), ("sighup", "SIGHUP")):
        err = s.whole(rec + ".err")
        r.check(f"{s.name}/{rec}", stopped_problem(s, rec, EXIT_OK)
                or (None if sig in err else f"does not say {sig} ended it: {short(err)}")
                or equals_played(s, f"{rec}.evemu", "mt-touchscreen.evemu"))


def judge_grab(r: Report, s: Scenario) -> None:
    if skipped(r, s):
        return
    n = s.name
    played = s.played("mt-touchscreen.evemu")
    witness, wprob = load_or_problem(s, "witness.evemu")
    # Exclusive: the grabber got the first play, the witness beside it none of it.
    prob = stopped_problem(s, "gesture-replay", EXIT_OK) or equals_played(s, "gesture-replay.evemu", "mt-touchscreen.evemu")
    if not prob and witness is None:
        prob = wprob
    if not prob and witness is not None and len(witness.events) > len(played.events):
        prob = (f"evemu-record beside the grab got {len(witness.events)} events, more than the one play "
                f"({len(played.events)}) after the release")
    r.check(f"{n}/exclusive", prob)
    # A second --grab on a held device: refused with 74 and why.
    err = s.whole("second.err")
    r.check(f"{n}/second-grab", ran_problem(s, "second", EXIT_IO)
            or (None if re.search(r"grab|exclusive", err, re.I) else f"does not say the device is held: {short(err)}"))
    # Released: once the grabber stopped, the next play reaches the witness.
    if witness is None:
        r.fail(f"{n}/released", wprob or "no witness capture")
    else:
        prob = ec.compare(played, witness, None)
        r.check(f"{n}/released", (f"evemu-record after the release: {prob}" if prob else None)
                or (None if witness.events else "evemu-record got nothing after the grabber stopped"))
    # Removal while grabbed: 74 by itself, promptly, the file kept.
    name = f"{n}/removed"
    if "unplugged-exited-on-removal" not in s.meta:
        r.fail(name, f"still running {s.meta.get('unplugged-running-after-removal', '?')} after the device was removed")
        return
    took = s.elapsed("unplugged-removed", "unplugged-exited-on-removal")
    got, prob = load_or_problem(s, "unplugged.evemu")
    if got is not None:
        body = ec.Recording(got.path, got.format, events=[e for f in ec.frames(got.events)
                                                          if not (f[-1].type == ec.EV_SYN and f[-1].value == 1) for e in f])
        prob = (ec.compare(s.played("long-mt.evemu"), body, None, prefix=True)
                or (None if body.events else "no events before the removal"))
    err = s.whole("unplugged.err")
    r.check(name, stopped_problem(s, "unplugged", EXIT_IO)
            or (f"exited {took:.2f} s after the removal (limit {REMOVAL_LIMIT_S} s)"
                if took is not None and took > REMOVAL_LIMIT_S else None)
            or (None if REMOVED.search(err) else f"does not say the device went away: {short(err)}")
            or prob)


def judge_keyboard(r: Report, s: Scenario) -> None:
    if skipped(r, s):
        return
    err = s.whole("refused.err")
    r.check(f"{s.name}/refused", ran_problem(s, "refused", EXIT_PERMISSION)
            or (None if "--allow-keyboard" in err else f"does not name --allow-keyboard: {short(err)}")
            or ("refused.evemu was written" if s.exists("refused.evemu") else None))
    r.check(f"{s.name}/allowed", stopped_problem(s, "allowed", EXIT_OK)
            or equals_played(s, "allowed.evemu", "keyboard.evemu"))


def judge_permission(r: Report, s: Scenario) -> None:
    if skipped(r, s):
        return
    n = s.name
    node = s.meta.get("node", "?")
    left = [f for f in s.whole("user-files").split() if f not in (".", "..")]
    for run in ("node", "default"):
        err = s.whole(run + ".err")
        r.check(f"{n}/{run}", ran_problem(s, run, EXIT_PERMISSION)
                or (None if FIX.search(err) else f"no fix (the input group or a udev rule) in: {short(err)}")
                or (f"left files in the output folder: {left}" if left else None))
    out = s.whole("devices.out")
    line = next((ln for ln in out.splitlines() if node in ln.split()), None)
    prob = ran_problem(s, "devices", EXIT_OK)
    if not prob:
        if line is None:
            prob = f"{node} not listed: {short(out)}"
        elif not re.search(r"permission", line, re.I):
            prob = f"{node} listed without the reason: {line.strip()!r}"
    if not prob:
        out_json = s.whole("devices-json.out")
        try:
            entries = json.loads(out_json)
            entry = next((e for e in entries if e.get("node") == node), None)
            if entry is None or not re.search(r"permission", str(entry.get("error")), re.I):
                prob = f"devices --json: {node} without the reason: {entry}"
        except (ValueError, AttributeError, TypeError) as e:
            prob = f"devices --json is not a JSON list: {e}: {short(out_json)}"
    r.check(f"{n}/devices", prob)


def judge_resolve(r: Report, s: Scenario) -> None:
    if skipped(r, s):
        return
    n = s.name
    for run, want in (("default", MT_NAME), ("name", MOUSE_NAME), ("by-id-name", MOUSE_NAME),
                      ("by-id", MOUSE_NAME), ("by-path", MOUSE_NAME)):
        r.check(f"{n}/{run}", ran_problem(s, run, EXIT_OK) or named(s, f"{run}.evemu", want))
    for run, nodes in (("several", ("mt", "st")), ("ambiguous", ("mouse", "mt", "st"))):
        err = s.whole(run + ".err")
        missing = [s.meta.get(k, k) for k in nodes if s.meta.get(k, "?") not in err]
        r.check(f"{n}/{run}", ran_problem(s, run, EXIT_USAGE)
                or (f"the candidates {missing} are not listed: {short(err)}" if missing else None)
                or (f"{run}.evemu was written" if s.exists(f"{run}.evemu") else None))


def judge_full_disk(r: Report, s: Scenario) -> None:
    if skipped(r, s):
        return
    witness, wprob = load_or_problem(s, "witness.evemu")
    for fmt in ("evemu", "libinput"):
        name = f"{s.name}/{fmt}"
        err = s.whole(fmt + ".err")
        prob = stopped_problem(s, fmt, EXIT_IO) or (None if DISK_FULL.search(err) else f"does not say the disk is full: {short(err)}")
        if not prob:
            got, prob = load_or_problem(s, f"{fmt}.rec")
            if got is not None:
                last = got.events[-1] if got.events else None
                prob = ("the kept file holds no events" if last is None
                        else None if (last.type, last.code) == (ec.EV_SYN, ec.SYN_REPORT)
                        else f"the kept file ends mid-frame on {last}")
                if not prob:
                    # A reader that fell behind before the disk filled has a SYN_DROPPED where the kernel
                    # dropped events for it (libevdev then resyncs): what it read up to that gap must be the
                    # witness's, and the file must still be whole (checked above).
                    cut = next((i for i, e in enumerate(got.events)
                                if e.type == ec.EV_SYN and e.code == ec.SYN_DROPPED), None)
                    if cut is not None:
                        got = ec.Recording(got.path, got.format, events=got.events[:cut])
                    prob = wprob or ec.compare(witness, got, SAME_NODE_TOLERANCE_US, prefix=True)
        if not prob:
            others = [f for f in s.whole(fmt + ".ls").split() if f not in (".", "..", "full.rec")]
            prob = f"left on the full disk besides the recording: {others}" if others else None
        r.check(name, prob)


def judge_status(r: Report, s: Scenario) -> None:
    if skipped(r, s):
        return
    tty = s.raw("tty.tty")
    lines = STATUS_LINE.findall(tty)
    r.check(f"{s.name}/terminal", stopped_problem(s, "gesture-replay", EXIT_OK)
            or (None if len(lines) >= 2 else
                f"{len(lines)} status line(s) redrawn in place (\\r ESC[K ... events ... frames ... contacts); "
                f"the terminal got {tty[:300]!r}"))
    err = s.whole("piped.err")
    r.check(f"{s.name}/piped", stopped_problem(s, "piped", EXIT_OK)
            or (f"terminal control characters on a piped stderr: {err[:200]!r}"
                if "\x1b" in err or "\r" in err else None))


SCENARIOS: dict[str, Callable[[Report, Scenario], None]] = {
    "duration": judge_duration,
    "signals": judge_signals,
    "grab": judge_grab,
    "keyboard": judge_keyboard,
    "permission": judge_permission,
    "resolve": judge_resolve,
    "full-disk": judge_full_disk,
    "status": judge_status,
}
