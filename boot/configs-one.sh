#!/bin/bash
# One variant of make configs (boot/configs.sh): ARCH and VARIANT given.
# Configure build/configs/<arch>-<variant>/ with boot/config.sh and build
# vmlinux and the modules there. Exits 3 when Kconfig drops an option of
# the variant (the arch does not allow it): config.sh names it in
# "config: Kconfig dropped: ...".
set -eu
export FE_OUT
FE_OUT=$(cd "$(dirname "$0")/.." && pwd)/build/configs/$ARCH-$VARIANT
. "$(dirname "$0")/arch.sh"
cfg=$top/boot/config
variant=$cfg/variants/$VARIANT.config
case $VARIANT in
ci)	frags="$cfg/common.config $cfg/$ARCH.config" check=$frags ;;
minimal)
	# with the arch's own part where tinyconfig lacks what ftrace needs
	frags=$variant check=$variant
	[ ! -r "$cfg/variants/minimal-$ARCH.config" ] ||
		frags="$frags $cfg/variants/minimal-$ARCH.config" ;;
*)	frags="$cfg/common.config $cfg/$ARCH.config $variant" check=$variant ;;
esac
for f in $frags; do
	[ -r "$f" ] || { echo "configs: no $f" >&2; exit 1; }
done
mkdir -p "$OUT" "$CCACHE_DIR"
# every variant fragment asks for CONFIG_FUNCTION_EVENTS=y too: the
# series must be in what is built
CONFIG_FRAGS=$frags CONFIG_CHECK=$check "$top/boot/config.sh" || exit 3
echo "configs: $ARCH $VARIANT: $(grep -c '=y' "$OUT/.config") options =y"
kmake_all
echo "configs: $ARCH $VARIANT: built $OUT/$IMAGE"
