#!/bin/bash
# GNOME Shell's session command for tools/vm/ei/ei-lane: as tools/vm/toolkit/gnome-shell/shell.sh,
# with mutter's EIS debug topic on (MUTTER_DEBUG=eis: src/core/util.c's "eis" key), so that the
# compositor's log says what EIS delivered.
export MUTTER_DEBUG=eis
exec gnome-shell --wayland --display-server --no-x11 --unsafe-mode
