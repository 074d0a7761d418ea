// One version: remat-run --version prints the CMake project version, which
// must equal pyproject.toml's and remat.__version__ (CHANGELOG.md names the
// release).
// RUN: remat-run --version > %t
// RUN: FileCheck %s < %t
// CHECK: remat [[VERSION:[0-9]+\.[0-9]+\.[0-9]+]] (LLVM
// RUN: %python -c "import re, sys; v = re.search(r'remat (\S+)', open(sys.argv[1]).read()).group(1); src = sys.argv[2]; py = re.search(r'^version = \"(.*)\"', open(src + '/pyproject.toml').read(), re.M).group(1); init = re.search(r'^__version__ = \"(.*)\"', open(src + '/python/remat/__init__.py').read(), re.M).group(1); log = re.search(r'^## ([0-9]+[.][0-9]+[.][0-9]+)', open(src + '/CHANGELOG.md').read(), re.M).group(1); print(v, py, init, log); sys.exit(0 if v == py == init == log else 1)" %t %remat_src
