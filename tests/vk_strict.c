/* vk_strict.c - dft_vulkan.h's implementation compiled warning-free as C99 and C++ by
   mk/vulkan.mk (beside dft.h's declarations: dft.h's own implementation is the mode
   matrix's to check, tests/modes/run.sh); built once more, strictly, with both
   implementations in one translation unit and VK_STRICT_FAILED = the mask of the
   compilers that failed, it reports them and checks that the headers work together. */
#ifdef VK_STRICT_FAILED
#define DFT_IMPLEMENTATION
#endif
#include "dft.h"
#define DFT_VULKAN_IMPLEMENTATION
#include "dft_vulkan.h"
#include <stdio.h>

int main(void)
{
  static const char *names[4] = {"gcc -std=c99", "clang -std=c99", "g++ -std=c++11", "clang++ -std=c++11"};
  int pass = 0, fail = 0, i;
#ifdef VK_STRICT_FAILED
  int failed = VK_STRICT_FAILED;
#else
  int failed = 0;
#endif
  for (i = 0; i < 4; i++) {
    if (failed >> i & 1) { printf("FAIL dft_vulkan.h does not compile cleanly with %s -Wall -Wextra -Wpedantic -Werror\n", names[i]); fail++; }
    else { printf("ok %s\n", names[i]); pass++; }
  }
  {
    dft_vk_context *ctx = NULL;
    dft_status st = dft_vk_context_create(NULL, -1);
    if (st == DFT_ERROR_INVALID_CONFIGURATION && !ctx) pass++;
    else { printf("FAIL dft_vk_context_create(NULL) returned %s\n", dft_status_string(st)); fail++; }
  }
  printf("%d passed, %d failed\n", pass, fail);
  return fail != 0;
}
