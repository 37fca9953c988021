/*
 * yaml-parse-bench: runs libyaml's event parser over a file, building no tree.
 *
 * The peer tools/bench times the libinput record reader against: yaml_parser_parse() until the
 * stream ends, counting scalar events so the loop cannot be dropped. Prints the event counts.
 *
 *   yaml-parse-bench FILE
 */
#include <stdio.h>
#include <yaml.h>

int main(int argc, char **argv)
{
	yaml_parser_t parser;
	yaml_event_t event;
	unsigned long events = 0, scalars = 0;
	int done = 0;
	FILE *fp;

	if (argc != 2) {
		fprintf(stderr, "usage: yaml-parse-bench FILE\n");
		return 2;
	}
	fp = fopen(argv[1], "rb");
	if (!fp) {
		perror(argv[1]);
		return 1;
	}
	if (!yaml_parser_initialize(&parser)) {
		fprintf(stderr, "yaml-parse-bench: cannot initialise the parser\n");
		return 1;
	}
	yaml_parser_set_input_file(&parser, fp);
	while (!done) {
		if (!yaml_parser_parse(&parser, &event)) {
			fprintf(stderr, "yaml-parse-bench: %s:%zu: %s\n", argv[1], parser.problem_mark.line + 1,
				parser.problem ? parser.problem : "parse error");
			return 1;
		}
		events++;
		if (event.type == YAML_SCALAR_EVENT)
			scalars++;
		done = event.type == YAML_STREAM_END_EVENT;
		yaml_event_delete(&event);
	}
	yaml_parser_delete(&parser);
	fclose(fp);
	printf("%lu YAML events, %lu scalars\n", events, scalars);
	return 0;
}
