"""`main.py bench --engine` times every part of a step and reports them per game."""
from game.core.enginebench import PARTS, bench_game


def test_engine_bench_reports_every_part_of_each_step():
    report = bench_game("trapper", 2, games=1, seed=5)
    assert report["actions"] > 0 and report["games"] == 1
    for part in PARTS:
        figures = report[f"{part}_us"]
        assert 0 < figures["p50"] <= figures["p99"]
