# Sourced by the boot/ scripts that read a series list (needs $top).
# A list names one patch file a line, from the top of the repo or
# absolute; '#' starts a comment, blank lines are ignored.

# series_entries [LIST]: the paths LIST (default ${FE_SERIES:-series/series})
# names, one absolute path a line, whether the files exist or not (make
# refresh writes them); fails, saying why, when the list is missing.
series_entries() {
	local list=${1:-${FE_SERIES:-series/series}} p
	case $list in /*) ;; *) list=$top/$list ;; esac
	[ -r "$list" ] || { echo "series: $list missing" >&2; return 1; }
	for p in $(sed 's/#.*//' "$list"); do
		case $p in /*) echo "$p" ;; *) echo "$top/$p" ;; esac
	done
}

# series_patches [LIST]: the patch files of LIST (default
# ${FE_SERIES:-series/series}), one absolute path a line; fails, saying
# why, when the list or a patch is missing or the list names none.
series_patches() {
	local list=${1:-${FE_SERIES:-series/series}} all p n=0
	case $list in /*) ;; *) list=$top/$list ;; esac
	all=$(series_entries "$list") || return 1
	for p in $all; do
		[ -r "$p" ] || { echo "series: $p (listed in $list) missing" >&2; return 1; }
		echo "$p"
		n=$((n + 1))
	done
	[ $n -gt 0 ] || { echo "series: $list lists no patch" >&2; return 1; }
}

# series_count [LIST]: how many patches series_patches LIST gives; fails
# as it does.
series_count() {
	local all
	all=$(series_patches "$@") || return 1
	printf '%s\n' "$all" | grep -c .
}

# series_am PATCH...: git am each in the current directory's tree; on a
# patch that does not apply, abort the am, name it and fail.
series_am() {
	local p
	for p; do
		if ! git am -q --keep-cr "$p"; then
			git am --abort >/dev/null 2>&1 || true
			echo "series: ${p#"$top"/} does not apply" >&2
			return 1
		fi
	done
}
