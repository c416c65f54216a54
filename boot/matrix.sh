#!/bin/bash
# The regression matrix: build, boot and test every arch (one at a time:
# kernel builds use all cores), print a table and "N passed, N failed".
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
# a row is an arch, <arch>-debug for its DEBUG=1 build, or
# <arch>-ftracetest: the tests under upstream ftracetest, in one guest of
# that arch's kernel (boot/ftracetest.sh); the x86_64 debug row (KASAN,
# lockdep, kmemleak) runs last, it is the slow one
arches=${ARCHES:-x86_64 x86_64-ftracetest i386 arm64 x86_64-debug}
rows= rc=0
for a in $arches; do
	case "$a" in
	*-debug) row=$(ARCH=${a%-debug} DEBUG=1 "$top/boot/boot-test.sh") || rc=1 ;;
	*-ftracetest) row=$(ARCH=${a%-ftracetest} DEBUG=0 "$top/boot/ftracetest.sh") || rc=1 ;;
	*) row=$(ARCH=$a DEBUG=0 "$top/boot/boot-test.sh") || rc=1 ;;
	esac
	rows="$rows$row"$'\n'
	echo "$row"
done
echo
# the rows again, in columns wide enough for x86_64-ftracetest
fmt='%-17s %-8s %-6s %-7s %-7s %-7s %-8s %s\n'
printf "$fmt" arch patches built booted passed failed skipped seconds
printf '%s' "$rows" | awk -v fmt="$fmt" '{ printf fmt, $1, $2, $3, $4, $5, $6, $7, $8 }'
tp=$(printf '%s' "$rows" | awk '{s += $5} END {print s + 0}')
tf=$(printf '%s' "$rows" | awk '{s += $6} END {print s + 0}')
echo "$tp passed, $tf failed"
exit $rc
