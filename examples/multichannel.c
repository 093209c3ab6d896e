/* multichannel.c - transform every channel of interleaved multi-channel data with one
   batched, strided descriptor (dft.h), without de-interleaving it first.

   usage: multichannel [OUTPUT.txt]
     builds C = 6 channels of N = 360 frames, interleaved as audio is
     (x[t*C + c] is channel c at time t), each channel a cosine at its own bin;
     transforms all channels at once, checks each channel against a direct DFT, finds
     each channel's peak, transforms back and checks the round trip. Writes the
     magnitudes (one column per channel) to OUTPUT.txt when given.

   What it shows: the layout parameters. Element (m; k) of a batch lies at
   s0 + k*s1 + m*dist, so interleaved channels are
     FWD_STRIDES  = {0, C}   (offset 0, consecutive samples of a channel are C apart)
     FWD_DISTANCE = 1        (channel m starts m reals further)
   and the spectra are kept interleaved the same way, in complex elements:
     BWD_STRIDES  = {0, C},  BWD_DISTANCE = 1  (bin k of channel c at y[k*C + c]).
   With explicit strides both distances must be set. The transform is real (r2c),
   out of place; N/2+1 bins per channel (CCE). N = 360 = 2^3 3^2 5: any length works.

   Build it alone (from examples/):  cc -O2 -fopenmp -I.. multichannel.c -o multichannel -lm
*/
#define DFT_IMPLEMENTATION
#include "dft.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define PI 3.14159265358979323846
enum { C = 6, N = 360, K = N / 2 + 1 };

int main(int argc, char **argv)
{
  static double x[N * C], back[N * C];
  static double y[2 * K * C];                  /* complex, interleaved by channel */
  const int64_t n = N, strides[2] = {0, C};
  dft_descriptor *d = NULL;
  dft_status st;
  int c, t, k, failures = 0;

  /* channel c: amplitude 1 + c/2 at bin 5 + 11c, and a DC offset of c/10 */
  for (t = 0; t < N; t++)
    for (c = 0; c < C; c++)
      x[t * C + c] = c / 10.0 + (1 + c / 2.0) * cos(2 * PI * (5 + 11 * c) * t / N + c);

  st = dft_create(&d, DFT_DOUBLE, DFT_REAL, 1, &n);
  if (st == DFT_OK) st = dft_set_int(d, DFT_NUMBER_OF_TRANSFORMS, C);
  if (st == DFT_OK) st = dft_set_ints(d, DFT_FWD_STRIDES, strides);
  if (st == DFT_OK) st = dft_set_ints(d, DFT_BWD_STRIDES, strides);
  if (st == DFT_OK) st = dft_set_int(d, DFT_FWD_DISTANCE, 1);
  if (st == DFT_OK) st = dft_set_int(d, DFT_BWD_DISTANCE, 1);
  if (st == DFT_OK) st = dft_set_config(d, DFT_PLACEMENT, DFT_NOT_INPLACE);
  if (st == DFT_OK) st = dft_set_real(d, DFT_BACKWARD_SCALE, 1.0 / N);
  if (st == DFT_OK) st = dft_commit(d);
  if (st == DFT_OK) st = dft_compute_forward(d, x, y);
  if (st == DFT_OK) st = dft_compute_backward(d, y, back);
  dft_free(&d);
  if (st != DFT_OK) { fprintf(stderr, "multichannel: dft: %s\n", dft_status_string(st)); return 1; }

  for (c = 0; c < C; c++) {
    double err = 0, rt = 0, best = -1;
    int peak = 0;
    for (k = 0; k < K; k++) {
      /* direct DFT of channel c at bin k */
      double re = 0, im = 0, mag;
      const double yr = y[2 * (k * C + c)], yi = y[2 * (k * C + c) + 1];
      for (t = 0; t < N; t++) {
        re += x[t * C + c] * cos(2 * PI * (double)((long)k * t % N) / N);
        im -= x[t * C + c] * sin(2 * PI * (double)((long)k * t % N) / N);
      }
      err = fmax(err, hypot(yr - re, yi - im));
      mag = hypot(yr, yi);
      if (k > 0 && mag > best) { best = mag; peak = k; }
    }
    for (t = 0; t < N; t++) rt = fmax(rt, fabs(back[t * C + c] - x[t * C + c]));
    {
      const int ok = peak == 5 + 11 * c && fabs(best - (1 + c / 2.0) * N / 2) < 1e-9 * N &&
                     err < 1e-10 * N && rt < 1e-13;
      printf("channel %d: peak at bin %2d (expected %2d), |Y| = %6.1f (expected %6.1f), "
             "error vs direct DFT %.1e, round trip %.1e  %s\n",
             c, peak, 5 + 11 * c, best, (1 + c / 2.0) * N / 2, err, rt, ok ? "ok" : "WRONG");
      failures += !ok;
    }
  }

  if (argc > 1) {
    FILE *f = fopen(argv[1], "w");
    if (!f) { perror(argv[1]); return 1; }
    fprintf(f, "# bin, then |Y| of channels 0..%d\n", C - 1);
    for (k = 0; k < K; k++) {
      fprintf(f, "%d", k);
      for (c = 0; c < C; c++) fprintf(f, " %.6g", hypot(y[2 * (k * C + c)], y[2 * (k * C + c) + 1]));
      fprintf(f, "\n");
    }
    fclose(f);
  }
  return failures ? 1 : 0;
}
