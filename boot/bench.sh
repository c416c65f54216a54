#!/bin/bash
# Build the $ARCH kernel and initramfs, boot the guest once with
# fe.mode=bench (tests/bench.sh) and print its result lines. Fails, and
# points to the serial log, unless the run ended with this boot's token.
set -eu
. "$(dirname "$0")/arch.sh"
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
