// RUN: remat-opt %s -split-input-file -verify-diagnostics

// expected-error @below {{'remat.parameter' must be a unit attribute}}
func.func @f(%a: tensor<4xf32> {remat.parameter = 1 : i64}) {
  return
}

// -----

// expected-error @below {{argument #0 is marked both 'remat.parameter' and 'remat.data'}}
func.func @f(%a: tensor<4xf32> {remat.parameter, remat.data}) {
  return
}

// -----

// expected-error @below {{'remat.split' = 2 is not a dimension of 'tensor<4x4xf32>'}}
func.func @f(%a: tensor<4x4xf32> {remat.split = 2 : i64}) {
  return
}

// -----

// expected-error @below {{'remat.split' must be an integer (a dimension), got "x"}}
func.func @f() -> (tensor<4xf32> {remat.split = "x"}) {
  %c = arith.constant dense<0.0> : tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

// expected-error @below {{'remat.split' is only valid on function arguments and results}}
func.func @f() attributes {remat.split = 0 : i64} {
  return
}

// -----

// Valid: a split argument and result, marks on arguments.
func.func @ok(%a: tensor<4x4xf32> {remat.split = 0 : i64}, %w: tensor<4xf32> {remat.parameter}, %x: tensor<2xf32> {remat.data}) -> (tensor<4x4xf32> {remat.split = 1 : i64}) {
  return %a : tensor<4x4xf32>
}
