# Large 1-D transforms (four-step path), checked against exactly known transforms.
$(BUILD)/test_large: tests/test_large.c dft.h | $(BUILD)
	$(CC) -std=c99 -Wall -Wextra -Wpedantic -Werror -fopenmp -O2 -I. -o $@ tests/test_large.c -lm

TEST_BINS += $(BUILD)/test_large
