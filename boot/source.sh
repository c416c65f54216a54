#!/bin/bash
# Extract Debian's linux-source-6.1 once into build/src as a git repo whose
# first commit (tag "pristine") is the untouched tree.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
src="$top/build/src"
tarball=${FE_TARBALL:-/usr/src/linux-source-6.1.tar.xz}

if git -C "$src" rev-parse -q --verify pristine >/dev/null 2>&1; then
	exit 0
fi
[ -r "$tarball" ] || { echo "source: $tarball missing (run the install command)" >&2; exit 1; }
rm -rf "$src" "$src.tmp"
mkdir -p "$src.tmp"
echo "source: extracting $tarball"
tar -C "$src.tmp" --strip-components=1 -xf "$tarball"
cd "$src.tmp"
git init -q
git config user.name "function-events build"
git config user.email "build@localhost"
git config gc.auto 0
# Debian's top-level .gitignore ignores "/*", so force the add.
git add -A -f
git commit -q -m "linux-source-6.1 (pristine)"
git tag pristine
cd "$top"
mv "$src.tmp" "$src"
echo "source: $(git -C "$src" log --oneline -1 pristine)"
