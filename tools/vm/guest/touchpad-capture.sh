#!/bin/sh
# The touchpad capture's guest script: each synthetic recording in /payload/capture is played into
# a uinput touchpad made from its own description while `gesture-replay record` records that
# device (libinput debug-events watches it too, so libinput's view of the capture is kept beside
# it); the recording lands in $RESULTS/capture/<name>/captured.evemu. Nothing is judged here.
. /payload/guest/lib.sh
GR=/payload/gesture-replay
mkdir -p "$RESULTS/capture" /run/udev/data
for rec in /payload/capture/*.evemu; do
    name=$(basename "$rec" .evemu)
    d=$RESULTS/capture/$name
    mkdir -p "$d"
    touchpad_create "$d" "$rec" || continue
    rec_start "$d" gesture-replay "$d/gesture-replay.out" "$GR" record "$NODE" -o "$d/captured.evemu"
    rec_wait_ready "$d"
    wait_until "$GR_WAIT_LIMIT" grep -q DEVICE_ADDED "$d/debug-events.txt" ||
        meta "$d" watcher-error "no DEVICE_ADDED after ${GR_WAIT_LIMIT}s"
    play "$d" "$rec"
    # Past every libinput timer (the 100 ms finger switch, the 180 ms tap timeout).
    sleep 1
    kill -INT "$(rec_pid "$d" gesture-replay)" "$WATCHER" 2>/dev/null
    wait_until 5 rec_done "$d" gesture-replay || meta "$d" recorder-error "still running 5 s after SIGINT"
    wait "$WATCHER" 2>/dev/null
    touchpad_remove "$d"
done
echo done >"$RESULTS/capture/finished"
