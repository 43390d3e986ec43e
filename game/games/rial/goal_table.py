"""Measure the co-op goal table of content/rial/goals.yaml (rial §5): for each composition,
seat count and round limit, the median team treasure of Normal computers playing co-op
(`core.sim.play_out`, the loop of `main.py sim`; game g plays seed + g). Prints the table as
YAML:

    python -m game.games.rial.goal_table --games 100 --seed 9100
"""
from __future__ import annotations

import argparse
import statistics

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.sim import play_out

ROUNDS = (10, 20, 40, 70, 100)
"""The round limits measured (the goal is read between them)."""


def median_team(dungeon: str, seats: int, rounds: int, games: int, seed: int) -> float:
    """Normal computers' median co-op team treasure in `games` games of this setup."""
    info = game_info("rial")
    options = {"mode": "coop", "end": "rounds", "round_limit": rounds, "dungeon": dungeon,
               "team_goal": 60}
    kinds = ["explorer"] * seats
    teams = []
    for g in range(games):
        rules = info.load_rules().new_game(
            seed + g, [Seat(f"Normal {i + 1}", bot="explorer") for i in range(seats)],
            options, undo=False)
        play_out(rules, info.load_bots(), kinds, seed + g)
        teams.append(sum(p.score() for p in rules.state.players))
    return statistics.median(teams)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=9100)
    args = parser.parse_args()
    print("goals:")
    for dungeon in ("lively", "classic"):
        print(f"  {dungeon}:")
        for seats in range(1, 5):
            row = {r: round(median_team(dungeon, seats, r, args.games, args.seed))
                   for r in ROUNDS}
            print(f"    {seats}: {{{', '.join(f'{r}: {g}' for r, g in row.items())}}}",
                  flush=True)


if __name__ == "__main__":
    main()
