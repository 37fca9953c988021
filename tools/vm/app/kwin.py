"""The app runner's session inside KWin (tools/vm/app/session.py --kwin): as gnome_shell.py's, in the
logind session the shell guest's driver started (tools/vm/toolkit/kwin/shell.sh: KWin 6.3 on its DRM
backend, four desktops in a row, /lane/shell.env adding KWIN_SCREENSHOT_NO_PERMISSION_CHECKS=1).

KWin has no Eval: the windows are listed and maximized by a KWin script loaded for the call
(org.kde.kwin.Scripting loadScript, its Script object's run, unloadScript), which writes one line,
`gr-app TAG JSON`, to the compositor's log with print() (tools/vm/toolkit/kwin/shell.sh turns KWin's
script messages on); the desktop is read and set with org.kde.KWin currentDesktop/setCurrentDesktop
(1-based); the screenshots are KWin's own (org.kde.KWin.ScreenShot2 CaptureActiveScreen, written by
kwin_shot.py as the session's user). KWin keeps the pointer where it starts, the middle of the
screen: nothing moves it but a touchpad's one-finger motion.
"""
import json
import os
import subprocess

from gnome_shell import CALL_LIMIT, SHELL_LIMIT, ShellSession, in_session, node_named
from session import POLL, Failure, ReleaseShot

# The desktop each case starts on (tools/vm/toolkit/kwin/driver.sh's START_DESKTOP: the second of four).
START_DESKTOP = 2
# The compositor's log (tools/vm/toolkit/shells/session.sh: the session unit's standard output and error).
COMPOSITOR_LOG = "/lane/results/compositor.log"
# The script: every normal window's [pid, x, y, width, height]; the window of process MAXIMIZE (0: none)
# maximized and activated (KWin 6 scripting: workspace.windowList(), Window.setMaximize(vertically,
# horizontally), workspace.activeWindow).
SCRIPT = """const maximize = %(pid)d;
const out = [];
for (const w of workspace.windowList()) {
  if (!w.normalWindow) continue;
  if (maximize && w.pid === maximize) { w.setMaximize(true, true); workspace.activeWindow = w; }
  const g = w.frameGeometry;
  out.push([w.pid, g.x, g.y, g.width, g.height]);
}
print("gr-app %(tag)s " + JSON.stringify(out));
"""


class KWinSession(ShellSession):
    """The session inside KWin's logind session, as root in the shell guest."""

    compositor = "KWin"

    def __init__(self, request, results):
        super().__init__(request, results)
        self.calls = 0

    def call(self, path, method, *args, dest="org.kde.KWin"):
        """A method of KWin's on the session bus; gdbus's GVariant text, or None."""
        done = subprocess.run(self.as_user([
            "gdbus", "call", "--session", "--timeout", str(CALL_LIMIT), "--dest", dest, "--object-path", path,
            "--method", method] + [str(a) for a in args]), capture_output=True, text=True, timeout=CALL_LIMIT + 5)
        return done.stdout.strip() if done.returncode == 0 else None

    def windows(self, maximize=0):
        """[pid, x, y, width, height] of every normal window, after maximizing MAXIMIZE's (a pid)."""
        self.calls += 1
        tag = "w%d" % self.calls
        name = "gr-app-%s" % tag
        path = os.path.join(self.runtime, name + ".js")
        with open(path, "w") as script:
            script.write(SCRIPT % {"pid": maximize, "tag": tag})
        os.chmod(path, 0o644)
        try:
            loaded = self.call("/Scripting", "org.kde.kwin.Scripting.loadScript", path, name)
            number = (loaded or "").strip("(),")
            if not number.lstrip("-").isdigit() or int(number) < 0:
                return None
            self.call("/Scripting/Script%s" % number, "org.kde.kwin.Script.run")
            found = []

            def answered():
                try:
                    with open(COMPOSITOR_LOG, errors="replace") as log:
                        for line in log:
                            at = line.find("gr-app %s " % tag)
                            if at >= 0:
                                found.append(json.loads(line[at + len("gr-app %s " % tag):].strip()))
                                return True
                except (OSError, ValueError):
                    pass
                return False

            self.wait_until(CALL_LIMIT, answered, interval=POLL)
            return found[0] if found else None
        finally:
            self.call("/Scripting", "org.kde.kwin.Scripting.unloadScript", name)
            os.remove(path)

    def enable(self, name):
        """Turns natural scrolling and tapping on for the device called NAME, as the runner's sway config
        and GNOME Shell's (tools/vm/toolkit/gnome-shell/driver.sh) have them: KWin's own defaults are
        libinput's, both off, and with traditional scrolling a two-finger swipe to the right moves the
        content the other way. Set as KWin's input settings set them, through the device's
        org.kde.KWin.InputDevice properties (only those the device has: a touchscreen has neither)."""
        node = node_named(name)
        if not node:
            return
        path = "/org/kde/KWin/InputDevice/" + os.path.basename(node)
        for prop in ("naturalScroll", "tapToClick"):
            supported = self.call(path, "org.freedesktop.DBus.Properties.Get", "org.kde.KWin.InputDevice",
                                  "supports" + prop[0].upper() + prop[1:])
            if supported and "true" in supported:
                if self.call(path, "org.freedesktop.DBus.Properties.Set", "org.kde.KWin.InputDevice", prop,
                             "<true>") is None:
                    self.say("KWin did not set %s on %s" % (prop, name))

    def desktop(self):
        answer = self.call("/KWin", "org.kde.KWin.currentDesktop") or ""
        digits = answer.strip("(),")
        return int(digits) if digits.isdigit() else None

    def has_window(self, sid):
        return any(in_session(w[0], sid) for w in self.windows() or [])

    def place_window(self, sid, case):
        pids = [w[0] for w in self.windows() or [] if in_session(w[0], sid)]
        if not pids:
            raise Failure("the app's window went away")

        def probe():
            mine = [w for w in self.windows(pids[0]) or [] if w[0] == pids[0]]
            # The guest runs no plasmashell: no panel, the maximized window is the whole output.
            done = bool(mine) and mine[0][1:5] == [0, 0, self.width, self.height]
            return done, mine[0] if mine else "no window", mine[0][1:5] if mine else None

        self.await_maximized(case, probe)

    def prepare_case(self, result):
        if self.desktop() != START_DESKTOP:
            self.call("/KWin", "org.kde.KWin.setCurrentDesktop", START_DESKTOP)
        if not self.wait_until(SHELL_LIMIT, lambda: self.desktop() == START_DESKTOP, interval=POLL * 2):
            raise Failure("KWin did not go back to desktop %d within %d s" % (START_DESKTOP, SHELL_LIMIT))
        self.workspace_before = START_DESKTOP

    def finish_case(self, result):
        result["shell"] = {"workspaceBefore": self.workspace_before, "workspaceAfter": self.desktop(),
                           "window": self.window}

    def point_at_middle(self):
        """KWin's pointer starts in the middle of the screen and stays there (see the module's note)."""

    def shoot(self, path):
        done = subprocess.run(self.as_user([
            "python3", os.path.join(os.path.dirname(os.path.abspath(__file__)), "kwin_shot.py"), path]),
            capture_output=True, text=True, timeout=CALL_LIMIT + 10)
        if done.returncode != 0:
            self.say("ScreenShot2 failed: %s" % (done.stderr.strip().splitlines() or ["?"])[-1])
            return False
        return os.path.exists(path)

    def release_shot(self, node, path):
        return ReleaseShot(node, path, self.as_user([
            "python3", os.path.join(os.path.dirname(os.path.abspath(__file__)), "kwin_shot.py")]), raw=".raw.png")

