"""What makes a dungeon valid (lab §3.1–3.2): `problems(dungeon)` lists every reason it is
not, in plain sentences. The generator's maps must pass with `counts=True` (the contents
table per size); hand-made maps are checked for shape only."""
from __future__ import annotations

from collections import Counter

from game.games.lab.dungeon import (DIRS, KINDS, SIGNED, WALLS, Cell, Dungeon, Spot,
                                    edge_of, step)

SIZES = (5, 7, 10)
SIZE_INDEX = {5: 0, 7: 1, 10: 2}
PER_LEVEL = {
    "store": (1, 2, 3), "arsenal": (1, 2, 3), "hospital": (1, 2, 3), "gourm": (1, 2, 3),
    "antigourm": (1, 2, 3), "prison": (1, 2, 3), "pit": (2, 4, 6), "river": (3, 6, 9),
    "lake": (1, 2, 3), "beast": (2, 4, 6), "orc": (1, 2, 3), "tree": (1, 2, 3),
    "cache": (1, 2, 3),
}
"""lab §3.2, per level (prison counts political prisons too, beast the werewolf)."""
PER_DUNGEON = {
    "treasure": (1, 1, 1), "management": (1, 1, 1), "rider": (0, 1, 2),
    "ontifutlas": (0, 1, 2), "mordor": (0, 1, 2), "eldar": (0, 1, 2), "blades": (0, 1, 2),
    "bridles": (0, 1, 2), "eyescorcher": (0, 1, 2), "political_cop": (0, 1, 2),
    "hanging_pit": (0, 1, 2),
}
BRANCHES = (1, 2, 3)
RIVERS = ((3,), (6,), (5, 4))
PIT_CYCLES = (1, 1, 2)
GROUPS = {"beast": ("lion", "tiger", "panther", "crocodile", "cow", "rabbit", "werewolf"),
          "orc": ("orc", "urkh"), "tree": ("willow", "ent", "lokh"),
          "prison": ("prison", "political")}


def manhattan(a: Cell, b: Cell) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def connected(d: Dungeon) -> set[Cell]:
    """Cells reachable from the first one through non-monolith sides (pits unused)."""
    if not d.cells:
        return set()
    start = min(d.cells)
    seen = {start}
    todo = [start]
    while todo:
        x, y = todo.pop()
        for k in DIRS:
            other = step(x, y, k)
            if other not in seen and d.wall(x, y, k) != "monolith":
                seen.add(other)
                todo.append(other)
    return seen


def branch_strips(d: Dungeon) -> tuple[list[list[Cell]], list[str]]:
    """The branches as strips, and what is wrong with their shape (lab §3.1)."""
    bad: list[str] = []
    strips: list[list[Cell]] = []
    rest = set(d.branches())
    for cell in sorted(rest):
        x, y = cell
        if x > d.width and y > d.height:
            bad.append(f"branch cell {cell} lies south-east of the base rectangle")
        elif x < 1 or y < 1:
            bad.append(f"branch cell {cell} lies west or north of the base rectangle "
                       "(branches leave only the east or south side)")
    for start in sorted(rest):
        x, y = start
        if x == d.width + 1 and 1 <= y <= d.height:
            dx, dy = 1, 0
        elif y == d.height + 1 and 1 <= x <= d.width:
            dx, dy = 0, 1
        else:
            continue
        strip = [start]
        while (strip[-1][0] + dx, strip[-1][1] + dy) in rest:
            strip.append((strip[-1][0] + dx, strip[-1][1] + dy))
        strips.append(strip)
    covered = {c for s in strips for c in s}
    for cell in sorted(rest - covered):
        if 1 <= cell[0] and 1 <= cell[1] and not (cell[0] > d.width and cell[1] > d.height):
            bad.append(f"branch cell {cell} is not part of a straight strip leaving the "
                       "east or south side")
    for s in strips:
        if len(s) > 3:
            bad.append(f"the branch at {s[0]} is {len(s)} cells long (1–3)")
    for i, a in enumerate(strips):
        for b in strips[i + 1:]:
            if any(max(abs(p[0] - q[0]), abs(p[1] - q[1])) <= 1 for p in a for q in b):
                bad.append(f"the branches at {a[0]} and {b[0]} touch")
    return strips, bad


def problems(d: Dungeon, counts: bool = False) -> list[str]:
    """Every reason `d` breaks lab §3.1–3.2 (counts: also the contents table per size)."""
    out: list[str] = []
    if d.width < 2 or d.height < 2 or not 1 <= d.levels <= 4:
        return [f"the base rectangle {d.width}×{d.height} with {d.levels} levels is not "
                "playable (at least 2×2, 1–4 levels)"]
    base = {(x, y) for x in range(1, d.width + 1) for y in range(1, d.height + 1)}
    if not base <= d.cells:
        out.append(f"cells missing from the base rectangle: {sorted(base - d.cells)[:4]}")
    strips, bad = branch_strips(d)
    out += bad
    for e, kind in d.walls.items():
        x, y, side = e
        if kind not in WALLS or side not in "ES" or (x, y) not in d.cells \
                or step(x, y, side) not in d.cells:
            out.append(f"the wall {e} = {kind!r} is not an inner side of the map")
    lost = d.cells - connected(d)
    if lost:
        out.append(f"monoliths cut off {len(lost)} cell(s), e.g. {sorted(lost)[0]} "
                   "(lab §3.1: all cells connect through non-monolith sides)")
    (ex, side) = d.exit
    if ex not in d.cells or side not in DIRS or step(*ex, side) in d.cells:
        out.append(f"the exit {d.exit} is not on an outer side of a cell")
    out += _things(d)
    out += _pits(d, counts)
    out += _rivers(d)
    if counts:
        out += _counts(d, strips)
    return out


def _things(d: Dungeon) -> list[str]:
    out = []
    for (x, y, level), t in d.things.items():
        if (x, y) not in d.cells or not 1 <= level <= d.levels:
            out.append(f"{t.kind} at {(x, y, level)} lies outside the map")
        if t.kind not in KINDS:
            out.append(f"unknown encounter {t.kind!r} at {(x, y, level)}")
        if t.kind in SIGNED and t.sign not in ("+", "-"):
            out.append(f"{t.kind} at {(x, y, level)} needs a sign + or -")
    for (x, y, _) in d.spots_of("management"):
        if any(d.kind((x, y, lv)) != "management" for lv in range(1, d.levels + 1)):
            out.append(f"the management center at {(x, y)} must fill every level of its "
                       "cell")
    treasures = d.spots_of("treasure")
    if len(treasures) != 1:
        out.append(f"the dungeon needs exactly 1 treasure, has {len(treasures)}")
    else:
        tx, ty, _ = treasures[0]
        if not d.in_base((tx, ty)):
            out.append("the treasure lies in a branch (lab §3.2: base rectangle)")
        if manhattan((tx, ty), d.exit[0]) < 2:
            out.append("the treasure is in or beside the exit cell (lab §3.2 spacing)")
    if d.spots_of("rider") and not d.spots_of("mordor"):
        out.append("a black rider needs a Mordor to send players to")
    if d.spots_of("ontifutlas") and not d.spots_of("eldar"):
        out.append("an ontifutlas needs an Eldar to carry players to")
    if d.spots_of("political_cop"):
        signs = {t.sign for t in d.things.values() if t.kind == "political"}
        for s in d.spots_of("political_cop"):
            if d.things[s].sign not in signs:
                out.append(f"the political cop at {s} has no political prison of its sign")
    if d.spots_of("cop") and not d.spots_of("prison"):
        out.append("a cop needs a prison to send players to")
    return out


def _pits(d: Dungeon, counts: bool) -> list[str]:
    out = []
    pits = set(d.spots_of("pit"))
    hanging = set(d.spots_of("hanging_pit"))
    if set(d.pits) != pits | hanging:
        out.append("every pit and hanging pit needs exactly one destination")
        return out
    for s in hanging:
        if d.pits[s] != s:
            out.append(f"the hanging pit at {s} must lead back to itself")
    cycle_cells: Counter[Cell] = Counter((x, y) for x, y, _ in pits)
    shared = [c for c, n in cycle_cells.items() if n > 1]
    if shared:
        out.append(f"two cycle pits share the cell {shared[0]} (lab §3.2 spacing)")
    targets = [d.pits[s] for s in pits]
    if sorted(targets) != sorted(pits) or any(d.pits[s] == s for s in pits):
        out.append("the pits do not form cycles (each pit leads to another pit, each pit "
                   "is reached from one)")
        return out
    cycles = 0
    seen: set[Spot] = set()
    for s in sorted(pits):
        if s in seen:
            continue
        cycles += 1
        while s not in seen:
            seen.add(s)
            s = d.pits[s]
    if counts and pits and cycles != PIT_CYCLES[SIZE_INDEX.get(d.width, 0)]:
        out.append(f"the pits form {cycles} cycle(s), not "
                   f"{PIT_CYCLES[SIZE_INDEX.get(d.width, 0)]} (lab §3.2)")
    return out


def _rivers(d: Dungeon) -> list[str]:
    out = []
    links: list[Spot] = [s for r in d.rivers for s in r]
    if sorted(links) != sorted(set(links)):
        out.append("a river repeats a cell-level (lab §3.2)")
    if set(links) != set(d.spots_of("river")):
        out.append("every river cell must belong to exactly one river, and every river "
                   "link must be a river cell")
    for river in d.rivers:
        if len(river) < 2:
            out.append(f"the river at {river[:1]} is shorter than 2 cells")
        falls = 0
        for a, b in zip(river, river[1:]):
            if (a[0], a[1]) == (b[0], b[1]) and b[2] == a[2] + 1:
                falls += 1
                continue
            if a[2] != b[2]:
                out.append(f"the river steps from level {a[2]} to {b[2]} between "
                           f"{a} and {b}")
                continue
            side = next((k for k, (dx, dy) in DIRS.items()
                         if (a[0] + dx, a[1] + dy) == (b[0], b[1])), None)
            if side is None:
                out.append(f"the river jumps from {a} to {b} (links must be neighbours)")
            elif side == "N":
                out.append(f"the river flows north from {a} to {b} (lab §3.2)")
            elif d.walls.get(edge_of(a[0], a[1], side), "none") != "none":
                out.append(f"a wall stands between river links {a} and {b}")
        if falls > 1:
            out.append("a river has more than one waterfall")
    return out


def _counts(d: Dungeon, strips: list[list[Cell]]) -> list[str]:
    out = []
    i = SIZE_INDEX.get(d.width)
    if i is None or d.height != d.width:
        return [f"{d.width}×{d.height} is not a generator size (5×5, 7×7, 10×10)"]
    if len(strips) != BRANCHES[i]:
        out.append(f"{len(strips)} branches, not {BRANCHES[i]} (lab §3.1)")
    waterfall = any(a[2] != b[2] for r in d.rivers for a, b in zip(r, r[1:]))
    marmars = len(d.spots_of("marmar"))
    if marmars not in (0, d.levels) or (marmars and d.levels < 2):
        out.append(f"{marmars} marmars for {d.levels} levels (one per level, 2+ levels)")
    for level in range(1, d.levels + 1):
        kinds = Counter(t.kind for (x, y, lv), t in d.things.items() if lv == level)
        for name, table in PER_LEVEL.items():
            if name == "river" and waterfall:
                continue
            have = sum(kinds[k] for k in GROUPS.get(name, (name,)))
            if have != table[i]:
                out.append(f"level {level} has {have} {name}, not {table[i]} (lab §3.2)")
        if i > 0 and kinds["political"] != 1:
            out.append(f"level {level} has {kinds['political']} political prisons, not 1")
        if i == 0 and kinds["crocodile"]:
            out.append("a crocodile in a 5×5 dungeon (from 7×7 only)")
    total = Counter(t.kind for t in d.things.values())
    mc_levels = d.levels
    for name, table in PER_DUNGEON.items():
        want = table[i] * (mc_levels if name == "management" else 1)
        if total[name] != want:
            out.append(f"{total[name]} {name}, not {want} (lab §3.2)")
    lengths = sorted(len(r) for r in d.rivers)
    if not waterfall and lengths != sorted(RIVERS[i] * d.levels):
        out.append(f"river lengths {lengths}, not {sorted(RIVERS[i] * d.levels)}")
    return out
