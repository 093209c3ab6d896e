/* vulkan_consumer.c - built (not run: a GPU may be absent) against the installed
   dft_vulkan.h through dft-vulkan.pc or dft::vulkan, to check that it compiles and
   links. Run, it tries a context and reports what it found. */
#define DFT_IMPLEMENTATION
#include "dft.h"
#define DFT_VULKAN_IMPLEMENTATION
#include "dft_vulkan.h"

#include <stdio.h>

int main(void)
{
  dft_vk_context *ctx = NULL;
  dft_status st = dft_vk_context_create(&ctx, -1);
  printf("vulkan context: %s\n", dft_status_string(st));
  dft_vk_context_free(&ctx);
  return 0;
}
