"""The hero's walk: route, dangers of a tile and the check it makes (maker §4.5, §4.7)."""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from game.core.grid import step
from game.games.maker.board import DIRS, Cell, Sheet, describe_cell, on_sheet, stairs_cells
from game.games.maker.content import STAT_NAMES, STATS, CheckFigures, Figure, Kinds, \
    MakerContent


def network_distances(sheet: Sheet, start: Cell) -> dict[Cell, int]:
    """Steps from `start` to every tile joined to it through facing openings."""
    dist = {start: 0}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        for n in sheet.connected_neighbours(cell):
            if n not in dist:
                dist[n] = dist[cell] + 1
                queue.append(n)
    return dist


def shortest_route(sheet: Sheet, entrance: Cell, exit_cell: Cell) -> list[Cell]:
    """Entrance..exit (both included): the shortest walk, ties broken by taking the first of
    N, E, S, W that stays on a shortest walk (maker §4.7). Empty if unreachable."""
    dist = network_distances(sheet, exit_cell)
    if entrance not in dist:
        return []
    route = [entrance]
    cell = entrance
    while cell != exit_cell:
        cell = next(n for n in sheet.connected_neighbours(cell)
                    if dist.get(n) == dist[cell] - 1)
        route.append(cell)
    return route


def farthest_tile(sheet: Sheet, entrance: Cell) -> Cell:
    """Fallback (b): the network tile farthest from the entrance by route length, ties to
    the lowest Y, then the lowest X (maker §4.5)."""
    dist = network_distances(sheet, entrance)
    return min(dist, key=lambda c: (-dist[c], c[1], c[0]))


def stairs_outlook(sheet: Sheet, last_built: Cell | None) -> str | None:
    """A word while building when the stairs could go nowhere as the sheet stands (maker
    §4.5's last fallback): no empty tile faces a path opening, so the farthest path tile
    would become the exit. None while the network has a free opening, or has no entrance."""
    entrance = sheet.entrance()
    if entrance is None or stairs_cells(sheet, last_built)[1] != "b":
        return None
    return ("Your dungeon has no open end: the stairs will fall back to your farthest path "
            f"tile {describe_cell(farthest_tile(sheet, entrance))} unless you build an "
            "opening (rules 4.5).")


@dataclass(frozen=True)
class Danger:
    """One thing on or beside a route tile that tests a hero (maker §4.7)."""

    source: str
    """The market item id."""
    cell: Cell
    stat: str
    target: int
    damage: int
    gate_penalty: int = 0


ON_ITS_TILE = "on its tile"
"""A trap, a gate or a boss: only a hero on that route tile checks it."""
UNDER_A_BRIDGE = "under a bridge"
"""Acid: only a hero on a bridge built over it checks it."""
IN_A_LINE = "in a line beside"
"""A monster room: a hero on a route tile beside it checks it, and beside the first room
of a straight line of rooms, every room of the line."""


def reach(kinds: Kinds, item_id: str) -> str | None:
    """From where an item tests a hero (maker §4.7; None: it never does). `dangers` finds
    a tile's dangers by this, and the market's tooltips say it in words."""
    if item_id in kinds.traps or item_id in kinds.gates or item_id in kinds.bosses:
        return ON_ITS_TILE
    if item_id == kinds.acid:
        return UNDER_A_BRIDGE
    if item_id in kinds.rooms:
        return IN_A_LINE
    return None


def dangers(sheet: Sheet, content: MakerContent, cell: Cell) -> list[Danger]:
    """The dangers of route tile `cell`: its trap, acid under a bridge, its gate, its boss,
    and each unbroken straight line of monster rooms starting beside it (maker §4.7)."""
    items = content.items
    kinds = sheet.kinds
    tile = sheet.at(cell)
    found: list[Danger] = []

    def add(item_id: str, where: Cell, how: str) -> None:
        if reach(kinds, item_id) != how:
            return
        item = items[item_id]
        if item.stat is not None:
            found.append(Danger(item_id, where, item.stat, item.target, item.damage,
                                item.gate_penalty))

    if tile.trap:
        add(tile.trap, cell, ON_ITS_TILE)
    if tile.kind in kinds.bridges:
        add(kinds.acid, cell, UNDER_A_BRIDGE)
    if tile.kind:
        add(tile.kind, cell, ON_ITS_TILE)
    for d in DIRS:
        n = step(cell, d)
        while on_sheet(n, sheet.size) and reach(kinds, sheet.at(n).kind) == IN_A_LINE:
            add(sheet.at(n).kind, n, IN_A_LINE)
            n = step(n, d)
    return found


_LINES = ((0, -1), (1, 0), (0, 1), (-1, 0))
"""The steps N, E, S, W (as `dangers` walks the lines of rooms)."""


def tile_figures(sheet: Sheet, checks: CheckFigures, cell: Cell) -> list[Figure]:
    """The (stat, target, damage) of each danger `dangers` finds on route tile `cell`, read
    straight off the tiles (the bots weigh thousands of tiles a decision)."""
    tiles, size = sheet.tiles, sheet.size
    x, y = cell[0], cell[1]
    tile = tiles[(y - 1) * size + x - 1]
    on_tile = checks.on_tile
    found: list[Figure] = []
    if tile.trap:
        figure = on_tile.get(tile.trap)
        if figure is not None:
            found.append(figure)
    kind = tile.kind
    if kind:
        if checks.acid is not None and kind in sheet.kinds.bridges:
            found.append(checks.acid)
        figure = on_tile.get(kind)
        if figure is not None:
            found.append(figure)
    rooms, room_figures = sheet.kinds.rooms, checks.rooms
    for dx, dy in _LINES:
        nx, ny = x + dx, y + dy
        while 1 <= nx <= size and 1 <= ny <= size:
            kind = tiles[(ny - 1) * size + nx - 1].kind
            if kind not in rooms:
                break
            figure = room_figures.get(kind)
            if figure is not None:
                found.append(figure)
            nx, ny = nx + dx, ny + dy
    return found


def figures_check(found: list[Figure], hero_stats: dict[str, float]) -> Figure:
    """`check_figures` of a tile's figures: the check's stat, target and damage."""
    if len(found) == 1:
        return found[0]
    target = max(f[1] for f in found)
    tied = {f[0] for f in found if f[1] == target}
    stat = min(tied, key=lambda s: (hero_stats[s], STATS.index(s))) if len(tied) > 1 \
        else next(iter(tied))
    return stat, target, sum(f[2] for f in found)


@dataclass(frozen=True)
class Check:
    """The single check a tile asks for (maker §4.7)."""

    stat: str
    """The hero stat rolled against."""
    target: int
    damage: int
    gate_penalty: int
    why: str
    """Which danger set the target, in words."""


def check_figures(found: list[Danger], hero_stats: dict[str, int]
                  ) -> tuple[str, int, int, list[str]]:
    """The check's stat, target and damage, and the tied stats (its words aside: the bots
    weigh thousands of checks a decision)."""
    target = max(d.target for d in found)
    stats = sorted({d.stat for d in found if d.target == target}, key=STATS.index)
    stat = min(stats, key=lambda s: (hero_stats[s], STATS.index(s))) if len(stats) > 1 \
        else stats[0]
    return stat, target, sum(d.damage for d in found), stats


def check_for(found: list[Danger], hero_stats: dict[str, int],
              content: MakerContent) -> Check | None:
    """Target = the highest target; its stat, or the hero's lowest of tied stats."""
    if not found:
        return None
    stat, target, _, stats = check_figures(found, hero_stats)
    tied = [d for d in found if d.target == target]
    names = sorted({content.items[d.source].name for d in tied})
    why = f"{' and '.join(names)} set {STAT_NAMES[stat]} {target}"
    if len(stats) > 1:
        why += f" (tied {', '.join(STAT_NAMES[s] for s in stats)}: the hero's weakest)"
    return Check(stat, target, sum(d.damage for d in found),
                 max((d.gate_penalty for d in found), default=0), why)
