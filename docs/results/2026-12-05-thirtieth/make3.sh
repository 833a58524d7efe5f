#!/usr/bin/env bash
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s30/c
rm -rf $D && mkdir -p $D/g $D/fa
b() { local out=$1 src=$2; shift 2; $T $src --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E 'error|warning' | grep -v "does not apply\|cannot load through" | head -2; test -d $D/$out || echo "MISSING $out"; }
MC=$D/gemm_mc.mlir
sed -e 's/attributes {tile.warp_specialize = "producer_warp"}/attributes {tile.warp_specialize = "producer_warp", tile.tma_multicast = "mc"}/' -e 's/^  %pw = tile.param/  %mc = tile.param "mc" = 0 in [0, 1] : index\n  %pw = tile.param/' -e 's/"num_stages" = 3 in \[2, 3, 4\]/"num_stages" = 3 in [2, 3, 4, 5, 6, 8]/' $ROOT/examples/gemm.mlir > $MC
S=M=1000,N=1000,K=1000
for c in 64,128,128,1,4,1 64,128,128,1,6,1 64,128,128,1,8,1 64,128,128,1,8,0 64,128,128,1,4,0 64,64,128,1,8,1 64,64,128,1,4,0 128,64,128,1,8,1 128,128,256,1,6,0 128,128,128,1,6,0; do
  IFS=, read bm bn t pw st mc <<<"$c"; b g/${bm}x${bn}_t${t}_pw${pw}_st${st}_mc${mc} $MC --set $S,block_M=$bm,block_N=$bn,threads=$t,producer_warp=$pw,num_stages=$st,mc=$mc
done
# other near-square sizes, the best 1000^3 candidate against the current case
for s in M=768,N=768,K=768 M=1536,N=1536,K=1536 M=1000,N=1000,K=4000 M=1200,N=1000,K=800; do
  b g/case_$s $ROOT/examples/gemm.mlir --set $s
  b g/64x128_st8_mc1_$s $MC --set $s,block_M=64,block_N=128,threads=128,producer_warp=1,num_stages=8,mc=1
done
FA=$ROOT/examples/flash_attention.mlir; F=B=1,H=8,S=8192,D=64
b fa/def $FA --set $F
b fa/tmapw $FA --set $F --tma --producer-warp
b fa/tmapw_128x128 $FA --set $F,block_N=128 --tma --producer-warp
b fa/64x128_st3 $FA --set $F,block_M=64,block_N=128,num_stages=3
b fa/128x64_st3_t256 $FA --set $F,num_stages=3,threads=256
du -sh $D
