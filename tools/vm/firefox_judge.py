#!/usr/bin/env python3
"""The toolkit lane's judge for Firefox: the real browser's decision beside the firefox model's.

    firefox_judge.py [--json FILE] RESULTS BINARY RECORDING...

RESULTS holds one folder a recording (named as the file without .evemu) with what the page server saw
while it played (server.log: `UPTIME METHOD PATH STATUS`), what Firefox logged (firefox.log, from
toolkit/firefox/lane.cfg: `EPOCH_MS MozSwipeGesture... DIRECTION DELTA`), the kernel's capture of what
was played (kernel.evemu) and meta. The real outcome comes from the server: `finished` when page 1 was
requested again (the back navigation), `cancelled` when Firefox's swipe began (MozSwipeGestureStart)
but page 1 was not requested, `none` when no swipe began. The progress at release is the largest
MozSwipeGestureUpdate amount: after the release Firefox animates the amount to 0 or 1 with more
updates, so the last one is the animation's end; for a swipe that never turns back, as the
repository's are, the largest is the amount at release (seen: it equals the model's release amount). The model is `BINARY replay --model firefox
--libinput 1.22 --direction right --json` of the kernel's capture (natural scrolling: fingers moving
right go back). PASS: the outcomes are the same. NEAR (passed, printed with the score): finished
against cancelled while the model's score, its release amount plus the velocity contribution, lies
within NEAR of Firefox's threshold, where the player's timing decides (toolkit-lane.md). Else FAIL;
so is a success of Firefox's tracker (MozSwipeGesture) without a request for page 1, or the reverse.

Prints a table and exactly `N passed, M failed` last; exit 1 on any failure, 64 on bad usage.
"""

import argparse
import json
import os
import subprocess
import sys

# Debian 12's libinput, whose gesture and scroll rules the model follows in this lane.
LIBINPUT = "1.22"
# Firefox's kSwipeSuccessThreshold (widget/SwipeTracker.cpp) and widget.swipe.success-velocity-contribution
# (0.05, read back in the guest: toolkit-lane.md): the score the model decides by.
THRESHOLD = 0.25
VELOCITY_CONTRIBUTION = 0.05
# A case whose model score lies this close to THRESHOLD (1 % of the swipe) may decide either way in the
# real browser: the player's timing under TCG moves the last event's velocity from run to run.
NEAR = 0.01
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


def meta(folder):
    values = {}
    for line in read_lines(os.path.join(folder, "meta")) or []:
        key, _, value = line.partition("=")
        values[key] = value
    return values


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


def model_decision(binary, recording, capture):
    """outcome, releasePercent, score (release amount + velocity contribution), rule, problem, source."""
    # The kernel's capture, unless the recorder started late and missed a touch-down.
    source = capture if capture and touch_downs(capture) == touch_downs(recording) > 0 else recording
    args = [binary, "replay", "--model", "firefox", "--libinput", LIBINPUT, "--direction", "right", "--json", source]
    run = subprocess.run(args, capture_output=True, text=True)
    if run.returncode != 0:
        return None, None, None, None, f"replay exit {run.returncode}: {run.stderr.strip()[:200]}", source
    summary = json.loads(run.stdout)
    release, velocity = summary.get("releasePercent"), summary.get("releaseVelocity")
    score = release + VELOCITY_CONTRIBUTION * velocity if release is not None and velocity is not None else None
    return summary["outcome"], release, score, summary.get("rule"), "", source


def fmt(value, digits=3):
    if value is None:
        return "-"
    return f"{0.0 if abs(value) < 0.5 * 10**-digits else value:.{digits}f}"


def main():
    parser = Usage(description="Compare Firefox's decisions with the firefox model's.")
    parser.add_argument("--json")
    parser.add_argument("results")
    parser.add_argument("binary")
    parser.add_argument("recordings", nargs="+")
    options = parser.parse_args()
    version = (read_lines(os.path.join(options.results, "versions")) or ["?"])[0]
    print(f"Firefox ESR {version} against `replay --model firefox --libinput {LIBINPUT} --direction right` "
          f"(score: release amount + {VELOCITY_CONTRIBUTION} x velocity, finished from {THRESHOLD})")
    print(f"{'recording':<36} {'real':<9} {'progress':>8} {'tracker':<8} {'model':<9} {'release':>7} "
          f"{'score':>6}  result")
    cases = []
    passed = failed = 0
    for recording in options.recordings:
        name = os.path.basename(recording)
        name = name[: -len(".evemu")] if name.endswith(".evemu") else name
        folder = os.path.join(options.results, name)
        info = meta(folder)
        problems = [f"{k}: {v}" for k, v in info.items() if k.endswith("-error")]
        server = read_lines(os.path.join(folder, "server.log"))
        firefox = read_lines(os.path.join(folder, "firefox.log"))
        if server is None or firefox is None:
            problems.append("no logs (the recording was not played)")
        real = real_decision(server or [], firefox or [])
        if real[3]:
            problems.append(real[3])
        capture = os.path.join(folder, "kernel.evemu")
        model = model_decision(options.binary, recording, capture if os.path.exists(capture) else None)
        if model[4]:
            problems.append(model[4])
        agree = not problems and real[0] == model[0]
        cause = None
        if agree:
            result, passed = "PASS", passed + 1
        elif (not problems and {real[0], model[0]} == {"finished", "cancelled"} and model[2] is not None
              and abs(model[2] - THRESHOLD) <= NEAR):
            cause = (f"near the threshold: the model's score {model[2]:.4f} (release {model[1]:.4f} + "
                     f"{VELOCITY_CONTRIBUTION} x velocity) is {abs(model[2] - THRESHOLD):.4f} from {THRESHOLD}")
            result, passed = "NEAR", passed + 1
        else:
            result, failed = "FAIL", failed + 1
        tracker = "-" if real[1] is None else "success" if real[2] else "no"
        print(f"{name:<36} {real[0]:<9} {fmt(real[1]):>8} {tracker:<8} {str(model[0]):<9} {fmt(model[1]):>7} "
              f"{fmt(model[2]):>6}  {result}")
        for text in problems + ([cause] if cause else []):
            print(f"    {text}")
        cases.append({
            "recording": name, "toolkit": "firefox", "version": version,
            "real": {"outcome": real[0], "progress": real[1], "velocity": None, "trackerSucceeded": real[2]},
            "model": {"outcome": model[0], "releasePercent": model[1], "score": model[2], "rule": model[3]},
            "agree": agree, "result": result, "cause": cause,
        })
    if options.json:
        with open(options.json, "w", encoding="utf-8") as f:
            json.dump({"cases": cases}, f, indent=2)
            f.write("\n")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
