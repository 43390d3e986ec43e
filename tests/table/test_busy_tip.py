"""A greyed side button's reason opens in the side panel, beside the button, never over the
board (the board's tiles stay in view), in every game: a pointer resting on a greyed button
(Undo with no move to take back; while the last move is shown, the game buttons, greyed
with "The last move is still being shown: click to skip it.") opens its tip just below or
above it, inside the panel and off the panel's other buttons where there is room."""
from __future__ import annotations

import random

import pytest

from game.ui.table import TableScene
from tests import play
from tests.table.games import TABLES
from tests.table.test_prompt_place import open_table, played


class Busy(Exception):
    """The table shows a move with its game buttons greyed: the moment to point."""


def busy_buttons(table) -> list:
    return [b for b in table.bar.buttons if b.visible and not b.enabled
            and b.disabled_reason == TableScene.BUSY_REASON
            and table.side_rect.contains(b.rect)]


def at_a_greyed_button(app, game: str, monkeypatch):
    """Play on (posted clicks, moves drawn from the legal ones) until a move is shown with
    the game buttons greyed; the table then stands still at that frame."""
    step_frame = app.step

    def looked_at(*args, **kwargs):
        step_frame(*args, **kwargs)
        table = app.stack.top
        if isinstance(table, TableScene) and table.showing_move and busy_buttons(table):
            raise Busy
    monkeypatch.setattr(app, "step", looked_at)
    try:
        played(app, open_table(app, game, 5), random.Random(5), lambda: False)
    except Busy:
        monkeypatch.setattr(app, "step", step_frame)
        return app.stack.top
    raise AssertionError(f"no move of {game} was shown with its buttons greyed")


SHOWN_GREYED = ("maker", "rial")
"""The games whose play (moves drawn from the legal ones) soon shows a move slowly enough
to rest on its greyed buttons (elsewhere the person's first moves show at once)."""


def rest_on(app, table, button, monkeypatch) -> None:
    """The pointer comes to rest on `button` (SDL's dummy mouse does not follow events)."""
    spot = [button.rect.center]
    monkeypatch.setattr(app, "mouse_pos", lambda: spot[0])
    play.move(app, spot[0])
    table.dirty = True
    play.frame(app, [], most=play.FRAME)


def assert_beside(table, button) -> None:
    bubble = table.hover_bubble
    assert bubble is not None, f"the reason of greyed {button.label!r} is shown"
    assert table.side_rect.contains(bubble), (button.label, bubble, table.side_rect)
    assert not bubble.colliderect(table.board_rect), "the tip covers the board"
    assert not bubble.colliderect(button.rect), "the tip covers its own button"
    assert min(abs(bubble.top - button.rect.bottom), abs(button.rect.top - bubble.bottom)) \
        <= 48, "the tip stands beside its button"


def at_a_persons_turn(app, game: str):
    """Ann alone at her first turn (DungeonLab's showcase for one), settled."""
    if game == "lab":
        from tests.lab.test_trust import open_game as lab_game
        return lab_game(app, seats=1)[1]
    table = open_table(app, game, 5)
    play.until(app, lambda: table.acting_here() and not table.showing_move, 60, "Ann's turn")
    play.settle(app)
    return table


@pytest.mark.parametrize("game", sorted(TABLES))
def test_a_greyed_buttons_reason_opens_in_the_panel_beside_it(app, game, monkeypatch):
    table = at_a_persons_turn(app, game)
    greyed = [b for b in table.bar.buttons if b.visible and not b.enabled
              and b.disabled_reason and table.side_rect.contains(b.rect)]
    assert greyed, "a greyed side button (Undo, alone with nothing to take back)"
    for button in greyed:
        rest_on(app, table, button, monkeypatch)
        assert_beside(table, button)


@pytest.mark.parametrize("game", SHOWN_GREYED)
def test_the_busy_tip_opens_in_the_panel_not_over_the_board(app, game, monkeypatch):
    table = at_a_greyed_button(app, game, monkeypatch)
    button = busy_buttons(table)[0]
    rest_on(app, table, button, monkeypatch)
    assert table.showing_move, "the move is still being shown"
    assert table.bar.hovered_reason(button.rect.center) == TableScene.BUSY_REASON
    assert_beside(table, button)
