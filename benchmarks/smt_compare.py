"""z3 against cvc5 on the decision tier's own queries (a benchmark, not a test; issue 24).

    python benchmarks/smt_compare.py [--timeout SEC] [--theorem NAME=SIZE ...]

Each query is ``hypotheses ∧ ¬conclusion`` of a library statement at one size, encoded by
:mod:`dgg.decide.encode` and printed as SMT-LIB 2 by z3; the same text is given to z3 and to cvc5
(its Python API, ``InputParser``; logic ``ALL``, cvc5's default options). Printed per query: each
solver's answer and CPU seconds (``timeout`` when it has none within ``--timeout`` seconds). The
figures are in docs/decision.md.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
try:
    import dgg  # noqa: F401
except ImportError:  # pragma: no cover
    sys.path.insert(0, str(ROOT / "python"))

import z3  # noqa: E402

from dgg.decide.encode import Encoder  # noqa: E402
from dgg.elab import elaborate  # noqa: E402
from dgg.project import library_dirs  # noqa: E402
from dgg.statements import load  # noqa: E402

DEFAULT = ["Dgg.ug_peaked_gradient_bound=2", "Dgg.ug_peaked_gradient_bound=3",
           "Dgg.abs_sum_mul_le_sum_mul_abs=3", "Dgg.sq_sum_mul_mul_le=3",
           "Dgg.var_le_of_peak=2", "Dgg.abs_cov_le_mul=2"]


def query(name: str, size: int) -> str:
    """The SMT-LIB 2 text of ``hypotheses ∧ ¬conclusion`` of ``name`` at ``n = size``."""
    _, stmts = load(library_dirs(ROOT), ROOT)
    st = next(s for s in stmts if s.name == name)
    typed = elaborate(st).typed
    enc = Encoder(typed, {"n": size})
    s = z3.Solver()
    s.add(*[enc.top(h) for _, h in typed.hypotheses if h is not None])
    s.add(z3.Not(enc.top(typed.conclusion)))
    s.add(*enc.background)
    return "(set-logic ALL)\n" + s.to_smt2()


def run_z3(text: str, out: mp.Queue) -> None:
    t = time.process_time()
    s = z3.Solver()
    s.from_string(text)
    r = s.check()
    out.put((str(r), time.process_time() - t))


def run_cvc5(text: str, out: mp.Queue) -> None:
    import cvc5

    t = time.process_time()
    tm = cvc5.TermManager()
    slv = cvc5.Solver(tm)
    slv.setOption("produce-models", "true")
    parser = cvc5.InputParser(slv)
    parser.setStringInput(cvc5.InputLanguage.SMT_LIB_2_6, text, "query")
    sm = parser.getSymbolManager()
    answer = "unknown"
    while True:
        cmd = parser.nextCommand()
        if cmd.isNull():
            break
        res = cmd.invoke(slv, sm)
        if "check-sat" in str(cmd):
            answer = res.strip()
    out.put((answer, time.process_time() - t))


def timed(fn, text: str, timeout: float) -> tuple[str, float | None]:
    q: mp.Queue = mp.Queue()
    p = mp.Process(target=fn, args=(text, q))
    p.start()
    p.join(timeout)
    if p.is_alive():
        p.kill()
        p.join()
        return "timeout", None
    return q.get() if not q.empty() else ("error", None)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--timeout", type=float, default=60.0)
    ap.add_argument("--theorem", action="append", metavar="NAME=SIZE")
    a = ap.parse_args(argv)
    print(f"{'query':48} {'z3':>18} {'cvc5':>18}")
    for item in a.theorem or DEFAULT:
        name, size = item.split("=")
        text = query(name, int(size))
        cells = []
        for fn in (run_z3, run_cvc5):
            ans, t = timed(fn, text, a.timeout)
            cells.append(f"{ans} {t:.2f} s" if t is not None else ans)
        print(f"{name + ' n=' + size:48} {cells[0]:>18} {cells[1]:>18}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
