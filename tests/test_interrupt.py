"""Ctrl-C during ``dgg check`` with worker processes (issue 23): the first press stops the workers
and exits 130 within two seconds saying how many statements were done; a second press exits at
once; no traceback, no worker left behind. Also: a worker's error reaches the caller, and no more
workers start than there are items."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from dgg.check.pool import run_each
from dgg.errors import Interrupted

#: Thirty statements that each take a second or so at the trial count used below.
_STATEMENTS = "\n".join(
    f"theorem t{k} (x y : ℝ) (h : 0 ≤ x) (hy : 0 ≤ y) : x * y ≤ x * y + x + {k} := by sorry\n"
    for k in range(30))


def _children(pid: int) -> list[int]:
    """The live processes whose parent is ``pid`` (read from /proc)."""
    out = []
    for d in os.listdir("/proc"):
        if not d.isdigit():
            continue
        try:
            with open(f"/proc/{d}/stat", encoding="ascii", errors="replace") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid and fields[0] != "Z":
            out.append(int(d))
    return out


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def _cpu_seconds(pids: list[int]) -> float:
    """User and system CPU time spent so far by the processes ``pids`` (read from /proc)."""
    ticks = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        ticks += int(fields[11]) + int(fields[12])  # utime, stime (proc(5): fields 14 and 15)
    return ticks / os.sysconf("SC_CLK_TCK")


def _default_sigint() -> None:
    """In the child before ``exec``: Ctrl-C's default action, whatever the test runner inherited
    (a shell starts a background job with SIGINT ignored, and Python keeps an ignored SIGINT
    ignored: the command would then run to the end, as a background job should)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _start_check(tmp_path: Path) -> subprocess.Popen[bytes]:
    """``dgg check --jobs 2`` on thirty slow statements, in a session of its own (so a signal to
    its process group reaches the command and its workers, as a terminal's Ctrl-C does), once both
    workers run and a few statements are done."""
    f = tmp_path / "Many.lean"
    f.write_text(_STATEMENTS, encoding="utf-8")
    # sampling only: the decision tier would prove these statements before Ctrl-C is pressed
    p = subprocess.Popen([sys.executable, "-m", "dgg", "check", str(f), "--jobs", "2", "--no-smt",
                          "--trials", "1000000"], cwd=tmp_path, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, start_new_session=True,
                         preexec_fn=_default_sigint)
    deadline = time.monotonic() + 60
    while len(_children(p.pid)) < 2 and time.monotonic() < deadline and p.poll() is None:
        time.sleep(0.05)
    # both workers busy until they have spent 4 s of CPU between them (statements of about a
    # second each: some done, most still queued), measured in CPU time so a loaded machine waits
    while _cpu_seconds(_children(p.pid)) < 4.0 and time.monotonic() < deadline + 120 \
            and p.poll() is None:
        time.sleep(0.1)
    assert p.poll() is None, "the check ended before it could be interrupted"
    return p


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc (Linux)")
@pytest.mark.parametrize("presses", [1, 2])
def test_ctrl_c_stops_a_check_with_workers(tmp_path: Path, presses: int) -> None:
    p = _start_check(tmp_path)
    workers = _children(p.pid)
    assert len(workers) == 2
    t0 = time.monotonic()
    try:
        for _ in range(presses):
            os.killpg(p.pid, signal.SIGINT)
            time.sleep(0.02)
        out, err = p.communicate(timeout=30)
    finally:
        if p.poll() is None:
            os.killpg(p.pid, signal.SIGKILL)
    elapsed = time.monotonic() - t0
    text = err.decode("utf-8", "replace")
    # 130, or killed by the second SIGINT itself while the interpreter was already shutting down
    assert p.returncode in ((130,) if presses == 1 else (130, -signal.SIGINT)), text
    assert elapsed < 2.0, f"took {elapsed:.2f} s to stop"
    assert "Traceback" not in text and out == b""
    lines = [ln for ln in text.splitlines() if ln.strip()]
    assert len(lines) == 1, text
    if presses == 2 and lines[0] == "dgg: interrupted again: stopped at once":
        pass  # the second press came before the first one's count was printed (a loaded machine)
    else:
        assert lines[0].startswith("dgg: interrupted ("), text
        assert lines[0].endswith(" of 30 statements done)"), text
        done = int(lines[0].split("(")[1].split()[0])
        assert 0 < done < 30
    time.sleep(0.2)
    assert not [w for w in workers if _alive(w)], "a worker process outlived the command"


def _square(x: int) -> int:
    return x * x


def _fail_on_three(x: int) -> int:
    if x == 3:
        raise ArithmeticError("three")
    return x


def test_run_each_is_in_order_and_reraises_a_workers_error() -> None:
    assert run_each(_square, list(range(7)), 3) == [x * x for x in range(7)]
    with pytest.raises(ArithmeticError, match="three"):
        run_each(_fail_on_three, list(range(6)), 2)


def test_run_each_starts_no_more_workers_than_items(monkeypatch: pytest.MonkeyPatch) -> None:
    import dgg.check.pool as pool

    started: list[int] = []
    real = pool._Workers.__init__

    def spy(self: object, n: int) -> None:
        started.append(n)
        real(self, n)  # type: ignore[arg-type]

    monkeypatch.setattr(pool._Workers, "__init__", spy)
    assert run_each(_square, [1, 2], 8) == [1, 4]
    assert run_each(_square, [5], 8) == [25]  # one item: no worker at all
    assert started == [2]


def test_interrupt_in_process_reports_what_was_done() -> None:
    calls: list[int] = []

    def slow(x: int) -> int:
        calls.append(x)
        if x == 2:
            raise KeyboardInterrupt
        return x

    with pytest.raises(Interrupted) as info:
        run_each(slow, [0, 1, 2, 3], 1)
    assert (info.value.done, info.value.total) == (2, 4)
    assert str(info.value) == "2 of 4 statements done"
