/* single.c - one translation unit with the implementation; the header is included
   twice to check that doing so is harmless. Built by tests/modes/run.sh in every
   compiler/standard/mode combination (as C or as C++). */
#define DFT_IMPLEMENTATION
#include "dft.h"
#include "dft.h"
#include "check.h"

int main(void)
{
  return modes_check() ? 1 : 0;
}
