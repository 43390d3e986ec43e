"""The scoring chart (maker §5.1): building items 1-5 and the hero phase, item 6."""
from __future__ import annotations

from game.core.grid import flood_fill
from game.games.maker.board import Cell, Sheet, neighbours
from game.games.maker.content import Numbers

Line = tuple[str, int]


def scoring_rooms(sheet: Sheet, rooms: set[Cell]) -> list[Cell]:
    """The monster rooms with an orthogonal network neighbour (item 1; bosses count as
    network neighbours, not as rooms)."""
    return [c for c in rooms if any(sheet.is_network(n) for _, n in neighbours(c, sheet.size))]


def groups(cells: set[Cell]) -> list[set[Cell]]:
    """Maximal orthogonal groups of `cells`, in reading order of their first cell."""
    left = set(cells)
    out: list[set[Cell]] = []
    for cell in sorted(cells, key=lambda c: (c[1], c[0])):
        if cell in left:
            group = flood_fill(cell, left)
            left -= group
            out.append(group)
    return out


def has_square(group: set[Cell]) -> bool:
    """Does the group hold a 2x2 block?"""
    return any({(x + 1, y), (x, y + 1), (x + 1, y + 1)} <= group for x, y in group)


def room_group_bonus(group: set[Cell], numbers: Numbers) -> int:
    """Item 2: pair +2, three +4, four or more +6, or +8 with a 2x2 block."""
    size = len(group)
    if size < min(numbers.room_groups):
        return 0
    if size >= max(numbers.room_groups) and has_square(group):
        return numbers.room_square_group
    return numbers.room_groups[min(size, max(numbers.room_groups))]


def acid_group_points(size: int, numbers: Numbers) -> int:
    """Item 3: 1 / 3 / 6 / 10 for groups of 1 / 2 / 3 / 4+."""
    return numbers.acid_groups[min(size, max(numbers.acid_groups))]


def building_lines(sheet: Sheet, coin: int, numbers: Numbers) -> list[Line]:
    """Items 1-5 of the scoring chart, one line each (maker §5.1)."""
    rooms: set[Cell] = set()
    acid: set[Cell] = set()
    bosses = 0
    kinds = sheet.kinds
    for cell in sheet.cells():
        kind = sheet.at(cell).kind
        if kind in kinds.rooms:
            rooms.add(cell)
        elif kind == kinds.acid or kind in kinds.bridges:
            acid.add(cell)
        elif kind in kinds.bosses:
            bosses += 1
    scoring = set(scoring_rooms(sheet, rooms))
    bonus = sum(room_group_bonus(g, numbers) for g in groups(rooms) if g & scoring)
    acid_points = sum(acid_group_points(len(g), numbers) for g in groups(acid))
    return [
        ("Rooms by a path", len(scoring) * numbers.room_point),
        ("Room groups", bonus),
        ("Acid groups", acid_points),
        ("Boss rooms", bosses * numbers.boss_points),
        (f"Coin ({coin} / {numbers.coin_per_point})", coin // numbers.coin_per_point),
    ]


def hero_lines(souls: int, crossed: int, numbers: Numbers) -> list[Line]:
    """Item 6: +3 per Soul, -2 per crossed Dungeon HP box (maker §5.1)."""
    return [(f"Souls ({souls} x {numbers.soul_points})", souls * numbers.soul_points),
            (f"Crossed HP ({crossed} x -{numbers.escape_penalty})",
             -crossed * numbers.escape_penalty)]
