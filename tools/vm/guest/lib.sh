# Helpers for the lane's guest scripts (busybox sh). Sourced by tools/vm/guest/lane.sh.
#
# Every check works in its own folder $RESULTS/NAME (the host unpacks $RESULTS after poweroff
# and judges what it finds there). Conventions inside a check folder:
#   device.out               evemu-device's output (the node line)
#   REC.pid / REC.rc / REC.err   each recorder's pid, exit status (128+N = killed by signal N), stderr
#   REC.*                    each recorder's capture (evemu-record.evemu, libinput-record.yml, ...)
#   recorders                the recorders started, one name a line
#   meta                     key=value facts for the host (node, timings, what happened when)
# Nothing here judges; the host does (tools/vm/judge.py).

# How long a helper waits for something before it gives up (seconds).
: "${GR_WAIT_LIMIT:=20}"
GR=/payload/gesture-replay

now() { cut -d' ' -f1 /proc/uptime; }
meta() { echo "$2=$3" >>"$1/meta"; }
note() { echo "lane: $*"; }

# has_subcommand NAME: whether the gesture-replay binary in the payload has that subcommand.
# (swift-argument-parser prints the root help with exit 0 for an unknown `NAME --help`, so the
# usage line is what tells.)
has_subcommand() {
    [ -x "$GR" ] || return 1
    "$GR" "$1" --help 2>&1 | grep -q "USAGE: gesture-replay $1"
}

# wait_until SECONDS COMMAND...: polls COMMAND every 50 ms until it succeeds; 1 on timeout.
wait_until() {
    _limit=$1; shift
    _end=$(awk -v n="$(now)" -v l="$_limit" 'BEGIN { print n + l }')
    while ! "$@"; do
        awk -v n="$(now)" -v e="$_end" 'BEGIN { exit !(n > e) }' && return 1
        sleep 0.05
    done
    return 0
}

# dev_create DIR FIXTURE: starts evemu-device; sets NODE and DEV_PID.
dev_create() {
    evemu-device "$2" >"$1/device.out" 2>&1 &
    DEV_PID=$!
    DEV_PIDS="${DEV_PIDS:-} $DEV_PID"
    NODE=
    if ! wait_until "$GR_WAIT_LIMIT" grep -q ': /dev/input/event[0-9]*$' "$1/device.out"; then
        meta "$1" device-error "no node after ${GR_WAIT_LIMIT}s: $(tr '\n' ' ' <"$1/device.out")"
        return 1
    fi
    NODE=$(sed -n 's|.*: \(/dev/input/event[0-9]*\)$|\1|p' "$1/device.out" | head -1)
    wait_until "$GR_WAIT_LIMIT" test -c "$NODE" || { meta "$1" device-error "$NODE never appeared"; return 1; }
    meta "$1" node "$NODE"
    meta "$1" device-created "$(now)"
}

# touchpad_create DIR RECORDING: a uinput touchpad made from RECORDING's description (dev_create:
# NODE, DEV_PID), its udev database entry written by hand (libinput's path backend needs it and the
# guest runs no udevd: /run/udev/data/c13:MINOR with ID_INPUT and ID_INPUT_TOUCHPAD,
# touchpad-models.md §8), and `libinput debug-events --verbose` with GNOME's settings (tapping,
# adaptive, natural scrolling) watching it into DIR/debug-events.txt; sets WATCHER (its pid).
touchpad_create() {
    dev_create "$1" "$2" || return 1
    printf 'I:1\nE:ID_INPUT=1\nE:ID_INPUT_TOUCHPAD=1\n' >"/run/udev/data/c13:$((64 + ${NODE#/dev/input/event}))"
    libinput debug-events --verbose --device "$NODE" --enable-tap --set-profile=adaptive \
        --enable-natural-scrolling >"$1/debug-events.txt" 2>&1 &
    WATCHER=$!
}

# touchpad_remove DIR: pulls the touchpad out and deletes its udev database entry.
touchpad_remove() {
    dev_remove "$1"
    rm -f "/run/udev/data/c13:$((64 + ${NODE#/dev/input/event}))"
}

# dev_remove DIR: pulls the device out (SIGKILL to evemu-device closes its uinput fd).
dev_remove() {
    kill -KILL "$DEV_PID" 2>/dev/null
    wait "$DEV_PID" 2>/dev/null
    meta "$1" device-removed "$(now)"
}

# dev_remove_leftovers DIR: removes the devices DIR's scenario made and left (so the next
# scenario starts without them: device resolution counts every device there is).
dev_remove_leftovers() {
    for _p in ${DEV_PIDS:-}; do
        [ "$(cat /proc/"$_p"/comm 2>/dev/null)" = evemu-device ] || continue
        kill -KILL "$_p" 2>/dev/null
        wait "$_p" 2>/dev/null
        meta "$1" device-left-by-scenario "$_p"
    done
    DEV_PIDS=
}

# rec_start DIR NAME STDOUT COMMAND...: starts a recorder in the background. Its pid goes to
# DIR/NAME.pid (the command itself, so signals reach it), its exit status to DIR/NAME.rc.
rec_start() {
    _d=$1 _n=$2 _out=$3; shift 3
    rm -f "$_d/$_n.pid" "$_d/$_n.rc"
    (
        sh -c 'echo $$ >"$0.pid"; exec "$@"' "$_d/$_n" "$@" >"$_out" 2>"$_d/$_n.err" </dev/null
        echo $? >"$_d/$_n.rc"
    ) &
    echo "$_n" >>"$_d/recorders"
}

rec_pid() { cat "$1/$2.pid" 2>/dev/null; }
rec_done() { [ -f "$1/$2.rc" ]; }

# rec_has_node DIR NAME: the recorder, or a child of it, holds NODE open (so it will see every
# event from now on). Descendants count for recorders that run the real one under a wrapper (the
# pty runner, testing/broken-gesture-replay).
rec_has_node() {
    _p=$(rec_pid "$1" "$2") || return 1
    [ -n "$_p" ] || return 1
    holds_node "$_p" && return 0
    for _q in $(descendants_of "$_p"); do holds_node "$_q" && return 0; done
    return 1
}

# holds_node PID: the process has NODE open.
holds_node() {
    for _fd in /proc/"$1"/fd/*; do
        [ "$(readlink "$_fd" 2>/dev/null)" = "$NODE" ] && return 0
    done
    return 1
}

# descendants_of PID: the pids of PID's children, grandchildren, ... (from /proc/*/stat: pid,
# (command), state, ppid).
descendants_of() {
    cat /proc/[0-9]*/stat 2>/dev/null | awk -v root="$1" '
        { pid = $1; sub(/.*\) /, ""); parent[pid] = $2 }
        END {
            for (pid in parent) {
                for (q = parent[pid]; q != "" && q > 1; q = parent[q]) if (q == root) { print pid; break }
            }
        }'
}

# rec_ready DIR NAME...: waits until each named recorder has NODE open; notes the ones that never do.
rec_ready() {
    _d=$1; shift
    for _r in "$@"; do
        rec_started "$_d" "$_r" || continue
        if ! wait_until "$GR_WAIT_LIMIT" rec_has_node "$_d" "$_r"; then
            meta "$_d" "$_r-not-ready" "$(now)"
            note "$_r never opened $NODE: $(head -c 300 "$_d/$_r.err" 2>/dev/null)"
        fi
    done
}

# rec_wait_ready DIR: waits until every recorder of DIR has NODE open.
rec_wait_ready() {
    rec_ready "$1" $(cat "$1/recorders")
    meta "$1" recorders-ready "$(now)"
}

# rec_signal DIR SIGNAL NAME...: sends SIGNAL to the named recorders (all when no names).
# STOP and CONT, which no process can catch and pass on, go to the recorder's descendants too
# (the real recorder under a wrapper); other signals only to the recorder, which passes them on.
rec_signal() {
    _d=$1 _s=$2; shift 2
    [ $# -gt 0 ] || set -- $(cat "$_d/recorders")
    for _r in "$@"; do
        rec_started "$_d" "$_r" || continue
        rec_done "$_d" "$_r" && continue
        _p=$(rec_pid "$_d" "$_r")
        case $_s in STOP|CONT) _p="$_p $(descendants_of "$_p")" ;; esac
        kill -"$_s" $_p 2>/dev/null && meta "$_d" "$_r-sig$_s" "$(now)"
    done
}

# rec_started DIR NAME: the recorder was started in DIR (a skipped one was not).
rec_started() { grep -qx "$2" "$1/recorders" 2>/dev/null; }

# rec_wait DIR SECONDS NAME...: waits for recorders (all when no names) to exit, noting when
# each one did. One still running after SECONDS is recorded as hung (DIR/NAME.hung) and killed.
rec_wait() {
    _d=$1 _t=$2; shift 2
    [ $# -gt 0 ] || set -- $(cat "$_d/recorders")
    _left=
    for _r in "$@"; do rec_started "$_d" "$_r" && _left="$_left $_r"; done
    _end=$(awk -v n="$(now)" -v l="$_t" 'BEGIN { print n + l }')
    while [ -n "$_left" ]; do
        _still=
        for _r in $_left; do
            if rec_done "$_d" "$_r"; then meta "$_d" "$_r-exited" "$(now)"; else _still="$_still $_r"; fi
        done
        _left=$_still
        [ -n "$_left" ] || break
        if awk -v n="$(now)" -v e="$_end" 'BEGIN { exit !(n > e) }'; then
            for _r in $_left; do
                echo "still running ${_t}s after it was asked to stop" >"$_d/$_r.hung"
                kill -KILL "$(rec_pid "$_d" "$_r")" 2>/dev/null
                wait_until 5 rec_done "$_d" "$_r"
            done
            break
        fi
        sleep 0.05
    done
}

# count_events FILE: number of E: lines in an evemu capture so far.
count_events() { _c=$(grep -c '^E:' "$1" 2>/dev/null); echo "${_c:-0}"; }
# events_at_least FILE N
events_at_least() { [ "$(count_events "$1")" -ge "$2" ]; }

# play DIR RECORDING: plays a recording into NODE with evemu-play (foreground).
play() {
    meta "$1" play-start "$(now)"
    evemu-play "$NODE" <"$2" >"$1/evemu-play.out" 2>&1
    echo $? >"$1/evemu-play.rc"
    meta "$1" play-end "$(now)"
}

# play_bg DIR RECORDING: the same in the background; sets PLAY_PID.
play_bg() {
    meta "$1" play-start "$(now)"
    evemu-play "$NODE" <"$2" >"$1/evemu-play.out" 2>&1 &
    PLAY_PID=$!
}

# The standard trio beside each other on NODE: evemu-record, libinput record, and (when the
# binary has it) gesture-replay record. GR_RECORD_EXTRA holds extra gesture-replay options.
start_reference_recorders() {
    rec_start "$1" evemu-record "$1/evemu-record.evemu" evemu-record "$NODE"
    rec_start "$1" libinput-record "$1/libinput-record.out" libinput record -o "$1/libinput-record.yml" "$NODE"
}

# gr_record_start DIR NAME OUTFILE [OPTIONS...]: `gesture-replay record NODE -o OUTFILE OPTIONS`
# beside the reference recorders, or DIR/NAME.skipped when the binary has no record command.
gr_record_start() {
    _d=$1 _n=$2 _o=$3; shift 3
    if [ "$HAS_RECORD" = 1 ]; then
        rec_start "$_d" "$_n" "$_d/$_n.out" "$GR" record "$NODE" -o "$_o" "$@"
    else
        echo "gesture-replay has no record command yet" >"$_d/$_n.skipped"
    fi
}
