// SPDX-License-Identifier: GPL-2.0
/* The twin of fe_mod_a: the same code, fe_mod_b_func instead */
#define FE_MOD_B
#include "fe_mod_a.c"
