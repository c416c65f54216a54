#!/bin/bash
# checkpatch.pl --strict over every patch of every series.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
"$top/boot/source.sh"
rc=0
for p in $(cat "$top"/series/* | grep -v '^#' | sed '/^$/d' | sort -u); do
	# build/src has no upstream history: the Fixes: ids are checked by hand
	if out=$(cd "$top/build/src" && ./scripts/checkpatch.pl --strict -q \
			--no-tree --ignore UNKNOWN_COMMIT_ID "$top/$p" 2>&1); then
		echo "check: ok $p"
	else
		echo "check: FAIL $p"
		echo "$out"
		rc=1
	fi
done
exit $rc
