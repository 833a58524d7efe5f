#!/usr/bin/env bash
# Session 33, run 6: a persistent tile loop in FlashAttention (f16 kernel
# only, an experiment: pers.py makes the example (at 7e33458) with the
# launch's body inside `scf.for %tile = bx + by*gx to tiles step gx*gy`,
# grid = min(SMs, tiles) when persistent = 1); correctness; speed against
# the same kernel one tile per block and the default.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s33/r6
rm -rf $D && mkdir -p $D/chk $D/perf
EX=$ROOT/.device/s33/pers.mlir; git -C $ROOT show 7e33458:examples/flash_attention.mlir > $D/fa.mlir; python3 $ROOT/docs/results/2026-12-06-thirty-third/pers.py $D/fa.mlir > $EX
b() { local out=$1; shift; $T $EX --tile-to-bundle --kernel flash_attention_f16 -o $D/$out "$@" 2>&1 | grep -E "error|warning" | cut -c1-200 | sed "s|^|$out: |" | head -2; test -d $D/$out || echo "MISSING $out"; }
R="block_M=128,threads=256,producer_warp=1,producer_registers=24,overlap=1"
b chk/c128p --set B=2,H=4,S=2100,D=128,causal=1,block_N=128,$R,persistent=1,kv_splits=1
b chk/d128p --set B=2,H=8,S=4100,D=128,persistent=1
b chk/c64p --set B=1,H=32,S=4100,D=64,causal=1,persistent=1
for s in "c128 B=8,H=16,S=4096,D=128,causal=1" "d128 B=8,H=16,S=4096,D=128" "d64 B=4,H=32,S=8192,D=64" "c64 B=4,H=32,S=8192,D=64,causal=1" "d256 B=4,H=16,S=4096,D=256" "c256 B=4,H=16,S=4096,D=256,causal=1"; do
  set -- $s
  b perf/$1_def --set $2
  b perf/$1_pers --set $2,persistent=1
done
b perf/c128_r --set B=8,H=16,S=4096,D=128,causal=1,block_N=128,$R
b perf/c128_rp --set B=8,H=16,S=4096,D=128,causal=1,block_N=128,$R,persistent=1
b perf/c128_r160p --set B=8,H=16,S=4096,D=128,causal=1,block_N=160,$R,persistent=1
du -sh $D; ls $D/perf | wc -l
