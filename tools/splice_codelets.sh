#!/bin/sh
# Replaces the generated codelet section of dft.h (between its BEGIN/END banners)
# with a fresh run of tools/gen_codelets.py. With --check, only reports whether the
# committed section is up to date (exit 1 when it is not).
set -e
cd "$(dirname "$0")/.."
tmp=$(mktemp)
python3 tools/gen_codelets.py > "$tmp.gen"
awk -v gen="$tmp.gen" '
  /^\/\* >>codelets: BEGIN GENERATED CODE/ { while ((getline l < gen) > 0) print l; skip = 1; next }
  /^\/\* >>codelets: END GENERATED CODE \*\// { skip = 0; next }
  !skip { print }' dft.h > "$tmp"
if [ "$1" = "--check" ]; then
  if cmp -s "$tmp" dft.h; then echo "ok codelets up to date"; echo "1 passed, 0 failed"; rc=0
  else echo "FAIL dft.h codelets differ from tools/gen_codelets.py output (run make codelets)"; echo "0 passed, 1 failed"; rc=1; fi
  rm -f "$tmp" "$tmp.gen"; exit $rc
fi
cat "$tmp" > dft.h; rm -f "$tmp"
rm -f "$tmp.gen"
