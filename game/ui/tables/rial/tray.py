"""What the Rial table puts in the dice tray: each roll names whose it is and what it was
for ("Computer 2: a jump"), so the roll still lying in the tray after the move never reads
as the next player's; the beginning player's d10 stays beside the move's d4 it came with
(rial §4.2), so its result does not vanish as soon as the d4 lands."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from game.core.events import DiceRolled


def raise_words(value: int) -> str:
    """The d10's result in words."""
    return "a 10: everyone raises" if value == 10 else f"d10 {value}, no raise"


def tray_roll(event: DiceRolled, names: Sequence[str],
              d10: DiceRolled | None = None) -> DiceRolled:
    """The roll as the tray shows it: named for its seat and saying what the dice shown
    gave ("Ben: a 10: everyone raises" under a d10 alone); a move's d4 that follows the
    beginning player's d10 in the same move shows both dice, the d10 first."""
    who = names[event.seat] if event.seat is not None and event.seat < len(names) else ""
    words = raise_words(event.values[0]) if is_raise_roll(event) else event.purpose
    purpose = f"{who}: {words}" if who and words else words
    if d10 is None or d10.seat != event.seat or event.sides != 4 or len(event.values) != 1:
        return replace(event, purpose=purpose)
    return replace(event, sides=(10, 4), values=(d10.values[0], event.values[0]),
                   purpose=f"{who}: {raise_words(d10.values[0])}" if who
                   else raise_words(d10.values[0]),
                   total_text=f"moves {event.values[0]}")


def is_raise_roll(event: DiceRolled) -> bool:
    """The beginning player's d10 (rial §4.2)."""
    return event.sides == 10 and len(event.values) == 1
