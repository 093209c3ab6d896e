/* copy.comp - a plain device-to-device copy, the bandwidth ceiling that bench-gpu
   measures beside every FFT (16-byte loads and stores, grid-stride loop; U loads of a
   thread in flight before its U stores, U = 1 by default: bench_gpu --copyu U). */
#version 450
layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint U = 1; /* 1..8 */
layout(push_constant) uniform PC { uint n; } pc; /* vec4 elements */
layout(std430, binding = 0) readonly buffer Src { vec4 src[]; };
layout(std430, binding = 1) writeonly buffer Dst { vec4 dst[]; };
void main() {
  uint stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x, i = gl_GlobalInvocationID.x, k;
  vec4 v[8];
  for (; i + (U - 1) * stride < pc.n; i += U * stride) {
    for (k = 0; k < U; k++) v[k] = src[i + k * stride];
    for (k = 0; k < U; k++) dst[i + k * stride] = v[k];
  }
  for (; i < pc.n; i += stride) dst[i] = src[i];
}
