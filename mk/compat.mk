# mk/compat.mk - the oneMKL DFTI compatibility layer (compat/) and its tests.
# Each test is built the way a oneMKL user builds a program: the include path points
# at compat/ (and at dft.h), one file defines DFT_IMPLEMENTATION, nothing else is
# linked. complex.c is built a second time as C++; threads is a program of two files;
# descriptor.c is built a second time with MKL_ILP64 (64-bit MKL_INT). -O1: they check
# the mapping, not speed, and -O2 builds of dft.h take about 20 s each.

COMPAT_CFLAGS   := -std=c99 -Wall -Wextra -Wpedantic -Werror -O1 -fopenmp -I. -Icompat
COMPAT_CXXFLAGS := -std=c++11 -Wall -Wextra -Wpedantic -Werror -O1 -fopenmp -I. -Icompat
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

$(COMPAT_TESTS:%=$(BUILD)/compat/%): $(BUILD)/compat/%: tests/compat/%.c $(COMPAT_DEPS) | $(BUILD)/compat
	$(CC) $(COMPAT_CFLAGS) $< -o $@ -lm

$(BUILD)/compat/complex_cxx: tests/compat/complex.c $(COMPAT_DEPS) | $(BUILD)/compat
	$(CXX) -x c++ $(COMPAT_CXXFLAGS) $< -x none -o $@ -lm

$(BUILD)/compat/descriptor_ilp64: tests/compat/descriptor.c $(COMPAT_DEPS) | $(BUILD)/compat
	$(CC) $(COMPAT_CFLAGS) -DMKL_ILP64 $< -o $@ -lm

$(BUILD)/compat/threads: tests/compat/threads.c tests/compat/threads_impl.c $(COMPAT_DEPS) | $(BUILD)/compat
	$(CC) $(COMPAT_CFLAGS) tests/compat/threads.c tests/compat/threads_impl.c -o $@ -lm
