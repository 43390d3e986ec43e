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
