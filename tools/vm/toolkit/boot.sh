#!/bin/sh
# The toolkit lane's first guest script (busybox sh, run by /init from /payload): mounts the
# toolkit root filesystem (disk serial gr-toolkit, tools/vm/build-toolkit-image) with the kernel's
# file systems, copies the payload into it, runs toolkit/session.sh (toolkit/firefox/session.sh when
# toolkit/toolkit says firefox, gnome-shell/session.sh for gnome-shell) there under chroot, and copies its results back to $RESULTS/toolkit.
# Nothing is judged here.
set -eu
root=/mnt/toolkit
mkdir -p "$RESULTS/toolkit"
. /payload/mount-root.sh
mount_toolkit_root "$root" "$RESULTS/toolkit/boot-error" || exit 1
rm -rf "$root/lane"
cp -r /payload "$root/lane"
status=0
# Extra kernel modules the toolkit needs (gnome-shell: virtio-gpu's driver), in load order.
if [ -f /payload/toolkit/modules.order ]; then
    for m in $(cat /payload/toolkit/modules.order); do
        insmod "/payload/toolkit/modules/$m" 2>>"$RESULTS/toolkit/insmod.log" || echo "insmod $m failed" >>"$RESULTS/toolkit/insmod.log"
    done
fi
session=/lane/toolkit/session.sh
case $(cat /payload/toolkit/toolkit 2>/dev/null) in
firefox) session=/lane/toolkit/firefox/session.sh ;;
gnome-shell) session=/lane/toolkit/gnome-shell/session.sh ;;
esac
chroot "$root" /bin/bash "$session" /lane-results || status=$?
cp -r "$root/lane-results/." "$RESULTS/toolkit/" 2>/dev/null || true
echo "$status" >"$RESULTS/toolkit/session-exit"
exit "$status"
