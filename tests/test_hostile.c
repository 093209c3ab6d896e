/* test_hostile.c - hostile sizes: lengths near the int64 limit, products that overflow,
   stride and distance extents that overflow, huge batches, element counts beyond int64
   through aliasing strides, and transforms of more than 2^31 elements refused cleanly
   when memory is short.

   Every call must return a clear status (the allowed ones are listed per call), with
   no crash, no undefined behaviour (built with -fsanitize=undefined; every report is
   counted as a failure of the case that made it), no leak (the DFT_MALLOC/DFT_FREE
   hooks count live blocks) and, where compute refuses, no byte of the user buffers
   touched (they are PROT_NONE reservations: a touch is a crash). Allocations above
   HOSTILE_CAP bytes fail (the machine's memory is "short"), so every case runs
   quickly and the same way on any machine. Each case runs in a child process: a
   crash or a hang (alarm) is a failure of that case and the others still run.
   The >2^31-element transform itself (with memory) is tests/test_big.c. */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <signal.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/wait.h>

#define HOSTILE_CAP ((size_t)1 << 30)
/* A case that has not finished after HANG_S seconds hangs. The longest, the real lengths,
   takes ~17 s on a quiet 2-core machine (its 2^31-point commits fill their twiddle
   tables), twice that while make runs its other jobs beside it. */
#define HANG_S 120
static size_t h_live_bytes;
static long h_live, h_refused;
static void *h_malloc(size_t sz)
{
  unsigned char *p;
  if (sz > HOSTILE_CAP - h_live_bytes) { h_refused++; return NULL; }
  p = (unsigned char *)malloc(sz + 16);
  if (!p) { h_refused++; return NULL; }
  memcpy(p, &sz, sizeof sz);
  h_live_bytes += sz;
  h_live++;
  return p + 16;
}
static void h_free(void *q)
{
  size_t sz;
  if (!q) return;
  memcpy(&sz, (unsigned char *)q - 16, sizeof sz);
  h_live_bytes -= sz;
  h_live--;
  free((unsigned char *)q - 16);
}
#define DFT_MALLOC(sz) h_malloc(sz)
#define DFT_FREE(p) h_free(p)
#define DFT_IMPLEMENTATION
#include "dft.h"

/* ---------------------------------------------------------------- harness */
static long c_pass, c_fail;  /* in the child: this case's checks */
static const char *c_name;
static char c_doing[160];    /* the call under way, for a hang report */

static void on_alarm(int sig)
{
  char msg[400];
  int n = snprintf(msg, sizeof msg, "FAIL %s: no answer within %d s (hang) in: %s\n", c_name, HANG_S, c_doing);
  (void)sig;
  if (n > 0 && write(1, msg, (size_t)n) < 0) _exit(9);
  _exit(9);
}
static volatile long ub_reports;

/* The sanitizer runtime calls this for every report (UBSan: recoverable mode). */
void __sanitizer_report_error_summary(const char *summary);
void __sanitizer_report_error_summary(const char *summary)
{
  ub_reports++;
  fprintf(stdout, "FAIL %s: %s\n", c_name, summary);
  fflush(stdout);
}

static int check(int ok, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
#include <stdarg.h>
static int check(int ok, const char *fmt, ...)
{
  va_list ap;
  if (ok) { c_pass++; return 1; }
  c_fail++;
  printf("FAIL %s: ", c_name);
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
  printf("\n");
  fflush(stdout);
  return 0;
}

#define S(x) (1u << (x))
#define OK S(DFT_OK)
#define MEM S(DFT_ERROR_MEMORY)
#define INV S(DFT_ERROR_INVALID_CONFIGURATION)
#define INC S(DFT_ERROR_INCONSISTENT_CONFIGURATION)
#define BAD S(DFT_ERROR_BAD_DESCRIPTOR)

static const char *sname(dft_status s)
{
  switch (s) {
  case DFT_OK: return "OK";
  case DFT_ERROR_MEMORY: return "MEMORY";
  case DFT_ERROR_INVALID_CONFIGURATION: return "INVALID";
  case DFT_ERROR_INCONSISTENT_CONFIGURATION: return "INCONSISTENT";
  case DFT_ERROR_BAD_DESCRIPTOR: return "BAD_DESCRIPTOR";
  case DFT_ERROR_UNIMPLEMENTED: return "UNIMPLEMENTED";
  case DFT_ERROR_INTERNAL: return "INTERNAL";
  case DFT_ERROR_DEVICE: return "DEVICE";
  }
  return "unknown";
}
static int expect(dft_status st, unsigned allowed, const char *what)
{
  return check(st >= 0 && st < 32 && (allowed & S(st)), "%s: %s (%d)", what, sname(st), (int)st);
}

/* A reservation of `bytes` that faults on any access (MAP_NORESERVE: costs nothing). */
static void *reserve(size_t bytes)
{
  void *p = mmap(NULL, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  return p == MAP_FAILED ? NULL : p;
}

/* Commits d, expecting `allowed`; on failure the descriptor must stay uncommitted and
   computing with it must give BAD_DESCRIPTOR. Returns the status. */
static dft_status commit_expect(dft_descriptor *d, unsigned allowed, const char *what)
{
  const long refused = h_refused;
  dft_status st;
  snprintf(c_doing, sizeof c_doing, "%s", what);
  st = dft_commit(d);
  char buf[16] = {0};
  dft_config_value cs = DFT_COMMITTED;
  expect(st, allowed, what);
  if (st == DFT_ERROR_MEMORY) check(h_refused > refused, "%s: MEMORY with no refused allocation", what);
  if (st != DFT_OK) {
    dft_get_config(d, DFT_COMMIT_STATUS, &cs);
    check(cs == DFT_UNCOMMITTED, "%s: a failed commit left the descriptor committed", what);
    expect(dft_compute_forward(d, buf, NULL), BAD, "compute after a failed commit");
  }
  return st;
}

/* ------------------------------------------------------------------ cases */
static void case_create(void)
{
  static const struct { int dim; int64_t n[7]; unsigned allowed; } t[] = {
    {1, {INT64_MAX}, OK}, {1, {INT64_MIN}, INV}, {1, {0}, INV}, {1, {-1}, INV},
    {2, {INT64_MAX, 2}, INV}, {2, {INT64_MAX, 1}, OK}, {2, {(int64_t)1 << 32, (int64_t)1 << 32}, INV},
    {2, {(int64_t)1 << 31, (int64_t)1 << 31}, OK}, {3, {(int64_t)1 << 31, (int64_t)1 << 31, 2}, INV},
    {3, {(int64_t)3 << 40, (int64_t)3 << 20, 2}, INV}, {7, {512, 512, 512, 512, 512, 512, 256}, OK},
    {7, {512, 512, 512, 512, 512, 512, 512}, INV}, {7, {1, 1, 1, 1, 1, 1, INT64_MAX}, OK},
    {2, {-1, -1}, INV}, {2, {INT64_MIN, -1}, INV}, {3, {3037000500, 3037000500, 1}, INV},
    {2, {3037000499, 3037000499}, OK}};
  size_t i;
  int p, dom;
  for (i = 0; i < sizeof t / sizeof t[0]; i++)
    for (p = 1; p <= 2; p++)
      for (dom = 1; dom <= 2; dom++) {
        dft_descriptor *d = (dft_descriptor *)&t[i], *const sentinel = d;
        char what[64];
        dft_status st = dft_create(&d, (dft_precision)p, (dft_domain)dom, t[i].dim, t[i].n);
        snprintf(what, sizeof what, "create #%zu", i);
        expect(st, t[i].allowed, what);
        if (st == DFT_OK) dft_free(&d);
        else check(d == sentinel, "%s: *desc touched on error", what);
      }
  check(h_live == 0, "leak: %ld blocks", h_live);
}

/* Lengths too long to plan: INVALID or MEMORY, cleanly (smallest first, so that a
   hang at one length leaves the checks of the shorter ones). Up to 3 * 2^30 the
   plan itself is small (four-step, two small twiddle tables) and commit may
   succeed; the compute call must then refuse with MEMORY (its workspace exceeds
   the cap) without touching the untouchable buffers. */
static void long_lengths(int complex_domain)
{
  static const int64_t ns[] = {(int64_t)1 << 31, ((int64_t)1 << 31) - 1, (int64_t)3 << 30, ((int64_t)1 << 40) + 2,
                               (int64_t)1 << 40, ((int64_t)1 << 57) + 3, (int64_t)1 << 58, ((int64_t)1 << 58) + 1,
                               (int64_t)1 << 62, ((int64_t)1 << 62) + 1, INT64_MAX - 2, INT64_MAX - 1, INT64_MAX};
  static const int cfg[][3] = { /* domain, placement, packed */
    {DFT_COMPLEX, DFT_INPLACE, 0}, {DFT_COMPLEX, DFT_NOT_INPLACE, 0}, {DFT_REAL, DFT_INPLACE, 0},
    {DFT_REAL, DFT_NOT_INPLACE, 0}, {DFT_REAL, DFT_INPLACE, DFT_CCS_FORMAT},
    {DFT_REAL, DFT_NOT_INPLACE, DFT_CCS_FORMAT}, {DFT_REAL, DFT_INPLACE, DFT_PACK_FORMAT},
    {DFT_REAL, DFT_NOT_INPLACE, DFT_PERM_FORMAT}};
  size_t i, c;
  int p;
  for (i = 0; i < sizeof ns / sizeof ns[0]; i++)
    for (c = 0; c < sizeof cfg / sizeof cfg[0]; c++)
      for (p = 1; p <= 2; p++) {
        if ((cfg[c][0] == DFT_COMPLEX) != complex_domain) continue;
        dft_descriptor *d = NULL;
        char what[96];
        snprintf(what, sizeof what, "commit n=%lld domain %d placement %d packed %d prec %d", (long long)ns[i],
                 cfg[c][0], cfg[c][1], cfg[c][2], p);
        if (!expect(dft_create(&d, (dft_precision)p, (dft_domain)cfg[c][0], 1, &ns[i]), OK, "create")) continue;
        dft_set_config(d, DFT_PLACEMENT, (dft_config_value)cfg[c][1]);
        if (cfg[c][2]) {
          dft_set_config(d, DFT_CONJUGATE_EVEN_STORAGE, DFT_COMPLEX_REAL);
          dft_set_config(d, DFT_PACKED_FORMAT, (dft_config_value)cfg[c][2]);
        }
        if (commit_expect(d, INV | MEM | (ns[i] <= ((int64_t)3 << 30) ? OK : 0), what) == DFT_OK) {
          const size_t bytes = ((size_t)ns[i] + 2) * 2 * (p == 2 ? 8 : 4);
          void *a = reserve(bytes), *b = cfg[c][1] == DFT_NOT_INPLACE ? reserve(bytes) : NULL;
          strncat(what, ": compute, memory short", sizeof what - strlen(what) - 1);
          if (a && (b || cfg[c][1] == DFT_INPLACE)) expect(dft_compute_forward(d, a, b), MEM, what);
          if (a) munmap(a, bytes);
          if (b) munmap(b, bytes);
        }
        dft_free(&d);
      }
  check(h_live == 0, "leak: %ld blocks", h_live);
}
static void case_long_complex(void) { long_lengths(1); }
static void case_long_real(void)
{
  long_lengths(0);
  {
    /* 2-D real in place: the padded row 2*(n/2+1) overflows the tight layout */
    const int64_t n2[2] = {2, ((int64_t)1 << 62) - 1};
    dft_descriptor *d = NULL;
    if (expect(dft_create(&d, DFT_DOUBLE, DFT_REAL, 2, n2), OK, "create 2 x (2^62-1)")) {
      commit_expect(d, INV, "commit real in place 2 x (2^62-1)");
      dft_set_config(d, DFT_PLACEMENT, DFT_NOT_INPLACE);
      commit_expect(d, INV | MEM, "commit real out of place 2 x (2^62-1)");
      dft_free(&d);
    }
  }
  check(h_live == 0, "leak: %ld blocks", h_live);
}

/* Strides and offsets whose extents overflow, or that land below zero. */
static void case_strides(void)
{
  static const struct { int64_t n, s0, s1; unsigned allowed; } t[] = {
    {2, 0, INT64_MAX, INV}, {2, INT64_MAX, 1, INV}, {2, INT64_MAX / 16, 1, INV},
    {2, 0, INT64_MIN, INC | INV}, {2, 0, -1, INC}, {4, 3, -1, OK}, {4, 0, (int64_t)1 << 61, INV},
    {4, 0, (int64_t)1 << 59, INV}, {4, 0, -((int64_t)1 << 61), INC | INV}, {4, INT64_MAX, -1, INV},
    {4, (int64_t)1 << 62, -((int64_t)1 << 60), INV}, {3, 0, INT64_MAX / 2 + 1, INV},
    {1, 0, INT64_MAX, OK}, {1, 0, INT64_MIN, OK}, {1, INT64_MAX, 1, INV}};
  size_t i;
  int p, which;
  for (i = 0; i < sizeof t / sizeof t[0]; i++)
    for (p = 1; p <= 2; p++)
      for (which = 0; which < 2; which++) {
        dft_descriptor *d = NULL;
        const int64_t s[2] = {t[i].s0, t[i].s1};
        char what[96];
        dft_status st;
        snprintf(what, sizeof what, "n=%lld %s strides {%lld, %lld} prec %d", (long long)t[i].n, which ? "BWD" : "FWD",
                 (long long)s[0], (long long)s[1], p);
        dft_create(&d, (dft_precision)p, DFT_COMPLEX, 1, &t[i].n);
        dft_set_config(d, DFT_PLACEMENT, DFT_NOT_INPLACE);
        st = dft_set_ints(d, which ? DFT_BWD_STRIDES : DFT_FWD_STRIDES, s);
        /* setters may already refuse a negative offset; a set one is checked at commit */
        if (st == DFT_OK) commit_expect(d, t[i].allowed, what);
        else expect(st, INV, what);
        dft_free(&d);
      }
  {
    /* strides of length-1 dimensions do not matter, whatever their size */
    static const int64_t big[] = {(int64_t)1 << 62, INT64_MAX, INT64_MIN, -((int64_t)1 << 62)};
    const int64_t n[3] = {1, 4, 1};
    size_t k;
    for (k = 0; k < sizeof big / sizeof big[0]; k++)
      for (p = 0; p < 4; p++) {
        dft_descriptor *d = NULL;
        const int64_t s[4] = {0, big[k], 1, big[k]};
        char what[96];
        snprintf(what, sizeof what, "length-1 dimensions with stride %lld (%s, %s)", (long long)big[k],
                 p & 1 ? "real" : "complex", p & 2 ? "split" : "interleaved");
        dft_create(&d, DFT_DOUBLE, p & 1 ? DFT_REAL : DFT_COMPLEX, 3, n);
        dft_set_config(d, DFT_PLACEMENT, DFT_NOT_INPLACE);
        if (p & 2) dft_set_config(d, DFT_COMPLEX_STORAGE, DFT_REAL_REAL);
        dft_set_ints(d, DFT_FWD_STRIDES, s);
        dft_set_ints(d, DFT_BWD_STRIDES, s);
        if (commit_expect(d, OK | INV, what) == DFT_OK) {
          double in[16] = {1, 2, 3, 4, 5, 6, 7, 8}, out[16], ore[8], oim[8];
          dft_status st = p & 2 ? dft_compute_forward_split(d, in, p & 1 ? NULL : in + 8, ore, oim)
                                : dft_compute_forward(d, in, out);
          expect(st, OK, what);
        }
        dft_free(&d);
      }
  }
  check(h_live == 0, "leak: %ld blocks", h_live);
}

/* Distances and batch counts whose extents overflow. */
static void case_batches(void)
{
  static const struct { int64_t n, howmany, fd, bd; int dom, inplace; unsigned allowed; } t[] = {
    {4, 3, (int64_t)1 << 62, 4, DFT_COMPLEX, 0, INV},
    {4, 3, -((int64_t)1 << 62), 4, DFT_COMPLEX, 0, INC | INV},
    {4, 3, INT64_MIN, 4, DFT_COMPLEX, 0, INC | INV},
    {4, INT64_MAX, 0, 0, DFT_COMPLEX, 0, INV},
    {4, INT64_MAX, 0, 0, DFT_COMPLEX, 1, INV},
    {1, (int64_t)1 << 60, 0, 0, DFT_COMPLEX, 0, INV},
    {1, (int64_t)1 << 59, 0, 0, DFT_COMPLEX, 0, INV},
    {1, (int64_t)1 << 40, 0, 0, DFT_COMPLEX, 0, OK | MEM},
    {4, 2, 0, ((int64_t)1 << 62) + 1, DFT_REAL, 1, INV | INC},
    {4, 2, 0, INT64_MAX, DFT_REAL, 1, INV | INC},
    {4, 2, 7, 0, DFT_REAL, 1, INC},
    {4, 2, INT64_MAX, 0, DFT_REAL, 1, INC | INV},
    {8, 1, 11, 0, DFT_REAL, 1, OK},          /* one transform: distances do not matter */
    {8, 1, 0, INT64_MAX, DFT_REAL, 1, OK},
    {8, 1, INT64_MIN, INT64_MIN, DFT_COMPLEX, 0, OK},
    {8, 1, 5, 7, DFT_COMPLEX, 1, OK | INC}}; /* readings 3 and 4 disagree here */
  size_t i;
  for (i = 0; i < sizeof t / sizeof t[0]; i++) {
    dft_descriptor *d = NULL;
    char what[128];
    dft_status st;
    snprintf(what, sizeof what, "n=%lld howmany %lld distances %lld %lld domain %d inplace %d", (long long)t[i].n,
             (long long)t[i].howmany, (long long)t[i].fd, (long long)t[i].bd, t[i].dom, t[i].inplace);
    dft_create(&d, DFT_DOUBLE, t[i].dom == DFT_REAL ? DFT_REAL : DFT_COMPLEX, 1, &t[i].n);
    if (!t[i].inplace) dft_set_config(d, DFT_PLACEMENT, DFT_NOT_INPLACE);
    expect(dft_set_int(d, DFT_NUMBER_OF_TRANSFORMS, t[i].howmany), OK, "set howmany");
    if (t[i].fd) dft_set_int(d, DFT_FWD_DISTANCE, t[i].fd);
    if (t[i].bd) dft_set_int(d, DFT_BWD_DISTANCE, t[i].bd);
    st = commit_expect(d, t[i].allowed, what);
    if (st == DFT_OK && t[i].howmany <= 64 / t[i].n) {
      double a[256] = {0}, b[256];
      expect(t[i].inplace ? dft_compute_forward(d, a, NULL) : dft_compute_forward(d, a, b), OK, what);
    }
    dft_free(&d);
  }
  {
    /* THREAD_LIMIT at the int64 limit */
    dft_descriptor *d = NULL;
    const int64_t n = 64;
    double a[128] = {0};
    dft_create(&d, DFT_DOUBLE, DFT_COMPLEX, 1, &n);
    expect(dft_set_int(d, DFT_THREAD_LIMIT, INT64_MAX), OK, "THREAD_LIMIT INT64_MAX");
    commit_expect(d, OK, "commit with THREAD_LIMIT INT64_MAX");
    expect(dft_compute_forward(d, a, NULL), OK, "compute with THREAD_LIMIT INT64_MAX");
    dft_free(&d);
  }
  check(h_live == 0, "leak: %ld blocks", h_live);
}

/* An aliasing layout (every stride 1) of 2^62+1 elements, 2 transforms: the counts of
   elements and of temporary scalars exceed int64. Commit must refuse, or compute must
   fail cleanly; it must never write outside its buffers. */
static void case_aliasing_count(void)
{
  static const int64_t n[6] = {5, 5581, 8681, 49477, 384773, 1}; /* product 2^62 + 1 */
  static const int64_t s[7] = {0, 1, 1, 1, 1, 1, 1};
  int dir;
  for (dir = 0; dir < 2; dir++) {
    dft_descriptor *d = NULL;
    double *in, *out;
    dft_status st;
    dft_create(&d, DFT_DOUBLE, DFT_REAL, 6, n);
    dft_set_config(d, DFT_PLACEMENT, DFT_NOT_INPLACE);
    dft_set_int(d, DFT_NUMBER_OF_TRANSFORMS, 2);
    dft_set_ints(d, DFT_FWD_STRIDES, s);
    dft_set_ints(d, DFT_BWD_STRIDES, s);
    dft_set_int(d, DFT_FWD_DISTANCE, 1);
    dft_set_int(d, DFT_BWD_DISTANCE, 1);
    st = commit_expect(d, INV | MEM | OK, "commit of 2 x (2^62+1) aliasing elements");
    if (st == DFT_OK) {
      /* extents: sum of (n_l - 1) + 2 elements, about 448k */
      in = (double *)calloc(2 * 450000, sizeof(double));
      out = (double *)calloc(2 * 450000, sizeof(double));
      snprintf(c_doing, sizeof c_doing, "compute %s of 2 x (2^62+1) aliasing elements", dir ? "backward" : "forward");
      st = dir ? dft_compute_backward(d, in, out) : dft_compute_forward(d, in, out);
      expect(st, INV | MEM, dir ? "compute backward of 2 x (2^62+1) aliasing elements"
                                : "compute forward of 2 x (2^62+1) aliasing elements");
      free(in);
      free(out);
    }
    dft_free(&d);
  }
  check(h_live == 0, "leak: %ld blocks", h_live);
}

/* Temporaries too large for memory: compute refuses before touching the buffers. */
static void case_compute_refusal(void)
{
  /* real 2-D 2^20 x (2^20 - 1), out of place: backward needs a temporary of the whole
     backward domain (8 TiB; an odd last length keeps it out of the output's rows, where
     an even one would hold it); the buffers are PROT_NONE reservations */
  const int64_t n[2] = {(int64_t)1 << 20, ((int64_t)1 << 20) - 1};
  const size_t bwd_bytes = ((size_t)1 << 20) * ((size_t)1 << 19) * 16,
               fwd_bytes = ((size_t)1 << 20) * (((size_t)1 << 20) - 1) * 8;
  dft_descriptor *d = NULL;
  void *in = reserve(bwd_bytes), *out = reserve(fwd_bytes);
  if (!in || !out) {
    printf("ok compute refusal: no 16 TiB address-space reservation here (skipped)\n");
  } else {
    dft_create(&d, DFT_DOUBLE, DFT_REAL, 2, n);
    dft_set_config(d, DFT_PLACEMENT, DFT_NOT_INPLACE);
    if (commit_expect(d, OK | MEM, "commit real 2^20 x (2^20 - 1)") == DFT_OK)
      expect(dft_compute_backward(d, in, out), MEM, "compute backward real 2^20 x (2^20 - 1) (8 TiB temporary)");
    dft_free(&d);
  }
  if (in) munmap(in, bwd_bytes);
  if (out) munmap(out, fwd_bytes);
  check(h_live == 0, "leak: %ld blocks", h_live);
}

/* More than 2^31 elements with memory short (HOSTILE_CAP): a clean refusal. */
static void case_big_refusal(void)
{
  {
    /* 1-D complex single, 3 * 2^30 points: the plan is small (four-step), the
       temporary of the whole transform (24 GiB) exceeds the cap: MEMORY at compute */
    const int64_t n = (int64_t)3 << 30;
    const size_t bytes = (size_t)n * 8;
    void *buf = reserve(bytes);
    dft_descriptor *d = NULL;
    dft_create(&d, DFT_SINGLE, DFT_COMPLEX, 1, &n);
    if (commit_expect(d, OK, "commit 1-D complex single 3*2^30") == DFT_OK && buf)
      expect(dft_compute_forward(d, buf, NULL), MEM, "compute 1-D complex single 3*2^30, memory short");
    dft_free(&d);
    if (buf) munmap(buf, bytes);
  }
  {
    /* 2-D real single 32768 x 69633 (2.28e9 elements) out of place: the plans are small,
       so commit succeeds; the backward transform needs a temporary of the whole backward
       domain (9.1 GB; in place, or with an even last length, it runs without one):
       MEMORY, with the (reserved, untouchable) data intact */
    const int64_t n[2] = {32768, 69633};
    const size_t bytes = (size_t)32768 * 2 * (69633 / 2 + 1) * 4, obytes = (size_t)32768 * 69633 * 4;
    void *buf = reserve(bytes), *obuf = reserve(obytes);
    dft_descriptor *d = NULL;
    dft_create(&d, DFT_SINGLE, DFT_REAL, 2, n);
    dft_set_config(d, DFT_PLACEMENT, DFT_NOT_INPLACE);
    if (commit_expect(d, OK | MEM, "commit 2-D real single 32768 x 69633") == DFT_OK && buf && obuf)
      expect(dft_compute_backward(d, buf, obuf), MEM, "compute backward 2-D real single 32768 x 69633, memory short");
    dft_free(&d);
    if (buf) munmap(buf, bytes);
    if (obuf) munmap(obuf, obytes);
  }
  check(h_live == 0, "leak: %ld blocks", h_live);
}

/* Scales at the limits of the precision: no trap, no crash. */
static void case_scales(void)
{
  static const double sc[] = {1e300, -1e300, 1e-320, 3.4e38, 1e39, 0.0};
  size_t i;
  int p;
  for (i = 0; i < sizeof sc / sizeof sc[0]; i++)
    for (p = 1; p <= 2; p++) {
      dft_descriptor *d = NULL;
      const int64_t n = 16;
      double a[64];
      int k;
      for (k = 0; k < 64; k++) a[k] = 0.5;
      dft_create(&d, (dft_precision)p, DFT_COMPLEX, 1, &n);
      expect(dft_set_real(d, DFT_FORWARD_SCALE, sc[i]), OK, "set scale");
      commit_expect(d, OK, "commit with an extreme scale");
      expect(dft_compute_forward(d, a, NULL), OK, "compute with an extreme scale");
      dft_free(&d);
    }
  check(h_live == 0, "leak: %ld blocks", h_live);
}

static const struct { const char *name; void (*fn)(void); } cases[] = {
  {"create: hostile lengths and products", case_create},
  {"commit: real lengths too long to plan", case_long_real},
  {"commit: complex lengths too long to plan", case_long_complex},
  {"commit: stride and offset extents", case_strides},
  {"commit: distances and batch counts", case_batches},
  {"element counts beyond int64 through aliasing strides", case_aliasing_count},
  {"compute: temporaries beyond memory", case_compute_refusal},
  {"more than 2^31 elements, memory short", case_big_refusal},
  {"scales at the limits", case_scales},
};

int main(void)
{
  size_t i;
  long pass = 0, fail = 0;
  for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    int fd[2], status;
    pid_t pid;
    long res[2] = {0, 1};
    fflush(stdout);
    if (pipe(fd)) { perror("pipe"); return 2; }
    pid = fork();
    if (pid == 0) {
      close(fd[0]);
      c_name = cases[i].name;
      signal(SIGALRM, on_alarm);
      alarm(HANG_S);
      cases[i].fn();
      if (ub_reports) c_fail += ub_reports;
      res[0] = c_pass; res[1] = c_fail;
      if (write(fd[1], res, sizeof res) != (ssize_t)sizeof res) _exit(3);
      fflush(stdout);
      _exit(0);
    }
    close(fd[1]);
    if (read(fd[0], res, sizeof res) != (ssize_t)sizeof res) { res[0] = 0; res[1] = 1; }
    close(fd[0]);
    waitpid(pid, &status, 0);
    if (WIFEXITED(status) && WEXITSTATUS(status) == 9) res[1] = res[1] ? res[1] : 1;
    if (WIFSIGNALED(status)) {
      printf("FAIL %s: killed by signal %d (%s)\n", cases[i].name, WTERMSIG(status),
             WTERMSIG(status) == SIGALRM ? "hang" : "crash");
      res[1] = res[1] ? res[1] : 1;
    }
    if (!res[1]) printf("ok %s (%ld checks)\n", cases[i].name, res[0]);
    pass += res[0];
    fail += res[1];
  }
  printf("%ld passed, %ld failed\n", pass, fail);
  return fail != 0;
}
