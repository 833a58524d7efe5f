//===- Json.cpp - the strict reader on nlohmann's SAX parser --------------===//

#include "tile/Runtime/Json.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace tile::rt {

namespace {
/// Builds the value as nlohmann's own DOM builder does, refusing what a
/// manifest must not hold. Returning false from any event stops the parse.
class StrictBuilder {
public:
  using number_integer_t = Json::number_integer_t;
  using number_unsigned_t = Json::number_unsigned_t;
  using number_float_t = Json::number_float_t;
  using string_t = Json::string_t;
  using binary_t = Json::binary_t;

  explicit StrictBuilder(Json &root) : root(root) {}

  bool null() { return add(nullptr); }
  bool boolean(bool b) { return add(b); }
  bool number_integer(number_integer_t v) { return add(v); }
  bool number_unsigned(number_unsigned_t v) { return add(v); }
  // A literal beyond a double is already the parser's out_of_range.406.
  bool number_float(number_float_t v, const string_t &) { return add(v); }
  bool string(string_t &s) { return add(std::move(s)); }
  bool binary(binary_t &) { return fail("binary values are not JSON"); }
  bool start_object(size_t) { return open(Json::object()); }
  bool key(string_t &k) {
    if (open_.back()->contains(k))
      return fail("duplicate key \"" + k + "\"");
    pendingKey = std::move(k);
    return true;
  }
  bool end_object() { return close(); }
  bool start_array(size_t) { return open(Json::array()); }
  bool end_array() { return close(); }
  bool parse_error(size_t position, const std::string &,
                   const nlohmann::detail::exception &e) {
    // "[json.exception.parse_error.101] parse error at line 1, column 2: ..."
    // or, for a number's overflow, "[json.exception.out_of_range.406] ...".
    std::string what = e.what();
    size_t at = what.find("line ");
    if (at != std::string::npos) {
      error = what.substr(at);
    } else {
      errorOffset = position;
      error = what.substr(what.find(']') + 1 + (what.find("] ") != std::string::npos));
    }
    return false;
  }

  std::string error;
  /// Set when `error` still needs its line and column: the byte offset
  /// just past where the parse stopped.
  std::optional<size_t> errorOffset;

private:
  /// Adds `v` where the parse stands and returns where it went.
  Json *place(Json v) {
    if (open_.empty()) {
      root = std::move(v);
      return &root;
    }
    Json &top = *open_.back();
    if (top.is_array()) {
      top.push_back(std::move(v));
      path.back() = std::to_string(top.size() - 1);
      return &top.back();
    }
    path.back() = pendingKey;
    Json &slot = top[pendingKey];
    slot = std::move(v);
    return &slot;
  }
  bool add(Json v) {
    place(std::move(v));
    return true;
  }
  // A container's address is stable while it is open: only the innermost
  // open container grows.
  bool open(Json v) {
    // No pointer here: it would be kMaxJsonDepth components long.
    if (open_.size() >= kMaxJsonDepth) {
      error = "arrays and objects nest deeper than " + std::to_string(kMaxJsonDepth);
      return false;
    }
    open_.push_back(place(std::move(v)));
    path.emplace_back();
    return true;
  }
  bool close() {
    open_.pop_back();
    path.pop_back();
    return true;
  }
  bool fail(const std::string &what) {
    std::string pointer;
    for (const std::string &p : path)
      pointer += "/" + p;
    error = "at " + (pointer.empty() ? std::string("/") : pointer) + ": " + what;
    return false;
  }

  Json &root;
  std::vector<Json *> open_;
  /// The key or index of the member being read, per open container.
  std::vector<std::string> path;
  std::string pendingKey;
};
} // namespace

/// "line L, column C: " for the byte before `offset` (columns count
/// characters: UTF-8 continuation bytes do not start one).
static std::string location(const std::string &text, size_t offset) {
  size_t line = 1, column = 0;
  for (size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 0;
    } else if ((static_cast<unsigned char>(text[i]) & 0xc0) != 0x80) {
      ++column;
    }
  }
  return "line " + std::to_string(line) + ", column " + std::to_string(std::max<size_t>(column, 1)) +
         ": ";
}

bool parseJson(const std::string &text, Json &out, std::string &error) {
  // nlohmann skips a byte-order mark; RFC 8259 forbids writing one, and
  // Python's json module (the bridge's users) refuses it.
  if (text.compare(0, 3, "\xef\xbb\xbf") == 0) {
    error = "line 1, column 1: the text starts with a UTF-8 byte-order mark; save it "
            "without one";
    return false;
  }
  Json value;
  StrictBuilder builder(value);
  if (!Json::sax_parse(text, &builder, nlohmann::json::input_format_t::json,
                       /*strict=*/true)) {
    error = builder.error.empty() ? "not JSON" : builder.error;
    if (builder.errorOffset)
      error = location(text, *builder.errorOffset) + error;
    return false;
  }
  out = std::move(value);
  return true;
}

std::string dumpJson(const Json &value, int indent) {
  return value.dump(indent > 0 ? indent : -1, ' ', /*ensure_ascii=*/false,
                    Json::error_handler_t::replace);
}

const Json *member(const Json &object, std::string_view key) {
  if (!object.is_object())
    return nullptr;
  auto it = object.find(key);
  return it == object.end() ? nullptr : &*it;
}

std::optional<int64_t> integerOf(const Json &value) {
  if (value.is_number_unsigned()) {
    uint64_t v = value.get<uint64_t>();
    if (v > static_cast<uint64_t>(INT64_MAX))
      return std::nullopt;
    return static_cast<int64_t>(v);
  }
  if (value.is_number_integer())
    return value.get<int64_t>();
  if (value.is_number_float()) {
    double d = value.get<double>();
    // 2^63 is the first double past INT64_MAX.
    if (std::isfinite(d) && d == std::floor(d) && d >= -9223372036854775808.0 &&
        d < 9223372036854775808.0)
      return static_cast<int64_t>(d);
  }
  return std::nullopt;
}

std::string stringOf(const Json *value) {
  return value && value->is_string() ? value->get<std::string>() : std::string();
}

double numberOf(const Json *value, double fallback) {
  return value && value->is_number() ? value->get<double>() : fallback;
}

} // namespace tile::rt
