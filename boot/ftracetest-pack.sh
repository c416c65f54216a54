#!/bin/bash
# Pack build/<arch>/ftracetest.cpio.gz, an archive that boot/run.sh puts
# after the initramfs (FE_INITRD_EXTRA): the kernel's own ftracetest,
# tools/testing/selftests/ftrace of build/src's HEAD (the patched tree),
# at /ftracetest, unmodified, and /ftracetest/fe-cases, the list of the
# .tc files the series adds under its test.d/ (git diff pristine..HEAD),
# which tests/ftracetest.sh runs. Nothing of tests/ is copied in: the
# row runs what a maintainer gets from git am.
set -eu
. "$(dirname "$0")/arch.sh"
stage=$OUT/ftracetest-root
ft=tools/testing/selftests/ftrace
rm -rf "$stage"
mkdir -p "$stage"
git -C "$SRC" archive HEAD $ft | tar -x -C "$stage"
mv "$stage/$ft" "$stage/ftracetest"
rm -rf "$stage/tools"
git -C "$SRC" diff --name-only --diff-filter=A pristine HEAD -- "$ft/test.d" |
	grep '\.tc$' | sed "s|^$ft/||" | LC_ALL=C sort > "$stage/ftracetest/fe-cases"
n=$(grep -c . "$stage/ftracetest/fe-cases" || true)
[ "$n" -gt 0 ] || { echo "ftracetest-pack: the series adds no .tc file under $ft/test.d" >&2; exit 1; }
(cd "$stage" && find . | LC_ALL=C sort | cpio -o -H newc --quiet | gzip -1) > "$OUT/ftracetest.cpio.gz"
echo "ftracetest-pack: $OUT/ftracetest.cpio.gz, the series' $n test cases"
