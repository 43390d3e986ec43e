"""The pace of a game (issue 35 §3): the turn count always in the side panel, through the
real table, and the turn limit suggested on the setup screen in the player's words."""
from __future__ import annotations

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.session import Session
from game.games.trapper.state import Phase
from tests.trapper.helpers import settled_button
from tests.trapper.test_table_trust import hot_table, settle
from tests.ui.helpers import pass_handoffs


def test_every_step_of_a_turn_names_the_turn(app):
    session, table = hot_table(app)
    assert table.status()[0] == "Ann's turn 1"
    settled_button(app, table, "Roll")
    assert table.status()[0] == "Ann's turn 1"
    settled_button(app, table, "View Bea's dungeon")
    assert table.status()[0] == "Ann's turn 1"
    settled_button(app, table, "Back to my dungeon")
    settled_button(app, table, "Start raid")
    settle(app, table)
    assert table.status()[0] == "Ann's turn 1" and table.status()[1].startswith("Raid on Bea")
    settled_button(app, table, "Concede")
    settled_button(app, app.stack.top, "Concede")
    settle(app, table)
    pass_handoffs(app)
    assert table.viewer == 1 and table.status()[0] == "Bea's turn 1"


def test_the_last_screen_says_on_which_turn_the_game_ended(app):
    session = Session.start(game_info("trapper"), [Seat("Ann", bot="greedy"),
                                                   Seat("Bo", bot="greedy")], 11)
    session.drive(lambda s, e: False, 4000)
    assert session.rules.state.phase is Phase.OVER
    from game.ui.tables.trapper import open_table
    table = open_table(app, session)
    turns = max(st.turns for st in session.rules.state.stats)
    assert table.status()[1] == f"It ended on turn {turns}."


def test_the_setup_screen_suggests_the_turn_limit():
    spec = next(o for o in game_info("trapper").options if o.key == "turn_limit")
    assert spec.default is False
    assert "Most games end by turn 20" in spec.help and "30 turns each" in spec.help


def test_the_seats_screen_suggests_the_turn_limit_beside_its_switch(app):
    """Where the player sets the turn limit, the line under its switch says how long games
    run and what the switch does, whole on one line at the smallest window."""
    from game.ui.scenes.seats import SeatsScene
    from tests.play import drawn_text
    scene = SeatsScene(app, game_info("trapper"), seed=7)
    app.stack.push(scene)
    app.step()
    rect = dict(scene.option_rects)["turn_limit"]
    words = scene.option_words("turn_limit")
    assert "Most games end by turn 20" in words and "30 turns each" in words
    assert words in drawn_text(app)
    fonts = app.theme.fonts
    size = fonts.fit(words, 13, rect.width - 4, "italic", smallest=10)
    assert fonts.get(size, "italic").size(words)[0] <= rect.width - 4, "runs off its line"
