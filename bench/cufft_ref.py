#!/usr/bin/env python3
"""cufft_ref.py - cuFFT times for the cases of bench/bench_gpu.c, through CuPy.

Same cases, same sizes: 1 GiB batches, complex in place (forward), R2C and C2R out of
place (1 GiB of reals; C2R the backward transform of the half spectra).
Times come from CUDA events around each execution of a prebuilt cuFFT plan (median of
the timed repetitions after warm-ups). Prints "NAME MS" lines (bench_gpu --cufft FILE
reads them); exits 3 when CuPy is missing.

usage: cufft_ref.py [--quick] [--reps N] [--only S1,S2,...] [--mib M] > cufft.txt
(--only: substrings, as bench_gpu takes them; a trailing '$' matches the whole name;
--mib: data per case, as bench_gpu takes it, default 1024)
"""
import sys

try:
    import cupy as cp
    from cupy.cuda import cufft
    import cupyx.scipy.fftpack as fftpack
except Exception as e:  # CuPy missing or no GPU: nothing to compare with
    print("# cufft_ref: CuPy unavailable (%s)" % e, file=sys.stderr)
    sys.exit(3)

GIB = 1 << 30


def cases(quick):
    out = []
    for k in range(8, 25):
        if not quick or k % 4 == 0:
            out.append(("c2c_f32_2^%d" % k, (1 << k,), "c2c", cp.complex64))
    for k in range(8, 25):
        if not quick or k % 8 == 0:
            out.append(("r2c_f32_2^%d" % k, (1 << k,), "r2c", cp.float32))
    for k in range(8, 25):
        if not quick or k % 8 == 0:
            out.append(("c2r_f32_2^%d" % k, (1 << k,), "c2r", cp.float32))
    for k in range(8, 25):
        if not quick or k % 8 == 0:
            out.append(("c2c_f64_2^%d" % k, (1 << k,), "c2c", cp.complex128))
    out.append(("c2c_f32_4096^2", (4096, 4096), "c2c", cp.complex64))
    out.append(("c2c_f32_256^3", (256, 256, 256), "c2c", cp.complex64))
    return out


def time_case(shape, kind, dtype, reps):
    n = 1
    for s in shape:
        n *= s
    isz = cp.dtype(dtype).itemsize
    batch = max(1, GIB // (n * isz))
    rng = cp.random.default_rng(1)
    full = (batch,) + shape
    axes = tuple(range(1, len(full)))
    if kind == "c2c":
        real = cp.float32 if dtype == cp.complex64 else cp.float64
        x = (rng.random(full, dtype=real) - 0.5).astype(dtype)
        x += 1j * (rng.random(full, dtype=real) - 0.5).astype(dtype)
        plan = fftpack.get_fft_plan(x, axes=axes, value_type="C2C")
        out = x  # in place
    elif kind == "r2c":
        x = rng.random(full, dtype=dtype) - 0.5
        plan = fftpack.get_fft_plan(x, axes=axes, value_type="R2C")
        out = cp.empty(full[:-1] + (shape[-1] // 2 + 1,), dtype=cp.complex64)
    else:  # C2R: half spectra in, reals out
        hs = full[:-1] + (shape[-1] // 2 + 1,)
        x = (rng.random(hs, dtype=dtype) - 0.5).astype(cp.complex64)
        x += 1j * (rng.random(hs, dtype=dtype) - 0.5).astype(cp.complex64)
        out = cp.empty(full, dtype=dtype)
        plan = fftpack.get_fft_plan(x, shape=shape, axes=axes, value_type="C2R")
    start, stop = cp.cuda.Event(), cp.cuda.Event()
    times = []
    for r in range(reps + 2):
        start.record()
        plan.fft(x, out, cufft.CUFFT_INVERSE if kind == "c2r" else cufft.CUFFT_FORWARD)
        stop.record()
        stop.synchronize()
        if r >= 2:
            times.append(cp.cuda.get_elapsed_time(start, stop))
        if kind == "c2c":  # keep the values finite over repetitions
            x *= 1.0 / (n ** 0.5)
    times.sort()
    del x, out, plan
    cp.get_default_memory_pool().free_all_blocks()
    return times[len(times) // 2]


def matches(name, only):
    """one of the comma-separated substrings of only is in name (exactly, with a trailing '$')"""
    for tok in only.split(","):
        if tok.endswith("$") and name == tok[:-1]:
            return True
        if tok and not tok.endswith("$") and tok in name:
            return True
    return False


def main():
    global GIB
    quick = "--quick" in sys.argv
    reps = 10
    only = None
    a = sys.argv[1:]
    for i, v in enumerate(a):
        if v == "--reps":
            reps = int(a[i + 1])
        if v == "--only":
            only = a[i + 1]
        if v == "--mib":
            GIB = int(a[i + 1]) << 20
    dev = cp.cuda.runtime.getDeviceProperties(0)
    print("# cuFFT %d via CuPy %s on %s" % (cufft.getVersion(), cp.__version__, dev["name"].decode()))
    for name, shape, kind, dtype in cases(quick):
        if only and not matches(name, only):
            continue
        try:
            ms = time_case(shape, kind, dtype, reps)
            print("%s %.4f" % (name, ms))
        except Exception as e:
            print("# %s failed: %s" % (name, e))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
