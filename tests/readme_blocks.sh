#!/bin/sh
# tests/readme_blocks.sh [FILE] - compiles every C and C++ code block of FILE
# (default README.md; while there is none, docs/README-draft.md) and runs the complete
# ones, so that the README cannot drift from dft.h. Each block is one test; the last
# line is "N passed, M failed".
#
# How a block is tested is chosen by an HTML comment on the line just above its
# opening fence (invisible on GitHub); without one a block is a "program":
#
#   <!-- test: program -->   a complete program: compiled, linked and run; it must
#                            exit with status 0 (the default)
#   <!-- test: compile -->   a complete program that is compiled and linked, not run
#                            (it needs a GPU, input files, ...)
#   <!-- test: body -->      statements: they become the body of
#                              int main(void) { BLOCK return 0; }
#                            after dft.h and <stdio.h>, <stdlib.h>, <string.h>,
#                            <math.h>; compiled, linked with dft.h's implementation
#                            (compiled once, as C99, for all body blocks) and run
#   <!-- test: top -->       file-scope code (configuration macros, helper functions):
#                            compiled alone, exactly as written, into an object file
#   <!-- test: skip -->      not compiled (reported as skipped; for text that is not
#                            code, such as a declaration listing)
#
# Words after the mode that begin with '-' are added to the compiler's command line
# (e.g. <!-- test: compile -lvulkan -->). Fences: ```c is compiled as C99, ```cpp
# or ```c++ as C++11; all with -Wall -Wextra -Wpedantic -Werror -fopenmp, the
# repository root on the include path, and -lm. Body and top blocks may leave
# variables and functions unused. Blocks run in build/readme (files they write land
# there). Other fences (```sh, ```cmake, ...) are not touched.
cd "$(dirname "$0")/.." || exit 2
root=$(pwd)
doc=${1:-README.md}
[ $# -eq 0 ] && [ ! -f "$doc" ] && [ -f docs/README-draft.md ] && doc=docs/README-draft.md
out=$root/build/readme
cc=${CC:-cc}
cxx=${CXX:-c++}
w="-Wall -Wextra -Wpedantic -Werror"
wfrag="-Wno-unused-variable -Wno-unused-but-set-variable -Wno-unused-function -Wno-unused-parameter"
pass=0 fail=0 skip=0

if [ ! -f "$doc" ]; then
  echo "no $doc: nothing to check"
  echo "0 passed, 0 failed"
  exit 0
fi
rm -rf "$out" && mkdir -p "$out" || exit 2

# Split the document: block N goes to $out/bN.src; $out/index gets
# "N LANG LINE MODE [FLAGS...]" per block.
awk -v dir="$out" '
  function flush_marker() { marker = ""; mline = -1 }
  BEGIN { inb = 0; n = 0; flush_marker() }
  inb == 0 && /^[ \t]*<!--[ \t]*test:/ {
    marker = $0
    sub(/^[ \t]*<!--[ \t]*test:[ \t]*/, "", marker); sub(/[ \t]*-->[ \t]*$/, "", marker)
    mline = NR; next
  }
  inb == 0 && /^[ \t]*```/ {
    lang = $0; sub(/^[ \t]*```[ \t]*/, "", lang); sub(/[ \t].*$/, "", lang)
    if (lang == "c" || lang == "cpp" || lang == "c++") {
      n++; inb = 1; file = dir "/b" n ".src"
      printf "" > file
      print n, (lang == "c" ? "c" : "cpp"), NR + 1, (mline == NR - 1 && marker != "" ? marker : "program") > (dir "/index")
    } else inb = 2
    flush_marker(); next
  }
  inb != 0 && /^[ \t]*```[ \t]*$/ { if (inb == 1) close(file); inb = 0; next }
  inb == 1 { print > file; next }
  { if (NR != mline) flush_marker() }
  END { if (inb) { print "unterminated code fence" > "/dev/stderr"; exit 1 } }
' "$doc" || { echo "FAIL $doc: cannot split into blocks"; echo "0 passed, 1 failed"; exit 1; }
[ -f "$out/index" ] || : >"$out/index"

while read -r n lang line mode rest; do
  name="$doc:$line ($mode)"
  src=$out/b$n.$lang
  flags=""
  for f in $rest; do case $f in -*) flags="$flags $f" ;; esac; done
  case $mode in
    skip) echo "skip $name"; skip=$((skip + 1)); continue ;;
    program | compile | top) { echo "#line $line \"$doc\""; cat "$out/b$n.src"; } >"$src" ;;
    body)
      {
        echo '#include "dft.h"'
        echo '#include <math.h>'
        echo '#include <stdio.h>'
        echo '#include <stdlib.h>'
        echo '#include <string.h>'
        echo 'int main(void)'
        echo '{'
        echo "#line $line \"$doc\""
        cat "$out/b$n.src"
        echo '  return 0;'
        echo '}'
      } >"$src" ;;
    *) echo "FAIL $name: unknown mode '$mode'"; fail=$((fail + 1)); continue ;;
  esac
  if [ "$lang" = c ]; then comp="$cc -std=c99 -x c"; else comp="$cxx -std=c++11 -x c++"; fi
  extra=""; [ "$mode" = body ] || [ "$mode" = top ] && extra=$wfrag
  if [ "$mode" = body ]; then # link the shared implementation, built at the first body
    if [ ! -f "$out/impl.o" ]; then
      printf '#define DFT_IMPLEMENTATION\n#include "dft.h"\n' >"$out/impl.c"
      # shellcheck disable=SC2086
      $cc -std=c99 $w -fopenmp -I"$root" -c "$out/impl.c" -o "$out/impl.o" >"$out/impl.log" 2>&1 ||
        { echo "FAIL dft.h's implementation does not compile"; sed -n '1,12p' "$out/impl.log"; rm -f "$out/impl.o"; }
    fi
    flags="$flags -x none $out/impl.o"
  fi
  if [ "$mode" = top ]; then
    cmd="$comp $w $extra -fopenmp -I$root $src -c -o $out/b$n.o$flags"
  else
    cmd="$comp $w $extra -fopenmp -I$root $src -x none -o $out/b$n$flags -lm"
  fi
  # shellcheck disable=SC2086  # the command is meant to split
  if ! $cmd >"$out/b$n.log" 2>&1; then
    echo "FAIL $name: does not compile"; sed -n '1,12p' "$out/b$n.log"; fail=$((fail + 1)); continue
  fi
  if [ "$mode" = program ] || [ "$mode" = body ]; then
    if ! (cd "$out" && OMP_NUM_THREADS=2 timeout 60 "./b$n") >"$out/b$n.run" 2>&1; then
      echo "FAIL $name: exit status not 0"; tail -n 12 "$out/b$n.run"; fail=$((fail + 1)); continue
    fi
  fi
  echo "ok $name"; pass=$((pass + 1))
done <"$out/index"

[ "$skip" -gt 0 ] && echo "($skip block(s) skipped by <!-- test: skip -->)"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
