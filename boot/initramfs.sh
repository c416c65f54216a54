#!/bin/bash
# Pack build/<arch>/initramfs.cpio.gz: static busybox of the guest arch,
# boot/init as /init, tests/ and the helpers in tests/helpers/ built
# statically for the guest.
set -eu
. "$(dirname "$0")/arch.sh"
stage=$OUT/initramfs
rm -rf "$stage"
mkdir -p "$stage"/bin "$stage"/sbin "$stage"/proc "$stage"/sys "$stage"/dev \
	 "$stage"/tmp "$stage"/root "$stage"/etc
[ -x "$BUSYBOX" ] || { echo "initramfs: $BUSYBOX missing (run the install command)" >&2; exit 1; }
cp "$BUSYBOX" "$stage/bin/busybox"
# busybox --list names busybox itself: linking it to itself gives ELOOP
for app in $(/bin/busybox --list); do
	[ "$app" = busybox ] || ln -sf busybox "$stage/bin/$app"
done
cp "$top/boot/init" "$stage/init"
chmod +x "$stage/init"
printf 'root:x:0:0:root:/root:/bin/sh\nnobody:x:65534:65534:nobody:/tmp:/bin/sh\n' > "$stage/etc/passwd"
printf 'root:x:0:\nnobody:x:65534:\n' > "$stage/etc/group"
cp -r "$top/tests" "$stage/tests"
rm -rf "$stage/tests/helpers" "$stage/tests/module"
for ko in $TEST_MODULES; do
	cp "$OUT/fe_test/$ko.ko" "$stage/tests/$ko.ko"
done
# tests/test.d/doc_examples.tc runs the examples of the rst, one of
# them on the in-tree module configs.ko (CONFIG_IKCONFIG=m)
cp "$SRC/Documentation/trace/function-based-events.rst" "$stage/tests/"
cp "$OUT/kernel/configs.ko" "$stage/tests/configs.ko"
mkdir -p "$stage/tests/bin"
for c in "$top"/tests/helpers/*.c; do
	[ -e "$c" ] || continue
	$UCC -static -O2 -Wall -o "$stage/tests/bin/$(basename "$c" .c)" "$c"
done
(cd "$stage" && find . | cpio -o -H newc --quiet | gzip -1) > "$OUT/initramfs.cpio.gz"
echo "initramfs: $OUT/initramfs.cpio.gz"
