#!/bin/bash
# Boot the $ARCH guest under QEMU (TCG) with a timeout. MODE=test (the
# default) or bench writes the serial log to build/logs/<arch>-<mode>.log;
# MODE=shell is interactive.
set -eu
. "$(dirname "$0")/arch.sh"
mode=${MODE:-test}
token=${FE_TOKEN:-$(od -An -N6 -tx1 /dev/urandom | tr -d ' \n')}
mkdir -p "$LOGS"
args=(-kernel "$OUT/$IMAGE" -initrd "$OUT/initramfs.cpio.gz"
      -append "console=$CONSOLE loglevel=4 panic=-1 oops=panic fe.mode=$mode fe.token=$token"
      -m 512 -smp 2 -no-reboot)
if [ "$mode" = shell ]; then
	exec $QEMU "${args[@]}" -nographic
fi
log=$LOGS/$ARCH${DEBUG:+-debug}-$mode.log
timeout "${FE_TIMEOUT:-900}" $QEMU "${args[@]}" -serial "file:$log" \
	-monitor none -display none </dev/null >/dev/null 2>&1 || true
echo "$log $token"
