"""`dgg check` writes no numpy RuntimeWarning to stderr when sympy's arithmetic overflows a float.

The exact derivative check multiplies sympy expressions in an object loop (`SympyOps`); sympy's
own float evaluation of, e.g., ``exp(1000) / (exp(1000) + exp(2000)) * 0`` sets the overflow
flag, which numpy used to report as ``RuntimeWarning: overflow encountered in <lambda>
(vectorized)``. The values stay exact and non-finite floats are counted by the report, so the
warning was noise for a user.
"""

from __future__ import annotations

import os
import subprocess
import sys
import warnings
from fractions import Fraction
from pathlib import Path

import numpy as np
import sympy as sp

from dgg.eval.sympy_ops import SympyOps

ROOT = Path(__file__).resolve().parents[1]

LEAN = """
theorem ovf (A x : ℝ) (hA : A = 0) :
    HasDerivAt (fun t : ℝ ↦ A * (Real.exp (1000 * t) / (Real.exp (1000 * t) + Real.exp (2000 * t))))
      0 x := by
  sorry
"""


def _overflowing_product(k: int) -> tuple[np.ndarray, np.ndarray]:
    """``exp(k) / (exp(k) + exp(2k)) * 0``; a new ``k`` for each use (sympy caches results, and a
    cached product is not evaluated again)."""
    e1, e2 = sp.exp(sp.Integer(k)), sp.exp(sp.Integer(2 * k))
    a = np.empty(1, dtype=object)
    a[0] = e1 / (e1 + e2)
    b = np.empty(1, dtype=object)
    b[0] = Fraction(0)
    return a, b


def test_the_case_overflows_in_a_plain_object_loop() -> None:
    """The input below really sets numpy's overflow flag (else the next tests prove nothing)."""
    a, b = _overflowing_product(1001)
    loop = np.frompyfunc(lambda x, y: x * y, 2, 1)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        with np.errstate(over="warn"):
            loop(a, b)
    assert any(issubclass(x.category, RuntimeWarning) and "overflow" in str(x.message) for x in w)


def test_sympy_ops_mul_is_silent_and_exact() -> None:
    a, b = _overflowing_product(1002)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        with np.errstate(over="warn"):
            out = SympyOps().mul(a, b)
    assert out[0] == 0
    assert not [x for x in w if issubclass(x.category, RuntimeWarning)]


def test_dgg_check_writes_no_runtime_warning(tmp_path: Path) -> None:
    f = tmp_path / "Ovf.lean"
    f.write_text(LEAN, encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(ROOT / "python"))
    p = subprocess.run([sys.executable, "-W", "default", "-m", "dgg", "check", str(f), "--jobs",
                        "1", "--trials", "50"], cwd=tmp_path, capture_output=True, text=True,
                       env=env, timeout=600)
    assert p.returncode == 0, p.stderr
    assert "1 passed" in p.stdout
    assert "RuntimeWarning" not in p.stderr and "overflow" not in p.stderr, p.stderr
