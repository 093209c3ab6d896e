/* copy.comp - a plain device-to-device copy, the bandwidth ceiling that bench-gpu
   measures beside every FFT (16-byte loads and stores). U = 0 (the default): one vec4 a
   thread, workgroups over a 2-D grid (x then y); U = 1..8: a grid-stride loop with U loads
   of a thread in flight before its U stores (bench_gpu --copyu U). */
#version 450
layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint U = 0; /* 0..8 */
layout(push_constant) uniform PC { uint n; } pc; /* vec4 elements */
layout(std430, binding = 0) readonly buffer Src { vec4 src[]; };
layout(std430, binding = 1) writeonly buffer Dst { vec4 dst[]; };
void main() {
  uint stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x, i = gl_GlobalInvocationID.x, k;
  vec4 v[8];
  if (U == 0u) {
    i += gl_WorkGroupID.y * stride;
    if (i < pc.n) dst[i] = src[i];
    return;
  }
  for (; i + (U - 1) * stride < pc.n; i += U * stride) {
    for (k = 0; k < U; k++) v[k] = src[i + k * stride];
    for (k = 0; k < U; k++) dst[i + k * stride] = v[k];
  }
  for (; i < pc.n; i += stride) dst[i] = src[i];
}
