#!/usr/bin/env bash
# Session 42, run 6 (make6.sh): multicast kernels of the other examples
# with the new cluster barriers, against the same kernels without
# multicast (tile-run --reference), and under the three sanitizers.
ROOT=$(pwd); D=$ROOT/.device/s42/r6
cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s41/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
R=/tmp/tile-rt/bin/tile-run
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader
for p in fa fa_causal fp8 gelu gemm; do
  echo "$p: $(timeout 120 $R $D/$(echo $p | sed "s/_causal/_mc_causal/; t; s/$/_mc/") --reference $D/$p 2>&1 | tail -1)"
done
for v in fa_mc fp8_mc gelu_mc; do
  for t in memcheck racecheck synccheck; do
    timeout 120 compute-sanitizer --tool $t $R $D/$v 2>&1 | tail -1 | sed "s|^|$v $t |"
  done
done
for v in fa_mc fa fp8_mc fp8 gelu_mc gelu gemm_mc gemm; do
  echo "$v $(timeout 60 $R $D/$v --bench 2>&1 | grep -iE 'TFLOP|us' | tail -1)"
done
echo "=== end $(date +%T)"
