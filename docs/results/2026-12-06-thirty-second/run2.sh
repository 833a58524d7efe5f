#!/usr/bin/env bash
# Session 32, run 2: Nsight Compute on FlashAttention with FlashAttention-3's
# roles (fa3) against the overlap over cp.async (ov256), D = 64.
set -uo pipefail
ROOT=$(pwd); D=$ROOT/.device/s32/fa; O=$OUT/r2; mkdir -p $O
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s32/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
RUN=/tmp/tile-rt/bin/tile-run
for k in d64_c0_fa3 d64_c0_ov256; do
  timeout 200 ncu --set full --import-source no -k regex:flash --launch-skip 2 -c 1 -o $O/$k $RUN $D/perf/$k --bench --warmup 2 --reps 1 > $O/$k.ncu.log 2>&1
  ncu -i $O/$k.ncu-rep --page details > $O/$k.details.txt 2>&1
  ncu -i $O/$k.ncu-rep --page source --csv --print-source sass > $O/$k.src.csv 2>&1
  python3 - $O/$k.src.csv > $O/$k.top.txt <<'PY'
import csv, sys
rows = list(csv.reader(open(sys.argv[1])))
hdr = next(i for i, r in enumerate(rows) if any('Warp Stall Sampling (All' in c for c in r))
h = rows[hdr]; col = next(i for i, c in enumerate(h) if 'Warp Stall Sampling (All' in c)
src = next(i for i, c in enumerate(h) if c == 'Source')
data = []
for r in rows[hdr + 1:]:
    try: data.append((float(r[col] or 0), r[0], r[src]))
    except (ValueError, IndexError): pass
tot = sum(d[0] for d in data) or 1
print('total samples', tot, 'instructions', len(data))
for n, a, s in sorted(data, reverse=True)[:40]: print(f'{100*n/tot:5.1f}% {a} {s}')
PY
  rm -f $O/$k.src.csv
done
for k in d64_c0_fa3 d64_c0_ov256; do echo "=== $k"; grep -E "Duration|Compute \(SM\) Throughput|Memory Throughput|Registers Per|Achieved Occupancy|Theoretical Occupancy|Block Limit|Issued Warp|No Eligible|Active Warps Per|Eligible Warps|Warp Cycles Per Issued|L1/TEX Hit|L2 Hit|DRAM Throughput|Shared Memory Configuration Size|Dynamic Shared" $O/$k.details.txt | head -30; head -32 $O/$k.top.txt; done
