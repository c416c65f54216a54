#!/bin/bash
# The regression matrix: build, boot and test every row, print a table
# and "N passed, N failed".
#
# A row is an arch, <arch>-debug for its DEBUG=1 build, or
# <arch>-ftracetest: the tests under upstream ftracetest, in one guest of
# that arch's kernel (boot/ftracetest.sh). FE_WORKERS (default 2) workers
# take the rows from one queue, the debug rows (the slowest to build and
# to test) first: a guest keeps one core busy (the x86 guests run in one
# TCG thread), so while one worker boots and tests, another's kernel
# build has the second core (see the queue's order below). The builds
# run niced, so that a guest keeps its whole core (under a build at the
# same priority the KASAN guest got two thirds of one and its tests,
# the longest chain of the matrix, ended last); a debug build, the first
# link of that chain, at nice 5, the others at 10: beside each other
# the debug build gets three quarters of the two cores. Rows that build
# in the same directory (<arch> and <arch>-ftracetest) take a lock on it
# and run one after the other. The tree every row builds is patched first, once.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
arches=${ARCHES:-x86_64 x86_64-ftracetest i386 arm64 s390x arm32 x86_64-debug}
workers=${FE_WORKERS:-2}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fmt='%-17s %-8s %-6s %-7s %-7s %-7s %-8s %-8s %-6s %s\n'
header() {
	printf "$fmt" row patches built booted passed failed skipped seconds build test
}
t0=$(date +%s)
say() { echo "matrix: +$(( $(date +%s) - t0 )) s: $*" >&2; }

# run_row ROW: its script's summary row into $tmp/ROW, holding the lock
# of its build directory
run_row() {
	local a=$1 arch script=boot-test.sh debug=0 nice=10
	case "$a" in
	*-debug) arch=${a%-debug} debug=1 nice=5 ;;
	*-ftracetest) arch=${a%-ftracetest} script=ftracetest.sh ;;
	*) arch=$a ;;
	esac
	(
		flock 8
		say "$a: building and testing"
		FE_BUILD_NICE=$nice ARCH=$arch DEBUG=$debug "$top/boot/$script" > "$tmp/$a"
	) 8>"$tmp/${arch/x86_32/i386}$([ $debug = 0 ] || echo -debug).lock"
	say "$a: done: $(awk '{ printf "%s passed, %s failed, %s skipped; build %s s, test %s s", $5, $6, $7, $9, $10 }' "$tmp/$a")"
}
# take: the first row of the queue, removed from it ("" when empty)
take() {
	(
		flock 9
		sed -n 1p "$tmp/queue"
		sed -i 1d "$tmp/queue"
	) 9>"$tmp/queue.lock"
}
# worker: run rows from the queue until it is empty
worker() {
	local a
	while a=$(take) && [ -n "$a" ]; do
		run_row "$a"
	done
}

echo "matrix: rows $arches, $workers workers; the table comes at the end, progress on stderr" >&2
header
# the patched tree, once, before any worker builds from it
if ! tree=$(ARCH=x86_64 "$top/boot/tree.sh" 2>&1); then
	echo "$tree" >&2
	echo "matrix: build/src could not be patched" >&2
	echo "0 passed, 1 failed"
	exit 1
fi
# the queue: the debug rows first, then the other arch rows in the order
# given, the ftracetest rows last: they build nothing new, only boot a
# kernel an earlier row built, so they fill the end, when no build is left
# to share the cores with
{
	for a in $arches; do
		case "$a" in *-debug) echo "$a" ;; esac
	done
	for a in $arches; do
		case "$a" in *-debug|*-ftracetest) ;; *) echo "$a" ;; esac
	done
	for a in $arches; do
		case "$a" in *-ftracetest) echo "$a" ;; esac
	done
} > "$tmp/queue"
for i in $(seq "$workers"); do
	worker &
done
wait
echo
# the rows again, in the order asked for, in columns wide enough for
# x86_64-ftracetest; a row whose script printed nothing failed
header
rows= rc=0
for a in $arches; do
	r=$(cat "$tmp/$a" 2>/dev/null)
	[ -n "$r" ] || r="$a - no no 0 1 0 0 0 0"
	rows="$rows$r"$'\n'
	printf '%s\n' "$r" | awk -v fmt="$fmt" '{ printf fmt, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10 }'
	printf '%s\n' "$r" | awk '$3 == "yes" && $4 == "yes" && $6 == 0 { ok = 1 } END { exit !ok }' || rc=1
done
echo "matrix: $(( $(date +%s) - t0 )) s in all" >&2
tp=$(printf '%s' "$rows" | awk '{s += $5} END {print s + 0}')
tf=$(printf '%s' "$rows" | awk '{s += $6} END {print s + 0}')
echo "$tp passed, $tf failed"
exit $rc
