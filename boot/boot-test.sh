#!/bin/bash
# Build, boot and test one arch. Prints one summary row and exits non-zero
# unless the kernel built, the guest booted and every test passed.
# The serial log stays in build/logs/ for the reader.
set -u
. "$(dirname "$0")/arch.sh"
start=$(date +%s)
mkdir -p "$LOGS"
built=no booted=no pass=0 fail=0 skip=0
. "$top/boot/series-lib.sh"
npatch=$(series_count series/series) || npatch=0
# what the kernel's checkers print (tests/run.sh greps dmesg for the same)
SPLATS='Kernel panic|BUG:|WARNING:|Oops|KASAN|possible recursive locking|possible circular locking|possible .*deadlock|inconsistent lock state|suspicious RCU usage|unreferenced object|suspected memory leak|Call Trace:'
# "Testing tracer function: PASSED" and friends; any "FAILED" fails
selftests_passed() {
	tr -d '\r' < "$1" | grep -aq '^Testing tracer function: PASSED' &&
	tr -d '\r' < "$1" | grep -aq '^Testing dynamic ftrace: PASSED' &&
	tr -d '\r' < "$1" | grep -aq '^Running tests on trace events:' &&
	! tr -d '\r' < "$1" | grep -aE '^Testing .*(FAILED|\[FAILED|Failed)|selftest.*failed|^Testing event .*: error'
}
blog=$LOGS/$ARCH$SUFFIX-build.log
if "$top/boot/kernel.sh" >"$blog" 2>&1 && "$top/boot/initramfs.sh" >>"$blog" 2>&1 &&
   "$top/boot/clients.sh" >>"$blog" 2>&1; then
	built=yes
	read -r log token < <("$top/boot/run.sh")
	if counts=$("$top/boot/ktap.sh" "$log" "$token" 2>"$log.ktap"); then
		booted=yes
	else
		grep -q '^KTAP version 1' "$log" && booted=yes
		echo "boot-test: $ARCH$SUFFIX: $(grep '^incomplete run' "$log.ktap") -- see $log, its end:" >&2
		tr -d '\r' < "$log" | tail -n 25 | sed 's/^/    /' >&2
		fail=$((fail + 1))
	fi
	read -r p f s <<<"${counts:-0 0 0}"
	pass=$((pass + p)) fail=$((fail + f)) skip=$((skip + s))
	# each failed test with the end of its output, then their names
	grep -v '^incomplete run' "$log.ktap" >&2 || true
	# any report of the kernel's checkers, wherever it shows in the log
	if tr -d '\r' < "$log" | grep -aE "$SPLATS" >"$log.splats"; then
		echo "boot-test: $ARCH$SUFFIX: kernel reports in $log:" >&2
		head -5 "$log.splats" >&2
		fail=$((fail + 1))
	fi
	# the debug build runs the ftrace startup selftests at boot
	if [ -n "$SUFFIX" ] && ! selftests_passed "$log"; then
		echo "boot-test: $ARCH$SUFFIX: ftrace startup selftests failed or missing in $log" >&2
		fail=$((fail + 1))
	fi
else
	echo "boot-test: $ARCH$SUFFIX: build failed, see $blog" >&2
	tail -20 "$blog" >&2
	fail=1
fi
# build/logs/<row>-test.xml: JUnit of the KTAP (no log if the build failed)
"$top/boot/junit.sh" "${log:-}" "$ARCH$SUFFIX" "${token:-}" >&2 || true
secs=$(( $(date +%s) - start ))
printf '%-13s %-8s %-6s %-7s %-7s %-7s %-8s %s\n' "$ARCH$SUFFIX" "$npatch" "$built" \
	"$booted" "$pass" "$fail" "$skip" "$secs"
[ "$built" = yes ] && [ "$booted" = yes ] && [ "$fail" = 0 ]
