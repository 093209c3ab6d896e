# dft.h - build, test and benchmark.  The two commands a user needs:
#   make test     build and run the whole test suite (ends with "N passed, M failed")
#   make bench    benchmark against FFTW on the default size set
# Both first install any missing Debian packages (as root, quietly).
# Each component adds its own rules in mk/*.mk; TEST_BINS collects the test programs
# that tests/run.sh runs in order.

CC      ?= cc
CXX     ?= c++
OPT     ?= -O2
WARN    := -Wall -Wextra -Wpedantic
OMP     ?= -fopenmp
CFLAGS  ?= $(OPT) -g
ALLCFLAGS = $(CFLAGS) $(WARN) $(OMP) -I.
LDLIBS  := -lm
# Debug information of the test builds: line tables, enough for sanitizer and valgrind
# backtraces. Full -g doubles the time gcc takes over dft.h (variable tracking through
# the unrolled kernels: test_core at -O1 62 s with -g, 29 s with -g1).
TEST_G  ?= -g1
BUILD   := build
SECONDS ?= 60

# Debian packages each command needs; `deps` installs the missing ones.
PKGS_BUILD := gcc g++ make libsimde-dev libomp-dev
PKGS_TEST  := $(PKGS_BUILD) clang libclang-rt-14-dev libfftw3-dev glslang-tools \
              libvulkan-dev mesa-vulkan-drivers vulkan-validationlayers valgrind
PKGS_BENCH := $(PKGS_BUILD) libfftw3-dev libkissfft-dev gnuplot-nox

TEST_BINS :=

.PHONY: all test bench deps-test deps-bench clean
all: test

deps-test:
	@tools/deps.sh $(PKGS_TEST)
deps-bench:
	@tools/deps.sh $(PKGS_BENCH)

$(BUILD):
	@mkdir -p $(BUILD)

include mk/*.mk

# The longest programs start first (tests/run.sh runs them in the order given, a few at a
# time, and prints each one's output in that order): the Vulkan suite on lavapipe takes
# minutes of CPU for its pipelines, the fuzzer a fixed 40 s.
TEST_FIRST = $(foreach t,$(BUILD)/test_vulkan $(BUILD)/rel/test_vk_fail $(BUILD)/rel/fuzz-check,$(filter $(t),$(TEST_BINS)))

test: deps-test
	@$(MAKE) --no-print-directory -j$$(nproc) test-build
	@tests/run.sh $(TEST_FIRST) $(filter-out $(TEST_FIRST),$(TEST_BINS))

test-build: $(TEST_BINS)

clean:
	rm -rf $(BUILD)
