#!/usr/bin/env bash
# Session 42, run 6 bundles: every example whose kernels take multicast
# (--tma-multicast), built with 4f84a81's cluster barriers, next to the
# same kernels without it, to check the relaxed start and the consumers'
# early end arrive beyond the GEMM (results against each other, sanitizers).
set -uo pipefail
ROOT=/work/main; T=${T:-$ROOT/build/bin/tile-translate}; D=$ROOT/.device/s42/r6
rm -rf $D && mkdir -p $D
b(){ out=$1; shift; $T "$@" --tile-to-bundle -o $D/$out 2>&1 | grep -E "error|warning" | head -2; test -d $D/$out || echo MISSING $out; }
b fa_mc $ROOT/examples/flash_attention.mlir --tma-multicast --kernel flash_attention_f16 --set B=4,H=8,S=2000
b fa $ROOT/examples/flash_attention.mlir --kernel flash_attention_f16 --set B=4,H=8,S=2000
b fa_mc_causal $ROOT/examples/flash_attention.mlir --tma-multicast --kernel flash_attention_f16 --set B=4,H=8,S=2000,causal=1
b fa_causal $ROOT/examples/flash_attention.mlir --kernel flash_attention_f16 --set B=4,H=8,S=2000,causal=1
b fp8_mc $ROOT/examples/gemm_fp8.mlir --tma-multicast --kernel gemm_e4m3 --set M=2048,N=2048,K=1024
b fp8 $ROOT/examples/gemm_fp8.mlir --kernel gemm_e4m3 --set M=2048,N=2048,K=1024
b gelu_mc $ROOT/examples/gemm_bias_gelu.mlir --tma-multicast --kernel gemm_bias_gelu_f16 --set M=2048,N=2048,K=1000
b gelu $ROOT/examples/gemm_bias_gelu.mlir --kernel gemm_bias_gelu_f16 --set M=2048,N=2048,K=1000
b gemm_mc $ROOT/examples/gemm.mlir --tma-multicast --kernel gemm_bf16 --set M=4096,N=4096,K=4096
b gemm $ROOT/examples/gemm.mlir --kernel gemm_bf16 --set M=4096,N=4096,K=4096
for v in fa_mc fa_mc_causal fp8_mc gelu_mc gemm_mc; do echo "$v $(grep -c 'multicast::cluster' $D/$v/*.ptx) $(grep -c 'arrive.relaxed' $D/$v/*.ptx)"; done
du -sh $D
