"""One ``dgg check`` run over many statements: the report cache, then a local process pool or a
Dask cluster for what the cache does not hold.

In: statements, a :class:`~dgg.check.driver.CheckConfig`, optionally a
:class:`~dgg.check.report_cache.ReportCache` and the address of a Dask scheduler. Out: the results
in the order of the statements (the same for any ``--jobs``, with or without a cache or a cluster:
each statement's random stream depends only on the seed and its name) and a :class:`RunInfo`
saying which results came from the cache and which statements a cluster had to run again after
losing a worker. Each fresh result is stored in the cache as soon as it arrives, so an interrupted
run keeps what it finished.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from dgg.check.driver import CheckConfig, CheckResult, check_all, check_statement
from dgg.check.explore import Progress
from dgg.check.pool import run_each
from dgg.check.report_cache import ReportCache, statement_key
from dgg.model.records import Statement


@dataclass
class RunInfo:
    """What a run did besides checking: ``cached`` and ``retried`` are statement names."""

    cached: list[str] = field(default_factory=list)
    checked: int = 0
    retried: list[str] = field(default_factory=list)
    cache_dir: str | None = None
    scheduler: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"cache": self.cache_dir, "cached": list(self.cached), "checked": self.checked,
                "scheduler": self.scheduler, "retried": list(self.retried)}


def check_run(stmts: Sequence[Statement], cfg: CheckConfig, progress: Progress = None,
              cache: ReportCache | None = None, scheduler: Any = None
              ) -> tuple[list[CheckResult], RunInfo]:
    """Check ``stmts`` (see the module docstring). ``scheduler`` is a Dask scheduler address or
    an open ``distributed.Client``; ``None`` runs on ``cfg.jobs`` local processes. A time budget
    (``cfg.time_budget``) uses neither the cache nor a cluster: such a run is sequential and not
    reproducible."""
    info = RunInfo(cache_dir=None if cache is None else str(cache.dir),
                   scheduler=None if scheduler is None or not isinstance(scheduler, str)
                   else scheduler)
    if cfg.time_budget is not None:
        done = check_all(stmts, cfg, progress)
        info.checked = len(done)
        return done, info
    keys = [statement_key(s, cfg) for s in stmts] if cache is not None else []
    results: list[CheckResult | None] = [None] * len(stmts)
    todo: list[int] = []
    for i, s in enumerate(stmts):
        hit = cache.get(keys[i]) if cache is not None else None
        if hit is not None:
            results[i] = CheckResult.from_json(hit)
            info.cached.append(s.name)
            if progress is not None:
                progress(1)
        else:
            todo.append(i)

    def store(j: int, r: CheckResult) -> None:
        i = todo[j]
        results[i] = r
        if cache is not None:
            cache.put(keys[i], r.to_json())

    fn = functools.partial(check_statement, cfg=cfg)
    pending = [stmts[i] for i in todo]
    if scheduler is not None and pending:
        from dgg.check.cluster import run_on_cluster, same_dgg
        from dgg.check.report_cache import code_digest

        def arrived(j: int, r: CheckResult) -> None:
            store(j, r)
            if progress is not None:
                progress(1)

        _, again = run_on_cluster(fn, pending, scheduler, on_result=arrived,
                                  preflight=lambda c: same_dgg(c, code_digest()))
        info.retried = [pending[j].name for j in again]
    elif pending:
        run_each(fn, pending, cfg.jobs, progress, on_result=store)
    info.checked = len(pending)
    out = [r for r in results if r is not None]
    assert len(out) == len(stmts)
    return out, info
