"""Hand-built DungeonLab maps for rule tests, with scripted dice."""
from __future__ import annotations

from typing import Any

from game.core.dice import Dice
from game.core.protocol import Seat
from game.games.lab.actions import Land
from game.games.lab.dungeon import Dungeon, Thing
from game.games.lab.rules import LabRules

T = Thing


def dungeon(things: dict | None = None, walls: dict | None = None, *, size: int = 5,
            levels: int = 1, exit=((5, 3), "E"), pits: dict | None = None,
            rivers: list | None = None, branches: tuple = ()) -> Dungeon:
    """A size×size map; the treasure defaults to (1, 5, 1) unless `things` places it."""
    things = dict(things or {})
    if not any(t.kind == "treasure" for t in things.values()):
        things[(1, 5, 1)] = T("treasure")
    cells = frozenset({(x, y) for x in range(1, size + 1) for y in range(1, size + 1)}
                      | set(branches))
    return Dungeon(size, size, levels, cells, dict(walls or {}), exit, things,
                   dict(pits or {}), list(rivers or []))


def game(d: Dungeon, seats: int = 1, dice: list[int] | None = None, **options: Any
         ) -> LabRules:
    return LabRules.new_game(0, [Seat(n) for n in ("Ann", "Bob", "Cid")[:seats]], options,
                             content=d, dice=Dice.scripted(dice or []))


def land(r: LabRules, spot, seat: int | None = None) -> list:
    seat = r.state.active if seat is None else seat
    return r.apply(Land(seat, *spot))


def said(events, seat: int) -> list[str]:
    """What `seat` reads of these events."""
    return [e.describe(["Ann", "Bob", "Cid"]) for e in events if e.visible(seat)
            and e.describe(["Ann", "Bob", "Cid"])]


def text(events, seat: int) -> str:
    return " ".join(said(events, seat))


def me(r: LabRules, seat: int = 0):
    return r.state.players[seat]


def first_two(r: LabRules) -> tuple[int, int]:
    """(first, second) in the turn order of a 2-seat game."""
    return r.state.order[0], r.state.order[1]


def open_showcase(app, seats: int = 1):
    """A table on the showcase map (seed 7, 3 kits) pushed on the app: (session, table)."""
    from game.catalog import game_info
    from game.core.session import Session
    from game.ui.tables.lab import open_table
    from game.ui.tables.lab.shots import showcase
    names = [Seat(n) for n in ("Ann", "Bo")[:seats]]
    session = Session.start(game_info("lab"), names, 7, {"kits": 3}, content=showcase())
    table = open_table(app, session)
    app.stack.push(table)
    return session, table


def tray_point(table, fid: int, x: float, y: float) -> tuple[int, int]:
    """The screen point of (x, y) in loose fragment `fid`'s own cells, where the tray shows
    it (cell (0, 0) spans 0..1)."""
    room = table.room
    ox, oy = room.tray.places[fid]
    return room.tray_pad.at(ox + x, oy + y)


def tray_cell(table, fid: int, x: int, y: int) -> tuple[int, int]:
    """The centre of cell (x, y) of loose fragment `fid` in the tray."""
    return tray_point(table, fid, x + 0.5, y + 0.5)


def tray_handle(table, fid: int) -> tuple[int, int]:
    """A point on loose fragment `fid`'s handle strip, where it is drawn (above its cell
    (0, 0))."""
    from game.ui.tables.lab.pad import handle_rect
    room = table.room
    x, y = room.tray.places[fid]
    frag = table.sheet()["fragments"][str(fid)]
    box = handle_rect(room.tray_pad, {**frag, "x": x, "y": y})
    left = room.tray_pad.at(x + 0.5, y)[0]
    return (left, box.centery)


def notebook(session, seat: int = 0) -> dict:
    return session.rules.view(seat)["me"]["notebook"]


def shift_key(app, k: int, gap: float | None = None) -> None:
    """A key pressed with Shift held (the keyboard's state says so, as in a real window)."""
    import pygame
    from tests.play import HUMAN_GAP, key
    pygame.key.set_mods(pygame.KMOD_SHIFT)
    try:
        key(app, k, mod=pygame.KMOD_SHIFT, gap=HUMAN_GAP if gap is None else gap)
    finally:
        pygame.key.set_mods(pygame.KMOD_NONE)
