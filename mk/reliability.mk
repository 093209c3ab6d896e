# mk/reliability.mk - reliability checks of dft.h: fuzzing, sanitizers, allocation-
# failure injection, threads, hostile sizes, valgrind. docs/testing.md says what runs
# where and how long it takes.
#
#   make test        (TEST_BINS) test_alloc, test_tsan, test_hostile, a bounded fuzz
#                    pass (FUZZ_TEST_SECONDS, 40 s), valgrind over the small cases and,
#                    with dft_vulkan.h, test_vk_fail (Vulkan failure paths, lavapipe)
#   make fuzz        the fuzzer for SECONDS (default 60), its corpus kept and grown in
#                    $(REL)/fuzz/ between runs:  make fuzz SECONDS=600
#   make check-all   the longer runs: fuzzing for CHECK_ALL_FUZZ_SECONDS (600 s) on the
#                    kept corpus, TSan with 30 rounds, valgrind over the whole of
#                    test_alloc and the core suite, transforms of more than 2^31
#                    elements where memory allows (tests/test_big.c), and (mk/simd.mk)
#                    the core suite with floats at 512 bits throughout
#
# The sanitizer builds use clang (with libclang-rt: libFuzzer, ASan, UBSan, TSan) and
# no OpenMP: libgomp is not TSan-instrumented, and the fuzzer runs one thread. Every
# build of make test here is -O0 but test_alloc_vg's ($(CC) -O1 $(TEST_G), run under
# valgrind): clang takes 130-155 s (ASan+UBSan+libFuzzer) and 90 s (UBSan) to build dft.h
# at -O1 and 15-20 s at -O0, more than the programs then take longer to run (2 cores:
# test_alloc 4 -> 22 s, test_hostile 34 -> 66 s, TSan 1.5 -> 1.7 s; gcc's test_vk_fail
# builds in 6 s instead of 39 and runs 106 s instead of 91, most of it lavapipe's pipeline
# compiles). make test's fuzzer (fuzz_dft, -O0) runs about half the inputs a second that
# -O1 does (117 against 259), so it fuzzes 60 s instead of 40; `make fuzz` and check-all's
# long run use fuzz_dft_O1, the -O1 build, where fuzzing rather than building is the time.

REL                    := $(BUILD)/rel
REL_CLANG              ?= clang
REL_WARN               := -Wall -Wextra
REL_DEPS               := dft.h | $(REL)
FUZZ_TEST_SECONDS      ?= 60
CHECK_ALL_FUZZ_SECONDS ?= 600
TSAN_LONG_ROUNDS       ?= 30
REL_ASAN               := -O0 $(TEST_G) -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all

REL_TEST_BINS := $(REL)/test_alloc $(REL)/test_tsan $(REL)/test_hostile $(REL)/fuzz-check $(REL)/valgrind-check
# the Vulkan companion's failure paths, once dft_vulkan.h is there (lavapipe in CI)
REL_TEST_BINS += $(if $(wildcard dft_vulkan.h),$(REL)/test_vk_fail)
TEST_BINS += $(REL_TEST_BINS)

CHECK_ALL_BINS := $(REL)/fuzz-long $(REL)/tsan-long $(REL)/valgrind-all $(REL)/test_big
# the core suite's plain build, under valgrind in check-all (when the suite is there)
REL_VG_EXTRA := $(if $(wildcard tests/test_core.c),$(BUILD)/test_core_noomp)

.PHONY: fuzz check-all reliability-build
reliability-build: $(REL_TEST_BINS) $(CHECK_ALL_BINS)

$(REL):
	@mkdir -p $@

# ---------------------------------------------------------------- programs
FUZZ_FLAGS := $(TEST_G) -fno-omit-frame-pointer -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all $(REL_WARN) -I.
$(REL)/fuzz_dft: tests/fuzz/fuzz_dft.c $(REL_DEPS)
	$(REL_CLANG) -O0 $(FUZZ_FLAGS) $< -o $@ -lm
$(REL)/fuzz_dft_O1: tests/fuzz/fuzz_dft.c $(REL_DEPS)
	$(REL_CLANG) -O1 $(FUZZ_FLAGS) $< -o $@ -lm

# the same harness with a main() that replays files: valgrind, and FZ_TRACE=1 to see
# the calls an input makes
$(REL)/fuzz_replay: tests/fuzz/fuzz_dft.c $(REL_DEPS)
	$(CC) -O0 $(TEST_G) -DFZ_STANDALONE -DDFT_NO_OPENMP $(REL_WARN) -I. $< -o $@ -lm

$(REL)/test_alloc: tests/test_alloc.c tests/impl_hooked.c $(REL_DEPS)
	$(REL_CLANG) -std=c99 -D_POSIX_C_SOURCE=200809L $(REL_ASAN) $(REL_WARN) -I. $< -o $@ -lm -pthread

# (linked with test_core_noomp's build of the implementation, build/impl_o1.o: mk/core.mk)
$(REL)/test_alloc_vg: tests/test_alloc.c $(BUILD)/impl_o1.o $(REL_DEPS)
	$(CC) -std=c99 -D_POSIX_C_SOURCE=200809L -O1 $(TEST_G) $(REL_WARN) -DDFT_TEST_LINKED_IMPL -I. $< $(BUILD)/impl_o1.o -o $@ -lm -pthread

$(REL)/test_tsan: tests/test_tsan.c $(REL_DEPS)
	$(REL_CLANG) -std=c99 -D_POSIX_C_SOURCE=200809L -O0 $(TEST_G) -fsanitize=thread -DDFT_NO_OPENMP $(REL_WARN) -I. \
	  $< -o $@ -lm -pthread

# UBSan in recoverable mode: the test counts every report against the case making it
$(REL)/test_hostile: tests/test_hostile.c $(REL_DEPS)
	$(REL_CLANG) -std=c99 -O0 $(TEST_G) -fsanitize=undefined -DDFT_NO_OPENMP $(REL_WARN) -I. $< -o $@ -lm

$(REL)/test_vk_fail: tests/test_vk_fail.c dft_vulkan.h $(REL_DEPS)
	$(CC) -std=c99 -O0 $(TEST_G) $(REL_WARN) -I. $< -o $@ -lvulkan -lm

$(REL)/test_big: tests/test_big.c $(REL_DEPS)
	$(CC) -std=c99 -O2 $(TEST_G) -fopenmp $(REL_WARN) -I. $< -o $@ -lm

# ------------------------------------------------ wrappers run by tests/run.sh
$(REL)/fuzz-check: tests/fuzz/check.sh $(REL)/fuzz_dft $(REL)/fuzz_replay
	@printf '#!/bin/sh\nexec tests/fuzz/check.sh %s %s %s\n' $(REL)/fuzz_dft $(FUZZ_TEST_SECONDS) $(REL)/fuzz-test > $@
	@chmod +x $@

$(REL)/valgrind-check: tests/valgrind.sh $(REL)/fuzz_replay $(REL)/test_alloc_vg
	@printf '#!/bin/sh\nexec tests/valgrind.sh %s\n' $(REL) > $@
	@chmod +x $@

$(REL)/fuzz-long: tests/fuzz/check.sh $(REL)/fuzz_dft_O1 $(REL)/fuzz_replay
	@printf '#!/bin/sh\nexec tests/fuzz/check.sh %s %s %s keep\n' $(REL)/fuzz_dft_O1 $(CHECK_ALL_FUZZ_SECONDS) $(REL)/fuzz > $@
	@chmod +x $@

$(REL)/tsan-long: $(REL)/test_tsan
	@printf '#!/bin/sh\nexec %s %s\n' $(REL)/test_tsan $(TSAN_LONG_ROUNDS) > $@
	@chmod +x $@

$(REL)/valgrind-all: tests/valgrind.sh $(REL)/fuzz_replay $(REL)/test_alloc_vg $(REL_VG_EXTRA)
	@printf '#!/bin/sh\nVALGRIND_EXTRA="%s" exec tests/valgrind.sh %s all\n' '$(REL_VG_EXTRA)' $(REL) > $@
	@chmod +x $@

# ---------------------------------------------------------------- commands
fuzz: deps-test
	@$(MAKE) --no-print-directory $(REL)/fuzz_dft_O1 $(REL)/fuzz_replay
	@tests/fuzz/check.sh $(REL)/fuzz_dft_O1 $(SECONDS) $(REL)/fuzz keep

check-all: deps-test
	@$(MAKE) --no-print-directory $(CHECK_ALL_BINS)
	@tests/run.sh $(CHECK_ALL_BINS)
