#!/bin/bash
# junit.sh LOG ROW [TOKEN]: write build/logs/<ROW>-test.xml, a JUnit report
# of the KTAP in one guest's serial log (boot/ktap.sh reads the same):
# one testcase per result, its time from the runner's "# <test>: N s",
# a failure with the test's "# " lines, "skipped" for "# SKIP". A run
# that is incomplete (no plan, results missing or out of order, no
# trailer with the boot's token: TOKEN, else the runner's "# fe-token"
# line) adds a failed testcase "guest_report" with the log's end; so
# does an empty LOG (the build failed: the end of <ROW>-build.log), and
# a line "# fe-incomplete MESSAGE" (boot/ftrace-results.sh writes the
# KTAP of the ftracetest row so), with MESSAGE as its message.
# Bytes other than tab and printable ASCII are written as \xNN.
# FE_JUNIT overrides the output file. Prints nothing on stdout.
set -eu
[ $# -ge 2 ] || { echo "usage: junit.sh LOG ROW [TOKEN]" >&2; exit 2; }
log=$1 row=$2 token=${3:-}
top=$(cd "$(dirname "$0")/.." && pwd)
out=${FE_JUNIT:-$top/build/logs/$row-test.xml}
blog=$top/build/logs/$row-build.log
mkdir -p "$(dirname "$out")"

if [ -z "$log" ]; then
	nolog="build failed, no guest run (see build/logs/$row-build.log)"
	input=$blog
	[ -r "$blog" ] || input=/dev/null
elif [ ! -r "$log" ]; then
	nolog="no serial log $log"
	input=/dev/null
else
	nolog='' input=$log
fi

# the build log's last 20 lines (as boot-test.sh shows them), or the serial log
input_lines() { if [ -n "$nolog" ]; then tail -n 20 "$input"; else cat "$input"; fi; }
input_lines | tr -d '\r\000' | LC_ALL=C awk -v row="$row" -v token="$token" \
	-v nolog="$nolog" '
function esc(s,    r, i, c) {
	gsub(/&/, "\\&amp;", s); gsub(/</, "\\&lt;", s); gsub(/>/, "\\&gt;", s)
	gsub(/"/, "\\&quot;", s); gsub(/\047/, "\\&apos;", s)
	if (s !~ /[^\t -~]/) return s
	r = ""
	for (i = 1; i <= length(s); i++) {
		c = substr(s, i, 1)
		r = r (c ~ /[\t -~]/ ? c : sprintf("\\x%02x", ord[c]))
	}
	return r
}
# one testcase: kind "" (passed), "failure" or "skipped"
function tcase(name, secs, kind, msg, body) {
	ncase++
	total += secs
	x = "  <testcase classname=\"" esc(row) "\" name=\"" esc(name) "\" time=\"" secs "\""
	if (kind == "") x = x "/>"
	else if (kind == "skipped") x = x ">\n    <skipped message=\"" esc(msg) "\"/>\n  </testcase>"
	else x = x ">\n    <failure message=\"" esc(msg) "\">" body "</failure>\n  </testcase>"
	cases[ncase] = x
}
BEGIN { for (i = 1; i < 256; i++) ord[sprintf("%c", i)] = i; MAXOUT = 500 }
nolog != "" { detail = detail esc($0) "\n"; next }
{ last[nlines++ % 25] = $0 }
/^KTAP version 1$/ { started = 1; next }
!started { next }
/^# fe-token / && !plan && token == "" { token = $3; next }
/^1\.\.[0-9]+$/ && !plan { plan = substr($0, 4) + 0; nout = 0; next }
$0 == "# fe-end " token { ended = 1; next }
/^# fe-incomplete / { incomplete = substr($0, 17); next }
/^# / { out[nout++] = $0; next }
/^(not )?ok [0-9]+ / {
	not = ($1 == "not")
	num = not ? $3 : $2
	name = not ? $4 : $3
	if (num != seen + 1) {
		bad = bad ", result " num " after " seen
		nout = 0
		next
	}
	seen++
	# the runner prints "# <name>: N s" first, then the test output
	secs = 0; from = 0; pfx = "# " name ": "
	for (k = 0; k < nout; k++) {
		rest = substr(out[k], length(pfx) + 1)
		if (substr(out[k], 1, length(pfx)) == pfx && rest ~ /^[0-9]+ s$/) {
			secs = rest + 0
			from = k + 1
			break
		}
	}
	if (/# SKIP/) {
		reason = substr($0, index($0, "# SKIP") + 6)
		sub(/^[ \t]+/, "", reason)
		tcase(name, secs, "skipped", reason == "" ? "SKIP" : reason)
		skip++
	} else if (not) {
		body = ""
		if (nout - from > MAXOUT) {
			body = esc("# (" (nout - from - MAXOUT) " earlier lines left out)") "\n"
			from = nout - MAXOUT
		}
		for (k = from; k < nout; k++) body = body esc(out[k]) "\n"
		tcase(name, secs, "failure", $0, "\n" body "    ")
		fail++
	} else
		tcase(name, secs, "")
	nout = 0
	next
}
END {
	if (nolog != "") {
		tcase("guest_report", 0, "failure", nolog, detail == "" ? "" : "\n" detail "    ")
		fail++
	} else if (!plan || seen != plan || !ended || bad != "" || incomplete != "") {
		msg = incomplete != "" ? incomplete : \
		      "incomplete run: " (plan ? "plan " plan : "no plan") ", results " (seen + 0) \
		      (ended ? "" : ", no trailer with this boot\047s token") bad
		body = ""
		for (k = (nlines > 25 ? nlines - 25 : 0); k < nlines; k++)
			body = body esc(last[k % 25]) "\n"
		tcase("guest_report", 0, "failure", msg, "\n" body "    ")
		fail++
	}
	print "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
	printf "<testsuite name=\"%s\" tests=\"%d\" failures=\"%d\" errors=\"0\" skipped=\"%d\" time=\"%d\">\n",
		esc(row), ncase, fail, skip, total
	for (k = 1; k <= ncase; k++) print cases[k]
	print "</testsuite>"
}' > "$out.tmp"
mv "$out.tmp" "$out"
