"""The dungeon generator (lab §3.1–3.2): branches, walls, monolith connectivity, the exit,
rivers, pit cycles and the contents table per size. One seed always gives the same map
(lab §7); every map it returns passes `validate.problems(counts=True)`."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Mapping

from game.games.lab.dungeon import DIRS, Cell, Dungeon, Spot, Thing, edge_of, step
from game.games.lab.validate import (BRANCHES, PER_DUNGEON, PER_LEVEL, RIVERS, SIZE_INDEX,
                                     PIT_CYCLES, connected, manhattan)

ATTEMPTS = 400


if TYPE_CHECKING:
    from game.games.lab.content import Encounters, Odds


class GeneratorFailed(RuntimeError):
    """No valid map was found (a dungeon too small for its contents)."""


def map_rng(seed: int) -> random.Random:
    """The map's own random source: the match seed alone decides the map (lab §7)."""
    return random.Random(f"lab-map:{seed}")


def generate(rng: random.Random, size: int, levels: int,
             options: Mapping[str, Any] | None = None,
             numbers: "Encounters | None" = None) -> Dungeon:
    """A random dungeon of size×size with `levels` levels, by the odds and the cache of
    `numbers` (content/lab/encounters.yaml; the shipped copy if None)."""
    opts = dict(options or {})
    if numbers is None:
        from game.games.lab.content import default_content
        numbers = default_content().encounters
    for _ in range(ATTEMPTS):
        d = _attempt(rng, size, levels, opts, numbers)
        if d is not None:
            return d
    raise GeneratorFailed(f"no {size}×{size}×{levels} map found in {ATTEMPTS} attempts")


def _weighted(rng: random.Random, table: tuple[tuple[str, int], ...]) -> str:
    roll = rng.randrange(sum(w for _, w in table))
    for name, weight in table:
        if roll < weight:
            return name
        roll -= weight
    raise AssertionError


def _branches(rng: random.Random, size: int, east: float) -> set[Cell] | None:
    cells: set[Cell] = set()
    for _ in range(BRANCHES[SIZE_INDEX[size]]):
        for _try in range(60):
            length = rng.randint(1, 3)
            pos = rng.randint(1, size)
            if rng.random() < east:
                strip = {(size + i, pos) for i in range(1, length + 1)}
            else:
                strip = {(pos, size + i) for i in range(1, length + 1)}
            if all(max(abs(a[0] - b[0]), abs(a[1] - b[1])) > 1 for a in strip for b in cells):
                cells |= strip
                break
        else:
            return None
    return cells


def _walls(rng: random.Random, cells: frozenset[Cell], odds: "Odds") -> dict:
    walls = {}
    table = tuple(odds.walls.items())
    for x, y in sorted(cells):
        for side in "ES":
            if step(x, y, side) in cells:
                kind = _weighted(rng, table)
                if kind != "none":
                    walls[edge_of(x, y, side)] = kind
    return walls


def _join(rng: random.Random, d: Dungeon) -> None:
    """Monoliths turn simple until every cell connects (lab §3.1)."""
    while True:
        reached = connected(d)
        if len(reached) == len(d.cells):
            return
        border = sorted(e for e, k in d.walls.items() if k == "monolith"
                        and ((e[0], e[1]) in reached) != (step(e[0], e[1], e[2]) in reached))
        d.walls[rng.choice(border)] = "simple"


def _exit(rng: random.Random, cells: frozenset[Cell]) -> tuple[Cell, str]:
    sides = [((x, y), k) for x, y in sorted(cells) for k in DIRS
             if step(x, y, k) not in cells]
    return rng.choice(sides)


def _attempt(rng: random.Random, size: int, levels: int, opts: dict,
             numbers: "Encounters") -> Dungeon | None:
    branch = _branches(rng, size, numbers.odds.branch_east)
    if branch is None:
        return None
    base = {(x, y) for x in range(1, size + 1) for y in range(1, size + 1)}
    cells = frozenset(base | branch)
    d = Dungeon(size, size, levels, cells, _walls(rng, cells, numbers.odds), ((1, 1), "N"),
                {})
    _join(rng, d)
    d.exit = _exit(rng, cells)
    return d if _fill(rng, d, opts, numbers) else None


def _fill(rng: random.Random, d: Dungeon, opts: dict, numbers: "Encounters") -> bool:
    i = SIZE_INDEX[d.width]
    free: set[Spot] = set(d.spots())
    put = d.things

    def place(kind: str, spot: Spot, **kw: Any) -> None:
        put[spot] = Thing(kind, **kw)
        free.discard(spot)

    def take(level: int | None = None, allowed: Any = None) -> Spot | None:
        if level is None:
            pool = sorted(free)
        else:
            pool = [s for s in by_level[level] if s in free]
            by_level[level] = pool
        if allowed is not None:
            pool = [s for s in pool if allowed(s)]
        return rng.choice(pool) if pool else None

    by_level = {lv: sorted(s for s in free if s[2] == lv) for lv in range(1, d.levels + 1)}
    mc_cells = sorted(c for c in d.cells if all((*c, lv) in free
                                               for lv in range(1, d.levels + 1)))
    mc = rng.choice(mc_cells)
    for lv in range(1, d.levels + 1):
        place("management", (*mc, lv))
    spot = take(allowed=lambda s: d.in_base(s[:2]) and manhattan(s[:2], d.exit[0]) >= 2)
    if spot is None:
        return False
    place("treasure", spot)
    if not _place_rivers(rng, d, free, opts):
        return False
    if not _place_pits(rng, d, free, place, take):
        return False
    signs: list[str] = []
    for level in range(1, d.levels + 1):
        if not _fill_level(rng, d, level, opts, place, take, signs, numbers):
            return False
    return _fill_dungeon(rng, d, opts, place, take, signs)


def _place_rivers(rng: random.Random, d: Dungeon, free: set[Spot], opts: dict) -> bool:
    fall = bool(opts.get("waterfall")) and d.levels >= 2
    for level in range(1, d.levels + 1):
        for length in RIVERS[SIZE_INDEX[d.width]]:
            river = None
            for _ in range(40):
                river = _walk(rng, d, free, level, length, fall and level < d.levels)
                if river:
                    break
            if not river:
                return False
            if any(a[2] != b[2] for a, b in zip(river, river[1:])):
                fall = False
            for a, b in zip(river, river[1:]):
                if a[2] == b[2]:
                    side = next(k for k, (dx, dy) in DIRS.items()
                                if (a[0] + dx, a[1] + dy) == b[:2])
                    d.walls.pop(edge_of(a[0], a[1], side), None)
            for s in river:
                d.things[s] = Thing("river")
                free.discard(s)
            d.rivers.append(tuple(river))
    return True


def _walk(rng: random.Random, d: Dungeon, free: set[Spot], level: int, length: int,
          may_fall: bool) -> list[Spot] | None:
    """A random chain of `length` free links that never steps north (maybe one waterfall)."""
    starts = sorted(s for s in free if s[2] == level)
    if not starts:
        return None
    path = [rng.choice(starts)]
    while len(path) < length:
        x, y, lv = path[-1]
        options = [(*step(x, y, k), lv) for k in "ESW" if step(x, y, k) in d.cells]
        if may_fall and lv < d.levels and len(path) > 1:
            options.append((x, y, lv + 1))
        options = [s for s in options if s in free and s not in path]
        if not options:
            return None
        nxt = rng.choice(options)
        if nxt[2] != lv:
            may_fall = False
        path.append(nxt)
    return path


def _place_pits(rng: random.Random, d: Dungeon, free: set[Spot], place: Any,
                take: Any) -> bool:
    i = SIZE_INDEX[d.width]
    pits: list[Spot] = []
    for level in range(1, d.levels + 1):
        for _ in range(PER_LEVEL["pit"][i]):
            used = {(p[0], p[1]) for p in pits}
            spot = take(level, lambda s: s[:2] not in used)
            if spot is None:
                return False
            place("pit", spot)
            pits.append(spot)
    rng.shuffle(pits)
    cycles = PIT_CYCLES[i]
    share = len(pits) // cycles
    for c in range(cycles):
        ring = pits[c * share:(c + 1) * share] if c < cycles - 1 else pits[c * share:]
        for a, b in zip(ring, ring[1:] + ring[:1]):
            d.pits[a] = b
    return True


def _fill_level(rng: random.Random, d: Dungeon, level: int, opts: dict, place: Any,
                take: Any, signs: list[str], numbers: "Encounters") -> bool:
    i = SIZE_INDEX[d.width]
    odds = numbers.odds
    cache = tuple(numbers.cache.items())
    kinds: list[tuple[str, dict]] = []
    for name in ("store", "arsenal", "hospital", "gourm", "antigourm", "lake", "cache"):
        for _ in range(PER_LEVEL[name][i]):
            kinds.append((name, {"items": cache} if name == "cache" else {}))
    for n in range(PER_LEVEL["prison"][i]):
        if i > 0 and n == 0:
            sign = rng.choice("+-")
            signs.append(sign)
            kinds.append(("political", {"sign": sign}))
        else:
            kinds.append(("prison", {}))
    table = tuple((k, w) for k, w in odds.beasts.items() if i > 0 or k != "crocodile")
    beasts = [_weighted(rng, table) for _ in range(PER_LEVEL["beast"][i])]
    if opts.get("werewolf"):
        beasts[0] = "werewolf"
    for beast in beasts:
        exote = bool(opts.get("exote_beasts")) and beast in ("lion", "tiger", "panther") \
            and rng.random() < odds.exote_beast
        kinds.append((beast, {"exote": exote}))
    for _ in range(PER_LEVEL["orc"][i]):
        kinds.append(("urkh" if i > 0 and rng.random() < odds.urkh else "orc", {}))
    for _ in range(PER_LEVEL["tree"][i]):
        trees = ("willow", "ent", "lokh") if opts.get("lokh") else ("willow", "ent")
        kinds.append((rng.choice(trees), {}))
    if opts.get("marmar") and d.levels >= 2:
        kinds.append(("marmar", {}))
    for kind, kw in kinds:
        spot = take(level)
        if spot is None:
            return False
        place(kind, spot, **kw)
    return True


def _fill_dungeon(rng: random.Random, d: Dungeon, opts: dict, place: Any, take: Any,
                  signs: list[str]) -> bool:
    i = SIZE_INDEX[d.width]
    for name, table in PER_DUNGEON.items():
        if name in ("treasure", "management"):
            continue
        for _ in range(table[i]):
            kw: dict = {}
            if name == "political_cop":
                if not signs:
                    return False
                kw = {"sign": rng.choice(signs)}
            elif name == "blades":
                kw = {"items": (("elven", 1), ("arnor", 1)) if opts.get("arnor")
                      else (("elven", 1),)}
            elif name == "bridles":
                kw = {"items": (("bridle", 1),)}
            spot = take()
            if spot is None:
                return False
            place(name, spot, **kw)
            if name == "hanging_pit":
                d.pits[spot] = spot
    if opts.get("cop"):
        spot = take()
        if spot is None:
            return False
        place("cop", spot)
    return True
