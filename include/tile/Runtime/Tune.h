//===- Tune.h - timing and verifying tile-tune candidates -------*- C++ -*-===//
//
// The GPU half of tile-tune, with only the runtime (no LLVM): reads the
// folder `tile-tune --compile-only` wrote (tune.json and one bundle per
// candidate), runs the reference and every candidate on the same seeded
// inputs, keeps only candidates whose outputs match, times them and picks
// the fastest. Results go to <folder>/results.json and to the tuning cache
// under the key the compile step computed.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_RUNTIME_TUNE_H
#define TILE_RUNTIME_TUNE_H

#include "tile/Runtime/Json.h"

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace tile::rt {

/// $TILE_CACHE_DIR, else $XDG_CACHE_HOME/tile-mlir, else
/// $HOME/.cache/tile-mlir.
std::string getCacheDirectory();
/// <cache>/tune/<key>.json.
std::string getTuneCachePath(const std::string &key);
/// The cached result for `key`; false when there is none (or it is not a
/// result this version can read).
bool readTuneCache(const std::string &key, Json &result);
/// Stores `result` under `key` (creating the folders).
bool writeTuneCache(const std::string &key, const Json &result,
                    std::string &error);

/// Creates `path` and its parents.
bool createDirectories(const std::string &path, std::string &error);
/// Writes `value` to `path` through a temporary file.
bool writeJsonFile(const std::string &path, const Json &value,
                   std::string &error);

struct TuneBenchOptions {
  int device = 0, warmup = 10, reps = 50;
  /// A verified candidate is first timed with a few samples; one slower
  /// than `screen` times the best so far keeps that figure instead of the
  /// full `reps` (it cannot win). 0 times every candidate fully.
  double screen = 1.5;
  /// < 0: the tolerance tune.json names.
  double tolerance = -1;
  bool useCache = true;
  /// NAME=VALUE (tile-run's --arg): the run-time dimensions every kernel
  /// of the folder is resolved with; the manifests' defaults else.
  std::vector<std::string> args;
};

/// Benchmarks the candidates in `folder` (which holds tune.json); fills
/// `result` (what results.json and the cache hold). False with `error` when
/// nothing could be measured at all (no GPU, unreadable folder).
bool benchTuneFolder(const std::string &folder, const TuneBenchOptions &options,
                     Json &result, std::string &error);

/// Prints a result as a table (configuration, status, time, TFLOP/s) and
/// its winner.
void printTuneResult(const Json &result, std::FILE *out);

/// benchTuneFolder on `dir`, or on each subfolder holding a tune.json (one
/// per kernel, or per shape of tile-tune --shapes), printing each result;
/// `results` receives them in folder order.
bool benchTuneFolders(const std::string &dir, const TuneBenchOptions &options,
                      std::vector<Json> &results, std::string &error);

/// The `tile.dispatch` attribute that the winners of results over shapes
/// (tile-tune --shapes: each with its "shape") make: with one dimension
/// varying, the winner of size v covers the sizes above the next smaller
/// tuned one up to v (neighbours with equal winners merge; sizes above the
/// largest keep the kernel's defaults); with several, each shape is a case
/// of its own. Empty when no result has a shape (or they tune different
/// kernels).
std::string formatDispatchTable(const std::vector<Json> &results);

} // namespace tile::rt

#endif // TILE_RUNTIME_TUNE_H
