"""Records (issue 11): finished games stored in SQLite and read back, bests and win rates
computed from stored rows, the schema version and migration, a damaged file set aside."""
from __future__ import annotations

import json
import sqlite3

import pytest

from game.catalog import all_games, game_info
from game.core.protocol import Seat
from game.core.save import snapshot
from game.core.sim import run_sim
from game.records import MatchRow, Records, SeatRow, match_row, worth_keeping
from game.records.schema import SCHEMA_VERSION
from game.records.stats import (end_notes, personal_bests, solo_rank, tile_line,
                                wins_against_computer, win_rates)

PLAYABLE = [g.key for g in all_games() if g.playable]
_FINISHED: dict[str, object] = {}


def finished_rules(game):
    """A whole seeded game of `game`: one human seat (played by the game's computer) and
    computers; cached per game."""
    if game not in _FINISHED:
        from game.core.bots import decide, make_players
        info = game_info(game)
        lo, hi = info.seats
        count = max(lo, min(2, hi))
        seats = [Seat("Ann")] + [Seat(f"Bot {i}", info.bots[0]) for i in range(1, count)]
        rules = info.load_rules().new_game(17, seats)
        players = make_players(info.load_bots(), dict.fromkeys(range(count), info.bots[0]), 17)
        while not rules.is_over():
            seat = min(rules.to_act())
            rules.apply(decide(players[seat], rules, seat))
        _FINISHED[game] = rules
    return _FINISHED[game]


def seat(n, name, score, rank, bot=None):
    return SeatRow(n, name, bot, score, rank, rank == 1)


def row(game="maker", when="2026-01-01T10:00:00", seats=(), ending="finished", seed=1):
    return MatchRow(game, when, seed, {}, ending, "headline", tuple(seats),
                    save={"seed": seed, "when": when})


@pytest.mark.parametrize("game", PLAYABLE)
def test_records_store_and_read_back_a_finished_game_of_each_game(tmp_path, game):
    rules = finished_rules(game)
    save = snapshot(rules, "v").to_dict()
    stored = match_row(rules, save)
    records = Records(tmp_path / "records.sqlite")
    match_id = records.add(stored)
    assert match_id is not None
    assert records.add(stored) is None, "the same game is kept once"
    again = Records(tmp_path / "records.sqlite").matches(game)
    assert len(again) == 1
    back = again[0]
    assert back.id == match_id and back.game == game and back.seed == 17
    assert back.options == rules.options and back.ending in ("finished", "conceded")
    assert [(s.name, s.bot) for s in back.seats] == [(s.name, s.bot) for s in rules.seats]
    result = rules.result()
    assert [s.rank for s in back.seats] == [r.rank for r in sorted(result.seats,
                                                                  key=lambda r: r.seat)]
    assert back.headline == result.headline
    assert back.save == json.loads(json.dumps(save)), "the log, to watch it again"
    assert [list(x) for x in back.stats] == [[s.label, s.value] for s in result.stats]


def test_records_keep_only_games_with_a_human_seat():
    rules = finished_rules(PLAYABLE[0])
    assert worth_keeping(rules)
    rules.seats = [Seat(s.name, "greedy") for s in rules.seats]
    assert not worth_keeping(rules)


def test_records_sims_never_touch_the_records(tmp_path, monkeypatch):
    """`main.py sim` plays bot games only: no records file appears in the data folder."""
    monkeypatch.setenv("DUNGEON_TABLE_DATA", str(tmp_path))
    run_sim(game_info("trapper"), 1, seed=3)
    assert not list(tmp_path.glob("records*"))


def test_records_an_unfinished_game_gives_no_row():
    info = game_info("trapper")
    rules = info.load_rules().new_game(3, [Seat("A"), Seat("B")])
    assert match_row(rules, {}) is None


def test_records_bests_and_win_rates_come_from_stored_rows(tmp_path):
    records = Records(tmp_path / "r.sqlite")
    for i, (ann, bot_score) in enumerate([(27, 30), (31, 20), (25, 10), (40, 50)]):
        ending = "conceded" if i == 3 else "finished"
        ranks = (1, 2) if ann > bot_score else (2, 1)
        records.add(row(when=f"2026-01-0{i + 1}T10:00:00", ending=ending, seed=i, seats=[
            seat(0, "Ann", ann, ranks[0]), seat(1, "Bot", bot_score, ranks[1], "greedy")]))
    stored = records.matches("maker")
    assert [m.seed for m in stored] == [3, 2, 1, 0], "newest first"
    bests = personal_bests(stored)
    assert bests["Ann"].score == 31 and "Bot" not in bests, "conceded games do not count"
    assert win_rates(stored)[0].name == "Ann" and (win_rates(stored)[0].wins,
                                                   win_rates(stored)[0].games) == (2, 3)
    assert wins_against_computer(stored, "Ann") == (2, 3)
    assert tile_line(stored) == "3 games · best Ann 31 · 2/3 won vs computer"


def test_records_end_notes_say_what_a_result_means(tmp_path):
    before = [row(when="2026-01-01", seed=1, seats=[seat(0, "Ann", 27, 1),
                                                    seat(1, "Bot", 9, 2, "greedy")])]
    new = row(when="2026-01-02", seed=2, seats=[seat(0, "Ann", 31, 1),
                                                seat(1, "Bot", 12, 2, "greedy")])
    assert end_notes(before, new) == ["New best for Ann: 31 (was 27)",
                                      "Ann's 2nd win of 2 against the computer"]
    worse = row(when="2026-01-02", seed=3, seats=[seat(0, "Ann", 20, 2),
                                                  seat(1, "Bot", 22, 1, "greedy")])
    assert end_notes(before, worse) == []
    assert end_notes([], new)[0] == "First score for Ann: 31"


def test_records_a_solo_score_is_ranked_among_past_solo_scores():
    past = [row(seed=i, when=f"2026-01-0{i}", seats=[seat(0, "Ann", s, 1)])
            for i, s in enumerate([10, 30, 20], 1)]
    new = row(seed=9, when="2026-01-09", seats=[seat(0, "Bea", 25, 1)])
    assert solo_rank(past, new) == (2, 4)
    assert "25 is the 2nd best of 4 solo scores" in end_notes(past, new)


def test_records_schema_has_a_version_and_migrates_an_empty_file(tmp_path):
    path = tmp_path / "r.sqlite"
    sqlite3.connect(path).close()  # an empty database of version 0
    records = Records(path)
    assert records.matches() == [] and records.take_problem() == ""
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_records_from_a_newer_version_are_left_alone(tmp_path):
    path = tmp_path / "r.sqlite"
    with sqlite3.connect(path) as db:
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    before = path.read_bytes()
    records = Records(path)
    assert records.add(row(seats=[seat(0, "Ann", 1, 1)])) is None
    assert "newer" in records.take_problem() and records.take_problem() == ""
    assert path.read_bytes() == before


@pytest.mark.parametrize("damage", [b"not a database at all" * 100, b"SQLite format 3\x00"
                                    + b"\xff" * 4000])
def test_records_a_damaged_file_is_set_aside_and_a_fresh_one_started(tmp_path, damage):
    path = tmp_path / "records.sqlite"
    path.write_bytes(damage)
    records = Records(path)
    assert records.add(row(seats=[seat(0, "Ann", 5, 1)])) is not None
    problem = records.take_problem()
    assert "could not be read" in problem and records.take_problem() == "", "said once"
    aside = list(tmp_path.glob("records.sqlite.damaged-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == damage, "never deleted"
    assert len(Records(path).matches()) == 1


def test_records_a_write_is_all_or_nothing(tmp_path):
    records = Records(tmp_path / "r.sqlite")
    broken = row(seats=[seat(0, "Ann", 5, 1), seat(0, "Twin", 6, 2)])  # the same seat twice
    assert records.add(broken) is None
    assert records.matches() == [], "no match without its seats"


def test_records_a_conceded_game_is_recorded_as_such_and_not_counted(tmp_path, monkeypatch):
    """A result that says the game was given up is kept as 'conceded' (listed, not counted
    in bests or win rates); a trapper raid conceded on the last turn is a normal finish."""
    rules = finished_rules("trapper")
    assert match_row(rules, {}).ending == "finished"
    given_up = rules.result()
    given_up.conceded = True
    monkeypatch.setattr(rules, "result", lambda: given_up)
    records = Records(tmp_path / "r.sqlite")
    records.add(match_row(rules, {"x": 1}))
    assert records.matches()[0].ending == "conceded"
    assert personal_bests(records.matches()) == {} and win_rates(records.matches()) == []


def test_a_game_kept_by_an_earlier_format_is_not_kept_again(tmp_path):
    """The same finished game saved by an earlier release (another format, another
    checksum, so another key) and then continued and finished here is kept once."""
    rules = finished_rules("trapper")
    save = snapshot(rules, "v").to_dict()
    earlier = dict(save, format_version=2, checksum="a view digest")
    records = Records(tmp_path / "records.sqlite")
    assert records.add(match_row(rules, earlier)) is not None
    assert match_row(rules, save).key() != match_row(rules, earlier).key()
    assert records.add(match_row(rules, save)) is None
    assert len(records.matches("trapper")) == 1
    other = dict(save, log=save["log"][:-1])
    assert records.add(match_row(rules, other)) is not None, "another game is kept"
