#!/usr/bin/env bash
# Mid-size GEMM shapes: which configuration the (65..1536)^2 case should take.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s30/d
rm -rf $D && mkdir -p $D
MC=$ROOT/.device/s30/c/gemm_mc.mlir
b() { local out=$1; shift; $T $MC --tile-to-bundle --kernel gemm_f16 -o $D/$out "$@" 2>&1 | grep -E 'error' | head -2; }
for s in M=1000,N=1000,K=1000 M=1536,N=1536,K=1536 M=1200,N=1000,K=800 M=1000,N=1000,K=4000 M=768,N=768,K=768 M=1280,N=1280,K=1280 M=512,N=1536,K=1024 M=1536,N=512,K=2048; do
  n=$(echo $s | tr -d 'MNK=' | tr ',' 'x')
  b A_case_$n --set $s
  b B_64x128mc_$n --set $s,block_M=64,block_N=128,threads=128,producer_warp=1,num_stages=4,mc=1
  b C_128x128t256_$n --set $s,block_M=128,block_N=128,threads=256,producer_warp=1,num_stages=4
  b D_128x128t128_$n --set $s,block_M=128,block_N=128,threads=128,producer_warp=1,num_stages=4
  b E_256x128_$n --set $s,block_M=256,block_N=128,threads=256,producer_warp=1,num_stages=4
  b F_128x128t256mc_$n --set $s,block_M=128,block_N=128,threads=256,producer_warp=1,num_stages=4,mc=1
done
du -sh $D; ls $D | wc -l
