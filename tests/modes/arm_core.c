/* arm_core.c - the core suite (tests/test_core.c) for make test-arm, where it runs
   under qemu: arm64's long double is a software quad type, so the suite's long-double
   reference makes its two big groups (the layout matrix, more 1-D lengths) take tens
   of minutes there. This file compiles test_core.c unchanged (its main renamed) and
   runs its other groups, or the groups named on the command line ("all": every group
   in test_core.c's order). Prints "N passed, M failed" last. */
#define main dft_test_core_main
#include "../test_core.c"
#undef main

typedef struct { const char *name, *title; void (*run)(void); int quick; } arm_group;

static const arm_group ARM_GROUPS[] = {
  {"misc", "misc (status strings, dft_malloc)", misc_tests, 1},
  {"defaults", "defaults and round trips", defaults_and_roundtrips, 1},
  {"uncommit", "set uncommits", uncommit_tests, 1},
  {"setget", "setter/getter errors", setter_getter_errors, 1},
  {"null", "NULL, create, copy, free", null_create_copy_free, 1},
  {"copy", "copy", copy_tests, 1},
  {"commit", "commit errors", commit_errors, 1},
  {"legacy", "legacy strides per direction", legacy_direction_tests, 1},
  {"compute", "compute errors", compute_errors, 1},
  {"memory", "allocation failures", memory_tests, 1},
  {"explicit", "explicit layouts", explicit_tests, 1},
  {"matrix", "layout matrix", matrix_tests, 0},
  {"lengths", "more 1-D lengths", extra_lengths, 0},
  {"threads", "threads", thread_tests, 1},
};

int main(int argc, char **argv)
{
  const int ng = (int)(sizeof ARM_GROUPS / sizeof ARM_GROUPS[0]);
  const double t0 = now_s();
  int g, a;
  setvbuf(stdout, NULL, _IOLBF, 0);
  for (g = 0; g < ng; g++) {
    int want = argc < 2 ? ARM_GROUPS[g].quick : 0;
    for (a = 1; a < argc; a++)
      if (!strcmp(argv[a], "all") || !strcmp(argv[a], ARM_GROUPS[g].name)) want = 1;
    if (!want) {
      printf("skipped %s (long under qemu; give \"%s\" as an argument to run it)\n", ARM_GROUPS[g].title, ARM_GROUPS[g].name);
      continue;
    }
    group_begin(ARM_GROUPS[g].title);
    ARM_GROUPS[g].run();
    group_end();
  }
  (void)dft_test_core_main;
  printf("ok largest error/tolerance %.3g at %s\n", g_worst_ratio, g_worst_label);
  printf("ok total time %.2f s\n", now_s() - t0);
  printf("%ld passed, %ld failed\n", g_pass, g_fail);
  return g_fail > 0;
}
