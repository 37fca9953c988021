# GNOME Shell's steps in the shell lane (bash, sourced by tools/vm/toolkit/shells/run.sh, as root):
# static workspaces, the overview closed, and the workspace animation's swipe tracker hooked through
# org.gnome.Shell.Eval (/work/shared/toolkit-lane.md, "GNOME Shell 48 and KWin 6.3"): its begin,
# update (progress in workspace units) and end signals, and the release velocity the tracker
# computes in _endGesture, are kept in global._gr; each case reads them and the active workspace
# once the switch animation has ended (RESULTS/NAME/events.txt, meta before= and after=).

# The name the shell takes on the session bus when it is up (run.sh waits for it).
SHELL_BUS_NAME=org.gnome.Shell
# Workspaces: fixed, four, each case starting on the second, so that a swipe either way has one to
# go to (GNOME's natural scrolling, on by default, sends fingers moving right to the previous one).
WORKSPACES=4
START_WORKSPACE=1
# Plays begin once mutter has opened the device (run.sh's play_when_opened), not after a fixed delay.
PLAY_WHEN_OPENED=yes
# Seconds from the play's end until the tracker's end signal (the swipe stops at the fingers' lift,
# which is in the play; TCG delays the shell's frame clock).
DECIDE_LIMIT=5
# Seconds the switch animation may take to end (WorkspaceAnimation's at most 400 ms and TCG).
SETTLE_LIMIT=8

# mutter is the shell's libmutter-N-0 (N the release's API version: 11 in Debian 12, 16 in Debian 13).
shell_versions() { dpkg-query -W -f='${Package} ${Version}\n' gnome-shell 'libmutter-*-0' libinput10 2>/dev/null; }

# The background a solid colour: Debian's desktop-base sets an SVG slideshow
# (10_desktop-base.gschema.override: desktop-background.xml, 1920x1080 SVGs), which librsvg renders in
# software for the start-up and every workspace in each switch. Nothing of the swipe depends on it.
shell_prepare() {
    cat >/usr/share/glib-2.0/schemas/90-gesture-replay-lane.gschema.override <<SCHEMA
[org.gnome.mutter]
dynamic-workspaces=false
[org.gnome.desktop.wm.preferences]
num-workspaces=$WORKSPACES
[org.gnome.desktop.peripherals.touchpad]
tap-to-click=true
natural-scroll=true
[org.gnome.desktop.background]
picture-uri=''
picture-uri-dark=''
picture-options='none'
color-shading-type='solid'
primary-color='#3465a4'
SCHEMA
    glib-compile-schemas /usr/share/glib-2.0/schemas
}

# eval_js CODE: the value Eval returns as GVariant text, e.g. (true, '1'); empty when no answer.
eval_js() {
    as_user gdbus call --session --timeout 10 --dest org.gnome.Shell --object-path /org/gnome/Shell \
        --method org.gnome.Shell.Eval "$1" 2>/dev/null
}
# js_value CODE: the value itself, for values that are numbers, booleans or strings without quotes
# or backslashes (the driver's own: every read below is one). Eval answers JSON.stringify of the
# result (shellDBus.js; seen in the lane: `(true, '"hooked"')`, `(true, '"false,false"')`,
# `(true, '0')`), which gdbus prints as GVariant text; empty on an error. Read with sed: a python3
# start for each read cost the lane about a second a read under TCG.
js_value() { eval_js "$1" | sed -n "s/^(true, '\(.*\)')\$/\1/p" | sed 's/^"\(.*\)"$/\1/'; }
# js_json CODE: a value with quotes in it (the hooked events' JSON), decoded from the GVariant text
# and the JSON by python3 (once a case).
js_json() {
    eval_js "$1" | python3 -c '
import ast, json, sys
text = sys.stdin.read().strip()
if text.startswith("(true, "):
    value = ast.literal_eval("(True, " + text[len("(true, "):])[1]
    if value:
        decoded = json.loads(value)
        print(decoded if isinstance(decoded, str) else json.dumps(decoded))'
}
workspace() { js_value 'global.workspace_manager.get_active_workspace_index()'; }

# The hooks on Main.wm._workspaceAnimation._swipeTracker (swipeTracker.js: signals begin(monitor),
# update(progress), end(duration, endProgress); _endGesture(time, distance, isTouchpad) computes the
# release velocity from its event history, distance units per ms, before it decides).
HOOK_JS='(() => {
  const t = Main.wm._workspaceAnimation._swipeTracker;
  global._gr = [];
  if (global._grHooked) return "hooked";
  global._grHooked = true;
  const log = (...a) => global._gr.push([Date.now(), ...a]);
  t.connect("begin", () => log("begin", t._initialProgress, t._cancelProgress, Array.from(t._snapPoints || []), t._distance));
  t.connect("update", (_t, p) => log("update", p));
  t.connect("end", (_t, duration, p) => log("end", Number(duration), p));
  const original = t._endGesture;
  t._endGesture = function (time, distance, isTouchpad) {
    try { this._history.trim(time); log("velocity", this._history.calculateVelocity(), distance, isTouchpad); }
    catch (e) { log("error", String(e)); }
    return original.call(this, time, distance, isTouchpad);
  };
  return "hooked";
})()'

# SHELL_ACTION_MODE_NORMAL (shell-action-modes.h: 1 << 0), written as its value: Eval's scope need not
# hold the Shell namespace.
ACTION_MODE_NORMAL=1
# The shell's state in one Eval (each read is a gdbus process in a 2-vCPU TCG guest, about 0.3-1 s):
# `OVERVIEW ACTION-MODE MODALS WORKSPACE SWITCH HOOKS`, OVERVIEW `overview` while it is shown or
# animating else `closed`, SWITCH `switching` while WorkspaceAnimation keeps _switchData (the switch
# animation runs) else `idle`, HOOKS `hooked` once HOOK_JS ran.
STATE_JS='[(Main.overview.visible || Main.overview.animationInProgress) ? "overview" : "closed",
  Main.actionMode, Main.modalCount, global.workspace_manager.get_active_workspace_index(),
  Main.wm._workspaceAnimation._switchData ? "switching" : "idle", global._grHooked ? "hooked" : "unhooked"].join(" ")'
# The reset, asked until the state is READY_STATE: the overview hidden (it ignores hide() during its
# start animation, so it is asked again: toolkit-lane.md); once closed, the menus a play left open are
# closed; once the shell is in its normal mode with no modal, the start workspace activated. The
# workspace switch's swipe tracker takes swipes only in its allowed modes (swipeTracker.js checks
# Main.actionMode). A three-finger click is a middle click under clickfinger, and a press on a top-bar
# button opens its menu whatever the button (panelMenu.js): after the corpus's bcm5974 click the shell
# stayed in POPUP mode (Main.actionMode 128, Main.modalCount 1) and took no further swipe. So the top
# bar's menu and any background menu (backgroundMenu.js) are closed.
RESET_JS="(() => {
  if (Main.overview.visible && !Main.overview.animationInProgress) Main.overview.hide();
  if (!Main.overview.visible && !Main.overview.animationInProgress) {
    Main.panel.menuManager.activeMenu?.close();
    for (const manager of Main.layoutManager._bgManagers ?? [])
      manager.backgroundActor?._backgroundMenu?.close();
    if (Main.actionMode === $ACTION_MODE_NORMAL && Main.modalCount === 0 &&
        !Main.wm._workspaceAnimation._switchData &&
        global.workspace_manager.get_active_workspace_index() !== $START_WORKSPACE)
      global.workspace_manager.get_workspace_by_index($START_WORKSPACE).activate(global.get_current_time());
  }
  return $STATE_JS;
})()"
READY_STATE="closed $ACTION_MODE_NORMAL 0 $START_WORKSPACE idle hooked"
# Seconds a reset may take (the overview's and the switch's animations, under TCG).
RESET_LIMIT=15

# Ready: Eval answers, GNOME Shell's start-up is over (layout.js clears _startingUp when the start-up
# animation completes: Eval answers well before, and the first resets then failed while the shell was
# still starting), the start-up overview is closed, and the hooks are in: one Eval a poll.
# (Each new answer is kept in RESULTS/ready-probe.txt with its time, so that a shell that never gets
# ready says why, and the timeline shows how long the start-up and its overview took.)
READY_JS="(() => {
  if (Main.layoutManager._startingUp) return 'starting';
  if (Main.overview.visible && !Main.overview.animationInProgress) Main.overview.hide();
  if (Main.overview.visible || Main.overview.animationInProgress) return 'overview';
  return $HOOK_JS;
})()"
READY_LAST=unasked
shell_ready() {
    local answer
    answer=$(eval_js "$READY_JS")
    [ "$answer" = "$READY_LAST" ] || echo "at $(now): $answer" >>"$RESULTS/ready-probe.txt"
    READY_LAST=$answer
    [ "$answer" = "(true, '\"hooked\"')" ]
}

SHELL_STATE=
reset_done() {
    SHELL_STATE=$(js_value "$RESET_JS")
    [ "$SHELL_STATE" = "$READY_STATE" ]
}
# meta_state DIR WHEN STATE: the state's fields as the record's lines (WHEN: before or after).
meta_state() {
    local overview mode modal ws switch hooks
    read -r overview mode modal ws switch hooks <<<"$3"
    meta "$1" "$2" "$ws"
    meta "$1" "overview-$2" "$overview"
    # What decides whether the workspace switch takes a swipe besides the tracker (swipeTracker.js:
    # its allowed modes against Main.actionMode; a modal grab): kept to explain a swipe it ignored.
    meta "$1" "action-mode-$2" "$mode"
    meta "$1" "modal-$2" "$modal"
}
shell_reset() {
    local dir=$1
    # What the previous case left (the overview, the mode, a menu's modal, the workspace).
    meta "$dir" found "$(js_value "$STATE_JS")"
    if ! wait_until "$RESET_LIMIT" reset_done; then
        read -r overview mode modal ws switch hooks <<<"$SHELL_STATE"
        meta "$dir" reset-error "the shell did not reset in $RESET_LIMIT s: overview $overview, action mode $mode with $modal modal(s), workspace $ws, $switch, $hooks"
        return 1
    fi
    # The hooks clear the last case's events.
    [ "$(js_value "$HOOK_JS")" = hooked ] || return 1
    meta_state "$dir" before "$SHELL_STATE"
}

ended() { [ "$(js_value 'global._gr.some(e => e[1] === "end")')" = true ]; }
shell_decided() { ended; }

# The workspace the tracker's end signal went to (its end progress, in workspace units).
end_target() { js_value 'String(Math.round((global._gr.find(e => e[1] === "end") || [0, "", 0, -1])[3]))'; }
at_target() { [ "$(js_value "[global.workspace_manager.get_active_workspace_index(), !Main.wm._workspaceAnimation._switchData].join()")" = "$1,true" ]; }
shell_read() {
    local dir=$1 target
    # A swipe that ended goes on animating to its target, and the workspace becomes active when
    # that animation completes (workspaceAnimation.js): read it once it is the end's target.
    target=$(end_target)
    if [ -n "$target" ] && [ "$target" != -1 ]; then
        wait_until "$SETTLE_LIMIT" at_target "$target" || meta "$dir" settle-error "workspace $target never became active"
    fi
    meta_state "$dir" after "$(js_value "$STATE_JS")"
    js_json 'JSON.stringify(global._gr)' >"$dir/events.txt"
}
