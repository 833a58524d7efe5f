# -*- Python -*-
import os
import subprocess
import shutil

import lit.formats
from lit.llvm import llvm_config

config.name = "TILE"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.tile_obj_root, "test")
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "Unit", "Inputs"]

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%tile_src_root", config.tile_src_root))
config.substitutions.append(("%tile_obj_root", config.tile_obj_root))

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP", "CUDA_HOME"])
llvm_config.use_default_substitutions()

# FileCheck, not, count and split-file come from the LLVM tools folder.
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.with_environment("PATH", config.tile_tools_dir, append_path=True)

tool_dirs = [config.tile_tools_dir, config.llvm_tools_dir]
llvm_config.add_tool_substitutions(["tile-opt", "tile-translate", "tile-run", "tile-tune"], tool_dirs)

# ptxas: from CUDA_HOME, PATH or the default toolkit location.
ptxas = None
for candidate in [os.path.join(os.environ.get("CUDA_HOME", ""), "bin", "ptxas"),
                  shutil.which("ptxas"), "/usr/local/cuda/bin/ptxas"]:
    if candidate and os.path.isfile(candidate) and os.access(candidate, os.X_OK):
        ptxas = candidate
        break
if ptxas:
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", ptxas))

# A machine without the toolkit, simulated where mount namespaces are
# allowed (root or user namespaces): the toolkit's folders are hidden, and
# the feature holds only if no working ptxas is left on PATH.
without_cuda = os.path.join(config.tile_src_root, "test", "Target", "Inputs", "without-cuda.sh")
if shutil.which("unshare"):
    probe = subprocess.run([without_cuda, "sh", "-c", "! ptxas --version"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if probe.returncode == 0:
        config.available_features.add("without-cuda")
        config.substitutions.append(("%without_cuda", without_cuda))
