"""dgg: read the Lean statements of dgg-proofs and cross-check them numerically.

The package follows the data: Lean source (:mod:`dgg.lean_source`) → terms (:mod:`dgg.lean_terms`,
AST in :mod:`dgg.terms`) → statements (:mod:`dgg.statements`) → evaluators (:mod:`dgg.evaluate`) →
samplers (:mod:`dgg.sampling`) → checks (:mod:`dgg.check`) → reports (:mod:`dgg.report`) → CLI
(:mod:`dgg.cli`).
"""

__version__ = "0.1.0"
