/* bench/bench.c - speed of dft.h against FFTW, in one process.

   USAGE
     make bench                       (builds, then runs the default suite)
     build/bench [--threads N] [--quick] [--filter STR] [--json FILE]
                 [--time S] [--plan-time S] [--wisdom PREFIX] [--clock cpu|wall]
                 [--backward] [--list]

   METHOD
     Every case is an out-of-place forward transform of random input (uniform in
     [-1,1), never zero); with --backward the backward one instead (c2c backward,
     c2r from the forward transform of random reals, so the input is exactly
     Hermitian; FFTW's c2r may overwrite its input, which is restored before each of
     its repetitions, untimed). dft.h is committed with PLACEMENT NOT_INPLACE and
     THREAD_LIMIT N; FFTW is planned with FFTW_MEASURE (planning capped by
     fftw_set_timelimit, 1 s by default) and fftw_plan_with_nthreads(N), both
     precisions through the OpenMP builds of FFTW. The cap costs FFTW up to 2x for
     the large cases; --wisdom PREFIX reuses plans made once without it (make
     bench-wisdom), which is what a fair table needs. Each library gets its own input and output arrays.
     After one warm-up call each, the two libraries are timed in alternation (the
     order flips every repetition); a repetition times as many calls as it takes to
     last at least 2 ms; the quoted time is the median over the repetitions.
     With one thread the clock is the calling thread's CPU time
     (CLOCK_THREAD_CPUTIME_ID), so that time spent descheduled on a busy machine is
     not counted; with more threads, or --clock wall, it is the wall clock. Commit
     and plan times use the same clock.
     GFLOPS = 5 N log2(N) / t per complex transform and 2.5 N log2(N) / t per real
     one (N the number of points in one transform; t in ns; times the batch count).
     "copy" is FFTW's time over that of a memcpy of the input array into dft.h's
     output array (the input's bytes; c2r: the output's), timed in the same repetitions: the ratio a
     transform would have that ran as fast as a copy of its data.
     "check" is max|y_dft - y_fftw| / max|y_fftw| over the output, a guard against
     measuring a wrong answer.

   OUTPUT
     A markdown table on stdout, one row per case as it finishes, then the geometric
     means of the ratios dft.h/FFTW (above 1: dft.h is faster) per group and
     precision. A progress line on stderr. --json FILE writes every number, one case
     per line (bench/plot.sh reads it).
*/
#define _POSIX_C_SOURCE 200809L
#define DFT_IMPLEMENTATION
#include "dft.h"

#include <fftw3.h>
#include <kiss_fft.h> /* KissFFT, single precision (Debian's libkissfft-dev) */
#include <kiss_fftnd.h>
#include <kiss_fftndr.h>
#include <kiss_fftr.h>
#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#ifndef DFT_BENCH_REV
#define DFT_BENCH_REV "unknown"
#endif

#define MAX_REPS 31 /* repetitions per case at most */

enum { G_POW2, G_MIXED, G_PRIME, G_MULTI, G_BATCH, G_BMIX, G_SMALL, G_COUNT };
static const char *group_name[G_COUNT] = {"pow2 1-D", "mixed radix 1-D", "primes 1-D",
                                          "2-D/3-D", "batched", "batched mixed", "small calls"};
static const char *group_key[G_COUNT] = {"pow2", "mixed", "prime", "multi", "batched", "batchmix", "small"};

typedef struct {
  int rank;
  int n[3];
  int howmany;
  int group;
  int quick; /* part of --quick */
} shape;

typedef struct {
  shape s;
  int real; /* 0: c2c, 1: r2c */
  int dbl;  /* 0: single, 1: double */
  char name[64];
} bcase;

typedef struct {
  int ok;
  char err[96];
  double dft_ns, fftw_ns; /* median time of one call (the whole batch) */
  double copy_ns;         /* median time of a memcpy of the input array into the output array */
  double dft_gflops, fftw_gflops, ratio;
  double commit_ms, plan_ms;
  double check;
  int reps, calls;
  double kiss_ns, kiss_gflops; /* KissFFT (single precision only; 0: not run) */
  int64_t work_bytes;          /* dft.h's workspace for one call (DFT_WORKSPACE_BYTES) */
} bresult;

/* ---- options ------------------------------------------------------------ */
static int opt_threads = 1;
static int opt_quick = 0;
static int opt_scaling = 0; /* the thread-scaling suite instead of the default one */
static int opt_list = 0;
static int opt_backward = 0; /* time the backward transforms (c2c backward, c2r) */
static const char *opt_filter = NULL;
static const char *opt_json = NULL;
static double opt_time = 0.4;       /* seconds of timed calls per case, both libraries */
static double opt_plan_time = 1.0;  /* fftw_set_timelimit; 0: no limit */
static const char *opt_wisdom = NULL; /* FFTW wisdom files: PREFIX.double, PREFIX.single */
static const char *opt_clock = NULL; /* "cpu" or "wall"; default: cpu with one thread */

/* ---- utilities ---------------------------------------------------------- */
static double now_s(void) { /* wall clock */
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* The clock of the measurements: with one thread, the calling thread's CPU time
   (time spent descheduled on a busy machine does not count); otherwise wall time. */
static int use_cpu_clock = 1;
static double clock_s(void) {
  struct timespec ts;
  clock_gettime(use_cpu_clock ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static double rnd(void) { /* uniform in [-1,1), never 0 */
  for (;;) {
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    double v = (double)(z >> 11) * (2.0 / 9007199254740992.0) - 1.0;
    if (v != 0.0 && (float)v != 0.0f) return v;
  }
}

/* The 1-minute load average (Linux), or -1: a busy machine makes every number noisy. */
static double load_average(void) {
  double l = -1.0;
  FILE *f = fopen("/proc/loadavg", "r");
  if (f) {
    if (fscanf(f, "%lf", &l) != 1) l = -1.0;
    fclose(f);
  }
  return l;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double median(double *t, int n) { /* sorts t */
  qsort(t, (size_t)n, sizeof(double), cmp_double);
  return n & 1 ? t[n / 2] : 0.5 * (t[n / 2 - 1] + t[n / 2]);
}

static int64_t points(const shape *s) {
  int64_t p = 1;
  for (int i = 0; i < s->rank; i++) p *= s->n[i];
  return p;
}

static const char *kind_name(const bcase *c) {
  return !c->real ? "c2c" : opt_backward ? "c2r" : "r2c";
}

static void case_name(bcase *c) {
  char dims[40] = "";
  size_t len = 0;
  for (int i = 0; i < c->s.rank; i++)
    len += (size_t)snprintf(dims + len, sizeof dims - len, "%s%d", i ? "x" : "", c->s.n[i]);
  if (c->s.howmany > 1)
    snprintf(c->name, sizeof c->name, "%s %s %s batch %d", kind_name(c),
             c->dbl ? "double" : "single", dims, c->s.howmany);
  else
    snprintf(c->name, sizeof c->name, "%s %s %s", kind_name(c),
             c->dbl ? "double" : "single", dims);
}

/* ---- the suite ------------------------------------------------------------ */
static int build_shapes(shape *out) {
  int k = 0;
  if (opt_scaling) { /* 1-D 2^20 and 2^24, 2-D 1024^2, 3-D 256^3 */
    const shape sc[4] = {{1, {1 << 20, 0, 0}, 1, G_POW2, 1}, {1, {1 << 24, 0, 0}, 1, G_POW2, 1},
                         {2, {1024, 1024, 0}, 1, G_MULTI, 1}, {3, {256, 256, 256}, 1, G_MULTI, 1}};
    for (k = 0; k < 4; k++) out[k] = sc[k];
    return k;
  }
  for (int e = 4; e <= 22; e++) {
    shape s = {1, {1 << e, 0, 0}, 1, G_POW2, e == 10 || e == 16 || e == 20};
    out[k++] = s;
  }
  static const int mixed[] = {1000, 1536, 4095, 6561, 15625, 248832};
  for (int i = 0; i < 6; i++) {
    shape s = {1, {mixed[i], 0, 0}, 1, G_MIXED, mixed[i] == 1000 || mixed[i] == 15625};
    out[k++] = s;
  }
  static const int primes[] = {17, 257, 10007, 65537};
  for (int i = 0; i < 4; i++) {
    shape s = {1, {primes[i], 0, 0}, 1, G_PRIME, primes[i] == 257 || primes[i] == 10007};
    out[k++] = s;
  }
  static const int sq[] = {64, 256, 1024, 1000};
  for (int i = 0; i < 4; i++) {
    shape s = {2, {sq[i], sq[i], 0}, 1, G_MULTI, sq[i] == 256};
    out[k++] = s;
  }
  static const int cu[] = {32, 64, 128};
  for (int i = 0; i < 3; i++) {
    shape s = {3, {cu[i], cu[i], cu[i]}, 1, G_MULTI, cu[i] == 32};
    out[k++] = s;
  }
  static const int bt[] = {8, 16, 64};
  for (int i = 0; i < 3; i++) {
    shape s = {1, {bt[i], 0, 0}, 10000, G_BATCH, bt[i] == 16};
    out[k++] = s;
  }
  /* batches of short lengths that are not powers of two (not one of the groups):
     10 points (a radix of its own), 15 (two stages; real: an odd length), 24 and 96 (complex:
     two stages in registers across the rows, 8 x 3 and 8 x 12; 96 x 1000: 1.5 MB each way in
     double) */
  static const int bm[] = {10, 15, 24, 96};
  for (int i = 0; i < 4; i++) {
    shape s = {1, {bm[i], 0, 0}, bm[i] == 96 ? 1000 : 10000, G_BMIX, 0};
    out[k++] = s;
  }
  /* calls that take well under a microsecond, where what a call costs besides its
     arithmetic shows: a few short transforms, small 2-D and 3-D ones, a short mixed length */
  static const shape sm[] = {{1, {12, 0, 0}, 1, G_SMALL, 0},  {1, {8, 0, 0}, 4, G_SMALL, 0},
                             {1, {16, 0, 0}, 4, G_SMALL, 0},  {1, {12, 0, 0}, 16, G_SMALL, 0},
                             {2, {8, 8, 0}, 1, G_SMALL, 1},   {2, {16, 16, 0}, 1, G_SMALL, 0},
                             {2, {6, 10, 0}, 1, G_SMALL, 0},  {3, {8, 8, 8}, 1, G_SMALL, 0}};
  for (int i = 0; i < (int)(sizeof sm / sizeof sm[0]); i++) out[k++] = sm[i];
  return k;
}

/* ---- one library's side of a case -------------------------------------- */
typedef struct {
  const bcase *c;
  /* dft.h */
  dft_descriptor *d;
  void *din, *dout;
  /* FFTW: exactly one of the plans is set */
  fftw_plan pd;
  fftwf_plan pf;
  void *fin, *fout;
  void *fsave; /* FFTW's input, restored before its calls (c2r may overwrite it) */
  size_t in_elems, out_elems; /* reals per array (all transforms) */
  /* KissFFT: one configuration of the kind the case needs, or none */
  void *kcfg;
  int64_t kin_stride, kout_stride; /* reals between batch members */
} runner;

/* KissFFT runs single-precision cases it can do in reasonable time: real ones need
   an even last length, and its prime lengths cost O(n^2). */
static int kiss_can(const bcase *c) {
  int64_t last = c->s.n[c->s.rank - 1];
  if (c->dbl || (c->real && (last & 1))) return 0;
  return !(c->s.group == G_PRIME && last > 20000);
}

static void kiss_setup(runner *r) {
  const shape *s = &r->c->s;
  if (!kiss_can(r->c)) return;
  int inv = opt_backward;
  if (s->rank == 1)
    r->kcfg = r->c->real ? (void *)kiss_fftr_alloc(s->n[0], inv, NULL, NULL)
                         : (void *)kiss_fft_alloc(s->n[0], inv, NULL, NULL);
  else
    r->kcfg = r->c->real ? (void *)kiss_fftndr_alloc(s->n, s->rank, inv, NULL, NULL)
                         : (void *)kiss_fftnd_alloc(s->n, s->rank, inv, NULL, NULL);
}

static double run_kiss(runner *r, int calls) {
  const shape *s = &r->c->s;
  float *in = (float *)r->fin, *out = (float *)r->fout;
  double t0 = clock_s();
  for (int i = 0; i < calls; i++)
    for (int b = 0; b < s->howmany; b++) {
      float *x = in + b * r->kin_stride, *y = out + b * r->kout_stride;
      if (s->rank == 1 && r->c->real && opt_backward)
        kiss_fftri((kiss_fftr_cfg)r->kcfg, (kiss_fft_cpx *)x, y);
      else if (s->rank == 1 && r->c->real) kiss_fftr((kiss_fftr_cfg)r->kcfg, x, (kiss_fft_cpx *)y);
      else if (s->rank == 1) kiss_fft((kiss_fft_cfg)r->kcfg, (kiss_fft_cpx *)x, (kiss_fft_cpx *)y);
      else if (r->c->real && opt_backward)
        kiss_fftndri((kiss_fftndr_cfg)r->kcfg, (kiss_fft_cpx *)x, y);
      else if (r->c->real) kiss_fftndr((kiss_fftndr_cfg)r->kcfg, x, (kiss_fft_cpx *)y);
      else kiss_fftnd((kiss_fftnd_cfg)r->kcfg, (kiss_fft_cpx *)x, (kiss_fft_cpx *)y);
    }
  return clock_s() - t0;
}

static double run_dft(runner *r, int calls) {
  double t0 = clock_s();
  for (int i = 0; i < calls; i++) {
    dft_status st = opt_backward ? dft_compute_backward(r->d, r->din, r->dout)
                                 : dft_compute_forward(r->d, r->din, r->dout);
    if (st != DFT_OK) return -1.0;
  }
  return clock_s() - t0;
}

static void restore_fftw_input(runner *r) {
  if (r->fsave) memcpy(r->fin, r->fsave, r->in_elems * (r->c->dbl ? sizeof(double) : sizeof(float)));
}

static double run_fftw(runner *r, int calls) {
  restore_fftw_input(r);
  double t0 = clock_s();
  if (r->c->dbl)
    for (int i = 0; i < calls; i++) fftw_execute(r->pd);
  else
    for (int i = 0; i < calls; i++) fftwf_execute(r->pf);
  return clock_s() - t0;
}

/* The floor of an out-of-place transform that streams its data once: the input array
   copied into dft.h's output array (memcpy, the input's bytes). */
static double run_copy(runner *r, int calls) {
  size_t elems = r->in_elems < r->out_elems ? r->in_elems : r->out_elems; /* c2r: the output's */
  size_t bytes = elems * (r->c->dbl ? sizeof(double) : sizeof(float));
  double t0 = clock_s();
  for (int i = 0; i < calls; i++) {
    memcpy(r->dout, r->din, bytes);
    __asm__ __volatile__("" : : "r"(r->dout) : "memory"); /* each copy happens */
  }
  return clock_s() - t0;
}

/* A c2r input: the forward transform (dft.h, out of place) of random reals, so that it
   is Hermitian as a real transform's spectrum is. */
static int fill_spectrum(runner *r) {
  const shape *s = &r->c->s;
  size_t esz = r->c->dbl ? sizeof(double) : sizeof(float), nreal = r->out_elems;
  int64_t lens[3] = {s->n[0], s->n[1], s->n[2]};
  dft_descriptor *f = NULL;
  void *x = dft_malloc(nreal * esz);
  dft_status st = x ? dft_create(&f, r->c->dbl ? DFT_DOUBLE : DFT_SINGLE, DFT_REAL, s->rank, lens)
                    : DFT_ERROR_MEMORY;
  if (st == DFT_OK) st = dft_set_config(f, DFT_PLACEMENT, DFT_NOT_INPLACE);
  if (st == DFT_OK && s->howmany > 1) st = dft_set_int(f, DFT_NUMBER_OF_TRANSFORMS, s->howmany);
  if (st == DFT_OK) st = dft_commit(f);
  if (st == DFT_OK) {
    for (size_t i = 0; i < nreal; i++) {
      if (r->c->dbl) ((double *)x)[i] = rnd();
      else ((float *)x)[i] = (float)rnd();
    }
    st = dft_compute_forward(f, x, r->din);
  }
  dft_free(&f);
  dft_free_memory(x);
  if (st != DFT_OK) return 0;
  memcpy(r->fin, r->din, r->in_elems * esz);
  memcpy(r->fsave, r->din, r->in_elems * esz);
  return 1;
}

static void fill_input(runner *r) {
  if (r->c->dbl) {
    double *a = (double *)r->din, *b = (double *)r->fin;
    for (size_t i = 0; i < r->in_elems; i++) a[i] = b[i] = rnd();
  } else {
    float *a = (float *)r->din, *b = (float *)r->fin;
    for (size_t i = 0; i < r->in_elems; i++) a[i] = b[i] = (float)rnd();
  }
}

static double output_check(const runner *r) {
  double md = 0.0, mr = 0.0;
  for (size_t i = 0; i < r->out_elems; i++) {
    double y = r->c->dbl ? ((double *)r->dout)[i] : ((float *)r->dout)[i];
    double z = r->c->dbl ? ((double *)r->fout)[i] : ((float *)r->fout)[i];
    double e = fabs(y - z);
    if (!(e <= md)) md = e; /* NaN sticks */
    if (fabs(z) > mr) mr = fabs(z);
  }
  return mr > 0.0 ? md / mr : md;
}

static void run_case(const bcase *c, bresult *res) {
  memset(res, 0, sizeof *res);
  runner r;
  memset(&r, 0, sizeof r);
  r.c = c;
  const shape *s = &c->s;
  int64_t np = points(s);
  int64_t last = s->n[s->rank - 1];
  int64_t nout = c->real ? np / last * (last / 2 + 1) : np; /* complex outputs */
  r.in_elems = (size_t)(np * (c->real ? 1 : 2) * s->howmany); /* the time domain */
  r.out_elems = (size_t)(nout * 2 * s->howmany);               /* the frequency domain */
  if (opt_backward) {
    size_t t = r.in_elems;
    r.in_elems = r.out_elems;
    r.out_elems = t;
  }
  size_t esz = c->dbl ? sizeof(double) : sizeof(float);

  r.din = dft_malloc(r.in_elems * esz);
  r.dout = dft_malloc(r.out_elems * esz);
  r.fin = fftw_malloc(r.in_elems * esz);
  r.fout = fftw_malloc(r.out_elems * esz);
  if (opt_backward && c->real) r.fsave = malloc(r.in_elems * esz);
  if (!r.din || !r.dout || !r.fin || !r.fout || (opt_backward && c->real && !r.fsave)) {
    snprintf(res->err, sizeof res->err, "out of memory");
    goto done;
  }

  /* dft.h: create and commit */
  {
    int64_t lens[3] = {s->n[0], s->n[1], s->n[2]};
    double t0 = clock_s();
    dft_status st = dft_create(&r.d, c->dbl ? DFT_DOUBLE : DFT_SINGLE,
                               c->real ? DFT_REAL : DFT_COMPLEX, s->rank, lens);
    if (st == DFT_OK) st = dft_set_config(r.d, DFT_PLACEMENT, DFT_NOT_INPLACE);
    if (st == DFT_OK && s->howmany > 1)
      st = dft_set_int(r.d, DFT_NUMBER_OF_TRANSFORMS, s->howmany);
    if (st == DFT_OK) st = dft_set_int(r.d, DFT_THREAD_LIMIT, opt_threads);
    if (st == DFT_OK) st = dft_commit(r.d);
    res->commit_ms = 1e3 * (clock_s() - t0);
    if (st == DFT_OK) st = dft_get_int(r.d, DFT_WORKSPACE_BYTES, &res->work_bytes);
    if (st != DFT_OK) {
      snprintf(res->err, sizeof res->err, "dft.h setup: %s", dft_status_string(st));
      goto done;
    }
  }

  /* FFTW: plan (FFTW_MEASURE overwrites the arrays, so fill them afterwards) */
  {
    int n[3] = {s->n[0], s->n[1], s->n[2]};
    int idist = (int)np, odist = (int)nout; /* the forward transform's */
    int sign = opt_backward ? FFTW_BACKWARD : FFTW_FORWARD;
    double t0 = clock_s();
    if (c->dbl && c->real && opt_backward) {
      fftw_plan_with_nthreads(opt_threads);
      r.pd = fftw_plan_many_dft_c2r(s->rank, n, s->howmany, (fftw_complex *)r.fin, NULL, 1, odist,
                                    (double *)r.fout, NULL, 1, idist, FFTW_MEASURE);
    } else if (c->real && opt_backward) {
      fftwf_plan_with_nthreads(opt_threads);
      r.pf = fftwf_plan_many_dft_c2r(s->rank, n, s->howmany, (fftwf_complex *)r.fin, NULL, 1,
                                     odist, (float *)r.fout, NULL, 1, idist, FFTW_MEASURE);
    } else if (c->dbl) {
      fftw_plan_with_nthreads(opt_threads);
      r.pd = c->real
                 ? fftw_plan_many_dft_r2c(s->rank, n, s->howmany, (double *)r.fin, NULL, 1,
                                          idist, (fftw_complex *)r.fout, NULL, 1, odist,
                                          FFTW_MEASURE)
                 : fftw_plan_many_dft(s->rank, n, s->howmany, (fftw_complex *)r.fin, NULL, 1,
                                      idist, (fftw_complex *)r.fout, NULL, 1, odist,
                                      sign, FFTW_MEASURE);
    } else {
      fftwf_plan_with_nthreads(opt_threads);
      r.pf = c->real
                 ? fftwf_plan_many_dft_r2c(s->rank, n, s->howmany, (float *)r.fin, NULL, 1,
                                           idist, (fftwf_complex *)r.fout, NULL, 1, odist,
                                           FFTW_MEASURE)
                 : fftwf_plan_many_dft(s->rank, n, s->howmany, (fftwf_complex *)r.fin, NULL,
                                       1, idist, (fftwf_complex *)r.fout, NULL, 1, odist,
                                       sign, FFTW_MEASURE);
    }
    res->plan_ms = 1e3 * (clock_s() - t0);
    if (!r.pd && !r.pf) {
      snprintf(res->err, sizeof res->err, "FFTW planner failed");
      goto done;
    }
  }

  if (opt_backward && c->real) {
    if (!fill_spectrum(&r)) {
      snprintf(res->err, sizeof res->err, "dft.h forward transform for the input failed");
      goto done;
    }
  } else {
    fill_input(&r);
  }

  /* warm-up, then estimate one call of each */
  if (run_dft(&r, 1) < 0.0) {
    snprintf(res->err, sizeof res->err, "dft.h compute failed");
    goto done;
  }
  run_fftw(&r, 1);
  res->check = output_check(&r);
  double t_dft = run_dft(&r, 1), t_fftw = run_fftw(&r, 1);
  if (t_dft <= 0.0) t_dft = 1e-7;
  if (t_fftw <= 0.0) t_fftw = 1e-7;

  /* calls per repetition: the faster library's repetitions last >= 2 ms */
  double fast = t_dft < t_fftw ? t_dft : t_fftw;
  int calls = (int)ceil(2e-3 / fast);
  if (calls < 1) calls = 1;
  double rep_time = calls * (t_dft + t_fftw);
  int reps = (int)(opt_time / rep_time);
  if (reps > MAX_REPS) reps = MAX_REPS;
  if (reps < 3) reps = rep_time > 1.0 ? 1 : 3;
  res->reps = reps;
  res->calls = calls;

  double td[MAX_REPS], tf[MAX_REPS], tc[MAX_REPS];
  for (int k = 0; k < reps; k++) {
    if (k & 1) {
      tf[k] = run_fftw(&r, calls);
      td[k] = run_dft(&r, calls);
    } else {
      td[k] = run_dft(&r, calls);
      tf[k] = run_fftw(&r, calls);
    }
    tc[k] = run_copy(&r, calls);
  }
  res->dft_ns = 1e9 * median(td, reps) / calls;
  res->fftw_ns = 1e9 * median(tf, reps) / calls;
  res->copy_ns = 1e9 * median(tc, reps) / calls;
  double flops = (c->real ? 2.5 : 5.0) * (double)np * log2((double)np) * s->howmany;
  res->dft_gflops = flops / res->dft_ns;
  res->fftw_gflops = flops / res->fftw_ns;
  res->ratio = res->fftw_ns / res->dft_ns;
  res->ok = 1;

  /* KissFFT on the same input, interleaved with dft.h and FFTW runs */
  r.kin_stride = (int64_t)(r.in_elems / (size_t)s->howmany);
  r.kout_stride = (int64_t)(r.out_elems / (size_t)s->howmany);
  kiss_setup(&r);
  if (r.kcfg) {
    restore_fftw_input(&r);
    double tk[MAX_REPS], t1 = run_kiss(&r, 1);
    int kcalls = t1 > 0 ? (int)ceil(2e-3 / t1) : 1, kreps = reps < 5 ? reps : 5;
    if (kcalls < 1) kcalls = 1;
    if (t1 * kcalls * kreps > 3.0) kreps = 1;
    for (int k = 0; k < kreps; k++) {
      run_dft(&r, 1);
      restore_fftw_input(&r);
      tk[k] = run_kiss(&r, kcalls);
      run_fftw(&r, 1);
    }
    qsort(tk, (size_t)kreps, sizeof(double), cmp_double);
    res->kiss_ns = 1e9 * tk[kreps / 2] / kcalls;
    res->kiss_gflops = flops / res->kiss_ns;
  }

done:
  kiss_fft_free(r.kcfg);
  dft_free(&r.d);
  if (r.pd) fftw_destroy_plan(r.pd);
  if (r.pf) fftwf_destroy_plan(r.pf);
  dft_free_memory(r.din);
  dft_free_memory(r.dout);
  fftw_free(r.fin);
  fftw_free(r.fout);
  free(r.fsave);
}

/* ---- output ------------------------------------------------------------ */
static void print_row(const bcase *c, const bresult *r) {
  if (!r->ok) {
    printf("| %-34s | %s | | | | | | | | |\n", c->name, r->err);
  } else {
    char kiss[16] = "       -";
    if (r->kiss_gflops > 0) snprintf(kiss, sizeof kiss, "%8.2f", r->kiss_gflops);
    printf("| %-34s | %8.2f | %8.2f | %6.3f | %6.3f | %s | %9.2f | %9.0f | %9.2f | %.1e |\n",
           c->name, r->dft_gflops, r->fftw_gflops, r->ratio, r->fftw_ns / r->copy_ns, kiss, r->commit_ms, r->work_bytes / 1024.0,
           r->plan_ms, r->check);
  }
  fflush(stdout);
}

static void write_json(const char *path, const bcase *cs, const bresult *rs, int n,
                       double load0, double load1) {
  FILE *f = fopen(path, "w");
  if (!f) {
    fprintf(stderr, "bench: cannot write %s\n", path);
    return;
  }
  time_t t = time(NULL);
  char date[32];
  strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", gmtime(&t));
  fprintf(f, "{\"program\": \"dft.h bench\", \"dft_rev\": \"%s\", \"fftw\": \"%s\", "
             "\"threads\": %d, \"direction\": \"%s\", \"clock\": \"%s\", \"date\": \"%s\", "
             "\"load_start\": %.2f, \"load_end\": %.2f, \"cases\": [\n",
          DFT_BENCH_REV, fftw_version, opt_threads, opt_backward ? "backward" : "forward", use_cpu_clock ? "cpu" : "wall", date, load0,
          load1);
  for (int i = 0; i < n; i++) {
    const bcase *c = &cs[i];
    const bresult *r = &rs[i];
    fprintf(f, "{\"name\": \"%s\", \"kind\": \"%s\", \"precision\": \"%s\", \"group\": \"%s\", "
               "\"rank\": %d, \"dims\": [",
            c->name, kind_name(c), c->dbl ? "double" : "single",
            group_key[c->s.group], c->s.rank);
    for (int k = 0; k < c->s.rank; k++) fprintf(f, "%s%d", k ? ", " : "", c->s.n[k]);
    fprintf(f, "], \"n\": %lld, \"batch\": %d, \"ok\": %s", (long long)points(&c->s),
            c->s.howmany, r->ok ? "true" : "false");
    if (r->ok)
      fprintf(f, ", \"dft_gflops\": %.4f, \"fftw_gflops\": %.4f, \"ratio\": %.4f, "
                 "\"dft_ns\": %.1f, \"fftw_ns\": %.1f, \"copy_ns\": %.1f, \"dft_commit_ms\": %.3f, "
                 "\"fftw_plan_ms\": %.3f, \"reps\": %d, \"calls\": %d, \"check\": %.3e, "
                 "\"kiss_gflops\": %.4f, \"dft_work_bytes\": %lld",
              r->dft_gflops, r->fftw_gflops, r->ratio, r->dft_ns, r->fftw_ns, r->copy_ns, r->commit_ms,
              r->plan_ms, r->reps, r->calls, r->check, r->kiss_gflops, (long long)r->work_bytes);
    else
      fprintf(f, ", \"error\": \"%s\"", r->err);
    fprintf(f, "}%s\n", i + 1 < n ? "," : "");
  }
  fprintf(f, "]}\n");
  fclose(f);
}

static void usage(void) {
  fprintf(stderr,
          "usage: bench [--threads N] [--quick] [--filter STR] [--json FILE]\n"
          "             [--time S] [--plan-time S] [--wisdom PREFIX] [--clock cpu|wall]\n"
          "             [--backward] [--list]\n"
          "  --threads N    threads for both libraries (default 1)\n"
          "  --quick        a small subset of the suite\n"
          "  --scaling      the thread-scaling cases instead: 2^20, 2^24, 1024^2, 256^3\n"
          "  --filter STR   only cases whose name contains STR (e.g. \"c2c double\")\n"
          "  --json FILE    write all results to FILE\n"
          "  --time S       seconds of timed calls per case (default 0.4)\n"
          "  --plan-time S  fftw_set_timelimit for FFTW_MEASURE (default 1.0; 0: none)\n"
          "  --wisdom P     import FFTW wisdom from P.double and P.single when they\n"
          "                 exist, export it there at the end\n"
          "  --clock C      cpu (the thread's CPU time) or wall; default cpu with one\n"
          "                 thread (robust on a busy machine), wall with more\n"
          "  --backward     time the backward transforms (c2c backward, c2r) instead\n"
          "  --list         print the selected case names and exit\n");
}

int main(int argc, char **argv) {
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    int more = i + 1 < argc;
    if (!strcmp(a, "--threads") && more) opt_threads = atoi(argv[++i]);
    else if (!strcmp(a, "--quick")) opt_quick = 1;
    else if (!strcmp(a, "--scaling")) opt_scaling = 1;
    else if (!strcmp(a, "--list")) opt_list = 1;
    else if (!strcmp(a, "--backward")) opt_backward = 1;
    else if (!strcmp(a, "--filter") && more) opt_filter = argv[++i];
    else if (!strcmp(a, "--json") && more) opt_json = argv[++i];
    else if (!strcmp(a, "--wisdom") && more) opt_wisdom = argv[++i];
    else if (!strcmp(a, "--time") && more) opt_time = atof(argv[++i]);
    else if (!strcmp(a, "--plan-time") && more) opt_plan_time = atof(argv[++i]);
    else if (!strcmp(a, "--clock") && more && (!strcmp(argv[i + 1], "cpu") ||
                                               !strcmp(argv[i + 1], "wall")))
      opt_clock = argv[++i];
    else {
      usage();
      return strcmp(a, "--help") && strcmp(a, "-h") ? 2 : 0;
    }
  }
  if (opt_threads < 1) opt_threads = 1;
  use_cpu_clock = opt_clock ? !strcmp(opt_clock, "cpu") : opt_threads == 1;

  shape shapes[64];
  int nshapes = build_shapes(shapes);
  bcase *cases = calloc((size_t)nshapes * 4, sizeof *cases);
  bresult *res = calloc((size_t)nshapes * 4, sizeof *res);
  if (!cases || !res) return 1;
  int ncases = 0;
  for (int dbl = 0; dbl < 2; dbl++)
    for (int real = 0; real < 2; real++)
      for (int i = 0; i < nshapes; i++) {
        bcase c;
        c.s = shapes[i];
        c.real = real;
        c.dbl = dbl;
        case_name(&c);
        if (opt_quick && !c.s.quick) continue;
        if (opt_filter && !strstr(c.name, opt_filter)) continue;
        cases[ncases++] = c;
      }
  if (opt_list) {
    for (int i = 0; i < ncases; i++) printf("%s\n", cases[i].name);
    return 0;
  }
  if (ncases == 0) {
    fprintf(stderr, "bench: no case matches\n");
    return 2;
  }

  omp_set_num_threads(opt_threads);
  if (!fftw_init_threads() || !fftwf_init_threads()) {
    fprintf(stderr, "bench: FFTW thread initialisation failed\n");
    return 1;
  }
  fftw_set_timelimit(opt_plan_time > 0 ? opt_plan_time : FFTW_NO_TIMELIMIT);
  fftwf_set_timelimit(opt_plan_time > 0 ? opt_plan_time : FFTW_NO_TIMELIMIT);
  char wd[512] = "", wf[512] = "";
  int wisdom_d = 0, wisdom_f = 0;
  if (opt_wisdom) {
    snprintf(wd, sizeof wd, "%s.double", opt_wisdom);
    snprintf(wf, sizeof wf, "%s.single", opt_wisdom);
    wisdom_d = fftw_import_wisdom_from_filename(wd);
    wisdom_f = fftwf_import_wisdom_from_filename(wf);
  }

  int tty = isatty(2);
  double load0 = load_average();
  char limit[64];
  if (opt_plan_time > 0) snprintf(limit, sizeof limit, "plan time limit %.1f s", opt_plan_time);
  else snprintf(limit, sizeof limit, "no plan time limit");
  printf("dft.h %s against %s, %d thread%s, FFTW_MEASURE (%s%s), "
         "out of place, %s; %s clock.\n"
         "GFLOPS = 5 N log2 N / t (real: half); ratio = t_FFTW / t_dft (> 1: dft.h faster);\n"
         "copy = t_FFTW / t_copy: the ratio of a transform as fast as a memcpy of its input\n"
         "array into its output array (the bound where a case streams from L3 or memory);\n"
         "KissFFT (single precision, one thread, even real lengths) in the same runs.\n\n",
         DFT_BENCH_REV, fftw_version, opt_threads, opt_threads == 1 ? "" : "s", limit,
         wisdom_d && wisdom_f ? ", wisdom imported" : wisdom_d || wisdom_f ? ", wisdom imported (one precision)" : "",
         opt_backward ? "backward (c2c backward, c2r)" : "forward",
         use_cpu_clock ? "thread CPU-time" : "wall");
  printf("| %-34s | %8s | %8s | %6s | %6s | %8s | %9s | %9s | %9s | %7s |\n", "case", "dft.h GF",
         "FFTW GF", "ratio", "copy", "Kiss GF", "commit ms", "work KiB", "plan ms", "check");
  printf("|%s|---------:|---------:|-------:|-------:|---------:|----------:|----------:|----------:|--------:|\n",
         "------------------------------------");
  fflush(stdout);

  double t_start = now_s();
  for (int i = 0; i < ncases; i++) {
    if (tty)
      fprintf(stderr, "\r\033[K[%d/%d] %s ...", i + 1, ncases, cases[i].name);
    else
      fprintf(stderr, "[%d/%d] %s ...\n", i + 1, ncases, cases[i].name);
    fflush(stderr);
    run_case(&cases[i], &res[i]);
    if (tty) fprintf(stderr, "\r\033[K");
    print_row(&cases[i], &res[i]);
  }
  double elapsed = now_s() - t_start;

  /* geometric means of the ratios: groups x (kind, precision) */
  const char *col[4] = {"c2c single", "r2c single", "c2c double", "r2c double"};
  if (opt_backward) col[1] = "c2r single", col[3] = "c2r double";
  double lsum[G_COUNT + 1][4] = {{0}};
  int cnt[G_COUNT + 1][4] = {{0}};
  int failed = 0;
  for (int i = 0; i < ncases; i++) {
    if (!res[i].ok) {
      failed++;
      continue;
    }
    int k = cases[i].dbl * 2 + cases[i].real;
    lsum[cases[i].s.group][k] += log(res[i].ratio);
    cnt[cases[i].s.group][k]++;
    lsum[G_COUNT][k] += log(res[i].ratio);
    cnt[G_COUNT][k]++;
  }
  printf("\nGeometric mean of t_FFTW / t_dft (> 1: dft.h faster; cases in brackets)\n\n");
  printf("| %-15s | %-14s | %-14s | %-14s | %-14s |\n", "group", col[0], col[1], col[2],
         col[3]);
  printf("|-----------------|----------------|----------------|----------------|-------"
         "---------|\n");
  for (int g = 0; g <= G_COUNT; g++) {
    int any = 0;
    for (int k = 0; k < 4; k++) any |= cnt[g][k];
    if (!any) continue;
    printf("| %-15s |", g < G_COUNT ? group_name[g] : "all");
    for (int k = 0; k < 4; k++) {
      if (cnt[g][k])
        printf(" %6.3f (%3d)   |", exp(lsum[g][k] / cnt[g][k]), cnt[g][k]);
      else
        printf(" %-14s |", "-");
    }
    printf("\n");
  }
  if (failed) printf("\n%d case%s failed (see the table).\n", failed, failed > 1 ? "s" : "");
  double load1 = load_average();
  printf("\n%d cases in %.0f s; load average %.2f at the start, %.2f at the end.\n", ncases,
         elapsed, load0, load1);
  if (load0 > 0.5 * omp_get_num_procs() || load1 > 0.5 * omp_get_num_procs() + opt_threads)
    printf("The machine was busy: the times are noisy%s.\n",
           use_cpu_clock ? " (less so on the CPU-time clock, but caches are shared and "
                           "FFTW_MEASURE plans on a busy machine)" : "");

  if (opt_json) write_json(opt_json, cases, res, ncases, load0, load1);
  if (opt_wisdom && (!fftw_export_wisdom_to_filename(wd) || !fftwf_export_wisdom_to_filename(wf)))
    fprintf(stderr, "bench: cannot write the wisdom files %s, %s\n", wd, wf);
  fftw_cleanup_threads();
  fftwf_cleanup_threads();
  free(cases);
  free(res);
  return failed ? 1 : 0;
}
