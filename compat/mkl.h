/* mkl.h - convenience header of the oneMKL compatibility layer over dft.h: the parts
   of oneMKL that dft.h provides, i.e. the service functions and the DFTI interface.
   Define DFT_IMPLEMENTATION before including it in exactly one file of the program.
   oneMKL's other domains (BLAS, LAPACK, VM, ...) are not provided. */
#ifndef DFT__MKL_H
#define DFT__MKL_H
#include "mkl_service.h"
#include "mkl_dfti.h"
#endif
