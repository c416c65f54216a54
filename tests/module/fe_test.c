// SPDX-License-Identifier: GPL-2.0
/*
 * Known-value targets for the function events tests; loaded in the
 * guest only. Writing a word to /sys/kernel/debug/fe_test/call calls
 * the target of that name with fixed arguments:
 *
 *   long8   fe_test_long8(1, 2, ..., 8) scaled so each is distinct
 *   long10  fe_test_long10(1, 2, ..., 10)
 *   long16  fe_test_long16(0x11, 0x22, ..., 0x110): the arch maximum,
 *           most of them on the stack
 *   mixed   fe_test_mixed(u8, u16, u32, u64, pointer, string)
 *   neg     fe_test_long8() with negative and wide values
 *   kstr    fe_test_kstr("fe-kernel-string")
 *   ustr    fe_test_ustr(the user buffer written, its length)
 *   chain   fe_test_chain(&fe_test_outer)
 *   null    fe_test_ptr(NULL)
 *   guard   fe_test_ptr(the unmapped guard page after fe_test_page)
 *   pageend fe_test_ptr(the last 8 bytes of fe_test_page, no NUL)
 *
 * fe_test_page is one vmalloc'ed page of 'Z' without a NUL; vmalloc
 * leaves the next page unmapped, so a read past its end faults.
 */
#include <linux/debugfs.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/uaccess.h>
#include <linux/vmalloc.h>

struct fe_test_inner {
	long		pad;
	long		value;		/* offset sizeof(long) */
	char		name[16];
};

struct fe_test_outer {
	int		id;
	int		count;
	struct fe_test_inner *inner;	/* offset 8 */
	long		vals[4];
	union {				/* anonymous: BTF member lookups */
		long	word;
		struct {
			short	lo;
			short	hi;
		};
	};
};

static struct fe_test_inner fe_test_inner = {
	.pad = -1, .value = 0x5eed, .name = "inner-name",
};

struct fe_test_outer fe_test_outer = {
	.id = 7, .count = -3, .inner = &fe_test_inner,
	.vals = { 10, 20, 30, 40 },
	.lo = -2, .hi = 77,
};
EXPORT_SYMBOL_GPL(fe_test_outer);

/* bitfields, read by name and as b<width>@<offset>/<size> (btf_bitfields) */
struct fe_test_bits {
	u32		lead;
	unsigned int	one:1;
	unsigned int	three:3;
	unsigned int	twelve:12;
	unsigned int	wide:16;
	u8		byte;
	u8		low:4;
	u8		high:4;
	u64		big:40;
	u64		rest:24;
	int		neg:4;
};

struct fe_test_bits fe_test_bits_val = {
	.lead = 0x11111111, .one = 1, .three = 5, .twelve = 0xabc,
	.wide = 0xfeed, .byte = 0x5a, .low = 9, .high = 6,
	.big = 0x123456789aULL, .rest = 0xbcdef0, .neg = -3,
};
EXPORT_SYMBOL_GPL(fe_test_bits_val);

/* a global for the direct address tests */
int fe_test_global = 4242;
EXPORT_SYMBOL_GPL(fe_test_global);

/*
 * noipa: without it gcc sees that the targets only feed a sink nobody
 * reads and drops the calls altogether.
 */
#define FE_TARGET	noinline __attribute__((__noipa__))

long fe_test_sink;
EXPORT_SYMBOL_GPL(fe_test_sink);

FE_TARGET long fe_test_long8(long a1, long a2, long a3, long a4,
			    long a5, long a6, long a7, long a8)
{
	fe_test_sink = a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8;
	return fe_test_sink;
}
EXPORT_SYMBOL_GPL(fe_test_long8);

/* more parameters than any arch passes in registers */
FE_TARGET long fe_test_long10(long a1, long a2, long a3, long a4, long a5,
			     long a6, long a7, long a8, long a9, long a10)
{
	fe_test_sink = a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a10;
	return fe_test_sink;
}
EXPORT_SYMBOL_GPL(fe_test_long10);

/* as many parameters as an event reads on every arch */
FE_TARGET long fe_test_long16(long a1, long a2, long a3, long a4, long a5,
			     long a6, long a7, long a8, long a9, long a10,
			     long a11, long a12, long a13, long a14,
			     long a15, long a16)
{
	fe_test_sink = a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a10 +
		       a11 + a12 + a13 + a14 + a15 + a16;
	return fe_test_sink;
}
EXPORT_SYMBOL_GPL(fe_test_long16);

/* one more than that: never called, its BTF names a17 past the limit */
FE_TARGET long fe_test_long17(long a1, long a2, long a3, long a4, long a5,
			     long a6, long a7, long a8, long a9, long a10,
			     long a11, long a12, long a13, long a14,
			     long a15, long a16, long a17)
{
	fe_test_sink = a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a10 +
		       a11 + a12 + a13 + a14 + a15 + a16 + a17;
	return fe_test_sink;
}
EXPORT_SYMBOL_GPL(fe_test_long17);

FE_TARGET long fe_test_mixed(u8 a, u16 b, u32 c, u64 d, void *p,
			    const char *s)
{
	fe_test_sink = a + b + c + (long)d + (long)p + strlen(s);
	return fe_test_sink;
}
EXPORT_SYMBOL_GPL(fe_test_mixed);

FE_TARGET long fe_test_kstr(const char *s)
{
	fe_test_sink = strlen(s);
	return fe_test_sink;
}
EXPORT_SYMBOL_GPL(fe_test_kstr);

FE_TARGET long fe_test_ustr(const char __user *ubuf, size_t len)
{
	fe_test_sink = (long)ubuf + len;
	return fe_test_sink;
}
EXPORT_SYMBOL_GPL(fe_test_ustr);

FE_TARGET long fe_test_chain(struct fe_test_outer *o)
{
	fe_test_sink = o->inner->value;
	return fe_test_sink;
}
EXPORT_SYMBOL_GPL(fe_test_chain);

FE_TARGET long fe_test_bits(struct fe_test_bits *b)
{
	fe_test_sink = b->twelve;
	return fe_test_sink;
}
EXPORT_SYMBOL_GPL(fe_test_bits);

FE_TARGET long fe_test_ptr(const void *p)
{
	fe_test_sink = (long)p;
	return fe_test_sink;
}
EXPORT_SYMBOL_GPL(fe_test_ptr);

static char *fe_test_page;

static ssize_t fe_test_write(struct file *file, const char __user *ubuf,
			     size_t count, loff_t *ppos)
{
	char cmd[16] = {};

	if (copy_from_user(cmd, ubuf, min(count, sizeof(cmd) - 1)))
		return -EFAULT;
	strim(cmd);
	if (!strcmp(cmd, "long8"))
		fe_test_long8(0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88);
	else if (!strcmp(cmd, "long10"))
		fe_test_long10(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
	else if (!strcmp(cmd, "long16"))
		fe_test_long16(0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88,
			       0x99, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff,
			       0x110);
	else if (!strcmp(cmd, "mixed"))
		fe_test_mixed(0xab, 0xbeef, 0xdeadbeef, 0x1122334455667788ULL,
			      &fe_test_outer, "fe-kernel-string");
	else if (!strcmp(cmd, "neg"))
		fe_test_long8(-1, -2, -300, 0x1ff, 0x12345, -70000,
			      0x7f, 0x80);
	else if (!strncmp(cmd, "ustr", 4))
		fe_test_ustr(ubuf, count);
	else if (!strcmp(cmd, "kstr"))
		fe_test_kstr("fe-kernel-string");
	else if (!strcmp(cmd, "chain"))
		fe_test_chain(&fe_test_outer);
	else if (!strcmp(cmd, "outer")) {
		fe_test_ptr(&fe_test_outer);
		fe_test_long8((long)&fe_test_outer, 2, 3, 4, 5, 6, 7, 8);
	}
	else if (!strcmp(cmd, "bits"))
		fe_test_bits(&fe_test_bits_val);
	else if (!strcmp(cmd, "null"))
		fe_test_ptr(NULL);
	else if (!strcmp(cmd, "guard"))
		fe_test_ptr(fe_test_page + PAGE_SIZE);
	else if (!strcmp(cmd, "pageend"))
		fe_test_ptr(fe_test_page + PAGE_SIZE - 8);
	else
		return -EINVAL;
	return count;
}

static const struct file_operations fe_test_fops = {
	.write = fe_test_write,
};

static struct dentry *fe_test_dir;

static int __init fe_test_init(void)
{
	fe_test_page = vmalloc(PAGE_SIZE);
	if (!fe_test_page)
		return -ENOMEM;
	memset(fe_test_page, 'Z', PAGE_SIZE);
	fe_test_dir = debugfs_create_dir("fe_test", NULL);
	debugfs_create_file("call", 0200, fe_test_dir, NULL, &fe_test_fops);
	return 0;
}

static void __exit fe_test_exit(void)
{
	debugfs_remove_recursive(fe_test_dir);
	vfree(fe_test_page);
}

module_init(fe_test_init);
module_exit(fe_test_exit);
MODULE_DESCRIPTION("Known-value targets for function events tests");
MODULE_LICENSE("GPL");
