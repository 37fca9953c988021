#!/usr/bin/env python3
"""The shell lane's judge: the real shell's decision (read in the guest) beside the model's.

    shell_judge.py --toolkit gnome-shell|kwin|phosh [--debian 12|13] [--runs N] [--json FILE]
                   RESULTS BINARY RECORDING...

RESULTS holds runN/NAME/ for each play (NAME: the recording's file name without .evemu) with meta
(before=, after=) and events.txt, as tools/vm/toolkit/shells/run.sh and the toolkit's driver.sh
wrote them. The real outcome is `finished` when the workspace, desktop or panel changed, `cancelled`
when a swipe or drag began but went back, `none` when none began; the progress at release is the
share of the way to the next workspace/desktop/unfolded panel at the last update before the release,
0..1. The model is `BINARY replay RECORDING --model M --json` of the recording file as given (what a
user runs), with the release flags (`--gnome-shell`, `--kwin`, `--phosh`, `--libinput`) where the
binary has them.

PASS: every run decided alike (the same outcome, progress within TOLERANCE) and the model gives that
outcome and a release percent within TOLERANCE of the real progress. NEAR (passed): the runs
differ and the model matches one of them; every run's numbers are printed. OPEN (printed, neither
passed nor failed): a difference the models do not yet reproduce, listed in
open-differences-shells.txt; an OPEN case that now passes fails. Anything else: FAIL. Prints a
table and exactly `N passed, M failed` last; exit 1 on any failure, 64 on bad usage.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import judgelib  # noqa: E402

# The real progress at release and the model's may differ by this much (1 % of the transition:
# issue 34 item 1), and so may two runs of the same recording before they count as deciding alike.
TOLERANCE = 0.01
# The model a toolkit is judged against (`gesture-replay models`).
MODELS = {"gnome-shell": "gnomeShell", "kwin": "kwin", "phosh": "phosh"}
# Each Debian release's shell and libinput (toolkit-lane.md; the versions the guest reports are printed).
RELEASES = {
    ("gnome-shell", "13"): ("--gnome-shell", "48"),
    ("gnome-shell", "12"): ("--gnome-shell", "43"),
    ("kwin", "13"): ("--kwin", "6.3"),
    ("phosh", "13"): ("--phosh", "0.46"),
}
LIBINPUT = {"13": "1.28", "12": "1.22"}
# phosh's output in logical pixels (720x1440 at scale 2: shell-lane's GPU_PHOSH and phoc.ini).
PHOSH_CONTAINER = "360x720"
OPEN_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "open-differences-shells.txt")
# The shell lane's issue, named by each open difference.
ISSUE = 38


class Usage(argparse.ArgumentParser):
    def error(self, message):
        self.print_usage(sys.stderr)
        print(f"shell_judge.py: {message}", file=sys.stderr)
        sys.exit(judgelib.EXIT_USAGE)


def read_text(path: str) -> str | None:
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read()
    except OSError:
        return None


def gnome_shell_decision(info: dict[str, str], events_text: str) -> tuple[str, float | None, float | None, str]:
    """outcome, progress at release, release velocity, note: from the swipe tracker's hooked signals
    (begin with the cancel progress, update(progress in workspace units), velocity, end)."""
    events = json.loads(events_text) if events_text.strip() else []
    begin = next((e for e in events if e[1] == "begin"), None)
    velocity = next((e for e in events if e[1] == "velocity"), None)
    errors = [str(e[2]) for e in events if e[1] == "error"]
    changed = info.get("before") != info.get("after")
    note = "; ".join(errors)
    if begin is None:
        return ("finished" if changed else "none"), None, None, note or ("workspace changed without a swipe" if changed else "")
    cancel = float(begin[3])
    updates = []
    for e in events:
        if e[1] in ("velocity", "end"):
            break
        if e[1] == "update":
            updates.append(float(e[2]))
    progress = abs(updates[-1] - cancel) if updates else 0.0
    return ("finished" if changed else "cancelled"), progress, (float(velocity[2]) if velocity else None), note


def kwin_decision(info: dict[str, str], events_text: str) -> tuple[str, float | None, float | None, str]:
    """outcome, progress at release, velocity (not read), note: from the grlaneoffset effect's lines
    (`gr-lane changing TIME X Y` while a gesture drives the switch, `changed`/`cancelled` at its end).
    KWin 6.3 also reports a cancel as a three-finger swipe begins (a gesture it registered and gave
    up), so the release is the last offset before the last end."""
    offsets = []
    for line in events_text.splitlines():
        parts = line.split("gr-lane ", 1)[-1].split()
        if len(parts) >= 4 and parts[0] == "changing":
            offsets.append(max(abs(float(parts[2])), abs(float(parts[3]))))
    changed = info.get("before") != info.get("after")
    if not offsets:
        return ("finished" if changed else "none"), None, None, "desktop changed without a swipe" if changed else ""
    return ("finished" if changed else "cancelled"), min(offsets[-1], 1.0), None, ""


def phosh_decision(info: dict[str, str], events_text: str) -> tuple[str, float | None, float | None, str]:
    """outcome, progress at release (share of the panel's travel), velocity, note: from the lines
    toolkit/phosh/driver.sh kept (`drag SURFACE MARGIN TRAVEL`, `end SURFACE 0|1`, and `release SURFACE
    MARGIN TRAVEL`, phoc's margin when the finger lifted, which wins: phosh's dragged events go on
    through the slide that follows, the last being the slide's end)."""
    progress = None
    release = None
    outcome = "none"
    surface = ""
    for line in events_text.splitlines():
        parts = line.split()
        if len(parts) >= 4 and parts[0] == "release":
            release = min(max(float(parts[2]) / float(parts[3]), 0.0), 1.0)
        elif len(parts) >= 4 and parts[0] == "drag" and outcome == "none":
            surface = parts[1]
            progress = min(max(float(parts[2]) / float(parts[3]), 0.0), 1.0)
        elif len(parts) >= 3 and parts[0] == "end" and outcome == "none":
            surface = parts[1]
            outcome = "finished" if parts[2] == "1" else "cancelled"
    if outcome == "none" and progress is not None:
        outcome = "cancelled"
    if release is not None and outcome != "none":
        progress = release
    return outcome, progress, None, surface


DECIDERS = {"gnome-shell": gnome_shell_decision, "kwin": kwin_decision, "phosh": phosh_decision}


def motion(recording: str) -> tuple[str, str]:
    """The recording's horizontal finger motion, as `--direction` names it, and the edge its first
    touch starts nearest (for touchscreens): from the first tracked slot's positions."""
    ranges: dict[str, tuple[int, int]] = {}
    first: dict[str, int] = {}
    last: dict[str, int] = {}
    slot = 0
    with open(recording, encoding="utf-8", errors="replace") as f:
        for line in f:
            parts = line.split()
            if line.startswith("A:") and len(parts) >= 4:
                ranges[parts[1]] = (int(parts[2]), int(parts[3]))
            elif line.startswith("E:") and len(parts) >= 5 and parts[2] == "0003":
                code, value = parts[3], int(parts[4])
                if code == "002f":
                    slot = value
                elif code in ("0035", "0036") and slot == 0:
                    first.setdefault(code, value)
                    last[code] = value
    # The shells switch workspaces and desktops in a row: only the horizontal motion says which way.
    dx = last.get("0035", 0) - first.get("0035", 0)
    direction = "right" if dx >= 0 else "left"
    edge = "left"
    distances = {}
    for axis, code, low_edge, high_edge in (("x", "35", "left", "right"), ("y", "36", "top", "bottom")):
        if code in ranges and f"00{code}" in first:
            low, high = ranges[code]
            span = max(high - low, 1)
            distances[low_edge] = (first[f"00{code}"] - low) / span
            distances[high_edge] = (high - first[f"00{code}"]) / span
    if distances:
        edge = min(distances, key=distances.get)
    return direction, edge


def replay_flags(binary: str, toolkit: str, debian: str) -> list[str]:
    """The release flags this binary accepts (`replay --help` names them)."""
    run = subprocess.run([binary, "replay", "--help"], capture_output=True, text=True)
    text = run.stdout + run.stderr
    flags = []
    release = RELEASES.get((toolkit, debian))
    if release and f"{release[0]} " in text:
        flags += list(release)
    if LIBINPUT[debian] in text and toolkit != "phosh":
        flags += ["--libinput", LIBINPUT[debian]]
    return flags


def model_decision(binary: str, recording: str, toolkit: str, flags: list[str]) -> dict:
    direction, edge = motion(recording)
    args = [binary, "replay", recording, "--model", MODELS[toolkit], "--json", *flags]
    if toolkit == "phosh":
        args += ["--edge", edge, "--container", PHOSH_CONTAINER]
    else:
        args += ["--direction", direction]
    run = subprocess.run(args, capture_output=True, text=True)
    model = {"outcome": None, "releasePercent": None, "problem": "", "command": args}
    if run.returncode != 0:
        model["problem"] = f"replay exit {run.returncode}: {run.stderr.strip()[:200]}"
        return model
    summary = json.loads(run.stdout)
    outcome = summary.get("outcome")
    model["outcome"] = outcome if outcome in ("finished", "cancelled", "none") else outcome
    model["releasePercent"] = summary.get("releasePercent")
    return model


def load_open() -> dict[tuple[str, str, str], str]:
    """open-differences-shells.txt: `TOOLKIT RELEASE RECORDING REAL... MODEL... ISSUE` a line."""
    entries: dict[tuple[str, str, str], str] = {}
    text = read_text(OPEN_FILE) or ""
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split()
        if len(parts) < 4:
            print(f"shell_judge.py: {OPEN_FILE}:{number}: expected TOOLKIT RELEASE RECORDING ..., found {line!r}",
                  file=sys.stderr)
            sys.exit(judgelib.EXIT_USAGE)
        entries[(parts[0], parts[1], parts[2])] = " ".join(parts[3:])
    return entries


def fmt(value: float | None, digits: int = 3) -> str:
    if value is None:
        return "-"
    return f"{0.0 if abs(value) < 0.5 * 10**-digits else value:.{digits}f}"


def same(a: tuple, b: tuple) -> bool:
    """Two decisions alike: the same outcome, the progress within TOLERANCE (or both unread)."""
    if a[0] != b[0]:
        return False
    if a[1] is None or b[1] is None:
        return a[1] is None and b[1] is None
    return abs(a[1] - b[1]) <= TOLERANCE


def main() -> int:
    parser = Usage(description="Compare the real shells' decisions with the models'.")
    parser.add_argument("--toolkit", choices=sorted(MODELS), required=True)
    parser.add_argument("--debian", choices=["12", "13"], default="13")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--json")
    parser.add_argument("results")
    parser.add_argument("binary")
    parser.add_argument("recordings", nargs="+")
    options = parser.parse_args()
    if options.runs < 1:
        parser.error("--runs must be at least 1")
    versions = dict(line.split(None, 1) for line in (read_text(os.path.join(options.results, "versions")) or "").splitlines()
                    if len(line.split(None, 1)) == 2)
    package = {"gnome-shell": "gnome-shell", "kwin": "kwin-wayland", "phosh": "phosh"}[options.toolkit]
    version = versions.get(package, "?").strip()
    release = RELEASES.get((options.toolkit, options.debian), ("", "?"))[1]
    flags = replay_flags(options.binary, options.toolkit, options.debian)
    open_entries = load_open()
    decide = DECIDERS[options.toolkit]
    beside = ", ".join(f"{name} {v.strip()}" for name, v in sorted(versions.items()) if name != package and v.strip())
    print(f"{package} {version} (Debian {options.debian}{'; ' + beside if beside else ''}) against `replay RECORDING --model "
          f"{MODELS[options.toolkit]} {' '.join(flags)}`{' (this binary has no release flags)' if not flags else ''}")
    print(f"{'recording':<52} {'real':<9} {'progress':>8} {'velocity':>8}  {'model':<9} {'release':>7}  result")
    passed = failed = 0
    cases = []
    seen_open = set()
    for recording in options.recordings:
        base = os.path.basename(recording)
        name = base[: -len(".evemu")] if base.endswith(".evemu") else base
        problems: list[str] = []
        runs = []
        for run in range(1, options.runs + 1):
            folder = os.path.join(options.results, f"run{run}", name)
            info = judgelib.run_meta(folder)
            problems += [f"run {run} {k}: {v}" for k, v in info.items() if k.endswith("-error")]
            text = read_text(os.path.join(folder, "events.txt"))
            if text is None:
                problems.append(f"run {run}: no events (the recording was not played)")
                continue
            try:
                runs.append(decide(info, text))
            except (ValueError, IndexError, TypeError) as error:
                problems.append(f"run {run}: unreadable events: {error}")
        model = model_decision(options.binary, recording, options.toolkit, flags)
        if model["problem"]:
            problems.append(model["problem"])
        real = runs[0] if runs else (None, None, None, "")
        release_percent = model["releasePercent"]
        modelled = (model["outcome"], release_percent if model["outcome"] != "none" else None)
        if model["outcome"] != "none" and release_percent is None:
            modelled = (model["outcome"], None)
        alike = all(same(r, real) for r in runs)
        matches = [r for r in runs if r[0] == modelled[0] and (
            r[1] is None or modelled[1] is None or abs(r[1] - modelled[1]) <= TOLERANCE)]
        key = (options.toolkit, release, name)
        notes = [r[3] for r in runs[:1] if r[3]]
        if problems or not runs:
            result = "FAIL"
        elif alike and matches:
            result = "PASS"
        elif not alike and matches:
            result = "NEAR"
            notes.append("the shell decided differently from run to run: " + ", ".join(
                f"run {i} {r[0]} {fmt(r[1])}" for i, r in enumerate(runs, 1)))
        else:
            result = "OPEN" if key in open_entries else "FAIL"
            if not alike:
                notes.append("runs: " + ", ".join(f"run {i} {r[0]} {fmt(r[1])}" for i, r in enumerate(runs, 1)))
        if key in open_entries:
            seen_open.add(key)
            if result in ("PASS", "NEAR"):
                notes.append(f"listed as open in {os.path.basename(OPEN_FILE)} but now agrees: remove the line")
                result = "FAIL"
            elif result == "OPEN":
                notes.append(f"open (issue {ISSUE}): {open_entries[key]}")
        if result in ("PASS", "NEAR"):
            passed += 1
        elif result == "FAIL":
            failed += 1
        print(f"{name:<52} {str(real[0]):<9} {fmt(real[1]):>8} {fmt(real[2]):>8}  {str(model['outcome']):<9} "
              f"{fmt(release_percent):>7}  {result}")
        for text in problems + notes:
            print(f"    {text}")
        cases.append({
            "recording": name, "toolkit": options.toolkit, "version": version,
            "real": {"outcome": real[0], "progress": real[1], "velocity": real[2]},
            "model": {"outcome": model["outcome"], "releasePercent": release_percent},
            "result": result,
            "runs": [{"outcome": r[0], "progress": r[1], "velocity": r[2]} for r in runs],
        })
    if options.json:
        with open(options.json, "w", encoding="utf-8") as f:
            json.dump({"cases": cases}, f, indent=2)
            f.write("\n")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
