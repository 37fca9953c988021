# KWin's steps in the shell lane (bash, sourced by tools/vm/toolkit/shells/run.sh, as root): the
# current desktop over D-Bus (org.kde.KWin currentDesktop/setCurrentDesktop, 1-based), the live
# offset from the grlaneoffset effect's lines in the compositor's log (toolkit-lane.md, "GNOME
# Shell 48 and KWin 6.3"); each case keeps its own lines as RESULTS/NAME/events.txt.

# The name the shell takes on the session bus when it is up (run.sh waits for it).
SHELL_BUS_NAME=org.kde.KWin
START_DESKTOP=2
# Seconds from the play's end until the switch ends (desktopChanged or desktopChangingCancelled).
DECIDE_LIMIT=5
# Seconds the slide to the start desktop may take (the slide effect's and TCG).
SETTLE_LIMIT=3
LOG=$RESULTS/compositor.log

shell_versions() { dpkg-query -W -f='${Package} ${Version}\n' kwin-wayland libinput10 2>/dev/null; }
shell_prepare() { :; }

# qdbus-qt6 installs qdbus under Qt 6's bin folder, with a qdbus6 link where the package has one.
QDBUS=$(command -v qdbus6 || echo /usr/lib/qt6/bin/qdbus)
kwin_call() { as_user "$QDBUS" org.kde.KWin "$@" 2>/dev/null; }
desktop() { kwin_call /KWin org.kde.KWin.currentDesktop; }
effect_loaded() {
    [ "$(kwin_call /Effects org.kde.kwin.Effects.isEffectLoaded grlaneoffset)" = true ] && return 0
    kwin_call /Effects org.kde.kwin.Effects.loadEffect grlaneoffset >/dev/null
    return 1
}
shell_ready() { [ -n "$(desktop)" ] && effect_loaded; }

CASE_START=0
lines_since() { tail -n +"$((CASE_START + 1))" "$LOG" | grep '^js: gr-lane \|gr-lane ' || true; }
at_start() { [ "$(desktop)" = "$START_DESKTOP" ]; }
# No slide running: org.kde.kwin.Effects' activeEffects (the effects animating now) answers without
# "slide".
slide_idle() {
    local active
    active=$(kwin_call /Effects org.kde.kwin.Effects.activeEffects) || return 1
    ! grep -qx slide <<<"$active"
}
shell_reset() {
    local dir=$1
    if ! at_start; then
        kwin_call /KWin org.kde.KWin.setCurrentDesktop "$START_DESKTOP" >/dev/null
        wait_until 10 at_start || return 1
        # The slide to the start desktop (the slide effect's animation, about a second under TCG)
        # logs nothing when it ends: wait until KWin no longer lists the slide effect as active, so
        # that its lines are not the case's (bounded; whether KWin said so is kept as slide-idle).
        if wait_until "$SETTLE_LIMIT" slide_idle; then meta "$dir" slide-idle yes; else meta "$dir" slide-idle no; fi
    fi
    CASE_START=$(wc -l <"$LOG")
    meta "$dir" before "$(desktop)"
}
# Decided: the last line is an end (KWin also cancels a gesture as a swipe begins: the effect's
# first lines of a swipe can be a cancel, then the offsets).
shell_decided() { lines_since | tail -n 1 | grep -q 'gr-lane \(changed\|cancelled\)'; }
shell_read() {
    local dir=$1
    meta "$dir" after "$(desktop)"
    lines_since >"$dir/events.txt"
}
