/* The one file of the threads test program that holds the implementation, as in a
   oneMKL user's program of several files: it defines DFT_IMPLEMENTATION and includes
   the header; threads.c includes it without. */
#define DFT_IMPLEMENTATION
#include "mkl_dfti.h"
