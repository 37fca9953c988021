# The stack every toolkit-lane session starts (bash, sourced by toolkit/session.sh and
# toolkit/firefox/session.sh after guest/lib.sh, with RESULTS, fail and step defined): udev, seatd,
# the user's session bus and sway on the headless and libinput backends with one output, as
# /work/shared/toolkit-lane.md measured it (sway as uid 1000 with seatd's socket, the WLR_* variables).
# Each function ends with its `step`; a failure ends the session through `fail`.
USER_ENV=(HOME=/home/lane XDG_RUNTIME_DIR=/run/user/1000 LANG=C.UTF-8)
as_user() { setpriv --reuid=1000 --regid=1000 --init-groups env "${USER_ENV[@]}" "$@"; }

# stack_udev: udev, with every device the kernel has so far added.
stack_udev() {
    /lib/systemd/systemd-udevd --daemon >"$RESULTS/udevd.log" 2>&1 || fail "systemd-udevd did not start"
    udevadm trigger --action=add >/dev/null 2>&1
    udevadm settle --timeout=20 || true
    step udev
}

# stack_sway: seatd, the session bus and sway; sets SWAY (its pid), adds the bus, the sway socket and
# the Wayland display to USER_ENV, and defines swaymsg_ (swaymsg as the user).
stack_sway() {
    SEATD_VTBOUND=0 seatd -g seat >"$RESULTS/seatd.log" 2>&1 &
    wait_until 10 test -S /run/seatd.sock || fail "no seatd socket"
    mkdir -p /run/user/1000 && chown 1000:1000 /run/user/1000 && chmod 0700 /run/user/1000
    as_user dbus-daemon --session --fork --address=unix:path=/run/user/1000/bus >"$RESULTS/dbus.log" 2>&1 \
        || fail "no session bus"
    USER_ENV+=(DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/1000/bus)
    as_user LIBSEAT_BACKEND=seatd WLR_BACKENDS=headless,libinput WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman \
        WLR_HEADLESS_OUTPUTS=1 sway -c /lane/toolkit/sway.config >"$RESULTS/sway.log" 2>&1 &
    SWAY=$!
    wait_until 30 has_sway_socket || fail "sway did not start: $(tail -3 "$RESULTS/sway.log")"
    local wayland
    wayland=$(cd /run/user/1000 && ls wayland-? 2>/dev/null | head -1)
    [ -n "$wayland" ] || fail "no wayland socket"
    USER_ENV+=(SWAYSOCK="$(sway_socket)" WAYLAND_DISPLAY="$wayland")
    step sway
}
sway_socket() { ls /run/user/1000/sway-ipc.*.sock 2>/dev/null | head -1; }
has_sway_socket() { [ -n "$(sway_socket)" ]; }
swaymsg_() { as_user swaymsg "$@"; }
# in_sway NAME / not_in_sway NAME: whether sway lists an input device called NAME (swaymsg prints
# JSON when not on a terminal, with "/" escaped).
in_sway() { local text; text=$(swaymsg_ -t get_inputs 2>/dev/null); grep -qF "\"name\": \"${1//\//\\/}\"" <<<"$text"; }
not_in_sway() { ! in_sway "$1"; }

# node_named NAME: the event node of the input device called NAME.
node_named() {
    local f
    for f in /sys/class/input/event*/device/name; do
        [ "$(cat "$f" 2>/dev/null)" = "$1" ] || continue
        f=${f%/device/name}
        echo "/dev/input/${f##*/}"
        return 0
    done
    return 1
}
