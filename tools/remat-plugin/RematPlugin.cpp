//===- RematPlugin.cpp - remat as a plugin for stock mlir-opt -------------===//
//
//   mlir-opt --load-dialect-plugin=lib/RematPlugin.so \
//            --load-pass-plugin=lib/RematPlugin.so \
//            --pass-pipeline='builtin.module(remat-report)' step.mlir
//
// The plugin links the shared libMLIR.so that Debian's mlir-opt uses, so the
// dialect and passes register into mlir-opt's own registries.
//
//===----------------------------------------------------------------------===//
#include "remat/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/Compiler.h"

extern "C" LLVM_ATTRIBUTE_WEAK mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "Remat", LLVM_VERSION_STRING,
          [](mlir::DialectRegistry *registry) {
            mlir::remat::registerAllRematDialects(*registry);
          }};
}

extern "C" LLVM_ATTRIBUTE_WEAK mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "Remat", LLVM_VERSION_STRING,
          []() { mlir::remat::registerAllRematPasses(); }};
}
