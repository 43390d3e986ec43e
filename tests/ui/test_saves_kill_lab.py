"""The DungeonLab kill case: a game of two people (seed 204486) killed just after the move
that ended it left a whole save of its moves, marked finished, and no record of its end
(the records are written after the save). The launcher offered no Continue: a finished
game is not "in progress", so the game's end was never shown nor kept. A finished save
whose end is not in the records is now offered by Continue, and opening it keeps it.

Kills are as in `test_saves_crash`: the process "dies" at each file-system step of the
last save, nothing cleaned up, and the program is started again on the same folder."""
from __future__ import annotations

import contextlib
from pathlib import Path

import pytest

from game.catalog import game_info
from game.core.bots import decide, make_players
from game.core.protocol import Seat
from game.core.save import read_save
from game.core.session import Session
from game.ui.scenes.message import MessageScene
from tests.ui.helpers import click
from tests.ui.saves_helpers import started_on, table_of
from tests.ui.test_saves_crash import STEPS, Killed, kill_at

SEED = 204486


def played_to_its_last_move(folder: Path) -> Session:
    """Ann and Bo's game, every move but the last made and saved; the last one made and
    not yet saved (the records are not told: the kill comes first)."""
    info = game_info("lab")
    seats = [Seat("Ann"), Seat("Bo")]
    rehearsal = Session.start(info, seats, SEED)
    players = make_players(info.load_bots(), {0: "random", 1: "random"}, SEED)
    while not rehearsal.rules.is_over():
        seat = min(rehearsal.rules.to_act())
        rehearsal.apply(decide(players[seat], rehearsal.rules, seat), save=False)
    moves = [record.action for record in rehearsal.rules.log]
    session = Session.start(info, seats, SEED, save_path=folder / "autosave-lab.json")
    session.rules.undo_enabled = False
    for action in moves[:-2]:
        session.apply(action, save=False)
    session.apply(moves[-2])        # saved: the one before is kept as the backup
    session.apply(moves[-1], save=False)
    assert session.rules.is_over()
    return session


@pytest.fixture(scope="module")
def lab_game(tmp_path_factory):
    """The game's files as its last move's save found them, and that last move's count."""
    folder = tmp_path_factory.mktemp("lab")
    session = played_to_its_last_move(folder)
    return folder, session


def test_a_finished_save_without_its_record_is_offered_by_continue_and_kept(tmp_path,
                                                                           lab_game):
    folder, session = lab_game
    session.save_path = tmp_path / "autosave-lab.json"
    session.autosave()   # the last save whole; killed before the records heard of it
    moves = len(session.rules.log)
    assert read_save(session.save_path).finished
    app, launcher = started_on(tmp_path)
    button = launcher.bar.buttons[0]
    assert button.enabled and button.label == "Continue: DungeonLab (the end)"
    click(app, button.rect.center)
    assert not isinstance(app.stack.top, MessageScene), app.stack.top.text
    assert len(table_of(app).session.rules.log) == moves
    kept = app.records.matches("lab")
    assert len(kept) == 1 and kept[0].seed == SEED and len(kept[0].save["log"]) == moves
    table_of(app).exit()

    app, launcher = started_on(tmp_path)   # kept now: a finished game, as before
    assert not launcher.bar.buttons[0].enabled
    assert "See the finished game" in {b.label for b in
                                       launcher.tile_buttons[launcher.keys.index("lab")]
                                       .buttons}


@pytest.mark.parametrize("step,after", STEPS)
def test_a_kill_at_any_step_of_the_last_save_leaves_a_game_continue_opens(tmp_path, lab_game,
                                                                           step, after):
    folder, session = lab_game
    for name in ("autosave-lab.json", "autosave-lab.json.bak"):
        (tmp_path / name).write_bytes((folder / name).read_bytes())
    session.save_path = tmp_path / "autosave-lab.json"
    moves = len(session.rules.log)
    with kill_at(step, after):
        with contextlib.suppress(Killed):
            session.autosave()
    app, launcher = started_on(tmp_path)
    button = launcher.bar.buttons[0]
    assert button.enabled, button.disabled_reason
    click(app, button.rect.center)
    assert not isinstance(app.stack.top, MessageScene), app.stack.top.text
    assert len(table_of(app).session.rules.log) in (moves - 1, moves)
