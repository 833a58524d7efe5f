//===- Specialize.cpp - bind tile.param to constants ----------------------===//
//
// Implements `tile-specialize`: every tile.param becomes a constant (its
// binding or its default), parameter-named argument dimensions become static,
// and constant sizes fold into tile types. A parameter bound to `dynamic`
// becomes an index argument of its function instead (a run-time dimension):
// the dimensions it names stay `?`.
//
//===----------------------------------------------------------------------===//

#include "tile/Dialect/Tile/Transforms/Passes.h"
#include "Dispatch.h"
#include "tile/Chip/Chip.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <limits>
#include "llvm/Support/MathExtras.h"

#include <numeric>

namespace mlir::tile {
#define GEN_PASS_DEF_TILESPECIALIZE
#include "tile/Dialect/Tile/Transforms/Passes.h.inc"
} // namespace mlir::tile

using namespace mlir;
using namespace mlir::tile;

namespace {

struct TileSpecializePass
    : public tile::impl::TileSpecializeBase<TileSpecializePass> {
  using Base::Base;

  /// Accepts the usual `bind=a=1,b=2` as well as bare `a=1 b=2` pairs, so
  /// that `--tile-specialize="block_M=128 block_N=64"` reads naturally.
  LogicalResult initializeOptions(
      StringRef options,
      function_ref<LogicalResult(const Twine &)> errorHandler) override {
    SmallVector<std::string> pairs;
    SmallVector<StringRef> tokens;
    options.split(tokens, ' ', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
    for (StringRef token : tokens) {
      // `chip=` is the one option; everything else binds parameters.
      if (token.consume_front("chip=")) {
        chip = token.str();
        continue;
      }
      token.consume_front("bind=");
      SmallVector<StringRef> parts;
      token.split(parts, ',', -1, /*KeepEmpty=*/false);
      // A malformed pair is reported with the module's location when the
      // pass runs (parseBindings).
      for (StringRef pair : parts)
        pairs.push_back(pair.str());
    }
    bindings = pairs;
    return success();
  }

  void runOnOperation() override;
};

} // namespace

static std::string describe(const Binding &b) {
  if (!b.dynamic)
    return std::to_string(b.value);
  return b.multiple == 1 ? std::string("dynamic") : "dynamic%" + std::to_string(b.multiple);
}

/// Parses the bindings; reports malformed ones.
static FailureOr<llvm::StringMap<Binding>>
parseBindings(ModuleOp module, ArrayRef<std::string> bindings) {
  llvm::StringMap<Binding> result;
  for (StringRef pair : bindings) {
    auto [name, value] = pair.split('=');
    Binding bound;
    auto [kind, multiple] = value.trim().split('%');
    bound.dynamic = kind.trim() == "dynamic";
    bool badMultiple = value.contains('%') && (!bound.dynamic ||
                                               multiple.trim().getAsInteger(10, bound.multiple) ||
                                               bound.multiple < 1);
    if (name.empty() || badMultiple ||
        (!bound.dynamic && value.trim().getAsInteger(10, bound.value))) {
      module.emitError() << "malformed parameter binding '" << pair
                         << "': expected name=integer, name=dynamic or name=dynamic%d (a "
                            "run-time value that is a multiple of the positive integer d)";
      return failure();
    }
    // Two values for one name is a typo, not an override: say so.
    auto [it, inserted] = result.try_emplace(name.trim(), bound);
    if (!inserted && it->second != bound) {
      module.emitError() << "parameter '" << name.trim() << "' is bound twice, to "
                         << describe(it->second) << " and " << describe(bound)
                         << "; bind it once";
      return failure();
    }
  }
  return result;
}

/// Makes the memref arguments named by `tile.dims` static.
static LogicalResult resolveArgumentDims(FunctionOpInterface func,
                                         const llvm::StringMap<int64_t> &values,
                                         const llvm::StringMap<int64_t> &dynamic) {
  if (func.isExternal())
    return success();
  SmallVector<Type> argTypes(func.getArgumentTypes());
  bool changed = false;
  for (unsigned i = 0; i < func.getNumArguments(); ++i) {
    auto names = func.getArgAttrOfType<ArrayAttr>(i, TileDialect::kDimsAttrName);
    if (!names)
      continue;
    auto type = cast<MemRefType>(argTypes[i]);
    SmallVector<int64_t> shape(type.getShape());
    unsigned next = 0;
    SmallVector<Attribute> runTime; // the names left dynamic, in order
    for (int64_t &d : shape) {
      if (!ShapedType::isDynamic(d))
        continue;
      StringRef name = cast<StringAttr>(names[next++]).getValue();
      if (dynamic.contains(name)) {
        runTime.push_back(StringAttr::get(func.getContext(), name));
        continue;
      }
      auto it = values.find(name);
      if (it == values.end())
        return func.emitOpError()
               << "argument #" << i << " names parameter '" << name
               << "' in '" << TileDialect::kDimsAttrName
               << "', but the function declares no tile.param \"" << name
               << "\"";
      if (it->second < 1)
        return func.emitOpError() << "parameter '" << name << "' = "
                                  << it->second << " sizes argument #" << i
                                  << "; dimensions must be positive";
      d = it->second;
    }
    argTypes[i] = MemRefType::get(shape, type.getElementType(),
                                  type.getLayout(), type.getMemorySpace());
    BlockArgument arg = func.getArgument(i);
    arg.setType(argTypes[i]);
    // Ops of other dialects whose types are tied to the argument's (a
    // memref.subview of it, say) see the old type through a memref.cast;
    // canonicalization folds the cast into them.
    if (llvm::any_of(arg.getUsers(), [](Operation *user) {
          return !isa<TileDialect>(user->getDialect());
        })) {
      OpBuilder b(func->getContext());
      b.setInsertionPointToStart(&func.getFunctionBody().front());
      Value cast = memref::CastOp::create(b, arg.getLoc(), type, arg);
      arg.replaceUsesWithIf(cast, [&](OpOperand &use) {
        return use.getOwner() != cast.getDefiningOp() &&
               !isa<TileDialect>(use.getOwner()->getDialect());
      });
    }
    if (runTime.empty())
      func.removeArgAttr(i, StringAttr::get(func.getContext(), TileDialect::kDimsAttrName));
    else
      func.setArgAttr(i, TileDialect::kDimsAttrName, ArrayAttr::get(func.getContext(), runTime));
    changed = true;
  }
  if (changed)
    func.setType(FunctionType::get(func.getContext(), argTypes,
                                   func.getResultTypes()));
  return success();
}

/// A schedule attribute that may name a tile.param instead of a value:
/// `tile.num_stages` on a loop, `tile.warp_specialize` and
/// `tile.consumer_groups` on a launch, so that a schedule choice is tuned
/// and bound like any size. Its values are lo to hi; `unit` ones become a
/// unit attribute at 1 and go at 0.
struct ScheduleAttr {
  StringRef name;
  int64_t lo, hi;
  StringRef rule;
  bool unit;
  int64_t step = 1;
  /// Whether 0 means "none": the attribute goes.
  bool zeroDrops = false;
};

/// Replaces each `attr = "name"` by the value of the function's parameter
/// of that name.
/// A unit attribute whose parameter was not bound (its default's or a
/// shape case's 1) is also listed in the launch's tile.schedule_defaults.
static LogicalResult
resolveParamAttr(ModuleOp module, const ScheduleAttr &attr,
                 llvm::DenseMap<Operation *, llvm::StringMap<int64_t>> &values,
                 llvm::DenseMap<Operation *, llvm::StringMap<int64_t>> &dynamic,
                 llvm::DenseMap<Operation *, llvm::StringSet<>> &bound) {
  Builder b(module.getContext());
  WalkResult walk = module.walk([&](Operation *op) {
    auto name = op->getAttrOfType<StringAttr>(attr.name);
    if (!name)
      return WalkResult::advance();
    auto func = op->getParentOfType<FunctionOpInterface>();
    const llvm::StringMap<int64_t> &params = values[func];
    if (dynamic[func].contains(name.getValue())) {
      op->emitOpError() << "'" << attr.name << "' names parameter '" << name.getValue()
                        << "', which is bound to run time; a schedule choice must be a "
                           "compile-time value";
      return WalkResult::interrupt();
    }
    auto it = params.find(name.getValue());
    if (it == params.end()) {
      InFlightDiagnostic diag = op->emitOpError()
                                << "'" << attr.name << "' names parameter '" << name.getValue()
                                << "', but the function declares no tile.param \""
                                << name.getValue() << "\"";
      if (!params.empty()) {
        SmallVector<StringRef> names;
        for (const auto &entry : params)
          names.push_back(entry.getKey());
        llvm::sort(names);
        diag << "; parameters are: " << llvm::join(names, ", ");
      }
      return WalkResult::interrupt();
    }
    int64_t v = it->second;
    if (attr.zeroDrops && v == 0) {
      op->removeAttr(attr.name);
      return WalkResult::advance();
    }
    if (v < attr.lo || v > attr.hi || v % attr.step) {
      op->emitOpError() << "parameter '" << name.getValue() << "' = " << v << " gives '"
                        << attr.name << "'; " << attr.rule;
      return WalkResult::interrupt();
    }
    if (!attr.unit) {
      op->setAttr(attr.name, b.getI64IntegerAttr(v));
    } else if (v) {
      op->setAttr(attr.name, b.getUnitAttr());
      if (!bound[func].contains(name.getValue())) {
        SmallVector<Attribute> names;
        if (auto old = op->getAttrOfType<ArrayAttr>(TileDialect::kScheduleDefaultsAttrName))
          names.append(old.begin(), old.end());
        names.push_back(b.getStringAttr(attr.name));
        op->setAttr(TileDialect::kScheduleDefaultsAttrName, b.getArrayAttr(names));
      }
    } else {
      op->removeAttr(attr.name);
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

static LogicalResult
resolveScheduleParams(ModuleOp module, const Chip &chip,
                      llvm::DenseMap<Operation *, llvm::StringMap<int64_t>> &values,
                      llvm::DenseMap<Operation *, llvm::StringMap<int64_t>> &dynamic,
                      llvm::DenseMap<Operation *, llvm::StringSet<>> &bound) {
  const ScheduleAttr attrs[] = {
      {TileDialect::kNumStagesAttrName, 1, std::numeric_limits<int64_t>::max(),
       "stage counts must be positive (1 disables pipelining)", false},
      {TileDialect::kConsumerGroupsAttrName, 1, 4, "a launch has 1 to 4 consumer groups", false},
      {TileDialect::kProducerRegistersAttrName, TileDialect::kMinRegisters,
       TileDialect::kMaxRegisters,
       "a producer warpgroup keeps 24 to 256 registers in steps of 8 (setmaxnreg), or 0 "
       "(a producer warp without setmaxnreg)",
       false, TileDialect::kRegisterStep, /*zeroDrops=*/true},
      {TileDialect::kWarpSpecializeAttrName, 0, 1, "it is 1 (a producer warp) or 0 (none)",
       true},
      {TileDialect::kTmaMulticastAttrName, 0, 1,
       "it is 1 (clusters of two with multicast loads) or 0 (none)", true},
      {TileDialect::kTmaStoreAttrName, 0, 1,
       "it is 1 (epilogue stores through TMA) or 0 (direct or staged stores)", true},
  };
  for (const ScheduleAttr &attr : attrs)
    if (failed(resolveParamAttr(module, attr, values, dynamic, bound)))
      return failure();
  // Without TMA the request means nothing; dropping it here makes both
  // values one kernel (tile-tune compiles and times it once).
  if (!chip.tma)
    module.walk([](LaunchOp launch) {
      launch->removeAttr(TileDialect::kWarpSpecializeAttrName);
      launch->removeAttr(TileDialect::kTmaMulticastAttrName);
      launch->removeAttr(TileDialect::kTmaStoreAttrName);
      launch->removeAttr(TileDialect::kScheduleDefaultsAttrName);
    });
  return success();
}

static DictionaryAttr toDictionary(MLIRContext *ctx, const llvm::StringMap<int64_t> &values) {
  SmallVector<NamedAttribute> entries;
  for (const auto &entry : values)
    entries.emplace_back(StringAttr::get(ctx, entry.getKey()),
                         IntegerAttr::get(IntegerType::get(ctx, 64), entry.getValue()));
  return DictionaryAttr::get(ctx, entries);
}

/// `name=dynamic`: the parameter becomes the function's last argument, an
/// index passed by value under the parameter's name, so the kernel reads
/// the dimension at run time. Parameters that choose among candidates pick
/// code, not sizes, and stay compile-time. `caseMultiple` is what a shape
/// case's `multiple_of` adds for the clone it runs (the default rounds up
/// to it: the dispatch table hands the clone only such values).
static LogicalResult
makeRunTimeArgument(ParamOp param, int64_t multiple, int64_t caseMultiple,
                    llvm::DenseMap<Operation *, llvm::StringMap<int64_t>> &dynamicPerFunc) {
  auto func = dyn_cast_or_null<func::FuncOp>(param->getParentOp());
  if (!func || func.isExternal())
    return param.emitOpError() << "'" << param.getName()
                               << "' is bound to dynamic, which needs the tile.param in the "
                                  "body of a func.func (it becomes an argument)";
  if (param.getCandidates())
    return param.emitOpError() << "'" << param.getName()
                               << "' has candidates, so it chooses code at compile time; only a "
                                  "parameter without candidates (a problem size) can be dynamic";
  if (!param.getType().isIndex())
    return param.emitOpError() << "'" << param.getName() << "' is " << param.getType()
                               << "; a run-time dimension is an index";
  if (llvm::any_of(func.getArguments(), [&](BlockArgument arg) {
        auto name = func.getArgAttrOfType<StringAttr>(arg.getArgNumber(),
                                                      TileDialect::kArgNameAttrName);
        return name && name.getValue() == param.getName();
      }))
    return param.emitOpError() << "'" << param.getName()
                               << "' is bound to dynamic, but an argument of " << func.getName()
                               << " is already named so; rename one of them";
  if (param.getChipFact())
    return param.emitOpError() << "'" << param.getName() << "' takes its value from the chip ("
                               << *param.getChipFact()
                               << "); only a problem size can be dynamic";
  // The attribute's getter is unsigned.
  int64_t defaultValue = static_cast<int64_t>(*param.getDefaultValue());
  if (int64_t size = defaultValue; size < 1)
    return param.emitOpError() << "'" << param.getName() << "' is bound to dynamic, but its "
                               << "default " << size
                               << " (the value a launch takes when given none) is not a size; "
                                  "give it a default of 1 or more";
  // The facts of the declaration and of the binding hold together.
  int64_t declared = param.getMultipleOf().value_or(1);
  int64_t both = 0;
  if (llvm::MulOverflow(multiple / std::gcd(multiple, declared), declared, both))
    return param.emitOpError() << "'" << param.getName() << "' is bound to dynamic%" << multiple
                               << " and declared multiple_of " << declared
                               << ": no 64-bit size is a multiple of both";
  multiple = both;
  if (defaultValue % multiple != 0)
    return param.emitOpError() << "'" << param.getName() << "' is bound to dynamic%" << multiple
                               << ", but its default " << defaultValue
                               << " (the value a launch takes when given none) is not a "
                                  "multiple of "
                               << multiple << "; change the default or the multiple";
  if (llvm::MulOverflow(multiple / std::gcd(multiple, caseMultiple), caseMultiple, both))
    return param.emitOpError() << "'" << param.getName() << "' is a multiple of " << multiple
                               << " and a shape case asks multiple_of " << caseMultiple
                               << ": no 64-bit size is a multiple of both";
  multiple = both;
  if (multiple > INT64_MAX / 2 - defaultValue)
    return param.emitOpError() << "'" << param.getName() << "' would be a multiple of "
                               << multiple
                               << " (a shape case's multiple_of): no size the kernel's byte "
                                  "counts can hold is; use a smaller multiple";
  defaultValue = (defaultValue + multiple - 1) / multiple * multiple;
  MLIRContext *ctx = param.getContext();
  unsigned index = func.getNumArguments();
  SmallVector<NamedAttribute> argAttrs = {NamedAttribute(
      StringAttr::get(ctx, TileDialect::kArgNameAttrName), StringAttr::get(ctx, param.getName()))};
  if (multiple > 1)
    argAttrs.emplace_back(StringAttr::get(ctx, TileDialect::kMultipleOfAttrName),
                          IntegerAttr::get(IntegerType::get(ctx, 64), multiple));
  auto attrs = DictionaryAttr::get(ctx, argAttrs);
  if (failed(func.insertArgument(index, param.getType(), attrs, param.getLoc())))
    return failure();
  dynamicPerFunc[func][param.getName()] = defaultValue;
  param.replaceAllUsesWith(func.getArgument(index));
  param.erase();
  return success();
}

void TileSpecializePass::runOnOperation() {
  ModuleOp module = getOperation();
  MLIRContext *ctx = &getContext();
  if (!Chip::lookup(chip)) {
    mlir::emitError(module.getLoc()) << Chip::unknownMessage(chip);
    return signalPassFailure();
  }
  FailureOr<llvm::StringMap<Binding>> bound = parseBindings(module, bindings);
  if (failed(bound))
    return signalPassFailure();

  SmallVector<ParamOp> params;
  module.walk([&](ParamOp p) { params.push_back(p); });

  // A binding `name=v` applies to every parameter so named; `func.name=v`
  // only to the one in function `func`, and wins over the plain form.
  auto qualifiedName = [](ParamOp p) {
    auto func = p->getParentOfType<FunctionOpInterface>();
    return ((func ? func.getName() : StringRef()) + "." + p.getName()).str();
  };
  // Every binding must name a parameter.
  for (const auto &entry : *bound) {
    if (llvm::any_of(params, [&](ParamOp p) {
          return p.getName() == entry.getKey() ||
                 qualifiedName(p) == entry.getKey();
        }))
      continue;
    // Point at the first parameter: that is where the user looks.
    Location loc = params.empty() ? module.getLoc() : params.front().getLoc();
    InFlightDiagnostic diag = emitError(loc)
                              << "no tile.param named '" << entry.getKey()
                              << "' to bind";
    if (params.empty()) {
      diag << "; the module declares no parameters";
    } else {
      diag << "; parameters are: ";
      llvm::interleaveComma(params, diag,
                            [&](ParamOp p) { diag << p.getName(); });
    }
    return signalPassFailure();
  }

  // Shape cases: the values each function takes, and the clones for the
  // cases decided at run time (named as their source for bindings).
  auto lookup = [&](StringRef func, StringRef name) -> const Binding * {
    auto it = bound->find((func + "." + name).str());
    if (it == bound->end())
      it = bound->find(name);
    return it == bound->end() ? nullptr : &it->second;
  };
  ValuesPerFunc caseValues, caseMultiples;
  llvm::DenseMap<Operation *, std::string> sourceNames;
  if (failed(expandDispatch(module, chip, lookup, caseValues, caseMultiples, sourceNames)))
    return signalPassFailure();
  params.clear();
  module.walk([&](ParamOp p) { params.push_back(p); });

  // Replace parameters by constants (or run-time arguments), remembering
  // the values per function.
  ValuesPerFunc valuesPerFunc, dynamicPerFunc;
  llvm::DenseMap<Operation *, llvm::StringSet<>> boundPerFunc;
  // A function specialized before (tile-opt's output fed back) keeps its
  // run-time dimensions: their tile.params are gone, their record is not.
  module.walk([&](FunctionOpInterface func) {
    if (auto dims = func->getAttrOfType<DictionaryAttr>(TileDialect::kDynamicDimsAttrName))
      for (NamedAttribute d : dims)
        if (auto v = dyn_cast<IntegerAttr>(d.getValue()))
          dynamicPerFunc[func][d.getName().getValue()] = v.getInt();
  });
  for (ParamOp param : params) {
    Operation *func = param->getParentOfType<FunctionOpInterface>();
    int64_t value = param.getDefaultFor(chip);
    if (auto it = caseValues[func].find(param.getName()); it != caseValues[func].end())
      value = it->second;
    std::string source = sourceNames.lookup(func);
    if (source.empty() && func)
      source = cast<FunctionOpInterface>(func).getName().str();
    const Binding *binding = lookup(source, param.getName());
    if (binding && binding->dynamic) {
      int64_t caseMultiple = caseMultiples[func].lookup(param.getName());
      if (failed(makeRunTimeArgument(param, binding->multiple, std::max<int64_t>(caseMultiple, 1),
                                     dynamicPerFunc)))
        return signalPassFailure();
      continue;
    }
    if (binding) {
      value = binding->value;
      boundPerFunc[func].insert(param.getName());
    }
    if (std::optional<int64_t> d = param.getMultipleOf(); d && value % *d != 0) {
      param.emitOpError() << "value " << value << " bound to '" << param.getName()
                          << "' is not a multiple of " << *d
                          << ", which the kernel states (multiple_of) and relies on";
      return signalPassFailure();
    }
    if (auto candidates = param.getCandidates();
        candidates && !llvm::is_contained(*candidates, value)) {
      InFlightDiagnostic diag = param.emitOpError()
                                << "value " << value << " bound to '"
                                << param.getName()
                                << "' is not among its candidates [";
      llvm::interleaveComma(*candidates, diag);
      diag << "]";
      return signalPassFailure();
    }
    unsigned width = param.getType().isIndex()
                         ? 64
                         : param.getType().getIntOrFloatBitWidth();
    if (width < 64 && (value < -(int64_t(1) << (width - 1)) ||
                       value >= (int64_t(1) << width))) {
      param.emitOpError() << "value " << value << " bound to '"
                          << param.getName() << "' does not fit in "
                          << param.getType();
      return signalPassFailure();
    }
    valuesPerFunc[func][param.getName()] = value;
    // A parameter read only by name (a stage count, a producer warp)
    // leaves no constant: two bindings of it then print the same IR.
    if (!param->use_empty()) {
      OpBuilder b(param);
      Value c = arith::ConstantOp::create(b, param.getLoc(), param.getType(),
                                          b.getIntegerAttr(param.getType(), value));
      param.replaceAllUsesWith(c);
    }
    param.erase();
  }

  if (failed(resolveScheduleParams(module, *Chip::lookup(chip), valuesPerFunc, dynamicPerFunc,
                                   boundPerFunc)))
    return signalPassFailure();

  // Argument shapes and the record of bound values.
  WalkResult walk = module.walk([&](FunctionOpInterface func) {
    const llvm::StringMap<int64_t> &values = valuesPerFunc[func];
    const llvm::StringMap<int64_t> &dynamic = dynamicPerFunc[func];
    if (failed(resolveArgumentDims(func, values, dynamic)))
      return WalkResult::interrupt();
    if (!dynamic.empty())
      func->setAttr(TileDialect::kDynamicDimsAttrName, toDictionary(ctx, dynamic));
    if (values.empty())
      return WalkResult::advance();
    func->setAttr(TileDialect::kParamsAttrName, toDictionary(ctx, values));
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return signalPassFailure();

  // Fold the now-constant sizes into tile types and loop bounds.
  RewritePatternSet patterns(ctx);
  AllocSharedOp::getCanonicalizationPatterns(patterns, ctx);
  AllocFragmentOp::getCanonicalizationPatterns(patterns, ctx);
  AllocLocalOp::getCanonicalizationPatterns(patterns, ctx);
  ParallelOp::getCanonicalizationPatterns(patterns, ctx);
  LaunchOp::getCanonicalizationPatterns(patterns, ctx);
  GreedyRewriteConfig config;
  // The requirements are checked below, with their own messages.
  config.enableFolding(true);
  if (failed(applyPatternsGreedily(module, std::move(patterns), config)))
    return signalPassFailure();

  // The run-time dimensions a function has, for the messages below.
  auto runTimeNames = [](Operation *op) {
    std::string names;
    if (auto func = op->getParentOfType<FunctionOpInterface>())
      if (auto dims = func->getAttrOfType<DictionaryAttr>(TileDialect::kDynamicDimsAttrName))
        for (NamedAttribute d : dims)
          names += (names.empty() ? "" : ", ") + d.getName().str();
    return names;
  };
  // Tiles live in registers and shared memory: their sizes are fixed.
  WalkResult sized = module.walk([&](Operation *op) {
    if (!isa<AllocSharedOp, AllocFragmentOp, AllocLocalOp>(op) ||
        cast<MemRefType>(op->getResult(0).getType()).hasStaticShape())
      return WalkResult::advance();
    std::string names = runTimeNames(op);
    if (names.empty())
      return WalkResult::advance(); // reported where it is lowered
    op->emitOpError() << "sizes a tile with a value known only at run time (the run-time "
                         "dimensions are "
                      << names << "); tile sizes must be compile-time parameters";
    return WalkResult::interrupt();
  });
  if (sized.wasInterrupted())
    return signalPassFailure();

  // Requirements on the parameters must now be decided.
  WalkResult checked = module.walk([&](AssertOp op) {
    std::optional<int64_t> c = getConstantIntValue(op.getCondition());
    if (!c) {
      std::string names = runTimeNames(op);
      if (!names.empty())
        op.emitOpError() << "requirement '" << op.getMessage()
                         << "' depends on a run-time dimension (" << names
                         << "); bind the dimension to a value, or state the requirement on "
                            "compile-time parameters only";
      else
        op.emitOpError() << "condition does not fold to a constant once the "
                            "parameters are bound; state requirements on "
                            "tile.param values only";
      return WalkResult::interrupt();
    }
    if (!*c) {
      InFlightDiagnostic diag = op.emitOpError()
                                << "requirement failed: " << op.getMessage();
      if (auto func = op->getParentOfType<FunctionOpInterface>())
        if (auto params = func->getAttrOfType<DictionaryAttr>(
                TileDialect::kParamsAttrName)) {
          diag << " (with ";
          llvm::interleaveComma(params, diag, [&](NamedAttribute p) {
            diag << p.getName().getValue() << "="
                 << cast<IntegerAttr>(p.getValue()).getInt();
          });
          diag << ")";
        }
      return WalkResult::interrupt();
    }
    op.erase();
    return WalkResult::advance();
  });
  if (checked.wasInterrupted())
    return signalPassFailure();
}
