#!/bin/sh
# The app lane's `--app host` guest (busybox sh, run by /init from /payload): mounts the app image,
# copies the clone's parts (payload `repo`: the binary and its libraries, tools/vm/app, the example
# and its recordings) into it, starts udev as a machine has it, and runs `gesture-replay check
# examples/inbox --app host` there as root, where /dev/uinput is writable as on a CI runner. Its
# output, exit status, --json and screenshots go back as $RESULTS/app-host. Nothing is judged here.
set -eu
root=/mnt/app
mkdir -p "$RESULTS/app-host"
. /payload/mount-root.sh
mount_toolkit_root "$root" "$RESULTS/app-host/check.err" || exit 1
cp -r /payload/repo "$root/repo"
# check's own limit, seconds: under the lane's 1200 s watchdog (tools/vm/app-lane), so that a check
# that hangs still sends back its output, its --app-dir logs and exit 124 instead of nothing.
CHECK_LIMIT=1000
status=0
chroot "$root" /usr/bin/env -i CHECK_LIMIT="$CHECK_LIMIT" PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 HOME=/root \
    LD_LIBRARY_PATH=/repo/.build/lib GR_VM_CACHE=/tmp/gr-vm /bin/sh -c '
        /lib/systemd/systemd-udevd --daemon && udevadm trigger --action=add && udevadm settle --timeout=20
        cd /repo && timeout -k 10 "$CHECK_LIMIT" .build/debug/gesture-replay check examples/inbox --app host \
            --app-dir /tmp/appdir --json /tmp/host.jsonl >/tmp/check.out 2>/tmp/check.err' || status=$?
echo "$status" >"$RESULTS/app-host/check-exit"
cp "$root/tmp/check.out" "$root/tmp/check.err" "$root/tmp/host.jsonl" "$RESULTS/app-host/" 2>/dev/null || true
cp -r "$root/tmp/appdir" "$RESULTS/app-host/appdir" 2>/dev/null || true
exit 0
