#!/usr/bin/env python3
"""Summarises GNOME Shell's stage touch events kept by tools/vm/ei/run-ei.sh (touch.json: a list of
[type, event time us, shell CLOCK_MONOTONIC us at the handler, x, y, source device]): how many of
each type, from which device, where the first and last were, and how far each event's own time lay
behind the shell's clock when the handler ran (near 0: stamped on receipt; near the client's
--stamp-offset-ms: the frame's time was kept)."""
import json
import sys

text = open(sys.argv[1]).read().strip()
if not text:
    print("   stage touch events: no answer (the shell did not answer Eval after the play)")
    sys.exit(0)
events = json.loads(text)
rows = [e for e in events if len(e) == 6]
other = [e for e in events if len(e) != 6]
counts = {}
for e in rows:
    counts[e[0]] = counts.get(e[0], 0) + 1
print("   stage touch events:", ", ".join(f"{k} {v}" for k, v in sorted(counts.items())) or "none",
      "| devices:", ", ".join(sorted({e[5] for e in rows})) or "-")
for e in other:
    print("   note:", e)
if rows:
    first, last = rows[0], rows[-1]
    print(f"   first {first[0]} at {first[3]},{first[4]}; last {last[0]} at {last[3]},{last[4]}")
    lags = sorted((e[2] - e[1]) / 1000 for e in rows if e[1] >= 0 and e[2] >= 0)
    if lags:
        print(f"   event time behind the shell's clock at the handler: min {lags[0]:.1f} ms, "
              f"median {lags[len(lags) // 2]:.1f} ms, max {lags[-1]:.1f} ms")
    begins = [e for e in rows if e[0] == "TOUCH_BEGIN"]
    ends = [e for e in rows if e[0] in ("TOUCH_END", "TOUCH_CANCEL")]
    if begins and ends:
        print(f"   first begin to last end, by event times: {(ends[-1][1] - begins[0][1]) / 1000:.1f} ms")
