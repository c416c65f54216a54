// SPDX-License-Identifier: GPL-2.0
/*
 * fe_as_nobody CMD [ARG...]: run CMD as uid/gid 65534 with no
 * supplementary groups and no capabilities (guest only).
 */
#include <grp.h>
#include <stdio.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: fe_as_nobody CMD [ARG...]\n");
		return 2;
	}
	if (setgroups(0, NULL) || setgid(65534) || setuid(65534)) {
		perror("fe_as_nobody: drop privileges");
		return 2;
	}
	if (setuid(0) == 0) {
		fprintf(stderr, "fe_as_nobody: could get root back\n");
		return 2;
	}
	execvp(argv[1], argv + 1);
	perror("fe_as_nobody: exec");
	return 127;
}
