/* One committed DFTI descriptor used from several OpenMP threads at once, each on its
   own data (complex 2-D in place; real 1-D out of place with INPUT/OUTPUT strides,
   forward and backward), checked against a naive long-double DFT computed beforehand.
   mkl_set_num_threads(1) limits the library, not the program's own parallel regions.
   A program of two files: the implementation is in impl.c. */
#include "mkl.h"
#include "check.h"
#ifdef _OPENMP
#include <omp.h>
#endif

#define JOBS 24

static void complex_shared(void)
{
  const long n[2] = {32, 24}, cnt = 32 * 24;
  MKL_LONG len[2] = {32, 24};
  long s[3], j;
  DFTI_DESCRIPTOR_HANDLE h = NULL;
  t_cplx *x = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)(JOBS * cnt));
  t_cplx *ref = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)(JOBS * cnt));
  t_cplx *got = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)cnt);
  MKL_Complex16 *buf = (MKL_Complex16 *)mkl_malloc(sizeof(MKL_Complex16) * JOBS * cnt, 64);
  MKL_LONG st[JOBS];
  int threads[JOBS];

  t_rowmajor(2, n, n[1], s);
  t_random_c(x, JOBS * cnt);
  memcpy(ref, x, sizeof(t_cplx) * (size_t)(JOBS * cnt));
  for (j = 0; j < JOBS; j++) t_dft(ref + j * cnt, 2, n, -1);
  for (j = 0; j < JOBS; j++) t_put(buf + j * cnt, 0, T_COMPLEX, 2, n, s, 0, 1, x + j * cnt);

  t_status(DftiCreateDescriptor(&h, DFTI_DOUBLE, DFTI_COMPLEX, 2, len), 0, "shared: create");
  t_status(DftiCommitDescriptor(h), 0, "shared: commit");
#ifdef _OPENMP
#pragma omp parallel for schedule(dynamic, 1) num_threads(6)
#endif
  for (j = 0; j < JOBS; j++) {
#ifdef _OPENMP
    threads[j] = omp_get_thread_num();
#else
    threads[j] = 0;
#endif
    st[j] = DftiComputeForward(h, buf + j * cnt);
  }
  for (j = 0; j < JOBS; j++) {
    char what[80];
    sprintf(what, "shared complex descriptor, job %ld (thread %d)", j, threads[j]);
    if (!t_status(st[j], 0, what)) continue;
    t_get(buf + j * cnt, 0, T_COMPLEX, 2, n, s, 0, 1, got);
    t_close(got, ref + j * cnt, cnt, 0, what);
  }
  DftiFreeDescriptor(&h);
  mkl_free(buf);
  free(x);
  free(ref);
  free(got);
}

static void real_shared(void)
{
  const long n = 50, nh = 26, rrow = 53, crow = 27; /* padded rows, offsets */
  long j, k;
  MKL_LONG rs[2] = {3, 1}, cs[2] = {1, 1};
  DFTI_DESCRIPTOR_HANDLE h = NULL;
  t_cplx *x = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)(JOBS * n));
  t_cplx *full = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)(JOBS * n));
  t_cplx got[50];
  float *r = (float *)mkl_malloc(sizeof(float) * JOBS * rrow, 64);
  MKL_Complex8 *c = (MKL_Complex8 *)mkl_malloc(sizeof(MKL_Complex8) * JOBS * crow, 64);
  MKL_LONG st[JOBS];

  t_random_r(x, JOBS * n);
  memcpy(full, x, sizeof(t_cplx) * (size_t)(JOBS * n));
  for (j = 0; j < JOBS; j++) t_dft(full + j * n, 1, &n, -1);
  for (j = 0; j < JOBS; j++)
    for (k = 0; k < n; k++) r[j * rrow + 3 + k] = (float)x[j * n + k].re;

  mkl_set_num_threads(1); /* the library single-threaded inside the program's threads */
  t_status(DftiCreateDescriptor(&h, DFTI_SINGLE, DFTI_REAL, 1, (MKL_LONG)n), 0, "real shared");
  t_status(DftiSetValue(h, DFTI_PLACEMENT, DFTI_NOT_INPLACE), 0, "real shared: placement");
  t_status(DftiSetValue(h, DFTI_INPUT_STRIDES, rs), 0, "real shared: input strides");
  t_status(DftiSetValue(h, DFTI_OUTPUT_STRIDES, cs), 0, "real shared: output strides");
  t_status(DftiCommitDescriptor(h), 0, "real shared: commit");
#ifdef _OPENMP
#pragma omp parallel num_threads(4)
  {
#pragma omp single
    t_check(omp_get_dynamic() || omp_get_num_threads() == 4,
            "mkl_set_num_threads(1) shrank the program's parallel region to %d",
            omp_get_num_threads());
  }
#pragma omp parallel for schedule(dynamic, 1) num_threads(5)
#endif
  for (j = 0; j < JOBS; j++) st[j] = DftiComputeForward(h, r + j * rrow, c + j * crow);
  for (j = 0; j < JOBS; j++) {
    char what[80];
    sprintf(what, "shared real descriptor forward, job %ld", j);
    if (!t_status(st[j], 0, what)) continue;
    for (k = 0; k < nh; k++) {
      got[k].re = c[j * crow + 1 + k].real;
      got[k].im = c[j * crow + 1 + k].imag;
    }
    t_close(got, full + j * n, nh, 1, what);
  }

  /* backward from the same spectra, swapping the strides */
  t_status(DftiSetValue(h, DFTI_INPUT_STRIDES, cs), 0, "real shared: swap input");
  t_status(DftiSetValue(h, DFTI_OUTPUT_STRIDES, rs), 0, "real shared: swap output");
  t_status(DftiCommitDescriptor(h), 0, "real shared: commit backward");
  for (j = 0; j < JOBS; j++) {
    for (k = 0; k < nh; k++) {
      c[j * crow + 1 + k].real = (float)full[j * n + k].re;
      c[j * crow + 1 + k].imag = (float)full[j * n + k].im;
    }
    t_dft(full + j * n, 1, &n, 1);
  }
#ifdef _OPENMP
#pragma omp parallel for schedule(dynamic, 1) num_threads(5)
#endif
  for (j = 0; j < JOBS; j++) st[j] = DftiComputeBackward(h, c + j * crow, r + j * rrow);
  for (j = 0; j < JOBS; j++) {
    char what[80];
    sprintf(what, "shared real descriptor backward, job %ld", j);
    if (!t_status(st[j], 0, what)) continue;
    for (k = 0; k < n; k++) {
      got[k].re = r[j * rrow + 3 + k];
      got[k].im = 0;
    }
    t_close(got, full + j * n, n, 1, what);
  }
  mkl_set_num_threads(0);
  DftiFreeDescriptor(&h);
  mkl_free(r);
  mkl_free(c);
  free(x);
  free(full);
}

int main(void)
{
  complex_shared();
  real_shared();
  return t_finish();
}
