#!/bin/bash
# The toolkit lane's Firefox session (bash, inside the firefox variant of the toolkit root filesystem
# under chroot, as root): udev, seatd and sway as toolkit/session.sh starts them, the page pair served
# by pages.py, and Firefox ESR on native Wayland with a fresh profile (user.js) showing page 1. Once
# Firefox says its swipe handling is set up (lane.cfg's `ready`), a tap on the touchpad follows page
# 1's link, so that page 1 counts as user-interacted and page 2 has something to go back to; then each
# recording in /lane/recordings is played with `gesture-replay play` into a new device, and what
# Firefox logged (firefox.log) and what the server saw (server.log) are kept in RESULTS/NAME/ beside
# the kernel's capture (kernel.evemu) and the timings (meta). After a recording that went back, the
# next one first taps page 1 again. Usage: session.sh RESULTS. Every wait is bounded; nothing is
# judged here (firefox_judge.py is).
set -uo pipefail
RESULTS=$1
mkdir -p "$RESULTS"
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8
. /lane/guest/lib.sh
. /lane/toolkit/stack.sh
HERE=/lane/toolkit/firefox
# Seconds Firefox may take to be ready after asking for page 1 (lane.cfg's `ready`: its swipe handling
# set up, in an idle task of the window): 47-56 s after launch for ESR 140 under TCG
# (toolkit-lane.md); ESR 153 79-82 s after asking for page 1, 194-205 s after launch, with the host
# at load average 9 (2026-11-27, tools/vm/README.md "Firefox ESR 153").
READY_LIMIT=300
# How long Firefox may take to ask for the first page, seconds: 31-43 s for ESR 140 under TCG on an
# idle host (toolkit-lane.md); ESR 153 115-123 s with the host at load average 9 and 169 s at 6-12
# (its fresh profile's start-up work on the main thread, 2026-11-27).
PAGE1_LIMIT=300
# Seconds a tap may take to bring page 2 (sway adding the device, libinput's tap timeout, the load).
TAP_LIMIT=30
# Seconds after the play's end for the swipe to end in Firefox (no MozSwipeGestureEnd by then: none
# began or it is lost), and, once Firefox's tracker succeeded (MozSwipeGesture), for page 1 to be
# requested; a swipe that ended without success is watched STAY_WATCH seconds for a request anyway.
DECIDE_LIMIT=3
NAV_LIMIT=15
STAY_WATCH=2
# As toolkit/session.sh: seconds `gesture-replay play` waits after making the device (sway adds it
# within about 1 s under TCG, toolkit-lane.md; 2.5 s was seen too short on a loaded host).
PLAY_DELAY=3
# The lane's page server (any free port: the guest has no network).
PORT=8123
PAGE1=/page1.html
PAGE2=/page2.html
FF_LOG=/tmp/firefox-lane.log
SERVER_LOG=/tmp/server.log
PROFILE=/home/lane/lane-profile
FIREFOX_DIR=/usr/lib/firefox-esr
fail() { echo "$*" >"$RESULTS/session-error"; echo "session: $*" >&2; finish; exit 1; }
step() { echo "$1=$(now)" >>"$RESULTS/timeline"; echo "session: $1 at $(now) s"; }
finish() {
    cp "$FF_LOG" "$RESULTS/firefox-all.log" 2>/dev/null
    cp "$SERVER_LOG" "$RESULTS/server-all.log" 2>/dev/null
}
step boot
dpkg-query -W -f='${Version}\n' firefox-esr sway libinput10 >"$RESULTS/versions" 2>/dev/null

stack_udev
stack_sway

: >"$SERVER_LOG" && chmod 666 "$SERVER_LOG"
python3 "$HERE/pages.py" "$PORT" "$HERE" "$SERVER_LOG" >"$RESULTS/server.stderr" 2>&1 &
wait_until 20 grep -q LISTEN "$SERVER_LOG" || fail "the page server did not start: $(tail -3 "$RESULTS/server.stderr")"
step server

# The autoconfig that logs readiness, swipes and loads (lane.cfg), and a fresh profile.
cp "$HERE/autoconfig.js" "$FIREFOX_DIR/defaults/pref/lane-autoconfig.js"
cp "$HERE/lane.cfg" "$FIREFOX_DIR/lane.cfg"
as_user mkdir -p "$PROFILE"
cp "$HERE/user.js" "$PROFILE/user.js" && chown 1000:1000 "$PROFILE/user.js"
: >"$FF_LOG" && chown 1000:1000 "$FF_LOG"
as_user MOZ_ENABLE_WAYLAND=1 GDK_BACKEND=wayland MOZ_CRASHREPORTER_DISABLE=1 GR_FIREFOX_LOG="$FF_LOG" \
    firefox-esr --no-remote --profile "$PROFILE" "http://127.0.0.1:$PORT$PAGE1" >"$RESULTS/firefox.stderr" 2>&1 &
step firefox-launch
wait_until "$PAGE1_LIMIT" grep -q "GET $PAGE1 " "$SERVER_LOG" || fail "Firefox never asked for page 1: $(tail -3 "$RESULTS/firefox.stderr")"
step page1-requested
wait_until "$READY_LIMIT" grep -q ' ready ' "$FF_LOG" \
    || fail "Firefox never logged ready: $(tail -3 "$FF_LOG") / $(tail -3 "$RESULTS/firefox.stderr")"
step firefox-ready
swaymsg_ -t get_tree >"$RESULTS/sway-tree.json" 2>&1

lines() { wc -l <"$1"; }
since() { tail -n +"$(($2 + 1))" "$1"; }
# (Output taken whole before grep: grep -q quitting early would fail the pipe under pipefail.)
has_since() { local text; text=$(since "$1" "$2"); grep -q -- "$3" <<<"$text"; }
# The page Firefox showed last: the path of the last page request the server saw.
last_page() { awk '$2 == "GET" && $3 ~ /^\/page[12]\.html$/ { p = $3 } END { print p }' "$SERVER_LOG"; }
# Whether Firefox's last word on the selected tab is page 1: `ready` names the page shown then (it was
# loaded before the idle tasks ran), `loaded` each top-level load after.
shows_page1() { awk '$2 == "ready" || $2 == "loaded" { p = $3 } END { exit !(p ~ /page1\.html$/) }' "$FF_LOG"; }

# play_start DIR RECORDING: `gesture-replay play --keep --delay` of RECORDING into a device of its own
# description, made now that sway and Firefox are up; once sway has the device the pointer goes to
# the middle of the page (touchpad scrolls and taps go to the surface under it), all within the
# play's delay. Sets PLAYER (its pid) and NAME (the device's). 1 when sway never added it.
play_start() {
    local dir=$1 rec=$2
    NAME=$(sed -n 's/^N: //p' "$rec" | head -1)
    /lane/toolkit/gesture-replay play --keep --delay "$PLAY_DELAY" "$rec" >"$dir/play.out" 2>&1 &
    PLAYER=$!
    if ! wait_until 10 in_sway "$NAME"; then
        meta "$dir" feed-error "sway never added $NAME"
        kill -INT "$PLAYER" 2>/dev/null
        wait "$PLAYER"
        return 1
    fi
    meta "$dir" in-sway "$(now)"
    swaymsg_ seat seat0 cursor set 640 400 >/dev/null 2>&1
    meta "$dir" cursor-set "$(now)"
}
# play_stop DIR: ends the kept device and waits for sway to drop it.
play_stop() {
    kill -INT "$PLAYER" 2>/dev/null
    wait "$PLAYER"
    meta "$1" play-rc "$?"
    wait_until 10 not_in_sway "$NAME" || meta "$1" feed-error "sway kept $NAME"
}

# tap_to_page2 DIR: taps page 1's link (tap-to-click) and waits until page 2 has been requested
# and loaded. 1 if it never came.
tap_to_page2() {
    local dir=$1 s f
    mkdir -p "$dir"
    s=$(lines "$SERVER_LOG"); f=$(lines "$FF_LOG")
    meta "$dir" tap-start "$(now)"
    play_start "$dir" "$HERE/tap.evemu" || return 1
    wait_until "$TAP_LIMIT" has_since "$SERVER_LOG" "$s" "GET $PAGE2 " || meta "$dir" tap-error "page 2 never requested"
    wait_until "$TAP_LIMIT" has_since "$FF_LOG" "$f" "loaded .*$PAGE2" || meta "$dir" tap-error "page 2 never loaded"
    play_stop "$dir"
    meta "$dir" tap-end "$(now)"
    since "$SERVER_LOG" "$s" >"$dir/server.log"
    since "$FF_LOG" "$f" >"$dir/firefox.log"
    [ "$(last_page)" = "$PAGE2" ]
}

taps=0
for rec in /lane/recordings/*.evemu; do
    name=$(basename "$rec" .evemu)
    dir=$RESULTS/$name
    mkdir -p "$dir"
    if [ "$(last_page)" != "$PAGE2" ]; then
        # Page 1 must be shown before its link can be tapped: after a back swipe, wait for its load.
        wait_until "$NAV_LIMIT" shows_page1
        taps=$((taps + 1))
        tap_to_page2 "$RESULTS/tap-$taps" || { meta "$dir" feed-error "no page 2 before the play (tap-$taps)"; continue; }
        meta "$dir" tap "tap-$taps"
    fi
    s=$(lines "$SERVER_LOG"); f=$(lines "$FF_LOG")
    meta "$dir" start "$(now)"
    play_start "$dir" "$rec" || continue
    # The kernel's capture starts as soon as the node exists (play made it before sway added it).
    NODE=$(node_named "$NAME")
    evemu-record "$NODE" >"$dir/kernel.evemu" 2>/dev/null &
    recorder=$!
    wait_until 5 grep -q '^#' "$dir/kernel.evemu"
    meta "$dir" recorder-ready "$(now)"
    wait_until 60 grep -q 'keeping /dev/' "$dir/play.out" || meta "$dir" feed-error "play did not finish"
    meta "$dir" play-end "$(now)"
    # The device stays until Firefox's swipe ended: a device removed at once can take its last frames,
    # and with them the scroll stop, along.
    wait_until "$DECIDE_LIMIT" has_since "$FF_LOG" "$f" MozSwipeGestureEnd
    kill -INT "$recorder" 2>/dev/null
    wait "$recorder" 2>/dev/null
    play_stop "$dir"
    if has_since "$FF_LOG" "$f" 'MozSwipeGesture '; then
        wait_until "$NAV_LIMIT" has_since "$SERVER_LOG" "$s" "GET $PAGE1 " || meta "$dir" nav-error "no request for page 1"
    elif has_since "$FF_LOG" "$f" MozSwipeGestureStart; then
        wait_until "$STAY_WATCH" has_since "$SERVER_LOG" "$s" "GET $PAGE1 "
    fi
    since "$SERVER_LOG" "$s" >"$dir/server.log"
    since "$FF_LOG" "$f" >"$dir/firefox.log"
    meta "$dir" done "$(now)"
    echo "session: $name done at $(now) s"
done
step cases
finish
kill "$SWAY" 2>/dev/null
echo done >"$RESULTS/finished"
