# The lane's `gesture-replay record` scenarios beyond the side-by-side ones (busybox sh, sourced
# by lane.sh after lib.sh): how a recording ends (--duration, SIGTERM, SIGHUP, removal while
# grabbed, a full disk), --grab, keyboards, permissions, which device DEVICE names, the status
# line on a terminal and the libinput format through an overflow. Each leaves its files in its
# folder for the host (record_judge.py); nothing is judged here.
#
# Needs the real binary (the fake recorder knows none of these options); without `record` each
# scenario leaves gesture-replay.skipped.

# --duration for the duration scenario, seconds: long enough that the short fixture has played
# well before it ends, short enough to cost little.
DURATION=1.5
# The resolution scenario's recordings, seconds (they only need to open the right device).
RESOLVE_DURATION=0.3
# How long a recorder may run past its --duration, or take to stop after a signal, before the
# lane calls it hung (seconds; TCG on a loaded host starts the binary in up to about a second).
STOP_GRACE=4
# How long the status scenario's recorders run on after the play, seconds: the status line is
# redrawn every 100 ms (StatusLine.refreshInterval), so several times in this long.
STATUS_IDLE=0.5
# The small disk of the full-disk scenario: a tmpfs of this size fills after about a second of
# the long recording (each evemu event line is ~60 bytes).
SMALL_DISK=192k
# How long a command that should end by itself (a refusal, a short --duration) may run, seconds.
RUN_LIMIT=10
# The unprivileged user of the permission scenario (any uid that is not 0 and not in a group).
USER_ID=1000

# skip_unless_record DIR: leaves DIR/gesture-replay.skipped and fails when the binary has no
# record command.
skip_unless_record() {
    [ "$HAS_RECORD" = 1 ] && return 0
    echo "gesture-replay has no record command yet" >"$1/gesture-replay.skipped"
    return 1
}

# run_to_end DIR NAME COMMAND...: runs a short gesture-replay command to its end with stdout in
# DIR/NAME.out, stderr in DIR/NAME.err and its exit status in DIR/NAME.rc. One still running
# after RUN_LIMIT seconds is recorded as hung (DIR/NAME.hung) and killed.
run_to_end() {
    _d=$1 _n=$2; shift 2
    rm -f "$_d/$_n.rc" "$_d/$_n.hung"
    ( "$@" >"$_d/$_n.out" 2>"$_d/$_n.err" </dev/null; echo $? >"$_d/$_n.rc" ) &
    _bg=$!
    if ! wait_until "$RUN_LIMIT" test -f "$_d/$_n.rc"; then
        echo "still running ${RUN_LIMIT}s after it started" >"$_d/$_n.hung"
        kill -KILL $(descendants_of "$_bg") 2>/dev/null
    fi
    wait "$_bg"
}

# as_user COMMAND...: runs COMMAND as USER_ID without supplementary groups.
as_user() {
    /usr/bin/python3 -c 'import os, sys
os.setgroups([]); os.setgid(int(sys.argv[1])); os.setuid(int(sys.argv[1]))
os.execv(sys.argv[2], sys.argv[2:])' "$USER_ID" "$@"
}

scenario_duration() { # DIR
    d=$1
    skip_unless_record "$d" || return 0
    dev_create "$d" "$F/mt-touchscreen.evemu" || return 1
    meta "$d" gesture-replay-start "$(now)"
    gr_record_start "$d" gesture-replay "$d/gesture-replay.evemu" --duration "$DURATION"
    meta "$d" duration "$DURATION"
    rec_wait_ready "$d"
    play "$d" "$F/mt-touchscreen.evemu"
    # ── gesture-replay: must end by itself once --duration has gone by ──
    if wait_until "$(awk -v a="$DURATION" -v b="$STOP_GRACE" 'BEGIN { print a + b }')" rec_done "$d" gesture-replay; then
        meta "$d" gesture-replay-exited "$(now)"
    else
        meta "$d" gesture-replay-running-after-duration "$(now)"
        rec_signal "$d" INT gesture-replay
        rec_wait "$d" 5 gesture-replay
    fi
    dev_remove "$d"
}

scenario_signals() { # DIR
    d=$1
    skip_unless_record "$d" || return 0
    dev_create "$d" "$F/mt-touchscreen.evemu" || return 1
    # Two recorders on the same node: one gets SIGTERM, the other SIGHUP.
    gr_record_start "$d" sigterm "$d/sigterm.evemu"
    gr_record_start "$d" sighup "$d/sighup.evemu"
    rec_wait_ready "$d"
    play "$d" "$F/mt-touchscreen.evemu"
    sleep 0.3
    # ── gesture-replay: SIGTERM and SIGHUP end it like SIGINT (exit 0, file complete) ──
    rec_signal "$d" TERM sigterm
    rec_signal "$d" HUP sighup
    rec_wait "$d" "$STOP_GRACE" sigterm sighup
    dev_remove "$d"
}

scenario_grab() { # DIR
    d=$1
    skip_unless_record "$d" || return 0
    dev_create "$d" "$F/mt-touchscreen.evemu" || return 1
    # evemu-record first: it refuses a device that is grabbed already (it tries a grab of its own
    # before it writes the description), so the grab comes once its N: line is out.
    rec_start "$d" witness "$d/witness.evemu" evemu-record "$NODE"
    rec_ready "$d" witness
    wait_until "$GR_WAIT_LIMIT" grep -q '^N:' "$d/witness.evemu" || meta "$d" witness-no-description "$(now)"
    # ── gesture-replay: --grab holds the device; evemu-record beside it must see nothing ──
    gr_record_start "$d" gesture-replay "$d/gesture-replay.evemu" --grab
    rec_ready "$d" gesture-replay
    # A second --grab while the first holds it: refused (74).
    run_to_end "$d" second "$GR" record "$NODE" -o "$d/second.evemu" --grab --duration 1
    play "$d" "$F/mt-touchscreen.evemu"
    sleep 0.3
    rec_signal "$d" INT gesture-replay
    rec_wait "$d" "$STOP_GRACE" gesture-replay
    # Released: the same gesture again reaches the witness.
    meta "$d" second-play "$(now)"
    play "$d" "$F/mt-touchscreen.evemu"
    settle "$d/witness.evemu" "$F/mt-touchscreen.evemu" "$d"
    rec_signal "$d" INT witness
    rec_wait "$d" 10 witness
    # Removal while grabbed: exit 74 by itself, the file kept.
    dev_remove "$d"
    dev_create "$d" "$LONG" || return 1
    gr_record_start "$d" unplugged "$d/unplugged.evemu" --grab
    rec_ready "$d" unplugged
    play_bg "$d" "$LONG"
    sleep 1
    dev_remove "$d"
    meta "$d" unplugged-removed "$(now)"
    if wait_until "$REMOVAL_GRACE" rec_done "$d" unplugged; then
        meta "$d" unplugged-exited-on-removal "$(now)"
    else
        meta "$d" unplugged-running-after-removal "${REMOVAL_GRACE}s"
        rec_signal "$d" INT unplugged
        rec_wait "$d" 5 unplugged
    fi
    kill "$PLAY_PID" 2>/dev/null; wait "$PLAY_PID"
    return 0
}

scenario_keyboard() { # DIR
    d=$1
    skip_unless_record "$d" || return 0
    dev_create "$d" "$F/keyboard.evemu" || return 1
    # ── gesture-replay: a keyboard is refused (77) unless --allow-keyboard ──
    run_to_end "$d" refused "$GR" record "$NODE" -o "$d/refused.evemu"
    gr_record_start "$d" allowed "$d/allowed.evemu" --allow-keyboard
    rec_ready "$d" allowed
    play "$d" "$F/keyboard.evemu"
    sleep 0.3
    rec_signal "$d" INT allowed
    rec_wait "$d" "$STOP_GRACE" allowed
    dev_remove "$d"
}

scenario_permission() { # DIR
    d=$1
    skip_unless_record "$d" || return 0
    dev_create "$d" "$F/mt-touchscreen.evemu" || return 1
    # The user may write its output folder; only the device is out of reach.
    mkdir -p "$d/user" && chmod 777 "$d/user"
    chmod 600 /dev/input/event*
    ls -l /dev/input/ >"$d/ls-dev-input"
    meta "$d" uid "$USER_ID"
    # ── gesture-replay as a user outside the input group: 77 with the fix ──
    run_to_end "$d" node as_user "$GR" record "$NODE" -o "$d/user/node.evemu"
    run_to_end "$d" default as_user "$GR" record -o "$d/user/default.evemu"
    run_to_end "$d" devices as_user "$GR" devices
    run_to_end "$d" devices-json as_user "$GR" devices --json
    ls -a "$d/user" >"$d/user-files"
    dev_remove "$d"
}

scenario_resolve() { # DIR
    d=$1
    skip_unless_record "$d" || return 0
    dev_create "$d" "$F/mouse.evemu" || return 1; MOUSE=$NODE MOUSE_PID=$DEV_PID
    dev_create "$d" "$F/mt-touchscreen.evemu" || return 1; MT=$NODE MT_PID=$DEV_PID
    mkdir -p /dev/input/by-id /dev/input/by-path
    ln -sf "../${MOUSE##*/}" /dev/input/by-id/usb-feed-lane-mouse-event-mouse
    ln -sf "../${MOUSE##*/}" /dev/input/by-path/platform-lane-mouse-event-mouse
    # ── gesture-replay: which device DEVICE names (the recording's N: line tells) ──
    for c in "default:" "name:test mouse" "by-id-name:usb-feed-lane-mouse-event-mouse" \
             "by-id:/dev/input/by-id/usb-feed-lane-mouse-event-mouse" \
             "by-path:/dev/input/by-path/platform-lane-mouse-event-mouse"; do
        n=${c%%:*} arg=${c#*:}
        if [ -n "$arg" ]; then
            run_to_end "$d" "$n" "$GR" record "$arg" -o "$d/$n.evemu" --duration "$RESOLVE_DURATION"
        else
            run_to_end "$d" "$n" "$GR" record -o "$d/$n.evemu" --duration "$RESOLVE_DURATION"
        fi
    done
    # A second touchscreen: no default any more (64 with the candidates); a name part that
    # matches all three is ambiguous (64).
    dev_create "$d" "$F/st-touchscreen.evemu" || return 1; ST=$NODE ST_PID=$DEV_PID
    run_to_end "$d" several "$GR" record -o "$d/several.evemu" --duration "$RESOLVE_DURATION"
    run_to_end "$d" ambiguous "$GR" record "gesture-replay test" -o "$d/ambiguous.evemu" --duration "$RESOLVE_DURATION"
    printf 'mouse=%s\nmt=%s\nst=%s\n' "$MOUSE" "$MT" "$ST" >>"$d/meta"
    for p in $MOUSE_PID $MT_PID $ST_PID; do kill -KILL "$p"; wait "$p" 2>/dev/null; done
    rm -rf /dev/input/by-id /dev/input/by-path
}

scenario_full_disk() { # DIR
    d=$1
    skip_unless_record "$d" || return 0
    dev_create "$d" "$LONG" || return 1
    rec_start "$d" witness "$d/witness.evemu" evemu-record "$NODE"
    # ── gesture-replay: each format onto its own small disk, which fills mid-recording ──
    for fmt in evemu libinput; do
        mkdir -p "/mnt/small-$fmt"
        mount -t tmpfs -o "size=$SMALL_DISK" tmpfs "/mnt/small-$fmt" || meta "$d" "mount-$fmt" failed
        gr_record_start "$d" "$fmt" "/mnt/small-$fmt/full.rec" --format "$fmt"
    done
    rec_wait_ready "$d"
    play_bg "$d" "$LONG"
    for fmt in evemu libinput; do
        wait_until 60 rec_done "$d" "$fmt" || echo "still running 60s after the play started" >"$d/$fmt.hung"
        meta "$d" "$fmt-exited" "$(now)"
    done
    sleep 0.3
    rec_signal "$d" INT witness
    rec_wait "$d" 10
    kill "$PLAY_PID" 2>/dev/null; wait "$PLAY_PID"
    for fmt in evemu libinput; do
        cp "/mnt/small-$fmt/full.rec" "$d/$fmt.rec" 2>/dev/null
        ls -a "/mnt/small-$fmt" >"$d/$fmt.ls"
        umount "/mnt/small-$fmt"
    done
    dev_remove "$d"
}

scenario_status() { # DIR
    d=$1
    skip_unless_record "$d" || return 0
    dev_create "$d" "$F/mt-touchscreen.evemu" || return 1
    # ── gesture-replay on a terminal (a pty): a status line redrawn in place on stderr; and
    # beside it one whose stderr is a file: nothing but its messages ──
    rec_start "$d" gesture-replay "$d/pty-runner.out" /usr/bin/python3 /payload/guest/pty-run.py "$d/tty" \
        "$GR" record "$NODE" -o "$d/gesture-replay.evemu"
    rec_ready "$d" gesture-replay
    gr_record_start "$d" piped "$d/piped.evemu"
    rec_ready "$d" piped
    play "$d" "$F/mt-touchscreen.evemu"
    sleep "$STATUS_IDLE"
    rec_signal "$d" INT
    rec_wait "$d" "$STOP_GRACE"
    dev_remove "$d"
}

scenario_overflow_libinput() { # DIR
    d=$1
    dev_create "$d" "$LONG" || return 1
    rec_start "$d" witness "$d/witness.evemu" evemu-record "$NODE"
    # ── gesture-replay --format libinput through a SIGSTOP long enough to overflow ──
    gr_record_start "$d" gesture-replay "$d/gesture-replay.yml" --format libinput
    rec_wait_ready "$d"
    play_bg "$d" "$LONG"
    wait_until 60 events_at_least "$d/witness.evemu" "$STOP_AT" || meta "$d" stop-late "$(now)"
    rec_signal "$d" STOP gesture-replay
    meta "$d" stopped-at-event "$(count_events "$d/witness.evemu")"
    wait_until 60 events_at_least "$d/witness.evemu" $((STOP_AT + STOPPED_FOR)) || meta "$d" cont-late "$(now)"
    meta "$d" continued-at-event "$(count_events "$d/witness.evemu")"
    rec_signal "$d" CONT gesture-replay
    wait "$PLAY_PID"; echo $? >"$d/evemu-play.rc"
    meta "$d" play-end "$(now)"
    settle "$d/witness.evemu" "$LONG" "$d"
    rec_signal "$d" INT
    rec_wait "$d" 10
    dev_remove "$d"
}
