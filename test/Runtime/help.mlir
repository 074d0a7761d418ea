// remat-run --help lists its own options only (none of LLVM's target or
// codegen options), in under 80 lines, as upstream tools do.
// RUN: remat-run --help > %t
// RUN: FileCheck %s < %t
// RUN: wc -l < %t | FileCheck %s --check-prefix=LINES
// CHECK: USAGE: remat-run [options] <input .mlir>
// CHECK-NOT: {{x86|aarch64|amdgpu|nvptx|debug-pass}}
// CHECK: Runner options:
// CHECK: --dealloc-after-last-use
// CHECK: --entry=<string>
// CHECK: --input=<@file.npy|literal>
// CHECK: --json
// CHECK: --opt-level=<uint>
// CHECK: --output-dir=<dir>
// CHECK: --pre-pipeline=<string>
// CHECK: --print-values=<uint>
// CHECK: --repeat=<uint>
// CHECK: --seed=<ulong>
// CHECK-NOT: {{x86|aarch64|amdgpu|nvptx|debug-pass}}
// LINES: {{^[1-7]?[0-9]$}}
