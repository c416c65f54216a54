#!/bin/bash
# Build, boot and test one arch. Prints one summary row and exits non-zero
# unless the kernel built, the guest booted and every test passed.
# The serial log stays in build/logs/ for the reader.
set -u
. "$(dirname "$0")/arch.sh"
. "$top/boot/row.sh"
# "Testing tracer function: PASSED" and friends; any "FAILED" fails
selftests_passed() {
	tr -d '\r' < "$1" | grep -aq '^Testing tracer function: PASSED' &&
	tr -d '\r' < "$1" | grep -aq '^Testing dynamic ftrace: PASSED' &&
	tr -d '\r' < "$1" | grep -aq '^Running tests on trace events:' &&
	! tr -d '\r' < "$1" | grep -aE '^Testing .*(FAILED|\[FAILED|Failed)|selftest.*failed|^Testing event .*: error'
}
row_begin "$ARCH$SUFFIX" boot-test
if row_build kernel.sh initramfs.sh clients.sh; then
	read -r log token < <("$top/boot/run.sh")
	row_read "$top/boot/ktap.sh" ktap '^KTAP version 1' "$log" "$token"
	# the debug build runs the ftrace startup selftests at boot
	if [ -n "$SUFFIX" ] && ! selftests_passed "$log"; then
		echo "boot-test: $ARCH$SUFFIX: ftrace startup selftests failed or missing in $log" >&2
		fail=$((fail + 1))
	fi
fi
# build/logs/<row>-test.xml: JUnit of the KTAP (no log if the build failed)
row_end "$log"
