"""Learn Doodle Dungeon: from the launcher's Learn button to the lesson's end, following the
coach with posted mouse events only, at a new player's settings."""
from __future__ import annotations

from game.ui.scenes.launcher import LauncherScene
from tests.play import learn, tile_button


def test_the_doodle_lesson_from_the_launcher_to_its_end(app):
    """Draft, wall, trap, Orc and its treasure, the hand-over, a path over the computer's two
    Orcs, Aim Boost on the person's Orc: the same game every time, won 3 to 0."""
    table = learn(app, "doodle")
    log = table.session.log_for(0)
    me = table.rules.seat_name(0)
    assert f"{me} hides a treasure on D7." in log
    fight = [line for line in log if "+3 Aim Boost = 22" in line]
    assert len(fight) == 1 and fight[0].startswith("The Orc on D7"), log     # said once
    assert [s.score for s in table.rules.result().seats] == [3, 0]  # the Orc and its note
    assert isinstance(app.stack.top, LauncherScene) and app.records.matches() == []
    assert "doodle" in app.settings.lessons_done
    assert tile_button(app, "doodle", "Learn").label == "Learn again ✓"
