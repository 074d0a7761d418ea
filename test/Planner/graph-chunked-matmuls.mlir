// The solver graph of a matmul computed in parts (remat-shard's
// chunk-gathers: each part reads its own parameter shard, brought in by an
// op that reads only arguments; here math.exp stands for the shard's
// broadcast). Each part's input is freed after its part: the inputs join
// the matmul's node and take the bytes of one of them as a transient node
// right before it (8192), not two nodes live together until the node
// (model peak 40960 before). The gradient-side slice of the forward value
// read by a matmul is a view: a node without bytes (8192 before) whose
// reader also reads the value's node. The graph's peak is then the
// program's (32768, remat-report's).
// RUN: not remat-opt %s --remat-auto="budget=1 dump-graph=true" -o /dev/null 2>&1 | FileCheck %s
// CHECK: remat-auto graph of @chunked: 11 nodes, gradient starts at node 6; plan chain (infeasible), model peak 32768
// CHECK-NEXT: #4 fwd bytes=8192 cost=0 seg=0 fixed in=[] ops={{$}}
// CHECK-NEXT: #5 fwd bytes=8192 {{.*}} in=[0, 1, 2, 4] ops=tensor.empty{{.*}},linalg.fill{{.*}},math.exp{{.*}},tensor.extract_slice{{.*}},linalg.matmul{{.*}},math.exp{{.*}},tensor.extract_slice{{.*}},linalg.matmul
// CHECK: #9 bwd bytes=0 {{.*}} in=[5] ops=tensor.extract_slice
// CHECK-NEXT: #10 bwd bytes=0 {{.*}} in=[5, 6, 7, 8, 9] ops=linalg.matmul
// CHECK: smallest peak any decision reaches is at most 32768 bytes
// RUN: remat-opt %s --remat-report="output=- remarks=false" -o /dev/null | FileCheck %s --check-prefix=REPORT
// REPORT: "peak_bytes": 32768,

func.func @chunked(%x: tensor<32x64xf32>, %w0: tensor<32x64xf32>, %w1: tensor<32x64xf32>, %dy: tensor<32x64xf32> {remat.cotangent}) -> (tensor<32x64xf32>, tensor<64x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<32x64xf32>) -> tensor<32x64xf32>
  %a0 = math.exp %w0 : tensor<32x64xf32>
  %x0 = tensor.extract_slice %x[0, 0] [32, 32] [1, 1] : tensor<32x64xf32> to tensor<32x32xf32>
  %m0 = linalg.matmul ins(%x0, %a0 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%f : tensor<32x64xf32>) -> tensor<32x64xf32>
  %a1 = math.exp %w1 : tensor<32x64xf32>
  %x1 = tensor.extract_slice %x[0, 32] [32, 32] [1, 1] : tensor<32x64xf32> to tensor<32x32xf32>
  %m1 = linalg.matmul ins(%x1, %a1 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%m0 : tensor<32x64xf32>) -> tensor<32x64xf32>
  %h = math.tanh %m1 : tensor<32x64xf32>
  %g = arith.mulf %dy, %h : tensor<32x64xf32>
  %e2 = tensor.empty() : tensor<64x64xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %s0 = tensor.extract_slice %h[0, 0] [32, 64] [1, 1] : tensor<32x64xf32> to tensor<32x64xf32>
  %dw = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%s0, %g : tensor<32x64xf32>, tensor<32x64xf32>) outs(%f2 : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %h, %dw : tensor<32x64xf32>, tensor<64x64xf32>
}
