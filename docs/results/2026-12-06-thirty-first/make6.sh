#!/usr/bin/env bash
# 1000^3: 128x64 tiles over two consumer warpgroups (64x64 each, as cuBLAS's
# per-warpgroup tile), producer warp, multicast, stage counts.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s31/g6
rm -rf $D && mkdir -p $D
b() { local out=$1 src=$2; shift 2; $T $src --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E 'error|warning' | head -3; test -d $D/$out || echo "MISSING $out"; }
MC=$D/gemm_mc.mlir
sed -e 's/attributes {tile.warp_specialize = "producer_warp"}/attributes {tile.warp_specialize = "producer_warp", tile.tma_multicast = "mc"}/' -e 's/^  %pw = tile.param/  %mc = tile.param "mc" = 0 in [0, 1] : index\n  %pw = tile.param/' $ROOT/examples/gemm.mlir > $MC
S=M=1000,N=1000,K=1000
b case $ROOT/examples/gemm.mlir --set $S
for c in 128,64,256,1,4,1 128,64,256,1,6,1 128,64,256,1,4,0 128,64,256,0,4,0 64,128,128,1,4,1 64,128,256,1,4,1; do
  IFS=, read bm bn t pw st mc <<<"$c"; b ${bm}x${bn}_t${t}_pw${pw}_st${st}_mc${mc} $MC --set $S,block_M=$bm,block_N=$bn,threads=$t,producer_warp=$pw,num_stages=$st,mc=$mc
done
du -sh $D
