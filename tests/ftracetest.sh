#!/bin/sh
# Guest runner of fe.mode=ftracetest: the kernel's own ftracetest
# (/ftracetest, tools/testing/selftests/ftrace of the patched tree) on
# the test cases the series adds in tree (/ftracetest/fe-cases, listed
# by boot/ftracetest-pack.sh: test.d/dynevent/*fevent*.tc and the
# kprobe BTF case). The console gets ftracetest's own lines ("[N]
# description<TAB>[PASS]" and its totals); what this script adds starts
# with "# ": the plan and the tests' names, the "# requires:" features
# missing (a failure here, where ftracetest would say UNSUPPORTED), the
# logs of the tests that did not pass, the kernel log check and the
# trailer with the boot's token. boot/ftrace-results.sh reads it.
set -u
token=${1:-none}
top=/ftracetest
cd $top
tcs=$(cat fe-cases 2>/dev/null || true)
[ -n "$tcs" ] || echo '# fe-missing-feature fe-cases'
# make ftracetest T='<glob>[,<glob>...]': only the tests whose name
# (the file name without .tc) matches
if [ -n "${FE_ONLY:-}" ]; then
	all=$tcs tcs=
	set -f
	for tc in $all; do
		IFS=,
		name=${tc##*/}
		for g in $FE_ONLY; do
			case "${name%.tc}" in $g) tcs="$tcs $tc"; break ;; esac
		done
		unset IFS
	done
	set +f
fi
n=0
for tc in $tcs; do n=$((n + 1)); done
echo "# fe-token $token arch $(uname -m)"
echo "# fe-ftracetest-plan $n"
# ftracetest numbers them in this order; the host names them so in JUnit
i=0
for tc in $tcs; do
	i=$((i + 1))
	tc=${tc#test.d/}
	echo "# fe-ftracetest-test $i ${tc%.tc}" | tr / :
done
for r in $(sed -n 's/^# requires://p' $tcs /dev/null | tr ' ' '\n' | grep -v ':README$' | sort -u); do
	[ -e /sys/kernel/tracing/$r ] || echo "# fe-missing-feature $r"
done
logs=/tmp/ftracetest-logs
t0=$(date +%s)
# ftracetest keeps the log of each test that did not pass, and with
# --fail-unsupported of each UNSUPPORTED one (its exit status is not
# used). Its stderr goes to a file, printed below: under busybox sh the
# EXIT trap of a test runs with ftracetest's own fds (set -x writes
# there). With no test case named, it would run all of its own test.d.
[ $n = 0 ] || ./ftracetest --fail-unsupported -l $logs $tcs 2>/tmp/ftracetest.err
echo "# fe-ftracetest-exit $? after $(($(date +%s) - t0)) s"
if [ -s /tmp/ftracetest.err ]; then
	echo "# fe-stderr of ftracetest and the EXIT traps of the tests:"
	tail -n 100 /tmp/ftracetest.err | sed 's/^/# /'
fi
for f in $logs/*-log.*; do
	[ -e "$f" ] || continue
	echo "# fe-log $(basename "$f")"
	tail -n 60 "$f" | sed 's/^/# /'
done
if dmesg | grep -E 'Kernel panic|BUG:|WARNING:|Oops|KASAN|possible recursive locking|possible circular locking|possible .*deadlock|inconsistent lock state|suspicious RCU usage|unreferenced object|suspected memory leak|Call Trace:' >/tmp/out; then
	sed 's/^/# /' /tmp/out
	echo "# fe-kernel-log reports"
else
	echo "# fe-kernel-log clean"
fi
echo "# fe-end $token"
