// SPDX-License-Identifier: GPL-2.0
/*
 * fe_twins, one module of two files (fe_twin_one.c, fe_twin_two.c),
 * each with a static fe_twin(): "fe_twins:fe_twin" names two functions
 * of one module, as "fe_mod_dup" names one in each of two modules.
 * Loaded in the guest only.
 *
 * Writing a decimal number N to /sys/kernel/debug/fe_twins/call calls
 * this file's fe_twin(N), then fe_twin_two.c's fe_twin(N + 1000).
 */
#include <linux/debugfs.h>
#include <linux/kernel.h>
#include <linux/module.h>

/* see fe_mod_a.c: no clones under another name, no dropped calls */
#define FE_TARGET	noinline __attribute__((__noipa__))

int fe_twin_two(int x);

static int fe_twin_sink;

static FE_TARGET int fe_twin(int x)
{
	fe_twin_sink = x + 1;
	return fe_twin_sink;
}

static ssize_t fe_twins_write(struct file *file, const char __user *ubuf,
			      size_t count, loff_t *ppos)
{
	int n, ret;

	ret = kstrtoint_from_user(ubuf, count, 10, &n);
	if (ret)
		return ret;
	fe_twin(n);
	fe_twin_two(n + 1000);
	return count;
}

static const struct file_operations fe_twins_fops = {
	.write = fe_twins_write,
};

static struct dentry *fe_twins_dir;

static int __init fe_twins_init(void)
{
	fe_twins_dir = debugfs_create_dir(KBUILD_MODNAME, NULL);
	debugfs_create_file("call", 0200, fe_twins_dir, NULL, &fe_twins_fops);
	return 0;
}

static void __exit fe_twins_exit(void)
{
	debugfs_remove_recursive(fe_twins_dir);
}

module_init(fe_twins_init);
module_exit(fe_twins_exit);
MODULE_DESCRIPTION("Two static functions of one name in one module");
MODULE_LICENSE("GPL");
