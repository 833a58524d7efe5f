//===- Json.h - strict JSON reader and writer for the runtime ---*- C++ -*-===//
//
// The runtime reads kernel manifests and writes result reports without LLVM,
// so it carries its own small JSON value type. The reader is strict (RFC 8259
// with no extensions) because a manifest that only parses thanks to leniency
// is a manifest some other tool will reject. Nothing here throws: the runtime
// is built with -fno-exceptions in places.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_RUNTIME_JSON_H
#define TILE_RUNTIME_JSON_H

#include <cstddef>
#include <cstdint>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace tile::rt {

/// A JSON value. Numbers are doubles, but a literal written without '.', 'e'
/// or 'E' that fits int64 is also kept as an exact int64, so byte sizes and
/// offsets beyond 2^53 survive a parse/dump round trip.
class JsonValue {
public:
  enum class Kind { Null, Bool, Number, String, Array, Object };
  using ArrayType = std::vector<JsonValue>;
  /// Members in insertion (document) order.
  using ObjectType = std::vector<std::pair<std::string, JsonValue>>;

  /// Null.
  JsonValue() = default;
  JsonValue(std::nullptr_t) {}
  /// The empty value of `kind`: null, false, 0, "", [] or {}.
  explicit JsonValue(Kind kind) : theKind(kind) {}
  JsonValue(bool b) : theKind(Kind::Bool), boolVal(b) {}
  JsonValue(double d) : theKind(Kind::Number), numVal(d) {}
  /// Any integer type; without this, `JsonValue(42)` would be ambiguous
  /// between bool, double and int64_t. Unsigned values above INT64_MAX can
  /// only be kept as a double.
  template <typename T,
            std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>,
                             int> = 0>
  JsonValue(T v) : theKind(Kind::Number) {
    if constexpr (std::is_signed_v<T>) {
      setInt(static_cast<int64_t>(v));
    } else {
      if (static_cast<uint64_t>(v) <= static_cast<uint64_t>(INT64_MAX))
        setInt(static_cast<int64_t>(v));
      else
        numVal = static_cast<double>(v);
    }
  }
  /// Without this overload a string literal would convert to bool.
  JsonValue(const char *s) : theKind(Kind::String), strVal(s ? s : "") {}
  JsonValue(std::string s) : theKind(Kind::String), strVal(std::move(s)) {}
  JsonValue(ArrayType a) : theKind(Kind::Array), arrVal(std::move(a)) {}
  JsonValue(ObjectType o) : theKind(Kind::Object), objVal(std::move(o)) {}

  Kind kind() const { return theKind; }
  bool isNull() const { return theKind == Kind::Null; }
  bool isBool() const { return theKind == Kind::Bool; }
  bool isNumber() const { return theKind == Kind::Number; }
  bool isString() const { return theKind == Kind::String; }
  bool isArray() const { return theKind == Kind::Array; }
  bool isObject() const { return theKind == Kind::Object; }
  /// A number whose value is an integer that fits int64 (whether it was
  /// written as `3` or `3.0`), i.e. one for which asInt() is meaningful.
  bool isInteger() const;

  // Accessors of the wrong kind return a neutral value (false, 0, "", empty)
  // instead of failing, so callers validate with isX() where it matters and
  // a malformed manifest can never crash the runtime.
  bool asBool() const { return theKind == Kind::Bool && boolVal; }
  double asNumber() const;
  /// The exact integer for integral numbers that fit int64, else 0.
  int64_t asInt() const;
  const std::string &asString() const;
  const ArrayType &asArray() const;
  const ObjectType &asObject() const;

  /// The member named `key` of an object; nullptr if absent or not an object.
  const JsonValue *get(const std::string &key) const;
  JsonValue *get(const std::string &key);

  /// Appends to an array. A null value first becomes an empty array so that
  /// builders can start from JsonValue(). Returns false (and changes nothing)
  /// for any other kind.
  bool push(JsonValue v);
  /// Sets an object member, replacing an existing member of the same name in
  /// place (keeping its position) or appending a new one. A null value first
  /// becomes an empty object. Returns false for any other kind.
  bool set(const std::string &key, JsonValue v);

  /// Serializes to JSON text. `indent` > 0 pretty-prints with that many
  /// spaces per level; `indent` <= 0 gives compact single-line output.
  /// Integers print without a decimal point; other doubles print with the
  /// fewest digits that read back to the same double. NaN and infinities
  /// have no JSON spelling and print as null. Strings are escaped; invalid
  /// UTF-8 in a string is written as U+FFFD so the output is always valid.
  std::string dump(int indent = 2) const;

  /// Deep equality. Numbers compare by value (exactly, also between an
  /// int64 and a double); objects compare as unordered key/value sets.
  friend bool operator==(const JsonValue &a, const JsonValue &b);
  friend bool operator!=(const JsonValue &a, const JsonValue &b) {
    return !(a == b);
  }

private:
  void setInt(int64_t v) {
    isIntVal = true;
    intVal = v;
    numVal = static_cast<double>(v);
  }
  friend class JsonParser;

  Kind theKind = Kind::Null;
  bool boolVal = false;
  /// True when intVal holds the exact value (numVal is then its rounding).
  bool isIntVal = false;
  int64_t intVal = 0;
  double numVal = 0.0;
  std::string strVal;
  ArrayType arrVal;
  ObjectType objVal;
};

/// Parses `text` as a single JSON value (surrounding whitespace allowed).
/// On failure returns false, leaves `out` unchanged and sets `error` to
/// "line L, column C: what is wrong" (1-based; columns count characters).
/// Rejects everything RFC 8259 does not allow (trailing commas, comments,
/// leading zeros, NaN/Infinity, control characters and invalid UTF-8 in
/// strings, unpaired surrogate escapes, trailing garbage), plus duplicate
/// object keys, numbers that overflow a double and nesting deeper than 256
/// arrays/objects.
bool parseJson(const std::string &text, JsonValue &out, std::string &error);

} // namespace tile::rt

#endif // TILE_RUNTIME_JSON_H
