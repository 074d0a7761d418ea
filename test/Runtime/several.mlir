// RUN: not remat-run %s 2>&1 | FileCheck %s
// CHECK: error: several functions; choose one with --entry
func.func @a() { return }
func.func @b() { return }
