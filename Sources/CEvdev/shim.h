#ifndef GESTURE_REPLAY_CEVDEV_SHIM_H
#define GESTURE_REPLAY_CEVDEV_SHIM_H

#include <libevdev/libevdev.h>
#include <libevdev/libevdev-uinput.h>
#include <linux/input.h>
#include <stddef.h>

/* libei 1.x's ei_seat_bind_capabilities(struct ei_seat *, ...) is variadic, a list of
 * enum ei_device_capability ended by NULL (libei.h, __attribute__((sentinel))). Swift calls C
 * functions through non-variadic types only, and a variadic callee's calling convention differs
 * (on x86-64 SysV the caller sets %al), so the call is made here, through a variadic function
 * pointer the caller resolved with dlsym: no libei header is needed, libei is not linked.
 * second is 0 to bind one capability. */
typedef void (*gesture_replay_ei_bind_fn)(void *seat, ...);

static inline void gesture_replay_ei_seat_bind(void *function, void *seat, int first, int second)
{
    gesture_replay_ei_bind_fn bind = (gesture_replay_ei_bind_fn)function;
    if (second != 0)
        bind(seat, first, second, NULL);
    else
        bind(seat, first, NULL);
}

#endif
