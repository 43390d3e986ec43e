"""The side panel's status lines get the room down to the panel's first row below them, in
every game: a board without dice (DungeonLab puts its tray off screen) never leaves them a
negative height (one cut line), and they never run past the window."""
from __future__ import annotations

import pytest

from tests import play
from tests.table.games import TABLES
from tests.table.test_busy_tip import at_a_persons_turn


@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_status_lines_fit_between_the_title_and_the_first_row(app, game, monkeypatch):
    table = at_a_persons_turn(app, game)
    fonts = app.theme.fonts
    asked: list[tuple[list[str], int]] = []
    real = fonts.fit_block

    def spied(texts, size, width, height, *args, **kwargs):
        asked.append((list(texts), height))
        return real(texts, size, width, height, *args, **kwargs)
    monkeypatch.setattr(fonts, "fit_block", spied)
    play.picture(app)
    status = [height for texts, height in asked if texts == table.status()[:3]]
    assert status, "the shell drew the status lines"
    line = fonts.get(15).get_linesize()
    assert line <= status[0] <= table.side_rect.height, (status[0], table.dice.rect)
