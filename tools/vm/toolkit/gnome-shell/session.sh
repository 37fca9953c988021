#!/bin/bash
# The toolkit lane's GNOME Shell attempt (bash, inside the gnome-shell variant of the toolkit root
# filesystem under chroot, as root; issue 28 item 4): udev, the system and session buses, then GNOME
# Shell 43 as its own display server on mutter's native backend (`--wayland --display-server`; its
# --headless turns libinput off) with `--unsafe-mode`, so that org.gnome.Shell.Eval can read the
# active workspace. The virtual GPU is qemu's virtio-gpu-pci, its driver loaded by boot.sh, drawn by
# Mesa in software. If the shell answers Eval, each recording in /lane/recordings is played with
# `gesture-replay play` and the active workspace read before and after (RESULTS/NAME/meta); either
# way the shell's log, its exit and the times it took are kept. Usage: session.sh RESULTS.
set -uo pipefail
RESULTS=$1
mkdir -p "$RESULTS"
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8
. /lane/guest/lib.sh
# Seconds the shell may take to answer Eval after launch under TCG (a guess four times Firefox's
# ready time, toolkit-lane.md: nothing measured yet for the shell).
SHELL_LIMIT=240
# As toolkit/session.sh: seconds `gesture-replay play` waits after making the device.
PLAY_DELAY=3
# Seconds a workspace switch may take to settle after the play (GNOME Shell's swipe animation is
# at most 400 ms, WorkspaceAnimation's SWIPE duration; four times that and the TCG slowness).
SETTLE=4
# Workspaces: fixed, four, starting on the second so that a swipe either way has somewhere to go.
WORKSPACES=4
START_WORKSPACE=1
USER_ENV=(HOME=/home/lane XDG_RUNTIME_DIR=/run/user/1000 LANG=C.UTF-8)
as_user() { setpriv --reuid=1000 --regid=1000 --init-groups env "${USER_ENV[@]}" "$@"; }
step() { echo "$1=$(now)" >>"$RESULTS/timeline"; echo "session: $1 at $(now) s"; }
done_() { echo done >"$RESULTS/finished"; exit 0; }
step boot
dpkg-query -W -f='${Version}\n' gnome-shell mutter libinput10 >"$RESULTS/versions" 2>/dev/null

/lib/systemd/systemd-udevd --daemon >"$RESULTS/udevd.log" 2>&1
udevadm trigger --action=add >/dev/null 2>&1
udevadm settle --timeout=20
step udev
ls -l /dev/dri >"$RESULTS/dri.txt" 2>&1
cat /sys/class/drm/card0/device/uevent >>"$RESULTS/dri.txt" 2>&1
mkdir -p /run/dbus
dbus-daemon --system --fork >"$RESULTS/dbus-system.log" 2>&1
mkdir -p /run/user/1000 && chown 1000:1000 /run/user/1000 && chmod 0700 /run/user/1000
as_user dbus-daemon --session --fork --address=unix:path=/run/user/1000/bus >"$RESULTS/dbus.log" 2>&1
USER_ENV+=(DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/1000/bus)
as_user gsettings set org.gnome.mutter dynamic-workspaces false
as_user gsettings set org.gnome.desktop.wm.preferences num-workspaces "$WORKSPACES"
as_user gsettings set org.gnome.desktop.peripherals.touchpad tap-to-click true
as_user gsettings set org.gnome.desktop.peripherals.touchpad natural-scroll true
step buses

as_user XDG_SESSION_TYPE=wayland gnome-shell --wayland --display-server --unsafe-mode >"$RESULTS/gnome-shell.log" 2>&1 &
SHELL_PID=$!
step shell-launch
eval_js() { as_user gdbus call --session --dest org.gnome.Shell --object-path /org/gnome/Shell --method org.gnome.Shell.Eval "$1" 2>/dev/null; }
workspace() { eval_js 'global.workspace_manager.get_active_workspace_index()' | sed -n "s/^(true, '\([0-9]*\)')$/\1/p"; }
answers_or_exited() { [ -n "$(workspace)" ] || ! kill -0 "$SHELL_PID" 2>/dev/null; }
wait_until "$SHELL_LIMIT" answers_or_exited
if ! kill -0 "$SHELL_PID" 2>/dev/null; then
    wait "$SHELL_PID"
    echo "$?" >"$RESULTS/shell-exit"
    step shell-exited
    done_
fi
if [ -z "$(workspace)" ]; then
    step shell-no-answer
    kill "$SHELL_PID"
    done_
fi
step shell-answers
for rec in /lane/recordings/*.evemu; do
    name=$(basename "$rec" .evemu)
    dir=$RESULTS/$name
    mkdir -p "$dir"
    eval_js "global.workspace_manager.get_workspace_by_index($START_WORKSPACE).activate(global.get_current_time())" >/dev/null
    meta "$dir" before "$(workspace)"
    /lane/toolkit/gesture-replay play --delay "$PLAY_DELAY" "$rec" >"$dir/play.out" 2>&1
    meta "$dir" play-rc "$?"
    # No signal of the animation's end is read from the shell yet: a bounded wait of SETTLE seconds.
    wait_until "$SETTLE" false
    meta "$dir" after "$(workspace)"
done
kill "$SHELL_PID"
step cases
done_
