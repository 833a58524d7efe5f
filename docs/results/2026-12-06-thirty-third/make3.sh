#!/usr/bin/env bash
# Session 33, run 3: the kernel's own wgmma waits behind a block boundary
# (ptxas hoisted the wait for O += P V above the softmax, run 2's SASS).
# FlashAttention-3's roles and the cp.async overlap with the fence, against
# run 1's bundles (no fence), same run; causal and few-head shapes with the
# roles; correctness.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s33/r3
rm -rf $D && mkdir -p $D/chk $D/perf
EX=$D/fa.mlir
sed 's/"block_N" = 64 in \[32, 64, 128\]/"block_N" = 64 in [32, 64, 128, 160, 176, 192]/' $ROOT/examples/flash_attention.mlir > $EX
b() { local out=$1; shift; $T $EX --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E "error|warning" | cut -c1-200 | sed "s|^|$out: |" | head -2; test -d $D/$out || echo "MISSING $out"; }
R3="producer_warp=1,producer_registers=24,overlap=1"
b chk/d128 --set B=1,H=16,S=4100,D=128
b chk/d64 --set B=1,H=32,S=4100,D=64
b chk/d128_causal --set B=1,H=4,S=2100,D=128,causal=1,block_M=128,block_N=128,threads=256,$R3
b chk/d64_ov256 --set B=1,H=4,S=2100,D=64,overlap=1,threads=256,producer_warp=0
for v in "case" "n160 block_N=160" "n176 block_N=176"; do
  set -- $v; n=$1; extra=${2:+,$2}
  b perf/d128_$n --set B=8,H=16,S=4096,D=128$extra
done
cp -r $ROOT/.device/s33/r1/perf/d128_case $D/perf/d128_old
cp -r $ROOT/.device/s33/r1/perf/d64_case $D/perf/d64_old
b perf/d64_case --set B=4,H=32,S=8192,D=64
b perf/d64_ov256 --set B=4,H=32,S=8192,D=64,overlap=1,threads=256,block_M=128,block_N=64,producer_warp=0
# causal: the default (two blocks per SM) against the roles
b perf/c128_def --set B=8,H=16,S=4096,D=128,causal=1
b perf/c128_r --set B=8,H=16,S=4096,D=128,causal=1,block_M=128,block_N=128,threads=256,$R3
b perf/c64_def --set B=4,H=32,S=8192,D=64,causal=1
b perf/c64_r --set B=4,H=32,S=8192,D=64,causal=1,block_M=192,block_N=128,threads=384,$R3
b perf/c64_r128 --set B=4,H=32,S=8192,D=64,causal=1,block_M=128,block_N=128,threads=256,$R3
# few heads
b perf/h8d64_def --set B=1,H=8,S=8192,D=64
b perf/h8d64_r --set B=1,H=8,S=8192,D=64,block_M=192,block_N=128,threads=384,$R3
b perf/h8d64_r128 --set B=1,H=8,S=8192,D=64,block_M=128,block_N=128,threads=256,$R3
b perf/h8d128_def --set B=2,H=8,S=4096,D=128
b perf/h8d128_r --set B=2,H=8,S=4096,D=128,block_M=128,block_N=128,threads=256,$R3
du -sh $D; ls $D/perf | wc -l
