// SPDX-License-Identifier: GPL-2.0
/*
 * fe_umap ADDR hold FILE: map one page at the fixed user address ADDR
 *   holding the string "fe-umap-secret", create FILE once it is there,
 *   and sleep until killed (at most 120 s);
 * fe_umap ADDR call: map it the same way, then write "long8" to the
 *   fe_test call file, so that the hit runs in a process that has it.
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

int main(int argc, char **argv)
{
	unsigned long addr;
	char *p;
	int fd;

	if (argc < 3) {
		fprintf(stderr, "usage: fe_umap ADDR hold FILE | fe_umap ADDR call\n");
		return 2;
	}
	addr = strtoul(argv[1], NULL, 16);
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
