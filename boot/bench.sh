#!/bin/bash
# Build the $ARCH kernel and initramfs, boot the guest once with
# fe.mode=bench (tests/bench.sh) and print its result lines. Fails, and
# points to the serial log, unless the run ended with this boot's token.
set -eu
. "$(dirname "$0")/arch.sh"
# By default the guest clock counts instructions (one vCPU, one TCG
# thread, -icount shift=0: 1 ns per guest instruction), so ns/call is
# instructions per call and the same in every round;
# FE_BENCH_CLOCK=wall measures wall-clock time under TCG instead.
if [ "${FE_BENCH_CLOCK:-icount}" = icount ]; then
	export FE_SMP=1 FE_ACCEL=tcg,thread=single
	export FE_QEMU_EXTRA="-icount shift=0,sleep=off"
fi
"$top/boot/kernel.sh"
"$top/boot/initramfs.sh"
read -r log token < <(MODE=bench "$top/boot/run.sh")
tr -d '\r' < "$log" | sed -n 's/^bench: //p'
if ! tr -d '\r' < "$log" | grep -qx "# fe-end $token"; then
	echo "bench: $ARCH: the run did not complete (no trailer with this token), see $log" >&2
	exit 1
fi
if grep -qE 'Kernel panic|BUG:|Oops|KASAN:|^bench: FAIL' "$log"; then
	echo "bench: $ARCH: failure or kernel splat, see $log" >&2
	exit 1
fi
