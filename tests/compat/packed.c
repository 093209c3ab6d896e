/* Older-style real transforms: DFTI_CONJUGATE_EVEN_STORAGE = DFTI_COMPLEX_REAL with
   the packed formats CCS, PACK and PERM (1-D), in place and out of place, even and odd
   lengths, batches, strided data; the CCS default of COMPLEX_REAL; the errors for other
   dimensions and for CCE with COMPLEX_REAL. Checked against a naive long-double DFT
   packed by this file's own reading of oneMKL's format tables. */
#ifndef COMPAT_SHARED_IMPL /* see impl.c */
#define DFT_IMPLEMENTATION
#endif
#include "mkl_dfti.h"
#include "check.h"

static const char *fmt_name(int fmt)
{
  return fmt == DFTI_CCS_FORMAT ? "CCS" : fmt == DFTI_PACK_FORMAT ? "PACK" : "PERM";
}

static long packed_len(int fmt, long n)
{
  return fmt == DFTI_CCS_FORMAT ? n + 2 : n;
}

/* Packs Z_0..Z_{n/2} into a[0..packed_len-1]; used[i] says whether a[i] is part of
   the format (CCS leaves a[n+1] unused for odd n). Unused entries are set to 0. */
static void pack(int fmt, long n, const t_cplx *z, long double *a, char *used)
{
  long len = packed_len(fmt, n), k, i;
  for (i = 0; i < len; i++) {
    a[i] = 0;
    used[i] = 0;
  }
  if (fmt == DFTI_CCS_FORMAT) {
    for (k = 0; k <= n / 2; k++) {
      a[2 * k] = z[k].re;
      a[2 * k + 1] = z[k].im;
      used[2 * k] = used[2 * k + 1] = 1;
    }
    return;
  }
  a[0] = z[0].re;
  used[0] = 1;
  if (fmt == DFTI_PERM_FORMAT && n % 2 == 0) {
    if (n > 1) {
      a[1] = z[n / 2].re;
      used[1] = 1;
    }
    for (k = 1; k < n / 2; k++) {
      a[2 * k] = z[k].re;
      a[2 * k + 1] = z[k].im;
      used[2 * k] = used[2 * k + 1] = 1;
    }
    return;
  }
  for (k = 1; 2 * k < n; k++) { /* PACK, and PERM of odd n */
    a[2 * k - 1] = z[k].re;
    a[2 * k] = z[k].im;
    used[2 * k - 1] = used[2 * k] = 1;
  }
  if (n % 2 == 0 && n > 1) {
    a[n - 1] = z[n / 2].re;
    used[n - 1] = 1;
  }
}

/* One case: format, length, placement, batch size, stride (offset 1 when > 1). */
static void packed_case(int single, int fmt, long n, int inplace, long howmany, long stride)
{
  long plen = packed_len(fmt, n), ext, i, m, s0 = stride > 1 ? 1 : 0;
  long pdist = s0 + stride * (plen - 1) + 1, rdist = inplace ? pdist : s0 + stride * (n - 1) + 1;
  long preals = pdist * howmany, rreals = rdist * howmany;
  DFTI_DESCRIPTOR_HANDLE h = NULL;
  t_cplx *x = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)n);
  t_cplx *z = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)n);
  long double *ref = (long double *)t_alloc(sizeof(long double) * (size_t)(plen * howmany));
  long double *want = (long double *)t_alloc(sizeof(long double) * (size_t)(n * howmany));
  char *used = (char *)t_alloc((size_t)plen);
  void *a, *b;
  long double err = 0, mag = 0;
  char what[200];
  MKL_LONG st, strides[2];
  int dir;

  sprintf(what, "%s %s n=%ld %s batch %ld stride %ld", fmt_name(fmt),
          single ? "single" : "double", n, inplace ? "in place" : "out of place", howmany,
          stride);
  ext = preals > rreals ? preals : rreals;
  a = t_buffer(inplace ? ext : rreals, single);
  b = inplace ? NULL : t_buffer(preals, single);
  strides[0] = (MKL_LONG)s0;
  strides[1] = (MKL_LONG)stride;

  st = DftiCreateDescriptor(&h, single ? DFTI_SINGLE : DFTI_DOUBLE, DFTI_REAL, 1, (MKL_LONG)n);
  if (!t_status(st, 0, what)) goto done;
  t_status(DftiSetValue(h, DFTI_CONJUGATE_EVEN_STORAGE, DFTI_COMPLEX_REAL), 0, what);
  t_status(DftiSetValue(h, DFTI_PACKED_FORMAT, fmt), 0, what);
  if (!inplace) t_status(DftiSetValue(h, DFTI_PLACEMENT, DFTI_NOT_INPLACE), 0, what);
  if (howmany > 1) {
    t_status(DftiSetValue(h, DFTI_NUMBER_OF_TRANSFORMS, (MKL_LONG)howmany), 0, what);
    if (stride > 1 || !inplace) { /* explicit distances, in the INPUT/OUTPUT form */
      t_status(DftiSetValue(h, DFTI_INPUT_DISTANCE, (MKL_LONG)rdist), 0, what);
      t_status(DftiSetValue(h, DFTI_OUTPUT_DISTANCE, (MKL_LONG)pdist), 0, what);
    }
  }
  if (stride > 1) { /* one element type in both domains: in place, OUTPUT is ignored */
    t_status(DftiSetValue(h, DFTI_INPUT_STRIDES, strides), 0, what);
    if (!inplace) t_status(DftiSetValue(h, DFTI_OUTPUT_STRIDES, strides), 0, what);
  }
  if (!t_status(DftiCommitDescriptor(h), 0, what)) goto done;

  for (dir = 0; dir < 2; dir++) {
    if (dir == 1 && !inplace && howmany > 1) { /* swap the distances for backward */
      t_status(DftiSetValue(h, DFTI_INPUT_DISTANCE, (MKL_LONG)pdist), 0, what);
      t_status(DftiSetValue(h, DFTI_OUTPUT_DISTANCE, (MKL_LONG)rdist), 0, what);
      if (!t_status(DftiCommitDescriptor(h), 0, what)) break;
    }
    for (m = 0; m < howmany; m++) {
      t_random_r(x, n);
      memcpy(z, x, sizeof(t_cplx) * (size_t)n);
      t_dft(z, 1, &n, -1);
      pack(fmt, n, z, ref + m * plen, used);
      if (dir == 0) {
        for (i = 0; i < n; i++) t_st(a, single, m * rdist + s0 + i * stride, x[i].re);
      } else {
        t_dft(z, 1, &n, 1);
        for (i = 0; i < n; i++) want[m * n + i] = z[i].re;
        for (i = 0; i < plen; i++)
          t_st(inplace ? a : b, single, m * pdist + s0 + i * stride, ref[m * plen + i]);
      }
    }
    if (dir == 0) st = inplace ? DftiComputeForward(h, a) : DftiComputeForward(h, a, b);
    else st = inplace ? DftiComputeBackward(h, a) : DftiComputeBackward(h, b, a);
    if (!t_status(st, 0, what)) continue;
    err = mag = 0;
    for (m = 0; m < howmany; m++) {
      if (dir == 0) {
        for (i = 0; i < plen; i++) {
          long double v = t_ld(inplace ? a : b, single, m * pdist + s0 + i * stride);
          long double e = fabsl(v - ref[m * plen + i]);
          if (!used[i]) continue;
          if (e > err || v != v) err = v != v ? 1e30L : e;
          if (fabsl(ref[m * plen + i]) > mag) mag = fabsl(ref[m * plen + i]);
        }
      } else {
        for (i = 0; i < n; i++) {
          long double v = t_ld(a, single, m * rdist + s0 + i * stride);
          long double e = fabsl(v - want[m * n + i]);
          if (e > err || v != v) err = v != v ? 1e30L : e;
          if (fabsl(want[m * n + i]) > mag) mag = fabsl(want[m * n + i]);
        }
      }
    }
    if (mag > 0) err /= mag;
    if (err > t_worst[single != 0]) t_worst[single != 0] = err;
    t_check(err <= t_tol(single), "%s %s: relative error %.3Le", what,
            dir ? "backward" : "forward", err);
  }
done:
  DftiFreeDescriptor(&h);
  free(x);
  free(z);
  free(ref);
  free(want);
  free(used);
  free(a);
  free(b);
}

static void rules(void)
{
  DFTI_DESCRIPTOR_HANDLE h = NULL;
  MKL_LONG len[2] = {8, 6};
  enum DFTI_CONFIG_VALUE v = DFTI_NONE;
  MKL_LONG st;

  /* COMPLEX_REAL without PACKED_FORMAT: CCS, as older DFTI */
  DftiCreateDescriptor(&h, DFTI_DOUBLE, DFTI_REAL, 1, (MKL_LONG)8);
  t_status(DftiSetValue(h, DFTI_CONJUGATE_EVEN_STORAGE, DFTI_COMPLEX_REAL), 0,
           "COMPLEX_REAL storage");
  DftiGetValue(h, DFTI_PACKED_FORMAT, &v);
  t_check(v == DFTI_CCS_FORMAT, "COMPLEX_REAL alone: PACKED_FORMAT reads %d, not CCS", (int)v);
  t_status(DftiCommitDescriptor(h), 0, "commit COMPLEX_REAL with the implied CCS");
  t_status(DftiSetValue(h, DFTI_CONJUGATE_EVEN_STORAGE, DFTI_COMPLEX_COMPLEX), 0,
           "back to COMPLEX_COMPLEX");
  DftiGetValue(h, DFTI_PACKED_FORMAT, &v);
  t_check(v == DFTI_CCE_FORMAT, "COMPLEX_COMPLEX again: PACKED_FORMAT reads %d, not CCE", (int)v);
  /* an explicit CCE with COMPLEX_REAL does not fit */
  t_status(DftiSetValue(h, DFTI_PACKED_FORMAT, DFTI_CCE_FORMAT), 0, "set CCE explicitly");
  t_status(DftiSetValue(h, DFTI_CONJUGATE_EVEN_STORAGE, DFTI_COMPLEX_REAL), 0,
           "COMPLEX_REAL after an explicit CCE");
  st = DftiCommitDescriptor(h);
  t_check(DftiErrorClass(st, DFTI_INCONSISTENT_CONFIGURATION),
          "COMPLEX_REAL with CCE: commit status %ld, not INCONSISTENT", (long)st);
  DftiFreeDescriptor(&h);

  /* packed formats are 1-D only */
  DftiCreateDescriptor(&h, DFTI_SINGLE, DFTI_REAL, 2, len);
  DftiSetValue(h, DFTI_CONJUGATE_EVEN_STORAGE, DFTI_COMPLEX_REAL);
  DftiSetValue(h, DFTI_PACKED_FORMAT, DFTI_PERM_FORMAT);
  st = DftiCommitDescriptor(h);
  t_check(DftiErrorClass(st, DFTI_UNIMPLEMENTED),
          "2-D COMPLEX_REAL: commit status %ld, not UNIMPLEMENTED", (long)st);
  t_check(DftiComputeForward(h, len) == DFTI_BAD_DESCRIPTOR,
          "2-D COMPLEX_REAL: a compute after the failed commit is not refused");
  DftiFreeDescriptor(&h);
}

int main(void)
{
  static const long ns[] = {16, 15, 12, 7, 2, 1};
  static const int fmts[] = {DFTI_CCS_FORMAT, DFTI_PACK_FORMAT, DFTI_PERM_FORMAT};
  int single, inplace;
  unsigned f, i;

  for (single = 0; single < 2; single++)
    for (f = 0; f < 3; f++)
      for (inplace = 1; inplace >= 0; inplace--) {
        for (i = 0; i < sizeof ns / sizeof ns[0]; i++)
          packed_case(single, fmts[f], ns[i], inplace, 1, 1);
        packed_case(single, fmts[f], 10, inplace, 3, 1);
        packed_case(single, fmts[f], 9, inplace, 2, 2);
      }
  rules();
  return t_finish();
}
