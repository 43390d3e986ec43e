"""Learn Dungeon Trapper: from the launcher's Learn button to the lesson's end, following the
coach with posted mouse events only, at a new player's settings."""
from __future__ import annotations

from game.ui.scenes.launcher import LauncherScene
from game.ui.tables.trapper.lesson import THEIR_FAN, THEIR_HEIRLOOM, THEIR_SKELETON
from tests.play import learn, tile_button


def test_the_trapper_lesson_from_the_launcher_to_its_end(app):
    """Walls, the heirloom and two starting traps; AP rolled and one trap bought; a raid over
    the computer's Skeleton and Fan onto its heirloom: the same game every time, won."""
    table = learn(app, "trapper")
    rules = table.rules
    assert rules.is_over() and rules.state.winner == 0
    theirs = rules.state.dungeons[1]
    assert theirs.traps[THEIR_SKELETON].revealed and theirs.traps[THEIR_FAN].revealed
    assert rules.state.adventurer == THEIR_HEIRLOOM
    assert any("buys Floor Spikes" in line for line in table.session.log_for(0))
    assert isinstance(app.stack.top, LauncherScene) and app.records.matches() == []
    assert "trapper" in app.settings.lessons_done
    assert tile_button(app, "trapper", "Learn").label == "Learn again ✓"
