/* core_strict.c - header strictness check of dft.h. mk/core.mk compiles this file with
   DFT_IMPLEMENTATION as C99 (gcc, clang) and as C++ (g++, clang++), all with
   -Wall -Wextra -Wpedantic -Werror, and passes the number of compilations that failed
   in STRICT_FAILED (a bit mask: 1 gcc, 2 clang, 4 g++, 8 clang++) to the build of the
   program that reports it. The program also runs one small transform. */
#define DFT_IMPLEMENTATION
#include "dft.h"
#include <stdio.h>
#include <math.h>

#ifndef STRICT_FAILED
#define STRICT_FAILED 0
#endif

int main(void)
{
  static const char *names[4] = {"gcc -std=c99", "clang -std=c99", "g++", "clang++"};
  dft_descriptor *d = NULL;
  int64_t n = 8;
  double x[16], err = 0;
  int i, ok = 1;
  for (i = 0; i < 4; i++)
    if (STRICT_FAILED & (1 << i)) {
      printf("FAIL strict: dft.h with DFT_IMPLEMENTATION does not compile warning-free "
             "with %s -Wall -Wextra -Wpedantic -Werror\n", names[i]);
      ok = 0;
    }
  for (i = 0; i < 16; i++) x[i] = (i == 2) ? 1.0 : 0.0; /* delta at index 1 */
  if (dft_create(&d, DFT_DOUBLE, DFT_COMPLEX, 1, &n) != DFT_OK || dft_commit(d) != DFT_OK ||
      dft_compute_forward(d, x, NULL) != DFT_OK) {
    printf("FAIL strict: a size-8 transform could not be computed\n");
    ok = 0;
  } else {
    for (i = 0; i < 8; i++) {
      double a = -2 * 3.14159265358979323846 * i / 8;
      err += fabs(x[2 * i] - cos(a)) + fabs(x[2 * i + 1] - sin(a));
    }
    if (!(err < 1e-12)) {
      printf("FAIL strict: size-8 transform of a delta is wrong (error %g)\n", err);
      ok = 0;
    }
  }
  dft_free(&d);
  printf("%d passed, %d failed\n", ok, !ok);
  return !ok;
}
