// SPDX-License-Identifier: GPL-2.0
/* The second file of fe_twins: another static fe_twin() (fe_twin_one.c) */
#include <linux/kernel.h>

#define FE_TARGET	noinline __attribute__((__noipa__))

int fe_twin_two(int x);

static int fe_twin_sink;

static FE_TARGET int fe_twin(int x)
{
	fe_twin_sink = x + 2;
	return fe_twin_sink;
}

int fe_twin_two(int x)
{
	return fe_twin(x);
}
