"""Learn Dungeon Maker Deluxe: from the launcher's Learn button to the lesson's end, following
the coach with posted mouse events only, at a new player's settings."""
from __future__ import annotations

from tests.play import learn, tile_button


def test_the_maker_lesson_from_the_launcher_to_its_end(app):
    table = learn(app, "maker")
    assert table.rules.is_over() and table.rules.result().seats[0].score == 11
    assert "maker" in app.settings.lessons_done
    from game.ui.scenes.launcher import LauncherScene
    assert isinstance(app.stack.top, LauncherScene)
    assert tile_button(app, "maker", "Learn").label == "Learn again ✓"
