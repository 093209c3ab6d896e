/* test_alloc.c - allocation-failure injection through the DFT_MALLOC/DFT_FREE hooks.

   For a representative set of descriptors (1-D/2-D/3-D, complex and real, split and
   packed storage, Bluestein lengths, batches, strided in-place real), a script of calls
   (create, set, commit, compute both ways, copy, compute with the copy, set + recommit,
   commit of a committed descriptor, compute, free) is run once to count the allocations
   it makes, then once per k = 1..K with the k-th allocation failing:
     - one-shot: only the k-th fails;
     - persistent: the k-th and every later one fails until the failing call returned.
   Checked for every injected failure:
     - the call that met it returns DFT_ERROR_MEMORY (no other call does);
     - it changed nothing: *desc / *dst untouched (create, copy), the commit status
       unchanged (commit), every user buffer bitwise unchanged (compute);
     - the descriptor stays freeable and, once allocations succeed again, the same call
       succeeds and the whole script ends with results bitwise equal to the clean run;
     - nothing leaks: the hook's live-block count is 0 after the frees (and the program
       is built with AddressSanitizer, whose LeakSanitizer checks at exit).
   Concurrent calls: a committed descriptor keeps a small pool of workspaces, so a
   compute call allocates only when the pool is taken; THREADS threads compute with
   one descriptor at once while every allocation fails: each call must either succeed
   with the right result or return DFT_ERROR_MEMORY with its buffers untouched.
   Also: dft_malloc alignment, dft_malloc(huge) == NULL, dft_free_memory(NULL).
   Usage: test_alloc [quick]   (quick: one-shot failures only, every other case, no
   concurrent phase; for valgrind in make test). Build: mk/reliability.mk (clang -fsanitize=address,undefined,
   no OpenMP; and plain gcc for valgrind). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <pthread.h>

/* ------------------------------------------------------------------- hooks */
static long h_count;    /* allocations so far in this run */
static long h_fail_at;  /* 1-based allocation number that fails; 0: none */
static int h_persist;   /* fail every allocation from h_fail_at on */
static long h_failed;   /* allocations refused since the counter was cleared */
static long h_live;     /* blocks allocated and not freed */

void *dft_test_malloc(size_t sz)
{
  void *p;
  const long k = __atomic_add_fetch(&h_count, 1, __ATOMIC_RELAXED);
  if (h_fail_at && (k == h_fail_at || (h_persist && k > h_fail_at))) {
    __atomic_add_fetch(&h_failed, 1, __ATOMIC_RELAXED);
    return NULL;
  }
  p = malloc(sz ? sz : 1);
  if (p) __atomic_add_fetch(&h_live, 1, __ATOMIC_RELAXED);
  return p;
}
void dft_test_free(void *p)
{
  if (p) { __atomic_sub_fetch(&h_live, 1, __ATOMIC_RELAXED); free(p); }
}
/* dft.h's implementation, its allocations through the hooks above (tests/impl_hooked.c:
   this file's own, or with DFT_TEST_LINKED_IMPL a shared object of it) */
#ifdef DFT_TEST_LINKED_IMPL
#include "dft.h"
#else
#include "impl_hooked.c"
#endif

/* ----------------------------------------------------------------- harness */
static long g_pass, g_fail;
static int check(int ok, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
#include <stdarg.h>
static int check(int ok, const char *fmt, ...)
{
  va_list ap;
  if (ok) { g_pass++; return 1; }
  g_fail++;
  if (g_fail <= 60) {
    printf("FAIL ");
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
  }
  return 0;
}

/* ------------------------------------------------------------------ cases */
typedef struct {
  const char *name;
  dft_precision prec;
  dft_domain dom;
  int dim;
  int64_t n[3];
  int64_t howmany;
  int inplace, split, packed; /* packed: DFT_CCS/PACK/PERM_FORMAT or 0 */
  int strided;                /* in-place real with backward last stride 2 (copies) */
} acase;

static const acase cases[] = {
  {"c2c 1-D 64 double in place", DFT_DOUBLE, DFT_COMPLEX, 1, {64}, 1, 1, 0, 0, 0},
  {"c2c 1-D 97 single out of place (Bluestein)", DFT_SINGLE, DFT_COMPLEX, 1, {97}, 1, 0, 0, 0, 0},
  {"c2c 1-D 1 double", DFT_DOUBLE, DFT_COMPLEX, 1, {1}, 1, 1, 0, 0, 0},
  {"c2c 2-D 6x10 double batch 3 out of place", DFT_DOUBLE, DFT_COMPLEX, 2, {6, 10}, 3, 0, 0, 0, 0},
  {"c2c 3-D 3x4x67 single split out of place (Bluestein)", DFT_SINGLE, DFT_COMPLEX, 3, {3, 4, 67}, 1, 0, 1, 0, 0},
  {"c2c 2-D 67x67 double in place (one Bluestein plan)", DFT_DOUBLE, DFT_COMPLEX, 2, {67, 67}, 1, 1, 0, 0, 0},
  {"r2c 1-D 30 double in place", DFT_DOUBLE, DFT_REAL, 1, {30}, 1, 1, 0, 0, 0},
  {"r2c 1-D 127 single out of place (odd, Bluestein)", DFT_SINGLE, DFT_REAL, 1, {127}, 1, 0, 0, 0, 0},
  {"r2c 1-D 166 double batch 2 (even, Bluestein half)", DFT_DOUBLE, DFT_REAL, 1, {166}, 2, 0, 0, 0, 0},
  {"r2c 2-D 5x12 double in place", DFT_DOUBLE, DFT_REAL, 2, {5, 12}, 1, 1, 0, 0, 0},
  {"r2c 3-D 3x4x97 single batch 2 out of place", DFT_SINGLE, DFT_REAL, 3, {3, 4, 97}, 2, 0, 0, 0, 0},
  {"r2c 1-D 16 double split in place batch 3", DFT_DOUBLE, DFT_REAL, 1, {16}, 3, 1, 1, 0, 0},
  {"r2c 2-D 4x8 single split out of place", DFT_SINGLE, DFT_REAL, 2, {4, 8}, 1, 0, 1, 0, 0},
  {"r2c 2-D 3x8 double in place, strided (copy pass)", DFT_DOUBLE, DFT_REAL, 2, {3, 8}, 2, 1, 0, 0, 1},
  {"r2c 1-D 20 double CCS batch 2 out of place", DFT_DOUBLE, DFT_REAL, 1, {20}, 2, 0, 0, DFT_CCS_FORMAT, 0},
  {"r2c 1-D 15 single PACK in place", DFT_SINGLE, DFT_REAL, 1, {15}, 1, 1, 0, DFT_PACK_FORMAT, 0},
  {"r2c 1-D 12 double PERM in place batch 2", DFT_DOUBLE, DFT_REAL, 1, {12}, 2, 1, 0, DFT_PERM_FORMAT, 0},
};
#define NCASES ((int)(sizeof cases / sizeof cases[0]))

/* Buffers of one case: sized generously (4x the forward element count, complex),
   filled deterministically. in/out: re arrays; in2/out2: im arrays (split). */
typedef struct {
  size_t bytes;
  unsigned char *buf[4];  /* in, in_im, out, out_im */
} bufs_t;

static size_t case_elems(const acase *c)
{
  size_t N = (size_t)c->howmany;
  int l;
  for (l = 0; l < c->dim; l++) N *= (size_t)(c->n[l] + 2);
  return N;
}
static void bufs_init(bufs_t *b, const acase *c)
{
  const size_t ssz = c->prec == DFT_SINGLE ? 4 : 8, cnt = 4 * case_elems(c) + 64;
  size_t i;
  int k;
  b->bytes = cnt * ssz;
  for (k = 0; k < 4; k++) {
    b->buf[k] = (unsigned char *)malloc(b->bytes);
    for (i = 0; i < cnt; i++) {
      const double v = sin(0.37 * (double)(i + 1) + k) * ((i * 7 + k) % 5 == 0 ? 2.0 : 1.0);
      if (ssz == 4) { float f = (float)v; memcpy(b->buf[k] + i * 4, &f, 4); }
      else memcpy(b->buf[k] + i * 8, &v, 8);
    }
  }
}
static void bufs_free(bufs_t *b)
{
  int k;
  for (k = 0; k < 4; k++) free(b->buf[k]);
}

/* Creates and configures a descriptor for case c (no commit). */
static dft_status case_create(const acase *c, dft_descriptor **d)
{
  dft_status st = dft_create(d, c->prec, c->dom, c->dim, c->n);
  if (st != DFT_OK) return st;
  if (c->howmany > 1 && (st = dft_set_int(*d, DFT_NUMBER_OF_TRANSFORMS, c->howmany)) != DFT_OK) return st;
  if (!c->inplace && (st = dft_set_config(*d, DFT_PLACEMENT, DFT_NOT_INPLACE)) != DFT_OK) return st;
  if (c->split && (st = dft_set_config(*d, DFT_COMPLEX_STORAGE, DFT_REAL_REAL)) != DFT_OK) return st;
  if (c->packed) {
    if ((st = dft_set_config(*d, DFT_CONJUGATE_EVEN_STORAGE, DFT_COMPLEX_REAL)) != DFT_OK) return st;
    if ((st = dft_set_config(*d, DFT_PACKED_FORMAT, (dft_config_value)c->packed)) != DFT_OK) return st;
  }
  if (c->strided) { /* backward: last stride 2 (complex), rows of n/2+1 spaced 2*(n/2+1) */
    const int64_t h = c->n[1] / 2 + 1;
    const int64_t bs[3] = {0, 2 * h, 2}, fs[3] = {0, 4 * h, 2};
    if ((st = dft_set_ints(*d, DFT_BWD_STRIDES, bs)) != DFT_OK) return st;
    if ((st = dft_set_ints(*d, DFT_FWD_STRIDES, fs)) != DFT_OK) return st;
    if ((st = dft_set_int(*d, DFT_BWD_DISTANCE, 2 * h * c->n[0])) != DFT_OK) return st;
    if ((st = dft_set_int(*d, DFT_FWD_DISTANCE, 4 * h * c->n[0])) != DFT_OK) return st;
  }
  return DFT_OK;
}

static dft_status compute(const dft_descriptor *d, const acase *c, int dir, bufs_t *b)
{
  void *in = b->buf[0], *in_im = b->buf[1], *out = b->buf[2], *out_im = b->buf[3];
  if (!c->split) {
    if (c->inplace) out = NULL;
    return dir ? dft_compute_backward(d, in, out) : dft_compute_forward(d, in, out);
  }
  if (c->inplace) out = out_im = NULL;
  else if (c->dom == DFT_REAL) { if (dir == 0) in_im = NULL; else out_im = NULL; }
  return dir ? dft_compute_backward_split(d, in, in_im, out, out_im)
             : dft_compute_forward_split(d, in, in_im, out, out_im);
}

/* The script. `inject` (k > 0): the k-th allocation fails (persistently or not);
   every call that returns DFT_ERROR_MEMORY is checked and retried. Leaves the final
   buffers in *b. Returns the number of allocations made. */
static long run_script(const acase *c, long k, int persist, bufs_t *b, int *n_mem)
{
  dft_descriptor *d = NULL, *e = NULL, *const sentinel = (dft_descriptor *)(uintptr_t)0x1234;
  dft_status st;
  int step, dir;
  unsigned char *snap = (unsigned char *)malloc(4 * b->bytes);
  h_count = 0; h_fail_at = k; h_persist = persist; h_failed = 0;
  *n_mem = 0;
#define CALL(expr, what, on_mem_check)                                                    \
  for (;;) {                                                                              \
    const long before = h_failed;                                                         \
    st = (expr);                                                                          \
    if (st == DFT_ERROR_MEMORY) {                                                         \
      (*n_mem)++;                                                                         \
      check(h_failed > before, "%s: %s returned DFT_ERROR_MEMORY with no failed allocation (k=%ld)", c->name, what, k); \
      on_mem_check;                                                                       \
      h_fail_at = 0; /* allocations succeed again: retry */                               \
      continue;                                                                           \
    }                                                                                     \
    check(h_failed == before, "%s: %s met a failed allocation (k=%ld) and returned %d, not DFT_ERROR_MEMORY", \
          c->name, what, k, (int)st);                                                     \
    break;                                                                                \
  }
  /* create + configure: each setter allocates nothing, so one retry loop covers it */
  for (;;) {
    const long before = h_failed;
    d = sentinel;
    st = dft_create(&d, c->prec, c->dom, c->dim, c->n);
    if (st == DFT_ERROR_MEMORY) {
      (*n_mem)++;
      check(h_failed > before && d == sentinel, "%s: failed create touched *desc or had no failed allocation", c->name);
      h_fail_at = 0;
      continue;
    }
    check(st == DFT_OK && h_failed == before, "%s: create: %d", c->name, (int)st);
    dft_free(&d);
    break;
  }
  d = NULL;
  CALL(case_create(c, &d), "create+set", (check(d == NULL, "%s: failed create touched *desc", c->name)));
  for (step = 0; step < 2; step++) {
    dft_config_value cs0 = DFT_UNCOMMITTED, cs1 = DFT_UNCOMMITTED;
    dft_get_config(d, DFT_COMMIT_STATUS, &cs0);
    /* the second commit is of a committed descriptor: on failure it stays committed */
    CALL(dft_commit(d), step ? "recommit" : "commit",
         (dft_get_config(d, DFT_COMMIT_STATUS, &cs1),
          check(cs1 == cs0, "%s: a failed commit changed the commit status", c->name)));
    check(st == DFT_OK, "%s: commit: %d", c->name, (int)st);
  }
  for (dir = 0; dir < 2; dir++) {
    memcpy(snap, b->buf[0], b->bytes); memcpy(snap + b->bytes, b->buf[1], b->bytes);
    memcpy(snap + 2 * b->bytes, b->buf[2], b->bytes); memcpy(snap + 3 * b->bytes, b->buf[3], b->bytes);
    CALL(compute(d, c, dir, b), dir ? "compute_backward" : "compute_forward",
         check(!memcmp(snap, b->buf[0], b->bytes) && !memcmp(snap + b->bytes, b->buf[1], b->bytes) &&
               !memcmp(snap + 2 * b->bytes, b->buf[2], b->bytes) && !memcmp(snap + 3 * b->bytes, b->buf[3], b->bytes),
               "%s: a compute failing with DFT_ERROR_MEMORY wrote user memory", c->name));
    check(st == DFT_OK, "%s: compute %d: %d", c->name, dir, (int)st);
  }
  e = sentinel;
  CALL(dft_copy(d, &e), "copy", check(e == sentinel, "%s: a failed copy touched *dst", c->name));
  check(st == DFT_OK, "%s: copy: %d", c->name, (int)st);
  if (st == DFT_OK) {
    dft_config_value cs = DFT_UNCOMMITTED;
    dft_get_config(e, DFT_COMMIT_STATUS, &cs);
    check(cs == DFT_COMMITTED, "%s: copy of a committed descriptor is not committed", c->name);
    CALL(compute(e, c, 0, b), "compute_forward (copy)", (void)0);
    check(st == DFT_OK, "%s: compute with the copy: %d", c->name, (int)st);
    dft_free(&e);
    check(e == NULL, "%s: dft_free did not clear the pointer", c->name);
  }
  /* uncommit with a set, then a commit and compute again */
  check(dft_set_real(d, DFT_BACKWARD_SCALE, 0.5) == DFT_OK, "%s: set scale", c->name);
  CALL(dft_commit(d), "commit after set", (void)0);
  CALL(compute(d, c, 1, b), "compute_backward after recommit", (void)0);
  check(st == DFT_OK, "%s: compute after recommit: %d", c->name, (int)st);
  dft_free(&d);
  check(d == NULL, "%s: dft_free did not clear the pointer", c->name);
  check(h_live == 0, "%s: %ld blocks leaked (k=%ld, %s)", c->name, h_live, k, persist ? "persistent" : "one-shot");
  free(snap);
  h_fail_at = 0;
#undef CALL
  return h_count;
}

/* ------------------------------------------------------ concurrent calls */
#define THREADS 4
#define ITERS 40
typedef struct {
  const acase *c;
  const dft_descriptor *d;
  const bufs_t *init, *ref; /* input and the result of a forward call made alone */
  long ok, mem, bad;
} conc_t;

static void *conc_worker(void *arg)
{
  conc_t *w = (conc_t *)arg;
  bufs_t b;
  int it, q;
  bufs_init(&b, w->c);
  for (it = 0; it < ITERS; it++) {
    dft_status st;
    for (q = 0; q < 4; q++) memcpy(b.buf[q], w->init->buf[q], b.bytes);
    st = compute(w->d, w->c, 0, &b);
    if (st == DFT_OK) {
      int same = 1;
      for (q = 0; q < 4; q++) same &= !memcmp(b.buf[q], w->ref->buf[q], b.bytes);
      if (same) w->ok++; else w->bad++;
    } else if (st == DFT_ERROR_MEMORY) {
      int same = 1;
      for (q = 0; q < 4; q++) same &= !memcmp(b.buf[q], w->init->buf[q], b.bytes);
      if (same) w->mem++; else w->bad++;
    } else w->bad++;
  }
  bufs_free(&b);
  return NULL;
}

static void concurrent_failures(void)
{
  int ci;
  long tot_ok = 0, tot_mem = 0;
  for (ci = 0; ci < NCASES; ci++) {
    const acase *c = &cases[ci];
    dft_descriptor *d = NULL;
    bufs_t init, ref;
    conc_t w[THREADS];
    pthread_t th[THREADS];
    int t;
    if (!check(case_create(c, &d) == DFT_OK && dft_commit(d) == DFT_OK, "%s: commit (concurrent)", c->name)) {
      dft_free(&d);
      continue;
    }
    bufs_init(&init, c);
    bufs_init(&ref, c);
    check(compute(d, c, 0, &ref) == DFT_OK, "%s: compute alone", c->name);
    h_fail_at = 1; h_persist = 1; h_count = 0; /* from now on every allocation fails */
    for (t = 0; t < THREADS; t++) {
      w[t].c = c; w[t].d = d; w[t].init = &init; w[t].ref = &ref; w[t].ok = w[t].mem = w[t].bad = 0;
      pthread_create(&th[t], NULL, conc_worker, &w[t]);
    }
    for (t = 0; t < THREADS; t++) pthread_join(th[t], NULL);
    h_fail_at = 0; h_persist = 0;
    for (t = 0; t < THREADS; t++) {
      check(w[t].bad == 0, "%s: %ld concurrent calls under failing allocations gave a wrong result, a wrong "
            "status or wrote their buffers", c->name, w[t].bad);
      tot_ok += w[t].ok;
      tot_mem += w[t].mem;
    }
    bufs_free(&init);
    bufs_free(&ref);
    dft_free(&d);
    check(h_live == 0, "%s: %ld blocks leaked (concurrent)", c->name, h_live);
  }
  printf("ok concurrent calls with every allocation failing: %ld succeeded (pooled workspace), "
         "%ld returned DFT_ERROR_MEMORY\n", tot_ok, tot_mem);
}

int main(int argc, char **argv)
{
  int ci;
  long total_inj = 0;
  const int quick = argc > 1 && !strcmp(argv[1], "quick");
  for (ci = 0; ci < NCASES; ci += quick ? 2 : 1) {
    const acase *c = &cases[ci];
    bufs_t ref, b;
    long K, k;
    int n_mem, persist, mism = 0, no_mem = 0;
    bufs_init(&ref, c);
    K = run_script(c, 0, 0, &ref, &n_mem);
    check(n_mem == 0, "%s: DFT_ERROR_MEMORY without injection", c->name);
    for (persist = 0; persist < (quick ? 1 : 2); persist++)
      for (k = 1; k <= K; k++) {
        int q;
        bufs_init(&b, c);
        run_script(c, k, persist, &b, &n_mem);
        total_inj++;
        if (!n_mem) no_mem++;
        for (q = 0; q < 4; q++)
          if (memcmp(b.buf[q], ref.buf[q], b.bytes)) mism++;
        bufs_free(&b);
      }
    check(no_mem == 0, "%s: %d injected failures surfaced as no DFT_ERROR_MEMORY", c->name, no_mem);
    check(mism == 0, "%s: %d runs with an injected failure ended with other results than the clean run", c->name, mism);
    printf("ok %s: %ld allocations, each failed once%s\n", c->name, K, quick ? "" : " and persistently");
    bufs_free(&ref);
  }
  /* dft_malloc itself */
  {
    size_t sz;
    for (sz = 0; sz < 300; sz += 37) {
      void *p = dft_malloc(sz);
      check(p && ((uintptr_t)p & 63) == 0, "dft_malloc(%zu) not 64-byte aligned", sz);
      if (p) memset(p, 1, sz);
      dft_free_memory(p);
    }
    check(dft_malloc(SIZE_MAX) == NULL, "dft_malloc(SIZE_MAX) != NULL");
    check(dft_malloc(SIZE_MAX - 64) == NULL, "dft_malloc(SIZE_MAX-64) != NULL");
    h_fail_at = h_count + 1; h_persist = 0;
    check(dft_malloc(16) == NULL, "dft_malloc with a failing DFT_MALLOC != NULL");
    h_fail_at = 0;
    dft_free_memory(NULL);
    check(h_live == 0, "dft_malloc leaked");
  }
  printf("ok %ld runs with an injected allocation failure\n", total_inj);
  if (!quick) concurrent_failures();
  printf("%ld passed, %ld failed\n", g_pass, g_fail);
  return g_fail != 0;
}
