#!/bin/bash
# The app lane's EIS way in the shell guest (bash, as root, run by the shell image's
# gr-shell-lane.service as /lane/run.sh; the payload disk tools/vm/app-lane made is mounted on /lane):
# runs `gesture-replay check MANIFEST --app host` AS UID 1000 with no logind session, no seat and
# /dev/uinput not writable for it, as a user's rootless CI job would: the runner starts its own
# session bus and a headless GNOME Shell and plays the touches through its EIS
# (tools/vm/app/gnome_eis.py). The clone's parts are in /lane/repo (the binary and its libraries,
# tools/vm/app, the example and its recordings); /lane/manifest names the manifest in it. check's
# output, exit status, --json and its --app-dir go back in /lane/results/app-eis. Nothing is judged here.
set -uo pipefail
LANE=/lane
RESULTS=$LANE/results/app-eis
mkdir -p "$RESULTS"
exec >>"$LANE/results/run.log" 2>&1
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8
SESSION_UID=1000
# check's own limit, guest seconds: under the guest's watchdog (/lane/watchdog), so that a check that
# hangs still sends back its output, its --app-dir logs and exit 124.
CHECK_LIMIT=$(($(cat "$LANE/watchdog") - 60))
(sleep "$(cat "$LANE/watchdog")"; echo "guest watchdog" >"$LANE/results/session-error"; sync; systemctl poweroff -ff) &
echo "lane-eis: booted at $(cut -d' ' -f1 /proc/uptime) s" >/dev/ttyS0 2>/dev/null
# What the user can and cannot do here: its uid, /dev/uinput, the sessions.
{
    setpriv --reuid="$SESSION_UID" --regid="$SESSION_UID" --init-groups id
    ls -l /dev/uinput
    setpriv --reuid="$SESSION_UID" --regid="$SESSION_UID" --init-groups sh -c \
        'test -w /dev/uinput && echo "uinput writable" || echo "uinput NOT writable for this user"'
    loginctl list-sessions --no-legend
} >"$RESULTS/client-env.txt" 2>&1
work=/home/lane/check
install -d -o "$SESSION_UID" -g "$SESSION_UID" "$work"
cp -r "$LANE/repo" "$work/repo"
chown -R "$SESSION_UID:$SESSION_UID" "$work"
status=0
setpriv --reuid="$SESSION_UID" --regid="$SESSION_UID" --init-groups env -i HOME=/home/lane LANG=C.UTF-8 \
    PATH=/usr/local/bin:/usr/bin:/bin LD_LIBRARY_PATH="$work/repo/.build/lib" MANIFEST="$(cat "$LANE/manifest")" \
    CHECK_LIMIT="$CHECK_LIMIT" /bin/sh -c '
        cd "$HOME/check/repo" && timeout -k 10 "$CHECK_LIMIT" .build/debug/gesture-replay check "$MANIFEST" --app host \
            --app-dir "$HOME/check/appdir" --json "$HOME/check/eis.jsonl" >"$HOME/check/check.out" 2>"$HOME/check/check.err"' \
    || status=$?
echo "$status" >"$RESULTS/check-exit"
cp "$work/check.out" "$work/check.err" "$work/eis.jsonl" "$RESULTS/" 2>/dev/null
cp -r "$work/appdir" "$RESULTS/appdir" 2>/dev/null
echo "lane-eis: check exited $status at $(cut -d' ' -f1 /proc/uptime) s" >/dev/ttyS0 2>/dev/null
sync; echo done >"$LANE/results/finished"; sync
systemctl poweroff --no-block
