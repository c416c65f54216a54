# Helpers for test.d/*.tc, loaded by run.sh; POSIX sh (busybox).
TRACING=/sys/kernel/tracing
PATH=/tests/bin:$PATH:/usr/bin

fail() {
	echo "FAIL: $*"
	exit 1
}

# Put tracing back to an empty state before each test
reset_tracing() {
	cd $TRACING
	echo 0 > tracing_on
	echo nop > current_tracer
	echo 0 > events/enable
	for f in events/functions/*/filter; do
		[ -e "$f" ] && echo 0 > "$f"
	done
	for f in events/functions/*/trigger; do
		[ -e "$f" ] || continue
		grep -v '^#' "$f" | while read -r t; do
			echo "!${t%% *}" > "$f"
		done
	done
	echo > kprobe_events
	echo > function_events
	echo > trace
	echo > error_log
	echo 1 > tracing_on
	[ -z "$(cat function_events)" ] ||
		fail "reset left function events: $(cat function_events)"
}

# "# requires: file ..." must all exist in tracefs: a missing feature is
# a failure, never a skip.
check_requires() {
	for r in $(sed -n 's/^# requires://p' "$1"); do
		[ -e "$TRACING/$r" ] || fail "missing feature: $r"
	done
}

run_tc() {
	[ "$ARCH_MAX_ARGS" -gt 0 ] || fail "no argument facts for arch $(uname -m)"
	check_requires "$1"
	reset_tracing
	set -e
	. "$1"
}

# Run a command, expect it to fail with errno text $1
expect_errno() {
	msg=$1
	shift
	if out=$("$@" 2>&1); then
		fail "accepted: $*"
	fi
	case "$out" in
	*"$msg"*) ;;
	*) fail "expected '$msg' from '$*', got: $out" ;;
	esac
}

write_def() {
	echo "$1" >> $TRACING/function_events ||
		{ tail -n 3 $TRACING/error_log >&2; return 1; }
}

# The checks of a rejected write run hundreds of times a test (the bad
# corpus, the mutants): they read tracefs with the shell's own read and
# globs, not $(cat ...), $(ls ...) or grep, each a fork and an exec, which
# the KASAN guest makes slow.

# _read_file FILE: its lines in $_text, joined by newlines, as $(cat
# FILE) gives them (for files without trailing blank lines)
_read_file() {
	_text=
	while IFS= read -r _l || [ -n "$_l" ]; do
		_text="$_text${_text:+
}$_l"
	done < "$1"
}

# _list_dir DIR: the names in DIR, one a line, in $_text ("" if none
# or no DIR)
_list_dir() {
	_text=
	for _l in "$1"/*; do
		[ -e "$_l" ] || continue
		_text="$_text${_text:+
}${_l##*/}"
	done
}

# _read_error_log: from error_log, _nerr (its function_events entries),
# _command (1 if a line starts with "  Command: "), _caret (1 if a line
# is blanks and a '^') and _last (its last line)
_read_error_log() {
	_nerr=0 _command=0 _caret=0 _last=
	while IFS= read -r _l; do
		case "$_l" in
		*"function_events: error:"*) _nerr=$((_nerr + 1)) ;;
		"  Command: "*) _command=1 ;;
		*^)
			case "${_l%^}" in
			*[!\ ]*) ;;
			*) _caret=1 ;;
			esac
			;;
		esac
		_last=$_l
	done < $TRACING/error_log
}

# error_log must hold exactly one function_events entry, for input $1
expect_one_error() {
	_read_error_log
	[ "$_nerr" = 1 ] ||
		{ cat $TRACING/error_log; fail "no (or not one) error_log entry for '$1'"; }
}

# check_error 'def with ^ before the bad token': the write must fail
# with EINVAL (or the strerror text in $ERRNO), error_log must have one entry with its caret there, and
# the list of events must not change.
check_error() {
	pos=${1%%^*}
	pos=${#pos}
	# the definition without its '^'s, as tr -d '^' would give it
	cmd=$1
	while :; do
		case "$cmd" in
		*^*) cmd=${cmd%%^*}${cmd#*^} ;;
		*) break ;;
		esac
	done
	_read_file $TRACING/function_events
	before=$_text
	_list_dir $TRACING/events
	dirs=$_text
	echo > $TRACING/error_log
	expect_errno "${ERRNO:-Invalid argument}" write_def "$cmd"
	expect_one_error "$cmd"
	# "  Command: " is 11 characters, then pos spaces and the '^'
	if [ "${#_last}" -ne $((12 + pos)) ]; then
		cat $TRACING/error_log
		fail "caret at column $((${#_last} - 12)), want $pos for '$cmd'"
	fi
	_read_file $TRACING/function_events
	[ "$_text" = "$before" ] ||
		fail "event list changed by '$cmd'"
	[ ! -d $TRACING/events/functions ] || [ -n "$before" ] ||
		fail "'$cmd' left an event directory behind"
	_list_dir $TRACING/events
	[ "$_text" = "$dirs" ] ||
		fail "'$cmd' changed the event groups: $(ls $TRACING/events)"
}

# The trace lines of the function events on function $1: parent->$1(
# on entry, parent<-$1( on return
trace_of() {
	grep -E -- "(->|<-)$1\(" $TRACING/trace || true
}

# Hit vfs_read with a known count: dd reads once with bs=$1
hit_vfs_read() {
	dd if=/dev/zero of=/dev/null bs="$1" count=1 2>/dev/null
}

# toggle_under_load SECS ON OFF: while another process reads and writes
# (vfs_read, vfs_write), run the commands ON and OFF in turn for SECS
# seconds; sets $toggles; fails on a new kernel report
toggle_under_load() {
	_splats=$(kernel_splats | wc -l)
	rm -f /tmp/toggle.stop
	(while [ ! -e /tmp/toggle.stop ]; do hit_vfs_read 7; done) &
	_hitter=$!
	toggles=0 _end=$(($(date +%s) + $1))
	while [ "$(date +%s)" -lt $_end ]; do
		eval "$2"
		eval "$3"
		toggles=$((toggles + 1))
	done
	touch /tmp/toggle.stop
	wait $_hitter
	[ "$(kernel_splats | wc -l)" = "$_splats" ] ||
		{ kernel_splats | tail -n 20; fail "kernel reports"; }
}

# The known-value targets of tests/module/fe_test.c
load_fe_test() {
	grep -q '^fe_test ' /proc/modules || insmod /tests/fe_test.ko ||
		fail "cannot load fe_test.ko"
}

fe_call() {
	echo "$1" > /sys/kernel/debug/fe_test/call
}

# The one value of field $2 in the last trace line of function event $1
field_of() {
	trace_of "$1" | tail -n 1 | sed -n "s/.*[(, ]$2=\([^,)]*\).*/\1/p"
}

# expect_field EVENT FIELD VALUE
expect_field() {
	got=$(field_of "$1" "$2")
	[ "$got" = "$3" ] || { trace_of "$1" | tail -n 3; fail "$1: $2=$got, want $3"; }
}

# What the arch gives: function args readable, those in registers, the
# $stackN of the first argument on the stack at entry (x86 has the
# return address at $stack0), sizeof(long)
case $(uname -m) in
x86_64)	ARCH_MAX_ARGS=16 ARCH_REG_ARGS=6 ARCH_STACK_ARG0=1 LONG_SIZE=8 CHAR_SIGNED=1 ;;
i?86)	ARCH_MAX_ARGS=16 ARCH_REG_ARGS=3 ARCH_STACK_ARG0=1 LONG_SIZE=4 CHAR_SIGNED=1 ;;
aarch64) ARCH_MAX_ARGS=16 ARCH_REG_ARGS=8 ARCH_STACK_ARG0=0 LONG_SIZE=8 CHAR_SIGNED=0 ;;
# r2..r6, then 8-byte slots from 160 bytes above the caller's r15
s390x)	ARCH_MAX_ARGS=16 ARCH_REG_ARGS=5 ARCH_STACK_ARG0=20 LONG_SIZE=8 CHAR_SIGNED=0 ;;
# r0..r3, then 4-byte slots from the caller's sp (a 64-bit value: an
# even/odd pair or two slots aligned to 8 bytes)
armv7*)	ARCH_MAX_ARGS=16 ARCH_REG_ARGS=4 ARCH_STACK_ARG0=0 LONG_SIZE=4 CHAR_SIGNED=0 ;;
*)	ARCH_MAX_ARGS=0 ARCH_REG_ARGS=0 ARCH_STACK_ARG0=0 LONG_SIZE=0 CHAR_SIGNED=0 ;;
esac
# the byte order: 1 where the first byte of a long is its most significant
BIG_ENDIAN=0
case $(uname -m) in s390*) BIG_ENDIAN=1 ;; esac
# The type that reads a string at a user address. "string" picks user
# memory by the address where user and kernel addresses do not overlap
# (x86, arm64: CONFIG_ARCH_HAS_NON_OVERLAPPING_ADDRESS_SPACE); on s390,
# where they do, the same number is a kernel address, and on arm32 a
# kernel read of a user address faults (the user domain is closed to
# the kernel, CPU_SW_DOMAIN_PAN): only "ustring" reads user memory
# there, as for kprobe events.
USTR=string
case $(uname -m) in s390*|armv7*) USTR=ustring ;; esac
# What a string read at a small kernel address (NULL, 0x11) records.
# Nothing is mapped there on x86 and arm64: "(fault)". On s390 the
# kernel's page 0 is the CPU's lowcore, mapped and readable, and its
# first 20 bytes are padding (struct lowcore's pad_0x0000): the read
# succeeds, as a kprobe event's does, and the string is empty.
LOW_STR='(fault)'
case $(uname -m) in s390*) LOW_STR= ;; esac

# kp_arg N: the kprobe event fetcharg of argument N (from 1) at a
# function's entry: $argN in a register, else its stack slot
kp_arg() {
	if [ "$1" -le $ARCH_REG_ARGS ]; then
		echo "\$arg$1"
	else
		echo "\$stack$(($1 - ARCH_REG_ARGS - 1 + ARCH_STACK_ARG0))"
	fi
}

# Define $1, enable it, run the fe_test call $2, disable it
define_and_call() {
	write_def "$1"
	ev=${1%%(*}
	echo 1 > $TRACING/events/functions/$ev/enable
	fe_call "$2"
	echo 0 > $TRACING/events/functions/$ev/enable
}

# Address of a kernel symbol, from kallsyms
sym_addr() {
	awk -v s="$1" '$3 == s { print $1; exit }' /proc/kallsyms
}

# Offset of the first argument register in struct pt_regs (for BPF)
case $(uname -m) in
x86_64)	PT_REGS_ARG1=112 ;;	# di
i?86)	PT_REGS_ARG1=24 ;;	# ax
aarch64) PT_REGS_ARG1=0 ;;	# regs[0]
s390x)	PT_REGS_ARG1=40 ;;	# gprs[2], after args[1] and the psw
armv7*)	PT_REGS_ARG1=0 ;;	# uregs[0]
esac

# The checks after a write that must have been rejected: $1 describes
# the input, $2 is what fe_write printed; $3 and $4 are function_events
# and the events/functions listing from before.
_check_rejected_after() {
	case "$2" in
	"errno 22:"*) ;;
	*) fail "'$1': want EINVAL, got: ${2:-success}" ;;
	esac
	expect_one_error "$1"
	[ "$_command" = 1 ] && [ "$_caret" = 1 ] ||
		{ cat $TRACING/error_log; fail "error_log entry without command and caret for '$1'"; }
	_read_file $TRACING/function_events
	[ "$_text" = "$3" ] ||
		fail "event list changed by '$1': $(cat $TRACING/function_events)"
	_list_dir $TRACING/events/functions
	[ "$_text" = "$4" ] ||
		fail "events/functions changed by '$1': $(ls $TRACING/events/functions)"
}

# _rejected_before: function_events and the events/functions listing,
# for _check_rejected_after, in _before and _dirs
_rejected_before() {
	_read_file $TRACING/function_events
	_before=$_text
	_list_dir $TRACING/events/functions
	_dirs=$_text
	echo > $TRACING/error_log
}

# check_rejected DEF: writing "DEF\n" in one write(2) must fail with
# EINVAL, leave exactly one error_log entry (command and caret), and
# change neither function_events nor events/functions/.
check_rejected() {
	_rejected_before
	_out=$(fe_write $TRACING/function_events "$1") &&
		fail "accepted: '$1'"
	_check_rejected_after "$1" "$_out" "$_before" "$_dirs"
}

# check_rejected_stdin DESC: the same for the bytes on stdin (may hold
# NULs or be longer than a tracefs write buffer)
check_rejected_stdin() {
	_rejected_before
	_out=$(fe_write $TRACING/function_events) &&
		fail "accepted: $1"
	_check_rejected_after "$1" "$_out" "$_before" "$_dirs"
}

# args_of EVENT: the argument list of the last trace line of EVENT
args_of() {
	trace_of "$1" | tail -n 1 | sed -n "s/.*->$1(\(.*\))\$/\1/p"
}

# expect_args EVENT 'a=1, b=2': the whole argument list of its last hit
expect_args() {
	_got=$(args_of "$1")
	[ "$_got" = "$2" ] || { trace_of "$1" | tail -n 3; fail "$1($_got), want $1($2)"; }
}

# The lines of the kernel log that report a bug (as tests/run.sh checks)
kernel_splats() {
	dmesg | grep -E 'Kernel panic|BUG:|WARNING:|Oops|KASAN|possible recursive locking|possible circular locking|possible .*deadlock|inconsistent lock state|suspicious RCU usage|unreferenced object|suspected memory leak|Call Trace:' || true
}

# check_error_msg MSG DEF: check_error DEF, and its error_log entry says MSG
check_error_msg() {
	check_error "$2"
	grep -qF "function_events: error: $1" $TRACING/error_log ||
		{ cat $TRACING/error_log; fail "'$(printf '%s' "$2" | tr -d '^')' not rejected with '$1'"; }
}

# The non-comment lines of the trace
trace_lines() {
	grep -v '^#' $TRACING/trace || true
}

# The twin modules of tests/module/fe_mod_a.c: fe_mod_a and fe_mod_b.
# Each test that loads them sets "trap unload_fe_mods EXIT" and calls
# unload_fe_mods first, so that no test leaves one loaded.
load_fe_mod() {
	insmod /tests/$1.ko || fail "cannot load $1.ko"
}

# fe_mod_call MOD N: MOD's fe_mod_<x>_func(N), then its fe_mod_dup(N)
fe_mod_call() {
	echo "$2" > /sys/kernel/debug/$1/call
}

# Disable every event, then unload the twins (and fe_twins) that are loaded
unload_fe_mods() {
	echo 0 > $TRACING/events/enable 2>/dev/null || true
	for _m in fe_mod_a fe_mod_b fe_twins; do
		if grep -q "^$_m " /proc/modules; then
			rmmod $_m || true
		fi
	done
}

# read_profile GROUP/EVENT: set $hits and $misses from its line of
# function_events_profile ("group/event hits misses")
read_profile() {
	_line=$(awk -v e="$1" '$1 == e' $TRACING/function_events_profile)
	[ -n "$_line" ] ||
		{ cat $TRACING/function_events_profile; fail "no line for $1 in function_events_profile"; }
	set -- $_line
	[ $# = 3 ] || fail "function_events_profile line '$_line'"
	case "$2$3" in
	*[!0-9]*) fail "function_events_profile line '$_line'" ;;
	esac
	hits=$2 misses=$3
}

# field_offset EVENT FIELD: the offset of FIELD in the record, from the
# format of events/functions/EVENT
field_offset() {
	sed -n "s/^[[:space:]]*field:[^;]*[ ]$2;[[:space:]]*offset:\([0-9]*\);.*/\1/p" \
		$TRACING/events/functions/$1/format
}

# start_sleepers N SECS: N background "sleep SECS" (each one call of
# hrtimer_nanosleep); their pids in $sleepers. /bin/sleep, so that the
# shell execs it and the pid is the sleeper's.
start_sleepers() {
	sleepers=
	_i=0
	while [ $_i -lt $1 ]; do
		/bin/sleep $2 &
		sleepers="$sleepers $!"
		_i=$((_i + 1))
	done
}

# The lines on stdin (trace lines) of the tasks whose pids are in $1
lines_of_pids() {
	awk -v pids=" $1 " '{
		task = $1
		sub(/.*-/, "", task)
		if (index(pids, " " task " ")) print
	}'
}

# An offset of this build's structures, from tests/module/fe_layout.c;
# used as x=$(layout f): sh -e ends the test when it fails
layout() {
	grep -q '^fe_layout ' /proc/modules || insmod /tests/fe_layout.ko ||
		{ echo "FAIL: cannot load fe_layout.ko" >&2; exit 1; }
	cat /sys/module/fe_layout/parameters/$1 ||
		{ echo "FAIL: no layout fact $1" >&2; exit 1; }
}

# The first of the functions named that this kernel can trace; used as
# f=$(first_traceable a b): sh -e ends the test when there is none
first_traceable() {
	for f in "$@"; do
		grep -qx "$f" $TRACING/available_filter_functions &&
			{ echo "$f"; return 0; }
	done
	echo "FAIL: none of $* is in available_filter_functions" >&2
	exit 1
}

# The kprobe fetch type of an unsigned long
KP_ULONG=u$((LONG_SIZE * 8))
# The hex type of a register value: x64, or x32 on 32-bit arches, which
# refuse a 64-bit view of one register (it would be half of a value)
XREG=x$((LONG_SIZE * 8))

# End the test as skipped: exit 4, "ok # SKIP" in the KTAP (under
# ftracetest, tests/ftracetest-lib.sh makes it UNSUPPORTED)
skip() {
	echo "SKIP: $*"
	exit 4
}

# Debian's own clients (boot/clients.sh): trace-cmd and perf on every
# arch, bpftrace where Debian 12 ships it (amd64, arm64, s390x). need_client
# fails when the bundle lacks one this arch must have, and skips only
# for a client Debian has no package of.
need_client() {
	if [ "$1" = bpftrace ]; then
		case $(uname -m) in
		i686) skip "Debian 12 has no bpftrace for i386" ;;
		armv7*) skip "Debian 12 has no bpftrace for armhf" ;;
		esac
	fi
	[ -x "/usr/bin/$1" ] || fail "no /usr/bin/$1 in the guest (boot/clients.sh)"
}

# What follows "TIMESTAMP: " in each line of the kernel's trace text
trace_bodies() {
	sed -nE 's/^ *[^ ]+-[0-9]+ +\[[0-9]+\] [^ ]+ +[0-9]+\.[0-9]+: //p' "$@"
}

# The kernel's text as libtraceevent prints the same record: %pS has
# no "/size [module]" there (tests/README: the clients' renderings)
as_client() {
	sed -E 's/(\+0x[0-9a-f]+)\/0x[0-9a-f]+( \[[^]]+\])?/\1/g'
}

# The record text of "trace-cmd report" and of "perf script" lines:
# both print the event's name before what its print fmt gives
tcmd_bodies() {
	sed -nE 's/^ *[^ ]+-[0-9]+ +\[[0-9]+\] +[0-9]+\.[0-9]+: [^ :]+: +//p' "$@"
}
perf_bodies() {
	sed -nE 's/^ *[^ ]+ +[0-9]+ +\[[0-9]+\] +[0-9]+\.[0-9]+: +[^ :]+:[^ :]+: //p' "$@"
}

# same_bodies WHO KERNEL CLIENT: the two lists of record texts (files)
# must be equal as multisets, and not empty
same_bodies() {
	sort "$2" > /tmp/same.k
	sort "$3" > /tmp/same.c
	[ -n "$(cat /tmp/same.k)" ] || fail "$1: no records in the kernel's trace"
	if ! cmp -s /tmp/same.k /tmp/same.c; then
		diff /tmp/same.k /tmp/same.c | head -n 40
		fail "$1 shows the records otherwise than the kernel's trace"
	fi
	echo "# $1: $(wc -l < /tmp/same.c) records as the kernel's trace shows them"
}

# The events of every field type that the client tests compare: fe_test
# for exact values (three arguments at most: i386 has three), vfs_read
# and do_sys_openat2 for real paths. Filters keep the real paths to the
# workload's own hits.
client_events() {
	L=$LONG_SIZE
	write_def 'fe_test_mixed(u8 a | s8 sa | x8 xa | char ch, u16 b | s16 sb | x16 xb | short sh, u32 c | s32 sc | x32 xc | int i | unsigned int ui)'
	write_def "fe_test_chain(int id[0] | s32 count+4[0] | long[4] vals+$((8 + L)) | x32[3] xs+$((8 + L)) | char[16] name+8[0]+$((2 * L)) | string inner+8[0]+$((2 * L)) | x64 deep+8[0]+$L[0])"
	B=$((L * 8))
	write_def "myev=fe_test_long8(long a1 | u$B u | s$B s | x$B x | size_t z, long a2 | string bad)"
	write_def "fe_test_ustr(ustring buf | $USTR sbuf, size_t len | string c=\$comm)"
	write_def 'fe_test_kstr%return(long $retval | x32 xr=$retval)'
	write_def "fe_test_ptr($XREG p | string s | x64 deref[0])"
	write_def 'rv=fe_test_ptr%return(unsigned long $retval)'
	write_def "vfs_read(symbol read+$(layout file_f_op)[0]+$(layout fops_read), NULL, size_t count)"
	write_def "do_sys_openat2(int dfd, $USTR path, x64[3] how)"
	echo 'count == 12345' > events/functions/vfs_read/filter
	echo 'path ~ "/etc/fe-*"' > events/functions/do_sys_openat2/filter
}

# The calls that hit them; $1 names the call file (fe_test's by default)
CLIENT_WORKLOAD='c=/sys/kernel/debug/fe_test/call
for w in mixed chain neg long8 kstr null guard pageend; do echo $w > $c; done
printf "ustr-client\000" > $c
dd if=/dev/null of=/dev/null bs=12345 count=1 2>/dev/null
cat /etc/fe-clients > /dev/null'
client_workload() {
	sh -c "$CLIENT_WORKLOAD"
}

# Each type shows in the kernel's text of the records: the comparison
# with a client is not empty of any of them
client_expect_types() {
	for want in 'fe_test_mixed(a=171, sa=-85, xa=ab, ch=' 'b=48879, sb=-16657, xb=beef' \
		    'c=3735928559, sc=-559038737, xc=deadbeef, i=-559038737, ui=3735928559)' \
		    'vals=10,20,30,40' 'name=inner-name, inner=inner-name' \
		    'myev: ' 'a1=-1, u=' 'bad=(fault)' 'buf=ustr-client, sbuf=ustr-client, len=12, c=sh' \
		    '<-fe_test_kstr(retval=16, xr=10)' "p=0, s=$LOW_STR, deref=0" 's=(fault), deref=5a5a5a5a' \
		    'read=read_null+0x0' 'count=12345' 'path=/etc/fe-clients, how=' 'rv: '; do
		grep -qF -- "$want" "$1" || { cat "$1"; fail "no '$want' in the kernel's records"; }
	done
}
