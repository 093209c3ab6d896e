/* One side of bench/ab.c: compiled twice, with -DAB_SIDE=ab_a and -DAB_SIDE=ab_b and -I
   to the directory of that side's dft.h (DFT_STATIC keeps the two copies apart). */
#define DFT_STATIC
#define DFT_IMPLEMENTATION
#include "dft.h"
#include <math.h>
#include <stdlib.h>
#include <time.h>

#define AB_CAT_(a, b) a##b
#define AB_CAT(a, b) AB_CAT_(a, b)

void *AB_CAT(AB_SIDE, _make)(int dbl, int real, int rank, const long long *dims, long long howmany, int inplace,
                              double *commit_ms);
void AB_CAT(AB_SIDE, _run)(void *d, int bwd, void *x, void *y);

/* A committed descriptor on one thread, or NULL. In place, both scales are sqrt(2/N):
   repeated calls on their own output then keep its size (a real forward call keeps half
   the spectrum), so the data neither overflow nor become subnormal. howmany > 1: a batch
   of contiguous transforms (real ones out of place only). */
void *AB_CAT(AB_SIDE, _make)(int dbl, int real, int rank, const long long *dims, long long howmany, int inplace,
                              double *commit_ms)
{
  dft_descriptor *d;
  int64_t n[3];
  double tot = 1;
  int i;
  struct timespec t0, t1;
  for (i = 0; i < rank; i++) { n[i] = dims[i]; tot *= (double)dims[i]; }
  if (dft_create(&d, dbl ? DFT_DOUBLE : DFT_SINGLE, real ? DFT_REAL : DFT_COMPLEX, rank, n) != DFT_OK) return NULL;
  dft_set_config(d, DFT_PLACEMENT, inplace ? DFT_INPLACE : DFT_NOT_INPLACE);
  if (inplace) {
    dft_set_real(d, DFT_FORWARD_SCALE, sqrt(2 / tot));
    dft_set_real(d, DFT_BACKWARD_SCALE, sqrt(2 / tot));
  }
  if (real) dft_set_config(d, DFT_CONJUGATE_EVEN_STORAGE, DFT_COMPLEX_COMPLEX);
  if (howmany > 1) {
    const int64_t last = n[rank - 1], spec = (int64_t)(tot / (double)last) * (last / 2 + 1);
    dft_set_int(d, DFT_NUMBER_OF_TRANSFORMS, howmany);
    dft_set_int(d, DFT_FWD_DISTANCE, (int64_t)tot);
    dft_set_int(d, DFT_BWD_DISTANCE, real ? spec : (int64_t)tot);
  }
  dft_set_int(d, DFT_THREAD_LIMIT, 1);
  clock_gettime(CLOCK_MONOTONIC, &t0);
  if (dft_commit(d) != DFT_OK) { dft_free(&d); return NULL; }
  clock_gettime(CLOCK_MONOTONIC, &t1);
  *commit_ms = (double)(t1.tv_sec - t0.tv_sec) * 1e3 + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-6;
  return d;
}

/* y == NULL: in place on x. */
void AB_CAT(AB_SIDE, _run)(void *d, int bwd, void *x, void *y)
{
  if (bwd) dft_compute_backward((dft_descriptor *)d, x, y);
  else dft_compute_forward((dft_descriptor *)d, x, y);
}
