#!/bin/bash
# Pack build/<arch>/ftracetest.cpio.gz, an archive that boot/run.sh puts
# after the initramfs (FE_INITRD_EXTRA): the kernel's own ftracetest,
# tools/testing/selftests/ftrace of build/src's HEAD, unmodified, at
# /ftracetest, and in its test.d/function-events/ a copy of each
# tests/test.d/*.tc in ftracetest's form: the test's leading comment
# lines ("# description:", "# requires:", ...), then a line that sources
# tests/ftracetest-lib.sh (lib.sh and the adapter), then the test. The
# one change to a header: ftracetest prints the description as a printf
# format, so its '%' and '\' are doubled.
set -eu
. "$(dirname "$0")/arch.sh"
stage=$OUT/ftracetest-root
rm -rf "$stage"
mkdir -p "$stage"
git -C "$SRC" archive HEAD tools/testing/selftests/ftrace | tar -x -C "$stage"
mv "$stage/tools/testing/selftests/ftrace" "$stage/ftracetest"
rm -rf "$stage/tools"
gen=$stage/ftracetest/test.d/function-events
mkdir -p "$gen"
n=0
for tc in "$top"/tests/test.d/*.tc; do
	name=$(basename "$tc")
	awk -v src="tests/test.d/$name" '
		!done && !/^#/ {
			print ". /tests/ftracetest-lib.sh\t# generated from " src \
			      " by boot/ftracetest-copy.sh"
			done = 1
		}
		/^#[ \t]*description:/ { gsub(/\\/, "\\\\"); gsub(/%/, "%%") }
		{ print }' "$tc" > "$gen/$name"
	grep -q '^\. /tests/ftracetest-lib.sh' "$gen/$name" ||
		{ echo "ftracetest-copy: $tc has no command after its comments" >&2; exit 1; }
	n=$((n + 1))
done
(cd "$stage" && find . | LC_ALL=C sort | cpio -o -H newc --quiet | gzip -1) > "$OUT/ftracetest.cpio.gz"
echo "ftracetest-copy: $OUT/ftracetest.cpio.gz, $n tests in test.d/function-events"
