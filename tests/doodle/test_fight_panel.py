"""A fight on screen (doodle §4.7; issue 19): its breakdown lists every card played, even
cards that cancel, and the log's sum names them too."""
from __future__ import annotations

import copy

import pytest

from game.core.protocol import Seat
from game.games.doodle.events import FightResolved
from tests import play
from game.ui.widgets.button import clock
from tests.doodle.screen import passing
from tests.doodle.test_table_trust import SOLO, _heroes

HOT = [Seat("Ann"), Seat("Ben")]


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
    text = play.drawn_text(app)
    assert "Aim Boost: +3" in text and "Sword: -3" in text, text
    line = next(line for line in session.log_for(None) if line.startswith("The Orc on C1"))
    assert "+3 Aim Boost, -3 Sword" in line, line


@pytest.mark.parametrize("speed, least, piece, stop", [
    (1.0, 3.0, "orc", "FightResolved"), (2.0, 1.5, "orc", "FightResolved"),
    (1.0, 3.0, "trap", "TrapSprung")])
def test_with_nobody_clicking_a_stop_stays_up_for_its_reading_time(app, speed, least, piece,
                                                                    stop):
    """A stop is a beat (issue 32 section 1): a person sits at the table with nothing to play
    (she passes when asked), and each fight result or sprung trap is the newest thing on
    screen for at least 3 s at normal speed (scaled by the animation setting) before
    anything else happens."""
    app.settings.animation_speed = speed
    session, table = _heroes(app, [[], [5]], pieces={2: piece, 20: piece}, seats=SOLO)
    taken: list[tuple[float, str]] = []
    on_event = table.on_event

    def spy(event):
        taken.append((clock.now(), type(event).__name__))
        on_event(event)

    table.on_event = spy
    play.until(app, passing(app, table, lambda: table.rules.is_over() and not table.busy),
               what="the heroes' end")
    stops = [i for i, (_, name) in enumerate(taken) if name == stop]
    assert stops, taken
    for i in stops:
        if i + 1 < len(taken):
            assert taken[i + 1][0] - taken[i][0] >= least - 0.02, " ".join(f"{a - taken[0][0]:.2f}:{b}" for a, b in taken)


def test_while_the_dice_roll_neither_the_board_nor_the_log_tells_the_outcome(app):
    """The log gives a roll away before the dice land, and the sheet crossed the monster
    off (or laid the hero down) as the dice started: while they roll, the frame must be the
    same whatever the outcome, and no line of the roll is in the log."""
    session, table = _heroes(app, [[5], []], pieces={2: "orc"}, seats=SOLO)  # Spikes: passed
    play.until(app, passing(app, table, lambda: table.dice.busy),
               what="the monster's dice rolling")
    assert not any(" rolls " in line for line in table.log_lines()), table.log_lines()
    rules = session.rules

    def undo_outcome():
        real = rules.state
        rules.state = copy.deepcopy(real)
        rules.state.sheets[0].crossed = []
        hero = rules.state.heroes[0]
        hero.hp, hero.status = 10, "walking"
        table._views.clear()
        return real

    def put_back(real):
        rules.state = real
        table._views.clear()

    assert rules.state.sheets[0].crossed or rules.state.heroes[0].hp < 10
    assert play.same_frame(app, undo_outcome, put_back)
    play.until(app, lambda: table.last_fight is not None, what="the fight result")
    play.until(app, lambda: not table.busy, what="the fight read")
    rolls = [line for line in table.log_lines() if " rolls " in line]
    assert len(rolls) == 1 and rolls[0].startswith("The Orc on C1"), table.log_lines()

