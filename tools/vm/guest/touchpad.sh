#!/bin/sh
# The touchpad comparison's guest script: each recording in /payload/touchpad is played into a
# uinput device while `libinput debug-events --verbose` (GNOME's settings: tapping, adaptive,
# natural scrolling) watches it; the output goes to $RESULTS/touchpad/<name>/debug-events.txt.
# libinput's path backend needs the device's udev database entry; without udevd the entry
# (/run/udev/data/c13:MINOR with ID_INPUT and ID_INPUT_TOUCHPAD) is written by hand
# (touchpad-models.md §8). evemu-record records the same device beside it (kernel.evemu): the
# events libinput read, after the kernel's input core filtered them (its fuzz filter,
# input_defuzz_abs_event, changes a played recording whose axes have fuzz) and stamped them.
# Nothing is judged here (tools/vm/judge_touchpad.py does).
. /payload/guest/lib.sh
mkdir -p "$RESULTS/touchpad" /run/udev/data
for rec in /payload/touchpad/*.evemu; do
    name=$(basename "$rec" .evemu)
    d=$RESULTS/touchpad/$name
    mkdir -p "$d"
    dev_create "$d" "$rec" || continue
    minor=$((64 + ${NODE#/dev/input/event}))
    printf 'I:1\nE:ID_INPUT=1\nE:ID_INPUT_TOUCHPAD=1\n' >"/run/udev/data/c13:$minor"
    libinput debug-events --verbose --device "$NODE" --enable-tap --set-profile=adaptive \
        --enable-natural-scrolling >"$d/debug-events.txt" 2>&1 &
    watcher=$!
    rec_start "$d" evemu-record "$d/kernel.evemu" evemu-record "$NODE"
    rec_wait_ready "$d"
    if ! wait_until "$GR_WAIT_LIMIT" grep -q DEVICE_ADDED "$d/debug-events.txt"; then
        meta "$d" watcher-error "no DEVICE_ADDED after ${GR_WAIT_LIMIT}s"
    fi
    play "$d" "$rec"
    # Past every libinput timer (the 100 ms finger switch, the 180 ms tap timeout).
    sleep 1
    kill -INT "$watcher" "$(rec_pid "$d" evemu-record)" 2>/dev/null
    wait "$watcher" 2>/dev/null
    wait_until 5 rec_done "$d" evemu-record
    kill -9 "$DEV_PID" 2>/dev/null
    wait "$DEV_PID" 2>/dev/null
    rm -f "/run/udev/data/c13:$minor"
done
echo done >"$RESULTS/touchpad/finished"
