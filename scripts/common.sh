# Shared by scripts/*.sh: install what is missing, configure and build.
set -euo pipefail

TILE_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${BUILD_DIR:-$TILE_ROOT/build}"
LLVM_BIN=/usr/lib/llvm-22/bin
export PATH="$PATH:/usr/local/cuda/bin"

log() { printf '\033[1m==> %s\033[0m\n' "$*"; }

# Debian packages the build and the tests need; installed only when missing.
install_deps() {
  local pkgs=(llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools
              cmake ninja-build g++ libgtest-dev nlohmann-json3-dev python3 zlib1g-dev
              libzstd-dev)
  local missing=()
  for p in "${pkgs[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
      || missing+=("$p")
  done
  if ((${#missing[@]})); then
    log "installing: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" = 0 ] || sudo=sudo
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
  # The tutorial's plots; the python3 on PATH may not be Debian's.
  if ! python3 -c "import matplotlib" 2>/dev/null; then
    log "installing matplotlib (PyPI)"
    python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore matplotlib \
      || log "note: matplotlib could not be installed; the tutorial's report will have no plots"
  fi
  # `import tile_mlir` from anywhere: an editable install of python/, so it
  # follows the checkout (and finds its build/bin).
  if [ "$(python3 -c 'import tile_mlir, os; print(os.path.dirname(os.path.dirname(os.path.realpath(tile_mlir.__file__))))' 2>/dev/null)" != "$TILE_ROOT/python" ]; then
    log "installing the tile_mlir Python package (editable, from python/)"
    python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore -e "$TILE_ROOT/python" \
      || log "note: tile_mlir could not be installed; use PYTHONPATH=$TILE_ROOT/python"
  fi
  if ! command -v ptxas >/dev/null; then
    log "note: ptxas not found (CUDA toolkit); bundles will hold PTX only and the ptxas checks are skipped"
  fi
}

configure_and_build() {
  if [ ! -f "$BUILD_DIR/build.ninja" ]; then
    log "configuring in $BUILD_DIR"
    cmake -G Ninja -S "$TILE_ROOT" -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Release \
      -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
      -DLLVM_EXTERNAL_LIT="$LLVM_BIN/lit" >/dev/null
  fi
  log "building"
  cmake --build "$BUILD_DIR" -- "${@}"
}
