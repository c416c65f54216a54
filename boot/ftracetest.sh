#!/bin/bash
# The <arch>-ftracetest row of make test (make ARCH=<arch> ftracetest):
# the kernel of boot-test.sh (kernel.sh, incremental), the ftracetest
# of the patched tree (boot/ftracetest-pack.sh), and one guest that runs
# on it (fe.mode=ftracetest, tests/ftracetest.sh). Prints one summary row
# with boot-test.sh's columns (boot/row.sh), the counts of
# boot/ftrace-results.sh, and exits non-zero unless the kernel built, the
# guest reported in full and no test failed. The serial log stays in
# build/logs/<arch>-ftracetest.log; its results as KTAP in
# <arch>-ftracetest.ktap, as JUnit in <arch>-ftracetest-test.xml.
set -eu
. "$(dirname "$0")/arch.sh"
. "$top/boot/row.sh"
row_begin "$ARCH$SUFFIX-ftracetest" ftracetest
# the results reader of row_read, with the KTAP for junit.sh
read_results() { "$top/boot/ftrace-results.sh" "$1" "$2" "$ktap"; }
ktap=
if row_build kernel.sh initramfs.sh clients.sh ftracetest-pack.sh; then
	read -r log token < <(MODE=ftracetest FE_INITRD_EXTRA=$OUT/ftracetest.cpio.gz "$top/boot/run.sh") ||
		log=$LOGS/$row.log token=none
	ktap=$LOGS/$row.ktap
	row_read read_results results '^=== Ftrace unit tests ===' "$log" "$token"
fi
# build/logs/<row>-test.xml: JUnit of that KTAP (none if the build failed)
row_end "$ktap"
