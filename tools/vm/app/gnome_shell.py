"""The app runner's session inside GNOME Shell (tools/vm/app/session.py --gnome-shell): the app, the
AT-SPI reader and the devices in the logind session the shell guest's driver started
(tools/vm/app/shell-run.sh with tools/vm/toolkit/shells/session.sh's start_session: GNOME Shell 48 on
mutter's native backend, `--unsafe-mode`, the start-up overview closed, four static workspaces).

What differs from sway, each step the shell's own:
- nothing to start: the session's bus and Wayland socket are the shell's (/run/user/1000);
- a device is added when the shell (the session unit's main process) has its node open: mutter opens
  the devices libinput adds through logind's TakeDevice (tools/vm/toolkit/shells/run.sh,
  compositor_has); every device sends events (no per-device switch as sway's `events disabled`);
- the window and the workspaces are read and set through org.gnome.Shell.Eval; the app's window is
  maximized (the output less the top bar, as a user of GNOME sees a maximized app);
- the screenshots are the shell's own (org.gnome.Shell.Screenshot.Screenshot, open to any caller
  under --unsafe-mode), PNG files the shell writes as the session's user;
- before each case the overview is closed and the start workspace activated, and each result
  carries the active workspace before and after (`shell`): a three-finger touchpad swipe is the
  shell's (workspace switch), not the app's.
"""
import ast
import hashlib
import json
import os
import struct
import subprocess

from session import DEVICE_LIMIT, POLL, Failure, ReleaseShot, Session

# The session unit the shell guest's driver runs the shell in (tools/vm/toolkit/shells/session.sh,
# start_session: systemd-run --unit=gr-session; gnome-shell/shell.sh execs the shell, so the unit's
# main process is GNOME Shell itself).
SESSION_UNIT = "gr-session.service"
# The workspace each case starts on (tools/vm/toolkit/gnome-shell/driver.sh's START_WORKSPACE: the
# second of four, so a workspace swipe either way has one to go to).
START_WORKSPACE = 1
# META_MAXIMIZE_BOTH (mutter 48, src/meta/window.h: META_MAXIMIZE_HORIZONTAL 1 << 0 | VERTICAL 1 << 1),
# written as its value: Eval's scope need not hold the Meta namespace.
MAXIMIZE_BOTH = 3
# SHELL_ACTION_MODE_NORMAL (gnome-shell 48, src/shell-action-modes.h: 1 << 0).
ACTION_MODE_NORMAL = 1
# Seconds the reset and the maximize may take (the overview's, the switch's and the maximize's
# animations, at most 400 ms each in GNOME Shell 48, under TCG; driver.sh's RESET_LIMIT).
SHELL_LIMIT = 15
# Seconds one Eval or Screenshot call may take: a call took 0.3-1 s in the 2-vCPU TCG guest
# (driver.sh's STATE_JS comment); a loaded host makes that several times longer.
CALL_LIMIT = 30

# The reset, asked until it answers "ready": the overview hidden (it ignores hide() during its own
# animation, so it is asked again), the top bar's menu closed, the start workspace active, the shell in
# its normal mode with no modal; the swipe tracker's recorded events (driver.sh's HOOK_JS) cleared.
RESET_JS = """(() => {
  if (Main.overview.visible && !Main.overview.animationInProgress) Main.overview.hide();
  if (Main.overview.visible || Main.overview.animationInProgress) return "overview";
  Main.panel.menuManager.activeMenu?.close();
  if (Main.wm._workspaceAnimation._switchData) return "switching";
  const manager = global.workspace_manager;
  if (manager.get_active_workspace_index() !== %(start)d) {
    manager.get_workspace_by_index(%(start)d).activate(global.get_current_time());
    return "activating";
  }
  if (Main.actionMode !== %(normal)d || Main.modalCount !== 0) return "modal " + Main.actionMode;
  global._gr = [];
  return "ready";
})()""" % {"start": START_WORKSPACE, "normal": ACTION_MODE_NORMAL}
# The windows: [pid, id] each.
WINDOWS_JS = "global.get_window_actors().map(a => [a.meta_window.get_pid(), a.meta_window.get_id()])"
# The window ID maximized and activated: answers [maximized, frame x, y, width, height, work area x, y,
# width, height], or "gone".
PLACE_JS = """(() => {
  const w = global.get_window_actors().map(a => a.meta_window).find(w => w.get_id() === %%d);
  if (!w) return "gone";
  if (w.get_maximized() !== %(both)d) w.maximize(%(both)d);
  if (global.display.focus_window !== w) w.activate(global.get_current_time());
  const r = w.get_frame_rect(), a = w.get_work_area_current_monitor();
  return [w.get_maximized() === %(both)d, r.x, r.y, r.width, r.height, a.x, a.y, a.width, a.height];
})()""" % {"both": MAXIMIZE_BOTH}
# After a case: the active workspace, and whether the workspace swipe tracker began and ended
# (driver.sh's hooks record its signals in global._gr; an end's third field is its target workspace).
AFTER_JS = """[global.workspace_manager.get_active_workspace_index(),
  (global._gr || []).filter(e => e[1] === "begin").length,
  (global._gr || []).filter(e => e[1] === "end").map(e => Math.round(e[3]))]"""
# The pointer to the output's middle (touchpad scrolls go to the surface under it): the backend's seat
# (Clutter.Seat.warp_pointer), found through the stage's context or the display's; answers `warped`, or
# why not.
WARP_JS = """(() => {
  const seats = [() => global.stage.context.get_backend().get_default_seat(),
    () => global.display.get_context().get_backend().get_default_seat(),
    () => global.backend.get_default_seat()];
  const errors = [];
  for (const seat of seats) {
    try { seat().warp_pointer(%d, %d); return "warped"; } catch (e) { errors.push(String(e)); }
  }
  return errors.join("; ");
})()"""


class ShellSession(Session):
    """The session inside GNOME Shell's logind session, as root in the shell guest."""

    compositor = "GNOME Shell"

    def __init__(self, request, results):
        super().__init__(request, results, True)
        self.env["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=%s/bus" % self.runtime
        self.env["XDG_SESSION_TYPE"] = "wayland"
        self.shell_pid = None
        self.window = None
        self.workspace_before = None

    def eval_js(self, code):
        """CODE's value through org.gnome.Shell.Eval (JSON-decoded), or None when the shell did not answer."""
        done = subprocess.run(self.as_user([
            "gdbus", "call", "--session", "--timeout", str(CALL_LIMIT), "--dest", "org.gnome.Shell",
            "--object-path", "/org/gnome/Shell", "--method", "org.gnome.Shell.Eval", code]),
            capture_output=True, text=True, timeout=CALL_LIMIT + 5)
        text = done.stdout.strip()
        if not text.startswith("(true, "):
            return None
        # gdbus prints GVariant text, (true, 'JSON'); the JSON is Eval's JSON.stringify of the value.
        value = ast.literal_eval("(True, " + text[len("(true, "):])[1]
        return json.loads(value) if value else None

    def start(self):
        unit = subprocess.run(["systemctl", "show", "-p", "MainPID", "--value", SESSION_UNIT],
                              capture_output=True, text=True)
        self.shell_pid = int(unit.stdout.strip() or 0)
        if not self.shell_pid:
            raise Failure("%s's session unit %s has no main process" % (self.compositor, SESSION_UNIT))
        displays = sorted(n for n in os.listdir(self.runtime) if n.startswith("wayland-") and n[8:].isdigit())
        if not displays:
            raise Failure("%s made no Wayland socket in %s" % (self.compositor, self.runtime))
        self.env["WAYLAND_DISPLAY"] = displays[0]
        self.say("%s up (pid %d, %s)" % (self.compositor, self.shell_pid, displays[0]))
        for name in self.idle_devices():
            if not self.wait_until(DEVICE_LIMIT, lambda: self.device_added(name)):
                raise Failure("%s never opened the idle device %s" % (self.compositor, name))
        self.say("idle devices in %s" % self.compositor)
        if self.uses("shows"):
            self.reader = subprocess.Popen(
                self.as_user(["python3", os.path.join(os.path.dirname(os.path.abspath(__file__)), "atspi_reader.py")]),
                stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=open(os.path.join(self.results, "atspi.log"), "ab"), text=True)
            self.children.append(self.reader)

    def device_added(self, name, node=None):
        """Whether the shell (the session unit's main process) has the node of the device called NAME open."""
        node = node or node_named(name)
        if not node:
            return False
        try:
            return any(os.readlink("/proc/%d/fd/%s" % (self.shell_pid, fd)) == node
                       for fd in os.listdir("/proc/%d/fd" % self.shell_pid))
        except OSError:
            return False

    def enable(self, name):
        """Every device sends events under GNOME Shell and KWin."""

    def has_window(self, sid):
        windows = self.eval_js(WINDOWS_JS) or []
        return any(in_session(pid, sid) for pid, _ in windows)

    def place_window(self, sid, case):
        ids = [wid for pid, wid in self.eval_js(WINDOWS_JS) or [] if in_session(pid, sid)]
        if not ids:
            raise Failure("the app's window went away")

        def probe():
            answer = self.eval_js(PLACE_JS % ids[0])
            done = isinstance(answer, list) and bool(answer[0]) and answer[1:5] == answer[5:9]
            return done, answer, answer[1:5] if isinstance(answer, list) else None

        self.await_maximized(case, probe)

    def await_maximized(self, case, probe):
        """Waits until PROBE() says the app's window is maximized; PROBE returns (maximized, its answer,
        the window's [x, y, width, height]). A window never maximized is said in the case's notes."""
        last = []

        def maximized():
            last[:] = [probe()]
            return last[0][0]

        if not self.wait_until(SHELL_LIMIT, maximized, interval=POLL * 2):
            case["notes"].append("%s did not maximize the app's window within %d s: %s" % (
                self.compositor, SHELL_LIMIT, last[0][1] if last else "no answer"))
        elif last:
            self.window = last[0][2]
            self.say("window maximized at %s" % self.window)

    def prepare_case(self, result):
        answers = []

        def reset():
            answers[:] = [self.eval_js(RESET_JS)]
            return answers[0] == "ready"

        if not self.wait_until(SHELL_LIMIT, reset, interval=POLL * 2):
            raise Failure("GNOME Shell did not reset within %d s: %s" % (SHELL_LIMIT, answers[0] if answers else
                                                                         "no answer"))
        self.workspace_before = START_WORKSPACE

    def finish_case(self, result):
        after = self.eval_js(AFTER_JS)
        shell = {"workspaceBefore": self.workspace_before, "window": self.window}
        if isinstance(after, list) and len(after) == 3:
            shell.update(workspaceAfter=after[0], workspaceSwipes=after[1], workspaceSwipeEnds=after[2])
        result["shell"] = shell

    def point_at_middle(self):
        answer = self.eval_js(WARP_JS % (self.width // 2, self.height // 2))
        if answer != "warped":
            self.say("the pointer could not be warped: %s" % answer)

    def screenshot_command(self, *path):
        """The shell's Screenshot call as the session's user, without the cursor or a flash; the PNG's
        path last (the release shot appends it)."""
        return self.as_user([
            "gdbus", "call", "--session", "--timeout", str(CALL_LIMIT), "--dest", "org.gnome.Shell.Screenshot",
            "--object-path", "/org/gnome/Shell/Screenshot", "--method", "org.gnome.Shell.Screenshot.Screenshot",
            "false", "false", *path])

    def shoot(self, path):
        """Has the shell write the screen as a PNG at PATH; whether it did."""
        done = subprocess.run(self.screenshot_command(path), capture_output=True, text=True, timeout=CALL_LIMIT + 5)
        if done.returncode != 0 or not done.stdout.startswith("(true,"):
            self.say("Screenshot failed: %s" % (done.stderr.strip() or done.stdout.strip()))
            return False
        return os.path.exists(path)

    def screen(self):
        """The screen's pixels now (a hash of the image data of the shell's PNG of it), or None when it
        failed. Only the IDAT chunks are hashed: the shell's PNG carries its time of creation besides."""
        path = os.path.join(self.runtime, "gesture-replay-settle.png")
        try:
            if not self.shoot(path):
                return None
            with open(path, "rb") as picture:
                return png_pixels_hash(picture.read())
        finally:
            if os.path.exists(path):
                os.remove(path)

    def screenshot(self, path):
        self.shoot(path)

    def release_shot(self, node, path):
        # The shell draws the picture itself: no `nice` can keep it off the app's time (the call is a
        # D-Bus message; GNOME Shell renders and encodes the PNG in its own process).
        return ReleaseShot(node, path, self.screenshot_command(), raw=".raw.png")


def png_pixels_hash(data):
    """A hash of a PNG's image data (its IDAT chunks, PNG spec 11.2.4), None when DATA is no PNG."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    digest, at = hashlib.sha256(), 8
    while at + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        if kind == b"IDAT":
            digest.update(data[at + 8:at + 8 + length])
        at += 12 + length  # length, type, data, CRC
    return digest.digest()


def in_session(pid, sid):
    try:
        return os.getsid(pid) == sid
    except (OSError, TypeError):
        return False


def node_named(name):
    """The event node of the input device called NAME, or None."""
    for entry in os.listdir("/sys/class/input"):
        if not entry.startswith("event"):
            continue
        try:
            with open("/sys/class/input/%s/device/name" % entry) as text:
                if text.read().strip() == name:
                    return "/dev/input/" + entry
        except OSError:
            continue
    return None

