#!/usr/bin/env bash
# Session 29, first GPU run: 1000^3 schedules (multicast with a producer warp,
# ping-pong, stage counts) and FlashAttention B=1 H=8 S=8192 D=64 shapes.
set -euo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s30/a
rm -rf $D && mkdir -p $D/g $D/fa $D/pp
b() { local out=$1 src=$2; shift 2; $T $src --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E 'error|warning' | head -3 || true; test -d $D/$out || echo "MISSING $out"; }
MC=$D/gemm_mc.mlir
sed -e 's/attributes {tile.warp_specialize = "producer_warp"}/attributes {tile.warp_specialize = "producer_warp", tile.tma_multicast = "mc"}/' -e 's/^  %pw = tile.param/  %mc = tile.param "mc" = 0 in [0, 1] : index\n  %pw = tile.param/' $ROOT/examples/gemm.mlir > $MC
S=M=1000,N=1000,K=1000
b g/case $ROOT/examples/gemm.mlir --set $S
for c in 128,128,256,1,4,0 128,128,256,1,4,1 128,128,256,1,3,0 128,128,256,1,3,1 128,128,128,1,4,0 128,64,128,1,6,0 128,64,128,1,4,1 64,128,128,1,4,1 128,256,256,1,3,0 256,128,256,1,3,1; do
  IFS=, read bm bn t pw st mc <<<"$c"; b g/${bm}x${bn}_t${t}_pw${pw}_st${st}_mc${mc} $MC --set $S,block_M=$bm,block_N=$bn,threads=$t,producer_warp=$pw,num_stages=$st,mc=$mc
done
for c in 128,128,256,0,2 128,128,256,1,2 128,64,128,0,2 128,256,256,1,2 64,128,128,0,2; do
  IFS=, read bm bn t pw sk <<<"$c"; b g/${bm}x${bn}_t${t}_pw${pw}_sk${sk} $ROOT/examples/gemm.mlir --kernel gemm_f16 --set $S,block_M=$bm,block_N=$bn,threads=$t,producer_warp=$pw,split_k=$sk
done
# persistent one-group and ping-pong kernels at 1000^3 (grid = tiles or SMs)
b pp/pp2 $ROOT/test/Kernels/pingpong_gemm.mlir --kernel gemm_f16 --set $S,consumer_groups=2
b pp/pp1 $ROOT/test/Kernels/pingpong_gemm.mlir --kernel gemm_f16 --set $S,consumer_groups=1
FA=$ROOT/examples/flash_attention.mlir; F=B=1,H=8,S=8192,D=64
b fa/def $FA --set $F
for c in 128,128,128,2 128,64,128,3 128,64,256,2 128,128,256,2 64,128,128,2 64,64,128,3; do
  IFS=, read bm bn t st <<<"$c"; b fa/${bm}x${bn}_t${t}_st${st} $FA --set $F,block_M=$bm,block_N=$bn,threads=$t,num_stages=$st
done
b fa/c_def $FA --set $F,causal=1
b fa/c_128x128 $FA --set $F,causal=1,block_N=128
b fa/c_64x64 $FA --set $F,causal=1,block_M=64
du -sh $D
