#!/bin/bash
# tools/gpu_copy.sh - one call on the GPU host: the copy ceiling under the copy shader's
# variants (U loads of a thread in flight, in place or not) beside the cases given, and
# those cases at a second batch size (MIB), cuFFT alongside. Usage:
#   tools/gpu_copy.sh 'c2c_f32_2^13$' 1023
# Needs .gl/ unpacked first and build/gpu/bench_gpu built here (see tools/gpu_try.sh).
only=$1 mib=${2:-1023}
out=${OUT:-build}
bin=build/gpu/bench_gpu
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu --format=csv,noheader
python3 bench/cufft_ref.py --only "$only" > build/cufft.txt 2> "$out/cufft.err"
python3 bench/cufft_ref.py --only "$only" --mib "$mib" > build/cufft_$mib.txt 2>> "$out/cufft.err"
grep -v '^#' build/cufft.txt build/cufft_$mib.txt
for r in 1 2; do
  for u in 0 1 2 4 8; do
    for inpl in "" --copyin; do
      $bin --noverify --copyu $u $inpl --cufft build/cufft.txt --only "$only" > "$out/copy_${u}${inpl}_$r.txt" 2>&1
      echo "== copyu $u $inpl run $r"; grep -E '^device|^c2c|^r2c' "$out/copy_${u}${inpl}_$r.txt" | cut -c1-160
    done
  done
  $bin --noverify --nocopy --mib "$mib" --cufft build/cufft_$mib.txt --only "$only" > "$out/mib_$r.txt" 2>&1
  echo "== $mib MiB run $r"; grep -E '^c2c|^r2c' "$out/mib_$r.txt"
done
