/* bench/accuracy.c - accuracy of dft.h against FFTW, both measured against FFTW's
   long-double build.

   USAGE
     make accuracy
     build/accuracy [--json FILE] [--max N]

   METHOD
     For every length n of the list below, for complex (c2c) and real (r2c forward,
     c2r backward) 1-D transforms in single and double precision, random inputs
     (uniform in [-1,1)) are drawn in the working precision and converted exactly to
     long double. Each input is transformed by dft.h (out of place), by FFTW in the
     same precision (fftwf_/fftw_, FFTW_ESTIMATE) and by fftwl_ (FFTW_ESTIMATE), the
     reference. The error is the relative RMS error
         ||y - y_ref||_2 / ||y_ref||_2
     summed over ceil(8192/n) independent inputs (one for n >= 8192), so that small
     lengths are not judged on a single draw. For c2r inputs the imaginary parts of
     bins 0 and n/2 (n even) are zero, so the input is a valid half spectrum.
     The backward transforms are checked the same way, in a second table.

   OUTPUT
     Two markdown tables (forward, backward): n, then for c2c single, c2c double,
     r2c single, r2c double: dft.h error, FFTW error, ratio dft.h/FFTW (a ratio
     above 2 is marked with *). The last lines count the rows where dft.h is more
     than 2x FFTW's error; the exit status is 1 when there is any (or any failure).
*/
#define _POSIX_C_SOURCE 200809L
#define DFT_IMPLEMENTATION
#include "dft.h"

#include <fftw3.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef DFT_BENCH_REV
#define DFT_BENCH_REV "unknown"
#endif

#define NCONF 4 /* c2c single, c2c double, r2c single, r2c double */
static const char *conf_name[2][NCONF] = {
    {"c2c single", "c2c double", "r2c single", "r2c double"},
    {"c2c single", "c2c double", "c2r single", "c2r double"}};

typedef struct {
  int ok;
  char err[80];
  double e_dft, e_fftw, ratio;
} cell;

/* ---- random numbers --------------------------------------------------------- */
static uint64_t rng_state = 0x2545f4914f6cdd1dull;
static double rnd(void) { /* uniform in [-1,1) */
  uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  z ^= z >> 31;
  return (double)(z >> 11) * (2.0 / 9007199254740992.0) - 1.0;
}

/* ---- typed access to working-precision buffers ------------------------------ */
static void put(void *buf, int dbl, size_t i, double v) {
  if (dbl) ((double *)buf)[i] = v;
  else ((float *)buf)[i] = (float)v;
}
static long double get(const void *buf, int dbl, size_t i) {
  return dbl ? (long double)((const double *)buf)[i] : (long double)((const float *)buf)[i];
}

/* One length, one configuration: fills res[0] (forward) and res[1] (backward). */
static void measure(int64_t n, int real, int dbl, cell res[2]) {
  memset(res, 0, 2 * sizeof *res);
  int ni = (int)n;
  size_t fwd_len = real ? (size_t)n : 2 * (size_t)n;              /* reals */
  size_t bwd_len = real ? 2 * (size_t)(n / 2 + 1) : 2 * (size_t)n; /* reals */
  size_t len = fwd_len > bwd_len ? fwd_len : bwd_len;
  size_t esz = dbl ? sizeof(double) : sizeof(float);
  int trials = n >= 8192 ? 1 : (int)((8192 + n - 1) / n);

  void *din = dft_malloc(len * esz), *dout = dft_malloc(len * esz);
  void *fin = fftw_malloc(len * esz), *fout = fftw_malloc(len * esz);
  long double *lin = fftwl_malloc(len * sizeof(long double));
  long double *lout = fftwl_malloc(len * sizeof(long double));
  dft_descriptor *d = NULL;
  fftwl_plan lp[2] = {0, 0};
  fftw_plan dp[2] = {0, 0};
  fftwf_plan sp[2] = {0, 0};
  const char *fail = NULL;
  dft_status st = DFT_OK;

  if (!din || !dout || !fin || !fout || !lin || !lout) {
    fail = "out of memory";
    goto done;
  }
  st = dft_create(&d, dbl ? DFT_DOUBLE : DFT_SINGLE, real ? DFT_REAL : DFT_COMPLEX, 1, &n);
  if (st == DFT_OK) st = dft_set_config(d, DFT_PLACEMENT, DFT_NOT_INPLACE);
  if (st == DFT_OK) st = dft_commit(d);
  if (st != DFT_OK) {
    fail = "dft.h create/commit";
    goto done;
  }
  if (real) {
    lp[0] = fftwl_plan_dft_r2c_1d(ni, lin, (fftwl_complex *)lout, FFTW_ESTIMATE);
    lp[1] = fftwl_plan_dft_c2r_1d(ni, (fftwl_complex *)lin, lout, FFTW_ESTIMATE);
    if (dbl) {
      dp[0] = fftw_plan_dft_r2c_1d(ni, (double *)fin, (fftw_complex *)fout, FFTW_ESTIMATE);
      dp[1] = fftw_plan_dft_c2r_1d(ni, (fftw_complex *)fin, (double *)fout, FFTW_ESTIMATE);
    } else {
      sp[0] = fftwf_plan_dft_r2c_1d(ni, (float *)fin, (fftwf_complex *)fout, FFTW_ESTIMATE);
      sp[1] = fftwf_plan_dft_c2r_1d(ni, (fftwf_complex *)fin, (float *)fout, FFTW_ESTIMATE);
    }
  } else {
    for (int k = 0; k < 2; k++) {
      int sign = k ? FFTW_BACKWARD : FFTW_FORWARD;
      lp[k] = fftwl_plan_dft_1d(ni, (fftwl_complex *)lin, (fftwl_complex *)lout, sign,
                                FFTW_ESTIMATE);
      if (dbl)
        dp[k] = fftw_plan_dft_1d(ni, (fftw_complex *)fin, (fftw_complex *)fout, sign,
                                 FFTW_ESTIMATE);
      else
        sp[k] = fftwf_plan_dft_1d(ni, (fftwf_complex *)fin, (fftwf_complex *)fout, sign,
                                  FFTW_ESTIMATE);
    }
  }
  for (int k = 0; k < 2; k++)
    if (!lp[k] || (dbl ? !dp[k] : !sp[k])) {
      fail = "FFTW planner failed";
      goto done;
    }

  for (int dir = 0; dir < 2; dir++) {
    size_t in_len = dir ? bwd_len : fwd_len, out_len = dir ? fwd_len : bwd_len;
    long double num_d = 0.0L, num_f = 0.0L, den = 0.0L;
    int bad = 0;
    for (int t = 0; t < trials && !bad; t++) {
      for (size_t i = 0; i < in_len; i++) {
        double v = rnd();
        if (!dbl) v = (double)(float)v; /* the working-precision value, exactly */
        if (real && dir && (i == 1 || (n % 2 == 0 && i == in_len - 1))) v = 0.0;
        put(din, dbl, i, v);
        put(fin, dbl, i, v);
        lin[i] = (long double)v;
      }
      for (size_t i = 0; i < out_len; i++) put(dout, dbl, i, NAN); /* poison */
      st = dir ? dft_compute_backward(d, din, dout) : dft_compute_forward(d, din, dout);
      if (st != DFT_OK) {
        fail = dir ? "dft_compute_backward" : "dft_compute_forward";
        bad = 1;
        break;
      }
      fftwl_execute(lp[dir]);
      if (dbl) fftw_execute(dp[dir]);
      else fftwf_execute(sp[dir]);
      for (size_t i = 0; i < out_len; i++) {
        long double r = lout[i];
        long double ed = get(dout, dbl, i) - r, ef = get(fout, dbl, i) - r;
        num_d += ed * ed;
        num_f += ef * ef;
        den += r * r;
      }
    }
    if (bad) {
      snprintf(res[dir].err, sizeof res[dir].err, "%s: %s", fail, dft_status_string(st));
      continue;
    }
    res[dir].ok = 1;
    res[dir].e_dft = den > 0 ? (double)sqrtl(num_d / den) : (double)sqrtl(num_d);
    res[dir].e_fftw = den > 0 ? (double)sqrtl(num_f / den) : (double)sqrtl(num_f);
    if (res[dir].e_dft != res[dir].e_dft) res[dir].ratio = INFINITY; /* NaN output */
    else if (res[dir].e_fftw > 0) res[dir].ratio = res[dir].e_dft / res[dir].e_fftw;
    else res[dir].ratio = res[dir].e_dft > 0 ? INFINITY : 1.0;
  }
  fail = NULL;

done:
  if (fail)
    for (int k = 0; k < 2; k++) {
      snprintf(res[k].err, sizeof res[k].err, "%s: %s", fail, dft_status_string(st));
      res[k].ok = 0;
    }
  dft_free(&d);
  for (int k = 0; k < 2; k++) {
    if (lp[k]) fftwl_destroy_plan(lp[k]);
    if (dp[k]) fftw_destroy_plan(dp[k]);
    if (sp[k]) fftwf_destroy_plan(sp[k]);
  }
  dft_free_memory(din);
  dft_free_memory(dout);
  fftw_free(fin);
  fftw_free(fout);
  fftwl_free(lin);
  fftwl_free(lout);
}

static int over(const cell *c) { return !c->ok || !(c->ratio <= 2.0); }

static int print_table(int dir, const int64_t *ns, int count, cell (*res)[2][NCONF]) {
  printf("\n### %s transform: relative RMS error (dft.h, FFTW, dft.h/FFTW)\n\n",
         dir ? "Backward" : "Forward");
  printf("| %7s |", "n");
  for (int c = 0; c < NCONF; c++)
    printf(" %-10s dft.h | FFTW     | ratio  |", conf_name[dir][c]);
  printf("\n|--------:|");
  for (int c = 0; c < NCONF; c++) printf("-----------------:|---------:|-------:|");
  printf("\n");
  int rows_over = 0;
  for (int i = 0; i < count; i++) {
    int any = 0;
    printf("| %7lld |", (long long)ns[i]);
    for (int c = 0; c < NCONF; c++) {
      const cell *x = &res[i][dir][c];
      if (!x->ok) {
        printf(" %17s | %8s | %6s |", "FAILED", "", "");
      } else {
        printf(" %17.2e | %8.2e | %5.2f%s |", x->e_dft, x->e_fftw, x->ratio,
               x->ratio > 2.0 ? "*" : " ");
      }
      any |= over(x);
    }
    printf("\n");
    rows_over += any;
  }
  printf("\n%s: %d of %d rows have dft.h error > 2x FFTW's%s", dir ? "Backward" : "Forward",
         rows_over, count, rows_over ? ":" : ".");
  for (int i = 0; i < count; i++)
    for (int c = 0; c < NCONF; c++) {
      const cell *x = &res[i][dir][c];
      if (!x->ok) printf(" [n=%lld %s %s]", (long long)ns[i], conf_name[dir][c], x->err);
      else if (x->ratio > 2.0)
        printf(" [n=%lld %s %.2fx: %.2e vs %.2e]", (long long)ns[i], conf_name[dir][c],
               x->ratio, x->e_dft, x->e_fftw);
    }
  printf("\n");
  return rows_over;
}

static void write_json(const char *path, const int64_t *ns, int count,
                       cell (*res)[2][NCONF], int over_f, int over_b) {
  FILE *f = fopen(path, "w");
  if (!f) {
    fprintf(stderr, "accuracy: cannot write %s\n", path);
    return;
  }
  static const char *key[NCONF] = {"c2c_single", "c2c_double", "r2c_single", "r2c_double"};
  fprintf(f, "{\"program\": \"dft.h accuracy\", \"dft_rev\": \"%s\", \"fftw\": \"%s\", "
             "\"rows_over_2x\": {\"forward\": %d, \"backward\": %d}, \"rows\": [\n",
          DFT_BENCH_REV, fftw_version, over_f, over_b);
  for (int i = 0; i < count; i++) {
    fprintf(f, "{\"n\": %lld", (long long)ns[i]);
    for (int dir = 0; dir < 2; dir++) {
      fprintf(f, ", \"%s\": {", dir ? "backward" : "forward");
      for (int c = 0; c < NCONF; c++) {
        const cell *x = &res[i][dir][c];
        if (x->ok)
          fprintf(f, "%s\"%s\": {\"dft\": %.4e, \"fftw\": %.4e, \"ratio\": %.4f}", c ? ", " : "",
                  key[c], x->e_dft, x->e_fftw, isinf(x->ratio) ? 1e300 : x->ratio);
        else
          fprintf(f, "%s\"%s\": {\"error\": \"%s\"}", c ? ", " : "", key[c], x->err);
      }
      fprintf(f, "}");
    }
    fprintf(f, "}%s\n", i + 1 < count ? "," : "");
  }
  fprintf(f, "]}\n");
  fclose(f);
}

int main(int argc, char **argv) {
  const char *json = NULL;
  int64_t maxn = INT64_MAX;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--json") && i + 1 < argc) json = argv[++i];
    else if (!strcmp(argv[i], "--max") && i + 1 < argc) maxn = atoll(argv[++i]);
    else {
      fprintf(stderr, "usage: accuracy [--json FILE] [--max N]\n"
                      "  --json FILE  write the results to FILE\n"
                      "  --max N      only lengths up to N\n");
      return strcmp(argv[i], "--help") && strcmp(argv[i], "-h") ? 2 : 0;
    }
  }
  static const int64_t extra[] = {100, 128, 257, 1000, 1024, 4095, 4096, 10007, 65536, 65537, 1 << 20};
  enum { NEXTRA = sizeof extra / sizeof extra[0] };
  int64_t ns[64 + NEXTRA];
  int count = 0;
  for (int64_t n = 1; n <= 64; n++)
    if (n <= maxn) ns[count++] = n;
  for (int i = 0; i < NEXTRA; i++)
    if (extra[i] <= maxn) ns[count++] = extra[i];

  cell(*res)[2][NCONF] = calloc((size_t)count, sizeof *res);
  if (!res) return 1;
  int tty = isatty(2);
  for (int i = 0; i < count; i++) {
    if (tty) fprintf(stderr, "\r\033[K[%d/%d] n = %lld ...", i + 1, count, (long long)ns[i]);
    for (int c = 0; c < NCONF; c++) {
      cell two[2];
      measure(ns[i], c >= 2, c & 1, two);
      res[i][0][c] = two[0];
      res[i][1][c] = two[1];
    }
  }
  if (tty) fprintf(stderr, "\r\033[K");

  printf("dft.h %s accuracy against %s; reference: fftwl_ (long double), FFTW_ESTIMATE.\n",
         DFT_BENCH_REV, fftw_version);
  printf("Error: ||y - y_ref|| / ||y_ref|| over ceil(8192/n) random inputs; "
         "* marks dft.h > 2x FFTW.\n");
  int of = print_table(0, ns, count, res);
  int ob = print_table(1, ns, count, res);
  printf("\nRows where dft.h > 2x FFTW: %d forward, %d backward (of %d each).\n", of, ob,
         count);
  if (json) write_json(json, ns, count, res, of, ob);
  free(res);
  fftwl_cleanup();
  fftw_cleanup();
  fftwf_cleanup();
  return of || ob ? 1 : 0;
}
