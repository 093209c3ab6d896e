# mk/vulkan.mk - dft_vulkan.h: shaders, tests and the GPU benchmark.
#   make shaders      compile shaders/*.comp (glslangValidator) and embed the SPIR-V
#                     into dft_vulkan.h between its >>spirv markers
#   make bench-gpu    GPU benchmark (timestamp queries; cuFFT beside it when CuPy is there)
# Tests (TEST_BINS):
#   build/test_vulkan          the suite on the first Vulkan device (CI: lavapipe), with
#                              the Khronos validation layer on
#   tests/vk_spirv_check.sh    the embedded SPIR-V equals a fresh compile
#   build/test_vulkan_strict   dft_vulkan.h compiled warning-free as C99 (gcc, clang) and
#                              C++ (g++, clang++), then with dft.h's implementation in one
#                              C99 file; failures are reported as a failed check

VK_STD   := -std=c99 -Wall -Wextra -Wpedantic -Werror
VK_LIBS  := -lvulkan -lm
VK_DEPS  := dft_vulkan.h dft.h
VK_BINS  := $(BUILD)/test_vulkan tests/vk_spirv_check.sh $(BUILD)/test_vulkan_strict

TEST_BINS += $(VK_BINS)

.PHONY: shaders bench-gpu vulkan-build
vulkan-build: $(BUILD)/test_vulkan $(BUILD)/test_vulkan_strict $(BUILD)/bench_gpu

shaders:
	shaders/embed.sh $(BUILD)/shaders dft_vulkan.h

$(BUILD)/test_vulkan: tests/test_vulkan.c tests/vk_ref.h $(VK_DEPS) | $(BUILD)
	$(CC) $(VK_STD) -O1 $(TEST_G) $(OMP) -Itests -I. -o $@ tests/test_vulkan.c $(VK_LIBS)

VK_STRICT_W := -Wall -Wextra -Wpedantic -Werror
$(BUILD)/test_vulkan_strict: tests/vk_strict.c $(VK_DEPS) | $(BUILD)
	@f=0; \
	gcc -std=c99 $(VK_STRICT_W) -I. -c tests/vk_strict.c -o $@.gcc.o || f=$$((f|1)); \
	clang -std=c99 $(VK_STRICT_W) -I. -c tests/vk_strict.c -o $@.clang.o || f=$$((f|2)); \
	g++ -x c++ -std=c++11 $(VK_STRICT_W) -I. -c tests/vk_strict.c -o $@.gxx.o || f=$$((f|4)); \
	clang++ -x c++ -std=c++11 $(VK_STRICT_W) -I. -c tests/vk_strict.c -o $@.clangxx.o || f=$$((f|8)); \
	rm -f $@.gcc.o $@.clang.o $@.gxx.o $@.clangxx.o; \
	echo "$(CC) -std=c99 $(VK_STRICT_W) -DVK_STRICT_FAILED=$$f -I. -o $@ tests/vk_strict.c $(VK_LIBS)"; \
	$(CC) -std=c99 $(VK_STRICT_W) -DVK_STRICT_FAILED=$$f -I. -o $@ tests/vk_strict.c $(VK_LIBS)

$(BUILD)/bench_gpu: bench/bench_gpu.c $(VK_DEPS) | $(BUILD)
	$(CC) -std=c99 -Wall -Wextra -O2 -g $(OMP) -I. -o $@ bench/bench_gpu.c $(VK_LIBS)

# Prints the table; when CuPy is importable, bench/cufft_ref.py first times cuFFT on the
# same cases and the table gets its column (BENCH_GPU_ARGS: --quick, --reps N, --only S).
bench-gpu: $(BUILD)/bench_gpu
	@python3 bench/cufft_ref.py $(BENCH_GPU_ARGS) > $(BUILD)/cufft.txt 2> /dev/null; \
	if grep -q '^[a-z]' $(BUILD)/cufft.txt; then c="--cufft $(BUILD)/cufft.txt"; else c=""; \
	echo "(no cuFFT column: CuPy unavailable)"; fi; \
	$(BUILD)/bench_gpu $(BENCH_GPU_ARGS) $$c
