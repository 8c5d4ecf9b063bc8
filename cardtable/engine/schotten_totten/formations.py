"""Formations of Schotten Totten and the exact best-completion search used by claims and proofs.

Rules: ``shared/rules/schotten_totten.md``, "Formations, strongest first", "Tactic cards" (elite troops take the
colours and values that make their side strongest; Blind-Man's Bluff: sum only; Mud Fight: four cards).

A formation's *strength* is one int, ``rank * 100 + sum of values``, so a plain ``>`` compares two formations
(rank first, then the sum; the rules' last tie-break, who completed first, is the caller's). Ranks: 4 colour-run,
3 three of a kind (four of a kind under Mud Fight), 2 colour, 1 run, 0 sum. Under Blind-Man's Bluff every
formation is rank 0 (sum only).

A *pool* describes cards that may still come: ``pool[c]`` is a 9-bit mask of the values (bit ``v - 1``) of clan
cards of colour ``c`` in the pool, ``pool_wild`` the kinds of elite troops in it (0 Joker, 1 Spy, 2 Shield Bearer,
see :mod:`.cards`), at most one Joker since a side may hold only one.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations

from cardtable.engine.schotten_totten.cards import NUM_CLAN, WILD_KIND, WILD_MAX, WILD_VALUES

RANK_NAMES: tuple[str, ...] = ("sum", "run", "colour", "three of a kind", "colour-run")
"""Formation names by rank (0–4), as in the rules file; under Mud Fight rank 3 is four of a kind."""

EMPTY_POOL: tuple[int, ...] = (0, 0, 0, 0, 0, 0)


def rank_name(strength: int, n: int = 3) -> str:
    """The formation name of ``strength`` (``"four of a kind"`` for rank 3 when ``n`` is 4)."""
    rank = strength // 100
    if rank == 3 and n == 4:
        return "four of a kind"
    return RANK_NAMES[rank]


def _match(need: Sequence[int], pool_wild: Sequence[int]) -> bool:
    """True if every value in ``need`` can get its own elite troop from ``pool_wild``."""
    if not need:
        return True
    if len(need) > len(pool_wild):
        return False
    return any(
        all(v in WILD_VALUES[w] for v, w in zip(need, p, strict=True)) for p in permutations(pool_wild, len(need))
    )


def _run_ok(lo: int, n: int, fixed_mask: int, wild: Sequence[int], cover: int, pool_wild: Sequence[int]) -> bool:
    """Can the values ``lo .. lo+n-1`` be made from the fixed clan values (mask), the fixed elite troops ``wild``
    (all must be used) and new cards: clan cards of the values in ``cover`` (mask) or elite troops from
    ``pool_wild``?"""
    target = ((1 << n) - 1) << (lo - 1)
    if fixed_mask & ~target:
        return False
    if not wild:
        gaps = target & ~fixed_mask & ~cover
        if not gaps:
            return True
        return bool(pool_wild) and _match([v for v in range(lo, lo + n) if (gaps >> (v - 1)) & 1], pool_wild)
    missing = [v for v in range(lo, lo + n) if not (fixed_mask >> (v - 1)) & 1]
    for perm in permutations(missing, len(wild)):
        if all(v in WILD_VALUES[w] for v, w in zip(perm, wild, strict=True)):
            need = [v for v in missing if v not in perm and not (cover >> (v - 1)) & 1]
            if _match(need, pool_wild):
                return True
    return False


def _top_sum(masks: Sequence[int], pool_wild: Sequence[int], m: int) -> int | None:
    """Sum of the ``m`` highest values among the clan cards in ``masks`` and the elite troops (at their highest
    value) in ``pool_wild``; ``None`` if there are fewer than ``m`` cards."""
    if m == 0:
        return 0
    vals = [WILD_MAX[w] for w in pool_wild]
    for v in range(9, 0, -1):
        bit = 1 << (v - 1)
        for mask in masks:
            if mask & bit:
                vals.append(v)
        if len(vals) >= m + len(pool_wild):
            break
    if len(vals) < m:
        return None
    vals.sort(reverse=True)
    return sum(vals[:m])


def best_strength(
    clan: Sequence[int],
    wild: Sequence[int],
    n: int,
    bmb: bool,
    pool: Sequence[int] = EMPTY_POOL,
    pool_wild: Sequence[int] = (),
    m: int = 0,
    at_most: int | None = None,
) -> int:
    """The strongest formation a side can end with: its clan cards ``clan`` (engine ids), its elite troops ``wild``
    (kinds 0–2), plus ``m`` more cards from the pool, every elite troop taking its best colour and value.

    ``n`` is the side's full size (3, or 4 under Mud Fight), ``len(clan) + len(wild) + m == n``; ``bmb`` is True under
    Blind-Man's Bluff. Returns the strength (``rank * 100 + sum``), or -1 if the pool cannot supply ``m`` cards.

    ``at_most`` (for proofs, which only ask "can anything beat this?"): the search may stop as soon as no formation
    left to examine can exceed ``at_most`` and then returns -1; the answer is ``> at_most`` exactly when the true
    best is.
    """
    bound = -1 if at_most is None else at_most
    fixed_sum = sum(c % 9 + 1 for c in clan) + sum(WILD_MAX[w] for w in wild)
    if bmb:
        top = _top_sum(pool, pool_wild, m)
        return -1 if top is None else fixed_sum + top
    colours = {c // 9 for c in clan}
    values = {c % 9 + 1 for c in clan}
    fixed_mask = 0
    for c in clan:
        fixed_mask |= 1 << (c % 9)
    distinct = len(values) == len(clan)
    cand_colours = range(6) if not colours else (tuple(colours) if len(colours) == 1 else ())
    tail = n * (n - 1) // 2
    # colour-run
    if bound >= 499:
        return -1
    if distinct and cand_colours:
        for lo in range(10 - n, 0, -1):
            for c in cand_colours:
                if _run_ok(lo, n, fixed_mask, wild, pool[c], pool_wild):
                    return 400 + n * lo + tail
    # three (four) of a kind
    if bound >= 399:
        return -1
    if len(values) <= 1:
        for v in tuple(values) if values else range(9, 0, -1):
            if not all(v in WILD_VALUES[w] for w in wild):
                continue
            bit = 1 << (v - 1)
            have = sum(1 for mask in pool if mask & bit) + sum(1 for w in pool_wild if v in WILD_VALUES[w])
            if have >= m:
                return 300 + n * v
    # colour
    if bound >= 299:
        return -1
    best = -1
    for c in cand_colours:
        top = _top_sum((pool[c],), pool_wild, m)
        if top is not None and fixed_sum + top > best:
            best = fixed_sum + top
    if best >= 0:
        return 200 + best
    # run
    if bound >= 199:
        return -1
    if distinct:
        cover = 0
        for mask in pool:
            cover |= mask
        for lo in range(10 - n, 0, -1):
            if _run_ok(lo, n, fixed_mask, wild, cover, pool_wild):
                return 100 + n * lo + tail
    if bound >= 99:
        return -1
    top = _top_sum(pool, pool_wild, m)
    return -1 if top is None else fixed_sum + top


_COMPLETE_CACHE: dict[tuple[int, ...], int] = {}


def side_strength(cards: Sequence[int], n: int, bmb: bool) -> int:
    """Strength of a complete side ``cards`` (engine ids: clan cards and elite troops, ``len(cards) == n``).

    Cached: the same side evaluated again costs one dict lookup.
    """
    key = (*sorted(cards), n, bmb)
    hit = _COMPLETE_CACHE.get(key)
    if hit is None:
        clan = [c for c in cards if c < NUM_CLAN]
        wild = [WILD_KIND[c] for c in cards if c >= NUM_CLAN]
        hit = best_strength(clan, wild, n, bmb)
        if len(_COMPLETE_CACHE) > 200_000:
            _COMPLETE_CACHE.clear()
        _COMPLETE_CACHE[key] = hit
    return hit


def side_sum(cards: Sequence[int]) -> int:
    """Sum of a (possibly incomplete) side, elite troops at their highest value (Joker 9, Spy 7, Shield Bearer 3)."""
    return sum(c % 9 + 1 if c < NUM_CLAN else WILD_MAX[WILD_KIND[c]] for c in cards)


def best_completion(
    cards: Sequence[int],
    n: int,
    bmb: bool,
    pool: Sequence[int],
    pool_wild: Sequence[int],
    at_most: int | None = None,
) -> int:
    """Strongest formation side ``cards`` can be completed to (to ``n`` cards) from the pool; -1 if it cannot.
    ``at_most``: see :func:`best_strength`."""
    clan = [c for c in cards if c < NUM_CLAN]
    wild = [WILD_KIND[c] for c in cards if c >= NUM_CLAN]
    return best_strength(clan, wild, n, bmb, pool, pool_wild, n - len(cards), at_most)
