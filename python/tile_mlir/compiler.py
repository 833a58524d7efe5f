"""Compile tile-mlir kernel files from Python.

    k = tile_mlir.compile("examples/gemm.mlir", kernel="gemm_f16", M=1000, N=1000, K=1000)
    k(a, b, c)                      # on torch tensors, on the GPU

`compile` runs `tile-translate --tile-to-bundle --cache`, which keeps the
bundle in the cache folder tile-tune uses ($TILE_CACHE_DIR, else
$XDG_CACHE_HOME/tile-mlir, else ~/.cache/tile-mlir), under a key of the
source, the bindings, the chip and options, and the compiler's build: a
second call with the same inputs only loads it. Keyword arguments other
than the options below bind `tile.param`s (`--set NAME=VALUE`). A
compile error raises CompileError, whose message is the compiler's
located diagnostic (file:line:col: error: ...).

The tools are found in $TILE_MLIR_BIN, then in this checkout's build/bin,
then on PATH. Compiling needs no GPU; calling the kernel does.
"""

import os
import re
import shutil
import subprocess
import tempfile

from .bundle import BundleError, load_bundles

_OPTIONS = ("tma", "tma_multicast", "producer_warp")


class CompileError(BundleError):
    """The compiler refused the kernel file. `diagnostic` is its first
    located error, with `path`, `line` and `column` when it has them."""

    def __init__(self, message, diagnostic=None):
        super().__init__(message)
        self.diagnostic = diagnostic or message
        m = re.match(r"(.+?):(\d+):(\d+): error: ", self.diagnostic)
        self.path, self.line, self.column = (m.group(1), int(m.group(2)), int(m.group(3))) \
            if m else (None, None, None)


def find_tool(name):
    """The path of a tile-mlir tool (tile-translate, tile-tune, tile-run)."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    for folder in (os.environ.get("TILE_MLIR_BIN", ""), os.path.join(root, "build", "bin")):
        candidate = os.path.join(folder, name) if folder else ""
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    found = shutil.which(name)
    if found:
        return found
    raise BundleError(f"{name} not found: build tile-mlir (bash scripts/build.sh), or set "
                      "TILE_MLIR_BIN to the folder that holds it")


def _flags(kernel, chip, options, params):
    flags = []
    if kernel:
        flags.append(f"--kernel={kernel}")
    if chip:
        flags.append(f"--chip={chip}")
    for name in _OPTIONS:
        if options.get(name):
            flags.append("--" + name.replace("_", "-"))
    for name, value in sorted(params.items()):
        # "dynamic" or "dynamic%256" leaves a problem size to run time: the
        # bundle takes it from the tensors it is called on.
        runtime = isinstance(value, str) and re.fullmatch(r"dynamic(%[1-9][0-9]*)?", value)
        if not runtime and (isinstance(value, bool) or not isinstance(value, int)):
            raise BundleError(f"tile.param {name} takes an integer, or 'dynamic' (or "
                              f"'dynamic%d') for a size left to run time; got {value!r}")
        flags.append(f"--set={name}={value}")
    return flags


def _run(argv):
    """Runs a tool; a failure raises CompileError with its first error line
    (and the whole output as the message)."""
    done = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if done.returncode != 0:
        text = (done.stderr or done.stdout).strip()
        first = next((line for line in text.splitlines() if ": error: " in line), text)
        raise CompileError(text or f"{argv[0]} failed ({done.returncode})", first)
    return done.stdout


def _pick(bundles, kernel, where):
    if kernel:
        if kernel not in bundles:
            raise BundleError(f"{where} holds no kernel {kernel} (it holds {', '.join(bundles)})")
        return bundles[kernel]
    if len(bundles) == 1:
        return next(iter(bundles.values()))
    return bundles


def compile(path, kernel=None, chip=None, *, cache=True, tma=False, tma_multicast=False,
            producer_warp=False, **params):
    """Compiles `path` (a kernel file) and returns its kernel as a Bundle,
    callable on torch tensors; a dict of them by name when the file holds
    several and `kernel` is not given."""
    if not os.path.isfile(path):
        raise BundleError(f"{path}: no such kernel file")
    options = {"tma": tma, "tma_multicast": tma_multicast, "producer_warp": producer_warp}
    argv = [find_tool("tile-translate"), path, "--tile-to-bundle"] + \
        _flags(kernel, chip, options, params)
    if cache:
        folder = _run(argv + ["--cache"]).strip().splitlines()[-1]
    else:
        folder = tempfile.mkdtemp(prefix="tile-mlir-")
        _run(argv + ["-o", folder])
    return _pick(load_bundles(folder), kernel, path)


def inspect(path, kernel=None, chip=None, *, tma=False, tma_multicast=False,
            producer_warp=False, **params):
    """The compiler's report of each kernel (`tile-translate --tile-inspect`):
    launch, registers and spills, shared memory, the schedule and the
    instructions that matter."""
    options = {"tma": tma, "tma_multicast": tma_multicast, "producer_warp": producer_warp}
    return _run([find_tool("tile-translate"), path, "--tile-inspect"] +
                _flags(kernel, chip, options, params))


def _timed_params(out, kernel, config):
    """The parameters (all of them, as its manifest records) of the
    candidate `config` that tile-tune compiled into `out`; {} if not found."""
    import json

    try:
        with open(os.path.join(out, "tune.json")) as f:
            candidates = json.load(f).get("candidates") or []
        folder = next(c["bundle"] for c in candidates
                      if c.get("config") == config and "bundle" in c)
        with open(os.path.join(out, folder, kernel + ".json")) as f:
            return {k: v for k, v in (json.load(f).get("params") or {}).items()
                    if isinstance(v, int)}
    except (OSError, ValueError, StopIteration, KeyError):
        return {}


def tune(path, kernel, references=None, chip=None, *, space=None, tma=False,
         tma_multicast=False, producer_warp=False, **params):
    """Runs tile-tune on `kernel` (compiles the search space, verifies each
    candidate against the reference and times it: needs the GPU) and
    returns the winner, compiled through the same cache as compile(), with
    its configuration in `.tuned`."""
    options = {"tma": tma, "tma_multicast": tma_multicast, "producer_warp": producer_warp}
    argv = [find_tool("tile-tune"), path] + _flags(kernel, chip, options, params)
    if references:
        argv.append(f"--references={references}")
    if space:
        argv.append(f"--space={space}")
    with tempfile.TemporaryDirectory(prefix="tile-tune-") as out:
        _run(argv + ["-o", out])
        import json

        try:
            with open(os.path.join(out, "results.json")) as f:
                winner = json.load(f).get("winner") or {}
        except (OSError, ValueError) as e:
            raise BundleError(f"tile-tune wrote no readable results: {e}") from e
        if "config" not in winner:
            raise BundleError(f"tile-tune found no candidate of {kernel} that runs and verifies")
        timed = _timed_params(out, kernel, winner["config"])
    tuned = {}
    for item in filter(None, re.split(r"[,\s]+", winner["config"])):
        name, _, value = item.partition("=")
        tuned[name] = int(value)
    # Every parameter at the value the winner was timed with: tile-tune
    # timed candidates without the kernel's shape cases, so a parameter
    # outside the space left unbound here could take a case's value.
    if not timed:
        import warnings
        warnings.warn(f"tune: could not read the winning candidate's parameters from tile-tune's "
                      f"output; binding only the searched ones ({winner['config']}), so the "
                      f"kernel's shape cases may set the others")
    bound = {**timed, **params, **tuned}
    best = compile(path, kernel, chip, tma=tma, tma_multicast=tma_multicast,
                   producer_warp=producer_warp, **bound)
    best.tuned = tuned
    return best
