/* bench_gpu.c - GPU benchmark of dft_vulkan.h (make bench-gpu).

   For each case: 1 GiB of data (a batch of transforms), in place for complex data, out of
   place for R2C and C2R (1 GiB of reals; C2R the backward transform of the half spectra). Times come from GPU timestamp queries around each recorded transform
   (median of the timed repetitions after warm-ups). Printed per case: GPU ms, effective
   bandwidth 2 x bytes / t, the same against the copy ceiling measured in this run by a
   plain copy shader, the passes the plan makes, commit time (CPU dft_commit and the GPU
   plan), the error of transform 0 and of the last transform against dft.h's double
   CPU transform, and cuFFT's time for the same case when a cuFFT results file is given
   (bench/cufft_ref.py writes it; make bench-gpu runs it when CuPy is importable).

   usage: bench_gpu [--quick] [--cufft FILE] [--reps N] [--only SUBSTRING] [--log FILE]
                    [--mib M] (data per case, default 1024) [--noverify] [--nocopy] [--inprocess]
                    [--copyu U] [--copyin] [--copytile P,SH]
   --copyu U: the copy shader moves one vec4 a thread (0, the default) or runs a grid-stride
   loop with U loads of a thread in flight (1..8);
   --copyin: it copies the buffer onto itself (in place, as the complex cases run);
   --copytile P,SH: tiles shaped as an XR pass's (P vec2 a thread, SH shared floats a
   workgroup to limit how many are resident).
   --only takes several substrings separated by commas (a trailing '$': the whole name).
   Each case runs in a fresh process (argv[0] --child COPY_GBS ...) unless --inprocess. */
#define _POSIX_C_SOURCE 200112L
#define DFT_IMPLEMENTATION
#include "dft.h"
#define DFT_VULKAN_IMPLEMENTATION
#include "dft_vulkan.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define GIB g_bytes
#define BLOCK ((int64_t)128 << 20) /* random data block repeated over the buffers */
static int64_t g_bytes = (int64_t)1 << 30; /* data per case (--mib) */

static double now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static void die(const char *what, int st)
{
  fprintf(stderr, "bench_gpu: %s failed (%d)\n", what, st);
  exit(1);
}

typedef struct {
  const char *name;
  int real, dbl, d; /* real: 1 R2C (forward), 2 C2R (backward) */
  int64_t n[3];
} bcase;

/* ------------------------------------------------------------ device state */
static dft_vk_context *g_ctx;
static VkPhysicalDevice g_pd;
static VkDevice g_dev;
static VkQueue g_q;
static uint32_t g_fam;
static VkCommandPool g_pool;
static VkCommandBuffer g_cmd;
static VkFence g_fence;
static VkQueryPool g_qp;
static double g_period; /* ns per tick */
static int64_t g_tsmask;
static VkPhysicalDeviceMemoryProperties g_mp;
#define MAXREPS 64

typedef struct {
  VkBuffer b;
  VkDeviceMemory m;
  void *p;
  int64_t size;
} dbuf;

static void dbuf_make(dbuf *o, int64_t size, int host)
{
  VkBufferCreateInfo bi;
  VkMemoryRequirements rq;
  VkMemoryAllocateInfo ai;
  VkMemoryDedicatedAllocateInfo dd;
  VkMemoryPropertyFlags w = host ? VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT
                                 : VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT;
  uint32_t i;
  memset(o, 0, sizeof *o);
  memset(&bi, 0, sizeof bi);
  bi.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
  bi.size = (VkDeviceSize)size;
  bi.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
  if (vkCreateBuffer(g_dev, &bi, NULL, &o->b) != VK_SUCCESS) die("vkCreateBuffer", 0);
  vkGetBufferMemoryRequirements(g_dev, o->b, &rq);
  for (i = 0; i < g_mp.memoryTypeCount; i++)
    if ((rq.memoryTypeBits >> i & 1) && (g_mp.memoryTypes[i].propertyFlags & w) == w) break;
  if (i == g_mp.memoryTypeCount) die("memory type", 0);
  memset(&ai, 0, sizeof ai);
  ai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
  ai.allocationSize = rq.size;
  ai.memoryTypeIndex = i;
  memset(&dd, 0, sizeof dd);
  dd.sType = VK_STRUCTURE_TYPE_MEMORY_DEDICATED_ALLOCATE_INFO;
  dd.buffer = o->b;
  ai.pNext = &dd;
  if (vkAllocateMemory(g_dev, &ai, NULL, &o->m) != VK_SUCCESS) die("vkAllocateMemory", (int)(size >> 20));
  vkBindBufferMemory(g_dev, o->b, o->m, 0);
  if (host && vkMapMemory(g_dev, o->m, 0, VK_WHOLE_SIZE, 0, &o->p) != VK_SUCCESS) die("vkMapMemory", 0);
  o->size = size;
}
static void dbuf_free(dbuf *o)
{
  if (o->b) vkDestroyBuffer(g_dev, o->b, NULL);
  if (o->m) vkFreeMemory(g_dev, o->m, NULL);
  memset(o, 0, sizeof *o);
}

static void begin(void)
{
  VkCommandBufferBeginInfo bi;
  vkResetCommandBuffer(g_cmd, 0);
  memset(&bi, 0, sizeof bi);
  bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
  bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  vkBeginCommandBuffer(g_cmd, &bi);
}
static void submit(void)
{
  VkSubmitInfo si;
  VkResult r;
  vkEndCommandBuffer(g_cmd);
  memset(&si, 0, sizeof si);
  si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
  si.commandBufferCount = 1;
  si.pCommandBuffers = &g_cmd;
  vkResetFences(g_dev, 1, &g_fence);
  r = vkQueueSubmit(g_q, 1, &si, g_fence);
  if (r == VK_SUCCESS) r = vkWaitForFences(g_dev, 1, &g_fence, VK_TRUE, UINT64_MAX);
  if (r != VK_SUCCESS) die("submit", r);
}
static void barrier(void)
{
  VkMemoryBarrier mb;
  memset(&mb, 0, sizeof mb);
  mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
  mb.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
  mb.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
  vkCmdPipelineBarrier(g_cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
                       VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
}

/* fills dst with the random block repeated */
static void fill(const dbuf *dst, const dbuf *blk)
{
  int64_t off;
  begin();
  for (off = 0; off < dst->size; off += BLOCK) {
    VkBufferCopy c;
    c.srcOffset = 0;
    c.dstOffset = (VkDeviceSize)off;
    c.size = (VkDeviceSize)(dst->size - off < BLOCK ? dst->size - off : BLOCK);
    vkCmdCopyBuffer(g_cmd, blk->b, dst->b, 1, &c);
  }
  barrier();
  submit();
}

static int cmp_d(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/* records reps+warm runs of `rec` with timestamps around each; median ms of the timed */
typedef int (*rec_fn)(void *arg);
static double timeit(rec_fn rec, void *arg, int warm, int reps)
{
  uint64_t ts[2 * MAXREPS];
  double ms[MAXREPS], t0 = now();
  int r;
  /* a quarter second of the same work first, so that the timed runs do not start on a
     GPU that idled through the host-side checks of a large case (seconds of CPU). On the
     H100 this took fp64 2^24 from 9.7 to 3.5 ms; fp32 2^24 and 4096^2 still came out 2-3x
     slow in one sweep of two (runs S22.4, S22.5) */
  do {
    begin();
    if (rec(arg)) die("record", 0);
    barrier();
    submit();
  } while (now() - t0 < 0.25);
  begin();
  vkCmdResetQueryPool(g_cmd, g_qp, 0, 2 * MAXREPS);
  for (r = 0; r < warm + reps; r++) {
    if (r >= warm) vkCmdWriteTimestamp(g_cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, g_qp, (uint32_t)(2 * (r - warm)));
    if (rec(arg)) die("record", 0);
    if (r >= warm) vkCmdWriteTimestamp(g_cmd, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, g_qp, (uint32_t)(2 * (r - warm) + 1));
    barrier();
  }
  submit();
  if (vkGetQueryPoolResults(g_dev, g_qp, 0, (uint32_t)(2 * reps), sizeof ts, ts, 8,
                            VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT) != VK_SUCCESS)
    die("timestamps", 0);
  for (r = 0; r < reps; r++) ms[r] = (double)((ts[2 * r + 1] - ts[2 * r]) & (uint64_t)g_tsmask) * g_period * 1e-6;
  qsort(ms, (size_t)reps, sizeof *ms, cmp_d);
  return ms[reps / 2];
}

/* ----------------------------------------------------------- copy ceiling */
typedef struct {
  VkPipeline pipe;
  VkPipelineLayout layout;
  VkDescriptorSetLayout dsl;
  VkDescriptorPool dp;
  VkDescriptorSet set;
  VkShaderModule mod;
  uint32_t n;
} copier;

static uint32_t g_copyu = 0; /* --copyu */
static int g_copyin = 0;      /* --copyin */
static uint32_t g_copyp = 0, g_copysh = 1; /* --copytile */
static int rec_copy(void *arg)
{
  copier *c = (copier *)arg;
  vkCmdBindPipeline(g_cmd, VK_PIPELINE_BIND_POINT_COMPUTE, c->pipe);
  vkCmdBindDescriptorSets(g_cmd, VK_PIPELINE_BIND_POINT_COMPUTE, c->layout, 0, 1, &c->set, 0, NULL);
  vkCmdPushConstants(g_cmd, c->layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, 4, &c->n);
  if (g_copyu && !g_copyp) vkCmdDispatch(g_cmd, 132 * 16, 1, 1); /* the grid-stride loop */
  else { /* workgroups of 256 over a grid of x by y: a tile (--copytile) or one vec4 a thread each */
    const uint32_t groups = g_copyp ? 2 * c->n / (256 * g_copyp) : (c->n + 255) / 256;
    const uint32_t x = groups < 32768 ? groups : 32768;
    vkCmdDispatch(g_cmd, x, (groups + x - 1) / x, 1);
  }
  return 0;
}

static double copy_ceiling(const dbuf *a, const dbuf *b, int reps)
{
  copier c;
  VkShaderModuleCreateInfo mi;
  VkDescriptorSetLayoutBinding bd[2];
  VkDescriptorSetLayoutCreateInfo dl;
  VkPushConstantRange pr;
  VkPipelineLayoutCreateInfo pl;
  VkSpecializationMapEntry me[4];
  VkSpecializationInfo si;
  VkComputePipelineCreateInfo ci;
  VkDescriptorPoolSize ps;
  VkDescriptorPoolCreateInfo dpi;
  VkDescriptorSetAllocateInfo dai;
  VkDescriptorBufferInfo bi[2];
  VkWriteDescriptorSet wr[2];
  uint32_t spec[4];
  double ms;
  int i;
  memset(&c, 0, sizeof c);
  memset(&mi, 0, sizeof mi);
  mi.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO;
  mi.codeSize = sizeof dft__vk_spv_copy;
  mi.pCode = dft__vk_spv_copy;
  vkCreateShaderModule(g_dev, &mi, NULL, &c.mod);
  memset(bd, 0, sizeof bd);
  for (i = 0; i < 2; i++) {
    bd[i].binding = (uint32_t)i;
    bd[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    bd[i].descriptorCount = 1;
    bd[i].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
  }
  memset(&dl, 0, sizeof dl);
  dl.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO;
  dl.bindingCount = 2;
  dl.pBindings = bd;
  vkCreateDescriptorSetLayout(g_dev, &dl, NULL, &c.dsl);
  memset(&pr, 0, sizeof pr);
  pr.stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
  pr.size = 4;
  memset(&pl, 0, sizeof pl);
  pl.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO;
  pl.setLayoutCount = 1;
  pl.pSetLayouts = &c.dsl;
  pl.pushConstantRangeCount = 1;
  pl.pPushConstantRanges = &pr;
  vkCreatePipelineLayout(g_dev, &pl, NULL, &c.layout);
  spec[0] = 256; /* workgroup size */
  spec[1] = g_copyu;
  spec[2] = g_copyp;
  spec[3] = g_copysh;
  for (i = 0; i < 4; i++) {
    me[i].constantID = (uint32_t)i;
    me[i].offset = 4 * (uint32_t)i;
    me[i].size = 4;
  }
  memset(&si, 0, sizeof si);
  si.mapEntryCount = 4;
  si.pMapEntries = me;
  si.dataSize = sizeof spec;
  si.pData = spec;
  memset(&ci, 0, sizeof ci);
  ci.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO;
  ci.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
  ci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  ci.stage.module = c.mod;
  ci.stage.pName = "main";
  ci.stage.pSpecializationInfo = &si;
  ci.layout = c.layout;
  if (vkCreateComputePipelines(g_dev, VK_NULL_HANDLE, 1, &ci, NULL, &c.pipe) != VK_SUCCESS) die("copy pipeline", 0);
  ps.type = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
  ps.descriptorCount = 2;
  memset(&dpi, 0, sizeof dpi);
  dpi.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO;
  dpi.maxSets = 1;
  dpi.poolSizeCount = 1;
  dpi.pPoolSizes = &ps;
  vkCreateDescriptorPool(g_dev, &dpi, NULL, &c.dp);
  memset(&dai, 0, sizeof dai);
  dai.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO;
  dai.descriptorPool = c.dp;
  dai.descriptorSetCount = 1;
  dai.pSetLayouts = &c.dsl;
  vkAllocateDescriptorSets(g_dev, &dai, &c.set);
  memset(bi, 0, sizeof bi);
  memset(wr, 0, sizeof wr);
  bi[0].buffer = a->b; bi[0].range = (VkDeviceSize)a->size;
  if (g_copyin) b = a;
  bi[1].buffer = b->b; bi[1].range = (VkDeviceSize)b->size;
  for (i = 0; i < 2; i++) {
    wr[i].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
    wr[i].dstSet = c.set;
    wr[i].dstBinding = (uint32_t)i;
    wr[i].descriptorCount = 1;
    wr[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    wr[i].pBufferInfo = &bi[i];
  }
  vkUpdateDescriptorSets(g_dev, 2, wr, 0, NULL);
  c.n = (uint32_t)(a->size / 16);
  ms = timeit(rec_copy, &c, 2, reps);
  vkDestroyPipeline(g_dev, c.pipe, NULL);
  vkDestroyDescriptorPool(g_dev, c.dp, NULL);
  vkDestroyPipelineLayout(g_dev, c.layout, NULL);
  vkDestroyDescriptorSetLayout(g_dev, c.dsl, NULL);
  vkDestroyShaderModule(g_dev, c.mod, NULL);
  return ms;
}

/* ------------------------------------------------------------------- a case */
typedef struct {
  const dft_descriptor *d;
  VkBuffer in, out;
  int backward;
} frun;
static int rec_fft(void *arg)
{
  frun *f = (frun *)arg;
  return (f->backward ? dft_vk_record_backward(f->d, g_cmd, f->in, f->out)
                      : dft_vk_record_forward(f->d, g_cmd, f->in, f->out)) != DFT_OK;
}

static char g_cufft_file[512];
static double cufft_ms(const char *name)
{
  FILE *f;
  char line[256], nm[128];
  double ms, found = 0;
  if (!g_cufft_file[0] || !(f = fopen(g_cufft_file, "r"))) return 0;
  while (fgets(line, sizeof line, f))
    if (sscanf(line, "%127s %lf", nm, &ms) == 2 && !strcmp(nm, name)) found = ms;
  fclose(f);
  return found;
}

/* relative RMS error of GPU transform m against the CPU double transform of its input */
static double verify(const bcase *c, int64_t N, int64_t howmany, int64_t m, const dbuf *outb,
                     const dbuf *blk, double scale)
{
  int64_t rs = c->dbl ? 8 : 4, i, k;
  int64_t h = c->n[c->d - 1] / 2 + 1, No = c->real ? N / c->n[c->d - 1] * h : N;
  /* reals of a transform's input and output: R2C N and 2 No, C2R 2 No and N */
  int64_t nir = c->real == 1 ? N : 2 * No, nor = c->real == 2 ? N : 2 * No;
  int64_t ib = nir * rs, ob = nor * rs, off_in = (m * ib) % BLOCK;
  dft_descriptor *cd;
  double *x = (double *)malloc((size_t)(nir + nor + 16) * sizeof(double)), *y;
  dbuf stg;
  long double se = 0, sr = 0;
  dft_status st;
  (void)howmany;
  if (!x) return -1;
  y = x + nir + 8;
  /* input: the block at offset m*ib (the fill repeats the block: read modulo its size);
     a transform larger than the block is a multiple of it */
  if (ib > BLOCK) off_in = 0;
  for (i = 0; i < nir; i++) {
    int64_t byte = (off_in + i * rs) % BLOCK;
    x[i] = c->dbl ? *(double *)((char *)blk->p + byte) : *(float *)((char *)blk->p + byte);
  }
  dft_create(&cd, DFT_DOUBLE, c->real ? DFT_REAL : DFT_COMPLEX, c->d, c->n);
  dft_set_config(cd, DFT_PLACEMENT, DFT_NOT_INPLACE);
  dft_set_real(cd, c->real == 2 ? DFT_BACKWARD_SCALE : DFT_FORWARD_SCALE, scale);
  st = dft_commit(cd);
  if (st == DFT_OK) st = c->real == 2 ? dft_compute_backward(cd, x, y) : dft_compute_forward(cd, x, y);
  if (st != DFT_OK) { dft_free(&cd); free(x); return -1; }
  dft_free(&cd);
  dbuf_make(&stg, ob, 1);
  begin();
  {
    VkBufferCopy cp;
    cp.srcOffset = (VkDeviceSize)(m * ob);
    cp.dstOffset = 0;
    cp.size = (VkDeviceSize)ob;
    vkCmdCopyBuffer(g_cmd, outb->b, stg.b, 1, &cp);
  }
  submit();
  for (k = 0; k < nor; k++) {
    long double g = c->dbl ? ((double *)stg.p)[k] : ((float *)stg.p)[k];
    se += (g - y[k]) * (g - y[k]);
    sr += (long double)y[k] * y[k];
  }
  dbuf_free(&stg);
  free(x);
  return (double)sqrtl(se / (sr > 0 ? sr : 1));
}

/* DFT_VK_STATS=1: the driver's statistics of each pass's pipeline in direction dir (0
   forward, 1 backward; VK_KHR_pipeline_executable_properties): "regs" in the table, every
   statistic in the log */
static const char *g_case_name = "";
static void pipe_stats(const dft_descriptor *d, int dir, char *regs, size_t rlen, char *all, size_t alen)
{
  const dft__vk_plan *pl = (const dft__vk_plan *)dft_backend_state(d);
  PFN_vkGetPipelineExecutableStatisticsKHR gs;
  size_t ra = 0, aa = 0;
  int i;
  regs[0] = all[0] = 0;
  if (!pl || !g_ctx->stats) return;
  gs = (PFN_vkGetPipelineExecutableStatisticsKHR)vkGetDeviceProcAddr(g_dev, "vkGetPipelineExecutableStatisticsKHR");
  if (!gs) return;
  for (i = 0; i < pl->npass[dir]; i++) {
    VkPipelineExecutableInfoKHR ei;
    VkPipelineExecutableStatisticKHR st[32];
    uint32_t n = 32, k;
    memset(&ei, 0, sizeof ei);
    ei.sType = VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INFO_KHR;
    ei.pipeline = pl->pass[dir][i].pipe;
    memset(st, 0, sizeof st);
    for (k = 0; k < 32; k++) st[k].sType = VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_STATISTIC_KHR;
    if (gs(g_dev, &ei, &n, st) < 0) continue;
    if (getenv("DFT_VK_IRFILE")) { /* DFT_VK_STATS=2: the internal representations, appended */
      PFN_vkGetPipelineExecutableInternalRepresentationsKHR gi = (PFN_vkGetPipelineExecutableInternalRepresentationsKHR)
          vkGetDeviceProcAddr(g_dev, "vkGetPipelineExecutableInternalRepresentationsKHR");
      VkPipelineExecutableInternalRepresentationKHR ir[8];
      uint32_t ni = 8, m;
      FILE *fi = fopen(getenv("DFT_VK_IRFILE"), "a");
      memset(ir, 0, sizeof ir);
      for (m = 0; m < 8; m++) ir[m].sType = VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INTERNAL_REPRESENTATION_KHR;
      if (gi && fi && gi(g_dev, &ei, &ni, ir) >= 0) {
        for (m = 0; m < ni; m++) ir[m].pData = calloc(1, ir[m].dataSize + 1);
        if (gi(g_dev, &ei, &ni, ir) >= 0)
          for (m = 0; m < ni; m++)
            fprintf(fi, "==== %s pass %d ir %u %s (%s) %zu bytes\n%s\n", g_case_name, i, m, ir[m].name,
                    ir[m].description, ir[m].dataSize, ir[m].isText ? (const char *)ir[m].pData : "(binary)");
        for (m = 0; m < ni; m++) free(ir[m].pData);
      } else if (fi) fprintf(fi, "==== %s pass %d: no internal representations\n", g_case_name, i);
      if (fi) fclose(fi);
    }
    for (k = 0; k < n; k++) {
      long long v = st[k].format == VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_INT64_KHR ? (long long)st[k].value.i64
                  : st[k].format == VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_UINT64_KHR ? (long long)st[k].value.u64
                  : st[k].format == VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_FLOAT64_KHR ? (long long)st[k].value.f64
                  : (long long)st[k].value.b32;
      if (aa < alen) aa += (size_t)snprintf(all + aa, alen - aa, "%s[%d]%s=%lld", aa ? " " : "", i, st[k].name, v);
      if (strstr(st[k].name, "egister") && ra < rlen)
        ra += (size_t)snprintf(regs + ra, rlen - ra, "%s%lld", ra ? "/" : "", v);
    }
  }
}

static FILE *g_log;
static char g_log_name[512];
static double g_copy_gbs;
static int g_noverify;

static void run_case(const bcase *c, const dbuf *blk, int reps)
{
  int64_t rs = c->dbl ? 8 : 4, N = 1, howmany, inb, outb_bytes, h, No;
  dft_descriptor *d;
  dbuf a, b;
  frun f;
  double t0, t1, t2, t3, t4, ms, gbs, cu, e0, e1, scale;
  char desc[512], regs[64], stats[2048];
  int l;
  dft_status st;
  for (l = 0; l < c->d; l++) N *= c->n[l];
  h = c->n[c->d - 1] / 2 + 1;
  No = c->real ? N / c->n[c->d - 1] * h : N;
  inb = N * (c->real ? rs : 2 * rs);
  howmany = GIB / inb;
  if (howmany < 1) howmany = 1;
  outb_bytes = No * 2 * rs;
  scale = 1.0 / sqrt((double)N); /* keeps repeated in-place transforms finite */
  st = dft_create(&d, c->dbl ? DFT_DOUBLE : DFT_SINGLE, c->real ? DFT_REAL : DFT_COMPLEX, c->d, c->n);
  if (st) die("dft_create", st);
  dft_set_int(d, DFT_NUMBER_OF_TRANSFORMS, howmany);
  dft_set_real(d, c->real == 2 ? DFT_BACKWARD_SCALE : DFT_FORWARD_SCALE, scale);
  if (c->real) dft_set_config(d, DFT_PLACEMENT, DFT_NOT_INPLACE);
  t0 = now();
  st = dft_commit(d);
  t1 = now();
  if (st == DFT_OK) st = dft_vk_commit(d, g_ctx);
  t2 = now();
  if (st != DFT_OK) {
    printf("%-16s commit failed: %s\n", c->name, dft_status_string(st));
    dft_free(&d);
    return;
  }
  dft_vk_describe(d, desc, sizeof desc);
  g_case_name = c->name;
  pipe_stats(d, c->real == 2, regs, sizeof regs, stats, sizeof stats);
  /* a: the input (C2R: the half spectra), b: the output of the real cases */
  dbuf_make(&a, howmany * (c->real == 2 ? outb_bytes : inb), 0);
  memset(&b, 0, sizeof b);
  if (c->real) dbuf_make(&b, howmany * (c->real == 2 ? inb : outb_bytes), 0);
  fill(&a, blk);
  f.d = d;
  f.in = a.b;
  f.out = c->real ? b.b : VK_NULL_HANDLE;
  f.backward = c->real == 2;
  /* timing first, then correctness: one transform from freshly filled data, transforms 0
     and last. Timed after the checks (seconds of CPU for the large cases), 4096^2 and
     2^24 read 0.44x and 0.69x of cuFFT in a full H100 sweep where runs without the checks
     read 1.00x and 0.83x (session 70) */
  ms = timeit(rec_fft, &f, 2, reps);
  e0 = e1 = -1;
  if (!g_noverify) {
    fill(&a, blk);
    begin();
    if (rec_fft(&f)) die("record", 0);
    barrier();
    submit();
    e0 = verify(c, N, howmany, 0, c->real ? &b : &a, blk, scale);
    e1 = verify(c, N, howmany, howmany - 1, c->real ? &b : &a, blk, scale);
  }
  { /* commit again: the pipelines are in the context's cache now */
    dft_set_real(d, c->real == 2 ? DFT_BACKWARD_SCALE : DFT_FORWARD_SCALE, scale);
    t3 = now();
    st = dft_vk_commit(d, g_ctx);
    t4 = now();
    if (st != DFT_OK) die("second dft_vk_commit", st);
  }
  gbs = 2.0 * (double)(howmany * inb) / (ms * 1e-3) / 1e9;
  cu = cufft_ms(c->name);
  printf("%-16s %6lld %8.3f %7.0f %5.0f%% %7.1f %7.1f %6.1f %8.1e %8.1e", c->name, (long long)howmany, ms, gbs,
         100.0 * gbs / g_copy_gbs, (t1 - t0) * 1e3, (t2 - t1) * 1e3, (t4 - t3) * 1e3, e0, e1);
  if (cu > 0) printf(" %8.3f %6.2fx", cu, cu / ms);
  if (regs[0]) printf(" regs %s", regs);
  printf("\n");
  fflush(stdout);
  if (g_log) {
    fprintf(g_log, "%s howmany=%lld ms=%.4f GBs=%.1f copyfrac=%.3f commit_cpu_ms=%.2f commit_gpu_ms=%.2f recommit_ms=%.2f err0=%.2e err1=%.2e cufft_ms=%.4f plan={%s}\n",
            c->name, (long long)howmany, ms, gbs, gbs / g_copy_gbs, (t1 - t0) * 1e3, (t2 - t1) * 1e3, (t4 - t3) * 1e3, e0, e1, cu, desc);
    if (stats[0]) fprintf(g_log, "  stats: %s\n", stats);
    fflush(g_log);
  }
  dft_free(&d);
  dbuf_free(&a);
  dbuf_free(&b);
}

/* name matches one of the comma-separated substrings of list (exactly, when one ends in '$') */
static int match(const char *name, const char *list)
{
  char buf[256], *tok, *save = NULL;
  snprintf(buf, sizeof buf, "%s", list);
  for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
    size_t n = strlen(tok);
    if (n && tok[n - 1] == '$') {
      tok[n - 1] = 0;
      if (!strcmp(name, tok)) return 1;
    } else if (strstr(name, tok)) return 1;
  }
  return 0;
}

/* The input blocks and the Vulkan objects of this process. */
static void release(dbuf *blk, dbuf *blk64)
{
  dbuf_free(blk);
  dbuf_free(blk64);
  vkDestroyQueryPool(g_dev, g_qp, NULL);
  vkDestroyFence(g_dev, g_fence, NULL);
  vkDestroyCommandPool(g_dev, g_pool, NULL);
  dft_vk_context_free(&g_ctx);
}

int main(int argc, char **argv)
{
  static bcase cases[80];
  int nc = 0, i, k, quick = 0, reps = 10, nocopy = 0, inprocess = 0, child = 0;
  const char *only = NULL;
  dbuf blk, blk64, ca, cb;
  VkCommandPoolCreateInfo cp;
  VkCommandBufferAllocateInfo ca2;
  VkFenceCreateInfo fi;
  VkQueryPoolCreateInfo qi;
  VkPhysicalDeviceProperties pp;
  VkQueueFamilyProperties qf[16];
  uint32_t nq = 16;
  dft_status st;
  double cms;
  static char names[80][32];

  for (i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--quick")) quick = 1;
    else if (!strcmp(argv[i], "--cufft") && i + 1 < argc) snprintf(g_cufft_file, sizeof g_cufft_file, "%s", argv[++i]);
    else if (!strcmp(argv[i], "--reps") && i + 1 < argc) reps = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--only") && i + 1 < argc) only = argv[++i];
    else if (!strcmp(argv[i], "--log") && i + 1 < argc) {
      snprintf(g_log_name, sizeof g_log_name, "%s", argv[++i]);
      g_log = fopen(g_log_name, "a");
    }
    else if (!strcmp(argv[i], "--mib") && i + 1 < argc) g_bytes = (int64_t)atoi(argv[++i]) << 20;
    else if (!strcmp(argv[i], "--noverify")) g_noverify = 1;
    else if (!strcmp(argv[i], "--inprocess")) inprocess = 1;
    else if (!strcmp(argv[i], "--child") && i + 1 < argc) { child = 1; g_copy_gbs = atof(argv[++i]); }
    else if (!strcmp(argv[i], "--nocopy")) nocopy = 1;
    else if (!strcmp(argv[i], "--copyu") && i + 1 < argc && atoi(argv[i + 1]) >= 0 && atoi(argv[i + 1]) <= 8) g_copyu = (uint32_t)atoi(argv[++i]);
    else if (!strcmp(argv[i], "--copyin")) g_copyin = 1;
    else if (!strcmp(argv[i], "--copytile") && i + 1 < argc &&
             sscanf(argv[++i], "%u,%u", &g_copyp, &g_copysh) == 2 && g_copyp <= 64 && g_copysh >= 1) {}
    else { fprintf(stderr, "usage: %s [--quick] [--cufft FILE] [--reps N] [--only S] [--log FILE] [--mib M] [--noverify] [--nocopy] [--inprocess] [--copyu U] [--copyin] [--copytile P,SH]\n", argv[0]); return 2; }
  }
  if (reps < 1) reps = 1;
  if (reps > MAXREPS) reps = MAXREPS;
  /* the cases: names match bench/cufft_ref.py */
  for (k = 8; k <= 24; k++) {
    if (quick && k % 4) continue;
    snprintf(names[nc], sizeof names[nc], "c2c_f32_2^%d", k);
    cases[nc].name = names[nc]; cases[nc].d = 1; cases[nc].n[0] = (int64_t)1 << k; nc++;
  }
  for (k = 8; k <= 24; k++) {
    if (quick && k % 8) continue;
    snprintf(names[nc], sizeof names[nc], "r2c_f32_2^%d", k);
    cases[nc].name = names[nc]; cases[nc].d = 1; cases[nc].real = 1; cases[nc].n[0] = (int64_t)1 << k; nc++;
  }
  for (k = 8; k <= 24; k++) {
    if (quick && k % 8) continue;
    snprintf(names[nc], sizeof names[nc], "c2r_f32_2^%d", k);
    cases[nc].name = names[nc]; cases[nc].d = 1; cases[nc].real = 2; cases[nc].n[0] = (int64_t)1 << k; nc++;
  }
  for (k = 8; k <= 24; k++) {
    if (quick && k % 8) continue;
    snprintf(names[nc], sizeof names[nc], "c2c_f64_2^%d", k);
    cases[nc].name = names[nc]; cases[nc].d = 1; cases[nc].dbl = 1; cases[nc].n[0] = (int64_t)1 << k; nc++;
  }
  cases[nc].name = "c2c_f32_4096^2"; cases[nc].d = 2; cases[nc].n[0] = cases[nc].n[1] = 4096; nc++;
  cases[nc].name = "c2c_f32_256^3"; cases[nc].d = 3; cases[nc].n[0] = cases[nc].n[1] = cases[nc].n[2] = 256; nc++;

  st = dft_vk_context_create(&g_ctx, -1);
  if (st != DFT_OK) die("dft_vk_context_create", st);
  dft_vk_context_device(g_ctx, &g_pd, &g_dev, &g_q, &g_fam);
  vkGetPhysicalDeviceProperties(g_pd, &pp);
  vkGetPhysicalDeviceMemoryProperties(g_pd, &g_mp);
  vkGetPhysicalDeviceQueueFamilyProperties(g_pd, &nq, qf);
  g_period = pp.limits.timestampPeriod;
  g_tsmask = qf[g_fam].timestampValidBits >= 64 ? -1 : (int64_t)(((uint64_t)1 << qf[g_fam].timestampValidBits) - 1);
  if (!qf[g_fam].timestampValidBits) die("timestamps on the compute queue", 0);
  memset(&cp, 0, sizeof cp);
  cp.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
  cp.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
  cp.queueFamilyIndex = g_fam;
  vkCreateCommandPool(g_dev, &cp, NULL, &g_pool);
  memset(&ca2, 0, sizeof ca2);
  ca2.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
  ca2.commandPool = g_pool;
  ca2.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  ca2.commandBufferCount = 1;
  vkAllocateCommandBuffers(g_dev, &ca2, &g_cmd);
  memset(&fi, 0, sizeof fi);
  fi.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
  vkCreateFence(g_dev, &fi, NULL, &g_fence);
  memset(&qi, 0, sizeof qi);
  qi.sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO;
  qi.queryType = VK_QUERY_TYPE_TIMESTAMP;
  qi.queryCount = 2 * MAXREPS;
  vkCreateQueryPool(g_dev, &qi, NULL, &g_qp);

  /* the random blocks, single and double */
  dbuf_make(&blk, BLOCK, 1);
  dbuf_make(&blk64, BLOCK, 1);
  srand(12345);
  for (i = 0; i < (int)(BLOCK / 4); i++) ((float *)blk.p)[i] = (float)rand() / (float)RAND_MAX - 0.5f;
  for (i = 0; i < (int)(BLOCK / 8); i++) ((double *)blk64.p)[i] = (double)rand() / RAND_MAX - 0.5;
  /* copy ceiling: 1 GiB to 1 GiB, bytes read plus written */
  cms = 1e9;
  if (!nocopy && !child) {
    dbuf_make(&ca, GIB, 0);
    dbuf_make(&cb, GIB, 0);
    fill(&ca, &blk);
    cms = copy_ceiling(&ca, &cb, reps);
    dbuf_free(&ca);
    dbuf_free(&cb);
  }
  if (!child) g_copy_gbs = 2.0 * (double)GIB / (cms * 1e-3) / 1e9;
  if (!child) {
    char how[64];
    if (g_copyp) snprintf(how, sizeof how, "tiles of %u vec2 a thread, %u shared floats", g_copyp, g_copysh);
    else if (g_copyu) snprintf(how, sizeof how, "a grid-stride loop, %u loads a thread in flight", g_copyu);
    else snprintf(how, sizeof how, "one vec4 a thread");
    printf("device: %s; copy ceiling %.3f ms for %lld MiB -> %.0f GB/s (read + write; %s%s)\n", pp.deviceName, cms,
           (long long)(GIB >> 20), g_copy_gbs, how, g_copyin ? ", in place" : "");
    printf("%-16s %6s %8s %7s %6s %7s %7s %6s %8s %8s %8s %7s\n", "case", "batch", "ms", "GB/s", "copy", "cpu_ms", "gpu_ms",
           "re_ms", "err0", "errN", "cufft_ms", "ratio");
    if (g_log) fprintf(g_log, "device=%s copy_ms=%.4f copy_GBs=%.1f\n", pp.deviceName, cms, g_copy_gbs);
    fflush(stdout);
  }
  if (child || inprocess) {
    for (i = 0; i < nc; i++)
      if (!only || match(cases[i].name, only)) run_case(&cases[i], cases[i].dbl ? &blk64 : &blk, reps);
  } else {
    /* each case in a process of its own: on an H200, cases that followed many 1-3 GiB
       allocations and frees in one process ran up to 3 times slower */
    release(&blk, &blk64);
    for (i = 0; i < nc; i++) {
      char cmd[2048];
      int at;
      if (only && !match(cases[i].name, only)) continue;
      at = snprintf(cmd, sizeof cmd, "'%s' --child %.3f --only '%s$' --reps %d --mib %lld%s", argv[0], g_copy_gbs,
                    cases[i].name, reps, (long long)(GIB >> 20), g_noverify ? " --noverify" : "");
      if (g_cufft_file[0]) at += snprintf(cmd + at, sizeof cmd - (size_t)at, " --cufft '%s'", g_cufft_file);
      if (g_log_name[0]) at += snprintf(cmd + at, sizeof cmd - (size_t)at, " --log '%s'", g_log_name);
      fflush(stdout);
      if (g_log) fflush(g_log);
      if (system(cmd) != 0) printf("%-16s failed in its process\n", cases[i].name);
    }
    if (g_log) fclose(g_log);
    return 0;
  }
  release(&blk, &blk64);
  if (g_log) fclose(g_log);
  return 0;
}
