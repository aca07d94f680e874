"""Statements checked on a Dask distributed cluster (``dgg check --scheduler ADDRESS``).

In: a function, the items to apply it to (statements), the address of a Dask scheduler
(``dask scheduler`` prints it: ``tcp://host:8786``). Out: the results in the order of the items,
as :func:`dgg.check.pool.run_each` gives them, and the indices of the items the scheduler had to
run again because the worker running them was lost.

Each item is one task (``pure=False``: nothing is shared with another run's tasks). Results are
taken as they finish (``distributed.as_completed``) and handed to ``on_result`` at once, so a caller
can show progress and store each result (the report cache) before the run ends; the finished task
is then released, so a worker lost later does not make the scheduler recompute it. When a worker
dies, the scheduler gives its tasks to the other workers (up to
``distributed.scheduler.allowed-failures`` times per task, 3 by default; past that the task fails
with ``KilledWorker`` and the run stops with that error). Which tasks were given out again is read
from the scheduler's own record of transitions (``Client.story``): a task that entered
``processing`` more than once. Before anything is submitted, every connected worker must run the
same dgg sources as this process (:func:`same_dgg`, the digest of the report cache's key); a
worker that joins later is not asked. Dask is an optional dependency (``pip install 'dgg[cluster]'``).
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from dgg.errors import DggError, Interrupted

T = TypeVar("T")
R = TypeVar("R")

class ClusterError(DggError):
    """The scheduler cannot be reached, or Dask is not installed."""

    def one_line(self) -> str:
        return str(self)


def _client(address: str) -> Any:
    try:
        from distributed import Client
    except ImportError:
        raise ClusterError("--scheduler needs Dask distributed: pip install 'dgg[cluster]' "
                           "(or pip install 'dask[distributed]')") from None
    try:
        # the wait for the scheduler is Dask's: distributed.comm.timeouts.connect (30 s), also
        # set by DASK_DISTRIBUTED__COMM__TIMEOUTS__CONNECT
        return Client(address, set_as_default=False)
    except (OSError, TimeoutError, ValueError, TypeError) as e:
        raise ClusterError(f"--scheduler {address}: cannot connect to a Dask scheduler there "
                           f"({_why(e)}); start one with `dask scheduler`") from None


def _why(e: BaseException) -> str:
    """Dask's own message for a failure, without Python's name for the exception class."""
    return str(e).strip() or "Dask gave no reason"


def rerun_keys(client: Any, keys: Sequence[str]) -> set[str]:
    """The keys among ``keys`` that the scheduler put into ``processing`` more than once (given to
    a second worker after the first was lost)."""
    counts: dict[str, int] = {}
    try:
        story = client.story(*keys)
    except Exception:  # noqa: BLE001 - an older scheduler without stories: nothing to say
        return set()
    wanted = set(keys)
    for rec in story:
        # scheduler records: (key, start, finish, recommendations, stimulus_id, timestamp),
        # possibly prefixed by the record's source ("scheduler")
        r = tuple(rec)
        if r and r[0] == "scheduler":
            r = r[1:]
        if len(r) >= 3 and r[0] in wanted and r[2] == "processing":
            counts[r[0]] = counts.get(r[0], 0) + 1
    return {k for k, n in counts.items() if n > 1}


def _worker_digest() -> str:
    from dgg.check.report_cache import code_digest

    return code_digest()


def same_dgg(client: Any, local: str) -> None:
    """Raise :class:`ClusterError` when a connected worker runs other dgg sources than this
    process (its results would be cached under this process's key, and could differ)."""
    try:
        digests = client.run(_worker_digest)
    except Exception as e:  # noqa: BLE001 - a worker without dgg cannot run the check at all
        raise ClusterError(f"the cluster's workers cannot run dgg ({_why(e)}); "
                           "install the same dgg on every worker") from None
    other = sorted(w for w, d in digests.items() if d != local)
    if other:
        raise ClusterError(f"worker{'s' if len(other) > 1 else ''} {', '.join(other)} "
                           "run(s) another version of dgg than this machine; install the same "
                           "dgg on every worker")


def run_on_cluster(fn: Callable[[T], R], items: Sequence[T], address: str | Any,
                   on_result: Callable[[int, R], None] | None = None,
                   unit: str = "statements",
                   preflight: Callable[[Any], None] | None = None) -> tuple[list[R], list[int]]:
    """``[fn(x) for x in items]`` computed on the Dask cluster at ``address`` (or on an open
    ``distributed.Client``), and the sorted indices of the items that were run again after a
    worker was lost. ``preflight(client)`` runs first (:func:`same_dgg`); ``on_result(i, r)`` is
    called as each result arrives. On Ctrl-C the tasks are cancelled and
    :class:`dgg.errors.Interrupted` says how many were done."""
    owned = isinstance(address, str)
    client: Any = _client(address) if owned else address
    from distributed import as_completed

    run = uuid.uuid4().hex[:12]
    keys = [f"dgg-{run}-{i}" for i in range(len(items))]
    results: dict[int, R] = {}
    futures = []
    try:
        if preflight is not None:
            preflight(client)
        futures = [client.submit(fn, x, key=k, pure=False) for k, x in zip(keys, items)]
        index = {f.key: i for i, f in enumerate(futures)}
        for fut in as_completed(futures, loop=client.loop):
            i = index[fut.key]
            results[i] = fut.result()  # a task's own exception is re-raised here
            fut.release()  # a worker lost later must not make the scheduler recompute it
            if on_result is not None:
                on_result(i, results[i])
        again = rerun_keys(client, keys)
    except KeyboardInterrupt:
        client.cancel(futures)
        raise Interrupted(len(results), len(items), unit) from None
    finally:
        if owned:
            client.close()
    return [results[i] for i in range(len(items))], sorted(i for i, k in enumerate(keys)
                                                            if k in again)
