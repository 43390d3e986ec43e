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


def test_pointing_at_cards_in_hand_tells_what_a_bigger_hand_buys_in_the_walk(app):
    """A hand of one card seldom fits a card window (issue 32 §1): the pointer on a Cards in
    hand box, while Ann ticks boxes, tells the share of her windows a fresh hand of each
    size has a card for (the game's own odds for a two-seat game); on another category's
    box it tells nothing of hands."""
    from game.games.doodle.odds import hand_fits, percent
    table = play.alone_against(app, "doodle", "greedy", 4)
    give(table.session, table, 47)                                   # Improvement x 2
    play.settle(app)
    content = table.content
    play.move(app, table.track.boxes[("treasure", 0)].center)
    app.render()
    assert "Cards in hand" not in table.note
    play.move(app, table.track.boxes[("hand", 0)].center)
    app.render()
    assert table.note.startswith("Cards in hand, now 1."), table.note
    for size in (1, 2, 3, 4):
        share = percent(hand_fits(content, size, 2))
        assert f"{size} card{'' if size == 1 else 's'} {share}" in table.note, table.note
    assert hand_fits(content, 1, 2) < 0.4 < 0.7 < hand_fits(content, 4, 2)
