"""How much of each corpus `dgg.elab` types (a benchmark, not a test).

    python benchmarks/elaboration.py [--mathlib MATHLIB_TREE] [--top N]

For the in-scope statements of the corpora of ``benchmarks/coverage.py`` (Mathlib's files, read at
run time from a Mathlib tree and never copied here, and the competition corpus), the library
(``Dgg/``, ``DggSharp/``) and the fidelity suite (``tests/data/fidelity/``): how many are typed
whole (every subterm has its Lean type), typed in part (some subterm is left to the evaluator as
written: ``dgg elaborate`` marks it ``?``; the evaluator refuses those where nothing fixes that
subterm's type), or refused (a rule gives no type or rejects the term:
``not_translated``), with the untyped constructs and the refusals by frequency.
"""

from __future__ import annotations

import argparse
import collections
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
try:  # PYTHONPATH (a worktree's copy) first, else this checkout's package
    import dgg  # noqa: F401
except ImportError:  # pragma: no cover
    sys.path.insert(0, str(HERE.parent / "python"))

from coverage import CORPUS, MATHLIB_FILES, ReadFailure, read_corpus, reason_key  # noqa: E402

from dgg.elab import ElabError, elaborate  # noqa: E402
from dgg.model.records import Statement  # noqa: E402
from dgg.statements import load  # noqa: E402


def measure(name: str, stmts: list[Statement], top: int) -> str:
    whole = part = unfixed = refused = unparsed = 0
    why: collections.Counter[str] = collections.Counter()
    refusals: collections.Counter[str] = collections.Counter()
    for st in stmts:
        if not st.parsed or st.conclusion is None:
            unparsed += 1
            continue
        try:
            typed = elaborate(st).typed
        except ElabError as e:
            refused += 1
            refusals[reason_key(e.reason)] += 1
            continue
        opaque = typed.opaque()
        if typed.unfixed():  # the evaluator refuses these (`not_translated`)
            unfixed += 1
        if opaque:
            part += 1
            why.update({n.why for n in opaque})
        else:
            whole += 1
    n = len(stmts)
    pct = (lambda k: f"{100 * k / n:5.1f}%") if n else (lambda k: "    —")
    lines = [f"== {name}: {n} statements",
             f"  typed whole:      {whole:5} {pct(whole)}",
             f"  typed in part:    {part:5} {pct(part)}",
             f"    of which with an untyped part whose type nothing fixes (not_translated): "
             f"{unfixed}",
             f"  refused:          {refused:5} {pct(refused)}",
             f"  not parsed:       {unparsed:5} {pct(unparsed)}"]
    if why:
        lines.append("  untyped constructs (statements may have several):")
        lines += [f"    {k:5}  {w}" for w, k in why.most_common(top)]
    if refusals:
        lines.append("  refusals:")
        lines += [f"    {k:5}  {w}" for w, k in refusals.most_common(top)]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mathlib", type=Path, default=os.environ.get("MATHLIB_SRC"),
                    help="a Mathlib source tree (the folder holding Mathlib/)")
    ap.add_argument("--top", type=int, default=15)
    args = ap.parse_args(argv)
    root = HERE.parent
    _, lib = load([root / "Dgg", root / "DggSharp"], root)
    print(measure("library (Dgg, DggSharp)", lib, args.top))
    fid = root / "tests" / "data" / "fidelity"
    _, fs = load(sorted(fid.glob("*.lean")), fid)
    print(measure("fidelity suite", fs, args.top))
    fails: list[ReadFailure] = []
    comp = [it.stmt for it in read_corpus(CORPUS, CORPUS.name, "competition", fails)
            if it.scope is None]
    print(measure("competition corpus", comp, args.top))
    if args.mathlib is not None:
        tree = Path(args.mathlib).expanduser()
        items = [it for f in MATHLIB_FILES for it in read_corpus(tree / f, f, "mathlib", fails)]
        print(measure(f"Mathlib ({len(MATHLIB_FILES)} files, in scope)",
                      [it.stmt for it in items if it.scope is None], args.top))
    return 0


if __name__ == "__main__":
    sys.exit(main())
