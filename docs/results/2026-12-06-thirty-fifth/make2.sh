#!/usr/bin/env bash
# Session 35, run 2: FP8 attention tiles (block_M 64 over one warpgroup,
# 128 over two, with a producer warpgroup in ping-pong (pp); block_N 64 / 128) at D = 64, 128, 256, and the block-scaled
# FP8 GEMM with its scales loaded before the gemm; FP8 GEMM with B multicast.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s35/r2
rm -rf $D && mkdir -p $D
b() { local f=$1 out=$2; shift 2; $T $ROOT/examples/$f.mlir --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E "error|warning" | cut -c1-160 | sed "s|^|$out: |" | head -3; test -d $D/$out || echo "MISSING $out"; }
for c in 0 1; do
  s=B=8,H=16,S=4096,D=128,causal=$c
  b flash_attention_fp8 d128c$c/m64 --set block_M=64,$s
  b flash_attention_fp8 d128c$c/m64st3 --set block_M=64,num_stages=3,$s
  b flash_attention_fp8 d128c$c/m128 --set block_M=128,$s
  b flash_attention_fp8 d128c$c/pp --set block_M=128,producer_warp=1,producer_registers=24,$s
  s=B=4,H=32,S=8192,D=64,causal=$c
  b flash_attention_fp8 d64c$c/m64 --set block_M=64,$s
  b flash_attention_fp8 d64c$c/m64n64 --set block_M=64,block_N=64,$s
  b flash_attention_fp8 d64c$c/m128n64 --set block_M=128,block_N=64,$s
  b flash_attention_fp8 d64c$c/pp --set block_M=128,producer_warp=1,producer_registers=24,$s
  s=B=4,H=16,S=4096,D=256,causal=$c
  b flash_attention_fp8 d256c$c/m64n64 --set block_M=64,block_N=64,$s
  b flash_attention_fp8 d256c$c/m128 --set block_M=128,$s
  b flash_attention_fp8 d256c$c/pp --set block_M=128,block_N=64,producer_warp=1,producer_registers=24,$s
done
b flash_attention_fp8 b1d128/m64 --set B=1,H=1,S=4096,D=128,block_M=64
b flash_attention_fp8 r1000/m64 --set B=2,H=3,S=1000,D=128,causal=1,block_M=64
b flash_attention_fp8 r1000/d64 --set B=2,H=3,S=1000,D=64,block_M=64,block_N=64
b flash_attention_fp8 r1000/m128 --set B=2,H=3,S=1000,D=128,causal=1,block_M=128
b flash_attention_fp8 r2048/pp --set B=2,H=3,S=2048,D=128,causal=1,block_M=128,producer_warp=1,producer_registers=24
b flash_attention_fp8 r2048/ppd64 --set B=2,H=3,S=2048,D=64,block_M=128,block_N=64,producer_warp=1,producer_registers=24
for s in "s8192 M=8192,N=8192,K=8192,KB=64,NB=64" "s1024 M=8192,N=1024,K=28672,KB=224,NB=8" "s4096 M=4096,N=4096,K=4096,KB=32,NB=32"; do
  set -- $s
  b gemm_fp8 bw/$1 --kernel gemm_e4m3_blockwise --set $2
done
# Multicast of B's tile over clusters of two (halves of its one panel).
MC=$(for k in gemm_e4m3 gemm_e4m3_rowwise gemm_e5m2_e4m3 gemm_e4m3_blockwise; do printf "%s.multicast=1," $k; done)
for s in "s8192 M=8192,N=8192,K=8192,KB=64,NB=64" "s1024 M=8192,N=1024,K=28672,KB=224,NB=8" "s28672 M=8192,N=28672,K=4096,KB=32,NB=224"; do
  set -- $s
  b gemm_fp8 mc/$1/default --set $2
  b gemm_fp8 mc/$1/multicast --set ${MC}$2
done
b gemm_fp8 mc_r2000 --set ${MC}M=2000,N=3000,K=1040,KB=9,NB=24
$T $ROOT/examples/gemm_fp8_reference.mlir --tile-to-bundle -o $D/mc_ref --set M=2000,N=3000,K=1040,KB=9,NB=24 2>&1 | head -3
b gemm_fp8 bw_r2000 --kernel gemm_e4m3_blockwise --set M=2000,N=3000,K=1040,KB=9,NB=24
$T $ROOT/examples/gemm_fp8_reference.mlir --tile-to-bundle -o $D/bw_ref --kernel gemm_e4m3_blockwise_reference --set M=2000,N=3000,K=1040,KB=9,NB=24 2>&1 | head -3
du -sh $D
