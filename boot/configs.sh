#!/bin/bash
# make configs: build the series (build only, no guest) in the Kconfig
# variants it allows, for each arch: the CI config and, on top of it,
# each fragment of boot/config/variants/, plus "minimal" (tinyconfig and
# the least that selects CONFIG_FUNCTION_EVENTS). Each variant builds in
# build/configs/<arch>-<variant>/ with the shared ccache.
#   ARCHES="x86_64 i386 arm64 s390x arm32"   the arches (of these rows)
#   CONFIGS="ci no-bpf-syscall ..."     the variants (default: all)
# A variant whose options Kconfig does not allow on an arch (an option
# the arch selects) is "n/a" there, with the option named: it is no
# configuration the series has to build in. Ends with a table and
# exits 1 if any variant failed to configure or to build.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
vdir=$top/boot/config/variants
all=ci
for f in "$vdir"/*.config; do
	f=${f##*/}
	# minimal-<arch>.config: an arch's part of "minimal", no variant
	case $f in minimal-*) continue ;; esac
	all="$all ${f%.config}"
done
. "$top/boot/arches.sh"
arches=$(arches_of "${ARCHES:-x86_64 i386 arm64 s390x arm32}")
variants=${CONFIGS:-$all}
logs=$top/build/logs/configs
mkdir -p "$logs"
# the one patched tree every arch builds (tree.sh wants an ARCH)
ARCH=${arches%% *} "$top/boot/tree.sh"
rc=0
table=
for arch in $arches; do
	for v in $variants; do
		log=$logs/$arch-$v.log
		start=$(date +%s)
		if ARCH=$arch VARIANT=$v "$top/boot/configs-one.sh" > "$log" 2>&1; then
			res=built
		elif grep -q '^config: Kconfig dropped:' "$log"; then
			res="n/a: $(sed -n 's/^config: Kconfig dropped: *//p' "$log" | head -n 1)"
		else
			res="FAILED (build/logs/configs/$arch-$v.log)"
			rc=1
		fi
		secs=$(($(date +%s) - start))
		echo "configs: $arch $v: $res, $secs s" >&2
		table="$table$(printf '%-8s %-16s %6s  %s' "$arch" "$v" "$secs" "$res")
"
	done
done
printf '%-8s %-16s %6s  %s\n' arch variant seconds result
printf '%s' "$table"
exit $rc
