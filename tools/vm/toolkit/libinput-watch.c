/*
 * libinput's own view of a played touchpad, beside the toolkit it feeds (toolkit lane, Debian 13).
 *
 *   libinput-watch NODE LOG
 *
 * Opens NODE in a libinput context of its own (the path backend), configured as the lane's sway
 * configures touchpads (tapping and natural scrolling on, sway.config), and writes to LOG, one line
 * each, libinput's debug log (the gesture state machine's "gesture: [Nfg] event ..." transitions)
 * and its gesture and finger-scroll events, each line starting with CLOCK_MONOTONIC at the moment
 * it was handled and events also with their own time (the kernel's time of the frame that made
 * them), microseconds. Runs until SIGINT or SIGTERM. It only reads: sway's context gets the same
 * frames from the kernel and runs its own state machine, on the same clock and event times.
 *
 * libinput.h is not in the image's build tree (no libinput-dev): the few functions and values used
 * are declared below as libinput 1.28's libinput.h gives them (a stable ABI, libinput.so.10).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

struct libinput;
struct libinput_device;
struct libinput_event;
struct libinput_event_pointer;
struct libinput_event_gesture;
struct libinput_interface {
	int (*open_restricted)(const char *path, int flags, void *user_data);
	void (*close_restricted)(int fd, void *user_data);
};
typedef void (*log_handler)(struct libinput *, int priority, const char *format, va_list args);

/* enum libinput_event_type, enum libinput_log_priority, enum libinput_pointer_axis (libinput.h) */
enum {
	EVENT_POINTER_SCROLL_FINGER = 405,
	EVENT_GESTURE_SWIPE_BEGIN = 800,
	EVENT_GESTURE_SWIPE_UPDATE = 801,
	EVENT_GESTURE_SWIPE_END = 802,
	EVENT_GESTURE_HOLD_BEGIN = 806,
	EVENT_GESTURE_HOLD_END = 807,
	LOG_PRIORITY_DEBUG = 10,
	AXIS_VERTICAL = 0,
	AXIS_HORIZONTAL = 1,
};

struct libinput *libinput_path_create_context(const struct libinput_interface *, void *);
struct libinput_device *libinput_path_add_device(struct libinput *, const char *);
void libinput_log_set_priority(struct libinput *, int);
void libinput_log_set_handler(struct libinput *, log_handler);
int libinput_get_fd(struct libinput *);
int libinput_dispatch(struct libinput *);
struct libinput_event *libinput_get_event(struct libinput *);
int libinput_event_get_type(struct libinput_event *);
void libinput_event_destroy(struct libinput_event *);
struct libinput_event_pointer *libinput_event_get_pointer_event(struct libinput_event *);
struct libinput_event_gesture *libinput_event_get_gesture_event(struct libinput_event *);
uint64_t libinput_event_pointer_get_time_usec(struct libinput_event_pointer *);
int libinput_event_pointer_has_axis(struct libinput_event_pointer *, int);
double libinput_event_pointer_get_scroll_value(struct libinput_event_pointer *, int);
uint64_t libinput_event_gesture_get_time_usec(struct libinput_event_gesture *);
int libinput_event_gesture_get_finger_count(struct libinput_event_gesture *);
double libinput_event_gesture_get_dx(struct libinput_event_gesture *);
double libinput_event_gesture_get_dy(struct libinput_event_gesture *);
int libinput_event_gesture_get_cancelled(struct libinput_event_gesture *);
int libinput_device_config_tap_set_enabled(struct libinput_device *, int);
int libinput_device_config_scroll_set_natural_scroll_enabled(struct libinput_device *, int);

static FILE *out;
static volatile sig_atomic_t stop;

static uint64_t
now_usec(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000 + (uint64_t)ts.tv_nsec / 1000;
}

static int
open_node(const char *path, int flags, void *data)
{
	int fd = open(path, flags);
	return fd < 0 ? -errno : fd;
}

static void
close_node(int fd, void *data)
{
	close(fd);
}

static void
log_line(struct libinput *li, int priority, const char *format, va_list args)
{
	fprintf(out, "%llu log ", (unsigned long long)now_usec());
	vfprintf(out, format, args);
	fflush(out);
}

static void
on_signal(int sig)
{
	stop = 1;
}

static void
write_event(struct libinput_event *event)
{
	int type = libinput_event_get_type(event);
	unsigned long long now = now_usec();

	if (type == EVENT_POINTER_SCROLL_FINGER) {
		struct libinput_event_pointer *p = libinput_event_get_pointer_event(event);
		double h = libinput_event_pointer_has_axis(p, AXIS_HORIZONTAL) ?
			libinput_event_pointer_get_scroll_value(p, AXIS_HORIZONTAL) : 0;
		double v = libinput_event_pointer_has_axis(p, AXIS_VERTICAL) ?
			libinput_event_pointer_get_scroll_value(p, AXIS_VERTICAL) : 0;
		fprintf(out, "%llu event %llu scroll-finger %.6f %.6f\n", now,
			(unsigned long long)libinput_event_pointer_get_time_usec(p), h, v);
	} else if (type >= EVENT_GESTURE_SWIPE_BEGIN && type <= EVENT_GESTURE_HOLD_END) {
		static const char *names[] = { "swipe-begin", "swipe-update", "swipe-end", "pinch-begin",
					       "pinch-update", "pinch-end", "hold-begin", "hold-end" };
		struct libinput_event_gesture *g = libinput_event_get_gesture_event(event);
		int end = type == EVENT_GESTURE_SWIPE_END || type == EVENT_GESTURE_HOLD_END ||
			  type == EVENT_GESTURE_SWIPE_BEGIN + 5;
		/* A hold has no deltas: libinput logs a client bug when asked for them. */
		int hold = type == EVENT_GESTURE_HOLD_BEGIN || type == EVENT_GESTURE_HOLD_END;
		fprintf(out, "%llu event %llu %s %d %.6f %.6f%s\n", now,
			(unsigned long long)libinput_event_gesture_get_time_usec(g),
			names[type - EVENT_GESTURE_SWIPE_BEGIN], libinput_event_gesture_get_finger_count(g),
			hold ? 0.0 : libinput_event_gesture_get_dx(g), hold ? 0.0 : libinput_event_gesture_get_dy(g),
			end && libinput_event_gesture_get_cancelled(g) ? " cancelled" : "");
	}
	fflush(out);
}

int
main(int argc, char **argv)
{
	static const struct libinput_interface interface = { open_node, close_node };
	struct libinput *li;
	struct libinput_device *device;
	struct libinput_event *event;
	struct pollfd pfd;

	if (argc != 3) {
		fprintf(stderr, "usage: libinput-watch NODE LOG\n");
		return 64;
	}
	out = fopen(argv[2], "w");
	if (!out) {
		fprintf(stderr, "libinput-watch: %s: %s\n", argv[2], strerror(errno));
		return 1;
	}
	signal(SIGINT, on_signal);
	signal(SIGTERM, on_signal);
	li = libinput_path_create_context(&interface, NULL);
	if (!li) {
		fprintf(stderr, "libinput-watch: no libinput context\n");
		return 1;
	}
	libinput_log_set_handler(li, log_line);
	libinput_log_set_priority(li, LOG_PRIORITY_DEBUG);
	device = libinput_path_add_device(li, argv[1]);
	if (!device) {
		fprintf(stderr, "libinput-watch: libinput did not take %s\n", argv[1]);
		return 1;
	}
	libinput_device_config_tap_set_enabled(device, 1);
	libinput_device_config_scroll_set_natural_scroll_enabled(device, 1);
	fprintf(out, "%llu ready %s\n", (unsigned long long)now_usec(), argv[1]);
	fflush(out);
	pfd.fd = libinput_get_fd(li);
	pfd.events = POLLIN;
	while (!stop) {
		if (poll(&pfd, 1, 200) < 0 && errno != EINTR)
			break;
		libinput_dispatch(li);
		while ((event = libinput_get_event(li))) {
			write_event(event);
			libinput_event_destroy(event);
		}
	}
	fclose(out);
	return 0;
}
