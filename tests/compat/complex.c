/* Complex 1-D/2-D/3-D transforms through the oneMKL DFTI interface, single and double,
   in place and out of place, checked against a naive long-double DFT. Built as C99 and,
   from the same file, as C++ (build/compat/complex_cxx). */
#ifndef COMPAT_SHARED_IMPL /* see impl.c */
#define DFT_IMPLEMENTATION
#endif
#include "mkl_dfti.h"
#include "mkl_service.h"
#include "check.h"

/* The classic oneMKL example: MKL_Complex16 / MKL_Complex8 arrays from mkl_malloc,
   a scalar length for 1-D, in place, then backward with BACKWARD_SCALE = 1/n. */
static void classic_1d(void)
{
  const MKL_LONG n = 20;
  MKL_Complex16 *z = (MKL_Complex16 *)mkl_malloc(sizeof(MKL_Complex16) * n, 64);
  MKL_Complex8 *c = (MKL_Complex8 *)mkl_malloc(sizeof(MKL_Complex8) * n, 64);
  t_cplx x[20], ref[20], got[20];
  DFTI_DESCRIPTOR_HANDLE h = NULL, hs = NULL;
  MKL_LONG st;
  long i;

  t_random_c(x, n);
  for (i = 0; i < n; i++) {
    z[i].real = (double)x[i].re;
    z[i].imag = (double)x[i].im;
    c[i].real = (float)x[i].re;
    c[i].imag = (float)x[i].im;
  }
  memcpy(ref, x, sizeof ref);
  {
    long nn = (long)n;
    t_dft(ref, 1, &nn, -1);
  }

  st = DftiCreateDescriptor(&h, DFTI_DOUBLE, DFTI_COMPLEX, 1, n);
  t_status(st, DFTI_NO_ERROR, "classic: create double");
  st = DftiSetValue(h, DFTI_BACKWARD_SCALE, 1.0 / (double)n);
  t_status(st, DFTI_NO_ERROR, "classic: set BACKWARD_SCALE");
  st = DftiCommitDescriptor(h);
  t_status(st, DFTI_NO_ERROR, "classic: commit double");
  st = DftiComputeForward(h, z);
  t_status(st, DFTI_NO_ERROR, "classic: forward double");
  for (i = 0; i < n; i++) {
    got[i].re = z[i].real;
    got[i].im = z[i].imag;
  }
  t_close(got, ref, n, 0, "classic: forward MKL_Complex16");
  st = DftiComputeBackward(h, z);
  t_status(st, DFTI_NO_ERROR, "classic: backward double");
  for (i = 0; i < n; i++) {
    got[i].re = z[i].real;
    got[i].im = z[i].imag;
  }
  t_close(got, x, n, 0, "classic: backward MKL_Complex16 with scale 1/n");

  st = DftiCreateDescriptor(&hs, DFTI_SINGLE, DFTI_COMPLEX, 1, n);
  t_status(st, DFTI_NO_ERROR, "classic: create single");
  st = DftiCommitDescriptor(hs);
  t_status(st, DFTI_NO_ERROR, "classic: commit single");
  st = DftiComputeForward(hs, c);
  t_status(st, DFTI_NO_ERROR, "classic: forward single");
  for (i = 0; i < n; i++) {
    got[i].re = c[i].real;
    got[i].im = c[i].imag;
  }
  t_close(got, ref, n, 1, "classic: forward MKL_Complex8");

  DftiFreeDescriptor(&h);
  DftiFreeDescriptor(&hs);
  t_check(h == NULL && hs == NULL, "classic: DftiFreeDescriptor sets the handle to NULL");
  mkl_free(z);
  mkl_free(c);
}

/* One case: precision, shape, placement. Forward of random data, then backward of
   other random data, each against the naive DFT; out of place also checks that the
   input is left unchanged. */
static void complex_case(int single, int d, const long *n, int inplace)
{
  long cnt = t_count(d, n), s[8], reals = 2 * t_count(d, n);
  MKL_LONG len[7], st;
  DFTI_DESCRIPTOR_HANDLE h = NULL;
  t_cplx *x = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)cnt);
  t_cplx *ref = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)cnt);
  t_cplx *got = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)cnt);
  void *in = t_buffer(reals, single), *out = inplace ? NULL : t_buffer(reals, single);
  void *keep;
  char what[200];
  int l, dir;

  sprintf(what, "complex %s %dD %ld", single ? "single" : "double", d, n[0]);
  for (l = 1; l < d; l++) sprintf(what + strlen(what), "x%ld", n[l]);
  strcat(what, inplace ? " in place" : " out of place");
  for (l = 0; l < d; l++) len[l] = (MKL_LONG)n[l];

  if (d == 1)
    st = DftiCreateDescriptor(&h, single ? DFTI_SINGLE : DFTI_DOUBLE, DFTI_COMPLEX, 1, len[0]);
  else
    st = DftiCreateDescriptor(&h, single ? DFTI_SINGLE : DFTI_DOUBLE, DFTI_COMPLEX,
                              (MKL_LONG)d, len);
  if (!t_status(st, DFTI_NO_ERROR, what)) goto done;
  if (!inplace) t_status(DftiSetValue(h, DFTI_PLACEMENT, DFTI_NOT_INPLACE), 0, what);
  if (!t_status(DftiCommitDescriptor(h), DFTI_NO_ERROR, what)) goto done;
  t_rowmajor(d, n, n[d - 1], s);

  for (dir = 0; dir < 2; dir++) {
    t_random_c(x, cnt);
    memcpy(ref, x, sizeof(t_cplx) * (size_t)cnt);
    t_dft(ref, d, n, dir ? 1 : -1);
    t_put(in, single, T_COMPLEX, d, n, s, 0, 1, x);
    keep = t_clone(in, reals, single);
    if (dir == 0) st = inplace ? DftiComputeForward(h, in) : DftiComputeForward(h, in, out);
    else st = inplace ? DftiComputeBackward(h, in) : DftiComputeBackward(h, in, out);
    if (t_status(st, DFTI_NO_ERROR, what)) {
      t_get(inplace ? in : out, single, T_COMPLEX, d, n, s, 0, 1, got);
      strcat(what, dir ? " backward" : " forward");
      t_close(got, ref, cnt, single, what);
      what[strlen(what) - (dir ? 9 : 8)] = '\0';
      if (!inplace)
        t_check(t_changed(in, keep, reals, single) == 0, "%s: input changed", what);
    }
    free(keep);
  }
done:
  DftiFreeDescriptor(&h);
  free(x);
  free(ref);
  free(got);
  free(in);
  free(out);
}

/* Strided layouts given to DFTI: column-major 2-D in place (INPUT_STRIDES only: in
   place the output settings are ignored), and out of place a reversed 1-D input
   (negative stride) into an output with a gap between elements. */
static void strided(int single)
{
  const long n2[2] = {6, 5}, n1 = 9;
  long cm[3] = {0, 1, 6}, rev[2] = {8, -1}, gap[2] = {1, 2}, j;
  MKL_LONG mcm[3] = {0, 1, 6}, mrev[2] = {8, -1}, mgap[2] = {1, 2}, len[2] = {6, 5}, st;
  DFTI_DESCRIPTOR_HANDLE h = NULL;
  t_cplx x[30], ref[30], got[30];
  void *a = t_buffer(60, single), *b = t_buffer(40, single);
  char what[120];

  sprintf(what, "complex %s 2D column-major INPUT_STRIDES", single ? "single" : "double");
  DftiCreateDescriptor(&h, single ? DFTI_SINGLE : DFTI_DOUBLE, DFTI_COMPLEX, 2, len);
  t_status(DftiSetValue(h, DFTI_INPUT_STRIDES, mcm), 0, what);
  if (t_status(DftiCommitDescriptor(h), 0, what)) {
    for (j = 0; j < 2; j++) {
      t_random_c(x, 30);
      memcpy(ref, x, sizeof ref);
      t_dft(ref, 2, n2, j ? 1 : -1);
      t_put(a, single, T_COMPLEX, 2, n2, cm, 0, 1, x);
      st = j ? DftiComputeBackward(h, a) : DftiComputeForward(h, a);
      if (t_status(st, 0, what)) {
        t_get(a, single, T_COMPLEX, 2, n2, cm, 0, 1, got);
        t_close(got, ref, 30, single, what);
      }
    }
  }
  DftiFreeDescriptor(&h);

  sprintf(what, "complex %s 1D negative input stride, gapped output", single ? "single" : "double");
  DftiCreateDescriptor(&h, single ? DFTI_SINGLE : DFTI_DOUBLE, DFTI_COMPLEX, 1, (MKL_LONG)n1);
  DftiSetValue(h, DFTI_PLACEMENT, DFTI_NOT_INPLACE);
  t_status(DftiSetValue(h, DFTI_INPUT_STRIDES, mrev), 0, what);
  t_status(DftiSetValue(h, DFTI_OUTPUT_STRIDES, mgap), 0, what);
  if (t_status(DftiCommitDescriptor(h), 0, what)) {
    t_random_c(x, n1);
    memcpy(ref, x, sizeof(t_cplx) * (size_t)n1);
    t_dft(ref, 1, &n1, -1);
    t_put(a, single, T_COMPLEX, 1, &n1, rev, 0, 1, x);
    if (t_status(DftiComputeForward(h, a, b), 0, what)) {
      t_get(b, single, T_COMPLEX, 1, &n1, gap, 0, 1, got);
      t_close(got, ref, n1, single, what);
    }
  }
  DftiFreeDescriptor(&h);
  free(a);
  free(b);
}

int main(void)
{
  static const long n1[] = {16, 15, 17, 1, 60, 97, 1009};
  static const long n2[][2] = {{8, 6}, {5, 7}};
  static const long n3[][3] = {{4, 6, 5}, {2, 3, 8}};
  int single, inplace;
  unsigned i;

  classic_1d();
  strided(0);
  strided(1);
  for (single = 0; single < 2; single++)
    for (inplace = 1; inplace >= 0; inplace--) {
      for (i = 0; i < sizeof n1 / sizeof n1[0]; i++) complex_case(single, 1, &n1[i], inplace);
      for (i = 0; i < sizeof n2 / sizeof n2[0]; i++) complex_case(single, 2, n2[i], inplace);
      for (i = 0; i < sizeof n3 / sizeof n3[0]; i++) complex_case(single, 3, n3[i], inplace);
    }
  return t_finish();
}
