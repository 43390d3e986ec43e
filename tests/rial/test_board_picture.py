"""The seats screen shows a picture of each Rial board beside its "Board" option (issue 20
§3: "Board: twin-halls" had no picture), drawn from the board's own map, at 1280×720 and
1920×1080; a click on the picture steps the board as the button does."""
from __future__ import annotations

import pygame
import pytest

from game.games.rial.content import load_layouts
from game.ui.scenes.seats import SeatsScene
from game.ui.tables.rial.draw import PASSAGE, ROCK, ROOM
from game.ui.tables.rial.pictures import board_picture
from tests import play

COLOURS = {"R": ROOM, "P": PASSAGE, "#": ROCK}


def seats_at_the_board(app) -> SeatsScene:
    """From the launcher: Play on Rial's tile, then the options' page turner until the
    Board option shows."""
    play.open_launcher(app)
    play.click(app, play.tile_button(app, "rial", "Play").rect.center)
    seats = app.stack.top
    assert isinstance(seats, SeatsScene)
    while "board" not in dict(seats.option_rects):
        play.click_button(app, "▶")
    return seats


def square_colours(app, rect: pygame.Rect, board: str) -> list[bool]:
    """For each square of the board's map: is the screen, at that square's place in the
    picture, the colour of its kind (room, passage, rock)?"""
    layout = load_layouts()[board]
    cell = rect.width // (layout.width + 2)
    x0 = rect.x + (rect.width - cell * (layout.width + 2)) // 2
    y0 = rect.y + (rect.height - cell * (layout.height + 2)) // 2
    out = []
    for sq, kind in enumerate(layout.kinds):
        c, r = sq % layout.width + 1, sq // layout.width + 1
        at = (x0 + c * cell + cell // 2, y0 + r * cell + cell // 2)
        out.append(tuple(app.screen.get_at(at))[:3] == COLOURS[kind])
    return out


@pytest.fixture(params=[(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def sized_app(request, tmp_path):
    from game.ui.app import App
    from game.ui.settings import Settings
    return App(size=request.param, settings=Settings(), strict=True,
               save_path=tmp_path / "autosave.json")


def test_each_board_is_pictured_from_its_map_beside_the_option(sized_app):
    app = sized_app
    seats = seats_at_the_board(app)
    assert set(seats.pictures) == {"board"}
    button = dict(seats.option_rects)["board"]
    shown = []
    for _ in range(2):
        board = seats.options["board"]
        rect, _ = seats.pictures["board"]
        assert rect.width >= 48 and app.screen.get_rect().contains(rect)
        assert not rect.colliderect(button), "the picture covers the option's button"
        assert all(square_colours(app, rect, board)), f"the picture is not the {board} map"
        shown.append((board, pygame.image.tobytes(app.screen.subsurface(rect), "RGB")))
        play.click(app, rect.center)                    # the picture steps the board
        button = dict(seats.option_rects)["board"]
    assert shown[0][0] != shown[1][0] and shown[0][1] != shown[1][1]
    assert seats.options["board"] == shown[0][0]       # two boards: back to the first


def test_the_picture_is_made_once_per_board_and_size():
    assert board_picture("twin-halls", 60) is board_picture("twin-halls", 60)
    assert board_picture("no-such-board", 60) is None


def test_a_game_without_pictures_shows_none(app):
    play.open_launcher(app)
    play.click(app, play.tile_button(app, "doodle", "Play").rect.center)
    seats = app.stack.top
    assert isinstance(seats, SeatsScene) and seats.pictures == {}
