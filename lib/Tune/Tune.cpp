//===- Tune.cpp - search spaces, budget checks and the tuning cache key ---===//

#include "tile/Tune/Tune.h"
#include "tile/Support/InputCheck.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "tile/Analysis/Resources.h"
#include "tile/Dialect/Tile/IR/TileDialect.h"
#include "tile/Dialect/Tile/Transforms/Passes.h"
#include "tile/Pipelines/Pipelines.h"
#include "tile/Target/Target.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/xxhash.h"

using namespace mlir;
using namespace mlir::tile;

std::string tile::formatConfiguration(const Configuration &config) {
  std::string s;
  for (const auto &[name, value] : config)
    s += (s.empty() ? "" : ",") + name + "=" + std::to_string(value);
  return s;
}

std::string tile::formatSearchSpace(const SearchSpace &space) {
  std::string s;
  for (const auto &[name, values] : space) {
    s += (s.empty() ? "" : " ") + name + "=[";
    for (auto [i, v] : llvm::enumerate(values))
      s += (i ? ", " : "") + std::to_string(v);
    s += "]";
  }
  return s;
}

static bool isParameterName(StringRef name) {
  return !name.empty() && !llvm::isDigit(name.front()) &&
         llvm::all_of(name, [](char c) {
           return llvm::isAlnum(c) || c == '_' || c == '.';
         });
}

/// Adds `name` with `values` to `space`, rejecting repeats.
/// `values` in order, each once: a value given twice is one
/// configuration, not two.
static std::vector<int64_t> withoutDuplicates(ArrayRef<int64_t> values) {
  std::vector<int64_t> unique;
  for (int64_t v : values)
    if (!llvm::is_contained(unique, v))
      unique.push_back(v);
  return unique;
}

static bool addToSpace(SearchSpace &space, StringRef name,
                       std::vector<int64_t> values, std::string &error) {
  if (!isParameterName(name)) {
    error = "'" + name.str() + "' is not a parameter name";
    return false;
  }
  if (values.empty()) {
    error = "parameter '" + name.str() + "' has no candidate values";
    return false;
  }
  if (llvm::any_of(space, [&](const auto &p) { return p.first == name; })) {
    error = "parameter '" + name.str() + "' appears twice";
    return false;
  }
  space.emplace_back(name.str(), withoutDuplicates(values));
  return true;
}

uint64_t tile::countConfigurations(const SearchSpace &space) {
  uint64_t n = 1;
  for (const auto &entry : space) {
    uint64_t k = entry.second.size();
    n = k && n > UINT64_MAX / k ? UINT64_MAX : n * k;
  }
  return n;
}

FailureOr<SearchSpace> tile::parseSearchSpace(StringRef text,
                                              std::string &error) {
  SearchSpace space;
  SmallVector<StringRef> entries;
  text.split(entries, ';', -1, /*KeepEmpty=*/false);
  for (StringRef entry : entries) {
    auto [name, list] = entry.split('=');
    name = name.trim();
    if (!entry.contains('=')) {
      error = "'" + entry.trim().str() + "' is not name=v1,v2,...";
      return failure();
    }
    std::vector<int64_t> values;
    SmallVector<StringRef> items;
    list.split(items, ',', -1, /*KeepEmpty=*/false);
    for (StringRef item : items) {
      int64_t v;
      if (item.trim().getAsInteger(10, v)) {
        error = "'" + item.trim().str() + "' in the values of '" + name.str() +
                "' is not an integer";
        return failure();
      }
      values.push_back(v);
    }
    if (!addToSpace(space, name, std::move(values), error))
      return failure();
  }
  if (space.empty()) {
    error = "the search space is empty";
    return failure();
  }
  return space;
}

FailureOr<SearchSpace> tile::readSearchSpaceFile(StringRef path,
                                                 std::string &error) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!buffer) {
    error = "cannot read '" + path.str() + "': " + buffer.getError().message();
    return failure();
  }
  // llvm::json recurses per level with no limit of its own.
  if (InputProblem problem = checkJsonText((*buffer)->getBuffer())) {
    error = formatInputProblem(path, (*buffer)->getBuffer(), problem);
    if (size_t at = error.find(": error: "); at != std::string::npos)
      error.erase(at, 7); // the caller says it is an error

    return failure();
  }
  llvm::Expected<llvm::json::Value> json =
      llvm::json::parse((*buffer)->getBuffer());
  if (!json) {
    error = path.str() + ": " + llvm::toString(json.takeError());
    return failure();
  }
  const llvm::json::Object *object = json->getAsObject();
  if (!object) {
    error = path.str() + ": expected an object {\"name\": [values], ...}";
    return failure();
  }
  // JSON objects are unordered; sort the names so the space is canonical.
  SmallVector<StringRef> names;
  for (const auto &member : *object)
    names.push_back(member.first);
  llvm::sort(names);
  SearchSpace space;
  for (StringRef name : names) {
    const llvm::json::Array *list = object->getArray(name);
    std::vector<int64_t> values;
    for (const llvm::json::Value &v : list ? *list : llvm::json::Array()) {
      std::optional<int64_t> i = v.getAsInteger();
      if (!i) {
        error = path.str() + ": the values of '" + name.str() +
                "' must be integers";
        return failure();
      }
      values.push_back(*i);
    }
    if (!list) {
      error = path.str() + ": '" + name.str() + "' must be an array of integers";
      return failure();
    }
    if (!addToSpace(space, name, std::move(values), error)) {
      error = path.str() + ": " + error;
      return failure();
    }
  }
  if (space.empty()) {
    error = path.str() + ": the search space is empty";
    return failure();
  }
  return space;
}

SearchSpace tile::getDeclaredSearchSpace(func::FuncOp func,
                                         ArrayRef<std::string> fixed) {
  SearchSpace space;
  func.walk([&](ParamOp p) {
    std::optional<ArrayRef<int64_t>> candidates = p.getCandidates();
    if (!candidates || llvm::is_contained(fixed, p.getName()) ||
        llvm::is_contained(fixed, (func.getName() + "." + p.getName()).str()))
      return;
    space.emplace_back(p.getName().str(), withoutDuplicates(*candidates));
  });
  return space;
}

std::vector<Configuration>
tile::enumerateConfigurations(const SearchSpace &space) {
  std::vector<Configuration> configs{{}};
  for (const auto &[name, values] : space) {
    std::vector<Configuration> next;
    for (const Configuration &c : configs)
      for (int64_t v : values) {
        next.push_back(c);
        next.back().emplace_back(name, v);
      }
    configs = std::move(next);
  }
  return configs;
}

std::string tile::getCacheKeyText(const CacheKeyInputs &in) {
  std::vector<std::string> bindings = in.bindings;
  llvm::sort(bindings);
  std::string s = "tile-tune cache key 1\n";
  s += "source " + in.sourceHash + "\n";
  s += "kernel " + in.kernel + "\n";
  s += "bindings " + llvm::join(bindings, ",") + "\n";
  s += "space " + formatSearchSpace(in.space) + "\n";
  s += "arguments " + llvm::join(in.arguments, "; ") + "\n";
  s += "chip " + in.chip + "\n";
  if (in.optLevel != 3) // the default keeps the keys caches already hold
    s += "O " + std::to_string(in.optLevel) + "\n";
  if (in.tma)
    s += "tma\n";
  if (in.tmaMulticast)
    s += "tma-multicast\n";
  if (in.producerWarp)
    s += "producer-warp\n";
  s += "compiler " + in.compiler + "\n";
  s += "flops " + in.flops + "\n";
  s += "tolerance " + llvm::formatv("{0:e}", in.tolerance).str() + "\n";
  s += "seed " + std::to_string(in.seed) + "\n";
  return s;
}

std::string tile::getCacheKey(const CacheKeyInputs &inputs) {
  return llvm::toHex(llvm::SHA256::hash(llvm::arrayRefFromStringRef(
                         getCacheKeyText(inputs))),
                     /*LowerCase=*/true);
}


SmallVector<func::FuncOp> tile::getHostFunctions(ModuleOp module) {
  SmallVector<func::FuncOp> hosts;
  for (auto f : module.getOps<func::FuncOp>())
    if (f->walk([](LaunchOp) { return WalkResult::interrupt(); })
            .wasInterrupted())
      hosts.push_back(f);
  return hosts;
}

LogicalResult tile::keepOnlyKernel(ModuleOp module, StringRef kernel) {
  SmallVector<func::FuncOp> hosts = getHostFunctions(module);
  if (llvm::none_of(hosts, [&](func::FuncOp f) { return f.getName() == kernel; })) {
    InFlightDiagnostic diag = emitError(module.getLoc())
                              << "no kernel named '" << kernel
                              << "'; the module holds: ";
    llvm::interleaveComma(hosts, diag, [&](func::FuncOp f) { diag << f.getName(); });
    return failure();
  }
  for (func::FuncOp f : hosts)
    if (f.getName() != kernel)
      f.erase();
  return success();
}

namespace {
/// A context of its own per task (contexts are not shared across threads
/// here), with diagnostics collected as text.
struct TaskContext {
  TaskContext(const DialectRegistry &registry)
      : context(registry, MLIRContext::Threading::DISABLED),
        handler(&context, [this](Diagnostic &d) {
          // assembleCubin's warnings carry ptxas's advisories.
          if (d.getSeverity() == DiagnosticSeverity::Warning &&
              StringRef(d.str()).starts_with("ptxas: ")) {
            std::string text = StringRef(d.str()).drop_front(7).split("; ").first.str();
            ptxasAdvice += (ptxasAdvice.empty() ? "" : "; ") + text;
          }
          if (d.getSeverity() != DiagnosticSeverity::Error)
            return success();
          std::string line;
          llvm::raw_string_ostream os(line);
          if (auto loc = dyn_cast<FileLineColLoc>(d.getLocation()))
            os << llvm::sys::path::filename(loc.getFilename().getValue())
               << ":" << loc.getLine() << ":" << loc.getColumn() << ": ";
          os << d.str();
          messages += (messages.empty() ? "" : "; ") + line;
          return success();
        }) {
    context.printOpOnDiagnostic(false);
  }

  /// Parses the job's source and keeps only its kernel.
  OwningOpRef<ModuleOp> parse(const TuneCompileJob &job) {
    sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(job.source, job.filename),
        llvm::SMLoc());
    OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
    if (!module)
      return nullptr;
    nameArgumentsFromSource(*module, sourceMgr);
    if (failed(keepOnlyKernel(*module, job.kernel)))
      return nullptr;
    // A candidate is the values it binds: the kernel's shape cases would
    // put other values (and specializations) in its bundle.
    module->walk([](func::FuncOp f) { f->removeAttr(TileDialect::kDispatchAttrName); });
    return module;
  }

  MLIRContext context;
  ScopedDiagnosticHandler handler;
  llvm::SourceMgr sourceMgr;
  std::string messages;
  std::string ptxasAdvice;
};
} // namespace

static std::vector<std::string> getBindings(const TuneCompileJob &job,
                                            const Configuration &config) {
  std::vector<std::string> bindings = job.options.bindings;
  for (const auto &[name, value] : config)
    bindings.push_back(name + "=" + std::to_string(value));
  return bindings;
}

/// The options `config` of `job` compiles with.
static CompileOptions getCompileOptions(const TuneCompileJob &job, const Configuration &config) {
  CompileOptions options = job.options;
  options.bindings = getBindings(job, config);
  (void)options.normalize("--");
  return options;
}

CandidateResult tile::checkCandidate(const DialectRegistry &registry,
                                     const TuneCompileJob &job,
                                     const Configuration &config) {
  CandidateResult result;
  TaskContext task(registry);
  OwningOpRef<ModuleOp> module = task.parse(job);
  PassManager pm(&task.context);
  buildTileSchedulePipeline(pm, getCompileOptions(job, config));
  if (!module || failed(pm.run(*module))) {
    result.status = CandidateResult::Status::Rejected;
    result.reason = task.messages;
    return result;
  }
  // What the configuration compiles to, less the parameters' record (which
  // differs between configurations that yield one kernel).
  module->walk([](func::FuncOp func) { func->removeAttr(TileDialect::kParamsAttrName); });
  std::string ir;
  llvm::raw_string_ostream os(ir);
  module->print(os);
  result.kernelHash = llvm::xxh3_64bits(ir);
  module->walk([&](LaunchOp launch) {
    FailureOr<LaunchResources> resources = estimateLaunchResources(launch);
    std::string why = succeeded(resources)
                          ? checkLaunchResources(*resources, job.options.getChip())
                          : task.messages;
    if (why.empty())
      return WalkResult::advance();
    result.status = CandidateResult::Status::Rejected;
    result.reason = why;
    return WalkResult::interrupt();
  });
  return result;
}

CandidateResult tile::compileCandidate(const DialectRegistry &registry,
                                       const TuneCompileJob &job,
                                       const Configuration &config,
                                       StringRef folder) {
  CandidateResult result;
  TaskContext task(registry);
  OwningOpRef<ModuleOp> module = task.parse(job);
  CompileOptions options = getCompileOptions(job, config);
  FailureOr<std::vector<CompiledKernel>> kernels =
      module ? compileToPTX(*module, options)
             : FailureOr<std::vector<CompiledKernel>>(failure());
  SmallString<256> dir(job.outputDir);
  llvm::sys::path::append(dir, folder);
  if (failed(kernels) ||
      failed(writeBundle(module->getLoc(), *kernels, dir,
                         hashSource(job.source, options), job.ptxas))) {
    result.status = CandidateResult::Status::CompileError;
    result.reason = task.messages.empty() ? "compilation failed" : task.messages;
  }
  result.ptxasAdvice = task.ptxasAdvice;
  return result;
}
