"""What the commands write: text reports, the audit, the blueprint page, citations, the tightness
sweep, and the comparison with the Lean-side export."""
