"""The hero phase through the real table at default settings (issue 33 §1, §2): it stops
only for decisions, each with its own buttons away from where the main button stood; Enter
presses the main action and never passes a decision; the last check shows before the end."""
from __future__ import annotations

import pygame

from game.core.events import DiceRolled
from game.core.protocol import Seat
from game.games.maker.actions import RollHero, RollLoot
from game.games.maker.decisions import decision
from game.games.maker.events import HeroChecked
from game.ui.scenes.end import EndScene
from game.ui.tables.maker.buttons import SLOTS
from game.ui.tables.maker.drawing import check_card
from tests import play
from tests.maker import presses
from tests.maker.test_watch import open_at_hero_walk, open_at_table


def test_a_hero_phase_of_5_heroes_asks_only_decisions_and_shows_its_last_check(app):
    drawn: list[str] = []
    checks: list[HeroChecked] = []
    real_start = presses.start

    def start(app, seed=presses.SEED):
        table = real_start(app, seed)
        draw, on_event = table.draw_board, table.on_event

        def spy_draw(surface):
            if table.card is not None:
                drawn.append(table.card[0])
            draw(surface)

        def spy_event(event):
            if isinstance(event, HeroChecked):
                checks.append(event)
            on_event(event)
        table.draw_board, table.on_event = spy_draw, spy_event
        return table

    presses.start = start
    try:
        count = presses.count_hero_phase(app)
    finally:
        presses.start = real_start
    assert count.heroes == 5
    assert count.pressed and all(p.startswith(("Keep", "No Jinx")) for p in count.pressed), \
        count.pressed   # never a Roll or a Walk: the hero is rolled and walks by itself
    assert checks and check_card(checks[-1])[0] in drawn
    assert isinstance(app.stack.top, EndScene)


def test_a_decision_has_its_own_buttons_and_enter_never_passes_it(app):
    table = open_at_hero_walk(app, 1, seed=13)
    table.rules.state.players[0].spells["curse"] = "owned"
    table.changed()
    play.settle(app)
    assert table.decision() == "curse"
    slots = dict(zip(SLOTS, table.bar.buttons))
    assert slots["cast curse"].label == "Cast Curse" and slots["keep curse"].label == "Keep Curse"
    assert not [s for s, b in slots.items() if b.visible and not s.endswith(" curse")], \
        "every other slot (the main button's, the other spells') is held empty"
    before = len(table.rules.log)
    for _ in range(2):
        play.key(app, pygame.K_RETURN)
        play.key(app, pygame.K_SPACE)
    play.settle(app)
    assert len(table.rules.log) == before and table.decision() == "curse"
    play.click_button(app, "Cast Curse")
    assert table.choosing == "curse"
    assert "click a stat" in table.status()[1]


def test_enter_and_space_press_the_main_action(app):
    table = open_at_table(app, [Seat("Ann")])
    assert table.main_action() == RollLoot(0)
    play.key(app, pygame.K_RETURN)
    assert table.rules.log[-1].action == RollLoot(0)
    play.until(app, lambda: table.main_action() is None and not table.showing_move,
               what="the loot on the sheet")
    before = len(table.rules.log)
    play.key(app, pygame.K_SPACE)    # no main button now: the entrance is drawn on the sheet
    assert len(table.rules.log) == before


def test_a_mend_decision_waits_and_keeping_it_rolls_the_hero(app):
    from tests.maker.test_trust import mend_ready_session, seat_table
    s = mend_ready_session()
    me = s.rules.state.players[0]
    table = seat_table(app, s, speed=1.0)
    play.wait(app, 2.0)
    assert table.decision() == "mend" and me.status == "roll", "Mend waits for Ann"
    play.click_button(app, "Keep Mend")
    assert table.rules.log[-1].action == RollHero(0)


def test_the_loot_dice_roll_together_one_tumble_then_all_land(app):
    """Setup's loot (issue 33 §2): the dice tray tumbles once, not once per Gem and Potion."""
    table = open_at_table(app, [Seat("Ann")])
    tumbles = 0
    real = table.on_event

    def on_event(event):
        nonlocal tumbles
        real(event)
        tumbles += isinstance(event, DiceRolled) and table.dice.busy
    table.on_event = on_event
    play.click_button(app, "Roll for loot")
    play.until(app, lambda: not table.showing_move, what="the loot on the sheet")
    rolls = sum(1 for line in table.session.log_for(None) if "gem" in line or "potion" in line)
    assert tumbles == 1 and rolls >= 6


def test_hot_seat_a_decision_belongs_to_its_seat(app):
    """Bea holds Jinx, Ann does not: the Jinx decision waits for Bea's screen, with its own
    buttons; Ann's sheet never shows it."""
    from game.catalog import game_info
    from game.core.session import Session
    from game.ui.scenes.launcher import LauncherScene
    from game.ui.tables.maker import open_table
    from tests.maker.helpers import ROW_ROUTE, at_heroes
    session = Session.start(game_info("maker"), [Seat("Ann"), Seat("Bea")], 4)
    at_heroes(session.rules, [ROW_ROUTE, ROW_ROUTE], [(4, 1), (4, 1)], spells={1: ["jinx"]})
    session.drain()
    table = open_table(app, session)
    app.stack.push(LauncherScene(app))
    app.stack.push(table)
    play.pass_hand_offs(app)
    play.until(app, lambda: table.viewer == 1 and table.me() is not None, 30, "Bea")
    assert table.decision() == "jinx"
    slots = dict(zip(SLOTS, table.bar.buttons))
    assert [slots["cast jinx"].label, slots["keep jinx"].label] == \
        ["Cast Jinx", "No Jinx this round"]
    assert decision(table.view(), 0, table.content) is None, "never Ann's"
    play.click_button(app, "No Jinx")
    play.until(app, lambda: table.view()["phase"] == "heroes", 30, "the hero round")


def press(app, pos) -> None:
    """A press and release at `pos`, the pointer not moved there first (a hurried hand
    that keeps clicking one spot)."""
    play.frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    play.frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def test_a_decision_just_opened_ignores_presses_that_kept_to_one_spot(app):
    """Issue 30 §2: a hurried player clicks one spot through the hero's roll; the click
    that skips the roll, and the next within a moment at the same spot, do not answer
    the Curse that opened there; a click aimed at Keep Curse (the pointer moved to it)
    does."""
    from game.games.maker.actions import Walk
    from tests.maker.test_trust import seat_table
    from game.ui.tables.maker.shots import drive, phase, session
    s = session(1, 1, seed=13)
    drive(s, phase("heroes", 0, "roll"))
    s.drain()
    s.rules.state.players[0].spells["curse"] = "owned"
    table = seat_table(app, s, speed=1.0)
    spot = table.slot_rect("keep curse").center
    play.until(app, lambda: table.showing_move, 30, "the hero rolled by itself")
    press(app, spot)                 # skips the roll: Curse opens under this very click
    assert table.decision() == "curse" and table.rules.log[-1].action == RollHero(0)
    play.wait(app, 0.4)
    press(app, spot)                 # past the shell's double-click guard, same spot
    assert table.decision() == "curse", "a click that kept to one spot answered Curse"
    play.click_button(app, "Keep Curse")      # the pointer comes to it: an aimed click
    assert table.rules.log[-1].action == Walk(0)
