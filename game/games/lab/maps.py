"""Hand-made dungeons from `maps/lab/*.tmx` (maps/README.md, "DungeonLab").

The tile layer `walls` is a doubled grid: cell (x, y) sits at column 2x-1, row 2y-1 (a
`cell` tile); the tile east of it (column 2x) is its east side and the tile south of it
(row 2y) its south side: `none` (or empty), `simple`, `wire`, `monolith`, or `exit` on an
outer side. Objects of the group `encounters` name their kind by class and carry a `level`.
`check_map` explains what is wrong with a broken one; `dungeon_from_map` builds it.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from game.content.errors import ContentError
from game.games.lab.dungeon import (DIRS, ITEMS, KINDS, Dungeon, Spot, Thing, edge_of,
                                    step)
from game.games.lab.validate import problems
from game.tiled import MapData, MapError

LAYER, GROUP = "walls", "encounters"
SIDES = ("none", "simple", "wire", "monolith", "exit")


class BadMap(ValueError):
    """A map that is not a DungeonLab dungeon (the message says why)."""


class PresetError(ContentError, ValueError):
    """A chosen hand-made dungeon that cannot be played: the table says why and the
    launcher keeps working (a ContentError); a save naming it does not replay (a
    ValueError)."""


def _props(data: MapData) -> tuple[int, int, int]:
    try:
        w, h = int(data.properties["base_width"]), int(data.properties["base_height"])
        levels = int(data.properties.get("levels", 2))
    except (KeyError, TypeError, ValueError):
        raise BadMap("needs the map properties base_width and base_height (ints) and "
                     "levels (1, 2 or 4)") from None
    return w, h, levels


def _spot(raw: Any, where: str) -> Spot:
    try:
        x, y, lv = (int(v) for v in str(raw).split(","))
    except ValueError:
        raise BadMap(f"{where}: 'to' must read x,y,level, not {raw!r}") from None
    return (x, y, lv)


def dungeon_from_map(data: MapData) -> Dungeon:
    """Build the dungeon; BadMap says what is wrong with the file's structure."""
    w, h, levels = _props(data)
    if LAYER not in data.layers:
        raise BadMap(f"no tile layer named '{LAYER}'")
    layer = data.layers[LAYER]
    cells = frozenset(((c + 1) // 2, (r + 1) // 2) for c, r in layer.cells_of("cell")
                      if c % 2 == 1 and r % 2 == 1)
    walls: dict = {}
    exits = []
    for kind in SIDES[1:]:
        for c, r in layer.cells_of(kind):
            if c % 2 == r % 2:
                raise BadMap(f"a {kind} tile at column {c}, row {r} is not on a cell side")
            if c % 2 == 0:      # a vertical side: east of cell (c/2, (r+1)/2)
                x, y, side = c // 2, (r + 1) // 2, "E"
            else:
                x, y, side = (c + 1) // 2, r // 2, "S"
            inner = (x, y) in cells and step(x, y, side) in cells
            if kind == "exit":
                if inner:
                    raise BadMap(f"the exit at column {c}, row {r} is not on an outer side")
                exits.append(((x, y), side) if (x, y) in cells
                             else (step(x, y, side), "W" if side == "E" else "N"))
            elif inner:
                walls[edge_of(x, y, side)] = kind
    if len(exits) != 1:
        raise BadMap(f"needs exactly one exit tile on an outer side, has {len(exits)}")
    d = Dungeon(w, h, levels, cells, walls, exits[0], {},
                title=str(data.properties.get("title") or Path(data.path).stem),
                description=str(data.properties.get("description") or ""))
    rivers: dict[int, list[tuple[int, Spot]]] = {}
    for obj in data.objects:
        if obj.kind not in KINDS:
            raise BadMap(f"object {obj.name or obj.kind!r}: unknown encounter class "
                         f"{obj.kind!r}")
        c, r = obj.cell(data.tile_width, data.tile_height)
        cell = ((c + 1) // 2, (r + 1) // 2)
        lv = int(obj.properties.get("level", 1))
        where = f"{obj.kind} at column {c}, row {r}"
        items = tuple((k, int(obj.properties[k])) for k in ITEMS if k in obj.properties)
        thing = Thing(obj.kind, str(obj.properties.get("sign", "")),
                      bool(obj.properties.get("exote", False)), items)
        spots = [(*cell, v) for v in range(1, levels + 1)] if obj.kind == "management" \
            else [(*cell, lv)]
        for spot in spots:
            if spot in d.things:
                raise BadMap(f"{where}: two encounters on cell-level {spot}")
            d.things[spot] = thing
        if obj.kind in ("pit", "hanging_pit"):
            d.pits[spots[0]] = spots[0] if obj.kind == "hanging_pit" else \
                _spot(obj.properties.get("to", ""), where)
        if obj.kind == "river":
            rivers.setdefault(int(obj.properties.get("river", 1)), []).append(
                (int(obj.properties.get("order", 0)), spots[0]))
    d.rivers = [tuple(s for _, s in sorted(links)) for _, links in sorted(rivers.items())]
    return d


def check_map(data: MapData) -> list[str]:
    """Every reason the map is not a valid DungeonLab dungeon (lab §3.1–3.2)."""
    where = Path(data.path).name
    try:
        d = dungeon_from_map(data)
    except (BadMap, ValueError, TypeError) as exc:
        return [f"{where}: {exc} (maps/README.md, DungeonLab)"]
    return [f"{where}: {p}" for p in problems(d)]


def load_preset(name: str) -> Dungeon:
    """A shipped dungeon by file name; PresetError names the file and what is wrong."""
    from game.paths import MAPS
    from game.tiled import load_map
    try:
        data = load_map(MAPS / "lab" / f"{name}.tmx")
    except MapError as exc:
        raise PresetError([str(exc)]) from None
    found = check_map(data)
    if found:
        raise PresetError(found)
    return dungeon_from_map(data)


def dungeon_to_tmx(d: Dungeon) -> str:
    """A .tmx text of the dungeon (how the shipped maps were first written out)."""
    mx = max(x for x, _ in d.cells)
    my = max(y for _, y in d.cells)
    cols, rows = 2 * mx + 1, 2 * my + 1
    gid = {k: i + 1 for i, k in enumerate(("cell", *SIDES))}
    grid = [[0] * cols for _ in range(rows)]
    for x, y in d.cells:
        grid[2 * y - 1][2 * x - 1] = gid["cell"]
        for side in DIRS:
            kind = d.wall(x, y, side)
            if ((x, y), side) == d.exit:
                kind = "exit"
            c, r = 2 * x - 1 + DIRS[side][0], 2 * y - 1 + DIRS[side][1]
            grid[r][c] = gid[kind]
    csv = ",\n".join(",".join(str(v) for v in row) for row in grid)
    objects = []
    n = 0
    done_mc = False
    for (x, y, lv), t in sorted(d.things.items()):
        if t.kind == "management":
            if done_mc:
                continue
            done_mc = True
        n += 1
        props = [("level", "int", lv)]
        if t.sign:
            props.append(("sign", "string", t.sign))
        if t.exote:
            props.append(("exote", "bool", "true"))
        props += [(k, "int", v) for k, v in t.items]
        if t.kind == "pit":
            props.append(("to", "string", ",".join(map(str, d.pits[(x, y, lv)]))))
        for i, river in enumerate(d.rivers):
            if (x, y, lv) in river:
                props += [("river", "int", i + 1), ("order", "int", river.index((x, y, lv)))]
        body = "".join(f'<property name="{k}" type="{ty}" value="{v}"/>'
                       for k, ty, v in props)
        px, py = (2 * x - 1) * 16 + 4 * (lv - 1), (2 * y - 1) * 16 + 4 * (lv - 1)
        objects.append(f'  <object id="{n}" type="{t.kind}" x="{px}" y="{py}" width="4" '
                       f'height="4"><properties>{body}</properties></object>')
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" \
width="{cols}" height="{rows}" tilewidth="16" tileheight="16" infinite="0" nextlayerid="3" \
nextobjectid="{n + 1}">
 <properties>
  <property name="title" value="{d.title}"/>
  <property name="description" value="{d.description}"/>
  <property name="base_width" type="int" value="{d.width}"/>
  <property name="base_height" type="int" value="{d.height}"/>
  <property name="levels" type="int" value="{d.levels}"/>
 </properties>
 <tileset firstgid="1" source="lab.tsx"/>
 <layer id="1" name="{LAYER}" width="{cols}" height="{rows}">
  <data encoding="csv">
{csv}
</data>
 </layer>
 <objectgroup id="2" name="{GROUP}">
{chr(10).join(objects)}
 </objectgroup>
</map>
"""



@lru_cache(maxsize=32)
def _facts(name: str) -> tuple[int, int, int, str] | None:
    """(width, height, levels, title) of a shipped dungeon; None for a broken one."""
    try:
        d = load_preset(name)
    except PresetError:
        return None
    return d.width, d.height, d.levels, d.title or name


def preset_shape(name: str) -> tuple[int, int, int] | None:
    """(width, height, levels) of a shipped dungeon, or None for "random" or a broken
    one: what a hand-made map is, whatever the size and levels options say."""
    facts = None if name == "random" else _facts(name)
    return facts[:3] if facts else None


def set_by_map(key: str, options: dict[str, Any]) -> tuple[str, str] | None:
    """For the setup screen: with a hand-made map chosen, the size or levels option is the
    map's, not the option's: (the value in words, why it cannot change), e.g. ("5×5",
    "River Run is 5×5: the map sets the size."); None for other options and for a random
    map."""
    name = str(options.get("map", "random"))
    facts = None if key not in ("size", "levels") or name == "random" else _facts(name)
    if facts is None:
        return None
    width, height, levels, title = facts
    if key == "size":
        return f"{width}×{height}", f"{title} is {width}×{height}: the map sets the size."
    plural = "s" if levels > 1 else ""
    return str(levels), f"{title} has {levels} level{plural}: the map sets the levels."
