"""Learn DungeonLab (issue 24): from the launcher's Learn button to the lesson's end,
following the coach with posted mouse events only, at a new player's settings: the landing,
a move into a wall and the wall noted, a look and the store, its stamp, a shot, a note
written with its word chips, the treasure and the way out."""
from __future__ import annotations

from tests.play import learn, tile_button


def test_the_lab_lesson_from_the_launcher_to_its_end(app):
    table = learn(app, "lab")
    rules = table.rules
    assert rules.is_over() and rules.state.winner == 0
    page = rules.view(0)["reveal"]["notebooks"][0]["pages"]["1"]
    assert [2, 4, "E", "simple"] in page["edges"] and [2, 3, "store"] in page["stamps"]
    assert [3, 3, "dead"] in page["notes"]
    assert not rules.state.creatures[(3, 3, 1)].alive
    assert "lab" in app.settings.lessons_done
    from game.ui.scenes.launcher import LauncherScene
    assert isinstance(app.stack.top, LauncherScene)
    assert tile_button(app, "lab", "Learn").label == "Learn again ✓"
    assert app.records.matches("lab") == []           # nothing recorded
