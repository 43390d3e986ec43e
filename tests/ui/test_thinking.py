"""A computer that looks ahead decides beside the loop (issue 23 §1): the window stays
responsive while it thinks, its seat shows that it is thinking, the pause menu still stops
everything, and its choice is applied exactly as made, on the main thread."""
from __future__ import annotations

from game.catalog import game_info
from game.core.protocol import Seat
from game.ui.scenes.pause import PauseScene
from tests import play
from tests.play import GatedBot
from tests.trapper.helpers import table_for


def test_the_loop_runs_on_while_a_computer_thinks_and_pause_stops_it(app):
    info = game_info("trapper")
    play.open_launcher(app)
    session, table = table_for(app, [Seat("Ann"), Seat("Computer", info.bots[0])], 1)
    bot = GatedBot()
    session.bots[1] = bot
    moves = len(session.rules.log)
    play.until(app, lambda: table.thinker is not None, what="the computer to start thinking")
    drawn = app.redraws
    play.wait(app, 1.0)                        # the loop goes on: the dots pace...
    assert drawn < app.redraws <= drawn + 4    # ...redrawn a few times, not 60 times a second
    assert app.waiting and len(session.rules.log) == moves
    assert table.thinking_seat() == 1
    assert "Computer is thinking" in play.drawn_text(app)
    play.key(app, 27)                          # Esc: the pause menu opens at once
    assert isinstance(app.stack.top, PauseScene)
    bot.go.set()
    table.thinker.join(5)
    play.wait(app, 1.0)                        # decided, but paused means paused
    assert len(session.rules.log) == moves
    play.click_button(app, "Resume")
    play.until(app, lambda: len(session.rules.log) > moves, what="the computer's move")
    assert session.rules.log[moves].action == bot.chose and bot.asked == 1
    assert table.thinking_seat() is None


def test_the_indicator_shows_at_the_seat_a_game_names(app, monkeypatch):
    """With a seat's anchor named (`seat_anchor`), "<name> is thinking" shows in a tag in
    the seat's colour just above it, or below it at the top of the window."""
    import pygame
    info = game_info("trapper")
    play.open_launcher(app)
    _session, table = table_for(app, [Seat("Ann"), Seat("Computer", info.bots[0])], 1)
    colour = app.theme.colours.seat_colour(1)

    def tag_rows(anchor: pygame.Rect) -> set[int]:
        monkeypatch.setattr(table, "seat_anchor", lambda seat: anchor)
        surface = pygame.Surface(app.size)
        table.draw_thinking(surface, 1)
        return {y for y in range(app.size[1])
                if surface.get_at((anchor.x + 1, y))[:3] == colour[:3]}

    above = tag_rows(pygame.Rect(300, 300, 120, 20))
    assert above and max(above) < 300
    below = tag_rows(pygame.Rect(300, 2, 120, 20))
    assert below and min(below) > 22


def test_the_end_screen_names_the_computers_level_and_records_count_by_level(app):
    """issue 23 §3: a game against a Hard computer ends on a card naming it "(Hard)", and
    the records count the person's wins against that level."""
    from game.core.session import Session
    from game.records.stats import win_rates
    from game.ui.scenes.end import EndScene
    info = game_info("maker")
    hard = next(k for k in info.bots if info.bot_label(k) == "Hard")
    play.open_launcher(app)
    session = Session.start(info, [Seat("Ann"), Seat("Computer", hard)], 8,
                            content=app.game_content(info),
                            save_path=app.save_path_for("maker"))
    session.drive(lambda _s, _e: False)       # every seat played by the usual computer
    assert session.rules.is_over()
    session.drain()                           # the table opens on the finished board
    app.open_session(session)
    play.until(app, lambda: isinstance(app.stack.top, EndScene), what="the end screen")
    end = app.stack.top
    computer = next(sr for sr in end.ranked if sr.seat == 1)
    assert end.seat_label(computer) == "Computer (Hard)"
    assert "Computer (Hard)" in play.drawn_text(app)
    rates = win_rates(app.records.matches("maker"))
    assert [(r.name, info.bot_label(r.opponent), r.games) for r in rates] == [("Ann", "Hard", 1)]
