#!/bin/bash
# ftrace-results.sh LOG TOKEN: read one fe.mode=ftracetest guest run
# (tests/ftracetest.sh) from its serial log. Prints "passed failed
# skipped" from ftracetest's per-test lines ("[N] description<TAB>[PASS]"):
# PASS and XFAIL pass; FAIL, UNRESOLVED and UNDEFINED fail; UNSUPPORTED
# and UNTESTED are skipped; a "# requires:" feature the guest lacks, a
# planned test without a result and kernel reports fail too. Exits 0 only
# if the run is complete: the plan, results 1..N in order, ftracetest's
# totals ("# of passed: N", ...) equal to them, the kernel log check and
# the trailer with this boot's token. For each test that did not pass,
# its line and the last 15 lines of its ftracetest log go to stderr.
set -eu
log=$1 token=$2
tr -d '\r' < "$log" | awk -v token="$token" '
	index($0, "# fe-token " token " ") == 1 { started = 1; next }
	!started { next }
	/^# fe-ftracetest-plan [0-9]+$/ { plan = $3 + 0; next }
	/^# fe-missing-feature / {
		missing++
		print "missing feature (a \"# requires:\" of the tests): " $3 > "/dev/stderr"
		next
	}
	/^# fe-ftracetest-exit / { ran = 1; next }
	$0 == "# fe-kernel-log clean" { klog = "clean"; next }
	$0 == "# fe-kernel-log reports" { klog = "reports"; next }
	$0 == "# fe-end " token { ended = 1; next }
	# the logs that tests/ftracetest.sh prints: "# fe-log N-name.tc-log.X"
	ran && /^# fe-log [0-9]+-/ { sec = $3 + 0; next }
	ran && /^# / { if (sec) logl[sec, nlog[sec]++] = $0; next }
	ran { next }
	# ftracetest prints "[N] description", runs the test, then prints
	# "<TAB>[RESULT]": what the test left on the console in between
	# (the output of an EXIT trap: busybox sh runs it with the fds of
	# before the redirection of the test) or the kernel printed, is
	# skipped
	/^\[[0-9]+\] / { open = substr($0, 2, index($0, "]") - 2) + 0; desc = $0 }
	open && /\t\[[A-Z]+\]$/ {
		num = open
		open = 0
		res = $NF
		gsub(/[][]/, "", res)
		if (num != seen + 1) { bad = 1; next }
		seen++
		sub(/\t\[[A-Z]+\]$/, "", desc)
		line[num] = desc "\t[" res "]"
		if (res == "PASS" || res == "XFAIL") pass++
		else if (res == "UNSUPPORTED" || res == "UNTESTED") { skip++; notok[num] = 1 }
		else { fail++; notok[num] = 1; failed = failed " " num }
		count[res]++
		next
	}
	/^# of [a-z()]+[a-z() ]*: +[0-9]+$/ {
		k = $0
		sub(/^# of /, "", k)
		v = k
		sub(/:.*/, "", k)
		sub(/.*: +/, "", v)
		total[k] = v + 0
		ntotal++
		next
	}
	END {
		split("passed PASS failed FAIL unresolved UNRESOLVED untested UNTESTED " \
		      "unsupported UNSUPPORTED xfailed XFAIL", m, " ")
		for (i = 1; i in m; i += 2)
			if (total[m[i]] != count[m[i + 1]] + 0) totals_bad = 1
		if (ntotal != 7) totals_bad = 1
		for (n = 1; n <= seen; n++) {
			if (!(n in notok)) continue
			print "--- " line[n] > "/dev/stderr"
			for (k = (nlog[n] > 15 ? nlog[n] - 15 : 0); k < nlog[n]; k++)
				print "    " logl[n, k] > "/dev/stderr"
		}
		missed = plan - seen > 0 ? plan - seen : 0
		printf "%d %d %d\n", pass, fail + missed + missing + (klog == "reports"), skip
		if (failed != "") print "failed: test" failed > "/dev/stderr"
		if (!plan || seen != plan || !ended || bad || totals_bad || klog == "") {
			print "incomplete run: plan " plan + 0 ", results " seen + 0 \
			      (totals_bad ? ", totals missing or not the results" : "") \
			      (klog == "" ? ", no kernel log check" : "") \
			      (ended ? "" : ", no trailer with this token") > "/dev/stderr"
			exit 1
		}
	}'
