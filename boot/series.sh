#!/bin/bash
# Export each arch's series as a numbered git-am set and one mbox:
# build/series/<arch>/NNNN-*.patch and build/series/<arch>.mbox.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
for a in x86_64 i386 arm64; do
	out=$top/build/series/$a
	rm -rf "$out" "$out.mbox"
	mkdir -p "$out"
	n=0
	for p in $(grep -v '^#' "$top/series/$a" | sed '/^$/d'); do
		n=$((n + 1))
		name=$(basename "$p" | sed 's/^[0-9]*-//')
		cp "$top/$p" "$out/$(printf '%04d' $n)-$name"
		cat "$top/$p" >> "$out.mbox"
	done
	echo "series: $a: $n patches in $out (and $out.mbox)"
done
