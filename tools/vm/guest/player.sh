# `gesture-replay play` beside evemu-play, for the live-device lane (sourced by lane.sh after lib.sh).
# Each scenario plays one fixture with both players: evemu-play into an evemu-device node, and
# `gesture-replay play` into the device it makes itself, with evemu-record capturing each. The host
# (tools/vm/player_judge.py) compares the captures event for event and the frames' timing.
#
# Files in a scenario folder: evemu-record.evemu (evemu-play's run), gr-play.json / gr-play.err /
# gr-play.rc (gesture-replay play's report, messages, exit status), gr-capture.evemu (evemu-record on
# play's node); meta: node, gr-node, gr-signal / gr-play-exited times.

# How long play waits after making its device before the first frame, seconds: evemu-record must
# have opened the node and be done describing the device by then: with 1.5 s, under TCG, the first
# frame of a run came 12 ms late (evemu-record still busy on the one vCPU).
PLAY_DELAY=3

# poll_until SECONDS COMMAND...: like wait_until, but checks only every 0.5 s and forks nothing else
# (wait_until runs awk twice per 50 ms round): while play runs, the lane's own polling shares the one
# TCG vCPU with it, and a fork there delays frames by milliseconds.
poll_until() {
    pu_rounds=$(($1 * 2)); shift
    while ! "$@"; do
        [ "$pu_rounds" -gt 0 ] || return 1
        pu_rounds=$((pu_rounds - 1))
        sleep 0.5
    done
}

# gr_play_start DIR NAME FILE [OPTIONS...]: starts `gesture-replay play FILE --json --delay PLAY_DELAY
# OPTIONS` as recorder NAME, waits for the node it names on stderr, sets GR_NODE and starts
# evemu-record on it (recorder NAME-capture, capture DIR/NAME.evemu). 1 when no node came.
gr_play_start() {
    # Names of their own: rec_start, rec_ready and the rest set _d, _n, _r.
    gp_d=$1 gp_n=$2 gp_f=$3; shift 3
    rec_start "$gp_d" "$gp_n" "$gp_d/$gp_n.json" "$GR" play "$gp_f" --json --delay "$PLAY_DELAY" "$@"
    if ! wait_until "$GR_WAIT_LIMIT" grep -q ' into /dev/input/event[0-9]* ' "$gp_d/$gp_n.err"; then
        meta "$gp_d" "$gp_n-no-node" "$(head -c 300 "$gp_d/$gp_n.err" | tr '\n' ' ')"
        rec_signal "$gp_d" KILL "$gp_n"
        return 1
    fi
    GR_NODE=$(sed -n 's|.* into \(/dev/input/event[0-9]*\) .*|\1|p' "$gp_d/$gp_n.err" | head -1)
    meta "$gp_d" "$gp_n-node" "$GR_NODE"
    gp_saved=$NODE
    NODE=$GR_NODE
    rec_start "$gp_d" "$gp_n-capture" "$gp_d/$gp_n.evemu" evemu-record "$GR_NODE"
    rec_ready "$gp_d" "$gp_n-capture"
    NODE=$gp_saved
    meta "$gp_d" "$gp_n-capture-ready" "$(now)"
}

# gr_play_keep DIR NAME FILE EVENTS [OPTIONS...]: plays FILE with `--keep`, waits until play has
# reported (its last frame is written) and the capture holds EVENTS events, then SIGINT to play (which
# removes its device: evdev answers ENODEV with events still queued, so not before) and to the capture.
gr_play_keep() {
    gk_d=$1 gk_n=$2 gk_f=$3 gk_count=$4; shift 4
    gr_play_start "$gk_d" "$gk_n" "$gk_f" --keep "$@" || return 1
    poll_until 120 grep -q '"timing"' "$gk_d/$gk_n.json" || meta "$gk_d" "$gk_n-no-report" "$(now)"
    poll_until 10 events_at_least "$gk_d/$gk_n.evemu" "$gk_count" || meta "$gk_d" "$gk_n-settle-timeout" "$(now)"
    rec_signal "$gk_d" INT "$gk_n"
    rec_wait "$gk_d" 5 "$gk_n"
    rec_signal "$gk_d" INT "$gk_n-capture"
    rec_wait "$gk_d" 5 "$gk_n-capture"
}

# scenario_player DIR FIXTURE: evemu-play's run, then gesture-replay play's.
scenario_player() {
    d=$1 f=$2
    dev_create "$d" "$f" || return 1
    rec_start "$d" evemu-record "$d/evemu-record.evemu" evemu-record "$NODE"
    rec_wait_ready "$d"
    play "$d" "$f"
    # The kernel drops a recording's empty frames (the clickpad's has some): what evemu-play's capture
    # ends up holding is the count play's capture must reach too.
    wait_until 5 events_at_least "$d/evemu-record.evemu" "$(count_events "$f")"
    sleep 0.3
    rec_signal "$d" INT evemu-record
    rec_wait "$d" 5 evemu-record
    dev_remove "$d"
    # ── gesture-replay play: its own device, read back by evemu-record ──
    [ "$HAS_PLAY" = 1 ] || { echo "gesture-replay has no play command yet" >"$d/gr-play.skipped"; return 0; }
    gr_play_keep "$d" gr-play "$f" "$(count_events "$d/evemu-record.evemu")"
    return 0
}

# scenario_player_speed DIR FIXTURE SPEED: gesture-replay play at SPEED only (recorder gr-speed).
scenario_player_speed() {
    d=$1 f=$2
    [ "$HAS_PLAY" = 1 ] || { echo "gesture-replay has no play command yet" >"$d/gr-play.skipped"; return 0; }
    gr_play_keep "$d" gr-speed "$f" "$(count_events "$f")" --speed "$3"
}

# scenario_player_sigint DIR FIXTURE: play FIXTURE; SIGINT to play once its capture holds SIGINT_AT
# events (fingers are down then); how long play takes to exit.
scenario_player_sigint() {
    d=$1 f=$2
    [ "$HAS_PLAY" = 1 ] || { echo "gesture-replay has no play command yet" >"$d/gr-play.skipped"; return 0; }
    gr_play_start "$d" gr-play "$f" || return 1
    wait_until 60 events_at_least "$d/gr-play.evemu" "$SIGINT_AT" || meta "$d" sigint-late "$(now)"
    rec_signal "$d" INT gr-play
    rec_wait "$d" "$SIGINT_GRACE" gr-play
    # The capture ends by itself when the device goes; give it a moment, then stop it.
    wait_until 3 rec_done "$d" gr-play-capture
    rec_signal "$d" INT gr-play-capture
    rec_wait "$d" 5 gr-play-capture
}

# yml_events FILE: the evdev events in a libinput record file (its `- [sec, usec, type, code, value]` lines).
yml_events() { _c=$(grep -c '^ *- \[ *[0-9]*, *[0-9]*, *[0-9]*, *[0-9]*, *-\{0,1\}[0-9]*\]' "$1" 2>/dev/null); echo "${_c:-0}"; }
yml_events_at_least() { [ "$(yml_events "$1")" -ge "$2" ]; }
# reports_at_least FILE N: play's --json output holds N device reports.
reports_at_least() { _c=$(grep -c '"timing"' "$1" 2>/dev/null); [ "${_c:-0}" -ge "$2" ]; }

# scenario_player_devices DIR FIXTURE: plays a libinput record file of two devices with `--keep`;
# libinput record reads both nodes play made into one file on one timeline (recorder
# gr-devices-capture, DIR/gr-devices.yml), so the host can compare each device's events and the
# order and timing across them.
scenario_player_devices() {
    d=$1 f=$2
    [ "$HAS_PLAY" = 1 ] || { echo "gesture-replay has no play command yet" >"$d/gr-play.skipped"; return 0; }
    rec_start "$d" gr-devices "$d/gr-devices.json" "$GR" play "$f" --json --delay "$PLAY_DELAY" --keep
    if ! wait_until "$GR_WAIT_LIMIT" grep -q ' and /dev/input/event[0-9]* ' "$d/gr-devices.err"; then
        meta "$d" gr-devices-no-node "$(head -c 300 "$d/gr-devices.err" | tr '\n' ' ')"
        rec_signal "$d" KILL gr-devices
        return 1
    fi
    nodes=$(grep -m1 ' and /dev/input/' "$d/gr-devices.err" | grep -o '/dev/input/event[0-9]*' | tr '\n' ' ')
    meta "$d" gr-devices-nodes "$nodes"
    rec_start "$d" gr-devices-capture "$d/gr-devices-capture.out" libinput record -o "$d/gr-devices.yml" $nodes
    saved=$NODE
    for NODE in $nodes; do rec_ready "$d" gr-devices-capture; done
    NODE=$saved
    meta "$d" gr-devices-capture-ready "$(now)"
    poll_until 60 reports_at_least "$d/gr-devices.json" 2 || meta "$d" gr-devices-no-report "$(now)"
    poll_until 5 yml_events_at_least "$d/gr-devices.yml" "$(yml_events "$f")" \
        || meta "$d" gr-devices-settle-timeout "$(now)"
    rec_signal "$d" INT gr-devices-capture
    rec_wait "$d" 5 gr-devices-capture
    rec_signal "$d" INT gr-devices
    rec_wait "$d" 5 gr-devices
}
