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

/* >>impl ================================================================= */
#if defined(DFT_IMPLEMENTATION) && !defined(DFT__IMPLEMENTATION_DONE)
#define DFT__IMPLEMENTATION_DONE

#include <stdlib.h>
#include <string.h>
#include <math.h>

#if defined(DFT_MALLOC) != defined(DFT_FREE)
#error "dft.h: define both DFT_MALLOC and DFT_FREE, or neither"
#endif
#ifndef DFT_MALLOC
#define DFT_MALLOC(sz) malloc(sz)
#define DFT_FREE(p) free(p)
#endif
#ifndef DFT_ASSERT
#include <assert.h>
#define DFT_ASSERT(x) assert(x)
#endif

#if defined(_OPENMP) && !defined(DFT_NO_OPENMP)
#define DFT__OMP 1
#include <omp.h>
#define DFT__PRAGMA(x) _Pragma(#x)
#define DFT__OMP_FOR(nt, cond) DFT__PRAGMA(omp parallel for num_threads(nt) schedule(static) if (cond))
static int dft__thread_num(void) { return omp_get_thread_num(); }
static int dft__max_threads(void) { return omp_get_max_threads(); }
#else
#define DFT__OMP_FOR(nt, cond)
static int dft__thread_num(void) { return 0; }
static int dft__max_threads(void) { return 1; }
#endif

/* >>util ================================================================= */
#define DFT__MAX_ODD 64     /* largest generic odd radix + 3; bigger primes: Bluestein */
#define DFT__MAX_PRIME 61
#define DFT__MAX_STAGES 64
#define DFT__PI_2L 1.570796326794896619231321691639751442L
#define DFT__SIN60 0.866025403784438646763723170752936183L
#define DFT__SQRT1_2 0.707106781186547524400844362104849039L

/* Checked int64 arithmetic: returns 0 on overflow. */
static int dft__mul(int64_t a, int64_t b, int64_t *r)
{
  if (a != 0 && b != 0) {
    if (a > 0 ? (b > 0 ? a > INT64_MAX / b : b < INT64_MIN / a)
              : (b > 0 ? a < INT64_MIN / b : a < INT64_MAX / b))
      return 0;
  }
  *r = a * b;
  return 1;
}
static int dft__add(int64_t a, int64_t b, int64_t *r)
{
  if ((b > 0 && a > INT64_MAX - b) || (b < 0 && a < INT64_MIN - b)) return 0;
  *r = a + b;
  return 1;
}

/* cos and sin of 2*pi*k/n (0 <= k < n < 2^61), each angle reduced exactly to the
   first octant with integer arithmetic and evaluated in long double. */
static void dft__cis(uint64_t k, uint64_t n, long double *c, long double *s)
{
  const uint64_t u = 4 * (k % n), q = u / n;
  uint64_t r = u % n;
  long double c0, s0, t;
  int swap = 0;
  if (2 * r > n) { r = n - r; swap = 1; }
  t = DFT__PI_2L * (long double)r / (long double)n;
  c0 = cosl(t); s0 = sinl(t);
  if (swap) { t = c0; c0 = s0; s0 = t; }
  switch (q) {
  case 0: *c = c0; *s = s0; break;
  case 1: *c = -s0; *s = c0; break;
  case 2: *c = -c0; *s = -s0; break;
  default: *c = s0; *s = -c0; break;
  }
}

DFTDEF void *dft_malloc(size_t bytes)
{
  /* 64-byte alignment over DFT_MALLOC: the offset to the block start is kept in
     the 8 bytes just below the aligned pointer. */
  unsigned char *raw, *p;
  if (bytes > SIZE_MAX - 72) return NULL;
  raw = (unsigned char *)DFT_MALLOC(bytes + 72);
  if (!raw) return NULL;
  p = raw + 8;
  p += (64 - ((uintptr_t)p & 63)) & 63;
  memcpy(p - 8, &raw, sizeof raw);
  return p;
}
DFTDEF void dft_free_memory(void *p)
{
  void *raw;
  if (!p) return;
  memcpy(&raw, (unsigned char *)p - 8, sizeof raw);
  DFT_FREE(raw);
}

DFTDEF const char *dft_status_string(dft_status s)
{
  switch (s) {
  case DFT_OK: return "no error";
  case DFT_ERROR_MEMORY: return "memory allocation failed";
  case DFT_ERROR_INVALID_CONFIGURATION: return "invalid parameter, value, pointer or length";
  case DFT_ERROR_INCONSISTENT_CONFIGURATION: return "inconsistent configuration or call";
  case DFT_ERROR_BAD_DESCRIPTOR: return "descriptor is NULL or not committed";
  case DFT_ERROR_UNIMPLEMENTED: return "not implemented";
  case DFT_ERROR_INTERNAL: return "internal error";
  case DFT_ERROR_DEVICE: return "device failed or missing";
  }
  return "unknown status";
}

/* >>plan structures ======================================================= */
/* A 1-D complex plan: Stockham stages, or Bluestein over a smooth length m. */
typedef struct dft__fft {
  int64_t n;
  int nst;                      /* number of stages */
  int radix[DFT__MAX_STAGES];
  int64_t twoff[DFT__MAX_STAGES]; /* each stage's twiddles: offset in tw */
  void *tw;                     /* precision's complex type */
  int64_t m;                    /* Bluestein convolution length; 0: Stockham */
  struct dft__fft *sub;         /* Bluestein: plan of length m */
  void *chirp, *filt;           /* Bluestein: n chirp values, m filter values */
  int64_t ws;                   /* complex scratch points dft__fft_run needs */
} dft__fft;

/* A 1-D real plan: half-length complex plan and n/2 twiddles for even n, a
   full-length complex plan for odd n. */
typedef struct dft__rfft {
  int64_t n;
  dft__fft *c;
  void *tw;
  int64_t ws;
} dft__rfft;

enum { DFT__IN = 0, DFT__OUT = 1, DFT__TMP = 2 };                 /* buffer slots */
enum { DFT__VIEW_COMPLEX = 1, DFT__VIEW_REAL = 2, DFT__VIEW_PACKED = 3 };
enum { DFT__C2C = 1, DFT__R2C = 2, DFT__C2R = 3, DFT__COPY = 4 };   /* pass kinds */

/* Where one domain's data lies: offsets and strides in scalars from the slot's
   base (st[d] is the batch distance). */
typedef struct dft__view {
  int slot, kind;
  int64_t off;
  int64_t st[DFT_MAX_DIMENSION + 1];
} dft__view;

/* A pass: 1-D transforms (or copies) of length n along `axis`, one per row; rows
   run over the other axes and the batch. */
typedef struct dft__pass {
  int kind, axis, sub, scaled, nrd;
  int64_t n, rows;
  dft__view in, out;
  int64_t rext[DFT_MAX_DIMENSION + 1], rin[DFT_MAX_DIMENSION + 1], rout[DFT_MAX_DIMENSION + 1];
} dft__pass;

/* The program of one direction: its passes, and what compute must provide. */
typedef struct dft__prog {
  dft_status valid;
  int npass;
  dft__pass pass[DFT_MAX_DIMENSION + 1];
  int interleaved[3];           /* slot holds interleaved complex (im = re + 1) */
  int64_t tmp_scalars;          /* size of the TMP slot */
  dft_layout in, out;           /* resolved element layouts */
  int64_t lo[2], hi[2];         /* element bounds of input [0] and output [1] */
  int esz[2];                   /* scalars per element in input and output arrays */
} dft__prog;

typedef struct dft__plan {
  int nfft;
  dft__fft fft[DFT_MAX_DIMENSION];
  dft__rfft rfft;
  int packed;                   /* DFT_CCS/PACK/PERM_FORMAT, or 0 */
  size_t work;                  /* per-thread workspace bytes */
  int64_t elems;                /* elements of one transform (threading heuristic) */
  dft__prog prog[2];
} dft__plan;

/* Positions of Re and Im of X_k in a packed 1-D row of length n (-1: implied 0). */
static void dft__packed_pos(int fmt, int64_t n, int64_t k, int64_t *pr, int64_t *pi)
{
  const int even = !(n & 1);
  if (fmt == DFT_CCS_FORMAT) {
    *pr = 2 * k; *pi = 2 * k + 1;
    if (k == 0 || (even && k == n / 2)) *pi = -1;
    return;
  }
  if (k == 0) { *pr = 0; *pi = -1; return; }
  if (even && k == n / 2) { *pr = fmt == DFT_PERM_FORMAT ? 1 : n - 1; *pi = -1; return; }
  if (fmt == DFT_PERM_FORMAT && even) { *pr = 2 * k; *pi = 2 * k + 1; return; }
  *pr = 2 * k - 1; *pi = 2 * k;
}

/* >>kernels: the numeric code, written once and instantiated for float (_f) and
   double (_d). */
#define DFT__NUMERIC(T, S)                                                                         \
typedef struct { T re, im; } dft__c##S;                                                       \
                                                                                              \
/* One Stockham stage of radix p: n = m*p points per sub-sequence, L interleaved              \
   sub-sequences. a_r = x[q + L*(j + r*m)];  y[q + L*(p*j + k)] = b_k * w^(jk),               \
   b = DFT_p(a). tw holds (p-1)*m forward twiddles, then the p roots of unity. */             \
static void dft__stage##S(int p, int64_t m, int64_t L, const dft__c##S *x,                    \
                          dft__c##S *y, const dft__c##S *tw, int inv)                         \
{                                                                                             \
  const T sg = inv ? (T)1 : (T)-1;  /* sign of the exponent */                                \
  const T ws = inv ? (T)-1 : (T)1;  /* conjugates forward twiddles when inverse */            \
  const dft__c##S *root = tw + (int64_t)(p - 1) * m;                                          \
  int64_t j, q;                                                                               \
  int r, k;                                                                                   \
  for (j = 0; j < m; j++) {                                                                   \
    const dft__c##S *w = tw + j * (p - 1);                                                    \
    for (q = 0; q < L; q++) {                                                                 \
      const dft__c##S *a = x + q + L * j;                                                     \
      const int64_t as = L * m;                                                               \
      dft__c##S *b = y + q + L * p * j;                                                       \
      dft__c##S o[DFT__MAX_ODD];                                                              \
      switch (p) {                                                                            \
      case 2: {                                                                               \
        o[0].re = a[0].re + a[as].re; o[0].im = a[0].im + a[as].im;                           \
        o[1].re = a[0].re - a[as].re; o[1].im = a[0].im - a[as].im;                           \
      } break;                                                                                \
      case 3: {                                                                               \
        const T h = (T)DFT__SIN60;                                                            \
        T t1r = a[as].re + a[2 * as].re, t1i = a[as].im + a[2 * as].im;                       \
        T t2r = a[0].re - (T)0.5 * t1r, t2i = a[0].im - (T)0.5 * t1i;                         \
        T t3r = sg * h * (a[as].re - a[2 * as].re), t3i = sg * h * (a[as].im - a[2 * as].im); \
        o[0].re = a[0].re + t1r; o[0].im = a[0].im + t1i;                                     \
        o[1].re = t2r - t3i; o[1].im = t2i + t3r;                                             \
        o[2].re = t2r + t3i; o[2].im = t2i - t3r;                                             \
      } break;                                                                                \
      case 4: {                                                                               \
        T t0r = a[0].re + a[2 * as].re, t0i = a[0].im + a[2 * as].im;                         \
        T t1r = a[0].re - a[2 * as].re, t1i = a[0].im - a[2 * as].im;                         \
        T t2r = a[as].re + a[3 * as].re, t2i = a[as].im + a[3 * as].im;                       \
        T t3r = sg * (a[as].re - a[3 * as].re), t3i = sg * (a[as].im - a[3 * as].im);         \
        o[0].re = t0r + t2r; o[0].im = t0i + t2i;                                             \
        o[2].re = t0r - t2r; o[2].im = t0i - t2i;                                             \
        o[1].re = t1r - t3i; o[1].im = t1i + t3r;                                             \
        o[3].re = t1r + t3i; o[3].im = t1i - t3r;                                             \
      } break;                                                                                \
      case 8: {                                                                               \
        const T c = (T)DFT__SQRT1_2;                                                          \
        T ur[4], ui[4], vr[4], vi[4], xr, xi;                                                 \
        for (r = 0; r < 4; r++) {                                                             \
          ur[r] = a[r * as].re + a[(r + 4) * as].re; ui[r] = a[r * as].im + a[(r + 4) * as].im;\
          vr[r] = a[r * as].re - a[(r + 4) * as].re; vi[r] = a[r * as].im - a[(r + 4) * as].im;\
        }                                                                                     \
        /* v_r *= w8^r */                                                                     \
        xr = c * (vr[1] - sg * vi[1]); xi = c * (vi[1] + sg * vr[1]); vr[1] = xr; vi[1] = xi; \
        xr = -sg * vi[2]; xi = sg * vr[2]; vr[2] = xr; vi[2] = xi;                            \
        xr = c * (-vr[3] - sg * vi[3]); xi = c * (-vi[3] + sg * vr[3]); vr[3] = xr; vi[3] = xi;\
        for (k = 0; k < 2; k++) {                                                             \
          T *pr = k ? vr : ur, *pi = k ? vi : ui;                                             \
          T t0r = pr[0] + pr[2], t0i = pi[0] + pi[2], t1r = pr[0] - pr[2], t1i = pi[0] - pi[2];\
          T t2r = pr[1] + pr[3], t2i = pi[1] + pi[3];                                         \
          T t3r = sg * (pr[1] - pr[3]), t3i = sg * (pi[1] - pi[3]);                           \
          o[k + 0].re = t0r + t2r; o[k + 0].im = t0i + t2i;                                   \
          o[k + 4].re = t0r - t2r; o[k + 4].im = t0i - t2i;                                   \
          o[k + 2].re = t1r - t3i; o[k + 2].im = t1i + t3r;                                   \
          o[k + 6].re = t1r + t3i; o[k + 6].im = t1i - t3r;                                   \
        }                                                                                     \
      } break;                                                                                \
      default: { /* odd p: pair r with p-r (sums and differences) */                          \
        dft__c##S s[DFT__MAX_ODD / 2 + 1], d[DFT__MAX_ODD / 2 + 1];                           \
        const int hp = (p - 1) / 2;                                                           \
        o[0] = a[0];                                                                          \
        for (r = 1; r <= hp; r++) {                                                           \
          const dft__c##S u = a[r * as], v = a[(p - r) * as];                                 \
          s[r].re = u.re + v.re; s[r].im = u.im + v.im;                                       \
          d[r].re = u.re - v.re; d[r].im = u.im - v.im;                                       \
          o[0].re += s[r].re; o[0].im += s[r].im;                                             \
        }                                                                                     \
        for (k = 1; k <= hp; k++) {                                                           \
          T er = a[0].re, ei = a[0].im, fr = 0, fi = 0;                                       \
          int idx = 0;                                                                        \
          for (r = 1; r <= hp; r++) {                                                         \
            idx += k; if (idx >= p) idx -= p;                                                 \
            er += root[idx].re * s[r].re; ei += root[idx].re * s[r].im;                       \
            fr += root[idx].im * d[r].re; fi += root[idx].im * d[r].im;                       \
          }                                                                                   \
          o[k].re = er - sg * fi; o[k].im = ei + sg * fr;                                     \
          o[p - k].re = er + sg * fi; o[p - k].im = ei - sg * fr;                             \
        }                                                                                     \
      } break;                                                                                \
      }                                                                                       \
      b[0] = o[0];                                                                            \
      for (k = 1; k < p; k++) {                                                               \
        const T wr = w[k - 1].re, wi = ws * w[k - 1].im;                                      \
        b[k * L].re = o[k].re * wr - o[k].im * wi;                                            \
        b[k * L].im = o[k].re * wi + o[k].im * wr;                                            \
      }                                                                                       \
    }                                                                                         \
  }                                                                                           \
}                                                                                             \
                                                                                              \
/* x <- DFT(x) (inverse: exponent sign +1, unscaled); scratch holds pl->ws points. */         \
static void dft__fft_run##S(const dft__fft *pl, dft__c##S *x, dft__c##S *scratch, int inv)    \
{                                                                                             \
  int64_t k;                                                                                  \
  if (pl->m) { /* Bluestein: chirp, convolve with the precomputed filter, chirp */            \
    const dft__c##S *ch = (const dft__c##S *)pl->chirp, *f = (const dft__c##S *)pl->filt;     \
    dft__c##S *a = scratch;                                                                   \
    const T cs = inv ? (T)-1 : (T)1;                                                          \
    for (k = 0; k < pl->n; k++) {                                                             \
      const T wr = ch[k].re, wi = cs * ch[k].im;                                              \
      a[k].re = x[k].re * wr - x[k].im * wi;                                                  \
      a[k].im = x[k].re * wi + x[k].im * wr;                                                  \
    }                                                                                         \
    for (; k < pl->m; k++) a[k].re = a[k].im = 0;                                             \
    dft__fft_run##S(pl->sub, a, scratch + pl->m, 0);                                          \
    for (k = 0; k < pl->m; k++) {                                                             \
      const T wr = f[k].re, wi = cs * f[k].im, ar = a[k].re;                                  \
      a[k].re = ar * wr - a[k].im * wi;                                                       \
      a[k].im = ar * wi + a[k].im * wr;                                                       \
    }                                                                                         \
    dft__fft_run##S(pl->sub, a, scratch + pl->m, 1);                                          \
    for (k = 0; k < pl->n; k++) {                                                             \
      const T wr = ch[k].re, wi = cs * ch[k].im;                                              \
      x[k].re = a[k].re * wr - a[k].im * wi;                                                  \
      x[k].im = a[k].re * wi + a[k].im * wr;                                                  \
    }                                                                                         \
  } else {                                                                                    \
    dft__c##S *src = x, *dst = scratch, *t;                                                   \
    const dft__c##S *tw = (const dft__c##S *)pl->tw;                                          \
    int64_t L = 1, len = pl->n;                                                               \
    int s;                                                                                    \
    for (s = 0; s < pl->nst; s++) {                                                           \
      const int p = pl->radix[s];                                                             \
      dft__stage##S(p, len / p, L, src, dst, tw + pl->twoff[s], inv);                         \
      t = src; src = dst; dst = t;                                                            \
      L *= p; len /= p;                                                                       \
    }                                                                                         \
    if (src != x) memcpy(x, src, (size_t)pl->n * sizeof(*x));                                 \
  }                                                                                           \
}                                                                                             \
                                                                                              \
/* Real forward: n reals in r -> n/2+1 complex in z. scratch: pl->ws points. */               \
static void dft__rfft_fwd##S(const dft__rfft *pl, const T *r, dft__c##S *z, dft__c##S *scratch)\
{                                                                                             \
  const int64_t n = pl->n;                                                                    \
  int64_t k;                                                                                  \
  if (n & 1) {                                                                                \
    dft__c##S *y = scratch;                                                                   \
    for (k = 0; k < n; k++) { y[k].re = r[k]; y[k].im = 0; }                                  \
    dft__fft_run##S(pl->c, y, scratch + n, 0);                                                \
    for (k = 0; k <= n / 2; k++) z[k] = y[k];                                                 \
  } else {                                                                                    \
    const int64_t h = n / 2;                                                                  \
    const dft__c##S *w = (const dft__c##S *)pl->tw;                                           \
    T z0r, z0i;                                                                               \
    for (k = 0; k < h; k++) { z[k].re = r[2 * k]; z[k].im = r[2 * k + 1]; }                   \
    dft__fft_run##S(pl->c, z, scratch, 0);                                                    \
    z0r = z[0].re; z0i = z[0].im;                                                             \
    z[0].re = z0r + z0i; z[0].im = 0;                                                         \
    z[h].re = z0r - z0i; z[h].im = 0;                                                         \
    for (k = 1; k <= h / 2; k++) {                                                            \
      /* E = (Z_k + conj Z_{h-k})/2, O = (Z_k - conj Z_{h-k})/(2i), X_k = E + w^k O,          \
         X_{h-k} = conj(E - w^k O) */                                                         \
      const T ar = z[k].re, ai = z[k].im, br = z[h - k].re, bi = -z[h - k].im;                \
      const T er = (T)0.5 * (ar + br), ei = (T)0.5 * (ai + bi);                               \
      const T or_ = (T)0.5 * (ai - bi), oi = (T)-0.5 * (ar - br);                             \
      const T tr = w[k].re * or_ - w[k].im * oi, ti = w[k].re * oi + w[k].im * or_;           \
      z[k].re = er + tr; z[k].im = ei + ti;                                                   \
      z[h - k].re = er - tr; z[h - k].im = -(ei - ti);                                        \
    }                                                                                         \
  }                                                                                           \
}                                                                                             \
                                                                                              \
/* Real backward: n/2+1 complex in z (conjugate-even; the imaginary parts of the              \
   self-conjugate entries are ignored) -> n reals in r. z is not modified. */                 \
static void dft__rfft_bwd##S(const dft__rfft *pl, const dft__c##S *z, T *r, dft__c##S *scratch)\
{                                                                                             \
  const int64_t n = pl->n;                                                                    \
  int64_t k;                                                                                  \
  if (n & 1) {                                                                                \
    dft__c##S *y = scratch;                                                                   \
    y[0].re = z[0].re; y[0].im = 0;                                                           \
    for (k = 1; k <= n / 2; k++) {                                                            \
      y[k] = z[k];                                                                            \
      y[n - k].re = z[k].re; y[n - k].im = -z[k].im;                                          \
    }                                                                                         \
    dft__fft_run##S(pl->c, y, scratch + n, 1);                                                \
    for (k = 0; k < n; k++) r[k] = y[k].re;                                                   \
  } else {                                                                                    \
    const int64_t h = n / 2;                                                                  \
    const dft__c##S *w = (const dft__c##S *)pl->tw;                                           \
    dft__c##S *y = (dft__c##S *)(void *)r;                                                    \
    y[0].re = z[0].re + z[h].re; y[0].im = z[0].re - z[h].re;                                 \
    for (k = 1; k <= h / 2; k++) {                                                            \
      /* E = X_k + conj X_{h-k}, O = (X_k - conj X_{h-k}) conj(w^k), Z_k = E + iO,            \
         Z_{h-k} = conj E + i conj O */                                                       \
      const T ar = z[k].re, ai = z[k].im, br = z[h - k].re, bi = -z[h - k].im;                \
      const T er = ar + br, ei = ai + bi, dr = ar - br, di = ai - bi;                         \
      const T or_ = dr * w[k].re + di * w[k].im, oi = di * w[k].re - dr * w[k].im;            \
      y[k].re = er - oi; y[k].im = ei + or_;                                                  \
      y[h - k].re = er + oi; y[h - k].im = or_ - ei;                                          \
    }                                                                                         \
    dft__fft_run##S(pl->c, y, scratch, 1);                                                    \
  }                                                                                           \
}                                                                                             \
                                                                                              \
/* >>layout moves: one row of a view to or from a contiguous buffer. Interleaved              \
   complex data is a split view with im = re + 1 and doubled strides. */                      \
static void dft__gather_c##S(int64_t n, const T *re, const T *im, int64_t st, dft__c##S *b)   \
{                                                                                             \
  int64_t j;                                                                                  \
  for (j = 0; j < n; j++) { b[j].re = re[j * st]; b[j].im = im[j * st]; }                     \
}                                                                                             \
static void dft__scatter_c##S(int64_t n, const dft__c##S *b, T *re, T *im, int64_t st, T sc)  \
{                                                                                             \
  int64_t j;                                                                                  \
  for (j = 0; j < n; j++) { re[j * st] = sc * b[j].re; im[j * st] = sc * b[j].im; }           \
}                                                                                             \
static void dft__gather_r##S(int64_t n, const T *re, int64_t st, T *b)                        \
{                                                                                             \
  int64_t j;                                                                                  \
  for (j = 0; j < n; j++) b[j] = re[j * st];                                                  \
}                                                                                             \
static void dft__scatter_r##S(int64_t n, const T *b, T *re, int64_t st, T sc)                 \
{                                                                                             \
  int64_t j;                                                                                  \
  for (j = 0; j < n; j++) re[j * st] = sc * b[j];                                             \
}                                                                                             \
/* Packed 1-D formats: position of Re/Im X_k in the packed row, or -1 when the                \
   value is implied (zero). */                                                                \
static void dft__pack##S(int fmt, int64_t n, const dft__c##S *z, T *a, int64_t st, T sc)      \
{                                                                                             \
  int64_t k;                                                                                  \
  for (k = 0; k <= n / 2; k++) {                                                              \
    int64_t pr, pi;                                                                           \
    dft__packed_pos(fmt, n, k, &pr, &pi);                                                     \
    if (pr >= 0) a[pr * st] = sc * z[k].re;                                                   \
    if (pi >= 0) a[pi * st] = sc * z[k].im;                                                   \
  }                                                                                           \
  if (fmt == DFT_CCS_FORMAT) { /* the structural zeros are part of the CCS row */             \
    a[1 * st] = 0;                                                                            \
    if (!(n & 1)) a[(n + 1) * st] = 0;                                                        \
  }                                                                                           \
}                                                                                             \
static void dft__unpack##S(int fmt, int64_t n, const T *a, int64_t st, dft__c##S *z)          \
{                                                                                             \
  int64_t k;                                                                                  \
  for (k = 0; k <= n / 2; k++) {                                                              \
    int64_t pr, pi;                                                                           \
    dft__packed_pos(fmt, n, k, &pr, &pi);                                                     \
    z[k].re = pr >= 0 ? a[pr * st] : (T)0;                                                    \
    z[k].im = pi >= 0 ? a[pi * st] : (T)0;                                                    \
  }                                                                                           \
}                                                                                             \
                                                                                              \
/* One row of a pass. in/out point at the row's first element (re and im). */                 \
static void dft__row##S(const dft__plan *pl, const dft__pass *ps, int inv, T sc,              \
                        const T *ire, const T *iim, T *ore, T *oim, void *work)               \
{                                                                                             \
  dft__c##S *cb = (dft__c##S *)work;                /* n+2 complex */                         \
  T *rb = (T *)(void *)(cb + ps->n + 2);             /* n+2 reals */                          \
  dft__c##S *scr = (dft__c##S *)(void *)(rb + ps->n + 2 + (ps->n & 1)); /* plan scratch */    \
  const int64_t is = ps->in.st[ps->axis], os = ps->out.st[ps->axis];                          \
  switch (ps->kind) {                                                                         \
  case DFT__C2C:                                                                              \
    dft__gather_c##S(ps->n, ire, iim, is, cb);                                                \
    dft__fft_run##S(&pl->fft[ps->sub], cb, scr, inv);                                         \
    dft__scatter_c##S(ps->n, cb, ore, oim, os, sc);                                           \
    break;                                                                                    \
  case DFT__R2C:                                                                              \
    dft__gather_r##S(ps->n, ire, is, rb);                                                     \
    dft__rfft_fwd##S(&pl->rfft, rb, cb, scr);                                                 \
    if (ps->out.kind == DFT__VIEW_PACKED) dft__pack##S(pl->packed, ps->n, cb, ore, os, sc);   \
    else dft__scatter_c##S(ps->n / 2 + 1, cb, ore, oim, os, sc);                              \
    break;                                                                                    \
  case DFT__C2R:                                                                              \
    if (ps->in.kind == DFT__VIEW_PACKED) dft__unpack##S(pl->packed, ps->n, ire, is, cb);      \
    else dft__gather_c##S(ps->n / 2 + 1, ire, iim, is, cb);                                   \
    dft__rfft_bwd##S(&pl->rfft, cb, rb, scr);                                                 \
    dft__scatter_r##S(ps->n, rb, ore, os, sc);                                                \
    break;                                                                                    \
  default: /* DFT__COPY: ps->n elements of the view's kind */                                 \
    if (ps->in.kind == DFT__VIEW_COMPLEX) {                                                   \
      dft__gather_c##S(ps->n, ire, iim, is, cb);                                              \
      dft__scatter_c##S(ps->n, cb, ore, oim, os, (T)1);                                       \
    } else {                                                                                  \
      dft__gather_r##S(ps->n, ire, is, rb);                                                   \
      dft__scatter_r##S(ps->n, rb, ore, os, (T)1);                                            \
    }                                                                                         \
    break;                                                                                    \
  }                                                                                           \
}                                                                                             \
                                                                                              \
/* Runs one pass over all its rows, threads sharing the rows. */                              \
static void dft__pass_run##S(const dft__plan *pl, const dft__pass *ps, int inv, double scale, \
                             T *const bre[3], T *const bim[3], char *work, size_t wsz, int nt)\
{                                                                                             \
  const int64_t rows = ps->rows;                                                              \
  const T sc = ps->scaled ? (T)scale : (T)1;                                                  \
  int64_t r;                                                                                  \
  (void)nt;                                                                                   \
  DFT__OMP_FOR(nt, nt > 1 && rows > 1)                                                        \
  for (r = 0; r < rows; r++) {                                                                \
    int64_t io = ps->in.off, oo = ps->out.off, rem = r;                                       \
    int i;                                                                                    \
    for (i = ps->nrd - 1; i >= 0; i--) {                                                      \
      const int64_t e = ps->rext[i], ki = rem % e;                                            \
      rem /= e;                                                                               \
      io += ki * ps->rin[i];                                                                  \
      oo += ki * ps->rout[i];                                                                 \
    }                                                                                         \
    dft__row##S(pl, ps, inv, sc, bre[ps->in.slot] + io, bim[ps->in.slot] + io,                \
                bre[ps->out.slot] + oo, bim[ps->out.slot] + oo,                               \
                work + wsz * (size_t)dft__thread_num());                                      \
  }                                                                                           \
}                                                                                             \
                                                                                              \
/* Stores long double values into a T array (planning). */                                    \
static void dft__put##S(void *arr, int64_t i, long double re, long double im)                 \
{                                                                                             \
  ((dft__c##S *)arr)[i].re = (T)re;                                                           \
  ((dft__c##S *)arr)[i].im = (T)im;                                                           \
}                                                                                             \

DFT__NUMERIC(float, _f)
DFT__NUMERIC(double, _d)
#undef DFT__NUMERIC

/* >>plan ================================================================= */
static void dft__put(int prec, void *arr, int64_t i, long double re, long double im)
{
  if (prec == DFT_SINGLE) dft__put_f(arr, i, re, im);
  else dft__put_d(arr, i, re, im);
}
static size_t dft__csize(int prec) { return prec == DFT_SINGLE ? sizeof(dft__c_f) : sizeof(dft__c_d); }

/* Radices for n, largest first; returns their count, or -1 when n has a prime
   factor above DFT__MAX_PRIME. */
static int dft__factor(int64_t n, int *radix)
{
  int cnt = 0, e = 0, p;
  while (n % 2 == 0) { n /= 2; e++; }
  for (; e >= 3; e -= 3) radix[cnt++] = 8;
  if (e == 2) radix[cnt++] = 4;
  if (e == 1) radix[cnt++] = 2;
  for (p = 3; p <= DFT__MAX_PRIME && n > 1; p += 2)
    while (n % p == 0) { n /= p; radix[cnt++] = p; }
  return n == 1 ? cnt : -1;
}

/* Smallest 2^a 3^b 5^c >= n (n <= 2^61). */
static int64_t dft__good_size(int64_t n)
{
  int64_t best = INT64_MAX, p2, p3, p5;
  for (p5 = 1; p5 < best && p5 / 5 < n; p5 *= 5)
    for (p3 = p5; p3 < best && p3 / 3 < n; p3 *= 3) {
      p2 = p3;
      while (p2 < n) p2 *= 2;
      if (p2 < best) best = p2;
    }
  return best;
}

static void dft__fft_clear(dft__fft *f)
{
  if (f->sub) { dft__fft_clear(f->sub); DFT_FREE(f->sub); }
  dft_free_memory(f->tw);
  dft_free_memory(f->chirp);
  dft_free_memory(f->filt);
  memset(f, 0, sizeof *f);
}

static dft_status dft__fft_init(dft__fft *f, int prec, int64_t n)
{
  int s, nst;
  memset(f, 0, sizeof *f);
  f->n = n;
  if (n > ((int64_t)1 << 58)) return DFT_ERROR_INVALID_CONFIGURATION;
  nst = dft__factor(n, f->radix);
  if (nst >= 0) { /* Stockham: twiddles of every stage, then the stage's roots */
    int64_t len = n, total = 0, j;
    int k;
    f->nst = nst;
    for (s = 0; s < nst; s++) {
      f->twoff[s] = total;
      total += (f->radix[s] - 1) * (len / f->radix[s]) + f->radix[s];
      len /= f->radix[s];
    }
    f->tw = dft_malloc((size_t)total * dft__csize(prec));
    if (!f->tw) return DFT_ERROR_MEMORY;
    for (len = n, s = 0; s < nst; s++) {
      const int p = f->radix[s];
      const int64_t m = len / p;
      long double c, si;
      for (j = 0; j < m; j++)
        for (k = 1; k < p; k++) {
          dft__cis((uint64_t)(j * k), (uint64_t)len, &c, &si);
          dft__put(prec, f->tw, f->twoff[s] + j * (p - 1) + k - 1, c, -si);
        }
      for (k = 0; k < p; k++) {
        dft__cis((uint64_t)k, (uint64_t)p, &c, &si);
        dft__put(prec, f->tw, f->twoff[s] + (p - 1) * m + k, c, si);
      }
      len = m;
    }
    f->ws = n;
    return DFT_OK;
  } else { /* Bluestein: x_k -> c_k (c^* conv (c x))_k, c_k = exp(-i pi k^2/n) */
    dft_status st;
    dft__fft tmp, *dplan;
    dft__c_d *b;
    uint64_t sq = 0, two_n = 2 * (uint64_t)n;
    int64_t k, m = dft__good_size(2 * n - 1);
    long double c, si;
    f->m = m;
    f->sub = (dft__fft *)DFT_MALLOC(sizeof *f->sub);
    if (!f->sub) return DFT_ERROR_MEMORY;
    st = dft__fft_init(f->sub, prec, m);
    if (st != DFT_OK) { DFT_FREE(f->sub); f->sub = NULL; return st; }
    f->ws = m + f->sub->ws;
    f->chirp = dft_malloc((size_t)n * dft__csize(prec));
    f->filt = dft_malloc((size_t)m * dft__csize(prec));
    b = (dft__c_d *)dft_malloc((size_t)(2 * m) * sizeof(dft__c_d));
    if (!f->chirp || !f->filt || !b) { dft_free_memory(b); dft__fft_clear(f); return DFT_ERROR_MEMORY; }
    memset(b, 0, (size_t)m * sizeof *b);
    for (k = 0; k < n; k++) { /* k^2 mod 2n, exactly */
      if (k) { sq += 2 * (uint64_t)k - 1; if (sq >= two_n) sq -= two_n; }
      dft__cis(sq, two_n, &c, &si);
      dft__put(prec, f->chirp, k, c, -si);
      b[k].re = (double)c; b[k].im = (double)si;
      if (k) b[m - k] = b[k];
    }
    /* the filter is FFT_m(conj c)/m, computed in double */
    dplan = f->sub;
    if (prec != DFT_DOUBLE) {
      st = dft__fft_init(&tmp, DFT_DOUBLE, m);
      if (st != DFT_OK) { dft__fft_clear(&tmp); dft_free_memory(b); dft__fft_clear(f); return st; }
      dplan = &tmp;
    }
    dft__fft_run_d(dplan, b, b + m, 0);
    for (k = 0; k < m; k++) dft__put(prec, f->filt, k, b[k].re / (long double)m, b[k].im / (long double)m);
    if (dplan == &tmp) dft__fft_clear(&tmp);
    dft_free_memory(b);
    return DFT_OK;
  }
}

static void dft__rfft_clear(dft__rfft *r)
{
  if (r->c) { dft__fft_clear(r->c); DFT_FREE(r->c); }
  dft_free_memory(r->tw);
  memset(r, 0, sizeof *r);
}

static dft_status dft__rfft_init(dft__rfft *r, int prec, int64_t n)
{
  const int64_t cn = (n & 1) ? n : n / 2;
  dft_status st;
  int64_t k;
  memset(r, 0, sizeof *r);
  r->n = n;
  r->c = (dft__fft *)DFT_MALLOC(sizeof *r->c);
  if (!r->c) return DFT_ERROR_MEMORY;
  st = dft__fft_init(r->c, prec, cn);
  if (st != DFT_OK) { DFT_FREE(r->c); r->c = NULL; return st; }
  r->ws = (n & 1) ? n + r->c->ws : r->c->ws;
  if (!(n & 1)) {
    long double c, s;
    r->tw = dft_malloc((size_t)(cn / 2 + 1) * dft__csize(prec));
    if (!r->tw) { dft__rfft_clear(r); return DFT_ERROR_MEMORY; }
    for (k = 0; k <= cn / 2; k++) {
      dft__cis((uint64_t)k, (uint64_t)n, &c, &s);
      dft__put(prec, r->tw, k, c, -s);
    }
  }
  return DFT_OK;
}

static void dft__plan_free(dft__plan *p)
{
  int i;
  if (!p) return;
  for (i = 0; i < p->nfft; i++) dft__fft_clear(&p->fft[i]);
  dft__rfft_clear(&p->rfft);
  DFT_FREE(p);
}

/* >>descriptor =========================================================== */
enum { DFT__S_FWD = 0, DFT__S_BWD = 1, DFT__S_IN = 2, DFT__S_OUT = 3 };

struct dft_descriptor {
  dft_precision prec;
  dft_domain dom;
  int dim;
  int64_t n[DFT_MAX_DIMENSION];
  int64_t howmany;
  double scale[2];
  dft_config_value cstore, rstore, cestore, placement, packed;
  int64_t thread_limit;
  int64_t strides[4][DFT_MAX_DIMENSION + 1]; /* FWD, BWD, INPUT, OUTPUT */
  int sset[4];                               /* which stride sets are set */
  int64_t dist[2];                           /* FWD, BWD; 0 = unset */
  dft__plan *plan;                           /* non-NULL: committed */
  void *bstate;                              /* backend state (dft_vulkan.h) */
  void (*brelease)(void *);
  void *(*bclone)(const void *);
};

static void dft__uncommit(dft_descriptor *d)
{
  if (d->bstate && d->brelease) d->brelease(d->bstate);
  d->bstate = NULL; d->brelease = NULL; d->bclone = NULL;
  dft__plan_free(d->plan);
  d->plan = NULL;
}

DFTDEF dft_status dft_create(dft_descriptor **desc, dft_precision precision, dft_domain domain,
                             int64_t dimension, const int64_t *lengths)
{
  dft_descriptor *d;
  int64_t total = 1;
  int i;
  if (!desc) return DFT_ERROR_BAD_DESCRIPTOR;
  if ((precision != DFT_SINGLE && precision != DFT_DOUBLE) ||
      (domain != DFT_COMPLEX && domain != DFT_REAL) || dimension < 1 ||
      dimension > DFT_MAX_DIMENSION || !lengths)
    return DFT_ERROR_INVALID_CONFIGURATION;
  for (i = 0; i < dimension; i++)
    if (lengths[i] < 1 || !dft__mul(total, lengths[i], &total)) return DFT_ERROR_INVALID_CONFIGURATION;
  d = (dft_descriptor *)DFT_MALLOC(sizeof *d);
  if (!d) return DFT_ERROR_MEMORY;
  memset(d, 0, sizeof *d);
  d->prec = precision;
  d->dom = domain;
  d->dim = (int)dimension;
  for (i = 0; i < dimension; i++) d->n[i] = lengths[i];
  d->howmany = 1;
  d->scale[0] = d->scale[1] = 1.0;
  d->cstore = DFT_COMPLEX_COMPLEX;
  d->rstore = DFT_REAL_REAL;
  d->cestore = DFT_COMPLEX_COMPLEX;
  d->placement = DFT_INPLACE;
  d->packed = DFT_CCE_FORMAT;
  *desc = d;
  return DFT_OK;
}

DFTDEF void dft_free(dft_descriptor **desc)
{
  if (!desc || !*desc) return;
  dft__uncommit(*desc);
  DFT_FREE(*desc);
  *desc = NULL;
}

DFTDEF dft_status dft_copy(const dft_descriptor *src, dft_descriptor **dst)
{
  dft_descriptor *d;
  if (!src || !dst) return DFT_ERROR_BAD_DESCRIPTOR;
  d = (dft_descriptor *)DFT_MALLOC(sizeof *d);
  if (!d) return DFT_ERROR_MEMORY;
  *d = *src;
  d->plan = NULL;
  d->bstate = NULL; d->brelease = NULL; d->bclone = NULL;
  if (src->plan) { /* planning is deterministic: the copy's plan equals the source's */
    dft_status st = dft_commit(d);
    if (st != DFT_OK) { dft_free(&d); return st; }
    if (src->bstate && src->bclone) {
      d->bstate = src->bclone(src->bstate);
      if (!d->bstate) { dft_free(&d); return DFT_ERROR_MEMORY; }
      d->brelease = src->brelease; d->bclone = src->bclone;
    }
  }
  *dst = d;
  return DFT_OK;
}

static int dft__stride_param(dft_param p)
{
  switch (p) {
  case DFT_FWD_STRIDES: return DFT__S_FWD;
  case DFT_BWD_STRIDES: return DFT__S_BWD;
  case DFT_INPUT_STRIDES: return DFT__S_IN;
  case DFT_OUTPUT_STRIDES: return DFT__S_OUT;
  default: return -1;
  }
}

DFTDEF dft_status dft_set_int(dft_descriptor *d, dft_param p, int64_t v)
{
  if (!d) return DFT_ERROR_BAD_DESCRIPTOR;
  switch (p) {
  case DFT_NUMBER_OF_TRANSFORMS:
    if (v < 1) return DFT_ERROR_INVALID_CONFIGURATION;
    d->howmany = v; break;
  case DFT_FWD_DISTANCE: d->dist[0] = v; break;
  case DFT_BWD_DISTANCE: d->dist[1] = v; break;
  case DFT_THREAD_LIMIT:
    if (v < 0) return DFT_ERROR_INVALID_CONFIGURATION;
    d->thread_limit = v; break;
  default: return DFT_ERROR_INVALID_CONFIGURATION;
  }
  dft__uncommit(d);
  return DFT_OK;
}

DFTDEF dft_status dft_set_ints(dft_descriptor *d, dft_param p, const int64_t *v)
{
  const int which = dft__stride_param(p);
  int i, any = 0;
  if (!d) return DFT_ERROR_BAD_DESCRIPTOR;
  if (which < 0 || !v) return DFT_ERROR_INVALID_CONFIGURATION;
  for (i = 0; i <= d->dim; i++) any |= v[i] != 0;
  if (any) {
    if (v[0] < 0) return DFT_ERROR_INVALID_CONFIGURATION;
    for (i = 1; i <= d->dim; i++)
      if (v[i] == 0 && d->n[i - 1] > 1) return DFT_ERROR_INVALID_CONFIGURATION;
  }
  for (i = 0; i <= d->dim; i++) d->strides[which][i] = v[i];
  d->sset[which] = any;
  if (which <= DFT__S_BWD) { /* setting one pair zeroes the other */
    memset(d->strides[DFT__S_IN], 0, sizeof d->strides[DFT__S_IN]);
    memset(d->strides[DFT__S_OUT], 0, sizeof d->strides[DFT__S_OUT]);
    d->sset[DFT__S_IN] = d->sset[DFT__S_OUT] = 0;
  } else {
    memset(d->strides[DFT__S_FWD], 0, sizeof d->strides[DFT__S_FWD]);
    memset(d->strides[DFT__S_BWD], 0, sizeof d->strides[DFT__S_BWD]);
    d->sset[DFT__S_FWD] = d->sset[DFT__S_BWD] = 0;
  }
  dft__uncommit(d);
  return DFT_OK;
}

DFTDEF dft_status dft_set_real(dft_descriptor *d, dft_param p, double v)
{
  if (!d) return DFT_ERROR_BAD_DESCRIPTOR;
  if ((p != DFT_FORWARD_SCALE && p != DFT_BACKWARD_SCALE) || !(v - v == 0))
    return DFT_ERROR_INVALID_CONFIGURATION; /* v - v is NaN for infinities and NaN */
  d->scale[p == DFT_BACKWARD_SCALE] = v;
  dft__uncommit(d);
  return DFT_OK;
}

DFTDEF dft_status dft_set_config(dft_descriptor *d, dft_param p, dft_config_value v)
{
  if (!d) return DFT_ERROR_BAD_DESCRIPTOR;
  switch (p) {
  case DFT_COMPLEX_STORAGE:
    if (v != DFT_COMPLEX_COMPLEX && v != DFT_REAL_REAL) return DFT_ERROR_INVALID_CONFIGURATION;
    d->cstore = v; break;
  case DFT_REAL_STORAGE:
    if (v != DFT_REAL_REAL) return DFT_ERROR_INVALID_CONFIGURATION;
    d->rstore = v; break;
  case DFT_CONJUGATE_EVEN_STORAGE:
    if (v != DFT_COMPLEX_COMPLEX && v != DFT_COMPLEX_REAL) return DFT_ERROR_INVALID_CONFIGURATION;
    d->cestore = v; break;
  case DFT_PLACEMENT:
    if (v != DFT_INPLACE && v != DFT_NOT_INPLACE) return DFT_ERROR_INVALID_CONFIGURATION;
    d->placement = v; break;
  case DFT_PACKED_FORMAT:
    if (v != DFT_CCE_FORMAT && v != DFT_CCS_FORMAT && v != DFT_PACK_FORMAT && v != DFT_PERM_FORMAT)
      return DFT_ERROR_INVALID_CONFIGURATION;
    d->packed = v; break;
  default: return DFT_ERROR_INVALID_CONFIGURATION;
  }
  dft__uncommit(d);
  return DFT_OK;
}

DFTDEF dft_status dft_get_int(const dft_descriptor *d, dft_param p, int64_t *v)
{
  if (!d) return DFT_ERROR_BAD_DESCRIPTOR;
  if (!v) return DFT_ERROR_INVALID_CONFIGURATION;
  switch (p) {
  case DFT_FORWARD_DOMAIN: *v = d->dom; break;
  case DFT_PRECISION: *v = d->prec; break;
  case DFT_DIMENSION: *v = d->dim; break;
  case DFT_NUMBER_OF_TRANSFORMS: *v = d->howmany; break;
  case DFT_FWD_DISTANCE: *v = d->dist[0]; break;
  case DFT_BWD_DISTANCE: *v = d->dist[1]; break;
  case DFT_THREAD_LIMIT: *v = d->thread_limit; break;
  default: return DFT_ERROR_INVALID_CONFIGURATION;
  }
  return DFT_OK;
}

DFTDEF dft_status dft_get_ints(const dft_descriptor *d, dft_param p, int64_t *v)
{
  const int which = dft__stride_param(p);
  int i;
  if (!d) return DFT_ERROR_BAD_DESCRIPTOR;
  if (!v || (which < 0 && p != DFT_LENGTHS)) return DFT_ERROR_INVALID_CONFIGURATION;
  if (p == DFT_LENGTHS) for (i = 0; i < d->dim; i++) v[i] = d->n[i];
  else for (i = 0; i <= d->dim; i++) v[i] = d->strides[which][i];
  return DFT_OK;
}

DFTDEF dft_status dft_get_real(const dft_descriptor *d, dft_param p, double *v)
{
  if (!d) return DFT_ERROR_BAD_DESCRIPTOR;
  if (!v || (p != DFT_FORWARD_SCALE && p != DFT_BACKWARD_SCALE)) return DFT_ERROR_INVALID_CONFIGURATION;
  *v = d->scale[p == DFT_BACKWARD_SCALE];
  return DFT_OK;
}

DFTDEF dft_status dft_get_config(const dft_descriptor *d, dft_param p, dft_config_value *v)
{
  if (!d) return DFT_ERROR_BAD_DESCRIPTOR;
  if (!v) return DFT_ERROR_INVALID_CONFIGURATION;
  switch (p) {
  case DFT_COMPLEX_STORAGE: *v = d->cstore; break;
  case DFT_REAL_STORAGE: *v = d->rstore; break;
  case DFT_CONJUGATE_EVEN_STORAGE: *v = d->cestore; break;
  case DFT_PLACEMENT: *v = d->placement; break;
  case DFT_PACKED_FORMAT: *v = d->packed; break;
  case DFT_COMMIT_STATUS: *v = d->plan ? DFT_COMMITTED : DFT_UNCOMMITTED; break;
  default: return DFT_ERROR_INVALID_CONFIGURATION;
  }
  return DFT_OK;
}

/* >>layout ================================================================ */
/* Element counts per dimension of a domain (bwd != 0: the backward domain). */
static void dft__extents(const dft_descriptor *d, int bwd, int packed, int64_t *e)
{
  int i;
  for (i = 0; i < d->dim; i++) e[i] = d->n[i];
  if (bwd && d->dom == DFT_REAL) {
    const int64_t h = d->n[d->dim - 1] / 2 + 1;
    e[d->dim - 1] = !packed ? h : packed == DFT_CCS_FORMAT ? 2 * h : d->n[0];
  }
}

/* The tight default layout of a domain. In place, the real forward domain is
   padded to the backward one's storage. */
static dft_status dft__default_layout(const dft_descriptor *d, int bwd, int packed, dft_layout *L)
{
  int64_t e[DFT_MAX_DIMENSION], s = 1;
  int i;
  dft__extents(d, bwd, packed, e);
  if (d->dom == DFT_REAL) {
    const int64_t n = d->n[d->dim - 1];
    if (packed == DFT_CCS_FORMAT && (bwd || d->placement == DFT_INPLACE)) e[0] = n + 2;
    else if (packed && d->placement == DFT_INPLACE) e[0] = n;
    else if (!packed && !bwd && d->placement == DFT_INPLACE) e[d->dim - 1] = 2 * (n / 2 + 1);
  }
  memset(L, 0, sizeof *L);
  for (i = d->dim - 1; i >= 0; i--) {
    L->strides[i] = s;
    if (!dft__mul(s, e[i], &s)) return DFT_ERROR_INVALID_CONFIGURATION;
  }
  L->distance = s;
  return DFT_OK;
}

static void dft__layout_from(const dft_descriptor *d, const int64_t *v, dft_layout *L)
{
  int i;
  memset(L, 0, sizeof *L);
  L->offset = v[0];
  for (i = 0; i < d->dim; i++) L->strides[i] = v[i + 1];
}

/* fwd = 2*bwd on offset, outer strides and distance; last strides equal
   (to_fwd != 0), or the reverse (returns INCONSISTENT when not divisible). */
static dft_status dft__real_inplace_map(const dft_descriptor *d, const dft_layout *a, dft_layout *b, int to_fwd)
{
  int64_t *src[DFT_MAX_DIMENSION + 2], *dst[DFT_MAX_DIMENSION + 2];
  int i, k = 0;
  *b = *a;
  src[k] = (int64_t *)&a->offset; dst[k++] = &b->offset;
  src[k] = (int64_t *)&a->distance; dst[k++] = &b->distance;
  for (i = 0; i + 1 < d->dim; i++) { src[k] = (int64_t *)&a->strides[i]; dst[k++] = &b->strides[i]; }
  for (i = 0; i < k; i++) {
    if (to_fwd) { if (!dft__mul(*src[i], 2, dst[i])) return DFT_ERROR_INVALID_CONFIGURATION; }
    else { if (*src[i] % 2) return DFT_ERROR_INCONSISTENT_CONFIGURATION; *dst[i] = *src[i] / 2; }
  }
  return DFT_OK;
}

static int dft__layout_eq(const dft_descriptor *d, const dft_layout *a, const dft_layout *b, int with_dist)
{
  int i;
  if (a->offset != b->offset || (with_dist && a->distance != b->distance)) return 0;
  for (i = 0; i < d->dim; i++) if (a->strides[i] != b->strides[i]) return 0;
  return 1;
}

/* Lowest and highest element position of a layout; INCONSISTENT below zero,
   INVALID on overflow (also of the byte size with esz scalars of ssz bytes). */
static dft_status dft__bounds(const dft_descriptor *d, const dft_layout *L, const int64_t *e,
                              int64_t esz, int64_t *lo, int64_t *hi)
{
  int64_t l = L->offset, h = L->offset, t;
  int i;
  for (i = 0; i <= d->dim; i++) {
    const int64_t cnt = i < d->dim ? e[i] : d->howmany, s = i < d->dim ? L->strides[i] : L->distance;
    if (cnt <= 1) continue;
    if (!dft__mul(cnt - 1, s, &t)) return DFT_ERROR_INVALID_CONFIGURATION;
    if (!dft__add(t < 0 ? l : h, t, t < 0 ? &l : &h)) return DFT_ERROR_INVALID_CONFIGURATION;
  }
  if (l < 0) return DFT_ERROR_INCONSISTENT_CONFIGURATION;
  if (!dft__add(h, 1, &t) || !dft__mul(t, esz * 8, &t)) return DFT_ERROR_INVALID_CONFIGURATION;
  *lo = l; *hi = h;
  return DFT_OK;
}

/* Resolves the forward-domain and backward-domain layouts seen by a compute call
   in direction dir (0 forward, 1 backward). */
static dft_status dft__resolve(const dft_descriptor *d, int dir, int packed, dft_layout *F, dft_layout *B)
{
  const int legacy = d->sset[DFT__S_IN] || d->sset[DFT__S_OUT];
  const int inplace = d->placement == DFT_INPLACE;
  const int cce = d->dom == DFT_REAL && !packed;
  const int sf = legacy ? (dir ? DFT__S_OUT : DFT__S_IN) : DFT__S_FWD;
  const int sb = legacy ? (dir ? DFT__S_IN : DFT__S_OUT) : DFT__S_BWD;
  const int hf = d->sset[sf], hb = d->sset[sb];
  int64_t fd = d->dist[0], bd = d->dist[1];
  dft_status st;
  if (legacy && (d->sset[DFT__S_FWD] || d->sset[DFT__S_BWD])) return DFT_ERROR_INCONSISTENT_CONFIGURATION;
  if ((st = dft__default_layout(d, 0, packed, F)) != DFT_OK) return st;
  if ((st = dft__default_layout(d, 1, packed, B)) != DFT_OK) return st;
  if (!hf && !hb) { /* defaults; an unset distance is derived */
    if (inplace && fd && !bd) {
      if (cce) { if (fd % 2) return DFT_ERROR_INCONSISTENT_CONFIGURATION; bd = fd / 2; }
      else bd = fd;
    } else if (inplace && bd && !fd) {
      if (cce) { if (!dft__mul(bd, 2, &fd)) return DFT_ERROR_INVALID_CONFIGURATION; }
      else fd = bd;
    }
    if (fd) F->distance = fd;
    if (bd) B->distance = bd;
  } else {
    if (hf) dft__layout_from(d, d->strides[sf], F);
    if (hb) dft__layout_from(d, d->strides[sb], B);
    if (inplace && !hb) {
      if (cce) { if ((st = dft__real_inplace_map(d, F, B, 0)) != DFT_OK) return st; }
      else *B = *F;
    } else if (inplace && !hf) {
      if (cce) { if ((st = dft__real_inplace_map(d, B, F, 1)) != DFT_OK) return st; }
      else *F = *B;
    }
    if (inplace && fd && !bd) {
      if (cce) { if (fd % 2) return DFT_ERROR_INCONSISTENT_CONFIGURATION; bd = fd / 2; }
      else bd = fd;
    } else if (inplace && bd && !fd) {
      if (cce) { if (!dft__mul(bd, 2, &fd)) return DFT_ERROR_INVALID_CONFIGURATION; }
      else fd = bd;
    }
    if (d->howmany > 1 && (!fd || !bd)) return DFT_ERROR_INCONSISTENT_CONFIGURATION;
    F->distance = fd;
    B->distance = bd;
  }
  if (d->howmany == 1) F->distance = B->distance = 0;
  if (inplace) {
    if (cce) {
      dft_layout t;
      if ((st = dft__real_inplace_map(d, B, &t, 1)) != DFT_OK) return st;
      if (!dft__layout_eq(d, F, &t, 1) || F->strides[d->dim - 1] != B->strides[d->dim - 1])
        return DFT_ERROR_INCONSISTENT_CONFIGURATION;
    } else if (!dft__layout_eq(d, F, B, 1)) return DFT_ERROR_INCONSISTENT_CONFIGURATION;
  }
  return DFT_OK;
}

/* >>program: the passes of one direction ================================== */
static void dft__view_init(dft__view *v, int d, int slot, int kind, int64_t esz, const dft_layout *L)
{
  int i;
  v->slot = slot;
  v->kind = kind;
  v->off = esz * L->offset;
  for (i = 0; i < d; i++) v->st[i] = esz * L->strides[i];
  v->st[d] = esz * L->distance;
}

/* A tight row-major view over extents e (batch outermost) in the TMP slot. */
static void dft__view_tight(dft__view *v, int d, int kind, int64_t esz, const int64_t *e, int64_t *scalars)
{
  int64_t s = esz;
  int i;
  v->slot = DFT__TMP;
  v->kind = kind;
  v->off = 0;
  for (i = d - 1; i >= 0; i--) { v->st[i] = s; s *= e[i]; }
  v->st[d] = s;
  *scalars = s * e[d];
}

/* Appends a pass along `axis` whose rows run over the grid e (e[d] = batch). */
static void dft__pass_add(dft__prog *g, int d, int kind, int axis, int64_t n, int sub,
                          const dft__view *in, const dft__view *out, const int64_t *e)
{
  dft__pass *ps = &g->pass[g->npass++];
  int i, order[DFT_MAX_DIMENSION + 1];
  memset(ps, 0, sizeof *ps);
  ps->kind = kind; ps->axis = axis; ps->n = n; ps->sub = sub;
  ps->in = *in; ps->out = *out;
  ps->rows = 1;
  order[0] = d; /* batch outermost, then the dimensions in order */
  for (i = 0; i < d; i++) order[i + 1] = i;
  for (i = 0; i <= d; i++) {
    const int a = order[i];
    if (a == axis || e[a] == 1) continue;
    ps->rext[ps->nrd] = e[a];
    ps->rin[ps->nrd] = in->st[a];
    ps->rout[ps->nrd] = out->st[a];
    ps->nrd++;
    ps->rows *= e[a];
  }
}

static int dft__fft_index(const dft__plan *p, int64_t n)
{
  int i;
  for (i = 0; i < p->nfft; i++) if (p->fft[i].n == n) return i;
  return -1;
}

static dft_status dft__program(const dft_descriptor *d, dft__plan *p, int dir, dft__prog *g)
{
  const int D = d->dim, last = D - 1, split = d->cstore == DFT_REAL_REAL;
  const int inplace = d->placement == DFT_INPLACE;
  const int64_t cesz = split ? 1 : 2;
  dft_layout F, B;
  int64_t ef[DFT_MAX_DIMENSION + 1], eb[DFT_MAX_DIMENSION + 1], rows = d->howmany;
  dft__view vin, vout, vt;
  dft_status st;
  int l, unsafe;
  memset(g, 0, sizeof *g);
  st = dft__resolve(d, dir, p->packed, &F, &B);
  if (st != DFT_OK) return st;
  dft__extents(d, 0, p->packed, ef);
  dft__extents(d, 1, p->packed, eb);
  ef[D] = eb[D] = d->howmany;
  g->in = dir ? B : F;
  g->out = dir ? F : B;
  g->esz[dir] = d->dom == DFT_COMPLEX ? (int)cesz : 1;          /* forward-domain arrays */
  g->esz[!dir] = p->packed ? 1 : (int)cesz;                     /* backward-domain arrays */
  if ((st = dft__bounds(d, &g->in, dir ? eb : ef, g->esz[0], &g->lo[0], &g->hi[0])) != DFT_OK) return st;
  if ((st = dft__bounds(d, &g->out, dir ? ef : eb, g->esz[1], &g->lo[1], &g->hi[1])) != DFT_OK) return st;
  g->interleaved[DFT__IN] = g->esz[0] == 2;
  g->interleaved[DFT__OUT] = g->esz[1] == 2;
  for (l = 0; l < last; l++) rows *= d->n[l];

  if (d->dom == DFT_COMPLEX) {
    dft__view_init(&vin, D, DFT__IN, DFT__VIEW_COMPLEX, cesz, &g->in);
    dft__view_init(&vout, D, DFT__OUT, DFT__VIEW_COMPLEX, cesz, &g->out);
    dft__pass_add(g, D, DFT__C2C, last, d->n[last], dft__fft_index(p, d->n[last]), &vin, &vout, ef);
    for (l = last - 1; l >= 0; l--)
      dft__pass_add(g, D, DFT__C2C, l, d->n[l], dft__fft_index(p, d->n[l]), &vout, &vout, ef);
  } else {
    const int bkind = p->packed ? DFT__VIEW_PACKED : DFT__VIEW_COMPLEX;
    const int64_t besz = p->packed ? 1 : cesz;
    /* in place, rows are transformed one by one where input and output rows
       share their storage exactly; otherwise the input is copied first */
    unsafe = inplace && rows > 1 && (split || (B.strides[last] != 1 && B.strides[last] != -1));
    if (dir == 0) {
      dft__view_init(&vin, D, DFT__IN, DFT__VIEW_REAL, 1, &F);
      dft__view_init(&vout, D, DFT__OUT, bkind, besz, &B);
      if (unsafe) {
        dft__view_tight(&vt, D, DFT__VIEW_REAL, 1, ef, &g->tmp_scalars);
        dft__pass_add(g, D, DFT__COPY, last, ef[last], -1, &vin, &vt, ef);
        vin = vt;
      }
      dft__pass_add(g, D, DFT__R2C, last, d->n[last], -1, &vin, &vout, ef);
      for (l = last - 1; l >= 0; l--)
        dft__pass_add(g, D, DFT__C2C, l, d->n[l], dft__fft_index(p, d->n[l]), &vout, &vout, eb);
    } else {
      dft__view_init(&vin, D, DFT__IN, bkind, besz, &B);
      dft__view_init(&vout, D, DFT__OUT, DFT__VIEW_REAL, 1, &F);
      if (D == 1) {
        if (unsafe) {
          dft__view_tight(&vt, D, bkind, besz == 2 || !p->packed ? 2 : 1, eb, &g->tmp_scalars);
          dft__pass_add(g, D, DFT__COPY, last, eb[last], -1, &vin, &vt, eb);
          vin = vt;
        }
      } else { /* outer dimensions first, into TMP: the input stays unchanged */
        dft__view_tight(&vt, D, DFT__VIEW_COMPLEX, 2, eb, &g->tmp_scalars);
        dft__pass_add(g, D, DFT__C2C, 0, d->n[0], dft__fft_index(p, d->n[0]), &vin, &vt, eb);
        for (l = 1; l < last; l++)
          dft__pass_add(g, D, DFT__C2C, l, d->n[l], dft__fft_index(p, d->n[l]), &vt, &vt, eb);
        vin = vt;
      }
      dft__pass_add(g, D, DFT__C2R, last, d->n[last], -1, &vin, &vout, ef);
    }
  }
  g->interleaved[DFT__TMP] = g->tmp_scalars > 0 && g->pass[0].out.kind == DFT__VIEW_COMPLEX;
  g->pass[g->npass - 1].scaled = 1;
  return DFT_OK;
}

DFTDEF dft_status dft_commit(dft_descriptor *d)
{
  dft__plan *p;
  dft_status st = DFT_OK;
  int l, dir;
  size_t ssz;
  if (!d) return DFT_ERROR_BAD_DESCRIPTOR;
  if (d->dom == DFT_REAL) {
    const int cr = d->cestore == DFT_COMPLEX_REAL, cce = d->packed == DFT_CCE_FORMAT;
    if (cr == cce || (cr && d->cstore == DFT_REAL_REAL)) return DFT_ERROR_INCONSISTENT_CONFIGURATION;
    if (cr && d->dim > 1) return DFT_ERROR_UNIMPLEMENTED;
  }
  p = (dft__plan *)DFT_MALLOC(sizeof *p);
  if (!p) return DFT_ERROR_MEMORY;
  memset(p, 0, sizeof *p);
  p->packed = d->dom == DFT_REAL && d->cestore == DFT_COMPLEX_REAL ? (int)d->packed : 0;
  /* layouts first: a bad configuration costs no planning */
  for (dir = 0; dir < 2; dir++) p->prog[dir].valid = dft__resolve(d, dir, p->packed, &p->prog[dir].in, &p->prog[dir].out);
  if (p->prog[0].valid != DFT_OK && p->prog[1].valid != DFT_OK) { st = p->prog[0].valid; goto fail; }
  /* 1-D plans: one per distinct complex length, and the real one */
  for (l = 0; l < d->dim; l++) {
    const int last = l == d->dim - 1;
    if (d->dom == DFT_REAL && last) {
      if ((st = dft__rfft_init(&p->rfft, d->prec, d->n[l])) != DFT_OK) goto fail;
    } else if (dft__fft_index(p, d->n[l]) < 0) {
      if ((st = dft__fft_init(&p->fft[p->nfft], d->prec, d->n[l])) != DFT_OK) { dft__fft_clear(&p->fft[p->nfft]); goto fail; }
      p->nfft++;
    }
  }
  for (dir = 0; dir < 2; dir++) {
    if (p->prog[dir].valid != DFT_OK) continue;
    p->prog[dir].valid = dft__program(d, p, dir, &p->prog[dir]);
  }
  if (p->prog[0].valid != DFT_OK && p->prog[1].valid != DFT_OK) { st = p->prog[0].valid; goto fail; }
  /* per-thread workspace: row buffers and the largest plan scratch */
  ssz = d->prec == DFT_SINGLE ? sizeof(float) : sizeof(double);
  p->elems = 1;
  for (l = 0; l < d->dim; l++) {
    const int64_t n = d->n[l];
    int64_t ws = d->dom == DFT_REAL && l == d->dim - 1 ? p->rfft.ws : p->fft[dft__fft_index(p, n)].ws;
    size_t b = (size_t)(2 * (n + 2) + (n + 3) + 2 * ws) * ssz;
    b = (b + 63) & ~(size_t)63;
    if (b > p->work) p->work = b;
    p->elems *= n;
  }
  dft__uncommit(d);
  d->plan = p;
  return DFT_OK;
fail:
  dft__plan_free(p);
  return st;
}

/* >>compute =============================================================== */
static int dft__overlap(const void *a, int64_t alo, int64_t ahi, size_t abytes,
                        const void *b, int64_t blo, int64_t bhi, size_t bbytes)
{
  const uintptr_t a0 = (uintptr_t)a + (uintptr_t)alo * abytes, a1 = (uintptr_t)a + (uintptr_t)(ahi + 1) * abytes;
  const uintptr_t b0 = (uintptr_t)b + (uintptr_t)blo * bbytes, b1 = (uintptr_t)b + (uintptr_t)(bhi + 1) * bbytes;
  return a0 < b1 && b0 < a1;
}

static dft_status dft__compute(const dft_descriptor *d, int dir, int split_call, void *in_re,
                               void *in_im, void *out_re, void *out_im)
{
  const dft__plan *p;
  const dft__prog *g;
  const size_t ssz = d && d->prec == DFT_SINGLE ? sizeof(float) : sizeof(double);
  void *re[3], *im[3];
  char *work, *tmp = NULL;
  int split, inplace, nt, i, s;
  if (!d || !d->plan) return DFT_ERROR_BAD_DESCRIPTOR;
  p = d->plan;
  g = &p->prog[dir];
  if (g->valid != DFT_OK) return DFT_ERROR_INCONSISTENT_CONFIGURATION;
  split = d->cstore == DFT_REAL_REAL;
  inplace = d->placement == DFT_INPLACE;
  if (split != split_call) return DFT_ERROR_INCONSISTENT_CONFIGURATION;
  /* bind the slots: which pointers the call must give depends on domain,
     storage, placement and direction (API.md "Layout") */
  re[DFT__TMP] = im[DFT__TMP] = NULL;
  if (!split) {
    if (!in_re) return DFT_ERROR_INVALID_CONFIGURATION;
    if (inplace != !out_re) return DFT_ERROR_INCONSISTENT_CONFIGURATION;
    re[0] = im[0] = in_re;
    re[1] = im[1] = inplace ? in_re : out_re;
  } else if (d->dom == DFT_COMPLEX) {
    if (!in_re || !in_im) return DFT_ERROR_INVALID_CONFIGURATION;
    if (inplace ? (out_re || out_im) : (!out_re || !out_im)) return DFT_ERROR_INCONSISTENT_CONFIGURATION;
    re[0] = in_re; im[0] = in_im;
    re[1] = inplace ? in_re : out_re; im[1] = inplace ? in_im : out_im;
  } else { /* real domain, split CCE: the second array is the imaginary part */
    if (!in_re || (inplace || dir ? !in_im : 0)) return DFT_ERROR_INVALID_CONFIGURATION;
    if (inplace) {
      if (out_re || out_im) return DFT_ERROR_INCONSISTENT_CONFIGURATION;
      re[0] = re[1] = in_re;
      im[0] = im[1] = in_im;
    } else {
      if (!out_re || (dir ? out_im != NULL : (in_im != NULL || !out_im))) return DFT_ERROR_INCONSISTENT_CONFIGURATION;
      re[0] = in_re; im[0] = dir ? in_im : in_re;
      re[1] = out_re; im[1] = dir ? out_re : out_im;
    }
  }
  if (!inplace) { /* no input array may overlap an output array */
    const int nin = split && (d->dom == DFT_COMPLEX || dir) ? 2 : 1;
    const int nout = split && (d->dom == DFT_COMPLEX || !dir) ? 2 : 1;
    int a, b;
    for (a = 0; a < nin; a++)
      for (b = 0; b < nout; b++)
        if (dft__overlap(a ? im[0] : re[0], g->lo[0], g->hi[0], ssz * (size_t)g->esz[0],
                         b ? im[1] : re[1], g->lo[1], g->hi[1], ssz * (size_t)g->esz[1]))
          return DFT_ERROR_INCONSISTENT_CONFIGURATION;
  }
  /* threads and workspace */
  nt = dft__max_threads();
  if (d->thread_limit > 0 && d->thread_limit < nt) nt = (int)d->thread_limit;
  if ((double)p->elems * (double)d->howmany < 16384.0) nt = 1;
  if (g->tmp_scalars) {
    tmp = (char *)dft_malloc((size_t)g->tmp_scalars * ssz);
    if (!tmp) return DFT_ERROR_MEMORY;
    re[2] = im[2] = tmp;
  }
  work = (char *)dft_malloc(p->work * (size_t)nt);
  if (!work) { dft_free_memory(tmp); return DFT_ERROR_MEMORY; }
  for (s = 0; s < 3; s++) /* interleaved complex: im is the scalar after re */
    if (g->interleaved[s] && re[s]) im[s] = (char *)re[s] + ssz;
  for (i = 0; i < g->npass; i++) {
    const dft__pass *ps = &g->pass[i];
    if (d->prec == DFT_SINGLE) {
      float *const br[3] = {(float *)re[0], (float *)re[1], (float *)re[2]};
      float *const bi[3] = {(float *)im[0], (float *)im[1], (float *)im[2]};
      dft__pass_run_f(p, ps, dir, d->scale[dir], br, bi, work, p->work, nt);
    } else {
      double *const br[3] = {(double *)re[0], (double *)re[1], (double *)re[2]};
      double *const bi[3] = {(double *)im[0], (double *)im[1], (double *)im[2]};
      dft__pass_run_d(p, ps, dir, d->scale[dir], br, bi, work, p->work, nt);
    }
  }
  dft_free_memory(work);
  dft_free_memory(tmp);
  return DFT_OK;
}

DFTDEF dft_status dft_compute_forward(const dft_descriptor *d, void *in, void *out)
{
  return dft__compute(d, 0, 0, in, NULL, out, NULL);
}
DFTDEF dft_status dft_compute_backward(const dft_descriptor *d, void *in, void *out)
{
  return dft__compute(d, 1, 0, in, NULL, out, NULL);
}
DFTDEF dft_status dft_compute_forward_split(const dft_descriptor *d, void *in_re, void *in_im,
                                            void *out_re, void *out_im)
{
  return dft__compute(d, 0, 1, in_re, in_im, out_re, out_im);
}
DFTDEF dft_status dft_compute_backward_split(const dft_descriptor *d, void *in_re, void *in_im,
                                             void *out_re, void *out_im)
{
  return dft__compute(d, 1, 1, in_re, in_im, out_re, out_im);
}

/* >>backend =============================================================== */
DFTDEF dft_status dft_backend_problem(const dft_descriptor *d, dft_problem *p)
{
  int i;
  if (!d || !d->plan) return DFT_ERROR_BAD_DESCRIPTOR;
  if (!p) return DFT_ERROR_INVALID_CONFIGURATION;
  memset(p, 0, sizeof *p);
  p->precision = d->prec;
  p->domain = d->dom;
  p->dimension = d->dim;
  for (i = 0; i < d->dim; i++) p->lengths[i] = d->n[i];
  p->howmany = d->howmany;
  p->scale[0] = d->scale[0];
  p->scale[1] = d->scale[1];
  p->inplace = d->placement == DFT_INPLACE;
  p->split = d->cstore == DFT_REAL_REAL;
  p->packed = d->plan->packed ? (dft_config_value)d->plan->packed : DFT_CCE_FORMAT;
  p->thread_limit = d->thread_limit;
  for (i = 0; i < 2; i++) {
    p->valid[i] = d->plan->prog[i].valid;
    p->in[i] = d->plan->prog[i].in;
    p->out[i] = d->plan->prog[i].out;
  }
  return DFT_OK;
}

DFTDEF dft_status dft_backend_attach(dft_descriptor *d, void *state, void (*release)(void *),
                                     void *(*clone)(const void *))
{
  if (!d || !d->plan) return DFT_ERROR_BAD_DESCRIPTOR;
  if (d->bstate && d->brelease) d->brelease(d->bstate);
  d->bstate = state;
  d->brelease = release;
  d->bclone = clone;
  return DFT_OK;
}

DFTDEF void *dft_backend_state(const dft_descriptor *d) { return d ? d->bstate : NULL; }

#endif /* DFT_IMPLEMENTATION */
