"""What the lane's host-side judges share: the report, a scenario folder, and small helpers.

Imported by judge.py (which runs the scenarios' judges), judge_record.py and judge_live.py.
"""

from __future__ import annotations

import os
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


def rc_text(s: Scenario, r: str) -> str:
    rc = s.rc(r)
    if rc is None:
        return "no exit status"
    return f"exit {rc}" + (f" (signal {rc - 128})" if rc > 128 else "")


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
