/* test_core.c - core test suite of dft.h: layouts against a long-double reference DFT,
   every status of API.md as docs/API-READINGS.md reads it, descriptor semantics,
   threads. Prints "FAIL ..." for each failed check and ends with "N passed, M failed".
   Build: see mk/core.mk (C99, -Wall -Wextra -Wpedantic -Werror, with and without OpenMP,
   and under ASan+UBSan). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <math.h>
#include <float.h>
#include <time.h>
#include <pthread.h>

/* Allocation hook: lets the suite make the library's allocations fail (DFT_ERROR_MEMORY)
   and count what a compute call leaves allocated. Only written from one thread while no
   compute runs on another; read-only otherwise. */
static int64_t g_fail_after = -1; /* >= 0: that many more allocations succeed, then all fail */
static int g_track = 0;           /* count live allocations in g_live */
static int64_t g_live = 0;
void *dft_test_malloc(size_t n)
{
  void *p;
  if (g_fail_after >= 0) {
    if (g_fail_after == 0) return NULL;
    g_fail_after--;
  }
  p = malloc(n);
  if (g_track && p) g_live++;
  return p;
}
void dft_test_free(void *p)
{
  if (g_track && p) g_live--;
  free(p);
}
/* dft.h's implementation, its allocations through the hooks above: this file's own, or
   with DFT_TEST_LINKED_IMPL the object of tests/impl_hooked.c that make builds once for
   the programs sharing these flags */
#ifdef DFT_TEST_LINKED_IMPL
#include "dft.h"
int dft_test_plan_engine(const dft_descriptor *d);
long long dft_test_plan_tiles(const dft_descriptor *d, int dir);
int dft_test_plan_first_axis(const dft_descriptor *d, int dir);
int dft_test_plan_regs(const dft_descriptor *d, int dir);
long long dft_test_plan_tile_bytes(const dft_descriptor *d, int dir);
int dft_test_single_wide(void);
int dft_test_double_narrow(void);
int dft_test_set_split512(int v);
long long dft_test_split(long long n);
int dft_test_plan_row_alone(const dft_descriptor *d, int dir);
int dft_test_rrow_alone(long long n);
int dft_test_rpairs(long long n, int dbl, int post, int tables, int zo, int xo, int inplace,
                    long long k0, long long k1);
int dft_test_order(long long n, int c, int order, int *radix);
double dft_test_stage_cost(long long n, long long L, int p, int c);
#else
#include "impl_hooked.c"
#endif

#include "core_engine.h"
#include "core_run.h"

static double now_s(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static long grp_pass0, grp_fail0;
static double grp_t0;
static const char *grp_name;
static void group_begin(const char *name)
{
  grp_name = name;
  grp_pass0 = g_pass;
  grp_fail0 = g_fail;
  grp_t0 = now_s();
}
static void group_end(void)
{
  printf("ok %s: %ld passed, %ld failed, %.2f s\n", grp_name, g_pass - grp_pass0,
         g_fail - grp_fail0, now_s() - grp_t0);
  fflush(stdout);
}

/* =========================================================== layout matrix */
typedef struct { int dim; int64_t n[DFT_MAX_DIMENSION]; } shape;
static const shape SHAPES[] = {
  {1, {1}}, {1, {2}}, {1, {3}}, {1, {8}}, {1, {9}}, {1, {22}}, {1, {97}}, {1, {128}},
  {1, {1000}},
  {2, {4, 4}}, {2, {4, 3}}, {2, {7, 8}}, {2, {64, 5}}, {2, {3125, 2}},
  {3, {2, 2, 2}}, {3, {2, 2, 3}}, {3, {3, 7, 2}}, {3, {8, 8, 9}},
  {4, {3, 4, 2, 5}},
  {7, {2, 3, 2, 1, 2, 3, 2}},
};
#define NSHAPES ((int)(sizeof SHAPES / sizeof SHAPES[0]))

static void matrix_tests(void)
{
  static const int64_t batches[4] = {1, 2, 9, 27};
  static const int cstor[] = {ST_CC, ST_RR}, rstor[] = {ST_CCE, ST_CCE_SPLIT},
                   pstor[] = {ST_CCS, ST_PACK, ST_PERM};
  int si, k, place, variant = 0;
  for (si = 0; si < NSHAPES; si++) {
    const shape *s = &SHAPES[si];
    int64_t N = prod64(s->dim, s->n);
    for (k = 0; k < 7; k++) {
      int stor = k < 2 ? cstor[k] : k < 4 ? rstor[k - 2] : pstor[k - 4];
      if (is_packed(stor) && s->dim != 1) continue;
      for (place = 0; place < 2; place++) {
        tcase tc;
        int64_t b = batches[(si + k + place) % 4];
        memset(&tc, 0, sizeof tc);
        while (b > 1 && N * b > 30000) b = b == 27 ? 9 : b == 9 ? 2 : 1;
        tc.domain = k < 2 ? DFT_COMPLEX : DFT_REAL;
        tc.dim = s->dim;
        memcpy(tc.n, s->n, sizeof tc.n);
        tc.howmany = b;
        tc.inplace = place == 0;
        tc.stor = stor;
        tc.set_place = variant & 1;
        switch (variant++ % 5) {
        case 0: break;
        case 1: tc.fscale = 0.5; tc.bscale = 3.0; break;
        case 2: tc.bscale = 1.0 / (double)N; break;
        case 3: tc.fscale = -1.5; tc.bscale = 0.25; break;
        case 4: tc.fscale = 1.0 / sqrt((double)N); tc.bscale = 1.0 / sqrt((double)N); break;
        }
        run_case_both(&tc);
      }
    }
  }
}

/* Checks that tc, committed, runs its first pass's rows in registers both ways (a group
   of W/2 lanes a kernel call: dft_test_plan_regs). */
static void check_regs(const tcase *tc, int prec)
{
  dft_descriptor *d = NULL;
  char lb[300];
  tc_label(tc, prec, lb, sizeof lb);
  if (setup(tc, prec, &d, lb) && check_st(dft_commit(d), DFT_OK, lb))
    check(dft_test_plan_regs(d, 0) && dft_test_plan_regs(d, 1), "%s: rows not in registers", lb);
  dft_free(&d);
}

/* Checks that on the double engine a batch of real rows of n points runs a row at a time
   exactly where DFT__RROW_ALONE says (other engines: groups, not checked), and that such
   a plan's workspace holds no group buffers (on one thread: two buffers of 16 lanes of
   n/2 + 2 complex doubles, several times the row's own buffers). */
static void check_row_alone(const tcase *tc, int64_t n)
{
  dft_descriptor *d = NULL;
  char lb[300];
  int64_t wb = -1;
  tc_label(tc, DFT_DOUBLE, lb, sizeof lb);
  if (setup(tc, DFT_DOUBLE, &d, lb) && check_st(dft_set_int(d, DFT_THREAD_LIMIT, 1), DFT_OK, lb) &&
      check_st(dft_commit(d), DFT_OK, lb) && dft_test_plan_engine(d) == DFT_DOUBLE) {
    check(dft_test_plan_row_alone(d, 0) == dft_test_rrow_alone(n) &&
          dft_test_plan_row_alone(d, 1) == dft_test_rrow_alone(n),
          "%s: a row at a time %d/%d, expected %d", lb, dft_test_plan_row_alone(d, 0),
          dft_test_plan_row_alone(d, 1), dft_test_rrow_alone(n));
    if (dft_test_rrow_alone(n) && check_st(dft_get_int(d, DFT_WORKSPACE_BYTES, &wb), DFT_OK, lb))
      check(wb < 2 * (n / 2 + 2) * 16 * 16, "%s: workspace %lld bytes holds group buffers", lb,
            (long long)wb);
  }
  dft_free(&d);
}

/* A batch of 1-D rows of n points, complex (ST_CC) or real (ST_CCE), contiguous, scaled
   backward by 1/n (the callers set the rest). */
static tcase rows_case(const char *name, int real, int64_t n, int inplace, int64_t howmany)
{
  tcase tc;
  memset(&tc, 0, sizeof tc);
  tc.name = name;
  tc.domain = real ? DFT_REAL : DFT_COMPLEX;
  tc.stor = real ? ST_CCE : ST_CC;
  tc.dim = 1;
  tc.n[0] = n;
  tc.inplace = inplace;
  tc.howmany = howmany;
  tc.bscale = 1.0 / (double)n;
  return tc;
}

/* More 1-D lengths: every radix and codelet size, the whole-transform kernels (16..256
   in one call, 512..4096 with constant strides), the in-place DIT levels (4096..2^18;
   with vectors under 512 bits powers of two from 1 MiB: 65536 doubles, 131072 floats;
   real ones through their half length; test_large has longer ones), the largest direct
   prime and the first lengths past it (Rader: 67, 71, 257; Bluestein: 167, 263), prime
   powers. */
static void extra_lengths(void)
{
  static const int64_t ns[] = {4, 5, 6, 7, 10, 11, 12, 13, 14, 15, 16, 17, 20, 25, 27, 31, 32,
                               40, 49, 50, 59, 61, 64, 67, 71, 75, 100, 121, 122, 125, 128, 167,
                               243, 256, 257, 263, 512, 625, 961, 1024, 2048, 3125, 4096, 8192,
                               16384, 32768, 65536, 131072, 262144};
  unsigned i;
  int k;
  for (i = 0; i < sizeof ns / sizeof ns[0]; i++)
    for (k = 0; k < 4; k++) {
      tcase tc = rows_case("lengths", k >= 2, ns[i], k & 1, 1 + (int64_t)((i + (unsigned)k) % 3));
      run_case_both(&tc);
    }
  for (k = 0; k < 2; k++) { /* one complex sequence of 25: its codelet, not the 5 x 5 plan */
    tcase tc = rows_case("lengths", 0, 25, k, 1);
    run_case_both(&tc);
  }
  /* real 2-D rows that take DIT plans (from 8192 doubles, 16384 floats, where vectors are
     512 bits wide and whole; Stockham stages elsewhere); the builds with
     DFT__C2R_INOUT_N=0 run their C2R through the output's rows, X_h in X_0's imaginary
     part (dft__c2r_outer, DFT__VIEW_NYQ) */
  for (k = 0; k < 2; k++) {
    tcase tc;
    memset(&tc, 0, sizeof tc);
    tc.name = "long real rows";
    tc.domain = DFT_REAL;
    tc.stor = ST_CCE;
    tc.dim = 2;
    tc.n[0] = 3;
    tc.n[1] = k ? 16384 : 8192;
    tc.bscale = 0.5;
    run_case_both(&tc);
  }
  /* every codelet length, scaled both ways: one complex row alone, in and out of place
     (k < 2: the codelet called straight from compute, prog->bfn), and short batches of 2..5
     rows (k >= 2: 2 and 3 rows one codelet call each, prog->brows) with input and output
     distances and offsets that differ, out of place and in place */
  for (i = 0; i < 16; i++)
    for (k = 0; k < 6; k++) {
      static const int64_t cl[16] = {2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17};
      const int b = k - 2; /* the batch variant */
      tcase tc;
      memset(&tc, 0, sizeof tc);
      tc.name = k < 2 ? "complex row" : "short batch";
      tc.domain = DFT_COMPLEX;
      tc.stor = ST_CC;
      tc.dim = 1;
      tc.n[0] = cl[i];
      tc.inplace = k < 2 ? k : b == 3;
      tc.howmany = k < 2 ? 1 : 2 + (int64_t)((i + (unsigned)b) % 4);
      if (k >= 2) {
        tc.fs_set = tc.bs_set = 1;
        tc.fs[0] = b == 3 ? 3 : 1 + b; tc.fs[1] = 1;
        tc.bs[0] = b == 3 ? 3 : 2 * b; tc.bs[1] = 1;
        tc.fd = cl[i] + (b == 3 ? 2 : b);
        tc.bd = cl[i] + (b == 3 ? 2 : 3 - b);
      }
      tc.fscale = 0.5;
      tc.bscale = 3.0;
      run_case_both(&tc);
    }
  /* one real row alone, scaled: 6, 8, 10, 12, 16, 32 points (the single-row register
     kernels), 64, and the odd codelet lengths (a complex codelet on the stack) */
  for (i = 0; i < 15; i++)
    for (k = 0; k < 2; k++) {
      static const int64_t rn[15] = {8, 16, 32, 64, 3, 5, 7, 9, 11, 13, 17, 15, 6, 10, 12};
      tcase tc;
      memset(&tc, 0, sizeof tc);
      tc.name = "real row";
      tc.domain = DFT_REAL;
      tc.stor = ST_CCE;
      tc.dim = 1;
      tc.n[0] = rn[i];
      tc.inplace = k;
      tc.howmany = 1;
      tc.fscale = 0.5;
      tc.bscale = 3.0;
      run_case_both(&tc);
    }
  /* odd real rows decimated by their least prime factor (dft__rodd_fwd/bwd: doubles from
     256 points, floats from 2048): each factor 3, 5, 7, 11 and 13 with a complex line as the
     last sub-row (255, 375, 1001, 319, 299), decimated again (1029 = 3 x 343 -> 7 x 49, 2187
     -> 729 -> 243; floats 2187, 3125 and 6561 -> 2187), 303 = 3 x 101 (a Rader line) and
     323 = 17 x 19 (not decimated): one row out of place and in place, a strided row packed
     as CCS (the plan's only row), and two rows with distances; scaled both ways. The
     reference costs n^2: 3125 and 6561 run in single precision only, out of place */
  for (i = 0; i < 11; i++)
    for (k = 0; k < 4; k++) {
      static const int64_t on[11] = {255, 375, 1001, 319, 299, 1029, 303, 323, 2187, 3125, 6561};
      tcase tc;
      if (on[i] > 3000 && k) continue;
      memset(&tc, 0, sizeof tc);
      tc.name = "odd real rows";
      tc.domain = DFT_REAL;
      tc.stor = k == 2 ? ST_CCS : ST_CCE;
      tc.dim = 1;
      tc.n[0] = on[i];
      tc.inplace = k == 1;
      tc.howmany = k == 3 ? 2 : 1;
      if (k == 2) {
        tc.fs_set = tc.bs_set = 1;
        tc.fs[0] = 3; tc.fs[1] = 2;
        tc.bs[0] = 1; tc.bs[1] = 1;
      }
      if (k == 3) { tc.fd = on[i] + 3; tc.bd = on[i] / 2 + 2; }
      tc.fscale = 0.5;
      tc.bscale = 1.0 / (double)on[i];
      if (on[i] > 3000) run_case(&tc, DFT_SINGLE);
      else run_case_both(&tc);
    }
  /* short real rows, every n from 2 to 33 (dft__rdm: odd n below 4 vectors of the narrowest
     engine, 32 at AVX-512, even ones below 2 vectors without a register kernel; fewer in the
     narrower builds, which take the other routes for the rest): one row out of place and in
     place, 5 rows with distances out of place (DFT__RT_RDM, or groups where the complex line
     is two stages: 21, 25, 27), 3 in place, a strided row packed as CCS (one at a time,
     gathered), and 3 x n (the rows of a 2-D pass) */
  for (i = 2; i < 34; i++)
    for (k = 0; k < 6; k++) {
      tcase tc;
      memset(&tc, 0, sizeof tc);
      tc.name = "short real rows";
      tc.domain = DFT_REAL;
      tc.stor = k == 4 ? ST_CCS : ST_CCE;
      tc.dim = k == 5 ? 2 : 1;
      tc.n[0] = k == 5 ? 3 : (int64_t)i;
      tc.n[1] = (int64_t)i;
      tc.inplace = k == 1 || k == 3;
      tc.howmany = k == 2 ? 5 : k == 3 ? 3 : 1;
      if (k == 2) { tc.fd = (int64_t)i + 2; tc.bd = (int64_t)i / 2 + 3; }
      if (k == 4) {
        tc.fs_set = tc.bs_set = 1;
        tc.fs[0] = 3; tc.fs[1] = 2;
        tc.bs[0] = 1; tc.bs[1] = 1;
      }
      tc.fscale = 0.5;
      tc.bscale = 1.0 / (double)i;
      run_case_both(&tc);
    }
  /* batches of real 64-point rows larger than the cache (2051 rows: above DFT__RSEQ_BYTES,
     where double-precision R2C rows go one at a time, SIMD across the row, dft__rs_F32; single
     precision keeps the C-row kernel of smaller batches, so double only): tight, in place,
     and with offsets and padded distances; a tail group of 3 rows; scaled both ways */
  for (k = 0; k < 3; k++) {
    tcase tc;
    memset(&tc, 0, sizeof tc);
    tc.name = "real 64 batch";
    tc.domain = DFT_REAL;
    tc.stor = ST_CCE;
    tc.dim = 1;
    tc.n[0] = 64;
    tc.howmany = 2051;
    tc.inplace = k == 1;
    if (k == 2) {
      tc.fs_set = tc.bs_set = 1;
      tc.fs[0] = 5; tc.fs[1] = 1; tc.fd = 70;
      tc.bs[0] = 3; tc.bs[1] = 1; tc.bd = 35;
    }
    tc.fscale = 0.5;
    tc.bscale = 3.0;
    run_case(&tc, DFT_DOUBLE);
  }
  /* columns whose transform is one stage (6, 10, 12, 14, 15 and the odd radices), run by that
     stage on the arrays themselves (adjacent lanes); split storage and real data as well, in
     and out of place, scaled, batched */
  for (i = 0; i < 12; i++)
    for (k = 0; k < 8; k++) {
      static const int64_t cn[12] = {2, 3, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15}, wn[2] = {3, 10};
      tcase tc;
      memset(&tc, 0, sizeof tc);
      tc.name = "one-stage columns";
      tc.domain = k % 4 == 3 ? DFT_REAL : DFT_COMPLEX;
      tc.stor = k % 4 == 3 ? ST_CCE : k % 4 == 2 ? ST_RR : ST_CC;
      tc.dim = 2;
      tc.n[0] = cn[i];
      tc.n[1] = wn[k / 4];
      tc.inplace = (int)((i + (unsigned)k) & 1);
      tc.howmany = 1 + (int64_t)((i + (unsigned)k) % 3);
      tc.fscale = 0.5;
      tc.bscale = 1.0 / (double)(cn[i] * wn[k / 4]);
      run_case_both(&tc);
    }
  /* small 2-D and 3-D transforms whose every pass is one call of its register kernel or
     stage (dft__onecall: the columns of real data, e = n/2 + 1, by the stage; C2R through a
     TMP on compute's stack), and their batches, which take the general passes */
  for (i = 0; i < 10; i++)
    for (k = 0; k < 8; k++) {
      static const int64_t sn[10][3] = {{8, 8, 0}, {8, 6, 0}, {3, 8, 0}, {8, 12, 0}, {16, 8, 0},
                                        {4, 8, 8}, {6, 10, 0}, {16, 16, 0}, {12, 9, 0}, {2, 4, 8}};
      tcase tc;
      memset(&tc, 0, sizeof tc);
      tc.name = "small calls";
      tc.domain = k & 1 ? DFT_REAL : DFT_COMPLEX;
      tc.stor = k & 1 ? ST_CCE : ST_CC;
      tc.dim = sn[i][2] ? 3 : 2;
      tc.n[0] = sn[i][0];
      tc.n[1] = sn[i][1];
      tc.n[2] = sn[i][2];
      tc.inplace = (k >> 1) & 1;
      tc.howmany = k & 4 ? 3 : 1;
      tc.fscale = 2.0;
      tc.bscale = 1.0 / (double)(sn[i][0] * sn[i][1]);
      run_case_both(&tc);
    }
  /* batches of contiguous rows of the prime factor codelets (the register row kernel, whole
     groups and a tail, checked for 9 complex rows out of place; 15 real: complex lines
     across rows) */
  for (i = 0; i < 5; i++)
    for (k = 0; k < 8; k++) {
      static const int64_t pn[5] = {6, 10, 12, 14, 15}, hb[2] = {4, 9};
      tcase tc = rows_case("pfa batches", k & 2, pn[i], k & 1, hb[k / 4]);
      if (k == 4) check_regs(&tc, DFT_DOUBLE); /* complex, 9 rows: the register row kernel */
      run_case_both(&tc);
    }
  /* batches of short mixed-radix complex rows, two stages in registers across the rows
     (DFT__ROWSX: the plan's first radix 4 or 8, then a codelet of 3, 5, 7, 9, 10, 12 or 15, or
     its second radix 4 or 8 and then such a codelet):
     19 contiguous rows out of place (checked to run in registers) and in place, 7 with padded
     distances, and the columns of n x 9 (adjacent lanes, 9 of them); scaled both ways; the
     19 rows again on the narrow double engine where the build has it */
  for (i = 0; i < 16; i++)
    for (k = 0; k < 5; k++) {
      static const int64_t mn[16] = {20, 28, 36, 48, 60, 24, 40, 56, 72, 96, 120,
                                     80, 144, 160, 192, 240}; /* (three stages) */
      tcase tc;
      memset(&tc, 0, sizeof tc);
      tc.name = "mixed rows in registers";
      tc.domain = DFT_COMPLEX;
      tc.stor = ST_CC;
      tc.dim = k == 3 ? 2 : 1;
      tc.n[0] = mn[i];
      tc.n[1] = 9;
      tc.inplace = k == 1;
      tc.howmany = k == 2 ? 7 : k == 3 ? 1 : 19;
      if (k == 2) { tc.fd = tc.bd = mn[i] + 3; }
      tc.fscale = 0.5;
      tc.bscale = 1.0 / (double)mn[i];
      if (k == 4) {
        if (!dft_test_set_split512(1)) continue;
        run_case(&tc, DFT_DOUBLE);
        dft_test_set_split512(-1);
        continue;
      }
      if (k == 0) check_regs(&tc, DFT_DOUBLE);
      if (k == 0 && mn[i] == 80) check_regs(&tc, DFT_SINGLE); /* 8 x 10 on the wide engine */
      run_case_both(&tc);
    }
  /* batches of real rows whose half length runs in registers a lane at a time (DFT__RROWS):
     one codelet (20: 10, 24: 12) or two stages (40: 4 x 5, 48: 8 x 3, 56: 4 x 7, 72: 4 x 9,
     80: 8 x 5, 96: 4 x 12, 112: 8 x 7, 120: 4 x 15); and of 136..240 points, which the
     512-bit double engine runs a row at a time (DFT__RROW_ALONE), the others in groups:
     19 rows out of place (their route checked) and in place, 7 with padded distances, and
     5 x n (whose C2R the INOUT builds run through the output's rows, X_h in X_0's imaginary
     part); scaled both ways */
  for (i = 0; i < 14; i++)
    for (k = 0; k < 4; k++) {
      static const int64_t rn[14] = {20, 24, 40, 48, 56, 72, 80, 96, 112, 120, /* a row at a time: */
                                     136, 200, 224, 240};
      tcase tc;
      memset(&tc, 0, sizeof tc);
      tc.name = i < 10 ? "real rows in registers" : "real rows a row at a time";
      tc.domain = DFT_REAL;
      tc.stor = ST_CCE;
      tc.dim = k == 3 ? 2 : 1;
      tc.n[0] = k == 3 ? 5 : rn[i];
      tc.n[1] = rn[i];
      tc.inplace = k == 1;
      tc.howmany = k == 2 ? 7 : k == 3 ? 1 : 19;
      if (k == 2) { tc.fd = rn[i] + 5; tc.bd = rn[i] / 2 + 3; }
      tc.fscale = 0.5;
      tc.bscale = 1.0 / (double)rn[i];
      if (k == 0 && i < 10) { check_regs(&tc, DFT_SINGLE); check_regs(&tc, DFT_DOUBLE); }
      if (k == 0 && i >= 10) check_row_alone(&tc, rn[i]);
      run_case_both(&tc);
    }
  /* batches of contiguous complex rows of the other lengths with stages of their own (the
     register row kernels, lanes gathered where W/2 does not divide the length; 25 checked
     to run in registers, 19 rows), and of real
     rows of odd length (grouped: complex lines across rows); whole groups and a rest at
     every width, in and out of place, scaled both ways */
  for (i = 0; i < 17; i++)
    for (k = 0; k < 4; k++) {
      static const int64_t rl[17] = {2, 3, 4, 5, 7, 8, 9, 11, 13, 15, 25, /* real: */ 3, 5, 7, 9, 15, 45};
      static const int64_t hb[2] = {5, 19};
      const int real = i >= 11;
      tcase tc = rows_case(real ? "odd real row batches" : "short row batches", real, rl[i], k & 1, hb[k / 2]);
      tc.fscale = 2.0;
      if (rl[i] == 25 && k == 2) { check_regs(&tc, DFT_SINGLE); check_regs(&tc, DFT_DOUBLE); }
      run_case_both(&tc);
    }
  /* the stages of primes without a codelet (dft__st_gen, SIMD across the sequences before
     them where there are W/2 or more, the lanes left one at a time): batches of rows that
     go in groups (23, 2 x 29, 37), and single transforms with such a stage after others
     (3 x 2 x 29: 6 sequences, 8 x 29, 31 x 31, 4 x 17 x 17: twiddles) */
  for (i = 0; i < 7; i++)
    for (k = 0; k < 4; k++) {
      static const int64_t gl[7] = {23, 58, 37, 174, 232, 961, 1156}, gb[7] = {19, 13, 9, 2, 1, 1, 1};
      tcase tc = rows_case("generic prime stages", k & 2, gl[i], k & 1, gb[i]);
      tc.fscale = 2.0;
      run_case_both(&tc);
    }
}

/* ============================================== explicit (strided) layouts */
#define S(...) {__VA_ARGS__}
static const tcase EXPLICIT[] = {
  /* complex: offsets, padding, transposed orders, forward layout != backward layout */
  {.name = "c2d padded offsets", .domain = DFT_COMPLEX, .dim = 2, .n = S(7, 8), .howmany = 2,
   .stor = ST_CC, .fs_set = 1, .fs = S(2, 10, 1), .fd = 75, .bs_set = 1, .bs = S(1, 9, 1),
   .bd = 64, .fscale = 0.5},
  {.name = "c2d transposed", .domain = DFT_COMPLEX, .dim = 2, .n = S(4, 3), .howmany = 9,
   .stor = ST_CC, .fs_set = 1, .fs = S(0, 3, 1), .fd = 12, .bs_set = 1, .bs = S(0, 1, 4),
   .bd = 12},
  {.name = "c3d colmajor vs rowmajor", .domain = DFT_COMPLEX, .dim = 3, .n = S(3, 7, 2),
   .howmany = 2, .stor = ST_CC, .fs_set = 1, .fs = S(0, 1, 3, 21), .fd = 42, .bs_set = 1,
   .bs = S(5, 14, 2, 1), .bd = 47, .bscale = 2.0},
  {.name = "c3d inner stride 2", .domain = DFT_COMPLEX, .dim = 3, .n = S(8, 8, 9),
   .stor = ST_CC, .fs_set = 1, .fs = S(7, 149, 18, 2), .bs_set = 1, .bs = S(0, 1, 8, 64)},
  {.name = "c2d inner stride 3 inplace", .domain = DFT_COMPLEX, .dim = 2, .n = S(64, 5),
   .howmany = 2, .inplace = 1, .stor = ST_CC, .fs_set = 1, .fs = S(1, 17, 3), .fd = 1090,
   .bs_set = 1, .bs = S(1, 17, 3), .bd = 1090},
  {.name = "c2d only bwd strides inplace", .domain = DFT_COMPLEX, .dim = 2, .n = S(7, 8),
   .inplace = 1, .stor = ST_CC, .bs_set = 1, .bs = S(1, 9, 1)},
  {.name = "c2d only fwd strides outofplace", .domain = DFT_COMPLEX, .dim = 2, .n = S(4, 3),
   .stor = ST_CC, .fs_set = 1, .fs = S(3, 1, 5)},
  /* negative strides and distances */
  {.name = "c1d reversed inplace", .domain = DFT_COMPLEX, .dim = 1, .n = S(9), .inplace = 1,
   .stor = ST_CC, .fs_set = 1, .fs = S(8, -1), .bs_set = 1, .bs = S(8, -1)},
  {.name = "c1d negative distance", .domain = DFT_COMPLEX, .dim = 1, .n = S(22), .howmany = 2,
   .stor = ST_CC, .fs_set = 1, .fs = S(22, 1), .fd = -22, .bs_set = 1, .bs = S(43, -1),
   .bd = 44},
  {.name = "c2d negative rows", .domain = DFT_COMPLEX, .dim = 2, .n = S(7, 8), .stor = ST_CC,
   .fs_set = 1, .fs = S(48, -8, 1), .bs_set = 1, .bs = S(55, -1, -7), .bscale = 0.125},
  {.name = "c3d negative middle", .domain = DFT_COMPLEX, .dim = 3, .n = S(2, 2, 3),
   .howmany = 9, .inplace = 1, .stor = ST_CC, .fs_set = 1, .fs = S(3, 6, -3, 1), .fd = 12,
   .bs_set = 1, .bs = S(3, 6, -3, 1), .bd = 12},
  /* interleaved batches */
  {.name = "c1d interleaved batches inplace", .domain = DFT_COMPLEX, .dim = 1, .n = S(22),
   .howmany = 9, .inplace = 1, .stor = ST_CC, .fs_set = 1, .fs = S(0, 9), .fd = 1,
   .bs_set = 1, .bs = S(0, 9), .bd = 1},
  {.name = "c1d interleaved batches", .domain = DFT_COMPLEX, .dim = 1, .n = S(8),
   .howmany = 27, .stor = ST_CC, .fs_set = 1, .fs = S(0, 27), .fd = 1, .bs_set = 1,
   .bs = S(0, 27), .bd = 1},
  {.name = "c2d interleaved batches", .domain = DFT_COMPLEX, .dim = 2, .n = S(4, 3),
   .howmany = 2, .stor = ST_CC, .fs_set = 1, .fs = S(0, 6, 2), .fd = 1, .bs_set = 1,
   .bs = S(0, 2, 8), .bd = 1},
  /* split complex */
  {.name = "c2d split strided", .domain = DFT_COMPLEX, .dim = 2, .n = S(4, 4), .howmany = 2,
   .stor = ST_RR, .fs_set = 1, .fs = S(1, 5, 1), .fd = 21, .bs_set = 1, .bs = S(0, 1, 4),
   .bd = 16},
  {.name = "c3d split colmajor inplace", .domain = DFT_COMPLEX, .dim = 3, .n = S(2, 2, 3),
   .howmany = 27, .inplace = 1, .stor = ST_RR, .fs_set = 1, .fs = S(0, 1, 2, 4), .fd = 12,
   .bs_set = 1, .bs = S(0, 1, 2, 4), .bd = 12},
  {.name = "c1d split interleaved negative", .domain = DFT_COMPLEX, .dim = 1, .n = S(9),
   .howmany = 2, .stor = ST_RR, .fs_set = 1, .fs = S(16, -2), .fd = 1, .bs_set = 1,
   .bs = S(0, 3), .bd = 1},
  /* 4-D and 7-D */
  {.name = "c4d colmajor vs strided", .domain = DFT_COMPLEX, .dim = 4, .n = S(3, 4, 2, 5),
   .howmany = 2, .stor = ST_CC, .fs_set = 1, .fs = S(0, 1, 3, 12, 24), .fd = 120,
   .bs_set = 1, .bs = S(1, 80, 20, 10, 2), .bd = 241},
  {.name = "c7d colmajor", .domain = DFT_COMPLEX, .dim = 7, .n = S(2, 3, 2, 1, 2, 3, 2),
   .howmany = 2, .stor = ST_CC, .fs_set = 1, .fs = S(0, 1, 2, 6, 12, 12, 24, 72), .fd = 144,
   .bd = 144},
  /* real, CCE */
  {.name = "r2d padded outofplace", .domain = DFT_REAL, .dim = 2, .n = S(7, 8), .howmany = 2,
   .stor = ST_CCE, .fs_set = 1, .fs = S(3, 11, 1), .fd = 80, .bs_set = 1, .bs = S(1, 6, 1),
   .bd = 43, .fscale = 2.0},
  {.name = "r2d padded offsets inplace", .domain = DFT_REAL, .dim = 2, .n = S(4, 6),
   .howmany = 2, .inplace = 1, .stor = ST_CCE, .fs_set = 1, .fs = S(2, 10, 1), .fd = 42,
   .bs_set = 1, .bs = S(1, 5, 1), .bd = 21},
  {.name = "r2d only bwd strides inplace", .domain = DFT_REAL, .dim = 2, .n = S(4, 6),
   .inplace = 1, .stor = ST_CCE, .bs_set = 1, .bs = S(1, 5, 1)},
  {.name = "r2d only fwd strides inplace", .domain = DFT_REAL, .dim = 2, .n = S(3, 7),
   .inplace = 1, .stor = ST_CCE, .fs_set = 1, .fs = S(4, 10, 1)},
  {.name = "r2d only fwd strides outofplace", .domain = DFT_REAL, .dim = 2, .n = S(7, 8),
   .stor = ST_CCE, .fs_set = 1, .fs = S(3, 11, 1)},
  {.name = "r2d colmajor outofplace", .domain = DFT_REAL, .dim = 2, .n = S(4, 6), .howmany = 2,
   .stor = ST_CCE, .fs_set = 1, .fs = S(0, 1, 4), .fd = 24, .bs_set = 1, .bs = S(0, 1, 4),
   .bd = 16},
  {.name = "r2d colmajor inplace", .domain = DFT_REAL, .dim = 2, .n = S(4, 6), .howmany = 2,
   .inplace = 1, .stor = ST_CCE, .fs_set = 1, .fs = S(0, 2, 8), .fd = 64, .bs_set = 1,
   .bs = S(0, 1, 8), .bd = 32},
  {.name = "r1d reversed", .domain = DFT_REAL, .dim = 1, .n = S(9), .stor = ST_CCE,
   .fs_set = 1, .fs = S(8, -1), .bs_set = 1, .bs = S(4, -1)},
  {.name = "r1d negative distances", .domain = DFT_REAL, .dim = 1, .n = S(9), .howmany = 3,
   .stor = ST_CCE, .fs_set = 1, .fs = S(18, 1), .fd = -9, .bs_set = 1, .bs = S(10, 1),
   .bd = -5},
  {.name = "r2d reversed rows inplace", .domain = DFT_REAL, .dim = 2, .n = S(7, 8),
   .inplace = 1, .stor = ST_CCE, .fs_set = 1, .fs = S(60, -10, 1), .bs_set = 1,
   .bs = S(30, -5, 1)},
  {.name = "r1d interleaved batches", .domain = DFT_REAL, .dim = 1, .n = S(8), .howmany = 2,
   .stor = ST_CCE, .fs_set = 1, .fs = S(0, 2), .fd = 1, .bs_set = 1, .bs = S(0, 2), .bd = 1},
  {.name = "r2d interleaved batches", .domain = DFT_REAL, .dim = 2, .n = S(3, 9),
   .howmany = 9, .stor = ST_CCE, .fs_set = 1, .fs = S(0, 81, 9), .fd = 1, .bs_set = 1,
   .bs = S(0, 9, 27), .bd = 1},
  {.name = "r3d strided", .domain = DFT_REAL, .dim = 3, .n = S(8, 8, 9), .stor = ST_CCE,
   .fs_set = 1, .fs = S(1, 200, 20, 2), .bs_set = 1, .bs = S(0, 1, 8, 64)},
  /* real, split CCE */
  {.name = "r3d split strided", .domain = DFT_REAL, .dim = 3, .n = S(3, 7, 2), .howmany = 2,
   .stor = ST_CCE_SPLIT, .fs_set = 1, .fs = S(1, 30, 4, 2), .fd = 91, .bs_set = 1,
   .bs = S(0, 1, 3, 21), .bd = 42},
  {.name = "r2d split padded inplace", .domain = DFT_REAL, .dim = 2, .n = S(4, 6),
   .howmany = 2, .inplace = 1, .stor = ST_CCE_SPLIT, .fs_set = 1, .fs = S(0, 8, 1), .fd = 32,
   .bs_set = 1, .bs = S(0, 4, 1), .bd = 16, .bscale = 0.5},
  {.name = "r1d split reversed", .domain = DFT_REAL, .dim = 1, .n = S(22), .howmany = 2,
   .stor = ST_CCE_SPLIT, .fs_set = 1, .fs = S(21, -1), .fd = 22, .bs_set = 1,
   .bs = S(11, -1), .bd = 12},
  /* packed 1-D */
  {.name = "ccs strided", .domain = DFT_REAL, .dim = 1, .n = S(9), .howmany = 2, .stor = ST_CCS,
   .fs_set = 1, .fs = S(1, 2), .fd = 20, .bs_set = 1, .bs = S(3, 2), .bd = 24},
  {.name = "ccs even strided inplace", .domain = DFT_REAL, .dim = 1, .n = S(8), .howmany = 2,
   .inplace = 1, .stor = ST_CCS, .fs_set = 1, .fs = S(2, 1), .fd = 11, .bs_set = 1,
   .bs = S(2, 1), .bd = 11},
  {.name = "pack offset inplace", .domain = DFT_REAL, .dim = 1, .n = S(8), .howmany = 2,
   .inplace = 1, .stor = ST_PACK, .fs_set = 1, .fs = S(1, 1), .fd = 10, .bs_set = 1,
   .bs = S(1, 1), .bd = 10},
  {.name = "pack odd strided", .domain = DFT_REAL, .dim = 1, .n = S(9), .stor = ST_PACK,
   .fs_set = 1, .fs = S(0, 3), .bs_set = 1, .bs = S(9, -1)},
  {.name = "perm strided", .domain = DFT_REAL, .dim = 1, .n = S(22), .stor = ST_PERM,
   .fs_set = 1, .fs = S(0, 1), .bs_set = 1, .bs = S(0, 3), .fscale = 0.5},
  {.name = "perm odd inplace", .domain = DFT_REAL, .dim = 1, .n = S(9), .inplace = 1,
   .stor = ST_PERM, .fs_set = 1, .fs = S(2, 2), .bs_set = 1, .bs = S(2, 2)},
  {.name = "perm interleaved batches", .domain = DFT_REAL, .dim = 1, .n = S(8), .howmany = 9,
   .stor = ST_PERM, .fs_set = 1, .fs = S(0, 9), .fd = 1, .bs_set = 1, .bs = S(0, 9), .bd = 1},
  /* legacy INPUT/OUTPUT strides */
  {.name = "legacy c2d transposed", .domain = DFT_COMPLEX, .dim = 2, .n = S(4, 3),
   .howmany = 2, .stor = ST_CC, .legacy = 1, .fs_set = 1, .fs = S(0, 3, 1), .fd = 12,
   .bs_set = 1, .bs = S(0, 1, 4), .bd = 12, .fscale = 0.5},
  {.name = "legacy c2d inplace", .domain = DFT_COMPLEX, .dim = 2, .n = S(7, 8), .inplace = 1,
   .stor = ST_CC, .legacy = 1, .fs_set = 1, .fs = S(1, 9, 1), .bs_set = 1, .bs = S(1, 9, 1)},
  {.name = "legacy r2d padded", .domain = DFT_REAL, .dim = 2, .n = S(7, 8), .howmany = 2,
   .stor = ST_CCE, .legacy = 1, .fs_set = 1, .fs = S(3, 11, 1), .fd = 80, .bs_set = 1,
   .bs = S(1, 6, 1), .bd = 43},
  {.name = "legacy r2d inplace", .domain = DFT_REAL, .dim = 2, .n = S(3, 8), .inplace = 1,
   .stor = ST_CCE, .legacy = 1, .fs_set = 1, .fs = S(0, 10, 1), .bs_set = 1, .bs = S(0, 5, 1)},
  {.name = "legacy r2d inplace batch", .domain = DFT_REAL, .dim = 2, .n = S(3, 8),
   .howmany = 2, .inplace = 1, .stor = ST_CCE, .legacy = 1, .fs_set = 1, .fs = S(2, 10, 1),
   .fd = 32, .bs_set = 1, .bs = S(1, 5, 1), .bd = 16, .bscale = 0.25},
  {.name = "legacy r1d split", .domain = DFT_REAL, .dim = 1, .n = S(9), .stor = ST_CCE_SPLIT,
   .legacy = 1, .fs_set = 1, .fs = S(8, -1), .bs_set = 1, .bs = S(1, 2)},
  {.name = "legacy pack", .domain = DFT_REAL, .dim = 1, .n = S(22), .stor = ST_PACK,
   .legacy = 1, .fs_set = 1, .fs = S(1, 1), .bs_set = 1, .bs = S(0, 2)},
  /* only one distance set, default strides */
  {.name = "c1d inplace only fwd distance", .domain = DFT_COMPLEX, .dim = 1, .n = S(8),
   .howmany = 3, .inplace = 1, .stor = ST_CC, .fd = 10},
  {.name = "c2d inplace only bwd distance split", .domain = DFT_COMPLEX, .dim = 2,
   .n = S(4, 3), .howmany = 2, .inplace = 1, .stor = ST_RR, .bd = 13},
  {.name = "c2d outofplace only fwd distance", .domain = DFT_COMPLEX, .dim = 2, .n = S(4, 3),
   .howmany = 9, .stor = ST_CC, .fd = 15},
  {.name = "r1d inplace only bwd distance", .domain = DFT_REAL, .dim = 1, .n = S(8),
   .howmany = 3, .inplace = 1, .stor = ST_CCE, .bd = 7},
  {.name = "r1d inplace only fwd distance", .domain = DFT_REAL, .dim = 1, .n = S(9),
   .howmany = 2, .inplace = 1, .stor = ST_CCE, .fd = 14},
  {.name = "r2d outofplace only bwd distance", .domain = DFT_REAL, .dim = 2, .n = S(3, 8),
   .howmany = 2, .stor = ST_CCE_SPLIT, .bd = 17},
  {.name = "ccs inplace only fwd distance", .domain = DFT_REAL, .dim = 1, .n = S(8),
   .howmany = 2, .inplace = 1, .stor = ST_CCS, .fd = 12},
  /* length-1 dimensions, the last one included */
  {.name = "r2d last length 1", .domain = DFT_REAL, .dim = 2, .n = S(5, 1), .howmany = 2,
   .stor = ST_CCE},
  {.name = "r2d last length 1 inplace", .domain = DFT_REAL, .dim = 2, .n = S(5, 1),
   .howmany = 2, .inplace = 1, .stor = ST_CCE_SPLIT},
  {.name = "r3d middle and last 1", .domain = DFT_REAL, .dim = 3, .n = S(6, 1, 1),
   .stor = ST_CCE, .fs_set = 1, .fs = S(1, 2, 0, 0), .bs_set = 1, .bs = S(0, 1, 7, 0)},
  {.name = "c2d first length 1", .domain = DFT_COMPLEX, .dim = 2, .n = S(1, 7), .howmany = 2,
   .inplace = 1, .stor = ST_CC, .fs_set = 1, .fs = S(0, 0, 2), .fd = 1, .bs_set = 1,
   .bs = S(0, 0, 2), .bd = 1},
  /* short rows in registers, at least W/2 of them at every vector width (dft__rows_short) */
  {.name = "r1d short rows", .domain = DFT_REAL, .dim = 1, .n = S(8), .howmany = 9,
   .stor = ST_CCE, .fscale = 0.5},
  {.name = "r1d short rows inplace", .domain = DFT_REAL, .dim = 1, .n = S(16), .howmany = 17,
   .inplace = 1, .stor = ST_CCE, .bscale = 0.0625},
  {.name = "r1d short rows", .domain = DFT_REAL, .dim = 1, .n = S(32), .howmany = 9,
   .stor = ST_CCE},
  {.name = "r1d short rows", .domain = DFT_REAL, .dim = 1, .n = S(64), .howmany = 9,
   .stor = ST_CCE, .bscale = 2.0},
  {.name = "r1d short rows inplace", .domain = DFT_REAL, .dim = 1, .n = S(64), .howmany = 18,
   .inplace = 1, .stor = ST_CCE},
  {.name = "c1d short rows", .domain = DFT_COMPLEX, .dim = 1, .n = S(8), .howmany = 9,
   .stor = ST_CC, .bscale = 0.125},
  {.name = "c1d short rows inplace", .domain = DFT_COMPLEX, .dim = 1, .n = S(16), .howmany = 9,
   .inplace = 1, .stor = ST_CC, .fscale = 2.0},
  {.name = "c1d short rows", .domain = DFT_COMPLEX, .dim = 1, .n = S(32), .howmany = 9,
   .stor = ST_CC, .fscale = 0.25},
  {.name = "c1d short rows inplace", .domain = DFT_COMPLEX, .dim = 1, .n = S(64), .howmany = 17,
   .inplace = 1, .stor = ST_CC},
  /* strided axes of length >= 32 as blocks of adjacent columns through contiguous rows
     (dft__cols_block): whole and partial blocks (37 = 32 + 5, 33 = 32 + 1), lengths that
     are not a multiple of the vector, columns by the small (64) and fixed-stride (512)
     kernels, Rader and Bluestein columns, negative and padded
     strides, the middle and outer axes of 3-D, real data's half spectrum (both passes) */
  {.name = "c2d columns", .domain = DFT_COMPLEX, .dim = 2, .n = S(40, 37), .stor = ST_CC,
   .fscale = 0.5},
  {.name = "c2d columns odd inplace", .domain = DFT_COMPLEX, .dim = 2, .n = S(45, 33),
   .howmany = 2, .inplace = 1, .stor = ST_CC, .bscale = 2.0},
  {.name = "c2d columns rader", .domain = DFT_COMPLEX, .dim = 2, .n = S(67, 18),
   .howmany = 2, .stor = ST_CC},
  {.name = "c2d columns bluestein", .domain = DFT_COMPLEX, .dim = 2, .n = S(167, 6),
   .stor = ST_CC, .fscale = 0.25},
  {.name = "c2d columns fixed", .domain = DFT_COMPLEX, .dim = 2, .n = S(512, 3), .howmany = 2,
   .stor = ST_CC, .fscale = 3.0},
  {.name = "c2d columns negative padded", .domain = DFT_COMPLEX, .dim = 2, .n = S(36, 35),
   .stor = ST_CC, .fs_set = 1, .fs = S(1400, -40, 1), .bs_set = 1, .bs = S(2, 37, 1)},
  {.name = "c3d columns", .domain = DFT_COMPLEX, .dim = 3, .n = S(33, 34, 35), .stor = ST_CC,
   .bscale = 0.5},
  {.name = "c3d columns batch inplace", .domain = DFT_COMPLEX, .dim = 3, .n = S(32, 40, 17),
   .howmany = 2, .inplace = 1, .stor = ST_CC},
  /* 32 = 8 x 4 and 64 = 8 x 8 columns with more than 16 rows in an L1 set (32 points a
     multiple of 4 KiB apart, 64 points of 2 KiB) go through the blocks too
     (dft__cols_inplace) */
  {.name = "c2d columns 8x4 one set", .domain = DFT_COMPLEX, .dim = 2, .n = S(32, 512),
   .stor = ST_CC, .fscale = 0.5},
  {.name = "c3d columns 8x8 one set inplace", .domain = DFT_COMPLEX, .dim = 3, .n = S(64, 32, 16),
   .inplace = 1, .stor = ST_CC, .bscale = 2.0},
  {.name = "r3d columns 8x4 one set", .domain = DFT_REAL, .dim = 3, .n = S(32, 32, 62),
   .stor = ST_CCE},
  /* 128 = 16 x 8 and 256 = 16 x 16 columns within 1 MiB run in place, SIMD across adjacent
     columns (dft__rows_short): in blocks (a row count that the vector divides) or in groups */
  {.name = "c2d columns 16x8", .domain = DFT_COMPLEX, .dim = 2, .n = S(128, 12), .howmany = 2,
   .stor = ST_CC, .fscale = 0.5},
  {.name = "c2d columns 16x8 groups inplace", .domain = DFT_COMPLEX, .dim = 2, .n = S(128, 10),
   .inplace = 1, .stor = ST_CC, .bscale = 0.25},
  {.name = "c3d columns 16x16", .domain = DFT_COMPLEX, .dim = 3, .n = S(256, 4, 6),
   .stor = ST_CC, .bscale = 2.0},
  {.name = "r2d columns 16x16", .domain = DFT_REAL, .dim = 2, .n = S(256, 14), .stor = ST_CCE,
   .fscale = 0.5},
  {.name = "r2d columns", .domain = DFT_REAL, .dim = 2, .n = S(64, 50), .howmany = 2,
   .stor = ST_CCE, .fscale = 2.0},
  {.name = "r3d columns inplace", .domain = DFT_REAL, .dim = 3, .n = S(36, 32, 66),
   .inplace = 1, .stor = ST_CCE},
  {.name = "threads 2 columns", .domain = DFT_COMPLEX, .dim = 2, .n = S(48, 70), .howmany = 3,
   .stor = ST_CC, .threads = 2},
  /* THREAD_LIMIT on a larger batch */
  {.name = "threads 1", .domain = DFT_COMPLEX, .dim = 2, .n = S(64, 5), .howmany = 27,
   .stor = ST_CC, .threads = 1},
  {.name = "threads 2", .domain = DFT_COMPLEX, .dim = 2, .n = S(64, 5), .howmany = 27,
   .stor = ST_CC, .threads = 2},
  {.name = "threads 2 real", .domain = DFT_REAL, .dim = 3, .n = S(8, 8, 9), .howmany = 9,
   .inplace = 1, .stor = ST_CCE, .threads = 2},
};
#define NEXPLICIT ((int)(sizeof EXPLICIT / sizeof EXPLICIT[0]))

static void explicit_tests(void)
{
  int i;
  for (i = 0; i < NEXPLICIT; i++) run_case_both(&EXPLICIT[i]);
}

/* ===================================================== descriptor snapshot */
static const dft_param P_INT[] = {DFT_FORWARD_DOMAIN, DFT_DIMENSION, DFT_PRECISION,
                                  DFT_NUMBER_OF_TRANSFORMS, DFT_FWD_DISTANCE,
                                  DFT_BWD_DISTANCE, DFT_THREAD_LIMIT};
static const dft_param P_INTS[] = {DFT_LENGTHS, DFT_FWD_STRIDES, DFT_BWD_STRIDES,
                                   DFT_INPUT_STRIDES, DFT_OUTPUT_STRIDES};
static const dft_param P_REAL[] = {DFT_FORWARD_SCALE, DFT_BACKWARD_SCALE};
static const dft_param P_CFG[] = {DFT_COMMIT_STATUS, DFT_COMPLEX_STORAGE, DFT_REAL_STORAGE,
                                  DFT_CONJUGATE_EVEN_STORAGE, DFT_PLACEMENT,
                                  DFT_PACKED_FORMAT};
#define NP_INT 7
#define NP_INTS 5
#define NP_REAL 2
#define NP_CFG 6
static const char *pname(dft_param p)
{
  switch (p) {
  case DFT_FORWARD_DOMAIN: return "FORWARD_DOMAIN";
  case DFT_DIMENSION: return "DIMENSION";
  case DFT_LENGTHS: return "LENGTHS";
  case DFT_PRECISION: return "PRECISION";
  case DFT_FORWARD_SCALE: return "FORWARD_SCALE";
  case DFT_BACKWARD_SCALE: return "BACKWARD_SCALE";
  case DFT_NUMBER_OF_TRANSFORMS: return "NUMBER_OF_TRANSFORMS";
  case DFT_COMPLEX_STORAGE: return "COMPLEX_STORAGE";
  case DFT_REAL_STORAGE: return "REAL_STORAGE";
  case DFT_CONJUGATE_EVEN_STORAGE: return "CONJUGATE_EVEN_STORAGE";
  case DFT_PLACEMENT: return "PLACEMENT";
  case DFT_INPUT_STRIDES: return "INPUT_STRIDES";
  case DFT_OUTPUT_STRIDES: return "OUTPUT_STRIDES";
  case DFT_PACKED_FORMAT: return "PACKED_FORMAT";
  case DFT_COMMIT_STATUS: return "COMMIT_STATUS";
  case DFT_THREAD_LIMIT: return "THREAD_LIMIT";
  case DFT_FWD_DISTANCE: return "FWD_DISTANCE";
  case DFT_BWD_DISTANCE: return "BWD_DISTANCE";
  case DFT_FWD_STRIDES: return "FWD_STRIDES";
  case DFT_BWD_STRIDES: return "BWD_STRIDES";
  case DFT_WORKSPACE_BYTES: return "WORKSPACE_BYTES";
  }
  return "unknown-param";
}

typedef struct {
  int64_t iv[NP_INT];
  int64_t ints[NP_INTS][DFT_MAX_DIMENSION + 1];
  double rv[NP_REAL];
  dft_config_value cv[NP_CFG];
  int st[NP_INT + NP_INTS + NP_REAL + NP_CFG];
} dsnap;

static void dsnap_take(const dft_descriptor *d, dsnap *s)
{
  int i, k = 0;
  memset(s, 0, sizeof *s);
  for (i = 0; i < NP_INT; i++) s->st[k++] = dft_get_int(d, P_INT[i], &s->iv[i]);
  for (i = 0; i < NP_INTS; i++) s->st[k++] = dft_get_ints(d, P_INTS[i], s->ints[i]);
  for (i = 0; i < NP_REAL; i++) s->st[k++] = dft_get_real(d, P_REAL[i], &s->rv[i]);
  for (i = 0; i < NP_CFG; i++) s->st[k++] = dft_get_config(d, P_CFG[i], &s->cv[i]);
}

/* name of the first differing parameter, or NULL when equal */
static const char *dsnap_diff(const dsnap *a, const dsnap *b)
{
  int i, k = 0;
  for (i = 0; i < NP_INT; i++, k++)
    if (a->iv[i] != b->iv[i] || a->st[k] != b->st[k]) return pname(P_INT[i]);
  for (i = 0; i < NP_INTS; i++, k++)
    if (memcmp(a->ints[i], b->ints[i], sizeof a->ints[i]) || a->st[k] != b->st[k])
      return pname(P_INTS[i]);
  for (i = 0; i < NP_REAL; i++, k++)
    if (memcmp(&a->rv[i], &b->rv[i], sizeof(double)) || a->st[k] != b->st[k])
      return pname(P_REAL[i]);
  for (i = 0; i < NP_CFG; i++, k++)
    if (a->cv[i] != b->cv[i] || a->st[k] != b->st[k]) return pname(P_CFG[i]);
  return NULL;
}

static int check_unchanged(const dft_descriptor *d, const dsnap *before, const char *what)
{
  dsnap after;
  const char *df;
  dsnap_take(d, &after);
  df = dsnap_diff(before, &after);
  return check(df == NULL, "%s: descriptor changed (%s)", what, df ? df : "");
}

static dft_config_value commit_status(const dft_descriptor *d)
{
  dft_config_value v = (dft_config_value)0;
  dft_get_config(d, DFT_COMMIT_STATUS, &v);
  return v;
}

/* Verifies a committed descriptor computes both directions correctly (tc describes it). */
static void verify(const dft_descriptor *d, const tcase *tc, int prec, const char *what)
{
  lspec F, B;
  char lb[400], l2[300];
  tc_label(tc, prec, l2, sizeof l2);
  snprintf(lb, sizeof lb, "%s %s", what, l2);
  resolve(tc, &F, &B);
  run_dir(d, tc, prec, 0, &F, &B, DFT_OK, lb);
  run_dir(d, tc, prec, 1, &F, &B, DFT_OK, lb);
}

/* Verifies a committed descriptor refuses to compute (BAD_DESCRIPTOR) and writes nothing. */
static void verify_refuses(const dft_descriptor *d, const tcase *tc, int prec, dft_status want,
                           const char *what)
{
  lspec F, B;
  char lb[400], l2[300];
  tc_label(tc, prec, l2, sizeof l2);
  snprintf(lb, sizeof lb, "%s %s", what, l2);
  resolve(tc, &F, &B);
  run_dir(d, tc, prec, 0, &F, &B, want, lb);
  run_dir(d, tc, prec, 1, &F, &B, want, lb);
}

static dft_descriptor *make_committed(const tcase *tc, int prec, const char *what)
{
  dft_descriptor *d = NULL;
  char w[300];
  snprintf(w, sizeof w, "%s setup", what);
  if (!setup(tc, prec, &d, w)) { dft_free(&d); return NULL; }
  snprintf(w, sizeof w, "%s commit", what);
  if (!check_st(dft_commit(d), DFT_OK, w)) { dft_free(&d); return NULL; }
  return d;
}

/* ================================================ defaults and round trips */
static void check_ints_read(const dft_descriptor *d, dft_param p, const int64_t *want, int cnt,
                            const char *what)
{
  int64_t v[DFT_MAX_DIMENSION + 4];
  int i, same = 1;
  dft_status st;
  for (i = 0; i < DFT_MAX_DIMENSION + 4; i++) v[i] = -777;
  st = dft_get_ints(d, p, v);
  for (i = 0; i < cnt; i++) same &= v[i] == want[i];
  check(st == DFT_OK && same, "%s: get_ints(%s) status %s, values %lld %lld %lld ... expected "
        "%lld %lld %lld ...", what, pname(p), st_name(st), (long long)v[0], (long long)v[1],
        (long long)v[2], (long long)want[0], (long long)(cnt > 1 ? want[1] : 0),
        (long long)(cnt > 2 ? want[2] : 0));
  check(v[cnt] == -777, "%s: get_ints(%s) wrote more than %d values", what, pname(p), cnt);
}

static void check_int_read(const dft_descriptor *d, dft_param p, int64_t want, const char *what)
{
  int64_t v = -777;
  dft_status st = dft_get_int(d, p, &v);
  check(st == DFT_OK && v == want, "%s: get_int(%s) status %s value %lld, expected %lld", what,
        pname(p), st_name(st), (long long)v, (long long)want);
}
static void check_real_read(const dft_descriptor *d, dft_param p, double want, const char *what)
{
  double v = -777;
  dft_status st = dft_get_real(d, p, &v);
  check(st == DFT_OK && v == want, "%s: get_real(%s) status %s value %.17g, expected %.17g",
        what, pname(p), st_name(st), v, want);
}
static void check_cfg_read(const dft_descriptor *d, dft_param p, dft_config_value want,
                           const char *what)
{
  dft_config_value v = (dft_config_value)0;
  dft_status st = dft_get_config(d, p, &v);
  check(st == DFT_OK && v == want, "%s: get_config(%s) status %s value %d, expected %d", what,
        pname(p), st_name(st), (int)v, (int)want);
}

static void check_defaults(int prec, int domain, int dim, const int64_t *n, const char *what)
{
  dft_descriptor *d = NULL;
  static const int64_t zeros[DFT_MAX_DIMENSION + 1] = {0};
  int pass, i;
  if (!check_st(dft_create(&d, (dft_precision)prec, (dft_domain)domain, dim, n), DFT_OK, what))
    return;
  for (pass = 0; pass < 2; pass++) {
    char w[200];
    snprintf(w, sizeof w, "%s %s", what, pass ? "after commit" : "defaults");
    check_int_read(d, DFT_FORWARD_DOMAIN, domain, w);
    check_int_read(d, DFT_PRECISION, prec, w);
    check_int_read(d, DFT_DIMENSION, dim, w);
    check_ints_read(d, DFT_LENGTHS, n, dim, w);
    check_int_read(d, DFT_NUMBER_OF_TRANSFORMS, 1, w);
    check_int_read(d, DFT_FWD_DISTANCE, 0, w);
    check_int_read(d, DFT_BWD_DISTANCE, 0, w);
    check_int_read(d, DFT_THREAD_LIMIT, 0, w);
    for (i = 1; i < NP_INTS; i++) check_ints_read(d, P_INTS[i], zeros, dim + 1, w);
    check_real_read(d, DFT_FORWARD_SCALE, 1.0, w);
    check_real_read(d, DFT_BACKWARD_SCALE, 1.0, w);
    check_cfg_read(d, DFT_COMMIT_STATUS, pass ? DFT_COMMITTED : DFT_UNCOMMITTED, w);
    check_cfg_read(d, DFT_COMPLEX_STORAGE, DFT_COMPLEX_COMPLEX, w);
    check_cfg_read(d, DFT_REAL_STORAGE, DFT_REAL_REAL, w);
    check_cfg_read(d, DFT_CONJUGATE_EVEN_STORAGE, DFT_COMPLEX_COMPLEX, w);
    check_cfg_read(d, DFT_PLACEMENT, DFT_INPLACE, w);
    check_cfg_read(d, DFT_PACKED_FORMAT, DFT_CCE_FORMAT, w);
    if (!pass) check_st(dft_commit(d), DFT_OK, "defaults commit");
  }
  dft_free(&d);
  check(d == NULL, "%s: dft_free did not set the pointer to NULL", what);
}

static void defaults_and_roundtrips(void)
{
  static const int64_t n43[] = {4, 3}, n387[] = {3, 8, 7}, n5[] = {5},
                       n7d[] = {2, 1, 3, 1, 2, 2, 1};
  dft_descriptor *d = NULL;
  const char *w = "roundtrip";
  int64_t sa[] = {1, 20, 2}, sb[] = {3, -1, 5}, sc[] = {0, 3, 1}, sd[] = {7, 1, 4};
  int64_t z3[] = {0, 0, 0};
  static const double scales[] = {0.25, -3.5, 0.0, 1e-300, 1e300, 1.0};
  static const int64_t ivals[] = {1, 2, 5, 1000000};
  unsigned i;

  check_defaults(DFT_DOUBLE, DFT_COMPLEX, 2, n43, "defaults c2d double");
  check_defaults(DFT_SINGLE, DFT_REAL, 3, n387, "defaults r3d single");
  check_defaults(DFT_SINGLE, DFT_COMPLEX, 1, n5, "defaults c1d single");
  check_defaults(DFT_DOUBLE, DFT_REAL, 7, n7d, "defaults r7d double");

  if (!check_st(dft_create(&d, DFT_DOUBLE, DFT_COMPLEX, 2, n43), DFT_OK, "roundtrip create")) return;
  for (i = 0; i < sizeof ivals / sizeof ivals[0]; i++) {
    check_st(dft_set_int(d, DFT_NUMBER_OF_TRANSFORMS, ivals[i]), DFT_OK, "set NUMBER_OF_TRANSFORMS");
    check_int_read(d, DFT_NUMBER_OF_TRANSFORMS, ivals[i], w);
  }
  {
    static const int64_t dv[] = {123, -7, 0, INT64_MAX, INT64_MIN, 1};
    for (i = 0; i < sizeof dv / sizeof dv[0]; i++) {
      check_st(dft_set_int(d, DFT_FWD_DISTANCE, dv[i]), DFT_OK, "set FWD_DISTANCE");
      check_int_read(d, DFT_FWD_DISTANCE, dv[i], w);
      check_st(dft_set_int(d, DFT_BWD_DISTANCE, dv[dv[i] ? i : 0]), DFT_OK, "set BWD_DISTANCE");
      check_int_read(d, DFT_BWD_DISTANCE, dv[dv[i] ? i : 0], w);
    }
  }
  check_st(dft_set_int(d, DFT_THREAD_LIMIT, 3), DFT_OK, "set THREAD_LIMIT 3");
  check_int_read(d, DFT_THREAD_LIMIT, 3, w);
  check_st(dft_set_int(d, DFT_THREAD_LIMIT, 0), DFT_OK, "set THREAD_LIMIT 0");
  check_int_read(d, DFT_THREAD_LIMIT, 0, w);
  for (i = 0; i < sizeof scales / sizeof scales[0]; i++) {
    check_st(dft_set_real(d, DFT_FORWARD_SCALE, scales[i]), DFT_OK, "set FORWARD_SCALE");
    check_real_read(d, DFT_FORWARD_SCALE, scales[i], w);
    check_st(dft_set_real(d, DFT_BACKWARD_SCALE, -scales[i]), DFT_OK, "set BACKWARD_SCALE");
    check_real_read(d, DFT_BACKWARD_SCALE, -scales[i], w);
  }
  {
    static const struct { dft_param p; dft_config_value v; } cv[] = {
      {DFT_COMPLEX_STORAGE, DFT_REAL_REAL}, {DFT_COMPLEX_STORAGE, DFT_COMPLEX_COMPLEX},
      {DFT_REAL_STORAGE, DFT_REAL_REAL},
      {DFT_CONJUGATE_EVEN_STORAGE, DFT_COMPLEX_REAL},
      {DFT_CONJUGATE_EVEN_STORAGE, DFT_COMPLEX_COMPLEX},
      {DFT_PLACEMENT, DFT_NOT_INPLACE}, {DFT_PLACEMENT, DFT_INPLACE},
      {DFT_PACKED_FORMAT, DFT_CCS_FORMAT}, {DFT_PACKED_FORMAT, DFT_PACK_FORMAT},
      {DFT_PACKED_FORMAT, DFT_PERM_FORMAT}, {DFT_PACKED_FORMAT, DFT_CCE_FORMAT}};
    for (i = 0; i < sizeof cv / sizeof cv[0]; i++) {
      char ww[100];
      snprintf(ww, sizeof ww, "set_config(%s, %d)", pname(cv[i].p), (int)cv[i].v);
      check_st(dft_set_config(d, cv[i].p, cv[i].v), DFT_OK, ww);
      check_cfg_read(d, cv[i].p, cv[i].v, w);
    }
  }
  /* strides: each pair reads back; setting one pair zeroes the other */
  check_st(dft_set_ints(d, DFT_FWD_STRIDES, sa), DFT_OK, "set FWD_STRIDES");
  check_st(dft_set_ints(d, DFT_BWD_STRIDES, sb), DFT_OK, "set BWD_STRIDES");
  check_ints_read(d, DFT_FWD_STRIDES, sa, 3, w);
  check_ints_read(d, DFT_BWD_STRIDES, sb, 3, w);
  check_ints_read(d, DFT_INPUT_STRIDES, z3, 3, "unset INPUT_STRIDES");
  check_ints_read(d, DFT_OUTPUT_STRIDES, z3, 3, "unset OUTPUT_STRIDES");
  check_st(dft_set_ints(d, DFT_INPUT_STRIDES, sc), DFT_OK, "set INPUT_STRIDES");
  check_ints_read(d, DFT_INPUT_STRIDES, sc, 3, w);
  check_ints_read(d, DFT_FWD_STRIDES, z3, 3, "FWD_STRIDES after setting INPUT_STRIDES");
  check_ints_read(d, DFT_BWD_STRIDES, z3, 3, "BWD_STRIDES after setting INPUT_STRIDES");
  check_st(dft_set_ints(d, DFT_OUTPUT_STRIDES, sd), DFT_OK, "set OUTPUT_STRIDES");
  check_ints_read(d, DFT_INPUT_STRIDES, sc, 3, w);
  check_ints_read(d, DFT_OUTPUT_STRIDES, sd, 3, w);
  check_st(dft_set_ints(d, DFT_BWD_STRIDES, sb), DFT_OK, "set BWD_STRIDES");
  check_ints_read(d, DFT_BWD_STRIDES, sb, 3, w);
  check_ints_read(d, DFT_INPUT_STRIDES, z3, 3, "INPUT_STRIDES after setting BWD_STRIDES");
  check_ints_read(d, DFT_OUTPUT_STRIDES, z3, 3, "OUTPUT_STRIDES after setting BWD_STRIDES");
  check_st(dft_set_ints(d, DFT_BWD_STRIDES, z3), DFT_OK, "set BWD_STRIDES to zeros (unset)");
  check_ints_read(d, DFT_BWD_STRIDES, z3, 3, w);
  dft_free(&d);

  /* unset strides/distances read zeros also after a commit that derived them */
  {
    tcase tc;
    memset(&tc, 0, sizeof tc);
    tc.domain = DFT_REAL; tc.dim = 2; tc.n[0] = 4; tc.n[1] = 6; tc.howmany = 3;
    tc.inplace = 1; tc.stor = ST_CCE;
    tc.fs_set = 1; tc.fs[0] = 2; tc.fs[1] = 10; tc.fs[2] = 1;
    tc.fd = 44; tc.bd = 22; /* explicit strides: both distances (API.md) */
    d = make_committed(&tc, DFT_DOUBLE, "derived layout");
    if (d) {
      check_ints_read(d, DFT_FWD_STRIDES, tc.fs, 3, "derived layout");
      check_ints_read(d, DFT_BWD_STRIDES, z3, 3, "derived layout: unset BWD_STRIDES");
      check_ints_read(d, DFT_INPUT_STRIDES, z3, 3, "derived layout: unset INPUT_STRIDES");
      check_int_read(d, DFT_FWD_DISTANCE, 44, "derived layout");
      verify(d, &tc, DFT_DOUBLE, "derived layout");
    }
    dft_free(&d);
    /* default strides, batch 3: both distances derived, both read back 0 */
    memset(&tc, 0, sizeof tc);
    tc.domain = DFT_REAL; tc.dim = 2; tc.n[0] = 4; tc.n[1] = 7; tc.howmany = 3;
    tc.inplace = 1; tc.stor = ST_CCE;
    d = make_committed(&tc, DFT_SINGLE, "derived distances");
    if (d) {
      check_int_read(d, DFT_FWD_DISTANCE, 0, "derived distances: unset FWD_DISTANCE");
      check_int_read(d, DFT_BWD_DISTANCE, 0, "derived distances: unset BWD_DISTANCE");
      check_ints_read(d, DFT_FWD_STRIDES, z3, 3, "derived distances: unset FWD_STRIDES");
      verify(d, &tc, DFT_SINGLE, "derived distances");
    }
    dft_free(&d);
  }
}

/* ==================== any successful set uncommits; failed sets do not */
static void uncommit_tests(void)
{
  tcase tc;
  dft_descriptor *d;
  int i;
  int64_t s01[] = {0, 1};
  memset(&tc, 0, sizeof tc);
  tc.domain = DFT_COMPLEX; tc.dim = 1; tc.n[0] = 8; tc.stor = ST_CC;
  d = make_committed(&tc, DFT_DOUBLE, "uncommit");
  if (!d) return;
  for (i = 0; i < 16; i++) {
    dft_status st = DFT_OK;
    const char *what = "";
    switch (i) {
    case 0: st = dft_set_int(d, DFT_NUMBER_OF_TRANSFORMS, 1); what = "set_int NUMBER_OF_TRANSFORMS (same value)"; break;
    case 1: st = dft_set_int(d, DFT_FWD_DISTANCE, 0); what = "set_int FWD_DISTANCE"; break;
    case 2: st = dft_set_int(d, DFT_BWD_DISTANCE, 8); what = "set_int BWD_DISTANCE"; break;
    case 3: st = dft_set_int(d, DFT_THREAD_LIMIT, 0); what = "set_int THREAD_LIMIT (same value)"; break;
    case 4: st = dft_set_real(d, DFT_FORWARD_SCALE, 1.0); what = "set_real FORWARD_SCALE (same value)"; break;
    case 5: st = dft_set_real(d, DFT_BACKWARD_SCALE, 1.0); what = "set_real BACKWARD_SCALE"; break;
    case 6: st = dft_set_ints(d, DFT_FWD_STRIDES, s01); what = "set_ints FWD_STRIDES"; break;
    case 7: st = dft_set_ints(d, DFT_BWD_STRIDES, s01); what = "set_ints BWD_STRIDES"; break;
    case 8: st = dft_set_ints(d, DFT_INPUT_STRIDES, s01); what = "set_ints INPUT_STRIDES"; break;
    case 9: st = dft_set_ints(d, DFT_OUTPUT_STRIDES, s01); what = "set_ints OUTPUT_STRIDES"; break;
    case 10: st = dft_set_config(d, DFT_COMPLEX_STORAGE, DFT_COMPLEX_COMPLEX); what = "set_config COMPLEX_STORAGE (same value)"; break;
    case 11: st = dft_set_config(d, DFT_REAL_STORAGE, DFT_REAL_REAL); what = "set_config REAL_STORAGE"; break;
    case 12: st = dft_set_config(d, DFT_CONJUGATE_EVEN_STORAGE, DFT_COMPLEX_COMPLEX); what = "set_config CONJUGATE_EVEN_STORAGE"; break;
    case 13: st = dft_set_config(d, DFT_PLACEMENT, DFT_NOT_INPLACE); what = "set_config PLACEMENT (same value)"; break;
    case 14: st = dft_set_config(d, DFT_PACKED_FORMAT, DFT_CCE_FORMAT); what = "set_config PACKED_FORMAT"; break;
    case 15: st = dft_set_ints(d, DFT_FWD_STRIDES, s01); what = "set_ints FWD_STRIDES again"; break;
    }
    check_st(st, DFT_OK, what);
    check(commit_status(d) == DFT_UNCOMMITTED, "uncommit: COMMIT_STATUS still COMMITTED after %s",
          what);
    if (i == 0 || i == 6) verify_refuses(d, &tc, DFT_DOUBLE, DFT_ERROR_BAD_DESCRIPTOR, "uncommitted compute");
    check_st(dft_commit(d), DFT_OK, "uncommit: recommit");
  }
  verify(d, &tc, DFT_DOUBLE, "uncommit: after recommits");
  dft_free(&d);
}

/* ============================================== setter/getter error statuses */
static int ptype(dft_param p) /* 0 int, 1 ints, 2 real, 3 config, -1 unknown */
{
  int i;
  for (i = 0; i < NP_INT; i++) if (P_INT[i] == p) return 0;
  for (i = 0; i < NP_INTS; i++) if (P_INTS[i] == p) return 1;
  for (i = 0; i < NP_REAL; i++) if (P_REAL[i] == p) return 2;
  for (i = 0; i < NP_CFG; i++) if (P_CFG[i] == p) return 3;
  return -1;
}
static int readonly(dft_param p)
{
  return p == DFT_FORWARD_DOMAIN || p == DFT_DIMENSION || p == DFT_PRECISION ||
         p == DFT_LENGTHS || p == DFT_COMMIT_STATUS;
}

static void setter_getter_errors(void)
{
  static const int unknown[] = {6, 14, 26, 57, 100, 9999};
  dft_param all[NP_INT + NP_INTS + NP_REAL + NP_CFG + 6];
  int na = 0, i, f;
  tcase tc;
  dft_descriptor *d;
  dsnap s0;
  int64_t good_strides[] = {1, 4, 1}, buf[DFT_MAX_DIMENSION + 2];
  char w[300];

  for (i = 0; i < NP_INT; i++) all[na++] = P_INT[i];
  for (i = 0; i < NP_INTS; i++) all[na++] = P_INTS[i];
  for (i = 0; i < NP_REAL; i++) all[na++] = P_REAL[i];
  for (i = 0; i < NP_CFG; i++) all[na++] = P_CFG[i];
  for (i = 0; i < 6; i++) all[na++] = (dft_param)unknown[i];

  memset(&tc, 0, sizeof tc);
  tc.domain = DFT_COMPLEX; tc.dim = 2; tc.n[0] = 4; tc.n[1] = 3; tc.howmany = 2;
  tc.stor = ST_CC; tc.fs_set = 1; tc.fs[0] = 1; tc.fs[1] = 4; tc.fs[2] = 1; tc.fd = 17;
  tc.bs_set = 1; tc.bs[0] = 0; tc.bs[1] = 1; tc.bs[2] = 4; tc.bd = 12;
  tc.fscale = 0.5; tc.bscale = 2.0; tc.threads = 2;
  d = make_committed(&tc, DFT_DOUBLE, "setter errors");
  if (!d) return;
  dsnap_take(d, &s0);

  /* setters: wrong type, read-only, unknown parameter */
  for (i = 0; i < na; i++) {
    dft_param p = all[i];
    for (f = 0; f < 4; f++) {
      dft_status st;
      if (ptype(p) == f && !readonly(p)) continue;
      switch (f) {
      case 0: st = dft_set_int(d, p, 1); break;
      case 1: st = dft_set_ints(d, p, good_strides); break;
      case 2: st = dft_set_real(d, p, 1.0); break;
      default: st = dft_set_config(d, p, DFT_INPLACE); break;
      }
      snprintf(w, sizeof w, "%s(%s=%d)%s", f == 0 ? "set_int" : f == 1 ? "set_ints" : f == 2 ? "set_real" : "set_config",
               pname(p), (int)p, readonly(p) ? " read-only" : "");
      check_st(st, DFT_ERROR_INVALID_CONFIGURATION, w);
      check_unchanged(d, &s0, w);
    }
  }
  /* read-only values that would be valid */
  check_st(dft_set_config(d, DFT_COMMIT_STATUS, DFT_UNCOMMITTED), DFT_ERROR_INVALID_CONFIGURATION, "set COMMIT_STATUS");
  check_st(dft_set_int(d, DFT_DIMENSION, 2), DFT_ERROR_INVALID_CONFIGURATION, "set_int DIMENSION");
  check_st(dft_set_int(d, DFT_PRECISION, DFT_DOUBLE), DFT_ERROR_INVALID_CONFIGURATION, "set_int PRECISION");
  check_st(dft_set_int(d, DFT_FORWARD_DOMAIN, DFT_COMPLEX), DFT_ERROR_INVALID_CONFIGURATION, "set_int FORWARD_DOMAIN");
  {
    int64_t len[] = {4, 3};
    check_st(dft_set_ints(d, DFT_LENGTHS, len), DFT_ERROR_INVALID_CONFIGURATION, "set_ints LENGTHS");
  }
  check_unchanged(d, &s0, "read-only sets");

  /* values out of range */
  {
    static const int64_t badnt[] = {0, -1, INT64_MIN};
    static const int64_t badstr[][3] = {{-1, 4, 1}, {0, 0, 1}, {0, 4, 0}, {5, 0, 0},
                                        {INT64_MIN, 1, 1}};
    double badsc[3];
    static const struct { dft_param p; int v; } badcfg[] = {
      {DFT_COMPLEX_STORAGE, DFT_COMPLEX_REAL}, {DFT_COMPLEX_STORAGE, DFT_INPLACE},
      {DFT_COMPLEX_STORAGE, 12345}, {DFT_REAL_STORAGE, DFT_COMPLEX_COMPLEX},
      {DFT_REAL_STORAGE, DFT_COMPLEX_REAL}, {DFT_REAL_STORAGE, 0},
      {DFT_CONJUGATE_EVEN_STORAGE, DFT_REAL_REAL}, {DFT_CONJUGATE_EVEN_STORAGE, DFT_CCS_FORMAT},
      {DFT_PLACEMENT, DFT_COMPLEX_COMPLEX}, {DFT_PLACEMENT, DFT_COMMITTED},
      {DFT_PLACEMENT, -1}, {DFT_PACKED_FORMAT, DFT_INPLACE},
      {DFT_PACKED_FORMAT, DFT_REAL_REAL}, {DFT_PACKED_FORMAT, 53}};
    badsc[0] = NAN; badsc[1] = INFINITY; badsc[2] = -INFINITY;
    for (i = 0; i < 3; i++) {
      snprintf(w, sizeof w, "set NUMBER_OF_TRANSFORMS %lld", (long long)badnt[i]);
      check_st(dft_set_int(d, DFT_NUMBER_OF_TRANSFORMS, badnt[i]), DFT_ERROR_INVALID_CONFIGURATION, w);
      check_unchanged(d, &s0, w);
    }
    check_st(dft_set_int(d, DFT_THREAD_LIMIT, -1), DFT_ERROR_INVALID_CONFIGURATION, "set THREAD_LIMIT -1");
    check_unchanged(d, &s0, "set THREAD_LIMIT -1");
    for (i = 0; i < 3; i++) {
      snprintf(w, sizeof w, "set FORWARD_SCALE %g", badsc[i]);
      check_st(dft_set_real(d, DFT_FORWARD_SCALE, badsc[i]), DFT_ERROR_INVALID_CONFIGURATION, w);
      snprintf(w, sizeof w, "set BACKWARD_SCALE %g", badsc[i]);
      check_st(dft_set_real(d, DFT_BACKWARD_SCALE, badsc[i]), DFT_ERROR_INVALID_CONFIGURATION, w);
      check_unchanged(d, &s0, w);
    }
    for (i = 0; i < 5; i++) {
      int k;
      for (k = 1; k < NP_INTS; k++) {
        snprintf(w, sizeof w, "set %s {%lld,%lld,%lld} on 4x3", pname(P_INTS[k]),
                 (long long)badstr[i][0], (long long)badstr[i][1], (long long)badstr[i][2]);
        check_st(dft_set_ints(d, P_INTS[k], badstr[i]), DFT_ERROR_INVALID_CONFIGURATION, w);
        check_unchanged(d, &s0, w);
      }
    }
    for (i = 1; i < NP_INTS; i++) {
      snprintf(w, sizeof w, "set_ints(%s, NULL)", pname(P_INTS[i]));
      check_st(dft_set_ints(d, P_INTS[i], NULL), DFT_ERROR_INVALID_CONFIGURATION, w);
      check_unchanged(d, &s0, w);
    }
    for (i = 0; i < (int)(sizeof badcfg / sizeof badcfg[0]); i++) {
      snprintf(w, sizeof w, "set_config(%s, %d)", pname(badcfg[i].p), badcfg[i].v);
      check_st(dft_set_config(d, badcfg[i].p, (dft_config_value)badcfg[i].v),
               DFT_ERROR_INVALID_CONFIGURATION, w);
      check_unchanged(d, &s0, w);
    }
  }
  /* a zero stride is fine where the length is 1 */
  {
    dft_descriptor *e = NULL;
    int64_t n41[] = {4, 1}, s[] = {0, 1, 0}, s2[] = {2, 0, 1};
    if (check_st(dft_create(&e, DFT_SINGLE, DFT_COMPLEX, 2, n41), DFT_OK, "create 4x1")) {
      check_st(dft_set_ints(e, DFT_FWD_STRIDES, s), DFT_OK, "FWD_STRIDES {0,1,0} on 4x1");
      check_ints_read(e, DFT_FWD_STRIDES, s, 3, "FWD_STRIDES {0,1,0} on 4x1");
      check_st(dft_set_ints(e, DFT_BWD_STRIDES, s2), DFT_ERROR_INVALID_CONFIGURATION,
               "BWD_STRIDES {2,0,1} on 4x1");
    }
    dft_free(&e);
  }

  /* getters: wrong type, unknown parameter, NULL result */
  for (i = 0; i < na; i++) {
    dft_param p = all[i];
    for (f = 0; f < 4; f++) {
      dft_status st;
      int64_t iv = -5;
      double rv = -5;
      dft_config_value cv = (dft_config_value)-5;
      {
        int k;
        for (k = 0; k < DFT_MAX_DIMENSION + 2; k++) buf[k] = -5;
      }
      if (ptype(p) == f) {
        switch (f) {
        case 0: st = dft_get_int(d, p, NULL); break;
        case 1: st = dft_get_ints(d, p, NULL); break;
        case 2: st = dft_get_real(d, p, NULL); break;
        default: st = dft_get_config(d, p, NULL); break;
        }
        snprintf(w, sizeof w, "%s(%s, NULL)", f == 0 ? "get_int" : f == 1 ? "get_ints" : f == 2 ? "get_real" : "get_config", pname(p));
      } else {
        switch (f) {
        case 0: st = dft_get_int(d, p, &iv); break;
        case 1: st = dft_get_ints(d, p, buf); break;
        case 2: st = dft_get_real(d, p, &rv); break;
        default: st = dft_get_config(d, p, &cv); break;
        }
        snprintf(w, sizeof w, "%s(%s=%d)", f == 0 ? "get_int" : f == 1 ? "get_ints" : f == 2 ? "get_real" : "get_config", pname(p), (int)p);
      }
      check_st(st, DFT_ERROR_INVALID_CONFIGURATION, w);
    }
  }
  check_unchanged(d, &s0, "after getter errors");
  check(commit_status(d) == DFT_COMMITTED, "rejected sets uncommitted the descriptor");
  verify(d, &tc, DFT_DOUBLE, "after rejected sets");
  dft_free(&d);
}

/* ==================================== NULL descriptor, create, copy, free */
static void null_create_copy_free(void)
{
  int64_t n8 = 8, iv = 0, v2[2] = {0, 1};
  double rv = 0;
  dft_config_value cv = DFT_INPLACE;
  char dummy, w[200];
  dft_descriptor *sentinel = (dft_descriptor *)(void *)&dummy, *d;
  float fb[64];
  int i;

  /* NULL descriptor everywhere */
  check_st(dft_set_int(NULL, DFT_NUMBER_OF_TRANSFORMS, 1), DFT_ERROR_BAD_DESCRIPTOR, "set_int(NULL)");
  check_st(dft_set_ints(NULL, DFT_FWD_STRIDES, v2), DFT_ERROR_BAD_DESCRIPTOR, "set_ints(NULL)");
  check_st(dft_set_real(NULL, DFT_FORWARD_SCALE, 1.0), DFT_ERROR_BAD_DESCRIPTOR, "set_real(NULL)");
  check_st(dft_set_config(NULL, DFT_PLACEMENT, DFT_INPLACE), DFT_ERROR_BAD_DESCRIPTOR, "set_config(NULL)");
  check_st(dft_get_int(NULL, DFT_DIMENSION, &iv), DFT_ERROR_BAD_DESCRIPTOR, "get_int(NULL)");
  check_st(dft_get_ints(NULL, DFT_LENGTHS, v2), DFT_ERROR_BAD_DESCRIPTOR, "get_ints(NULL)");
  check_st(dft_get_real(NULL, DFT_FORWARD_SCALE, &rv), DFT_ERROR_BAD_DESCRIPTOR, "get_real(NULL)");
  check_st(dft_get_config(NULL, DFT_PLACEMENT, &cv), DFT_ERROR_BAD_DESCRIPTOR, "get_config(NULL)");
  check_st(dft_commit(NULL), DFT_ERROR_BAD_DESCRIPTOR, "commit(NULL)");
  for (i = 0; i < 64; i++) fb[i] = (float)i;
  check_st(dft_compute_forward(NULL, fb, fb + 32), DFT_ERROR_BAD_DESCRIPTOR, "compute_forward(NULL)");
  check_st(dft_compute_backward(NULL, fb, fb + 32), DFT_ERROR_BAD_DESCRIPTOR, "compute_backward(NULL)");
  check_st(dft_compute_forward_split(NULL, fb, fb + 16, fb + 32, fb + 48), DFT_ERROR_BAD_DESCRIPTOR, "compute_forward_split(NULL)");
  check_st(dft_compute_backward_split(NULL, fb, fb + 16, fb + 32, fb + 48), DFT_ERROR_BAD_DESCRIPTOR, "compute_backward_split(NULL)");
  for (i = 0; i < 64; i++) if (fb[i] != (float)i) break;
  check(i == 64, "compute with a NULL descriptor wrote user memory");

  /* create */
  check_st(dft_create(NULL, DFT_DOUBLE, DFT_COMPLEX, 1, &n8), DFT_ERROR_BAD_DESCRIPTOR, "create(NULL)");
  {
    static const int64_t len0[] = {0}, lenm[] = {-5}, len40[] = {4, 0},
                         ov1[] = {(int64_t)1 << 32, (int64_t)1 << 32}, ov2[] = {INT64_MAX, 2},
                         ov3[] = {1024, 1024, 1024, 1024, 1024, 1024, 1024},
                         ov4[] = {3037000500, 3037000500},
                         ov5[] = {(int64_t)1 << 40, 1, (int64_t)1 << 24};
    struct { int prec, dom; int64_t dim; const int64_t *len; const char *what; } bad[] = {
      {0, DFT_COMPLEX, 1, &n8, "precision 0"}, {3, DFT_COMPLEX, 1, &n8, "precision 3"},
      {DFT_DOUBLE, 0, 1, &n8, "domain 0"}, {DFT_DOUBLE, 3, 1, &n8, "domain 3"},
      {DFT_DOUBLE, DFT_COMPLEX, 0, &n8, "dimension 0"},
      {DFT_DOUBLE, DFT_COMPLEX, 8, ov3, "dimension 8"},
      {DFT_DOUBLE, DFT_REAL, -1, &n8, "dimension -1"},
      {DFT_DOUBLE, DFT_COMPLEX, 1, NULL, "lengths NULL"},
      {DFT_SINGLE, DFT_COMPLEX, 1, len0, "length 0"},
      {DFT_SINGLE, DFT_REAL, 1, lenm, "length -5"},
      {DFT_SINGLE, DFT_COMPLEX, 2, len40, "lengths 4x0"},
      {DFT_DOUBLE, DFT_COMPLEX, 2, ov1, "lengths 2^32 x 2^32 (count overflows)"},
      {DFT_DOUBLE, DFT_REAL, 2, ov2, "lengths INT64_MAX x 2 (count overflows)"},
      {DFT_SINGLE, DFT_COMPLEX, 7, ov3, "lengths 1024^7 (count overflows)"},
      {DFT_SINGLE, DFT_REAL, 2, ov4, "lengths 3037000500^2 (count overflows)"},
      {DFT_DOUBLE, DFT_COMPLEX, 3, ov5, "lengths 2^40 x 1 x 2^24 (count overflows)"}};
    for (i = 0; i < (int)(sizeof bad / sizeof bad[0]); i++) {
      d = sentinel;
      snprintf(w, sizeof w, "create with %s", bad[i].what);
      check_st(dft_create(&d, (dft_precision)bad[i].prec, (dft_domain)bad[i].dom, bad[i].dim,
                          bad[i].len), DFT_ERROR_INVALID_CONFIGURATION, w);
      check(d == sentinel, "%s: *desc was modified", w);
      if (d != sentinel) dft_free(&d);
    }
  }
  {
    static const int64_t big[] = {3037000499, 3037000499};
    d = NULL;
    check_st(dft_create(&d, DFT_DOUBLE, DFT_COMPLEX, 2, big), DFT_OK,
             "create with lengths 3037000499^2 (count fits int64)");
    dft_free(&d);
  }

  /* copy */
  d = NULL;
  if (check_st(dft_create(&d, DFT_DOUBLE, DFT_COMPLEX, 1, &n8), DFT_OK, "create for copy")) {
    dft_descriptor *c = sentinel;
    check_st(dft_copy(NULL, &c), DFT_ERROR_BAD_DESCRIPTOR, "copy(NULL, &dst)");
    check(c == sentinel, "copy(NULL, &dst) modified dst");
    check_st(dft_copy(d, NULL), DFT_ERROR_BAD_DESCRIPTOR, "copy(src, NULL)");
  }
  dft_free(&d);

  /* free */
  dft_free(NULL);
  d = NULL;
  dft_free(&d);
  check(d == NULL, "dft_free(&null) changed the pointer");
  check(1, "dft_free(NULL)");
}

static void copy_tests(void)
{
  tcase tc;
  dft_descriptor *d, *c = NULL, *c2 = NULL;
  dsnap sd, sc;
  const char *df;
  memset(&tc, 0, sizeof tc);
  tc.domain = DFT_REAL; tc.dim = 2; tc.n[0] = 7; tc.n[1] = 8; tc.howmany = 2;
  tc.stor = ST_CCE; tc.fs_set = 1; tc.fs[0] = 3; tc.fs[1] = 11; tc.fs[2] = 1; tc.fd = 80;
  tc.bs_set = 1; tc.bs[0] = 1; tc.bs[1] = 6; tc.bs[2] = 1; tc.bd = 43;
  tc.fscale = 0.5; tc.bscale = 1.0 / 56;
  d = make_committed(&tc, DFT_SINGLE, "copy");
  if (!d) return;
  if (check_st(dft_copy(d, &c), DFT_OK, "copy of committed")) {
    dsnap_take(d, &sd);
    dsnap_take(c, &sc);
    df = dsnap_diff(&sd, &sc);
    check(df == NULL, "copy reads back differently from its source (%s)", df ? df : "");
    check(commit_status(c) == DFT_COMMITTED, "copy of a committed descriptor is not committed");
    /* the copy survives freeing and changing its source */
    check_st(dft_copy(d, &c2), DFT_OK, "second copy");
    check_st(dft_set_real(d, DFT_FORWARD_SCALE, 7.0), DFT_OK, "set on source");
    check(commit_status(c) == DFT_COMMITTED, "setting the source uncommitted the copy");
    check_real_read(c, DFT_FORWARD_SCALE, 0.5, "copy after setting the source");
    dft_free(&d);
    verify(c, &tc, DFT_SINGLE, "copy after freeing the source");
    /* deep: changing the copy leaves another copy alone */
    check_st(dft_set_int(c, DFT_NUMBER_OF_TRANSFORMS, 1), DFT_OK, "set on copy");
    check(commit_status(c) == DFT_UNCOMMITTED, "set on a copy did not uncommit it");
    check_int_read(c2, DFT_NUMBER_OF_TRANSFORMS, 2, "second copy after setting the first");
    verify(c2, &tc, DFT_SINGLE, "second copy");
  }
  dft_free(&d);
  dft_free(&c);
  dft_free(&c2);
  /* copy of an uncommitted descriptor is uncommitted */
  if (setup(&tc, DFT_DOUBLE, &d, "copy uncommitted")) {
    if (check_st(dft_copy(d, &c), DFT_OK, "copy of uncommitted")) {
      check(commit_status(c) == DFT_UNCOMMITTED, "copy of an uncommitted descriptor is committed");
      verify_refuses(c, &tc, DFT_DOUBLE, DFT_ERROR_BAD_DESCRIPTOR, "uncommitted copy");
      check_st(dft_commit(c), DFT_OK, "commit of copy");
      dft_free(&d);
      verify(c, &tc, DFT_DOUBLE, "committed copy of uncommitted");
    }
  }
  dft_free(&d);
  dft_free(&c);
}

/* ============================================================ commit errors */
typedef struct {
  const char *what;
  tcase tc;
  int64_t in[4], out[4]; /* legacy INPUT/OUTPUT strides when in_set */
  int in_set;
  int ces, pfmt, cstor;  /* CONJUGATE_EVEN_STORAGE, PACKED_FORMAT, COMPLEX_STORAGE to set */
  dft_status want;
} cerr_case;

static void commit_errors(void)
{
  static const cerr_case C[] = {
    {"negative offset from a stride", {.domain = DFT_COMPLEX, .dim = 1, .n = S(8), .stor = ST_CC,
      .fs_set = 1, .fs = S(0, -1)}, S(0), S(0), 0, 0, 0, 0, DFT_ERROR_INCONSISTENT_CONFIGURATION},
    {"negative offset from a distance", {.domain = DFT_COMPLEX, .dim = 1, .n = S(8), .howmany = 2,
      .stor = ST_CC, .fd = -1, .bd = 8}, S(0), S(0), 0, 0, 0, 0, DFT_ERROR_INCONSISTENT_CONFIGURATION},
    {"negative offset in a real layout", {.domain = DFT_REAL, .dim = 2, .n = S(3, 8), .stor = ST_CCE,
      .fs_set = 1, .fs = S(6, 8, -1), .bs_set = 1, .bs = S(4, 5, -1)}, S(0), S(0), 0, 0, 0, 0,
      DFT_ERROR_INCONSISTENT_CONFIGURATION},
    {"extent overflow from a stride", {.domain = DFT_COMPLEX, .dim = 1, .n = S(8), .stor = ST_CC,
      .fs_set = 1, .fs = S(0, INT64_MAX / 4)}, S(0), S(0), 0, 0, 0, 0, DFT_ERROR_INVALID_CONFIGURATION},
    {"extent overflow from a distance", {.domain = DFT_COMPLEX, .dim = 1, .n = S(8), .howmany = 3,
      .stor = ST_CC, .fd = INT64_MAX / 2, .bd = 8}, S(0), S(0), 0, 0, 0, 0,
      DFT_ERROR_INVALID_CONFIGURATION},
    {"extent overflow from an offset", {.domain = DFT_REAL, .dim = 1, .n = S(8), .stor = ST_CCE,
      .fs_set = 1, .fs = S(INT64_MAX - 3, 1), .bs_set = 1, .bs = S(0, 1)}, S(0), S(0), 0, 0, 0, 0,
      DFT_ERROR_INVALID_CONFIGURATION},
    {"batch 2, explicit strides, no distances", {.domain = DFT_COMPLEX, .dim = 1, .n = S(8),
      .howmany = 2, .stor = ST_CC, .fs_set = 1, .fs = S(0, 1), .bs_set = 1, .bs = S(0, 1)},
      S(0), S(0), 0, 0, 0, 0, DFT_ERROR_INCONSISTENT_CONFIGURATION},
    {"batch 2, explicit strides, BWD_DISTANCE unset", {.domain = DFT_COMPLEX, .dim = 1, .n = S(8),
      .howmany = 2, .stor = ST_CC, .fs_set = 1, .fs = S(0, 1), .bs_set = 1, .bs = S(0, 1),
      .fd = 8}, S(0), S(0), 0, 0, 0, 0, DFT_ERROR_INCONSISTENT_CONFIGURATION},
    {"batch 2, explicit real strides, FWD_DISTANCE unset", {.domain = DFT_REAL, .dim = 1,
      .n = S(8), .howmany = 2, .stor = ST_CCE, .fs_set = 1, .fs = S(0, 1), .bd = 5},
      S(0), S(0), 0, 0, 0, 0, DFT_ERROR_INCONSISTENT_CONFIGURATION},
    {"batch 2, legacy strides, no distances", {.domain = DFT_COMPLEX, .dim = 1, .n = S(8),
      .howmany = 2, .stor = ST_CC}, S(0, 1), S(0, 1), 1, 0, 0, 0,
      DFT_ERROR_INCONSISTENT_CONFIGURATION},
    {"inplace complex, different stride pairs", {.domain = DFT_COMPLEX, .dim = 1, .n = S(8),
      .inplace = 1, .stor = ST_CC, .fs_set = 1, .fs = S(0, 1), .bs_set = 1, .bs = S(0, 2)},
      S(0), S(0), 0, 0, 0, 0, DFT_ERROR_INCONSISTENT_CONFIGURATION},
    {"inplace complex split, different offsets", {.domain = DFT_COMPLEX, .dim = 2, .n = S(4, 3),
      .inplace = 1, .stor = ST_RR, .fs_set = 1, .fs = S(0, 3, 1), .bs_set = 1, .bs = S(1, 3, 1)},
      S(0), S(0), 0, 0, 0, 0, DFT_ERROR_INCONSISTENT_CONFIGURATION},
    {"inplace complex, different distances", {.domain = DFT_COMPLEX, .dim = 1, .n = S(8),
      .howmany = 2, .inplace = 1, .stor = ST_CC, .fd = 8, .bd = 16}, S(0), S(0), 0, 0, 0, 0,
      DFT_ERROR_INCONSISTENT_CONFIGURATION},
    {"inplace real, last strides differ", {.domain = DFT_REAL, .dim = 1, .n = S(8), .inplace = 1,
      .stor = ST_CCE, .fs_set = 1, .fs = S(0, 1), .bs_set = 1, .bs = S(0, 2)}, S(0), S(0), 0, 0,
      0, 0, DFT_ERROR_INCONSISTENT_CONFIGURATION},
    {"inplace real, row stride not 2x", {.domain = DFT_REAL, .dim = 2, .n = S(4, 8), .inplace = 1,
      .stor = ST_CCE, .fs_set = 1, .fs = S(0, 9, 1), .bs_set = 1, .bs = S(0, 5, 1)}, S(0), S(0),
      0, 0, 0, 0, DFT_ERROR_INCONSISTENT_CONFIGURATION},
    {"inplace real, offset not 2x", {.domain = DFT_REAL, .dim = 2, .n = S(4, 8), .inplace = 1,
      .stor = ST_CCE, .fs_set = 1, .fs = S(1, 10, 1), .bs_set = 1, .bs = S(1, 5, 1)}, S(0), S(0),
      0, 0, 0, 0, DFT_ERROR_INCONSISTENT_CONFIGURATION},
    {"inplace real, distance not 2x", {.domain = DFT_REAL, .dim = 1, .n = S(8), .howmany = 2,
      .inplace = 1, .stor = ST_CCE, .fd = 12, .bd = 5}, S(0), S(0), 0, 0, 0, 0,
      DFT_ERROR_INCONSISTENT_CONFIGURATION},
    {"inplace real split, row stride not 2x", {.domain = DFT_REAL, .dim = 2, .n = S(4, 6),
      .inplace = 1, .stor = ST_CCE_SPLIT, .fs_set = 1, .fs = S(0, 6, 1), .bs_set = 1,
      .bs = S(0, 4, 1)}, S(0), S(0), 0, 0, 0, 0, DFT_ERROR_INCONSISTENT_CONFIGURATION},
    {"COMPLEX_REAL in 2-D", {.domain = DFT_REAL, .dim = 2, .n = S(4, 8), .stor = ST_CCE}, S(0),
      S(0), 0, DFT_COMPLEX_REAL, DFT_CCS_FORMAT, 0, DFT_ERROR_UNIMPLEMENTED},
    {"COMPLEX_REAL in 3-D (PERM)", {.domain = DFT_REAL, .dim = 3, .n = S(2, 4, 8), .inplace = 1,
      .stor = ST_CCE}, S(0), S(0), 0, DFT_COMPLEX_REAL, DFT_PERM_FORMAT, 0,
      DFT_ERROR_UNIMPLEMENTED},
    {"COMPLEX_REAL with CCE_FORMAT", {.domain = DFT_REAL, .dim = 1, .n = S(8), .stor = ST_CCE},
      S(0), S(0), 0, DFT_COMPLEX_REAL, DFT_CCE_FORMAT, 0, DFT_ERROR_INCONSISTENT_CONFIGURATION},
    {"COMPLEX_COMPLEX with CCS_FORMAT", {.domain = DFT_REAL, .dim = 1, .n = S(8), .stor = ST_CCE},
      S(0), S(0), 0, DFT_COMPLEX_COMPLEX, DFT_CCS_FORMAT, 0, DFT_ERROR_INCONSISTENT_CONFIGURATION},
    {"COMPLEX_COMPLEX with PACK_FORMAT", {.domain = DFT_REAL, .dim = 1, .n = S(9), .inplace = 1,
      .stor = ST_CCE}, S(0), S(0), 0, DFT_COMPLEX_COMPLEX, DFT_PACK_FORMAT, 0,
      DFT_ERROR_INCONSISTENT_CONFIGURATION},
    {"COMPLEX_COMPLEX with PERM_FORMAT", {.domain = DFT_REAL, .dim = 2, .n = S(4, 8),
      .stor = ST_CCE}, S(0), S(0), 0, DFT_COMPLEX_COMPLEX, DFT_PERM_FORMAT, 0,
      DFT_ERROR_INCONSISTENT_CONFIGURATION},
    {"COMPLEX_REAL with COMPLEX_STORAGE REAL_REAL", {.domain = DFT_REAL, .dim = 1, .n = S(8),
      .stor = ST_CCE}, S(0), S(0), 0, DFT_COMPLEX_REAL, DFT_CCS_FORMAT, DFT_REAL_REAL,
      DFT_ERROR_INCONSISTENT_CONFIGURATION},
    {"legacy strides refused in both directions", {.domain = DFT_COMPLEX, .dim = 1, .n = S(8),
      .stor = ST_CC}, S(0, -1), S(0, 1), 1, 0, 0, 0, DFT_ERROR_INCONSISTENT_CONFIGURATION},
  };
  int i, prec;
  char w[300];
  for (i = 0; i < (int)(sizeof C / sizeof C[0]); i++)
    for (prec = DFT_SINGLE; prec <= DFT_DOUBLE; prec++) {
      const cerr_case *c = &C[i];
      dft_descriptor *d = NULL;
      dsnap s0;
      tcase tc = c->tc;
      tc.name = c->what;
      snprintf(w, sizeof w, "commit error [%s, %s]", c->what, prec == DFT_SINGLE ? "single" : "double");
      if (!setup(&tc, prec, &d, w)) { dft_free(&d); continue; }
      if (c->in_set) set_legacy(d, c->in, c->out, w);
      if (c->ces) check_st(dft_set_config(d, DFT_CONJUGATE_EVEN_STORAGE, (dft_config_value)c->ces), DFT_OK, w);
      if (c->pfmt) check_st(dft_set_config(d, DFT_PACKED_FORMAT, (dft_config_value)c->pfmt), DFT_OK, w);
      if (c->cstor) check_st(dft_set_config(d, DFT_COMPLEX_STORAGE, (dft_config_value)c->cstor), DFT_OK, w);
      dsnap_take(d, &s0);
      check_st(dft_commit(d), c->want, w);
      check_unchanged(d, &s0, w);
      check(commit_status(d) == DFT_UNCOMMITTED, "%s: committed after a failed commit", w);
      {
        float fb[256];
        int k;
        for (k = 0; k < 256; k++) fb[k] = (float)k;
        check_st(dft_compute_forward(d, fb, c->tc.inplace ? NULL : fb + 128), DFT_ERROR_BAD_DESCRIPTOR, w);
        for (k = 0; k < 256; k++) if (fb[k] != (float)k) break;
        check(k == 256, "%s: compute after a failed commit wrote user memory", w);
      }
      dft_free(&d);
    }

  /* a committed descriptor, changed, failing to recommit, stays uncommitted as changed */
  {
    tcase tc;
    dft_descriptor *d;
    int64_t bad[] = {0, -1};
    dsnap s0;
    memset(&tc, 0, sizeof tc);
    tc.name = "recommit fails"; tc.domain = DFT_COMPLEX; tc.dim = 1; tc.n[0] = 9;
    tc.stor = ST_CC; tc.inplace = 0;
    d = make_committed(&tc, DFT_DOUBLE, "recommit fails");
    if (d) {
      check_st(dft_set_ints(d, DFT_FWD_STRIDES, bad), DFT_OK, "recommit fails: set {0,-1}");
      dsnap_take(d, &s0);
      check_st(dft_commit(d), DFT_ERROR_INCONSISTENT_CONFIGURATION, "recommit fails: commit");
      check_unchanged(d, &s0, "recommit fails");
      verify_refuses(d, &tc, DFT_DOUBLE, DFT_ERROR_BAD_DESCRIPTOR, "recommit fails");
      bad[0] = 8;
      check_st(dft_set_ints(d, DFT_FWD_STRIDES, bad), DFT_OK, "recommit fails: set {8,-1}");
      check_st(dft_commit(d), DFT_OK, "recommit fails: commit {8,-1}");
      tc.fs_set = 1; tc.fs[0] = 8; tc.fs[1] = -1;
      verify(d, &tc, DFT_DOUBLE, "recommit fails, fixed");
    }
    dft_free(&d);
  }

  /* the complex domain ignores CONJUGATE_EVEN_STORAGE and PACKED_FORMAT */
  for (prec = DFT_SINGLE; prec <= DFT_DOUBLE; prec++) {
    tcase tc;
    dft_descriptor *d = NULL;
    memset(&tc, 0, sizeof tc);
    tc.name = "complex ignores packed"; tc.domain = DFT_COMPLEX; tc.dim = 1; tc.n[0] = 8;
    tc.stor = ST_CC;
    if (setup(&tc, prec, &d, "complex ignores packed")) {
      check_st(dft_set_config(d, DFT_CONJUGATE_EVEN_STORAGE, DFT_COMPLEX_REAL), DFT_OK, "complex: set CES");
      check_st(dft_set_config(d, DFT_PACKED_FORMAT, DFT_PERM_FORMAT), DFT_OK, "complex: set PERM");
      if (check_st(dft_commit(d), DFT_OK, "complex domain with COMPLEX_REAL/PERM commit"))
        verify(d, &tc, prec, "complex domain with COMPLEX_REAL/PERM");
    }
    dft_free(&d);
  }
}

/* ================================= legacy strides refused in one direction */
static void legacy_direction_tests(void)
{
  int prec;
  for (prec = DFT_SINGLE; prec <= DFT_DOUBLE; prec++) {
    /* real in place 3x8: INPUT {0,10,1} OUTPUT {0,5,1} fits forward only */
    {
      tcase tc;
      dft_descriptor *d = NULL;
      lspec F, B;
      const char *lb = "[legacy inplace real, backward refused]";
      memset(&tc, 0, sizeof tc);
      tc.name = "legacy backward refused"; tc.domain = DFT_REAL; tc.dim = 2; tc.n[0] = 3;
      tc.n[1] = 8; tc.inplace = 1; tc.stor = ST_CCE; tc.fs_set = tc.bs_set = 1;
      tc.fs[1] = 10; tc.fs[2] = 1; tc.bs[1] = 5; tc.bs[2] = 1; tc.bscale = 0.5;
      resolve(&tc, &F, &B);
      if (setup(&tc, prec, &d, lb)) {
        set_legacy(d, tc.fs, tc.bs, lb);
        if (check_st(dft_commit(d), DFT_OK, "legacy one direction refused: commit")) {
          run_dir(d, &tc, prec, 0, &F, &B, DFT_OK, lb);
          run_dir(d, &tc, prec, 1, &F, &B, DFT_ERROR_INCONSISTENT_CONFIGURATION, lb);
        }
      }
      dft_free(&d);
    }
    /* real out of place n=8: INPUT {4,-1} OUTPUT {0,1}: forward negative, backward fine */
    {
      tcase tc;
      dft_descriptor *d = NULL;
      lspec F, B;
      const char *lb = "[legacy outofplace real, forward refused]";
      int64_t in[] = {4, -1}, out[] = {0, 1};
      memset(&tc, 0, sizeof tc);
      tc.name = "legacy forward refused"; tc.domain = DFT_REAL; tc.dim = 1; tc.n[0] = 8;
      tc.stor = ST_CCE; tc.fs_set = tc.bs_set = 1;
      tc.fs[0] = 0; tc.fs[1] = 1; tc.bs[0] = 4; tc.bs[1] = -1;
      resolve(&tc, &F, &B);
      if (setup(&tc, prec, &d, lb)) {
        set_legacy(d, in, out, lb);
        if (check_st(dft_commit(d), DFT_OK, "legacy forward refused: commit")) {
          run_dir(d, &tc, prec, 0, &F, &B, DFT_ERROR_INCONSISTENT_CONFIGURATION, lb);
          run_dir(d, &tc, prec, 1, &F, &B, DFT_OK, lb);
        }
      }
      dft_free(&d);
    }
  }
}

/* ============================================================ compute errors */
typedef struct { const char *what; int fn; int a[4]; dft_status want; } ccall;
/* pointer codes: 0 NULL, 1/2 input buffers 0/1, 3/4 output buffers 0/1, 5/6 spare
   buffers, 7 input buffer 0 + 1 scalar (overlaps), 8 input buffer 0 + 2 scalars, 9 input
   buffer 0's last complex element (the arrays share that one element) */

static void *cptr(drun *r, tbuf *spare, int code)
{
  switch (code) {
  case 1: return r->ib[0].p;
  case 2: return r->nib > 1 ? r->ib[1].p : spare[1].p;
  case 3: return r->nob > 0 ? r->ob[0].p : spare[0].p;
  case 4: return r->nob > 1 ? r->ob[1].p : spare[1].p;
  case 5: return spare[0].p;
  case 6: return spare[1].p;
  case 7: return (unsigned char *)r->ib[0].p + ssize(r->prec);
  case 8: return (unsigned char *)r->ib[0].p + 2 * ssize(r->prec);
  case 9: return (unsigned char *)r->ib[0].p + (size_t)(r->ib[0].n - 2) * ssize(r->prec);
  }
  return NULL;
}

static void compute_error_group(const tcase *tc, const ccall *calls, int ncalls)
{
  int prec, i, dir;
  for (prec = DFT_SINGLE; prec <= DFT_DOUBLE; prec++) {
    char lb[300], w[500];
    dft_descriptor *d;
    lspec F, B;
    tc_label(tc, prec, lb, sizeof lb);
    d = make_committed(tc, prec, lb);
    if (!d) continue;
    resolve(tc, &F, &B);
    for (dir = 0; dir < 2; dir++)
      for (i = 0; i < ncalls; i++) {
        drun r;
        tbuf spare[2];
        dft_status st;
        void *p[4];
        int k;
        if ((calls[i].fn & 1) != dir) continue;
        drun_prepare(&r, tc, prec, dir, &F, &B, 99 + (uint64_t)i, lb);
        tbuf_alloc(&spare[0], prec, r.vo.size[0] + 64);
        tbuf_alloc(&spare[1], prec, r.vo.size[0] + 64);
        tbuf_snap(&spare[0]);
        tbuf_snap(&spare[1]);
        for (k = 0; k < 4; k++) p[k] = cptr(&r, spare, calls[i].a[k]);
        switch (calls[i].fn) {
        case 0: st = dft_compute_forward(d, p[0], p[1]); break;
        case 1: st = dft_compute_backward(d, p[0], p[1]); break;
        case 2: st = dft_compute_forward_split(d, p[0], p[1], p[2], p[3]); break;
        default: st = dft_compute_backward_split(d, p[0], p[1], p[2], p[3]); break;
        }
        snprintf(w, sizeof w, "%s %s", lb, calls[i].what);
        check_st(st, calls[i].want, w);
        check(drun_all_unchanged(&r) && tbuf_unchanged(&spare[0]) && tbuf_unchanged(&spare[1]),
              "%s: a call returning %s wrote user memory", w, st_name(st));
        tbuf_free(&spare[0]);
        tbuf_free(&spare[1]);
        drun_free(&r);
      }
    snprintf(w, sizeof w, "%s after the refused calls", lb);
    verify(d, tc, prec, w);
    dft_free(&d);
  }
}

#define INV DFT_ERROR_INVALID_CONFIGURATION
#define INC DFT_ERROR_INCONSISTENT_CONFIGURATION
static void compute_errors(void)
{
  {
    static const ccall c[] = {
      {"forward(in NULL)", 0, S(0, 3), INV}, {"backward(in NULL)", 1, S(0, 3), INV},
      {"forward(out NULL) out of place", 0, S(1, 0), INC},
      {"backward(out NULL) out of place", 1, S(1, 0), INC},
      {"forward_split on interleaved", 2, S(1, 5, 3, 6), INC},
      {"backward_split on interleaved", 3, S(1, 5, 3, 6), INC},
      {"forward(out == in)", 0, S(1, 1), INC},
      {"forward(out overlaps in)", 0, S(1, 8), INC},
      {"backward(out overlaps in)", 1, S(1, 8), INC},
      {"forward(out at in's last element)", 0, S(1, 9), INC},
      {"backward(out at in's last element)", 1, S(1, 9), INC}};
    static const int64_t nl[3] = {8, 12, 64}, hl[3] = {2, 1, 1};
    tcase tc;
    int j;
    for (j = 0; j < 3; j++) { /* batched (one call a pass), one row (bare), one row (direct) */
      memset(&tc, 0, sizeof tc);
      tc.name = "compute errors"; tc.domain = DFT_COMPLEX; tc.dim = 1; tc.n[0] = nl[j];
      tc.stor = ST_CC; tc.howmany = hl[j];
      compute_error_group(&tc, c, (int)(sizeof c / sizeof c[0]));
    }
  }
  {
    static const ccall c[] = {
      {"forward(in, out) in place", 0, S(1, 5), INC}, {"backward(in, out) in place", 1, S(1, 5), INC},
      {"forward(in, in) in place", 0, S(1, 1), INC},
      {"forward(NULL, NULL) in place", 0, S(0, 0), INV},
      {"backward(NULL, NULL) in place", 1, S(0, 0), INV},
      {"forward_split on interleaved in place", 2, S(1, 5, 0, 0), INC}};
    tcase tc;
    memset(&tc, 0, sizeof tc);
    tc.name = "compute errors"; tc.domain = DFT_COMPLEX; tc.dim = 2; tc.n[0] = 4; tc.n[1] = 3;
    tc.stor = ST_CC; tc.inplace = 1;
    compute_error_group(&tc, c, (int)(sizeof c / sizeof c[0]));
  }
  {
    static const ccall c[] = {
      {"forward interleaved form on split", 0, S(1, 0), INC},
      {"backward interleaved form on split", 1, S(1, 0), INC},
      {"forward_split outputs given in place", 2, S(1, 2, 5, 6), INC},
      {"forward_split(NULL re) in place", 2, S(0, 2, 0, 0), INV},
      {"forward_split(NULL im) in place", 2, S(1, 0, 0, 0), INV},
      {"backward_split(NULL im) in place", 3, S(1, 0, 0, 0), INV}};
    tcase tc;
    memset(&tc, 0, sizeof tc);
    tc.name = "compute errors"; tc.domain = DFT_COMPLEX; tc.dim = 1; tc.n[0] = 9;
    tc.stor = ST_RR; tc.inplace = 1;
    compute_error_group(&tc, c, (int)(sizeof c / sizeof c[0]));
  }
  {
    static const ccall c[] = {
      {"forward_split outputs missing", 2, S(1, 2, 0, 0), INC},
      {"backward_split outputs missing", 3, S(1, 2, 0, 0), INC},
      {"forward_split(NULL in re)", 2, S(0, 2, 3, 4), INV},
      {"backward_split(NULL in im)", 3, S(1, 0, 3, 4), INV},
      {"forward interleaved form on split", 0, S(1, 3), INC},
      {"forward_split out re == in im", 2, S(1, 2, 2, 4), INC}};
    tcase tc;
    memset(&tc, 0, sizeof tc);
    tc.name = "compute errors"; tc.domain = DFT_COMPLEX; tc.dim = 1; tc.n[0] = 9;
    tc.stor = ST_RR;
    compute_error_group(&tc, c, (int)(sizeof c / sizeof c[0]));
  }
  {
    static const ccall c[] = {
      {"forward_split on CCE", 2, S(1, 5, 3, 6), INC},
      {"backward_split on CCE", 3, S(1, 5, 3, 6), INC},
      {"forward(out overlaps in)", 0, S(1, 7), INC},
      {"backward(in NULL)", 1, S(0, 3), INV},
      {"forward(out NULL) out of place", 0, S(1, 0), INC}};
    tcase tc;
    memset(&tc, 0, sizeof tc);
    tc.name = "compute errors"; tc.domain = DFT_REAL; tc.dim = 1; tc.n[0] = 8;
    tc.stor = ST_CCE;
    compute_error_group(&tc, c, (int)(sizeof c / sizeof c[0]));
  }
  {
    static const ccall c[] = {
      {"forward_split(re, NULL) in place: im_out missing", 2, S(1, 0, 0, 0), INV},
      {"backward_split(re, NULL) in place: im_in missing", 3, S(1, 0, 0, 0), INV},
      {"forward interleaved form on real split", 0, S(1, 0), INC},
      {"forward_split outputs given in place", 2, S(1, 2, 5, 6), INC}};
    tcase tc;
    memset(&tc, 0, sizeof tc);
    tc.name = "compute errors"; tc.domain = DFT_REAL; tc.dim = 2; tc.n[0] = 3; tc.n[1] = 4;
    tc.stor = ST_CCE_SPLIT; tc.inplace = 1;
    compute_error_group(&tc, c, (int)(sizeof c / sizeof c[0]));
  }
  {
    static const ccall c[] = {
      {"forward_split outputs missing", 2, S(1, 0, 0, 0), INC},
      {"backward_split output missing", 3, S(1, 2, 0, 0), INC},
      {"backward_split(NULL in re)", 3, S(0, 2, 3, 0), INV},
      {"backward interleaved form on real split", 1, S(1, 3), INC}};
    tcase tc;
    memset(&tc, 0, sizeof tc);
    tc.name = "compute errors"; tc.domain = DFT_REAL; tc.dim = 1; tc.n[0] = 9;
    tc.stor = ST_CCE_SPLIT;
    compute_error_group(&tc, c, (int)(sizeof c / sizeof c[0]));
  }
  {
    static const ccall c[] = {
      {"forward_split on CCS", 2, S(1, 5, 3, 6), INC},
      {"backward(in, NULL) out of place", 1, S(1, 0), INC},
      {"backward(out overlaps in)", 1, S(1, 7), INC}};
    tcase tc;
    memset(&tc, 0, sizeof tc);
    tc.name = "compute errors"; tc.domain = DFT_REAL; tc.dim = 1; tc.n[0] = 8;
    tc.stor = ST_CCS;
    compute_error_group(&tc, c, (int)(sizeof c / sizeof c[0]));
  }
  /* an uncommitted descriptor: BAD_DESCRIPTOR from all four calls */
  {
    tcase tc;
    dft_descriptor *d = NULL;
    int prec;
    for (prec = DFT_SINGLE; prec <= DFT_DOUBLE; prec++) {
      memset(&tc, 0, sizeof tc);
      tc.name = "never committed"; tc.domain = DFT_COMPLEX; tc.dim = 1; tc.n[0] = 8;
      tc.stor = ST_CC;
      if (setup(&tc, prec, &d, "never committed")) {
        float fb[64];
        int k;
        for (k = 0; k < 64; k++) fb[k] = (float)k;
        verify_refuses(d, &tc, prec, DFT_ERROR_BAD_DESCRIPTOR, "never committed");
        check_st(dft_compute_forward_split(d, fb, fb + 16, NULL, NULL), DFT_ERROR_BAD_DESCRIPTOR, "never committed forward_split");
        check_st(dft_compute_backward_split(d, fb, fb + 16, NULL, NULL), DFT_ERROR_BAD_DESCRIPTOR, "never committed backward_split");
        for (k = 0; k < 64; k++) if (fb[k] != (float)k) break;
        check(k == 64, "never committed: split call wrote user memory");
      }
      dft_free(&d);
    }
  }
}

/* ============================================= allocation failures (MEMORY) */
static void memory_tests(void)
{
  static const int64_t n8 = 8;
  dft_descriptor *d;
  char dummy;
  dft_descriptor *sentinel = (dft_descriptor *)(void *)&dummy;
  tcase cases[4];
  int ci;

  /* create */
  d = sentinel;
  g_fail_after = 0;
  {
    dft_status st = dft_create(&d, DFT_DOUBLE, DFT_COMPLEX, 1, &n8);
    g_fail_after = -1;
    check_st(st, DFT_ERROR_MEMORY, "create with allocations failing");
    check(d == sentinel, "failed create modified *desc");
    if (st == DFT_OK && d != sentinel) dft_free(&d);
  }
  /* dft_malloc */
  g_fail_after = 0;
  {
    void *p = dft_malloc(100);
    g_fail_after = -1;
    check(p == NULL, "dft_malloc with allocations failing returned non-NULL");
    dft_free_memory(p);
  }

  memset(cases, 0, sizeof cases);
  cases[0].name = "memory c2d"; cases[0].domain = DFT_COMPLEX; cases[0].dim = 2;
  cases[0].n[0] = 263; cases[0].n[1] = 6; /* Bluestein */ cases[0].howmany = 2; cases[0].stor = ST_CC;
  cases[0].threads = 1;
  cases[1].name = "memory r3d"; cases[1].domain = DFT_REAL; cases[1].dim = 3;
  cases[1].n[0] = 3; cases[1].n[1] = 7; cases[1].n[2] = 10; cases[1].inplace = 1;
  cases[1].stor = ST_CCE; cases[1].threads = 1; cases[1].fscale = 0.5;
  cases[2].name = "memory ccs"; cases[2].domain = DFT_REAL; cases[2].dim = 1;
  cases[2].n[0] = 194; cases[2].howmany = 3; /* Rader (97) */ cases[2].stor = ST_CCS; cases[2].threads = 1;
  cases[3].name = "memory r1d"; cases[3].domain = DFT_REAL; cases[3].dim = 1;
  cases[3].n[0] = 8; cases[3].stor = ST_CCE; cases[3].threads = 1;

  for (ci = 0; ci < 4; ci++) {
    const tcase *tc = &cases[ci];
    int prec = ci == 1 || ci == 2 ? DFT_SINGLE : DFT_DOUBLE; /* single: Rader's double filter plan */
    int64_t k, failures = 0;
    char lb[300], w[400];
    tc_label(tc, prec, lb, sizeof lb);
    /* commit, failing at each allocation in turn */
    for (k = 0; k < 400; k++) {
      dsnap s0;
      dft_status st;
      d = NULL;
      if (!setup(tc, prec, &d, lb)) { dft_free(&d); break; }
      dsnap_take(d, &s0);
      g_live = 0;
      g_track = 1;
      g_fail_after = k;
      st = dft_commit(d);
      g_fail_after = -1;
      g_track = 0;
      snprintf(w, sizeof w, "%s commit with allocation %lld failing", lb, (long long)k);
      if (st != DFT_OK)
        check(g_live <= 0, "%s: failed commit leaked %lld allocation(s)", w, (long long)g_live);
      if (st == DFT_OK) {
        check(k > 0, "%s: commit allocated nothing through DFT_MALLOC", lb);
        verify(d, tc, prec, w);
        dft_free(&d);
        break;
      }
      failures++;
      check_st(st, DFT_ERROR_MEMORY, w);
      check_unchanged(d, &s0, w);
      if (k % 7 == 0) verify_refuses(d, tc, prec, DFT_ERROR_BAD_DESCRIPTOR, w);
      dft_free(&d);
    }
    check(k < 400, "%s: commit kept failing with 400 successful allocations", lb);
    /* copy of a committed descriptor, failing at each allocation in turn */
    d = make_committed(tc, prec, lb);
    if (d) {
      dft_status st;
      dft_descriptor *c;
      for (k = 0; k < 400; k++) {
        c = sentinel;
        g_live = 0;
        g_track = 1;
        g_fail_after = k;
        st = dft_copy(d, &c);
        g_fail_after = -1;
        g_track = 0;
        snprintf(w, sizeof w, "%s copy with allocation %lld failing", lb, (long long)k);
        if (st != DFT_OK)
          check(g_live == 0, "%s: failed copy leaked %lld allocation(s)", w, (long long)g_live);
        if (st == DFT_OK) {
          check(k > 0, "%s: copy allocated nothing through DFT_MALLOC", lb);
          verify(c, tc, prec, w);
          dft_free(&c);
          break;
        }
        check_st(st, DFT_ERROR_MEMORY, w);
        check(c == sentinel, "%s: failed copy modified *dst", w);
      }
      /* recommitting a committed descriptor with allocations failing */
      g_fail_after = 0;
      st = dft_commit(d);
      g_fail_after = -1;
      snprintf(w, sizeof w, "%s recommit with allocations failing", lb);
      check(st == DFT_OK || st == DFT_ERROR_MEMORY, "%s: status %s", w, st_name(st));
      check(commit_status(d) == DFT_COMMITTED, "%s: no longer committed", w);
      verify(d, tc, prec, w);
      /* compute, failing at each allocation in turn; it frees what it allocated */
      {
        lspec F, B;
        int dir;
        resolve(tc, &F, &B);
        for (dir = 0; dir < 2; dir++)
          for (k = 0; k < 100; k++) {
            snprintf(w, sizeof w, "%s compute with allocation %lld failing", lb, (long long)k);
            st = run_dir_ex(d, tc, prec, dir, &F, &B, WANT_OK_OR_MEMORY, k, w);
            if (st != DFT_ERROR_MEMORY) break;
          }
      }
    }
    dft_free(&d);
  }
}

/* ======================================================== strings, malloc */
static void misc_tests(void)
{
  static const int sts[] = {DFT_OK, DFT_ERROR_MEMORY, DFT_ERROR_INVALID_CONFIGURATION,
                            DFT_ERROR_INCONSISTENT_CONFIGURATION, DFT_ERROR_BAD_DESCRIPTOR,
                            DFT_ERROR_UNIMPLEMENTED, DFT_ERROR_INTERNAL, DFT_ERROR_DEVICE,
                            4, 8, 11, 13, 99, 1000, 123456};
  static const size_t sizes[] = {1, 3, 8, 63, 64, 65, 1000, 4096, 100000, 1 << 20};
  unsigned i;
  for (i = 0; i < sizeof sts / sizeof sts[0]; i++) {
    const char *s = dft_status_string((dft_status)sts[i]);
    check(s != NULL && s[0] != 0, "dft_status_string(%d) is %s", sts[i], s ? "empty" : "NULL");
  }
  {
    const char *a = dft_status_string(DFT_OK), *b = dft_status_string(DFT_ERROR_MEMORY);
    check(a && b && strcmp(a, b) != 0, "dft_status_string: OK and MEMORY read the same");
  }
  for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
    unsigned char *p = (unsigned char *)dft_malloc(sizes[i]);
    check(p != NULL, "dft_malloc(%lu) returned NULL", (unsigned long)sizes[i]);
    if (!p) continue;
    check(((uintptr_t)p & 63) == 0, "dft_malloc(%lu) = %p is not 64-byte aligned",
          (unsigned long)sizes[i], (void *)p);
    memset(p, 0xA5, sizes[i]);
    check(p[sizes[i] - 1] == 0xA5, "dft_malloc memory not writable");
    dft_free_memory(p);
  }
  dft_free_memory(NULL);
  check(1, "dft_free_memory(NULL)");
}

/* ================================================================= threads */
typedef struct {
  const dft_descriptor *d;
  drun *r;
  int iters;
  int bad_status, bad_untouched;
  double maxerr;
} tjob;

static void *thread_main(void *arg)
{
  tjob *j = (tjob *)arg;
  int it;
  for (it = 0; it < j->iters; it++) {
    int64_t worst, fidx;
    int fbuf, fout;
    double e;
    drun_restore(j->r);
    if (drun_exec(j->r, j->d) != DFT_OK) j->bad_status++;
    e = drun_error(j->r, &worst);
    if (!(e <= j->maxerr)) j->maxerr = e;
    if (drun_changed(j->r, &fbuf, &fidx, &fout)) j->bad_untouched++;
  }
  return NULL;
}

static void thread_tests(void)
{
  enum { NT = 4, ITERS = 6 };
  tcase cases[4];
  int ci;
  memset(cases, 0, sizeof cases);
  cases[3].name = "threads c2d nested"; cases[3].domain = DFT_COMPLEX; cases[3].dim = 2;
  cases[3].n[0] = 64; cases[3].n[1] = 64; cases[3].howmany = 5; cases[3].stor = ST_CC;
  cases[3].threads = 2; cases[3].inplace = 1;
  cases[0].name = "threads c2d"; cases[0].domain = DFT_COMPLEX; cases[0].dim = 2;
  cases[0].n[0] = 22; cases[0].n[1] = 9; cases[0].howmany = 3; cases[0].stor = ST_CC;
  cases[1].name = "threads r1d inplace"; cases[1].domain = DFT_REAL; cases[1].dim = 1;
  cases[1].n[0] = 97; cases[1].howmany = 9; cases[1].inplace = 1; cases[1].stor = ST_CCE;
  cases[1].threads = 2;
  cases[2].name = "threads c3d split"; cases[2].domain = DFT_COMPLEX; cases[2].dim = 3;
  cases[2].n[0] = 8; cases[2].n[1] = 8; cases[2].n[2] = 9; cases[2].stor = ST_RR;
  cases[2].threads = 1;
  for (ci = 0; ci < 4; ci++) {
    const tcase *tc = &cases[ci];
    int prec = ci == 1 ? DFT_SINGLE : DFT_DOUBLE, dir;
    char lb[300];
    dft_descriptor *d;
    lspec F, B;
    tc_label(tc, prec, lb, sizeof lb);
    d = make_committed(tc, prec, lb);
    if (!d) continue;
    resolve(tc, &F, &B);
    for (dir = 0; dir < 2; dir++) {
      drun runs[NT];
      tjob jobs[NT];
      pthread_t th[NT];
      int t, started[NT];
      for (t = 0; t < NT; t++) {
        drun_prepare(&runs[t], tc, prec, dir, &F, &B, 1000 + (uint64_t)(t * 7 + dir), lb);
        jobs[t].d = d; jobs[t].r = &runs[t]; jobs[t].iters = ITERS;
        jobs[t].bad_status = jobs[t].bad_untouched = 0; jobs[t].maxerr = 0;
      }
      for (t = 0; t < NT; t++) started[t] = pthread_create(&th[t], NULL, thread_main, &jobs[t]) == 0;
      for (t = 0; t < NT; t++) if (started[t]) pthread_join(th[t], NULL);
      for (t = 0; t < NT; t++) {
        check(started[t], "%s: pthread_create failed", lb);
        check(jobs[t].bad_status == 0, "%s %s thread %d: %d compute call(s) failed", lb,
              dir ? "backward" : "forward", t, jobs[t].bad_status);
        check(jobs[t].maxerr <= runs[t].tol, "%s %s thread %d: relative RMS error %.3g > %.3g",
              lb, dir ? "backward" : "forward", t, jobs[t].maxerr, runs[t].tol);
        check(jobs[t].bad_untouched == 0, "%s %s thread %d: wrote outside the output layout",
              lb, dir ? "backward" : "forward", t);
        drun_free(&runs[t]);
      }
    }
    dft_free(&d);
  }

  /* THREAD_LIMIT 1 and 2 (and 0, and a large one) give results of the same quality;
     the sizes are large enough that the library may use several threads */
  {
    static const int64_t limits[] = {1, 2, 0, 64};
    tcase cs[2];
    int prec, c;
    memset(cs, 0, sizeof cs);
    cs[0].name = "thread limit"; cs[0].domain = DFT_COMPLEX; cs[0].dim = 2; cs[0].n[0] = 64;
    cs[0].n[1] = 64; cs[0].howmany = 5; cs[0].stor = ST_CC;
    cs[1].name = "thread limit"; cs[1].domain = DFT_REAL; cs[1].dim = 3; cs[1].n[0] = 16;
    cs[1].n[1] = 16; cs[1].n[2] = 9; cs[1].howmany = 9; cs[1].inplace = 1; cs[1].stor = ST_CCE;
    for (c = 0; c < 2; c++)
      for (prec = DFT_SINGLE; prec <= DFT_DOUBLE; prec++) {
        tcase tc = cs[c];
        dft_descriptor *d[4];
        double errs[4][2];
        lspec F, B;
        int lim, dir;
        char lb[300];
        for (lim = 0; lim < 4; lim++) {
          tc.threads = limits[lim];
          tc_label(&tc, prec, lb, sizeof lb);
          d[lim] = make_committed(&tc, prec, lb);
          if (d[lim]) check_int_read(d[lim], DFT_THREAD_LIMIT, limits[lim], lb);
          errs[lim][0] = errs[lim][1] = -1;
        }
        resolve(&tc, &F, &B);
        for (dir = 0; dir < 2; dir++) {
          drun r;
          drun_prepare(&r, &tc, prec, dir, &F, &B, 555 + (uint64_t)dir, lb);
          for (lim = 0; lim < 4; lim++) {
            int64_t worst, fidx;
            int fbuf, fout;
            char w[400];
            if (!d[lim]) continue;
            drun_restore(&r);
            snprintf(w, sizeof w, "%s THREAD_LIMIT %lld %s", lb, (long long)limits[lim],
                     dir ? "backward" : "forward");
            check_st(drun_exec(&r, d[lim]), DFT_OK, w);
            errs[lim][dir] = drun_error(&r, &worst);
            check(errs[lim][dir] <= r.tol, "%s: error %.3g > %.3g", w, errs[lim][dir], r.tol);
            check(drun_changed(&r, &fbuf, &fidx, &fout) == 0,
                  "%s: wrote outside the output layout", w);
          }
          drun_free(&r);
          for (lim = 1; lim < 4; lim++)
            check(errs[lim][dir] <= 4 * errs[0][dir] + 1e-3 * r.tol &&
                  errs[0][dir] <= 4 * errs[lim][dir] + 1e-3 * r.tol,
                  "%s THREAD_LIMIT %lld vs 1 %s: errors %.3g vs %.3g differ in quality", lb,
                  (long long)limits[lim], dir ? "backward" : "forward", errs[lim][dir],
                  errs[0][dir]);
        }
        for (lim = 0; lim < 4; lim++) dft_free(&d[lim]);
      }
  }
}

/* Tiled passes (dft__tile_axis): multi-dimensional transforms of more than 1 MiB whose
   inner axes (a batch element, or a slab of the outer axis) fit 512 KiB run those axes'
   passes tile after tile. Each case is committed on two threads and its tiles checked in
   both directions (one case must not tile; real in place with split storage copies its
   input first and tiles only backward), then run against the long-double reference:
   complex (interleaved, split, rows padded, in and out of place), real forward and backward
   (its C2R side tiles the last passes, through the output's rows from 128 reals a row, rows
   padded too; 64^3 untiled, its rows in a register kernel, through the output's rows too),
   batches of 2-D tiles. The extent of a tile's data
   (what each tile asks for of the next) is checked against the tile's size. */
static void tile_tests(void)
{
  static const struct {
    int prec, domain, stor, inplace, pad, dim;
    int64_t n[3], howmany, tiles[2];
  } tt[] = {
    {DFT_DOUBLE, DFT_COMPLEX, ST_CC, 0, 0, 3, {16, 64, 128}, 1, {16, 16}},
    {DFT_DOUBLE, DFT_COMPLEX, ST_RR, 1, 0, 3, {16, 64, 128}, 1, {16, 16}},
    {DFT_DOUBLE, DFT_COMPLEX, ST_CC, 1, 1, 3, {16, 64, 128}, 1, {16, 16}},
    {DFT_DOUBLE, DFT_COMPLEX, ST_CC, 0, 0, 2, {64, 128}, 16, {16, 16}},
    {DFT_DOUBLE, DFT_COMPLEX, ST_CC, 0, 0, 2, {1024, 128}, 1, {0, 0}}, /* one tile: none */
    {DFT_SINGLE, DFT_COMPLEX, ST_CC, 1, 0, 3, {32, 64, 128}, 1, {32, 32}},
    {DFT_DOUBLE, DFT_REAL, ST_CCE, 0, 0, 3, {20, 64, 128}, 1, {20, 20}},
    {DFT_DOUBLE, DFT_REAL, ST_CCE, 1, 0, 3, {20, 64, 128}, 1, {20, 20}},
    {DFT_SINGLE, DFT_REAL, ST_CCE, 1, 0, 3, {16, 128, 128}, 1, {16, 16}},
    {DFT_DOUBLE, DFT_REAL, ST_CCE_SPLIT, 1, 0, 3, {20, 64, 128}, 1, {0, 20}},
    {DFT_DOUBLE, DFT_REAL, ST_CCE, 0, 0, 2, {64, 128}, 20, {20, 20}},
    {DFT_DOUBLE, DFT_REAL, ST_CCE, 1, 0, 2, {64, 128}, 20, {20, 20}},
    {DFT_DOUBLE, DFT_REAL, ST_CCE, 0, 1, 3, {16, 64, 128}, 1, {16, 16}},
    {DFT_DOUBLE, DFT_REAL, ST_CCE, 0, 0, 3, {64, 64, 64}, 1, {0, 0}}, /* slabs under 64 KiB */
    {DFT_DOUBLE, DFT_REAL, ST_CCE, 1, 0, 3, {64, 64, 64}, 1, {0, 0}}};
  unsigned i;
  int dir;
  for (i = 0; i < sizeof tt / sizeof tt[0]; i++) {
    dft_descriptor *d = NULL;
    char lb[300];
    tcase tc;
    memset(&tc, 0, sizeof tc);
    tc.name = "tiles";
    tc.domain = tt[i].domain;
    tc.stor = tt[i].stor;
    tc.inplace = tt[i].inplace;
    tc.dim = tt[i].dim;
    memcpy(tc.n, tt[i].n, sizeof tt[i].n);
    tc.howmany = tt[i].howmany;
    tc.threads = 2;
    tc.fscale = 0.5;
    if (tt[i].pad) { /* rows of 136 elements, slabs of 64 such rows plus 8 */
      const int64_t s[4] = {3, 64 * 136 + 8, 136, 1};
      tc.fs_set = tc.bs_set = 1;
      memcpy(tc.fs, s, sizeof s);
      memcpy(tc.bs, s, sizeof s);
    }
    tc_label(&tc, tt[i].prec, lb, sizeof lb);
    if (setup(&tc, tt[i].prec, &d, lb) && check_st(dft_commit(d), DFT_OK, lb))
      for (dir = 0; dir < 2; dir++) {
        /* a tile's complex data: its extent in the slot that holds most of it, within twice that */
        const int last = tt[i].dim - 1;
        long long cplx = tt[i].howmany * (tt[i].domain == DFT_REAL ? tt[i].n[last] / 2 + 1 : tt[i].n[last]);
        const long long got = dft_test_plan_tile_bytes(d, dir);
        const long long ssz = tt[i].prec == DFT_DOUBLE ? 8 : 4;
        long long lo, hi, whole;
        int a;
        for (a = 0; a < last; a++) cplx *= tt[i].n[a];
        whole = cplx * 2 * ssz;
        if (tt[i].tiles[dir]) cplx = cplx / tt[i].tiles[dir] * 2 * ssz;
        else cplx = 0;
        if (tt[i].stor == ST_RR) cplx /= 2; /* a slot's real parts (the imaginary ones alike) */
        /* C2R through the output's rows (dft__c2r_outer): n reals a row of h + 1 complex */
        lo = tt[i].domain == DFT_REAL && dir ? cplx / (tt[i].n[last] + 2) * tt[i].n[last] : cplx;
        check(dft_test_plan_tiles(d, dir) == tt[i].tiles[dir], "%s %s: %lld tiles, expected %lld", lb,
              dir ? "backward" : "forward", dft_test_plan_tiles(d, dir), (long long)tt[i].tiles[dir]);
        /* padded rows: within twice a padded slab of complex numbers */
        hi = 2 * (tt[i].pad && cplx ? (64 * 136 + 8) * 2 * ssz : cplx);
        check(got >= lo && got <= hi, "%s %s: a tile's data %lld bytes, expected %lld..%lld", lb,
              dir ? "backward" : "forward", got, lo, hi);
        if (dir && tt[i].stor == ST_CCE) { /* no array-sized TMP: under a quarter of the data (two
                                              threads' buffers of the wide float engine, where the
                                              CPU runs whole 512-bit operations: 15% at 16 x 128^2) */
          int64_t wb = -1;
          const dft_status ws = dft_get_int(d, DFT_WORKSPACE_BYTES, &wb);
          check(ws == DFT_OK && wb * 4 < whole, "%s: workspace %lld bytes, expected under %lld", lb,
                (long long)wb, whole / 4);
        }
      }
    dft_free(&d);
    run_case(&tc, tt[i].prec);
  }
}

/* Complex programs that run their pass along axis 0 first, out of place, then the others in
   place (dft__cols_first: 2-D rows a multiple of 1 KiB apart, both lengths at least 65; 3-D
   tiled by slabs with rows of 65 or more; interleaved, out of place), and neighbours that
   keep the last axis first: the first pass's axis, and the transforms. */
static void cols_first_tests(void)
{
  static const struct {
    int prec, stor, inplace, pad, first, dim;
    int64_t n[3], howmany, threads;
  } ct[] = {
    {DFT_DOUBLE, ST_CC, 0, 0, 0, 2, {80, 128}, 3, 2},
    {DFT_SINGLE, ST_CC, 0, 0, 0, 2, {72, 256}, 2, 1},
    {DFT_DOUBLE, ST_CC, 0, 1, 0, 2, {70, 100}, 1, 2}, /* rows of 100 padded to 128 */
    {DFT_SINGLE, ST_CC, 0, 1, 0, 2, {130, 100}, 1, 1},
    {DFT_DOUBLE, ST_CC, 1, 0, 1, 2, {80, 128}, 2, 2}, /* in place */
    {DFT_DOUBLE, ST_CC, 0, 0, 1, 2, {80, 96}, 1, 1},  /* rows 1536 bytes apart */
    {DFT_DOUBLE, ST_CC, 0, 0, 1, 2, {64, 128}, 1, 1}, /* short columns */
    {DFT_DOUBLE, ST_RR, 0, 0, 1, 2, {80, 128}, 1, 1},
    {DFT_DOUBLE, ST_CC, 0, 0, 0, 3, {16, 64, 128}, 1, 2}, /* slabs (tile_tests) */
    {DFT_SINGLE, ST_CC, 0, 0, 0, 3, {32, 64, 128}, 2, 1},
    {DFT_DOUBLE, ST_CC, 0, 0, 2, 3, {16, 64, 64}, 2, 2}, /* rows of 64 */
    {DFT_DOUBLE, ST_CC, 1, 0, 2, 3, {16, 64, 128}, 1, 2}};
  unsigned i;
  int dir, sp;
  /* 3-D only where the CPU splits 512-bit operations (dft__split512): the cases as on such a
     CPU where the build has the test (3-D: their axis), then as on the others (3-D: the last) */
  for (sp = 1; sp >= 0; sp--) {
    if (!dft_test_set_split512(sp) && sp) continue;
    for (i = 0; i < sizeof ct / sizeof ct[0]; i++) {
      const int first = ct[i].dim == 3 && !sp ? 2 : ct[i].first;
      dft_descriptor *d = NULL;
      char lb[300];
      tcase tc;
      memset(&tc, 0, sizeof tc);
      tc.name = "columns first";
      tc.domain = DFT_COMPLEX;
      tc.stor = ct[i].stor;
      tc.inplace = ct[i].inplace;
      tc.dim = ct[i].dim;
      memcpy(tc.n, ct[i].n, sizeof ct[i].n);
      tc.howmany = ct[i].howmany;
      tc.threads = ct[i].threads;
      tc.bscale = 0.25;
      if (ct[i].pad) { /* offset 5, rows of 128 elements */
        const int64_t s[3] = {5, 128, 1};
        tc.fs_set = tc.bs_set = 1;
        memcpy(tc.fs, s, sizeof s);
        memcpy(tc.bs, s, sizeof s);
      }
      tc_label(&tc, ct[i].prec, lb, sizeof lb);
      if (setup(&tc, ct[i].prec, &d, lb) && check_st(dft_commit(d), DFT_OK, lb))
        for (dir = 0; dir < 2; dir++)
          check(dft_test_plan_first_axis(d, dir) == first, "%s %s: first pass along axis %d, expected %d",
                lb, dir ? "backward" : "forward", dft_test_plan_first_axis(d, dir), first);
      dft_free(&d);
      run_case(&tc, ct[i].prec);
    }
  }
  dft_test_set_split512(-1);
}

/* Four-step splits (dft__split): n = n1 n2 with n1 the largest divisor up to sqrt(n), at
   least 16, such that neither factor needs Bluestein (every prime up to 61, DFT__MAX_PRIME),
   checked against that definition searched from sqrt(n) down. */
static int ref_smooth(long long n)
{
  long long p;
  for (p = 2; p <= 61 && n > 1; p++) while (n % p == 0) n /= p;
  return n == 1;
}
static long long ref_split(long long n)
{
  long long a = (long long)sqrt((double)n);
  while (a * a > n) a--;
  while ((a + 1) * (a + 1) <= n) a++;
  for (; a >= 16; a--) if (n % a == 0 && ref_smooth(a) && ref_smooth(n / a)) return a;
  return 0;
}
static void split_tests(void)
{
  static const int pr[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71};
  /* lengths no split can serve (a prime past 61 in n) up to 2^52: answered from n's small
     primes, without a search up to sqrt(n) (0.1 s for n near 1e15 before) */
  static const long long none[] = {999999999999989LL, 284773511593983LL, 67LL << 40, 4503599627370449LL};
  unsigned long long x = 0x9e3779b97f4a7c15ULL;
  int i, k, bad = 0, splits = 0;
  for (i = 0; i < 3000; i++) {
    long long n = 1, got, want;
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    if (i & 1) /* products of primes up to 71, so that most have splits */
      for (k = 0; k < 40 && n <= 4000000000LL / 71; k++) n *= pr[(x >> (k % 50)) % 20];
    else n = (long long)(x % 4000000000ULL);
    if (n < 131072) n += 131072; /* 2 MiB of complex doubles: below, no split is sought */
    got = dft_test_split(n);
    want = ref_split(n);
    splits += want > 0;
    if (!check(got == want, "split of %lld: n1 = %lld, expected %lld", n, got, want) && ++bad > 5) break;
  }
  check(splits > 500, "only %d of the split lengths have splits", splits);
  check(dft_test_split(1LL << 44) == 1LL << 22, "split of 2^44: n1 = %lld", dft_test_split(1LL << 44));
  check(dft_test_split(3486784401LL * 1024) == 1889568, "split of 3^20 2^10: n1 = %lld",
        dft_test_split(3486784401LL * 1024));
  for (i = 0; i < (int)(sizeof none / sizeof none[0]); i++)
    check(dft_test_split(none[i]) == 0, "split of %lld: n1 = %lld, expected none", none[i],
          dft_test_split(none[i]));
}

/* The real post- and pre-processing's pairs (k, h-k) on vectors against the scalar pairs
   (dft_test_rpairs): every even n up to 80 and longer rows, both precisions and directions,
   one twiddle table and two, arrays on and off vector boundaries, out of place and in place,
   the whole row (1..h/2) and the parts two or three threads take of it (dft__rrows_split),
   which must leave the rest of the row as it was. */
static void rpairs_tests(void)
{
  /* (the aligned walk from 32 KiB of a part's data: double 4096 points, single 8192) */
  static const long long longer[] = {96, 130, 256, 1000, 2050, 4096, 4098, 4100, 4102, 5000, 8192,
                                     8194, 8196, 8200, 12290, 16384};
  int i, bad = 0;
  long long runs = 0;
  for (i = 0; i < 40 + (int)(sizeof longer / sizeof longer[0]); i++) {
    const long long n = i < 40 ? 2 * (i + 1) : longer[i - 40], q = n / 4;
    int v;
    for (v = 0; v < 64; v++) {
      const int dbl = v & 1, post = (v >> 1) & 1, tables = n >= 4 && (v >> 2) & 1 ? 2 : 1;
      const int inplace = (v >> 3) & 1, zo = (v >> 4) & 3, xo = inplace ? zo : (v * 5 + (int)n) & 3;
      const int nt = 1 + (v + (int)n) % 3, t = (v / 3 + (int)n) % nt; /* the part t of nt */
      const long long k0 = 1 + q * t / nt, k1 = 1 + q * (t + 1) / nt;
      int got;
      if (k1 <= k0) continue;
      got = dft_test_rpairs(n, dbl, post, tables, zo, xo, inplace, k0, k1);
      runs++;
      if (!check(got > 0, "real pairs n %lld %s %s, %d table(s), offsets %d %d%s, pairs %lld..%lld: %d", n,
                 dbl ? "double" : "single", post ? "post" : "pre", tables, zo, xo, inplace ? " in place" : "",
                 k0, k1 - 1, got) &&
          ++bad > 5)
        return;
    }
  }
  check(runs > 2500, "only %lld real pair ranges ran", runs);
}

/* The stages' order (dft__order) against every order and grouping of n's prime factors into
   the radices a stage may take (those with codelets, 25 only above 2500 points, primes up to
   61), the first radix of dft__factor kept where it is 4, 8 or 16 and at least c, and up to
   240 points its second where that is 4 or 8: the least cost of the model (dft_test_stage_cost)
   by exhaustive search, for n = 2..3200 that are not powers of two, at 1, 2, 4 and 8 lanes. */
static const int order_radices[] = {2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 25, 17, 19, 23,
                                    29, 31, 37, 41, 43, 47, 53, 59, 61};
static double order_best(long long n, long long L, int c, int first, int second)
{
  double best = -1;
  unsigned k;
  if (L == n) return 0;
  for (k = 0; k < sizeof order_radices / sizeof order_radices[0]; k++) {
    const int p = order_radices[k];
    double rest;
    if ((n / L) % p || (p == 25 && n <= 2500) || (L == 1 && first && p != first) ||
        (second && L == first && p != second))
      continue;
    rest = order_best(n, L * p, c, first, second);
    if (rest >= 0 && (best < 0 || dft_test_stage_cost(n, L, p, c) + rest < best))
      best = dft_test_stage_cost(n, L, p, c) + rest;
  }
  return best;
}
static void order_tests(void)
{
  static const int lanes[] = {1, 2, 4, 8};
  int radix[64], r0[64], bad = 0, changed = 0, runs = 0;
  long long n;
  unsigned li;
  for (n = 2; n <= 3200; n++)
    for (li = 0; li < 4; li++) {
      const int c = lanes[li], c0 = dft_test_order(n, c, 0, r0), cnt = dft_test_order(n, c, 1, radix);
      int first, second, i;
      long long prod = 1;
      double cost = 0, best;
      if (c0 < 2 || !(n & (n - 1))) { /* one stage, a power of two, or no Stockham plan: as dft__factor */
        int same = cnt == c0;
        for (i = 0; same && i < cnt; i++) same = radix[i] == r0[i];
        if (!check(same, "stage order of %lld at %d lanes: changed from dft__factor's", n, c) && ++bad > 5) return;
        continue;
      }
      first = (r0[0] == 4 || r0[0] == 8 || r0[0] == 16) && r0[0] >= c ? r0[0] : 0;
      second = first && c0 >= 3 && n <= 240 && (r0[1] == 4 || r0[1] == 8) ? r0[1] : 0;
      for (i = 0; i < cnt; i++) { cost += dft_test_stage_cost(n, prod, radix[i], c); prod *= radix[i]; }
      best = order_best(n, 1, c, first, second);
      runs++;
      changed += cnt != c0 || radix[0] != r0[0];
      if (!check(cnt >= 1 && prod == n && (!first || radix[0] == first) &&
                 (!second || (cnt >= 2 && radix[1] == second)) && fabs(cost - best) <= 1e-9 * best,
                 "stage order of %lld at %d lanes: %d radices (first %d), product %lld, cost %g, least %g",
                 n, c, cnt, radix[0], prod, cost, best) && ++bad > 5)
        return;
    }
  check(runs > 4000 && changed > 1000, "stage orders: %d checked, %d changed", runs, changed);
}

/* One case of an engine table: a shape, and whether it takes the other engine (the wide
   float one or the narrow double one) where the build has it. */
typedef struct { int domain, dim; int64_t n[3], howmany; int other; } ecase;

/* Commits each case in precision prec and checks the engine it runs on: `other` (the
   engine's code, -1 where this build has none) where the case says so, else prec. */
static void engine_table(dft_precision prec, const ecase *pc, unsigned np, int other, const char *what)
{
  unsigned i;
  for (i = 0; i < np; i++) {
    dft_descriptor *d = NULL;
    int want = 0, got;
    dft_status st = dft_create(&d, prec, (dft_domain)pc[i].domain, pc[i].dim, pc[i].n);
    if (st == DFT_OK && pc[i].howmany > 1) st = dft_set_int(d, DFT_NUMBER_OF_TRANSFORMS, pc[i].howmany);
    if (st == DFT_OK) st = dft_commit(d);
    if (check(st == DFT_OK, "%s engine case %u: %s", what, i, dft_status_string(st))) {
      want = pc[i].other && other >= 0 ? other : (int)prec;
      got = dft_test_plan_engine(d);
      check(got == want, "%s engine case %u (n[0] = %lld, %dd %s): engine %d, expected %d", what, i,
            (long long)pc[i].n[0], pc[i].dim, pc[i].domain == DFT_REAL ? "real" : "complex", got, want);
    }
    dft_free(&d);
  }
}

/* The float engine a plan runs on: where dft.h has the wide one (DFT__WIDE: AVX-512
   targets with floats at 256 bits), single-precision plans whose lengths (a real
   transform's last one halved) are multiples of 8 from 64 up take it, and those of 8 and
   16 that give every pass 8 rows (1-D: a batch of 8 or more; not real 2-D); others the
   float engine; then such plans in every storage format, strided, batched, in and out of
   place, against the long-double reference (the length lists above run it too). */
static void float_engines(void)
{
  static const ecase pc[] = {
    {DFT_COMPLEX, 1, {64}, 1, 1},   {DFT_COMPLEX, 1, {1024}, 1, 1},  {DFT_COMPLEX, 1, {1000}, 1, 1},
    {DFT_COMPLEX, 1, {32}, 1, 0},   {DFT_COMPLEX, 1, {16}, 99, 1},   {DFT_COMPLEX, 1, {15625}, 1, 0},
    {DFT_COMPLEX, 1, {5000}, 2, 1}, {DFT_COMPLEX, 1, {16}, 7, 0},    {DFT_COMPLEX, 1, {8}, 8, 1},
    {DFT_COMPLEX, 1, {32}, 99, 0},  {DFT_COMPLEX, 1, {24}, 99, 0},   {DFT_COMPLEX, 2, {8, 16}, 1, 1},
    {DFT_COMPLEX, 3, {8, 8, 8}, 1, 1}, {DFT_COMPLEX, 2, {8, 32}, 1, 0},
    {DFT_REAL, 1, {32}, 8, 1},      {DFT_REAL, 1, {16}, 7, 0},       {DFT_REAL, 1, {8}, 99, 0},
    {DFT_REAL, 2, {16, 16}, 1, 0},  {DFT_REAL, 3, {16, 16, 16}, 1, 1},
    {DFT_COMPLEX, 2, {64, 128}, 1, 1}, {DFT_COMPLEX, 3, {32, 64, 64}, 1, 0},
    {DFT_REAL, 1, {128}, 1, 1},     {DFT_REAL, 1, {64}, 1, 0},       {DFT_REAL, 1, {1000}, 1, 0},
    {DFT_REAL, 1, {129}, 1, 0},     {DFT_REAL, 2, {64, 256}, 3, 1},  {DFT_REAL, 2, {64, 96}, 1, 0}};
  /* where the CPU splits 512-bit operations (dft__split512), short rows stay off it */
  static const ecase ps[] = {
    {DFT_COMPLEX, 1, {8}, 10000, 0}, {DFT_COMPLEX, 1, {16}, 99, 0},  {DFT_COMPLEX, 2, {16, 16}, 1, 0},
    {DFT_COMPLEX, 3, {8, 8, 8}, 1, 0}, {DFT_REAL, 1, {32}, 8, 0},    {DFT_REAL, 3, {16, 16, 16}, 1, 0},
    {DFT_COMPLEX, 1, {64}, 1, 1},    {DFT_COMPLEX, 2, {64, 128}, 1, 1}, {DFT_REAL, 1, {128}, 1, 1}};
  static const int stors[7] = {ST_CC, ST_RR, ST_CCE, ST_CCE_SPLIT, ST_CCS, ST_PACK, ST_PERM};
  int k;
  if (dft_test_set_split512(1)) {
    engine_table(DFT_SINGLE, ps, sizeof ps / sizeof ps[0], dft_test_single_wide(), "float, split 512");
    dft_test_set_split512(0); /* the rest as on a CPU of whole 512-bit operations */
  }
  engine_table(DFT_SINGLE, pc, sizeof pc / sizeof pc[0], dft_test_single_wide(), "float");
  /* the wide engine over the storage formats and layouts */
  for (k = 0; k < 7; k++) {
    tcase tc;
    memset(&tc, 0, sizeof tc);
    tc.name = "wide engine";
    tc.stor = stors[k];
    tc.domain = k < 2 ? DFT_COMPLEX : DFT_REAL;
    tc.dim = k == 0 || k == 2 ? 2 : 1; /* the packed formats are 1-D */
    tc.n[0] = 256;
    tc.n[1] = 128;
    tc.howmany = 1 + k % 3;
    tc.inplace = k & 1;
    tc.fscale = 0.5;
    run_case_both(&tc);
    /* short rows on the wide engine (the table's complex 8 x 8 and real 32 x 8 say it takes
       them): batches of 8 or 16 complex points, or of real 32 */
    tc.dim = 1;
    tc.n[0] = k < 2 ? 8 << k : 32;
    tc.howmany = 8 + k;
    if (k < 3) { /* padded distances (the split and packed formats keep the defaults) */
      tc.fd = tc.n[0] + 3;
      tc.bd = k < 2 ? tc.n[0] + 3 : tc.n[0] / 2 + 4;
    }
    tc.name = "wide engine, short rows";
    run_case_both(&tc);
  }
  dft_test_set_split512(-1);
}

/* The double engine a plan runs on: where dft.h has the narrow one (DFT__NARROW: AVX-512
   targets, doubles at 256 bits beside 512), double-precision 2-D and 3-D plans of at most
   256 points take it where dft__narrow says (complex: a length of 2 mod 4; real: the last
   length odd or with a half of 5 or more that is no power of two), others the double
   engine; then such plans in the storage formats that have
   more than one dimension, batched, scaled, in and out of place, against the reference. */
static void double_engines(void)
{
  static const ecase pc[] = {
    {DFT_COMPLEX, 2, {6, 10}, 1, 1},  {DFT_COMPLEX, 2, {10, 8}, 3, 1},  {DFT_COMPLEX, 3, {3, 2, 6}, 1, 1},
    {DFT_COMPLEX, 2, {8, 8}, 1, 0},   {DFT_COMPLEX, 2, {5, 12}, 1, 0},  {DFT_COMPLEX, 2, {20, 14}, 1, 0},
    {DFT_COMPLEX, 2, {2, 8}, 1, 0},   {DFT_COMPLEX, 1, {10}, 1, 0},     {DFT_REAL, 2, {6, 10}, 1, 1},
    {DFT_REAL, 2, {16, 12}, 2, 1},    {DFT_REAL, 3, {2, 3, 5}, 1, 1},   {DFT_REAL, 2, {8, 8}, 1, 0},
    {DFT_REAL, 2, {8, 6}, 1, 0},      {DFT_REAL, 2, {8, 4}, 1, 0},      {DFT_REAL, 1, {100}, 1, 0},
    {DFT_REAL, 2, {16, 30}, 1, 0}};
  /* where the CPU splits 512-bit operations (dft__split512): also real 2-D and 3-D plans
     of at most 256 points, complex ones whose lengths are all 8..15, batches of real rows
     of at most 64 points, batches of 2 or more complex rows below 16 points, and of 16 or
     more of 17..63 that are no power of two */
  static const ecase ps[] = {
    {DFT_COMPLEX, 1, {8}, 10000, 1}, {DFT_COMPLEX, 1, {12}, 16, 1},  {DFT_COMPLEX, 1, {15}, 99, 1},
    {DFT_COMPLEX, 1, {24}, 16, 1},   {DFT_COMPLEX, 1, {8}, 2, 1},    {DFT_COMPLEX, 1, {16}, 10000, 0},
    {DFT_COMPLEX, 1, {32}, 99, 0},   {DFT_COMPLEX, 1, {64}, 99, 0},  {DFT_COMPLEX, 1, {65}, 99, 0},
    {DFT_COMPLEX, 1, {10}, 1, 0},    {DFT_COMPLEX, 1, {8}, 1, 0},    {DFT_COMPLEX, 1, {24}, 15, 0},
    {DFT_COMPLEX, 2, {8, 8}, 1, 1},  {DFT_COMPLEX, 2, {12, 9}, 1, 1}, {DFT_COMPLEX, 2, {16, 16}, 1, 0},
    {DFT_COMPLEX, 2, {4, 4}, 1, 0},  {DFT_COMPLEX, 2, {8, 16}, 1, 0}, {DFT_COMPLEX, 2, {6, 10}, 1, 1},
    {DFT_REAL, 1, {8}, 2, 1},        {DFT_REAL, 1, {64}, 10000, 1},  {DFT_REAL, 1, {16}, 1, 0},
    {DFT_REAL, 1, {66}, 9, 0},       {DFT_REAL, 2, {8, 8}, 1, 1},    {DFT_REAL, 3, {4, 8, 8}, 2, 1},
    {DFT_REAL, 2, {16, 32}, 1, 0}};
  static const int stors[4] = {ST_CC, ST_RR, ST_CCE, ST_CCE_SPLIT};
  int k;
  if (dft_test_set_split512(1)) {
    engine_table(DFT_DOUBLE, ps, sizeof ps / sizeof ps[0], dft_test_double_narrow(), "double, split 512");
    /* such batches on the narrow engine in the storage formats, padded distances */
    for (k = 0; k < 4; k++) {
      tcase tc;
      memset(&tc, 0, sizeof tc);
      tc.name = "narrow engine, short rows";
      tc.stor = stors[k];
      tc.domain = k < 2 ? DFT_COMPLEX : DFT_REAL;
      tc.dim = 1;
      tc.n[0] = k < 2 ? 10 + 2 * k : 16 + 4 * k;
      tc.howmany = 16 + k;
      tc.inplace = k & 1;
      if (k == 0 || k == 2) {
        tc.fd = tc.n[0] + 3;
        tc.bd = k == 0 ? tc.n[0] + 3 : tc.n[0] / 2 + 4;
      }
      tc.fscale = 0.5;
      run_case_both(&tc);
    }
    dft_test_set_split512(0); /* the rest as on a CPU of whole 512-bit operations */
  }
  engine_table(DFT_DOUBLE, pc, sizeof pc / sizeof pc[0], dft_test_double_narrow(), "double");
  /* the narrow engine over the storage formats and layouts: 6 x 10 and 3 x 2 x 10 */
  for (k = 0; k < 8; k++) {
    tcase tc;
    memset(&tc, 0, sizeof tc);
    tc.name = "narrow engine";
    tc.stor = stors[k % 4];
    tc.domain = k % 4 < 2 ? DFT_COMPLEX : DFT_REAL;
    tc.dim = k < 4 ? 2 : 3;
    if (k < 4) { tc.n[0] = 6; tc.n[1] = 10; }
    else { tc.n[0] = 3; tc.n[1] = 2; tc.n[2] = 10; } /* (real 6 would not take it) */
    tc.howmany = 1 + k % 3;
    tc.inplace = k & 1;
    tc.fscale = 0.5;
    run_case_both(&tc);
  }
  dft_test_set_split512(-1);
}

int main(void)
{
  double t0 = now_s();
  setvbuf(stdout, NULL, _IOLBF, 0);
  group_begin("misc (status strings, dft_malloc)"); misc_tests(); group_end();
  group_begin("defaults and round trips"); defaults_and_roundtrips(); group_end();
  group_begin("set uncommits"); uncommit_tests(); group_end();
  group_begin("setter/getter errors"); setter_getter_errors(); group_end();
  group_begin("NULL, create, copy, free"); null_create_copy_free(); group_end();
  group_begin("copy"); copy_tests(); group_end();
  group_begin("commit errors"); commit_errors(); group_end();
  group_begin("legacy strides per direction"); legacy_direction_tests(); group_end();
  group_begin("compute errors"); compute_errors(); group_end();
  group_begin("allocation failures"); memory_tests(); group_end();
  group_begin("explicit layouts"); explicit_tests(); group_end();
  group_begin("layout matrix"); matrix_tests(); group_end();
  group_begin("more 1-D lengths"); extra_lengths(); group_end();
  group_begin("threads"); thread_tests(); group_end();
  group_begin("float engines"); float_engines(); group_end();
  group_begin("double engines"); double_engines(); group_end();
  group_begin("tiled passes"); tile_tests(); group_end();
  group_begin("columns first"); cols_first_tests(); group_end();
  group_begin("four-step splits"); split_tests(); group_end();
  group_begin("real pairs"); rpairs_tests(); group_end();
  group_begin("stage order"); order_tests(); group_end();
  printf("ok largest error/tolerance %.3g at %s\n", g_worst_ratio, g_worst_label);
  printf("ok compute calls that returned MEMORY under allocation failures: %ld\n",
         g_mem_fail_compute);
  printf("ok total time %.2f s\n", now_s() - t0);
  printf("%ld passed, %ld failed\n", g_pass, g_fail);
  return g_fail > 0;
}
