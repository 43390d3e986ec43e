"""Turns (lab §4.1–4.5): landing, moving and riding, up and down, feeling, trading, the
turn order with waiting turns, and the end of each round (walls, wounds, the treasure)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.lab.dungeon import DIR_NAMES, step
from game.games.lab.encounters import arrive, describe_cell
from game.games.lab.events import TurnPassed
from game.games.lab.look import adjacent_effects, look
from game.games.lab.state import Phase
from game.games.lab.world import (announce, finish, give_kits, heal, hurt, standing, tell,
                                  treasure_home)

if TYPE_CHECKING:
    from game.games.lab.rules import LabRules


def land(r: "LabRules", seat: int, x: int, y: int, level: int) -> None:
    p = r.state.players[seat]
    p.alive, p.landing_due, p.landings = True, False, p.landings + 1
    heal(p)
    p.arsenals, p.trees, p.affected = [], [], []
    if r.options.get("management_per_landing"):
        p.management_used = False
    give_kits(r, p, r.kits())
    announce(r, seat, r.numbers.say("landed_public", name=p.name), "land")
    tell(r, seat, r.numbers.say("landed", x=x, y=y, level=level), "land")
    arrive(r, seat, (x, y, level), "land")


def move(r: "LabRules", seat: int, side: str) -> None:
    p = r.state.players[seat]
    x, y, lv = p.pos  # type: ignore[misc]
    if p.riding is not None:
        _jump(r, seat, side)
        return
    if _through_exit(r, seat, side):
        return
    if not _pass(r, seat, x, y, side):
        return
    arrive(r, seat, (*step(x, y, side), lv), "move")


def _through_exit(r: "LabRules", seat: int, side: str) -> bool:
    """The exit wins with the treasure (lab §4.6); without it, it is a monolith."""
    p = r.state.players[seat]
    if (p.pos[:2], side) != r.d.exit or not p.treasure:  # type: ignore[index]
        return False
    p.route.append((*step(*p.pos[:2], side), p.pos[2]))  # type: ignore[index]
    p.walked.append(True)
    tell(r, seat, r.numbers.say("exit_win"), "win")
    finish(r, seat, r.numbers.say("win_headline", name=p.name))
    return True


def _pass(r: "LabRules", seat: int, x: int, y: int, side: str) -> bool:
    """Can she cross side `side` of (x, y)? Tells her when she cannot (the turn is used)."""
    p = r.state.players[seat]
    wall = standing(r, x, y, side)
    if wall == "none":
        return True
    if p.exote and wall in ("simple", "wire"):
        tell(r, seat, r.numbers.say("wall_passed"), "wall")
        return True
    monolith = wall == "monolith" and r.options.get("name_monoliths")
    tell(r, seat, r.numbers.say("wall_monolith" if monolith else "wall"), "wall")
    if wall == "wire":
        pierces = r.numbers.encounters.wire_pierces
        tell(r, seat, r.numbers.say("wire_one") if pierces == 1 else
             r.numbers.say("wire_many", pierces=pierces), "hit")
        hurt(r, seat, "pierces", pierces, r.numbers.say("wire_killed"))
    return False


def _jump(r: "LabRules", seat: int, side: str) -> None:
    """A ridden move jumps two cells (lab §4.7)."""
    p = r.state.players[seat]
    x, y, lv = p.pos  # type: ignore[misc]
    if _through_exit(r, seat, side) or not _pass(r, seat, x, y, side):
        return
    mx, my = step(x, y, side)
    tell(r, seat, r.numbers.say("fly_over", what=describe_cell(r, (mx, my, lv))), "ride")
    wall = standing(r, mx, my, side)
    flier = p.exote or r.state.ontifutlai[p.riding].exote  # type: ignore[index]
    if step(mx, my, side) in r.d.cells and (wall == "none" or (
            flier and wall in ("simple", "wire"))):
        arrive(r, seat, (*step(mx, my, side), lv), "jump")
    else:
        tell(r, seat, r.numbers.say("fly_dropped"), "ride")
        arrive(r, seat, (mx, my, lv), "jump")


def climb(r: "LabRules", seat: int, delta: int) -> None:
    p = r.state.players[seat]
    x, y, lv = p.pos  # type: ignore[misc]
    way = "up" if delta < 0 else "down"
    tell(r, seat, r.numbers.say("climb", way=way, level=lv + delta), "level", level=lv + delta)
    arrive(r, seat, (x, y, lv + delta), "climb")


def feel(r: "LabRules", seat: int) -> None:
    p = r.state.players[seat]
    x, y, _ = p.pos  # type: ignore[misc]
    parts = []
    for k in "NESW":
        wall = standing(r, x, y, k)
        parts.append(r.numbers.say("feel_side", side=DIR_NAMES[k],
                                   wall=r.numbers.say("feel_open") if wall == "none" else wall))
    tell(r, seat, r.numbers.say("feel", sides="; ".join(parts)), "feel")


def trade(r: "LabRules", seat: int, item: str, amount: int) -> None:
    p = r.state.players[seat]
    if item.startswith("skin:"):
        kind = item[5:]
        p.skins[kind] += amount
        if not p.skins[kind]:
            del p.skins[kind]
        p.money += -amount * r.numbers.skin_price(kind)
        skins = f"{-amount} {kind} skin{'s' if -amount != 1 else ''}"
        tell(r, seat, r.numbers.say("skins_sold", skins=skins,
                                 price=-amount * r.numbers.skin_price(kind)), "store")
        return
    ware = r.numbers.store[item]
    cost = ware.price * amount // ware.lot
    p.money -= cost
    if item in p.ammo:
        p.ammo[item] += amount
    else:
        p.gear[item] += amount
    tell(r, seat, r.numbers.say("bought" if amount > 0 else "sold", amount=abs(amount), item=item,
                         cost=abs(cost)), "store")


# --- the turn order --------------------------------------------------------------------------
def end_turn(r: "LabRules") -> None:
    """Her turn is over: pass to the next seat who may act, running waiting turns and the
    end of each round on the way (lab §4.5)."""
    s = r.state
    if s.phase is Phase.OVER:
        return
    s.players[s.active].turns += 1
    _advance(r)
    for _ in range(len(s.order) * 20 + 20):
        if s.phase is Phase.OVER:
            return
        seat = s.active
        p = s.players[seat]
        if p.resigned:
            _advance(r)
            continue
        if p.wait > 0:
            p.wait -= 1
            p.waited += 1
            tell(r, seat, r.numbers.say("wait", turns=p.wait) if p.wait > 1 else
                 r.numbers.say("wait_one") if p.wait else r.numbers.say("wait_last"), "wait")
            _advance(r)
            continue
        if p.landing_due:
            r.out.append(TurnPassed(seat=seat, round=s.round))
            tell(r, seat, r.numbers.say("choose_landing"), "land")
            return
        if start_turn(r, seat):
            return
        p.turns += 1
        _advance(r)


def start_turn(r: "LabRules", seat: int) -> bool:
    """Look and adjacent effects; False when they killed her (her turn is gone)."""
    r.out.append(TurnPassed(seat=seat, round=r.state.round))
    look(r, seat)
    adjacent_effects(r, seat)
    return r.state.players[seat].alive and r.state.phase is Phase.PLAY


def _advance(r: "LabRules") -> None:
    s = r.state
    s.turn += 1
    if s.turn >= len(s.order):
        s.turn = 0
        end_round(r)


def end_round(r: "LabRules") -> None:
    """Walls destroyed and bullet wounds dealt in round r heal at the end of round r+1; a
    dropped treasure goes home at the end of the next round (lab §4.5, §4.6)."""
    s = r.state
    for e, when in list(s.broken.items()):
        if when <= s.round:
            del s.broken[e]
    for c in s.creatures.values():
        if c.bullets and c.hit_round + 1 <= s.round:
            c.bullets = 0
    for stack in s.mordor.values():
        for _, c in stack:
            if c.bullets and c.hit_round + 1 <= s.round:
                c.bullets = 0
    if s.treasure_return is not None and s.treasure_return <= s.round:
        treasure_home(r)
    limit = r.round_limit()
    if limit and s.round >= limit:
        finish(r, None, r.numbers.say("round_limit", limit=limit))
        return
    s.round += 1
    announce(r, s.order[0], r.numbers.say("round", round=s.round), "round")   # read back by round
