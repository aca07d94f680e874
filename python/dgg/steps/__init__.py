"""``dgg check --steps``: the proof walker that finds the intermediate claims of proofs, their
contexts, and their check through :mod:`dgg.check` (entry point :mod:`dgg.steps.driver`)."""
