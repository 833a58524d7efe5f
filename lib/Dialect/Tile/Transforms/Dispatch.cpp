//===- Dispatch.cpp - tile-specialize's shape cases -----------------------===//
//
// A kernel's `tile.dispatch` lists #tile.case entries: ranges of problem
// sizes and the tunable values the kernel takes there. A case over fixed
// dimensions is decided here; each case over a run-time dimension becomes
// a clone of the kernel with its values, and the kernel keeps the table
// that the manifest carries and the runtime reads at launch. A case's
// `waves` bounds its own launch's blocks per multiprocessor and `fill`
// weighs how well its grid fills the waves against the next choice's,
// decided here where the grids follow fixed sizes only, else at launch;
// `multiple_of`
// asks dimensions to be multiples, and a clone over a run-time one is
// compiled with the fact.
//
//===----------------------------------------------------------------------===//

#include "Dispatch.h"

#include "tile/Analysis/HostExpressions.h"
#include "tile/Chip/Chip.h"
#include "tile/Dialect/Tile/IR/TileDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringExtras.h"

#include <functional>
#include <map>
#include <numeric>

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

  /// What a run-time dimension is known to be a multiple of: its
  /// declaration's multiple_of and the binding's dynamic%d.
  int64_t knownMultiple(StringRef dim) {
    const Binding *b = bound(func.getName(), dim);
    int64_t declared = params.lookup(dim).getMultipleOf().value_or(1);
    int64_t given = b ? b->multiple : 1;
    return given / std::gcd(given, declared) * declared;
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

  /// The blocks of the function's launch under case #i's values, or
  /// nothing when the grid follows a run-time dimension (the runtime then
  /// counts them); failure (reported) when the grid is not integer
  /// arithmetic on tile.params.
  FailureOr<std::optional<int64_t>> blocksOf(unsigned i, DictionaryAttr set, StringRef why);

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
  SmallVector<NamedAttribute> conditions(c.getWhen().begin(), c.getWhen().end());
  if (c.getMultipleOf())
    conditions.append(c.getMultipleOf().begin(), c.getMultipleOf().end());
  for (NamedAttribute w : conditions) {
    ParamOp p = params.lookup(w.getName());
    if (!p || p.getCandidates())
      return error(i) << "'" << w.getName().getValue()
                      << "' is not a problem size of the kernel; a case's conditions are over "
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

FailureOr<std::optional<int64_t>> CaseReader::blocksOf(unsigned i, DictionaryAttr set,
                                                      StringRef why) {
  SmallVector<LaunchOp> launches;
  func.walk([&](LaunchOp l) { launches.push_back(l); });
  if (launches.size() != 1)
    return error(i) << why << " counts the blocks of the function's launch, but it has "
                    << launches.size() << " tile.launch ops; split the function (one launch each)";
  // Every parameter's value in this case; run-time dimensions stay names.
  std::map<std::string, int64_t> values;
  llvm::StringMap<int64_t> caseSet = valuesOf(set);
  for (auto &entry : params) {
    const Binding *b = bound(func.getName(), entry.getKey());
    if (auto it = caseSet.find(entry.getKey()); it != caseSet.end())
      values[entry.getKey().str()] = it->second;
    else if (!b || !b->dynamic)
      values[entry.getKey().str()] = b ? b->value : entry.getValue().getDefaultFor(chip);
  }
  auto nameOf = [](Value v) -> std::optional<std::string> {
    if (auto p = v.getDefiningOp<ParamOp>())
      return p.getName().str();
    return std::nullopt;
  };
  std::function<bool(const Expression &)> atRunTime = [&](const Expression &e) {
    if (std::optional<StringRef> name = e.getAsString())
      return !values.count(name->str());
    // [op, lhs, rhs]: the operands.
    if (const llvm::json::Array *node = e.getAsArray())
      return llvm::any_of(llvm::drop_begin(*node), atRunTime);
    return false;
  };
  uint64_t blocks = 1;
  for (Value extent : launches.front().getGridSize()) {
    FailureOr<Expression> e = getExpression(extent, nameOf);
    if (failed(e))
      return error(i) << why << " counts the launch's blocks, but its grid is not integer "
                         "arithmetic on tile.params and constants";
    if (atRunTime(*e))
      return std::optional<int64_t>();
    std::string why;
    FailureOr<int64_t> v = evaluateExpression(*e, values, why);
    if (failed(v))
      return error(i) << "the launch's grid with the case's values: " << why;
    blocks = llvm::SaturatingMultiply<uint64_t>(blocks, std::max<int64_t>(*v, 0));
  }
  return std::optional<int64_t>(std::min<uint64_t>(blocks, INT64_MAX / 2));
}

LogicalResult tile::expandDispatch(ModuleOp module, StringRef chip, BindingLookup bound,
                                   ValuesPerFunc &caseValues, ValuesPerFunc &caseMultiples,
                                   llvm::DenseMap<Operation *, std::string> &sourceNames) {
  MLIRContext *ctx = module.getContext();
  SmallVector<func::FuncOp> funcs;
  module.walk([&](func::FuncOp f) {
    if (f->hasAttr(TileDialect::kDispatchAttrName))
      funcs.push_back(f);
  });
  for (func::FuncOp func : funcs) {
    auto cases = func->getAttrOfType<ArrayAttr>(TileDialect::kDispatchAttrName);
    // A table of specializations: tile-specialize's own output, fed again,
    // whose kernels are the function itself or its clones.
    if (llvm::all_of(cases, [](Attribute c) { return bool(cast<ShapeCaseAttr>(c).getKernel()); })) {
      for (auto [i, a] : llvm::enumerate(cases)) {
        StringRef target = cast<ShapeCaseAttr>(a).getKernel().getValue();
        auto clone = module.lookupSymbol<func::FuncOp>(target);
        auto of = clone ? clone->getAttrOfType<StringAttr>(TileDialect::kCaseOfAttrName)
                        : StringAttr();
        if (target != func.getName() && (!of || of.getValue() != func.getName()))
          return func.emitOpError()
                 << "case #" << i << " of '" << TileDialect::kDispatchAttrName << "' names @"
                 << target << ", which is not a specialization tile-specialize made of @"
                 << func.getName() << "; write the values the case takes, set = {PARAM = "
                                      "value, ...}";
      }
      continue;
    }
    CaseReader reader(func, chip, bound);
    for (auto [i, c] : llvm::enumerate(cases))
      if (failed(reader.verify(i, cast<ShapeCaseAttr>(c))))
        return failure();
    // A case inside an earlier one's ranges is dead at every size.
    for (unsigned j = 1; j < cases.size(); ++j)
      for (unsigned i = 0; i < j; ++i) {
        auto earlier = cast<ShapeCaseAttr>(cases[i]), later = cast<ShapeCaseAttr>(cases[j]);
        if (earlier.getWaves() || earlier.getFill() || earlier.getMultipleOf() ||
            earlier.getWhen().empty() ||
            !llvm::all_of(earlier.getWhen(), [&](NamedAttribute w) {
              auto [lo, hi] = *earlier.getRange(w.getName());
              std::optional<std::pair<int64_t, int64_t>> mine = later.getRange(w.getName());
              return mine && lo <= mine->first && mine->second <= hi;
            }))
          continue;
        func.emitWarning() << "case #" << j << " of '" << TileDialect::kDispatchAttrName
                           << "' is never reached: case #" << i
                           << " comes first and holds wherever it does";
        break;
      }

    // First match wins: cases before the first that holds on fixed sizes
    // alone stay open, if they hold on the fixed ones, for run time.
    struct Open {
      DictionaryAttr when; // over run-time dimensions only
      DictionaryAttr set;
      unsigned index;
      ShapeCaseAttr source;
      int64_t waves; // left to run time, or 0
      DictionaryAttr multiples; // left to run time, or null
      int64_t fill; // left to run time, or 0
    };
    const Chip *targetChip = Chip::lookup(chip.str());
    int64_t multiprocessors = targetChip ? targetChip->multiprocessors : 0;
    // Case #i on the fixed sizes: whether it can hold, and what it leaves
    // to run time.
    struct Verdict {
      bool holds = true;
      SmallVector<NamedAttribute> runTime, runTimeMultiples;
      int64_t openWaves = 0, openFill = 0;
      bool isOpen() const {
        return !runTime.empty() || !runTimeMultiples.empty() || openWaves || openFill;
      }
    };
    // The values the cases from #first on choose at these sizes (null: the
    // defaults), or nothing where run time decides.
    std::function<FailureOr<std::optional<DictionaryAttr>>(unsigned)> restChoice;
    auto judge = [&](unsigned i) -> FailureOr<Verdict> {
      auto c = cast<ShapeCaseAttr>(cases[i]);
      Verdict v;
      for (NamedAttribute w : c.getWhen()) {
        auto [lo, hi] = *c.getRange(w.getName());
        if (std::optional<int64_t> fixed = reader.fixedValue(w.getName()))
          v.holds &= lo <= *fixed && *fixed <= hi;
        else if (hi < 1)
          v.holds = false; // a run-time dimension is at least 1
        else
          v.runTime.push_back(NamedAttribute(
              w.getName(), Builder(ctx).getI64ArrayAttr({std::max<int64_t>(lo, 1), hi})));
      }
      if (c.getMultipleOf())
        for (NamedAttribute m : c.getMultipleOf()) {
          int64_t d = cast<IntegerAttr>(m.getValue()).getInt();
          if (std::optional<int64_t> fixed = reader.fixedValue(m.getName()))
            v.holds &= *fixed % d == 0;
          else if (reader.knownMultiple(m.getName()) % d != 0)
            v.runTimeMultiples.push_back(m);
        }
      if (!v.holds || (!c.getWaves() && !c.getFill()))
        return v;
      FailureOr<std::optional<int64_t>> blocks =
          reader.blocksOf(i, c.getSet(), c.getWaves() ? "waves" : "fill");
      if (failed(blocks))
        return failure();
      if (int64_t waves = c.getWaves()) {
        if (!*blocks)
          v.openWaves = waves;
        else if (multiprocessors < 1 ||
                 (**blocks + multiprocessors - 1) / multiprocessors > waves)
          v.holds = false;
      }
      if (!v.holds || !c.getFill())
        return v;
      // fill: against what the later cases choose, where both are known.
      bool othersOpen = v.isOpen();
      v.openFill = c.getFill();
      if (!*blocks || othersOpen || !targetChip)
        return v;
      FailureOr<std::optional<DictionaryAttr>> rest = restChoice(i + 1);
      if (failed(rest))
        return failure();
      if (!*rest)
        return v;
      FailureOr<std::optional<int64_t>> restBlocks = reader.blocksOf(i, **rest, "fill");
      if (failed(restBlocks))
        return failure();
      if (!*restBlocks)
        return v;
      v.openFill = 0;
      v.holds = targetChip->fillsBetter(**blocks, c.getFill(), **restBlocks);
      return v;
    };
    restChoice = [&](unsigned first) -> FailureOr<std::optional<DictionaryAttr>> {
      for (unsigned j = first; j < cases.size(); ++j) {
        FailureOr<Verdict> v = judge(j);
        if (failed(v))
          return failure();
        if (!v->holds)
          continue;
        if (v->isOpen())
          return std::optional<DictionaryAttr>();
        return std::optional<DictionaryAttr>(cast<ShapeCaseAttr>(cases[j]).getSet());
      }
      return std::optional<DictionaryAttr>(DictionaryAttr());
    };
    SmallVector<Open> open;
    DictionaryAttr chosen;
    unsigned chosenIndex = 0;
    for (auto [i, a] : llvm::enumerate(cases)) {
      auto c = cast<ShapeCaseAttr>(a);
      FailureOr<Verdict> v = judge(i);
      if (failed(v))
        return failure();
      if (!v->holds)
        continue;
      if (!v->isOpen()) {
        chosen = c.getSet();
        chosenIndex = i;
        break;
      }
      // A case whose run-time ranges lie within an earlier open case's is
      // never reached (the fixed sizes decided what told them apart),
      // unless that case's grid may still exceed its waves or lose on fill.
      auto within = [&](const Open &earlier) {
        if (earlier.waves || earlier.multiples || earlier.fill)
          return false;
        return llvm::all_of(earlier.when, [&](NamedAttribute w) {
          auto [lo, hi] = *earlier.source.getRange(w.getName());
          std::optional<std::pair<int64_t, int64_t>> mine = c.getRange(w.getName());
          return mine && mine->first >= lo && mine->second <= hi;
        });
      };
      if (llvm::any_of(open, within))
        continue;
      open.push_back({DictionaryAttr::get(ctx, v->runTime), c.getSet(), unsigned(i), c,
                      v->openWaves,
                      v->runTimeMultiples.empty() ? DictionaryAttr()
                                                  : DictionaryAttr::get(ctx, v->runTimeMultiples),
                      v->openFill});
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
      // A kernel compiled for multiples is not the one for other values.
      if (c.multiples)
        for (NamedAttribute m : c.multiples)
          key["%" + m.getName().str()] = cast<IntegerAttr>(m.getValue()).getInt();
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
        if (c.multiples)
          for (NamedAttribute m : c.multiples)
            caseMultiples[clone][m.getName()] = cast<IntegerAttr>(m.getValue()).getInt();
        sourceNames[clone] = name.str();
        kernels.emplace_back(std::move(key), target);
      }
      auto entry = ShapeCaseAttr::get(ctx, c.when, DictionaryAttr(), StringAttr::get(ctx, target),
                                      c.waves, c.multiples, c.fill);
      // The same kernel under the same conditions again never runs.
      if (!llvm::is_contained(table, entry))
        table.push_back(entry);
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
