// A hand-written kernel for emulate-vector-access.test: 15 threads each
// copy 4 f32 with one vector.load and one vector.store, starting at element
// 4 * tx + SHIFT of %x (SHIFT replaced by the test: 0 aligned, 2 not).
func.func @copy(%x: memref<64xf32>, %y: memref<64xf32>) -> memref<64xf32> {
  %c1 = arith.constant 1 : index
  %c15 = arith.constant 15 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c15, %sy = %c1, %sz = %c1) {
    %c4 = arith.constant 4 : index
    %shift = arith.constant SHIFT : index
    %base = arith.muli %tx, %c4 : index
    %from = arith.addi %base, %shift : index
    %v = vector.load %x[%from] {alignment = 16 : i64} : memref<64xf32>, vector<4xf32>
    vector.store %v, %y[%base] {alignment = 16 : i64} : memref<64xf32>, vector<4xf32>
    gpu.terminator
  }
  return %y : memref<64xf32>
}
