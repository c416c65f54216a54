# The first command of each generated test.d/function-events/*.tc of the
# ftracetest copy (boot/ftracetest-copy.sh). Upstream ftracetest sources
# the test in a subshell of its own, in tracefs, under "set -e -x", after
# its checkreq (a missing "# requires:" is UNSUPPORTED there) and its
# initialize_ftrace. This loads lib.sh, checks that initialize_ftrace
# removed the function events too, puts tracing in the state run.sh
# gives a test, and starts a watchdog. POSIX sh (busybox).
. /tests/lib.sh
# lib.sh's skip (exit 4) is ftracetest's UNSUPPORTED (exit_unsupported
# signals ftracetest and ends the test)
skip() {
	echo "SKIP: $*"
	exit_unsupported
}
[ "$ARCH_MAX_ARGS" -gt 0 ] || fail "no argument facts for arch $(uname -m)"
# its clear_dynamic_events writes "-:group/event" for each "F:" line
[ -z "$(cat $TRACING/function_events)" ] ||
	fail "initialize_ftrace left function events: $(cat $TRACING/function_events)"
reset_tracing
# The watchdog, as in run.sh: kill -9 the test's subshell ($PID, which
# ftracetest reads from /proc/self/stat) after 300 s (1200 s in the
# debug build). One sleep, started now: the return tests need it asleep
# before they enable hrtimer_nanosleep%return. It runs outside the
# subshell's jobs, so that a bare "wait" in a test does not wait for it,
# and it checks that $PID is still the same process (its start time)
# before it kills: it outlives the tests that end in time.
[ -n "${PID:-}" ] || fail "ftracetest set no \$PID"
_fe_started() {
	sed 's/.*) //' /proc/$1/stat 2>/dev/null | cut -d' ' -f20
}
_fe_limit=300
! grep -q 'fe\.debug=1' /proc/cmdline || _fe_limit=1200
_fe_t0=$(_fe_started $PID)
( (
	set +e +x
	sleep $_fe_limit
	if [ "$(_fe_started $PID)" = "$_fe_t0" ]; then
		echo "FAIL: watchdog: the test ran for $_fe_limit s, killed"
		kill -9 $PID
	fi
) & )
