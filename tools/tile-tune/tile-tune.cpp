//===- tile-tune.cpp - search a kernel's parameter space --------------------===//
//
//   tile-tune KERNEL.mlir --chip sm_90a --set M=8192,N=8192,K=8192
//   tile-tune KERNEL.mlir ... --compile-only -o DIR     (no GPU needed)
//   tile-tune --bench DIR        (or tile-run --tune DIR, without LLVM)
//
// Enumerates the configurations the kernel's tile.params offer (or
// --space / --space-file), rejects those the chip cannot hold before code
// generation, compiles the rest in parallel, then runs, verifies and times
// them on the GPU (lib/Runtime/Tune.cpp). Results are cached.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "tile/Analysis/Resources.h"
#include "tile/Dialect/Tile/IR/TileDialect.h"
#include "tile/Dialect/Tile/Transforms/Passes.h"
#include "tile/Pipelines/Pipelines.h"
#include "tile/Runtime/Tune.h"
#include "tile/Target/Target.h"
#include "tile/Support/InputCheck.h"
#include "tile/Tune/Tune.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Timer.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <map>
#include <set>

using namespace mlir;
using namespace mlir::tile;
namespace cl = llvm::cl;
namespace rt = ::tile::rt;

namespace {
cl::OptionCategory category("tile-tune options");
cl::opt<std::string> inputFilename(cl::Positional, cl::desc("<kernel .mlir>"),
                                   cl::init(""), cl::cat(category));
/// --chip, -O, --set (parameters it fixes are not searched) and the
/// schedule flags, as every tool takes them; normalized in main().
CompileOptions options;
cl::opt<unsigned> maxConfigurations(
    "max-configurations",
    cl::desc("Refuse a search space with more configurations than this"),
    cl::init(100000), cl::cat(category));
cl::opt<std::string> kernelName("kernel",
                                cl::desc("Tune only this kernel (default: every "
                                         "kernel that is not a reference)"),
                                cl::init(""), cl::cat(category));
cl::opt<std::string> referencesFile(
    "references",
    cl::desc("Another kernel file whose functions with tile.reference_for "
             "verify the kernels (besides those in the kernel file)"),
    cl::value_desc("file"), cl::init(""), cl::cat(category));
cl::opt<std::string> spaceText(
    "space",
    cl::desc("Search space instead of the declared candidates: "
             "\"block_M=64,128;block_N=128,256\""),
    cl::init(""), cl::cat(category));
cl::opt<std::string> spaceFile(
    "space-file",
    cl::desc("Search space as JSON: {\"block_M\": [64, 128], ...}"),
    cl::value_desc("file"), cl::init(""), cl::cat(category));
cl::opt<std::string> outputDir(
    "o",
    cl::desc("Folder for tune.json and one bundle per candidate (default: "
             "under the cache folder); with several kernels, one subfolder "
             "each"),
    cl::value_desc("dir"), cl::init(""), cl::cat(category));
cl::opt<std::string> shapesText(
    "shapes",
    cl::desc("Tune once per shape, each a list of problem sizes: \"M=1;M=16;M=1000\" "
             "(with --set for the others); the bench step prints the tile.dispatch "
             "cases the winners make"),
    cl::init(""), cl::cat(category));
cl::opt<bool> compileOnly("compile-only",
                          cl::desc("Compile the candidates and stop; bench "
                                   "later with --bench DIR or tile-run --tune DIR"),
                          cl::init(false), cl::cat(category));
cl::opt<bool> dryRun("dry-run",
                     cl::desc("Enumerate the space and report what the "
                              "budgets reject; compile nothing"),
                     cl::init(false), cl::cat(category));
cl::opt<std::string> benchDir("bench",
                              cl::desc("Run, verify and time what "
                                       "--compile-only wrote to this folder"),
                              cl::value_desc("dir"), cl::init(""),
                              cl::cat(category));
cl::opt<bool> noCache("no-cache",
                      cl::desc("Neither read nor write the tuning cache"),
                      cl::init(false), cl::cat(category));
cl::opt<unsigned> jobs("j", cl::desc("Compile threads (0: one per core)"),
                       cl::init(0), cl::cat(category));
cl::opt<double> screen(
    "screen",
    cl::desc("Bench step: a candidate whose first 3 samples are over this "
             "many times the best so far is not timed further (0: time "
             "every candidate fully)"),
    cl::init(1.5), cl::cat(category));
cl::opt<double> tolerance("tolerance",
                          cl::desc("Largest relative L2 error against the "
                                   "reference that still passes"),
                          cl::init(1e-2), cl::cat(category));
cl::opt<std::string> flopsExpr(
    "flops",
    cl::desc("Work of one launch, e.g. \"2*M*N*K\" (default: the kernel's "
             "tile.flops)"),
    cl::init(""), cl::cat(category));
cl::opt<unsigned> seed("seed", cl::desc("Input seed"), cl::init(0),
                       cl::cat(category));
cl::opt<std::string> ptxasPath("ptxas", cl::desc("Path to ptxas"),
                               cl::init(""), cl::cat(category));
cl::opt<bool> noCubin("no-cubin",
                      cl::desc("Bundle only PTX even when ptxas exists"),
                      cl::init(false), cl::cat(category));
cl::opt<int> device("device", cl::desc("GPU ordinal"), cl::init(0),
                    cl::cat(category));
cl::opt<int> warmup("warmup", cl::desc("Launches before timing"), cl::init(10),
                    cl::cat(category));
cl::opt<int> reps("reps", cl::desc("Timed samples per candidate"),
                  cl::init(50), cl::cat(category));
} // namespace

static int fail(const Twine &message) {
  llvm::errs() << "tile-tune: error: " << message << "\n";
  return 1;
}



/// The bench step's options from the command line; the tolerance defaults
/// to the one tune.json records.
static rt::TuneBenchOptions getBenchOptions() {
  rt::TuneBenchOptions options;
  options.device = device;
  options.warmup = warmup;
  options.reps = reps;
  options.screen = screen;
  options.useCache = !noCache;
  if (tolerance.getNumOccurrences())
    options.tolerance = tolerance;
  return options;
}

/// Prints the tile.dispatch that the winners over shapes make, if any.
static void printDispatchTable(const std::vector<rt::Json> &results) {
  if (std::string table = rt::formatDispatchTable(results); !table.empty())
    llvm::outs() << "\nshape cases for the kernel file (the winners by shape):\n"
                 << table << "\n";
}

static int bench(StringRef dir) {
  std::vector<rt::Json> results;
  std::string error;
  if (!rt::benchTuneFolders(dir.str(), getBenchOptions(), results, error))
    return fail(error);
  printDispatchTable(results);
  return 0;
}

namespace {
/// What the tuner needs to know about one kernel before compiling it.
struct KernelPlan {
  std::string kernel, reference;
  /// The file that defines the reference, and its text.
  std::string referenceFile, referenceSource;
  SearchSpace space;
  std::vector<std::string> referenceBindings;
  std::vector<std::string> arguments;
  std::map<std::string, int64_t> boundParams;
  /// The problem sizes of this --shapes run (tune.json's "shape").
  std::map<std::string, int64_t> shape;
  std::string flops;
  int64_t flopsValue = 0;
};
} // namespace

/// Binds a configuration on a copy of `func`'s module to check the bindings
/// and to learn the argument types and the bound shapes: the first one that
/// meets the kernel's requirements (tile.assert), so that a space whose
/// first point is invalid (block_N below N, say) is still searched; the
/// others are rejected one by one later. Fails, with the first point's
/// errors, when none does.
static LogicalResult planKernel(ModuleOp module, func::FuncOp func,
                                KernelPlan &plan) {
  OwningOpRef<ModuleOp> copy;
  std::vector<Diagnostic> firstErrors;
  for (const Configuration &config : enumerateConfigurations(plan.space)) {
    OwningOpRef<ModuleOp> attempt = module.clone();
    if (failed(keepOnlyKernel(*attempt, func.getName())))
      return failure();
    std::vector<std::string> bound = options.bindings;
    for (const auto &[name, value] : config)
      bound.push_back(name + "=" + std::to_string(value));
    PassManager pm(module.getContext());
    TileSpecializeOptions specialize;
    specialize.bindings.assign(bound.begin(), bound.end());
    specialize.chip = options.chip;
    pm.addPass(createTileSpecialize(specialize));
    std::vector<Diagnostic> errors;
    LogicalResult ran = success();
    {
      ScopedDiagnosticHandler collect(module.getContext(), [&](Diagnostic &d) {
        errors.push_back(std::move(d));
        return success();
      });
      ran = pm.run(*attempt);
    }
    if (succeeded(ran)) {
      copy = std::move(attempt);
      break;
    }
    if (firstErrors.empty())
      firstErrors = std::move(errors);
  }
  if (!copy) {
    for (Diagnostic &d : firstErrors)
      module.getContext()->getDiagEngine().emit(std::move(d));
    return func.emitOpError()
           << "no configuration of the search space meets the kernel's "
              "requirements (above: why the first one fails)";
  }
  auto specialized = cast<func::FuncOp>(copy->lookupSymbol(func.getName()));
  for (auto [i, type] : llvm::enumerate(specialized.getArgumentTypes())) {
    std::string s;
    llvm::raw_string_ostream os(s);
    auto name = specialized.getArgAttrOfType<StringAttr>(i, TileDialect::kArgNameAttrName);
    os << (name ? name.getValue() : StringRef("arg" + std::to_string(i))) << ": "
       << type;
    plan.arguments.push_back(s);
  }
  if (auto params = specialized->getAttrOfType<DictionaryAttr>(TileDialect::kParamsAttrName))
    for (NamedAttribute p : params)
      plan.boundParams[p.getName().str()] = cast<IntegerAttr>(p.getValue()).getInt();
  if (!plan.flops.empty()) {
    std::string error;
    FailureOr<int64_t> v = evaluateFlops(plan.flops, plan.boundParams, error);
    if (failed(v))
      return func.emitOpError() << "cannot evaluate flops \"" << plan.flops
                                << "\": " << error;
    if (*v < 0)
      return func.emitOpError() << "flops \"" << plan.flops << "\" is " << *v
                                << " here; the work of a launch cannot be negative";
    plan.flopsValue = *v;
  }
  return success();
}

/// The search space of `func`: --space, --space-file or its declaration;
/// every name must be a parameter of the function that --set leaves free.
static LogicalResult getSpace(func::FuncOp func, SearchSpace &space) {
  std::vector<std::string> fixed;
  for (StringRef b : options.bindings)
    fixed.push_back(b.split('=').first.trim().str());
  if (spaceText.empty() && spaceFile.empty()) {
    space = getDeclaredSearchSpace(func, fixed);
    return success();
  }
  std::string error;
  FailureOr<SearchSpace> given = spaceText.empty()
                                     ? readSearchSpaceFile(spaceFile, error)
                                     : parseSearchSpace(spaceText, error);
  if (failed(given)) {
    fail((spaceText.empty() ? "--space-file: " : "--space: ") + error);
    return failure();
  }
  SmallVector<StringRef> declared;
  func.walk([&](ParamOp p) { declared.push_back(p.getName()); });
  for (const auto &[name, values] : *given) {
    // A value the parameter does not offer would fail every configuration.
    ParamOp param;
    func.walk([&, name = name](ParamOp p) {
      if (p.getName() == name)
        param = p;
    });
    // A chip's fact describes the machine: bound, not searched.
    if (param && param.getChipFact() && values.size() > 1)
      return param.emitOpError()
             << "'" << name << "' reads the chip's description (chip("
             << *param.getChipFact() << ")), so it is not searched; bind one value with "
             << "--set";
    // Configurations compete on time, so they must compute one problem.
    if (param && !param.getCandidates() && values.size() > 1)
      return param.emitOpError()
             << "'" << name << "' is a problem size (a tile.param without candidates): the "
             << "configurations of a search compete on time, so they compute one problem; "
                "tune several sizes with --shapes";
    if (param && param.getCandidates())
      for (int64_t v : values)
        if (!llvm::is_contained(*param.getCandidates(), v)) {
          InFlightDiagnostic diag = param.emitOpError()
                                    << "the search space gives '" << name
                                    << "' the value " << v
                                    << ", which is not among its candidates [";
          llvm::interleaveComma(*param.getCandidates(), diag);
          diag << "]";
          return failure();
        }
    if (!llvm::is_contained(declared, name)) {
      InFlightDiagnostic diag = func.emitOpError()
                                << "has no tile.param named '" << name
                                << "' to search; its parameters are: ";
      llvm::interleaveComma(declared, diag);
      return failure();
    }
    if (llvm::is_contained(fixed, name))
      return func.emitOpError() << "parameter '" << name
                                << "' is both fixed by --set and searched";
  }
  space = *given;
  return success();
}

/// getSpace, then the space's size against --max-configurations (counted,
/// not listed: a large space would not fit in memory).
static LogicalResult getBoundedSpace(func::FuncOp func, SearchSpace &space) {
  if (failed(getSpace(func, space)))
    return failure();
  uint64_t n = countConfigurations(space);
  if (n <= maxConfigurations)
    return success();
  return func.emitOpError() << "has a search space of "
                            << (n == UINT64_MAX ? std::string("more than 2^64")
                                                : std::to_string(n))
                            << " configurations, more than --max-configurations="
                            << maxConfigurations.getValue()
                            << ": narrow the space, fix parameters with --set, or raise "
                               "--max-configurations";
}

/// Why a cached result cannot be `plan`'s, or an empty string: a file
/// that parses and carries the key may still be another kernel's, name
/// configurations outside the space, or crown a row that did not pass.
static std::string checkCachedResult(const rt::Json &cached, const KernelPlan &plan) {
  if (rt::stringOf(rt::member(cached, "kernel")) != plan.kernel)
    return "it is not " + plan.kernel + "'s";
  std::set<std::string> space;
  for (const Configuration &c : enumerateConfigurations(plan.space))
    space.insert(formatConfiguration(c));
  auto config = [](const rt::Json &row) {
    const rt::Json *c = rt::member(row, "config");
    return c && c->is_string() ? rt::stringOf(c) : std::string("?");
  };
  auto time = [](const rt::Json &row) { return rt::numberOf(rt::member(row, "median_ms"), -1.0); };
  const rt::Json *rows = rt::member(cached, "rows");
  if (!rows || !rows->is_array())
    return "it has no rows";
  for (const rt::Json &row : *rows) {
    if (!row.is_object() || !space.count(config(row)))
      return "row '" + config(row) + "' is not in the search space";
    if (rt::member(row, "median_ms") && !(time(row) > 0 && std::isfinite(time(row))))
      return "row '" + config(row) + "' has no positive time";
  }
  const rt::Json *winner = rt::member(cached, "winner");
  if (!winner || !winner->is_object())
    return "";
  const rt::Json *match = nullptr;
  for (const rt::Json &row : *rows)
    if (config(row) == config(*winner))
      match = &row;
  std::string status = match ? rt::stringOf(rt::member(*match, "status")) : "";
  if (status != "ok" && status != "unverified")
    return "its winner '" + config(*winner) + "' is not a row that ran correctly";
  if (!(time(*winner) > 0 && std::isfinite(time(*winner))))
    return "its winner has no positive time";
  return "";
}

static std::string statusName(CandidateResult::Status s) {
  switch (s) {
  case CandidateResult::Status::Compiled:
    return "compiled";
  case CandidateResult::Status::Rejected:
    return "rejected";
  case CandidateResult::Status::CompileError:
    return "compile error";
  }
  return "";
}

/// Compiles one kernel's candidates into `dir` and writes tune.json.
static LogicalResult compileKernel(const DialectRegistry &registry,
                                   const std::string &source,
                                   const KernelPlan &plan, StringRef key,
                                   StringRef dir, llvm::ThreadPoolInterface &pool) {
  TuneCompileJob job;
  job.source = source;
  job.filename = inputFilename;
  job.kernel = plan.kernel;
  job.options = options;
  job.ptxas = noCubin ? "" : findPtxas(ptxasPath);
  job.outputDir = dir.str();
  if (!noCubin && job.ptxas.empty())
    llvm::errs() << "tile-tune: warning: ptxas not found; bundles hold PTX only\n";
  std::vector<Configuration> configs = enumerateConfigurations(plan.space);
  llvm::outs() << plan.kernel << ": " << configs.size() << " configurations ("
               << (plan.space.empty() ? "no free parameters"
                                      : formatSearchSpace(plan.space))
               << ")\n";

  // Budgets first, on tile IR: nothing is generated for what cannot fit.
  auto start = std::chrono::steady_clock::now();
  std::vector<CandidateResult> results(configs.size());
  for (size_t i = 0; i < configs.size(); ++i)
    pool.async([&, i] { results[i] = checkCandidate(registry, job, configs[i]); });
  pool.wait();
  // A configuration that compiles to the kernel of an earlier one is not
  // compiled or timed again.
  llvm::DenseMap<uint64_t, size_t> firstWithHash;
  for (size_t i = 0; i < configs.size(); ++i) {
    if (results[i].status == CandidateResult::Status::Rejected)
      continue;
    auto [it, inserted] = firstWithHash.try_emplace(results[i].kernelHash, i);
    if (inserted)
      continue;
    results[i].status = CandidateResult::Status::Rejected;
    results[i].reason = "the same kernel as " + formatConfiguration(configs[it->second]);
  }
  size_t rejected = llvm::count_if(results, [](const CandidateResult &r) {
    return r.status == CandidateResult::Status::Rejected;
  });
  // The reasons by kind (the text before the figures), then each one.
  std::map<std::string, size_t> kinds;
  for (const CandidateResult &r : results)
    if (r.status == CandidateResult::Status::Rejected)
      ++kinds[StringRef(r.reason).starts_with("shared memory")       ? "shared memory"
              : StringRef(r.reason).starts_with("registers")         ? "registers"
              : StringRef(r.reason).starts_with("the same kernel as") ? "duplicates"
                                                                     : "requirements"];
  llvm::outs() << "rejected " << rejected << " of " << configs.size()
               << " before code generation";
  for (auto [i, kind] : llvm::enumerate(kinds))
    llvm::outs() << (i ? ", " : " (") << kind.second
                 << (kind.first == "requirements" ? std::string(" failing a requirement")
                     : kind.first == "duplicates"     ? std::string(" compiling to a kernel listed before")
                                                      : " over the " + kind.first + " budget")
                 << (i + 1 == kinds.size() ? ")" : "");
  llvm::outs() << (rejected ? ":\n" : "\n");
  for (size_t i = 0; i < configs.size(); ++i)
    if (results[i].status == CandidateResult::Status::Rejected)
      llvm::outs() << "  " << formatConfiguration(configs[i]) << ": "
                   << results[i].reason << "\n";

  if (dryRun)
    return success();
  // create_directories accepts an existing file; the candidates' bundles
  // would then fail one by one, the reference first.
  std::error_code ec = llvm::sys::fs::create_directories(dir);
  if (!ec && !llvm::sys::fs::is_directory(dir))
    ec = std::make_error_code(std::errc::not_a_directory);
  if (ec) {
    llvm::errs() << "tile-tune: error: cannot create '" << dir
                 << "': " << ec.message() << "\n";
    return failure();
  }

  // The reference, once, at the bound shapes.
  if (!plan.reference.empty()) {
    TuneCompileJob refJob = job;
    // The reference is the vendor's schedule: no TMA or producer warp.
    refJob.options.tma = refJob.options.tmaMulticast = refJob.options.producerWarp = false;
    refJob.kernel = plan.reference;
    refJob.options.bindings = plan.referenceBindings;
    refJob.source = plan.referenceSource;
    refJob.filename = plan.referenceFile;
    CandidateResult r = compileCandidate(registry, refJob, {}, "reference");
    if (r.status != CandidateResult::Status::Compiled) {
      llvm::errs() << "tile-tune: error: reference " << plan.reference
                   << " does not compile: " << r.reason << "\n";
      return failure();
    }
  }

  std::vector<std::string> folders(configs.size());
  for (size_t i = 0; i < configs.size(); ++i) {
    if (results[i].status == CandidateResult::Status::Rejected)
      continue;
    folders[i] = llvm::formatv("c{0:4}", i).str();
    std::replace(folders[i].begin(), folders[i].end(), ' ', '0');
    pool.async([&, i] {
      results[i] = compileCandidate(registry, job, configs[i], folders[i]);
    });
  }
  pool.wait();
  double seconds = std::chrono::duration<double>(
                       std::chrono::steady_clock::now() - start)
                       .count();
  size_t compiled = llvm::count_if(results, [](const CandidateResult &r) {
    return r.status == CandidateResult::Status::Compiled;
  });
  llvm::outs() << llvm::formatv("compiled {0} of {1} in {2:f1} s ({3} "
                                "threads)\n",
                                compiled, configs.size() - rejected, seconds,
                                pool.getMaxConcurrency());
  for (size_t i = 0; i < configs.size(); ++i)
    if (results[i].status == CandidateResult::Status::CompileError)
      llvm::outs() << "  compile error " << formatConfiguration(configs[i])
                   << ": " << results[i].reason << "\n";
  if (compiled == 0) {
    llvm::errs() << "tile-tune: error: none of the " << configs.size() - rejected
                 << " candidates compiled (above: why)\n";
    return failure();
  }
  // Compiled, but ptxas says it will be slow (C7511: wgmma serialized):
  // they are still timed, and lose on their own figures.
  for (size_t i = 0; i < configs.size(); ++i)
    if (!results[i].ptxasAdvice.empty())
      llvm::outs() << "  ptxas advice " << formatConfiguration(configs[i]) << ": "
                   << results[i].ptxasAdvice << "\n";

  llvm::json::Array candidates;
  for (size_t i = 0; i < configs.size(); ++i) {
    llvm::json::Object c{{"config", formatConfiguration(configs[i])},
                         {"status", statusName(results[i].status)}};
    llvm::json::Object params;
    for (const auto &[name, value] : configs[i])
      params[name] = value;
    c["params"] = std::move(params);
    if (!results[i].reason.empty())
      c["reason"] = results[i].reason;
    if (!results[i].ptxasAdvice.empty())
      c["ptxas_advice"] = results[i].ptxasAdvice;
    if (results[i].status == CandidateResult::Status::Compiled)
      c["bundle"] = folders[i];
    candidates.push_back(std::move(c));
  }
  llvm::json::Object tune{
      {"format", 1},
      {"key", key},
      {"kernel", plan.kernel},
      {"chip", options.chip},
      {"source", std::string(inputFilename)},
      {"bindings", llvm::json::Array(options.bindings)},
      {"space", formatSearchSpace(plan.space)},
      {"flops", plan.flopsValue},
      {"tolerance", static_cast<double>(tolerance)},
      {"seed", static_cast<int64_t>(seed)},
      {"candidates", std::move(candidates)},
  };
  if (!plan.shape.empty()) {
    llvm::json::Object shape;
    for (const auto &[name, value] : plan.shape)
      shape[name] = value;
    tune["shape"] = std::move(shape);
  }
  if (!plan.reference.empty())
    tune["reference"] = "reference";
  std::string text;
  llvm::raw_string_ostream os(text);
  os << llvm::formatv("{0:2}", llvm::json::Value(std::move(tune))) << "\n";
  SmallString<256> path(dir);
  llvm::sys::path::append(path, "tune.json");
  if (llvm::Error err = llvm::writeToOutput(path, [&](llvm::raw_ostream &out) {
        out << text;
        return llvm::Error::success();
      })) {
    llvm::errs() << "tile-tune: error: cannot write '" << path
                 << "': " << llvm::toString(std::move(err)) << "\n";
    return failure();
  }
  return success();
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  CompileFlags flags(category);
  cl::SetVersionPrinter(printVersion);
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(argc, argv,
                              "tile-tune: search a kernel's tile.param space "
                              "for the fastest correct configuration\n");
  // The timing options end up in tune.json and steer the bench step.
  if (tolerance.getNumOccurrences() && !(tolerance > 0))
    return fail("--tolerance must be a positive relative error, got " +
                std::to_string(tolerance));
  if (reps < 1)
    return fail("--reps must be at least 1, got " + std::to_string(reps));
  if (warmup < 0)
    return fail("--warmup must not be negative, got " + std::to_string(warmup));
  if (!benchDir.empty())
    return bench(benchDir);
  if (inputFilename.empty())
    return fail("no kernel file given (see --help)");
  options = flags.get();
  if (std::string why = options.normalize("--"); !why.empty())
    return fail(why);
  if (!spaceText.empty() && !spaceFile.empty())
    return fail("--space and --space-file exclude each other");
  for (StringRef b : options.bindings)
    if (auto [name, value] = b.split('='); value.trim().starts_with("dynamic"))
      return fail("--set " + b.str() + ": tile-tune times configurations at one size, so " +
                  name.trim().str() + " needs a value; tune several sizes with --shapes");

  DialectRegistry registry;
  registerCompilerDialects(registry);
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);
  context.printOpOnDiagnostic(false);

  // One source manager per file (the parser reads a manager's main
  // buffer); diagnostics in either file are printed with their line.
  llvm::SourceMgr sourceMgr, referenceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  auto commandLine = printUnlocatedAsTool(&context, "tile-tune");
  /// Reads and parses a kernel file; its text goes to `text`.
  auto load = [&](StringRef filename, llvm::SourceMgr &mgr,
                  std::string &text) -> OwningOpRef<ModuleOp> {
    std::string errorMessage;
    std::unique_ptr<llvm::MemoryBuffer> input = openInputFile(filename, &errorMessage);
    if (!input) {
      fail(errorMessage);
      return nullptr;
    }
    text = input->getBuffer().str();
    if (InputProblem problem = checkMlirText(text)) {
      llvm::errs() << formatInputProblem(filename, text, problem) << "\n";
      return nullptr;
    }
    mgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
    OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(mgr, &context);
    if (module)
      nameArgumentsFromSource(*module, mgr);
    return module;
  };
  std::string source, referenceSource;
  OwningOpRef<ModuleOp> module = load(inputFilename, sourceMgr, source);
  if (!module)
    return 1;
  OwningOpRef<ModuleOp> references;
  if (!referencesFile.empty() && !(references = load(referencesFile, referenceMgr, referenceSource)))
    return 1;

  // One tuning run per shape (a single run without --shapes): the plans,
  // then the compile (and bench) of each; `results` collects what was
  // measured, for the dispatch table.
  std::vector<rt::Json> results;
  std::vector<std::string> baseBindings = options.bindings;
  auto tuneShape = [&](const std::map<std::string, int64_t> &shape,
                       StringRef shapeFolder) -> int {
    // Kernels and the references that check them.
    std::vector<KernelPlan> plans;
    struct Reference {
      func::FuncOp func;
      std::string file;
      const std::string *source;
    };
    std::map<std::string, Reference> referenceOf;
    SmallVector<func::FuncOp> hosts = getHostFunctions(*module);
    auto collectReferences = [&](ModuleOp m, StringRef file,
                                 const std::string &text) -> LogicalResult {
      for (func::FuncOp f : getHostFunctions(m)) {
        auto target = f->getAttrOfType<StringAttr>(TileDialect::kReferenceForAttrName);
        if (!target)
          continue;
        if (!module->lookupSymbol<func::FuncOp>(target.getValue()))
          return f.emitOpError() << "is a reference for '" << target.getValue()
                                 << "', which " << inputFilename
                                 << " does not define";
        referenceOf[target.str()] = {f, file.str(), &text};
      }
      return success();
    };
    if (failed(collectReferences(*module, inputFilename, source)) ||
        (references &&
         failed(collectReferences(*references, referencesFile, referenceSource))))
      return 1;
    for (func::FuncOp f : hosts) {
      if (f->hasAttr(TileDialect::kReferenceForAttrName) ||
          (!kernelName.empty() && f.getName() != kernelName))
        continue;
      KernelPlan plan;
      plan.kernel = f.getName().str();
      if (auto it = referenceOf.find(plan.kernel); it != referenceOf.end()) {
        plan.reference = it->second.func.getName().str();
        plan.referenceFile = it->second.file;
        plan.referenceSource = *it->second.source;
      }
      if (failed(getBoundedSpace(f, plan.space)))
        return 1;
      plan.flops = flopsExpr;
      if (plan.flops.empty())
        if (auto attr = f->getAttrOfType<StringAttr>(TileDialect::kFlopsAttrName))
          plan.flops = attr.str();
      if (failed(planKernel(*module, f, plan)))
        return 1;
      if (!plan.reference.empty()) {
        func::FuncOp ref = referenceOf[plan.kernel].func;
        SmallVector<StringRef> names;
        ref.walk([&](ParamOp p) { names.push_back(p.getName()); });
        for (StringRef b : options.bindings) {
          StringRef name = b.split('=').first.trim();
          if (llvm::is_contained(names, name) ||
              (llvm::is_contained(names, name.split('.').second) &&
               name.split('.').first == plan.reference))
            plan.referenceBindings.push_back(b.str());
        }
      } else {
        llvm::errs() << "tile-tune: warning: no function declares "
                     << TileDialect::kReferenceForAttrName << " = \""
                     << plan.kernel
                     << "\"; candidates will be timed but not verified\n";
      }
      plan.shape = shape;
      plans.push_back(std::move(plan));
    }
    if (plans.empty()) {
      InFlightDiagnostic diag = emitError(module->getLoc());
      if (kernelName.empty()) {
        diag << "no kernel to tune: the module has no tile.launch outside "
                "reference functions";
      } else {
        diag << "no kernel named '" << kernelName << "'; the module holds: ";
        llvm::interleaveComma(hosts, diag, [&](func::FuncOp f) { diag << f.getName(); });
      }
      return 1;
    }
    if (!shape.empty() && plans.size() > 1)
      return fail("--shapes tunes one kernel; pick it with --kernel");

    // The references verify: a changed reference is a changed result.
    std::string sourceHash = llvm::toHex(
        llvm::SHA256::hash(llvm::arrayRefFromStringRef(
            source + "\n// --references\n" + referenceSource)),
        true);
    std::string compiler = mlir::tile::getCompilerBuild(argv[0], reinterpret_cast<void *>(&fail));
    llvm::DefaultThreadPool pool(llvm::hardware_concurrency(jobs));
    for (const KernelPlan &plan : plans) {
      CacheKeyInputs keyInputs;
      keyInputs.sourceHash = sourceHash;
      keyInputs.kernel = plan.kernel;
      keyInputs.bindings = options.bindings;
      keyInputs.space = plan.space;
      keyInputs.arguments = plan.arguments;
      keyInputs.chip = options.chip;
      keyInputs.optLevel = options.optLevel;
      keyInputs.tma = options.tma;
      keyInputs.tmaMulticast = options.tmaMulticast;
      keyInputs.producerWarp = options.producerWarp;
      keyInputs.compiler = compiler;
      keyInputs.flops = plan.flops;
      keyInputs.tolerance = tolerance;
      keyInputs.seed = seed;
      std::string key = getCacheKey(keyInputs);

      rt::Json cached;
      std::string stale;
      if (!noCache && rt::readTuneCache(key, cached) &&
          !(stale = checkCachedResult(cached, plan)).empty()) {
        llvm::errs() << "tile-tune: warning: ignoring the cached result "
                     << rt::getTuneCachePath(key) << ": " << stale << "; tuning again\n";
        cached = rt::Json();
      }
      if (!noCache && stale.empty() && cached.is_object()) {
        llvm::outs() << plan.kernel << ": from the cache ("
                     << rt::getTuneCachePath(key) << ")\n";
        llvm::outs().flush();
        rt::printTuneResult(cached, stdout);
        std::fflush(stdout);
        // A plain run with the same bindings filed it: it is this shape's.
        if (!plan.shape.empty()) {
          cached["shape"] = rt::Json::object();
          for (const auto &[dim, value] : plan.shape)
            cached["shape"][dim] = value;
        }
        results.push_back(std::move(cached));
        continue;
      }
      SmallString<256> dir;
      if (!outputDir.empty()) {
        dir = outputDir;
        if (!shapeFolder.empty())
          llvm::sys::path::append(dir, shapeFolder);
        if (plans.size() > 1)
          llvm::sys::path::append(dir, plan.kernel);
      } else {
        dir = rt::getCacheDirectory();
        llvm::sys::path::append(dir, "bundles", key);
      }
      if (failed(compileKernel(registry, source, plan, key, dir, pool)))
        return 1;
      if (dryRun)
        continue;
      if (compileOnly) {
        llvm::outs() << "bundles and tune.json in " << dir
                     << "; bench with: tile-run --tune " << dir << "\n";
        continue;
      }
      llvm::outs().flush();
      rt::TuneBenchOptions options = getBenchOptions();
      rt::Json result;
      std::string error;
      if (!rt::benchTuneFolder(std::string(dir), options, result, error))
        return fail(error + " (the bundles are in " + dir +
                    "; bench them where the GPU is with tile-run --tune)");
      rt::printTuneResult(result, stdout);
      std::fflush(stdout);
      results.push_back(std::move(result));
    }
    return 0;
  };
  if (shapesText.empty())
    return tuneShape({}, "");
  SmallVector<StringRef> shapeTexts;
  StringRef(shapesText).split(shapeTexts, ';', -1, /*KeepEmpty=*/false);
  std::set<std::map<std::string, int64_t>> seenShapes;
  std::vector<std::map<std::string, int64_t>> shapes;
  if (llvm::all_of(shapeTexts, [](StringRef t) { return t.trim().empty(); }))
    return fail("--shapes '" + shapesText + "' names no shape; give NAME=SIZE[,...] per shape, "
                "shapes separated by ';'");
  for (StringRef text : shapeTexts) {
    std::map<std::string, int64_t> shape;
    SmallVector<StringRef> pairs;
    text.split(pairs, ',', -1, /*KeepEmpty=*/false);
    for (StringRef pair : pairs) {
      auto [name, value] = pair.split('=');
      int64_t v = 0;
      name = name.trim();
      if (name.empty() || value.trim().getAsInteger(10, v) || v < 1)
        return fail("--shapes: '" + pair + "' is not NAME=SIZE (a positive integer)");
      bool problemSize = false;
      for (func::FuncOp f : getHostFunctions(*module))
        f.walk([&](ParamOp p) {
          problemSize |= p.getName() == name && !p.getCandidates() && !p.getChipFact();
        });
      if (!problemSize)
        return fail("--shapes: '" + name + "' is not a problem size of the kernel (a " +
                    "tile.param without candidates, not read from the chip); tunable "
                    "parameters go in the space");
      if (!shape.emplace(name.str(), v).second)
        return fail("--shapes: '" + text.str() + "' gives " + name.str() +
                    " twice; separate shapes with ';'");
      for (StringRef bound : baseBindings)
        if (StringRef(bound).split('=').first.trim() == name)
          return fail("--shapes gives " + name.str() + ", which --set binds too (" +
                      bound.str() + "); give it in one of them");
    }
    if (shape.empty())
      continue;
    if (!seenShapes.insert(shape).second)
      return fail("--shapes gives the shape '" + text.trim().str() + "' twice");
    shapes.push_back(std::move(shape));
  }
  // Every shape is read before any is tuned.
  for (const std::map<std::string, int64_t> &shape : shapes) {
    options.bindings = baseBindings;
    std::string folder;
    for (const auto &[name, value] : shape) {
      options.bindings.push_back(name + "=" + std::to_string(value));
      folder += (folder.empty() ? "" : "_") + name + std::to_string(value);
    }
    if (int rc = tuneShape(shape, folder))
      return rc;
  }
  printDispatchTable(results);
  return 0;
}
