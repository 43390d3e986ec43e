"""DungeonLab's records and results say what was played (issue 34 §3): a hand-made map's
name and its own levels, fastest wins compared map by map, "Nobody escaped" when every
player resigned, no "Against the computer" for a game without computer players, and no
"(Computer)" on a person's results card after Watch."""
from __future__ import annotations

from pathlib import Path

from game.catalog import game_info
from game.core.protocol import Seat
from game.games.lab.actions import Resign
from game.records.capture import match_row
from game.records.store import MatchRow, SeatRow
from game.ui.scenes.end import computer_levels
from game.ui.scenes.records import RecordsScene, fastest_groups, seats_text

LAB = game_info("lab")


def lab_options(**chosen) -> dict:
    options = {o.key: o.default for o in LAB.options}
    options.update(chosen)
    return options


def all_resigned(names=("Ann", "Bob"), **chosen) -> MatchRow:
    """A real hot-seat game on `chosen` options in which everyone resigns at once."""
    rules = LAB.load_rules().new_game(3, [Seat(n) for n in names], lab_options(**chosen))
    while not rules.is_over():
        seat = min(rules.to_act())
        rules.apply(next(a for a in rules.legal_actions(seat) if isinstance(a, Resign)))
    row = match_row(rules, {})
    assert row is not None
    return row


def row(seats, options, stats, game="lab") -> MatchRow:
    """A stored game (each one its own seed, so the records keep them all)."""
    row.seed = getattr(row, "seed", 0) + 1
    return MatchRow(game, "2026-01-01T10:00", row.seed, options, "finished", "", tuple(
        SeatRow(i, name, bot, score, 1, won) for i, (name, bot, score, won) in
        enumerate(seats)), tuple(stats))


def drawn_texts(app, scene) -> list[str]:
    """Every text the scene renders in one frame, in order."""
    drawn: list[str] = []
    fonts = app.theme.fonts
    fonts.render, real = (lambda text, *a, **k: drawn.append(text) or real(text, *a, **k)), \
        fonts.render
    scene.draw(app.screen)
    del fonts.render           # the instance's stand-in goes, the class's render is back
    return drawn


def test_a_hand_made_map_is_named_with_its_own_levels_not_the_options():
    played = all_resigned(map="river-run", size=7, levels=2)
    text = seats_text(LAB, played)
    assert text.startswith("Nobody escaped · River Run · 5×5, 1 level · 1 round · "), text
    assert "2 levels" not in text and "7×7" not in text


def test_an_all_resigned_hot_seat_is_nobody_escaped_and_a_lone_loss_is_lost():
    assert seats_text(LAB, all_resigned()).startswith("Nobody escaped · 7×7, 2 levels")
    assert seats_text(LAB, all_resigned(("Ann",))).startswith("Lost · 7×7, 2 levels")
    rules = (Path(__file__).parents[2] / "content" / "lab" / "rules.md").read_text()
    assert "if every player resigns, nobody escaped" in rules


def test_an_old_record_of_a_hand_made_map_names_it_and_does_not_guess_its_levels():
    old = row([("Ann", None, None, True)], {"size": 7, "levels": 2, "map": "river-run"},
              [("Rounds", 12)])
    text = seats_text(LAB, old)
    assert text.startswith("Ann out with the treasure · River Run · 12 rounds"), text
    assert "levels" not in text


def test_fastest_wins_are_compared_map_by_map(app):
    river = row([("Ann", None, None, True)], {"size": 5, "levels": 2, "map": "river-run"},
                [("Rounds", 12), ("Labyrinth", "5×5, 1 level"), ("Map", "River Run")])
    random5 = row([("Ann", None, None, True)], {"size": 5, "levels": 2, "map": "random"},
                  [("Rounds", 31), ("Labyrinth", "5×5, 2 levels")])
    lost10 = row([("Ann", None, None, False)], {"size": 10, "levels": 1}, [("Rounds", 40)])
    groups = dict(fastest_groups([river, random5, lost10]))
    assert list(groups) == ["5×5", "10×10", "River Run"]
    assert groups["5×5"] == [random5] and groups["River Run"] == [river]
    for match in (river, random5, lost10):
        app.records.add(match)
    scene = RecordsScene(app, [LAB])
    app.stack.push(scene)
    drawn = drawn_texts(app, scene)
    assert "5×5: 31 rounds" in drawn and "River Run: 12 rounds" in drawn, drawn
    assert "10×10: no win yet" in drawn and "5×5: 12 rounds" not in drawn


def test_against_the_computer_shows_only_for_games_with_computer_players(app):
    app.records.add(row([("Ann", None, None, True)], {"size": 5, "levels": 1},
                        [("Rounds", 9)]))
    trapper = game_info("trapper")
    app.records.add(row([("Ann", None, 20, True), ("Cpu", trapper.bots[0], 10, False)], {},
                        [], game="trapper"))
    scene = RecordsScene(app, [LAB, trapper])
    app.stack.push(scene)
    assert "Against the computer" not in drawn_texts(app, scene)
    scene.choose_game(1)
    drawn = drawn_texts(app, scene)
    assert "Against the computer" in drawn
    assert any(t.startswith("Ann vs ") for t in drawn), drawn


def test_a_results_card_names_a_level_only_for_a_seat_that_was_a_computer():
    replayed = [Seat("Ann", "replay"), Seat("Bob", "replay")]
    assert computer_levels(LAB, replayed) == {}
    assert computer_levels(LAB, [Seat("Ann"), Seat("Cpu", "random")]) == {}
    trapper = game_info("trapper")
    saved = [Seat("Ann"), Seat("Cpu", trapper.bots[0])]
    assert computer_levels(trapper, saved) == {1: trapper.bot_label(trapper.bots[0])}
    assert computer_levels(trapper, [Seat("Ann", "replay"), Seat("Cpu", "replay")]) == {}
