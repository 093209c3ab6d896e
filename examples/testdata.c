/* testdata.c - writes the inputs that examples/run.sh feeds to the examples:
     testdata wav FILE   2 s of 16-bit mono audio at 44.1 kHz: sines at 440 Hz
                         (amplitude 0.5), 1000 Hz (0.25) and 3150.5 Hz (0.1) plus a
                         little noise; the spectrum example must find them
     testdata pgm FILE   a 72x56 8-bit greyscale PGM (gradient, a bright square,
                         a dark disc, noise) for the convolution example
   Self-contained: no dft.h here, only the file formats. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned rng = 12345u;
static double noise(void) /* uniform in [-1, 1) */
{
  rng = rng * 1664525u + 1013904223u;
  return (double)(rng >> 8) / 8388608.0 - 1.0;
}

static void put16(FILE *f, unsigned v) { fputc((int)(v & 255), f); fputc((int)((v >> 8) & 255), f); }
static void put32(FILE *f, unsigned long v) { put16(f, (unsigned)(v & 0xffff)); put16(f, (unsigned)(v >> 16)); }

static int write_wav(const char *path)
{
  const unsigned rate = 44100, n = 2 * 44100;
  const double pi = 3.14159265358979323846;
  FILE *f = fopen(path, "wb");
  unsigned i;
  if (!f) return 1;
  fwrite("RIFF", 1, 4, f); put32(f, 36 + 2ul * n); fwrite("WAVE", 1, 4, f);
  fwrite("fmt ", 1, 4, f); put32(f, 16);
  put16(f, 1);            /* PCM */
  put16(f, 1);            /* mono */
  put32(f, rate); put32(f, 2ul * rate); put16(f, 2); put16(f, 16);
  fwrite("data", 1, 4, f); put32(f, 2ul * n);
  for (i = 0; i < n; i++) {
    const double t = (double)i / rate;
    const double v = 0.5 * sin(2 * pi * 440 * t) + 0.25 * sin(2 * pi * 1000 * t) +
                     0.1 * sin(2 * pi * 3150.5 * t) + 0.01 * noise();
    const long s = lround(v * 32767);
    put16(f, (unsigned)(s & 0xffff));
  }
  return fclose(f) != 0;
}

static int write_pgm(const char *path)
{
  enum { W = 72, H = 56 };
  FILE *f = fopen(path, "wb");
  int x, y;
  if (!f) return 1;
  fprintf(f, "P5\n# dft.h convolution example input\n%d %d\n255\n", W, H);
  for (y = 0; y < H; y++)
    for (x = 0; x < W; x++) {
      double v = 40 + 120.0 * x / W + 8 * noise();
      if (x >= 10 && x < 30 && y >= 8 && y < 28) v = 240;                  /* square */
      if ((x - 50) * (x - 50) + (y - 34) * (y - 34) < 100) v = 15;         /* disc */
      fputc((int)(v < 0 ? 0 : v > 255 ? 255 : v), f);
    }
  return fclose(f) != 0;
}

int main(int argc, char **argv)
{
  if (argc == 3 && strcmp(argv[1], "wav") == 0) return write_wav(argv[2]);
  if (argc == 3 && strcmp(argv[1], "pgm") == 0) return write_pgm(argv[2]);
  fprintf(stderr, "usage: testdata wav|pgm FILE\n");
  return 2;
}
