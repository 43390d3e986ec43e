"""Seeded DungeonLab tables at every phase, for `main.py shots` and `main.py bench`: a
landing, a look with lights and eyes, a shot, a pit fall, a river, the store, a tree
question, the notebook with fragments, the end reveal."""
from __future__ import annotations

from typing import Any

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.session import Session
from game.games.lab.actions import Land, Move, Resign, Shoot, Sketch
from game.games.lab.dungeon import Dungeon, Thing
from game.ui.scene import Scene
from game.ui.tables.lab.scene import LabTable


def showcase() -> Dungeon:
    """A small two-level dungeon holding one of most things (for shots and tests)."""
    cells = frozenset({(x, y) for x in range(1, 6) for y in range(1, 6)} | {(6, 2)})
    things = {(3, 2, 1): Thing("store"), (4, 3, 1): Thing("lion"),
              (2, 2, 1): Thing("pit"), (4, 5, 2): Thing("pit"),
              (1, 4, 1): Thing("river"), (1, 5, 1): Thing("river"), (2, 5, 1): Thing("river"),
              (3, 4, 1): Thing("willow"), (5, 5, 1): Thing("treasure"),
              (2, 4, 1): Thing("hospital"), (5, 1, 1): Thing("orc"),
              (3, 3, 2): Thing("arsenal")}
    walls = {(3, 3, "S"): "simple", (4, 1, "E"): "wire", (2, 1, "S"): "monolith"}
    return Dungeon(5, 5, 2, cells, walls, ((5, 3), "E"), things,
                   {(2, 2, 1): (4, 5, 2), (4, 5, 2): (2, 2, 1)},
                   [((1, 4, 1), (1, 5, 1), (2, 5, 1))], title="Showcase")


def session(seats: int = 1, dungeon: Dungeon | None = None) -> Session:
    names = [Seat(n) for n in ("Ann", "Bo", "Cy")[:seats]]
    return Session.start(game_info("lab"), names, 7, {"kits": 3},
                         content=dungeon or showcase())


def table(app: Any, s: Session, tool: str = "edge") -> LabTable:
    scene = LabTable(app, s)
    scene.viewer, scene.looking = min(s.rules.to_act() or {0}), True
    scene.hand.tool = tool
    scene.event_queue.extend(s.drain())
    return scene


def played(app: Any, spot: tuple[int, int, int] | None, *actions) -> LabTable:
    """A solo table after landing on `spot` and taking `actions` (Ann is seat 0)."""
    s = session()
    if spot is not None:
        s.apply(Land(0, *spot))
    for action in actions:
        s.apply(action)
    return table(app, s)


def scenes_played(app: Any) -> list[tuple[str, Scene]]:
    """A landing, a look with lights and eyes, a shot, a pit, a river, the store, a tree."""
    return [("lab_landing", played(app, None)),
            ("lab_look", played(app, (3, 3, 1))),
            ("lab_shot", played(app, (3, 3, 1), Shoot(0, "bullets", 5, "E"))),
            ("lab_pit", played(app, (2, 3, 1), Move(0, "N"))),
            ("lab_river", played(app, (1, 3, 1), Move(0, "S"))),
            ("lab_store", played(app, (3, 2, 1))),
            ("lab_tree", played(app, (4, 4, 1), Move(0, "W")))]


def notebook(app: Any) -> LabTable:
    s = session()
    s.apply(Land(0, 2, 3, 1))
    for op, args in (("edges", (1, -1, "simple", (2, 3, "E"), (2, 2, "S"))),
                     ("edges", (1, -1, "wire", (1, 3, "E"))),
                     ("edges", (1, -1, "monolith", (2, 3, "S"))),
                     ("stamp", (1, -1, 3, 3, "eyes")), ("stamp", (1, -1, 3, 2, "lights")),
                     ("stamp", (1, -1, 2, 3, "question")), ("note", (1, -1, 2, 4, "wet?")),
                     ("pen", (1, -1, 25, 35, 30, 38, 36, 40, 42, 41)),
                     ("me", (1, -1, 2, 3)), ("fragment", (1, 10, 2)),
                     ("stamp", (1, 1, 0, 0, "pit")), ("edges", (1, 1, "simple", (0, 0, "E"))),
                     ("fragment", (1, 10, 6)), ("stamp", (1, 2, 1, 0, "river"))):
        s.apply(Sketch(0, op, args))
    s.apply(Move(0, "N"))
    return table(app, s, "stamp")


def full_notebook(app: Any) -> LabTable:
    """Every side marked, a stamp and a note in every cell, pen strokes and fragments on
    both levels (the bench's heaviest table)."""
    s = session()
    s.apply(Land(0, 2, 3, 1))
    marks = ("none", "simple", "wire", "monolith")
    stamps = ("lights", "eyes", "question", "lion", "pit", "river", "store", "tree")
    for level in (1, 2):
        for y in range(1, 9):
            edges = tuple((x, y, k) for x in range(1, 9) for k in "ES")
            s.apply(Sketch(0, "edges", (level, -1, marks[y % 4], *edges)))
            for x in range(1, 9):
                s.apply(Sketch(0, "stamp", (level, -1, x, y, stamps[(x + y) % 8])))
                s.apply(Sketch(0, "note", (level, -1, x, y, f"n{x}{y}")))
        for i in range(12):
            s.apply(Sketch(0, "pen", (level, -1, *[v for j in range(40) for v in
                                                   (10 + j * 2, 10 + i * 7 + j % 5)])))
        for i in range(3):
            s.apply(Sketch(0, "fragment", (level, 10, 1 + 3 * i)))
    for frag in range(1, 7):
        for x in range(3):
            s.apply(Sketch(0, "stamp", (1 + (frag - 1) // 3, frag, x, 0, "pit")))
    return table(app, s, "pen")


def ended(seats: int = 1) -> Session:
    """A game Ann wins on the showcase with a cache: she kills the orc, empties the cache,
    takes the treasure out, noting on the way (some marks right, a lion and a wall wrong);
    with two seats Bo resigns first."""
    d = showcase()
    d.things[(4, 2, 1)] = Thing("cache", items=(("bullets", 20), ("dollars", 10)))
    s = session(seats, d)
    notes = [Sketch(0, "stamp", (1, -1, 5, 1, "orc")), Sketch(0, "stamp", (1, -1, 4, 2, "cache")),
             Sketch(0, "stamp", (1, -1, 3, 3, "lion")),
             Sketch(0, "edges", (1, -1, "simple", (4, 1, "E"))),
             Sketch(0, "edges", (1, -1, "exit", (5, 3, "E"))),
             Sketch(0, "edges", (1, -1, "none", (5, 2, "S"), (5, 3, "S"), (5, 4, "S")))]
    moves = [Land(0, 5, 2, 1), Shoot(0, "bullets", 5, "N"), Move(0, "W"), Move(0, "E"),
             Move(0, "S"), Move(0, "S"), Move(0, "S"), *notes, Move(0, "N"), Move(0, "N"),
             Move(0, "E")]
    for action in moves:
        while seats > 1 and 0 not in s.rules.to_act() and not s.rules.is_over():
            s.apply(Resign(1))
        s.apply(action)
    return s


def watch(app: Any) -> LabTable:
    """Records' Watch of the two-seat game of `ended`, just after Ann's notes: her
    notebook, her answers, the real map as it is at that moment."""
    from game.ui.replay import LogBot
    done = ended(2)
    actions = [record.action for record in done.rules.log]
    s = Session.start(game_info("lab"), [Seat("Ann", "replay"), Seat("Bo", "replay")], 7,
                      {"kits": 3}, content=done.rules.d)
    half = max(i for i, a in enumerate(actions) if isinstance(a, Sketch))  # her notes made
    for action in actions[:half + 1]:
        s.apply(action)
    s.bots = dict.fromkeys(range(2), LogBot(actions[half + 1:]))
    scene = LabTable(app, s)
    assert scene.watching          # the rest of the log ends the game: all is shown
    s.bots = {}                    # the shot stays at this moment
    scene.event_queue.extend(s.drain())
    return scene


def reveal(app: Any) -> LabTable:
    scene = table(app, ended(2))
    scene.end_shown = True
    return scene


def scenes(app: Any) -> list[tuple[str, Scene]]:
    return [*scenes_played(app), ("lab_notebook", notebook(app)),
            ("lab_full_notebook", full_notebook(app)),
            ("lab_reveal", reveal(app)), ("lab_watch", watch(app))]
