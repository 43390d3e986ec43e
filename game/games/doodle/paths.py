"""Phase B: each player draws the hero path through the right-hand neighbour's dungeon
(doodle §4.4): orthogonal steps from the Entrance, never into a wall, each space at most
twice, ending at the first arrival on the Exit. Erasing the line is undo (the steps are
undoable until the path is handed back)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event
from game.games.doodle.actions import FinishPath, PathStep
from game.games.doodle.events import PathDrawn
from game.games.doodle.heroes import start_heroes
from game.games.doodle.state import WALL, Phase

if TYPE_CHECKING:
    from game.games.doodle.rules import DoodleRules

PATH_ACTIONS = (PathStep, FinishPath)
MAX_VISITS = 2


def owner_of(rules: "DoodleRules", drawer: int) -> int:
    """The sheet a drawer works on: the owner's left neighbour draws (next seat clockwise)."""
    return (drawer - 1) % len(rules.seats)


def drawer_of(seats: int, owner: int) -> int:
    """Who draws the hero path through `owner`'s sheet (of `seats`): its right neighbour."""
    return (owner + 1) % seats


def start_paths(rules: "DoodleRules") -> list[Event]:
    s = rules.state
    n = len(rules.seats)
    s.phase = Phase.PATH
    s.drawers = [(s.first + k) % n for k in range(n)]
    for sheet in s.sheets:
        sheet.path = [rules.geo.entrance]
    rules.end_step()
    return []


def drawing(rules: "DoodleRules") -> tuple[int, int] | None:
    """(drawer, owner) of the path being drawn now."""
    s = rules.state
    if s.phase is not Phase.PATH or not s.drawers:
        return None
    return s.drawers[0], owner_of(rules, s.drawers[0])


def step_problem(rules: "DoodleRules", path: list[int], cells: list[str], cell: int,
                 blocked: int | None = None) -> tuple[str, str] | None:
    """Why the path may not step onto `cell` next, or None (`blocked`: see `used_up`)."""
    geo = rules.geo
    if path[-1] == geo.exit:
        return "The path ends at its first arrival on the Exit.", "doodle §4.4"
    if not isinstance(cell, int) or not 0 <= cell < geo.size:
        return "The path never leaves the sheet.", "doodle §4.4"
    if cell == path[-1]:
        return f"The path is already on {geo.name(cell)}: step onto a neighbouring space.", \
            "doodle §4.4"
    if not geo.adjacent(path[-1], cell):
        return f"{geo.name(cell)} is not one orthogonal step from {geo.name(path[-1])}.", \
            "doodle §4.4"
    if cells[cell] == WALL:
        return f"{geo.name(cell)} is a wall.", "doodle §4.4"
    visits = path.count(cell)
    if visits >= MAX_VISITS:
        return f"The path already passes {geo.name(cell)} twice.", "doodle §4.4"
    if blocked is None:
        blocked = used_up(rules, path, cells)
    if visits + 1 >= MAX_VISITS:
        blocked |= geo.bits[cell]
    start = geo.bits[cell]
    goal = geo.bits[geo.exit]
    if not geo.flood(start, (geo.full & ~blocked) | start, goal) & goal:
        return f"From {geo.name(cell)} the path could never reach the Exit (HOUSE RULE: " \
            "no dead ends).", "doodle §4.4"
    return None


def used_up(rules: "DoodleRules", path: list[int], cells: list[str]) -> int:
    """Walls and spaces the path already passes twice. A path can still be finished iff the
    Exit is reachable from its end avoiding these (a completion then uses each space once)."""
    geo = rules.geo
    blocked = 0
    for i, what in enumerate(cells):
        if what == WALL:
            blocked |= geo.bits[i]
    seen: set[int] = set()
    for c in path:
        if c in seen:
            blocked |= geo.bits[c]
        seen.add(c)
    return blocked


def legal(rules: "DoodleRules", seat: int) -> list[Action]:
    now = drawing(rules)
    if now is None or now[0] != seat:
        return []
    sheet = rules.state.sheets[now[1]]
    path = sheet.path
    out: list[Action] = []
    if path[-1] == rules.geo.exit:
        return [FinishPath(seat)]
    geo = rules.geo
    blocked = used_up(rules, path, sheet.cells)
    open_mask = geo.full & ~blocked
    from_exit = geo.flood(geo.bits[geo.exit], open_mask)
    out: list[Action] = []
    for c in geo.neighbours(path[-1]):
        if sheet.cells[c] == WALL or blocked & geo.bits[c]:
            continue
        if c not in path:      # stays passable: fine iff it lies in the Exit's area
            if from_exit & geo.bits[c]:
                out.append(PathStep(seat, c))
        elif step_problem(rules, path, sheet.cells, c, blocked) is None:
            out.append(PathStep(seat, c))
    return out


def check(rules: "DoodleRules", action: Action) -> None:
    now = drawing(rules)
    if now is None or now[0] != action.seat:
        raise IllegalAction("It is not your turn to draw a hero path.", "doodle §4.4")
    sheet = rules.state.sheets[now[1]]
    if isinstance(action, PathStep):
        problem = step_problem(rules, sheet.path, sheet.cells, action.cell)
        if problem:
            raise IllegalAction(*problem)
    elif isinstance(action, FinishPath):
        if sheet.path[-1] != rules.geo.exit:
            raise IllegalAction(f"The path must end on the Exit {rules.geo.name(rules.geo.exit)}.",
                                "doodle §4.4")


def perform(rules: "DoodleRules", action: Action) -> list[Event]:
    now = drawing(rules)
    assert now is not None
    drawer, owner = now
    s = rules.state
    sheet = s.sheets[owner]
    if isinstance(action, PathStep):
        sheet.path.append(action.cell)
        return []
    sheet.path_done = True
    s.drawers.pop(0)
    rules.end_step()
    events: list[Event] = [PathDrawn(seat=drawer, owner=owner, steps=len(sheet.path) - 1)]
    if not s.drawers:
        events += start_heroes(rules)
    return events
