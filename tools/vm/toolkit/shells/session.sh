#!/bin/bash
# The shell guests' common steps (bash, sourced as root first thing by tools/vm/toolkit/shells/run.sh
# and tools/vm/ei/run-ei.sh; the payload disk is mounted on /lane): the payload's folders, the
# driver's output into RESULTS/run.log, the helpers, and start_session, which starts the shell named
# in /lane/toolkit.name in a logind session of its own and returns once it answers (the toolkit's
# driver.sh sourced: shell_versions, shell_prepare, shell_ready, SHELL_BUS_NAME); its two halves,
# prepare_shell and await_shell, serve a driver that starts the shell another way (ei-lane's
# headless GNOME Shell). The driver sets READY_LIMIT, READY_POLL and LANE_NAME (the name its console
# lines carry) before start_session.
LANE=/lane
RESULTS=$LANE/results
mkdir -p "$RESULTS"
exec >>"$RESULTS/run.log" 2>&1
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8
TOOLKIT=$(cat "$LANE/toolkit.name")
# Guest seconds before the guest powers itself off (the lane's own watchdog, written by the host).
WATCHDOG=$(cat "$LANE/watchdog")
# The session's user (made by build-shell-image) and its bus, which pam_systemd's session brings.
SESSION_UID=1000
USER_BUS=unix:path=/run/user/$SESSION_UID/bus

now() { cut -d' ' -f1 /proc/uptime; }
meta() { echo "$2=$3" >>"$1/meta"; }
# Progress also goes to the serial console, which the host keeps as console.log.
say() { echo "run: $*"; echo "$LANE_NAME: $*" >/dev/ttyS0 2>/dev/null; }
step() { echo "$1=$(now)" >>"$RESULTS/timeline"; say "$1 at $(now) s"; }
# finish: the results written, the guest powered off (with SAVE_JOURNAL=yes the boot's journal kept).
finish() {
    [ "${SAVE_JOURNAL:-no}" != yes ] || journalctl -b --no-pager -o short-monotonic >"$RESULTS/journal.txt" 2>&1
    sync; echo done >"$RESULTS/finished"; sync; systemctl poweroff --no-block; exit 0
}
fail() { echo "$*" >"$RESULTS/session-error"; say "$*"; finish; }
# wait_every INTERVAL SECONDS COMMAND...: polls COMMAND every INTERVAL s until it succeeds; 1 on timeout.
wait_every() {
    local end interval=$1
    end=$(awk -v n="$(now)" -v l="$2" 'BEGIN { print n + l }')
    shift 2
    while ! "$@"; do
        awk -v n="$(now)" -v e="$end" 'BEGIN { exit !(n > e) }' && return 1
        sleep "$interval"
    done
}
# wait_until SECONDS COMMAND...: polls COMMAND every 100 ms until it succeeds; 1 on timeout.
wait_until() { wait_every 0.1 "$@"; }
# as_user COMMAND...: COMMAND as the session's user on its session bus.
as_user() {
    setpriv --reuid="$SESSION_UID" --regid="$SESSION_UID" --init-groups \
        env HOME=/home/lane XDG_RUNTIME_DIR=/run/user/$SESSION_UID DBUS_SESSION_BUS_ADDRESS="$USER_BUS" "$@"
}
session_alive() { systemctl is-active --quiet gr-session.service; }

# prepare_shell: the guest's watchdog, the toolkit's driver sourced, its versions and settings written.
prepare_shell() {
    (sleep "$WATCHDOG"; echo "guest watchdog after $WATCHDOG s" >"$RESULTS/session-error"; sync
        systemctl poweroff -ff) &
    step boot
    . "$LANE/toolkit/$TOOLKIT/driver.sh"
    shell_versions >"$RESULTS/versions"
    uname -r >"$RESULTS/kernel"
    shell_prepare || fail "preparing $TOOLKIT failed"
}
# await_shell: first the event of the shell taking its name on the session bus (gdbus wait), then the
# toolkit's own readiness, asked every READY_POLL s.
await_shell() {
    as_user gdbus wait --session --timeout "$READY_LIMIT" "$SHELL_BUS_NAME" \
        || fail "$TOOLKIT never took $SHELL_BUS_NAME on the session bus within $READY_LIMIT s: $(tail -n 3 "$RESULTS/compositor.log" | tr '\n' ' ')"
    step on-bus
    wait_every "$READY_POLL" "$READY_LIMIT" shell_ready || fail "$TOOLKIT did not answer within $READY_LIMIT s: $(tail -n 3 "$RESULTS/compositor.log" | tr '\n' ' ')"
    step ready
}
# start_session: the guest's watchdog, the toolkit's driver, the shell in its session, ready.
start_session() {
    prepare_shell
    # The session starts once the boot's own jobs are done: on a loaded host pam_systemd's CreateSession
    # call to logind timed out while they ran, and the shell then had no session (no seat, no
    # /run/user/1000: phoc "Unable to open wayland socket").
    # (Not `systemctl is-system-running --wait`: the system is starting until this unit itself ends.)
    boot_jobs_done() { [ -z "$(systemctl list-jobs --no-legend 2>/dev/null | grep -v 'gr-shell-lane\|multi-user.target\|graphical.target')" ]; }
    wait_until 600 boot_jobs_done
    step booted
    # The session: pam_systemd makes it an active logind session on seat0 (TTYPath and the XDG_*
    # variables), with the user's manager and bus; the compositor takes the GPU and the input devices
    # from logind.
    systemd-run --unit=gr-session --service-type=simple -p PAMName=login -p User=lane -p TTYPath=/dev/tty1 \
        -p StandardInput=tty -p StandardOutput="file:$RESULTS/compositor.log" -p StandardError=inherit \
        --setenv=XDG_SESSION_TYPE=wayland --setenv=XDG_SEAT=seat0 --setenv=XDG_VTNR=1 \
        /bin/bash "$LANE/toolkit/$TOOLKIT/shell.sh" || fail "systemd-run gr-session failed"
    step session
    has_session() { loginctl list-sessions --no-legend 2>/dev/null | grep -q ' lane '; }
    wait_until 120 has_session || fail "pam_systemd made no logind session for the shell (logind: $(loginctl list-sessions --no-legend 2>&1 | tr '\n' ' '))"
    loginctl list-sessions --no-legend >"$RESULTS/sessions.txt" 2>&1
    # Ready (the bus comes with the session's user manager).
    user_bus_up() { [ -S "/run/user/$SESSION_UID/bus" ]; }
    wait_every 1 120 user_bus_up || fail "the session's user bus never came up"
    await_shell
    loginctl show-session "$(loginctl list-sessions --no-legend | awk '{print $1; exit}')" >>"$RESULTS/sessions.txt" 2>&1
}
