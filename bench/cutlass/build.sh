#!/usr/bin/env bash
# Builds bench/cutlass/cutlass_gelu (CUTLASS as a peer of the fused GEMM +
# bias + GELU kernel) on a machine with nvcc and PyPI: CUTLASS's headers
# come from the nvidia-cutlass wheel (4.2.0.0), unpacked under $WORK.
#
#   bash bench/cutlass/build.sh [OUT]     (default OUT: build/cutlass_gelu)
#
# The device machine has no network: build here (x86-64, static cudart) and
# carry the binary in an ignored folder.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-build/cutlass_gelu}
WORK=${WORK:-${TMPDIR:-/tmp}/tile-cutlass}
if [ ! -d "$WORK/cutlass_library/source/include/cutlass" ]; then
  mkdir -p "$WORK"
  pip download nvidia-cutlass==4.2.0.0 --no-deps -d "$WORK" >/dev/null
  python3 -c "import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])" \
    "$WORK"/nvidia_cutlass-4.2.0.0-*.whl "$WORK"
fi
src=$WORK/cutlass_library/source
mkdir -p "$(dirname "$out")"
nvcc -std=c++17 -arch=sm_90a -O3 -DNDEBUG --expt-relaxed-constexpr \
  -I"$src/include" -I"$src/tools/util/include" -cudart static \
  "$here/cutlass_gelu.cu" -o "$out"
echo "built $out"
