/*
 * evemu-count: counts the events libevemu itself reads from an evemu recording.
 *
 * The independent count for the corpus compatibility test: the description is read with
 * evemu_read() and the events with evemu_read_event() until it reports the end, exactly as
 * evemu-play does.
 *
 *   evemu-count FILE                 a recording with its description
 *   evemu-count FILE DESCRIPTION     an events-only FILE with a separate description
 *   evemu-count --events-only FILE   events only, no description at all (evemu-play < FILE)
 *
 * Prints the count on stdout and exits 0. Exits 1 with a reason on stderr when libevemu rejects
 * the description or an event line, 2 on usage errors.
 */
#include <evemu.h>
#include <linux/input.h>
#include <stdio.h>
#include <string.h>

static int read_description(const char *path, FILE *fp)
{
	struct evemu_device *dev = evemu_new(NULL);
	int rc;

	if (!dev) {
		fprintf(stderr, "evemu-count: out of memory\n");
		return -1;
	}
	rc = evemu_read(dev, fp);
	evemu_delete(dev);
	if (rc <= 0) {
		fprintf(stderr, "evemu-count: %s: evemu_read failed (%d)\n", path, rc);
		return -1;
	}
	return 0;
}

int main(int argc, char **argv)
{
	const char *path;
	const char *description = NULL;
	int events_only = 0;
	FILE *fp;
	struct input_event ev;
	unsigned long count = 0;
	int rc;

	if (argc == 3 && strcmp(argv[1], "--events-only") == 0) {
		events_only = 1;
		path = argv[2];
	} else if (argc == 2 || argc == 3) {
		path = argv[1];
		if (argc == 3)
			description = argv[2];
	} else {
		fprintf(stderr, "usage: evemu-count [--events-only] FILE [DESCRIPTION]\n");
		return 2;
	}

	fp = fopen(path, "r");
	if (!fp) {
		perror(path);
		return 1;
	}
	if (description) {
		FILE *desc = fopen(description, "r");
		if (!desc) {
			perror(description);
			return 1;
		}
		rc = read_description(description, desc);
		fclose(desc);
		if (rc < 0)
			return 1;
	} else if (!events_only && read_description(path, fp) < 0) {
		return 1;
	}

	while ((rc = evemu_read_event(fp, &ev)) > 0)
		count++;
	fclose(fp);
	if (rc < 0) {
		fprintf(stderr, "evemu-count: %s: evemu_read_event failed after %lu events\n", path, count);
		return 1;
	}
	printf("%lu\n", count);
	return 0;
}
