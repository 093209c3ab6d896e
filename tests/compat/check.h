/* check.h - harness and long-double reference for the oneMKL compatibility tests
   (tests/compat/). Independent of dft.h: the reference is a naive DFT in long
   double, applied one axis at a time; the layouts are computed here from the strides
   the tests pass to DFTI. Valid C99 and C++. Include after mkl_dfti.h. */
#ifndef COMPAT_CHECK_H
#define COMPAT_CHECK_H

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GNUC__)
#define T_FN static __attribute__((unused))
#else
#define T_FN static
#endif

/* ------------------------------------------------------------------ harness */
static long t_pass, t_fail;
static long double t_worst[2]; /* largest relative error seen: [0] double, [1] single */

/* Counts one check; prints "FAIL <what>" when it does not hold. */
T_FN int t_check(int ok, const char *fmt, ...)
{
  va_list ap;
  if (ok) {
    t_pass++;
    return 1;
  }
  t_fail++;
  printf("FAIL ");
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
  printf("\n");
  fflush(stdout);
  return 0;
}

/* A DFTI status check: `st` must equal `want` (DFTI_NO_ERROR for success). */
T_FN int t_status(MKL_LONG st, MKL_LONG want, const char *what)
{
  return t_check(st == want, "%s: status %ld (%s), expected %ld", what, (long)st,
                 DftiErrorMessage(st), (long)want);
}

T_FN int t_finish(void)
{
  printf("ok largest relative error: double %.2Le, single %.2Le\n", t_worst[0], t_worst[1]);
  printf("%ld passed, %ld failed\n", t_pass, t_fail);
  return t_fail ? 1 : 0;
}

T_FN void *t_alloc(size_t bytes)
{
  void *p = malloc(bytes ? bytes : 1);
  if (!p) {
    printf("FAIL out of memory\n%ld passed, %ld failed\n", t_pass, t_fail + 1);
    exit(2);
  }
  return p;
}

/* ------------------------------------------------------------------ numbers */
typedef struct t_cplx {
  long double re, im;
} t_cplx;

static unsigned long t_seed = 12345u;

T_FN long double t_rand(void) /* uniform in [-1, 1) */
{
  t_seed = t_seed * 6364136223846793005ul + 1442695040888963407ul;
  return (long double)((t_seed >> 11) & 0xfffffffffffful) / (long double)0x800000000000ul -
         1.0L;
}

T_FN void t_random_c(t_cplx *x, long n)
{
  long i;
  for (i = 0; i < n; i++) {
    x[i].re = t_rand();
    x[i].im = t_rand();
  }
}

T_FN void t_random_r(t_cplx *x, long n) /* real data, kept as complex */
{
  long i;
  for (i = 0; i < n; i++) {
    x[i].re = t_rand();
    x[i].im = 0;
  }
}

/* Naive DFT of a dense row-major d-dimensional array, in place, one axis at a
   time: z[k] = sum_j x[j] exp(sign 2 pi i j k / n) along each axis. */
T_FN void t_dft(t_cplx *x, int d, const long *n, int sign)
{
  const long double two_pi = 6.283185307179586476925286766559005768L;
  long total = 1, l, i, inner, outer, o, in, j, k;
  int ax;
  for (ax = 0; ax < d; ax++) total *= n[ax];
  for (ax = 0; ax < d; ax++) {
    long len = n[ax];
    t_cplx *w = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)len);
    t_cplx *line = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)len);
    for (i = 0; i < len; i++) {
      w[i].re = cosl(two_pi * (long double)i / (long double)len);
      w[i].im = (long double)sign * sinl(two_pi * (long double)i / (long double)len);
    }
    inner = 1;
    for (l = ax + 1; l < d; l++) inner *= n[l];
    outer = total / (inner * len);
    for (o = 0; o < outer; o++)
      for (in = 0; in < inner; in++) {
        t_cplx *base = x + o * len * inner + in;
        for (k = 0; k < len; k++) {
          long double sr = 0, si = 0;
          for (j = 0; j < len; j++) {
            const t_cplx *a = base + j * inner, *b = w + (j * k) % len;
            sr += a->re * b->re - a->im * b->im;
            si += a->re * b->im + a->im * b->re;
          }
          line[k].re = sr;
          line[k].im = si;
        }
        for (k = 0; k < len; k++) base[k * inner] = line[k];
      }
    free(w);
    free(line);
  }
}

T_FN void t_scale(t_cplx *x, long n, long double s)
{
  long i;
  for (i = 0; i < n; i++) {
    x[i].re *= s;
    x[i].im *= s;
  }
}

T_FN long t_count(int d, const long *n)
{
  long t = 1;
  int l;
  for (l = 0; l < d; l++) t *= n[l];
  return t;
}

/* The conjugate-even half (last axis 0..n_d/2) of a dense full spectrum. */
T_FN void t_half(const t_cplx *full, t_cplx *half, int d, const long *n)
{
  long h = n[d - 1] / 2 + 1, rows = t_count(d - 1, n), r, k;
  for (r = 0; r < rows; r++)
    for (k = 0; k < h; k++) half[r * h + k] = full[r * n[d - 1] + k];
}

/* ------------------------------------------------------------------ layouts */
/* Offset, in elements, of the element with row-major index `lin` of batch m, for the
   DFTI layout s[0] + k_1 s[1] + ... + k_d s[d] + m dist. */
T_FN long t_off(int d, const long *n, const long *s, long dist, long m, long lin)
{
  long off = s[0] + m * dist;
  int l;
  for (l = d - 1; l >= 0; l--) {
    off += (lin % n[l]) * s[l + 1];
    lin /= n[l];
  }
  return off;
}

/* Tight row-major strides {0, n_2...n_d, ..., 1} with the last axis' row length
   `row` (n_d, or padded for in-place real data). */
T_FN void t_rowmajor(int d, const long *n, long row, long *s)
{
  long acc = row;
  int l;
  s[0] = 0;
  s[d] = 1;
  for (l = d - 1; l >= 1; l--) {
    s[l] = acc;
    acc *= n[l - 1];
  }
}

/* Elements spanned by a layout (largest offset + 1; non-negative strides). */
T_FN long t_extent(int d, const long *n, const long *s, long dist, long howmany)
{
  long off = s[0] + (howmany - 1) * dist;
  int l;
  for (l = 0; l < d; l++) off += (n[l] - 1) * s[l + 1];
  return off + 1;
}

/* DFTI wants MKL_LONG arrays. */
T_FN void t_mkl(const long *s, int count, MKL_LONG *out)
{
  int i;
  for (i = 0; i < count; i++) out[i] = (MKL_LONG)s[i];
}

/* A buffer of reals: `single` picks float or double. */
T_FN long double t_ld(const void *b, int single, long i)
{
  return single ? (long double)((const float *)b)[i] : (long double)((const double *)b)[i];
}

T_FN void t_st(void *b, int single, long i, long double v)
{
  if (single) ((float *)b)[i] = (float)v;
  else ((double *)b)[i] = (double)v;
}

T_FN void *t_buffer(long reals, int single) /* filled with a poison value */
{
  void *b = t_alloc((size_t)reals * (single ? sizeof(float) : sizeof(double)));
  long i;
  for (i = 0; i < reals; i++) t_st(b, single, i, 1e6L);
  return b;
}

/* Element kinds of a layout: interleaved complex, real, or the real (re) and
   imaginary (im) arrays of split storage. */
enum { T_COMPLEX, T_REAL, T_RE, T_IM };

T_FN void t_put(void *b, int single, int kind, int d, const long *n, const long *s,
                  long dist, long howmany, const t_cplx *x)
{
  long cnt = t_count(d, n), m, i;
  for (m = 0; m < howmany; m++)
    for (i = 0; i < cnt; i++) {
      long o = t_off(d, n, s, dist, m, i);
      const t_cplx *v = x + m * cnt + i;
      if (kind == T_COMPLEX) {
        t_st(b, single, 2 * o, v->re);
        t_st(b, single, 2 * o + 1, v->im);
      } else {
        t_st(b, single, o, kind == T_IM ? v->im : v->re);
      }
    }
}

T_FN void t_get(const void *b, int single, int kind, int d, const long *n, const long *s,
                  long dist, long howmany, t_cplx *x)
{
  long cnt = t_count(d, n), m, i;
  for (m = 0; m < howmany; m++)
    for (i = 0; i < cnt; i++) {
      long o = t_off(d, n, s, dist, m, i);
      t_cplx *v = x + m * cnt + i;
      if (kind == T_COMPLEX) {
        v->re = t_ld(b, single, 2 * o);
        v->im = t_ld(b, single, 2 * o + 1);
      } else if (kind == T_IM) {
        v->im = t_ld(b, single, o);
      } else {
        v->re = t_ld(b, single, o);
        if (kind == T_REAL) v->im = 0;
      }
    }
}

/* Largest error relative to the largest reference magnitude. */
T_FN long double t_error(const t_cplx *got, const t_cplx *ref, long n)
{
  long double e = 0, m = 0;
  long i;
  for (i = 0; i < n; i++) {
    long double dr = fabsl(got[i].re - ref[i].re), di = fabsl(got[i].im - ref[i].im);
    long double a = fabsl(ref[i].re) + fabsl(ref[i].im);
    if (dr > e) e = dr;
    if (di > e) e = di;
    if (a > m) m = a;
    if (got[i].re != got[i].re || got[i].im != got[i].im) e = 1e30L; /* NaN */
  }
  return m > 0 ? e / m : e;
}

T_FN long double t_tol(int single)
{
  return single ? 5e-6L : 1e-13L; /* about 20x the largest error seen */
}

/* Checks got against ref and reports the error. */
T_FN int t_close(const t_cplx *got, const t_cplx *ref, long n, int single, const char *what)
{
  long double e = t_error(got, ref, n);
  if (e > t_worst[single != 0]) t_worst[single != 0] = e;
  return t_check(e <= t_tol(single), "%s: relative error %.3Le > %.1Le", what, e,
                 t_tol(single));
}

/* Number of reals of buffer b (of `reals` reals) that differ from copy c. */
T_FN long t_changed(const void *b, const void *c, long reals, int single)
{
  long i, k = 0;
  for (i = 0; i < reals; i++)
    if (t_ld(b, single, i) != t_ld(c, single, i)) k++;
  return k;
}

T_FN void *t_clone(const void *b, long reals, int single)
{
  size_t bytes = (size_t)reals * (single ? sizeof(float) : sizeof(double));
  void *c = t_alloc(bytes);
  memcpy(c, b, bytes);
  return c;
}

#endif /* COMPAT_CHECK_H */
