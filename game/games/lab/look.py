"""The look and the adjacent effects at the start of a turn (lab §4.2.1–2)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.lab.dungeon import DIR_NAMES, LIGHTS, Spot
from game.games.lab.world import green_eyes, hurt, living, neighbours, standing, tell

if TYPE_CHECKING:
    from game.games.lab.rules import LabRules


def sights(r: "LabRules", spot: Spot) -> list[tuple[str, str]]:
    """(what, side) for each neighbour seen without a standing wall between."""
    seen = []
    for side, n in neighbours(r, spot):
        if standing(r, spot[0], spot[1], side) != "none":
            continue
        kind = r.d.kind(n)
        if kind in LIGHTS:
            seen.append((r.numbers.say("sight_lights"), side))
        elif green_eyes(r, n):
            seen.append((r.numbers.say("sight_eyes"), side))
        elif kind == "rider" and living(r, n):
            seen.append((r.numbers.say("sight_hole"), side))
    return seen


def look_text(r: "LabRules", spot: Spot) -> str:
    seen = sights(r, spot)
    if not seen:
        return r.numbers.say("darkness")
    return " ".join(r.numbers.say("seen", what=what.capitalize(), side=DIR_NAMES[side])
                    for what, side in seen)


def look(r: "LabRules", seat: int) -> None:
    p = r.state.players[seat]
    if p.pos is not None:
        tell(r, seat, look_text(r, p.pos), "look")


def adjacent_effects(r: "LabRules", seat: int) -> None:
    """Orcs, urkhs and eyescorchers beside her hurt her once per stay; standing walls and
    hospitals block them (lab §4.2.2)."""
    p = r.state.players[seat]
    spot = p.pos
    if spot is None or r.d.kind(spot) == "hospital":
        return
    for side, n in neighbours(r, spot):
        if not p.alive or n in p.affected or standing(r, spot[0], spot[1], side) != "none":
            continue
        sources = []
        if living(r, n, "orc", "urkh", "eyescorcher"):
            sources.append(r.d.kind(n))
        sources += [k for k, c in r.state.mordor.get(n, []) if c.alive
                    and k in ("orc", "urkh", "eyescorcher")]
        if not sources:
            continue
        p.affected.append(n)
        for kind in sources:
            if not p.alive:
                break
            where = DIR_NAMES[side]
            if kind == "eyescorcher":
                tell(r, seat, r.numbers.say("burn_from", side=where), "hit")
                hurt(r, seat, "burns", r.numbers.encounters.burn,
                     r.numbers.say("burnt_to_death"))
            else:
                arrows = r.numbers.arrows(kind)
                tell(r, seat, r.numbers.say("arrows_from", side=where, arrows=arrows), "hit")
                hurt(r, seat, "pierces", arrows, r.numbers.say("pierced_to_death"))
    here = r.state.creatures.get(spot)
    if p.alive and r.d.kind(spot) == "eyescorcher" and here and here.alive \
            and spot not in p.affected:
        p.affected.append(spot)
        tell(r, seat, r.numbers.say("scorcher_here"), "hit")
        hurt(r, seat, "burns", r.numbers.encounters.burn, r.numbers.say("burnt_to_death"))
