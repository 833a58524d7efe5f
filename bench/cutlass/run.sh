#!/usr/bin/env bash
# Times the four CUTLASS kernels of cutlass_gelu at 4096^3 and 8192^3: at
# the card's clocks (the binary's own loop) and at the base clock (ncu
# --clock-control base, one launch, ns; the same measure as
# bench/locked_clock.sh, so the figures sit next to our kernels' from it).
#
#   bash bench/cutlass/run.sh BINARY [PASSES]
set -uo pipefail
bin=$1; passes=${2:-3}
echo "== card clocks"
for s in 4096 8192; do for k in 0 1 2 3; do
  "$bin" $k $s $s $s $([ $s = 4096 ] && echo 100 || echo 20)
done; done
echo "== base clock (ns)"
for p in $(seq "$passes"); do for s in 4096 8192; do for k in 0 1 2 3; do
  t=$(ncu --clock-control base --print-units base --metrics gpu__time_duration.sum \
        -k regex:device_kernel -c 1 "$bin" $k $s $s $s 1 2>&1 |
      awk '/gpu__time_duration.sum/ {print $NF}')
  printf 'pass%s\tcutlass%s\t%s\t%s\n' "$p" "$k" "$s" "${t:-failed}"
done; done; done
