/* fuzz_dft.c - libFuzzer harness for dft.h.

   Each input is decoded into one descriptor (precision, domain, dimension, lengths:
   any values, nonsense included), a sequence of setter/getter/commit/copy/compute
   calls with any parameters and values, and a final commit + compute in both
   directions. Checked on every call:
     - the status is one API.md lists for that call, and where the contract
       (API.md + docs/API-READINGS.md) fixes it, exactly that status;
     - setters and getters agree with an independent model of the descriptor, and
       a failed set or commit changes nothing;
     - a committed layout equals the one the contract describes (model_resolve);
     - compute: buffers sized from the layout with guard zones on both sides and
       poisoned gaps; nothing outside the output layout changes, an out-of-place
       input does not change, a failed call writes nothing, and for small sizes the
       result matches a naive long-double DFT;
     - allocations (DFT_MALLOC/DFT_FREE hooks): capped at FZ_CAP live bytes (a
       refused allocation must surface as DFT_ERROR_MEMORY), optionally the k-th
       allocation fails (k from the input), nothing is left allocated at the end.
   A failed check prints what was wrong and aborts, so libFuzzer records the input.

   Built two ways: with -fsanitize=fuzzer (libFuzzer's main), or with
   -DFZ_STANDALONE (any C compiler; main() replays files and directories given on
   the command line, e.g. the seed corpus under valgrind). */
#include <stdint.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <math.h>
#include <float.h>

/* ------------------------------------------------------------ allocation hooks */
#define FZ_CAP ((size_t)8 << 20) /* live bytes the library may hold at once */
static size_t fz_live_bytes;
static long fz_live_count, fz_alloc_no, fz_fail_at;
static int fz_refused; /* an allocation was refused since the flag was cleared */

static void *fz_malloc(size_t sz)
{
  unsigned char *p;
  fz_alloc_no++;
  if ((fz_fail_at > 0 && fz_alloc_no == fz_fail_at) || sz > FZ_CAP - fz_live_bytes) {
    fz_refused = 1;
    return NULL;
  }
  p = (unsigned char *)malloc(sz + 16);
  if (!p) { fz_refused = 1; return NULL; }
  memcpy(p, &sz, sizeof sz);
  fz_live_bytes += sz;
  fz_live_count++;
  return p + 16;
}
static void fz_free(void *q)
{
  size_t sz;
  unsigned char *p;
  if (!q) return;
  p = (unsigned char *)q - 16;
  memcpy(&sz, p, sizeof sz);
  fz_live_bytes -= sz;
  fz_live_count--;
  free(p);
}
#define DFT_MALLOC(sz) fz_malloc(sz)
#define DFT_FREE(p) fz_free(p)
#define DFT_IMPLEMENTATION
#include "dft.h"

/* ------------------------------------------------------------------ failures */

static void fz_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
#include <stdarg.h>
static void fz_fail(const char *fmt, ...)
{
  va_list ap;
  fprintf(stderr, "\nFUZZ CHECK FAILED: ");
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fprintf(stderr, "\n");
  fflush(stderr);
  abort();
}
#define FZ_CHECK(c, ...) do { if (!(c)) fz_fail(__VA_ARGS__); } while (0)

/* FZ_TRACE=1 in the environment: print every call (for reproducing a finding) */
static int fz_trace = -1;
#define TRACE(...) do { if (fz_trace) { fprintf(stderr, "  "); fprintf(stderr, __VA_ARGS__); fprintf(stderr, "\n"); } } while (0)

static int st_known(int s)
{
  return s == DFT_OK || s == DFT_ERROR_MEMORY || s == DFT_ERROR_INVALID_CONFIGURATION ||
         s == DFT_ERROR_INCONSISTENT_CONFIGURATION || s == DFT_ERROR_BAD_DESCRIPTOR ||
         s == DFT_ERROR_UNIMPLEMENTED || s == DFT_ERROR_INTERNAL || s == DFT_ERROR_DEVICE;
}

/* ------------------------------------------------------------------ input */
typedef struct { const uint8_t *p; size_t n; } rd_t;
static unsigned rd_u8(rd_t *r)
{
  if (!r->n) return 0;
  r->n--;
  return *r->p++;
}
static uint64_t rd_u64(rd_t *r)
{
  uint64_t v = 0;
  int i;
  for (i = 0; i < 8; i++) v |= (uint64_t)rd_u8(r) << (8 * i);
  return v;
}
static unsigned rd_u16(rd_t *r) { unsigned a = rd_u8(r); return a | rd_u8(r) << 8; }

/* A 64-bit integer that is often small and sometimes hostile. */
static int64_t rd_int(rd_t *r)
{
  static const int64_t special[] = {
    0, 1, -1, 2, INT64_MAX, INT64_MIN, INT64_MAX - 1, INT64_MIN + 1,
    (int64_t)1 << 31, ((int64_t)1 << 31) - 1, (int64_t)1 << 32, (int64_t)1 << 62,
    -((int64_t)1 << 62), (int64_t)1 << 58, ((int64_t)1 << 58) + 1, INT64_MAX / 2 + 1};
  const unsigned sel = rd_u8(r);
  if (sel < 128) return (int64_t)(sel % 48) - 8;
  if (sel < 176) return (int64_t)rd_u16(r) - 1024;
  if (sel < 224) return special[sel % 16];
  return (int64_t)rd_u64(r);
}

/* A transform length: mostly small, smooth, prime (Bluestein), sometimes hostile. */
static int64_t rd_len(rd_t *r)
{
  static const int64_t table[] = {
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 20, 25, 27, 30, 32,
    37, 49, 53, 59, 61, 64, 67, 71, 83, 97, 100, 121, 125, 127, 128, 169, 243, 256,
    289, 361, 509, 512, 625, 1000, 1009, 1024, 2048, 4096, 4099, 8192, 65536};
  const unsigned sel = rd_u8(r);
  if (sel < 128) return 1 + sel % 24;
  if (sel < 224) return table[sel % (sizeof table / sizeof table[0])];
  if (sel < 240) return 1 + rd_u16(r);
  return rd_int(r);
}

static double rd_real(rd_t *r)
{
  static const double special[] = {1.0, 0.5, -1.0, 0.0, -0.0, 2.0, 0.125, 1e-3, 3.0,
                                   1e300, -1e300, 1e-300, 1e-320, 1e20, 1e-20, 0.1};
  const unsigned sel = rd_u8(r);
  uint64_t bits;
  double v;
  if (sel < 160) return special[sel % 16];
  if (sel < 176) return NAN;
  if (sel < 192) return (sel & 1) ? INFINITY : -INFINITY;
  bits = rd_u64(r);
  memcpy(&v, &bits, sizeof v);
  return v;
}

static const int all_params[] = {
  DFT_FORWARD_DOMAIN, DFT_DIMENSION, DFT_LENGTHS, DFT_PRECISION, DFT_FORWARD_SCALE,
  DFT_BACKWARD_SCALE, DFT_NUMBER_OF_TRANSFORMS, DFT_COMPLEX_STORAGE, DFT_REAL_STORAGE,
  DFT_CONJUGATE_EVEN_STORAGE, DFT_PLACEMENT, DFT_INPUT_STRIDES, DFT_OUTPUT_STRIDES,
  DFT_PACKED_FORMAT, DFT_COMMIT_STATUS, DFT_THREAD_LIMIT, DFT_FWD_DISTANCE,
  DFT_BWD_DISTANCE, DFT_FWD_STRIDES, DFT_BWD_STRIDES};
static const int all_values[] = {
  DFT_COMMITTED, DFT_UNCOMMITTED, DFT_COMPLEX_COMPLEX, DFT_COMPLEX_REAL, DFT_REAL_REAL,
  DFT_INPLACE, DFT_NOT_INPLACE, DFT_CCS_FORMAT, DFT_PACK_FORMAT, DFT_PERM_FORMAT,
  DFT_CCE_FORMAT};
#define NPARAMS ((int)(sizeof all_params / sizeof all_params[0]))
#define NVALUES ((int)(sizeof all_values / sizeof all_values[0]))

static int rd_param(rd_t *r, const int *likely, int nlikely)
{
  const unsigned sel = rd_u8(r);
  if (sel < 160 && nlikely) return likely[sel % (unsigned)nlikely];
  if (sel < 240) return all_params[sel % NPARAMS];
  return (int)(int32_t)(rd_u16(r) | (uint32_t)rd_u16(r) << 16);
}
static int rd_value(rd_t *r)
{
  const unsigned sel = rd_u8(r);
  if (sel < 240) return all_values[sel % NVALUES];
  return (int)(int32_t)(rd_u16(r) | (uint32_t)rd_u16(r) << 16);
}

/* ------------------------------------------------------------------ model */
typedef struct {
  int prec, dom, dim;
  int64_t n[DFT_MAX_DIMENSION];
  int64_t howmany, thread_limit;
  double scale[2];
  int cstore, rstore, cestore, placement, packed;
  int64_t str[4][DFT_MAX_DIMENSION + 1]; /* FWD, BWD, INPUT, OUTPUT */
  int sset[4];
  int64_t dist[2];
  int committed;
  long double norm_hint; /* sparse reference: the largest per-transform output norm^2 */
} model_t;

static void model_init(model_t *m, int prec, int dom, int dim, const int64_t *n)
{
  int i;
  memset(m, 0, sizeof *m);
  m->prec = prec; m->dom = dom; m->dim = dim;
  for (i = 0; i < dim; i++) m->n[i] = n[i];
  m->howmany = 1;
  m->scale[0] = m->scale[1] = 1.0;
  m->cstore = DFT_COMPLEX_COMPLEX; m->rstore = DFT_REAL_REAL;
  m->cestore = DFT_COMPLEX_COMPLEX; m->placement = DFT_INPLACE; m->packed = DFT_CCE_FORMAT;
}

static int stride_slot(int p)
{
  return p == DFT_FWD_STRIDES ? 0 : p == DFT_BWD_STRIDES ? 1 : p == DFT_INPUT_STRIDES ? 2
       : p == DFT_OUTPUT_STRIDES ? 3 : -1;
}

/* Compares every readable parameter of d with the model. */
static void check_getters(const dft_descriptor *d, const model_t *m, const char *when)
{
  int64_t v, a[DFT_MAX_DIMENSION + 2];
  double x;
  dft_config_value c;
  int i, s;
#define GI(p, want) do { v = -12345; FZ_CHECK(dft_get_int(d, p, &v) == DFT_OK && v == (int64_t)(want), \
    "%s: get_int(%s) = %lld, model %lld", when, #p, (long long)v, (long long)(want)); } while (0)
#define GC(p, want) do { c = (dft_config_value)-1; FZ_CHECK(dft_get_config(d, p, &c) == DFT_OK && (int)c == (int)(want), \
    "%s: get_config(%s) = %d, model %d", when, #p, (int)c, (int)(want)); } while (0)
  GI(DFT_FORWARD_DOMAIN, m->dom);
  GI(DFT_PRECISION, m->prec);
  GI(DFT_DIMENSION, m->dim);
  GI(DFT_NUMBER_OF_TRANSFORMS, m->howmany);
  GI(DFT_FWD_DISTANCE, m->dist[0]);
  GI(DFT_BWD_DISTANCE, m->dist[1]);
  GI(DFT_THREAD_LIMIT, m->thread_limit);
  GC(DFT_COMPLEX_STORAGE, m->cstore);
  GC(DFT_REAL_STORAGE, m->rstore);
  GC(DFT_CONJUGATE_EVEN_STORAGE, m->cestore);
  GC(DFT_PLACEMENT, m->placement);
  GC(DFT_PACKED_FORMAT, m->packed);
  GC(DFT_COMMIT_STATUS, m->committed ? DFT_COMMITTED : DFT_UNCOMMITTED);
  for (i = 0; i < 2; i++) {
    x = -1;
    FZ_CHECK(dft_get_real(d, i ? DFT_BACKWARD_SCALE : DFT_FORWARD_SCALE, &x) == DFT_OK &&
             memcmp(&x, &m->scale[i], sizeof x) == 0, "%s: scale %d = %g, model %g", when, i, x, m->scale[i]);
  }
  /* _ints: exactly dim (LENGTHS) or dim+1 (strides) values are written */
  for (i = 0; i < DFT_MAX_DIMENSION + 2; i++) a[i] = 0x5a5a5a5a5a5a5a5a;
  FZ_CHECK(dft_get_ints(d, DFT_LENGTHS, a) == DFT_OK, "%s: get LENGTHS", when);
  for (i = 0; i < m->dim; i++) FZ_CHECK(a[i] == m->n[i], "%s: LENGTHS[%d]", when, i);
  FZ_CHECK(a[m->dim] == 0x5a5a5a5a5a5a5a5a, "%s: get LENGTHS wrote past dimension", when);
  for (s = 0; s < 4; s++) {
    static const int sp[4] = {DFT_FWD_STRIDES, DFT_BWD_STRIDES, DFT_INPUT_STRIDES, DFT_OUTPUT_STRIDES};
    for (i = 0; i < DFT_MAX_DIMENSION + 2; i++) a[i] = 0x5a5a5a5a5a5a5a5a;
    FZ_CHECK(dft_get_ints(d, (dft_param)sp[s], a) == DFT_OK, "%s: get strides %d", when, s);
    for (i = 0; i <= m->dim; i++)
      FZ_CHECK(a[i] == (m->sset[s] ? m->str[s][i] : 0), "%s: strides %d [%d] = %lld, model %lld", when, s, i,
               (long long)a[i], (long long)(m->sset[s] ? m->str[s][i] : 0));
    FZ_CHECK(a[m->dim + 1] == 0x5a5a5a5a5a5a5a5a, "%s: get strides wrote past dimension+1", when);
  }
#undef GI
#undef GC
}

static int64_t total_elems(const model_t *m)
{
  int64_t N = m->howmany, l;
  for (l = 0; l < m->dim; l++) if (__builtin_mul_overflow(N, m->n[l], &N)) return INT64_MAX;
  return N;
}

/* -------------------------------------------------------- contract layouts */
typedef struct { int64_t off, st[DFT_MAX_DIMENSION], dist; } lay_t;

typedef struct {
  int ok;               /* the contract resolves this direction */
  int st;               /* otherwise: the status it requires */
  int amb;              /* the readings leave the outcome open: any of OK/st accepted */
  lay_t F, B;           /* resolved layouts (when ok) */
} res_t;

/* Element counts of a domain per dimension. CCS: n+2 reals (contract); `lib` asks for
   the count without the unused last real of odd n. */
static void dom_ext(const model_t *m, int bwd, int packed, int lib, int64_t *e)
{
  int i;
  for (i = 0; i < m->dim; i++) e[i] = m->n[i];
  if (bwd && m->dom == DFT_REAL) {
    const int64_t n = m->n[m->dim - 1];
    if (!packed) e[m->dim - 1] = n / 2 + 1;
    else if (packed == DFT_CCS_FORMAT) /* saturated: an overflow shows as an extent too large */
      e[0] = n > INT64_MAX - 2 ? INT64_MAX : lib ? 2 * (n / 2 + 1) : n + 2;
    else e[0] = n;
  }
}

static int mul_ok(int64_t a, int64_t b, int64_t *r) { return !__builtin_mul_overflow(a, b, r); }

/* The tight row-major layout of a domain (API.md "Defaults"). */
static int default_layout(const model_t *m, int bwd, int packed, lay_t *L)
{
  int64_t e[DFT_MAX_DIMENSION], s = 1;
  int i;
  dom_ext(m, bwd, packed, 0, e);
  if (m->dom == DFT_REAL) {
    const int64_t n = m->n[m->dim - 1];
    if (packed == DFT_CCS_FORMAT) {
      if ((bwd || m->placement == DFT_INPLACE) && n > INT64_MAX - 2) return DFT_ERROR_INVALID_CONFIGURATION;
      e[0] = (bwd || m->placement == DFT_INPLACE) ? n + 2 : n;
    }
    else if (!packed && !bwd && m->placement == DFT_INPLACE) {
      if (!mul_ok(n / 2 + 1, 2, &e[m->dim - 1])) return DFT_ERROR_INVALID_CONFIGURATION;
    }
  }
  memset(L, 0, sizeof *L);
  for (i = m->dim - 1; i >= 0; i--) {
    L->st[i] = s;
    if (!mul_ok(s, e[i], &s)) return DFT_ERROR_INVALID_CONFIGURATION;
  }
  L->dist = s;
  return DFT_OK;
}

static void layout_from(const model_t *m, const int64_t *v, lay_t *L)
{
  int i;
  memset(L, 0, sizeof *L);
  L->off = v[0];
  for (i = 0; i < m->dim; i++) L->st[i] = v[i + 1];
}

/* In-place real CCE: forward = 2 x backward on offset, outer strides, distance. */
static int real_double(const model_t *m, const lay_t *b, lay_t *f)
{
  int i;
  *f = *b;
  if (!mul_ok(b->off, 2, &f->off) || !mul_ok(b->dist, 2, &f->dist)) return 0;
  for (i = 0; i + 1 < m->dim; i++) if (!mul_ok(b->st[i], 2, &f->st[i])) return 0;
  return 1;
}
static int real_halve(const model_t *m, const lay_t *f, lay_t *b)
{
  int i;
  *b = *f;
  if (f->off % 2 || f->dist % 2) return 0;
  b->off = f->off / 2; b->dist = f->dist / 2;
  for (i = 0; i + 1 < m->dim; i++) { if (f->st[i] % 2) return 0; b->st[i] = f->st[i] / 2; }
  return 1;
}
/* Equal where it matters: offset, distance (batches only) and the strides of the
   dimensions with more than one element (reading 9: a length-1 dimension has none). */
static int lay_same(const model_t *m, const lay_t *a, const lay_t *b, const int64_t *e)
{
  int i;
  if (a->off != b->off || (m->howmany > 1 && a->dist != b->dist)) return 0;
  for (i = 0; i < m->dim; i++) if (e[i] > 1 && a->st[i] != b->st[i]) return 0;
  return 1;
}
static int lay_eq(const model_t *m, const lay_t *a, const lay_t *b)
{
  int i;
  if (a->off != b->off || a->dist != b->dist) return 0;
  for (i = 0; i < m->dim; i++) if (a->st[i] != b->st[i]) return 0;
  return 1;
}

/* Exact bounds of a layout (in elements); 0: fits, 1: an element below zero,
   2: an extent that overflows int64 (in elements, or in bytes of 8-byte scalars),
   3: below zero and overflowing in bytes (the readings order neither: both accepted). */
static int lay_bounds(const model_t *m, const lay_t *L, const int64_t *e, int64_t esz, __int128 *plo, __int128 *phi)
{
  __int128 lo = L->off, hi = L->off, t;
  int i, term_ovf = 0;
  for (i = 0; i <= m->dim; i++) {
    const int64_t cnt = i < m->dim ? e[i] : m->howmany, s = i < m->dim ? L->st[i] : L->dist;
    if (cnt <= 1) continue;
    t = (__int128)(cnt - 1) * s;
    if (t < INT64_MIN || t > INT64_MAX) term_ovf = 1;
    if (t < 0) lo += t; else hi += t;
  }
  if (plo) *plo = lo;
  if (phi) *phi = hi;
  if (term_ovf || lo < INT64_MIN || hi >= INT64_MAX) return 2;
  if ((hi + 1) * esz * 8 > INT64_MAX) return lo < 0 ? 3 : 2;
  if (lo < 0) return 1;
  return 0;
}

/* Scalars per element of the forward-domain [0] and backward-domain [1] arrays. */
static void model_esz(const model_t *m, int packed, int *esz)
{
  const int split = m->cstore == DFT_REAL_REAL;
  esz[0] = m->dom == DFT_COMPLEX ? (split ? 1 : 2) : 1;
  esz[1] = packed ? 1 : (split ? 1 : 2);
}

static int model_packed(const model_t *m)
{
  return m->dom == DFT_REAL && m->cestore == DFT_COMPLEX_REAL ? m->packed : 0;
}

/* Resolves direction dir as API.md and the readings describe it. */
static res_t model_resolve(const model_t *m, int dir)
{
  const int packed = model_packed(m);
  const int inplace = m->placement == DFT_INPLACE, cce = m->dom == DFT_REAL && !packed;
  const int legacy = m->sset[2] || m->sset[3];
  const int sf = legacy ? (dir ? 3 : 2) : 0, sb = legacy ? (dir ? 2 : 3) : 1;
  const int hf = m->sset[sf], hb = m->sset[sb];
  int64_t fd = m->dist[0], bd = m->dist[1];
  int esz[2], b[4], k;
  int64_t ef[DFT_MAX_DIMENSION], eb[DFT_MAX_DIMENSION], ebl[DFT_MAX_DIMENSION];
  res_t r;
  lay_t t;
  memset(&r, 0, sizeof r);
  r.st = DFT_ERROR_INCONSISTENT_CONFIGURATION;
  if (default_layout(m, 0, packed, &r.F) || default_layout(m, 1, packed, &r.B)) {
    /* a tight default extent overflows: the lengths themselves are too big for
       this storage (explicit strides may still describe a layout that fits) */
    r.st = DFT_ERROR_INVALID_CONFIGURATION;
    r.amb = hf || hb;
    return r;
  }
  if (m->howmany > 1 && inplace && !fd != !bd) {
    /* in place, an unset distance follows the other one (once, as dft.h derives it).
       With strides set the readings do not say so (it is accepted), nor whether a
       distance that cannot be derived or strides that cannot be mapped are reported
       first: with a derivation, either status is accepted. */
    r.amb = hf || hb;
    if (fd) { if (cce) { if (fd % 2) return r; bd = fd / 2; } else bd = fd; }
    else if (cce) { if (!mul_ok(bd, 2, &fd)) { r.st = DFT_ERROR_INVALID_CONFIGURATION; return r; } }
    else fd = bd;
  }
  if (!hf && !hb) {
    if (m->howmany > 1) {
      if (fd) r.F.dist = fd;
      if (bd) r.B.dist = bd;
    }
  } else {
    if (hf) layout_from(m, m->str[sf], &r.F);
    if (hb) layout_from(m, m->str[sb], &r.B);
    if (inplace && !hb) {
      if (cce) { if (!real_halve(m, &r.F, &r.B)) return r; } else r.B = r.F;
    } else if (inplace && !hf) {
      if (cce) { if (!real_double(m, &r.B, &r.F)) { r.st = DFT_ERROR_INVALID_CONFIGURATION; return r; } }
      else r.F = r.B;
    }
    r.F.dist = r.B.dist = 0;
    if (m->howmany > 1) {
      if (!fd || !bd) { r.amb = 0; return r; }
      r.F.dist = fd; r.B.dist = bd;
    }
  }
  if (m->howmany == 1) r.F.dist = r.B.dist = 0;
  if (inplace) {
    if (cce) {
      if (!real_double(m, &r.B, &t)) { r.st = DFT_ERROR_INVALID_CONFIGURATION; return r; }
      if (!lay_eq(m, &r.F, &t) || r.F.st[m->dim - 1] != r.B.st[m->dim - 1]) return r;
    } else if (!lay_eq(m, &r.F, &r.B)) return r;
  }
  /* bounds of the input and output layouts; CCS is counted both ways (with and
     without the unused last real of odd n) and either answer is accepted */
  model_esz(m, packed, esz);
  dom_ext(m, 0, packed, 0, ef);
  dom_ext(m, 1, packed, 0, eb);
  dom_ext(m, 1, packed, 1, ebl);
  b[0] = lay_bounds(m, &r.F, ef, esz[0], NULL, NULL);
  b[1] = lay_bounds(m, &r.B, eb, esz[1], NULL, NULL);
  b[2] = b[0];
  b[3] = lay_bounds(m, &r.B, ebl, esz[1], NULL, NULL);
  if (b[1] != b[3]) r.amb = 1;
  for (k = 0; k < 4; k++)
    if (b[k] == 3) { b[k] = 1; r.amb = 1; }
  for (k = 0; k < 4; k++)
    if (b[k]) {
      r.st = b[k] == 1 ? DFT_ERROR_INCONSISTENT_CONFIGURATION : DFT_ERROR_INVALID_CONFIGURATION;
      /* input checked before output: with both wrong, either status may come */
      if ((b[0] && b[1] && b[0] != b[1]) || (b[0] && b[3] && b[0] != b[3])) r.amb = 1;
      return r;
    }
  r.ok = 1;
  return r;
}

/* The status commit must return (or a set of them: *alt is another accepted one,
   -1 for none; *any_err: any error status is accepted instead of OK). */
static int model_commit(const model_t *m, int *alt, int *amb_ok, res_t *res)
{
  int dir;
  *alt = -1;
  *amb_ok = 0;
  { /* reading 9: howmany * prod(n_l + 2) above 2^50 elements, or its scalar count
       (x4) beyond int64: INVALID at once */
    int64_t total = m->howmany, t;
    int l;
    for (l = 0; l < m->dim; l++)
      if (__builtin_add_overflow(m->n[l], 2, &t) || __builtin_mul_overflow(total, t, &total)) return DFT_ERROR_INVALID_CONFIGURATION;
    if (__builtin_mul_overflow(total, 4, &t) || total > ((int64_t)1 << 50)) return DFT_ERROR_INVALID_CONFIGURATION;
  }
  if (m->dom == DFT_REAL) {
    const int cr = m->cestore == DFT_COMPLEX_REAL, cce = m->packed == DFT_CCE_FORMAT;
    const int inc = cr == cce || (cr && m->cstore == DFT_REAL_REAL), unimp = cr && m->dim > 1;
    if (inc && unimp) { *alt = DFT_ERROR_UNIMPLEMENTED; return DFT_ERROR_INCONSISTENT_CONFIGURATION; }
    if (inc) return DFT_ERROR_INCONSISTENT_CONFIGURATION;
    if (unimp) return DFT_ERROR_UNIMPLEMENTED;
  }
  for (dir = 0; dir < 2; dir++) res[dir] = model_resolve(m, dir);
  if (res[0].ok || res[1].ok) {
    *amb_ok = (!res[0].ok && res[0].amb) || (!res[1].ok && res[1].amb);
    return DFT_OK;
  }
  if (res[0].amb || res[1].amb) *amb_ok = 1;
  if (res[1].st != res[0].st) *alt = res[1].st;
  return res[0].st;
}

/* ------------------------------------------------------------- naive reference */
typedef struct { long double re, im; } cld;

static long double *cis_tab; /* cos/sin of 2 pi k / n for the current n */
static void ref_1d(cld *x, int64_t n, int64_t stride, int sign, cld *tmp)
{
  int64_t j, k;
  for (k = 0; k < n; k++) {
    long double sr = 0, si = 0;
    int64_t idx = 0;
    for (j = 0; j < n; j++) {
      const long double c = cis_tab[2 * idx], s = sign * cis_tab[2 * idx + 1];
      sr += x[j * stride].re * c - x[j * stride].im * s;
      si += x[j * stride].re * s + x[j * stride].im * c;
      idx += k; if (idx >= n) idx -= n;
    }
    tmp[k].re = sr; tmp[k].im = si;
  }
  for (k = 0; k < n; k++) x[k * stride] = tmp[k];
}
/* In-place separable DFT of `howmany` row-major arrays of lengths n[0..dim-1]. */
static void ref_dft(cld *x, const model_t *m, int sign)
{
  int64_t N = 1, inner, outer, l, a, b, k;
  cld *tmp;
  for (l = 0; l < m->dim; l++) N *= m->n[l];
  for (l = 0; l < m->dim; l++) {
    const int64_t n = m->n[l];
    tmp = (cld *)malloc(sizeof(cld) * (size_t)n);
    cis_tab = (long double *)malloc(sizeof(long double) * 2 * (size_t)n);
    for (k = 0; k < n; k++) {
      const long double t = 6.283185307179586476925286766559005768L * (long double)k / (long double)n;
      cis_tab[2 * k] = cosl(t); cis_tab[2 * k + 1] = sinl(t);
    }
    inner = 1;
    for (a = l + 1; a < m->dim; a++) inner *= m->n[a];
    outer = N / (inner * n) * m->howmany;
    for (a = 0; a < outer; a++)
      for (b = 0; b < inner; b++) ref_1d(x + a * n * inner + b, n, inner, sign, tmp);
    free(tmp);
    free(cis_tab);
  }
}

/* One output element of the DFT (logical index q: batch outermost, row-major), by the
   direct sum; tabs[l] holds cos/sin of 2 pi k / n_l. */
static cld ref_point(const cld *x, const model_t *m, int64_t q, int sign, long double *const *tabs)
{
  int64_t N = 1, k[DFT_MAX_DIMENSION], j[DFT_MAX_DIMENSION], ph[DFT_MAX_DIMENSION], t, i;
  int l;
  cld acc = {0, 0};
  for (l = 0; l < m->dim; l++) N *= m->n[l];
  t = q / N;
  q %= N;
  for (l = m->dim - 1; l >= 0; l--) { k[l] = q % m->n[l]; q /= m->n[l]; j[l] = 0; ph[l] = 0; }
  x += t * N;
  for (i = 0; i < N; i++) {
    long double wr = 1, wi = 0;
    for (l = 0; l < m->dim; l++) {
      const long double c = tabs[l][2 * ph[l]], s = sign * tabs[l][2 * ph[l] + 1], r = wr * c - wi * s;
      wi = wr * s + wi * c; wr = r;
    }
    acc.re += x[i].re * wr - x[i].im * wi;
    acc.im += x[i].re * wi + x[i].im * wr;
    for (l = m->dim - 1; l >= 0; l--) { /* odometer over j, phases j_l*k_l mod n_l */
      if (++j[l] < m->n[l]) { ph[l] += k[l]; if (ph[l] >= m->n[l]) ph[l] -= m->n[l]; break; }
      j[l] = 0; ph[l] = 0;
    }
  }
  return acc;
}

/* ---------------------------------------------------------------- buffers */
/* One user array: `len` scalars of the precision, with guard zones both sides. */
#define GUARD 48
typedef struct {
  unsigned char *mem, *snap, *mask; /* mask: scalar may be written by the call */
  size_t len, ssz;
} arr_t;

static uint64_t fz_rng;
static double rnd(void) /* uniform in [-1, 1) */
{
  fz_rng = fz_rng * 6364136223846793005ULL + 1442695040888963407ULL;
  return (double)(int64_t)(fz_rng >> 11 << 11) / 9223372036854775808.0;
}

static void arr_alloc(arr_t *a, size_t len, size_t ssz)
{
  size_t i;
  a->len = len; a->ssz = ssz;
  a->mem = (unsigned char *)malloc((len + 2 * GUARD) * ssz);
  a->snap = (unsigned char *)malloc((len + 2 * GUARD) * ssz);
  a->mask = (unsigned char *)calloc(len + 2 * GUARD, 1);
  if (!a->mem || !a->snap || !a->mask) fz_fail("harness out of memory");
  /* poison: a NaN with a payload, so that a stray read also shows in the results */
  for (i = 0; i < len + 2 * GUARD; i++) {
    if (ssz == 4) { uint32_t v = 0x7fc0dead; memcpy(a->mem + i * 4, &v, 4); }
    else { uint64_t v = 0x7ff8dead0000beefULL; memcpy(a->mem + i * 8, &v, 8); }
  }
}
static void arr_free(arr_t *a) { free(a->mem); free(a->snap); free(a->mask); memset(a, 0, sizeof *a); }
static void *arr_base(arr_t *a) { return a->mem ? a->mem + GUARD * a->ssz : NULL; }
static void arr_set(arr_t *a, int64_t i, long double v)
{
  if (a->ssz == 4) { float f = (float)v; memcpy(a->mem + (GUARD + i) * 4, &f, 4); }
  else { double f = (double)v; memcpy(a->mem + (GUARD + i) * 8, &f, 8); }
}
static long double arr_get(const arr_t *a, int64_t i)
{
  if (a->ssz == 4) { float f; memcpy(&f, a->mem + (GUARD + i) * 4, 4); return f; }
  else { double f; memcpy(&f, a->mem + (GUARD + i) * 8, 8); return f; }
}
static void arr_snap(arr_t *a) { if (a->mem) memcpy(a->snap, a->mem, (a->len + 2 * GUARD) * a->ssz); }
/* Every scalar not in the mask (all of them with use_mask 0) is bitwise unchanged. */
static void arr_check_unchanged(const arr_t *a, int use_mask, const char *what)
{
  size_t i;
  if (!a->mem) return;
  for (i = 0; i < a->len + 2 * GUARD; i++)
    if ((!use_mask || !a->mask[i]) && memcmp(a->mem + i * a->ssz, a->snap + i * a->ssz, a->ssz))
      fz_fail("%s: scalar %lld %s changed (len %zu)", what, (long long)i - GUARD,
              i < GUARD || i >= a->len + GUARD ? "in a guard zone" : "outside the output layout", a->len);
}

/* Positions (in elements) of every element of a layout, in logical row-major order
   (batch outermost). Returns the count. */
static int64_t lay_positions(const model_t *m, const lay_t *L, const int64_t *e, int64_t *pos)
{
  int64_t idx[DFT_MAX_DIMENSION + 1], cnt = 0, p;
  int l;
  memset(idx, 0, sizeof idx);
  for (;;) {
    p = L->off + idx[m->dim] * L->dist;
    for (l = 0; l < m->dim; l++) p += idx[l] * L->st[l];
    pos[cnt++] = p;
    for (l = m->dim - 1; l >= -1; l--) {
      const int a = l < 0 ? m->dim : l;
      if (++idx[a] < (a == m->dim ? m->howmany : e[a])) break;
      idx[a] = 0;
      if (l < 0) return cnt;
    }
  }
}

/* Packed 1-D formats (the oneMKL storage formats page): where Re/Im X_k live. */
static void packed_pos(int fmt, int64_t n, int64_t k, int64_t *pr, int64_t *pi)
{
  const int even = n % 2 == 0;
  *pr = *pi = -1;
  if (fmt == DFT_CCS_FORMAT) { *pr = 2 * k; if (!(k == 0 || (even && k == n / 2))) *pi = 2 * k + 1; return; }
  if (k == 0) { *pr = 0; return; }
  if (even && k == n / 2) { *pr = fmt == DFT_PERM_FORMAT ? 1 : n - 1; return; }
  if (fmt == DFT_PERM_FORMAT && even) { *pr = 2 * k; *pi = 2 * k + 1; return; }
  *pr = 2 * k - 1; *pi = 2 * k;
}

/* ------------------------------------------------------------------ compute */
enum { V_GOOD, V_WRONG_FORM, V_DROP, V_EXTRA, V_OVERLAP, V_ADJACENT };

typedef struct {
  const model_t *m;
  int dir, packed, split, inplace;
  lay_t in, out;          /* element layouts of input and output */
  int64_t ein[DFT_MAX_DIMENSION], eout[DFT_MAX_DIMENSION];
  int esz_in, esz_out;    /* scalars per element */
  int64_t nin, nout;      /* element counts */
} job_t;

#define MAX_ELEMS ((int64_t)1 << 14)   /* elements (all transforms) computed */
#define MAX_SCALARS ((int64_t)1 << 20) /* scalars of one user array */
#define MAX_REF_OPS ((int64_t)1 << 18) /* multiply-adds of the full naive reference */


/* Fills the scalars of the input layout with random data and returns the logical
   complex input (howmany x N, row-major) in *x, for the reference. For the real
   backward direction the input is the (exactly conjugate-even) spectrum of real
   data, which is returned in *xr. */
static void fill_input(const job_t *j, arr_t *ire, arr_t *iim, cld *x, long double *xr, int64_t *pos)
{
  const model_t *m = j->m;
  const int64_t nl = m->n[m->dim - 1];
  int64_t N = 1, i, k, cnt, hl = nl / 2 + 1;
  int l;
  for (l = 0; l < m->dim; l++) N *= m->n[l];
  if (m->dom == DFT_COMPLEX || j->dir == 0) {
    for (i = 0; i < N * m->howmany; i++) {
      x[i].re = rnd();
      x[i].im = m->dom == DFT_COMPLEX ? rnd() : 0;
    }
    cnt = lay_positions(m, &j->in, j->ein, pos);
    for (i = 0; i < cnt; i++) {
      if (m->dom == DFT_REAL) arr_set(ire, pos[i], x[i].re);
      else if (j->split) { arr_set(ire, pos[i], x[i].re); arr_set(iim, pos[i], x[i].im); }
      else { arr_set(ire, 2 * pos[i], x[i].re); arr_set(ire, 2 * pos[i] + 1, x[i].im); }
    }
    /* read back what landed (aliasing elements: the last write wins) */
    for (i = 0; i < cnt; i++) {
      if (m->dom == DFT_REAL) x[i].re = arr_get(ire, pos[i]);
      else if (j->split) { x[i].re = arr_get(ire, pos[i]); x[i].im = arr_get(iim, pos[i]); }
      else { x[i].re = arr_get(ire, 2 * pos[i]); x[i].im = arr_get(ire, 2 * pos[i] + 1); }
    }
    return;
  }
  /* real backward: a random conjugate-even spectrum, X_k = (Z_k + conj Z_-k) / 2 */
  {
    cld *z = (cld *)malloc(sizeof *z * (size_t)(N * m->howmany));
    int64_t t, q, kk[DFT_MAX_DIMENSION];
    for (i = 0; i < N * m->howmany; i++) { z[i].re = rnd(); z[i].im = rnd(); }
    for (t = 0; t < m->howmany; t++)
      for (q = 0; q < N; q++) {
        int64_t rem = q, neg = 0;
        for (l = m->dim - 1; l >= 0; l--) { kk[l] = rem % m->n[l]; rem /= m->n[l]; }
        for (l = 0; l < m->dim; l++) neg = neg * m->n[l] + (kk[l] ? m->n[l] - kk[l] : 0);
        x[t * N + q].re = (z[t * N + q].re + z[t * N + neg].re) / 2;
        x[t * N + q].im = (z[t * N + q].im - z[t * N + neg].im) / 2;
      }
    free(z);
  }
  (void)xr;
  {
    const int64_t rows = N / nl * m->howmany;
    int64_t r, p = 0;
    cnt = lay_positions(m, &j->in, j->ein, pos);
    for (r = 0; r < rows; r++) {
      if (!j->packed) {
        for (k = 0; k < hl; k++, p++) {
          const cld v = x[r * nl + k];
          if (j->split) { arr_set(ire, pos[p], v.re); arr_set(iim, pos[p], v.im); }
          else { arr_set(ire, 2 * pos[p], v.re); arr_set(ire, 2 * pos[p] + 1, v.im); }
        }
      } else {
        const int64_t ne = j->ein[0];
        for (k = 0; k < ne; k++) arr_set(ire, pos[p + k], 0); /* unused slots */
        for (k = 0; k < hl; k++) {
          int64_t pr, pi;
          packed_pos(j->packed, nl, k, &pr, &pi);
          if (pr >= 0) arr_set(ire, pos[p + pr], x[r * nl + k].re);
          if (pi >= 0) arr_set(ire, pos[p + pi], x[r * nl + k].im);
        }
        p += ne;
      }
    }
    (void)cnt;
  }
}

/* Marks the scalars of the output layout as writable. */
static void mark_output(const job_t *j, arr_t *ore, arr_t *oim, int64_t *pos)
{
  const int64_t cnt = lay_positions(j->m, &j->out, j->eout, pos);
  int64_t i;
  /* the im array is written only where the output is complex (split storage) */
  const int im_out = j->split && (j->m->dom == DFT_COMPLEX || j->dir == 0);
  for (i = 0; i < cnt; i++) {
    if (j->esz_out == 2) { ore->mask[GUARD + 2 * pos[i]] = 1; ore->mask[GUARD + 2 * pos[i] + 1] = 1; }
    else { ore->mask[GUARD + pos[i]] = 1; if (im_out && oim->mem) oim->mask[GUARD + pos[i]] = 1; }
  }
}

static int cmp_i64(const void *a, const void *b)
{
  const int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return x < y ? -1 : x > y;
}
/* Whether all element positions are distinct (otherwise the values are not checked). */
static int distinct(int64_t *pos, int64_t cnt)
{
  int64_t i;
  qsort(pos, (size_t)cnt, sizeof *pos, cmp_i64);
  for (i = 1; i < cnt; i++) if (pos[i] == pos[i - 1]) return 0;
  return 1;
}

/* Compares the output with the reference. */
static void check_values(const job_t *j, const arr_t *ore, const arr_t *oim, const cld *ref,
                         const unsigned char *have, int64_t *pos, double scale)
{
  const model_t *m = j->m;
  const int64_t nl = m->n[m->dim - 1];
  const long double eps = m->prec == DFT_SINGLE ? FLT_EPSILON : DBL_EPSILON;
  int64_t N = 1, i, k, cnt, r, p = 0, rows, per, t;
  long double norm2 = 0, tol, err = 0;
  int64_t worst = -1;
  int l;
  for (l = 0; l < m->dim; l++) N *= m->n[l];
  cnt = lay_positions(m, &j->out, j->eout, pos);
  rows = N / nl * m->howmany;
  (void)cnt;
  /* tolerance: relative to the largest per-transform norm of the reference */
  per = (m->dom == DFT_REAL && j->dir == 0) ? N : N;
  for (t = 0; t < m->howmany; t++) {
    long double s = 0;
    for (i = 0; i < per; i++) s += ref[t * per + i].re * ref[t * per + i].re + ref[t * per + i].im * ref[t * per + i].im;
    if (s > norm2) norm2 = s;
  }
  if (have) norm2 = m->norm_hint;
  tol = 40 * eps * (log2l((long double)N) + 2) * sqrtl(norm2) + 1e-30L;
  for (r = 0; r < rows; r++) {
    if (m->dom == DFT_COMPLEX || j->dir == 1) {
      for (k = 0; k < nl; k++, p++) {
        long double yr, yi, e;
        cld w = ref[r * nl + k];
        if (have && !have[r * nl + k]) continue;
        if (m->dom == DFT_REAL) { yr = arr_get(ore, pos[p]); yi = 0; w.im = 0; }
        else if (j->split) { yr = arr_get(ore, pos[p]); yi = arr_get(oim, pos[p]); }
        else { yr = arr_get(ore, 2 * pos[p]); yi = arr_get(ore, 2 * pos[p] + 1); }
        e = fabsl(yr - w.re) + fabsl(yi - w.im);
        if (!(e <= err)) { err = e; worst = p; }
      }
    } else {
      const int64_t hl = nl / 2 + 1;
      for (k = 0; k < hl; k++) {
        long double yr, yi, e;
        const cld w = ref[r * nl + k];
        if (have && !have[r * nl + k]) continue;
        if (j->packed) {
          int64_t pr, pi;
          packed_pos(j->packed, nl, k, &pr, &pi);
          yr = arr_get(ore, pos[p + pr]);
          yi = pi >= 0 ? arr_get(ore, pos[p + pi]) : w.im;
        } else if (j->split) { yr = arr_get(ore, pos[p + k]); yi = arr_get(oim, pos[p + k]); }
        else { yr = arr_get(ore, 2 * pos[p + k]); yi = arr_get(ore, 2 * pos[p + k] + 1); }
        e = fabsl(yr - w.re) + fabsl(yi - w.im);
        if (!(e <= err)) { err = e; worst = r * hl + k; }
      }
      p += j->packed ? j->eout[0] : hl;
    }
  }
  if (!(err <= tol))
    fz_fail("wrong result: dir %d, max error %Lg > tolerance %Lg at output element %lld (scale %g)",
            j->dir, err, tol, (long long)worst, scale);
}

static const char *dir_name(int dir) { return dir ? "backward" : "forward"; }

/* One compute call in direction dir with a call-form variant; checks everything. */
static void run_compute(dft_descriptor *d, model_t *m, int dir, int variant, int64_t shift)
{
  dft_problem pb;
  job_t j;
  arr_t a[4]; /* in_re, in_im, out_re, out_im */
  res_t res[2];
  int st, want_st, want_alt = -1, i;
  int esz[2];
  int64_t lenin, lenout, *pos = NULL;
  cld *x = NULL;
  long double *xr = NULL;
  void *p[4];
  const size_t ssz = m->prec == DFT_SINGLE ? 4 : 8;
  int big = 0, values = 1;

  memset(a, 0, sizeof a);
  memset(&j, 0, sizeof j);
  j.m = m; j.dir = dir;
  j.packed = model_packed(m);
  j.split = m->cstore == DFT_REAL_REAL;
  j.inplace = m->placement == DFT_INPLACE;
  if (!m->committed) {
    /* uncommitted: BAD_DESCRIPTOR, whatever the pointers */
    double dummy[8] = {0};
    st = j.split ? (dir ? dft_compute_backward_split(d, dummy, dummy + 2, NULL, NULL)
                        : dft_compute_forward_split(d, dummy, dummy + 2, NULL, NULL))
                 : (dir ? dft_compute_backward(d, dummy, NULL) : dft_compute_forward(d, dummy, NULL));
    FZ_CHECK(st == DFT_ERROR_BAD_DESCRIPTOR, "compute on an uncommitted descriptor: %d", st);
    for (i = 0; i < 8; i++) FZ_CHECK(dummy[i] == 0, "compute on an uncommitted descriptor wrote");
    return;
  }
  FZ_CHECK(dft_backend_problem(d, &pb) == DFT_OK, "backend_problem on a committed descriptor");
  /* what the contract says about this direction */
  res[dir] = model_resolve(m, dir);
  if (res[dir].ok) {
    /* a direction the contract resolves must compute, with the contract's layouts */
    FZ_CHECK(pb.valid[dir] == DFT_OK, "%s refused (%d) though the contract resolves it", dir_name(dir), pb.valid[dir]);
  } else if (!res[dir].amb) {
    FZ_CHECK(pb.valid[dir] != DFT_OK, "%s accepted though the contract refuses it (%d)", dir_name(dir), res[dir].st);
  }
  if (pb.valid[dir] != DFT_OK) {
    double dummy[8] = {0};
    st = j.split ? (dir ? dft_compute_backward_split(d, dummy, dummy + 2, NULL, NULL)
                        : dft_compute_forward_split(d, dummy, dummy + 2, NULL, NULL))
                 : (dir ? dft_compute_backward(d, dummy, NULL) : dft_compute_forward(d, dummy, NULL));
    FZ_CHECK(st == DFT_ERROR_INCONSISTENT_CONFIGURATION, "compute in a refused direction: %d", st);
    for (i = 0; i < 8; i++) FZ_CHECK(dummy[i] == 0, "compute in a refused direction wrote");
    return;
  }
  /* the library's layouts, checked against the contract's where it fixes them */
  {
    lay_t F, B;
    const dft_layout *li = &pb.in[dir], *lo = &pb.out[dir];
    memset(&F, 0, sizeof F);
    memset(&B, 0, sizeof B);
    j.in.off = li->offset; j.in.dist = li->distance;
    j.out.off = lo->offset; j.out.dist = lo->distance;
    for (i = 0; i < m->dim; i++) { j.in.st[i] = li->strides[i]; j.out.st[i] = lo->strides[i]; }
    if (m->howmany == 1) j.in.dist = j.out.dist = 0;
    if (res[dir].ok) {
      F = dir ? j.out : j.in;
      B = dir ? j.in : j.out;
      int64_t ef[DFT_MAX_DIMENSION], eb[DFT_MAX_DIMENSION];
      dom_ext(m, 0, model_packed(m), 1, ef);
      dom_ext(m, 1, model_packed(m), 1, eb);
      FZ_CHECK(lay_same(m, &F, &res[dir].F, ef) && lay_same(m, &B, &res[dir].B, eb),
               "%s: resolved layouts differ from the contract's (fwd off %lld dist %lld st0 %lld vs %lld %lld %lld;"
               " bwd off %lld dist %lld st0 %lld vs %lld %lld %lld)", dir_name(dir),
               (long long)F.off, (long long)F.dist, (long long)F.st[0], (long long)res[dir].F.off,
               (long long)res[dir].F.dist, (long long)res[dir].F.st[0], (long long)B.off, (long long)B.dist,
               (long long)B.st[0], (long long)res[dir].B.off, (long long)res[dir].B.dist, (long long)res[dir].B.st[0]);
    }
  }
  model_esz(m, j.packed, esz);
  j.esz_in = esz[dir]; j.esz_out = esz[!dir];
  dom_ext(m, dir, j.packed, 0, j.ein);
  dom_ext(m, !dir, j.packed, 0, j.eout);
  {
    __int128 lo, hi;
    int bi = lay_bounds(m, &j.in, j.ein, j.esz_in, &lo, &hi), bo;
    FZ_CHECK(bi == 0 || (j.packed == DFT_CCS_FORMAT && dir == 1), "%s: library accepted an input layout out of bounds (%d)", dir_name(dir), bi);
    lenin = bi ? 0 : (int64_t)(hi + 1) * j.esz_in;
    if (hi + 1 > MAX_SCALARS || bi) big = 1;
    bo = lay_bounds(m, &j.out, j.eout, j.esz_out, &lo, &hi);
    FZ_CHECK(bo == 0 || (j.packed == DFT_CCS_FORMAT && dir == 0), "%s: library accepted an output layout out of bounds (%d)", dir_name(dir), bo);
    lenout = bo ? 0 : (int64_t)(hi + 1) * j.esz_out;
    if (hi + 1 > MAX_SCALARS || bo) big = 1;
  }
  j.nin = j.nout = total_elems(m);
  if (j.nin > MAX_ELEMS || big) {
    /* too big to run here: the malformed calls must still fail without writing;
       tiny buffers make any stray write an ASan report */
    big = 1;
    lenin = lenout = 16;
    if (variant == V_GOOD || variant == V_OVERLAP || variant == V_ADJACENT) variant = V_WRONG_FORM;
  }

  /* arrays: in place the input arrays are the output arrays */
  {
    const int real_split = m->dom == DFT_REAL && j.split;
    const int need_in_im = j.split && (m->dom == DFT_COMPLEX || dir == 1 || j.inplace);
    const int need_out_im = j.split && !j.inplace && (m->dom == DFT_COMPLEX || dir == 0);
    int64_t lin = lenin, lout = lenout;
    if (j.inplace) {
      /* one array serves both layouts (real in place: reals and complex CCE) */
      const int64_t L = lin > lout ? lin : lout;
      arr_alloc(&a[0], (size_t)L, ssz);
      if (need_in_im) arr_alloc(&a[1], (size_t)L, ssz);
    } else if (variant == V_OVERLAP || variant == V_ADJACENT) {
      /* out_re inside (or just after) in_re's allocation */
      const int64_t L = lin + (shift > 0 ? shift : 0) + lout;
      arr_alloc(&a[0], (size_t)L, ssz);
      if (need_in_im) arr_alloc(&a[1], (size_t)lin, ssz);
      if (need_out_im) arr_alloc(&a[3], (size_t)lout, ssz);
    } else {
      arr_alloc(&a[0], (size_t)lin, ssz);
      if (need_in_im) arr_alloc(&a[1], (size_t)lin, ssz);
      arr_alloc(&a[2], (size_t)lout, ssz);
      if (need_out_im) arr_alloc(&a[3], (size_t)lout, ssz);
    }
    (void)real_split;
  }
  if (!big) {
    const int64_t N = total_elems(m);
    x = (cld *)calloc((size_t)N + 1, sizeof *x);
    xr = (long double *)calloc((size_t)N + 1, sizeof *xr);
    pos = (int64_t *)malloc(sizeof *pos * (size_t)(2 * N + 16 + (j.packed ? 4 * m->howmany : 0)));
    fill_input(&j, &a[0], &a[1], x, xr, pos);
  }
  /* pointers of the call */
  {
    void *in_re = arr_base(&a[0]), *in_im = arr_base(&a[1]);
    void *out_re = j.inplace ? NULL : arr_base(&a[2]), *out_im = j.inplace ? NULL : arr_base(&a[3]);
    if (!j.inplace && (variant == V_OVERLAP || variant == V_ADJACENT)) {
      /* shift: where out_re starts, in scalars from in_re's start */
      out_re = (unsigned char *)in_re + (size_t)shift * ssz;
    }
    if (m->dom == DFT_REAL && j.split && !j.inplace) {
      if (dir == 0) in_im = NULL; /* (re_in, NULL, re_out, im_out) */
      else out_im = NULL;         /* (re_in, im_in, re_out, NULL) */
    }
    p[0] = in_re; p[1] = in_im; p[2] = out_re; p[3] = out_im;
  }
  /* the status the call must return */
  want_st = DFT_OK;
  if (variant == V_WRONG_FORM) want_st = DFT_ERROR_INCONSISTENT_CONFIGURATION;
  else if (variant == V_DROP) {
    /* drop one required pointer: an input one gives INVALID, an output one
       (out of place) INCONSISTENT */
    int cand[4], nc = 0;
    for (i = 0; i < 4; i++) if (p[i]) cand[nc++] = i;
    i = cand[shift % nc];
    p[i] = NULL;
    want_st = i < 2 ? DFT_ERROR_INVALID_CONFIGURATION : DFT_ERROR_INCONSISTENT_CONFIGURATION;
    if (i == 0 && j.split) want_alt = DFT_ERROR_INCONSISTENT_CONFIGURATION;
  } else if (variant == V_EXTRA) {
    int cand[4], nc = 0;
    for (i = 0; i < 4; i++) if (!p[i] && (i >= 2 || j.split)) cand[nc++] = i;
    if (!j.split) { cand[0] = 2; nc = j.inplace ? 1 : 0; }
    if (nc) {
      static double extra[4];
      i = cand[shift % nc];
      p[i] = extra;
      want_st = DFT_ERROR_INCONSISTENT_CONFIGURATION;
      /* an extra in_im where a required pointer is missing cannot occur here */
    }
  } else if ((variant == V_OVERLAP || variant == V_ADJACENT) && !j.inplace) {
    /* address ranges [lo, hi] of input and output, in bytes from in_re's base */
    __int128 ilo, ihi, olo, ohi;
    lay_bounds(m, &j.in, j.ein, j.esz_in, &ilo, &ihi);
    lay_bounds(m, &j.out, j.eout, j.esz_out, &olo, &ohi);
    {
      const __int128 a0 = ilo * j.esz_in, a1 = (ihi + 1) * j.esz_in;
      const __int128 b0 = shift + olo * j.esz_out, b1 = shift + (ohi + 1) * j.esz_out;
      if (a0 < b1 && b0 < a1) want_st = DFT_ERROR_INCONSISTENT_CONFIGURATION;
    }
    values = 0;
  }
  if (big && want_st == DFT_OK) {
    /* nothing malformed to test, and too big to run */
    for (i = 0; i < 4; i++) arr_free(&a[i]);
    return;
  }
  /* masks and snapshots */
  if (!big && want_st == DFT_OK) {
    if (j.inplace) mark_output(&j, &a[0], &a[1], pos);
    else if (variant == V_OVERLAP || variant == V_ADJACENT) {
      /* out_re lives inside a[0] at `shift` */
      const int64_t cnt = lay_positions(m, &j.out, j.eout, pos);
      int64_t q;
      for (q = 0; q < cnt; q++) {
        if (j.esz_out == 2) { a[0].mask[GUARD + shift + 2 * pos[q]] = 1; a[0].mask[GUARD + shift + 2 * pos[q] + 1] = 1; }
        else { a[0].mask[GUARD + shift + pos[q]] = 1; if (a[3].mem) a[3].mask[GUARD + pos[q]] = 1; }
      }
    } else mark_output(&j, &a[2], &a[3], pos);
  }
  for (i = 0; i < 4; i++) arr_snap(&a[i]);

  fz_refused = 0;
  TRACE("compute %s, variant %d, shift %lld, big %d, want %d", dir_name(dir), variant, (long long)shift, big, want_st);
  {
    const int split_call = variant == V_WRONG_FORM ? !j.split : j.split;
    if (split_call) st = dir ? dft_compute_backward_split(d, p[0], p[1], p[2], p[3])
                             : dft_compute_forward_split(d, p[0], p[1], p[2], p[3]);
    else st = dir ? dft_compute_backward(d, p[0], p[2]) : dft_compute_forward(d, p[0], p[2]);
  }
  if (fz_refused && st == DFT_ERROR_MEMORY) {
    /* a refused allocation: nothing may have been written */
    for (i = 0; i < 4; i++) arr_check_unchanged(&a[i], 0, "compute failing with DFT_ERROR_MEMORY");
  } else {
    FZ_CHECK(!fz_refused || st != DFT_OK, "compute returned OK after a refused allocation");
    FZ_CHECK(st == want_st || st == want_alt,
             "%s compute (variant %d, shift %lld, split %d, inplace %d, dom %d): status %d, expected %d",
             dir_name(dir), variant, (long long)shift, j.split, j.inplace, m->dom, st, want_st);
    if (st != DFT_OK) {
      for (i = 0; i < 4; i++) arr_check_unchanged(&a[i], 0, "failed compute call");
    } else if (!big) {
      const char *w = "compute";
      if (j.inplace) { arr_check_unchanged(&a[0], 1, w); arr_check_unchanged(&a[1], 1, w); }
      else if (variant == V_OVERLAP || variant == V_ADJACENT) {
        arr_check_unchanged(&a[0], 1, w); arr_check_unchanged(&a[1], 0, w); arr_check_unchanged(&a[3], 1, w);
      } else {
        arr_check_unchanged(&a[0], 0, "out-of-place input");
        arr_check_unchanged(&a[1], 0, "out-of-place input");
        arr_check_unchanged(&a[2], 1, w);
        arr_check_unchanged(&a[3], 1, w);
      }
      /* values: only where output elements are distinct and the numbers fit */
      {
        const double sc = m->scale[dir];
        int64_t ops = total_elems(m), sum = 0, cnt;
        int l;
        for (l = 0; l < m->dim; l++) sum += m->n[l];
        cnt = lay_positions(m, &j.out, j.eout, pos);
        if (j.esz_out == 2) {} /* distinct positions suffice for interleaved too */
        if (!distinct(pos, cnt)) values = 0;
        if (m->dom == DFT_REAL && dir == 1) {
          cnt = lay_positions(m, &j.in, j.ein, pos);
          if (!distinct(pos, cnt)) values = 0;
        }
        if (sc != 0 && (fabs(sc) > 1e15 || fabs(sc) < 1e-15)) values = 0;
        if (values) {
          const int sparse = ops > MAX_REF_OPS / (sum + 1);
          unsigned char *have = NULL;
          cld *y = NULL;
          arr_t *oa = j.inplace ? &a[0] : (variant == V_ADJACENT ? &a[0] : &a[2]);
          arr_t *ob = j.inplace ? &a[1] : &a[3];
          arr_t shifted;
          int64_t N = total_elems(m), q;
          if (!j.inplace && variant == V_ADJACENT) { shifted = *oa; shifted.mem = oa->mem + (size_t)shift * ssz; oa = &shifted; }
          if (!sparse) {
            ref_dft(x, m, dir ? 1 : -1);
            for (q = 0; q < N; q++) { x[q].re *= sc; x[q].im *= sc; }
          } else {
            /* too big for the full reference: 8 random outputs by the direct sum; the
               norm for the tolerance from Parseval: |Y|^2 = sc^2 * N * |x|^2 */
            long double *tabs[DFT_MAX_DIMENSION], xn = 0, s2;
            const int64_t per = N / m->howmany, nl = m->n[m->dim - 1];
            int pt;
            have = (unsigned char *)calloc((size_t)N, 1);
            y = (cld *)calloc((size_t)N, sizeof *y);
            for (l = 0; l < m->dim; l++) {
              int64_t kk;
              tabs[l] = (long double *)malloc(sizeof(long double) * 2 * (size_t)m->n[l]);
              for (kk = 0; kk < m->n[l]; kk++) {
                const long double a = 6.283185307179586476925286766559005768L * (long double)kk / (long double)m->n[l];
                tabs[l][2 * kk] = cosl(a); tabs[l][2 * kk + 1] = sinl(a);
              }
            }
            for (q = 0; q < N; q++) {
              s2 = x[q].re * x[q].re + x[q].im * x[q].im;
              xn += s2;
            }
            m->norm_hint = (long double)sc * sc * (long double)per * xn; /* all transforms: an upper bound */
            for (pt = 0; pt < 8; pt++) {
              int64_t qq = (int64_t)((rnd() + 1) * 0.5 * (double)N);
              if (qq >= N) qq = N - 1;
              if (qq < 0) qq = 0;
              if (m->dom == DFT_REAL && dir == 0 && (qq % nl) > nl / 2) qq -= (qq % nl) - nl / 2; /* the kept half */
              y[qq] = ref_point(x, m, qq, dir ? 1 : -1, tabs);
              y[qq].re *= sc; y[qq].im *= sc;
              have[qq] = 1;
            }
            for (l = 0; l < m->dim; l++) free(tabs[l]);
          }
          check_values(&j, oa, ob, y ? y : x, have, pos, sc);
          free(have);
          free(y);
        }
      }
    }
  }
  for (i = 0; i < 4; i++) arr_free(&a[i]);
  free(x); free(xr); free(pos);
}

/* ------------------------------------------------------------- stride patterns */
static void rd_strides(rd_t *r, const model_t *m, int64_t *v)
{
  /* wrapping arithmetic (uint64_t): the lengths may be hostile */
  const unsigned sel = rd_u8(r) % 8;
  uint64_t e[DFT_MAX_DIMENSION], s, pad;
  int i, D = m->dim;
  for (i = 0; i < D; i++) e[i] = (uint64_t)m->n[i];
  memset(v, 0, sizeof(int64_t) * (DFT_MAX_DIMENSION + 1));
  switch (sel) {
  case 0: case 1: case 2: { /* row-major, padded, last dimension optionally halved */
    const unsigned f = rd_u8(r);
    if ((f & 1) && m->dom == DFT_REAL) e[D - 1] = e[D - 1] / 2 + 1;
    if ((f & 2) && m->dom == DFT_REAL) e[D - 1] = 2 * ((uint64_t)m->n[D - 1] / 2 + 1);
    s = 1 + (f >> 5) % 3;
    pad = (f >> 2) % 3;
    v[0] = rd_u8(r) % 5;
    for (i = D - 1; i >= 0; i--) { v[i + 1] = (int64_t)s; s = s * e[i] + pad; }
    break;
  }
  case 3: /* column-major */
    s = 1 + rd_u8(r) % 2;
    v[0] = rd_u8(r) % 3;
    for (i = 0; i < D; i++) { v[i + 1] = (int64_t)s; s *= e[i]; }
    break;
  case 4: { /* negative strides, offset so that every element lands at >= 0 */
    uint64_t off = 0;
    s = 1;
    for (i = D - 1; i >= 0; i--) {
      const int neg = (rd_u8(r) & 1);
      const uint64_t ext = e[i] + (m->dom == DFT_REAL && i == D - 1 ? 2 : 0);
      v[i + 1] = neg ? -(int64_t)s : (int64_t)s;
      if (neg) off += (ext - 1) * s;
      s *= ext;
    }
    v[0] = (int64_t)(off + rd_u8(r) % 2);
    break;
  }
  case 5: /* small random */
    for (i = 0; i <= D; i++) v[i] = (int64_t)(rd_u8(r) % 17) - (i ? 8 : 0);
    break;
  default: /* anything */
    for (i = 0; i <= D; i++) v[i] = rd_int(r);
    break;
  }
}

static int64_t rd_distance(rd_t *r, const model_t *m)
{
  /* wrapping arithmetic: the lengths may be hostile */
  const unsigned sel = rd_u8(r) % 4;
  const uint64_t nl = (uint64_t)m->n[m->dim - 1];
  uint64_t N = 1;
  int l;
  for (l = 0; l < m->dim; l++) N *= (uint64_t)m->n[l];
  if (sel == 0) return rd_int(r);
  if (sel == 1) return (int64_t)(N + rd_u8(r) % 8);
  if (sel == 2) return (int64_t)(2 * (N / nl) * (nl / 2 + 1) + rd_u8(r) % 4);
  return (int64_t)((N / nl) * (nl / 2 + 1) + rd_u8(r) % 4);
}

/* ---------------------------------------------------------------- the input */
static void check_null_calls(void)
{
  dft_descriptor *nd = NULL;
  int64_t v = 0, n = 4;
  double x = 0;
  dft_config_value c = DFT_COMMITTED;
  FZ_CHECK(dft_create(NULL, DFT_DOUBLE, DFT_COMPLEX, 1, &n) == DFT_ERROR_BAD_DESCRIPTOR, "create(NULL)");
  FZ_CHECK(dft_create(&nd, DFT_DOUBLE, DFT_COMPLEX, 1, NULL) == DFT_ERROR_INVALID_CONFIGURATION && !nd,
           "create(lengths NULL)");
  FZ_CHECK(dft_copy(NULL, &nd) == DFT_ERROR_BAD_DESCRIPTOR && !nd, "copy(NULL)");
  FZ_CHECK(dft_set_int(NULL, DFT_NUMBER_OF_TRANSFORMS, 1) == DFT_ERROR_BAD_DESCRIPTOR, "set_int(NULL)");
  FZ_CHECK(dft_set_ints(NULL, DFT_FWD_STRIDES, &v) == DFT_ERROR_BAD_DESCRIPTOR, "set_ints(NULL)");
  FZ_CHECK(dft_set_real(NULL, DFT_FORWARD_SCALE, 1) == DFT_ERROR_BAD_DESCRIPTOR, "set_real(NULL)");
  FZ_CHECK(dft_set_config(NULL, DFT_PLACEMENT, DFT_INPLACE) == DFT_ERROR_BAD_DESCRIPTOR, "set_config(NULL)");
  FZ_CHECK(dft_get_int(NULL, DFT_DIMENSION, &v) == DFT_ERROR_BAD_DESCRIPTOR, "get_int(NULL)");
  FZ_CHECK(dft_get_ints(NULL, DFT_LENGTHS, &v) == DFT_ERROR_BAD_DESCRIPTOR, "get_ints(NULL)");
  FZ_CHECK(dft_get_real(NULL, DFT_FORWARD_SCALE, &x) == DFT_ERROR_BAD_DESCRIPTOR, "get_real(NULL)");
  FZ_CHECK(dft_get_config(NULL, DFT_COMMIT_STATUS, &c) == DFT_ERROR_BAD_DESCRIPTOR, "get_config(NULL)");
  FZ_CHECK(dft_commit(NULL) == DFT_ERROR_BAD_DESCRIPTOR, "commit(NULL)");
  FZ_CHECK(dft_compute_forward(NULL, &x, NULL) == DFT_ERROR_BAD_DESCRIPTOR, "compute_forward(NULL)");
  FZ_CHECK(dft_compute_backward(NULL, &x, NULL) == DFT_ERROR_BAD_DESCRIPTOR, "compute_backward(NULL)");
  FZ_CHECK(dft_compute_forward_split(NULL, &x, &x, NULL, NULL) == DFT_ERROR_BAD_DESCRIPTOR, "split(NULL)");
  FZ_CHECK(dft_compute_backward_split(NULL, &x, &x, NULL, NULL) == DFT_ERROR_BAD_DESCRIPTOR, "split(NULL)");
  dft_free(NULL);
  dft_free(&nd);
}

/* Lengths dft.h refuses to plan with DFT_ERROR_INVALID_CONFIGURATION (above 2^58,
   or a Bluestein length above 2^58: not in the readings, accepted from 2^56 on). */
static int too_long(const model_t *m)
{
  int l;
  for (l = 0; l < m->dim; l++) if (m->n[l] > ((int64_t)1 << 56)) return 1;
  return 0;
}

static void do_commit(dft_descriptor *d, model_t *m)
{
  res_t res[2];
  int alt, amb, want, st;
  const int was = m->committed;
  want = model_commit(m, &alt, &amb, res);
  fz_refused = 0;
  st = dft_commit(d);
  TRACE("commit() = %d (contract %d, alt %d, ambiguous %d, refused alloc %d)", st, want, alt, amb, fz_refused);
  FZ_CHECK(st_known(st), "commit returned %d, not a status of API.md", st);
  if (fz_refused)
    FZ_CHECK(st == DFT_ERROR_MEMORY, "commit: an allocation was refused, status %d", st);
  else if (st == DFT_ERROR_MEMORY)
    fz_fail("commit returned DFT_ERROR_MEMORY with no allocation refused");
  else if (amb)
    FZ_CHECK(st == want || st == alt || st == DFT_OK || st == DFT_ERROR_INVALID_CONFIGURATION ||
             st == DFT_ERROR_INCONSISTENT_CONFIGURATION, "commit: status %d (contract: %d or %d, ambiguous)", st, want, alt);
  else
    FZ_CHECK(st == want || st == alt || (st == DFT_ERROR_INVALID_CONFIGURATION && too_long(m)),
             "commit: status %d, the contract says %d (or %d)", st, want, alt);
  if (st == DFT_OK) m->committed = 1;
  else m->committed = was; /* a failed commit changes nothing */
  check_getters(d, m, st == DFT_OK ? "after commit" : "after a failed commit");
}

static void one_input(const uint8_t *data, size_t size)
{
  if (fz_trace < 0) fz_trace = getenv("FZ_TRACE") && atoi(getenv("FZ_TRACE"));
  rd_t r = {data, size};
  dft_descriptor *d = NULL, *d0;
  model_t m;
  int64_t n[DFT_MAX_DIMENSION], dim, v[DFT_MAX_DIMENSION + 2];
  int prec, dom, st, ops = 0, i;
  unsigned b;

  fz_alloc_no = 0;
  fz_fail_at = 0;
  fz_rng = 0x9e3779b97f4a7c15ULL ^ size;
  b = rd_u8(&r);
  prec = (b & 3) == 3 ? (int)(int8_t)rd_u8(&r) : (b & 1) ? DFT_DOUBLE : DFT_SINGLE;
  dom = (b & 12) == 12 ? (int)(int8_t)rd_u8(&r) : (b & 4) ? DFT_REAL : DFT_COMPLEX;
  if (b & 16) fz_fail_at = 1 + rd_u8(&r) % 24; /* fault injection */
  b = rd_u8(&r) % 16;
  dim = b < 10 ? 1 + b % 3 : b < 14 ? 4 + b % 4 : b == 14 ? rd_int(&r) : 0;
  for (i = 0; i < DFT_MAX_DIMENSION; i++) n[i] = i < dim ? rd_len(&r) : 1;

  fz_refused = 0;
  d0 = (dft_descriptor *)&m; /* sentinel: must stay untouched on error */
  d = d0;
  st = dft_create(&d, (dft_precision)prec, (dft_domain)dom, dim, n);
  TRACE("create(prec %d, domain %d, dim %lld, lengths %lld %lld %lld %lld %lld %lld %lld) = %d", prec, dom,
        (long long)dim, (long long)n[0], (long long)n[1], (long long)n[2], (long long)n[3], (long long)n[4],
        (long long)n[5], (long long)n[6], st);
  {
    int valid = (prec == DFT_SINGLE || prec == DFT_DOUBLE) && (dom == DFT_COMPLEX || dom == DFT_REAL) &&
                dim >= 1 && dim <= DFT_MAX_DIMENSION;
    int64_t N = 1;
    for (i = 0; valid && i < dim; i++)
      if (n[i] < 1 || __builtin_mul_overflow(N, n[i], &N)) valid = 0;
    if (st == DFT_ERROR_MEMORY) FZ_CHECK(fz_refused, "create: MEMORY with no allocation refused");
    else FZ_CHECK(st == (valid ? DFT_OK : DFT_ERROR_INVALID_CONFIGURATION), "create: status %d, valid %d", st, valid);
  }
  if (st != DFT_OK) {
    FZ_CHECK(d == d0, "create touched *desc on error");
    FZ_CHECK(fz_live_count == 0, "create leaked on error");
    return;
  }
  model_init(&m, prec, dom, (int)dim, n);
  check_getters(d, &m, "after create");

  while (r.n && ops++ < 24) {
    const unsigned op = rd_u8(&r) % 16;
    model_t before = m;
    switch (op) {
    case 0: case 1: { /* set_int */
      static const int likely[] = {DFT_NUMBER_OF_TRANSFORMS, DFT_FWD_DISTANCE, DFT_BWD_DISTANCE, DFT_THREAD_LIMIT};
      const int p = rd_param(&r, likely, 4);
      int64_t val = (p == DFT_FWD_DISTANCE || p == DFT_BWD_DISTANCE) ? rd_distance(&r, &m)
                  : p == DFT_NUMBER_OF_TRANSFORMS && (rd_u8(&r) & 1) ? 1 + rd_u8(&r) % 5 : rd_int(&r);
      int want = DFT_ERROR_INVALID_CONFIGURATION;
      if (p == DFT_NUMBER_OF_TRANSFORMS && val >= 1) { want = DFT_OK; m.howmany = val; }
      if (p == DFT_FWD_DISTANCE) { want = DFT_OK; m.dist[0] = val; }
      if (p == DFT_BWD_DISTANCE) { want = DFT_OK; m.dist[1] = val; }
      if (p == DFT_THREAD_LIMIT && val >= 0) { want = DFT_OK; m.thread_limit = val; }
      st = dft_set_int(d, (dft_param)p, val);
      TRACE("set_int(%d, %lld) = %d", p, (long long)val, st);
      FZ_CHECK(st == want, "set_int(%d, %lld): %d, expected %d", p, (long long)val, st, want);
      break;
    }
    case 2: case 3: case 4: { /* set_ints */
      static const int likely[] = {DFT_FWD_STRIDES, DFT_BWD_STRIDES, DFT_FWD_STRIDES, DFT_BWD_STRIDES,
                                   DFT_INPUT_STRIDES, DFT_OUTPUT_STRIDES};
      const int p = rd_param(&r, likely, 6), s = stride_slot(p);
      int want = DFT_ERROR_INVALID_CONFIGURATION, any = 0;
      rd_strides(&r, &m, v);
      v[m.dim + 1] = rd_int(&r); /* not read */
      if (s >= 0) {
        for (i = 0; i <= m.dim; i++) any |= v[i] != 0;
        want = DFT_OK;
        if (any) {
          if (v[0] < 0) want = DFT_ERROR_INVALID_CONFIGURATION;
          for (i = 1; i <= m.dim; i++) if (v[i] == 0 && m.n[i - 1] > 1) want = DFT_ERROR_INVALID_CONFIGURATION;
        }
        if (want == DFT_OK) {
          int o0 = s < 2 ? 2 : 0;
          for (i = 0; i <= m.dim; i++) m.str[s][i] = v[i];
          m.sset[s] = any;
          memset(m.str[o0], 0, sizeof m.str[o0]); memset(m.str[o0 + 1], 0, sizeof m.str[o0 + 1]);
          m.sset[o0] = m.sset[o0 + 1] = 0;
        }
      }
      st = dft_set_ints(d, (dft_param)p, (rd_u8(&r) == 255) ? NULL : v);
      TRACE("set_ints(%d, {%lld %lld %lld %lld ...}) = %d", p, (long long)v[0], (long long)v[1], (long long)v[2],
            (long long)v[3], st);
      if (st == DFT_ERROR_INVALID_CONFIGURATION && want == DFT_OK) { m = before; want = st; } /* NULL values */
      FZ_CHECK(st == want, "set_ints(%d): %d, expected %d", p, st, want);
      break;
    }
    case 5: { /* set_real */
      static const int likely[] = {DFT_FORWARD_SCALE, DFT_BACKWARD_SCALE};
      const int p = rd_param(&r, likely, 2);
      const double val = rd_real(&r);
      int want = DFT_ERROR_INVALID_CONFIGURATION;
      if ((p == DFT_FORWARD_SCALE || p == DFT_BACKWARD_SCALE) && isfinite(val)) {
        want = DFT_OK;
        m.scale[p == DFT_BACKWARD_SCALE] = val;
      }
      st = dft_set_real(d, (dft_param)p, val);
      TRACE("set_real(%d, %g) = %d", p, val, st);
      FZ_CHECK(st == want, "set_real(%d, %g): %d, expected %d", p, val, st, want);
      break;
    }
    case 6: case 7: case 8: { /* set_config */
      static const int likely[] = {DFT_PLACEMENT, DFT_COMPLEX_STORAGE, DFT_CONJUGATE_EVEN_STORAGE,
                                   DFT_PACKED_FORMAT, DFT_REAL_STORAGE};
      const int p = rd_param(&r, likely, 5), val = rd_value(&r);
      int want = DFT_ERROR_INVALID_CONFIGURATION;
      if (p == DFT_COMPLEX_STORAGE && (val == DFT_COMPLEX_COMPLEX || val == DFT_REAL_REAL)) { want = DFT_OK; m.cstore = val; }
      if (p == DFT_REAL_STORAGE && val == DFT_REAL_REAL) { want = DFT_OK; m.rstore = val; }
      if (p == DFT_CONJUGATE_EVEN_STORAGE && (val == DFT_COMPLEX_COMPLEX || val == DFT_COMPLEX_REAL)) { want = DFT_OK; m.cestore = val; }
      if (p == DFT_PLACEMENT && (val == DFT_INPLACE || val == DFT_NOT_INPLACE)) { want = DFT_OK; m.placement = val; }
      if (p == DFT_PACKED_FORMAT && (val == DFT_CCE_FORMAT || val == DFT_CCS_FORMAT || val == DFT_PACK_FORMAT ||
                                     val == DFT_PERM_FORMAT)) { want = DFT_OK; m.packed = val; }
      st = dft_set_config(d, (dft_param)p, (dft_config_value)val);
      TRACE("set_config(%d, %d) = %d", p, val, st);
      FZ_CHECK(st == want, "set_config(%d, %d): %d, expected %d", p, val, st, want);
      break;
    }
    case 9: { /* getters with any parameter: the type decides */
      const int p = rd_param(&r, NULL, 0);
      int64_t iv[DFT_MAX_DIMENSION + 2];
      double dv;
      dft_config_value cv;
      const int is_int = p == DFT_FORWARD_DOMAIN || p == DFT_PRECISION || p == DFT_DIMENSION ||
                         p == DFT_NUMBER_OF_TRANSFORMS || p == DFT_FWD_DISTANCE || p == DFT_BWD_DISTANCE ||
                         p == DFT_THREAD_LIMIT;
      const int is_ints = p == DFT_LENGTHS || stride_slot(p) >= 0;
      const int is_real = p == DFT_FORWARD_SCALE || p == DFT_BACKWARD_SCALE;
      const int is_cfg = p == DFT_COMPLEX_STORAGE || p == DFT_REAL_STORAGE || p == DFT_CONJUGATE_EVEN_STORAGE ||
                         p == DFT_PLACEMENT || p == DFT_PACKED_FORMAT || p == DFT_COMMIT_STATUS;
      FZ_CHECK(dft_get_int(d, (dft_param)p, iv) == (is_int ? DFT_OK : DFT_ERROR_INVALID_CONFIGURATION), "get_int(%d)", p);
      FZ_CHECK(dft_get_ints(d, (dft_param)p, iv) == (is_ints ? DFT_OK : DFT_ERROR_INVALID_CONFIGURATION), "get_ints(%d)", p);
      FZ_CHECK(dft_get_real(d, (dft_param)p, &dv) == (is_real ? DFT_OK : DFT_ERROR_INVALID_CONFIGURATION), "get_real(%d)", p);
      FZ_CHECK(dft_get_config(d, (dft_param)p, &cv) == (is_cfg ? DFT_OK : DFT_ERROR_INVALID_CONFIGURATION), "get_config(%d)", p);
      FZ_CHECK(dft_get_int(d, (dft_param)p, NULL) == DFT_ERROR_INVALID_CONFIGURATION, "get_int(NULL)");
      FZ_CHECK(dft_get_ints(d, (dft_param)p, NULL) == DFT_ERROR_INVALID_CONFIGURATION, "get_ints(NULL)");
      FZ_CHECK(dft_get_real(d, (dft_param)p, NULL) == DFT_ERROR_INVALID_CONFIGURATION, "get_real(NULL)");
      FZ_CHECK(dft_get_config(d, (dft_param)p, NULL) == DFT_ERROR_INVALID_CONFIGURATION, "get_config(NULL)");
      /* setters of another type, and of read-only parameters, change nothing */
      {
        const int ro = p == DFT_FORWARD_DOMAIN || p == DFT_PRECISION || p == DFT_DIMENSION ||
                       p == DFT_LENGTHS || p == DFT_COMMIT_STATUS;
        int64_t sv[DFT_MAX_DIMENSION + 2] = {0, 1, 1, 1, 1, 1, 1, 1, 1};
        if (!is_int || ro) FZ_CHECK(dft_set_int(d, (dft_param)p, 1) == DFT_ERROR_INVALID_CONFIGURATION, "set_int(%d)", p);
        if (!is_real || ro) FZ_CHECK(dft_set_real(d, (dft_param)p, 1.0) == DFT_ERROR_INVALID_CONFIGURATION, "set_real(%d)", p);
        if (!is_cfg || ro) FZ_CHECK(dft_set_config(d, (dft_param)p, DFT_INPLACE) == DFT_ERROR_INVALID_CONFIGURATION, "set_config(%d)", p);
        if (stride_slot(p) < 0) FZ_CHECK(dft_set_ints(d, (dft_param)p, sv) == DFT_ERROR_INVALID_CONFIGURATION, "set_ints(%d)", p);
      }
      check_null_calls();
      st = -1;
      break;
    }
    case 10: case 11: /* commit */
      do_commit(d, &m);
      continue;
    case 12: case 13: { /* compute with a call-form variant */
      const unsigned c = rd_u8(&r);
      const int dir = c & 1;
      const unsigned vsel = (c >> 1) % 16;
      const int variant = vsel < 9 ? V_GOOD : vsel < 10 ? V_WRONG_FORM : vsel < 12 ? V_DROP : vsel < 13 ? V_EXTRA
                        : vsel < 15 ? V_OVERLAP : V_ADJACENT;
      int64_t shift = rd_u16(&r);
      if (variant == V_ADJACENT) shift = -1; /* fixed below: right after the input */
      if (m.committed && variant == V_ADJACENT) {
        /* out_re placed right after the input's last scalar */
        dft_problem pb;
        if (dft_backend_problem(d, &pb) == DFT_OK && pb.valid[dir] == DFT_OK) {
          job_t jj;
          int esz[2];
          __int128 lo, hi;
          memset(&jj, 0, sizeof jj);
          model_esz(&m, model_packed(&m), esz);
          dom_ext(&m, dir, model_packed(&m), 0, jj.ein);
          jj.in.off = pb.in[dir].offset; jj.in.dist = m.howmany > 1 ? pb.in[dir].distance : 0;
          for (i = 0; i < m.dim; i++) jj.in.st[i] = pb.in[dir].strides[i];
          if (lay_bounds(&m, &jj.in, jj.ein, esz[dir], &lo, &hi) == 0 && hi < MAX_SCALARS) shift = (int64_t)(hi + 1) * esz[dir];
          else shift = 0;
        } else shift = 0;
      }
      run_compute(d, &m, dir, variant, shift < 0 ? 0 : shift);
      continue;
    }
    case 14: { /* copy: continue with the copy */
      dft_descriptor *c = NULL;
      fz_refused = 0;
      st = dft_copy(d, &c);
      TRACE("copy() = %d", st);
      if (st == DFT_ERROR_MEMORY) { FZ_CHECK(fz_refused && !c, "copy: MEMORY"); break; }
      FZ_CHECK(st == DFT_OK && c, "copy: %d", st);
      dft_free(&d);
      FZ_CHECK(!d, "free did not clear the pointer");
      d = c;
      check_getters(d, &m, "after copy");
      continue;
    }
    default: /* fault injection from here on: fail the k-th allocation from now */
      fz_fail_at = fz_alloc_no + 1 + rd_u8(&r) % 8;
      continue;
    }
    if (op <= 8 && st == DFT_OK) m.committed = 0; /* a successful set uncommits */
    check_getters(d, &m, st == DFT_OK ? "after a set" : "after a failed set");
  }
  /* the final commit and both directions, allocations no longer failing */
  fz_fail_at = 0;
  if (!m.committed) do_commit(d, &m);
  for (i = 0; i < 2; i++) run_compute(d, &m, i, V_GOOD, 0);
  dft_free(&d);
  FZ_CHECK(!d, "free did not clear the pointer");
  FZ_CHECK(fz_live_count == 0 && fz_live_bytes == 0, "leak: %ld blocks, %zu bytes left after dft_free",
           fz_live_count, fz_live_bytes);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  one_input(data, size);
  return 0;
}

#ifdef FZ_STANDALONE
/* Replays files, or every file of directories, given on the command line. Prints
   "N passed, M failed" (a failed check aborts, so M is 0 when it returns). */
#include <dirent.h>
#include <sys/stat.h>
static long n_run;
static void replay_file(const char *path)
{
  FILE *f = fopen(path, "rb");
  unsigned char *buf;
  long len;
  if (!f) { fprintf(stderr, "cannot open %s\n", path); exit(2); }
  fseek(f, 0, SEEK_END);
  len = ftell(f);
  fseek(f, 0, SEEK_SET);
  buf = (unsigned char *)malloc((size_t)len + 1);
  if (fread(buf, 1, (size_t)len, f) != (size_t)len) { fprintf(stderr, "cannot read %s\n", path); exit(2); }
  fclose(f);
  LLVMFuzzerTestOneInput(buf, (size_t)len);
  free(buf);
  n_run++;
}
int main(int argc, char **argv)
{
  int i;
  for (i = 1; i < argc; i++) {
    struct stat sb;
    if (stat(argv[i], &sb) == 0 && S_ISDIR(sb.st_mode)) {
      DIR *dir = opendir(argv[i]);
      struct dirent *e;
      char path[4096];
      while (dir && (e = readdir(dir))) {
        if (e->d_name[0] == '.') continue;
        snprintf(path, sizeof path, "%s/%s", argv[i], e->d_name);
        replay_file(path);
      }
      if (dir) closedir(dir);
    } else replay_file(argv[i]);
  }
  printf("ok replayed %ld inputs\n%ld passed, 0 failed\n", n_run, n_run);
  return 0;
}
#endif
