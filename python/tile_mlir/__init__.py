"""tile_mlir: compile tile-mlir kernel files and call their bundles on torch
tensors."""

from .bundle import Bundle, BundleError, check_manifest, load_bundles
from .compiler import CompileError, compile, find_tool, inspect, tune

__all__ = ["Bundle", "BundleError", "CompileError", "check_manifest", "compile", "find_tool",
           "inspect", "load_bundles", "tune"]
