#!/usr/bin/env bash
# Session 45, run 2 (make1.sh, make2.sh), from the repository root, in
# order of need: A's 5-d view in whole tiles (079205d: r2) against the
# kernels built before it (r1), correctness at run-time M from 1 to 8192,
# the sanitizers on the new path; then run 1's `san` and `big` parts.
HERE=$(cd "$(dirname "$0")" && pwd); ROOT=$(pwd)
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s45/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.limit --format=csv,noheader
R1=$ROOT/.device/s45/r1; R2=$ROOT/.device/s45/r2; RUN=/tmp/tile-rt/bin/tile-run
sm() { timeout 150 python3 bench/gemm_small.py "$@" 2>&1 | sed "s|$ROOT/.device/s45/||" | grep -v Warn; }
echo "=== edge $(date +%T)"
sm --bundles $R1/p3000/3000x3000x3000_def $R2/p3000/3000x3000x3000_def $R1/p3000/3000x3072x3072_def $R2/p3000/3000x3072x3072_def $R1/p3000/3072x3072x3072_def $R2/p3000/1000x1000x1000_def $R2/p3000/5000x5000x5000_def
echo "=== dyn $(date +%T)"
sm --bundles $R2/dyn/n3072 --dims M=1 M=7 M=50 M=64 M=100 M=1000 M=3000 M=4096
sm --bundles $R1/dyn/n3072 --dims M=1000 M=3000 M=4096
sm --bundles $R2/dyn/gemm --dims M=1 M=7 M=64 M=1000 M=4096 M=8192
echo "=== sanitizers $(date +%T)"
timeout 60 compute-sanitizer --tool memcheck $RUN $R2/p3000/3000x3000x3000_def 2>&1 | tail -1
for m in 50 1000; do timeout 60 compute-sanitizer --tool memcheck $RUN $R2/dyn/n3072 --kernel gemm_f16 --arg M=$m 2>&1 | tail -1; done
timeout 60 compute-sanitizer --tool racecheck $RUN $R2/p3000/1000x1000x1000_def 2>&1 | tail -1
bash "$HERE/run1.sh" san big odd p3000 2>&1 | grep -v "^===.*end"
echo "=== end $(date +%T)"
