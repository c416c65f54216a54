#!/bin/bash
# Export the series for the list: one git-am set for all arches, with a
# cover letter. The patches of ${FE_SERIES:-series/series} (one path a line,
# from the top of the repo; '#' lines and blank lines ignored) are applied
# with git am on pristine in a throw-away worktree of build/src
# (build/series-tree; build/src's own checkout is left alone), then
# git format-patch writes build/series/0000-cover-letter.patch,
# 0001-*.patch, ... and build/series.mbox holds the patches (without the
# cover letter, so that "git am build/series.mbox" applies it).
# series/cover-letter gives the cover letter: its first line is the
# subject, then a blank line, then the body; git's shortlog and diffstat
# stay after it. The cover letter is from the first patch's author.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
list=${FE_SERIES:-series/series}
case "$list" in /*) ;; *) list=$top/$list ;; esac
cover=$top/series/cover-letter
src=$top/build/src tree=$top/build/series-tree out=$top/build/series

[ -r "$list" ] || { echo "series: $list missing (one patch path a line)" >&2; exit 1; }
if [ ! -r "$cover" ]; then
	echo "series: series/cover-letter missing: write the cover letter there" \
	     "(first line the subject, a blank line, then the body;" \
	     "series/cover-letter.draft is a draft)" >&2
	exit 1
fi
subject=$(head -n 1 "$cover")
if [ -z "$subject" ] || [ -n "$(sed -n 2p "$cover")" ] || [ -z "$(sed -n '3,$p' "$cover")" ]; then
	echo "series: series/cover-letter must be a subject line, a blank line, then the body" >&2
	exit 1
fi
if printf '%s' "$subject" | LC_ALL=C grep -q '[^[:print:]]'; then
	echo "series: series/cover-letter: the subject must be plain ASCII" >&2
	exit 1
fi
if grep -q FIXME "$cover"; then
	echo "series: warning: series/cover-letter has FIXME on lines" \
	     "$(grep -n FIXME "$cover" | cut -d: -f1 | tr '\n' ' ')" >&2
fi
. "$top/boot/series-lib.sh"
patches=$(series_patches "$list")

"$top/boot/source.sh"
drop_tree() {
	cd "$top"
	# also drops the registration of a tree whose directory is gone
	git -C "$src" worktree remove --force "$tree" 2>/dev/null || rm -rf "$tree"
}
drop_tree
trap drop_tree EXIT
git -C "$src" worktree add -q --detach "$tree" pristine
cd "$tree"
series_am $patches
n=$(echo "$patches" | wc -l)

rm -rf "$out.tmp"
first=$(git rev-list --reverse pristine..HEAD | head -n 1)
GIT_COMMITTER_NAME=$(git log -1 --format=%an "$first") \
GIT_COMMITTER_EMAIL=$(git log -1 --format=%ae "$first") \
	git format-patch -q --cover-letter --zero-commit --no-signature \
	-o "$out.tmp" pristine..HEAD
letter=$out.tmp/0000-cover-letter.patch
# subject and body in place of git's placeholders; a body that is not
# ASCII gets the MIME headers that say UTF-8
mime=no
if sed '1,2d' "$cover" | LC_ALL=C grep -q '[^[:print:][:space:]]' &&
   ! sed '/^$/q' "$letter" | grep -q '^Content-Type:'; then
	mime=yes
fi
SUBJ=$subject BODYF=$cover MIME=$mime awk '
	!insubj && /^Subject: / && (i = index($0, "*** SUBJECT HERE ***")) {
		print substr($0, 1, i - 1) ENVIRON["SUBJ"] substr($0, i + 20)
		if (ENVIRON["MIME"] == "yes")
			print "MIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: 8bit"
		insubj = 1
		next
	}
	!inbody && $0 == "*** BLURB HERE ***" {
		bodyf = ENVIRON["BODYF"]
		getline line < bodyf	# the subject
		getline line < bodyf	# the blank line
		while ((getline line < bodyf) > 0) print line
		inbody = 1
		next
	}
	{ print }
	END { if (!insubj || !inbody) exit 1 }' "$letter" > "$letter.new" || {
	echo "series: no *** SUBJECT HERE *** or *** BLURB HERE *** in git's cover letter" >&2
	exit 1
}
mv "$letter.new" "$letter"
got=$(find "$out.tmp" -name '[0-9][0-9][0-9][0-9]-*.patch' ! -name '0000-*' | wc -l)
[ "$got" = "$n" ] || { echo "series: $got patches written for $n applied" >&2; exit 1; }
rm -rf "$out" "$out.mbox"
mv "$out.tmp" "$out"
for f in "$out"/[0-9][0-9][0-9][0-9]-*.patch; do
	[ "${f##*/}" = 0000-cover-letter.patch ] || cat "$f"
done > "$out.mbox"
echo "series: $n patches of ${list#"$top"/} on pristine: ${out#"$top"/}/ (0000-cover-letter.patch and $n) and ${out#"$top"/}.mbox"
