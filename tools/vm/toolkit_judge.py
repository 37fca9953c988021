#!/usr/bin/env python3
"""The toolkit lane's judge: the real libadwaita's decision (the probe's log) beside the model's.

    toolkit_judge.py [--widget leaflet|navigation|swipeable] [--debian 12|13] [--json FILE]
                     RESULTS BINARY RECORDING...

RESULTS holds one folder a recording (named as the file without .evemu) with the probe's log lines
for it (probe.log), the kernel's capture of what was played (kernel.evemu) and meta, and NAME@2,
NAME@3 for the runs of a case played again. For each recording the real outcome is read from the
log: `finished` when the back swipe went through (the leaflet or navigation view settled on its first
page; the own swipeable's end-swipe went to 0), `cancelled` when a swipe began but stayed, `none`
when no swipe began; the progress at release is the last update before end-swipe, the velocity
end-swipe's, both positive towards going back (progress 0..1, velocity in the tracker's units per ms:
libinput scroll units for a touchpad, pixels for a touch).

The model is what a user runs: `BINARY replay --model adwaita --adwaita A --libinput L --container
1280x800 --json` of the recording file as given (the output's size; `--edge left` for a
touchscreen, `--direction right` for a touchpad), A and L the guest release's (judgelib
RELEASE_SETTINGS; a setting the binary does not accept yet is left out and said so). The model on
the kernel's capture is printed beside it for diagnosis only. PASS, NEAR, OPEN and FAIL as judgelib's
verdict says (issue 34 item 1): no cause excuses a difference.

Prints a table, the open count, and exactly `N passed, M failed` last; exit 1 on any failure, 64 on
bad usage.
"""

import argparse
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import judgelib as jl  # noqa: E402
import libinput_view  # noqa: E402

# The lane's output, the container the model lays the transition out in (points = pixels at scale 1).
CONTAINER = "1280x800"
CONTAINER_WIDTH = 1280
# libadwaita's touchpad swipe distance, scroll units per unit of progress (TOUCHPAD_BASE_DISTANCE_H).
TOUCHPAD_DISTANCE = 400


class Usage(argparse.ArgumentParser):
    def error(self, message):
        self.print_usage(sys.stderr)
        print(f"toolkit_judge.py: {message}", file=sys.stderr)
        sys.exit(64)


def is_touchscreen(recording):
    """INPUT_PROP_DIRECT (bit 1 of the first property byte) marks a touchscreen."""
    with open(recording, encoding="utf-8", errors="replace") as f:
        for line in f:
            if line.startswith("P:"):
                return bool(int(line.split()[1], 16) & 0x02)
            if line.startswith("E:"):
                break
    return False


def real_decision(log_lines, widget):
    """outcome, progress at release, end velocity (towards back positive), note."""
    begun = False
    progress = None
    ends = []
    settled = []
    begins = 0
    for line in log_lines:
        parts = line.split()
        if not parts:
            continue
        kind = parts[0]
        if kind == "begin":
            begun = True
            begins += 1
        elif kind == "update" and begun and not ends:
            p = float(parts[2])
            progress = 1 - p if widget == "swipeable" else -p
        elif kind == "end" and begun:
            ends.append((float(parts[2]), float(parts[3])))
        elif kind == "settled":
            settled.append(parts[2])
    note = f"{begins} swipes began" if begins > 1 else ""
    if not begun or not ends:
        return "none", None, None, note
    velocity, to = ends[0]
    if widget != "swipeable":
        finished = settled[0] == "page1" if settled else to == -1
    else:
        finished = to == 0
    return ("finished" if finished else "cancelled"), progress or 0.0, -velocity, note


def replay(binary, source, touch, settings, trace=None):
    """`replay --model adwaita` of `source`: outcome, releasePercent, velocity (tracker units per ms,
    towards back positive), problem."""
    args = [binary, "replay", "--model", "adwaita", *settings, "--json", "--container", CONTAINER]
    args += ["--edge", "left"] if touch else ["--direction", "right"]
    if trace:
        args += ["--states", trace, "--force"]
    run = subprocess.run(args + [source], capture_output=True, text=True)
    if run.returncode != 0:
        return None, None, None, f"replay exit {run.returncode}: {run.stderr.strip()[:200]}"
    summary = json.loads(run.stdout)
    velocity = summary.get("releaseVelocity")
    if velocity is not None:
        velocity *= (CONTAINER_WIDTH if touch else TOUCHPAD_DISTANCE) / 1000
    return summary["outcome"], summary.get("releasePercent"), velocity, ""


def touch_downs(path):
    """Touch-downs in an evemu file: new tracking ids and BTN_TOUCH presses."""
    count = 0
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            parts = line.split()
            if line.startswith("E:") and len(parts) >= 5:
                kind, code, value = parts[2], parts[3], int(parts[4])
                count += (kind, code) == ("0003", "0039") and value != -1
                count += (kind, code, value) == ("0001", "014a", 1)
    return count


def main():
    parser = Usage(description="Compare the real libadwaita's decisions with the adwaita model's.")
    parser.add_argument("--widget", choices=["leaflet", "navigation", "swipeable"], default="leaflet")
    parser.add_argument("--debian", choices=sorted(jl.RELEASE_SETTINGS), default="13")
    parser.add_argument("--json")
    parser.add_argument("results")
    parser.add_argument("binary")
    parser.add_argument("recordings", nargs="+")
    options = parser.parse_args()
    version = "?"
    try:
        with open(os.path.join(options.results, "versions"), encoding="utf-8") as f:
            version = f.readline().strip()
    except OSError:
        pass
    # The settings a user gives for each kind of device: the libinput release only where libinput's
    # gestures decide (a touchpad; replay refuses it for a touchscreen), tried on a recording of that kind.
    kinds = {}
    for recording in options.recordings:
        touch = is_touchscreen(recording)
        if touch not in kinds:
            trial = ["replay", "--model", "adwaita", "--json", "--container", CONTAINER,
                     *(["--edge", "left"] if touch else ["--direction", "right"]), recording]
            keys = ["adwaita"] if touch else ["adwaita", "libinput"]
            kinds[touch] = jl.model_settings(options.binary, options.debian, keys, trial)
    settings = {touch: kind[0] for touch, kind in kinds.items()}
    refused = sorted({flag for kind in kinds.values() for flag in kind[1]})
    shown = " ".join(settings.get(False, settings.get(True, [])))
    open_list = jl.load_open_differences()
    cases = []
    passed = failed = opened = 0
    print(f"libadwaita {version} ({options.widget}, Debian {options.debian}) against `replay --model adwaita "
          f"{shown} --container {CONTAINER}` of each recording as given (no --libinput for a touchscreen)")
    if refused:
        print(jl.settings_note(refused))
    print(f"{'recording':<50} {'real':<9} {'progress':>8} {'velocity':>8}  {'model':<9} {'release':>7} "
          f"{'capture':>7}  result")
    for recording in options.recordings:
        name = os.path.basename(recording)
        name = name[: -len(".evemu")] if name.endswith(".evemu") else name
        touch = is_touchscreen(recording)
        skipped = []
        runs, problems, notes = [], [], []
        for number, folder in enumerate(jl.run_folders(options.results, name), 1):
            errors = jl.run_errors(folder, number)
            if errors:
                skipped += errors
                continue
            try:
                with open(os.path.join(folder, "probe.log"), encoding="utf-8") as f:
                    lines = f.read().splitlines()
            except OSError:
                problems.append(f"run {number}: no probe log (the recording was not fed)")
                continue
            real = real_decision(lines, options.widget)
            runs.append(real)
            if real[3]:
                notes.append(f"run {number}: {real[3]}")
        folder = os.path.join(options.results, name)
        model = replay(options.binary, recording, touch, settings[touch], os.path.join(folder, "model-states.jsonl"))
        if model[3]:
            problems.append(model[3])
        # libinput's own view of each run (Debian 13's libinput-watch), beside the model's: diagnosis only.
        for number, run_folder in enumerate(jl.run_folders(options.results, name), 1):
            view = libinput_view.describe(os.path.join(run_folder, "libinput.log"), recording,
                                          os.path.join(folder, "model-states.jsonl"))
            if view and not touch:
                notes.append(f"run {number}: {view}")
        capture = os.path.join(folder, "kernel.evemu")
        captured = (replay(options.binary, capture, touch, settings[touch])
                    if os.path.exists(capture) and touch_downs(capture) == touch_downs(recording) else None)
        real = runs[0] if runs else (None, None, None, "")
        if problems or not runs:
            result, why = "FAIL", "; ".join(problems + skipped) or "no run of it was fed"
        else:
            entry = open_list.get(("adwaita", options.debian, name))
            result, why = jl.verdict([(r[0], r[1]) for r in runs], (model[0], model[1]), entry)
        passed += result in ("PASS", "NEAR")
        failed += result == "FAIL"
        opened += result == "OPEN"
        print(f"{name:<50} {real[0] or '-':<9} {jl.fmt(real[1]):>8} {jl.fmt(real[2]):>8}  {str(model[0]):<9} "
              f"{jl.fmt(model[1]):>7} {jl.fmt(captured[1] if captured else None):>7}  {result}")
        for text in notes + (skipped if runs and not problems else []) + ([why] if why else []):
            print(f"    {text}")
        cases.append({
            "recording": name, "toolkit": "adwaita", "version": version,
            "real": {"outcome": real[0], "progress": real[1], "velocity": real[2]},
            "model": {"outcome": model[0], "releasePercent": model[1]},
            "result": result,
        })
    return jl.close_report(options, cases, passed, failed, opened)


if __name__ == "__main__":
    sys.exit(main())
