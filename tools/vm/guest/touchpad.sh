#!/bin/sh
# The touchpad comparison's guest script: each recording in /payload/touchpad is played into a
# uinput device while `libinput debug-events --verbose` (GNOME's settings: tapping, adaptive,
# natural scrolling) watches it (touchpad_create in lib.sh, which also writes the device's udev
# database entry); the output goes to $RESULTS/touchpad/<name>/debug-events.txt. evemu-record
# records the same device beside it (kernel.evemu): the events libinput read, after the kernel's
# input core filtered them (its fuzz filter, input_defuzz_abs_event, changes a played recording
# whose axes have fuzz) and stamped them.
# Nothing is judged here (tools/vm/judge_touchpad.py does).
. /payload/guest/lib.sh
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
done
echo done >"$RESULTS/touchpad/finished"
