/* core_run.h - test cases of the layout matrix: description, layout resolution as the
   contract states it (API.md + docs/API-READINGS.md), descriptor setup, and the run of
   one direction with all its checks. Included by tests/test_core.c after core_engine.h. */
#ifndef CORE_RUN_H
#define CORE_RUN_H

enum { ST_CC = 1, ST_RR, ST_CCE, ST_CCE_SPLIT, ST_CCS, ST_PACK, ST_PERM };

typedef struct {
  const char *name;
  int domain, dim;
  int64_t n[DFT_MAX_DIMENSION];
  int64_t howmany;       /* 0 means 1 */
  int inplace, stor;
  int fs_set, bs_set;    /* explicit FWD/BWD strides: fs[0] offset, fs[1..dim] */
  int64_t fs[DFT_MAX_DIMENSION + 1], bs[DFT_MAX_DIMENSION + 1];
  int64_t fd, bd;        /* distances, 0 = unset */
  int legacy;            /* set strides through INPUT/OUTPUT_STRIDES, per direction */
  double fscale, bscale; /* 0 = leave the default 1.0 */
  int64_t threads;       /* THREAD_LIMIT to set, 0 = leave default */
  int set_place;         /* also set PLACEMENT INPLACE explicitly */
} tcase;

static int is_packed(int stor) { return stor == ST_CCS || stor == ST_PACK || stor == ST_PERM; }
static int is_split(int stor) { return stor == ST_RR || stor == ST_CCE_SPLIT; }
static int pfmt_of(int stor)
{
  return stor == ST_CCS ? DFT_CCS_FORMAT : stor == ST_PACK ? DFT_PACK_FORMAT : DFT_PERM_FORMAT;
}
static const char *stor_name(int stor)
{
  switch (stor) {
  case ST_CC: return "c2c";
  case ST_RR: return "c2c-split";
  case ST_CCE: return "r2c-cce";
  case ST_CCE_SPLIT: return "r2c-cce-split";
  case ST_CCS: return "r2c-ccs";
  case ST_PACK: return "r2c-pack";
  case ST_PERM: return "r2c-perm";
  }
  return "?";
}
static int64_t tc_howmany(const tcase *tc) { return tc->howmany ? tc->howmany : 1; }

static void tc_label(const tcase *tc, int prec, char *buf, size_t cap)
{
  char sh[128];
  int l, o = 0;
  for (l = 0; l < tc->dim && o < 100; l++)
    o += snprintf(sh + o, sizeof sh - (size_t)o, "%s%lld", l ? "x" : "", (long long)tc->n[l]);
  snprintf(buf, cap, "[%s %s %s %s n=%s b=%lld%s]", tc->name ? tc->name : "matrix",
           prec == DFT_SINGLE ? "single" : "double", stor_name(tc->stor),
           tc->inplace ? "inplace" : "outofplace", sh, (long long)tc_howmany(tc),
           tc->legacy ? " legacy" : "");
}

/* row-major tight strides over len with a last-dimension row of `row` elements */
static void tight(int dim, const int64_t *len, int64_t row, int64_t *str, int64_t *dist)
{
  int64_t acc = row;
  int l;
  str[dim - 1] = 1;
  for (l = dim - 2; l >= 0; l--) { str[l] = acc; acc *= len[l]; }
  *dist = acc;
}

/* The layouts of the forward (F) and backward (B) domains the contract gives this case. */
static void resolve(const tcase *tc, lspec *F, lspec *B)
{
  int d = tc->dim, l;
  int real = tc->domain == DFT_REAL, packed = real && is_packed(tc->stor);
  int r2x = real && !packed; /* the in-place 2x rule applies */
  int64_t nd = tc->n[d - 1], h = nd / 2 + 1, fdd, bdd, fstr[DFT_MAX_DIMENSION],
          bstr[DFT_MAX_DIMENSION];
  memset(F, 0, sizeof *F);
  memset(B, 0, sizeof *B);
  F->dim = B->dim = d;
  F->howmany = B->howmany = tc_howmany(tc);
  for (l = 0; l < d; l++) F->len[l] = B->len[l] = tc->n[l];
  if (!real) {
    F->kind = B->kind = tc->stor == ST_RR ? K_SPLIT : K_CPLX;
  } else {
    F->kind = K_REAL;
    if (packed) { B->kind = K_PACKED; B->pfmt = pfmt_of(tc->stor); }
    else { B->kind = tc->stor == ST_CCE_SPLIT ? K_SPLIT : K_CPLX; B->len[d - 1] = h; }
  }
  /* defaults */
  if (packed) {
    bstr[0] = fstr[0] = 1;
    bdd = packed_count(B->pfmt, nd);
    fdd = tc->inplace ? bdd : nd;
  } else {
    tight(d, F->len, !real ? nd : (tc->inplace ? 2 * h : nd), fstr, &fdd);
    tight(d, B->len, !real ? nd : h, bstr, &bdd);
  }
  /* strides */
  if (tc->fs_set) {
    F->off = tc->fs[0];
    for (l = 0; l < d; l++) F->str[l] = tc->fs[l + 1];
  } else if (tc->inplace && tc->bs_set) {
    F->off = r2x ? 2 * tc->bs[0] : tc->bs[0];
    for (l = 0; l < d; l++) F->str[l] = (r2x && l < d - 1) ? 2 * tc->bs[l + 1] : tc->bs[l + 1];
  } else {
    F->off = 0;
    for (l = 0; l < d; l++) F->str[l] = fstr[l];
  }
  if (tc->bs_set) {
    B->off = tc->bs[0];
    for (l = 0; l < d; l++) B->str[l] = tc->bs[l + 1];
  } else if (tc->inplace && tc->fs_set) {
    B->off = r2x ? tc->fs[0] / 2 : tc->fs[0];
    for (l = 0; l < d; l++) B->str[l] = (r2x && l < d - 1) ? tc->fs[l + 1] / 2 : tc->fs[l + 1];
  } else {
    B->off = 0;
    for (l = 0; l < d; l++) B->str[l] = bstr[l];
  }
  /* distances */
  if (tc->fd) F->dist = tc->fd;
  else if (tc->inplace && tc->bd) F->dist = r2x ? 2 * tc->bd : tc->bd;
  else F->dist = fdd;
  if (tc->bd) B->dist = tc->bd;
  else if (tc->inplace && tc->fd) B->dist = r2x ? tc->fd / 2 : tc->fd;
  else B->dist = bdd;
}

/* Creates and configures (does not commit) the descriptor of a case. */
static int setup(const tcase *tc, int prec, dft_descriptor **pd, const char *lb)
{
  dft_descriptor *d = NULL;
  char w[300];
  int ok = 1;
  snprintf(w, sizeof w, "%s create", lb);
  if (!check_st(dft_create(&d, (dft_precision)prec, (dft_domain)tc->domain, tc->dim, tc->n),
                DFT_OK, w)) {
    *pd = NULL;
    return 0;
  }
#define SETCHK(call, what)                                                   \
  do {                                                                       \
    snprintf(w, sizeof w, "%s %s", lb, what);                                \
    ok &= check_st(call, DFT_OK, w);                                         \
  } while (0)
  if (tc_howmany(tc) != 1) SETCHK(dft_set_int(d, DFT_NUMBER_OF_TRANSFORMS, tc->howmany), "set NUMBER_OF_TRANSFORMS");
  if (!tc->inplace) SETCHK(dft_set_config(d, DFT_PLACEMENT, DFT_NOT_INPLACE), "set PLACEMENT");
  else if (tc->set_place) SETCHK(dft_set_config(d, DFT_PLACEMENT, DFT_INPLACE), "set PLACEMENT");
  if (tc->stor == ST_RR || tc->stor == ST_CCE_SPLIT)
    SETCHK(dft_set_config(d, DFT_COMPLEX_STORAGE, DFT_REAL_REAL), "set COMPLEX_STORAGE");
  if (is_packed(tc->stor)) {
    SETCHK(dft_set_config(d, DFT_CONJUGATE_EVEN_STORAGE, DFT_COMPLEX_REAL), "set CONJUGATE_EVEN_STORAGE");
    SETCHK(dft_set_config(d, DFT_PACKED_FORMAT, (dft_config_value)pfmt_of(tc->stor)), "set PACKED_FORMAT");
  }
  if (tc->fscale != 0) SETCHK(dft_set_real(d, DFT_FORWARD_SCALE, tc->fscale), "set FORWARD_SCALE");
  if (tc->bscale != 0) SETCHK(dft_set_real(d, DFT_BACKWARD_SCALE, tc->bscale), "set BACKWARD_SCALE");
  if (!tc->legacy) {
    if (tc->fs_set) SETCHK(dft_set_ints(d, DFT_FWD_STRIDES, tc->fs), "set FWD_STRIDES");
    if (tc->bs_set) SETCHK(dft_set_ints(d, DFT_BWD_STRIDES, tc->bs), "set BWD_STRIDES");
  }
  if (tc->fd) SETCHK(dft_set_int(d, DFT_FWD_DISTANCE, tc->fd), "set FWD_DISTANCE");
  if (tc->bd) SETCHK(dft_set_int(d, DFT_BWD_DISTANCE, tc->bd), "set BWD_DISTANCE");
  if (tc->threads) SETCHK(dft_set_int(d, DFT_THREAD_LIMIT, tc->threads), "set THREAD_LIMIT");
#undef SETCHK
  *pd = d;
  return ok;
}

/* ------------------------------------------------------ one direction's run */
typedef struct {
  const tcase *tc;
  int prec, dir, split, inplace;
  view vi, vo;
  int nib, nob;     /* buffers allocated for input / output (in place: nob = 0) */
  tbuf ib[2], ob[2];
  long double *lin, *lexp;
  double tol;
} drun;

static tbuf *drun_obuf(drun *r, int b) { return r->inplace ? &r->ib[b] : &r->ob[b]; }

static void drun_prepare(drun *r, const tcase *tc, int prec, int dir, const lspec *F,
                         const lspec *B, uint64_t seed, const char *lb)
{
  const lspec *Li = dir ? B : F, *Lo = dir ? F : B;
  int b, real = tc->domain == DFT_REAL;
  int64_t H = tc_howmany(tc), i, m, N = prod64(tc->dim, tc->n);
  long double sigma;
  memset(r, 0, sizeof *r);
  r->tc = tc;
  r->prec = prec;
  r->dir = dir;
  r->split = is_split(tc->stor);
  r->inplace = tc->inplace;
  view_build(Li, &r->vi, lb);
  view_build(Lo, &r->vo, lb);
  if (r->inplace) {
    r->nib = r->vi.nbuf > r->vo.nbuf ? r->vi.nbuf : r->vo.nbuf;
    for (b = 0; b < r->nib; b++) {
      int64_t s = 0;
      if (b < r->vi.nbuf && r->vi.size[b] > s) s = r->vi.size[b];
      if (b < r->vo.nbuf && r->vo.size[b] > s) s = r->vo.size[b];
      tbuf_alloc_shift(&r->ib[b], prec, s, (int)((seed >> (4 * b)) % 4));
    }
  } else {
    r->nib = r->vi.nbuf;
    r->nob = r->vo.nbuf;
    for (b = 0; b < r->nib; b++)
      tbuf_alloc_shift(&r->ib[b], prec, r->vi.size[b], (int)((seed >> (4 * b)) % 4));
    for (b = 0; b < r->nob; b++)
      tbuf_alloc_shift(&r->ob[b], prec, r->vo.size[b], (int)((seed >> (4 * b + 8)) % 4));
  }
  /* input: random, conjugate-even where the backward real domain needs it */
  r->lin = (long double *)xmalloc(sizeof(long double) * (size_t)(r->vi.nlog * H));
  r->lexp = (long double *)xmalloc(sizeof(long double) * (size_t)(r->vo.nlog * H));
  rng_seed(seed);
  for (i = 0; i < r->vi.nlog * H; i++) r->lin[i] = rng_uniform();
  for (m = 0; m < H; m++) {
    long double *x = r->lin + m * r->vi.nlog;
    if (real && dir == 1) {
      if (Li->kind == K_PACKED) make_hermitian(x, 1, tc->n + tc->dim - 1);
      else make_hermitian(x, tc->dim, tc->n);
    }
  }
  for (i = 0; i < r->vi.nlog * H; i++) {
    int64_t c = r->vi.map[i];
    if (c == -1) { r->lin[i] = 0; continue; }
    sset(r->ib[c & 1].p, prec, c / 2, r->lin[i]);
    r->lin[i] = sget(r->ib[c & 1].p, prec, c / 2); /* what the library really sees */
  }
  /* expected output */
  sigma = dir ? (tc->bscale != 0 ? tc->bscale : 1.0) : (tc->fscale != 0 ? tc->fscale : 1.0);
  for (m = 0; m < H; m++) {
    const long double *x = r->lin + m * r->vi.nlog;
    long double *y = r->lexp + m * r->vo.nlog;
    if (!real) {
      memcpy(y, x, sizeof(long double) * (size_t)r->vi.nlog);
      ref_c2c(y, tc->dim, tc->n, dir ? +1 : -1);
    } else if (dir == 0) {
      ref_r2c(x, y, tc->dim, tc->n);
    } else {
      ref_c2r(x, y, tc->dim, tc->n);
    }
    for (i = 0; i < r->vo.nlog; i++) y[i] *= sigma;
  }
  r->tol = tolerance(prec, N);
  for (b = 0; b < r->nib; b++) tbuf_snap(&r->ib[b]);
  for (b = 0; b < r->nob; b++) tbuf_snap(&r->ob[b]);
}

static dft_status drun_exec(const drun *r, const dft_descriptor *d)
{
  void *i0 = r->ib[0].p, *i1 = r->nib > 1 ? r->ib[1].p : NULL;
  void *o0 = r->nob > 0 ? r->ob[0].p : NULL, *o1 = r->nob > 1 ? r->ob[1].p : NULL;
  if (!r->split) {
    if (r->dir == 0) return dft_compute_forward(d, i0, r->inplace ? NULL : o0);
    return dft_compute_backward(d, i0, r->inplace ? NULL : o0);
  }
  if (r->inplace) {
    if (r->dir == 0) return dft_compute_forward_split(d, i0, i1, NULL, NULL);
    return dft_compute_backward_split(d, i0, i1, NULL, NULL);
  }
  if (r->dir == 0) return dft_compute_forward_split(d, i0, i1, o0, o1);
  return dft_compute_backward_split(d, i0, i1, o0, o1);
}

static void drun_restore(drun *r)
{
  int b;
  for (b = 0; b < r->nib; b++) memcpy(r->ib[b].base, r->ib[b].snap, tbuf_bytes(&r->ib[b]));
  for (b = 0; b < r->nob; b++) memcpy(r->ob[b].base, r->ob[b].snap, tbuf_bytes(&r->ob[b]));
}

/* relative RMS error of the output; NaN when an output is NaN (e.g. never written) */
static double drun_error(drun *r, int64_t *worst)
{
  long double se = 0, sr = 0, wmax = -1;
  int64_t i;
  *worst = -1;
  for (i = 0; i < r->vo.nlog * r->vo.howmany; i++) {
    int64_t c = r->vo.map[i];
    long double a, e, dd;
    if (c == -1) continue;
    a = sget(drun_obuf(r, (int)(c & 1))->p, r->prec, c / 2);
    e = r->lexp[i];
    dd = (a - e) * (a - e);
    if (!(dd <= wmax)) { wmax = dd; *worst = i; }
    se += dd;
    sr += e * e;
  }
  if (sr == 0) sr = 1;
  return (double)sqrtl(se / sr);
}

/* Counts scalars changed that the call must not change; reports the first. */
static int64_t drun_changed(drun *r, int *fbuf, int64_t *fidx, int *fout)
{
  int64_t cnt = 0, i;
  int b, pass;
  size_t ss = ssize(r->prec);
  *fbuf = -1;
  *fidx = 0;
  *fout = 0;
  for (pass = 0; pass < 2; pass++) {
    int nb = pass == 0 ? r->nib : r->nob;
    for (b = 0; b < nb; b++) {
      tbuf *t = pass == 0 ? &r->ib[b] : &r->ob[b];
      int isout = r->inplace ? (b < r->vo.nbuf) : pass == 1;
      /* in place too, only the output layout may change (API.md): an in-place C2R's X_h
         and padding are the input's alone (writing them failed 118 checks, session 62) */
      unsigned char *mo = isout ? view_mask(&r->vo, b, t->n) : NULL;
      for (i = -PADS - t->shift; i < t->n + PADS; i++) {
        size_t off = (size_t)(i + PADS + t->shift) * ss;
        if (i >= 0 && i < t->n && mo && mo[i]) continue;
        if (memcmp(t->base + off, t->snap + off, ss) != 0) {
          if (!cnt) { *fbuf = b; *fidx = i; *fout = pass; }
          cnt++;
        }
      }
      free(mo);
    }
  }
  return cnt;
}

static int drun_all_unchanged(const drun *r)
{
  int b;
  for (b = 0; b < r->nib; b++) if (!tbuf_unchanged(&r->ib[b])) return 0;
  for (b = 0; b < r->nob; b++) if (!tbuf_unchanged(&r->ob[b])) return 0;
  return 1;
}

static void drun_free(drun *r)
{
  int b;
  for (b = 0; b < r->nib; b++) tbuf_free(&r->ib[b]);
  for (b = 0; b < r->nob; b++) tbuf_free(&r->ob[b]);
  view_free(&r->vi);
  view_free(&r->vo);
  free(r->lin);
  free(r->lexp);
}

/* g_fail_after, g_track, g_live: the allocation hook's state, defined in test_core.c */
#define WANT_OK_OR_MEMORY (-1)

static double g_worst_ratio; /* largest error/tolerance seen, for the report */
static char g_worst_label[400];
static long g_mem_fail_compute; /* compute calls that returned MEMORY under injection */

/* Runs one direction on a committed descriptor and checks status, accuracy, that nothing
   outside the output layout changed, and (out of place) that the input is unchanged.
   want != DFT_OK: that status, and nothing written. inject >= 0: that many allocations
   succeed inside the compute call, then all fail; DFT_OK or DFT_ERROR_MEMORY accepted
   (want must be WANT_OK_OR_MEMORY), and the call must free all it allocated. */
static dft_status run_dir_ex(const dft_descriptor *d, const tcase *tc, int prec, int dir,
                             const lspec *F, const lspec *B, int want, int64_t inject,
                             const char *lb0)
{
  drun r;
  dft_status st;
  char lb[400], w[600];
  uint64_t seed = 0;
  const char *p;
  snprintf(lb, sizeof lb, "%s %s", lb0, dir ? "backward" : "forward");
  for (p = lb; *p; p++) seed = seed * 131 + (unsigned char)*p;
  drun_prepare(&r, tc, prec, dir, F, B, seed, lb);
  if (inject >= 0) {
    g_live = 0;
    g_track = 1;
    g_fail_after = inject;
  }
  st = drun_exec(&r, d);
  if (inject >= 0) {
    g_fail_after = -1;
    g_track = 0;
    check(g_live == 0, "%s: compute left %lld allocation(s) unfreed (allocation %lld failed)",
          lb, (long long)g_live, (long long)inject);
  }
  if (want == WANT_OK_OR_MEMORY) {
    check(st == DFT_OK || st == DFT_ERROR_MEMORY, "%s: status %s, expected OK or MEMORY", lb,
          st_name(st));
    if (st != DFT_OK) { want = st; g_mem_fail_compute++; }
    else want = DFT_OK;
  } else {
    snprintf(w, sizeof w, "%s status", lb);
    if (!check_st(st, (dft_status)want, w) && st != DFT_OK && want == DFT_OK) {
      drun_free(&r);
      return st;
    }
  }
  if (want != DFT_OK) {
    check(drun_all_unchanged(&r), "%s: a call returning %s wrote user memory", lb, st_name(st));
  } else {
    int64_t worst, fidx, cnt;
    int fbuf, fout;
    double err = drun_error(&r, &worst);
    if (err / r.tol > g_worst_ratio) {
      g_worst_ratio = err / r.tol;
      snprintf(g_worst_label, sizeof g_worst_label, "%s", lb);
    }
    if (!check(err <= r.tol, "%s: relative RMS error %.3g > tol %.3g", lb, err, r.tol) &&
        worst >= 0) {
      int64_t c = r.vo.map[worst];
      printf("     worst logical scalar %lld (transform %lld): got %.10Lg expected %.10Lg\n",
             (long long)(worst % r.vo.nlog), (long long)(worst / r.vo.nlog),
             sget(drun_obuf(&r, (int)(c & 1))->p, prec, c / 2), r.lexp[worst]);
    }
    cnt = drun_changed(&r, &fbuf, &fidx, &fout);
    check(cnt == 0, "%s: %lld scalar(s) outside the output layout changed; first: %s buffer %d "
          "scalar %lld (buffer has %lld scalars)", lb, (long long)cnt,
          fout ? "output" : (r.inplace ? "in-place" : "input"), fbuf, (long long)fidx,
          (long long)(fbuf >= 0 ? (fout ? r.ob[fbuf].n : r.ib[fbuf].n) : 0));
  }
  drun_free(&r);
  return st;
}

static dft_status run_dir(const dft_descriptor *d, const tcase *tc, int prec, int dir,
                          const lspec *F, const lspec *B, dft_status want, const char *lb)
{
  return run_dir_ex(d, tc, prec, dir, F, B, (int)want, -1, lb);
}

static void set_legacy(dft_descriptor *d, const int64_t *in, const int64_t *out, const char *lb)
{
  char w[400];
  snprintf(w, sizeof w, "%s set INPUT_STRIDES", lb);
  check_st(dft_set_ints(d, DFT_INPUT_STRIDES, in), DFT_OK, w);
  snprintf(w, sizeof w, "%s set OUTPUT_STRIDES", lb);
  check_st(dft_set_ints(d, DFT_OUTPUT_STRIDES, out), DFT_OK, w);
}

/* A whole case in one precision: setup, commit, forward and backward. */
static void run_case(const tcase *tc, int prec)
{
  dft_descriptor *d = NULL;
  lspec F, B;
  char lb[300], w[400];
  tc_label(tc, prec, lb, sizeof lb);
  resolve(tc, &F, &B);
  if (!setup(tc, prec, &d, lb)) { dft_free(&d); return; }
  if (!tc->legacy) {
    snprintf(w, sizeof w, "%s commit", lb);
    if (check_st(dft_commit(d), DFT_OK, w)) {
      run_dir(d, tc, prec, 0, &F, &B, DFT_OK, lb);
      run_dir(d, tc, prec, 1, &F, &B, DFT_OK, lb);
    }
  } else {
    set_legacy(d, tc->fs, tc->bs, lb);
    snprintf(w, sizeof w, "%s commit (forward legacy strides)", lb);
    if (check_st(dft_commit(d), DFT_OK, w)) run_dir(d, tc, prec, 0, &F, &B, DFT_OK, lb);
    set_legacy(d, tc->bs, tc->fs, lb);
    snprintf(w, sizeof w, "%s commit (backward legacy strides)", lb);
    if (check_st(dft_commit(d), DFT_OK, w)) run_dir(d, tc, prec, 1, &F, &B, DFT_OK, lb);
  }
  dft_free(&d);
}

static void run_case_both(const tcase *tc)
{
  run_case(tc, DFT_SINGLE);
  run_case(tc, DFT_DOUBLE);
}

#endif /* CORE_RUN_H */
