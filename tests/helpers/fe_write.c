// SPDX-License-Identifier: GPL-2.0
/*
 * fe_write FILE STRING: append STRING and a newline to FILE in one
 * write(2); fe_write FILE < DATA: append all of stdin (NULs, any length)
 * in one write(2). On failure prints "errno N: strerror" and exits 1, so
 * tests see the exact errno of the tracefs write (guest only).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	size_t len = 0, size = 65536;
	char *buf;
	ssize_t n;
	int fd;

	if (argc < 2) {
		fprintf(stderr, "usage: fe_write FILE [STRING]\n");
		return 2;
	}
	buf = malloc(size);
	if (!buf)
		return 2;
	if (argc > 2) {
		len = strlen(argv[2]);
		if (len + 1 > size)
			return 2;
		memcpy(buf, argv[2], len);
		buf[len++] = '\n';
	} else {
		while ((n = read(0, buf + len, size - len)) > 0) {
			len += n;
			if (len == size) {
				size *= 2;
				buf = realloc(buf, size);
				if (!buf)
					return 2;
			}
		}
	}
	fd = open(argv[1], O_WRONLY | O_APPEND);
	if (fd < 0) {
		printf("errno %d: %s (open)\n", errno, strerror(errno));
		return 1;
	}
	n = write(fd, buf, len);
	if (n < 0) {
		printf("errno %d: %s\n", errno, strerror(errno));
		return 1;
	}
	if ((size_t)n != len) {
		printf("short write %zd of %zu\n", n, len);
		return 1;
	}
	return 0;
}
