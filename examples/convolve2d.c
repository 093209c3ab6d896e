/* convolve2d.c - blur a PGM image with a Gaussian, by 2-D real transforms (dft.h).

   usage: convolve2d INPUT.pgm OUTPUT.pgm [SIGMA] [--check]
     SIGMA    the Gaussian's standard deviation in pixels (default 2)
     --check  also convolve directly (slow: for small images) and report the largest
              difference; exit status 1 when it exceeds 1e-9 of full scale

   What it shows: a linear convolution as a product of spectra. The image (H x W) and
   the kernel are zero-padded to Hp x Wp with Hp >= H + r, Wp >= W + r (r: the kernel's
   radius), so that the circular convolution the DFT computes never wraps image onto
   image. One descriptor, DFT_REAL of lengths {Hp, Wp}, out of place, serves both
   forward transforms and the backward one:
     forward domain   Hp x Wp reals, row-major, tight (row stride Wp)
     backward domain  Hp x (Wp/2+1) complex (CCE: the last dimension is halved),
                      element (y, k) at out[y*(Wp/2+1) + k]
   BACKWARD_SCALE = 1/(Hp*Wp) makes backward(forward(x)) = x.

   Build it alone (from examples/):  cc -O2 -fopenmp -I.. convolve2d.c -o convolve2d -lm
*/
#define DFT_IMPLEMENTATION
#include "dft.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* >>pgm: binary greyscale (P5) with maxval <= 255, comments allowed */
static int pgm_int(FILE *f)
{
  int c, v = 0;
  while ((c = fgetc(f)) != EOF && (c == '#' || c == ' ' || c == '\t' || c == '\n' || c == '\r'))
    if (c == '#') while ((c = fgetc(f)) != EOF && c != '\n') {}
  if (c < '0' || c > '9') return -1;
  for (; c >= '0' && c <= '9'; c = fgetc(f)) v = 10 * v + (c - '0');
  return v; /* the one whitespace after maxval is consumed here too */
}

static double *read_pgm(const char *path, int *w, int *h)
{
  FILE *f = fopen(path, "rb");
  double *img = NULL;
  int maxval, i;
  if (!f) return NULL;
  if (fgetc(f) == 'P' && fgetc(f) == '5' && (*w = pgm_int(f)) > 0 && (*h = pgm_int(f)) > 0 &&
      (maxval = pgm_int(f)) > 0 && maxval <= 255 &&
      (img = (double *)malloc(sizeof(double) * (size_t)*w * (size_t)*h)) != NULL) {
    for (i = 0; i < *w * *h; i++) {
      const int c = fgetc(f);
      if (c == EOF) { free(img); img = NULL; break; }
      img[i] = c * 255.0 / maxval;
    }
  }
  fclose(f);
  return img;
}

static int write_pgm(const char *path, const double *img, int w, int h)
{
  FILE *f = fopen(path, "wb");
  int i;
  if (!f) return 0;
  fprintf(f, "P5\n%d %d\n255\n", w, h);
  for (i = 0; i < w * h; i++) fputc((int)(img[i] < 0 ? 0 : img[i] > 255 ? 255 : img[i] + 0.5), f);
  return fclose(f) == 0;
}

/* The smallest m >= n of the form 2^a 3^b 5^c: any length works, these are fastest. */
static int64_t good_size(int64_t n)
{
  for (;; n++) {
    int64_t m = n;
    while (m % 2 == 0) m /= 2;
    while (m % 3 == 0) m /= 3;
    while (m % 5 == 0) m /= 5;
    if (m == 1) return n;
  }
}

int main(int argc, char **argv)
{
  const double sigma = argc > 3 && argv[3][0] != '-' ? atof(argv[3]) : 2.0;
  const int check = argc > 3 && strcmp(argv[argc - 1], "--check") == 0;
  int w, h, r, x, y, i, j;
  double *img, *ker, *res, ksum = 0;
  double *fimg, *fker;      /* CCE spectra: (re, im) pairs */
  int64_t len[2], Hp, Wp, Wc;
  dft_descriptor *d = NULL;
  dft_status st;

  if (argc < 3 || !(sigma > 0 && sigma < 100)) {
    fprintf(stderr, "usage: convolve2d INPUT.pgm OUTPUT.pgm [SIGMA] [--check]\n");
    return 2;
  }
  if (!(img = read_pgm(argv[1], &w, &h))) {
    fprintf(stderr, "convolve2d: %s: not a binary PGM (P5, maxval <= 255)\n", argv[1]);
    return 1;
  }
  r = (int)ceil(3 * sigma);
  Hp = good_size(h + r);
  Wp = good_size(w + r);
  Wc = Wp / 2 + 1;
  printf("image %dx%d, kernel radius %d, transforms %ldx%ld\n", w, h, r, (long)Wp, (long)Hp);

  /* Zero-padded image at the top left; the kernel centred on (0, 0), its negative
     offsets wrapped to the far end of each dimension. */
  ker = (double *)calloc((size_t)(Hp * Wp), sizeof(double));
  res = (double *)calloc((size_t)(Hp * Wp), sizeof(double));
  fimg = (double *)malloc(sizeof(double) * 2 * (size_t)(Hp * Wc));
  fker = (double *)malloc(sizeof(double) * 2 * (size_t)(Hp * Wc));
  if (!ker || !res || !fimg || !fker) { fprintf(stderr, "convolve2d: out of memory\n"); return 1; }
  for (y = 0; y < h; y++)
    for (x = 0; x < w; x++) res[y * Wp + x] = img[y * w + x];   /* res: padded input for now */
  for (i = -r; i <= r; i++)
    for (j = -r; j <= r; j++) ksum += exp(-(i * i + j * j) / (2 * sigma * sigma));
  for (i = -r; i <= r; i++)
    for (j = -r; j <= r; j++)
      ker[((i + Hp) % Hp) * Wp + (j + Wp) % Wp] = exp(-(i * i + j * j) / (2 * sigma * sigma)) / ksum;

  /* One descriptor for all three transforms. */
  len[0] = Hp; len[1] = Wp;
  st = dft_create(&d, DFT_DOUBLE, DFT_REAL, 2, len);
  if (st == DFT_OK) st = dft_set_config(d, DFT_PLACEMENT, DFT_NOT_INPLACE);
  if (st == DFT_OK) st = dft_set_real(d, DFT_BACKWARD_SCALE, 1.0 / (double)(Hp * Wp));
  if (st == DFT_OK) st = dft_commit(d);
  if (st == DFT_OK) st = dft_compute_forward(d, res, fimg);
  if (st == DFT_OK) st = dft_compute_forward(d, ker, fker);
  if (st == DFT_OK) {
    for (i = 0; i < Hp * Wc; i++) {              /* fimg *= fker, complex */
      const double ar = fimg[2 * i], ai = fimg[2 * i + 1], br = fker[2 * i], bi = fker[2 * i + 1];
      fimg[2 * i] = ar * br - ai * bi;
      fimg[2 * i + 1] = ar * bi + ai * br;
    }
    st = dft_compute_backward(d, fimg, res);     /* res: the convolution, Hp x Wp */
  }
  dft_free(&d);
  if (st != DFT_OK) { fprintf(stderr, "convolve2d: dft: %s\n", dft_status_string(st)); return 1; }

  for (y = 0; y < h; y++)                          /* crop to the image, in place */
    memmove(res + y * w, res + y * Wp, sizeof(double) * (size_t)w);
  if (!write_pgm(argv[2], res, w, h)) { perror(argv[2]); return 1; }

  if (check) { /* direct convolution, zero outside the image */
    double worst = 0;
    for (y = 0; y < h; y++)
      for (x = 0; x < w; x++) {
        double s = 0;
        for (i = -r; i <= r; i++)
          for (j = -r; j <= r; j++)
            if (y - i >= 0 && y - i < h && x - j >= 0 && x - j < w)
              s += img[(y - i) * w + (x - j)] * exp(-(i * i + j * j) / (2 * sigma * sigma)) / ksum;
        if (fabs(s - res[y * w + x]) > worst) worst = fabs(s - res[y * w + x]);
      }
    printf("largest difference from the direct convolution: %.3g (of 255)\n", worst);
    if (!(worst <= 255 * 1e-9)) return 1;
  }
  free(img); free(ker); free(res); free(fimg); free(fker);
  return 0;
}
