/* copy.comp - a plain device-to-device copy, the bandwidth ceiling that bench-gpu
   measures beside every FFT (16-byte loads and stores, grid-stride loop). */
#version 450
layout(local_size_x_id = 0) in;
layout(push_constant) uniform PC { uint n; } pc; /* vec4 elements */
layout(std430, binding = 0) readonly buffer Src { vec4 src[]; };
layout(std430, binding = 1) writeonly buffer Dst { vec4 dst[]; };
void main() {
  uint stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
  for (uint i = gl_GlobalInvocationID.x; i < pc.n; i += stride) dst[i] = src[i];
}
