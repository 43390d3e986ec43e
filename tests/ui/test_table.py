"""The TableScene base with the toy dice race: hand-offs, acting, reasons, undo, bots, end."""
from __future__ import annotations

import pygame

from game.core.protocol import Seat
from game.core.session import Session
from game.ui.scenes.end import EndScene
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.launcher import LauncherScene
from game.ui.table import TableScene
from tests.core.toy import Roll, Step, ToyRules
from tests.play import until
from tests.ui.helpers import click, key

INFO = ToyRules.info


class ToyTable(TableScene):
    """Click the left half to Step, the right half to Roll."""

    def on_board_intent(self, intent):
        if intent.kind == "press" and self.viewer is not None:
            cls = Step if intent.pos[0] < self.board_rect.centerx else Roll
            self.act(cls(self.viewer), intent.pos)

    def status(self):
        return [f"scores {self.view()['scores']}"]


def open_toy(app, seats, seed=3, table_class=None):
    session = Session.start(INFO, seats, seed)
    table = (table_class or ToyTable)(app, session)
    app.stack.push(LauncherScene(app))
    app.stack.push(table)
    app.step()
    return table


def test_hotseat_hands_off_before_private_screens(app):
    table = open_toy(app, [Seat("Ann"), Seat("Bo")])
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.name == "Ann"
    assert not table.looking
    click(app, (100, 100))
    assert app.stack.top is table and table.viewer == 0 and table.looking
    click(app, (table.board_rect.right - 10, 300))   # Ann rolls: Bo's turn
    assert table.dice.busy and app.stack.top is table, "Ann sees her roll land first"
    until(app, lambda: isinstance(app.stack.top, HandoffScene), 10.0, "Bo's hand-off")
    assert app.stack.top.name == "Bo"


def test_illegal_action_shows_its_reason_where_pointed(app):
    table = open_toy(app, [Seat("Ann"), Seat("Bot", "random")])
    left = (table.board_rect.x + 20, 200)
    click(app, left)
    click(app, left)
    click(app, left)  # a third step is illegal
    assert table.rules.state.scores[0] == 2
    assert any("two steps" in t.text and t.pos == left for t in app.toasts)


def test_undo_takes_back_own_step_and_refuses_after_a_roll(app):
    table = open_toy(app, [Seat("Ann"), Seat("Bot", "random")])
    click(app, (table.board_rect.x + 20, 200))
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.rules.state.scores[0] == 0


def test_bots_play_and_the_end_screen_appears(app):
    session = Session.start(INFO, [Seat("B1", "random"), Seat("B2", "random")], 9)
    assert set(session.bots) == {0, 1}
    table = ToyTable(app, session)
    app.stack.push(LauncherScene(app))
    app.stack.push(table)
    for _ in range(400):
        app.step(dt=0.1)
        if isinstance(app.stack.top, EndScene):
            break
    assert session.rules.is_over() and isinstance(app.stack.top, EndScene)
    assert any("rolls" in line for line in session.log_for(None))


def test_private_log_lines_only_for_their_seat(app):
    table = open_toy(app, [Seat("Ann"), Seat("Bot", "random")])
    from tests.core.toy import Pass
    table.act(Pass(0))
    assert any(line.startswith("secret") for line in table.session.log_for(0))
    assert not any(line.startswith("secret") for line in table.session.log_for(1))
    assert not any(line.startswith("secret") for line in table.session.log_for(None))


def test_bot_moves_are_saved_by_the_next_frame(app, tmp_path):
    from game.core.save import read_save
    path = tmp_path / "auto.json"
    session = Session.start(INFO, [Seat("B1", "random"), Seat("B2", "random")], 9,
                            save_path=path)
    table = ToyTable(app, session)
    app.stack.push(LauncherScene(app))
    app.stack.push(table)
    for _ in range(5):
        app.step(dt=1.0)
    assert session.rules.log and not session.unsaved
    assert len(read_save(path).log) == len(session.rules.log)
