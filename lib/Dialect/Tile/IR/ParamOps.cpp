//===- ParamOps.cpp - kernel parameters: tile.param, tile.assert ----------===//

#include "tile/Dialect/Tile/IR/TileDialect.h"
#include "tile/Chip/Chip.h"

#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::tile;

//===----------------------------------------------------------------------===//
// ParamOp
//===----------------------------------------------------------------------===//

namespace mlir::tile {
/// `= 128` or `= chip(multiprocessors)` (declared where TileOps.cpp.inc
/// calls it).
ParseResult parseParamDefault(OpAsmParser &parser, IntegerAttr &defaultValue,
                              StringAttr &chipFact) {
  if (succeeded(parser.parseOptionalKeyword("chip"))) {
    std::string fact;
    if (parser.parseLParen() || parser.parseKeywordOrString(&fact) || parser.parseRParen())
      return failure();
    chipFact = parser.getBuilder().getStringAttr(fact);
    return success();
  }
  int64_t value = 0;
  if (parser.parseInteger(value))
    return failure();
  defaultValue = parser.getBuilder().getI64IntegerAttr(value);
  return success();
}

void printParamDefault(OpAsmPrinter &p, ParamOp, IntegerAttr defaultValue,
                       StringAttr chipFact) {
  if (chipFact)
    p << "chip(" << chipFact.getValue() << ")";
  else
    p << defaultValue.getInt();
}
} // namespace mlir::tile

int64_t ParamOp::getDefaultFor(StringRef chip) {
  if (std::optional<StringRef> fact = getChipFact()) {
    // The verifier checked the name; an unknown chip was refused before
    // any default is asked for.
    const Chip *target = Chip::lookup(chip);
    int64_t value = 0;
    (target ? *target : Chip::getDefault()).getFact(*fact, value);
    return value;
  }
  if (std::optional<DictionaryAttr> chips = getChipDefaults())
    if (auto value = chips->getAs<IntegerAttr>(chip))
      return value.getInt();
  return getDefaultValue().value_or(0);
}

LogicalResult ParamOp::verify() {
  StringRef name = getName();
  if (name.empty() || !(llvm::isAlpha(name.front()) || name.front() == '_') ||
      !llvm::all_of(name, [](char c) { return llvm::isAlnum(c) || c == '_'; }))
    return emitOpError() << "parameter name '" << name
                         << "' must be an identifier ([A-Za-z_][A-Za-z0-9_]*)";
  // Names are unique within a function.
  if (auto func = (*this)->getParentOfType<FunctionOpInterface>()) {
    ParamOp first;
    func->walk([&](ParamOp other) {
      if (!first && other.getName() == name)
        first = other;
    });
    if (first && first != *this)
      return emitOpError() << "parameter '" << name
                           << "' is already declared at " << first.getLoc();
  }
  unsigned width = getType().isIndex() ? 64 : getType().getIntOrFloatBitWidth();
  auto fits = [&](int64_t v) {
    return width >= 64 || (v >= -(int64_t(1) << (width - 1)) &&
                           v < (int64_t(1) << width));
  };
  if (getDefaultValue().has_value() == getChipFact().has_value())
    return emitOpError() << "parameter '" << name
                         << "' needs one default: an integer or chip(fact)";
  if (std::optional<StringRef> fact = getChipFact()) {
    int64_t ignored;
    if (!Chip::getDefault().getFact(*fact, ignored))
      return emitOpError() << "parameter '" << name << "' takes chip(" << *fact
                           << "), which no chip describes; the facts are "
                           << Chip::factList();
    if (getCandidates() || getMultipleOf() || getChipDefaults())
      return emitOpError() << "parameter '" << name << "' takes its default from the chip ("
                           << *fact << "); it takes no candidates, multiple_of or `on` "
                           << "defaults (bind it with --set to override it)";
    for (const Chip &chip : Chip::all()) {
      int64_t value = 0;
      chip.getFact(*fact, value);
      if (!fits(value))
        return emitOpError() << "parameter '" << name << "' takes chip(" << *fact << "), "
                             << value << " on " << chip.name << ", which does not fit in "
                             << getType();
    }
    return success();
  }
  int64_t defaultValue = *getDefaultValue();
  if (!fits(defaultValue))
    return emitOpError() << "default " << defaultValue
                         << " of parameter '" << name << "' does not fit in "
                         << getType();
  if (auto candidates = getCandidates()) {
    for (auto [i, v] : llvm::enumerate(*candidates)) {
      if (!fits(v))
        return emitOpError() << "candidate " << v << " of parameter '" << name
                             << "' does not fit in " << getType();
      if (llvm::is_contained(candidates->take_front(i), v))
        return emitOpError() << "candidate " << v << " of parameter '" << name
                             << "' is listed twice";
    }
    if (candidates->empty())
      return emitOpError() << "parameter '" << name
                           << "' lists no candidate values";
    if (!llvm::is_contained(*candidates, defaultValue))
      return emitOpError() << "default " << defaultValue
                           << " of parameter '" << name
                           << "' is not among its candidates";
  }
  // Each chip's default is held to what the plain default is held to.
  SmallVector<std::pair<std::string, int64_t>> chipDefaults;
  if (std::optional<DictionaryAttr> chips = getChipDefaults()) {
    for (NamedAttribute entry : *chips) {
      StringRef chip = entry.getName().getValue();
      if (!Chip::lookup(chip))
        return emitOpError() << "parameter '" << name << "' gives a default on '" << chip
                             << "': " << Chip::unknownMessage(chip);
      auto value = dyn_cast<IntegerAttr>(entry.getValue());
      if (!value)
        return emitOpError() << "parameter '" << name << "' gives " << entry.getValue()
                             << " as its default on " << chip << ", not an integer";
      chipDefaults.push_back({(chip + " default").str(), value.getInt()});
    }
  }
  for (auto &[what, v] : chipDefaults) {
    if (!fits(v))
      return emitOpError() << what << " " << v << " of parameter '" << name
                           << "' does not fit in " << getType();
    if (auto candidates = getCandidates(); candidates && !llvm::is_contained(*candidates, v))
      return emitOpError() << what << " " << v << " of parameter '" << name
                           << "' is not among its candidates";
  }
  if (std::optional<int64_t> d = getMultipleOf()) {
    if (*d < 1)
      return emitOpError() << "multiple_of " << *d << " of parameter '" << name
                           << "' must be positive";
    for (auto &[what, v] : chipDefaults)
      if (v % *d != 0)
        return emitOpError() << what << " " << v << " of parameter '" << name
                             << "' is not a multiple of " << *d << ", as multiple_of states";
    if (defaultValue % *d != 0)
      return emitOpError() << "default " << defaultValue << " of parameter '" << name
                           << "' is not a multiple of " << *d << ", as multiple_of states";
    if (auto candidates = getCandidates())
      for (int64_t v : *candidates)
        if (v % *d != 0)
          return emitOpError() << "candidate " << v << " of parameter '" << name
                               << "' is not a multiple of " << *d << ", as multiple_of states";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// AssertOp
//===----------------------------------------------------------------------===//

LogicalResult AssertOp::verify() {
  if (getEnclosingLaunch(*this))
    return emitOpError() << "states a requirement on parameters and belongs "
                            "outside tile.launch";
  if (std::optional<int64_t> c = getConstantIntValue(getCondition()); c && !*c)
    return emitOpError() << "requirement failed: " << getMessage();
  return success();
}
