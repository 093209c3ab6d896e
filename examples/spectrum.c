/* spectrum.c - the power spectrum of a WAV file, with dft.h.

   usage: spectrum INPUT.wav OUTPUT [FRAME]
     writes OUTPUT.txt  frequency (Hz) and power (dB) of every bin
            OUTPUT.gp   a gnuplot script that draws OUTPUT.txt
            OUTPUT.png  that drawing, when gnuplot is installed
     and prints the strongest peaks (frequency refined between bins).
   FRAME is the transform length (default 4096); any length works, e.g. 4410 gives
   bins exactly 10 Hz apart at 44.1 kHz.

   What it shows: one descriptor computing a batch of real forward transforms, one
   per frame (Welch's method: Hann-windowed frames overlapping by half, powers
   averaged). Out of place with default layouts, the frames lie one after the other
   (FRAME reals each) and the spectra too, in the conjugate-even (CCE) format:
   FRAME/2+1 complex values per frame, bin k of frame m at out[m*(FRAME/2+1) + k].

   Build it alone (from examples/):  cc -O2 -fopenmp -I.. spectrum.c -o spectrum -lm
   (examples/run.sh builds and checks it as part of make test).
*/
#define DFT_IMPLEMENTATION
#include "dft.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PI 3.14159265358979323846

/* >>wav: a small reader for PCM (8, 16, 24, 32 bit) and IEEE float (32, 64 bit)
   RIFF/WAVE files; the channels are averaged into one. */
typedef struct {
  double *x;        /* samples in [-1, 1] */
  long n;           /* number of samples */
  double rate;      /* samples per second */
} signal;

static unsigned long le(const unsigned char *p, int bytes)
{
  unsigned long v = 0;
  while (bytes--) v = (v << 8) | p[bytes];
  return v;
}

static double sample(const unsigned char *p, int fmt, int bits)
{
  if (fmt == 3 && bits == 32) { float f; memcpy(&f, p, 4); return f; }   /* little-endian host */
  if (fmt == 3 && bits == 64) { double f; memcpy(&f, p, 8); return f; }
  if (bits == 8) return ((int)p[0] - 128) / 128.0;                        /* 8-bit is unsigned */
  {
    const unsigned long u = le(p, bits / 8), sign = 1ul << (bits - 1);
    return ((double)(u ^ sign) - (double)sign) / (double)sign;            /* two's complement */
  }
}

static int read_wav(const char *path, signal *s)
{
  FILE *f = fopen(path, "rb");
  unsigned char *b = NULL, *p, *end, *data = NULL;
  long size = 0, dsize = 0, i;
  int fmt = 0, ch = 0, bits = 0, c;
  if (!f) return 0;
  if (fseek(f, 0, SEEK_END) == 0 && (size = ftell(f)) > 12 && fseek(f, 0, SEEK_SET) == 0)
    b = (unsigned char *)malloc((size_t)size);
  if (b && fread(b, 1, (size_t)size, f) != (size_t)size) { free(b); b = NULL; }
  fclose(f);
  if (!b || memcmp(b, "RIFF", 4) || memcmp(b + 8, "WAVE", 4)) { free(b); return 0; }
  for (p = b + 12, end = b + size; p + 8 <= end; p += 8 + ((le(p + 4, 4) + 1) & ~1ul)) {
    const unsigned long len = le(p + 4, 4);
    if (len > (unsigned long)(end - p - 8)) break;
    if (!memcmp(p, "fmt ", 4) && len >= 16) {
      fmt = (int)le(p + 8, 2); ch = (int)le(p + 10, 2);
      s->rate = (double)le(p + 12, 4); bits = (int)le(p + 22, 2);
      if (fmt == 0xFFFE && len >= 26) fmt = (int)le(p + 32, 2);           /* WAVE_FORMAT_EXTENSIBLE */
    } else if (!memcmp(p, "data", 4)) {
      data = p + 8; dsize = (long)len;
    }
  }
  if (!data || ch < 1 || !(fmt == 1 ? bits == 8 || bits == 16 || bits == 24 || bits == 32
                                    : fmt == 3 && (bits == 32 || bits == 64))) {
    free(b); return 0;
  }
  s->n = dsize / (ch * bits / 8);
  s->x = (double *)malloc(sizeof(double) * (size_t)(s->n > 0 ? s->n : 1));
  if (!s->x) { free(b); return 0; }
  for (i = 0; i < s->n; i++) {
    double v = 0;
    for (c = 0; c < ch; c++) v += sample(data + (i * ch + c) * (bits / 8), fmt, bits);
    s->x[i] = v / ch;
  }
  free(b);
  return 1;
}

/* >>spectrum */
int main(int argc, char **argv)
{
  signal s = {NULL, 0, 0};
  const long frame = argc > 3 ? atol(argv[3]) : 4096;
  const long bins = frame / 2 + 1, hop = frame / 2;
  long frames, m, j, k;
  double *in, *power, wsum = 0;
  double *out;               /* CCE: bins complex values (re, im) per frame */
  dft_descriptor *d = NULL;
  dft_status st;
  char path[1100];
  FILE *f;
  int npk = 0, i;
  long pk[5];

  if (argc < 3 || frame < 16) {
    fprintf(stderr, "usage: spectrum INPUT.wav OUTPUT [FRAME >= 16]\n");
    return 2;
  }
  if (!read_wav(argv[1], &s)) {
    fprintf(stderr, "spectrum: %s: not a WAV file this reader knows\n", argv[1]);
    return 1;
  }
  frames = s.n >= frame ? 1 + (s.n - frame) / hop : 1;   /* a short file: one zero-padded frame */

  /* Hann-windowed frames, one after the other */
  in = (double *)malloc(sizeof(double) * (size_t)(frames * frame));
  out = (double *)malloc(sizeof(double) * 2 * (size_t)(frames * bins));
  power = (double *)calloc((size_t)bins, sizeof(double));
  if (!in || !out || !power) { fprintf(stderr, "spectrum: out of memory\n"); return 1; }
  for (j = 0; j < frame; j++) wsum += 0.5 - 0.5 * cos(2 * PI * j / frame);
  for (m = 0; m < frames; m++)
    for (j = 0; j < frame; j++) {
      const long t = m * hop + j;
      in[m * frame + j] = (t < s.n ? s.x[t] : 0.0) * (0.5 - 0.5 * cos(2 * PI * j / frame));
    }

  /* One descriptor, `frames` real transforms of length `frame`. The default
     distances are tight: frame reals apart in the input, bins complex in the output. */
  {
    const int64_t n = frame;
    st = dft_create(&d, DFT_DOUBLE, DFT_REAL, 1, &n);
    if (st == DFT_OK) st = dft_set_int(d, DFT_NUMBER_OF_TRANSFORMS, frames);
    if (st == DFT_OK) st = dft_set_config(d, DFT_PLACEMENT, DFT_NOT_INPLACE);
    if (st == DFT_OK) st = dft_commit(d);
    if (st == DFT_OK) st = dft_compute_forward(d, in, out);
    dft_free(&d);
    if (st != DFT_OK) { fprintf(stderr, "spectrum: dft: %s\n", dft_status_string(st)); return 1; }
  }

  /* Average power per bin, in dB relative to a full-scale sine (amplitude 1 gives
     |X_k| = wsum/2 at its bin: 0 dB). */
  for (m = 0; m < frames; m++)
    for (k = 0; k < bins; k++) {
      const double re = out[2 * (m * bins + k)], im = out[2 * (m * bins + k) + 1];
      power[k] += (re * re + im * im) / frames;
    }
  for (k = 0; k < bins; k++) power[k] = 10 * log10(power[k] / (wsum * wsum / 4) + 1e-30);

  sprintf(path, "%.1000s.txt", argv[2]);
  if (!(f = fopen(path, "w"))) { perror(path); return 1; }
  fprintf(f, "# power spectrum of %s: %ld frames of %ld samples, Hann window\n", argv[1], frames, frame);
  fprintf(f, "# frequency_Hz power_dB\n");
  for (k = 0; k < bins; k++) fprintf(f, "%.3f %.3f\n", k * s.rate / frame, power[k]);
  fclose(f);

  /* Peaks: bins that are the maximum of their +-4 neighbours (wider than the Hann
     window's main lobe, so side lobes do not count) and above -60 dB; the strongest
     few, each refined by a parabola through the three bins around it. */
  for (k = 1; k + 1 < bins; k++) {
    int top = power[k] > -60;
    for (j = k - 4; top && j <= k + 4; j++)
      if (j >= 0 && j < bins && j != k && power[j] >= power[k]) top = 0;
    if (!top) continue;
    for (i = npk; i > 0 && power[pk[i - 1]] < power[k]; i--) /* keep pk sorted, strongest first */
      if (i < 5) pk[i] = pk[i - 1];
    if (i < 5) { pk[i] = k; if (npk < 5) npk++; }
  }
  for (i = 0; i < npk; i++) {
    const double a = power[pk[i] - 1], b = power[pk[i]], c = power[pk[i] + 1];
    const double delta = 0.5 * (a - c) / (a - 2 * b + c);
    printf("peak %9.2f Hz %7.2f dB\n", (pk[i] + delta) * s.rate / frame, b);
  }

  /* The drawing: a gnuplot script beside the text, run when gnuplot is there. */
  if (strpbrk(argv[2], "'\"")) { fprintf(stderr, "spectrum: no PNG for a name with quotes\n"); return 0; }
  sprintf(path, "%.1000s.gp", argv[2]);
  if (!(f = fopen(path, "w"))) { perror(path); return 1; }
  fprintf(f, "if (strstrt(GPVAL_TERMINALS, 'pngcairo') > 0) { set terminal pngcairo size 900,480 } "
             "else { set terminal png size 900,480 }\n");
  fprintf(f, "set output '%s.png'\n", argv[2]);
  fprintf(f, "set title 'Power spectrum (%ld frames of %ld samples, Hann window)'\n", frames, frame);
  fprintf(f, "set xlabel 'frequency (Hz)'\nset ylabel 'power (dB, full-scale sine = 0)'\n");
  fprintf(f, "set grid\nset xrange [0:%g]\nset yrange [-120:10]\n", s.rate / 2);
  fprintf(f, "plot '%s.txt' using 1:2 with lines lw 1.5 notitle\n", argv[2]);
  fclose(f);
  sprintf(path, "gnuplot \"%.1000s.gp\"", argv[2]);
  if (system(path) != 0) fprintf(stderr, "spectrum: gnuplot did not run: no PNG (the .txt and .gp are there)\n");

  free(s.x); free(in); free(out); free(power);
  return 0;
}
