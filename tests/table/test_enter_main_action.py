"""Enter and Space go to the main action of the moment, in every game whose board names it
(`TableScene.main_button`): a posted Enter presses that button as a click on it would, once
(a hurried second Enter passes nothing), and the board never sees the key as well. Played
through the real scenes with posted keys at a new player's settings."""
from __future__ import annotations

import random

import pygame
import pytest

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.bots import level_kind
from game.ui.table import TableScene
from game.ui.widgets.button import Button
from tests import play
from tests.lab.test_trust import land_and_read, open_game as lab_game
from tests.table.games import TABLES, table_class
from tests.trapper.helpers import table_for as trapper_table

HOOKED = tuple(TABLES)
"""The games whose board names its main button: all five."""


def with_main_button() -> list[str]:
    """The games whose table writes the `main_button` hook."""
    return sorted(g for g in TABLES if table_class(g).main_button is not TableScene.main_button)


def test_the_games_whose_board_names_its_main_button():
    assert with_main_button() == sorted(HOOKED)


def live_main(table) -> Button | None:
    """The main button, if it may be pressed now: shown, enabled, past its guard."""
    button = table.main_button()
    if button is None or not (button.enabled and button.visible) \
            or not any(b is button for b in table.bar.buttons) or table.bar.fresh(button):
        return None
    return button


def at_a_main_button(app, game: str, seed: int = 3):
    """Ann at the first moment of hers with a main button: DungeonLab's Done while she
    reads her landing, Trapper's Roll once the dungeons are drawn; elsewhere (against a
    Normal computer) a move without one is made for her meanwhile."""
    if game == "lab":
        _session, table = lab_game(app, seats=2)
        land_and_read(app, table, (3, 3))
        play.wait(app, 1.0)
        return table
    if game == "trapper":
        _session, table = trapper_table(app, [Seat("Ann"), Seat("Bo", "greedy")], 0)
        play.settle(app)
        play.wait(app, 1.0)
        return table
    info = game_info(game)
    play.open_launcher(app)
    app.start_game(info, [Seat("Ann"), Seat("Computer 1", level_kind(info, "normal"))], seed)
    table = app.stack.top
    rng = random.Random(seed)
    for _ in range(80):
        play.pass_hand_offs(app)
        play.settle(app)
        play.wait(app, play.HUMAN_GAP)
        if table.acting_here() and live_main(table) is not None:
            return table
        if table.acting_here():
            table.act(rng.choice(table.rules.legal_actions(table.viewer)))
    raise AssertionError(f"no main button came up in {game}")


def spied(table) -> tuple[list[int], list[str]]:
    """Count the main button's presses, and note the intents the board is given."""
    button = table.main_button()
    pressed: list[int] = []
    board: list[str] = []
    real_click, real_board = button.on_click, table.on_board_intent

    def click() -> None:
        pressed.append(len(table.rules.log))
        real_click()

    def on_board(intent) -> None:
        board.append(intent.kind)
        real_board(intent)
    button.on_click, table.on_board_intent = click, on_board
    return pressed, board


@pytest.mark.parametrize("game", with_main_button())
@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_SPACE], ids=["Enter", "Space"])
def test_enter_and_space_press_the_main_button(app, game, key):
    table = at_a_main_button(app, game)
    before = len(table.rules.log)
    pressed, board = spied(table)
    play.key(app, key, gap=0.0)
    assert pressed == [before], "the key pressed the main button, once"
    assert all(r.action.seat == 0 for r in table.rules.log[before:])
    assert "confirm" not in board, "the board saw the key too"


@pytest.mark.parametrize("game", with_main_button())
def test_a_hurried_second_enter_passes_nothing(app, game):
    table = at_a_main_button(app, game)
    before = len(table.rules.log)
    pressed, _ = spied(table)
    play.key(app, pygame.K_RETURN, gap=0.0)
    made = len(table.rules.log)
    assert pressed == [before]
    play.key(app, pygame.K_RETURN, gap=0.1)   # the second half of a hurried double press
    assert len(table.rules.log) == made and pressed == [before]
