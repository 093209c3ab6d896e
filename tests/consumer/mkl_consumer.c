/* mkl_consumer.c - a oneMKL DFTI program built against the installed compatibility
   headers (dft-mkl.pc or dft::mkl). Exit status 0 when the transform is right. */
#define DFT_IMPLEMENTATION
#include "mkl_dfti.h"

#include <stdio.h>

int main(void)
{
  /* real forward transform of a constant 1 of length 8: CCE output X_0 = 8, rest 0 */
  float x[8], y[10];
  DFTI_DESCRIPTOR_HANDLE h = NULL;
  MKL_LONG st;
  int j, bad = 0;
  for (j = 0; j < 8; j++) x[j] = 1.0f;
  st = DftiCreateDescriptor(&h, DFTI_SINGLE, DFTI_REAL, 1, (MKL_LONG)8);
  if (st == 0) st = DftiSetValue(h, DFTI_PLACEMENT, DFTI_NOT_INPLACE);
  if (st == 0) st = DftiSetValue(h, DFTI_CONJUGATE_EVEN_STORAGE, DFTI_COMPLEX_COMPLEX);
  if (st == 0) st = DftiCommitDescriptor(h);
  if (st == 0) st = DftiComputeForward(h, x, y);
  DftiFreeDescriptor(&h);
  if (st != 0) {
    printf("DFTI: %s\n", DftiErrorMessage(st));
    return 1;
  }
  for (j = 0; j < 10; j++)
    if (y[j] != (j == 0 ? 8.0f : 0.0f)) bad++;
  printf("mkl consumer: %d wrong values\n", bad);
  return bad != 0;
}
