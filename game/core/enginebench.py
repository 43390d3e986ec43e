"""`main.py bench --engine`: how fast each game's rules and bots run, on their own.

For seeded games between each game's default bots (the simulator's loop), every step is
timed part by part: `view(seat)`, `legal_actions(seat)`, the bot's choice, `apply`, and the
look-ahead copy (`copy.deepcopy(rules)`, which shares `shared` and starts `caches` afresh).
Reports the median and p99 of each in microseconds, and each part's total in milliseconds
with its share of the time the parts took (where the time goes), as plain JSON data.
"""
from __future__ import annotations

import copy
import time
from typing import Any

from game.core.bots import make_players
from game.core.protocol import Seat

PLAN: dict[str, int] = {"doodle": 4, "maker": 4, "trapper": 2, "lab": 3, "rial": 4}
"""Each game at the seat count that costs it most."""

PARTS = ("apply", "legal_actions", "view", "copy", "decide")


def bench_game(key: str, seats: int, games: int = 3, seed: int = 1000,
               copy_every: int = 1) -> dict[str, Any]:
    """Time `games` seeded games of `key` with `seats` default bots, step by step."""
    from game.catalog import game_info
    info = game_info(key)
    rules_cls = info.load_rules()
    factories = info.load_bots()
    kind = info.bots[0]
    times: dict[str, list[float]] = {part: [] for part in PARTS}
    clock = time.perf_counter
    actions = 0
    started = clock()
    for g in range(games):
        match_seed = seed + g
        rules = rules_cls.new_game(match_seed, [Seat(f"{kind}-{i + 1}", bot=kind)
                                                for i in range(seats)], {}, undo=False)
        players = make_players(factories, {i: kind for i in range(seats)}, match_seed)
        while not rules.is_over() and actions < 1_000_000:
            seat = min(rules.to_act())
            t0 = clock()
            view = rules.view(seat)
            t1 = clock()
            legal = rules.legal_actions(seat)
            t2 = clock()
            action = players[seat].choose(view, legal)
            t3 = clock()
            if actions % copy_every == 0:
                copy.deepcopy(rules)
                times["copy"].append(clock() - t3)
            t4 = clock()
            rules.apply(action)
            t5 = clock()
            times["view"].append(t1 - t0)
            times["legal_actions"].append(t2 - t1)
            times["decide"].append(t3 - t2)
            times["apply"].append(t5 - t4)
            actions += 1
    elapsed = clock() - started
    report: dict[str, Any] = {"seats": seats, "games": games, "seed": seed,
                              "actions": actions, "seconds": round(elapsed, 3)}
    spent = {part: sum(times[part]) for part in PARTS}
    whole = sum(spent.values()) or 1.0
    for part in PARTS:
        report[f"{part}_us"] = _quantiles(times[part])
    report["total_ms"] = {part: round(spent[part] * 1e3, 1) for part in PARTS}
    report["share"] = {part: round(spent[part] / whole, 3) for part in PARTS}
    return report


def _quantiles(values: list[float]) -> dict[str, float]:
    if not values:
        return {"p50": 0.0, "p99": 0.0}
    values = sorted(values)
    n = len(values)
    return {"p50": round(values[n // 2] * 1e6, 1),
            "p99": round(values[min(n - 1, int(n * 0.99))] * 1e6, 1)}


def run_engine_bench(games: int = 3, seed: int = 1000,
                     only: str | None = None) -> dict[str, Any]:
    """Every game (or `only`), at its costliest seat count."""
    return {key: bench_game(key, seats, games=games, seed=seed)
            for key, seats in PLAN.items() if only in (None, key)}
