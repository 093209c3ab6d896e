/* impl_hooked.c - dft.h's implementation with its allocations routed to the test
   program's hooks, dft_test_malloc and dft_test_free (each program defines its own: a
   leak count, failure injection). Test programs built with the same flags share one
   object of this file (mk/core.mk: build/impl_o2.o, build/impl_o1.o), so that make
   test compiles the implementation once per set of flags; a program built as one file
   includes it instead. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include <stddef.h>
void *dft_test_malloc(size_t n);
void dft_test_free(void *p);
#define DFT_MALLOC(sz) dft_test_malloc(sz)
#define DFT_FREE(p) dft_test_free(p)
#define DFT_IMPLEMENTATION
#include "dft.h"

/* What test_core reads of the implementation, read here where its types are complete:
   the engine a committed plan runs on, its tiles, and the codes of the wide float and the narrow
   double engines (-1 where this build has none) */
int dft_test_plan_engine(const dft_descriptor *d);
int dft_test_single_wide(void);
int dft_test_double_narrow(void);
int dft_test_plan_engine(const dft_descriptor *d) { return d->plan->eprec; }
/* the tiles a committed plan's direction runs its tiled passes over (0: none) */
long long dft_test_plan_tiles(const dft_descriptor *d, int dir);
long long dft_test_plan_tiles(const dft_descriptor *d, int dir)
{
  return d->plan->prog[dir].t1 ? (long long)d->plan->prog[dir].tiles : 0;
}
/* the axis of a committed plan's direction's first pass */
int dft_test_plan_first_axis(const dft_descriptor *d, int dir);
int dft_test_plan_first_axis(const dft_descriptor *d, int dir) { return d->plan->prog[dir].pass[0].axis; }
/* whether a committed plan's direction runs its first pass's rows in registers, a group of
   W/2 lanes a kernel call (dft__route: DFT__RT_BLOCKS or DFT__RT_LANES) */
int dft_test_plan_regs(const dft_descriptor *d, int dir);
int dft_test_plan_regs(const dft_descriptor *d, int dir)
{
  const int k = d->plan->prog[dir].pass[0].rt.kind;
  return k == DFT__RT_BLOCKS || k == DFT__RT_LANES;
}
/* the largest extent in bytes of one tile's data in any slot (what a tile asks for of the
   next one: dft__tiles_run), 0 without tiles */
long long dft_test_plan_tile_bytes(const dft_descriptor *d, int dir);
long long dft_test_plan_tile_bytes(const dft_descriptor *d, int dir)
{
  const dft__prog *g = &d->plan->prog[dir];
  long long most = 0;
  int s;
  for (s = 0; g->t1 && s < 3; s++) if (g->tlen[s] > most) most = (long long)g->tlen[s];
  return most;
}
int dft_test_single_wide(void)
{
#ifdef DFT__WIDE
  return DFT__SINGLE_WIDE;
#else
  return -1;
#endif
}
/* forces dft__split512's answer (0 or 1; -1: read the CPU again at the next commit)
   where the build has an engine that reads it; returns whether it has one */
int dft_test_set_split512(int v);
int dft_test_set_split512(int v)
{
#ifdef DFT__SPLIT512_CPUID
  dft__split512_v = v;
  return 1;
#else
  (void)v;
  return 0;
#endif
}
int dft_test_double_narrow(void)
{
#ifdef DFT__NARROW
  return DFT__DOUBLE_NARROW;
#else
  return -1;
#endif
}
/* the four-step split dft__split chooses for n complex doubles on two threads: n1 (0: no split) */
long long dft_test_split(long long n);
long long dft_test_split(long long n)
{
  int64_t n1 = 0, n2 = 0;
  return dft__split((int64_t)n, DFT_DOUBLE, 2, &n1, &n2) ? (long long)n1 : 0;
}
/* A Stockham plan's radices for n complex points at c lanes as commit orders them (dft__factor,
   then dft__order; radix holds DFT__MAX_STAGES), dft__factor's alone (order 0), or a count
   below 1; and the cost model's figure for a stage of radix p after L points. */
int dft_test_order(long long n, int c, int order, int *radix);
int dft_test_order(long long n, int c, int order, int *radix)
{
  const int cnt = dft__factor((int64_t)n, radix);
  return order ? dft__order((int64_t)n, c, radix, cnt) : cnt;
}
double dft_test_stage_cost(long long n, long long L, int p, int c);
double dft_test_stage_cost(long long n, long long L, int p, int c) { return dft__stage_cost((int64_t)n, (int64_t)L, p, c); }
/* whether a committed plan's direction runs its first pass one row at a time (DFT__RT_ROW),
   and whether double real rows of n points should (DFT__RROW_ALONE on the double engine) */
int dft_test_plan_row_alone(const dft_descriptor *d, int dir);
int dft_test_plan_row_alone(const dft_descriptor *d, int dir) { return d->plan->prog[dir].pass[0].rt.kind == DFT__RT_ROW; }
int dft_test_rrow_alone(long long n);
int dft_test_rrow_alone(long long n) { return DFT__RROW_ALONE(n, DFT__W_d / 2, sizeof(double)); }
/* The real pairs k0 <= k < k1 of a row of n points (n even; post: the forward
   post-processing, else the backward pre-processing), as the vector walk dft__rpairs runs
   them on each engine of the precision, against the scalar pairs (dft__rpair): z and x at
   zo and xo complex numbers past 64-byte boundaries (x = z when inplace), the row's twiddles
   in one table (tables 1) or two (2). Returns the engines checked, -1 where a value differs
   by more than rounding or a position outside the pairs changed, -2 without memory. */
int dft_test_rpairs(long long n, int dbl, int post, int tables, int zo, int xo, int inplace,
                    long long k0, long long k1);
#define DFT_TEST_RPAIRS(T, S, TOL)                                                           \
  {                                                                                          \
    dft__c##S *z = (dft__c##S *)zb + zo, *x = inplace ? z : (dft__c##S *)xb + xo;            \
    dft__c##S *ri = (dft__c##S *)rb, *ro = inplace ? ri : ri + h + 1;                        \
    int64_t i;                                                                               \
    for (i = 0; i <= h; i++) { /* z and the reference's input; x and its output: -7 */        \
      g = g * 6364136223846793005ULL + 1442695040888963407ULL;                               \
      ri[i].re = z[i].re = (T)((int64_t)(g >> 40) % 2000 - 1000) / (T)1000;                   \
      ri[i].im = z[i].im = (T)((int64_t)(g >> 20) % 2000 - 1000) / (T)1000;                   \
      if (!inplace) x[i].re = x[i].im = ro[i].re = ro[i].im = (T)-7;                         \
    }                                                                                        \
    for (i = k0; i < k1; i++) dft__rpair##S(&r, post, ri, ro, h, i, (T)0.25);                 \
    if (post) dft__rpost_range##S(&r, z, x, k0, k1, (T)0.5);                                 \
    else dft__rpre_range##S(&r, z, x, k0, k1);                                               \
    for (i = 0; i <= h; i++)                                                                 \
      if (!(fabs((double)(x[i].re - ro[i].re)) <= TOL && fabs((double)(x[i].im - ro[i].im)) <= TOL)) \
        bad = 1;                                                                             \
    engines++;                                                                               \
  }
int dft_test_rpairs(long long n, int dbl, int post, int tables, int zo, int xo, int inplace,
                    long long k0, long long k1)
{
  const int64_t h = n / 2;
  unsigned long long g = (unsigned long long)(n * 131 + k0 * 7 + k1 + zo * 3 + xo);
  void *zb = dft_malloc((size_t)(h + 8) * 16), *xb = dft_malloc((size_t)(h + 8) * 16);
  void *rb = dft_malloc((size_t)(2 * h + 2) * 16);
  int engines = 0, bad = 0;
  dft__rfft r;
  if (!zb || !xb || !rb || dft__rfft_init(&r, dbl ? DFT_DOUBLE : DFT_SINGLE, n, tables == 1) != DFT_OK) {
    dft_free_memory(zb); dft_free_memory(xb); dft_free_memory(rb);
    return -2;
  }
  if ((tables == 2) != (r.twsh > 0)) bad = 1; /* the tables asked for */
  if (dbl) {
    DFT_TEST_RPAIRS(double, _d, 1e-13)
#ifdef DFT__NARROW
    DFT_TEST_RPAIRS(double, _e, 1e-13)
#endif
  } else {
    DFT_TEST_RPAIRS(float, _f, 1e-5f)
#ifdef DFT__WIDE
    DFT_TEST_RPAIRS(float, _g, 1e-5f)
#endif
  }
  dft__rfft_clear(&r);
  dft_free_memory(zb); dft_free_memory(xb); dft_free_memory(rb);
  return bad ? -1 : engines;
}
#undef DFT_TEST_RPAIRS
