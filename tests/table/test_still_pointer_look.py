"""After a press, a button that comes back in the same slot under a pointer that has not
moved (Doodle's "Play no card" of the next card window) wears no hover look: its ring would
read as a focus on the new decision. Once the pointer moves, the hover look is back.
Played in Doodle only: Maker gives every button its own held slot, so no other button
comes back under the pressed one there (tests/table/test_prompt_place.py holds it)."""
from __future__ import annotations

import random

import pygame
import pytest

from game.ui.scenes.confirm import ConfirmScene
from tests import play
from tests.table.test_nothing_stale import follow_pointer
from tests.table.test_prompt_place import COMMON, open_table, played


def pressable(app, table, idle=frozenset()):
    """An enabled game button of the panel at the person's turn, none of the `idle` ones
    (their press made no move) (None: none now)."""
    if app.stack.top is not table or table.showing_move or table.rules.is_over():
        return None
    return next((b for b in table.bar.buttons if b.visible and b.enabled
                 and not b.label.startswith(COMMON) and b.label not in idle
                 and table.side_rect.contains(b.rect)),
                None)


def press(app, pos: tuple[int, int]) -> None:
    """A press and release where the pointer already is (no motion first)."""
    play.frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    play.frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def ring(app, table, rect: pygame.Rect) -> tuple[int, int, int]:
    """The colour of the button's drawn ring (the middle of its top edge)."""
    return tuple(play.picture(app).get_at((rect.centerx, rect.y))[:3])


@pytest.mark.parametrize("game", ["doodle"])
def test_a_button_back_under_a_still_pointer_has_no_hover_ring(app, game, monkeypatch):
    follow_pointer(app, monkeypatch)
    table = open_table(app, game, 5)
    rng = random.Random(5)
    accent = tuple(app.theme.colours.accent)
    idle: set[str] = set()
    for _ in range(60):
        played(app, table, rng, lambda: pressable(app, table, idle) is not None)
        button = pressable(app, table, idle)
        if button is None:
            break
        pos, rect, label = button.rect.center, button.rect.copy(), button.label
        play.approach(app, pos, lambda beside: play.move(app, beside))
        play.move(app, pos)
        assert ring(app, table, rect) == accent, "the hover ring under a pointer that came"
        play.wait(app, play.HUMAN_GAP)
        moves = len(table.rules.log)
        play.frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
        play.frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
        play.until(app, lambda: app.stack.top is not table or not table.showing_move, 60,
                   "the press shown")
        play.settle(app)
        if isinstance(app.stack.top, ConfirmScene):
            play.click(app, app.stack.top.no_button.rect.center)
            continue
        if len(table.rules.log) == moves:   # (as Doodle's Turn: the button stays as it was)
            idle.add(label)
            continue
        back = pressable(app, table)
        if back is None or back.rect != rect:
            continue
        assert ring(app, table, rect) != accent, \
            f"{back.label!r} (after {label!r}) wears the hover ring under a still pointer"
        play.move(app, (pos[0] + 1, pos[1]))
        assert ring(app, table, rect) == accent, "the hover ring once the pointer moves"
        moves, now = len(table.rules.log), back.label
        play.wait(app, 0.5)          # past the double-press guard, under a second
        press(app, (pos[0] + 1, pos[1]))
        assert len(table.rules.log) == moves and app.stack.top is table, \
            f"{now!r}, new under a pointer still on it, took a press within 1 s"
        play.wait(app, 0.6)
        press(app, (pos[0] + 1, pos[1]))
        play.frame(app)
        assert len(table.rules.log) > moves or app.stack.top is not table, \
            f"{now!r} still ignores presses after 1 s"
        return
    raise AssertionError(f"no button of {game} came back under the pressed one")
