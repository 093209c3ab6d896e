# mk/core.mk - the core test suite of dft.h (tests/test_core.c and its headers).
#   build/test_core         C99, -Werror, OpenMP, -O2
#   build/test_core_noomp   the same without -fopenmp
#   build/test_core_asan    gcc, AddressSanitizer + UndefinedBehaviorSanitizer: dft.h at
#                           -O0 (-O1: build 215 s + run 27 s; -O0: 22 + 48 s), the
#                           test program at -O1 (gcc: its UBSan sees unaligned loads
#                           inside SIMD intrinsics, which clang's does not; clang's
#                           sanitizers run in test_alloc and the fuzzer)
# dft.h compiled warning-free with DFT_IMPLEMENTATION by gcc, clang, g++ and clang++ in
# every standard is the mode matrix's job (tests/modes/run.sh, mk/packaging.mk).

CORE_DEPS  := tests/test_core.c tests/core_engine.h tests/core_run.h tests/impl_hooked.c dft.h
CORE_STD   := -std=c99 -Wall -Wextra -Wpedantic -Werror
CORE_LIBS  := -lm -pthread
CORE_SAN   := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
# Out-of-place multi-dimensional C2R keeps its intermediate in the output array only for
# large data (dft__c2r_inout); these builds take it for every size, so that the layout
# matrix runs it (test_core_asan, test_core_avx2) as well as the TMP path (the others).
CORE_INOUT := -DDFT__C2R_INOUT_N=0 -DDFT__C2R_INOUT_MIN=0
CORE_BINS  := $(BUILD)/test_core $(BUILD)/test_core_noomp $(BUILD)/test_core_asan

TEST_BINS += $(CORE_BINS)

.PHONY: core-build
core-build: $(CORE_BINS)

# dft.h's implementation compiled once for the programs that share these flags
# (tests/impl_hooked.c; each program brings its own allocation hooks): impl_o2.o for
# test_core and test_large, impl_o1.o for test_core_noomp and test_alloc_vg. The build
# of make test takes about 115 s of CPU less than with one implementation a program.
$(BUILD)/impl_o2.o: tests/impl_hooked.c dft.h | $(BUILD)
	$(CC) $(CORE_STD) -fopenmp -O2 $(TEST_G) -I. -c -o $@ tests/impl_hooked.c
$(BUILD)/impl_o1.o: tests/impl_hooked.c dft.h | $(BUILD)
	$(CC) $(CORE_STD) -O1 $(TEST_G) -I. -c -o $@ tests/impl_hooked.c

# The test program itself (test_core.c and its long-double reference DFT, core_engine.h)
# compiled once at -O2 for every core build but the sanitized one: the builds of dft.h at
# -O0 spent over half their run in a reference compiled at -O0 (test_core_avx512 on the
# 2-core machine: 56% of its 122 s in ref_c2c and ref_pow2). It reads nothing of the
# implementation's build flags (tests/impl_hooked.c answers what it asks).
$(BUILD)/core_o2.o: $(CORE_DEPS) | $(BUILD)
	$(CC) $(CORE_STD) -O2 $(TEST_G) -DDFT_TEST_LINKED_IMPL -I. -c -o $@ tests/test_core.c

$(BUILD)/test_core: $(BUILD)/core_o2.o $(BUILD)/impl_o2.o | $(BUILD)
	$(CC) -fopenmp -o $@ $^ $(CORE_LIBS)

$(BUILD)/test_core_noomp: $(BUILD)/core_o2.o $(BUILD)/impl_o1.o | $(BUILD)
	$(CC) -o $@ $^ $(CORE_LIBS)

$(BUILD)/core_asan.o: $(CORE_DEPS) | $(BUILD)
	gcc $(CORE_STD) -O1 $(TEST_G) $(CORE_SAN) -DDFT_TEST_LINKED_IMPL -I. -c -o $@ tests/test_core.c
$(BUILD)/impl_asan.o: tests/impl_hooked.c dft.h | $(BUILD)
	gcc $(CORE_STD) -fopenmp -O0 $(TEST_G) $(CORE_SAN) $(CORE_INOUT) -I. -c -o $@ tests/impl_hooked.c
$(BUILD)/test_core_asan: $(BUILD)/core_asan.o $(BUILD)/impl_asan.o | $(BUILD)
	gcc -fopenmp $(CORE_SAN) -o $@ $^ $(CORE_LIBS)
