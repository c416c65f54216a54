// SPDX-License-Identifier: GPL-2.0
/*
 * fe_umap ADDR hold FILE: map one page at the fixed user address ADDR
 *   holding the string "fe-umap-secret", create FILE once it is there,
 *   and sleep until killed (at most 120 s);
 * fe_umap ADDR call: map it the same way, then write "long8" to the
 *   fe_test call file, so that the hit runs in a process that has it;
 * fe_umap pick: print an address (hex, no 0x) that no process maps by
 *   itself: above the randomised brk (up to 1 GB past the program on
 *   64-bit arches, 32 MB on 32-bit ones), below the mmap area;
 * fe_umap ADDR mapped PID: exit 0 if a mapping of PID covers ADDR.
 * Guest only: a user address valid in one process and not in another.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef MAP_FIXED_NOREPLACE
#define MAP_FIXED_NOREPLACE 0x100000
#endif

static int mapped(const char *pid, unsigned long addr)
{
	unsigned long start, end;
	char path[64], line[512];
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%s/maps", pid);
	f = fopen(path, "r");
	if (!f) {
		perror(path);
		return 2;
	}
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%lx-%lx", &start, &end) == 2 &&
		    start <= addr && addr < end) {
			fclose(f);
			return 0;
		}
	}
	fclose(f);
	return 1;
}

int main(int argc, char **argv)
{
	unsigned long addr;
	char *p;
	int fd;

	if (argc == 2 && !strcmp(argv[1], "pick")) {
		puts(sizeof(long) == 8 ? "1000000000" : "30000000");
		return 0;
	}
	if (argc < 3) {
		fprintf(stderr, "usage: fe_umap pick | fe_umap ADDR hold FILE | fe_umap ADDR call | fe_umap ADDR mapped PID\n");
		return 2;
	}
	addr = strtoul(argv[1], NULL, 16);
	if (!strcmp(argv[2], "mapped") && argc == 4)
		return mapped(argv[3], addr);
	p = mmap((void *)addr, 4096, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
	if (p == MAP_FAILED || (unsigned long)p != addr) {
		perror("fe_umap: mmap");
		return 1;
	}
	strcpy(p, "fe-umap-secret");
	if (!strcmp(argv[2], "call")) {
		fd = open("/sys/kernel/debug/fe_test/call", O_WRONLY);
		if (fd < 0 || write(fd, "long8", 5) != 5) {
			perror("fe_umap: fe_test call");
			return 1;
		}
		return 0;
	}
	if (strcmp(argv[2], "hold") || argc < 4) {
		fprintf(stderr, "fe_umap: unknown mode %s\n", argv[2]);
		return 2;
	}
	fd = open(argv[3], O_WRONLY | O_CREAT, 0644);
	if (fd < 0) {
		perror("fe_umap: ready file");
		return 1;
	}
	close(fd);
	sleep(120);
	return 0;
}
