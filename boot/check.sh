#!/bin/bash
# checkpatch.pl --strict over every patch of the series, then, for each
# arch of ${CHECK_ARCHES:-x86_64 i386 arm64} (<arch>-debug for its DEBUG=1
# build), boot/check-warnings.sh: no sparse (C=1) or W=1 warning in the
# changed objects that pristine 6.1 does not have.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
"$top/boot/source.sh"
rc=0
# the lists: ${SERIES:-series/series}, or series/<arch> while it is absent
lists=${SERIES:-series/series}
[ -n "${SERIES:-}" ] || [ -e "$top/$lists" ] ||
	lists="series/x86_64 series/i386 series/arm64"
patches=$(cd "$top" && cat $lists | sed 's/#.*//; s/[[:space:]]*$//; /^$/d')
for p in $(echo "$patches" | sort -u); do
	case $p in /*) f=$p ;; *) f=$top/$p ;; esac
	# build/src has no upstream history: the Fixes: ids are checked by hand
	if out=$(cd "$top/build/src" && ./scripts/checkpatch.pl --strict -q \
			--no-tree --ignore UNKNOWN_COMMIT_ID "$f" 2>&1); then
		echo "check: ok $p"
	else
		echo "check: FAIL $p"
		echo "$out"
		rc=1
	fi
done
for a in ${CHECK_ARCHES:-x86_64 i386 arm64}; do
	case $a in
	*-debug) ARCH=${a%-debug} DEBUG=1 "$top/boot/check-warnings.sh" || rc=1 ;;
	*) ARCH=$a DEBUG=0 "$top/boot/check-warnings.sh" || rc=1 ;;
	esac
done
exit $rc
