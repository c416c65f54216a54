#!/bin/bash
# Turn the commits on build/src branch patched (or $FE_BRANCH, e.g. a branch of
# a "git worktree" used for editing) back into the patch files named in
# series/series (the Nth commit overwrites the Nth file), like OpenWrt's
# "make target/linux/refresh".
set -eu
. "$(dirname "$0")/arch.sh"
. "$top/boot/series-lib.sh"
cd "$SRC"
branch=${FE_BRANCH:-patched}
# the files need not exist yet: a line added to series/series names the
# file that the new commit is written to
patches=$(series_entries series/series)
set -- $patches
commits=$(git rev-list --reverse "pristine..$branch")
count=$(echo "$commits" | grep -c . || true)
if [ "$count" != $# ]; then
	echo "refresh: $branch has $count commits but series/series lists $# patches;" \
	     "add or remove lines in series/series first" >&2
	exit 1
fi
tmp=$(mktemp -d)
for c in $commits; do
	git format-patch -q --zero-commit --no-signature -1 "$c" -o "$tmp"
	cp "$tmp"/*.patch "$1"
	rm -f "$tmp"/*.patch
	echo "refresh: ${1#"$top"/}"
	shift
done
rmdir "$tmp"
if [ "$branch" = patched ]; then
	want=$(cat $patches | sha1sum | cut -c1-40)
	git config "branch.$branch.series" "$want"
	git config "branch.$branch.head" "$(git rev-parse "$branch")"
fi
