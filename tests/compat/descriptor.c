/* Descriptor handling through the oneMKL DFTI interface: every parameter read back
   with DftiGetValue (defaults, set values, refused values, read-only parameters,
   DFTI_VERSION with a NULL handle), copying a committed descriptor and freeing the
   original, arguments of DftiCreateDescriptor in the wrong order reported through
   DftiErrorClass and DftiErrorMessage, THREAD_LIMIT, the ordering/transposition hints,
   and the mkl_service.h functions. Built twice: LP64 and with MKL_ILP64. */
#ifndef COMPAT_SHARED_IMPL /* see impl.c */
#define DFT_IMPLEMENTATION
#endif
#include "mkl.h"
#include "check.h"
#include <stdint.h>
#ifdef _OPENMP
#include <omp.h>
#endif

/* Forward and backward of a 2-D complex double out-of-place descriptor against the
   reference (scale: the backward scale set on it). */
static void verify_complex_2d(DFTI_DESCRIPTOR_HANDLE h, const long *n, long double bscale,
                              const char *what)
{
  long cnt = t_count(2, n), s[3];
  t_cplx *x = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)cnt);
  t_cplx *ref = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)cnt);
  t_cplx *got = (t_cplx *)t_alloc(sizeof(t_cplx) * (size_t)cnt);
  void *a = t_buffer(2 * cnt, 0), *b = t_buffer(2 * cnt, 0);
  int dir;
  t_rowmajor(2, n, n[1], s);
  for (dir = 0; dir < 2; dir++) {
    MKL_LONG st;
    t_random_c(x, cnt);
    memcpy(ref, x, sizeof(t_cplx) * (size_t)cnt);
    t_dft(ref, 2, n, dir ? 1 : -1);
    if (dir) t_scale(ref, cnt, bscale);
    t_put(a, 0, T_COMPLEX, 2, n, s, 0, 1, x);
    st = dir ? DftiComputeBackward(h, a, b) : DftiComputeForward(h, a, b);
    if (t_status(st, 0, what)) {
      t_get(b, 0, T_COMPLEX, 2, n, s, 0, 1, got);
      t_close(got, ref, cnt, 0, what);
    }
  }
  free(x);
  free(ref);
  free(got);
  free(a);
  free(b);
}

static void copy_committed(void)
{
  const long n[2] = {6, 10};
  MKL_LONG len[2] = {6, 10};
  DFTI_DESCRIPTOR_HANDLE h = NULL, c = NULL, c2 = NULL;
  enum DFTI_CONFIG_VALUE v = DFTI_NONE;
  char name[DFTI_MAX_NAME_LENGTH];

  t_status(DftiCreateDescriptor(&h, DFTI_DOUBLE, DFTI_COMPLEX, 2, len), 0, "copy: create");
  t_status(DftiSetValue(h, DFTI_PLACEMENT, DFTI_NOT_INPLACE), 0, "copy: placement");
  t_status(DftiSetValue(h, DFTI_BACKWARD_SCALE, 1.0 / 60), 0, "copy: scale");
  t_status(DftiSetValue(h, DFTI_DESCRIPTOR_NAME, "orig"), 0, "copy: name");
  t_status(DftiCommitDescriptor(h), 0, "copy: commit");
  t_status(DftiCopyDescriptor(h, &c), 0, "copy: DftiCopyDescriptor");
  t_status(DftiFreeDescriptor(&h), 0, "copy: free the original");
  t_check(h == NULL, "copy: freed handle not NULL");
  DftiGetValue(c, DFTI_COMMIT_STATUS, &v);
  t_check(v == DFTI_COMMITTED, "copy: a copy of a committed descriptor is not committed");
  verify_complex_2d(c, n, 1.0L / 60, "copy: compute with the copy after freeing the original");

  /* a copy is independent: changing it leaves the original as it was */
  t_status(DftiCopyDescriptor(c, &c2), 0, "copy: second copy");
  t_status(DftiSetValue(c2, DFTI_DESCRIPTOR_NAME, "copy2"), 0, "copy: rename the copy");
  DftiGetValue(c, DFTI_DESCRIPTOR_NAME, name);
  t_check(strcmp(name, "orig") == 0, "copy: the original's name changed to '%s'", name);
  DftiGetValue(c, DFTI_COMMIT_STATUS, &v);
  t_check(v == DFTI_COMMITTED, "copy: setting the copy uncommitted the original");
  DftiGetValue(c2, DFTI_COMMIT_STATUS, &v);
  t_check(v == DFTI_UNCOMMITTED, "copy: a set did not uncommit the copy");
  verify_complex_2d(c, n, 1.0L / 60, "copy: original after its copy changed");
  DftiFreeDescriptor(&c);
  DftiFreeDescriptor(&c2);

  /* copying a descriptor committed with INPUT/OUTPUT strides (one plan per direction) */
  {
    const long rn[2] = {4, 6};
    MKL_LONG rl[2] = {4, 6}, rs[3] = {0, 8, 1}, cs[3] = {0, 4, 1};
    long lrs[3] = {0, 8, 1}, lcs[3] = {0, 4, 1}, nh[2] = {4, 4};
    t_cplx x[24], full[24], half[24], got[24];
    void *buf = t_buffer(32, 0);
    t_status(DftiCreateDescriptor(&h, DFTI_DOUBLE, DFTI_REAL, 2, rl), 0, "copy real: create");
    DftiSetValue(h, DFTI_INPUT_STRIDES, rs);
    DftiSetValue(h, DFTI_OUTPUT_STRIDES, cs);
    t_status(DftiCommitDescriptor(h), 0, "copy real: commit");
    t_status(DftiCopyDescriptor(h, &c), 0, "copy real: copy");
    DftiFreeDescriptor(&h);
    t_random_r(x, 24);
    memcpy(full, x, sizeof x);
    t_dft(full, 2, rn, -1);
    t_half(full, half, 2, rn);
    t_put(buf, 0, T_REAL, 2, rn, lrs, 0, 1, x);
    if (t_status(DftiComputeForward(c, buf), 0, "copy real: forward")) {
      t_get(buf, 0, T_COMPLEX, 2, nh, lcs, 0, 1, got);
      t_close(got, half, 16, 0, "copy real: forward with the copy");
    }
    t_check(DftiErrorClass(DftiComputeBackward(c, buf), DFTI_INCONSISTENT_CONFIGURATION),
            "copy real: the copy's refused direction is not refused");
    DftiFreeDescriptor(&c);
    free(buf);
  }

  t_status(DftiCopyDescriptor(NULL, &c), DFTI_BAD_DESCRIPTOR, "copy: NULL original");
}

static void errors(void)
{
  DFTI_DESCRIPTOR_HANDLE h = NULL;
  MKL_LONG st, len[2] = {8, 8}, bad[2] = {8, 0};
  const char *ok_msg = DftiErrorMessage(DFTI_NO_ERROR);
  const char *msg;
  static const MKL_LONG classes[] = {
      DFTI_NO_ERROR,       DFTI_MEMORY_ERROR,          DFTI_INVALID_CONFIGURATION,
      DFTI_INCONSISTENT_CONFIGURATION, DFTI_MULTITHREADED_ERROR, DFTI_BAD_DESCRIPTOR,
      DFTI_UNIMPLEMENTED,  DFTI_MKL_INTERNAL_ERROR,    DFTI_NUMBER_OF_THREADS_ERROR,
      DFTI_1D_LENGTH_EXCEEDS_INT32};
  unsigned i, j;

  /* precision and domain swapped */
  h = (DFTI_DESCRIPTOR_HANDLE)&st; /* not NULL, to see it reset */
  st = DftiCreateDescriptor(&h, DFTI_COMPLEX, DFTI_DOUBLE, 1, (MKL_LONG)16);
  msg = DftiErrorMessage(st);
  t_check(st != DFTI_NO_ERROR, "misordered create: precision/domain swapped accepted");
  t_check(DftiErrorClass(st, DFTI_INVALID_CONFIGURATION),
          "misordered create: status %ld not of class INVALID_CONFIGURATION", (long)st);
  t_check(!DftiErrorClass(st, DFTI_NO_ERROR), "misordered create: class NO_ERROR");
  t_check(h == NULL, "misordered create: handle not set to NULL");
  t_check(msg != NULL && msg[0] && strcmp(msg, ok_msg) != 0 &&
              strlen(msg) < DFTI_MAX_MESSAGE_LENGTH,
          "misordered create: message '%s'", msg ? msg : "(null)");
  printf("ok misordered create reports: %s\n", msg);
  t_status(DftiFreeDescriptor(&h), 0, "free after a failed create");

  /* dimension and length swapped, a scalar where an array belongs, bad values */
  st = DftiCreateDescriptor(&h, DFTI_DOUBLE, DFTI_COMPLEX, (MKL_LONG)64, (MKL_LONG)1);
  t_check(DftiErrorClass(st, DFTI_INVALID_CONFIGURATION) && h == NULL,
          "create with dimension and length swapped: status %ld", (long)st);
  st = DftiCreateDescriptor(&h, DFTI_SINGLE, DFTI_REAL, 2, (MKL_LONG)64);
  t_check(DftiErrorClass(st, DFTI_INVALID_CONFIGURATION) && h == NULL,
          "create 2-D with a scalar length: status %ld", (long)st);
  st = DftiCreateDescriptor(&h, DFTI_SINGLE, DFTI_DOUBLE, 1, (MKL_LONG)64);
  t_check(DftiErrorClass(st, DFTI_INVALID_CONFIGURATION) && h == NULL,
          "create with domain DFTI_DOUBLE: status %ld", (long)st);
  st = DftiCreateDescriptor(&h, DFTI_DOUBLE, DFTI_REAL, 1, (MKL_LONG)0);
  t_check(DftiErrorClass(st, DFTI_INVALID_CONFIGURATION) && h == NULL,
          "create with length 0: status %ld", (long)st);
  st = DftiCreateDescriptor(&h, DFTI_DOUBLE, DFTI_REAL, 2, bad);
  t_check(DftiErrorClass(st, DFTI_INVALID_CONFIGURATION) && h == NULL,
          "create with lengths {8, 0}: status %ld", (long)st);
  st = DftiCreateDescriptor(&h, DFTI_DOUBLE, DFTI_REAL, 0, len);
  t_check(DftiErrorClass(st, DFTI_INVALID_CONFIGURATION) && h == NULL,
          "create with dimension 0: status %ld", (long)st);
  st = DftiCreateDescriptor(&h, DFTI_DOUBLE, DFTI_REAL, 8, len);
  t_check(DftiErrorClass(st, DFTI_INVALID_CONFIGURATION) && h == NULL,
          "create with dimension 8: status %ld", (long)st);
  st = DftiCreateDescriptor(NULL, DFTI_DOUBLE, DFTI_REAL, 1, (MKL_LONG)8);
  t_check(st != DFTI_NO_ERROR, "create with a NULL handle pointer accepted");

  /* compute calls without a usable descriptor */
  t_status(DftiComputeForward(NULL, len), DFTI_BAD_DESCRIPTOR, "forward with NULL handle");
  t_status(DftiCommitDescriptor(NULL), DFTI_BAD_DESCRIPTOR, "commit NULL handle");
  t_status(DftiSetValue(NULL, DFTI_PLACEMENT, DFTI_INPLACE), DFTI_BAD_DESCRIPTOR,
           "set on NULL handle");
  DftiCreateDescriptor(&h, DFTI_DOUBLE, DFTI_COMPLEX, 1, (MKL_LONG)8);
  t_status(DftiComputeBackward(h, len), DFTI_BAD_DESCRIPTOR, "compute before commit");
  DftiFreeDescriptor(&h);

  /* freeing is NULL-safe */
  t_status(DftiFreeDescriptor(NULL), 0, "DftiFreeDescriptor(NULL)");
  h = NULL;
  t_status(DftiFreeDescriptor(&h), 0, "DftiFreeDescriptor of a NULL handle");

  /* every status is its own class; messages exist and differ */
  for (i = 0; i < sizeof classes / sizeof classes[0]; i++) {
    const char *m = DftiErrorMessage(classes[i]);
    t_check(m != NULL && strlen(m) > 0 && strlen(m) < DFTI_MAX_MESSAGE_LENGTH,
            "DftiErrorMessage(%ld) is empty or too long", (long)classes[i]);
    for (j = 0; j < sizeof classes / sizeof classes[0]; j++) {
      t_check((DftiErrorClass(classes[i], classes[j]) != 0) == (i == j),
              "DftiErrorClass(%ld, %ld)", (long)classes[i], (long)classes[j]);
      if (j < i) t_check(strcmp(m, DftiErrorMessage(classes[j])) != 0,
                         "messages of %ld and %ld are equal", (long)classes[i],
                         (long)classes[j]);
    }
  }
  t_check(DftiErrorClass(DFTI_NO_WORKSPACE, DFTI_NO_WORKSPACE), "class NO_WORKSPACE");
  t_check(!DftiErrorClass(DFTI_NO_ERROR, 12345), "an unknown class matches");
  t_check(DftiErrorMessage(-7) != NULL && DftiErrorMessage(1000) != NULL,
          "message of an unknown status is NULL");
}

#define GET_ENUM(h, p, want)                                                          \
  do {                                                                                \
    enum DFTI_CONFIG_VALUE v_ = DFTI_NONE;                                            \
    MKL_LONG s_ = DftiGetValue(h, p, &v_);                                            \
    t_check(s_ == 0 && v_ == (want), "get %s: status %ld value %d, expected %d", #p,  \
            (long)s_, (int)v_, (int)(want));                                          \
  } while (0)

#define GET_LONG(h, p, want)                                                          \
  do {                                                                                \
    MKL_LONG v_ = -99;                                                                \
    MKL_LONG s_ = DftiGetValue(h, p, &v_);                                            \
    t_check(s_ == 0 && v_ == (MKL_LONG)(want), "get %s: status %ld value %ld, expected %ld", \
            #p, (long)s_, (long)v_, (long)(want));                                    \
  } while (0)

#define GET_ARRAY(h, p, count, w0, w1, w2)                                            \
  do {                                                                                \
    MKL_LONG v_[3] = {-9, -9, -9}, w_[3];                                             \
    MKL_LONG s_ = DftiGetValue(h, p, v_);                                             \
    w_[0] = (w0);                                                                     \
    w_[1] = (w1);                                                                     \
    w_[2] = (w2);                                                                     \
    t_check(s_ == 0 && v_[0] == w_[0] && v_[1] == w_[1] && ((count) < 3 || v_[2] == w_[2]), \
            "get %s: status %ld values %ld %ld %ld", #p, (long)s_, (long)v_[0],       \
            (long)v_[1], (long)v_[2]);                                                \
  } while (0)

#define SET_BAD(h, p, value)                                                          \
  do {                                                                                \
    MKL_LONG s_ = DftiSetValue(h, p, value);                                          \
    t_check(DftiErrorClass(s_, DFTI_INVALID_CONFIGURATION),                           \
            "set %s = %s: status %ld, expected INVALID_CONFIGURATION", #p, #value,     \
            (long)s_);                                                                \
  } while (0)

static void get_all(void)
{
  DFTI_DESCRIPTOR_HANDLE h = NULL;
  MKL_LONG len[2] = {6, 8}, is[3] = {0, 10, 1}, os[3] = {0, 5, 1}, fs[3] = {1, 11, 1};
  MKL_LONG negative[3] = {-1, 10, 1}, zero_stride[3] = {0, 0, 1};
  char name[DFTI_MAX_NAME_LENGTH], version[DFTI_VERSION_LENGTH], version2[DFTI_VERSION_LENGTH];
  float f = -1;
  double g = -1;
  enum DFTI_CONFIG_VALUE v;

  t_status(DftiCreateDescriptor(&h, DFTI_SINGLE, DFTI_REAL, 2, len), 0, "get: create");
  /* defaults */
  GET_ENUM(h, DFTI_FORWARD_DOMAIN, DFTI_REAL);
  GET_LONG(h, DFTI_DIMENSION, 2);
  GET_ARRAY(h, DFTI_LENGTHS, 2, 6, 8, 0);
  GET_ENUM(h, DFTI_PRECISION, DFTI_SINGLE);
  t_check(DftiGetValue(h, DFTI_FORWARD_SCALE, &f) == 0 && f == 1.0f, "default FORWARD_SCALE");
  t_check(DftiGetValue(h, DFTI_BACKWARD_SCALE, &f) == 0 && f == 1.0f, "default BACKWARD_SCALE");
  GET_LONG(h, DFTI_NUMBER_OF_TRANSFORMS, 1);
  GET_ENUM(h, DFTI_COMPLEX_STORAGE, DFTI_COMPLEX_COMPLEX);
  GET_ENUM(h, DFTI_REAL_STORAGE, DFTI_REAL_REAL);
  GET_ENUM(h, DFTI_CONJUGATE_EVEN_STORAGE, DFTI_COMPLEX_COMPLEX);
  GET_ENUM(h, DFTI_PLACEMENT, DFTI_INPLACE);
  GET_ARRAY(h, DFTI_INPUT_STRIDES, 3, 0, 0, 0);
  GET_ARRAY(h, DFTI_OUTPUT_STRIDES, 3, 0, 0, 0);
  GET_ARRAY(h, DFTI_FWD_STRIDES, 3, 0, 0, 0);
  GET_ARRAY(h, DFTI_BWD_STRIDES, 3, 0, 0, 0);
  GET_LONG(h, DFTI_INPUT_DISTANCE, 0);
  GET_LONG(h, DFTI_OUTPUT_DISTANCE, 0);
  GET_LONG(h, DFTI_FWD_DISTANCE, 0);
  GET_LONG(h, DFTI_BWD_DISTANCE, 0);
  GET_ENUM(h, DFTI_WORKSPACE, DFTI_ALLOW);
  GET_ENUM(h, DFTI_ORDERING, DFTI_ORDERED);
  GET_ENUM(h, DFTI_TRANSPOSE, DFTI_NONE);
  GET_ENUM(h, DFTI_PACKED_FORMAT, DFTI_CCE_FORMAT);
  GET_ENUM(h, DFTI_COMMIT_STATUS, DFTI_UNCOMMITTED);
  GET_LONG(h, DFTI_NUMBER_OF_USER_THREADS, 1);
  GET_LONG(h, DFTI_THREAD_LIMIT, 0);
  GET_ENUM(h, DFTI_DESTROY_INPUT, DFTI_AVOID);
  strcpy(name, "xxxxxxxxx");
  t_check(DftiGetValue(h, DFTI_DESCRIPTOR_NAME, name) == 0 && name[0] == '\0',
          "default DESCRIPTOR_NAME '%s'", name);
  version[0] = version2[0] = '\0';
  t_status(DftiGetValue(h, DFTI_VERSION, version), 0, "get VERSION");
  t_status(DftiGetValue(NULL, DFTI_VERSION, version2), 0, "get VERSION with a NULL handle");
  t_check(strlen(version) > 0 && strlen(version) < DFTI_VERSION_LENGTH &&
              strcmp(version, version2) == 0,
          "VERSION '%s' / '%s'", version, version2);
  printf("ok DFTI_VERSION: %s\n", version2);
  t_status(DftiGetValue(NULL, DFTI_PRECISION, &v), DFTI_BAD_DESCRIPTOR,
           "get PRECISION with a NULL handle");
  t_check(DftiErrorClass(DftiGetValue(h, DFTI_PRECISION, NULL), DFTI_INVALID_CONFIGURATION),
          "get into a NULL pointer");
  t_check(DftiErrorClass(DftiGetValue(h, (enum DFTI_CONFIG_PARAM)999, &v),
                         DFTI_INVALID_CONFIGURATION),
          "get of an unknown parameter");

  /* set and read back */
  t_status(DftiSetValue(h, DFTI_FORWARD_SCALE, 0.5f), 0, "set FORWARD_SCALE (float)");
  t_status(DftiSetValue(h, DFTI_BACKWARD_SCALE, 0.125), 0, "set BACKWARD_SCALE (double)");
  t_check(DftiGetValue(h, DFTI_FORWARD_SCALE, &f) == 0 && f == 0.5f, "FORWARD_SCALE %g",
          (double)f);
  t_check(DftiGetValue(h, DFTI_BACKWARD_SCALE, &f) == 0 && f == 0.125f, "BACKWARD_SCALE %g",
          (double)f);
  t_status(DftiSetValue(h, DFTI_NUMBER_OF_TRANSFORMS, (MKL_LONG)3), 0, "set NUMBER_OF_TRANSFORMS");
  GET_LONG(h, DFTI_NUMBER_OF_TRANSFORMS, 3);
  t_status(DftiSetValue(h, DFTI_COMPLEX_STORAGE, DFTI_REAL_REAL), 0, "set COMPLEX_STORAGE");
  GET_ENUM(h, DFTI_COMPLEX_STORAGE, DFTI_REAL_REAL);
  t_status(DftiSetValue(h, DFTI_COMPLEX_STORAGE, DFTI_COMPLEX_COMPLEX), 0, "reset COMPLEX_STORAGE");
  t_status(DftiSetValue(h, DFTI_REAL_STORAGE, DFTI_REAL_REAL), 0, "set REAL_STORAGE");
  GET_ENUM(h, DFTI_REAL_STORAGE, DFTI_REAL_REAL);
  t_status(DftiSetValue(h, DFTI_CONJUGATE_EVEN_STORAGE, DFTI_COMPLEX_REAL), 0,
           "set CONJUGATE_EVEN_STORAGE");
  GET_ENUM(h, DFTI_CONJUGATE_EVEN_STORAGE, DFTI_COMPLEX_REAL);
  t_status(DftiSetValue(h, DFTI_PACKED_FORMAT, DFTI_PERM_FORMAT), 0, "set PACKED_FORMAT");
  GET_ENUM(h, DFTI_PACKED_FORMAT, DFTI_PERM_FORMAT);
  t_status(DftiSetValue(h, DFTI_CONJUGATE_EVEN_STORAGE, DFTI_COMPLEX_COMPLEX), 0,
           "reset CONJUGATE_EVEN_STORAGE");
  GET_ENUM(h, DFTI_PACKED_FORMAT, DFTI_PERM_FORMAT); /* explicit: not changed */
  t_status(DftiSetValue(h, DFTI_PACKED_FORMAT, DFTI_CCE_FORMAT), 0, "reset PACKED_FORMAT");
  t_status(DftiSetValue(h, DFTI_PLACEMENT, DFTI_NOT_INPLACE), 0, "set PLACEMENT");
  GET_ENUM(h, DFTI_PLACEMENT, DFTI_NOT_INPLACE);
  t_status(DftiSetValue(h, DFTI_INPUT_STRIDES, is), 0, "set INPUT_STRIDES");
  t_status(DftiSetValue(h, DFTI_OUTPUT_STRIDES, os), 0, "set OUTPUT_STRIDES");
  GET_ARRAY(h, DFTI_INPUT_STRIDES, 3, 0, 10, 1);
  GET_ARRAY(h, DFTI_OUTPUT_STRIDES, 3, 0, 5, 1);
  t_status(DftiSetValue(h, DFTI_INPUT_DISTANCE, (MKL_LONG)60), 0, "set INPUT_DISTANCE");
  t_status(DftiSetValue(h, DFTI_OUTPUT_DISTANCE, (MKL_LONG)30), 0, "set OUTPUT_DISTANCE");
  GET_LONG(h, DFTI_INPUT_DISTANCE, 60);
  GET_LONG(h, DFTI_OUTPUT_DISTANCE, 30);
  /* the descriptor is consistent as set: it commits */
  t_status(DftiCommitDescriptor(h), 0, "commit with INPUT/OUTPUT strides and distances");
  GET_ENUM(h, DFTI_COMMIT_STATUS, DFTI_COMMITTED);
  /* the domain forms replace the direction forms, one pair at a time */
  t_status(DftiSetValue(h, DFTI_FWD_STRIDES, fs), 0, "set FWD_STRIDES");
  GET_ENUM(h, DFTI_COMMIT_STATUS, DFTI_UNCOMMITTED);
  GET_ARRAY(h, DFTI_FWD_STRIDES, 3, 1, 11, 1);
  GET_ARRAY(h, DFTI_BWD_STRIDES, 3, 0, 0, 0);
  GET_ARRAY(h, DFTI_INPUT_STRIDES, 3, 0, 0, 0);
  GET_ARRAY(h, DFTI_OUTPUT_STRIDES, 3, 0, 0, 0);
  t_status(DftiSetValue(h, DFTI_BWD_STRIDES, os), 0, "set BWD_STRIDES");
  GET_ARRAY(h, DFTI_BWD_STRIDES, 3, 0, 5, 1);
  GET_ARRAY(h, DFTI_FWD_STRIDES, 3, 1, 11, 1);
  t_status(DftiSetValue(h, DFTI_FWD_DISTANCE, (MKL_LONG)70), 0, "set FWD_DISTANCE");
  GET_LONG(h, DFTI_FWD_DISTANCE, 70);
  GET_LONG(h, DFTI_INPUT_DISTANCE, 0);
  GET_LONG(h, DFTI_OUTPUT_DISTANCE, 0);
  t_status(DftiSetValue(h, DFTI_BWD_DISTANCE, (MKL_LONG)35), 0, "set BWD_DISTANCE");
  GET_LONG(h, DFTI_BWD_DISTANCE, 35);
  GET_LONG(h, DFTI_FWD_DISTANCE, 70);
  t_status(DftiSetValue(h, DFTI_INPUT_DISTANCE, (MKL_LONG)61), 0, "set INPUT_DISTANCE again");
  GET_LONG(h, DFTI_FWD_DISTANCE, 0);
  GET_LONG(h, DFTI_BWD_DISTANCE, 0);
  GET_LONG(h, DFTI_INPUT_DISTANCE, 61);
  t_status(DftiSetValue(h, DFTI_INPUT_STRIDES, is), 0, "set INPUT_STRIDES again");
  GET_ARRAY(h, DFTI_FWD_STRIDES, 3, 0, 0, 0);
  GET_ARRAY(h, DFTI_BWD_STRIDES, 3, 0, 0, 0);
  t_status(DftiSetValue(h, DFTI_WORKSPACE, DFTI_AVOID), 0, "set WORKSPACE");
  GET_ENUM(h, DFTI_WORKSPACE, DFTI_AVOID);
  t_status(DftiSetValue(h, DFTI_ORDERING, DFTI_BACKWARD_SCRAMBLED), 0, "set ORDERING");
  GET_ENUM(h, DFTI_ORDERING, DFTI_BACKWARD_SCRAMBLED);
  t_status(DftiSetValue(h, DFTI_TRANSPOSE, DFTI_ALLOW), 0, "set TRANSPOSE");
  GET_ENUM(h, DFTI_TRANSPOSE, DFTI_ALLOW);
  t_status(DftiSetValue(h, DFTI_DESTROY_INPUT, DFTI_ALLOW), 0, "set DESTROY_INPUT");
  GET_ENUM(h, DFTI_DESTROY_INPUT, DFTI_ALLOW);
  t_status(DftiSetValue(h, DFTI_DESCRIPTOR_NAME, "fft-a"), 0, "set DESCRIPTOR_NAME");
  t_check(DftiGetValue(h, DFTI_DESCRIPTOR_NAME, name) == 0 && strcmp(name, "fft-a") == 0,
          "DESCRIPTOR_NAME '%s'", name);
  t_status(DftiSetValue(h, DFTI_DESCRIPTOR_NAME, "a-very-long-descriptor-name"), 0,
           "set a long DESCRIPTOR_NAME");
  t_check(DftiGetValue(h, DFTI_DESCRIPTOR_NAME, name) == 0 &&
              strlen(name) == DFTI_MAX_NAME_LENGTH - 1 &&
              strncmp(name, "a-very-long", DFTI_MAX_NAME_LENGTH - 1) == 0,
          "long DESCRIPTOR_NAME reads '%s'", name);
  t_status(DftiSetValue(h, DFTI_NUMBER_OF_USER_THREADS, (MKL_LONG)4), 0,
           "set NUMBER_OF_USER_THREADS");
  GET_LONG(h, DFTI_NUMBER_OF_USER_THREADS, 4);
  t_status(DftiSetValue(h, DFTI_THREAD_LIMIT, (MKL_LONG)2), 0, "set THREAD_LIMIT");
  GET_LONG(h, DFTI_THREAD_LIMIT, 2);

  /* refused values and read-only parameters leave everything as it was; a refused set
     does not uncommit */
  t_status(DftiSetValue(h, DFTI_FWD_STRIDES, fs), 0, "set FWD_STRIDES again");
  t_status(DftiSetValue(h, DFTI_BWD_STRIDES, os), 0, "set BWD_STRIDES again");
  t_status(DftiSetValue(h, DFTI_FWD_DISTANCE, (MKL_LONG)70), 0, "set FWD_DISTANCE again");
  t_status(DftiSetValue(h, DFTI_BWD_DISTANCE, (MKL_LONG)35), 0, "set BWD_DISTANCE again");
  t_status(DftiCommitDescriptor(h), 0, "commit with FWD/BWD strides and distances");
  SET_BAD(h, DFTI_PLACEMENT, 12345);
  SET_BAD(h, DFTI_PLACEMENT, DFTI_COMPLEX_COMPLEX);
  SET_BAD(h, DFTI_NUMBER_OF_TRANSFORMS, (MKL_LONG)0);
  SET_BAD(h, DFTI_THREAD_LIMIT, (MKL_LONG)-1);
  SET_BAD(h, DFTI_ORDERING, DFTI_ALLOW);
  SET_BAD(h, DFTI_WORKSPACE, DFTI_NONE);
  SET_BAD(h, DFTI_TRANSPOSE, DFTI_AVOID);
  SET_BAD(h, DFTI_DESTROY_INPUT, DFTI_NONE);
  SET_BAD(h, DFTI_REAL_STORAGE, DFTI_REAL_COMPLEX);
  SET_BAD(h, DFTI_COMPLEX_STORAGE, DFTI_COMPLEX_REAL);
  SET_BAD(h, DFTI_PACKED_FORMAT, DFTI_INPLACE);
  SET_BAD(h, DFTI_INPUT_STRIDES, negative);
  SET_BAD(h, DFTI_FWD_STRIDES, zero_stride);
  SET_BAD(h, DFTI_INPUT_STRIDES, (MKL_LONG *)NULL);
  SET_BAD(h, DFTI_DESCRIPTOR_NAME, (char *)NULL);
  SET_BAD(h, DFTI_NUMBER_OF_USER_THREADS, (MKL_LONG)0);
  SET_BAD(h, DFTI_DIMENSION, (MKL_LONG)3);
  SET_BAD(h, DFTI_LENGTHS, len);
  SET_BAD(h, DFTI_FORWARD_DOMAIN, DFTI_COMPLEX);
  SET_BAD(h, DFTI_PRECISION, DFTI_DOUBLE);
  SET_BAD(h, DFTI_COMMIT_STATUS, DFTI_UNCOMMITTED);
  SET_BAD(h, DFTI_VERSION, "x");
  SET_BAD(h, (enum DFTI_CONFIG_PARAM)999, (MKL_LONG)1);
  GET_ENUM(h, DFTI_COMMIT_STATUS, DFTI_COMMITTED);
  GET_ENUM(h, DFTI_PLACEMENT, DFTI_NOT_INPLACE);
  GET_LONG(h, DFTI_NUMBER_OF_TRANSFORMS, 3);
  GET_LONG(h, DFTI_THREAD_LIMIT, 2);
  GET_ENUM(h, DFTI_ORDERING, DFTI_BACKWARD_SCRAMBLED);
  GET_ENUM(h, DFTI_WORKSPACE, DFTI_AVOID);
  GET_ENUM(h, DFTI_TRANSPOSE, DFTI_ALLOW);
  GET_ENUM(h, DFTI_DESTROY_INPUT, DFTI_ALLOW);
  GET_ARRAY(h, DFTI_FWD_STRIDES, 3, 1, 11, 1);
  GET_ARRAY(h, DFTI_INPUT_STRIDES, 3, 0, 0, 0);
  GET_LONG(h, DFTI_NUMBER_OF_USER_THREADS, 4);
  GET_ARRAY(h, DFTI_LENGTHS, 2, 6, 8, 0);
  GET_LONG(h, DFTI_DIMENSION, 2);
  DftiFreeDescriptor(&h);

  /* double: scales read back as double; complex 1-D: one length */
  t_status(DftiCreateDescriptor(&h, DFTI_DOUBLE, DFTI_COMPLEX, 1, (MKL_LONG)30), 0,
           "get: create double");
  GET_ENUM(h, DFTI_FORWARD_DOMAIN, DFTI_COMPLEX);
  GET_ENUM(h, DFTI_PRECISION, DFTI_DOUBLE);
  GET_LONG(h, DFTI_DIMENSION, 1);
  GET_ARRAY(h, DFTI_LENGTHS, 1, 30, -9, 0);
  t_status(DftiSetValue(h, DFTI_FORWARD_SCALE, 1.0 / 3.0), 0, "set FORWARD_SCALE 1/3");
  t_check(DftiGetValue(h, DFTI_FORWARD_SCALE, &g) == 0 && g == 1.0 / 3.0,
          "double FORWARD_SCALE reads %.17g", g);
  t_check(DftiGetValue(h, DFTI_BACKWARD_SCALE, &g) == 0 && g == 1.0,
          "double BACKWARD_SCALE reads %.17g", g);
  DftiFreeDescriptor(&h);
}

/* THREAD_LIMIT, mkl_set_num_threads and the ordering/transposition hints never change
   results. */
static void thread_limit_and_hints(void)
{
  const long n[2] = {48, 40};
  MKL_LONG len[2] = {48, 40};
  static const MKL_LONG limits[] = {1, 2, 3, 0};
  DFTI_DESCRIPTOR_HANDLE h = NULL;
  char what[120];
  unsigned i;

  t_status(DftiCreateDescriptor(&h, DFTI_DOUBLE, DFTI_COMPLEX, 2, len), 0, "threads: create");
  t_status(DftiSetValue(h, DFTI_PLACEMENT, DFTI_NOT_INPLACE), 0, "threads: placement");
  for (i = 0; i < sizeof limits / sizeof limits[0]; i++) {
    sprintf(what, "THREAD_LIMIT %ld", (long)limits[i]);
    t_status(DftiSetValue(h, DFTI_THREAD_LIMIT, limits[i]), 0, what);
    GET_LONG(h, DFTI_THREAD_LIMIT, limits[i]);
    if (t_status(DftiCommitDescriptor(h), 0, what)) verify_complex_2d(h, n, 1, what);
  }
  mkl_set_num_threads(1);
  if (t_status(DftiCommitDescriptor(h), 0, "commit after mkl_set_num_threads(1)"))
    verify_complex_2d(h, n, 1, "after mkl_set_num_threads(1)");
  GET_LONG(h, DFTI_THREAD_LIMIT, 0);
  mkl_set_num_threads(0);
  DftiSetValue(h, DFTI_ORDERING, DFTI_BACKWARD_SCRAMBLED);
  DftiSetValue(h, DFTI_TRANSPOSE, DFTI_ALLOW);
  DftiSetValue(h, DFTI_WORKSPACE, DFTI_AVOID);
  DftiSetValue(h, DFTI_DESTROY_INPUT, DFTI_ALLOW);
  if (t_status(DftiCommitDescriptor(h), 0, "commit with the hints"))
    verify_complex_2d(h, n, 1, "BACKWARD_SCRAMBLED/TRANSPOSE ALLOW still give ordered data");
  DftiFreeDescriptor(&h);
}

static void service(void)
{
  static const int aligns[] = {64, 128, 4096, 16, 1, 3, 0, -8};
  char buf[16];
  unsigned i;
  int ok = 1, base;
  double t0, t1;

  for (i = 0; i < sizeof aligns / sizeof aligns[0]; i++) {
    int a = aligns[i];
    size_t want = (a > 0 && (a & (a - 1)) == 0) ? (size_t)a : 64;
    unsigned char *p = (unsigned char *)mkl_malloc(1000, a);
    if (want < sizeof(void *)) want = sizeof(void *);
    t_check(p != NULL && (uintptr_t)p % want == 0, "mkl_malloc(1000, %d) alignment", a);
    if (p) {
      memset(p, 0xab, 1000);
      p = (unsigned char *)mkl_realloc(p, 5000);
      t_check(p != NULL && (uintptr_t)p % want == 0 && p[999] == 0xab && p[0] == 0xab,
              "mkl_realloc keeps data and alignment %d", a);
      if (p) p[4999] = 1;
      mkl_free(p);
    }
  }
  {
    double *z = (double *)mkl_calloc(100, sizeof(double), 64);
    for (i = 0; z && i < 100; i++) ok &= z[i] == 0.0;
    t_check(z != NULL && ok, "mkl_calloc zeroes");
    mkl_free(z);
  }
  t_check(mkl_malloc((size_t)-1, 64) == NULL, "mkl_malloc of SIZE_MAX is not NULL");
  mkl_free(NULL);
  mkl_free_buffers();
  mkl_thread_free_buffers();

#ifdef _OPENMP
  base = omp_get_max_threads();
#else
  base = 1;
#endif
  t_check(mkl_get_max_threads() == base, "mkl_get_max_threads %d, OpenMP %d",
          mkl_get_max_threads(), base);
  mkl_set_num_threads(3);
  t_check(mkl_get_max_threads() == 3 && MKL_Get_Max_Threads() == 3 &&
              mkl_domain_get_max_threads(MKL_DOMAIN_FFT) == 3,
          "mkl_set_num_threads(3) reads back %d", mkl_get_max_threads());
#ifdef _OPENMP
  t_check(omp_get_max_threads() == base, "mkl_set_num_threads changed OpenMP's setting");
#endif
  t_check(mkl_domain_set_num_threads(2, MKL_DOMAIN_BLAS) == 0 && mkl_get_max_threads() == 3,
          "a BLAS domain setting changed the FFT threads");
  t_check(mkl_domain_set_num_threads(2, MKL_DOMAIN_FFT) == 1 && mkl_get_max_threads() == 2,
          "mkl_domain_set_num_threads(2, FFT)");
  t_check(mkl_set_num_threads_local(4) == 2 && mkl_get_max_threads() == 4,
          "mkl_set_num_threads_local");
  MKL_Set_Num_Threads(0);
  t_check(mkl_get_max_threads() == base, "mkl_set_num_threads(0) restores the default");
  MKL_Set_Dynamic(0);
  t_check(mkl_get_dynamic() == 0, "mkl_set_dynamic(0)");
  mkl_set_dynamic(1);
  t_check(MKL_Get_Dynamic() == 1, "MKL_Set_Dynamic(1)");

  memset(buf, 'x', sizeof buf);
  mkl_get_version_string(buf, 10);
  t_check(strlen(buf) == 9, "mkl_get_version_string truncates to the buffer");
  t0 = dsecnd();
  t1 = dsecnd();
  t_check(t1 >= t0, "dsecnd goes backwards");

  /* types and constants */
#ifdef MKL_ILP64
  t_check(sizeof(MKL_LONG) == 8 && sizeof(MKL_INT) == 8, "ILP64 widths");
#else
  t_check(sizeof(MKL_LONG) == sizeof(long) && sizeof(MKL_INT) == sizeof(int), "LP64 widths");
#endif
  t_check(sizeof(MKL_INT64) == 8, "MKL_INT64 width");
  t_check(sizeof(MKL_Complex8) == 8 && sizeof(MKL_Complex16) == 16, "MKL_Complex sizes");
  t_check(DFTI_FORWARD_DOMAIN == 0 && DFTI_LENGTHS == 2 && DFTI_NUMBER_OF_TRANSFORMS == 7 &&
              DFTI_INPUT_DISTANCE == 14 && DFTI_OUTPUT_DISTANCE == 15 && DFTI_WORKSPACE == 17 &&
              DFTI_DESCRIPTOR_NAME == 20 && DFTI_VERSION == 23 &&
              DFTI_NUMBER_OF_USER_THREADS == 26 && DFTI_DESTROY_INPUT == 28 &&
              DFTI_FWD_DISTANCE == 58 && DFTI_BWD_STRIDES == 61,
          "DFTI_CONFIG_PARAM numbers");
  t_check(DFTI_COMPLEX == 32 && DFTI_REAL == 33 && DFTI_SINGLE == 35 && DFTI_DOUBLE == 36 &&
              DFTI_REAL_COMPLEX == 41 && DFTI_ORDERED == 48 && DFTI_BACKWARD_SCRAMBLED == 49 &&
              DFTI_ALLOW == 51 && DFTI_AVOID == 52 && DFTI_NONE == 53 && DFTI_CCE_FORMAT == 57,
          "DFTI_CONFIG_VALUE numbers");
  t_check(DFTI_MAX_MESSAGE_LENGTH == 80 && DFTI_MAX_NAME_LENGTH == 10 &&
              DFTI_VERSION_LENGTH == 198 && DFTI_NUMBER_OF_THREADS_ERROR == 8 &&
              DFTI_1D_LENGTH_EXCEEDS_INT32 == 9,
          "DFTI limits and status numbers");
}

int main(void)
{
  copy_committed();
  errors();
  get_all();
  thread_limit_and_hints();
  service();
  return t_finish();
}
