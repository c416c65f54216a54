#!/bin/sh
# Guest benchmark (fe.mode=bench): the cost of a function event against
# no tracing, the function tracer and a kprobe event recording the same
# data, all measured in this one boot; then the cost of many events.
# Every result line starts with "bench: "; the last line is the trailer
# "# fe-end <token>" that tells the host the run completed.
set -eu
token=${1:-none}
. /tests/lib.sh

FUNC=do_faccessat
# faccessat(AT_FDCWD, PATH, 8): mode 8 is not F_OK..R_OK|W_OK|X_OK, so
# do_faccessat(dfd, filename, mode, flags) is hit and returns -EINVAL
# at once; the loop is syscall entry/exit plus what tracing adds
BPATH=/tmp/fe-bench/some/path
BMODE=8
ROUNDS=${FE_BENCH_ROUNDS:-7}
LOOP_MS=${FE_BENCH_LOOP_MS:-300}
SCALE_ROUNDS=${FE_BENCH_SCALE_ROUNDS:-5}
RES=/tmp/fe-bench-results

say() {
	echo "bench: $*"
}

median() {
	sort -n "$1" | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

# "<ns per call> <calls>" of LOOP_MS ms of faccessat calls, for
# whatever tracing is set up now
run_loop() {
	fe_bench loop "$LOOP_MS" "$BPATH" "$BMODE"
}

kp_args() {
	case $1 in
	int) echo 'dfd=$arg1:s32 mode=$arg3:s32' ;;
	str) echo 'dfd=$arg1:s32 filename=+0($arg2):ustring mode=$arg3:s32' ;;
	esac
}

fe_def() {
	case $1 in
	int) echo "$FUNC(int dfd, NULL, int mode)" ;;
	str) echo "$FUNC(int dfd, string filename, int mode)" ;;
	esac
}

# Records the ring buffer took (kept or overwritten) since the last reset
records() {
	cat per_cpu/cpu*/stats |
		awk '/^(entries|overrun):/ { s += $2 } END { print s + 0 }'
}

# The loop with tracing on: every call must have left a record (a
# probe that never fires would look fast); prints ns/call
traced_loop() {
	echo > trace
	set -- $(run_loop)
	[ "$(records)" -ge "$2" ] ||
		{ say "FAIL: $(records) records for $2 calls" >&2; exit 1; }
	echo "$1"
}

# Set up configuration $1, run the loop, tear it down; prints ns/call
measure() {
	case $1 in
	none)
		run_loop | cut -d' ' -f1 ;;
	function)
		echo "$FUNC" > set_ftrace_filter
		echo function > current_tracer
		traced_loop
		echo nop > current_tracer
		echo > set_ftrace_filter ;;
	kp_int|kp_str)
		echo "p:fe_bench/$1 $FUNC $(kp_args ${1#kp_})" > kprobe_events
		echo 1 > events/fe_bench/$1/enable
		traced_loop
		echo 0 > events/fe_bench/$1/enable
		echo > kprobe_events ;;
	fe_int|fe_str)
		fe_def ${1#fe_} > function_events
		echo 1 > events/functions/$FUNC/enable
		traced_loop
		echo 0 > events/functions/$FUNC/enable
		echo > function_events ;;
	# a second enabled ftrace_ops, on a function the loop never calls:
	# where ftrace has no per-ops trampolines, every hit then goes
	# through ftrace_ops_list_func
	kp_int_plus)
		echo "$COLD(long a)" > function_events
		echo 1 > events/functions/$COLD/enable
		echo "p:fe_bench/kp_int $FUNC $(kp_args int)" > kprobe_events
		echo 1 > events/fe_bench/kp_int/enable
		traced_loop
		echo 0 > events/fe_bench/kp_int/enable
		echo > kprobe_events
		echo 0 > events/functions/$COLD/enable
		echo > function_events ;;
	fe_int_plus)
		{ echo "$COLD(long a)"; fe_def int; } > function_events
		echo 1 > events/functions/$COLD/enable
		echo 1 > events/functions/$FUNC/enable
		traced_loop
		echo 0 > events/functions/$FUNC/enable
		echo 0 > events/functions/$COLD/enable
		echo > function_events ;;
	# return events: the return value only, as a kretprobe event can
	kr_ret)
		echo "r:fe_bench/kr_ret $FUNC ret=\$retval:s$((LONG_SIZE * 8))" > kprobe_events
		echo 1 > events/fe_bench/kr_ret/enable
		traced_loop
		echo 0 > events/fe_bench/kr_ret/enable
		echo > kprobe_events ;;
	fe_ret)
		echo "$FUNC%return(long ret=\$retval)" > function_events
		echo 1 > events/functions/$FUNC/enable
		traced_loop
		echo 0 > events/functions/$FUNC/enable
		echo > function_events ;;
	fe_off)
		# both function events cannot exist at once (one per
		# function): the string one, defined, never enabled
		fe_def str > function_events
		run_loop | cut -d' ' -f1
		echo > function_events ;;
	esac
}

meminfo() {
	awk -v k="$1:" '$1 == k { print $2 }' /proc/meminfo
}

reset_tracing
load_fe_test
# called only by writes to fe_test's debugfs file
COLD=fe_test_long8
cs=/sys/devices/system/clocksource/clocksource0/current_clocksource
say "arch $(uname -m), $(nproc) cpus, clocksource $(cat $cs 2>/dev/null || echo unknown)"
say "$FUNC hit by faccessat(AT_FDCWD, \"$BPATH\", $BMODE)"
say "$LOOP_MS ms of calls per loop, $ROUNDS rounds of the 9 configurations (and 2 diagnostic ones) in order, medians"
grep -qx "$FUNC" available_filter_functions ||
	{ say "FAIL: $FUNC is not in available_filter_functions"; echo "# fe-end $token"; exit 1; }

configs="none function kp_int kp_str fe_int fe_str fe_off kp_int_plus fe_int_plus kr_ret fe_ret"
rm -rf $RES
mkdir -p $RES
r=0
while [ $r -lt "$ROUNDS" ]; do
	r=$((r + 1))
	for c in $configs; do
		# (set -e does not reach into $(...) in busybox sh)
		t=$(measure $c) || { say "FAIL: configuration $c"; exit 1; }
		case $t in
		''|*[!0-9.]*) say "FAIL: configuration $c gave '$t'"; exit 1 ;;
		esac
		echo "$t" >> $RES/$c
	done
done

label() {
	case $1 in
	none)	  echo "1  no tracing" ;;
	function) echo "2  function tracer, filter $FUNC" ;;
	kp_int)	  echo "3  kprobe event, 2 ints" ;;
	kp_str)	  echo "3s kprobe event, 2 ints + ustring" ;;
	fe_int)	  echo "4  function event, 2 ints" ;;
	fe_str)	  echo "5  function event, 2 ints + string" ;;
	fe_off)	  echo "6  function event defined, disabled" ;;
	kp_int_plus) echo "3+ = 3, + 1 function event elsewhere" ;;
	fe_int_plus) echo "4+ = 4, + 1 function event elsewhere" ;;
	kr_ret)	  echo "7  kretprobe event, \$retval" ;;
	fe_ret)	  echo "8  function return event, \$retval" ;;
	esac
}

base=$(median $RES/none)
say "$(printf '%-40s %10s %10s  %s' configuration ns/call overhead 'all rounds (ns/call)')"
for c in $configs; do
	m=$(median $RES/$c)
	eval "m_$c=$m"
	o=$(awk -v m="$m" -v b="$base" 'BEGIN { printf "%.1f", m - b }')
	eval "o_$c=$o"
	say "$(printf '%-40s %10s %10s  %s' "$(label $c)" "$m" "$o" "$(tr '\n' ' ' < $RES/$c)")"
done

# ratio A B, for the overheads over (1) and for the ns per call
ratio() {
	awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "n/a" }'
}
say "ratio 4/3  function event / kprobe event, 2 ints:          overhead $(ratio $o_fe_int $o_kp_int)  time $(ratio $m_fe_int $m_kp_int)"
say "ratio 5/3s function event / kprobe event, ints + string:   overhead $(ratio $o_fe_str $o_kp_str)  time $(ratio $m_fe_str $m_kp_str)"
say "ratio 4/2  function event 2 ints / function tracer:        overhead $(ratio $o_fe_int $o_function)  time $(ratio $m_fe_int $m_function)"
say "ratio 6/1  defined but disabled / no tracing:              time $(ratio $m_fe_off $m_none)"
say "ratio 8/7  function return event / kretprobe event:        overhead $(ratio $o_fe_ret $o_kr_ret)  time $(ratio $m_fe_ret $m_kr_ret)"
say "diagnostic 4+/3+ both with a second ftrace_ops registered:   overhead $(ratio $o_fe_int_plus $o_kp_int_plus)  time $(ratio $m_fe_int_plus $m_kp_int_plus)"
say "diagnostic 3+/3  kprobe event with / without a second ops:   overhead $(ratio $o_kp_int_plus $o_kp_int)"
# the spread of (1) itself says what "within noise" means
say "noise: no tracing ranged $(sort -n $RES/none | head -n 1)..$(sort -n $RES/none | tail -n 1) ns/call"

# What ftrace_caller calls for each kind of event alone: the handler
# itself, or ftrace_ops_list_func (which walks every registered ops and
# looks the ip up in each one's hashes) as ftrace does for any ops that
# is dynamically allocated. x86_64 gives such an ops a trampoline of
# its own that calls the handler, so there this variable is not used.
tf=0x$(sym_addr ftrace_trace_function)
echo "p:fe_bench/kp_disp $FUNC dispatch=@ftrace_trace_function:symbol" > kprobe_events
echo 1 > events/fe_bench/kp_disp/enable
fe_bench loop 1 "$BPATH" "$BMODE" > /dev/null
echo 0 > events/fe_bench/kp_disp/enable
say "dispatch: ftrace_trace_function with the kprobe event alone: $(grep -m 1 -o 'dispatch=[^ ]*' trace)"
echo > kprobe_events
echo > trace
echo "$FUNC(int dfd, NULL, int mode, symbol dispatch=$tf)" > function_events
echo 1 > events/functions/$FUNC/enable
fe_bench loop 1 "$BPATH" "$BMODE" > /dev/null
echo 0 > events/functions/$FUNC/enable
say "dispatch: ftrace_trace_function with the function event alone: $(grep -m 1 -o 'dispatch=[^ ),]*' trace)"
echo > function_events
echo > trace

# Scale: the cost of defining many events. The candidates are the
# plain-named functions ftrace can hook, in list order; one that cannot
# take an event (a duplicate name, say) is skipped.
awk '/^[A-Za-z_][A-Za-z0-9_]*$/ && !/^__ftrace_invalid_address_/ &&
	$1 != "'$FUNC'" && !seen[$1]++' \
	available_filter_functions > /tmp/fe-cand
: > /tmp/fe-ok
n=0
while read -r f && [ $n -lt 1000 ]; do
	if echo "$f(long a, long b)" >> function_events 2>/dev/null; then
		echo "$f" >> /tmp/fe-ok
		n=$((n + 1))
	fi
done < /tmp/fe-cand
echo > function_events
say "scale: $(wc -l < /tmp/fe-cand) candidate functions, $n take an event"

say "$(printf '%-35s %12s %12s %12s %12s %12s' 'N events f(long a, long b) defined' create_ms remove_ms MemFree_kB Slab_kB Slab_B/event)"
for k in 1 10 100 1000; do
	[ "$k" -le "$n" ] || continue
	head -n $k /tmp/fe-ok | sed 's/$/(long a, long b)/' > /tmp/fe-defs
	sync
	free0=$(meminfo MemFree) slab0=$(meminfo Slab)
	ct=$(fe_bench write function_events /tmp/fe-defs)
	free1=$(meminfo MemFree) slab1=$(meminfo Slab)
	got=$(wc -l < function_events)
	rt=$(fe_bench trunc function_events)
	[ "$got" = "$k" ] || say "FAIL: wrote $k definitions, function_events lists $got"
	say "$(awk -v k=$k -v c=$ct -v r=$rt -v f=$((free0 - free1)) -v s=$((slab1 - slab0)) \
		'BEGIN { printf "%-35s %12.1f %12.1f %12d %12d %12d", k, c / 1e6, r / 1e6, f, s, s * 1024 / k }')"
done

# Scale: the hit cost with N function events enabled at once: the one on
# do_faccessat (hit by every call) and N - 1 on other functions. Those
# are taken from the first 300 that took an event, less the ones the
# function tracer saw called during a loop (with the do_faccessat event
# on: what its handler calls counts) and a second of idle, so the loop
# should not hit them; "other records" shows what they recorded anyway
# while the loop ran (interrupts, the shell...), and by which events.
# (one name a write: one that matches nothing fails the whole write)
for f in $(head -n 300 /tmp/fe-ok); do
	echo "$f" >> set_ftrace_filter
done
fe_def int > function_events
echo 1 > events/functions/$FUNC/enable
echo function > current_tracer
fe_bench loop 50 "$BPATH" "$BMODE" > /dev/null
sleep 1
# read the trace before the switch to nop empties it
echo 0 > tracing_on
# "func <-parent" lines of the function tracer, not the event's
grep -v -- "->$FUNC(" trace | awk '$1 !~ /^#/ { sub(/ <-.*/, ""); print $NF }' |
	sort -u > /tmp/fe-hit
echo nop > current_tracer
echo 0 > events/functions/$FUNC/enable
echo > function_events
echo > set_ftrace_filter
echo > trace
echo 1 > tracing_on
# (busybox grep -v -f with an empty pattern file drops every line)
head -n 300 /tmp/fe-ok | awk 'BEGIN { while ((getline f < "/tmp/fe-hit") > 0) hit[f] = 1 }
	!($1 in hit)' > /tmp/fe-cold
say "scale: of the first 300, $(wc -l < /tmp/fe-hit) were called during a loop or idle, $(wc -l < /tmp/fe-cold) were not"
say "$(printf '%-35s %10s %10s %14s' 'N function events enabled' ns/call overhead 'other records')"
for k in 1 10 100; do
	[ "$k" -le $(($(wc -l < /tmp/fe-cold) + 1)) ] || continue
	{ fe_def int; head -n $((k - 1)) /tmp/fe-cold | sed 's/$/(long a, long b)/'; } > /tmp/fe-defs
	cat /tmp/fe-defs > function_events
	echo 1 > events/functions/enable
	: > $RES/scale
	other=0
	r=0
	while [ $r -lt "$SCALE_ROUNDS" ]; do
		r=$((r + 1))
		echo > trace
		set -- $(run_loop)
		echo "$1" >> $RES/scale
		# the loop's hits: its calls and the 1000 warm-up calls
		other=$(( other + $(records) - $2 - 1000 ))
	done
	echo 0 > events/functions/enable
	# which events recorded besides the one on $FUNC, in the last round
	by=$(sed -n 's/.*->\([A-Za-z0-9_]*\)(.*/\1/p' trace | grep -vx "$FUNC" |
		sort | uniq -c | sort -rn | head -n 3 | awk '{ printf " %s:%s", $2, $1 }')
	echo > function_events
	m=$(median $RES/scale)
	say "$(awk -v k=$k -v m=$m -v b=$base -v o=$other -v r=$SCALE_ROUNDS \
		'BEGIN { printf "%-35s %10s %10.1f %14d", k, m, m - b, o / r }')$by"
done

if dmesg | grep -E 'WARNING:|BUG:|Oops|Call Trace|KASAN|lockdep' > /tmp/fe-dmesg; then
	sed 's/^/bench: kernel log: /' /tmp/fe-dmesg
	say "FAIL: kernel log not clean"
else
	say "kernel log clean"
fi
echo "# fe-end $token"
