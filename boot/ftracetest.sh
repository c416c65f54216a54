#!/bin/bash
# The <arch>-ftracetest row of make test (make ARCH=<arch> ftracetest):
# the kernel of boot-test.sh (kernel.sh, incremental), the ftracetest copy
# of boot/ftracetest-copy.sh, and one guest that runs upstream ftracetest
# on it (fe.mode=ftracetest, tests/ftracetest.sh). Prints one summary row
# with boot-test.sh's columns (boot/row.sh), the counts of
# boot/ftrace-results.sh, and exits non-zero unless the kernel built, the
# guest reported in full and no test failed. The serial log stays in
# build/logs/<arch>-ftracetest.log.
set -eu
. "$(dirname "$0")/arch.sh"
. "$top/boot/row.sh"
row_begin "$ARCH$SUFFIX-ftracetest" ftracetest
if row_build kernel.sh initramfs.sh clients.sh ftracetest-copy.sh; then
	read -r log token < <(MODE=ftracetest FE_INITRD_EXTRA=$OUT/ftracetest.cpio.gz "$top/boot/run.sh") ||
		log=$LOGS/$row.log token=none
	row_read "$top/boot/ftrace-results.sh" results '^=== Ftrace unit tests ===' "$log" "$token"
fi
# no JUnit XML for this row
row_end -
