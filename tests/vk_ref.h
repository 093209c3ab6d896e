/* vk_ref.h - harness, long-double reference DFT and layouts of the Vulkan test suite
   (tests/test_vulkan.c). Independent of dft.h's and dft_vulkan.h's own layout and
   transform code: it uses only the public declarations. */
#ifndef VK_REF_H
#define VK_REF_H

#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ harness */
static long g_pass, g_fail, g_printed;

static int check(int ok, const char *fmt, ...)
{
  va_list ap;
  if (ok) {
    g_pass++;
    return 1;
  }
  g_fail++;
  if (g_printed++ < 200) {
    printf("FAIL ");
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
    fflush(stdout);
  }
  return 0;
}

static void *xmalloc(size_t n)
{
  void *p = malloc(n ? n : 1);
  if (!p) {
    printf("FAIL out of memory\n%ld passed, %ld failed\n", g_pass, g_fail + 1);
    exit(1);
  }
  return p;
}

static uint64_t g_rng = 1;
static double rnd(void) /* [-1, 1) */
{
  g_rng = g_rng * 6364136223846793005ull + 1442695040888963407ull;
  return (double)(g_rng >> 11) / 4503599627370496.0 - 1.0;
}

/* ------------------------------------------------------- reference transform */
#define VK_PI 3.141592653589793238462643383279502884L

/* In-place naive multi-D DFT of interleaved complex x (row-major n[0..d-1]),
   sign -1 forward, +1 backward, unnormalized. Exact twiddles: (j*k mod n). */
/* A power-of-two line t of len points in place: radix 2, decimation in time, after a
   bit-reversal permutation; w^q = c[q] + i s[q] are the naive sum's own twiddles. The
   naive O(len^2) sums made complex 65536 take a minute a direction. */
static void ref_fft2(long double *t, int64_t len, const long double *c, const long double *s)
{
  int64_t i, j, h, k, bit;
  long double u;
  for (i = 1, j = 0; i < len; i++) {
    for (bit = len >> 1; j & bit; bit >>= 1) j ^= bit;
    j |= bit;
    if (i < j) {
      u = t[2 * i]; t[2 * i] = t[2 * j]; t[2 * j] = u;
      u = t[2 * i + 1]; t[2 * i + 1] = t[2 * j + 1]; t[2 * j + 1] = u;
    }
  }
  for (h = 1; h < len; h *= 2)
    for (i = 0; i < len; i += 2 * h)
      for (k = 0; k < h; k++) {
        const int64_t q = k * (len / (2 * h));
        long double *a = t + 2 * (i + k), *b = t + 2 * (i + k + h);
        const long double br = b[0] * c[q] - b[1] * s[q], bi = b[0] * s[q] + b[1] * c[q];
        b[0] = a[0] - br; b[1] = a[1] - bi;
        a[0] += br; a[1] += bi;
      }
}

/* The DFT of x (d dimensions, lengths n, exponent sign `sign`), in place, line by line:
   naive sums, or ref_fft2 for power-of-two lines of 64 points and more (ref_fft_selfcheck
   compares the two). */
static void ref_dft_lines(long double *x, int d, const int64_t *n, int sign, int fast)
{
  int64_t N = 1, l, inner, outer, a, b, j, k, len;
  long double *t, *c, *s;
  for (l = 0; l < d; l++) N *= n[l];
  for (l = 0; l < d; l++) {
    len = n[l];
    inner = 1;
    for (k = l + 1; k < d; k++) inner *= n[k];
    outer = N / (inner * len);
    t = (long double *)xmalloc(sizeof(long double) * 2 * (size_t)len);
    c = (long double *)xmalloc(sizeof(long double) * (size_t)len);
    s = (long double *)xmalloc(sizeof(long double) * (size_t)len);
    for (k = 0; k < len; k++) {
      c[k] = cosl(2 * VK_PI * (long double)k / (long double)len);
      s[k] = sign * sinl(2 * VK_PI * (long double)k / (long double)len);
    }
    for (a = 0; a < outer; a++)
      for (b = 0; b < inner; b++) {
        long double *p = x + 2 * (a * len * inner + b);
        if (fast && len >= 64 && !(len & (len - 1))) {
          for (j = 0; j < len; j++) {
            t[2 * j] = p[2 * j * inner];
            t[2 * j + 1] = p[2 * j * inner + 1];
          }
          ref_fft2(t, len, c, s);
        } else
          for (k = 0; k < len; k++) {
            long double re = 0, im = 0;
            for (j = 0; j < len; j++) {
              int64_t q = (j * k) % len;
              long double xr = p[2 * j * inner], xi = p[2 * j * inner + 1];
              re += xr * c[q] - xi * s[q];
              im += xr * s[q] + xi * c[q];
            }
            t[2 * k] = re;
            t[2 * k + 1] = im;
          }
        for (k = 0; k < len; k++) {
          p[2 * k * inner] = t[2 * k];
          p[2 * k * inner + 1] = t[2 * k + 1];
        }
      }
    free(t);
    free(c);
    free(s);
  }
}
static void ref_dft(long double *x, int d, const int64_t *n, int sign)
{
  ref_dft_lines(x, d, n, sign, 1);
}

/* Whether ref_fft2 agrees with the naive sums (relative error below 1e-16) on random lines
   of 64 and 512 points, both signs. */
static int ref_fft_selfcheck(void)
{
  static const int64_t lens[2] = {64, 512};
  int i, sg, ok = 1;
  for (i = 0; i < 2; i++)
    for (sg = -1; sg <= 1; sg += 2) {
      const int64_t len = lens[i];
      long double *u = (long double *)xmalloc(sizeof(long double) * 4 * (size_t)len), *v = u + 2 * len;
      long double e = 0, r = 0;
      int64_t k;
      for (k = 0; k < 2 * len; k++) u[k] = v[k] = rnd();
      ref_dft_lines(u, 1, &len, sg, 0);
      ref_dft_lines(v, 1, &len, sg, 1);
      for (k = 0; k < 2 * len; k++) { e += (u[k] - v[k]) * (u[k] - v[k]); r += u[k] * u[k]; }
      ok &= e <= 1e-32L * r && r > 0;
      free(u);
    }
  return ok;
}

/* ----------------------------------------------------------------- layouts */
/* One domain's layout in elements of its type: element (m; k) at
   off + sum k_l*str[l] + m*dist. len: counts per dimension. */
typedef struct {
  int d, cplx;
  int64_t len[8], off, str[8], dist, howmany;
} vlay;

static int64_t vlay_count(const vlay *L)
{
  int64_t c = 1;
  int l;
  for (l = 0; l < L->d; l++) c *= L->len[l];
  return c;
}
/* position (in elements) of logical element e (row-major over len) of transform m */
static int64_t vlay_pos(const vlay *L, int64_t m, int64_t e)
{
  int64_t p = L->off + m * L->dist;
  int l;
  for (l = L->d - 1; l >= 0; l--) {
    p += (e % L->len[l]) * L->str[l];
    e /= L->len[l];
  }
  return p;
}
/* one past the largest position */
static int64_t vlay_end(const vlay *L)
{
  int64_t hi = L->off, span;
  int l;
  for (l = 0; l < L->d; l++) {
    span = (L->len[l] - 1) * L->str[l];
    if (span > 0) hi += span;
  }
  span = (L->howmany - 1) * L->dist;
  if (span > 0) hi += span;
  return hi + 1;
}

/* tolerance on the relative RMS error for N points */
static double vtol(int dbl, int64_t N, int bluestein)
{
  double base = dbl ? 1e-12 : 1e-5;
  return base * (2.0 + log2((double)N)) / 12.0 * (bluestein ? 4 : 1);
}

#endif /* VK_REF_H */
