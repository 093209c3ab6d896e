# The vector vocabulary at every width (SIMDe emulates widths the CPU lacks), and
# the core suite with the AVX-512 code path (emulated where the CPU has no AVX-512)
# and with AVX2, so that every SIMD path of the kernels runs in make test.
SIMD_STD := -std=c99 -Wall -Wextra -Wpedantic -Werror -Wno-psabi -O2 -I.
SIMD_BINS := $(BUILD)/test_simd_128 $(BUILD)/test_simd_256 $(BUILD)/test_simd_512 \
             $(BUILD)/test_simd_scalar $(BUILD)/test_core_avx512 $(BUILD)/test_core_avx2

$(BUILD)/test_simd_%: tests/test_simd.c dft.h | $(BUILD)
	$(CC) $(SIMD_STD) -DDFT_SIMD_BITS=$* -o $@ tests/test_simd.c -lm
$(BUILD)/test_simd_scalar: tests/test_simd.c dft.h | $(BUILD)
	$(CC) $(SIMD_STD) -DDFT_NO_SIMD -o $@ tests/test_simd.c -lm
# At -O1: they check each width's results, not its speed (an -O2 build took 47-54 s of
# make test's CPU, -O1 28 s; the run takes 14 s either way, mostly the reference DFT).
$(BUILD)/test_core_avx512: $(CORE_DEPS) | $(BUILD)
	$(CC) $(SIMD_STD) -O1 -DDFT_SIMD_BITS=512 -fopenmp -o $@ tests/test_core.c -lm -pthread
$(BUILD)/test_core_avx2: $(CORE_DEPS) | $(BUILD)
	$(CC) $(SIMD_STD) -O1 -DDFT_SIMD_BITS=256 -fopenmp -o $@ tests/test_core.c -lm -pthread

TEST_BINS += $(SIMD_BINS)
