"""Shooting (lab §4.4): bullets fly until a standing wall and the whole burst hits the first
target; grenades and blasters reach only the neighbour, unit by unit, the wall first."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.lab.dungeon import DIR_NAMES, WATER, Spot, edge_of, step
from game.games.lab.state import Creature
from game.games.lab.world import (NAMES, die, eldar_flee, hurt, limits, neighbours,
                                  standing, tell)

if TYPE_CHECKING:
    from game.games.lab.rules import LabRules

HIT_KIND = {"bullets": "bullet hits", "grenades": "grenade hits", "blasters": "blaster hits"}
QUICK = (1, 5, 10)


def quick_amounts(held: int) -> list[int]:
    """The amounts of one ammunition the table offers at one click: 1, 5, 10 and all she
    holds, those she can fire, smallest first (none when she holds none)."""
    return sorted({n for n in (*QUICK, held) if 1 <= n <= held})


def kill_need(r: "LabRules", kind: str, ammo: str, exote: bool) -> int | None:
    """Shots that kill (lab §4.7, content/lab/creatures.yaml); None when absorbed."""
    need = r.numbers.kill_need(kind, ammo, bool(r.options.get("blaster_beasts")))
    if need is not None and exote:
        need *= 2
    return need


def target_creature(r: "LabRules", spot: Spot) -> tuple[str, Creature] | None:
    """The living creature a shot into `spot` meets first (Mordor: the last sent)."""
    for kind, c in reversed(r.state.mordor.get(spot, [])):
        if c.alive:
            return kind, c
    c = r.state.creatures.get(spot)
    kind = r.d.kind(spot)
    if c is not None and c.alive and kind != "ontifutlas":
        return kind, c
    if any(o.pos == spot and o.rider is None for o in r.state.ontifutlai):
        return "ontifutlas", Creature()
    return None


def target_player(r: "LabRules", spot: Spot, shooter: int) -> int | None:
    here = [(p.arrival, i) for i, p in enumerate(r.state.players)
            if i != shooter and p.alive and p.pos == spot]
    return max(here)[1] if here else None


def shoot(r: "LabRules", seat: int, ammo: str, amount: int, side: str) -> None:
    p = r.state.players[seat]
    p.ammo[ammo] -= amount
    tell(r, seat, r.numbers.say("fired", amount=amount, ammo=ammo if amount > 1 else ammo[:-1],
                         side=DIR_NAMES[side]), "shot")
    if ammo == "bullets":
        _bullets(r, seat, amount, side)
    else:
        _units(r, seat, ammo, amount, side)


def _bullets(r: "LabRules", seat: int, amount: int, side: str) -> None:
    x, y, lv = r.state.players[seat].pos  # type: ignore[misc]
    while standing(r, x, y, side) == "none" and step(x, y, side) in r.d.cells:
        x, y = step(x, y, side)
        if _hit(r, seat, (x, y, lv), "bullets", amount):
            return


def _units(r: "LabRules", seat: int, ammo: str, amount: int, side: str) -> None:
    p = r.state.players[seat]
    x, y, lv = p.pos  # type: ignore[misc]
    left = amount
    wall = standing(r, x, y, side)
    if wall != "none":
        if (wall, ammo) in (("simple", "grenades"), ("wire", "blasters")):
            r.state.broken[edge_of(x, y, side)] = r.state.round + 1
            left -= 1
            _exposed(r, seat, (*step(x, y, side), lv))
        else:
            return
    if left and step(x, y, side) in r.d.cells:
        _hit(r, seat, (*step(x, y, side), lv), ammo, left)


def _exposed(r: "LabRules", seat: int, behind: Spot) -> None:
    """A wall she destroys exposes her at once (lab §4.2.2); water behind it scares a
    ridden ontifutlas (lab §4.7)."""
    from game.games.lab.look import adjacent_effects
    p = r.state.players[seat]
    if p.riding is not None and r.d.kind(behind) in WATER:
        eldar_flee(r, seat)
        tell(r, seat, r.numbers.say("water_scare"), "ride")
    adjacent_effects(r, seat)


def _hit(r: "LabRules", seat: int, spot: Spot, ammo: str, units: int) -> bool:
    """Units reach `spot`: True when a target took them."""
    found = target_creature(r, spot)
    if found is not None:
        _hit_creature(r, found[0], found[1], spot, ammo, units)
        return True
    victim = target_player(r, spot, seat)
    if victim is None:
        return False
    kind = HIT_KIND[ammo]
    p = r.state.players[victim]
    units = min(units, max(1, limits(r, p)[kind] - p.damage[kind]))   # the rest are wasted
    word = ammo if units > 1 else ammo[:-1]
    tell(r, victim, r.numbers.say("hit_by", units=units, ammo=word), "hit")
    hurt(r, victim, kind, units, r.numbers.say("shot_dead", units=units, ammo=word))
    return True


def _hit_creature(r: "LabRules", kind: str, c: Creature, spot: Spot, ammo: str,
                  units: int) -> None:
    need = kill_need(r, kind, ammo, r.d.things[spot].exote if spot in r.d.things
                     and r.d.kind(spot) == kind else False)
    if need is None:
        return
    if ammo == "bullets":
        c.bullets += units
        c.hit_round = r.state.round
        dealt = c.bullets
    else:
        dealt = units
    if dealt < need:
        return
    if kind == "werewolf":
        c.hidden, c.bullets = True, 0
        return
    c.alive = False
    c.bullets = 0
    c.death = "normal" if ammo == "bullets" else "cruel"


def strike(r: "LabRules", seat: int, target: int) -> None:
    """A morgul strike on a player in her cell (seed §8): she is disembodied, the treasure
    goes home at once."""
    from game.games.lab.encounters import morgul_struck
    p = r.state.players[seat]
    p.gear["morgul"] -= 1
    tell(r, seat, r.numbers.say("struck_other", name=r.state.players[target].name), "strike")
    tell(r, target, r.numbers.say("struck_by", name=p.name), "hit")
    morgul_struck(r, target)


def banish(r: "LabRules", seat: int) -> None:
    """The morgul blade sends the beast or eyescorcher of her cell to Mordor (free)."""
    p = r.state.players[seat]
    spot = p.pos
    assert spot is not None
    kind = r.d.kind(spot)
    c = r.state.creatures[spot]
    p.gear["morgul"] -= 1
    mordor = r.d.nearest(spot[:2], r.d.spots_of("mordor"))
    moved = Creature(bullets=0)
    c.alive, c.death = False, "sent"
    if mordor is not None:
        r.state.mordor.setdefault(mordor, []).append([kind, moved])
    tell(r, seat, r.numbers.say("banished", name=NAMES[kind]), "strike")


def suicide(r: "LabRules", seat: int) -> None:
    die(r, seat, r.numbers.say("bang_head"))


def near_wall(r: "LabRules", spot: Spot) -> bool:
    return any(standing(r, spot[0], spot[1], k) != "none" for k in "NESW") or \
        len(neighbours(r, spot)) < 4
