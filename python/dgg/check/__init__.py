"""The numeric cross-check: random trials, adversarial search, exact verification and shrinking,
and the per-statement driver (:mod:`dgg.check.driver`) that produces the check report."""
