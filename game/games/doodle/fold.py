"""The public board as of the event on screen (doodle §4.5): while a walk is shown step by
step, each hero's place, hit points and fate and the monsters crossed off move on with each
shown event, so no sheet gives a roll away before its dice land.

`fold(view, event, parse)` is the view after one event, from the view before it (a
`view(None)`'s `sheets` and `heroes`); `parse` turns a space's name into its index. A table
folds the events it has shown of the move on screen onto the view as it was before that
move (`folded`)."""
from __future__ import annotations

from typing import Any, Callable

from game.core.events import Event
from game.games.doodle.events import (FightResolved, HeroDied, HeroEscaped, HeroHealed,
                                      HeroWalked, TrapSprung)

View = dict[str, Any]


def fold(view: View, event: Event, parse: Callable[[str], int]) -> View:
    """`view` after `event`, shown (a new dict; `view` is left as it was)."""
    owner = getattr(event, "owner", None)
    heroes = view["heroes"]
    if owner is None or owner >= len(heroes):
        return view
    hero = dict(heroes[owner])
    sheets = view["sheets"]
    if isinstance(event, HeroWalked):
        hero["at"] = event.path_to
    elif isinstance(event, FightResolved):
        hero["hp"] = event.hp
        if not event.won:
            sheet = dict(sheets[owner])
            sheet["crossed"] = [*sheet["crossed"], parse(event.cell)]
            sheets = [*sheets[:owner], sheet, *sheets[owner + 1:]]
    elif isinstance(event, (TrapSprung, HeroHealed, HeroEscaped)):
        hero["hp"] = event.hp
        if isinstance(event, HeroEscaped):
            hero["status"] = "escaped"
    elif isinstance(event, HeroDied):
        hero["status"] = "dead"
    else:
        return view
    return {**view, "sheets": sheets, "heroes": [*heroes[:owner], hero, *heroes[owner + 1:]]}


def folded(view: View, events: list[Event], parse: Callable[[str], int]) -> View:
    """`view` after each of `events` in turn."""
    for event in events:
        view = fold(view, event, parse)
    return view
