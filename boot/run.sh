#!/bin/bash
# Boot the $ARCH guest under QEMU (TCG) with a timeout. MODE=test (the
# default), bench or ftracetest writes the serial log to
# build/logs/<arch>-<mode>.log; MODE=shell is interactive.
set -eu
. "$(dirname "$0")/arch.sh"
mode=${MODE:-test}
token=${FE_TOKEN:-$(od -An -N6 -tx1 /dev/urandom | tr -d ' \n')}
mkdir -p "$LOGS"
# sockets=2: SeaBIOS lists only one CPU per socket in its MP table, and
# the x86 guests (no ACPI) find their CPUs there
# the debug build shows info messages too: the ftrace selftest results
loglevel=${FE_LOGLEVEL:-4}
[ -z "$SUFFIX" ] || loglevel=7
# the test guest also gets Debian's trace-cmd, perf and bpftrace
# (boot/clients.sh): an uncompressed cpio, then the initramfs after it
initrd=$OUT/initramfs.cpio.gz mem=512
clients=$FE_CACHE/clients/$ARCH.cpio
if [ "$mode" != bench ] && [ -e "$clients" ]; then
	initrd=$OUT/initramfs-clients.cpio mem=2048
	cat "$clients" "$OUT/initramfs.cpio.gz" > "$initrd"
fi
# FE_INITRD_EXTRA: one more archive after them (boot/ftracetest.sh: the
# patched tree's ftracetest)
if [ -n "${FE_INITRD_EXTRA:-}" ]; then
	cat "$initrd" "$FE_INITRD_EXTRA" > "$OUT/initramfs-$mode.cpio"
	initrd=$OUT/initramfs-$mode.cpio
fi
args=(-kernel "$OUT/$IMAGE" -initrd "$initrd"
      -append "console=$CONSOLE loglevel=$loglevel panic=-1 oops=panic fe.mode=$mode fe.token=$token fe.tests=${FE_TESTS:-test.d}${T:+ fe.only=$T}${SUFFIX:+ fe.debug=1}"
      -m $mem -smp "${FE_SMP:-2,sockets=2}" -no-reboot -accel "${FE_ACCEL:-$ACCEL}")
# FE_QEMU_EXTRA: more QEMU arguments (make bench: -icount)
[ -z "${FE_QEMU_EXTRA:-}" ] || args+=(${FE_QEMU_EXTRA})
if [ "$mode" = shell ]; then
	exec $QEMU "${args[@]}" -nographic
fi
log=$LOGS/$ARCH$SUFFIX-$mode.log
# progress on stderr while the guest runs, every FE_PROGRESS seconds
# (default 30): "N of M tests" when N changed, and each failed test as
# soon as the log shows it (tests/run.sh's KTAP: "1..M", "[not ]ok N name")
progress() {
	local row=$ARCH$SUFFIX shown=-1 told=0 n m f
	local -a failed
	[ "$mode" = test ] || row=$row-$mode
	echo "progress: $row: booting, serial log $log" >&2
	while sleep "${FE_PROGRESS:-30}"; do
		read -r n m f < <(tr -d '\r' < "$log" 2>/dev/null | awk '
			/^1\.\.[0-9]+$/ { m = substr($0, 4) }
			/^(not )?ok [0-9]+ / { n++ }
			/^not ok [0-9]+ / { f = f " " $4 }
			END { print n + 0, m + 0, f }')
		read -r -a failed <<<"$f"
		while [ "$told" -lt "${#failed[@]}" ]; do
			echo "progress: $row: not ok: ${failed[$told]}, see $log" >&2
			told=$((told + 1))
		done
		[ "$n" = "$shown" ] || [ "$m" = 0 ] || echo "progress: $row: $n of $m tests" >&2
		shown=$n
	done
}
# (its stdout is not the caller's pipe: a sleep left behind would hold it)
watcher=
[ "$mode" = bench ] || { progress >/dev/null & watcher=$!; }
# a KASAN guest under TCG is several times slower
timeout "${FE_TIMEOUT:-$([ -n "$SUFFIX" ] && echo 3600 || echo 900)}" $QEMU "${args[@]}" -serial "file:$log" \
	-monitor none -display none </dev/null >/dev/null 2>&1 || true
[ -z "$watcher" ] || kill "$watcher" 2>/dev/null || true
echo "$log $token"
