#!/bin/sh
# The app runner's guest script (busybox sh, run by /init from /payload): mounts the app image
# (disk serial gr-toolkit, tools/vm/app/build-image) with the kernel's file systems, copies the
# payload into it and runs tools/vm/app/session.py there under chroot; its results go back as
# $RESULTS/app. Nothing is judged here.
set -eu
root=/mnt/app
disk=
for b in /sys/block/vd*; do
    [ "$(cat "$b/serial" 2>/dev/null)" = gr-toolkit ] && disk=/dev/${b##*/}
done
mkdir -p "$RESULTS/app"
if [ -z "$disk" ]; then
    echo "no disk with serial gr-toolkit" >"$RESULTS/app/session-error"
    exit 1
fi
mkdir -p "$root"
mount -t ext4 "$disk" "$root"
mount -t proc proc "$root/proc"
mount -t sysfs sysfs "$root/sys"
mount -o bind /dev "$root/dev"
mkdir -p "$root/dev/pts" "$root/dev/shm"
mount -t devpts devpts "$root/dev/pts"
mount -t tmpfs -o mode=1777 tmpfs "$root/dev/shm"
mount -t tmpfs -o mode=0755 tmpfs "$root/run"
mount -t tmpfs -o mode=1777 tmpfs "$root/tmp"
rm -rf "$root/lane"
cp -r /payload "$root/lane"
# The app's folder belongs to its user, who may write beside its files as on a developer's machine.
chown -R 1000:1000 "$root/lane/app/files"
mkdir -p "$root/lane-results"
chown 1000:1000 "$root/lane-results"
status=0
chroot "$root" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 \
    python3 /lane/app/session.py --guest /lane/app/request.json /lane-results || status=$?
cp -r "$root/lane-results/." "$RESULTS/app/" 2>/dev/null || true
echo "$status" >"$RESULTS/app/session-exit"
exit "$status"
