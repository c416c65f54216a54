// SPDX-License-Identifier: GPL-2.0
/*
 * The structure layout of this build, for the tests that write the
 * seed's offset chains against real kernel functions: each offset is
 * a read-only parameter, /sys/module/fe_layout/parameters/<name>.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/skbuff.h>
#include <linux/netdevice.h>
#include <linux/ptrace.h>
#include <linux/console.h>

#define FE_OFFSET(name, type, member)				\
	static unsigned int name = offsetof(type, member);	\
	module_param(name, uint, 0444)

FE_OFFSET(file_f_op, struct file, f_op);
FE_OFFSET(file_f_ra, struct file, f_ra);
FE_OFFSET(fops_read, struct file_operations, read);
FE_OFFSET(filename_name, struct filename, name);
FE_OFFSET(skb_dev, struct sk_buff, dev);
FE_OFFSET(net_device_name, struct net_device, name);
FE_OFFSET(net_device_perm_addr, struct net_device, perm_addr);
FE_OFFSET(net_device_ifindex, struct net_device, ifindex);
FE_OFFSET(console_name, struct console, name);
FE_OFFSET(console_index, struct console, index);

/* where instruction_pointer() is in struct pt_regs, on any arch */
static unsigned int regs_ip;
module_param(regs_ip, uint, 0444);

static int __init fe_layout_init(void)
{
	struct pt_regs regs;
	unsigned long *word = (unsigned long *)&regs;
	unsigned int i;

	memset(&regs, 0, sizeof(regs));
	instruction_pointer_set(&regs, 0x5a5a);
	for (i = 0; i < sizeof(regs) / sizeof(long); i++)
		if (word[i] == 0x5a5a)
			regs_ip = i * sizeof(long);
	return 0;
}
module_init(fe_layout_init);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Structure offsets for function event tests");
