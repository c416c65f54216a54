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
# ftracetest copy)
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
# a KASAN guest under TCG is several times slower
timeout "${FE_TIMEOUT:-$([ -n "$SUFFIX" ] && echo 3600 || echo 900)}" $QEMU "${args[@]}" -serial "file:$log" \
	-monitor none -display none </dev/null >/dev/null 2>&1 || true
echo "$log $token"
