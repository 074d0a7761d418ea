// The bundled Llama step copies into strided slices of larger buffers (its
// rotary embedding): those copies become kernels (remat-gpu-strided-copies),
// not device memcpys upstream cannot lower, so the host code translates to
// LLVM IR; the pipeline would stop with remat-check-llvm-lowering's error
// otherwise.
// REQUIRES: cuda-toolkit
// RUN: remat-opt %examples/models/llama.mlir --pass-pipeline='builtin.module(remat-lower-to-nvvm{format=isa})' -o %t
// RUN: mlir-translate --mlir-to-llvmir %t -o /dev/null
// RUN: FileCheck %s < %t
// CHECK-NOT: unrealized_conversion_cast
// CHECK: gpu.binary
