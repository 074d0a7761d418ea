# -*- Python -*-
import os
import shutil
import subprocess
import sys

import lit.formats
from lit.llvm import llvm_config

config.name = "REMAT"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.remat_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%shlibext", config.shlibext))
config.substitutions.append(("%remat_src", config.remat_src_root))
config.substitutions.append(("%remat_libs", config.remat_lib_dir))
config.substitutions.append(
    ("%remat_plugin", os.path.join(config.remat_lib_dir, "RematPlugin" + config.shlibext))
)
config.substitutions.append(("%python", sys.executable))
config.substitutions.append(("%remat_obj", config.remat_obj_root))
config.substitutions.append(("%examples", os.path.join(config.remat_src_root, "examples")))

llvm_config.use_default_substitutions()

# The Debian LLVM tools (FileCheck, not, split-file, mlir-opt) are not on
# PATH; remat's own tools come first.
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.with_environment("PATH", config.remat_tools_dir, append_path=True)

tool_dirs = [config.remat_tools_dir, config.llvm_tools_dir]
tools = ["remat-opt", "remat-run", "mlir-opt", "mlir-translate", "FileCheck", "not", "split-file"]
llvm_config.add_tool_substitutions(tools, tool_dirs)

if os.path.exists(os.path.join(config.remat_tools_dir, "remat-solver-tests")):
    config.available_features.add("solver-tests")
if config.cuda_toolkit_root and os.path.exists(
    os.path.join(config.cuda_toolkit_root, "bin", "ptxas")
):
    config.available_features.add("cuda-toolkit")
    config.environment["CUDA_HOME"] = config.cuda_toolkit_root
    llvm_config.with_environment(
        "PATH", os.path.join(config.cuda_toolkit_root, "bin"), append_path=True
    )
# Scripts that need NumPy (benchmarks/gpu/emulate_kernels.py) run with the
# Python given to CMake (-DPython3_EXECUTABLE, e.g. the project's venv) when
# it has NumPy; lit's own Python may not.
numpy_python = getattr(config, "python_executable", "")
if numpy_python and subprocess.run(
    [numpy_python, "-c", "import numpy"], capture_output=True
).returncode == 0:
    config.available_features.add("numpy")
    config.substitutions.append(("%numpy_python", numpy_python))
# Pass statistics are recorded only by an MLIR built with assertions or
# LLVM_FORCE_ENABLE_STATS (Debian's release build records none, upstream
# cse's included): probe with cse, which merges one op here.
def _mlir_records_pass_statistics():
    import subprocess

    probe = subprocess.run(
        [os.path.join(config.llvm_tools_dir, "mlir-opt"), "-",
         "--cse", "--mlir-pass-statistics", "-o", os.devnull],
        input="func.func @f(%a: f32) -> (f32, f32) {\n"
              "  %b = arith.addf %a, %a : f32\n"
              "  %c = arith.addf %a, %a : f32\n"
              "  return %b, %c : f32, f32\n}\n",
        capture_output=True, text=True,
    )
    return "num-cse'd" in probe.stderr


if _mlir_records_pass_statistics():
    config.available_features.add("pass-statistics")
# MPICH's launcher (Debian's mpich): the sharded steps' integration tests
# run under it, several ranks on this one machine.
mpiexec = shutil.which("mpiexec")
if mpiexec:
    config.available_features.add("mpi")
    config.substitutions.append(("%mpiexec", mpiexec))
# A machine with an NVIDIA driver can run remat-run-cuda for real.
if shutil.which("nvidia-smi"):
    config.available_features.add("cuda-device")

# Sanitizer builds (-DREMAT_ENABLE_SANITIZERS=ON, scripts/sanitize.sh): the
# feature `asan`, and `%asan_preload`, which expands to
# `env LD_PRELOAD=<ASan runtime>` there (to nothing otherwise) for RUN lines
# that load instrumented remat code into an uninstrumented executable (the
# stock mlir-opt loading RematPlugin.so): ASan refuses to start unless its
# runtime comes first in the initial library list.
asan_preload = ""
if getattr(config, "remat_sanitizers", "").upper() in ("ON", "1", "TRUE", "YES"):
    import subprocess

    config.available_features.add("asan")
    asan_runtime = subprocess.run(
        [config.remat_cxx_compiler, "-print-file-name=libasan.so"],
        capture_output=True, text=True,
    ).stdout.strip()
    if os.path.isabs(asan_runtime) and os.path.exists(asan_runtime):
        asan_preload = "env LD_PRELOAD=" + asan_runtime
    else:
        lit_config.warning("ASan runtime not found; plugin tests will fail")
config.substitutions.append(("%asan_preload", asan_preload))
