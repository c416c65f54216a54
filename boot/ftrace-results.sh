#!/bin/bash
# ftrace-results.sh LOG TOKEN [KTAP]: read one fe.mode=ftracetest guest run
# (tests/ftracetest.sh) from its serial log. Prints "passed failed
# skipped" from ftracetest's per-test lines ("[N] description<TAB>[PASS]"):
# PASS and XFAIL pass; FAIL, UNRESOLVED and UNDEFINED fail; UNSUPPORTED
# and UNTESTED are skipped; a "# requires:" feature the guest lacks, a
# planned test without a result and kernel reports fail too. Exits 0 only
# if the run is complete: the plan, results 1..N in order, ftracetest's
# totals ("# of passed: N", ...) equal to them, the kernel log check and
# the trailer with this boot's token. For each test that did not pass,
# its line and the last 15 lines of its ftracetest log go to stderr.
# With KTAP, the same results are written to that file as the KTAP that
# boot/junit.sh reads: "ok N name" for PASS and XFAIL, "ok N name # SKIP
# RESULT" for the skipped, "not ok N name" after the "# " lines of a
# failed one (its line, its log); then "not ok" for each planned test
# without a result, "requires_FEATURE" for each feature missing and
# "kernel_log" if the guest found kernel reports, so that its failures
# are the failed count above; "# fe-end TOKEN" if the guest sent it;
# "# fe-incomplete" with the message above and the serial log's last 25
# lines when the run is incomplete.
set -eu
log=$1 token=$2 ktap=${3:-}
tr -d '\r' < "$log" | awk -v token="$token" -v ktap="$ktap" '
	{ tail[nlines++ % 25] = $0 }
	index($0, "# fe-token " token " ") == 1 { started = 1; next }
	!started { next }
	/^# fe-ftracetest-plan [0-9]+$/ { plan = $3 + 0; next }
	# the names of the tests, in the order of the command line
	/^# fe-ftracetest-test [0-9]+ [^ ]+$/ { name[$3 + 0] = $4; next }
	/^# fe-missing-feature / {
		missing++
		feature[missing] = $3
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
		result[num] = res
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
		incomplete = ""
		if (!plan || seen != plan || !ended || bad || totals_bad || klog == "")
			incomplete = "incomplete run: plan " plan + 0 ", results " seen + 0 \
			      (totals_bad ? ", totals missing or not the results" : "") \
			      (klog == "" ? ", no kernel log check" : "") \
			      (ended ? "" : ", no trailer with this token")
		if (ktap != "") write_ktap()
		if (incomplete != "") {
			print incomplete > "/dev/stderr"
			exit 1
		}
	}
	function tname(n) { return n in name ? name[n] : "test_" n }
	function write_ktap(    n, k, r) {
		print "KTAP version 1" > ktap
		print "# fe-token " token > ktap
		if (plan) print "1.." (seen > plan ? seen : plan) + missing + (klog == "reports") > ktap
		for (n = 1; n <= seen; n++) {
			r = result[n]
			if (r == "PASS" || r == "XFAIL") print "ok " n " " tname(n) > ktap
			else if (r == "UNSUPPORTED" || r == "UNTESTED") print "ok " n " " tname(n) " # SKIP " r > ktap
			else {
				print "# " line[n] > ktap
				for (k = 0; k < nlog[n]; k++) print logl[n, k] > ktap
				print "not ok " n " " tname(n) > ktap
			}
		}
		for (; n <= plan; n++) {
			print "# no result: the run stopped before this test ended" > ktap
			print "not ok " n " " tname(n) > ktap
		}
		for (k = 1; k <= missing; k++) {
			print "# a \"# requires:\" of the tests that tracefs lacks" > ktap
			print "not ok " n++ " requires_" feature[k] > ktap
		}
		if (klog == "reports") {
			print "# the guest found kernel reports in its log" > ktap
			print "not ok " n++ " kernel_log" > ktap
		}
		if (ended) print "# fe-end " token > ktap
		# last, so that they are the end of the log junit.sh shows
		if (incomplete != "") {
			print "# fe-incomplete " incomplete > ktap
			for (k = (nlines > 25 ? nlines - 25 : 0); k < nlines; k++)
				print "# " tail[k % 25] > ktap
		}
		close(ktap)
	}'
