/* tu_impl.c - the translation unit that holds the implementation, included the way
   stb-style headers are used: first as a plain header, later with DFT_IMPLEMENTATION.
   Linked with tu_user.c by tests/modes/run.sh (possibly one in C, the other in C++). */
#include "dft.h"

#define DFT_IMPLEMENTATION
#include "dft.h"
