/* mkl_service.h - the part of oneMKL's service interface that FFT programs use,
   for programs moving from Intel oneMKL to dft.h (see mkl_dfti.h beside this file).

   What is here: the oneMKL integer and complex types (MKL_INT, MKL_LONG, MKL_INT64,
   MKL_Complex8, MKL_Complex16; ILP64 widths when MKL_ILP64 is defined), aligned memory
   (mkl_malloc, mkl_calloc, mkl_realloc, mkl_free), the threading controls
   (mkl_set_num_threads, mkl_get_max_threads, mkl_domain_set_num_threads,
   mkl_set_dynamic, ...), a version string and the dsecnd() timer. Every function also
   has oneMKL's capitalised spelling (MKL_Set_Num_Threads, MKL_Set_Dynamic, ...).

   Threading: dft.h runs on OpenMP. mkl_set_num_threads(n) (or the FFT/ALL domain form)
   caps the threads of every DFTI descriptor committed afterwards, as oneMKL fixes a
   descriptor's thread count at commit; it never changes OpenMP's own setting, so the
   program's parallel regions keep their thread count. mkl_set_num_threads_local acts
   like mkl_set_num_threads (the setting is per process, not per thread).
   mkl_set_dynamic is recorded and read back, and has no other effect.

   The functions are implemented by mkl_dfti.h in the one file that defines
   DFT_IMPLEMENTATION (including this header there pulls that in too).
*/
#ifndef DFT__MKL_SERVICE_H
#define DFT__MKL_SERVICE_H

#include <stddef.h>

/* >>types (oneMKL's mkl_types.h; each one can be predefined, as with oneMKL) ---- */
#ifndef MKL_INT64
#define MKL_INT64 long long int
#endif
#ifndef MKL_UINT64
#define MKL_UINT64 unsigned long long int
#endif
#ifdef MKL_ILP64
#ifndef MKL_INT
#define MKL_INT MKL_INT64
#endif
#ifndef MKL_UINT
#define MKL_UINT MKL_UINT64
#endif
#ifndef MKL_LONG
#define MKL_LONG MKL_INT64
#endif
#else
#ifndef MKL_INT
#define MKL_INT int
#endif
#ifndef MKL_UINT
#define MKL_UINT unsigned int
#endif
#ifndef MKL_LONG
#define MKL_LONG long int
#endif
#endif

#ifndef MKL_Complex8
typedef struct dft__mkl_complex8 { float real; float imag; } MKL_Complex8;
#endif
#ifndef MKL_Complex16
typedef struct dft__mkl_complex16 { double real; double imag; } MKL_Complex16;
#endif

/* oneMKL domain names for mkl_domain_set_num_threads */
#define MKL_DOMAIN_ALL 0
#define MKL_DOMAIN_BLAS 1
#define MKL_DOMAIN_FFT 2
#define MKL_DOMAIN_VML 3
#define MKL_DOMAIN_PARDISO 4
#define MKL_DOMAIN_LAPACK 5

#ifndef DFT__MKL_DEF
#if defined(DFT_STATIC) && defined(__GNUC__)
#define DFT__MKL_DEF static __attribute__((unused))
#elif defined(DFT_STATIC)
#define DFT__MKL_DEF static
#else
#define DFT__MKL_DEF extern
#endif
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Memory. `alignment` is a power of two (anything else means 64); NULL on failure.
   Blocks are freed with mkl_free, resized with mkl_realloc (which keeps 64-byte
   alignment). Thread-safe. */
DFT__MKL_DEF void *MKL_malloc(size_t size, int alignment);
DFT__MKL_DEF void *MKL_calloc(size_t num, size_t size, int alignment);
DFT__MKL_DEF void *MKL_realloc(void *ptr, size_t size);
DFT__MKL_DEF void MKL_free(void *ptr); /* NULL-safe */
DFT__MKL_DEF void MKL_Free_Buffers(void);        /* nothing is cached: no effect */
DFT__MKL_DEF void MKL_Thread_Free_Buffers(void); /* nothing is cached: no effect */
#define mkl_malloc MKL_malloc
#define mkl_calloc MKL_calloc
#define mkl_realloc MKL_realloc
#define mkl_free MKL_free
#define mkl_free_buffers MKL_Free_Buffers
#define mkl_thread_free_buffers MKL_Thread_Free_Buffers

/* Threads. n <= 0 returns to the default (OpenMP's). Set before committing. */
DFT__MKL_DEF void MKL_Set_Num_Threads(int n);
DFT__MKL_DEF int MKL_Set_Num_Threads_Local(int n); /* returns the previous setting */
DFT__MKL_DEF int MKL_Get_Max_Threads(void);
DFT__MKL_DEF int MKL_Domain_Set_Num_Threads(int n, int domain); /* 1 done, 0 ignored */
DFT__MKL_DEF int MKL_Domain_Get_Max_Threads(int domain);
DFT__MKL_DEF void MKL_Set_Dynamic(int flag);
DFT__MKL_DEF int MKL_Get_Dynamic(void);
#define mkl_set_num_threads MKL_Set_Num_Threads
#define mkl_set_num_threads_local MKL_Set_Num_Threads_Local
#define mkl_get_max_threads MKL_Get_Max_Threads
#define mkl_domain_set_num_threads MKL_Domain_Set_Num_Threads
#define mkl_domain_get_max_threads MKL_Domain_Get_Max_Threads
#define mkl_set_dynamic MKL_Set_Dynamic
#define mkl_get_dynamic MKL_Get_Dynamic

/* Writes at most len bytes (NUL included) of a version string into buffer. */
DFT__MKL_DEF void MKL_Get_Version_String(char *buffer, int len);
#define mkl_get_version_string MKL_Get_Version_String

/* Wall-clock seconds since an arbitrary origin (CPU seconds without OpenMP). */
DFT__MKL_DEF double dsecnd(void);

#ifdef __cplusplus
}
#endif
#endif /* DFT__MKL_SERVICE_H */

/* The implementation lives in mkl_dfti.h; pull it in unless mkl_dfti.h is the file
   that included this one (it then emits the implementation itself). */
#if defined(DFT_IMPLEMENTATION) && !defined(DFT__MKL_DFTI_H)
#include "mkl_dfti.h"
#endif
