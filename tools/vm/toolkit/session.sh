#!/bin/bash
# The toolkit lane's session (bash, inside the toolkit root filesystem under chroot, as root):
# udev, seatd, sway on the headless and libinput backends with one 1280x800 output, the probe app
# (toolkit-probe: libadwaita 1.2 on Debian 12, 1.7 on Debian 13) filling it; then each recording in /lane/recordings is fed into
# a new uinput device made after sway and the app are up, and the probe's log lines for it are
# kept as RESULTS/NAME/probe.log beside the kernel's capture (kernel.evemu) and the timings (meta).
# Usage: session.sh RESULTS. Every wait is bounded; nothing is judged here (toolkit-judge.py is).
# The setup is the one /work/shared/toolkit-lane.md measured (sway as uid 1000 with seatd's
# socket, WLR_* variables, GTK's software paths).
set -uo pipefail
RESULTS=$1
mkdir -p "$RESULTS"
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8
. /lane/guest/lib.sh
. /lane/toolkit/stack.sh
# How long one gesture may take to be decided after its play ended (no end-swipe by then: none), and
# to settle after that, seconds.
DECIDE_LIMIT=2
SETTLE_LIMIT=6
FEEDER=$(cat /lane/toolkit/feeder 2>/dev/null || echo evemu)
# Seconds `gesture-replay play` waits after making the device: sway adds a new device within about
# 1 s under TCG (toolkit-lane.md), then the pointer is placed; 2.5 s was seen too short on a loaded
# host (sway took 2 s to add a device); on Debian 13 with the host at load average 20-30, two short
# plays (left-threshold-far, a corpus scroll) ended 0.2 s and 1.5 s after the pointer was set, so they
# began before sway had the device, and never reached GTK: 6 s, and a play that began before the
# pointer was set is reported as a feed error.
PLAY_DELAY=6
PROBE_LOG=/tmp/probe.log
fail() { echo "$*" >"$RESULTS/session-error"; echo "session: $*" >&2; exit 1; }
step() { echo "$1=$(now)" >>"$RESULTS/timeline"; echo "session: $1 at $(now) s"; }
step boot
dpkg-query -W -f='${Version}\n' libadwaita-1-0 libgtk-4-1 sway libinput10 >"$RESULTS/versions" 2>/dev/null

stack_udev
stack_sway

: >"$PROBE_LOG" && chmod 666 "$PROBE_LOG"
probe_args=()
case $(cat /lane/toolkit/widget 2>/dev/null) in
swipeable) probe_args=(--swipeable) ;;
navigation) probe_args=(--navigation) ;;
esac
# GTK's software paths: GTK 4.8 (Debian 12) turns GL off with GDK_DEBUG=gl-disable, GTK 4.18 (Debian 13)
# with GDK_DISABLE=gl,vulkan (toolkit-lane.md, "Debian 13"); cairo draws either way.
gtk_env=(GDK_DEBUG=gl-disable)
[ "$(cat /lane/toolkit/release 2>/dev/null)" = 13 ] && gtk_env=(GDK_DISABLE=gl,vulkan)
as_user GSK_RENDERER=cairo GDK_BACKEND=wayland "${gtk_env[@]}" GTK_A11Y=none \
    /lane/toolkit/toolkit-probe "${probe_args[@]}" "$PROBE_LOG" >"$RESULTS/probe.stderr" 2>&1 &
wait_until 60 grep -q '^ready ' "$PROBE_LOG" || fail "the probe never drew: $(tail -3 "$RESULTS/probe.stderr")"
grep '^ready ' "$PROBE_LOG" >"$RESULTS/ready"
step probe

# An idle touchscreen and touchpad for the whole session: the first recording's device would otherwise
# bring sway's seat its touch (or pointer) capability, and the app binds its wl_touch only when told of
# it, which under a loaded host came after the whole first drag (seen on Debian 13: the first recording,
# whichever, never reached GTK). Once GTK's seat has both (the probe's `seat` lines: pointer 1, touch
# 2), every recording's device only joins them.
for kind in touchscreen touchpad; do
    evemu-device "/lane/toolkit/idle-$kind.evemu" >"$RESULTS/idle-$kind.out" 2>&1 &
done
seat_has() { local caps; caps=$(grep '^seat ' "$PROBE_LOG" | tail -1 | cut -d' ' -f3); [ -n "$caps" ] && (( (caps & $1) == $1 )); }
wait_until 30 seat_has 3 || fail "GTK's seat never had pointer and touch: $(grep '^seat ' "$PROBE_LOG" | tail -1)"
step idle-devices

lines() { wc -l <"$PROBE_LOG"; }
since() { tail -n +"$(($1 + 1))" "$PROBE_LOG"; }
# (Output taken whole before grep: grep -q quitting early would fail the pipe under pipefail.)
has_since() { local text; text=$(since "$1"); grep -q "^$2" <<<"$text"; }

# feed DIR RECORDING START: plays RECORDING into a new device of its own description, made now
# that sway and the app are up; sway must have added it and the pointer must be over the app
# (touchpad scrolls go to the surface under it) before the first frame. evemu-record captures what
# the kernel delivered (kernel.evemu). The device stays until the probe has logged an end-swipe
# after line START, or DECIDE_LIMIT seconds passed without one: a device removed at once can take
# its last frames with it (the kernel answers ENODEV with events still queued), and with them the
# scroll stop that ends the swipe. The only place that knows how recordings reach the kernel: with
# FEEDER=play `gesture-replay play --delay --keep` makes the device and plays with absolute
# deadlines; with FEEDER=evemu, evemu-device and evemu-play.
feed() {
    local dir=$1 rec=$2 start=$3 name player recorder rc
    name=$(sed -n 's/^N: //p' "$rec" | head -1)
    if [ "$FEEDER" = play ]; then
        /lane/toolkit/gesture-replay play --keep --delay "$PLAY_DELAY" "$rec" >"$dir/play.out" 2>&1 &
        player=$!
    else
        dev_create "$dir" "$rec" || return 1
    fi
    # The kernel's capture starts as soon as the node exists, before sway has the device.
    wait_until 10 node_named "$name" >/dev/null || { meta "$dir" feed-error "no node for $name"; }
    NODE=$(node_named "$name")
    local appeared
    appeared=$(now)
    evemu-record "$NODE" >"$dir/kernel.evemu" 2>/dev/null &
    recorder=$!
    local watcher=
    wait_until 5 grep -q '^#' "$dir/kernel.evemu"
    meta "$dir" recorder-ready "$(now)"
    if ! wait_until 10 in_sway "$name"; then
        meta "$dir" feed-error "sway never added $name"
        swaymsg_ -t get_inputs >"$dir/sway-inputs.txt" 2>&1
        kill -INT "$recorder" 2>/dev/null
        wait "$recorder" 2>/dev/null
        if [ "$FEEDER" = play ]; then kill -INT "$player"; wait "$player"; else dev_remove "$dir"; fi
        return 1
    fi
    meta "$dir" in-sway "$(now)"
    # libinput's own view of a touchpad (Debian 13: libinput-watch.c), a context of its own on the same
    # node, started once udev has tagged it (sway has it) and before the play's delay is over.
    if [ -x /lane/toolkit/libinput-watch ] && udevadm info -q property -n "$NODE" | grep -qx ID_INPUT_TOUCHPAD=1; then
        /lane/toolkit/libinput-watch "$NODE" "$dir/libinput.log" 2>"$dir/libinput-watch.err" &
        watcher=$!
    fi
    swaymsg_ seat seat0 cursor set 640 400 >/dev/null 2>&1
    meta "$dir" cursor-set "$(now)"
    if [ "$FEEDER" = play ] && awk -v a="$appeared" -v c="$(now)" -v d="$PLAY_DELAY" 'BEGIN { exit !(c > a + d) }'; then
        meta "$dir" feed-error "the play began before sway had the device and the pointer was set ($(awk -v a="$appeared" \
            -v c="$(now)" 'BEGIN { printf "%.1f", c - a }') s after the node appeared, play delay $PLAY_DELAY s)"
    fi
    if [ "$FEEDER" = play ]; then
        wait_until 60 grep -q 'keeping /dev/' "$dir/play.out" || meta "$dir" feed-error "play did not finish"
        meta "$dir" play-end "$(now)"
    else
        play "$dir" "$rec"
    fi
    wait_until "$DECIDE_LIMIT" has_since "$start" end
    kill -INT "$recorder" 2>/dev/null
    wait "$recorder" 2>/dev/null
    if [ -n "$watcher" ]; then kill -INT "$watcher" 2>/dev/null; wait "$watcher" 2>/dev/null; fi
    if [ "$FEEDER" = play ]; then
        kill -INT "$player" 2>/dev/null
        wait "$player"
        meta "$dir" play-rc "$?"
    else
        dev_remove "$dir"
    fi
    wait_until 10 not_in_sway "$name" || meta "$dir" feed-error "sway kept $name"
}

for rec in /lane/recordings/*.evemu; do
    name=$(basename "$rec" .evemu)
    dir=$RESULTS/$name
    mkdir -p "$dir"
    start=$(lines)
    meta "$dir" feeder "$FEEDER"
    feed "$dir" "$rec" "$start" || continue
    if has_since "$start" begin; then
        wait_until "$SETTLE_LIMIT" has_since "$start" settled || meta "$dir" settle-error "no settle"
        if has_since "$start" 'settled .* page1'; then
            wait_until "$SETTLE_LIMIT" has_since "$start" reset || meta "$dir" settle-error "no reset"
        fi
    fi
    since "$start" >"$dir/probe.log"
    meta "$dir" done "$(now)"
    echo "session: $name done at $(now) s"
done
step cases
cp "$PROBE_LOG" "$RESULTS/probe-all.log"
kill "$SWAY" 2>/dev/null
echo done >"$RESULTS/finished"
