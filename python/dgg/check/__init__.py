"""The numeric cross-check: random trials, adversarial search, exact verification and shrinking,
and the per-statement driver (:mod:`dgg.check.driver`) that produces the check report."""

#: seconds of z3 per statement for the decision tier (``dgg check --smt-budget``, the blueprint's
#: check); :class:`dgg.check.driver.CheckConfig` leaves the tier off unless given a budget. Here,
#: not in the driver, so the CLI reads it without importing the checker.
DEFAULT_SMT_BUDGET = 2.0
