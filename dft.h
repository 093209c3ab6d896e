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
     DFT_NO_SIMD             plain C kernels; otherwise the implementation needs the
                             SIMDe headers (<simde/...>, Debian: libsimde-dev) and picks
                             from the target flags: AVX-512 (512 bits for doubles; floats
                             at 256 and, where a plan's lengths suit it, 512), AVX/AVX2
                             (256), SSE2 (128), NEON on Arm
     DFT_SIMD_BITS           512, 256 or 128: force a vector width for both precisions
                             (SIMDe emulates what the target lacks)
     DFT_SIMD_BITS_FLOAT     the width of single precision alone (512: every float plan;
                             256 beside 512-bit doubles: the default, two engines)
     DFT_NO_NARROW           with 512-bit doubles, no second double engine at 256 bits
                             (small 2-D and 3-D double shapes: less code, slower)
     DFT_SPLIT512            0 or 1: whether the CPU splits 512-bit operations in two
                             (short rows then run at 256 bits); default: read from
                             cpuid at the first commit (AMD Zen 4)
     DFT_L1_BYTES            the L1 data cache the kernels plan for (default 49152)

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

#define DFT_VERSION_MAJOR 0
#define DFT_VERSION_MINOR 1
#define DFT_VERSION_PATCH 0
#define DFT_VERSION_STRING "0.1.0"

#include <stddef.h>
#include <stdint.h>

#ifndef DFTDEF
#ifdef DFT_STATIC
#if defined(__GNUC__) || defined(__clang__)
#define DFTDEF static __attribute__((unused))
#else
#define DFTDEF static
#endif
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
  DFT_BWD_STRIDES = 61,            /* _ints, dimension+1 values */
  DFT_WORKSPACE_BYTES = 1000       /* read-only, _int, committed descriptors: bytes of
                                      workspace one compute call uses (beyond the plan) */
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

#define DFT__PRAGMA(x) _Pragma(#x)
#if defined(_OPENMP) && !defined(DFT_NO_OPENMP)
#define DFT__OMP 1
#include <omp.h>
#define DFT__OMP_FOR(nt, cond) DFT__PRAGMA(omp parallel for num_threads(nt) schedule(static) if (cond))
static int dft__thread_num(void) { return omp_get_thread_num(); }
static int dft__max_threads(void) { return omp_get_max_threads(); }
#else
#define DFT__OMP_FOR(nt, cond)
static int dft__thread_num(void) { return 0; }
static int dft__max_threads(void) { return 1; }
#endif

/* fn(ctx, c0, c1, t) over 0..n split into nt static chunks, chunk t on a thread of its
   own (t picks the chunk's workspace), or fn(ctx, 0, n, 0) with one thread: no parallel
   region at all then (an OpenMP region with if(0) still builds a team of one, an
   allocation and about 0.4 us a call). */
typedef void (*dft__rangefn)(void *ctx, int64_t c0, int64_t c1, int t);
static void dft__par_range(int nt, int64_t n, dft__rangefn fn, void *ctx)
{
  int t;
  if (nt < 2 || n < 2) { fn(ctx, 0, n, 0); return; }
  if (nt > n) nt = (int)n;
  DFT__OMP_FOR(nt, 1)
  for (t = 0; t < nt; t++) fn(ctx, n * t / nt, n * (t + 1) / nt, t);
}

/* >>util ================================================================= */
/* Loops over a kernel's vectors are unrolled by request, not left to the optimizer:
   gcc -O2 unrolls completely only loops that do not grow, which kept the arrays of
   vectors of the row kernels in memory (a 32 x 32 complex transform 1.9x the
   instructions of -O3). DFT__UNROLL_IF(c): only where c holds (the long instances'
   outer loops would multiply their code); DFT__UNROLL: always. clang unrolls these at -O2 by itself. */
#if defined(__GNUC__) && !defined(__clang__)
#define DFT__UNROLL_IF(c) DFT__PRAGMA(GCC unroll ((c) ? 64 : 1))
#else
#define DFT__UNROLL_IF(c)
#endif
#define DFT__UNROLL DFT__UNROLL_IF(1)
#if defined(__GNUC__) && defined(__OPTIMIZE__)
#define DFT__NOINLINE __attribute__((noinline)) /* keeps a rare path's prologue out of a hot one */
#define DFT__INLINE inline __attribute__((always_inline)) /* constants reach the body */
#else /* and unoptimized builds: calls, not the bodies copied into every codelet */
#define DFT__NOINLINE
#define DFT__INLINE inline
#endif
#if defined(__GNUC__)
#define DFT__PREFETCH(p) __builtin_prefetch(p)
#define DFT__PREFETCHW(p) __builtin_prefetch(p, 1)
#define DFT__UNUSED __attribute__((unused)) /* an instance some configurations never call */
#else
#define DFT__PREFETCH(p) ((void)(p))
#define DFT__PREFETCHW(p) ((void)(p))
#define DFT__UNUSED
#endif
/* Asks for n cache lines step bytes apart from p. */
static void dft__prefetch_lines(const void *p, int64_t step, int n)
{
  const char *q = (const char *)p;
  int k;
  for (k = 0; k < n; k++) DFT__PREFETCH(q + step * k);
}
/* The next tile's data asked for while a tile runs in the cache (dft__tiles_run): up to
   six regions (three slots, split storage's imaginary arrays), lines to be written asked
   for with intent to write, per lines a step. */
typedef struct {
  const char *p[6];
  int64_t left[6]; /* lines */
  int w[6];
  int64_t per;
} dft__pfc;
static void dft__pfc_step(dft__pfc *c)
{
  int64_t k = c->per, i;
  int s;
  for (s = 0; s < 6 && k > 0; s++) {
    const int64_t m = c->left[s] < k ? c->left[s] : k;
    if (c->w[s]) for (i = 0; i < m; i++) DFT__PREFETCHW(c->p[s] + 64 * i);
    else for (i = 0; i < m; i++) DFT__PREFETCH(c->p[s] + 64 * i);
    c->p[s] += 64 * m;
    c->left[s] -= m;
    k -= m;
  }
}
#define DFT__MAX_ODD 64     /* largest generic odd radix + 3; bigger primes: Rader or Bluestein */
#define DFT__MAX_PRIME 61
#define DFT__MAX_STAGES 64
#define DFT__FOURSTEP ((int64_t)2 << 20) /* bytes: larger 1-D complex data runs as n1 x n2, */
#define DFT__FOURSTEP1 ((int64_t)16 << 20) /* or this much on one thread (not DIT lengths) */
#define DFT__GROUP 4          /* rows per SIMD-across-rows group, in vectors */
/* Contiguous real rows of an even 130..256 points (no register kernel) run one at a time, each
   row's half-length FFT SIMD along the row, rather than through group buffers, on the
   512-bit and 256-bit double engines (C = 4, 2): one row at a time took 0.50-0.89 of the
   groups' time forward and 0.61-1.05 backward at 136..240 points at 512 bits, 0.64-0.92
   and 0.79-1.06 at 256 (an AVX2 build; 1000 rows, per-pair medians, Xeon VM); below that,
   and in single precision (144, 160, 180, 224 points 1.3-2.3x slower a row at a time), the
   groups stay. */
#define DFT__RROW_ALONE(n, C, tsize) ((tsize) == 8 && ((C) == 4 || (C) == 2) && (n) > 128 && (n) % 2 == 0)
#define DFT__POOL 2           /* workspaces a plan keeps for concurrent calls */
#define DFT__POOL_MAX ((size_t)8 << 20) /* bytes: up to this, DFT__POOL workspaces */
#define DFT__POOL_BIG ((size_t)1 << 30) /* up to this, one (fresh pages cost a fault each) */
#define DFT__TAB_MAX ((int64_t)1 << 28) /* entries of one plan table, at most (dft__tab) */
#define DFT__TW1MAX 1024      /* twiddles of a DIT level beyond this many points: two tables */
#define DFT__RTW1MAX 32768    /* a real plan's, from n = 2^18 on (one table: 5-8% faster at 2^16) */
/* The real pairs' vector walk aligns its blocks (dft__rpairs) from this many bytes of the
   pairs' inputs and outputs on: below, they stay in the L1 anyway and the scalar pairs before
   the first aligned block cost more (make ab, aligned at every size: real double 64 1.24 of
   the time, 128 backward 1.06; 4096 backward 0.84, single 65536 backward 0.86). */
#define DFT__RPAIRS_ALIGN 32768
#define DFT__TWPAD 16         /* entries past B in a real plan's low table (W/2 lanes from any k) */
#define DFT__PF_BYTES ((size_t)1 << 20) /* short rows of a pass this large: prefetched */
#define DFT__RSEQ_BYTES ((size_t)2 << 20) /* real rows of 64 doubles, a pass this large: one by one */
#ifndef DFT__RODD_MIN
#define DFT__RODD_MIN 256 /* odd real rows of doubles from this length decimated by their least prime factor, */
#endif
#ifndef DFT__RODD_MINF
#define DFT__RODD_MINF 2048 /* of floats from this one (dft__rodd_p) */
#endif
#define DFT__RODD_P 13   /* up to this least prime factor */
#define DFT__MAX_LANES 8 /* complex numbers a vector, on any engine (dft__lanes) */
/* The kernel a program's compute calls itself (prog->bk): a codelet a C2C row (bfn, brows),
   a real row's register kernel (bfn), the one pass's register kernel over whole groups
   of lanes (the pass's route, its bxo and byo), or a C2C row's whole-transform kernel of
   two stages (bfn, its twiddles btw). */
enum { DFT__BK_NONE, DFT__BK_CODELET, DFT__BK_REAL, DFT__BK_GROUPS, DFT__BK_SMALL };
#ifndef DFT__BROWS
#define DFT__BROWS 3 /* rows of a short batch whose rows go one codelet call each (prog->brows) */
#endif
#define DFT__MERGE_ELEMS 65536 /* elements: the most a pass's merged innermost row axis spans (dft__pass_add) */
#define DFT__STACK_WORK 2048 /* bytes: a direct program needing at most this much workspace has it on the stack */
#define DFT__SMALL_ELEMS 16384.0 /* elements (all transforms): fewer run on one thread (dft__nthreads) */
#define DFT__PAGE 4096        /* bytes: a workspace's slack for where it starts (dft__skew) */
#define DFT__SKEW 1088        /* bytes between a convolution's lines (below); until session 61
                                 also where every workspace started past page alignment, away
                                 from page-aligned arrays (1.2-1.9x at 2^14..2^16) */
/* Where a workspace starts past w, at most DFT__PAGE - 64 bytes on: mid-way along the wider
   of the two gaps between the input and output arrays modulo a page, so that its lines are
   far from theirs in the cache sets and in the address bits that loads and stores are
   matched by (4K aliasing). A fixed offset from page alignment (1088 bytes) read complex
   double 4096 points at 7.4 us with the output anywhere but 1280 bytes past a page, and
   10.0 us there (make bench: 0.93x-1.14x FFTW in the suite, 1.6x on its own). */
static size_t dft__skew(const void *w, const void *x, const void *y)
{
  const uintptr_t a = (uintptr_t)x % DFT__PAGE, b = (uintptr_t)y % DFT__PAGE;
  const uintptr_t gap = (b - a) % DFT__PAGE; /* from x up to y */
  const uintptr_t mid = gap >= DFT__PAGE / 2 || !gap ? a + gap / 2 + (gap ? 0 : DFT__PAGE / 2)
                                                     : b + (DFT__PAGE - gap) / 2;
  return (size_t)((mid - (uintptr_t)w % DFT__PAGE) % DFT__PAGE) & ~(size_t)63;
}

/* A convolution's lines in its scratch (Rader, Bluestein: m points each): a at the start, b
   and the sub-plan's scratch w after it, each DFT__SKEW bytes further on, so that the lines
   do not share cache sets index for index (complex double 10007's sub-FFT of 20480 points
   on Stockham stages: 56 us between lines 320 KiB apart, 41 us as a plan of its own). */
#define DFT__CONV_B(s, m) ((s) + (m) + DFT__SKEW / (int64_t)sizeof(*(s)))
#define DFT__CONV_W(s, m) ((s) + 2 * (m) + 2 * (DFT__SKEW / (int64_t)sizeof(*(s))))

/* Claiming a pooled workspace: an atomic exchange where the compiler has one,
   otherwise no pool (every call allocates). */
#if defined(__GNUC__) || defined(__clang__)
#define DFT__HAVE_POOL 1
static int dft__claim(int *flag) { return __atomic_exchange_n(flag, 1, __ATOMIC_ACQUIRE) == 0; }
static void dft__unclaim(int *flag) { __atomic_store_n(flag, 0, __ATOMIC_RELEASE); }
#else
#define DFT__HAVE_POOL 0
static int dft__claim(int *flag) { (void)flag; return 0; }
static void dft__unclaim(int *flag) { (void)flag; }
#endif
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

/* exp(2*pi*i*t/n) for many t < n: two tables of about sqrt(n) directly computed
   values (dft__cis, kept as double-double pairs), hi[t >> sh] * lo[t & mask].
   Double twiddles take that product in double-double arithmetic and round once
   (relative error near 2^-63 before the rounding, from the long-double table
   values; nothing accumulates); float twiddles take it in double. Without a fast
   fma the double product is taken in long double instead. */
typedef struct dft__cis4 { double ch, cl, sh, sl; } dft__cis4;
typedef struct dft__cistab {
  uint64_t n, mask;
  int sh;
  dft__cis4 *h, *l;
} dft__cistab;

static void dft__cistab_free(dft__cistab *t)
{
  DFT_FREE(t->h);
  t->h = NULL;
}

static void dft__cis4_set(dft__cis4 *e, uint64_t k, uint64_t n)
{
  long double c, s;
  dft__cis(k, n, &c, &s);
  e->ch = (double)c; e->cl = (double)(c - (long double)e->ch);
  e->sh = (double)s; e->sl = (double)(s - (long double)e->sh);
}

static int dft__cistab_init(dft__cistab *t, uint64_t n)
{
  uint64_t b, i, nh;
  t->sh = 0;
  while (((uint64_t)1 << (2 * t->sh)) < n) t->sh++;
  b = (uint64_t)1 << t->sh;
  nh = (n >> t->sh) + 1;
  t->n = n;
  t->mask = b - 1;
  t->h = (dft__cis4 *)DFT_MALLOC((size_t)(nh + b) * sizeof(dft__cis4));
  if (!t->h) return 0;
  t->l = t->h + nh;
  for (i = 0; i < nh; i++) dft__cis4_set(&t->h[i], i * b, n);
  for (i = 0; i < b; i++) dft__cis4_set(&t->l[i], i, n);
  return 1;
}

/* a*b + c*d of double-double numbers, rounded to double. */
static double dft__dd_dot(double ah, double al, double bh, double bl, double ch, double cl, double dh,
                          double dl)
{
#if defined(FP_FAST_FMA)
  /* the leading products exactly (fma), their sum with its error (two-sum), the
     cross terms in double: error near 2^-100 before the final rounding */
  const double p = ah * bh, q = ch * dh, ep = fma(ah, bh, -p), eq = fma(ch, dh, -q);
  const double s = p + q, v = s - p, es = (p - (s - v)) + (q - v);
  return s + (es + ep + eq + (ah * bl + al * bh + ch * dl + cl * dh));
#else
  return (double)(((long double)ah + al) * ((long double)bh + bl) + ((long double)ch + cl) * ((long double)dh + dl));
#endif
}

/* cos and sin of 2*pi*k/n, k < n, rounded to double. */
static void dft__cistab_get(const dft__cistab *t, uint64_t k, double *c, double *s)
{
  const dft__cis4 *a = &t->h[k >> t->sh], *b = &t->l[k & t->mask];
  *c = dft__dd_dot(a->ch, a->cl, b->ch, b->cl, -a->sh, -a->sl, b->sh, b->sl);
  *s = dft__dd_dot(a->sh, a->sl, b->ch, b->cl, a->ch, a->cl, b->sh, b->sl);
}

/* A plan's engine named as a precision (dft__plan.eprec): DFT_SINGLE, DFT_DOUBLE, or the
   wide float and narrow double engines of AVX-512 targets (DFT__WIDE, DFT__NARROW);
   dft__isd: whether its data are doubles. */
#define DFT__SINGLE_WIDE 3
#define DFT__DOUBLE_NARROW 4
static int dft__isd(int prec) { return prec == DFT_DOUBLE || prec == DFT__DOUBLE_NARROW; }

/* Twiddles into a complex array of precision prec: arr[i0 + i*di] =
   exp(sgn * 2*pi*i*k_i/n) with k_i = (k0 + i*dk) mod n, i < cnt (k0, dk < n). */
static void dft__cistab_fill(const dft__cistab *t, int prec, void *arr, int64_t i0, int64_t di,
                             uint64_t k0, uint64_t dk, int64_t cnt, int sgn)
{
  uint64_t k = k0;
  int64_t i;
  double c, s;
  if (!dft__isd(prec)) {
    float *a = (float *)arr + 2 * i0;
    for (i = 0; i < cnt; i++, a += 2 * di) {
      const dft__cis4 *x = &t->h[k >> t->sh], *y = &t->l[k & t->mask];
      c = x->ch * y->ch - x->sh * y->sh;
      s = x->sh * y->ch + x->ch * y->sh;
      a[0] = (float)c; a[1] = (float)(sgn < 0 ? -s : s);
      k += dk; if (k >= t->n) k -= t->n;
    }
  } else {
    double *a = (double *)arr + 2 * i0;
    for (i = 0; i < cnt; i++, a += 2 * di) {
      dft__cistab_get(t, k, &c, &s);
      a[0] = c; a[1] = sgn < 0 ? -s : s;
      k += dk; if (k >= t->n) k -= t->n;
    }
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

/* A plan table of cnt entries of esz bytes, or NULL: the allocator is asked first (a
   refusal is its answer), then tables over DFT__TAB_MAX entries are refused too, before
   any is filled (a plan needing one, e.g. four-step twiddles at 2^40 points, would
   spend minutes filling gigabytes that overcommit lent it). */
static void *dft__tab(int64_t cnt, size_t esz)
{
  void *p = cnt >= 0 && (uint64_t)cnt <= SIZE_MAX / esz ? dft_malloc((size_t)cnt * esz) : NULL;
  if (p && cnt > DFT__TAB_MAX) { dft_free_memory(p); p = NULL; }
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
  void *twt;                    /* first stage's twiddles transposed ([k-1][j]) */
  void *twx;                    /* DFT__SMALL2: twt as (re, re), then (-im, im), then (im, -im) */
  int64_t m;                    /* convolution length (Bluestein, Rader); 0: Stockham */
  struct dft__fft *sub;         /* Bluestein, Rader: plan of length m */
  void *chirp, *filt;           /* Bluestein: n chirp values; both: m filter values */
  uint32_t *perm;               /* Rader (n prime): g^-p mod n, then g^q mod n, p, q < m */
  int64_t ws;                   /* complex scratch points dft__fft_exec needs */
  int ndit;                     /* in-place DIT levels (dft__dit_run), 0: none */
  int dr[DFT__MAX_STAGES];      /* their radices, leaf first */
  int64_t dtoff[DFT__MAX_STAGES]; /* level s's twiddles w_(M_s)^(jk): offset in twd */
  int64_t dtb[DFT__MAX_STAGES]; /* 0: [(k-1)*M_(s-1) + j], j < M_(s-1); else B (two-level: dft__dit_init) */
  void *twd;                    /* per level s >= 1 */
} dft__fft;

/* A 1-D real plan: half-length complex plan and n/4 + 1 twiddles for even n, a
   full-length complex plan for odd n (rows in groups, short rows), and for a single odd
   row of n = p m (p the least prime factor, p <= DFT__RODD_P, n >= DFT__RODD_MIN) the
   decimation of dft__rodd_fwd/bwd: (p-1)/2 complex lines of m and a real row of m. */
typedef struct dft__rfft {
  int64_t n;
  dft__fft *c;
  void *tw;  /* w_n^k, k <= n/4; when twsh > 0, tw[k & B-1] * tw[B + DFT__TWPAD + (k >> twsh)] */
  int twsh;  /* with B = 2^twsh: two small tables for a long row (dft__rtw) */
  int64_t ws;
  int p;                        /* odd n decimated by p (0: not) */
  int64_t m;                    /* n / p */
  dft__fft *cm;                 /* length m */
  struct dft__rfft *sub;        /* the last sub-sequence's real row of m, decimated; NULL: a complex line through cm */
  void *otw;                    /* w_n^(s k) at [(s-1) h + k], 0 < s < p, k < h = (m+1)/2 */
  void *dm;                     /* short rows (dft__rdm_fits): the DFT matrices of dft__rdm */
} dft__rfft;
/* dft__rdm's forward matrix: n rows of K complex w_n^(mk) (zero past k = n/2), then the
   backward one: 2 (n/2) + 1 rows of M reals; both padded for 16-scalar vectors */
#define DFT__RDM_K(n) (((n) / 2 + 8) / 8 * 8)
#define DFT__RDM_M(n) (((n) + 15) / 16 * 16)
static const int64_t dft__zero_off[1] = {0}; /* the offsets of a single row */
/* The real row lengths with a register kernel of their own (dft__r1_*, dft__pass_bare): their
   index in its table, or -1. */
static int dft__r1_index(int64_t n)
{
  return n == 6 ? 0 : n == 8 ? 1 : n == 10 ? 2 : n == 12 ? 3 : n == 16 ? 4 : n == 32 ? 5 : -1;
}

enum { DFT__IN = 0, DFT__OUT = 1, DFT__TMP = 2 };                 /* buffer slots */
enum { DFT__VIEW_COMPLEX = 1, DFT__VIEW_REAL = 2, DFT__VIEW_PACKED = 3, /* view kinds */
       DFT__VIEW_NYQ = 4 }; /* complex rows of n/2: X_h's real part in X_0's imaginary one */
enum { DFT__C2C = 1, DFT__R2C = 2, DFT__C2R = 3, DFT__COPY = 4, /* pass kinds */
       DFT__RPOST = 5, DFT__RPRE = 6 };                            /* four-step real */

/* Where one domain's data lies: offsets and strides in scalars from the slot's
   base (st[d] is the batch distance). */
typedef struct dft__view {
  int slot, kind;
  int64_t off;
  int64_t imoff;                /* im scalar's offset from its re (pairs of reals: the stride) */
  int64_t st[DFT_MAX_DIMENSION + 1];
} dft__view;

/* How dft__pass_run runs a pass's rows, chosen at commit (dft__route_pick): */
enum { DFT__RT_ROW = 0, /* one at a time (dft__row_at) */
       DFT__RT_GROUP,   /* G at a time through group buffers (dft__rows_group), the rest one at a time */
       DFT__RT_COLS,    /* blocks of columns through contiguous rows (dft__cols_range) */
       DFT__RT_BLOCKS,  /* C at a time in registers (dft__rows_blocks), B groups a call */
       DFT__RT_LANES,   /* the same, one group a call (dft__rows_groups); the rest one at a time */
       DFT__RT_STAGE,   /* blocks of adjacent rows, the transform's one stage on them in place (dft__rows_stage) */
       DFT__RT_RDM };   /* short odd real rows, contiguous: dft__rdm on 64 a call (dft__rows_rdm) */
typedef struct dft__route {
  int kind, alt;                /* alt: the route where the bound buffers turn out not interleaved */
  void (*fn)(void);             /* BLOCKS, LANES: the register kernel (dft__rrfn##S) */
  const void *tw;               /* and its twiddles */
  int64_t e, nbi, B, ng;        /* innermost row axis's extent, blocks of it, rows (COLS) or groups a block, groups of it */
  int64_t xs, ys, xst, yst;     /* lanes' element strides (0: contiguous rows), a group's step */
  int xu, yu, pf;               /* unit strides in x, in y; prefetch distance (DFT__LANES_PF) */
  int tail;                     /* BLOCKS: rows of the innermost row axis past its whole groups (e % C) */
  int lanewise;                 /* the kernel runs contiguous rows one lane after the other (DFT__ROWS2) */
  int64_t bxo[DFT__MAX_LANES], byo[DFT__MAX_LANES]; /* BLOCKS in a bare program (prog->bare 2):
                                   the lanes' offsets in scalars of its whole groups, */
  int64_t txo[DFT__MAX_LANES], tyo[DFT__MAX_LANES]; /* and of its tail (dft__bare_lanes) */
} dft__route;

/* A pass: 1-D transforms (or copies) of length n along `axis`, one per row; rows
   run over the other axes and the batch. */
typedef struct dft__pass {
  int kind, axis, sub, scaled, nrd;
  int64_t n, rows;
  dft__view in, out;
  const void *twid;             /* four-step: element j of row r times w(j, r % twn), */
  int64_t twn;                  /* w(j, k) = twid[(j & B-1)*twn + k] * twid[(B + (j >> twsh))*twn + k], */
  int twsh;                     /* B = 2^twsh (two small tables instead of one of n) */
  int64_t rext[DFT_MAX_DIMENSION + 1], rin[DFT_MAX_DIMENSION + 1], rout[DFT_MAX_DIMENSION + 1];
  int rsplit;                   /* RPOST/RPRE, contiguous interleaved in and out: threads share rows */
  size_t work;                  /* workspace bytes of each thread running the pass (dft__work_bytes) */
  dft__route rt;
} dft__pass;

/* The program of one direction: its passes, and what compute must provide. */
struct dft__plan;
typedef struct dft__prog {
  dft_status valid;
  int npass;
  dft__pass pass[DFT_MAX_DIMENSION + 1];
  int interleaved[3];           /* slot holds interleaved complex (im = re + 1) */
  int64_t tmp_scalars;          /* size of the TMP slot */
  dft_layout in, out;           /* resolved element layouts */
  int64_t lo[2], hi[2];         /* element bounds of input [0] and output [1] */
  int esz[2];                   /* scalars per element in input and output arrays */
  int inplace;                  /* the descriptor's placement: IN and OUT are one array */
  int direct;                   /* one contiguous row (C2C, R2C, C2R): dft__pass_direct */
  int bare;                     /* 1: direct, needs no workspace (dft__pass_bare); 2: every pass
                                   one call of its in-register route (dft__onecall, dft__prog_bare) */
  int64_t blo[2], bhi[2];       /* lo and hi + 1 of input and output in bytes (overlap test) */
  int bk;                       /* the kernel compute calls itself, DFT__BK_* (set at commit:
                                   dft__bare_pick, then BK_GROUPS); 0: none */
  void (*bfn)(void);            /* BK_CODELET: a C2C row's dft__pcl_*; BK_REAL: a real row's dft__r1_*;
                                   BK_SMALL: a C2C row's dft__sm_* */
  const void *btw[2];           /* BK_SMALL: the kernel's two twiddle tables (wr, wi) */
  dft_status (*ffn)(const struct dft__plan *pl, const struct dft__prog *g, int dir, double scale,
                    void *in, void *out); /* compute's short path (dft__fast_pick); NULL: none */
  int64_t brows, bri, bro;      /* BK_CODELET on a short batch of such rows, one bfn call each:
                                   rows (2 up to DFT__BROWS, or more of 8 points) and their
                                   distances in scalars; 0 elsewhere */
  size_t dwork;                 /* direct: the workspace bytes it needs (compute's stack up to DFT__STACK_WORK) */
  int inreg;                    /* interleaved calls need no workspace: every pass runs in registers
                                   (DFT__RT_BLOCKS; tails, if any, of contiguous rows whose kernel
                                   takes repeated lanes), no TMP slot */
  /* Tiles (dft__tile_axis): passes t0..t1-1 run one tile after another (dft__tiles_run), a
     tile being one index of the batch and of axes 0..a0-1, so that they find its data in the
     cache; t1 == 0: none. The tile grid: tnd axes, innermost first, of extents text and
     strides tst[slot] in scalars; a thread's workspace for them is twork bytes. A tile's
     data in slot s: tlo[s] scalars from its origin, tlen[s] bytes (0: a slot the tiled
     passes do not use), written by them where twr[s]; tsteps: the steps of a dft__pfc in
     a tile's later passes (dft__pf_steps). */
  int t0, t1, tnd, twr[3];
  int64_t tiles, text[DFT_MAX_DIMENSION + 1], tst[3][DFT_MAX_DIMENSION + 1];
  int64_t tlo[3], tlen[3], tsteps;
  size_t twork;
} dft__prog;

typedef struct dft__plan {
  int nfft;
  dft__fft fft[DFT_MAX_DIMENSION];
  dft__rfft rfft;
  int packed;                   /* DFT_CCS/PACK/PERM_FORMAT, or 0 */
  int eprec;                    /* the engine: DFT_SINGLE, DFT_DOUBLE, DFT__SINGLE_WIDE or DFT__DOUBLE_NARROW */
  int64_t elems;                /* elements of one transform (threading heuristic) */
  int64_t maxrows;              /* most rows of any pass: threads beyond are idle */
  int64_t n1, n2;               /* four-step split of a large 1-D length (0: none) */
  void *ftw;                    /* four-step twiddles w_n^(k1 j2): [j2 & B-1][k1] = w_n^(k1 (j2 & B-1)), */
  int ftwsh;                    /* then [B + (j2 >> ftwsh)][k1] = w_n^(k1 (j2 >> ftwsh) B), B = 2^ftwsh */
  size_t pool_bytes;            /* size of each pooled workspace (0: no pool) */
  void *pool[DFT__POOL];        /* workspaces made at commit, claimed atomically */
  int pool_busy[DFT__POOL];
  dft__prog prog[2];
} dft__plan;

/* A workspace of need bytes for a compute call: a free pooled block (*slot its index) or,
   where none is free or the blocks are smaller, a fresh one (*slot = -1); NULL when out of
   memory. dft__work_give hands it back. */
static char *dft__work_take(const dft__plan *p, size_t need, int *slot)
{
  dft__plan *const q = (dft__plan *)(void *)(uintptr_t)p; /* its pool's flags */
  int i;
  *slot = -1;
  if (need <= p->pool_bytes)
    for (i = 0; i < DFT__POOL && p->pool[i]; i++)
      if (dft__claim(&q->pool_busy[i])) {
        *slot = i;
        return (char *)p->pool[i];
      }
  return (char *)dft_malloc(need);
}
static void dft__work_give(const dft__plan *p, char *mem, int slot)
{
  if (slot >= 0) dft__unclaim(&((dft__plan *)(void *)(uintptr_t)p)->pool_busy[slot]);
  else dft_free_memory(mem);
}
/* A one-pass program's slot (IN or OUT) in a call of compute's short path. */
static void *dft__slot(int slot, void *in, void *out) { return slot ? out : in; }

/* Offsets (scalars) of the rows of a pass over its first m row axes, stepped in order
   without divisions (the row walk divided at every block call: 8 x 8 x 8 real, 1216 ->
   877 ns a call, complex 700 -> 528). */
typedef struct dft__odo {
  int64_t k[DFT_MAX_DIMENSION + 1], io, oo;
} dft__odo;
static void dft__odo_at(const dft__pass *ps, int m, int64_t r, dft__odo *o)
{
  int i;
  o->io = ps->in.off; o->oo = ps->out.off;
  for (i = m - 1; i >= 0; i--) {
    if (!r) { o->k[i] = 0; continue; } /* a thread's first row, or one thread: no division */
    o->k[i] = r % ps->rext[i];
    r /= ps->rext[i];
    o->io += o->k[i] * ps->rin[i];
    o->oo += o->k[i] * ps->rout[i];
  }
}
static void dft__odo_next(const dft__pass *ps, int m, dft__odo *o)
{
  int i;
  for (i = m - 1; i >= 0; i--) {
    o->io += ps->rin[i]; o->oo += ps->rout[i];
    if (++o->k[i] < ps->rext[i]) return;
    o->io -= ps->rext[i] * ps->rin[i]; o->oo -= ps->rext[i] * ps->rout[i];
    o->k[i] = 0;
  }
}

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


/* >>simd ================================================================= */
/* The vector vocabulary: for each precision S (_f, _d) a vector type dft__v##S
   of DFT__W##S scalars (DFT__W##S / 2 interleaved complex numbers) and
     ld, st (unaligned), add, sub, mul, fma (a*b + c), set1, swap (exchange the
     two scalars of each complex number), pm (the constant -1, +1, -1, +1, ...)
     dupre, dupim (duplicate each complex number's real or imaginary part),
     fmaddsub, fmsubadd (a*b - c in the real slots and a*b + c in the imaginary
     ones, or the reverse: a complex product's last step, DFT__TWMUL_F/B),
     tr (transpose a square block of W/2 vectors of W/2 complex numbers),
     rev (the W/2 complex numbers of a vector in reverse order),
     ldl, stl (lane i from / to the complex number at p + o[i]: below the one-complex
     vectors dft__h##S)
   over SIMDe: AVX-512, AVX/AVX2 or SSE2 on x86, NEON elsewhere through SIMDe's
   128-bit translations. With DFT_NO_SIMD the "vector" is one complex number. */
#if !defined(DFT_NO_SIMD)
#ifndef DFT_SIMD_BITS /* 512, 256 or 128 forces a width (SIMDe emulates what the target lacks) */
/* AVX-512 targets: 512 bits for doubles, 256 for floats. Doubles at 512 bits have the
   kernels' float shape at 256 (4 complex numbers a vector) and ran 1.2x-1.9x faster on
   the Zen 5 VM (make bench, 78 cases: none slower by more than noise but Bluestein over
   a length of one factor 2, which the convolution length now avoids); floats at 512 bits
   (8 complex a vector) ran faster from 64 points up but 2-4x slower on the shapes built
   for at most 4 lanes (16 and 32 points, real 32 and 64, 32^3, batches of real 8), so
   floats have two engines there, 256 bits and the wide one (DFT__WIDE, dft__wide picks
   per plan), unless DFT_SIMD_BITS_FLOAT gives one width. (Until the sign pattern became a
   load, gcc rebuilt it lane by lane in the kernels, and 512 bits measured slower than
   256 for both.) */
#if defined(__AVX512F__)
#define DFT_SIMD_BITS 512
#ifndef DFT_SIMD_BITS_FLOAT
#define DFT_SIMD_BITS_FLOAT 256
#endif
#elif defined(__AVX__)
#define DFT_SIMD_BITS 256
#else
#define DFT_SIMD_BITS 128
#endif
#endif
#ifndef DFT_SIMD_BITS_FLOAT /* the width of single precision: DFT_SIMD_BITS unless given */
#define DFT_SIMD_BITS_FLOAT DFT_SIMD_BITS
#endif
#if DFT_SIMD_BITS == 512 || DFT_SIMD_BITS_FLOAT == 512
#include <simde/x86/avx512.h>
#else
#include <simde/x86/fma.h>
#endif
#if defined(__ARM_NEON) || defined(__aarch64__)
#define DFT__ADDSUB_FMA_f 1 /* NEON: fma with a sign vector, not SIMDe's addsub */
#define DFT__ADDSUB_FMA_d 1
#endif
#if DFT_SIMD_BITS == 512 || DFT_SIMD_BITS_FLOAT == 512
/* Moves of 64-bit units between two 512-bit vectors, all as vpermt2pd with an index table
   (lane of a: 0-7, of b: 8-15): SIMDe's shuffle_f64x2, unpack*_pd and permutexvar_pd reach
   gcc intrinsics that pass an _mm512_undefined_* operand, which g++ 12 -O2 reports as
   uninitialized (hundreds of warnings, errors under -Werror). Rows: 128-bit lanes (a0, a1,
   b0, b1), (a2, a3, b2, b3), (a0, a2, b0, b2), (a1, a3, b1, b3), lanes reversed; 64-bit
   units reversed; unpacklo; unpackhi; (a0, b0, a1, b1), (a2, b2, a3, b3) (DFT__P2X only);
   rcat of complex doubles, of complex floats (64-bit units; DFT__P2X only). */
static const int64_t dft__ix512[12][8] = {
  {0, 1, 2, 3, 8, 9, 10, 11}, {4, 5, 6, 7, 12, 13, 14, 15}, {0, 1, 4, 5, 8, 9, 12, 13},
  {2, 3, 6, 7, 10, 11, 14, 15}, {6, 7, 4, 5, 10, 11, 8, 9}, {7, 6, 5, 4, 3, 2, 1, 0},
  {0, 8, 2, 10, 4, 12, 6, 14}, {1, 9, 3, 11, 5, 13, 7, 15},
  {0, 1, 8, 9, 2, 3, 10, 11}, {4, 5, 12, 13, 6, 7, 14, 15}, /* 128-bit lanes interleaved */
  {8, 9, 6, 7, 4, 5, 2, 3}, {8, 7, 6, 5, 4, 3, 2, 1}}; /* rcat: b's first, a's last reversed */
#define DFT__P2X(a, b, k) simde_mm512_permutex2var_pd(a, simde_mm512_loadu_si512(dft__ix512[k]), b)
#if defined(SIMDE_X86_AVX512F_NATIVE)
/* Natively, all but the reversal as one shuffle with an immediate (vshuff64x2, vunpck[lh]pd;
   no index register, no copy of the overwritten operand), through the zero-masked forms
   with every lane kept, the ones gcc's headers give no undefined operand. make ab, time
   against the permutes: one transform of 8 / 16 complex doubles 0.92 / 0.72, 10^4 of 8
   points 0.95, real 64 x 10^4 0.96; outputs bitwise equal */
#define DFT__P2(a, b, k)                                                                           \
  ((k) == 5   ? DFT__P2X(a, b, 5)                                                                  \
   : (k) == 6 ? _mm512_maskz_unpacklo_pd((__mmask8)0xFF, a, b)                                     \
   : (k) == 7 ? _mm512_maskz_unpackhi_pd((__mmask8)0xFF, a, b)                                     \
              : _mm512_maskz_shuffle_f64x2((__mmask8)0xFF, a, b,                                   \
                                           (k) == 0 ? 0x44 : (k) == 1 ? 0xEE : (k) == 2 ? 0x88 : (k) == 3 ? 0xDD : 0x1B))
#else
#define DFT__P2(a, b, k) DFT__P2X(a, b, k)
#endif
#endif
/* ---- double ---- */
#if DFT_SIMD_BITS == 512
#define DFT__SIMD_NAME_d "avx512"
#if defined(SIMDE_X86_AVX512F_NATIVE)
/* AVX-512F's own vfmaddsub/vfmsubadd (SIMDe 0.7 translates none at 512 bits): one
   instruction and one rounding where the sign-pattern form takes a mul and an fma (make
   ab, session 58: complex double 1024 0.88, 2048 0.79; docs/benchmarks.md) */
#define dft__v_d_fmaddsub(a, b, c) _mm512_fmaddsub_pd(a, b, c)
#define dft__v_d_fmsubadd(a, b, c) _mm512_fmsubadd_pd(a, b, c)
#else
#define DFT__ADDSUB_FMA_d 1 /* fmaddsub, fmsubadd through fma with the sign pattern */
#endif
#define DFT__W_d 8
typedef simde__m512d dft__v_d;
#define dft__v_d_ld(p) simde_mm512_loadu_pd(p)
#define dft__v_d_st(p, v) simde_mm512_storeu_pd(p, v)
#define dft__v_d_add simde_mm512_add_pd
#define dft__v_d_sub simde_mm512_sub_pd
#define dft__v_d_mul simde_mm512_mul_pd
#define dft__v_d_fma simde_mm512_fmadd_pd
#define dft__v_d_set1 simde_mm512_set1_pd
#define dft__v_d_swap(v) \
  simde_mm512_castps_pd(simde_mm512_shuffle_ps(simde_mm512_castpd_ps(v), simde_mm512_castpd_ps(v), \
                                               SIMDE_MM_SHUFFLE(1, 0, 3, 2)))
/* the sign pattern as a load: SIMDe's simde_mm512_setr_p[sd] compiled (gcc 12) to a masked
   broadcast per element, rebuilt inside the kernels (1024 complex doubles: 105 kmovb) */
static const double dft__pm_d512[8] = {-1, 1, -1, 1, -1, 1, -1, 1};
#define dft__v_d_pm() simde_mm512_loadu_pd(dft__pm_d512)
#define dft__v_d_dupre(v) \
  simde_mm512_castps_pd(simde_mm512_shuffle_ps(simde_mm512_castpd_ps(v), simde_mm512_castpd_ps(v), \
                                               SIMDE_MM_SHUFFLE(1, 0, 1, 0)))
#define dft__v_d_dupim(v) \
  simde_mm512_castps_pd(simde_mm512_shuffle_ps(simde_mm512_castpd_ps(v), simde_mm512_castpd_ps(v), \
                                               SIMDE_MM_SHUFFLE(3, 2, 3, 2)))
#define dft__v_d_rev(v) DFT__P2(v, v, 4)
#define dft__v_d_rcat(a, b) DFT__P2X(a, b, 10)
static DFT__INLINE void dft__v_d_tr(dft__v_d *b) /* 4x4 complex doubles: 128-bit lanes */
{
  const simde__m512d t0 = DFT__P2(b[0], b[1], 0), t1 = DFT__P2(b[0], b[1], 1);
  const simde__m512d t2 = DFT__P2(b[2], b[3], 0), t3 = DFT__P2(b[2], b[3], 1);
  b[0] = DFT__P2(t0, t2, 2); b[1] = DFT__P2(t0, t2, 3);
  b[2] = DFT__P2(t1, t3, 2); b[3] = DFT__P2(t1, t3, 3);
}
#elif DFT_SIMD_BITS == 256
#define DFT__SIMD_NAME_d "avx"
#define DFT__W_d 4
typedef simde__m256d dft__v_d;
#define dft__v_d_ld(p) simde_mm256_loadu_pd(p)
#define dft__v_d_st(p, v) simde_mm256_storeu_pd(p, v)
#define dft__v_d_add simde_mm256_add_pd
#define dft__v_d_sub simde_mm256_sub_pd
#define dft__v_d_mul simde_mm256_mul_pd
#define dft__v_d_fma simde_mm256_fmadd_pd
#define dft__v_d_set1 simde_mm256_set1_pd
#define dft__v_d_swap(v) simde_mm256_permute_pd(v, 5)
#define dft__v_d_pm() simde_mm256_setr_pd(-1, 1, -1, 1)
#define dft__v_d_dupre(v) simde_mm256_movedup_pd(v)
#define dft__v_d_dupim(v) simde_mm256_permute_pd(v, 15)
#define dft__v_d_rev(v) simde_mm256_permute2f128_pd(v, v, 1)
#define dft__v_d_rcat(a, b) simde_mm256_permute2f128_pd(a, b, 0x12)
#define dft__v_d_fmaddsub simde_mm256_fmaddsub_pd
#define dft__v_d_fmsubadd simde_mm256_fmsubadd_pd
static void dft__v_d_tr(dft__v_d *b) /* 2x2 complex doubles */
{
  const dft__v_d t0 = simde_mm256_permute2f128_pd(b[0], b[1], 0x20);
  b[1] = simde_mm256_permute2f128_pd(b[0], b[1], 0x31);
  b[0] = t0;
}
#else
#define DFT__SIMD_NAME_d "128-bit"
#define DFT__W_d 2
typedef simde__m128d dft__v_d;
#define dft__v_d_ld(p) simde_mm_loadu_pd(p)
#define dft__v_d_st(p, v) simde_mm_storeu_pd(p, v)
#define dft__v_d_add simde_mm_add_pd
#define dft__v_d_sub simde_mm_sub_pd
#define dft__v_d_mul simde_mm_mul_pd
#define dft__v_d_fma simde_mm_fmadd_pd
#define dft__v_d_set1 simde_mm_set1_pd
#define dft__v_d_swap(v) simde_mm_shuffle_pd(v, v, 1)
#define dft__v_d_pm() simde_mm_setr_pd(-1, 1)
#define dft__v_d_dupre(v) simde_mm_movedup_pd(v)
#define dft__v_d_dupim(v) simde_mm_shuffle_pd(v, v, 3)
#define dft__v_d_rev(v) (v)
#define dft__v_d_rcat(a, b) (b)
static void dft__v_d_tr(dft__v_d *b) { (void)b; } /* 1x1 */
#ifndef DFT__ADDSUB_FMA_d
#define dft__v_d_fmaddsub simde_mm_fmaddsub_pd
#define dft__v_d_fmsubadd simde_mm_fmsubadd_pd
#endif
#endif
#if DFT_SIMD_BITS == 512 && !defined(DFT_NO_NARROW)
/* The narrow double engine _e beside 512-bit doubles (DFT__NARROW): 256 bits, 2 complex
   doubles a vector, which plans choose per transform (dft__narrow); the 256-bit vocabulary
   above under the engine's name. It builds the double kernels twice (gcc 12 -O2
   -march=native: 1.66 -> 2.13 MB of code, 54 -> 60 s); DFT_NO_NARROW leaves it out. */
#define DFT__NARROW 1
#define DFT__W_e 4
typedef simde__m256d dft__v_e;
#define dft__v_e_ld(p) simde_mm256_loadu_pd(p)
#define dft__v_e_st(p, v) simde_mm256_storeu_pd(p, v)
#define dft__v_e_add simde_mm256_add_pd
#define dft__v_e_sub simde_mm256_sub_pd
#define dft__v_e_mul simde_mm256_mul_pd
#define dft__v_e_fma simde_mm256_fmadd_pd
#define dft__v_e_set1 simde_mm256_set1_pd
#define dft__v_e_swap(v) simde_mm256_permute_pd(v, 5)
#define dft__v_e_pm() simde_mm256_setr_pd(-1, 1, -1, 1)
#define dft__v_e_dupre(v) simde_mm256_movedup_pd(v)
#define dft__v_e_dupim(v) simde_mm256_permute_pd(v, 15)
#define dft__v_e_rev(v) simde_mm256_permute2f128_pd(v, v, 1)
#define dft__v_e_rcat(a, b) simde_mm256_permute2f128_pd(a, b, 0x12)
#define dft__v_e_fmaddsub simde_mm256_fmaddsub_pd
#define dft__v_e_fmsubadd simde_mm256_fmsubadd_pd
static void dft__v_e_tr(dft__v_e *b) /* 2x2 complex doubles */
{
  const dft__v_e t0 = simde_mm256_permute2f128_pd(b[0], b[1], 0x20);
  b[1] = simde_mm256_permute2f128_pd(b[0], b[1], 0x31);
  b[0] = t0;
}
#endif
/* ---- float ---- */
/* 512-bit floats: the float vocabulary when DFT_SIMD_BITS_FLOAT is 512, else (AVX-512
   targets, floats at 256 bits) the wide float engine _g that plans choose per transform
   (dft__wide) */
#if DFT_SIMD_BITS_FLOAT == 512 || DFT_SIMD_BITS == 512
#define DFT__W_g 16
typedef simde__m512 dft__v_g;
#define dft__v_g_ld(p) simde_mm512_loadu_ps(p)
#define dft__v_g_st(p, v) simde_mm512_storeu_ps(p, v)
#define dft__v_g_add simde_mm512_add_ps
#define dft__v_g_sub simde_mm512_sub_ps
#define dft__v_g_mul simde_mm512_mul_ps
#define dft__v_g_fma simde_mm512_fmadd_ps
#define dft__v_g_set1 simde_mm512_set1_ps
#define dft__v_g_swap(v) simde_mm512_shuffle_ps(v, v, SIMDE_MM_SHUFFLE(2, 3, 0, 1))
/* a load, as dft__pm_d512 */
static const float dft__pm_g512[16] = {-1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1};
#define dft__v_g_pm() simde_mm512_loadu_ps(dft__pm_g512)
#define dft__v_g_dupre(v) simde_mm512_shuffle_ps(v, v, SIMDE_MM_SHUFFLE(2, 2, 0, 0))
#define dft__v_g_dupim(v) simde_mm512_shuffle_ps(v, v, SIMDE_MM_SHUFFLE(3, 3, 1, 1))
#define dft__v_g_rev(v) simde_mm512_castpd_ps(DFT__P2(simde_mm512_castps_pd(v), simde_mm512_castps_pd(v), 5))
#define dft__v_g_rcat(a, b) simde_mm512_castpd_ps(DFT__P2X(simde_mm512_castps_pd(a), simde_mm512_castps_pd(b), 11))
static DFT__INLINE void dft__v_g_tr(dft__v_g *b) /* 8x8 complex floats: 64-bit units */
{
  simde__m512d t[8], u[8];
  int i;
  DFT__UNROLL for (i = 0; i < 8; i += 2) { /* pairs of rows: (b_i[j], b_i+1[j]) for even j, then odd j */
    t[i] = DFT__P2(simde_mm512_castps_pd(b[i]), simde_mm512_castps_pd(b[i + 1]), 6);
    t[i + 1] = DFT__P2(simde_mm512_castps_pd(b[i]), simde_mm512_castps_pd(b[i + 1]), 7);
  }
  DFT__UNROLL for (i = 0; i < 2; i++) { /* rows 0..3 (u[0..3]) and 4..7 (u[4..7]) of the column pairs (j, j + 4) */
    u[2 * i] = DFT__P2(t[i], t[i + 2], 2);
    u[2 * i + 1] = DFT__P2(t[i], t[i + 2], 3);
    u[4 + 2 * i] = DFT__P2(t[4 + i], t[6 + i], 2);
    u[4 + 2 * i + 1] = DFT__P2(t[4 + i], t[6 + i], 3);
  }
  /* u[i] (rows 0..3) and u[4 + i] (rows 4..7): column pair j = 2 (i & 1) + (i >> 1), as
     lanes (j, j + 4, j, j + 4) of row pairs */
  DFT__UNROLL for (i = 0; i < 4; i++) {
    const int j = 2 * (i & 1) + (i >> 1);
    b[j] = simde_mm512_castpd_ps(DFT__P2(u[i], u[4 + i], 2));
    b[j + 4] = simde_mm512_castpd_ps(DFT__P2(u[i], u[4 + i], 3));
  }
}
#endif
#if DFT_SIMD_BITS_FLOAT == 512
#define DFT__SIMD_NAME_f "avx512"
#if defined(SIMDE_X86_AVX512F_NATIVE) /* as for doubles above */
#define dft__v_f_fmaddsub(a, b, c) _mm512_fmaddsub_ps(a, b, c)
#define dft__v_f_fmsubadd(a, b, c) _mm512_fmsubadd_ps(a, b, c)
#else
#define DFT__ADDSUB_FMA_f 1
#endif
#define DFT__W_f 16
typedef dft__v_g dft__v_f;
#define dft__v_f_ld dft__v_g_ld
#define dft__v_f_st dft__v_g_st
#define dft__v_f_add dft__v_g_add
#define dft__v_f_sub dft__v_g_sub
#define dft__v_f_mul dft__v_g_mul
#define dft__v_f_fma dft__v_g_fma
#define dft__v_f_set1 dft__v_g_set1
#define dft__v_f_swap dft__v_g_swap
#define dft__v_f_pm dft__v_g_pm
#define dft__v_f_dupre dft__v_g_dupre
#define dft__v_f_dupim dft__v_g_dupim
#define dft__v_f_rev dft__v_g_rev
#define dft__v_f_rcat dft__v_g_rcat
#define dft__v_f_tr dft__v_g_tr
#elif DFT_SIMD_BITS_FLOAT == 256
#define DFT__SIMD_NAME_f "avx"
#define DFT__W_f 8
typedef simde__m256 dft__v_f;
#define dft__v_f_ld(p) simde_mm256_loadu_ps(p)
#define dft__v_f_st(p, v) simde_mm256_storeu_ps(p, v)
#define dft__v_f_add simde_mm256_add_ps
#define dft__v_f_sub simde_mm256_sub_ps
#define dft__v_f_mul simde_mm256_mul_ps
#define dft__v_f_fma simde_mm256_fmadd_ps
#define dft__v_f_set1 simde_mm256_set1_ps
#define dft__v_f_swap(v) simde_mm256_permute_ps(v, SIMDE_MM_SHUFFLE(2, 3, 0, 1))
#define dft__v_f_pm() simde_mm256_setr_ps(-1, 1, -1, 1, -1, 1, -1, 1)
#define dft__v_f_dupre(v) simde_mm256_moveldup_ps(v)
#define dft__v_f_dupim(v) simde_mm256_movehdup_ps(v)
#define dft__v_f_fmaddsub simde_mm256_fmaddsub_ps
#define dft__v_f_fmsubadd simde_mm256_fmsubadd_ps
#define dft__v_f_rev(v) simde_mm256_permute_ps(simde_mm256_permute2f128_ps(v, v, 1), SIMDE_MM_SHUFFLE(1, 0, 3, 2))
#define dft__v_f_rcat(a, b) /* in 64-bit units: (b0, b1, a2, a3) and (a2, a3, a0, a1) mixed */  \
  simde_mm256_castpd_ps(simde_mm256_shuffle_pd(                                                  \
      simde_mm256_permute2f128_pd(simde_mm256_castps_pd(b), simde_mm256_castps_pd(a), 0x30),     \
      simde_mm256_permute2f128_pd(simde_mm256_castps_pd(a), simde_mm256_castps_pd(a), 1), 10))
static void dft__v_f_tr(dft__v_f *b) /* 4x4 complex floats, as 64-bit lanes */
{
  const simde__m256d r0 = simde_mm256_castps_pd(b[0]), r1 = simde_mm256_castps_pd(b[1]);
  const simde__m256d r2 = simde_mm256_castps_pd(b[2]), r3 = simde_mm256_castps_pd(b[3]);
  const simde__m256d t0 = simde_mm256_unpacklo_pd(r0, r1), t1 = simde_mm256_unpackhi_pd(r0, r1);
  const simde__m256d t2 = simde_mm256_unpacklo_pd(r2, r3), t3 = simde_mm256_unpackhi_pd(r2, r3);
  b[0] = simde_mm256_castpd_ps(simde_mm256_permute2f128_pd(t0, t2, 0x20));
  b[1] = simde_mm256_castpd_ps(simde_mm256_permute2f128_pd(t1, t3, 0x20));
  b[2] = simde_mm256_castpd_ps(simde_mm256_permute2f128_pd(t0, t2, 0x31));
  b[3] = simde_mm256_castpd_ps(simde_mm256_permute2f128_pd(t1, t3, 0x31));
}
#else
#define DFT__SIMD_NAME_f "128-bit"
#define DFT__W_f 4
typedef simde__m128 dft__v_f;
#define dft__v_f_ld(p) simde_mm_loadu_ps(p)
#define dft__v_f_st(p, v) simde_mm_storeu_ps(p, v)
#define dft__v_f_add simde_mm_add_ps
#define dft__v_f_sub simde_mm_sub_ps
#define dft__v_f_mul simde_mm_mul_ps
#define dft__v_f_fma simde_mm_fmadd_ps
#define dft__v_f_set1 simde_mm_set1_ps
#define dft__v_f_swap(v) simde_mm_shuffle_ps(v, v, SIMDE_MM_SHUFFLE(2, 3, 0, 1))
#define dft__v_f_pm() simde_mm_setr_ps(-1, 1, -1, 1)
#define dft__v_f_dupre(v) simde_mm_moveldup_ps(v)
#define dft__v_f_dupim(v) simde_mm_movehdup_ps(v)
#define dft__v_f_rev(v) simde_mm_shuffle_ps(v, v, SIMDE_MM_SHUFFLE(1, 0, 3, 2))
#define dft__v_f_rcat(a, b) simde_mm_castpd_ps(simde_mm_shuffle_pd(simde_mm_castps_pd(b), simde_mm_castps_pd(a), 2))
static void dft__v_f_tr(dft__v_f *b) /* 2x2 complex floats */
{
  const dft__v_f t0 = simde_mm_movelh_ps(b[0], b[1]);
  b[1] = simde_mm_movehl_ps(b[1], b[0]);
  b[0] = t0;
}
#ifndef DFT__ADDSUB_FMA_f
#define dft__v_f_fmaddsub simde_mm_fmaddsub_ps
#define dft__v_f_fmsubadd simde_mm_fmsubadd_ps
#endif
#endif
#if defined(__ARM_NEON) || defined(__aarch64__)
#define DFT__SIMD_NAME "neon"
#elif DFT_SIMD_BITS == DFT_SIMD_BITS_FLOAT && DFT_SIMD_BITS == 128
#define DFT__SIMD_NAME "sse2"
#elif DFT_SIMD_BITS == DFT_SIMD_BITS_FLOAT
#define DFT__SIMD_NAME DFT__SIMD_NAME_d
#else
#define DFT__SIMD_NAME DFT__SIMD_NAME_d " (double), " DFT__SIMD_NAME_f " (float)"
#endif
#else /* DFT_NO_SIMD: one complex number per "vector" */
#define DFT__SIMD_NAME "scalar"
#define DFT__W_f 2
#define DFT__W_d 2
typedef struct { float v[2]; } dft__v_f;
typedef struct { double v[2]; } dft__v_d;
#define DFT__SCALAR_VEC(T, S)                                                                   \
  static dft__v##S dft__v##S##_ld(const T *p) { dft__v##S r; r.v[0] = p[0]; r.v[1] = p[1]; return r; } \
  static void dft__v##S##_st(T *p, dft__v##S a) { p[0] = a.v[0]; p[1] = a.v[1]; }            \
  static dft__v##S dft__v##S##_add(dft__v##S a, dft__v##S b)                                  \
  { a.v[0] += b.v[0]; a.v[1] += b.v[1]; return a; }                                           \
  static dft__v##S dft__v##S##_sub(dft__v##S a, dft__v##S b)                                  \
  { a.v[0] -= b.v[0]; a.v[1] -= b.v[1]; return a; }                                           \
  static dft__v##S dft__v##S##_mul(dft__v##S a, dft__v##S b)                                  \
  { a.v[0] *= b.v[0]; a.v[1] *= b.v[1]; return a; }                                           \
  static dft__v##S dft__v##S##_fma(dft__v##S a, dft__v##S b, dft__v##S c)                     \
  { c.v[0] += a.v[0] * b.v[0]; c.v[1] += a.v[1] * b.v[1]; return c; }                        \
  static dft__v##S dft__v##S##_set1(T x) { dft__v##S r; r.v[0] = r.v[1] = x; return r; }      \
  static dft__v##S dft__v##S##_swap(dft__v##S a) { T t = a.v[0]; a.v[0] = a.v[1]; a.v[1] = t; return a; } \
  static dft__v##S dft__v##S##_pm(void) { dft__v##S r; r.v[0] = -1; r.v[1] = 1; return r; }          \
  static dft__v##S dft__v##S##_dupre(dft__v##S a) { a.v[1] = a.v[0]; return a; }              \
  static dft__v##S dft__v##S##_dupim(dft__v##S a) { a.v[0] = a.v[1]; return a; }              \
  static void dft__v##S##_tr(dft__v##S *b) { (void)b; }                                      \
  static dft__v##S dft__v##S##_ldl(const T *p, const int64_t *o) { return dft__v##S##_ld(p + o[0]); } \
  static void dft__v##S##_stl(T *p, const int64_t *o, dft__v##S v) { dft__v##S##_st(p + o[0], v); } \
  static dft__v##S dft__v##S##_rev(dft__v##S a) { return a; }                                \
  static dft__v##S dft__v##S##_rcat(dft__v##S a, dft__v##S b) { (void)a; return b; }
DFT__SCALAR_VEC(float, _f)
DFT__SCALAR_VEC(double, _d)
#undef DFT__SCALAR_VEC
#define DFT__ADDSUB_FMA_f 1
#define DFT__ADDSUB_FMA_d 1
#endif
/* fmaddsub and fmsubadd as an fma with the sign pattern, for the vocabularies V whose
   SIMDe translation has none (512 bits, NEON, the scalar one) */
#define DFT__FMADDSUB(V, a, b, c) V##_fma(c, V##_pm(), V##_mul(a, b))
#define DFT__FMSUBADD(V, a, b, c) V##_fma(c, V##_sub(V##_set1(0), V##_pm()), V##_mul(a, b))
#ifdef DFT__ADDSUB_FMA_f
#define dft__v_f_fmaddsub(a, b, c) DFT__FMADDSUB(dft__v_f, a, b, c)
#define dft__v_f_fmsubadd(a, b, c) DFT__FMSUBADD(dft__v_f, a, b, c)
#endif
#ifdef DFT__ADDSUB_FMA_d
#define dft__v_d_fmaddsub(a, b, c) DFT__FMADDSUB(dft__v_d, a, b, c)
#define dft__v_d_fmsubadd(a, b, c) DFT__FMSUBADD(dft__v_d, a, b, c)
#endif
#if !defined(DFT_NO_SIMD) && DFT_SIMD_BITS == 512 && DFT_SIMD_BITS_FLOAT != 512
#define DFT__WIDE 1 /* the wide float engine _g (512 bits) beside floats at DFT_SIMD_BITS_FLOAT */
#if defined(SIMDE_X86_AVX512F_NATIVE) /* as for 512-bit doubles */
#define dft__v_g_fmaddsub(a, b, c) _mm512_fmaddsub_ps(a, b, c)
#define dft__v_g_fmsubadd(a, b, c) _mm512_fmsubadd_ps(a, b, c)
#else
#define dft__v_g_fmaddsub(a, b, c) DFT__FMADDSUB(dft__v_g, a, b, c)
#define dft__v_g_fmsubadd(a, b, c) DFT__FMSUBADD(dft__v_g, a, b, c)
#endif
#endif

/* One complex number per vector, dft__h##S, with the same operations as dft__v##S (ld, st,
   add, sub, mul, fma, set1, swap, pm): whole short transforms and the odd lanes of stages
   run their codelets on it. 128 bits at every width (float uses the low half); with
   DFT_NO_SIMD it is dft__v##S, already one complex number. */
#if !defined(DFT_NO_SIMD)
typedef simde__m128 dft__h_f;
typedef simde__m128d dft__h_d;
#define dft__h_f_ld(p) simde_mm_castsi128_ps(simde_mm_loadu_si64((const void *)(p)))
#define dft__h_d_ld(p) simde_mm_loadu_pd(p)
#define dft__h_f_st(p, v) simde_mm_storeu_si64((void *)(p), simde_mm_castps_si128(v))
#define dft__h_d_st(p, v) simde_mm_storeu_pd(p, v)
#define dft__h_f_add simde_mm_add_ps
#define dft__h_d_add simde_mm_add_pd
#define dft__h_f_sub simde_mm_sub_ps
#define dft__h_d_sub simde_mm_sub_pd
#define dft__h_f_mul simde_mm_mul_ps
#define dft__h_d_mul simde_mm_mul_pd
#define dft__h_f_fma simde_mm_fmadd_ps
#define dft__h_d_fma simde_mm_fmadd_pd
#define dft__h_f_set1 simde_mm_set1_ps
#define dft__h_d_set1 simde_mm_set1_pd
#define dft__h_f_swap(v) simde_mm_shuffle_ps(v, v, SIMDE_MM_SHUFFLE(2, 3, 0, 1))
#define dft__h_d_swap(v) simde_mm_shuffle_pd(v, v, 1)
#define dft__h_f_pm() simde_mm_setr_ps(-1, 1, -1, 1)
#define dft__h_d_pm() simde_mm_setr_pd(-1, 1)
#else
typedef dft__v_f dft__h_f;
typedef dft__v_d dft__h_d;
#define dft__h_f_ld dft__v_f_ld
#define dft__h_d_ld dft__v_d_ld
#define dft__h_f_st dft__v_f_st
#define dft__h_d_st dft__v_d_st
#define dft__h_f_add dft__v_f_add
#define dft__h_d_add dft__v_d_add
#define dft__h_f_sub dft__v_f_sub
#define dft__h_d_sub dft__v_d_sub
#define dft__h_f_mul dft__v_f_mul
#define dft__h_d_mul dft__v_d_mul
#define dft__h_f_fma dft__v_f_fma
#define dft__h_d_fma dft__v_d_fma
#define dft__h_f_set1 dft__v_f_set1
#define dft__h_d_set1 dft__v_d_set1
#define dft__h_f_swap dft__v_f_swap
#define dft__h_d_swap dft__v_d_swap
#define dft__h_f_pm dft__v_f_pm
#define dft__h_d_pm dft__v_d_pm
#endif
/* Lanes gathered and scattered: ldl(p, o) is the vector whose lane i (complex number i)
   is the one at p + o[i] (scalar offsets, i < W/2); stl(p, o, v) stores lane i there.
   Short rows whose length the lanes do not divide move through them (DFT__ROWS): one
   128-bit load or store a complex double, 64-bit a complex float, and the inserts and
   extracts that join the pieces. */
#if !defined(DFT_NO_SIMD)
static DFT__INLINE simde__m128 dft__x_fl(const float *p, const int64_t *o) /* 2 complex floats */
{
  return simde_mm_castpd_ps(simde_mm_unpacklo_pd(simde_mm_castsi128_pd(simde_mm_loadu_si64((const void *)(p + o[0]))),
                                                 simde_mm_castsi128_pd(simde_mm_loadu_si64((const void *)(p + o[1])))));
}
static DFT__INLINE void dft__x_fs(float *p, const int64_t *o, simde__m128 v)
{
  simde_mm_storeu_si64((void *)(p + o[0]), simde_mm_castps_si128(v));
  simde_mm_storeu_si64((void *)(p + o[1]), simde_mm_castps_si128(simde_mm_movehl_ps(v, v)));
}
#if DFT__W_d == 8 || defined(DFT__W_g)
/* half h of a 512-bit vector of doubles: natively the zero-masked extract with every lane
   kept (g++ 12 reports the plain one's undefined operand as uninitialized, see DFT__P2) */
#if defined(SIMDE_X86_AVX512F_NATIVE)
#define DFT__HALF256(v, h) _mm512_maskz_extractf64x4_pd((__mmask8)0xF, v, h)
#else
#define DFT__HALF256(v, h) simde_mm512_castpd512_pd256((h) ? DFT__P2(v, v, 1) : (v))
#endif
#endif
#if DFT__W_d == 2
#define dft__v_d_ldl(p, o) simde_mm_loadu_pd((p) + (o)[0])
#define dft__v_d_stl(p, o, v) simde_mm_storeu_pd((p) + (o)[0], v)
#else
static DFT__INLINE simde__m256d dft__y_dl(const double *p, const int64_t *o) /* 2 complex doubles */
{
  return simde_mm256_insertf128_pd(simde_mm256_castpd128_pd256(simde_mm_loadu_pd(p + o[0])),
                                   simde_mm_loadu_pd(p + o[1]), 1);
}
static DFT__INLINE void dft__y_ds(double *p, const int64_t *o, simde__m256d v)
{
  simde_mm_storeu_pd(p + o[0], simde_mm256_castpd256_pd128(v));
  simde_mm_storeu_pd(p + o[1], simde_mm256_extractf128_pd(v, 1));
}
#ifdef DFT__NARROW
#define dft__v_e_ldl dft__y_dl
#define dft__v_e_stl dft__y_ds
#endif
#if DFT__W_d == 4
#define dft__v_d_ldl dft__y_dl
#define dft__v_d_stl dft__y_ds
#else
static DFT__INLINE dft__v_d dft__v_d_ldl(const double *p, const int64_t *o)
{
  return DFT__P2(simde_mm512_castpd256_pd512(dft__y_dl(p, o)), simde_mm512_castpd256_pd512(dft__y_dl(p, o + 2)), 0);
}
static DFT__INLINE void dft__v_d_stl(double *p, const int64_t *o, dft__v_d v)
{
  dft__y_ds(p, o, DFT__HALF256(v, 0));
  dft__y_ds(p, o + 2, DFT__HALF256(v, 1));
}
#endif
#endif
#if DFT__W_f == 4
#define dft__v_f_ldl dft__x_fl
#define dft__v_f_stl dft__x_fs
#else
static DFT__INLINE simde__m256 dft__y_fl(const float *p, const int64_t *o) /* 4 complex floats */
{
  return simde_mm256_insertf128_ps(simde_mm256_castps128_ps256(dft__x_fl(p, o)), dft__x_fl(p, o + 2), 1);
}
static DFT__INLINE void dft__y_fs(float *p, const int64_t *o, simde__m256 v)
{
  dft__x_fs(p, o, simde_mm256_castps256_ps128(v));
  dft__x_fs(p, o + 2, simde_mm256_extractf128_ps(v, 1));
}
#if DFT__W_f == 8
#define dft__v_f_ldl dft__y_fl
#define dft__v_f_stl dft__y_fs
#endif
#endif
#ifdef DFT__W_g /* 8 complex floats, as two halves of 4 */
static DFT__INLINE dft__v_g dft__v_g_ldl(const float *p, const int64_t *o)
{
  return simde_mm512_castpd_ps(DFT__P2(simde_mm512_castpd256_pd512(simde_mm256_castps_pd(dft__y_fl(p, o))),
                                       simde_mm512_castpd256_pd512(simde_mm256_castps_pd(dft__y_fl(p, o + 4))), 0));
}
static DFT__INLINE void dft__v_g_stl(float *p, const int64_t *o, dft__v_g v)
{
  const simde__m512d d = simde_mm512_castps_pd(v);
  dft__y_fs(p, o, simde_mm256_castpd_ps(DFT__HALF256(d, 0)));
  dft__y_fs(p, o + 4, simde_mm256_castpd_ps(DFT__HALF256(d, 1)));
}
#if DFT__W_f == 16
#define dft__v_f_ldl dft__v_g_ldl
#define dft__v_f_stl dft__v_g_stl
#endif
#endif
#endif

/* Two elements of every lane: ldl2(p, o, a) sets a[0] = ldl(p, o) and a[1] = ldl(p + 2, o)
   (lane i: the complex number at p + o[i] and the one after it); stl2(p, o, a) stores
   both likewise. Rows whose length the lanes do not divide (DFT__ROWS_LDL: 3, 5, 6, 7, 10,
   15 ... points where C = 4) move a pair a lane at a time: one 256-bit access a pair of complex
   doubles (128-bit for floats) and two-source shuffles, half of ldl's loads and stores and
   fewer shuffles (two vectors: 4 against 6 for 512-bit doubles, 256-bit floats). Other
   widths and engines: two ldl (stl), DFT__LDL2_BY_LDL. */
#define DFT__LDL2_BY_LDL(S, T)                                                                    \
  static DFT__INLINE void dft__v##S##_ldl2(const T *p, const int64_t *o, dft__v##S *a)            \
  {                                                                                               \
    a[0] = dft__v##S##_ldl(p, o);                                                                 \
    a[1] = dft__v##S##_ldl(p + 2, o);                                                             \
  }                                                                                               \
  static DFT__INLINE void dft__v##S##_stl2(T *p, const int64_t *o, const dft__v##S *a)            \
  {                                                                                               \
    dft__v##S##_stl(p, o, a[0]);                                                                  \
    dft__v##S##_stl(p + 2, o, a[1]);                                                              \
  }
#if !defined(DFT_NO_SIMD) && DFT__W_d == 8
static DFT__INLINE void dft__v_d_ldl2(const double *p, const int64_t *o, dft__v_d *a)
{
  const dft__v_d u = DFT__P2(simde_mm512_castpd256_pd512(simde_mm256_loadu_pd(p + o[0])),
                             simde_mm512_castpd256_pd512(simde_mm256_loadu_pd(p + o[1])), 0);
  const dft__v_d v = DFT__P2(simde_mm512_castpd256_pd512(simde_mm256_loadu_pd(p + o[2])),
                             simde_mm512_castpd256_pd512(simde_mm256_loadu_pd(p + o[3])), 0);
  a[0] = DFT__P2(u, v, 2); /* lanes (o0 o1 | o2 o3) of elements 0, 1 -> element 0, element 1 */
  a[1] = DFT__P2(u, v, 3);
}
static DFT__INLINE void dft__v_d_stl2(double *p, const int64_t *o, const dft__v_d *a)
{
  const dft__v_d u = DFT__P2X(a[0], a[1], 8), v = DFT__P2X(a[0], a[1], 9);
  simde_mm256_storeu_pd(p + o[0], DFT__HALF256(u, 0));
  simde_mm256_storeu_pd(p + o[1], DFT__HALF256(u, 1));
  simde_mm256_storeu_pd(p + o[2], DFT__HALF256(v, 0));
  simde_mm256_storeu_pd(p + o[3], DFT__HALF256(v, 1));
}
#else
DFT__LDL2_BY_LDL(_d, double)
#endif
#if !defined(DFT_NO_SIMD) && DFT__W_f == 8
static DFT__INLINE void dft__v_f_ldl2(const float *p, const int64_t *o, dft__v_f *a)
{
  /* u: the pairs of lanes 0 and 2 as (0k 0k' | 2k 2k') in 64-bit units, v those of 1 and 3;
     unpacklo gives (0k 1k | 2k 3k) */
  const simde__m256d u = simde_mm256_castps_pd(simde_mm256_insertf128_ps(
      simde_mm256_castps128_ps256(simde_mm_loadu_ps(p + o[0])), simde_mm_loadu_ps(p + o[2]), 1));
  const simde__m256d v = simde_mm256_castps_pd(simde_mm256_insertf128_ps(
      simde_mm256_castps128_ps256(simde_mm_loadu_ps(p + o[1])), simde_mm_loadu_ps(p + o[3]), 1));
  a[0] = simde_mm256_castpd_ps(simde_mm256_unpacklo_pd(u, v));
  a[1] = simde_mm256_castpd_ps(simde_mm256_unpackhi_pd(u, v));
}
static DFT__INLINE void dft__v_f_stl2(float *p, const int64_t *o, const dft__v_f *a)
{
  const simde__m256d a0 = simde_mm256_castps_pd(a[0]), a1 = simde_mm256_castps_pd(a[1]);
  const simde__m256 u = simde_mm256_castpd_ps(simde_mm256_unpacklo_pd(a0, a1));
  const simde__m256 v = simde_mm256_castpd_ps(simde_mm256_unpackhi_pd(a0, a1));
  simde_mm_storeu_ps(p + o[0], simde_mm256_castps256_ps128(u));
  simde_mm_storeu_ps(p + o[2], simde_mm256_extractf128_ps(u, 1));
  simde_mm_storeu_ps(p + o[1], simde_mm256_castps256_ps128(v));
  simde_mm_storeu_ps(p + o[3], simde_mm256_extractf128_ps(v, 1));
}
#else
DFT__LDL2_BY_LDL(_f, float)
#endif
#ifdef DFT__W_g
DFT__LDL2_BY_LDL(_g, float)
#endif
#ifdef DFT__NARROW
DFT__LDL2_BY_LDL(_e, double)
#endif
#undef DFT__LDL2_BY_LDL
/* The P elements of every lane (ldl, stl), a pair at a time (the last alone where P is odd) */
#define DFT__ROWS_LDL(S, a, x, xo, P)                                                             \
  do {                                                                                            \
    int k_;                                                                                       \
    DFT__UNROLL for (k_ = 0; k_ + 1 < (P); k_ += 2) dft__v##S##_ldl2((x) + 2 * k_, xo, (a) + k_);  \
    if ((P) % 2) (a)[(P) - 1] = dft__v##S##_ldl((x) + 2 * ((P) - 1), xo);                        \
  } while (0)
#define DFT__ROWS_STL(S, y, yo, a, P)                                                             \
  do {                                                                                            \
    int k_;                                                                                       \
    DFT__UNROLL for (k_ = 0; k_ + 1 < (P); k_ += 2) dft__v##S##_stl2((y) + 2 * k_, yo, (a) + k_);  \
    if ((P) % 2) dft__v##S##_stl((y) + 2 * ((P) - 1), yo, (a)[(P) - 1]);                          \
  } while (0)

/* Each engine's name as a precision (DFT__SINGLE_WIDE: floats on _g, DFT__DOUBLE_NARROW:
   doubles on _e); dft__lanes: its complex numbers a vector. */
#define DFT__PREC_f DFT_SINGLE
#define DFT__PREC_d DFT_DOUBLE
#define DFT__PREC_g DFT__SINGLE_WIDE
#define DFT__PREC_e DFT__DOUBLE_NARROW

/* Whether this CPU runs a 512-bit vector operation as two 256-bit halves: AMD's Zen 4
   (family 0x19; Zen 5 is 0x1A), where the transposes of short rows cost twice what they
   cost at 256 bits and the 256-bit engines run short rows faster (make bench, session 58,
   Zen 4 VM, a -DDFT_SIMD_BITS=256 build against the default, three runs, ratios to FFTW:
   complex double 8 x 10^4 0.99x -> 1.16x, 10 x 10^4 0.95x -> 1.18x, 12 x 16 0.92x ->
   1.12x, 8^2 0.93x -> 1.23x, 8^3 0.97x -> 1.23x, real double 16 x 10^4 2.46x -> 3.16x,
   16^2 1.25x -> 1.58x; complex single 8 x 10^4 1.16x -> 1.41x, 16 x 10^4 1.33x -> 1.66x,
   16^2 1.33x -> 1.71x), while long transforms stay faster at 512 bits (complex double
   4096..32768 1.04x-1.12x at 512 bits, 0.81x-0.87x at 256); and the Stockham stages beat
   the DIT levels, whose leaves transpose 4 x 4 blocks, up to 1-2 MiB (dft__dit_factor).
   Read once from cpuid; DFT_SPLIT512 (0 or 1) fixes it at compile time; 0 where neither
   precision has 512-bit kernels. dft__wide, dft__narrow and dft__dit_factor read it. */
#if defined(DFT__WIDE) || defined(DFT__NARROW)
#if !defined(DFT_SPLIT512) && (defined(__GNUC__) || defined(__clang__)) && (defined(__x86_64__) || defined(__i386__))
#define DFT__SPLIT512_CPUID 1
#include <cpuid.h>
static int dft__split512_v = -1; /* -1: not read yet (the test hook writes it too) */
#endif
static int dft__split512(void)
{
#ifdef DFT_SPLIT512
  return DFT_SPLIT512;
#elif defined(DFT__SPLIT512_CPUID)
  int v = __atomic_load_n(&dft__split512_v, __ATOMIC_RELAXED);
  if (v < 0) {
    unsigned a = 0, b = 0, c = 0, x = 0, fam;
    v = 0;
    if (__get_cpuid(0, &a, &b, &c, &x) && b == 0x68747541u && x == 0x69746e65u && c == 0x444d4163u &&
        __get_cpuid(1, &a, &b, &c, &x)) { /* "AuthenticAMD"; its family */
      fam = (a >> 8) & 15u;
      if (fam == 15u) fam += (a >> 20) & 255u;
      v = fam == 0x19u;
    }
    __atomic_store_n(&dft__split512_v, v, __ATOMIC_RELAXED);
  }
  return v;
#else
  return 0;
#endif
}
#else
static int dft__split512(void) { return 0; }
#endif

static int dft__lanes(int prec)
{
#ifdef DFT__WIDE
  if (prec == DFT__SINGLE_WIDE) return DFT__W_g / 2;
#endif
#ifdef DFT__NARROW
  if (prec == DFT__DOUBLE_NARROW) return DFT__W_e / 2;
#endif
  return (dft__isd(prec) ? DFT__W_d : DFT__W_f) / 2;
}
#ifdef DFT__WIDE /* the wide engine's one-complex vector is the float one */
typedef dft__h_f dft__h_g;
#define dft__h_g_ld dft__h_f_ld
#define dft__h_g_st dft__h_f_st
#define dft__h_g_add dft__h_f_add
#define dft__h_g_sub dft__h_f_sub
#define dft__h_g_mul dft__h_f_mul
#define dft__h_g_fma dft__h_f_fma
#define dft__h_g_set1 dft__h_f_set1
#define dft__h_g_swap dft__h_f_swap
#define dft__h_g_pm dft__h_f_pm
#endif
#ifdef DFT__NARROW /* and the narrow engine's the double one */
typedef dft__h_d dft__h_e;
#define dft__h_e_ld dft__h_d_ld
#define dft__h_e_st dft__h_d_st
#define dft__h_e_add dft__h_d_add
#define dft__h_e_sub dft__h_d_sub
#define dft__h_e_mul dft__h_d_mul
#define dft__h_e_fma dft__h_d_fma
#define dft__h_e_set1 dft__h_d_set1
#define dft__h_e_swap dft__h_d_swap
#define dft__h_e_pm dft__h_d_pm
#endif

/* >>codelets: BEGIN GENERATED CODE - DO NOT EDIT.
   Made by: python3 tools/gen_codelets.py (make codelets). Real flops per
   butterfly, counting one complex add as 2 adds; twiddles not included:
     radix  2:   4 adds,   0 muls,   0 fmas
     radix  3:   6 adds,   0 muls,   6 fmas
     radix  4:  16 adds,   0 muls,   0 fmas
     radix  5:  20 adds,   4 muls,  12 fmas
     radix  6:  24 adds,   0 muls,  12 fmas
     radix  7:  30 adds,   6 muls,  30 fmas
     radix  8:  44 adds,   0 muls,   8 fmas
     radix  9:  36 adds,   8 muls,  44 fmas
     radix 10:  60 adds,   8 muls,  24 fmas
     radix 11:  50 adds,  10 muls,  90 fmas
     radix 12:  72 adds,   0 muls,  24 fmas
     radix 13:  60 adds,  12 muls, 132 fmas
     radix 14:  88 adds,  12 muls,  60 fmas
     radix 15:  90 adds,  12 muls,  66 fmas
     radix 16: 116 adds,   8 muls,  32 fmas
     radix 17:  80 adds,  16 muls, 240 fmas
     radix 20: 160 adds,  16 muls,  48 fmas
     radix 25: 200 adds,  72 muls, 152 fmas
   Radix 17 serves whole 17-point transforms only (dft__pcl_*), not stages;
   radices 14 and 20 whole transforms and rows, not stages of longer plans
   (dft__order_radix); radix 25 stages, rows and one sequence, its plan 5 x 5 (dft__codelet_len).
   DFT__CL_FLOPS: X(p, flops) for each radix, the figures above summed (the
   plan's cost model, dft__stage_cost).
*/
#define DFT__CL_FLOPS(X) \
  X(2, 4) \
  X(3, 12) \
  X(4, 16) \
  X(5, 36) \
  X(6, 36) \
  X(7, 66) \
  X(8, 52) \
  X(9, 88) \
  X(10, 92) \
  X(11, 150) \
  X(12, 96) \
  X(13, 204) \
  X(14, 160) \
  X(15, 168) \
  X(16, 156) \
  X(17, 336) \
  X(20, 224) \
  X(25, 424)
#define DFT__CL_F2(V, K, a, b) \
  do { \
    V t0 = K##add(a[0], a[1]); \
    V t1 = K##sub(a[0], a[1]); \
    b[0] = t0; \
    b[1] = t1; \
  } while (0)
#define DFT__CL_B2(V, K, a, b) \
  do { \
    V t0 = K##add(a[0], a[1]); \
    V t1 = K##sub(a[0], a[1]); \
    b[0] = t0; \
    b[1] = t1; \
  } while (0)
#define DFT__CL_F3(V, K, a, b) \
  do { \
    V t0 = K##add(a[1], a[2]); \
    V t1 = K##sub(a[1], a[2]); \
    V t2 = K##add(a[0], t0); \
    V t3 = K##rfma(t0, (-5.000000000000000000000000000000000000e-1L), a[0]); \
    V t7 = K##raddi(t3, t1, (-8.660254037844386467637231707529361835e-1L)); \
    V t8 = K##raddi(t3, t1, 8.660254037844386467637231707529361835e-1L); \
    b[0] = t2; \
    b[1] = t7; \
    b[2] = t8; \
  } while (0)
#define DFT__CL_B3(V, K, a, b) \
  do { \
    V t0 = K##add(a[1], a[2]); \
    V t1 = K##sub(a[1], a[2]); \
    V t2 = K##add(a[0], t0); \
    V t3 = K##rfma(t0, (-5.000000000000000000000000000000000000e-1L), a[0]); \
    V t7 = K##raddi(t3, t1, 8.660254037844386467637231707529361835e-1L); \
    V t8 = K##raddi(t3, t1, (-8.660254037844386467637231707529361835e-1L)); \
    b[0] = t2; \
    b[1] = t7; \
    b[2] = t8; \
  } while (0)
#define DFT__CL_F4(V, K, a, b) \
  do { \
    V t0 = K##add(a[0], a[2]); \
    V t1 = K##sub(a[0], a[2]); \
    V t2 = K##add(a[1], a[3]); \
    V t3 = K##sub(a[1], a[3]); \
    V t5 = K##add(t0, t2); \
    V t6 = K##subi(t1, t3); \
    V t7 = K##sub(t0, t2); \
    V t8 = K##addi(t1, t3); \
    b[0] = t5; \
    b[1] = t6; \
    b[2] = t7; \
    b[3] = t8; \
  } while (0)
#define DFT__CL_B4(V, K, a, b) \
  do { \
    V t0 = K##add(a[0], a[2]); \
    V t1 = K##sub(a[0], a[2]); \
    V t2 = K##add(a[1], a[3]); \
    V t3 = K##sub(a[1], a[3]); \
    V t5 = K##add(t0, t2); \
    V t6 = K##addi(t1, t3); \
    V t7 = K##sub(t0, t2); \
    V t8 = K##subi(t1, t3); \
    b[0] = t5; \
    b[1] = t6; \
    b[2] = t7; \
    b[3] = t8; \
  } while (0)
#define DFT__CL_F5(V, K, a, b) \
  do { \
    V t0 = K##add(a[1], a[4]); \
    V t1 = K##add(a[2], a[3]); \
    V t2 = K##sub(a[1], a[4]); \
    V t3 = K##sub(a[2], a[3]); \
    V t4 = K##add(a[0], t0); \
    V t5 = K##add(t4, t1); \
    V t6 = K##rfma(t0, 3.090169943749474241022934171828190589e-1L, a[0]); \
    V t7 = K##rmul(t2, 9.510565162951535721164393333793821434e-1L); \
    V t8 = K##rfma(t1, (-8.090169943749474241022934171828190589e-1L), t6); \
    V t9 = K##rfma(t3, 5.877852522924731291687059546390727686e-1L, t7); \
    V t11 = K##subi(t8, t9); \
    V t12 = K##addi(t8, t9); \
    V t13 = K##rfma(t0, (-8.090169943749474241022934171828190589e-1L), a[0]); \
    V t14 = K##rmul(t2, 5.877852522924731291687059546390727686e-1L); \
    V t15 = K##rfma(t1, 3.090169943749474241022934171828190589e-1L, t13); \
    V t16 = K##rfma(t3, (-9.510565162951535721164393333793821434e-1L), t14); \
    V t18 = K##subi(t15, t16); \
    V t19 = K##addi(t15, t16); \
    b[0] = t5; \
    b[1] = t11; \
    b[2] = t18; \
    b[3] = t19; \
    b[4] = t12; \
  } while (0)
#define DFT__CL_B5(V, K, a, b) \
  do { \
    V t0 = K##add(a[1], a[4]); \
    V t1 = K##add(a[2], a[3]); \
    V t2 = K##sub(a[1], a[4]); \
    V t3 = K##sub(a[2], a[3]); \
    V t4 = K##add(a[0], t0); \
    V t5 = K##add(t4, t1); \
    V t6 = K##rfma(t0, 3.090169943749474241022934171828190589e-1L, a[0]); \
    V t7 = K##rmul(t2, 9.510565162951535721164393333793821434e-1L); \
    V t8 = K##rfma(t1, (-8.090169943749474241022934171828190589e-1L), t6); \
    V t9 = K##rfma(t3, 5.877852522924731291687059546390727686e-1L, t7); \
    V t11 = K##addi(t8, t9); \
    V t12 = K##subi(t8, t9); \
    V t13 = K##rfma(t0, (-8.090169943749474241022934171828190589e-1L), a[0]); \
    V t14 = K##rmul(t2, 5.877852522924731291687059546390727686e-1L); \
    V t15 = K##rfma(t1, 3.090169943749474241022934171828190589e-1L, t13); \
    V t16 = K##rfma(t3, (-9.510565162951535721164393333793821434e-1L), t14); \
    V t18 = K##addi(t15, t16); \
    V t19 = K##subi(t15, t16); \
    b[0] = t5; \
    b[1] = t11; \
    b[2] = t18; \
    b[3] = t19; \
    b[4] = t12; \
  } while (0)
#define DFT__CL_F6(V, K, a, b) \
  do { \
    V t0 = K##add(a[2], a[4]); \
    V t1 = K##sub(a[2], a[4]); \
    V t2 = K##add(a[0], t0); \
    V t3 = K##rfma(t0, (-5.000000000000000000000000000000000000e-1L), a[0]); \
    V t7 = K##raddi(t3, t1, (-8.660254037844386467637231707529361835e-1L)); \
    V t8 = K##raddi(t3, t1, 8.660254037844386467637231707529361835e-1L); \
    V t9 = K##add(a[5], a[1]); \
    V t10 = K##sub(a[5], a[1]); \
    V t11 = K##add(a[3], t9); \
    V t12 = K##rfma(t9, (-5.000000000000000000000000000000000000e-1L), a[3]); \
    V t16 = K##raddi(t12, t10, (-8.660254037844386467637231707529361835e-1L)); \
    V t17 = K##raddi(t12, t10, 8.660254037844386467637231707529361835e-1L); \
    V t18 = K##add(t2, t11); \
    V t19 = K##sub(t2, t11); \
    V t20 = K##add(t7, t16); \
    V t21 = K##sub(t7, t16); \
    V t22 = K##add(t8, t17); \
    V t23 = K##sub(t8, t17); \
    b[0] = t18; \
    b[1] = t21; \
    b[2] = t22; \
    b[3] = t19; \
    b[4] = t20; \
    b[5] = t23; \
  } while (0)
#define DFT__CL_B6(V, K, a, b) \
  do { \
    V t0 = K##add(a[2], a[4]); \
    V t1 = K##sub(a[2], a[4]); \
    V t2 = K##add(a[0], t0); \
    V t3 = K##rfma(t0, (-5.000000000000000000000000000000000000e-1L), a[0]); \
    V t7 = K##raddi(t3, t1, 8.660254037844386467637231707529361835e-1L); \
    V t8 = K##raddi(t3, t1, (-8.660254037844386467637231707529361835e-1L)); \
    V t9 = K##add(a[5], a[1]); \
    V t10 = K##sub(a[5], a[1]); \
    V t11 = K##add(a[3], t9); \
    V t12 = K##rfma(t9, (-5.000000000000000000000000000000000000e-1L), a[3]); \
    V t16 = K##raddi(t12, t10, 8.660254037844386467637231707529361835e-1L); \
    V t17 = K##raddi(t12, t10, (-8.660254037844386467637231707529361835e-1L)); \
    V t18 = K##add(t2, t11); \
    V t19 = K##sub(t2, t11); \
    V t20 = K##add(t7, t16); \
    V t21 = K##sub(t7, t16); \
    V t22 = K##add(t8, t17); \
    V t23 = K##sub(t8, t17); \
    b[0] = t18; \
    b[1] = t21; \
    b[2] = t22; \
    b[3] = t19; \
    b[4] = t20; \
    b[5] = t23; \
  } while (0)
#define DFT__CL_F7(V, K, a, b) \
  do { \
    V t0 = K##add(a[1], a[6]); \
    V t1 = K##add(a[2], a[5]); \
    V t2 = K##add(a[3], a[4]); \
    V t3 = K##sub(a[1], a[6]); \
    V t4 = K##sub(a[2], a[5]); \
    V t5 = K##sub(a[3], a[4]); \
    V t6 = K##add(a[0], t0); \
    V t7 = K##add(t6, t1); \
    V t8 = K##add(t7, t2); \
    V t9 = K##rfma(t0, 6.234898018587335305250048840042398106e-1L, a[0]); \
    V t10 = K##rmul(t3, 7.818314824680298087084445266740577502e-1L); \
    V t11 = K##rfma(t1, (-2.225209339563144042889025644967947595e-1L), t9); \
    V t12 = K##rfma(t4, 9.749279121818236070181316829939312172e-1L, t10); \
    V t13 = K##rfma(t2, (-9.009688679024191262361023195074450512e-1L), t11); \
    V t14 = K##rfma(t5, 4.338837391175581204757683328483587546e-1L, t12); \
    V t16 = K##subi(t13, t14); \
    V t17 = K##addi(t13, t14); \
    V t18 = K##rfma(t0, (-2.225209339563144042889025644967947595e-1L), a[0]); \
    V t19 = K##rmul(t3, 9.749279121818236070181316829939312172e-1L); \
    V t20 = K##rfma(t1, (-9.009688679024191262361023195074450512e-1L), t18); \
    V t21 = K##rfma(t4, (-4.338837391175581204757683328483587546e-1L), t19); \
    V t22 = K##rfma(t2, 6.234898018587335305250048840042398106e-1L, t20); \
    V t23 = K##rfma(t5, (-7.818314824680298087084445266740577502e-1L), t21); \
    V t25 = K##subi(t22, t23); \
    V t26 = K##addi(t22, t23); \
    V t27 = K##rfma(t0, (-9.009688679024191262361023195074450512e-1L), a[0]); \
    V t28 = K##rmul(t3, 4.338837391175581204757683328483587546e-1L); \
    V t29 = K##rfma(t1, 6.234898018587335305250048840042398106e-1L, t27); \
    V t30 = K##rfma(t4, (-7.818314824680298087084445266740577502e-1L), t28); \
    V t31 = K##rfma(t2, (-2.225209339563144042889025644967947595e-1L), t29); \
    V t32 = K##rfma(t5, 9.749279121818236070181316829939312172e-1L, t30); \
    V t34 = K##subi(t31, t32); \
    V t35 = K##addi(t31, t32); \
    b[0] = t8; \
    b[1] = t16; \
    b[2] = t25; \
    b[3] = t34; \
    b[4] = t35; \
    b[5] = t26; \
    b[6] = t17; \
  } while (0)
#define DFT__CL_B7(V, K, a, b) \
  do { \
    V t0 = K##add(a[1], a[6]); \
    V t1 = K##add(a[2], a[5]); \
    V t2 = K##add(a[3], a[4]); \
    V t3 = K##sub(a[1], a[6]); \
    V t4 = K##sub(a[2], a[5]); \
    V t5 = K##sub(a[3], a[4]); \
    V t6 = K##add(a[0], t0); \
    V t7 = K##add(t6, t1); \
    V t8 = K##add(t7, t2); \
    V t9 = K##rfma(t0, 6.234898018587335305250048840042398106e-1L, a[0]); \
    V t10 = K##rmul(t3, 7.818314824680298087084445266740577502e-1L); \
    V t11 = K##rfma(t1, (-2.225209339563144042889025644967947595e-1L), t9); \
    V t12 = K##rfma(t4, 9.749279121818236070181316829939312172e-1L, t10); \
    V t13 = K##rfma(t2, (-9.009688679024191262361023195074450512e-1L), t11); \
    V t14 = K##rfma(t5, 4.338837391175581204757683328483587546e-1L, t12); \
    V t16 = K##addi(t13, t14); \
    V t17 = K##subi(t13, t14); \
    V t18 = K##rfma(t0, (-2.225209339563144042889025644967947595e-1L), a[0]); \
    V t19 = K##rmul(t3, 9.749279121818236070181316829939312172e-1L); \
    V t20 = K##rfma(t1, (-9.009688679024191262361023195074450512e-1L), t18); \
    V t21 = K##rfma(t4, (-4.338837391175581204757683328483587546e-1L), t19); \
    V t22 = K##rfma(t2, 6.234898018587335305250048840042398106e-1L, t20); \
    V t23 = K##rfma(t5, (-7.818314824680298087084445266740577502e-1L), t21); \
    V t25 = K##addi(t22, t23); \
    V t26 = K##subi(t22, t23); \
    V t27 = K##rfma(t0, (-9.009688679024191262361023195074450512e-1L), a[0]); \
    V t28 = K##rmul(t3, 4.338837391175581204757683328483587546e-1L); \
    V t29 = K##rfma(t1, 6.234898018587335305250048840042398106e-1L, t27); \
    V t30 = K##rfma(t4, (-7.818314824680298087084445266740577502e-1L), t28); \
    V t31 = K##rfma(t2, (-2.225209339563144042889025644967947595e-1L), t29); \
    V t32 = K##rfma(t5, 9.749279121818236070181316829939312172e-1L, t30); \
    V t34 = K##addi(t31, t32); \
    V t35 = K##subi(t31, t32); \
    b[0] = t8; \
    b[1] = t16; \
    b[2] = t25; \
    b[3] = t34; \
    b[4] = t35; \
    b[5] = t26; \
    b[6] = t17; \
  } while (0)
#define DFT__CL_F8(V, K, a, b) \
  do { \
    V t0 = K##add(a[0], a[4]); \
    V t1 = K##add(a[1], a[5]); \
    V t2 = K##add(a[2], a[6]); \
    V t3 = K##add(a[3], a[7]); \
    V t4 = K##sub(a[0], a[4]); \
    V t5 = K##sub(a[1], a[5]); \
    V t6 = K##sub(a[2], a[6]); \
    V t7 = K##sub(a[3], a[7]); \
    V t9 = K##subi(t5, t5); \
    V t13 = K##addi(t7, t7); \
    V t15 = K##add(t0, t2); \
    V t16 = K##sub(t0, t2); \
    V t17 = K##add(t1, t3); \
    V t18 = K##sub(t1, t3); \
    V t20 = K##add(t15, t17); \
    V t21 = K##subi(t16, t18); \
    V t22 = K##sub(t15, t17); \
    V t23 = K##addi(t16, t18); \
    V t24 = K##subi(t4, t6); \
    V t25 = K##addi(t4, t6); \
    V t26 = K##sub(t9, t13); \
    V t28 = K##add(t9, t13); \
    V t32 = K##rfma(t26, 7.071067811865475244008443621048490393e-1L, t24); \
    V t33 = K##raddi(t25, t28, (-7.071067811865475244008443621048490393e-1L)); \
    V t34 = K##rfma(t26, (-7.071067811865475244008443621048490393e-1L), t24); \
    V t35 = K##raddi(t25, t28, 7.071067811865475244008443621048490393e-1L); \
    b[0] = t20; \
    b[1] = t32; \
    b[2] = t21; \
    b[3] = t33; \
    b[4] = t22; \
    b[5] = t34; \
    b[6] = t23; \
    b[7] = t35; \
  } while (0)
#define DFT__CL_B8(V, K, a, b) \
  do { \
    V t0 = K##add(a[0], a[4]); \
    V t1 = K##add(a[1], a[5]); \
    V t2 = K##add(a[2], a[6]); \
    V t3 = K##add(a[3], a[7]); \
    V t4 = K##sub(a[0], a[4]); \
    V t5 = K##sub(a[1], a[5]); \
    V t6 = K##sub(a[2], a[6]); \
    V t7 = K##sub(a[3], a[7]); \
    V t9 = K##addi(t5, t5); \
    V t13 = K##subi(t7, t7); \
    V t15 = K##add(t0, t2); \
    V t16 = K##sub(t0, t2); \
    V t17 = K##add(t1, t3); \
    V t18 = K##sub(t1, t3); \
    V t20 = K##add(t15, t17); \
    V t21 = K##addi(t16, t18); \
    V t22 = K##sub(t15, t17); \
    V t23 = K##subi(t16, t18); \
    V t24 = K##addi(t4, t6); \
    V t25 = K##subi(t4, t6); \
    V t26 = K##sub(t9, t13); \
    V t28 = K##add(t9, t13); \
    V t32 = K##rfma(t26, 7.071067811865475244008443621048490393e-1L, t24); \
    V t33 = K##raddi(t25, t28, 7.071067811865475244008443621048490393e-1L); \
    V t34 = K##rfma(t26, (-7.071067811865475244008443621048490393e-1L), t24); \
    V t35 = K##raddi(t25, t28, (-7.071067811865475244008443621048490393e-1L)); \
    b[0] = t20; \
    b[1] = t32; \
    b[2] = t21; \
    b[3] = t33; \
    b[4] = t22; \
    b[5] = t34; \
    b[6] = t23; \
    b[7] = t35; \
  } while (0)
#define DFT__CL_F9(V, K, a, b) \
  do { \
    V t0 = K##add(a[3], a[6]); \
    V t1 = K##sub(a[3], a[6]); \
    V t2 = K##add(a[0], t0); \
    V t3 = K##rfma(t0, (-5.000000000000000000000000000000000000e-1L), a[0]); \
    V t7 = K##raddi(t3, t1, (-8.660254037844386467637231707529361835e-1L)); \
    V t8 = K##raddi(t3, t1, 8.660254037844386467637231707529361835e-1L); \
    V t9 = K##add(a[4], a[7]); \
    V t10 = K##sub(a[4], a[7]); \
    V t11 = K##add(a[1], t9); \
    V t12 = K##rfma(t9, (-5.000000000000000000000000000000000000e-1L), a[1]); \
    V t16 = K##raddi(t12, t10, (-8.660254037844386467637231707529361835e-1L)); \
    V t17 = K##raddi(t12, t10, 8.660254037844386467637231707529361835e-1L); \
    V t18 = K##add(a[5], a[8]); \
    V t19 = K##sub(a[5], a[8]); \
    V t20 = K##add(a[2], t18); \
    V t21 = K##rfma(t18, (-5.000000000000000000000000000000000000e-1L), a[2]); \
    V t25 = K##raddi(t21, t19, (-8.660254037844386467637231707529361835e-1L)); \
    V t26 = K##raddi(t21, t19, 8.660254037844386467637231707529361835e-1L); \
    V t27 = K##mulmi(t16); \
    V t28 = K##rmul(t16, 7.660444431189780352023926505554166739e-1L); \
    V t29 = K##rfma(t27, 6.427876096865393263226434099072634329e-1L, t28); \
    V t30 = K##mulmi(t17); \
    V t31 = K##rmul(t17, 1.736481776669303488517166267693147960e-1L); \
    V t32 = K##rfma(t30, 9.848077530122080593667430245895230137e-1L, t31); \
    V t33 = K##mulmi(t25); \
    V t34 = K##rmul(t25, 1.736481776669303488517166267693147960e-1L); \
    V t35 = K##rfma(t33, 9.848077530122080593667430245895230137e-1L, t34); \
    V t36 = K##mulmi(t26); \
    V t37 = K##rmul(t26, (-9.396926207859083840541092773247314699e-1L)); \
    V t38 = K##rfma(t36, 3.420201433256687330440996146822595808e-1L, t37); \
    V t39 = K##add(t11, t20); \
    V t40 = K##sub(t11, t20); \
    V t41 = K##add(t2, t39); \
    V t42 = K##rfma(t39, (-5.000000000000000000000000000000000000e-1L), t2); \
    V t46 = K##raddi(t42, t40, (-8.660254037844386467637231707529361835e-1L)); \
    V t47 = K##raddi(t42, t40, 8.660254037844386467637231707529361835e-1L); \
    V t48 = K##add(t29, t35); \
    V t49 = K##sub(t29, t35); \
    V t50 = K##add(t7, t48); \
    V t51 = K##rfma(t48, (-5.000000000000000000000000000000000000e-1L), t7); \
    V t55 = K##raddi(t51, t49, (-8.660254037844386467637231707529361835e-1L)); \
    V t56 = K##raddi(t51, t49, 8.660254037844386467637231707529361835e-1L); \
    V t57 = K##add(t32, t38); \
    V t58 = K##sub(t32, t38); \
    V t59 = K##add(t8, t57); \
    V t60 = K##rfma(t57, (-5.000000000000000000000000000000000000e-1L), t8); \
    V t64 = K##raddi(t60, t58, (-8.660254037844386467637231707529361835e-1L)); \
    V t65 = K##raddi(t60, t58, 8.660254037844386467637231707529361835e-1L); \
    b[0] = t41; \
    b[1] = t50; \
    b[2] = t59; \
    b[3] = t46; \
    b[4] = t55; \
    b[5] = t64; \
    b[6] = t47; \
    b[7] = t56; \
    b[8] = t65; \
  } while (0)
#define DFT__CL_B9(V, K, a, b) \
  do { \
    V t0 = K##add(a[3], a[6]); \
    V t1 = K##sub(a[3], a[6]); \
    V t2 = K##add(a[0], t0); \
    V t3 = K##rfma(t0, (-5.000000000000000000000000000000000000e-1L), a[0]); \
    V t7 = K##raddi(t3, t1, 8.660254037844386467637231707529361835e-1L); \
    V t8 = K##raddi(t3, t1, (-8.660254037844386467637231707529361835e-1L)); \
    V t9 = K##add(a[4], a[7]); \
    V t10 = K##sub(a[4], a[7]); \
    V t11 = K##add(a[1], t9); \
    V t12 = K##rfma(t9, (-5.000000000000000000000000000000000000e-1L), a[1]); \
    V t16 = K##raddi(t12, t10, 8.660254037844386467637231707529361835e-1L); \
    V t17 = K##raddi(t12, t10, (-8.660254037844386467637231707529361835e-1L)); \
    V t18 = K##add(a[5], a[8]); \
    V t19 = K##sub(a[5], a[8]); \
    V t20 = K##add(a[2], t18); \
    V t21 = K##rfma(t18, (-5.000000000000000000000000000000000000e-1L), a[2]); \
    V t25 = K##raddi(t21, t19, 8.660254037844386467637231707529361835e-1L); \
    V t26 = K##raddi(t21, t19, (-8.660254037844386467637231707529361835e-1L)); \
    V t27 = K##muli(t16); \
    V t28 = K##rmul(t16, 7.660444431189780352023926505554166739e-1L); \
    V t29 = K##rfma(t27, 6.427876096865393263226434099072634329e-1L, t28); \
    V t30 = K##muli(t17); \
    V t31 = K##rmul(t17, 1.736481776669303488517166267693147960e-1L); \
    V t32 = K##rfma(t30, 9.848077530122080593667430245895230137e-1L, t31); \
    V t33 = K##muli(t25); \
    V t34 = K##rmul(t25, 1.736481776669303488517166267693147960e-1L); \
    V t35 = K##rfma(t33, 9.848077530122080593667430245895230137e-1L, t34); \
    V t36 = K##muli(t26); \
    V t37 = K##rmul(t26, (-9.396926207859083840541092773247314699e-1L)); \
    V t38 = K##rfma(t36, 3.420201433256687330440996146822595808e-1L, t37); \
    V t39 = K##add(t11, t20); \
    V t40 = K##sub(t11, t20); \
    V t41 = K##add(t2, t39); \
    V t42 = K##rfma(t39, (-5.000000000000000000000000000000000000e-1L), t2); \
    V t46 = K##raddi(t42, t40, 8.660254037844386467637231707529361835e-1L); \
    V t47 = K##raddi(t42, t40, (-8.660254037844386467637231707529361835e-1L)); \
    V t48 = K##add(t29, t35); \
    V t49 = K##sub(t29, t35); \
    V t50 = K##add(t7, t48); \
    V t51 = K##rfma(t48, (-5.000000000000000000000000000000000000e-1L), t7); \
    V t55 = K##raddi(t51, t49, 8.660254037844386467637231707529361835e-1L); \
    V t56 = K##raddi(t51, t49, (-8.660254037844386467637231707529361835e-1L)); \
    V t57 = K##add(t32, t38); \
    V t58 = K##sub(t32, t38); \
    V t59 = K##add(t8, t57); \
    V t60 = K##rfma(t57, (-5.000000000000000000000000000000000000e-1L), t8); \
    V t64 = K##raddi(t60, t58, 8.660254037844386467637231707529361835e-1L); \
    V t65 = K##raddi(t60, t58, (-8.660254037844386467637231707529361835e-1L)); \
    b[0] = t41; \
    b[1] = t50; \
    b[2] = t59; \
    b[3] = t46; \
    b[4] = t55; \
    b[5] = t64; \
    b[6] = t47; \
    b[7] = t56; \
    b[8] = t65; \
  } while (0)
#define DFT__CL_F10(V, K, a, b) \
  do { \
    V t0 = K##add(a[2], a[8]); \
    V t1 = K##add(a[4], a[6]); \
    V t2 = K##sub(a[2], a[8]); \
    V t3 = K##sub(a[4], a[6]); \
    V t4 = K##add(a[0], t0); \
    V t5 = K##add(t4, t1); \
    V t6 = K##rfma(t0, 3.090169943749474241022934171828190589e-1L, a[0]); \
    V t7 = K##rmul(t2, 9.510565162951535721164393333793821434e-1L); \
    V t8 = K##rfma(t1, (-8.090169943749474241022934171828190589e-1L), t6); \
    V t9 = K##rfma(t3, 5.877852522924731291687059546390727686e-1L, t7); \
    V t11 = K##subi(t8, t9); \
    V t12 = K##addi(t8, t9); \
    V t13 = K##rfma(t0, (-8.090169943749474241022934171828190589e-1L), a[0]); \
    V t14 = K##rmul(t2, 5.877852522924731291687059546390727686e-1L); \
    V t15 = K##rfma(t1, 3.090169943749474241022934171828190589e-1L, t13); \
    V t16 = K##rfma(t3, (-9.510565162951535721164393333793821434e-1L), t14); \
    V t18 = K##subi(t15, t16); \
    V t19 = K##addi(t15, t16); \
    V t20 = K##add(a[7], a[3]); \
    V t21 = K##add(a[9], a[1]); \
    V t22 = K##sub(a[7], a[3]); \
    V t23 = K##sub(a[9], a[1]); \
    V t24 = K##add(a[5], t20); \
    V t25 = K##add(t24, t21); \
    V t26 = K##rfma(t20, 3.090169943749474241022934171828190589e-1L, a[5]); \
    V t27 = K##rmul(t22, 9.510565162951535721164393333793821434e-1L); \
    V t28 = K##rfma(t21, (-8.090169943749474241022934171828190589e-1L), t26); \
    V t29 = K##rfma(t23, 5.877852522924731291687059546390727686e-1L, t27); \
    V t31 = K##subi(t28, t29); \
    V t32 = K##addi(t28, t29); \
    V t33 = K##rfma(t20, (-8.090169943749474241022934171828190589e-1L), a[5]); \
    V t34 = K##rmul(t22, 5.877852522924731291687059546390727686e-1L); \
    V t35 = K##rfma(t21, 3.090169943749474241022934171828190589e-1L, t33); \
    V t36 = K##rfma(t23, (-9.510565162951535721164393333793821434e-1L), t34); \
    V t38 = K##subi(t35, t36); \
    V t39 = K##addi(t35, t36); \
    V t40 = K##add(t5, t25); \
    V t41 = K##sub(t5, t25); \
    V t42 = K##add(t11, t31); \
    V t43 = K##sub(t11, t31); \
    V t44 = K##add(t18, t38); \
    V t45 = K##sub(t18, t38); \
    V t46 = K##add(t19, t39); \
    V t47 = K##sub(t19, t39); \
    V t48 = K##add(t12, t32); \
    V t49 = K##sub(t12, t32); \
    b[0] = t40; \
    b[1] = t43; \
    b[2] = t44; \
    b[3] = t47; \
    b[4] = t48; \
    b[5] = t41; \
    b[6] = t42; \
    b[7] = t45; \
    b[8] = t46; \
    b[9] = t49; \
  } while (0)
#define DFT__CL_B10(V, K, a, b) \
  do { \
    V t0 = K##add(a[2], a[8]); \
    V t1 = K##add(a[4], a[6]); \
    V t2 = K##sub(a[2], a[8]); \
    V t3 = K##sub(a[4], a[6]); \
    V t4 = K##add(a[0], t0); \
    V t5 = K##add(t4, t1); \
    V t6 = K##rfma(t0, 3.090169943749474241022934171828190589e-1L, a[0]); \
    V t7 = K##rmul(t2, 9.510565162951535721164393333793821434e-1L); \
    V t8 = K##rfma(t1, (-8.090169943749474241022934171828190589e-1L), t6); \
    V t9 = K##rfma(t3, 5.877852522924731291687059546390727686e-1L, t7); \
    V t11 = K##addi(t8, t9); \
    V t12 = K##subi(t8, t9); \
    V t13 = K##rfma(t0, (-8.090169943749474241022934171828190589e-1L), a[0]); \
    V t14 = K##rmul(t2, 5.877852522924731291687059546390727686e-1L); \
    V t15 = K##rfma(t1, 3.090169943749474241022934171828190589e-1L, t13); \
    V t16 = K##rfma(t3, (-9.510565162951535721164393333793821434e-1L), t14); \
    V t18 = K##addi(t15, t16); \
    V t19 = K##subi(t15, t16); \
    V t20 = K##add(a[7], a[3]); \
    V t21 = K##add(a[9], a[1]); \
    V t22 = K##sub(a[7], a[3]); \
    V t23 = K##sub(a[9], a[1]); \
    V t24 = K##add(a[5], t20); \
    V t25 = K##add(t24, t21); \
    V t26 = K##rfma(t20, 3.090169943749474241022934171828190589e-1L, a[5]); \
    V t27 = K##rmul(t22, 9.510565162951535721164393333793821434e-1L); \
    V t28 = K##rfma(t21, (-8.090169943749474241022934171828190589e-1L), t26); \
    V t29 = K##rfma(t23, 5.877852522924731291687059546390727686e-1L, t27); \
    V t31 = K##addi(t28, t29); \
    V t32 = K##subi(t28, t29); \
    V t33 = K##rfma(t20, (-8.090169943749474241022934171828190589e-1L), a[5]); \
    V t34 = K##rmul(t22, 5.877852522924731291687059546390727686e-1L); \
    V t35 = K##rfma(t21, 3.090169943749474241022934171828190589e-1L, t33); \
    V t36 = K##rfma(t23, (-9.510565162951535721164393333793821434e-1L), t34); \
    V t38 = K##addi(t35, t36); \
    V t39 = K##subi(t35, t36); \
    V t40 = K##add(t5, t25); \
    V t41 = K##sub(t5, t25); \
    V t42 = K##add(t11, t31); \
    V t43 = K##sub(t11, t31); \
    V t44 = K##add(t18, t38); \
    V t45 = K##sub(t18, t38); \
    V t46 = K##add(t19, t39); \
    V t47 = K##sub(t19, t39); \
    V t48 = K##add(t12, t32); \
    V t49 = K##sub(t12, t32); \
    b[0] = t40; \
    b[1] = t43; \
    b[2] = t44; \
    b[3] = t47; \
    b[4] = t48; \
    b[5] = t41; \
    b[6] = t42; \
    b[7] = t45; \
    b[8] = t46; \
    b[9] = t49; \
  } while (0)
#define DFT__CL_F11(V, K, a, b) \
  do { \
    V t0 = K##add(a[1], a[10]); \
    V t1 = K##add(a[2], a[9]); \
    V t2 = K##add(a[3], a[8]); \
    V t3 = K##add(a[4], a[7]); \
    V t4 = K##add(a[5], a[6]); \
    V t5 = K##sub(a[1], a[10]); \
    V t6 = K##sub(a[2], a[9]); \
    V t7 = K##sub(a[3], a[8]); \
    V t8 = K##sub(a[4], a[7]); \
    V t9 = K##sub(a[5], a[6]); \
    V t10 = K##add(a[0], t0); \
    V t11 = K##add(t10, t1); \
    V t12 = K##add(t11, t2); \
    V t13 = K##add(t12, t3); \
    V t14 = K##add(t13, t4); \
    V t15 = K##rfma(t0, 8.412535328311811688618116489193677175e-1L, a[0]); \
    V t16 = K##rmul(t5, 5.406408174555975821076359543186916954e-1L); \
    V t17 = K##rfma(t1, 4.154150130018864255292741492296232035e-1L, t15); \
    V t18 = K##rfma(t6, 9.096319953545183714117153830790284601e-1L, t16); \
    V t19 = K##rfma(t2, (-1.423148382732851404437926686163696688e-1L), t17); \
    V t20 = K##rfma(t7, 9.898214418809327323760920377767187874e-1L, t18); \
    V t21 = K##rfma(t3, (-6.548607339452850640569250724662935532e-1L), t19); \
    V t22 = K##rfma(t8, 7.557495743542582837740358439723444202e-1L, t20); \
    V t23 = K##rfma(t4, (-9.594929736144973898903680570663276991e-1L), t21); \
    V t24 = K##rfma(t9, 2.817325568414296977114179153466168990e-1L, t22); \
    V t26 = K##subi(t23, t24); \
    V t27 = K##addi(t23, t24); \
    V t28 = K##rfma(t0, 4.154150130018864255292741492296232035e-1L, a[0]); \
    V t29 = K##rmul(t5, 9.096319953545183714117153830790284601e-1L); \
    V t30 = K##rfma(t1, (-6.548607339452850640569250724662935532e-1L), t28); \
    V t31 = K##rfma(t6, 7.557495743542582837740358439723444202e-1L, t29); \
    V t32 = K##rfma(t2, (-9.594929736144973898903680570663276991e-1L), t30); \
    V t33 = K##rfma(t7, (-2.817325568414296977114179153466168990e-1L), t31); \
    V t34 = K##rfma(t3, (-1.423148382732851404437926686163696688e-1L), t32); \
    V t35 = K##rfma(t8, (-9.898214418809327323760920377767187874e-1L), t33); \
    V t36 = K##rfma(t4, 8.412535328311811688618116489193677175e-1L, t34); \
    V t37 = K##rfma(t9, (-5.406408174555975821076359543186916954e-1L), t35); \
    V t39 = K##subi(t36, t37); \
    V t40 = K##addi(t36, t37); \
    V t41 = K##rfma(t0, (-1.423148382732851404437926686163696688e-1L), a[0]); \
    V t42 = K##rmul(t5, 9.898214418809327323760920377767187874e-1L); \
    V t43 = K##rfma(t1, (-9.594929736144973898903680570663276991e-1L), t41); \
    V t44 = K##rfma(t6, (-2.817325568414296977114179153466168990e-1L), t42); \
    V t45 = K##rfma(t2, 4.154150130018864255292741492296232035e-1L, t43); \
    V t46 = K##rfma(t7, (-9.096319953545183714117153830790284601e-1L), t44); \
    V t47 = K##rfma(t3, 8.412535328311811688618116489193677175e-1L, t45); \
    V t48 = K##rfma(t8, 5.406408174555975821076359543186916954e-1L, t46); \
    V t49 = K##rfma(t4, (-6.548607339452850640569250724662935532e-1L), t47); \
    V t50 = K##rfma(t9, 7.557495743542582837740358439723444202e-1L, t48); \
    V t52 = K##subi(t49, t50); \
    V t53 = K##addi(t49, t50); \
    V t54 = K##rfma(t0, (-6.548607339452850640569250724662935532e-1L), a[0]); \
    V t55 = K##rmul(t5, 7.557495743542582837740358439723444202e-1L); \
    V t56 = K##rfma(t1, (-1.423148382732851404437926686163696688e-1L), t54); \
    V t57 = K##rfma(t6, (-9.898214418809327323760920377767187874e-1L), t55); \
    V t58 = K##rfma(t2, 8.412535328311811688618116489193677175e-1L, t56); \
    V t59 = K##rfma(t7, 5.406408174555975821076359543186916954e-1L, t57); \
    V t60 = K##rfma(t3, (-9.594929736144973898903680570663276991e-1L), t58); \
    V t61 = K##rfma(t8, 2.817325568414296977114179153466168990e-1L, t59); \
    V t62 = K##rfma(t4, 4.154150130018864255292741492296232035e-1L, t60); \
    V t63 = K##rfma(t9, (-9.096319953545183714117153830790284601e-1L), t61); \
    V t65 = K##subi(t62, t63); \
    V t66 = K##addi(t62, t63); \
    V t67 = K##rfma(t0, (-9.594929736144973898903680570663276991e-1L), a[0]); \
    V t68 = K##rmul(t5, 2.817325568414296977114179153466168990e-1L); \
    V t69 = K##rfma(t1, 8.412535328311811688618116489193677175e-1L, t67); \
    V t70 = K##rfma(t6, (-5.406408174555975821076359543186916954e-1L), t68); \
    V t71 = K##rfma(t2, (-6.548607339452850640569250724662935532e-1L), t69); \
    V t72 = K##rfma(t7, 7.557495743542582837740358439723444202e-1L, t70); \
    V t73 = K##rfma(t3, 4.154150130018864255292741492296232035e-1L, t71); \
    V t74 = K##rfma(t8, (-9.096319953545183714117153830790284601e-1L), t72); \
    V t75 = K##rfma(t4, (-1.423148382732851404437926686163696688e-1L), t73); \
    V t76 = K##rfma(t9, 9.898214418809327323760920377767187874e-1L, t74); \
    V t78 = K##subi(t75, t76); \
    V t79 = K##addi(t75, t76); \
    b[0] = t14; \
    b[1] = t26; \
    b[2] = t39; \
    b[3] = t52; \
    b[4] = t65; \
    b[5] = t78; \
    b[6] = t79; \
    b[7] = t66; \
    b[8] = t53; \
    b[9] = t40; \
    b[10] = t27; \
  } while (0)
#define DFT__CL_B11(V, K, a, b) \
  do { \
    V t0 = K##add(a[1], a[10]); \
    V t1 = K##add(a[2], a[9]); \
    V t2 = K##add(a[3], a[8]); \
    V t3 = K##add(a[4], a[7]); \
    V t4 = K##add(a[5], a[6]); \
    V t5 = K##sub(a[1], a[10]); \
    V t6 = K##sub(a[2], a[9]); \
    V t7 = K##sub(a[3], a[8]); \
    V t8 = K##sub(a[4], a[7]); \
    V t9 = K##sub(a[5], a[6]); \
    V t10 = K##add(a[0], t0); \
    V t11 = K##add(t10, t1); \
    V t12 = K##add(t11, t2); \
    V t13 = K##add(t12, t3); \
    V t14 = K##add(t13, t4); \
    V t15 = K##rfma(t0, 8.412535328311811688618116489193677175e-1L, a[0]); \
    V t16 = K##rmul(t5, 5.406408174555975821076359543186916954e-1L); \
    V t17 = K##rfma(t1, 4.154150130018864255292741492296232035e-1L, t15); \
    V t18 = K##rfma(t6, 9.096319953545183714117153830790284601e-1L, t16); \
    V t19 = K##rfma(t2, (-1.423148382732851404437926686163696688e-1L), t17); \
    V t20 = K##rfma(t7, 9.898214418809327323760920377767187874e-1L, t18); \
    V t21 = K##rfma(t3, (-6.548607339452850640569250724662935532e-1L), t19); \
    V t22 = K##rfma(t8, 7.557495743542582837740358439723444202e-1L, t20); \
    V t23 = K##rfma(t4, (-9.594929736144973898903680570663276991e-1L), t21); \
    V t24 = K##rfma(t9, 2.817325568414296977114179153466168990e-1L, t22); \
    V t26 = K##addi(t23, t24); \
    V t27 = K##subi(t23, t24); \
    V t28 = K##rfma(t0, 4.154150130018864255292741492296232035e-1L, a[0]); \
    V t29 = K##rmul(t5, 9.096319953545183714117153830790284601e-1L); \
    V t30 = K##rfma(t1, (-6.548607339452850640569250724662935532e-1L), t28); \
    V t31 = K##rfma(t6, 7.557495743542582837740358439723444202e-1L, t29); \
    V t32 = K##rfma(t2, (-9.594929736144973898903680570663276991e-1L), t30); \
    V t33 = K##rfma(t7, (-2.817325568414296977114179153466168990e-1L), t31); \
    V t34 = K##rfma(t3, (-1.423148382732851404437926686163696688e-1L), t32); \
    V t35 = K##rfma(t8, (-9.898214418809327323760920377767187874e-1L), t33); \
    V t36 = K##rfma(t4, 8.412535328311811688618116489193677175e-1L, t34); \
    V t37 = K##rfma(t9, (-5.406408174555975821076359543186916954e-1L), t35); \
    V t39 = K##addi(t36, t37); \
    V t40 = K##subi(t36, t37); \
    V t41 = K##rfma(t0, (-1.423148382732851404437926686163696688e-1L), a[0]); \
    V t42 = K##rmul(t5, 9.898214418809327323760920377767187874e-1L); \
    V t43 = K##rfma(t1, (-9.594929736144973898903680570663276991e-1L), t41); \
    V t44 = K##rfma(t6, (-2.817325568414296977114179153466168990e-1L), t42); \
    V t45 = K##rfma(t2, 4.154150130018864255292741492296232035e-1L, t43); \
    V t46 = K##rfma(t7, (-9.096319953545183714117153830790284601e-1L), t44); \
    V t47 = K##rfma(t3, 8.412535328311811688618116489193677175e-1L, t45); \
    V t48 = K##rfma(t8, 5.406408174555975821076359543186916954e-1L, t46); \
    V t49 = K##rfma(t4, (-6.548607339452850640569250724662935532e-1L), t47); \
    V t50 = K##rfma(t9, 7.557495743542582837740358439723444202e-1L, t48); \
    V t52 = K##addi(t49, t50); \
    V t53 = K##subi(t49, t50); \
    V t54 = K##rfma(t0, (-6.548607339452850640569250724662935532e-1L), a[0]); \
    V t55 = K##rmul(t5, 7.557495743542582837740358439723444202e-1L); \
    V t56 = K##rfma(t1, (-1.423148382732851404437926686163696688e-1L), t54); \
    V t57 = K##rfma(t6, (-9.898214418809327323760920377767187874e-1L), t55); \
    V t58 = K##rfma(t2, 8.412535328311811688618116489193677175e-1L, t56); \
    V t59 = K##rfma(t7, 5.406408174555975821076359543186916954e-1L, t57); \
    V t60 = K##rfma(t3, (-9.594929736144973898903680570663276991e-1L), t58); \
    V t61 = K##rfma(t8, 2.817325568414296977114179153466168990e-1L, t59); \
    V t62 = K##rfma(t4, 4.154150130018864255292741492296232035e-1L, t60); \
    V t63 = K##rfma(t9, (-9.096319953545183714117153830790284601e-1L), t61); \
    V t65 = K##addi(t62, t63); \
    V t66 = K##subi(t62, t63); \
    V t67 = K##rfma(t0, (-9.594929736144973898903680570663276991e-1L), a[0]); \
    V t68 = K##rmul(t5, 2.817325568414296977114179153466168990e-1L); \
    V t69 = K##rfma(t1, 8.412535328311811688618116489193677175e-1L, t67); \
    V t70 = K##rfma(t6, (-5.406408174555975821076359543186916954e-1L), t68); \
    V t71 = K##rfma(t2, (-6.548607339452850640569250724662935532e-1L), t69); \
    V t72 = K##rfma(t7, 7.557495743542582837740358439723444202e-1L, t70); \
    V t73 = K##rfma(t3, 4.154150130018864255292741492296232035e-1L, t71); \
    V t74 = K##rfma(t8, (-9.096319953545183714117153830790284601e-1L), t72); \
    V t75 = K##rfma(t4, (-1.423148382732851404437926686163696688e-1L), t73); \
    V t76 = K##rfma(t9, 9.898214418809327323760920377767187874e-1L, t74); \
    V t78 = K##addi(t75, t76); \
    V t79 = K##subi(t75, t76); \
    b[0] = t14; \
    b[1] = t26; \
    b[2] = t39; \
    b[3] = t52; \
    b[4] = t65; \
    b[5] = t78; \
    b[6] = t79; \
    b[7] = t66; \
    b[8] = t53; \
    b[9] = t40; \
    b[10] = t27; \
  } while (0)
#define DFT__CL_F12(V, K, a, b) \
  do { \
    V t0 = K##add(a[4], a[8]); \
    V t1 = K##sub(a[4], a[8]); \
    V t2 = K##add(a[0], t0); \
    V t3 = K##rfma(t0, (-5.000000000000000000000000000000000000e-1L), a[0]); \
    V t7 = K##raddi(t3, t1, (-8.660254037844386467637231707529361835e-1L)); \
    V t8 = K##raddi(t3, t1, 8.660254037844386467637231707529361835e-1L); \
    V t9 = K##add(a[7], a[11]); \
    V t10 = K##sub(a[7], a[11]); \
    V t11 = K##add(a[3], t9); \
    V t12 = K##rfma(t9, (-5.000000000000000000000000000000000000e-1L), a[3]); \
    V t16 = K##raddi(t12, t10, (-8.660254037844386467637231707529361835e-1L)); \
    V t17 = K##raddi(t12, t10, 8.660254037844386467637231707529361835e-1L); \
    V t18 = K##add(a[10], a[2]); \
    V t19 = K##sub(a[10], a[2]); \
    V t20 = K##add(a[6], t18); \
    V t21 = K##rfma(t18, (-5.000000000000000000000000000000000000e-1L), a[6]); \
    V t25 = K##raddi(t21, t19, (-8.660254037844386467637231707529361835e-1L)); \
    V t26 = K##raddi(t21, t19, 8.660254037844386467637231707529361835e-1L); \
    V t27 = K##add(a[1], a[5]); \
    V t28 = K##sub(a[1], a[5]); \
    V t29 = K##add(a[9], t27); \
    V t30 = K##rfma(t27, (-5.000000000000000000000000000000000000e-1L), a[9]); \
    V t34 = K##raddi(t30, t28, (-8.660254037844386467637231707529361835e-1L)); \
    V t35 = K##raddi(t30, t28, 8.660254037844386467637231707529361835e-1L); \
    V t36 = K##add(t2, t20); \
    V t37 = K##sub(t2, t20); \
    V t38 = K##add(t11, t29); \
    V t39 = K##sub(t11, t29); \
    V t41 = K##add(t36, t38); \
    V t42 = K##subi(t37, t39); \
    V t43 = K##sub(t36, t38); \
    V t44 = K##addi(t37, t39); \
    V t45 = K##add(t7, t25); \
    V t46 = K##sub(t7, t25); \
    V t47 = K##add(t16, t34); \
    V t48 = K##sub(t16, t34); \
    V t50 = K##add(t45, t47); \
    V t51 = K##subi(t46, t48); \
    V t52 = K##sub(t45, t47); \
    V t53 = K##addi(t46, t48); \
    V t54 = K##add(t8, t26); \
    V t55 = K##sub(t8, t26); \
    V t56 = K##add(t17, t35); \
    V t57 = K##sub(t17, t35); \
    V t59 = K##add(t54, t56); \
    V t60 = K##subi(t55, t57); \
    V t61 = K##sub(t54, t56); \
    V t62 = K##addi(t55, t57); \
    b[0] = t41; \
    b[1] = t51; \
    b[2] = t61; \
    b[3] = t44; \
    b[4] = t50; \
    b[5] = t60; \
    b[6] = t43; \
    b[7] = t53; \
    b[8] = t59; \
    b[9] = t42; \
    b[10] = t52; \
    b[11] = t62; \
  } while (0)
#define DFT__CL_B12(V, K, a, b) \
  do { \
    V t0 = K##add(a[4], a[8]); \
    V t1 = K##sub(a[4], a[8]); \
    V t2 = K##add(a[0], t0); \
    V t3 = K##rfma(t0, (-5.000000000000000000000000000000000000e-1L), a[0]); \
    V t7 = K##raddi(t3, t1, 8.660254037844386467637231707529361835e-1L); \
    V t8 = K##raddi(t3, t1, (-8.660254037844386467637231707529361835e-1L)); \
    V t9 = K##add(a[7], a[11]); \
    V t10 = K##sub(a[7], a[11]); \
    V t11 = K##add(a[3], t9); \
    V t12 = K##rfma(t9, (-5.000000000000000000000000000000000000e-1L), a[3]); \
    V t16 = K##raddi(t12, t10, 8.660254037844386467637231707529361835e-1L); \
    V t17 = K##raddi(t12, t10, (-8.660254037844386467637231707529361835e-1L)); \
    V t18 = K##add(a[10], a[2]); \
    V t19 = K##sub(a[10], a[2]); \
    V t20 = K##add(a[6], t18); \
    V t21 = K##rfma(t18, (-5.000000000000000000000000000000000000e-1L), a[6]); \
    V t25 = K##raddi(t21, t19, 8.660254037844386467637231707529361835e-1L); \
    V t26 = K##raddi(t21, t19, (-8.660254037844386467637231707529361835e-1L)); \
    V t27 = K##add(a[1], a[5]); \
    V t28 = K##sub(a[1], a[5]); \
    V t29 = K##add(a[9], t27); \
    V t30 = K##rfma(t27, (-5.000000000000000000000000000000000000e-1L), a[9]); \
    V t34 = K##raddi(t30, t28, 8.660254037844386467637231707529361835e-1L); \
    V t35 = K##raddi(t30, t28, (-8.660254037844386467637231707529361835e-1L)); \
    V t36 = K##add(t2, t20); \
    V t37 = K##sub(t2, t20); \
    V t38 = K##add(t11, t29); \
    V t39 = K##sub(t11, t29); \
    V t41 = K##add(t36, t38); \
    V t42 = K##addi(t37, t39); \
    V t43 = K##sub(t36, t38); \
    V t44 = K##subi(t37, t39); \
    V t45 = K##add(t7, t25); \
    V t46 = K##sub(t7, t25); \
    V t47 = K##add(t16, t34); \
    V t48 = K##sub(t16, t34); \
    V t50 = K##add(t45, t47); \
    V t51 = K##addi(t46, t48); \
    V t52 = K##sub(t45, t47); \
    V t53 = K##subi(t46, t48); \
    V t54 = K##add(t8, t26); \
    V t55 = K##sub(t8, t26); \
    V t56 = K##add(t17, t35); \
    V t57 = K##sub(t17, t35); \
    V t59 = K##add(t54, t56); \
    V t60 = K##addi(t55, t57); \
    V t61 = K##sub(t54, t56); \
    V t62 = K##subi(t55, t57); \
    b[0] = t41; \
    b[1] = t51; \
    b[2] = t61; \
    b[3] = t44; \
    b[4] = t50; \
    b[5] = t60; \
    b[6] = t43; \
    b[7] = t53; \
    b[8] = t59; \
    b[9] = t42; \
    b[10] = t52; \
    b[11] = t62; \
  } while (0)
#define DFT__CL_F13(V, K, a, b) \
  do { \
    V t0 = K##add(a[1], a[12]); \
    V t1 = K##add(a[2], a[11]); \
    V t2 = K##add(a[3], a[10]); \
    V t3 = K##add(a[4], a[9]); \
    V t4 = K##add(a[5], a[8]); \
    V t5 = K##add(a[6], a[7]); \
    V t6 = K##sub(a[1], a[12]); \
    V t7 = K##sub(a[2], a[11]); \
    V t8 = K##sub(a[3], a[10]); \
    V t9 = K##sub(a[4], a[9]); \
    V t10 = K##sub(a[5], a[8]); \
    V t11 = K##sub(a[6], a[7]); \
    V t12 = K##add(a[0], t0); \
    V t13 = K##add(t12, t1); \
    V t14 = K##add(t13, t2); \
    V t15 = K##add(t14, t3); \
    V t16 = K##add(t15, t4); \
    V t17 = K##add(t16, t5); \
    V t18 = K##rfma(t0, 8.854560256532098959003755220150988786e-1L, a[0]); \
    V t19 = K##rmul(t6, 4.647231720437685456560153351331047776e-1L); \
    V t20 = K##rfma(t1, 5.680647467311558025118075591275166245e-1L, t18); \
    V t21 = K##rfma(t7, 8.229838658936563945796174234393819907e-1L, t19); \
    V t22 = K##rfma(t2, 1.205366802553230533490676874525435823e-1L, t20); \
    V t23 = K##rfma(t8, 9.927088740980539928007516494925201793e-1L, t21); \
    V t24 = K##rfma(t3, (-3.546048870425356259696378926000184743e-1L), t22); \
    V t25 = K##rfma(t9, 9.350162426854148234397845998378307291e-1L, t23); \
    V t26 = K##rfma(t4, (-7.485107481711010986346305997013513838e-1L), t24); \
    V t27 = K##rfma(t10, 6.631226582407952023767854926667662795e-1L, t25); \
    V t28 = K##rfma(t5, (-9.709418174260520271569822762937892272e-1L), t26); \
    V t29 = K##rfma(t11, 2.393156642875577671487537262602118952e-1L, t27); \
    V t31 = K##subi(t28, t29); \
    V t32 = K##addi(t28, t29); \
    V t33 = K##rfma(t0, 5.680647467311558025118075591275166245e-1L, a[0]); \
    V t34 = K##rmul(t6, 8.229838658936563945796174234393819907e-1L); \
    V t35 = K##rfma(t1, (-3.546048870425356259696378926000184743e-1L), t33); \
    V t36 = K##rfma(t7, 9.350162426854148234397845998378307291e-1L, t34); \
    V t37 = K##rfma(t2, (-9.709418174260520271569822762937892272e-1L), t35); \
    V t38 = K##rfma(t8, 2.393156642875577671487537262602118952e-1L, t36); \
    V t39 = K##rfma(t3, (-7.485107481711010986346305997013513838e-1L), t37); \
    V t40 = K##rfma(t9, (-6.631226582407952023767854926667662795e-1L), t38); \
    V t41 = K##rfma(t4, 1.205366802553230533490676874525435823e-1L, t39); \
    V t42 = K##rfma(t10, (-9.927088740980539928007516494925201793e-1L), t40); \
    V t43 = K##rfma(t5, 8.854560256532098959003755220150988786e-1L, t41); \
    V t44 = K##rfma(t11, (-4.647231720437685456560153351331047776e-1L), t42); \
    V t46 = K##subi(t43, t44); \
    V t47 = K##addi(t43, t44); \
    V t48 = K##rfma(t0, 1.205366802553230533490676874525435823e-1L, a[0]); \
    V t49 = K##rmul(t6, 9.927088740980539928007516494925201793e-1L); \
    V t50 = K##rfma(t1, (-9.709418174260520271569822762937892272e-1L), t48); \
    V t51 = K##rfma(t7, 2.393156642875577671487537262602118952e-1L, t49); \
    V t52 = K##rfma(t2, (-3.546048870425356259696378926000184743e-1L), t50); \
    V t53 = K##rfma(t8, (-9.350162426854148234397845998378307291e-1L), t51); \
    V t54 = K##rfma(t3, 8.854560256532098959003755220150988786e-1L, t52); \
    V t55 = K##rfma(t9, (-4.647231720437685456560153351331047776e-1L), t53); \
    V t56 = K##rfma(t4, 5.680647467311558025118075591275166245e-1L, t54); \
    V t57 = K##rfma(t10, 8.229838658936563945796174234393819907e-1L, t55); \
    V t58 = K##rfma(t5, (-7.485107481711010986346305997013513838e-1L), t56); \
    V t59 = K##rfma(t11, 6.631226582407952023767854926667662795e-1L, t57); \
    V t61 = K##subi(t58, t59); \
    V t62 = K##addi(t58, t59); \
    V t63 = K##rfma(t0, (-3.546048870425356259696378926000184743e-1L), a[0]); \
    V t64 = K##rmul(t6, 9.350162426854148234397845998378307291e-1L); \
    V t65 = K##rfma(t1, (-7.485107481711010986346305997013513838e-1L), t63); \
    V t66 = K##rfma(t7, (-6.631226582407952023767854926667662795e-1L), t64); \
    V t67 = K##rfma(t2, 8.854560256532098959003755220150988786e-1L, t65); \
    V t68 = K##rfma(t8, (-4.647231720437685456560153351331047776e-1L), t66); \
    V t69 = K##rfma(t3, 1.205366802553230533490676874525435823e-1L, t67); \
    V t70 = K##rfma(t9, 9.927088740980539928007516494925201793e-1L, t68); \
    V t71 = K##rfma(t4, (-9.709418174260520271569822762937892272e-1L), t69); \
    V t72 = K##rfma(t10, (-2.393156642875577671487537262602118952e-1L), t70); \
    V t73 = K##rfma(t5, 5.680647467311558025118075591275166245e-1L, t71); \
    V t74 = K##rfma(t11, (-8.229838658936563945796174234393819907e-1L), t72); \
    V t76 = K##subi(t73, t74); \
    V t77 = K##addi(t73, t74); \
    V t78 = K##rfma(t0, (-7.485107481711010986346305997013513838e-1L), a[0]); \
    V t79 = K##rmul(t6, 6.631226582407952023767854926667662795e-1L); \
    V t80 = K##rfma(t1, 1.205366802553230533490676874525435823e-1L, t78); \
    V t81 = K##rfma(t7, (-9.927088740980539928007516494925201793e-1L), t79); \
    V t82 = K##rfma(t2, 5.680647467311558025118075591275166245e-1L, t80); \
    V t83 = K##rfma(t8, 8.229838658936563945796174234393819907e-1L, t81); \
    V t84 = K##rfma(t3, (-9.709418174260520271569822762937892272e-1L), t82); \
    V t85 = K##rfma(t9, (-2.393156642875577671487537262602118952e-1L), t83); \
    V t86 = K##rfma(t4, 8.854560256532098959003755220150988786e-1L, t84); \
    V t87 = K##rfma(t10, (-4.647231720437685456560153351331047776e-1L), t85); \
    V t88 = K##rfma(t5, (-3.546048870425356259696378926000184743e-1L), t86); \
    V t89 = K##rfma(t11, 9.350162426854148234397845998378307291e-1L, t87); \
    V t91 = K##subi(t88, t89); \
    V t92 = K##addi(t88, t89); \
    V t93 = K##rfma(t0, (-9.709418174260520271569822762937892272e-1L), a[0]); \
    V t94 = K##rmul(t6, 2.393156642875577671487537262602118952e-1L); \
    V t95 = K##rfma(t1, 8.854560256532098959003755220150988786e-1L, t93); \
    V t96 = K##rfma(t7, (-4.647231720437685456560153351331047776e-1L), t94); \
    V t97 = K##rfma(t2, (-7.485107481711010986346305997013513838e-1L), t95); \
    V t98 = K##rfma(t8, 6.631226582407952023767854926667662795e-1L, t96); \
    V t99 = K##rfma(t3, 5.680647467311558025118075591275166245e-1L, t97); \
    V t100 = K##rfma(t9, (-8.229838658936563945796174234393819907e-1L), t98); \
    V t101 = K##rfma(t4, (-3.546048870425356259696378926000184743e-1L), t99); \
    V t102 = K##rfma(t10, 9.350162426854148234397845998378307291e-1L, t100); \
    V t103 = K##rfma(t5, 1.205366802553230533490676874525435823e-1L, t101); \
    V t104 = K##rfma(t11, (-9.927088740980539928007516494925201793e-1L), t102); \
    V t106 = K##subi(t103, t104); \
    V t107 = K##addi(t103, t104); \
    b[0] = t17; \
    b[1] = t31; \
    b[2] = t46; \
    b[3] = t61; \
    b[4] = t76; \
    b[5] = t91; \
    b[6] = t106; \
    b[7] = t107; \
    b[8] = t92; \
    b[9] = t77; \
    b[10] = t62; \
    b[11] = t47; \
    b[12] = t32; \
  } while (0)
#define DFT__CL_B13(V, K, a, b) \
  do { \
    V t0 = K##add(a[1], a[12]); \
    V t1 = K##add(a[2], a[11]); \
    V t2 = K##add(a[3], a[10]); \
    V t3 = K##add(a[4], a[9]); \
    V t4 = K##add(a[5], a[8]); \
    V t5 = K##add(a[6], a[7]); \
    V t6 = K##sub(a[1], a[12]); \
    V t7 = K##sub(a[2], a[11]); \
    V t8 = K##sub(a[3], a[10]); \
    V t9 = K##sub(a[4], a[9]); \
    V t10 = K##sub(a[5], a[8]); \
    V t11 = K##sub(a[6], a[7]); \
    V t12 = K##add(a[0], t0); \
    V t13 = K##add(t12, t1); \
    V t14 = K##add(t13, t2); \
    V t15 = K##add(t14, t3); \
    V t16 = K##add(t15, t4); \
    V t17 = K##add(t16, t5); \
    V t18 = K##rfma(t0, 8.854560256532098959003755220150988786e-1L, a[0]); \
    V t19 = K##rmul(t6, 4.647231720437685456560153351331047776e-1L); \
    V t20 = K##rfma(t1, 5.680647467311558025118075591275166245e-1L, t18); \
    V t21 = K##rfma(t7, 8.229838658936563945796174234393819907e-1L, t19); \
    V t22 = K##rfma(t2, 1.205366802553230533490676874525435823e-1L, t20); \
    V t23 = K##rfma(t8, 9.927088740980539928007516494925201793e-1L, t21); \
    V t24 = K##rfma(t3, (-3.546048870425356259696378926000184743e-1L), t22); \
    V t25 = K##rfma(t9, 9.350162426854148234397845998378307291e-1L, t23); \
    V t26 = K##rfma(t4, (-7.485107481711010986346305997013513838e-1L), t24); \
    V t27 = K##rfma(t10, 6.631226582407952023767854926667662795e-1L, t25); \
    V t28 = K##rfma(t5, (-9.709418174260520271569822762937892272e-1L), t26); \
    V t29 = K##rfma(t11, 2.393156642875577671487537262602118952e-1L, t27); \
    V t31 = K##addi(t28, t29); \
    V t32 = K##subi(t28, t29); \
    V t33 = K##rfma(t0, 5.680647467311558025118075591275166245e-1L, a[0]); \
    V t34 = K##rmul(t6, 8.229838658936563945796174234393819907e-1L); \
    V t35 = K##rfma(t1, (-3.546048870425356259696378926000184743e-1L), t33); \
    V t36 = K##rfma(t7, 9.350162426854148234397845998378307291e-1L, t34); \
    V t37 = K##rfma(t2, (-9.709418174260520271569822762937892272e-1L), t35); \
    V t38 = K##rfma(t8, 2.393156642875577671487537262602118952e-1L, t36); \
    V t39 = K##rfma(t3, (-7.485107481711010986346305997013513838e-1L), t37); \
    V t40 = K##rfma(t9, (-6.631226582407952023767854926667662795e-1L), t38); \
    V t41 = K##rfma(t4, 1.205366802553230533490676874525435823e-1L, t39); \
    V t42 = K##rfma(t10, (-9.927088740980539928007516494925201793e-1L), t40); \
    V t43 = K##rfma(t5, 8.854560256532098959003755220150988786e-1L, t41); \
    V t44 = K##rfma(t11, (-4.647231720437685456560153351331047776e-1L), t42); \
    V t46 = K##addi(t43, t44); \
    V t47 = K##subi(t43, t44); \
    V t48 = K##rfma(t0, 1.205366802553230533490676874525435823e-1L, a[0]); \
    V t49 = K##rmul(t6, 9.927088740980539928007516494925201793e-1L); \
    V t50 = K##rfma(t1, (-9.709418174260520271569822762937892272e-1L), t48); \
    V t51 = K##rfma(t7, 2.393156642875577671487537262602118952e-1L, t49); \
    V t52 = K##rfma(t2, (-3.546048870425356259696378926000184743e-1L), t50); \
    V t53 = K##rfma(t8, (-9.350162426854148234397845998378307291e-1L), t51); \
    V t54 = K##rfma(t3, 8.854560256532098959003755220150988786e-1L, t52); \
    V t55 = K##rfma(t9, (-4.647231720437685456560153351331047776e-1L), t53); \
    V t56 = K##rfma(t4, 5.680647467311558025118075591275166245e-1L, t54); \
    V t57 = K##rfma(t10, 8.229838658936563945796174234393819907e-1L, t55); \
    V t58 = K##rfma(t5, (-7.485107481711010986346305997013513838e-1L), t56); \
    V t59 = K##rfma(t11, 6.631226582407952023767854926667662795e-1L, t57); \
    V t61 = K##addi(t58, t59); \
    V t62 = K##subi(t58, t59); \
    V t63 = K##rfma(t0, (-3.546048870425356259696378926000184743e-1L), a[0]); \
    V t64 = K##rmul(t6, 9.350162426854148234397845998378307291e-1L); \
    V t65 = K##rfma(t1, (-7.485107481711010986346305997013513838e-1L), t63); \
    V t66 = K##rfma(t7, (-6.631226582407952023767854926667662795e-1L), t64); \
    V t67 = K##rfma(t2, 8.854560256532098959003755220150988786e-1L, t65); \
    V t68 = K##rfma(t8, (-4.647231720437685456560153351331047776e-1L), t66); \
    V t69 = K##rfma(t3, 1.205366802553230533490676874525435823e-1L, t67); \
    V t70 = K##rfma(t9, 9.927088740980539928007516494925201793e-1L, t68); \
    V t71 = K##rfma(t4, (-9.709418174260520271569822762937892272e-1L), t69); \
    V t72 = K##rfma(t10, (-2.393156642875577671487537262602118952e-1L), t70); \
    V t73 = K##rfma(t5, 5.680647467311558025118075591275166245e-1L, t71); \
    V t74 = K##rfma(t11, (-8.229838658936563945796174234393819907e-1L), t72); \
    V t76 = K##addi(t73, t74); \
    V t77 = K##subi(t73, t74); \
    V t78 = K##rfma(t0, (-7.485107481711010986346305997013513838e-1L), a[0]); \
    V t79 = K##rmul(t6, 6.631226582407952023767854926667662795e-1L); \
    V t80 = K##rfma(t1, 1.205366802553230533490676874525435823e-1L, t78); \
    V t81 = K##rfma(t7, (-9.927088740980539928007516494925201793e-1L), t79); \
    V t82 = K##rfma(t2, 5.680647467311558025118075591275166245e-1L, t80); \
    V t83 = K##rfma(t8, 8.229838658936563945796174234393819907e-1L, t81); \
    V t84 = K##rfma(t3, (-9.709418174260520271569822762937892272e-1L), t82); \
    V t85 = K##rfma(t9, (-2.393156642875577671487537262602118952e-1L), t83); \
    V t86 = K##rfma(t4, 8.854560256532098959003755220150988786e-1L, t84); \
    V t87 = K##rfma(t10, (-4.647231720437685456560153351331047776e-1L), t85); \
    V t88 = K##rfma(t5, (-3.546048870425356259696378926000184743e-1L), t86); \
    V t89 = K##rfma(t11, 9.350162426854148234397845998378307291e-1L, t87); \
    V t91 = K##addi(t88, t89); \
    V t92 = K##subi(t88, t89); \
    V t93 = K##rfma(t0, (-9.709418174260520271569822762937892272e-1L), a[0]); \
    V t94 = K##rmul(t6, 2.393156642875577671487537262602118952e-1L); \
    V t95 = K##rfma(t1, 8.854560256532098959003755220150988786e-1L, t93); \
    V t96 = K##rfma(t7, (-4.647231720437685456560153351331047776e-1L), t94); \
    V t97 = K##rfma(t2, (-7.485107481711010986346305997013513838e-1L), t95); \
    V t98 = K##rfma(t8, 6.631226582407952023767854926667662795e-1L, t96); \
    V t99 = K##rfma(t3, 5.680647467311558025118075591275166245e-1L, t97); \
    V t100 = K##rfma(t9, (-8.229838658936563945796174234393819907e-1L), t98); \
    V t101 = K##rfma(t4, (-3.546048870425356259696378926000184743e-1L), t99); \
    V t102 = K##rfma(t10, 9.350162426854148234397845998378307291e-1L, t100); \
    V t103 = K##rfma(t5, 1.205366802553230533490676874525435823e-1L, t101); \
    V t104 = K##rfma(t11, (-9.927088740980539928007516494925201793e-1L), t102); \
    V t106 = K##addi(t103, t104); \
    V t107 = K##subi(t103, t104); \
    b[0] = t17; \
    b[1] = t31; \
    b[2] = t46; \
    b[3] = t61; \
    b[4] = t76; \
    b[5] = t91; \
    b[6] = t106; \
    b[7] = t107; \
    b[8] = t92; \
    b[9] = t77; \
    b[10] = t62; \
    b[11] = t47; \
    b[12] = t32; \
  } while (0)
#define DFT__CL_F14(V, K, a, b) \
  do { \
    V t0 = K##add(a[2], a[12]); \
    V t1 = K##add(a[4], a[10]); \
    V t2 = K##add(a[6], a[8]); \
    V t3 = K##sub(a[2], a[12]); \
    V t4 = K##sub(a[4], a[10]); \
    V t5 = K##sub(a[6], a[8]); \
    V t6 = K##add(a[0], t0); \
    V t7 = K##add(t6, t1); \
    V t8 = K##add(t7, t2); \
    V t9 = K##rfma(t0, 6.234898018587335305250048840042398106e-1L, a[0]); \
    V t10 = K##rmul(t3, 7.818314824680298087084445266740577502e-1L); \
    V t11 = K##rfma(t1, (-2.225209339563144042889025644967947595e-1L), t9); \
    V t12 = K##rfma(t4, 9.749279121818236070181316829939312172e-1L, t10); \
    V t13 = K##rfma(t2, (-9.009688679024191262361023195074450512e-1L), t11); \
    V t14 = K##rfma(t5, 4.338837391175581204757683328483587546e-1L, t12); \
    V t16 = K##subi(t13, t14); \
    V t17 = K##addi(t13, t14); \
    V t18 = K##rfma(t0, (-2.225209339563144042889025644967947595e-1L), a[0]); \
    V t19 = K##rmul(t3, 9.749279121818236070181316829939312172e-1L); \
    V t20 = K##rfma(t1, (-9.009688679024191262361023195074450512e-1L), t18); \
    V t21 = K##rfma(t4, (-4.338837391175581204757683328483587546e-1L), t19); \
    V t22 = K##rfma(t2, 6.234898018587335305250048840042398106e-1L, t20); \
    V t23 = K##rfma(t5, (-7.818314824680298087084445266740577502e-1L), t21); \
    V t25 = K##subi(t22, t23); \
    V t26 = K##addi(t22, t23); \
    V t27 = K##rfma(t0, (-9.009688679024191262361023195074450512e-1L), a[0]); \
    V t28 = K##rmul(t3, 4.338837391175581204757683328483587546e-1L); \
    V t29 = K##rfma(t1, 6.234898018587335305250048840042398106e-1L, t27); \
    V t30 = K##rfma(t4, (-7.818314824680298087084445266740577502e-1L), t28); \
    V t31 = K##rfma(t2, (-2.225209339563144042889025644967947595e-1L), t29); \
    V t32 = K##rfma(t5, 9.749279121818236070181316829939312172e-1L, t30); \
    V t34 = K##subi(t31, t32); \
    V t35 = K##addi(t31, t32); \
    V t36 = K##add(a[9], a[5]); \
    V t37 = K##add(a[11], a[3]); \
    V t38 = K##add(a[13], a[1]); \
    V t39 = K##sub(a[9], a[5]); \
    V t40 = K##sub(a[11], a[3]); \
    V t41 = K##sub(a[13], a[1]); \
    V t42 = K##add(a[7], t36); \
    V t43 = K##add(t42, t37); \
    V t44 = K##add(t43, t38); \
    V t45 = K##rfma(t36, 6.234898018587335305250048840042398106e-1L, a[7]); \
    V t46 = K##rmul(t39, 7.818314824680298087084445266740577502e-1L); \
    V t47 = K##rfma(t37, (-2.225209339563144042889025644967947595e-1L), t45); \
    V t48 = K##rfma(t40, 9.749279121818236070181316829939312172e-1L, t46); \
    V t49 = K##rfma(t38, (-9.009688679024191262361023195074450512e-1L), t47); \
    V t50 = K##rfma(t41, 4.338837391175581204757683328483587546e-1L, t48); \
    V t52 = K##subi(t49, t50); \
    V t53 = K##addi(t49, t50); \
    V t54 = K##rfma(t36, (-2.225209339563144042889025644967947595e-1L), a[7]); \
    V t55 = K##rmul(t39, 9.749279121818236070181316829939312172e-1L); \
    V t56 = K##rfma(t37, (-9.009688679024191262361023195074450512e-1L), t54); \
    V t57 = K##rfma(t40, (-4.338837391175581204757683328483587546e-1L), t55); \
    V t58 = K##rfma(t38, 6.234898018587335305250048840042398106e-1L, t56); \
    V t59 = K##rfma(t41, (-7.818314824680298087084445266740577502e-1L), t57); \
    V t61 = K##subi(t58, t59); \
    V t62 = K##addi(t58, t59); \
    V t63 = K##rfma(t36, (-9.009688679024191262361023195074450512e-1L), a[7]); \
    V t64 = K##rmul(t39, 4.338837391175581204757683328483587546e-1L); \
    V t65 = K##rfma(t37, 6.234898018587335305250048840042398106e-1L, t63); \
    V t66 = K##rfma(t40, (-7.818314824680298087084445266740577502e-1L), t64); \
    V t67 = K##rfma(t38, (-2.225209339563144042889025644967947595e-1L), t65); \
    V t68 = K##rfma(t41, 9.749279121818236070181316829939312172e-1L, t66); \
    V t70 = K##subi(t67, t68); \
    V t71 = K##addi(t67, t68); \
    V t72 = K##add(t8, t44); \
    V t73 = K##sub(t8, t44); \
    V t74 = K##add(t16, t52); \
    V t75 = K##sub(t16, t52); \
    V t76 = K##add(t25, t61); \
    V t77 = K##sub(t25, t61); \
    V t78 = K##add(t34, t70); \
    V t79 = K##sub(t34, t70); \
    V t80 = K##add(t35, t71); \
    V t81 = K##sub(t35, t71); \
    V t82 = K##add(t26, t62); \
    V t83 = K##sub(t26, t62); \
    V t84 = K##add(t17, t53); \
    V t85 = K##sub(t17, t53); \
    b[0] = t72; \
    b[1] = t75; \
    b[2] = t76; \
    b[3] = t79; \
    b[4] = t80; \
    b[5] = t83; \
    b[6] = t84; \
    b[7] = t73; \
    b[8] = t74; \
    b[9] = t77; \
    b[10] = t78; \
    b[11] = t81; \
    b[12] = t82; \
    b[13] = t85; \
  } while (0)
#define DFT__CL_B14(V, K, a, b) \
  do { \
    V t0 = K##add(a[2], a[12]); \
    V t1 = K##add(a[4], a[10]); \
    V t2 = K##add(a[6], a[8]); \
    V t3 = K##sub(a[2], a[12]); \
    V t4 = K##sub(a[4], a[10]); \
    V t5 = K##sub(a[6], a[8]); \
    V t6 = K##add(a[0], t0); \
    V t7 = K##add(t6, t1); \
    V t8 = K##add(t7, t2); \
    V t9 = K##rfma(t0, 6.234898018587335305250048840042398106e-1L, a[0]); \
    V t10 = K##rmul(t3, 7.818314824680298087084445266740577502e-1L); \
    V t11 = K##rfma(t1, (-2.225209339563144042889025644967947595e-1L), t9); \
    V t12 = K##rfma(t4, 9.749279121818236070181316829939312172e-1L, t10); \
    V t13 = K##rfma(t2, (-9.009688679024191262361023195074450512e-1L), t11); \
    V t14 = K##rfma(t5, 4.338837391175581204757683328483587546e-1L, t12); \
    V t16 = K##addi(t13, t14); \
    V t17 = K##subi(t13, t14); \
    V t18 = K##rfma(t0, (-2.225209339563144042889025644967947595e-1L), a[0]); \
    V t19 = K##rmul(t3, 9.749279121818236070181316829939312172e-1L); \
    V t20 = K##rfma(t1, (-9.009688679024191262361023195074450512e-1L), t18); \
    V t21 = K##rfma(t4, (-4.338837391175581204757683328483587546e-1L), t19); \
    V t22 = K##rfma(t2, 6.234898018587335305250048840042398106e-1L, t20); \
    V t23 = K##rfma(t5, (-7.818314824680298087084445266740577502e-1L), t21); \
    V t25 = K##addi(t22, t23); \
    V t26 = K##subi(t22, t23); \
    V t27 = K##rfma(t0, (-9.009688679024191262361023195074450512e-1L), a[0]); \
    V t28 = K##rmul(t3, 4.338837391175581204757683328483587546e-1L); \
    V t29 = K##rfma(t1, 6.234898018587335305250048840042398106e-1L, t27); \
    V t30 = K##rfma(t4, (-7.818314824680298087084445266740577502e-1L), t28); \
    V t31 = K##rfma(t2, (-2.225209339563144042889025644967947595e-1L), t29); \
    V t32 = K##rfma(t5, 9.749279121818236070181316829939312172e-1L, t30); \
    V t34 = K##addi(t31, t32); \
    V t35 = K##subi(t31, t32); \
    V t36 = K##add(a[9], a[5]); \
    V t37 = K##add(a[11], a[3]); \
    V t38 = K##add(a[13], a[1]); \
    V t39 = K##sub(a[9], a[5]); \
    V t40 = K##sub(a[11], a[3]); \
    V t41 = K##sub(a[13], a[1]); \
    V t42 = K##add(a[7], t36); \
    V t43 = K##add(t42, t37); \
    V t44 = K##add(t43, t38); \
    V t45 = K##rfma(t36, 6.234898018587335305250048840042398106e-1L, a[7]); \
    V t46 = K##rmul(t39, 7.818314824680298087084445266740577502e-1L); \
    V t47 = K##rfma(t37, (-2.225209339563144042889025644967947595e-1L), t45); \
    V t48 = K##rfma(t40, 9.749279121818236070181316829939312172e-1L, t46); \
    V t49 = K##rfma(t38, (-9.009688679024191262361023195074450512e-1L), t47); \
    V t50 = K##rfma(t41, 4.338837391175581204757683328483587546e-1L, t48); \
    V t52 = K##addi(t49, t50); \
    V t53 = K##subi(t49, t50); \
    V t54 = K##rfma(t36, (-2.225209339563144042889025644967947595e-1L), a[7]); \
    V t55 = K##rmul(t39, 9.749279121818236070181316829939312172e-1L); \
    V t56 = K##rfma(t37, (-9.009688679024191262361023195074450512e-1L), t54); \
    V t57 = K##rfma(t40, (-4.338837391175581204757683328483587546e-1L), t55); \
    V t58 = K##rfma(t38, 6.234898018587335305250048840042398106e-1L, t56); \
    V t59 = K##rfma(t41, (-7.818314824680298087084445266740577502e-1L), t57); \
    V t61 = K##addi(t58, t59); \
    V t62 = K##subi(t58, t59); \
    V t63 = K##rfma(t36, (-9.009688679024191262361023195074450512e-1L), a[7]); \
    V t64 = K##rmul(t39, 4.338837391175581204757683328483587546e-1L); \
    V t65 = K##rfma(t37, 6.234898018587335305250048840042398106e-1L, t63); \
    V t66 = K##rfma(t40, (-7.818314824680298087084445266740577502e-1L), t64); \
    V t67 = K##rfma(t38, (-2.225209339563144042889025644967947595e-1L), t65); \
    V t68 = K##rfma(t41, 9.749279121818236070181316829939312172e-1L, t66); \
    V t70 = K##addi(t67, t68); \
    V t71 = K##subi(t67, t68); \
    V t72 = K##add(t8, t44); \
    V t73 = K##sub(t8, t44); \
    V t74 = K##add(t16, t52); \
    V t75 = K##sub(t16, t52); \
    V t76 = K##add(t25, t61); \
    V t77 = K##sub(t25, t61); \
    V t78 = K##add(t34, t70); \
    V t79 = K##sub(t34, t70); \
    V t80 = K##add(t35, t71); \
    V t81 = K##sub(t35, t71); \
    V t82 = K##add(t26, t62); \
    V t83 = K##sub(t26, t62); \
    V t84 = K##add(t17, t53); \
    V t85 = K##sub(t17, t53); \
    b[0] = t72; \
    b[1] = t75; \
    b[2] = t76; \
    b[3] = t79; \
    b[4] = t80; \
    b[5] = t83; \
    b[6] = t84; \
    b[7] = t73; \
    b[8] = t74; \
    b[9] = t77; \
    b[10] = t78; \
    b[11] = t81; \
    b[12] = t82; \
    b[13] = t85; \
  } while (0)
#define DFT__CL_F15(V, K, a, b) \
  do { \
    V t0 = K##add(a[3], a[12]); \
    V t1 = K##add(a[6], a[9]); \
    V t2 = K##sub(a[3], a[12]); \
    V t3 = K##sub(a[6], a[9]); \
    V t4 = K##add(a[0], t0); \
    V t5 = K##add(t4, t1); \
    V t6 = K##rfma(t0, 3.090169943749474241022934171828190589e-1L, a[0]); \
    V t7 = K##rmul(t2, 9.510565162951535721164393333793821434e-1L); \
    V t8 = K##rfma(t1, (-8.090169943749474241022934171828190589e-1L), t6); \
    V t9 = K##rfma(t3, 5.877852522924731291687059546390727686e-1L, t7); \
    V t11 = K##subi(t8, t9); \
    V t12 = K##addi(t8, t9); \
    V t13 = K##rfma(t0, (-8.090169943749474241022934171828190589e-1L), a[0]); \
    V t14 = K##rmul(t2, 5.877852522924731291687059546390727686e-1L); \
    V t15 = K##rfma(t1, 3.090169943749474241022934171828190589e-1L, t13); \
    V t16 = K##rfma(t3, (-9.510565162951535721164393333793821434e-1L), t14); \
    V t18 = K##subi(t15, t16); \
    V t19 = K##addi(t15, t16); \
    V t20 = K##add(a[8], a[2]); \
    V t21 = K##add(a[11], a[14]); \
    V t22 = K##sub(a[8], a[2]); \
    V t23 = K##sub(a[11], a[14]); \
    V t24 = K##add(a[5], t20); \
    V t25 = K##add(t24, t21); \
    V t26 = K##rfma(t20, 3.090169943749474241022934171828190589e-1L, a[5]); \
    V t27 = K##rmul(t22, 9.510565162951535721164393333793821434e-1L); \
    V t28 = K##rfma(t21, (-8.090169943749474241022934171828190589e-1L), t26); \
    V t29 = K##rfma(t23, 5.877852522924731291687059546390727686e-1L, t27); \
    V t31 = K##subi(t28, t29); \
    V t32 = K##addi(t28, t29); \
    V t33 = K##rfma(t20, (-8.090169943749474241022934171828190589e-1L), a[5]); \
    V t34 = K##rmul(t22, 5.877852522924731291687059546390727686e-1L); \
    V t35 = K##rfma(t21, 3.090169943749474241022934171828190589e-1L, t33); \
    V t36 = K##rfma(t23, (-9.510565162951535721164393333793821434e-1L), t34); \
    V t38 = K##subi(t35, t36); \
    V t39 = K##addi(t35, t36); \
    V t40 = K##add(a[13], a[7]); \
    V t41 = K##add(a[1], a[4]); \
    V t42 = K##sub(a[13], a[7]); \
    V t43 = K##sub(a[1], a[4]); \
    V t44 = K##add(a[10], t40); \
    V t45 = K##add(t44, t41); \
    V t46 = K##rfma(t40, 3.090169943749474241022934171828190589e-1L, a[10]); \
    V t47 = K##rmul(t42, 9.510565162951535721164393333793821434e-1L); \
    V t48 = K##rfma(t41, (-8.090169943749474241022934171828190589e-1L), t46); \
    V t49 = K##rfma(t43, 5.877852522924731291687059546390727686e-1L, t47); \
    V t51 = K##subi(t48, t49); \
    V t52 = K##addi(t48, t49); \
    V t53 = K##rfma(t40, (-8.090169943749474241022934171828190589e-1L), a[10]); \
    V t54 = K##rmul(t42, 5.877852522924731291687059546390727686e-1L); \
    V t55 = K##rfma(t41, 3.090169943749474241022934171828190589e-1L, t53); \
    V t56 = K##rfma(t43, (-9.510565162951535721164393333793821434e-1L), t54); \
    V t58 = K##subi(t55, t56); \
    V t59 = K##addi(t55, t56); \
    V t60 = K##add(t25, t45); \
    V t61 = K##sub(t25, t45); \
    V t62 = K##add(t5, t60); \
    V t63 = K##rfma(t60, (-5.000000000000000000000000000000000000e-1L), t5); \
    V t67 = K##raddi(t63, t61, (-8.660254037844386467637231707529361835e-1L)); \
    V t68 = K##raddi(t63, t61, 8.660254037844386467637231707529361835e-1L); \
    V t69 = K##add(t31, t51); \
    V t70 = K##sub(t31, t51); \
    V t71 = K##add(t11, t69); \
    V t72 = K##rfma(t69, (-5.000000000000000000000000000000000000e-1L), t11); \
    V t76 = K##raddi(t72, t70, (-8.660254037844386467637231707529361835e-1L)); \
    V t77 = K##raddi(t72, t70, 8.660254037844386467637231707529361835e-1L); \
    V t78 = K##add(t38, t58); \
    V t79 = K##sub(t38, t58); \
    V t80 = K##add(t18, t78); \
    V t81 = K##rfma(t78, (-5.000000000000000000000000000000000000e-1L), t18); \
    V t85 = K##raddi(t81, t79, (-8.660254037844386467637231707529361835e-1L)); \
    V t86 = K##raddi(t81, t79, 8.660254037844386467637231707529361835e-1L); \
    V t87 = K##add(t39, t59); \
    V t88 = K##sub(t39, t59); \
    V t89 = K##add(t19, t87); \
    V t90 = K##rfma(t87, (-5.000000000000000000000000000000000000e-1L), t19); \
    V t94 = K##raddi(t90, t88, (-8.660254037844386467637231707529361835e-1L)); \
    V t95 = K##raddi(t90, t88, 8.660254037844386467637231707529361835e-1L); \
    V t96 = K##add(t32, t52); \
    V t97 = K##sub(t32, t52); \
    V t98 = K##add(t12, t96); \
    V t99 = K##rfma(t96, (-5.000000000000000000000000000000000000e-1L), t12); \
    V t103 = K##raddi(t99, t97, (-8.660254037844386467637231707529361835e-1L)); \
    V t104 = K##raddi(t99, t97, 8.660254037844386467637231707529361835e-1L); \
    b[0] = t62; \
    b[1] = t76; \
    b[2] = t86; \
    b[3] = t89; \
    b[4] = t103; \
    b[5] = t68; \
    b[6] = t71; \
    b[7] = t85; \
    b[8] = t95; \
    b[9] = t98; \
    b[10] = t67; \
    b[11] = t77; \
    b[12] = t80; \
    b[13] = t94; \
    b[14] = t104; \
  } while (0)
#define DFT__CL_B15(V, K, a, b) \
  do { \
    V t0 = K##add(a[3], a[12]); \
    V t1 = K##add(a[6], a[9]); \
    V t2 = K##sub(a[3], a[12]); \
    V t3 = K##sub(a[6], a[9]); \
    V t4 = K##add(a[0], t0); \
    V t5 = K##add(t4, t1); \
    V t6 = K##rfma(t0, 3.090169943749474241022934171828190589e-1L, a[0]); \
    V t7 = K##rmul(t2, 9.510565162951535721164393333793821434e-1L); \
    V t8 = K##rfma(t1, (-8.090169943749474241022934171828190589e-1L), t6); \
    V t9 = K##rfma(t3, 5.877852522924731291687059546390727686e-1L, t7); \
    V t11 = K##addi(t8, t9); \
    V t12 = K##subi(t8, t9); \
    V t13 = K##rfma(t0, (-8.090169943749474241022934171828190589e-1L), a[0]); \
    V t14 = K##rmul(t2, 5.877852522924731291687059546390727686e-1L); \
    V t15 = K##rfma(t1, 3.090169943749474241022934171828190589e-1L, t13); \
    V t16 = K##rfma(t3, (-9.510565162951535721164393333793821434e-1L), t14); \
    V t18 = K##addi(t15, t16); \
    V t19 = K##subi(t15, t16); \
    V t20 = K##add(a[8], a[2]); \
    V t21 = K##add(a[11], a[14]); \
    V t22 = K##sub(a[8], a[2]); \
    V t23 = K##sub(a[11], a[14]); \
    V t24 = K##add(a[5], t20); \
    V t25 = K##add(t24, t21); \
    V t26 = K##rfma(t20, 3.090169943749474241022934171828190589e-1L, a[5]); \
    V t27 = K##rmul(t22, 9.510565162951535721164393333793821434e-1L); \
    V t28 = K##rfma(t21, (-8.090169943749474241022934171828190589e-1L), t26); \
    V t29 = K##rfma(t23, 5.877852522924731291687059546390727686e-1L, t27); \
    V t31 = K##addi(t28, t29); \
    V t32 = K##subi(t28, t29); \
    V t33 = K##rfma(t20, (-8.090169943749474241022934171828190589e-1L), a[5]); \
    V t34 = K##rmul(t22, 5.877852522924731291687059546390727686e-1L); \
    V t35 = K##rfma(t21, 3.090169943749474241022934171828190589e-1L, t33); \
    V t36 = K##rfma(t23, (-9.510565162951535721164393333793821434e-1L), t34); \
    V t38 = K##addi(t35, t36); \
    V t39 = K##subi(t35, t36); \
    V t40 = K##add(a[13], a[7]); \
    V t41 = K##add(a[1], a[4]); \
    V t42 = K##sub(a[13], a[7]); \
    V t43 = K##sub(a[1], a[4]); \
    V t44 = K##add(a[10], t40); \
    V t45 = K##add(t44, t41); \
    V t46 = K##rfma(t40, 3.090169943749474241022934171828190589e-1L, a[10]); \
    V t47 = K##rmul(t42, 9.510565162951535721164393333793821434e-1L); \
    V t48 = K##rfma(t41, (-8.090169943749474241022934171828190589e-1L), t46); \
    V t49 = K##rfma(t43, 5.877852522924731291687059546390727686e-1L, t47); \
    V t51 = K##addi(t48, t49); \
    V t52 = K##subi(t48, t49); \
    V t53 = K##rfma(t40, (-8.090169943749474241022934171828190589e-1L), a[10]); \
    V t54 = K##rmul(t42, 5.877852522924731291687059546390727686e-1L); \
    V t55 = K##rfma(t41, 3.090169943749474241022934171828190589e-1L, t53); \
    V t56 = K##rfma(t43, (-9.510565162951535721164393333793821434e-1L), t54); \
    V t58 = K##addi(t55, t56); \
    V t59 = K##subi(t55, t56); \
    V t60 = K##add(t25, t45); \
    V t61 = K##sub(t25, t45); \
    V t62 = K##add(t5, t60); \
    V t63 = K##rfma(t60, (-5.000000000000000000000000000000000000e-1L), t5); \
    V t67 = K##raddi(t63, t61, 8.660254037844386467637231707529361835e-1L); \
    V t68 = K##raddi(t63, t61, (-8.660254037844386467637231707529361835e-1L)); \
    V t69 = K##add(t31, t51); \
    V t70 = K##sub(t31, t51); \
    V t71 = K##add(t11, t69); \
    V t72 = K##rfma(t69, (-5.000000000000000000000000000000000000e-1L), t11); \
    V t76 = K##raddi(t72, t70, 8.660254037844386467637231707529361835e-1L); \
    V t77 = K##raddi(t72, t70, (-8.660254037844386467637231707529361835e-1L)); \
    V t78 = K##add(t38, t58); \
    V t79 = K##sub(t38, t58); \
    V t80 = K##add(t18, t78); \
    V t81 = K##rfma(t78, (-5.000000000000000000000000000000000000e-1L), t18); \
    V t85 = K##raddi(t81, t79, 8.660254037844386467637231707529361835e-1L); \
    V t86 = K##raddi(t81, t79, (-8.660254037844386467637231707529361835e-1L)); \
    V t87 = K##add(t39, t59); \
    V t88 = K##sub(t39, t59); \
    V t89 = K##add(t19, t87); \
    V t90 = K##rfma(t87, (-5.000000000000000000000000000000000000e-1L), t19); \
    V t94 = K##raddi(t90, t88, 8.660254037844386467637231707529361835e-1L); \
    V t95 = K##raddi(t90, t88, (-8.660254037844386467637231707529361835e-1L)); \
    V t96 = K##add(t32, t52); \
    V t97 = K##sub(t32, t52); \
    V t98 = K##add(t12, t96); \
    V t99 = K##rfma(t96, (-5.000000000000000000000000000000000000e-1L), t12); \
    V t103 = K##raddi(t99, t97, 8.660254037844386467637231707529361835e-1L); \
    V t104 = K##raddi(t99, t97, (-8.660254037844386467637231707529361835e-1L)); \
    b[0] = t62; \
    b[1] = t76; \
    b[2] = t86; \
    b[3] = t89; \
    b[4] = t103; \
    b[5] = t68; \
    b[6] = t71; \
    b[7] = t85; \
    b[8] = t95; \
    b[9] = t98; \
    b[10] = t67; \
    b[11] = t77; \
    b[12] = t80; \
    b[13] = t94; \
    b[14] = t104; \
  } while (0)
#define DFT__CL_F16(V, K, a, b) \
  do { \
    V t0 = K##add(a[0], a[8]); \
    V t1 = K##add(a[1], a[9]); \
    V t2 = K##add(a[2], a[10]); \
    V t3 = K##add(a[3], a[11]); \
    V t4 = K##add(a[4], a[12]); \
    V t5 = K##add(a[5], a[13]); \
    V t6 = K##add(a[6], a[14]); \
    V t7 = K##add(a[7], a[15]); \
    V t8 = K##sub(a[0], a[8]); \
    V t9 = K##sub(a[1], a[9]); \
    V t10 = K##sub(a[2], a[10]); \
    V t11 = K##sub(a[3], a[11]); \
    V t12 = K##sub(a[4], a[12]); \
    V t13 = K##sub(a[5], a[13]); \
    V t14 = K##sub(a[6], a[14]); \
    V t15 = K##sub(a[7], a[15]); \
    V t16 = K##mulmi(t9); \
    V t17 = K##rmul(t9, 9.238795325112867561281831893967882868e-1L); \
    V t18 = K##rfma(t16, 3.826834323650897717284599840303988668e-1L, t17); \
    V t20 = K##subi(t10, t10); \
    V t22 = K##mulmi(t11); \
    V t23 = K##rmul(t11, 3.826834323650897717284599840303988668e-1L); \
    V t24 = K##rfma(t22, 9.238795325112867561281831893967882868e-1L, t23); \
    V t26 = K##mulmi(t13); \
    V t27 = K##rmul(t13, (-3.826834323650897717284599840303988668e-1L)); \
    V t28 = K##rfma(t26, 9.238795325112867561281831893967882868e-1L, t27); \
    V t30 = K##addi(t14, t14); \
    V t32 = K##mulmi(t15); \
    V t33 = K##rmul(t15, (-9.238795325112867561281831893967882868e-1L)); \
    V t34 = K##rfma(t32, 3.826834323650897717284599840303988668e-1L, t33); \
    V t35 = K##add(t0, t4); \
    V t36 = K##add(t1, t5); \
    V t37 = K##add(t2, t6); \
    V t38 = K##add(t3, t7); \
    V t39 = K##sub(t0, t4); \
    V t40 = K##sub(t1, t5); \
    V t41 = K##sub(t2, t6); \
    V t42 = K##sub(t3, t7); \
    V t44 = K##subi(t40, t40); \
    V t48 = K##addi(t42, t42); \
    V t50 = K##add(t35, t37); \
    V t51 = K##sub(t35, t37); \
    V t52 = K##add(t36, t38); \
    V t53 = K##sub(t36, t38); \
    V t55 = K##add(t50, t52); \
    V t56 = K##subi(t51, t53); \
    V t57 = K##sub(t50, t52); \
    V t58 = K##addi(t51, t53); \
    V t59 = K##subi(t39, t41); \
    V t60 = K##addi(t39, t41); \
    V t61 = K##sub(t44, t48); \
    V t63 = K##add(t44, t48); \
    V t67 = K##rfma(t61, 7.071067811865475244008443621048490393e-1L, t59); \
    V t68 = K##raddi(t60, t63, (-7.071067811865475244008443621048490393e-1L)); \
    V t69 = K##rfma(t61, (-7.071067811865475244008443621048490393e-1L), t59); \
    V t70 = K##raddi(t60, t63, 7.071067811865475244008443621048490393e-1L); \
    V t71 = K##subi(t8, t12); \
    V t72 = K##add(t18, t28); \
    V t73 = K##sub(t20, t30); \
    V t75 = K##add(t24, t34); \
    V t76 = K##addi(t8, t12); \
    V t77 = K##sub(t18, t28); \
    V t78 = K##add(t20, t30); \
    V t80 = K##sub(t24, t34); \
    V t82 = K##subi(t77, t77); \
    V t87 = K##addi(t80, t80); \
    V t89 = K##rfma(t73, 7.071067811865475244008443621048490393e-1L, t71); \
    V t90 = K##rfma(t73, (-7.071067811865475244008443621048490393e-1L), t71); \
    V t91 = K##add(t72, t75); \
    V t92 = K##sub(t72, t75); \
    V t94 = K##add(t89, t91); \
    V t95 = K##subi(t90, t92); \
    V t96 = K##sub(t89, t91); \
    V t97 = K##addi(t90, t92); \
    V t98 = K##raddi(t76, t78, (-7.071067811865475244008443621048490393e-1L)); \
    V t99 = K##raddi(t76, t78, 7.071067811865475244008443621048490393e-1L); \
    V t100 = K##sub(t82, t87); \
    V t102 = K##add(t82, t87); \
    V t106 = K##rfma(t100, 7.071067811865475244008443621048490393e-1L, t98); \
    V t107 = K##raddi(t99, t102, (-7.071067811865475244008443621048490393e-1L)); \
    V t108 = K##rfma(t100, (-7.071067811865475244008443621048490393e-1L), t98); \
    V t109 = K##raddi(t99, t102, 7.071067811865475244008443621048490393e-1L); \
    b[0] = t55; \
    b[1] = t94; \
    b[2] = t67; \
    b[3] = t106; \
    b[4] = t56; \
    b[5] = t95; \
    b[6] = t68; \
    b[7] = t107; \
    b[8] = t57; \
    b[9] = t96; \
    b[10] = t69; \
    b[11] = t108; \
    b[12] = t58; \
    b[13] = t97; \
    b[14] = t70; \
    b[15] = t109; \
  } while (0)
#define DFT__CL_B16(V, K, a, b) \
  do { \
    V t0 = K##add(a[0], a[8]); \
    V t1 = K##add(a[1], a[9]); \
    V t2 = K##add(a[2], a[10]); \
    V t3 = K##add(a[3], a[11]); \
    V t4 = K##add(a[4], a[12]); \
    V t5 = K##add(a[5], a[13]); \
    V t6 = K##add(a[6], a[14]); \
    V t7 = K##add(a[7], a[15]); \
    V t8 = K##sub(a[0], a[8]); \
    V t9 = K##sub(a[1], a[9]); \
    V t10 = K##sub(a[2], a[10]); \
    V t11 = K##sub(a[3], a[11]); \
    V t12 = K##sub(a[4], a[12]); \
    V t13 = K##sub(a[5], a[13]); \
    V t14 = K##sub(a[6], a[14]); \
    V t15 = K##sub(a[7], a[15]); \
    V t16 = K##muli(t9); \
    V t17 = K##rmul(t9, 9.238795325112867561281831893967882868e-1L); \
    V t18 = K##rfma(t16, 3.826834323650897717284599840303988668e-1L, t17); \
    V t20 = K##addi(t10, t10); \
    V t22 = K##muli(t11); \
    V t23 = K##rmul(t11, 3.826834323650897717284599840303988668e-1L); \
    V t24 = K##rfma(t22, 9.238795325112867561281831893967882868e-1L, t23); \
    V t26 = K##muli(t13); \
    V t27 = K##rmul(t13, (-3.826834323650897717284599840303988668e-1L)); \
    V t28 = K##rfma(t26, 9.238795325112867561281831893967882868e-1L, t27); \
    V t30 = K##subi(t14, t14); \
    V t32 = K##muli(t15); \
    V t33 = K##rmul(t15, (-9.238795325112867561281831893967882868e-1L)); \
    V t34 = K##rfma(t32, 3.826834323650897717284599840303988668e-1L, t33); \
    V t35 = K##add(t0, t4); \
    V t36 = K##add(t1, t5); \
    V t37 = K##add(t2, t6); \
    V t38 = K##add(t3, t7); \
    V t39 = K##sub(t0, t4); \
    V t40 = K##sub(t1, t5); \
    V t41 = K##sub(t2, t6); \
    V t42 = K##sub(t3, t7); \
    V t44 = K##addi(t40, t40); \
    V t48 = K##subi(t42, t42); \
    V t50 = K##add(t35, t37); \
    V t51 = K##sub(t35, t37); \
    V t52 = K##add(t36, t38); \
    V t53 = K##sub(t36, t38); \
    V t55 = K##add(t50, t52); \
    V t56 = K##addi(t51, t53); \
    V t57 = K##sub(t50, t52); \
    V t58 = K##subi(t51, t53); \
    V t59 = K##addi(t39, t41); \
    V t60 = K##subi(t39, t41); \
    V t61 = K##sub(t44, t48); \
    V t63 = K##add(t44, t48); \
    V t67 = K##rfma(t61, 7.071067811865475244008443621048490393e-1L, t59); \
    V t68 = K##raddi(t60, t63, 7.071067811865475244008443621048490393e-1L); \
    V t69 = K##rfma(t61, (-7.071067811865475244008443621048490393e-1L), t59); \
    V t70 = K##raddi(t60, t63, (-7.071067811865475244008443621048490393e-1L)); \
    V t71 = K##addi(t8, t12); \
    V t72 = K##add(t18, t28); \
    V t73 = K##sub(t20, t30); \
    V t75 = K##add(t24, t34); \
    V t76 = K##subi(t8, t12); \
    V t77 = K##sub(t18, t28); \
    V t78 = K##add(t20, t30); \
    V t80 = K##sub(t24, t34); \
    V t82 = K##addi(t77, t77); \
    V t87 = K##subi(t80, t80); \
    V t89 = K##rfma(t73, 7.071067811865475244008443621048490393e-1L, t71); \
    V t90 = K##rfma(t73, (-7.071067811865475244008443621048490393e-1L), t71); \
    V t91 = K##add(t72, t75); \
    V t92 = K##sub(t72, t75); \
    V t94 = K##add(t89, t91); \
    V t95 = K##addi(t90, t92); \
    V t96 = K##sub(t89, t91); \
    V t97 = K##subi(t90, t92); \
    V t98 = K##raddi(t76, t78, 7.071067811865475244008443621048490393e-1L); \
    V t99 = K##raddi(t76, t78, (-7.071067811865475244008443621048490393e-1L)); \
    V t100 = K##sub(t82, t87); \
    V t102 = K##add(t82, t87); \
    V t106 = K##rfma(t100, 7.071067811865475244008443621048490393e-1L, t98); \
    V t107 = K##raddi(t99, t102, 7.071067811865475244008443621048490393e-1L); \
    V t108 = K##rfma(t100, (-7.071067811865475244008443621048490393e-1L), t98); \
    V t109 = K##raddi(t99, t102, (-7.071067811865475244008443621048490393e-1L)); \
    b[0] = t55; \
    b[1] = t94; \
    b[2] = t67; \
    b[3] = t106; \
    b[4] = t56; \
    b[5] = t95; \
    b[6] = t68; \
    b[7] = t107; \
    b[8] = t57; \
    b[9] = t96; \
    b[10] = t69; \
    b[11] = t108; \
    b[12] = t58; \
    b[13] = t97; \
    b[14] = t70; \
    b[15] = t109; \
  } while (0)
#define DFT__CL_F17(V, K, a, b) \
  do { \
    V t0 = K##add(a[1], a[16]); \
    V t1 = K##add(a[2], a[15]); \
    V t2 = K##add(a[3], a[14]); \
    V t3 = K##add(a[4], a[13]); \
    V t4 = K##add(a[5], a[12]); \
    V t5 = K##add(a[6], a[11]); \
    V t6 = K##add(a[7], a[10]); \
    V t7 = K##add(a[8], a[9]); \
    V t8 = K##sub(a[1], a[16]); \
    V t9 = K##sub(a[2], a[15]); \
    V t10 = K##sub(a[3], a[14]); \
    V t11 = K##sub(a[4], a[13]); \
    V t12 = K##sub(a[5], a[12]); \
    V t13 = K##sub(a[6], a[11]); \
    V t14 = K##sub(a[7], a[10]); \
    V t15 = K##sub(a[8], a[9]); \
    V t16 = K##add(a[0], t0); \
    V t17 = K##add(t16, t1); \
    V t18 = K##add(t17, t2); \
    V t19 = K##add(t18, t3); \
    V t20 = K##add(t19, t4); \
    V t21 = K##add(t20, t5); \
    V t22 = K##add(t21, t6); \
    V t23 = K##add(t22, t7); \
    V t24 = K##rfma(t0, 9.324722294043558045731158918215633863e-1L, a[0]); \
    V t25 = K##rmul(t8, 3.612416661871529487447145961837001637e-1L); \
    V t26 = K##rfma(t1, 7.390089172206591159245343098726481058e-1L, t24); \
    V t27 = K##rfma(t9, 6.736956436465572117126919124256946159e-1L, t25); \
    V t28 = K##rfma(t2, 4.457383557765382673964575493794868554e-1L, t26); \
    V t29 = K##rfma(t10, 8.951632913550623220670164997537854570e-1L, t27); \
    V t30 = K##rfma(t3, 9.226835946330199523965110715450648036e-2L, t28); \
    V t31 = K##rfma(t11, 9.957341762950345218711911789054817839e-1L, t29); \
    V t32 = K##rfma(t4, (-2.736629900720828635390779354368134316e-1L), t30); \
    V t33 = K##rfma(t12, 9.618256431728190704087962907315185500e-1L, t31); \
    V t34 = K##rfma(t5, (-6.026346363792563891785881549868406216e-1L), t32); \
    V t35 = K##rfma(t13, 7.980172272802395033328051127962613694e-1L, t33); \
    V t36 = K##rfma(t6, (-8.502171357296141521341439229493520585e-1L), t34); \
    V t37 = K##rfma(t14, 5.264321628773558002446077991406995662e-1L, t35); \
    V t38 = K##rfma(t7, (-9.829730996839017782819488448551987161e-1L), t36); \
    V t39 = K##rfma(t15, 1.837495178165703315744088396207275825e-1L, t37); \
    V t41 = K##subi(t38, t39); \
    V t42 = K##addi(t38, t39); \
    V t43 = K##rfma(t0, 7.390089172206591159245343098726481058e-1L, a[0]); \
    V t44 = K##rmul(t8, 6.736956436465572117126919124256946159e-1L); \
    V t45 = K##rfma(t1, 9.226835946330199523965110715450648036e-2L, t43); \
    V t46 = K##rfma(t9, 9.957341762950345218711911789054817839e-1L, t44); \
    V t47 = K##rfma(t2, (-6.026346363792563891785881549868406216e-1L), t45); \
    V t48 = K##rfma(t10, 7.980172272802395033328051127962613694e-1L, t46); \
    V t49 = K##rfma(t3, (-9.829730996839017782819488448551987161e-1L), t47); \
    V t50 = K##rfma(t11, 1.837495178165703315744088396207275825e-1L, t48); \
    V t51 = K##rfma(t4, (-8.502171357296141521341439229493520585e-1L), t49); \
    V t52 = K##rfma(t12, (-5.264321628773558002446077991406995662e-1L), t50); \
    V t53 = K##rfma(t5, (-2.736629900720828635390779354368134316e-1L), t51); \
    V t54 = K##rfma(t13, (-9.618256431728190704087962907315185500e-1L), t52); \
    V t55 = K##rfma(t6, 4.457383557765382673964575493794868554e-1L, t53); \
    V t56 = K##rfma(t14, (-8.951632913550623220670164997537854570e-1L), t54); \
    V t57 = K##rfma(t7, 9.324722294043558045731158918215633863e-1L, t55); \
    V t58 = K##rfma(t15, (-3.612416661871529487447145961837001637e-1L), t56); \
    V t60 = K##subi(t57, t58); \
    V t61 = K##addi(t57, t58); \
    V t62 = K##rfma(t0, 4.457383557765382673964575493794868554e-1L, a[0]); \
    V t63 = K##rmul(t8, 8.951632913550623220670164997537854570e-1L); \
    V t64 = K##rfma(t1, (-6.026346363792563891785881549868406216e-1L), t62); \
    V t65 = K##rfma(t9, 7.980172272802395033328051127962613694e-1L, t63); \
    V t66 = K##rfma(t2, (-9.829730996839017782819488448551987161e-1L), t64); \
    V t67 = K##rfma(t10, (-1.837495178165703315744088396207275825e-1L), t65); \
    V t68 = K##rfma(t3, (-2.736629900720828635390779354368134316e-1L), t66); \
    V t69 = K##rfma(t11, (-9.618256431728190704087962907315185500e-1L), t67); \
    V t70 = K##rfma(t4, 7.390089172206591159245343098726481058e-1L, t68); \
    V t71 = K##rfma(t12, (-6.736956436465572117126919124256946159e-1L), t69); \
    V t72 = K##rfma(t5, 9.324722294043558045731158918215633863e-1L, t70); \
    V t73 = K##rfma(t13, 3.612416661871529487447145961837001637e-1L, t71); \
    V t74 = K##rfma(t6, 9.226835946330199523965110715450648036e-2L, t72); \
    V t75 = K##rfma(t14, 9.957341762950345218711911789054817839e-1L, t73); \
    V t76 = K##rfma(t7, (-8.502171357296141521341439229493520585e-1L), t74); \
    V t77 = K##rfma(t15, 5.264321628773558002446077991406995662e-1L, t75); \
    V t79 = K##subi(t76, t77); \
    V t80 = K##addi(t76, t77); \
    V t81 = K##rfma(t0, 9.226835946330199523965110715450648036e-2L, a[0]); \
    V t82 = K##rmul(t8, 9.957341762950345218711911789054817839e-1L); \
    V t83 = K##rfma(t1, (-9.829730996839017782819488448551987161e-1L), t81); \
    V t84 = K##rfma(t9, 1.837495178165703315744088396207275825e-1L, t82); \
    V t85 = K##rfma(t2, (-2.736629900720828635390779354368134316e-1L), t83); \
    V t86 = K##rfma(t10, (-9.618256431728190704087962907315185500e-1L), t84); \
    V t87 = K##rfma(t3, 9.324722294043558045731158918215633863e-1L, t85); \
    V t88 = K##rfma(t11, (-3.612416661871529487447145961837001637e-1L), t86); \
    V t89 = K##rfma(t4, 4.457383557765382673964575493794868554e-1L, t87); \
    V t90 = K##rfma(t12, 8.951632913550623220670164997537854570e-1L, t88); \
    V t91 = K##rfma(t5, (-8.502171357296141521341439229493520585e-1L), t89); \
    V t92 = K##rfma(t13, 5.264321628773558002446077991406995662e-1L, t90); \
    V t93 = K##rfma(t6, (-6.026346363792563891785881549868406216e-1L), t91); \
    V t94 = K##rfma(t14, (-7.980172272802395033328051127962613694e-1L), t92); \
    V t95 = K##rfma(t7, 7.390089172206591159245343098726481058e-1L, t93); \
    V t96 = K##rfma(t15, (-6.736956436465572117126919124256946159e-1L), t94); \
    V t98 = K##subi(t95, t96); \
    V t99 = K##addi(t95, t96); \
    V t100 = K##rfma(t0, (-2.736629900720828635390779354368134316e-1L), a[0]); \
    V t101 = K##rmul(t8, 9.618256431728190704087962907315185500e-1L); \
    V t102 = K##rfma(t1, (-8.502171357296141521341439229493520585e-1L), t100); \
    V t103 = K##rfma(t9, (-5.264321628773558002446077991406995662e-1L), t101); \
    V t104 = K##rfma(t2, 7.390089172206591159245343098726481058e-1L, t102); \
    V t105 = K##rfma(t10, (-6.736956436465572117126919124256946159e-1L), t103); \
    V t106 = K##rfma(t3, 4.457383557765382673964575493794868554e-1L, t104); \
    V t107 = K##rfma(t11, 8.951632913550623220670164997537854570e-1L, t105); \
    V t108 = K##rfma(t4, (-9.829730996839017782819488448551987161e-1L), t106); \
    V t109 = K##rfma(t12, 1.837495178165703315744088396207275825e-1L, t107); \
    V t110 = K##rfma(t5, 9.226835946330199523965110715450648036e-2L, t108); \
    V t111 = K##rfma(t13, (-9.957341762950345218711911789054817839e-1L), t109); \
    V t112 = K##rfma(t6, 9.324722294043558045731158918215633863e-1L, t110); \
    V t113 = K##rfma(t14, 3.612416661871529487447145961837001637e-1L, t111); \
    V t114 = K##rfma(t7, (-6.026346363792563891785881549868406216e-1L), t112); \
    V t115 = K##rfma(t15, 7.980172272802395033328051127962613694e-1L, t113); \
    V t117 = K##subi(t114, t115); \
    V t118 = K##addi(t114, t115); \
    V t119 = K##rfma(t0, (-6.026346363792563891785881549868406216e-1L), a[0]); \
    V t120 = K##rmul(t8, 7.980172272802395033328051127962613694e-1L); \
    V t121 = K##rfma(t1, (-2.736629900720828635390779354368134316e-1L), t119); \
    V t122 = K##rfma(t9, (-9.618256431728190704087962907315185500e-1L), t120); \
    V t123 = K##rfma(t2, 9.324722294043558045731158918215633863e-1L, t121); \
    V t124 = K##rfma(t10, 3.612416661871529487447145961837001637e-1L, t122); \
    V t125 = K##rfma(t3, (-8.502171357296141521341439229493520585e-1L), t123); \
    V t126 = K##rfma(t11, 5.264321628773558002446077991406995662e-1L, t124); \
    V t127 = K##rfma(t4, 9.226835946330199523965110715450648036e-2L, t125); \
    V t128 = K##rfma(t12, (-9.957341762950345218711911789054817839e-1L), t126); \
    V t129 = K##rfma(t5, 7.390089172206591159245343098726481058e-1L, t127); \
    V t130 = K##rfma(t13, 6.736956436465572117126919124256946159e-1L, t128); \
    V t131 = K##rfma(t6, (-9.829730996839017782819488448551987161e-1L), t129); \
    V t132 = K##rfma(t14, 1.837495178165703315744088396207275825e-1L, t130); \
    V t133 = K##rfma(t7, 4.457383557765382673964575493794868554e-1L, t131); \
    V t134 = K##rfma(t15, (-8.951632913550623220670164997537854570e-1L), t132); \
    V t136 = K##subi(t133, t134); \
    V t137 = K##addi(t133, t134); \
    V t138 = K##rfma(t0, (-8.502171357296141521341439229493520585e-1L), a[0]); \
    V t139 = K##rmul(t8, 5.264321628773558002446077991406995662e-1L); \
    V t140 = K##rfma(t1, 4.457383557765382673964575493794868554e-1L, t138); \
    V t141 = K##rfma(t9, (-8.951632913550623220670164997537854570e-1L), t139); \
    V t142 = K##rfma(t2, 9.226835946330199523965110715450648036e-2L, t140); \
    V t143 = K##rfma(t10, 9.957341762950345218711911789054817839e-1L, t141); \
    V t144 = K##rfma(t3, (-6.026346363792563891785881549868406216e-1L), t142); \
    V t145 = K##rfma(t11, (-7.980172272802395033328051127962613694e-1L), t143); \
    V t146 = K##rfma(t4, 9.324722294043558045731158918215633863e-1L, t144); \
    V t147 = K##rfma(t12, 3.612416661871529487447145961837001637e-1L, t145); \
    V t148 = K##rfma(t5, (-9.829730996839017782819488448551987161e-1L), t146); \
    V t149 = K##rfma(t13, 1.837495178165703315744088396207275825e-1L, t147); \
    V t150 = K##rfma(t6, 7.390089172206591159245343098726481058e-1L, t148); \
    V t151 = K##rfma(t14, (-6.736956436465572117126919124256946159e-1L), t149); \
    V t152 = K##rfma(t7, (-2.736629900720828635390779354368134316e-1L), t150); \
    V t153 = K##rfma(t15, 9.618256431728190704087962907315185500e-1L, t151); \
    V t155 = K##subi(t152, t153); \
    V t156 = K##addi(t152, t153); \
    V t157 = K##rfma(t0, (-9.829730996839017782819488448551987161e-1L), a[0]); \
    V t158 = K##rmul(t8, 1.837495178165703315744088396207275825e-1L); \
    V t159 = K##rfma(t1, 9.324722294043558045731158918215633863e-1L, t157); \
    V t160 = K##rfma(t9, (-3.612416661871529487447145961837001637e-1L), t158); \
    V t161 = K##rfma(t2, (-8.502171357296141521341439229493520585e-1L), t159); \
    V t162 = K##rfma(t10, 5.264321628773558002446077991406995662e-1L, t160); \
    V t163 = K##rfma(t3, 7.390089172206591159245343098726481058e-1L, t161); \
    V t164 = K##rfma(t11, (-6.736956436465572117126919124256946159e-1L), t162); \
    V t165 = K##rfma(t4, (-6.026346363792563891785881549868406216e-1L), t163); \
    V t166 = K##rfma(t12, 7.980172272802395033328051127962613694e-1L, t164); \
    V t167 = K##rfma(t5, 4.457383557765382673964575493794868554e-1L, t165); \
    V t168 = K##rfma(t13, (-8.951632913550623220670164997537854570e-1L), t166); \
    V t169 = K##rfma(t6, (-2.736629900720828635390779354368134316e-1L), t167); \
    V t170 = K##rfma(t14, 9.618256431728190704087962907315185500e-1L, t168); \
    V t171 = K##rfma(t7, 9.226835946330199523965110715450648036e-2L, t169); \
    V t172 = K##rfma(t15, (-9.957341762950345218711911789054817839e-1L), t170); \
    V t174 = K##subi(t171, t172); \
    V t175 = K##addi(t171, t172); \
    b[0] = t23; \
    b[1] = t41; \
    b[2] = t60; \
    b[3] = t79; \
    b[4] = t98; \
    b[5] = t117; \
    b[6] = t136; \
    b[7] = t155; \
    b[8] = t174; \
    b[9] = t175; \
    b[10] = t156; \
    b[11] = t137; \
    b[12] = t118; \
    b[13] = t99; \
    b[14] = t80; \
    b[15] = t61; \
    b[16] = t42; \
  } while (0)
#define DFT__CL_B17(V, K, a, b) \
  do { \
    V t0 = K##add(a[1], a[16]); \
    V t1 = K##add(a[2], a[15]); \
    V t2 = K##add(a[3], a[14]); \
    V t3 = K##add(a[4], a[13]); \
    V t4 = K##add(a[5], a[12]); \
    V t5 = K##add(a[6], a[11]); \
    V t6 = K##add(a[7], a[10]); \
    V t7 = K##add(a[8], a[9]); \
    V t8 = K##sub(a[1], a[16]); \
    V t9 = K##sub(a[2], a[15]); \
    V t10 = K##sub(a[3], a[14]); \
    V t11 = K##sub(a[4], a[13]); \
    V t12 = K##sub(a[5], a[12]); \
    V t13 = K##sub(a[6], a[11]); \
    V t14 = K##sub(a[7], a[10]); \
    V t15 = K##sub(a[8], a[9]); \
    V t16 = K##add(a[0], t0); \
    V t17 = K##add(t16, t1); \
    V t18 = K##add(t17, t2); \
    V t19 = K##add(t18, t3); \
    V t20 = K##add(t19, t4); \
    V t21 = K##add(t20, t5); \
    V t22 = K##add(t21, t6); \
    V t23 = K##add(t22, t7); \
    V t24 = K##rfma(t0, 9.324722294043558045731158918215633863e-1L, a[0]); \
    V t25 = K##rmul(t8, 3.612416661871529487447145961837001637e-1L); \
    V t26 = K##rfma(t1, 7.390089172206591159245343098726481058e-1L, t24); \
    V t27 = K##rfma(t9, 6.736956436465572117126919124256946159e-1L, t25); \
    V t28 = K##rfma(t2, 4.457383557765382673964575493794868554e-1L, t26); \
    V t29 = K##rfma(t10, 8.951632913550623220670164997537854570e-1L, t27); \
    V t30 = K##rfma(t3, 9.226835946330199523965110715450648036e-2L, t28); \
    V t31 = K##rfma(t11, 9.957341762950345218711911789054817839e-1L, t29); \
    V t32 = K##rfma(t4, (-2.736629900720828635390779354368134316e-1L), t30); \
    V t33 = K##rfma(t12, 9.618256431728190704087962907315185500e-1L, t31); \
    V t34 = K##rfma(t5, (-6.026346363792563891785881549868406216e-1L), t32); \
    V t35 = K##rfma(t13, 7.980172272802395033328051127962613694e-1L, t33); \
    V t36 = K##rfma(t6, (-8.502171357296141521341439229493520585e-1L), t34); \
    V t37 = K##rfma(t14, 5.264321628773558002446077991406995662e-1L, t35); \
    V t38 = K##rfma(t7, (-9.829730996839017782819488448551987161e-1L), t36); \
    V t39 = K##rfma(t15, 1.837495178165703315744088396207275825e-1L, t37); \
    V t41 = K##addi(t38, t39); \
    V t42 = K##subi(t38, t39); \
    V t43 = K##rfma(t0, 7.390089172206591159245343098726481058e-1L, a[0]); \
    V t44 = K##rmul(t8, 6.736956436465572117126919124256946159e-1L); \
    V t45 = K##rfma(t1, 9.226835946330199523965110715450648036e-2L, t43); \
    V t46 = K##rfma(t9, 9.957341762950345218711911789054817839e-1L, t44); \
    V t47 = K##rfma(t2, (-6.026346363792563891785881549868406216e-1L), t45); \
    V t48 = K##rfma(t10, 7.980172272802395033328051127962613694e-1L, t46); \
    V t49 = K##rfma(t3, (-9.829730996839017782819488448551987161e-1L), t47); \
    V t50 = K##rfma(t11, 1.837495178165703315744088396207275825e-1L, t48); \
    V t51 = K##rfma(t4, (-8.502171357296141521341439229493520585e-1L), t49); \
    V t52 = K##rfma(t12, (-5.264321628773558002446077991406995662e-1L), t50); \
    V t53 = K##rfma(t5, (-2.736629900720828635390779354368134316e-1L), t51); \
    V t54 = K##rfma(t13, (-9.618256431728190704087962907315185500e-1L), t52); \
    V t55 = K##rfma(t6, 4.457383557765382673964575493794868554e-1L, t53); \
    V t56 = K##rfma(t14, (-8.951632913550623220670164997537854570e-1L), t54); \
    V t57 = K##rfma(t7, 9.324722294043558045731158918215633863e-1L, t55); \
    V t58 = K##rfma(t15, (-3.612416661871529487447145961837001637e-1L), t56); \
    V t60 = K##addi(t57, t58); \
    V t61 = K##subi(t57, t58); \
    V t62 = K##rfma(t0, 4.457383557765382673964575493794868554e-1L, a[0]); \
    V t63 = K##rmul(t8, 8.951632913550623220670164997537854570e-1L); \
    V t64 = K##rfma(t1, (-6.026346363792563891785881549868406216e-1L), t62); \
    V t65 = K##rfma(t9, 7.980172272802395033328051127962613694e-1L, t63); \
    V t66 = K##rfma(t2, (-9.829730996839017782819488448551987161e-1L), t64); \
    V t67 = K##rfma(t10, (-1.837495178165703315744088396207275825e-1L), t65); \
    V t68 = K##rfma(t3, (-2.736629900720828635390779354368134316e-1L), t66); \
    V t69 = K##rfma(t11, (-9.618256431728190704087962907315185500e-1L), t67); \
    V t70 = K##rfma(t4, 7.390089172206591159245343098726481058e-1L, t68); \
    V t71 = K##rfma(t12, (-6.736956436465572117126919124256946159e-1L), t69); \
    V t72 = K##rfma(t5, 9.324722294043558045731158918215633863e-1L, t70); \
    V t73 = K##rfma(t13, 3.612416661871529487447145961837001637e-1L, t71); \
    V t74 = K##rfma(t6, 9.226835946330199523965110715450648036e-2L, t72); \
    V t75 = K##rfma(t14, 9.957341762950345218711911789054817839e-1L, t73); \
    V t76 = K##rfma(t7, (-8.502171357296141521341439229493520585e-1L), t74); \
    V t77 = K##rfma(t15, 5.264321628773558002446077991406995662e-1L, t75); \
    V t79 = K##addi(t76, t77); \
    V t80 = K##subi(t76, t77); \
    V t81 = K##rfma(t0, 9.226835946330199523965110715450648036e-2L, a[0]); \
    V t82 = K##rmul(t8, 9.957341762950345218711911789054817839e-1L); \
    V t83 = K##rfma(t1, (-9.829730996839017782819488448551987161e-1L), t81); \
    V t84 = K##rfma(t9, 1.837495178165703315744088396207275825e-1L, t82); \
    V t85 = K##rfma(t2, (-2.736629900720828635390779354368134316e-1L), t83); \
    V t86 = K##rfma(t10, (-9.618256431728190704087962907315185500e-1L), t84); \
    V t87 = K##rfma(t3, 9.324722294043558045731158918215633863e-1L, t85); \
    V t88 = K##rfma(t11, (-3.612416661871529487447145961837001637e-1L), t86); \
    V t89 = K##rfma(t4, 4.457383557765382673964575493794868554e-1L, t87); \
    V t90 = K##rfma(t12, 8.951632913550623220670164997537854570e-1L, t88); \
    V t91 = K##rfma(t5, (-8.502171357296141521341439229493520585e-1L), t89); \
    V t92 = K##rfma(t13, 5.264321628773558002446077991406995662e-1L, t90); \
    V t93 = K##rfma(t6, (-6.026346363792563891785881549868406216e-1L), t91); \
    V t94 = K##rfma(t14, (-7.980172272802395033328051127962613694e-1L), t92); \
    V t95 = K##rfma(t7, 7.390089172206591159245343098726481058e-1L, t93); \
    V t96 = K##rfma(t15, (-6.736956436465572117126919124256946159e-1L), t94); \
    V t98 = K##addi(t95, t96); \
    V t99 = K##subi(t95, t96); \
    V t100 = K##rfma(t0, (-2.736629900720828635390779354368134316e-1L), a[0]); \
    V t101 = K##rmul(t8, 9.618256431728190704087962907315185500e-1L); \
    V t102 = K##rfma(t1, (-8.502171357296141521341439229493520585e-1L), t100); \
    V t103 = K##rfma(t9, (-5.264321628773558002446077991406995662e-1L), t101); \
    V t104 = K##rfma(t2, 7.390089172206591159245343098726481058e-1L, t102); \
    V t105 = K##rfma(t10, (-6.736956436465572117126919124256946159e-1L), t103); \
    V t106 = K##rfma(t3, 4.457383557765382673964575493794868554e-1L, t104); \
    V t107 = K##rfma(t11, 8.951632913550623220670164997537854570e-1L, t105); \
    V t108 = K##rfma(t4, (-9.829730996839017782819488448551987161e-1L), t106); \
    V t109 = K##rfma(t12, 1.837495178165703315744088396207275825e-1L, t107); \
    V t110 = K##rfma(t5, 9.226835946330199523965110715450648036e-2L, t108); \
    V t111 = K##rfma(t13, (-9.957341762950345218711911789054817839e-1L), t109); \
    V t112 = K##rfma(t6, 9.324722294043558045731158918215633863e-1L, t110); \
    V t113 = K##rfma(t14, 3.612416661871529487447145961837001637e-1L, t111); \
    V t114 = K##rfma(t7, (-6.026346363792563891785881549868406216e-1L), t112); \
    V t115 = K##rfma(t15, 7.980172272802395033328051127962613694e-1L, t113); \
    V t117 = K##addi(t114, t115); \
    V t118 = K##subi(t114, t115); \
    V t119 = K##rfma(t0, (-6.026346363792563891785881549868406216e-1L), a[0]); \
    V t120 = K##rmul(t8, 7.980172272802395033328051127962613694e-1L); \
    V t121 = K##rfma(t1, (-2.736629900720828635390779354368134316e-1L), t119); \
    V t122 = K##rfma(t9, (-9.618256431728190704087962907315185500e-1L), t120); \
    V t123 = K##rfma(t2, 9.324722294043558045731158918215633863e-1L, t121); \
    V t124 = K##rfma(t10, 3.612416661871529487447145961837001637e-1L, t122); \
    V t125 = K##rfma(t3, (-8.502171357296141521341439229493520585e-1L), t123); \
    V t126 = K##rfma(t11, 5.264321628773558002446077991406995662e-1L, t124); \
    V t127 = K##rfma(t4, 9.226835946330199523965110715450648036e-2L, t125); \
    V t128 = K##rfma(t12, (-9.957341762950345218711911789054817839e-1L), t126); \
    V t129 = K##rfma(t5, 7.390089172206591159245343098726481058e-1L, t127); \
    V t130 = K##rfma(t13, 6.736956436465572117126919124256946159e-1L, t128); \
    V t131 = K##rfma(t6, (-9.829730996839017782819488448551987161e-1L), t129); \
    V t132 = K##rfma(t14, 1.837495178165703315744088396207275825e-1L, t130); \
    V t133 = K##rfma(t7, 4.457383557765382673964575493794868554e-1L, t131); \
    V t134 = K##rfma(t15, (-8.951632913550623220670164997537854570e-1L), t132); \
    V t136 = K##addi(t133, t134); \
    V t137 = K##subi(t133, t134); \
    V t138 = K##rfma(t0, (-8.502171357296141521341439229493520585e-1L), a[0]); \
    V t139 = K##rmul(t8, 5.264321628773558002446077991406995662e-1L); \
    V t140 = K##rfma(t1, 4.457383557765382673964575493794868554e-1L, t138); \
    V t141 = K##rfma(t9, (-8.951632913550623220670164997537854570e-1L), t139); \
    V t142 = K##rfma(t2, 9.226835946330199523965110715450648036e-2L, t140); \
    V t143 = K##rfma(t10, 9.957341762950345218711911789054817839e-1L, t141); \
    V t144 = K##rfma(t3, (-6.026346363792563891785881549868406216e-1L), t142); \
    V t145 = K##rfma(t11, (-7.980172272802395033328051127962613694e-1L), t143); \
    V t146 = K##rfma(t4, 9.324722294043558045731158918215633863e-1L, t144); \
    V t147 = K##rfma(t12, 3.612416661871529487447145961837001637e-1L, t145); \
    V t148 = K##rfma(t5, (-9.829730996839017782819488448551987161e-1L), t146); \
    V t149 = K##rfma(t13, 1.837495178165703315744088396207275825e-1L, t147); \
    V t150 = K##rfma(t6, 7.390089172206591159245343098726481058e-1L, t148); \
    V t151 = K##rfma(t14, (-6.736956436465572117126919124256946159e-1L), t149); \
    V t152 = K##rfma(t7, (-2.736629900720828635390779354368134316e-1L), t150); \
    V t153 = K##rfma(t15, 9.618256431728190704087962907315185500e-1L, t151); \
    V t155 = K##addi(t152, t153); \
    V t156 = K##subi(t152, t153); \
    V t157 = K##rfma(t0, (-9.829730996839017782819488448551987161e-1L), a[0]); \
    V t158 = K##rmul(t8, 1.837495178165703315744088396207275825e-1L); \
    V t159 = K##rfma(t1, 9.324722294043558045731158918215633863e-1L, t157); \
    V t160 = K##rfma(t9, (-3.612416661871529487447145961837001637e-1L), t158); \
    V t161 = K##rfma(t2, (-8.502171357296141521341439229493520585e-1L), t159); \
    V t162 = K##rfma(t10, 5.264321628773558002446077991406995662e-1L, t160); \
    V t163 = K##rfma(t3, 7.390089172206591159245343098726481058e-1L, t161); \
    V t164 = K##rfma(t11, (-6.736956436465572117126919124256946159e-1L), t162); \
    V t165 = K##rfma(t4, (-6.026346363792563891785881549868406216e-1L), t163); \
    V t166 = K##rfma(t12, 7.980172272802395033328051127962613694e-1L, t164); \
    V t167 = K##rfma(t5, 4.457383557765382673964575493794868554e-1L, t165); \
    V t168 = K##rfma(t13, (-8.951632913550623220670164997537854570e-1L), t166); \
    V t169 = K##rfma(t6, (-2.736629900720828635390779354368134316e-1L), t167); \
    V t170 = K##rfma(t14, 9.618256431728190704087962907315185500e-1L, t168); \
    V t171 = K##rfma(t7, 9.226835946330199523965110715450648036e-2L, t169); \
    V t172 = K##rfma(t15, (-9.957341762950345218711911789054817839e-1L), t170); \
    V t174 = K##addi(t171, t172); \
    V t175 = K##subi(t171, t172); \
    b[0] = t23; \
    b[1] = t41; \
    b[2] = t60; \
    b[3] = t79; \
    b[4] = t98; \
    b[5] = t117; \
    b[6] = t136; \
    b[7] = t155; \
    b[8] = t174; \
    b[9] = t175; \
    b[10] = t156; \
    b[11] = t137; \
    b[12] = t118; \
    b[13] = t99; \
    b[14] = t80; \
    b[15] = t61; \
    b[16] = t42; \
  } while (0)
#define DFT__CL_F20(V, K, a, b) \
  do { \
    V t0 = K##add(a[4], a[16]); \
    V t1 = K##add(a[8], a[12]); \
    V t2 = K##sub(a[4], a[16]); \
    V t3 = K##sub(a[8], a[12]); \
    V t4 = K##add(a[0], t0); \
    V t5 = K##add(t4, t1); \
    V t6 = K##rfma(t0, 3.090169943749474241022934171828190589e-1L, a[0]); \
    V t7 = K##rmul(t2, 9.510565162951535721164393333793821434e-1L); \
    V t8 = K##rfma(t1, (-8.090169943749474241022934171828190589e-1L), t6); \
    V t9 = K##rfma(t3, 5.877852522924731291687059546390727686e-1L, t7); \
    V t11 = K##subi(t8, t9); \
    V t12 = K##addi(t8, t9); \
    V t13 = K##rfma(t0, (-8.090169943749474241022934171828190589e-1L), a[0]); \
    V t14 = K##rmul(t2, 5.877852522924731291687059546390727686e-1L); \
    V t15 = K##rfma(t1, 3.090169943749474241022934171828190589e-1L, t13); \
    V t16 = K##rfma(t3, (-9.510565162951535721164393333793821434e-1L), t14); \
    V t18 = K##subi(t15, t16); \
    V t19 = K##addi(t15, t16); \
    V t20 = K##add(a[9], a[1]); \
    V t21 = K##add(a[13], a[17]); \
    V t22 = K##sub(a[9], a[1]); \
    V t23 = K##sub(a[13], a[17]); \
    V t24 = K##add(a[5], t20); \
    V t25 = K##add(t24, t21); \
    V t26 = K##rfma(t20, 3.090169943749474241022934171828190589e-1L, a[5]); \
    V t27 = K##rmul(t22, 9.510565162951535721164393333793821434e-1L); \
    V t28 = K##rfma(t21, (-8.090169943749474241022934171828190589e-1L), t26); \
    V t29 = K##rfma(t23, 5.877852522924731291687059546390727686e-1L, t27); \
    V t31 = K##subi(t28, t29); \
    V t32 = K##addi(t28, t29); \
    V t33 = K##rfma(t20, (-8.090169943749474241022934171828190589e-1L), a[5]); \
    V t34 = K##rmul(t22, 5.877852522924731291687059546390727686e-1L); \
    V t35 = K##rfma(t21, 3.090169943749474241022934171828190589e-1L, t33); \
    V t36 = K##rfma(t23, (-9.510565162951535721164393333793821434e-1L), t34); \
    V t38 = K##subi(t35, t36); \
    V t39 = K##addi(t35, t36); \
    V t40 = K##add(a[14], a[6]); \
    V t41 = K##add(a[18], a[2]); \
    V t42 = K##sub(a[14], a[6]); \
    V t43 = K##sub(a[18], a[2]); \
    V t44 = K##add(a[10], t40); \
    V t45 = K##add(t44, t41); \
    V t46 = K##rfma(t40, 3.090169943749474241022934171828190589e-1L, a[10]); \
    V t47 = K##rmul(t42, 9.510565162951535721164393333793821434e-1L); \
    V t48 = K##rfma(t41, (-8.090169943749474241022934171828190589e-1L), t46); \
    V t49 = K##rfma(t43, 5.877852522924731291687059546390727686e-1L, t47); \
    V t51 = K##subi(t48, t49); \
    V t52 = K##addi(t48, t49); \
    V t53 = K##rfma(t40, (-8.090169943749474241022934171828190589e-1L), a[10]); \
    V t54 = K##rmul(t42, 5.877852522924731291687059546390727686e-1L); \
    V t55 = K##rfma(t41, 3.090169943749474241022934171828190589e-1L, t53); \
    V t56 = K##rfma(t43, (-9.510565162951535721164393333793821434e-1L), t54); \
    V t58 = K##subi(t55, t56); \
    V t59 = K##addi(t55, t56); \
    V t60 = K##add(a[19], a[11]); \
    V t61 = K##add(a[3], a[7]); \
    V t62 = K##sub(a[19], a[11]); \
    V t63 = K##sub(a[3], a[7]); \
    V t64 = K##add(a[15], t60); \
    V t65 = K##add(t64, t61); \
    V t66 = K##rfma(t60, 3.090169943749474241022934171828190589e-1L, a[15]); \
    V t67 = K##rmul(t62, 9.510565162951535721164393333793821434e-1L); \
    V t68 = K##rfma(t61, (-8.090169943749474241022934171828190589e-1L), t66); \
    V t69 = K##rfma(t63, 5.877852522924731291687059546390727686e-1L, t67); \
    V t71 = K##subi(t68, t69); \
    V t72 = K##addi(t68, t69); \
    V t73 = K##rfma(t60, (-8.090169943749474241022934171828190589e-1L), a[15]); \
    V t74 = K##rmul(t62, 5.877852522924731291687059546390727686e-1L); \
    V t75 = K##rfma(t61, 3.090169943749474241022934171828190589e-1L, t73); \
    V t76 = K##rfma(t63, (-9.510565162951535721164393333793821434e-1L), t74); \
    V t78 = K##subi(t75, t76); \
    V t79 = K##addi(t75, t76); \
    V t80 = K##add(t5, t45); \
    V t81 = K##sub(t5, t45); \
    V t82 = K##add(t25, t65); \
    V t83 = K##sub(t25, t65); \
    V t85 = K##add(t80, t82); \
    V t86 = K##subi(t81, t83); \
    V t87 = K##sub(t80, t82); \
    V t88 = K##addi(t81, t83); \
    V t89 = K##add(t11, t51); \
    V t90 = K##sub(t11, t51); \
    V t91 = K##add(t31, t71); \
    V t92 = K##sub(t31, t71); \
    V t94 = K##add(t89, t91); \
    V t95 = K##subi(t90, t92); \
    V t96 = K##sub(t89, t91); \
    V t97 = K##addi(t90, t92); \
    V t98 = K##add(t18, t58); \
    V t99 = K##sub(t18, t58); \
    V t100 = K##add(t38, t78); \
    V t101 = K##sub(t38, t78); \
    V t103 = K##add(t98, t100); \
    V t104 = K##subi(t99, t101); \
    V t105 = K##sub(t98, t100); \
    V t106 = K##addi(t99, t101); \
    V t107 = K##add(t19, t59); \
    V t108 = K##sub(t19, t59); \
    V t109 = K##add(t39, t79); \
    V t110 = K##sub(t39, t79); \
    V t112 = K##add(t107, t109); \
    V t113 = K##subi(t108, t110); \
    V t114 = K##sub(t107, t109); \
    V t115 = K##addi(t108, t110); \
    V t116 = K##add(t12, t52); \
    V t117 = K##sub(t12, t52); \
    V t118 = K##add(t32, t72); \
    V t119 = K##sub(t32, t72); \
    V t121 = K##add(t116, t118); \
    V t122 = K##subi(t117, t119); \
    V t123 = K##sub(t116, t118); \
    V t124 = K##addi(t117, t119); \
    b[0] = t85; \
    b[1] = t95; \
    b[2] = t105; \
    b[3] = t115; \
    b[4] = t121; \
    b[5] = t86; \
    b[6] = t96; \
    b[7] = t106; \
    b[8] = t112; \
    b[9] = t122; \
    b[10] = t87; \
    b[11] = t97; \
    b[12] = t103; \
    b[13] = t113; \
    b[14] = t123; \
    b[15] = t88; \
    b[16] = t94; \
    b[17] = t104; \
    b[18] = t114; \
    b[19] = t124; \
  } while (0)
#define DFT__CL_B20(V, K, a, b) \
  do { \
    V t0 = K##add(a[4], a[16]); \
    V t1 = K##add(a[8], a[12]); \
    V t2 = K##sub(a[4], a[16]); \
    V t3 = K##sub(a[8], a[12]); \
    V t4 = K##add(a[0], t0); \
    V t5 = K##add(t4, t1); \
    V t6 = K##rfma(t0, 3.090169943749474241022934171828190589e-1L, a[0]); \
    V t7 = K##rmul(t2, 9.510565162951535721164393333793821434e-1L); \
    V t8 = K##rfma(t1, (-8.090169943749474241022934171828190589e-1L), t6); \
    V t9 = K##rfma(t3, 5.877852522924731291687059546390727686e-1L, t7); \
    V t11 = K##addi(t8, t9); \
    V t12 = K##subi(t8, t9); \
    V t13 = K##rfma(t0, (-8.090169943749474241022934171828190589e-1L), a[0]); \
    V t14 = K##rmul(t2, 5.877852522924731291687059546390727686e-1L); \
    V t15 = K##rfma(t1, 3.090169943749474241022934171828190589e-1L, t13); \
    V t16 = K##rfma(t3, (-9.510565162951535721164393333793821434e-1L), t14); \
    V t18 = K##addi(t15, t16); \
    V t19 = K##subi(t15, t16); \
    V t20 = K##add(a[9], a[1]); \
    V t21 = K##add(a[13], a[17]); \
    V t22 = K##sub(a[9], a[1]); \
    V t23 = K##sub(a[13], a[17]); \
    V t24 = K##add(a[5], t20); \
    V t25 = K##add(t24, t21); \
    V t26 = K##rfma(t20, 3.090169943749474241022934171828190589e-1L, a[5]); \
    V t27 = K##rmul(t22, 9.510565162951535721164393333793821434e-1L); \
    V t28 = K##rfma(t21, (-8.090169943749474241022934171828190589e-1L), t26); \
    V t29 = K##rfma(t23, 5.877852522924731291687059546390727686e-1L, t27); \
    V t31 = K##addi(t28, t29); \
    V t32 = K##subi(t28, t29); \
    V t33 = K##rfma(t20, (-8.090169943749474241022934171828190589e-1L), a[5]); \
    V t34 = K##rmul(t22, 5.877852522924731291687059546390727686e-1L); \
    V t35 = K##rfma(t21, 3.090169943749474241022934171828190589e-1L, t33); \
    V t36 = K##rfma(t23, (-9.510565162951535721164393333793821434e-1L), t34); \
    V t38 = K##addi(t35, t36); \
    V t39 = K##subi(t35, t36); \
    V t40 = K##add(a[14], a[6]); \
    V t41 = K##add(a[18], a[2]); \
    V t42 = K##sub(a[14], a[6]); \
    V t43 = K##sub(a[18], a[2]); \
    V t44 = K##add(a[10], t40); \
    V t45 = K##add(t44, t41); \
    V t46 = K##rfma(t40, 3.090169943749474241022934171828190589e-1L, a[10]); \
    V t47 = K##rmul(t42, 9.510565162951535721164393333793821434e-1L); \
    V t48 = K##rfma(t41, (-8.090169943749474241022934171828190589e-1L), t46); \
    V t49 = K##rfma(t43, 5.877852522924731291687059546390727686e-1L, t47); \
    V t51 = K##addi(t48, t49); \
    V t52 = K##subi(t48, t49); \
    V t53 = K##rfma(t40, (-8.090169943749474241022934171828190589e-1L), a[10]); \
    V t54 = K##rmul(t42, 5.877852522924731291687059546390727686e-1L); \
    V t55 = K##rfma(t41, 3.090169943749474241022934171828190589e-1L, t53); \
    V t56 = K##rfma(t43, (-9.510565162951535721164393333793821434e-1L), t54); \
    V t58 = K##addi(t55, t56); \
    V t59 = K##subi(t55, t56); \
    V t60 = K##add(a[19], a[11]); \
    V t61 = K##add(a[3], a[7]); \
    V t62 = K##sub(a[19], a[11]); \
    V t63 = K##sub(a[3], a[7]); \
    V t64 = K##add(a[15], t60); \
    V t65 = K##add(t64, t61); \
    V t66 = K##rfma(t60, 3.090169943749474241022934171828190589e-1L, a[15]); \
    V t67 = K##rmul(t62, 9.510565162951535721164393333793821434e-1L); \
    V t68 = K##rfma(t61, (-8.090169943749474241022934171828190589e-1L), t66); \
    V t69 = K##rfma(t63, 5.877852522924731291687059546390727686e-1L, t67); \
    V t71 = K##addi(t68, t69); \
    V t72 = K##subi(t68, t69); \
    V t73 = K##rfma(t60, (-8.090169943749474241022934171828190589e-1L), a[15]); \
    V t74 = K##rmul(t62, 5.877852522924731291687059546390727686e-1L); \
    V t75 = K##rfma(t61, 3.090169943749474241022934171828190589e-1L, t73); \
    V t76 = K##rfma(t63, (-9.510565162951535721164393333793821434e-1L), t74); \
    V t78 = K##addi(t75, t76); \
    V t79 = K##subi(t75, t76); \
    V t80 = K##add(t5, t45); \
    V t81 = K##sub(t5, t45); \
    V t82 = K##add(t25, t65); \
    V t83 = K##sub(t25, t65); \
    V t85 = K##add(t80, t82); \
    V t86 = K##addi(t81, t83); \
    V t87 = K##sub(t80, t82); \
    V t88 = K##subi(t81, t83); \
    V t89 = K##add(t11, t51); \
    V t90 = K##sub(t11, t51); \
    V t91 = K##add(t31, t71); \
    V t92 = K##sub(t31, t71); \
    V t94 = K##add(t89, t91); \
    V t95 = K##addi(t90, t92); \
    V t96 = K##sub(t89, t91); \
    V t97 = K##subi(t90, t92); \
    V t98 = K##add(t18, t58); \
    V t99 = K##sub(t18, t58); \
    V t100 = K##add(t38, t78); \
    V t101 = K##sub(t38, t78); \
    V t103 = K##add(t98, t100); \
    V t104 = K##addi(t99, t101); \
    V t105 = K##sub(t98, t100); \
    V t106 = K##subi(t99, t101); \
    V t107 = K##add(t19, t59); \
    V t108 = K##sub(t19, t59); \
    V t109 = K##add(t39, t79); \
    V t110 = K##sub(t39, t79); \
    V t112 = K##add(t107, t109); \
    V t113 = K##addi(t108, t110); \
    V t114 = K##sub(t107, t109); \
    V t115 = K##subi(t108, t110); \
    V t116 = K##add(t12, t52); \
    V t117 = K##sub(t12, t52); \
    V t118 = K##add(t32, t72); \
    V t119 = K##sub(t32, t72); \
    V t121 = K##add(t116, t118); \
    V t122 = K##addi(t117, t119); \
    V t123 = K##sub(t116, t118); \
    V t124 = K##subi(t117, t119); \
    b[0] = t85; \
    b[1] = t95; \
    b[2] = t105; \
    b[3] = t115; \
    b[4] = t121; \
    b[5] = t86; \
    b[6] = t96; \
    b[7] = t106; \
    b[8] = t112; \
    b[9] = t122; \
    b[10] = t87; \
    b[11] = t97; \
    b[12] = t103; \
    b[13] = t113; \
    b[14] = t123; \
    b[15] = t88; \
    b[16] = t94; \
    b[17] = t104; \
    b[18] = t114; \
    b[19] = t124; \
  } while (0)
#define DFT__CL_F25(V, K, a, b) \
  do { \
    V t0 = K##add(a[5], a[20]); \
    V t1 = K##add(a[10], a[15]); \
    V t2 = K##sub(a[5], a[20]); \
    V t3 = K##sub(a[10], a[15]); \
    V t4 = K##add(a[0], t0); \
    V t5 = K##add(t4, t1); \
    V t6 = K##rfma(t0, 3.090169943749474241022934171828190589e-1L, a[0]); \
    V t7 = K##rmul(t2, 9.510565162951535721164393333793821434e-1L); \
    V t8 = K##rfma(t1, (-8.090169943749474241022934171828190589e-1L), t6); \
    V t9 = K##rfma(t3, 5.877852522924731291687059546390727686e-1L, t7); \
    V t11 = K##subi(t8, t9); \
    V t12 = K##addi(t8, t9); \
    V t13 = K##rfma(t0, (-8.090169943749474241022934171828190589e-1L), a[0]); \
    V t14 = K##rmul(t2, 5.877852522924731291687059546390727686e-1L); \
    V t15 = K##rfma(t1, 3.090169943749474241022934171828190589e-1L, t13); \
    V t16 = K##rfma(t3, (-9.510565162951535721164393333793821434e-1L), t14); \
    V t18 = K##subi(t15, t16); \
    V t19 = K##addi(t15, t16); \
    V t20 = K##add(a[6], a[21]); \
    V t21 = K##add(a[11], a[16]); \
    V t22 = K##sub(a[6], a[21]); \
    V t23 = K##sub(a[11], a[16]); \
    V t24 = K##add(a[1], t20); \
    V t25 = K##add(t24, t21); \
    V t26 = K##rfma(t20, 3.090169943749474241022934171828190589e-1L, a[1]); \
    V t27 = K##rmul(t22, 9.510565162951535721164393333793821434e-1L); \
    V t28 = K##rfma(t21, (-8.090169943749474241022934171828190589e-1L), t26); \
    V t29 = K##rfma(t23, 5.877852522924731291687059546390727686e-1L, t27); \
    V t31 = K##subi(t28, t29); \
    V t32 = K##addi(t28, t29); \
    V t33 = K##rfma(t20, (-8.090169943749474241022934171828190589e-1L), a[1]); \
    V t34 = K##rmul(t22, 5.877852522924731291687059546390727686e-1L); \
    V t35 = K##rfma(t21, 3.090169943749474241022934171828190589e-1L, t33); \
    V t36 = K##rfma(t23, (-9.510565162951535721164393333793821434e-1L), t34); \
    V t38 = K##subi(t35, t36); \
    V t39 = K##addi(t35, t36); \
    V t40 = K##add(a[7], a[22]); \
    V t41 = K##add(a[12], a[17]); \
    V t42 = K##sub(a[7], a[22]); \
    V t43 = K##sub(a[12], a[17]); \
    V t44 = K##add(a[2], t40); \
    V t45 = K##add(t44, t41); \
    V t46 = K##rfma(t40, 3.090169943749474241022934171828190589e-1L, a[2]); \
    V t47 = K##rmul(t42, 9.510565162951535721164393333793821434e-1L); \
    V t48 = K##rfma(t41, (-8.090169943749474241022934171828190589e-1L), t46); \
    V t49 = K##rfma(t43, 5.877852522924731291687059546390727686e-1L, t47); \
    V t51 = K##subi(t48, t49); \
    V t52 = K##addi(t48, t49); \
    V t53 = K##rfma(t40, (-8.090169943749474241022934171828190589e-1L), a[2]); \
    V t54 = K##rmul(t42, 5.877852522924731291687059546390727686e-1L); \
    V t55 = K##rfma(t41, 3.090169943749474241022934171828190589e-1L, t53); \
    V t56 = K##rfma(t43, (-9.510565162951535721164393333793821434e-1L), t54); \
    V t58 = K##subi(t55, t56); \
    V t59 = K##addi(t55, t56); \
    V t60 = K##add(a[8], a[23]); \
    V t61 = K##add(a[13], a[18]); \
    V t62 = K##sub(a[8], a[23]); \
    V t63 = K##sub(a[13], a[18]); \
    V t64 = K##add(a[3], t60); \
    V t65 = K##add(t64, t61); \
    V t66 = K##rfma(t60, 3.090169943749474241022934171828190589e-1L, a[3]); \
    V t67 = K##rmul(t62, 9.510565162951535721164393333793821434e-1L); \
    V t68 = K##rfma(t61, (-8.090169943749474241022934171828190589e-1L), t66); \
    V t69 = K##rfma(t63, 5.877852522924731291687059546390727686e-1L, t67); \
    V t71 = K##subi(t68, t69); \
    V t72 = K##addi(t68, t69); \
    V t73 = K##rfma(t60, (-8.090169943749474241022934171828190589e-1L), a[3]); \
    V t74 = K##rmul(t62, 5.877852522924731291687059546390727686e-1L); \
    V t75 = K##rfma(t61, 3.090169943749474241022934171828190589e-1L, t73); \
    V t76 = K##rfma(t63, (-9.510565162951535721164393333793821434e-1L), t74); \
    V t78 = K##subi(t75, t76); \
    V t79 = K##addi(t75, t76); \
    V t80 = K##add(a[9], a[24]); \
    V t81 = K##add(a[14], a[19]); \
    V t82 = K##sub(a[9], a[24]); \
    V t83 = K##sub(a[14], a[19]); \
    V t84 = K##add(a[4], t80); \
    V t85 = K##add(t84, t81); \
    V t86 = K##rfma(t80, 3.090169943749474241022934171828190589e-1L, a[4]); \
    V t87 = K##rmul(t82, 9.510565162951535721164393333793821434e-1L); \
    V t88 = K##rfma(t81, (-8.090169943749474241022934171828190589e-1L), t86); \
    V t89 = K##rfma(t83, 5.877852522924731291687059546390727686e-1L, t87); \
    V t91 = K##subi(t88, t89); \
    V t92 = K##addi(t88, t89); \
    V t93 = K##rfma(t80, (-8.090169943749474241022934171828190589e-1L), a[4]); \
    V t94 = K##rmul(t82, 5.877852522924731291687059546390727686e-1L); \
    V t95 = K##rfma(t81, 3.090169943749474241022934171828190589e-1L, t93); \
    V t96 = K##rfma(t83, (-9.510565162951535721164393333793821434e-1L), t94); \
    V t98 = K##subi(t95, t96); \
    V t99 = K##addi(t95, t96); \
    V t100 = K##mulmi(t31); \
    V t101 = K##rmul(t31, 9.685831611286311194901683754647358138e-1L); \
    V t102 = K##rfma(t100, 2.486898871648547882422837460064479684e-1L, t101); \
    V t103 = K##mulmi(t38); \
    V t104 = K##rmul(t38, 8.763066800438635873081159039220625834e-1L); \
    V t105 = K##rfma(t103, 4.817536741017152749871915028721296535e-1L, t104); \
    V t106 = K##mulmi(t39); \
    V t107 = K##rmul(t39, 7.289686274214115231467303190552591114e-1L); \
    V t108 = K##rfma(t106, 6.845471059286886737322833576212092699e-1L, t107); \
    V t109 = K##mulmi(t32); \
    V t110 = K##rmul(t32, 5.358267949789966182713087678676399781e-1L); \
    V t111 = K##rfma(t109, 8.443279255020150785485580639666815054e-1L, t110); \
    V t112 = K##mulmi(t51); \
    V t113 = K##rmul(t51, 8.763066800438635873081159039220625834e-1L); \
    V t114 = K##rfma(t112, 4.817536741017152749871915028721296535e-1L, t113); \
    V t115 = K##mulmi(t58); \
    V t116 = K##rmul(t58, 5.358267949789966182713087678676399781e-1L); \
    V t117 = K##rfma(t115, 8.443279255020150785485580639666815054e-1L, t116); \
    V t118 = K##mulmi(t59); \
    V t119 = K##rmul(t59, 6.279051952931337607617822456563113312e-2L); \
    V t120 = K##rfma(t118, 9.980267284282715619523368068634505533e-1L, t119); \
    V t121 = K##mulmi(t52); \
    V t122 = K##rmul(t52, (-4.257792915650726488625024457442517040e-1L)); \
    V t123 = K##rfma(t121, 9.048270524660195277136686479326975940e-1L, t122); \
    V t124 = K##mulmi(t71); \
    V t125 = K##rmul(t71, 7.289686274214115231467303190552591114e-1L); \
    V t126 = K##rfma(t124, 6.845471059286886737322833576212092699e-1L, t125); \
    V t127 = K##mulmi(t78); \
    V t128 = K##rmul(t78, 6.279051952931337607617822456563113312e-2L); \
    V t129 = K##rfma(t127, 9.980267284282715619523368068634505533e-1L, t128); \
    V t130 = K##mulmi(t79); \
    V t131 = K##rmul(t79, (-6.374239897486897101767128116760161954e-1L)); \
    V t132 = K##rfma(t130, 7.705132427757892308030096363961778473e-1L, t131); \
    V t133 = K##mulmi(t72); \
    V t134 = K##rmul(t72, (-9.921147013144778310497930427857785215e-1L)); \
    V t135 = K##rfma(t133, 1.253332335643042453731187598165087939e-1L, t134); \
    V t136 = K##mulmi(t91); \
    V t137 = K##rmul(t91, 5.358267949789966182713087678676399781e-1L); \
    V t138 = K##rfma(t136, 8.443279255020150785485580639666815054e-1L, t137); \
    V t139 = K##mulmi(t98); \
    V t140 = K##rmul(t98, (-4.257792915650726488625024457442517040e-1L)); \
    V t141 = K##rfma(t139, 9.048270524660195277136686479326975940e-1L, t140); \
    V t142 = K##mulmi(t99); \
    V t143 = K##rmul(t99, (-9.921147013144778310497930427857785215e-1L)); \
    V t144 = K##rfma(t142, 1.253332335643042453731187598165087939e-1L, t143); \
    V t145 = K##mulmi(t92); \
    V t146 = K##rmul(t92, (-6.374239897486897101767128116760161954e-1L)); \
    V t147 = K##rfma(t145, (-7.705132427757892308030096363961778473e-1L), t146); \
    V t148 = K##add(t25, t85); \
    V t149 = K##add(t45, t65); \
    V t150 = K##sub(t25, t85); \
    V t151 = K##sub(t45, t65); \
    V t152 = K##add(t5, t148); \
    V t153 = K##add(t152, t149); \
    V t154 = K##rfma(t148, 3.090169943749474241022934171828190589e-1L, t5); \
    V t155 = K##rmul(t150, 9.510565162951535721164393333793821434e-1L); \
    V t156 = K##rfma(t149, (-8.090169943749474241022934171828190589e-1L), t154); \
    V t157 = K##rfma(t151, 5.877852522924731291687059546390727686e-1L, t155); \
    V t159 = K##subi(t156, t157); \
    V t160 = K##addi(t156, t157); \
    V t161 = K##rfma(t148, (-8.090169943749474241022934171828190589e-1L), t5); \
    V t162 = K##rmul(t150, 5.877852522924731291687059546390727686e-1L); \
    V t163 = K##rfma(t149, 3.090169943749474241022934171828190589e-1L, t161); \
    V t164 = K##rfma(t151, (-9.510565162951535721164393333793821434e-1L), t162); \
    V t166 = K##subi(t163, t164); \
    V t167 = K##addi(t163, t164); \
    V t168 = K##add(t102, t138); \
    V t169 = K##add(t114, t126); \
    V t170 = K##sub(t102, t138); \
    V t171 = K##sub(t114, t126); \
    V t172 = K##add(t11, t168); \
    V t173 = K##add(t172, t169); \
    V t174 = K##rfma(t168, 3.090169943749474241022934171828190589e-1L, t11); \
    V t175 = K##rmul(t170, 9.510565162951535721164393333793821434e-1L); \
    V t176 = K##rfma(t169, (-8.090169943749474241022934171828190589e-1L), t174); \
    V t177 = K##rfma(t171, 5.877852522924731291687059546390727686e-1L, t175); \
    V t179 = K##subi(t176, t177); \
    V t180 = K##addi(t176, t177); \
    V t181 = K##rfma(t168, (-8.090169943749474241022934171828190589e-1L), t11); \
    V t182 = K##rmul(t170, 5.877852522924731291687059546390727686e-1L); \
    V t183 = K##rfma(t169, 3.090169943749474241022934171828190589e-1L, t181); \
    V t184 = K##rfma(t171, (-9.510565162951535721164393333793821434e-1L), t182); \
    V t186 = K##subi(t183, t184); \
    V t187 = K##addi(t183, t184); \
    V t188 = K##add(t105, t141); \
    V t189 = K##add(t117, t129); \
    V t190 = K##sub(t105, t141); \
    V t191 = K##sub(t117, t129); \
    V t192 = K##add(t18, t188); \
    V t193 = K##add(t192, t189); \
    V t194 = K##rfma(t188, 3.090169943749474241022934171828190589e-1L, t18); \
    V t195 = K##rmul(t190, 9.510565162951535721164393333793821434e-1L); \
    V t196 = K##rfma(t189, (-8.090169943749474241022934171828190589e-1L), t194); \
    V t197 = K##rfma(t191, 5.877852522924731291687059546390727686e-1L, t195); \
    V t199 = K##subi(t196, t197); \
    V t200 = K##addi(t196, t197); \
    V t201 = K##rfma(t188, (-8.090169943749474241022934171828190589e-1L), t18); \
    V t202 = K##rmul(t190, 5.877852522924731291687059546390727686e-1L); \
    V t203 = K##rfma(t189, 3.090169943749474241022934171828190589e-1L, t201); \
    V t204 = K##rfma(t191, (-9.510565162951535721164393333793821434e-1L), t202); \
    V t206 = K##subi(t203, t204); \
    V t207 = K##addi(t203, t204); \
    V t208 = K##add(t108, t144); \
    V t209 = K##add(t120, t132); \
    V t210 = K##sub(t108, t144); \
    V t211 = K##sub(t120, t132); \
    V t212 = K##add(t19, t208); \
    V t213 = K##add(t212, t209); \
    V t214 = K##rfma(t208, 3.090169943749474241022934171828190589e-1L, t19); \
    V t215 = K##rmul(t210, 9.510565162951535721164393333793821434e-1L); \
    V t216 = K##rfma(t209, (-8.090169943749474241022934171828190589e-1L), t214); \
    V t217 = K##rfma(t211, 5.877852522924731291687059546390727686e-1L, t215); \
    V t219 = K##subi(t216, t217); \
    V t220 = K##addi(t216, t217); \
    V t221 = K##rfma(t208, (-8.090169943749474241022934171828190589e-1L), t19); \
    V t222 = K##rmul(t210, 5.877852522924731291687059546390727686e-1L); \
    V t223 = K##rfma(t209, 3.090169943749474241022934171828190589e-1L, t221); \
    V t224 = K##rfma(t211, (-9.510565162951535721164393333793821434e-1L), t222); \
    V t226 = K##subi(t223, t224); \
    V t227 = K##addi(t223, t224); \
    V t228 = K##add(t111, t147); \
    V t229 = K##add(t123, t135); \
    V t230 = K##sub(t111, t147); \
    V t231 = K##sub(t123, t135); \
    V t232 = K##add(t12, t228); \
    V t233 = K##add(t232, t229); \
    V t234 = K##rfma(t228, 3.090169943749474241022934171828190589e-1L, t12); \
    V t235 = K##rmul(t230, 9.510565162951535721164393333793821434e-1L); \
    V t236 = K##rfma(t229, (-8.090169943749474241022934171828190589e-1L), t234); \
    V t237 = K##rfma(t231, 5.877852522924731291687059546390727686e-1L, t235); \
    V t239 = K##subi(t236, t237); \
    V t240 = K##addi(t236, t237); \
    V t241 = K##rfma(t228, (-8.090169943749474241022934171828190589e-1L), t12); \
    V t242 = K##rmul(t230, 5.877852522924731291687059546390727686e-1L); \
    V t243 = K##rfma(t229, 3.090169943749474241022934171828190589e-1L, t241); \
    V t244 = K##rfma(t231, (-9.510565162951535721164393333793821434e-1L), t242); \
    V t246 = K##subi(t243, t244); \
    V t247 = K##addi(t243, t244); \
    b[0] = t153; \
    b[1] = t173; \
    b[2] = t193; \
    b[3] = t213; \
    b[4] = t233; \
    b[5] = t159; \
    b[6] = t179; \
    b[7] = t199; \
    b[8] = t219; \
    b[9] = t239; \
    b[10] = t166; \
    b[11] = t186; \
    b[12] = t206; \
    b[13] = t226; \
    b[14] = t246; \
    b[15] = t167; \
    b[16] = t187; \
    b[17] = t207; \
    b[18] = t227; \
    b[19] = t247; \
    b[20] = t160; \
    b[21] = t180; \
    b[22] = t200; \
    b[23] = t220; \
    b[24] = t240; \
  } while (0)
#define DFT__CL_B25(V, K, a, b) \
  do { \
    V t0 = K##add(a[5], a[20]); \
    V t1 = K##add(a[10], a[15]); \
    V t2 = K##sub(a[5], a[20]); \
    V t3 = K##sub(a[10], a[15]); \
    V t4 = K##add(a[0], t0); \
    V t5 = K##add(t4, t1); \
    V t6 = K##rfma(t0, 3.090169943749474241022934171828190589e-1L, a[0]); \
    V t7 = K##rmul(t2, 9.510565162951535721164393333793821434e-1L); \
    V t8 = K##rfma(t1, (-8.090169943749474241022934171828190589e-1L), t6); \
    V t9 = K##rfma(t3, 5.877852522924731291687059546390727686e-1L, t7); \
    V t11 = K##addi(t8, t9); \
    V t12 = K##subi(t8, t9); \
    V t13 = K##rfma(t0, (-8.090169943749474241022934171828190589e-1L), a[0]); \
    V t14 = K##rmul(t2, 5.877852522924731291687059546390727686e-1L); \
    V t15 = K##rfma(t1, 3.090169943749474241022934171828190589e-1L, t13); \
    V t16 = K##rfma(t3, (-9.510565162951535721164393333793821434e-1L), t14); \
    V t18 = K##addi(t15, t16); \
    V t19 = K##subi(t15, t16); \
    V t20 = K##add(a[6], a[21]); \
    V t21 = K##add(a[11], a[16]); \
    V t22 = K##sub(a[6], a[21]); \
    V t23 = K##sub(a[11], a[16]); \
    V t24 = K##add(a[1], t20); \
    V t25 = K##add(t24, t21); \
    V t26 = K##rfma(t20, 3.090169943749474241022934171828190589e-1L, a[1]); \
    V t27 = K##rmul(t22, 9.510565162951535721164393333793821434e-1L); \
    V t28 = K##rfma(t21, (-8.090169943749474241022934171828190589e-1L), t26); \
    V t29 = K##rfma(t23, 5.877852522924731291687059546390727686e-1L, t27); \
    V t31 = K##addi(t28, t29); \
    V t32 = K##subi(t28, t29); \
    V t33 = K##rfma(t20, (-8.090169943749474241022934171828190589e-1L), a[1]); \
    V t34 = K##rmul(t22, 5.877852522924731291687059546390727686e-1L); \
    V t35 = K##rfma(t21, 3.090169943749474241022934171828190589e-1L, t33); \
    V t36 = K##rfma(t23, (-9.510565162951535721164393333793821434e-1L), t34); \
    V t38 = K##addi(t35, t36); \
    V t39 = K##subi(t35, t36); \
    V t40 = K##add(a[7], a[22]); \
    V t41 = K##add(a[12], a[17]); \
    V t42 = K##sub(a[7], a[22]); \
    V t43 = K##sub(a[12], a[17]); \
    V t44 = K##add(a[2], t40); \
    V t45 = K##add(t44, t41); \
    V t46 = K##rfma(t40, 3.090169943749474241022934171828190589e-1L, a[2]); \
    V t47 = K##rmul(t42, 9.510565162951535721164393333793821434e-1L); \
    V t48 = K##rfma(t41, (-8.090169943749474241022934171828190589e-1L), t46); \
    V t49 = K##rfma(t43, 5.877852522924731291687059546390727686e-1L, t47); \
    V t51 = K##addi(t48, t49); \
    V t52 = K##subi(t48, t49); \
    V t53 = K##rfma(t40, (-8.090169943749474241022934171828190589e-1L), a[2]); \
    V t54 = K##rmul(t42, 5.877852522924731291687059546390727686e-1L); \
    V t55 = K##rfma(t41, 3.090169943749474241022934171828190589e-1L, t53); \
    V t56 = K##rfma(t43, (-9.510565162951535721164393333793821434e-1L), t54); \
    V t58 = K##addi(t55, t56); \
    V t59 = K##subi(t55, t56); \
    V t60 = K##add(a[8], a[23]); \
    V t61 = K##add(a[13], a[18]); \
    V t62 = K##sub(a[8], a[23]); \
    V t63 = K##sub(a[13], a[18]); \
    V t64 = K##add(a[3], t60); \
    V t65 = K##add(t64, t61); \
    V t66 = K##rfma(t60, 3.090169943749474241022934171828190589e-1L, a[3]); \
    V t67 = K##rmul(t62, 9.510565162951535721164393333793821434e-1L); \
    V t68 = K##rfma(t61, (-8.090169943749474241022934171828190589e-1L), t66); \
    V t69 = K##rfma(t63, 5.877852522924731291687059546390727686e-1L, t67); \
    V t71 = K##addi(t68, t69); \
    V t72 = K##subi(t68, t69); \
    V t73 = K##rfma(t60, (-8.090169943749474241022934171828190589e-1L), a[3]); \
    V t74 = K##rmul(t62, 5.877852522924731291687059546390727686e-1L); \
    V t75 = K##rfma(t61, 3.090169943749474241022934171828190589e-1L, t73); \
    V t76 = K##rfma(t63, (-9.510565162951535721164393333793821434e-1L), t74); \
    V t78 = K##addi(t75, t76); \
    V t79 = K##subi(t75, t76); \
    V t80 = K##add(a[9], a[24]); \
    V t81 = K##add(a[14], a[19]); \
    V t82 = K##sub(a[9], a[24]); \
    V t83 = K##sub(a[14], a[19]); \
    V t84 = K##add(a[4], t80); \
    V t85 = K##add(t84, t81); \
    V t86 = K##rfma(t80, 3.090169943749474241022934171828190589e-1L, a[4]); \
    V t87 = K##rmul(t82, 9.510565162951535721164393333793821434e-1L); \
    V t88 = K##rfma(t81, (-8.090169943749474241022934171828190589e-1L), t86); \
    V t89 = K##rfma(t83, 5.877852522924731291687059546390727686e-1L, t87); \
    V t91 = K##addi(t88, t89); \
    V t92 = K##subi(t88, t89); \
    V t93 = K##rfma(t80, (-8.090169943749474241022934171828190589e-1L), a[4]); \
    V t94 = K##rmul(t82, 5.877852522924731291687059546390727686e-1L); \
    V t95 = K##rfma(t81, 3.090169943749474241022934171828190589e-1L, t93); \
    V t96 = K##rfma(t83, (-9.510565162951535721164393333793821434e-1L), t94); \
    V t98 = K##addi(t95, t96); \
    V t99 = K##subi(t95, t96); \
    V t100 = K##muli(t31); \
    V t101 = K##rmul(t31, 9.685831611286311194901683754647358138e-1L); \
    V t102 = K##rfma(t100, 2.486898871648547882422837460064479684e-1L, t101); \
    V t103 = K##muli(t38); \
    V t104 = K##rmul(t38, 8.763066800438635873081159039220625834e-1L); \
    V t105 = K##rfma(t103, 4.817536741017152749871915028721296535e-1L, t104); \
    V t106 = K##muli(t39); \
    V t107 = K##rmul(t39, 7.289686274214115231467303190552591114e-1L); \
    V t108 = K##rfma(t106, 6.845471059286886737322833576212092699e-1L, t107); \
    V t109 = K##muli(t32); \
    V t110 = K##rmul(t32, 5.358267949789966182713087678676399781e-1L); \
    V t111 = K##rfma(t109, 8.443279255020150785485580639666815054e-1L, t110); \
    V t112 = K##muli(t51); \
    V t113 = K##rmul(t51, 8.763066800438635873081159039220625834e-1L); \
    V t114 = K##rfma(t112, 4.817536741017152749871915028721296535e-1L, t113); \
    V t115 = K##muli(t58); \
    V t116 = K##rmul(t58, 5.358267949789966182713087678676399781e-1L); \
    V t117 = K##rfma(t115, 8.443279255020150785485580639666815054e-1L, t116); \
    V t118 = K##muli(t59); \
    V t119 = K##rmul(t59, 6.279051952931337607617822456563113312e-2L); \
    V t120 = K##rfma(t118, 9.980267284282715619523368068634505533e-1L, t119); \
    V t121 = K##muli(t52); \
    V t122 = K##rmul(t52, (-4.257792915650726488625024457442517040e-1L)); \
    V t123 = K##rfma(t121, 9.048270524660195277136686479326975940e-1L, t122); \
    V t124 = K##muli(t71); \
    V t125 = K##rmul(t71, 7.289686274214115231467303190552591114e-1L); \
    V t126 = K##rfma(t124, 6.845471059286886737322833576212092699e-1L, t125); \
    V t127 = K##muli(t78); \
    V t128 = K##rmul(t78, 6.279051952931337607617822456563113312e-2L); \
    V t129 = K##rfma(t127, 9.980267284282715619523368068634505533e-1L, t128); \
    V t130 = K##muli(t79); \
    V t131 = K##rmul(t79, (-6.374239897486897101767128116760161954e-1L)); \
    V t132 = K##rfma(t130, 7.705132427757892308030096363961778473e-1L, t131); \
    V t133 = K##muli(t72); \
    V t134 = K##rmul(t72, (-9.921147013144778310497930427857785215e-1L)); \
    V t135 = K##rfma(t133, 1.253332335643042453731187598165087939e-1L, t134); \
    V t136 = K##muli(t91); \
    V t137 = K##rmul(t91, 5.358267949789966182713087678676399781e-1L); \
    V t138 = K##rfma(t136, 8.443279255020150785485580639666815054e-1L, t137); \
    V t139 = K##muli(t98); \
    V t140 = K##rmul(t98, (-4.257792915650726488625024457442517040e-1L)); \
    V t141 = K##rfma(t139, 9.048270524660195277136686479326975940e-1L, t140); \
    V t142 = K##muli(t99); \
    V t143 = K##rmul(t99, (-9.921147013144778310497930427857785215e-1L)); \
    V t144 = K##rfma(t142, 1.253332335643042453731187598165087939e-1L, t143); \
    V t145 = K##muli(t92); \
    V t146 = K##rmul(t92, (-6.374239897486897101767128116760161954e-1L)); \
    V t147 = K##rfma(t145, (-7.705132427757892308030096363961778473e-1L), t146); \
    V t148 = K##add(t25, t85); \
    V t149 = K##add(t45, t65); \
    V t150 = K##sub(t25, t85); \
    V t151 = K##sub(t45, t65); \
    V t152 = K##add(t5, t148); \
    V t153 = K##add(t152, t149); \
    V t154 = K##rfma(t148, 3.090169943749474241022934171828190589e-1L, t5); \
    V t155 = K##rmul(t150, 9.510565162951535721164393333793821434e-1L); \
    V t156 = K##rfma(t149, (-8.090169943749474241022934171828190589e-1L), t154); \
    V t157 = K##rfma(t151, 5.877852522924731291687059546390727686e-1L, t155); \
    V t159 = K##addi(t156, t157); \
    V t160 = K##subi(t156, t157); \
    V t161 = K##rfma(t148, (-8.090169943749474241022934171828190589e-1L), t5); \
    V t162 = K##rmul(t150, 5.877852522924731291687059546390727686e-1L); \
    V t163 = K##rfma(t149, 3.090169943749474241022934171828190589e-1L, t161); \
    V t164 = K##rfma(t151, (-9.510565162951535721164393333793821434e-1L), t162); \
    V t166 = K##addi(t163, t164); \
    V t167 = K##subi(t163, t164); \
    V t168 = K##add(t102, t138); \
    V t169 = K##add(t114, t126); \
    V t170 = K##sub(t102, t138); \
    V t171 = K##sub(t114, t126); \
    V t172 = K##add(t11, t168); \
    V t173 = K##add(t172, t169); \
    V t174 = K##rfma(t168, 3.090169943749474241022934171828190589e-1L, t11); \
    V t175 = K##rmul(t170, 9.510565162951535721164393333793821434e-1L); \
    V t176 = K##rfma(t169, (-8.090169943749474241022934171828190589e-1L), t174); \
    V t177 = K##rfma(t171, 5.877852522924731291687059546390727686e-1L, t175); \
    V t179 = K##addi(t176, t177); \
    V t180 = K##subi(t176, t177); \
    V t181 = K##rfma(t168, (-8.090169943749474241022934171828190589e-1L), t11); \
    V t182 = K##rmul(t170, 5.877852522924731291687059546390727686e-1L); \
    V t183 = K##rfma(t169, 3.090169943749474241022934171828190589e-1L, t181); \
    V t184 = K##rfma(t171, (-9.510565162951535721164393333793821434e-1L), t182); \
    V t186 = K##addi(t183, t184); \
    V t187 = K##subi(t183, t184); \
    V t188 = K##add(t105, t141); \
    V t189 = K##add(t117, t129); \
    V t190 = K##sub(t105, t141); \
    V t191 = K##sub(t117, t129); \
    V t192 = K##add(t18, t188); \
    V t193 = K##add(t192, t189); \
    V t194 = K##rfma(t188, 3.090169943749474241022934171828190589e-1L, t18); \
    V t195 = K##rmul(t190, 9.510565162951535721164393333793821434e-1L); \
    V t196 = K##rfma(t189, (-8.090169943749474241022934171828190589e-1L), t194); \
    V t197 = K##rfma(t191, 5.877852522924731291687059546390727686e-1L, t195); \
    V t199 = K##addi(t196, t197); \
    V t200 = K##subi(t196, t197); \
    V t201 = K##rfma(t188, (-8.090169943749474241022934171828190589e-1L), t18); \
    V t202 = K##rmul(t190, 5.877852522924731291687059546390727686e-1L); \
    V t203 = K##rfma(t189, 3.090169943749474241022934171828190589e-1L, t201); \
    V t204 = K##rfma(t191, (-9.510565162951535721164393333793821434e-1L), t202); \
    V t206 = K##addi(t203, t204); \
    V t207 = K##subi(t203, t204); \
    V t208 = K##add(t108, t144); \
    V t209 = K##add(t120, t132); \
    V t210 = K##sub(t108, t144); \
    V t211 = K##sub(t120, t132); \
    V t212 = K##add(t19, t208); \
    V t213 = K##add(t212, t209); \
    V t214 = K##rfma(t208, 3.090169943749474241022934171828190589e-1L, t19); \
    V t215 = K##rmul(t210, 9.510565162951535721164393333793821434e-1L); \
    V t216 = K##rfma(t209, (-8.090169943749474241022934171828190589e-1L), t214); \
    V t217 = K##rfma(t211, 5.877852522924731291687059546390727686e-1L, t215); \
    V t219 = K##addi(t216, t217); \
    V t220 = K##subi(t216, t217); \
    V t221 = K##rfma(t208, (-8.090169943749474241022934171828190589e-1L), t19); \
    V t222 = K##rmul(t210, 5.877852522924731291687059546390727686e-1L); \
    V t223 = K##rfma(t209, 3.090169943749474241022934171828190589e-1L, t221); \
    V t224 = K##rfma(t211, (-9.510565162951535721164393333793821434e-1L), t222); \
    V t226 = K##addi(t223, t224); \
    V t227 = K##subi(t223, t224); \
    V t228 = K##add(t111, t147); \
    V t229 = K##add(t123, t135); \
    V t230 = K##sub(t111, t147); \
    V t231 = K##sub(t123, t135); \
    V t232 = K##add(t12, t228); \
    V t233 = K##add(t232, t229); \
    V t234 = K##rfma(t228, 3.090169943749474241022934171828190589e-1L, t12); \
    V t235 = K##rmul(t230, 9.510565162951535721164393333793821434e-1L); \
    V t236 = K##rfma(t229, (-8.090169943749474241022934171828190589e-1L), t234); \
    V t237 = K##rfma(t231, 5.877852522924731291687059546390727686e-1L, t235); \
    V t239 = K##addi(t236, t237); \
    V t240 = K##subi(t236, t237); \
    V t241 = K##rfma(t228, (-8.090169943749474241022934171828190589e-1L), t12); \
    V t242 = K##rmul(t230, 5.877852522924731291687059546390727686e-1L); \
    V t243 = K##rfma(t229, 3.090169943749474241022934171828190589e-1L, t241); \
    V t244 = K##rfma(t231, (-9.510565162951535721164393333793821434e-1L), t242); \
    V t246 = K##addi(t243, t244); \
    V t247 = K##subi(t243, t244); \
    b[0] = t153; \
    b[1] = t173; \
    b[2] = t193; \
    b[3] = t213; \
    b[4] = t233; \
    b[5] = t159; \
    b[6] = t179; \
    b[7] = t199; \
    b[8] = t219; \
    b[9] = t239; \
    b[10] = t166; \
    b[11] = t186; \
    b[12] = t206; \
    b[13] = t226; \
    b[14] = t246; \
    b[15] = t167; \
    b[16] = t187; \
    b[17] = t207; \
    b[18] = t227; \
    b[19] = t247; \
    b[20] = t160; \
    b[21] = t180; \
    b[22] = t200; \
    b[23] = t220; \
    b[24] = t240; \
  } while (0)
/* >>codelets: END GENERATED CODE */


/* The codelets' complex operations (see tools/gen_codelets.py) over a vector type V with
   ld/st/add/sub/mul/fma/set1/swap/pm, as kind K; raddi(a, b, c) = a + c*i*b, one fma with
   the constant c*pm (the 1/sqrt(2) of an 8-point butterfly folded into its last sums). */
#define DFT__VKIND(V, K, T)                                                                                   \
  static DFT__INLINE V K##add(V a, V b) { return V##_add(a, b); }                                             \
  static DFT__INLINE V K##sub(V a, V b) { return V##_sub(a, b); }                                             \
  static DFT__INLINE V K##muli(V a) { return V##_mul(V##_swap(a), V##_pm()); }                                \
  static DFT__INLINE V K##mulmi(V a) { return V##_mul(V##_swap(a), V##_sub(V##_set1(0), V##_pm())); }         \
  static DFT__INLINE V K##addi(V a, V b) { return V##_fma(V##_swap(b), V##_pm(), a); }                        \
  static DFT__INLINE V K##subi(V a, V b) { return V##_fma(V##_swap(b), V##_sub(V##_set1(0), V##_pm()), a); }  \
  static DFT__INLINE V K##rmul(V a, long double c) { return V##_mul(a, V##_set1((T)c)); }                     \
  static DFT__INLINE V K##rfma(V a, long double c, V b) { return V##_fma(a, V##_set1((T)c), b); }             \
  static DFT__INLINE V K##raddi(V a, V b, long double c)                                                      \
  { return V##_fma(V##_swap(b), V##_mul(V##_pm(), V##_set1((T)c)), a); }

/* A whole transform of P points by its codelet, direction D, on one complex per vector
   (dft__h##S), x to y (it reads every input before it writes an output), times sc;
   dft__pcl_pick returns it for n = P, and commit keeps it for a bare row (prog->bfn). */
#define DFT__PCL(P, D, T, S)                                                                      \
  static DFT__NOINLINE void dft__pcl_##D##P##S(const dft__c##S *x, dft__c##S *y, T sc)            \
  {                                                                                               \
    dft__h##S a_[P], b_[P];                                                                       \
    int k_;                                                                                       \
    DFT__UNROLL                                                                                   \
    for (k_ = 0; k_ < P; k_++) a_[k_] = dft__h##S##_ld((const T *)(const void *)(x + k_));        \
    DFT__CL_##D##P(dft__h##S, dft__hk##S##_, a_, b_);                                             \
    if (sc != (T)1)                                                                               \
      DFT__UNROLL for (k_ = 0; k_ < P; k_++) b_[k_] = dft__h##S##_mul(b_[k_], dft__h##S##_set1(sc));\
    DFT__UNROLL                                                                                   \
    for (k_ = 0; k_ < P; k_++) dft__h##S##_st((T *)(void *)(y + k_), b_[k_]);                     \
  }
#define DFT__PCL_FB(P, T, S) DFT__PCL(P, F, T, S) DFT__PCL(P, B, T, S)
#define DFT__PICK_PCL(P, T, S) case P: return inv ? dft__pcl_B##P##S : dft__pcl_F##P##S;

/* One Stockham stage of a generated radix P, direction D (F or B), precision S:
   a_r = x[q + L*(j + r*m)];  y[q + L*(P*j + k)] = b_k * w^(jk), b = DFT_P(a).
   SIMD across q (the L interleaved sub-sequences) when L holds a full vector; where x and
   y do not overlap and C leaves two lanes or more of L, one more vector overlaps the last
   whole one (lanes computed twice, the same values), else the lanes past the whole vectors
   go one at a time, as do all of them when L < C (one lane costs a vector's operations:
   at 256 bits complex doubles 15625 took 2% more instructions with the overlap). The twiddles w^(jk) are tw[j*(P-1) + k-1], or
   twt[(k-1)*m + j] when twt is given (a plan's first stage). */
#define DFT__DIRSIGN_F 1 /* forward twiddles as they are, backward conjugated */
#define DFT__DIRSIGN_B (-1)
#define DFT__TWSIGN_F(V) V##_pm() /* twiddle sign vectors of a vector type V */
#define DFT__TWSIGN_B(V) V##_sub(V##_set1(0), V##_pm())
/* b * w forward, b * conj(w) backward, given wr = dupre(w) and wi = dupim(w) */
#define DFT__TWMUL_F(V, b, wr, wi) V##_fmaddsub(b, wr, V##_mul(V##_swap(b), wi))
#define DFT__TWMUL_B(V, b, wr, wi) V##_fmsubadd(b, wr, V##_mul(V##_swap(b), wi))
/* The radices with Stockham stages of their own (generated codelets): X(P, T, S) for each;
   their instances and the pick functions' cases. Those of DFT__S1_RADICES also have a
   first stage for one sequence (DFT__STAGE1); 6, 10, 12, 14, 15 and 20 do not: a plan of
   their length is one stage (dft__factor, dft__pfa_len), and dft__order puts 6, 10, 12 and 15 first only
   where its model finds the stage cheaper without. 14 is whole transforms and rows only
   (dft__order does not merge 2 x 7: complex double 126 as 9 x 14 read 1.06x FFTW, as 7 3 6
   1.41x, session 69); so is 20 (4 x 5 by the prime factor algorithm: as a stage of
   dft__order's plans complex 8000 and 20000 points ran 0.84-0.89x the speed of 4 and 5).
   DFT__SHORT_RADICES are also whole short transforms (register rows, dft__pcl_*); so is
   25, whose plan is 5 x 5 (dft__codelet_len). */
#define DFT__S1_SHORT(X, T, S) \
  X(2, T, S) X(3, T, S) X(4, T, S) X(5, T, S) X(7, T, S) X(8, T, S) X(9, T, S) X(11, T, S) \
  X(13, T, S) X(16, T, S)
#define DFT__S1_RADICES(X, T, S) DFT__S1_SHORT(X, T, S) X(25, T, S)
#define DFT__SHORT_RADICES(X, T, S) \
  DFT__S1_SHORT(X, T, S) X(6, T, S) X(10, T, S) X(12, T, S) X(14, T, S) X(15, T, S) X(20, T, S)
#define DFT__STAGE_RADICES(X, T, S) DFT__SHORT_RADICES(X, T, S) X(25, T, S)
#define DFT__STAGE_FB(P, T, S) DFT__STAGE(P, F, T, S) DFT__STAGE(P, B, T, S)
#define DFT__STAGE1_FB(P, T, S) DFT__STAGE1(P, F, T, S) DFT__STAGE1(P, B, T, S)
#define DFT__PICK_ST(P, T, S) case P: return inv ? dft__st_B##P##S : dft__st_F##P##S;
#define DFT__PICK_S1(P, T, S) case P: return inv ? dft__s1n_B##P##S : dft__s1n_F##P##S;
#define DFT__ROWS_FB(P, T, S) DFT__ROWS(P, F, T, S) DFT__ROWS(P, B, T, S)
/* The lengths of the register row kernels (DFT__ROWS), per engine: every stage radix
   (DFT__STAGE_RADICES; 25 since session 70: 1000 rows of complex doubles 0.79x -> 1.26x-1.67x
   FFTW against the two stages of 5 in groups, floats 0.84x -> 1.55x-1.62x); on the wide
   float engine, whose plans take no short rows but as parts of longer ones, 8 and 16 (real
   single 128^3 ran 1.5x slower without them). */
#define DFT__ROWS_LENGTHS_f DFT__STAGE_RADICES
#define DFT__ROWS_LENGTHS_d DFT__STAGE_RADICES
#define DFT__ROWS_LENGTHS_e DFT__STAGE_RADICES
#define DFT__ROWS_LENGTHS_g(X, T, S) X(8, T, S) X(16, T, S)
#define DFT__PICK_RW(P, T, S) case P: return inv ? dft__rw_B##P##S : dft__rw_F##P##S;
#define DFT__CASE_P(P, T, S) case P:
/* Whether radix p has Stockham stages of its own (else dft__st_gen). */
static int dft__has_stage(int p)
{
  switch (p) {
  DFT__STAGE_RADICES(DFT__CASE_P, 0, 0) return 1;
  default: return 0;
  }
}
/* Whether one sequence of n points runs as one generated codelet (dft__pcl_*): the stage
   radices, and 17. Where its plan has a DFT__SMALL2 kernel (16 = 4 x 4) that runs instead;
   25 is planned 5 x 5 (dft__factor) for the stages across rows and groups (one radix-25
   stage spills there: 1000 real double rows of 50 ran 1.13x the time) and runs as its
   codelet for one sequence (one transform of 25 complex doubles 0.51-0.59x the time of 5 x
   5, floats 0.69x; real 50 0.75-0.92x), not for the short batches of DFT__BROWS (commit
   gives those only one-stage plans: 3 rows of 25 complex floats one codelet call each took
   1.56x the time of the register rows). */
static int dft__codelet_len(int64_t n)
{
  return n == 17 || (n <= 25 && dft__has_stage((int)n));
}
/* Whether n points are one codelet of the prime factor algorithm, a plan of one stage
   (dft__factor): the DFT__SHORT_RADICES without a first stage (DFT__S1_SHORT), 6, 10, 12,
   14, 15 and 20. */
static int dft__pfa_len(int64_t n)
{
  if (n >= 25 || !dft__has_stage((int)n)) return 0;
  switch ((int)n) {
  DFT__S1_SHORT(DFT__CASE_P, 0, 0) return 0;
  default: return 1;
  }
}
/* A first stage (L = 1, m >= W/2, y != x) SIMD across j with per-lane twiddles
   (twt[(k-1)*m + j]): blocks of outputs are transposed so each j's P outputs are stored
   whole, the P % cpv outputs left (odd radices) lane by lane; a last block short of cpv
   overlaps the one before. dft__s1n: the same, not inlined (the generic plans' loop calls
   it through dft__stage1_pick: inside the stage functions its code slowed their other
   loops, radix 5 +1.3% at 1000 points). */
#define DFT__STAGE1(P, D, T, S)                                                                   \
  static DFT__INLINE void dft__s1b_##D##P##S(int64_t j, int64_t m, const dft__c##S *x,            \
                                            dft__c##S *y, const dft__c##S *twt)                   \
  {                                                                                               \
    enum { C = DFT__W##S / 2 };                                                                   \
    dft__v##S a[P], b[P];                                                                         \
    int k, i;                                                                                     \
    DFT__UNROLL for (k = 0; k < P; k++) a[k] = dft__v##S##_ld((const T *)(const void *)(x + j + k * m)); \
    DFT__CL_##D##P(dft__v##S, dft__vk##S##_, a, b);                                               \
    DFT__UNROLL for (k = 1; k < P; k++) {                                                         \
      const dft__v##S w = dft__v##S##_ld((const T *)(const void *)(twt + (k - 1) * m + j));       \
      b[k] = DFT__TWMUL_##D(dft__v##S, b[k], dft__v##S##_dupre(w), dft__v##S##_dupim(w));         \
    }                                                                                             \
    DFT__UNROLL for (k = 0; k + C <= P; k += C) {                                                 \
      dft__v##S##_tr(b + k);                                                                      \
      DFT__UNROLL for (i = 0; i < C; i++) dft__v##S##_st((T *)(void *)(y + P * (j + i) + k), b[k + i]); \
    }                                                                                             \
    DFT__UNROLL for (; k < P; k++) {                                                              \
      dft__c##S o[C];                                                                             \
      dft__v##S##_st((T *)(void *)o, b[k]);                                                       \
      DFT__UNROLL for (i = 0; i < C; i++) y[P * (j + i) + k] = o[i];                              \
    }                                                                                             \
  }                                                                                               \
  static DFT__INLINE void dft__s1_##D##P##S(int64_t m, const dft__c##S *x, dft__c##S *y,          \
                                           const dft__c##S *twt)                                  \
  {                                                                                               \
    enum { C = DFT__W##S / 2 };                                                                   \
    int64_t j;                                                                                    \
    for (j = 0; j + C <= m; j += C) dft__s1b_##D##P##S(j, m, x, y, twt);                          \
    if (j < m) dft__s1b_##D##P##S(m - C, m, x, y, twt);                                           \
  }                                                                                               \
  static DFT__NOINLINE void dft__s1n_##D##P##S(int64_t m, const dft__c##S *x, dft__c##S *y,       \
                                              const dft__c##S *twt)                               \
  {                                                                                               \
    dft__s1_##D##P##S(m, x, y, twt);                                                              \
  }
/* Radices up to DFT__TW_HOIST hold a stage's twiddles in registers across its q loop;
   longer ones broadcast them per use (25: 48 twiddle vectors beside 25 of data spilled;
   make ab against holding them: 1000 = 8 x 25 x 5 0.87x, 968 = 8 x 11 x 11 0.91x). */
#ifndef DFT__TW_HOIST
#define DFT__TW_HOIST 9
#endif
/* In DFT__STAGE: part c (re, im) of twiddle k as a vector, held (wr, wi) or broadcast from w */
#define DFT__TW_V(P, S, held, c) ((P) <= DFT__TW_HOIST ? (held)[k] : dft__v##S##_set1(w[k - 1].c))
/* One vector of a stage's L sequences, q.. of column j (DFT__STAGE). */
#define DFT__STAGE_V(P, D, T, S, q)                                                                \
  do {                                                                                            \
    dft__v##S a[P], b[P];                                                                         \
    DFT__UNROLL for (k = 0; k < P; k++) a[k] = dft__v##S##_ld((const T *)(const void *)(xj + (q) + k * as)); \
    DFT__CL_##D##P(dft__v##S, dft__vk##S##_, a, b);                                               \
    dft__v##S##_st((T *)(void *)(yj + (q)), b[0]);                                                \
    if (j == 0) /* twiddles 1: all of the last stage (m = 1) */                                   \
      DFT__UNROLL for (k = 1; k < P; k++) dft__v##S##_st((T *)(void *)(yj + (q) + k * L), b[k]);  \
    else                                                                                          \
      DFT__UNROLL for (k = 1; k < P; k++)                                                         \
        dft__v##S##_st((T *)(void *)(yj + (q) + k * L),                                           \
                       DFT__TWMUL_##D(dft__v##S, b[k], DFT__TW_V(P, S, wr, re), DFT__TW_V(P, S, wi, im)));\
  } while (0)
#define DFT__STAGE(P, D, T, S)                                                                    \
  static DFT__INLINE void dft__st_##D##P##S(int p, int64_t m, int64_t L, const dft__c##S *x,      \
                                           dft__c##S *y, const dft__c##S *tw, const dft__c##S *twt)\
  {                                                                                               \
    const int64_t as = L * m, cpv = DFT__W##S / 2;                                                \
    const dft__h##S hsg = DFT__TWSIGN_##D(dft__h##S);                                             \
    const uintptr_t xa = (uintptr_t)x, ya = (uintptr_t)y, sz = (uintptr_t)(as * P) * sizeof *x;   \
    const int over = L > cpv && L % cpv > 1 && (xa + sz <= ya || ya + sz <= xa); /* see above */  \
    int64_t j, q;                                                                                 \
    int k;                                                                                        \
    (void)p;                                                                                      \
    for (j = 0; j < m; j++) {                                                                     \
      const dft__c##S *xj = x + L * j, *w = tw + j * (P - 1);                                     \
      dft__c##S *yj = y + L * P * j, wt[P];                                                       \
      if (twt) { /* a first stage keeps its twiddles transposed only (dft__s1_ when L = 1) */     \
        DFT__UNROLL for (k = 1; k < P; k++) wt[k - 1] = twt[(k - 1) * m + j];                     \
        w = wt;                                                                                   \
      }                                                                                           \
      q = 0;                                                                                      \
      if (L >= cpv) { /* SIMD across the L interleaved sub-sequences */                           \
        dft__v##S wr[P], wi[P];                                                                   \
        if (P <= DFT__TW_HOIST) DFT__UNROLL for (k = 1; k < P; k++) {                             \
          wr[k] = dft__v##S##_set1(w[k - 1].re);                                                  \
          wi[k] = dft__v##S##_set1(w[k - 1].im);                                                  \
        }                                                                                         \
        for (; q + cpv <= L; q += cpv) DFT__STAGE_V(P, D, T, S, q);                                  \
        if (over) DFT__STAGE_V(P, D, T, S, L - cpv);                                              \
      }                                                                                           \
      for (q = L < cpv ? 0 : over ? L : L - L % cpv; q < L; q++) { /* lanes left, one at a time */ \
        dft__h##S a[P], b[P];                                                                     \
        DFT__UNROLL for (k = 0; k < P; k++) a[k] = dft__h##S##_ld((const T *)(const void *)(xj + q + k * as)); \
        DFT__CL_##D##P(dft__h##S, dft__hk##S##_, a, b);                                           \
        dft__h##S##_st((T *)(void *)(yj + q), b[0]);                                              \
        DFT__UNROLL for (k = 1; k < P; k++)                                                       \
          dft__h##S##_st((T *)(void *)(yj + q + k * L),                                           \
                         dft__h##S##_fma(dft__h##S##_swap(b[k]), dft__h##S##_mul(dft__h##S##_set1(w[k - 1].im), hsg),\
                                         dft__h##S##_mul(b[k], dft__h##S##_set1(w[k - 1].re))));  \
      }                                                                                           \
    }                                                                                             \
  }

/* dft__st_gen on one vector of its sequences, V a vector prefix (dft__v_*: W/2 of them;
   dft__h_*: one): the inputs' sums sv and differences dv, then the outputs k + 1 .. k + K
   and p - 1 - k .. p - K - k, K at a time so that their sums stay in registers
   (DFT__GEN_CHUNK); the twiddles w^(jk) times wsg on their imaginary parts (conjugated
   backward). */
#if defined(__AVX512F__) || defined(__aarch64__)
#define DFT__GEN_K 8 /* 32 vector registers */
#else
#define DFT__GEN_K 4
#endif
#define DFT__GEN_CHUNK(V, T, K)                                                               \
  do {                                                                                        \
    V e_[K], f_[K];                                                                           \
    int r_, i_;                                                                               \
    DFT__UNROLL for (i_ = 0; i_ < (K); i_++) { e_[i_] = a0_; f_[i_] = V##_set1(0); }          \
    for (r_ = 0; r_ < h; r_++) {                                                              \
      const T *c_ = ct + r_ * h + k_, *n_ = st + r_ * h + k_;                                 \
      DFT__UNROLL for (i_ = 0; i_ < (K); i_++) {                                              \
        e_[i_] = V##_fma(V##_set1(c_[i_]), sv_[r_], e_[i_]);                                  \
        f_[i_] = V##_fma(V##_set1(n_[i_]), dv_[r_], f_[i_]);                                  \
      }                                                                                       \
    }                                                                                         \
    DFT__UNROLL for (i_ = 0; i_ < (K); i_++) {                                                \
      const V t_ = V##_mul(V##_swap(f_[i_]), sgv_);                                           \
      V u_ = V##_add(e_[i_], t_), v_ = V##_sub(e_[i_], t_);                                   \
      const int ku_ = k_ + i_, kv_ = p - 2 - k_ - i_;                                         \
      if (j) {                                                                                \
        u_ = V##_fma(V##_swap(u_), V##_mul(V##_set1(w[ku_].im), tsg_), V##_mul(u_, V##_set1(w[ku_].re)));\
        v_ = V##_fma(V##_swap(v_), V##_mul(V##_set1(w[kv_].im), tsg_), V##_mul(v_, V##_set1(w[kv_].re)));\
      }                                                                                       \
      V##_st((T *)(void *)(b_ + (ku_ + 1) * L), u_);                                          \
      V##_st((T *)(void *)(b_ + (kv_ + 1) * L), v_);                                          \
    }                                                                                         \
  } while (0)
#define DFT__GEN_VEC(V, T, S, q)                                                              \
  do {                                                                                        \
    const dft__c##S *a_ = x + (q) + L * j;                                                    \
    dft__c##S *b_ = y + (q) + L * p * j;                                                      \
    const V sgv_ = V##_mul(V##_pm(), V##_set1(sg)), tsg_ = V##_mul(V##_pm(), V##_set1(wsg));  \
    V sv_[DFT__MAX_ODD / 2], dv_[DFT__MAX_ODD / 2], a0_ = V##_ld((const T *)(const void *)a_), o_ = a0_;\
    int r_, k_;                                                                               \
    for (r_ = 0; r_ < h; r_++) {                                                              \
      const V u_ = V##_ld((const T *)(const void *)(a_ + (r_ + 1) * as));                     \
      const V v_ = V##_ld((const T *)(const void *)(a_ + (p - 1 - r_) * as));                 \
      sv_[r_] = V##_add(u_, v_); dv_[r_] = V##_sub(u_, v_);                                   \
      o_ = V##_add(o_, sv_[r_]);                                                              \
    }                                                                                         \
    V##_st((T *)(void *)b_, o_);                                                              \
    for (k_ = 0; k_ + DFT__GEN_K <= h; k_ += DFT__GEN_K) DFT__GEN_CHUNK(V, T, DFT__GEN_K);    \
    for (; k_ + 4 <= h; k_ += 4) DFT__GEN_CHUNK(V, T, 4);                                     \
    for (; k_ + 2 <= h; k_ += 2) DFT__GEN_CHUNK(V, T, 2);                                     \
    for (; k_ < h; k_++) DFT__GEN_CHUNK(V, T, 1);                                             \
  } while (0)

/* Short transforms of C = W/2 rows ("lanes") at once, each vector holding one element
   of every lane; DFT__LANES_LD puts element e0 + (u / C)*es + u % C in a[u]. With
   xs == 0 the lanes are contiguous rows at x + xo[g] (scalars), read as C-element
   blocks and transposed in registers (DFT__ROWS gathers element by element, ldl, where C
   does not divide the length); otherwise the lanes are adjacent (a block of
   columns), element e of all of them one vector at x + xo[0] + e*xs. The same for
   y, yo, ys. All inputs are read before any output is written. */
#define DFT__LANES_LD(S, a, x, xo, xs, e0, es, cnt)                                               \
  do {                                                                                            \
    int u_, v_;                                                                                   \
    if (xs) DFT__UNROLL for (u_ = 0; u_ < (cnt); u_++)                                            \
        (a)[u_] = dft__v##S##_ld((x) + (xo)[0] + ((e0) + u_ / C * (es) + u_ % C) * (xs));         \
    else /* blocks of C lanes x C elements */                                                     \
      DFT__UNROLL for (u_ = 0; u_ < (cnt); u_ += C) {                                             \
        DFT__UNROLL for (v_ = 0; v_ < C; v_++)                                                    \
          (a)[u_ + v_] = dft__v##S##_ld((x) + (xo)[v_] + 2 * ((e0) + u_ / C * (es)));             \
        dft__v##S##_tr((a) + u_);                                                                 \
      }                                                                                           \
  } while (0)
/* The same for C contiguous rows of P complex numbers at the lanes' own pointers xp[0..C-1]
   (in) and yp (out), which the caller advances row group by row group: constant offsets
   from a register each (x + xo[i] + 2k took a register per sum, spilled to the stack). */
#define DFT__LANES_LDP(S, a, xp, P)                                                               \
  do {                                                                                            \
    int u_, v_;                                                                                   \
    DFT__UNROLL for (u_ = 0; u_ < (P); u_ += C) {                                                 \
      DFT__UNROLL for (v_ = 0; v_ < C; v_++) (a)[u_ + v_] = dft__v##S##_ld((xp)[v_] + 2 * u_);    \
      dft__v##S##_tr((a) + u_);                                                                   \
    }                                                                                             \
  } while (0)
#define DFT__LANES_STP(S, yp, a, P)                                                               \
  do {                                                                                            \
    int u_, v_;                                                                                   \
    DFT__UNROLL for (u_ = 0; u_ < (P); u_ += C) {                                                 \
      dft__v##S##_tr((a) + u_);                                                                   \
      DFT__UNROLL for (v_ = 0; v_ < C; v_++) dft__v##S##_st((yp)[v_] + 2 * u_, (a)[u_ + v_]);     \
    }                                                                                             \
  } while (0)
/* Prefetch, pf groups on (xst scalars a group; pf 0: none, the caller's choice from the
   pass's size, dft__route_pick), of a contiguous row of m scalars T at x + o, line by
   line, where it spans 256 bytes or more or a group of C such rows 1 KiB or more (shorter:
   slower with it), and of the C lanes' rows (lanes that are contiguous rows, xs == 0).
   Batches of 64 complex doubles ran at 0.98x FFTW without it once their arrays left the
   cache (1.1 ms a call against 0.44 ms with it); rows that stay in the cache (64 x 64
   real) ran up to 10% slower with it. Rows of 128 bytes (session 53, make ab, B/A time
   with it): 8 lanes of 16 complex floats x 10^4, 2 x 10^4, 4 x 10^4 0.82, 0.86, 0.68, of
   real 32 floats x 10^4 and 4 x 10^4 0.90 and 0.84; 4 lanes of 8 complex doubles x 10^4
   and 4 x 10^4 1.10 and 1.22. */
#define DFT__ROW_PF(T, x, o, xst, m, cnt)                                                         \
  do {                                                                                            \
    if (pf && (cnt) > pf && ((m) * (int)sizeof(T) >= 256 || C * (m) * (int)sizeof(T) >= 1024))    \
      dft__prefetch_lines((x) + pf * (xst) + (o), 64, ((m) * (int)sizeof(T) + 63) / 64);          \
  } while (0)
#define DFT__LANES_PF(T, x, xo, xs, xst, m, cnt)                                                  \
  do {                                                                                            \
    int l_;                                                                                       \
    if (!(xs)) DFT__UNROLL for (l_ = 0; l_ < C; l_++) DFT__ROW_PF(T, x, (xo)[l_], xst, m, cnt);   \
  } while (0)
#define DFT__ROWS(P, D, T, S)                                                                     \
  static void dft__rw_##D##P##S(const T *x, const int64_t *xo_, int64_t xs, T *y,                 \
                                const int64_t *yo_, int64_t ys, const void *twt, T sc,            \
                                int64_t cnt, int64_t xst, int64_t yst, int pf)                    \
  {                                                                                               \
    enum { C = DFT__W##S / 2, N = (P + C - 1) / C * C, BL = P % C == 0 }; /* BL: C x C blocks */  \
    dft__v##S a[N], b[N];                                                                         \
    /* up to 2 lanes, their offsets in registers: a vector store may alias xo_ and yo_, so  \
       the loop reloaded them after each store (make ab both ways round, Zen 4 VM, B/A time: \
       complex double 8 x 10^4 0.95-0.96, 15 x 10^4 0.86-0.93, 10 x 10^4 0.97-0.99); not at  \
       4 lanes, whose 8 registers it takes (single 12 x 16 1.08, double 8^3 1.03) */          \
    int64_t xl[C], yl[C];                                                                         \
    const int64_t *const xo = C <= 2 ? xl : xo_, *const yo = C <= 2 ? yl : yo_;                   \
    int k, i;                                                                                     \
    (void)twt;                                                                                    \
    DFT__UNROLL for (i = 0; i < C; i++) { xl[i] = xo_[i]; yl[i] = yo_[i]; }                       \
    /* whole contiguous rows in and out, up to 4 lanes: a pointer a lane, advanced by the     \
       group's step, so that the C x C blocks load and store at constant offsets (the          \
       offsets' sums took a register each, spilled to the stack: make ab both ways round, Zen  \
       4 VM, B/A time, complex double 8 x 10^4 0.92, 8 x 100 0.89, 10 x 10^4 0.92, 12 x 16     \
       0.86, 4 x 1000 0.89, 8^2 0.88, 6 x 10 0.93; 4 lanes: single 8 x 10^4 0.88, 8 x 100      \
       0.81, 4 x 1000 0.83, double 8^3 0.92, single 16 x 10^4, 16^2, 8^2 1.00) */              \
    if (C <= 4 && BL && !xs && !ys) {                                                             \
      const T *xp[C];                                                                             \
      T *yp[C];                                                                                   \
      DFT__UNROLL for (i = 0; i < C; i++) { xp[i] = x + xl[i]; yp[i] = y + yl[i]; }               \
      for (; cnt > 0; cnt--) {                                                                    \
        DFT__LANES_LDP(S, a, xp, P);                                                              \
        DFT__CL_##D##P(dft__v##S, dft__vk##S##_, a, b);                                           \
        if (sc != (T)1)                                                                           \
          DFT__UNROLL for (k = 0; k < P; k++) b[k] = dft__v##S##_mul(b[k], dft__v##S##_set1(sc)); \
        DFT__LANES_STP(S, yp, b, P);                                                              \
        DFT__UNROLL for (i = 0; i < C; i++) {                                                     \
          DFT__ROW_PF(T, xp[i], 0, xst, 2 * P, cnt);                                              \
          xp[i] += xst; yp[i] += yst;                                                             \
        }                                                                                         \
      }                                                                                           \
      return;                                                                                     \
    }                                                                                             \
    for (; cnt > 0; cnt--, x += xst, y += yst) {                                                  \
      DFT__LANES_PF(T, x, xo, xs, xst, 2 * P, cnt);                                               \
      if (BL || xs) DFT__LANES_LD(S, a, x, xo, xs, 0, C, P);                                      \
      else DFT__ROWS_LDL(S, a, x, xo, P);                                                         \
      DFT__CL_##D##P(dft__v##S, dft__vk##S##_, a, b);                                             \
      if (sc != (T)1)                                                                             \
        DFT__UNROLL for (k = 0; k < P; k++) b[k] = dft__v##S##_mul(b[k], dft__v##S##_set1(sc));   \
      if (ys) DFT__UNROLL for (k = 0; k < P; k++) dft__v##S##_st(y + yo[0] + k * ys, b[k]);       \
      else if (!BL) DFT__ROWS_STL(S, y, yo, b, P);                                                \
      else                                                                                        \
        DFT__UNROLL for (k = 0; k < P; k += C) {                                                  \
          dft__v##S##_tr(b + k);                                                                  \
          DFT__UNROLL for (i = 0; i < C; i++) dft__v##S##_st(y + yo[i] + 2 * k, b[k + i]);        \
        }                                                                                         \
    }                                                                                             \
  }
/* n = P1 * P2 in two fused Stockham stages (radix P1 with the plan's transposed
   twiddles twt[(k-1)*P2 + j] = w^(jk), then radix P2), the intermediate in registers
   and on the stack; C divides P1 and P2. Lanes that are contiguous rows in and out go
   one at a time, SIMD across the row; adjacent lanes go C at a time. */
#define DFT__ROWS2(P1, P2, D, T, S)                                                               \
  static void dft__rw_##D##P1##x##P2##S(const T *x, const int64_t *xo, int64_t xs, T *y,          \
                                        const int64_t *yo, int64_t ys, const void *twt, T sc,     \
                                        int64_t cnt, int64_t xst, int64_t yst, int pf)            \
  {                                                                                               \
    enum { C = DFT__W##S / 2, N1 = P1 > C ? P1 : C, N2 = P2 > C ? P2 : C,                         \
           UO = P1 * P2 <= 64 }; /* outer loops unrolled (DFT__UNROLL_IF) */                      \
    const dft__c##S *tw = (const dft__c##S *)twt;                                                 \
    dft__v##S t[P1 * P2], a[N1], b[N1], o[N2 * C];                                                \
    int j, k, r, i;                                                                               \
    if (P1 % C || P2 % C) return; /* an instance the pickers never take (512-bit floats: 8 x 4) */\
    if (!xs && !ys) {                                                                             \
      /* whole contiguous rows: one DFT__SMALL2 call each, the twiddles split once a call */      \
      dft__c##S wr[(P1 - 1) * P2], wi[(P1 - 1) * P2];                                             \
      int l;                                                                                      \
      for (k = 0; k < (P1 - 1) * P2; k++) {                                                       \
        wr[k].re = wr[k].im = tw[k].re;                                                           \
        wi[k].re = -(T)DFT__DIRSIGN_##D * tw[k].im;                                               \
        wi[k].im = (T)DFT__DIRSIGN_##D * tw[k].im;                                                \
      }                                                                                           \
      /* lanes evenly spaced (a batch's rows: xo[l] = xo[0] + l*dx, xst = C*dx): one stream   \
         of rows (make ab both ways round, Zen 4 VM, B/A time: complex double 16 x 10^4 0.98,  \
         64 x 10^4 0.95) */                                                                     \
      {                                                                                           \
        const int64_t dx = xst / C, dy = yst / C;                                                 \
        const T *xr = x + xo[0];                                                                  \
        T *yr = y + yo[0];                                                                        \
        for (l = 0; l < C && xo[l] - xo[0] == l * dx && yo[l] - yo[0] == l * dy; l++) {}         \
        if (l == C && xst == C * dx && yst == C * dy) {                                           \
          for (cnt *= C; cnt > 0; cnt--, xr += dx, yr += dy) {                                    \
            const dft__c##S *xc = (const dft__c##S *)(const void *)xr;                            \
            dft__c##S *yc = (dft__c##S *)(void *)yr;                                              \
            DFT__ROW_PF(T, xr, 0, xst, 2 * P1 * P2, cnt / C);                                     \
            if (P1 * P2 <= DFT__SMB_MAX) dft__smb_##D##P1##x##P2##S(xc, yc, wr, wi, sc);          \
            else dft__sm_##D##P1##x##P2##S(xc, yc, wr, wi, sc);                                   \
          }                                                                                       \
          return;                                                                                 \
        }                                                                                         \
      }                                                                                           \
      for (; cnt > 0; cnt--, x += xst, y += yst)                                                  \
        for (l = 0; l < C; l++) {                                                                 \
          const dft__c##S *xl = (const dft__c##S *)(const void *)(x + xo[l]);                     \
          dft__c##S *yl = (dft__c##S *)(void *)(y + yo[l]);                                       \
          DFT__ROW_PF(T, x, xo[l], xst, 2 * P1 * P2, cnt);                                        \
          if (P1 * P2 <= DFT__SMB_MAX) dft__smb_##D##P1##x##P2##S(xl, yl, wr, wi, sc); /* inlined */\
          else dft__sm_##D##P1##x##P2##S(xl, yl, wr, wi, sc);                                     \
        }                                                                                         \
      return;                                                                                     \
    }                                                                                             \
    for (; cnt > 0; cnt--, x += xst, y += yst) {                                                  \
      DFT__LANES_PF(T, x, xo, xs, xst, 2 * P1 * P2, cnt);                                         \
      DFT__UNROLL_IF(UO) for (j = 0; j < P2; j += C) {                                            \
        dft__v##S in[N1 * C]; /* in[r*C + i]: element j + i + P2*r */                             \
        DFT__LANES_LD(S, in, x, xo, xs, j, P2, P1 * C);                                           \
        DFT__UNROLL_IF(UO) for (i = 0; i < C; i++) {                                              \
          DFT__UNROLL for (r = 0; r < P1; r++) a[r] = in[r * C + i];                              \
          DFT__CL_##D##P1(dft__v##S, dft__vk##S##_, a, b);                                        \
          t[j + i] = b[0];                                                                        \
          DFT__UNROLL for (k = 1; k < P1; k++) {                                                  \
            const dft__c##S w = tw[(k - 1) * P2 + j + i];                                         \
            t[k * P2 + j + i] = DFT__TWMUL_##D(dft__v##S, b[k], dft__v##S##_set1(w.re), dft__v##S##_set1(w.im));\
          }                                                                                       \
        }                                                                                         \
      }                                                                                           \
      DFT__UNROLL_IF(UO) for (k = 0; k < P1; k += C) {                                            \
        DFT__UNROLL_IF(UO) for (i = 0; i < C; i++) { /* o[k2*C + i]: output k + i + P1*k2 */      \
          dft__v##S a2[N2], b2[N2];                                                               \
          DFT__UNROLL for (j = 0; j < P2; j++) a2[j] = t[(k + i) * P2 + j];                       \
          DFT__CL_##D##P2(dft__v##S, dft__vk##S##_, a2, b2);                                      \
          DFT__UNROLL for (j = 0; j < P2; j++)                                                    \
            o[j * C + i] = sc != (T)1 ? dft__v##S##_mul(b2[j], dft__v##S##_set1(sc)) : b2[j];     \
        }                                                                                         \
        DFT__UNROLL_IF(UO) for (j = 0; j < P2; j++) {                                             \
          if (ys) DFT__UNROLL for (i = 0; i < C; i++) dft__v##S##_st(y + yo[0] + (k + i + P1 * j) * ys, o[j * C + i]); \
          else {                                                                                  \
            dft__v##S##_tr(o + j * C);                                                            \
            DFT__UNROLL for (i = 0; i < C; i++) dft__v##S##_st(y + yo[i] + 2 * (k + P1 * j), o[j * C + i]); \
          }                                                                                       \
        }                                                                                         \
      }                                                                                           \
    }                                                                                             \
  }

/* Short mixed-radix rows n = p1 * p2 (p1 the plan's first radix, 4 or 8, with its
   transposed twiddles twt[(k-1)*p2 + j] = w^(jk); p2 one codelet, which C need not divide),
   C rows at a time SIMD across the rows: the lanes' whole rows into vectors v (element e of
   every lane one vector: C x C blocks transposed, or adjacent lanes read as they lie), radix
   p1 across the p2 columns in place (dft__rxa_*), radix p2 along the p1 rows into
   o[k + p1 j2] (dft__rxb_*), out the same way. One kernel a direction; the stages are
   picked a call from the plan (twt is the dft__fft), so that each radix is compiled once
   rather than once a pair; three factors (80 = 4 x 4 x 5, 144, 160, 192, 240) take the plan's
   second radix as a middle stage (dft__rxm_*). C divides n <= DFT__RXMAX (dft__rx_fits). */
#define DFT__RXMAX 240
#define DFT__RXA(P, D, T, S)                                                                      \
  static void dft__rxa_##D##P##S(dft__v##S *v, int64_t m, const dft__c##S *tw)                    \
  {                                                                                               \
    dft__v##S a[P], b[P];                                                                         \
    int64_t j;                                                                                    \
    int k;                                                                                        \
    for (j = 0; j < m; j++) {                                                                     \
      DFT__UNROLL for (k = 0; k < P; k++) a[k] = v[j + m * k];                                    \
      DFT__CL_##D##P(dft__v##S, dft__vk##S##_, a, b);                                             \
      v[j] = b[0];                                                                                \
      DFT__UNROLL for (k = 1; k < P; k++) {                                                       \
        const dft__c##S w = tw[(k - 1) * m + j];                                                  \
        v[j + m * k] = DFT__TWMUL_##D(dft__v##S, b[k], dft__v##S##_set1(w.re), dft__v##S##_set1(w.im));\
      }                                                                                           \
    }                                                                                             \
  }
#define DFT__RXB(P, D, T, S)                                                                      \
  static void dft__rxb_##D##P##S(const dft__v##S *v, dft__v##S *o, int64_t m, T sc)               \
  {                                                                                               \
    dft__v##S a[P], b[P];                                                                         \
    int64_t k;                                                                                    \
    int j;                                                                                        \
    for (k = 0; k < m; k++) {                                                                     \
      DFT__UNROLL for (j = 0; j < P; j++) a[j] = v[k * P + j];                                    \
      DFT__CL_##D##P(dft__v##S, dft__vk##S##_, a, b);                                             \
      if (sc != (T)1) DFT__UNROLL for (j = 0; j < P; j++) b[j] = dft__v##S##_mul(b[j], dft__v##S##_set1(sc));\
      DFT__UNROLL for (j = 0; j < P; j++) o[k + m * j] = b[j];                                    \
    }                                                                                             \
  }
/* A middle stage (three factors, n = p1 x P x m): each of the p1 rows of P m vectors at
   v + k P m, radix P across its m columns with the plan's second-stage twiddles w^(jr) at
   tw[j (P-1) + r-1], sub-row r of row k to u + (r p1 + k) m, so that dft__rxb_* on the p1 P
   sub-rows writes output k + p1 (r + P j2). */
#define DFT__RXM(P, D, T, S)                                                                      \
  static void dft__rxm_##D##P##S(const dft__v##S *v, dft__v##S *u, int64_t p1, int64_t m,         \
                                 const dft__c##S *tw)                                             \
  {                                                                                               \
    dft__v##S a[P], b[P];                                                                         \
    int64_t k, j;                                                                                 \
    int r;                                                                                        \
    for (k = 0; k < p1; k++)                                                                      \
      for (j = 0; j < m; j++) {                                                                   \
        DFT__UNROLL for (r = 0; r < P; r++) a[r] = v[k * P * m + j + m * r];                      \
        DFT__CL_##D##P(dft__v##S, dft__vk##S##_, a, b);                                           \
        u[k * m + j] = b[0];                                                                      \
        DFT__UNROLL for (r = 1; r < P; r++) {                                                     \
          const dft__c##S w = tw[j * (P - 1) + r - 1];                                            \
          u[(r * p1 + k) * m + j] = DFT__TWMUL_##D(dft__v##S, b[r], dft__v##S##_set1(w.re), dft__v##S##_set1(w.im));\
        }                                                                                         \
      }                                                                                           \
  }
#define DFT__RXM_FB(P, T, S) DFT__RXM(P, F, T, S) DFT__RXM(P, B, T, S)
#define DFT__RXA_FB(P, T, S) DFT__RXA(P, F, T, S) DFT__RXA(P, B, T, S)
#define DFT__RXB_FB(P, T, S) DFT__RXB(P, F, T, S) DFT__RXB(P, B, T, S)
#define DFT__RXA_RADICES(X, T, S) X(4, T, S) X(8, T, S)
#define DFT__RXM_RADICES(X, T, S) X(4, T, S) X(8, T, S)
/* 10: single 80 on the wide engine plans 8 10 (1000 rows 84-97 -> 44-46 ns a row, session 71) */
#define DFT__RXB_RADICES(X, T, S) X(3, T, S) X(5, T, S) X(7, T, S) X(9, T, S) X(10, T, S) X(12, T, S) X(15, T, S)
#define DFT__PICK_RXA(P, T, S) case P: sa = inv ? dft__rxa_B##P##S : dft__rxa_F##P##S; break;
#define DFT__PICK_RXB(P, T, S) case P: sb = inv ? dft__rxb_B##P##S : dft__rxb_F##P##S; break;
#define DFT__PICK_RXM(P, T, S) case P: sm = inv ? dft__rxm_B##P##S : dft__rxm_F##P##S; break;
#define DFT__ROWSX(D, T, S)                                                                       \
  static void dft__rx_##D##S(const T *x, const int64_t *xo, int64_t xs, T *y, const int64_t *yo,  \
                             int64_t ys, const void *twt, T sc, int64_t cnt, int64_t xst,         \
                             int64_t yst, int pf)                                                 \
  {                                                                                               \
    enum { C = DFT__W##S / 2 };                                                                   \
    const dft__fft *f = (const dft__fft *)twt;                                                    \
    const int64_t n = f->n, p1 = f->radix[0], p2 = n / p1, pm = f->radix[1];                      \
    const dft__c##S *tw = (const dft__c##S *)f->twt, *tm = (const dft__c##S *)f->tw + f->twoff[1];\
    dft__rxafn##S sa;                                                                             \
    dft__rxmfn##S sm;                                                                             \
    dft__rxbfn##S sb;                                                                             \
    dft__v##S v[DFT__RXMAX], o[DFT__RXMAX], *z;                                                   \
    int64_t xl[C], yl[C], e; /* the lanes' offsets, which no store aliases */                    \
    int i;                                                                                        \
    dft__rx_stages##S(f, DFT__DIRSIGN_##D < 0, &sa, &sm, &sb);                                    \
    if (!sa || !sb || n % C || n > DFT__RXMAX) return; /* dft__rx_fits said no */                 \
    z = sm ? v : o; /* the output's array */                                                     \
    DFT__UNROLL for (i = 0; i < C; i++) { xl[i] = xo[i]; yl[i] = yo[i]; }                         \
    for (; cnt > 0; cnt--, x += xst, y += yst) {                                                  \
      DFT__LANES_PF(T, x, xl, xs, xst, 2 * n, cnt);                                               \
      if (xs) for (e = 0; e < n; e++) v[e] = dft__v##S##_ld(x + xl[0] + e * xs);                  \
      else                                                                                        \
        for (e = 0; e < n; e += C) {                                                              \
          DFT__UNROLL for (i = 0; i < C; i++) v[e + i] = dft__v##S##_ld(x + xl[i] + 2 * e);       \
          dft__v##S##_tr(v + e);                                                                  \
        }                                                                                         \
      sa(v, p2, tw);                                                                              \
      if (sm) { sm(v, o, p1, p2 / pm, tm); sb(o, v, p1 * pm, sc); }                               \
      else sb(v, o, p1, sc);                                                                      \
      if (ys) for (e = 0; e < n; e++) dft__v##S##_st(y + yl[0] + e * ys, z[e]);                   \
      else                                                                                        \
        for (e = 0; e < n; e += C) {                                                              \
          dft__v##S w[C];                                                                         \
          DFT__UNROLL for (i = 0; i < C; i++) w[i] = z[e + i];                                    \
          dft__v##S##_tr(w);                                                                      \
          DFT__UNROLL for (i = 0; i < C; i++) dft__v##S##_st(y + yl[i] + 2 * e, w[i]);            \
        }                                                                                         \
    }                                                                                             \
  }

/* A whole transform of n = P1 * P2 points (one contiguous sequence) in one call: the
   two Stockham stages of the plan, radix P1 SIMD across j with the twiddles
   w = w_n^(jk) at (k-1)*P2 + j as wr = (re w, re w), wi = (-im w, im w) (forward; the
   signs swap backward), then radix P2 SIMD across k, C x C blocks transposed in
   registers between them (none at input or output). All inputs are read before any
   output is written. C divides P1 and P2. Whole contiguous rows of DFT__ROWS2 run
   here too, the body (dft__smb_*) inlined in their loop up to DFT__SMB_MAX points: a call
   a row, with its constants reloaded and a vzeroupper, made batches of 16 complex doubles
   1.3x slower (7.5 against 5.7 us for 1000 in the cache); inlining the 32- and 64-point
   bodies too made an optimized build of the test suite's core 13 s slower to compile.
   DFT__SM_STAGE1/2: one block of C columns j, or of C sequences k. */
#define DFT__SMB_MAX 16
#define DFT__SM_STAGE1(D, P1, P2, S, T)                                                           \
  do {                                                                                            \
    DFT__UNROLL for (r = 0; r < P1; r++) a[r] = dft__v##S##_ld((const T *)(const void *)(x + jb * C + P2 * r)); \
    DFT__CL_##D##P1(dft__v##S, dft__vk##S##_, a, b);                                              \
    u[0][jb] = b[0];                                                                              \
    DFT__UNROLL for (k = 1; k < P1; k++) {                                                        \
      const int at = (k - 1) * P2 + jb * C;                                                       \
      u[k][jb] = dft__v##S##_fma(dft__v##S##_swap(b[k]), dft__v##S##_ld((const T *)(const void *)(wi + at)), \
                                 dft__v##S##_mul(b[k], dft__v##S##_ld((const T *)(const void *)(wr + at)))); \
    }                                                                                             \
  } while (0)
#define DFT__SM_STAGE2(D, P1, P2, S, T)                                                           \
  do {                                                                                            \
    DFT__UNROLL for (jb = 0; jb < JB; jb++) {                                                     \
      DFT__UNROLL for (i = 0; i < C; i++) a2[jb * C + i] = u[kb * C + i][jb];                     \
      dft__v##S##_tr(a2 + jb * C);                                                                \
    }                                                                                             \
    DFT__CL_##D##P2(dft__v##S, dft__vk##S##_, a2, b2);                                            \
    if (sc != (T)1) DFT__UNROLL for (j = 0; j < P2; j++) b2[j] = dft__v##S##_mul(b2[j], dft__v##S##_set1(sc)); \
    DFT__UNROLL for (j = 0; j < P2; j++) dft__v##S##_st((T *)(void *)(y + kb * C + P1 * j), b2[j]); \
  } while (0)
#define DFT__SMALL2(P1, P2, D, T, S)                                                              \
  static DFT__INLINE void dft__smb_##D##P1##x##P2##S(const dft__c##S *x, dft__c##S *y,            \
                                                     const dft__c##S *wr, const dft__c##S *wi, T sc)\
  {                                                                                               \
    enum { C = DFT__W##S / 2, JB = P2 / C > 0 ? P2 / C : 1, KB = P1 / C > 0 ? P1 / C : 1, N2 = P2 > C ? P2 : C }; \
    dft__v##S u[P1][JB], a[P1], b[P1], a2[N2], b2[N2]; /* u[k][jb]: output k of j = jb*C.. */     \
    int j, k, r, i, jb, kb;                                                                       \
    if (P1 % C || P2 % C) return; /* an instance dft__small_fits never picks */                   \
    if (P1 * P2 <= 64) { /* whole in registers; larger ones unrolled take long to compile */      \
      DFT__UNROLL for (jb = 0; jb < JB; jb++) DFT__SM_STAGE1(D, P1, P2, S, T);                    \
      DFT__UNROLL for (kb = 0; kb < KB; kb++) DFT__SM_STAGE2(D, P1, P2, S, T);                    \
    } else {                                                                                      \
      for (jb = 0; jb < JB; jb++) DFT__SM_STAGE1(D, P1, P2, S, T);                                \
      DFT__UNROLL for (kb = 0; kb < KB; kb++) DFT__SM_STAGE2(D, P1, P2, S, T);                    \
    }                                                                                             \
  }                                                                                               \
  static DFT__UNUSED void dft__sm_##D##P1##x##P2##S(const dft__c##S *x, dft__c##S *y,            \
                                                    const dft__c##S *wr, const dft__c##S *wi, T sc) \
  { /* the out-of-line instance (dft__small_pick; 4 x 2 has none: DFT__ROWS2 inlines it) */     \
    dft__smb_##D##P1##x##P2##S(x, y, wr, wi, sc);                                                 \
  }


/* The Stockham stages of a power-of-two plan of N points (radices A, B, C[, E], as
   dft__factor makes them) with every stage's m and L constant, so that strides are
   immediates: x -> s -> s + N [-> s] -> y (x may be y), or on three arrays where L1 asks
   for it (below: x -> y -> s -> y, x -> s -> y -> s -> y); s holds 2N points. The last
   stage (m = 1) multiplies by no twiddle, so DFT__FIXED3's C may stand for the plan's
   last two radices (1024: 8, 8, 4, 4 runs as 8, 8, 16). */
/* The constant-stride kernels' stages ping-pong between the input, the output and one or
   two scratch arrays. Where four arrays of the transform's size would overflow the L1 data
   cache and three fit (1024 complex doubles, 2048 complex floats at 48 KiB), the output
   serves as one of them: x -> y -> s -> y, or x -> s -> y -> s -> y (1024 double 2.45 ->
   1.75 us, 2048 single 2.90 -> 2.29 us on a 48 KiB-L1 Xeon; 4096 double, whose arrays
   overflow either way, ran 14% slower so). */
#ifndef DFT_L1_BYTES
#define DFT_L1_BYTES 49152
#endif
#define DFT__L1_THREE(b) (4 * (b) > DFT_L1_BYTES && 3 * (b) <= DFT_L1_BYTES)
#define DFT__FIXED3(N, A, B, C, D, T, S)                                                          \
  static void dft__fx_##D##N##S(const dft__fft *pl, const dft__c##S *x, dft__c##S *y, dft__c##S *s) \
  {                                                                                               \
    const dft__c##S *tw = (const dft__c##S *)pl->tw;                                              \
    const int t3 = x != y && DFT__L1_THREE(N * sizeof(dft__c##S)); /* x -> y -> s -> y */         \
    dft__c##S *const u = t3 ? y : s, *const v = t3 ? s : s + N;                                   \
    dft__s1_##D##A##S(N / A, x, u, (const dft__c##S *)pl->twt);                                   \
    dft__st_##D##B##S(B, N / (A * B), A, u, v, tw + pl->twoff[1], NULL);                          \
    dft__st_##D##C##S(C, 1, A * B, v, y, tw, NULL);                                               \
  }
#define DFT__FIXED4(N, A, B, C, E, D, T, S)                                                       \
  static void dft__fx_##D##N##S(const dft__fft *pl, const dft__c##S *x, dft__c##S *y, dft__c##S *s) \
  {                                                                                               \
    const dft__c##S *tw = (const dft__c##S *)pl->tw;                                              \
    const int t3 = DFT__L1_THREE(N * sizeof(dft__c##S)); /* x -> s -> y -> s -> y */              \
    dft__s1_##D##A##S(N / A, x, s, (const dft__c##S *)pl->twt);                                   \
    dft__st_##D##B##S(B, N / (A * B), A, s, t3 ? y : s + N, tw + pl->twoff[1], NULL);             \
    dft__st_##D##C##S(C, N / (A * B * C), A * B, t3 ? y : s + N, s, tw + pl->twoff[2], NULL);     \
    dft__st_##D##E##S(E, 1, A * B * C, s, y, tw + pl->twoff[3], NULL);                            \
  }

/* Whether a plan runs whole as one DFT__SMALL2 kernel: two stages of a pair with an
   instance, the vector's complex count dividing the second radix. */
static int dft__small_fits(const dft__fft *f, int prec)
{
  const int c = dft__lanes(prec), r = f->radix[0] * 100 + f->radix[1];
  return f->nst == 2 && f->twt && f->radix[1] % c == 0 &&
         (r == 404 || r == 804 || r == 808 || r == 1608 || r == 1616);
}

/* The most columns per block of dft__cols_block, the shortest strided axis it takes (shorter
   ones run in registers: dft__route_pick, 4, 8 and 16 points always, 32 and 64 points
   where dft__cols_inplace allows), and its row pitch (complex points). */
#define DFT__COLS 32
#define DFT__COLS_MIN 65
static int64_t dft__cols_ld(int64_t n) { return n + 4; }
/* Columns per block for a pass's columns of n points: DFT__COLS, halved (to 8 at least)
   while a block's copy exceeds 32 KiB (it stays in a 32-48 KiB L1), or 512 KiB where the
   pass reads one array and writes another (program g not in place). In place, the block's
   lines stay cached until they are written back: on the 48 KiB-L1 Xeon, 8 columns of 1024
   doubles (128 KiB) instead of 32 ran complex 1024^2 1.2x, 1000^2 1.13x, real 1024^2 1.05x
   and 1000^2 1.1x faster (floats 16 columns: within noise); for 128-point columns 8 were
   slower. 32 KiB instead of 128 (session 51, make ab): complex double 256^2 (8 columns
   instead of 32) 0.82-0.85 of the time, 512^2 0.97, 128^2 0.96, 128^3 and 1024^2
   0.98-1.01, single 256^2 0.99-1.01; 64 KiB read 0.85-0.90 at 256^2. Out of place (the
   first pass of a 2-D C2R) no line is read twice, and a block's cost is its rows' pages and
   lines, each touched once a block: 32 columns instead of 8 ran real double 1000^2 and
   1024^2 backward 0.88 of the time, 2048^2 (16 columns) 0.88, single 1000^2 0.95 (session
   64, Zen 4, make ab); on in-place passes (complex 1000^2) 1.05-1.07 slower. */
static int dft__cols_width(const dft__prog *g, const dft__pass *ps, size_t ssz)
{
  const int64_t lim = (int64_t)(!g->inplace && ps->in.slot != ps->out.slot ? 512 : 32) << 10;
  int w = DFT__COLS;
  while (w > 8 && w * ps->n * 2 * (int64_t)ssz > lim) w /= 2;
  return w;
}
/* Whether a view of program g is interleaved complex data (dft__cview once the buffers are
   bound, for calls with the descriptor's storage). */
static int dft__ileaved(const dft__prog *g, const dft__view *v)
{
  return v->kind == DFT__VIEW_COMPLEX && g->interleaved[v->slot] && !v->imoff;
}
/* The register kernels of real rows (DFT__RROWS): X(NM, P, T, S) for half length P, its
   per-lane FFT NM (a codelet, or two stages P1xP2); instantiated, picked (dft__rr_pick) and
   listed (dft__rr_len) from here. */
#define DFT__RR_KERNELS(X, T, S)                                                                   \
  X(3, 3, T, S) X(4, 4, T, S) X(5, 5, T, S) X(6, 6, T, S) X(8, 8, T, S) X(10, 10, T, S)             \
  X(12, 12, T, S) X(16, 16, T, S) X(20, 20, T, S) X(8x3, 24, T, S) X(4x7, 28, T, S)                 \
  X(8x4, 32, T, S) X(4x9, 36, T, S) X(8x5, 40, T, S) X(4x12, 48, T, S) X(8x7, 56, T, S)            \
  X(4x15, 60, T, S)
#define DFT__PICK_RR(NM, P, T, S) case P: return c2r ? dft__rr_B##NM##S : dft__rr_F##NM##S;
#define DFT__CASE_RR(NM, P, T, S) case P:
/* Whether real rows of n points have register kernels (dft__rr_F*, dft__rr_B*): n/2 = 3, 4,
   5, 6, 8, 10, 12, 16 or 20 (one codelet), or 24 = 8 x 3, 28 = 4 x 7, 32 = 8 x 4,
   36 = 4 x 9, 40 = 8 x 5, 48 = 4 x 12, 56 = 8 x 7 or 60 = 4 x 15 (two stages: dft__rr_pick
   takes them where the half-length plan begins with that first radix). */
static int dft__rr_len(int64_t n)
{
  const int64_t h = n / 2;
  switch (n & 1 ? 0 : h) {
  DFT__RR_KERNELS(DFT__CASE_RR, 0, 0) return 1;
  default: return 0;
  }
}
/* Whether a C2C plan has a two-stage kernel for columns in registers (dft__route_pick):
   32 = 8 x 4, 64 = 8 x 8, 128 = 16 x 8, 256 = 16 x 16. */
static int dft__cols_kernel(const dft__fft *f)
{
  const int r = f->radix[0] * 100 + f->radix[1];
  return f->nst == 2 && f->twt && (r == 804 || r == 808 || r == 1608 || r == 1616);
}
/* Whether a C2C pass's columns run in place, SIMD across adjacent columns, through those
   kernels rather than through dft__cols_block's transposed blocks: where at most 16 of
   their n rows share an L1 set and, for 128 and 256 points, their strided span (stride x
   n) is at most 1 MiB. A kernel call of C columns uses half of each row's cache line, the
   next call the other half, so the n lines must stay in L1 between them. The L1s measured
   (48 KiB, 12-way) have 64 sets of 64-byte lines, as 32 KiB 8-way ones do: rows sb bytes
   apart, sb a multiple of 64, fall in 64 / gcd(sb / 64, 64) sets. On the Xeon the kernels
   ran real 128^3 (1040-byte stride) 1.08x, real 256^2 1.1-1.3x and complex 128 x 130 1.3x
   faster than the blocks; columns 256 KiB apart (complex 128 x 16384) 0.91x, and on the
   16-core host complex 256^3 (4 KiB apart) 0.72-0.82x. On the AMD EPYC (Zen 5) columns
   of 32 and 64 points in one set ran 2-2.7x slower than the blocks (complex 32^3, 64^3,
   32 x 512; 256 x 32 in double 1.3x), while 64 x 64 (16 rows a set) and real 64^3 (33 KiB
   apart, 16 a set, 2 MiB span) ran as fast or faster; on the 16-core host's Xeon the
   blocks ran those one-set cases 0.91x-1.12x the time of the kernels. */
static int dft__cols_inplace(const dft__plan *pl, const dft__pass *ps, size_t ssz)
{
  const dft__fft *f = ps->kind == DFT__C2C ? &pl->fft[ps->sub] : NULL;
  const int64_t si = ps->in.st[ps->axis], so = ps->out.st[ps->axis];
  const int64_t sb = (si > so ? si : -si > so ? -si : so) * (int64_t)ssz; /* bytes */
  int64_t sets = 64, l = sb / 64;
  if (!f || !dft__cols_kernel(f) || (si == 2 && so == 2) || sb <= 0 ||
      (ps->n > 64 && sb * ps->n > ((int64_t)1 << 20)))
    return 0;
  if (sb % 64 == 0) /* 64 / gcd(l, 64) */
    while (l % 2 == 0 && sets > 1) { l /= 2; sets /= 2; }
  return ps->n <= 16 * sets;
}
/* Whether the rows of a pass go as blocks of columns through contiguous rows
   (dft__cols_block): C2C passes, no four-step twiddles, rows strided along the axis
   and adjacent along the innermost row axis (the buffers' interleaving is checked when
   they are bound), except those dft__cols_inplace takes. */
static int dft__colsable(const dft__plan *pl, const dft__pass *ps, size_t ssz)
{
  return ps->kind == DFT__C2C && !ps->twid && ps->nrd > 0 && ps->in.kind == DFT__VIEW_COMPLEX &&
         ps->out.kind == DFT__VIEW_COMPLEX && ps->rin[ps->nrd - 1] == 2 && ps->rout[ps->nrd - 1] == 2 &&
         ps->in.st[ps->axis] != 2 && ps->out.st[ps->axis] != 2 &&
         (ps->n >= DFT__COLS_MIN || dft__cols_kernel(&pl->fft[ps->sub])) && !dft__cols_inplace(pl, ps, ssz);
}

/* Whether the rows of a pass go G at a time (SIMD across rows): C2C, R2C and
   C2R passes of Stockham plans (even lengths for real ones, no packed formats)
   with at least G rows, when the rows are strided (columns) or short (real rows up to 256
   points, C2C rows up to DFT__GROUP_C2C) and their complex plan has no DFT__SMALL2 kernel:
   contiguous rows of such a plan run faster one at a time (C2C rows of 16..256 points, real
   rows of 32..256), and so do contiguous C2C rows of more than 64 points since the stages'
   order and merged radices (dft__order: 1000 rows of complex doubles 90 points 0.64x FFTW
   in groups, 1.20x a row at a time; 105 0.76x, 1.31x; floats 90 1.55x, 1.73x; but floats
   56 0.92x, 0.68x, doubles 42 1.22x, 0.91x; session 69). */
#define DFT__GROUP_C2C 64
/* Whether k < G rows (the last of a pass) go as one group, the other lanes zeros (not
   stored), rather than one at a time: at least one vector of them, or short rows (whose
   one-at-a-time cost is mostly per call); not with four-step twiddles (the group's are
   those of G consecutive rows). */
static int dft__group_part(const dft__pass *ps, int64_t k, int64_t G)
{
  return k >= 2 && !ps->twid && (4 * k >= G || ps->n <= 64);
}
/* Complex points a lane in each of the two group buffers: the complex line, or for real
   rows of even length the half-length one (odd ones run as complex lines). */
static int64_t dft__group_len(const dft__pass *ps)
{
  return (ps->kind == DFT__C2C || (ps->n & 1) ? ps->n : ps->n / 2) + 2;
}
/* Whether a pass's short odd real rows go one at a time through dft__rdm (DFT__RT_RDM) rather
   than in groups: where the complex line of n is one stage (make ab, 2000 rows, direct
   against groups: floats 7 0.61, 9 0.85, 11 0.71, 13 0.75, 15 0.81, 19 0.25, 23 0.16, 29
   0.13; doubles 9 1.06, 11 1.06, 13 0.84, 15 0.79, 19 0.25, 23 0.18, 29 0.20), not where it
   is two (floats 21, 25, 27 1.44, 1.37, 1.38; doubles 1.36, 1.57, 1.39), nor for even rows
   (4, 14: 1.03-1.64). */
static int dft__rdm_rows(const dft__plan *pl)
{
  return pl->rfft.dm && (pl->rfft.n & 1) && (!pl->rfft.c || pl->rfft.c->nst == 1);
}
static int dft__groupable(const dft__plan *pl, const dft__pass *ps, int64_t G, int prec)
{
  const dft__fft *f = ps->kind == DFT__C2C ? &pl->fft[ps->sub] : pl->rfft.c;
  return ps->kind <= DFT__C2R && (ps->rows >= G || dft__group_part(ps, ps->rows, G)) && f && f->m == 0 &&
         (ps->kind == DFT__C2C || !dft__rdm_rows(pl)) &&
         (ps->kind == DFT__C2C || (ps->in.kind < DFT__VIEW_PACKED && ps->out.kind < DFT__VIEW_PACKED)) &&
         ((ps->n <= (ps->kind == DFT__C2C ? DFT__GROUP_C2C : 256) && !dft__small_fits(f, prec)) ||
          ps->in.st[ps->axis] > 2 || ps->out.st[ps->axis] > 2);
}

/* Short real rows of n = 2P points, C = W/2 at a time in registers (the R2C and C2R
   passes, contiguous rows: reals at x + xo[g] or y + yo[g], complex interleaved at the
   other end): the pairs of a row are its half-length complex input or output, element k
   of all lanes one vector, blocks transposed in registers as in DFT__ROWS; the real
   post- (pre-) processing runs on those vectors (dft__vrpost, dft__vrpre) with the
   plan's twiddles tw[k] = w_n^k, k <= n/4. X_P, the one element past the last block,
   goes through memory. C divides P; all inputs are read before any output is written.
   twt is the real plan (dft__rfft). The per-lane complex FFT of P points (NM) is one
   codelet (P = 4, 8, 16) or two stages (8x4: dft__lf_*, with the half-length plan's
   transposed first-stage twiddles, DFT__RRTW_NM vectors split once a call). */
#define DFT__RRTW_4 1
#define DFT__RRTW_8 1
#define DFT__RRTW_16 1
#define DFT__RRTW_8x4 56
#define DFT__RRTW_4x12 72
#define DFT__RRTW_20 1
#define DFT__RRTW_8x3 42
#define DFT__RRTW_8x5 70
#define DFT__RRTW_12 1
#define DFT__RRTW_10 1
#define DFT__RRTW_4x7 42
#define DFT__RRTW_4x9 54
#define DFT__RRTW_8x7 98
#define DFT__RRTW_4x15 90
#define DFT__RRFFT_F4(S, a, b, w) do { (void)(w); DFT__CL_F4(dft__v##S, dft__vk##S##_, a, b); } while (0)
#define DFT__RRFFT_B4(S, a, b, w) do { (void)(w); DFT__CL_B4(dft__v##S, dft__vk##S##_, a, b); } while (0)
#define DFT__RRFFT_F8(S, a, b, w) do { (void)(w); DFT__CL_F8(dft__v##S, dft__vk##S##_, a, b); } while (0)
#define DFT__RRFFT_B8(S, a, b, w) do { (void)(w); DFT__CL_B8(dft__v##S, dft__vk##S##_, a, b); } while (0)
#define DFT__RRFFT_F16(S, a, b, w) do { (void)(w); DFT__CL_F16(dft__v##S, dft__vk##S##_, a, b); } while (0)
#define DFT__RRFFT_B16(S, a, b, w) do { (void)(w); DFT__CL_B16(dft__v##S, dft__vk##S##_, a, b); } while (0)
#define DFT__RRTW_3 1
#define DFT__RRTW_5 1
#define DFT__RRTW_6 1
#define DFT__RRFFT_F3(S, a, b, w) do { (void)(w); DFT__CL_F3(dft__v##S, dft__vk##S##_, a, b); } while (0)
#define DFT__RRFFT_B3(S, a, b, w) do { (void)(w); DFT__CL_B3(dft__v##S, dft__vk##S##_, a, b); } while (0)
#define DFT__RRFFT_F5(S, a, b, w) do { (void)(w); DFT__CL_F5(dft__v##S, dft__vk##S##_, a, b); } while (0)
#define DFT__RRFFT_B5(S, a, b, w) do { (void)(w); DFT__CL_B5(dft__v##S, dft__vk##S##_, a, b); } while (0)
#define DFT__RRFFT_F6(S, a, b, w) do { (void)(w); DFT__CL_F6(dft__v##S, dft__vk##S##_, a, b); } while (0)
#define DFT__RRFFT_B6(S, a, b, w) do { (void)(w); DFT__CL_B6(dft__v##S, dft__vk##S##_, a, b); } while (0)
#define DFT__RRFFT_F8x4(S, a, b, w) dft__lf_F8x4##S(a, b, w)
#define DFT__RRFFT_B8x4(S, a, b, w) dft__lf_B8x4##S(a, b, w)
#define DFT__RRFFT_F4x12(S, a, b, w) dft__lf_F4x12##S(a, b, w)
#define DFT__RRFFT_B4x12(S, a, b, w) dft__lf_B4x12##S(a, b, w)
#define DFT__RRFFT_F20(S, a, b, w) do { (void)(w); DFT__CL_F20(dft__v##S, dft__vk##S##_, a, b); } while (0)
#define DFT__RRFFT_B20(S, a, b, w) do { (void)(w); DFT__CL_B20(dft__v##S, dft__vk##S##_, a, b); } while (0)
#define DFT__RRFFT_F8x3(S, a, b, w) dft__lf_F8x3##S(a, b, w)
#define DFT__RRFFT_B8x3(S, a, b, w) dft__lf_B8x3##S(a, b, w)
#define DFT__RRFFT_F8x5(S, a, b, w) dft__lf_F8x5##S(a, b, w)
#define DFT__RRFFT_B8x5(S, a, b, w) dft__lf_B8x5##S(a, b, w)
#define DFT__RRFFT_F12(S, a, b, w) do { (void)(w); DFT__CL_F12(dft__v##S, dft__vk##S##_, a, b); } while (0)
#define DFT__RRFFT_B12(S, a, b, w) do { (void)(w); DFT__CL_B12(dft__v##S, dft__vk##S##_, a, b); } while (0)
#define DFT__RRFFT_F4x7(S, a, b, w) dft__lf_F4x7##S(a, b, w)
#define DFT__RRFFT_B4x7(S, a, b, w) dft__lf_B4x7##S(a, b, w)
#define DFT__RRFFT_F4x9(S, a, b, w) dft__lf_F4x9##S(a, b, w)
#define DFT__RRFFT_B4x9(S, a, b, w) dft__lf_B4x9##S(a, b, w)
#define DFT__RRFFT_F8x7(S, a, b, w) dft__lf_F8x7##S(a, b, w)
#define DFT__RRFFT_B8x7(S, a, b, w) dft__lf_B8x7##S(a, b, w)
#define DFT__RRFFT_F4x15(S, a, b, w) dft__lf_F4x15##S(a, b, w)
#define DFT__RRFFT_B4x15(S, a, b, w) dft__lf_B4x15##S(a, b, w)
#define DFT__RRFFT_F10(S, a, b, w) do { (void)(w); DFT__CL_F10(dft__v##S, dft__vk##S##_, a, b); } while (0)
#define DFT__RRFFT_B10(S, a, b, w) do { (void)(w); DFT__CL_B10(dft__v##S, dft__vk##S##_, a, b); } while (0)
/* The per-lane FFT of P1 * P2 points in two stages: a[j + P2*r] -> o[k + P1*k2], the
   twiddle w^(jk) of stage 1 as w[2*((k-1)*P2 + j)] (re) and the next vector (signed im). */

#define DFT__LFFT2(P1, P2, D, T, S)                                                               \
  static void dft__lf_##D##P1##x##P2##S(const dft__v##S *a, dft__v##S *o, const dft__v##S *w)     \
  {                                                                                               \
    dft__v##S t[P1 * P2], u[P1], v[P1], u2[P2], v2[P2];                                           \
    int j, k, r;                                                                                  \
    DFT__UNROLL for (j = 0; j < P2; j++) {                                                        \
      DFT__UNROLL for (r = 0; r < P1; r++) u[r] = a[j + P2 * r];                                  \
      DFT__CL_##D##P1(dft__v##S, dft__vk##S##_, u, v);                                            \
      t[j] = v[0];                                                                                \
      DFT__UNROLL for (k = 1; k < P1; k++) {                                                      \
        const dft__v##S *wk = w + 2 * ((k - 1) * P2 + j);                                         \
        t[k * P2 + j] = dft__v##S##_fma(dft__v##S##_swap(v[k]), wk[1], dft__v##S##_mul(v[k], wk[0])); \
      }                                                                                           \
    }                                                                                             \
    DFT__UNROLL for (k = 0; k < P1; k++) {                                                        \
      DFT__UNROLL for (j = 0; j < P2; j++) u2[j] = t[k * P2 + j];                                 \
      DFT__CL_##D##P2(dft__v##S, dft__vk##S##_, u2, v2);                                          \
      DFT__UNROLL for (j = 0; j < P2; j++) o[k + P1 * j] = v2[j];                                 \
    }                                                                                             \
  }

#define DFT__RROWS(NM, P, T, S)                                                                   \
  static void dft__rr_F##NM##S(const T *x, const int64_t *xo, int64_t xs, T *y, const int64_t *yo, \
                              int64_t ys, const void *twt, T sc, int64_t cnt, int64_t xst,        \
                              int64_t yst, int pf)                                                \
  {                                                                                               \
    enum { C = DFT__W##S / 2, N = P > C ? P : C, BL = P % C == 0 }; /* BL: C x C blocks */          \
    const dft__rfft *rf = (const dft__rfft *)twt;                                                 \
    const dft__c##S *w = (const dft__c##S *)rf->tw, *w1 = (const dft__c##S *)rf->c->twt;          \
    const dft__v##S pm = dft__v##S##_pm(), mp = dft__v##S##_sub(dft__v##S##_set1(0), pm);         \
    const dft__v##S half = dft__v##S##_set1((T)0.5 * sc);                                         \
    const dft__v##S re1 = dft__v##S##_mul(dft__v##S##_add(mp, dft__v##S##_set1(1)), half); /* sc 0 */ \
    const dft__v##S hmp = dft__v##S##_mul(half, mp);                                              \
    dft__v##S wim[P / 2 + 1], wre[P / 2 + 1], a[N], b[N];                                         \
    dft__v##S tw1[DFT__RRTW_##NM]; /* per-lane FFT's stage twiddles: re re .., sign * (im im ..) */ \
    dft__v##S xp;                                                                                 \
    const T *xq[C]; /* the lanes' rows (DFT__LANES_LDP) */                                        \
    T *yq[C];                                                                                     \
    int k, i;                                                                                     \
    (void)xs; (void)ys;                                                                           \
    DFT__UNROLL for (k = 0; 2 * k + 1 < DFT__RRTW_##NM; k++) {                                    \
      tw1[2 * k] = dft__v##S##_set1(w1[k].re);                                                    \
      tw1[2 * k + 1] = dft__v##S##_mul(dft__v##S##_set1(w1[k].im), DFT__TWSIGN_F(dft__v##S));     \
    }                                                                                             \
    DFT__UNROLL for (k = 1; k <= P / 2; k++) {                                                    \
      wim[k] = dft__v##S##_set1(w[k].im); /* dft__vrpost's twiddle */                             \
      wre[k] = dft__v##S##_set1(w[k].re);                                                         \
    }                                                                                             \
    DFT__UNROLL for (i = 0; i < C; i++) { xq[i] = x + xo[i]; yq[i] = y + yo[i]; }                 \
    for (; cnt > 0; cnt--, x += xst, y += yst) {                                                  \
      DFT__LANES_PF(T, x, xo, 0, xst, 2 * P, cnt);                                                \
      if (BL) DFT__LANES_LDP(S, a, xq, P);                                                        \
      else DFT__ROWS_LDL(S, a, x, xo, P);                                                         \
      DFT__RRFFT_F##NM(S, a, b, tw1);                                                             \
      a[0] = dft__v##S##_mul(dft__v##S##_add(b[0], dft__v##S##_swap(b[0])), re1); /* X_0 */       \
      xp = dft__v##S##_mul(dft__v##S##_sub(b[0], dft__v##S##_swap(b[0])), re1); /* X_P */          \
      DFT__UNROLL for (k = 1; k <= P / 2; k++) {                                                  \
        dft__v##S u, v;                                                                           \
        dft__vrpost##S(b[k], b[P - k], wim[k], wre[k], half, hmp, &u, &v);                        \
        a[k] = u;                                                                                 \
        if (k < P - k) a[P - k] = v;                                                              \
      }                                                                                           \
      if (!BL) DFT__ROWS_STL(S, y, yo, a, P);                                                     \
      else DFT__LANES_STP(S, yq, a, P);                                                           \
      dft__v##S##_stl(y + 2 * P, yo, xp);                                                         \
      DFT__UNROLL for (i = 0; i < C; i++) { xq[i] += xst; yq[i] += yst; }                         \
    }                                                                                             \
  }                                                                                               \
  static void dft__rr_B##NM##S(const T *x, const int64_t *xo, int64_t xs, T *y, const int64_t *yo, \
                              int64_t ys, const void *twt, T sc, int64_t cnt, int64_t xst,        \
                              int64_t yst, int pf)                                                \
  {                                                                                               \
    enum { C = DFT__W##S / 2, N = P > C ? P : C, BL = P % C == 0 }; /* BL: C x C blocks */          \
    const dft__rfft *rf = (const dft__rfft *)twt;                                                 \
    const dft__c##S *w = (const dft__c##S *)rf->tw, *w1 = (const dft__c##S *)rf->c->twt;          \
    const dft__v##S pm = dft__v##S##_pm(), mp = dft__v##S##_sub(dft__v##S##_set1(0), pm);         \
    const dft__v##S vsc = dft__v##S##_set1(sc);                                                   \
    dft__v##S wre[P / 2 + 1], wim[P / 2 + 1], a[N], b[N];                                         \
    dft__v##S tw1[DFT__RRTW_##NM];                                                                \
    const T *xq[C]; /* the lanes' rows (DFT__LANES_LDP) */                                        \
    T *yq[C];                                                                                     \
    int k, i;                                                                                     \
    const int64_t xp = xs ? xs : 2 * P; /* X_P's real part, scalars into the row */               \
    (void)ys;                                                                                     \
    DFT__UNROLL for (k = 0; 2 * k + 1 < DFT__RRTW_##NM; k++) {                                    \
      tw1[2 * k] = dft__v##S##_set1(w1[k].re);                                                    \
      tw1[2 * k + 1] = dft__v##S##_mul(dft__v##S##_set1(w1[k].im), DFT__TWSIGN_B(dft__v##S));     \
    }                                                                                             \
    DFT__UNROLL for (k = 1; k <= P / 2; k++) { /* dft__vrpre's twiddle */                         \
      wre[k] = dft__v##S##_set1(w[k].re);                                                         \
      wim[k] = dft__v##S##_set1(w[k].im);                                                         \
    }                                                                                             \
    DFT__UNROLL for (i = 0; i < C; i++) { xq[i] = x + xo[i]; yq[i] = y + yo[i]; }                 \
    for (; cnt > 0; cnt--, x += xst, y += yst) {                                                  \
      DFT__LANES_PF(T, x, xo, 0, xst, 2 * P + 2, cnt);                                            \
      if (BL) DFT__LANES_LDP(S, a, xq, P);                                                        \
      else DFT__ROWS_LDL(S, a, x, xo, P);                                                         \
      /* X_0 + X_P, X_0 - X_P: lane i's X_P loaded from its row (not built on the stack, whose \
         vector load of scalar stores would wait for them to retire), its real part xs scalars \
         in where xs is given (1: X_0's imaginary part, DFT__VIEW_NYQ) */                       \
      b[0] = dft__v##S##_add(dft__v##S##_dupre(a[0]),                                             \
                             dft__v##S##_mul(dft__v##S##_dupre(dft__v##S##_ldl(x + xp, xo)), mp)); \
      DFT__UNROLL for (k = 1; k <= P / 2; k++) {                                                  \
        dft__v##S u, v;                                                                           \
        dft__vrpre##S(a[k], a[P - k], wre[k], wim[k], &u, &v);                                    \
        b[k] = u;                                                                                 \
        if (k < P - k) b[P - k] = v;                                                              \
      }                                                                                           \
      DFT__RRFFT_B##NM(S, b, a, tw1);                                                             \
      DFT__UNROLL for (k = 0; k < P; k++) a[k] = dft__v##S##_mul(a[k], vsc);                      \
      if (!BL) DFT__ROWS_STL(S, y, yo, a, P);                                                     \
      else DFT__LANES_STP(S, yq, a, P);                                                           \
      DFT__UNROLL for (i = 0; i < C; i++) { xq[i] += xst; yq[i] += yst; }                         \
    }                                                                                             \
  }                                                                                               \

/* The combining pass of an odd real row decimated by P (dft__rodd_fwd/bwd), C = W/2 values
   of k a step from k up to h = (m+1)/2: the lines' blocks at k and, reversed, at m-k (k >= 1),
   the twiddles w_n^(s k) and the P-point codelet on vectors; outputs past n/2 stored
   conjugated and reversed, a block that straddles n/2 lane by lane. Returns the first k
   left to the scalar steps. Backward: the same in reverse (Lf: the last row's line is a
   full complex line, its conjugate half written too). */
#define DFT__RODDC(P, T, S)                                                                       \
static int64_t dft__rodd_vf##P##S(const dft__rfft *pl, const dft__c##S *Z, const dft__c##S *Ll, dft__c##S *z, int64_t k) \
{                                                                                                 \
  enum { C = DFT__W##S / 2, Q = (P - 1) / 2 };                                                    \
  const int64_t n = pl->n, m = pl->m, h = (m + 1) / 2;                                            \
  const dft__c##S *tw = (const dft__c##S *)pl->otw;                                               \
  const dft__v##S one = dft__v##S##_set1(1), half = dft__v##S##_set1((T)0.5);                     \
  const dft__v##S mp = dft__v##S##_sub(dft__v##S##_set1(0), dft__v##S##_pm()), hmp = dft__v##S##_mul(half, mp); \
  for (; k + C <= h; k += C) {                                                                    \
    dft__v##S a[P], b[P];                                                                         \
    int i, t, g;                                                                                  \
    DFT__UNROLL for (i = 0; i < Q; i++) {                                                         \
      const dft__v##S u = dft__v##S##_ld((const T *)(const void *)(Z + i * m + k));               \
      const dft__v##S v = dft__v##S##_rev(dft__v##S##_ld((const T *)(const void *)(Z + i * m + m - k - C + 1))); \
      a[2 * i] = dft__v##S##_mul(dft__v##S##_fmsubadd(u, one, v), half);                          \
      a[2 * i + 1] = dft__v##S##_mul(dft__v##S##_swap(dft__v##S##_fmaddsub(u, one, v)), hmp);     \
    }                                                                                             \
    a[P - 1] = dft__v##S##_ld((const T *)(const void *)(Ll + k));                                 \
    DFT__UNROLL for (i = 1; i < P; i++) {                                                         \
      const dft__v##S w = dft__v##S##_ld((const T *)(const void *)(tw + (i - 1) * h + k));        \
      a[i] = DFT__TWMUL_F(dft__v##S, a[i], dft__v##S##_dupre(w), dft__v##S##_dupim(w));           \
    }                                                                                             \
    DFT__CL_F##P(dft__v##S, dft__vk##S##_, a, b);                                                 \
    DFT__UNROLL for (t = 0; t < P; t++) {                                                         \
      const int64_t x = k + m * t;                                                                \
      if (2 * (x + C - 1) < n) dft__v##S##_st((T *)(void *)(z + x), b[t]);                        \
      else if (2 * x > n) dft__v##S##_st((T *)(void *)(z + n - x - C + 1), dft__v##S##_rev(dft__v##S##_mul(b[t], mp))); \
      else {                                                                                      \
        T l[DFT__W##S];                                                                           \
        dft__v##S##_st(l, b[t]);                                                                  \
        for (g = 0; g < C; g++)                                                                   \
          if (2 * (x + g) < n) { z[x + g].re = l[2 * g]; z[x + g].im = l[2 * g + 1]; }            \
          else { z[n - x - g].re = l[2 * g]; z[n - x - g].im = -l[2 * g + 1]; }                   \
      }                                                                                           \
    }                                                                                             \
  }                                                                                               \
  return k;                                                                                       \
}                                                                                                 \
static int64_t dft__rodd_vb##P##S(const dft__rfft *pl, const dft__c##S *z, dft__c##S *Z, dft__c##S *Ll, int Lf, int64_t k) \
{                                                                                                 \
  enum { C = DFT__W##S / 2, Q = (P - 1) / 2 };                                                    \
  const int64_t n = pl->n, m = pl->m, h = (m + 1) / 2;                                            \
  const dft__c##S *tw = (const dft__c##S *)pl->otw;                                               \
  const dft__v##S pm = dft__v##S##_pm(), mp = dft__v##S##_sub(dft__v##S##_set1(0), pm);           \
  for (; k + C <= h; k += C) {                                                                    \
    dft__v##S a[P], b[P];                                                                         \
    int i, t, g;                                                                                  \
    DFT__UNROLL for (t = 0; t < P; t++) {                                                         \
      const int64_t x = k + m * t;                                                                \
      if (2 * (x + C - 1) < n) b[t] = dft__v##S##_ld((const T *)(const void *)(z + x));           \
      else if (2 * x > n) b[t] = dft__v##S##_mul(dft__v##S##_rev(dft__v##S##_ld((const T *)(const void *)(z + n - x - C + 1))), mp); \
      else {                                                                                      \
        T l[DFT__W##S];                                                                           \
        for (g = 0; g < C; g++)                                                                   \
          if (2 * (x + g) < n) { l[2 * g] = z[x + g].re; l[2 * g + 1] = z[x + g].im; }            \
          else { l[2 * g] = z[n - x - g].re; l[2 * g + 1] = -z[n - x - g].im; }                   \
        b[t] = dft__v##S##_ld(l);                                                                 \
      }                                                                                           \
    }                                                                                             \
    DFT__CL_B##P(dft__v##S, dft__vk##S##_, b, a);                                                 \
    DFT__UNROLL for (i = 1; i < P; i++) {                                                         \
      const dft__v##S w = dft__v##S##_ld((const T *)(const void *)(tw + (i - 1) * h + k));        \
      a[i] = DFT__TWMUL_B(dft__v##S, a[i], dft__v##S##_dupre(w), dft__v##S##_dupim(w));           \
    }                                                                                             \
    DFT__UNROLL for (i = 0; i < Q; i++) { /* Z_k = Y_2i + i Y_2i+1, Z_m-k = conj Y_2i + i conj Y_2i+1 */ \
      const dft__v##S u = a[2 * i], sv = dft__v##S##_swap(a[2 * i + 1]);                          \
      dft__v##S##_st((T *)(void *)(Z + i * m + k), dft__v##S##_fma(sv, pm, u));                   \
      dft__v##S##_st((T *)(void *)(Z + i * m + m - k - C + 1), dft__v##S##_rev(dft__v##S##_fma(u, mp, sv))); \
    }                                                                                             \
    dft__v##S##_st((T *)(void *)(Ll + k), a[P - 1]);                                              \
    if (Lf) dft__v##S##_st((T *)(void *)(Ll + m - k - C + 1), dft__v##S##_rev(dft__v##S##_mul(a[P - 1], mp))); \
  }                                                                                               \
  return k;                                                                                       \
}

/* One short real row of n = 2P points (P = 4, 8, 16) alone in registers, one complex per
   vector (dft__h): the single transforms that DFT__RROWS would run with every lane on the
   same row. Forward: the pairs of x are the half-length input, its codelet, then the real
   post-processing with w[k] = w_n^k (the real plan's table, k <= P/2), X_0 and X_P from Z_0
   on scalars. Backward: the pre-processing, the codelet, the pairs out. All inputs are read
   before any output is written (in place is fine). sc scales the outputs. */
#define DFT__RROW1(P, T, S)                                                                       \
  static void dft__r1_F##P##S(const T *x, T *y, const dft__c##S *w, T sc)                         \
  {                                                                                               \
    const dft__h##S pm = dft__h##S##_pm(), mp = dft__h##S##_sub(dft__h##S##_set1(0), pm);         \
    const dft__h##S half = dft__h##S##_set1((T)0.5 * sc), hmp = dft__h##S##_mul(half, mp);        \
    dft__h##S a[P], b[P];                                                                         \
    T z0[4];                                                                                      \
    int k;                                                                                        \
    DFT__UNROLL for (k = 0; k < P; k++) a[k] = dft__h##S##_ld(x + 2 * k);                         \
    DFT__CL_F##P(dft__h##S, dft__hk##S##_, a, b);                                                 \
    dft__h##S##_st(z0, b[0]);                                                                     \
    DFT__UNROLL for (k = 1; k <= P / 2; k++) { /* dft__vrpost on one pair */                      \
      const dft__h##S A = b[k], B = dft__h##S##_mul(b[P - k], mp);                                \
      const dft__h##S ur = dft__h##S##_set1(w[k].im); /* u = -i w^k */                            \
      const dft__h##S ui = dft__h##S##_mul(dft__h##S##_set1(w[k].re), mp);                        \
      const dft__h##S E = dft__h##S##_add(A, B), D = dft__h##S##_sub(A, B);                       \
      const dft__h##S t = dft__h##S##_fma(dft__h##S##_swap(D), ui, dft__h##S##_mul(D, ur));       \
      dft__h##S##_st(y + 2 * k, dft__h##S##_mul(dft__h##S##_add(E, t), half));                    \
      if (k < P - k) dft__h##S##_st(y + 2 * (P - k), dft__h##S##_mul(dft__h##S##_sub(E, t), hmp)); \
    }                                                                                             \
    y[0] = sc * (z0[0] + z0[1]); y[1] = 0;                                                        \
    y[2 * P] = sc * (z0[0] - z0[1]); y[2 * P + 1] = 0;                                            \
  }                                                                                               \
  static void dft__r1_B##P##S(const T *x, T *y, const dft__c##S *w, T sc)                         \
  {                                                                                               \
    const dft__h##S pm = dft__h##S##_pm(), mp = dft__h##S##_sub(dft__h##S##_set1(0), pm);         \
    const dft__h##S vsc = dft__h##S##_set1(sc);                                                   \
    dft__h##S a[P], b[P];                                                                         \
    int k;                                                                                        \
    T e0[4];                                                                                      \
    e0[0] = x[0] + x[2 * P]; e0[1] = x[0] - x[2 * P]; /* X_0 + X_P, X_0 - X_P */                  \
    a[0] = dft__h##S##_ld(e0);                                                                    \
    DFT__UNROLL for (k = 1; k <= P / 2; k++) { /* dft__vrpre on one pair */                       \
      const dft__h##S A = dft__h##S##_ld(x + 2 * k);                                              \
      const dft__h##S B = dft__h##S##_mul(dft__h##S##_ld(x + 2 * (P - k)), mp);                   \
      const dft__h##S wr = dft__h##S##_set1(w[k].re);                                             \
      const dft__h##S wi = dft__h##S##_mul(dft__h##S##_set1(w[k].im), mp);                        \
      const dft__h##S E = dft__h##S##_add(A, B), D = dft__h##S##_sub(A, B);                       \
      const dft__h##S O = dft__h##S##_fma(dft__h##S##_swap(D), wi, dft__h##S##_mul(D, wr));       \
      a[k] = dft__h##S##_add(E, dft__hk##S##_muli(O));                                            \
      if (k < P - k)                                                                              \
        a[P - k] = dft__h##S##_add(dft__h##S##_mul(E, mp), dft__hk##S##_muli(dft__h##S##_mul(O, mp))); \
    }                                                                                             \
    DFT__CL_B##P(dft__h##S, dft__hk##S##_, a, b);                                                 \
    DFT__UNROLL for (k = 0; k < P; k++) dft__h##S##_st(y + 2 * k, dft__h##S##_mul(b[k], vsc));    \
  }

/* The in-place DIT kernels (dft__dit_run) of radix P: a leaf of ng * C transforms and a
   twiddled stage of one block. */
#define DFT__DIT(P, D, T, S)                                                                      \
  static void dft__dl_##D##P##S(const dft__c##S *x, int64_t xs, dft__c##S *y, int64_t ys, int ng) \
  {                                                                                               \
    enum { C = DFT__W##S / 2 };                                                                   \
    int g, k, i;                                                                                  \
    if (P % C) return; /* an instance dft__dit_factor never picks */                                \
    for (g = 0; g < ng; g++) {                                                                    \
      dft__v##S a[P], b[P < C ? C : P];                                                           \
      DFT__UNROLL for (k = 0; k < P; k++) a[k] = dft__v##S##_ld((const T *)(const void *)(x + g * C + k * xs)); \
      DFT__CL_##D##P(dft__v##S, dft__vk##S##_, a, b);                                             \
      DFT__UNROLL for (k = 0; k < P; k += C) {                                                    \
        dft__v##S##_tr(b + k);                                                                    \
        DFT__UNROLL for (i = 0; i < C; i++) dft__v##S##_st((T *)(void *)(y + (g * C + i) * ys + k), b[k + i]); \
      }                                                                                           \
    }                                                                                             \
  }                                                                                               \
  static void dft__ds_##D##P##S(int64_t mm, dft__c##S *y, const dft__c##S *tw, int64_t B)        \
  {                                                                                               \
    enum { C = DFT__W##S / 2 };                                                                   \
    const dft__c##S *hi = tw + (P - 1) * B;                                                       \
    int64_t j, h;                                                                                 \
    int k;                                                                                        \
    if (!B)                                                                                       \
      for (j = 0; j < mm; j += C) {                                                               \
        dft__v##S a[P], b[P];                                                                     \
        a[0] = dft__v##S##_ld((const T *)(const void *)(y + j));                                  \
        DFT__UNROLL for (k = 1; k < P; k++) {                                                     \
          const dft__v##S u = dft__v##S##_ld((const T *)(const void *)(y + j + k * mm));          \
          if (sizeof(T) == sizeof(double)) { /* split: (re re ..) then (im im ..), C each */       \
            const T *w = (const T *)(const void *)(tw + 2 * ((k - 1) * mm + j));                  \
            a[k] = DFT__TWMUL_##D(dft__v##S, u, dft__v##S##_ld(w), dft__v##S##_ld(w + 2 * C));    \
          } else {                                                                                \
            const dft__v##S w = dft__v##S##_ld((const T *)(const void *)(tw + (k - 1) * mm + j)); \
            a[k] = DFT__TWMUL_##D(dft__v##S, u, dft__v##S##_dupre(w), dft__v##S##_dupim(w));      \
          }                                                                                       \
        }                                                                                         \
        DFT__CL_##D##P(dft__v##S, dft__vk##S##_, a, b);                                           \
        DFT__UNROLL for (k = 0; k < P; k++) dft__v##S##_st((T *)(void *)(y + j + k * mm), b[k]);  \
      }                                                                                           \
    else /* w^(jk) = lo[(k-1)*B + j mod B] * hi[(j / B)*(P-1) + k-1] */                           \
      for (h = 0; h < mm; h += B, hi += P - 1)                                                    \
        for (j = h; j < h + B; j += C) {                                                          \
          dft__v##S a[P], b[P];                                                                   \
          a[0] = dft__v##S##_ld((const T *)(const void *)(y + j));                                \
          DFT__UNROLL for (k = 1; k < P; k++) {                                                   \
            const dft__v##S w = DFT__TWMUL_F(dft__v##S, dft__v##S##_ld((const T *)(const void *)(tw + (k - 1) * B + j - h)),\
                                             dft__v##S##_set1(hi[k - 1].re), dft__v##S##_set1(hi[k - 1].im));\
            a[k] = DFT__TWMUL_##D(dft__v##S, dft__v##S##_ld((const T *)(const void *)(y + j + k * mm)),\
                                  dft__v##S##_dupre(w), dft__v##S##_dupim(w));                    \
          }                                                                                       \
          DFT__CL_##D##P(dft__v##S, dft__vk##S##_, a, b);                                         \
          DFT__UNROLL for (k = 0; k < P; k++) dft__v##S##_st((T *)(void *)(y + j + k * mm), b[k]);\
        }                                                                                         \
  }
#define DFT__DIT_RADICES(X, T, S) X(3, T, S) X(4, T, S) X(5, T, S) X(8, T, S) X(9, T, S) X(16, T, S)
#define DFT__DIT_FB(P, T, S) DFT__DIT(P, F, T, S) DFT__DIT(P, B, T, S)
#define DFT__PICK_DL(P, T, S) case P: return inv ? dft__dl_B##P##S : dft__dl_F##P##S;
#define DFT__PICK_DS(P, T, S) case P: return inv ? dft__ds_B##P##S : dft__ds_F##P##S;

/* >>kernels: the numeric code, written once and instantiated for float (_f) and
   double (_d). */
/* The most lines a step of a dft__pfc asks for. */
#define DFT__PF_STEP 64
/* Tile t's offsets in each slot (scalars; dft__tiles_run). */
static void dft__tile_origin(const dft__prog *g, int64_t t, int64_t o[3])
{
  int i, s;
  o[0] = o[1] = o[2] = 0;
  for (i = 0; i < g->tnd; i++) {
    const int64_t k = t % g->text[i];
    t /= g->text[i];
    for (s = 0; s < 3; s++) o[s] += k * g->tst[s][i];
  }
}
/* The blocks or rows of a pass that step a dft__pfc (dft__pass_run), 0 for routes that do not. */
static int64_t dft__pf_steps(const dft__pass *ps)
{
  const dft__route *rt = &ps->rt;
  if (rt->kind == DFT__RT_BLOCKS) return ps->rows / rt->e * rt->nbi;
  return rt->kind == DFT__RT_ROW || rt->kind == DFT__RT_COLS ? ps->rows : 0;
}
/* Once the routes are chosen: a thread's workspace for the tiled passes (each tile on one
   thread), the slots they use and write, the steps of their prefetch. */
static void dft__tiles_plan(dft__prog *g)
{
  int used[3] = {0, 0, 0}, i, s;
  for (i = g->t0; i < g->t1; i++) {
    const dft__pass *ps = &g->pass[i];
    if (ps->work > g->twork) g->twork = ps->work;
    used[ps->in.slot] = used[ps->out.slot] = g->twr[ps->out.slot] = 1;
    if (i > g->t0) g->tsteps += dft__pf_steps(ps);
  }
  for (s = 0; s < 3; s++) if (!used[s]) g->tlen[s] = 0;
}

#define DFT__NUMERIC(T, S)                                                                         \
typedef struct { T re, im; } dft__c##S;                                                       \
                                                                                              \
/* Complex twiddle products on scalars (dft__ck), and the codelets' arithmetic kinds: vector  \
   (dft__vk: DFT__W##S / 2 interleaved complex numbers), one complex per vector (dft__hk). */ \
static dft__c##S dft__ck##S##_twF(dft__c##S a, dft__c##S w)                                   \
{ dft__c##S r; r.re = a.re * w.re - a.im * w.im; r.im = a.re * w.im + a.im * w.re; return r; }\
static dft__c##S dft__ck##S##_twB(dft__c##S a, dft__c##S w)                                   \
{ dft__c##S r; r.re = a.re * w.re + a.im * w.im; r.im = a.im * w.re - a.re * w.im; return r; }\
DFT__VKIND(dft__v##S, dft__vk##S##_, T)                                                       \
DFT__VKIND(dft__h##S, dft__hk##S##_, T)                                                       \
                                                                                              \
/* The Stockham stages of the generated radices, forward (F) and backward (B). */             \
DFT__S1_RADICES(DFT__STAGE1_FB, T, S)                                                         \
DFT__STAGE_RADICES(DFT__STAGE_FB, T, S)                                                       \
                                                                                              \
/* Whole short transforms of W/2 rows in registers (dft__route_pick). */                      \
DFT__ROWS_LENGTHS##S(DFT__ROWS_FB, T, S)                                                      \
/* Whole small transforms of one sequence (dft__small_pick). */                               \
DFT__SMALL2(4, 2, F, T, S) DFT__SMALL2(4, 2, B, T, S)                                         \
DFT__SMALL2(4, 4, F, T, S) DFT__SMALL2(4, 4, B, T, S)                                         \
DFT__SMALL2(8, 4, F, T, S) DFT__SMALL2(8, 4, B, T, S)                                         \
DFT__SMALL2(8, 8, F, T, S) DFT__SMALL2(8, 8, B, T, S)                                         \
DFT__SMALL2(16, 8, F, T, S) DFT__SMALL2(16, 8, B, T, S)                                       \
DFT__SMALL2(16, 16, F, T, S) DFT__SMALL2(16, 16, B, T, S)                                     \
DFT__ROWS2(8, 4, F, T, S) DFT__ROWS2(8, 4, B, T, S)                                           \
DFT__ROWS2(8, 8, F, T, S) DFT__ROWS2(8, 8, B, T, S)                                           \
DFT__ROWS2(16, 8, F, T, S) DFT__ROWS2(16, 8, B, T, S)                                         \
DFT__ROWS2(16, 16, F, T, S) DFT__ROWS2(16, 16, B, T, S)                                       \
DFT__ROWS2(4, 4, F, T, S) DFT__ROWS2(4, 4, B, T, S)                                           \
DFT__ROWS2(4, 2, F, T, S) DFT__ROWS2(4, 2, B, T, S)                                           \
/* Short mixed-radix rows across W/2 lanes (DFT__ROWSX): its stages, and the kernels. */      \
typedef void (*dft__rxafn##S)(dft__v##S *, int64_t, const dft__c##S *);                        \
typedef void (*dft__rxbfn##S)(const dft__v##S *, dft__v##S *, int64_t, T);                     \
typedef void (*dft__rxmfn##S)(const dft__v##S *, dft__v##S *, int64_t, int64_t, const dft__c##S *);\
DFT__RXM_RADICES(DFT__RXM_FB, T, S)                                                           \
DFT__RXA_RADICES(DFT__RXA_FB, T, S)                                                           \
DFT__RXB_RADICES(DFT__RXB_FB, T, S)                                                           \
static dft__rxbfn##S dft__rx_last##S(int64_t p, int inv)                                      \
{                                                                                             \
  dft__rxbfn##S sb = NULL;                                                                    \
  switch (p) {                                                                                \
  DFT__RXB_RADICES(DFT__PICK_RXB, T, S)                                                       \
  default: break;                                                                             \
  }                                                                                           \
  return sb;                                                                                  \
}                                                                                             \
/* DFT__ROWSX's stages for plan f: radix[0] across, then the rest as one codelet (*psm NULL),  \
   or radix[1] (4 or 8) as a middle stage and the rest as one codelet; *psa or *psb NULL: none.\
   */                                                                                         \
static void dft__rx_stages##S(const dft__fft *f, int inv, dft__rxafn##S *psa, dft__rxmfn##S *psm,\
                              dft__rxbfn##S *psb)                                             \
{                                                                                             \
  dft__rxafn##S sa = NULL;                                                                    \
  dft__rxmfn##S sm = NULL;                                                                    \
  const int64_t q = f->n / f->radix[0];                                                       \
  switch (f->radix[0]) {                                                                      \
  DFT__RXA_RADICES(DFT__PICK_RXA, T, S)                                                       \
  default: break;                                                                             \
  }                                                                                           \
  *psb = dft__rx_last##S(q, inv);                                                             \
  if (!*psb && f->nst >= 3 && q % f->radix[1] == 0) {                                         \
    switch (f->radix[1]) {                                                                    \
    DFT__RXM_RADICES(DFT__PICK_RXM, T, S)                                                     \
    default: break;                                                                           \
    }                                                                                         \
    *psb = sm ? dft__rx_last##S(q / f->radix[1], inv) : NULL;                                 \
  }                                                                                           \
  *psa = sa; *psm = sm;                                                                       \
}                                                                                             \
DFT__ROWSX(F, T, S) DFT__ROWSX(B, T, S)                                                       \
/* The twiddles w^(jk), [(k-1)*P2 + j], of 8 = 4 x 2 points (whole contiguous rows, SIMD      \
   across the row; 8 has a one-stage plan; 16 takes its plan's twt). */                       \
static const dft__c##S dft__tw4x2##S[6] = {                                                   \
  {1, 0}, {(T)0.707106781186547524400844362104849039L, (T)-0.707106781186547524400844362104849039L},\
  {1, 0}, {0, -1},                                                                            \
  {1, 0}, {(T)-0.707106781186547524400844362104849039L, (T)-0.707106781186547524400844362104849039L}};\
                                                                                              \
/* Power-of-two plans of 512..4096 points with constant strides (dft__fixed_pick; 1024 as     \
   8, 8, 16: 5.7% fewer instructions than 8, 8, 4, 4 and 7% faster, single and double; the    \
   same 16 as the last stage of generic plans, 8192 on, was slower). */                       \
DFT__FIXED3(512, 8, 8, 8, F, T, S) DFT__FIXED3(512, 8, 8, 8, B, T, S)                         \
DFT__FIXED3(1024, 8, 8, 16, F, T, S) DFT__FIXED3(1024, 8, 8, 16, B, T, S)                     \
DFT__FIXED4(2048, 8, 8, 8, 4, F, T, S) DFT__FIXED4(2048, 8, 8, 8, 4, B, T, S)                 \
DFT__FIXED4(4096, 8, 8, 8, 8, F, T, S) DFT__FIXED4(4096, 8, 8, 8, 8, B, T, S)                 \
                                                                                              \
/* A Stockham stage of any odd radix p (the primes without a codelet):                        \
   a_r = x[q + L*(j + r*m)];  y[q + L*(p*j + k)] = b_k * w^(jk), b = DFT_p(a).                \
   tw holds (p-1)*m forward twiddles, then the h x h tables cos(2 pi rk/p) and                \
   sin(2 pi rk/p), r, k = 1..h = (p-1)/2, as scalars. W/2 sequences q at a time in            \
   vectors (DFT__GEN_VEC), the lanes left one at a time in half vectors (dft__h; 1000 rows    \
   of complex doubles through groups, FFTW time over ours: 29 points 1.29x -> 3.77x, 58       \
   1.32x -> 3.49x; floats 29 0.80x -> 3.84x, 58 0.97x -> 4.47x; session 70). */               \
static void dft__st_gen##S(int p, int64_t m, int64_t L, const dft__c##S *x,                   \
                           dft__c##S *y, const dft__c##S *tw, int inv)                        \
{                                                                                             \
  const T sg = inv ? (T)1 : (T)-1;  /* sign of the exponent */                                \
  const T wsg = inv ? (T)-1 : (T)1; /* backward twiddles conjugated */                        \
  const int h = (p - 1) / 2;                                                                  \
  const T *ct = (const T *)(const void *)(tw + (int64_t)(p - 1) * m), *st = ct + h * h;       \
  const int64_t as = L * m, cpv = DFT__W##S / 2;                                              \
  int64_t j, q;                                                                               \
  for (j = 0; j < m; j++) {                                                                   \
    const dft__c##S *w = tw + j * (p - 1);                                                    \
    for (q = 0; q + cpv <= L; q += cpv) DFT__GEN_VEC(dft__v##S, T, S, q);                     \
    for (; q < L; q++) DFT__GEN_VEC(dft__h##S, T, S, q); /* the lanes left */                 \
  }                                                                                           \
}                                                                                             \
                                                                                              \
typedef void (*dft__stagefn##S)(int p, int64_t m, int64_t L, const dft__c##S *x, dft__c##S *y,\
                                const dft__c##S *tw, const dft__c##S *twt);                   \
static dft__stagefn##S dft__stage_pick##S(int p, int inv)                                     \
{                                                                                             \
  switch (p) {                                                                                \
  DFT__STAGE_RADICES(DFT__PICK_ST, T, S)                                                      \
  default: return NULL;                                                                       \
  }                                                                                           \
}                                                                                             \
                                                                                              \
/* The first stage of a radix with a codelet, one sequence (L = 1; dft__s1n), or NULL. */     \
typedef void (*dft__s1fn##S)(int64_t m, const dft__c##S *x, dft__c##S *y, const dft__c##S *twt);\
static dft__s1fn##S dft__stage1_pick##S(int p, int inv)                                       \
{                                                                                             \
  switch (p) {                                                                                \
  DFT__S1_RADICES(DFT__PICK_S1, T, S)                                                         \
  default: return NULL;                                                                       \
  }                                                                                           \
}                                                                                             \
                                                                                              \
/* The whole-transform kernel (DFT__SMALL2) of a two-stage plan with twx, or NULL. */         \
typedef void (*dft__smallfn##S)(const dft__c##S *x, dft__c##S *y, const dft__c##S *wr,\
                                 const dft__c##S *wi, T sc);                                  \
static dft__smallfn##S dft__small_pick##S(const dft__fft *pl, int inv)                        \
{                                                                                             \
  if (!pl->twx || pl->nst != 2) return NULL;                                                  \
  switch (pl->radix[0] * 100 + pl->radix[1]) {                                                \
  case 404: return inv ? dft__sm_B4x4##S : dft__sm_F4x4##S;                                   \
  case 804: return inv ? dft__sm_B8x4##S : dft__sm_F8x4##S;                                   \
  case 808: return inv ? dft__sm_B8x8##S : dft__sm_F8x8##S;                                   \
  case 1608: return inv ? dft__sm_B16x8##S : dft__sm_F16x8##S;                                \
  case 1616: return inv ? dft__sm_B16x16##S : dft__sm_F16x16##S;                              \
  default: return NULL;                                                                       \
  }                                                                                           \
}                                                                                             \
/* A DFT__SMALL2 kernel's second-stage twiddles (the first stage's are pl->twx). */           \
static const dft__c##S *dft__small_tw##S(const dft__fft *pl, int inv)                         \
{                                                                                             \
  return (const dft__c##S *)pl->twx + (1 + inv) * (pl->radix[0] - 1) * pl->radix[1];          \
}                                                                                             \
/* The constant-stride stages (DFT__FIXED3/4) of a plan, or NULL. */                          \
typedef void (*dft__fixedfn##S)(const dft__fft *pl, const dft__c##S *x, dft__c##S *y, dft__c##S *s);\
static dft__fixedfn##S dft__fixed_pick##S(const dft__fft *pl, int inv)                        \
{                                                                                             \
  static const int r[4][4] = {{8, 8, 8, 0}, {8, 8, 4, 4}, {8, 8, 8, 4}, {8, 8, 8, 8}};        \
  static const dft__fixedfn##S fw[4] = {dft__fx_F512##S, dft__fx_F1024##S, dft__fx_F2048##S, dft__fx_F4096##S};\
  static const dft__fixedfn##S bw[4] = {dft__fx_B512##S, dft__fx_B1024##S, dft__fx_B2048##S, dft__fx_B4096##S};\
  int i, s;                                                                                   \
  if (pl->n < 512 || pl->n > 4096 || (pl->n & (pl->n - 1)) || !pl->twt) return NULL;          \
  for (i = 0; (512 << i) != pl->n; i++) {}                                                    \
  for (s = 0; s < pl->nst; s++) if (s >= 4 || pl->radix[s] != r[i][s]) return NULL;           \
  if (s < 4 && r[i][s]) return NULL;                                                          \
  return inv ? bw[i] : fw[i];                                                                 \
}                                                                                             \
/* The codelet of a whole transform of n points (dft__codelet_len), or NULL. */              \
DFT__SHORT_RADICES(DFT__PCL_FB, T, S)                                                         \
DFT__PCL_FB(17, T, S)                                                                         \
DFT__PCL_FB(25, T, S)                                                                         \
typedef void (*dft__pclfn##S)(const dft__c##S *x, dft__c##S *y, T sc);                        \
static dft__pclfn##S dft__pcl_pick##S(int64_t n, int inv)                                     \
{                                                                                             \
  switch (n) {                                                                                \
  DFT__SHORT_RADICES(DFT__PICK_PCL, T, S)                                                     \
  DFT__PICK_PCL(17, T, S)                                                                     \
  DFT__PICK_PCL(25, T, S)                                                                     \
  default: return NULL;                                                                       \
  }                                                                                           \
}                                                                                             \
                                                                                              \
/* In-place decimation in time (dft__dit_run): a level's sub-transforms are done, depth     \
   first, before its stage combines them in place, so each block is finished while it is    \
   in cache and the stages above the leaves touch only the output. Leaves: ng * C           \
   transforms of P points at once, lane c reading x[c + xs*u] and writing y[c*ys + u]        \
   (C x C blocks transposed in registers). Stages: one block of P*mm points, SIMD across j:  \
   y[j + mm*k] <- DFT_P(y[j + mm*r] * w^(jr))_k with w^(jk) = w_(P*mm)^(jk) tw[(k-1)*mm + j]  \
   (doubles: split by vectors, tw[2((k-1)*mm + j)...] holding C real parts twice, then the   \
   C imaginary ones: loads instead of a shuffle per twiddle, 3-28% faster from 2048 points), \
   or, where the level's table is two-level (B > 0), tw[(k-1)*B + j mod B] *                  \
   tw[(P-1)*B + (j / B)*(P-1) + k-1] (dft__dit_init). Transforms over 2 MiB prefetch the     \
   next leaf's P input lines while a leaf runs (they lie far apart, and from L3 or memory    \
   the hardware prefetchers miss them): 4-9% less time from 4 MiB on the AMD EPYC (Zen 5). */\
typedef void (*dft__dlfn##S)(const dft__c##S *x, int64_t xs, dft__c##S *y, int64_t ys, int ng);\
typedef void (*dft__dsfn##S)(int64_t mm, dft__c##S *y, const dft__c##S *tw, int64_t B);    \
DFT__DIT_RADICES(DFT__DIT_FB, T, S)                                                           \
static dft__dlfn##S dft__dit_leaf##S(int p, int inv)                                          \
{                                                                                             \
  switch (p) {                                                                                \
  DFT__DIT_RADICES(DFT__PICK_DL, T, S)                                                        \
  default: return NULL;                                                                       \
  }                                                                                           \
}                                                                                             \
static dft__dsfn##S dft__dit_stage##S(int p, int inv)                                         \
{                                                                                             \
  switch (p) {                                                                                \
  DFT__DIT_RADICES(DFT__PICK_DS, T, S)                                                        \
  default: return NULL;                                                                       \
  }                                                                                           \
}                                                                                             \
typedef struct {                                                                              \
  const dft__fft *pl;                                                                         \
  dft__dlfn##S leaf;                                                                          \
  dft__dsfn##S st[DFT__MAX_STAGES];                                                           \
  int64_t M[DFT__MAX_STAGES]; /* block size of each level */                                  \
  int ng;                                                                                     \
  int pf; /* prefetch the leaves' input (transforms over 2 MiB) */                           \
} dft__ditctx##S;                                                                             \
/* Level s's sub-transforms of ng*C lanes: input x[c + xs*u], output y[c*ys + v]. */          \
static void dft__dit_sub##S(const dft__ditctx##S *c, int s, const dft__c##S *x, int64_t xs,   \
                            dft__c##S *y, int64_t ys)                                         \
{                                                                                             \
  const dft__c##S *tw = (const dft__c##S *)c->pl->twd + c->pl->dtoff[s];                      \
  const int p = c->pl->dr[s], G = c->ng * (DFT__W##S / 2);                                    \
  const int64_t mm = c->M[s - 1];                                                             \
  int t, g;                                                                                   \
  if (s == 1)                                                                                 \
    for (t = 0; t < p; t++) {                                                                 \
      if (c->pf && t + 1 < p) /* the next leaf's input lines */                               \
        dft__prefetch_lines(x + xs * (t + 1), xs * p * (int64_t)sizeof(*x), c->pl->dr[0]);    \
      c->leaf(x + xs * t, xs * p, y + mm * t, ys, c->ng);                                     \
    }                                                                                         \
  else for (t = 0; t < p; t++) dft__dit_sub##S(c, s - 1, x + xs * t, xs * p, y + mm * t, ys);  \
  for (g = 0; g < G; g++) c->st[s](mm, y + ys * g, tw, c->pl->dtb[s]);                        \
}                                                                                             \
static void dft__dit_run##S(const dft__fft *pl, const dft__c##S *x, dft__c##S *y, int inv)   \
{                                                                                             \
  dft__ditctx##S c;                                                                           \
  const int top = pl->ndit - 1, p = pl->dr[top], C = DFT__W##S / 2;                           \
  int s, t;                                                                                   \
  c.pl = pl;                                                                                  \
  c.leaf = dft__dit_leaf##S(pl->dr[0], inv);                                                  \
  c.M[0] = pl->dr[0];                                                                         \
  for (s = 1; s <= top; s++) { c.st[s] = dft__dit_stage##S(pl->dr[s], inv); c.M[s] = c.M[s - 1] * pl->dr[s]; }\
  c.ng = p % (2 * C) == 0 ? 2 : 1;                                                            \
  c.pf = pl->n * (int64_t)sizeof(*x) > ((int64_t)2 << 20);                                   \
  for (t = 0; t < p; t += c.ng * C) {                                                         \
    if (top == 1) c.leaf(x + t, p, y + c.M[0] * t, c.M[0], c.ng);                             \
    else dft__dit_sub##S(&c, top - 1, x + t, p, y + c.M[top - 1] * t, c.M[top - 1]);          \
  }                                                                                           \
  c.st[top](c.M[top - 1], y, (const dft__c##S *)pl->twd + pl->dtoff[top], pl->dtb[top]);     \
}                                                                                             \
                                                                                              \
/* y[k] = x[k] w[k] (conj: x[k] conj(w[k])) for k < n, SIMD (Bluestein's chirps and filter,  \
   Rader's forward filter: gcc -O2 left plain loops scalar, 36% of a float 10007 call). */       \
static void dft__cmul_arr##S(int64_t n, const dft__c##S *x, const dft__c##S *w, int conj,     \
                            dft__c##S *y)                                                     \
{                                                                                             \
  const int64_t C = DFT__W##S / 2;                                                            \
  int64_t k = 0;                                                                              \
  for (; k + C <= n; k += C) {                                                                \
    const dft__v##S a = dft__v##S##_ld((const T *)(const void *)(x + k));                     \
    const dft__v##S b = dft__v##S##_ld((const T *)(const void *)(w + k));                     \
    const dft__v##S wr = dft__v##S##_dupre(b), wi = dft__v##S##_dupim(b);                     \
    dft__v##S##_st((T *)(void *)(y + k), conj ? DFT__TWMUL_B(dft__v##S, a, wr, wi) : DFT__TWMUL_F(dft__v##S, a, wr, wi));\
  }                                                                                           \
  for (; k < n; k++) y[k] = conj ? dft__ck##S##_twB(x[k], w[k]) : dft__ck##S##_twF(x[k], w[k]); \
}                                                                                             \
/* Where dft__fft_execL puts a copy of the input of an in-place call on one sequence: the     \
   scratch for DIT plans (their levels run out of place), its second half for Stockham        \
   stages of an odd count (the first stage writes the output); NULL where the path it takes   \
   needs no copy. dft__rfft_bwd writes its pre-processing there instead of copying. */        \
static dft__c##S *dft__inplace_slot##S(const dft__fft *pl, dft__c##S *scratch, int inv)       \
{                                                                                             \
  if (pl->perm || pl->m) return NULL; /* Rader and Bluestein work in their own scratch */     \
  if (pl->ndit) return scratch;                                                               \
  if (dft__fixed_pick##S(pl, inv) || dft__codelet_len(pl->n) ||                               \
      dft__small_pick##S(pl, inv) || pl->nst % 2 == 0)                                        \
    return NULL;                                                                              \
  return scratch + pl->n;                                                                     \
}                                                                                             \
/* out <- DFT(in), unscaled (inv: exponent sign +1), for L0 sequences stored                  \\
   interleaved (element j of sequence g at j*L0 + g; L0 > 1 only for Stockham                 \
   plans). in may equal out; an out-of-place in is only read. scratch holds                   \
   pl->ws * L0 points. */                                                                     \
static void dft__fft_execL##S(const dft__fft *pl, const dft__c##S *in, dft__c##S *out,        \
                              dft__c##S *scratch, int inv, int64_t L0)                        \
{                                                                                             \
  const dft__fixedfn##S fx = L0 == 1 ? dft__fixed_pick##S(pl, inv) : NULL;                    \
  const dft__smallfn##S sm = L0 == 1 ? dft__small_pick##S(pl, inv) : NULL;                    \
  int64_t k;                                                                                  \
  if (in == out && L0 == 1) {                                                                 \
    dft__c##S *cp = dft__inplace_slot##S(pl, scratch, inv);                                   \
    if (cp) { memcpy(cp, in, (size_t)pl->n * sizeof(*in)); in = cp; }                         \
  }                                                                                           \
  if (pl->perm) { /* Rader: X_0 = sum x, X_(g^q) = x_0 + sum_p x_(g^-p) w^(g^(q-p)) */      \
    const dft__c##S *f = (const dft__c##S *)pl->filt, x0 = in[0];                            \
    const uint32_t *pi = pl->perm, *po = pl->perm + pl->m;                                    \
    const int64_t m = pl->m;                                                                  \
    dft__c##S *a = scratch, *b = DFT__CONV_B(scratch, m), *w = DFT__CONV_W(scratch, m);  \
    for (k = 0; k < m; k++) b[k] = in[pi[k]]; /* both FFTs b -> a, out of place */            \
    dft__fft_execL##S(pl->sub, b, a, w, 0, 1);                                                \
    out[0].re = x0.re + a[0].re; out[0].im = x0.im + a[0].im;                                 \
    /* backward: the filter of conj w is conj F_(-k) */                                       \
    if (inv) for (k = 0; k < m; k++) b[k] = dft__ck##S##_twB(a[k], f[k ? m - k : 0]);         \
    else dft__cmul_arr##S(m, a, f, 0, b);                                                     \
    dft__fft_execL##S(pl->sub, b, a, w, 1, 1);                                                \
    for (k = 0; k < m; k++) { out[po[k]].re = x0.re + a[k].re; out[po[k]].im = x0.im + a[k].im; }\
  } else if (pl->m) { /* Bluestein: chirp, convolve with the precomputed filter, chirp */     \
    const dft__c##S *ch = (const dft__c##S *)pl->chirp, *f = (const dft__c##S *)pl->filt;     \
    const int64_t m = pl->m;                                                                  \
    dft__c##S *a = scratch, *b = DFT__CONV_B(scratch, m), *w = DFT__CONV_W(scratch, m);  \
    dft__cmul_arr##S(pl->n, in, ch, inv, b); /* both FFTs b -> a, out of place */             \
    memset(b + pl->n, 0, (size_t)(m - pl->n) * sizeof *b);                                    \
    dft__fft_execL##S(pl->sub, b, a, w, 0, 1);                                                \
    dft__cmul_arr##S(m, a, f, inv, b);                                                        \
    dft__fft_execL##S(pl->sub, b, a, w, 1, 1);                                                \
    dft__cmul_arr##S(pl->n, a, ch, inv, out);                                                 \
  } else if (pl->ndit && L0 == 1) {                                                           \
    dft__dit_run##S(pl, in, out, inv);                                                        \
  } else if (fx) {                                                                            \
    fx(pl, in, out, scratch);                                                                 \
  } else if (sm) {                                                                            \
    sm(in, out, (const dft__c##S *)pl->twx, dft__small_tw##S(pl, inv), (T)1);                 \
  } else if (L0 == 1 && dft__codelet_len(pl->n)) {                                            \
    dft__pcl_pick##S(pl->n, inv)(in, out, (T)1);                                              \
  } else if (pl->nst == 0) {                                                                  \
    if (out != in) memcpy(out, in, (size_t)L0 * sizeof(*in));                                 \
  } else { /* stages alternate between out and scratch, the last one writes out */            \
    const dft__c##S *tw = (const dft__c##S *)pl->tw, *src = in;                               \
    int64_t L = L0, len = pl->n;                                                              \
    int s;                                                                                    \
    for (s = 0; s < pl->nst; s++) {                                                           \
      const int p = pl->radix[s];                                                             \
      const dft__stagefn##S fn = dft__stage_pick##S(p, inv);                                  \
      dft__c##S *dst = (pl->nst - 1 - s) % 2 == 0 ? out : scratch;                            \
      if (dst == src) { /* in place, first stage of L0 > 1: work from a copy */               \
        memcpy(scratch + pl->n * L0, src, (size_t)(pl->n * L0) * sizeof(*src));               \
        src = scratch + pl->n * L0;                                                           \
      }                                                                                       \
      const dft__s1fn##S s1 = !s && L == 1 && pl->twt && len / p >= DFT__W##S / 2             \
                                ? dft__stage1_pick##S(p, inv) : NULL; /* twt: a codelet */     \
      if (s1) s1(len / p, src, dst, (const dft__c##S *)pl->twt);                              \
      else if (fn) fn(p, len / p, L, src, dst, tw + pl->twoff[s], s ? NULL : (const dft__c##S *)pl->twt);\
      else dft__st_gen##S(p, len / p, L, src, dst, tw + pl->twoff[s], inv);                   \
      src = dst;                                                                              \
      L *= p; len /= p;                                                                       \
    }                                                                                         \
  }                                                                                           \
}                                                                                             \
                                                                                              \
/* The Stockham stages ping-ponging between a (the input, overwritten) and b:                 \
   returns the one that holds DFT(a). Half the memory of dft__fft_execL, for the              \
   grouped rows whose buffers should stay in cache. */                                        \
static dft__c##S *dft__fft_pingpong##S(const dft__fft *pl, dft__c##S *a, dft__c##S *b, int inv, int64_t L0)\
{                                                                                             \
  const dft__c##S *tw = (const dft__c##S *)pl->tw;                                            \
  int64_t L = L0, len = pl->n;                                                                \
  int s;                                                                                      \
  for (s = 0; s < pl->nst; s++) {                                                             \
    const int p = pl->radix[s];                                                               \
    const dft__stagefn##S fn = dft__stage_pick##S(p, inv);                                    \
    dft__c##S *t;                                                                             \
    if (fn) fn(p, len / p, L, a, b, tw + pl->twoff[s], s ? NULL : (const dft__c##S *)pl->twt);\
    else dft__st_gen##S(p, len / p, L, a, b, tw + pl->twoff[s], inv);                         \
    t = a; a = b; b = t;                                                                      \
    L *= p; len /= p;                                                                         \
  }                                                                                           \
  return a;                                                                                   \
}                                                                                             \
                                                                                              \
static void dft__fft_exec##S(const dft__fft *pl, const dft__c##S *in, dft__c##S *out,         \
                             dft__c##S *scratch, int inv)                                     \
{                                                                                             \
  dft__fft_execL##S(pl, in, out, scratch, inv, 1);                                            \
}                                                                                             \
                                                                                              \
/* Real forward post-processing: z[0..h-1] = FFT_h of the pairs of n = 2h reals ->            \
   X_0..X_h in x (h+1 points; x may be z itself: each pair k, h-k is read before              \
   it is written). The range version does the pairs k0 <= k < k1 (1 <= k <= h/2)              \
   and scales them, so that threads can share one long row. */                                \
/* A twiddle kept as two small tables (four-step, long real rows): entry j of column k    \
   is lo[j & B-1] * hi[j >> sh], lo = w + k, hi = w + B*ws + k, B = 2^sh, row stride ws. */   \
static dft__c##S dft__tw2##S(const void *tw, int sh, int64_t ws, int64_t j, int64_t k)        \
{                                                                                             \
  const dft__c##S *w = (const dft__c##S *)tw + k;                                             \
  const int64_t b = (int64_t)1 << sh;                                                         \
  return dft__ck##S##_twF(w[(j & (b - 1)) * ws], w[(b + (j >> sh)) * ws]);                    \
}                                                                                             \
/* A real plan's twiddle w_n^k, and W/2 of them from k on (dft__rfft_init's two tables:      \
   lo[t] = w^t for t < B + DFT__TWPAD, so that the lanes k + i of a block need one hi). */   \
static dft__c##S dft__rtw##S(const dft__rfft *pl, int64_t k)                                 \
{                                                                                             \
  const dft__c##S *w = (const dft__c##S *)pl->tw;                                             \
  const int64_t b = (int64_t)1 << pl->twsh;                                                   \
  return pl->twsh ? dft__ck##S##_twF(w[k & (b - 1)], w[b + DFT__TWPAD + (k >> pl->twsh)]) : w[k];\
}                                                                                             \
static DFT__INLINE dft__v##S dft__rtwv##S(const dft__rfft *pl, int64_t k)                     \
{                                                                                             \
  const dft__c##S *w = (const dft__c##S *)pl->tw, *h;                                         \
  const int64_t b = (int64_t)1 << pl->twsh;                                                   \
  if (!pl->twsh) return dft__v##S##_ld((const T *)(const void *)(w + k));                     \
  h = w + b + DFT__TWPAD + (k >> pl->twsh);                                                   \
  return DFT__TWMUL_F(dft__v##S, dft__v##S##_ld((const T *)(const void *)(w + (k & (b - 1)))),\
                      dft__v##S##_set1(h->re), dft__v##S##_set1(h->im));                      \
}                                                                                             \
/* The real post- and pre-processing butterflies on vectors of pairs (see the scalar        \
   loops below). Post: A = Z_k, B = Z_{h-k} (lane by lane), the twiddle as wim = (w.im w.im  \
   ..), wre = (w.re w.re ..), half = sc/2, hmp = (half -half ..): E = A + conj B and D = A -   \
   conj B in one fused op each, t = -i w^k D half, X_k = half E + t in *a and X_{h-k} =       \
   conj(half E - t) in *b, 8 ops. Pre: A = X_k, B = X_{h-k}, the twiddle as wre, wim: E and  \
   D as above, O = D conj(w^k), Z_k = E + i O in *a, Z_{h-k} = conj E + i conj O in *b, 8     \
   ops. */                                                                                    \
static void dft__vrpost##S(dft__v##S A, dft__v##S B, dft__v##S wim, dft__v##S wre, dft__v##S half,\
                           dft__v##S hmp, dft__v##S *a, dft__v##S *b)                         \
{                                                                                             \
  const dft__v##S one = dft__v##S##_set1(1);                                                  \
  const dft__v##S E = dft__v##S##_fmsubadd(A, one, B), D = dft__v##S##_fmaddsub(A, one, B);   \
  const dft__v##S q = dft__v##S##_fmsubadd(D, wim, dft__v##S##_mul(dft__v##S##_swap(D), wre));\
  const dft__v##S t = dft__v##S##_mul(q, half); /* -i w^k D half */                           \
  *a = dft__v##S##_fma(E, half, t);                                                           \
  *b = dft__v##S##_fmaddsub(E, hmp, t);                                                       \
}                                                                                             \
static void dft__vrpre##S(dft__v##S A, dft__v##S B, dft__v##S wre, dft__v##S wim, dft__v##S *a,\
                          dft__v##S *b)                                                       \
{                                                                                             \
  const dft__v##S one = dft__v##S##_set1(1);                                                  \
  const dft__v##S mp = dft__v##S##_sub(dft__v##S##_set1(0), dft__v##S##_pm());                \
  const dft__v##S E = dft__v##S##_fmsubadd(A, one, B), D = dft__v##S##_fmaddsub(A, one, B);   \
  const dft__v##S Q = dft__v##S##_fmsubadd(D, wre, dft__v##S##_mul(dft__v##S##_swap(D), wim));\
  const dft__v##S O = dft__v##S##_swap(Q); /* D conj(w^k), re and im swapped */               \
  *a = dft__v##S##_fmaddsub(E, one, O); /* E + i O */                                         \
  *b = dft__v##S##_fma(E, mp, O);       /* conj E + i conj O */                               \
}                                                                                             \
/* The pairs (k, h-k) of the real post- (post = 1) or pre-processing, k0 <= k < k1 <= h/2 + 1, \
   from z to x (x may be z), on scalars (dft__rpair) and W/2 = C pairs at a time              \
   (dft__rpairs): the block k..k+C-1 with the reversed block h-k-C+1..h-k while               \
   2(k+C-1) <= h (for even h the last pair of blocks meets at h/2: loads before stores, both  \
   equal). The blocks of k start where z + k is on a vector boundary, and the mirror blocks   \
   read and write the aligned vectors below and at h-k, each carried over to the next block   \
   (rcat): with one side off the boundary c2r 4096's pre-processing took 1.86 us from the L2  \
   against 0.95 aligned (session 68). The vectors carried are of pairs inside k0..k1 only, so \
   that threads may share a row (dft__rrows_split). */                                        \
static DFT__INLINE void dft__rpair##S(const dft__rfft *pl, int post, const dft__c##S *z, dft__c##S *x, \
                                     int64_t h, int64_t k, T hs)                              \
{                                                                                             \
  const dft__c##S wk = dft__rtw##S(pl, k);                                                    \
  const T ar = z[k].re, ai = z[k].im, br = z[h - k].re, bi = -z[h - k].im;                    \
  if (post) { /* E = (Z_k + conj Z_{h-k})/2, O = (Z_k - conj Z_{h-k})/(2i), X_k = E + w^k O,  \
                 X_{h-k} = conj(E - w^k O) */                                                 \
    const T er = hs * (ar + br), ei = hs * (ai + bi);                                         \
    const T or_ = hs * (ai - bi), oi = -hs * (ar - br);                                       \
    const T tr = wk.re * or_ - wk.im * oi, ti = wk.re * oi + wk.im * or_;                     \
    x[k].re = er + tr; x[k].im = ei + ti;                                                     \
    x[h - k].re = er - tr; x[h - k].im = -(ei - ti);                                          \
  } else { /* E = X_k + conj X_{h-k}, O = (X_k - conj X_{h-k}) conj(w^k), Z_k = E + iO,       \
              Z_{h-k} = conj E + i conj O */                                                  \
    const T er = ar + br, ei = ai + bi, dr = ar - br, di = ai - bi;                           \
    const T or_ = dr * wk.re + di * wk.im, oi = di * wk.re - dr * wk.im;                      \
    x[k].re = er - oi; x[k].im = ei + or_;                                                    \
    x[h - k].re = er + oi; x[h - k].im = or_ - ei;                                            \
  }                                                                                           \
}                                                                                             \
/* One block: A = z[k..], B = the mirror reversed -> a (for x[k..]) and b (reversed). */      \
static DFT__INLINE void dft__rpair_v##S(const dft__rfft *pl, int post, const dft__c##S *w, int twsh, \
                                       const dft__c##S *z, int64_t k,                         \
                                       dft__v##S B, dft__v##S half, dft__v##S hmp, dft__v##S *a, \
                                       dft__v##S *b)                                          \
{                                                                                             \
  const dft__v##S A = dft__v##S##_ld((const T *)(const void *)(z + k));                       \
  const dft__v##S wv = twsh ? dft__rtwv##S(pl, k) : dft__v##S##_ld((const T *)(const void *)(w + k)); \
  if (post) dft__vrpost##S(A, B, dft__v##S##_dupim(wv), dft__v##S##_dupre(wv), half, hmp, a, b); \
  else dft__vrpre##S(A, B, dft__v##S##_dupre(wv), dft__v##S##_dupim(wv), a, b);               \
}                                                                                             \
/* The mirror block h-k-C+1..h-k of pairs k.., reversed (unaligned). */                       \
static DFT__INLINE dft__v##S dft__rmirror##S(const dft__c##S *z, int64_t h, int64_t k)        \
{                                                                                             \
  enum { C = DFT__W##S / 2 };                                                                 \
  return dft__v##S##_rev(dft__v##S##_ld((const T *)(const void *)(z + h - k - C + 1)));       \
}                                                                                             \
static DFT__INLINE void dft__rpairs##S(const dft__rfft *pl, int post, const dft__c##S *z, dft__c##S *x, \
                                      int64_t k0, int64_t k1, T sc)                           \
{                                                                                             \
  enum { C = DFT__W##S / 2 };                                                                 \
  const int64_t h = pl->n / 2, kv = k1 < h / 2 + 1 ? k1 : h / 2 + 1; /* blocks: k + C <= kv */ \
  const T hs = (T)0.5 * sc;                                                                   \
  const dft__c##S *w = (const dft__c##S *)pl->tw; /* (locals: the stores may alias pl) */     \
  const int twsh = pl->twsh;                                                                  \
  const dft__v##S half = dft__v##S##_set1(hs);                                                \
  const dft__v##S hmp = dft__v##S##_mul(half, dft__v##S##_sub(dft__v##S##_set1(0), dft__v##S##_pm())); \
  /* the first k >= k0 with z + k on a vector boundary */                                     \
  int64_t k = k0 + (int64_t)(((uintptr_t)0 - (uintptr_t)(z + k0)) / sizeof(dft__c##S) % C);   \
  dft__v##S a, b, bp, L, M;                                                                   \
  int64_t i;                                                                                  \
  if (C == 1 || k + 2 * C > kv || (kv - k0) * 4 * (int64_t)sizeof(dft__c##S) < DFT__RPAIRS_ALIGN) { \
    /* few pairs: blocks from k0, their mirrors unaligned */                                  \
    for (k = k0; k + C <= kv; k += C) {                                                       \
      dft__rpair_v##S(pl, post, w, twsh, z, k, dft__rmirror##S(z, h, k), half, hmp, &a, &b);  \
      dft__v##S##_st((T *)(void *)(x + k), a);                                                \
      dft__v##S##_st((T *)(void *)(x + h - k - C + 1), dft__v##S##_rev(b));                   \
    }                                                                                         \
  } else {                                                                                    \
    for (i = k0; i < k; i++) dft__rpair##S(pl, post, z, x, h, i, hs);                         \
    /* the first block with its mirror unaligned (the vector at h-k would hold pairs before   \
       k0); L the aligned vector below it */                                                  \
    L = dft__v##S##_ld((const T *)(const void *)(z + h - k - C));                             \
    dft__rpair_v##S(pl, post, w, twsh, z, k, dft__rmirror##S(z, h, k), half, hmp, &a, &bp);   \
    dft__v##S##_st((T *)(void *)(x + k), a);                                                  \
    dft__v##S##_st((T *)(void *)(x + h - k - C + 1), dft__v##S##_rev(bp)); /* all but h-k again below */ \
    for (k += C; k + 2 * C <= kv; k += C) { /* the mirror from L (h-k+1..) and the vector below */ \
      M = L;                                                                                  \
      L = dft__v##S##_ld((const T *)(const void *)(z + h - k - C));                           \
      dft__rpair_v##S(pl, post, w, twsh, z, k, dft__v##S##_rcat(L, M), half, hmp, &a, &b);    \
      dft__v##S##_st((T *)(void *)(x + k), a);                                                \
      dft__v##S##_st((T *)(void *)(x + h - k), dft__v##S##_rcat(bp, b)); /* h-k, then bp's */ \
      bp = b;                                                                                 \
    }                                                                                         \
    if (k + C <= kv) { /* the last block: the vector below it would hold a pair past k1 */    \
      dft__rpair_v##S(pl, post, w, twsh, z, k, dft__rmirror##S(z, h, k), half, hmp, &a, &b);  \
      dft__v##S##_st((T *)(void *)(x + k), a);                                                \
      dft__v##S##_st((T *)(void *)(x + h - k), dft__v##S##_rcat(bp, b));                      \
      bp = b;                                                                                 \
      k += C;                                                                                 \
    }                                                                                         \
    /* the last block's mirror unaligned (its h-k again, the same value) */                   \
    dft__v##S##_st((T *)(void *)(x + h - k + 1), dft__v##S##_rev(bp));                        \
  }                                                                                           \
  for (; k < k1; k++) dft__rpair##S(pl, post, z, x, h, k, hs);                                \
}                                                                                             \
/* Short real rows in registers (dft__route_pick). */                                         \
DFT__LFFT2(8, 4, F, T, S) DFT__LFFT2(8, 4, B, T, S)                                           \
DFT__LFFT2(4, 12, F, T, S) DFT__LFFT2(4, 12, B, T, S)                                         \
DFT__LFFT2(8, 3, F, T, S) DFT__LFFT2(8, 3, B, T, S)                                           \
DFT__LFFT2(8, 5, F, T, S) DFT__LFFT2(8, 5, B, T, S)                                           \
DFT__LFFT2(4, 7, F, T, S) DFT__LFFT2(4, 7, B, T, S)                                           \
DFT__LFFT2(4, 9, F, T, S) DFT__LFFT2(4, 9, B, T, S)                                           \
DFT__LFFT2(8, 7, F, T, S) DFT__LFFT2(8, 7, B, T, S)                                           \
DFT__LFFT2(4, 15, F, T, S) DFT__LFFT2(4, 15, B, T, S)                                         \
DFT__RR_KERNELS(DFT__RROWS, T, S)                                                             \
DFT__RODDC(3, T, S) DFT__RODDC(5, T, S) DFT__RODDC(7, T, S) DFT__RODDC(11, T, S) DFT__RODDC(13, T, S)\
DFT__RROW1(3, T, S) DFT__RROW1(5, T, S) DFT__RROW1(6, T, S)                                   \
DFT__RROW1(4, T, S) DFT__RROW1(8, T, S) DFT__RROW1(16, T, S)                                  \
static void dft__rpost_range##S(const dft__rfft *pl, const dft__c##S *z, dft__c##S *x, int64_t k0,\
                                int64_t k1, T sc)                                             \
{                                                                                             \
  dft__rpairs##S(pl, 1, z, x, k0, k1, sc);                                                    \
}                                                                                             \
static void dft__rpost0##S(const dft__rfft *pl, const dft__c##S *z, dft__c##S *x, T sc)       \
{                                                                                             \
  const int64_t h = pl->n / 2;                                                                \
  const T z0r = z[0].re, z0i = z[0].im;                                                       \
  x[0].re = sc * (z0r + z0i); x[0].im = 0;                                                    \
  x[h].re = sc * (z0r - z0i); x[h].im = 0;                                                    \
}                                                                                             \
static void dft__rpost##S(const dft__rfft *pl, const dft__c##S *z, dft__c##S *x, T sc)        \
{                                                                                             \
  dft__rpost_range##S(pl, z, x, 1, pl->n / 4 + 1, sc);                                        \
  dft__rpost0##S(pl, z, x, sc);                                                               \
}                                                                                             \
                                                                                              \
/* Real backward pre-processing: X_0..X_h in z -> the h points y whose inverse                \
   FFT_h gives the pairs of the n = 2h reals. y may be z itself. */                           \
static void dft__rpre_range##S(const dft__rfft *pl, const dft__c##S *z, dft__c##S *y, int64_t k0, int64_t k1)\
{                                                                                             \
  dft__rpairs##S(pl, 0, z, y, k0, k1, (T)1);                                                  \
}                                                                                             \
static void dft__rpre##S(const dft__rfft *pl, const dft__c##S *z, dft__c##S *y, T zh)         \
{ /* zh: X_h's real part (z[n/2].re, or X_0's imaginary part: DFT__VIEW_NYQ) */               \
  const T z0 = z[0].re;  /* read before y (maybe z) changes */                                \
  dft__rpre_range##S(pl, z, y, 1, pl->n / 4 + 1);                                             \
  y[0].re = z0 + zh; y[0].im = z0 - zh;                                                       \
}                                                                                             \
                                                                                              \
/* Odd real rows n = p m decimated (dft__rodd_init): the sub-sequences x_s[j] = x[p j + s]    \
   as (p-1)/2 complex lines Z_i = x_2i + i x_2i+1 of m points and a real row x_p-1 of m (again\
   decimated, or a complex line), their spectra Y_s taken apart from Z_i as in two-for-one    \
   (Y_2i = (Z_k + conj Z_m-k)/2, Y_2i+1 = (Z_k - conj Z_m-k)/2i); then for each k < h =       \
   (m+1)/2 a p-point DFT of Y_s[k] w_n^(s k), s < p, gives X[k + m t], t < p, or for those    \
   past n/2 their conjugates X[n - k - m t] (which no other k gives). About (p+1)/2p of the   \
   complex FFT of n, plus the combining pass. The backward runs the steps in reverse. In      \
   place is safe: every input is in scr before the first output is written. */                \
/* One k of the combining pass on scalars (k = 0, and the ks past the vector blocks): the     \
   same steps with the P-point codelet on one complex a vector (dft__pcl). */                 \
static void dft__rodd_kf##S(const dft__rfft *pl, const dft__c##S *Z, const dft__c##S *Ll, dft__c##S *z, int64_t k) \
{                                                                                             \
  const int p = pl->p, q = (p - 1) / 2;                                                       \
  const int64_t n = pl->n, m = pl->m, h = (m + 1) / 2, kc = k ? m - k : 0;                    \
  const dft__c##S *tw = (const dft__c##S *)pl->otw;                                           \
  dft__c##S a[DFT__RODD_P], b[DFT__RODD_P];                                                   \
  int i, s, t;                                                                                \
  for (i = 0; i < q; i++) {                                                                   \
    const dft__c##S u = Z[i * m + k], v = Z[i * m + kc];                                      \
    a[2 * i].re = (T)0.5 * (u.re + v.re); a[2 * i].im = (T)0.5 * (u.im - v.im);               \
    a[2 * i + 1].re = (T)0.5 * (u.im + v.im); a[2 * i + 1].im = (T)0.5 * (v.re - u.re);       \
  }                                                                                           \
  a[p - 1] = Ll[k];                                                                           \
  for (s = 1; s < p; s++) a[s] = dft__ck##S##_twF(a[s], tw[(s - 1) * h + k]);                 \
  dft__pcl_pick##S(p, 0)(a, b, (T)1);                                             \
  for (t = 0; t < p; t++) {                                                                   \
    const int64_t x = k + m * t;                                                              \
    if (2 * x < n) z[x] = b[t];                                                               \
    else if (k) { z[n - x].re = b[t].re; z[n - x].im = -b[t].im; }                            \
  }                                                                                           \
}                                                                                             \
static void dft__rodd_kb##S(const dft__rfft *pl, const dft__c##S *z, dft__c##S *Z, dft__c##S *Ll, int Lf, int64_t k) \
{                                                                                             \
  const int p = pl->p, q = (p - 1) / 2;                                                       \
  const int64_t n = pl->n, m = pl->m, h = (m + 1) / 2;                                        \
  const dft__c##S *tw = (const dft__c##S *)pl->otw;                                           \
  dft__c##S a[DFT__RODD_P], b[DFT__RODD_P];                                                   \
  int i, s, t;                                                                                \
  for (t = 0; t < p; t++) {                                                                   \
    const int64_t x = k + m * t;                                                              \
    if (2 * x < n) b[t] = z[x];                                                               \
    else { b[t].re = z[n - x].re; b[t].im = -z[n - x].im; }                                   \
  }                                                                                           \
  if (!k) b[0].im = 0;                                                                        \
  dft__pcl_pick##S(p, 1)(b, a, (T)1);                                             \
  for (s = 1; s < p; s++) a[s] = dft__ck##S##_twB(a[s], tw[(s - 1) * h + k]);                 \
  for (i = 0; i < q; i++) { /* Z_k = Y_2i + i Y_2i+1, Z_m-k = conj Y_2i + i conj Y_2i+1 */    \
    const dft__c##S u = a[2 * i], v = a[2 * i + 1];                                           \
    Z[i * m + k].re = u.re - v.im; Z[i * m + k].im = u.im + v.re;                             \
    if (k) { Z[i * m + m - k].re = u.re + v.im; Z[i * m + m - k].im = v.re - u.im; }          \
  }                                                                                           \
  Ll[k] = a[p - 1];                                                                           \
  if (Lf && k) { Ll[m - k].re = a[p - 1].re; Ll[m - k].im = -a[p - 1].im; }                   \
}                                                                                             \
static void dft__rodd_fwd##S(const dft__rfft *pl, const T *r, int64_t rs, dft__c##S *z, dft__c##S *scr) \
{                                                                                             \
  const int p = pl->p, q = (p - 1) / 2;                                                       \
  const int64_t m = pl->m, h = (m + 1) / 2, pr = p * rs;                                      \
  dft__c##S *Z = scr, *Y = scr + q * m, *rest = Y + h, *L = pl->sub ? Y : rest;               \
  int64_t j, k = 1;                                                                           \
  int i;                                                                                      \
  for (i = 0; i < q; i++) {                                                                   \
    dft__c##S *y = Z + i * m;                                                                 \
    const T *x = r + 2 * i * rs;                                                              \
    for (j = 0; j < m; j++) { y[j].re = x[j * pr]; y[j].im = x[j * pr + rs]; }                \
    dft__fft_exec##S(pl->cm, y, y, rest, 0);                                                  \
  }                                                                                           \
  if (pl->sub) dft__rodd_fwd##S(pl->sub, r + (p - 1) * rs, pr, Y, rest);                      \
  else {                                                                                      \
    const T *x = r + (p - 1) * rs;                                                            \
    for (j = 0; j < m; j++) { rest[j].re = x[j * pr]; rest[j].im = 0; }                       \
    dft__fft_exec##S(pl->cm, rest, rest, rest + m, 0);                                        \
  }                                                                                           \
  switch (p) {                                                                                \
  case 3: k = dft__rodd_vf3##S(pl, Z, L, z, 1); break;                                        \
  case 5: k = dft__rodd_vf5##S(pl, Z, L, z, 1); break;                                        \
  case 7: k = dft__rodd_vf7##S(pl, Z, L, z, 1); break;                                        \
  case 11: k = dft__rodd_vf11##S(pl, Z, L, z, 1); break;                                      \
  case 13: k = dft__rodd_vf13##S(pl, Z, L, z, 1); break;                                      \
  }                                                                                           \
  for (; k < h; k++) dft__rodd_kf##S(pl, Z, L, z, k);                                         \
  dft__rodd_kf##S(pl, Z, L, z, 0);                                                            \
  z[0].im = 0;                                                                                \
}                                                                                             \
static void dft__rodd_bwd##S(const dft__rfft *pl, const dft__c##S *z, T *r, int64_t rs, dft__c##S *scr) \
{                                                                                             \
  const int p = pl->p, q = (p - 1) / 2;                                                       \
  const int64_t m = pl->m, h = (m + 1) / 2, pr = p * rs;                                      \
  dft__c##S *Z = scr, *Y = scr + q * m, *rest = Y + h, *fs = pl->sub ? rest : rest + m, *L = pl->sub ? Y : rest; \
  const int Lf = !pl->sub;                                                                    \
  int64_t j, k = 1;                                                                           \
  int i;                                                                                      \
  dft__rodd_kb##S(pl, z, Z, L, Lf, 0);                                                        \
  switch (p) {                                                                                \
  case 3: k = dft__rodd_vb3##S(pl, z, Z, L, Lf, 1); break;                                    \
  case 5: k = dft__rodd_vb5##S(pl, z, Z, L, Lf, 1); break;                                    \
  case 7: k = dft__rodd_vb7##S(pl, z, Z, L, Lf, 1); break;                                    \
  case 11: k = dft__rodd_vb11##S(pl, z, Z, L, Lf, 1); break;                                  \
  case 13: k = dft__rodd_vb13##S(pl, z, Z, L, Lf, 1); break;                                  \
  }                                                                                           \
  for (; k < h; k++) dft__rodd_kb##S(pl, z, Z, L, Lf, k);                                     \
  for (i = 0; i < q; i++) {                                                                   \
    dft__c##S *y = Z + i * m;                                                                 \
    T *x = r + 2 * i * rs;                                                                    \
    dft__fft_exec##S(pl->cm, y, y, fs, 1);                                                    \
    for (j = 0; j < m; j++) { x[j * pr] = y[j].re; x[j * pr + rs] = y[j].im; }                \
  }                                                                                           \
  if (pl->sub) dft__rodd_bwd##S(pl->sub, Y, r + (p - 1) * rs, pr, rest);                      \
  else {                                                                                      \
    T *x = r + (p - 1) * rs;                                                                  \
    dft__fft_exec##S(pl->cm, rest, rest, fs, 1);                                              \
    for (j = 0; j < m; j++) x[j * pr] = rest[j].re;                                           \
  }                                                                                           \
}                                                                                             \
                                                                                              \
                                                                                              \
/* Short real rows (pl->dm, dft__rdm_init): the DFT as a product with the plan's matrix,      \
   the outputs along the vectors (at most 4 of them: dft__rdm_fits), each input broadcast.    \
   Forward: z[k] = sum_m x_m w_n^(mk), k <= n/2, from the rows m of K complex; backward:     \
   x_m = X_0 + sum_k c_k Re(X_k w_n^(-mk)) (c_k = 2, 1 for k = n/2), from the rows (1),     \
   (c_k cos, -c_k sin) of M reals. Every input is read before any output is written (in     \
   place is safe); outputs past the row are never written (make ab: dft__rdm_fits,          \
   dft__rdm_rows). */                                                                         \
static DFT__INLINE void dft__rdm_k##S(const T *x, T *y, const T *tab, int64_t rows, int64_t xo, \
                                      int64_t ts, int64_t R, T sc, const int nb)              \
{                                                                                             \
  enum { W = DFT__W##S };                                                                     \
  /* the last vector ends at the last output where there are W of them (overlapping the one   \
     before it, whose lanes it computes alike), else it goes through memory */                \
  const int64_t last = R >= W ? R - W : (nb - 1) * W;                                         \
  dft__v##S a[4];                                                                             \
  int64_t m, i;                                                                               \
  int b;                                                                                      \
  DFT__UNROLL for (b = 0; b < nb; b++)                                                        \
    a[b] = dft__v##S##_mul(dft__v##S##_set1(x[0]), dft__v##S##_ld(tab + (b < nb - 1 ? b * W : last))); \
  for (m = 1; m < rows; m++) {                                                                \
    const dft__v##S v = dft__v##S##_set1(x[m + xo]);                                          \
    const T *t = tab + m * ts;                                                                \
    DFT__UNROLL for (b = 0; b < nb; b++)                                                      \
      a[b] = dft__v##S##_fma(v, dft__v##S##_ld(t + (b < nb - 1 ? b * W : last)), a[b]);       \
  }                                                                                           \
  DFT__UNROLL for (b = 0; b < nb; b++) {                                                      \
    const dft__v##S v = sc != 1 ? dft__v##S##_mul(a[b], dft__v##S##_set1(sc)) : a[b];         \
    if (b < nb - 1 || R >= W) dft__v##S##_st(y + (b < nb - 1 ? b * W : last), v);             \
    else {                                                                                    \
      T t[W];                                                                                 \
      dft__v##S##_st(t, v);                                                                   \
      for (i = 0; i < R; i++) y[i] = t[i];                                                    \
    }                                                                                         \
  }                                                                                           \
}                                                                                             \
/* k rows at x + xo[i] -> y + yo[i] (a single one: xo = yo = dft__zero_off, k = 1). */        \
static DFT__NOINLINE void dft__rdm##S(const dft__rfft *pl, int inv, const T *x, T *y, const int64_t *xo, \
                                     const int64_t *yo, int k, T sc)                          \
{                                                                                             \
  enum { W = DFT__W##S };                                                                     \
  const int64_t n = pl->n, h = n / 2, K = DFT__RDM_K(n), M = DFT__RDM_M(n);                   \
  const T *tab = (const T *)pl->dm + (inv ? 2 * n * K : 0);                                   \
  /* forward: a row for each of the n inputs, 2 h + 2 reals out; backward: Re X_0, then Re    \
     and Im of X_1..X_h, the inputs past X_0's imaginary part (ignored, as always, as is that \
     of X_h of an even row) */                                                                \
  const int64_t rows = inv ? 2 * h + (n & 1) : n, ts = inv ? M : 2 * K, R = inv ? n : 2 * h + 2;\
  int i;                                                                                      \
  switch ((R + W - 1) / W) { /* nb, a constant in each kernel */                              \
  case 1: for (i = 0; i < k; i++) dft__rdm_k##S(x + xo[i], y + yo[i], tab, rows, inv, ts, R, sc, 1); break; \
  case 2: for (i = 0; i < k; i++) dft__rdm_k##S(x + xo[i], y + yo[i], tab, rows, inv, ts, R, sc, 2); break; \
  case 3: for (i = 0; i < k; i++) dft__rdm_k##S(x + xo[i], y + yo[i], tab, rows, inv, ts, R, sc, 3); break; \
  default: for (i = 0; i < k; i++) dft__rdm_k##S(x + xo[i], y + yo[i], tab, rows, inv, ts, R, sc, 4); break; \
  }                                                                                           \
}                                                                                             \
/* Real forward: n reals in r -> n/2+1 complex in z (z may start at r: in place).             \
   scratch: pl->ws points. */                                                                 \
static void dft__rfft_fwd##S(const dft__rfft *pl, const T *r, dft__c##S *z, dft__c##S *scratch)\
{                                                                                             \
  const int64_t n = pl->n;                                                                    \
  int64_t k;                                                                                  \
  if (pl->dm) dft__rdm##S(pl, 0, r, (T *)(void *)z, dft__zero_off, dft__zero_off, 1, 1);      \
  else if (pl->p) dft__rodd_fwd##S(pl, r, 1, z, scratch);                                    \
  else if (n & 1) {                                                                           \
    dft__c##S *y = scratch;                                                                   \
    for (k = 0; k < n; k++) { y[k].re = r[k]; y[k].im = 0; }                                  \
    dft__fft_exec##S(pl->c, y, y, scratch + n, 0);                                            \
    for (k = 0; k <= n / 2; k++) z[k] = y[k];                                                 \
  } else { /* in place, the FFT_h goes where it would copy its input, then to z: no copy */   \
    dft__c##S *t = (const void *)r == (const void *)z ? dft__inplace_slot##S(pl->c, scratch, 0) : NULL;\
    if (!t) t = z;                                                                            \
    dft__fft_exec##S(pl->c, (const dft__c##S *)(const void *)r, t, scratch, 0);               \
    dft__rpost##S(pl, t, z, (T)1);                                                            \
  }                                                                                           \
}                                                                                             \
                                                                                              \
/* Real backward: n/2+1 complex in z (conjugate-even; the imaginary parts of the              \
   self-conjugate entries are ignored) -> n reals in r. r may share z's storage               \
   (in place); otherwise z is only read. */                                                   \
static void dft__rfft_bwd_even##S(const dft__rfft *pl, const dft__c##S *z, T *r, dft__c##S *scratch, T zh)\
{ /* even n around the half-length plan, X_h's real part given (dft__rpre) */                 \
  dft__c##S *y = (dft__c##S *)(void *)r; /* may be z itself (in place) */                     \
  dft__c##S *t = dft__inplace_slot##S(pl->c, scratch, 1);                                     \
  if (!t) t = y;                                                                              \
  dft__rpre##S(pl, z, t, zh);                                                                 \
  dft__fft_exec##S(pl->c, t, y, scratch, 1);                                                  \
}                                                                                             \
static void dft__rfft_bwd##S(const dft__rfft *pl, const dft__c##S *z, T *r, dft__c##S *scratch)\
{                                                                                             \
  const int64_t n = pl->n;                                                                    \
  int64_t k;                                                                                  \
  if (pl->dm) dft__rdm##S(pl, 1, (const T *)(const void *)z, r, dft__zero_off, dft__zero_off, 1, 1);\
  else if (pl->p) dft__rodd_bwd##S(pl, z, r, 1, scratch);                                    \
  else if (n & 1) {                                                                           \
    dft__c##S *y = scratch;                                                                   \
    y[0].re = z[0].re; y[0].im = 0;                                                           \
    for (k = 1; k <= n / 2; k++) {                                                            \
      y[k] = z[k];                                                                            \
      y[n - k].re = z[k].re; y[n - k].im = -z[k].im;                                          \
    }                                                                                         \
    dft__fft_exec##S(pl->c, y, y, scratch + n, 1);                                            \
    for (k = 0; k < n; k++) r[k] = y[k].re;                                                   \
  } else dft__rfft_bwd_even##S(pl, z, r, scratch, z[n / 2].re);                              \
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
static void dft__scale_c##S(int64_t n, dft__c##S *z, T sc)                                    \
{                                                                                             \
  int64_t j;                                                                                  \
  if (sc != (T)1) for (j = 0; j < n; j++) { z[j].re *= sc; z[j].im *= sc; }                   \
}                                                                                             \
static void dft__scale_r##S(int64_t n, T *r, T sc)                                            \
{                                                                                             \
  int64_t j;                                                                                  \
  if (sc != (T)1) for (j = 0; j < n; j++) r[j] *= sc;                                         \
}                                                                                             \
/* Contiguous real rows of 64 points one at a time, SIMD across the row (dft__rr_pick: R2C in \
   double precision, passes larger than DFT__RSEQ_BYTES): the half-length FFT of the pairs    \
   (its DFT__SMALL2 kernel) into a stack line t, then the post-processing from t into the     \
   row's output. Each row is read whole before its output is written (in place is fine);      \
   lanes that repeat the one before (a tail group) are skipped. Against DFT__RROWS' C rows    \
   at a time, whose 32 vectors a lane fill the registers and spill (make ab, session 43, 10^4 \
   rows): AVX-512 0.87-0.95 of the time (3000..30000 rows 0.78-0.93), SSE2 0.91-0.95, AVX2    \
   1.00-1.04; in the cache (500, 1000 rows, AVX-512) 1.04-1.11, hence the threshold. The      \
   same for C2R (pre-processing, then the FFT) ran 0.87-1.13: not taken. */                   \
static void dft__rs_F32##S(const T *x, const int64_t *xo, int64_t xs, T *y, const int64_t *yo,\
                           int64_t ys, const void *twt, T sc, int64_t cnt, int64_t xst,       \
                           int64_t yst, int pf)                                               \
{                                                                                             \
  enum { C = DFT__W##S / 2, H = 32 };                                                         \
  const dft__rfft *rf = (const dft__rfft *)twt;                                               \
  const dft__fft *c = rf->c; /* 8 x 4 (dft__rr_pick): a DFT__SMALL2 kernel */                 \
  const dft__smallfn##S sm = dft__small_pick##S(c, 0);                                        \
  const dft__c##S *wr = (const dft__c##S *)c->twx,                                            \
                  *wi = wr + (c->radix[0] - 1) * c->radix[1];                                 \
  dft__c##S t[H];                                                                             \
  int i;                                                                                      \
  (void)xs; (void)ys; (void)pf;                                                               \
  for (; cnt > 0; cnt--, x += xst, y += yst)                                                  \
    for (i = 0; i < C && (i == 0 || xo[i] != xo[i - 1] || yo[i] != yo[i - 1]); i++) {         \
      dft__c##S *z = (dft__c##S *)(void *)(y + yo[i]);                                        \
      sm((const dft__c##S *)(const void *)(x + xo[i]), t, wr, wi, (T)1);                      \
      dft__rpost##S(rf, t, z, sc);                                                            \
    }                                                                                         \
}                                                                                             \
                                                                                              \
/* One row of a pass. in/out point at the row's first element (re and im);                    \
   contiguous interleaved rows are transformed where they lie, others go through              \
   the row buffers. */                                                                        \
/* The four-step twiddle of element j of the rows r with r % ps->twn == k. */               \
static dft__c##S dft__ftw##S(const dft__pass *ps, int64_t j, int64_t k)                       \
{                                                                                             \
  return dft__tw2##S(ps->twid, ps->twsh, ps->twn, j, k);                                      \
}                                                                                             \
static void dft__twiddle##S(const dft__pass *ps, dft__c##S *z, int64_t k, int inv)            \
{                                                                                             \
  int64_t j;                                                                                  \
  for (j = 0; j < ps->n; j++)                                                                 \
    z[j] = inv ? dft__ck##S##_twB(z[j], dft__ftw##S(ps, j, k)) : dft__ck##S##_twF(z[j], dft__ftw##S(ps, j, k));\
}                                                                                             \
                                                                                              \
static void dft__row##S(const dft__plan *pl, const dft__pass *ps, int inv, T sc,              \
                        const T *ire, const T *iim, T *ore, T *oim, void *work, int64_t tw)   \
{                                                                                             \
  dft__c##S *cb = (dft__c##S *)work;                /* n+2 complex */                         \
  T *rb = (T *)(void *)(cb + ps->n + 2);             /* n+2 reals */                          \
  /* plan scratch, on a line of its own: at 24(n+2) bytes for doubles it mostly was not, and  \
     every 512-bit access of the FFT's stages there split two lines */                        \
  dft__c##S *scr = (dft__c##S *)(void *)(((uintptr_t)(rb + ps->n + 3) + 63) & ~(uintptr_t)63);\
  const int64_t is = ps->in.st[ps->axis], os = ps->out.st[ps->axis];                          \
  const int cin = ps->in.kind == DFT__VIEW_COMPLEX && iim == ire + 1 && is == 2;              \
  const int cout = ps->out.kind == DFT__VIEW_COMPLEX && oim == ore + 1 && os == 2;            \
  switch (ps->kind) {                                                                         \
  case DFT__C2C: {                                                                            \
    const dft__c##S *src = (const dft__c##S *)(const void *)ire;                              \
    dft__c##S *dst = cout ? (dft__c##S *)(void *)ore : cb;                                    \
    if (!cin || tw >= 0) { dft__gather_c##S(ps->n, ire, iim, is, cb); src = cb; }             \
    if (tw >= 0) dft__twiddle##S(ps, cb, tw, inv);                                            \
    dft__fft_exec##S(&pl->fft[ps->sub], src, dst, scr, inv);                                  \
    if (cout) dft__scale_c##S(ps->n, dst, sc);                                                \
    else dft__scatter_c##S(ps->n, cb, ore, oim, os, sc);                                      \
  } break;                                                                                    \
  case DFT__R2C: {                                                                            \
    const int64_t h = ps->n / 2 + 1;                                                          \
    const T *src = ire;                                                                       \
    dft__c##S *dst = cout ? (dft__c##S *)(void *)ore : cb;                                    \
    if (is != 1) { dft__gather_r##S(ps->n, ire, is, rb); src = rb; }                          \
    dft__rfft_fwd##S(&pl->rfft, src, dst, scr);                                               \
    if (cout) dft__scale_c##S(h, dst, sc);                                                    \
    else if (ps->out.kind == DFT__VIEW_PACKED) dft__pack##S(pl->packed, ps->n, cb, ore, os, sc);\
    else dft__scatter_c##S(h, cb, ore, oim, os, sc);                                          \
  } break;                                                                                    \
  case DFT__C2R: {                                                                            \
    const dft__c##S *src = (const dft__c##S *)(const void *)ire;                              \
    T *dst = os == 1 ? ore : rb;                                                              \
    if (ps->in.kind == DFT__VIEW_PACKED) { dft__unpack##S(pl->packed, ps->n, ire, is, cb); src = cb; }\
    else if (ps->in.kind == DFT__VIEW_NYQ && !pl->rfft.dm && iim == ire + 1 && is == 2 && os == 1) {\
      dft__rfft_bwd_even##S(&pl->rfft, src, ore, scr, src[0].im); /* X_h in X_0's im */     \
      dft__scale_r##S(ps->n, ore, sc);                                                        \
      break;                                                                                  \
    } else if (ps->in.kind == DFT__VIEW_NYQ) {                                                \
      dft__gather_c##S(ps->n / 2, ire, iim, is, cb);                                          \
      cb[ps->n / 2].re = cb[0].im; cb[ps->n / 2].im = cb[0].im = 0;                           \
      src = cb;                                                                               \
    } else if (!cin) { dft__gather_c##S(ps->n / 2 + 1, ire, iim, is, cb); src = cb; }           \
    dft__rfft_bwd##S(&pl->rfft, src, dst, scr);                                               \
    if (os == 1) dft__scale_r##S(ps->n, dst, sc);                                             \
    else dft__scatter_r##S(ps->n, rb, ore, os, sc);                                           \
  } break;                                                                                    \
  case DFT__RPOST: { /* four-step real forward: FFT_h of the pairs -> X_0..X_h */             \
    const int64_t h = ps->n / 2;                                                              \
    if (cin && cout) { /* straight from TMP into the output */                                \
      dft__rpost##S(&pl->rfft, (const dft__c##S *)(const void *)ire, (dft__c##S *)(void *)ore, (T)1);\
      dft__scale_c##S(h + 1, (dft__c##S *)(void *)ore, sc);                                   \
      break;                                                                                  \
    }                                                                                         \
    dft__gather_c##S(h, ire, iim, is, cb);                                                    \
    dft__rpost##S(&pl->rfft, cb, cb, (T)1);                                                   \
    if (ps->out.kind == DFT__VIEW_PACKED) dft__pack##S(pl->packed, ps->n, cb, ore, os, sc);   \
    else dft__scatter_c##S(h + 1, cb, ore, oim, os, sc);                                      \
  } break;                                                                                    \
  case DFT__RPRE: { /* four-step real backward: X_0..X_h -> input of the inverse FFT_h */     \
    const int64_t h = ps->n / 2;                                                              \
    if (cin && cout) { /* straight from the input into TMP */                                 \
      dft__rpre##S(&pl->rfft, (const dft__c##S *)(const void *)ire, (dft__c##S *)(void *)ore, ire[ps->n]);\
      break;                                                                                  \
    }                                                                                         \
    if (ps->in.kind == DFT__VIEW_PACKED) dft__unpack##S(pl->packed, ps->n, ire, is, cb);      \
    else dft__gather_c##S(h + 1, ire, iim, is, cb);                                           \
    dft__rpre##S(&pl->rfft, cb, cb, cb[h].re);                                                \
    dft__scatter_c##S(h, cb, ore, oim, os, (T)1);                                             \
  } break;                                                                                    \
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
/* Offsets of row r of a pass: r's digits over the row extents times strides. */              \
static void dft__row_offsets##S(const dft__pass *ps, int64_t r, int64_t *io, int64_t *oo)     \
{                                                                                             \
  int i;                                                                                      \
  *io = ps->in.off; *oo = ps->out.off;                                                        \
  if (ps->nrd == 1) { *io += r * ps->rin[0]; *oo += r * ps->rout[0]; return; }                \
  for (i = ps->nrd - 1; i >= 0; i--) {                                                        \
    const int64_t e = ps->rext[i], ki = r % e;                                                \
    r /= e;                                                                                   \
    *io += ki * ps->rin[i];                                                                   \
    *oo += ki * ps->rout[i];                                                                  \
  }                                                                                           \
}                                                                                             \
                                                                                              \
/* Offsets of the cnt consecutive rows from r0: one index walk, then steps along the        \
   innermost row axis (a new walk where it wraps). */                                         \
static void dft__rows_offsets##S(const dft__pass *ps, int64_t r0, int cnt, int64_t *io, int64_t *oo)\
{                                                                                             \
  const int l = ps->nrd - 1;                                                                  \
  int64_t k;                                                                                  \
  int g;                                                                                      \
  if (l == 0) { /* one row axis: no walk, no wrap (no division: 5 ns of a 35 ns call) */      \
    for (g = 0; g < cnt; g++) { io[g] = ps->in.off + (r0 + g) * ps->rin[0]; oo[g] = ps->out.off + (r0 + g) * ps->rout[0]; }\
    return;                                                                                   \
  }                                                                                           \
  k = l >= 0 ? r0 % ps->rext[l] : 0;                                                          \
  dft__row_offsets##S(ps, r0, &io[0], &oo[0]);                                                \
  for (g = 1; g < cnt; g++)                                                                   \
    if (l >= 0 && ++k < ps->rext[l]) { io[g] = io[g - 1] + ps->rin[l]; oo[g] = oo[g - 1] + ps->rout[l]; }\
    else { dft__row_offsets##S(ps, r0 + g, &io[g], &oo[g]); k = 0; }                          \
}                                                                                             \
                                                                                              \
static void dft__row_at##S(const dft__plan *pl, const dft__pass *ps, int inv, T sc,           \
                           T *const bre[3], T *const bim[3], int64_t r, char *work)           \
{                                                                                             \
  int64_t io, oo;                                                                             \
  dft__row_offsets##S(ps, r, &io, &oo);                                                       \
  dft__row##S(pl, ps, inv, sc, bre[ps->in.slot] + io, bim[ps->in.slot] + io + ps->in.imoff,   \
              bre[ps->out.slot] + oo, bim[ps->out.slot] + oo + ps->out.imoff, work,           \
              ps->twid ? r % ps->twn : -1);                                                  \
}                                                                                             \
                                                                                              \
/* Moves between G rows of a view and a group buffer cb[k*G + g] (k < cnt):                   \
   complex rows (re/im views, element stride st) or real rows read as pairs                   \
   (pairs: element k = (x[2k], x[2k+1])). Contiguous interleaved rows are                     \
   transposed in blocks of W/2 vectors. */                                                    \
static void dft__group_in##S(int64_t cnt, int pairs, const T *re, const T *im, int64_t st,    \
                             const int64_t *off, dft__c##S *cb, int nl, int L)                \
{                                                                                             \
  enum { C = DFT__W##S / 2 };                                                                 \
  const int64_t es = pairs ? 2 * st : st, is2 = pairs ? st : 0;                               \
  const int fast = pairs ? st == 1 : (im == re + 1 && st == 2);                               \
  int64_t k = 0;                                                                              \
  int g, i, v, vf, col = !pairs && im == re + 1;                                              \
  for (g = 1; g < nl; g++) col &= off[g] == off[0] + 2 * g;                                   \
  vf = col || fast ? nl / C * C : 0; /* lanes moved as vectors */                            \
  if (col) /* neighbouring rows: whole vectors across the group */                            \
    for (; k < cnt; k++)                                                                      \
      for (v = 0; v < vf; v += C)                                                             \
        dft__v##S##_st((T *)(void *)(cb + k * L + v), dft__v##S##_ld(re + off[0] + k * es + 2 * v));\
  else if (fast)                                                                              \
    for (; k + C <= cnt; k += C)                                                              \
      for (v = 0; v < vf; v += C) {                                                           \
        dft__v##S w[C];                                                                       \
        DFT__UNROLL for (g = 0; g < C; g++) w[g] = dft__v##S##_ld(re + off[v + g] + 2 * k);   \
        dft__v##S##_tr(w);                                                                    \
        DFT__UNROLL for (i = 0; i < C; i++) dft__v##S##_st((T *)(void *)(cb + (k + i) * L + v), w[i]); \
      }                                                                                       \
  if (fast) /* what the blocks left: elements k.. of their lanes, gathered */                 \
    for (; k < cnt; k++)                                                                      \
      for (v = 0; v < vf; v += C)                                                             \
        dft__v##S##_st((T *)(void *)(cb + k * L + v), dft__v##S##_ldl(re + k * es, off + v)); \
  for (; k < cnt; k++) /* what the vectors left: elements k.. of their lanes */               \
    for (g = 0; g < vf; g++) {                                                                \
      cb[k * L + g].re = re[off[g] + k * es];                                                 \
      cb[k * L + g].im = pairs ? re[off[g] + k * es + is2] : im[off[g] + k * es];             \
    }                                                                                         \
  for (k = 0; k < cnt; k++) { /* the other lanes; zeros past nl */                            \
    for (g = vf; g < nl; g++) {                                                               \
      cb[k * L + g].re = re[off[g] + k * es];                                                 \
      cb[k * L + g].im = pairs ? re[off[g] + k * es + is2] : im[off[g] + k * es];             \
    }                                                                                         \
    for (; g < L; g++) cb[k * L + g].re = cb[k * L + g].im = 0;                               \
  }                                                                                           \
}                                                                                             \
static void dft__group_out##S(int64_t cnt, int pairs, const dft__c##S *cb, T *re, T *im,      \
                              int64_t st, const int64_t *off, T sc, int nl, int L)            \
{                                                                                             \
  enum { C = DFT__W##S / 2 };                                                                 \
  const int64_t es = pairs ? 2 * st : st, is2 = pairs ? st : 0;                               \
  const int fast = pairs ? st == 1 : (im == re + 1 && st == 2);                               \
  const dft__v##S vs = dft__v##S##_set1(sc);                                                  \
  int64_t k = 0;                                                                              \
  int g, i, v, vf, col = !pairs && im == re + 1;                                              \
  for (g = 1; g < nl; g++) col &= off[g] == off[0] + 2 * g;                                   \
  vf = col || fast ? nl / C * C : 0;                                                          \
  if (col)                                                                                    \
    for (; k < cnt; k++)                                                                      \
      for (v = 0; v < vf; v += C)                                                             \
        dft__v##S##_st(re + off[0] + k * es + 2 * v,                                          \
                       dft__v##S##_mul(vs, dft__v##S##_ld((const T *)(const void *)(cb + k * L + v))));\
  else if (fast)                                                                              \
    for (; k + C <= cnt; k += C)                                                              \
      for (v = 0; v < vf; v += C) {                                                           \
        dft__v##S w[C];                                                                       \
        DFT__UNROLL for (i = 0; i < C; i++) w[i] = dft__v##S##_ld((const T *)(const void *)(cb + (k + i) * L + v)); \
        dft__v##S##_tr(w);                                                                    \
        DFT__UNROLL for (g = 0; g < C; g++) dft__v##S##_st(re + off[v + g] + 2 * k, dft__v##S##_mul(vs, w[g])); \
      }                                                                                       \
  if (fast)                                                                                   \
    for (; k < cnt; k++)                                                                      \
      for (v = 0; v < vf; v += C)                                                             \
        dft__v##S##_stl(re + k * es, off + v,                                                 \
                        dft__v##S##_mul(vs, dft__v##S##_ld((const T *)(const void *)(cb + k * L + v))));\
  for (; k < cnt; k++)                                                                        \
    for (g = 0; g < vf; g++) {                                                                \
      re[off[g] + k * es] = sc * cb[k * L + g].re;                                            \
      if (pairs) re[off[g] + k * es + is2] = sc * cb[k * L + g].im;                           \
      else im[off[g] + k * es] = sc * cb[k * L + g].im;                                       \
    }                                                                                         \
  for (k = 0; k < cnt; k++)                                                                   \
    for (g = vf; g < nl; g++) {                                                               \
      re[off[g] + k * es] = sc * cb[k * L + g].re;                                            \
      if (pairs) re[off[g] + k * es + is2] = sc * cb[k * L + g].im;                           \
      else im[off[g] + k * es] = sc * cb[k * L + g].im;                                       \
    }                                                                                         \
}                                                                                             \
                                                                                              \
/* The real pre/post-processing of G interleaved half-length spectra, SIMD across             \
   the group (see dft__rfft_fwd/bwd for the formulas). */                                     \
static void dft__group_rpost##S(const dft__rfft *pl, dft__c##S *z, int L)                     \
{                                                                                             \
  enum { C = DFT__W##S / 2 };                                                                 \
  const int64_t h = pl->n / 2;                                                                \
  const dft__c##S *w = (const dft__c##S *)pl->tw;                                             \
  const dft__v##S pm = dft__v##S##_pm(), mp = dft__v##S##_sub(dft__v##S##_set1(0), pm);       \
  const dft__v##S half = dft__v##S##_set1((T)0.5), hmp = dft__v##S##_mul(half, mp);           \
  int64_t k;                                                                                  \
  int g, v;                                                                                   \
  for (g = 0; g < L; g++) {                                                                   \
    const T r = z[g].re, i = z[g].im;                                                         \
    z[g].re = r + i; z[g].im = 0;                                                             \
    z[h * L + g].re = r - i; z[h * L + g].im = 0;                                             \
  }                                                                                           \
  for (k = 1; k <= h / 2; k++) {                                                              \
    const dft__v##S wim = dft__v##S##_set1(w[k].im), wre = dft__v##S##_set1(w[k].re);         \
    for (v = 0; v < L; v += C) {                                                              \
      T *pa = (T *)(void *)(z + k * L + v), *pb = (T *)(void *)(z + (h - k) * L + v);         \
      dft__v##S a, b;                                                                         \
      dft__vrpost##S(dft__v##S##_ld(pa), dft__v##S##_ld(pb), wim, wre, half, hmp, &a, &b);    \
      dft__v##S##_st(pa, a);                                                                  \
      dft__v##S##_st(pb, b);                                                                  \
    }                                                                                         \
  }                                                                                           \
}                                                                                             \
static void dft__group_rpre##S(const dft__rfft *pl, dft__c##S *z, int L)                      \
{                                                                                             \
  enum { C = DFT__W##S / 2 };                                                                 \
  const int64_t h = pl->n / 2;                                                                \
  const dft__c##S *w = (const dft__c##S *)pl->tw;                                             \
  int64_t k;                                                                                  \
  int g, v;                                                                                   \
  for (g = 0; g < L; g++) {                                                                   \
    const T r0 = z[g].re, rh = z[h * L + g].re;                                               \
    z[g].re = r0 + rh; z[g].im = r0 - rh;                                                     \
  }                                                                                           \
  for (k = 1; k <= h / 2; k++) {                                                              \
    const dft__v##S wre = dft__v##S##_set1(w[k].re), wim = dft__v##S##_set1(w[k].im);         \
    for (v = 0; v < L; v += C) {                                                              \
      T *pa = (T *)(void *)(z + k * L + v), *pb = (T *)(void *)(z + (h - k) * L + v);         \
      dft__v##S a, b;                                                                         \
      dft__vrpre##S(dft__v##S##_ld(pa), dft__v##S##_ld(pb), wre, wim, &a, &b);                \
      dft__v##S##_st(pa, a);                                                                  \
      dft__v##S##_st(pb, b);                                                                  \
    }                                                                                         \
  }                                                                                           \
}                                                                                             \
                                                                                              \
/* The rows of a RPOST/RPRE pass with ps->rsplit, one after the other: the threads share \
   each row's pairs (k, h-k). */                                                              \
static void dft__rrows_split##S(const dft__plan *pl, const dft__pass *ps, T sc, T *const bre[3],\
                                int nt)                                                       \
{                                                                                             \
  const int64_t h = ps->n / 2, q = h / 2, rows = ps->rows;                                    \
  int64_t r, io, oo, k;                                                                       \
  for (r = 0; r < rows; r++) {                                                                \
    const dft__c##S *z;                                                                       \
    dft__c##S *x;                                                                             \
    dft__row_offsets##S(ps, r, &io, &oo);                                                     \
    z = (const dft__c##S *)(const void *)(bre[ps->in.slot] + io);                             \
    x = (dft__c##S *)(void *)(bre[ps->out.slot] + oo);                                        \
    DFT__OMP_FOR(nt, 1)                                                                       \
    for (k = 0; k < nt; k++) { /* pairs 1..h/2; entries 0 and h stay unwritten */             \
      const int64_t k0 = 1 + q * k / nt, k1 = 1 + q * (k + 1) / nt;                           \
      if (ps->kind == DFT__RPOST) dft__rpost_range##S(&pl->rfft, z, x, k0, k1, sc);           \
      else dft__rpre_range##S(&pl->rfft, z, x, k0, k1);                                       \
    }                                                                                         \
    if (ps->kind == DFT__RPOST) dft__rpost0##S(&pl->rfft, z, x, sc);                          \
    else { const T z0 = z[0].re, zh = z[h].re; x[0].re = z0 + zh; x[0].im = z0 - zh; }        \
  }                                                                                           \
}                                                                                             \
                                                                                              \
/* cb[j*G + g] *= the four-step twiddle (j, k0 + g), conjugated when inv (k0 + G <=           \
   ps->twn). */                                                                               \
static void dft__group_tw##S(const dft__pass *ps, dft__c##S *cb, int64_t k0, int inv, int L)  \
{                                                                                             \
  enum { C = DFT__W##S / 2 };                                                                 \
  const int64_t ws = ps->twn, b = (int64_t)1 << ps->twsh;                                     \
  const dft__c##S *w = (const dft__c##S *)ps->twid + k0;                                      \
  int64_t j;                                                                                  \
  int v;                                                                                      \
  for (j = 0; j < ps->n; j++)                                                                 \
    for (v = 0; v < L; v += C) {                                                              \
      T *pz = (T *)(void *)(cb + j * L + v);                                                  \
      const dft__v##S lo = dft__v##S##_ld((const T *)(const void *)(w + (j & (b - 1)) * ws + v));\
      const dft__v##S hi = dft__v##S##_ld((const T *)(const void *)(w + (b + (j >> ps->twsh)) * ws + v));\
      const dft__v##S x = dft__v##S##_ld(pz),                                                 \
                      t = DFT__TWMUL_F(dft__v##S, lo, dft__v##S##_dupre(hi), dft__v##S##_dupim(hi));\
      dft__v##S##_st(pz, inv ? DFT__TWMUL_B(dft__v##S, x, dft__v##S##_dupre(t), dft__v##S##_dupim(t))\
                             : DFT__TWMUL_F(dft__v##S, x, dft__v##S##_dupre(t), dft__v##S##_dupim(t)));\
    }                                                                                         \
}                                                                                             \
                                                                                              \
/* DFT__GROUP vectors' worth of rows of any pass at once (see dft__rows_group). */            \
static void dft__rows_group##S(const dft__plan *pl, const dft__pass *ps, int inv, T sc,       \
                               T *const bre[3], T *const bim[3], int64_t r0, int k, char *work)\
{ /* rows r0..r0+k-1, k <= G (dft__group_part), in L lanes (k up to whole vectors) */         \
  enum { C = DFT__W##S / 2, G = DFT__GROUP * (DFT__W##S / 2) };                               \
  const int L = (k + C - 1) / C * C;                                                          \
  const int64_t n = ps->n, is = ps->in.st[ps->axis], os = ps->out.st[ps->axis];               \
  const T *ir = bre[ps->in.slot], *ii = bim[ps->in.slot] + ps->in.imoff;                      \
  T *or_ = bre[ps->out.slot], *oi = bim[ps->out.slot] + ps->out.imoff;                        \
  dft__c##S *cb = (dft__c##S *)(void *)work, *cb2 = cb + dft__group_len(ps) * G, *z;         \
  int64_t io[G], oo[G], j;                                                                    \
  int g;                                                                                      \
  dft__rows_offsets##S(ps, r0, k, io, oo); /* lanes past k: zeros in, nothing out */         \
  if (ps->kind == DFT__C2C) {                                                                 \
    dft__group_in##S(n, 0, ir, ii, is, io, cb, k, L);                                         \
    if (ps->twid) {                                                                           \
      const int64_t k0 = r0 % ps->twn;                                                        \
      if (k0 + L <= ps->twn) dft__group_tw##S(ps, cb, k0, inv, L);                            \
      else                                                                                    \
        for (g = 0; g < L; g++)                                                               \
          for (j = 0; j < n; j++) {                                                           \
            const dft__c##S w = dft__ftw##S(ps, j, (r0 + g) % ps->twn);                       \
            cb[j * L + g] = inv ? dft__ck##S##_twB(cb[j * L + g], w) : dft__ck##S##_twF(cb[j * L + g], w);\
          }                                                                                   \
    }                                                                                         \
    z = dft__fft_pingpong##S(&pl->fft[ps->sub], cb, cb2, inv, L);                             \
    dft__group_out##S(n, 0, z, or_, oi, os, oo, sc, k, L);                                    \
  } else if (n & 1) { /* odd real rows: complex lines of n points, imaginary parts zero in    \
                        (R2C) or the conjugate-even half completed (C2R) */                   \
    if (ps->kind == DFT__R2C) { /* the pairs (x[2s], x[2s+1]) as in an even row (into cb2),   \
                                   then (x[2s], 0) and (x[2s+1], 0); x[n-1] alone */          \
      dft__group_in##S(n / 2, 1, ir, ir, is, io, cb2, k, L);                                  \
      for (j = 0; j < n / 2; j++)                                                             \
        for (g = 0; g < L; g++) {                                                             \
          cb[2 * j * L + g].re = cb2[j * L + g].re;                                           \
          cb[2 * j * L + g].im = 0;                                                           \
          cb[(2 * j + 1) * L + g].re = cb2[j * L + g].im;                                     \
          cb[(2 * j + 1) * L + g].im = 0;                                                     \
        }                                                                                     \
      for (g = 0; g < L; g++) { cb[(n - 1) * L + g].re = g < k ? ir[io[g] + (n - 1) * is] : 0; cb[(n - 1) * L + g].im = 0; }\
      z = dft__fft_pingpong##S(pl->rfft.c, cb, cb2, 0, L);                                    \
      dft__group_out##S(n / 2 + 1, 0, z, or_, oi, os, oo, sc, k, L);                          \
    } else { /* X[n-j] = conj X[j] */                                                         \
      const dft__v##S mp = dft__v##S##_sub(dft__v##S##_set1(0), dft__v##S##_pm());            \
      dft__group_in##S(n / 2 + 1, 0, ir, ii, is, io, cb, k, L);                               \
      for (g = 0; g < L; g++) cb[g].im = 0;                                                   \
      for (j = 1; j <= n / 2; j++)                                                            \
        for (g = 0; g < L; g += C)                                                            \
          dft__v##S##_st((T *)(void *)(cb + (n - j) * L + g),                                 \
                         dft__v##S##_mul(dft__v##S##_ld((const T *)(const void *)(cb + j * L + g)), mp));\
      z = dft__fft_pingpong##S(pl->rfft.c, cb, cb2, 1, L);                                    \
      { /* out as pairs (x[2s], x[2s+1]) as from an even row; x[n-1] alone */                \
        dft__c##S *t = z == cb ? cb2 : cb;                                                    \
        for (j = 0; j < n / 2; j++)                                                           \
          for (g = 0; g < L; g++) {                                                           \
            t[j * L + g].re = z[2 * j * L + g].re;                                            \
            t[j * L + g].im = z[(2 * j + 1) * L + g].re;                                      \
          }                                                                                   \
        dft__group_out##S(n / 2, 1, t, or_, or_, os, oo, sc, k, L);                           \
        for (g = 0; g < k; g++) or_[oo[g] + (n - 1) * os] = sc * z[(n - 1) * L + g].re;      \
      }                                                                                       \
    }                                                                                         \
  } else if (ps->kind == DFT__R2C) {                                                          \
    dft__group_in##S(n / 2, 1, ir, ir, is, io, cb, k, L);                                     \
    z = dft__fft_pingpong##S(pl->rfft.c, cb, cb2, 0, L);                                      \
    dft__group_rpost##S(&pl->rfft, z, L);                                                     \
    dft__group_out##S(n / 2 + 1, 0, z, or_, oi, os, oo, sc, k, L);                            \
  } else {                                                                                    \
    dft__group_in##S(n / 2 + 1, 0, ir, ii, is, io, cb, k, L);                                 \
    dft__group_rpre##S(&pl->rfft, cb, L);                                                     \
    z = dft__fft_pingpong##S(pl->rfft.c, cb, cb2, 1, L);                                      \
    dft__group_out##S(n / 2, 1, z, or_, oi, os, oo, sc, k, L);                                \
  }                                                                                           \
}                                                                                             \
                                                                                              \
/* Whether a view is interleaved complex data in the bound buffers (im = re + 1). */         \
static int dft__cview##S(const dft__view *v, T *const bre[3], T *const bim[3])               \
{                                                                                             \
  return v->kind == DFT__VIEW_COMPLEX && bim[v->slot] + v->imoff == bre[v->slot] + 1;         \
}                                                                                             \
                                                                                              \
/* The register kernel (DFT__RROWS) for real rows of n points, C2R when c2r, or NULL: n/2     \
   is 4, 8, 16, or 32 as 8 x 4, a multiple of the W/2 lanes. */                               \
typedef void (*dft__rrfn##S)(const T *, const int64_t *, int64_t, T *, const int64_t *, int64_t,\
                             const void *, T, int64_t, int64_t, int64_t, int);                \
static dft__rrfn##S dft__rr_pick##S(const dft__plan *pl, int64_t n, int c2r, int big)         \
{                                                                                             \
  const int64_t h = n / 2;                                                                    \
  const dft__fft *hc = pl->rfft.c;                                                            \
  if (!hc || hc->m || !dft__rr_len(n) || pl->rfft.twsh) return NULL;                          \
  if (h == 32 && !(hc->nst == 2 && hc->twt && hc->radix[0] == 8 && hc->radix[1] == 4)) return NULL;\
  { /* the two-stage kernels' first radix (the plan's, with its transposed twiddles); 6, 10, \
       12 and 20 one codelet, the plan's only stage */                                        \
    const int p1 = h == 24 || h == 40 || h == 56 ? 8 : h % 4 == 0 && h > 20 && h != 32 ? 4 : 0; \
    if (p1 && !(hc->nst >= 2 && hc->twt && hc->radix[0] == p1)) return NULL;                  \
    if (dft__pfa_len(h) && !(hc->nst == 1 && hc->radix[0] == h)) return NULL;                \
  }                                                                                           \
  /* 32, big: the pass exceeds DFT__RSEQ_BYTES (forward only: C2R measured no faster) */     \
  if (h == 32 && big && !c2r && sizeof(T) == 8 && dft__small_pick##S(hc, 0)) return dft__rs_F32##S;\
  switch (h) {                                                                                \
  DFT__RR_KERNELS(DFT__PICK_RR, T, S)                                                         \
  default: return NULL;                                                                       \
  }                                                                                           \
}                                                                                             \
/* The stage for DFT__RT_STAGE, or NULL: one Stockham stage of the transform's own radix (6x10's \
   columns) straight on C2C rows that are adjacent lanes e apart (e the innermost row extent), \
   as a Stockham stage of L = e sequences and m = 1 reads and writes them. */                 \
static dft__stagefn##S dft__stage_rows##S(const dft__pass *ps, const dft__fft *f, int inv)   \
{                                                                                             \
  const int l = ps->nrd - 1; /* the innermost row axis */                                     \
  const int64_t is = ps->in.st[ps->axis], os = ps->out.st[ps->axis];                          \
  if (ps->kind != DFT__C2C || f->nst != 1 || l < 0 || ps->rin[l] != 2 || ps->rout[l] != 2 ||  \
      is != 2 * ps->rext[l] || os != is)                                                      \
    return NULL;                                                                              \
  return dft__stage_pick##S((int)ps->n, inv);                                                 \
}                                                                                             \
/* Whether C2C rows of plan f run C at a time through DFT__ROWSX (its two stages a pair of      \
   DFT__RXA_RADICES and DFT__RXB_RADICES, n up to DFT__RXMAX, a multiple of C). */           \
static int dft__rx_fits##S(const dft__fft *f)                                                 \
{                                                                                             \
  dft__rxafn##S sa;                                                                           \
  dft__rxmfn##S sm;                                                                           \
  dft__rxbfn##S sb;                                                                           \
  if (f->m || f->nst < 2 || !f->twt || !f->tw || f->n % (DFT__W##S / 2) || f->n > DFT__RXMAX) return 0;\
  dft__rx_stages##S(f, 0, &sa, &sm, &sb);                                                     \
  return sa && sb;                                                                            \
}                                                                                             \
/* The register kernel (DFT__ROWS) for complex rows of n points, backward when inv, or NULL:  \
   the lengths with Stockham stages of their own. */                                          \
static dft__rrfn##S dft__rw_pick##S(int64_t n, int inv)                                       \
{                                                                                             \
  switch (n) {                                                                                \
  DFT__ROWS_LENGTHS##S(DFT__PICK_RW, T, S)                                                    \
  default: return NULL;                                                                       \
  }                                                                                           \
}                                                                                             \
                                                                                              \
/* The C x C register transposes of dft__cols_block: cols (a multiple of C) adjacent columns  \
   of nv rows (x, row stride is) into rows of cb (pitch ld), and back from cb2 into y, times  \
   vs. Inlined, so a whole block (cols = DFT__COLS) is unrolled. */                           \
static DFT__INLINE void dft__cols_in##S(const T *x, int64_t is, dft__c##S *cb, int64_t ld,    \
                                        int64_t nv, int cols)                                 \
{                                                                                             \
  enum { C = DFT__W##S / 2 };                                                                 \
  int64_t k;                                                                                  \
  int v, i;                                                                                   \
  for (k = 0; k < nv; k += C)                                                                 \
    DFT__UNROLL for (v = 0; v < cols; v += C) {                                               \
      dft__v##S w[C];                                                                         \
      DFT__UNROLL for (i = 0; i < C; i++) w[i] = dft__v##S##_ld(x + (k + i) * is + 2 * v);    \
      dft__v##S##_tr(w);                                                                      \
      DFT__UNROLL for (i = 0; i < C; i++) dft__v##S##_st((T *)(void *)(cb + (v + i) * ld + k), w[i]);\
    }                                                                                         \
}                                                                                             \
static DFT__INLINE void dft__cols_out##S(const dft__c##S *cb2, int64_t ld, T *y, int64_t os,  \
                                         int64_t nv, int cols, dft__v##S vs)                  \
{                                                                                             \
  enum { C = DFT__W##S / 2 };                                                                 \
  int64_t k;                                                                                  \
  int v, i;                                                                                   \
  for (k = 0; k < nv; k += C)                                                                 \
    DFT__UNROLL for (v = 0; v < cols; v += C) {                                               \
      dft__v##S w[C];                                                                         \
      DFT__UNROLL for (i = 0; i < C; i++) w[i] = dft__v##S##_ld((const T *)(const void *)(cb2 + (v + i) * ld + k));\
      dft__v##S##_tr(w);                                                                      \
      DFT__UNROLL for (i = 0; i < C; i++) dft__v##S##_st(y + (k + i) * os + 2 * v, dft__v##S##_mul(vs, w[i]));\
    }                                                                                         \
}                                                                                             \
/* A block of cnt <= dft__cols_width adjacent columns (rows of a C2C pass that lie 2 scalars  \
   apart, complex data interleaved in and out; x, y: the block's first element) through       \
   contiguous rows: transposed into cb (row g at cb + g*ld) in C x C register blocks, whole   \
   block rows at a time (wide reads and writes along the strided axis), each row through      \
   the 1-D kernel (picked once) into cb2, transposed back (dft__colsable). */                 \
static void dft__cols_block##S(const dft__plan *pl, const dft__pass *ps, int inv, T sc,       \
                               const T *x, T *y, int cnt, char *work, dft__pfc *pf)           \
{                                                                                             \
  enum { C = DFT__W##S / 2 };                                                                 \
  const int B = (int)ps->rt.B;                                                                \
  const dft__fft *f = &pl->fft[ps->sub];                                                      \
  const dft__smallfn##S sm = dft__small_pick##S(f, inv);                                      \
  const dft__fixedfn##S fx = sm ? NULL : dft__fixed_pick##S(f, inv);                          \
  const int64_t n = ps->n, is = ps->in.st[ps->axis], os = ps->out.st[ps->axis], ld = dft__cols_ld(n);\
  const int64_t nv = n - n % C;                                                               \
  const int cv = cnt - cnt % C;                                                               \
  dft__c##S *cb = (dft__c##S *)(void *)work, *cb2 = cb + B * ld, *scr = cb2 + B * ld;         \
  const T so = sm ? (T)1 : sc; /* the small kernels scale */                                  \
  const dft__v##S vs = dft__v##S##_set1(so);                                                  \
  int64_t k;                                                                                  \
  int g;                                                                                      \
  switch (cnt) { /* whole blocks: unrolled */                                                 \
  case 32: dft__cols_in##S(x, is, cb, ld, nv, 32); break;                                     \
  case 16: dft__cols_in##S(x, is, cb, ld, nv, 16); break;                                     \
  case 8: dft__cols_in##S(x, is, cb, ld, nv, 8); break;                                       \
  default: dft__cols_in##S(x, is, cb, ld, nv, cv);                                            \
  }                                                                                           \
  for (g = 0; g < cnt; g++)                                                                   \
    for (k = g < cv ? nv : 0; k < n; k++) {                                                   \
      cb[g * ld + k].re = x[k * is + 2 * g];                                                  \
      cb[g * ld + k].im = x[k * is + 2 * g + 1];                                              \
    }                                                                                         \
  if (sm) {                                                                                   \
    const dft__c##S *wr = (const dft__c##S *)f->twx, *wi = dft__small_tw##S(f, inv);          \
    for (g = 0; g < cnt; g++) {                                                               \
      if (pf) dft__pfc_step(pf);                                                              \
      sm(cb + g * ld, cb2 + g * ld, wr, wi, sc);                                              \
    }                                                                                         \
  } else                                                                                      \
    for (g = 0; g < cnt; g++) {                                                               \
      if (pf) dft__pfc_step(pf);                                                              \
      if (fx) fx(f, cb + g * ld, cb2 + g * ld, scr);                                          \
      else dft__fft_exec##S(f, cb + g * ld, cb2 + g * ld, scr, inv);                          \
    }                                                                                         \
  switch (cnt) {                                                                              \
  case 32: dft__cols_out##S(cb2, ld, y, os, nv, 32, vs); break;                               \
  case 16: dft__cols_out##S(cb2, ld, y, os, nv, 16, vs); break;                               \
  case 8: dft__cols_out##S(cb2, ld, y, os, nv, 8, vs); break;                                 \
  default: dft__cols_out##S(cb2, ld, y, os, nv, cv, vs);                                      \
  }                                                                                           \
  for (g = 0; g < cnt; g++)                                                                   \
    for (k = g < cv ? nv : 0; k < n; k++) {                                                   \
      y[k * os + 2 * g] = so * cb2[g * ld + k].re;                                            \
      y[k * os + 2 * g + 1] = so * cb2[g * ld + k].im;                                        \
    }                                                                                         \
}                                                                                             \
/* A pass's rows in ranges of blocks (dft__par_range): the columns' blocks of DFT__RT_COLS, the\
   groups of DFT__RT_BLOCKS. */                                                              \
typedef struct {                                                                              \
  const dft__plan *pl;                                                                        \
  const dft__pass *ps;                                                                        \
  int inv;                                                                                    \
  T sc;                                                                                       \
  T *const *bre, *const *bim;                                                                 \
  const T *x;                                                                                 \
  T *y;                                                                                       \
  char *work;                                                                                 \
  size_t wsz;                                                                                 \
  const dft__route *rt;                                                                       \
  dft__rrfn##S rw; /* rt's kernel */                                                          \
  dft__pfc *pf;    /* tiles: stepped a column or block (else NULL) */                        \
} dft__rctx##S;                                                                               \
static void dft__cols_range##S(void *ctx, int64_t c0, int64_t c1, int t)                      \
{                                                                                             \
  const dft__rctx##S *r = (const dft__rctx##S *)ctx;                                          \
  int64_t c;                                                                                  \
  for (c = c0; c < c1; c++) {                                                                 \
    const dft__route *rt = r->rt;                                                             \
    const int64_t b = c % rt->nbi;                                                            \
    int64_t io, oo;                                                                           \
    dft__row_offsets##S(r->ps, c / rt->nbi * rt->e + b * rt->B, &io, &oo);                    \
    dft__cols_block##S(r->pl, r->ps, r->inv, r->sc, r->x + io, r->y + oo,                     \
                       (int)(b + 1 < rt->nbi ? rt->B : rt->e - b * rt->B), r->work + r->wsz * (size_t)t, r->pf);\
  }                                                                                           \
}                                                                                             \
/* The rows of a pass and its route: DFT__RT_COLS (blocks of dft__cols_width columns through    \
   contiguous rows), DFT__RT_BLOCKS and DFT__RT_LANES (dft__rows_blocks, dft__rows_groups). */ \
static void dft__rctx_init##S(dft__rctx##S *r, const dft__plan *pl, const dft__pass *ps, int inv,\
                              T sc, T *const bre[3], T *const bim[3], char *work, size_t wsz)  \
{                                                                                             \
  r->pl = pl; r->ps = ps; r->inv = inv; r->sc = sc; r->bre = bre; r->bim = bim;               \
  r->x = bre[ps->in.slot]; r->y = bre[ps->out.slot]; r->work = work; r->wsz = wsz;            \
  r->rt = &ps->rt; r->rw = (dft__rrfn##S)ps->rt.fn; r->pf = NULL;                            \
}                                                                                             \
                                                                                              \
/* One group of k <= C rows at offsets xo, yo (scalars, k of each given) through the route's   \
   kernel, lanes past k repeating row k - 1 (every kernel reads all its lanes before it      \
   writes). A side whose lanes are neither contiguous rows nor adjacent goes through thread  \
   t's workspace, element u of lane i at w[u C + i] (gathered before, scattered after).     \
   Kernels that run contiguous rows lane by lane (rt->lanewise) would transform a repeated   \
   row again: fewer than C such rows go one at a time. */                                    \
static void dft__rows_one##S(const dft__rctx##S *r, const int64_t *xo, const int64_t *yo, int k, int t)\
{                                                                                             \
  enum { C = DFT__W##S / 2 };                                                                 \
  const dft__route *rt = r->rt;                                                               \
  const dft__pass *ps = r->ps;                                                                \
  const int64_t n = ps->n, is = ps->in.st[ps->axis], os = ps->out.st[ps->axis];               \
  dft__c##S *wx = NULL, *wy = NULL;                                                           \
  int64_t u, xw[C], yw[C];                                                                    \
  int i, xa = 1, ya = 1; /* lanes adjacent in x, in y */                                      \
  if (k < C && rt->lanewise) {                                                                \
    for (i = 0; i < k; i++)                                                                   \
      dft__row##S(r->pl, ps, r->inv, r->sc, r->bre[ps->in.slot] + xo[i],                      \
                  r->bim[ps->in.slot] + xo[i] + ps->in.imoff, r->bre[ps->out.slot] + yo[i],   \
                  r->bim[ps->out.slot] + yo[i] + ps->out.imoff, r->work + r->wsz * (size_t)t, -1);\
    return;                                                                                   \
  }                                                                                           \
  DFT__UNROLL for (i = 1; i < C; i++) {                                                       \
    xa &= i < k && xo[i] == xo[0] + 2 * i;                                                    \
    ya &= i < k && yo[i] == yo[0] + 2 * i;                                                    \
  }                                                                                           \
  xa |= rt->xu; ya |= rt->yu;                                                                 \
  DFT__UNROLL for (i = 0; i < C; i++) { /* repeated lanes; gathered ones adjacent */          \
    xw[i] = xa ? xo[i < k ? i : k - 1] : 2 * i;                                               \
    yw[i] = ya ? yo[i < k ? i : k - 1] : 2 * i;                                               \
  }                                                                                           \
  if (!xa || !ya) { wx = (dft__c##S *)(void *)(r->work + r->wsz * (size_t)t); wy = wx + n * C; }\
  if (!xa) {                                                                                  \
    for (i = 0; i < k; i++)                                                                   \
      for (u = 0; u < n; u++) wx[u * C + i] = *(const dft__c##S *)(const void *)(r->x + xo[i] + u * is);\
    for (; i < C; i++)                                                                        \
      for (u = 0; u < n; u++) wx[u * C + i] = wx[u * C + k - 1];                              \
  }                                                                                           \
  r->rw(xa ? r->x : (const T *)(const void *)wx, xw, xa ? rt->xs : 2 * C,                     \
        ya ? r->y : (T *)(void *)wy, yw, ya ? rt->ys : 2 * C, rt->tw, r->sc, 1, 0, 0, 0);      \
  if (!ya)                                                                                    \
    for (i = 0; i < k; i++)                                                                   \
      for (u = 0; u < n; u++) *(dft__c##S *)(void *)(r->y + yo[i] + u * os) = wy[u * C + i];  \
}                                                                                             \
/* The calls of the in-register routes: DFT__RT_STAGE's stage over the e adjacent rows at x, y \
   (scaled after), and DFT__RT_BLOCKS's kernel over cnt groups of C rows of the innermost row \
   axis from offsets io, oo (scalars); k < C: one group of k rows, lanes past k repeating row \
   k - 1 (a tail of contiguous rows, as in dft__rows_one). dft__rows_blocks keeps its own      \
   offsets in its loop: through this call, complex 8x8x8 ran 1.03-1.28x slower (make ab, same \
   instructions within 1%; gcc stored the offsets as vectors the kernel reads one by one). */ \
static DFT__INLINE void dft__stage_call##S(const dft__pass *ps, const dft__route *rt, const T *x,\
                                           T *y, T sc)                                        \
{                                                                                             \
  const dft__fft *f = (const dft__fft *)rt->tw;                                               \
  ((dft__stagefn##S)rt->fn)((int)ps->n, 1, rt->e, (const dft__c##S *)(const void *)x,        \
                            (dft__c##S *)(void *)y, (const dft__c##S *)f->tw + f->twoff[0],   \
                            (const dft__c##S *)f->twt);                                       \
  if (sc != (T)1) dft__scale_c##S(ps->n * rt->e, (dft__c##S *)(void *)y, sc);                 \
}                                                                                             \
/* DFT__RT_STAGE: blocks c0..c1-1 of e adjacent rows (the innermost row axis), each one call  \
   of the transform's only stage (m = 1, L = e) on the arrays themselves; in place too, as    \
   the stage reads a lane block's P inputs before it writes its P outputs there. */           \
static void dft__rows_stage##S(void *ctx, int64_t c0, int64_t c1, int t)                      \
{                                                                                             \
  const dft__rctx##S *r = (const dft__rctx##S *)ctx;                                          \
  const dft__pass *ps = r->ps;                                                                \
  const int64_t e = r->rt->e;                                                                 \
  int64_t c, io, oo;                                                                          \
  (void)t;                                                                                    \
  for (c = c0; c < c1; c++) {                                                                 \
    dft__row_offsets##S(ps, c * e, &io, &oo);                                                 \
    dft__stage_call##S(ps, r->rt, r->x + io, r->y + oo, r->sc);                                \
  }                                                                                           \
}                                                                                             \
/* DFT__RT_BLOCKS: blocks of B groups along the innermost row axis (e rows, adjacent lanes or\
   contiguous rows), the e % C rows past them in groups of C across outer rows (8 x 8 x 8   \
   real, 8 x 8 x 5 columns: 877 -> 560 ns against a tail group per outer row); DFT__RT_LANES:\
   groups of C rows one by one. */                                                            \
static void dft__rows_blocks##S(void *ctx, int64_t c0, int64_t c1, int t)                     \
{                                                                                             \
  enum { C = DFT__W##S / 2 };                                                                 \
  const dft__rctx##S *r = (const dft__rctx##S *)ctx;                                          \
  int64_t c;                                                                                  \
  const dft__route *rt = r->rt;                                                               \
  const dft__pass *ps = r->ps;                                                                \
  const int l = ps->nrd - 1; /* the innermost row axis; the outer ones walked by o */         \
  const int64_t ri = ps->rin[l], ro = ps->rout[l];                                            \
  int64_t b = c0 && rt->nbi > 1 ? c0 % rt->nbi : 0, px[C], py[C]; /* tail rows pending */    \
  int np = 0;                                                                                 \
  dft__odo o;                                                                                 \
  dft__odo_at(ps, l, rt->nbi > 1 ? c0 / rt->nbi : c0, &o);                                    \
  for (c = c0; c < c1; c++) {                                                                 \
    const int64_t cnt = b + 1 < rt->nbi ? rt->B : rt->ng - b * rt->B;                         \
    int64_t xo[C], yo[C];                                                                     \
    int g;                                                                                    \
    if (r->pf) dft__pfc_step(r->pf);                                                          \
    if (cnt > 0) {                                                                            \
      DFT__UNROLL for (g = 0; g < C; g++) { xo[g] = o.io + (b * rt->B * C + g) * ri; yo[g] = o.oo + (b * rt->B * C + g) * ro; } \
      r->rw(r->x, xo, rt->xs, r->y, yo, rt->ys, rt->tw, r->sc, cnt, rt->xst, rt->yst, rt->pf);\
    }                                                                                         \
    if (b + 1 == rt->nbi) /* the tail, grouped with the next outer rows' tails */             \
      for (g = 0; g < rt->tail; g++) {                                                        \
        px[np] = o.io + (rt->ng * C + g) * ri; py[np] = o.oo + (rt->ng * C + g) * ro;         \
        if (++np == C) { dft__rows_one##S(r, px, py, C, t); np = 0; }                         \
      }                                                                                       \
    if (++b == rt->nbi) { b = 0; dft__odo_next(ps, l, &o); }                                  \
  }                                                                                           \
  if (np) dft__rows_one##S(r, px, py, np, t);                                                 \
}                                                                                             \
static void dft__rows_groups##S(void *ctx, int64_t c0, int64_t c1, int t)                     \
{                                                                                             \
  enum { C = DFT__W##S / 2 };                                                                 \
  const dft__rctx##S *r = (const dft__rctx##S *)ctx;                                          \
  int64_t c;                                                                                  \
  for (c = c0; c < c1; c++) {                                                                 \
    const int k = r->ps->rows - c * C < C ? (int)(r->ps->rows - c * C) : C;                   \
    int64_t xo[C], yo[C];                                                                     \
    dft__rows_offsets##S(r->ps, c * C, k, xo, yo);                                            \
    dft__rows_one##S(r, xo, yo, k, t);                                                        \
  }                                                                                           \
}                                                                                             \
/* DFT__RT_RDM: rows 64 c0 .. 64 c1 - 1, each through dft__rdm (no workspace). */             \
static void dft__rows_rdm##S(void *ctx, int64_t c0, int64_t c1, int t)                        \
{                                                                                             \
  const dft__rctx##S *r = (const dft__rctx##S *)ctx;                                          \
  const dft__pass *ps = r->ps;                                                                \
  int64_t c, xo[64], yo[64];                                                                  \
  (void)t;                                                                                    \
  for (c = c0; c < c1; c++) {                                                                 \
    const int k = ps->rows - 64 * c < 64 ? (int)(ps->rows - 64 * c) : 64;                     \
    dft__rows_offsets##S(ps, 64 * c, k, xo, yo);                                              \
    dft__rdm##S(&r->pl->rfft, ps->kind == DFT__C2R, r->x, r->y, xo, yo, k, r->sc);            \
  }                                                                                           \
}                                                                                             \
/* The route of a pass's rows (dft__route, at commit; g: the pass's program, whose storage  \
   says which views are interleaved). Many short C2C rows (a length with a stage of its own,\
   dft__rw_pick, or 32 and 64 through two fused stages) go W/2 at a time in registers       \
   (dft__rw_*): contiguous interleaved rows, or adjacent ones (the columns of a block, but   \
   those of a one-stage length that W/2 does not divide: DFT__RT_STAGE); other rows of those\
   lengths through the workspace (dft__rows_one). Short real rows (n = 8, 16,                \
   32, 64; R2C and C2R) likewise when they are contiguous (dft__rr_*). Strided C2C rows of   \
   other lengths go as blocks of columns (dft__colsable), the rest G at a time where          \
   dft__groupable says so, else one at a time. */                                             \
static void dft__route_pick##S(const dft__plan *pl, const dft__prog *g, dft__pass *ps, int inv)\
{                                                                                             \
  enum { C = DFT__W##S / 2 };                                                                 \
  dft__route *rt = &ps->rt;                                                                   \
  const int64_t n = ps->n, is = ps->in.st[ps->axis], os = ps->out.st[ps->axis];\
  const int rk = ps->kind == DFT__R2C || ps->kind == DFT__C2R; /* real rows */                \
  const int64_t iu = ps->kind == DFT__R2C ? 1 : 2, ou = ps->kind == DFT__C2R ? 1 : 2; /* unit strides */\
  const int ci = dft__ileaved(g, &ps->in), co = dft__ileaved(g, &ps->out);                   \
  const int nyq = ps->in.kind == DFT__VIEW_NYQ && g->interleaved[ps->in.slot] && !ps->in.imoff;\
  const dft__fft *f = ps->kind == DFT__C2C ? &pl->fft[ps->sub] : rk ? pl->rfft.c : NULL;      \
  const void *tw = f ? f->twt : NULL;                                                         \
  const double bytes = (double)ps->rows * (double)n * 2 * sizeof(T); /* the pass's, roughly */\
  dft__rrfn##S rw = NULL; /* the rows' kernel: rr (real) and rw (complex) share the signature */\
  int two = 0, tail1, mixed = 0; /* a DFT__ROWS2 kernel (two stages); the stage for a tail    \
                                    (below); a DFT__ROWSX kernel */                           \
  dft__stagefn##S st; /* DFT__RT_STAGE's stage, where it applies */                           \
  memset(rt, 0, sizeof *rt);                                                                  \
  rt->kind = rt->alt = dft__groupable(pl, ps, DFT__GROUP * C, DFT__PREC##S) ? DFT__RT_GROUP : DFT__RT_ROW;\
  if (dft__colsable(pl, ps, sizeof(T)) && ci && co) {                                         \
    rt->kind = DFT__RT_COLS;                                                                  \
    rt->e = ps->nrd > 0 ? ps->rext[ps->nrd - 1] : 1;                                          \
    rt->B = dft__cols_width(g, ps, sizeof(T));                                                \
    rt->nbi = (rt->e + rt->B - 1) / rt->B;                                                    \
    return;                                                                                   \
  }                                                                                           \
  if (rk && dft__rdm_rows(pl) && is == iu && os == ou &&                                      \
      (ps->kind == DFT__R2C ? ps->in.kind == DFT__VIEW_REAL && co : ci && ps->out.kind == DFT__VIEW_REAL)) {\
    rt->kind = DFT__RT_RDM; /* short odd real rows, contiguous */                             \
    return;                                                                                   \
  }                                                                                           \
  if (!f || ps->twid || f->m) return;                                                        \
  st = dft__stage_rows##S(ps, f, inv);                                                        \
  /* adjacent lanes that C does not divide (the columns of a real 2-D transform): the blocks'  \
     tail would go through the workspace; rather one call of the stage on all of a small      \
     pass's rows, in registers (real 8x8 0.50x the time; 8 x 5 x 8 was 1.04x slower in blocks   \
     of e rows) */                                                                            \
  tail1 = st && ps->rext[ps->nrd - 1] % C && ps->rows == ps->rext[ps->nrd - 1] &&             \
          (double)ps->rows * (double)n < DFT__SMALL_ELEMS;                                    \
  if (rk) { /* contiguous rows, interleaved complex ends */                                   \
    if (is != iu || os != ou ||                                                               \
        (ps->kind == DFT__R2C ? ps->in.kind != DFT__VIEW_REAL || !co : !(ci || nyq) || ps->out.kind != DFT__VIEW_REAL))\
      return;                                                                                 \
    tw = &pl->rfft;                                                                           \
    rw = dft__rr_pick##S(pl, n, ps->kind == DFT__C2R, bytes >= (double)DFT__RSEQ_BYTES);      \
  } else if (!ci || !co)                                                                      \
    return;                                                                                   \
  else if (((n == 16 && f->twt) || (n == 8 && C == 2 && sizeof(T) == 8 && !dft__split512())) &&\
           C >= 2 && C <= 4 && is == 2 && os == 2) {                                          \
    /* whole contiguous rows: two stages, SIMD across the row (DFT__ROWS2; 8 points only in   \
       double at 256 bits: slower than the codelet with pairs of floats, and where the CPU    \
       splits 512-bit operations, than the codelet across pairs of rows: make ab both ways    \
       round on the Zen 4 VM, 8 x 10^4 0.98, 8 x 1000 0.94, 8 x 16 0.92 of the time) */       \
    rw = n == 16 ? (inv ? dft__rw_B4x4##S : dft__rw_F4x4##S) : (inv ? dft__rw_B4x2##S : dft__rw_F4x2##S);\
    tw = n == 16 ? f->twt : (const void *)dft__tw4x2##S;                                      \
    two = 1;                                                                                  \
  } else if (!((n % C || tail1) && st) && dft__rw_pick##S(n, inv)) /* padded lanes: rather   \
                                                   the stage below (6x10 columns 1.35x faster) */\
    rw = dft__rw_pick##S(n, inv);                                                             \
  else if ((mixed = dft__rx_fits##S(f))) { /* mixed radix, two stages */                  \
    rw = inv ? dft__rx_B##S : dft__rx_F##S;                                                   \
    tw = f;                                                                                   \
  }                                                                                           \
  else if ((two = dft__cols_kernel(f) && f->radix[0] == 8 && f->radix[1] % C == 0))         \
    rw = f->radix[1] == 4 ? (inv ? dft__rw_B8x4##S : dft__rw_F8x4##S) : (inv ? dft__rw_B8x8##S : dft__rw_F8x8##S);\
  else if ((two = f->radix[0] == 16 && dft__cols_inplace(pl, ps, sizeof(T))))                 \
    rw = f->radix[1] == 8 ? (inv ? dft__rw_B16x8##S : dft__rw_F16x8##S)                       \
                          : (inv ? dft__rw_B16x16##S : dft__rw_F16x16##S);                    \
  if (!rw) {                                                                                  \
    if (st) {                                                                                 \
      rt->kind = DFT__RT_STAGE;                                                               \
      rt->fn = (void (*)(void))st;                                                            \
      rt->tw = f;                                                                             \
      rt->e = ps->rext[ps->nrd - 1];                                                          \
    } else if (rk && DFT__RROW_ALONE(n, C, sizeof(T)))                                        \
      rt->kind = rt->alt = DFT__RT_ROW; /* whatever the buffers (no group buffers: commit) */ \
    return;                                                                                   \
  }                                                                                           \
  rt->kind = DFT__RT_LANES;                                                                   \
  rt->fn = (void (*)(void))rw; rt->tw = tw;                                                   \
  rt->xu = is == iu; rt->yu = os == ou; rt->xs = rt->xu ? 0 : is; rt->ys = rt->yu ? 0 : os;   \
  if (nyq) rt->xs = 1; /* a C2R kernel's X_h: X_0's imaginary part (dft__rr_B*) */           \
  rt->lanewise = two && rt->xu && rt->yu;                                                     \
  if (ps->nrd > 0) { /* the innermost row axis in blocks of B groups a call */                \
    const int64_t e = ps->rext[ps->nrd - 1], ri = ps->rin[ps->nrd - 1], ro = ps->rout[ps->nrd - 1];\
    /* e % C rows left over (tail): a group of their own at the end of each */               \
    if ((is == iu || ri == 2) && (os == ou || ro == 2)) {                                     \
      rt->kind = DFT__RT_BLOCKS;                                                              \
      rt->B = 64; rt->ng = e / C; rt->tail = (int)(e % C);                                    \
      /* (not DFT__ROWSX's rows of 20..120 points: 72, 96, 120 x 1000 complex doubles 0.91 of \
         the time without it, beside FFTW in one process; 24, 48 within the noise) */         \
      rt->pf = bytes >= (double)DFT__PF_BYTES && !mixed ? 2 : 0;                              \
      rt->e = e; rt->nbi = rt->ng ? (rt->ng + rt->B - 1) / rt->B : 1; rt->xst = C * ri; rt->yst = C * ro;\
    }                                                                                         \
  }                                                                                           \
  if (rt->lanewise && ps->rows < C) rt->kind = rt->alt; /* no whole group: the rows' own path */\
}                                                                                             \
/* Whether the bound buffers are interleaved where the pass's route assumed so (only odd      \
   pointers passed to a split-storage call make them so where the plan did not expect it). */ \
static int dft__route_views##S(const dft__pass *ps, T *const bre[3], T *const bim[3])         \
{                                                                                             \
  return (ps->in.kind != DFT__VIEW_COMPLEX || dft__cview##S(&ps->in, bre, bim)) &&             \
         (ps->out.kind != DFT__VIEW_COMPLEX || dft__cview##S(&ps->out, bre, bim));             \
}                                                                                             \
                                                                                              \
/* One contiguous row, complex data interleaved (a single 1-D transform; the program's   \
   direct flag): straight to the FFT, without the row machinery. */                           \
/* One contiguous row that needs no workspace (prog->bare, dft__fft_bare): C2C, or R2C        \
   and C2R of even length around such a half-length plan. */                                  \
typedef void (*dft__r1fn##S)(const T *, T *, const dft__c##S *, T);                          \
/* A real row's register kernel (real 6..32 points; half as many complex ones), or NULL. */   \
static dft__r1fn##S dft__r1_pick##S(const dft__plan *pl, const dft__pass *ps)                 \
{                                                                                             \
  static const dft__r1fn##S f1[2][6] = {{dft__r1_F3##S, dft__r1_F4##S, dft__r1_F5##S, dft__r1_F6##S,\
                                          dft__r1_F8##S, dft__r1_F16##S},                    \
                                         {dft__r1_B3##S, dft__r1_B4##S, dft__r1_B5##S, dft__r1_B6##S,\
                                          dft__r1_B8##S, dft__r1_B16##S}};                   \
  const int i = ps->kind != DFT__C2C && !pl->rfft.twsh && pl->rfft.tw ? dft__r1_index(ps->n) : -1;\
  return i >= 0 ? f1[ps->kind == DFT__C2R][i] : NULL;                                         \
}                                                                                             \
static DFT__NOINLINE void dft__pass_bare##S(const dft__plan *pl, const dft__pass *ps, int inv,\
                                           double scale, void *in, void *out)                 \
{                                                                                             \
  const dft__c##S *x = (const dft__c##S *)(const void *)((const T *)in + ps->in.off);         \
  dft__c##S *y = (dft__c##S *)(void *)((T *)out + ps->out.off);                               \
  const dft__r1fn##S r1 = dft__r1_pick##S(pl, ps);                                            \
  if (r1) {                                                                                   \
    r1((const T *)in + ps->in.off, (T *)out + ps->out.off, (const dft__c##S *)pl->rfft.tw, (T)scale);\
    return;                                                                                   \
  }                                                                                           \
  if (ps->kind != DFT__C2C && pl->rfft.dm) { /* short real rows: straight to dft__rdm, scaled \
                                                 there (through dft__rfft_fwd and a scaling  \
                                                 pass: real 17 1.24x-1.32x the time) */      \
    dft__rdm##S(&pl->rfft, ps->kind == DFT__C2R, (const T *)in + ps->in.off, (T *)out + ps->out.off,\
                dft__zero_off, dft__zero_off, 1, (T)scale);                                  \
    return;                                                                                   \
  }                                                                                           \
  dft__c##S t[17]; /* the complex line of odd lengths (codelets, n <= 17; prog->bare) */      \
  if (ps->kind == DFT__R2C) {                                                                 \
    dft__rfft_fwd##S(&pl->rfft, (const T *)in + ps->in.off, y, ps->n & 1 ? t : NULL);         \
    dft__scale_c##S(ps->n / 2 + 1, y, (T)scale);                                              \
    return;                                                                                   \
  }                                                                                           \
  if (ps->kind == DFT__C2R) {                                                                 \
    dft__rfft_bwd##S(&pl->rfft, x, (T *)out + ps->out.off, ps->n & 1 ? t : NULL);             \
    dft__scale_r##S(ps->n, (T *)out + ps->out.off, (T)scale);                                 \
    return;                                                                                   \
  }                                                                                           \
  const dft__fft *f = &pl->fft[ps->sub];                                                      \
  const dft__smallfn##S fn = dft__small_pick##S(f, inv);                                      \
  if (fn)                                                                                     \
    fn(x, y, (const dft__c##S *)f->twx, dft__small_tw##S(f, inv), (T)scale);                  \
  else if (f->nst == 1 && !dft__codelet_len(f->n)) { /* generic stage, out of place */        \
    dft__st_gen##S(f->radix[0], 1, 1, x, y, (const dft__c##S *)f->tw + f->twoff[0], inv);     \
    dft__scale_c##S(ps->n, y, (T)scale);                                                      \
  } else                                                                                      \
    dft__pcl_pick##S(ps->n, inv)(x, y, (T)scale);                                             \
}                                                                                             \
/* A program whose every pass is one call of its in-register route (prog->bare == 2, set at  \
   commit by dft__onecall: a short batch, 8 x 8, ...): the passes straight to their kernels,   \
   without the row machinery of dft__pass_run (real 8 x 4 points: 645 -> 342 instructions a call). */\
/* A DFT__RT_BLOCKS pass of a bare program: its kernel over the whole groups, then over the   \
   tail, with the lanes' offsets kept in the route at commit (dft__bare_lanes). */           \
static DFT__INLINE void dft__blocks_bare##S(const dft__route *rt, const T *x, T *y, T sc)     \
{                                                                                             \
  if (rt->ng)                                                                                 \
    ((dft__rrfn##S)rt->fn)(x, rt->bxo, rt->xs, y, rt->byo, rt->ys, rt->tw, sc, rt->ng, rt->xst, rt->yst, rt->pf);\
  if (rt->tail)                                                                               \
    ((dft__rrfn##S)rt->fn)(x, rt->txo, rt->xs, y, rt->tyo, rt->ys, rt->tw, sc, 1, rt->xst, rt->yst, rt->pf);\
}                                                                                             \
static DFT__NOINLINE void dft__prog_bare##S(const dft__prog *g, int inv, double scale,        \
                                           void *const slot[3])                               \
{                                                                                             \
  int i;                                                                                      \
  (void)inv; /* the kernels were picked by direction */                                       \
  for (i = 0; i < g->npass; i++) {                                                            \
    const dft__pass *ps = &g->pass[i];                                                        \
    const T sc = ps->scaled ? (T)scale : (T)1;                                                \
    const T *x = (const T *)slot[ps->in.slot];                                                \
    T *y = (T *)slot[ps->out.slot];                                                           \
    if (ps->rt.kind == DFT__RT_STAGE) dft__stage_call##S(ps, &ps->rt, x + ps->in.off, y + ps->out.off, sc);\
    else if (ps->nrd == 2) { /* a call for each row of the outer axis (dft__onecall) */     \
      int64_t o;                                                                              \
      for (o = 0; o < ps->rext[0]; o++, x += ps->rin[0], y += ps->rout[0])                    \
        dft__blocks_bare##S(&ps->rt, x, y, sc);                                               \
    } else                                                                                    \
      dft__blocks_bare##S(&ps->rt, x, y, sc);                                                 \
  }                                                                                           \
}                                                                                             \
/* A bare C2C row whose plan is one codelet: the codelet itself, kept at commit (prog->bfn)  \
   for compute to call without dft__pass_bare's dispatch (12 complex doubles: 256 -> 186     \
   instructions a call); likewise a bare real row's register kernel (real 12 doubles, AVX-512,\
   make ab, session 48: 0.79 of the time, 0.85 in single; real 8 doubles 0.72). */            \
static void dft__bare_pick##S(const dft__plan *pl, dft__prog *g, int inv)                    \
{                                                                                             \
  const dft__fft *f = (g->bare == 1 || g->brows) && g->pass->kind == DFT__C2C ? &pl->fft[g->pass->sub] : NULL;\
  const dft__r1fn##S r1 = g->bare == 1 ? dft__r1_pick##S(pl, g->pass) : NULL;                 \
  const dft__smallfn##S sm = f ? dft__small_pick##S(f, inv) : NULL;                           \
  if (f && !sm && dft__codelet_len(f->n)) {                                                   \
    g->bfn = (void (*)(void))dft__pcl_pick##S(f->n, inv);                                     \
    g->bk = DFT__BK_CODELET;                                                                  \
  } else if (r1) {                                                                            \
    g->bfn = (void (*)(void))r1;                                                              \
    g->bk = DFT__BK_REAL;                                                                     \
  } else if (sm && g->bare == 1) {                                                            \
    g->bfn = (void (*)(void))sm;                                                              \
    g->btw[0] = f->twx;                                                                       \
    g->btw[1] = dft__small_tw##S(f, inv);                                                     \
    g->bk = DFT__BK_SMALL;                                                                    \
  }                                                                                           \
}                                                                                             \
/* One contiguous row (prog->direct) that is not bare. */                                     \
static void dft__pass_direct##S(const dft__plan *pl, const dft__pass *ps, int inv, double scale,\
                                void *in, void *out, char *work)                              \
{                                                                                             \
  const T sc = (T)scale;                                                                      \
  const dft__c##S *x = (const dft__c##S *)(const void *)((const T *)in + ps->in.off);         \
  dft__c##S *y = (dft__c##S *)(void *)((T *)out + ps->out.off);                               \
  if (ps->kind == DFT__R2C) {                                                                 \
    dft__rfft_fwd##S(&pl->rfft, (const T *)in + ps->in.off, y, (dft__c##S *)(void *)work);    \
    dft__scale_c##S(ps->n / 2 + 1, y, sc);                                                    \
  } else if (ps->kind == DFT__C2R) {                                                          \
    dft__rfft_bwd##S(&pl->rfft, x, (T *)out + ps->out.off, (dft__c##S *)(void *)work);        \
    dft__scale_r##S(ps->n, (T *)out + ps->out.off, sc);                                       \
  } else {                                                                                    \
    dft__fft_exec##S(&pl->fft[ps->sub], x, y, (dft__c##S *)(void *)work, inv);                \
    dft__scale_c##S(ps->n, y, sc);                                                            \
  }                                                                                           \
}                                                                                             \
/* dft__compute's short path (prog->ffn, picked at commit by dft__fast_pick): one function a  \
   kind of program that compute calls itself, so that compute ends in a jump to it and keeps  \
   no frame of its own; in and out are the call's IN and OUT slots (dft__slot). */            \
static dft_status dft__fast_grp##S(const dft__plan *pl, const dft__prog *g, int dir, double scale,\
                                   void *in, void *out)                                       \
{ /* BK_GROUPS: one call of the pass's register kernel, no tail */                            \
  const dft__pass *ps = g->pass;                                                              \
  (void)pl; (void)dir;                                                                        \
  dft__blocks_bare##S(&ps->rt, (const T *)dft__slot(ps->in.slot, in, out),                    \
                      (T *)dft__slot(ps->out.slot, in, out), ps->scaled ? (T)scale : (T)1);   \
  return DFT_OK;                                                                              \
}                                                                                             \
static dft_status dft__fast_pcl##S(const dft__plan *pl, const dft__prog *g, int dir, double scale,\
                                   void *in, void *out)                                       \
{ /* BK_CODELET on g->brows rows, one call each */                                            \
  const T *x = (const T *)dft__slot(g->pass->in.slot, in, out) + g->pass->in.off;             \
  T *y = (T *)dft__slot(g->pass->out.slot, in, out) + g->pass->out.off;                       \
  int64_t r;                                                                                  \
  (void)pl; (void)dir;                                                                        \
  for (r = g->brows; r > 0; r--, x += g->bri, y += g->bro)                                    \
    ((dft__pclfn##S)g->bfn)((const dft__c##S *)(const void *)x, (dft__c##S *)(void *)y, (T)scale);\
  return DFT_OK;                                                                              \
}                                                                                             \
static dft_status dft__fast_pcl1##S(const dft__plan *pl, const dft__prog *g, int dir, double scale,\
                                    void *in, void *out)                                      \
{ /* BK_CODELET on one row */                                                                 \
  (void)pl; (void)dir;                                                                        \
  ((dft__pclfn##S)g->bfn)((const dft__c##S *)(const void *)((const T *)dft__slot(g->pass->in.slot, in, out) + g->pass->in.off),\
                          (dft__c##S *)(void *)((T *)dft__slot(g->pass->out.slot, in, out) + g->pass->out.off), (T)scale);\
  return DFT_OK;                                                                              \
}                                                                                             \
static dft_status dft__fast_r1##S(const dft__plan *pl, const dft__prog *g, int dir, double scale,\
                                  void *in, void *out)                                        \
{ /* BK_REAL */                                                                               \
  (void)dir;                                                                                  \
  ((dft__r1fn##S)g->bfn)((const T *)dft__slot(g->pass->in.slot, in, out) + g->pass->in.off,   \
                         (T *)dft__slot(g->pass->out.slot, in, out) + g->pass->out.off,       \
                         (const dft__c##S *)pl->rfft.tw, (T)scale);                           \
  return DFT_OK;                                                                              \
}                                                                                             \
static dft_status dft__fast_sm##S(const dft__plan *pl, const dft__prog *g, int dir, double scale,\
                                  void *in, void *out)                                        \
{ /* BK_SMALL */                                                                              \
  (void)pl; (void)dir;                                                                        \
  ((dft__smallfn##S)g->bfn)((const dft__c##S *)(const void *)((const T *)dft__slot(g->pass->in.slot, in, out) + g->pass->in.off),\
                            (dft__c##S *)(void *)((T *)dft__slot(g->pass->out.slot, in, out) + g->pass->out.off),\
                            (const dft__c##S *)g->btw[0], (const dft__c##S *)g->btw[1], (T)scale);\
  return DFT_OK;                                                                              \
}                                                                                             \
static dft_status dft__fast_bare##S(const dft__plan *pl, const dft__prog *g, int dir, double scale,\
                                    void *in, void *out)                                      \
{ /* bare == 1 */                                                                             \
  dft__pass_bare##S(pl, g->pass, dir, scale, dft__slot(g->pass->in.slot, in, out),            \
                    dft__slot(g->pass->out.slot, in, out));                                   \
  return DFT_OK;                                                                              \
}                                                                                             \
static dft_status dft__fast_stack##S(const dft__plan *pl, const dft__prog *g, int dir, double scale,\
                                     void *in, void *out)                                     \
{ /* bare == 2, or direct, a TMP slot or the workspace on the stack */                        \
  char raw[DFT__STACK_WORK + 64], *const work = raw + (64 - (uintptr_t)raw % 64) % 64;        \
  if (g->bare == 2) {                                                                         \
    void *const s3[3] = {in, out, work};                                                      \
    dft__prog_bare##S(g, dir, scale, s3);                                                     \
  } else                                                                                      \
    dft__pass_direct##S(pl, g->pass, dir, scale, dft__slot(g->pass->in.slot, in, out),        \
                        dft__slot(g->pass->out.slot, in, out), work);                         \
  return DFT_OK;                                                                              \
}                                                                                             \
static dft_status dft__fast_pool##S(const dft__plan *pl, const dft__prog *g, int dir, double scale,\
                                    void *in, void *out)                                      \
{ /* direct, its workspace pooled (commit made sure the pool's blocks hold it) */             \
  int slot;                                                                                   \
  char *const mem = dft__work_take(pl, pl->pool_bytes, &slot);                                \
  if (!mem) return DFT_ERROR_MEMORY;                                                          \
  dft__pass_direct##S(pl, g->pass, dir, scale, dft__slot(g->pass->in.slot, in, out),          \
                      dft__slot(g->pass->out.slot, in, out), mem + dft__skew(mem, in, out));  \
  dft__work_give(pl, mem, slot);                                                              \
  return DFT_OK;                                                                              \
}                                                                                             \
/* fast: compute may take the short path, its workspace on the stack or none; pool: a direct  \
   program whose workspace the pool's blocks hold */                                          \
static void dft__fast_pick##S(dft__prog *g, int fast, int pool)                               \
{                                                                                             \
  g->ffn = !fast ? (pool ? dft__fast_pool##S : NULL)                                          \
         : g->bk == DFT__BK_GROUPS ? dft__fast_grp##S                                         \
         : g->bk == DFT__BK_CODELET ? (g->brows > 1 ? dft__fast_pcl##S : dft__fast_pcl1##S)   \
         : g->bk == DFT__BK_REAL ? dft__fast_r1##S                                            \
         : g->bk == DFT__BK_SMALL ? dft__fast_sm##S                                           \
         : g->bare == 1 ? dft__fast_bare##S : dft__fast_stack##S;                             \
}                                                                                             \
/* A pass's rows on nt threads; thread t's workspace is work + t ps->work, t < min(nt, rows) \
   (dft__work_bytes). pf (one thread; else NULL): a step of it a block or row, where the     \
   route goes by blocks (columns, registers) or by rows (dft__pf_steps). */                  \
static void dft__pass_run##S(const dft__plan *pl, const dft__pass *ps, int inv, double scale, \
                             T *const bre[3], T *const bim[3], char *work, int ntmax,         \
                             dft__pfc *pf)                                                    \
{                                                                                             \
  enum { C = DFT__W##S / 2 };                                                                 \
  const int64_t rows = ps->rows, G = DFT__GROUP * C;                                          \
  const T sc = ps->scaled ? (T)scale : (T)1;                                                  \
  const int nt = rows < ntmax ? (int)rows : ntmax;                                            \
  const size_t wsz = ps->work;                                                                \
  int kind = ps->rt.kind;                                                                     \
  int64_t ng = 0, r, rest = 0; /* groups of G; the first row of the rest, one at a time */   \
  if (ps->rsplit && ntmax > 1 && rows < ntmax) {                                              \
    dft__rrows_split##S(pl, ps, sc, bre, ntmax);                                              \
    return;                                                                                   \
  }                                                                                           \
  if (kind >= DFT__RT_COLS && !dft__route_views##S(ps, bre, bim)) kind = ps->rt.alt;          \
  if (kind >= DFT__RT_COLS) {                                                                 \
    dft__rctx##S c;                                                                           \
    dft__rctx_init##S(&c, pl, ps, inv, sc, bre, bim, work, wsz);                              \
    c.pf = pf;                                                                                \
    if (kind == DFT__RT_COLS) {                                                               \
      dft__par_range(nt, rows / ps->rt.e * ps->rt.nbi, dft__cols_range##S, &c);               \
      return;                                                                                 \
    }                                                                                         \
    if (kind == DFT__RT_BLOCKS) dft__par_range(nt, rows / ps->rt.e * ps->rt.nbi, dft__rows_blocks##S, &c);\
    else if (kind == DFT__RT_STAGE) dft__par_range(nt, rows / ps->rt.e, dft__rows_stage##S, &c); \
    else if (kind == DFT__RT_RDM) dft__par_range(nt, (rows + 63) / 64, dft__rows_rdm##S, &c);  \
    else dft__par_range(nt, (rows + C - 1) / C, dft__rows_groups##S, &c);                     \
    return;                                                                                   \
  }                                                                                           \
  if (kind == DFT__RT_GROUP) {                                                                \
    ng = rows / G;                                                                            \
    rest = ng * G;                                                                            \
    if (rows > rest && dft__group_part(ps, rows - rest, G)) { /* the rest as one group */     \
      dft__rows_group##S(pl, ps, inv, sc, bre, bim, rest, (int)(rows - rest), work);          \
      rest = rows;                                                                            \
    }                                                                                         \
  }                                                                                           \
  if (nt > 1 && rows > 1) {                                                                   \
    DFT__OMP_FOR(nt, 1)                                                                       \
    for (r = 0; r < ng; r++)                                                                  \
      dft__rows_group##S(pl, ps, inv, sc, bre, bim, r * G, G, work + wsz * (size_t)dft__thread_num());\
    DFT__OMP_FOR(nt, 1)                                                                       \
    for (r = rest; r < rows; r++)                                                             \
      dft__row_at##S(pl, ps, inv, sc, bre, bim, r, work + wsz * (size_t)dft__thread_num());   \
  } else {                                                                                    \
    for (r = 0; r < ng; r++) dft__rows_group##S(pl, ps, inv, sc, bre, bim, r * G, G, work);   \
    for (r = rest; r < rows; r++) {                                                           \
      if (pf && kind == DFT__RT_ROW) dft__pfc_step(pf);                                       \
      dft__row_at##S(pl, ps, inv, sc, bre, bim, r, work);                                     \
    }                                                                                         \
  }                                                                                           \
}                                                                                             \
/* A program's tiled passes (t0..t1-1, dft__tile_axis): each tile's passes on one thread, the  \
   slots' pointers moved to the tile, tiles split among min(nt, tiles) threads in ranges.    \
   While a tile's later passes run in the cache, the next tile of the range is asked for, a  \
   step a block or row (dft__pfc): its first pass then finds it on the way in. */            \
typedef struct {                                                                              \
  const dft__plan *pl;                                                                        \
  const dft__prog *g;                                                                         \
  int inv;                                                                                    \
  double scale;                                                                               \
  T *const *bre, *const *bim;                                                                 \
  char *work;                                                                                 \
} dft__tctx##S;                                                                               \
static void dft__tiles_range##S(void *ctx, int64_t t0, int64_t t1, int th)                    \
{                                                                                             \
  const dft__tctx##S *c = (const dft__tctx##S *)ctx;                                          \
  const dft__prog *g = c->g;                                                                  \
  char *work = c->work + g->twork * (size_t)th;                                               \
  const int inpl = c->bre[DFT__IN] == c->bre[DFT__OUT] && g->tlen[DFT__OUT]; /* IN is OUT */  \
  int64_t t, o[3], o2[3];                                                                     \
  int i, s;                                                                                   \
  for (t = t0; t < t1; t++) {                                                                 \
    T *r[3], *m[3];                                                                           \
    dft__pfc pf, *pp = NULL;                                                                  \
    dft__tile_origin(g, t, o);                                                                \
    for (s = 0; s < 3; s++) {                                                                 \
      r[s] = c->bre[s] ? c->bre[s] + o[s] : NULL;                                             \
      m[s] = c->bim[s] ? c->bim[s] + o[s] : NULL;                                             \
    }                                                                                         \
    if (t + 1 < t1) {                                                                         \
      int64_t lines = 0;                                                                      \
      dft__tile_origin(g, t + 1, o2);                                                         \
      for (s = 0; s < 6; s++) { /* re arrays, then split storage's im arrays */              \
        const int k = s % 3;                                                                  \
        T *const b = s < 3 ? c->bre[k] : c->bre[k] && c->bim[k] != c->bre[k] + 1 ? c->bim[k] : NULL;\
        const int on = b && g->tlen[k] && !(k == DFT__IN && inpl);                            \
        pf.p[s] = on ? (const char *)(const void *)(b + o2[k] + g->tlo[k]) : NULL;            \
        pf.left[s] = on ? (g->tlen[k] + 63) / 64 : 0;                                         \
        pf.w[s] = g->twr[k];                                                                  \
        lines += pf.left[s];                                                                  \
      }                                                                                       \
      pf.per = g->tsteps ? (lines + g->tsteps - 1) / g->tsteps : 0;                           \
      if (pf.per > DFT__PF_STEP) pf.per = DFT__PF_STEP; /* no bursts: the rest unasked */    \
      if (pf.per) pp = &pf;                                                                   \
    }                                                                                         \
    for (i = g->t0; i < g->t1; i++)                                                           \
      dft__pass_run##S(c->pl, &g->pass[i], c->inv, c->scale, r, m, work, 1, i > g->t0 ? pp : NULL);\
  }                                                                                           \
}                                                                                             \
static void dft__tiles_run##S(const dft__plan *pl, const dft__prog *g, int inv, double scale, \
                              T *const bre[3], T *const bim[3], char *work, int ntmax)        \
{                                                                                             \
  dft__tctx##S c;                                                                             \
  c.pl = pl; c.g = g; c.inv = inv; c.scale = scale; c.bre = bre; c.bim = bim; c.work = work;  \
  dft__par_range(g->tiles < ntmax ? (int)g->tiles : ntmax, g->tiles, dft__tiles_range##S, &c);\
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
#ifdef DFT__WIDE
DFT__NUMERIC(float, _g)
#endif
#ifdef DFT__NARROW
DFT__NUMERIC(double, _e)
#endif
#undef DFT__NUMERIC

/* >>plan ================================================================= */
static void dft__put(int prec, void *arr, int64_t i, long double re, long double im)
{
  if (!dft__isd(prec)) dft__put_f(arr, i, re, im);
  else dft__put_d(arr, i, re, im);
}
/* Scalar i of a precision's array. */
static void dft__putr(int prec, void *arr, int64_t i, long double v)
{
  if (!dft__isd(prec)) ((float *)arr)[i] = (float)v;
  else ((double *)arr)[i] = (double)v;
}
/* Complex slots after a stage's twiddles: the tables of a radix without a codelet. */
static int64_t dft__gen_slots(int p)
{
  return dft__has_stage(p) ? 0 : (int64_t)((p - 1) / 2) * ((p - 1) / 2);
}
static size_t dft__csize(int prec) { return !dft__isd(prec) ? sizeof(dft__c_f) : sizeof(dft__c_d); }

/* Radices for n, largest first; returns their count, or -1 when n has a prime
   factor above DFT__MAX_PRIME. */
static int dft__factor(int64_t n, int *radix)
{
  const int64_t n0 = n;
  int cnt = 0, e = 0, p;
  if (dft__pfa_len(n)) { /* one codelet (prime factor algorithm, no twiddles) */
    radix[0] = (int)n;
    return 1;
  }
  while (n % 2 == 0) { n /= 2; e++; }
  /* 8s, then 4 (2^(3k+2)), 4 and 4 (2^(3k+4): measured 1.1-1.8x faster than
     ending with 8 and a radix-2 stage), or 2 (n = 2 alone) */
  for (; n == 1 && (e == 7 || e == 8 || (e == 4 && cnt)); e -= 4) /* 16x8, 16x16: DFT__SMALL2 */
    radix[cnt++] = 16;
  for (; e >= 3 && e != 4; e -= 3) radix[cnt++] = 8;
  for (; e >= 2; e -= 2) radix[cnt++] = 4;
  if (e == 1) radix[cnt++] = 2;
  for (; n % 9 == 0; n /= 9) radix[cnt++] = 9; /* 3 x 3 in one pass */
  /* 5 x 5 in one pass from 3125 points up (make ab against 5 and 5: 0.75x-0.82x at
     15625, 0.84x-0.86x at 3125, 0.95x-1.01x at 2500, 1.1x-1.3x at 100..1250) */
  for (; n % 25 == 0 && n0 > 2500; n /= 25) radix[cnt++] = 25;
  for (p = 3; p <= DFT__MAX_PRIME && n > 1; p += 2)
    while (n % p == 0) { n /= p; radix[cnt++] = p; }
  return n == 1 ? cnt : -1;
}

/* The order of a Stockham plan's stages (dft__order): a cost model of stage s of radix p
   after L = p_0..p_(s-1) points (m = n/(L p) columns), in vector operations: a butterfly's
   flops (DFT__CL_FLOPS) over 2, its p loads and p stores, and p-1 twiddle products (3
   operations each) where m > 1, on ceil(m/C) vectors of the first stage (SIMD across
   columns, its outputs transposed: p more), ceil(L/C) vectors a column from L >= C on (SIMD
   across the L sequences; the last vector overlaps where C does not divide L), and one
   complex number at a time else, plus 16 a stage. The radices that have stages of their own
   and the primes 17..61 (dft__st_gen: p^2/2), dft__order_radix; 25 only from 2501 points
   (5 and 5: see dft__factor). */
#define DFT__CASE_FLOPS(P, F) case P: return F;
static int dft__cl_flops(int p)
{
  switch (dft__has_stage(p) ? p : 0) {
  DFT__CL_FLOPS(DFT__CASE_FLOPS)
  default: return p * p; /* dft__st_gen */
  }
}
/* Whether dft__order may take radix p: one with a stage of its own but 14 and 20, or a
   prime without one (dft__st_gen). */
static int dft__order_radix(int p)
{
  int d;
  if (dft__has_stage(p)) return p != 14 && p != 20;
  for (d = 2; d * d <= p; d++)
    if (p % d == 0) return 0;
  return p > 1;
}
static int dft__s1_radix(int p)
{
  switch (p) {
  DFT__S1_RADICES(DFT__CASE_P, 0, 0) return 1;
  default: return 0;
  }
}
static double dft__stage_cost(int64_t n, int64_t L, int p, int c)
{
  const int64_t m = n / (L * p);
  const double ops = 0.5 * dft__cl_flops(p) + 2.0 * p + (m > 1 ? 3.0 * (p - 1) : 0);
  double v; /* vectors (or single complex numbers) through the butterfly */
  if (L == 1 && dft__s1_radix(p) && m >= c) return (double)((m + c - 1) / c) * (ops + p) + 16;
  v = L >= c ? (double)m * (double)((L + c - 1) / c) : (double)m * (double)L;
  return v * ops + 16;
}
/* Reorders and merges the radices of a Stockham plan of n points (dft__factor's, cnt of
   them) to the sequence of least dft__stage_cost at C = c lanes, by dynamic programming
   over the divisors L of n (the points before a stage); a power-of-two first radix from 4
   up that is at least C stays first (the register kernels of short rows take it: dft__rx_fits,
   dft__rr_pick), and up to DFT__RXMAX points a second radix 4 or 8 second (dft__rx_stages'
   middle stage). Returns the new count, or cnt unchanged where n is a power of two or has
   more than DFT__ORDER_DIVS divisors. Complex doubles at 512 bits, one transform (make ab
   both ways round, B/A time, session 69): 90 = 2 9 5 -> 9 10 0.59, 2310 = 2 3 5 7 11 ->
   11 7 2 15 0.74, 1536 = 8 8 8 3 -> 8 12 16 0.83; but 180 = 4 9 5 -> 4 3 15 1.05 and 4095 =
   9 5 7 13 -> 13 3 7 15 1.08 (the model counts no register spills). */
#define DFT__ORDER_DIVS 512
static int dft__order(int64_t n, int c, int *radix, int cnt)
{
  int64_t dv[DFT__ORDER_DIVS];
  double best[DFT__ORDER_DIVS];
  short nx[DFT__ORDER_DIVS];
  unsigned char rad[DFT__ORDER_DIVS];
  int nd = 1, i, j, p, lo, hi, first = 0, second = 0, out = 0;
  int64_t q = n;
  if (cnt < 2 || !(n & (n - 1))) return cnt;
  if ((radix[0] == 4 || radix[0] == 8 || radix[0] == 16) && radix[0] >= c) first = radix[0];
  if (first && cnt >= 3 && n <= DFT__RXMAX && (radix[1] == 4 || radix[1] == 8)) second = radix[1];
  dv[0] = 1; /* the divisors, from the prime factors */
  for (p = 2; p <= DFT__MAX_PRIME; p++) {
    const int d0 = nd;
    int e = 0;
    for (; q % p == 0; q /= p) e++;
    for (j = 1; j <= e; j++) /* block j: block j-1 times p */
      for (i = 0; i < d0; i++) {
        if (nd == DFT__ORDER_DIVS) return cnt;
        dv[nd++] = dv[(j - 1) * d0 + i] * p;
      }
  }
  if (q != 1) return cnt;
  for (i = 1; i < nd; i++) /* ascending */
    for (j = i; j > 0 && dv[j - 1] > dv[j]; j--) { const int64_t t = dv[j]; dv[j] = dv[j - 1]; dv[j - 1] = t; }
  for (i = nd - 1; i >= 0; i--) { /* best[i]: the stages from dv[i] points on */
    best[i] = i == nd - 1 ? 0 : -1;
    for (p = 2; i < nd - 1 && p <= DFT__MAX_PRIME; p++) {
      double cost;
      if (!dft__order_radix(p) || (n / dv[i]) % p || (p == 25 && n <= 2500) || (i == 0 && first && p != first) ||
          (second && dv[i] == first && p != second))
        continue;
      for (lo = i + 1, hi = nd - 1; lo < hi;) { /* the index of dv[i] p */
        const int mid = (lo + hi) / 2;
        if (dv[mid] < dv[i] * p) lo = mid + 1; else hi = mid;
      }
      if (best[lo] < 0) continue;
      cost = dft__stage_cost(n, dv[i], p, c) + best[lo];
      if (best[i] < 0 || cost < best[i]) { best[i] = cost; rad[i] = (unsigned char)p; nx[i] = (short)lo; }
    }
  }
  if (best[0] < 0) return cnt;
  for (i = 0; i < nd - 1; i = nx[i]) radix[out++] = rad[i];
  return out;
}

/* The convolution length of Bluestein for 2n - 1 points: the 2^a 3^b 5^c >= n (n <= 2^61)
   of least cost, counting lengths with fewer than four factors 2 at 1.5x their size (at
   512 bits complex double 20250 = 2 3^4 5^3 took 57 us and 20480 = 2^12 5 38 us; at 256
   bits the two ran alike). */
static int64_t dft__good_size(int64_t n)
{
  int64_t best = INT64_MAX, bcost = INT64_MAX, p2, p3, p5;
  for (p5 = 1; p5 < bcost && p5 / 5 < n; p5 *= 5)
    for (p3 = p5; p3 < bcost && p3 / 3 < n; p3 *= 3) {
      p2 = p3;
      while (p2 < n) p2 *= 2;
      if (p2 / 2 * (p2 % 16 ? 3 : 2) < bcost) { best = p2; bcost = p2 / 2 * (p2 % 16 ? 3 : 2); }
    }
  return best;
}

static void dft__fft_clear(dft__fft *f)
{
  if (f->sub) { dft__fft_clear(f->sub); DFT_FREE(f->sub); }
  dft_free_memory(f->tw);
  dft_free_memory(f->twt);
  dft_free_memory(f->twx);
  dft_free_memory(f->twd);
  dft_free_memory(f->chirp);
  dft_free_memory(f->filt);
  DFT_FREE(f->perm);
  memset(f, 0, sizeof *f);
}

static dft_status dft__fft_init(dft__fft *f, int prec, int64_t n);
/* Whether n has no prime factor above 13 (all of them have codelets). */
static int dft__smooth13(int64_t n)
{
  static const int pr[] = {2, 3, 5, 7, 11, 13};
  int i;
  for (i = 0; i < 6; i++)
    while (n % pr[i] == 0) n /= pr[i];
  return n == 1;
}

static uint64_t dft__powmod(uint64_t b, uint64_t e, uint64_t n) /* n < 2^32 */
{
  uint64_t r = 1;
  for (b %= n; e; e >>= 1, b = b * b % n)
    if (e & 1) r = r * b % n;
  return r;
}

/* A generator of the multiplicative group mod the prime n (n < 2^32), or 0 when n is
   not prime. */
static uint64_t dft__prime_root(uint64_t n)
{
  uint64_t q[64], r = n - 1, g, d;
  int nq = 0, i;
  if (n < 3) return 0;
  for (d = 2; d * d <= n; d++)
    if (n % d == 0) return 0;
  for (d = 2; d * d <= r; d++)
    if (r % d == 0) { q[nq++] = d; while (r % d == 0) r /= d; }
  if (r > 1) q[nq++] = r;
  for (g = 2; g < n; g++) {
    for (i = 0; i < nq && dft__powmod(g, (n - 1) / q[i], n) != 1; i++) {}
    if (i == nq) return g;
  }
  return 0;
}

/* Rader and Bluestein convolve with a filter of length m: plans f->sub (length m) and
   allocates f->filt and *b, m double values (zeroed) and 2m of scratch for the filter. */
static dft_status dft__conv_init(dft__fft *f, int prec, int64_t m, dft__c_d **b)
{
  dft_status st;
  f->m = m;
  /* the largest tables first: a refusal comes before the sub-plan fills its own */
  f->filt = dft__tab(m, dft__csize(prec));
  *b = (dft__c_d *)dft__tab(3 * m, sizeof(dft__c_d));
  if (!f->filt || !*b || !(f->sub = (dft__fft *)DFT_MALLOC(sizeof *f->sub)))
    st = DFT_ERROR_MEMORY;
  else if ((st = dft__fft_init(f->sub, prec, m)) != DFT_OK) { DFT_FREE(f->sub); f->sub = NULL; }
  if (st != DFT_OK) { dft_free_memory(*b); *b = NULL; return st; }
  /* the convolution's two lines and the sub-plan's scratch, DFT__SKEW bytes apart
     (DFT__CONV_B, DFT__CONV_W) */
  f->ws = 2 * m + f->sub->ws + 2 * (DFT__SKEW / (int64_t)dft__csize(prec));
  memset(*b, 0, (size_t)m * sizeof **b);
  return DFT_OK;
}

/* The filter FFT_m(b)/m, computed in double also for single-precision plans; frees b. */
static dft_status dft__conv_filter(dft__fft *f, int prec, dft__c_d *b)
{
  const int64_t m = f->m;
  dft__fft tmp, *dplan = f->sub;
  dft__c_d *y;
  int64_t k;
  if (prec != DFT_DOUBLE) { /* (also the narrow engine: the filter runs on _d's kernels) */
    const dft_status st = dft__fft_init(&tmp, DFT_DOUBLE, m);
    if (st != DFT_OK) { dft_free_memory(b); return st; }
    dplan = &tmp;
  }
  /* a double filter straight into its table: no copy of b for an in-place run (65537:
     1001 -> 740 page faults of a fresh commit); y[k] is read before filt[k] is written */
  y = prec == DFT_DOUBLE ? (dft__c_d *)f->filt : b;
  dft__fft_exec_d(dplan, b, y, b + m, 0);
  for (k = 0; k < m; k++)
    dft__put(prec, f->filt, k, y[k].re / (long double)m, y[k].im / (long double)m);
  if (dplan == &tmp) dft__fft_clear(&tmp);
  dft_free_memory(b);
  return DFT_OK;
}

/* Rader's algorithm for a prime n whose n - 1 factors into codelet radices: the
   DFT is x_0 plus a cyclic convolution of length m = n - 1 in generator order, done
   with two FFTs of m and the filter FFT_m(w^(g^t))/m. */
static dft_status dft__rader_init(dft__fft *f, int prec, int64_t n, uint64_t g)
{
  dft__cistab ct;
  dft__c_d *b = NULL;
  const int64_t m = n - 1;
  uint64_t gi = dft__powmod(g, (uint64_t)n - 2, (uint64_t)n), a = 1, c = 1;
  int64_t k;
  double cs, si;
  const dft_status st = dft__conv_init(f, prec, m, &b);
  if (st != DFT_OK) return st;
  f->perm = (uint32_t *)DFT_MALLOC((size_t)(2 * m) * sizeof *f->perm);
  ct.h = NULL;
  if (!f->perm || !dft__cistab_init(&ct, (uint64_t)n)) {
    dft__cistab_free(&ct); dft_free_memory(b); return DFT_ERROR_MEMORY;
  }
  for (k = 0; k < m; k++) {
    f->perm[k] = (uint32_t)a;        /* g^-k */
    f->perm[m + k] = (uint32_t)c;    /* g^k */
    dft__cistab_get(&ct, c, &cs, &si);
    b[k].re = cs; b[k].im = -si;     /* w^(g^k), w = exp(-2 pi i/n) */
    a = a * gi % (uint64_t)n;
    c = c * g % (uint64_t)n;
  }
  dft__cistab_free(&ct);
  return dft__conv_filter(f, prec, b);
}

/* Bluestein for any n: x_k -> c_k (c^* conv (c x))_k, c_k = exp(-i pi k^2/n), over a
   2^a 3^b 5^c length m >= 2n - 1; the filter is FFT_m(conj c)/m. */
static dft_status dft__bluestein_init(dft__fft *f, int prec, int64_t n)
{
  dft__cistab ct;
  dft__c_d *b = NULL;
  uint64_t sq = 0, two_n = 2 * (uint64_t)n;
  const int64_t m = dft__good_size(2 * n - 1);
  int64_t k;
  double c, si;
  const dft_status st = dft__conv_init(f, prec, m, &b);
  if (st != DFT_OK) return st;
  f->chirp = dft__tab(n, dft__csize(prec));
  ct.h = NULL;
  if (!f->chirp || !dft__cistab_init(&ct, two_n)) {
    dft__cistab_free(&ct); dft_free_memory(b); return DFT_ERROR_MEMORY;
  }
  for (k = 0; k < n; k++) { /* k^2 mod 2n, exactly */
    if (k) { sq += 2 * (uint64_t)k - 1; if (sq >= two_n) sq -= two_n; }
    dft__cistab_get(&ct, sq, &c, &si);
    dft__put(prec, f->chirp, k, c, -si);
    b[k].re = (double)c; b[k].im = (double)si;
    if (k) b[m - k] = b[k];
  }
  dft__cistab_free(&ct);
  return dft__conv_filter(f, prec, b);
}

/* Whether a plan of n points runs as in-place DIT levels (dft__dit_run), and its radices
   in Stockham order (the DIT levels reversed; 0 where it does not run so): powers of two
   (2^e, e >= 4) of 64 KiB to 64 MiB, other n = 2^e 3^a 5^b (e >= 6) from 128 KiB (the
   Stockham stages measured up to 10% faster below: 5184 points; at 32 KiB the constant-
   stride kernels ran complex double 2048 0.87x and single 4096 0.85x the time of DIT
   levels on the AMD EPYC (Zen 5), 1.00x and 0.86x on the 16-core host's Xeon (AVX2
   build), 1.12x and 1.08x on the 2-core Xeon VM of session 21). Leaf first: 16, then the odd
   radices (9s, a 3, 5s), then 16 or 4 where the exponent asks (floats: 16 and 16 for 4, 8
   and 8), then 8s (a leaf of 16 measured 1.1-1.3x faster than one of 4 or 8 at 2048, 8192
   and 65536 doubles and 8192 floats; radix-16 or -32 levels above it were slower for
   doubles, 0.73-0.77x, and for floats where more 8s became 16s, 0.71-0.91x; 16, 16 for
   4, 8, 8 gave floats 1.02-1.18x from 4096 points). The leaf and the top radix must
   fill a vector (not 4 for floats at 512 bits). Shorter plans run faster on the
   constant-stride kernels; one thread runs up to 64 MiB so, more threads split from 2 MiB
   (dft__split). Where the CPU splits 512-bit operations (dft__split512), the Stockham
   stages run up to 1 MiB: make ab on the Zen 4 VM (session 58, B/A time Stockham against
   DIT) complex double 4096 0.77, 8192 0.74, 16384 0.80, 32768 0.77, 20480 0.81, 65536
   0.86, 131072 0.96, single 16384 0.81, 32768 0.76, 65536 0.84, 131072 0.82, real double
   65536 0.79; not beyond 1 MiB, where the Stockham plan's full twiddle tables would take
   commit over 1 ms (complex double 65536: 1.1 ms against 0.3). With vectors under 512 bits
   (an AVX2 build) powers of two do the same: make ab on a Zen 3 VM (session 73) complex
   double 4096 0.68-0.72, 8192 0.78, 16384 0.85, 32768 0.85, single 8192 0.75, 16384 0.82,
   32768 0.83, 65536 1.02, real double 16384 0.80, 32768 0.89, 65536 0.90; other lengths
   keep their DIT levels from 128 KiB (complex double 20480 and 10007's convolution of it
   read 1.26-1.28 on Stockham stages). */
#define DFT__DIT_MIN ((int64_t)64 << 10)
#define DFT__DIT_MIN_SPLIT ((int64_t)1 << 20) /* where the CPU splits 512-bit operations; powers of two on narrower vectors */
#define DFT__DIT_MIN_MIXED ((int64_t)128 << 10)
#define DFT__DIT_MAX ((int64_t)64 << 20)
static int dft__dit_factor(int64_t n, int prec, int *radix)
{
  const int c = dft__lanes(prec);
  const int64_t bytes = n > 0 && n <= DFT__DIT_MAX ? n * (int64_t)dft__csize(prec) : 0;
  const int split = dft__split512(), narrow = c * (int64_t)dft__csize(prec) < 64; /* vectors under 512 bits */
  int d[DFT__MAX_STAGES], nd = 0, e = 0, q, i;
  int64_t m = n, lo;
  if (bytes == 0 || bytes > DFT__DIT_MAX) return 0;
  for (; m % 2 == 0; m /= 2) e++;
  lo = m > 1 ? (split ? DFT__DIT_MIN_SPLIT : DFT__DIT_MIN_MIXED) : (split || narrow ? DFT__DIT_MIN_SPLIT : DFT__DIT_MIN);
  if (bytes < lo || e < (m > 1 ? 6 : 4)) return 0;
  d[nd++] = 16;
  for (; m % 9 == 0; m /= 9) d[nd++] = 9;
  for (; m % 3 == 0; m /= 3) d[nd++] = 3;
  for (; m % 5 == 0; m /= 5) d[nd++] = 5;
  if (m > 1) return 0;
  q = (e - 4) / 3;
  if ((e - 4) % 3 == 1) { d[nd++] = 16; q--; }
  else if ((e - 4) % 3 == 2 && !dft__isd(prec) && q >= 2) { d[nd++] = 16; d[nd++] = 16; q -= 2; }
  else if ((e - 4) % 3 == 2) d[nd++] = 4;
  while (q-- > 0) d[nd++] = 8;
  if (d[0] % c || d[nd - 1] % c) return 0;
  for (i = 0; i < nd; i++) radix[i] = d[nd - 1 - i];
  return nd;
}
static int dft__dit_len(int64_t n, int prec)
{
  int radix[DFT__MAX_STAGES];
  return dft__dit_factor(n, prec, radix) > 0;
}
/* The Stockham tables of a plan: every stage's twiddles (the first stage's transposed in
   twt where its radix has a codelet, and as ready vectors in twx for DFT__SMALL2), then the
   cos and sin tables of generic stages. DIT plans get them only where a pass runs them
   Stockham (grouped rows: dft__groupable), from dft_commit. */
static dft_status dft__stockham_init(dft__fft *f, int prec)
{
  const int64_t n = f->n;
  const int tws = f->nst && dft__has_stage(f->radix[0]); /* stage 0 in twt */
  int64_t len = n, total = 0, j;
  int s, k;
  dft__cistab ct;
  if (f->tw) return DFT_OK;
  ct.h = NULL;
  for (s = 0; s < f->nst; s++) {
    f->twoff[s] = total;
    total += (s == 0 && tws ? 0 : (f->radix[s] - 1) * (len / f->radix[s])) + dft__gen_slots(f->radix[s]);
    len /= f->radix[s];
  }
  f->tw = dft__tab(total, dft__csize(prec));
  if (!f->tw || !dft__cistab_init(&ct, (uint64_t)n)) { dft__cistab_free(&ct); return DFT_ERROR_MEMORY; }
  for (len = n, s = 0; s < f->nst; s++) {
    const int p = f->radix[s];
    const int64_t m = len / p;
    const int64_t tm = s == 0 && tws ? 0 : m; /* twiddles kept here */
    long double c, si;
    for (j = 0; j < tm; j++)
      dft__cistab_fill(&ct, prec, f->tw, f->twoff[s] + j * (p - 1), 1, (uint64_t)(j * (n / len)),
                       (uint64_t)(j * (n / len)), p - 1, -1);
    if (dft__gen_slots(p)) { /* dft__st_gen's cos and sin tables */
      const int h = (p - 1) / 2;
      int r;
      for (r = 1; r <= h; r++)
        for (k = 1; k <= h; k++) {
          const int64_t at = 2 * (f->twoff[s] + (p - 1) * tm) + (r - 1) * h + (k - 1);
          dft__cis((uint64_t)(r * k % p), (uint64_t)p, &c, &si);
          dft__putr(prec, f->tw, at, c);
          dft__putr(prec, f->tw, at + h * h, si);
        }
    }
    len = m;
  }
  if (tws) { /* the first stage's twiddles, transposed for SIMD across j */
    const int p = f->radix[0];
    const int64_t m = n / p;
    f->twt = dft__tab((p - 1) * m, dft__csize(prec));
    if (!f->twt) { dft__cistab_free(&ct); return DFT_ERROR_MEMORY; }
    for (k = 1; k < p; k++) dft__cistab_fill(&ct, prec, f->twt, (k - 1) * m, 1, 0, (uint64_t)k, m, -1);
  }
  if (dft__small_fits(f, prec)) { /* twt again, as DFT__SMALL2 multiplies by it */
    const int64_t cnt = (int64_t)(f->radix[0] - 1) * f->radix[1];
    f->twx = dft__tab(3 * cnt, dft__csize(prec));
    if (!f->twx) { dft__cistab_free(&ct); return DFT_ERROR_MEMORY; }
    for (j = 0; j < cnt; j++) {
      const long double re = !dft__isd(prec) ? ((float *)f->twt)[2 * j] : ((double *)f->twt)[2 * j];
      const long double im = !dft__isd(prec) ? ((float *)f->twt)[2 * j + 1] : ((double *)f->twt)[2 * j + 1];
      dft__put(prec, f->twx, j, re, re);
      dft__put(prec, f->twx, cnt + j, -im, im);
      dft__put(prec, f->twx, 2 * cnt + j, im, -im);
    }
  }
  dft__cistab_free(&ct);
  return DFT_OK;
}

/* The twiddles of the DIT levels: level s >= 1 combines p = dr[s] blocks of mm = M_(s-1)
   points with w^(jk) = w_(p*mm)^(jk), j < mm, 0 < k < p; kept at [(k-1)*mm + j] up to
   DFT__TW1MAX points, above that as two tables (dtb = B, the largest M_t <= 2 sqrt(mm), so
   B divides mm and fills vectors): lo [(k-1)*B + j'] = w^(j'k), j' < B, then hi
   [h*(p-1) + k-1] = w^(hBk), h < mm/B: neither commit time nor cache for long plans. */
/* Splits mm complex doubles, held in the upper half of 2 mm slots at w, by vectors of C:
   each vector's real parts twice, then its imaginary parts twice (forward: a vector's
   values are read before its slots are written, and later vectors lie beyond them). */
static void dft__dit_split(double *w, int64_t mm, int c)
{
  int64_t v;
  int l;
  for (v = 0; v < mm; v += c) {
    double re[DFT__W_d], im[DFT__W_d];
    for (l = 0; l < c; l++) { re[l] = w[2 * (mm + v + l)]; im[l] = w[2 * (mm + v + l) + 1]; }
    for (l = 0; l < c; l++) {
      w[2 * (2 * v + l)] = w[2 * (2 * v + l) + 1] = re[l];
      w[2 * (2 * v + c + l)] = w[2 * (2 * v + c + l) + 1] = im[l];
    }
  }
}
static dft_status dft__dit_init(dft__fft *f, int prec)
{
  const int nst = f->nst;
  const size_t cs = dft__csize(prec);
  const int sp = dft__isd(prec) ? 2 : 1; /* direct tables of doubles: split, twice the size */
  int64_t tot = 0, M[DFT__MAX_STAGES];
  dft__cistab ct;
  int s, t, k;
  for (s = 0; s < nst; s++) {
    f->dr[s] = f->radix[nst - 1 - s];
    M[s] = s ? M[s - 1] * f->dr[s] : f->dr[0];
  }
  for (s = 1; s < nst; s++) {
    const int64_t mm = M[s - 1];
    f->dtb[s] = 0;
    if (mm > DFT__TW1MAX)
      for (t = 0; t < s - 1 && M[t] * M[t] <= 4 * mm; t++) f->dtb[s] = M[t];
    f->dtoff[s] = tot;
    tot += (f->dr[s] - 1) * (f->dtb[s] ? f->dtb[s] + mm / f->dtb[s] : sp * mm);
  }
  f->twd = dft__tab(tot, cs);
  ct.h = NULL;
  if (!f->twd || !dft__cistab_init(&ct, (uint64_t)f->n)) { dft__cistab_free(&ct); return DFT_ERROR_MEMORY; }
  for (s = 1; s < nst; s++) {
    const int p = f->dr[s];
    const int64_t mm = M[s - 1], b = f->dtb[s];
    const uint64_t u = (uint64_t)(f->n / M[s]); /* w_(p*mm) = w_n^u */
    for (k = 1; k < p; k++)
      if (!b && sp == 1) dft__cistab_fill(&ct, prec, f->twd, f->dtoff[s] + (k - 1) * mm, 1, 0, k * u, mm, -1);
      else if (!b) { /* the values after their place, then split */
        dft__cistab_fill(&ct, prec, f->twd, f->dtoff[s] + 2 * (k - 1) * mm + mm, 1, 0, k * u, mm, -1);
        dft__dit_split((double *)f->twd + 2 * (f->dtoff[s] + 2 * (k - 1) * mm), mm, dft__lanes(prec));
      } else {
        dft__cistab_fill(&ct, prec, f->twd, f->dtoff[s] + (k - 1) * b, 1, 0, k * u, b, -1);
        dft__cistab_fill(&ct, prec, f->twd, f->dtoff[s] + (p - 1) * b + k - 1, p - 1, 0,
                         k * u * (uint64_t)b, mm / b, -1);
      }
  }
  dft__cistab_free(&ct);
  f->ndit = nst;
  return DFT_OK;
}

static dft_status dft__fft_init_(dft__fft *f, int prec, int64_t n)
{
  int nst, dit;
  uint64_t g;
  memset(f, 0, sizeof *f);
  f->n = n;
  if (n > ((int64_t)1 << 58)) return DFT_ERROR_INVALID_CONFIGURATION;
  dit = dft__dit_factor(n, prec, f->radix);
  nst = dit ? dit : dft__order(n, dft__lanes(prec), f->radix, dft__factor(n, f->radix));
  /* a prime radix's generic stage costs ~n^2/2 multiply-adds: from 53 on, Rader with
     codelet radices only takes fewer instructions (callgrind: 53: 3.9 K against 5.3 K;
     43: 4.3 K against 3.7 K) */
  if (nst == 1 && n >= 53 && dft__smooth13(n - 1)) nst = -1;
  if (nst >= 0) {
    f->nst = nst;
    f->ws = 2 * n;
    return dit ? dft__dit_init(f, prec) : dft__stockham_init(f, prec);
  } else if (n < ((int64_t)1 << 31) && dft__factor(n - 1, f->radix) >= 0 && (g = dft__prime_root((uint64_t)n))) {
    return dft__rader_init(f, prec, n, g);
  } else {
    return dft__bluestein_init(f, prec, n);
  }
}

/* Plans length n; on failure f holds nothing. */
static dft_status dft__fft_init(dft__fft *f, int prec, int64_t n)
{
  const dft_status st = dft__fft_init_(f, prec, n);
  if (st != DFT_OK) dft__fft_clear(f);
  return st;
}

static void dft__rfft_clear(dft__rfft *r)
{
  if (r->c) { dft__fft_clear(r->c); DFT_FREE(r->c); }
  if (r->cm) { dft__fft_clear(r->cm); DFT_FREE(r->cm); }
  if (r->sub) { dft__rfft_clear(r->sub); DFT_FREE(r->sub); }
  dft_free_memory(r->tw);
  dft_free_memory(r->otw);
  dft_free_memory(r->dm);
  memset(r, 0, sizeof *r);
}

/* The decimation factor of an odd real row (dft__rodd_fwd): its least prime factor if
   that is at most DFT__RODD_P and not n itself; 0 where the row runs as a complex line
   (make ab, one row against the complex line: doubles 375 0.65 of the time, 729 0.81,
   6561 0.66, 15625 0.64, but 243 1.0; floats 2187 0.81, 6561 0.76, but 625 and 1125 1.08). */
static int dft__rodd_p(int64_t n, int prec)
{
  int p;
  if (!(n & 1) || n < (dft__isd(prec) ? DFT__RODD_MIN : DFT__RODD_MINF)) return 0;
  for (p = 3; p <= DFT__RODD_P; p += 2)
    if (n % p == 0) return n == p ? 0 : p;
  return 0;
}

/* Plans the decimation of an odd row of n (nothing where dft__rodd_p says no): the plan of
   m = n/p, the last sub-sequence's own decimation, the twiddles; r->ws at least what
   dft__rodd_fwd/bwd need. On failure the caller clears r. */
static dft_status dft__rodd_init(dft__rfft *r, int prec, int64_t n)
{
  const int p = dft__rodd_p(n, prec);
  int64_t m, h, rest, ws;
  dft__cistab ct;
  dft_status st;
  int s;
  if (!p) return DFT_OK;
  m = n / p; h = (m + 1) / 2;
  r->p = p; r->m = m;
  if (!(r->cm = (dft__fft *)DFT_MALLOC(sizeof *r->cm))) return DFT_ERROR_MEMORY;
  if ((st = dft__fft_init(r->cm, prec, m)) != DFT_OK) { DFT_FREE(r->cm); r->cm = NULL; return st; }
  if (dft__rodd_p(m, prec)) {
    if (!(r->sub = (dft__rfft *)DFT_MALLOC(sizeof *r->sub))) return DFT_ERROR_MEMORY;
    memset(r->sub, 0, sizeof *r->sub);
    r->sub->n = m;
    if ((st = dft__rodd_init(r->sub, prec, m)) != DFT_OK) return st;
  }
  r->otw = dft__tab((p - 1) * h, dft__csize(prec));
  if (!r->otw || !dft__cistab_init(&ct, (uint64_t)n)) return DFT_ERROR_MEMORY;
  for (s = 1; s < p; s++) dft__cistab_fill(&ct, prec, r->otw, (s - 1) * h, 1, 0, (uint64_t)s, h, -1);
  dft__cistab_free(&ct);
  /* scr: the (p-1)/2 lines, the h points of the last row's spectrum, then its scratch or
     line and the FFTs' scratch */
  rest = r->sub ? (r->sub->ws > r->cm->ws ? r->sub->ws : r->cm->ws) : m + r->cm->ws;
  ws = (p - 1) / 2 * m + h + rest;
  if (ws > r->ws) r->ws = ws;
  return DFT_OK;
}

/* Whether a real row is short enough for dft__rdm: odd rows whose outputs fill at most 4
   vectors of the narrowest engine of their precision (n < 4 W), even ones below 2 W without
   a register kernel of their own. make ab, one row against the complex line of n (AVX-512):
   floats 3 0.52 of the time, 15 0.55, 17 0.48 (backward 0.46), 25 0.58, 31 0.13; doubles 5
   0.75, 9 0.60, 15 0.44, 17 0.49, 25 0.55, 31 0.17. Even rows against the half-length line
   and its post-processing: floats 4 0.65, 14 0.67 (backward 0.74); doubles 4 0.90 (0.85), 14
   0.63 (0.84); not above 2 W, where the backward matrix costs more (doubles 20 1.18, 30 1.31;
   their forward 0.75, 0.93). Batches: dft__rdm_rows. */
static int dft__rdm_fits(int64_t n, int prec)
{
  const int w = prec == DFT__SINGLE_WIDE ? DFT__W_f : 2 * dft__lanes(prec); /* the wide engine: floats' bound */
  return (n & 1) ? n > 1 && n < 4 * w : n > 2 && dft__r1_index(n) < 0 && n < 2 * w;
}

/* dft__rdm's matrices (see DFT__RDM_K): w_n^(mk) = cos - i sin of 2 pi (mk mod n) / n. */
static dft_status dft__rdm_init(dft__rfft *r, int prec, int64_t n)
{
  const int64_t h = n / 2, K = DFT__RDM_K(n), M = DFT__RDM_M(n), fw = 2 * n * K, cnt = fw + (2 * h + 1) * M;
  const size_t es = dft__isd(prec) ? sizeof(double) : sizeof(float);
  dft__cistab ct;
  int64_t m, k;
  double c, s;
  if (!(r->dm = dft__tab(cnt, es)) || !dft__cistab_init(&ct, (uint64_t)n)) return DFT_ERROR_MEMORY;
  memset(r->dm, 0, (size_t)cnt * es);
  for (m = 0; m < n; m++) {
    dft__putr(prec, r->dm, fw + m, 1);
    for (k = 0; k <= h; k++) {
      dft__cistab_get(&ct, (uint64_t)(m * k % n), &c, &s);
      dft__putr(prec, r->dm, 2 * (m * K + k), c);
      if (!k) continue;
      if (2 * k == n) { /* X_n/2 of an even row: real, once */
        dft__putr(prec, r->dm, fw + (2 * k - 1) * M + m, c);
        continue;
      }
      dft__putr(prec, r->dm, 2 * (m * K + k) + 1, -s);
      dft__putr(prec, r->dm, fw + (2 * k - 1) * M + m, 2 * c);
      dft__putr(prec, r->dm, fw + 2 * k * M + m, -2 * s);
    }
  }
  dft__cistab_free(&ct);
  return DFT_OK;
}

/* with_c == 0: only the twiddles (the four-step program does the FFT_h); 2: the plan's
   one row, which an odd length runs decimated where it can (no complex line of n). */
static dft_status dft__rfft_init(dft__rfft *r, int prec, int64_t n, int with_c)
{
  const int64_t cn = (n & 1) ? n : n / 2;
  dft_status st;
  memset(r, 0, sizeof *r);
  r->n = n;
  if (with_c && (n & 1) && (st = dft__rodd_init(r, prec, n)) != DFT_OK) { dft__rfft_clear(r); return st; }
  if (with_c && dft__rdm_fits(n, prec) && (st = dft__rdm_init(r, prec, n)) != DFT_OK) { dft__rfft_clear(r); return st; }
  if (with_c && !(with_c == 2 && r->p)) {
    r->c = (dft__fft *)DFT_MALLOC(sizeof *r->c);
    if (!r->c) { dft__rfft_clear(r); return DFT_ERROR_MEMORY; }
    st = dft__fft_init(r->c, prec, cn);
    if (st != DFT_OK) { DFT_FREE(r->c); r->c = NULL; dft__rfft_clear(r); return st; }
    {
      const int64_t ws = (n & 1) ? n + r->c->ws : r->c->ws;
      if (ws > r->ws) r->ws = ws;
    }
  }
  if (!(n & 1)) {
    dft__cistab ct;
    int64_t b, nh;
    if (!with_c || cn / 2 > DFT__RTW1MAX) /* a long row: two small tables (dft__rtw) */
      while (((int64_t)1 << (2 * r->twsh)) < cn / 2 + 1) r->twsh++;
    b = (int64_t)1 << r->twsh;
    nh = r->twsh ? cn / 2 / b + 1 : 0;
    r->tw = dft__tab(r->twsh ? b + DFT__TWPAD + nh : cn / 2 + 1, dft__csize(prec));
    if (!r->tw || !dft__cistab_init(&ct, (uint64_t)n)) { dft__rfft_clear(r); return DFT_ERROR_MEMORY; }
    if (!r->twsh) dft__cistab_fill(&ct, prec, r->tw, 0, 1, 0, 1, cn / 2 + 1, -1);
    else {
      dft__cistab_fill(&ct, prec, r->tw, 0, 1, 0, 1, b + DFT__TWPAD, -1);
      dft__cistab_fill(&ct, prec, r->tw, b + DFT__TWPAD, 1, 0, (uint64_t)b, nh, -1);
    }
    dft__cistab_free(&ct);
  }
  return DFT_OK;
}

static void dft__plan_free(dft__plan *p)
{
  int i;
  if (!p) return;
  for (i = 0; i < p->nfft; i++) dft__fft_clear(&p->fft[i]);
  dft__rfft_clear(&p->rfft);
  dft_free_memory(p->ftw);
  for (i = 0; i < DFT__POOL; i++) dft_free_memory(p->pool[i]);
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

static int dft__nthreads(const dft_descriptor *d, const dft__plan *p);
static size_t dft__tmp_bytes(const dft_descriptor *d, const dft__prog *g);
static size_t dft__work_bytes(const dft__prog *g, int nt);

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
  case DFT_WORKSPACE_BYTES: {
    const dft__plan *p = d->plan;
    int64_t most = 0;
    int dir;
    if (!p) return DFT_ERROR_BAD_DESCRIPTOR;
    for (dir = 0; dir < 2; dir++) {
      const int64_t b = (int64_t)(dft__work_bytes(&p->prog[dir], dft__nthreads(d, p)) + dft__tmp_bytes(d, &p->prog[dir]));
      if (p->prog[dir].valid == DFT_OK && b > most) most = b;
    }
    *v = most;
  } break;
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
  if (d->howmany == 1) fd = bd = 0; /* distances matter only for batches */
  if (inplace && fd && !bd) {        /* in place, an unset distance follows the other */
    if (cce) { if (fd % 2) return DFT_ERROR_INCONSISTENT_CONFIGURATION; bd = fd / 2; }
    else bd = fd;
  } else if (inplace && bd && !fd) {
    if (cce) { if (!dft__mul(bd, 2, &fd)) return DFT_ERROR_INVALID_CONFIGURATION; }
    else fd = bd;
  }
  if (!hf && !hb) { /* default strides: a distance still unset stays tight */
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
  { /* a dimension of length 1 has no stride: zero it (no position
       changes; after the in-place checks, which compare the strides as set) */
    int64_t ef[DFT_MAX_DIMENSION], eb[DFT_MAX_DIMENSION];
    int l;
    dft__extents(d, 0, packed, ef);
    dft__extents(d, 1, packed, eb);
    for (l = 0; l < d->dim; l++) {
      if (ef[l] == 1) F->strides[l] = 0;
      if (eb[l] == 1) B->strides[l] = 0;
    }
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
  v->imoff = 0;
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
  v->imoff = 0;
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
    ps->rows *= e[a];
    if (ps->nrd && ps->rin[ps->nrd - 1] == e[a] * in->st[a] && ps->rout[ps->nrd - 1] == e[a] * out->st[a] &&
        ps->rext[ps->nrd - 1] * e[a] * n <= DFT__MERGE_ELEMS) {
      /* the rows of this axis continue those of the one before: one axis of both, its rows
         adjacent (no tail of lanes per outer row: make ab, real 8x8x8 0.76 of the time in
         double, 0.75 in single, complex 0.84 / 0.81, real 32^3 0.90 / 0.93), up to a block
         of DFT__MERGE_ELEMS (a stage over adjacent rows runs on one block, one thread) */
      ps->rext[ps->nrd - 1] *= e[a];
      ps->rin[ps->nrd - 1] = in->st[a];
      ps->rout[ps->nrd - 1] = out->st[a];
      continue;
    }
    ps->rext[ps->nrd] = e[a];
    ps->rin[ps->nrd] = in->st[a];
    ps->rout[ps->nrd] = out->st[a];
    ps->nrd++;
  }
}

/* Tiles (dft__prog's t0, t1, dft__tiles_run): the passes along axes a0..D-1 of one index of
   the batch and of axes 0..a0-1 run together, tile after tile, so that all but the first
   find the tile's data in the cache. Taken where the whole grid e (ebytes an element of
   it) exceeds DFT__TILE_MIN and a tile of at least two passes fits DFT__TILE_BYTES: the
   largest such tile, at least an eighth of that (shorter tiles would split rows that run
   better across the batch), as many tiles as threads at least, and each view vs[slot] of
   the tile's passes (NULL: a slot they do not use) spanning at most twice the tile's bytes (the tile compact in memory).
   Returns a0, or -1 for no tiles. make ab against untiled passes (session 51): complex
   double 128^3 0.89-0.90 of the time, single 0.94, real double 0.93, 64^3 0.98; tiles
   down to 32 KiB (complex single 64^3) 0.93-0.95, within the noise. */
#define DFT__TILE_BYTES ((int64_t)512 << 10)
#define DFT__TILE_MIN ((int64_t)1 << 20)
/* The OpenMP default capped by THREAD_LIMIT. */
static int dft__thread_cap(const dft_descriptor *d)
{
  const int nt = dft__max_threads();
  return d->thread_limit > 0 && d->thread_limit < nt ? (int)d->thread_limit : nt;
}
/* The scalars view v spans over axes a0..D-1 of grid e (one complex element included),
   and in *lo the offset of its lowest one from the view's origin. */
static int64_t dft__view_span(const dft__view *v, const int64_t *e, int a0, int D, int64_t *lo)
{
  int64_t span = 2;
  int l;
  *lo = v->off;
  for (l = a0; l < D; l++) {
    if (v->st[l] < 0) *lo += (e[l] - 1) * v->st[l];
    span += (e[l] - 1) * (v->st[l] < 0 ? -v->st[l] : v->st[l]);
  }
  return span;
}
static int dft__tile_axis(const dft_descriptor *d, const int64_t *e, int64_t ebytes,
                          const dft__view *const vs[3])
{
  const int D = d->dim, nt = dft__thread_cap(d);
  const int64_t ssz = d->prec == DFT_SINGLE ? sizeof(float) : sizeof(double);
  int64_t tile = ebytes, tiles = e[D];
  int a, i;
  for (a = 0; a < D; a++) tile *= e[a];
  if (D < 2 || tile * tiles <= DFT__TILE_MIN) return -1;
  for (a = 0; a < D - 2 && tile > DFT__TILE_BYTES; a++) {
    tile /= e[a];
    tiles *= e[a];
  }
  if (tile > DFT__TILE_BYTES || tile < DFT__TILE_BYTES / 8 || tiles < 2 || tiles < nt) return -1;
  for (i = 0; i < 3; i++) {
    int64_t lo;
    if (vs[i] && dft__view_span(vs[i], e, a, D, &lo) * ssz > 2 * DFT__TILE_BYTES) return -1;
  }
  return a;
}
/* The grid of the pass along axis l: for a tiled one (a0 >= 0, l >= a0) e with the tile
   axes (batch, 0..a0-1) one, in et; else e. */
static const int64_t *dft__tile_grid(int64_t *et, const int64_t *e, int D, int a0, int l)
{
  int a;
  if (a0 < 0 || l < a0) return e;
  for (a = 0; a <= D; a++) et[a] = a < a0 || a == D ? 1 : e[a];
  return et;
}
/* Records passes t0..t1-1 as tiled over axes 0..a0-1 and the batch of grid e, innermost
   first, the slots' strides taken from their views vs[slot] (NULL: a slot they do not use),
   and the extent of a tile's data in each slot (scalars of ssz bytes). */
static void dft__tiles_set(dft__prog *g, int D, int a0, const int64_t *e, int t0, int t1,
                           const dft__view *const vs[3], int64_t ssz)
{
  int k, s;
  g->t0 = t0; g->t1 = t1; g->tnd = 0; g->tiles = 1;
  for (s = 0; s < 3; s++) {
    g->tlo[s] = 0;
    g->tlen[s] = vs[s] ? dft__view_span(vs[s], e, a0, D, &g->tlo[s]) * ssz : 0;
  }
  for (k = a0 - 1; k >= -1; k--) {
    const int a = k < 0 ? D : k;
    if (e[a] == 1) continue;
    g->text[g->tnd] = e[a];
    for (s = 0; s < 3; s++) g->tst[s][g->tnd] = vs[s] ? vs[s]->st[a] : 0;
    g->tiles *= e[a];
    g->tnd++;
  }
}

static int dft__fft_index(const dft__plan *p, int64_t n)
{
  int i;
  for (i = 0; i < p->nfft; i++) if (p->fft[i].n == n) return i;
  return -1;
}

/* Whether a complex plan runs without scratch (compute's bare path): a generated
   radix alone (its codelet), a DFT__SMALL2 kernel, or one generic stage out of place. */
static int dft__fft_bare(const dft__fft *f, int inplace, int prec)
{
  return !f->m && (dft__codelet_len(f->n) || (f->nst == 1 && !inplace) || dft__small_fits(f, prec));
}

/* Whether a pass's view holds contiguous interleaved complex rows along its axis. */
static int dft__cplx_rows(const dft__prog *g, const dft__view *v, int axis)
{
  return v->st[axis] == 2 && dft__ileaved(g, v);
}

/* What every program has once its passes are there: the TMP slot's interleaving, the scale
   on the last pass, and the flags that let compute skip the row machinery. */
static dft_status dft__program_end(dft__prog *g, const dft__plan *p, const dft_descriptor *d)
{
  int l;
  g->interleaved[DFT__TMP] = g->tmp_scalars > 0 && (p->n1 || (g->pass[0].out.slot == DFT__TMP &&
                                                               g->pass[0].out.kind == DFT__VIEW_COMPLEX));
  g->pass[g->npass - 1].scaled = 1;
  for (l = 0; l < g->npass; l++) { /* real four-step post/pre-processing where it lies */
    dft__pass *ps = &g->pass[l];
    ps->rsplit = (ps->kind == DFT__RPOST || ps->kind == DFT__RPRE) &&
                 dft__cplx_rows(g, &ps->in, ps->axis) && dft__cplx_rows(g, &ps->out, ps->axis);
  }
  { /* one contiguous row, complex data interleaved: compute skips the row machinery */
    const dft__pass *ps = &g->pass[0];
    const int cin = dft__cplx_rows(g, &ps->in, ps->axis), cout = dft__cplx_rows(g, &ps->out, ps->axis);
    const int rin = ps->in.kind == DFT__VIEW_REAL && ps->in.st[ps->axis] == 1;
    const int rout = ps->out.kind == DFT__VIEW_REAL && ps->out.st[ps->axis] == 1;
    g->direct = g->npass == 1 && ps->rows == 1 && !ps->twid && ps->in.slot != DFT__TMP &&
                ps->out.slot != DFT__TMP &&
                ((ps->kind == DFT__C2C && cin && cout) || (ps->kind == DFT__R2C && rin && cout) ||
                 (ps->kind == DFT__C2R && cin && rout));
    g->bare = g->direct && (ps->kind == DFT__C2C ? dft__fft_bare(&p->fft[ps->sub], d->placement == DFT_INPLACE, p->eprec)
                            : p->rfft.dm ? 1
                            : (ps->n & 1) ? ps->n <= 17 && dft__codelet_len(ps->n) /* t[17] */
                            : dft__fft_bare(p->rfft.c, ps->kind == DFT__C2R || d->placement == DFT_INPLACE, p->eprec));
  }
  return DFT_OK;
}

/* Whether rows of w scalars at the offsets of k axes (extents e, strides st in scalars) are
   apart, no two sharing a scalar: each axis's stride, in order of size, at least the span
   of the rows over the axes before it (sufficient, not necessary). */
static int dft__rows_apart(const int64_t *e, const int64_t *st, int k, int64_t w)
{
  int64_t se[DFT_MAX_DIMENSION + 1], ss[DFT_MAX_DIMENSION + 1], span = w;
  int m = 0, i, j;
  for (i = 0; i < k; i++) {
    const int64_t a = st[i] < 0 ? -st[i] : st[i];
    if (e[i] == 1) continue;
    for (j = m++; j > 0 && ss[j - 1] > a; j--) { ss[j] = ss[j - 1]; se[j] = se[j - 1]; }
    ss[j] = a; se[j] = e[i];
  }
  for (i = 0; i < m; i++) {
    if (ss[i] < span) return 0;
    span += (se[i] - 1) * ss[i];
  }
  return 1;
}

/* C2R of D >= 2 dimensions with its intermediate in the output's rows (dft__c2r_outer)
   instead of an array-sized TMP: even n = n[D-1], output rows of unit stride apart from
   each other, passes enough for its 2D, and an intermediate of more than
   DFT__C2R_INOUT_MIN bytes (smaller ones stay in the cache, where the rows' register
   kernels are faster) with n of at least DFT__C2R_INOUT_N, or of more than twice that where
   a register kernel takes shorter rows (dft__rr_len; dft__rr_B* read X_h in X_0's
   imaginary part too). The caller adds: in place, interleaved rows that share their
   storage. make ab both ways round (Zen 4 VM, backward, B/A time): real double 1000^2
   0.91, 1024^2 0.92, 2000 x 500 0.90, 16 x 256^2 0.79, single 1000^2 0.91, 1024^2 0.86; in
   place, against a full TMP, double 1000^2 0.77, 1024^2 0.79; tiled (session 63, against a
   full TMP tiled alike) double 128^3 0.84, single 0.84, in place 0.67 and 0.72, 64 x 128 x
   20 0.88-0.90, 20 x 64 x 128 0.95; short rows (session 63) double 64^3 0.98, 256 x 64^2
   0.87-0.88, 4096 x 64 0.93, 65536 x 16 0.97, single 128 x 64^2 0.98, but single 64^3
   (1.08 MB) 1.13 slower from 1 MiB, hence twice. The tests' AVX2 and sanitizer builds
   take both as 0. */
#ifndef DFT__C2R_INOUT_N
#define DFT__C2R_INOUT_N 128
#endif
#ifndef DFT__C2R_INOUT_MIN
#define DFT__C2R_INOUT_MIN DFT__TILE_MIN
#endif
static int dft__c2r_inout(const dft_descriptor *d, const dft_layout *F, const int64_t *eb, int64_t ssz)
{
  const int D = d->dim, last = D - 1;
  int64_t e[DFT_MAX_DIMENSION + 1], st[DFT_MAX_DIMENSION + 1], bytes = 2 * ssz;
  int a;
  const int64_t n = d->n[last];
  if (D < 2 || 2 * D > DFT_MAX_DIMENSION + 1 || n % 2 || (n < DFT__C2R_INOUT_N && !dft__rr_len(n)) ||
      F->strides[last] != 1)
    return 0;
  for (a = 0; a <= D; a++) bytes *= eb[a];
  for (a = 0; a < last; a++) { e[a] = d->n[a]; st[a] = F->strides[a]; }
  e[last] = d->howmany; st[last] = F->distance;
  return bytes > (n < DFT__C2R_INOUT_N ? 2 : 1) * DFT__C2R_INOUT_MIN && dft__rows_apart(e, st, D, n);
}

/* The passes of such a C2R. A row of n reals holds h = n/2 complex (vo: the output's rows
   as complex numbers; in place, the input's rows, which are the output's): X_0..X_(h-1) go
   there from the input through the outer axes' transforms. X_h, real after them wherever
   the input is conjugate-even (the C2R ignores its imaginary part anyway), goes through a
   TMP of one column (in place too: the input's X_h lies outside the output layout, which
   no call writes), and its real part is copied into X_0's imaginary part, which the C2R
   ignores; the C2R's rows then run in place, reading X_h there (DFT__VIEW_NYQ). Axis by
   axis the column's pass comes first (the first pass: TMP holds complex numbers); with
   tiles (a0 >= 0) the passes along axes a0.. and the copy, along the last outer axis, run
   tile by tile. */
static void dft__c2r_outer(dft__prog *g, const dft__plan *p, int D, const int64_t *eb, const int64_t *ef,
                           const dft__view *vin, const dft__view *vout, int inplace, int a0, int64_t ssz)
{
  const int last = D - 1;
  const int64_t h = ef[last] / 2;
  int64_t e1[DFT_MAX_DIMENSION + 1], eh[DFT_MAX_DIMENSION + 1], et[DFT_MAX_DIMENSION + 1];
  dft__view vi, vo = *vin, vt, vr, vc;
  int l, t0 = -1;
  memcpy(e1, eb, sizeof e1);
  memcpy(eh, eb, sizeof eh);
  e1[last] = 1;
  eh[last] = h;
  if (!inplace) {
    vo = *vout; vo.kind = DFT__VIEW_COMPLEX; vo.st[last] = 2;
    g->interleaved[DFT__OUT] = 1;
  }
  vi = *vin; vi.off += h * vin->st[last];
  dft__view_tight(&vt, D, DFT__VIEW_COMPLEX, 2, e1, &g->tmp_scalars);
  for (l = 0; l < last; l++) {
    if (l == a0) t0 = g->npass;
    dft__pass_add(g, D, DFT__C2C, l, ef[l], dft__fft_index(p, ef[l]), l ? &vt : &vi, &vt,
                  dft__tile_grid(et, e1, D, a0, l));
    dft__pass_add(g, D, DFT__C2C, l, ef[l], dft__fft_index(p, ef[l]), l ? &vo : vin, &vo,
                  dft__tile_grid(et, eh, D, a0, l));
  }
  vt.kind = DFT__VIEW_REAL;
  vr = *vout; vr.off += 1;
  dft__pass_add(g, D, DFT__COPY, last - 1, ef[last - 1], -1, &vt, &vr, dft__tile_grid(et, e1, D, a0, last - 1));
  vo.kind = DFT__VIEW_NYQ;
  dft__pass_add(g, D, DFT__C2R, last, ef[last], -1, &vo, vout, dft__tile_grid(et, ef, D, a0, last));
  if (a0 >= 0) { /* a tile's data: the output's rows as complex numbers, X_h's column */
    const dft__view *vs[3] = {vin, &vc, &vt};
    vc = *vout; vc.st[last] = 2;
    dft__tiles_set(g, D, a0, eb, t0, g->npass, vs, ssz);
  }
}

/* Whether a complex program runs its pass along axis 0 first, out of place, and then the
   others in place, the last axis first (else the last axis out of place, then the others in
   place): interleaved, not in place, and either 2-D untiled with both lengths long enough
   for blocks of columns (DFT__COLS_MIN) and rows a multiple of 1 KiB apart in both arrays,
   or 3-D tiled by slabs (a0 = 1: the later passes run slab by slab) with rows of 65 points
   or more. In place, such columns fall in a few of the cache's sets, or a slab's pass along
   axis 0 reads and writes lines far apart; out of place they go in wide blocks
   (dft__cols_width). make ab both ways round (session 64, Zen 4), B/A time: complex double
   1024^2 0.82-0.85, 512^2 0.79, 256^2 0.75-0.88, 1000 x 256 0.77, 1000 x 128 0.92, 128 x
   512 0.94, 2048^2 0.88, single 1024^2 0.79-0.84, 512^2 0.82, 2048^2 0.64; 2-D rows of
   other pitches read 0.92-1.11 (1000^2 0.92 and 0.99, 1000 x 200 1.11, 1024 x 96 1.08),
   hence the rule; 1024 x 64 (rows of registers) 1.12-1.15. 3-D: double 128^3 0.88-0.91,
   256 x 128^2 0.79, 16 x 64 x 128 0.87, 100^3 0.95, single 128^3 0.89-0.92; 128^2 x 64
   (rows of registers) 1.07, hence 65. The 3-D rule only where the CPU splits 512-bit
   operations (dft__split512: Zen 4, where it was measured): on session 65's Intel Xeon
   (whole 512-bit operations, 48 KiB L1d, 2 MiB L2) it ran 1.29-1.44 slower (make ab both
   ways round against 109909d: double 128^3 1.29, 100^3 1.32, single 128^3 1.35 forward and
   1.34 backward, 64 x 128^2 1.44). Which property of the caches decides it is not known;
   the one CPU test the library has stands for it. */
static int dft__cols_first(const dft_descriptor *d, const dft__view *vin, const dft__view *vout,
                           int a0, int64_t ssz)
{
  if (d->placement == DFT_INPLACE || d->cstore == DFT_REAL_REAL) return 0;
  if (d->dim == 3) return a0 == 1 && d->n[2] >= DFT__COLS_MIN && dft__split512();
  return d->dim == 2 && a0 < 0 && d->n[0] >= DFT__COLS_MIN && d->n[1] >= DFT__COLS_MIN &&
         (vin->st[0] * ssz) % 1024 == 0 && (vout->st[0] * ssz) % 1024 == 0;
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
  int l, unsafe, a0 = -1;
  const int64_t ssz = d->prec == DFT_SINGLE ? sizeof(float) : sizeof(double);
  int64_t et[DFT_MAX_DIMENSION + 1] = {0}; /* a tile's grid (dft__tile_grid) */
  memset(g, 0, sizeof *g);
  g->inplace = inplace;
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

  if (d->dom == DFT_COMPLEX && p->n1) {
    /* four-step: x[j1*n2 + j2] -> columns of length n1 into TMP [k1][j2], then
       twiddled rows of length n2 into out[k1 + n1*k2]; both passes move whole
       vectors across neighbouring rows */
    const int64_t e2[3] = {p->n1, p->n2, d->howmany};
    dft_layout L = g->in;
    L.strides[0] = g->in.strides[0] * p->n2; L.strides[1] = g->in.strides[0]; L.distance = g->in.distance;
    dft__view_init(&vin, 2, DFT__IN, DFT__VIEW_COMPLEX, cesz, &L);
    L = g->out;
    L.strides[0] = g->out.strides[0]; L.strides[1] = g->out.strides[0] * p->n1; L.distance = g->out.distance;
    dft__view_init(&vout, 2, DFT__OUT, DFT__VIEW_COMPLEX, cesz, &L);
    dft__view_tight(&vt, 2, DFT__VIEW_COMPLEX, 2, e2, &g->tmp_scalars);
    dft__pass_add(g, 2, DFT__C2C, 0, p->n1, dft__fft_index(p, p->n1), &vin, &vt, e2);
    dft__pass_add(g, 2, DFT__C2C, 1, p->n2, dft__fft_index(p, p->n2), &vt, &vout, e2);
    g->pass[1].twid = p->ftw;
    g->pass[1].twn = p->n1;
    g->pass[1].twsh = p->ftwsh;
  } else if (d->dom == DFT_COMPLEX) {
    const dft__view *vs[3] = {&vin, &vout, NULL};
    dft__view_init(&vin, D, DFT__IN, DFT__VIEW_COMPLEX, cesz, &g->in);
    dft__view_init(&vout, D, DFT__OUT, DFT__VIEW_COMPLEX, cesz, &g->out);
    int first; /* the axis of the IN->OUT pass; the others OUT->OUT, the last axis first */
    a0 = dft__tile_axis(d, ef, 2 * ssz, vs);
    first = dft__cols_first(d, &vin, &vout, a0, ssz) ? 0 : last;
    dft__pass_add(g, D, DFT__C2C, first, d->n[first], dft__fft_index(p, d->n[first]), &vin, &vout,
                  dft__tile_grid(et, ef, D, a0, first));
    for (l = last; l >= 0; l--)
      if (l != first)
        dft__pass_add(g, D, DFT__C2C, l, d->n[l], dft__fft_index(p, d->n[l]), &vout, &vout,
                      dft__tile_grid(et, ef, D, a0, l));
    /* tiled: the passes along axes last..a0, after axis 0's where it comes first */
    if (a0 >= 0) dft__tiles_set(g, D, a0, ef, first != last, (first != last) + D - a0, vs, ssz);
  } else if (p->n1) {
    /* four-step real, n = 2h, h = n1*n2: the n reals are h complex pairs
       (re at 2j*s, im at 2j*s + s); forward: pairs -> columns -> twiddled rows
       -> Z_0..Z_{h-1} -> post-processing into X_0..X_h; backward: the reverse */
    const int64_t h = p->n1 * p->n2, e2[3] = {p->n1, p->n2, d->howmany};
    const int64_t e1[2] = {h + 1, d->howmany};
    const int bkind = p->packed ? DFT__VIEW_PACKED : DFT__VIEW_COMPLEX;
    const int64_t besz = p->packed ? 1 : cesz, s = F.strides[0];
    dft__view vp, vb, vz, vt2;
    int64_t t1, t2;
    memset(&vp, 0, sizeof vp);
    vp.slot = dir ? DFT__OUT : DFT__IN; vp.kind = DFT__VIEW_COMPLEX;
    vp.off = F.offset; vp.imoff = s; vp.st[2] = F.distance;
    dft__view_init(&vb, 1, dir ? DFT__IN : DFT__OUT, bkind, besz, &B);
    dft__view_tight(&vt, 2, DFT__VIEW_COMPLEX, 2, e2, &t1);
    vt2 = vt; vt2.off = t1;                                   /* second half of TMP */
    dft__view_tight(&vz, 1, DFT__VIEW_COMPLEX, 2, e1, &t2);   /* Z rows: h+1 apart */
    vz.off = 2 * t1;
    g->tmp_scalars = 2 * t1 + t2;
    if (dir == 0) {
      vp.st[0] = 2 * s * p->n2; vp.st[1] = 2 * s;             /* (j1, j2) -> j1*n2 + j2 */
      dft__pass_add(g, 2, DFT__C2C, 0, p->n1, dft__fft_index(p, p->n1), &vp, &vt, e2);
      vz.st[1] = vz.st[0] * p->n1;                            /* (k1, k2) -> k1 + n1*k2 */
      vz.st[2] = 2 * (h + 1);
      dft__pass_add(g, 2, DFT__C2C, 1, p->n2, dft__fft_index(p, p->n2), &vt, &vz, e2);
      g->pass[1].twid = p->ftw; g->pass[1].twn = p->n1; g->pass[1].twsh = p->ftwsh;
      vz.st[1] = vz.st[2];                                    /* back to 1-D rows */
      dft__pass_add(g, 1, DFT__RPOST, 0, d->n[0], -1, &vz, &vb, e1);
    } else {
      vz.st[1] = 2 * (h + 1);
      dft__pass_add(g, 1, DFT__RPRE, 0, d->n[0], -1, &vb, &vz, e1);
      vz.st[0] = 2 * p->n2; vz.st[1] = 2; vz.st[2] = 2 * (h + 1); /* (j1, j2) -> j1*n2 + j2 */
      dft__pass_add(g, 2, DFT__C2C, 0, p->n1, dft__fft_index(p, p->n1), &vz, &vt2, e2);
      vp.st[0] = 2 * s; vp.st[1] = 2 * s * p->n1;             /* (k1, k2) -> k1 + n1*k2 */
      dft__pass_add(g, 2, DFT__C2C, 1, p->n2, dft__fft_index(p, p->n2), &vt2, &vp, e2);
      g->pass[2].twid = p->ftw; g->pass[2].twn = p->n1; g->pass[2].twsh = p->ftwsh;
    }
  } else {
    const int bkind = p->packed ? DFT__VIEW_PACKED : DFT__VIEW_COMPLEX;
    const int64_t besz = p->packed ? 1 : cesz;
    /* in place, rows are transformed one by one where input and output rows
       share their storage exactly; otherwise the input is copied first */
    unsafe = inplace && rows > 1 && (split || (B.strides[last] != 1 && B.strides[last] != -1));
    if (dir == 0) {
      const dft__view *vs[3] = {&vin, &vout, NULL};
      dft__view_init(&vin, D, DFT__IN, DFT__VIEW_REAL, 1, &F);
      dft__view_init(&vout, D, DFT__OUT, bkind, besz, &B);
      if (unsafe) {
        dft__view_tight(&vt, D, DFT__VIEW_REAL, 1, ef, &g->tmp_scalars);
        dft__pass_add(g, D, DFT__COPY, last, ef[last], -1, &vin, &vt, ef);
        vin = vt;
      }
      if (!unsafe) a0 = dft__tile_axis(d, eb, 2 * ssz, vs);
      dft__pass_add(g, D, DFT__R2C, last, d->n[last], -1, &vin, &vout, dft__tile_grid(et, ef, D, a0, last));
      for (l = last - 1; l >= 0; l--)
        dft__pass_add(g, D, DFT__C2C, l, d->n[l], dft__fft_index(p, d->n[l]), &vout, &vout,
                      dft__tile_grid(et, eb, D, a0, l));
      if (a0 >= 0) dft__tiles_set(g, D, a0, eb, 0, D - a0, vs, ssz);
    } else {
      dft__view_init(&vin, D, DFT__IN, bkind, besz, &B);
      dft__view_init(&vout, D, DFT__OUT, DFT__VIEW_REAL, 1, &F);
      if (D == 1) {
        if (unsafe) {
          dft__view_tight(&vt, D, bkind, besz == 2 || !p->packed ? 2 : 1, eb, &g->tmp_scalars);
          dft__pass_add(g, D, DFT__COPY, last, eb[last], -1, &vin, &vt, eb);
          vin = vt;
        }
      } else { /* outer dimensions first, into TMP: the input stays unchanged out of place,
                  and in place the input's X_h (outside the output layout) too */
        const dft__view *vs[3] = {&vin, &vout, &vt};
        dft__view_tight(&vt, D, DFT__VIEW_COMPLEX, 2, eb, &g->tmp_scalars);
        a0 = dft__tile_axis(d, eb, 2 * ssz, vs); /* the last passes, up to C2R's */
        if (!(inplace && (unsafe || split)) && dft__c2r_inout(d, &F, eb, ssz)) {
          /* or in the output's rows (in place interleaved only: a split input's imaginary
             parts lie outside the output layout) */
          dft__c2r_outer(g, p, D, eb, ef, &vin, &vout, inplace, a0, ssz);
          return dft__program_end(g, p, d);
        }
        dft__pass_add(g, D, DFT__C2C, 0, d->n[0], dft__fft_index(p, d->n[0]), &vin, &vt,
                      dft__tile_grid(et, eb, D, a0, 0));
        for (l = 1; l < last; l++)
          dft__pass_add(g, D, DFT__C2C, l, d->n[l], dft__fft_index(p, d->n[l]), &vt, &vt,
                        dft__tile_grid(et, eb, D, a0, l));
        if (a0 >= 0) dft__tiles_set(g, D, a0, eb, a0, D, vs, ssz);
        vin = vt;
      }
      dft__pass_add(g, D, DFT__C2R, last, d->n[last], -1, &vin, &vout, dft__tile_grid(et, ef, D, a0, last));
    }
  }
  return dft__program_end(g, p, d);
}

/* Four-step split n = n1 * n2 (n1 <= n2, both without Bluestein) for large 1-D data.
   With threads (nt > 1) from 2 MiB: its passes share rows among the threads. One thread
   runs the DIT lengths (dft__dit_factor, up to 64 MiB) whole, 1.3-1.6x faster from 2^20
   complex doubles, and splits the others from 16 MiB (a plain Stockham plan's n twiddles
   cost commit time: 2^22 double 67 ms against 2.6 ms). */
static int64_t dft__divisor_below(const int *pr, const int *ex, int np, int64_t d, int64_t s)
{ /* the largest d * (a divisor of prod pr[i]^ex[i]) <= s, given d <= s */
  int64_t best = d, b;
  int k;
  if (np == 0) return d;
  for (k = 0; k <= ex[0] && d <= s; k++, d *= pr[0])
    if ((b = dft__divisor_below(pr + 1, ex + 1, np - 1, d, s)) > best) best = b;
  return best;
}
static int dft__split(int64_t n, int prec, int nt, int64_t *n1, int64_t *n2)
{
  int pr[DFT__MAX_PRIME], ex[DFT__MAX_PRIME], np = 0, p;
  int64_t a, m = n;
  if ((double)n * (double)dft__csize(prec) < (double)(nt > 1 ? DFT__FOURSTEP : DFT__FOURSTEP1)) return 0;
  if (nt == 1 && dft__dit_len(n, prec)) return 0;
  /* Both factors take plans without Bluestein only if every prime of n does
     (dft__factor): then every divisor does, and n1 is the largest divisor up to
     sqrt(n), found from n's primes (trial division up to sqrt(n) took 0.1 s at 1e15) */
  for (p = 2; p <= DFT__MAX_PRIME && m > 1; p++)
    if (m % p == 0) {
      for (ex[np] = 0; m % p == 0; m /= p) ex[np]++;
      pr[np++] = p;
    }
  if (m > 1) return 0;
  a = (int64_t)sqrtl((long double)n);
  while (a > 1 && a * a > n) a--;
  while ((a + 1) * (a + 1) <= n) a++;
  a = dft__divisor_below(pr, ex, np, 1, a);
  if (a < 16) return 0;
  *n1 = a; *n2 = n / a;
  return 1;
}

/* Threads one compute call uses: THREAD_LIMIT caps the OpenMP default; small
   problems and passes with a single row use one. */
static int dft__nthreads(const dft_descriptor *d, const dft__plan *p)
{
  int nt;
  if ((double)p->elems * (double)d->howmany < DFT__SMALL_ELEMS) return 1;
  nt = dft__thread_cap(d);
  if (p->maxrows < nt) nt = (int)p->maxrows;
  return nt < 1 ? 1 : nt;
}

/* Whether every pass of a program whose passes all run in registers (regs: as g->inreg, but
   a TMP slot allowed where it fits compute's stack line, DFT__STACK_WORK) is one call of its
   route on one thread: a stage over all its rows (DFT__RT_STAGE), or the kernel over the
   groups of one row axis in one block (DFT__RT_BLOCKS; a tail, which g->inreg admits for
   contiguous rows, one call more), or a call for each row of an outer axis where there is
   no tail (the middle pass of 8 x 8 x 8). Compute then skips the row machinery
   (dft__prog_bare). */
static int dft__onecall(const dft_descriptor *d, const dft__plan *p, const dft__prog *g, int regs)
{
  int i, ok = regs && !g->direct && !g->t1 && dft__tmp_bytes(d, g) <= DFT__STACK_WORK &&
              (double)p->elems * (double)d->howmany < DFT__SMALL_ELEMS; /* one thread */
  for (i = 0; i < g->npass && ok; i++) {
    const dft__pass *ps = &g->pass[i];
    ok = !ps->twid && (ps->rt.kind == DFT__RT_STAGE ? ps->rows == ps->rt.e
                       : ps->rt.kind == DFT__RT_BLOCKS && ps->rt.nbi == 1 &&
                         (ps->rows == ps->rt.e || (ps->nrd == 2 && !ps->rt.tail)));
  }
  return ok;
}

/* The lanes' offsets of each DFT__RT_BLOCKS pass of a bare program, kept in its route for
   dft__prog_bare and BK_GROUPS to call the kernel with: C rows of the innermost row axis
   from the pass's offset, and the tail's rows past the whole groups, its last row repeated
   to C. */
static void dft__bare_lanes(const dft__plan *p, dft__prog *g)
{
  const int c = dft__lanes(p->eprec);
  int i, l;
  for (i = 0; i < g->npass; i++) {
    dft__pass *ps = &g->pass[i];
    const int a = ps->nrd - 1; /* the innermost row axis (BLOCKS routes have one) */
    const int64_t t0 = ps->rt.ng * c, k = ps->rt.tail;
    int64_t ri, ro;
    if (ps->rt.kind != DFT__RT_BLOCKS || a < 0) continue;
    ri = ps->rin[a];
    ro = ps->rout[a];
    for (l = 0; l < DFT__MAX_LANES; l++) {
      const int64_t u = l < c ? l : 0, v = k ? (l < k ? l : k - 1) : 0;
      ps->rt.bxo[l] = ps->in.off + u * ri;
      ps->rt.byo[l] = ps->out.off + u * ro;
      ps->rt.txo[l] = ps->in.off + (t0 + v) * ri;
      ps->rt.tyo[l] = ps->out.off + (t0 + v) * ro;
    }
  }
}
static size_t dft__align64(size_t b) { return (b + 63) & ~(size_t)63; }
/* A call on its plan's engine: fn##_g (DFT__WIDE), fn##_f or fn##_d. DFT__FLOATS for
   single-precision plans (args typed float), DFT__ENGINES where args fit every engine. */
#ifdef DFT__WIDE
#define DFT__FLOATS(p, fn, args) do { if ((p)->eprec == DFT__SINGLE_WIDE) fn##_g args; else fn##_f args; } while (0)
#else
#define DFT__FLOATS(p, fn, args) fn##_f args
#endif
#ifdef DFT__NARROW
#define DFT__DOUBLES(p, fn, args) do { if ((p)->eprec == DFT__DOUBLE_NARROW) fn##_e args; else fn##_d args; } while (0)
#else
#define DFT__DOUBLES(p, fn, args) fn##_d args
#endif
#define DFT__ENGINES(p, fn, args) do { if (dft__isd((p)->eprec)) DFT__DOUBLES(p, fn, args); else DFT__FLOATS(p, fn, args); } while (0)
/* Whether a single-precision plan runs on the wide engine (DFT__WIDE: 8 complex floats a
   vector instead of 4). Floats at 512 bits against 256 (make bench, session 23, Zen 5,
   three runs each): faster on every case whose lengths (the last one of a real transform
   halved) are multiples of 8 from 64 up (complex pow2 64..2^22 1.37-2.56x -> 1.68-3.65x
   FFTW's speed, 1000, 1536, 248832, real 256..2^22, 64^3, 1024^2); 2-4x slower on
   lengths of fewer factors 2 (real 1000: 1.66x -> 0.93x, 15625 3.26x -> 2.50x) and on
   32 points (complex 32 x 1000 1.30x slower, 32^3 2.3x, 32 x 32 1.5x; session 53), where
   the kernels were built for at most 4 lanes. Lengths 8 and 16, which have register row
   kernels on both engines (DFT__ROWS_LENGTHS_g), are faster wide where they fill its 8
   lanes (make ab, session 53, B/A time wide against 256 bits): complex 8 x 16..10^4 rows
   0.74-0.82, 16 x 8..4000 0.79-0.95 (16 x 10^4, bound by memory, 1.04), 8^2, 16^2, 8^3,
   16^3 0.69-0.82; real 16 and 32 points x 8..10^4 0.71-0.86; but 1.1-4x slower on fewer
   than 8 rows (complex 16 alone 4.0x, x 4 1.5x; real 16 x 4 1.6x) and on real 2-D shapes
   (16 x 16 1.26x, 8 x 16 1.18x), whose column passes have 9 or 17 columns. Where the CPU
   splits 512-bit operations (dft__split512), short rows stay at 256 bits. */
static int dft__wide(const dft_descriptor *d)
{
#ifdef DFT__WIDE
  int l, small = 0;
  if (d->prec != DFT_SINGLE) return 0;
  for (l = 0; l < d->dim; l++) {
    int64_t m = d->n[l];
    if (d->dom == DFT_REAL && l == d->dim - 1) {
      if (m & 1) return 0;
      m /= 2;
    }
    if (m % 8) return 0;
    if (m < 64) {
      if (m > 16) return 0;
      small = 1;
    }
  }
  /* short rows: 8 lanes of them in every pass */
  if (small && (dft__split512() || (d->dim == 1 ? d->howmany < 8 : d->dom == DFT_REAL && d->dim == 2))) return 0;
  return 1;
#else
  (void)d;
  return 0;
#endif
}
/* Whether a double-precision plan runs on the narrow engine (DFT__NARROW: 2 complex
   doubles a vector instead of 4): 2-D and 3-D plans of at most 256 points, complex ones
   with a length of 2 mod 4 (from 6), real ones whose last length is odd or has a half of
   5 or more that is no power of two. Doubles at 256 bits against 512 on every 2-D shape
   of lengths 4, 5, 6, 8, 10, 12, 16 up to 256 points (make ab, session 46, B/A time):
   complex ones with a 6 or 10 0.51-0.98 (6x6 0.67, 6x10 0.80, 16x6 0.51), the others
   0.81-1.70 (8x8 1.41, 5x8 1.70, 16x16 1.46); real ones whose last length is 5, 10 or 12
   0.54-0.94, last 4 0.99-1.12, last 6, 8 or 16 0.64-1.17 by the first length; 1-D
   transforms are slower (complex 10..1000 1.15-1.76). Where the CPU splits 512-bit
   operations (dft__split512), also real 2-D and 3-D plans of at most 256 points, complex
   ones whose lengths are all 8..15, 1-D batches of 2 or more real rows of at most 64
   points, and 1-D batches of 2 or more complex rows below 16 points or 16 or more of
   17..63 that are no power of two: the rows the
   512-bit engine transposes in 4 x 4 blocks (complex 16, 32 and 64 run a row at a time
   SIMD across the row, DFT__SMALL2, at either width). make ab on the Zen 4 VM (session
   58, B/A time narrow against 512 bits): complex 8 x 10^4 0.88, 8 x 100 0.75, 9 x 1000
   0.81, 10 x 10^4 0.79, 12 x 16 0.76, 15 x 10^4 0.88; real 8 x 4 0.86, 16 x 4 0.82,
   16 x 10^4 0.97, 32 x 10^4 0.87, 64 x 10^4 0.92, 12 x 16 0.87, 8^2 0.93, 16^2 0.85,
   8^3 and 6 x 10 1.00; left at 512 bits: complex 8 x 8 rows 1.06, 16 x 10^4 1.09, 16 x 8
   1.12, 32 x 10^4 1.16, 24 x 1000 1.05, 2-D 8^2 1.35, 16^2 1.18 (8 x 16 0.85, 12^2 0.94
   stay at 512 too: the rule for complex 2-D is the one above). Session 60, once the row
   kernels kept a pointer a lane (make ab both ways round, narrow against 512 bits):
   complex 8 x 4 rows 0.78-0.84, 8 x 8 0.81, 8 x 12 0.78, 4 x 4 0.91, 6 x 4 0.92, 10 x 8
   0.74, 12 x 4 0.88, 12 x 2 0.93, 8 x 2 and 8 x 3 1.00, 20 x 8 0.82 but 24 x 4 1.05, 48 x
   4 1.15, 24 x 12 1.19 (17..63 keep 16 rows); 2-D 8^2 0.88, 12^2 0.91, 8 x 16 0.98, but
   16^2 1.10, 4^2 1.09. */
static int dft__narrow(const dft_descriptor *d)
{
#ifdef DFT__NARROW
  const int64_t m = d->n[d->dim - 1], h = m / 2;
  int64_t total = 1, lo = m, hi = m;
  int l, two = 0;
  if (d->prec != DFT_DOUBLE) return 0;
  if (d->dim == 1) {
    if (!dft__split512() || m > 64) return 0;
    if (d->dom == DFT_REAL) return d->howmany >= 2;
    return d->howmany >= (m < 16 ? 2 : 16) && (m < 16 || (m & (m - 1)) != 0);
  }
  for (l = 0; l < d->dim; l++) {
    total *= d->n[l];
    two |= d->n[l] > 2 && d->n[l] % 4 == 2;
    lo = d->n[l] < lo ? d->n[l] : lo;
    hi = d->n[l] > hi ? d->n[l] : hi;
  }
  if (total > 256) return 0;
  if (d->dom == DFT_COMPLEX) return two || (dft__split512() && lo >= 8 && hi < 16);
  if (dft__split512()) return 1;
  return (m & 1) || (h >= 5 && (h & (h - 1)) != 0);
#else
  (void)d;
  return 0;
#endif
}
/* Workspace of a program's passes on nt threads: pass_run gives at most min(nt, rows)
   threads a pass's rows, each ps->work bytes apart. */
static size_t dft__work_bytes(const dft__prog *g, int nt)
{
  size_t most = g->t1 ? g->twork * (size_t)(g->tiles < nt ? g->tiles : nt) : 0; /* dft__tiles_run */
  int i;
  for (i = 0; i < g->npass; i++) {
    const dft__pass *ps = &g->pass[i];
    const size_t b = ps->work * (size_t)(ps->rows < nt ? ps->rows : nt);
    if ((i < g->t0 || i >= g->t1) && b > most) most = b;
  }
  return most;
}

/* Bytes of a program's TMP slot, at the start of a compute call's workspace block. */
static size_t dft__tmp_bytes(const dft_descriptor *d, const dft__prog *g)
{
  return dft__align64((size_t)g->tmp_scalars * (d->prec == DFT_SINGLE ? sizeof(float) : sizeof(double)));
}

DFTDEF dft_status dft_commit(dft_descriptor *d)
{
  dft__plan *p;
  dft_status st = DFT_OK;
  int l, dir;
  size_t ssz;
  if (!d) return DFT_ERROR_BAD_DESCRIPTOR;
  { /* scalars of all transforms (complex, plus padding) must count in int64, and
       more than 2^50 elements cannot be held by any machine: refuse such lengths as
       invalid before planning (MEMORY means an allocation failed) */
    int64_t total = d->howmany;
    int64_t t;
    for (l = 0; l < d->dim; l++)
      if (!dft__add(d->n[l], 2, &t) || !dft__mul(total, t, &total)) return DFT_ERROR_INVALID_CONFIGURATION;
    if (!dft__mul(total, 4, &total)) return DFT_ERROR_INVALID_CONFIGURATION;
    if (total / 4 > ((int64_t)1 << 50)) return DFT_ERROR_INVALID_CONFIGURATION;
  }
  if (d->dom == DFT_REAL) {
    const int cr = d->cestore == DFT_COMPLEX_REAL, cce = d->packed == DFT_CCE_FORMAT;
    if (cr == cce || (cr && d->cstore == DFT_REAL_REAL)) return DFT_ERROR_INCONSISTENT_CONFIGURATION;
    if (cr && d->dim > 1) return DFT_ERROR_UNIMPLEMENTED;
  }
  p = (dft__plan *)DFT_MALLOC(sizeof *p);
  if (!p) return DFT_ERROR_MEMORY;
  memset(p, 0, sizeof *p);
  p->eprec = dft__wide(d) ? DFT__SINGLE_WIDE : dft__narrow(d) ? DFT__DOUBLE_NARROW : d->prec;
  p->packed = d->dom == DFT_REAL && d->cestore == DFT_COMPLEX_REAL ? (int)d->packed : 0;
  /* layouts first: a bad configuration costs no planning */
  for (dir = 0; dir < 2; dir++) p->prog[dir].valid = dft__resolve(d, dir, p->packed, &p->prog[dir].in, &p->prog[dir].out);
  if (p->prog[0].valid != DFT_OK && p->prog[1].valid != DFT_OK) { st = p->prog[0].valid; goto fail; }
  /* 1-D plans: one per distinct complex length, and the real one; a large 1-D
     complex length is split in two (four-step) with its twiddle table */
  if (d->dim == 1 && (d->dom == DFT_COMPLEX || !(d->n[0] & 1)) &&
      dft__split(d->dom == DFT_COMPLEX ? d->n[0] : d->n[0] / 2, p->eprec,
                 d->thread_limit == 1 ? 1 : dft__max_threads(), &p->n1, &p->n2)) {
    const int64_t len = p->n1 * p->n2;
    dft__cistab ct;
    int64_t j, b, nh;
    /* the largest table first: where it cannot be had, commit fails before building the
       others (complex double 2^45: 143 -> 0.04 ms, real 1.0 s -> 0.005 ms) */
    while (((int64_t)1 << (2 * p->ftwsh)) < p->n2) p->ftwsh++;
    b = (int64_t)1 << p->ftwsh;
    nh = (p->n2 - 1) / b + 1;
    p->ftw = dft__tab((b + nh) * p->n1, dft__csize(p->eprec));
    if (!p->ftw) { st = DFT_ERROR_MEMORY; goto fail; }
    if ((st = dft__fft_init(&p->fft[0], p->eprec, p->n1)) != DFT_OK) goto fail;
    p->nfft = 1;
    if (p->n2 != p->n1) {
      if ((st = dft__fft_init(&p->fft[1], p->eprec, p->n2)) != DFT_OK) goto fail;
      p->nfft = 2;
    }
    if (d->dom == DFT_REAL && (st = dft__rfft_init(&p->rfft, p->eprec, d->n[0], 0)) != DFT_OK) goto fail;
    if (!dft__cistab_init(&ct, (uint64_t)len)) { st = DFT_ERROR_MEMORY; goto fail; }
    for (j = 0; j < b; j++) dft__cistab_fill(&ct, p->eprec, p->ftw, j * p->n1, 1, 0, (uint64_t)j, p->n1, -1);
    for (j = 0; j < nh; j++)
      dft__cistab_fill(&ct, p->eprec, p->ftw, (b + j) * p->n1, 1, 0, (uint64_t)(j * b), p->n1, -1);
    dft__cistab_free(&ct);
  }
  for (l = 0; l < d->dim && !p->n1; l++) {
    const int last = l == d->dim - 1;
    if (d->dom == DFT_REAL && last) {
      /* one row only (1-D, one transform): an odd one decimated needs no complex line of n */
      const int with_c = d->dim == 1 && d->howmany == 1 ? 2 : 1;
      if ((st = dft__rfft_init(&p->rfft, p->eprec, d->n[l], with_c)) != DFT_OK) goto fail;
    } else if (dft__fft_index(p, d->n[l]) < 0) {
      if ((st = dft__fft_init(&p->fft[p->nfft], p->eprec, d->n[l])) != DFT_OK) { dft__fft_clear(&p->fft[p->nfft]); goto fail; }
      p->nfft++;
    }
  }
  for (dir = 0; dir < 2; dir++) {
    if (p->prog[dir].valid != DFT_OK) continue;
    p->prog[dir].valid = dft__program(d, p, dir, &p->prog[dir]);
  }
  if (p->prog[0].valid != DFT_OK && p->prog[1].valid != DFT_OK) { st = p->prog[0].valid; goto fail; }
  /* each pass's workspace a thread: a row at a time (row buffers and plan scratch) or
     grouped (two buffers of G rows); a direct program (one contiguous row,
     dft__pass_direct) only the plan's scratch; real post/pre-processing one row buffer,
     none where its rows lie contiguous (rsplit) */
  ssz = d->prec == DFT_SINGLE ? sizeof(float) : sizeof(double); /* both float engines */
  p->elems = 1;
  for (l = 0; l < d->dim; l++) p->elems *= d->n[l];
  for (dir = 0; dir < 2; dir++) {
    const int64_t G = DFT__GROUP * dft__lanes(p->eprec);
    dft__prog *g = &p->prog[dir];
    int i, regs;
    if (g->valid != DFT_OK) continue;
    for (i = 0; i < g->npass; i++) {
      dft__pass *ps = &g->pass[i];
      const int64_t n = ps->n, ws = ps->kind == DFT__C2C ? p->fft[ps->sub].ws : p->rfft.ws;
      const int rp = ps->kind == DFT__RPOST || ps->kind == DFT__RPRE;
      size_t b = (size_t)(rp ? (ps->rsplit ? 0 : 2 * (n + 2))
                          : (g->direct ? 0 : 2 * (n + 2) + (n + 3) + 64 / (int64_t)ssz) + 2 * ws) * ssz;
      if (dft__colsable(p, ps, ssz)) {
        const size_t cbz = (size_t)(2 * (2 * dft__cols_width(g, ps, ssz) * dft__cols_ld(n) + ws)) * ssz;
        if (cbz > b) b = cbz;
      }
      const size_t b0 = b; /* without group buffers */
      if (dft__groupable(p, ps, G, p->eprec)) { /* Stockham across rows, with its tables */
        const size_t gb = (size_t)(4 * dft__group_len(ps) * G) * ssz;
        if (gb > b) b = gb;
        st = dft__stockham_init(ps->kind == DFT__C2C ? &p->fft[ps->sub] : p->rfft.c, p->eprec);
        if (st != DFT_OK) goto fail;
      }
      if (g->direct) g->dwork = b;
      /* whole pages: every thread's buffers lie at thread 0's offset in a page (dft__skew) */
      ps->work = (b + 4095) & ~(size_t)4095;
      DFT__ENGINES(p, dft__route_pick, (p, g, ps, dir));
      if (ps->rt.kind != DFT__RT_GROUP && ps->rt.alt != DFT__RT_GROUP && !g->direct)
        ps->work = (b0 + 4095) & ~(size_t)4095; /* neither route takes group buffers */
      if (ps->rt.kind == DFT__RT_BLOCKS || ps->rt.kind == DFT__RT_LANES) {
        /* dft__rows_one's gathered lanes or copied rows: 2 n C points */
        const size_t gw = (size_t)(4 * n * dft__lanes(p->eprec)) * ssz;
        if (gw > ps->work) ps->work = (gw + 4095) & ~(size_t)4095;
      }
    }
    if (g->t1) dft__tiles_plan(g);
    regs = 1;
    for (i = 0; i < g->npass; i++) /* whole groups, or tails of contiguous rows (lanes repeated) */
      regs &= g->pass[i].rt.kind == DFT__RT_STAGE ||
              (g->pass[i].rt.kind == DFT__RT_BLOCKS &&
               (!g->pass[i].rt.tail || (!g->pass[i].rt.xs && !g->pass[i].rt.ys && !g->pass[i].rt.lanewise)));
    g->inreg = regs && !g->tmp_scalars && !g->direct;
    if (!g->bare && dft__onecall(d, p, g, regs)) g->bare = 2;
    if (g->bare == 2) dft__bare_lanes(p, g);
    /* a short batch (up to DFT__BROWS rows) of contiguous interleaved C2C rows of a one-stage
       plan (not 25, planned 5 x 5: dft__codelet_len): each row one
       call of its codelet (bfn, dft__bare_pick) rather than C rows at once transposed in
       registers, or a tail through the row machinery (callgrind, AVX2 build: complex 8 x 2
       361 -> 230 instructions a call in single precision, 350 -> 231 in double; 8 x 3 365 ->
       299 and 1070 -> 301; 8 x 4 354 -> 368 and 440 -> 371, so not from 4 rows), and rows of
       up to 8 points short of two groups (make ab, AVX-512, against groups: 8 x 4 0.74 of the
       time in double, 0.77 in single; 8 x 6 0.67 and 0.74; not 8 x 8: 1.03, 1.11; 16 x 4..8
       and 32 x 4..8 within the noise) */
    g->brows = g->bri = g->bro = 0;
    if (g->npass == 1) { /* (a direct program is one row) */
      const dft__pass *ps = g->pass;
      if (ps->kind == DFT__C2C && ps->nrd == 1 && ps->rows > 1 && ps->scaled &&
          p->fft[ps->sub].nst == 1 &&
          (ps->rows <= DFT__BROWS || (ps->n <= 8 && ps->rows < 2 * dft__lanes(p->eprec))) &&
          !ps->twid && ps->in.slot != DFT__TMP && ps->out.slot != DFT__TMP &&
          dft__cplx_rows(g, &ps->in, ps->axis) && dft__cplx_rows(g, &ps->out, ps->axis)) {
        g->brows = ps->rows;
        g->bri = ps->rin[0];
        g->bro = ps->rout[0];
      }
    }
    g->bk = DFT__BK_NONE;
    g->bfn = NULL;
    g->btw[0] = g->btw[1] = NULL;
    DFT__ENGINES(p, dft__bare_pick, (p, g, dir));
    if (g->bk != DFT__BK_CODELET) g->brows = g->bri = g->bro = 0;
    /* one pass whose kernel takes every row in whole groups of lanes at one call: compute
       calls it with the lanes' offsets kept here (dft__fast_grp), not through dft__prog_bare,
       and before the rows' codelets above (make ab, AVX-512, session 48, B/A of the time:
       complex 8 x 4 0.75 in double and 0.73 in single, 16 x 4 0.83, 8 x 8 rows 0.85, 2 x 8
       0.68; 8 x 6, with a tail, keeps its codelet a row) */
    if (g->bare == 2 && g->npass == 1 && g->pass->rt.kind == DFT__RT_BLOCKS && !g->pass->rt.tail && g->pass->nrd == 1 &&
        g->pass->rt.ng > 0 && g->pass->in.slot != DFT__TMP && g->pass->out.slot != DFT__TMP)
      g->bk = DFT__BK_GROUPS;
    DFT__ENGINES(p, dft__fast_pick, (g, d->cstore != DFT_REAL_REAL && (g->bare || g->bk ||
                                        (g->direct && g->dwork <= DFT__STACK_WORK)), 0));
    for (i = 0; i < 2; i++) {
      g->blo[i] = g->lo[i] * g->esz[i] * (int64_t)ssz;
      g->bhi[i] = (g->hi[i] + 1) * g->esz[i] * (int64_t)ssz;
    }
  }
  /* pooled workspaces: compute of a small problem allocates nothing */
  for (dir = 0; dir < 2; dir++) {
    const dft__prog *g = &p->prog[dir];
    int i;
    size_t b;
    if (g->valid != DFT_OK) continue;
    for (i = 0; i < g->npass; i++) if (g->pass[i].rows > p->maxrows) p->maxrows = g->pass[i].rows;
    if (g->t1 && g->tiles > p->maxrows) p->maxrows = g->tiles;
    b = dft__work_bytes(g, dft__nthreads(d, p)) + dft__tmp_bytes(d, g) + DFT__PAGE;
    if (b > p->pool_bytes) p->pool_bytes = b;
  }
  if (!DFT__HAVE_POOL || p->pool_bytes > DFT__POOL_BIG) p->pool_bytes = 0;
  for (l = 0; l < (p->pool_bytes > DFT__POOL_MAX ? 1 : DFT__POOL) && p->pool_bytes; l++)
    if (!(p->pool[l] = dft_malloc(p->pool_bytes))) { st = DFT_ERROR_MEMORY; goto fail; }
  /* a direct program whose workspace is pooled: compute's short path too (dft__fast_pool;
     compute_full took 259 instructions a call of complex double 96 points, callgrind) */
  for (dir = 0; dir < 2; dir++) {
    dft__prog *g = &p->prog[dir];
    if (g->valid == DFT_OK && g->direct && !g->ffn && !g->tmp_scalars && d->cstore != DFT_REAL_REAL &&
        p->pool[0] && dft__work_bytes(g, 1) + DFT__PAGE <= p->pool_bytes)
      DFT__ENGINES(p, dft__fast_pick, (g, 0, 1));
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

static DFT__NOINLINE dft_status dft__compute_full(const dft_descriptor *d, int dir, int split_call,
                                                 void *in_re, void *in_im, void *out_re, void *out_im)
{
  const dft__plan *p;
  const dft__prog *g;
  const size_t ssz = d && d->prec == DFT_SINGLE ? sizeof(float) : sizeof(double);
  void *re[3], *im[3];
  char *work, *mem;
  int split, inplace, nt, i, slot = -1;
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
  /* threads and workspace: a pooled one when free, else allocated; none where every pass runs
     in registers (an atomic exchange, claiming a pooled one, was 7 of the 43 ns of 4 x 8
     complex doubles) */
  nt = g->direct ? 1 : dft__nthreads(d, p);
  if (g->inreg && !split) {
    mem = work = NULL;
    re[2] = im[2] = NULL;
  } else {
    const size_t tb = dft__tmp_bytes(d, g);
    mem = dft__work_take(p, dft__work_bytes(g, nt) + tb + DFT__PAGE, &slot);
    if (!mem) return DFT_ERROR_MEMORY;
    work = mem + tb + dft__skew(mem + tb, re[0], re[1]);
    re[2] = im[2] = g->tmp_scalars ? mem : NULL;
  }
  if (g->direct) { /* one contiguous interleaved row: no row machinery */
    const dft__pass *ps = g->pass;
    DFT__ENGINES(p, dft__pass_direct, (p, ps, dir, d->scale[dir], re[ps->in.slot], re[ps->out.slot], work));
  } else {
    /* interleaved complex: im is the scalar after re (whole initializers: im[s] rewritten
       one by one and then read as a pair stalled store forwarding, 4 ns a call) */
#define DFT__IM(s) (g->interleaved[s] && re[s] ? (char *)re[s] + ssz : (char *)im[s])
    char *const imx[3] = {DFT__IM(0), DFT__IM(1), DFT__IM(2)};
#undef DFT__IM
    for (i = 0; i < g->npass; i++) {
      const dft__pass *ps = &g->pass[i];
      const int tiled = g->t1 && i == g->t0; /* passes t0..t1-1 tile by tile */
      if (d->prec == DFT_SINGLE) {
        float *const br[3] = {(float *)re[0], (float *)re[1], (float *)re[2]};
        float *const bi[3] = {(float *)(void *)imx[0], (float *)(void *)imx[1], (float *)(void *)imx[2]};
        if (tiled) DFT__FLOATS(p, dft__tiles_run, (p, g, dir, d->scale[dir], br, bi, work, nt));
        else DFT__FLOATS(p, dft__pass_run, (p, ps, dir, d->scale[dir], br, bi, work, nt, NULL));
      } else {
        double *const br[3] = {(double *)re[0], (double *)re[1], (double *)re[2]};
        double *const bi[3] = {(double *)(void *)imx[0], (double *)(void *)imx[1], (double *)(void *)imx[2]};
        if (tiled) DFT__DOUBLES(p, dft__tiles_run, (p, g, dir, d->scale[dir], br, bi, work, nt));
        else DFT__DOUBLES(p, dft__pass_run, (p, ps, dir, d->scale[dir], br, bi, work, nt, NULL));
      }
      if (tiled) i = g->t1 - 1;
    }
  }
  if (mem) dft__work_give(p, mem, slot);
  return DFT_OK;
}

/* A call on a direct program (one contiguous row) that needs no workspace (bare) or little,
   with interleaved storage and pointers that are all right, goes straight to its kernel;
   everything else, every error included, through dft__compute_full. */
static dft_status dft__compute(const dft_descriptor *d, int dir, int split_call, void *in_re,
                               void *in_im, void *out_re, void *out_im)
{
  /* little: at most DFT__STACK_WORK bytes, on the stack instead of a pooled workspace (an
     atomic exchange to claim): one 12-point complex double 37 -> 31 ns; commit makes the
     checks that depend on the descriptor alone: 99 -> 66 instructions here a
     call of 16 complex doubles; the kernel's call is picked at commit too (g->ffn), and
     compute ends in a jump to it, keeping no frame (instructions a call, callgrind, AVX2
     build: complex double 12 points 201 -> 149, 8 x 4 359 -> 331, real double 12 187 ->
     144; make ab both ways round, Zen 4 VM, B/A time: complex double 12 0.78-0.84, 8 x 4
     0.75-0.80, 16 x 4 0.89, real 12 0.92, 8 x 4 0.86, single 16 0.91, 8^2 0.96-1.02) */
  if (d && d->plan && !split_call && in_re) {
    const dft__prog *g = &d->plan->prog[dir];
    if (g->ffn && (d->placement == DFT_INPLACE) == !out_re) { /* interleaved, valid */
      const uintptr_t i0 = (uintptr_t)in_re, o0 = (uintptr_t)out_re;
      if (!out_re)
        return g->ffn(d->plan, g, dir, d->scale[dir], in_re, in_re);
      if (!(i0 + (uintptr_t)g->blo[0] < o0 + (uintptr_t)g->bhi[1] &&
            o0 + (uintptr_t)g->blo[1] < i0 + (uintptr_t)g->bhi[0])) /* dft__overlap */
        return g->ffn(d->plan, g, dir, d->scale[dir], in_re, out_re);
    }
  }
  return dft__compute_full(d, dir, split_call, in_re, in_im, out_re, out_im);
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
