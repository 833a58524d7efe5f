#!/usr/bin/env bash
# Session 33, run 1: FlashAttention-3's roles at D = 128 (and 64) over wider
# key tiles (FlashAttention-3 takes 128 x 176 at D = 128), more stages and
# another register split, against the shape case, same run; Nsight on two.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s33/r1
rm -rf $D && mkdir -p $D/chk $D/perf $ROOT/.device/s33/include
cp -r /usr/include/nlohmann $ROOT/.device/s33/include/
EX=$D/fa.mlir
sed 's/"block_N" = 64 in \[32, 64, 128\]/"block_N" = 64 in [32, 64, 128, 160, 176, 192]/' $ROOT/examples/flash_attention.mlir > $EX
b() { local out=$1; shift; $T $EX --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E "error|warning" | cut -c1-200 | sed "s|^|$out: |" | head -2; test -d $D/$out || echo "MISSING $out"; }
b chk/n176 --set B=1,H=16,S=4100,D=128,block_N=176
for v in "case" "n160 block_N=160" "n176 block_N=176" "n192 block_N=192" "s3 num_stages=3" "r40 producer_registers=40" "n176r40 block_N=176,producer_registers=40"; do
  set -- $v; n=$1; extra=${2:+,$2}
  b perf/d128_$n --set B=8,H=16,S=4096,D=128$extra
done
for v in "case" "s3 num_stages=3"; do
  set -- $v; n=$1; extra=${2:+,$2}
  b perf/d64_$n --set B=4,H=32,S=8192,D=64$extra
done
du -sh $D; ls $D/perf | wc -l
