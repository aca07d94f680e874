"""Sampling: hypotheses cut into constraints, random laws, and the sampler that draws instances
satisfying a statement's hypotheses (built on :mod:`dgg.eval`)."""
