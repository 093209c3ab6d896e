#!/bin/sh
# examples/run.sh - runs the examples (built into build/examples by make) on inputs
# made by testdata and checks what they produce. Outputs stay in build/examples.
# Each check is one test; the last line is "N passed, M failed".
cd "$(dirname "$0")/.." || exit 2
b=build/examples
pass=0 fail=0
ok() { echo "ok $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1"; [ -s "$b/log" ] && tail -n 12 "$b/log"; fail=$((fail + 1)); }
for p in testdata spectrum convolve2d multichannel; do
  [ -x "$b/$p" ] || { echo "FAIL $b/$p not built (make test-build)"; echo "0 passed, 1 failed"; exit 1; }
done

# peaks FILE FREQ DB...: every (FREQ, DB) pair is among the "peak" lines of FILE,
# within TOL_HZ and 1.5 dB
peaks() {
  f=$1; shift
  while [ $# -ge 2 ]; do
    awk -v want="$1" -v db="$2" -v tol="$TOL_HZ" '
      $1 == "peak" { d = $2 - want; e = $4 - db
        if (d < 0) d = -d; if (e < 0) e = -e
        if (d <= tol && e <= 1.5) found = 1 }
      END { exit !found }' "$f" || { echo "no peak at $1 Hz, $2 dB (+-$TOL_HZ Hz)" >>"$b/log"; return 1; }
    shift 2
  done
}

# 1. spectrum of a WAV file with sines at 440 Hz (-6 dB), 1000 Hz (-12 dB), 3150.5 Hz (-20 dB)
: >"$b/log"
if "$b/testdata" wav "$b/tones.wav" >"$b/log" 2>&1; then ok "testdata wav"; else bad "testdata wav"; fi
: >"$b/log"
if "$b/spectrum" "$b/tones.wav" "$b/spectrum" >"$b/spectrum.out" 2>"$b/log"; then
  cat "$b/spectrum.out" >>"$b/log"
  TOL_HZ=2.7 # a quarter of a bin (44100/4096 Hz)
  if peaks "$b/spectrum.out" 440 -6.02 1000 -12.04 3150.5 -20; then ok "spectrum finds the three sines"
  else bad "spectrum finds the three sines"; fi
  lines=$(grep -c '^[0-9]' "$b/spectrum.txt")
  if [ "$lines" -eq 2049 ]; then ok "spectrum.txt has 2049 bins"; else echo "$lines lines" >"$b/log"; bad "spectrum.txt"; fi
  if command -v gnuplot >/dev/null 2>&1; then
    if [ "$(head -c 4 "$b/spectrum.png" 2>/dev/null | od -An -c | tr -d ' ')" = '211PNG' ]; then
      ok "spectrum.png written by gnuplot"
    else
      bad "spectrum.png missing or not a PNG"
    fi
  fi
else
  bad "spectrum runs"
fi
# any frame length: 4410 samples give bins exactly 10 Hz apart
: >"$b/log"
if "$b/spectrum" "$b/tones.wav" "$b/spectrum4410" 4410 >"$b/spectrum4410.out" 2>"$b/log" &&
  TOL_HZ=0.5 peaks "$b/spectrum4410.out" 440 -6.02 1000 -12.04; then
  ok "spectrum with 4410-sample frames (10 Hz bins)"
else
  cat "$b/spectrum4410.out" >>"$b/log"; bad "spectrum with 4410-sample frames"
fi
: >"$b/log"
if "$b/spectrum" "$b/spectrum.txt" "$b/notwav" >"$b/log" 2>&1; then bad "spectrum rejects a file that is not WAV"
else ok "spectrum rejects a file that is not WAV"; fi

# 2. 2-D convolution of a PGM image, checked against the direct convolution
: >"$b/log"
if "$b/testdata" pgm "$b/input.pgm" >"$b/log" 2>&1 &&
  "$b/convolve2d" "$b/input.pgm" "$b/blurred.pgm" 2 --check >"$b/log" 2>&1; then
  ok "convolve2d agrees with the direct convolution ($(tail -n 1 "$b/log" | sed 's/.*: //'))"
else
  bad "convolve2d --check"
fi
if [ "$(head -c 13 "$b/blurred.pgm" 2>/dev/null | tr '\n' ' ')" = "P5 72 56 255 " ]; then ok "blurred.pgm header"
else bad "blurred.pgm header"; fi

# 3. batched strided transforms of interleaved channels, each channel checked
: >"$b/log"
if "$b/multichannel" "$b/multichannel.txt" >"$b/log" 2>&1 && [ "$(grep -c ' ok$' "$b/log")" -eq 6 ]; then
  ok "multichannel: 6 channels right"
else
  bad "multichannel"
fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
