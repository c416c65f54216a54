#!/bin/bash
# One variant of make configs (boot/configs.sh): ARCH and VARIANT given.
# Configure build/configs/<arch>-<variant>/ and build vmlinux and the
# modules there. Prints "configs: n/a: OPTION" and exits 3 when Kconfig
# drops an option of the variant (the arch does not allow it).
set -eu
. "$(dirname "$0")/arch.sh"
OUT=$top/build/configs/$ARCH-$VARIANT
KMAKE="make -C $SRC O=$OUT ARCH=$KARCH CROSS_COMPILE=$KCROSS"
cfg=$top/boot/config
case $VARIANT in
ci)	frags="$cfg/common.config $cfg/$ARCH.config" ;;
minimal) frags="$cfg/variants/minimal.config" ;;
*)	frags="$cfg/common.config $cfg/$ARCH.config $cfg/variants/$VARIANT.config" ;;
esac
for f in $frags; do
	[ -r "$f" ] || { echo "configs: no $f" >&2; exit 1; }
done
mkdir -p "$OUT" "$CCACHE_DIR"
$KMAKE -s tinyconfig >/dev/null
"$SRC/scripts/kconfig/merge_config.sh" -m -O "$OUT" "$OUT/.config" $frags >/dev/null
$KMAKE -s olddefconfig >/dev/null
# what the variant asks for must be what is built, and the series in it
check=${frags##* }
[ "$VARIANT" = ci ] && check=
for line in $( (cat $check 2>/dev/null; echo CONFIG_FUNCTION_EVENTS=y) |
	       sed -n 's/^\(CONFIG_[A-Z0-9_]*=.*\)/\1/p; s/^# \(CONFIG_[A-Z0-9_]*\) is not set/\1=n/p'); do
	opt=${line%%=*} want=${line#*=}
	if [ "$want" = n ]; then
		grep -q "^$opt=" "$OUT/.config" || continue
	else
		grep -qxF "$line" "$OUT/.config" && continue
	fi
	echo "configs: n/a: $opt=$want is not allowed here"
	exit 3
done
echo "configs: $ARCH $VARIANT: $(grep -c '=y' "$OUT/.config") options =y"
$KMAKE CC="ccache ${KCROSS}gcc" -j"$(nproc)" -s all
echo "configs: $ARCH $VARIANT: built $OUT/$IMAGE"
