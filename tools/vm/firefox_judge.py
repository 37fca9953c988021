#!/usr/bin/env python3
"""The toolkit lane's judge for Firefox: the real browser's decision beside the firefox model's.

    firefox_judge.py [--debian 12|13] [--json FILE] RESULTS BINARY RECORDING...

RESULTS holds one folder a recording (named as the file without .evemu; NAME@2, NAME@3 for the runs
of a case played again) with what the page server saw while it played (server.log: `UPTIME METHOD
PATH STATUS`), what Firefox logged (firefox.log, from toolkit/firefox/lane.cfg: `EPOCH_MS
MozSwipeGesture... DIRECTION DELTA`), the kernel's capture of what was played (kernel.evemu) and
meta. The real outcome comes from the server: `finished` when page 1 was requested again (the back
navigation), `cancelled` when Firefox's swipe began (MozSwipeGestureStart) but page 1 was not
requested, `none` when no swipe began. The progress at release is the largest MozSwipeGestureUpdate
amount: after the release Firefox animates the amount to 0 or 1 with more updates, so the last one
is the animation's end; for a swipe that never turns back, as the repository's are, the largest is
the amount at release.

The model is what a user runs: `BINARY replay --model firefox --libinput L --firefox F --direction
right --json` of the recording file as given (natural scrolling: fingers moving right go back), L
and F the guest release's (judgelib RELEASE_SETTINGS; a setting the binary does not accept yet is
left out and said so); the model on the kernel's capture is printed beside it for diagnosis. PASS,
NEAR, OPEN and FAIL as judgelib's verdict says (issue 34 item 1); a success of Firefox's tracker
(MozSwipeGesture) without a request for page 1, or the reverse, is a FAIL.

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

PAGE1 = "/page1.html"


class Usage(argparse.ArgumentParser):
    def error(self, message):
        self.print_usage(sys.stderr)
        print(f"firefox_judge.py: {message}", file=sys.stderr)
        sys.exit(64)


def read_lines(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read().splitlines()
    except OSError:
        return None


def real_decision(server, firefox):
    """outcome, progress at release, whether Firefox's tracker succeeded, problem."""
    went_back = any(len(p) >= 3 and p[1] == "GET" and p[2] == PAGE1 for p in (line.split() for line in server))
    began = succeeded = False
    progress = None
    ended = False
    for line in firefox:
        parts = line.split()
        if len(parts) < 2:
            continue
        kind = parts[1]
        if kind == "MozSwipeGestureStart":
            began = True
        elif kind == "MozSwipeGestureUpdate" and began and not ended and len(parts) >= 4:
            progress = max(progress or 0.0, abs(float(parts[3])))
        elif kind == "MozSwipeGestureEnd":
            ended = True
        elif kind == "MozSwipeGesture":
            succeeded = True
    problem = ""
    if succeeded and not went_back:
        problem = "Firefox's tracker succeeded (MozSwipeGesture) but page 1 was never requested"
    elif went_back and not succeeded:
        problem = "page 1 was requested without a successful swipe (no MozSwipeGesture)"
    outcome = "finished" if went_back else "cancelled" if began else "none"
    return outcome, (progress or 0.0) if began else None, succeeded, problem


def touch_downs(path):
    """Touch-downs in an evemu file: new tracking ids and BTN_TOUCH presses."""
    count = 0
    for line in read_lines(path) or []:
        parts = line.split()
        if line.startswith("E:") and len(parts) >= 5:
            kind, code, value = parts[2], parts[3], int(parts[4])
            count += (kind, code) == ("0003", "0039") and value != -1
            count += (kind, code, value) == ("0001", "014a", 1)
    return count


def replay(binary, source, settings):
    """`replay --model firefox` of `source`: outcome, releasePercent, problem."""
    args = [binary, "replay", "--model", "firefox", *settings, "--direction", "right", "--json", source]
    run = subprocess.run(args, capture_output=True, text=True)
    if run.returncode != 0:
        return None, None, f"replay exit {run.returncode}: {run.stderr.strip()[:200]}"
    summary = json.loads(run.stdout)
    return summary["outcome"], summary.get("releasePercent"), ""


def main():
    parser = Usage(description="Compare Firefox's decisions with the firefox model's.")
    parser.add_argument("--debian", choices=sorted(jl.RELEASE_SETTINGS), default="13")
    parser.add_argument("--json")
    parser.add_argument("results")
    parser.add_argument("binary")
    parser.add_argument("recordings", nargs="+")
    options = parser.parse_args()
    version = (read_lines(os.path.join(options.results, "versions")) or ["?"])[0]
    trial = ["replay", "--model", "firefox", "--direction", "right", "--json", options.recordings[0]]
    settings, refused = jl.model_settings(options.binary, options.debian, ["libinput", "firefox"], trial)
    print(f"Firefox ESR {version} (Debian {options.debian}) against `replay --model firefox {' '.join(settings)} "
          "--direction right` of each recording as given")
    if refused:
        print(jl.settings_note(refused))
    print(f"{'recording':<36} {'real':<9} {'progress':>8} {'tracker':<8} {'model':<9} {'release':>7} "
          f"{'capture':>7}  result")
    open_list = jl.load_open_differences()
    cases = []
    passed = failed = opened = 0
    for recording in options.recordings:
        name = os.path.basename(recording)
        name = name[: -len(".evemu")] if name.endswith(".evemu") else name
        skipped = []
        runs, problems = [], []
        for number, folder in enumerate(jl.run_folders(options.results, name), 1):
            errors = jl.run_errors(folder, number)
            if errors:
                skipped += errors
                continue
            server = read_lines(os.path.join(folder, "server.log"))
            firefox = read_lines(os.path.join(folder, "firefox.log"))
            if server is None or firefox is None:
                problems.append(f"run {number}: no logs (the recording was not played)")
                continue
            real = real_decision(server, firefox)
            if real[3]:
                problems.append(f"run {number}: {real[3]}")
            runs.append(real)
        folder = os.path.join(options.results, name)
        model = replay(options.binary, recording, settings)
        if model[2]:
            problems.append(model[2])
        capture = os.path.join(folder, "kernel.evemu")
        captured = (replay(options.binary, capture, settings)
                    if os.path.exists(capture) and touch_downs(capture) == touch_downs(recording) else None)
        real = runs[0] if runs else (None, None, False, "")
        if problems or not runs:
            result, why = "FAIL", "; ".join(problems + skipped) or "no run of it was played"
        else:
            entry = open_list.get(("firefox", options.debian, name))
            result, why = jl.verdict([(r[0], r[1]) for r in runs], (model[0], model[1]), entry)
        passed += result in ("PASS", "NEAR")
        failed += result == "FAIL"
        opened += result == "OPEN"
        tracker = "-" if real[1] is None else "success" if real[2] else "no"
        print(f"{name:<36} {real[0] or '-':<9} {jl.fmt(real[1]):>8} {tracker:<8} {str(model[0]):<9} "
              f"{jl.fmt(model[1]):>7} {jl.fmt(captured[1] if captured else None):>7}  {result}")
        for text in (skipped if runs and not problems else []) + ([why] if why else []):
            print(f"    {text}")
        cases.append({
            "recording": name, "toolkit": "firefox", "version": version,
            "real": {"outcome": real[0], "progress": real[1], "velocity": None},
            "model": {"outcome": model[0], "releasePercent": model[1]},
            "result": result,
        })
    return jl.close_report(options, cases, passed, failed, opened)


if __name__ == "__main__":
    sys.exit(main())
