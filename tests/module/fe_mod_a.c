// SPDX-License-Identifier: GPL-2.0
/*
 * Twin modules for the function events tests of module functions;
 * loaded in the guest only. fe_mod_b.c is this file built with FE_MOD_B
 * defined, so the two modules have the same size and layout: unloading
 * one and loading the other puts its function at the address the first
 * one had.
 *
 * Writing a decimal number N to /sys/kernel/debug/<module>/call calls
 * fe_mod_a_func(N) (fe_mod_b_func(N) in fe_mod_b), then fe_mod_dup(N),
 * a static function of the same name in both modules, then
 * do_dentry_open(N), named like a static function of vmlinux with other
 * parameters: MOD:do_dentry_open must take the module's BTF.
 */
#include <linux/debugfs.h>
#include <linux/kernel.h>
#include <linux/module.h>

/*
 * noipa: without it gcc may drop calls whose result only feeds a sink,
 * or clone the functions under another name (.isra, .constprop).
 */
#define FE_TARGET	noinline __attribute__((__noipa__))

#ifdef FE_MOD_B
#define FE_MOD_FUNC	fe_mod_b_func
#else
#define FE_MOD_FUNC	fe_mod_a_func
#endif

int FE_MOD_FUNC(int x);

static int fe_mod_sink;

/* first in the file, to be first in .text: the same offset in both */
FE_TARGET int FE_MOD_FUNC(int x)
{
	fe_mod_sink = x + 1;
	return fe_mod_sink;
}

/* the same name in both modules: "fe_mod_dup" alone is ambiguous */
static FE_TARGET int fe_mod_dup(int x)
{
	fe_mod_sink = x + 2;
	return fe_mod_sink;
}

/* vmlinux has a do_dentry_open(f, inode, open) too, in fs/open.c */
static FE_TARGET int do_dentry_open(int x)
{
	fe_mod_sink = x + 3;
	return fe_mod_sink;
}

static ssize_t fe_mod_write(struct file *file, const char __user *ubuf,
			    size_t count, loff_t *ppos)
{
	int n, ret;

	ret = kstrtoint_from_user(ubuf, count, 10, &n);
	if (ret)
		return ret;
	FE_MOD_FUNC(n);
	fe_mod_dup(n);
	do_dentry_open(n);
	return count;
}

static const struct file_operations fe_mod_fops = {
	.write = fe_mod_write,
};

static struct dentry *fe_mod_dir;

static int __init fe_mod_init(void)
{
	fe_mod_dir = debugfs_create_dir(KBUILD_MODNAME, NULL);
	debugfs_create_file("call", 0200, fe_mod_dir, NULL, &fe_mod_fops);
	return 0;
}

static void __exit fe_mod_exit(void)
{
	debugfs_remove_recursive(fe_mod_dir);
}

module_init(fe_mod_init);
module_exit(fe_mod_exit);
MODULE_DESCRIPTION("Twin module for function events tests");
MODULE_LICENSE("GPL");
