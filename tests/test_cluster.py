"""``dgg check --scheduler``: statements on a Dask cluster (a ``LocalCluster`` of 2 worker
processes here) give the report of a local run, and a worker killed mid-run loses no statement:
the scheduler runs its statements again elsewhere and the run names them (dgg.check.cluster)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from distributed import Client, LocalCluster

from dgg.check.driver import CheckConfig, CheckResult, check_all
from dgg.check.run import check_run
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]
FILE = ROOT / "Dgg" / "PeakedCovariance.lean"


@pytest.fixture(scope="module")
def cluster() -> Iterator[Any]:
    env = {"PYTHONPATH": str(ROOT / "python")}
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0",
                      env=env) as c:
        yield c


CFG = CheckConfig(trials=80, seed=5)


def _stmts() -> list[Any]:
    _, stmts = load([FILE], ROOT)
    assert len(stmts) >= 8
    return stmts


@pytest.fixture(scope="module")
def local() -> list[dict[str, Any]]:
    """The report of a local run, to compare with."""
    return [r.to_json() for r in check_all(_stmts(), CFG)]


def test_cluster_report_is_the_local_report(cluster: Any, local: list[dict[str, Any]]) -> None:
    stmts = _stmts()
    cfg = CFG
    arrived: list[str] = []
    with Client(cluster, set_as_default=False) as client:
        res, info = check_run(stmts, cfg, progress=lambda k: arrived.append("x"),
                              scheduler=client)
    assert [r.to_json() for r in res] == local
    assert len(arrived) == len(stmts) and info.retried == [] and info.checked == len(stmts)


def test_worker_killed_mid_run_loses_no_statement(cluster: Any, tmp_path: Path,
                                                  local: list[dict[str, Any]]) -> None:
    stmts = _stmts()
    cfg = CFG
    killed: list[str] = []
    with Client(cluster, set_as_default=False) as client:
        pids = client.run(os.getpid)

        def kill_busy_worker(_: int) -> None:
            if killed:
                return
            busy = {w: ks for w, ks in client.processing().items() if ks}
            assert busy, "every statement finished before a worker could be killed"
            victim = max(busy, key=lambda w: len(busy[w]))
            killed.append(victim)
            os.kill(pids[victim], signal.SIGKILL)

        from dgg.check.report_cache import ReportCache

        res, info = check_run(stmts, cfg, progress=kill_busy_worker, scheduler=client,
                              cache=ReportCache(tmp_path / "cache"))
    assert killed
    assert [r.to_json() for r in res] == local  # nothing lost, nothing changed
    assert info.retried, "the killed worker's statements were not reported as run again"
    assert set(info.retried) <= {s.name for s in stmts}
    assert all(isinstance(r, CheckResult) for r in res)


def test_cli_scheduler(cluster: Any, tmp_path: Path, local: list[dict[str, Any]]) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "python"))
    base = [sys.executable, "-m", "dgg", "check", str(FILE), "--trials", "80", "--seed", "5",
            "--json", "--no-smt"]  # as `local` (CheckConfig's default: no decision tier)
    cmd = base + ["--scheduler", cluster.scheduler_address, "--cache", str(tmp_path / "c")]
    p = subprocess.run(cmd, cwd=ROOT, env=env, text=True, capture_output=True, timeout=600)
    assert p.returncode == 0, p.stderr
    rep = json.loads(p.stdout)
    assert rep["theorems"] == local
    assert rep["run"]["scheduler"] == cluster.scheduler_address
    assert rep["run"]["checked"] == len(rep["theorems"]) and rep["run"]["retried"] == []
    again = subprocess.run(cmd, cwd=ROOT, env=env, text=True, capture_output=True, timeout=600)
    assert json.loads(again.stdout)["run"]["checked"] == 0  # all from the cache


def test_a_worker_with_other_dgg_sources_is_refused(cluster: Any,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from dgg.check import report_cache
    from dgg.check.cluster import ClusterError

    monkeypatch.setattr(report_cache, "code_digest", lambda: "this machine's other dgg")
    with Client(cluster, set_as_default=False) as client, \
            pytest.raises(ClusterError, match="another version of dgg"):
        check_run(_stmts()[:2], CFG, scheduler=client)


def test_unreachable_scheduler_is_one_line() -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "python"),
               DASK_DISTRIBUTED__COMM__TIMEOUTS__CONNECT="2s")
    p = subprocess.run([sys.executable, "-m", "dgg", "check", str(FILE), "--scheduler",
                        "tcp://127.0.0.1:9", "--no-cache"], cwd=ROOT, env=env, text=True,
                       capture_output=True, timeout=120)
    assert p.returncode == 2 and "Traceback" not in p.stderr
    assert "--scheduler tcp://127.0.0.1:9" in p.stderr and p.stderr.count("\n") == 1
    assert "Error" not in p.stderr  # Dask's reason, not Python's name for it (OSError, …)
