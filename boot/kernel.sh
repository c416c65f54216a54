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
kmake_all
lap vmlinux
# the test modules of tests/module ($TEST_MODULES), built out of tree
mod=$OUT/fe_test
mkdir -p "$mod"
cp "$top"/tests/module/* "$mod/"
$KMAKE CC="ccache ${KCROSS}gcc" -s M="$mod" modules
for ko in $TEST_MODULES; do
	[ -e "$mod/$ko.ko" ] || { echo "kernel: $mod/$ko.ko not built" >&2; exit 1; }
done
lap modules
echo "kernel: seconds:$times"
echo "kernel: $OUT/$IMAGE, in $mod: $TEST_MODULES"
