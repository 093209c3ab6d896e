/* The one file of a test program that holds the implementation, as in a oneMKL user's
   program of several files: it defines DFT_IMPLEMENTATION and includes the header;
   threads.c includes it without. The other C tests define DFT_IMPLEMENTATION
   themselves unless built with -DCOMPAT_SHARED_IMPL, as make test does: they then
   link this file's object, built once (mk/compat.mk). */
#define DFT_IMPLEMENTATION
#include "mkl_dfti.h"
