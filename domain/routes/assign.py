"""The branch and bound over trains that picks the best set of segment-disjoint routes from the
candidates the route search found (see search.py and docs/routes.md), and the partner bound that
prunes the search by what the other trains can still run."""
from __future__ import annotations

from typing import Any

_SCANNED = 16  # options a partner bound tries one by one before it turns to bitsets

Option = tuple[int, int, Any]  # (value, mask, route): one way to lay one candidate route


def low_bits(bits: int, count: int) -> list[int]:
    """Indices of the `count` lowest set bits."""
    out = []
    while bits and len(out) < count:
        low = bits & -bits
        out.append(low.bit_length() - 1)
        bits ^= low
    return out


class OptionUsers:
    """Per mask bit, the bitset of the options using it, for telling which options share track
    with a mask. Only one bit of each track class is looked at (`classes`: see
    hops.track_classes; an option holds the whole class or none of it), so a route of thirty
    segments costs a handful of lookups."""

    __slots__ = ("classes", "by_bit")

    def __init__(self, options: list[Option], classes: int = -1) -> None:
        # the bit matrix of the masks transposed: a row per option as a binary string, columns by zip (in C)
        width = max((mask.bit_length() for _value, mask, _route in options), default=0)
        rows = [format(mask & classes, f"0{width}b") for _value, mask, _route in reversed(options)]
        self.classes = classes
        self.by_bit = {}
        for position, column in enumerate(zip(*rows, strict=True)):  # every row is `width` long
            if "1" in column:
                self.by_bit[width - 1 - position] = int("".join(column), 2)

    def clashing(self, mask: int) -> int:
        """The options (bitset) sharing a bit with `mask`."""
        found, by_bit = 0, self.by_bit
        mask &= self.classes
        while mask:
            low = mask & -mask
            found |= by_bit.get(low.bit_length() - 1, 0)
            mask ^= low
        return found


def assign(groups: list[tuple[int, list[Option]]], best: int, target: int, stats: dict,
           known_users: list[OptionUsers | None] | None = None, classes: int = -1):
    """Branch and bound over the trains, grouped into identical trains (most valuable group
    first), each group `(trains, options sorted best first)`. Every train takes an option or
    nothing; the trains of one group take options in list order, so each set is tried once.
    The options still open to each group are a bitset; choosing an option clears every option
    sharing a track class with it (OptionUsers), so the bound (each train's best open
    options) tightens as the search descends. Returns the best total above `best` with its
    picks as (group, option), or (best, None); stops as soon as `target` is reached.
    `known_users`: the OptionUsers of each group where already built (None: not yet);
    `classes`: hops.track_classes of the graph."""
    count = len(groups)
    after = [sum(size for size, _options in groups[g + 1:]) for g in range(count)]  # trains in later groups
    values = [[o[0] for o in options] for _size, options in groups]
    users = list(known_users) if known_users is not None else [None] * count  # built when first needed
    clashes: list[dict[int, int]] = [{} for _ in range(count)]  # per group: mask -> options it clashes with
    picks: list[tuple[int, int]] = []
    best_picks: list | None = None
    full = [(1 << len(options)) - 1 for _size, options in groups]

    def clash(h: int, mask: int, memo: bool = True) -> int:
        """The options of group h sharing a segment with `mask` (memoised where the search meets
        the same chosen option at many nodes)."""
        known = clashes[h].get(mask)
        if known is not None:
            return known
        if users[h] is None:
            users[h] = OptionUsers(groups[h][1], classes)
        found = users[h].clashing(mask)
        if memo:
            clashes[h][mask] = found
        return found

    def search(g: int, left: int, open_: list[int], total: int) -> bool:
        nonlocal best, best_picks
        stats["nodes"] += 1
        if total > best:
            best, best_picks = total, list(picks)
            if best >= target:
                return True
        while left == 0:
            g += 1
            if g == count:
                return False
            left = groups[g][0]
        later = sum(values[h][i] for h in range(g + 1, count) for i in low_bits(open_[h], groups[h][0]))
        top = low_bits(open_[g], left)
        if total + sum(values[g][i] for i in top) + later <= best:
            stats["bound_prunings"] += 1
            return False
        bits = open_[g]
        while bits:
            low = bits & -bits
            bits ^= low
            i = low.bit_length() - 1
            value, mask, _route = groups[g][1][i]
            if total + value * left + later <= best:
                break
            picks.append((g, i))
            if left - 1 + after[g] == 1:  # one train left: it takes its best option that still fits
                if total + value > best:
                    best, best_picks = total + value, list(picks)
                h = g if left == 2 else g + 1
                fits = open_[h] & ~clash(h, mask, memo=False)
                if h == g:
                    fits &= ~((low << 1) - 1)
                j = (fits & -fits).bit_length() - 1
                if j >= 0 and total + value + values[h][j] > best:
                    best, best_picks = total + value + values[h][j], [*picks, (h, j)]
                    if best >= target:
                        return True
                picks.pop()
                continue
            narrowed = open_[:]
            narrowed[g] = open_[g] & ~clash(g, mask) & ~((low << 1) - 1)
            for h in range(g + 1, count):
                narrowed[h] = open_[h] & ~clash(h, mask)
            if search(g, left - 1, narrowed, total + value):
                return True
            picks.pop()
        return search(g + 1, groups[g + 1][0], open_, total) if g + 1 < count else False

    search(0, groups[0][0] if groups else 0, full, 0)
    if best_picks is None:
        return best, None
    return best, [(g, groups[g][1][i]) for g, i in best_picks]


def partners_bound(groups: list[tuple[int, list[Option]]], users: list[OptionUsers | None], classes: int):
    """The most the other trains can earn beside a route using a mask (its segments, and its
    centres when routes may not share them): each group's best options disjoint from it (not
    necessarily from each other: an upper bound). The best options are usually disjoint from
    it, so the first few are tried one by one; past those, the options clashing with the mask
    come from per-class bitsets (assign.OptionUsers), built when first needed (into `users`,
    one entry per group, which the assignment then reuses)."""
    beyond = [((1 << len(options)) - 1) & ~((1 << _SCANNED) - 1) for _size, options in groups]
    known: dict[int, int] = {}

    def partners(used: int) -> int:
        if used not in known:
            total = 0
            for g, (size, options) in enumerate(groups):
                taken = 0
                for value, mask, _route in options[:_SCANNED]:
                    if not mask & used:
                        total += value
                        taken += 1
                        if taken == size:
                            break
                if taken < size and beyond[g]:
                    if users[g] is None:
                        users[g] = OptionUsers(options, classes)
                    fits = beyond[g] & ~users[g].clashing(used)
                    total += sum(options[i][0] for i in low_bits(fits, size - taken))
            known[used] = total
        return known[used]

    return partners
