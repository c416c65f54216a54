#!/bin/bash
# make ARCH=<arch> bisect: build every prefix of series/series. In a
# worktree of build/src at pristine, apply the patches one at a time with
# git am and build the kernel ("all", as kernel.sh does) after each, into
# build/bisect-<arch>/ with ccache; only what a patch touched rebuilds.
# The .config is the guest's (tinyconfig + boot/config fragments, made
# on the full series) before each build, so an option a later patch adds
# (CONFIG_FUNCTION_EVENTS) is on from the patch that adds it; without
# debug info and BTF, unless FE_BISECT_DEBUG_INFO=1, as the code compiles
# the same either way (IS_ENABLED()) and a link with pahole costs a
# minute. Prints one line per patch and exits non-zero naming every
# patch that did not build; a build's log is
# build/logs/bisect-<arch>-NN.log.
set -eu
. "$(dirname "$0")/arch.sh"
"$top/boot/source.sh"
wt=$top/build/bisect-src
out=$top/build/bisect-$ARCH
mkdir -p "$out" "$LOGS" "$CCACHE_DIR"
# FE_SERIES=<list>: another list of patch paths (from the top, or absolute)
. "$top/boot/series-lib.sh"
patches=$(series_patches)
bmake="make -C $wt O=$out ARCH=$KARCH CROSS_COMPILE=$KCROSS"

git -C "$SRC" worktree prune
[ -d "$wt" ] || git -C "$SRC" worktree add -q --detach "$wt" pristine
cd "$wt"
git am --abort >/dev/null 2>&1 || true

# the guest's config, made on the whole series
git checkout -q --detach pristine
series_am $patches
cfg=$top/boot/config
frags="$cfg/common.config $cfg/$ARCH.config"
$bmake -s tinyconfig >/dev/null
"$wt/scripts/kconfig/merge_config.sh" -m -O "$out" "$out/.config" $frags >/dev/null
if [ "${FE_BISECT_DEBUG_INFO:-0}" != 1 ]; then
	"$wt/scripts/config" --file "$out/.config" -d DEBUG_INFO_BTF \
		-d DEBUG_INFO_DWARF_TOOLCHAIN_DEFAULT -e DEBUG_INFO_NONE
fi
$bmake -s olddefconfig >/dev/null
cp "$out/.config" "$out/config.series"

git checkout -q --detach pristine
n=0 failed= start=$(date +%s)
for p in $patches; do
	n=$((n + 1))
	series_am "$p"
	log=$LOGS/bisect-$ARCH-$(printf '%02d' $n).log
	t0=$(date +%s)
	cp "$out/config.series" "$out/.config"
	if $bmake -s olddefconfig >"$log" 2>&1 &&
	   $bmake CC="ccache ${KCROSS}gcc" -j"$(nproc)" -s all >>"$log" 2>&1; then
		res=ok
	else
		res=FAIL failed="$failed $n"
		tail -n 20 "$log" | sed 's/^/    /' >&2
	fi
	printf 'bisect: %s %-4s %3d s  %s\n' "$ARCH" "$res" $(($(date +%s) - t0)) \
		"$(basename "$p")"
done
echo "bisect: $ARCH: $n patches in $(($(date +%s) - start)) s," \
	"failed:${failed:- none}"
[ -z "$failed" ]
