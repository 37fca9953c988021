#!/bin/bash
# GNOME Shell's session command in the shell lane (run as the session's user by the gr-session unit
# that tools/vm/toolkit/shells/run.sh starts): GNOME Shell as its own display server on mutter's
# native backend, which takes the virtual GPU and the input devices from logind; --unsafe-mode
# opens org.gnome.Shell.Eval, through which the driver reads the workspace switch. No Xwayland
# (--no-x11): nothing here is an X client, and under TCG it held the start-up back for 3 minutes.
# A measurement's additions to the environment (tools/vm/ei/ei-lane carries /lane/shell.env: the
# compositor's EIS logging), read last.
[ ! -f /lane/shell.env ] || . /lane/shell.env
exec gnome-shell --wayland --display-server --no-x11 --unsafe-mode
