#!/bin/sh
# The touchpad comparison's guest script: each recording in /payload/touchpad is played into a
# uinput device while `libinput debug-events --verbose` (GNOME's settings: tapping, adaptive,
# natural scrolling) watches it (touchpad_create in lib.sh, which also writes the device's udev
# database entry); the output goes to $RESULTS/touchpad/<name>/debug-events.txt. evemu-record
# records the same device beside it (kernel.evemu): the events libinput read, after the kernel's
# input core filtered them (its fuzz filter, input_defuzz_abs_event, changes a played recording
# whose axes have fuzz) and stamped them.
# With the gesture-replay binary in the payload, each recording is then played again with
# `gesture-replay play --keep` into the device play makes itself, watched by a second debug-events
# ($RESULTS/touchpad/<name>/played/): libinput's gestures must be the same whichever player fed them.
# Nothing is judged here (tools/vm/touchpad_judge.py does).
. /payload/guest/lib.sh
# How long play waits after making its device: libinput debug-events must have added it by then.
PLAY_DELAY=4

# gr_touchpad_play DIR RECORDING: `gesture-replay play RECORDING --keep` with debug-events on its node.
gr_touchpad_play() {
    tp_p=$1/played
    mkdir -p "$tp_p"
    rec_start "$tp_p" gr-play "$tp_p/gr-play.json" "$GR" play "$2" --keep --json --delay "$PLAY_DELAY"
    if ! wait_until "$GR_WAIT_LIMIT" grep -q ' into /dev/input/event[0-9]* ' "$tp_p/gr-play.err"; then
        meta "$tp_p" watcher-error "play named no node: $(head -c 300 "$tp_p/gr-play.err")"
        rec_signal "$tp_p" KILL gr-play
        return 1
    fi
    NODE=$(sed -n 's|.* into \(/dev/input/event[0-9]*\) .*|\1|p' "$tp_p/gr-play.err" | head -1)
    tp_db=/run/udev/data/c13:$((64 + ${NODE#/dev/input/event}))
    printf 'I:1\nE:ID_INPUT=1\nE:ID_INPUT_TOUCHPAD=1\n' >"$tp_db"
    libinput debug-events --verbose --device "$NODE" --enable-tap --set-profile=adaptive \
        --enable-natural-scrolling >"$tp_p/debug-events.txt" 2>&1 &
    tp_watcher=$!
    wait_until "$GR_WAIT_LIMIT" grep -q DEVICE_ADDED "$tp_p/debug-events.txt" ||
        meta "$tp_p" watcher-error "no DEVICE_ADDED after ${GR_WAIT_LIMIT}s"
    # The kernel's capture of this run too, as evemu-play's has one: where libinput's gestures after
    # the two players differ (its timers follow arrival times), the judge asks whether they differ as
    # the arrival times in each capture say.
    rec_start "$tp_p" gr-capture "$tp_p/kernel.evemu" evemu-record "$NODE"
    rec_ready "$tp_p" gr-capture
    wait_until 120 grep -q '"timing"' "$tp_p/gr-play.json" || meta "$tp_p" play-error "no report after 120 s"
    sleep 1
    kill -INT "$tp_watcher" "$(rec_pid "$tp_p" gr-capture)" 2>/dev/null
    wait "$tp_watcher" 2>/dev/null
    wait_until 5 rec_done "$tp_p" gr-capture
    rec_signal "$tp_p" INT gr-play
    rec_wait "$tp_p" 5 gr-play
    rm -f "$tp_db"
}
mkdir -p "$RESULTS/touchpad" /run/udev/data
for rec in /payload/touchpad/*.evemu; do
    name=$(basename "$rec" .evemu)
    d=$RESULTS/touchpad/$name
    mkdir -p "$d"
    touchpad_create "$d" "$rec" || continue
    rec_start "$d" evemu-record "$d/kernel.evemu" evemu-record "$NODE"
    rec_wait_ready "$d"
    if ! wait_until "$GR_WAIT_LIMIT" grep -q DEVICE_ADDED "$d/debug-events.txt"; then
        meta "$d" watcher-error "no DEVICE_ADDED after ${GR_WAIT_LIMIT}s"
    fi
    play "$d" "$rec"
    # Past every libinput timer (the 100 ms finger switch, the 180 ms tap timeout).
    sleep 1
    kill -INT "$WATCHER" "$(rec_pid "$d" evemu-record)" 2>/dev/null
    wait "$WATCHER" 2>/dev/null
    wait_until 5 rec_done "$d" evemu-record
    touchpad_remove "$d"
    [ -x "$GR" ] && gr_touchpad_play "$d" "$rec"
done
echo done >"$RESULTS/touchpad/finished"
