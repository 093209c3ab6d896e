/* dft.h - discrete Fourier transforms in one header, with a oneMKL-style descriptor.

   USAGE
     In exactly one C or C++ file:
         #define DFT_IMPLEMENTATION
         #include "dft.h"
     Everywhere else just #include "dft.h".

     dft_descriptor *d;
     int64_t n = 1024;
     dft_create(&d, DFT_DOUBLE, DFT_COMPLEX, 1, &n);
     dft_commit(d);
     dft_compute_forward(d, data, NULL);          (in place, interleaved complex)
     dft_free(&d);

   CONFIGURATION MACROS (define before the implementation include)
     DFT_STATIC              make every function static to the including file
     DFTDEF                  storage class of the public functions (default extern)
     DFT_MALLOC(sz)/DFT_FREE(p)   replace malloc/free; define both or neither
     DFT_ASSERT(x)           replace assert()
     DFT_NO_OPENMP           never use OpenMP even under -fopenmp

   DATA FLOW
     descriptor (dft_set_*)  ->  dft_commit: validate, resolve layouts, plan every
     1-D length (factorization, twiddles, Bluestein chirps), size workspaces
     ->  dft_compute_*: a pure function of the committed plan and the buffers.
     Sections below carry grep-able banners: >>api >>impl >>util >>descriptor
     >>layout >>plan >>kernels >>execute >>compute >>backend.

   LICENSE
     MIT or public domain (Unlicense), at your choice.
*/
/* >>api ================================================================== */
#ifndef DFT_H
#define DFT_H

#include <stddef.h>
#include <stdint.h>

#ifndef DFTDEF
#ifdef DFT_STATIC
#define DFTDEF static
#else
#define DFTDEF extern
#endif
#endif

#ifdef __cplusplus
extern "C" {
#endif

typedef struct dft_descriptor dft_descriptor; /* opaque */

typedef enum { DFT_SINGLE = 1, DFT_DOUBLE = 2 } dft_precision;
typedef enum { DFT_COMPLEX = 1, DFT_REAL = 2 } dft_domain; /* the forward domain */

typedef enum {                 /* numbering follows oneMKL DFTI's error classes */
  DFT_OK = 0,
  DFT_ERROR_MEMORY = 1,                     /* an allocation failed */
  DFT_ERROR_INVALID_CONFIGURATION = 2,      /* bad parameter, value, pointer or length */
  DFT_ERROR_INCONSISTENT_CONFIGURATION = 3, /* settings that do not fit together, or a
                                               call that does not fit the committed ones */
  DFT_ERROR_BAD_DESCRIPTOR = 5,             /* NULL, or not committed, at compute time */
  DFT_ERROR_UNIMPLEMENTED = 6,
  DFT_ERROR_INTERNAL = 7,
  DFT_ERROR_DEVICE = 12                     /* the Vulkan device failed or is missing */
} dft_status;

/* Parameter numbers follow oneMKL DFTI's where DFTI has the parameter. */
typedef enum {
  DFT_FORWARD_DOMAIN = 0,          /* read-only, _int (dft_domain value) */
  DFT_DIMENSION = 1,               /* read-only, _int */
  DFT_LENGTHS = 2,                 /* read-only, _ints (dimension values) */
  DFT_PRECISION = 3,               /* read-only, _int (dft_precision value) */
  DFT_FORWARD_SCALE = 4,           /* _real */
  DFT_BACKWARD_SCALE = 5,          /* _real */
  DFT_NUMBER_OF_TRANSFORMS = 7,    /* _int, >= 1 */
  DFT_COMPLEX_STORAGE = 8,         /* _config: COMPLEX_COMPLEX or REAL_REAL */
  DFT_REAL_STORAGE = 9,            /* _config: REAL_REAL */
  DFT_CONJUGATE_EVEN_STORAGE = 10, /* _config: COMPLEX_COMPLEX or COMPLEX_REAL */
  DFT_PLACEMENT = 11,              /* _config: INPLACE or NOT_INPLACE */
  DFT_INPUT_STRIDES = 12,          /* _ints, dimension+1 values (legacy form) */
  DFT_OUTPUT_STRIDES = 13,         /* _ints, dimension+1 values (legacy form) */
  DFT_PACKED_FORMAT = 21,          /* _config: CCE, CCS, PACK or PERM */
  DFT_COMMIT_STATUS = 22,          /* read-only, _config: COMMITTED or UNCOMMITTED */
  DFT_THREAD_LIMIT = 27,           /* _int, >= 0 (0: the OpenMP default) */
  DFT_FWD_DISTANCE = 58,           /* _int */
  DFT_BWD_DISTANCE = 59,           /* _int */
  DFT_FWD_STRIDES = 60,            /* _ints, dimension+1 values */
  DFT_BWD_STRIDES = 61             /* _ints, dimension+1 values */
} dft_param;

/* Value numbers follow oneMKL DFTI's. */
typedef enum {
  DFT_COMMITTED = 30,
  DFT_UNCOMMITTED = 31,
  DFT_COMPLEX_COMPLEX = 39,
  DFT_COMPLEX_REAL = 40,
  DFT_REAL_REAL = 42,
  DFT_INPLACE = 43,
  DFT_NOT_INPLACE = 44,
  DFT_CCS_FORMAT = 54,
  DFT_PACK_FORMAT = 55,
  DFT_PERM_FORMAT = 56,
  DFT_CCE_FORMAT = 57
} dft_config_value;

#define DFT_MAX_DIMENSION 7

/* Creates an uncommitted descriptor for `dimension` (1..7) lengths (each >= 1).
   Returns DFT_OK and sets *desc, or an error status and leaves *desc untouched
   (DFT_ERROR_BAD_DESCRIPTOR when desc is NULL). Thread-safe. */
DFTDEF dft_status dft_create(dft_descriptor **desc, dft_precision precision,
                             dft_domain domain, int64_t dimension, const int64_t *lengths);
/* Deep copy; a committed source gives a committed copy that computes without a new
   commit. Leaves *dst untouched on error. */
DFTDEF dft_status dft_copy(const dft_descriptor *src, dft_descriptor **dst);
/* Frees the descriptor and its plan; NULL-safe; sets *desc = NULL. */
DFTDEF void dft_free(dft_descriptor **desc);

/* Setters: a parameter of another type, a read-only parameter or a value out of
   range gives DFT_ERROR_INVALID_CONFIGURATION and changes nothing. A successful set
   makes a committed descriptor uncommitted. Not thread-safe on one descriptor. */
DFTDEF dft_status dft_set_int(dft_descriptor *d, dft_param p, int64_t v);
DFTDEF dft_status dft_set_ints(dft_descriptor *d, dft_param p, const int64_t *v);
DFTDEF dft_status dft_set_real(dft_descriptor *d, dft_param p, double v);
DFTDEF dft_status dft_set_config(dft_descriptor *d, dft_param p, dft_config_value v);
/* Getters: unset strides and distances read back as zeros. */
DFTDEF dft_status dft_get_int(const dft_descriptor *d, dft_param p, int64_t *v);
DFTDEF dft_status dft_get_ints(const dft_descriptor *d, dft_param p, int64_t *v);
DFTDEF dft_status dft_get_real(const dft_descriptor *d, dft_param p, double *v);
DFTDEF dft_status dft_get_config(const dft_descriptor *d, dft_param p, dft_config_value *v);

/* Validates the settings, resolves the layouts and builds the plan. On error the
   descriptor stays as it was (a committed one stays committed). */
DFTDEF dft_status dft_commit(dft_descriptor *d);

/* Compute calls: pure functions of the committed plan and the buffers; several
   threads may compute with one committed descriptor at once. In place: out == NULL.
   Split (REAL_REAL) storage uses the _split forms; see README for argument order. */
DFTDEF dft_status dft_compute_forward(const dft_descriptor *d, void *in, void *out);
DFTDEF dft_status dft_compute_backward(const dft_descriptor *d, void *in, void *out);
DFTDEF dft_status dft_compute_forward_split(const dft_descriptor *d, void *in_re,
                                            void *in_im, void *out_re, void *out_im);
DFTDEF dft_status dft_compute_backward_split(const dft_descriptor *d, void *in_re,
                                             void *in_im, void *out_re, void *out_im);

DFTDEF const char *dft_status_string(dft_status s); /* never NULL */
DFTDEF void *dft_malloc(size_t bytes);              /* 64-byte aligned; NULL on failure */
DFTDEF void dft_free_memory(void *p);               /* NULL-safe */

/* >>backend interface: what companion headers (dft_vulkan.h) may use. ------------
   dft_backend_problem describes a committed descriptor with every layout resolved,
   in elements of each domain's element type (complex for complex data, real for
   real data and for the packed CCS/PACK/PERM formats). Direction 0 is forward
   (input = forward domain), 1 is backward. */
typedef struct dft_layout {
  int64_t offset;
  int64_t strides[DFT_MAX_DIMENSION]; /* strides[l] for dimension l (0-based) */
  int64_t distance;
} dft_layout;

typedef struct dft_problem {
  dft_precision precision;
  dft_domain domain;
  int dimension;
  int64_t lengths[DFT_MAX_DIMENSION];
  int64_t howmany;         /* NUMBER_OF_TRANSFORMS */
  double scale[2];         /* [0] forward, [1] backward */
  int inplace;             /* PLACEMENT == INPLACE */
  int split;               /* complex data in two real arrays (REAL_REAL storage) */
  dft_config_value packed; /* real domain: DFT_CCE_FORMAT, or CCS/PACK/PERM */
  int64_t thread_limit;
  dft_status valid[2];     /* per direction: DFT_OK, or why that direction is refused */
  dft_layout in[2], out[2];/* per direction: input and output layouts */
} dft_problem;

/* Fills *p from a committed descriptor (DFT_ERROR_BAD_DESCRIPTOR otherwise). */
DFTDEF dft_status dft_backend_problem(const dft_descriptor *d, dft_problem *p);
/* Attaches backend state to a committed descriptor; `release` frees it when the
   descriptor is freed, changed or recommitted; `clone` (may be NULL: the copy then
   has no backend state) copies it for dft_copy. Any previous state is released. */
DFTDEF dft_status dft_backend_attach(dft_descriptor *d, void *state,
                                     void (*release)(void *state),
                                     void *(*clone)(const void *state));
DFTDEF void *dft_backend_state(const dft_descriptor *d); /* NULL when none */

#ifdef __cplusplus
}
#endif
#endif /* DFT_H */
