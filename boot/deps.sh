#!/bin/bash
# gcc-multilib conflicts with gcc-aarch64-linux-gnu in Debian 12, so the
# i386 guest helpers are built with the gcc-i686-linux-gnu cross compiler.
# Install everything the build and the guests need on a Debian 12 host.
# Static busybox for the i386, arm64, s390x and arm32 guests is unpacked (not installed)
# into $FE_CACHE/busybox/<arch>/, the clients bundles into $FE_CACHE/clients/.
set -eu
: "${FE_CACHE:=$HOME/.cache/function-events}"
SUDO=
[ "$(id -u)" = 0 ] || SUDO=sudo

# A Debian mirror in the middle of a sync serves an index of the wrong size
# ("Mirror sync in progress?") and apt-get exits 100. A mirror can also keep
# one index wrong for hours (seen: bookworm-security's i386 Packages,
# 2026-12-05 and -06), so waiting for "apt-get update" to succeed only
# costs time: one update, and the indexes it got are used. Only a step
# that then fails (an install or a download that needed a missing index)
# is tried again, after a new update, four times in 90 s.
retry() {
	local n=1
	until "$@"; do
		[ $n -lt 4 ] || { echo "deps: failed 4 times: $*" >&2; return 1; }
		echo "deps: attempt $n failed, again in $((n * 15)) s: $*" >&2
		sleep $((n * 15))
		update
		n=$((n + 1))
	done
}
APT="apt-get -o Acquire::Retries=3"
update() {
	$SUDO $APT update ||
		echo "deps: apt-get update incomplete, going on with the indexes it got" >&2
}

# the guests of the rows in ARCHES (ARCHES="x86_64 arm64": only those)
. "$(dirname "$0")/arches.sh"
arches=$(arches_of "${ARCHES:-x86_64 i386 arm64 s390x arm32}")
extra=
for a in $arches; do
	case $a in
	i386)	$SUDO dpkg --add-architecture i386 ;;
	arm64)	$SUDO dpkg --add-architecture arm64 ;;
	s390x)	$SUDO dpkg --add-architecture s390x
		extra="$extra gcc-s390x-linux-gnu libc6-dev-s390x-cross qemu-system-misc" ;;
	arm32)	$SUDO dpkg --add-architecture armhf
		extra="$extra gcc-arm-linux-gnueabihf libc6-dev-armhf-cross" ;;
	esac
done
update
retry $SUDO env DEBIAN_FRONTEND=noninteractive $APT install -y --no-install-recommends \
	linux-source-6.1 gcc gcc-i686-linux-gnu gcc-aarch64-linux-gnu \
	libc6-dev libc6-dev-i386-cross libc6-dev-arm64-cross $extra \
	qemu-system-x86 qemu-system-arm make bc bison flex libelf-dev libssl-dev \
	cpio busybox-static ccache xz-utils git perl python3 ca-certificates \
	kmod file rsync dwarves sparse shellcheck

for a in $arches; do
	[ "$a" != x86_64 ] || continue
	d="$FE_CACHE/busybox/$a"
	[ -x "$d/bin/busybox" ] && continue
	tmp=$(mktemp -d)
	deb=$a
	[ "$a" != arm32 ] || deb=armhf
	(cd "$tmp" && retry $APT download "busybox-static:$deb")
	mkdir -p "$d"
	dpkg-deb -x "$tmp"/busybox-static_*.deb "$d"
	rm -rf "$tmp"
done
# Debian's trace-cmd, perf and bpftrace for each guest (tests/test.d/client_*)
for a in $arches; do
	retry env ARCH=$a FE_CACHE="$FE_CACHE" "$(dirname "$0")/clients.sh"
done
echo "deps: ok"
