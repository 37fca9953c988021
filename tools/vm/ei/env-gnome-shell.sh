# GNOME Shell's environment additions for tools/vm/ei/ei-lane (sourced by
# tools/vm/toolkit/gnome-shell/shell.sh as /lane/shell.env): mutter's EIS debug topic on
# (MUTTER_DEBUG=eis: src/core/util.c's "eis" key), so that the compositor's log says what EIS delivered.
export MUTTER_DEBUG=eis
