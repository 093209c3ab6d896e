/* core_engine.h - harness, long-double reference DFT and layout engine of the dft.h
   core test suite (tests/test_core.c). Independent of the library's own layout code:
   it only uses the public declarations of dft.h. Include after dft.h. */
#ifndef CORE_ENGINE_H
#define CORE_ENGINE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>
#include <stdint.h>
#include <math.h>

/* ------------------------------------------------------------------ harness */
static long g_pass, g_fail;
static long g_fail_printed;
#define MAX_FAIL_LINES 400

static int check(int ok, const char *fmt, ...)
{
  va_list ap;
  if (ok) { g_pass++; return 1; }
  g_fail++;
  if (g_fail_printed < MAX_FAIL_LINES) {
    printf("FAIL ");
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
    fflush(stdout);
  } else if (g_fail_printed == MAX_FAIL_LINES) {
    printf("FAIL (further failure lines suppressed)\n");
  }
  g_fail_printed++;
  return 0;
}

static void die(const char *fmt, ...)
{
  va_list ap;
  printf("FAIL test bug: ");
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
  printf("\n%ld passed, %ld failed\n", g_pass, g_fail + 1);
  exit(2);
}

static void *xmalloc(size_t n)
{
  void *p = malloc(n ? n : 1);
  if (!p) die("out of memory (%lu bytes)", (unsigned long)n);
  return p;
}

static const char *st_name(dft_status s)
{
  switch (s) {
  case DFT_OK: return "OK";
  case DFT_ERROR_MEMORY: return "MEMORY";
  case DFT_ERROR_INVALID_CONFIGURATION: return "INVALID_CONFIGURATION";
  case DFT_ERROR_INCONSISTENT_CONFIGURATION: return "INCONSISTENT_CONFIGURATION";
  case DFT_ERROR_BAD_DESCRIPTOR: return "BAD_DESCRIPTOR";
  case DFT_ERROR_UNIMPLEMENTED: return "UNIMPLEMENTED";
  case DFT_ERROR_INTERNAL: return "INTERNAL";
  case DFT_ERROR_DEVICE: return "DEVICE";
  }
  return "unknown-status";
}

/* Checks a status; returns 1 when it is the expected one. */
static int check_st(dft_status got, dft_status want, const char *what)
{
  return check(got == want, "%s: status %s (%d), expected %s (%d)", what, st_name(got),
               (int)got, st_name(want), (int)want);
}

/* ---------------------------------------------------------------------- rng */
static uint64_t g_rng = 1;
static void rng_seed(uint64_t s) { g_rng = s * 0x9E3779B97F4A7C15ull + 12345u; }
static uint64_t rng_next(void)
{
  uint64_t z = (g_rng += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
static double rng_uniform(void) /* [-1, 1) */
{
  return (double)(rng_next() >> 11) * (2.0 / 9007199254740992.0) - 1.0;
}

/* ------------------------------------------------------------------ scalars */
static size_t ssize(int prec) { return prec == DFT_SINGLE ? sizeof(float) : sizeof(double); }

static long double sget(const void *b, int prec, int64_t i)
{
  if (prec == DFT_SINGLE) return (long double)((const float *)b)[i];
  return (long double)((const double *)b)[i];
}
static void sset(void *b, int prec, int64_t i, long double v)
{
  if (prec == DFT_SINGLE) ((float *)b)[i] = (float)v;
  else ((double *)b)[i] = (double)v;
}

/* Sentinels: quiet NaNs with a payload no arithmetic produces. */
static const uint32_t SENT32 = 0xFFE5A5A5u;
static const uint64_t SENT64 = 0xFFFA5A5A5A5A5A5Aull;

static void fill_sentinel(void *b, int prec, int64_t count)
{
  int64_t i;
  if (prec == DFT_SINGLE)
    for (i = 0; i < count; i++) memcpy((unsigned char *)b + 4 * i, &SENT32, 4);
  else
    for (i = 0; i < count; i++) memcpy((unsigned char *)b + 8 * i, &SENT64, 8);
}

/* ------------------------------------------------------------------ buffers */
#define PADS 16 /* guard scalars on each side of every buffer */
typedef struct {
  unsigned char *base; /* PADS scalars, n scalars, PADS scalars */
  void *p;             /* the pointer handed to the library */
  int64_t n;           /* scalars usable from p */
  int shift;           /* extra guard scalars before p */
  int prec;
  unsigned char *snap; /* copy taken before the call */
} tbuf;

/* shift: the pointer handed out lies that many scalars past the guard, so that buffers
   are not always 16- or 64-byte aligned (API.md: no alignment is required) */
static void tbuf_alloc_shift(tbuf *t, int prec, int64_t n, int shift)
{
  size_t ss = ssize(prec);
  t->prec = prec;
  t->n = n;
  t->shift = shift;
  t->base = (unsigned char *)xmalloc((size_t)(n + shift + 2 * PADS) * ss);
  t->p = t->base + (PADS + shift) * ss;
  t->snap = NULL;
  fill_sentinel(t->base, prec, n + shift + 2 * PADS);
}
static void tbuf_alloc(tbuf *t, int prec, int64_t n) { tbuf_alloc_shift(t, prec, n, 0); }
static size_t tbuf_bytes(const tbuf *t)
{
  return (size_t)(t->n + t->shift + 2 * PADS) * ssize(t->prec);
}
static void tbuf_snap(tbuf *t)
{
  if (!t->snap) t->snap = (unsigned char *)xmalloc(tbuf_bytes(t));
  memcpy(t->snap, t->base, tbuf_bytes(t));
}
static int tbuf_unchanged(const tbuf *t) { return memcmp(t->snap, t->base, tbuf_bytes(t)) == 0; }
static void tbuf_free(tbuf *t)
{
  free(t->base);
  free(t->snap);
  t->base = t->snap = NULL;
  t->p = NULL;
}

/* ------------------------------------------------------ reference (long double) */
static const long double PI_L = 3.141592653589793238462643383279502884L;

/* exp(sign * 2 pi i t / n) for t in [0, n), exact at the quarter points. */
static void twiddles(int64_t n, int sign, long double *c, long double *s)
{
  int64_t t;
  for (t = 0; t < n; t++) {
    long double cr, si;
    if (t == 0) { cr = 1; si = 0; }
    else if (2 * t == n) { cr = -1; si = 0; }
    else if (4 * t == n) { cr = 0; si = 1; }
    else if (4 * t == 3 * n) { cr = 0; si = -1; }
    else if (2 * t < n) {
      long double a = 2 * PI_L * (long double)t / (long double)n;
      cr = cosl(a); si = sinl(a);
    } else { /* mirror so that w(n-t) = conj(w(t)) exactly */
      long double a = 2 * PI_L * (long double)(n - t) / (long double)n;
      cr = cosl(a); si = -sinl(a);
    }
    c[t] = cr;
    s[t] = sign * si;
  }
}

/* In place: the DFT of the nl points x[2*(base + j*inner)] (re, im) by radix-2
   decimation in time (nl a power of two; c, s: twiddles(nl), tr, ti: nl scratch). */
static void ref_pow2(long double *x, int64_t base, int64_t inner, int64_t nl, const long double *c,
                     const long double *s, long double *tr, long double *ti)
{
  int64_t j, r, len, k, i, b;
  for (j = 0; j < nl; j++) { /* bit-reversed order */
    for (r = 0, b = 1, i = j; b < nl; b <<= 1, i >>= 1) r = (r << 1) | (i & 1);
    tr[r] = x[2 * (base + j * inner)];
    ti[r] = x[2 * (base + j * inner) + 1];
  }
  for (len = 2; len <= nl; len <<= 1)
    for (b = 0; b < nl; b += len)
      for (k = 0; k < len / 2; k++) {
        const long double wr = c[k * (nl / len)], wi = s[k * (nl / len)];
        const int64_t u = b + k, v = u + len / 2;
        const long double vr = tr[v] * wr - ti[v] * wi, vi = tr[v] * wi + ti[v] * wr;
        tr[v] = tr[u] - vr; ti[v] = ti[u] - vi;
        tr[u] += vr; ti[u] += vi;
      }
  for (k = 0; k < nl; k++) {
    x[2 * (base + k * inner)] = tr[k];
    x[2 * (base + k * inner) + 1] = ti[k];
  }
}

/* In-place multi-dimensional DFT of x (interleaved re,im; row-major over n[0..dim-1]),
   done one dimension at a time with an O(n_l^2) pass (radix 2 for powers of two from
   64 on: O(n^2) over the 64- and 128-point axes of the tiled cases took 3.3 s). */
static void ref_c2c(long double *x, int dim, const int64_t *n, int sign)
{
  int l;
  int64_t total = 1;
  for (l = 0; l < dim; l++) total *= n[l];
  for (l = 0; l < dim; l++) {
    int64_t nl = n[l], inner = 1, outer, o, i, j, k;
    long double *c, *s, *tr, *ti;
    int m;
    if (nl == 1) continue;
    for (m = l + 1; m < dim; m++) inner *= n[m];
    outer = total / (inner * nl);
    c = (long double *)xmalloc(sizeof(long double) * 4 * (size_t)nl);
    s = c + nl; tr = s + nl; ti = tr + nl;
    twiddles(nl, sign, c, s);
    for (o = 0; o < outer; o++)
      for (i = 0; i < inner; i++) {
        int64_t base = o * nl * inner + i;
        if (nl >= 64 && !(nl & (nl - 1))) {
          ref_pow2(x, base, inner, nl, c, s, tr, ti);
          continue;
        }
        for (k = 0; k < nl; k++) {
          long double ar = 0, ai = 0;
          int64_t t = 0;
          for (j = 0; j < nl; j++) {
            long double xr = x[2 * (base + j * inner)], xi = x[2 * (base + j * inner) + 1];
            ar += xr * c[t] - xi * s[t];
            ai += xr * s[t] + xi * c[t];
            t += k;
            if (t >= nl) t -= nl;
          }
          tr[k] = ar; ti[k] = ai;
        }
        for (k = 0; k < nl; k++) {
          x[2 * (base + k * inner)] = tr[k];
          x[2 * (base + k * inner) + 1] = ti[k];
        }
      }
    free(c);
  }
}

static int64_t prod64(int dim, const int64_t *n)
{
  int64_t p = 1;
  int l;
  for (l = 0; l < dim; l++) p *= n[l];
  return p;
}

/* Decodes a row-major flat index over len[] into k[]. */
static void unflat(int64_t e, int dim, const int64_t *len, int64_t *k)
{
  int l;
  for (l = dim - 1; l >= 0; l--) { k[l] = e % len[l]; e /= len[l]; }
}
static int64_t flat(int dim, const int64_t *len, const int64_t *k)
{
  int64_t e = 0;
  int l;
  for (l = 0; l < dim; l++) e = e * len[l] + k[l];
  return e;
}

/* The halved shape: n with the last length replaced by n_d/2+1. */
static void half_shape(int dim, const int64_t *n, int64_t *h)
{
  int l;
  for (l = 0; l < dim; l++) h[l] = n[l];
  h[dim - 1] = n[dim - 1] / 2 + 1;
}

/* Makes a half spectrum (interleaved, halved shape) exactly conjugate-even: entries whose
   mirror index is also stored become exact conjugates; self-conjugate ones get imag 0. */
static void make_hermitian(long double *hx, int dim, const int64_t *n)
{
  int64_t hs[DFT_MAX_DIMENSION], k[DFT_MAX_DIMENSION], km[DFT_MAX_DIMENSION];
  int64_t E, e, nd = n[dim - 1];
  int l;
  half_shape(dim, n, hs);
  E = prod64(dim, hs);
  for (e = 0; e < E; e++) {
    int64_t em;
    unflat(e, dim, hs, k);
    if (!(k[dim - 1] == 0 || 2 * k[dim - 1] == nd)) continue;
    for (l = 0; l < dim; l++) km[l] = (n[l] - k[l]) % n[l];
    km[dim - 1] = k[dim - 1];
    em = flat(dim, hs, km);
    if (em == e) hx[2 * e + 1] = 0;
    else if (em < e) { hx[2 * e] = hx[2 * em]; hx[2 * e + 1] = -hx[2 * em + 1]; }
  }
}

/* Real forward: real x (N) -> half spectrum (interleaved, halved shape). */
static void ref_r2c(const long double *x, long double *out, int dim, const int64_t *n)
{
  int64_t N = prod64(dim, n), hs[DFT_MAX_DIMENSION], k[DFT_MAX_DIMENSION], E, e;
  long double *z = (long double *)xmalloc(sizeof(long double) * 2 * (size_t)N);
  for (e = 0; e < N; e++) { z[2 * e] = x[e]; z[2 * e + 1] = 0; }
  ref_c2c(z, dim, n, -1);
  half_shape(dim, n, hs);
  E = prod64(dim, hs);
  for (e = 0; e < E; e++) {
    int64_t f;
    unflat(e, dim, hs, k);
    f = flat(dim, n, k);
    out[2 * e] = z[2 * f];
    out[2 * e + 1] = z[2 * f + 1];
  }
  free(z);
}

/* Real backward: conjugate-even half spectrum -> real (N), via its hermitian extension. */
static void ref_c2r(const long double *hx, long double *out, int dim, const int64_t *n)
{
  int64_t N = prod64(dim, n), hs[DFT_MAX_DIMENSION], k[DFT_MAX_DIMENSION], e;
  int l;
  long double *z = (long double *)xmalloc(sizeof(long double) * 2 * (size_t)N);
  half_shape(dim, n, hs);
  for (e = 0; e < N; e++) {
    unflat(e, dim, n, k);
    if (k[dim - 1] < hs[dim - 1]) {
      int64_t h = flat(dim, hs, k);
      z[2 * e] = hx[2 * h];
      z[2 * e + 1] = hx[2 * h + 1];
    } else {
      int64_t h;
      for (l = 0; l < dim; l++) k[l] = (n[l] - k[l]) % n[l];
      h = flat(dim, hs, k);
      z[2 * e] = hx[2 * h];
      z[2 * e + 1] = -hx[2 * h + 1];
    }
  }
  ref_c2c(z, dim, n, +1);
  for (e = 0; e < N; e++) out[e] = z[2 * e];
  free(z);
}

/* ------------------------------------------------------------- layout engine */
enum { K_CPLX = 1, K_REAL, K_SPLIT, K_PACKED };

/* One domain's layout as the test understands it. */
typedef struct {
  int kind;
  int dim;
  int64_t len[DFT_MAX_DIMENSION]; /* element counts per dimension (K_PACKED: len[0] = n) */
  int pfmt;                       /* K_PACKED: DFT_CCS_FORMAT, DFT_PACK_FORMAT, DFT_PERM_FORMAT */
  int64_t off, str[DFT_MAX_DIMENSION], dist, howmany;
} lspec;

/* A layout expanded into scalar positions. Logical scalars of one transform:
   K_CPLX/K_SPLIT: 2*prod(len) (re, im interleaved, row-major); K_REAL: prod(len);
   K_PACKED: 2*(n/2+1), the half spectrum. map[m*nlog+q] = 2*scalar_index + buffer, or -1
   for a logical scalar that is implied (zero) and not stored. dc: stored-but-unused. */
typedef struct {
  int nbuf;          /* buffers used: 1, or 2 for K_SPLIT */
  int64_t size[2];   /* scalars needed in each buffer */
  int64_t nlog, howmany;
  int64_t *map;
  int64_t *dc;
  int64_t ndc;
} view;

static int64_t packed_count(int fmt, int64_t n) { return fmt == DFT_CCS_FORMAT ? n + 2 : n; }

/* Packed slot of logical scalar q (k = q/2, imag = q&1) or -1 when implied zero. */
static int64_t packed_slot(int fmt, int64_t n, int64_t q)
{
  int64_t k = q / 2, im = q & 1;
  if (fmt == DFT_CCS_FORMAT) return q;
  if (fmt == DFT_PERM_FORMAT && n % 2 == 0) {
    if (k == 0) return im ? -1 : 0;
    if (2 * k == n) return im ? -1 : 1;
    return 2 * k + im;
  }
  /* PACK, and PERM for odd n */
  if (k == 0) return im ? -1 : 0;
  if (2 * k == n) return im ? -1 : n - 1;
  return 2 * k - 1 + im;
}

static void view_build(const lspec *L, view *v, const char *what)
{
  int64_t E, e, m, q, k[DFT_MAX_DIMENSION], maxi[2] = {-1, -1}, i;
  int l;
  unsigned char *seen[2];
  v->howmany = L->howmany;
  v->nbuf = L->kind == K_SPLIT ? 2 : 1;
  v->ndc = 0;
  v->dc = NULL;
  if (L->kind == K_PACKED) {
    int64_t n = L->len[0];
    v->nlog = 2 * (n / 2 + 1);
    v->map = (int64_t *)xmalloc(sizeof(int64_t) * (size_t)(v->nlog * L->howmany));
    if (L->pfmt == DFT_CCS_FORMAT && n % 2 == 1) {
      v->ndc = L->howmany;
      v->dc = (int64_t *)xmalloc(sizeof(int64_t) * (size_t)v->ndc);
    }
    for (m = 0; m < L->howmany; m++) {
      for (q = 0; q < v->nlog; q++) {
        int64_t s = packed_slot(L->pfmt, n, q);
        v->map[m * v->nlog + q] = s < 0 ? -1 : 2 * (L->off + s * L->str[0] + m * L->dist);
      }
      if (v->ndc) v->dc[m] = 2 * (L->off + (n + 1) * L->str[0] + m * L->dist);
    }
  } else {
    E = prod64(L->dim, L->len);
    v->nlog = L->kind == K_REAL ? E : 2 * E;
    v->map = (int64_t *)xmalloc(sizeof(int64_t) * (size_t)(v->nlog * L->howmany));
    for (m = 0; m < L->howmany; m++)
      for (e = 0; e < E; e++) {
        int64_t pos = L->off + m * L->dist;
        unflat(e, L->dim, L->len, k);
        for (l = 0; l < L->dim; l++) pos += k[l] * L->str[l];
        if (L->kind == K_REAL) v->map[m * v->nlog + e] = 2 * pos;
        else if (L->kind == K_CPLX) {
          v->map[m * v->nlog + 2 * e] = 2 * (2 * pos);
          v->map[m * v->nlog + 2 * e + 1] = 2 * (2 * pos + 1);
        } else {
          v->map[m * v->nlog + 2 * e] = 2 * pos;
          v->map[m * v->nlog + 2 * e + 1] = 2 * pos + 1;
        }
      }
  }
  /* sizes, non-negativity and no self-overlap: a failure here is a bug in the test */
  for (i = 0; i < v->nlog * v->howmany + v->ndc; i++) {
    int64_t c = i < v->nlog * v->howmany ? v->map[i] : v->dc[i - v->nlog * v->howmany];
    if (c == -1) continue;
    if (c < 0) die("%s: layout puts an element at a negative offset", what);
    if (c / 2 > maxi[c & 1]) maxi[c & 1] = c / 2;
  }
  for (l = 0; l < 2; l++) {
    v->size[l] = maxi[l] + 1;
    seen[l] = (unsigned char *)calloc((size_t)v->size[l] + 1, 1);
  }
  for (i = 0; i < v->nlog * v->howmany + v->ndc; i++) {
    int64_t c = i < v->nlog * v->howmany ? v->map[i] : v->dc[i - v->nlog * v->howmany];
    if (c == -1) continue;
    if (seen[c & 1][c / 2]) die("%s: layout overlaps itself", what);
    seen[c & 1][c / 2] = 1;
  }
  free(seen[0]);
  free(seen[1]);
}

static void view_free(view *v)
{
  free(v->map);
  free(v->dc);
  v->map = v->dc = NULL;
}

/* membership mask of a view in buffer b (size n scalars) */
static unsigned char *view_mask(const view *v, int b, int64_t n)
{
  unsigned char *mk = (unsigned char *)calloc((size_t)n + 1, 1);
  int64_t i;
  if (!mk) die("out of memory");
  for (i = 0; i < v->nlog * v->howmany + v->ndc; i++) {
    int64_t c = i < v->nlog * v->howmany ? v->map[i] : v->dc[i - v->nlog * v->howmany];
    if (c == -1 || (c & 1) != b) continue;
    if (c / 2 < n) mk[c / 2] = 1;
  }
  return mk;
}

/* tolerance on the relative RMS error for a transform of N points */
static double tolerance(int prec, int64_t N)
{
  double base = prec == DFT_SINGLE ? 1e-5 : 1e-12;
  return base * (2.0 + log2((double)N)) / 12.0;
}

#endif /* CORE_ENGINE_H */
