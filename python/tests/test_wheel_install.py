"""`pip install` gives a whole remat: the wheel, installed into a fresh venv,
runs remat's tools and Python API from a directory outside the checkout,
with no REMAT_* variable and no checkout on sys.path.

The wheel is built from this checkout with the build directory the test
command's own install keeps (build-py, so only packaging
happens), then installed with PyTorch (for the PyTorch front end) into a
venv made here. Every command of README's Python section runs there.
Set REMAT_SKIP_WHEEL_TEST=1 to skip (it installs PyTorch into a new venv:
about a minute).
"""

import glob
import os
import re
import shlex
import shutil
import subprocess
import sys
import textwrap

import pytest

from conftest import ROOT

TORCH = "torch==2.13.0"


def pinned(requirements, *names):
    """The pins of ``names`` in the checkout's requirements file."""
    with open(os.path.join(ROOT, requirements), encoding="utf-8") as f:
        pins = [line.split("#")[0].strip() for line in f]
    chosen = [pin for pin in pins if pin.split("==")[0] in names]
    assert len(chosen) == len(names), (requirements, names, chosen)
    return chosen


# The JAX front end: jax writes StableHLO, IREE's compiler converts it.
JAX = pinned("requirements-jax.txt", "jax", "jaxlib") + pinned("requirements-iree.txt",
                                                                 "iree-base-compiler")

pytestmark = pytest.mark.skipif(os.environ.get("REMAT_SKIP_WHEEL_TEST") == "1",
                                reason="REMAT_SKIP_WHEEL_TEST=1")


def clean_environment(venv):
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("REMAT_") and k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}
    # The venv's bin/ first; the rest of PATH keeps the system's tools
    # (remat finds its own through the package, never through PATH).
    path = [p for p in env.get("PATH", "").split(os.pathsep)
            if p and not os.path.abspath(p).startswith(ROOT)]
    env["PATH"] = os.pathsep.join([os.path.join(venv, "bin"), *path])
    return env


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """(venv, workdir, env): the wheel installed into a fresh venv."""
    base = tmp_path_factory.mktemp("wheel")
    dist = base / "dist"
    build = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-build-isolation", "--no-deps",
         "--disable-pip-version-check", "-w", str(dist), ROOT],
        capture_output=True, text=True, env={**os.environ, "CMAKE_BUILD_PARALLEL_LEVEL": "2"})
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    wheels = glob.glob(str(dist / "remat-*.whl"))
    assert len(wheels) == 1, wheels
    venv = str(base / "venv")
    subprocess.run([sys.executable, "-m", "venv", venv], check=True)
    python = os.path.join(venv, "bin", "python")
    install = subprocess.run(
        [python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         wheels[0], TORCH, *JAX], capture_output=True, text=True)
    assert install.returncode == 0, install.stdout[-3000:] + install.stderr[-3000:]
    work = base / "work"
    work.mkdir()
    shutil.copy(os.path.join(ROOT, "examples", "transformer_train_step.mlir"), work / "step.mlir")
    shutil.copy(os.path.join(ROOT, "examples", "jax", "mlp.stablehlo.mlir"), work / "jax_mlp.stablehlo.mlir")
    return venv, str(work), clean_environment(venv)


def run(installed, *command, ok=True):
    venv, work, env = installed
    result = subprocess.run(list(command), cwd=work, env=env, capture_output=True, text=True)
    if ok:
        assert result.returncode == 0, (command, result.stdout[-2000:], result.stderr[-3000:])
    return result


def test_wheel_carries_the_tools(installed):
    venv, _, _ = installed
    python = os.path.join(venv, "bin", "python")
    where = run(installed, python, "-c",
                "import remat, remat.tools as t; print(remat.__file__); "
                "print(t.path('remat-opt')); print(t.path('remat-run'))").stdout.split()
    package = os.path.dirname(where[0])
    assert package.startswith(venv), where  # the installed copy, not the checkout
    assert where[1] == os.path.join(package, "bin", "remat-opt")
    assert where[2] == os.path.join(package, "bin", "remat-run")
    for name in ("remat-opt", "remat-run", "remat"):
        assert os.path.exists(os.path.join(venv, "bin", name)), name


def test_tools_run_from_elsewhere(installed):
    assert "remat" in run(installed, "remat-opt", "--version").stdout.lower()
    assert "--json" in run(installed, "remat-run", "--help").stdout
    listed = run(installed, "remat", "tools").stdout
    assert "remat-opt: " in listed and "not installed" not in listed.split("remat-run-cuda")[0]


def readme_commands():
    """The command lines of README's Python section (between the cli markers)."""
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        block = re.search(r"<!-- cli:begin -->\n```sh\n(.*?)```\n<!-- cli:end -->", f.read(), re.S)
    assert block, "README.md: no <!-- cli:begin --> block"
    return [shlex.split(line.split("#")[0]) for line in block.group(1).splitlines() if line.strip()]


def test_readme_commands(installed):
    commands = readme_commands()
    assert len(commands) >= 4
    for command in commands:
        run(installed, *command)
    work = installed[1]
    assert os.path.getsize(os.path.join(work, "planned.mlir")) > 1000
    assert os.path.getsize(os.path.join(work, "mlp.mlir")) > 1000


def test_cli_jobs(installed):
    report = run(installed, "remat", "report", "step.mlir").stdout
    assert "predicted peak" in report
    run(installed, "remat", "-q", "auto", "step.mlir", "--budget", "75%", "-o", "planned.mlir")
    measured = run(installed, "remat", "run", "planned.mlir", "--json").stdout
    assert '"peak_bytes"' in measured
    run(installed, "remat", "iree", "step.mlir", "--policy", "recompute_all", "-o", "step.iree.mlir")
    with open(os.path.join(installed[1], "step.iree.mlir")) as f:
        assert "util.optimization_barrier" in f.read()


def test_cli_errors(installed):
    bad = run(installed, "remat", "auto", "step.mlir", "--budget", "lots", ok=False)
    assert bad.returncode == 2 and "expected bytes" in bad.stderr
    missing = run(installed, "remat", "report", "nowhere.mlir", ok=False)
    assert missing.returncode == 2 and "nowhere.mlir: no such file" in missing.stderr
    venv, work, env = installed
    wrong = subprocess.run(["remat", "tools"], cwd=work, capture_output=True, text=True,
                           env={**env, "REMAT_OPT": "/nonexistent/remat-opt"})
    assert wrong.returncode == 127 and "not an executable file" in wrong.stderr


def test_torch_front_end(installed):
    venv, work, _ = installed
    python = os.path.join(venv, "bin", "python")
    run(installed, python, "-m", "remat.torch.export", "--model", "mlp", "--out", "mlp.mlir")
    assert os.path.getsize(os.path.join(work, "mlp.mlir")) > 1000
    code = textwrap.dedent("""
        import torch
        from remat.torch import verify_training_step
        torch.manual_seed(0)
        model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.Tanh(),
                                    torch.nn.Linear(32, 32), torch.nn.Tanh(),
                                    torch.nn.Linear(32, 4))
        x, y = torch.randn(8, 16), torch.randn(8, 4)
        result = verify_training_step(model, (x, y),
                                      lambda m, x, y: ((m(x) - y) ** 2).mean())
        print(result.summary())
        assert result.ok, result.summary()
    """)
    out = run(installed, python, "-c", code).stdout
    assert "ok=True" in out


def test_jax_front_end(installed):
    venv, work, _ = installed
    python = os.path.join(venv, "bin", "python")
    run(installed, python, "-m", "remat.jax", "import", "jax_mlp.stablehlo.mlir", "-o", "a.mlir")
    run(installed, "remat", "import-jax", "jax_mlp.stablehlo.mlir", "-o", "b.mlir")
    with open(os.path.join(work, "a.mlir")) as a, open(os.path.join(work, "b.mlir")) as b:
        assert a.read() == b.read()
    assert '"peak_bytes"' in run(installed, "remat", "run", "b.mlir", "--json").stdout
    code = textwrap.dedent("""
        import jax, jax.numpy as jnp
        from remat.jax import verify_training_step
        key = jax.random.split(jax.random.PRNGKey(0), 6)
        params = [(jax.random.normal(key[i], (8, 8)) * 0.3, jnp.zeros((8,))) for i in range(4)]
        x, y = jax.random.normal(key[4], (64, 8)), jax.random.normal(key[5], (64, 8))
        def loss(params, x, y):
            h = x
            for i, (w, b) in enumerate(params):
                with jax.named_scope(f"layers.{i}"):
                    h = jnp.tanh(h @ w + b)
            return jnp.mean((h - y) ** 2)
        def step(params, x, y):
            l, g = jax.value_and_grad(loss)(params, x, y)
            return l, jax.tree.map(lambda p, g: p - 0.1 * g, params, g)
        result = verify_training_step(step, params, x, y, budgets=(0.8,))
        print(result.summary())
        assert result.ok, result.summary()
    """)
    assert "ok=True" in run(installed, python, "-c", code).stdout
