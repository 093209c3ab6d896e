# mk/compat.mk - the oneMKL DFTI compatibility layer (compat/) and its tests.
# Each test is a file the way a oneMKL user writes one: the include path points at
# compat/ (and at dft.h), one file defines DFT_IMPLEMENTATION, nothing else is linked.
# The C tests are built with -DCOMPAT_SHARED_IMPL and link one object of the
# implementation (tests/compat/impl.c, built once: a build of dft.h takes about 14 s
# here); complex.c is built a second time as C++ and descriptor.c a second time with
# MKL_ILP64 (64-bit MKL_INT), each with its own implementation; threads is a program of
# two files. They check the mapping, not speed: impl.o is -O1 (gcc's optimizer warnings
# over the layer, with -Werror), the C++ and ILP64 builds -O0 (30 s each at -O1, 5 at -O0).

COMPAT_CFLAGS   := -std=c99 -Wall -Wextra -Wpedantic -Werror -O1 -fopenmp -I. -Icompat
COMPAT_CXXFLAGS := -std=c++11 -Wall -Wextra -Wpedantic -Werror -O0 -fopenmp -I. -Icompat
COMPAT_DEPS     := dft.h compat/mkl_dfti.h compat/mkl_service.h compat/mkl.h \
                   tests/compat/check.h
COMPAT_TESTS    := complex real split batch packed descriptor
COMPAT_BINS     := $(COMPAT_TESTS:%=$(BUILD)/compat/%) $(BUILD)/compat/complex_cxx \
                   $(BUILD)/compat/descriptor_ilp64 $(BUILD)/compat/threads

TEST_BINS += $(COMPAT_BINS)

.PHONY: compat-build
compat-build: $(COMPAT_BINS)

$(BUILD)/compat:
	@mkdir -p $@

$(BUILD)/compat/impl.o: tests/compat/impl.c $(COMPAT_DEPS) | $(BUILD)/compat
	$(CC) $(COMPAT_CFLAGS) -c $< -o $@

$(COMPAT_TESTS:%=$(BUILD)/compat/%): $(BUILD)/compat/%: tests/compat/%.c $(BUILD)/compat/impl.o $(COMPAT_DEPS)
	$(CC) $(COMPAT_CFLAGS) -DCOMPAT_SHARED_IMPL $< $(BUILD)/compat/impl.o -o $@ -lm

$(BUILD)/compat/complex_cxx: tests/compat/complex.c $(COMPAT_DEPS) | $(BUILD)/compat
	$(CXX) -x c++ $(COMPAT_CXXFLAGS) $< -x none -o $@ -lm

$(BUILD)/compat/descriptor_ilp64: tests/compat/descriptor.c $(COMPAT_DEPS) | $(BUILD)/compat
	$(CC) $(COMPAT_CFLAGS) -O0 -DMKL_ILP64 $< -o $@ -lm

$(BUILD)/compat/threads: tests/compat/threads.c $(BUILD)/compat/impl.o $(COMPAT_DEPS)
	$(CC) $(COMPAT_CFLAGS) tests/compat/threads.c $(BUILD)/compat/impl.o -o $@ -lm
