//===- Dispatch.cpp - tile-specialize's shape cases -----------------------===//
//
// A kernel's `tile.dispatch` lists #tile.case entries: ranges of problem
// sizes and the tunable values the kernel takes there. A case over fixed
// dimensions is decided here; each case over a run-time dimension becomes
// a clone of the kernel with its values, and the kernel keeps the table
// that the manifest carries and the runtime reads at launch.
//
//===----------------------------------------------------------------------===//

#include "Dispatch.h"

#include "tile/Dialect/Tile/IR/TileDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringExtras.h"

#include <map>

using namespace mlir;
using namespace mlir::tile;

namespace {

/// One function's cases and the parameters they name.
class CaseReader {
public:
  CaseReader(func::FuncOp func, StringRef chip, BindingLookup bound)
      : func(func), chip(chip), bound(bound) {
    func.walk([&](ParamOp p) { params.try_emplace(p.getName(), p); });
  }

  /// Checks case #i's names and values against the function's parameters.
  LogicalResult verify(unsigned i, ShapeCaseAttr c);

  /// A dimension's value when it is fixed (bound or default), nothing
  /// when it is left to run time.
  std::optional<int64_t> fixedValue(StringRef dim) {
    const Binding *b = bound(func.getName(), dim);
    if (b && b->dynamic)
      return std::nullopt;
    return b ? b->value : params.lookup(dim).getDefaultFor(chip);
  }

  /// The values of `set` that the command line leaves to the case.
  llvm::StringMap<int64_t> valuesOf(DictionaryAttr set) {
    llvm::StringMap<int64_t> values;
    if (set)
      for (NamedAttribute s : set)
        if (!bound(func.getName(), s.getName()))
          values[s.getName()] = cast<IntegerAttr>(s.getValue()).getInt();
    return values;
  }

  /// Warns when the command line binds some, not all, of the parameters
  /// the statically chosen case #i sets to other values: the case's other
  /// values stay, and a tile chosen for the case's thread count (say) may
  /// not fit the bound one. (Cases left to run time are not checked.)
  void warnPartialOverride(unsigned i, DictionaryAttr set) {
    if (!set)
      return;
    SmallVector<std::string> kept, replaced;
    for (NamedAttribute s : set) {
      int64_t v = cast<IntegerAttr>(s.getValue()).getInt();
      std::string entry = (s.getName().getValue() + "=" + Twine(v)).str();
      const Binding *b = bound(func.getName(), s.getName());
      if (b && b->dynamic)
        return; // refused where the parameter is bound
      if (!b)
        kept.push_back(entry);
      else if (b->value != v)
        replaced.push_back(entry + " (bound " + std::to_string(b->value) + ")");
    }
    if (replaced.empty() || kept.empty())
      return;
    func.emitWarning() << "shape case #" << i << " of '" << TileDialect::kDispatchAttrName
                       << "' applies at these sizes; the bindings replace its "
                       << llvm::join(replaced, ", ") << " but it still sets "
                       << llvm::join(kept, ", ")
                       << "; bind those too if they do not suit the bound values";
  }

  /// Every tunable parameter's value in a kernel given `values`: two kernels
  /// with the same compile to the same code.
  std::map<std::string, int64_t> kernelKey(const llvm::StringMap<int64_t> &values) {
    std::map<std::string, int64_t> key;
    for (auto &entry : params) {
      ParamOp p = entry.getValue();
      if (!p.getCandidates())
        continue;
      const Binding *b = bound(func.getName(), p.getName());
      auto it = values.find(p.getName());
      key[p.getName().str()] = it != values.end() ? it->second
                               : b                ? b->value
                                                  : p.getDefaultFor(chip);
    }
    return key;
  }

private:
  InFlightDiagnostic error(unsigned i) {
    return func.emitOpError() << "case #" << i << " of '" << TileDialect::kDispatchAttrName
                              << "': ";
  }
  /// The names of the parameters `problemSizes` selects, for messages.
  std::string names(bool problemSizes) {
    SmallVector<StringRef> out;
    for (auto &entry : params)
      if (!ParamOp(entry.getValue()).getCandidates() == problemSizes)
        out.push_back(entry.getKey());
    llvm::sort(out);
    return out.empty() ? std::string("none") : llvm::join(out, ", ");
  }

  func::FuncOp func;
  StringRef chip;
  BindingLookup bound;
  llvm::StringMap<ParamOp> params;
};

} // namespace

LogicalResult CaseReader::verify(unsigned i, ShapeCaseAttr c) {
  if (c.getKernel())
    return error(i) << "a case that names a kernel is tile-specialize's output; write the "
                       "values it takes, set = {PARAM = value, ...}";
  for (NamedAttribute w : c.getWhen()) {
    ParamOp p = params.lookup(w.getName());
    if (!p || p.getCandidates())
      return error(i) << "'" << w.getName().getValue()
                      << "' is not a problem size of the kernel; a case's ranges are over "
                         "tile.params without candidates (here: "
                      << names(true) << ")";
  }
  for (NamedAttribute s : c.getSet()) {
    ParamOp p = params.lookup(s.getName());
    if (!p || !p.getCandidates())
      return error(i) << "'" << s.getName().getValue()
                      << "' is not a tunable parameter of the kernel; a case sets "
                         "tile.params with candidates (here: "
                      << names(false) << ")";
    int64_t v = cast<IntegerAttr>(s.getValue()).getInt();
    if (!llvm::is_contained(*p.getCandidates(), v)) {
      InFlightDiagnostic diag = error(i) << "value " << v << " for '" << p.getName()
                                         << "' is not among its candidates [";
      llvm::interleaveComma(*p.getCandidates(), diag);
      return diag << "]";
    }
  }
  return success();
}

LogicalResult tile::expandDispatch(ModuleOp module, StringRef chip, BindingLookup bound,
                                   ValuesPerFunc &caseValues,
                                   llvm::DenseMap<Operation *, std::string> &sourceNames) {
  MLIRContext *ctx = module.getContext();
  SmallVector<func::FuncOp> funcs;
  module.walk([&](func::FuncOp f) {
    if (f->hasAttr(TileDialect::kDispatchAttrName))
      funcs.push_back(f);
  });
  for (func::FuncOp func : funcs) {
    auto cases = func->getAttrOfType<ArrayAttr>(TileDialect::kDispatchAttrName);
    // A table of specializations: tile-specialize's own output, fed again.
    if (llvm::all_of(cases, [](Attribute c) { return bool(cast<ShapeCaseAttr>(c).getKernel()); }))
      continue;
    CaseReader reader(func, chip, bound);
    for (auto [i, c] : llvm::enumerate(cases))
      if (failed(reader.verify(i, cast<ShapeCaseAttr>(c))))
        return failure();

    // First match wins: cases before the first that holds on fixed sizes
    // alone stay open, if they hold on the fixed ones, for run time.
    struct Open {
      DictionaryAttr when; // over run-time dimensions only
      DictionaryAttr set;
      unsigned index;
      ShapeCaseAttr source;
    };
    SmallVector<Open> open;
    DictionaryAttr chosen;
    unsigned chosenIndex = 0;
    for (auto [i, a] : llvm::enumerate(cases)) {
      auto c = cast<ShapeCaseAttr>(a);
      bool holds = true;
      SmallVector<NamedAttribute> runTime;
      for (NamedAttribute w : c.getWhen()) {
        auto [lo, hi] = *c.getRange(w.getName());
        std::optional<int64_t> v = reader.fixedValue(w.getName());
        if (!v)
          runTime.push_back(w);
        else if (*v < lo || *v > hi)
          holds = false;
      }
      if (!holds)
        continue;
      if (runTime.empty()) {
        chosen = c.getSet();
        chosenIndex = i;
        break;
      }
      // A case whose run-time ranges lie within an earlier open case's is
      // never reached (the fixed sizes decided what told them apart).
      auto within = [&](const Open &earlier) {
        return llvm::all_of(earlier.when, [&](NamedAttribute w) {
          auto [lo, hi] = *earlier.source.getRange(w.getName());
          std::optional<std::pair<int64_t, int64_t>> mine = c.getRange(w.getName());
          return mine && mine->first >= lo && mine->second <= hi;
        });
      };
      if (llvm::any_of(open, within))
        continue;
      open.push_back({DictionaryAttr::get(ctx, runTime), c.getSet(), unsigned(i), c});
    }

    StringRef name = func.getName();
    reader.warnPartialOverride(chosenIndex, chosen);
    int64_t launches = 0;
    func.walk([&](LaunchOp) { ++launches; });
    if (!open.empty() && launches > 1)
      return func.emitOpError()
             << "has " << launches << " tile.launch ops and cases over a run-time dimension; "
             << "a dispatch table picks one kernel per launch, so split the function (one "
                "launch each) or bind the dimension";
    llvm::StringMap<int64_t> values = reader.valuesOf(chosen);
    SmallVector<std::pair<std::map<std::string, int64_t>, std::string>> kernels = {
        {reader.kernelKey(values), name.str()}};
    caseValues[func] = std::move(values);
    SmallVector<Attribute> table;
    OpBuilder b(ctx);
    b.setInsertionPointAfter(func);
    for (const Open &c : open) {
      llvm::StringMap<int64_t> caseSet = reader.valuesOf(c.set);
      std::map<std::string, int64_t> key = reader.kernelKey(caseSet);
      auto same = llvm::find_if(kernels, [&](const auto &k) { return k.first == key; });
      std::string target = same != kernels.end() ? same->second : "";
      if (target.empty()) {
        target = (name + "_case" + Twine(c.index)).str();
        if (SymbolTable::lookupSymbolIn(module, target))
          return func.emitOpError()
                 << "case #" << c.index << " of '" << TileDialect::kDispatchAttrName
                 << "' compiles as @" << target
                 << ", a name the module already holds; rename that function";
        auto clone = cast<func::FuncOp>(b.clone(*func.getOperation()));
        clone.setName(target);
        clone->removeAttr(TileDialect::kDispatchAttrName);
        clone->setAttr(TileDialect::kCaseOfAttrName, StringAttr::get(ctx, name));
        caseValues[clone] = std::move(caseSet);
        sourceNames[clone] = name.str();
        kernels.emplace_back(std::move(key), target);
      }
      table.push_back(
          ShapeCaseAttr::get(ctx, c.when, DictionaryAttr(), StringAttr::get(ctx, target)));
    }
    // Cases at the end that run the kernel itself change nothing.
    while (!table.empty() && cast<ShapeCaseAttr>(table.back()).getKernel().getValue() == name)
      table.pop_back();
    if (table.empty())
      func->removeAttr(TileDialect::kDispatchAttrName);
    else
      func->setAttr(TileDialect::kDispatchAttrName, ArrayAttr::get(ctx, table));
  }
  return success();
}
