#!/bin/bash
# Build the guest kernel of $ARCH in build/<arch>/ (build/<arch>-debug/
# with DEBUG=1) from build/src branch patched, with ccache.
set -eu
. "$(dirname "$0")/arch.sh"
# the seconds of each step, on one line at the end of the build log
t=$(date +%s) times=
lap() {
	times="$times $1=$(($(date +%s) - t))s"
	t=$(date +%s)
}
"$top/boot/tree.sh"
lap tree
mkdir -p "$OUT" "$CCACHE_DIR"
frags="$top/boot/config/common.config $top/boot/config/$ARCH.config"
[ "${DEBUG:-0}" = 1 ] && frags="$frags $top/boot/config/debug.config"
stamp=$( (cat $frags; git -C "$SRC" rev-parse HEAD) | sha1sum | cut -c1-40)
if [ "$(cat "$OUT/.config.stamp" 2>/dev/null)" != "$stamp" ]; then
	"$top/boot/config.sh"
	echo "$stamp" > "$OUT/.config.stamp"
fi
lap config
# "all" also writes Module.symvers, which the test module needs
$KMAKE CC="ccache ${KCROSS}gcc" -j"$(nproc)" -s all
lap vmlinux
# the test modules of tests/module (fe_test, the twins fe_mod_a and
# fe_mod_b, fe_layout: every obj-m of its Kbuild), built out of tree
mod=$OUT/fe_test
mkdir -p "$mod"
cp "$top"/tests/module/* "$mod/"
$KMAKE CC="ccache ${KCROSS}gcc" -s M="$mod" modules
for ko in fe_test fe_mod_a fe_mod_b fe_layout; do
	[ -e "$mod/$ko.ko" ] || { echo "kernel: $mod/$ko.ko not built" >&2; exit 1; }
done
lap modules
echo "kernel: seconds:$times"
echo "kernel: $OUT/$IMAGE $mod/fe_test.ko $mod/fe_mod_a.ko $mod/fe_mod_b.ko $mod/fe_layout.ko"
