/* test_vk_fail.c - dft_vulkan.h when the device fails, is too small or is missing.

   What tests/test_vulkan.c does not already check:
   1. No device: no Vulkan driver at all (the loader finds no ICD) and a device index
      that does not exist: DFT_ERROR_DEVICE, *ctx untouched, no host memory left.
   2. Injected failures (DFT_VK_TEST_HOOKS): every Vulkan creation/allocation point of
      a context + commit + compute sequence fails in turn (out of device memory, out of
      host memory, device lost). Each call returns DFT_ERROR_MEMORY or DFT_ERROR_DEVICE;
      a failed _host compute leaves the output array untouched; the descriptor still
      computes on the CPU, and on the GPU once Vulkan works again (same context);
      nothing is leaked: the DFT_MALLOC/DFT_FREE hooks count the host blocks of
      dft.h and dft_vulkan.h (0 after the frees), the validation layer's object
      tracker reports Vulkan objects left behind.
   3. Buffers beyond maxStorageBufferRange: contexts whose storage-buffer window is
      lowered (DFT_VK_MAXRANGE) below the size of one transform row, down to a few
      bytes: every commit either computes the right result (compared with dft.h on
      the CPU) or refuses cleanly.
   4. Device memory exhaustion (real, not injected): transforms whose device buffers
      exceed the device's memory: DFT_ERROR_MEMORY (or DEVICE), nothing leaked, the
      context still usable.
   The Khronos validation layer is on (DFT_VK_VALIDATION=1) for every context; each
   message it prints is a failure. Last line: "N passed, M failed". */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/wait.h>

static long h_live; /* host blocks allocated through DFT_MALLOC and not freed */
static void *h_malloc(size_t sz)
{
  void *p = malloc(sz ? sz : 1);
  if (p) h_live++;
  return p;
}
static void h_free(void *p)
{
  if (p) { h_live--; free(p); }
}
#define DFT_MALLOC(sz) h_malloc(sz)
#define DFT_FREE(p) h_free(p)
#define DFT_IMPLEMENTATION
#include "dft.h"
#define DFT_VK_TEST_HOOKS
#define DFT_VULKAN_IMPLEMENTATION
#include "dft_vulkan.h"

static long g_pass, g_fail;
static const char *g_self; /* this program, re-run for the host exhaustion case */
static int check(int ok, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
#include <stdarg.h>
static int check(int ok, const char *fmt, ...)
{
  va_list ap;
  if (ok) { g_pass++; return 1; }
  g_fail++;
  if (g_fail <= 60) {
    printf("FAIL ");
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
    fflush(stdout);
  }
  return 0;
}

static int ok_dev(dft_status st) { return st == DFT_ERROR_MEMORY || st == DFT_ERROR_DEVICE; }

/* ------------------------------------------------------------ test problems */
typedef struct {
  const char *name;
  dft_precision prec;
  dft_domain dom;
  int dim;
  int64_t n[3], howmany;
  int inplace;
} vcase;

static dft_status make(const vcase *c, dft_descriptor **d)
{
  dft_status st = dft_create(d, c->prec, c->dom, c->dim, c->n);
  if (st != DFT_OK) return st;
  if (c->howmany > 1) dft_set_int(*d, DFT_NUMBER_OF_TRANSFORMS, c->howmany);
  if (!c->inplace) dft_set_config(*d, DFT_PLACEMENT, DFT_NOT_INPLACE);
  return DFT_OK;
}

/* Scalars of the input and output arrays of the forward transform (default layouts). */
static size_t fwd_scalars(const vcase *c, int out)
{
  size_t N = (size_t)c->howmany;
  int l;
  for (l = 0; l < c->dim - 1; l++) N *= (size_t)c->n[l];
  if (c->dom == DFT_COMPLEX) return N * (size_t)c->n[c->dim - 1] * 2;
  if (out || c->inplace) return N * (size_t)(c->n[c->dim - 1] / 2 + 1) * 2;
  return N * (size_t)c->n[c->dim - 1];
}

typedef struct { void *in, *out, *ref; size_t in_bytes, out_bytes; } io_t;

/* Input data and the CPU result of the forward transform. */
static void io_init(io_t *io, const vcase *c)
{
  const size_t ssz = c->prec == DFT_SINGLE ? 4 : 8;
  size_t i, nin = fwd_scalars(c, 0);
  dft_descriptor *d = NULL;
  io->in_bytes = (c->inplace ? fwd_scalars(c, 1) : nin) * ssz;
  io->out_bytes = c->inplace ? io->in_bytes : fwd_scalars(c, 1) * ssz;
  io->in = malloc(io->in_bytes);
  io->out = malloc(io->out_bytes);
  io->ref = malloc(io->out_bytes);
  for (i = 0; i < io->in_bytes / ssz; i++) {
    const double v = sin(0.61 * (double)i) + 0.25 * cos(1.7 * (double)i);
    if (ssz == 4) ((float *)io->in)[i] = (float)v; else ((double *)io->in)[i] = v;
  }
  make(c, &d);
  dft_commit(d);
  if (c->inplace) { memcpy(io->ref, io->in, io->in_bytes); dft_compute_forward(d, io->ref, NULL); }
  else dft_compute_forward(d, io->in, io->ref);
  dft_free(&d);
}
static void io_free(io_t *io) { free(io->in); free(io->out); free(io->ref); }

/* Forward transform on the GPU into io->out; returns the status. */
static dft_status gpu_forward(const dft_descriptor *d, const vcase *c, io_t *io)
{
  if (c->inplace) { memcpy(io->out, io->in, io->in_bytes); return dft_vk_compute_forward_host(d, io->out, NULL); }
  return dft_vk_compute_forward_host(d, io->in, io->out);
}
/* Largest difference from the CPU result, relative to its largest value. */
static double rel_err(const vcase *c, const io_t *io)
{
  const size_t n = io->out_bytes / (c->prec == DFT_SINGLE ? 4 : 8);
  double e = 0, m = 1e-300;
  size_t i;
  for (i = 0; i < n; i++) {
    const double a = c->prec == DFT_SINGLE ? ((float *)io->out)[i] : ((double *)io->out)[i];
    const double b = c->prec == DFT_SINGLE ? ((float *)io->ref)[i] : ((double *)io->ref)[i];
    if (!(fabs(a - b) <= e)) e = fabs(a - b);
    if (fabs(b) > m) m = fabs(b);
  }
  return e / m;
}
static double tol(const vcase *c) { return c->prec == DFT_SINGLE ? 1e-4 : 1e-11; }

/* ------------------------------------------------------------------ 1. none */
static void test_no_device(void)
{
  dft_vk_context *const sentinel = (dft_vk_context *)&g_pass, *c = sentinel;
  const char *val = getenv("DFT_VK_VALIDATION");
  dft_status st;
  char keep[8] = "";
  if (val) snprintf(keep, sizeof keep, "%s", val);
  unsetenv("DFT_VK_VALIDATION"); /* the loader itself would report the missing driver */
  setenv("VK_ICD_FILENAMES", "/nonexistent/none.json", 1);
  setenv("VK_DRIVER_FILES", "/nonexistent/none.json", 1);
  st = dft_vk_context_create(&c, -1);
  check(st == DFT_ERROR_DEVICE && c == sentinel, "no Vulkan driver: %s, *ctx %s", dft_status_string(st),
        c == sentinel ? "untouched" : "changed");
  st = dft_vk_context_create(&c, 0);
  check(st == DFT_ERROR_DEVICE && c == sentinel, "no Vulkan driver, device 0: %s", dft_status_string(st));
  unsetenv("VK_ICD_FILENAMES");
  unsetenv("VK_DRIVER_FILES");
  if (keep[0]) setenv("DFT_VK_VALIDATION", keep, 1);
  st = dft_vk_context_create(&c, 77);
  check(st == DFT_ERROR_DEVICE && c == sentinel, "device index 77: %s", dft_status_string(st));
  setenv("DFT_VK_DEVICE", "99", 1);
  st = dft_vk_context_create(&c, -1);
  check(st == DFT_ERROR_DEVICE && c == sentinel, "DFT_VK_DEVICE=99: %s", dft_status_string(st));
  unsetenv("DFT_VK_DEVICE");
  check(h_live == 0, "no device: %ld host blocks left", h_live);
  printf("ok no device: DFT_ERROR_DEVICE, nothing left\n");
}

/* -------------------------------------------------------- 2. injected faults */
static const vcase fault_cases[] = {
  {"r2c single 2-D 37x12 batch 2 out of place", DFT_SINGLE, DFT_REAL, 2, {37, 12}, 2, 0},
  {"r2c single 1-D 97 in place (Bluestein)", DFT_SINGLE, DFT_REAL, 1, {97}, 1, 1},
  /* two passes with scratch, 96 x 96: lines of the plain double module, whose pipelines
     lavapipe compiles 4-5 times faster than the double XR build's, which since session
     42 runs power-of-two lines (16384 took this case from 10 to 55 s here) */
  {"c2c double 1-D 9216 in place", DFT_DOUBLE, DFT_COMPLEX, 1, {9216}, 1, 1},
};

static void test_faults(void)
{
  size_t ci;
  for (ci = 0; ci < sizeof fault_cases / sizeof fault_cases[0]; ci++) {
    const vcase *c = &fault_cases[ci];
    io_t io;
    long k;
    int reached = 1, n_fail = 0;
    io_init(&io, c);
    for (k = 1; k < 1000 && reached; k++) {
      dft_vk_context *ctx = NULL;
      dft_descriptor *d = NULL;
      const VkResult res = k % 3 == 0 ? VK_ERROR_DEVICE_LOST : k % 3 == 1 ? VK_ERROR_OUT_OF_DEVICE_MEMORY
                                                                          : VK_ERROR_OUT_OF_HOST_MEMORY;
      dft_status st;
      const char *where = "context_create";
      dft__vk_fail_at = k;
      dft__vk_fail_result = res;
      st = dft_vk_context_create(&ctx, -1);
      if (st == DFT_OK) {
        make(c, &d);
        where = "commit";
        st = dft_vk_commit(d, ctx);
        if (st == DFT_OK) {
          where = "compute";
          memset(io.out, 0x5b, io.out_bytes);
          if (!c->inplace) {
            st = gpu_forward(d, c, &io);
            if (st != DFT_OK) {
              size_t i;
              int same = 1;
              for (i = 0; i < io.out_bytes; i++) same &= ((unsigned char *)io.out)[i] == 0x5b;
              check(same, "%s: failure %ld at compute (%s) wrote the output array", c->name, k, dft_status_string(st));
            }
          } else st = gpu_forward(d, c, &io);
        }
        reached = dft__vk_fail_at == 0;
        dft__vk_fail_at = 0;
        if (st != DFT_OK) {
          n_fail++;
          check(ok_dev(st), "%s: injected failure %ld in %s: %s", c->name, k, where, dft_status_string(st));
          /* Vulkan works again: the same context and descriptor must do the transform */
          if (strcmp(where, "context_create")) {
            st = dft_vk_commit(d, ctx);
            if (check(st == DFT_OK, "%s: commit after an injected failure %ld (%s): %s", c->name, k, where,
                      dft_status_string(st))) {
              st = gpu_forward(d, c, &io);
              check(st == DFT_OK && rel_err(c, &io) < tol(c), "%s: GPU after an injected failure %ld: %s, error %g",
                    c->name, k, dft_status_string(st), rel_err(c, &io));
            }
            /* and the CPU path, whatever happened on the GPU */
            check(dft_commit(d) == DFT_OK, "%s: dft_commit after failure %ld", c->name, k);
            if (c->inplace) { memcpy(io.out, io.in, io.in_bytes); st = dft_compute_forward(d, io.out, NULL); }
            else st = dft_compute_forward(d, io.in, io.out);
            check(st == DFT_OK && rel_err(c, &io) == 0, "%s: CPU compute after failure %ld differs", c->name, k);
          }
        } else {
          check(rel_err(c, &io) < tol(c), "%s: wrong GPU result with failure point %ld unreached", c->name, k);
        }
        check(dft_vk_context_messages(ctx) == 0, "%s: failure %ld: %ld validation messages", c->name, k,
              dft_vk_context_messages(ctx));
        dft_free(&d);
        dft_vk_context_free(&ctx);
      } else {
        reached = dft__vk_fail_at == 0;
        dft__vk_fail_at = 0;
        n_fail++;
        check(ok_dev(st) && ctx == NULL, "%s: injected failure %ld in context_create: %s", c->name, k, dft_status_string(st));
      }
      check(h_live == 0, "%s: injected failure %ld (%s): %ld host blocks left after the frees", c->name, k, where, h_live);
    }
    check(k > 10, "%s: fault injection reached only %ld points", c->name, k - 1);
    printf("ok injected Vulkan failures, %s: %ld points, %d failed calls, all clean\n", c->name, k - 1, n_fail);
    io_free(&io);
  }
}

/* ------------------------------------------- 3. beyond maxStorageBufferRange */
static const vcase range_cases[] = {
  {"c2c single 1-D 4096 (32 KiB rows)", DFT_SINGLE, DFT_COMPLEX, 1, {4096}, 1, 1},
  {"c2c double 1-D 8192 out of place (128 KiB rows)", DFT_DOUBLE, DFT_COMPLEX, 1, {8192}, 1, 0},
  {"c2c single 1-D 1009 batch 40 (Bluestein)", DFT_SINGLE, DFT_COMPLEX, 1, {1009}, 40, 1},
  {"r2c single 2-D 64x130 out of place", DFT_SINGLE, DFT_REAL, 2, {64, 130}, 1, 0},
  {"c2c single 3-D 16x32x64", DFT_SINGLE, DFT_COMPLEX, 3, {16, 32, 64}, 1, 1},
  {"r2c double 1-D 6000 in place batch 3", DFT_DOUBLE, DFT_REAL, 1, {6000}, 3, 1},
};

static void test_range(void)
{
  static const char *ranges[] = {"65536", "4096", "1024", "64", "16", "1"};
  size_t ri, ci;
  for (ri = 0; ri < sizeof ranges / sizeof ranges[0]; ri++) {
    dft_vk_context *ctx = NULL;
    dft_status st;
    int computed = 0, refused = 0;
    setenv("DFT_VK_MAXRANGE", ranges[ri], 1);
    st = dft_vk_context_create(&ctx, -1);
    unsetenv("DFT_VK_MAXRANGE");
    if (st != DFT_OK) {
      check(ok_dev(st), "maxStorageBufferRange %s: context_create: %s", ranges[ri], dft_status_string(st));
      printf("ok maxStorageBufferRange %s bytes: context refused (%s)\n", ranges[ri], dft_status_string(st));
      continue;
    }
    for (ci = 0; ci < sizeof range_cases / sizeof range_cases[0]; ci++) {
      const vcase *c = &range_cases[ci];
      dft_descriptor *d = NULL;
      io_t io;
      io_init(&io, c);
      make(c, &d);
      st = dft_vk_commit(d, ctx);
      if (st == DFT_OK) {
        st = gpu_forward(d, c, &io);
        check(st == DFT_OK && rel_err(c, &io) < tol(c), "maxStorageBufferRange %s, %s: %s, error %g", ranges[ri],
              c->name, dft_status_string(st), st == DFT_OK ? rel_err(c, &io) : 0.0);
        computed++;
      } else {
        check(ok_dev(st) || st == DFT_ERROR_UNIMPLEMENTED, "maxStorageBufferRange %s, %s: commit %s", ranges[ri],
              c->name, dft_status_string(st));
        if (st == DFT_ERROR_UNIMPLEMENTED)
          printf("ok note: maxStorageBufferRange %s, %s: DFT_ERROR_UNIMPLEMENTED (not DEVICE/MEMORY)\n", ranges[ri], c->name);
        refused++;
        /* the CPU path still works */
        check(dft_commit(d) == DFT_OK, "CPU commit after a refused GPU commit");
      }
      dft_free(&d);
      io_free(&io);
    }
    check(dft_vk_context_messages(ctx) == 0, "maxStorageBufferRange %s: %ld validation messages", ranges[ri],
          dft_vk_context_messages(ctx));
    dft_vk_context_free(&ctx);
    check(h_live == 0, "maxStorageBufferRange %s: %ld host blocks left", ranges[ri], h_live);
    printf("ok maxStorageBufferRange %s bytes: %d computed right, %d refused cleanly\n", ranges[ri], computed, refused);
  }
}

/* One transform larger than the device's real maxStorageBufferRange (2-D complex
   single, 1.5x the window), where host memory allows. */
static double avail_gb(void)
{
  FILE *f = fopen("/proc/meminfo", "r");
  char line[256];
  double kb = 0;
  if (!f) return 0;
  while (fgets(line, sizeof line, f))
    if (sscanf(line, "MemAvailable: %lf kB", &kb) == 1) break;
  fclose(f);
  return kb * 1024 / 1e9;
}
static void test_real_range(void)
{
  dft_vk_context *ctx = NULL;
  VkPhysicalDevice pd = VK_NULL_HANDLE;
  VkPhysicalDeviceProperties pp;
  dft_descriptor *d = NULL;
  vcase c = {"c2c single 2-D, 1.5x maxStorageBufferRange", DFT_SINGLE, DFT_COMPLEX, 2, {0, 4096}, 1, 1};
  double gb;
  io_t io;
  dft_status st = dft_vk_context_create(&ctx, -1);
  if (!check(st == DFT_OK, "context: %s", dft_status_string(st))) return;
  dft_vk_context_device(ctx, &pd, NULL, NULL, NULL);
  vkGetPhysicalDeviceProperties(pd, &pp);
  c.n[0] = 3 * (int64_t)(((uint64_t)pp.limits.maxStorageBufferRange + 1) / 2 / (8 * 4096)); /* 1.5x the window */
  gb = (double)c.n[0] * 4096 * 8 / 1e9;
  if (c.n[0] < 3 || avail_gb() < 4 * gb + 2) {
    printf("ok one transform beyond maxStorageBufferRange (%u): skipped, needs %.1f GB of host memory\n",
           pp.limits.maxStorageBufferRange, 4 * gb + 2);
    dft_vk_context_free(&ctx);
    return;
  }
  io_init(&io, &c);
  make(&c, &d);
  st = dft_vk_commit(d, ctx);
  if (st == DFT_OK) {
    st = gpu_forward(d, &c, &io);
    check(st == DFT_OK && rel_err(&c, &io) < tol(&c), "%lld x 4096 complex single (%.2f GB, window %u): %s, error %g",
          (long long)c.n[0], gb, pp.limits.maxStorageBufferRange, dft_status_string(st), st == DFT_OK ? rel_err(&c, &io) : 0.0);
  } else {
    check(ok_dev(st) || st == DFT_ERROR_UNIMPLEMENTED, "%lld x 4096: commit %s", (long long)c.n[0], dft_status_string(st));
  }
  printf("ok one transform of %.2f GB beyond maxStorageBufferRange %u (%lld x 4096 complex single): %s\n", gb,
         pp.limits.maxStorageBufferRange, (long long)c.n[0], dft_status_string(st));
  dft_free(&d);
  io_free(&io);
  check(dft_vk_context_messages(ctx) == 0, "beyond the window: %ld validation messages", dft_vk_context_messages(ctx));
  dft_vk_context_free(&ctx);
  check(h_live == 0, "beyond the window: %ld host blocks left", h_live);
}

/* ------------------------------------------------------- 4. device too small */
static void test_exhaustion(void)
{
  static const vcase big[] = {
    {"c2c single 2-D 2^18 x 2^17 (256 GiB)", DFT_SINGLE, DFT_COMPLEX, 2, {1 << 18, 1 << 17}, 1, 0},
    {"c2c double 3-D 2^12 x 2^12 x 2^12 (1 TiB)", DFT_DOUBLE, DFT_COMPLEX, 3, {1 << 12, 1 << 12, 1 << 12}, 1, 1},
    {"r2c single 1-D 2^36 (Bluestein-free, 256 GiB)", DFT_SINGLE, DFT_REAL, 1, {(int64_t)1 << 36}, 1, 0},
    {"c2c single 1-D 4096 batch 2^26 (2 TiB)", DFT_SINGLE, DFT_COMPLEX, 1, {4096}, (int64_t)1 << 26, 0},
  };
  const vcase small = {"c2c single 1-D 256", DFT_SINGLE, DFT_COMPLEX, 1, {256}, 1, 1};
  dft_vk_context *ctx = NULL;
  size_t i;
  dft_status st = dft_vk_context_create(&ctx, -1);
  if (!check(st == DFT_OK, "context for exhaustion: %s", dft_status_string(st))) return;
  for (i = 0; i < sizeof big / sizeof big[0]; i++) {
    dft_descriptor *d = NULL;
    make(&big[i], &d);
    st = dft_vk_commit(d, ctx);
    /* the CPU commit inside may already refuse (MEMORY); a GPU plan that needs no
       buffer of the data's size at commit may succeed: then the _host call (which
       would need the data on the device) is not attempted here */
    check(st == DFT_OK || ok_dev(st) || st == DFT_ERROR_UNIMPLEMENTED, "%s: commit %s", big[i].name, dft_status_string(st));
    printf("ok %s: dft_vk_commit %s\n", big[i].name, dft_status_string(st));
    dft_free(&d);
  }
  {
    /* a _host call whose device buffers cannot exist: in a fresh process of this
       program (Vulkan does not survive fork), see host_exhaust() */
    int status = 0;
    pid_t pid;
    fflush(stdout);
    pid = fork();
    if (pid == 0) {
      execl(g_self, g_self, "host-exhaust", (char *)NULL);
      _exit(5);
    }
    waitpid(pid, &status, 0);
    if (WIFEXITED(status) && WEXITSTATUS(status) == 3) printf("ok host exhaustion: no 1 TiB of address space here (skipped)\n");
    else check(WIFEXITED(status) && WEXITSTATUS(status) == 0, "_host call on device buffers beyond memory: %s %d",
               WIFSIGNALED(status) ? "killed by signal" : "exit status",
               WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status));
  }
  {
    /* the context still works */
    dft_descriptor *d = NULL;
    io_t io;
    io_init(&io, &small);
    make(&small, &d);
    st = dft_vk_commit(d, ctx);
    if (check(st == DFT_OK, "small commit after exhaustion: %s", dft_status_string(st))) {
      st = gpu_forward(d, &small, &io);
      check(st == DFT_OK && rel_err(&small, &io) < tol(&small), "small transform after exhaustion: %s", dft_status_string(st));
    }
    dft_free(&d);
    io_free(&io);
  }
  check(dft_vk_context_messages(ctx) == 0, "exhaustion: %ld validation messages", dft_vk_context_messages(ctx));
  dft_vk_context_free(&ctx);
  check(h_live == 0, "exhaustion: %ld host blocks left", h_live);
}

/* 2^24 transforms of 4096 complex single points out of place (512 GiB each way):
   the device buffers of the _host call cannot exist. The host arrays are PROT_NONE
   reservations: the call must refuse before touching them (a touch is a crash). */
static int host_exhaust(void)
{
  const vcase c = {"c2c single 1-D 4096 batch 2^24 out of place", DFT_SINGLE, DFT_COMPLEX, 1, {4096}, (int64_t)1 << 24, 0};
  const size_t bytes = ((size_t)1 << 36) * 8;
  dft_vk_context *ctx = NULL;
  dft_descriptor *d = NULL;
  dft_status st;
  void *in = mmap(NULL, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  void *out = mmap(NULL, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (in == MAP_FAILED || out == MAP_FAILED) return 3;
  if (dft_vk_context_create(&ctx, -1) != DFT_OK) return 6;
  make(&c, &d);
  st = dft_vk_commit(d, ctx);
  if (st == DFT_OK) st = dft_vk_compute_forward_host(d, in, out);
  printf("ok %s: _host compute %s\n", c.name, dft_status_string(st));
  dft_free(&d);
  dft_vk_context_free(&ctx);
  if (h_live) printf("FAIL host exhaustion: %ld host blocks left\n", h_live);
  fflush(stdout);
  return (ok_dev(st) || st == DFT_ERROR_UNIMPLEMENTED) && !h_live ? 0 : 4;
}

int main(int argc, char **argv)
{
  FILE *errs = tmpfile();
  char line[4096];
  long nval = 0;
  setvbuf(stdout, NULL, _IOLBF, 0);
  g_self = argv[0];
  if (argc > 1 && !strcmp(argv[1], "host-exhaust")) return host_exhaust();
  if (errs) { /* the validation layer's messages go to stderr: collect them */
    fflush(stderr);
    dup2(fileno(errs), 2);
  }
  setenv("DFT_VK_VALIDATION", "1", 1);
  {
    dft_vk_context *ctx = NULL;
    dft_status st = dft_vk_context_create(&ctx, -1);
    if (!check(st == DFT_OK, "no Vulkan device to test with: %s (lavapipe: mesa-vulkan-drivers)", dft_status_string(st))) {
      printf("%ld passed, %ld failed\n", g_pass, g_fail);
      return 1;
    }
    {
      VkPhysicalDevice pd = VK_NULL_HANDLE;
      VkPhysicalDeviceProperties pp;
      dft_vk_context_device(ctx, &pd, NULL, NULL, NULL);
      vkGetPhysicalDeviceProperties(pd, &pp);
      printf("ok device: %s, maxStorageBufferRange %u\n", pp.deviceName, pp.limits.maxStorageBufferRange);
    }
    dft_vk_context_free(&ctx);
  }
  test_no_device();
  test_faults();
  test_range();
  test_real_range();
  test_exhaustion();
  if (errs) {
    fflush(stderr);
    rewind(errs);
    while (fgets(line, sizeof line, errs))
      if (strstr(line, "validation")) {
        if (nval++ < 20) printf("FAIL stderr: %s", line);
      }
    check(nval == 0, "the validation layer reported %ld messages", nval);
  }
  printf("%ld passed, %ld failed\n", g_pass, g_fail);
  return g_fail != 0;
}
