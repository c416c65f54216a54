#!/bin/bash
# Check out build/src branch patched: pristine + the patches listed in
# series/series, applied with git am; every arch builds the same tree.
# The branch is rebuilt only when a listed patch changed, so unchanged
# files keep their mtimes and the O= builds stay incremental.
set -eu
. "$(dirname "$0")/arch.sh"
"$top/boot/source.sh"
. "$top/boot/series-lib.sh"
cd "$SRC"
branch=patched
patches=$(series_patches series/series)
want=$(cat $patches | sha1sum | cut -c1-40)

if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
	echo "tree: build/src has uncommitted changes; commit them and run" \
	     "'make refresh', or 'git -C build/src stash'" >&2
	exit 1
fi
have=$(git config --get "branch.$branch.series" || true)
head=$(git rev-parse -q --verify "$branch" || true)
if [ "$have" = "$want" ] && [ -n "$head" ] &&
   [ "$(git config --get "branch.$branch.head" || true)" = "$head" ]; then
	[ "$(git symbolic-ref -q --short HEAD || true)" = "$branch" ] ||
		git checkout -q "$branch"
	exit 0
fi
if [ -n "$head" ] && [ -n "$have" ] &&
   [ "$(git config --get "branch.$branch.head" || true)" != "$head" ]; then
	echo "tree: $branch has commits that are not in the patches;" \
	     "run 'make refresh' first" >&2
	exit 1
fi
git checkout -q -B "$branch" pristine
# series_am names the patch that does not apply
series_am $patches || { echo "tree: the series does not apply on $branch" >&2; exit 1; }
n=$(printf '%s\n' "$patches" | grep -c .)
git config "branch.$branch.series" "$want"
git config "branch.$branch.head" "$(git rev-parse HEAD)"
echo "tree: $branch = pristine + $n patches"
