"""The import structure of python/remat, checked from the source text alone.

Three rules keep the PyTorch front end layered (see remat/torch/__init__.py):

* no import cycle among remat's own modules, counting imports written inside
  functions: a function-level import only postpones a cycle to call time, it does
  not remove it;
* no module imports an underscore (private) name from another remat module, nor
  reads one as ``module._name`` off a remat module it imported: what layers share
  is public in the layer that owns it;
* PyTorch's private APIs (``torch._*``, any ``_``-prefixed module or name under
  ``torch``, and ``torch.fx.traceback``) are reached only through
  ``remat.torch._torch_internals``, so a PyTorch upgrade that moves them has one
  module to mend.

The checker parses with ``ast`` and imports nothing, so it needs neither torch nor
the compiled extension; it is also run on small synthetic packages that break
each rule, so that a checker that finds nothing cannot pass unnoticed.
"""

from __future__ import annotations

import ast
import os
import textwrap
from dataclasses import dataclass, field

SRC_ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", "python"))
PACKAGE = "remat"
TORCH_INTERNALS = "remat.torch._torch_internals"
# torch modules without a leading underscore that are internals nonetheless
# (torch.fx.traceback's node-meta context is what capture rewrites while tracing)
PRIVATE_TORCH_MODULES = ("torch.fx.traceback",)


@dataclass
class ImportReport:
    modules: dict[str, str]                     # module name -> file path
    edges: dict[str, dict[str, int]]            # importer -> {imported module: first line}
    problems: list[str] = field(default_factory=list)

    def cycle(self) -> list[str] | None:
        """One import cycle as ``[m0, m1, ..., m0]``, or None."""
        state: dict[str, int] = {}   # 1 = on the DFS stack, 2 = done
        stack: list[str] = []

        def visit(m):
            state[m] = 1
            stack.append(m)
            for t in sorted(self.edges.get(m, {})):
                if state.get(t) == 1:
                    return stack[stack.index(t):] + [t]
                if t not in state:
                    found = visit(t)
                    if found:
                        return found
            stack.pop()
            state[m] = 2
            return None

        for m in sorted(self.modules):
            if m not in state:
                found = visit(m)
                if found:
                    return found
        return None

    def describe_cycle(self, cycle: list[str]) -> str:
        hops = [f"{a} -> {b} ({os.path.relpath(self.modules[a], SRC_ROOT)}:{self.edges[a][b]})"
                for a, b in zip(cycle, cycle[1:])]
        return "import cycle: " + "; ".join(hops)


def find_modules(src_root: str, package: str) -> dict[str, str]:
    """Every module of ``package`` under ``src_root``: dotted name -> path
    (a package is named by its ``__init__.py``)."""
    modules = {}
    top = os.path.join(src_root, *package.split("."))
    for dirpath, dirnames, filenames in os.walk(top):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        rel = os.path.relpath(dirpath, src_root).replace(os.sep, ".")
        for f in sorted(filenames):
            if not f.endswith(".py"):
                continue
            name = rel if f == "__init__.py" else f"{rel}.{f[:-3]}"
            modules[name] = os.path.join(dirpath, f)
    return modules


def _is_private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _private_torch_module(mod: str) -> bool:
    parts = mod.split(".")
    if parts[0] != "torch":
        return False
    return any(_is_private(p) for p in parts) or any(
        mod == p or mod.startswith(p + ".") for p in PRIVATE_TORCH_MODULES)


def _attribute_chain(node: ast.Attribute) -> list[str] | None:
    """``torch._ops.OpOverload`` -> ['torch', '_ops', 'OpOverload'] (None unless the
    chain starts at a plain name)."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    return [node.id] + parts[::-1]


def check_imports(src_root: str = SRC_ROOT, package: str = PACKAGE,
                  torch_internals: str | None = TORCH_INTERNALS) -> ImportReport:
    """Parse every module of ``package`` and collect its import graph and the
    rule violations (private names across modules, private torch APIs outside
    ``torch_internals``); ``ImportReport.cycle()`` finds a cycle."""
    modules = find_modules(src_root, package)
    report = ImportReport(modules, {m: {} for m in modules})

    for mod, path in modules.items():
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read(), filename=path)
        is_pkg = os.path.basename(path) == "__init__.py"
        where = os.path.relpath(path, src_root)
        module_aliases: dict[str, str] = {}   # local name -> remat module it is bound to

        def edge(target: str, line: int):
            if target != mod and target in modules:
                report.edges[mod].setdefault(target, line)

        def base_of(node: ast.ImportFrom) -> str:
            if not node.level:
                return node.module or ""
            parts = mod.split(".")
            keep = len(parts) - node.level + (1 if is_pkg else 0)
            base = ".".join(parts[:keep])
            return f"{base}.{node.module}" if node.module else base

        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for a in node.names:
                    if a.name in modules:
                        edge(a.name, node.lineno)
                        if a.asname:
                            module_aliases[a.asname] = a.name
                    if torch_internals and mod != torch_internals and _private_torch_module(a.name):
                        report.problems.append(
                            f"{where}:{node.lineno}: imports private torch module {a.name} "
                            f"(use {torch_internals})")
            elif isinstance(node, ast.ImportFrom):
                base = base_of(node)
                if base == "__future__":
                    continue
                own = base == package or base.startswith(package + ".")
                for a in node.names:
                    sub = f"{base}.{a.name}"
                    if own:
                        if sub in modules:
                            edge(sub, node.lineno)
                            module_aliases[a.asname or a.name] = sub
                        else:
                            edge(base, node.lineno)
                        if _is_private(a.name) and base != mod:
                            report.problems.append(
                                f"{where}:{node.lineno}: imports private name {a.name} from {base}")
                    elif torch_internals and mod != torch_internals and (
                            _private_torch_module(base) or
                            (base.split(".")[0] == "torch" and _is_private(a.name))):
                        report.problems.append(
                            f"{where}:{node.lineno}: imports {a.name} from private torch API {base} "
                            f"(use {torch_internals})")
        for node in ast.walk(tree):
            if not isinstance(node, ast.Attribute):
                continue
            chain = _attribute_chain(node)
            if not chain or len(chain) < 2:
                continue
            if chain[0] in module_aliases and _is_private(chain[1]) and \
                    isinstance(node.value, ast.Name):
                report.problems.append(
                    f"{where}:{node.lineno}: reads private name {chain[1]} of "
                    f"{module_aliases[chain[0]]}")
            if torch_internals and mod != torch_internals and chain[0] == "torch" and \
                    isinstance(node.value, ast.Name) and _is_private(chain[1]):
                report.problems.append(
                    f"{where}:{node.lineno}: uses private torch API torch.{chain[1]} "
                    f"(use {torch_internals})")
    return report


def assert_clean(report: ImportReport) -> None:
    cycle = report.cycle()
    messages = ([report.describe_cycle(cycle)] if cycle else []) + report.problems
    assert not messages, "\n".join(messages)


# ----------------------------------------------------------------- remat itself
def test_remat_has_no_import_cycle():
    report = check_imports()
    assert "remat.torch.emitter" in report.modules
    cycle = report.cycle()
    assert cycle is None, report.describe_cycle(cycle)


def test_remat_imports_no_private_names_and_private_torch_only_through_internals():
    report = check_imports()
    assert not report.problems, "\n".join(report.problems)


def test_torch_internals_module_exists():
    assert TORCH_INTERNALS in check_imports().modules


# ----------------------------------------------------------------- the checker itself
def _write(root, files: dict[str, str]) -> str:
    for rel, text in files.items():
        path = os.path.join(root, *rel.split("/"))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(textwrap.dedent(text))
    return str(root)


def test_checker_finds_a_cycle_hidden_in_a_function(tmp_path):
    src = _write(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/sub/__init__.py": "",
        "pkg/sub/a.py": "from . import b\n",
        "pkg/sub/b.py": "from ..c import f\n",
        "pkg/c.py": """
            def f():
                from .sub.a import g   # a function-level import closes the cycle
                return g
            """,
    })
    report = check_imports(src, "pkg", None)
    cycle = report.cycle()
    assert cycle is not None
    assert set(cycle) == {"pkg.sub.a", "pkg.sub.b", "pkg.c"} and cycle[0] == cycle[-1]
    assert "pkg.c -> pkg.sub.a" in report.describe_cycle(cycle)


def test_checker_passes_a_layered_package(tmp_path):
    src = _write(tmp_path, {
        "pkg/__init__.py": "def api():\n    from .top import run\n    return run()\n",
        "pkg/base.py": "import os\nVALUE = 1\n",
        "pkg/mid.py": "from .base import VALUE\nfrom . import base as B\nX = B.VALUE\n",
        "pkg/top.py": "import pkg.mid\nfrom pkg import base\n\ndef run():\n    return pkg.mid.X\n",
        "pkg/_internals.py": "from torch._decomp import core_aten_decompositions\n",
    })
    report = check_imports(src, "pkg", "pkg._internals")
    assert report.cycle() is None
    assert report.problems == []
    assert report.edges["pkg.top"] == {"pkg.mid": 1, "pkg.base": 2}
    assert report.edges["pkg"] == {"pkg.top": 2}


def test_checker_finds_private_names_and_private_torch_apis(tmp_path):
    src = _write(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/base.py": "_SECRET = 1\n",
        "pkg/user.py": """
            import torch
            import torch.fx.traceback as fxt
            from torch.utils._python_dispatch import TorchDispatchMode
            from torch.nn.utils.stateless import _reparametrize_module
            from . import base as B
            from .base import _SECRET

            def f(target):
                from torch._functorch.aot_autograd import aot_export_joint_simple
                return isinstance(target, torch._ops.OpOverload) and B._SECRET
            """,
        "pkg/_internals.py": "import torch._dynamo\n",
    })
    problems = check_imports(src, "pkg", "pkg._internals").problems
    text = "\n".join(problems)
    assert "private name _SECRET from pkg.base" in text
    assert "reads private name _SECRET of pkg.base" in text
    assert "private torch module torch.fx.traceback" in text
    assert "torch.utils._python_dispatch" in text
    assert "_reparametrize_module" in text
    assert "torch._functorch.aot_autograd" in text
    assert "torch._ops" in text
    assert "_internals.py" not in text   # the one module allowed to
    assert len(problems) == 7, text
