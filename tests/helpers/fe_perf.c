// SPDX-License-Identifier: GPL-2.0
/*
 * fe_perf: open a trace event by its id with perf_event_open(), run
 * fe_test calls, and report what perf saw.
 *
 *   fe_perf ID CALL N [CALL2 M]    count hits, then print the first raw
 *                                  sample's first long argument
 *   fe_perf -b OFF ID ...          the same with a BPF tracepoint program
 *                                  attached by PERF_EVENT_IOC_SET_BPF
 *                                  that keeps only hits whose record has
 *                                  0x11 in the long at offset OFF (the
 *                                  offset of a field in the format)
 *   fe_perf -k ARGOFF ID ...       the same with a BPF kprobe program
 *                                  that reads the first argument at
 *                                  pt_regs offset ARGOFF; function
 *                                  events refuse it, so this fails with
 *                                  "PERF_EVENT_IOC_SET_BPF: <error>"
 *   CALL "!event"                  tries to remove the event meanwhile
 *                                  and prints "remove: <result>"
 *
 * Prints "count=<hits seen by perf> a1=<first sample's arg>".
 */
#include <errno.h>
#include <fcntl.h>
#include <linux/bpf.h>
#include <linux/perf_event.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#define CALL_FILE "/sys/kernel/debug/fe_test/call"
#define EVENTS_FILE "/sys/kernel/tracing/function_events"

static void die(const char *what)
{
	perror(what);
	exit(2);
}

/*
 * A program of @type that keeps a hit if the long at @off in its
 * context is 0x11: the record of the event for a tracepoint program
 * (its first 8 bytes are the kernel's; the fields follow at the
 * offsets of the format), the pt_regs for a kprobe program.
 */
static int bpf_load(int type, int off)
{
	/* r0 = *(long *)(r1 + off); return r0 == 0x11; */
	struct bpf_insn insns[] = {
		{ .code = BPF_LDX | (sizeof(long) == 8 ? BPF_DW : BPF_W) | BPF_MEM,
		  .dst_reg = 0, .src_reg = 1, .off = off },
		{ .code = BPF_JMP | BPF_JEQ | BPF_K, .dst_reg = 0, .off = 2,
		  .imm = 0x11 },
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 0, .imm = 0 },
		{ .code = BPF_JMP | BPF_EXIT },
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 0, .imm = 1 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	static char log[4096];
	union bpf_attr attr;
	int fd;

	memset(&attr, 0, sizeof(attr));
	attr.prog_type = type;
	attr.insns = (uintptr_t)insns;
	attr.insn_cnt = sizeof(insns) / sizeof(insns[0]);
	attr.license = (uintptr_t)"GPL";
	attr.log_buf = (uintptr_t)log;
	attr.log_size = sizeof(log);
	attr.log_level = 1;
	fd = syscall(__NR_bpf, BPF_PROG_LOAD, &attr, sizeof(attr));
	if (fd < 0) {
		fprintf(stderr, "%s\n", log);
		die("BPF_PROG_LOAD");
	}
	return fd;
}

/* "!event" while the perf event is open: must fail with EBUSY */
static void remove_event(const char *what)
{
	int fd = open(EVENTS_FILE, O_WRONLY | O_APPEND);

	if (fd < 0)
		die(EVENTS_FILE);
	if (write(fd, what, strlen(what)) < 0)
		printf("remove: %s\n", strerror(errno));
	else
		printf("remove: done\n");
	close(fd);
}

static void call(const char *what, int n)
{
	int fd;

	if (what[0] == '!')
		return remove_event(what);
	fd = open(CALL_FILE, O_WRONLY);

	if (fd < 0)
		die(CALL_FILE);
	while (n-- > 0)
		if (write(fd, what, strlen(what)) < 0)
			die("write call");
	close(fd);
}

int main(int argc, char **argv)
{
	struct perf_event_attr attr;
	struct perf_event_mmap_page *page;
	long pagesz = sysconf(_SC_PAGESIZE);
	int prog_type = 0, off = 0, fd, i;
	uint64_t count;
	long a1 = 0;
	char *data;

	if (argc > 2 && (!strcmp(argv[1], "-b") || !strcmp(argv[1], "-k"))) {
		if (argv[1][1] == 'b')
			prog_type = BPF_PROG_TYPE_TRACEPOINT;
		else
			prog_type = BPF_PROG_TYPE_KPROBE;
		off = atoi(argv[2]);
		argv += 2;
		argc -= 2;
	}
	if (argc < 4)
		return fprintf(stderr, "usage: fe_perf [-b OFF | -k ARGOFF] ID CALL N [CALL N]\n"), 2;

	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = PERF_TYPE_TRACEPOINT;
	attr.config = strtoull(argv[1], NULL, 0);
	attr.sample_period = 1;
	attr.sample_type = PERF_SAMPLE_RAW;
	attr.wakeup_events = 1;
	fd = syscall(__NR_perf_event_open, &attr, 0, -1, -1, 0);
	if (fd < 0)
		die("perf_event_open");
	page = mmap(NULL, pagesz * 9, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	if (page == MAP_FAILED)
		die("mmap");
	if (prog_type && ioctl(fd, PERF_EVENT_IOC_SET_BPF, bpf_load(prog_type, off)))
		die("PERF_EVENT_IOC_SET_BPF");
	ioctl(fd, PERF_EVENT_IOC_ENABLE, 0);
	for (i = 2; i + 1 < argc; i += 2)
		call(argv[i], atoi(argv[i + 1]));
	ioctl(fd, PERF_EVENT_IOC_DISABLE, 0);
	if (read(fd, &count, sizeof(count)) != sizeof(count))
		die("read count");

	/* first record: header, u32 raw size, then the trace entry */
	data = (char *)page + page->data_offset;
	if (page->data_head) {
		struct perf_event_header *h = (void *)data;

		if (h->type == PERF_RECORD_SAMPLE) {
			char *raw = data + sizeof(*h) + sizeof(uint32_t);

			/* trace_entry (8 bytes), __parent_ip, __ip, a1 */
			memcpy(&a1, raw + 8 + 2 * sizeof(long), sizeof(long));
		}
	}
	printf("count=%llu a1=%ld\n", (unsigned long long)count, a1);
	return 0;
}
