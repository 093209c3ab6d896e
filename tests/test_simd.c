/* The vector vocabulary of dft.h (>>simd) against scalar arithmetic, for float and
   double: ld, st, add, sub, mul, fma, fmaddsub, fmsubadd, set1, swap, pm, dupre, dupim,
   tr, rev, rcat, ldl, stl, ldl2, stl2, and the complex operations the codelets use (muli, mulmi, addi, subi, rmul,
   rfma, raddi); and the one-complex vector dft__h (ld and st touch exactly two scalars) with
   its kind.
   Build it at each width: -DDFT_SIMD_BITS=128, 256, 512 (SIMDe emulates what the
   CPU lacks) and -DDFT_NO_SIMD. Prints "N passed, M failed". */
/* DFT_STATIC: only the vocabulary is used, so the compiler drops the rest of the
   library (the test_core builds compile all of it at every width). */
#define DFT_STATIC
#define DFT_IMPLEMENTATION
#include "dft.h"
#include <stdio.h>

static int passed, failed;

static void check(int ok, const char *prec, const char *op)
{
  if (ok) passed++;
  else { failed++; printf("FAIL %s %s (%s)\n", prec, op, DFT__SIMD_NAME); }
}

/* One body for both precisions: T scalar, S suffix, W scalars per vector. */
#define SIMD_TESTS(T, S, NAME)                                                            \
  static void test##S(void)                                                               \
  {                                                                                       \
    enum { W = DFT__W##S, C = DFT__W##S / 2 };                                            \
    T a[W], b[W], c[W], r[W], m[C][W], u[C][W];                                           \
    dft__v##S va, vb, vc;                                                                 \
    int i, j, ok;                                                                         \
    for (i = 0; i < W; i++) { a[i] = (T)(i + 1) * (T)0.75; b[i] = (T)(3 - i) * (T)1.25; c[i] = (T)(i * i) - (T)2; } \
    va = dft__v##S##_ld(a); vb = dft__v##S##_ld(b); vc = dft__v##S##_ld(c);               \
    dft__v##S##_st(r, va); ok = 1; for (i = 0; i < W; i++) { ok &= r[i] == a[i]; } check(ok, NAME, "ld/st"); \
    dft__v##S##_st(r, dft__v##S##_add(va, vb)); ok = 1; for (i = 0; i < W; i++) { ok &= r[i] == a[i] + b[i]; } check(ok, NAME, "add"); \
    dft__v##S##_st(r, dft__v##S##_sub(va, vb)); ok = 1; for (i = 0; i < W; i++) { ok &= r[i] == a[i] - b[i]; } check(ok, NAME, "sub"); \
    dft__v##S##_st(r, dft__v##S##_mul(va, vb)); ok = 1; for (i = 0; i < W; i++) { ok &= r[i] == a[i] * b[i]; } check(ok, NAME, "mul"); \
    dft__v##S##_st(r, dft__v##S##_fma(va, vb, vc)); ok = 1;                                \
    for (i = 0; i < W; i++) ok &= r[i] == a[i] * b[i] + c[i]; /* exact for these values */ \
    check(ok, NAME, "fma");                                                               \
    dft__v##S##_st(r, dft__v##S##_fmaddsub(va, vb, vc)); ok = 1;                           \
    for (i = 0; i < W; i++) ok &= r[i] == a[i] * b[i] + (i & 1 ? c[i] : -c[i]);          \
    check(ok, NAME, "fmaddsub");                                                          \
    dft__v##S##_st(r, dft__v##S##_fmsubadd(va, vb, vc)); ok = 1;                           \
    for (i = 0; i < W; i++) ok &= r[i] == a[i] * b[i] + (i & 1 ? -c[i] : c[i]);          \
    check(ok, NAME, "fmsubadd");                                                          \
    dft__v##S##_st(r, dft__v##S##_set1((T)2.5)); ok = 1; for (i = 0; i < W; i++) { ok &= r[i] == (T)2.5; } check(ok, NAME, "set1"); \
    dft__v##S##_st(r, dft__v##S##_swap(va)); ok = 1; for (i = 0; i < W; i++) { ok &= r[i] == a[i ^ 1]; } check(ok, NAME, "swap"); \
    dft__v##S##_st(r, dft__v##S##_pm()); ok = 1; for (i = 0; i < W; i++) { ok &= r[i] == (i & 1 ? (T)1 : (T)-1); } check(ok, NAME, "pm"); \
    dft__v##S##_st(r, dft__v##S##_dupre(va)); ok = 1; for (i = 0; i < W; i++) { ok &= r[i] == a[i & ~1]; } check(ok, NAME, "dupre"); \
    dft__v##S##_st(r, dft__v##S##_dupim(va)); ok = 1; for (i = 0; i < W; i++) { ok &= r[i] == a[i | 1]; } check(ok, NAME, "dupim"); \
    dft__v##S##_st(r, dft__vk##S##_muli(va)); ok = 1;                                      \
    for (i = 0; i < W; i += 2) { ok &= r[i] == -a[i + 1] && r[i + 1] == a[i]; } check(ok, NAME, "muli"); \
    dft__v##S##_st(r, dft__vk##S##_mulmi(va)); ok = 1;                                     \
    for (i = 0; i < W; i += 2) { ok &= r[i] == a[i + 1] && r[i + 1] == -a[i]; } check(ok, NAME, "mulmi"); \
    dft__v##S##_st(r, dft__vk##S##_addi(va, vb)); ok = 1;                                  \
    for (i = 0; i < W; i += 2) { ok &= r[i] == a[i] - b[i + 1] && r[i + 1] == a[i + 1] + b[i]; } check(ok, NAME, "addi"); \
    dft__v##S##_st(r, dft__vk##S##_subi(va, vb)); ok = 1;                                  \
    for (i = 0; i < W; i += 2) { ok &= r[i] == a[i] + b[i + 1] && r[i + 1] == a[i + 1] - b[i]; } check(ok, NAME, "subi"); \
    dft__v##S##_st(r, dft__vk##S##_rmul(va, 0.5L)); ok = 1; for (i = 0; i < W; i++) { ok &= r[i] == a[i] * (T)0.5; } check(ok, NAME, "rmul"); \
    dft__v##S##_st(r, dft__vk##S##_rfma(va, 0.5L, vb)); ok = 1; for (i = 0; i < W; i++) { ok &= r[i] == a[i] * (T)0.5 + b[i]; } check(ok, NAME, "rfma"); \
    dft__v##S##_st(r, dft__vk##S##_raddi(va, vb, -0.5L)); ok = 1;                           \
    for (i = 0; i < W; i += 2) { ok &= r[i] == a[i] + (T)0.5 * b[i + 1] && r[i + 1] == a[i + 1] - (T)0.5 * b[i]; } check(ok, NAME, "raddi"); \
    { /* tr: C vectors of C complex numbers, transposed as a C x C matrix */               \
      dft__v##S v[C];                                                                     \
      for (i = 0; i < C; i++) { for (j = 0; j < W; j++) m[i][j] = (T)(100 * i + j); v[i] = dft__v##S##_ld(m[i]); } \
      dft__v##S##_tr(v);                                                                  \
      for (i = 0; i < C; i++) dft__v##S##_st(u[i], v[i]);                                 \
      ok = 1;                                                                             \
      for (i = 0; i < C; i++)                                                             \
        for (j = 0; j < C; j++) ok &= u[i][2 * j] == m[j][2 * i] && u[i][2 * j + 1] == m[j][2 * i + 1]; \
      check(ok, NAME, "tr");                                                              \
    }                                                                                     \
    dft__v##S##_st(r, dft__v##S##_rev(va)); ok = 1;                                        \
    for (i = 0; i < W; i++) { ok &= r[i] == a[W - 2 - (i & ~1) + (i & 1)]; } check(ok, NAME, "rev"); \
    dft__v##S##_st(r, dft__v##S##_rcat(va, vb)); ok = 1; /* b's first complex, then a's last C-1 reversed */ \
    for (i = 0; i < W; i++) { ok &= r[i] == (i < 2 ? b[i] : a[W - (i & ~1) + (i & 1)]); } check(ok, NAME, "rcat"); \
    { /* ldl, stl: lane i from / to the complex number at offset o[i] (scalars, any order) */ \
      T g[4 * W + 8];                                                                     \
      int64_t o[C];                                                                       \
      for (i = 0; i < 4 * W + 8; i++) g[i] = (T)(i + 1);                                  \
      for (i = 0; i < C; i++) o[i] = 2 * ((5 * i + 3) % (2 * C + 1)) + (i & 1) * 2 * W;   \
      dft__v##S##_st(r, dft__v##S##_ldl(g, o)); ok = 1;                                    \
      for (i = 0; i < W; i++) ok &= r[i] == g[o[i / 2] + (i & 1)];                        \
      check(ok, NAME, "ldl");                                                             \
      for (i = 0; i < 4 * W + 8; i++) g[i] = -1;                                          \
      dft__v##S##_stl(g, o, va); ok = 1;                                                  \
      for (i = 0; i < W; i++) { ok &= g[o[i / 2] + (i & 1)] == a[i]; g[o[i / 2] + (i & 1)] = -1; } \
      for (i = 0; i < 4 * W + 8; i++) ok &= g[i] == -1; /* nothing else written */        \
      check(ok, NAME, "stl");                                                             \
    }                                                                                     \
    { /* ldl2, stl2: lanes from / to the pairs at o[i] (element 0) and o[i] + 2 (1) */     \
      T g[8 * W + 8];                                                                     \
      int64_t o[C];                                                                       \
      dft__v##S p2[2];                                                                    \
      int e;                                                                              \
      for (i = 0; i < 8 * W + 8; i++) g[i] = (T)(i + 1);                                  \
      for (i = 0; i < C; i++) o[i] = 4 * ((5 * i + 3) % (2 * C + 1)) + (i & 1) * 4 * W;   \
      dft__v##S##_ldl2(g, o, p2); ok = 1;                                                  \
      for (e = 0; e < 2; e++) {                                                           \
        dft__v##S##_st(r, p2[e]);                                                         \
        for (i = 0; i < W; i++) ok &= r[i] == g[o[i / 2] + 2 * e + (i & 1)];              \
      }                                                                                   \
      check(ok, NAME, "ldl2");                                                            \
      for (i = 0; i < 8 * W + 8; i++) g[i] = -1;                                          \
      p2[0] = va; p2[1] = vb;                                                             \
      dft__v##S##_stl2(g, o, p2); ok = 1;                                                 \
      for (i = 0; i < W; i++) {                                                           \
        ok &= g[o[i / 2] + (i & 1)] == a[i] && g[o[i / 2] + 2 + (i & 1)] == b[i];         \
        g[o[i / 2] + (i & 1)] = g[o[i / 2] + 2 + (i & 1)] = -1;                           \
      }                                                                                   \
      for (i = 0; i < 8 * W + 8; i++) ok &= g[i] == -1; /* nothing else written */        \
      check(ok, NAME, "stl2");                                                            \
    }                                                                                     \
  }
SIMD_TESTS(float, _f, "float")
SIMD_TESTS(double, _d, "double")
#ifdef DFT__WIDE /* 512-bit targets: the wide float engine beside 256-bit floats */
SIMD_TESTS(float, _g, "wide float")
#endif
#ifdef DFT__NARROW /* and the narrow double engine beside 512-bit doubles */
SIMD_TESTS(double, _e, "narrow double")
#endif

/* dft__h: one complex number per vector; r[2], r[3] are guards st must not touch. */
#define H_TESTS(T, S, NAME)                                                               \
  static void testh##S(void)                                                              \
  {                                                                                       \
    T a[4] = {(T)0.75, (T)-1.5, (T)9, (T)9}, b[4] = {(T)2.5, (T)1.25, (T)9, (T)9};         \
    T c[4] = {(T)-2, (T)3, (T)9, (T)9}, r[4];                                              \
    dft__h##S va, vb, vc;                                                                 \
    int i, ok;                                                                            \
    va = dft__h##S##_ld(a); vb = dft__h##S##_ld(b); vc = dft__h##S##_ld(c);               \
    H_ST(dft__h##S##_ld(a)); check(ok && r[0] == a[0] && r[1] == a[1], NAME, "h ld/st");     \
    H_ST(dft__h##S##_add(va, vb)); check(ok && r[0] == a[0] + b[0] && r[1] == a[1] + b[1], NAME, "h add"); \
    H_ST(dft__h##S##_sub(va, vb)); check(ok && r[0] == a[0] - b[0] && r[1] == a[1] - b[1], NAME, "h sub"); \
    H_ST(dft__h##S##_mul(va, vb)); check(ok && r[0] == a[0] * b[0] && r[1] == a[1] * b[1], NAME, "h mul"); \
    H_ST(dft__h##S##_fma(va, vb, vc));                                                    \
    check(ok && r[0] == a[0] * b[0] + c[0] && r[1] == a[1] * b[1] + c[1], NAME, "h fma"); \
    H_ST(dft__h##S##_set1((T)2.5)); check(ok && r[0] == (T)2.5 && r[1] == (T)2.5, NAME, "h set1"); \
    H_ST(dft__h##S##_swap(va)); check(ok && r[0] == a[1] && r[1] == a[0], NAME, "h swap");   \
    H_ST(dft__h##S##_pm()); check(ok && r[0] == (T)-1 && r[1] == (T)1, NAME, "h pm");        \
    H_ST(dft__hk##S##_muli(va)); check(ok && r[0] == -a[1] && r[1] == a[0], NAME, "h muli"); \
    H_ST(dft__hk##S##_mulmi(va)); check(ok && r[0] == a[1] && r[1] == -a[0], NAME, "h mulmi"); \
    H_ST(dft__hk##S##_addi(va, vb)); check(ok && r[0] == a[0] - b[1] && r[1] == a[1] + b[0], NAME, "h addi"); \
    H_ST(dft__hk##S##_subi(va, vb)); check(ok && r[0] == a[0] + b[1] && r[1] == a[1] - b[0], NAME, "h subi"); \
    H_ST(dft__hk##S##_rmul(va, 0.5L)); check(ok && r[0] == a[0] * (T)0.5 && r[1] == a[1] * (T)0.5, NAME, "h rmul"); \
    H_ST(dft__hk##S##_rfma(va, 0.5L, vb));                                                \
    check(ok && r[0] == a[0] * (T)0.5 + b[0] && r[1] == a[1] * (T)0.5 + b[1], NAME, "h rfma"); \
    H_ST(dft__hk##S##_raddi(va, vb, 0.5L));                                                \
    check(ok && r[0] == a[0] - (T)0.5 * b[1] && r[1] == a[1] + (T)0.5 * b[0], NAME, "h raddi"); \
  }
/* stores v into r (guards at r[2], r[3] preset to 7); ok: the guards are intact */
#define H_ST(v)                                                                           \
  do {                                                                                    \
    for (i = 0; i < 4; i++) r[i] = 7;                                                     \
    H_STORE(v);                                                                           \
    ok = r[2] == 7 && r[3] == 7;                                                          \
  } while (0)
#define H_STORE(v) dft__h_f_st(r, v)
H_TESTS(float, _f, "float")
#undef H_STORE
#define H_STORE(v) dft__h_d_st(r, v)
H_TESTS(double, _d, "double")

int main(void)
{
  test_f();
  test_d();
#ifdef DFT__WIDE
  test_g();
#endif
#ifdef DFT__NARROW
  test_e();
#endif
  testh_f();
  testh_d();
  printf("ok simd width %s: %d floats, %d doubles per vector\n", DFT__SIMD_NAME, DFT__W_f, DFT__W_d);
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
