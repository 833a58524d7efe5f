#!/usr/bin/env bash
# Session 33, run 2: run 1's Nsight reports as SASS with stall samples per
# instruction (gzip), and the case kernel's SASS.
set -uo pipefail
ROOT=$(pwd); O=$OUT/r2; mkdir -p $O
for k in d128_case d128_n176; do
  ncu -i .device/s33/rep/$k.ncu-rep --page source --csv --print-source sass 2>&1 | gzip > $O/$k.src.csv.gz
done
cuobjdump -sass .device/s33/r1/perf/d128_case/flash_attention_f16.cubin | gzip > $O/d128_case.sass.gz
ls -la $O
