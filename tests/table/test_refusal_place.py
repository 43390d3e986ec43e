"""A refusal of something asked from the side panel opens inside the panel, by the button
asked, never over the board beside the panel (the board's tiles stay in view), in every
game: the person at her first turn rests the pointer on the pinned Undo, with no move to
take back, and asks it anyway (Ctrl+Z; in DungeonLab, where moves are final, a click on
the greyed Undo too); the refusal's bubble stands in the panel just below or above Undo,
off the panel's other buttons."""
from __future__ import annotations

import pygame
import pytest

from game.ui.widgets.toast import AsideToast
from tests import play
from tests.table.games import TABLES
from tests.table.test_busy_tip import at_a_persons_turn, rest_on


def refusal(app) -> AsideToast:
    """The refusal on screen, as drawn in the last frame."""
    toasts = [t for t in app.toasts if isinstance(t, AsideToast)]
    assert toasts, ("a refusal in the side panel", [t.text for t in app.toasts])
    play.frame(app, [], most=play.FRAME)
    assert toasts[-1].shown is not None
    return toasts[-1]


def assert_by_its_button(table, toast: AsideToast, button) -> None:
    bubble = toast.shown
    assert table.side_rect.contains(bubble), (toast.text, bubble, table.side_rect)
    assert not bubble.colliderect(table.board_rect), "the refusal covers the board"
    assert not bubble.colliderect(button.rect), "the refusal covers the button asked"
    assert min(abs(bubble.top - button.rect.bottom), abs(button.rect.top - bubble.bottom)) \
        <= 48, "the refusal stands by the button asked"
    others = [b.label for b in table.bar.buttons if b.visible and b is not button
              and table.side_rect.contains(b.rect) and b.rect.colliderect(bubble)]
    assert not others, f"the refusal covers {others}"


@pytest.mark.parametrize("game", sorted(TABLES))
def test_an_undo_refused_opens_in_the_panel_by_the_undo_button(app, game, monkeypatch):
    table = at_a_persons_turn(app, game)
    undo = table.undo_button
    assert undo.visible and table.side_rect.contains(undo.rect)
    rest_on(app, table, undo, monkeypatch)
    play.key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert_by_its_button(table, refusal(app), undo)


def test_a_click_on_dungeonlabs_greyed_undo_is_refused_in_the_panel(app, monkeypatch):
    table = at_a_persons_turn(app, "lab")
    undo = table.undo_button
    assert not undo.enabled
    rest_on(app, table, undo, monkeypatch)
    play.click(app, undo.rect.center)
    toast = refusal(app)
    assert "final" in toast.text.lower(), toast.text
    assert_by_its_button(table, toast, undo)
