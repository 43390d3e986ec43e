"""What each seat may see (doodle §6): everything drawn is public; treasure notes stay with
their owner until scoring, hands with their holder, the decks' order with nobody."""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from game.games.doodle.content import CATEGORIES, DoodleContent
from game.games.doodle.paths import drawing
from game.games.doodle.state import Phase, Sheet

if TYPE_CHECKING:
    from game.games.doodle.rules import DoodleRules


def table_view(rules: "DoodleRules", seat: int | None) -> dict[str, Any]:
    s = rules.state
    numbers = rules.content.numbers
    over = s.phase is Phase.OVER
    view: dict[str, Any] = {
        "game": "doodle", "phase": s.phase.value, "seat": seat, "names": rules.names(),
        "dungeons": [t.title or f"{t.name}'s dungeon" for t in rules.seats],
        "width": rules.geo.width, "height": rules.geo.height,
        "round": min(s.round, numbers.rounds), "rounds": numbers.rounds,
        "first": s.first, "marker": s.marker, "to_act": sorted(rules.to_act()),
        "display": list(s.display), "deck_count": len(s.deck),
        "removed_count": len(s.removed), "discard": list(s.discard),
        "to_pick": list(s.to_pick), "building": _building(rules),
        "sheets": [_sheet(rules, sheet, over) for sheet in s.sheets],
        "drawing": _drawing(rules),
        "hand_counts": [len(h) for h in s.hands],
        "action_deck_count": len(s.action_deck), "action_discard": list(s.action_discard),
        "heroes": [{"hp": h.hp, "at": h.at, "status": h.status, "fought": h.fought,
                    "damage": h.damage} for h in s.heroes],
        "turn": s.turn, "stop": _stop(rules), "options": dict(rules.options),
        "private": None,
    }
    if seat is not None:
        view["private"] = {"seat": seat, "treasures": list(s.sheets[seat].treasures),
                           "hand": list(s.hands[seat]) if s.hands else []}
    return view


def _sheet(rules: "DoodleRules", sheet: Sheet, over: bool) -> dict[str, Any]:
    ticks, levels, values = _track(rules.content, tuple(sheet.ticks.get(c, 0)
                                                         for c in CATEGORIES))
    out: dict[str, Any] = {
        "cells": list(sheet.cells), "crossed": list(sheet.crossed),
        "ticks": dict(ticks), "levels": dict(levels), "values": dict(values),
        "drafted": list(sheet.drafted), "lost": sheet.lost,
        "path": list(sheet.path), "path_done": sheet.path_done,
        "treasure_count": len(sheet.treasures),
    }
    if over:
        out["treasures"] = list(sheet.treasures)
    return out


@lru_cache(maxsize=1024)
def _track(content: DoodleContent, ticked: tuple[int, ...]
           ) -> tuple[dict[str, int], dict[str, int], dict[str, int]]:
    """Ticks, levels and values of each category for these tick counts (callers copy)."""
    group = content.numbers.box_group
    ticks = dict(zip(CATEGORIES, ticked))
    levels = {c: 1 + t // group for c, t in ticks.items()}
    values = {c: content.tracks[c].values[levels[c] - 1] for c in CATEGORIES}
    return ticks, levels, values


def _building(rules: "DoodleRules") -> dict[str, Any] | None:
    b = rules.state.building
    if b is None:
        return None
    return {"seat": b.seat, "card": b.card, "element": b.element, "lost": list(b.lost),
            "elements": list(rules.content.card(b.card).build)}


def _drawing(rules: "DoodleRules") -> dict[str, int] | None:
    now = drawing(rules)
    return None if now is None else {"drawer": now[0], "owner": now[1]}


def _stop(rules: "DoodleRules") -> dict[str, Any] | None:
    stop = rules.state.stop
    if stop is None:
        return None
    return {"owner": stop.owner, "cell": stop.cell, "kind": stop.kind,
            "what": rules.state.sheets[stop.owner].cells[stop.cell],
            "played": [list(p) for p in stop.played], "dice": list(stop.dice),
            "window": list(stop.windows[0]) if stop.windows else None,
            "waiting": [list(w) for w in stop.windows]}
