"""A click does what it says, once (issue 16 §2), through the real Maker table: a hurried
player's double click (two presses 50 ms apart) on each button does that button's work once
and never presses what appears under the pointer."""
from __future__ import annotations

import pytest

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.session import Session
from game.games.maker.actions import Decline, DeclareBuild, RollHero, RollLoot, Walk
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.launcher import LauncherScene
from game.ui.tables.maker import open_table
from game.ui.tables.maker.buttons import SLOTS
from game.ui.tables.maker.scene import MakerTable
from game.ui.tables.maker.shots import drive, phase, session
from tests.ui.helpers import button, click, double_click, key

INFO = game_info("maker")


def hurried(app, pos) -> None:
    """Two clicks 50 ms apart on one spot, however long the machine takes between them."""
    double_click(app, pos, gap=0.05)


def seat_table(app, s: Session, speed: float = 0.0) -> MakerTable:
    app.settings.animation_speed = speed
    table = open_table(app, s)
    app.stack.push(LauncherScene(app))
    app.stack.push(table)
    app.step()
    return table


def settle(app, table: MakerTable) -> None:
    for _ in range(400):
        if not (table.busy or table.event_queue or table.showing_move):
            return
        app.step(dt=0.05)


def actions(table: MakerTable) -> list:
    return [r.action for r in table.rules.log]


@pytest.mark.parametrize("speed", [0.0, 1.0])
def test_a_double_click_on_roll_for_loot_rolls_once_and_opens_nothing(app, speed):
    table = seat_table(app, session(1, 1), speed)
    hurried(app, button(table, "Roll for loot"))
    settle(app, table)
    assert actions(table) == [RollLoot(0)]
    assert app.stack.top is table, type(app.stack.top).__name__


@pytest.mark.parametrize("speed", [0.0, 1.0])
def test_a_double_click_on_build_rolls_and_leaves_the_choice_to_the_player(app, speed):
    s = session(1, 1, seed=11)
    drive(s, phase("building", 0, "choose"))
    s.drain()
    table = seat_table(app, s, speed)
    hurried(app, button(table, "Build"))
    settle(app, table)
    assert actions(table)[-1] == DeclareBuild(0)
    assert table.view()["players"][0]["status"] == "build"
    assert Decline(0) in table.rules.legal_actions(0)


def test_a_double_click_on_buy_nothing_never_passes_the_next_seats_round(app):
    s = Session.start(INFO, [Seat("Ann"), Seat("Bea")], 5)
    drive(s, phase("building", 0, "choose"))
    s.apply(DeclareBuild(0))
    s.apply(DeclareBuild(1))
    s.drain()
    table = seat_table(app, s)
    settle(app, table)
    assert table.viewer == 0
    hurried(app, button(table, "Buy nothing"))
    settle(app, table)
    assert actions(table)[-1] == Decline(0)
    assert table.view()["players"][1]["status"] == "build"
    assert table.viewer == 1


@pytest.mark.parametrize("speed", [0.0, 1.0])
def test_a_double_click_where_the_main_button_stood_leaves_curse_before_the_walk(app, speed):
    """The hero is rolled by itself; Curse waits with its own buttons in its own row of
    the decision area, so a hurried double click where Roll or Build stood decides
    nothing."""
    s = session(1, 1, seed=13)
    drive(s, phase("heroes", 0, "roll"))
    s.drain()
    s.rules.state.players[0].spells["curse"] = "owned"
    table = seat_table(app, s, speed)
    for _ in range(400):
        if table.decision() == "curse" and not table.showing_move:
            break
        app.step(dt=0.05)
    assert actions(table)[-1] == RollHero(0) and table.decision() == "curse"
    slots = dict(zip(SLOTS, table.bar.buttons))
    labels = {slot: b.label for slot, b in slots.items() if b.visible}
    assert labels == {"cast curse": "Cast Curse", "keep curse": "Keep Curse"}
    hurried(app, table.bar.buttons[0].rect.center)
    settle(app, table)
    assert actions(table)[-1] == RollHero(0)
    assert Walk(0) in table.rules.legal_actions(0)
    assert table.view()["players"][0]["hero"]["status"] == "ready"


def test_restart_asks_in_a_dialog_a_double_click_cannot_get_through(app):
    s = session(1, 1)
    table = seat_table(app, s)
    click(app, button(table, "Roll for loot"))
    settle(app, table)
    key_menu(app)
    pause = app.stack.top
    restart = button(pause, "Restart")
    hurried(app, restart)
    assert isinstance(app.stack.top, ConfirmScene)
    assert table.session is s and actions(table) == [RollLoot(0)]
    confirm = app.stack.top
    yes = next(b for b in confirm.bar.buttons if b.label == "Restart")
    assert not yes.rect.collidepoint(restart)


def key_menu(app) -> None:
    import pygame
    key(app, pygame.K_ESCAPE)


# --- the screen passes between seats (issue 16 §1) -----------------------------------------
def couch(app, speed: float = 0.0, seed: int = 5) -> MakerTable:
    return seat_table(app, Session.start(INFO, [Seat("Ann"), Seat("Bea")], seed), speed)


def wheel_at(app, pos) -> None:
    from tests.ui.helpers import wheel
    wheel(app, pos)


def test_a_hand_off_shows_nothing_of_the_previous_seats_pointer_state(app):
    from game.ui.tables.maker import panels as P
    table = couch(app)
    assert table.viewer == 0
    click(app, button(table, "Roll for loot"))
    corner = table.sheet.rect_of((6, 6)).center
    wheel_at(app, corner)
    click(app, corner)
    chip = P.market_chips(table.parts.market, table.content)[1]
    click(app, chip.rect.center)
    wheel_at(app, chip.rect.center)
    held = (table.hand.item, table.hand.turns)
    assert held[0] is not None and held[1] != 0
    spell = dict(P.panel_rects(table.parts.panel, table.content).spells)["curse"]
    click(app, spell.center)
    settle(app, table)
    assert table.viewer == 1 and table.banner == "Next: Bea"
    assert (table.hand.item, table.hand.turns, table.hand.shape) == (None, 0, "straight")
    assert table.choosing is None and table.pending_potion is None and table.peek is None
    assert table.hand.entrance() == "NS"
    table.seat_states.of(0)  # Ann's own state is kept for her next turn
    assert (table.seat_states.of(0).hand.item, table.seat_states.of(0).hand.turns) == held


def test_a_rivals_loaded_dice_reroll_never_shows_as_the_tables_roll(app):
    from game.ui.tables.maker import panels as P
    s = Session.start(INFO, [Seat("Ann"), Seat("Bea")], 5)
    drive(s, phase("building", 0, "choose"))
    s.rules.state.players[0].spells["loaded_dice"] = "owned"
    s.apply(DeclareBuild(0))
    s.apply(DeclareBuild(1))
    shared = tuple(s.rules.state.shared_dice)
    s.drain()
    table = seat_table(app, s)
    spell = dict(P.panel_rects(table.parts.panel, table.content).spells)["loaded_dice"]
    click(app, spell.center)
    assert table.rules.log[-1].action.__class__.__name__ == "CastSpell"
    assert table.dice.roll is not None and table.dice.roll.event.seat == 0
    click(app, button(table, "Buy nothing"))
    settle(app, table)
    assert table.viewer == 1
    roll = table.dice.roll
    assert roll is None or (roll.event.seat in (None, 1) and tuple(roll.values) == shared)


def test_a_hero_card_of_one_seat_never_stays_up_on_the_next_seats_sheet(app):
    s = Session.start(INFO, [Seat("Ann"), Seat("Bea")], 13)
    drive(s, phase("heroes", 0, "hero"))
    s.drain()
    table = seat_table(app, s, speed=1.0)
    for _ in range(2000):
        if table.viewer == 1 or table.rules.is_over():
            break
        app.step(dt=0.05)
        if table.decision() is not None:   # Ann keeps her spells; the hero walks on
            click(app, button(table, table.keep_label(table.decision())))
    assert table.viewer == 1
    assert table.card is None or table.card_seat == 1


def test_viewing_another_sheet_says_so_and_a_click_there_offers_the_way_back(app):
    from game.ui.tables.maker import panels as P
    table = couch(app)
    tabs, _, _ = P.tab_rects(table.parts.tabs, 2, table.page)
    click(app, dict(tabs)[1].center)
    assert table.shown() == 1
    assert "viewing Bea's sheet" in table.status()[0]
    assert [b.label for b in table.bar.buttons][0] == "Back to Ann's sheet"
    before = len(table.rules.log)
    click(app, table.sheet.rect_of((1, 1)).center)
    assert len(table.rules.log) == before
    assert any("Back to Ann's sheet" in t.text for t in app.toasts)
    click(app, button(table, "Back to Ann's sheet"))
    assert table.shown() == 0 and button(table, "Roll for loot")


def test_maker_4_2_every_round_starts_with_the_first_seat_whoever_acted_last(app):
    s = Session.start(INFO, [Seat("Ann"), Seat("Bea")], 5)
    drive(s, phase("building", 0, "choose"))
    s.drain()
    table = seat_table(app, s)
    rnd = table.view()["round"]
    assert table.viewer == 0 and table.status()[-1] == "Next: Bea"
    for seat, label in ((0, "Build"), (1, "Build"), (0, "Buy nothing"), (1, "Buy nothing")):
        settle(app, table)
        assert table.viewer == seat, (seat, label)
        click(app, button(table, label))
    settle(app, table)
    assert table.view()["round"] == rnd + 1 and table.viewer == 0


# --- the screen tells the game as it happened (issue 16 §3) ---------------------------------
def test_the_hero_panel_follows_the_check_on_screen_not_the_end_of_the_walk(app):
    import re
    s = session(1, 1, seed=13)
    drive(s, phase("heroes", 0, "hero"))
    s.drain()
    table = seat_table(app, s, speed=1.0)
    start = table.view()["players"][0]["hero"]["hp"]
    if table.decision() is not None:
        click(app, button(table, table.keep_label(table.decision())))
    for _ in range(400):   # the hero walks on by itself
        if table.showing_move:
            break
        app.step(dt=0.05)
    shown = []
    for _ in range(3000):
        if not table.showing_move:
            break
        panel = table.as_shown(table.shown_view()["players"][0], 0)
        card = table.card if table.card_seat == 0 else None
        shown.append((panel["hero"]["hp"], panel["hero"]["status"], card))
        app.step(dt=0.05)
    after = table.view()["players"][0]
    assert shown and shown[0][0] == start and shown[0][1] != "dead"
    assert any(c and c[0].startswith("Check") and "failed" in c[1][1] for _, _, c in shown)
    hps = [hp for hp, _, _ in shown]
    assert hps == sorted(hps, reverse=True)
    for hp, _, card in shown:
        if card and card[0].startswith("Check") and not card[1][1].endswith("passed"):
            left = int(re.search(r"(\d+) HP left", card[1][2]).group(1))
            assert max(0, hp) == left, (hp, card)
    assert after["hero"]["hp"] == table.as_shown(table.shown_view()["players"][0], 0)[
        "hero"]["hp"]


# --- words (issue 16 §5) ---------------------------------------------------------------------
def mend_ready_session():
    """A solo game at its first hero roll, seat 0 holding Mend with one box crossed."""
    s = session(1, 1, seed=13)
    drive(s, phase("heroes", 0, "roll"))
    s.drain()
    me = s.rules.state.players[0]
    me.spells["mend"], me.crossed = "owned", 1
    return s


def test_hints_name_only_what_may_be_done_now(app):
    s = mend_ready_session()
    me = s.rules.state.players[0]
    table = seat_table(app, s)
    assert "Mend uncrosses" in table.status()[1]
    me.spells["curse"] = "used"
    click(app, button(table, "Keep Mend"))
    settle(app, table)
    assert "Curse" not in table.status()[1]


def test_every_spell_and_market_item_has_a_tooltip(app):
    from game.ui.tables.maker import panels as P
    table = seat_table(app, session(1, 1))
    for sid, rect in P.panel_rects(table.parts.panel, table.content).spells:
        text = P.tooltip_at(table.parts, table.content, rect.center)
        assert text.startswith(table.content.spells[sid].name + ":")
    for chip in P.market_chips(table.parts.market, table.content):
        text = P.tooltip_at(table.parts, table.content, chip.rect.center)
        assert "Coin" in text and len(text) > 30, chip


def test_the_loot_dice_are_white_x_and_red_y(app):
    table = seat_table(app, session(1, 1))
    click(app, button(table, "Roll for loot"))
    assert list(table.dice.roll.colours) == ["white", "red"]


def test_solo_a_build_is_undone_with_the_undo_button_until_the_next_roll(app):
    from game.games.maker.actions import Build
    s = session(1, 1, seed=11)
    drive(s, phase("building", 0, "choose"))
    s.apply(DeclareBuild(0))
    s.apply(next(a for a in s.rules.legal_actions(0) if isinstance(a, Build)))
    s.drain()
    table = seat_table(app, s)
    rnd = table.view()["round"]
    click(app, button(table, "Undo"))
    assert table.view()["round"] == rnd - 1
    assert table.view()["players"][0]["status"] == "build"


def test_issue_16_7_a_computer_move_on_screen_waits_under_a_second_at_any_speed(app):
    from game.ui.settings import ANIMATION_SPEEDS
    table = seat_table(app, session(1, 2))
    for speed in ANIMATION_SPEEDS:
        app.settings.animation_speed = speed
        assert table.seconds(table.bot_delay) <= 0.8, speed
