/* copy.comp - a plain device-to-device copy, the bandwidth ceiling that bench-gpu
   measures beside every FFT (16-byte loads and stores). U = 0 (the default): one vec4 a
   thread, workgroups over a 2-D grid (x then y); U = 1..8: a grid-stride loop with U loads
   of a thread in flight before its U stores (bench_gpu --copyu U). P > 0: tiles shaped as an
   XR pass's, P vec2 a thread at a stride of the workgroup (thread t: t + 256 k), all loaded
   before any is stored; SH floats of shared memory a workgroup limit how many are resident
   (bench_gpu --copytile P,SH). */
#version 450
layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint U = 0; /* 0..8 */
layout(constant_id = 2) const uint P = 0;  /* 0, or 1..64 */
layout(constant_id = 3) const uint SH = 1; /* shared floats */
layout(push_constant) uniform PC { uint n; } pc; /* vec4 elements */
layout(std430, binding = 0) readonly buffer Src { vec4 src[]; };
layout(std430, binding = 1) writeonly buffer Dst { vec4 dst[]; };
layout(std430, binding = 0) readonly buffer Src2 { vec2 src2[]; };
layout(std430, binding = 1) writeonly buffer Dst2 { vec2 dst2[]; };
shared float pad[SH];
void main() {
  uint stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x, i = gl_GlobalInvocationID.x, k;
  vec4 v[8];
  if (P > 0u) {
    uint b = (gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x) * gl_WorkGroupSize.x * P + gl_LocalInvocationID.x;
    vec2 w[64];
    if (b >= 2u * pc.n) return;
    for (k = 0u; k < P; k++) w[k] = src2[b + k * gl_WorkGroupSize.x];
    if (w[0].x == 12345.0) { pad[gl_LocalInvocationID.x % SH] = w[1].y; w[2].x = pad[(gl_LocalInvocationID.x + 1u) % SH]; }
    for (k = 0u; k < P; k++) dst2[b + k * gl_WorkGroupSize.x] = w[k];
    return;
  }
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
