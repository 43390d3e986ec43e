"""The stamp palette's words: each stamp's bubble names the keys that pick it, and two
stamps sharing a letter never show the same keys (cop and cache are both C)."""
from __future__ import annotations

from game.ui.tables.lab.stamps import PALETTE, key_hint, stamps_for
from tests.lab.helpers import shift_key
from tests.lab.test_trust import open_game
from tests.play import drawn_text, move


def test_no_two_stamps_show_the_same_keys_and_pressing_them_picks_the_stamp(app):
    import pygame
    session, table = open_game(app)
    hints = [key_hint(name) for name in PALETTE]
    assert len(set(hints)) == len(hints)
    shared = stamps_for("C")
    assert len(shared) > 1
    for name in shared:
        move(app, next(rect for n, rect in table.palette if n == name).center)
        assert any(text.endswith(key_hint(name)) for text in drawn_text(app))
    for _ in shared:                       # Shift+C as many times as the bubble says
        shift_key(app, pygame.K_c)
    assert table.hand.stamp == shared[-1]
    assert key_hint(shared[-1]).startswith("Shift+C ")
