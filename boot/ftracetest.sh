#!/bin/bash
# The <arch>-ftracetest row of make test (make ARCH=<arch> ftracetest):
# the kernel of boot-test.sh (kernel.sh, incremental), the ftracetest copy
# of boot/ftracetest-copy.sh, and one guest that runs upstream ftracetest
# on it (fe.mode=ftracetest, tests/ftracetest.sh). Prints one summary row
# with boot-test.sh's columns, the counts of boot/ftrace-results.sh, and
# exits non-zero unless the kernel built, the guest reported in full and
# no test failed. The serial log stays in build/logs/<arch>-ftracetest.log.
set -eu
. "$(dirname "$0")/arch.sh"
start=$(date +%s)
mkdir -p "$LOGS"
row=$ARCH$SUFFIX-ftracetest
built=no booted=no pass=0 fail=0 skip=0
. "$top/boot/series-lib.sh"
npatch=$(series_count series/series) || npatch=0
# what the kernel's checkers print (as boot-test.sh)
SPLATS='Kernel panic|BUG:|WARNING:|Oops|KASAN|possible recursive locking|possible circular locking|possible .*deadlock|inconsistent lock state|suspicious RCU usage|unreferenced object|suspected memory leak|Call Trace:'
blog=$LOGS/$row-build.log
if "$top/boot/kernel.sh" >"$blog" 2>&1 && "$top/boot/initramfs.sh" >>"$blog" 2>&1 &&
   "$top/boot/clients.sh" >>"$blog" 2>&1 && "$top/boot/ftracetest-copy.sh" >>"$blog" 2>&1; then
	built=yes
	read -r log token < <(MODE=ftracetest FE_INITRD_EXTRA=$OUT/ftracetest.cpio.gz "$top/boot/run.sh") ||
		log=$LOGS/$row.log token=none
	if counts=$("$top/boot/ftrace-results.sh" "$log" "$token" 2>"$log.results"); then
		booted=yes
	else
		! grep -q '^=== Ftrace unit tests ===' "$log" || booted=yes
		echo "ftracetest: $row: $(grep '^incomplete run' "$log.results" || true) -- see $log, its end:" >&2
		tr -d '\r' < "$log" | tail -n 25 | sed 's/^/    /' >&2
		fail=$((fail + 1))
	fi
	read -r p f s <<<"${counts:-0 0 0}"
	pass=$((pass + p)) fail=$((fail + f)) skip=$((skip + s))
	grep -v '^incomplete run' "$log.results" >&2 || true
	if tr -d '\r' < "$log" | grep -aE "$SPLATS" >"$log.splats"; then
		echo "ftracetest: $row: kernel reports in $log:" >&2
		head -5 "$log.splats" >&2
		fail=$((fail + 1))
	fi
else
	echo "ftracetest: $row: build failed, see $blog" >&2
	tail -20 "$blog" >&2
	fail=1
fi
secs=$(( $(date +%s) - start ))
printf '%-13s %-8s %-6s %-7s %-7s %-7s %-8s %s\n' "$row" "$npatch" "$built" \
	"$booted" "$pass" "$fail" "$skip" "$secs"
[ "$built" = yes ] && [ "$booted" = yes ] && [ "$fail" = 0 ]
