"""Seeded sessions at every phase of Trapper, for `main.py shots` and `main.py bench`."""
from __future__ import annotations

from typing import Any, Callable

from game.catalog import game_info
from game.core.errors import IllegalAction
from game.core.protocol import Seat
from game.core.session import Session
from game.games.trapper.actions import PaintWalls, PlaceTrap, UseLayout
from game.games.trapper.events import TrapResolved
from game.games.trapper.placement import CutOff
from game.ui.scene import Scene
from game.ui.scenes.handoff import HandoffScene
from game.ui.tables.trapper.scene import TrapperTable


HOT_SEAT = [Seat("Ann"), Seat("Bo")]
VS_BOT = [Seat("Ann"), Seat("Bo", bot="greedy")]


def session(seats: list[Seat], seed: int = 7) -> Session:
    info = game_info("trapper")
    return Session.start(info, seats, seed)


def drive(s: Session, until: Callable[[Session, list], bool], limit: int = 2000) -> None:
    """Every seat plays the computer's choices until `until(session, events)`."""
    s.drive(until, limit)


def table(app: Any, s: Session, tool: str | None = None,
          pointer: tuple[int, int] | None = None) -> TrapperTable:
    scene = TrapperTable(app, s)
    scene.viewer, scene.looking = min(s.rules.to_act() or {0}), True
    if tool:
        scene.hand.tool = tool
    if pointer:
        scene.pointer = pointer
    return scene


def setup_scene(app: Any) -> TrapperTable:
    """Ann drawing: a preset with two traps, Wall Darts in hand (legal tiles lit)."""
    s = session(HOT_SEAT)
    s.apply(UseLayout(0, "winding-halls"))
    s.apply(PlaceTrap(0, "shark", (7, 3), None))
    s.apply(PlaceTrap(0, "fan", (5, 4), "N"))
    return table(app, s, "darts")


def cut_off_scene(app: Any) -> TrapperTable:
    """Ann's wall would seal tiles off: they show red with the reason."""
    s = session(HOT_SEAT)
    s.apply(UseLayout(0, "serpent-gallery"))
    scene = table(app, s, "walls")
    scene.layout(app.size)
    for cell in s.rules.content.board.grid.cells():
        try:
            s.rules.check(PaintWalls(0, (cell,), True))
        except CutOff:
            scene.pointer = scene.painter.centre(cell)
            break
        except IllegalAction:
            continue
    return scene


def trapping_scene(app: Any) -> TrapperTable:
    s = session(VS_BOT, seed=3)
    drive(s, lambda s, e: s.rules.view(None)["phase"] == "trapping"
          and s.rules.view(None)["active"] == 0 and s.rules.view(None)["turn"] > 2)
    return table(app, s, "darts")


def raid_scene(app: Any) -> TrapperTable:
    s = session(VS_BOT, seed=5)
    def revealed_two(s: Session, events: list) -> bool:
        public = s.rules.view(None)
        return public["phase"] == "raid" and public["active"] == 0 and \
            len(public["dungeons"][1]["traps"]) >= 2

    drive(s, revealed_two)
    return table(app, s)


def viewing_scene(app: Any) -> TrapperTable:
    """Ann, in her trapping stage, looks at Bo's dungeon in fog view (the header says so)."""
    scene = trapping_scene(app)
    scene.hand.viewing = 1
    return scene


def odds_scene(app: Any) -> TrapperTable:
    """A raid with the pointer on a revealed trap: the chance to get past it."""
    scene = raid_scene(app)
    scene.layout(app.size)
    traps = scene.public()["dungeons"][1]["traps"]
    kills = [t for t in traps if scene.public()["chart"][t["kind"]]["kind"] == "kill"]
    scene.pointer = scene.painter.centre(tuple((kills or traps)[0]["cell"]))
    return scene


def trap_scene(app: Any) -> TrapperTable:
    """Just after a trap went off: the dice, and the sentence of what happened and why."""
    s = session(VS_BOT, seed=9)
    kills = ("spikes", "shark", "darts", "crusher")
    drive(s, lambda s, e: s.rules.view(None)["phase"] == "raid" and any(
        isinstance(x, TrapResolved) and x.kind in kills for x in e))
    return table(app, s)


def end_scene(app: Any) -> TrapperTable:
    s = session(VS_BOT, seed=11)
    drive(s, lambda s, e: False)
    return table(app, s)


def end_board_scene(app: Any) -> TrapperTable:
    """After 'Look at the board': both dungeons revealed side by side."""
    scene = end_scene(app)
    scene.end_shown = True
    return scene


def scenes(app: Any) -> list[tuple[str, Scene]]:
    handoff_table = TrapperTable(app, session(HOT_SEAT))
    return [
        ("setup", setup_scene(app)),
        ("setup-cut-off", cut_off_scene(app)),
        ("handoff", HandoffScene(app, "Bo", handoff_table.handoff_note(1))),
        ("trapping", trapping_scene(app)),
        ("viewing-rival", viewing_scene(app)),
        ("raid", raid_scene(app)),
        ("raid-odds", odds_scene(app)),
        ("trap-resolving", trap_scene(app)),
        ("end", end_scene(app)),
        ("end-board", end_board_scene(app)),
    ]
