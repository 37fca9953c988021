# Sourced by the guest scripts that chroot into the toolkit image (busybox sh, from /payload:
# toolkit/boot.sh, app/boot.sh, app/lane-host.sh; their hosts pass it with --in).
#
# mount_toolkit_root ROOT WHY_FILE
#   Mounts the disk with serial gr-toolkit (the image tools/vm/build-toolkit-image or
#   tools/vm/app/build-image made) at ROOT with the kernel's file systems and fresh /run, /tmp and
#   /dev/shm, ready for `chroot ROOT`. Without that disk it writes why into WHY_FILE and returns 1.
mount_toolkit_root() {
    root=$1
    disk=
    for b in /sys/block/vd*; do
        [ "$(cat "$b/serial" 2>/dev/null)" = gr-toolkit ] && disk=/dev/${b##*/}
    done
    if [ -z "$disk" ]; then
        echo "no disk with serial gr-toolkit" >"$2"
        return 1
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
}
