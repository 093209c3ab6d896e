# mk/core.mk - the core test suite of dft.h (tests/test_core.c and its headers).
#   build/test_core         C99, -Werror, OpenMP, -O2
#   build/test_core_noomp   the same without -fopenmp
#   build/test_core_asan    gcc, AddressSanitizer + UndefinedBehaviorSanitizer (gcc: its
#                           UBSan sees unaligned loads inside SIMD intrinsics, which
#                           clang's does not; clang's sanitizers run in test_alloc,
#                           the fuzzer and the mode matrix)
#   build/test_core_strict  dft.h with DFT_IMPLEMENTATION compiled warning-free as C99
#                           (gcc, clang) and C++ (g++, clang++); the program reports
#                           which compilations failed, and runs one transform.

CORE_DEPS  := tests/test_core.c tests/core_engine.h tests/core_run.h dft.h
CORE_STD   := -std=c99 -Wall -Wextra -Wpedantic -Werror
CORE_LIBS  := -lm -pthread
CORE_SAN   := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
CORE_BINS  := $(BUILD)/test_core $(BUILD)/test_core_noomp $(BUILD)/test_core_asan \
              $(BUILD)/test_core_strict

TEST_BINS += $(CORE_BINS)

.PHONY: core-build
core-build: $(CORE_BINS)

$(BUILD)/test_core: $(CORE_DEPS) | $(BUILD)
	$(CC) $(CORE_STD) -fopenmp -O2 -g -I. -o $@ tests/test_core.c $(CORE_LIBS)

$(BUILD)/test_core_noomp: $(CORE_DEPS) | $(BUILD)
	$(CC) $(CORE_STD) -O1 -g -I. -o $@ tests/test_core.c $(CORE_LIBS)

$(BUILD)/test_core_asan: $(CORE_DEPS) | $(BUILD)
	gcc $(CORE_STD) -fopenmp -O1 -g $(CORE_SAN) -I. -o $@ tests/test_core.c $(CORE_LIBS)

# Each strict compilation may fail without stopping the build: the failures are
# compiled into the program, which then reports them as a failed check.
CORE_STRICT_W := -Wall -Wextra -Wpedantic -Werror
$(BUILD)/test_core_strict: tests/core_strict.c dft.h | $(BUILD)
	@rm -f $@; f=0; \
	gcc -std=c99 $(CORE_STRICT_W) -fopenmp -I. -c tests/core_strict.c -o $@.gcc.o || f=$$((f|1)); \
	clang -std=c99 $(CORE_STRICT_W) -I. -c tests/core_strict.c -o $@.clang.o || f=$$((f|2)); \
	g++ -x c++ -std=c++11 $(CORE_STRICT_W) -fopenmp -I. -c tests/core_strict.c -o $@.gxx.o || f=$$((f|4)); \
	clang++ -x c++ -std=c++11 $(CORE_STRICT_W) -I. -c tests/core_strict.c -o $@.clangxx.o || f=$$((f|8)); \
	rm -f $@.gcc.o $@.clang.o $@.gxx.o $@.clangxx.o; \
	echo "$(CC) -std=c99 -DSTRICT_FAILED=$$f -I. -o $@ tests/core_strict.c -lm"; \
	$(CC) -std=c99 -DSTRICT_FAILED=$$f -I. -o $@ tests/core_strict.c -lm
