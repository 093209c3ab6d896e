/* fft.comp - one pass of a batched, strided, mixed-radix Stockham FFT for dft_vulkan.h.

   One workgroup transforms L lines of length R that lie in shared memory and registers.
   A 1-D transform of length N = R_1 * ... * R_p is p such passes; pass i has
   Ns = R_1 * ... * R_{i-1} and reads element e of line j at sequence index j + e*(N/R),
   multiplies it by W_{Ns*R}^{(j mod Ns)*e} and writes output e at
   (j/Ns)*Ns*R + (j mod Ns) + e*Ns (generalized Stockham autosort: the last pass writes
   natural order). Inside a pass the same scheme runs over the radices RAD0..RAD15.

   Everything about sizes reaches the shader as specialization constants (line length,
   radices, threads, lines per workgroup, load/store formats) or push constants
   (offsets, strides, counts, table offsets): one precompiled module serves every plan.
   Compiled six times: as is (float), with -DDFT_DOUBLE (double), with
   -DDFT_COMPOSITE (float with the radix-16 and -32 butterflies, for the plans that use
   them: their code made every pipeline several times slower to compile on lavapipe),
   with -DDFT_SHUF (float with one exchange through subgroup shuffles, for devices that
   have them: SHX below), and twice more with the radix-16 butterfly: -DDFT_COMPOSITE
   -DDFT_TWCH (single passes with radix 16 and no radix 32; stage twiddles as a chain)
   and -DDFT_COMPOSITE -DDFT_UNITB (radix-16 passes of multi-pass plans; the plain
   module's bounds-free loads and stores). DFT_SR16 (composite and multi-pass radix-16
   modules): the 16-point butterfly with its inner twiddles folded; DFT_SFOLD (one-pass
   radix-16 module): a last radix-16 stage takes the scale. A seventh build, -DDFT_XR
   (with -DDFT_COMPOSITE -DDFT_UNITB -DDFT_SR16), holds a line too long for the shared
   memory in registers, V (16 or 32) points a thread, and exchanges it in rounds (spec
   constant XR); an eighth, -DDFT_DOUBLE -DDFT_COMPOSITE -DDFT_XR, does so in double
   precision and runs the double passes of power-of-two lines with unit-step loads or
   stores (XR 0: whole exchanges). No trigonometry runs
   here: every twiddle comes from the plan's table, computed on the host in long double.

   Layouts: the line with batch indices (b0, b1, b2) reads element at sequence index s
   from  in_off + s*in_es + b0*in_s0 + b1*in_s1 + b2*in_s2  (units: complex elements for
   complex data, reals for real data) of the window bound at binding 0, and writes to
   binding 1 likewise. Offsets and strides are 32-bit: the host binds windows no larger
   than maxStorageBufferRange and makes them relative to the window. */
#version 450
#extension GL_EXT_control_flow_attributes : enable
#extension GL_KHR_shader_subgroup_basic : enable
#ifdef DFT_SHUF
#extension GL_KHR_shader_subgroup_shuffle : enable
#endif
/* Double precision leaves out the single-precision real transforms' pairings and
   per-pass conj tests (DFT_NO_RPR: RPR, PAIR 2, CJT), and the plain double build leaves
   out UNIT's code too (DFT_NO_UNIT: with it in that module, even specialized off, the
   driver kept the thread's registers v in local memory on an H200, fp64 2^8 0.77 -> 2.1
   ms, runs S5.5/S5.6, S41.2 and S42.1). The double XR build keeps it: there it costs
   nothing and UNIT's unit-step lines took one-pass lines of 256..8192 points 23-35%
   faster (run S42.2), so the host gives it the double passes of power-of-two lines with
   unit-step loads or stores */
#ifdef DFT_DOUBLE
#ifndef DFT_XR
#define DFT_NO_UNIT
#endif
#define DFT_NO_RPR
#endif

#ifdef DFT_DOUBLE
#define real double
#define cpx dvec2
#define K(x) x
#define KC0 0.70710678118654752440084436210484904LF
#define KC1 0.86602540378443864676372317075293618LF
#define KC2 0.30901699437494742410229341718281906LF
#define KC3 -0.80901699437494742410229341718281906LF
#define KC4 0.95105651629515357211643933337938214LF
#define KC5 0.58778525229247312916870595463907277LF
#define KC6 0.62348980185873353052500488400423981LF
#define KC7 -0.22252093395631440428890256449679476LF
#define KC8 -0.90096886790241912623610231950744505LF
#define KC9 0.78183148246802980870844452667405775LF
#define KC10 0.97492791218182360701813168299393122LF
#define KC11 0.43388373911755812047576833284835875LF
#define KC12 0.92387953251128675612818318939678829LF
#define KC13 0.41421356237309504880168872420969808LF
#else
#define real float
#define cpx vec2
#define K(x) x
#define KC0 0.70710678118654752440084436210484904
#define KC1 0.86602540378443864676372317075293618
#define KC2 0.30901699437494742410229341718281906
#define KC3 -0.80901699437494742410229341718281906
#define KC4 0.95105651629515357211643933337938214
#define KC5 0.58778525229247312916870595463907277
#define KC6 0.62348980185873353052500488400423981
#define KC7 -0.22252093395631440428890256449679476
#define KC8 -0.90096886790241912623610231950744505
#define KC9 0.78183148246802980870844452667405775
#define KC10 0.97492791218182360701813168299393122
#define KC11 0.43388373911755812047576833284835875
#define KC12 0.92387953251128675612818318939678829
#define KC13 0.41421356237309504880168872420969808
#endif

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint R = 1;      /* line length in this pass */
layout(constant_id = 2) const uint T = 1;      /* threads per line */
layout(constant_id = 3) const uint L = 1;      /* lines per workgroup */
layout(constant_id = 4) const uint V = 1;      /* registers (complex) per thread */
layout(constant_id = 5) const uint NST = 1;    /* number of radix stages */
layout(constant_id = 6) const uint RAD0 = 1;
layout(constant_id = 7) const uint RAD1 = 1;
layout(constant_id = 8) const uint RAD2 = 1;
layout(constant_id = 9) const uint RAD3 = 1;
layout(constant_id = 10) const uint RAD4 = 1;
layout(constant_id = 11) const uint RAD5 = 1;
layout(constant_id = 12) const uint RAD6 = 1;
layout(constant_id = 13) const uint RAD7 = 1;
layout(constant_id = 14) const uint RAD8 = 1;
layout(constant_id = 15) const uint RAD9 = 1;
layout(constant_id = 16) const uint RAD10 = 1;
layout(constant_id = 17) const uint RAD11 = 1;
layout(constant_id = 18) const uint RAD12 = 1;
layout(constant_id = 19) const uint RAD13 = 1;
layout(constant_id = 20) const uint RAD14 = 1;
layout(constant_id = 21) const uint RAD15 = 1;
layout(constant_id = 22) const uint LMAP = 0;  /* 0: a line's threads are adjacent; 1: lines adjacent */
layout(constant_id = 23) const uint SMN = 1;   /* shared reals of the split exchange (1: none) */
layout(constant_id = 24) const uint SMC = 1;   /* shared complex of the full exchange (1: none) */
layout(constant_id = 25) const uint LDFMT = 0; /* 0 complex, 1 real, 2 conjugate-even half,
                                                  3 real pairs as complex (half-length R2C),
                                                  4 half spectrum to half-length complex (C2R),
                                                  5 half-length R2C post-processing: R = 2,
                                                  RAD0 = 1, one thread a line j = 0..M/2
                                                  computes X_j and X_{M-j} (M = nin) */
layout(constant_id = 26) const uint STFMT = 0; /* 0 complex, 1 real part, 2 half-length R2C
                                                  post-processing (staged store), 3 real pairs */
layout(constant_id = 27) const uint HAS_TW = 0;/* inter-pass twiddles at load */
layout(constant_id = 28) const uint HAS_MI = 0;/* multiply by table at load */
layout(constant_id = 29) const uint HAS_MO = 0;/* multiply by table at store */
layout(constant_id = 30) const uint TWP = 0;   /* inter-pass twiddles per butterfly:
                                                  W^(jm b) times powers of W^(jm B) */
layout(constant_id = 31) const uint SPLITX = 0;/* exchange real and imaginary parts in turn */
layout(constant_id = 32) const uint STMAP = 0; /* store: 0 direct, 1 through shared memory with
                                                  a line's elements adjacent, 2 lines adjacent */
layout(constant_id = 33) const uint TWREC = 0; /* stage twiddles: 0 one table entry each,
                                                  1 products of entries W^(4a) and W^b, b < 4,
                                                  2 products of powers of one entry */
layout(constant_id = 34) const uint SGSYNC = 0;/* a line's T threads share a subgroup: the
                                                  exchanges synchronize the subgroup only */
layout(constant_id = 35) const uint PP = 0;    /* two exchange buffers: one barrier per exchange */
layout(constant_id = 36) const uint PSH = 5;   /* shared padding: one slot every 2^PSH */
layout(constant_id = 37) const uint PAIR = 0;  /* 1: half-length R2C in the last pass of a
                                                  multi-pass plan (STFMT 2): the workgroup holds
                                                  L/2 pair rows p, lines p and (nsp - p) mod nsp,
                                                  in slots t and L/2 + t; W_M^t of the inter-pass
                                                  twiddles from the W_2M table, as W_2M^(2t).
                                                  2: C2R (LDFMT 4) in the first pass of one:
                                                  likewise lines p and (nj - p) mod nj */
layout(constant_id = 38) const uint SHX = 0;   /* DFT_SHUF: stages SHX-1 and SHX (radix 8, one
                                                  butterfly a thread, neither the first nor the
                                                  last) exchange through subgroup shuffles */
layout(constant_id = 39) const uint PADX = 0;  /* R, the radices (and L where lines are adjacent)
                                                  are powers of two: the padded index of p + o
                                                  is that of p plus that of o (no carry), so
                                                  constant offsets stay constant */
#ifndef DFT_NO_UNIT
layout(constant_id = 40) const uint UNIT = 0;  /* 1: the load reads element e of a line at
                                                  ibase + e (complex, unit steps, nj = 1,
                                                  nin = R); 2: the store writes it at
                                                  obase + e (likewise, nsp = 1, nout = R);
                                                  4: every load index s < nin, 8: every store
                                                  index s < nout (no bounds tests); 16: no
                                                  test b < B where T divides B; 32: LDFMT 3
                                                  reads its pairs as complex elements (unit
                                                  steps, offsets and strides even); 64: RPR's
                                                  twiddles as a table read a butterfly times
                                                  constants; 128: STFMT 3 writes its pairs as
                                                  complex elements (likewise) */
#endif
#ifndef DFT_NO_RPR
layout(constant_id = 41) const uint CJT = 3u; /* the run-time conj tests present: 1 the
                                                  load's (F_CONJ_IN: a first pass), 2 the
                                                  store's (F_CONJ_OUT: a last pass) */
#endif
#ifdef DFT_XR
layout(constant_id = 42) const uint XR = 1u;   /* DFT_XR: the exchanges in XR rounds (stage() says how) */
#endif
#ifndef DFT_NO_RPR
layout(constant_id = 43) const uint RPR = 0u;  /* 1: half-length R2C of one pass (STFMT 2, STMAP 0),
                                                  recombined in registers: the last stage has
                                                  two butterflies a thread, b and B - b, which
                                                  hold Z_e and Z_{M-e} of every output; 2: a
                                                  C2R of one pass (LDFMT 4) likewise at the
                                                  load: the first stage's butterflies b and
                                                  B - b read X_e and X_{M-e} once each */
#elif defined(DFT_XR)
const uint RPR = 0u; /* the double module's XR build has no RPR */
#endif
const uint NT = T * L;                          /* threads */
const uint KS = (L * R + NT - 1) / NT;          /* elements per thread of a staged store */
const uint SL = STMAP != 0 ? L : 1;
const uint HALF = PP != 0 ? SMC / 2 : 0;        /* the second exchange buffer */
const uint TWS = PAIR != 0 ? 2u : 1u;           /* inter-pass twiddle index scale (PAIR 1) */
const uint LH = L / 2u > 0u ? L / 2u : 1u;      /* PAIR: pair rows a workgroup */

/* Ns of each stage: the product of the radices before it */
const uint NS1 = RAD0, NS2 = NS1 * RAD1, NS3 = NS2 * RAD2, NS4 = NS3 * RAD3, NS5 = NS4 * RAD4;
const uint NS6 = NS5 * RAD5, NS7 = NS6 * RAD6, NS8 = NS7 * RAD7, NS9 = NS8 * RAD8;
const uint NS10 = NS9 * RAD9, NS11 = NS10 * RAD10, NS12 = NS11 * RAD11, NS13 = NS12 * RAD12;
const uint NS14 = NS13 * RAD13, NS15 = NS14 * RAD14;

layout(push_constant) uniform PC {
  real scale;
  int in_off, out_off, in_es, out_es;
  int in_s0, in_s1, in_s2, out_s0, out_s1, out_s2;
  uint c0, c1, c2, nj, nsp, nin, nout;
  uint tw_off, tw2_off, tw_kb, st_off, mi_off, mo_off, flags, wgbase;
} pc;
/* flags */
#define F_CONJ_IN 1u
#define F_CONJ_OUT 2u
#define F_CONJ_MO 4u
#define F_B0FIRST 8u
#define F_CONJ_MI 16u

/* the same windows are bound as complex (0, 1) and as real (3, 4) arrays */
layout(std430, binding = 0) readonly buffer SrcC { cpx srcc[]; };
layout(std430, binding = 1) writeonly buffer DstC { cpx dstc[]; };
layout(std430, binding = 2) readonly buffer Tab { cpx tab[]; };
layout(std430, binding = 3) readonly buffer SrcR { real srcr[]; };
layout(std430, binding = 4) writeonly buffer DstR { real dstr[]; };

shared real sre[SMN];
shared cpx scx[SMC];
shared int s_obase[SL]; /* per line, for the staged store */
shared uint s_jm[SL], s_jd[SL], s_live[SL];

cpx v[V];
#ifdef DFT_XR
cpx vn[V]; /* DFT_XR: the next stage's inputs, as the rounds of an exchange read them */
#endif

cpx cmul(cpx a, cpx b) { return cpx(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x); }
cpx mul_mi(cpx a) { return cpx(a.y, -a.x); } /* a * (-i) */
cpx mul_pi(cpx a) { return cpx(-a.y, a.x); } /* a * i */
/* C2R at the load: conj(Z_s), Z_s = (X_s + conj X_{M-s}) + i (X_s - conj X_{M-s})
   conj(W_2M^s), from a = X_s, c = X_{M-s}, w = W_2M^s; cj: the input is X (F_CONJ_IN
   clear), else conj(X) already (a later job of a multi-dimensional backward transform) */
cpx c2rz(cpx a, cpx c, cpx w, bool cj) {
  if (cj) a.y = -a.y; else c.y = -c.y;
  w.y = -w.y;
  cpx x = (a + c) + mul_pi(cmul(a - c, w));
  return cpx(x.x, -x.y);
}
/* RPR: the partner of element q of a thread's butterfly i (r points a butterfly, t0:
   thread 0, whose butterflies 0 and B/2 pair with themselves) in v: Z_{M-e} for the
   store's recombination, X_{M-e} for the load's (where q = 0 of butterfly 0 is X_M) */
#define RPARTNER(i, q, r, t0) (i == 0u ? (t0 ? v[(r - q) % r] : v[r + r - 1u - q]) : (t0 ? v[r + r - 1u - q] : v[r - 1u - q]))

/* ---- small DFTs (forward: W = exp(-2 pi i / n)) in place on u[0 .. n-1] ---- */
cpx u[8];
void dftu(uint n) {
  if (n == 2) {
    cpx a = u[0], b = u[1];
    u[0] = a + b; u[1] = a - b;
  } else if (n == 4) {
    cpx a = u[0], b = u[1], c = u[2], d = u[3];
    cpx s0 = a + c, d0 = a - c, s1 = b + d, d1 = mul_mi(b - d);
    u[0] = s0 + s1; u[1] = d0 + d1; u[2] = s0 - s1; u[3] = d0 - d1;
  } else if (n == 8) {
    const real h = KC0;
    cpx x0 = u[0], x1 = u[1], x2 = u[2], x3 = u[3], x4 = u[4], x5 = u[5], x6 = u[6], x7 = u[7];
    /* even part: DFT4(x0,x2,x4,x6) */
    cpx a0 = x0 + x4, a1 = x0 - x4, a2 = x2 + x6, a3 = mul_mi(x2 - x6);
    cpx e0 = a0 + a2, e2 = a0 - a2, e1 = a1 + a3, e3 = a1 - a3;
    /* odd part: DFT4(x1,x3,x5,x7) */
    cpx b0 = x1 + x5, b1 = x1 - x5, b2 = x3 + x7, b3 = mul_mi(x3 - x7);
    cpx o0 = b0 + b2, o2 = b0 - b2, o1 = b1 + b3, o3 = b1 - b3;
    /* twiddles W8^k */
    o1 = h * cpx(o1.x + o1.y, o1.y - o1.x);
    o2 = mul_mi(o2);
    o3 = h * cpx(o3.y - o3.x, -(o3.x + o3.y));
    u[0] = e0 + o0; u[4] = e0 - o0;
    u[1] = e1 + o1; u[5] = e1 - o1;
    u[2] = e2 + o2; u[6] = e2 - o2;
    u[3] = e3 + o3; u[7] = e3 - o3;
  }
}
#ifdef DFT_COMPOSITE
/* cos 2 pi m / 64 for m = 0..16; W_64^m for any m by symmetry */
#ifdef DFT_DOUBLE
const real Q64[17] = real[17](
  K(1.0), 0.995184726672196886244836953109LF, 0.980785280403230449126182236134LF,
  0.956940335732208864935797886980LF, 0.923879532511286756128183189397LF, 0.881921264348355029712756863660LF,
  0.831469612302545237078788377618LF, 0.773010453362736960810906609758LF, 0.707106781186547524400844362105LF,
  0.634393284163645498215171613225LF, 0.555570233019602224742830813949LF, 0.471396736825997648556387625905LF,
  0.382683432365089771728459984030LF, 0.290284677254462367636192375817LF, 0.195090322016128267848284868477LF,
  0.098017140329560601994195563889LF, K(0.0));
#else
const real Q64[17] = real[17](
  K(1.0), 0.995184726672196886244836953109, 0.980785280403230449126182236134,
  0.956940335732208864935797886980, 0.923879532511286756128183189397, 0.881921264348355029712756863660,
  0.831469612302545237078788377618, 0.773010453362736960810906609758, 0.707106781186547524400844362105,
  0.634393284163645498215171613225, 0.555570233019602224742830813949, 0.471396736825997648556387625905,
  0.382683432365089771728459984030, 0.290284677254462367636192375817, 0.195090322016128267848284868477,
  0.098017140329560601994195563889, K(0.0));
#endif
real cos64(uint m) {
  m &= 63u;
  if (m <= 16u) return Q64[m];
  if (m <= 32u) return -Q64[32u - m];
  if (m <= 48u) return -Q64[m - 32u];
  return Q64[64u - m];
}
/* x * W_r^m, r dividing 64 */
cpx twc(cpx x, uint m, uint r) {
  uint t = (m * (64u / r)) & 63u;
  if (t == 0u) return x;
  if (t == 16u) return mul_mi(x);
  if (t == 32u) return -x;
  if (t == 48u) return mul_pi(x);
  return cmul(x, cpx(cos64(t), -cos64(16u - t)));
}
#ifdef DFT_SR16
/* 16 = 4 x 4 with the twiddles folded into the second DFT4s: W16^2 and W16^6 as
   h (x.x + x.y, x.y - x.x)-like sums, W16^1, W16^3, W16^9 as c (x + t y) forms
   (t = tan(pi/8)), the factors h and c applied in the last products */
void bfly16(uint o) {
  const real h = KC0, c = KC12, t = KC13;
  cpx a[16]; /* a[4 k1 + n2]: column DFT4 over n1 of x[4 n1 + n2] */
  [[unroll]] for (uint n2 = 0; n2 < 4u; n2++) {
    cpx x0 = v[o + n2], x1 = v[o + 4u + n2], x2 = v[o + 8u + n2], x3 = v[o + 12u + n2];
    cpx s0 = x0 + x2, d0 = x0 - x2, s1 = x1 + x3, d1 = mul_mi(x1 - x3);
    a[n2] = s0 + s1; a[4u + n2] = d0 + d1; a[8u + n2] = s0 - s1; a[12u + n2] = d0 - d1;
  }
  { /* k1 = 0 */
    cpx s0 = a[0] + a[2], d0 = a[0] - a[2], s1 = a[1] + a[3], d1 = mul_mi(a[1] - a[3]);
    v[o] = s0 + s1; v[o + 4u] = d0 + d1; v[o + 8u] = s0 - s1; v[o + 12u] = d0 - d1;
  }
  { /* k1 = 2: W^0, W^2, W^4, W^6 */
    cpx y0 = a[8], y2 = mul_mi(a[10]), b1 = a[9], b3 = a[11];
    cpx p1 = cpx(b1.x + b1.y, b1.y - b1.x), p3 = cpx(b3.y - b3.x, -(b3.x + b3.y));
    cpx s0 = y0 + y2, d0 = y0 - y2, s1 = p1 + p3, d1 = mul_mi(p1 - p3);
    v[o + 2u] = s0 + h * s1; v[o + 6u] = d0 + h * d1; v[o + 10u] = s0 - h * s1; v[o + 14u] = d0 - h * d1;
  }
  { /* k1 = 1: W^0, W^1, W^2, W^3 */
    cpx b1 = a[5], b2 = a[6], b3 = a[7];
    cpx p2 = cpx(b2.x + b2.y, b2.y - b2.x);
    cpx P = cpx(b1.x + t * b1.y, b1.y - t * b1.x), Q = cpx(t * b3.x + b3.y, t * b3.y - b3.x);
    cpx s0 = a[4] + h * p2, d0 = a[4] - h * p2, s1 = P + Q, d1 = mul_mi(P - Q);
    v[o + 1u] = s0 + c * s1; v[o + 5u] = d0 + c * d1; v[o + 9u] = s0 - c * s1; v[o + 13u] = d0 - c * d1;
  }
  { /* k1 = 3: W^0, W^3, W^6, W^9 = -W^1 */
    cpx b1 = a[13], b2 = a[14], b3 = a[15];
    cpx p2 = cpx(b2.y - b2.x, -(b2.x + b2.y));
    cpx P = cpx(t * b1.x + b1.y, t * b1.y - b1.x), Q = cpx(-(b3.x + t * b3.y), t * b3.x - b3.y);
    cpx s0 = a[12] + h * p2, d0 = a[12] - h * p2, s1 = P + Q, d1 = mul_mi(P - Q);
    v[o + 3u] = s0 + c * s1; v[o + 7u] = d0 + c * d1; v[o + 11u] = s0 - c * s1; v[o + 15u] = d0 - c * d1;
  }
}
#endif
/* r = A*B (16 = 4x4, 32 = 4x8) in registers: n = A n1 + n2, k = k1 + B k2 */
cpx tt[32];
void bflyc(uint o, uint A, uint B) {
  [[unroll]] for (uint n2 = 0; n2 < A; n2++) {
    [[unroll]] for (uint n1 = 0; n1 < B; n1++) u[n1] = v[o + A * n1 + n2];
    dftu(B);
    [[unroll]] for (uint k1 = 0; k1 < B; k1++) tt[n2 * B + k1] = twc(u[k1], n2 * k1, A * B);
  }
  [[unroll]] for (uint k1 = 0; k1 < B; k1++) {
    [[unroll]] for (uint n2 = 0; n2 < A; n2++) u[n2] = tt[n2 * B + k1];
    dftu(A);
    [[unroll]] for (uint k2 = 0; k2 < A; k2++) v[o + k1 + B * k2] = u[k2];
  }
}
#endif
void bflyp(uint o, uint r) { /* 2, 4, 8 */
  [[unroll]] for (uint q = 0; q < r; q++) u[q] = v[o + q];
  dftu(r);
  [[unroll]] for (uint q = 0; q < r; q++) v[o + q] = u[q];
}
/* cos and sin of 2 pi m / p for the odd butterflies */
const real C3[2] = real[2](K(1.0), K(-0.5));
const real S3[2] = real[2](K(0.0), KC1);
const real C5[3] = real[3](K(1.0), KC2,
                           KC3);
const real S5[3] = real[3](K(0.0), KC4,
                           KC5);
const real C7[4] = real[4](K(1.0), KC6,
                           KC7,
                           KC8);
const real S7[4] = real[4](K(0.0), KC9,
                           KC10,
                           KC11);
cpx cs(uint p, uint m) { /* (cos, sin) of 2 pi m / p, 0 <= m < p, folded to m <= p/2 */
  real sg = K(1.0);
  if (m > p / 2) { m = p - m; sg = K(-1.0); }
  if (p == 3) return cpx(C3[m], sg * S3[m]);
  if (p == 5) return cpx(C5[m], sg * S5[m]);
  if (p == 7) return cpx(C7[m], sg * S7[m]);
  cpx w = tab[pc.st_off + m * (R / p)]; /* W_p^m = (cos, -sin) */
  return cpx(w.x, -sg * w.y);
}
#define MAXH 16
void bfly_odd(uint o, uint p) {
  uint h = p / 2;
  cpx s[MAXH], d[MAXH];
  cpx x0 = v[o], sum = v[o];
  [[unroll]] for (uint q = 1; q <= h; q++) {
    s[q - 1] = v[o + q] + v[o + p - q];
    d[q - 1] = v[o + q] - v[o + p - q];
    sum += s[q - 1];
  }
  v[o] = sum;
  [[unroll]] for (uint k = 1; k <= h; k++) {
    cpx a = x0, b = cpx(0);
    [[unroll]] for (uint q = 1; q <= h; q++) {
      cpx w = cs(p, (q * k) % p);
      a += s[q - 1] * w.x;
      b += d[q - 1] * w.y;
    }
    v[o + k] = a + cpx(b.y, -b.x);
    v[o + p - k] = a + cpx(-b.y, b.x);
  }
}
void bfly(uint o, uint r) {
  if (r == 2 || r == 4 || r == 8) bflyp(o, r);
#ifdef DFT_COMPOSITE
#ifdef DFT_SR16
  else if (r == 16) bfly16(o);
#else
  else if (r == 16) bflyc(o, 4, 4);
#endif
  else if (r == 32) bflyc(o, 4, 8);
#endif
  else bfly_odd(o, r);
}

/* W^t from the two-level table at tw_off / tw2_off: the inter-pass twiddles
   (W_(nsp R)), and W_2M for the half-length real transforms (passes with nsp = 1) */
cpx twl(uint t) {
  return cmul(tab[pc.tw_off + (t & ((1u << pc.tw_kb) - 1u))], tab[pc.tw2_off + (t >> pc.tw_kb)]);
}

/* W_2M^t of the half-length real transforms: one table (tw2_off = tw_off) or two levels */
cpx twr(uint t) { return pc.tw2_off == pc.tw_off ? tab[pc.tw_off + t] : twl(t); }

/* ---- shared-memory exchange ---- */
/* padding: one slot every 2^PSH (32 reals of the split exchange, 16 complex floats, 8
   complex doubles), so that the strided writes of the early stages spread over the banks */
uint sidx(uint ln, uint p) {
  uint f = LMAP == 0 ? ln * R + p : p * L + ln;
  return f + (f >> PSH);
}
/* the exchanges of a line stay inside its subgroup when SGSYNC says so and the device's
   subgroups are full and hold whole lines (checked at run time: uniform) */
/* the slot of element p + o of line ln, o a constant of the unrolled loops (PADX) */
uint sidxo(uint ln, uint p, uint o) {
  if (PADX != 0u) {
    uint oo = LMAP == 0 ? o : o * L;
    return sidx(ln, p) + oo + (oo >> PSH);
  }
  return sidx(ln, p + o);
}
#define SIDXO(ln, p, o) sidxo(ln, p, o)
#ifdef DFT_NO_UNIT
#define BOK(b, B) b < B
#define INS_LD(c) c
#define INS_ST(c) c
#define INS_SS(c) c
#else
#if (defined(DFT_COMPOSITE) || defined(DFT_SHUF)) && !defined(DFT_UNITB)
/* The radix-16/32 and shuffle modules keep the bounds tests (UNIT 4, 8 and 16 are plain
   fp32 only): without them the driver gave 2^13 (radix 32) 136 registers instead of
   124, one workgroup an SM instead of two (0.640 -> 0.860 ms, runs S5.3/S5.4), and R2C
   2^12 (shuffle module) went 0.838 -> 0.935 ms; these modules have the text of run S5.3. */
#define BOK(b, B) b < B
#define INS_LD(c) ((UNIT & 1u) != 0u || c)
#define INS_ST(c) ((UNIT & 2u) != 0u || c)
#define INS_SS(c) c
#else
/* a bounds test c of the load, the store or the staged store, unless UNIT says that
   every index is inside */
#define BOK(b, B) bok(b, B)
#define INS_LD(c) ((UNIT & 5u) != 0u || c)
#define INS_ST(c) ((UNIT & 10u) != 0u || c)
#define INS_SS(c) ((UNIT & 8u) != 0u || c)
#endif
#endif
bool g_sg;
void xsync() {
  if (SGSYNC != 0 && g_sg) { subgroupMemoryBarrierShared(); subgroupBarrier(); }
  else barrier();
}

/* One radix stage: twiddles, butterflies, then the exchange for the next stage or, after
   the last stage, the store. Called once per stage with constant arguments; x is the
   stage's index (the exchange buffer with PP). */
uint g_ln, g_tl, g_jm, g_jd;
int g_obase;
bool g_live;
/* SHX: the butterfly of this thread in stages SHX-1 (g_bA) and SHX (g_bB); identity
   elsewhere. With 2^nb butterflies, thread t = (g, i), i = bits P..P+2 of t (a lane
   group of 8 inside a subgroup): stage SHX-1 takes butterfly g + i 2^(nb-3), so its
   outputs q of the 8 lanes of a group are the inputs of stage SHX's butterflies
   g_lo + q 2^k + g_hi 2^(k+3) (2^k = Ns of stage SHX-1), input i: an 8 x 8 transpose
   between the lanes of the group and their registers */
uint g_bA, g_bB, g_P;
bool g_shx;
#ifdef DFT_SFOLD
bool g_sf = false; /* the scale went into the last stage's inputs */
#endif
#ifndef DFT_NO_RPR
/* exp(-i pi j / 16), j < 16 (a constant j: folded) */
const real CPI16[9] = real[9](K(1.0), 0.980785280403230449126182236134239, 0.9238795325112867561281831893967883,
                              0.8314696123025452370787883776179058, KC0, 0.5555702330196022247428308139485329,
                              0.3826834323650897717284599840303989, 0.1950903220161282678482848684770222, K(0.0));
cpx wpi16(uint j) { return j <= 8u ? cpx(CPI16[j], -CPI16[8u - j]) : cpx(-CPI16[16u - j], -CPI16[j - 8u]); }
/* the last stage's butterflies */
const uint BL = R / (NST == 1u ? RAD0 : NST == 2u ? RAD1 : NST == 3u ? RAD2 : NST == 4u ? RAD3 : NST == 5u ? RAD4 :
                     NST == 6u ? RAD5 : NST == 7u ? RAD6 : NST == 8u ? RAD7 : NST == 9u ? RAD8 : NST == 10u ? RAD9 :
                     NST == 11u ? RAD10 : NST == 12u ? RAD11 : NST == 13u ? RAD12 : NST == 14u ? RAD13 :
                     NST == 15u ? RAD14 : RAD15);
#endif
uint bof(uint xs, uint i) {
#ifndef DFT_NO_RPR
  /* RPR: butterflies tl and B - tl of the last stage (2: of the first; tl = 0: 0 and B / 2) */
  if (RPR == 1u && xs + 1u == NST) return i == 0u ? g_tl : g_tl == 0u ? BL / 2u : BL - g_tl;
  if (RPR == 2u && xs == 0u) return i == 0u ? g_tl : g_tl == 0u ? (R / RAD0) / 2u : R / RAD0 - g_tl;
#endif
  if (SHX != 0u && g_shx && xs + 1u == SHX) return g_bA;
  if (SHX != 0u && g_shx && xs == SHX) return g_bB;
  return g_tl + i * T;
}
#if !defined(DFT_NO_UNIT) && ((!defined(DFT_COMPOSITE) && !defined(DFT_SHUF)) || defined(DFT_UNITB))
/* butterfly b of a stage with B butterflies exists: always where T divides B (UNIT 16) */
bool bok(uint b, uint B) { return ((UNIT & 16u) != 0u && B % T == 0u) || b < B; }
#endif
void store1(cpx x, uint s, int obase) {
  if (HAS_MO != 0) {
    cpx w = tab[pc.mo_off + s];
    if ((pc.flags & F_CONJ_MO) != 0u) w.y = -w.y;
    x = cmul(x, w);
  }
#ifdef DFT_NO_RPR
  if ((pc.flags & F_CONJ_OUT) != 0u) x.y = -x.y;
#else
  if ((CJT & 2u) != 0u && (pc.flags & F_CONJ_OUT) != 0u) x.y = -x.y;
#endif
#ifdef DFT_SFOLD
  if (!g_sf)
#endif
  x *= pc.scale;
#ifndef DFT_NO_UNIT
  if (STFMT == 0 && (UNIT & 2u) != 0u) dstc[obase + int(s)] = x;
  else
#endif
  if (STFMT == 0) dstc[obase + int(s) * pc.out_es] = x;
  else if (STFMT == 1) dstr[obase + int(s) * pc.out_es] = x.x;
  else if (STFMT == 3) {
#ifndef DFT_NO_UNIT
    if ((UNIT & 128u) != 0u) dstc[(obase >> 1) + int(s)] = x;
    else
#endif
    {
      dstr[obase + int(2u * s) * pc.out_es] = x.x;
      dstr[obase + int(2u * s + 1u) * pc.out_es] = x.y;
    }
  }
}
#ifdef DFT_XR
/* Round rr (of XR) of the exchange after a stage of radix r (Ns = ns) for one of radix
   r2, component c with SPLITX: the positions whose top log2(XR) bits are rr, in R / XR
   slots. The host makes every stage before an exchange do bpt >= XR butterflies a thread
   with Ns dividing T: the top bits of the outputs of butterfly i are then those of i
   (butterflies rr ipr .. rr ipr + ipr - 1 write round rr), and a thread reads in round rr
   its registers j = i + bpt2 q (position order) rr V / XR .. (rr + 1) V / XR - 1: every
   thread writes and reads V / XR points a round, so no more than V stay live. The reads
   go to vn (a register they fill may still hold an output of a later round), copied to v
   after the last round */
void xround(uint c, uint rr, uint r, uint ns, uint r2, uint x) {
  uint B = R / r, bpt = (B + T - 1) / T, B2 = R / r2, bpt2 = (B2 + T - 1) / T;
  uint ipr = bpt / XR, jpr = bpt2 * r2 / XR, RQ = R / XR;
  [[unroll]] for (uint ii = 0; ii < ipr; ii++) {
    uint i = rr * ipr + ii, b = bof(x, i);
    uint k = b % ns, base = (b / ns) * ns * r + k - rr * RQ;
    [[unroll]] for (uint q = 0; q < r; q++) {
      uint si = SIDXO(g_ln, base, q * ns);
      if (SPLITX != 0) sre[si] = c == 0 ? v[i * r + q].x : v[i * r + q].y;
      else scx[si] = v[i * r + q];
    }
  }
  xsync();
  [[unroll]] for (uint jj = 0; jj < jpr; jj++) {
    uint j = rr * jpr + jj, i = j % bpt2, q = j / bpt2;
    /* RPR: the last stage's second butterfly is B2 - tl (B2 / 2 for tl = 0), not tl + T */
    uint si = RPR == 1u && x + 2u == NST && i == 1u ? SIDXO(g_ln, bof(x + 1u, 1u), q * B2 - rr * RQ)
                                                     : SIDXO(g_ln, g_tl, j * T - rr * RQ);
    if (SPLITX != 0) {
      if (c == 0) vn[i * r2 + q].x = sre[si]; else vn[i * r2 + q].y = sre[si];
    } else vn[i * r2 + q] = scx[si];
  }
  xsync();
}
#endif
void stage(uint r, uint ns, bool last, uint r2, uint x) {
  uint B = R / r, bpt = (B + T - 1) / T;
  uint sb = (x & 1u) * HALF;
  [[unroll]] for (uint i = 0; i < bpt; i++) {
    uint b = bof(x, i);
    if (ns > 1) {
      uint k = b % ns;
      uint step = k * (R / (ns * r));
#ifdef DFT_TWCH
      /* DFT_TWCH (the radix-16 module): W^q = W^(q-1) W, one product a twiddle */
      if (r >= 16u) {
        cpx w1 = tab[pc.st_off + step], w = w1;
#ifdef DFT_SFOLD
        /* the last stage: its inputs times the scale (W^q scale along the chain) */
        if (last) { w = w1 * pc.scale; v[i * r] *= pc.scale; g_sf = true; }
#endif
        [[unroll]] for (uint q = 1; q < r; q++) {
          v[i * r + q] = cmul(v[i * r + q], w);
          if (q + 1u < r) w = cmul(w, w1);
        }
      } else
#endif
      if (TWREC != 0) {
        cpx w1 = tab[pc.st_off + step], w2 = cmul(w1, w1), w3 = cmul(w2, w1), wa = cpx(K(1.0), K(0.0));
        [[unroll]] for (uint q = 1; q < r; q++) {
          uint a = q >> 2, bq = q & 3u;
          cpx w = bq == 1u ? w1 : bq == 2u ? w2 : w3;
          if (bq == 0u) wa = TWREC == 2u ? (a == 1u ? cmul(w2, w2) : cmul(wa, cmul(w2, w2))) : tab[pc.st_off + 4u * a * step];
          if (a != 0u) w = bq == 0u ? wa : cmul(wa, w);
          v[i * r + q] = cmul(v[i * r + q], w);
        }
      } else {
        [[unroll]] for (uint q = 1; q < r; q++)
          if (BOK(b, B)) v[i * r + q] = cmul(v[i * r + q], tab[pc.st_off + q * step]);
      }
    }
    bfly(i * r, r);
  }
#ifdef DFT_SHUF
  if (!last && SHX != 0u && g_shx && x + 1u == SHX) {
    /* the 8 x 8 transpose of the lane group: three rounds, each swapping bit m of the
       lane with bit m of the register index */
    uint ii = (g_tl >> g_P) & 7u;
    [[unroll]] for (uint mb = 0; mb < 3u; mb++) {
      uint m = 1u << mb;
      bool hi = (ii & m) != 0u;
      [[unroll]] for (uint q = 0; q < 8u; q++) {
        if ((q & m) == 0u) {
          cpx snd = hi ? v[q] : v[q | m];
          cpx rcv = subgroupShuffleXor(snd, m << g_P);
          if (hi) v[q] = rcv; else v[q | m] = rcv;
        }
      }
    }
  } else
#endif
#ifdef DFT_XR
  if (!last && XR > 1u) {
    /* DFT_XR (one line a workgroup held in registers, V points a thread): the exchange
       in XR rounds (each twice with SPLITX), xround() below; every round a call with
       constant arguments, as the stages are (loops over the rounds ran 4 times slower
       on an H200: run S10.1) */
    [[unroll]] for (uint c = 0; c < (SPLITX != 0 ? 2u : 1u); c++) {
      xround(c, 0u, r, ns, r2, x);
      xround(c, 1u, r, ns, r2, x);
      if (XR > 2u) { xround(c, 2u, r, ns, r2, x); xround(c, 3u, r, ns, r2, x); }
      if (XR > 4u) {
        xround(c, 4u, r, ns, r2, x); xround(c, 5u, r, ns, r2, x);
        xround(c, 6u, r, ns, r2, x); xround(c, 7u, r, ns, r2, x);
      }
    }
    [[unroll]] for (uint q = 0; q < V; q++) v[q] = vn[q];
  } else
#endif
  if (!last) {
    /* exchange through shared memory for the next stage */
    uint B2 = R / r2, bpt2 = (B2 + T - 1) / T;
    [[unroll]] for (uint c = 0; c < (SPLITX != 0 ? 2u : 1u); c++) {
      [[unroll]] for (uint i = 0; i < bpt; i++) {
        uint b = bof(x, i);
        if (BOK(b, B)) {
          uint k = b % ns, base = (b / ns) * ns * r + k;
          [[unroll]] for (uint q = 0; q < r; q++) {
            uint si = SIDXO(g_ln, base, q * ns);
            if (SPLITX != 0) sre[si] = c == 0 ? v[i * r + q].x : v[i * r + q].y;
            else scx[sb + si] = v[i * r + q];
          }
        }
      }
      xsync();
      [[unroll]] for (uint i = 0; i < bpt2; i++) {
        uint b = bof(x + 1u, i);
        if (BOK(b, B2)) {
          [[unroll]] for (uint q = 0; q < r2; q++) {
            uint si = SIDXO(g_ln, b, q * B2);
            if (SPLITX != 0) {
              if (c == 0) v[i * r2 + q].x = sre[si]; else v[i * r2 + q].y = sre[si];
            } else v[i * r2 + q] = scx[sb + si];
          }
        }
      }
      if (SPLITX != 0 || PP == 0) xsync();
    }
  } else if (STMAP != 0) {
    /* last stage, staged: outputs to shared memory in natural order, then each thread
       stores the elements that keep the device-memory accesses adjacent */
    [[unroll]] for (uint c = 0; c < (SPLITX != 0 ? 2u : 1u); c++) {
      [[unroll]] for (uint i = 0; i < bpt; i++) {
        uint b = g_tl + i * T;
        if (BOK(b, B)) {
          [[unroll]] for (uint q = 0; q < r; q++) {
            uint si = SIDXO(g_ln, b, q * B);
            if (SPLITX != 0) sre[si] = c == 0 ? v[i * r + q].x : v[i * r + q].y;
            else scx[sb + si] = v[i * r + q];
          }
        }
      }
      barrier();
#ifndef DFT_NO_RPR
      cpx wt = cpx(K(0.0));
      /* twk: a half-length R2C whose lines are adjacent (STMAP 2) gives each thread
         elements e = tl + k T of one line, so W_2M^(jm + e nsp) = W_2M^(jm + tl nsp)
         exp(-i pi k / KS): one table read a thread instead of one an element */
      const bool twk = STFMT == 2u && STMAP == 2u && SPLITX == 0u && NT % L == 0u && KS * T == R && 16u % KS == 0u;
      if (twk) {
        uint l0 = gl_LocalInvocationID.x % L;
        wt = twr((PAIR != 0 ? s_jm[l0] : 0u) + gl_LocalInvocationID.x / L * pc.nsp);
      }
#endif
      [[unroll]] for (uint k = 0; k < KS; k++) {
        uint f = gl_LocalInvocationID.x + k * NT;
        uint lnn = STMAP == 1 ? f / R : f % L, e = STMAP == 1 ? f % R : f / L;
        if (f < L * R) {
          uint si = sidx(lnn, e);
          if (SPLITX != 0) {
            if (c == 0) v[k].x = sre[si]; else v[k].y = sre[si];
          } else if (STFMT == 2) {
            /* half-length R2C: X_e = E + W_2R^e O with E = (Z_e + conj Z_{R-e}) / 2,
               O = (Z_e - conj Z_{R-e}) / 2i; e = 0 keeps (X_0, X_R), both real */
            /* PAIR: Z_(jm + e nsp) pairs with Z_(M - jm - e nsp), element R-1-e of the
               partner line nsp - jm (element (R - e) mod R of line 0 for jm = 0) */
            uint jmm = PAIR != 0 ? s_jm[lnn] : 0u, kx = PAIR != 0 ? jmm + e * pc.nsp : e;
            uint lp = PAIR == 0 || jmm == 0u ? lnn : lnn < LH ? lnn + LH : lnn - LH;
            uint ep = PAIR == 0 || jmm == 0u ? (e == 0u ? 0u : R - e) : R - 1u - e;
            cpx a = scx[sb + si], b = scx[sb + sidx(lp, ep)];
            b.y = -b.y;
            cpx ev = K(0.5) * (a + b), od = mul_mi(K(0.5) * (a - b));
            if (kx == 0u) v[k] = cpx(ev.x + od.x, ev.x - od.x);
#ifndef DFT_NO_RPR
            else if (twk) v[k] = ev + cmul(k == 0u ? wt : cmul(wt, wpi16(k * (16u / KS))), od);
#endif
            else v[k] = ev + cmul(twr(kx), od);
          } else v[k] = scx[sb + si];
        }
      }
      if (SPLITX != 0 && c == 0) barrier();
    }
    [[unroll]] for (uint k = 0; k < KS; k++) {
      uint f = gl_LocalInvocationID.x + k * NT;
      uint lnn = STMAP == 1 ? f / R : f % L, e = STMAP == 1 ? f % R : f / L;
      if (f < L * R && s_live[lnn] != 0u) {
        uint s = s_jd[lnn] * pc.nsp * R + s_jm[lnn] + e * pc.nsp;
        if (STFMT == 2) {
          cpx x = v[k] * pc.scale;
          uint M = PAIR != 0 ? R * pc.nsp : R;
          if ((PAIR != 0 ? s : e) == 0u) { /* (X_0, X_M), M = nsp R (one pass: R) */
            dstc[s_obase[lnn]] = cpx(x.x, K(0.0));
            if (M < pc.nout) dstc[s_obase[lnn] + int(M) * pc.out_es] = cpx(x.y, K(0.0));
          } else if (s < pc.nout) dstc[s_obase[lnn] + int(s) * pc.out_es] = x;
        } else if (INS_SS(s < pc.nout)) store1(v[k], s, s_obase[lnn]);
      }
    }
#ifndef DFT_NO_RPR
  } else if (RPR == 1u) {
    /* half-length R2C recombined in registers: output e = b + q B of butterfly i pairs
       with M - e, output r - 1 - q of the other butterfly (of the same one, q -> -q mod r,
       for b = 0, and q -> r - 1 - q for b = B / 2, both thread 0's); X_e = E + W_2M^e O,
       E = (Z_e + conj Z_{M-e}) / 2, O = (Z_e - conj Z_{M-e}) / 2i; X_0 and X_M real */
    bool t0 = g_tl == 0u;
    real scl = pc.scale;
    /* UNIT 64 (radices dividing 16): W_2M^(b + q B) = W_2M^b exp(-i pi q / r), two table
       reads a thread instead of one an output */
    bool twk = (UNIT & 64u) != 0u && 16u % r == 0u;
    cpx wb0 = cpx(K(0.0)), wb1 = cpx(K(0.0));
    if (twk) { wb0 = twr(bof(x, 0u)); wb1 = twr(bof(x, 1u)); }
#ifdef DFT_SFOLD
    if (g_sf) scl = K(1.0); /* the scale went into the last stage's inputs */
#endif
    [[unroll]] for (uint i = 0; i < 2u; i++) {
      uint b = bof(x, i);
      [[unroll]] for (uint q = 0; q < r; q++) {
        uint e = b + q * B;
        cpx a = v[i * r + q];
        cpx c = RPARTNER(i, q, r, t0);
        c.y = -c.y;
        cpx ev = K(0.5) * (a + c), od = mul_mi(K(0.5) * (a - c));
        if (i == 0u && q == 0u && t0) {
          if (g_live) {
            dstc[g_obase] = cpx((ev.x + od.x) * scl, K(0.0));
            if (R < pc.nout) dstc[g_obase + int(R) * pc.out_es] = cpx((ev.x - od.x) * scl, K(0.0));
          }
        } else if (g_live && e < pc.nout)
          dstc[g_obase + int(e) * pc.out_es] =
              (ev + cmul(twk ? cmul(i == 0u ? wb0 : wb1, wpi16(q * (16u / r))) : twr(e), od)) * scl;
      }
    }
#endif
  } else {
    /* last stage: natural order e = b + q*B; store */
    [[unroll]] for (uint i = 0; i < bpt; i++) {
      uint b = g_tl + i * T;
      [[unroll]] for (uint q = 0; q < r; q++) {
        uint e = b + q * B;
        uint s = LDFMT == 5 ? (e == 0u ? g_jd : pc.nin - g_jd) : g_jd * pc.nsp * R + g_jm + e * pc.nsp;
#ifndef DFT_NO_UNIT
        if ((UNIT & 2u) != 0u) s = e;
#endif
        if (g_live && BOK(b, B) && INS_ST(s < pc.nout)) store1(v[i * r + q], s, g_obase);
      }
    }
  }
}

void main() {
  uint lid = gl_LocalInvocationID.x;
  /* with SGSYNC, threads are numbered subgroup by subgroup, so that a line's T threads
     (T divides the subgroup size) share one */
  g_sg = SGSYNC != 0 && gl_SubgroupSize % T == 0u && gl_NumSubgroups * gl_SubgroupSize == NT;
  /* SHX: lane groups of 8 at lane bits P..P+2 (2 on subgroups of 32 and more, which
     keeps the shared-memory accesses next to the shuffle free of bank conflicts); the
     host asks for it with T >= 32 threads a line, T a power of two */
  g_shx = false; g_P = 0u;
#ifdef DFT_SHUF
  if (SHX != 0u && gl_SubgroupSize >= 8u && gl_NumSubgroups * gl_SubgroupSize == NT) {
    g_P = gl_SubgroupSize >= 32u ? 2u : 0u;
    g_shx = T >= (8u << g_P);
  }
#endif
  if (g_sg || g_shx) lid = gl_SubgroupID * gl_SubgroupSize + gl_SubgroupInvocationID;
  uint ln = LMAP == 0 ? lid / T : lid % L;
  uint tl = LMAP == 0 ? lid % T : lid / L;
  uint wg = pc.wgbase + gl_WorkGroupID.x + gl_NumWorkGroups.x * (gl_WorkGroupID.y + gl_NumWorkGroups.y * gl_WorkGroupID.z);
  uint g = wg * L + ln, njj = pc.nj;
  /* lines paired: PAIR 1 nsp (= nj), 2 nj (the double module has no PAIR 2) */
#ifdef DFT_NO_RPR
#define PAIRN pc.nsp
#else
#define PAIRN (PAIR == 2u ? pc.nj : pc.nsp)
#endif
  if (PAIR != 0) { g = wg * LH + ln % LH; njj = PAIRN / 2u + 1u; } /* pair rows */
  uint nlines = njj * pc.c0 * pc.c1 * pc.c2;
  bool live = g < nlines;
  uint j, b0, rest;
  if ((pc.flags & F_B0FIRST) != 0u) {
    b0 = g % pc.c0; rest = g / pc.c0; j = rest % njj; rest = rest / njj;
  } else {
    j = g % njj; rest = g / njj; b0 = rest % pc.c0; rest = rest / pc.c0;
  }
  if (PAIR != 0 && ln >= LH) j = (PAIRN - j) % PAIRN;
  uint b1 = rest % pc.c1, b2 = rest / pc.c1;
  int ibase = pc.in_off + int(b0) * pc.in_s0 + int(b1) * pc.in_s1 + int(b2) * pc.in_s2;
  int obase = pc.out_off + int(b0) * pc.out_s0 + int(b1) * pc.out_s1 + int(b2) * pc.out_s2;
  uint jm = j % pc.nsp, jd = j / pc.nsp;
  if (SHX != 0u && g_shx) {
    uint ns = SHX == 2u ? NS1 : SHX == 3u ? NS2 : SHX == 4u ? NS3 : SHX == 5u ? NS4 : SHX == 6u ? NS5 : NS6;
    uint nb = uint(findMSB(T)), k = uint(findMSB(ns));
    uint gi = (tl >> g_P) & 7u, gg = (tl & ((1u << g_P) - 1u)) | ((tl >> (g_P + 3u)) << g_P);
    g_bA = gg | (gi << (nb - 3u));
    g_bB = (gg & ((1u << k) - 1u)) | (gi << k) | ((gg >> k) << (k + 3u));
  }
  if (STMAP != 0 && tl == 0) { /* read after the barriers below */
    s_obase[ln] = obase; s_jm[ln] = jm; s_jd[ln] = jd; s_live[ln] = live ? 1u : 0u;
  }

  /* ---- load the first stage's inputs ---- */
  if (LDFMT == 5) {
    /* X_s = E_s + W_2M^s O_s, E_s = (Z_s + conj Z_{M-s}) / 2, O_s = (Z_s - conj Z_{M-s}) / 2i
       for s = j and s = M - j from one read of Z_j and Z_{M-j}; X_0 and X_M are real */
    uint jj = (pc.nin - j) % pc.nin;
    if (live) {
      cpx a = srcc[ibase + int(j) * pc.in_es], c = srcc[ibase + int(jj) * pc.in_es];
      cpx ca = cpx(a.x, -a.y), cc = cpx(c.x, -c.y);
      cpx e0 = K(0.5) * (a + cc), o0 = mul_mi(K(0.5) * (a - cc));
      cpx e1 = K(0.5) * (c + ca), o1 = mul_mi(K(0.5) * (c - ca));
      const uint i1 = V - 1u; /* 1: V = 2 in this mode */
      if (j == 0u) { v[0] = cpx(e0.x + o0.x, K(0.0)); v[i1] = cpx(e0.x - o0.x, K(0.0)); }
      else { v[0] = e0 + cmul(twr(j), o0); v[i1] = e1 + cmul(twr(pc.nin - j), o1); }
    }
  } else {
    uint r = RAD0, B = R / r, bpt = (B + T - 1) / T;
    g_tl = tl;
    [[unroll]] for (uint i = 0; i < bpt; i++) {
#ifdef DFT_NO_RPR
      uint b = tl + i * T;
#else
      uint b = RPR == 2u ? bof(0u, i) : tl + i * T;
#endif
      [[unroll]] for (uint q = 0; q < r; q++) {
        cpx x = cpx(0);
        uint e = b + q * B;
#ifdef DFT_NO_UNIT
        uint s = j + e * pc.nj;
#else
        uint s = (UNIT & 1u) != 0u ? e : j + e * pc.nj;
#endif
        if (live && BOK(b, B) && INS_LD(s < pc.nin)) {
#ifndef DFT_NO_UNIT
          if (LDFMT == 0 && (UNIT & 1u) != 0u) {
            x = srcc[ibase + int(s)];
          } else
#endif
          if (LDFMT == 0) {
            x = srcc[ibase + int(s) * pc.in_es];
          } else if (LDFMT == 1) {
            x = cpx(srcr[ibase + int(s) * pc.in_es], K(0.0));
          } else if (LDFMT == 2) {
            /* the imaginary parts of X_0 and X_{n/2} are ignored, as on the CPU */
            if (s <= pc.nin / 2) x = srcc[ibase + int(s) * pc.in_es];
            else { x = srcc[ibase + int(pc.nin - s) * pc.in_es]; x.y = -x.y; }
            if (s == 0u || 2u * s == pc.nin) x.y = K(0.0);
          } else if (LDFMT == 3) {
#ifndef DFT_NO_UNIT
            /* UNIT 32: unit steps from an even real, the pair is one complex element */
            if ((UNIT & 32u) != 0u) x = srcc[(ibase >> 1) + int(s)];
            else
#endif
            x = cpx(srcr[ibase + int(2u * s) * pc.in_es], srcr[ibase + int(2u * s + 1u) * pc.in_es]);
          } else
#ifndef DFT_NO_RPR
          if (RPR == 2u || PAIR == 2u) {
            x = srcc[ibase + int(s) * pc.in_es]; /* X_s alone: combined below */
          } else
#endif
          {
            /* C2R, M = nin */
            cpx a = srcc[ibase + int(s) * pc.in_es], c = srcc[ibase + int(pc.nin - s) * pc.in_es];
            if (s == 0u) { a.y = K(0.0); c.y = K(0.0); } /* Im X_0, Im X_M ignored, as on the CPU */
            x = c2rz(a, c, twr(s), (pc.flags & F_CONJ_IN) == 0u);
          }
#ifdef DFT_NO_RPR
          if (LDFMT != 4 && (pc.flags & F_CONJ_IN) != 0u) x.y = -x.y;
#else
          if (LDFMT != 4 && (CJT & 1u) != 0u && (pc.flags & F_CONJ_IN) != 0u) x.y = -x.y;
#endif
          if (HAS_MI != 0) {
            cpx w = tab[pc.mi_off + s];
            if ((pc.flags & F_CONJ_MI) != 0u) w.y = -w.y;
            x = cmul(x, w);
          }
          if (HAS_TW != 0 && TWP == 0) x = cmul(x, twl(TWS * jm * e));
        }
        v[i * r + q] = x;
      }
      if (HAS_TW != 0 && TWP != 0 && live && BOK(b, B)) {
        /* W^(jm (b + q B)) = W^(jm b) W^(jm B)^(q mod 4) W^(4 jm B (q / 4)) */
        cpx wb = twl(TWS * jm * b), w1 = twl(TWS * jm * B), w2 = cmul(w1, w1), w3 = cmul(w2, w1), wa = wb;
        [[unroll]] for (uint q = 1; q < r; q++) {
          uint bq = q & 3u;
          if (bq == 0u) wa = cmul(wb, twl(TWS * jm * B * q));
          cpx w = bq == 0u ? wa : cmul(wa, bq == 1u ? w1 : bq == 2u ? w2 : w3);
          v[i * r + q] = cmul(v[i * r + q], w);
        }
        v[i * r] = cmul(v[i * r], wb);
      }
    }
  }
#ifndef DFT_NO_RPR
  if (LDFMT == 4 && RPR == 2u && live) {
    /* C2R recombined in registers (RPR 2): element e = b + q B of butterfly i pairs with
       M - e, element r - 1 - q of the other butterfly (of the same one for thread 0: q ->
       -q mod r for b = 0, with X_M for q = 0, and q -> r - 1 - q for b = B / 2), as at
       RPR's store. Z_e = (X_e + conj X_{M-e}) + i (X_e - conj X_{M-e}) conj(W_2M^e); the
       FFT transforms conj(Z_e) (without F_CONJ_IN the input is conj(X) already); the
       imaginary parts of X_0 and X_M are ignored. UNIT 64: W_2M^(b + q B) = W_2M^b
       exp(-i pi q / r) */
    uint r = RAD0, B = R / r;
    bool t0 = tl == 0u, cj = (pc.flags & F_CONJ_IN) == 0u, twk = (UNIT & 64u) != 0u && 16u % r == 0u;
    cpx xm = t0 ? srcc[ibase + int(pc.nin) * pc.in_es] : cpx(K(0.0));
    cpx wb0 = cpx(K(0.0)), wb1 = cpx(K(0.0));
    if (twk) { wb0 = twr(bof(0u, 0u)); wb1 = twr(bof(0u, 1u)); }
#define RPRW(i, q) (twk ? cmul(i == 0u ? wb0 : wb1, wpi16((q) * (16u / r))) : twr(bof(0u, i) + (q) * B))
#ifdef DFT_XR
    /* XR: each pair's two Z come from the same two X and replace them in place (thread 0
       apart); the copy below took C2R 2^14's XR pass to 214 registers instead of 181,
       0.939 ms instead of 0.844 on an H200, where the other modules run the in-place
       form slower (C2R 2^8 0.592 -> 0.623 ms, 2^10 0.606 -> 0.638: a line's thread 0
       takes a branch of its own, and there every subgroup holds several lines) */
    if (t0) {
      [[unroll]] for (uint q = 0; q <= r / 2u; q++) {
        uint qp = (r - q) % r;
        cpx a = v[q], c = q == 0u ? xm : v[qp];
        if (q == 0u) { a.y = K(0.0); c.y = K(0.0); }
        v[q] = c2rz(a, c, RPRW(0u, q), cj);
        if (q != 0u && q != r / 2u) v[qp] = c2rz(c, a, RPRW(0u, qp), cj);
      }
      [[unroll]] for (uint q = 0; q < r / 2u; q++) {
        cpx a = v[r + q], c = v[2u * r - 1u - q];
        v[r + q] = c2rz(a, c, RPRW(1u, q), cj);
        v[2u * r - 1u - q] = c2rz(c, a, RPRW(1u, r - 1u - q), cj);
      }
    } else {
      [[unroll]] for (uint q = 0; q < r; q++) {
        cpx a = v[q], c = v[2u * r - 1u - q];
        v[q] = c2rz(a, c, RPRW(0u, q), cj);
        v[2u * r - 1u - q] = c2rz(c, a, RPRW(1u, r - 1u - q), cj);
      }
    }
#else
    cpx z[32];
    [[unroll]] for (uint i = 0; i < 2u; i++) {
      [[unroll]] for (uint q = 0; q < r; q++) {
        bool e0 = t0 && i == 0u && q == 0u; /* X_0, whose partner is X_M */
        cpx a = v[i * r + q], c = e0 ? xm : RPARTNER(i, q, r, t0);
        if (e0) { a.y = K(0.0); c.y = K(0.0); }
        z[i * r + q] = c2rz(a, c, RPRW(i, q), cj);
      }
    }
    [[unroll]] for (uint q = 0; q < 2u * r; q++) v[q] = z[q];
#endif
#undef RPRW
  }
  if (LDFMT == 4 && PAIR == 2u) {
    /* C2R's first pass of a multi-pass plan over pair rows (PAIR 2): slots ln and ln +- LH
       hold lines j and nj - j, whose elements e and R - 1 - e pair (X_s and X_{M-s}, s = j
       + e nj); line 0 (both slots of row 0) pairs e with R - e, and X_0 with X_M, which
       the thread of element 0 reads. Every X is read once from memory, its partner from
       shared memory: reading X_{M-s} from memory as well took the first pass of C2R
       2^16 1.08 ms against 0.65 for a C2C first pass of the same bytes on an H200 */
    uint r = RAD0, B = R / r, bpt = (B + T - 1) / T, lp = ln < LH ? ln + LH : ln - LH;
    /* twk: W_2M^s = W_2M^(j + b nj) exp(-i pi q / r) (B nj = M / r), one table read a
       butterfly (r a power of two up to 16), else one an element */
    bool cj = (pc.flags & F_CONJ_IN) == 0u, twk = 16u % r == 0u;
    cpx xm = live && j == 0u && tl == 0u ? srcc[ibase + int(pc.nin) * pc.in_es] : cpx(K(0.0));
    [[unroll]] for (uint i = 0; i < bpt; i++) {
      uint b = tl + i * T;
      if (BOK(b, B)) [[unroll]] for (uint q = 0; q < r; q++) scx[sidx(ln, b + q * B)] = v[i * r + q];
    }
    barrier();
    [[unroll]] for (uint i = 0; i < bpt; i++) {
      uint b = tl + i * T;
      if (live && BOK(b, B)) {
        cpx wb = twk ? twr(j + b * pc.nj) : cpx(K(0.0));
        [[unroll]] for (uint q = 0; q < r; q++) {
          uint e = b + q * B;
          cpx a = v[i * r + q], c = j != 0u ? scx[sidx(lp, R - 1u - e)] : e != 0u ? scx[sidx(lp, R - e)] : xm;
          cpx w = !twk ? twr(j + e * pc.nj) : q == 0u ? wb : cmul(wb, wpi16(q * (16u / r)));
          if (j == 0u && e == 0u) { a.y = K(0.0); c.y = K(0.0); } /* Im X_0, Im X_M ignored */
          v[i * r + q] = c2rz(a, c, w, cj);
        }
      }
    }
    barrier(); /* the partners are read before the first exchange writes */
  }
#endif
  /* every load of the workgroup precedes every store (in place); the exchanges and the
     staged store synchronize anyway */
  if (NST == 1 && STMAP == 0) barrier();

  /* ---- radix stages: each present only when NST says so ---- */
  g_ln = ln; g_tl = tl; g_jm = jm; g_jd = jd; g_obase = obase; g_live = live;
  if (NST > 0) stage(RAD0, 1, NST == 1, RAD1, 0);
  if (NST > 1) stage(RAD1, NS1, NST == 2, RAD2, 1);
  if (NST > 2) stage(RAD2, NS2, NST == 3, RAD3, 2);
  if (NST > 3) stage(RAD3, NS3, NST == 4, RAD4, 3);
  if (NST > 4) stage(RAD4, NS4, NST == 5, RAD5, 4);
  if (NST > 5) stage(RAD5, NS5, NST == 6, RAD6, 5);
  if (NST > 6) stage(RAD6, NS6, NST == 7, RAD7, 6);
  if (NST > 7) stage(RAD7, NS7, NST == 8, RAD8, 7);
  if (NST > 8) stage(RAD8, NS8, NST == 9, RAD9, 8);
  if (NST > 9) stage(RAD9, NS9, NST == 10, RAD10, 9);
  if (NST > 10) stage(RAD10, NS10, NST == 11, RAD11, 10);
  if (NST > 11) stage(RAD11, NS11, NST == 12, RAD12, 11);
  if (NST > 12) stage(RAD12, NS12, NST == 13, RAD13, 12);
  if (NST > 13) stage(RAD13, NS13, NST == 14, RAD14, 13);
  if (NST > 14) stage(RAD14, NS14, NST == 15, RAD15, 14);
  if (NST > 15) stage(RAD15, NS15, true, 1, 15);
}
