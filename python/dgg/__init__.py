"""dgg: read the Lean statements of dgg-proofs and cross-check them numerically.

The package follows the data, one subpackage per stage (``docs/architecture.md``): the model
(:mod:`dgg.model`: term AST, records) → reading Lean (:mod:`dgg.lean`) → statements
(:mod:`dgg.statements`) → the evaluator (:mod:`dgg.eval`) → the sampler (:mod:`dgg.sample`) → the
check (:mod:`dgg.check`) → proof steps (:mod:`dgg.steps`) and outputs (:mod:`dgg.outputs`) → the
command line (:mod:`dgg.cli`).
"""

__version__ = "0.1.0"
