#!/bin/bash
# Pack Debian 12's own trace-cmd, perf and (where Debian ships it for the
# arch) bpftrace for the $ARCH guest into $FE_CACHE/clients/<arch>.cpio:
# the unmodified binaries, the ELF interpreter, every shared library they
# need (found through DT_NEEDED, as ldd would), libtraceevent's plugins and,
# for bpftrace, the linux-libc-dev headers. Built once per arch; run.sh
# appends it to the guest's initramfs. Downloads with apt-get download, so
# the host needs "dpkg --add-architecture" for the guest arch (make deps).
set -eu
. "$(dirname "$0")/arch.sh"
case "$ARCH" in
x86_64)	deb=amd64 triplet=x86_64-linux-gnu ;;
i386)	deb=i386 triplet=i386-linux-gnu ;;
arm64)	deb=arm64 triplet=aarch64-linux-gnu ;;
s390x)	deb=s390x triplet=s390x-linux-gnu ;;
arm32)	deb=armhf triplet=arm-linux-gnueabihf ;;
esac
# Debian 12 has no bpftrace for i386 and armhf
pkgs="trace-cmd linux-perf"
bins="usr/bin/trace-cmd usr/bin/perf"
bpftrace=yes
case $deb in i386|armhf) bpftrace=no ;; esac
if [ $bpftrace = yes ]; then
	pkgs="$pkgs bpftrace linux-libc-dev"
	bins="$bins usr/bin/bpftrace"
fi
dir=$FE_CACHE/clients
out=$dir/$ARCH.cpio
stamp="$(sha1sum "$0" | cut -c1-12) $pkgs"
if [ -e "$out" ] && [ "$(cat "$out.stamp" 2>/dev/null)" = "$stamp" ]; then
	echo "clients: $out (cached)"
	exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/debs" "$work/all" "$work/root" "$dir"
# the dependency closure of the arch's packages; virtual ones (<...>) and
# other arches' packages dropped
names=$(apt-cache depends --recurse --no-recommends --no-suggests \
	--no-conflicts --no-breaks --no-replaces --no-enhances \
	$(for p in $pkgs; do printf '%s:%s ' "$p" "$deb"; done) |
	grep -v '^[ <]' | sort -u |
	if [ "$deb" = "$(dpkg --print-architecture)" ]; then
		grep -v : | sed "s/\$/:$deb/"
	else
		grep ":$deb\$"
	fi)
(cd "$work/debs" && apt-get download -q $names >/dev/null 2>"$work/apt.err") ||
	{ cat "$work/apt.err" >&2; exit 1; }
for d in "$work"/debs/*.deb; do
	dpkg-deb -x "$d" "$work/all"
done
all=$work/all root=$work/root
# copy a path of $all into $root; a symlink brings its target along
take() {
	local p=$1 t
	[ -e "$root/$p" ] || [ -L "$root/$p" ] && return 0
	mkdir -p "$root/$(dirname "$p")"
	cp -a "$all/$p" "$root/$p"
	if [ -L "$all/$p" ]; then
		t=$(readlink "$all/$p")
		case "$t" in
		/*) take "${t#/}" ;;
		*) take "$(dirname "$p")/$t" ;;
		esac
	fi
}
libdirs="lib/$triplet usr/lib/$triplet lib usr/lib"
# take an ELF file and, recursively, the libraries it needs
take_elf() {
	local f=$1 n d found interp
	take "$f"
	interp=$(readelf -lW "$all/$f" 2>/dev/null | sed -n 's/.*Requesting program interpreter: \(.*\)]/\1/p')
	[ -z "$interp" ] || take "${interp#/}"
	for n in $(readelf -dW "$all/$f" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'); do
		found=
		for d in $libdirs; do
			if [ -e "$all/$d/$n" ]; then
				found=$d/$n
				break
			fi
		done
		[ -n "$found" ] || { echo "clients: $f needs $n, in no package" >&2; exit 1; }
		[ -e "$root/$found" ] || take_elf "$found"
	done
}
for b in $bins; do
	[ -e "$all/$b" ] || { echo "clients: no $b in the packages" >&2; exit 1; }
	take_elf "$b"
done
# trace-cmd and perf load libtraceevent's plugins with dlopen()
for p in "$all"/usr/lib/"$triplet"/traceevent/plugins/*.so; do
	take_elf "${p#$all/}"
done
if [ $bpftrace = yes ]; then
	for h in usr/include/linux usr/include/asm-generic "usr/include/$triplet/asm"; do
		mkdir -p "$root/$(dirname "$h")"
		cp -a "$all/$h" "$root/$h"
	done
fi
# what the guest tests may rely on: the client binaries it holds
mkdir -p "$root/etc"
for b in $bins; do basename "$b"; done > "$root/etc/fe-clients"
(cd "$root" && find . | LC_ALL=C sort | cpio -o -H newc --quiet) > "$out.tmp"
mv "$out.tmp" "$out"
echo "$stamp" > "$out.stamp"
echo "clients: $out, $(du -m "$out" | cut -f1) MB: $(tr '\n' ' ' < "$root/etc/fe-clients")"
