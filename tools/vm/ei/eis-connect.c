/*
 * eis-connect: asks the compositor for an EIS connection over its own D-Bus API, as the app runner
 * does, and runs a client with it as file descriptor 3 (`gesture-replay play --ei-fd 3 REC`). Used by
 * ei-lane --client gesture-replay; not part of gesture-replay.
 *
 *   eis-connect mutter|kwin [--interrupt-after S] -- PROGRAM ARGS...
 *
 * mutter: org.gnome.Mutter.RemoteDesktop CreateSession, then Session.Start and ConnectToEIS with
 * device-types 2|4 (pointer and touchscreen: mutter 48.7 makes touch devices only on a seat with
 * pointer-absolute, see eiplay.c); kwin: org.kde.KWin.EIS.RemoteDesktop.connectToEIS(4). The same
 * calls as eiplay.c. --interrupt-after S sends the client SIGINT S seconds after it started, for a
 * client that keeps its connection until Ctrl-C (`play --keep`: GNOME Shell 48.7 crashed when an EIS
 * session closed about 0.5 s after a play, and not when it was kept 25 s, tools/vm/ei/README.md).
 * It exits with the client's status. Its lines start with "eis-connect:".
 */
#define _GNU_SOURCE
#include <gio/gio.h>
#include <gio/gunixfdlist.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

/* The device-types bits of both compositors' D-Bus APIs (see eiplay.c). */
#define DEVICE_TYPE_POINTER 2u
#define DEVICE_TYPE_TOUCHSCREEN 4u
/* D-Bus call timeout, ms. */
#define CALL_TIMEOUT_MS 10000

static int fd_from_list(GUnixFDList *fds, int handle)
{
    g_autoptr(GError) error = NULL;
    int fd = g_unix_fd_list_get(fds, handle, &error);
    if (fd < 0) printf("eis-connect: FAILED: the fd: %s\n", error->message);
    return fd;
}

static int mutter_fd(GDBusConnection *bus)
{
    g_autoptr(GError) error = NULL;
    g_autoptr(GVariant) r = g_dbus_connection_call_sync(bus, "org.gnome.Mutter.RemoteDesktop",
        "/org/gnome/Mutter/RemoteDesktop", "org.gnome.Mutter.RemoteDesktop", "CreateSession", NULL,
        G_VARIANT_TYPE("(o)"), G_DBUS_CALL_FLAGS_NONE, CALL_TIMEOUT_MS, NULL, &error);
    if (!r) { printf("eis-connect: FAILED: CreateSession: %s\n", error->message); return -1; }
    const char *session;
    g_variant_get(r, "(&o)", &session);
    g_autoptr(GVariant) s = g_dbus_connection_call_sync(bus, "org.gnome.Mutter.RemoteDesktop", session,
        "org.gnome.Mutter.RemoteDesktop.Session", "Start", NULL, NULL, G_DBUS_CALL_FLAGS_NONE, CALL_TIMEOUT_MS, NULL,
        &error);
    if (!s) { printf("eis-connect: FAILED: Start: %s\n", error->message); return -1; }
    GVariantBuilder options;
    g_variant_builder_init(&options, G_VARIANT_TYPE("a{sv}"));
    g_variant_builder_add(&options, "{sv}", "device-types",
        g_variant_new_uint32(DEVICE_TYPE_POINTER | DEVICE_TYPE_TOUCHSCREEN));
    g_autoptr(GUnixFDList) fds = NULL;
    g_autoptr(GVariant) c = g_dbus_connection_call_with_unix_fd_list_sync(bus, "org.gnome.Mutter.RemoteDesktop",
        session, "org.gnome.Mutter.RemoteDesktop.Session", "ConnectToEIS", g_variant_new("(a{sv})", &options),
        G_VARIANT_TYPE("(h)"), G_DBUS_CALL_FLAGS_NONE, CALL_TIMEOUT_MS, NULL, &fds, NULL, &error);
    if (!c) { printf("eis-connect: FAILED: ConnectToEIS: %s\n", error->message); return -1; }
    int handle;
    g_variant_get(c, "(h)", &handle);
    printf("eis-connect: mutter session %s, ConnectToEIS(device-types 6)\n", session);
    return fd_from_list(fds, handle);
}

static int kwin_fd(GDBusConnection *bus)
{
    g_autoptr(GError) error = NULL;
    g_autoptr(GUnixFDList) fds = NULL;
    g_autoptr(GVariant) c = g_dbus_connection_call_with_unix_fd_list_sync(bus, "org.kde.KWin",
        "/org/kde/KWin/EIS/RemoteDesktop", "org.kde.KWin.EIS.RemoteDesktop", "connectToEIS",
        g_variant_new("(i)", (gint32)DEVICE_TYPE_TOUCHSCREEN), G_VARIANT_TYPE("(hi)"), G_DBUS_CALL_FLAGS_NONE,
        CALL_TIMEOUT_MS, NULL, &fds, NULL, &error);
    if (!c) { printf("eis-connect: FAILED: connectToEIS: %s\n", error->message); return -1; }
    int handle, cookie;
    g_variant_get(c, "(hi)", &handle, &cookie);
    printf("eis-connect: kwin connectToEIS(4), cookie %d\n", cookie);
    return fd_from_list(fds, handle);
}

int main(int argc, char **argv)
{
    double interrupt_after = 0;
    int i = 2;
    if (argc < 4 || (strcmp(argv[1], "mutter") && strcmp(argv[1], "kwin"))) goto usage;
    for (; i < argc && strcmp(argv[i], "--"); i++) {
        if (!strcmp(argv[i], "--interrupt-after") && i + 1 < argc) interrupt_after = atof(argv[++i]);
        else goto usage;
    }
    if (i + 1 >= argc) goto usage;
    setvbuf(stdout, NULL, _IOLBF, 0);
    g_autoptr(GError) error = NULL;
    GDBusConnection *bus = g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, &error);
    if (!bus) { printf("eis-connect: FAILED: session bus: %s\n", error->message); return 69; }
    int fd = strcmp(argv[1], "mutter") ? kwin_fd(bus) : mutter_fd(bus);
    if (fd < 0) return 69;
    pid_t pid = fork();
    if (pid == 0) {
        dup2(fd, 3); /* the copy is inherited: dup2 clears FD_CLOEXEC */
        execv(argv[i + 1], argv + i + 1);
        _exit(127);
    }
    close(fd);
    int status = 0;
    gint64 deadline = g_get_monotonic_time() + (gint64)(interrupt_after * G_USEC_PER_SEC);
    gboolean reaped = FALSE;
    while (interrupt_after > 0 && !reaped) {
        reaped = waitpid(pid, &status, WNOHANG) == pid;
        if (!reaped && g_get_monotonic_time() >= deadline) {
            printf("eis-connect: interrupting the client after %.0f s\n", interrupt_after);
            kill(pid, SIGINT);
            break;
        }
        if (!reaped) g_usleep(100000);
    }
    if (!reaped) waitpid(pid, &status, 0);
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    printf("eis-connect: the client exited %d\n", code);
    g_object_unref(bus);
    return code;
usage:
    fprintf(stderr, "usage: eis-connect mutter|kwin [--interrupt-after S] -- PROGRAM ARGS...\n");
    return 64;
}
