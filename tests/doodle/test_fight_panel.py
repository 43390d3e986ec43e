"""A fight on screen (doodle §4.7; issue 19): its breakdown lists every card played, even
cards that cancel, and the log's sum names them too."""
from __future__ import annotations

from game.core.protocol import Seat
from game.games.doodle.events import FightResolved
from tests import play
from tests.doodle.test_table_trust import _heroes

HOT = [Seat("Ann"), Seat("Ben")]


def drawn_text(app) -> list[str]:
    """Every piece of text drawn in one frame of the visible scenes."""
    fonts = app.theme.fonts
    seen: list[str] = []
    render = fonts.render

    def spy(text, *args, **kwargs):
        seen.append(text)
        return render(text, *args, **kwargs)

    fonts.render = spy
    try:
        for scene in app.stack.visible():
            scene.draw(app.screen)
    finally:
        fonts.render = render
    return seen


def test_aim_boost_against_sword_shows_both_cards_in_the_breakdown(app):
    """Ann plays Aim Boost (+3) on her Orc, Ben plays Sword (-3): both are listed, not a
    bare "Strength +2, Total 12"."""
    session, table = _heroes(app, [[1], [9]], pieces={2: "orc"}, seats=HOT)  # 1 Aim Boost, 9 Sword
    play.click(app, dict(table.hand_rects())[1].center)
    play.until(app, lambda: app.stack.top is not table, what="the hand-off to Ben")
    play.click(app, (app.size[0] // 2, app.size[1] // 2))
    play.until(app, lambda: app.stack.top is table and table.acting_here(), what="Ben's window")
    play.click(app, dict(table.hand_rects())[9].center)
    play.until(app, lambda: table.last_fight is not None, what="the fight")
    fight = table.last_fight
    assert isinstance(fight, FightResolved) and fight.cards == ("Aim Boost", "Sword")
    text = drawn_text(app)
    assert "Aim Boost: +3" in text and "Sword: -3" in text, text
    line = next(line for line in session.log_for(None) if line.startswith("The orc on C1"))
    assert "+3 Aim Boost, -3 Sword" in line, line
