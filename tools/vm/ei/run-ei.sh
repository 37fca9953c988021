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
# The common steps, and LANE, RESULTS (the run's log there from now), TOOLKIT, SESSION_UID, USER_BUS.
. /lane/toolkit/shells/session.sh
case $TOOLKIT in gnome-shell) EIPLAY_COMPOSITOR=mutter ;; *) EIPLAY_COMPOSITOR=$TOOLKIT ;; esac
PLAY_LIMIT=90
# Seconds gesture-replay play keeps the connection after it started (eiplay's --linger 25, and the play).
GR_LINGER=30
READY_LIMIT=900
READY_POLL=1

LANE_NAME=gr-ei-lane
SAVE_JOURNAL=yes

# start_headless: as start_session, but GNOME Shell is started by the user itself, with no logind
# session, seat or display: headless on a virtual monitor of /lane/headless's size, on a session bus
# the user starts (at USER_BUS's path, in a runtime folder made for it), as a rootless `--app host`
# would start it on a CI runner.
start_headless() {
    prepare_shell
    install -d -o "$SESSION_UID" -g "$SESSION_UID" -m 0700 "/run/user/$SESSION_UID"
    as_user dbus-daemon --session --address="$USER_BUS" --fork --nopidfile >/dev/null \
        || fail "the user's session bus did not start"
    step session
    as_user gnome-shell --headless --wayland --no-x11 --virtual-monitor "$(cat "$LANE/headless")" --unsafe-mode \
        >"$RESULTS/compositor.log" 2>&1 &
    HEADLESS_PID=$!
    session_alive() { kill -0 "$HEADLESS_PID" 2>/dev/null; }
    await_shell
}
if [ -f "$LANE/headless" ]; then start_headless; else start_session; fi
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
    if [ "$(cat "$LANE/client" 2>/dev/null)" = gesture-replay ]; then
        # gesture-replay play --ei-fd 3 --keep on the fd eis-connect gets from the compositor, which
        # interrupts it GR_LINGER s later (the session kept after the play, as eiplay --linger 25).
        as_user env LD_LIBRARY_PATH=$LANE/lib timeout "$PLAY_LIMIT" "$LANE/eis-connect" "$EIPLAY_COMPOSITOR" \
            --interrupt-after "$GR_LINGER" -- "$LANE/gesture-replay" play --ei-fd 3 --keep \
            "$LANE/recordings/$rec" $opts >"$dir/eiplay.out" 2>&1 &
    else
        as_user env LD_LIBRARY_PATH=$LANE/lib timeout "$PLAY_LIMIT" "$LANE/eiplay" "$EIPLAY_COMPOSITOR" \
            "$LANE/recordings/$rec" $opts >"$dir/eiplay.out" 2>&1 &
    fi
    client=$!
    sent_or_gone() {
        grep -q 'eiplay: .* sent [0-9]* frames\|FAILED\|^played [0-9]* of\|the client exited' "$dir/eiplay.out" \
            || ! kill -0 "$client" 2>/dev/null
    }
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
