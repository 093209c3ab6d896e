/* Large transforms (the four-step path and its tiling), checked without an O(N^2)
   reference: the input is a few weighted impulses, whose transform is a sum of
   exactly known exponentials, evaluated per output in long double. Complex 1-D in
   both precisions and directions, in and out of place, with a batch, a stride and
   a non-unit scale; at the end, every block dft.h allocated has been freed. Prints
   "N passed, M failed". */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* the library's allocations (tests/impl_hooked.c): blocks live */
static long h_live;
void *dft_test_malloc(size_t n)
{
  void *p = malloc(n ? n : 1);
  if (p) __atomic_add_fetch(&h_live, 1, __ATOMIC_RELAXED);
  return p;
}
void dft_test_free(void *p)
{
  if (p) { __atomic_sub_fetch(&h_live, 1, __ATOMIC_RELAXED); free(p); }
}
/* dft.h's implementation: with DFT_TEST_LINKED_IMPL the object make shares with
   test_core (build/impl_o2.o), else this file's own */
#ifdef DFT_TEST_LINKED_IMPL
#include "dft.h"
#else
#include "impl_hooked.c"
#endif
#ifdef _OPENMP
#include <omp.h>
#endif

#define PI_L 3.141592653589793238462643383279502884L
#define NIMP 3

static int passed, failed;
static int thread_limit; /* DFT_THREAD_LIMIT of the next cases, 0: the default */
static long double *cis_c, *cis_s; /* cos and sin of 2*pi*t/n for the current n */
static int64_t cis_n;

static void cis_table(int64_t n)
{
  int64_t t;
  if (cis_n == n) return;
  free(cis_c);
  cis_c = (long double *)malloc(2 * (size_t)n * sizeof(long double));
  cis_s = cis_c + n;
  for (t = 0; t < n; t++) { cis_c[t] = cosl(2 * PI_L * t / n); cis_s[t] = sinl(2 * PI_L * t / n); }
  cis_n = n;
}

static void check(int ok, const char *what)
{
  if (ok) passed++;
  else { failed++; printf("FAIL %s\n", what); }
}

/* One case: n points, H transforms, element stride s (distance n*s), precision. */
static void run(int64_t n, int64_t H, int64_t s, dft_precision prec, int inplace, int dir)
{
  const size_t es = prec == DFT_SINGLE ? sizeof(float) : sizeof(double);
  const int64_t span = (n - 1) * s + 1, dist = n * s, total = (H - 1) * dist + span;
  const double scale = 0.25;
  void *in = calloc((size_t)(2 * total), es), *out = inplace ? NULL : calloc((size_t)(2 * total), es);
  int64_t pos[NIMP], m, k, strides[2] = {0, s};
  long double wre[NIMP], wim[NIMP], err = 0, ref = 0;
  dft_descriptor *d = NULL;
  char what[160];
  int i, st;
  cis_table(n);
  snprintf(what, sizeof what, "n=%lld H=%lld stride=%lld %s %s %s threads<=%d", (long long)n, (long long)H,
           (long long)s, prec == DFT_SINGLE ? "single" : "double", inplace ? "inplace" : "outofplace",
           dir ? "backward" : "forward", thread_limit);
  for (i = 0; i < NIMP; i++) {
    pos[i] = (int64_t)(((uint64_t)rand() * 7919u + (uint64_t)rand()) % (uint64_t)n);
    wre[i] = (long double)rand() / RAND_MAX - 0.5L;
    wim[i] = (long double)rand() / RAND_MAX - 0.5L;
  }
  for (m = 0; m < H; m++)
    for (i = 0; i < NIMP; i++) { /* batch m gets the impulses scaled by (m+1) */
      const int64_t at = 2 * (m * dist + pos[i] * s);
      if (prec == DFT_SINGLE) { ((float *)in)[at] += (float)((m + 1) * wre[i]); ((float *)in)[at + 1] += (float)((m + 1) * wim[i]); }
      else { ((double *)in)[at] += (double)((m + 1) * wre[i]); ((double *)in)[at + 1] += (double)((m + 1) * wim[i]); }
    }
  st = dft_create(&d, prec, DFT_COMPLEX, 1, &n);
  if (!st) st = dft_set_int(d, DFT_NUMBER_OF_TRANSFORMS, H);
  if (!st) st = dft_set_ints(d, DFT_FWD_STRIDES, strides);
  if (!st) st = dft_set_ints(d, DFT_BWD_STRIDES, strides);
  if (!st) st = dft_set_int(d, DFT_FWD_DISTANCE, dist);
  if (!st) st = dft_set_int(d, DFT_BWD_DISTANCE, dist);
  if (!st) st = dft_set_real(d, dir ? DFT_BACKWARD_SCALE : DFT_FORWARD_SCALE, scale);
  if (!st && !inplace) st = dft_set_config(d, DFT_PLACEMENT, DFT_NOT_INPLACE);
  if (!st && thread_limit) st = dft_set_int(d, DFT_THREAD_LIMIT, thread_limit);
  if (!st) st = dft_commit(d);
  if (!st) st = dir ? dft_compute_backward(d, in, out) : dft_compute_forward(d, in, out);
  check(st == DFT_OK, what);
  if (st == DFT_OK) { /* the workspace a call uses: the four-step TMP at least */
    int64_t wb = 0;
    char w3[300];
    snprintf(w3, sizeof w3, "%s: DFT_WORKSPACE_BYTES %lld >= 16 n", what, (long long)wb);
    check(dft_get_int(d, DFT_WORKSPACE_BYTES, &wb) == DFT_OK && wb >= 16 * n / (prec == DFT_SINGLE ? 2 : 1), w3);
  }
  if (st == DFT_OK) {
    const void *res = inplace ? in : out;
    const long double sg = dir ? 1.0L : -1.0L;
    int gaps_ok = 1;
    for (m = 0; m < H; m++)
      for (k = 0; k < n; k++) {
        long double zr = 0, zi = 0, yr, yi;
        const int64_t at = 2 * (m * dist + k * s);
        for (i = 0; i < NIMP; i++) {
          const int64_t t = (int64_t)(((unsigned long long)pos[i] * (unsigned long long)k) % (unsigned long long)n);
          const long double c = cis_c[t], si = sg * cis_s[t];
          zr += (m + 1) * (wre[i] * c - wim[i] * si);
          zi += (m + 1) * (wre[i] * si + wim[i] * c);
        }
        zr *= scale; zi *= scale;
        yr = prec == DFT_SINGLE ? ((const float *)res)[at] : ((const double *)res)[at];
        yi = prec == DFT_SINGLE ? ((const float *)res)[at + 1] : ((const double *)res)[at + 1];
        err += (yr - zr) * (yr - zr) + (yi - zi) * (yi - zi);
        ref += zr * zr + zi * zi;
        if (s > 1 && !inplace && k < n - 1) { /* the gap after each element stays zero */
          const double g = prec == DFT_SINGLE ? ((const float *)res)[at + 2] : ((const double *)res)[at + 2];
          if (g != 0) gaps_ok = 0;
        }
      }
    {
      const double rel = (double)sqrtl(err / ref), tol = prec == DFT_SINGLE ? 2e-6 : 4e-15;
      char w2[400];
      snprintf(w2, sizeof w2, "%s: relative RMS error %.3g (tolerance %.3g)", what, rel, tol);
      check(rel < tol, w2);
      snprintf(w2, sizeof w2, "%s: gaps between strided outputs untouched", what);
      check(gaps_ok, w2);
    }
  }
  dft_free(&d);
  free(in);
  free(out);
}

/* Real 1-D: forward from a few real impulses; backward from a spectrum with a few
   nonzero bins (X_0 real, X_k and its mirror implied). CCE, in and out of place. */
static void run_real(int64_t n, int64_t H, dft_precision prec, int inplace, int dir)
{
  const size_t es = prec == DFT_SINGLE ? sizeof(float) : sizeof(double);
  const int64_t h = n / 2 + 1, fdist = inplace ? 2 * h : n, bdist = h;
  const int64_t scal = (H - 1) * (inplace ? 2 * h : (n > 2 * h ? n : 2 * h)) + 2 * h;
  const double scale = 0.5;
  void *in = calloc((size_t)scal, es), *out = inplace ? NULL : calloc((size_t)scal, es);
  int64_t pos[NIMP], m, k;
  long double wre[NIMP], wim[NIMP], x0 = 0.25L, err = 0, ref = 0;
  dft_descriptor *d = NULL;
  char what[200], w2[400];
  int i, st;
  cis_table(n);
  snprintf(what, sizeof what, "real n=%lld H=%lld %s %s %s threads<=%d", (long long)n, (long long)H,
           prec == DFT_SINGLE ? "single" : "double", inplace ? "inplace" : "outofplace",
           dir ? "backward" : "forward", thread_limit);
  for (i = 0; i < NIMP; i++) {
    pos[i] = 1 + (int64_t)(((uint64_t)rand() * 7919u + (uint64_t)rand()) % (uint64_t)(n / 2 - 1));
    wre[i] = (long double)rand() / RAND_MAX - 0.5L;
    wim[i] = dir ? (long double)rand() / RAND_MAX - 0.5L : 0;
  }
  for (m = 0; m < H; m++) {
    if (dir == 0)
      for (i = 0; i < NIMP; i++) {
        const int64_t at = m * fdist + pos[i];
        if (prec == DFT_SINGLE) ((float *)in)[at] += (float)((m + 1) * wre[i]);
        else ((double *)in)[at] += (double)((m + 1) * wre[i]);
      }
    else {
      const int64_t at0 = 2 * m * bdist;
      if (prec == DFT_SINGLE) ((float *)in)[at0] = (float)((m + 1) * x0); else ((double *)in)[at0] = (double)((m + 1) * x0);
      for (i = 0; i < NIMP; i++) {
        const int64_t at = 2 * (m * bdist + pos[i]);
        if (prec == DFT_SINGLE) { ((float *)in)[at] += (float)((m + 1) * wre[i]); ((float *)in)[at + 1] += (float)((m + 1) * wim[i]); }
        else { ((double *)in)[at] += (double)((m + 1) * wre[i]); ((double *)in)[at + 1] += (double)((m + 1) * wim[i]); }
      }
    }
  }
  st = dft_create(&d, prec, DFT_REAL, 1, &n);
  if (!st) st = dft_set_int(d, DFT_NUMBER_OF_TRANSFORMS, H);
  if (!st) st = dft_set_real(d, dir ? DFT_BACKWARD_SCALE : DFT_FORWARD_SCALE, scale);
  if (!st && !inplace) st = dft_set_config(d, DFT_PLACEMENT, DFT_NOT_INPLACE);
  if (!st && thread_limit) st = dft_set_int(d, DFT_THREAD_LIMIT, thread_limit);
  if (!st) st = dft_commit(d);
  if (!st) st = dir ? dft_compute_backward(d, in, out) : dft_compute_forward(d, in, out);
  check(st == DFT_OK, what);
  if (st != DFT_OK) { dft_free(&d); free(in); free(out); return; }
  for (m = 0; m < H; m++) {
    const void *res = inplace ? in : out;
    if (dir == 0)
      for (k = 0; k < h; k++) {
        long double zr = 0, zi = 0, yr, yi;
        const int64_t at = 2 * (m * bdist + k);
        for (i = 0; i < NIMP; i++) {
          const int64_t t = (int64_t)(((unsigned long long)pos[i] * (unsigned long long)k) % (unsigned long long)n);
          zr += (m + 1) * wre[i] * cis_c[t];
          zi -= (m + 1) * wre[i] * cis_s[t];
        }
        zr *= scale; zi *= scale;
        yr = prec == DFT_SINGLE ? ((const float *)res)[at] : ((const double *)res)[at];
        yi = prec == DFT_SINGLE ? ((const float *)res)[at + 1] : ((const double *)res)[at + 1];
        err += (yr - zr) * (yr - zr) + (yi - zi) * (yi - zi);
        ref += zr * zr + zi * zi;
      }
    else
      for (k = 0; k < n; k++) {
        long double z = (m + 1) * x0, y;
        const int64_t at = m * fdist + k;
        for (i = 0; i < NIMP; i++) { /* 2 Re(X e^{+i a}) */
          const int64_t t = (int64_t)(((unsigned long long)pos[i] * (unsigned long long)k) % (unsigned long long)n);
          z += 2 * (m + 1) * (wre[i] * cis_c[t] - wim[i] * cis_s[t]);
        }
        z *= scale;
        y = prec == DFT_SINGLE ? ((const float *)res)[at] : ((const double *)res)[at];
        err += (y - z) * (y - z);
        ref += z * z;
      }
  }
  {
    const double rel = (double)sqrtl(err / ref), tol = prec == DFT_SINGLE ? 2e-6 : 4e-15;
    snprintf(w2, sizeof w2, "%s: relative RMS error %.3g (tolerance %.3g)", what, rel, tol);
    check(rel < tol, w2);
  }
  dft_free(&d);
  free(in);
  free(out);
}

int main(void)
{
  static const int64_t sizes[] = {131072, 3 * 65536, 177147, 200000, 1 << 20};
  size_t i;
  int dir, inplace;
  srand(7);
  for (i = 0; i < sizeof sizes / sizeof *sizes; i++)
    for (dir = 0; dir < 2; dir++)
      for (inplace = 0; inplace < 2; inplace++) {
        run(sizes[i], 1, 1, DFT_DOUBLE, inplace, dir);
        run(sizes[i], 1, 1, DFT_SINGLE, inplace, dir);
      }
  run(131072, 3, 1, DFT_DOUBLE, 0, 0);
  run(131072, 2, 2, DFT_DOUBLE, 0, 1);
  run(262144, 2, 3, DFT_SINGLE, 1, 0);
  for (dir = 0; dir < 2; dir++)
    for (inplace = 0; inplace < 2; inplace++) {
      run_real(1 << 18, 1, DFT_DOUBLE, inplace, dir);
      run_real(1 << 19, 1, DFT_SINGLE, inplace, dir);
      run_real(3 << 17, 2, DFT_DOUBLE, inplace, dir);
      run_real(1 << 20, 1, DFT_DOUBLE, inplace, dir);
    }
  run(1 << 22, 1, 1, DFT_DOUBLE, 0, 0); /* four-step rows of 2048, grouped */
  /* one thread: powers of two up to 64 MiB run whole as DIT levels, their twiddles and the
     real ones as two small tables */
  thread_limit = 1;
  for (dir = 0; dir < 2; dir++)
    for (inplace = 0; inplace < 2; inplace++) {
      run(1 << 21, 1, 1, DFT_DOUBLE, inplace, dir);
      run(1 << 22, 1, 1, DFT_SINGLE, inplace, dir);
      run(4096, 9, 3, DFT_DOUBLE, inplace, dir); /* strided rows of a DIT plan, grouped */
      run_real(1 << 22, 1, DFT_DOUBLE, inplace, dir);
      run_real(1 << 16, 3, DFT_SINGLE, inplace, dir);
      run(248832, 1, 1, dir ? DFT_SINGLE : DFT_DOUBLE, inplace, dir); /* 16, 9, 9, 3, 8, 8 */
      run(46080, 2, 1, dir ? DFT_DOUBLE : DFT_SINGLE, inplace, dir);  /* 16, 9, 5, 8, 8 */
      run_real(248832, 1, DFT_DOUBLE, inplace, dir);
    }
  thread_limit = 0;
#ifdef _OPENMP
  { /* each thread beyond 4 adds at most a quarter of the transform's bytes of workspace
       (a thread's row buffers, not a whole row of the longest pass), and 16 threads on
       the real four-step (post-processing shared by the threads) stay right */
    static const int64_t n = 1 << 22;
    const int was = omp_get_max_threads();
    int dom, prec;
    omp_set_num_threads(16);
    for (dom = 0; dom < 2; dom++)
      for (prec = 0; prec < 2; prec++) {
        const size_t ssz = prec ? sizeof(double) : sizeof(float);
        int64_t w[2] = {-1, -1};
        int t;
        char what[200];
        for (t = 0; t < 2; t++) {
          dft_descriptor *d = NULL;
          if (dft_create(&d, prec ? DFT_DOUBLE : DFT_SINGLE, dom ? DFT_REAL : DFT_COMPLEX, 1, &n) ||
              dft_set_int(d, DFT_THREAD_LIMIT, t ? 16 : 4) || dft_commit(d) ||
              dft_get_int(d, DFT_WORKSPACE_BYTES, &w[t]))
            w[t] = -1;
          dft_free(&d);
        }
        snprintf(what, sizeof what, "%s %s n=%lld: DFT_WORKSPACE_BYTES %lld at 4 threads, %lld at 16",
                 dom ? "real" : "complex", prec ? "double" : "single", (long long)n, (long long)w[0],
                 (long long)w[1]);
        check(w[0] > 0 && w[1] > 0 && (w[1] - w[0]) / 12 <= n * (dom ? 1 : 2) * (int64_t)ssz / 4, what);
      }
    thread_limit = 16;
    for (dir = 0; dir < 2; dir++) {
      run_real(1 << 22, 1, DFT_SINGLE, dir, dir);
      run_real(1 << 21, 3, DFT_DOUBLE, !dir, dir);
    }
    thread_limit = 0;
    omp_set_num_threads(was);
  }
#endif
  { /* DFT_WORKSPACE_BYTES needs a committed descriptor */
    dft_descriptor *d = NULL;
    int64_t n = 64, v = -1;
    check(dft_create(&d, DFT_DOUBLE, DFT_COMPLEX, 1, &n) == DFT_OK &&
          dft_get_int(d, DFT_WORKSPACE_BYTES, &v) == DFT_ERROR_BAD_DESCRIPTOR && v == -1,
          "DFT_WORKSPACE_BYTES of an uncommitted descriptor");
    check(dft_set_int(d, DFT_WORKSPACE_BYTES, 1) == DFT_ERROR_INVALID_CONFIGURATION,
          "DFT_WORKSPACE_BYTES is read-only");
    dft_free(&d);
  }
  free(cis_c);
  check(h_live == 0, "every block dft.h allocated is freed");
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
