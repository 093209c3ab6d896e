#!/bin/sh
# valgrind memcheck over the small cases: prints "N passed, M failed" last.
#   tests/valgrind.sh RELDIR [all]
# RELDIR holds the plain builds of mk/reliability.mk (no sanitizer: gcc -O1 -g):
#   fuzz_replay    the fuzz harness replaying the seed corpus (every layout, storage,
#                  call form and fault-injection seed; the hostile_* seeds are left to
#                  test_hostile, as valgrind runs huge planning loops too slowly)
#   test_alloc_vg  allocation-failure injection (quick: one-shot failures, half the cases)
# With "all" (make check-all): test_alloc_vg in full, and each program named in
# VALGRIND_EXTRA (the core suite's plain build, from mk/reliability.mk).
# Any memcheck error or definite/indirect leak fails the program it came from.
rel=$1; mode=$2
here=$(dirname "$0")
pass=0; fail=0
vg() { # name, command...
  name=$1; shift
  log=$rel/valgrind-$name.log
  start=$(date +%s)
  valgrind -q --error-exitcode=99 --leak-check=full --show-leak-kinds=definite,indirect --errors-for-leak-kinds=definite,indirect \
    --log-file="$log" "$@" > "$rel/valgrind-$name.out" 2>&1
  rc=$?
  secs=$(( $(date +%s) - start ))
  last=$(tail -n 1 "$rel/valgrind-$name.out")
  if [ "$rc" -eq 0 ] && [ ! -s "$log" ]; then
    echo "ok valgrind $name: clean, ${secs} s ($last)"; pass=$((pass + 1))
  else
    echo "FAIL valgrind $name: exit $rc, ${secs} s ($last); memcheck log: $log"
    head -n 30 "$log"; fail=$((fail + 1))
  fi
}
if ! command -v valgrind > /dev/null; then
  echo "FAIL valgrind is not installed"; echo "0 passed, 1 failed"; exit 1
fi
small=$rel/valgrind-seeds
rm -rf "$small"; mkdir -p "$small"
for f in "$here"/fuzz/seeds/*; do
  case $(basename "$f") in hostile_*) ;; *) cp "$f" "$small/" ;; esac
done
vg seeds "$rel/fuzz_replay" "$small"
if [ "$mode" = all ]; then
  vg alloc "$rel/test_alloc_vg"
  for p in $VALGRIND_EXTRA; do vg "$(basename "$p")" "$p"; done
else
  vg alloc-quick "$rel/test_alloc_vg" quick
fi
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
