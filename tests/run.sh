#!/bin/sh
# Guest test runner: each test.d/*.tc runs in its own "sh -e" in tracefs
# after a reset, with lib.sh loaded. Results go to the console as KTAP.
# Test output is printed only with a "# " prefix, so no test can forge
# a result line; the host also wants the boot's token in the trailer.
set -u
token=${1:-none}
cd /tests/test.d
tcs=$(ls *.tc)
n=0
for tc in $tcs; do n=$((n + 1)); done
n=$((n + 1))	# the kernel log check below
echo "KTAP version 1"
echo "# fe-token $token arch $(uname -m)"
echo "1..$n"
i=0
for tc in $tcs; do
	i=$((i + 1))
	name=${tc%.tc}
	# a watchdog, not busybox timeout: that one kills at once on i386
	sh -c ". /tests/lib.sh; run_tc /tests/test.d/$tc" >/tmp/out 2>&1 &
	pid=$!
	(sleep 300; kill -9 $pid 2>/dev/null) &
	dog=$!
	wait $pid
	rc=$?
	kill $dog 2>/dev/null
	if [ $rc = 0 ]; then
		echo "ok $i $name"
	else
		sed 's/^/# /' /tmp/out
		echo "not ok $i $name"
	fi
done
i=$((i + 1))
if dmesg | grep -E 'WARNING:|BUG:|Oops|Call Trace|KASAN|kmemleak|lockdep|possible recursive' >/tmp/out; then
	sed 's/^/# /' /tmp/out
	echo "not ok $i kernel_log_clean"
else
	echo "ok $i kernel_log_clean"
fi
echo "# fe-end $token"
