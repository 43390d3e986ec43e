"""A co-op end's words (issue 36 part 2): the team has one result, so the end screen names
the team's treasure against its goal and the team's best, never "First score for Ann"."""
from __future__ import annotations

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.session import Session
from game.ui.scenes.end import EndScene
from tests import play
from tests.rial.screen import set_out


def coop_to_the_alarm(app, found: int, seed: int) -> tuple[EndScene, int]:
    """Ann and Ben, co-op at the default alarm, set out by their buttons; Ann holds a chest
    worth `found`; the alarm runs out on the table's own clock. The end screen and the
    team's goal."""
    session = Session.start(game_info("rial"), [Seat("Ann"), Seat("Ben")], seed,
                            {"mode": "coop"})
    app.open_session(session)
    table = app.stack.top
    set_out(app, table)
    play.settle(app)
    table.rules.state.players[0].chests = [(found, False)]
    table.clock.used = table.clock.total
    for _ in range(400):
        if isinstance(app.stack.top, EndScene):
            return app.stack.top, table.rules.team_goal()
        play.frame(app)
    raise AssertionError("the alarm never ended the game")


def test_a_co_op_end_names_the_team_result_and_the_teams_best(app):
    first, goal = coop_to_the_alarm(app, 3, 9)
    assert not any("score for" in n for n in first.notes), first.notes
    assert first.notes == [f"The team lost: 3 of {goal}", "First team score: 3"]
    better, _ = coop_to_the_alarm(app, 5, 10)
    assert "New team best: 5 (was 3)" in better.notes, better.notes
    assert not any("Ann" in n or "Ben" in n for n in better.notes)
    same, _ = coop_to_the_alarm(app, 4, 11)
    assert not any("best" in n or "First" in n for n in same.notes), same.notes
