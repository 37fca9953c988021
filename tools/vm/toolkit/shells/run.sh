#!/bin/bash
# The shell lane's guest driver (bash, as root, run by gr-shell-lane.service once systemd is up in
# the Debian 13 guest of tools/vm/build-shell-image; the payload disk is mounted on /lane). Starts
# the shell named in /lane/toolkit in a logind session of its own (a system unit with PAMName=login
# on tty1 for uid 1000, no display manager: /work/shared/toolkit-lane.md, "GNOME Shell 48 and KWin
# 6.3"), waits until the shell answers, then for each /lane/recordings/*.evemu: resets the shell
# (shell_reset), plays the recording with `gesture-replay play --keep` into a new uinput device,
# waits for the decision and reads it (shell_read) into /lane/results/NAME/. The toolkit's own
# steps are in /lane/toolkit/TOOLKIT/driver.sh. Nothing is judged here (tools/vm/shell_judge.py is).
# Every wait is bounded; the guest powers off at the end or after WATCHDOG seconds.
set -uo pipefail
# The common steps, and LANE, RESULTS (the run's log there from now), TOOLKIT, SESSION_UID, USER_BUS.
. /lane/toolkit/shells/session.sh
RUNS=$(cat "$LANE/runs" 2>/dev/null || echo 1)
# Seconds `gesture-replay play` waits after making the device before the first frame: the shells
# add a hot-plugged device within about 1 s under TCG on an idle host (toolkit-lane.md), but KWin took
# over 3 s with the host loaded 15-fold and missed whole swipes. When the shell opened the device is
# measured each play (its node among the compositor's open files): later than this is a play error.
PLAY_DELAY=6
# A driver that sets PLAY_WHEN_OPENED=yes has its plays begin as soon as the shell has opened the
# device instead (the device made by evemu-device from the recording's description, its node
# awaited among the compositor's open files, then `gesture-replay play --into NODE`): the fixed
# delay was mostly waiting: the shells opened the device 0.5-5.3 s after it appeared (most under 2 s;
# 5.3 s at host load 9, 0.7 s short of the fixed delay, 2026-11-27).
PLAY_WHEN_OPENED=no
# Seconds a play may take (the longest recording is about 3 s, TCG slows the guest's clock reads).
PLAY_LIMIT=60
# Seconds the shell may take to answer after its session started (about 20 on an idle host, TCG;
# GNOME Shell took 7 minutes and phosh 4 with the host loaded 15-fold by other builds).
READY_LIMIT=900
# Seconds between two asks whether the shell is ready, once it holds its name on the bus (each ask
# starts gdbus or qdbus processes; asked every 100 ms they took guest CPU from the starting shell).
READY_POLL=1

LANE_NAME=gr-shell-lane
start_session

# play_case DIR RECORDING: plays RECORDING into a new uinput device made now (hot-plugged into the
# running shell) and keeps the device until the shell has decided (shell_decided) or DECIDE_LIMIT s.
# node_named NAME: the event node of the input device called NAME.
node_named() {
    local f
    for f in /sys/class/input/event*/device/name; do
        [ "$(cat "$f" 2>/dev/null)" = "$1" ] || continue
        f=${f%/device/name}
        echo "/dev/input/${f##*/}"
        return 0
    done
    return 1
}
# compositor_has NODE: the session's compositor (the unit's main process) has NODE open.
compositor_has() {
    local pid
    pid=$(systemctl show -p MainPID --value gr-session.service)
    ls -l "/proc/$pid/fd" 2>/dev/null | grep -q " $1\$"
}
# play_when_opened DIR RECORDING: as play_case, the play begun once the shell has the device open.
play_when_opened() {
    local dir=$1 rec=$2 device node made opened rc
    meta "$dir" play-start "$(now)"
    evemu-device "$rec" >"$dir/device.out" 2>&1 &
    device=$!
    if ! wait_until 20 grep -q ': /dev/input/event' "$dir/device.out"; then
        meta "$dir" open-error "evemu-device made no node: $(head -c 300 "$dir/device.out" | tr '\n' ' ')"
        kill "$device" 2>/dev/null
        wait "$device" 2>/dev/null
        return
    fi
    made=$(now)
    node=$(sed -n 's|.*: \(/dev/input/event[0-9]*\)$|\1|p' "$dir/device.out" | head -1)
    if ! wait_until 30 compositor_has "$node"; then
        meta "$dir" open-error "the shell never opened $node"
        kill "$device" 2>/dev/null
        wait "$device" 2>/dev/null
        return
    fi
    opened=$(now)
    meta "$dir" opened-after "$(awk -v a="$made" -v b="$opened" 'BEGIN { printf "%.2f", b - a }')"
    timeout "$PLAY_LIMIT" "$LANE/gesture-replay" play --into "$node" "$rec" >"$dir/play.out" 2>&1
    rc=$?
    meta "$dir" play-rc "$rc"
    [ "$rc" -eq 0 ] || meta "$dir" play-error "play exited $rc: $(tail -n 2 "$dir/play.out" | tr '\n' ' ')"
    meta "$dir" play-end "$(now)"
    wait_until "$DECIDE_LIMIT" shell_decided "$dir" || meta "$dir" decided "no end within $DECIDE_LIMIT s"
    kill "$device" 2>/dev/null
    wait "$device" 2>/dev/null
}
play_case() {
    local dir=$1 rec=$2 player name node made opened
    [ "$PLAY_WHEN_OPENED" = no ] || { play_when_opened "$dir" "$rec"; return; }
    name=$(sed -n 's/^N: //p' "$rec" | head -1)
    meta "$dir" play-start "$(now)"
    "$LANE/gesture-replay" play --keep --delay "$PLAY_DELAY" "$rec" >"$dir/play.out" 2>&1 &
    player=$!
    if wait_until 20 node_named "$name" >/dev/null; then
        made=$(now)
        node=$(node_named "$name")
        if wait_until 30 compositor_has "$node"; then
            opened=$(now)
            meta "$dir" opened-after "$(awk -v a="$made" -v b="$opened" 'BEGIN { printf "%.2f", b - a }')"
            awk -v a="$made" -v b="$opened" -v d="$PLAY_DELAY" 'BEGIN { exit !(b - a > d - 0.2) }' \
                && meta "$dir" open-error "the shell opened the device $(awk -v a="$made" -v b="$opened" 'BEGIN { printf "%.1f", b - a }') s after it appeared, play began after $PLAY_DELAY s"
        else
            meta "$dir" open-error "the shell never opened $node"
        fi
    else
        meta "$dir" open-error "no node for $name"
    fi
    wait_until "$PLAY_LIMIT" grep -q 'keeping /dev/' "$dir/play.out" || meta "$dir" play-error "play did not finish"
    meta "$dir" play-end "$(now)"
    wait_until "$DECIDE_LIMIT" shell_decided "$dir" || meta "$dir" decided "no end within $DECIDE_LIMIT s"
    kill -INT "$player" 2>/dev/null
    wait "$player"
    meta "$dir" play-rc "$?"
}

for run in $(seq "$RUNS"); do
    for rec in "$LANE"/recordings/*.evemu; do
        name=$(basename "$rec" .evemu)
        dir=$RESULTS/run$run/$name
        mkdir -p "$dir"
        session_alive || fail "the session ended: $(tail -n 3 "$RESULTS/compositor.log" | tr '\n' ' ')"
        # A driver that knows why its reset failed says so itself (its reset-error line is kept).
        if ! shell_reset "$dir" "$rec"; then
            grep -q '^reset-error=' "$dir/meta" 2>/dev/null || meta "$dir" reset-error "the shell did not reset"
            continue
        fi
        play_case "$dir" "$rec"
        shell_read "$dir" "$rec"
        meta "$dir" done "$(now)"
        say "run $run $name done at $(now) s"
    done
done
step cases
journalctl -b --no-pager -o short-monotonic >"$RESULTS/journal.txt" 2>&1
finish
