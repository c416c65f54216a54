# Sourced by boot-test.sh and ftracetest.sh (after arch.sh): the
# bookkeeping of one row of make test, in the order they call it:
#   row_begin ROW WHO     counters, the patch count, the build log
#   row_build SCRIPT...   boot/SCRIPT each into the build log, or fail
#   row_read READER EXT STARTED LOG TOKEN
#                         the results of one guest run, kernel reports
#   row_end JUNIT_IN      the JUnit XML, the summary row, the status
# The summary row: row, patches, built, booted, passed, failed, skipped,
# seconds in all, of them building (row_build) and testing (the rest).
# They share built, booted, pass, fail and skip (a caller's own check
# adds to fail). Work under set -e and without it.
. "$top/boot/series-lib.sh"

# what the kernel's checkers print (tests/run.sh greps dmesg for the same)
SPLATS='Kernel panic|BUG:|WARNING:|Oops|KASAN|possible recursive locking|possible circular locking|possible .*deadlock|inconsistent lock state|suspicious RCU usage|unreferenced object|suspected memory leak|Call Trace:'

# row_begin ROW WHO: ROW names the row (summary, build/logs/ROW-build.log,
# ROW-test.xml), WHO starts the messages on stderr
row_begin() {
	row=$1 who=$2
	start=$(date +%s) build_secs=0
	mkdir -p "$LOGS"
	built=no booted=no pass=0 fail=0 skip=0
	npatch=$(series_count series/series) || npatch=0
	blog=$LOGS/$row-build.log
	log='' token=''
}

# row_build SCRIPT...: run boot/SCRIPT in turn, their output in the
# build log; on the first that fails, show the log's end, count a
# failure and return 1. FE_BUILD_NICE (default 0): their nice value
# (matrix.sh: a build beside a guest must not slow the guest down)
row_build() {
	local s
	: >"$blog"
	for s; do
		nice -n "${FE_BUILD_NICE:-0}" "$top/boot/$s" >>"$blog" 2>&1 || {
			echo "$who: $row: build failed, see $blog" >&2
			tail -20 "$blog" >&2
			fail=1
			build_secs=$(( $(date +%s) - start ))
			return 1
		}
	done
	build_secs=$(( $(date +%s) - start ))
	built=yes
}

# row_read READER EXT STARTED LOG TOKEN: READER LOG TOKEN prints "passed
# failed skipped", says on stderr (kept in LOG.EXT) which tests failed
# and "incomplete run ..." when it exits non-zero. An incomplete run
# counts one failure more; the guest booted if the run was complete or
# LOG has a line that matches STARTED (grep). Then any kernel report in
# LOG (SPLATS) counts one failure, the first five on stderr.
row_read() {
	local reader=$1 ext=$2 started=$3 counts p f s
	log=$4 token=$5
	if counts=$($reader "$log" "$token" 2>"$log.$ext"); then
		booted=yes
	else
		! grep -q "$started" "$log" || booted=yes
		echo "$who: $row: $(grep '^incomplete run' "$log.$ext" || true) -- see $log, its end:" >&2
		tr -d '\r' < "$log" | tail -n 25 | sed 's/^/    /' >&2
		fail=$((fail + 1))
	fi
	read -r p f s <<<"${counts:-0 0 0}"
	pass=$((pass + p)) fail=$((fail + f)) skip=$((skip + s))
	# each failed test with the end of its output, then their names
	grep -v '^incomplete run' "$log.$ext" >&2 || true
	# any report of the kernel's checkers, wherever it shows in the log
	if tr -d '\r' < "$log" | grep -aE "$SPLATS" >"$log.splats"; then
		echo "$who: $row: kernel reports in $log:" >&2
		head -5 "$log.splats" >&2
		fail=$((fail + 1))
	fi
}

# row_end [JUNIT_IN]: build/logs/<row>-test.xml from JUNIT_IN, a KTAP
# log (boot/junit.sh; none if the build failed), unless JUNIT_IN is "-";
# then the summary row; returns 0 only if the kernel built, the guest
# booted and nothing failed
row_end() {
	local secs
	if [ "${1:-}" != - ]; then
		"$top/boot/junit.sh" "${1:-}" "$row" "$token" >&2 || true
	fi
	secs=$(( $(date +%s) - start ))
	printf '%-13s %-8s %-6s %-7s %-7s %-7s %-8s %-8s %-6s %s\n' "$row" "$npatch" "$built" \
		"$booted" "$pass" "$fail" "$skip" "$secs" "$build_secs" "$((secs - build_secs))"
	[ "$built" = yes ] && [ "$booted" = yes ] && [ "$fail" = 0 ]
}
