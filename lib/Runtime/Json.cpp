//===- Json.cpp - strict JSON reader and writer for the runtime -----------===//
//
// No exceptions, no LLVM: errors travel as return values with a message.
//
//===----------------------------------------------------------------------===//

#include "tile/Runtime/Json.h"

#include <cerrno>
#include <clocale>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unordered_set>

using namespace tile::rt;

namespace {

/// Deep enough for any real manifest, shallow enough that the recursive
/// parser cannot exhaust the stack on hostile input.
constexpr unsigned kMaxDepth = 256;

/// 2^63 as a double; doubles in [-2^63, 2^63) convert to int64 safely.
constexpr double kTwoPow63 = 9223372036854775808.0;

bool isIntegralInt64Range(double d) {
  return std::isfinite(d) && d == std::trunc(d) && d >= -kTwoPow63 &&
         d < kTwoPow63;
}

/// Decodes one UTF-8 sequence at `p` (with `avail` bytes left). Returns its
/// length, or 0 if it is invalid: truncated, a bad continuation byte,
/// overlong, a surrogate or above U+10FFFF.
size_t decodeUtf8(const unsigned char *p, size_t avail, uint32_t &cp) {
  unsigned char c = p[0];
  size_t len;
  uint32_t min;
  if (c < 0x80) {
    cp = c;
    return 1;
  }
  if (c >= 0xC2 && c <= 0xDF) {
    len = 2;
    cp = c & 0x1F;
    min = 0x80;
  } else if (c >= 0xE0 && c <= 0xEF) {
    len = 3;
    cp = c & 0x0F;
    min = 0x800;
  } else if (c >= 0xF0 && c <= 0xF4) {
    len = 4;
    cp = c & 0x07;
    min = 0x10000;
  } else {
    return 0; // Continuation byte, overlong lead 0xC0/0xC1, or 0xF5+.
  }
  if (avail < len)
    return 0;
  for (size_t i = 1; i < len; ++i) {
    if ((p[i] & 0xC0) != 0x80)
      return 0;
    cp = (cp << 6) | (p[i] & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
    return 0;
  return len;
}

void appendUtf8(std::string &out, uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

/// strtod honours LC_NUMERIC, so under e.g. a German locale it would stop at
/// the '.' of "1.5". Rewrite the '.' into the locale's decimal point first
/// rather than depending on std::from_chars for doubles, which older C++17
/// standard libraries lack.
double parseDoubleC(const std::string &literal) {
  std::string s = literal;
  const char *dp = std::localeconv()->decimal_point;
  if (dp && std::strcmp(dp, ".") != 0) {
    size_t dot = s.find('.');
    if (dot != std::string::npos)
      s.replace(dot, 1, dp);
  }
  return std::strtod(s.c_str(), nullptr);
}

/// snprintf honours LC_NUMERIC too; anything in its output that is not part
/// of the C-locale number alphabet is the locale's decimal point.
std::string formatDoubleC(double d, int precision) {
  char buf[64];
  std::snprintf(buf, sizeof(buf), "%.*g", precision, d);
  std::string out;
  bool inDecimalPoint = false;
  for (const char *p = buf; *p; ++p) {
    char c = *p;
    bool numeric =
        (c >= '0' && c <= '9') || c == 'e' || c == 'E' || c == '+' || c == '-';
    if (numeric) {
      out += c;
      inDecimalPoint = false;
    } else if (!inDecimalPoint) {
      out += '.'; // A multi-byte decimal point collapses to one '.'.
      inDecimalPoint = true;
    }
  }
  return out;
}

void writeNumber(std::string &out, double d) {
  if (!std::isfinite(d)) {
    out += "null";
    return;
  }
  if (isIntegralInt64Range(d)) {
    out += std::to_string(static_cast<int64_t>(d));
    return;
  }
  // The shortest of 15..17 significant digits that reads back exactly; 17
  // always does, but fewer digits keep 0.1 from printing as
  // 0.10000000000000001.
  std::string s;
  for (int precision = 15; precision <= 17; ++precision) {
    s = formatDoubleC(d, precision);
    if (parseDoubleC(s) == d)
      break;
  }
  out += s;
}

void writeString(std::string &out, const std::string &s) {
  static const char *const kHex = "0123456789abcdef";
  out += '"';
  const auto *p = reinterpret_cast<const unsigned char *>(s.data());
  size_t n = s.size();
  for (size_t i = 0; i < n;) {
    unsigned char c = p[i];
    if (c >= 0x80) {
      uint32_t cp;
      size_t len = decodeUtf8(p + i, n - i, cp);
      if (len == 0) {
        out += "\\ufffd";
        ++i;
      } else {
        out.append(s, i, len);
        i += len;
      }
      continue;
    }
    switch (c) {
    case '"':
      out += "\\\"";
      break;
    case '\\':
      out += "\\\\";
      break;
    case '\b':
      out += "\\b";
      break;
    case '\f':
      out += "\\f";
      break;
    case '\n':
      out += "\\n";
      break;
    case '\r':
      out += "\\r";
      break;
    case '\t':
      out += "\\t";
      break;
    default:
      if (c < 0x20) {
        out += "\\u00";
        out += kHex[c >> 4];
        out += kHex[c & 0xF];
      } else {
        out += static_cast<char>(c);
      }
    }
    ++i;
  }
  out += '"';
}

void newline(std::string &out, int indent, int depth) {
  if (indent <= 0)
    return;
  out += '\n';
  out.append(static_cast<size_t>(indent) * static_cast<size_t>(depth), ' ');
}

void writeValue(std::string &out, const JsonValue &v, int indent, int depth) {
  switch (v.kind()) {
  case JsonValue::Kind::Null:
    out += "null";
    return;
  case JsonValue::Kind::Bool:
    out += v.asBool() ? "true" : "false";
    return;
  case JsonValue::Kind::Number:
    if (v.isInteger())
      out += std::to_string(v.asInt());
    else
      writeNumber(out, v.asNumber());
    return;
  case JsonValue::Kind::String:
    writeString(out, v.asString());
    return;
  case JsonValue::Kind::Array: {
    const auto &arr = v.asArray();
    if (arr.empty()) {
      out += "[]";
      return;
    }
    out += '[';
    for (size_t i = 0; i < arr.size(); ++i) {
      if (i)
        out += ',';
      newline(out, indent, depth + 1);
      writeValue(out, arr[i], indent, depth + 1);
    }
    newline(out, indent, depth);
    out += ']';
    return;
  }
  case JsonValue::Kind::Object: {
    const auto &obj = v.asObject();
    if (obj.empty()) {
      out += "{}";
      return;
    }
    out += '{';
    for (size_t i = 0; i < obj.size(); ++i) {
      if (i)
        out += ',';
      newline(out, indent, depth + 1);
      writeString(out, obj[i].first);
      out += indent > 0 ? ": " : ":";
      writeValue(out, obj[i].second, indent, depth + 1);
    }
    newline(out, indent, depth);
    out += '}';
    return;
  }
  }
}

} // namespace

//===----------------------------------------------------------------------===//
// JsonValue
//===----------------------------------------------------------------------===//

bool JsonValue::isInteger() const {
  if (theKind != Kind::Number)
    return false;
  return isIntVal || isIntegralInt64Range(numVal);
}

double JsonValue::asNumber() const {
  return theKind == Kind::Number ? numVal : 0.0;
}

int64_t JsonValue::asInt() const {
  if (theKind != Kind::Number)
    return 0;
  if (isIntVal)
    return intVal;
  return isIntegralInt64Range(numVal) ? static_cast<int64_t>(numVal) : 0;
}

const std::string &JsonValue::asString() const {
  static const std::string empty;
  return theKind == Kind::String ? strVal : empty;
}

const JsonValue::ArrayType &JsonValue::asArray() const {
  static const ArrayType empty;
  return theKind == Kind::Array ? arrVal : empty;
}

const JsonValue::ObjectType &JsonValue::asObject() const {
  static const ObjectType empty;
  return theKind == Kind::Object ? objVal : empty;
}

const JsonValue *JsonValue::get(const std::string &key) const {
  if (theKind != Kind::Object)
    return nullptr;
  for (const auto &member : objVal)
    if (member.first == key)
      return &member.second;
  return nullptr;
}

JsonValue *JsonValue::get(const std::string &key) {
  return const_cast<JsonValue *>(
      static_cast<const JsonValue *>(this)->get(key));
}

bool JsonValue::push(JsonValue v) {
  if (theKind == Kind::Null)
    theKind = Kind::Array;
  if (theKind != Kind::Array)
    return false;
  arrVal.push_back(std::move(v));
  return true;
}

bool JsonValue::set(const std::string &key, JsonValue v) {
  if (theKind == Kind::Null)
    theKind = Kind::Object;
  if (theKind != Kind::Object)
    return false;
  if (JsonValue *existing = get(key)) {
    *existing = std::move(v);
    return true;
  }
  objVal.emplace_back(key, std::move(v));
  return true;
}

std::string JsonValue::dump(int indent) const {
  std::string out;
  writeValue(out, *this, indent, 0);
  return out;
}

namespace tile::rt {

bool operator==(const JsonValue &a, const JsonValue &b) {
  if (a.theKind != b.theKind)
    return false;
  switch (a.theKind) {
  case JsonValue::Kind::Null:
    return true;
  case JsonValue::Kind::Bool:
    return a.boolVal == b.boolVal;
  case JsonValue::Kind::Number:
    if (a.isIntVal && b.isIntVal)
      return a.intVal == b.intVal;
    // Compare an exact int64 against a double without rounding the int64,
    // which could make 2^53 + 1 equal 2^53.
    if (a.isIntVal || b.isIntVal) {
      const JsonValue &i = a.isIntVal ? a : b;
      const JsonValue &d = a.isIntVal ? b : a;
      return isIntegralInt64Range(d.numVal) &&
             static_cast<int64_t>(d.numVal) == i.intVal;
    }
    return a.numVal == b.numVal;
  case JsonValue::Kind::String:
    return a.strVal == b.strVal;
  case JsonValue::Kind::Array:
    return a.arrVal == b.arrVal;
  case JsonValue::Kind::Object:
    if (a.objVal.size() != b.objVal.size())
      return false;
    for (const auto &member : a.objVal) {
      const JsonValue *other = b.get(member.first);
      if (!other || *other != member.second)
        return false;
    }
    return true;
  }
  return false;
}

//===----------------------------------------------------------------------===//
// Parser
//===----------------------------------------------------------------------===//

/// Recursive descent over the whole text. Errors record a byte offset; the
/// line/column is only computed once, on failure.
class JsonParser {
public:
  explicit JsonParser(const std::string &input) : text(input) {}

  bool parseDocument(JsonValue &out) {
    skipWhitespace();
    if (!parseValue(out, 0))
      return false;
    skipWhitespace();
    if (pos != text.size())
      return fail(pos, "unexpected trailing characters after the JSON value");
    return true;
  }

  std::string formatError() const {
    size_t line = 1, column = 1;
    for (size_t i = 0; i < errorPos && i < text.size(); ++i) {
      unsigned char c = static_cast<unsigned char>(text[i]);
      if (c == '\n') {
        ++line;
        column = 1;
      } else if ((c & 0xC0) != 0x80) {
        // UTF-8 continuation bytes do not start a new character.
        ++column;
      }
    }
    return "line " + std::to_string(line) + ", column " +
           std::to_string(column) + ": " + message;
  }

private:
  bool fail(size_t at, std::string what) {
    errorPos = at;
    message = std::move(what);
    return false;
  }

  bool atEnd() const { return pos >= text.size(); }
  char peek() const { return atEnd() ? '\0' : text[pos]; }

  void skipWhitespace() {
    while (!atEnd()) {
      char c = text[pos];
      if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
        return;
      ++pos;
    }
  }

  /// Describes the character at `pos` for "expected X" messages.
  std::string describeHere() const {
    if (atEnd())
      return "end of input";
    unsigned char c = static_cast<unsigned char>(text[pos]);
    if (c >= 0x20 && c < 0x7F)
      return std::string("'") + static_cast<char>(c) + "'";
    char buf[16];
    std::snprintf(buf, sizeof(buf), "byte 0x%02X", c);
    return buf;
  }

  bool parseValue(JsonValue &out, unsigned depth) {
    if (atEnd())
      return fail(pos, "unexpected end of input, expected a value");
    char c = text[pos];
    switch (c) {
    case '{':
    case '[':
      if (depth >= kMaxDepth)
        return fail(pos, "nesting deeper than " + std::to_string(kMaxDepth) +
                             " arrays/objects");
      return c == '{' ? parseObject(out, depth) : parseArray(out, depth);
    case '"':
      out = JsonValue(JsonValue::Kind::String);
      return parseString(out.strVal);
    case '-':
    case '0':
    case '1':
    case '2':
    case '3':
    case '4':
    case '5':
    case '6':
    case '7':
    case '8':
    case '9':
      return parseNumber(out);
    default:
      break;
    }
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
      return parseLiteral(out);
    return fail(pos, "expected a value, found " + describeHere());
  }

  bool parseLiteral(JsonValue &out) {
    size_t start = pos;
    while (!atEnd() && ((text[pos] >= 'a' && text[pos] <= 'z') ||
                        (text[pos] >= 'A' && text[pos] <= 'Z')))
      ++pos;
    std::string word = text.substr(start, pos - start);
    if (word == "true") {
      out = JsonValue(true);
    } else if (word == "false") {
      out = JsonValue(false);
    } else if (word == "null") {
      out = JsonValue();
    } else {
      return fail(start, "invalid literal '" + word +
                             "' (expected true, false or null)");
    }
    return true;
  }

  static bool isDigit(char c) { return c >= '0' && c <= '9'; }

  bool parseNumber(JsonValue &out) {
    size_t start = pos;
    bool negative = false;
    if (peek() == '-') {
      negative = true;
      ++pos;
    }
    if (!isDigit(peek()))
      return fail(pos, "expected a digit after '-', found " + describeHere());
    if (peek() == '0') {
      ++pos;
      if (isDigit(peek()))
        return fail(start, "leading zeros are not allowed in numbers");
    } else {
      while (isDigit(peek()))
        ++pos;
    }
    bool integral = true;
    if (peek() == '.') {
      integral = false;
      ++pos;
      if (!isDigit(peek()))
        return fail(pos, "expected a digit after '.', found " + describeHere());
      while (isDigit(peek()))
        ++pos;
    }
    if (peek() == 'e' || peek() == 'E') {
      integral = false;
      ++pos;
      if (peek() == '+' || peek() == '-')
        ++pos;
      if (!isDigit(peek()))
        return fail(pos, "expected a digit in the exponent, found " +
                             describeHere());
      while (isDigit(peek()))
        ++pos;
    }
    std::string literal = text.substr(start, pos - start);

    out = JsonValue(JsonValue::Kind::Number);
    if (integral) {
      // Accumulate the magnitude in uint64 so that INT64_MIN, whose
      // magnitude does not fit int64, still parses exactly.
      uint64_t magnitude = 0;
      bool fits = true;
      const uint64_t limit =
          negative ? uint64_t(1) << 63 : static_cast<uint64_t>(INT64_MAX);
      for (size_t i = negative ? 1 : 0; i < literal.size(); ++i) {
        uint64_t digit = static_cast<uint64_t>(literal[i] - '0');
        if (magnitude > (limit - digit) / 10) {
          fits = false;
          break;
        }
        magnitude = magnitude * 10 + digit;
      }
      if (fits) {
        int64_t value =
            negative
                ? static_cast<int64_t>(0 - magnitude) // Wraps to INT64_MIN.
                : static_cast<int64_t>(magnitude);
        out.setInt(value);
        return true;
      }
      // Too large for int64: fall through and keep it as a double.
    }
    double d = parseDoubleC(literal);
    if (std::isinf(d))
      return fail(start, "number '" + literal + "' is out of range");
    out.numVal = d;
    return true;
  }

  bool parseHex4(uint32_t &out) {
    if (text.size() - pos < 4)
      return fail(pos, "expected 4 hex digits after '\\u'");
    uint32_t v = 0;
    for (size_t i = 0; i < 4; ++i) {
      char c = text[pos + i];
      uint32_t digit;
      if (c >= '0' && c <= '9')
        digit = static_cast<uint32_t>(c - '0');
      else if (c >= 'a' && c <= 'f')
        digit = static_cast<uint32_t>(c - 'a' + 10);
      else if (c >= 'A' && c <= 'F')
        digit = static_cast<uint32_t>(c - 'A' + 10);
      else
        return fail(pos + i, "expected 4 hex digits after '\\u'");
      v = (v << 4) | digit;
    }
    pos += 4;
    out = v;
    return true;
  }

  /// Parses the \uXXXX escape whose backslash is at `escapeStart`; `pos`
  /// is just past the 'u'. Joins a surrogate pair into one code point.
  bool parseUnicodeEscape(size_t escapeStart, std::string &out) {
    uint32_t cp;
    if (!parseHex4(cp))
      return false;
    if (cp >= 0xDC00 && cp <= 0xDFFF)
      return fail(escapeStart, "unpaired low surrogate in \\u escape");
    if (cp >= 0xD800 && cp <= 0xDBFF) {
      if (text.compare(pos, 2, "\\u") != 0)
        return fail(escapeStart, "unpaired high surrogate in \\u escape");
      size_t lowStart = pos;
      pos += 2;
      uint32_t low;
      if (!parseHex4(low))
        return false;
      if (low < 0xDC00 || low > 0xDFFF)
        return fail(lowStart, "expected a low surrogate \\u escape after a "
                              "high surrogate");
      cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
    }
    appendUtf8(out, cp);
    return true;
  }

  /// `pos` is at the opening quote.
  bool parseString(std::string &out) {
    size_t open = pos++;
    const auto *bytes = reinterpret_cast<const unsigned char *>(text.data());
    while (true) {
      if (atEnd())
        return fail(open, "unterminated string");
      unsigned char c = bytes[pos];
      if (c == '"') {
        ++pos;
        return true;
      }
      if (c < 0x20)
        return fail(pos, "control character in string (must be escaped)");
      if (c >= 0x80) {
        uint32_t cp;
        size_t len = decodeUtf8(bytes + pos, text.size() - pos, cp);
        if (len == 0)
          return fail(pos, "invalid UTF-8 in string");
        out.append(text, pos, len);
        pos += len;
        continue;
      }
      if (c != '\\') {
        out += static_cast<char>(c);
        ++pos;
        continue;
      }
      size_t escapeStart = pos++;
      if (atEnd())
        return fail(open, "unterminated string");
      char e = text[pos++];
      switch (e) {
      case '"':
        out += '"';
        break;
      case '\\':
        out += '\\';
        break;
      case '/':
        out += '/';
        break;
      case 'b':
        out += '\b';
        break;
      case 'f':
        out += '\f';
        break;
      case 'n':
        out += '\n';
        break;
      case 'r':
        out += '\r';
        break;
      case 't':
        out += '\t';
        break;
      case 'u':
        if (!parseUnicodeEscape(escapeStart, out))
          return false;
        break;
      default:
        pos = escapeStart + 1; // So describeHere() names the bad character.
        return fail(escapeStart, "invalid escape sequence: '\\' followed by " +
                                     describeHere());
      }
    }
  }

  bool parseArray(JsonValue &out, unsigned depth) {
    out = JsonValue(JsonValue::Kind::Array);
    ++pos; // '['
    skipWhitespace();
    if (peek() == ']') {
      ++pos;
      return true;
    }
    while (true) {
      JsonValue element;
      if (!parseValue(element, depth + 1))
        return false;
      out.arrVal.push_back(std::move(element));
      skipWhitespace();
      if (peek() == ']') {
        ++pos;
        return true;
      }
      if (peek() != ',')
        return fail(pos,
                    "expected ',' or ']' in array, found " + describeHere());
      size_t comma = pos++;
      skipWhitespace();
      if (peek() == ']')
        return fail(comma, "trailing comma in array");
    }
  }

  bool parseObject(JsonValue &out, unsigned depth) {
    out = JsonValue(JsonValue::Kind::Object);
    ++pos; // '{'
    skipWhitespace();
    if (peek() == '}') {
      ++pos;
      return true;
    }
    // Duplicate keys are legal but unspecified in RFC 8259; in a manifest
    // they are a bug, and get() would silently pick the first one.
    std::unordered_set<std::string> seen;
    while (true) {
      if (peek() != '"')
        return fail(pos,
                    "expected a string key in object, found " + describeHere());
      size_t keyStart = pos;
      std::string key;
      if (!parseString(key))
        return false;
      if (!seen.insert(key).second)
        return fail(keyStart, "duplicate key '" + key + "' in object");
      skipWhitespace();
      if (peek() != ':')
        return fail(pos,
                    "expected ':' after object key, found " + describeHere());
      ++pos;
      skipWhitespace();
      JsonValue member;
      if (!parseValue(member, depth + 1))
        return false;
      out.objVal.emplace_back(std::move(key), std::move(member));
      skipWhitespace();
      if (peek() == '}') {
        ++pos;
        return true;
      }
      if (peek() != ',')
        return fail(pos,
                    "expected ',' or '}' in object, found " + describeHere());
      size_t comma = pos++;
      skipWhitespace();
      if (peek() == '}')
        return fail(comma, "trailing comma in object");
    }
  }

  const std::string &text;
  size_t pos = 0;
  size_t errorPos = 0;
  std::string message;
};

bool parseJson(const std::string &text, JsonValue &out, std::string &error) {
  JsonParser parser(text);
  JsonValue result;
  if (!parser.parseDocument(result)) {
    error = parser.formatError();
    return false;
  }
  out = std::move(result);
  error.clear();
  return true;
}

} // namespace tile::rt
