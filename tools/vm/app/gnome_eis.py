"""The app runner's session on this machine under a headless GNOME Shell, the touches through EIS
(tools/vm/app/session.py --eis; `check --app host` with `compositor: gnome-shell`): no root, no
/dev/uinput, no logind session or seat.

The session's user starts everything itself, as tools/vm/ei/ei-lane --headless measured it:
- a session bus of its own, in a runtime folder of its own;
- `gnome-shell --headless --wayland --no-x11 --virtual-monitor WxH --unsafe-mode` on it: mutter's
  native backend with no GPU or input devices of the machine (headless opens none), the manifest's
  size as its one virtual monitor; its settings in a keyfile of the session's own
  (GSETTINGS_BACKEND=keyfile under a private XDG_CONFIG_HOME), so the user's own GNOME settings are
  neither read nor written, and the workspaces are static as in the shell guest;
- each case's touches through mutter's EIS: org.gnome.Mutter.RemoteDesktop CreateSession and Start
  once, ConnectToEIS once a case, its descriptor passed to `gesture-replay play --ei-fd`.

EIS carries what a touchscreen, a pointer or a keyboard sends, not a touchpad's gestures: a touchpad
recording's case is refused by play and reported with why. mutter stamps an EIS event with its own
clock when its main loop handles it (src/backends/meta-eis-client.c, handle_touch_*: g_get_monotonic_time),
so the app sees the recording's rhythm as the shell's loop let it through (tools/vm/ei/README.md).
Everything else (the window maximized, the reset, the screenshots, AT-SPI) is gnome_shell.ShellSession's.
"""
import os
import subprocess
import threading

from gi.repository import Gio, GLib
from gnome_shell import ShellSession
from session import DEVICE_LIMIT, HERE, Failure, ReleaseShot, Session, now, tail

# Seconds GNOME Shell may take to take its name on the bus and finish its start-up: on the bus 11 s
# after its bus started and ready 36 s later in the TCG guest (tools/vm/ei/README.md, --headless run
# of 2026-11-28); a loaded host has been seen 5-10 times slower (session.py's READY_LIMIT).
SHELL_START_LIMIT = 600
# Seconds the session bus may take to make its socket.
BUS_LIMIT = 30
# Seconds one D-Bus call to mutter's remote desktop may take (the Eval calls' CALL_LIMIT).
DBUS_LIMIT = 30
# org.gnome.Mutter.RemoteDesktop (mutter 48.7 data/dbus-interfaces/org.gnome.Mutter.RemoteDesktop.xml).
REMOTE_DESKTOP = "org.gnome.Mutter.RemoteDesktop"
REMOTE_DESKTOP_PATH = "/org/gnome/Mutter/RemoteDesktop"
REMOTE_DESKTOP_SESSION = "org.gnome.Mutter.RemoteDesktop.Session"
# ConnectToEIS's `device-types`: 1 keyboard, 2 pointer, 4 touchscreen (the same XML). Touchscreen
# alone makes no device in mutter 48.7: its add_viewport_devices asserts the seat's absolute pointer
# (meta-eis-client.c; measured by tools/vm/ei/ei-lane: "no device with the touch capability"), so
# the pointer is asked with it.
EIS_DEVICE_TYPES = 2 | 4
# The shell's settings, in the keyfile backend's form (GIO gkeyfilesettingsbackend.c: a group per
# schema path, GVariant text values): static workspaces as in the shell guest
# (tools/vm/toolkit/gnome-shell/driver.sh's shell_prepare), a plain background, and no notification
# banners: without GDM the shell's first act is a "Screen Lock disabled" banner over the top of the
# output (seen in the first case's release screenshot), where it would take a drag's touches.
SETTINGS_KEYFILE = """\
[org/gnome/mutter]
dynamic-workspaces=false

[org/gnome/desktop/notifications]
show-banners=false

[org/gnome/desktop/wm/preferences]
num-workspaces=4

[org/gnome/desktop/background]
picture-uri=''
picture-uri-dark=''
picture-options='none'
"""
# Ready: the start-up over (layout.js clears _startingUp when its animation completes) and the
# start-up overview closed (asked again while it animates); global._gr made for AFTER_JS.
READY_JS = """(() => {
  if (Main.layoutManager._startingUp) return "starting";
  if (Main.overview.visible && !Main.overview.animationInProgress) Main.overview.hide();
  if (Main.overview.visible || Main.overview.animationInProgress) return "overview";
  global._gr = global._gr || [];
  return "ready";
})()"""

# The stage's touch events of the case, for what EIS kept of the recording's rhythm: each touch event
# the stage captures (it has an event sequence) with its own time, µs (clutter_event_get_time_us:
# mutter's stamp when it handled the EIS event); hooked once, emptied before each case.
TOUCH_HOOK_JS = """(() => {
  global._grTouches = [];
  if (global._grTouchHooked) return "hooked";
  global._grTouchHooked = true;
  global.stage.connect("captured-event", (_a, e) => {
    if (!e.get_event_sequence || !e.get_event_sequence()) return false;
    let us = -1;
    try { us = e.get_time_us(); } catch (_) { us = e.get_time() * 1000; }
    global._grTouches.push(us);
    return false;
  });
  return "hooked";
})()"""
# The case's touch events: [count, first µs, last µs].
TOUCHES_JS = """(() => {
  const t = global._grTouches || [];
  return [t.length, t.length ? t[0] : -1, t.length ? t[t.length - 1] : -1];
})()"""


class EISSession(ShellSession):
    """The session under a headless GNOME Shell of the calling user's own, on this machine."""

    compositor = "GNOME Shell (headless, EIS)"

    def __init__(self, request, results):
        # This machine, as the calling user: Session's host runtime folder and environment.
        Session.__init__(self, request, results, False)
        self.env["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=%s/bus" % self.runtime
        self.env["XDG_SESSION_TYPE"] = "wayland"
        self.shell_pid = None
        self.window = None
        self.workspace_before = None
        self.bus = None
        self.remote = None

    def start(self):
        os.chmod(self.runtime, 0o700)
        self.spawn(self.as_user(["dbus-daemon", "--session", "--nofork", "--nopidfile",
                                 "--address=" + self.env["DBUS_SESSION_BUS_ADDRESS"]]), "bus.log")
        if not self.wait_until(BUS_LIMIT, lambda: os.path.exists(os.path.join(self.runtime, "bus"))):
            raise Failure("the session bus did not start: " + tail(os.path.join(self.results, "bus.log")))
        config = os.path.join(self.runtime, "config")
        os.makedirs(os.path.join(config, "glib-2.0", "settings"))
        with open(os.path.join(config, "glib-2.0", "settings", "keyfile"), "w") as keyfile:
            keyfile.write(SETTINGS_KEYFILE)
        shell_env = {"XDG_CONFIG_HOME": config, "GSETTINGS_BACKEND": "keyfile"}
        shell = self.spawn(self.as_user([
            "gnome-shell", "--headless", "--wayland", "--no-x11", "--unsafe-mode",
            "--virtual-monitor", "%dx%d" % (self.width, self.height)], shell_env), "compositor.log")
        self.shell_pid = shell.pid
        self.bus = Gio.DBusConnection.new_for_address_sync(
            self.env["DBUS_SESSION_BUS_ADDRESS"],
            Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION,
            None, None)
        answers = []

        def ready():
            if shell.poll() is not None:
                raise Failure("GNOME Shell exited with %d while starting: %s" % (
                    shell.returncode, tail(os.path.join(self.results, "compositor.log"))))
            answers[:] = [self.eval_js(READY_JS)]
            return answers[0] == "ready"

        started = now()
        if not self.wait_until(SHELL_START_LIMIT, ready, interval=1):
            raise Failure("GNOME Shell did not get ready within %d s: %s; %s" % (
                SHELL_START_LIMIT, answers[0] if answers else "no answer",
                tail(os.path.join(self.results, "compositor.log"))))
        displays = sorted(n for n in os.listdir(self.runtime) if n.startswith("wayland-") and n[8:].isdigit())
        if not displays:
            raise Failure("GNOME Shell made no Wayland socket in %s" % self.runtime)
        self.env["WAYLAND_DISPLAY"] = displays[0]
        self.say("%s up (pid %d, %s) after %.1f s" % (self.compositor, shell.pid, displays[0], now() - started))
        session_path = self.call(REMOTE_DESKTOP_PATH, REMOTE_DESKTOP, "CreateSession", None, "(o)")[0]
        self.call(session_path, REMOTE_DESKTOP_SESSION, "Start", None, None)
        self.remote = session_path
        self.say("remote desktop session %s started" % session_path)
        self.idle_touchscreen()
        if self.uses("shows"):
            self.reader = subprocess.Popen(
                self.as_user(["python3", os.path.join(HERE, "atspi_reader.py")]),
                stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=open(os.path.join(self.results, "atspi.log"), "ab"), text=True)
            self.children.append(self.reader)

    def call(self, path, interface, method, parameters, reply):
        """METHOD of mutter's remote desktop at PATH; its reply unpacked."""
        try:
            answer = self.bus.call_sync(REMOTE_DESKTOP, path, interface, method, parameters,
                                        GLib.VariantType(reply) if reply else None, Gio.DBusCallFlags.NONE,
                                        DBUS_LIMIT * 1000, None)
        except GLib.Error as error:
            raise Failure("GNOME Shell's %s.%s failed: %s" % (interface, method, error.message))
        return answer.unpack() if answer is not None else None

    def attach_input(self, item, case, before_gesture):
        """A new EIS connection of the remote desktop session for the case: its descriptor, which play
        inherits (play binds the seat's touch capability and waits for the device itself)."""
        fd = self.connect_to_eis()
        before_gesture()
        self.say("case %d: EIS connection %d of %s" % (item["index"], fd, self.remote))
        return fd, None, ["--ei-fd", str(fd), "--keep"], (fd,)

    def idle_touchscreen(self):
        """An EIS touchscreen for the whole session, made before any app starts, so that the seat
        offers touch when the app binds it. In this runner's first runs the first case's touches,
        on a device that appeared after the app had started, never reached the app (the stage saw
        them: 40 events over 0.7 s) and the second case's, with the first device still there, did;
        the sway session's idle devices are there for the same reason (session.py, idle_devices)."""
        path = os.path.join(HERE, "idle-touchscreen.evemu")
        if not os.path.exists(path):  # in the clone: the toolkit lane's
            path = os.path.join(HERE, "..", "toolkit", "idle-touchscreen.evemu")
        fd = self.connect_to_eis()
        messages = os.path.join(self.results, "idle-play.out")
        try:
            idle = subprocess.Popen([self.request["player"], "play", "--ei-fd", str(fd), "--keep", path],
                                    stdout=subprocess.DEVNULL, stderr=open(messages, "wb"), pass_fds=(fd,))
        finally:
            os.close(fd)
        self.children.append(idle)
        if not self.wait_until(DEVICE_LIMIT, lambda: idle.poll() is not None or kept(messages)):
            raise Failure("the idle EIS touchscreen was not ready within %d s: %s" % (DEVICE_LIMIT, tail(messages)))
        if idle.poll() is not None:
            raise Failure("the idle EIS touchscreen's play exited %d: %s" % (idle.returncode, tail(messages)))
        self.say("idle EIS touchscreen in %s" % self.compositor)

    def connect_to_eis(self):
        """A new EIS connection of the remote desktop session: its descriptor."""
        options = GLib.Variant("(a{sv})", ({"device-types": GLib.Variant("u", EIS_DEVICE_TYPES)},))
        try:
            answer, fds = self.bus.call_with_unix_fd_list_sync(
                REMOTE_DESKTOP, self.remote, REMOTE_DESKTOP_SESSION, "ConnectToEIS", options,
                GLib.VariantType("(h)"), Gio.DBusCallFlags.NONE, DBUS_LIMIT * 1000, None, None)
        except GLib.Error as error:
            raise Failure("GNOME Shell's ConnectToEIS failed: %s" % error.message)
        return fds.get(answer.unpack()[0])

    def play_ended(self, player, directory):
        """Whether play has sent the last frame: it has exited, or it keeps its EIS connection open
        (play --keep, its "keeping" line). The kept player stays until the session ends (stop_all):
        mutter 48.7 crashed about 1 s after an EIS client went, in 3 of 5 closes that came 0.5 s after
        the play and in none of 3 that came 25 s after (tools/vm/ei/README.md; in this runner's first
        run the shell died 0.5 s after the first case's play had closed its connection)."""
        if player.poll() is not None:
            return True
        if not kept(os.path.join(directory, "play.out")):
            return False
        if player not in self.children:
            self.children.append(player)
        return True

    def detach_input(self, device):
        """Closes the runner's copy of the case's EIS descriptor (the kept player holds its own)."""
        os.close(device)

    def prepare_case(self, result):
        super().prepare_case(result)
        if self.eval_js(TOUCH_HOOK_JS) != "hooked":
            self.say("the stage's touch events cannot be read this case")

    def finish_case(self, result):
        """The shell's reaction (ShellSession's), with the span of the stage's touch events beside the
        recording's: `shell.touch` {events, stageSeconds, recordingSeconds}."""
        super().finish_case(result)
        answer = self.eval_js(TOUCHES_JS)
        if isinstance(answer, list) and len(answer) == 3 and answer[0] > 0:
            touch = {"events": answer[0], "stageSeconds": round((answer[2] - answer[1]) / 1e6, 3)}
            span = recording_span(self.request["cases"], result["index"])
            if span is not None:
                touch["recordingSeconds"] = span
            result["shell"]["touch"] = touch

    def release_shot(self, node, path):
        # No node to read the release from: the shot is taken when play has sent its last frame (the
        # lift), at its "keeping" line (play_ended).
        return PlayEndShot(path, self.screenshot_command())

    def stop_all(self):
        if self.bus is not None and self.remote is not None:
            try:
                self.bus.call_sync(REMOTE_DESKTOP, self.remote, REMOTE_DESKTOP_SESSION, "Stop", None, None,
                                   Gio.DBusCallFlags.NONE, DBUS_LIMIT * 1000, None)
            except GLib.Error:
                pass  # the shell went first
        super().stop_all()


class PlayEndShot(ReleaseShot):
    """The release screenshot when there is no node to read: taken as soon as the session says the
    play has ended (played())."""

    def __init__(self, shot, command):
        threading.Thread.__init__(self, daemon=True)
        self.shot, self.grim, self.raw = shot, command, shot + ".raw.png"
        self.stopping = threading.Event()
        self.ended = threading.Event()
        self.taken = None

    def run(self):
        while not self.stopping.is_set():
            if self.ended.wait(0.05):
                seen = now()
                subprocess.run(self.grim + [self.raw], capture_output=True, timeout=35)
                if os.path.exists(self.raw):
                    self.taken = round(now() - seen, 3)
                return

    def played(self):
        self.ended.set()


def kept(messages):
    """Whether play, its messages in the file MESSAGES, keeps its device (play --keep's line after the
    last frame)."""
    try:
        with open(messages, errors="replace") as lines:
            return any(line.startswith("gesture-replay: keeping ") for line in lines)
    except OSError:
        return False


def recording_span(cases, index):
    """Seconds from the first to the last event of case INDEX's evemu recording (its `E: SEC.USEC`
    lines), or None."""
    path = next((case["recording"] for case in cases if case["index"] == index), None)
    times = []
    try:
        with open(path, errors="replace") as recording:
            for line in recording:
                if line.startswith("E: "):
                    times.append(float(line.split()[1]))
    except (OSError, TypeError, ValueError, IndexError):
        return None
    return round(times[-1] - times[0], 3) if times else None
