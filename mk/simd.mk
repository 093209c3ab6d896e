# The vector vocabulary at every width (SIMDe emulates widths the CPU lacks), and
# the core suite with the AVX-512 code path (emulated where the CPU has no AVX-512)
# and with AVX2, so that every SIMD path of the kernels runs in make test.
SIMD_STD := -std=c99 -Wall -Wextra -Wpedantic -Werror -Wno-psabi -O2 -I.
SIMD_BINS := $(BUILD)/test_simd_128 $(BUILD)/test_simd_256 $(BUILD)/test_simd_512 \
             $(BUILD)/test_simd_scalar $(BUILD)/test_simd_native $(BUILD)/test_core_avx512 \
             $(BUILD)/test_core_avx2 $(BUILD)/test_core_native

$(BUILD)/test_simd_%: tests/test_simd.c dft.h | $(BUILD)
	$(CC) $(SIMD_STD) -DDFT_SIMD_BITS=$* -o $@ tests/test_simd.c -lm
$(BUILD)/test_simd_scalar: tests/test_simd.c dft.h | $(BUILD)
	$(CC) $(SIMD_STD) -DDFT_NO_SIMD -o $@ tests/test_simd.c -lm
# The vocabulary as the building CPU runs it natively (-march=native): the paths that use
# the target's own instructions where SIMDe has no translation (AVX-512's fmaddsub and
# immediate shuffles) run only in such builds.
$(BUILD)/test_simd_native: tests/test_simd.c dft.h | $(BUILD)
	$(CC) $(SIMD_STD) -march=native -o $@ tests/test_simd.c -lm
# At -O0: they check each width's results, not its speed (build + run on the 2-core
# machine: AVX-512 path 117 + 11 s at -O1, 19 + 44 s at -O0; AVX2 51 + 12 s, 11 + 40 s).
# test_core_avx512 is the AVX-512 default (doubles at 512 bits, floats at 256 and the
# wide float engine at 512), test_core_avx512f floats at 512 bits throughout: a
# configuration that is not the default and whose 512-bit float kernels the default's
# wide engine already runs, so it is in make check-all, not make test (which reached
# 15 min 12 s on the 2-core machine with it, session 25).
# Each links dft.h compiled at -O0 with its flags (build/impl_*.o) to the test program
# at -O2 (build/core_o2.o, mk/core.mk).
SIMD_LINK = $(CC) -fopenmp -o $@ $^ -lm -pthread
SIMD_IMPL = $(CC) $(SIMD_STD) -O0 -fopenmp -c -o $@ tests/impl_hooked.c
$(BUILD)/impl_avx512.o: tests/impl_hooked.c dft.h | $(BUILD)
	$(SIMD_IMPL) -DDFT_SIMD_BITS=512 -DDFT_SIMD_BITS_FLOAT=256
$(BUILD)/impl_avx512f.o: tests/impl_hooked.c dft.h | $(BUILD)
	$(SIMD_IMPL) -DDFT_SIMD_BITS=512
# The kernels as the building CPU runs them natively (see test_simd_native).
$(BUILD)/impl_native.o: tests/impl_hooked.c dft.h | $(BUILD)
	$(SIMD_IMPL) -march=native
$(BUILD)/impl_avx2.o: tests/impl_hooked.c dft.h | $(BUILD)
	$(SIMD_IMPL) -DDFT_SIMD_BITS=256 $(CORE_INOUT)
$(BUILD)/test_core_%: $(BUILD)/core_o2.o $(BUILD)/impl_%.o | $(BUILD)
	$(SIMD_LINK)

TEST_BINS += $(SIMD_BINS)
CHECK_ALL_BINS += $(BUILD)/test_core_avx512f
