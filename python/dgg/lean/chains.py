"""Long chains of ``+`` and ``*`` without deep trees, and the nesting bound of the fragment.

In: the parser's ``lhs op rhs`` callbacks, one at a time, left to right. Out: a term for the chain
so far. A chain of up to :data:`CHUNK` terms keeps Lean's left nesting exactly (``a + b + c`` is
``(a + b) + c``); a longer one becomes a balanced tree of left-nested chunks, so ``x + x + … + x``
with 10⁵ terms is about 60 levels deep instead of 10⁵, and every recursive pass over terms
(evaluation, hashing, exact arithmetic) stays shallow. Regrouping is sound because ``+`` and ``*``
are associative on every type the fragment gives them (numbers, ``Fin n``, functions, matrices);
the leaves keep their order, so type unification over them is unchanged.

:func:`too_deep` finds a node nested deeper than :data:`MAX_DEPTH` (a chain that cannot be
regrouped, such as ``x - x - … - x``); the parser reports it as outside the fragment.
"""

from __future__ import annotations

from dgg.model.terms import BinOp, Term

ASSOC = frozenset({"+", "*"})
CHUNK = 32
#: Terms nested deeper than this are outside the fragment: the evaluator recurses over terms.
MAX_DEPTH = 200


class ChainBuilder:
    """The chains of one parse: ``id(term) → (term, op, blocks)``, a block being
    ``[tree, leaves, full]``. An open chunk grows left-nested up to :data:`CHUNK` leaves; full
    blocks of equal size merge (a binary counter); the term returned folds the blocks from the
    left. Each call costs ``O(log n)`` new nodes."""

    def __init__(self) -> None:
        self._chains: dict[int, tuple[Term, str, list]] = {}

    def reset(self) -> None:
        self._chains = {}

    def extend(self, lhs: Term, op: str, rhs: Term) -> Term:
        entry = self._chains.pop(id(lhs), None)
        if entry is not None and entry[0] is lhs and entry[1] == op:
            blocks = entry[2]
        else:
            blocks = [[lhs, 1, False]]
        top = blocks[-1]
        if not top[2]:
            top[0] = BinOp(op, top[0], rhs, pos=top[0].pos)
            top[1] += 1
            top[2] = top[1] >= CHUNK
        else:
            blocks.append([rhs, 1, False])
        while len(blocks) >= 2 and blocks[-1][2] and blocks[-2][2] and \
                blocks[-1][1] == blocks[-2][1]:
            b = blocks.pop()
            a = blocks[-1]
            blocks[-1] = [BinOp(op, a[0], b[0], pos=a[0].pos), a[1] + b[1], True]
        out = blocks[0][0]
        for b in blocks[1:]:
            out = BinOp(op, out, b[0], pos=out.pos)
        self._chains[id(out)] = (out, op, blocks)
        return out


def depth(t: Term) -> int:
    """The number of levels of ``t`` (a leaf is 1), computed without recursion."""
    best, todo = 0, [(t, 1)]
    while todo:
        node, d = todo.pop()
        best = max(best, d)
        todo.extend((c, d + 1) for c in node.children())
    return best


def too_deep(t: Term, limit: int = MAX_DEPTH) -> Term | None:
    """The first node (pre-order) nested deeper than ``limit``, or ``None``."""
    todo = [(t, 1)]
    while todo:
        node, d = todo.pop()
        if d > limit:
            return node
        todo.extend((c, d + 1) for c in reversed(list(node.children())))
    return None
