#!/bin/sh
# ab_both.sh DIR ARGS...: DIR/ab (A = base, B = working tree) and DIR/abr (the same
# builds with the sides swapped) on ARGS; prints both lines and B/A both ways round,
# sqrt((B/A) / (A/B as abr reads it)): what the change does with the sides' placement
# cancelled. DIR/ab alone repeats one side's figure (e.g. DIR/ab d c 1024 21).
set -e
d=$1; shift
l1=$("$d/ab" "$@"); echo "$l1"
l2=$("$d/abr" "$@"); echo "sides swapped: $l2"
r1=$(echo "$l1" | sed -n 's/.*B\/A \([0-9.]*\).*/\1/p')
r2=$(echo "$l2" | sed -n 's/.*B\/A \([0-9.]*\).*/\1/p')
awk -v a="$r1" -v b="$r2" 'BEGIN { printf "B/A both ways round: %.3f\n", sqrt(a / b) }'
