#!/usr/bin/env bash
# The main job: install what is missing, build, and run the tutorial
# (scripts/tutorial.py): every section compiles its kernels and, where a
# CUDA GPU with PyTorch and CuPy is present, runs them next to their
# references. Arguments go to the tutorial (--only SECTION, --force, --out).
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

install_deps
configure_and_build tile-opt tile-translate tile-run tile-tune tile_runtime_c
exec python3 "$TILE_ROOT/scripts/tutorial.py" "$@"
