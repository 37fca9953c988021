#!/usr/bin/env python3
"""The app runner's session: plays a check manifest's recordings into the user's app under sway and
reads the app's reaction. Runs inside the guest (tools/vm/app/boot.sh, `--guest`: as root in the app
image's root filesystem, starting udev and seatd, the compositor and the app as uid 1000) or on the
machine itself (`--host`: as the calling user, the compositor with libseat's noop backend and a
runtime folder of its own).

    session.py --guest|--host|--gnome-shell|--kwin|--eis REQUEST RESULTS

(`--gnome-shell`, `--kwin`: inside that shell's logind session in the shell guest, tools/vm/app/gnome_shell.py
and kwin.py; `--eis`: on the machine itself under a headless GNOME Shell of the user's own, the touches
through EIS, tools/vm/app/gnome_eis.py.)

REQUEST is the JSON the runner (tools/vm/app/run) wrote from `check`'s request: the app (command,
folder, size, ready/finished/began predicates), the player, the Debian release, and the cases (an
evemu recording each and the gesture to play). For every case: the app is started fresh, `ready`
awaited, the recording's device made (evemu-device) and awaited in sway, the pointer put in the
middle of the output, the gesture played into it with `gesture-replay play --into NODE`, the screen
watched until it stops changing (the settle), `finished:` read, a screenshot taken, the app stopped.
`began:` is read while the gesture plays and until the settle (it must hold at some point).

A second screenshot is taken at the release: a reader of the device node sees the frame in which the
last contact lifts (BTN_TOUCH to 0, as the kernel delivered it) and runs grim at once.

Writes RESULTS/results.jsonl, one JSON object a case (index, reaction, finished, began,
finishedBefore, screenshot, releaseScreenshot, releaseShotSeconds, play, seconds, readySeconds,
playSeconds, settleSeconds, error; `play` is the player's own JSON report: its delivery error and,
when the case names a model, that model on the file against the model on what the device
delivered), the screenshots in RESULTS/shots/, each case's app output in RESULTS/case-N/app.log,
play's report in RESULTS/case-N/play.json (its messages in play.out), and RESULTS/session.log. Every wait is bounded; nothing is judged here (check judges)."""
import hashlib
import json
import os
import re
import select
import shutil
import signal
import subprocess
import sys
import struct
import tempfile
import threading
import time
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
# How long the app may take to show its first window and then to be `ready`, seconds: a GTK 4 app's
# first frame comes 4.5 s after its start in the TCG guest on an idle host (toolkit-lane.md, Debian
# 13), Firefox's setup up to 56 s; a loaded 2-core host has been seen 5-10 times slower.
READY_LIMIT = 180
# How long sway may take to add (or drop) a new device, seconds: about 1 s under TCG, 2-7 s on a
# loaded host (toolkit-lane.md; tools/vm/toolkit/session.sh's PLAY_DELAY).
DEVICE_LIMIT = 30
# The guest's serial console (tools/vm/run-guest keeps it as console.log).
GUEST_CONSOLE = "/dev/ttyS0"
# The settle: the screen is settled when screenshots taken back to back stayed identical for
# SETTLE_STABLE seconds, and the settle gives up after SETTLE_LIMIT (a blinking caret stops after
# GTK's gtk-cursor-blink-timeout, 10 s). libadwaita's swipe animations end within about 0.8 s in
# the TCG guest (toolkit-lane.md: "let the swipe settle ~0.8 s"); 1 s unchanged is past one frame
# of any of them.
SETTLE_STABLE = 1.0
SETTLE_LIMIT = 20
# How long a stopped app may take to exit before it is killed, seconds.
STOP_LIMIT = 5
# A `command:` predicate's limit, seconds.
COMMAND_LIMIT = 10
# Seconds the AT-SPI reader may take to answer one `shows:` query before the case fails with why: a
# walk of the tree took 4-11 s under TCG (measured by the runner's logs); an app that never answers its
# accessibility calls must not hold the session forever.
READER_LIMIT = 90
# Seconds between two readings of a predicate that is polled (`ready`, `began`).
POLL = 0.2
USER_UID = 1000
# struct input_event on a 64-bit kernel: struct timeval (two longs), __u16 type, __u16 code, __s32 value
# (linux/input.h); EV_SYN/SYN_REPORT ends a frame, EV_KEY BTN_TOUCH is 1 while any contact is down
# (linux/input-event-codes.h).
INPUT_EVENT = struct.Struct("llHHi")
EV_SYN, SYN_REPORT, EV_KEY, BTN_TOUCH = 0x00, 0, 0x01, 0x14a
# The release screenshot must not take the app's time at the moment the app decides: grim runs at the
# lowest priority (nice 19, so an app at nice 0 gets about 98 % of a contended CPU: sched/core.c's
# sched_prio_to_weight, 1024 against 15) and writes an uncompressed PPM; the PNG is made after the settle.
RELEASE_SHOT_NICE = 19


class ReleaseShot(threading.Thread):
    """Reads the played device's node and takes a screenshot as soon as the frame that lifts the last
    contact (BTN_TOUCH 0) has been delivered: the app's state at the release, beside the one after the
    settle. Reading the node does not take events from anyone (evdev gives every reader a copy)."""

    def __init__(self, node, shot, grim, raw=".ppm"):
        super().__init__(daemon=True)
        self.node, self.shot, self.grim = node, shot, grim
        # grim writes a PPM (made a PNG after the settle); GNOME Shell's Screenshot call writes a PNG.
        self.raw = shot + raw
        self.stopping = threading.Event()
        # Seconds from reading the lift to grim's end, once taken: at most this late is the picture.
        self.taken = None
        self.fd = os.open(node, os.O_RDONLY | os.O_NONBLOCK)

    def run(self):
        pending = b""
        lifted = False
        try:
            while not self.stopping.is_set():
                ready, _, _ = select.select([self.fd], [], [], POLL)
                if not ready:
                    continue
                try:
                    pending += os.read(self.fd, INPUT_EVENT.size * 64)
                except BlockingIOError:
                    continue
                except OSError:
                    return  # the device went away
                while len(pending) >= INPUT_EVENT.size:
                    _, _, kind, code, value = INPUT_EVENT.unpack_from(pending)
                    pending = pending[INPUT_EVENT.size:]
                    if kind == EV_KEY and code == BTN_TOUCH:
                        lifted = value == 0
                    elif kind == EV_SYN and code == SYN_REPORT and lifted:
                        seen = now()
                        subprocess.run(self.grim + [self.raw], capture_output=True, timeout=30)
                        if os.path.exists(self.raw):
                            self.taken = round(now() - seen, 3)
                        return
        finally:
            os.close(self.fd)

    def played(self):
        """The player has exited (the node's reader has seen the release by itself)."""

    def finish(self):
        """Stops the reader; the screenshot, when taken, becomes the PNG. Returns whether it exists."""
        self.stopping.set()
        self.join(timeout=35)
        if self.taken is not None and os.path.exists(self.raw) and not self.raw.endswith(".ppm"):
            os.replace(self.raw, self.shot)
        elif self.taken is not None and os.path.exists(self.raw):
            try:
                write_png(self.raw, self.shot)
            except (OSError, ValueError, IndexError):
                pass  # grim wrote something else than a whole P6 PPM: no release screenshot
            finally:
                os.remove(self.raw)
        return os.path.exists(self.shot)


def write_png(ppm, png):
    """Writes a binary PPM (P6, maxval 255: what grim writes) as an RGB PNG (zlib, no filter)."""
    with open(ppm, "rb") as source:
        data = source.read()
    fields, at = [], 0
    while len(fields) < 4:  # magic, width, height, maxval, each after whitespace (and comments)
        while data[at:at + 1].isspace():
            at += 1
        if data[at:at + 1] == b"#":
            at = data.index(b"\n", at)
            continue
        end = at
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[at:end])
        at = end
    at += 1
    if fields[0] != b"P6" or fields[3] != b"255":
        raise ValueError("%s: expected a P6 PPM with maxval 255, found %r" % (ppm, fields))
    width, height = int(fields[1]), int(fields[2])
    row = width * 3
    if len(data) - at < row * height:
        raise ValueError("%s: %d bytes of pixels for %dx%d, expected %d" % (ppm, len(data) - at, width, height,
                                                                           row * height))
    rows = b"".join(b"\0" + data[at + y * row:at + (y + 1) * row] for y in range(height))

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    with open(png, "wb") as target:
        target.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                     + chunk(b"IDAT", zlib.compress(rows, 6)) + chunk(b"IEND", b""))


def now():
    return time.monotonic()


class Session:
    """The session under sway; gnome_shell.ShellSession is the one inside GNOME Shell's."""
    # The compositor, in messages.
    compositor = "sway"

    def __init__(self, request, results, guest):
        self.request = request
        self.results = results
        self.guest = guest
        self.log = open(os.path.join(results, "session.log"), "a", buffering=1)
        # In the guest, progress also goes to the serial console, which the host keeps as console.log
        # (the results come back only when the session ends; a guest the watchdog stops leaves this).
        self.console = None
        if guest:
            try:
                self.console = open(GUEST_CONSOLE, "w", buffering=1)
            except OSError:
                pass
        self.children = []
        self.folder = request["folder"]
        self.width, self.height = request["width"], request["height"]
        if guest:
            self.runtime = "/run/user/%d" % USER_UID
            self.home = "/home/lane"
        else:
            # A runtime folder of its own, short enough for socket paths (108 bytes) wherever RESULTS is.
            self.runtime = tempfile.mkdtemp(prefix="gesture-replay-app.")
            self.home = os.environ.get("HOME", "/tmp")
        self.env = {
            "HOME": self.home,
            "XDG_RUNTIME_DIR": self.runtime,
            "LANG": "C.UTF-8",
            "PATH": "/usr/local/bin:/usr/bin:/bin:/usr/local/sbin:/usr/sbin:/sbin",
        }
        self.reader = None

    def say(self, text):
        self.log.write("%.3f %s\n" % (now(), text))
        if self.console:
            self.console.write("app session: %.3f %s\n" % (now(), text))

    def as_user(self, command, extra=None):
        env = dict(self.env)
        env.update(extra or {})
        wrapped = ["env", "-i"] + ["%s=%s" % pair for pair in env.items()] + list(command)
        if self.guest:
            wrapped = ["setpriv", "--reuid=%d" % USER_UID, "--regid=%d" % USER_UID, "--init-groups"] + wrapped
        return wrapped

    def spawn(self, command, log, **options):
        out = open(os.path.join(self.results, log), "ab")
        child = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, **options)
        self.children.append(child)
        return child

    def wait_until(self, limit, check, interval=POLL):
        end = now() + limit
        while True:
            if check():
                return True
            if now() >= end:
                return False
            time.sleep(interval)

    # The stack: udev (guest), seatd (guest), the session bus, sway, the AT-SPI reader, idle devices.
    def start(self):
        os.makedirs(self.runtime, exist_ok=True)
        if self.guest:
            os.chown(self.runtime, USER_UID, USER_UID)
            subprocess.run(["/lib/systemd/systemd-udevd", "--daemon"], check=True, capture_output=True)
            subprocess.run(["udevadm", "trigger", "--action=add"], capture_output=True)
            subprocess.run(["udevadm", "settle", "--timeout=20"], capture_output=True)
            self.spawn(["seatd", "-g", "seat"], "seatd.log", env=dict(os.environ, SEATD_VTBOUND="0"))
            if not self.wait_until(10, lambda: os.path.exists("/run/seatd.sock")):
                raise Failure("seatd made no socket")
            seat = {"LIBSEAT_BACKEND": "seatd"}
        else:
            seat = {"LIBSEAT_BACKEND": "noop"}
        os.chmod(self.runtime, 0o700)
        bus = os.path.join(self.runtime, "bus")
        subprocess.run(
            self.as_user(["dbus-daemon", "--session", "--fork", "--address=unix:path=" + bus]),
            check=True, capture_output=True)
        self.env["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=" + bus
        idle = self.idle_devices()
        config = os.path.join(self.results, "sway.config")
        with open(config, "w") as out:
            out.write(SWAY_CONFIG % {"width": self.width, "height": self.height})
        os.chmod(config, 0o644)
        wlr = {"WLR_BACKENDS": "headless,libinput", "WLR_RENDERER": "pixman",
               "WLR_HEADLESS_OUTPUTS": "1"}
        wlr.update(seat)
        self.sway = self.spawn(self.as_user(["sway", "-c", config], wlr), "sway.log")
        if not self.wait_until(30, lambda: self.sway_socket() is not None):
            raise Failure("sway did not start: " + tail(os.path.join(self.results, "sway.log")))
        self.env["SWAYSOCK"] = self.sway_socket()
        displays = sorted(n for n in os.listdir(self.runtime) if re.fullmatch(r"wayland-\d", n))
        if not displays:
            raise Failure("sway made no Wayland socket")
        self.env["WAYLAND_DISPLAY"] = displays[0]
        self.say("sway up")
        if self.uses("shows"):
            self.reader = subprocess.Popen(
                self.as_user(["python3", os.path.join(HERE, "atspi_reader.py")]), stdin=subprocess.PIPE,
                stdout=subprocess.PIPE, stderr=open(os.path.join(self.results, "atspi.log"), "ab"), text=True)
            self.children.append(self.reader)
        for name in idle:
            if not self.wait_until(DEVICE_LIMIT, lambda: name in self.inputs()):
                raise Failure("sway never added the idle device %s" % name)
            self.enable(name)
        self.say("idle devices in sway")

    def idle_devices(self):
        """Makes an idle touchscreen and touchpad for the whole session and returns their names.

        They give sway's seat touch and pointer before the app starts, so that the app binds both
        (toolkit/session.sh: without them the first recording's device arrived after the app had
        bound its seat). They are made before sway, and udev has them when libinput starts: wlroots
        0.15 (Debian 12's sway 1.7) run with WLR_LIBINPUT_NO_DEVICES=1 leaves the devices libinput
        finds at its start queued until the next udev event (its backend_start drains them only
        without that variable), and a device made while sway was starting was listed only when the
        session removed it (measured 2026-11-27). With devices there, sway needs no such variable.
        """
        names = []
        for kind in ("touchscreen", "touchpad"):
            path = os.path.join(HERE, "idle-%s.evemu" % kind)
            if not os.path.exists(path):  # in the clone: the toolkit lane's
                path = os.path.join(HERE, "..", "toolkit", "idle-%s.evemu" % kind)
            device = subprocess.Popen(["evemu-device", path], stdout=subprocess.PIPE,
                                      stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, text=True)
            self.children.append(device)
            if not read_node(device):
                raise Failure("evemu-device made no node for the idle %s" % kind)
            names.append(evemu_name(path))
        subprocess.run(["udevadm", "settle", "--timeout=%d" % DEVICE_LIMIT], capture_output=True)
        self.say("idle devices made")
        return names

    def uses(self, kind):
        return any(p and kind in p for p in (self.request.get(k) for k in ("ready", "finished", "began")))

    def sway_socket(self):
        for name in sorted(os.listdir(self.runtime)):
            if name.startswith("sway-ipc.") and name.endswith(".sock"):
                return os.path.join(self.runtime, name)
        return None

    def swaymsg(self, *args):
        done = subprocess.run(self.as_user(["swaymsg"] + list(args)), capture_output=True, text=True, timeout=20)
        return done.stdout

    def enable(self, name):
        """Lets the devices called NAME send events (the config silences every other device)."""
        try:
            devices = json.loads(self.swaymsg("-t", "get_inputs") or "[]")
        except (ValueError, subprocess.TimeoutExpired):
            devices = []
        for device in devices:
            if device.get("name") == name:
                self.swaymsg("input", device["identifier"], "events", "enabled")

        def enabled():
            try:
                listed = json.loads(self.swaymsg("-t", "get_inputs") or "[]")
            except (ValueError, subprocess.TimeoutExpired):
                return False
            mine = [d for d in listed if d.get("name") == name]
            return bool(mine) and all(d.get("libinput", {}).get("send_events") == "enabled" for d in mine)

        if not self.wait_until(DEVICE_LIMIT, enabled):
            raise Failure("sway did not enable %s's events" % name)

    def inputs(self):
        try:
            return {device.get("name") for device in json.loads(self.swaymsg("-t", "get_inputs") or "[]")}
        except (ValueError, subprocess.TimeoutExpired):
            return set()

    def has_window(self, sid):
        try:
            tree = json.loads(self.swaymsg("-t", "get_tree") or "{}")
        except (ValueError, subprocess.TimeoutExpired):
            return False
        stack = [tree]
        while stack:
            node = stack.pop()
            pid = node.get("pid")
            if pid and node.get("visible", True):
                try:
                    if os.getsid(pid) == sid:
                        return True
                except OSError:
                    pass
            stack.extend(node.get("nodes", []) + node.get("floating_nodes", []))
        return False

    # Predicates.
    def holds(self, predicate, case):
        kind, argument = next(iter(predicate.items()))
        if kind == "shows":
            try:
                self.reader.stdin.write("%d\t%s\n" % (case["sid"], argument.replace("\n", " ")))
                self.reader.stdin.flush()
            except OSError:
                raise Failure("the AT-SPI reader stopped: " + tail(os.path.join(self.results, "atspi.log")))
            ready, _, _ = select.select([self.reader.stdout], [], [], READER_LIMIT)
            if not ready:
                raise Failure("the AT-SPI reader did not answer within %d s: %s" % (
                    READER_LIMIT, tail(os.path.join(self.results, "atspi.log"))))
            answer = self.reader.stdout.readline().strip()
            if not answer:
                raise Failure("the AT-SPI reader stopped: " + tail(os.path.join(self.results, "atspi.log")))
            if answer.startswith("E"):
                case["notes"].append("AT-SPI: " + answer[2:])
            return answer == "1"
        if kind == "output":
            with open(case["log"], "rb") as log:
                # `ready` reads what the app printed since it started, `began` and `finished` what it
                # printed since the play began.
                log.seek(case.get("played", 0))
                text = log.read().decode("utf-8", "replace")
            pattern = re.compile(argument)
            return any(pattern.search(line) for line in text.splitlines())
        try:
            done = subprocess.run(self.as_user(["sh", "-c", argument], self.app_env()), cwd=self.folder,
                                  capture_output=True, timeout=COMMAND_LIMIT)
        except subprocess.TimeoutExpired:
            case["notes"].append("`%s` ran past %d s" % (argument, COMMAND_LIMIT))
            return False
        return done.returncode == 0

    def app_env(self):
        # GTK's software paths (toolkit-lane.md): GTK 4.18 turns GL off with GDK_DISABLE, 4.8 with
        # GDK_DEBUG; cairo draws either way. Accessibility stays on (GTK_A11Y unset).
        gl = {"GDK_DISABLE": "gl,vulkan"} if self.request["debian"] == 13 else {"GDK_DEBUG": "gl-disable"}
        env = {"GSK_RENDERER": "cairo", "GDK_BACKEND": "wayland"}
        env.update(gl)
        return env

    def screen(self):
        """The screen's pixels now (a PPM from grim), or None when grim failed."""
        done = subprocess.run(self.as_user(["grim", "-t", "ppm", "-"]), capture_output=True, timeout=30)
        return hashlib.sha256(done.stdout).digest() if done.returncode == 0 and done.stdout else None

    def screenshot(self, path):
        """Writes the screen as a PNG at PATH (nothing there when it could not be taken)."""
        subprocess.run(self.as_user(["grim", "-t", "png", path]), capture_output=True, timeout=30)

    def release_shot(self, node, path):
        """The reader of NODE that takes the screenshot at the release (see ReleaseShot)."""
        return ReleaseShot(node, path, self.as_user(["nice", "-n", str(RELEASE_SHOT_NICE), "grim", "-t", "ppm"]))

    def device_added(self, name, node=None):
        """Whether sway lists an input device called NAME."""
        return name in self.inputs()

    def prepare_case(self, result):
        """The compositor's own reset before a case (sway has none: its one window fills the output)."""

    def place_window(self, sid, case):
        """Gives the app's window of session SID the output (sway tiles it there itself)."""

    def attach_input(self, item, case, before_gesture):
        """Makes the case's device from its recording (evemu-device) and waits until the compositor
        has it, calling BEFORE_GESTURE() meanwhile. Returns (the device, for detach_input; where the
        release is seen, a node; play's options that name the device; the descriptors play inherits)."""
        name = evemu_name(item["recording"])
        if not self.wait_until(DEVICE_LIMIT, lambda: not self.device_added(name)):
            raise Failure("%s still has the last case's device %s" % (self.compositor, name))
        device = subprocess.Popen(["evemu-device", item["recording"]], stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT, text=True)
        try:
            node = read_node(device)
            if not node:
                raise Failure("evemu-device made no node for %s" % name)
            before_gesture()
            if not self.wait_until(DEVICE_LIMIT, lambda: self.device_added(name, node)):
                raise Failure("%s never added %s" % (self.compositor, name))
        except BaseException:
            self.detach_input(device)
            raise
        self.enable(name)
        self.say("case %d: %s in %s as %s" % (item["index"], name, self.compositor, node))
        return device, node, ["--into", node], ()

    def detach_input(self, device):
        """Removes the device attach_input made."""
        device.terminate()
        device.wait()

    def finish_case(self, result):
        """Adds what the compositor itself did in the case to RESULT (nothing under sway)."""

    def point_at_middle(self):
        self.swaymsg("seat", "seat0", "cursor", "set", str(self.width // 2), str(self.height // 2))

    def poll_began(self, case):
        began = self.request.get("began")
        if began and not case["began"] and "output" not in began:
            case["began"] = self.holds(began, case)

    def run_case(self, item):
        index = item["index"]
        directory = os.path.join(self.results, "case-%d" % index)
        os.makedirs(directory, exist_ok=True)
        if self.guest:
            os.chown(directory, USER_UID, USER_UID)
        result = {"index": index, "reaction": "error", "error": None}
        case = {"log": os.path.join(directory, "app.log"), "notes": [], "began": False}
        start = now()
        app = device = release_shot = None
        try:
            self.prepare_case(result)
            app = subprocess.Popen(
                self.as_user(["sh", "-c", self.request["command"]], self.app_env()), cwd=self.folder,
                stdout=open(case["log"], "wb"), stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                start_new_session=True)
            case["sid"] = app.pid

            def alive():
                if app.poll() is not None:
                    raise Failure("the app exited with %d before it was ready: %s" % (app.returncode, tail(case["log"])))
                return True

            if not self.wait_until(READY_LIMIT, lambda: alive() and self.has_window(app.pid)):
                raise Failure("the app showed no window within %d s: %s" % (READY_LIMIT, tail(case["log"])))
            self.place_window(app.pid, case)
            ready = self.request.get("ready")
            if ready and not self.wait_until(READY_LIMIT, lambda: alive() and self.holds(ready, case)):
                raise Failure("`ready` (%s) never held within %d s" % (describe(ready), READY_LIMIT))
            result["readySeconds"] = round(now() - start, 3)
            self.say("case %d ready" % index)
            # From here `output:` reads only what comes after (see holds()).
            case["played"] = os.path.getsize(case["log"])
            # The recording's device, made now that the app is up; while the compositor adds it, the
            # predicates are read as they stand before the gesture.
            def before_gesture():
                result["finishedBefore"] = self.holds(self.request["finished"], case)
                if began and self.holds(began, case):
                    case["notes"].append("`began` (%s) already held before the gesture" % describe(began))

            began = self.request.get("began")
            device, node, into, passed = self.attach_input(item, case, before_gesture)
            # Touchpad scrolls go to the surface under the pointer (toolkit-lane.md).
            self.point_at_middle()
            play = [self.request["player"], "play"] + into + ["--json", item["recording"]]
            if item.get("gesture"):
                play += ["--gesture", str(item["gesture"])]
            # The model on what the device delivered needs its node to read back (not through EIS).
            if item.get("model") and node:
                play += ["--model", item["model"]]
            shots = os.path.join(self.results, "shots")
            os.makedirs(shots, exist_ok=True)
            if self.guest:
                os.chown(shots, USER_UID, USER_UID)
            release_shot = self.release_shot(node, os.path.join(shots, "case-%d-release.png" % index))
            release_shot.start()
            played = now()
            case["played"] = os.path.getsize(case["log"])
            report = os.path.join(directory, "play.json")
            player = subprocess.Popen(play, stdout=open(report, "wb"), pass_fds=passed,
                                      stderr=open(os.path.join(directory, "play.out"), "wb"))
            while player.poll() is None:
                self.poll_began(case)
                time.sleep(POLL / 4)
            release_shot.played()
            result["playSeconds"] = round(now() - played, 3)
            if player.returncode != 0:
                raise Failure("play exited %d: %s" % (player.returncode, tail(os.path.join(directory, "play.out"))))
            try:
                with open(report) as lines:
                    result["play"] = json.loads(lines.readline())
            except (OSError, ValueError) as problem:
                case["notes"].append("play's report could not be read: %s" % problem)
            self.say("case %d: played" % index)
            # The settle: identical screenshots for SETTLE_STABLE seconds.
            settle_start = now()
            last, since = None, now()
            settled = False
            while now() - settle_start < SETTLE_LIMIT:
                self.poll_began(case)
                shot = self.screen()
                if shot is not None and shot == last:
                    if now() - since >= SETTLE_STABLE:
                        settled = True
                        break
                else:
                    last, since = shot, now()
            result["settleSeconds"] = round(now() - settle_start, 3)
            if not settled:
                case["notes"].append("the screen still changed %d s after the play" % SETTLE_LIMIT)
            self.say("case %d: settled" % index)
            finished = self.holds(self.request["finished"], case)
            result["finished"] = finished
            if began:
                if "output" in began:
                    case["began"] = self.holds(began, case)
                result["began"] = case["began"]
                result["reaction"] = "finished" if finished else ("cancelled" if case["began"] else "none")
            else:
                result["reaction"] = "finished" if finished else "stayed"
            if release_shot.finish():
                result["releaseScreenshot"] = "shots/case-%d-release.png" % index
                result["releaseShotSeconds"] = release_shot.taken
            shot = os.path.join(shots, "case-%d.png" % index)
            self.screenshot(shot)
            if os.path.exists(shot):
                result["screenshot"] = "shots/case-%d.png" % index
            self.finish_case(result)
            if result["finishedBefore"]:
                case["notes"].append("`finished` (%s) already held before the gesture" %
                                     describe(self.request["finished"]))
        except Failure as failure:
            result["error"] = str(failure)
        except (subprocess.SubprocessError, OSError) as failure:
            result["error"] = "the runner could not go on with this case: %s" % failure
        finally:
            self.say("case %d: stopping" % index)
            if release_shot is not None:
                release_shot.finish()
            if app is not None:
                stop(app)
            if device is not None:
                self.detach_input(device)
        if case["notes"] and not result["error"]:
            result["error"] = "; ".join(case["notes"])
        elif case["notes"]:
            result["error"] += "; " + "; ".join(case["notes"])
        result["seconds"] = round(now() - start, 3)
        self.say("case %d: %s in %.1f s" % (index, result["reaction"], result["seconds"]))
        return result

    def stop_all(self):
        for child in reversed(self.children):
            if child.poll() is None:
                child.terminate()
                try:
                    child.wait(STOP_LIMIT)
                except subprocess.TimeoutExpired:
                    child.kill()


class Failure(Exception):
    pass


def stop(app):
    """Stops the app's whole process group: SIGTERM, then SIGKILL after STOP_LIMIT seconds."""
    for sig, limit in ((signal.SIGTERM, STOP_LIMIT), (signal.SIGKILL, STOP_LIMIT)):
        try:
            os.killpg(app.pid, sig)
        except ProcessLookupError:
            return
        try:
            app.wait(limit)
            return
        except subprocess.TimeoutExpired:
            continue


def read_node(device):
    """The node evemu-device prints (`NAME: /dev/input/eventN`), within DEVICE_LIMIT seconds."""
    ready, _, _ = select.select([device.stdout], [], [], DEVICE_LIMIT)
    if not ready:
        return None
    match = re.search(r"(/dev/input/event\d+)", device.stdout.readline())
    return match.group(1) if match else None


def evemu_name(path):
    with open(path, errors="replace") as recording:
        for line in recording:
            if line.startswith("N: "):
                return line[3:].strip()
    return ""


def describe(predicate):
    kind, argument = next(iter(predicate.items()))
    return '%s "%s"' % (kind, argument)


def tail(path, lines=3):
    try:
        with open(path, "rb") as text:
            return " | ".join(text.read().decode("utf-8", "replace").strip().splitlines()[-lines:])
    except OSError:
        return ""


# `input * events disabled`: every input device sway finds stays silent (on a machine, its own keyboard
# and mouse) unless the session enables it by its identifier: the idle devices and each case's own.
SWAY_CONFIG = """\
input * events disabled
output HEADLESS-1 resolution %(width)dx%(height)d position 0 0
default_border none
default_floating_border none
gaps inner 0
focus_follows_mouse no
xwayland disable
input type:touchpad {
    tap enabled
    natural_scroll enabled
}
input type:touch map_to_output HEADLESS-1
"""


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in ("--guest", "--host", "--gnome-shell", "--kwin", "--eis"):
        print("usage: session.py --guest|--host|--gnome-shell|--kwin|--eis REQUEST RESULTS", file=sys.stderr)
        return 64
    with open(sys.argv[2]) as text:
        request = json.load(text)
    results = sys.argv[3]
    os.makedirs(results, exist_ok=True)
    if sys.argv[1] == "--gnome-shell":
        from gnome_shell import ShellSession  # the sibling imports this module: loaded on demand
        session = ShellSession(request, results)
    elif sys.argv[1] == "--kwin":
        from kwin import KWinSession
        session = KWinSession(request, results)
    elif sys.argv[1] == "--eis":
        from gnome_eis import EISSession
        session = EISSession(request, results)
    else:
        session = Session(request, results, sys.argv[1] == "--guest")
    status = 0
    with open(os.path.join(results, "results.jsonl"), "w") as out:
        try:
            session.start()
            for item in request["cases"]:
                out.write(json.dumps(session.run_case(item), sort_keys=True) + "\n")
                out.flush()
        except Failure as failure:
            with open(os.path.join(results, "session-error"), "w") as error:
                error.write(str(failure) + "\n")
            status = 1
        except Exception as failure:  # noqa: BLE001 - the cases done so far still go back, with the error
            with open(os.path.join(results, "session-error"), "w") as error:
                error.write("the session stopped: %r\n" % failure)
            status = 1
        finally:
            session.stop_all()
            if not session.guest:
                shutil.rmtree(session.runtime, ignore_errors=True)
    shutil.copy(os.path.join(results, "results.jsonl"), os.path.join(results, "results.done"))
    return status


if __name__ == "__main__":
    # Run as the module `session`, the one tools/vm/app/gnome_shell.py imports, so that both share one
    # Failure and one set of constants.
    sys.path.insert(0, HERE)
    import session
    sys.exit(session.main())
