#!/bin/sh
# tests/modes/run.sh - the compiler/standard/mode matrix of dft.h.
#
# Builds the small self-checking program of this directory (check.h: transforms
# against a naive long-double DFT) under each combination below with
#   -Wall -Wextra -Wpedantic -Werror
# runs it, and checks the binary's symbols where a mode promises something about
# them (OpenMP used or not, nothing exported under DFT_STATIC). One combination is
# one test; the last line is "N passed, M failed". Run from anywhere; `make test`
# runs it. Binaries go to build/modes and are rebuilt only when dft.h or a file
# here changed.
#
# Environment: MODES_FILTER=pattern runs only the combinations whose name contains
# it; MODES_JOBS (default 2) combinations are built at once.
cd "$(dirname "$0")/../.." || exit 2
out=build/modes
mkdir -p "$out" || exit 2
jobs=${MODES_JOBS:-2}
warn="-Wall -Wextra -Wpedantic -Werror"
pass=0 fail=0

# driver FAMILY STD -> compiler command for that language
driver() {
  case "$1:$2" in
    gcc:c++*) echo "g++ -x c++ -std=$2" ;;
    gcc:*) echo "gcc -x c -std=$2" ;;
    clang:c++*) echo "clang++ -x c++ -std=$2" ;;
    clang:*) echo "clang -x c -std=$2" ;;
  esac
}
linker() { case "$1" in gcc) echo g++ ;; clang) echo clang++ ;; esac; }

# The inputs' checksum, taken once: a binary is rebuilt when it was built from other
# inputs (also when dft.h changed while it was being built).
sum=$(cat dft.h tests/modes/*.c tests/modes/*.h tests/modes/run.sh | cksum)
stale() { # stale BIN: true when BIN must be (re)built
  [ -x "$1" ] && [ "$(cat "$1.sum" 2>/dev/null)" = "$sum" ] && return 1
  return 0
}

# build NAME FAMILY "FLAGS" STD1 [STD2]: one TU (single.c), or two (tu_impl.c in
# STD1, tu_user.c in STD2). Writes NAME.log; exit status 0 when built.
build() {
  name=$1 fam=$2 flags=$3 s1=$4 s2=$5 bin=$out/$1
  stale "$bin" || return 0
  {
    if [ -z "$s2" ]; then
      $(driver "$fam" "$s1") $warn $flags -I. -Itests/modes -c tests/modes/single.c -o "$bin.o" &&
        $(linker "$fam") $flags "$bin.o" -o "$bin" -lm
    else
      $(driver "$fam" "$s1") $warn $flags -I. -Itests/modes -c tests/modes/tu_impl.c -o "$bin.1.o" &&
        $(driver "$fam" "$s2") $warn $flags -I. -Itests/modes -c tests/modes/tu_user.c -o "$bin.2.o" &&
        $(linker "$fam") $flags "$bin.1.o" "$bin.2.o" -o "$bin" -lm
    fi
  } >"$bin.log" 2>&1 || { rm -f "$bin" "$bin.sum"; return 1; }
  echo "$sum" >"$bin.sum"
}

# run.sh --build NAME FAMILY "FLAGS" STD1 [STD2]: builds one combination (the pool below)
if [ "${1:-}" = --build ]; then shift; build "$@"; exit; fi

# check NAME EXPECT...: runs the binary and checks its symbols.
#   omp     the binary calls the OpenMP runtime      noomp   it does not
#   static  no dft_ function is a global symbol
check() {
  name=$1 bin=$out/$1; shift
  if [ ! -x "$bin" ]; then
    echo "FAIL $name: does not build"; sed -n '1,15p' "$bin.log"; fail=$((fail + 1)); return
  fi
  res=$(OMP_NUM_THREADS=2 "$bin" 2>&1); rc=$?
  if [ $rc -ne 0 ]; then
    echo "FAIL $name: exit status $rc"; printf '%s\n' "$res" | grep -v '^ok ' | tail -n 15
    fail=$((fail + 1)); return
  fi
  syms=$(nm "$bin" 2>/dev/null)
  for e in "$@"; do
    bad=""
    case $e in
      omp) printf '%s\n' "$syms" | grep -Eq ' U (GOMP_|__kmpc_|omp_)' || bad="does not call the OpenMP runtime" ;;
      noomp) printf '%s\n' "$syms" | grep -Eq ' U (GOMP_|__kmpc_|omp_)' && bad="calls the OpenMP runtime" ;;
      static) printf '%s\n' "$syms" | grep -Eq ' [TW] dft_' && bad="exports dft_ symbols" ;;
    esac
    if [ -n "$bad" ]; then echo "FAIL $name: $bad"; fail=$((fail + 1)); return; fi
  done
  echo "ok $name ($(printf '%s\n' "$res" | tail -n 1))"
  pass=$((pass + 1))
}

# The matrix: NAME FAMILY "FLAGS" STD1 [STD2] : EXPECT...
# Every compiler x standard in the default mode (clang's C99 at -O2, where the
# optimizer's warnings show, g++'s C++17 at -O1 and without -march=native (64 s of CPU with
# it; gcc's -O2 warnings come from build/test_core's build); gcc's C99 at -O2 with OpenMP is
# build/test_core's own -Werror build, so it is not repeated here); each mode under both compilers, in C or
# C++ (the all-off line covers the C side of DFT_STATIC and DFT_NO_SIMD); two
# translation units, C+C++ both ways, with and without OpenMP. ASan+UBSan run on the
# core suite (gcc: build/test_core_asan) and in test_alloc and the fuzzer (clang).
matrix() {
  echo 'clang-c99 clang "-O2 -fopenmp" c99 : omp'
  for f in gcc clang; do
    # g++'s C++17 build optimized (-O1: 50 s of CPU on the 2-core machine, -O2 more),
    # so that the optimizer runs over the C++ reading of the code once; clang's at -O0
    # (its warnings come from its front end; -O1 took 39 s, -O0 12 s)
    case $f in
      gcc) cxx17='c++17-O1 gcc "-O1 -fopenmp"' ;;
      clang) cxx17='c++17-native clang "-O0 -fopenmp -march=native"' ;;
    esac
    cat <<EOF
$f-c11-native $f "-O0 -fopenmp -march=native" c11 : omp
$f-c++11 $f "-O0 -fopenmp" c++11 : omp
$f-$cxx17 c++17 : omp
$f-c99-no-fopenmp $f "-O0" c99 : noomp
$f-c++17-DFT_NO_OPENMP $f "-O0 -fopenmp -DDFT_NO_OPENMP" c++17 : noomp
$f-c++11-DFT_NO_SIMD $f "-O0 -fopenmp -DDFT_NO_SIMD" c++11 : omp
$f-c11-SIMDE_NO_NATIVE $f "-O0 -fopenmp -DSIMDE_NO_NATIVE" c11 : omp
$f-c++17-DFT_STATIC $f "-O0 -fopenmp -DDFT_STATIC" c++17 : static omp
$f-c11-all-off $f "-O0 -DDFT_STATIC -DDFT_NO_SIMD -DDFT_NO_OPENMP" c11 : static noomp
$f-2tu-c99-impl-c++11-user $f "-O0 -fopenmp" c99 c++11 : omp
$f-2tu-c++17-impl-c11-user-no-fopenmp $f "-O0" c++17 c11 : noomp
EOF
  done
}

list=$(matrix | grep -F -e "${MODES_FILTER:-}")
[ -n "$list" ] || { echo "no combination matches '$MODES_FILTER'"; echo "0 passed, 1 failed"; exit 1; }

# Build, MODES_JOBS at a time from a pool (each build is `run.sh --build ...`, below), the
# optimized ones first: they take the longest (the pairs this script waited for before
# took 193 s of wall time alone on the 2-core machine, for 129 s of CPU a core).
{ printf '%s\n' "$list" | grep -e ' "-O[12] '; printf '%s\n' "$list" | grep -v -e ' "-O[12] '; } |
  sed 's/ :.*//' | xargs -L 1 -P "$jobs" sh tests/modes/run.sh --build || :

# Run and check, in order.
while IFS= read -r line; do
  set -f; eval "set -- ${line%% :*}"; name=$1; eval "set -- ${line#* :}"; set +f
  check "$name" "$@"
done <<EOF
$list
EOF
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
