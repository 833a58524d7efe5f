#!/usr/bin/env bash
# The runtime's GPU check: builds tile-run and the bridge's library on the
# GPU machine (nlohmann::json from B/include when it travelled there), then
# runs the corrupt-manifest corpus, bench/bridge_check.py and tile-run.
#
# Bundles, on the compiler machine (B = .device, carried to the GPU):
#   the three of bench/bridge_check.py's docstring, and
#   tile-translate examples/gemm.mlir --tile-to-bundle --kernel gemm_f16 --producer-warp --tma-multicast -o B/gemm4k
#   tile-translate examples/gemm.mlir --tile-to-bundle --kernel gemm_f16 -o B/gemm4k_plain
#   mkdir -p B/include && cp -r /usr/include/nlohmann B/include/
# Then, on the GPU machine: OUT=folder bash bench/runtime_check.sh B
set -e -o pipefail
B="$(cd "${1:-.device}" && pwd)"; OUT="${OUT:-/tmp}"
cd "$(dirname "${BASH_SOURCE[0]}")/.."
JSON=""; [ -d "$B/include/nlohmann" ] && JSON="-DTILE_JSON_INCLUDE_DIR=$B/include"
cmake -G Ninja -S . -B /tmp/rt -DTILE_RUNTIME_ONLY=ON $JSON > /tmp/cmake.log 2>&1 || { cat /tmp/cmake.log; exit 1; }
ninja -C /tmp/rt > /tmp/ninja.log 2>&1 || { tail -30 /tmp/ninja.log; exit 1; }
export TILE_RUNTIME_LIB=/tmp/rt/lib/libtile_runtime_c.so
echo "=== bridge manifests (corpus)"; python3 test/Runtime/bridge-manifests.py
echo "=== bridge GPU check"; python3 bench/bridge_check.py $B
R=/tmp/rt/bin/tile-run
echo "=== tile-run"
$R --check-env $B/va
$R $B/va --kernel vector_add_f32 --bench --json $OUT/va.json; cat $OUT/va.json
$R $B/gemm4k --reference $B/gemm4k_plain --bench --json $OUT/gemm.json; cat $OUT/gemm.json
echo "=== corrupt manifests on the GPU machine"
for f in test/Runtime/Inputs/manifests/bad-*.json; do d=/tmp/m/$(basename $f .json); mkdir -p $d; cp $f $d/k.json; cp test/Runtime/Inputs/manifests/k.ptx $d/; $R $d >/dev/null 2>/tmp/err.txt && echo "ACCEPTED $f" || true; done
echo "corpus done"
mkdir -p /tmp/tc && cp -r $B/gemm /tmp/tc/; echo '{"format":1,"candidates":[{"config":"a","status":"compiled","bundle":"gemm"}],"key":"","kernel":"gemm_f16","chip":"sm_90a","space":"","flops":0,"tolerance":0.01,"seed":0}' > /tmp/tc/tune.json
$R --tune /tmp/tc --no-cache
echo '{"format":1,"candidates":"x"}' > /tmp/tc/tune.json; $R --tune /tmp/tc --no-cache || echo "exit $?"
