#!/usr/bin/env python3
"""Judge what the lane's guest left in its results folder; print one line per check.

Usage: judge.py RESULTS_DIR FIXTURES_DIR [--only "scenario ..."]

Lines: `PASS name`, `FAIL name: why`, `SKIP name (skipped: why)` and `NOTE name: what was seen`
(observations of the reference tools; not counted). Then `K skipped` when K > 0, and last
exactly `N passed, M failed`. Exit status 1 when any check failed.

A check is a function that reads one scenario folder (see tools/vm/guest/lib.sh for what the
guest writes there) and calls ok/fail/skip/note: the side-by-side recording scenarios here, the
other `record` scenarios in record_judge.py, the `live` ones in live_judge.py, all run through
SCENARIOS below in the guest's order. To add one, add the scenario to tools/vm/guest/lane.sh
(or record.sh / live.sh) and a judge function to SCENARIOS here or in those modules.
"""

from __future__ import annotations

import json
import os
import sys
import traceback
from typing import Callable

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import evcompare as ec  # noqa: E402
import live_judge  # noqa: E402
import player_judge  # noqa: E402
import record_judge  # noqa: E402
from judgelib import (  # noqa: E402
    EXIT_IO, EXIT_OK, SAME_NODE_TOLERANCE_US, Report, Scenario, gr_prelude, has_drop, load_or_problem, rc_text)

# evemu-play sleeps each recorded interval minus 150 µs (evemu.c, ERROR_MARGIN) and then writes,
# so a captured frame interval is never much shorter than the played one; TCG on a busy host
# can make it longer (about 100 ms seen with the host's two cores loaded). Bounds on
# (captured - played) per frame interval, µs: still far from a unit mistake (ms for µs).
PLAY_INTERVAL_MIN_DELTA_US = -1000
PLAY_INTERVAL_MAX_DELTA_US = 1_000_000
# Frames after a SYN_DROPPED whose contacts may differ from the witness's. gesture-replay writes
# the gap as SYN_DROPPED, an empty SYN_REPORT that closes the broken frame, then libevdev's synced
# events and their SYN_REPORT (EvdevDevice.swift's discussion): two frames of its own before the
# kernel's stream goes on. The synced state may still race with frames the kernel queued while
# libevdev read it with ioctls, so one more frame settles it. Stuck or invented contacts differ
# for far longer (and are checked on their own: tracking ids, contacts left at the end).
RESYNC_SETTLE_FRAMES = 3
# When the device goes away, evdev_read() answers ENODEV as soon as the device is marked dead,
# even with events still queued, so two readers may end a frame or two apart (drivers/input/
# evdev.c). Trailing frames by which gesture-replay's and evemu-record's captures may differ.
UNPLUG_TAIL_FRAMES = 2


def timing_problem(played: ec.Recording, got: ec.Recording) -> tuple[str | None, str]:
    """Checks captured frame intervals against the played ones; returns (problem, summary)."""
    pf, gf = ec.frames(played.events), ec.frames(got.events)
    pt, gt = [f[-1].t for f in pf], [f[-1].t for f in gf]
    worst_lo = worst_hi = 0
    for i in range(1, min(len(pt), len(gt))):
        d = (gt[i] - gt[i - 1]) - (pt[i] - pt[i - 1])
        worst_lo, worst_hi = min(worst_lo, d), max(worst_hi, d)
        if not PLAY_INTERVAL_MIN_DELTA_US <= d <= PLAY_INTERVAL_MAX_DELTA_US:
            return (f"frame {i + 1} came {gt[i] - gt[i - 1]} µs after the previous one, played "
                    f"{pt[i] - pt[i - 1]} µs apart (allowed {PLAY_INTERVAL_MIN_DELTA_US:+} to "
                    f"{PLAY_INTERVAL_MAX_DELTA_US:+} µs)", "")
    span_p = pt[-1] - pt[0] if pt else 0
    span_g = gt[-1] - gt[0] if gt else 0
    return None, (f"frame intervals {worst_lo / 1000:+.2f}..{worst_hi / 1000:+.2f} ms off the played ones, "
                  f"{span_g / 1000:.1f} ms for {span_p / 1000:.1f} ms played")


def judge_play(r: Report, s: Scenario, fixture: str, analyze: bool) -> None:
    n = s.name
    if "node" not in s.meta:
        r.fail(f"{n}/device", f"evemu-device made no device: {s.meta.get('device-error', s.text('device.out'))}")
        return
    played = s.played(fixture)

    ev, prob = load_or_problem(s, "evemu-record.evemu")
    prob = s.stop_problem("evemu-record") or prob
    if ev is not None:
        diffs = ec.description_differences(played, ev)
        r.check(f"{n}/device", "; ".join(diffs) if diffs else None)
    if prob or ev is None:
        r.fail(f"{n}/evemu-record", prob or "no capture")
        ev = None
    else:
        problem = ec.compare(played, ev, None) or ("captured nothing" if not ev.events else None)
        timing, summary = (None, "")
        if not problem:
            timing, summary = timing_problem(played, ev)
        if r.check(f"{n}/evemu-record", problem or timing):
            r.note(f"{n}/evemu-record", f"{len(ev.events)} events as played; {summary}")

    li, prob = load_or_problem(s, "libinput-record.yml")
    prob = s.stop_problem("libinput-record") or prob
    if prob or li is None:
        r.fail(f"{n}/libinput-record", prob or "no capture")
    else:
        problem = ec.compare(played, li, None)
        if not problem and ev is not None:
            problem = frames_problem(ev, li, SAME_NODE_TOLERANCE_US)
        r.check(f"{n}/libinput-record", problem)

    if analyze:
        rc = s.rc("per-slot-delta")
        out = s.text("per-slot-delta.txt", 100000)
        lines = [ln for ln in open(s.path("per-slot-delta.txt"), errors="replace")] if s.exists("per-slot-delta.txt") else []
        rows = sum(1 for ln in lines if ln.strip()[:1].isdigit())
        want = len(ec.frames(played.events))
        if rc != 0:
            r.fail(f"{n}/per-slot-delta", f"libinput analyze per-slot-delta exit {rc}: {s.text('per-slot-delta.err')}")
        else:
            r.check(f"{n}/per-slot-delta", None if rows == want else f"{rows} rows for {want} frames: {out[:200]}")

    judge_gr_same_node(r, s, "gesture-replay", "gesture-replay.evemu", ev, played, EXIT_OK)
    if s.exists("gesture-replay-libinput.skipped") or s.started("gesture-replay-libinput"):
        judge_gr_same_node(r, s, "gesture-replay-libinput", "gesture-replay.yml", li, played, EXIT_OK, frames=True)


def frames_problem(ref: ec.Recording, got: ec.Recording, tol: int) -> str | None:
    fa, fb = ec.frames(ref.events), ec.frames(got.events)
    ta = ref.events[0].t if ref.events else 0
    tb = got.events[0].t if got.events else 0
    for i, (x, y) in enumerate(zip(fa, fb)):
        if [e.key() for e in x] != [e.key() for e in y]:
            return f"frame {i + 1} differs from {os.path.basename(ref.path)}'s: {[str(e) for e in y][:8]}"
        if abs((x[-1].t - ta) - (y[-1].t - tb)) > tol:
            return f"frame {i + 1} at +{y[-1].t - tb} µs, {os.path.basename(ref.path)} has +{x[-1].t - ta} µs"
    if len(fa) != len(fb):
        return f"{len(fb)} frames, {os.path.basename(ref.path)} has {len(fa)}"
    return None


def judge_gr_same_node(r: Report, s: Scenario, rec: str, out: str, ref: ec.Recording | None,
                       played: ec.Recording, want_rc: int, frames: bool = False) -> None:
    """gesture-replay's capture equals the reference recorder's (events, times within 1 µs)."""
    if not gr_prelude(r, s, rec):
        return
    name = f"{s.name}/{rec}"
    prob = s.stop_problem(rec)
    if prob:
        r.fail(name, f"{prob}; stderr: {s.text(rec + '.err')}")
        return
    if s.rc(rec) != want_rc:
        r.fail(name, f"{rc_text(s, rec)}, expected {want_rc}; stderr: {s.text(rec + '.err')}")
        return
    got, prob = load_or_problem(s, out)
    if prob or got is None:
        r.fail(name, prob or "no recording")
        return
    diffs = ec.description_differences(played, got)
    if diffs:
        r.fail(name, "device description: " + "; ".join(diffs))
        return
    if ref is None:
        r.fail(name, "no reference capture to compare with")
        return
    if has_drop(got) and not has_drop(ref):
        at = next(e for e in got.events if e.type == ec.EV_SYN and e.code == ec.SYN_DROPPED)
        r.fail(name, f"fell behind: SYN_DROPPED at +{at.t - got.events[0].t} µs while "
                     f"{os.path.basename(ref.path)} kept up")
        return
    if frames:
        r.check(name, frames_problem(ref, got, SAME_NODE_TOLERANCE_US))
    else:
        r.check(name, ec.compare(ref, got, SAME_NODE_TOLERANCE_US))


def judge_devices(r: Report, s: Scenario) -> None:
    n = s.name
    if not s.exists("expected"):
        r.fail(f"{n}/create", f"the devices were not all created: {s.meta.get('device-error', '')}")
        return
    expected = [ln.rstrip("\n").split("\t") for ln in open(s.path("expected")) if ln.strip()]
    proc = s.text("proc-bus-input-devices", 100000)
    missing = [name for _, name, _ in expected if f'N: Name="{name}"' not in proc]
    r.check(f"{n}/create", f"not in /proc/bus/input/devices: {missing}" if missing else None)
    why = s.text("devices.skipped") if s.exists("devices.skipped") else None
    if why is not None:
        r.skip(f"{n}/gesture-replay", why or "gesture-replay has no devices command yet")
        return
    # `devices --json`: a list of objects with "node", "name" and "class", the class one of
    # DeviceClass's names (touchscreen, touchpad, pointer, tablet, keyboard, other).
    if s.rc("devices") != 0:
        r.fail(f"{n}/gesture-replay", f"devices --json exit {s.rc('devices')}: {s.text('devices.err')}")
        return
    try:
        doc = json.load(open(s.path("devices.json")))
    except (OSError, ValueError) as e:
        r.fail(f"{n}/gesture-replay", f"devices --json is not JSON: {e}")
        return
    entries = doc if isinstance(doc, list) else next((v for v in doc.values() if isinstance(v, list)), [])
    by_node = {e.get("node") or e.get("path"): e for e in entries if isinstance(e, dict)}
    problems = []
    for node, name, cls in expected:
        e = by_node.get(node)
        if e is None:
            problems.append(f"{node} ({name}) not listed")
        elif e.get("name") != name:
            problems.append(f"{node} named {e.get('name')!r}, expected {name!r}")
        elif e.get("class") != cls:
            problems.append(f"{node} class {e.get('class')!r}, expected {cls}")
    r.check(f"{n}/gesture-replay", "; ".join(problems) if problems else None)


def removal_frame_note(rec: ec.Recording) -> str:
    last = ec.frames(rec.events)[-1] if rec.events else []
    if last and last[-1].type == ec.EV_SYN and last[-1].code == ec.SYN_REPORT and last[-1].value == 1:
        return f"last frame is the kernel's removal frame ({', '.join(str(e) for e in last)})"
    return "no removal frame (SYN_REPORT value 1) at the end"


def judge_unplug(r: Report, s: Scenario) -> None:
    n = s.name
    if "node" not in s.meta:
        r.fail(f"{n}/setup", f"no device: {s.meta.get('device-error', '')}")
        return
    played = s.played("long-mt.evemu")
    ev, prob = load_or_problem(s, "evemu-record.evemu")
    if ev is None:
        r.fail(f"{n}/evemu-record", prob or "no capture")
    else:
        # Everything before the removal is what was played; the kernel then adds its own frame.
        body = ec.Recording(ev.path, ev.format, events=[e for f in ec.frames(ev.events)
                                                         if not (f[-1].type == 0 and f[-1].value == 1) for e in f])
        problem = ec.compare(played, body, None, prefix=True)
        if not problem and len(body.events) < 100:
            problem = f"only {len(body.events)} events before the removal; the device went too early"
        r.check(f"{n}/evemu-record", problem)
    for rec in ("evemu-record", "libinput-record"):
        how = ("exited by itself" if f"{rec}-exited-on-removal" in s.meta
               else f"kept running after the device was gone ({s.meta.get(rec + '-running-after-removal', '?')}), "
                    f"stopped with SIGINT")
        cap = ev if rec == "evemu-record" else load_or_problem(s, "libinput-record.yml")[0]
        tail = removal_frame_note(cap) if cap else "no capture"
        r.note(f"{n}/{rec}", f"{how}, {rc_text(s, rec)}, stderr {s.text(rec + '.err', 200)!r}; "
                             f"{len(cap.events) if cap else 0} events; {tail}")
    if not gr_prelude(r, s, "gesture-replay"):
        return
    name = f"{n}/gesture-replay"
    if "gesture-replay-exited-on-removal" not in s.meta:
        r.fail(name, f"still running {s.meta.get('gesture-replay-running-after-removal', '?')} after the device was removed")
        return
    if s.rc("gesture-replay") != EXIT_IO:
        r.fail(name, f"{rc_text(s, 'gesture-replay')}, expected {EXIT_IO}; stderr: {s.text('gesture-replay.err')}")
        return
    got, prob = load_or_problem(s, "gesture-replay.evemu")
    if got is None or ev is None:
        r.fail(name, prob or "no evemu-record capture to compare with")
        return
    longer, shorter = (ev, got) if len(ev.events) >= len(got.events) else (got, ev)
    problem = ec.compare(longer, shorter, SAME_NODE_TOLERANCE_US, prefix=True)
    extra = len(ec.frames(longer.events)) - len(ec.frames(shorter.events))
    if not problem and extra > UNPLUG_TAIL_FRAMES:
        problem = (f"{os.path.basename(shorter.path)} lacks the last {extra} frames of "
                   f"{os.path.basename(longer.path)} (at most {UNPLUG_TAIL_FRAMES} may be lost to the removal)")
    if r.check(name, problem) and extra:
        r.note(name, f"{os.path.basename(shorter.path)} ends {extra} frame(s) before {os.path.basename(longer.path)}")


def state_mismatches(truth: ec.Recording, got: ec.Recording, on_drop: str) -> tuple[int, int, str]:
    """Frames after the first SYN_DROPPED in GOT whose contact state differs from TRUTH's at the
    same relative time. Returns (frames compared, frames differing, first difference)."""
    t_truth = truth.events[0].t
    t_got = got.events[0].t
    truth_states = {t - t_truth: st for t, st in ec.slot_states(truth.events)}
    drop_at = next((e.t for e in got.events if e.type == ec.EV_SYN and e.code == ec.SYN_DROPPED), None)
    if drop_at is None:
        return 0, 0, ""
    compared = differing = 0
    first = ""
    # Every SYN_DROPPED starts a resync: a reader that falls behind more than once (the flood keeps
    # coming) settles again after each one, so the settle window restarts at every drop.
    drops = sorted(e.t for e in got.events if e.type == ec.EV_SYN and e.code == ec.SYN_DROPPED)
    after = [(t, st) for t, st in ec.slot_states(got.events, on_drop) if t >= drop_at]
    since_drop = 0
    next_drop = 1
    for t, st in after:
        while next_drop < len(drops) and t >= drops[next_drop]:
            next_drop += 1
            since_drop = 0
        settled = since_drop >= RESYNC_SETTLE_FRAMES
        since_drop += 1
        rel = t - t_got
        want = next((truth_states[k] for k in (rel, rel - 1, rel + 1) if k in truth_states), None)
        if want is None:
            continue  # a frame of synced state, written by the recorder, not by the kernel
        compared += 1
        if settled and st != want:
            differing += 1
            if not first:
                first = f"at +{rel} µs contacts {st}, truth {want}"
    return compared, differing, first


def judge_overflow(r: Report, s: Scenario) -> None:
    n = s.name
    if "node" not in s.meta:
        r.fail(f"{n}/setup", f"no device: {s.meta.get('device-error', '')}")
        return
    played = s.played("long-mt.evemu")
    witness, prob = load_or_problem(s, "witness.evemu")
    if witness is None:
        r.fail(f"{n}/witness", prob or "no capture")
        return
    if not r.check(f"{n}/witness", ec.compare(played, witness, None)
                   or ("the witness itself saw SYN_DROPPED" if has_drop(witness) else None)):
        return
    ev, prob = load_or_problem(s, "evemu-record.evemu")
    if ev is None:
        r.fail(f"{n}/kernel-dropped", prob or "no evemu-record capture")
    else:
        stopped = s.meta.get("stopped-at-event", "?"), s.meta.get("continued-at-event", "?")
        if r.check(f"{n}/kernel-dropped", None if has_drop(ev) else
                   f"evemu-record saw no SYN_DROPPED though stopped from event {stopped[0]} to {stopped[1]}"):
            lost = len(played.events) - len(ev.events)
            c, d, first = state_mismatches(witness, ev, "discard")
            r.note(f"{n}/evemu-record", f"writes the SYN_DROPPED event and then the raw kernel stream, no resync: "
                                        f"{lost} events lost; {d} of {c} frames after the gap have the wrong "
                                        f"contacts ({first or 'none'})")
    li, prob = load_or_problem(s, "libinput-record.yml")
    if li is not None:
        lost = len(played.events) - len(li.events)
        marked = "marks the gap" if has_drop(li) else "leaves no mark of the gap"
        if "libinput-record-sigINT" not in s.meta:
            marked = f"stopped by itself before the end ({rc_text(s, 'libinput-record')}), " + marked
        # libinput record drops SYN_DROPPED; compare its frames after the first time jump.
        c, d, first = state_mismatches(witness, with_drop_marker(li), "apply")
        r.note(f"{n}/libinput-record", f"{marked}, {lost} events lost, no resync; {d} of {c} frames after "
                                       f"the gap have the wrong contacts ({first or 'none'}); stderr "
                                       f"{s.text('libinput-record.err', 160)!r}")
    judge_gr_resync(r, s, "gesture-replay", "gesture-replay.evemu", played, witness)


def judge_overflow_libinput(r: Report, s: Scenario) -> None:
    """The overflow again with `--format libinput` and evemu-record as the unstopped witness."""
    n = s.name
    if "node" not in s.meta:
        r.fail(f"{n}/setup", f"no device: {s.meta.get('device-error', '')}")
        return
    if not gr_prelude(r, s, "gesture-replay"):
        return
    played = s.played("long-mt.evemu")
    witness, prob = load_or_problem(s, "witness.evemu")
    if witness is None or not r.check(f"{n}/witness", prob or ec.compare(played, witness, None)
                                      or ("the witness itself saw SYN_DROPPED" if has_drop(witness) else None)):
        return
    judge_gr_resync(r, s, "gesture-replay", "gesture-replay.yml", played, witness)


def judge_gr_resync(r: Report, s: Scenario, rec: str, out: str, played: ec.Recording,
                    witness: ec.Recording) -> None:
    """gesture-replay's capture through an overflow: exit 0, a SYN_DROPPED marks the gap, equal to
    the witness before it, no tracking id that was never played, no contact left at the end, and
    the witness's contacts in every frame after the resync has settled."""
    if not gr_prelude(r, s, rec):
        return
    name = f"{s.name}/{rec}"
    prob = s.stop_problem(rec)
    if prob or s.rc(rec) != EXIT_OK:
        r.fail(name, f"{prob or rc_text(s, rec)}; stderr: {s.text(rec + '.err')}")
        return
    got, prob = load_or_problem(s, out)
    if got is None:
        r.fail(name, prob or "no recording")
        return
    if not has_drop(got):
        r.fail(name, "no SYN_DROPPED marks the gap")
        return
    cut = next(i for i, e in enumerate(got.events) if e.type == ec.EV_SYN and e.code == ec.SYN_DROPPED)
    before = ec.Recording(got.path, got.format, events=got.events[:cut])
    problem = ec.compare(witness, before, SAME_NODE_TOLERANCE_US, prefix=True)
    if problem:
        r.fail(name, f"before the gap: {problem}")
        return
    played_ids = {e.value for e in played.events if e.type == ec.EV_ABS and e.code == ec.ABS_MT_TRACKING_ID}
    invented = {e.value for e in got.events if e.type == ec.EV_ABS and e.code == ec.ABS_MT_TRACKING_ID} - played_ids
    if invented:
        r.fail(name, f"tracking ids never played: {sorted(invented)}")
        return
    states = ec.slot_states(got.events, "apply")
    if states and states[-1][1]:
        r.fail(name, f"contacts left at the end: {states[-1][1]}")
        return
    c, d, first = state_mismatches(witness, got, "apply")
    if c < 10:
        r.fail(name, f"only {c} frames after the gap match the witness's times")
        return
    r.check(name, f"{d} of {c} frames after the resync have the wrong contacts: {first}" if d else None)


def with_drop_marker(rec: ec.Recording) -> ec.Recording:
    """Inserts a SYN_DROPPED at the largest time jump (for recorders that leave no marker)."""
    fr = ec.frames(rec.events)
    if len(fr) < 2 or has_drop(rec):
        return rec
    gaps = [(fr[i][0].t - fr[i - 1][-1].t, i) for i in range(1, len(fr))]
    _, i = max(gaps)
    marker = ec.Event(fr[i][0].t, ec.EV_SYN, ec.SYN_DROPPED, 0, 0)
    events = [e for f in fr[:i] for e in f] + [marker] + [e for f in fr[i:] for e in f]
    return ec.Recording(rec.path, rec.format, events=events)


def judge_sigint(r: Report, s: Scenario) -> None:
    n = s.name
    if "node" not in s.meta:
        r.fail(f"{n}/setup", f"no device: {s.meta.get('device-error', '')}")
        return
    played = s.played("long-mt.evemu")
    witness, prob = load_or_problem(s, "witness.evemu")
    if witness is None or not r.check(f"{n}/witness", prob or ec.compare(played, witness, None, prefix=True)):
        return
    # The reference recorders are observed, not judged: evemu-record's SIGINT handler flushes
    # stdio from inside the handler, so a signal landing mid-fprintf can write a line twice (seen:
    # a repeated ABS_MT_SLOT), and the lane cannot fix another tool.
    for rec, f in (("evemu-record", "evemu-record.evemu"), ("libinput-record", "libinput-record.yml")):
        cap, prob = load_or_problem(s, f)
        if cap is None:
            r.note(f"{n}/{rec}", prob or "no capture")
            continue
        problem = ec.compare(witness, cap, SAME_NODE_TOLERANCE_US, prefix=True)
        how = (f"ignored SIGINT: {s.text(rec + '.hung')}, killed" if s.exists(f"{rec}.hung")
               else f"{rc_text(s, rec)} {s.elapsed(rec + '-sigINT', rec + '-exited') or 0:.2f} s after SIGINT")
        ends = "ends with a complete frame" if cap.events and cap.events[-1].type == 0 else "ends mid-frame"
        valid = f"not a prefix of the witness: {problem}" if problem else "a valid prefix of the witness"
        r.note(f"{n}/{rec}", f"{how}; {len(cap.events)} of {len(witness.events)} events, {valid}, {ends}")
    if not gr_prelude(r, s, "gesture-replay"):
        return
    name = f"{n}/gesture-replay"
    prob = s.stop_problem("gesture-replay")
    if prob or s.rc("gesture-replay") != EXIT_OK:
        r.fail(name, f"{prob or rc_text(s, 'gesture-replay')}; stderr: {s.text('gesture-replay.err')}")
        return
    got, prob = load_or_problem(s, "gesture-replay.evemu")
    if got is None:
        r.fail(name, prob or "no recording")
        return
    if not got.events:
        r.fail(name, "the recording holds no events")
        return
    if has_drop(got) and not has_drop(witness):
        r.fail(name, "fell behind: SYN_DROPPED while the witness kept up")
        return
    r.check(name, ec.compare(witness, got, SAME_NODE_TOLERANCE_US, prefix=True))


SCENARIOS: dict[str, Callable[[Report, Scenario], None]] = {
    "play-mt": lambda r, s: judge_play(r, s, "mt-touchscreen.evemu", analyze=True),
    "play-st": lambda r, s: judge_play(r, s, "st-touchscreen.evemu", analyze=False),
    "play-mouse": lambda r, s: judge_play(r, s, "mouse.evemu", analyze=False),
    "play-long": lambda r, s: judge_play(r, s, "long-mt.evemu", analyze=False),
    "devices": judge_devices,
    "unplug": judge_unplug,
    "overflow": judge_overflow,
    "sigint": judge_sigint,
    **record_judge.SCENARIOS,
    "overflow-libinput": judge_overflow_libinput,
    **live_judge.SCENARIOS,
    **player_judge.SCENARIOS,
}


def main() -> int:
    args = sys.argv[1:]
    only = None
    if "--only" in args:
        i = args.index("--only")
        only = args[i + 1].split()
        del args[i:i + 2]
    root, fixtures = args
    r = Report()
    exit_file = os.path.join(root, "guest-exit")
    guest_exit = open(exit_file).read().strip() if os.path.exists(exit_file) else None
    if os.path.exists(os.path.join(root, "guest-timeout")):
        r.fail("lane/guest", open(os.path.join(root, "guest-timeout")).read().strip())
    elif guest_exit != "0":
        r.fail("lane/guest", f"guest script exit {guest_exit}")
    else:
        r.ok("lane/guest")
    for name, judge in SCENARIOS.items():
        if only and name not in only:
            continue
        s = Scenario(root, name, fixtures)
        if not os.path.isdir(s.dir):
            r.fail(name, "scenario did not run (no results)")
            continue
        if "scenario-error" in s.meta:
            r.note(name, s.meta["scenario-error"])
        try:
            judge(r, s)
        except Exception as e:  # a judge bug must show as a failure, not end the report
            at = traceback.extract_tb(e.__traceback__)[-1]
            r.fail(name, f"judge error {type(e).__name__}: {e} at {os.path.basename(at.filename)}:{at.lineno}")
    if r.skipped:
        print(f"{r.skipped} skipped")
    print(f"{r.passed} passed, {r.failed} failed")
    return 1 if r.failed else 0


if __name__ == "__main__":
    sys.exit(main())
