#!/bin/bash
# The regression matrix: build, boot and test every row, print a table
# and "N passed, N failed".
#
# A row is an arch, <arch>-debug for its DEBUG=1 build, or
# <arch>-ftracetest: the tests under upstream ftracetest, in one guest of
# that arch's kernel (boot/ftracetest.sh). The rows run in two lanes
# (FE_LANES=1: one): the debug rows, the slowest to build and to test, in
# one, every other row in turn in the other. A guest keeps one core busy
# (the x86 guests run in one TCG thread), so while one lane boots and
# tests, the other lane's build has the second core; a kernel build
# alone takes both. The tree both lanes build is patched first, once.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
arches=${ARCHES:-x86_64 x86_64-ftracetest i386 arm64 x86_64-debug}
lanes=${FE_LANES:-2}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fmt='%-17s %-8s %-6s %-7s %-7s %-7s %-8s %-8s %-6s %s\n'
header() {
	printf "$fmt" row patches built booted passed failed skipped seconds build test
}
t0=$(date +%s)
say() { echo "matrix: +$(( $(date +%s) - t0 )) s: $*" >&2; }

# run_row ROW: its script's summary row into $tmp/ROW
run_row() {
	local a=$1
	say "$a: building and testing"
	case "$a" in
	*-debug) ARCH=${a%-debug} DEBUG=1 "$top/boot/boot-test.sh" ;;
	*-ftracetest) ARCH=${a%-ftracetest} DEBUG=0 "$top/boot/ftracetest.sh" ;;
	*) ARCH=$a DEBUG=0 "$top/boot/boot-test.sh" ;;
	esac > "$tmp/$a"
	say "$a: done: $(awk '{ printf "%s passed, %s failed, %s skipped; build %s s, test %s s", $5, $6, $7, $9, $10 }' "$tmp/$a")"
}
# lane ROW...: the rows in turn
lane() {
	local a
	for a; do
		run_row "$a"
	done
}

echo "matrix: rows $arches, $lanes lanes; the table comes at the end, progress on stderr" >&2
header
# the patched tree, once, before any lane builds from it
if ! tree=$(ARCH=x86_64 "$top/boot/tree.sh" 2>&1); then
	echo "$tree" >&2
	echo "matrix: build/src could not be patched" >&2
	echo "0 passed, 1 failed"
	exit 1
fi
slow= rest=
for a in $arches; do
	case "$a" in
	*-debug) slow="$slow $a" ;;
	*) rest="$rest $a" ;;
	esac
done
if [ "$lanes" -ge 2 ] && [ -n "$slow" ] && [ -n "$rest" ]; then
	lane $slow &
	lane $rest
	wait
else
	lane $rest $slow
fi
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
