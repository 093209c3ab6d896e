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
static void ref_dft(long double *x, int d, const int64_t *n, int sign)
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
