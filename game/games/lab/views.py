"""What each seat may see (lab §6): the public table, her own status on her own turn, her
own notebook; the map and everybody's route only once the game is over."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.games.lab.notebook import sheet_to_dict
from game.games.lab.state import Phase
from game.games.lab.world import limits

if TYPE_CHECKING:
    from game.games.lab.rules import LabRules

QUESTIONS = {"climb": "Climb the tree?", "orcs": "Do you like orcs?",
             "undead": "Do you like the undead?", "political": "The political prison asks.",
             "cop": "The political cop asks.", "stick": "Use your walking stick?"}


def view_for(r: "LabRules", seat: int | None) -> dict[str, Any]:
    s = r.state
    over = s.phase is Phase.OVER
    view: dict[str, Any] = {
        "game": "lab", "width": r.d.width, "height": r.d.height, "levels": r.d.levels,
        "seats": [p.name for p in s.players], "order": list(s.order),
        "active": None if over else s.active, "round": s.round, "over": over,
        "headline": s.headline, "winner": s.winner,
        "map": {"title": r.d.title, "description": r.d.description},
        "players": [{"name": p.name, "in_dungeon": p.alive, "resigned": p.resigned}
                    for p in s.players],
    }
    if seat is not None:
        view["me"] = _me(r, seat)
    if over:
        view["reveal"] = reveal(r)
    return view


def _me(r: "LabRules", seat: int) -> dict[str, Any]:
    s = r.state
    p = s.players[seat]
    mine: dict[str, Any] = {"seat": seat, "notebook": sheet_to_dict(r.sheet(seat))}
    if s.phase is not Phase.OVER and s.active == seat:
        mine["phase"] = ("answer" if p.question else "land" if p.landing_due else "act")
        mine["question"] = QUESTIONS.get(p.question.kind) if p.question else None
        mine["question_kind"] = p.question.kind if p.question else None
        mine["status"] = status(r, seat)
    else:
        mine["phase"] = "wait"
        if s.phase is not Phase.OVER and _moved_last(r) == seat:
            mine["status"] = status(r, seat)   # she reads what her move did to her
    return mine


def _moved_last(r: "LabRules") -> int | None:
    """The seat whose game action came last (notebook edits do not count): her turn's
    end, until the next seat acts."""
    from game.games.lab.actions import Sketch
    for record in reversed(r.log):
        if not isinstance(record.action, Sketch):
            return record.action.seat
    return None


def status(r: "LabRules", seat: int) -> dict[str, Any]:
    """Her own status (lab §6 HOUSE RULE): free on her own turn only."""
    p = r.state.players[seat]
    lim = limits(r, p)
    return {
        "damage": {k: [v, lim[k]] for k, v in p.damage.items()},
        "ammo": dict(p.ammo), "money": p.money,
        "equipment": {k: v for k, v in p.gear.items() if v},
        "skins": dict(p.skins), "exote": p.exote, "treasure": p.treasure,
        "riding": p.riding is not None,
        "in_store": p.pos is not None and r.d.kind(p.pos) == "store",
        "landings_left": (r.landings_allowed() - p.landings) if r.solo else None,
    }


def reveal(r: "LabRules") -> dict[str, Any]:
    """The whole map, every route and every notebook (lab §5: shown when the game
    ends)."""
    d = r.d
    s = r.state
    return {
        "cells": sorted([x, y] for x, y in d.cells),
        "walls": [[x, y, k, m] for (x, y, k), m in sorted(d.walls.items())],
        "exit": [list(d.exit[0]), d.exit[1]],
        "things": [[x, y, lv, t.kind, t.sign, _ended(r, (x, y, lv))]
                   for (x, y, lv), t in sorted(d.things.items())],
        "treasure_at": list(s.treasure_at) if s.treasure_at else None,
        "carried_out": s.winner is not None,
        "ontifutlai": [list(o.pos) for o in s.ontifutlai],
        "broken": [[x, y, k] for (x, y, k) in sorted(s.broken)],
        "rivers": [[list(s) for s in river] for river in d.rivers],
        "pits": [[list(a), list(b)] for a, b in sorted(d.pits.items())],
        "routes": [[list(s) for s in p.route] for p in r.state.players],
        "walked": [list(p.walked) for p in r.state.players],
        "notebooks": [sheet_to_dict(r.sheet(i)) for i in range(len(r.state.players))],
    }


def walks(route: list[list[int]], walked: list[bool] | None, level: int
          ) -> list[list[tuple[int, int]]]:
    """A route on one level as the stretches she walked: a new stretch starts wherever she
    was put on a cell (a landing, a re-landing beside her last cell too, a climb, a pit, a
    river, a teleport), so the reveal never draws that as a move. Without `walked`, a
    stretch is cut where two spots are not next to each other."""
    parts: list[list[tuple[int, int]]] = []
    last: list[int] | None = None
    for i, (x, y, lv) in enumerate(route):
        if lv == level:
            if walked is not None and i < len(walked):
                on = walked[i]
            else:
                on = last is not None and abs(x - last[0]) + abs(y - last[1]) <= 2
            if on and parts and last is not None and last[2] == lv:
                parts[-1].append((x, y))
            else:
                parts.append([(x, y)])
        last = [x, y, lv]
    return parts


def arrivals(route: list[list[int]], walked: list[bool] | None) -> list[str]:
    """How she came to each route spot, for the reveal's marks: "walk" (a move), "land"
    (a landing or re-landing, a teleport on the level), "up" or "down" (a climb in the same
    cell), "fall" (to another level elsewhere: a pit, a waterfall, a throw)."""
    out: list[str] = []
    for i, (x, y, lv) in enumerate(route):
        last = route[i - 1] if i else None
        if walked is not None and i < len(walked) and walked[i]:
            out.append("walk")
        elif last is not None and last[2] != lv:
            out.append(("up" if last[2] > lv else "down") if (last[0], last[1]) == (x, y)
                       else "fall")
        else:
            out.append("land")
    return out


def _ended(r: "LabRules", spot: tuple[int, int, int]) -> str:
    """How a thing of the map ended the game: "dead" (a creature killed), "taken" (the
    treasure not on its cell), "emptied" (a cache or a cell of blades or bridles with
    nothing left), "gone" (an ontifutlas away from home), "" (as it began)."""
    s = r.state
    kind = r.d.kind(spot)
    creature = s.creatures.get(spot)
    if creature is not None and not creature.alive:
        return "dead"
    if kind == "treasure" and s.treasure_at != spot:
        return "taken"
    if r.d.things[spot].items and not any(s.items.get(spot, {}).values()):
        return "emptied"
    if kind == "ontifutlas" and all(o.pos != spot for o in s.ontifutlai if o.home == spot):
        return "gone"
    return ""
