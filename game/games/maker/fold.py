"""A sheet as of the event on screen (maker §4.5): while a hero's walk is shown check by
check, its HP, fate, Souls, crossed boxes and total move on with each shown event.

`fold(player, event, numbers)` is the sheet after one event, from the sheet before it (a
view's `players[i]`); a table folds the events it has shown of the move on screen onto the
view as it was before that move."""
from __future__ import annotations

from typing import Any

from game.core.events import Event
from game.games.maker.events import HeroChecked, HeroDied, HeroEscaped

Player = dict[str, Any]


def fold(player: Player, event: Event, numbers: Any) -> Player:
    """`player` (one seat's sheet in a view) after `event`, shown."""
    if isinstance(event, HeroChecked) and player["hero"] is not None:
        return {**player, "hero": {**player["hero"], "hp": event.hp}}
    if isinstance(event, HeroDied):
        return _fate(player, "died", "dead", souls=event.souls, numbers=numbers)
    if isinstance(event, HeroEscaped):
        return _fate(player, "escaped", "escaped", crossed=event.crossed, numbers=numbers)
    return player


def _fate(player: Player, fate: str, status: str, numbers: Any, souls: int | None = None,
          crossed: int | None = None) -> Player:
    out = dict(player)
    out["souls"] = player["souls"] if souls is None else souls
    out["crossed"] = player["crossed"] if crossed is None else crossed
    out["fates"] = list(player["fates"]) + [fate]
    if player["hero"] is not None:
        out["hero"] = {**player["hero"], "status": status}
    if player["score"] is not None:
        out["score"] = player["score"] + numbers.soul_points * (out["souls"] - player["souls"]) \
            - numbers.escape_penalty * (out["crossed"] - player["crossed"])
    return out


def folded(player: Player, events: list[Event], numbers: Any) -> Player:
    """`player` after each of `events` in turn."""
    for event in events:
        player = fold(player, event, numbers)
    return player
