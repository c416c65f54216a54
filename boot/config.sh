#!/bin/bash
# Write build/<arch>/.config: tinyconfig + common + per-arch fragments
# (+ debug.config when DEBUG=1), then fail naming every requested option
# that olddefconfig dropped. make configs (boot/configs-one.sh) gives
# its own fragments (CONFIG_FRAGS), the ones to check (CONFIG_CHECK) and
# directory (FE_OUT).
set -eu
. "$(dirname "$0")/arch.sh"
cfg=$top/boot/config
frags="$cfg/common.config $cfg/$ARCH.config"
[ "${DEBUG:-0}" = 1 ] && frags="$frags $cfg/debug.config"
frags=${CONFIG_FRAGS:-$frags}
mkdir -p "$OUT"
$KMAKE -s tinyconfig >/dev/null
"$SRC/scripts/kconfig/merge_config.sh" -m -O "$OUT" "$OUT/.config" $frags >/dev/null
$KMAKE -s olddefconfig >/dev/null
missing=
for f in ${CONFIG_CHECK:-$frags}; do
	while IFS= read -r line; do
		case "$line" in
		CONFIG_*=*) grep -qxF "$line" "$OUT/.config" || missing="$missing ${line%%=*}" ;;
		"# CONFIG_"*" is not set")
			opt=${line#"# "}; opt=${opt%% *}
			grep -q "^$opt=" "$OUT/.config" && missing="$missing $opt(should be off)" ;;
		esac
	done < "$f"
done
if [ -n "$missing" ]; then
	echo "config: Kconfig dropped:$missing" >&2
	exit 1
fi
