#!/bin/sh
# tests/consumer/run.sh - checks `make install` / `make uninstall` the way users meet
# them: installs into a temporary prefix (build/consumer/prefix), builds the consumers
# of this directory against it through pkg-config and through CMake's find_package
# (never against the source tree), runs them, checks a DESTDIR staged install, and
# uninstalls. Each step is one test; the last line is "N passed, M failed".
cd "$(dirname "$0")/../.." || exit 2
root=$(pwd)
out=$root/build/consumer
prefix=$out/prefix
src=$root/tests/consumer
make=${MAKE:-make}
cc=${CC:-cc}
cxx=${CXX:-c++}
pass=0 fail=0
rm -rf "$out" && mkdir -p "$out" || exit 2

ok() { echo "ok $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1"; [ -s "$out/log" ] && tail -n 15 "$out/log"; fail=$((fail + 1)); }
# step NAME COMMAND...: runs COMMAND (output in $out/log); a test
step() { name=$1; shift; if "$@" >"$out/log" 2>&1; then ok "$name"; else bad "$name"; fi; }

have_compat=; [ -f compat/mkl_dfti.h ] && have_compat=1
have_vulkan=; [ -f dft_vulkan.h ] && have_vulkan=1

# 1. install, and the files it must have put there
step "make install PREFIX=<tmp>" $make --no-print-directory install PREFIX="$prefix"
want="include/dft/dft.h share/pkgconfig/dft.pc share/cmake/dft/dftConfig.cmake share/cmake/dft/dftConfigVersion.cmake"
[ -n "$have_compat" ] && want="$want include/dft/compat/mkl_dfti.h include/dft/compat/mkl_service.h share/pkgconfig/dft-mkl.pc"
[ -n "$have_vulkan" ] && want="$want include/dft/dft_vulkan.h share/pkgconfig/dft-vulkan.pc"
missing=; for f in $want; do [ -f "$prefix/$f" ] || missing="$missing $f"; done
if [ -z "$missing" ]; then ok "installed files"; else echo "missing:$missing" >"$out/log"; bad "installed files"; fi
cmp -s dft.h "$prefix/include/dft/dft.h" && ok "installed dft.h is the source's" || bad "installed dft.h differs"

# 2. pkg-config
PKG_CONFIG_PATH=$prefix/share/pkgconfig
export PKG_CONFIG_PATH
cflags=$(pkg-config --cflags dft 2>"$out/log"); libs=$(pkg-config --libs dft 2>>"$out/log")
case " $cflags " in
  *" -I$prefix/include/dft "*) ok "pkg-config --cflags dft: $cflags" ;;
  *) bad "pkg-config --cflags dft lacks -I$prefix/include/dft: '$cflags'" ;;
esac
case " $cflags $libs " in
  *" -fopenmp "*) ok "pkg-config carries OpenMP: $libs" ;;
  *) bad "pkg-config carries no OpenMP flag: '$cflags' '$libs'" ;;
esac
echo '#include <simde/simde-common.h>' >"$out/simde.c"
step "pkg-config --cflags dft finds SIMDe" $cc $cflags -fsyntax-only "$out/simde.c"

# build NAME OUTBIN EXPECT COMPILER ARGS...: builds, runs, checks the "openmp" line
build_run() {
  name=$1 bin=$2 expect=$3; shift 3
  if ! "$@" -o "$bin" >"$out/log" 2>&1; then bad "$name: build"; return; fi
  if ! "$bin" >"$out/log" 2>&1; then bad "$name: run"; return; fi
  if [ -n "$expect" ] && ! grep -qx "openmp $expect" "$out/log"; then bad "$name: OpenMP not '$expect'"; return; fi
  ok "$name"
}
w="-Wall -Wextra -Werror"
# shellcheck disable=SC2086  # the flags are meant to split
build_run "pkg-config, C99" "$out/pc_c" yes $cc -std=c99 $w $cflags "$src/consumer.c" $libs
build_run "pkg-config, C++11" "$out/pc_cxx" yes $cxx -std=c++11 $w $cflags "$src/consumer.cpp" $libs
build_run "pkg-config --cflags-only-I, no OpenMP" "$out/pc_serial" no \
  $cc -std=c99 $w $(pkg-config --cflags-only-I dft) "$src/consumer.c" -lm
if [ -n "$have_compat" ]; then
  build_run "pkg-config dft-mkl (oneMKL DFTI program)" "$out/pc_mkl" "" \
    $cc -std=c99 $w $(pkg-config --cflags dft-mkl) "$src/mkl_consumer.c" $(pkg-config --libs dft-mkl)
fi
if [ -n "$have_vulkan" ]; then
  if pkg-config --exists vulkan; then
    step "pkg-config dft-vulkan: builds and links" \
      $cc -std=c99 $(pkg-config --cflags dft-vulkan) "$src/vulkan_consumer.c" -o "$out/pc_vulkan" $(pkg-config --libs dft-vulkan)
  else
    bad "pkg-config dft-vulkan: no vulkan.pc (libvulkan-dev)"
  fi
fi

# 3. CMake find_package
if command -v cmake >/dev/null 2>&1; then
  set -- -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx"
  [ -n "$have_compat" ] && set -- "$@" -DWITH_MKL=ON
  [ -n "$have_vulkan" ] && set -- "$@" -DWITH_VULKAN=ON
  if cmake -S "$src" -B "$out/cmake" "$@" >"$out/log" 2>&1 && cmake --build "$out/cmake" >>"$out/log" 2>&1; then
    ok "cmake: find_package(dft 0.1 COMPONENTS ...) and build (version 99 refused)"
    for t in consumer_c consumer_cxx; do
      if "$out/cmake/$t" >"$out/log" 2>&1 && grep -qx "openmp yes" "$out/log"; then ok "cmake: $t runs, OpenMP on"
      else bad "cmake: $t"; fi
    done
    if [ -n "$have_compat" ]; then
      step "cmake: mkl_consumer (dft::mkl) runs" "$out/cmake/mkl_consumer"
    fi
  else
    bad "cmake: configure and build"
  fi
else
  echo "no cmake" >"$out/log"; bad "cmake: not installed"
fi

# 4. uninstall leaves no file behind
step "make uninstall PREFIX=<tmp>" $make --no-print-directory uninstall PREFIX="$prefix"
left=$(find "$prefix" -type f 2>/dev/null)
if [ -z "$left" ]; then ok "uninstall removed every file"; else echo "$left" >"$out/log"; bad "uninstall left files"; fi

# 5. staged install (DESTDIR): files under DESTDIR, the prefix inside them without it
stage=$out/stage
step "make install DESTDIR=<tmp> PREFIX=/usr" $make --no-print-directory install DESTDIR="$stage" PREFIX=/usr
if grep -qx 'prefix=/usr' "$stage/usr/share/pkgconfig/dft.pc" 2>/dev/null && [ -f "$stage/usr/include/dft/dft.h" ]; then
  ok "staged install: files under DESTDIR, prefix=/usr in dft.pc"
else
  bad "staged install layout"
fi
$make --no-print-directory uninstall DESTDIR="$stage" PREFIX=/usr >"$out/log" 2>&1
left=$(find "$stage" -type f 2>/dev/null)
if [ -z "$left" ]; then ok "staged uninstall"; else echo "$left" >"$out/log"; bad "staged uninstall left files"; fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
