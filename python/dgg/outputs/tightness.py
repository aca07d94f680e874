"""``dgg tightness``: how tight are the covariance bound and the occurrence-to-head ratio?

For each swept parameter it reports four numbers, normalised to ``F = K = 1`` (covariance) and
``α = β = C = 1`` (occurrence ratio):

* ``seed_bound``: the right-hand side of the seed theorem, evaluated by the engine from the Lean
  statement (``Dgg.ug_peaked_gradient_bound``: ``8·F·K·δ``; ``Dgg.occ_ratio_le``:
  ``4·β·C/α/(1 − p)²``);
* ``sharp_bound``: the best constant, piecewise as stated in ``DggSharp/…Sharp.lean`` (proofs
  written, not yet compiled): ``4δ(1 − δ)`` for ``δ ≤ 1/2`` and ``1`` beyond; ``κ(p) = 4`` for
  ``p ≤ 1/2`` and ``1/(p(1 − p))`` beyond;
* ``empirical_sup``: the largest left-hand side the search finds with the parameter pinned. For
  the covariance this is the check engine's adversarial search on the seed statement with
  ``δ``, ``F``, ``K`` pinned by ``fixes``. For the occurrence ratio the pinned quantity
  ``p = softmax z a`` is not a variable, so instances are built with ``z a`` solved from the other
  logits to give exactly ``p``, the scalars ``α, β, C`` set to the tightest values their
  hypotheses allow, and the Lean left-hand side evaluated by the engine; a batched
  cross-entropy search maximises it;
* ``witness``: the left-hand side on the witness family, evaluated by the engine: the two-point
  row of ``Dgg.cov_two_point_eq`` at ``min(δ, 1/2)``; for the ratio, ``M`` off-peak tokens of equal
  mass whose Jacobian rows are ``c`` times the sampled row (``Dgg.occ_ratio_eq_of_rows_sharp``),
  which gives ``κ(p)·M/(M + 1)``.

Every row draws from its own random stream (the seed and the row's index), so a row does not
depend on the others: ``tests/test_tightness_docs.py`` recomputes a few rows of the committed
``docs/tightness.csv`` (written by ``dgg tightness --out docs``) and compares them.
"""

from __future__ import annotations

import csv
import hashlib
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np
from tqdm import tqdm

from dgg.check.driver import CheckConfig, max_ratio
from dgg.errors import InputError
from dgg.eval.evaluate import Evaluator, Instance
from dgg.model.records import Statement
from dgg.outputs import atomic
from dgg.project import library_dirs, source_tags
from dgg.statements import load

COV_THEOREM = "Dgg.ug_peaked_gradient_bound"
COV_WITNESS = "Dgg.cov_two_point_eq"
OCC_THEOREM = "Dgg.occ_ratio_le"
WITNESS_M = 1000
DEFAULT_SEED = 0
DEFAULT_POINTS = 24  # the sweep of docs/tightness.csv: `dgg tightness --out docs`
COLUMNS = ("bound", "parameter", "seed_bound", "sharp_bound", "empirical_sup", "witness")


@dataclass
class Row:
    bound: str
    parameter: float
    seed_bound: float
    sharp_bound: float
    empirical_sup: float
    witness: float

    def as_csv(self) -> list[str]:
        return [self.bound] + [f"{getattr(self, c):.10g}" for c in COLUMNS[1:]]


def sharp_covariance(delta: float) -> float:
    """``4δ(1 − δ)`` for ``δ ≤ 1/2``, ``1`` beyond (``F = K = 1``)."""
    return 4 * delta * (1 - delta) if delta <= 0.5 else 1.0


def kappa(p: float) -> float:
    """``κ(p)`` with ``C = 1``: ``4`` for ``p ≤ 1/2``, ``1/(p(1 − p))`` beyond."""
    return 4.0 if p <= 0.5 else 1.0 / (p * (1 - p))


def delta_grid(points: int) -> np.ndarray:
    """δ over ``[0.001, 1]``, log-spaced, with 1/2 included."""
    return np.unique(np.concatenate([np.geomspace(1e-3, 1.0, points), [0.5]]))


def p_grid(points: int) -> np.ndarray:
    """p over ``[0.01, 0.999]``, spaced evenly in ``log(p / (1 − p))``, with 1/2 included."""
    t = np.linspace(np.log(0.01 / 0.99), np.log(0.999 / 0.001), points)
    return np.unique(np.concatenate([1 / (1 + np.exp(-t)), [0.5]]))


def _statement(stmts: Sequence[Statement], name: str) -> Statement:
    for s in stmts:
        if s.name == name:
            return s
    raise InputError(f"dgg tightness: {name} is not declared in the project's Lean libraries")


def _sides(ev: Evaluator, inst: Instance) -> tuple[np.ndarray, np.ndarray]:
    assert ev.stmt.conclusion is not None
    s = ev.sides(ev.stmt.conclusion, inst)
    if s is None:
        raise InputError(f"{ev.stmt.name}: its conclusion is not a relation")
    return np.asarray(s.lhs, dtype=float).reshape(inst.batch),\
        np.asarray(s.rhs, dtype=float).reshape(inst.batch)


# ----------------------------------------------------------------------------- covariance


def covariance_row(stmts: Sequence[Statement], delta: float, seed: int, trials: int = 2000) -> Row:
    """The covariance row at ``δ`` (rounded to a rational with denominator ≤ 10⁹)."""
    cov = _statement(stmts, COV_THEOREM)
    wit = Evaluator(_statement(stmts, COV_WITNESS))
    ev = Evaluator(cov)
    d = Fraction(float(delta)).limit_denominator(10**9)
    fixes = {"δ": d, "F": Fraction(1), "K": Fraction(1)}
    ratio, _ = max_ratio(cov, CheckConfig(trials=trials, seed=seed, fixes=fixes))
    # the seed's right side at these values, on a one-key row
    probe = Instance({"n": 1}, {"π": np.ones((1, 1)), "u": np.zeros((1, 1)),
                                "k": np.zeros((1, 1)), "j₀": np.zeros(1, dtype=int),
                                "δ": np.array([float(d)]), "F": np.ones(1), "K": np.ones(1)}, 1)
    seed_rhs = float(_sides(ev, probe)[1][0])
    w = Instance({}, {"δ": np.array([min(float(d), 0.5)]), "F": np.ones(1), "K": np.ones(1)}, 1)
    witness = abs(float(_sides(wit, w)[0][0]))
    return Row("covariance", float(d), seed_rhs, sharp_covariance(float(d)),
               (ratio or 0.0) * seed_rhs, witness)


def covariance_rows(stmts: Sequence[Statement], points: int, seed: int, trials: int = 2000,
                    progress: Callable[[], None] | None = None) -> list[Row]:
    rows = []
    for delta in delta_grid(points):
        rows.append(covariance_row(stmts, float(delta), seed, trials))
        if progress is not None:
            progress()
    return rows


# ----------------------------------------------------------------------------- occurrence ratio


def _occurrence_instance(p: float, z_rest: np.ndarray, J: np.ndarray) -> Instance:
    """A batch of instances of ``Dgg.occ_ratio_le`` with ``softmax z a = p`` (``a`` = token 0),
    ``h = x = (1)``, ``α = β = 1`` (tight), ``A = b = 1`` and ``J`` rescaled so that
    ``C = max(∑ v, p v ‖J v‖², ‖J a‖²) = 1`` (tight)."""
    B, n, m = J.shape
    lse = np.log(np.exp(z_rest - z_rest.max(1, keepdims=True)).sum(1)) + z_rest.max(1)
    z = np.concatenate([(np.log(p / (1 - p)) + lse)[:, None], z_rest], axis=1)
    prob = np.exp(z - z.max(1, keepdims=True))
    prob /= prob.sum(1, keepdims=True)
    rows = (J ** 2).sum(2)
    C = np.maximum((prob * rows).sum(1), rows[:, 0])
    J = J / np.sqrt(np.where(C > 0, C, 1.0))[:, None, None]
    one = np.ones(B)
    return Instance({"V": n, "dModel": 1, "m": m, "dIn": 1},
                    {"z": z, "a": np.zeros(B, dtype=int), "b": one, "A": one, "α": one,
                     "β": one, "C": one, "h": np.ones((B, 1)), "J": J, "x": np.ones((B, 1))}, B)


def _occurrence_search(ev: Evaluator, p: float, rng: np.random.Generator,
                       sizes: Sequence[tuple[int, int]] = ((2, 1), (4, 2), (16, 2), (64, 1)),
                       batch: int = 256, iters: int = 40) -> float:
    """Cross-entropy search for the largest left-hand side at pinned ``p``."""
    best = 0.0
    for n, m in sizes:
        dim = (n - 1) + n * m
        mu, sd = np.zeros(dim), np.ones(dim) * 2.0
        for _ in range(iters):
            theta = mu + sd * rng.standard_normal((batch, dim))
            inst = _occurrence_instance(p, theta[:, :n - 1], theta[:, n - 1:].reshape(batch, n, m))
            lhs = np.nan_to_num(_sides(ev, inst)[0], nan=-np.inf)
            elite = theta[np.argsort(lhs)[-batch // 10:]]
            best = max(best, float(lhs.max()))
            mu, sd = elite.mean(0), elite.std(0) + 1e-3
    return best


def _occurrence_witness(ev: Evaluator, p: float, M: int = WITNESS_M) -> tuple[float, float]:
    """Left and right side of ``Dgg.occ_ratio_le`` on the witness family (``M`` off-peak tokens of
    equal mass, rows ``c · u``: ``c = −1`` for ``p ≤ 1/2``, ``c = −p/(1 − p)`` beyond)."""
    c = -1.0 if p <= 0.5 else -p / (1 - p)
    J = np.full((1, M + 1, 1), c)
    J[0, 0, 0] = 1.0
    lhs, rhs = _sides(ev, _occurrence_instance(p, np.zeros((1, M)), J))
    return float(lhs[0]), float(rhs[0])


def occurrence_row(stmts: Sequence[Statement], p: float, seed: int, index: int) -> Row:
    """The occurrence-ratio row at ``p``; its search draws from its own stream ``(seed, index)``,
    so a row does not depend on the rows computed before it."""
    ev = Evaluator(_statement(stmts, OCC_THEOREM))
    rng = np.random.default_rng([seed, index])
    witness, seed_rhs = _occurrence_witness(ev, float(p))
    emp = _occurrence_search(ev, float(p), rng)
    return Row("occurrence", float(p), seed_rhs, kappa(float(p)), emp, witness)


def occurrence_rows(stmts: Sequence[Statement], points: int, seed: int,
                    progress: Callable[[], None] | None = None) -> list[Row]:
    rows = []
    for k, p in enumerate(p_grid(points)):
        rows.append(occurrence_row(stmts, float(p), seed, k))
        if progress is not None:
            progress()
    return rows


# ----------------------------------------------------------------------------- outputs


def write_csv(rows: Sequence[Row], path: Path) -> None:
    with atomic.replacing(path) as tmp, tmp.open("w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(COLUMNS)
        for r in rows:
            w.writerow(r.as_csv())


# the panels' texts in matplotlib mathtext: every symbol between $…$, no raw `_F` or `Cov_π`
PANELS = (
    ("covariance", r"off-peak mass bound $\delta$  ($F = K = 1$)",
     r"bound on $|\mathrm{Cov}_\pi(u, k)|$",
     "Peaked-row covariance [ug-peaked-gradient-bound]",
     (r"seed: $8\delta$", r"sharp: $4\delta(1-\delta)$ for $\delta \leq 1/2$, $1$ beyond"),
     "log"),
    ("occurrence", r"sampled-token probability $p = \mathrm{softmax}(z)_a$",
     r"bound on $\|H\|_F^2 \,/\, \|G\|_F^2$",
     r"Occurrence-to-head ratio [ftip-0080]  ($\alpha = \beta = C = 1$)",
     (r"seed: $4/(1-p)^2$", r"sharp: $\kappa(p) = 4$ for $p \leq 1/2$, $1/(p(1-p))$ beyond"),
     "logit"),
)


def figure(rows: Sequence[Row]) -> Any:
    """The two panels as a matplotlib figure (the caller closes it). The witness family, which
    attains the sharp bound, is drawn on top of it with markers and a dashed line, the sharp bound
    as a wide pale band under it, so that both stay visible where they coincide."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 2, figsize=(12, 4.8), constrained_layout=True)
    for ax, (key, xlabel, ylabel, title, (seed_lbl, sharp_lbl), xscale) in zip(axes, PANELS):
        rs = [r for r in rows if r.bound == key]
        if not rs:
            continue
        x = np.array([r.parameter for r in rs])
        ax.plot(x, [r.seed_bound for r in rs], "-", color="tab:red", lw=1.5, label=seed_lbl,
                zorder=2)
        ax.plot(x, [r.sharp_bound for r in rs], "-", color="black", lw=5, alpha=0.3,
                solid_capstyle="butt", label=sharp_lbl, zorder=1)
        ax.plot(x, [r.witness for r in rs], linestyle=(0, (4, 2)), color="tab:green", lw=1.4,
                marker="D", ms=6.5, mfc="white", mec="tab:green", mew=1.2, zorder=3,
                label="witness family (attains the sharp bound)")
        ax.plot(x, [r.empirical_sup for r in rs], "o", ms=4, color="tab:blue", zorder=4,
                label="largest value found by search")
        ax.set_xscale(xscale)
        ax.set_yscale("log")
        ax.set_xlabel(xlabel)
        ax.set_ylabel(ylabel)
        ax.set_title(title, fontsize=10)
        ax.grid(True, which="both", alpha=0.3)
        ax.legend(fontsize=8)
    fig.suptitle("How tight are the bounds? Seed constants vs the sharp constants (Lean proofs "
                 "written, not yet compiled)",
                 fontsize=11)
    return fig


def plot(rows: Sequence[Row], path: Path, metadata: dict[str, str] | None = None) -> None:
    """Both panels (:func:`figure`) as a PNG; ``metadata`` goes into its text chunks."""
    import matplotlib.pyplot as plt

    fig = figure(rows)
    try:
        with atomic.replacing(path) as tmp:
            fig.savefig(tmp, dpi=120, metadata=metadata, format="png")
    finally:
        plt.close(fig)


def run_tightness(root: Path, out: Path, seed: int = DEFAULT_SEED,
                  points: int = DEFAULT_POINTS, progress: bool = False) -> list[Path]:
    """Sweep both bounds and write ``tightness.csv`` and ``tightness.png`` under ``out``; the plot
    records the SHA-256 of the CSV it was drawn from (PNG text chunk ``Comment``). With
    ``progress``, a tqdm bar on stderr (on a terminal only)."""
    _, stmts = load(library_dirs(root), root, tags=source_tags(root))
    total = len(delta_grid(points)) + len(p_grid(points))
    with tqdm(total=total, unit="point", desc="dgg tightness", file=sys.stderr, leave=False,
              disable=not (progress and sys.stderr.isatty())) as bar:
        rows = covariance_rows(stmts, points, seed, progress=bar.update) + \
            occurrence_rows(stmts, points, seed, progress=bar.update)
    out.mkdir(parents=True, exist_ok=True)
    csv_path, png_path = out / "tightness.csv", out / "tightness.png"
    write_csv(rows, csv_path)
    digest = hashlib.sha256(csv_path.read_bytes()).hexdigest()
    plot(rows, png_path, {"Comment": f"dgg tightness --seed {seed} --points {points}; "
                                     f"tightness.csv sha256 {digest}"})
    return [csv_path, png_path]
