# Function based events for Linux 6.1: patches, guest kernels and tests.
# See README.md. ARCH is x86_64 (or x86), i386 (or x86_32), arm64, s390x or arm32 (arm).
ARCH ?= x86_64
export ARCH DEBUG T

.PHONY: help deps test debug-test stress-test boot-test ftracetest bench shell kernel initramfs series check refresh bisect configs clean

# the default: say what there is; nothing is installed or built unasked
help:
	@echo 'Function based events for Linux 6.1 (README.md)'
	@echo
	@echo 'Targets:'
	@echo '  deps         install the Debian 12 packages (apt-get; adds dpkg arches i386, arm64,'
	@echo '               s390x, armhf; ARCHES="x86_64 arm64": only those guests)'
	@echo '  test         the matrix: build, boot and test every row (.ci/run runs deps and this)'
	@echo '  boot-test    one arch: build, boot, run tests/test.d (ARCH=, T=, DEBUG=1)'
	@echo '  ftracetest   the series'"'"' in-tree ftracetest cases, in an x86_64 guest'
	@echo '  debug-test   the KASAN/lockdep/kmemleak row alone'
	@echo '  stress-test  SMP controls without function events'
	@echo '  shell        build and boot ARCH, with a shell in the guest'
	@echo '  kernel       build the guest kernel of ARCH     initramfs  its initramfs'
	@echo '  series       the git-am set of series/series into build/series/'
	@echo '  refresh      turn the commits of build/src branch patched back into the patches'
	@echo '  check        checkpatch, shellcheck, new C=1/W=1 warnings   bisect  build every prefix'
	@echo '  configs      build-only, each Kconfig variant the series allows'
	@echo '  bench        instructions per call, in an icount guest'
	@echo '  clean        remove build/'
	@echo
	@echo 'Variables:'
	@echo '  ARCH=x86_64|x86|i386|x86_32|arm64|s390x|arm32|arm   the arch (default x86_64)'
	@echo '  T=glob,glob   only the tests whose names match     DEBUG=1  the debug build'
	@echo '  ARCHES="..."  rows of make test; the arches of deps, configs, check'
	@echo '  CONFIGS="..." the Kconfig variants of make configs (default: all)'
	@echo '  FE_*          how and where (FE_CACHE=~/.cache/function-events, FE_WORKERS,'
	@echo '               FE_TIMEOUT, FE_TARBALL, FE_SERIES, ...): README.md, "Targets and variables"'

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

# one git-am set for all arches: the patches of series/series (FE_SERIES=
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
# PERF_EVENTS, minimal), per arch; ARCHES= and CONFIGS= select.
# Not part of make test: its own CI workflow (.github/workflows/configs.yml)
configs:
	./boot/configs.sh

clean:
	rm -rf build
