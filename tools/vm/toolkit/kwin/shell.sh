#!/bin/bash
# KWin's session command in the shell lane (run as the session's user by the gr-session unit that
# tools/vm/toolkit/shells/run.sh starts): four virtual desktops in one row, the lane's scripted
# effect (grlaneoffset, logging the switch's live offset) installed and enabled, the screen locker
# off; then kwin_wayland on its DRM backend, which takes the GPU and libinput's devices from logind
# (the virtual backend takes no libinput input). KWin turns animations, and with them the effect's
# signals, off on software rendering unless KWIN_EFFECTS_FORCE_ANIMATIONS=1 (toolkit-lane.md).
set -eu
# Desktops: as GNOME Shell's lane, four in a row, each case starting on the second.
DESKTOPS=4
mkdir -p "$HOME/.config" "$HOME/.local/share/kwin/effects"
rm -rf "$HOME/.local/share/kwin/effects/grlaneoffset"
cp -r /lane/toolkit/kwin/grlaneoffset "$HOME/.local/share/kwin/effects/"
cat >"$HOME/.config/kwinrc" <<RC
[Desktops]
Number=$DESKTOPS
Rows=1

[Plugins]
grlaneoffsetEnabled=true
RC
cat >"$HOME/.config/kscreenlockerrc" <<RC
[Daemon]
Autolock=false
LockOnResume=false
Timeout=0
RC
export KWIN_EFFECTS_FORCE_ANIMATIONS=1
# The effect's console.info lines, and KWin's scripting messages, on stderr.
export QT_LOGGING_RULES="js.info=true;js.debug=true;qml.info=true;kwin_scripting.debug=true"
# A measurement's additions to the environment (tools/vm/ei/ei-lane carries /lane/shell.env: the
# compositor's EIS logging), read last.
[ ! -f /lane/shell.env ] || . /lane/shell.env
exec kwin_wayland --drm
