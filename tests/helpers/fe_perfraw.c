// SPDX-License-Identifier: GPL-2.0
/*
 * fe_perfraw ID...: open a perf event on each trace event ID (the id
 *   file of events/GROUP/EVENT) for this process, with PERF_SAMPLE_RAW,
 *   enable them, read one byte of /dev/zero (ksys_read, vfs_read, ...),
 *   and print each sample's raw record, the bytes BPF programs and
 *   perf get, as "TYPE: b0 b1 ..." (TYPE: the record's event id).
 * Guest only: what perf and BPF see of a record, byte by byte.
 */
#include <fcntl.h>
#include <linux/perf_event.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#define MAX_EVENTS	8
#define DATA_PAGES	8

static int perf_open(unsigned long id)
{
	struct perf_event_attr attr;

	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = PERF_TYPE_TRACEPOINT;
	attr.config = id;
	attr.sample_period = 1;
	attr.sample_type = PERF_SAMPLE_RAW;
	attr.disabled = 1;
	return syscall(SYS_perf_event_open, &attr, 0, -1, -1, 0);
}

/* bytes [off, off + len) of the ring, which wraps at size */
static void ring_copy(void *dst, const char *ring, uint64_t off, size_t len,
		      size_t size)
{
	size_t i;

	for (i = 0; i < len; i++)
		((char *)dst)[i] = ring[(off + i) % size];
}

int main(int argc, char **argv)
{
	int fds[MAX_EVENTS], n = argc - 1, i, zero;
	size_t page = sysconf(_SC_PAGESIZE), size = DATA_PAGES * page;
	struct perf_event_mmap_page *meta;
	struct perf_event_header hdr;
	uint64_t head, tail;
	unsigned char *raw;
	uint32_t rsize;
	uint16_t type;
	char *ring, c;

	if (n < 1 || n > MAX_EVENTS) {
		fprintf(stderr, "usage: fe_perfraw ID... (at most %d)\n", MAX_EVENTS);
		return 2;
	}
	for (i = 0; i < n; i++) {
		fds[i] = perf_open(strtoul(argv[i + 1], NULL, 10));
		if (fds[i] < 0) {
			perror("fe_perfraw: perf_event_open");
			return 1;
		}
	}
	meta = mmap(NULL, page + size, PROT_READ | PROT_WRITE, MAP_SHARED,
		    fds[0], 0);
	if (meta == MAP_FAILED) {
		perror("fe_perfraw: mmap");
		return 1;
	}
	ring = (char *)meta + page;
	for (i = 1; i < n; i++) {
		if (ioctl(fds[i], PERF_EVENT_IOC_SET_OUTPUT, fds[0])) {
			perror("fe_perfraw: PERF_EVENT_IOC_SET_OUTPUT");
			return 1;
		}
	}
	zero = open("/dev/zero", O_RDONLY);
	if (zero < 0) {
		perror("fe_perfraw: /dev/zero");
		return 1;
	}
	for (i = 0; i < n; i++)
		ioctl(fds[i], PERF_EVENT_IOC_ENABLE, 0);
	if (read(zero, &c, 1) != 1) {
		perror("fe_perfraw: read");
		return 1;
	}
	for (i = 0; i < n; i++)
		ioctl(fds[i], PERF_EVENT_IOC_DISABLE, 0);

	head = __atomic_load_n(&meta->data_head, __ATOMIC_ACQUIRE);
	for (tail = meta->data_tail; tail < head; tail += hdr.size) {
		ring_copy(&hdr, ring, tail, sizeof(hdr), size);
		if (hdr.size < sizeof(hdr))
			break;
		if (hdr.type != PERF_RECORD_SAMPLE)
			continue;
		ring_copy(&rsize, ring, tail + sizeof(hdr), sizeof(rsize), size);
		raw = malloc(rsize);
		if (!raw || rsize < sizeof(type))
			return 1;
		ring_copy(raw, ring, tail + sizeof(hdr) + sizeof(rsize), rsize,
			  size);
		memcpy(&type, raw, sizeof(type));
		printf("%u:", type);
		for (i = 0; i < (int)rsize; i++)
			printf(" %02x", raw[i]);
		printf("\n");
		free(raw);
	}
	return 0;
}
