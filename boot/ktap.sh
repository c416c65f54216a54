#!/bin/bash
# ktap.sh LOG TOKEN: read the KTAP of one guest run from its serial log.
# Prints "passed failed skipped" and exits 0 only if the run is complete:
# a plan, every result numbered 1..N in order, and the trailer carrying
# this boot's token. Lines a test printed carry "# " and never count.
# A failed test's last 15 lines of output go to stderr, so that a CI log
# says why without the serial log.
set -eu
log=$1 token=$2
tr -d '\r' < "$log" | awk -v token="$token" '
	/^KTAP version 1$/ { started = 1; next }
	!started { next }
	/^1\.\.[0-9]+$/ && !plan { plan = substr($0, 4) + 0; next }
	$0 == "# fe-end " token { ended = 1; next }
	/^# / { out[nout++ % 15] = $0; next }
	/^(not )?ok [0-9]+ / {
		not = ($1 == "not")
		if (not) {
			print "--- " $0 > "/dev/stderr"
			for (k = (nout > 15 ? nout - 15 : 0); k < nout; k++)
				print "    " out[k % 15] > "/dev/stderr"
		}
		nout = 0
		num = not ? $3 : $2
		if (num != seen + 1) { bad = 1; next }
		seen++
		if (/# SKIP/) skip++
		else if (not) { fail++; failed = failed " " (not ? $4 : $3) }
		else pass++
		next
	}
	END {
		printf "%d %d %d\n", pass, fail + (plan - seen > 0 ? plan - seen : 0), skip
		if (failed != "") print "failed:" failed > "/dev/stderr"
		if (!plan || seen != plan || !ended || bad) {
			print "incomplete run: plan " plan ", results " seen \
			      (ended ? "" : ", no trailer with this token") > "/dev/stderr"
			exit 1
		}
	}'
