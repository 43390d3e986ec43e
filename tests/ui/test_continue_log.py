"""Continue (issue 16 §4): the game log, the dice tray and the last caption are as they
were before Save & quit; one save per game, and a new game of a game in progress asks
first."""
from __future__ import annotations

import pytest

from game.catalog import all_games, game_info
from game.core.protocol import Seat
from game.core.session import CONTINUED
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.launcher import LauncherScene
from game.ui.scenes.seats import SeatsScene
from tests.ui.helpers import click

PLAYABLE = [g.key for g in all_games() if g.playable]


def table_on_top(app):
    top = app.stack.top
    assert hasattr(top, "session"), f"no table on top: {top!r}"
    return top


def what_the_table_shows(table):
    roll = table.dice.roll
    dice = None if roll is None else (tuple(roll.values), tuple(roll.sides), roll.label,
                                      roll.total_text)
    caption = getattr(table, "caption", None)
    if callable(caption):    # a table may work its caption out when asked
        caption = caption()
    return table.log_lines(), dice, caption


@pytest.mark.parametrize("game", PLAYABLE)
def test_continue_shows_the_log_dice_and_caption_as_before_save_and_quit(app, game):
    info = game_info(game)
    lo, hi = info.seats
    seats = [Seat(f"Bot {i + 1}", info.bots[0]) for i in range(max(lo, min(4, hi)))]
    app.stack.push(LauncherScene(app))
    assert app.start_game(info, seats, 21)
    table = table_on_top(app)
    for _ in range(3000):  # the computers play on until dice show in the tray
        app.step(dt=0.05)
        moves = len(table.rules.log)
        if moves >= 30 and table.dice.roll is not None or moves >= 80 or \
                table.rules.is_over():
            break
    table.session.bots = {}  # Save & quit at a quiet moment: the last move fully shown
    for _ in range(20):
        app.step(dt=0.5)
    assert not table.event_queue and not table.busy
    before = what_the_table_shows(table)
    if game in ("trapper", "maker"):  # their first moves roll; doodle's fights may not come
        assert before[1] is not None, "the test wants a roll in the tray"
    table.exit()
    app.stack.clear()

    launcher = LauncherScene(app)
    app.stack.push(launcher)
    app.step()
    app.continue_game(app.save_path_for(game))
    again = table_on_top(app)
    lines, dice, caption = what_the_table_shows(again)
    assert lines[-1] == CONTINUED
    assert (lines[:-1], dice, caption) == before
    assert "Game resumed" not in " ".join(lines)
    assert not again.event_queue and not again.session.pending, "nothing replays on screen"


def test_each_game_keeps_its_own_save_and_continue_on_its_tile(app):
    trapper, maker = game_info("trapper"), game_info("maker")
    app.stack.push(LauncherScene(app))
    assert app.start_game(trapper, [Seat("Ann"), Seat("Bo")], 3)
    assert app.start_game(maker, [Seat("Cy")], 4)
    assert app.save_path_for("trapper").is_file() and app.save_path_for("maker").is_file()
    app.stack.clear()
    scene = LauncherScene(app)
    app.stack.push(scene)
    app.step()
    assert scene.bar.buttons[0].label == "Continue: Dungeon Maker Deluxe"  # the newest
    tile = scene.tile_buttons[scene.games.index(trapper)]
    assert tile.buttons[0].label.startswith("Continue")
    click(app, tile.buttons[0].rect.center)
    tables = [s for s in app.stack.scenes if hasattr(s, "session")]  # under its hand-off
    assert [t.session.info.key for t in tables] == ["trapper"]


def test_a_new_game_of_a_game_in_progress_asks_before_replacing_its_save(app):
    trapper = game_info("trapper")
    app.stack.push(LauncherScene(app))
    assert app.start_game(trapper, [Seat("Ann"), Seat("Bo")], 3)
    saved = app.save_path_for("trapper").read_bytes()
    app.stack.clear()
    scene = LauncherScene(app)
    app.stack.push(scene)
    app.step()
    new_game = next(b for b in scene.tile_buttons[scene.games.index(trapper)].buttons
                    if b.label == "New game")
    click(app, new_game.rect.center)
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene) and "in progress" in ask.question
    click(app, ask.no_button.rect.center)  # Keep it
    assert app.stack.top is scene
    assert app.save_path_for("trapper").read_bytes() == saved

    click(app, new_game.rect.center)
    click(app, app.stack.top.yes_button.rect.center)
    assert isinstance(app.stack.top, SeatsScene)
    assert app.save_path_for("trapper").read_bytes() == saved  # not before the game starts
