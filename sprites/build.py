#!/usr/bin/env python3
"""Turn the text-grid pixel art in sprites/src/*.txt into PNG sheets and atlas files.

    python3 sprites/build.py            # every sheet
    python3 sprites/build.py trapper    # only sprites/src/trapper.txt

Source format: a line `== name` starts a sprite; the lines that follow are its rows, one
character per pixel: `.` is transparent and `0`-`9`, `a`-`f` index the PICO-8 palette
(ART.md). Lines starting with `#` are comments. Each sheet `X.txt` becomes `sprites/X.png`
and `sprites/X.json` ({name: [x, y, w, h]}). Sprite names are unique across all sheets.
Output is deterministic, so rebuilding changes nothing unless a source changed.
"""
from __future__ import annotations

import json
import os
import sys
import zlib
import struct
from pathlib import Path

HERE = Path(__file__).resolve().parent
PALETTE = ["000000", "1D2B53", "7E2553", "008751", "AB5236", "5F574F", "C2C3C7", "FFF1E8",
           "FF004D", "FFA300", "FFEC27", "00E436", "29ADFF", "83769C", "FF77A8", "FFCCAA"]
SHEET_WIDTH = 256


def parse(path: Path) -> dict[str, list[str]]:
    sprites: dict[str, list[str]] = {}
    current: list[str] | None = None
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.rstrip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("=="):
            name = line[2:].strip()
            if not name or name in sprites:
                sys.exit(f"{path}:{number}: missing or repeated sprite name {name!r}")
            current = sprites[name] = []
            continue
        if current is None:
            sys.exit(f"{path}:{number}: pixels before the first '== name' line")
        bad = set(line) - set(".0123456789abcdef")
        if bad:
            sys.exit(f"{path}:{number}: unknown pixel characters {''.join(sorted(bad))!r}")
        current.append(line)
    for name, rows in sprites.items():
        if not rows or len({len(r) for r in rows}) != 1:
            sys.exit(f"{path}: sprite {name!r} is empty or its rows differ in length")
    return sprites


def pack(sprites: dict[str, list[str]]) -> tuple[int, int, dict[str, list[int]]]:
    """Shelf packing in source order."""
    x = y = shelf = 0
    atlas: dict[str, list[int]] = {}
    for name, rows in sprites.items():
        w, h = len(rows[0]), len(rows)
        if x + w > SHEET_WIDTH:
            x, y, shelf = 0, y + shelf + 1, 0
        atlas[name] = [x, y, w, h]
        x += w + 1
        shelf = max(shelf, h)
    return SHEET_WIDTH, y + shelf, atlas


def png_bytes(width: int, height: int, pixels: list[list[tuple[int, int, int, int]]]) -> bytes:
    raw = b"".join(b"\x00" + b"".join(bytes(p) for p in row) for row in pixels)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def build(source: Path) -> None:
    sprites = parse(source)
    width, height, atlas = pack(sprites)
    pixels = [[(0, 0, 0, 0)] * width for _ in range(max(height, 1))]
    for name, rows in sprites.items():
        x0, y0, _, _ = atlas[name]
        for dy, row in enumerate(rows):
            for dx, ch in enumerate(row):
                if ch != ".":
                    hexa = PALETTE[int(ch, 16)]
                    pixels[y0 + dy][x0 + dx] = (int(hexa[0:2], 16), int(hexa[2:4], 16),
                                                int(hexa[4:6], 16), 255)
    stem = source.stem
    (HERE / f"{stem}.png").write_bytes(png_bytes(width, max(height, 1), pixels))
    (HERE / f"{stem}.json").write_text(json.dumps(atlas, indent=0, sort_keys=True) + "\n")
    print(f"{stem}: {len(sprites)} sprites, {width}x{height}")


def main(names: list[str]) -> None:
    sources = sorted((HERE / "src").glob("*.txt"))
    if names:
        sources = [s for s in sources if s.stem in names]
    seen: dict[str, str] = {}
    for source in sorted((HERE / "src").glob("*.txt")):
        for name in parse(source):
            if name in seen:
                sys.exit(f"sprite {name!r} is in both {seen[name]} and {source.name}")
            seen[name] = source.name
    for source in sources:
        build(source)


if __name__ == "__main__":
    os.chdir(HERE)
    main(sys.argv[1:])
