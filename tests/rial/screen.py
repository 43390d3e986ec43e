"""Rial tables for the screen tests, driven as people play (tests/play.py): a session opened
at the table, the capabilities set with "Set out", rolls scripted before their button is
clicked, positions placed by hand when a test needs one."""
from __future__ import annotations

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.session import Session
from game.games.rial.flow import current_beginning
from game.ui.tables.rial import open_table
from tests import play
from tests.rial.helpers import place

HOT = [Seat("Ann"), Seat("Ben")]


def open_session(app, seats=HOT, seed=4, options=None, tmp_path=None):
    session = Session.start(game_info("rial"), seats, seed, options,
                            save_path=None if tmp_path is None else tmp_path / "rial.json")
    table = open_table(app, session)
    app.stack.push(table)
    play.frame(app)
    return session, table


def set_out(app, table) -> None:
    """Every human clicks "Set out" with the capabilities offered; computers set theirs."""
    while table.rules.state.phase == "caps":
        if play.find_button(app, "Set out") is not None:
            play.click_button(app, "Set out")
        else:
            play.frame(app)


def ready(app, seats=HOT, options=None, tmp_path=None, seed=4):
    """A table past the capabilities, settled."""
    session, table = open_session(app, seats, seed, options=options, tmp_path=tmp_path)
    set_out(app, table)
    play.settle(app)
    return session, table


def refresh(table) -> None:
    """A position was placed by hand: the table takes it as it takes a move."""
    table.changed()


def scripted(app, options=None, at=("A2", "B2")):
    """A hot-seat table at play, the board emptied of cards, Ann (seat 0) to act and
    beginning, Ben beside her: each roll is scripted before its button is clicked."""
    session, table = ready(app, options=options)
    rules = session.rules
    s = rules.state
    s.cards = {}
    s.beginning = s.active = 0
    s.stage, s.cycle, s.cycles, s.skipping = "turn", 1, 1, False
    for seat, label in enumerate(at):
        place(rules, seat, label)
    refresh(table)
    play.settle(app)
    return session, table


def roll_label(rules) -> str:
    """The roll button of the seat to act: it enters the board first, or moves on it."""
    return "Enter: roll" if rules.state.players[rules.state.active].pos < 0 else "Roll"


def roll(app, table, d4: int | None = None) -> int:
    """The seat to act clicks its roll button (the d4 scripted when given; the d10 of a
    beginning player shows 1), then takes the festival's first choice if it comes."""
    rules = table.rules
    seat = rules.state.active
    if d4 is not None:
        rules.dice.script([1, d4] if seat == current_beginning(rules) else [d4])
    play.click_button(app, roll_label(rules))
    play.settle(app)
    if rules.state.stage == "festival":
        play.click(app, table.panel_buttons[0].rect.center)
        play.settle(app)
    return seat


def roll_and_move(app, table, d4: int, to: str) -> None:
    """The active seat rolls `d4` and clicks the lit square `to`."""
    roll(app, table, d4)
    play.click(app, table.geo.centre(table.rules.layout.square_at(to)))
    play.settle(app)


def ann_acts(app, table) -> None:
    """Ann (seat 0) makes some move, as a hurried player would: her roll, a lit square,
    else the first choice offered on the panel."""
    if table.acting() != 0:
        return
    for label in ("Enter: roll", "Roll the d4", "Miss this turn"):
        if play.find_button(app, label) is not None:
            play.click_button(app, label)
            return
    if table.lit():
        play.click(app, table.geo.rect(next(iter(table.lit()))).center)
        return
    choice = next((b for b in table.panel_buttons if b.visible and b.enabled), None)
    if choice is not None:
        play.click(app, choice.rect.center)
    elif play.find_button(app, "No (more) trades") is not None:
        play.click_button(app, "No (more) trades")


def at_trade_step(app, mine=("rope",), theirs=("key",)):
    """Ann (A1) walks to B1 beside Ben (C1), holding `mine` against his `theirs`: her trade
    step is open."""
    session, table = scripted(app, at=("A1", "C1"))
    rules = session.rules
    me, them = rules.state.players
    me.items, them.items = list(mine), list(theirs)
    refresh(table)
    roll_and_move(app, table, 1, "B1")
    assert rules.state.stage == "trade"
    return session, table
