#!/bin/bash
# Build, boot and test one arch. Prints one summary row and exits non-zero
# unless the kernel built, the guest booted and every test passed.
# The serial log stays in build/logs/ for the reader.
set -u
. "$(dirname "$0")/arch.sh"
start=$(date +%s)
mkdir -p "$LOGS"
built=no booted=no pass=0 fail=0 skip=0
npatch=$(grep -vc '^#' "$top/series/$ARCH" || true)
blog=$LOGS/$ARCH${DEBUG:+-debug}-build.log
if "$top/boot/kernel.sh" >"$blog" 2>&1 && "$top/boot/initramfs.sh" >>"$blog" 2>&1; then
	built=yes
	read -r log token < <("$top/boot/run.sh")
	if counts=$("$top/boot/ktap.sh" "$log" "$token" 2>"$log.ktap"); then
		booted=yes
	else
		grep -q '^KTAP version 1' "$log" && booted=yes
		echo "boot-test: $ARCH: $(cat "$log.ktap") -- see $log" >&2
		fail=$((fail + 1))
	fi
	read -r p f s <<<"${counts:-0 0 0}"
	pass=$((pass + p)) fail=$((fail + f)) skip=$((skip + s))
	grep -h '^failed:' "$log.ktap" >&2 || true
	if grep -qE 'Kernel panic|BUG:|Oops|KASAN:' "$log"; then
		echo "boot-test: $ARCH: kernel splat in $log" >&2
		fail=$((fail + 1))
	fi
else
	echo "boot-test: $ARCH: build failed, see $blog" >&2
	tail -20 "$blog" >&2
	fail=1
fi
secs=$(( $(date +%s) - start ))
printf '%-8s %-8s %-6s %-7s %-7s %-7s %-8s %s\n' "$ARCH" "$npatch" "$built" \
	"$booted" "$pass" "$fail" "$skip" "$secs"
[ "$built" = yes ] && [ "$booted" = yes ] && [ "$fail" = 0 ]
