"""A Hard computer at the Rial table thinks beside the loop, and "Computer 1 is thinking"
shows where it sits (issue 23 §1): on its sheet's heading while it sets its capabilities,
just above its pawn once it has one, at 1280x720 and at 1920x1080."""
from __future__ import annotations

import pygame
import pytest

from game.catalog import game_info
from game.core.protocol import Seat
from tests import play
from tests.rial.screen import ann_acts
from tests.play import GatedBot

INFO = game_info("rial")
HARD = next(k for k in INFO.bots if INFO.bot_label(k) == "Hard")


def tag_above(app, table, seat: int) -> bool:
    """The thinking tag's frame, in the seat's colour, just above the seat's anchor (or
    just under it, at the top of the window)."""
    anchor = table.seat_anchor(seat)
    assert anchor is not None and app.screen.get_rect().contains(anchor)
    colour = app.theme.colours.seat_colour(seat)[:3]
    rows = range(max(0, anchor.y - 40), anchor.y - 2) if anchor.y > 40 else \
        range(anchor.bottom + 2, anchor.bottom + 40)
    return any(app.screen.get_at((anchor.x + 1, y))[:3] == colour for y in rows)


class OneAtATime(GatedBot):
    """Decides each time the test lets it, then waits again; it stays in the game (the
    first legal move: enter, roll, the first route)."""

    def choose(self, view, legal):
        self.asked += 1
        assert self.go.wait(10), "the test never let the computer decide"
        self.go.clear()
        self.chose = legal[0]
        return self.chose


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_tag_is_on_the_computers_sheet_then_above_its_pawn(tmp_path, size):
    from game.ui.app import App
    from game.ui.settings import Settings
    app = App(size=size, settings=Settings(), strict=True, save_path=tmp_path / "a.json")
    play.open_launcher(app)
    app.start_game(INFO, [Seat("Ann"), Seat("Computer 1", HARD)], 5)
    table = app.stack.top
    bot = OneAtATime()
    bot.chose = None
    table.session.bots[1] = bot
    away = pygame.event.Event(pygame.MOUSEMOTION, pos=(5, size[1] - 5), rel=(0, 0),
                              buttons=(0, 0, 0))
    try:
        play.until(app, lambda: play.find_button(app, "Set out") is not None, what="Ann")
        play.click_button(app, "Set out")
        play.until(app, lambda: table.thinking_seat() == 1, what="the computer to think")
        play.frame(app, [away])
        assert table.rules.view(1)["players"][1]["caps"] == {}, "it sets its capabilities"
        assert "Computer 1 is thinking" in play.drawn_text(app)
        assert tag_above(app, table, 1)
        bot.go.set()
        for _ in range(40):                  # on to a decision with its pawn on the board
            play.until(app, lambda: table.thinking_seat() == 1 and not bot.go.is_set()
                        or (table.acting() == 0 and not table.showing_move)
                        or table.rules.is_over(), what="the next decision")
            player = table.public()["players"][1]
            if table.thinking_seat() == 1 and player["home"] and player["caps"]:
                break
            if table.thinking_seat() == 1:
                bot.go.set()
                continue
            ann_acts(app, table)
        else:
            raise AssertionError("the computer never thought with its pawn on the board")
        play.wait(app, 1.0)             # the last move shown; the computer still thinks
        play.frame(app, [away])
        assert table.seat_anchor(1) == table.geo.rect(table.public()["players"][1]["pos"])
        assert "Computer 1 is thinking" in play.drawn_text(app)
        assert tag_above(app, table, 1)
    finally:
        bot.go.set()
