"""remat.tools (where the tools are) and remat.cli (the `remat` command) in
the installed package; test_wheel_install.py runs them from a fresh venv."""

import os
import subprocess
import sys

import pytest

from remat import cli, tools

from conftest import ROOT

TRANSFORMER = os.path.join(ROOT, "examples", "transformer_train_step.mlir")


@pytest.mark.parametrize("text,expected", [
    ("16777216", 16777216), ("16MiB", 16 << 20), ("16 MiB", 16 << 20), ("2GB", 2 * 10**9),
    ("512KiB", 512 << 10), ("7B", 7)])
def test_parse_budget_sizes(text, expected):
    assert cli.parse_budget(text) == expected


@pytest.mark.parametrize("text,message", [
    ("lots", "expected bytes"), ("1.5MiB", "expected bytes"), ("-5", "expected bytes"),
    ("0", "must be positive"), ("0%", "(0, 100]"), ("150%", "(0, 100]"),
    ("50%", "needs a step")])
def test_parse_budget_errors(text, message):
    with pytest.raises(cli.UsageError, match=message.replace("(", r"\(").replace("]", r"\]")):
        cli.parse_budget(text)


def test_parse_budget_percentage_of_predicted_peak():
    predicted = cli._report(TRANSFORMER, quiet=True)["functions"][0]["peak_bytes"]
    assert cli.parse_budget("50%", TRANSFORMER, quiet=True) == predicted // 2


def test_explicit_variable_wins_and_must_exist(monkeypatch, tmp_path):
    monkeypatch.setenv("REMAT_OPT", str(tmp_path / "missing"))
    with pytest.raises(tools.ToolNotFoundError, match="not an executable file"):
        tools.find("remat-opt")
    fake = tmp_path / "remat-opt"
    fake.write_text("#!/bin/sh\n")
    fake.chmod(0o755)
    monkeypatch.setenv("REMAT_OPT", str(fake))
    assert tools.find("remat-opt") == str(fake)


def test_package_first(monkeypatch):
    monkeypatch.delenv("REMAT_RUN", raising=False)
    package_bin = os.path.join(os.path.dirname(tools.__file__), "bin", "remat-run")
    assert tools.candidates("remat-run")[0] == package_bin
    if os.path.exists(package_bin):  # an installed wheel
        assert tools.find("remat-run") == package_bin


def test_unknown_tool():
    with pytest.raises(ValueError, match="unknown remat tool"):
        tools.find("mlir-opt")


def test_launcher_reports_missing_tool(monkeypatch, tmp_path):
    monkeypatch.setenv("REMAT_RUN", str(tmp_path / "missing"))
    result = subprocess.run([sys.executable, "-c", "import remat.tools as t; t.remat_run_main()"],
                            capture_output=True, text=True)
    assert result.returncode == 127 and "not an executable file" in result.stderr


def test_cli_usage_errors(capsys):
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["report", "/nonexistent/step.mlir"])
    assert exit_info.value.code == 2
    assert "/nonexistent/step.mlir: no such file" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["iree", TRANSFORMER])
    assert exit_info.value.code == 2
    assert "give one of --budget" in capsys.readouterr().err


def test_cli_auto_error_passes_the_tool_exit_code_on(capsys):
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["-q", "auto", TRANSFORMER, "--budget", "1KiB", "-o", os.devnull])
    assert exit_info.value.code == 1
    assert "infeasible" in capsys.readouterr().err


def test_progress_ticks(capsys):
    with cli.Progress("waiting", after=0.05, interval=0.05):
        import time
        time.sleep(0.3)
    assert "remat: waiting… " in capsys.readouterr().err


def test_cli_export_shard_errors(capsys):
    pytest.importorskip("torch")
    for bad, message in (("tp:2", "strategy 'tp'"), ("dp:0", "ranks=0"), ("dp:two", "invalid literal")):
        with pytest.raises(SystemExit) as exit_info:
            cli.main(["-q", "export", "--model", "mlp", "--shard", bad, "-o", os.devnull])
        assert exit_info.value.code == 2
        assert message in capsys.readouterr().err


@pytest.mark.skipif(not __import__("shutil").which("mpiexec"), reason="needs mpiexec (MPICH)")
def test_cli_export_sharded_and_run_on_ranks(tmp_path, capsys):
    pytest.importorskip("torch")
    step = str(tmp_path / "mlp-dp2.mlir")
    assert cli.main(["-q", "export", "--model", "mlp", "--shard", "dp:2", "-o", step]) == 0
    assert "remat.split = 0" in open(step).read()
    capsys.readouterr()
    assert cli.main(["-q", "run", step, "--ranks", "2", "--json"]) == 0
    import json
    ranks = json.loads(capsys.readouterr().out)["ranks"]
    assert len(ranks) == 2
    assert [o["checksum"] for o in ranks[0]["outputs"]] == [o["checksum"] for o in ranks[1]["outputs"]]
