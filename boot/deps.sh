#!/bin/bash
# gcc-multilib conflicts with gcc-aarch64-linux-gnu in Debian 12, so the
# i386 guest helpers are built with the gcc-i686-linux-gnu cross compiler.
# Install everything the build and the guests need on a Debian 12 host.
# Static busybox for the i386 and arm64 guests is unpacked (not installed)
# into $FE_CACHE/busybox/<arch>/, the clients bundles into $FE_CACHE/clients/.
set -eu
: "${FE_CACHE:=$HOME/.cache/function-events}"
SUDO=
[ "$(id -u)" = 0 ] || SUDO=sudo

$SUDO dpkg --add-architecture i386
$SUDO dpkg --add-architecture arm64
$SUDO apt-get update
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
	linux-source-6.1 gcc gcc-i686-linux-gnu gcc-aarch64-linux-gnu \
	libc6-dev libc6-dev-i386-cross libc6-dev-arm64-cross \
	qemu-system-x86 qemu-system-arm make bc bison flex libelf-dev libssl-dev \
	cpio busybox-static ccache xz-utils git perl python3 ca-certificates \
	kmod file rsync dwarves sparse

for a in i386 arm64; do
	d="$FE_CACHE/busybox/$a"
	[ -x "$d/bin/busybox" ] && continue
	tmp=$(mktemp -d)
	(cd "$tmp" && apt-get download "busybox-static:$a")
	mkdir -p "$d"
	dpkg-deb -x "$tmp"/busybox-static_*.deb "$d"
	rm -rf "$tmp"
done
# Debian's trace-cmd, perf and bpftrace for each guest (tests/test.d/client_*)
for a in x86_64 i386 arm64; do
	ARCH=$a FE_CACHE=$FE_CACHE "$(dirname "$0")/clients.sh"
done
echo "deps: ok"
