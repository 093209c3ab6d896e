/* check.h - a small self-checking workload for the compiler/mode matrix (run.sh here)
   and the Arm64 run (make test-arm). Uses only dft.h's public declarations and the
   common subset of C99 and C++11, so every mode compiles the same checks.
   Include after dft.h; call modes_check(), which prints one line per check and
   returns the number of failures. */
#ifndef DFT_MODES_CHECK_H
#define DFT_MODES_CHECK_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int modes_pass, modes_fail;

static void modes_report(int ok, const char *what, double err, double tol)
{
  if (ok) {
    modes_pass++;
    printf("ok %s (err %.2e)\n", what, err);
  } else {
    modes_fail++;
    printf("FAIL %s (err %.2e, tolerance %.2e)\n", what, err, tol);
  }
}

static int modes_status(dft_status st, const char *what)
{
  if (st == DFT_OK) return 1;
  modes_fail++;
  printf("FAIL %s: %s\n", what, dft_status_string(st));
  return 0;
}

/* Naive DFT in long double of a row-major complex array x (interleaved, tight) of
   dimension dim with lengths n, sign -1 forward / +1 backward: result in y. */
static void modes_naive(int dim, const int64_t *n, const long double *x, long double *y, int sign)
{
  int64_t total = 1, k, j;
  int l;
  for (l = 0; l < dim; l++) total *= n[l];
  for (k = 0; k < total; k++) {
    long double sr = 0, si = 0;
    for (j = 0; j < total; j++) {
      /* phase = sum_l j_l k_l / n_l, as a fraction of a turn */
      long double turn = 0;
      int64_t jj = j, kk = k;
      for (l = dim - 1; l >= 0; l--) {
        const int64_t jl = jj % n[l], kl = kk % n[l];
        jj /= n[l]; kk /= n[l];
        turn += (long double)((jl * kl) % n[l]) / (long double)n[l];
      }
      {
        const long double a = (long double)sign * 6.283185307179586476925286766559L * turn;
        const long double c = cosl(a), s = sinl(a);
        sr += x[2 * j] * c - x[2 * j + 1] * s;
        si += x[2 * j] * s + x[2 * j + 1] * c;
      }
    }
    y[2 * k] = sr;
    y[2 * k + 1] = si;
  }
}

static double modes_rand(unsigned *s)
{
  *s = *s * 1103515245u + 12345u;
  return (double)((*s >> 8) & 0xffff) / 32768.0 - 1.0;
}

/* Complex transform, double or single, in place or not, batched (howmany tight
   copies), checked against the naive DFT, then backward with scale 1/N back to x. */
static void modes_check_complex(int prec, int dim, const int64_t *n, int64_t howmany, int inplace)
{
  char what[128];
  int64_t total = 1, i, m;
  long double *x, *y;
  void *buf, *out;
  dft_descriptor *d = NULL;
  double err = 0, rerr = 0, mag = 0;
  const double tol = prec == DFT_SINGLE ? 2e-5 : 1e-12;
  const size_t sz = prec == DFT_SINGLE ? sizeof(float) : sizeof(double);
  unsigned seed = 7u + (unsigned)n[0];
  int l;
  for (l = 0; l < dim; l++) total *= n[l];
  sprintf(what, "c2c %s %dD n0=%ld batch=%ld %s", prec == DFT_SINGLE ? "single" : "double", dim,
          (long)n[0], (long)howmany, inplace ? "in-place" : "out-of-place");
  x = (long double *)malloc(sizeof(long double) * 2 * (size_t)(total * howmany));
  y = (long double *)malloc(sizeof(long double) * 2 * (size_t)total);
  buf = malloc(sz * 2 * (size_t)(total * howmany));
  out = malloc(sz * 2 * (size_t)(total * howmany));
  for (i = 0; i < 2 * total * howmany; i++) {
    x[i] = (long double)modes_rand(&seed);
    if (prec == DFT_SINGLE) ((float *)buf)[i] = (float)x[i];
    else ((double *)buf)[i] = (double)x[i];
  }
  if (!modes_status(dft_create(&d, (dft_precision)prec, DFT_COMPLEX, dim, n), what)) goto done;
  if (!modes_status(dft_set_int(d, DFT_NUMBER_OF_TRANSFORMS, howmany), what)) goto done;
  if (!inplace && !modes_status(dft_set_config(d, DFT_PLACEMENT, DFT_NOT_INPLACE), what)) goto done;
  if (!modes_status(dft_set_real(d, DFT_BACKWARD_SCALE, 1.0 / (double)total), what)) goto done;
  if (!modes_status(dft_commit(d), what)) goto done;
  if (!modes_status(dft_compute_forward(d, buf, inplace ? NULL : out), what)) goto done;
  {
    const void *res = inplace ? buf : out;
    for (m = 0; m < howmany; m += howmany > 3 ? howmany / 2 - 1 : 1) { /* a few of them */
      modes_naive(dim, n, x + 2 * total * m, y, -1);
      for (i = 0; i < 2 * total; i++) {
        const double v = prec == DFT_SINGLE ? (double)((const float *)res)[2 * total * m + i]
                                            : ((const double *)res)[2 * total * m + i];
        const double e = fabs(v - (double)y[i]);
        if (e > err) err = e;
        if (fabs((double)y[i]) > mag) mag = fabs((double)y[i]);
      }
    }
  }
  if (!modes_status(dft_compute_backward(d, inplace ? buf : out, inplace ? NULL : buf), what)) goto done;
  for (i = 0; i < 2 * total * howmany; i++) {
    const double v = prec == DFT_SINGLE ? (double)((float *)buf)[i] : ((double *)buf)[i];
    const double e = fabs(v - (double)x[i]);
    if (e > rerr) rerr = e;
  }
  err = err / (mag > 0 ? mag : 1);
  modes_report(err <= tol && rerr <= tol * 10, what, err > rerr ? err : rerr, tol);
done:
  dft_free(&d);
  free(x); free(y); free(buf); free(out);
}

/* Real 1-D transform of length n out of place (CCE output, n/2+1 complex values),
   checked against the naive DFT, then back. */
static void modes_check_real(int prec, int64_t n)
{
  char what[128];
  int64_t i;
  long double *x = (long double *)malloc(sizeof(long double) * 2 * (size_t)n);
  long double *y = (long double *)malloc(sizeof(long double) * 2 * (size_t)n);
  const size_t sz = prec == DFT_SINGLE ? sizeof(float) : sizeof(double);
  void *r = malloc(sz * (size_t)n), *r2 = malloc(sz * (size_t)n);
  void *c = malloc(sz * 2 * (size_t)(n / 2 + 1));
  dft_descriptor *d = NULL;
  double err = 0, rerr = 0, mag = 0;
  const double tol = prec == DFT_SINGLE ? 2e-5 : 1e-12;
  unsigned seed = 99u;
  sprintf(what, "r2c %s n=%ld out-of-place", prec == DFT_SINGLE ? "single" : "double", (long)n);
  for (i = 0; i < n; i++) {
    x[2 * i] = (long double)modes_rand(&seed);
    x[2 * i + 1] = 0;
    if (prec == DFT_SINGLE) ((float *)r)[i] = (float)x[2 * i];
    else ((double *)r)[i] = (double)x[2 * i];
  }
  modes_naive(1, &n, x, y, -1);
  if (!modes_status(dft_create(&d, (dft_precision)prec, DFT_REAL, 1, &n), what)) goto done;
  if (!modes_status(dft_set_config(d, DFT_PLACEMENT, DFT_NOT_INPLACE), what)) goto done;
  if (!modes_status(dft_set_real(d, DFT_BACKWARD_SCALE, 1.0 / (double)n), what)) goto done;
  if (!modes_status(dft_commit(d), what)) goto done;
  if (!modes_status(dft_compute_forward(d, r, c), what)) goto done;
  for (i = 0; i < 2 * (n / 2 + 1); i++) {
    const double v = prec == DFT_SINGLE ? (double)((float *)c)[i] : ((double *)c)[i];
    const double e = fabs(v - (double)y[i]);
    if (e > err) err = e;
    if (fabs((double)y[i]) > mag) mag = fabs((double)y[i]);
  }
  if (!modes_status(dft_compute_backward(d, c, r2), what)) goto done;
  for (i = 0; i < n; i++) {
    const double v = prec == DFT_SINGLE ? (double)((float *)r2)[i] : ((double *)r2)[i];
    const double e = fabs(v - (double)x[2 * i]);
    if (e > rerr) rerr = e;
  }
  err = err / (mag > 0 ? mag : 1);
  modes_report(err <= tol && rerr <= tol * 10, what, err > rerr ? err : rerr, tol);
done:
  dft_free(&d);
  free(x); free(y); free(r); free(r2); free(c);
}

/* Error paths that must not crash: a bad length, a NULL descriptor. */
static void modes_check_errors(void)
{
  dft_descriptor *d = NULL;
  int64_t n = 0;
  const int ok = dft_create(&d, DFT_DOUBLE, DFT_COMPLEX, 1, &n) == DFT_ERROR_INVALID_CONFIGURATION &&
                 d == NULL && dft_commit(NULL) == DFT_ERROR_BAD_DESCRIPTOR &&
                 dft_status_string(DFT_ERROR_MEMORY) != NULL;
  modes_report(ok, "error statuses", 0, 0);
}

static int modes_check(void)
{
  const int64_t n12 = 12, n97 = 97, n64 = 64, n2d[2] = {6, 10}, n3d[3] = {4, 3, 5}, n256 = 256;
  modes_check_complex(DFT_DOUBLE, 1, &n12, 1, 1);
  modes_check_complex(DFT_DOUBLE, 1, &n97, 1, 0);   /* a prime beyond the generic radices */
  modes_check_complex(DFT_SINGLE, 1, &n64, 3, 0);
  modes_check_complex(DFT_DOUBLE, 2, n2d, 2, 1);
  modes_check_complex(DFT_SINGLE, 3, n3d, 1, 0);
  modes_check_complex(DFT_DOUBLE, 1, &n256, 80, 0); /* big enough to go parallel */
  modes_check_real(DFT_DOUBLE, 30);
  modes_check_real(DFT_SINGLE, 17);
  modes_check_errors();
  printf("%d passed, %d failed\n", modes_pass, modes_fail);
  return modes_fail;
}

#endif /* DFT_MODES_CHECK_H */
