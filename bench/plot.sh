#!/bin/sh
# bench/plot.sh JSON PNG - draws GFLOPS against N for dft.h and FFTW (1-D complex,
# single and double precision) from the JSON that `bench --json` writes (one case per
# line), with gnuplot. Powers of two are joined by lines; other lengths are points.
set -e
json=${1:-build/bench.json}
png=${2:-docs/bench.png}
[ -r "$json" ] || { echo "plot.sh: no $json (run make bench first)" >&2; exit 1; }
dat=$(mktemp); trap 'rm -f "$dat"' EXIT
# Four gnuplot data blocks: single pow2, single other, double pow2, double other.
# Columns: n dft_gflops fftw_gflops.
for prec in single double; do
  for g in pow2 other; do
    awk -v prec="$prec" -v g="$g" '
      function field(k,   m) {
        if (match($0, "\"" k "\": (\"[^\"]*\"|[^,}]*)")) {
          m = substr($0, RSTART + length(k) + 4, RLENGTH - length(k) - 4)
          gsub(/"/, "", m); return m
        }
        return ""
      }
      /"kind": "c2c"/ && field("precision") == prec && field("rank") == 1 &&
      field("batch") == 1 && field("ok") == "true" {
        if ((g == "pow2") == (field("group") == "pow2"))
          print field("n"), field("dft_gflops"), field("fftw_gflops")
      }' "$json" | sort -n
    printf '\n\n'
  done
done >"$dat"
title=$(awk 'NR == 1 {
  t = ""; r = ""
  if (match($0, /"threads": [0-9]+/)) t = substr($0, RSTART + 11, RLENGTH - 11) " thread(s)"
  if (match($0, /"dft_rev": "[^"]*"/)) r = ", dft.h " substr($0, RSTART + 12, RLENGTH - 13)
  print t r }' "$json")
gnuplot -e "datafile='$dat'; outfile='$png'; subtitle='$title'" bench/plot.gp
echo "wrote $png"
