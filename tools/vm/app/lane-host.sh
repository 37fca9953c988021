#!/bin/sh
# The app lane's `--app host` guest (busybox sh, run by /init from /payload): mounts the app image,
# copies the clone's parts (payload `repo`: the binary and its libraries, tools/vm/app, the example
# and its recordings) into it, starts udev as a machine has it, and runs `gesture-replay check
# examples/inbox --app host` there as root, where /dev/uinput is writable as on a CI runner. Its
# output, exit status, --json and screenshots go back as $RESULTS/app-host. Nothing is judged here.
set -eu
root=/mnt/app
disk=
for b in /sys/block/vd*; do
    [ "$(cat "$b/serial" 2>/dev/null)" = gr-toolkit ] && disk=/dev/${b##*/}
done
mkdir -p "$RESULTS/app-host"
[ -n "$disk" ] || { echo "no disk with serial gr-toolkit" >"$RESULTS/app-host/check.err"; exit 1; }
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
cp -r /payload/repo "$root/repo"
status=0
chroot "$root" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 HOME=/root \
    LD_LIBRARY_PATH=/repo/.build/lib GR_VM_CACHE=/tmp/gr-vm /bin/sh -c '
        /lib/systemd/systemd-udevd --daemon && udevadm trigger --action=add && udevadm settle --timeout=20
        cd /repo && .build/debug/gesture-replay check examples/inbox --app host --app-dir /tmp/appdir \
            --json /tmp/host.jsonl >/tmp/check.out 2>/tmp/check.err' || status=$?
echo "$status" >"$RESULTS/app-host/check-exit"
cp "$root/tmp/check.out" "$root/tmp/check.err" "$root/tmp/host.jsonl" "$RESULTS/app-host/" 2>/dev/null || true
cp -r "$root/tmp/appdir" "$RESULTS/app-host/appdir" 2>/dev/null || true
exit 0
