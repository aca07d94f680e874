"""The batched evaluator: a :class:`dgg.model.records.Statement` and an instance in, values of its
terms and propositions out (float for the search, exact/interval for verdicts)."""
