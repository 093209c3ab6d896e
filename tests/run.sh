#!/bin/sh
# Runs each test program given on the command line. Every program prints its own
# "N passed, M failed" line last; this script adds them up and prints the total
# as its own last line. A program that crashes or prints no such line counts as
# one failure.
# Programs run TEST_JOBS at a time (default: the number of CPUs); each one's output
# is shown whole, in command-line order, as soon as it and all before it are done, headed
# by its wall time (it shared the machine with the others running beside it).
jobs=${TEST_JOBS:-$(nproc 2>/dev/null || echo 1)}
[ "$jobs" -ge 1 ] 2>/dev/null || jobs=1
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM

done_count() { ls "$tmp" | grep -c '\.rc$'; }

# start everything, at most $jobs running at once
(
  i=0
  for t in "$@"; do
    i=$((i + 1))
    while [ $((i - 1 - $(done_count))) -ge "$jobs" ]; do sleep 0.2; done
    ( s=$(date +%s); "$t" >"$tmp/$i.out" 2>&1; rc=$?; echo $(($(date +%s) - s)) >"$tmp/$i.s"
      echo $rc >"$tmp/$i.rc.part" && mv "$tmp/$i.rc.part" "$tmp/$i.rc" ) &
  done
  wait
) &
starter=$!

tp=0; tf=0; i=0
for t in "$@"; do
  i=$((i + 1))
  while [ ! -f "$tmp/$i.rc" ]; do sleep 0.2; done
  echo "== $t ($(cat "$tmp/$i.s") s)"
  rc=$(cat "$tmp/$i.rc")
  grep -v '^ok ' "$tmp/$i.out" | tail -n 40
  line=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$tmp/$i.out" | tail -n 1)
  if [ -z "$line" ]; then
    echo "$t: no result line (exit $rc)"; tf=$((tf + 1)); continue
  fi
  p=${line%% passed*}; f=${line#*, }; f=${f%% failed*}
  if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; echo "$t: exit status $rc"; fi
  tp=$((tp + p)); tf=$((tf + f))
done
wait "$starter"
echo "$tp passed, $tf failed"
[ "$tf" -eq 0 ]
