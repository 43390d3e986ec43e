"""`main.py sim`'s engine on the toy game: every game ends, figures add up."""
from game.core.sim import run_sim
from tests.core.toy import ToyRules


def test_sim_reports_games_and_wins():
    report = run_sim(ToyRules.info, 30, seed=4, seats=3, bots=["random"])
    assert report["games"] == 30 and report["errors"] == 0 and report["unfinished"] == 0
    assert sum(report["wins_by_seat"]) + report["draws"] == 30
    assert report["games_per_s"] > 0 and len(report["score_mean_by_seat"]) == 3


def test_sim_is_reproducible():
    a = run_sim(ToyRules.info, 10, seed=1, seats=2, bots=["random"])
    b = run_sim(ToyRules.info, 10, seed=1, seats=2, bots=["random"])
    assert a["wins_by_seat"] == b["wins_by_seat"]
    assert a["score_mean_by_seat"] == b["score_mean_by_seat"]


def test_swap_moves_the_levels_round_the_seats_and_counts_by_level(monkeypatch):
    """`--swap`: each level sits in each seat in turn; `by_level` adds up each level's
    seats, wins and decision times whatever seat it sat in."""
    import game.core.sim as sim
    from tests.core.toy import ToyRules
    seated: list[list[str]] = []
    real = sim.play_out

    def watched(rules, factories, kinds, *args, **kwargs):
        seated.append(list(kinds))
        return real(rules, factories, kinds, *args, **kwargs)
    monkeypatch.setattr(sim, "play_out", watched)
    plain = run_sim(ToyRules.info, 4, seed=5, seats=2, bots=["hard", "easy"], think_ms=2)
    assert seated == [["search", "random"]] * 4
    seated.clear()
    swapped = run_sim(ToyRules.info, 4, seed=5, seats=2, bots=["hard", "easy"], think_ms=2,
                      swap=True)
    assert seated == [["search", "random"], ["random", "search"]] * 2
    for report in (plain, swapped):
        levels = report["by_level"]
        assert {k: v["seat_games"] for k, v in levels.items()} == {"Hard": 4, "Easy": 4}
        assert levels["Hard"]["wins"] + levels["Easy"]["wins"] + report["draws"] == 4
        assert levels["Hard"]["decision_ms_p95"] >= levels["Hard"]["decision_ms_p50"] > 0
    assert plain["by_level"]["Hard"]["wins"] == plain["wins_by_seat"][0]


def test_a_probe_player_takes_a_seat_as_probe_kind(monkeypatch):
    """`--bots hard,probe:<name>` seats the game's probe player; an unknown probe is named
    plainly with the ones the game has."""
    import random

    import pytest

    from game.core.bots import RandomBot, level_kind
    from game.core.protocol import GameInfo

    chosen: list[int] = []

    class FirstMove(RandomBot):
        """Always the first legal move."""

        def choose(self, view, legal):
            chosen.append(self.seat)
            return legal[0]

    monkeypatch.setattr(GameInfo, "load_probes", lambda self: {"first": FirstMove})
    info = ToyRules.info
    assert level_kind(info, "probe:first") == "probe:first"
    with pytest.raises(ValueError, match="no probe player 'second'; it has first"):
        level_kind(info, "probe:second")
    report = run_sim(info, 4, seed=3, seats=2, bots=["random", "probe:first"], swap=True)
    assert report["errors"] == 0 and set(chosen) == {0, 1}
    assert set(report["by_level"]) == {"Easy", "Probe first"}
    assert report["by_level"]["Probe first"]["seat_games"] == 4
    assert FirstMove(0, random.Random(1)).choose({}, [7, 8]) == 7
