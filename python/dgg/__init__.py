"""dgg: read the Lean statements of dgg-proofs and cross-check them numerically.

The package follows the data: Lean source (:mod:`dgg.lean.source`) → terms (:mod:`dgg.lean.terms`,
AST in :mod:`dgg.model.terms`) → statements (:mod:`dgg.statements`) → evaluators (:mod:`dgg.eval.evaluate`) →
samplers (:mod:`dgg.sample.sampling`) → checks (:mod:`dgg.check.driver`) → reports (:mod:`dgg.outputs.report`) → CLI
(:mod:`dgg.cli`).
"""

__version__ = "0.1.0"
