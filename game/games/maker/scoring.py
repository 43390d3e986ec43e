"""The scoring chart (maker §5.1): building items 1-5 and the hero phase, item 6."""
from __future__ import annotations

from game.core.grid import flood_fill
from game.games.maker.board import Cell, Sheet, neighbours
from game.games.maker.content import Numbers

Line = tuple[str, int]


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
    rooms_by_path, bonus, acid_points, bosses = _building_parts(sheet, numbers)
    return [
        ("Rooms by a path", rooms_by_path),
        ("Room groups", bonus),
        ("Acid groups", acid_points),
        ("Boss rooms", bosses * numbers.boss_points),
        (f"Coin ({coin} / {numbers.coin_per_point})", coin // numbers.coin_per_point),
    ]


def building_points(sheet: Sheet, numbers: Numbers) -> int:
    """Items 1-4 summed (the building's points without its Coin): what the bots weigh."""
    rooms_by_path, bonus, acid_points, bosses = _building_parts(sheet, numbers)
    return rooms_by_path + bonus + acid_points + bosses * numbers.boss_points


def _building_parts(sheet: Sheet, numbers: Numbers) -> tuple[int, int, int, int]:
    """Rooms by a path (points), room group bonus, acid points and the number of bosses,
    read off the tiles list in one pass (every bot's purchase measure asks for them)."""
    kinds = sheet.kinds
    room_kinds, acid_kind, bridges, boss_kinds = kinds.rooms, kinds.acid, kinds.bridges, \
        kinds.bosses
    network = kinds.network
    size = sheet.size
    tiles = sheet.tiles
    cells = _CELLS.get(size) or _CELLS.setdefault(size, [(i % size + 1, i // size + 1)
                                                         for i in range(size * size)])
    rooms: set[Cell] = set()
    acid: set[Cell] = set()
    bosses = 0
    for i, tile in enumerate(tiles):
        kind = tile.kind
        if not kind:
            continue
        if kind in room_kinds:
            rooms.add(cells[i])
        elif kind == acid_kind or kind in bridges:
            acid.add(cells[i])
        elif kind in boss_kinds:
            bosses += 1
    if not rooms and not acid:
        return 0, 0, 0, bosses
    scoring = set()
    for c in rooms:
        for _, n in neighbours(c, size):
            if tiles[(n[1] - 1) * size + n[0] - 1].kind in network:
                scoring.add(c)
                break
    bonus = sum(room_group_bonus(g, numbers) for g in groups(rooms) if g & scoring)
    acid_points = sum(acid_group_points(len(g), numbers) for g in groups(acid))
    return len(scoring) * numbers.room_point, bonus, acid_points, bosses


_CELLS: dict[int, list[Cell]] = {}
"""Each sheet size's cells in reading order (index = (y - 1) * size + x - 1)."""


def hero_lines(souls: int, crossed: int, numbers: Numbers) -> list[Line]:
    """Item 6: +3 per Soul, -2 per crossed Dungeon HP box (maker §5.1)."""
    return [(f"Souls ({souls} x {numbers.soul_points})", souls * numbers.soul_points),
            (f"Crossed HP ({crossed} x -{numbers.escape_penalty})",
             -crossed * numbers.escape_penalty)]
