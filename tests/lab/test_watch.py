"""Watch shows the game (issue 21 §2): Records' Watch plays a finished DungeonLab game back
at its table with each seat's notebook as she drew it, the gamemaster's answers to each seat
under her name, her status, and the real map at that moment beside the notebook."""
from __future__ import annotations

from game.catalog import game_info
from game.core.protocol import Seat
from game.games.lab.actions import Land, Move, Resign, Sketch
from game.ui.scenes.end import EndScene
from game.ui.scenes.launcher import LauncherScene
from game.ui.scenes.records import RecordsScene
from tests.play import until
from tests.ui.helpers import click, pass_handoffs


def landed(app):
    """A two-seat game started from the launcher in which Ann and Bo have landed."""
    app.stack.push(LauncherScene(app))
    assert app.start_game(game_info("lab"), [Seat("Ann"), Seat("Bo")], 5,
                          {"size": 5, "levels": 1})
    table = next(s for s in app.stack.scenes if hasattr(s, "session"))
    rules = table.session.rules
    for _ in range(2):
        seat = rules.state.active
        table.session.apply(next(a for a in rules.legal_actions(seat) if isinstance(a, Land)))
    return table


def finish(app):
    """Ann and Bo land, move and note a stamp each, then both resign (a recorded game)."""
    table = landed(app)
    rules = table.session.rules
    for _ in range(2):
        seat = rules.state.active
        x, y, _lv = rules.state.players[seat].pos
        table.session.apply(Sketch(seat, "stamp", (1, -1, x, y, "question")))
        move = next(a for a in rules.legal_actions(seat) if isinstance(a, Move))
        table.session.apply(move)
    for _ in range(2):
        table.session.apply(Resign(rules.state.active))
    assert rules.is_over()
    def ended() -> bool:
        pass_handoffs(app, limit=1)
        return isinstance(app.stack.top, EndScene)
    until(app, ended, what="the end screen")
    return rules


def test_watch_plays_back_each_seats_turns_with_answers_and_the_real_map(app):
    played = finish(app)
    app.stack.clear()
    launcher = LauncherScene(app)
    app.stack.push(launcher)
    app.step()
    launcher.focus = [g.key for g in launcher.games].index("lab")
    click(app, next(b for b in launcher.bar.buttons if b.label == "Records").rect.center)
    records = app.stack.top
    assert isinstance(records, RecordsScene) and records.info.key == "lab"
    click(app, next(b for b in records.bar.buttons if b.label == "Watch").rect.center)
    table = app.stack.top
    assert table.session.info.key == "lab" and table.watching
    seen_notebooks: set[int] = set()
    for _ in range(400):
        app.step(dt=0.05)
        rules = table.session.rules
        if any(isinstance(r.action, Sketch) for r in rules.log) and not rules.is_over():
            sheet = table.sheet()
            assert sheet is not None      # never "the notebook shows once its owner looks"
            if sheet["pages"].get("1", {}).get("stamps"):
                seen_notebooks.add(table.hand.whose)
            assert table.real_map() is not None and table.map_rect.width > 100
        if rules.is_over():
            break
    assert table.session.rules.is_over()
    assert seen_notebooks == {0, 1}        # each seat's notebook as she drew it
    log = table.log_lines()
    for seat, name in enumerate(("Ann", "Bo")):
        landing = played.state.players[seat].route[0]
        assert f"{name}: You land at ({landing[0]}, {landing[1]}) on level 1." in log
    assert any(line.startswith(("Ann: North", "Ann: East", "Ann: South", "Ann: West"))
               for line in log)
    assert len(log) > 10


def test_a_game_played_back_that_never_ended_keeps_its_secrets(app):
    """`main.py replay` of a save taken mid-game: the playback shows what the table shows
    between turns (no notebook, no map, the public log), never the labyrinth."""
    from game.ui.replay import open_replay
    data = landed(app).session.save_data()
    app.stack.clear()
    open_replay(app, data, delay=0.0)
    replay = app.stack.top
    for _ in range(100):
        app.step(dt=0.05)
    assert len(replay.session.rules.log) == 2 and not replay.session.rules.is_over()
    assert not replay.watching and replay.sheet() is None and replay.real_map() is None
    assert not any("You land at" in line for line in replay.log_lines())


def test_after_watch_the_results_card_names_people_as_people(app):
    """DungeonLab has no computer seats (issue 34 §3): a replay drives every seat from the
    log, and its results card still says "Ann", never "Ann (Computer)"."""
    finish(app)
    app.stack.clear()
    records = RecordsScene(app, [game_info("lab")])
    app.stack.push(records)
    records.layout(app.size)
    app.step()
    click(app, next(b for b in records.bar.buttons if b.label == "Watch").rect.center)
    table = app.stack.top
    assert table.watching
    until(app, lambda: isinstance(app.stack.top, EndScene), what="the replay's results")
    end = app.stack.top
    labels = [end.seat_label(sr) for sr in end.ranked]
    assert sorted(labels) == ["Ann", "Bo"], labels
    from tests.play import drawn_text
    assert not any("(Computer)" in text or "(Random)" in text for text in drawn_text(app))
