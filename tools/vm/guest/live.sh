# The lane's `gesture-replay live` scenarios (busybox sh, sourced by lane.sh after lib.sh): a
# recording is played into a uinput device made from its own description while `live --once`
# runs on the node beside evemu-record; then `replay` of the played file and of live's own
# --record file, a `live` ended by SIGINT mid-gesture, and `live` on a terminal (a pty) for the
# view. Each leaves its files in its folder for the host (live_judge.py); nothing is judged here.

# How long `live --once` may take to exit by itself after the play has ended, seconds, before the
# lane stops it: the push transition settles in at most 0.35 s, the rest is TCG on a loaded host.
ONCE_GRACE=5
# When SIGINT reaches the interrupted `live`, seconds after its play started: mid-gesture (the
# live gestures move for 0.6-0.8 s), so the finger is still down.
LIVE_SIGINT_AFTER=0.4

# skip_unless_live DIR: leaves DIR/live.skipped and fails when the binary has no live command.
skip_unless_live() {
    [ "$HAS_LIVE" = 1 ] && return 0
    echo "gesture-replay has no live command yet" >"$1/live.skipped"
    return 1
}

# replay_json DIR NAME RECORDING [OPTION...]: `gesture-replay replay RECORDING --json OPTION...`
# into DIR/NAME.json (the summary object), with NAME.err and NAME.rc.
replay_json() {
    rj_dir=$1 rj_name=$2 rj_rec=$3
    shift 3
    "$GR" replay "$rj_rec" --json "$@" >"$rj_dir/$rj_name.json" 2>"$rj_dir/$rj_name.err" </dev/null
    echo $? >"$rj_dir/$rj_name.rc"
}

# MODEL (optional) is the feel model live and both replays use: a touchpad recording needs a
# touchpad model (gnomeShell), which routes it through libinput's gesture model and the tracker.
scenario_live() { # DIR RECORDING [sigint|-] [MODEL]
    d=$1 rec=$2 ending=${3:-} model=${4:-}
    skip_unless_live "$d" || return 0
    dev_create "$d" "$rec" || return 1
    rec_start "$d" witness "$d/witness.evemu" evemu-record "$NODE"
    # ── gesture-replay live --once beside evemu-record; must exit by itself ──
    rec_start "$d" live "$d/live.out" "$GR" live "$NODE" --once --states "$d/live.jsonl" --record "$d/live.evemu" \
        ${model:+--model "$model"}
    rec_wait_ready "$d"
    play "$d" "$rec"
    meta "$d" once-play-end "$(now)"
    if wait_until "$ONCE_GRACE" rec_done "$d" live; then
        meta "$d" live-exited-by-itself "$(now)"
    else
        meta "$d" live-running-after-play "${ONCE_GRACE}s"
        rec_signal "$d" INT live
        rec_wait "$d" 5 live
    fi
    settle "$d/witness.evemu" "$rec" "$d"
    rec_signal "$d" INT witness
    rec_wait "$d" 10 witness
    # The same decisions from the played file and from live's own recording.
    replay_json "$d" replay-played "$rec" ${model:+--model "$model"}
    replay_json "$d" replay-record "$d/live.evemu" ${model:+--model "$model"}
    if [ "$ending" = sigint ]; then
        # ── gesture-replay live ended by SIGINT with the finger down ──
        rec_start "$d" live-sigint "$d/live-sigint.out" "$GR" live "$NODE" \
            --states "$d/live-sigint.jsonl" --record "$d/live-sigint.evemu"
        rec_ready "$d" live-sigint
        play_bg "$d" "$rec"
        sleep "$LIVE_SIGINT_AFTER"
        rec_signal "$d" INT live-sigint
        rec_wait "$d" "$SIGINT_GRACE" live-sigint
        wait "$PLAY_PID"
        replay_json "$d" replay-sigint "$d/live-sigint.evemu"
    fi
    dev_remove "$d"
}

scenario_live_view() { # DIR RECORDING
    d=$1
    skip_unless_live "$d" || return 0
    dev_create "$d" "$2" || return 1
    # ── gesture-replay live on a terminal: the view, redrawn in place ──
    rec_start "$d" live "$d/pty-runner.out" /usr/bin/python3 /payload/guest/pty-run.py "$d/view" "$GR" live "$NODE" --once
    rec_wait_ready "$d"
    play "$d" "$2"
    if ! wait_until "$ONCE_GRACE" rec_done "$d" live; then
        meta "$d" live-running-after-play "${ONCE_GRACE}s"
        rec_signal "$d" INT live
        rec_wait "$d" 5 live
    fi
    dev_remove "$d"
}
