/* Split (DFTI_COMPLEX_STORAGE = DFTI_REAL_REAL) storage through the oneMKL DFTI
   interface: complex transforms with the (re, im) in-place and the four-pointer
   out-of-place calls, 1-D to 3-D, single and double; and dft.h's extension to real
   transforms (in place (re, im); out of place four pointers, one unused). Checked
   against a naive long-double DFT. */
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

static void name(char *what, const char *kind, int single, int d, const long *n, int inplace)
{
  int l;
  sprintf(what, "%s %s %dD %ld", kind, single ? "single" : "double", d, n[0]);
  for (l = 1; l < d; l++) sprintf(what + strlen(what), "x%ld", n[l]);
  strcat(what, inplace ? " in place" : " out of place");
}

static void complex_split(int single, int d, const long *n, int inplace)
{
  long cnt = t_count(d, n), s[8];
  DFTI_DESCRIPTOR_HANDLE h = NULL;
  t_cplx *x = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)cnt);
  t_cplx *ref = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)cnt);
  t_cplx *got = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)cnt);
  void *re = t_buffer(cnt, single), *im = t_buffer(cnt, single);
  void *ore = t_buffer(cnt, single), *oim = t_buffer(cnt, single), *kre, *kim;
  char what[200];
  MKL_LONG st;
  int dir;

  name(what, "complex split", single, d, n, inplace);
  if (!t_status(create(&h, single, 0, d, n), 0, what)) goto done;
  t_status(DftiSetValue(h, DFTI_COMPLEX_STORAGE, DFTI_REAL_REAL), 0, what);
  if (!inplace) t_status(DftiSetValue(h, DFTI_PLACEMENT, DFTI_NOT_INPLACE), 0, what);
  if (!t_status(DftiCommitDescriptor(h), 0, what)) goto done;
  t_rowmajor(d, n, n[d - 1], s);
  for (dir = 0; dir < 2; dir++) {
    t_random_c(x, cnt);
    memcpy(ref, x, sizeof(t_cplx) * (size_t)cnt);
    t_dft(ref, d, n, dir ? 1 : -1);
    t_put(re, single, T_RE, d, n, s, 0, 1, x);
    t_put(im, single, T_IM, d, n, s, 0, 1, x);
    kre = t_clone(re, cnt, single);
    kim = t_clone(im, cnt, single);
    if (inplace)
      st = dir ? DftiComputeBackward(h, re, im) : DftiComputeForward(h, re, im);
    else
      st = dir ? DftiComputeBackward(h, re, im, ore, oim)
               : DftiComputeForward(h, re, im, ore, oim);
    if (t_status(st, 0, what)) {
      t_get(inplace ? re : ore, single, T_RE, d, n, s, 0, 1, got);
      t_get(inplace ? im : oim, single, T_IM, d, n, s, 0, 1, got);
      t_close(got, ref, cnt, single, what);
      if (!inplace)
        t_check(t_changed(re, kre, cnt, single) + t_changed(im, kim, cnt, single) == 0,
                "%s: input changed", what);
    }
    free(kre);
    free(kim);
  }
  /* The interleaved call shape does not fit split storage: refused, nothing written. */
  if (inplace) {
    kre = t_clone(re, cnt, single);
    st = DftiComputeForward(h, re, NULL);
    t_check(st != DFTI_NO_ERROR && t_changed(re, kre, cnt, single) == 0,
            "%s: forward with a NULL imaginary array: status %ld", what, (long)st);
    free(kre);
  }
done:
  DftiFreeDescriptor(&h);
  free(x);
  free(ref);
  free(got);
  free(re);
  free(im);
  free(ore);
  free(oim);
}

/* Real transforms with split conjugate-even data (default strides; in place the real
   array holds the padded real rows, the im array the backward layout). */
static void real_split(int single, int d, const long *n, int inplace)
{
  long cnt = t_count(d, n), nh[7], rs[8], cs[8], hcnt, rext, cext;
  DFTI_DESCRIPTOR_HANDLE h = NULL;
  t_cplx *x = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)cnt);
  t_cplx *full = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)cnt);
  t_cplx *half = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)cnt);
  t_cplx *got = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)cnt);
  void *r, *ore, *oim, *unused = NULL;
  char what[200];
  MKL_LONG st;
  int l;

  name(what, "real split", single, d, n, inplace);
  for (l = 0; l < d; l++) nh[l] = n[l];
  nh[d - 1] = n[d - 1] / 2 + 1;
  hcnt = t_count(d, nh);
  t_rowmajor(d, n, inplace ? 2 * nh[d - 1] : n[d - 1], rs);
  t_rowmajor(d, nh, nh[d - 1], cs);
  rext = t_extent(d, n, rs, 0, 1);
  cext = t_extent(d, nh, cs, 0, 1);
  r = t_buffer(rext > cext ? rext : cext, single);
  ore = t_buffer(cext, single);
  oim = t_buffer(cext, single);

  if (!t_status(create(&h, single, 1, d, n), 0, what)) goto done;
  t_status(DftiSetValue(h, DFTI_COMPLEX_STORAGE, DFTI_REAL_REAL), 0, what);
  if (!inplace) t_status(DftiSetValue(h, DFTI_PLACEMENT, DFTI_NOT_INPLACE), 0, what);
  if (!t_status(DftiCommitDescriptor(h), 0, what)) goto done;

  t_random_r(x, cnt);
  memcpy(full, x, sizeof(t_cplx) * (size_t)cnt);
  t_dft(full, d, n, -1);
  t_half(full, half, d, n);
  t_put(r, single, T_REAL, d, n, rs, 0, 1, x);
  if (inplace) st = DftiComputeForward(h, r, oim);
  else st = DftiComputeForward(h, r, unused, ore, oim);
  if (t_status(st, 0, what)) {
    t_get(inplace ? r : ore, single, T_RE, d, nh, cs, 0, 1, got);
    t_get(oim, single, T_IM, d, nh, cs, 0, 1, got);
    t_close(got, half, hcnt, single, what);
  }

  t_random_r(x, cnt);
  memcpy(full, x, sizeof(t_cplx) * (size_t)cnt);
  t_dft(full, d, n, -1);
  t_half(full, half, d, n);
  t_dft(full, d, n, 1);
  if (inplace) {
    t_put(r, single, T_RE, d, nh, cs, 0, 1, half);
    t_put(oim, single, T_IM, d, nh, cs, 0, 1, half);
    st = DftiComputeBackward(h, r, oim);
  } else {
    t_put(ore, single, T_RE, d, nh, cs, 0, 1, half);
    t_put(oim, single, T_IM, d, nh, cs, 0, 1, half);
    st = DftiComputeBackward(h, ore, oim, r, unused);
  }
  if (t_status(st, 0, what)) {
    t_get(r, single, T_REAL, d, n, rs, 0, 1, got);
    strcat(what, " backward");
    t_close(got, full, cnt, single, what);
  }
done:
  DftiFreeDescriptor(&h);
  free(x);
  free(full);
  free(half);
  free(got);
  free(r);
  free(ore);
  free(oim);
}

int main(void)
{
  static const long n1[] = {16, 21};
  static const long n2[] = {6, 10};
  static const long n3[] = {3, 4, 5};
  int single, inplace;
  unsigned i;

  for (single = 0; single < 2; single++)
    for (inplace = 1; inplace >= 0; inplace--) {
      for (i = 0; i < 2; i++) complex_split(single, 1, &n1[i], inplace);
      complex_split(single, 2, n2, inplace);
      complex_split(single, 3, n3, inplace);
      for (i = 0; i < 2; i++) real_split(single, 1, &n1[i], inplace);
      real_split(single, 2, n2, inplace);
      real_split(single, 3, n3, inplace);
    }
  return t_finish();
}
