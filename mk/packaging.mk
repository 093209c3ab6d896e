# mk/packaging.mk - install, portability and examples.
#   make install   [PREFIX=/usr/local] [DESTDIR=]   the headers, pkg-config and CMake files:
#       PREFIX/include/dft/dft.h, dft_vulkan.h      (the -I is PREFIX/include/dft)
#       PREFIX/include/dft/compat/mkl*.h            oneMKL DFTI compatibility headers
#       PREFIX/share/pkgconfig/dft.pc, dft-mkl.pc, dft-vulkan.pc
#       PREFIX/share/cmake/dft/dftConfig.cmake, dftConfigVersion.cmake
#     Optional headers (dft_vulkan.h, compat/) are installed when present, with their
#     .pc file. Knobs: SIMDE_INCLUDEDIR=dir (SIMDe is not on the compiler's own path),
#     OPENMP_CFLAGS / OPENMP_LIBS (default -fopenmp; empty: no OpenMP in dft.pc).
#   make uninstall [PREFIX=...] [DESTDIR=]   removes exactly those files.
#   make test-arm  the test programs cross-compiled for arm64 (gcc-aarch64-linux-gnu) and
#                  run under qemu-aarch64 (about a minute of CPU): the NEON check and mode
#                  checks (tests/modes/neon.c), and the core suite minus its two groups
#                  that take tens of minutes under qemu (tests/modes/arm_core.c).
#                  SIMDe maps the SIMD code to NEON.
#   make examples  builds examples/*.c into build/examples.
# make test runs (TEST_BINS): the compiler/mode matrix (tests/modes/run.sh), the install
# consumer check (tests/consumer/run.sh), the examples (examples/run.sh) and every C code
# block of README.md (tests/readme_blocks.sh).

PREFIX  ?= /usr/local
DESTDIR ?=
OPENMP_CFLAGS ?= -fopenmp
OPENMP_LIBS   ?= -fopenmp

PKGS_TEST += pkgconf cmake gnuplot-nox
PKGS_ARM  := gcc-aarch64-linux-gnu qemu-user libsimde-dev

TEST_BINS += tests/modes/run.sh tests/consumer/run.sh examples/run.sh tests/readme_blocks.sh

DFT_HASH := \#
# The version: DFT_VERSION_STRING "x.y.z" in dft.h when it has one.
DFT_VERSION ?= $(or $(shell sed -n 's/^$(DFT_HASH)define DFT_VERSION_STRING "\([^"]*\)".*/\1/p' dft.h),0.1.0)

# SIMDe: where the compiler finds <simde/simde-common.h> on its own (no flag needed), or
# the directory given as SIMDE_INCLUDEDIR (then -I that directory).
DFT_SIMDE_SYSDIR = $(shell printf '$(DFT_HASH)include <simde/simde-common.h>\n' | $(CC) -E -H -x c - -o /dev/null 2>&1 | \
                   sed -n 's|^\. \(.*\)/simde/simde-common\.h$$|\1|p' | head -n 1)
ifeq ($(origin SIMDE_INCLUDEDIR),undefined)
SIMDE_INCLUDEDIR = $(DFT_SIMDE_SYSDIR)
DFT_SIMDE_EXTRA  :=
else
DFT_SIMDE_EXTRA  = $(SIMDE_INCLUDEDIR)
endif

DFT_OPT_HEADERS    = $(wildcard dft_vulkan.h)
DFT_COMPAT_HEADERS = $(wildcard compat/*.h)
DFT_PREFIX = $(abspath $(PREFIX))
DFT_INC  = $(DESTDIR)$(DFT_PREFIX)/include/dft
DFT_PC   = $(DESTDIR)$(DFT_PREFIX)/share/pkgconfig
DFT_CMK  = $(DESTDIR)$(DFT_PREFIX)/share/cmake/dft
DFT_SUBST = sed -e 's|@PREFIX@|$(DFT_PREFIX)|g' -e 's|@VERSION@|$(DFT_VERSION)|g' \
                -e 's|@SIMDE_INCLUDEDIR@|$(SIMDE_INCLUDEDIR)|g' \
                -e 's|@SIMDE_INCLUDEDIR_EXTRA@|$(DFT_SIMDE_EXTRA)|g' \
                -e 's|@SIMDE_CFLAGS@|$(if $(DFT_SIMDE_EXTRA), -I$(DFT_SIMDE_EXTRA))|g' \
                -e 's|@OPENMP_CFLAGS@|$(OPENMP_CFLAGS)|g' -e 's|@OPENMP_LIBS@|$(OPENMP_LIBS)|g' \
                -e 's|  *$$||'

.PHONY: install uninstall test-arm arm-build examples

# >>examples: built by make test (test-build), run and checked by examples/run.sh
EXAMPLE_BINS := $(patsubst examples/%.c,$(BUILD)/examples/%,$(wildcard examples/*.c))
$(BUILD)/examples:
	@mkdir -p $@
# -O0: examples/run.sh checks their output, not their speed (gcc builds dft.h in about
# 5 s at -O0 and 33 s at -O1)
$(BUILD)/examples/%: examples/%.c dft.h | $(BUILD)/examples
	$(CC) -std=c99 $(WARN) -Werror -O0 $(OMP) -I. $< -o $@ -lm
examples: $(EXAMPLE_BINS)
test-build: $(EXAMPLE_BINS)

install:
	@test -n "$(PREFIX)" || { echo "install: PREFIX is empty" >&2; exit 1; }
	@test -n "$(SIMDE_INCLUDEDIR)" || echo "install: warning: SIMDe not found (install libsimde-dev, or pass SIMDE_INCLUDEDIR=dir); dft.h needs it unless DFT_NO_SIMD is defined" >&2
	install -d "$(DFT_INC)" "$(DFT_PC)" "$(DFT_CMK)"
	install -m 644 dft.h $(DFT_OPT_HEADERS) "$(DFT_INC)/"
	$(if $(DFT_COMPAT_HEADERS),install -d "$(DFT_INC)/compat")
	$(if $(DFT_COMPAT_HEADERS),install -m 644 $(DFT_COMPAT_HEADERS) "$(DFT_INC)/compat/")
	$(DFT_SUBST) packaging/dft.pc.in >"$(DFT_PC)/dft.pc"
	$(if $(DFT_COMPAT_HEADERS),$(DFT_SUBST) packaging/dft-mkl.pc.in >"$(DFT_PC)/dft-mkl.pc")
	$(if $(DFT_OPT_HEADERS),$(DFT_SUBST) packaging/dft-vulkan.pc.in >"$(DFT_PC)/dft-vulkan.pc")
	$(DFT_SUBST) packaging/dftConfig.cmake.in >"$(DFT_CMK)/dftConfig.cmake"
	$(DFT_SUBST) packaging/dftConfigVersion.cmake.in >"$(DFT_CMK)/dftConfigVersion.cmake"

# Removes every file install may have put there (also optional ones installed by an
# older checkout), then the directories of this package when they are empty.
uninstall:
	@test -n "$(PREFIX)" || { echo "uninstall: PREFIX is empty" >&2; exit 1; }
	rm -f "$(DFT_INC)/dft.h" "$(DFT_INC)/dft_vulkan.h" \
	  $(foreach h,mkl.h mkl_dfti.h mkl_service.h $(notdir $(DFT_COMPAT_HEADERS)),"$(DFT_INC)/compat/$(h)") \
	  "$(DFT_PC)/dft.pc" "$(DFT_PC)/dft-mkl.pc" "$(DFT_PC)/dft-vulkan.pc" \
	  "$(DFT_CMK)/dftConfig.cmake" "$(DFT_CMK)/dftConfigVersion.cmake"
	-@rmdir "$(DFT_INC)/compat" "$(DFT_INC)" "$(DFT_CMK)" 2>/dev/null; true

# >>arm64 ---------------------------------------------------------------------------
# Dynamic binaries run by qemu with the cross toolchain's target libraries (the
# directory above its libc.so.6; Debian: /usr/aarch64-linux-gnu). SIMDe comes in
# through a directory that holds only a link to the host's simde/ (putting the host's
# /usr/include on a cross compiler's path would pull in the host's libc headers).
ARM_CC     ?= aarch64-linux-gnu-gcc
ARM_QEMU   ?= qemu-aarch64
ARM_FLAGS  ?= -O2 -g0 -fopenmp
ARM_SYSROOT = $(abspath $(dir $(shell $(ARM_CC) -print-file-name=libc.so.6))..)
ARM_DIR   := $(BUILD)/arm
ARM_TESTS := $(ARM_DIR)/neon $(if $(wildcard tests/test_core.c),$(ARM_DIR)/arm_core)
ARM_RUNS  := $(ARM_TESTS:$(ARM_DIR)/%=$(ARM_DIR)/run-%)

$(ARM_DIR)/include/simde:
	@mkdir -p $(ARM_DIR)/include
	@d="$(DFT_SIMDE_SYSDIR)"; test -n "$$d" || { echo "test-arm: SIMDe not found (libsimde-dev)" >&2; exit 1; }; \
	  ln -sfn "$$d/simde" $@

$(ARM_DIR)/neon: tests/modes/neon.c tests/modes/check.h dft.h | $(ARM_DIR)/include/simde
	$(ARM_CC) -std=c99 $(WARN) -Werror $(ARM_FLAGS) -I. -I$(ARM_DIR)/include -Itests/modes $< -o $@ -lm

# The core suite without its two long groups (tests/modes/arm_core.c says why).
$(ARM_DIR)/arm_core: tests/modes/arm_core.c tests/test_core.c $(wildcard tests/core_*.h) dft.h | $(ARM_DIR)/include/simde
	$(ARM_CC) -std=c99 $(WARN) -Werror $(ARM_FLAGS) -I. -I$(ARM_DIR)/include $< -o $@ -lm -pthread

# tests/run.sh runs programs: each arm binary gets a wrapper that runs it under qemu.
$(ARM_DIR)/run-%: $(ARM_DIR)/%
	@printf '#!/bin/sh\n# runs %s under qemu (made by mk/packaging.mk)\nexec $(ARM_QEMU) -L "$(ARM_SYSROOT)" "$$(dirname "$$0")/%s" "$$@"\n' $* $* >$@
	@chmod +x $@

arm-build: $(ARM_RUNS)

test-arm:
	@tools/deps.sh $(PKGS_ARM)
	@$(MAKE) --no-print-directory arm-build
	@OMP_NUM_THREADS=2 tests/run.sh $(ARM_RUNS)
