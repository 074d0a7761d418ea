// Out-of-range options of remat-gpu-linalg-kernels are errors at the module.
// RUN: remat-opt %s --remat-gpu-linalg-kernels="block-size=48" -verify-diagnostics
// RUN: not remat-opt %s --remat-gpu-linalg-kernels="max-blocks=0" 2>&1 | FileCheck %s --check-prefix=BLOCKS
// RUN: not remat-opt %s --remat-gpu-linalg-kernels="vector-width=48" 2>&1 | FileCheck %s --check-prefix=WIDTH

// expected-error@+1 {{remat-gpu-linalg-kernels: block-size must be a multiple of 32 between 32 and 1024, got 48}}
module {
}
// BLOCKS: error: remat-gpu-linalg-kernels: max-blocks must be at least 1, got 0
// WIDTH: error: remat-gpu-linalg-kernels: vector-width must be 0, 32, 64 or 128 (bits), got 48
