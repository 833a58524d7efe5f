#!/usr/bin/env bash
# Before/after bundles for tile-fold-clear: $1 = output folder (before|after).
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s30/$1
rm -rf $D && mkdir -p $D
b() { local out=$1 src=$2; shift 2; $T $src --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E 'error|warning' | head -2; test -d $D/$out || echo "MISSING $out"; }
G=$ROOT/examples/gemm.mlir
b g_k192 $G --kernel gemm_f16 --set M=4096,N=4096,K=192
b g_k128 $G --kernel gemm_f16 --set M=4096,N=4096,K=128,block_M=256,block_N=128,block_K=64,threads=256
b g_4096 $G --kernel gemm_f16 --set M=4096,N=4096,K=4096
b g_4096_bf16 $G --kernel gemm_bf16 --set M=4096,N=4096,K=4096
b g_8192 $G --kernel gemm_f16 --set M=8192,N=8192,K=8192
b g_1000 $G --kernel gemm_f16 --set M=1000,N=1000,K=1000
b g_k64 $G --kernel gemm_f16 --set M=4096,N=4096,K=64
b g_m16 $G --kernel gemm_f16 --set M=16,N=4096,K=4096
b g_pw0 $G --kernel gemm_f16 --set M=4096,N=4096,K=4096,producer_warp=0
b g_dyn $G --kernel gemm_f16 --set M=dynamic,N=4096,K=4096
b pp_4096 $ROOT/test/Kernels/pingpong_gemm.mlir --kernel gemm_f16 --set M=4096,N=4096,K=4096
b pp_k192 $ROOT/test/Kernels/pingpong_gemm.mlir --kernel gemm_f16 --set M=4096,N=4096,K=192
b ps_4096 $ROOT/test/Kernels/persistent_gemm.mlir --set M=4096,N=4096,K=4096
b gelu_4096 $ROOT/examples/gemm_bias_gelu.mlir --set M=4096,N=4096,K=4096
b gelu_k64 $ROOT/examples/gemm_bias_gelu.mlir --set M=4096,N=4096,K=64
du -sh $D
