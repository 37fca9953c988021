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
# Seconds from the play's end until the tracker's end signal (the swipe stops at the fingers' lift,
# which is in the play; TCG delays the shell's frame clock).
DECIDE_LIMIT=5
# Seconds the switch animation may take to end (WorkspaceAnimation's at most 400 ms and TCG).
SETTLE_LIMIT=8

shell_versions() { dpkg-query -W -f='${Package} ${Version}\n' gnome-shell mutter libinput10 2>/dev/null; }

shell_prepare() {
    cat >/usr/share/glib-2.0/schemas/90-gesture-replay-lane.gschema.override <<SCHEMA
[org.gnome.mutter]
dynamic-workspaces=false
[org.gnome.desktop.wm.preferences]
num-workspaces=$WORKSPACES
[org.gnome.desktop.peripherals.touchpad]
tap-to-click=true
natural-scroll=true
SCHEMA
    glib-compile-schemas /usr/share/glib-2.0/schemas
}

# eval_js CODE: the value Eval returns as GVariant text, e.g. (true, '1'); empty when no answer.
eval_js() {
    as_user gdbus call --session --timeout 10 --dest org.gnome.Shell --object-path /org/gnome/Shell \
        --method org.gnome.Shell.Eval "$1" 2>/dev/null
}
# js_value CODE: the value itself. Eval answers JSON.stringify of the result (shellDBus.js; seen in the
# lane: `(true, '"hooked"')`, `(true, '"false,false"')`, `(true, '0')`), which gdbus prints as GVariant
# text: a string comes back as its text, anything else as JSON (true, 0, [...]); empty on an error.
js_value() {
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

overview_closed() {
    [ "$(js_value '!Main.overview.visible && !Main.overview.animationInProgress')" = true ] && return 0
    eval_js 'Main.overview.hide()' >/dev/null
    return 1
}
# The shell in its normal mode with no modal: the workspace switch's swipe tracker takes swipes only in
# its allowed modes (swipeTracker.js checks Main.actionMode). A three-finger click is a middle click
# under clickfinger, and a press on a top-bar button opens its menu whatever the button
# (panelMenu.js): after the corpus's bcm5974 click the shell stayed in POPUP mode (Main.actionMode
# 128, Main.modalCount 1) and took no further swipe. Close what a play left open: the top bar's menu
# and any background menu (backgroundMenu.js).
CLOSE_MENUS_JS='(() => {
  Main.panel.menuManager.activeMenu?.close();
  for (const manager of Main.layoutManager._bgManagers ?? [])
    manager.backgroundActor?._backgroundMenu?.close();
  return String(Main.actionMode);
})()'
# SHELL_ACTION_MODE_NORMAL (shell-action-modes.h: 1 << 0), written as its value: Eval's scope need not
# hold the Shell namespace.
ACTION_MODE_NORMAL=1
normal_mode() {
    [ "$(js_value "Main.actionMode === $ACTION_MODE_NORMAL && Main.modalCount === 0")" = true ] && return 0
    eval_js "$CLOSE_MENUS_JS" >/dev/null
    return 1
}
# The switch animation has ended (WorkspaceAnimation keeps _switchData while it runs).
switch_idle() { [ "$(js_value '!Main.wm._workspaceAnimation._switchData')" = true ]; }

# Ready: Eval answers, the start-up overview is closed (it ignores hide() during its start animation,
# so keep asking: toolkit-lane.md), and the hooks are in.
# (The last answers are kept in RESULTS/ready-probe.txt, so that a shell that never gets ready says why.)
shell_ready() {
    {
        echo "at $(now): workspace: $(eval_js 'global.workspace_manager.get_active_workspace_index()')"
        echo "overview: $(eval_js '[Main.overview.visible, Main.overview.animationInProgress].join()')"
    } >"$RESULTS/ready-probe.txt"
    [ -n "$(workspace)" ] || return 1
    # Its start-up done (layout.js clears _startingUp when the start-up animation completes): Eval
    # answers well before, and the first resets then failed while the shell was still starting.
    [ "$(js_value 'Main.layoutManager._startingUp')" = false ] || return 1
    overview_closed || return 1
    eval_js "$HOOK_JS" >>"$RESULTS/ready-probe.txt"
    [ "$(js_value "$HOOK_JS")" = hooked ]
}

at_start() { [ "$(workspace)" = "$START_WORKSPACE" ] && switch_idle; }
shell_reset() {
    local dir=$1
    wait_until 10 overview_closed || return 1
    if ! wait_until 10 normal_mode; then
        meta "$dir" reset-error "the shell stayed in action mode $(js_value 'Main.actionMode') with $(js_value 'Main.modalCount') modal(s)"
        return 1
    fi
    eval_js "global.workspace_manager.get_workspace_by_index($START_WORKSPACE).activate(global.get_current_time())" \
        >/dev/null
    wait_until 10 at_start || return 1
    [ "$(js_value "$HOOK_JS")" = hooked ] || return 1
    meta "$dir" before "$(workspace)"
    # What decides whether the workspace switch takes a swipe besides the tracker (swipeTracker.js:
    # its allowed modes against Main.actionMode; a modal grab): kept to explain a swipe it ignored.
    meta "$dir" action-mode-before "$(js_value 'Main.actionMode')"
    meta "$dir" modal-before "$(js_value 'Main.modalCount')"
}

ended() { js_value 'JSON.stringify(global._gr)' | grep -q '"end"'; }
shell_decided() { ended; }

# The workspace the tracker's end signal went to (its end progress, in workspace units).
end_target() { js_value 'String(Math.round((global._gr.find(e => e[1] === "end") || [0, "", 0, -1])[3]))'; }
at_target() { [ "$(workspace)" = "$1" ] && switch_idle; }
shell_read() {
    local dir=$1 target
    # A swipe that ended goes on animating to its target, and the workspace becomes active when
    # that animation completes (workspaceAnimation.js): read it once it is the end's target.
    target=$(end_target)
    if [ -n "$target" ] && [ "$target" != -1 ]; then
        wait_until "$SETTLE_LIMIT" at_target "$target" || meta "$dir" settle-error "workspace $target never became active"
    fi
    meta "$dir" after "$(workspace)"
    meta "$dir" overview "$(js_value 'Main.overview.visible')"
    meta "$dir" action-mode-after "$(js_value 'Main.actionMode')"
    meta "$dir" modal-after "$(js_value 'Main.modalCount')"
    js_value 'JSON.stringify(global._gr)' >"$dir/events.txt"
}
