# Function based events for Linux 6.1: patches, guest kernels and tests.
# See README.md. ARCH is x86_64, i386 (or x86_32) or arm64.
ARCH ?= x86_64
export ARCH DEBUG T

.PHONY: deps test debug-test stress-test boot-test ftracetest bench shell kernel initramfs series check refresh bisect configs clean

deps:
	./boot/deps.sh

test:
	./boot/matrix.sh

boot-test:
	./boot/boot-test.sh

# the tests under the kernel's own runner, tools/testing/selftests/ftrace
# ftracetest, in one guest (boot/ftracetest.sh)
ftracetest:
	./boot/ftracetest.sh

# SMP controls without function events: the function tracer and a kprobe
# toggled under load (see README, "SMP and QEMU")
stress-test:
	FE_TESTS=stress.d ./boot/boot-test.sh

# the reliability build: KASAN, lockdep, kmemleak, ftrace selftests
debug-test:
	ARCHES=x86_64-debug ./boot/matrix.sh

bench:
	./boot/bench.sh

shell: kernel initramfs
	MODE=shell ./boot/run.sh

kernel:
	./boot/kernel.sh

initramfs:
	./boot/initramfs.sh

# one git-am set for all arches: the patches of series/series (SERIES=
# another list) on pristine, with series/cover-letter as 0000, into
# build/series/ and build/series.mbox
series:
	./boot/series.sh

check:
	./boot/check.sh

refresh:
	./boot/refresh.sh

# build every prefix of series/series for ARCH, incrementally with ccache,
# and name the patches that do not build (not part of make test)
bisect:
	./boot/bisect.sh

# build-only: the series in each Kconfig variant it allows (the CI
# config, no BPF_SYSCALL, no BTF, no MODULES, no KPROBES, no
# PERF_EVENTS, minimal), per arch; CONFIG_ARCHES= and CONFIGS= select.
# Not part of make test: its own CI workflow (.github/workflows/configs.yml)
configs:
	./boot/configs.sh

clean:
	rm -rf build
