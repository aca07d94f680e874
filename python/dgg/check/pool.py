"""Worker processes for :func:`dgg.check.driver.check_all` and the step checks, and what Ctrl-C does.

In: a picklable function and a list of items. Out: ``[fn(x) for x in items]`` in order, computed
over at most ``jobs`` worker processes (never more than there are items). A small pool of its own
(one duplex pipe per worker, one item at a time), not :class:`concurrent.futures.ProcessPoolExecutor`,
so that an interrupt can stop it: the executor runs every queued item before a ``KeyboardInterrupt``
reaches the caller, and its exit handler then joins workers blocked on its queue.

Ctrl-C: the workers ignore ``SIGINT`` (the terminal sends it to the whole process group); the first
press reaches the main process, which terminates the workers (killed after a second), discards the
work not yet done and raises :class:`dgg.errors.Interrupted` with how many items were done. While
it cleans up, a second press kills the workers and exits at once (status 130).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import sys
from collections.abc import Callable, Iterator, Sequence
from multiprocessing.connection import Connection, wait
from typing import Any, TypeVar

from dgg.errors import Interrupted

T = TypeVar("T")
R = TypeVar("R")

#: Seconds a terminated worker is given to exit before it is killed.
GRACE_S = 1.0


def run_each(fn: Callable[[T], R], items: Sequence[T], jobs: int,
             progress: Callable[[int], None] | None = None, unit: str = "statements",
             on_result: Callable[[int, R], None] | None = None) -> list[R]:
    """``[fn(x) for x in items]``, in order, over ``min(jobs, len(items))`` worker processes when
    that is more than one; ``progress(1)`` after each item, and ``on_result(i, r)`` as each result
    arrives (in the order they finish). On Ctrl-C raises :class:`dgg.errors.Interrupted` saying
    how many of the ``unit`` were done."""
    out: list[R] = []
    if jobs <= 1 or len(items) <= 1:
        try:
            for x in items:
                out.append(fn(x))
                if on_result is not None:
                    on_result(len(out) - 1, out[-1])
                if progress is not None:
                    progress(1)
        except KeyboardInterrupt:
            raise Interrupted(len(out), len(items), unit) from None
        return out
    results: dict[int, R] = {}
    workers = _Workers(min(jobs, len(items)))
    try:
        for i, r in workers.map(fn, items):
            results[i] = r
            if on_result is not None:
                on_result(i, r)
            if progress is not None:
                progress(1)
    except KeyboardInterrupt:
        workers.stop(interrupted=True)
        raise Interrupted(len(results), len(items), unit) from None
    except BaseException:
        workers.stop(interrupted=True)
        raise
    workers.stop()
    return [results[i] for i in range(len(items))]


def _ignore_sigint_then_serve(conn: Connection) -> None:
    """The body of a worker: receive ``(index, fn, item)``, send ``(index, ok, value)``; stop on
    ``None`` or when the main process has gone."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        i, fn, item = job
        try:
            msg: tuple[int, bool, Any] = (i, True, fn(item))
        except BaseException as e:  # noqa: BLE001 - re-raised in the main process
            msg = (i, False, _portable(e))
        try:
            conn.send(msg)
        except Exception as e:  # noqa: BLE001 - an unpicklable result: say so instead
            try:
                conn.send((i, False, RuntimeError(f"a worker's result could not be sent back: "
                                                  f"{type(e).__name__}: {e}")))
            except (EOFError, OSError):
                return
        except (EOFError, OSError):
            return


def _portable(e: BaseException) -> BaseException:
    """``e`` if it pickles (so the main process re-raises the same error), else a RuntimeError
    naming it."""
    import pickle

    try:
        pickle.loads(pickle.dumps(e))
        return e
    except Exception:  # noqa: BLE001
        return RuntimeError(f"{type(e).__name__}: {e}")


class _Workers:
    """``n`` worker processes, each behind one duplex pipe."""

    def __init__(self, n: int) -> None:
        ctx = multiprocessing.get_context()
        self.procs: list[Any] = []
        self.conns: list[Connection] = []
        for _ in range(n):
            mine, theirs = ctx.Pipe(duplex=True)
            p = ctx.Process(target=_ignore_sigint_then_serve, args=(theirs,), daemon=True)
            p.start()
            theirs.close()
            self.procs.append(p)
            self.conns.append(mine)

    def map(self, fn: Callable[[T], R], items: Sequence[T]) -> Iterator[tuple[int, R]]:
        """``(index, fn(item))`` as the workers finish them; a worker's exception is re-raised."""
        pending = iter(enumerate(items))
        busy: dict[Connection, int] = {}

        def feed(c: Connection) -> None:
            nxt = next(pending, None)
            if nxt is not None:
                c.send((nxt[0], fn, nxt[1]))
                busy[c] = nxt[0]

        for c in self.conns:
            feed(c)
        while busy:
            for ready in wait(list(busy)):
                c = self.conns[self.conns.index(ready)]  # type: ignore[arg-type]
                try:
                    i, ok, value = c.recv()
                except (EOFError, OSError):
                    p = self.procs[self.conns.index(c)]
                    p.join(GRACE_S)
                    raise RuntimeError(f"a worker process stopped unexpectedly (exit code "
                                       f"{p.exitcode}; out of memory?)") from None
                del busy[c]
                if not ok:
                    raise value
                yield i, value
                feed(c)

    def stop(self, interrupted: bool = False) -> None:
        """Stop every worker: ask politely after a normal run, terminate (then kill) otherwise.
        While this runs after an interrupt, a second Ctrl-C kills them and exits at once."""
        old = None
        if interrupted:
            old = signal.signal(signal.SIGINT, self._second_press)
        try:
            for c in self.conns:
                with contextlib.suppress(OSError):
                    if interrupted:
                        c.close()
                    else:
                        c.send(None)
            for p in self.procs:
                if interrupted and p.is_alive():
                    p.terminate()
            for p in self.procs:
                p.join(GRACE_S if interrupted else None)
                if p.is_alive():
                    p.kill()
                    p.join()
            for c in self.conns:
                c.close()
        finally:
            if old is not None:
                signal.signal(signal.SIGINT, old)

    def _second_press(self, _sig: int, _frame: object) -> None:
        for p in self.procs:
            with contextlib.suppress(OSError, ValueError, AttributeError):
                if p.pid is not None:
                    os.kill(p.pid, signal.SIGKILL)
        sys.stderr.write("dgg: interrupted again: stopped at once\n")
        sys.stderr.flush()
        os._exit(130)
