/*
 * evemu-parse-bench: parses an evemu recording with libevemu, as fast as libevemu can.
 *
 * The peer tools/bench times against: evemu_read() for the description, then evemu_read_event()
 * until the end, summing the values so the loop cannot be dropped. Prints the event count.
 *
 *   evemu-parse-bench FILE
 */
#include <evemu.h>
#include <linux/input.h>
#include <stdio.h>

int main(int argc, char **argv)
{
	struct evemu_device *dev;
	struct input_event ev;
	unsigned long count = 0;
	long long sum = 0;
	FILE *fp;
	int rc;

	if (argc != 2) {
		fprintf(stderr, "usage: evemu-parse-bench FILE\n");
		return 2;
	}
	fp = fopen(argv[1], "r");
	if (!fp) {
		perror(argv[1]);
		return 1;
	}
	dev = evemu_new(NULL);
	if (!dev || evemu_read(dev, fp) <= 0) {
		fprintf(stderr, "evemu-parse-bench: %s: evemu_read failed\n", argv[1]);
		return 1;
	}
	while ((rc = evemu_read_event(fp, &ev)) > 0) {
		count++;
		sum += ev.value;
	}
	fclose(fp);
	evemu_delete(dev);
	if (rc < 0)
		return 1;
	printf("%lu events (value sum %lld)\n", count, sum);
	return 0;
}
