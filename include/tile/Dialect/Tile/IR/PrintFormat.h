//===- PrintFormat.h - tile.print's printf format ----------------*- C++ -*-===//
//
// tile.print passes its values to the device's printf widened (integers to
// 64 bits, floats to double), so each conversion must take that width: the
// verifier checks each conversion's kind against its value, and the
// lowering rewrites the length ("%d" -> "%lld"). Both read the format here.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_DIALECT_TILE_IR_PRINTFORMAT_H
#define TILE_DIALECT_TILE_IR_PRINTFORMAT_H

#include "mlir/IR/Types.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace mlir::tile {

/// One conversion of a printf format: where its length modifier starts
/// and where its conversion letter is.
struct PrintConversion {
  size_t lengthStart, letter;
  char kind; // the letter: d i u o x X, or f F e E g G a A
};

/// The conversions of `format`, or an error message: a lone '%' at the end,
/// a `*` width or precision, or a conversion tile.print does not pass (%s,
/// %c, %p, %n).
std::string parsePrintFormat(llvm::StringRef format,
                             llvm::SmallVectorImpl<PrintConversion> &conversions);

/// Whether conversion `kind` prints a value of type `t` (an integer or
/// index for d i u o x X, a float for the others).
bool printConversionTakes(char kind, Type t);

/// `format` with each conversion's length set to what the widened values
/// are: "ll" for integers, none for doubles.
std::string widenPrintFormat(llvm::StringRef format,
                             llvm::ArrayRef<PrintConversion> conversions);

} // namespace mlir::tile

#endif // TILE_DIALECT_TILE_IR_PRINTFORMAT_H
