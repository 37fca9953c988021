"""What the lane's host-side judges share: the report, a scenario folder, and small helpers.

Imported by judge.py (which runs the scenarios' judges), record_judge.py and live_judge.py; the
toolkit lanes' judges (toolkit_judge.py, firefox_judge.py) use its last part.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import evcompare as ec  # noqa: E402

# Timestamps of two recorders reading the same node must agree this closely, relative to their
# first event (issue 3: "relative timestamps within 1 µs"; evemu-record's own offset is 1 µs).
SAME_NODE_TOLERANCE_US = 1
# Exit statuses from DESIGN.md's CLI contract: ok, usage, I/O error, permission denied.
EXIT_OK, EXIT_USAGE, EXIT_IO, EXIT_PERMISSION = 0, 64, 74, 77

NO_RECORD = "gesture-replay has no record command yet"


class Report:
    def __init__(self) -> None:
        self.passed = self.failed = self.skipped = 0

    def ok(self, name: str) -> None:
        self.passed += 1
        print(f"PASS {name}", flush=True)

    def fail(self, name: str, why: str) -> None:
        self.failed += 1
        print(f"FAIL {name}: {why}", flush=True)

    def skip(self, name: str, why: str) -> None:
        self.skipped += 1
        print(f"SKIP {name} (skipped: {why})", flush=True)

    def note(self, name: str, what: str) -> None:
        print(f"NOTE {name}: {what}", flush=True)

    def check(self, name: str, problem: str | None) -> bool:
        if problem:
            self.fail(name, problem)
            return False
        self.ok(name)
        return True


class Scenario:
    """One scenario folder of the results."""

    def __init__(self, root: str, name: str, fixtures: str) -> None:
        self.name, self.dir, self.fixtures = name, os.path.join(root, name), fixtures
        self.meta: dict[str, str] = {}
        if os.path.exists(self.path("meta")):
            with open(self.path("meta")) as f:
                for line in f:
                    k, _, v = line.rstrip("\n").partition("=")
                    self.meta[k] = v

    def path(self, *parts: str) -> str:
        return os.path.join(self.dir, *parts)

    def exists(self, f: str) -> bool:
        return os.path.exists(self.path(f))

    def text(self, f: str, limit: int = 300) -> str:
        try:
            with open(self.path(f), errors="replace") as fh:
                return " ".join(fh.read(limit).split())
        except OSError:
            return ""

    def whole(self, f: str) -> str:
        """The whole file as text ("" when it is missing)."""
        try:
            with open(self.path(f), errors="replace") as fh:
                return fh.read()
        except OSError:
            return ""

    def raw(self, f: str) -> bytes:
        """The whole file as bytes (b"" when it is missing): a terminal's capture."""
        try:
            with open(self.path(f), "rb") as fh:
                return fh.read()
        except OSError:
            return b""

    def rc(self, recorder: str) -> int | None:
        try:
            return int(self.text(f"{recorder}.rc"))
        except ValueError:
            return None

    def skipped(self, recorder: str) -> str | None:
        return self.text(f"{recorder}.skipped") if self.exists(f"{recorder}.skipped") else None

    def started(self, recorder: str) -> bool:
        return self.exists(f"{recorder}.pid")

    def stop_problem(self, recorder: str) -> str | None:
        """Why the recorder did not start, run and stop cleanly (None when it did)."""
        if not self.started(recorder):
            return f"{recorder} never started"
        if f"{recorder}-not-ready" in self.meta:
            return f"{recorder} never opened {self.meta.get('node')}: {self.text(recorder + '.err')}"
        if self.exists(f"{recorder}.hung"):
            return f"{recorder} {self.text(recorder + '.hung')} (killed)"
        if self.rc(recorder) is None:
            return f"{recorder} has no exit status"
        return None

    def played(self, fixture: str) -> ec.Recording:
        return ec.load(os.path.join(self.fixtures, fixture))

    def elapsed(self, start_key: str, end_key: str) -> float | None:
        try:
            return float(self.meta[end_key]) - float(self.meta[start_key])
        except (KeyError, ValueError):
            return None


def short(text: str, limit: int = 300) -> str:
    """Text on one line, cut at limit characters: for a check's why."""
    return " ".join(text.split())[:limit]


def rc_text(s: Scenario, r: str) -> str:
    rc = s.rc(r)
    if rc is None:
        return "no exit status"
    return f"exit {rc}" + (f" (signal {rc - 128})" if rc > 128 else "")


def stopped_problem(s: Scenario, rec: str, want_rc: int) -> str | None:
    """Why a background recorder did not stop cleanly with want_rc (None when it did)."""
    prob = s.stop_problem(rec)
    if prob:
        return f"{prob}; stderr: {short(s.whole(rec + '.err'))}"
    if s.rc(rec) != want_rc:
        return f"{rc_text(s, rec)}, expected {want_rc}; stderr: {short(s.whole(rec + '.err'))}"
    return None


def load_or_problem(s: Scenario, f: str) -> tuple[ec.Recording | None, str | None]:
    if not s.exists(f):
        return None, f"no {f}"
    try:
        return ec.load(s.path(f)), None
    except ec.RecordingError as e:
        return None, f"invalid: {e}"


def gr_prelude(r: Report, s: Scenario, rec: str) -> bool:
    """Common part of every gesture-replay check: skipped, started, stopped. True to go on."""
    name = f"{s.name}/{rec}"
    why = s.skipped(rec)
    if why is not None:
        r.skip(name, why or NO_RECORD)
        return False
    if not s.started(rec):
        r.fail(name, "gesture-replay record never started")
        return False
    return True


def has_drop(rec: ec.Recording) -> bool:
    return any(e.type == ec.EV_SYN and e.code == ec.SYN_DROPPED for e in rec.events)


# ---- The toolkit lanes' judges (toolkit_judge.py, firefox_judge.py) ----
#
# Issue 34 item 1: the model's column is `gesture-replay replay` of the recording file as given, with
# the release settings of the guest's stack; PASS is the same outcome and the progress at release
# within PROGRESS_TOLERANCE of the real toolkit's; NEAR only where the real toolkit itself decided
# differently over the recording's runs (each printed) and the model lies within what those runs did; OPEN where open-differences.txt lists the
# case; else FAIL.

# The real and the modelled progress at release may differ by this much (1 % of the transition).
PROGRESS_TOLERANCE = 0.01
# The model settings of each guest release (tools/vm/toolkit-lane --debian): the libinput, libadwaita
# and Firefox releases its packages carry (toolkit-lane.md: Debian 12 libinput 1.22, libadwaita 1.2.2,
# Firefox ESR 140; Debian 13 libinput 1.28.1, libadwaita 1.7.6, Firefox ESR 153).
RELEASE_SETTINGS = {
    "12": {"libinput": "1.22", "adwaita": "1.2", "firefox": "140"},
    "13": {"libinput": "1.28", "adwaita": "1.7", "firefox": "153"},
}
# The checked-in list of differences the models do not yet reproduce.
OPEN_DIFFERENCES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "open-differences.txt")


def model_settings(binary, release, keys, trial):
    """The `--KEY VALUE` release settings of `keys` that the binary's replay accepts (each tried alone
    on `trial`, a replay command line without them ending in the recording: exit 64 is a refusal), and
    those it refused."""
    accepted, refused = [], []
    for key in keys:
        flag = [f"--{key}", RELEASE_SETTINGS[release][key]]
        run = subprocess.run([binary, *trial[:-1], *flag, trial[-1]], capture_output=True, text=True)
        (refused if run.returncode == 64 else accepted).append(flag)
    return [word for flag in accepted for word in flag], [" ".join(flag) for flag in refused]


def settings_note(refused):
    """A line saying which release settings the binary did not accept (empty when it took them all)."""
    if not refused:
        return ""
    return ("note: this gesture-replay's replay does not accept " + ", ".join(refused)
            + " (the model release settings are not in main yet); the model runs with its defaults for them")


def load_open_differences(path=OPEN_DIFFERENCES):
    """{(toolkit, release, recording): line} from open-differences.txt (`TOOLKIT RELEASE RECORDING REAL
    MODEL ISSUE...`, # comments)."""
    entries = {}
    try:
        with open(path, encoding="utf-8") as f:
            for line in f:
                words = line.split("#", 1)[0].split()
                if len(words) >= 3:
                    entries[(words[0], words[1], words[2])] = line.strip()
    except OSError:
        pass
    return entries


def run_meta(folder):
    """The KEY=VALUE lines of a run's `meta` file (what the guest noted of the run), {} when it has none."""
    values = {}
    try:
        with open(os.path.join(folder, "meta"), encoding="utf-8") as f:
            for line in f:
                key, _, value = line.rstrip("\n").partition("=")
                values[key] = value
    except OSError:
        pass
    return values


def run_errors(folder, number):
    """What went wrong with run NUMBER as the guest noted it (its meta file's `*-error` keys), one
    `run N: key: value` line each: such a run (the play began before sway had the device, ...) is no
    decision of the toolkit's, so a judge says it and judges the case on its other runs."""
    return [f"run {number}: {k}: {v}" for k, v in run_meta(folder).items() if k.endswith("-error")]


def run_folders(results, name):
    """The folders of a recording's runs: RESULTS/NAME, then RESULTS/NAME@2, NAME@3 ... (the lane plays a
    case that did not pass again, toolkit-lane's repeat boot), in run order."""
    folders = [os.path.join(results, name)]
    n = 2
    while os.path.isdir(os.path.join(results, f"{name}@{n}")):
        folders.append(os.path.join(results, f"{name}@{n}"))
        n += 1
    return folders


def verdict(real_runs, model, open_entry):
    """PASS, NEAR, OPEN or FAIL, and the reason to print (empty for PASS).

    real_runs: [(outcome, progress)] of every run, the first the judged one; model: (outcome,
    releasePercent). A listed case with which the model agrees in every run passes, saying it is listed."""
    def agrees(real):
        if real[0] != model[0]:
            return False
        if real[1] is None or model[1] is None:
            return real[1] is None and model[1] is None or real[0] == "none"
        return abs(real[1] - model[1]) <= PROGRESS_TOLERANCE

    first = real_runs[0]
    runs = "; ".join(f"run {i + 1}: {r[0]} {fmt(r[1])}" for i, r in enumerate(real_runs))
    if open_entry:
        if all(agrees(r) for r in real_runs):
            # Passed by measurement. Not a failure: the listed differences are ones the real toolkit shows
            # in some boots and not in others (a vertical scroll begins a swipe or not; GTK merges a varying
            # number of queued scrolls), so one boot that agrees does not prove the difference gone.
            return "PASS", f"listed as open ({open_entry}), but the model agrees with every run of this boot ({runs})"
        return "OPEN", f"open difference ({open_entry}); model {model[0]} {fmt(model[1])}; runs: {runs}"
    if agrees(first):
        return "PASS", ""
    varies = len(real_runs) > 1 and any(
        r[0] != first[0] or (r[1] is None) != (first[1] is None)
        or (r[1] is not None and abs(r[1] - first[1]) > PROGRESS_TOLERANCE) for r in real_runs[1:])
    if varies and within_runs(real_runs, model):
        return "NEAR", f"the real toolkit decided differently from run to run, the model within its runs ({runs})"
    return "FAIL", f"runs: {runs}"


def within_runs(real_runs, model):
    """Whether the model's decision lies within what the real toolkit did over its runs: its outcome one
    of theirs and its release percent within PROGRESS_TOLERANCE of their range (of those runs with that
    outcome)."""
    same = [r for r in real_runs if r[0] == model[0]]
    if not same:
        return False
    progress = [r[1] for r in same if r[1] is not None]
    if model[1] is None or not progress:
        return model[1] is None and not progress
    return min(progress) - PROGRESS_TOLERANCE <= model[1] <= max(progress) + PROGRESS_TOLERANCE


def fmt(value, digits=3):
    """A number with `digits` decimals, `-` for none, never `-0.000`."""
    if value is None:
        return "-"
    return f"{0.0 if abs(value) < 0.5 * 10**-digits else value:.{digits}f}"


def write_cases(path, cases):
    """The lane's --json: {"cases": [{"recording", "toolkit", "version", "real": {"outcome", "progress",
    "velocity"}, "model": {"outcome", "releasePercent"}, "result"}]}."""
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"cases": cases}, f, indent=2)
        f.write("\n")


def summary(passed, failed, opened):
    """The closing lines: how many are open, then exactly `N passed, M failed`."""
    if opened:
        print(f"{opened} open (tools/vm/open-differences.txt: not passed, not failing the run)")
    print(f"{passed} passed, {failed} failed")


def close_report(options, cases, passed, failed, opened):
    """The toolkit judges' common end: the timestamps line over every run's play, the --json file when
    asked (options.json), the closing lines; returns the judge's exit status (1 on any failure)."""
    print(timestamp_note([folder for r in options.recordings
                          for folder in run_folders(options.results, os.path.basename(r)[: -len(".evemu")])]))
    if options.json:
        write_cases(options.json, cases)
    summary(passed, failed, opened)
    return 1 if failed else 0


def delivery_errors(play_out):
    """The delivery error `gesture-replay play` reported for one play (its text report: `delivery error
    over N frames (kernel timestamps): p50 A ms, p99 B ms, max C ms, last frame +D ms`): (frames, max
    ms), or None when the file holds no such line. play writes each frame's due time with its events
    and measures the error from the kernel's times of the frames it reads back, relative to the first
    frame's: a kernel that keeps the written time (Linux 6.12's uinput) gives exactly 0."""
    try:
        with open(play_out, encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError:
        return None
    m = re.search(r"delivery error over (\d+) frames \(kernel timestamps\): p50 (-?[\d.]+) ms, p99 (-?[\d.]+) ms, "
                  r"max (-?[\d.]+) ms", text)
    return (int(m.group(1)), float(m.group(4))) if m else None


def timestamp_note(folders):
    """One line on whether the kernel kept the times play wrote: over the plays in `folders` (each with
    play.out), the largest delivery error play measured and how many frames it covered."""
    found = [e for e in (delivery_errors(os.path.join(f, "play.out")) for f in folders) if e]
    if not found:
        return "timestamps: no play reported a delivery error"
    return (f"timestamps: play's delivery error (kernel time minus due time, relative to the first frame) at most "
            f"{max(abs(e[1]) for e in found):.2f} ms over {sum(e[0] for e in found)} frames of {len(found)} plays")
