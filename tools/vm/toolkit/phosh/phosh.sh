#!/bin/bash
# phosh as phoc starts it (tools/vm/toolkit/phosh/shell.sh): unlocked, its client-side Wayland
# messages filtered to the layer surfaces and the draggable surfaces phoc drives (their margins,
# states, drags and drag ends) and the touches phosh is given (wl_touch down, up and cancel) into
# $XDG_RUNTIME_DIR/phosh-wayland.log.
export WAYLAND_DEBUG=client
/usr/libexec/phosh --unlocked 2>&1 | grep --line-buffered 'draggable\|get_layer_surface\|wl_touch[#@][0-9]*\.\(down\|up\|cancel\)(' \
    >"$XDG_RUNTIME_DIR/phosh-wayland.log"
