//===- HostData.h - sizes, inputs and checksums of host tensors -*- C++ -*-===//
//
// What every remat runner agrees on about the data it passes to a training
// step: element sizes of the supported dtypes, checked element and byte
// counts, the deterministic pseudo-random inputs (SplitMix64 per argument;
// a `remat.seed` argument gets the seed itself, a `remat.range` one values
// in its range) and the FNV-1a checksum of a
// tensor's bytes.
//
// Header-only C++17 with no LLVM or MLIR dependency: remat-run,
// remat-run-cuda and the Python binding use it through Runner.h, and
// benchmarks/gpu/aot_main.cpp, which is built on GPU machines without LLVM,
// includes it directly, so that all of them generate the same inputs bit for
// bit.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_RUNTIME_HOSTDATA_H
#define REMAT_RUNTIME_HOSTDATA_H

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string_view>

#include <unistd.h>

namespace mlir::remat::hostdata {

/// Bytes per element of a dtype name ("f32", "f64", "f16", "bf16", "i1",
/// "i8", "i16", "i32", "i64"); 0 if unknown. i1 takes one byte.
inline unsigned getDTypeBytes(std::string_view dtype) {
  if (dtype == "f64" || dtype == "i64")
    return 8;
  if (dtype == "f32" || dtype == "i32")
    return 4;
  if (dtype == "f16" || dtype == "bf16" || dtype == "i16")
    return 2;
  if (dtype == "i8" || dtype == "i1")
    return 1;
  return 0;
}

/// The number of elements of a shape, or nothing if a dimension is negative
/// or the product does not fit in int64_t.
inline std::optional<int64_t> getNumElements(const int64_t *shape,
                                             size_t rank) {
  int64_t count = 1;
  for (size_t d = 0; d < rank; ++d) {
    if (shape[d] < 0 || __builtin_mul_overflow(count, shape[d], &count))
      return std::nullopt;
  }
  return count;
}

/// The bytes of `numElements` elements of `elementBytes` each, or nothing if
/// that does not fit in int64_t.
inline std::optional<int64_t> getNumBytes(int64_t numElements,
                                          unsigned elementBytes) {
  int64_t bytes;
  if (numElements < 0 ||
      __builtin_mul_overflow(numElements, static_cast<int64_t>(elementBytes),
                             &bytes))
    return std::nullopt;
  return bytes;
}

/// `a + b`, or nothing on overflow (both non-negative).
inline std::optional<int64_t> addBytes(int64_t a, int64_t b) {
  int64_t sum;
  if (__builtin_add_overflow(a, b, &sum))
    return std::nullopt;
  return sum;
}

/// The physical memory of this machine in bytes (0 if unknown): the most a
/// runner may ever hope to allocate.
inline int64_t getPhysicalMemoryBytes() {
  long pages = sysconf(_SC_PHYS_PAGES);
  long pageSize = sysconf(_SC_PAGESIZE);
  int64_t bytes;
  if (pages <= 0 || pageSize <= 0 ||
      __builtin_mul_overflow(static_cast<int64_t>(pages),
                             static_cast<int64_t>(pageSize), &bytes))
    return 0;
  return bytes;
}

/// FNV-1a 64-bit hash of `size` bytes (the checksum runners print).
inline uint64_t getChecksum(const uint8_t *data, size_t size) {
  uint64_t hash = 0xcbf29ce484222325ULL;
  for (size_t i = 0; i < size; ++i) {
    hash ^= data[i];
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

inline uint64_t splitMix64(uint64_t &state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/// IEEE binary16 bits of `value`, rounded to nearest, ties to even
/// (subnormals and overflow to infinity included; NaN stays a quiet NaN).
inline uint16_t floatToHalfBits(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, 4);
  uint16_t sign = static_cast<uint16_t>((bits >> 16) & 0x8000u);
  uint32_t exponent = (bits >> 23) & 0xffu;
  uint32_t mantissa = bits & 0x7fffffu;
  if (exponent == 0xff) // infinity or NaN
    return sign | 0x7c00u | (mantissa ? 0x200u : 0u);
  int32_t halfExponent = static_cast<int32_t>(exponent) - 127 + 15;
  if (halfExponent >= 0x1f)
    return sign | 0x7c00u;
  // The significand with its implicit bit, and how far to shift it right to
  // get the half's significand (10 fraction bits; more for subnormals).
  uint32_t significand = exponent ? (mantissa | 0x800000u) : mantissa;
  int32_t shift = 13;
  if (halfExponent <= 0) {
    shift = 14 - halfExponent;
    halfExponent = 0;
    if (shift > 24) // below half the smallest subnormal
      return sign;
  }
  uint32_t kept = significand >> shift;
  uint32_t rest = significand & ((1u << shift) - 1);
  uint32_t half = 1u << (shift - 1);
  if (rest > half || (rest == half && (kept & 1)))
    ++kept; // may carry into the exponent, which is right
  uint32_t result =
      halfExponent
          ? ((static_cast<uint32_t>(halfExponent) << 10) + (kept - 0x400u))
          : kept;
  return sign | static_cast<uint16_t>(result);
}

/// bfloat16 bits of `value`, rounded to nearest, ties to even.
inline uint16_t floatToBFloat16Bits(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, 4);
  if ((bits & 0x7fffffffu) > 0x7f800000u) // NaN: keep it quiet
    return static_cast<uint16_t>((bits >> 16) | 0x40u);
  bits += 0x7fffu + ((bits >> 16) & 1u);
  return static_cast<uint16_t>(bits >> 16);
}

/// The float whose IEEE binary16 bits are `bits` (exact).
inline float halfBitsToFloat(uint16_t bits) {
  uint32_t sign = static_cast<uint32_t>(bits & 0x8000u) << 16;
  uint32_t exponent = (bits >> 10) & 0x1fu;
  uint32_t mantissa = bits & 0x3ffu;
  uint32_t result;
  if (exponent == 0x1f) {
    result = sign | 0x7f800000u | (mantissa << 13);
  } else if (exponent) {
    result = sign | ((exponent + 127 - 15) << 23) | (mantissa << 13);
  } else if (!mantissa) {
    result = sign;
  } else { // subnormal: normalize
    int32_t e = 127 - 15 + 1;
    while (!(mantissa & 0x400u)) {
      mantissa <<= 1;
      --e;
    }
    result =
        sign | (static_cast<uint32_t>(e) << 23) | ((mantissa & 0x3ffu) << 13);
  }
  float value;
  std::memcpy(&value, &result, 4);
  return value;
}

/// The float whose bfloat16 bits are `bits` (exact).
inline float bfloat16BitsToFloat(uint16_t bits) {
  uint32_t result = static_cast<uint32_t>(bits) << 16;
  float value;
  std::memcpy(&value, &result, 4);
  return value;
}

/// The element of `dtype` at `p` as a double (exact for every dtype but
/// i64 beyond 2^53); i1 and i8 are read as signed bytes.
inline double getElementAsDouble(std::string_view dtype, const uint8_t *p) {
  auto load = [&](auto value) {
    std::memcpy(&value, p, sizeof(value));
    return value;
  };
  if (dtype == "f32")
    return load(float());
  if (dtype == "f64")
    return load(double());
  if (dtype == "f16")
    return halfBitsToFloat(load(uint16_t()));
  if (dtype == "bf16")
    return bfloat16BitsToFloat(load(uint16_t()));
  if (dtype == "i1" || dtype == "i8")
    return load(int8_t());
  if (dtype == "i16")
    return load(int16_t());
  if (dtype == "i32")
    return load(int32_t());
  return static_cast<double>(load(int64_t()));
}

/// The SplitMix64 state of argument `index`'s stream for `seed`.
inline uint64_t getInputStreamState(uint64_t seed, uint64_t index) {
  return seed * 0x100000001b3ULL + (index + 1) * 0x9e3779b97f4a7c15ULL;
}

/// Writes `numElements` deterministic pseudo-random elements of `dtype` to
/// `out` (little-endian, `numElements * getDTypeBytes(dtype)` bytes): the
/// input remat's runners pass as argument `index` for `seed`. One SplitMix64
/// draw per element: floats uniform in [-1, 1) from its top 24 bits (exact
/// in f32, then rounded to nearest-even for f16/bf16), integers in [0, 8),
/// i1 its lowest bit. Returns false for an unknown dtype.
inline bool fillRandomInput(std::string_view dtype, uint64_t seed,
                            uint64_t index, uint8_t *out, int64_t numElements) {
  unsigned bytes = getDTypeBytes(dtype);
  if (!bytes)
    return false;
  enum Kind {
    F32,
    F64,
    F16,
    BF16,
    I1,
    Int
  } kind = dtype == "f32"    ? F32
           : dtype == "f64"  ? F64
           : dtype == "f16"  ? F16
           : dtype == "bf16" ? BF16
           : dtype == "i1"   ? I1
                             : Int;
  uint64_t state = getInputStreamState(seed, index);
  for (int64_t i = 0; i < numElements; ++i, out += bytes) {
    uint64_t bits = splitMix64(state);
    // 24 random bits give a value exactly representable in f32.
    float uniform =
        static_cast<float>(bits >> 40) * (1.0f / 16777216.0f) * 2.0f - 1.0f;
    switch (kind) {
    case F32:
      std::memcpy(out, &uniform, 4);
      break;
    case F64: {
      double value = uniform;
      std::memcpy(out, &value, 8);
      break;
    }
    case F16:
    case BF16: {
      uint16_t half =
          kind == F16 ? floatToHalfBits(uniform) : floatToBFloat16Bits(uniform);
      std::memcpy(out, &half, 2);
      break;
    }
    case I1:
      out[0] = bits & 1;
      break;
    case Int: {
      // Little-endian: the low `bytes` bytes of the 64-bit value.
      uint64_t value = bits % 8;
      for (unsigned b = 0; b < bytes; ++b)
        out[b] = static_cast<uint8_t>(value >> (8 * b));
      break;
    }
    }
  }
  return true;
}

/// Like fillRandomInput for an integer dtype (i8, i16, i32, i64), for an
/// argument marked `remat.range = [lo, hi]`: the same SplitMix64 draw per
/// element, as `lo + draw % (hi - lo)`, so every value is in [lo, hi) and
/// [0, 8) gives fillRandomInput's bytes. Returns false unless lo < hi and
/// the dtype is one of those.
inline bool fillRandomIntegersInRange(std::string_view dtype, uint64_t seed,
                                      uint64_t index, uint8_t *out,
                                      int64_t numElements, int64_t lo,
                                      int64_t hi) {
  unsigned bytes = getDTypeBytes(dtype);
  if (lo >= hi ||
      !(dtype == "i8" || dtype == "i16" || dtype == "i32" || dtype == "i64"))
    return false;
  // hi - lo in unsigned arithmetic: exact for any lo < hi (up to 2^64 - 1).
  uint64_t span = static_cast<uint64_t>(hi) - static_cast<uint64_t>(lo);
  uint64_t state = getInputStreamState(seed, index);
  for (int64_t i = 0; i < numElements; ++i, out += bytes) {
    uint64_t value = static_cast<uint64_t>(lo) + splitMix64(state) % span;
    for (unsigned b = 0; b < bytes; ++b)
      out[b] = static_cast<uint8_t>(value >> (8 * b));
  }
  return true;
}

/// Writes the input of a `remat.seed` argument (the dropout seed, a
/// tensor<i64>: 8 bytes at `out`) for `seed`: `seed` itself as a
/// little-endian two's complement i64, in place of fillRandomInput's draw,
/// so that dropout masks depend on the seed only, not on the argument's
/// position.
inline void fillSeedInput(uint64_t seed, uint8_t *out) {
  for (unsigned b = 0; b < 8; ++b)
    out[b] = static_cast<uint8_t>(seed >> (8 * b));
}

} // namespace mlir::remat::hostdata

#endif // REMAT_RUNTIME_HOSTDATA_H
