/* mkl_dfti.h - Intel oneMKL's DFTI C interface (DftiCreateDescriptor and friends)
   implemented over dft.h, so that code written against oneMKL builds unchanged.

   USAGE
     Put the directory holding dft.h and the directory holding this file on the
     include path (in this repository: -I. -Icompat; installed side by side: one -I).
     In exactly one C or C++ file of the program:
         #define DFT_IMPLEMENTATION
         #include "mkl_dfti.h"          (or "mkl.h")
     Everywhere else include "mkl_dfti.h" as usual. Link with -lm; build with -fopenmp
     for threads. Nothing else changes: no oneMKL library is linked.

   WHAT IS HERE
     DftiCreateDescriptor (dimension 1: the length is one MKL_LONG; dimension > 1: an
     MKL_LONG array), DftiCopyDescriptor, DftiCommitDescriptor, DftiComputeForward and
     DftiComputeBackward (1, 2 or 4 data pointers, read by placement and storage as DFTI
     does), DftiSetValue and DftiGetValue for every DFTI parameter, DftiFreeDescriptor,
     DftiErrorClass and DftiErrorMessage; the DFTI_* constants with oneMKL's values;
     MKL_LONG (64-bit with MKL_ILP64) and the service part in mkl_service.h.

   DIFFERENCES FROM ONEMKL (all of them also listed in docs/coming-from-onemkl.md)
     - Unset strides and distances read back as zeros (dft.h resolves the defaults at
       commit) where oneMKL reports its computed defaults.
     - DFTI_ORDERING = DFTI_BACKWARD_SCRAMBLED and DFTI_TRANSPOSE = DFTI_ALLOW are
       accepted and read back; the data stay ordered and untransposed, which DFTI
       permits ("scrambled/transposed if it helps performance"). DFTI_WORKSPACE,
       DFTI_DESTROY_INPUT and DFTI_NUMBER_OF_USER_THREADS are accepted and read back;
       out-of-place input is never overwritten.
     - Real-domain transforms may also use split storage (DFTI_COMPLEX_STORAGE =
       DFTI_REAL_REAL), which oneMKL's C interface lacks: in place the calls take
       (re, im); out of place four pointers whose unused one is ignored: forward
       (in, unused, out_re, out_im), backward (in_re, in_im, out, unused).
     - With DFTI_CONJUGATE_EVEN_STORAGE = DFTI_COMPLEX_REAL and no DFTI_PACKED_FORMAT
       set, the packed format is DFTI_CCS_FORMAT (the older DFTI default).

   LICENSE
     MIT or public domain (Unlicense), at your choice, as dft.h.
*/
#ifndef DFT__MKL_DFTI_H
#define DFT__MKL_DFTI_H

#include "dft.h"
#include "mkl_service.h"

/* >>constants ============================================================= */
/* Status values. Each status is its own error class. */
#define DFTI_NO_ERROR 0
#define DFTI_MEMORY_ERROR 1
#define DFTI_INVALID_CONFIGURATION 2
#define DFTI_INCONSISTENT_CONFIGURATION 3
#define DFTI_MULTITHREADED_ERROR 4
#define DFTI_BAD_DESCRIPTOR 5
#define DFTI_UNIMPLEMENTED 6
#define DFTI_MKL_INTERNAL_ERROR 7
#define DFTI_NUMBER_OF_THREADS_ERROR 8
#define DFTI_1D_LENGTH_EXCEEDS_INT32 9
#define DFTI_1D_MEMORY_EXCEEDS_INT32 9
#define DFTI_NO_WORKSPACE 11

#define DFTI_MAX_MESSAGE_LENGTH 80 /* DftiErrorMessage strings, NUL included */
#define DFTI_MAX_NAME_LENGTH 10    /* DFTI_DESCRIPTOR_NAME buffers, NUL included */
#define DFTI_VERSION_LENGTH 198    /* DFTI_VERSION buffers, NUL included */

/* Configuration parameters [value type of DftiSetValue / pointer of DftiGetValue]. */
enum DFTI_CONFIG_PARAM {
  DFTI_FORWARD_DOMAIN = 0,          /* read-only [-/enum DFTI_CONFIG_VALUE*] */
  DFTI_DIMENSION = 1,               /* read-only [-/MKL_LONG*] */
  DFTI_LENGTHS = 2,                 /* read-only [-/MKL_LONG* of DIMENSION values] */
  DFTI_PRECISION = 3,               /* read-only [-/enum DFTI_CONFIG_VALUE*] */
  DFTI_FORWARD_SCALE = 4,           /* [double (a float argument promotes)/float* or
                                       double* by PRECISION], default 1 */
  DFTI_BACKWARD_SCALE = 5,          /* as DFTI_FORWARD_SCALE */
  DFTI_NUMBER_OF_TRANSFORMS = 7,    /* [MKL_LONG], default 1 */
  DFTI_COMPLEX_STORAGE = 8,         /* [enum]: DFTI_COMPLEX_COMPLEX (default), DFTI_REAL_REAL */
  DFTI_REAL_STORAGE = 9,            /* [enum]: DFTI_REAL_REAL */
  DFTI_CONJUGATE_EVEN_STORAGE = 10, /* [enum]: DFTI_COMPLEX_COMPLEX (default), DFTI_COMPLEX_REAL */
  DFTI_PLACEMENT = 11,              /* [enum]: DFTI_INPLACE (default), DFTI_NOT_INPLACE */
  DFTI_INPUT_STRIDES = 12,          /* [MKL_LONG* of DIMENSION+1 values], follow the call */
  DFTI_OUTPUT_STRIDES = 13,         /* as DFTI_INPUT_STRIDES */
  DFTI_INPUT_DISTANCE = 14,         /* [MKL_LONG], follows the call */
  DFTI_OUTPUT_DISTANCE = 15,        /* [MKL_LONG], follows the call */
  DFTI_WORKSPACE = 17,              /* [enum]: DFTI_ALLOW (default), DFTI_AVOID */
  DFTI_ORDERING = 18,               /* [enum]: DFTI_ORDERED (default), DFTI_BACKWARD_SCRAMBLED */
  DFTI_TRANSPOSE = 19,              /* [enum]: DFTI_NONE (default), DFTI_ALLOW */
  DFTI_DESCRIPTOR_NAME = 20,        /* [char pointer/char[DFTI_MAX_NAME_LENGTH]], default "" */
  DFTI_PACKED_FORMAT = 21,          /* [enum]: DFTI_CCE_FORMAT (default), CCS, PACK, PERM */
  DFTI_COMMIT_STATUS = 22,          /* read-only [-/enum]: DFTI_COMMITTED, DFTI_UNCOMMITTED */
  DFTI_VERSION = 23,                /* read-only [-/char[DFTI_VERSION_LENGTH]]; NULL handle ok */
  DFTI_NUMBER_OF_USER_THREADS = 26, /* [MKL_LONG >= 1], default 1, no effect */
  DFTI_THREAD_LIMIT = 27,           /* [MKL_LONG >= 0], default 0 (no limit) */
  DFTI_DESTROY_INPUT = 28,          /* [enum]: DFTI_AVOID (default), DFTI_ALLOW */
  DFTI_FWD_DISTANCE = 58,           /* [MKL_LONG], forward domain whatever the call */
  DFTI_BWD_DISTANCE = 59,           /* [MKL_LONG], backward domain whatever the call */
  DFTI_FWD_STRIDES = 60,            /* [MKL_LONG* of DIMENSION+1 values], forward domain */
  DFTI_BWD_STRIDES = 61             /* [MKL_LONG* of DIMENSION+1 values], backward domain */
};

/* Configuration values. */
enum DFTI_CONFIG_VALUE {
  DFTI_COMMITTED = 30,
  DFTI_UNCOMMITTED = 31,
  DFTI_COMPLEX = 32,
  DFTI_REAL = 33,
  DFTI_SINGLE = 35,
  DFTI_DOUBLE = 36,
  DFTI_COMPLEX_COMPLEX = 39,
  DFTI_COMPLEX_REAL = 40,
  DFTI_REAL_COMPLEX = 41,
  DFTI_REAL_REAL = 42,
  DFTI_INPLACE = 43,
  DFTI_NOT_INPLACE = 44,
  DFTI_ORDERED = 48,
  DFTI_BACKWARD_SCRAMBLED = 49,
  DFTI_ALLOW = 51,
  DFTI_AVOID = 52,
  DFTI_NONE = 53,
  DFTI_CCS_FORMAT = 54,
  DFTI_PACK_FORMAT = 55,
  DFTI_PERM_FORMAT = 56,
  DFTI_CCE_FORMAT = 57
};

/* C code may also write the C++ spellings. */
typedef enum DFTI_CONFIG_PARAM DFTI_CONFIG_PARAM;
typedef enum DFTI_CONFIG_VALUE DFTI_CONFIG_VALUE;

typedef struct DFTI_DESCRIPTOR DFTI_DESCRIPTOR;        /* opaque */
typedef struct DFTI_DESCRIPTOR *DFTI_DESCRIPTOR_HANDLE;

/* The numbers DFTI shares with dft.h must agree (the layer passes them through). */
typedef char dft__mkl_numbers_agree[
    (DFTI_FORWARD_SCALE == (int)DFT_FORWARD_SCALE && DFTI_PLACEMENT == (int)DFT_PLACEMENT &&
     DFTI_INPUT_STRIDES == (int)DFT_INPUT_STRIDES && DFTI_PACKED_FORMAT == (int)DFT_PACKED_FORMAT &&
     DFTI_THREAD_LIMIT == (int)DFT_THREAD_LIMIT && DFTI_FWD_STRIDES == (int)DFT_FWD_STRIDES &&
     DFTI_BWD_DISTANCE == (int)DFT_BWD_DISTANCE && DFTI_COMMITTED == (int)DFT_COMMITTED &&
     DFTI_UNCOMMITTED == (int)DFT_UNCOMMITTED && DFTI_COMPLEX_COMPLEX == (int)DFT_COMPLEX_COMPLEX &&
     DFTI_COMPLEX_REAL == (int)DFT_COMPLEX_REAL && DFTI_REAL_REAL == (int)DFT_REAL_REAL &&
     DFTI_INPLACE == (int)DFT_INPLACE && DFTI_NOT_INPLACE == (int)DFT_NOT_INPLACE &&
     DFTI_CCS_FORMAT == (int)DFT_CCS_FORMAT && DFTI_PACK_FORMAT == (int)DFT_PACK_FORMAT &&
     DFTI_PERM_FORMAT == (int)DFT_PERM_FORMAT && DFTI_CCE_FORMAT == (int)DFT_CCE_FORMAT &&
     DFTI_MEMORY_ERROR == (int)DFT_ERROR_MEMORY &&
     DFTI_INVALID_CONFIGURATION == (int)DFT_ERROR_INVALID_CONFIGURATION &&
     DFTI_INCONSISTENT_CONFIGURATION == (int)DFT_ERROR_INCONSISTENT_CONFIGURATION &&
     DFTI_BAD_DESCRIPTOR == (int)DFT_ERROR_BAD_DESCRIPTOR &&
     DFTI_UNIMPLEMENTED == (int)DFT_ERROR_UNIMPLEMENTED &&
     DFTI_MKL_INTERNAL_ERROR == (int)DFT_ERROR_INTERNAL) ? 1 : -1];

#ifdef __cplusplus
extern "C" {
#endif

/* >>functions ============================================================= */
/* All return DFTI_NO_ERROR (0) or an error status (see DftiErrorClass). The handle
   functions are not thread-safe on one handle, except the compute calls: several
   threads may compute with one committed handle at once, on different data. */

/* Creates an uncommitted descriptor. The fifth argument is the length as one MKL_LONG
   when dimension is 1, and a pointer to `dimension` MKL_LONG lengths when it is 2..7.
   Precision DFTI_SINGLE/DFTI_DOUBLE and domain DFTI_COMPLEX/DFTI_REAL are checked
   before the fifth argument is read, so arguments in the wrong order give
   DFTI_INVALID_CONFIGURATION. On error *handle is set to NULL. */
DFT__MKL_DEF MKL_LONG DftiCreateDescriptor(DFTI_DESCRIPTOR_HANDLE *handle,
                                           enum DFTI_CONFIG_VALUE precision,
                                           enum DFTI_CONFIG_VALUE domain,
                                           MKL_LONG dimension, ...);
/* Deep copy; a committed original gives a committed copy, independent of it. */
DFT__MKL_DEF MKL_LONG DftiCopyDescriptor(DFTI_DESCRIPTOR_HANDLE original,
                                         DFTI_DESCRIPTOR_HANDLE *copy);
/* Validates the settings and plans. Strides and distances given in the INPUT/OUTPUT
   form are resolved for each compute direction; the commit succeeds when at least
   one direction is consistent, and a compute call in the other direction returns the
   reason. On error a descriptor is left as it was. */
DFT__MKL_DEF MKL_LONG DftiCommitDescriptor(DFTI_DESCRIPTOR_HANDLE handle);
/* Data pointers, by placement and storage:
     DFTI_INPLACE,     interleaved or packed:   (inout)
     DFTI_NOT_INPLACE, interleaved or packed:   (in, out)
     DFTI_INPLACE,     DFTI_REAL_REAL storage:  (inout_re, inout_im)
     DFTI_NOT_INPLACE, DFTI_REAL_REAL storage:  (in_re, in_im, out_re, out_im)
   A call with arguments that do not fit the committed settings writes nothing. */
DFT__MKL_DEF MKL_LONG DftiComputeForward(DFTI_DESCRIPTOR_HANDLE handle, void *x, ...);
DFT__MKL_DEF MKL_LONG DftiComputeBackward(DFTI_DESCRIPTOR_HANDLE handle, void *x, ...);
/* One value of the type listed at enum DFTI_CONFIG_PARAM follows the parameter. A
   successful set uncommits the descriptor; a failed one changes nothing. */
DFT__MKL_DEF MKL_LONG DftiSetValue(DFTI_DESCRIPTOR_HANDLE handle,
                                   enum DFTI_CONFIG_PARAM param, ...);
/* One pointer of the type listed at enum DFTI_CONFIG_PARAM follows the parameter. */
DFT__MKL_DEF MKL_LONG DftiGetValue(DFTI_DESCRIPTOR_HANDLE handle,
                                   enum DFTI_CONFIG_PARAM param, ...);
/* Frees the descriptor and sets *handle = NULL; NULL-safe. */
DFT__MKL_DEF MKL_LONG DftiFreeDescriptor(DFTI_DESCRIPTOR_HANDLE *handle);
/* A static message for any status (never NULL, shorter than DFTI_MAX_MESSAGE_LENGTH). */
DFT__MKL_DEF char *DftiErrorMessage(MKL_LONG status);
/* Nonzero when status belongs to error_class. */
DFT__MKL_DEF MKL_LONG DftiErrorClass(MKL_LONG status, MKL_LONG error_class);

#ifdef __cplusplus
}
#endif
#endif /* DFT__MKL_DFTI_H */

/* >>impl ================================================================== */
#if defined(DFT_IMPLEMENTATION) && !defined(DFT__MKL_DFTI_IMPLEMENTATION)
#define DFT__MKL_DFTI_IMPLEMENTATION

#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#ifdef DFT_MALLOC
#define DFT__MKL_ALLOC(n) DFT_MALLOC(n)
#define DFT__MKL_RELEASE(p) DFT_FREE(p)
#else
#define DFT__MKL_ALLOC(n) malloc(n)
#define DFT__MKL_RELEASE(p) free(p)
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Why two dft.h descriptors. dft.h's layouts belong to the domains: FWD_STRIDES and
   FWD_DISTANCE describe forward-domain data whatever the direction. DFTI's INPUT_*
   and OUTPUT_* settings follow the call instead: for DftiComputeForward the input is
   forward-domain data, for DftiComputeBackward it is backward-domain data. dft.h
   resolves INPUT/OUTPUT strides per direction itself, but has no INPUT/OUTPUT
   distances, and one rule for both is simplest: `cfg` holds every setting in dft.h's
   domain form and is never committed; DftiCommitDescriptor translates the INPUT/OUTPUT
   settings into domain settings once per direction (forward: forward = input,
   backward = output; backward: the reverse) and commits a copy of `cfg` for each.
   When both directions come out alike (always so when only the domain form is used)
   one committed copy serves both. */
struct DFTI_DESCRIPTOR {
  dft_descriptor *cfg;                       /* the settings; never committed */
  dft_descriptor *plan[2];                   /* committed: [0] forward, [1] backward
                                                calls; may be one descriptor; NULL:
                                                that direction was refused */
  MKL_LONG refused[2];                       /* why plan[dir] is NULL */
  int committed;
  int inplace, split;                        /* call shape of the committed settings */
  dft_precision precision;
  dft_domain domain;
  int dimension;
  int64_t lengths[DFT_MAX_DIMENSION];
  int io_strides;                            /* strides last set in INPUT/OUTPUT form */
  int io_distance;                           /* distances last set in INPUT/OUTPUT form */
  int64_t in_strides[DFT_MAX_DIMENSION + 1], out_strides[DFT_MAX_DIMENSION + 1];
  int64_t in_distance, out_distance;
  int packed_format_set;                     /* DFTI_PACKED_FORMAT set explicitly */
  char name[DFTI_MAX_NAME_LENGTH];
  enum DFTI_CONFIG_VALUE workspace, ordering, transpose, destroy_input;
  MKL_LONG user_threads;
};

static int dft__mkl_num_threads = 0; /* mkl_set_num_threads; 0: OpenMP's default */
static int dft__mkl_dynamic = 1;     /* mkl_set_dynamic, recorded only */

static int dft__mkl_load(const int *p)
{
  int v;
#ifdef _OPENMP
#pragma omp critical(dft__mkl_service)
#endif
  v = *p;
  return v;
}

static void dft__mkl_store(int *p, int v)
{
#ifdef _OPENMP
#pragma omp critical(dft__mkl_service)
#endif
  *p = v;
}

static MKL_LONG dft__mkl_status(dft_status s)
{
  switch (s) {
  case DFT_OK: return DFTI_NO_ERROR;
  case DFT_ERROR_MEMORY: return DFTI_MEMORY_ERROR;
  case DFT_ERROR_INVALID_CONFIGURATION: return DFTI_INVALID_CONFIGURATION;
  case DFT_ERROR_INCONSISTENT_CONFIGURATION: return DFTI_INCONSISTENT_CONFIGURATION;
  case DFT_ERROR_BAD_DESCRIPTOR: return DFTI_BAD_DESCRIPTOR;
  case DFT_ERROR_UNIMPLEMENTED: return DFTI_UNIMPLEMENTED;
  default: return DFTI_MKL_INTERNAL_ERROR; /* DFT_ERROR_INTERNAL; DEVICE is GPU-only */
  }
}

/* A pointer argument that cannot be one (an integer given where DFTI wants an array:
   no valid object lies in the first page). */
static int dft__mkl_bad_pointer(const void *p)
{
  return (uintptr_t)p < 4096u;
}

static void dft__mkl_drop_plans(struct DFTI_DESCRIPTOR *h)
{
  if (h->plan[1] && h->plan[1] != h->plan[0]) dft_free(&h->plan[1]);
  dft_free(&h->plan[0]);
  h->plan[0] = h->plan[1] = NULL;
  h->committed = 0;
}

static void dft__mkl_destroy(struct DFTI_DESCRIPTOR *h)
{
  if (!h) return;
  dft__mkl_drop_plans(h);
  dft_free(&h->cfg);
  DFT__MKL_RELEASE(h);
}

/* >>create ---------------------------------------------------------------- */
DFT__MKL_DEF MKL_LONG DftiCreateDescriptor(DFTI_DESCRIPTOR_HANDLE *handle,
                                           enum DFTI_CONFIG_VALUE precision,
                                           enum DFTI_CONFIG_VALUE domain,
                                           MKL_LONG dimension, ...)
{
  struct DFTI_DESCRIPTOR *h;
  int64_t lengths[DFT_MAX_DIMENSION];
  dft_precision prec;
  dft_domain dom;
  dft_status st;
  va_list ap;
  int i;

  if (!handle) return DFTI_BAD_DESCRIPTOR;
  *handle = NULL;
  if (precision == DFTI_SINGLE) prec = DFT_SINGLE;
  else if (precision == DFTI_DOUBLE) prec = DFT_DOUBLE;
  else return DFTI_INVALID_CONFIGURATION;
  if (domain == DFTI_COMPLEX) dom = DFT_COMPLEX;
  else if (domain == DFTI_REAL) dom = DFT_REAL;
  else return DFTI_INVALID_CONFIGURATION;
  if (dimension < 1 || dimension > DFT_MAX_DIMENSION) return DFTI_INVALID_CONFIGURATION;

  va_start(ap, dimension);
  if (dimension == 1) {
    lengths[0] = (int64_t)va_arg(ap, MKL_LONG);
  } else {
    const MKL_LONG *l = va_arg(ap, const MKL_LONG *);
    if (dft__mkl_bad_pointer(l)) {
      va_end(ap);
      return DFTI_INVALID_CONFIGURATION;
    }
    for (i = 0; i < (int)dimension; i++) lengths[i] = (int64_t)l[i];
  }
  va_end(ap);
  for (i = 0; i < (int)dimension; i++)
    if (lengths[i] < 1) return DFTI_INVALID_CONFIGURATION;

  h = (struct DFTI_DESCRIPTOR *)DFT__MKL_ALLOC(sizeof *h);
  if (!h) return DFTI_MEMORY_ERROR;
  memset(h, 0, sizeof *h);
  st = dft_create(&h->cfg, prec, dom, (int64_t)dimension, lengths);
  if (st != DFT_OK) {
    DFT__MKL_RELEASE(h);
    return dft__mkl_status(st);
  }
  h->precision = prec;
  h->domain = dom;
  h->dimension = (int)dimension;
  for (i = 0; i < (int)dimension; i++) h->lengths[i] = lengths[i];
  h->workspace = DFTI_ALLOW;
  h->ordering = DFTI_ORDERED;
  h->transpose = DFTI_NONE;
  h->destroy_input = DFTI_AVOID;
  h->user_threads = 1;
  *handle = h;
  return DFTI_NO_ERROR;
}

DFT__MKL_DEF MKL_LONG DftiCopyDescriptor(DFTI_DESCRIPTOR_HANDLE original,
                                         DFTI_DESCRIPTOR_HANDLE *copy)
{
  struct DFTI_DESCRIPTOR *h;
  dft_status st = DFT_OK;
  int dir;

  if (!original || !copy) return DFTI_BAD_DESCRIPTOR;
  h = (struct DFTI_DESCRIPTOR *)DFT__MKL_ALLOC(sizeof *h);
  if (!h) return DFTI_MEMORY_ERROR;
  memcpy(h, original, sizeof *h);
  h->cfg = h->plan[0] = h->plan[1] = NULL;
  st = dft_copy(original->cfg, &h->cfg);
  for (dir = 0; dir < 2 && st == DFT_OK; dir++) {
    if (!original->plan[dir]) continue;
    if (dir == 1 && original->plan[1] == original->plan[0]) h->plan[1] = h->plan[0];
    else st = dft_copy(original->plan[dir], &h->plan[dir]);
  }
  if (st != DFT_OK) {
    dft__mkl_destroy(h);
    return dft__mkl_status(st);
  }
  *copy = h;
  return DFTI_NO_ERROR;
}

DFT__MKL_DEF MKL_LONG DftiFreeDescriptor(DFTI_DESCRIPTOR_HANDLE *handle)
{
  if (!handle) return DFTI_NO_ERROR;
  dft__mkl_destroy(*handle);
  *handle = NULL;
  return DFTI_NO_ERROR;
}

/* >>commit ---------------------------------------------------------------- */
/* One direction's dft.h layout: strides and distance of each domain. */
typedef struct dft__mkl_layout {
  int64_t fwd[DFT_MAX_DIMENSION + 1], bwd[DFT_MAX_DIMENSION + 1];
  int64_t fwd_distance, bwd_distance;
} dft__mkl_layout;

static dft_status dft__mkl_plan(const struct DFTI_DESCRIPTOR *h, const dft__mkl_layout *l,
                                int64_t thread_limit, dft_descriptor **out)
{
  dft_descriptor *d = NULL;
  dft_status st = dft_copy(h->cfg, &d);
  if (st == DFT_OK) st = dft_set_ints(d, DFT_FWD_STRIDES, l->fwd);
  if (st == DFT_OK) st = dft_set_ints(d, DFT_BWD_STRIDES, l->bwd);
  if (st == DFT_OK) st = dft_set_int(d, DFT_FWD_DISTANCE, l->fwd_distance);
  if (st == DFT_OK) st = dft_set_int(d, DFT_BWD_DISTANCE, l->bwd_distance);
  if (st == DFT_OK) st = dft_set_int(d, DFT_THREAD_LIMIT, thread_limit);
  if (st == DFT_OK) st = dft_commit(d);
  if (st != DFT_OK) dft_free(&d);
  *out = d;
  return st;
}

DFT__MKL_DEF MKL_LONG DftiCommitDescriptor(DFTI_DESCRIPTOR_HANDLE h)
{
  dft__mkl_layout lay[2];
  dft_descriptor *plan[2] = {NULL, NULL};
  dft_status st[2] = {DFT_OK, DFT_OK};
  dft_config_value placement, storage, ce_storage;
  int64_t limit;
  int same_types, i, dir, n;

  if (!h) return DFTI_BAD_DESCRIPTOR;
  n = h->dimension + 1;
  memset(lay, 0, sizeof lay);
  if (dft_get_config(h->cfg, DFT_PLACEMENT, &placement) != DFT_OK ||
      dft_get_config(h->cfg, DFT_COMPLEX_STORAGE, &storage) != DFT_OK ||
      dft_get_config(h->cfg, DFT_CONJUGATE_EVEN_STORAGE, &ce_storage) != DFT_OK ||
      dft_get_ints(h->cfg, DFT_FWD_STRIDES, lay[0].fwd) != DFT_OK ||
      dft_get_ints(h->cfg, DFT_BWD_STRIDES, lay[0].bwd) != DFT_OK ||
      dft_get_int(h->cfg, DFT_FWD_DISTANCE, &lay[0].fwd_distance) != DFT_OK ||
      dft_get_int(h->cfg, DFT_BWD_DISTANCE, &lay[0].bwd_distance) != DFT_OK ||
      dft_get_int(h->cfg, DFT_THREAD_LIMIT, &limit) != DFT_OK)
    return DFTI_MKL_INTERNAL_ERROR;
  lay[1] = lay[0];

  /* In place with the same element type in both domains, DFTI ignores the output
     settings: the output lies where the input was. */
  same_types = h->domain == DFT_COMPLEX || ce_storage == DFT_COMPLEX_REAL;
  if (h->io_strides) {
    const int64_t *out = (placement == DFT_INPLACE && same_types) ? h->in_strides
                                                                   : h->out_strides;
    for (i = 0; i < n; i++) {
      lay[0].fwd[i] = h->in_strides[i]; /* forward call: input = forward domain */
      lay[0].bwd[i] = out[i];
      lay[1].bwd[i] = h->in_strides[i]; /* backward call: input = backward domain */
      lay[1].fwd[i] = out[i];
    }
  }
  if (h->io_distance) {
    int64_t out = (placement == DFT_INPLACE && same_types) ? h->in_distance
                                                            : h->out_distance;
    lay[0].fwd_distance = h->in_distance;
    lay[0].bwd_distance = out;
    lay[1].bwd_distance = h->in_distance;
    lay[1].fwd_distance = out;
  }

  /* mkl_set_num_threads caps descriptors that set no THREAD_LIMIT of their own. */
  if (limit == 0) limit = dft__mkl_load(&dft__mkl_num_threads);

  st[0] = dft__mkl_plan(h, &lay[0], limit, &plan[0]);
  if (memcmp(&lay[0], &lay[1], sizeof lay[0]) == 0) {
    plan[1] = plan[0];
    st[1] = st[0];
  } else {
    st[1] = dft__mkl_plan(h, &lay[1], limit, &plan[1]);
  }
  if (st[0] != DFT_OK && st[1] != DFT_OK) return dft__mkl_status(st[0]);

  dft__mkl_drop_plans(h);
  for (dir = 0; dir < 2; dir++) {
    h->plan[dir] = plan[dir];
    h->refused[dir] = dft__mkl_status(st[dir]);
  }
  h->inplace = placement == DFT_INPLACE;
  h->split = storage == DFT_REAL_REAL;
  h->committed = 1;
  return DFTI_NO_ERROR;
}

/* >>compute --------------------------------------------------------------- */
static MKL_LONG dft__mkl_compute(DFTI_DESCRIPTOR_HANDLE h, int backward, void *x,
                                 va_list ap)
{
  const dft_descriptor *d;
  void *a = x, *b = NULL, *c = NULL, *e = NULL;
  dft_status st;

  if (!h || !h->committed) return DFTI_BAD_DESCRIPTOR;
  d = h->plan[backward];
  if (!d) return h->refused[backward];
  if (!h->split) {
    if (!h->inplace) b = va_arg(ap, void *);
    st = backward ? dft_compute_backward(d, a, b) : dft_compute_forward(d, a, b);
    return dft__mkl_status(st);
  }
  b = va_arg(ap, void *);
  if (!h->inplace) {
    c = va_arg(ap, void *);
    e = va_arg(ap, void *);
    if (h->domain == DFT_REAL) { /* real data have no imaginary array */
      if (backward) e = NULL;
      else b = NULL;
    }
  }
  st = backward ? dft_compute_backward_split(d, a, b, c, e)
                : dft_compute_forward_split(d, a, b, c, e);
  return dft__mkl_status(st);
}

DFT__MKL_DEF MKL_LONG DftiComputeForward(DFTI_DESCRIPTOR_HANDLE handle, void *x, ...)
{
  MKL_LONG r;
  va_list ap;
  va_start(ap, x);
  r = dft__mkl_compute(handle, 0, x, ap);
  va_end(ap);
  return r;
}

DFT__MKL_DEF MKL_LONG DftiComputeBackward(DFTI_DESCRIPTOR_HANDLE handle, void *x, ...)
{
  MKL_LONG r;
  va_list ap;
  va_start(ap, x);
  r = dft__mkl_compute(handle, 1, x, ap);
  va_end(ap);
  return r;
}

/* >>values ---------------------------------------------------------------- */
/* DftiSetValue and DftiGetValue keep oneMKL's prototypes, whose last named parameter
   is an enum; clang's C++ mode warns about va_start on it although every ABI passes
   it as an int. */
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wvarargs"
#endif

/* The stride rule of dft.h (docs/API-READINGS.md item 3), for INPUT/OUTPUT strides
   that are kept here rather than in dft.h. */
static int dft__mkl_strides_ok(const struct DFTI_DESCRIPTOR *h, const int64_t *s)
{
  int i, unset = 1;
  for (i = 0; i <= h->dimension; i++)
    if (s[i] != 0) unset = 0;
  if (unset) return 1;
  if (s[0] < 0) return 0;
  for (i = 1; i <= h->dimension; i++)
    if (s[i] == 0 && h->lengths[i - 1] > 1) return 0;
  return 1;
}

static const char dft__mkl_version[] =
    "dft.h oneMKL DFTI compatibility layer (oneMKL DFTI C interface over dft.h)";

DFT__MKL_DEF MKL_LONG DftiSetValue(DFTI_DESCRIPTOR_HANDLE h, enum DFTI_CONFIG_PARAM param,
                                   ...)
{
  static const int64_t zeros[DFT_MAX_DIMENSION + 1] = {0};
  int64_t v[DFT_MAX_DIMENSION + 1];
  dft_status st = DFT_OK;
  MKL_LONG r = DFTI_NO_ERROR;
  va_list ap;
  int i, e;

  if (!h) return DFTI_BAD_DESCRIPTOR;
  va_start(ap, param);
  switch ((int)param) {
  case DFTI_FORWARD_SCALE:
  case DFTI_BACKWARD_SCALE:
    st = dft_set_real(h->cfg, (dft_param)param, va_arg(ap, double));
    break;
  case DFTI_NUMBER_OF_TRANSFORMS:
  case DFTI_THREAD_LIMIT:
    st = dft_set_int(h->cfg, (dft_param)param, (int64_t)va_arg(ap, MKL_LONG));
    break;
  case DFTI_COMPLEX_STORAGE:
  case DFTI_REAL_STORAGE:
  case DFTI_PLACEMENT:
    st = dft_set_config(h->cfg, (dft_param)param, (dft_config_value)va_arg(ap, int));
    break;
  case DFTI_CONJUGATE_EVEN_STORAGE:
    e = va_arg(ap, int);
    st = dft_set_config(h->cfg, DFT_CONJUGATE_EVEN_STORAGE, (dft_config_value)e);
    /* The packed format follows the storage until it is set itself: CCS was the
       default of DFTI's COMPLEX_REAL storage. */
    if (st == DFT_OK && !h->packed_format_set)
      st = dft_set_config(h->cfg, DFT_PACKED_FORMAT,
                          e == DFTI_COMPLEX_REAL ? DFT_CCS_FORMAT : DFT_CCE_FORMAT);
    break;
  case DFTI_PACKED_FORMAT:
    st = dft_set_config(h->cfg, DFT_PACKED_FORMAT, (dft_config_value)va_arg(ap, int));
    if (st == DFT_OK) h->packed_format_set = 1;
    break;
  case DFTI_FWD_STRIDES:
  case DFTI_BWD_STRIDES: {
    const MKL_LONG *s = va_arg(ap, const MKL_LONG *);
    if (!s) {
      r = DFTI_INVALID_CONFIGURATION;
      break;
    }
    for (i = 0; i <= h->dimension; i++) v[i] = (int64_t)s[i];
    st = dft_set_ints(h->cfg, (dft_param)param, v);
    if (st == DFT_OK && h->io_strides) { /* one stride form at a time, as dft.h */
      h->io_strides = 0;
      memset(h->in_strides, 0, sizeof h->in_strides);
      memset(h->out_strides, 0, sizeof h->out_strides);
      st = dft_set_ints(h->cfg, param == DFTI_FWD_STRIDES ? DFT_BWD_STRIDES
                                                          : DFT_FWD_STRIDES, zeros);
    }
    break;
  }
  case DFTI_INPUT_STRIDES:
  case DFTI_OUTPUT_STRIDES: {
    const MKL_LONG *s = va_arg(ap, const MKL_LONG *);
    if (!s) {
      r = DFTI_INVALID_CONFIGURATION;
      break;
    }
    for (i = 0; i <= h->dimension; i++) v[i] = (int64_t)s[i];
    if (!dft__mkl_strides_ok(h, v)) {
      r = DFTI_INVALID_CONFIGURATION;
      break;
    }
    if (!h->io_strides) {
      st = dft_set_ints(h->cfg, DFT_FWD_STRIDES, zeros);
      if (st == DFT_OK) st = dft_set_ints(h->cfg, DFT_BWD_STRIDES, zeros);
      if (st != DFT_OK) break;
      h->io_strides = 1;
    }
    memcpy(param == DFTI_INPUT_STRIDES ? h->in_strides : h->out_strides, v, sizeof v);
    break;
  }
  case DFTI_FWD_DISTANCE:
  case DFTI_BWD_DISTANCE:
    st = dft_set_int(h->cfg, (dft_param)param, (int64_t)va_arg(ap, MKL_LONG));
    if (st == DFT_OK && h->io_distance) { /* one distance form at a time */
      h->io_distance = 0;
      h->in_distance = h->out_distance = 0;
      st = dft_set_int(h->cfg, param == DFTI_FWD_DISTANCE ? DFT_BWD_DISTANCE
                                                          : DFT_FWD_DISTANCE, 0);
    }
    break;
  case DFTI_INPUT_DISTANCE:
  case DFTI_OUTPUT_DISTANCE: {
    int64_t dist = (int64_t)va_arg(ap, MKL_LONG);
    if (!h->io_distance) {
      st = dft_set_int(h->cfg, DFT_FWD_DISTANCE, 0);
      if (st == DFT_OK) st = dft_set_int(h->cfg, DFT_BWD_DISTANCE, 0);
      if (st != DFT_OK) break;
      h->io_distance = 1;
    }
    if (param == DFTI_INPUT_DISTANCE) h->in_distance = dist;
    else h->out_distance = dist;
    break;
  }
  case DFTI_WORKSPACE:
  case DFTI_DESTROY_INPUT:
    e = va_arg(ap, int);
    if (e != DFTI_ALLOW && e != DFTI_AVOID) r = DFTI_INVALID_CONFIGURATION;
    else if (param == DFTI_WORKSPACE) h->workspace = (enum DFTI_CONFIG_VALUE)e;
    else h->destroy_input = (enum DFTI_CONFIG_VALUE)e;
    break;
  case DFTI_ORDERING:
    e = va_arg(ap, int);
    if (e != DFTI_ORDERED && e != DFTI_BACKWARD_SCRAMBLED) r = DFTI_INVALID_CONFIGURATION;
    else h->ordering = (enum DFTI_CONFIG_VALUE)e;
    break;
  case DFTI_TRANSPOSE:
    e = va_arg(ap, int);
    if (e != DFTI_NONE && e != DFTI_ALLOW) r = DFTI_INVALID_CONFIGURATION;
    else h->transpose = (enum DFTI_CONFIG_VALUE)e;
    break;
  case DFTI_DESCRIPTOR_NAME: {
    const char *s = va_arg(ap, const char *);
    size_t len;
    if (!s) {
      r = DFTI_INVALID_CONFIGURATION;
      break;
    }
    for (len = 0; len < DFTI_MAX_NAME_LENGTH - 1 && s[len]; len++) continue;
    memcpy(h->name, s, len);
    h->name[len] = '\0';
    break;
  }
  case DFTI_NUMBER_OF_USER_THREADS: {
    MKL_LONG t = va_arg(ap, MKL_LONG);
    if (t < 1) r = DFTI_INVALID_CONFIGURATION;
    else h->user_threads = t;
    break;
  }
  default: /* read-only or unknown */
    r = DFTI_INVALID_CONFIGURATION;
    break;
  }
  va_end(ap);
  if (r == DFTI_NO_ERROR) r = dft__mkl_status(st);
  if (r == DFTI_NO_ERROR) dft__mkl_drop_plans(h); /* a change needs a new commit */
  return r;
}

DFT__MKL_DEF MKL_LONG DftiGetValue(DFTI_DESCRIPTOR_HANDLE h, enum DFTI_CONFIG_PARAM param,
                                   ...)
{
  int64_t v[DFT_MAX_DIMENSION + 1];
  dft_config_value c;
  dft_status st = DFT_OK;
  MKL_LONG r = DFTI_NO_ERROR;
  va_list ap;
  void *p;
  int i;

  va_start(ap, param);
  p = va_arg(ap, void *);
  va_end(ap);
  if (param == DFTI_VERSION) { /* also without a descriptor */
    if (!p) return DFTI_INVALID_CONFIGURATION;
    memcpy(p, dft__mkl_version, sizeof dft__mkl_version);
    return DFTI_NO_ERROR;
  }
  if (!h) return DFTI_BAD_DESCRIPTOR;
  if (!p) return DFTI_INVALID_CONFIGURATION;

  switch ((int)param) {
  case DFTI_FORWARD_DOMAIN:
    *(enum DFTI_CONFIG_VALUE *)p = h->domain == DFT_REAL ? DFTI_REAL : DFTI_COMPLEX;
    break;
  case DFTI_PRECISION:
    *(enum DFTI_CONFIG_VALUE *)p = h->precision == DFT_SINGLE ? DFTI_SINGLE : DFTI_DOUBLE;
    break;
  case DFTI_DIMENSION:
    *(MKL_LONG *)p = (MKL_LONG)h->dimension;
    break;
  case DFTI_LENGTHS:
    for (i = 0; i < h->dimension; i++) ((MKL_LONG *)p)[i] = (MKL_LONG)h->lengths[i];
    break;
  case DFTI_FORWARD_SCALE:
  case DFTI_BACKWARD_SCALE: {
    double s = 0;
    st = dft_get_real(h->cfg, (dft_param)param, &s);
    if (st != DFT_OK) break;
    if (h->precision == DFT_SINGLE) *(float *)p = (float)s;
    else *(double *)p = s;
    break;
  }
  case DFTI_NUMBER_OF_TRANSFORMS:
  case DFTI_THREAD_LIMIT:
  case DFTI_FWD_DISTANCE:
  case DFTI_BWD_DISTANCE:
    st = dft_get_int(h->cfg, (dft_param)param, &v[0]);
    if (st == DFT_OK) *(MKL_LONG *)p = (MKL_LONG)v[0];
    break;
  case DFTI_FWD_STRIDES:
  case DFTI_BWD_STRIDES:
    st = dft_get_ints(h->cfg, (dft_param)param, v);
    if (st == DFT_OK)
      for (i = 0; i <= h->dimension; i++) ((MKL_LONG *)p)[i] = (MKL_LONG)v[i];
    break;
  case DFTI_INPUT_STRIDES:
  case DFTI_OUTPUT_STRIDES: {
    const int64_t *s = param == DFTI_INPUT_STRIDES ? h->in_strides : h->out_strides;
    for (i = 0; i <= h->dimension; i++) ((MKL_LONG *)p)[i] = (MKL_LONG)s[i];
    break;
  }
  case DFTI_INPUT_DISTANCE:
    *(MKL_LONG *)p = (MKL_LONG)h->in_distance;
    break;
  case DFTI_OUTPUT_DISTANCE:
    *(MKL_LONG *)p = (MKL_LONG)h->out_distance;
    break;
  case DFTI_COMPLEX_STORAGE:
  case DFTI_REAL_STORAGE:
  case DFTI_CONJUGATE_EVEN_STORAGE:
  case DFTI_PLACEMENT:
  case DFTI_PACKED_FORMAT:
    st = dft_get_config(h->cfg, (dft_param)param, &c);
    if (st == DFT_OK) *(enum DFTI_CONFIG_VALUE *)p = (enum DFTI_CONFIG_VALUE)c;
    break;
  case DFTI_COMMIT_STATUS:
    *(enum DFTI_CONFIG_VALUE *)p = h->committed ? DFTI_COMMITTED : DFTI_UNCOMMITTED;
    break;
  case DFTI_WORKSPACE:
    *(enum DFTI_CONFIG_VALUE *)p = h->workspace;
    break;
  case DFTI_ORDERING:
    *(enum DFTI_CONFIG_VALUE *)p = h->ordering;
    break;
  case DFTI_TRANSPOSE:
    *(enum DFTI_CONFIG_VALUE *)p = h->transpose;
    break;
  case DFTI_DESTROY_INPUT:
    *(enum DFTI_CONFIG_VALUE *)p = h->destroy_input;
    break;
  case DFTI_DESCRIPTOR_NAME:
    memcpy(p, h->name, strlen(h->name) + 1);
    break;
  case DFTI_NUMBER_OF_USER_THREADS:
    *(MKL_LONG *)p = h->user_threads;
    break;
  default:
    r = DFTI_INVALID_CONFIGURATION;
    break;
  }
  if (r == DFTI_NO_ERROR) r = dft__mkl_status(st);
  return r;
}

#if defined(__clang__)
#pragma clang diagnostic pop
#endif

/* >>errors ---------------------------------------------------------------- */
static char dft__mkl_messages[13][DFTI_MAX_MESSAGE_LENGTH] = {
    "DFTI: no error",
    "DFTI error: memory allocation failed",
    "DFTI error: invalid configuration (parameter, value, length or pointer)",
    "DFTI error: inconsistent configuration or arguments",
    "DFTI error: multithreading error",
    "DFTI error: bad descriptor (NULL, or not committed)",
    "DFTI error: unimplemented configuration",
    "DFTI error: internal error",
    "DFTI error: number of threads differs from commit",
    "DFTI error: 1-D length exceeds the 32-bit range",
    "DFTI error: unknown status",
    "DFTI error: no workspace",
    "DFTI error: unknown status"};

DFT__MKL_DEF char *DftiErrorMessage(MKL_LONG status)
{
  if (status < 0 || status > 11 || status == 10) return dft__mkl_messages[12];
  return dft__mkl_messages[status];
}

DFT__MKL_DEF MKL_LONG DftiErrorClass(MKL_LONG status, MKL_LONG error_class)
{
  switch (error_class) {
  case DFTI_NO_ERROR:
  case DFTI_MEMORY_ERROR:
  case DFTI_INVALID_CONFIGURATION:
  case DFTI_INCONSISTENT_CONFIGURATION:
  case DFTI_MULTITHREADED_ERROR:
  case DFTI_BAD_DESCRIPTOR:
  case DFTI_UNIMPLEMENTED:
  case DFTI_MKL_INTERNAL_ERROR:
  case DFTI_NUMBER_OF_THREADS_ERROR:
  case DFTI_1D_LENGTH_EXCEEDS_INT32:
  case DFTI_NO_WORKSPACE:
    return status == error_class;
  default:
    return 0;
  }
}

/* >>service (mkl_service.h) ----------------------------------------------- */
/* mkl_malloc blocks: [padding][header][user data], the header just before the data. */
typedef struct dft__mkl_block {
  void *raw;
  size_t size;
  size_t alignment;
} dft__mkl_block;

DFT__MKL_DEF void *MKL_malloc(size_t size, int alignment)
{
  size_t a = 64, extra;
  unsigned char *raw, *user;
  dft__mkl_block hdr;

  if (alignment > 0 && (alignment & (alignment - 1)) == 0) a = (size_t)alignment;
  if (a < sizeof(void *)) a = sizeof(void *);
  extra = sizeof hdr + a;
  if (size > SIZE_MAX - extra) return NULL;
  raw = (unsigned char *)DFT__MKL_ALLOC(size + extra);
  if (!raw) return NULL;
  user = raw + sizeof hdr;
  user += (a - (size_t)((uintptr_t)user % a)) % a;
  hdr.raw = raw;
  hdr.size = size;
  hdr.alignment = a;
  memcpy(user - sizeof hdr, &hdr, sizeof hdr);
  return user;
}

DFT__MKL_DEF void *MKL_calloc(size_t num, size_t size, int alignment)
{
  void *p;
  if (size != 0 && num > SIZE_MAX / size) return NULL;
  p = MKL_malloc(num * size, alignment);
  if (p) memset(p, 0, num * size);
  return p;
}

DFT__MKL_DEF void MKL_free(void *ptr)
{
  dft__mkl_block hdr;
  if (!ptr) return;
  memcpy(&hdr, (unsigned char *)ptr - sizeof hdr, sizeof hdr);
  DFT__MKL_RELEASE(hdr.raw);
}

DFT__MKL_DEF void *MKL_realloc(void *ptr, size_t size)
{
  dft__mkl_block hdr;
  void *q;
  if (!ptr) return MKL_malloc(size, 64);
  memcpy(&hdr, (unsigned char *)ptr - sizeof hdr, sizeof hdr);
  q = MKL_malloc(size, (int)hdr.alignment);
  if (!q) return NULL;
  memcpy(q, ptr, size < hdr.size ? size : hdr.size);
  MKL_free(ptr);
  return q;
}

DFT__MKL_DEF void MKL_Free_Buffers(void) {}
DFT__MKL_DEF void MKL_Thread_Free_Buffers(void) {}

DFT__MKL_DEF void MKL_Set_Num_Threads(int n)
{
  dft__mkl_store(&dft__mkl_num_threads, n > 0 ? n : 0);
}

DFT__MKL_DEF int MKL_Set_Num_Threads_Local(int n)
{
  int old = dft__mkl_load(&dft__mkl_num_threads);
  MKL_Set_Num_Threads(n);
  return old;
}

DFT__MKL_DEF int MKL_Get_Max_Threads(void)
{
  int n = dft__mkl_load(&dft__mkl_num_threads);
  if (n > 0) return n;
#ifdef _OPENMP
  return omp_get_max_threads();
#else
  return 1;
#endif
}

DFT__MKL_DEF int MKL_Domain_Set_Num_Threads(int n, int domain)
{
  if (domain != MKL_DOMAIN_ALL && domain != MKL_DOMAIN_FFT) return 0;
  MKL_Set_Num_Threads(n);
  return 1;
}

DFT__MKL_DEF int MKL_Domain_Get_Max_Threads(int domain)
{
  (void)domain;
  return MKL_Get_Max_Threads();
}

DFT__MKL_DEF void MKL_Set_Dynamic(int flag)
{
  dft__mkl_store(&dft__mkl_dynamic, flag != 0);
}

DFT__MKL_DEF int MKL_Get_Dynamic(void)
{
  return dft__mkl_load(&dft__mkl_dynamic);
}

DFT__MKL_DEF void MKL_Get_Version_String(char *buffer, int len)
{
  size_t n;
  if (!buffer || len <= 0) return;
  n = sizeof dft__mkl_version - 1;
  if (n > (size_t)len - 1) n = (size_t)len - 1;
  memcpy(buffer, dft__mkl_version, n);
  buffer[n] = '\0';
}

DFT__MKL_DEF double dsecnd(void)
{
#ifdef _OPENMP
  return omp_get_wtime();
#else
  return (double)clock() / CLOCKS_PER_SEC;
#endif
}

#ifdef __cplusplus
}
#endif
#endif /* DFT_IMPLEMENTATION */
