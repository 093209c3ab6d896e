/* test_vulkan.c - tests of dft_vulkan.h on any Vulkan device (CI: Mesa lavapipe).
   Every transform is checked against a long-double DFT (tests/vk_ref.h: naive sums, a
   radix-2 FFT for power-of-two lines of 64 points and more), outputs start poisoned
   (NaN), memory outside the output layout must stay untouched, and the
   Khronos validation layer runs on every context: each message it prints counts as a
   failure. Sections: the layout matrix through the _host calls (default device
   limits, then limits lowered so that multi-pass, tiled dispatch and chunking run at
   small sizes); the application-owned device (dft_vk_context_wrap + dft_vk_record_*
   into its command buffer, with and without VK_KHR_push_descriptor); the VkBuffer
   compute calls; error paths, and the recovery of a context from a commit's failed
   allocation (tests/test_vk_fail.c injects a failure at every creation and allocation
   point of a context, a commit and a compute).
   Last line: "N passed, M failed". */
#define _POSIX_C_SOURCE 200112L
#include <stdlib.h>
#include <unistd.h>
#include <time.h>
#define DFT_IMPLEMENTATION
#include "dft.h"
#define DFT_VK_TEST_HOOKS
#define DFT_VULKAN_IMPLEMENTATION
#include "dft_vulkan.h"
#include "vk_ref.h"

#define GUARD 64 /* bytes of guard before every buffer */

/* a setter that must succeed: counted only when it fails */
static void check_st_silent(dft_status s)
{
  if (s != DFT_OK) check(0, "a setter returned %s", dft_status_string(s));
}

/* ------------------------------------------------------------------ a case */
enum { M_DEFAULT, M_PADDED, M_COLMAJOR, M_NEGATIVE, M_LEGACY, M_NMODES };
static const char *mode_name[] = {"default", "padded", "colmajor", "negative", "legacy"};

typedef struct {
  int real, dbl, d, inplace, mode;
  int64_t n[4], howmany;
  double fs, bs;
} vcase;

static void label(const vcase *c, char *buf, size_t cap)
{
  char sh[64];
  int l, o = 0;
  for (l = 0; l < c->d; l++) o += snprintf(sh + o, sizeof sh - (size_t)o, "%s%lld", l ? "x" : "", (long long)c->n[l]);
  snprintf(buf, cap, "[%s %s %s %s n=%s b=%lld]", c->real ? "real" : "complex",
           c->dbl ? "double" : "single", c->inplace ? "inplace" : "outofplace",
           mode_name[c->mode], sh, (long long)c->howmany);
}

/* The layouts of the forward (F) and backward (B) domains for a case. */
static void layouts(const vcase *c, vlay *F, vlay *B)
{
  int d = c->d, l;
  int64_t h = c->n[d - 1] / 2 + 1, acc;
  memset(F, 0, sizeof *F);
  memset(B, 0, sizeof *B);
  F->d = B->d = d;
  F->howmany = B->howmany = c->howmany;
  for (l = 0; l < d; l++) F->len[l] = B->len[l] = c->n[l];
  F->cplx = !c->real;
  B->cplx = 1;
  if (c->real) B->len[d - 1] = h;
  switch (c->mode) {
  case M_DEFAULT:
    for (l = d - 1, acc = 1; l >= 0; l--) { B->str[l] = acc; acc *= B->len[l]; }
    B->dist = acc;
    for (l = d - 1, acc = 1; l >= 0; l--) {
      F->str[l] = acc;
      acc *= l == d - 1 && c->real && c->inplace ? 2 * h : F->len[l];
    }
    F->dist = acc;
    break;
  case M_PADDED:
  case M_LEGACY: /* row-major with gaps, offsets and padded distances */
    B->off = 2;
    B->str[d - 1] = c->real ? 1 : 2;
    for (l = d - 2; l >= 0; l--) B->str[l] = B->str[l + 1] * (B->len[l + 1] + 1);
    B->dist = B->str[0] * B->len[0] + 3;
    if (c->inplace && c->real) { /* the 2x rule */
      F->off = 2 * B->off;
      for (l = 0; l < d - 1; l++) F->str[l] = 2 * B->str[l];
      F->str[d - 1] = B->str[d - 1];
      F->dist = 2 * B->dist;
    } else if (c->inplace) {
      *F = *B;
      F->cplx = 1;
    } else {
      F->off = 1;
      F->str[d - 1] = 1;
      for (l = d - 2; l >= 0; l--) F->str[l] = F->str[l + 1] * (F->len[l + 1] + 2);
      F->dist = F->str[0] * F->len[0] + 1;
    }
    break;
  case M_COLMAJOR: /* the first dimension contiguous (not for in-place real) */
    B->off = 1;
    for (l = 0, acc = 1; l < d; l++) { B->str[l] = acc; acc *= B->len[l]; }
    B->dist = acc + 1;
    if (c->inplace) *F = *B, F->cplx = B->cplx;
    else {
      for (l = 0, acc = 1; l < d; l++) { F->str[l] = acc; acc *= F->len[l]; }
      F->dist = acc;
    }
    break;
  case M_NEGATIVE: /* complex: the last dimension runs backwards */
    for (l = d - 1, acc = 1; l >= 0; l--) { B->str[l] = l == d - 1 ? -1 : acc; acc *= B->len[l]; }
    B->off = B->len[d - 1] - 1;
    B->dist = acc;
    *F = *B;
    if (!c->inplace) F->off += 5;
    break;
  }
  F->howmany = B->howmany = c->howmany;
  if (c->mode == M_COLMAJOR && c->inplace) F->cplx = !c->real;
}

static void set_strides(dft_descriptor *d, dft_param p, const vlay *L)
{
  int64_t s[8];
  int l;
  s[0] = L->off;
  for (l = 0; l < L->d; l++) s[l + 1] = L->str[l];
  check_st_silent(dft_set_ints(d, p, s));
}

/* ------------------------------------------------------------- one direction */
typedef struct {
  unsigned char *base, *snap;
  size_t bytes;
} gbuf;

static void gbuf_alloc(gbuf *g, size_t bytes)
{
  g->bytes = bytes + 2 * GUARD;
  g->base = (unsigned char *)xmalloc(g->bytes);
  g->snap = (unsigned char *)xmalloc(g->bytes);
  memset(g->base, 0xff, g->bytes); /* NaN everywhere */
}
static void *gbuf_p(const gbuf *g) { return g->base + GUARD; }
static void gbuf_free(gbuf *g)
{
  free(g->base);
  free(g->snap);
}

static long double getv(const void *p, int dbl, int64_t i)
{
  return dbl ? ((const double *)p)[i] : ((const float *)p)[i];
}
static void setv(void *p, int dbl, int64_t i, long double v)
{
  if (dbl) ((double *)p)[i] = (double)v;
  else ((float *)p)[i] = (float)v;
}

/* marks the bytes of a layout's elements in mask (bytes from the buffer's start) */
static void mark(unsigned char *mask, const vlay *L, size_t rs)
{
  int64_t m, e, N = vlay_count(L);
  size_t esz = L->cplx ? 2 * rs : rs;
  for (m = 0; m < L->howmany; m++)
    for (e = 0; e < N; e++) memset(mask + GUARD + (size_t)vlay_pos(L, m, e) * esz, 1, esz);
}

typedef dft_status (*host_fn)(const dft_descriptor *, void *, void *);

/* Runs one direction through fn (a _host call, or a wrapper) and checks everything. */
static void run_dir(const dft_descriptor *d, const vcase *c, const vlay *F, const vlay *B,
                    int dir, host_fn fn, const char *lb)
{
  const vlay *Li = dir ? B : F, *Lo = dir ? F : B;
  size_t rs = c->dbl ? 8 : 4, ei = Li->cplx ? 2 * rs : rs, eo = Lo->cplx ? 2 * rs : rs;
  size_t ibytes = (size_t)vlay_end(Li) * ei, obytes = (size_t)vlay_end(Lo) * eo;
  int64_t N = 1, Ni = vlay_count(Li), No = vlay_count(Lo), m, e, k;
  int l, dd = c->d;
  gbuf gi, go;
  long double *x, *y, se = 0, sr = 0;
  unsigned char *allow;
  dft_status st;
  double err, sigma = dir ? c->bs : c->fs;
  int64_t changed = 0, first_changed = -1;

  for (l = 0; l < dd; l++) N *= c->n[l];
  if (c->inplace && obytes > ibytes) ibytes = obytes;
  gbuf_alloc(&gi, ibytes);
  if (!c->inplace) gbuf_alloc(&go, obytes);
  x = (long double *)xmalloc(sizeof(long double) * 2 * (size_t)N);
  y = (long double *)xmalloc(sizeof(long double) * 2 * (size_t)(N * c->howmany));
  for (m = 0; m < c->howmany; m++) {
    long double *ym = y + 2 * m * N;
    /* input: complex random; real random; or the half spectrum of a real signal */
    for (e = 0; e < 2 * N; e++) x[e] = rnd();
    if (c->real) for (e = 0; e < N; e++) x[2 * e + 1] = 0;
    if (c->real && dir == 1) ref_dft(x, dd, c->n, -1);
    for (e = 0; e < Ni; e++) { /* store, then read back what the library sees */
      int64_t full = e, pos = vlay_pos(Li, m, e);
      if (c->real && dir == 1) { /* e indexes the half grid: map to the full grid */
        int64_t h = Li->len[dd - 1];
        full = (e / h) * c->n[dd - 1] + e % h;
      }
      if (Li->cplx) {
        setv(gbuf_p(&gi), c->dbl, 2 * pos, x[2 * full]);
        setv(gbuf_p(&gi), c->dbl, 2 * pos + 1, x[2 * full + 1]);
        x[2 * full] = getv(gbuf_p(&gi), c->dbl, 2 * pos);
        x[2 * full + 1] = getv(gbuf_p(&gi), c->dbl, 2 * pos + 1);
      } else {
        setv(gbuf_p(&gi), c->dbl, pos, x[2 * full]);
        x[2 * full] = getv(gbuf_p(&gi), c->dbl, pos);
      }
    }
    if (c->real && dir == 1) { /* rebuild the full spectrum from the stored half */
      int64_t h = Li->len[dd - 1], nd = c->n[dd - 1], kk[4];
      for (e = 0; e < N; e++) {
        int64_t r = e, f = 0, mul = 1;
        for (l = dd - 1; l >= 0; l--) { kk[l] = r % c->n[l]; r /= c->n[l]; }
        if (kk[dd - 1] < h) continue;
        for (l = dd - 1; l >= 0; l--) { f += ((c->n[l] - kk[l]) % c->n[l]) * mul; mul *= c->n[l]; }
        x[2 * e] = x[2 * f];
        x[2 * e + 1] = -x[2 * f + 1];
      }
      (void)nd;
    }
    memcpy(ym, x, sizeof(long double) * 2 * (size_t)N);
    ref_dft(ym, dd, c->n, dir ? +1 : -1);
    for (e = 0; e < 2 * N; e++) ym[e] *= sigma;
  }
  memcpy(gi.snap, gi.base, gi.bytes);
  if (!c->inplace) memcpy(go.snap, go.base, go.bytes);
  st = fn(d, gbuf_p(&gi), c->inplace ? NULL : gbuf_p(&go));
  check(st == DFT_OK, "%s %s: compute returned %s", lb, dir ? "bwd" : "fwd", dft_status_string(st));
  if (st == DFT_OK) {
    const void *ob = c->inplace ? gbuf_p(&gi) : gbuf_p(&go);
    for (m = 0; m < c->howmany; m++)
      for (e = 0; e < No; e++) {
        int64_t pos = vlay_pos(Lo, m, e), full = e;
        long double *ym = y + 2 * m * N, a, b;
        if (c->real && dir == 0) {
          int64_t h = Lo->len[dd - 1];
          full = (e / h) * c->n[dd - 1] + e % h;
        }
        if (Lo->cplx) {
          a = getv(ob, c->dbl, 2 * pos) - ym[2 * full];
          b = getv(ob, c->dbl, 2 * pos + 1) - ym[2 * full + 1];
          se += a * a + b * b;
          sr += ym[2 * full] * ym[2 * full] + ym[2 * full + 1] * ym[2 * full + 1];
        } else {
          a = getv(ob, c->dbl, pos) - ym[2 * full];
          se += a * a;
          sr += ym[2 * full] * ym[2 * full];
        }
      }
    err = sr > 0 ? (double)sqrtl(se / sr) : (double)sqrtl(se);
    {
      int blue = 0;
      for (l = 0; l < dd; l++) {
        int64_t r = c->n[l], p;
        for (p = 2; p <= 31; p++) while (r % p == 0) r /= p;
        blue |= r > 1;
      }
      check(err <= vtol(c->dbl, N, blue), "%s %s: error %.3g > %.3g", lb, dir ? "bwd" : "fwd", err,
            vtol(c->dbl, N, blue));
    }
    /* nothing outside the output layout may change (API.md), in place too */
    allow = (unsigned char *)calloc(c->inplace ? gi.bytes : go.bytes, 1);
    if (!allow) { printf("FAIL out of memory\n"); exit(1); }
    mark(allow, Lo, rs);
    {
      const gbuf *g = c->inplace ? &gi : &go;
      for (k = 0; k < (int64_t)g->bytes; k++)
        if (!allow[k] && g->base[k] != g->snap[k]) {
          if (first_changed < 0) first_changed = k - GUARD;
          changed++;
        }
    }
    free(allow);
    check(changed == 0, "%s %s: %lld bytes outside the output layout changed (first at %lld)",
          lb, dir ? "bwd" : "fwd", (long long)changed, (long long)first_changed);
    if (!c->inplace)
      check(!memcmp(gi.base, gi.snap, gi.bytes), "%s %s: out of place, the input changed", lb,
            dir ? "bwd" : "fwd");
  }
  free(x);
  free(y);
  gbuf_free(&gi);
  if (!c->inplace) gbuf_free(&go);
}

/* ----------------------------------------------------------- a whole case */
static dft_status make_desc(const vcase *c, const vlay *F, const vlay *B, int legacy_dir,
                            dft_descriptor **out)
{
  dft_descriptor *d;
  dft_status st = dft_create(&d, c->dbl ? DFT_DOUBLE : DFT_SINGLE, c->real ? DFT_REAL : DFT_COMPLEX,
                             c->d, c->n);
  if (st != DFT_OK) return st;
  if (c->howmany > 1) check_st_silent(dft_set_int(d, DFT_NUMBER_OF_TRANSFORMS, c->howmany));
  check_st_silent(dft_set_config(d, DFT_PLACEMENT, c->inplace ? DFT_INPLACE : DFT_NOT_INPLACE));
  if (c->fs != 1.0) check_st_silent(dft_set_real(d, DFT_FORWARD_SCALE, c->fs));
  if (c->bs != 1.0) check_st_silent(dft_set_real(d, DFT_BACKWARD_SCALE, c->bs));
  if (c->mode == M_LEGACY) {
    set_strides(d, DFT_INPUT_STRIDES, legacy_dir ? B : F);
    set_strides(d, DFT_OUTPUT_STRIDES, legacy_dir ? F : B);
  } else if (c->mode != M_DEFAULT) {
    set_strides(d, DFT_FWD_STRIDES, F);
    set_strides(d, DFT_BWD_STRIDES, B);
  }
  if (c->mode != M_DEFAULT && c->howmany > 1) {
    check_st_silent(dft_set_int(d, DFT_FWD_DISTANCE, F->dist));
    check_st_silent(dft_set_int(d, DFT_BWD_DISTANCE, B->dist));
  }
  *out = d;
  return DFT_OK;
}

static size_t g_range_cap; /* DFT_VK_MAXRANGE of the context under test, 0: none */
static long g_chunked, g_multipass, g_bluestein_mp; /* plans of the lowered context */
static long g_half[2], g_half_mp; /* real plans done half-length: forward, backward; multi-pass */
static long g_half_post;          /* ... forward with the post-processing pass */
static long g_xrtile;             /* plans with an XR pass over tiles of several lines */
static long g_half_pair;          /* ... forward, multi-pass with paired lines in the last */
static long g_c2r_pair;           /* ... backward, multi-pass with paired lines in the first */
static long g_nreal;              /* real cases committed under the lowered limits */

/* the largest window one transform needs: its extent in either domain, or its scratch
   (Bluestein: up to 4 times the points), plus the alignment slack */
static size_t one_transform_bytes(const vcase *c, const vlay *F, const vlay *B)
{
  size_t rs = c->dbl ? 8 : 4, best = 0, b;
  int64_t N = 1, lo, hi, span;
  int l, k;
  const vlay *L2[2];
  L2[0] = F;
  L2[1] = B;
  for (l = 0; l < c->d; l++) N *= c->n[l];
  for (k = 0; k < 2; k++) {
    lo = hi = L2[k]->off;
    for (l = 0; l < c->d; l++) {
      span = (L2[k]->len[l] - 1) * L2[k]->str[l];
      if (span < 0) lo += span; else hi += span;
    }
    b = (size_t)(hi - lo + 1) * (L2[k]->cplx ? 2 : 1) * rs;
    if (b > best) best = b;
  }
  b = (size_t)N * 2 * rs * 4;
  if (b > best) best = b;
  return best + 64;
}
/* The plan dft_vk_describe gives a complex single-precision 1-D transform of n points
   committed on ctx, in buf ("" when the commit fails). */
static void describe_c1(dft_vk_context *ctx, int64_t n, char *buf, size_t len)
{
  dft_descriptor *h = NULL;
  buf[0] = 0;
  if (dft_create(&h, DFT_SINGLE, DFT_COMPLEX, 1, &n) == DFT_OK && dft_vk_commit(h, ctx) == DFT_OK)
    dft_vk_describe(h, buf, len);
  dft_free(&h);
}

static void run_case(dft_vk_context *ctx, const vcase *c)
{
  vlay F, B;
  dft_descriptor *d;
  char lb[160];
  int dir;
  dft_status st;
  label(c, lb, sizeof lb);
  layouts(c, &F, &B);
  for (dir = 0; dir < 2; dir++) {
    if (dir == 1 && c->mode != M_LEGACY) break; /* one commit serves both directions */
    st = make_desc(c, &F, &B, dir, &d);
    if (!check(st == DFT_OK, "%s: dft_create returned %s", lb, dft_status_string(st))) return;
    /* lowered limits: every other real case without line pairs, so that the multi-pass
       half-length R2C runs both ways (paired last pass, post-processing pass), and the
       C2R too (paired first pass, or each line reading its partner's elements) */
    if (g_range_cap && c->real) {
      setenv("DFT_VK_RPAIR", (g_nreal & 1) ? "0" : "1", 1);
      setenv("DFT_VK_CPAIR", (g_nreal++ & 1) ? "0" : "1", 1);
    }
    st = dft_vk_commit(d, ctx);
    unsetenv("DFT_VK_RPAIR");
    unsetenv("DFT_VK_CPAIR");
    if (st == DFT_ERROR_UNIMPLEMENTED && g_range_cap) { /* refused: one transform over the window */
      check(one_transform_bytes(c, &F, &B) > g_range_cap, "%s: refused, but one transform fits the window", lb);
      dft_free(&d);
      return;
    }
    if (st == DFT_OK && c->real) { /* half-length real transforms (even real lengths) */
      const dft__vk_plan *pl = (const dft__vk_plan *)dft_backend_state(d);
      g_half[0] += pl->halfr[0] > 0;
      g_half[1] += pl->halfr[1] > 0;
      g_half_mp += pl->halfr[1] > 0 && pl->maxpasses > 1;
      g_half_post += pl->r2cpost > 0;
      g_half_pair += pl->r2cpair > 0;
      g_c2r_pair += pl->c2rpair > 0;
    }
    if (st == DFT_OK) g_xrtile += ((const dft__vk_plan *)dft_backend_state(d))->xrtile > 0;
    if (st == DFT_OK && g_range_cap) { /* the paths the lowered limits are there for */
      const dft__vk_plan *pl = (const dft__vk_plan *)dft_backend_state(d);
      g_chunked += pl->nchunks > 1;
      g_multipass += pl->maxpasses > 1;
      g_bluestein_mp += pl->bluestein && pl->maxpasses > 1;
    }
    if (check(st == DFT_OK, "%s: dft_vk_commit returned %s", lb, dft_status_string(st))) {
      if (c->mode == M_LEGACY) run_dir(d, c, &F, &B, dir, dir ? dft_vk_compute_backward_host : dft_vk_compute_forward_host, lb);
      else {
        run_dir(d, c, &F, &B, 0, dft_vk_compute_forward_host, lb);
        run_dir(d, c, &F, &B, 1, dft_vk_compute_backward_host, lb);
      }
    }
    dft_free(&d);
  }
}

/* ------------------------------------------------------------ the matrix */
/* sizes: every radix (2, 3, 4, 5, 7, 8, generic 11 and 31), Bluestein (37, 97, 41), a
   size of one, mixed radices; the lowered-limits context takes the ones that then go
   multi-pass */
static const int64_t sizes1[] = {1, 2, 3, 5, 7, 8, 11, 12, 16, 31, 37, 60, 64, 97, 128, 210, 1000, 4096};
static const int64_t sizes2[][2] = {{1, 5}, {4, 4}, {8, 12}, {37, 4}, {6, 41}};
static const int64_t sizes3[][3] = {{2, 2, 2}, {3, 4, 5}, {2, 37, 3}};
static const int64_t small1[] = {60, 97, 128, 210, 1000};
static const int64_t small2[][2] = {{8, 12}, {32, 32}};
static const int64_t small3[][3] = {{4, 8, 6}};

/* Runs a size through a rotating choice of the other parameters; `full` runs all. */
static void run_size(dft_vk_context *ctx, int d, const int64_t *n, long idx, int full)
{
  vcase c;
  int real, dbl, inpl, mode, hm;
  long combo = 0;
  for (real = 0; real < 2; real++)
    for (dbl = 0; dbl < 2; dbl++)
      for (inpl = 0; inpl < 2; inpl++)
        for (mode = 0; mode < M_NMODES; mode++)
          for (hm = 0; hm < 2; hm++, combo++) {
            if (!full && (combo + idx) % 13 != 0 && !(mode == 0 && hm == 0 && (combo + idx) % 3 == 0)) continue;
            if (mode == M_NEGATIVE && real) continue;
            if (mode == M_COLMAJOR && real && inpl) continue;
            memset(&c, 0, sizeof c);
            c.real = real;
            c.dbl = dbl;
            c.d = d;
            memcpy(c.n, n, sizeof(int64_t) * (size_t)d);
            c.inplace = inpl;
            c.mode = mode;
            c.howmany = hm ? 3 : 1;
            c.fs = (combo % 3 == 1) ? 0.5 : 1.0;
            c.bs = (combo % 5 == 2) ? 0.25 : 1.0;
            run_case(ctx, &c);
          }
}

static void run_matrix(dft_vk_context *ctx, int small)
{
  size_t i;
  long idx = 0;
  if (small) {
    for (i = 0; i < sizeof small1 / sizeof *small1; i++) run_size(ctx, 1, &small1[i], idx++, 0);
    for (i = 0; i < sizeof small2 / sizeof *small2; i++) run_size(ctx, 2, small2[i], idx++, 0);
    for (i = 0; i < sizeof small3 / sizeof *small3; i++) run_size(ctx, 3, small3[i], idx++, 0);
    { /* batches larger than one 24 KiB window: chunks */
      vcase c;
      memset(&c, 0, sizeof c);
      c.fs = c.bs = 1.0;
      c.d = 1; c.n[0] = 1000; c.howmany = 7;
      run_case(ctx, &c);
      c.real = 1; c.dbl = 1; c.inplace = 1; c.mode = M_PADDED; c.n[0] = 210; c.howmany = 5; c.bs = 0.5;
      run_case(ctx, &c);
      c.real = 0; c.inplace = 0; c.mode = M_COLMAJOR; c.d = 2; c.n[0] = c.n[1] = 32; c.howmany = 3;
      run_case(ctx, &c);
      c.dbl = 0; c.mode = M_LEGACY; c.d = 1; c.n[0] = 97; c.howmany = 9;
      run_case(ctx, &c);
    }
    return;
  }
  for (i = 0; i < sizeof sizes1 / sizeof *sizes1; i++) run_size(ctx, 1, &sizes1[i], idx++, sizes1[i] == 12 || sizes1[i] == 97);
  { /* 2048 points in single precision take the exchange through subgroup shuffles where
       the device has them: complex 2048 at radix 8 and the half-length real 4096 (cases rather
       than a size in the rotation, which took this test from 2.3 to 5.7 minutes here) */
    vcase c;
    memset(&c, 0, sizeof c);
    c.fs = c.bs = 1.0;
    c.d = 1; c.n[0] = 2048; c.howmany = 2;
    run_case(ctx, &c);
    /* complex 2048 runs radix 16 by default (no shuffle exchange); at radix 8 it takes
       the shuffle exchange between stages 1 and 2 */
    setenv("DFT_VK_RADIX", "8", 1);
    run_case(ctx, &c);
    unsetenv("DFT_VK_RADIX");
    c.real = 1; c.n[0] = 4096;
    run_case(ctx, &c);
    /* complex 4096 with scales: the one-pass radix-16 module multiplies its last stage's
       inputs by the scale (through the twiddle chain) instead of the stored outputs */
    c.real = 0; c.fs = 0.5; c.bs = 0.25;
    setenv("DFT_VK_XR", "0", 1);
    run_case(ctx, &c);
    unsetenv("DFT_VK_XR");
    /* complex 4096 and longer take XR by default (below: 2 rounds of 16^3 at 48 KiB and at
       lavapipe's 32 KiB): with scales out of place, 3 lines in place, padded lines with
       offsets, rows of a 2-D transform; real 8192 and 16384 (the half-length line's pass
       before a post-processing pass reads real pairs: real 8192 at 32 KiB, 16384 at 48
       KiB, and with DFT_VK_RPAIR=0 anywhere) */
    run_case(ctx, &c);
    check(ctx->mod[6] != VK_NULL_HANDLE, "complex 4096 did not use the XR module by default");
    c.fs = c.bs = 1.0; c.howmany = 3; c.inplace = 1;
    run_case(ctx, &c);
    c.inplace = 0; c.mode = M_PADDED; c.howmany = 2;
    run_case(ctx, &c);
    c.mode = 0; c.d = 2; c.n[0] = 3; c.n[1] = 4096; c.howmany = 1; c.inplace = 1;
    run_case(ctx, &c);
    c.d = 1; c.real = 1; c.inplace = 0; c.n[0] = 8192; c.howmany = 2;
    run_case(ctx, &c);
    setenv("DFT_VK_RPAIR", "0", 1);
    c.n[0] = 16384; c.howmany = 1;
    run_case(ctx, &c);
    unsetenv("DFT_VK_RPAIR");
    { /* the half-length line recombined in its own XR pass (RPR: no post-processing pass):
         16384 in place with scales, 8192 at 16 points a thread; 16384 with DFT_VK_XRRPR=0
         (and no paired last pass, DFT_VK_RPAIR=0): the two passes */
      long p0 = g_half_post;
      c.howmany = 2; c.inplace = 1; c.fs = 0.5; c.bs = 0.25;
      run_case(ctx, &c);
      c.n[0] = 8192; c.howmany = 1; c.inplace = 0;
      setenv("DFT_VK_XRP", "16", 1);
      run_case(ctx, &c);
      unsetenv("DFT_VK_XRP");
      check(g_half_post == p0, "real 16384, 8192: %ld of 2 plans with a post-processing pass", g_half_post - p0);
      setenv("DFT_VK_XRRPR", "0", 1);
      setenv("DFT_VK_RPAIR", "0", 1);
      c.n[0] = 16384; /* (8192 takes one pass where its half fits the shared memory) */
      run_case(ctx, &c);
      unsetenv("DFT_VK_RPAIR");
      unsetenv("DFT_VK_XRRPR");
      check(g_half_post == p0 + 1, "real 16384 with DFT_VK_XRRPR=0: no post-processing pass");
      c.fs = c.bs = 1.0;
    }
    c.real = 0;
    /* lines whose exchange does not fit the shared memory in one pass (XR, the default
       for them; DFT_VK_XR=0 turns it off): one line a workgroup, 32 points a thread (16
       with DFT_VK_XRP=16), the exchanges in rounds. 8192 and 16384 take 2 and
       4 complex rounds at 48 KiB (lavapipe's 32 KiB: 4 and 8), real and imaginary parts
       in turn with DFT_VK_XRS; DFT_VK_XR=2 admits lines that would fit (2048 in 2 rounds
       with DFT_VK_XRC=2) */
    setenv("DFT_VK_XR", "1", 1);
    c.n[0] = 8192; c.howmany = 3; c.inplace = 1; c.fs = c.bs = 1.0;
    run_case(ctx, &c);
    setenv("DFT_VK_XRS", "1", 1);
    c.inplace = 0; c.fs = 0.5; c.bs = 0.25;
    run_case(ctx, &c);
    unsetenv("DFT_VK_XRS");
    c.n[0] = 16384; c.howmany = 1; c.fs = c.bs = 1.0;
    run_case(ctx, &c);
    setenv("DFT_VK_XR", "2", 1);
    setenv("DFT_VK_XRC", "2", 1);
    c.n[0] = 2048; c.howmany = 3; c.inplace = 1;
    run_case(ctx, &c);
    unsetenv("DFT_VK_XRC");
    unsetenv("DFT_VK_XR");
    check(ctx->mod[6] != VK_NULL_HANDLE, "complex 8192/16384 with DFT_VK_XR=1 did not use the XR module");
    { /* 8192 on 256 threads of 32 points, 512 of 16 with DFT_VK_XRP=16: both run */
      static const char *const want[2] = {"8192(L1,T256,XR", "8192(L1,T512,XR"};
      int p;
      for (p = 0; p < 2; p++) {
        char buf[400];
        if (p) setenv("DFT_VK_XRP", "16", 1);
        describe_c1(ctx, 8192, buf, sizeof buf);
        check(strstr(buf, want[p]) != NULL, "complex 8192 %s: plan %s", p ? "with DFT_VK_XRP=16" : "by default", buf);
        c.d = 1; c.n[0] = 8192; c.howmany = 3; c.inplace = p; c.fs = 0.5; c.bs = 0.25;
        run_case(ctx, &c);
        c.n[0] = 16384; c.howmany = 1; c.inplace = !p; c.fs = c.bs = 1.0;
        run_case(ctx, &c);
        unsetenv("DFT_VK_XRP");
      }
    }
    { /* XR over tiles of 4 adjacent lines: the columns of 4096 x 5 in one pass (the second
         tile with one live column), scaled, out of place and in place */
      long x0 = g_xrtile;
      c.d = 2; c.n[0] = 4096; c.n[1] = 5; c.howmany = 1; c.inplace = 0; c.fs = 0.5; c.bs = 0.25;
      run_case(ctx, &c);
      c.inplace = 1; c.fs = c.bs = 1.0;
      run_case(ctx, &c);
      check(g_xrtile == x0 + 2, "4096 x 5: %ld of 2 plans with an XR pass over a tile of lines", g_xrtile - x0);
    }
    /* double precision: complex lines of 4096 and 8192 in one XR pass of the double
       module's XR build (32 points a thread): in place, scaled out of place, padded with
       offsets, batches of 1-3 */
    c.d = 1; c.dbl = 1; c.n[0] = 4096; c.howmany = 3; c.inplace = 1; c.fs = c.bs = 1.0;
    run_case(ctx, &c);
    c.inplace = 0; c.fs = 0.5; c.bs = 0.25;
    run_case(ctx, &c);
    c.mode = M_PADDED; c.howmany = 2;
    run_case(ctx, &c);
    c.mode = 0; c.n[0] = 8192; c.howmany = 1; c.inplace = 1; c.fs = c.bs = 1.0;
    run_case(ctx, &c);
    c.dbl = 0;
    check(ctx->mod[7] != VK_NULL_HANDLE, "complex double 4096/8192 did not use the double XR module");
    { /* double passes of power-of-two lines with unit-step loads or stores run in the
         double XR build too (slot 7, whole exchanges), with UNIT's bounds-free loads and
         stores (256 x 3 here); other double passes stay in the plain double module (slot
         1), which takes no UNIT bits */
      int k, unit7 = 0, unit1 = 0, other7 = 0;
      c.dbl = 1; c.n[0] = 256; c.howmany = 3; c.inplace = 0;
      run_case(ctx, &c);
      c.dbl = 0; c.fs = c.bs = 1.0;
      for (k = 0; k < ctx->npipes; k++) {
        const uint32_t *key = ctx->pipes[k].key;
        unit7 += key[0] == 7 && key[1 + 42] <= 1 && (key[1 + 40] & 3u) == 3u;
        unit1 += key[0] == 1 && key[1 + 40] != 0;
        other7 += key[0] == 7 && key[1 + 42] <= 1 && (key[1 + 40] & 3u) == 0u;
      }
      check(unit7 > 0 && unit1 == 0 && other7 == 0,
            "double pipelines: %d unit-step passes in the double XR build, %d others there, %d with UNIT bits in the plain double module",
            unit7, other7, unit1);
    }
  }
  for (i = 0; i < sizeof sizes2 / sizeof *sizes2; i++) run_size(ctx, 2, sizes2[i], idx++, i == 2);
  for (i = 0; i < sizeof sizes3 / sizeof *sizes3; i++) run_size(ctx, 3, sizes3[i], idx++, i == 1);
  { /* four and five dimensions with default layouts: batch dimensions merge */
    int64_t n4[4] = {2, 3, 2, 4};
    vcase c;
    memset(&c, 0, sizeof c);
    c.d = 4;
    memcpy(c.n, n4, sizeof n4);
    c.howmany = 2;
    c.fs = c.bs = 1.0;
    run_case(ctx, &c);
    c.real = 1;
    c.inplace = 1;
    run_case(ctx, &c);
  }
}

/* ------------------------------------------------ the application's device */
static long g_app_msgs;
static VKAPI_ATTR VkBool32 VKAPI_CALL app_cb(VkDebugUtilsMessageSeverityFlagBitsEXT sev,
                                             VkDebugUtilsMessageTypeFlagsEXT type,
                                             const VkDebugUtilsMessengerCallbackDataEXT *data,
                                             void *user)
{
  (void)type;
  (void)user;
  if (sev & (VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT)) {
    g_app_msgs++;
    printf("validation (app device): %s\n", data->pMessage);
  }
  return VK_FALSE;
}

typedef struct {
  VkInstance inst;
  VkDebugUtilsMessengerEXT msgr;
  VkPhysicalDevice pd;
  VkDevice dev;
  VkQueue q;
  uint32_t fam;
  VkCommandPool pool;
  VkPhysicalDeviceMemoryProperties mp;
} appdev;

static int g_have_layer;
static int have_layer(void)
{
  uint32_t n = 0, i;
  int found = 0;
  VkLayerProperties *lp;
  vkEnumerateInstanceLayerProperties(&n, NULL);
  lp = (VkLayerProperties *)xmalloc(sizeof *lp * (n + 1));
  if (vkEnumerateInstanceLayerProperties(&n, lp) == VK_SUCCESS)
    for (i = 0; i < n; i++) found |= !strcmp(lp[i].layerName, "VK_LAYER_KHRONOS_validation");
  free(lp);
  return found;
}

static int app_create(appdev *a, int push)
{
  VkApplicationInfo ai;
  VkInstanceCreateInfo ii;
  VkDebugUtilsMessengerCreateInfoEXT dm;
  VkDeviceQueueCreateInfo qi;
  VkDeviceCreateInfo di;
  VkPhysicalDeviceFeatures f, want;
  VkQueueFamilyProperties qf[16];
  VkCommandPoolCreateInfo cp;
  const char *layer = "VK_LAYER_KHRONOS_validation", *ext = VK_EXT_DEBUG_UTILS_EXTENSION_NAME;
  const char *dext = VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME;
  uint32_t n = 1, nq = 16, i;
  float prio = 1;
  memset(a, 0, sizeof *a);
  memset(&ai, 0, sizeof ai);
  ai.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
  ai.apiVersion = VK_API_VERSION_1_1;
  memset(&dm, 0, sizeof dm);
  dm.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
  dm.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
  dm.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT;
  dm.pfnUserCallback = app_cb;
  memset(&ii, 0, sizeof ii);
  ii.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
  ii.pApplicationInfo = &ai;
  ii.enabledLayerCount = g_have_layer ? 1 : 0;
  ii.ppEnabledLayerNames = &layer;
  ii.enabledExtensionCount = g_have_layer ? 1 : 0;
  ii.ppEnabledExtensionNames = &ext;
  if (g_have_layer) ii.pNext = &dm;
  if (vkCreateInstance(&ii, NULL, &a->inst) != VK_SUCCESS) return 0;
  if (g_have_layer) {
    PFN_vkCreateDebugUtilsMessengerEXT fn = (PFN_vkCreateDebugUtilsMessengerEXT)vkGetInstanceProcAddr(a->inst, "vkCreateDebugUtilsMessengerEXT");
    if (fn) fn(a->inst, &dm, NULL, &a->msgr);
  }
  if (vkEnumeratePhysicalDevices(a->inst, &n, &a->pd) < 0 || !n) return 0;
  vkGetPhysicalDeviceQueueFamilyProperties(a->pd, &nq, qf);
  for (i = 0; i < nq; i++)
    if (qf[i].queueFlags & VK_QUEUE_COMPUTE_BIT) break;
  if (i == nq) return 0;
  a->fam = i;
  vkGetPhysicalDeviceFeatures(a->pd, &f);
  memset(&want, 0, sizeof want);
  want.shaderFloat64 = f.shaderFloat64;
  memset(&qi, 0, sizeof qi);
  qi.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
  qi.queueFamilyIndex = a->fam;
  qi.queueCount = 1;
  qi.pQueuePriorities = &prio;
  memset(&di, 0, sizeof di);
  di.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
  di.queueCreateInfoCount = 1;
  di.pQueueCreateInfos = &qi;
  di.pEnabledFeatures = &want;
  di.enabledExtensionCount = push ? 1 : 0;
  di.ppEnabledExtensionNames = &dext;
  if (vkCreateDevice(a->pd, &di, NULL, &a->dev) != VK_SUCCESS) return 0;
  vkGetDeviceQueue(a->dev, a->fam, 0, &a->q);
  memset(&cp, 0, sizeof cp);
  cp.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
  cp.queueFamilyIndex = a->fam;
  if (vkCreateCommandPool(a->dev, &cp, NULL, &a->pool) != VK_SUCCESS) return 0;
  vkGetPhysicalDeviceMemoryProperties(a->pd, &a->mp);
  return 1;
}

static void app_destroy(appdev *a)
{
  if (a->pool) vkDestroyCommandPool(a->dev, a->pool, NULL);
  if (a->dev) vkDestroyDevice(a->dev, NULL);
  if (a->msgr) {
    PFN_vkDestroyDebugUtilsMessengerEXT fn = (PFN_vkDestroyDebugUtilsMessengerEXT)vkGetInstanceProcAddr(a->inst, "vkDestroyDebugUtilsMessengerEXT");
    if (fn) fn(a->inst, a->msgr, NULL);
  }
  if (a->inst) vkDestroyInstance(a->inst, NULL);
}

typedef struct {
  VkBuffer b;
  VkDeviceMemory m;
  void *p;
} appbuf;

static int app_buf(appdev *a, size_t bytes, appbuf *o)
{
  VkBufferCreateInfo bi;
  VkMemoryRequirements rq;
  VkMemoryAllocateInfo ai;
  uint32_t i;
  VkMemoryPropertyFlags w = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
  memset(o, 0, sizeof *o);
  memset(&bi, 0, sizeof bi);
  bi.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
  bi.size = bytes;
  bi.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
  if (vkCreateBuffer(a->dev, &bi, NULL, &o->b) != VK_SUCCESS) return 0;
  vkGetBufferMemoryRequirements(a->dev, o->b, &rq);
  for (i = 0; i < a->mp.memoryTypeCount; i++)
    if ((rq.memoryTypeBits >> i & 1) && (a->mp.memoryTypes[i].propertyFlags & w) == w) break;
  memset(&ai, 0, sizeof ai);
  ai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
  ai.allocationSize = rq.size;
  ai.memoryTypeIndex = i;
  if (vkAllocateMemory(a->dev, &ai, NULL, &o->m) != VK_SUCCESS) return 0;
  vkBindBufferMemory(a->dev, o->b, o->m, 0);
  return vkMapMemory(a->dev, o->m, 0, VK_WHOLE_SIZE, 0, &o->p) == VK_SUCCESS;
}
static void app_buf_free(appdev *a, appbuf *o)
{
  if (o->b) vkDestroyBuffer(a->dev, o->b, NULL);
  if (o->m) vkFreeMemory(a->dev, o->m, NULL);
}

/* Through the application's device: the host arrays of run_dir are copied into the
   application's buffers, the transform is recorded into its command buffer, the
   application submits and waits and copies back. */
static appdev *g_app;
static const dft_descriptor *g_app_desc;
static int g_app_dir;
static size_t g_app_bytes[2];
static dft_status app_host(const dft_descriptor *d, void *in, void *out)
{
  appdev *a = g_app;
  appbuf bi, bo;
  VkCommandBuffer cmd;
  VkCommandBufferAllocateInfo ca;
  VkCommandBufferBeginInfo cb;
  VkSubmitInfo si;
  VkMemoryBarrier mb;
  dft_status st;
  memset(&bo, 0, sizeof bo);
  if (!app_buf(a, g_app_bytes[0], &bi) || (out && !app_buf(a, g_app_bytes[1], &bo))) return DFT_ERROR_DEVICE;
  memcpy(bi.p, in, g_app_bytes[0]);
  if (out) memcpy(bo.p, out, g_app_bytes[1]);
  memset(&ca, 0, sizeof ca);
  ca.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
  ca.commandPool = a->pool;
  ca.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  ca.commandBufferCount = 1;
  vkAllocateCommandBuffers(a->dev, &ca, &cmd);
  memset(&cb, 0, sizeof cb);
  cb.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
  vkBeginCommandBuffer(cmd, &cb);
  memset(&mb, 0, sizeof mb);
  mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
  mb.srcAccessMask = VK_ACCESS_HOST_WRITE_BIT;
  mb.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT;
  vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_HOST_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
  st = g_app_dir ? dft_vk_record_backward(d, cmd, bi.b, out ? bo.b : VK_NULL_HANDLE)
                 : dft_vk_record_forward(d, cmd, bi.b, out ? bo.b : VK_NULL_HANDLE);
  mb.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
  mb.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
  vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
  vkEndCommandBuffer(cmd);
  if (st == DFT_OK) {
    memset(&si, 0, sizeof si);
    si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
    si.commandBufferCount = 1;
    si.pCommandBuffers = &cmd;
    if (vkQueueSubmit(a->q, 1, &si, VK_NULL_HANDLE) != VK_SUCCESS || vkQueueWaitIdle(a->q) != VK_SUCCESS)
      st = DFT_ERROR_DEVICE;
    else if (out) memcpy(out, bo.p, g_app_bytes[1]);
    else memcpy(in, bi.p, g_app_bytes[0]);
  }
  vkFreeCommandBuffers(a->dev, a->pool, 1, &cmd);
  app_buf_free(a, &bi);
  app_buf_free(a, &bo);
  (void)g_app_desc;
  return st;
}
/* The buffers: run_dir hands over arrays GUARD bytes into its allocations; the byte
   sizes of the layouts' extents are computed here the way run_dir does. */
static void app_case(appdev *a, const vcase *c, dft_vk_context *ctx)
{
  vlay F, B;
  dft_descriptor *d;
  char lb[160];
  int dir;
  size_t rs = c->dbl ? 8 : 4;
  label(c, lb, sizeof lb);
  layouts(c, &F, &B);
  if (!check(make_desc(c, &F, &B, 0, &d) == DFT_OK, "%s app: create", lb)) return;
  if (check(dft_vk_commit(d, ctx) == DFT_OK, "%s app: dft_vk_commit", lb))
    for (dir = 0; dir < 2; dir++) {
      const vlay *Li = dir ? &B : &F, *Lo = dir ? &F : &B;
      g_app_bytes[0] = (size_t)vlay_end(Li) * (Li->cplx ? 2 : 1) * rs;
      g_app_bytes[1] = (size_t)vlay_end(Lo) * (Lo->cplx ? 2 : 1) * rs;
      if (c->inplace && g_app_bytes[1] > g_app_bytes[0]) g_app_bytes[0] = g_app_bytes[1];
      g_app = a;
      g_app_dir = dir;
      run_dir(d, c, &F, &B, dir, app_host, lb);
    }
  dft_free(&d);
}

static void test_app_device(int push)
{
  appdev a;
  dft_vk_context *ctx = NULL;
  vcase c;
  dft_status st;
  long before = g_app_msgs;
  if (!check(app_create(&a, push), "app device (push descriptors %d): creation failed", push)) {
    app_destroy(&a);
    return;
  }
  st = dft_vk_context_wrap(&ctx, a.pd, a.dev, a.q, a.fam);
  if (check(st == DFT_OK, "dft_vk_context_wrap returned %s", dft_status_string(st))) {
    memset(&c, 0, sizeof c);
    c.fs = c.bs = 1.0;
    c.d = 2; c.n[0] = 8; c.n[1] = 12; c.howmany = 2; c.mode = M_PADDED;
    app_case(&a, &c, ctx);
    c.d = 1; c.n[0] = 97; c.howmany = 3; c.real = 1; c.inplace = 1; c.mode = M_DEFAULT; c.dbl = 1;
    app_case(&a, &c, ctx);
    c.d = 3; c.n[0] = 4; c.n[1] = 6; c.n[2] = 10; c.howmany = 1; c.real = 1; c.inplace = 0; c.dbl = 0;
    c.bs = 1.0 / 240;
    app_case(&a, &c, ctx);
    { /* a copy of a GPU-committed descriptor shares the plan and outlives the original */
      dft_descriptor *d1, *d2;
      int64_t n = 64;
      dft_create(&d1, DFT_SINGLE, DFT_COMPLEX, 1, &n);
      check(dft_vk_commit(d1, ctx) == DFT_OK, "app: commit for dft_copy");
      check(dft_copy(d1, &d2) == DFT_OK, "app: dft_copy");
      dft_free(&d1);
      memset(&c, 0, sizeof c);
      c.fs = c.bs = 1.0; c.d = 1; c.n[0] = 64; c.howmany = 1; c.inplace = 1;
      g_app_bytes[0] = g_app_bytes[1] = 64 * 8;
      g_app = &a;
      g_app_dir = 0;
      {
        vlay F, B;
        layouts(&c, &F, &B);
        run_dir(d2, &c, &F, &B, 0, app_host, "[dft_copy of a GPU-committed descriptor]");
      }
      dft_free(&d2);
    }
    dft_vk_context_free(&ctx);
  }
  app_destroy(&a);
  check(g_app_msgs == before, "app device (push descriptors %d): %ld validation messages", push,
        g_app_msgs - before);
}

/* --------------------------------------------- VkBuffer compute on a context */
static void test_vkbuffer_compute(dft_vk_context *ctx)
{
  appdev a;
  appbuf bi, bo;
  dft_descriptor *d;
  int64_t n = 48, k, j;
  float *x, *y, *x0;
  long double err = 0, ref = 0;
  dft_status st;
  memset(&a, 0, sizeof a);
  dft_vk_context_device(ctx, &a.pd, &a.dev, &a.q, &a.fam);
  vkGetPhysicalDeviceMemoryProperties(a.pd, &a.mp);
  if (!check(app_buf(&a, 16 * (size_t)n, &bi) && app_buf(&a, 16 * (size_t)n, &bo), "VkBuffer compute: buffers")) return;
  dft_create(&d, DFT_SINGLE, DFT_COMPLEX, 1, &n);
  dft_set_config(d, DFT_PLACEMENT, DFT_NOT_INPLACE);
  check(dft_vk_commit(d, ctx) == DFT_OK, "VkBuffer compute: commit");
  x = (float *)bi.p;
  y = (float *)bo.p;
  x0 = (float *)xmalloc(sizeof(float) * 2 * (size_t)n);
  for (k = 0; k < 2 * n; k++) { x0[k] = x[k] = (float)rnd(); y[k] = 0; }
  st = dft_vk_compute_forward(d, bi.b, bo.b);
  check(st == DFT_OK, "dft_vk_compute_forward returned %s", dft_status_string(st));
  for (k = 0; k < n; k++) {
    long double re = 0, im = 0;
    for (j = 0; j < n; j++) {
      long double a2 = -2 * VK_PI * (long double)((j * k) % n) / (long double)n;
      re += x[2 * j] * cosl(a2) - x[2 * j + 1] * sinl(a2);
      im += x[2 * j] * sinl(a2) + x[2 * j + 1] * cosl(a2);
    }
    err += (y[2 * k] - re) * (y[2 * k] - re) + (y[2 * k + 1] - im) * (y[2 * k + 1] - im);
    ref += re * re + im * im;
  }
  check(sqrtl(err / ref) < 1e-6, "dft_vk_compute_forward: error %g", (double)sqrtl(err / ref));
  for (k = 0; k < 2 * n; k++) x[k] = NAN; /* poison: the backward transform writes it all */
  st = dft_vk_compute_backward(d, bo.b, bi.b);
  check(st == DFT_OK, "dft_vk_compute_backward returned %s", dft_status_string(st));
  err = ref = 0;
  for (k = 0; k < 2 * n; k++) { /* backward(forward(x)) = n x */
    err += (x[k] - (long double)n * x0[k]) * (x[k] - (long double)n * x0[k]);
    ref += (long double)n * x0[k] * n * x0[k];
  }
  check(sqrtl(err / ref) < 1e-6, "dft_vk_compute_backward: round trip error %g", (double)sqrtl(err / ref));
  free(x0);
  /* argument checks of the VkBuffer calls */
  check(dft_vk_compute_forward(d, bi.b, VK_NULL_HANDLE) == DFT_ERROR_INCONSISTENT_CONFIGURATION, "out of place without out");
  check(dft_vk_compute_forward(d, VK_NULL_HANDLE, bo.b) == DFT_ERROR_INVALID_CONFIGURATION, "no input buffer");
  check(dft_vk_compute_forward(d, bi.b, bi.b) == DFT_ERROR_INCONSISTENT_CONFIGURATION, "same buffer, overlapping");
  check(dft_vk_record_forward(d, VK_NULL_HANDLE, bi.b, bo.b) == DFT_ERROR_INVALID_CONFIGURATION, "record without a command buffer");
  dft_free(&d);
  app_buf_free(&a, &bi);
  app_buf_free(&a, &bo);
}

/* ------------------------------------------------------------- error paths */
static void test_errors(dft_vk_context *ctx)
{
  dft_vk_context *c2 = (dft_vk_context *)&g_pass; /* a sentinel: must stay untouched */
  dft_descriptor *d;
  int64_t n = 16, n2[2] = {4, 6}, n5[5] = {2, 3, 2, 3, 2}, s6[6] = {0, 1000, 300, 90, 25, 2};
  float buf[64];
  dft_status st;

  check(dft_vk_context_create(NULL, -1) == DFT_ERROR_INVALID_CONFIGURATION, "context_create(NULL)");
  st = dft_vk_context_create(&c2, 1000);
  check(st == DFT_ERROR_DEVICE && c2 == (dft_vk_context *)&g_pass, "context_create(index 1000): %s", dft_status_string(st));
  unsetenv("DFT_VK_VALIDATION"); /* the loader itself would report the missing driver */
  setenv("VK_ICD_FILENAMES", "/nonexistent/none.json", 1);
  setenv("VK_DRIVER_FILES", "/nonexistent/none.json", 1);
  st = dft_vk_context_create(&c2, -1);
  check(st == DFT_ERROR_DEVICE && c2 == (dft_vk_context *)&g_pass, "context_create without a driver: %s", dft_status_string(st));
  unsetenv("VK_ICD_FILENAMES");
  unsetenv("VK_DRIVER_FILES");
  setenv("DFT_VK_VALIDATION", "1", 1);
  check(dft_vk_context_wrap(&c2, VK_NULL_HANDLE, VK_NULL_HANDLE, VK_NULL_HANDLE, 0) == DFT_ERROR_INVALID_CONFIGURATION, "wrap(NULL handles)");
  dft_vk_context_free(NULL);

  dft_create(&d, DFT_SINGLE, DFT_COMPLEX, 1, &n);
  check(dft_vk_commit(NULL, ctx) == DFT_ERROR_BAD_DESCRIPTOR, "commit(NULL descriptor)");
  check(dft_vk_commit(d, NULL) == DFT_ERROR_INVALID_CONFIGURATION, "commit(NULL context)");
  check(dft_vk_compute_forward_host(d, buf, NULL) == DFT_ERROR_BAD_DESCRIPTOR, "compute before any commit");
  dft_commit(d);
  check(dft_vk_compute_forward_host(d, buf, NULL) == DFT_ERROR_BAD_DESCRIPTOR, "compute after a CPU-only commit");
  check(dft_vk_commit(d, ctx) == DFT_OK, "commit");
  check(dft_vk_compute_forward_host(NULL, buf, NULL) == DFT_ERROR_BAD_DESCRIPTOR, "compute(NULL descriptor)");
  check(dft_vk_compute_forward_host(d, NULL, NULL) == DFT_ERROR_INVALID_CONFIGURATION, "compute(NULL input)");
  check(dft_vk_compute_forward_host(d, buf, buf + 32) == DFT_ERROR_INCONSISTENT_CONFIGURATION, "in place with an output");
  check(dft_vk_record_forward(d, VK_NULL_HANDLE, VK_NULL_HANDLE, VK_NULL_HANDLE) == DFT_ERROR_INVALID_CONFIGURATION, "record(NULL buffers)");
  dft_set_real(d, DFT_FORWARD_SCALE, 2.0); /* uncommits: the GPU plan goes */
  check(dft_vk_compute_forward_host(d, buf, NULL) == DFT_ERROR_BAD_DESCRIPTOR, "compute after a set");
  dft_set_config(d, DFT_PLACEMENT, DFT_NOT_INPLACE);
  check(dft_vk_commit(d, ctx) == DFT_OK, "commit out of place");
  check(dft_vk_compute_forward_host(d, buf, NULL) == DFT_ERROR_INCONSISTENT_CONFIGURATION, "out of place without output");
  memset(buf, 0x5a, sizeof buf);
  check(dft_vk_compute_forward_host(d, buf, buf + 8) == DFT_ERROR_INCONSISTENT_CONFIGURATION, "overlapping input and output");
  check(buf[20] == buf[21] && buf[40] == buf[41], "nothing written on error");
  dft_free(&d);

  /* what the GPU path does not do: refused at commit, never a wrong answer */
  dft_create(&d, DFT_SINGLE, DFT_COMPLEX, 2, n2);
  dft_set_config(d, DFT_COMPLEX_STORAGE, DFT_REAL_REAL);
  st = dft_vk_commit(d, ctx);
  check(st == DFT_ERROR_UNIMPLEMENTED, "split complex storage: %s", dft_status_string(st));
  dft_free(&d);
  dft_create(&d, DFT_DOUBLE, DFT_REAL, 1, &n);
  dft_set_config(d, DFT_CONJUGATE_EVEN_STORAGE, DFT_COMPLEX_REAL);
  dft_set_config(d, DFT_PACKED_FORMAT, DFT_CCS_FORMAT);
  st = dft_vk_commit(d, ctx);
  check(st == DFT_ERROR_UNIMPLEMENTED, "packed CCS: %s", dft_status_string(st));
  dft_free(&d);
  dft_create(&d, DFT_SINGLE, DFT_COMPLEX, 5, n5); /* strides that merge nowhere: 5 batch dims */
  dft_set_config(d, DFT_PLACEMENT, DFT_NOT_INPLACE);
  dft_set_ints(d, DFT_FWD_STRIDES, s6);
  dft_set_ints(d, DFT_BWD_STRIDES, s6);
  st = dft_vk_commit(d, ctx);
  check(st == DFT_ERROR_UNIMPLEMENTED, "5-D with unmergeable strides: %s", dft_status_string(st));
  dft_free(&d);
}

static double seconds(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}
static double g_t0;

/* C2R of any input: the GPU gives the CPU path's result also where the half spectrum is
   not that of a real signal (Im X_0 and Im X_{n/2} of each row nonzero, the rows of a
   multi-dimensional spectrum not conjugate-symmetric): both ignore those imaginary parts
   after the complex dimensions' passes. Even lengths (half-length C2R, one pass and
   multi-pass under lowered limits), odd ones (the full-length way, Bluestein at 37), 2-D
   and 3-D; single precision, and double up to 4096 points, against dft.h's double
   transform. With minn > 0 only the single-precision 1-D shapes of minn to maxn points:
   the lowered limits take 1024 (two passes; each of their pipelines costs time on
   lavapipe, and double precision's C2R load is the one-pass one's there). */
static void test_c2r_any_input(dft_vk_context *ctx, const char *where, int64_t minn, int64_t maxn)
{
  static const int64_t shapes[][4] = {{1, 16}, {1, 14}, {1, 15}, {1, 37}, {1, 1024}, {1, 4096},
                                      {1, 8192}, {1, 16384}, {2, 6, 8}, {2, 5, 7}, {2, 3, 64}, {3, 4, 6, 10}};
  size_t si;
  int dbl;
  for (si = 0; si < sizeof shapes / sizeof shapes[0]; si++)
    for (dbl = 0; dbl < 2; dbl++) {
      int d = (int)shapes[si][0], l;
      int64_t n[3], N = 1, H, i;
      dft_descriptor *g = NULL, *c = NULL;
      double *xd, *yd, se = 0, sr = 0, err;
      void *xg, *yg;
      dft_status st;
      for (l = 0; l < d; l++) { n[l] = shapes[si][l + 1]; N *= n[l]; }
      if (N > maxn || (minn && (d > 1 || N < minn || dbl)) || (dbl && N > 4096)) continue;
      H = N / n[d - 1] * (n[d - 1] / 2 + 1);
      xd = (double *)xmalloc(sizeof(double) * (size_t)(2 * H + N));
      yd = xd + 2 * H;
      xg = xmalloc((dbl ? 8 : 4) * (size_t)(2 * H + N));
      yg = (char *)xg + (dbl ? 8 : 4) * (size_t)(2 * H);
      for (i = 0; i < 2 * H; i++) { /* random, rounded to the GPU descriptor's precision */
        xd[i] = rnd();
        if (dbl) ((double *)xg)[i] = xd[i];
        else { ((float *)xg)[i] = (float)xd[i]; xd[i] = ((float *)xg)[i]; }
      }
      dft_create(&c, DFT_DOUBLE, DFT_REAL, d, n);
      dft_set_config(c, DFT_PLACEMENT, DFT_NOT_INPLACE);
      dft_create(&g, dbl ? DFT_DOUBLE : DFT_SINGLE, DFT_REAL, d, n);
      dft_set_config(g, DFT_PLACEMENT, DFT_NOT_INPLACE);
      st = dft_commit(c);
      if (st == DFT_OK) st = dft_compute_backward(c, xd, yd);
      check(st == DFT_OK, "C2R any input (%s) %lld-point %d-D CPU: %s", where, (long long)N, d, dft_status_string(st));
      if (d == 1 && st == DFT_OK) { /* the reading itself (1-D): the same as with those parts zero */
        double *z = (double *)xmalloc(sizeof(double) * (size_t)(2 * H + N)), dz = 0;
        memcpy(z, xd, sizeof(double) * (size_t)(2 * H));
        z[1] = 0;
        if (n[0] % 2 == 0) z[2 * H - 1] = 0;
        st = dft_compute_backward(c, z, z + 2 * H);
        for (i = 0; i < N; i++) dz = fmax(dz, fabs(z[2 * H + i] - yd[i]));
        check(st == DFT_OK && dz < 1e-12, "C2R any input: the CPU's %lld-point result depends on Im X_0 or Im X_n/2 (%.3g)",
              (long long)N, dz);
        free(z);
      }
      st = dft_vk_commit(g, ctx);
      if (st == DFT_OK) st = dft_vk_compute_backward_host(g, xg, yg);
      if (check(st == DFT_OK, "C2R any input (%s) %lld-point %d-D %s: %s", where, (long long)N, d,
                dbl ? "double" : "single", dft_status_string(st))) {
        for (i = 0; i < N; i++) {
          double v = dbl ? ((double *)yg)[i] : ((float *)yg)[i];
          se += (v - yd[i]) * (v - yd[i]);
          sr += yd[i] * yd[i];
        }
        err = sqrt(se / sr);
        check(err < (dbl ? 1e-13 : 3e-6), "C2R any input (%s) %lld-point %d-D %s: error %.3g against the CPU",
              where, (long long)N, d, dbl ? "double" : "single", err);
      }
      dft_free(&c);
      dft_free(&g);
      free(xd);
      free(xg);
    }
  printf("ok C2R of any input (%s), %.0f s\n", where, seconds() - g_t0);
}

/* A commit that fails at its k-th creation or allocation leaves the context usable: the
   same commit then succeeds on it and computes what the CPU path computes (a plan's
   pipelines are made together, and those of a failed plan must not stay half-listed). */
static void test_fault_recovery(void)
{
  long k, fails = 0;
  const int64_t n2[2] = {37, 12}; /* Bluestein rows and a multi-pass complex plan: several pipelines */
  int reached = 1;
  dft_vk_context *ctx = NULL;
  float *a, *g, *c;
  size_t i, len = 2 * 37 * 12;
  if (!check(dft_vk_context_create(&ctx, -1) == DFT_OK, "fault recovery: no context")) return;
  a = (float *)xmalloc(len * sizeof *a);
  g = (float *)xmalloc(len * sizeof *g);
  c = (float *)xmalloc(len * sizeof *c);
  for (i = 0; i < len; i++) a[i] = (float)rnd();
  for (k = 1; k < 200 && reached; k++) {
    dft_descriptor *d = NULL;
    dft_status st;
    double err = 0, mx = 0;
    dft_create(&d, DFT_SINGLE, DFT_COMPLEX, 2, n2);
    dft_set_config(d, DFT_PLACEMENT, DFT_NOT_INPLACE);
    dft__vk_fail_at = k;
    dft__vk_fail_result = VK_ERROR_OUT_OF_DEVICE_MEMORY;
    st = dft_vk_commit(d, ctx);
    reached = dft__vk_fail_at == 0;
    dft__vk_fail_at = 0;
    if (st == DFT_OK) { dft_free(&d); continue; }
    fails++;
    check(st == DFT_ERROR_MEMORY, "fault recovery %ld: the failed commit returned %s", k, dft_status_string(st));
    st = dft_vk_commit(d, ctx);
    if (st == DFT_OK) st = dft_vk_compute_forward_host(d, a, g);
    if (st == DFT_OK) st = dft_compute_forward(d, a, c);
    if (check(st == DFT_OK, "fault recovery %ld: commit after the failure: %s", k, dft_status_string(st))) {
      for (i = 0; i < len; i++) {
        err = fmax(err, fabs((double)g[i] - (double)c[i]));
        mx = fmax(mx, fabs((double)c[i]));
      }
      check(err <= 1e-5 * mx, "fault recovery %ld: GPU and CPU differ by %g (of %g)", k, err, mx);
    }
    dft_free(&d);
  }
  check(fails > 3, "fault recovery: only %ld commits failed", fails);
  printf("ok fault recovery: %ld failing points of a commit, each followed by a good one\n", fails);
  free(a);
  free(g);
  free(c);
  dft_vk_context_free(&ctx);
}

/* Pipelines from the embedded modules themselves (DFT_VK_SPECIALIZE=0) against those
   from their specialized copies (the default, dft__vk_specialize): the cases run on a
   context of each kind, both checked against the reference, and the two contexts'
   outputs must be the same bits (the copies only drop branches that the specialization
   leaves dead). Complex single 64 x 3 in place, real single 37x12 (Bluestein rows),
   complex double 60 x 2; forward and backward. */
static void test_generic_modules(dft_vk_context *ctx)
{
  static const int64_t shapes[3][3] = {{64, 1, 3}, {37, 12, 1}, {60, 1, 2}};
  dft_vk_context *gen = NULL;
  dft_status st;
  int k, dir;
  setenv("DFT_VK_SPECIALIZE", "0", 1);
  st = dft_vk_context_create(&gen, -1);
  unsetenv("DFT_VK_SPECIALIZE");
  if (!check(st == DFT_OK, "generic modules: context: %s", dft_status_string(st))) return;
  for (k = 0; k < 3; k++) {
    vcase c;
    dft_descriptor *d = NULL;
    const int real = k == 1, dbl = k == 2, dim = k == 1 ? 2 : 1;
    const size_t sz = dbl ? 8 : 4, n = (size_t)(2 * shapes[k][0] * shapes[k][1] * shapes[k][2]);
    unsigned char *x = (unsigned char *)xmalloc(4 * n * sz), *y[2];
    size_t i;
    memset(&c, 0, sizeof c);
    c.real = real; c.dbl = dbl; c.d = dim; c.inplace = k == 0; c.fs = c.bs = 1.0;
    c.n[0] = shapes[k][0]; c.n[1] = shapes[k][1]; c.howmany = shapes[k][2];
    run_case(gen, &c);
    y[0] = x + n * sz;
    y[1] = x + 2 * n * sz;
    for (i = 0; i < n; i++) setv(x, dbl, (int64_t)i, (long double)rnd());
    dft_create(&d, dbl ? DFT_DOUBLE : DFT_SINGLE, real ? DFT_REAL : DFT_COMPLEX, dim, c.n);
    dft_set_int(d, DFT_NUMBER_OF_TRANSFORMS, c.howmany);
    dft_set_config(d, DFT_PLACEMENT, DFT_NOT_INPLACE);
    for (dir = 0; dir < 2; dir++) {
      int g, same;
      for (g = 0; g < 2; g++) {
        st = dft_vk_commit(d, g ? gen : ctx);
        memset(y[g], 0, n * sz);
        if (st == DFT_OK) st = dir ? dft_vk_compute_backward_host(d, x, y[g]) : dft_vk_compute_forward_host(d, x, y[g]);
        check(st == DFT_OK, "generic modules, case %d %s: %s", k, dir ? "backward" : "forward", dft_status_string(st));
      }
      same = !memcmp(y[0], y[1], n * sz);
      check(same, "case %d %s: pipelines from the specialized copies differ from the modules' own", k,
            dir ? "backward" : "forward");
    }
    dft_free(&d);
    free(x);
  }
  check(gen->nspecial == 0 && gen->npipes > 0, "DFT_VK_SPECIALIZE=0: %ld of %d pipelines specialized", gen->nspecial,
        gen->npipes);
  check(dft_vk_context_messages(gen) == 0, "validation messages on the generic-module context: %ld",
        dft_vk_context_messages(gen));
  printf("ok generic modules: %d pipelines, outputs the same bits as the specialized ones, %.0f s\n", gen->npipes,
         seconds() - g_t0);
  dft_vk_context_free(&gen);
}

/* ---------------------------------------------------------------- main */
int main(void)
{
  dft_vk_context *ctx = NULL, *small = NULL;
  dft_status st;
  FILE *errs = tmpfile();
  char line[4096];
  long nval = 0;
  if (errs) { /* collect stderr: the validation layer's messages land there */
    fflush(stderr);
    dup2(fileno(errs), 2);
  }
  g_t0 = seconds();
  check(ref_fft_selfcheck(), "reference: the radix-2 long-double FFT differs from the naive sums");
  g_have_layer = have_layer();
  if (!g_have_layer) /* CI installs vulkan-validationlayers; elsewhere it may be missing */
    check(dft__vk_env("DFT_VK_NO_LAYER_OK", 0) != 0,
          "VK_LAYER_KHRONOS_validation is not installed (vulkan-validationlayers); "
          "DFT_VK_NO_LAYER_OK=1 runs the rest without it");
  setenv("DFT_VK_VALIDATION", "1", 1);
  st = dft_vk_context_create(&ctx, -1);
  if (!check(st == DFT_OK, "dft_vk_context_create: %s (is a Vulkan driver installed? lavapipe: mesa-vulkan-drivers)", dft_status_string(st))) {
    printf("%ld passed, %ld failed\n", g_pass, g_fail);
    return 1;
  }
  {
    VkPhysicalDevice pd = VK_NULL_HANDLE;
    VkPhysicalDeviceProperties pp;
    dft_vk_context_device(ctx, &pd, NULL, NULL, NULL);
    vkGetPhysicalDeviceProperties(pd, &pp);
    printf("device: %s\n", pp.deviceName);
  }
  run_matrix(ctx, 0);
  printf("ok matrix (default limits): %ld passed, %ld failed, %d pipelines, %.0f s\n", g_pass, g_fail,
         ctx->npipes, seconds() - g_t0);
  /* every pipeline from a specialized copy of its module (dft__vk_specialize) */
  check(ctx->nspecial == ctx->npipes, "%ld of %d pipelines from specialized modules", ctx->nspecial, ctx->npipes);
  /* the half-length R2C (single pass) and C2R paths ran in the matrix */
  check(g_half[0] >= 10 && g_half[1] >= 10, "half-length real plans: only %ld forward, %ld backward",
        g_half[0], g_half[1]);
  printf("ok half-length real plans: %ld forward, %ld backward\n", g_half[0], g_half[1]);
  /* lowered limits: 2 KiB of shared memory (multi-pass from 256 points), 3 workgroups
     per grid dimension (tiled dispatch), 24 KiB storage buffer windows (chunks) */
  setenv("DFT_VK_SMEM", "2048", 1);
  setenv("DFT_VK_MAXGROUPS", "3", 1);
  setenv("DFT_VK_MAXRANGE", "24576", 1);
  st = dft_vk_context_create(&small, -1);
  unsetenv("DFT_VK_SMEM");
  unsetenv("DFT_VK_MAXGROUPS");
  unsetenv("DFT_VK_MAXRANGE");
  if (check(st == DFT_OK, "small context: %s", dft_status_string(st))) {
    g_range_cap = 24576;
    setenv("DFT_VK_RTAB", "0", 1); /* half-length real twiddles from the two-level table */
    run_matrix(small, 1);
    unsetenv("DFT_VK_RTAB");
    g_range_cap = 0;
    printf("ok matrix (lowered limits): %ld passed, %ld failed, %d pipelines, %.0f s\n", g_pass,
           g_fail, small->npipes, seconds() - g_t0);
    check(g_chunked >= 5 && g_multipass > 10 && g_bluestein_mp > 2 && g_half_mp > 2 && g_half_post >= 2 &&
          g_half_pair >= 2 && g_c2r_pair >= 2,
          "lowered limits: only %ld chunked, %ld multi-pass, %ld multi-pass Bluestein, %ld multi-pass half-length C2R "
          "(%ld line-paired), %ld post-processed and %ld line-paired half-length R2C plans",
          g_chunked, g_multipass, g_bluestein_mp, g_half_mp, g_c2r_pair, g_half_post, g_half_pair);
    printf("ok lowered limits: %ld chunked, %ld multi-pass, %ld multi-pass Bluestein, %ld multi-pass half-length C2R "
           "(%ld line-paired), %ld post-processed and %ld line-paired half-length R2C plans\n",
           g_chunked, g_multipass, g_bluestein_mp, g_half_mp, g_c2r_pair, g_half_post, g_half_pair);
    { /* complex 512 there: two passes, 32 x 16, the second one radix-16 stage (the
         multi-pass radix-16 module); with 4 KiB of shared memory one pass with the split
         exchange, 32 x 16 (the composite module: radix 32) */
      vcase c;
      dft_vk_context *mid = NULL;
      memset(&c, 0, sizeof c);
      c.fs = c.bs = 1.0;
      c.d = 1; c.n[0] = 512; c.howmany = 3;
      run_case(small, &c);
      setenv("DFT_VK_SMEM", "4096", 1);
      st = dft_vk_context_create(&mid, -1);
      unsetenv("DFT_VK_SMEM");
      if (check(st == DFT_OK, "4 KiB context: %s", dft_status_string(st))) {
        run_case(mid, &c);
        check(mid->mod[2] != VK_NULL_HANDLE, "4 KiB context: complex 512 did not use the radix-32 module");
        { /* there complex 16384 as 64 + 256 with DFT_VK_XRL=2 (the default): the last pass XR
             over tiles of 4 lines in 4 rounds (three passes without it), scaled out of
             place, in place */
          long x0 = g_xrtile;
          setenv("DFT_VK_XRL", "2", 1);
          c.n[0] = 16384; c.howmany = 1; c.fs = 0.5; c.bs = 0.25;
          run_case(mid, &c);
          c.inplace = 1; c.fs = c.bs = 1.0;
          run_case(mid, &c);
          unsetenv("DFT_VK_XRL");
          c.n[0] = 512; c.howmany = 3; c.inplace = 0;
          check(g_xrtile == x0 + 2, "4 KiB context: %ld of 2 plans of 16384 with an XR last pass", g_xrtile - x0);
        }
        { /* there complex 65536 as 256 + 256 with DFT_VK_XRF=1 (the default): the first pass
             XR too, reading tiles of 4 lines and storing whole lines (three passes without
             it; 0 also leaves the last pass as it was), scaled out of place, in place */
          int p;
          for (p = 0; p < 2; p++) {
            char buf[400];
            if (p) setenv("DFT_VK_XRF", "0", 1);
            describe_c1(mid, 65536, buf, sizeof buf);
            { /* the forward passes and their XR ones: 2 and 2, or 3 and 0 */
              const char *q = strstr(buf, "fwd:"), *e = q ? strchr(q, ';') : NULL;
              int npass = 0, nxr = 0;
              for (; q && q < e; q++) { npass += *q == '('; nxr += q[0] == 'X' && q[1] == 'R'; }
              check(e && npass == (p ? 3 : 2) && nxr == (p ? 0 : 2), "4 KiB context: complex 65536 %s: plan %s",
                    p ? "with DFT_VK_XRF=0" : "by default", buf);
            }
            c.n[0] = 65536; c.howmany = 1; c.inplace = p; c.fs = 0.5; c.bs = 0.25;
            run_case(mid, &c);
            unsetenv("DFT_VK_XRF");
          }
          c.n[0] = 512; c.howmany = 3; c.inplace = 0; c.fs = c.bs = 1.0;
        }
        dft_vk_context_free(&mid);
      }
      { /* XR over tiles of 4 adjacent lines there: the columns of 256 x 5 in one pass
           (tiles of 4 columns, the second with one) */
        long x0 = g_xrtile;
        c.d = 2; c.n[0] = 256; c.n[1] = 5; c.howmany = 2; c.mode = M_PADDED; c.inplace = 1;
        run_case(small, &c);
        c.d = 1; c.n[0] = 512; c.howmany = 3; c.mode = 0; c.inplace = 0;
        check(g_xrtile == x0 + 1, "lowered limits: 256 x 5 without an XR pass over a tile of lines");
      }
    }
    /* split exchanges there take radix-16 stages (the one-pass radix-16 module), the
       passes of multi-pass complex plans radix 16 where it saves a stage (the multi-pass
       radix-16 module) */
    check(small->mod[4] != VK_NULL_HANDLE && small->mod[5] != VK_NULL_HANDLE,
          "lowered limits: radix-16 modules unused: one-pass %d, multi-pass %d",
          small->mod[4] != VK_NULL_HANDLE, small->mod[5] != VK_NULL_HANDLE);
    printf("ok lowered limits: the radix-16 and radix-32 modules ran\n");
    test_c2r_any_input(small, "lowered limits", 1024, 1024);
    dft_vk_context_free(&small);
  }
  test_c2r_any_input(ctx, "default limits", 0, 16384);
  test_generic_modules(ctx);
  test_vkbuffer_compute(ctx);
  test_app_device(1);
  test_app_device(0);
  test_errors(ctx);
  check(dft_vk_context_messages(ctx) == 0, "validation messages on the main context: %ld", dft_vk_context_messages(ctx));
  dft_vk_context_free(&ctx);
  /* fault recovery first: it needs one context, and some drivers refuse new instances
     after a few dozen in one process (NVIDIA 580 on the GPU host: 30) */
  test_fault_recovery();
  if (errs) {
    fflush(stderr);
    rewind(errs);
    while (fgets(line, sizeof line, errs))
      if (strstr(line, "dft_vulkan: validation:")) {
        if (nval++ < 20) printf("%s", line);
      }
    check(nval == 0, "the validation layer reported %ld messages", nval);
  }
  printf("%ld passed, %ld failed\n", g_pass, g_fail);
  return g_fail != 0;
}
