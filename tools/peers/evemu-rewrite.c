/*
 * evemu-rewrite: rewrites an evemu recording through libevemu's own reader and writer.
 *
 * The reference for the byte-for-byte writer test: the description is read with evemu_read()
 * and written with evemu_write(), then evemu-record's "Waiting for events" banner, then every
 * event read with evemu_read_event() is written with evemu_write_event(), which is what
 * evemu-record produces for a live device.
 *
 *   evemu-rewrite FILE [DESCRIPTION]    writes to stdout
 *
 * With DESCRIPTION, FILE holds only events and the description comes from DESCRIPTION.
 * Exits 1 with a reason on stderr when libevemu rejects the input, 2 on usage errors.
 */
#include <evemu.h>
#include <linux/input.h>
#include <stdio.h>

int main(int argc, char **argv)
{
	const char *path;
	const char *description;
	struct evemu_device *dev;
	struct input_event ev;
	FILE *fp, *desc;
	int rc;

	if (argc != 2 && argc != 3) {
		fprintf(stderr, "usage: evemu-rewrite FILE [DESCRIPTION]\n");
		return 2;
	}
	path = argv[1];
	description = argc == 3 ? argv[2] : argv[1];

	dev = evemu_new(NULL);
	if (!dev) {
		fprintf(stderr, "evemu-rewrite: out of memory\n");
		return 1;
	}
	fp = fopen(path, "r");
	if (!fp) {
		perror(path);
		return 1;
	}
	desc = argc == 3 ? fopen(description, "r") : fp;
	if (!desc) {
		perror(description);
		return 1;
	}
	if (evemu_read(dev, desc) <= 0) {
		fprintf(stderr, "evemu-rewrite: %s: evemu_read failed\n", description);
		return 1;
	}
	if (desc != fp)
		fclose(desc);

	evemu_write(dev, stdout);
	/* evemu-record prints this banner after the description */
	printf("################################\n");
	printf("#      Waiting for events      #\n");
	printf("################################\n");

	while ((rc = evemu_read_event(fp, &ev)) > 0)
		evemu_write_event(stdout, &ev);
	fclose(fp);
	evemu_delete(dev);
	if (rc < 0) {
		fprintf(stderr, "evemu-rewrite: %s: evemu_read_event failed\n", path);
		return 1;
	}
	return 0;
}
