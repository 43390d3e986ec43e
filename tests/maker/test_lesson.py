"""Learn Dungeon Maker Deluxe: from the launcher's Learn button to the lesson's end, following
the coach with posted mouse events only, at a new player's settings."""
from __future__ import annotations

from tests.play import click, follow_coach, open_launcher, tile_button


def test_the_maker_lesson_from_the_launcher_to_its_end(app):
    open_launcher(app)
    click(app, tile_button(app, "maker", "Learn").rect.center)
    assert app.coach is not None and app.coach.lesson.game == "maker"
    table = app.coach.table
    steps = follow_coach(app)
    assert steps == len(table.lesson.steps)
    assert table.rules.is_over() and table.rules.result().seats[0].score == 11
    assert "maker" in app.settings.lessons_done
    from game.ui.scenes.launcher import LauncherScene
    assert isinstance(app.stack.top, LauncherScene)
    assert tile_button(app, "maker", "Learn").label == "Learn again ✓"
