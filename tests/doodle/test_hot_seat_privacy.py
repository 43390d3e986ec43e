"""Hot-seat secrets on the shared screen (doodle §6, rule check 25; issue 19): a person's
hand, treasure notes and private log lines show only at that person's own decision. Through
a computer's turn, a move being shown and another person's public moment the table is
neutral, and every private decision comes behind a hand-off. Two people and a computer play
part of each phase with the screen-privacy oracle on every frame drawn."""
from __future__ import annotations

import pytest

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.session import Session
from game.ui.tables.doodle import open_table
from tests.doodle.people import People, play_to_the_end
from tests.doodle.privacy import watch

SEATS = [Seat("Ann"), Seat("Ben"), Seat("Cy", bot="greedy")]


def hot_table(app, phase: str, seed: int = 3):
    """Two people and a computer, the game played on by computers until `phase` begins;
    the table opened there with the oracle checking every frame."""
    session = Session.start(game_info("doodle"), SEATS, seed)
    session.drive(lambda s, _: s.rules.state.phase.value == phase)
    session.drain()
    table = open_table(app, session)
    app.stack.push(table)
    oracle = watch(app, table)
    return session, table, oracle


def stops(session) -> int:
    """Stops resolved so far (fights and traps)."""
    return sum(1 for line in session.lines if " rolls " in line.text or "The trap on" in
               line.text)


def test_phase_a_the_computers_draft_shows_no_ones_treasure_notes_or_private_lines(app):
    """Ben's treasure notes and "Ben hides a treasure on B2" stayed up while the computer
    drafted: two whole rounds, every frame checked."""
    session, table, oracle = hot_table(app, "build")
    start = table.public()["round"]
    notes = table.rules.state.sheets
    play_to_the_end(app, table, People(table), limit=900,
                    until=lambda: table.public()["round"] >= start + 2 and
                    all(notes[seat].treasures for seat in (0, 1)))
    assert oracle.checked["public"] and oracle.checked["private"], oracle.checked


def test_phase_b_no_treasure_notes_while_the_computer_draws_a_path(app):
    """Ben's six treasure notes stayed up for 35 s while the computer drew his path."""
    session, table, oracle = hot_table(app, "path")
    play_to_the_end(app, table, People(table), limit=900,
                    until=lambda: table.phase() != "path" and not table.showing_move)
    assert oracle.checked["public"] and oracle.checked["private"], oracle.checked


def test_phase_c_no_hand_shows_while_another_hero_walks_and_fights(app):
    """Ben's hand stayed up during Ann's hero walk."""
    session, table, oracle = hot_table(app, "heroes")
    start = stops(session)
    play_to_the_end(app, table, People(table), limit=900,
                    until=lambda: stops(session) >= start + 3 or table.rules.is_over())
    assert oracle.checked["public"] and oracle.checked["private"], oracle.checked
