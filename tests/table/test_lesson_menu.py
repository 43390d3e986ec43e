"""A lesson's menu offers nothing that saves or restarts a game that is never saved, in
every game: its lesson opened from the launcher's Learn button, its first step shown, the
table's Menu button (and Esc) opens Resume, Rules, Settings and "Leave the lesson" only,
and leaving it goes back to the launcher with no save of that game written."""
from __future__ import annotations

import pygame
import pytest

from tests import play
from tests.table.games import TABLES

LESSON_MENU = ["Resume", "Rules", "Settings", "Leave the lesson"]


@pytest.mark.parametrize("game", sorted(TABLES))
def test_a_lessons_menu_saves_and_restarts_nothing(app, game):
    play.open_launcher(app)
    play.click(app, play.tile_button(app, game, "Learn").rect.center)
    coach = app.coach
    assert coach is not None and coach.lesson.game == game
    play.until(app, coach.showing, 60, "the coach's first step")
    table = coach.table
    play.click_button(app, "Menu")
    assert play.labels(app) == LESSON_MENU
    assert "Lesson paused" in play.drawn_text(app), "the menu says what is paused"
    play.click_button(app, "Resume")
    assert app.stack.top is table
    play.key(app, pygame.K_ESCAPE)
    assert play.labels(app) == LESSON_MENU, "Esc opens the same menu"
    play.click_button(app, "Leave the lesson")
    assert type(app.stack.top).__name__ == "LauncherScene" and app.coach is None
    assert not app.save_path_for(game).exists(), "the lesson left a save behind"
    assert app.records.matches() == []
