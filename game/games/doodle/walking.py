"""The heroes' walk along their paths (doodle §4.5 step 1): to the next trap or uncrossed
monster, past the monster fought at the previous stop, or out through the Exit."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.events import Event
from game.games.doodle.events import HeroEscaped, HeroWalked
from game.games.doodle.sheets import is_monster
from game.games.doodle.state import Stop

if TYPE_CHECKING:
    from game.games.doodle.rules import DoodleRules


def next_stop(rules: "DoodleRules", owner: int) -> int | None:
    """Path index of the hero's next stop: a trap or an uncrossed monster, walking past the
    monster fought at the previous stop (§4.5 step 1); None when the Exit comes first."""
    sheet = rules.state.sheets[owner]
    hero = rules.state.heroes[owner]
    for j in range(hero.at + 1, len(sheet.path)):
        cell = sheet.path[j]
        what = sheet.cells[cell]
        if what == "trap":
            return j
        if is_monster(what) and cell not in sheet.crossed and cell != hero.fought:
            return j
    return None


def walk(rules: "DoodleRules", owner: int) -> list[Event]:
    """Walk the hero to its next stop (opening it) or out of the Exit."""
    s = rules.state
    sheet = s.sheets[owner]
    hero = s.heroes[owner]
    start = hero.at
    j = next_stop(rules, owner)
    geo = rules.geo
    if j is None:
        hero.at = len(sheet.path) - 1
        hero.status = "escaped"
        return [HeroWalked(owner=owner, path_from=start, path_to=hero.at,
                           cell=geo.name(geo.exit), stop=None),
                HeroEscaped(owner=owner, hp=hero.hp)]
    hero.at = j
    cell = sheet.path[j]
    what = sheet.cells[cell]
    kind = "trap" if what == "trap" else "monster"
    s.stop = Stop(owner=owner, cell=cell, kind=kind)
    return [HeroWalked(owner=owner, path_from=start, path_to=j, cell=geo.name(cell),
                       stop=kind, what=what)]
