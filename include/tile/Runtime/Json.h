//===- Json.h - strict JSON for the runtime, on nlohmann::json ---*- C++ -*-===//
//
// The runtime reads kernel manifests and writes result reports without LLVM,
// so it uses nlohmann::json (header-only; Debian's nlohmann-json3-dev). The
// reader adds what a manifest needs on top of RFC 8259: duplicate keys,
// a byte-order mark and nesting deeper than kMaxJsonDepth are errors,
// because a manifest that parses only by leniency is one another tool
// rejects. Nothing here throws, and the helpers below never reach the
// library's throwing accessors, so callers built with -fno-exceptions are
// safe.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_RUNTIME_JSON_H
#define TILE_RUNTIME_JSON_H

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tile::rt {

/// Objects keep their members in document order, so a report reads in the
/// order it was written.
using Json = nlohmann::ordered_json;

/// Arrays and objects nested deeper than this are rejected.
constexpr size_t kMaxJsonDepth = 256;

/// Parses `text` as one JSON value. On failure returns false, leaves `out`
/// unchanged and sets `error` to "line L, column C: what is wrong" for a
/// syntax error, or to "at /json/pointer: what is wrong" for a duplicate
/// key, or says that arrays and objects nest deeper than kMaxJsonDepth.
bool parseJson(const std::string &text, Json &out, std::string &error);

/// JSON text: `indent` > 0 pretty-prints, otherwise one line. NaN and the
/// infinities print as null; invalid UTF-8 in a string as U+FFFD.
std::string dumpJson(const Json &value, int indent = 2);

/// The member `key` of an object; nullptr when absent or not an object.
const Json *member(const Json &object, std::string_view key);

/// An integral number (written `3` or `3.0`) that fits int64; else nullopt.
std::optional<int64_t> integerOf(const Json &value);

/// A string's text, or "" for an absent value or one of another kind.
std::string stringOf(const Json *value);

/// A number's value, or `fallback` for an absent value or another kind.
double numberOf(const Json *value, double fallback = 0.0);

} // namespace tile::rt

#endif // TILE_RUNTIME_JSON_H
