#!/bin/bash
# checkpatch.pl --strict over every patch of the series, shellcheck over
# the ftracetest cases it adds, then, for each
# row of ${ARCHES:-x86_64 i386 arm64} (<arch>-debug: its DEBUG=1 build;
# another row: its arch), boot/check-warnings.sh: no sparse (C=1) or W=1 warning in the
# changed objects that pristine 6.1 does not have.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
"$top/boot/source.sh"
rc=0
. "$top/boot/series-lib.sh"
patches=$(series_patches)
for f in $patches; do
	p=${f#"$top"/}
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
# the ftracetest cases the series adds, as build/src's HEAD has them:
# shellcheck (POSIX sh; their '$retval' and '$arg*' in single quotes are
# meant, so infos are not reported)
tcs=$(sed -n 's|^+++ b/\(tools/testing/selftests/ftrace/.*\.tc\)$|\1|p' $patches | sort -u)
for tc in $tcs; do
	if out=$(git -C "$top/build/src" show "HEAD:$tc" |
			shellcheck -s sh -S warning - 2>&1); then
		echo "check: ok $tc"
	else
		echo "check: FAIL $tc"
		echo "$out"
		rc=1
	fi
done
. "$top/boot/arches.sh"
for a in ${ARCHES:-x86_64 i386 arm64}; do
	case $a in
	*-debug) ARCH=$(arches_of "$a") DEBUG=1 "$top/boot/check-warnings.sh" || rc=1 ;;
	*) ARCH=$(arches_of "$a") DEBUG=0 "$top/boot/check-warnings.sh" || rc=1 ;;
	esac
done
exit $rc
