#!/bin/bash
# tools/gpu_cold.sh - one call on the GPU host: commit time of each case on a cold driver
# cache (__GL_SHADER_DISK_CACHE=0: every process compiles its pipelines from SPIR-V) with
# the pipelines made on 1 thread and on T (dft_vk_commit under -fopenmp), alternating,
# twice. Usage: tools/gpu_cold.sh 'c2c_f32_2^13$,c2c_f32_2^20$' 16 [bench_gpu]
# Needs .gl/ unpacked first (see tools/gpu_try.sh); bench_gpu built here with -fopenmp.
only=$1 t=$2 bin=${3:-build/gpu/bench_gpu}
out=${OUT:-build}
for r in 1 2; do
  for n in 1 "$t"; do
    echo "== OMP_NUM_THREADS=$n run $r"
    __GL_SHADER_DISK_CACHE=0 OMP_NUM_THREADS=$n $bin --noverify --nocopy --mib 64 --only "$only" \
      > "$out/cold_${n}_$r.txt" 2>&1
    grep -E '^case|^c2c|^r2c' "$out/cold_${n}_$r.txt" | cut -c1-120
  done
done
