//===- Npy.cpp - NumPy .npy files as runner inputs and outputs --*- C++ -*-===//
#include "remat/Runtime/Npy.h"

#include "remat/Runtime/HostData.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/raw_ostream.h"

#include <cctype>

using namespace mlir;
using namespace mlir::remat;

StringRef mlir::remat::getNpyDescr(StringRef dtype) {
  return llvm::StringSwitch<StringRef>(dtype)
      .Case("f32", "<f4")
      .Case("f64", "<f8")
      .Case("f16", "<f2")
      .Case("bf16", "<u2")
      .Case("i64", "<i8")
      .Case("i32", "<i4")
      .Case("i16", "<i2")
      .Case("i8", "|i1")
      .Case("i1", "|b1")
      .Default("");
}

std::string mlir::remat::formatNpyShape(ArrayRef<int64_t> shape) {
  std::string text = "(";
  for (auto [index, d] : llvm::enumerate(shape)) {
    if (index)
      text += ", ";
    text += std::to_string(d);
  }
  // A 1-tuple needs its comma in Python.
  if (shape.size() == 1)
    text += ",";
  return text + ")";
}

/// `text` with non-printable bytes as \XX: a corrupt header's strings are
/// echoed in errors, which must stay readable text.
static std::string escaped(StringRef text) {
  std::string out;
  llvm::raw_string_ostream os(out);
  llvm::printEscapedString(text, os);
  return out;
}

namespace {
/// A recursive-descent reader of the header's Python dict literal: string
/// keys; values that are strings, True/False or tuples of non-negative
/// integers. That is all NumPy writes (numpy.lib.format) for the dtypes
/// remat reads; anything else (a structured dtype's list, say) is an error.
class HeaderParser {
public:
  HeaderParser(StringRef text, std::string &error) : rest(text), error(error) {}

  bool parse(NpyHeader &header) {
    bool seenDescr = false, seenFortran = false, seenShape = false;
    if (!consume('{'))
      return fail("expected '{' at the start of the header");
    while (true) {
      skipSpace();
      if (consume('}'))
        break;
      std::string key;
      if (!parseString(key))
        return fail("expected a quoted key in the header dict");
      if (!consume(':'))
        return fail("expected ':' after '" + escaped(key) + "'");
      if (key == "descr") {
        skipSpace();
        if (!rest.empty() && rest.front() == '[')
          return fail("'descr' is a structured dtype; only plain numeric "
                      "dtypes are supported");
        if (!parseString(header.descr))
          return fail("'descr' is not a quoted string");
        seenDescr = true;
      } else if (key == "fortran_order") {
        skipSpace();
        if (rest.consume_front("True"))
          header.fortranOrder = true;
        else if (rest.consume_front("False"))
          header.fortranOrder = false;
        else
          return fail("'fortran_order' is not True or False");
        seenFortran = true;
      } else if (key == "shape") {
        if (!parseShape(header.shape))
          return false;
        seenShape = true;
      } else {
        return fail("unexpected key '" + escaped(key) +
                    "' (a .npy header has 'descr', 'fortran_order' and "
                    "'shape')");
      }
      if (consume(','))
        continue;
      if (consume('}'))
        break;
      return fail("expected ',' or '}' after '" + escaped(key) + "'");
    }
    skipSpace();
    if (!rest.empty())
      return fail("unexpected text after the header dict");
    if (!seenDescr || !seenFortran || !seenShape)
      return fail(std::string("the header has no '") +
                  (!seenDescr     ? "descr"
                   : !seenFortran ? "fortran_order"
                                  : "shape") +
                  "'");
    return true;
  }

private:
  bool fail(const std::string &message) {
    error = "malformed .npy header: " + message;
    return false;
  }
  void skipSpace() { rest = rest.ltrim(" \t\r\n"); }
  bool consume(char c) {
    skipSpace();
    return rest.consume_front(StringRef(&c, 1));
  }
  bool parseString(std::string &out) {
    skipSpace();
    if (rest.empty() || (rest.front() != '\'' && rest.front() != '"'))
      return false;
    char quote = rest.front();
    size_t end = rest.find(quote, 1);
    if (end == StringRef::npos)
      return false;
    out = rest.slice(1, end).str();
    rest = rest.drop_front(end + 1);
    return true;
  }
  bool parseShape(std::vector<int64_t> &shape) {
    if (!consume('('))
      return fail("'shape' is not a tuple");
    while (true) {
      skipSpace();
      if (rest.consume_front(")"))
        return true;
      size_t digits = 0;
      while (digits < rest.size() && llvm::isDigit(rest[digits]))
        ++digits;
      int64_t d;
      if (!digits || rest.take_front(digits).getAsInteger(10, d))
        return fail("'shape' holds something other than non-negative "
                    "integers that fit in 64 bits");
      shape.push_back(d);
      rest = rest.drop_front(digits);
      // Python 2's NumPy wrote longs as `3L`.
      rest.consume_front("L");
      if (consume(','))
        continue;
      if (consume(')'))
        return true;
      return fail("expected ',' or ')' in 'shape'");
    }
  }

  StringRef rest;
  std::string &error;
};
} // namespace

FailureOr<NpyHeader> mlir::remat::parseNpy(StringRef contents,
                                           std::string &error) {
  static constexpr StringLiteral magic("\x93NUMPY");
  if (!contents.starts_with(magic)) {
    error = "not a .npy file (it does not start with \\x93NUMPY)";
    return failure();
  }
  if (contents.size() < 10) {
    error = "truncated .npy file: it ends inside the preamble";
    return failure();
  }
  NpyHeader header;
  header.majorVersion = static_cast<uint8_t>(contents[6]);
  unsigned minor = static_cast<uint8_t>(contents[7]);
  if (header.majorVersion < 1 || header.majorVersion > 3 || minor != 0) {
    error = "unsupported .npy format version " +
            std::to_string(header.majorVersion) + "." + std::to_string(minor) +
            " (1.0, 2.0 and 3.0 are supported)";
    return failure();
  }
  // Version 1.0: a 2-byte header length; 2.0 and 3.0: 4 bytes.
  size_t lengthBytes = header.majorVersion == 1 ? 2 : 4;
  size_t start = 8 + lengthBytes;
  if (contents.size() < start) {
    error = "truncated .npy file: it ends inside the preamble";
    return failure();
  }
  uint64_t headerLength = 0;
  for (size_t b = 0; b < lengthBytes; ++b)
    headerLength |= static_cast<uint64_t>(static_cast<uint8_t>(contents[8 + b]))
                    << (8 * b);
  if (headerLength > contents.size() - start) {
    error = "truncated .npy file: its header needs " +
            std::to_string(headerLength) + " bytes, the file has " +
            std::to_string(contents.size() - start) + " after the preamble";
    return failure();
  }
  StringRef text = contents.substr(start, headerLength);
  HeaderParser parser(text, error);
  if (!parser.parse(header))
    return failure();
  header.data = contents.drop_front(start + headerLength);
  return header;
}

FailureOr<HostTensor> mlir::remat::npyToTensor(const NpyHeader &npy,
                                               const HostTensor &expected,
                                               std::string &error) {
  StringRef descr = getNpyDescr(expected.dtype);
  std::string fileText = "descr '" + escaped(npy.descr) + "', shape " +
                         formatNpyShape(npy.shape) +
                         (npy.fortranOrder ? ", fortran_order True" : "");
  if (npy.fortranOrder) {
    error = "the file holds " + fileText +
            ": Fortran order is not supported (save "
            "np.ascontiguousarray(a) instead)";
    return failure();
  }
  if (npy.descr != descr || npy.shape != expected.shape) {
    error = "expected descr '" + descr.str() + "'" +
            (expected.dtype == "bf16" ? " (bf16 as its raw bits)" : "") +
            ", shape " + formatNpyShape(expected.shape) + "; the file holds " +
            fileText;
    return failure();
  }
  // The shapes are equal and the argument's size was checked
  // (describeSignature), but check again: this must never wrap.
  std::optional<int64_t> count =
      hostdata::getNumElements(npy.shape.data(), npy.shape.size());
  std::optional<int64_t> bytes;
  if (count)
    bytes = hostdata::getNumBytes(*count, getDTypeBytes(expected.dtype));
  if (!bytes) {
    error = "the file's shape " + formatNpyShape(npy.shape) +
            " has more bytes than fit in 64 bits";
    return failure();
  }
  if (static_cast<uint64_t>(*bytes) != npy.data.size()) {
    error = std::string(static_cast<uint64_t>(*bytes) > npy.data.size()
                            ? "truncated file: "
                            : "trailing bytes: ") +
            "the file has " + std::to_string(npy.data.size()) +
            " bytes of data, shape " + formatNpyShape(npy.shape) + " of '" +
            escaped(npy.descr) + "' needs " + std::to_string(*bytes);
    return failure();
  }
  HostTensor tensor = expected;
  tensor.data.assign(npy.data.bytes_begin(), npy.data.bytes_end());
  if (expected.dtype == "i1")
    for (auto [index, byte] : llvm::enumerate(tensor.data))
      if (byte > 1) {
        error = "element " + std::to_string(index) + " of the '|b1' data is " +
                std::to_string(byte) + ", not 0 or 1";
        return failure();
      }
  return tensor;
}

std::string mlir::remat::tensorToNpy(const HostTensor &tensor) {
  std::string header =
      "{'descr': '" + getNpyDescr(tensor.dtype).str() +
      "', 'fortran_order': False, 'shape': " + formatNpyShape(tensor.shape) +
      ", }";
  // NumPy pads the header with spaces and a newline so that the data starts
  // at a multiple of 64 bytes.
  // Version 1.0 has a 2-byte header length; 2.0 is for longer headers
  // (a rank of thousands).
  bool v1 = header.size() + 1 + 63 + 10 <= 0xffff;
  size_t preamble = v1 ? 10 : 12;
  size_t total = (preamble + header.size() + 1 + 63) / 64 * 64;
  header.append(total - preamble - header.size() - 1, ' ');
  header += '\n';
  std::string out("\x93NUMPY", 6);
  out += static_cast<char>(v1 ? 1 : 2);
  out += '\0';
  for (size_t b = 0; b < preamble - 8; ++b)
    out += static_cast<char>((header.size() >> (8 * b)) & 0xff);
  out += header;
  out.append(reinterpret_cast<const char *>(tensor.data.data()),
             tensor.data.size());
  return out;
}
