"""What the table shows a person while she waits (hand play, third round): while a computer
draws the heroes' path through her dungeon the panel says so and teaches no drag she cannot
make; between card windows her hand is drawn dimmed, not bright as though clickable; a
finished path names who drew it. Through the real table at default settings."""
from __future__ import annotations

from game.games.doodle.actions import PlayCard
from tests import play
from tests.doodle.screen import held_table
from tests.doodle.test_thinking_tag import to_paths, to_walk


def test_while_the_computer_draws_her_path_the_panel_says_so_and_teaches_no_drag(tmp_path):
    app, session, table, bot = held_table(tmp_path, to_paths)   # Computer 1 draws Ann's
    try:
        play.until(app, lambda: table.thinker is not None, what="the computer drawing")
        text = " ".join(play.drawn_text(app))      # the panel wraps its lines
        assert "Computer 1 draws the heroes' path through your dungeon." in text, text
        assert "drag" not in text.lower(), text
    finally:
        bot.go.set()
    play.until(app, lambda: table.acting_here() and not table.showing_move,
               what="Ann's turn to draw")
    text = " ".join(play.drawn_text(app))
    assert "Drag from the path's end" in text, text
    assert "Computer 1 drew the heroes' path through Ann's dungeon" in text, text


def hand_looks(table) -> dict[int, tuple[bool, object]]:
    """Each hand card's look in one full frame: (dimmed, glow)."""
    seen: dict[int, tuple[bool, object]] = {}
    draw = table.cards.draw

    def spy(surface, rect, card, **kwargs):
        seen[card] = (kwargs.get("dim", False), kwargs.get("glow"))
        return draw(surface, rect, card, **kwargs)

    table.cards.draw = spy
    try:
        play.drawn_text(table.app)
    finally:
        del table.cards.draw
    hand = {card for card, _ in table.hand_rects()}
    return {card: look for card, look in seen.items() if card in hand}


def test_between_card_windows_her_hand_is_dimmed_and_does_not_light_up(tmp_path):
    app, session, table, bot = held_table(tmp_path, to_walk)
    try:
        for _ in range(20):    # Ann's windows pass until the computer decides one of its own
            play.until(app, lambda: table.thinker is not None or (
                table.acting_here() and not table.showing_move), what="a window")
            if table.thinker is not None:
                break
            inside = hand_looks(table)
            fits = [card for card in inside
                    if table.verdict(PlayCard(table.viewer, card)).legal]
            assert all(not inside[card][0] for card in fits), inside     # bright, as now
            play.click_button(app, "Play no card" if play.find_button(app, "Play no card")
                              else "Keep the dice")
        assert table.thinker is not None and not table.acting_here()
        cards = [card for card, _ in table.hand_rects()]
        assert cards, "Ann holds no card"
        play.move(app, dict(table.hand_rects())[cards[0]].center)     # hovering one
        between = hand_looks(table)
        assert between and all(dim and glow is None for dim, glow in between.values()), \
            between
    finally:
        bot.go.set()
