// SPDX-License-Identifier: GPL-2.0
/*
 * fe_bench: the timed parts of tests/bench.sh, with CLOCK_MONOTONIC.
 *
 *   fe_bench loop MS PATH MODE faccessat(AT_FDCWD, PATH, MODE, 0) in
 *                              batches of 1000 for at least MS ms,
 *                              after 1000 untimed warm-up calls;
 *                              prints "<ns per call> <timed calls>".
 *                              The kernel calls do_faccessat(dfd,
 *                              filename, mode, flags) on every arch; a
 *                              MODE above 7 makes it return -EINVAL at
 *                              once, so the loop is mostly the tracing
 *                              cost. Timing whole batches over many
 *                              ms keeps a coarse guest clock (jiffies
 *                              when TCG's TSC is not trusted) usable.
 *   fe_bench write FILE SRC    appends SRC's contents to FILE in one
 *                              open/write/close; prints the ns it took
 *   fe_bench trunc FILE        opens FILE with O_TRUNC and closes it;
 *                              prints the ns it took
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static void die(const char *what)
{
	perror(what);
	exit(2);
}

static long long now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* The raw syscall: glibc's faccessat() may check MODE itself */
static void faccessat_n(long n, const char *path, int mode)
{
	while (n-- > 0)
		syscall(SYS_faccessat, AT_FDCWD, path, mode);
}

#define BATCH	1000

static int loop(long ms, const char *path, int mode)
{
	long long start, t;
	long n = 0;

	if (ms <= 0)
		return 2;
	faccessat_n(BATCH, path, mode);
	start = now_ns();
	do {
		faccessat_n(BATCH, path, mode);
		n += BATCH;
		t = now_ns() - start;
	} while (t < ms * 1000000LL);
	printf("%.1f %ld\n", (double)t / n, n);
	return 0;
}

static char *slurp(const char *path, size_t *len)
{
	size_t size = 1 << 16, got = 0;
	char *buf = malloc(size);
	ssize_t r;
	int fd = open(path, O_RDONLY);

	if (fd < 0 || !buf)
		die(path);
	while ((r = read(fd, buf + got, size - got)) > 0) {
		got += r;
		if (got == size && !(buf = realloc(buf, size *= 2)))
			die("realloc");
	}
	if (r < 0)
		die(path);
	close(fd);
	*len = got;
	return buf;
}

static int timed_write(const char *file, const char *src)
{
	size_t len, done = 0;
	char *buf = slurp(src, &len);
	long long t = now_ns();
	ssize_t w;
	int fd = open(file, O_WRONLY | O_APPEND);

	if (fd < 0)
		die(file);
	while (done < len) {
		w = write(fd, buf + done, len - done);
		if (w <= 0)
			die("write");
		done += w;
	}
	if (close(fd))
		die("close");
	printf("%lld\n", now_ns() - t);
	return 0;
}

static int timed_trunc(const char *file)
{
	long long t = now_ns();
	int fd = open(file, O_WRONLY | O_TRUNC);

	if (fd < 0)
		die(file);
	close(fd);
	printf("%lld\n", now_ns() - t);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 5 && !strcmp(argv[1], "loop"))
		return loop(atol(argv[2]), argv[3], atoi(argv[4]));
	if (argc == 4 && !strcmp(argv[1], "write"))
		return timed_write(argv[2], argv[3]);
	if (argc == 3 && !strcmp(argv[1], "trunc"))
		return timed_trunc(argv[2]);
	fprintf(stderr, "usage: fe_bench loop MS PATH MODE | write FILE SRC | trunc FILE\n");
	return 2;
}
