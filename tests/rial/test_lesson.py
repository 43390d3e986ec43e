"""Learn Rial's Dungeon (issue 24): from the launcher's Learn button to the lesson's end,
following the coach with posted mouse events only, at a new player's settings: the
capabilities, a move with its lit ends, a climb met with Agility, a chest opened with
Strength, Chance cards (a Teleport, a Skeleton), the d10's raise and a trade; then the alarm
runs its last minute and the end screen follows."""
from __future__ import annotations

from game.ui.scenes.launcher import LauncherScene
from tests.play import learn, tile_button


def test_the_rial_lesson_from_the_launcher_to_its_end(app):
    clock_at_trade = []

    def note_clock(coach) -> None:   # the alarm waits while the coach explains
        if coach.index == coach.lesson.clock_from - 1:
            clock_at_trade.append(coach.table.clock.used)
    table = learn(app, "rial", on_step=note_clock)
    assert clock_at_trade == [0.0]
    rules = table.rules
    assert rules.is_over() and rules.state.ended_by == "alarm"
    ann = rules.state.players[0]
    assert ann.chests == [(3, False)] and "lock_picks" in ann.items
    assert ann.caps["strength"] == 3
    lines = "\n".join(rules.names()[0] + ": " + str(r.action) for r in rules.log)
    for action in ("Meet(seat=0, method='agility')", "Meet(seat=0, method='strength')",
                   "Answer(seat=0, accept=True)"):
        assert action in lines, action
    assert "rial" in app.settings.lessons_done
    assert isinstance(app.stack.top, LauncherScene)
    assert tile_button(app, "rial", "Learn").label == "Learn again ✓"
