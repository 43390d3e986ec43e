"""Undo, one policy for every game (issue 19), through the real table at a new player's
settings: a seat takes back its own last move until another seat acts or something is
rolled or revealed; with secrets, a move is final once the hand-off after it is passed; on
a shared screen the button names whose move it takes back and shows only while it can; a
computer waits its thinking moment; an undone move's lines go from every log."""
from __future__ import annotations

import pygame

from game.core.protocol import Seat
from game.core.session import Session
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.launcher import LauncherScene
from game.ui.widgets.button import Button
from tests.core.toy import Roll, Step
from tests.play import (click_button, find_button, frame, key, pass_hand_off, settle, until,
                        wait)
from tests.ui.helpers import pass_handoffs
from tests.ui.test_table import ToyTable
from tests.ui.undo_toy import Hop, UndoToy


class UndoTable(ToyTable):
    """Hop, Step and Roll buttons for the seat to act."""

    def game_buttons(self):
        seat = self.viewer
        if seat is None or seat not in self.rules.to_act() or not self.looking:
            return []
        return [Button(label, lambda a=a: self.act(a(seat)))
                for label, a in (("Hop", Hop), ("Step", Step), ("Roll", Roll))]

    def on_board_intent(self, intent):
        pass


class PublicTable(UndoTable):
    has_secrets = False


def open_table(app, seats, table_class=UndoTable):
    session = Session.start(UndoToy.info, seats, 3)
    table = table_class(app, session)
    app.stack.push(LauncherScene(app))
    app.stack.push(table)
    frame(app)
    pass_handoffs(app)
    settle(app)
    return table


def undo_button(table):
    return next(b for b in table.bar.buttons if b.label.startswith("Undo"))


def every_log(table):
    session = table.session
    return [line for seat in (None, *range(len(table.rules.seats)))
            for line in session.log_for(seat)]


def test_on_a_shared_screen_undo_names_whose_move_and_shows_only_while_it_can(app):
    table = open_table(app, [Seat("Ann"), Seat("Bo")], PublicTable)
    assert not undo_button(table).visible, "nothing to take back yet: hidden, slot kept"
    click_button(app, "Hop")            # Ann's move: Bo's turn, nothing rolled
    settle(app)
    assert table.viewer == 1
    assert undo_button(table).visible and undo_button(table).label == "Undo Ann's move"
    click_button(app, "Undo Ann's move")
    settle(app)
    assert table.rules.state.scores == [0, 0] and table.viewer == 0
    click_button(app, "Hop")
    settle(app)
    click_button(app, "Step")           # Bo acts: Ann's move is final
    settle(app)
    assert undo_button(table).label == "Undo Bo's move"
    click_button(app, "Undo Bo's move")
    settle(app)
    assert table.rules.state.scores == [1, 0]
    assert not undo_button(table).visible, "Ann's move stays final after Bo acted"
    click_button(app, "Roll")            # Bo rolls: nothing before it comes back
    settle(app)
    assert not undo_button(table).visible
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.rules.state.scores[0] == 1


def test_with_secrets_a_move_is_final_once_the_hand_off_is_passed(app):
    table = open_table(app, [Seat("Ann"), Seat("Bo")])
    click_button(app, "Step")
    settle(app)
    assert undo_button(table).label == "Undo Ann's move"
    click_button(app, "Hop")
    until(app, lambda: isinstance(app.stack.top, HandoffScene), 5.0, "the hand-off")
    assert pass_hand_off(app) == "Bo"
    settle(app)
    assert table.viewer == 1 and table.looking
    assert not undo_button(table).visible
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.rules.state.scores == [2, 0], "Ann's moves came back on Bo's screen"


def test_a_misclick_against_the_computer_can_be_taken_back(app):
    table = open_table(app, [Seat("Ann"), Seat("Bot", "random")])
    click_button(app, "Hop")             # the turn passes to the computer...
    wait(app, 0.5)                       # ...Ann sees her mistake
    assert len(table.rules.log) == 1, "the computer acted before Ann could take it back"
    assert undo_button(table).label == "Undo" and undo_button(table).enabled
    click_button(app, "Undo")
    settle(app)
    assert table.rules.state.scores[0] == 0 and table.rules.log == []
    click_button(app, "Hop")
    until(app, lambda: len(table.rules.log) > 1, 10.0, "the computer to act")
    settle(app)
    assert not undo_button(table).enabled, "once the computer acted, Ann's move is final"
    assert undo_button(table).visible, "alone at the screen, Undo stays, greyed"


def test_an_undone_moves_lines_go_from_every_log(app):
    table = open_table(app, [Seat("Ann"), Seat("Bot", "random")])
    click_button(app, "Step")
    settle(app)
    assert any("(9,1)" in line for line in table.log_lines())
    click_button(app, "Undo")
    settle(app)
    assert not any("(9," in line for line in every_log(table)), every_log(table)
    assert not any("(9," in line for line in table.log_lines())
    assert "Ann takes back a move." in table.session.log_for(1)


def test_find_button_sees_the_named_undo(app):
    table = open_table(app, [Seat("Ann"), Seat("Bo")], PublicTable)
    click_button(app, "Hop")
    settle(app)
    assert find_button(app, "Undo Ann") is undo_button(table)
