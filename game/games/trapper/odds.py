"""The chance of getting past a trap (trapper §4.5), computed from the rules' own numbers and
kill rules: the table shows it when a player hovers a revealed trap during a raid.

Summed dice (Floor Spikes, Crushing Walls, Shark Pit) are counted over every face the dice
can show, through the very functions that resolve the trap (`raid.KILL_RULES`). Wall Darts'
five dice are judged one by one, so their chance is the binomial of one die's hit chance.
"""
from __future__ import annotations

from fractions import Fraction
from itertools import product
from math import comb

from game.games.trapper.content import TrapType
from game.games.trapper.raid import KILL_RULES


def survival(kind: TrapType, fortitude: int, sides: int, bonus: int = 0,
             active: bool = True) -> Fraction:
    """The chance that an adventurer with `fortitude` is alive after entering this trap
    (`bonus` 1 when blown onto it by a Fan). Utility and disabled traps never kill."""
    if not active or not kind.kills:
        return Fraction(1)
    key = (kind.id, kind.dice, kind.kill_hits, kind.low_fortitude_max, kind.low_kill,
           kind.high_kill, fortitude, sides, bonus)
    if key not in _CACHE:
        _CACHE[key] = _survival(kind, fortitude, sides, bonus)
    return _CACHE[key]


_CACHE: dict[tuple, Fraction] = {}
"""Chances already counted, by the trap's numbers and the situation (a few hundred at most)."""


def _survival(kind: TrapType, fortitude: int, sides: int, bonus: int) -> Fraction:
    if kind.kill_hits:
        hit = Fraction(sum(1 for v in range(1, sides + 1) if v + bonus >= fortitude), sides)
        return sum((comb(kind.dice, h) * hit ** h * (1 - hit) ** (kind.dice - h)
                    for h in range(kind.kill_hits)), Fraction(0))
    rule = KILL_RULES[kind.id]
    faces = range(1, sides + 1)
    alive = sum(1 for values in product(faces, repeat=kind.dice)
                if not rule(kind, values, bonus, fortitude)[0])
    return Fraction(alive, sides ** kind.dice)


def percent(chance: Fraction) -> str:
    """A chance as a player reads it: '58%', with 'under 1%' / 'over 99%' at the edges."""
    value = float(chance) * 100
    if 0 < value < 1:
        return "under 1%"
    if 99 < value < 100:
        return "over 99%"
    return f"{round(value)}%"


def odds_text(kind: TrapType, fortitude: int, sides: int, active: bool = True) -> str:
    """The hover sentence for a revealed trap: its chance now, and with a Fan's +1."""
    if not active:
        return f"{kind.name} (disabled): does nothing; safe to cross."
    if not kind.kills:
        return f"{kind.name}: never kills (trapper §4.5)."
    now = survival(kind, fortitude, sides)
    fan = survival(kind, fortitude, sides, bonus=1)
    return (f"{kind.name}: {percent(now)} chance to get past at fortitude {fortitude} "
            f"({percent(fan)} if a Fan blows the adventurer onto it) (trapper §4.5).")
