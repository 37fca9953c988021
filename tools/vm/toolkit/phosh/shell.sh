#!/bin/bash
# phosh's session command in the shell lane (run as the session's user by the gr-session unit that
# tools/vm/toolkit/shells/run.sh starts): phoc on its DRM backend with a portrait 720x1440 output at
# scale 2 (360x720 logical), drawn by pixman (with GLES on llvmpipe phoc stalls for seconds mid-drag
# under TCG), its layer-shell effects' debug messages on; phoc starts phosh unlocked (phosh.sh), with
# phosh's Wayland messages about its drag surfaces in $XDG_RUNTIME_DIR/phosh-wayland.log
# (toolkit-lane.md, "phosh 0.46 on phoc 0.46").
set -eu
cat >"$HOME/phoc.ini" <<INI
[output:Virtual-1]
mode = 720x1440
scale = 2
INI
export WLR_RENDERER=pixman G_MESSAGES_DEBUG=phoc-layer-shell-effects
exec phoc -C "$HOME/phoc.ini" -S -E /lane/toolkit/phosh/phosh.sh
