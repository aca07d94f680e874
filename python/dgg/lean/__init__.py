"""Reading Lean: lexer and maskers, the term grammar and parser, binders, the declaration reader,
and the optional LeanDojo backend. Lean text in, :class:`dgg.model.records.Declaration` out."""
