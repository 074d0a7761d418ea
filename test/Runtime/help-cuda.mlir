// remat-run-cuda --help: remat-run's options and its own, nothing else, in
// under 80 lines.
// REQUIRES: cuda-toolkit
// RUN: remat-run-cuda --help > %t
// RUN: FileCheck %s < %t
// RUN: wc -l < %t | FileCheck %s --check-prefix=LINES
// CHECK: USAGE: remat-run-cuda [options] <input .mlir>
// CHECK-NOT: {{x86|aarch64|amdgpu|debug-pass}}
// CHECK: Runner options:
// CHECK: --check-device
// CHECK: --chip=<string>
// CHECK: --compile-only
// CHECK: --dealloc-after-last-use
// CHECK: --entry=<string>
// CHECK: --input=<@file.npy|literal>
// CHECK: --tensor-cores=<value>
// CHECK-NEXT: =none
// CHECK-NEXT: =tf32
// CHECK: --values-file=<string>
// CHECK: --warmup=<uint>
// CHECK-NOT: {{x86|aarch64|amdgpu|debug-pass}}
// LINES: {{^[1-7]?[0-9]$}}
