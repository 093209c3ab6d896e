#!/bin/sh
# Runs the libFuzzer harness of dft.h for a bounded time and reports the result as
# "N passed, M failed" (the last line), for tests/run.sh and `make fuzz`.
#   tests/fuzz/check.sh FUZZER SECONDS WORKDIR [keep]
# FUZZER   the harness built with -fsanitize=fuzzer,address,undefined (mk/reliability.mk)
# SECONDS  fuzzing time after the seed corpus has run (libFuzzer -max_total_time)
# WORKDIR  where the generated corpus and any finding go; emptied first unless "keep"
#          is given (`make fuzz` keeps it, so the corpus grows from run to run)
# Every committed seed (tests/fuzz/seeds) runs first; a crash, a sanitizer report, a
# failed check of the harness, a leak or a unit slower than 25 s is a finding: the
# input is written to WORKDIR/findings/ and the command that reproduces it is printed.
# (libFuzzer also writes a slow-unit file there from 10 s by default, which this script
# would count; -report_slow_units=25 keeps the one limit: session 66's CI met an input of
# 23 refused commits of a 2.8e14-point descriptor at 11 s under ASan, 1.3 s without.)
# DFT_FUZZ_SEED=n fixes libFuzzer's random seed (default: a fresh one, printed).
fuzzer=$1; secs=$2; work=$3; keep=$4
seeds=$(dirname "$0")/seeds
if [ ! -x "$fuzzer" ] || [ -z "$secs" ] || [ -z "$work" ]; then
  echo "usage: $0 FUZZER SECONDS WORKDIR [keep]"; echo "0 passed, 1 failed"; exit 2
fi
[ "$keep" = keep ] || rm -rf "$work"
mkdir -p "$work/corpus" "$work/findings"
log=$work/fuzz.log
seed_opt=""
[ -n "$DFT_FUZZ_SEED" ] && seed_opt="-seed=$DFT_FUZZ_SEED"
# allocator_may_return_null: the harness caps the library's allocations itself and a
# refused huge request must come back as NULL (DFT_ERROR_MEMORY), not abort.
ASAN_OPTIONS=${ASAN_OPTIONS:-allocator_may_return_null=1:detect_leaks=1} \
UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1} \
  "$fuzzer" -max_total_time="$secs" -timeout=25 -report_slow_units=25 -rss_limit_mb=2560 -print_final_stats=1 \
    -artifact_prefix="$work/findings/" $seed_opt "$work/corpus" "$seeds" > "$log" 2>&1
rc=$?
execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
cov=$(grep -E '^#[0-9]+[[:space:]]+(DONE|pulse|NEW|REDUCE|INITED)' "$log" | tail -n 1 | sed -n 's/.*cov: \([0-9]*\) ft: \([0-9]*\) corp: \([0-9]*\).*/\1 edges, \2 features, corpus \3/p')
nseeds=$(ls "$seeds" | wc -l)
rseed=$(sed -n 's/^INFO: Seed: //p' "$log" | head -n 1)
if [ "$rc" -eq 0 ] && ! ls "$work/findings" | grep -q .; then
  echo "ok fuzz: ${secs} s after $nseeds seeds, ${execs:-?} executions, ${rate:-?} exec/s, ${cov:-?} (libFuzzer seed $rseed)"
  echo "1 passed, 0 failed"
  exit 0
fi
echo "FAIL fuzz: finding after ${execs:-?} executions (exit $rc, libFuzzer seed $rseed); log: $log"
grep -E 'FUZZ CHECK FAILED|runtime error|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|SUMMARY' "$log" | head -n 12
for f in "$work"/findings/*; do
  [ -f "$f" ] || continue
  echo "  input: $f (base64 $(base64 -w0 "$f" | head -c 300))"
  echo "  reproduce: $fuzzer $f   (trace the calls: FZ_TRACE=1 $(dirname "$fuzzer")/fuzz_replay $f)"
done
echo "0 passed, 1 failed"
exit 1
