"""A display card taken by mistake can be taken back at the table while nothing new has
shown (issue 32 §3): the person clicks a card, then Undo, and the card is back in the
display, hers to choose again."""
from __future__ import annotations

from game.games.doodle.actions import PlacePiece
from tests import play
from tests.doodle.mouse import do


def test_a_card_taken_by_mistake_goes_back_to_the_display_with_undo(app):
    table = play.alone_against(app, "doodle", "greedy", 4)
    display = list(table.rules.state.display)
    card = display[0]
    play.click(app, dict(table.display_rects())[card].center)
    play.settle(app)
    assert table.rules.state.building is not None and card not in table.rules.state.display
    play.click_button(app, "Undo")
    play.settle(app)
    assert table.rules.state.building is None
    assert list(table.rules.state.display) == display
    assert card in dict(table.display_rects()), "the card is drawn in the display again"


def test_undo_takes_the_elements_back_then_the_card_and_nothing_once_it_is_turned_over(app):
    """Both sides of §3's line: with an element drawn, Undo takes it back and then the pick
    (the card is Ann's to choose again); once Done turned the card over (a new card shows)
    Undo is grey."""
    table = play.alone_against(app, "doodle", "greedy", 4)

    def s():
        return table.rules.state                                     # undo restores a copy
    if 57 not in s().display:
        s().display[0] = 57                                            # Orc, Trap
    table.changed()
    display = list(s().display)
    play.click(app, dict(table.display_rects())[57].center)
    ann = s().building.seat
    do(app, table, PlacePiece(ann, "orc", 60))
    play.click_button(app, "Undo")
    play.settle(app)
    assert s().sheets[ann].cells[60] == "" and s().building is not None
    play.click_button(app, "Undo")
    play.settle(app)
    assert s().building is None and list(s().display) == display
    play.click(app, dict(table.display_rects())[57].center)
    do(app, table, PlacePiece(ann, "orc", 60))
    do(app, table, PlacePiece(ann, "trap", 63))
    play.click_button(app, "Done")
    play.settle(app)
    assert s().building is None or s().building.seat != ann
    assert not table.rules.can_undo(ann)
    assert play.find_button(app, "Undo", enabled=True) is None


def test_a_grey_undo_after_taking_back_says_so_not_a_refusal(app):
    """Once the pick itself is taken back, Undo is grey and its tip tells the state
    ("Nothing to undo: you took back your last move"); once a new move is made and turned
    over, the tip is the shell's reason again."""
    table = play.alone_against(app, "doodle", "greedy", 4)
    card = list(table.rules.state.display)[0]
    play.click(app, dict(table.display_rects())[card].center)
    play.settle(app)
    play.click_button(app, "Undo")
    play.settle(app)
    undo = play.find_button(app, "Undo", enabled=False)
    assert undo is not None and not undo.enabled
    play.move(app, undo.rect.center)
    app.render()
    assert table.bar.hovered_reason(undo.rect.center) == \
        "Nothing to undo: you took back your last move."
    play.click(app, dict(table.display_rects())[card].center)
    play.settle(app)
    ann = table.rules.state.building.seat
    while table.rules.state.building is not None and table.rules.state.building.seat == ann:
        do(app, table, table.rules.legal_actions(ann)[0])
    play.settle(app)
    undo = play.find_button(app, "Undo", enabled=False)
    if undo is not None and not undo.enabled:
        assert "took back" not in undo.disabled_reason
