/* rows: dft.h beside FFTW (FFTW_MEASURE, one thread) on batches of 1-D rows of any lengths,
   in one process: each block times K calls of each library, alternating which goes first,
   and the median of 41 blocks' FFTW time over dft.h's time is printed with its quartiles
   and both median times a row. Usage: rows d|s c|r ROWS N... (e.g. rows d c 1000 90 105);
   out of place, contiguous rows, real rows both ways. `make rows` builds build/rows; FFTW
   wisdom is read from build/fftw-wisdom.double and .single where present (make
   bench-wisdom). Backward real calls copy the input first on both sides (FFTW's c2r
   overwrites it). */
#define DFT_IMPLEMENTATION
#include "dft.h"
#include <fftw3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double rows_now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}
static int rows_cmp(const void *a, const void *b)
{
  const double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}
static void rows_fill(void *p, size_t cnt, int dbl)
{
  size_t i;
  for (i = 0; i < cnt; i++) {
    const double v = rand() / (double)RAND_MAX - 0.5;
    if (dbl) ((double *)p)[i] = v; else ((float *)p)[i] = (float)v;
  }
}

enum { ROWS_BLOCKS = 41 };

int main(int argc, char **argv)
{
  int dbl, real, B, a, bw, q, k;
  if (argc < 5) { fprintf(stderr, "usage: rows d|s c|r ROWS N...\n"); return 2; }
  dbl = argv[1][0] == 'd'; real = argv[2][0] == 'r'; B = atoi(argv[3]);
  if (B < 1) { fprintf(stderr, "rows: bad row count %s\n", argv[3]); return 2; }
  fftw_import_wisdom_from_filename("build/fftw-wisdom.double");
  fftwf_import_wisdom_from_filename("build/fftw-wisdom.single");
  for (a = 4; a < argc; a++) {
    const int n = atoi(argv[a]), h = real ? n / 2 + 1 : n, es = dbl ? 8 : 4;
    const size_t ib = (size_t)es * (size_t)(real ? n : 2 * n) * (size_t)B, ob = (size_t)es * 2 * (size_t)h * (size_t)B;
    void *x = dft_malloc(ib), *y = dft_malloc(ob), *x2 = dft_malloc(ib), *y2 = dft_malloc(ob);
    if (n < 1 || !x || !y || !x2 || !y2) { fprintf(stderr, "rows: bad length or no memory\n"); return 1; }
    rows_fill(x, ib / (size_t)es, dbl);
    memcpy(x2, x, ib);
    for (bw = 0; bw < (real ? 2 : 1); bw++) {
      dft_descriptor *d = NULL;
      int64_t n64 = n;
      fftw_plan p = NULL;
      fftwf_plan pf = NULL;
      int nn = n;
      const int K = (int)(2e6 / ((double)n * B)) + 1;
      double rat[ROWS_BLOCKS], ta[ROWS_BLOCKS], tb[ROWS_BLOCKS];
      if (dft_create(&d, dbl ? DFT_DOUBLE : DFT_SINGLE, real ? DFT_REAL : DFT_COMPLEX, 1, &n64) ||
          dft_set_int(d, DFT_THREAD_LIMIT, 1) || dft_set_int(d, DFT_NUMBER_OF_TRANSFORMS, B) ||
          dft_set_int(d, DFT_FWD_DISTANCE, n) || dft_set_int(d, DFT_BWD_DISTANCE, h) ||
          dft_set_config(d, DFT_PLACEMENT, DFT_NOT_INPLACE) ||
          (real && dft_set_config(d, DFT_CONJUGATE_EVEN_STORAGE, DFT_COMPLEX_COMPLEX)) || dft_commit(d)) {
        fprintf(stderr, "rows: commit of %d failed\n", n);
        return 1;
      }
      if (dbl) p = real ? (bw ? fftw_plan_many_dft_c2r(1, &nn, B, y2, 0, 1, h, x2, 0, 1, n, FFTW_MEASURE)
                              : fftw_plan_many_dft_r2c(1, &nn, B, x2, 0, 1, n, y2, 0, 1, h, FFTW_MEASURE))
                       : fftw_plan_many_dft(1, &nn, B, x2, 0, 1, n, y2, 0, 1, n, FFTW_FORWARD, FFTW_MEASURE);
      else pf = real ? (bw ? fftwf_plan_many_dft_c2r(1, &nn, B, y2, 0, 1, h, x2, 0, 1, n, FFTW_MEASURE)
                           : fftwf_plan_many_dft_r2c(1, &nn, B, x2, 0, 1, n, y2, 0, 1, h, FFTW_MEASURE))
                    : fftwf_plan_many_dft(1, &nn, B, x2, 0, 1, n, y2, 0, 1, n, FFTW_FORWARD, FFTW_MEASURE);
      if (!p && !pf) { fprintf(stderr, "rows: FFTW plan of %d failed\n", n); return 1; }
      if (bw) { /* a valid half spectrum: X_0 (and X_h for even n) real */
        rows_fill(y, ob / (size_t)es, dbl);
        for (k = 0; k < B; k++) {
          const size_t r = (size_t)k * 2 * (size_t)h;
          if (dbl) { ((double *)y)[r + 1] = 0; if (!(n & 1)) ((double *)y)[r + 2 * (size_t)(h - 1) + 1] = 0; }
          else { ((float *)y)[r + 1] = 0; if (!(n & 1)) ((float *)y)[r + 2 * (size_t)(h - 1) + 1] = 0; }
        }
      }
      for (q = 0; q < ROWS_BLOCKS; q++) {
        double t[3];
        int side;
        for (side = 0; side < 2; side++) {
          const int lib = (side + q) & 1; /* 0: dft.h, 1: FFTW; the first alternates */
          t[side] = rows_now();
          for (k = 0; k < K; k++) {
            if (bw) memcpy(y2, y, ob);
            if (!lib) {
              if (bw) dft_compute_backward(d, y2, x); else dft_compute_forward(d, x, y);
            } else if (dbl) {
              if (bw) fftw_execute_dft_c2r(p, y2, x2);
              else if (real) fftw_execute_dft_r2c(p, x, y2);
              else fftw_execute_dft(p, x, y2);
            } else {
              if (bw) fftwf_execute_dft_c2r(pf, y2, x2);
              else if (real) fftwf_execute_dft_r2c(pf, x, y2);
              else fftwf_execute_dft(pf, x, y2);
            }
          }
          t[2] = rows_now() - t[side];
          if (lib) tb[q] = t[2]; else ta[q] = t[2];
        }
        rat[q] = tb[q] / ta[q];
        ta[q] *= 1e9 / K / B;
        tb[q] *= 1e9 / K / B;
      }
      qsort(rat, ROWS_BLOCKS, sizeof rat[0], rows_cmp);
      qsort(ta, ROWS_BLOCKS, sizeof ta[0], rows_cmp);
      qsort(tb, ROWS_BLOCKS, sizeof tb[0], rows_cmp);
      printf("%s %s %5d x %d %s: FFTW/dft %.3f [%.3f %.3f]  dft %.1f ns fftw %.1f ns a row\n",
             dbl ? "d" : "s", real ? "r" : "c", n, B, bw ? "bwd" : "fwd", rat[ROWS_BLOCKS / 2],
             rat[ROWS_BLOCKS / 4], rat[3 * ROWS_BLOCKS / 4], ta[ROWS_BLOCKS / 2], tb[ROWS_BLOCKS / 2]);
      fflush(stdout);
      dft_free(&d);
      if (p) fftw_destroy_plan(p);
      if (pf) fftwf_destroy_plan(pf);
    }
    dft_free_memory(x); dft_free_memory(y); dft_free_memory(x2); dft_free_memory(y2);
  }
  return 0;
}
