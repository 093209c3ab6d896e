/* Real 1-D/2-D/3-D transforms with the conjugate-even (CCE) backward domain through
   the oneMKL DFTI interface, single and double: out of place with default layouts, in
   place and out of place with padded strides given in the INPUT/OUTPUT form and
   swapped between the directions (the usual oneMKL client), in place with the domain
   (FWD/BWD) form and one commit for both directions, and in place with default
   strides. Checked against a naive long-double DFT. */
#ifndef COMPAT_SHARED_IMPL /* see impl.c */
#define DFT_IMPLEMENTATION
#endif
#include "mkl_dfti.h"
#include "check.h"

enum {
  OUT_DEFAULT,   /* out of place, nothing set */
  IN_SWAP,       /* in place, padded INPUT/OUTPUT strides swapped between directions */
  OUT_SWAP,      /* out of place, padded (gapped) INPUT/OUTPUT strides, swapped */
  IN_DOMAIN,     /* in place, FWD/BWD strides, one commit */
  IN_DEFAULT,    /* in place, nothing set */
  MODES
};
static const char *const mode_name[MODES] = {
    "out of place default", "in place INPUT/OUTPUT swapped",
    "out of place padded INPUT/OUTPUT swapped", "in place FWD/BWD strides",
    "in place default"};

static int create(DFTI_DESCRIPTOR_HANDLE *h, int single, int d, const long *n)
{
  MKL_LONG len[7], st;
  int l;
  for (l = 0; l < d; l++) len[l] = (MKL_LONG)n[l];
  if (d == 1)
    st = DftiCreateDescriptor(h, single ? DFTI_SINGLE : DFTI_DOUBLE, DFTI_REAL, 1, len[0]);
  else
    st = DftiCreateDescriptor(h, single ? DFTI_SINGLE : DFTI_DOUBLE, DFTI_REAL,
                              (MKL_LONG)d, len);
  return t_status(st, DFTI_NO_ERROR, "create real descriptor");
}

static void real_case(int single, int d, const long *n, int mode)
{
  long cnt = t_count(d, n), nh[7], rs[8], cs[8], rrow, crow, rext, cext, reals, hcnt;
  MKL_LONG mrs[8], mcs[8], st;
  int inplace = mode == IN_SWAP || mode == IN_DOMAIN || mode == IN_DEFAULT;
  DFTI_DESCRIPTOR_HANDLE h = NULL;
  t_cplx *x = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)cnt);
  t_cplx *full = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)cnt);
  t_cplx *half = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)cnt);
  t_cplx *got = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)cnt);
  void *a, *b, *keep;
  char what[200];
  int l;

  sprintf(what, "real %s %dD %ld", single ? "single" : "double", d, n[0]);
  for (l = 1; l < d; l++) sprintf(what + strlen(what), "x%ld", n[l]);
  sprintf(what + strlen(what), " %s", mode_name[mode]);

  for (l = 0; l < d; l++) nh[l] = n[l];
  nh[d - 1] = n[d - 1] / 2 + 1;
  hcnt = t_count(d, nh);
  crow = nh[d - 1] + (mode == OUT_SWAP ? 2 : 0);
  rrow = inplace ? 2 * crow : n[d - 1] + (mode == OUT_SWAP ? 3 : 0);
  t_rowmajor(d, n, rrow, rs);
  t_rowmajor(d, nh, crow, cs);
  if (mode == OUT_SWAP) { /* offsets too */
    rs[0] = 2;
    cs[0] = 1;
  }
  t_mkl(rs, d + 1, mrs);
  t_mkl(cs, d + 1, mcs);
  rext = t_extent(d, n, rs, 0, 1);
  cext = t_extent(d, nh, cs, 0, 1);
  reals = rext > 2 * cext ? rext : 2 * cext;
  a = t_buffer(inplace ? reals : rext, single);
  b = inplace ? NULL : t_buffer(2 * cext, single);

  if (!create(&h, single, d, n)) goto done;
  if (!inplace) t_status(DftiSetValue(h, DFTI_PLACEMENT, DFTI_NOT_INPLACE), 0, what);
  if (mode == IN_SWAP || mode == OUT_SWAP) {
    t_status(DftiSetValue(h, DFTI_INPUT_STRIDES, mrs), 0, what);
    t_status(DftiSetValue(h, DFTI_OUTPUT_STRIDES, mcs), 0, what);
  } else if (mode == IN_DOMAIN) {
    t_status(DftiSetValue(h, DFTI_FWD_STRIDES, mrs), 0, what);
    t_status(DftiSetValue(h, DFTI_BWD_STRIDES, mcs), 0, what);
  }
  if (!t_status(DftiCommitDescriptor(h), DFTI_NO_ERROR, what)) goto done;

  /* forward: real data -> conjugate-even half */
  t_random_r(x, cnt);
  memcpy(full, x, sizeof(t_cplx) * (size_t)cnt);
  t_dft(full, d, n, -1);
  t_half(full, half, d, n);
  t_put(a, single, T_REAL, d, n, rs, 0, 1, x);
  keep = t_clone(a, rext, single);
  st = inplace ? DftiComputeForward(h, a) : DftiComputeForward(h, a, b);
  if (t_status(st, DFTI_NO_ERROR, what)) {
    t_get(inplace ? a : b, single, T_COMPLEX, d, nh, cs, 0, 1, got);
    t_close(got, half, hcnt, single, what);
    if (!inplace) t_check(t_changed(a, keep, rext, single) == 0, "%s: input changed", what);
  }
  free(keep);

  if (mode == IN_SWAP || mode == OUT_SWAP) {
    if (d > 1 && mode == IN_SWAP) /* the backward call does not fit these strides */
      t_check(DftiErrorClass(DftiComputeBackward(h, a), DFTI_INCONSISTENT_CONFIGURATION),
              "%s: backward with forward strides is not refused", what);
    t_status(DftiSetValue(h, DFTI_INPUT_STRIDES, mcs), 0, what);
    t_status(DftiSetValue(h, DFTI_OUTPUT_STRIDES, mrs), 0, what);
    t_status(DftiComputeBackward(h, a, b), DFTI_BAD_DESCRIPTOR,
             "compute after a set without a new commit");
    if (!t_status(DftiCommitDescriptor(h), DFTI_NO_ERROR, what)) goto done;
    if (d > 1 && mode == IN_SWAP)
      t_check(DftiErrorClass(DftiComputeForward(h, a), DFTI_INCONSISTENT_CONFIGURATION),
              "%s: forward with backward strides is not refused", what);
  }

  /* backward: conjugate-even half -> real data */
  t_random_r(x, cnt);
  memcpy(full, x, sizeof(t_cplx) * (size_t)cnt);
  t_dft(full, d, n, -1);
  t_half(full, half, d, n);
  t_dft(full, d, n, 1); /* the expected result: n_1...n_d times x */
  if (inplace) {
    t_put(a, single, T_COMPLEX, d, nh, cs, 0, 1, half);
    st = DftiComputeBackward(h, a);
  } else { /* for the backward call the complex data are the input */
    t_put(b, single, T_COMPLEX, d, nh, cs, 0, 1, half);
    keep = t_clone(b, 2 * cext, single);
    st = DftiComputeBackward(h, b, a);
    t_check(t_changed(b, keep, 2 * cext, single) == 0, "%s: backward input changed", what);
    free(keep);
  }
  if (t_status(st, DFTI_NO_ERROR, what)) {
    t_get(a, single, T_REAL, d, n, rs, 0, 1, got);
    strcat(what, " backward");
    t_close(got, full, cnt, single, what);
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

int main(void)
{
  static const long n1[] = {16, 15, 1, 2, 36, 101};
  static const long n2[][2] = {{6, 8}, {5, 7}, {4, 1}};
  static const long n3[][3] = {{4, 6, 6}, {3, 4, 5}};
  int single, mode;
  unsigned i;

  for (single = 0; single < 2; single++)
    for (mode = 0; mode < MODES; mode++) {
      for (i = 0; i < sizeof n1 / sizeof n1[0]; i++) real_case(single, 1, &n1[i], mode);
      for (i = 0; i < sizeof n2 / sizeof n2[0]; i++) real_case(single, 2, n2[i], mode);
      for (i = 0; i < sizeof n3 / sizeof n3[0]; i++) real_case(single, 3, n3[i], mode);
    }
  return t_finish();
}
