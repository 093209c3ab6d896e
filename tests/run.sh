#!/bin/sh
# Runs each test program given on the command line. Every program prints its own
# "N passed, M failed" line last; this script adds them up and prints the total
# as its own last line. A program that crashes or prints no such line counts as
# one failure.
tp=0; tf=0
for t in "$@"; do
  echo "== $t"
  out=$("$t" 2>&1); rc=$?
  printf '%s\n' "$out" | grep -v '^ok ' | tail -n 40
  line=$(printf '%s\n' "$out" | grep -E '^[0-9]+ passed, [0-9]+ failed$' | tail -n 1)
  if [ -z "$line" ]; then
    echo "$t: no result line (exit $rc)"; tf=$((tf + 1)); continue
  fi
  p=${line%% passed*}; f=${line#*, }; f=${f%% failed*}
  if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; echo "$t: exit status $rc"; fi
  tp=$((tp + p)); tf=$((tf + f))
done
echo "$tp passed, $tf failed"
[ "$tf" -eq 0 ]
