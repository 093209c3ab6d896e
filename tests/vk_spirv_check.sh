#!/bin/sh
# The SPIR-V embedded in dft_vulkan.h must equal a fresh compile of shaders/*.comp
# (make shaders regenerates it). One check per module, then the whole block.
cd "$(dirname "$0")/.." || exit 1
tmp=${TMPDIR:-/tmp}/dft_vk_spirv.$$
trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0
if ! shaders/embed.sh "$tmp" > "$tmp.fresh" 2> "$tmp.err"; then
  cat "$tmp.err"; echo "FAIL shaders/embed.sh could not compile the shaders (glslangValidator missing?)"
  echo "0 passed, 1 failed"; rm -f "$tmp.fresh" "$tmp.err"; exit 1
fi
awk '/^\/\* >>spirv begin/{on=1} on{print} /^\/\* >>spirv end \*\//{on=0}' dft_vulkan.h > "$tmp.have"
for name in $(grep -o 'dft__vk_spv_[a-z0-9_]*' "$tmp.fresh" | sort -u); do
  a=$(awk -v n="$name" 'index($0, "uint32_t " n "[") {on=1} on {print} on && /^};/ {on=0}' "$tmp.fresh")
  b=$(awk -v n="$name" 'index($0, "uint32_t " n "[") {on=1} on {print} on && /^};/ {on=0}' "$tmp.have")
  if [ -n "$a" ] && [ "$a" = "$b" ]; then pass=$((pass + 1)); echo "ok $name matches a fresh compile"
  else fail=$((fail + 1)); echo "FAIL $name in dft_vulkan.h differs from a fresh compile: run make shaders"; fi
done
if cmp -s "$tmp.fresh" "$tmp.have"; then pass=$((pass + 1)); echo "ok the >>spirv block is up to date"
else fail=$((fail + 1)); echo "FAIL the >>spirv block of dft_vulkan.h is stale: run make shaders"; fi
rm -f "$tmp.fresh" "$tmp.have" "$tmp.err"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
