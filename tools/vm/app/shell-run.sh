#!/bin/bash
# The app runner's driver in the shell guest (bash, as root, run by the shell image's
# gr-shell-lane.service as /lane/run.sh; the payload disk tools/vm/app/run made is mounted on /lane).
# Starts the shell named in /lane/toolkit.name in a logind session of uid 1000 and waits until it
# answers with its start-up overview closed (tools/vm/toolkit/shells/session.sh's start_session, the
# shell's driver.sh), then runs the app session inside it (tools/vm/app/session.py --gnome-shell) as
# root; its results land in /lane/results/app, which the host reads back from the payload disk.
# Nothing is judged here.
set -uo pipefail
# The common steps, and LANE, RESULTS (the run's log there from now), TOOLKIT, SESSION_UID.
. /lane/toolkit/shells/session.sh
# Seconds the shell may take to answer after its session started, and between two asks
# (tools/vm/toolkit/shells/run.sh: about 20 s on an idle host under TCG, 7 minutes seen on one loaded
# 15-fold).
READY_LIMIT=900
READY_POLL=1

LANE_NAME=gr-app-shell
start_session
# The app's folder belongs to its user, who may write beside its files as on a developer's machine.
chown -R "$SESSION_UID:$SESSION_UID" "$LANE/app/files"
mkdir -p "$RESULTS/app"
chown "$SESSION_UID:$SESSION_UID" "$RESULTS/app"
python3 "$LANE/app/session.py" "--$TOOLKIT" "$LANE/app/request.json" "$RESULTS/app"
echo "$?" >"$RESULTS/app/session-exit"
step cases
finish
