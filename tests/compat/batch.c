/* Batches, placement switching and scales through the oneMKL DFTI interface:
   NUMBER_OF_TRANSFORMS with only INPUT_DISTANCE set (in place: the output lies where
   the input was), INPUT/OUTPUT distances swapped between directions, FWD/BWD
   distances, in-place real batches; switching DFTI_PLACEMENT on one handle;
   FORWARD/BACKWARD_SCALE passed through varargs. Checked against a naive long-double
   DFT; gaps between batches must stay untouched. */
#ifndef COMPAT_SHARED_IMPL /* see impl.c */
#define DFT_IMPLEMENTATION
#endif
#include "mkl_dfti.h"
#include "check.h"

static MKL_LONG create(DFTI_DESCRIPTOR_HANDLE *h, int single, int real, int d, const long *n)
{
  MKL_LONG len[7];
  int l;
  for (l = 0; l < d; l++) len[l] = (MKL_LONG)n[l];
  if (d == 1)
    return DftiCreateDescriptor(h, single ? DFTI_SINGLE : DFTI_DOUBLE,
                                real ? DFTI_REAL : DFTI_COMPLEX, 1, len[0]);
  return DftiCreateDescriptor(h, single ? DFTI_SINGLE : DFTI_DOUBLE,
                              real ? DFTI_REAL : DFTI_COMPLEX, (MKL_LONG)d, len);
}

/* Reference of `howmany` dense transforms one after another. */
static void batch_dft(t_cplx *x, long howmany, int d, const long *n, int sign)
{
  long m, cnt = t_count(d, n);
  for (m = 0; m < howmany; m++) t_dft(x + m * cnt, d, n, sign);
}

static void batch_half(const t_cplx *full, t_cplx *half, long howmany, int d, const long *n)
{
  long m, cnt = t_count(d, n), h = cnt / n[d - 1] * (n[d - 1] / 2 + 1);
  for (m = 0; m < howmany; m++) t_half(full + m * cnt, half + m * h, d, n);
}

/* Every real of b outside the elements of the layout still holds the poison value. */
static long gaps_touched(const void *b, long reals, int single, int kind, int d,
                         const long *n, const long *s, long dist, long howmany)
{
  char *used = (char *)t_alloc((size_t)reals);
  long cnt = t_count(d, n), m, i, k = 0;
  memset(used, 0, (size_t)reals);
  for (m = 0; m < howmany; m++)
    for (i = 0; i < cnt; i++) {
      long o = t_off(d, n, s, dist, m, i);
      if (kind == T_COMPLEX) used[2 * o] = used[2 * o + 1] = 1;
      else used[o] = 1;
    }
  for (i = 0; i < reals; i++)
    if (!used[i] && t_ld(b, single, i) != 1e6L) k++;
  free(used);
  return k;
}

/* Complex batch in place with only INPUT_DISTANCE (a gap of 3 after each transform). */
static void complex_input_distance(int single, int d, const long *n)
{
  const long howmany = 3;
  long cnt = t_count(d, n), dist = cnt + 3, s[8], reals = 2 * (howmany * dist);
  DFTI_DESCRIPTOR_HANDLE h = NULL;
  t_cplx *x = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)(howmany * cnt));
  t_cplx *ref = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)(howmany * cnt));
  t_cplx *got = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)(howmany * cnt));
  void *b = t_buffer(reals, single);
  char what[160];
  MKL_LONG st;
  int dir;

  sprintf(what, "complex %s %dD batch of %ld, only INPUT_DISTANCE", single ? "single" : "double",
          d, howmany);
  if (!t_status(create(&h, single, 0, d, n), 0, what)) goto done;
  t_status(DftiSetValue(h, DFTI_NUMBER_OF_TRANSFORMS, (MKL_LONG)howmany), 0, what);
  t_status(DftiSetValue(h, DFTI_INPUT_DISTANCE, (MKL_LONG)dist), 0, what);
  if (!t_status(DftiCommitDescriptor(h), 0, what)) goto done;
  t_rowmajor(d, n, n[d - 1], s);
  for (dir = 0; dir < 2; dir++) { /* one commit serves both directions */
    t_random_c(x, howmany * cnt);
    memcpy(ref, x, sizeof(t_cplx) * (size_t)(howmany * cnt));
    batch_dft(ref, howmany, d, n, dir ? 1 : -1);
    t_put(b, single, T_COMPLEX, d, n, s, dist, howmany, x);
    st = dir ? DftiComputeBackward(h, b) : DftiComputeForward(h, b);
    if (t_status(st, 0, what)) {
      t_get(b, single, T_COMPLEX, d, n, s, dist, howmany, got);
      t_close(got, ref, howmany * cnt, single, what);
      t_check(gaps_touched(b, reals, single, T_COMPLEX, d, n, s, dist, howmany) == 0,
              "%s: gap between transforms written", what);
    }
  }
done:
  DftiFreeDescriptor(&h);
  free(x);
  free(ref);
  free(got);
  free(b);
}

/* Complex out of place, INPUT_DISTANCE != OUTPUT_DISTANCE, swapped for backward. */
static void complex_io_distances(int single, int d, const long *n)
{
  const long howmany = 4;
  long cnt = t_count(d, n), din = cnt + 2, dout = cnt + 5, s[8];
  long rin = 2 * howmany * din, rout = 2 * howmany * dout;
  DFTI_DESCRIPTOR_HANDLE h = NULL;
  t_cplx *x = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)(howmany * cnt));
  t_cplx *ref = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)(howmany * cnt));
  t_cplx *got = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)(howmany * cnt));
  void *a = t_buffer(rin, single), *b = t_buffer(rout, single);
  char what[160];
  MKL_LONG st;

  sprintf(what, "complex %s %dD batch, INPUT/OUTPUT_DISTANCE swapped",
          single ? "single" : "double", d);
  if (!t_status(create(&h, single, 0, d, n), 0, what)) goto done;
  t_status(DftiSetValue(h, DFTI_PLACEMENT, DFTI_NOT_INPLACE), 0, what);
  t_status(DftiSetValue(h, DFTI_NUMBER_OF_TRANSFORMS, (MKL_LONG)howmany), 0, what);
  t_status(DftiSetValue(h, DFTI_INPUT_DISTANCE, (MKL_LONG)din), 0, what);
  t_status(DftiSetValue(h, DFTI_OUTPUT_DISTANCE, (MKL_LONG)dout), 0, what);
  if (!t_status(DftiCommitDescriptor(h), 0, what)) goto done;
  t_rowmajor(d, n, n[d - 1], s);

  t_random_c(x, howmany * cnt);
  memcpy(ref, x, sizeof(t_cplx) * (size_t)(howmany * cnt));
  batch_dft(ref, howmany, d, n, -1);
  t_put(a, single, T_COMPLEX, d, n, s, din, howmany, x);
  st = DftiComputeForward(h, a, b);
  if (t_status(st, 0, what)) {
    t_get(b, single, T_COMPLEX, d, n, s, dout, howmany, got);
    t_close(got, ref, howmany * cnt, single, what);
    t_check(gaps_touched(b, rout, single, T_COMPLEX, d, n, s, dout, howmany) == 0,
            "%s: forward gap written", what);
  }

  /* backward: input is the dout-spaced data, output goes back to din spacing */
  t_status(DftiSetValue(h, DFTI_INPUT_DISTANCE, (MKL_LONG)dout), 0, what);
  t_status(DftiSetValue(h, DFTI_OUTPUT_DISTANCE, (MKL_LONG)din), 0, what);
  if (!t_status(DftiCommitDescriptor(h), 0, what)) goto done;
  t_random_c(x, howmany * cnt);
  memcpy(ref, x, sizeof(t_cplx) * (size_t)(howmany * cnt));
  batch_dft(ref, howmany, d, n, 1);
  t_put(b, single, T_COMPLEX, d, n, s, dout, howmany, x);
  free(a);
  a = t_buffer(rin, single);
  st = DftiComputeBackward(h, b, a);
  if (t_status(st, 0, what)) {
    t_get(a, single, T_COMPLEX, d, n, s, din, howmany, got);
    strcat(what, " backward");
    t_close(got, ref, howmany * cnt, single, what);
    t_check(gaps_touched(a, rin, single, T_COMPLEX, d, n, s, din, howmany) == 0,
            "%s: gap written", what);
  }
done:
  DftiFreeDescriptor(&h);
  free(x);
  free(ref);
  free(got);
  free(a);
  free(b);
}

/* Real batches. form 0: out of place, FWD/BWD distances, one commit; form 1: in place,
   INPUT/OUTPUT strides and distances swapped between directions; form 2: out of place,
   default strides and only INPUT_DISTANCE (the output distance is derived tight). */
static void real_batch(int single, int d, const long *n, int form)
{
  const long howmany = 3;
  long cnt = t_count(d, n), nh[7], rs[8], cs[8], hcnt, rdist, cdist, rreals, creals;
  MKL_LONG mrs[8], mcs[8], st;
  DFTI_DESCRIPTOR_HANDLE h = NULL;
  t_cplx *x = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)(howmany * cnt));
  t_cplx *full = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)(howmany * cnt));
  t_cplx *half = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)(howmany * cnt));
  t_cplx *got = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)(howmany * cnt));
  void *a, *b;
  char what[160];
  int l;

  static const char *const forms[] = {"FWD/BWD_DISTANCE out of place",
                                      "in place INPUT/OUTPUT swapped",
                                      "out of place only INPUT_DISTANCE"};
  sprintf(what, "real %s %dD batch %s", single ? "single" : "double", d, forms[form]);
  for (l = 0; l < d; l++) nh[l] = n[l];
  nh[d - 1] = n[d - 1] / 2 + 1;
  hcnt = t_count(d, nh);
  t_rowmajor(d, nh, nh[d - 1], cs);
  t_rowmajor(d, n, form == 1 ? 2 * nh[d - 1] : n[d - 1], rs);
  if (form == 0) {
    rdist = cnt + 1;
    cdist = hcnt + 2;
  } else if (form == 1) {
    cdist = hcnt + 1;
    rdist = 2 * cdist;
  } else {
    rdist = cnt + 4;
    cdist = hcnt; /* derived tight */
  }
  t_mkl(rs, d + 1, mrs);
  t_mkl(cs, d + 1, mcs);
  rreals = howmany * rdist;
  creals = 2 * howmany * cdist;
  a = t_buffer(form == 1 ? creals : rreals, single);
  b = form == 1 ? NULL : t_buffer(creals, single);

  if (!t_status(create(&h, single, 1, d, n), 0, what)) goto done;
  t_status(DftiSetValue(h, DFTI_NUMBER_OF_TRANSFORMS, (MKL_LONG)howmany), 0, what);
  if (form != 1) t_status(DftiSetValue(h, DFTI_PLACEMENT, DFTI_NOT_INPLACE), 0, what);
  if (form == 0) {
    t_status(DftiSetValue(h, DFTI_FWD_DISTANCE, (MKL_LONG)rdist), 0, what);
    t_status(DftiSetValue(h, DFTI_BWD_DISTANCE, (MKL_LONG)cdist), 0, what);
  } else if (form == 1) {
    t_status(DftiSetValue(h, DFTI_INPUT_STRIDES, mrs), 0, what);
    t_status(DftiSetValue(h, DFTI_OUTPUT_STRIDES, mcs), 0, what);
    t_status(DftiSetValue(h, DFTI_INPUT_DISTANCE, (MKL_LONG)rdist), 0, what);
    t_status(DftiSetValue(h, DFTI_OUTPUT_DISTANCE, (MKL_LONG)cdist), 0, what);
  } else {
    t_status(DftiSetValue(h, DFTI_INPUT_DISTANCE, (MKL_LONG)rdist), 0, what);
  }
  if (!t_status(DftiCommitDescriptor(h), 0, what)) goto done;

  t_random_r(x, howmany * cnt);
  memcpy(full, x, sizeof(t_cplx) * (size_t)(howmany * cnt));
  batch_dft(full, howmany, d, n, -1);
  batch_half(full, half, howmany, d, n);
  t_put(a, single, T_REAL, d, n, rs, rdist, howmany, x);
  st = form == 1 ? DftiComputeForward(h, a) : DftiComputeForward(h, a, b);
  if (t_status(st, 0, what)) {
    t_get(form == 1 ? a : b, single, T_COMPLEX, d, nh, cs, cdist, howmany, got);
    t_close(got, half, howmany * hcnt, single, what);
    if (form != 1)
      t_check(gaps_touched(b, creals, single, T_COMPLEX, d, nh, cs, cdist, howmany) == 0,
              "%s: gap written", what);
  }

  if (form == 2) goto done; /* the backward call would read INPUT_DISTANCE as complex */
  if (form == 1) {
    t_status(DftiSetValue(h, DFTI_INPUT_STRIDES, mcs), 0, what);
    t_status(DftiSetValue(h, DFTI_OUTPUT_STRIDES, mrs), 0, what);
    t_status(DftiSetValue(h, DFTI_INPUT_DISTANCE, (MKL_LONG)cdist), 0, what);
    t_status(DftiSetValue(h, DFTI_OUTPUT_DISTANCE, (MKL_LONG)rdist), 0, what);
    if (!t_status(DftiCommitDescriptor(h), 0, what)) goto done;
  }
  t_random_r(x, howmany * cnt);
  memcpy(full, x, sizeof(t_cplx) * (size_t)(howmany * cnt));
  batch_dft(full, howmany, d, n, -1);
  batch_half(full, half, howmany, d, n);
  batch_dft(full, howmany, d, n, 1);
  free(a);
  a = t_buffer(form == 1 ? creals : rreals, single);
  if (form == 1) {
    t_put(a, single, T_COMPLEX, d, nh, cs, cdist, howmany, half);
    st = DftiComputeBackward(h, a);
  } else {
    t_put(b, single, T_COMPLEX, d, nh, cs, cdist, howmany, half);
    st = DftiComputeBackward(h, b, a);
  }
  if (t_status(st, 0, what)) {
    t_get(a, single, T_REAL, d, n, rs, rdist, howmany, got);
    strcat(what, " backward");
    t_close(got, full, howmany * cnt, single, what);
    if (form == 0)
      t_check(gaps_touched(a, rreals, single, T_REAL, d, n, rs, rdist, howmany) == 0,
              "%s: gap written", what);
  }
done:
  DftiFreeDescriptor(&h);
  free(x);
  free(full);
  free(half);
  free(got);
  free(a);
  free(b);
}

/* One handle: in place, then out of place, then in place again. */
static void switch_placement(int single)
{
  const long n = 24;
  long s[2] = {0, 1};
  DFTI_DESCRIPTOR_HANDLE h = NULL;
  t_cplx x[24], ref[24], got[24];
  void *a = t_buffer(2 * n, single), *b = t_buffer(2 * n, single);
  char what[120];
  int round;

  if (!t_status(create(&h, single, 0, 1, &n), 0, "placement switch: create")) goto done;
  for (round = 0; round < 3; round++) {
    int inplace = round != 1;
    MKL_LONG st;
    sprintf(what, "placement switch %s round %d (%s)", single ? "single" : "double", round,
            inplace ? "in place" : "out of place");
    t_status(DftiSetValue(h, DFTI_PLACEMENT, inplace ? DFTI_INPLACE : DFTI_NOT_INPLACE), 0,
             what);
    if (!t_status(DftiCommitDescriptor(h), 0, what)) continue;
    t_random_c(x, n);
    memcpy(ref, x, sizeof ref);
    t_dft(ref, 1, &n, -1);
    t_put(a, single, T_COMPLEX, 1, &n, s, 0, 1, x);
    st = inplace ? DftiComputeForward(h, a) : DftiComputeForward(h, a, b);
    if (t_status(st, 0, what)) {
      t_get(inplace ? a : b, single, T_COMPLEX, 1, &n, s, 0, 1, got);
      t_close(got, ref, n, single, what);
    }
  }
done:
  DftiFreeDescriptor(&h);
  free(a);
  free(b);
}

/* Scales arrive through varargs as double (a float argument is promoted) and read
   back as float (single) or double (double). */
static void scales(int single, int real)
{
  const long n[2] = {6, 10};
  long cnt = 60, nh[2] = {6, 6}, s[3], cs[3];
  DFTI_DESCRIPTOR_HANDLE h = NULL;
  t_cplx x[60], ref[60], got[60], half[60];
  void *a = t_buffer(2 * cnt, single), *b = t_buffer(2 * cnt, single);
  const float fs = 1.0f / 60.0f;
  const double bs = 0.25;
  char what[120];
  float f = 0;
  double g = 0;
  MKL_LONG st;

  sprintf(what, "scales %s %s", real ? "real" : "complex", single ? "single" : "double");
  if (!t_status(create(&h, single, real, 2, n), 0, what)) goto done;
  t_status(DftiSetValue(h, DFTI_PLACEMENT, DFTI_NOT_INPLACE), 0, what);
  if (single) t_status(DftiSetValue(h, DFTI_FORWARD_SCALE, fs), 0, what);
  else t_status(DftiSetValue(h, DFTI_FORWARD_SCALE, (double)fs), 0, what);
  t_status(DftiSetValue(h, DFTI_BACKWARD_SCALE, bs), 0, what);
  if (single) {
    t_status(DftiGetValue(h, DFTI_FORWARD_SCALE, &f), 0, what);
    t_check(f == fs, "%s: FORWARD_SCALE reads back %g as float", what, (double)f);
    t_status(DftiGetValue(h, DFTI_BACKWARD_SCALE, &f), 0, what);
    t_check(f == (float)bs, "%s: BACKWARD_SCALE reads back %g as float", what, (double)f);
  } else {
    t_status(DftiGetValue(h, DFTI_FORWARD_SCALE, &g), 0, what);
    t_check(g == (double)fs, "%s: FORWARD_SCALE reads back %g as double", what, g);
    t_status(DftiGetValue(h, DFTI_BACKWARD_SCALE, &g), 0, what);
    t_check(g == bs, "%s: BACKWARD_SCALE reads back %g as double", what, g);
  }
  if (!t_status(DftiCommitDescriptor(h), 0, what)) goto done;
  t_rowmajor(2, n, n[1], s);
  t_rowmajor(2, nh, nh[1], cs);

  if (real) t_random_r(x, cnt);
  else t_random_c(x, cnt);
  memcpy(ref, x, sizeof ref);
  t_dft(ref, 2, n, -1);
  t_scale(ref, cnt, (long double)fs);
  if (real) t_half(ref, half, 2, n);
  t_put(a, single, real ? T_REAL : T_COMPLEX, 2, n, s, 0, 1, x);
  st = DftiComputeForward(h, a, b);
  if (t_status(st, 0, what)) {
    if (real) {
      t_get(b, single, T_COMPLEX, 2, nh, cs, 0, 1, got);
      t_close(got, half, 36, single, what);
    } else {
      t_get(b, single, T_COMPLEX, 2, n, s, 0, 1, got);
      t_close(got, ref, cnt, single, what);
    }
  }
  /* backward of the scaled spectrum: scale 1/4 */
  memcpy(ref, x, sizeof ref);
  t_dft(ref, 2, n, -1);
  if (real) {
    t_half(ref, half, 2, n);
    t_put(b, single, T_COMPLEX, 2, nh, cs, 0, 1, half);
  } else {
    t_put(b, single, T_COMPLEX, 2, n, s, 0, 1, ref);
  }
  t_dft(ref, 2, n, 1);
  t_scale(ref, cnt, (long double)bs);
  st = DftiComputeBackward(h, b, a);
  if (t_status(st, 0, what)) {
    t_get(a, single, real ? T_REAL : T_COMPLEX, 2, n, s, 0, 1, got);
    strcat(what, " backward");
    t_close(got, ref, cnt, single, what);
  }
done:
  DftiFreeDescriptor(&h);
  free(a);
  free(b);
}

int main(void)
{
  static const long n1[] = {12};
  static const long n2[] = {4, 5};
  static const long r1[] = {10};
  static const long r2[] = {4, 6};
  int single, form;

  for (single = 0; single < 2; single++) {
    complex_input_distance(single, 1, n1);
    complex_input_distance(single, 2, n2);
    complex_io_distances(single, 1, n1);
    complex_io_distances(single, 2, n2);
    for (form = 0; form < 3; form++) {
      real_batch(single, 1, r1, form);
      real_batch(single, 2, r2, form);
    }
    switch_placement(single);
    scales(single, 0);
    scales(single, 1);
  }
  return t_finish();
}
