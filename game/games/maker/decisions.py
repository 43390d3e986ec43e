"""The hero phase as a person plays it (issue 33 §1): which moments are real decisions, and
the move the table makes by itself at every other moment.

A person's hero walks on by itself until a spell could change what happens: Mend before a
hero is rolled (a box is crossed), Curse before it walks and Fireball after a failed check,
each only while the rest of the route could still kill the hero (with the spell's help),
and Jinx before a hero round. Everything here reads a view (`view(seat)`), as the table
does; the rules still decide what is legal.
"""
from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.games.maker.actions import Pass, RollHero, Walk
from game.games.maker.board import Sheet, tiles_from_view
from game.games.maker.content import MakerContent
from game.games.maker.route import check_for, dangers, stairs_outlook

Player = dict[str, Any]

SPELL_WORDS = {
    "mend": "Mend uncrosses a Dungeon HP box now; kept, it waits for a later hero.",
    "curse": "This hero can still die on your route: Curse takes 2 from one of its stats.",
    "fireball": "Fireball adds 2 damage on this tile.",
    "jinx": "Jinx gives each rival's next hero +1 to a stat you name.",
}
"""What the decision is about, said in the status line while it waits."""


def damage_ahead(player: Player, content: MakerContent) -> int:
    """The most damage the rest of the hero's route can deal: every check still ahead
    failed (a check's damage does not depend on the hero's stats, maker §4.7)."""
    hero = player["hero"]
    if hero is None:
        return 0
    sheet = Sheet(tiles_from_view(player["tiles"]), content.kinds, content.numbers.size)
    total = 0
    for cell in player["route"][hero["pos"]:]:
        check = check_for(dangers(sheet, content, (cell[0], cell[1])), hero["stats"],
                          content)
        total += check.damage if check is not None else 0
    return total


def owns(player: Player, spell: str) -> bool:
    return player["spells"].get(spell) == "owned"


def fireball_matters(player: Player, content: MakerContent) -> bool:
    """After a failed check: Fireball kills the hero now, or leaves it within reach of
    the damage still ahead. Otherwise the hero escapes whatever it does."""
    hero = player["hero"]
    if hero is None or hero["status"] != "paused" or not owns(player, "fireball"):
        return False
    left = hero["hp"] - content.numbers.fireball_damage
    return left <= 0 or damage_ahead(player, content) >= left


def curse_matters(player: Player, content: MakerContent) -> bool:
    """Before the hero walks: the route ahead can deal the hero's HP (a weaker stat then
    may kill it). Otherwise the hero escapes whatever its stats."""
    hero = player["hero"]
    if hero is None or hero["status"] != "ready" or not owns(player, "curse"):
        return False
    return damage_ahead(player, content) >= hero["hp"]


def mend_usable(player: Player, phase: str) -> bool:
    """Before a hero is rolled, a crossed box, Mend on the sheet (maker §3.5)."""
    return phase == "heroes" and player["status"] == "roll" and not player["ended"] \
        and player["crossed"] > 0 and owns(player, "mend")


def decision(view: dict[str, Any], seat: int, content: MakerContent) -> str | None:
    """The spell the seat must decide on now (cast it, or keep it), or None."""
    phase = view["phase"]
    player = view["players"][seat]
    if seat not in view["to_act"]:
        return None
    if phase == "jinx":
        return "jinx"
    if phase != "heroes":
        return None
    if mend_usable(player, phase):
        return "mend"
    if curse_matters(player, content):
        return "curse"
    if fireball_matters(player, content):
        return "fireball"
    return None


def keep_action(view: dict[str, Any], seat: int, spell: str) -> Action:
    """What "keep the spell" does: the hero is rolled, walks on, or no Jinx this round."""
    if spell == "jinx":
        return Pass(seat)
    return RollHero(seat) if view["players"][seat]["status"] == "roll" else Walk(seat)


def walk_on(view: dict[str, Any], seat: int, content: MakerContent) -> Action | None:
    """The move the table makes by itself for a person in the hero phase when there is no
    decision: roll the hero, or walk it on. None when there is a decision or nothing to do."""
    if view["phase"] != "heroes" or seat not in view["to_act"] \
            or decision(view, seat, content) is not None:
        return None
    return RollHero(seat) if view["players"][seat]["status"] == "roll" else Walk(seat)


def outlook(player: Player, content: MakerContent) -> str | None:
    """While building: the early word when the network has no free opening, so the stairs
    would fall back (`route.stairs_outlook`); None otherwise."""
    sheet = Sheet(tiles_from_view(player["tiles"]), content.kinds, content.numbers.size)
    last = player["last_built"]
    return stairs_outlook(sheet, (last[0], last[1]) if last else None)
