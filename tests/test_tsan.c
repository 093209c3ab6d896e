/* test_tsan.c - dft.h under ThreadSanitizer, with POSIX threads.

   1. Shared descriptors: several committed descriptors (complex and real, 1-D to 3-D,
      Bluestein, batches, split, packed, in place with a copy pass) are used by THREADS
      threads at once, each on its own buffers, also reading them (getters,
      dft_backend_problem) and copying them; every result must equal, bitwise, the
      result of the same call made alone.
   2. Independent descriptors: every thread creates, configures, commits, computes,
      copies, recommits and frees its own descriptors, all at once.
   Built with clang -fsanitize=thread and without OpenMP (-DDFT_NO_OPENMP; libgomp is
   not TSan-instrumented and gives false reports). A data race makes TSan report and
   the program exit with a nonzero status (TSAN_OPTIONS exitcode, 66 by default).
   Usage: test_tsan [rounds]  (default 3; make check-all uses more). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <pthread.h>

#define DFT_IMPLEMENTATION
#include "dft.h"

#define THREADS 4

static long g_pass, g_fail;
static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static void check(int ok, const char *what, const char *name)
{
  pthread_mutex_lock(&g_lock);
  if (ok) g_pass++;
  else if (++g_fail <= 40) printf("FAIL %s: %s\n", name, what);
  pthread_mutex_unlock(&g_lock);
}

typedef struct {
  const char *name;
  dft_precision prec;
  dft_domain dom;
  int dim;
  int64_t n[3];
  int64_t howmany;
  int inplace, split, packed, strided;
} tcase;

static const tcase cases[] = {
  {"c2c 1-D 256 double in place", DFT_DOUBLE, DFT_COMPLEX, 1, {256}, 1, 1, 0, 0, 0},
  {"c2c 1-D 97 single out of place (Bluestein)", DFT_SINGLE, DFT_COMPLEX, 1, {97}, 2, 0, 0, 0, 0},
  {"c2c 3-D 4x6x5 double batch 2 out of place", DFT_DOUBLE, DFT_COMPLEX, 3, {4, 6, 5}, 2, 0, 0, 0, 0},
  {"c2c 2-D 8x12 single split in place", DFT_SINGLE, DFT_COMPLEX, 2, {8, 12}, 1, 1, 1, 0, 0},
  {"r2c 2-D 16x12 double in place", DFT_DOUBLE, DFT_REAL, 2, {16, 12}, 1, 1, 0, 0, 0},
  {"r2c 1-D 127 single out of place batch 3 (Bluestein)", DFT_SINGLE, DFT_REAL, 1, {127}, 3, 0, 0, 0, 0},
  {"r2c 2-D 3x8 double in place strided (copy pass)", DFT_DOUBLE, DFT_REAL, 2, {3, 8}, 2, 1, 0, 0, 1},
  {"r2c 1-D 20 double split in place batch 2", DFT_DOUBLE, DFT_REAL, 1, {20}, 2, 1, 1, 0, 0},
  {"r2c 1-D 18 double CCS out of place", DFT_DOUBLE, DFT_REAL, 1, {18}, 1, 0, 0, DFT_CCS_FORMAT, 0},
};
#define NCASES ((int)(sizeof cases / sizeof cases[0]))

static size_t case_scalars(const tcase *c)
{
  size_t N = (size_t)c->howmany * 4 + 64;
  int l;
  for (l = 0; l < c->dim; l++) N *= (size_t)(c->n[l] + 2);
  return N;
}

static dft_status make(const tcase *c, dft_descriptor **d)
{
  dft_status st = dft_create(d, c->prec, c->dom, c->dim, c->n);
  if (st != DFT_OK) return st;
  if (c->howmany > 1) dft_set_int(*d, DFT_NUMBER_OF_TRANSFORMS, c->howmany);
  if (!c->inplace) dft_set_config(*d, DFT_PLACEMENT, DFT_NOT_INPLACE);
  if (c->split) dft_set_config(*d, DFT_COMPLEX_STORAGE, DFT_REAL_REAL);
  if (c->packed) {
    dft_set_config(*d, DFT_CONJUGATE_EVEN_STORAGE, DFT_COMPLEX_REAL);
    dft_set_config(*d, DFT_PACKED_FORMAT, (dft_config_value)c->packed);
  }
  if (c->strided) {
    const int64_t h = c->n[1] / 2 + 1, bs[3] = {0, 2 * h, 2}, fs[3] = {0, 4 * h, 2};
    dft_set_ints(*d, DFT_BWD_STRIDES, bs);
    dft_set_ints(*d, DFT_FWD_STRIDES, fs);
    dft_set_int(*d, DFT_BWD_DISTANCE, 2 * h * c->n[0]);
    dft_set_int(*d, DFT_FWD_DISTANCE, 4 * h * c->n[0]);
  }
  dft_set_real(*d, DFT_BACKWARD_SCALE, 0.25);
  return dft_commit(*d);
}

/* Four arrays of `len` scalars: in, in_im, out, out_im. */
typedef struct { unsigned char *a[4]; size_t bytes; } bufs_t;
static void bufs_fill(bufs_t *b, const tcase *c, unsigned seed)
{
  const size_t ssz = c->prec == DFT_SINGLE ? 4 : 8, len = case_scalars(c);
  size_t i;
  int k;
  b->bytes = len * ssz;
  for (k = 0; k < 4; k++) {
    b->a[k] = (unsigned char *)realloc(b->a[k], b->bytes);
    for (i = 0; i < len; i++) {
      const double v = cos(0.71 * (double)i + 0.3 * k + seed);
      if (ssz == 4) { float f = (float)v; memcpy(b->a[k] + i * 4, &f, 4); }
      else memcpy(b->a[k] + i * 8, &v, 8);
    }
  }
}
static void bufs_free(bufs_t *b) { int k; for (k = 0; k < 4; k++) { free(b->a[k]); b->a[k] = NULL; } }

static dft_status compute(const dft_descriptor *d, const tcase *c, int dir, bufs_t *b)
{
  void *in = b->a[0], *in_im = b->a[1], *out = b->a[2], *out_im = b->a[3];
  if (!c->split) {
    if (c->inplace) out = NULL;
    return dir ? dft_compute_backward(d, in, out) : dft_compute_forward(d, in, out);
  }
  if (c->inplace) out = out_im = NULL;
  else if (c->dom == DFT_REAL) { if (dir == 0) in_im = NULL; else out_im = NULL; }
  return dir ? dft_compute_backward_split(d, in, in_im, out, out_im)
             : dft_compute_forward_split(d, in, in_im, out, out_im);
}

/* The results of forward then backward, made alone, per case and seed. */
static dft_descriptor *shared[NCASES];
static bufs_t expect[NCASES][THREADS];
static int rounds = 3;

static void *shared_worker(void *arg)
{
  const int t = (int)(intptr_t)arg;
  int r, ci, q;
  bufs_t b = {{NULL, NULL, NULL, NULL}, 0};
  for (r = 0; r < rounds; r++)
    for (ci = 0; ci < NCASES; ci++) {
      const int c = (ci + t) % NCASES; /* threads start on different cases */
      const tcase *tc = &cases[c];
      dft_descriptor *copy = NULL;
      dft_problem pb;
      int64_t v = 0;
      int ok;
      bufs_fill(&b, tc, (unsigned)t);
      ok = compute(shared[c], tc, 0, &b) == DFT_OK && compute(shared[c], tc, 1, &b) == DFT_OK;
      for (q = 0; q < 4; q++) ok = ok && !memcmp(b.a[q], expect[c][t].a[q], b.bytes);
      check(ok, "concurrent compute on a shared descriptor differs from the same call alone", tc->name);
      /* readers of the shared descriptor */
      check(dft_get_int(shared[c], DFT_NUMBER_OF_TRANSFORMS, &v) == DFT_OK && v == tc->howmany, "get_int", tc->name);
      check(dft_backend_problem(shared[c], &pb) == DFT_OK, "backend_problem", tc->name);
      /* a copy, used at once */
      check(dft_copy(shared[c], &copy) == DFT_OK, "copy of a shared descriptor", tc->name);
      if (copy) {
        bufs_fill(&b, tc, (unsigned)t);
        ok = compute(copy, tc, 0, &b) == DFT_OK && compute(copy, tc, 1, &b) == DFT_OK;
        for (q = 0; q < 4; q++) ok = ok && !memcmp(b.a[q], expect[c][t].a[q], b.bytes);
        check(ok, "copy computes other results", tc->name);
        dft_free(&copy);
      }
    }
  bufs_free(&b);
  return NULL;
}

static void *independent_worker(void *arg)
{
  const int t = (int)(intptr_t)arg;
  int r, ci;
  bufs_t b = {{NULL, NULL, NULL, NULL}, 0}, b2 = {{NULL, NULL, NULL, NULL}, 0};
  for (r = 0; r < rounds; r++)
    for (ci = 0; ci < NCASES; ci++) {
      const int c = (ci + 2 * t) % NCASES;
      const tcase *tc = &cases[c];
      dft_descriptor *d = NULL, *e = NULL;
      int ok, q;
      check(make(tc, &d) == DFT_OK, "create/commit", tc->name);
      bufs_fill(&b, tc, (unsigned)t);
      ok = compute(d, tc, 0, &b) == DFT_OK && compute(d, tc, 1, &b) == DFT_OK;
      for (q = 0; q < 4; q++) ok = ok && !memcmp(b.a[q], expect[c][t].a[q], b.bytes);
      check(ok, "own descriptor computes other results", tc->name);
      check(dft_copy(d, &e) == DFT_OK, "copy", tc->name);
      dft_free(&d);
      /* uncommit the copy, change it back and recommit */
      check(dft_set_real(e, DFT_BACKWARD_SCALE, 1.0) == DFT_OK && dft_set_real(e, DFT_BACKWARD_SCALE, 0.25) == DFT_OK &&
            dft_commit(e) == DFT_OK, "recommit of a copy", tc->name);
      bufs_fill(&b2, tc, (unsigned)t);
      ok = compute(e, tc, 0, &b2) == DFT_OK && compute(e, tc, 1, &b2) == DFT_OK;
      for (q = 0; q < 4; q++) ok = ok && !memcmp(b2.a[q], expect[c][t].a[q], b2.bytes);
      check(ok, "recommitted copy computes other results", tc->name);
      dft_free(&e);
      check(d == NULL && e == NULL, "dft_free clears the pointer", tc->name);
    }
  bufs_free(&b);
  bufs_free(&b2);
  return NULL;
}

/* Called by the sanitizer runtime for every report: a race counts as a failure here
   too (besides the exit status TSan gives the program). */
static volatile long g_reports;
void __sanitizer_report_error_summary(const char *summary);
void __sanitizer_report_error_summary(const char *summary)
{
  g_reports++;
  fprintf(stderr, "%s\n", summary);
}

int main(int argc, char **argv)
{
  pthread_t th[THREADS];
  int c, t;
  if (argc > 1) rounds = atoi(argv[1]) > 0 ? atoi(argv[1]) : 1;
  for (c = 0; c < NCASES; c++) {
    check(make(&cases[c], &shared[c]) == DFT_OK, "create/commit", cases[c].name);
    for (t = 0; t < THREADS; t++) {
      bufs_fill(&expect[c][t], &cases[c], (unsigned)t);
      check(compute(shared[c], &cases[c], 0, &expect[c][t]) == DFT_OK &&
            compute(shared[c], &cases[c], 1, &expect[c][t]) == DFT_OK, "compute alone", cases[c].name);
    }
  }
  for (t = 0; t < THREADS; t++) pthread_create(&th[t], NULL, shared_worker, (void *)(intptr_t)t);
  for (t = 0; t < THREADS; t++) pthread_join(th[t], NULL);
  printf("ok shared descriptors: %d threads x %d rounds x %d cases\n", THREADS, rounds, NCASES);
  for (t = 0; t < THREADS; t++) pthread_create(&th[t], NULL, independent_worker, (void *)(intptr_t)t);
  for (t = 0; t < THREADS; t++) pthread_join(th[t], NULL);
  printf("ok independent descriptors: %d threads x %d rounds x %d cases\n", THREADS, rounds, NCASES);
  for (c = 0; c < NCASES; c++) {
    dft_free(&shared[c]);
    for (t = 0; t < THREADS; t++) bufs_free(&expect[c][t]);
  }
  check(g_reports == 0, "ThreadSanitizer reports (see above)", "all");
  printf("%ld passed, %ld failed\n", g_pass, g_fail);
  return g_fail != 0;
}
