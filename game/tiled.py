"""Tiled maps: `.tmx` read with `pytmx.TiledMap` (no display needed) and turned at once into
our own dataclasses. This is the one pure module that imports pytmx; the rules receive
`MapData` and never need pytmx or pygame.

Conventions (maps/README.md): each tileset tile carries a string property `kind` (wall,
floor, ...); object classes are read from Tiled 1.9's `class` attribute or from `type`.
"""
from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, TypeVar

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

T = TypeVar("T")


class MapError(Exception):
    """A map that cannot be used, naming the file and what is wrong."""


@dataclass(frozen=True)
class MapObject:
    name: str
    kind: str
    x: float
    y: float
    width: float
    height: float
    properties: dict[str, Any] = field(default_factory=dict)

    def cell(self, tile_width: int, tile_height: int) -> tuple[int, int]:
        """The 0-based (column, row) under the object's centre."""
        return (int((self.x + self.width / 2) // tile_width),
                int((self.y + self.height / 2) // tile_height))


@dataclass(frozen=True)
class TileLayer:
    name: str
    width: int
    height: int
    kinds: tuple[tuple[str | None, ...], ...]
    """kinds[row][column]: the tile's `kind` property, or None where the layer is empty."""

    def kind_at(self, column: int, row: int) -> str | None:
        return self.kinds[row][column]

    def cells_of(self, kind: str) -> set[tuple[int, int]]:
        return {(c, r) for r, line in enumerate(self.kinds) for c, k in enumerate(line)
                if k == kind}


@dataclass(frozen=True)
class MapData:
    path: str
    width: int
    height: int
    tile_width: int
    tile_height: int
    properties: dict[str, Any]
    layers: dict[str, TileLayer]
    objects: tuple[MapObject, ...]

    def layer(self, name: str) -> TileLayer:
        if name not in self.layers:
            raise MapError(f"{self.path}: no tile layer named {name!r} "
                           f"(it has {', '.join(self.layers) or 'none'})")
        return self.layers[name]

    def objects_of(self, kind: str) -> list[MapObject]:
        return [o for o in self.objects if o.kind == kind]


def _object_kind(obj: Any) -> str:
    return (getattr(obj, "type", None) or getattr(obj, "class", None) or "").strip()


def _images_present(path: Path) -> list[str]:
    """Tileset images the map (or its external .tsx tilesets) names that are missing on disk;
    pytmx only notices them when images load."""
    missing = []
    try:
        root = ET.parse(path).getroot()
    except (ET.ParseError, OSError):
        return []
    for image in root.iter("image"):
        source = image.get("source")
        if source and not (path.parent / source).exists():
            missing.append(source)
    for tileset in root.iter("tileset"):
        source = tileset.get("source")
        if source and path.suffix == ".tmx":
            tsx = path.parent / source
            if not tsx.exists():
                missing.append(source)
            else:
                missing += _images_present(tsx)
    return missing


def load_map(path: Path | str) -> MapData:
    """Read a .tmx file; MapError says what is wrong with a broken one."""
    import pytmx  # imported here: pytmx pulls pygame in when it is installed

    path = Path(path)
    if not path.exists():
        raise MapError(f"{path}: the map file is missing")
    missing = _images_present(path)
    if missing:
        raise MapError(f"{path}: tileset file(s) or image(s) missing: {', '.join(missing)}")
    try:
        tmx = pytmx.TiledMap(str(path))
    except Exception as exc:  # pytmx raises many kinds for broken files
        raise MapError(f"{path}: not a readable Tiled map ({type(exc).__name__}: {exc})") \
            from None
    layers: dict[str, TileLayer] = {}
    objects: list[MapObject] = []
    for layer in tmx.layers:
        if isinstance(layer, pytmx.TiledTileLayer):
            rows = []
            for r in range(tmx.height):
                row = []
                for c in range(tmx.width):
                    gid = layer.data[r][c]
                    props = tmx.get_tile_properties_by_gid(gid) if gid else None
                    row.append((props or {}).get("kind") if gid else None)
                    if gid and not (props or {}).get("kind"):
                        raise MapError(f"{path}: layer {layer.name!r} cell ({c}, {r}) uses a "
                                       "tile without a 'kind' property")
                rows.append(tuple(row))
            layers[layer.name] = TileLayer(layer.name, tmx.width, tmx.height, tuple(rows))
        elif isinstance(layer, pytmx.TiledObjectGroup):
            for obj in layer:
                objects.append(MapObject(
                    name=obj.name or "", kind=_object_kind(obj), x=float(obj.x),
                    y=float(obj.y), width=float(obj.width or 0),
                    height=float(obj.height or 0), properties=dict(obj.properties)))
    return MapData(str(path), tmx.width, tmx.height, tmx.tilewidth, tmx.tileheight,
                   dict(tmx.properties), layers, tuple(objects))


def load_folder(folder: Path, check: Callable[[MapData], list[str]],
                build: Callable[[MapData], T]) -> tuple[list[T], list[str]]:
    """Every valid map of `folder` (its `.tmx` files in name order) made by `build`, and the
    problems of the others: unreadable ones, and those `check` finds fault with."""
    built: list[T] = []
    problems: list[str] = []
    for path in sorted(folder.glob("*.tmx")):
        try:
            data = load_map(path)
        except MapError as exc:
            problems.append(str(exc))
            continue
        found = check(data)
        if found:
            problems += found
        else:
            built.append(build(data))
    return built, problems
