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
/* whether a committed plan's direction runs its first pass one row at a time (DFT__RT_ROW),
   and whether double real rows of n points should (DFT__RROW_ALONE on the double engine) */
int dft_test_plan_row_alone(const dft_descriptor *d, int dir);
int dft_test_plan_row_alone(const dft_descriptor *d, int dir) { return d->plan->prog[dir].pass[0].rt.kind == DFT__RT_ROW; }
int dft_test_rrow_alone(long long n);
int dft_test_rrow_alone(long long n) { return DFT__RROW_ALONE(n, DFT__W_d / 2, sizeof(double)); }
