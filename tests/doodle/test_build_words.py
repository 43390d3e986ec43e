"""What the panel says while a person builds (issue 32, from a hand-played game): a treasure
note hidden on open floor scores nothing, so the step that hides one says where it scores."""
from __future__ import annotations

from game.games.doodle.actions import PlacePiece
from tests import play
from tests.doodle.mouse import do
from tests.doodle.test_table import give


def test_hiding_a_treasure_says_it_scores_only_under_a_standing_monster(app):
    table = play.alone_against(app, "doodle", "greedy", 4)
    ann = give(table.session, table, 26)                             # Goblin, treasure
    before = " ".join(play.drawn_text(app))
    assert "scores only under a monster" not in before               # the Goblin's step
    do(app, table, PlacePiece(ann, "goblin", 60))
    play.settle(app)
    text = " ".join(play.drawn_text(app))
    assert "hide the treasure" in text and "scores only under a monster" in text, text
    assert "§5.1" in text
