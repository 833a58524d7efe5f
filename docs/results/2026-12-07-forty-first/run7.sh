#!/usr/bin/env bash
# Session 41, run 7: this session's untimed forms against second builds:
# two gemms sharing A on wgmma (a SwiGLU gate/up pair) against the same
# kernel on mma.sync (sm_80), and tile.atomic_add into a buffer whose M is
# a run-time dimension against the static build, with sanitizers.
ROOT=$(pwd); D=$ROOT/.device/s41/chk
cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s41/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
R=/tmp/tile-rt/bin/tile-run
echo "swiglu $($R $D/swiglu_wg/swiglu.json --reference $D/swiglu_sm80/swiglu.json 2>&1 | tail -1)"
echo "atomic M=1000 $($R $D/atdyn/partial_dynamic.json --arg M=1000 --reference $D/atstatic/partial_dynamic.json 2>&1 | tail -2 | tr '\n' ' ')"
for t in memcheck racecheck; do
  compute-sanitizer --tool $t $R $D/swiglu_wg/swiglu.json 2>&1 | tail -1 | sed "s/^/swiglu $t /"
  compute-sanitizer --tool $t $R $D/atdyn/partial_dynamic.json --arg M=7 2>&1 | tail -1 | sed "s/^/atomic M=7 $t /"
done
echo "=== end $(date +%T)"
