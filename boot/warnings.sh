#!/bin/bash
# warnings.sh LOG TREE OBJ: the gcc and sparse diagnostics of a kbuild
# log, one a line as KIND<TAB>KEY<TAB>TEXT. TEXT is the warning or error
# with its continuation lines (sparse's expected/got, gcc's notes) joined
# by \037, TREE/ and OBJ/ dropped from its paths; KEY is TEXT without
# :line:col numbers, +0x offsets and the length in sparse's "trying to
# concatenate N-character string" (trace.c's README is already over the
# limit in pristine), to compare two trees; KIND is h for a diagnostic in
# a header, c otherwise.
set -eu
log=$1 tree=$2 obj=$3
# a path as a sed regex (| is the delimiter)
re() { printf '%s' "$1" | sed 's/[][\.*^$|]/\\&/g'; }
sed -e "s|$(re "$tree")/||g" -e "s|$(re "$obj")/||g" -e 's|^\./||' "$log" |
awk '
# "file:line[:col]: msg", or "file: warning: msg" (objtool, cc1)
/^[^ :]+(:[0-9]+)+: / || /^[^ :]+: (warning|error): / {
	msg = $0
	sub(/^[^ :]+(:[0-9]+)*: /, "", msg)
	pos = substr($0, 1, length($0) - length(msg))
	if (msg ~ /^(warning|error|fatal error): /) {
		text[++n] = $0
		at[n] = pos
	} else if (msg ~ /^note: /) {
		if (n)
			text[n] = text[n] "\037" $0
	} else if (msg ~ /^ /) {
		# expected/got lines of sparse have the position of their
		# warning (and may come after lines of another job)
		for (i = n; i > 0 && i > n - 50; i--)
			if (at[i] == pos) {
				text[i] = text[i] "\037" $0
				break
			}
	}
}
END {
	for (i = 1; i <= n; i++) {
		key = text[i]
		gsub(/:[0-9]+/, "", key)
		gsub(/\+0x[0-9a-f]+/, "+0x", key)
		gsub(/[0-9]+-character string/, "N-character string", key)
		file = text[i]
		sub(/:.*/, "", file)
		printf "%s\t%s\t%s\n", (file ~ /\.h$/ ? "h" : "c"), key, text[i]
	}
}
'
