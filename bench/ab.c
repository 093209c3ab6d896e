/* ab: two builds of dft.h timed in one process, to judge a change on a noisy machine.
   Usage: ab s|d c|r NxMxK [blocks] [bwd] [inplace]   (e.g. ab d r 4096 21, ab d c 1024x1024)
   Each block times side A, B, B, A (the same number of calls each, two sets of buffers
   that the sides trade every other block, the thread's CPU time) and takes B's time over
   A's; the median of the blocks and its quartiles are printed, with the largest
   difference between the two sides' outputs relative to the largest output. A build
   against itself read 0.97-1.04 on earlier benchmark VMs, but 0.93-1.04 on the Zen 4 VM
   even with the buffers traded, so `make ab` also runs a second binary with the sides
   swapped (bench/ab_both.sh). `make ab AB_BASE=rev AB_ARGS="d r 4096"`: A is dft.h at
   rev, B the working tree. inplace: each call transforms its own output in place (both scales
   sqrt(2/N)), and the two sides' buffers are compared after the first call. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void *ab_a_make(int dbl, int real, int rank, const long long *dims, long long howmany, int inplace, double *commit_ms);
void ab_a_run(void *d, int bwd, void *x, void *y);
void *ab_b_make(int dbl, int real, int rank, const long long *dims, long long howmany, int inplace, double *commit_ms);
void ab_b_run(void *d, int bwd, void *x, void *y);

static double ab_now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}
static int ab_cmp(const void *a, const void *b)
{
  const double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

#define AB_MAXB 1000

int main(int argc, char **argv)
{
  static double r[AB_MAXB];
  long long dims[3], n = 1, hm = 1;
  int rank = 0, dbl, real, blocks, bwd = 0, inplace = 0, b, k, reps;
  const char *p;
  char *e;
  size_t bytes, cnt, i;
  double ca, cb, diff = 0, big = 0;
  void *da, *db;
  unsigned char *xa, *xb, *ya, *yb;
  if (argc < 4) {
    fprintf(stderr, "usage: ab s|d c|r NxMxK [blocks] [bwd] [inplace] [batch=H]\n");
    return 2;
  }
  dbl = argv[1][0] == 'd';
  real = argv[2][0] == 'r';
  for (p = argv[3]; *p && rank < 3; p = *e == 'x' ? e + 1 : e) {
    dims[rank] = strtoll(p, &e, 10);
    if (e == p || dims[rank] < 1) { fprintf(stderr, "ab: bad size %s\n", argv[3]); return 2; }
    n *= dims[rank++];
  }
  blocks = argc > 4 ? atoi(argv[4]) : 21;
  if (blocks < 1 || blocks > AB_MAXB) blocks = 21;
  for (i = 5; i < (size_t)argc; i++) {
    if (!strcmp(argv[i], "bwd")) bwd = 1;
    else if (!strcmp(argv[i], "inplace")) inplace = 1;
    else if (!strncmp(argv[i], "batch=", 6)) hm = atoll(argv[i] + 6) > 1 ? atoll(argv[i] + 6) : 1;
  }
  if (hm > 1 && real && inplace) { fprintf(stderr, "ab: real batches out of place only\n"); return 2; }
  da = ab_a_make(dbl, real, rank, dims, hm, inplace, &ca);
  db = ab_b_make(dbl, real, rank, dims, hm, inplace, &cb);
  n *= hm; /* the batch's points; the check below takes a real batch's transforms as rows */
  if (!da || !db) { fprintf(stderr, "ab: commit failed\n"); return 1; }
  /* room for n complex values on either side (real out of place needs less) */
  bytes = ((size_t)n * (dbl ? 16 : 8) + 127) / 64 * 64;
  xa = aligned_alloc(64, bytes); xb = aligned_alloc(64, bytes);
  ya = aligned_alloc(64, bytes); yb = aligned_alloc(64, bytes);
  if (!xa || !xb || !ya || !yb) { fprintf(stderr, "ab: out of memory\n"); return 1; }
  for (i = 0; i < bytes / 8; i++) {
    const double v = rand() / (double)RAND_MAX - 0.5;
    if (dbl) ((double *)(void *)xa)[i] = v;
    else { ((float *)(void *)xa)[2 * i] = (float)v; ((float *)(void *)xa)[2 * i + 1] = (float)-v; }
  }
  memcpy(xb, xa, bytes);
  if (inplace) { free(ya); free(yb); ya = xa; yb = xb; } /* the calls get NULL, the check x */
  ab_a_run(da, bwd, xa, inplace ? NULL : ya);
  ab_b_run(db, bwd, xb, inplace ? NULL : yb);
  /* forward real: n/2+1 complex along the last axis; backward real: n reals */
  cnt = real ? (bwd ? (size_t)n : (size_t)(n / dims[rank - 1]) * (size_t)(dims[rank - 1] / 2 + 1) * 2) : (size_t)n * 2;
  for (i = 0; i < cnt; i++) {
    const double a = dbl ? ((double *)(void *)ya)[i] : ((float *)(void *)ya)[i];
    const double c = dbl ? ((double *)(void *)yb)[i] : ((float *)(void *)yb)[i];
    if (fabs(a - c) > diff) diff = fabs(a - c);
    if (fabs(a) > big) big = fabs(a);
  }
  reps = (int)(3e6 / ((double)n * 10.0));
  if (reps < 1) reps = 1;
  if (reps > 20000) reps = 20000;
  for (b = 0; b < blocks; b++) {
    double t, ta, tb;
    /* the sides trade buffers every other block: where the arrays lie (their cache sets,
       4 KiB aliasing between input, output and a plan's workspace) moved a build timed
       against itself by up to 15% on the Zen 4 VM (complex double 2048 0.89, single 8192
       1.15) */
    unsigned char *const ua = b & 1 ? xb : xa, *const ub = b & 1 ? xa : xb;
    void *const oa = inplace ? NULL : b & 1 ? yb : ya, *const ob = inplace ? NULL : b & 1 ? ya : yb;
    t = ab_now(); for (k = 0; k < reps; k++) ab_a_run(da, bwd, ua, oa); ta = ab_now() - t;
    t = ab_now(); for (k = 0; k < reps; k++) ab_b_run(db, bwd, ub, ob); tb = ab_now() - t;
    t = ab_now(); for (k = 0; k < reps; k++) ab_b_run(db, bwd, ub, ob); tb += ab_now() - t;
    t = ab_now(); for (k = 0; k < reps; k++) ab_a_run(da, bwd, ua, oa); ta += ab_now() - t;
    r[b] = tb / ta;
  }
  qsort(r, (size_t)blocks, sizeof *r, ab_cmp);
  if (hm > 1) printf("batch %lld: ", hm);
  printf("%s %s %s%s%s: B/A %.3f (quartiles %.3f %.3f), %d blocks; commit A %.2f ms, B %.2f ms; outputs differ by %.1e\n",
         dbl ? "double" : "single", real ? "real" : "complex", argv[3], bwd ? " backward" : "", inplace ? " in place" : "",
         r[blocks / 2], r[blocks / 4], r[3 * blocks / 4], blocks, ca, cb, big > 0 ? diff / big : diff);
  free(xa); free(xb);
  if (!inplace) { free(ya); free(yb); }
  return 0;
}
