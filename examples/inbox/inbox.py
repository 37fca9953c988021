#!/usr/bin/env python3
"""A small libadwaita app with a back swipe: an inbox (AdwNavigationView's root page) with the
first message opened on top of it, as a user would leave it. A back swipe (a touchscreen drag to
the right, or a two-finger touchpad swipe) goes back to the inbox.

It prints one line whenever a page begins to show (`showing Inbox`, at the start of a transition,
including a swipe's) and when a page is shown after a transition (`shown Inbox`), which
examples/inbox/expectations.yml reads with its `began:` predicate. Nothing else in it is for the
test: the manifest reads the inbox's title over AT-SPI, as a screen reader would.

    python3 inbox.py
"""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Adw", "1")
from gi.repository import Adw, Gtk  # noqa: E402

MESSAGES = [("Ada", "Hello from Ada"), ("Grace", "Hello from Grace"), ("Edsger", "Hello from Edsger")]


def log(text):
    print(text, flush=True)


def page(title, child):
    view = Adw.ToolbarView()
    view.add_top_bar(Adw.HeaderBar())
    view.set_content(child)
    made = Adw.NavigationPage(title=title, child=view)
    made.connect("showing", lambda _: log("showing " + title))
    made.connect("shown", lambda _: log("shown " + title))
    return made


def message_page(sender, text):
    label = Gtk.Label(label=text, vexpand=True)
    return page("From " + sender, label)


def on_activate(app):
    window = Adw.ApplicationWindow(application=app, default_width=1280, default_height=800, title="Mail")
    navigation = Adw.NavigationView()
    rows = Gtk.ListBox(css_classes=["boxed-list"], margin_top=24, margin_start=24, margin_end=24)
    for sender, text in MESSAGES:
        row = Adw.ActionRow(title="From " + sender, subtitle=text, activatable=True)
        row.connect("activated", lambda _, s=sender, t=text: navigation.push(message_page(s, t)))
        rows.append(row)
    navigation.add(page("Inbox", rows))
    navigation.push(message_page(*MESSAGES[0]))
    window.set_content(navigation)
    window.present()


def main():
    app = Adw.Application(application_id="org.example.Inbox")
    app.connect("activate", on_activate)
    return app.run(sys.argv[:1])


if __name__ == "__main__":
    sys.exit(main())
