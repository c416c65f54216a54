# Sourced by the boot/ scripts: per-arch facts, derived from $ARCH.
# Sets KARCH (kernel ARCH=), KCROSS (kernel CROSS_COMPILE=), UCC (static
# user-space compiler for the guest), IMAGE (path inside the O= dir),
# QEMU and its machine arguments, CONSOLE and BUSYBOX (guest binary).
top=$(cd "$(dirname "$0")/.." && pwd)
: "${FE_CACHE:=$HOME/.cache/function-events}"
export CCACHE_DIR="${CCACHE_DIR:-$FE_CACHE/ccache}"
# ccache's depend mode: a miss is one compile, not a preprocessor run and
# then a compile (15% of a cold build); Kbuild's -MMD gives the headers
export CCACHE_DEPEND=${CCACHE_DEPEND:-1}
# FE_SRC: another patched tree (a worktree of build/src)
SRC=${FE_SRC:-$top/build/src}
# x86 guests run both vCPUs in one TCG thread: with QEMU 7.2's multi-threaded
# TCG, a vCPU keeps executing the old bytes of a function that
# text_poke_bp() on the other vCPU has just rewritten (an int3 loop at
# vfs_read+0 while memory holds the call; a jump to 0), with the function
# tracer or a kprobe alone, no function event defined:
# tests/stress.d/smp_*_toggle.tc, FE_ACCEL=tcg,thread=multi reproduces it.
# arm64 patches text under stop_machine() and keeps real parallel vCPUs.
X86_ACCEL=tcg,thread=single
. "$top/boot/arches.sh"
ARCH=$(arch_name "${ARCH:-}")
case $ARCH in
x86_64)
	KARCH=x86_64 KCROSS= UCC=gcc
	IMAGE=arch/x86/boot/bzImage
	QEMU="qemu-system-x86_64 -M pc -cpu qemu64"
	ACCEL=$X86_ACCEL
	CONSOLE=ttyS0 BUSYBOX=/bin/busybox
	;;
i386)
	KARCH=i386 KCROSS= UCC=i686-linux-gnu-gcc
	IMAGE=arch/x86/boot/bzImage
	QEMU="qemu-system-i386 -M pc -cpu qemu32"
	ACCEL=$X86_ACCEL
	CONSOLE=ttyS0 BUSYBOX=$FE_CACHE/busybox/i386/bin/busybox
	;;
arm64)
	KARCH=arm64 KCROSS=aarch64-linux-gnu- UCC=aarch64-linux-gnu-gcc
	IMAGE=arch/arm64/boot/Image
	QEMU="qemu-system-aarch64 -M virt -cpu cortex-a57"
	ACCEL=tcg
	CONSOLE=ttyAMA0 BUSYBOX=$FE_CACHE/busybox/arm64/bin/busybox
	;;
s390x)
	# big-endian; the console is the SCLP line mode console
	KARCH=s390 KCROSS=s390x-linux-gnu- UCC=s390x-linux-gnu-gcc
	IMAGE=arch/s390/boot/bzImage
	QEMU="qemu-system-s390x -M s390-ccw-virtio -cpu qemu"
	ACCEL=tcg
	CONSOLE=ttysclp0 BUSYBOX=$FE_CACHE/busybox/s390x/bin/busybox
	;;
arm32)
	# ARMv7-A, little-endian, hard float (Debian's armhf userland)
	KARCH=arm KCROSS=arm-linux-gnueabihf- UCC=arm-linux-gnueabihf-gcc
	IMAGE=arch/arm/boot/zImage
	QEMU="qemu-system-arm -M virt,highmem=off -cpu cortex-a15"
	ACCEL=tcg
	CONSOLE=ttyAMA0 BUSYBOX=$FE_CACHE/busybox/arm32/bin/busybox
	# piggy.S .incbin's the compressed kernel and never changes: ccache's
	# depend mode does not see the .incbin and gives the old piggy.o
	# back, so zImage would hold the previous kernel; kmake_all builds
	# it again without ccache
	NO_CCACHE_OBJS=arch/arm/boot/compressed/piggy.o
	;;
*)
	echo "ARCH must be x86_64 (x86), i386 (x86_32), arm64, s390x or arm32 (arm), not '${ARCH:-}'" >&2
	exit 2
	;;
esac
# objects whose inputs ccache can not see: built again without it
: "${NO_CCACHE_OBJS:=}"
# DEBUG=1: the KASAN/lockdep/kmemleak build of boot/config/debug.config
SUFFIX=
[ "${DEBUG:-0}" != 1 ] || SUFFIX=-debug
# FE_OUT: another build directory (make configs)
OUT=${FE_OUT:-$top/build/$ARCH$SUFFIX}
LOGS=$top/build/logs
# the test modules of tests/module (every obj-m of its Kbuild)
TEST_MODULES="fe_test fe_mod_a fe_mod_b fe_twins fe_layout"
KMAKE="make -C $SRC O=$OUT ARCH=$KARCH CROSS_COMPILE=$KCROSS"
# kmake_all: "make all" with ccache, then again, without it, the objects
# in $NO_CCACHE_OBJS
kmake_all() {
	$KMAKE CC="ccache ${KCROSS}gcc" -j"$(nproc)" -s all
	[ -n "$NO_CCACHE_OBJS" ] || return 0
	for o in $NO_CCACHE_OBJS; do rm -f "$OUT/$o"; done
	CCACHE_DISABLE=1 $KMAKE CC="ccache ${KCROSS}gcc" -j"$(nproc)" -s all
}
