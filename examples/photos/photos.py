#!/usr/bin/env python3
"""A small photo viewer: an AdwCarousel of two photos, opened on the newest.

Swiping right (two fingers on a touchpad, a drag on a touchscreen) goes back
to the older photo; libadwaita's swipe tracker decides whether the swipe goes
through. The app prints what it did so that gesture-replay can read it:

  ready: photo 2          the carousel shows the newest photo, idle
  moving                  the carousel left photo 2: a swipe began
  page-changed N          the carousel came to rest on photo N+1
"""

import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Adw", "1")
from gi.repository import Adw, GLib, Gtk  # noqa: E402

PHOTOS = [("Photo 1", "older, from Tuesday", "#3584e4"),
          ("Photo 2", "newest, from today", "#e66100")]


def say(line):
    print(line, flush=True)


class PhotosWindow(Adw.ApplicationWindow):
    def __init__(self, app):
        super().__init__(application=app, title="Photo viewer")
        self.set_default_size(1280, 800)
        css = Gtk.CssProvider()
        style = "".join(f".photo-{i} {{ background: {color}; color: white; }}\n"
                        for i, (_, _, color) in enumerate(PHOTOS))
        if hasattr(css, "load_from_string"):  # GTK 4.12 and later (Debian 13)
            css.load_from_string(style)
        else:  # GTK 4.8 (Debian 12)
            css.load_from_data(style.encode())
        Gtk.StyleContext.add_provider_for_display(
            self.get_display(), css, Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION)

        self.carousel = Adw.Carousel(hexpand=True, vexpand=True)
        for i, (name, caption, _) in enumerate(PHOTOS):
            page = Gtk.Box(orientation=Gtk.Orientation.VERTICAL,
                           valign=Gtk.Align.FILL, halign=Gtk.Align.FILL,
                           hexpand=True, vexpand=True, spacing=12)
            page.add_css_class(f"photo-{i}")
            title = Gtk.Label(label=name, vexpand=True, valign=Gtk.Align.END)
            title.add_css_class("title-1")
            page.append(title)
            page.append(Gtk.Label(label=caption, vexpand=True,
                                  valign=Gtk.Align.START))
            self.carousel.append(page)

        dots = Adw.CarouselIndicatorDots(carousel=self.carousel)
        box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
        box.append(self.carousel)
        box.append(dots)
        # A header bar above the carousel, as Adw.ToolbarView would place it, in a plain box so that
        # the app runs on libadwaita 1.2 (Debian 12) as on 1.7 (ToolbarView came in 1.4).
        view = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
        view.append(Adw.HeaderBar())
        view.append(box)
        self.set_content(view)

        self.ready = False
        self.moved = False
        self.carousel.connect("notify::position", self.on_position)
        self.carousel.connect("page-changed", self.on_page_changed)
        self.connect("map", lambda *_: GLib.idle_add(self.open_newest))

    def open_newest(self):
        # The carousel has no size before its first allocation: wait for it.
        if self.carousel.get_width() == 0:
            return GLib.SOURCE_CONTINUE
        self.carousel.scroll_to(self.carousel.get_nth_page(1), False)
        if self.carousel.get_position() != 1.0:
            return GLib.SOURCE_CONTINUE
        self.ready = True
        say("ready: photo 2")
        return GLib.SOURCE_REMOVE

    def on_position(self, carousel, _pspec):
        if self.ready and not self.moved and carousel.get_position() != 1.0:
            self.moved = True
            say("moving")

    def on_page_changed(self, _carousel, index):
        say(f"page-changed {index}")


def main():
    app = Adw.Application(application_id="org.example.GestureReplayPhotos")
    app.connect("activate", lambda a: PhotosWindow(a).present())
    return app.run(sys.argv[:1])


if __name__ == "__main__":
    sys.exit(main())
