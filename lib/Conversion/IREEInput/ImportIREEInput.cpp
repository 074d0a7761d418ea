//===- ImportIREEInput.cpp - IREE's input conversion to upstream MLIR -----===//
//
// remat-import-iree-input: the C++ half of the JAX front end. IREE's
// StableHLO input conversion leaves upstream linalg/tensor/arith/math inside
// a few IREE ops (util.func, util.return, iree_linalg_ext.scatter,
// util.optimization_barrier); this pass turns them into upstream ops, matched
// by name because remat links no IREE (the module is parsed in generic form
// with unregistered dialects allowed), and rejects every other IREE op with
// the JAX location it came from.
//
//===----------------------------------------------------------------------===//
#include "IREEInput.h"
#include "remat/Conversion/Passes.h"
#include "remat/Dialect/IREELinalgExt/IR/IREELinalgExtDialect.h"
#include "remat/Dialect/Remat/IR/TrainingStep.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"

namespace mlir::remat {
#define GEN_PASS_DEF_REMATIMPORTIREEINPUT
#include "remat/Conversion/Passes.h.inc"
} // namespace mlir::remat

using namespace mlir;
using namespace mlir::remat;

Attribute mlir::remat::getInherentAttribute(Operation *op, StringRef name) {
  if (std::optional<Attribute> attr = op->getInherentAttr(name))
    if (*attr)
      return *attr;
  if (auto dict =
          dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAsAttribute()))
    if (Attribute attr = dict.get(name))
      return attr;
  return op->getAttr(name);
}

/// The outermost JAX name (the name stack, `jit(step)/jvp(...)/op`) and the
/// first file location inside `loc`.
static void findJaxParts(Location loc, std::string &name, std::string &file) {
  if (auto named = dyn_cast<NameLoc>(loc)) {
    if (name.empty() && named.getName().getValue().contains('/'))
      name = named.getName().getValue().str();
    findJaxParts(named.getChildLoc(), name, file);
  } else if (auto site = dyn_cast<CallSiteLoc>(loc)) {
    findJaxParts(site.getCallee(), name, file);
    findJaxParts(site.getCaller(), name, file);
  } else if (auto fused = dyn_cast<FusedLoc>(loc)) {
    for (Location part : fused.getLocations())
      findJaxParts(part, name, file);
  } else if (auto range = dyn_cast<FileLineColRange>(loc)) {
    if (file.empty())
      file =
          (range.getFilename().getValue() + ":" + Twine(range.getStartLine()))
              .str();
  }
}

std::string mlir::remat::describeJaxLocation(Location loc) {
  std::string name, file;
  findJaxParts(loc, name, file);
  if (name.empty() && file.empty())
    return "";
  std::string out = " (JAX";
  if (!name.empty())
    out += " `" + name + "`";
  if (!file.empty())
    out += " at " + file;
  return out + ")";
}

/// JAX's name for `loc`: a NameLoc's name (the Python frames under it are
/// not searched: their names are function names, not JAX's name stack); for
/// a call site, the caller's and the callee's joined by '/'.
static std::string jaxName(Location loc) {
  if (auto named = dyn_cast<NameLoc>(loc))
    return named.getName().getValue().str();
  if (auto site = dyn_cast<CallSiteLoc>(loc)) {
    std::string caller = jaxName(site.getCaller());
    std::string callee = jaxName(site.getCallee());
    if (caller.empty() || callee.empty())
      return caller.empty() ? callee : caller;
    return caller + "/" + callee;
  }
  if (auto fused = dyn_cast<FusedLoc>(loc))
    for (Location part : fused.getLocations()) {
      std::string name = jaxName(part);
      if (!name.empty())
        return name;
    }
  return "";
}

/// IREE's inliner gives the ops of JAX's private functions (jax.nn.relu,
/// log_softmax, ...) `callsite(callee at caller)` locations, and only the
/// caller names the layer (`jit(step)/jvp(blocks.0)/jit(relu)`). Such an op
/// gets a name location with the joined name stack
/// (`jit(step)/jvp(blocks.0)/jit(relu)/max`) around its original location,
/// so that layer keys (remat-outline-checkpoints, remat-auto) see the layer
/// and the layer's ops are not split by unnamed ones. Returns how many.
static unsigned nameInlinedCalls(ModuleOp module) {
  unsigned renamed = 0;
  module.walk([&](Operation *op) {
    auto site = dyn_cast<CallSiteLoc>(op->getLoc());
    if (!site)
      return;
    std::string name = jaxName(site);
    if (name.empty())
      return;
    op->setLoc(NameLoc::get(StringAttr::get(op->getContext(), name), site));
    ++renamed;
  });
  return renamed;
}

/// IREE's dialects: an op of one of them left after the rewrites has no
/// upstream equivalent here.
static bool isIREEDialect(StringRef ns) {
  return ns == "util" || ns == "flow" || ns == "hal" || ns == "stream" ||
         ns.starts_with("iree_");
}

namespace {
struct ImportIREEInputPass
    : public mlir::remat::impl::RematImportIREEInputBase<ImportIREEInputPass> {
  using Base::Base;

  /// util.func -> func.func (name, type, visibility, argument and result
  /// attributes, body).
  LogicalResult convertFunction(Operation *op) {
    auto type =
        dyn_cast_or_null<TypeAttr>(getInherentAttribute(op, "function_type"));
    auto name =
        dyn_cast_or_null<StringAttr>(getInherentAttribute(op, "sym_name"));
    if (!type || !isa<FunctionType>(type.getValue()) || !name ||
        op->getNumRegions() != 1)
      return op->emitError("cannot import 'util.func': expected sym_name, "
                           "function_type and a body");
    OpBuilder b(op);
    auto fn = func::FuncOp::create(b, op->getLoc(), name.getValue(),
                                   cast<FunctionType>(type.getValue()));
    // public is func.func's default; only private/nested are spelled out
    if (auto vis = dyn_cast_or_null<StringAttr>(
            getInherentAttribute(op, "sym_visibility"));
        vis && vis.getValue() != "public")
      fn.setSymVisibility(vis.getValue());
    if (auto args =
            dyn_cast_or_null<ArrayAttr>(getInherentAttribute(op, "arg_attrs")))
      fn.setAllArgAttrs(args.getValue());
    if (auto res =
            dyn_cast_or_null<ArrayAttr>(getInherentAttribute(op, "res_attrs")))
      fn.setAllResultAttrs(res.getValue());
    fn.getBody().takeBody(op->getRegion(0));
    op->erase();
    ++numFunctions;
    return success();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<Operation *> functions, terminators, calls, scatters, barriers;
    module.walk([&](Operation *op) {
      StringRef name = op->getName().getStringRef();
      if (name == "util.func")
        functions.push_back(op);
      else if (name == "util.return")
        terminators.push_back(op);
      else if (name == "util.call")
        calls.push_back(op);
      else if (name == "iree_linalg_ext.scatter")
        scatters.push_back(op);
      else if (name == "util.optimization_barrier")
        barriers.push_back(op);
    });

    for (Operation *op : terminators) {
      OpBuilder b(op);
      func::ReturnOp::create(b, op->getLoc(), op->getOperands());
      op->erase();
    }
    for (Operation *op : calls) {
      auto callee = dyn_cast_or_null<FlatSymbolRefAttr>(
          getInherentAttribute(op, "callee"));
      if (!callee) {
        op->emitError("cannot import 'util.call': expected a callee")
            << describeJaxLocation(op->getLoc());
        return signalPassFailure();
      }
      OpBuilder b(op);
      auto call = func::CallOp::create(b, op->getLoc(), callee,
                                       op->getResultTypes(), op->getOperands());
      op->replaceAllUsesWith(call->getResults());
      op->erase();
    }
    for (Operation *op : functions)
      if (failed(convertFunction(op)))
        return signalPassFailure();

    // jax.checkpoint's barriers: the user's checkpoint choice, honoured or
    // replanned by the option, and said either way.
    llvm::MapVector<Operation *, SmallVector<Operation *>> barriersOf;
    for (Operation *op : barriers) {
      if (op->getNumOperands() != op->getNumResults()) {
        op->emitError("cannot import 'util.optimization_barrier': expected "
                      "as many results as operands")
            << describeJaxLocation(op->getLoc());
        return signalPassFailure();
      }
      barriersOf[op->getParentOfType<func::FuncOp>()].push_back(op);
    }
    for (auto &[fn, ops] : barriersOf) {
      numBarriers += ops.size();
      auto func = dyn_cast_or_null<func::FuncOp>(fn);
      if (!func || jaxCheckpoint == JaxCheckpointMode::replan) {
        unsigned checkpoints = dropJaxCheckpoints(ops);
        if (!func)
          continue;
        setJaxCheckpointMark(func, {/*honoured=*/false, checkpoints});
        func->emitRemark() << checkpoints
                           << " jax.checkpoint barriers dropped (" << ops.size()
                           << " util.optimization_barrier); remat-auto "
                              "replans the step";
        continue;
      }
      FailureOr<unsigned> honoured = honourJaxCheckpoints(func, ops);
      if (failed(honoured))
        return signalPassFailure();
      numHonoured += *honoured;
      setJaxCheckpointMark(func, {/*honoured=*/true, *honoured});
      func->emitRemark() << *honoured
                         << " jax.checkpoint barriers honoured as "
                            "remat.barrier ("
                         << ops.size()
                         << " util.optimization_barrier); JAX's "
                            "recomputation is kept, remat-auto plans the rest";
    }

    for (Operation *op : scatters) {
      if (keepScatter && isa<iree_linalg_ext::ScatterOp>(op)) {
        ++numKeptScatters;
        continue;
      }
      if (failed(rewriteScatterToLoops(op)))
        return signalPassFailure();
      ++numScatters;
    }
    numNamedCallSites += nameInlinedCalls(module);

    // What is left of IREE, or of any dialect remat does not know, cannot be
    // planned or run: name it and where JAX made it.
    WalkResult result = module.walk<WalkOrder::PreOrder>([&](Operation *op) {
      StringRef ns = op->getName().getDialectNamespace();
      if (op->isRegistered() &&
          (!isIREEDialect(ns) ||
           (keepScatter &&
            isa<iree_linalg_ext::ScatterOp, iree_linalg_ext::YieldOp>(op))))
        return WalkResult::advance();
      op->emitError() << "cannot import '" << op->getName()
                      << "': remat has no equivalent of this "
                      << (isIREEDialect(ns) ? "IREE" : "unregistered") << " op"
                      << describeJaxLocation(op->getLoc());
      return WalkResult::interrupt();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
