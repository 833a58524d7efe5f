#!/usr/bin/env bash
# Session 41, run 8: the hand-written transposed-A wgmma kernel
# (gemm_at_f16_wgmma) with the copy order of SharedSwizzle::copyColumn,
# against its SIMT reference and next to the inferred kernel (now
# mma.sync) and the plain GEMM of the same tiles, at 4096^3.
ROOT=$(pwd); A=$ROOT/.device/s41/at3
cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s41/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
R=/tmp/tile-rt/bin/tile-run
for s in 1000x1000x333 4096x4096x4096; do
  echo "$s wgh $($R $A/$s/wgh/gemm_at_f16_wgmma.json --reference $A/$s/ref/gemm_at_f16_reference.json 2>&1 | tail -1)"
  echo "$s inferred $($R $A/$s/wg/gemm_at_f16.json --reference $A/$s/ref/gemm_at_f16_reference.json 2>&1 | tail -1)"
done
compute-sanitizer --tool memcheck $R $A/1000x1000x333/wgh/gemm_at_f16_wgmma.json 2>&1 | tail -1 | sed 's/^/wgh memcheck /'
compute-sanitizer --tool racecheck $R $A/1000x1000x333/wgh/gemm_at_f16_wgmma.json 2>&1 | tail -1 | sed 's/^/wgh racecheck /'
for i in 1 2; do
  echo "4096 wgh $($R $A/4096x4096x4096/wgh/gemm_at_f16_wgmma.json --bench 2>&1 | grep -i TFLOP | tail -1)"
  echo "4096 inferred $($R $A/4096x4096x4096/wg/gemm_at_f16.json --bench 2>&1 | grep -i TFLOP | tail -1)"
  echo "4096 plain $($R $A/4096x4096x4096/plain/gemm_f16.json --bench 2>&1 | grep -i TFLOP | tail -1)"
done
echo "=== end $(date +%T)"
