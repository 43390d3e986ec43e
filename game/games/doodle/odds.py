"""Fight odds: the chance that k d10 plus a bonus reach 20 (for the computer players), and
the readout of a stop about to resolve as one seat's view shows it (`stop_odds`: what the
monster needs on its dice and the chance, what each playable card would change, a trap's
damage and the hero's HP after it)."""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Mapping, Sequence

if TYPE_CHECKING:
    from game.games.doodle.content import ActionCard, DoodleContent


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


# --- the readout at a stop ------------------------------------------------------------------
@dataclass(frozen=True)
class Outlook:
    """What a stop comes to, as its cards stand: at a fight, the dice total the monster
    needs on how many d10 (`need` of `dice`) and its chance to win; at a trap, `chance` 1.
    `damage` is what the hero loses if the monster wins (or the trap springs), `hp` the
    hero's hit points before it and `hp_after` after it; `skipped` when Haste skips the
    stop (nothing resolves on it)."""

    kind: str
    chance: float
    need: int
    dice: int
    damage: int
    hp: int
    hp_after: int
    skipped: bool = False

    def text(self) -> str:
        """'needs 14+ on 2d10: 28 %' at a fight; 'deals 4: hero 10 -> 6 HP' at a trap."""
        if self.skipped:
            return "the stop is skipped"
        hit = f"hero {self.hp} → {self.hp_after} HP"
        if self.kind == "trap":
            return f"deals {self.damage}: {hit}"
        roll = f"{self.dice}d10"
        if self.need <= self.dice:
            return f"wins on any {roll}: 100 % ({hit})"
        if self.need > self.dice * 10:
            return f"cannot reach 20 on {roll}: 0 %"
        return f"needs {self.need}+ on {roll}: {percent(self.chance)} (if it wins: {hit})"


@dataclass(frozen=True)
class CardOutlook:
    """One card of the seat's hand that it may play here, and the stop with it played."""

    card: int
    name: str
    outlook: Outlook
    heals: bool = False
    healed: int = 0
    """HP a healing card would give the hero now (none at full health)."""

    def text(self) -> str:
        """'with Aim Boost: 55 %' at a fight, 'with Spikes: hero 6 -> 4 HP' at a trap; a
        potion on a hero at full health heals nothing, and says so."""
        o = self.outlook
        if self.heals and not self.healed:
            return f"with {self.name}: heals nothing, the hero is at full health ({o.hp} HP)"
        if o.skipped:
            return f"with {self.name}: the stop is skipped"
        if o.kind == "trap":
            return f"with {self.name}: deals {o.damage}, hero {o.hp} → {o.hp_after} HP"
        healed = f", hero at {o.hp} HP" if self.heals else ""
        return f"with {self.name}: {percent(o.chance)}{healed}"


@dataclass(frozen=True)
class StopOdds:
    """The readout of the stop about to resolve, for one seat: what the monster needs (or
    the trap deals) and, for each card of the seat's hand it may play here, what it would
    change. `what` is the monster kind or 'trap'; `colour` the seat's colour here (blue in
    its own dungeon, red in a rival's)."""

    what: str
    colour: str
    now: Outlook
    cards: tuple[CardOutlook, ...]


def percent(chance: float) -> str:
    """A chance as people read it: whole percent, never a rounded 0 % or 100 %."""
    if 0.0 < chance < 0.01:
        return "<1 %"
    if 0.99 < chance < 1.0:
        return ">99 %"
    return f"{round(chance * 100)} %"


def stop_odds(view: Mapping[str, Any], content: "DoodleContent") -> StopOdds | None:
    """The odds of the stop in `view` (one seat's view, doodle §6), for that seat: None when
    no stop is about to resolve. Reads the stop, the played cards, the owner's levels, the
    hero's hit points and the seat's own hand only."""
    stop = view.get("stop")
    if not stop or view.get("phase") != "heroes" or stop.get("dice"):
        return None
    seat = view.get("seat")
    owner = stop["owner"]
    played = [content.action_of(card) for _, card in stop["played"]]
    now = _outlook(view, content, played)
    colour = "blue" if seat == owner else "red"
    hand = (view.get("private") or {}).get("hand") or []
    shown: list[CardOutlook] = []
    if seat is not None:
        for card in sorted(set(hand)):
            action = content.action_of(card)
            if action.colour == colour and action.fits(stop["kind"]):
                with_it = _outlook(view, content, [*played, action])
                shown.append(CardOutlook(card, action.name, with_it, action.heal > 0,
                                         with_it.hp - now.hp))
    return StopOdds(stop["what"], colour, now, tuple(shown))


def _outlook(view: Mapping[str, Any], content: "DoodleContent",
             cards: Sequence["ActionCard"]) -> Outlook:
    """The stop with these cards in play (doodle §4.6, §4.7)."""
    stop = view["stop"]
    numbers = content.numbers
    sheet = view["sheets"][stop["owner"]]
    hp = min(numbers.hero_hp, view["heroes"][stop["owner"]]["hp"] +
             sum(c.heal for c in cards))
    skipped = any(c.skip for c in cards)
    if stop["kind"] == "trap":
        damage = 0 if any(c.negate for c in cards) else \
            sheet["values"]["trap"] + sum(c.damage for c in cards)
        return Outlook("trap", 1.0, 0, 0, damage, hp, hp - damage, skipped)
    what = stop["what"]
    bonus = sheet["values"][what] + sum(c.strength for c in cards)
    dice = numbers.fight_dice + sum(c.extra_dice for c in cards)
    target, sides = numbers.fight_target, numbers.die_sides
    if any(c.rerolls for c in cards):
        chance = rage_win_chance(bonus, dice, target, sides)
    else:
        chance = win_chance(bonus, dice, target, sides)
    damage = numbers.monsters[what].damage
    return Outlook("monster", chance, target - bonus, dice, damage, hp, hp - damage, skipped)


STOP_MIX = {"monster": 2.0, "trap": 1.0}
"""How often a hero stops on a monster against a trap (the sims: about 3.5 fights and 1.8
trap stops a walk)."""


def hand_fits(content: "DoodleContent", size: int, seats: int) -> float:
    """The chance a fresh hand of `size` cards from the whole deck holds a card that fits a
    card window, over a seat's windows in a game of `seats` (its own blue one at each stop
    in its dungeon, a red one at each stop in every rival's; monster and trap stops as
    STOP_MIX): what the Cards-in-hand level buys in the walk (doodle §4.6)."""
    actions = [content.action_of(card) for card in content.cards]
    total = len(actions)
    chance = weight = 0.0
    for colour, each in (("blue", 1.0), ("red", float(seats - 1))):
        for kind, often in STOP_MIX.items():
            fit = sum(1 for a in actions if a.colour == colour and a.fits(kind))
            miss = math.comb(total - fit, size) / math.comb(total, size)
            chance += each * often * (1.0 - miss)
            weight += each * often
    return chance / weight
