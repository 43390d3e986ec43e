"""Fight odds for the computer players: the chance that k d10 plus a bonus reach 20."""
from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=16)
def sum_counts(dice: int, sides: int = 10) -> tuple[int, ...]:
    """How many ways `dice` dice of `sides` faces make each total (index = total)."""
    counts = [1]
    for _ in range(dice):
        nxt = [0] * (len(counts) + sides)
        for total, ways in enumerate(counts):
            for face in range(1, sides + 1):
                nxt[total + face] += ways
        counts = nxt
    return tuple(counts)


def win_chance(bonus: int, dice: int = 2, target: int = 20, sides: int = 10) -> float:
    """P(sum of `dice` d`sides` + bonus >= target)."""
    counts = sum_counts(dice, sides)
    need = target - bonus
    return sum(c for t, c in enumerate(counts) if t >= need) / sides ** dice


def rage_win_chance(bonus: int, dice: int = 2, target: int = 20, sides: int = 10) -> float:
    """P(win) when a losing roll may reroll its lowest die once."""
    counts = _rolls(dice, sides)
    total = 0.0
    for roll in counts:
        s = sum(roll) + bonus
        if s >= target:
            total += 1
        else:
            rest = s - min(roll)
            total += sum(1 for f in range(1, sides + 1) if rest + f >= target) / sides
    return total / len(counts)


@lru_cache(maxsize=8)
def _rolls(dice: int, sides: int) -> tuple[tuple[int, ...], ...]:
    rolls: list[tuple[int, ...]] = [()]
    for _ in range(dice):
        rolls = [r + (f,) for r in rolls for f in range(1, sides + 1)]
    return tuple(rolls)
