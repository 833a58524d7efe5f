#!/usr/bin/env bash
# Session 46, run 1 bundles: (fa8) FlashAttention with few heads, the
# schedules that could fill the waves at B=1 H=8 S=8192 D=64; (g1000)
# 1000^3 by tile and split; (n3000) which alignment of N's rows costs
# 3000^3 its third, and whether C through TMA store avoids it; (acc) the
# three issues' acceptance lists with the current examples.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s46/r1; E=$ROOT/examples
rm -rf $D && mkdir -p $D
b() { local out=$1 src=$2; shift 2; $T $src --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E 'error' | head -2; test -d $D/$out || echo "MISSING $out"; }
FA3="overlap=1,producer_warp=1,producer_registers=24"
for s in "h8 B=1,H=8,S=8192,D=64" "b2h8 B=2,H=8,S=4096,D=64" "h16 B=1,H=16,S=8192,D=64"; do
  set -- $s
  b fa8/$1_def $E/flash_attention.mlir --set $2
  b fa8/$1_fa3m128 $E/flash_attention.mlir --set $2,block_M=128,block_N=128,threads=256,$FA3
  b fa8/$1_fa3m192 $E/flash_attention.mlir --set $2,block_M=192,block_N=128,threads=384,$FA3
  b fa8/$1_n128 $E/flash_attention.mlir --set $2,block_N=128
  b fa8/$1_ov256 $E/flash_attention.mlir --set $2,block_M=128,threads=256,overlap=1
  b fa8/$1_ks2 $E/flash_attention.mlir --set $2,kv_splits=2
done
b fa8/h32_def $E/flash_attention.mlir --set B=4,H=32,S=8192,D=64
b fa8/h32_fa3m128 $E/flash_attention.mlir --set B=4,H=32,S=8192,D=64,block_M=128,block_N=128,threads=256,$FA3
S=M=1000,N=1000,K=1000
b g1000/def $E/gemm.mlir --set $S
b g1000/m128 $E/gemm.mlir --set $S,block_M=128,block_N=128,block_K=64,threads=128,multicast=1,tma_store=1
b g1000/m128sk2 $E/gemm.mlir --set $S,block_M=128,block_N=128,block_K=64,threads=128,producer_warp=0,split_k=2
b g1000/m128sk2t256 $E/gemm.mlir --set $S,block_M=128,block_N=128,block_K=64,threads=256,producer_warp=0,split_k=2
b g1000/bk128s3 $E/gemm.mlir --set $S,block_M=64,block_N=128,block_K=128,threads=128,num_stages=3,multicast=1,tma_store=1
b g1000/nomc $E/gemm.mlir --set $S,block_M=64,block_N=128,block_K=64,threads=128,multicast=0,tma_store=1
b g1000/n256 $E/gemm.mlir --set $S,block_M=64,block_N=256,block_K=64,threads=128,multicast=1,tma_store=1
b g1000/s3 $E/gemm.mlir --set $S,block_M=64,block_N=128,block_K=64,threads=128,num_stages=3,multicast=1,tma_store=1
for n in 3000 3008 3040 3056 3072; do b n3000/3072x${n}x3072 $E/gemm.mlir --kernel gemm_f16 --set M=3072,N=$n,K=3072; done
b n3000/3072x3000x3072_ts $E/gemm.mlir --kernel gemm_f16 --set M=3072,N=3000,K=3072,tma_store=1
b n3000/3000x3000x3000_ts $E/gemm.mlir --kernel gemm_f16 --set M=3000,N=3000,K=3000,tma_store=1
b n3000/5000x5000x5000 $E/gemm.mlir --kernel gemm_f16 --set M=5000,N=5000,K=5000
b n3000/5000x5000x5000_ts $E/gemm.mlir --kernel gemm_f16 --set M=5000,N=5000,K=5000,tma_store=1
b n3000/3072x3000x3072_n128 $E/gemm.mlir --kernel gemm_f16 --set M=3072,N=3000,K=3072,block_M=256,block_N=128
du -sh $D
# (acc) the acceptance lists, as session 45's make1.sh
sed 's|s36/r2|s46/acc|' "$ROOT/docs/results/2026-12-06-thirty-sixth/make2.sh" | bash
A=$ROOT/.device/s46/acc
for s in "s8192 M=8192,N=8192,K=8192" "s1024 M=8192,N=1024,K=28672" "s28672 M=8192,N=28672,K=4096"; do
  set -- $s
  $T $E/gemm_fp8.mlir --tile-to-bundle -o $A/fp8/$1/pt --kernel gemm_e4m3 --set $2 2>&1 | grep error
  $T $E/gemm_fp8.mlir --tile-to-bundle -o $A/fp8/$1/rw --kernel gemm_e4m3_rowwise --set $2 2>&1 | grep error
done
du -sh $ROOT/.device/s46/*
