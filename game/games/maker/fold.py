"""A sheet as of the event on screen (maker §4.5): while a hero's roll and walk are shown
event by event, the hero, its HP, place, fate, Souls, crossed boxes and total move on with
each shown event (the next hero's roll replaces the last one's fate at once: issue 30 §2).

`fold(player, event, numbers)` is the sheet after one event, from the sheet before it (a
view's `players[i]`); a table folds the events it has shown of the move on screen onto the
view as it was before that move."""
from __future__ import annotations

from typing import Any

from game.core.events import Event
from game.games.maker.events import (HeroChecked, HeroDied, HeroEscaped, HeroMoved,
                                     HeroRolled)

Player = dict[str, Any]


def fold(player: Player, event: Event, numbers: Any) -> Player:
    """`player` (one seat's sheet in a view) after `event`, shown."""
    if isinstance(event, HeroRolled):
        return {**player, "hero": rolled(event)}
    if isinstance(event, HeroMoved) and player["hero"] is not None:
        return {**player, "hero": {**player["hero"], "status": "walking",
                                   "at": [event.x, event.y]}}
    if isinstance(event, HeroChecked) and player["hero"] is not None:
        return {**player, "hero": _checked(player, event)}
    if isinstance(event, HeroDied):
        return _fate(player, "died", "dead", souls=event.souls, numbers=numbers)
    if isinstance(event, HeroEscaped):
        return _fate(player, "escaped", "escaped", crossed=event.crossed, numbers=numbers)
    return player


def rolled(event: HeroRolled) -> dict[str, Any]:
    """The hero a roll brings, as a view's `hero` says it (`view._hero`): ready at the
    entrance, its stats and notes as rolled."""
    return {"kind": event.kind, "name": event.name, "hp": event.hp, "max_hp": event.hp,
            "stats": dict(event.stats), "roll": [event.x, event.y], "status": "ready",
            "pos": 0, "at": None, "notes": list(event.notes)}


def _checked(player: Player, event: HeroChecked) -> dict[str, Any]:
    """The hero after a check: its HP, a failed gate's -N to every stat (maker §3.3), and
    a failed check it lives through pauses it for its dungeon's Fireball (maker §3.5)."""
    hero = player["hero"]
    out = {**hero, "hp": event.hp}
    if not event.passed and event.hp > 0 and player["spells"].get("fireball") == "owned":
        out["status"] = "paused"
    if event.gate_penalty:
        g = event.gate_penalty
        out["stats"] = {k: max(0, v - g) for k, v in hero["stats"].items()}
        out["notes"] = list(hero["notes"]) + [f"-{g} to every stat (gate)"]
    return out


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
