//===- Bundle.cpp - cubin through ptxas, manifests, hashes ----------------===//

#include "tile/Target/Target.h"
#include "tile/Version.inc"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SHA256.h"

using namespace mlir;
using namespace mlir::tile;

std::string tile::getCompilerVersion() {
  return std::string("tile-mlir ") + TILE_VERSION + " (commit " + TILE_GIT_COMMIT +
         ", LLVM " + TILE_LLVM_VERSION + ")";
}

void tile::printVersion(llvm::raw_ostream &os) { os << getCompilerVersion() << "\n"; }

/// " build <size>-<mtime>" of a file, or nothing when it cannot be read.
static std::string getFileBuild(StringRef path) {
  llvm::sys::fs::file_status status;
  if (llvm::sys::fs::status(path, status))
    return "";
  return llvm::formatv(" build {0}-{1}", status.getSize(),
                       status.getLastModificationTime().time_since_epoch().count())
      .str();
}

std::string tile::getCompilerBuild(const char *argv0, void *mainAddress) {
  return getCompilerVersion() +
         getFileBuild(llvm::sys::fs::getMainExecutable(argv0, mainAddress));
}

std::string tile::getBundleCacheKey(StringRef source, const CompileOptions &options,
                                    StringRef kernel, StringRef compilerBuild,
                                    StringRef ptxas) {
  CompileOptions sorted = options;
  llvm::sort(sorted.bindings);
  std::string text = "tile-translate bundle cache key 1\n";
  text += "source " + hashSource(source, sorted) + "\n";
  text += "kernel " + kernel.str() + "\n";
  text += "compiler " + compilerBuild.str() + "\n";
  text += "ptxas " + (ptxas.empty() ? std::string("none") : ptxas.str() + getFileBuild(ptxas)) +
          "\n";
  return llvm::toHex(llvm::SHA256::hash(llvm::arrayRefFromStringRef(text)),
                     /*LowerCase=*/true);
}

std::string tile::findPtxas(StringRef explicitPath) {
  if (!explicitPath.empty()) {
    if (llvm::sys::fs::can_execute(explicitPath) &&
        !llvm::sys::fs::is_directory(explicitPath))
      return explicitPath.str();
    // A bare name is looked up in PATH.
    if (!explicitPath.contains('/'))
      if (auto found = llvm::sys::findProgramByName(explicitPath))
        return *found;
    return "";
  }
  if (const char *home = std::getenv("CUDA_HOME")) {
    SmallString<256> p(home);
    llvm::sys::path::append(p, "bin", "ptxas");
    if (llvm::sys::fs::can_execute(p))
      return std::string(p);
  }
  if (auto found = llvm::sys::findProgramByName("ptxas"))
    return *found;
  if (llvm::sys::fs::can_execute("/usr/local/cuda/bin/ptxas"))
    return "/usr/local/cuda/bin/ptxas";
  return "";
}

std::string tile::findCudaToolkit() {
  auto hasLibdevice = [](StringRef root) {
    SmallString<256> p(root);
    llvm::sys::path::append(p, "nvvm", "libdevice", "libdevice.10.bc");
    return !root.empty() && llvm::sys::fs::exists(p);
  };
  SmallVector<std::string> candidates;
  for (const char *var : {"CUDA_ROOT", "CUDA_HOME", "CUDA_PATH"})
    if (const char *v = std::getenv(var))
      candidates.push_back(v);
  // The toolkit that holds the ptxas the tools run.
  if (std::string ptxas = findPtxas(""); !ptxas.empty()) {
    SmallString<256> real;
    if (llvm::sys::fs::real_path(ptxas, real))
      real = ptxas;
    candidates.push_back(llvm::sys::path::parent_path(llvm::sys::path::parent_path(real)).str());
  }
  for (const char *dir : {"/usr/local/cuda", "/usr/lib/cuda", "/opt/cuda"})
    candidates.push_back(dir);
  for (const std::string &c : candidates)
    if (hasLibdevice(c))
      return c;
  return "";
}

/// Reads a whole file; empty on error.
static std::string readFile(StringRef path) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false);
  return buffer ? (*buffer)->getBuffer().str() : std::string();
}

FailureOr<std::string> tile::assembleCubin(Location loc, StringRef ptx,
                                           StringRef chip, StringRef ptxasPath,
                                           std::string &info) {
  std::string ptxas = findPtxas(ptxasPath);
  if (ptxas.empty()) {
    emitError(loc) << (ptxasPath.empty()
                           ? std::string("ptxas not found (looked in "
                                         "$CUDA_HOME/bin, PATH and "
                                         "/usr/local/cuda/bin)")
                           : "ptxas '" + ptxasPath.str() +
                                 "' is not an executable")
                   << "; install the CUDA toolkit or pass --ptxas=PATH";
    return failure();
  }
  SmallString<128> ptxFile, cubinFile, logFile;
  int fd;
  if (llvm::sys::fs::createTemporaryFile("tile", "ptx", fd, ptxFile)) {
    emitError(loc) << "cannot create a temporary file for ptxas";
    return failure();
  }
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os << ptx;
  }
  llvm::sys::fs::createTemporaryFile("tile", "cubin", cubinFile);
  llvm::sys::fs::createTemporaryFile("tile", "log", logFile);
  std::string arch = "-arch=" + chip.str();
  SmallVector<StringRef> args = {ptxas, arch, "-v", "-O3", "-o", cubinFile, ptxFile};
  std::optional<StringRef> redirects[] = {std::nullopt, logFile, logFile};
  std::string execError;
  int rc = llvm::sys::ExecuteAndWait(ptxas, args, std::nullopt, redirects,
                                     /*SecondsToWait=*/120, 0, &execError);
  info = readFile(logFile);
  std::string cubin = rc == 0 ? readFile(cubinFile) : std::string();
  for (StringRef f : {StringRef(ptxFile), StringRef(cubinFile), StringRef(logFile)})
    llvm::sys::fs::remove(f);
  if (rc != 0) {
    emitError(loc) << "ptxas (" << ptxas << ") failed for " << chip
                   << (execError.empty() ? "" : ": " + execError) << "\n"
                   << StringRef(info).trim();
    return failure();
  }
  if (cubin.empty()) {
    emitError(loc) << "ptxas (" << ptxas << ") exited 0 but wrote no cubin for " << chip
                   << "; is --ptxas a ptxas?";
    return failure();
  }
  // A performance advisory is easy to miss in -v output and can cost a
  // third of the kernel's speed (C7511: every wgmma waits for the one
  // before it): say it where the kernel is.
  // Spilled registers go through local memory (L1, then L2): slow, and
  // easy to miss in -v output. A few words (a value parked across a loop)
  // cost nothing measurable: FlashAttention's default spills 24 bytes and
  // is its fastest configuration. Kilobytes do; --tile-inspect shows all.
  constexpr int64_t kSpillWarningBytes = 256;
  Inspection figures = inspectKernel("", info);
  if (std::max(figures.spillStoreBytes, figures.spillLoadBytes) > kSpillWarningBytes)
    emitWarning(loc) << "ptxas: registers spill to local memory on " << chip << " ("
                     << std::max<int64_t>(figures.spillStoreBytes, 0) << " bytes of spill stores, "
                     << std::max<int64_t>(figures.spillLoadBytes, 0) << " of spill loads, at "
                     << figures.registers
                     << " registers); fewer elements per thread (a smaller tile, more "
                        "threads) or fewer stages avoid it (--tile-inspect shows the figures)";
  for (const std::string &advisory : getPtxasAdvisories(info)) {
    InFlightDiagnostic diag = emitWarning(loc) << "ptxas: " << advisory;
    StringRef text(advisory);
    if (!text.contains("wgmma") || !text.contains("serialized"))
      continue;
    diag << "; each wgmma then waits for the one before it (30-40% slower "
            "in docs/benchmarks.md, run 143)";
    // The cause ptxas names (C7511: registers; C7520: a branch; others,
    // e.g. C7515's non-wgmma instructions defining the accumulator, get no
    // hint).
    if (text.contains("insufficient register"))
      diag << ": lower the registers live across the main loop (a smaller "
              "tile per warpgroup, or fewer values kept from before the loop)";
    else if (text.contains("divergent"))
      diag << ": a branch around the wgmma (or around what it waits for) is "
              "not warp-uniform to ptxas; make its condition uniform, or move "
              "the wgmma out of it";
  }
  return cubin;
}

std::string tile::hashSource(StringRef source, const CompileOptions &options) {
  llvm::SHA256 sha;
  sha.update(source);
  sha.update(options.chip);
  sha.update(std::to_string(options.optLevel));
  if (options.tma)
    sha.update("tma");
  if (options.tmaMulticast)
    sha.update("tma-multicast");
  if (options.producerWarp)
    sha.update("producer-warp");
  for (const std::string &b : options.bindings)
    sha.update(b + ";");
  sha.update(getCompilerVersion());
  std::array<uint8_t, 32> digest = sha.final();
  return llvm::toHex(digest, /*LowerCase=*/true);
}

llvm::json::Value tile::buildManifest(const CompiledKernel &k,
                                      StringRef sourceHash, bool hasCubin,
                                      StringRef ptxasInfo,
                                      const Inspection &inspection) {
  llvm::json::Array args;
  for (const KernelArg &a : k.args) {
    // A run-time dimension is written as its name.
    llvm::json::Array shape;
    for (auto [i, d] : llvm::enumerate(a.shape))
      shape.push_back(i < a.dimNames.size() && !a.dimNames[i].empty()
                          ? llvm::json::Value(a.dimNames[i])
                          : llvm::json::Value(d));
    args.push_back(llvm::json::Object{
        {"name", a.name},
        {"dtype", a.dtype},
        {"shape", std::move(shape)},
        {"access", a.access}});
  }
  llvm::json::Object params;
  for (const auto &[name, value] : k.params)
    params[name] = value;
  llvm::json::Object manifest{
      {"format", 1},
      {"kernel", k.name},
      {"entry", k.entry},
      {"chip", k.chip},
      {"ptx", k.name + ".ptx"},
      {"grid", llvm::json::Array(k.grid)},
      {"block", llvm::json::Array(k.block)},
      {"shared_bytes", k.sharedBytes},
      {"args", std::move(args)},
      {"params", std::move(params)},
      {"bytes", k.bytes},
      {"flops", k.flops},
      {"source_hash", sourceHash},
      {"compiler", getCompilerVersion()},
  };
  if (!k.dims.empty()) {
    llvm::json::Object dims;
    for (const auto &[name, value] : k.dims)
      dims[name] = value;
    manifest["dims"] = std::move(dims);
    if (!k.dimMultiples.empty()) {
      llvm::json::Object multiples;
      for (const auto &[name, value] : k.dimMultiples)
        multiples[name] = value;
      manifest["multiple_of"] = std::move(multiples);
    }
    manifest["grid"] = llvm::json::Array(k.gridExpr);
    manifest["bytes"] = k.bytesExpr;
    manifest["flops"] = k.flopsExpr;
  }
  if (!k.dispatch.empty()) {
    llvm::json::Array table;
    for (const CompiledKernel::Case &c : k.dispatch) {
      llvm::json::Object when;
      for (const auto &[dim, range] : c.when)
        when[dim] = llvm::json::Array{range.first, range.second};
      llvm::json::Object entry{{"when", std::move(when)}, {"kernel", c.kernel}};
      if (c.waves)
        entry["waves"] = c.waves;
      if (c.fill)
        entry["fill"] = c.fill;
      if (!c.multipleOf.empty()) {
        llvm::json::Object multiples;
        for (const auto &[dim, d] : c.multipleOf)
          multiples[dim] = d;
        entry["multiple_of"] = std::move(multiples);
      }
      table.push_back(std::move(entry));
    }
    manifest["dispatch"] = std::move(table);
  }
  if (!k.caseOf.empty())
    manifest["case_of"] = k.caseOf;
  if (!k.referenceFor.empty())
    manifest["reference_for"] = k.referenceFor;
  if (k.cluster != std::array<int64_t, 3>{1, 1, 1})
    manifest["cluster"] = llvm::json::Array(k.cluster);
  if (k.producerWarps)
    manifest["producer_warps"] = k.producerWarps;
  if (!k.tensorMaps.empty()) {
    llvm::json::Array maps;
    for (const TensorMapArg &t : k.tensorMaps)
      maps.push_back(llvm::json::Object{
          {"name", t.name},
          {"arg", t.arg},
          {"dtype", t.dtype},
          {"dims", llvm::json::Array(t.dims)},
          {"strides", llvm::json::Array(t.strides)},
          {"box", llvm::json::Array(t.box)},
          {"swizzle", t.swizzle},
          {"l2_promotion", t.l2Promotion}});
    manifest["tensor_maps"] = std::move(maps);
  }
  if (hasCubin)
    manifest["cubin"] = k.name + ".cubin";
  if (!ptxasInfo.empty())
    manifest["ptxas_info"] = StringRef(ptxasInfo).trim().str();
  llvm::json::Value inspected = toJSON(inspection);
  Occupancy occupancy = computeOccupancy(k, inspection);
  if (occupancy.blocks >= 0)
    (*inspected.getAsObject())["occupancy"] = toJSON(occupancy);
  manifest["inspection"] = std::move(inspected);
  return manifest;
}

llvm::Error tile::takeStreamError(llvm::raw_fd_ostream &os) {
  os.flush();
  if (!os.has_error())
    return llvm::Error::success();
  // Cleared, or the stream aborts the tool when it closes ("IO failure on
  // output stream").
  std::error_code ec = os.error();
  os.clear_error();
  return llvm::errorCodeToError(ec);
}

LogicalResult tile::writeFileAtomically(Location loc, StringRef path,
                                        StringRef data) {
  // writeToOutput renames a temporary file over the path, which would
  // replace a device or a pipe (as root, /dev/full): those are written.
  llvm::sys::fs::file_status status;
  if (path != "-" && !llvm::sys::fs::status(path, status) && llvm::sys::fs::exists(status) &&
      !llvm::sys::fs::is_regular_file(status)) {
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    if (!ec) {
      os << data;
      if (llvm::Error err = takeStreamError(os))
        ec = llvm::errorToErrorCode(std::move(err));
    }
    if (ec) {
      emitError(loc) << "cannot write '" << path << "': " << ec.message();
      return failure();
    }
    return success();
  }
  // It writes through a raw_fd_ostream: to a temporary file, or to
  // standard output for "-" (/dev/null, a raw_null_ostream, is a device
  // and written above).
  if (llvm::Error err = llvm::writeToOutput(path, [&](llvm::raw_ostream &os) {
        os << data;
        return takeStreamError(static_cast<llvm::raw_fd_ostream &>(os));
      })) {
    emitError(loc) << "cannot write '" << path
                   << "': " << llvm::toString(std::move(err));
    return failure();
  }
  return success();
}

LogicalResult tile::writeBundle(Location loc, ArrayRef<CompiledKernel> kernels,
                                StringRef dir, StringRef sourceHash,
                                StringRef ptxas, llvm::raw_ostream *report) {
  // Assemble every kernel before writing anything, so that a failure
  // leaves no partial bundle behind.
  std::vector<std::pair<std::string, std::string>> images; // cubin, ptxas -v
  // What a manifest cannot say, or says in a way the runtime refuses.
  for (const CompiledKernel &k : kernels) {
    if (k.hostControlFlow) {
      InFlightDiagnostic d = emitError(k.loc);
      d << "kernel '" << k.name
        << "' is launched under host control flow, which a bundle cannot describe: it "
           "runs each kernel once, unconditionally; move the condition or the loop into "
           "the kernel, or launch the PTX (--tile-to-ptx) from your own host code";
      d.attachNote(*k.hostControlFlow) << "the host control flow around the launch";
      return failure();
    }
    if (k.flops < 0)
      return emitError(k.loc) << "kernel '" << k.name << "': tile.flops gives " << k.flops
                              << " at the default sizes; a flop count is 0 or more";
    for (const auto &arg : k.args)
      if (llvm::is_contained(arg.shape, 0))
        return emitError(k.loc) << "kernel '" << k.name << "': argument " << arg.name
                                << " has an extent of 0; a bundle's arguments hold at "
                                   "least one element";
  }
  for (const CompiledKernel &k : kernels) {
    std::string info;
    if (ptxas.empty()) {
      images.emplace_back();
      continue;
    }
    FailureOr<std::string> c = assembleCubin(k.loc, k.ptx, k.chip, ptxas, info);
    if (failed(c))
      return failure();
    images.emplace_back(std::move(*c), std::move(info));
  }
  if (std::error_code ec = llvm::sys::fs::create_directories(dir)) {
    emitError(loc) << "cannot create bundle folder '" << dir
                   << "': " << ec.message();
    return failure();
  }
  // A folder that held an earlier bundle: the kernels it no longer holds
  // (their manifests, PTX and cubins) go, or the runtime would load them
  // with the new ones. Files that are not a bundle's stay.
  std::error_code walkEc;
  llvm::StringSet<> names;
  for (const CompiledKernel &k : kernels)
    names.insert(k.name);
  for (llvm::sys::fs::directory_iterator it(dir, walkEc), end; it != end && !walkEc;
       it.increment(walkEc)) {
    StringRef path = it->path();
    if (llvm::sys::path::extension(path) != ".json" ||
        names.contains(llvm::sys::path::stem(path)))
      continue;
    std::string text = readFile(path);
    if (!StringRef(text).contains("\"entry\"") || !StringRef(text).contains("\"format\""))
      continue;
    SmallString<256> stem(path);
    llvm::sys::path::replace_extension(stem, "");
    for (const char *ext : {".json", ".ptx", ".cubin"})
      (void)llvm::sys::fs::remove((stem + ext).str());
  }
  for (auto [k, image] : llvm::zip(kernels, images)) {
    const auto &[cubin, info] = image;
    if (cubin.empty()) {
      SmallString<256> stale(dir);
      llvm::sys::path::append(stale, k.name + ".cubin");
      (void)llvm::sys::fs::remove(stale);
    }
    Inspection inspection = inspectKernel(k.ptx, info);
    if (report)
      printInspection(*report, k, inspection);
    SmallString<256> base(dir);
    llvm::sys::path::append(base, k.name);
    std::string manifest;
    llvm::raw_string_ostream os(manifest);
    os << llvm::formatv("{0:2}", buildManifest(k, sourceHash, !cubin.empty(),
                                               info, inspection))
       << "\n";
    if (failed(writeFileAtomically(loc, (base + ".ptx").str(), k.ptx)) ||
        (!cubin.empty() &&
         failed(writeFileAtomically(loc, (base + ".cubin").str(), cubin))) ||
        failed(writeFileAtomically(loc, (base + ".json").str(), manifest)))
      return failure();
  }
  return success();
}
