#!/bin/bash
# For $ARCH (DEBUG=1: its debug build): compile the objects whose .c the
# series changes with C=1 (sparse) and W=1, in pristine + the series and
# in pristine with the same .config (the guest's: tinyconfig +
# boot/config fragments), and fail printing every warning the patched
# tree gives that pristine does not. Warnings are compared without
# line:col numbers and tree paths, per .c as a multiset (a second copy of
# a warning is new), per header as a set; all warnings of a file that
# pristine lacks are new.
# The series is ${FE_SERIES:-series/series} (boot/series-lib.sh).
# Trees: git worktrees of build/src, build/check-src/pristine and
# build/check-src/patched;
# O= dirs build/check-obj/<arch>[-debug]-{pristine,patched}.
# FE_CHECK_OBJS="a.o b.o" replaces the object list.
set -eu
. "$(dirname "$0")/arch.sh"
"$top/boot/source.sh"
command -v sparse >/dev/null ||
	{ echo "check: sparse is not installed (make deps)" >&2; exit 1; }

. "$top/boot/series-lib.sh"
patches=$(series_patches)
case $KARCH in i386|x86_64) srcarch=x86 ;; *) srcarch=$KARCH ;; esac

name=patched
ptree=$top/build/check-src/$name otree=$top/build/check-src/pristine
pobj=$top/build/check-obj/$ARCH$SUFFIX-patched
oobj=$top/build/check-obj/$ARCH$SUFFIX-pristine
mkdir -p "$top/build/check-src" "$pobj" "$oobj" "$CCACHE_DIR"

kmake() { # kmake TREE OBJ ARGS...: the guest build's make, with W=1
	local tree=$1 obj=$2
	shift 2
	make -s -C "$tree" O="$obj" ARCH="$KARCH" CROSS_COMPILE="$KCROSS" \
		CC="ccache ${KCROSS}gcc" W=1 "$@"
}
istree() { # istree DIR: DIR is a worktree of its own (not the project's)
	[ -e "$1/.git" ] &&
	[ "$(git -C "$1" rev-parse --show-toplevel 2>/dev/null)" = "$1" ]
}
worktree() { # worktree DIR: DIR is a clean detached worktree at pristine
	if ! istree "$1"; then
		rm -rf "$1"
		git -C "$SRC" worktree prune
		git -C "$SRC" worktree add -q --detach "$1" pristine
	fi
	git -C "$1" am --abort >/dev/null 2>&1 || true
	git -C "$1" reset -q --hard pristine
}

# the patched tree, applied again only when a patch or the list changed
want=$( (cd "$top" && echo "$patches" && cat $patches) | sha1sum | cut -c1-40)
stamp=$top/build/check-src/$name.series
if ! istree "$ptree" ||
   [ "$(cat "$stamp" 2>/dev/null)" != \
     "$want $(git -C "$ptree" rev-parse HEAD)" ] ||
   [ -n "$(git -C "$ptree" status --porcelain --untracked-files=no)" ]; then
	worktree "$ptree"
	(cd "$ptree" && series_am $patches)
	echo "$want $(git -C "$ptree" rev-parse HEAD)" > "$stamp"
fi
if ! istree "$otree" ||
   [ "$(git -C "$otree" rev-parse HEAD)" != \
     "$(git -C "$SRC" rev-parse pristine)" ] ||
   [ -n "$(git -C "$otree" status --porcelain --untracked-files=no)" ]; then
	worktree "$otree"
fi

# the guest's .config (as boot/config.sh makes it), then pristine's from it
frags="$top/boot/config/common.config $top/boot/config/$ARCH.config"
[ "${DEBUG:-0}" != 1 ] || frags="$frags $top/boot/config/debug.config"
cstamp=$( (cat $frags; git -C "$ptree" rev-parse HEAD) | sha1sum | cut -c1-40)
if [ "$(cat "$pobj/.check-config" 2>/dev/null)" != "$cstamp" ] ||
   [ ! -e "$oobj/.config" ]; then
	if ! { kmake "$ptree" "$pobj" tinyconfig &&
	       "$ptree/scripts/kconfig/merge_config.sh" -m -O "$pobj" \
			"$pobj/.config" $frags &&
	       kmake "$ptree" "$pobj" olddefconfig &&
	       cp "$pobj/.config" "$oobj/.config" &&
	       kmake "$otree" "$oobj" olddefconfig; } > "$pobj/config.log" 2>&1; then
		cat "$pobj/config.log" >&2
		echo "check: $ARCH: .config failed" >&2
		exit 1
	fi
	echo "$cstamp" > "$pobj/.check-config"
fi

# the objects: each .c the series adds or changes, arch/ only this arch's
objs=${FE_CHECK_OBJS:-$(cd "$top" && grep -h '^+++ b/' $patches |
	sed 's|^+++ b/||; s/\t.*//' | grep '\.c$' |
	grep -Ev '^(Documentation|samples|scripts|tools|usr)/' |
	awk -v a="arch/$srcarch/" 'index($0, "arch/") != 1 || index($0, a) == 1' |
	sed 's/\.c$/.o/' | sort -u)}

[ -n "$objs" ] ||
	{ echo "check: $ARCH: the series changes no .c file" >&2; exit 1; }

warnings() { # warnings TREE OBJ: compile the objects, print warnings.sh lines
	local tree=$1 obj=$2 o have=
	for o in $objs; do
		[ -e "$tree/${o%.o}.c" ] || continue
		have="$have $o"
		rm -f "$obj/$o"
	done
	# make with no target would build the whole kernel
	[ -n "$have" ] || return 0
	if ! kmake "$tree" "$obj" -j2 prepare > "$obj/check.log" 2>&1 ||
	   ! kmake "$tree" "$obj" -j2 --output-sync=target C=1 $have \
			> "$obj/check.log" 2>&1; then
		cat "$obj/check.log" >&2
		echo "check: $ARCH: build in $obj failed" >&2
		return 1
	fi
	for o in $have; do
		[ -e "$obj/$o" ] ||
			echo "check: $ARCH: $o not in the .config, unchecked" >&2
	done
	"$top/boot/warnings.sh" "$obj/check.log" "$tree" "$obj"
}
keys() { # keys FILE: the comparable keys of warnings.sh lines, sorted
	{ awk -F '\t' '$1 == "c" { print $2 }' "$1"
	  awk -F '\t' '$1 == "h" { print $2 }' "$1" | LC_ALL=C sort -u
	} | LC_ALL=C sort
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
warnings "$ptree" "$pobj" > "$tmp/patched"
warnings "$otree" "$oobj" > "$tmp/pristine"
keys "$tmp/patched" > "$tmp/patched.keys"
keys "$tmp/pristine" > "$tmp/pristine.keys"
LC_ALL=C comm -23 "$tmp/patched.keys" "$tmp/pristine.keys" > "$tmp/new"
n=$(wc -l < "$tmp/patched.keys")
if [ ! -s "$tmp/new" ]; then
	echo "check: ok $ARCH$SUFFIX: C=1 W=1, $(echo $objs | wc -w) objects:" \
	     "$n warnings, none new"
	exit 0
fi
echo "check: FAIL $ARCH$SUFFIX: $(wc -l < "$tmp/new") new C=1 W=1 warnings:"
# each new key once per copy that is new, as the patched tree printed it
awk -F '\t' 'NR == FNR { new[$0]++; next }
	new[$2] > 0 { new[$2]--; s = $3; gsub(/\037/, "\n\t", s); print s }' \
	"$tmp/new" "$tmp/patched"
exit 1
