#!/bin/bash
# tools/gpu_bins.sh - one call on the GPU host: time several builds of bench_gpu (variants
# of dft_vulkan.h built here, carried in build/gpu) on the cases given, cuFFT alongside,
# alternating, twice. Usage: tools/gpu_bins.sh 'c2c_f32_2^13$' build/gpu/a build/gpu/b ...
# Needs .gl/ unpacked first (see tools/gpu_try.sh).
only=$1; shift
out=${OUT:-build}
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu --format=csv,noheader
python3 bench/cufft_ref.py --only "$only" > build/cufft.txt 2> "$out/cufft.err"
grep -v '^#' build/cufft.txt | head -20
for r in 1 2; do
  for b in "$@"; do
    n=$(basename "$b")
    DFT_VK_STATS=1 $b --noverify --cufft build/cufft.txt --only "$only" > "$out/${n}_$r.txt" 2>&1
    echo "== $n run $r"; grep -E '^device|^c2c|^r2c|^c2r' "$out/${n}_$r.txt" | cut -c1-150
  done
done
