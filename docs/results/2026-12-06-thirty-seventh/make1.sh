#!/usr/bin/env bash
# Session 37, run 1 bundles: examples/gemm.mlir's new `waves = 1` cases
# (128x64, then 128x128, then the default 256x128: the smallest tile whose
# grid fits one wave) against the cases they replace (128x64 up to
# M, N <= 1536, else the default), f16 and bf16, at mid-size shapes;
# one bundle with M dynamic (the runtime evaluates `waves`); FP8 per-tensor
# and row-wise at 128x256 (default) and 256x128, for issue 30.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s37/r1
rm -rf $D && mkdir -p $D
b() { local src=$1 out=$2; shift 2; $T $src --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E "error|warning" | cut -c1-160 | sed "s|^|$out: |" | head -3; test -d $D/$out || echo "MISSING $out"; }
E=$ROOT/examples
A=block_M=128,block_N=64,threads=128,producer_warp=0
DEF=block_M=256,block_N=128,threads=256,producer_warp=1
for s in "1000c M=1000,N=1000,K=1000 A" "768c M=768,N=768,K=768 A" "1280c M=1280,N=1280,K=1280 A" \
         "1200x1000x800 M=1200,N=1000,K=800 A" "1536c M=1536,N=1536,K=1536 A" "1536x512x2048 M=1536,N=512,K=2048 A" \
         "512x1536x1024 M=512,N=1536,K=1024 A" "1000x1000x4000 M=1000,N=1000,K=4000 A" \
         "2048x1024x1024 M=2048,N=1024,K=1024 DEF" "1024x2048x2048 M=1024,N=2048,K=2048 DEF" \
         "2048x512x4096 M=2048,N=512,K=4096 DEF" "4096x256x8192 M=4096,N=256,K=8192 DEF" \
         "1408x1536x2048 M=1408,N=1536,K=2048 A" "3072x1024x1024 M=3072,N=1024,K=1024 DEF"; do
  set -- $s
  old=$A; [ $3 = DEF ] && old=$DEF
  b $E/gemm.mlir mid/$1/new --set $2
  b $E/gemm.mlir mid/$1/old --set $old,$2
done
b $E/gemm.mlir dyn --kernel gemm_f16 --set M=dynamic,N=1024,K=1024
# Multicast of A (session 37): without l2_swizzle a cluster pair is two
# neighbouring column tiles, which share A's tile (tile-tma-loads shares
# whatever does not depend on the pair's differing block id); with it the
# pair walks down a column and shares B. At 1000^3 the kernel is bound by
# L2 -> SM bytes (128 blocks x 16 k steps x 24 KB at 128x64).
MC=$D/gemm_mc.mlir; MCA=$D/gemm_mc_a.mlir
sed -e 's/attributes {tile.warp_specialize = "producer_warp"}/attributes {tile.warp_specialize = "producer_warp", tile.tma_multicast = "mc"}/' \
    -e 's/^  %pw = tile.param/  %mc = tile.param "mc" = 0 in [0, 1] : index\n  %pw = tile.param/' $E/gemm.mlir > $MC
sed -e 's/ l2_swizzle(8)//' $MC > $MCA
grep -c l2_swizzle $MC $MCA
for s in "1000c M=1000,N=1000,K=1000" "1000x1000x4000 M=1000,N=1000,K=4000" "1200x1000x800 M=1200,N=1000,K=800" "1280c M=1280,N=1280,K=1280" "768c M=768,N=768,K=768"; do
  set -- $s
  b $MCA mid/$1/a128x64t128mcA --kernel gemm_f16 --set block_M=128,block_N=64,threads=128,producer_warp=1,num_stages=4,mc=1,$2
  b $MCA mid/$1/a128x64t256mcA --kernel gemm_f16 --set block_M=128,block_N=64,threads=256,producer_warp=1,num_stages=4,mc=1,$2
  b $MC mid/$1/b64x128t128mcB --kernel gemm_f16 --set block_M=64,block_N=128,threads=128,producer_warp=1,num_stages=4,mc=1,$2
done
for s in "s8192 M=8192,N=8192,K=8192" "s1024 M=8192,N=1024,K=28672" "s28672 M=8192,N=28672,K=4096"; do
  set -- $s
  b $E/gemm_fp8.mlir fp8/$1/128x256 --kernel gemm_e4m3 --set $2
  b $E/gemm_fp8.mlir fp8/$1/256x128 --kernel gemm_e4m3 --set block_M=256,block_N=128,$2
  b $E/gemm_fp8.mlir fp8/$1/128x256rw --kernel gemm_e4m3_rowwise --set $2
  b $E/gemm_fp8.mlir fp8/$1/256x128rw --kernel gemm_e4m3_rowwise --set block_M=256,block_N=128,$2
done
# FlashAttention B=1 H=8 S=8192 D=64 (issue 28's few-heads point): the
# default (128x64 over 128 threads, cp.async) against the roles kernel
# (producer warpgroup, two or three consumer warpgroups) at three tiles.
F=B=1,H=8,S=8192,D=64
R=overlap=1,producer_warp=1,producer_registers=24
b $E/flash_attention.mlir fa/default --set $F
b $E/flash_attention.mlir fa/r192x128 --set $F,block_M=192,block_N=128,threads=384,$R
b $E/flash_attention.mlir fa/r128x128 --set $F,block_M=128,block_N=128,threads=256,$R
b $E/flash_attention.mlir fa/r128x64 --set $F,block_M=128,block_N=64,threads=256,$R
mkdir -p $ROOT/.device/s37/include && cp -r /usr/include/nlohmann $ROOT/.device/s37/include/
du -sh $D
