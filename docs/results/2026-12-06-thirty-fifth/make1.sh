#!/usr/bin/env bash
# Session 35, run 1: session 34's run 3 (the block-scaled FP8 kernel, the
# fast-accumulation comparison) on the H200, plus 3 stages and the old
# (The block-scaled kernel takes 2 to 4 stages.)
# 256 x 128 tile at 8192^3 per-tensor, the one point below 1.0x.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s35/fp8
rm -rf $D && mkdir -p $D $ROOT/.device/s35/include
cp -r /usr/include/nlohmann $ROOT/.device/s35/include/
b() { local out=$1; shift; $T $ROOT/examples/gemm_fp8.mlir --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E "error|warning" | cut -c1-160 | sed "s|^|$out: |" | head -3; test -d $D/$out || echo "MISSING $out"; }
OLD=$(for k in gemm_e4m3 gemm_e4m3_rowwise gemm_e5m2_e4m3; do printf "%s.block_M=256,%s.block_N=128," $k $k; done)
ST() { for k in gemm_e4m3 gemm_e4m3_rowwise gemm_e5m2_e4m3 ${2:-}; do printf "%s.num_stages=$1," $k; done; }
for s in "s8192 M=8192,N=8192,K=8192,KB=64,NB=64" "s1024 M=8192,N=1024,K=28672,KB=224,NB=8" "s28672 M=8192,N=28672,K=4096,KB=32,NB=224" "s4096 M=4096,N=4096,K=4096,KB=32,NB=32"; do
  set -- $s
  b $1/default --set $2
  b $1/256x128 --set ${OLD}$2
done
b s8192/stages3 --set $(ST 3 gemm_e4m3_blockwise)M=8192,N=8192,K=8192,KB=64,NB=64
for s in "r1000 M=1000,N=1000,K=1024,KB=8,NB=8" "r2000 M=2000,N=3000,K=1040,KB=9,NB=24"; do
  set -- $s
  b $1 --set $2
  $T $ROOT/examples/gemm_fp8_reference.mlir --tile-to-bundle -o $D/ref_$1 --set $2 2>&1 | head -3
done
du -sh $D
