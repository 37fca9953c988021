"""libinput's own view of a played touchpad (toolkit/libinput-watch.c's libinput.log) against the model's.

The toolkit lane's Debian 13 guest runs a libinput 1.28 context of its own on each played device. Its
log gives, for each gesture and finger-scroll event, the kernel's time of the frame that made it and
the guest's CLOCK_MONOTONIC when libinput handed it out, and libinput's own warnings when it set a
timer whose expiry had passed ("scheduled expiry is in the past") or read frames late ("event
processing lagging behind"). Against the recording's frame times (play writes the due times, which
Debian 13's kernel keeps) this says in which frame libinput began the two-finger scroll, how late the
guest read the frames, and whether the 100 ms finger-switch timer (`DEFAULT_GESTURE_SWITCH_TIMEOUT`,
evdev-mt-touchpad-gestures.c `tp_gesture_update_finger_state`) was already due when it was set, so
that it fired before the frames that followed the lift were processed (`libinput_timer_set` arms the
timerfd on CLOCK_MONOTONIC; `libinput_timer_flush` fires a timer by an event's time only when the
event is later than the expiry; timer.c). Diagnosis only: nothing here changes a verdict.
"""

import json
import re

EVENT = re.compile(r"^(\d+) event (\d+) (\S+)")
PAST = re.compile(r"timer \S+ (\S+): scheduled expiry is in the past \((-?\d+)ms\)")
LAG = re.compile(r"lagging behind by (\d+)ms")


def frame_times(recording):
    """The recording's frame times (each SYN_REPORT's), seconds, from an evemu file."""
    times = []
    with open(recording, encoding="utf-8", errors="replace") as f:
        for line in f:
            parts = line.split()
            if len(parts) >= 5 and parts[0] == "E:" and parts[2:5] == ["0000", "0000", "0000"]:
                times.append(float(parts[1]))
    return times


def read_log(path):
    """(events, past timers, lags): events as (now µs, time µs, kind), timers as (name, ms), lags in ms."""
    events, past, lags = [], [], []
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            match = EVENT.match(line)
            if match:
                events.append((int(match.group(1)), int(match.group(2)), match.group(3)))
                continue
            match = PAST.search(line)
            if match:
                past.append((match.group(1), -int(match.group(2))))
            match = LAG.search(line)
            if match:
                lags.append(int(match.group(1)))
    return events, past, lags


def first_frame(events, frames):
    """The kernel time of the recording's first frame, µs: the offset that puts most events on a frame."""
    grid = {round(t * 1e6) for t in frames}
    best, hits = None, 0
    for _, time, _ in events[:8]:
        for frame in grid:
            origin = time - frame
            count = sum(1 for _, t, _ in events if t - origin in grid)
            if count > hits:
                best, hits = origin, count
    return best


def model_first_scroll(states):
    """The model's first finger-scroll event time, seconds, from a replay --states file."""
    try:
        with open(states, encoding="utf-8") as f:
            for line in f:
                record = json.loads(line)
                if record.get("type") == "libinput" and record.get("event") == "scroll":
                    return record["t"]
    except (OSError, ValueError, KeyError):
        pass
    return None


def describe(log, recording, states):
    """One line for the lane's table, or None without a usable log."""
    try:
        events, past, lags = read_log(log)
    except OSError:
        return None
    frames = frame_times(recording)
    if not events or not frames:
        return None
    origin = first_frame(events, frames)
    if origin is None:
        return None
    scrolls = [e for e in events if e[2] == "scroll-finger"]
    parts = []
    if scrolls:
        start = (scrolls[0][1] - origin) / 1e6
        model = model_first_scroll(states)
        versus = f" (the model's: {model:.3f} s)" if model is not None else ""
        parts.append(f"first two-finger scroll with the frame at {start:.3f} s{versus}, {len(scrolls)} scroll events")
    late = [now - time for now, time, _ in events if (time - origin) in {round(t * 1e6) for t in frames}]
    if late:
        parts.append(f"events handed out {min(late) / 1000:.0f}-{max(late) / 1000:.0f} ms after their frame's time")
    for name, ms in past:
        what = "finger-switch" if name == "gestures" else name
        parts.append(f"the {what} timer set {ms} ms in the past")
    if lags:
        parts.append(f"libinput: processing lagging behind by up to {max(lags)} ms")
    return "libinput 1.28's own context: " + "; ".join(parts) if parts else None
