/* consumer.c - a program built the way a user builds one against an installed dft.h
   (pkg-config or CMake; never the source tree). C and C++ (consumer.cpp includes it).
   Checks one transform and prints "openmp yes|no" so tests/consumer/run.sh can check
   that the package's flags carried OpenMP. Exit status 0 when the transform is right. */
#define DFT_IMPLEMENTATION
#include "dft.h"

#include <math.h>
#include <stdio.h>

int main(void)
{
  /* forward DFT of x[j] = exp(2 pi i 3 j / 16): 16 at k = 3, zero elsewhere */
  enum { N = 16 };
  double x[2 * N];
  const int64_t n = N;
  dft_descriptor *d = NULL;
  dft_status st;
  double err = 0;
  int j;
  for (j = 0; j < N; j++) {
    x[2 * j] = cos(2 * 3.14159265358979323846 * 3 * j / N);
    x[2 * j + 1] = sin(2 * 3.14159265358979323846 * 3 * j / N);
  }
  st = dft_create(&d, DFT_DOUBLE, DFT_COMPLEX, 1, &n);
  if (st == DFT_OK) st = dft_commit(d);
  if (st == DFT_OK) st = dft_compute_forward(d, x, NULL);
  dft_free(&d);
  if (st != DFT_OK) {
    printf("dft: %s\n", dft_status_string(st));
    return 1;
  }
  for (j = 0; j < N; j++) {
    const double e = hypot(x[2 * j] - (j == 3 ? N : 0), x[2 * j + 1]);
    if (e > err) err = e;
  }
#ifdef _OPENMP
  printf("openmp yes\n");
#else
  printf("openmp no\n");
#endif
  printf("max error %.3g\n", err);
  return err < 1e-12 ? 0 : 1;
}
