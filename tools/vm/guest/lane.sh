#!/bin/sh
# The live-device lane's guest script: runs every scenario inside the VM and leaves what happened
# in $RESULTS/<scenario>/ for the host to judge (tools/vm/judge.py). Nothing is judged here.
#
# Payload: /payload/fixtures (the evemu fixtures + long-mt.evemu), /payload/guest/lib.sh,
# optionally /payload/gesture-replay and /payload/lane.conf (ONLY="scenario ...").
#
# Each scenario has one marked place where `gesture-replay record` runs beside evemu-record and
# libinput record ("── gesture-replay ──"). When the binary lacks `record`, gr_record_start
# leaves NAME.skipped instead and the host reports the gesture-replay checks as skipped.
. /payload/guest/lib.sh
. /payload/guest/record.sh
. /payload/guest/live.sh
. /payload/guest/player.sh
F=/payload/fixtures
LONG=$F/long-mt.evemu
ONLY=
[ -f /payload/lane.conf ] && . /payload/lane.conf
# GR_BREAK (a --guest-env of tools/vm/live-lane) runs gesture-replay under a wrapper that breaks one
# behaviour on purpose, to see the checks that guard it fail (tools/vm/testing/broken-gesture-replay).
if [ -n "${GR_BREAK:-}" ] && [ -x "$GR" ]; then
    export GR_REAL=$GR
    GR=/payload/testing/broken-gesture-replay
fi
# Pseudo-terminals, for the scenarios that run a command on a terminal (guest/pty-run.py).
mkdir -p /dev/pts && mount -t devpts devpts /dev/pts 2>/dev/null

# Event counts (in the witness's capture) at which the long-recording scenarios act.
# Unplug and SIGINT act a few hundred events in, well before the end (the file has ~9000).
UNPLUG_AT=400
SIGINT_AT=600
# Overflow: stop the recorders 1000 events in and keep them stopped while 3000 more go by, far
# more than an evdev client buffer holds (a few hundred events for these devices).
STOP_AT=1000
STOPPED_FOR=3000
# How long a recorder may take to exit on its own after the device is gone, and after SIGINT
# (seconds).
REMOVAL_GRACE=3
SIGINT_GRACE=3

HAS_RECORD=0; has_subcommand record && HAS_RECORD=1
HAS_DEVICES=0; has_subcommand devices && HAS_DEVICES=1
HAS_LIVE=0; has_subcommand live && has_subcommand replay && HAS_LIVE=1
HAS_PLAY=0; has_subcommand play && HAS_PLAY=1
{
    echo "gesture-replay=$([ -x "$GR" ] && echo present || echo absent)"
    echo "record=$HAS_RECORD"
    echo "devices=$HAS_DEVICES"
    echo "live=$HAS_LIVE"
    echo "play=$HAS_PLAY"
    echo "break=${GR_BREAK:-}"
    echo "kernel=$(uname -r)"
} >"$RESULTS/capabilities"

# Waits until the capture holds every event of the played file, then a little longer for the
# recorders we cannot watch (files renamed into place at the end).
settle() {
    wait_until 10 events_at_least "$1" "$(count_events "$2")" || meta "$3" settle-timeout "$(now)"
    sleep 0.3
}

scenario_play() { # DIR RECORDING [analyze] [evemu-only]
    d=$1
    dev_create "$d" "$2" || return 1
    start_reference_recorders "$d"
    # ── gesture-replay: record the same node beside evemu-record and libinput record ──
    gr_record_start "$d" gesture-replay "$d/gesture-replay.evemu"
    # (one recorder less for the long file: five readers on one TCG vCPU can starve each other)
    [ "$4" = evemu-only ] || gr_record_start "$d" gesture-replay-libinput "$d/gesture-replay.yml" --format libinput
    rec_wait_ready "$d"
    play "$d" "$2"
    settle "$d/evemu-record.evemu" "$2" "$d"
    rec_signal "$d" INT
    rec_wait "$d" 10
    if [ "$3" = analyze ]; then
        libinput analyze per-slot-delta "$d/libinput-record.yml" >"$d/per-slot-delta.txt" 2>"$d/per-slot-delta.err"
        echo $? >"$d/per-slot-delta.rc"
    fi
    dev_remove "$d"
}

scenario_devices() { # DIR
    d=$1 pids=
    for f in mt-touchscreen:touchscreen st-touchscreen:touchscreen mouse:pointer; do
        dev_create "$d" "$F/${f%%:*}.evemu" || return 1
        pids="$pids $DEV_PID"
        printf '%s\t%s\t%s\n' "$NODE" "$(sed -n 's/^N: //p' "$F/${f%%:*}.evemu")" "${f#*:}" >>"$d/expected"
    done
    cat /proc/bus/input/devices >"$d/proc-bus-input-devices"
    # ── gesture-replay: list the devices ──
    if [ "$HAS_DEVICES" = 1 ]; then
        "$GR" devices --json >"$d/devices.json" 2>"$d/devices.err"
        echo $? >"$d/devices.rc"
        "$GR" devices >"$d/devices.txt" 2>&1
    else
        echo "gesture-replay has no devices command yet" >"$d/devices.skipped"
    fi
    for p in $pids; do kill -KILL "$p"; wait "$p" 2>/dev/null; done
    return 0
}

scenario_unplug() { # DIR
    d=$1
    dev_create "$d" "$LONG" || return 1
    start_reference_recorders "$d"
    # ── gesture-replay: record while the device is pulled out (expect exit 74, file kept) ──
    gr_record_start "$d" gesture-replay "$d/gesture-replay.evemu"
    rec_wait_ready "$d"
    play_bg "$d" "$LONG"
    wait_until 60 events_at_least "$d/evemu-record.evemu" "$UNPLUG_AT" || meta "$d" unplug-late "$(now)"
    dev_remove "$d"
    kill "$PLAY_PID" 2>/dev/null; wait "$PLAY_PID"; echo $? >"$d/evemu-play.rc"
    # Who notices on their own?
    for r in $(cat "$d/recorders"); do
        if wait_until "$REMOVAL_GRACE" rec_done "$d" "$r"; then
            meta "$d" "$r-exited-on-removal" "$(now)"
        else
            meta "$d" "$r-running-after-removal" "${REMOVAL_GRACE}s"
            rec_signal "$d" INT "$r"
            rec_wait "$d" 5 "$r"
        fi
    done
}

scenario_overflow() { # DIR
    d=$1
    dev_create "$d" "$LONG" || return 1
    # The witness is never stopped: it shows what the kernel delivered and how far the play is.
    rec_start "$d" witness "$d/witness.evemu" evemu-record "$NODE"
    start_reference_recorders "$d"
    # ── gesture-replay: record through a SIGSTOP long enough to overflow the kernel buffer ──
    gr_record_start "$d" gesture-replay "$d/gesture-replay.evemu"
    rec_wait_ready "$d"
    play_bg "$d" "$LONG"
    wait_until 60 events_at_least "$d/witness.evemu" "$STOP_AT" || meta "$d" stop-late "$(now)"
    rec_signal "$d" STOP evemu-record libinput-record gesture-replay
    meta "$d" stopped-at-event "$(count_events "$d/witness.evemu")"
    wait_until 60 events_at_least "$d/witness.evemu" $((STOP_AT + STOPPED_FOR)) || meta "$d" cont-late "$(now)"
    meta "$d" continued-at-event "$(count_events "$d/witness.evemu")"
    rec_signal "$d" CONT evemu-record libinput-record gesture-replay
    wait "$PLAY_PID"; echo $? >"$d/evemu-play.rc"
    meta "$d" play-end "$(now)"
    settle "$d/witness.evemu" "$LONG" "$d"
    rec_signal "$d" INT
    rec_wait "$d" 10
    dev_remove "$d"
}

scenario_sigint() { # DIR
    d=$1
    dev_create "$d" "$LONG" || return 1
    rec_start "$d" witness "$d/witness.evemu" evemu-record "$NODE"
    start_reference_recorders "$d"
    # ── gesture-replay: SIGINT mid-recording (expect exit 0 and a valid file) ──
    gr_record_start "$d" gesture-replay "$d/gesture-replay.evemu"
    rec_wait_ready "$d"
    play_bg "$d" "$LONG"
    wait_until 60 events_at_least "$d/witness.evemu" "$SIGINT_AT" || meta "$d" sigint-late "$(now)"
    rec_signal "$d" INT evemu-record libinput-record gesture-replay
    rec_wait "$d" "$SIGINT_GRACE" evemu-record libinput-record gesture-replay
    kill "$PLAY_PID" 2>/dev/null; wait "$PLAY_PID"; echo $? >"$d/evemu-play.rc"
    sleep 0.3
    rec_signal "$d" INT witness
    rec_wait "$d" 10 witness
    dev_remove "$d"
}

run() { # NAME FUNCTION ARGS...
    name=$1 func=$2; shift 2
    if [ -n "$ONLY" ] && ! echo " $ONLY " | grep -q " $name "; then return 0; fi
    mkdir -p "$RESULTS/$name"
    note "scenario $name"
    meta "$RESULTS/$name" start "$(now)"
    "$func" "$RESULTS/$name" "$@" || meta "$RESULTS/$name" scenario-error "$func returned $?"
    dev_remove_leftovers "$RESULTS/$name"
    meta "$RESULTS/$name" end "$(now)"
}

run play-mt scenario_play "$F/mt-touchscreen.evemu" analyze both
run play-st scenario_play "$F/st-touchscreen.evemu" - both
run play-mouse scenario_play "$F/mouse.evemu" - both
run play-long scenario_play "$LONG" - evemu-only
run devices scenario_devices
run unplug scenario_unplug
run overflow scenario_overflow
run sigint scenario_sigint
run duration scenario_duration
run signals scenario_signals
run grab scenario_grab
run keyboard scenario_keyboard
run permission scenario_permission
run resolve scenario_resolve
run full-disk scenario_full_disk
run status scenario_status
run overflow-libinput scenario_overflow_libinput
run live-finish scenario_live "$F/live-finish.evemu" sigint
run live-cancel scenario_live "$F/live-cancel.evemu"
run live-touchpad scenario_live "$F/live-touchpad.evemu" - gnomeShell
run live-view scenario_live_view "$F/live-finish.evemu"
run player-mt scenario_player "$F/mt-touchscreen.evemu"
run player-st scenario_player "$F/st-touchscreen.evemu"
run player-mouse scenario_player "$F/mouse.evemu"
run player-clickpad scenario_player "$F/player-clickpad.evemu"
run player-long scenario_player "$F/long30-mt.evemu"
run player-speed scenario_player_speed "$LONG" 2
run player-sigint scenario_player_sigint "$LONG"
run player-devices scenario_player_devices "$F/two-devices.yml"
note "done"
