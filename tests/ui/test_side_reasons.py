"""A greyed side-panel button's reason opens beside the panel, at the button's height, in
every game (TableScene.draw_side): it never covers the panel's other buttons, its log or
its dice tray, and stays inside the window."""
from __future__ import annotations

import pygame

from game.catalog import game_info
from game.core.protocol import Seat
from tests import play


def test_a_greyed_side_buttons_reason_opens_beside_the_panel(app, monkeypatch):
    play.open_launcher(app)
    info = game_info("maker")
    app.start_game(info, [Seat("Ann"), Seat("Computer", info.bots[0])], 517)
    play.frame(app)
    table = app.stack.top
    play.settle(app)
    greyed = next(b for b in table.bar.buttons
                  if b.visible and not b.enabled and table.side_rect.contains(b.rect)
                  and table.bar.hovered_reason(b.rect.center))
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: greyed.rect.center)
    play.frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=greyed.rect.center,
                                        rel=(1, 1), buttons=(0, 0, 0))])
    table.dirty = True
    play.frame(app)
    bubble = table.hover_bubble
    assert bubble is not None and app.screen.get_rect().contains(bubble)
    assert bubble.right <= table.side_rect.x
    assert abs(bubble.centery - greyed.rect.centery) < 60
