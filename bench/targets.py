#!/usr/bin/env python3
"""bench/targets.py - the CPU targets of the benchmark, from several runs of `make bench`.

usage: bench/targets.py RUN.json [RUN.json ...]   (build/bench.json, or BENCH_JSON=... runs)

Runs of `bench --backward` (c2c backward and c2r) are judged by the same targets.

Takes each case's median ratio (t_FFTW / t_dft.h) over the runs and prints the geometric
means per group and precision, then every case under its group's target, with the ratio
of each run and FFTW's time over that of a memcpy of the input (the `copy` column: where
it is near 1, FFTW runs at the speed of copying the data). Targets, one thread: complex
powers of two 64..2^20 >= 1.0x each and >= 1.15x in geometric mean, real 1-D >= 1.0x,
mixed radix >= 1.0x, primes >= 1.5x, 2-D/3-D >= 1.0x, batched short >= 1.3x; commit
<= 1 ms up to 2^16 points and <= 10 ms at 2^22 (medians over the runs). Exit status 1
when a target is missed.
"""
import json
import math
import statistics
import sys

GROUP_TARGET = {"mixed": 1.0, "prime": 1.5, "multi": 1.0, "batched": 1.3}


def target(c):
    if c["group"] == "pow2":
        if c["kind"] != "c2c" or 64 <= c["n"] <= 1 << 20:
            return 1.0
        return None
    return GROUP_TARGET.get(c["group"])


def main(paths):
    runs = [json.load(open(p))["cases"] for p in paths]
    by = {}
    for run in runs:
        for c in run:
            if c.get("ok"):
                by.setdefault(c["name"], []).append(c)
    med = {n: statistics.median(c["ratio"] for c in cs) for n, cs in by.items()}
    first = {n: cs[0] for n, cs in by.items()}
    missed = 0
    print("geometric means of the median ratios over %d run(s):" % len(runs))
    kinds = sorted({c["kind"] for c in first.values()})  # c2c, and r2c or c2r (--backward)
    for kind in kinds:
        for prec in ("single", "double"):
            line = []
            for g in ("pow2", "mixed", "prime", "multi", "batched"):
                v = [med[n] for n, c in first.items()
                     if c["group"] == g and c["kind"] == kind and c["precision"] == prec
                     and (g != "pow2" or 64 <= c["n"] <= 1 << 20)]
                if v:
                    gm = math.exp(sum(map(math.log, v)) / len(v))
                    line.append("%s %.3f (%d)" % (g if g != "pow2" else "pow2 64..2^20", gm, len(v)))
                    if g == "pow2" and kind == "c2c" and gm < 1.15:
                        missed += 1
                        line[-1] += " < 1.15"
            print("  %s %s: %s" % (kind, prec, ", ".join(line)))
    print("cases under their target:")
    for n, c in first.items():
        t = target(c)
        if t is not None and med[n] < t:
            missed += 1
            cs = by[n]
            print("  %-30s %.3f < %.1f  runs %s  copy %s" % (
                n, med[n], t, " ".join("%.3f" % x["ratio"] for x in cs),
                " ".join("%.2f" % (x["fftw_ns"] / x["copy_ns"]) for x in cs)))
    small = [(statistics.median(x["dft_commit_ms"] for x in cs), n)
             for n, cs in by.items() if first[n]["n"] <= 1 << 16]
    big = [(statistics.median(x["dft_commit_ms"] for x in cs), n)
           for n, cs in by.items() if first[n]["n"] == 1 << 22]
    for lim, v, what in ((1.0, small, "up to 2^16"), (10.0, big, "at 2^22")):
        if v:
            ms, n = max(v)
            print("commit %s: largest median %.2f ms (%s)%s" % (what, ms, n, " > %g ms" % lim if ms > lim else ""))
            missed += ms > lim
    print("%d target(s) missed" % missed)
    return 1 if missed else 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.stderr.write(__doc__)
        sys.exit(2)
    sys.exit(main(sys.argv[1:]))
