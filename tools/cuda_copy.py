#!/usr/bin/env python3
"""cuda_copy.py - the device-to-device copy bandwidth that CUDA reaches on the GPU host
(CuPy): cudaMemcpy, CuPy's elementwise copy and a float4 grid-stride kernel, 1 GiB each
way, out of place and in place; medians of 20 after warm-ups, read + write bytes over
the time. A ceiling to set beside bench_gpu's Vulkan copy shader (docs/vulkan.md)."""
import cupy as cp

N = 1 << 30
src = cp.random.random(N // 4, dtype=cp.float32)
dst = cp.empty_like(src)
k = cp.RawKernel(r'''
extern "C" __global__ void cp4(const float4* __restrict__ a, float4* __restrict__ b, size_t n) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) b[i] = a[i];
}''', 'cp4')
sms = cp.cuda.runtime.getDeviceProperties(0)['multiProcessorCount']


def t(f):
    s, e = cp.cuda.Event(), cp.cuda.Event()
    ts = []
    for r in range(23):
        s.record(); f(); e.record(); e.synchronize()
        if r >= 3:
            ts.append(cp.cuda.get_elapsed_time(s, e))
    ts.sort()
    return ts[len(ts) // 2]


cases = [
    ("cudaMemcpy D2D", lambda: cp.cuda.runtime.memcpy(dst.data.ptr, src.data.ptr, N, 3)),
    ("cupy copyto", lambda: cp.copyto(dst, src)),
    ("float4 kernel, 16 blocks/SM", lambda: k((sms * 16,), (256,), (src, dst, cp.uint64(N // 16)))),
    ("float4 kernel, 8 blocks/SM", lambda: k((sms * 8,), (256,), (src, dst, cp.uint64(N // 16)))),
    ("float4 kernel, one element a thread", lambda: k((N // 16 // 256,), (256,), (src, dst, cp.uint64(N // 16)))),
    ("float4 kernel in place", lambda: k((sms * 16,), (256,), (src, src, cp.uint64(N // 16)))),
]
for name, f in cases:
    ms = t(f)
    print("%-36s %.3f ms  %.0f GB/s" % (name, ms, 2 * N / ms / 1e6))
