/*
 * eiplay: plays an evemu touchscreen recording into a Wayland compositor through EIS (libei 1.3),
 * as the session's user, without root and without /dev/uinput. A measurement tool for issue 35
 * item 5, not part of gesture-replay.
 *
 *   eiplay mutter|kwin RECORDING [--fingers N] [--spread PX] [--stamp-offset-ms MS] [--y-shift PX] [--touch-only]
 *          [--linger S]
 *
 * The EIS connection comes from the compositor's own D-Bus API on the session bus, no portal:
 *   mutter: org.gnome.Mutter.RemoteDesktop.CreateSession() -> o, then on that object
 *           org.gnome.Mutter.RemoteDesktop.Session.Start() and ConnectToEIS(a{sv} {"device-types": u 4}) -> h
 *           (mutter 48.7 data/dbus-interfaces/org.gnome.Mutter.RemoteDesktop.xml; 4 = touchscreen; 2 = pointer
 *           is asked too and pointer-absolute bound with touch, see bind_absolute; --touch-only asks 4 alone)
 *   kwin:   org.kde.KWin /org/kde/KWin/EIS/RemoteDesktop org.kde.KWin.EIS.RemoteDesktop.connectToEIS(i 4) -> (h, i cookie)
 *           (KWin 6.3.6 src/plugins/eis/eisbackend.cpp EisBackend::connectToEIS; 4 = touch)
 * Then a libei sender on that fd binds the seat's touch capability, waits for a device with
 * EI_DEVICE_CAP_TOUCH to resume, and plays the recording: one ei_device_frame a SYN_REPORT, at the
 * recording's times (measured from the first frame), ABS_MT_POSITION_X/Y scaled from the
 * recording's axis ranges to the device's first region. --fingers N plays N copies of each contact,
 * PX apart vertically (a multi-finger swipe made from the recording's one-finger drag).
 * --stamp-offset-ms MS passes frame times MS milliseconds in the past (ei_now() - MS ms + the
 * recording's offset): a compositor that uses ei_device_frame's time sees events that old.
 * Every line it prints starts with "eiplay:"; exit 0 when the whole recording was sent.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <gio/gio.h>
#include <gio/gunixfdlist.h>
#include <libei.h>
#include <poll.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_SLOTS 16
#define MAX_FINGERS 5
/* linux/input-event-codes.h */
#define EV_SYN 0
#define EV_ABS 3
#define SYN_REPORT 0
#define ABS_MT_SLOT 0x2f
#define ABS_MT_POSITION_X 0x35
#define ABS_MT_POSITION_Y 0x36
#define ABS_MT_TRACKING_ID 0x39
/* The device-types bit for a touchscreen in both compositors' D-Bus APIs (see the top). */
#define DEVICE_TYPE_TOUCHSCREEN 4u
#define DEVICE_TYPE_POINTER 2u

struct slot {
    int tracking_id; /* -1: no contact */
    bool was_down;   /* a touch is down in the compositor for this slot */
    bool changed;
    double x, y;     /* recording units */
    struct ei_touch *touch[MAX_FINGERS];
};

struct frame_event { int type, code, value; };
struct frame { double t; int n; struct frame_event ev[64]; };

static uint64_t mono_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u;
}

static void say(const char *fmt, ...) G_GNUC_PRINTF(1, 2);
static void say(const char *fmt, ...)
{
    va_list ap;
    printf("eiplay: [%.6f] ", mono_us() / 1e6);
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    putchar('\n');
    fflush(stdout);
}

static int die(const char *what)
{
    say("FAILED: %s", what);
    return 1;
}

/* The recording: its frames and the X/Y ranges of ABS_MT_POSITION_X/Y ("A: 35 MIN MAX ..."). */
static struct frame *frames;
static int nframes;
static int xmin = 0, xmax = 0, ymin = 0, ymax = 0;

static bool load(const char *path)
{
    FILE *f = fopen(path, "r");
    char line[512];
    struct frame cur = {0};
    int cap = 0;
    if (!f) return false;
    while (fgets(line, sizeof line, f)) {
        unsigned code; int mn, mx;
        double t; unsigned type, c; int v;
        if (sscanf(line, "A: %x %d %d", &code, &mn, &mx) == 3) {
            if (code == ABS_MT_POSITION_X) { xmin = mn; xmax = mx; }
            if (code == ABS_MT_POSITION_Y) { ymin = mn; ymax = mx; }
        } else if (sscanf(line, "E: %lf %x %x %d", &t, &type, &c, &v) == 4) {
            if (cur.n == 0) cur.t = t;
            if (type == EV_SYN && c == SYN_REPORT) {
                if (nframes == cap) { cap = cap ? cap * 2 : 256; frames = realloc(frames, cap * sizeof *frames); }
                cur.t = t;
                frames[nframes++] = cur;
                cur.n = 0;
            } else if (cur.n < 64) {
                cur.ev[cur.n++] = (struct frame_event){(int)type, (int)c, v};
            }
        }
    }
    fclose(f);
    return nframes > 0 && xmax > xmin && ymax > ymin;
}

static struct ei *ei;
static struct ei_device *touch_device;
static bool device_resumed;
static bool disconnected;
/* mutter 48.7 makes touch devices only on a seat that has EIS_DEVICE_CAP_POINTER_ABSOLUTE
 * (src/backends/meta-eis-client.c add_viewport_devices: g_return_if_fail on it; measured: with
 * device-types 4 alone the bind logs "assertion ... EIS_DEVICE_CAP_POINTER_ABSOLUTE failed" and
 * no device comes). So for mutter the session asks for pointer and touchscreen (2 | 4) and the
 * client binds pointer-absolute with touch. */
static bool bind_absolute;

/* D-Bus: the EIS fd from the compositor; -1 with the error said. */
static int eis_fd_mutter(GDBusConnection *bus)
{
    g_autoptr(GError) error = NULL;
    g_autoptr(GVariant) r = g_dbus_connection_call_sync(bus, "org.gnome.Mutter.RemoteDesktop",
        "/org/gnome/Mutter/RemoteDesktop", "org.gnome.Mutter.RemoteDesktop", "CreateSession", NULL,
        G_VARIANT_TYPE("(o)"), G_DBUS_CALL_FLAGS_NONE, 10000, NULL, &error);
    const char *session;
    guint32 mutter_device_types = DEVICE_TYPE_TOUCHSCREEN | (bind_absolute ? DEVICE_TYPE_POINTER : 0);
    GVariantBuilder opts;
    g_autoptr(GUnixFDList) fds = NULL;
    g_autoptr(GVariant) c = NULL, s = NULL;
    int handle;
    if (!r) { say("CreateSession failed: %s", error->message); return -1; }
    g_variant_get(r, "(&o)", &session);
    say("mutter: CreateSession -> %s", session);
    s = g_dbus_connection_call_sync(bus, "org.gnome.Mutter.RemoteDesktop", session,
        "org.gnome.Mutter.RemoteDesktop.Session", "Start", NULL, NULL, G_DBUS_CALL_FLAGS_NONE, 10000, NULL, &error);
    if (!s) { say("Start failed: %s", error->message); return -1; }
    say("mutter: Start -> ok");
    g_variant_builder_init(&opts, G_VARIANT_TYPE("a{sv}"));
    g_variant_builder_add(&opts, "{sv}", "device-types", g_variant_new_uint32(mutter_device_types));
    c = g_dbus_connection_call_with_unix_fd_list_sync(bus, "org.gnome.Mutter.RemoteDesktop", session,
        "org.gnome.Mutter.RemoteDesktop.Session", "ConnectToEIS", g_variant_new("(a{sv})", &opts),
        G_VARIANT_TYPE("(h)"), G_DBUS_CALL_FLAGS_NONE, 10000, NULL, &fds, NULL, &error);
    if (!c) { say("ConnectToEIS failed: %s", error->message); return -1; }
    g_variant_get(c, "(h)", &handle);
    int fd = g_unix_fd_list_get(fds, handle, &error);
    if (fd < 0) { say("ConnectToEIS fd: %s", error->message); return -1; }
    say("mutter: ConnectToEIS -> fd %d", fd);
    return fd;
}

static int eis_fd_kwin(GDBusConnection *bus)
{
    g_autoptr(GError) error = NULL;
    g_autoptr(GUnixFDList) fds = NULL;
    g_autoptr(GVariant) c = g_dbus_connection_call_with_unix_fd_list_sync(bus, "org.kde.KWin",
        "/org/kde/KWin/EIS/RemoteDesktop", "org.kde.KWin.EIS.RemoteDesktop", "connectToEIS",
        g_variant_new("(i)", (gint32)DEVICE_TYPE_TOUCHSCREEN), G_VARIANT_TYPE("(hi)"), G_DBUS_CALL_FLAGS_NONE,
        10000, NULL, &fds, NULL, &error);
    int handle, cookie;
    if (!c) { say("connectToEIS failed: %s", error->message); return -1; }
    g_variant_get(c, "(hi)", &handle, &cookie);
    int fd = g_unix_fd_list_get(fds, handle, &error);
    if (fd < 0) { say("connectToEIS fd: %s", error->message); return -1; }
    say("kwin: connectToEIS(4) -> fd %d, cookie %d", fd, cookie);
    return fd;
}


static void caps_string(char *buf, size_t n, bool (*has)(void *, enum ei_device_capability), void *obj)
{
    static const struct { enum ei_device_capability cap; const char *name; } names[] = {
        {EI_DEVICE_CAP_POINTER, "pointer"}, {EI_DEVICE_CAP_POINTER_ABSOLUTE, "pointer-absolute"},
        {EI_DEVICE_CAP_KEYBOARD, "keyboard"}, {EI_DEVICE_CAP_TOUCH, "touch"},
        {EI_DEVICE_CAP_SCROLL, "scroll"}, {EI_DEVICE_CAP_BUTTON, "button"}};
    buf[0] = 0;
    for (size_t i = 0; i < G_N_ELEMENTS(names); i++)
        if (has(obj, names[i].cap)) { strncat(buf, names[i].name, n - strlen(buf) - 2); strcat(buf, " "); }
}
static bool seat_has(void *s, enum ei_device_capability c) { return ei_seat_has_capability(s, c); }
static bool device_has(void *d, enum ei_device_capability c) { return ei_device_has_capability(d, c); }

/* Dispatches what arrived; handles the seat and devices. */
static void handle_events(void)
{
    struct ei_event *e;
    ei_dispatch(ei);
    while ((e = ei_get_event(ei))) {
        enum ei_event_type type = ei_event_get_type(e);
        char caps[128];
        switch (type) {
        case EI_EVENT_CONNECT: say("EIS connected"); break;
        case EI_EVENT_DISCONNECT: say("EIS disconnected us"); disconnected = true; break;
        case EI_EVENT_SEAT_ADDED: {
            struct ei_seat *seat = ei_event_get_seat(e);
            caps_string(caps, sizeof caps, seat_has, seat);
            say("seat \"%s\" added, capabilities: %s", ei_seat_get_name(seat), caps);
            if (ei_seat_has_capability(seat, EI_DEVICE_CAP_TOUCH) && bind_absolute &&
                ei_seat_has_capability(seat, EI_DEVICE_CAP_POINTER_ABSOLUTE)) {
                ei_seat_bind_capabilities(seat, EI_DEVICE_CAP_TOUCH, EI_DEVICE_CAP_POINTER_ABSOLUTE, NULL);
                say("bound the seat's touch and pointer-absolute capabilities");
            } else if (ei_seat_has_capability(seat, EI_DEVICE_CAP_TOUCH)) {
                ei_seat_bind_capabilities(seat, EI_DEVICE_CAP_TOUCH, NULL);
                say("bound the seat's touch capability");
            } else {
                say("the seat offers no touch capability");
            }
            break;
        }
        case EI_EVENT_DEVICE_ADDED: {
            struct ei_device *d = ei_event_get_device(e);
            struct ei_region *r;
            caps_string(caps, sizeof caps, device_has, d);
            say("device \"%s\" added, type %s, capabilities: %s", ei_device_get_name(d),
                ei_device_get_type(d) == EI_DEVICE_TYPE_VIRTUAL ? "virtual" : "physical", caps);
            for (size_t i = 0; (r = ei_device_get_region(d, i)); i++)
                say("  region %zu: offset %u,%u size %ux%u scale %.2f", i, ei_region_get_x(r), ei_region_get_y(r),
                    ei_region_get_width(r), ei_region_get_height(r), ei_region_get_physical_scale(r));
            if (ei_device_has_capability(d, EI_DEVICE_CAP_TOUCH) && !touch_device && ei_device_get_region(d, 0))
                touch_device = ei_device_ref(d);
            break;
        }
        case EI_EVENT_DEVICE_RESUMED:
            say("device \"%s\" resumed", ei_device_get_name(ei_event_get_device(e)));
            if (ei_event_get_device(e) == touch_device) device_resumed = true;
            break;
        case EI_EVENT_DEVICE_PAUSED:
            say("device \"%s\" paused", ei_device_get_name(ei_event_get_device(e)));
            if (ei_event_get_device(e) == touch_device) device_resumed = false;
            break;
        case EI_EVENT_DEVICE_REMOVED:
            say("device \"%s\" removed", ei_device_get_name(ei_event_get_device(e)));
            if (ei_event_get_device(e) == touch_device) { device_resumed = false; }
            break;
        default: say("event %s", ei_event_type_to_string(type)); break;
        }
        ei_event_unref(e);
    }
}

/* Waits up to timeout_ms for EIS traffic and handles it. */
static void pump(int timeout_ms)
{
    struct pollfd p = {.fd = ei_get_fd(ei), .events = POLLIN};
    if (poll(&p, 1, timeout_ms) > 0) handle_events();
}

int main(int argc, char **argv)
{
    int fingers = 1;
    double spread = 60, y_shift = 0;
    long stamp_offset_ms = 0;
    bool touch_only = false;
    double linger_s = 0;
    struct slot slots[MAX_SLOTS];
    int cur = 0, fd;
    g_autoptr(GError) error = NULL;
    if (argc < 3 || (strcmp(argv[1], "mutter") && strcmp(argv[1], "kwin"))) {
        fprintf(stderr, "usage: eiplay mutter|kwin RECORDING [--fingers N] [--spread PX] [--stamp-offset-ms MS] [--y-shift PX] [--touch-only] [--linger S]\n");
        return 64;
    }
    for (int i = 3; i < argc; i++) {
        bool has_value = i + 1 < argc;
        if (!strcmp(argv[i], "--touch-only")) touch_only = true;
        else if (has_value && !strcmp(argv[i], "--fingers")) fingers = atoi(argv[++i]);
        else if (has_value && !strcmp(argv[i], "--spread")) spread = atof(argv[++i]);
        else if (has_value && !strcmp(argv[i], "--stamp-offset-ms")) stamp_offset_ms = atol(argv[++i]);
        else if (has_value && !strcmp(argv[i], "--y-shift")) y_shift = atof(argv[++i]);
        else if (has_value && !strcmp(argv[i], "--linger")) linger_s = atof(argv[++i]);
        else { fprintf(stderr, "eiplay: unknown option %s\n", argv[i]); return 64; }
    }
    bind_absolute = !strcmp(argv[1], "mutter") && !touch_only;
    if (fingers < 1 || fingers > MAX_FINGERS) { fprintf(stderr, "eiplay: --fingers 1 to %d\n", MAX_FINGERS); return 64; }
    if (!load(argv[2])) { fprintf(stderr, "eiplay: %s: no frames or no ABS_MT_POSITION_X/Y ranges\n", argv[2]); return 65; }
    say("%s: %d frames over %.3f s, X %d..%d, Y %d..%d; %d finger(s), uid %d", argv[2], nframes,
        frames[nframes - 1].t - frames[0].t, xmin, xmax, ymin, ymax, fingers, (int)getuid());

    GDBusConnection *bus = g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, &error);
    if (!bus) return die(error->message);
    fd = strcmp(argv[1], "mutter") ? eis_fd_kwin(bus) : eis_fd_mutter(bus);
    if (fd < 0) return die("no EIS fd");

    ei = ei_new_sender(NULL);
    ei_configure_name(ei, "gesture-replay eiplay");
    int rc = ei_setup_backend_fd(ei, fd);
    if (rc != 0) { say("ei_setup_backend_fd: %s", strerror(-rc)); return die("libei setup"); }
    uint64_t wait_start = mono_us();
    while (!device_resumed && !disconnected && mono_us() - wait_start < 30000000u) pump(200);
    if (!device_resumed) return die(touch_device ? "the touch device never resumed" : "no device with the touch capability and a region");
    say("ready %.3f s after the EIS connection", (mono_us() - wait_start) / 1e6);

    struct ei_region *region = ei_device_get_region(touch_device, 0);
    double rx = ei_region_get_x(region), ry = ei_region_get_y(region);
    double rw = ei_region_get_width(region), rh = ei_region_get_height(region);
    for (int i = 0; i < MAX_SLOTS; i++) slots[i] = (struct slot){.tracking_id = -1};

    ei_device_start_emulating(touch_device, 1);
    uint64_t t0 = mono_us();
    uint64_t stamp0 = ei_now(ei) - (uint64_t)stamp_offset_ms * 1000u;
    double rec0 = frames[0].t;
    int downs = 0, ups = 0, motions = 0;
    for (int k = 0; k < nframes && !disconnected; k++) {
        struct frame *fr = &frames[k];
        uint64_t due = t0 + (uint64_t)((fr->t - rec0) * 1e6);
        while (mono_us() < due) {
            uint64_t left = due - mono_us();
            pump(left > 2000 ? (int)(left / 1000) - 1 : 0);
            if (left <= 2000) { struct timespec ts = {0, (long)left * 1000}; nanosleep(&ts, NULL); }
        }
        for (int i = 0; i < fr->n; i++) {
            struct frame_event *ev = &fr->ev[i];
            if (ev->type != EV_ABS) continue;
            if (ev->code == ABS_MT_SLOT) cur = ev->value < MAX_SLOTS ? ev->value : 0;
            else if (ev->code == ABS_MT_TRACKING_ID) { slots[cur].tracking_id = ev->value; slots[cur].changed = true; }
            else if (ev->code == ABS_MT_POSITION_X) { slots[cur].x = ev->value; slots[cur].changed = true; }
            else if (ev->code == ABS_MT_POSITION_Y) { slots[cur].y = ev->value; slots[cur].changed = true; }
        }
        for (int s = 0; s < MAX_SLOTS; s++) {
            struct slot *sl = &slots[s];
            if (!sl->changed) continue;
            sl->changed = false;
            double x = rx + (sl->x - xmin) / (xmax - xmin) * (rw - 1);
            double y0 = ry + (sl->y - ymin) / (ymax - ymin) * (rh - 1) + y_shift;
            for (int f = 0; f < fingers; f++) {
                double y = y0 + f * spread;
                if (sl->tracking_id >= 0 && !sl->was_down) {
                    sl->touch[f] = ei_device_touch_new(touch_device);
                    ei_touch_down(sl->touch[f], x, y);
                    downs++;
                } else if (sl->tracking_id >= 0) {
                    ei_touch_motion(sl->touch[f], x, y);
                    motions++;
                } else if (sl->was_down) {
                    ei_touch_up(sl->touch[f]);
                    sl->touch[f] = ei_touch_unref(sl->touch[f]);
                    ups++;
                }
            }
            if (sl->tracking_id >= 0 && !sl->was_down)
                say("frame %d t=%.6f: touch down slot %d at %.1f,%.1f", k, fr->t - rec0, s, x, y0);
            else if (sl->tracking_id < 0 && sl->was_down)
                say("frame %d t=%.6f: touch up slot %d", k, fr->t - rec0, s);
            sl->was_down = sl->tracking_id >= 0;
        }
        uint64_t stamp = stamp0 + (uint64_t)((fr->t - rec0) * 1e6);
        ei_device_frame(touch_device, stamp);
    }
    uint64_t late = mono_us() - (t0 + (uint64_t)((frames[nframes - 1].t - rec0) * 1e6));
    ei_device_stop_emulating(touch_device);
    say("sent %d frames (%d downs, %d motions, %d ups x fingers) in %.3f s (recording %.3f s, last frame %.1f ms late); frame stamps from %llu us (ei_now() - %ld ms)",
        nframes, downs, motions, ups, (mono_us() - t0) / 1e6, frames[nframes - 1].t - rec0, late / 1000.0,
        (unsigned long long)stamp0, stamp_offset_ms);
    for (int i = 0; i < 5; i++) pump(100);
    /* --linger S: the connection (and mutter's remote desktop session) kept S seconds after the
     * play, so that the compositor can be read before the session closes. */
    if (linger_s > 0) {
        say("lingering %.1f s before closing the connection", linger_s);
        uint64_t end = mono_us() + (uint64_t)(linger_s * 1e6);
        while (mono_us() < end && !disconnected) pump(200);
    }
    say("closing the EIS connection and the D-Bus session");
    ei_device_unref(touch_device);
    ei_unref(ei);
    g_object_unref(bus);
    return disconnected ? die("disconnected during the play") : 0;
}
