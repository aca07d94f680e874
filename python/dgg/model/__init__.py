"""The data model shared by all stages: the term AST (:mod:`dgg.model.terms`) and the records that
flow between stages (:mod:`dgg.model.records`). Imports nothing else of :mod:`dgg`."""
