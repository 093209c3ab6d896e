/* neon.c - for make test-arm: checks that, built for arm64, dft.h's vector code goes
   through SIMDe to native NEON (not SIMDe's portable C fallback), then runs the usual
   checks. Prints "N passed, M failed" last. */
#define DFT_IMPLEMENTATION
#include "dft.h"
#include "check.h"

int main(void)
{
  int native = 0;
#if defined(SIMDE_ARM_NEON_A64V8_NATIVE) && !defined(DFT_NO_SIMD)
  native = 1;
#endif
#ifdef DFT__SIMD_NAME
  printf("dft.h SIMD path: %s\n", DFT__SIMD_NAME);
#endif
  modes_report(native, "SIMDe maps the vector code to native NEON", 0, 0);
  return modes_check() ? 1 : 0;
}
