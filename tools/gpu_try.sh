#!/bin/bash
# tools/gpu_try.sh - one call on the GPU host: build bench_gpu, time cuFFT and dft_vulkan.h
# on the cases given (bench_gpu --only syntax) under each value of an environment knob,
# alternating, twice. Usage: tools/gpu_try.sh 'c2c_f32_2^13$' DFT_VK_PFD 0 264 ...
# Needs .gl/ unpacked first (../shared/tools/gpu-prep.sh here; on the host:
# for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig).
only=$1 knob=$2; shift 2
out=${OUT:-build}
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu --format=csv,noheader
bin=build/gpu/bench_gpu # built here (the host has no Vulkan or SIMDe headers): cc -std=c99 -O2 -DDFT_NO_SIMD -I. -o build/gpu/bench_gpu bench/bench_gpu.c -lvulkan -lm
python3 bench/cufft_ref.py --only "$only" > build/cufft.txt 2> "$out/cufft.err"
grep -v '^#' build/cufft.txt | head -20
for r in 1 2; do
  for v in "$@"; do
    echo "== $knob=$v run $r"
    env "$knob=$v" DFT_VK_STATS=1 $bin --cufft build/cufft.txt --only "$only" > "$out/run_${v}_$r.txt" 2>&1
    grep -E '^case|^c2c|^r2c|^c2r|regist|pass' "$out/run_${v}_$r.txt" | head -8
  done
done
