/*
 * eis-server: a minimal EIS server (libeis 1.3) for checking `gesture-replay play --ei-fd` on a
 * machine without a compositor: it offers one seat with touch and pointer-absolute (as mutter 48
 * does when asked for pointer and touchscreen), makes a virtual touch device with one region when
 * the client binds touch, resumes it, runs the client with the connection as its fd 3, and prints
 * what arrives. Used by tools/vm/ei/host-check; not part of gesture-replay.
 *
 *   eis-server [--region WxH+X+Y] [--remove-after FRAMES] -- CLIENT ARGS...
 *
 * --remove-after N removes the device after the client's Nth frame (a compositor taking the device
 * away mid-play). Every line it prints starts with "eis-server:"; it exits with the client's status.
 */
#define _GNU_SOURCE
#include <libeis.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* How long the server waits for the client's next message before giving up, ms. */
#define IDLE_LIMIT_MS 10000

int main(int argc, char **argv)
{
    unsigned w = 1280, h = 800, x = 0, y = 0;
    long remove_after = -1;
    int i = 1;
    for (; i < argc && strcmp(argv[i], "--"); i++) {
        if (!strcmp(argv[i], "--region") && i + 1 < argc) {
            if (sscanf(argv[++i], "%ux%u+%u+%u", &w, &h, &x, &y) != 4) { fprintf(stderr, "eis-server: --region WxH+X+Y\n"); return 64; }
        } else if (!strcmp(argv[i], "--remove-after") && i + 1 < argc) {
            remove_after = atol(argv[++i]);
        } else { fprintf(stderr, "eis-server: unknown option %s\n", argv[i]); return 64; }
    }
    if (i + 1 >= argc) { fprintf(stderr, "usage: eis-server [--region WxH+X+Y] [--remove-after N] -- CLIENT ARGS...\n"); return 64; }
    struct eis *eis = eis_new(NULL);
    if (eis_setup_backend_fd(eis) != 0) { fprintf(stderr, "eis-server: eis_setup_backend_fd failed\n"); return 70; }
    int client_fd = eis_backend_fd_add_client(eis);
    if (client_fd < 0) { fprintf(stderr, "eis-server: eis_backend_fd_add_client failed\n"); return 70; }
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        dup2(client_fd, 3); /* dup2 clears FD_CLOEXEC on the copy */
        execvp(argv[i + 1], argv + i + 1);
        _exit(127);
    }
    close(client_fd);
    struct eis_device *device = NULL;
    long frames = 0, downs = 0, motions = 0, ups = 0;
    int done = 0;
    while (!done) {
        struct pollfd p = {.fd = eis_get_fd(eis), .events = POLLIN};
        if (poll(&p, 1, IDLE_LIMIT_MS) <= 0) { printf("eis-server: nothing from the client for %d ms\n", IDLE_LIMIT_MS); break; }
        eis_dispatch(eis);
        struct eis_event *e;
        while ((e = eis_get_event(eis))) {
            switch (eis_event_get_type(e)) {
            case EIS_EVENT_CLIENT_CONNECT: {
                struct eis_client *client = eis_event_get_client(e);
                printf("eis-server: client \"%s\" connected\n", eis_client_get_name(client));
                eis_client_connect(client);
                struct eis_seat *seat = eis_client_new_seat(client, "eis-server seat");
                eis_seat_configure_capability(seat, EIS_DEVICE_CAP_TOUCH);
                eis_seat_configure_capability(seat, EIS_DEVICE_CAP_POINTER_ABSOLUTE);
                eis_seat_add(seat);
                break;
            }
            case EIS_EVENT_SEAT_BIND:
                /* A bind with no capability is the client's unbind (libei unbinds as it disconnects). */
                printf("eis-server: seat bound: touch %s, pointer-absolute %s\n",
                       eis_event_seat_has_capability(e, EIS_DEVICE_CAP_TOUCH) ? "yes" : "no",
                       eis_event_seat_has_capability(e, EIS_DEVICE_CAP_POINTER_ABSOLUTE) ? "yes" : "no");
                if (!device && eis_event_seat_has_capability(e, EIS_DEVICE_CAP_TOUCH)) {
                    device = eis_seat_new_device(eis_event_get_seat(e));
                    eis_device_configure_name(device, "eis-server touch");
                    eis_device_configure_type(device, EIS_DEVICE_TYPE_VIRTUAL);
                    eis_device_configure_capability(device, EIS_DEVICE_CAP_TOUCH);
                    struct eis_region *region = eis_device_new_region(device);
                    eis_region_set_size(region, w, h);
                    eis_region_set_offset(region, x, y);
                    eis_region_add(region);
                    eis_region_unref(region);
                    eis_device_add(device);
                    eis_device_resume(device);
                    printf("eis-server: device \"eis-server touch\" resumed, region %ux%u at %u,%u\n", w, h, x, y);
                }
                break;
            case EIS_EVENT_TOUCH_DOWN:
                downs++;
                printf("eis-server: touch %u down at %.2f,%.2f\n", eis_event_touch_get_id(e), eis_event_touch_get_x(e),
                       eis_event_touch_get_y(e));
                break;
            case EIS_EVENT_TOUCH_MOTION: motions++; break;
            case EIS_EVENT_TOUCH_UP: ups++; printf("eis-server: touch %u up\n", eis_event_touch_get_id(e)); break;
            case EIS_EVENT_FRAME:
                if (++frames == remove_after && device) {
                    printf("eis-server: removing the device after frame %ld\n", frames);
                    eis_device_remove(device);
                }
                break;
            case EIS_EVENT_CLIENT_DISCONNECT: done = 1; break;
            default: break;
            }
            eis_event_unref(e);
        }
        fflush(stdout);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    printf("eis-server: %ld frames: %ld downs, %ld motions, %ld ups; the client exited %d\n", frames, downs, motions, ups,
           WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
    eis_unref(eis);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 70;
}
