#!/bin/bash
# The EIS measurement's guest driver (bash, as root, run by the shell image's gr-shell-lane.service as
# /lane/run.sh; the payload disk is mounted on /lane). As tools/vm/toolkit/shells/run.sh it starts the
# shell named in /lane/toolkit.name in a logind session of uid 1000 and waits until it answers; then,
# instead of `gesture-replay play` into uinput, it runs /lane/eiplay AS THE SESSION'S USER (no root,
# no /dev/uinput) for each line of /lane/plays ("NAME RECORDING EIPLAY-OPTIONS..."), with the
# toolkit's own reset, decision wait and read (/lane/toolkit/TOOLKIT/driver.sh), and keeps the
# compositor's own record of the touches: GNOME Shell's stage touch events read over Eval
# (RESULTS/NAME/touch.json), KWin's kwin_libeis debug lines (compositor.log).
set -uo pipefail
LANE=/lane
RESULTS=$LANE/results
mkdir -p "$RESULTS"
exec >>"$RESULTS/run.log" 2>&1
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8
TOOLKIT=$(cat "$LANE/toolkit.name")
case $TOOLKIT in gnome-shell) EIPLAY_COMPOSITOR=mutter ;; *) EIPLAY_COMPOSITOR=$TOOLKIT ;; esac
WATCHDOG=$(cat "$LANE/watchdog")
PLAY_LIMIT=90
READY_LIMIT=900
READY_POLL=1
SESSION_UID=1000
USER_BUS=unix:path=/run/user/$SESSION_UID/bus

now() { cut -d' ' -f1 /proc/uptime; }
meta() { echo "$2=$3" >>"$1/meta"; }
say() { echo "run: $*"; echo "gr-ei-lane: $*" >/dev/ttyS0 2>/dev/null; }
step() { echo "$1=$(now)" >>"$RESULTS/timeline"; say "$1 at $(now) s"; }
finish() {
    journalctl -b --no-pager -o short-monotonic >"$RESULTS/journal.txt" 2>&1
    sync; echo done >"$RESULTS/finished"; sync; systemctl poweroff --no-block; exit 0
}
fail() { echo "$*" >"$RESULTS/session-error"; say "$*"; finish; }
wait_every() {
    local end interval=$1
    end=$(awk -v n="$(now)" -v l="$2" 'BEGIN { print n + l }')
    shift 2
    while ! "$@"; do
        awk -v n="$(now)" -v e="$end" 'BEGIN { exit !(n > e) }' && return 1
        sleep "$interval"
    done
}
wait_until() { wait_every 0.1 "$@"; }
as_user() {
    setpriv --reuid="$SESSION_UID" --regid="$SESSION_UID" --init-groups \
        env HOME=/home/lane XDG_RUNTIME_DIR=/run/user/$SESSION_UID DBUS_SESSION_BUS_ADDRESS="$USER_BUS" "$@"
}
session_alive() { systemctl is-active --quiet gr-session.service; }

(sleep "$WATCHDOG"; echo "guest watchdog after $WATCHDOG s" >"$RESULTS/session-error"; sync
    systemctl poweroff -ff) &
step boot
. "$LANE/toolkit/$TOOLKIT/driver.sh"
shell_versions >"$RESULTS/versions"
uname -r >"$RESULTS/kernel"
shell_prepare || fail "preparing $TOOLKIT failed"
boot_jobs_done() { [ -z "$(systemctl list-jobs --no-legend 2>/dev/null | grep -v 'gr-shell-lane\|multi-user.target\|graphical.target')" ]; }
wait_until 600 boot_jobs_done
step booted
systemd-run --unit=gr-session --service-type=simple -p PAMName=login -p User=lane -p TTYPath=/dev/tty1 \
    -p StandardInput=tty -p StandardOutput="file:$RESULTS/compositor.log" -p StandardError=inherit \
    --setenv=XDG_SESSION_TYPE=wayland --setenv=XDG_SEAT=seat0 --setenv=XDG_VTNR=1 \
    /bin/bash "$LANE/toolkit/$TOOLKIT/shell.sh" || fail "systemd-run gr-session failed"
step session
has_session() { loginctl list-sessions --no-legend 2>/dev/null | grep -q ' lane '; }
wait_until 120 has_session || fail "pam_systemd made no logind session"
user_bus_up() { [ -S "/run/user/$SESSION_UID/bus" ]; }
wait_every 1 120 user_bus_up || fail "the session's user bus never came up"
as_user gdbus wait --session --timeout "$READY_LIMIT" "$SHELL_BUS_NAME" || fail "$TOOLKIT never took $SHELL_BUS_NAME"
step on-bus
wait_every "$READY_POLL" "$READY_LIMIT" shell_ready || fail "$TOOLKIT did not answer within $READY_LIMIT s"
step ready
# What the client can see without root: its uid, /dev/uinput's mode, the session.
{
    as_user id
    ls -l /dev/uinput
    as_user sh -c 'test -w /dev/uinput && echo "uinput writable" || echo "uinput NOT writable for this user"'
    loginctl list-sessions --no-legend
} >"$RESULTS/client-env.txt" 2>&1

# GNOME Shell: every touch event the stage sees (it has an event sequence), with the event's own
# time (clutter_event_get_time_us) and the shell's CLOCK_MONOTONIC when the handler ran
# (GLib.get_monotonic_time), its type, stage position and source device name.
TOUCH_HOOK_JS='(() => {
  global._ei = [];
  if (global._eiHooked) return "ei-hooked";
  global._eiHooked = true;
  let C = null, G = null;
  try { C = imports.gi.Clutter; G = imports.gi.GLib; } catch (e) { global._ei.push(["imports", String(e)]); }
  global.stage.connect("captured-event", (_a, e) => {
    try {
      if (!e.get_event_sequence || !e.get_event_sequence()) return false;
      const [x, y] = e.get_coords();
      let us = -1; try { us = e.get_time_us(); } catch (_) { us = e.get_time() * 1000; }
      const t = e.type();
      const name = C ? (Object.keys(C.EventType).find(k => C.EventType[k] === t) || String(t)) : String(t);
      let dev = ""; try { dev = e.get_source_device().get_device_name(); } catch (_) {}
      global._ei.push([name, us, G ? G.get_monotonic_time() : -1, Math.round(x), Math.round(y), dev]);
    } catch (err) { global._ei.push(["error", String(err)]); }
    return false;
  });
  return "ei-hooked";
})()'

n=0
while read -r name rec opts; do
    [ -n "$name" ] || continue
    n=$((n + 1))
    dir=$RESULTS/$name
    mkdir -p "$dir"
    session_alive || fail "the session ended before $name"
    shell_reset "$dir" "$LANE/recordings/$rec" || meta "$dir" reset-error "the shell did not reset"
    [ "$TOOLKIT" != gnome-shell ] || meta "$dir" touch-hook "$(js_value "$TOUCH_HOOK_JS")"
    meta "$dir" play-start "$(now)"
    # The client runs in the background: with --linger it keeps its session open after the play,
    # and the compositor is read before the session closes ("sent N frames" marks the play's end).
    # shellcheck disable=SC2086
    as_user env LD_LIBRARY_PATH=$LANE/lib timeout "$PLAY_LIMIT" "$LANE/eiplay" "$EIPLAY_COMPOSITOR" \
        "$LANE/recordings/$rec" $opts >"$dir/eiplay.out" 2>&1 &
    client=$!
    sent_or_gone() { grep -q 'eiplay: .* sent [0-9]* frames\|FAILED' "$dir/eiplay.out" || ! kill -0 "$client" 2>/dev/null; }
    wait_until "$PLAY_LIMIT" sent_or_gone
    meta "$dir" play-end "$(now)"
    wait_until "$DECIDE_LIMIT" shell_decided "$dir" || meta "$dir" decided "no end within $DECIDE_LIMIT s"
    shell_read "$dir" "$LANE/recordings/$rec"
    [ "$TOOLKIT" != gnome-shell ] || js_json 'JSON.stringify(global._ei)' >"$dir/touch.json"
    meta "$dir" read-at "$(now)"
    wait "$client"
    meta "$dir" play-rc "$?"
    meta "$dir" client-end "$(now)"
    # Whether the shell outlived the session's close (mutter 48.7 crashed about 1 s after it).
    sleep 3
    if session_alive; then meta "$dir" shell-after-close alive; else meta "$dir" shell-after-close dead; fi
    say "play $n $name done at $(now) s: rc $(sed -n 's/^play-rc=//p' "$dir/meta")"
done <"$LANE/plays"
step cases
finish
