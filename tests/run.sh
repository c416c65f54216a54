#!/bin/sh
# Guest test runner: each test.d/*.tc runs in its own "sh -e" in tracefs
# after a reset, with lib.sh loaded. Results go to the console as KTAP.
# Test output is printed only with a "# " prefix, so no test can forge
# a result line; the host also wants the boot's token in the trailer.
set -u
token=${1:-none}
# fe.debug=1: the KASAN/lockdep/kmemleak build, slow under TCG
debug=0 limit=300
grep -q 'fe\.debug=1' /proc/cmdline && debug=1 limit=1200
# test.d by default; stress.d (SMP controls) for make stress-test
dir=/tests/${FE_TESTS:-test.d}
cd "$dir"
# tests marked "# order: last" can take the guest down: run them last
tcs="$(grep -L '^# order: last' *.tc) $(grep -l '^# order: last' *.tc)"
# final.d (with test.d only): tests that change the kernel for good
# (lockdown), after every other test and check of this boot
finals=
[ "$dir" != /tests/test.d ] || finals=$(cd /tests/final.d && echo *.tc)
# only: the tests of $@ whose name matches make boot-test
# T='<glob>[,<glob>...]' (all of them without T)
only() {
	[ -n "${FE_ONLY:-}" ] || { echo "$@"; return; }
	set -f
	for tc; do
		IFS=,
		for g in $FE_ONLY; do
			case "${tc%.tc}" in $g) echo "$tc"; break ;; esac
		done
		unset IFS
	done
	set +f
}
tcs=$(only $tcs) finals=$(only $finals)
n=0
for tc in $tcs $finals; do n=$((n + 1)); done
n=$((n + 1 + debug))	# the kernel log check (and kmemleak) below
echo "KTAP version 1"
echo "# fe-token $token arch $(uname -m)"
echo "1..$n"
if [ $debug = 1 ]; then
	# forget what boot leaked before any test ran; report it
	echo scan > /sys/kernel/debug/kmemleak &&
		echo "# kmemleak at boot: $(grep -c '^unreferenced object' /sys/kernel/debug/kmemleak) objects, cleared" &&
		echo clear > /sys/kernel/debug/kmemleak ||
		echo "# kmemleak: /sys/kernel/debug/kmemleak missing"
fi
i=0
# run_one DIR TC: test number $i, in its own shell, as KTAP
run_one() {
	name=${2%.tc}
	# a watchdog, not busybox timeout: that one kills at once on i386
	t0=$(date +%s)
	sh -c ". /tests/lib.sh; run_tc $1/$2" >/tmp/out 2>&1 &
	pid=$!
	(sleep $limit; kill -9 $pid 2>/dev/null) &
	dog=$!
	wait $pid
	rc=$?
	kill $dog 2>/dev/null
	echo "# $name: $(($(date +%s) - t0)) s"
	if [ $rc = 4 ]; then
		# skip: a client that Debian does not ship for this arch
		echo "ok $i $name # SKIP $(sed -n 's/^SKIP: //p' /tmp/out | head -n 1)"
	elif [ $rc = 0 ]; then
		# the counts a test reports, as "# # ..." diagnostics
		grep '^# ' /tmp/out | sed 's/^/# /'
		echo "ok $i $name"
	else
		sed 's/^/# /' /tmp/out
		echo "not ok $i $name"
	fi
}
for tc in $tcs; do
	i=$((i + 1))
	run_one "$dir" "$tc"
done
if [ $debug = 1 ]; then
	i=$((i + 1))
	# objects younger than 5 s are never reported: the last test is older
	sleep 6
	if ! echo scan > /sys/kernel/debug/kmemleak; then
		echo "# no /sys/kernel/debug/kmemleak in the debug build"
		echo "not ok $i kmemleak_clean"
	elif grep -q . /sys/kernel/debug/kmemleak; then
		head -n 60 /sys/kernel/debug/kmemleak | sed 's/^/# /'
		echo "not ok $i kmemleak_clean"
	else
		echo "ok $i kmemleak_clean"
	fi
fi
i=$((i + 1))
if dmesg | grep -E 'Kernel panic|BUG:|WARNING:|Oops|KASAN|possible recursive locking|possible circular locking|possible .*deadlock|inconsistent lock state|suspicious RCU usage|unreferenced object|suspected memory leak|Call Trace:' >/tmp/out; then
	sed 's/^/# /' /tmp/out
	echo "not ok $i kernel_log_clean"
else
	echo "ok $i kernel_log_clean"
fi
# the host reads the whole serial log for kernel reports as well
for tc in $finals; do
	i=$((i + 1))
	run_one /tests/final.d "$tc"
done
echo "# fe-end $token"
