#!/usr/bin/env bash
# Times each kernel of each bundle at the GPU's base clock, under Nsight
# Compute (one launch, kernel duration only):
#
#   bash bench/locked_clock.sh TILE_RUN BUNDLE_DIR [BUNDLE_DIR...]
#
# Boost clocks move with power and temperature, so two variants timed at
# different moments (or on different machines) can differ by more than the
# change under test; at a locked clock a kernel's duration repeats within
# about 1% (docs/benchmarks.md runs 53, 59, 61, 64). Durations print in
# ns (--print-units base): ncu's default scaling keeps three digits (1.75
# ms), too coarse for a 1-3% difference. Use it to compare
# variants of a kernel; speed against a reference is still measured by the
# bench/*.py scripts, in the same run, at the clocks the GPU chooses.
set -uo pipefail
RUN="$1"; shift
for b in "$@"; do
  for manifest in "$b"/*.json; do
    k=$(basename "$manifest" .json)
    t=$(ncu --clock-control base --print-units base --metrics gpu__time_duration.sum -k "regex:^$k\$" -c 1 \
          "$RUN" "$b" --kernel "$k" --bench --reps 1 --warmup 0 2>&1 |
        awk '/gpu__time_duration.sum/ {print $NF, $(NF-1)}')
    printf '%s\t%s\t%s\n' "$(basename "$b")" "$k" "${t:-failed}"
  done
done
