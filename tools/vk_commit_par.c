/* vk_commit_par.c - does the Vulkan driver compile pipelines in parallel? Commits K
   complex single descriptors of different lengths (each compiles its own pipelines),
   first one after another in one thread, then each in a thread of its own; each commit
   has a context (a VkDevice) of its own, created before the clock starts. Run with the
   driver's shader disk cache off (NVIDIA: __GL_SHADER_DISK_CACHE=0) so every compile is
   cold; one mode a process (seq, par). Build: cc -std=c99 -O2 -DDFT_NO_SIMD -I. tools/vk_commit_par.c -lvulkan -lm -pthread */
#define _POSIX_C_SOURCE 200112L
#define DFT_IMPLEMENTATION
#include "dft.h"
#define DFT_VULKAN_IMPLEMENTATION
#include "dft_vulkan.h"
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#define K 4
static const int64_t lens[1][K] = {{4096, 8192, 16384, 2048}};
typedef struct { dft_vk_context *ctx; dft_descriptor *d; dft_status st; } job;

static double now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}
static void *run(void *a)
{
  job *j = (job *)a;
  j->st = dft_vk_commit(j->d, j->ctx);
  return NULL;
}
static double round_(int set, int par)
{
  job j[K];
  pthread_t th[K];
  double t0, t;
  int i;
  for (i = 0; i < K; i++) {
    if (dft_vk_context_create(&j[i].ctx, 0) != DFT_OK) { fprintf(stderr, "no device\n"); exit(1); }
    dft_create(&j[i].d, DFT_SINGLE, DFT_COMPLEX, 1, &lens[set][i]);
    dft_set_int(j[i].d, DFT_NUMBER_OF_TRANSFORMS, 64);
    dft_commit(j[i].d);
  }
  t0 = now();
  if (par) {
    for (i = 0; i < K; i++) pthread_create(&th[i], NULL, run, &j[i]);
    for (i = 0; i < K; i++) pthread_join(th[i], NULL);
  } else
    for (i = 0; i < K; i++) run(&j[i]);
  t = now() - t0;
  for (i = 0; i < K; i++) {
    if (j[i].st != DFT_OK) printf("commit %d: %s\n", i, dft_status_string(j[i].st));
    dft_free(&j[i].d);
    dft_vk_context_free(&j[i].ctx);
  }
  return t;
}
int main(int argc, char **argv)
{
  /* one mode a process: "seq" or "par" (run each in fresh processes, alternating) */
  const int par = argc > 1 && !strcmp(argv[1], "par");
  printf("%d commits %s: %.3f s\n", K, par ? "on as many threads" : "one after another", round_(0, par));
  return 0;
}
