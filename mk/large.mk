# Large 1-D transforms (four-step path), checked against exactly known transforms.
# (linked with test_core's build of the implementation, build/impl_o2.o: mk/core.mk)
$(BUILD)/test_large: tests/test_large.c $(BUILD)/impl_o2.o | $(BUILD)
	$(CC) -std=c99 -Wall -Wextra -Wpedantic -Werror -fopenmp -O2 $(TEST_G) -DDFT_TEST_LINKED_IMPL -I. -o $@ tests/test_large.c $(BUILD)/impl_o2.o -lm -pthread

TEST_BINS += $(BUILD)/test_large
