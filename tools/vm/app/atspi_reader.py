#!/usr/bin/env python3
"""The app runner's AT-SPI reader (tools/vm/app/session.py starts it as the app's user, with the
app's session bus): answers one query a line on standard input, `SID<TAB>NAME`, with one line,
`1` when an accessible object named NAME (its name, or its whole text) is showing and visible in
an application whose process belongs to session SID, else `0`; `E why` when the registry could not
be read. Nothing in the app is changed: the accessibility bus is how a screen reader reads it.

Objects that are not showing are pruned with their children (a hidden page's labels are not
shown). The cache is bypassed so that each query reads the app as it is now."""
import os
import sys

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

# The deepest tree walked: GTK 4 widget trees of real apps are 20-40 levels deep.
MAX_DEPTH = 80


def showing(obj):
    states = obj.get_state_set()
    return states.contains(Atspi.StateType.SHOWING) and states.contains(Atspi.StateType.VISIBLE)


def text_of(obj):
    try:
        text = obj.get_text_iface()
    except Exception:  # noqa: BLE001 - an object without the interface
        return None
    if text is None:
        return None
    return Atspi.Text.get_text(text, 0, Atspi.Text.get_character_count(text))


def found(obj, name, depth):
    """The roles from OBJ down to a showing object named NAME, or None.

    Each read is a D-Bus call to the app: the name is read first and the text only of an object
    without a name (GTK 4 names a label by its text), and the roles only on the way back from a match.
    """
    if depth > MAX_DEPTH or not showing(obj):
        return None
    own = obj.get_name()
    if own == name or (not own and text_of(obj) == name):
        return [obj.get_role_name()]
    for i in range(obj.get_child_count()):
        match = found(obj.get_child_at_index(i), name, depth + 1)
        if match:
            return [obj.get_role_name()] + match
    return None


def apps_of(sid):
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        if app is None:
            continue
        try:
            if os.getsid(app.get_process_id()) != sid:
                continue
        except (OSError, gi.repository.GLib.Error):
            continue
        try:
            app.set_cache_mask(Atspi.Cache.NONE)
        except AttributeError:
            pass
        yield app


def shows(sid, name):
    for app in apps_of(sid):
        for i in range(app.get_child_count()):
            match = found(app.get_child_at_index(i), name, 1)
            if match:
                # Which object matched, for the runner's atspi.log.
                print("%r showing at %s" % (name, " / ".join(match)), file=sys.stderr, flush=True)
                return True
    return False


def main():
    Atspi.init()
    for line in sys.stdin:
        sid, _, name = line.rstrip("\n").partition("\t")
        try:
            answer = "1" if shows(int(sid), name) else "0"
        except Exception as error:  # noqa: BLE001 - reported to the runner, which records it
            answer = "E " + str(error).replace("\n", " ")
        print(answer, flush=True)


if __name__ == "__main__":
    main()
