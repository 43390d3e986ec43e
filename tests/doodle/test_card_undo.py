"""A display card taken by mistake can be taken back at the table while nothing new has
shown (issue 32 §3): the person clicks a card, then Undo, and the card is back in the
display, hers to choose again."""
from __future__ import annotations

from tests import play


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
