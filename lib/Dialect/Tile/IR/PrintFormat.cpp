//===- PrintFormat.cpp - tile.print's printf format -----------------------===//

#include "tile/Dialect/Tile/IR/PrintFormat.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::tile;

std::string mlir::tile::parsePrintFormat(StringRef format,
                                         SmallVectorImpl<PrintConversion> &conversions) {
  for (size_t i = 0; i < format.size(); ++i) {
    if (format[i] != '%')
      continue;
    if (i + 1 >= format.size())
      return "ends with a lone '%'; write '%%' for a percent sign";
    if (format[i + 1] == '%') {
      ++i;
      continue;
    }
    size_t start = i;
    // Flags, width and precision, then the length, then the letter.
    for (++i; i < format.size() && !llvm::isAlpha(format[i]); ++i) {
      if (format[i] == '*')
        return "takes a width or precision from an argument ('*'); write it in the format";
      if (format[i] == '%')
        break;
    }
    if (i < format.size() && !llvm::isAlpha(format[i]))
      return "has a conversion without its letter at '" +
             format.substr(start, i + 1 - start).str() +
             "'; write '%%' for a percent sign";
    size_t lengthStart = i;
    while (i < format.size() && llvm::is_contained({'h', 'l', 'z', 'j', 't', 'L', 'q'}, format[i]))
      ++i;
    if (i >= format.size())
      return "has a conversion without its letter at '" + format.substr(start).str() + "'";
    char kind = format[i];
    if (!StringRef("diuoxXfFeEgGaA").contains(kind))
      return "has the conversion '" + format.substr(start, i + 1 - start).str() +
             "', which tile.print does not pass (it prints integers with d i u o x X, "
             "floats with f e g a)";
    conversions.push_back({lengthStart, i, kind});
  }
  return "";
}

bool mlir::tile::printConversionTakes(char kind, Type t) {
  bool integer = isa<IntegerType, IndexType>(t);
  return StringRef("diuoxX").contains(kind) ? integer : isa<FloatType>(t);
}

std::string mlir::tile::widenPrintFormat(StringRef format,
                                         ArrayRef<PrintConversion> conversions) {
  std::string out;
  size_t at = 0;
  for (const PrintConversion &c : conversions) {
    out += format.substr(at, c.lengthStart - at).str();
    if (StringRef("diuoxX").contains(c.kind))
      out += "ll";
    out += c.kind;
    at = c.letter + 1;
  }
  out += format.substr(at).str();
  return out;
}
