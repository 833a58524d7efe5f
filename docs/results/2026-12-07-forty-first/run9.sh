#!/usr/bin/env bash
# Session 41, run 9: the SwiGLU pair (swiglu.mlir, 1024^3, two gemms
# sharing A) timed on wgmma (both gemms, this session) against the same
# kernel on mma.sync (sm_80 build), two passes.
ROOT=$(pwd); D=$ROOT/.device/s41/chk
cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s41/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
R=/tmp/tile-rt/bin/tile-run
nvidia-smi --query-gpu=name --format=csv,noheader
for i in 1 2; do for v in swiglu_wg swiglu_sm80; do
  echo "$v $($R $D/$v/swiglu.json --bench 2>&1 | grep -iE 'time|TFLOP' | tr '\n' ' ')"
done; done
