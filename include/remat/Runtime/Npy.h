//===- Npy.h - NumPy .npy files as runner inputs and outputs ----*- C++ -*-===//
//
// The runners read an argument's value from a NumPy .npy file
// (`--input=@FILE`) and write results as .npy files (`--output-dir`). The
// format is NumPy's own, small and documented
// (numpy.lib.format): the magic "\x93NUMPY", a version (1.0, 2.0 or 3.0),
// the header length (2 bytes little-endian in 1.0, 4 bytes in 2.0 and 3.0),
// a Python dict literal with 'descr', 'fortran_order' and 'shape', then the
// raw elements.
//
// The dtypes and their descr, as NumPy writes them (little-endian, the byte
// order of every machine remat runs on):
//
//   f32 '<f4'   f64 '<f8'   f16 '<f2'   i64 '<i8'   i32 '<i4'   i16 '<i2'
//   i8  '|i1'   i1  '|b1' (each byte 0 or 1)
//   bf16 '<u2': NumPy has no bfloat16, so a bf16 argument is given as its raw
//               bits in a uint16 array (`torch_tensor.view(torch.uint16)` or
//               `np_float32_array.view(np.uint32) >> 16`, truncating) and a
//               bf16 result is written that way.
//
// Only C order is read: a file with fortran_order True is rejected (NumPy
// writes one for a transposed array; np.ascontiguousarray makes it C order).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_RUNTIME_NPY_H
#define REMAT_RUNTIME_NPY_H

#include "remat/Runtime/Runner.h"

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace mlir::remat {

/// The header of a .npy file and where its data lies.
struct NpyHeader {
  unsigned majorVersion = 0;
  std::string descr;
  bool fortranOrder = false;
  std::vector<int64_t> shape;
  /// The bytes after the header: the elements.
  StringRef data;
};

/// Parses the whole contents of a .npy file; `error` gets why it is not one.
FailureOr<NpyHeader> parseNpy(StringRef contents, std::string &error);

/// The descr remat reads and writes for a runner dtype ("f32" -> "<f4",
/// "bf16" -> "<u2", see above); "" for an unknown dtype.
StringRef getNpyDescr(StringRef dtype);

/// A shape as NumPy prints it: "()", "(3,)", "(2, 3)".
std::string formatNpyShape(ArrayRef<int64_t> shape);

/// Checks a parsed file against the argument it is for (`expected`: its
/// shape and dtype) and returns the tensor with the file's data; `error`
/// gets the mismatch (descr, shape, data size, an i1 byte other than 0/1).
FailureOr<HostTensor> npyToTensor(const NpyHeader &npy,
                                  const HostTensor &expected,
                                  std::string &error);

/// The bytes of `tensor` as a version 1.0 .npy file (C order).
std::string tensorToNpy(const HostTensor &tensor);

} // namespace mlir::remat

#endif // REMAT_RUNTIME_NPY_H
