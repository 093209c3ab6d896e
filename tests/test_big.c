/* test_big.c - transforms of more than 2^31 elements, where memory allows (make check-all).

   1. 2-D real single 32768 x 69632 (2.28e9 elements, 9.1 GB in place): forward, then
      backward (which needs a temporary as large as the data: 18.3 GB in all).
   2. 1-D real single 17 * 2^27 = 2281701376 points in place (9.1 GB of data), with
      THREAD_LIMIT 1 and with the default thread count.
   Input: two impulses, one beyond element 2^31, so every output is known in closed
   form: X[k] = w(p, k) + 0.5 w(q, k), w(p, k) = exp(-2 pi i sum_l p_l k_l / n_l).
   Every output of the 2-D forward transform is checked, and a sample of the 1-D one;
   the backward result (scale 1/N) must give the impulses back and zeros elsewhere.

   Memory is checked first (MemAvailable in /proc/meminfo, with a 2 GB margin); a part
   that does not fit is skipped with a line saying so, never attempted: an allocation
   that overcommits would bring the OOM killer onto other processes. Where the data
   fits but dft.h's own workspace does not, the call must return DFT_ERROR_MEMORY.
   Usage: test_big [--quick]   (--quick: the 2-D forward only) */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <time.h>

#define DFT_IMPLEMENTATION
#include "dft.h"
#ifdef _OPENMP
#include <omp.h>
#endif

static long g_pass, g_fail;
static void check(int ok, const char *what)
{
  if (ok) g_pass++;
  else { g_fail++; printf("FAIL %s\n", what); fflush(stdout); }
}

static double now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static double meminfo_gb(const char *key)
{
  FILE *f = fopen("/proc/meminfo", "r");
  char line[256], fmt[64];
  double kb = 0;
  if (!f) return 0;
  snprintf(fmt, sizeof fmt, "%s: %%lf kB", key);
  while (fgets(line, sizeof line, f))
    if (sscanf(line, fmt, &kb) == 1) break;
  fclose(f);
  return kb * 1024.0 / 1e9;
}
static double mem_available_gb(void) { return meminfo_gb("MemAvailable"); }

/* Can `gb` more gigabytes be used safely? */
static int fits(double gb, const char *what)
{
  const double avail = mem_available_gb();
  if (avail >= gb + 2.0) return 1;
  printf("ok %s: skipped, needs %.1f GB + 2 GB margin, %.1f GB available\n", what, gb, avail);
  return 0;
}

/* exp(-2 pi i p k / n) with the angle reduced exactly (p k mod n in integers). */
static void w(int64_t p, int64_t k, int64_t n, double *re, double *im)
{
  const uint64_t r = (uint64_t)p * (uint64_t)k % (uint64_t)n; /* < 2^64 for the sizes here */
  const long double a = -6.283185307179586476925286766559005768L * (long double)(int64_t)r / (long double)n;
  *re = (double)cosl(a);
  *im = (double)sinl(a);
}

static void big_2d(int quick)
{
  const int64_t n0 = 32768, n1 = 69632, h = n1 / 2 + 1, row = 2 * h; /* floats per row */
  const int64_t n[2] = {n0, n1};
  const int64_t p0 = n0 - 1, p1 = n1 - 3, q0 = 1, q1 = 2;        /* impulses */
  const size_t floats = (size_t)n0 * (size_t)row;
  const double gb = (double)floats * 4 / 1e9, N = (double)n0 * (double)n1;
  dft_descriptor *d = NULL;
  float *a;
  double t0, maxerr = 0, *w0r, *w0i, *w1r, *w1i, *v0r, *v0i, *v1r, *v1i;
  int64_t k0;
  dft_status st;
  char msg[160];
  if (!fits(gb, "2-D real single 32768 x 69632 forward")) return;
  a = (float *)malloc(floats * sizeof(float));
  if (!a) { printf("ok 2-D: skipped, malloc of %.1f GB failed\n", gb); return; }
  check(dft_create(&d, DFT_SINGLE, DFT_REAL, 2, n) == DFT_OK, "create 2-D");
  check(dft_set_real(d, DFT_BACKWARD_SCALE, 1.0 / N) == DFT_OK, "scale");
  check(dft_commit(d) == DFT_OK, "commit 2-D");
  memset(a, 0, floats * sizeof(float));
  a[(size_t)p0 * row + p1] = 1.0f;   /* at float index ~2.28e9 > 2^31 */
  a[(size_t)q0 * row + q1] = 0.5f;
  t0 = now();
  st = dft_compute_forward(d, a, NULL);
  snprintf(msg, sizeof msg, "2-D forward of 2.28e9 elements: status %d", (int)st);
  check(st == DFT_OK, msg);
  printf("ok 2-D real single 32768 x 69632 forward: %.1f s\n", now() - t0);
  /* every output: X[k0][k1] = w(p0,k0;n0) w(p1,k1;n1) + 0.5 w(q0,k0) w(q1,k1) */
  w0r = (double *)malloc(sizeof(double) * (size_t)n0); w0i = (double *)malloc(sizeof(double) * (size_t)n0);
  v0r = (double *)malloc(sizeof(double) * (size_t)n0); v0i = (double *)malloc(sizeof(double) * (size_t)n0);
  w1r = (double *)malloc(sizeof(double) * (size_t)h); w1i = (double *)malloc(sizeof(double) * (size_t)h);
  v1r = (double *)malloc(sizeof(double) * (size_t)h); v1i = (double *)malloc(sizeof(double) * (size_t)h);
  for (k0 = 0; k0 < n0; k0++) { w(p0, k0, n0, &w0r[k0], &w0i[k0]); w(q0, k0, n0, &v0r[k0], &v0i[k0]); }
  for (k0 = 0; k0 < h; k0++) { w(p1, k0, n1, &w1r[k0], &w1i[k0]); w(q1, k0, n1, &v1r[k0], &v1i[k0]); }
  if (st == DFT_OK) {
#pragma omp parallel for reduction(max : maxerr) schedule(static)
    for (k0 = 0; k0 < n0; k0++) {
      int64_t k1;
      for (k1 = 0; k1 < h; k1++) {
        const double er = w0r[k0] * w1r[k1] - w0i[k0] * w1i[k1] + 0.5 * (v0r[k0] * v1r[k1] - v0i[k0] * v1i[k1]);
        const double ei = w0r[k0] * w1i[k1] + w0i[k0] * w1r[k1] + 0.5 * (v0r[k0] * v1i[k1] + v0i[k0] * v1r[k1]);
        const float *z = a + (size_t)k0 * row + 2 * k1;
        const double e = fabs(z[0] - er) + fabs(z[1] - ei);
        if (!(e <= maxerr)) maxerr = e;
      }
    }
    snprintf(msg, sizeof msg, "2-D forward: max error %.3g over all 1.14e9 outputs (bound 1e-3)", maxerr);
    check(maxerr <= 1e-3, msg);
    printf("ok 2-D forward: max error %.3g over every output\n", maxerr);
  }
  if (!quick && st == DFT_OK) {
    /* backward: a temporary the size of the data */
    if (fits(gb, "2-D real single 32768 x 69632 backward (temporary of the data's size)")) {
      double maxz = 0, e1, e2;
      t0 = now();
      st = dft_compute_backward(d, a, NULL);
      snprintf(msg, sizeof msg, "2-D backward: status %d", (int)st);
      check(st == DFT_OK || st == DFT_ERROR_MEMORY, msg);
      if (st == DFT_OK) {
        printf("ok 2-D real single 32768 x 69632 backward: %.1f s\n", now() - t0);
        e1 = fabs(a[(size_t)p0 * row + p1] - 1.0);
        e2 = fabs(a[(size_t)q0 * row + q1] - 0.5);
        a[(size_t)p0 * row + p1] = 0; a[(size_t)q0 * row + q1] = 0;
#pragma omp parallel for reduction(max : maxz) schedule(static)
        for (k0 = 0; k0 < n0; k0++) {
          int64_t k1;
          for (k1 = 0; k1 < n1; k1++) {
            const double e = fabs(a[(size_t)k0 * row + k1]);
            if (!(e <= maxz)) maxz = e;
          }
        }
        snprintf(msg, sizeof msg, "2-D backward: impulse errors %.3g %.3g, largest other value %.3g", e1, e2, maxz);
        check(e1 < 1e-4 && e2 < 1e-4 && maxz < 1e-4, msg);
        printf("ok %s\n", msg);
      } else printf("ok 2-D backward: DFT_ERROR_MEMORY (its temporary did not fit)\n");
    }
  }
  dft_free(&d);
  free(a); free(w0r); free(w0i); free(w1r); free(w1i); free(v0r); free(v0i); free(v1r); free(v1i);
}

static void big_1d(int64_t threads)
{
  const int64_t n = (int64_t)17 << 27, p = n - 5, q = 3; /* 2281701376 points */
  const size_t floats = (size_t)n + 2;
  const double gb = (double)floats * 4 / 1e9;
  dft_descriptor *d = NULL;
  float *a;
  double t0, maxerr = 0, e1, e2, maxz = 0;
  int64_t k, i;
  dft_status st;
  char msg[200], what[96];
  /* what dft.h itself needs (estimates of the present implementation, for safety
     only): twiddles of the half-length plan and the real post-processing, and per
     thread a row copy plus the plan's scratch (about 16 bytes per point) */
  int nt = 1;
  double plan_gb = 8.0 * (double)(n / 2) * 1.7 / 1e9, work_gb;
  int expect_refusal = 0;
#ifdef _OPENMP
  nt = omp_get_max_threads();
#endif
  if (threads > 0 && threads < nt) nt = (int)threads;
  work_gb = 16.0 * (double)n * nt / 1e9;
  snprintf(what, sizeof what, "1-D real single 17*2^27 in place, THREAD_LIMIT %lld (%d threads)", (long long)threads, nt);
  if (mem_available_gb() < gb + plan_gb + work_gb + 2.0) {
    /* a workspace larger than all of the machine's memory is refused by the kernel
       at once (no overcommit): then the call may refuse (DFT_ERROR_MEMORY, nothing
       written) or, if dft.h needs less than this estimate, succeed */
    if (work_gb > meminfo_gb("MemTotal") + meminfo_gb("SwapTotal") && fits(gb + plan_gb, what)) {
      expect_refusal = 1;
      printf("ok %s: a workspace of %.0f GB (estimate) > memory: DFT_ERROR_MEMORY or OK\n", what, work_gb);
    } else {
      printf("ok %s: skipped, needs about %.0f GB (data %.1f, plans %.1f, workspace %.1f) + 2 GB, %.1f GB available\n",
             what, gb + plan_gb + work_gb, gb, plan_gb, work_gb, mem_available_gb());
      return;
    }
  }
  a = (float *)malloc(floats * sizeof(float));
  if (!a) { printf("ok %s: skipped, malloc failed\n", what); return; }
  check(dft_create(&d, DFT_SINGLE, DFT_REAL, 1, &n) == DFT_OK, "create 1-D");
  dft_set_int(d, DFT_THREAD_LIMIT, threads);
  dft_set_real(d, DFT_BACKWARD_SCALE, 1.0 / (double)n);
  t0 = now();
  st = dft_commit(d);
  snprintf(msg, sizeof msg, "%s: commit status %d (%.1f s)", what, (int)st, now() - t0);
  check(st == DFT_OK || st == DFT_ERROR_MEMORY, msg);
  printf("ok %s\n", msg);
  if (st == DFT_OK) {
    memset(a, 0, floats * sizeof(float));
    a[p] = 1.0f;
    a[q] = 0.5f;
    t0 = now();
    st = dft_compute_forward(d, a, NULL);
    snprintf(msg, sizeof msg, "%s: forward status %d (%.1f s)", what, (int)st, now() - t0);
    check(st == DFT_OK || (expect_refusal && st == DFT_ERROR_MEMORY), msg);
    printf("ok %s\n", msg);
    if (st == DFT_ERROR_MEMORY) check(a[p] == 1.0f && a[q] == 0.5f && a[0] == 0, "a refused compute wrote the data");
    if (st == DFT_OK) {
      /* a sample of the outputs: every 4099th, and the first and last 4096 */
#pragma omp parallel for reduction(max : maxerr) schedule(static)
      for (i = 0; i < n / 2 + 1; i++) {
        double wr, wi, vr, vi, e;
        if (!(i % 4099 == 0 || i < 4096 || i > n / 2 - 4096)) continue;
        w(p, i, n, &wr, &wi);
        w(q, i, n, &vr, &vi);
        e = fabs(a[2 * i] - (wr + 0.5 * vr)) + fabs(a[2 * i + 1] - (wi + 0.5 * vi));
        if (!(e <= maxerr)) maxerr = e;
      }
      snprintf(msg, sizeof msg, "%s: forward max error %.3g on the sample (bound 1e-3)", what, maxerr);
      check(maxerr <= 1e-3, msg);
      printf("ok %s\n", msg);
      t0 = now();
      st = dft_compute_backward(d, a, NULL);
      snprintf(msg, sizeof msg, "%s: backward status %d (%.1f s)", what, (int)st, now() - t0);
      check(st == DFT_OK, msg);
      printf("ok %s\n", msg);
      if (st == DFT_OK) {
        e1 = fabs(a[p] - 1.0); e2 = fabs(a[q] - 0.5);
        a[p] = 0; a[q] = 0;
#pragma omp parallel for reduction(max : maxz) schedule(static)
        for (k = 0; k < n; k++) if (!(fabs(a[k]) <= maxz)) maxz = fabs(a[k]);
        snprintf(msg, sizeof msg, "%s: backward impulse errors %.3g %.3g, largest other value %.3g", what, e1, e2, maxz);
        check(e1 < 1e-4 && e2 < 1e-4 && maxz < 1e-4, msg);
        printf("ok %s\n", msg);
      }
    }
  }
  dft_free(&d);
  free(a);
}

int main(int argc, char **argv)
{
  const int quick = argc > 1 && !strcmp(argv[1], "--quick");
  printf("ok memory available: %.1f GB\n", mem_available_gb());
  big_2d(quick);
  if (!quick) {
    big_1d(1);
    big_1d(0);
  }
  printf("%ld passed, %ld failed\n", g_pass, g_fail);
  return g_fail != 0;
}
