//===- tile-translate.cpp - tile IR to PTX, cubin and bundles -------------===//
//
//   tile-translate kernel.mlir --tile-to-ptx [-o out.ptx]
//   tile-translate kernel.mlir --tile-to-cubin -o out.cubin
//   tile-translate kernel.mlir --tile-to-bundle -o DIR
//   tile-translate kernel.mlir --tile-to-bundle --cache   (prints the folder)
//
// with --chip=sm_80|sm_90a and --set name=value to bind tile.param values
// (the options every tool shares: tile/Pipelines/Options.h). Input that
// tile-opt --tile-to-nvvm lowered already is only translated.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "tile/Dialect/Tile/IR/TileDialect.h"
#include "tile/Pipelines/Options.h"
#include "tile/Support/InputCheck.h"
#include "tile/Target/Target.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
namespace cl = llvm::cl;

namespace {
enum class Action { PTX, Cubin, Bundle, Inspect };

cl::OptionCategory category("tile-translate options");
cl::opt<std::string> inputFilename(cl::Positional, cl::desc("<input .mlir>"),
                                   cl::init("-"), cl::cat(category));
cl::opt<std::string> outputFilename("o", cl::desc("Output file (or folder for "
                                                  "--tile-to-bundle)"),
                                    cl::value_desc("path"), cl::init("-"),
                                    cl::cat(category));
cl::opt<Action> action(
    cl::desc("Output kind:"), cl::Required, cl::cat(category),
    cl::values(clEnumValN(Action::PTX, "tile-to-ptx", "PTX assembly"),
               clEnumValN(Action::Cubin, "tile-to-cubin",
                          "cubin, assembled by ptxas"),
               clEnumValN(Action::Bundle, "tile-to-bundle",
                          "a folder with <kernel>.ptx, <kernel>.cubin (when "
                          "ptxas is present) and <kernel>.json"),
               clEnumValN(Action::Inspect, "tile-inspect",
                          "print each kernel's report: launch, ptxas "
                          "registers/spills/shared memory, and the "
                          "instructions that matter")));
cl::opt<bool> report("report",
                     cl::desc("With --tile-to-bundle: also print each "
                              "kernel's inspection report"),
                     cl::init(false), cl::cat(category));
cl::opt<std::string> kernelName(
    "kernel",
    cl::desc("Emit only this kernel (a host function name); --tile-to-cubin "
             "needs it when the module holds several"),
    cl::init(""), cl::cat(category));
cl::opt<std::string> ptxasPath("ptxas", cl::desc("Path to ptxas"),
                               cl::init(""), cl::cat(category));
cl::opt<bool> noCubin("no-cubin",
                      cl::desc("Bundle only the PTX even when ptxas exists"),
                      cl::init(false), cl::cat(category));
cl::opt<bool> useCache(
    "cache",
    cl::desc("With --tile-to-bundle and no -o: keep the bundle in the cache folder "
             "($TILE_CACHE_DIR/bundles/<key>, the one tile-tune uses), keyed by the source, "
             "the options, the kernel, this compiler's build and ptxas; reuse it when it is "
             "there; print the folder"),
    cl::init(false), cl::cat(category));
cl::opt<std::string> dumpDir("dump-ir",
                             cl::desc("Write the IR after every pass to this "
                                      "folder, one file per pass (the folder "
                                      "ignores itself in git)"),
                             cl::value_desc("dir"), cl::init(""),
                             cl::cat(category));
} // namespace

/// The ptxas to run: none with --no-cubin or when none is found, an error
/// when --ptxas names something that cannot run.
static FailureOr<std::string> resolvePtxas(Location loc) {
  std::string ptxas = noCubin ? "" : tile::findPtxas(ptxasPath);
  if (!noCubin && ptxas.empty() && !ptxasPath.empty()) {
    emitError(loc) << "ptxas '" << ptxasPath
                   << "' is not an executable; pass --ptxas=PATH to a ptxas "
                      "or --no-cubin";
    return failure();
  }
  return ptxas;
}

static LogicalResult writeBundle(Location loc,
                                 const std::vector<tile::CompiledKernel> &kernels,
                                 StringRef dir, StringRef sourceHash) {
  if (dir == "-") {
    emitError(loc) << "--tile-to-bundle needs an output folder: -o DIR";
    return failure();
  }
  FailureOr<std::string> ptxas = resolvePtxas(loc);
  if (failed(ptxas))
    return failure();
  if (!noCubin && ptxas->empty())
    emitWarning(loc) << "ptxas not found; the bundle holds PTX only (the "
                        "driver compiles it at load time)";
  return tile::writeBundle(loc, kernels, dir, sourceHash, *ptxas,
                           report ? &llvm::outs() : nullptr);
}

static int translate(int argc, char **argv) {
  tile::CompileFlags flags(category);
  cl::SetVersionPrinter(tile::printVersion);
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(argc, argv,
                              "tile-translate: tile IR to PTX, cubin and "
                              "runnable bundles\n");
  if (action.getNumOccurrences() > 1) {
    llvm::errs() << "tile-translate: error: give one output kind (--tile-to-ptx, --tile-to-cubin, "
                    "--tile-to-bundle or --tile-inspect), not "
                 << action.getNumOccurrences() << "\n";
    return 1;
  }

  DialectRegistry registry;
  tile::registerCompilerDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  // Diagnostics point at the user's source; the generic form of the op adds
  // nothing there.
  context.printOpOnDiagnostic(false);

  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> input =
      openInputFile(inputFilename, &errorMessage);
  if (!input) {
    llvm::errs() << "tile-translate: " << errorMessage << "\n";
    return 1;
  }
  std::string source = input->getBuffer().str();
  if (tile::InputProblem problem = tile::checkMlirText(source)) {
    llvm::errs() << tile::formatInputProblem(inputFilename, source, problem) << "\n";
    return 1;
  }
  // --cache: a bundle compiled before from the same inputs is served as it
  // is; otherwise the bundle is written next to its final folder and moved
  // there whole, so that a reader never sees half of one.
  std::string bundleDir = outputFilename, cachedDir;
  if (useCache) {
    if (action != Action::Bundle || outputFilename != "-") {
      llvm::errs() << "tile-translate: --cache keeps a bundle in the cache folder: use it "
                      "with --tile-to-bundle and without -o\n";
      return 1;
    }
    tile::CompileOptions keyOptions = flags.get();
    keyOptions.dumpDir.clear();
    std::string key = tile::getBundleCacheKey(
        source, keyOptions, kernelName,
        tile::getCompilerBuild(argv[0], reinterpret_cast<void *>(&resolvePtxas)),
        noCubin ? "" : tile::findPtxas(ptxasPath));
    cachedDir = tile::getBundleCacheFolder(key);
    std::error_code ec;
    for (llvm::sys::fs::directory_iterator it(cachedDir, ec), end; !ec && it != end;
         it.increment(ec))
      if (llvm::sys::path::extension(it->path()) == ".json") {
        llvm::outs() << cachedDir << "\n";
        return 0;
      }
    bundleDir = cachedDir + ".tmp-" + std::to_string(llvm::sys::Process::getProcessId());
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  auto commandLine = tile::printUnlocatedAsTool(&context, "tile-translate");

  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;
  Location loc = module->getLoc();
  tile::nameArgumentsFromSource(*module, sourceMgr);

  // --kernel compiles only that kernel: the other host functions (and
  // their parameters and requirements) are dropped first. A host function
  // with several launches compiles to kernels NAME, NAME_1, ...: such a
  // name keeps every function and picks the kernel after compiling.
  std::vector<std::string> dropped;
  std::string launchKernel;
  if (!kernelName.empty()) {
    SmallVector<func::FuncOp> hosts;
    module->walk([&](func::FuncOp f) {
      if (f->walk([](Operation *op) {
             return isa<tile::LaunchOp, gpu::LaunchFuncOp>(op) ? WalkResult::interrupt()
                                                                : WalkResult::advance();
           }).wasInterrupted())
        hosts.push_back(f);
    });
    if (llvm::none_of(hosts, [](func::FuncOp f) { return f.getName() == kernelName; }))
      launchKernel = kernelName;
    else
      for (func::FuncOp f : hosts) {
        // A specialized module's cases (tile-opt's output fed back) go
        // with their kernel.
        auto of = f->getAttrOfType<StringAttr>(tile::TileDialect::kCaseOfAttrName);
        if (f.getName() != kernelName && !(of && of.getValue() == kernelName))
          dropped.push_back(f.getName().str()), f.erase();
      }
  }

  tile::CompileOptions options = flags.get();
  // A binding qualified by a kernel --kernel left out is for that kernel.
  llvm::erase_if(options.bindings, [&](const std::string &b) {
    StringRef name = StringRef(b).split('=').first.trim();
    return name.contains('.') && llvm::is_contained(dropped, name.split('.').first.str());
  });
  options.dumpDir = dumpDir;
  FailureOr<std::vector<tile::CompiledKernel>> kernels =
      tile::compileToPTX(*module, options);
  if (failed(kernels))
    return 1;
  if (!launchKernel.empty()) {
    std::vector<tile::CompiledKernel> all = std::move(*kernels);
    kernels->clear();
    for (tile::CompiledKernel &k : all)
      if (k.name == launchKernel)
        kernels->push_back(std::move(k));
    if (kernels->empty()) {
      InFlightDiagnostic diag = emitError(loc) << "no kernel named '" << kernelName
                                               << "'; the module holds: ";
      llvm::interleaveComma(all, diag, [&](const tile::CompiledKernel &k) { diag << k.name; });
      return 1;
    }
  }

  switch (action) {
  case Action::PTX: {
    // Several kernels become one module (ptxas reads one per file).
    std::string error;
    FailureOr<std::string> joined = tile::joinPtxModules(*kernels, error);
    if (failed(joined)) {
      emitError(loc) << error << "; pick one with --kernel=NAME, or use --tile-to-bundle";
      return 1;
    }
    std::string all = *joined;
    if (outputFilename == "-") {
      llvm::outs() << all;
      return 0;
    }
    return failed(tile::writeFileAtomically(loc, outputFilename, all)) ? 1 : 0;
  }
  case Action::Cubin: {
    if (outputFilename == "-") {
      emitError(loc) << "--tile-to-cubin writes a binary file: pass -o FILE";
      return 1;
    }
    if (kernels->size() != 1) {
      emitError(loc) << "the module holds " << kernels->size()
                     << " kernels; a cubin file takes one: pick it with "
                        "--kernel=NAME, or use --tile-to-bundle";
      return 1;
    }
    std::string info;
    FailureOr<std::string> cubin = tile::assembleCubin(
        kernels->front().loc, kernels->front().ptx, kernels->front().chip, ptxasPath, info);
    if (failed(cubin))
      return 1;
    return failed(tile::writeFileAtomically(loc, outputFilename, *cubin)) ? 1 : 0;
  }
  case Action::Inspect: {
    FailureOr<std::string> ptxas = resolvePtxas(loc);
    if (failed(ptxas))
      return 1;
    for (const tile::CompiledKernel &k : *kernels) {
      std::string info;
      if (!ptxas->empty() &&
          failed(tile::assembleCubin(k.loc, k.ptx, k.chip, *ptxas, info)))
        return 1;
      tile::printInspection(llvm::outs(), k, tile::inspectKernel(k.ptx, info));
    }
    return 0;
  }
  case Action::Bundle: {
    if (failed(writeBundle(loc, *kernels, bundleDir, tile::hashSource(source, options)))) {
      if (useCache)
        llvm::sys::fs::remove_directories(bundleDir);
      return 1;
    }
    if (!useCache)
      return 0;
    // Another process may have filed the same bundle meanwhile: keep its.
    if (std::error_code ec = llvm::sys::fs::rename(bundleDir, cachedDir)) {
      llvm::sys::fs::remove_directories(bundleDir);
      if (!llvm::sys::fs::is_directory(cachedDir)) {
        emitError(loc) << "cannot move the bundle into the cache (" << cachedDir
                       << "): " << ec.message();
        return 1;
      }
    }
    llvm::outs() << cachedDir << "\n";
    return 0;
  }
  }
  return 0;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  int rc = translate(argc, argv);
  // What went to standard output (-o -, reports, the bundle's folder) must
  // have arrived: a full disk or a closed pipe is an error, not exit 0.
  if (llvm::Error err = tile::takeStreamError(llvm::outs())) {
    llvm::errs() << "tile-translate: error: cannot write to standard output: "
                 << llvm::toString(std::move(err)) << "\n";
    return 1;
  }
  return rc;
}
