"""Headless bot games: `main.py sim G --games N --seed S`.

Every seat is a bot. Reports speed, errors, unfinished games, wins and score spreads as a
plain dict (printed as JSON by the CLI).
"""
from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
import statistics
import time
import traceback
from typing import Any, Callable, Sequence

from game.core.bots import BotFactory, decide, level_kind, make_players, set_thinking_time
from game.core.protocol import GameInfo, Rules, Seat


def run_sim(info: GameInfo, games: int, seed: int = 0, seats: int | None = None,
            bots: Sequence[str] | None = None, content: Any = None,
            max_actions: int = 100_000, options: dict[str, Any] | None = None,
            think_ms: float | None = None) -> dict[str, Any]:
    """Play `games` bot games; seat i uses bots[i % len(bots)] (a kind or a level name:
    easy, normal, hard; default: the game's first bot kind for every seat). `think_ms`
    bounds each decision of searching bots."""
    rules_cls = info.load_rules()
    factories = info.load_bots()
    count = seats or max(info.seats[0], min(2, info.seats[1]))
    kinds = [level_kind(info, b) for b in (bots or [info.bots[0]])]
    seat_kinds = [kinds[i % len(kinds)] for i in range(count)]
    wins = [0] * count
    draws = errors = unfinished = 0
    scores: list[list[int]] = [[] for _ in range(count)]
    lengths: list[int] = []
    decisions: list[float] = []
    figures: dict[str, float] = {}
    first_error = ""
    started = time.perf_counter()
    for g in range(games):
        match_seed = seed + g
        seat_list = [Seat(f"{k}-{i + 1}", bot=k) for i, k in enumerate(seat_kinds)]
        try:
            rules = rules_cls.new_game(match_seed, seat_list, options, content=content,
                                       undo=False)
            actions = play_out(rules, factories, seat_kinds, match_seed, max_actions,
                               decisions.append, think_ms)
        except Exception:  # a bug: count it, keep going, report the first
            errors += 1
            if not first_error:
                first_error = f"seed {match_seed}: " + traceback.format_exc(limit=6)
            continue
        lengths.append(actions)
        if not rules.is_over():
            unfinished += 1
            continue
        result = rules.result()
        assert result is not None
        _add_figures(figures, rules)
        if len(result.winners) == 1:
            wins[result.winners[0]] += 1
        else:
            draws += 1
        for sr in result.seats:
            if sr.score is not None:
                scores[sr.seat].append(sr.score)
    elapsed = time.perf_counter() - started
    decisions.sort()
    report: dict[str, Any] = {
        "game": info.key, "games": games, "seats": count, "bots": seat_kinds,
        "levels": [info.bot_label(k) for k in seat_kinds],
        "seconds": round(elapsed, 3), "games_per_s": round(games / elapsed, 2) if elapsed else 0,
        "errors": errors, "unfinished": unfinished, "draws": draws,
        "wins_by_seat": wins,
        "win_rate_by_seat": [round(w / games, 3) for w in wins] if games else [],
        "mean_actions": round(statistics.mean(lengths), 1) if lengths else 0,
        "bot_decision_ms_p50": _pct(decisions, 0.5), "bot_decision_ms_p99": _pct(decisions, 0.99),
    }
    if any(scores):
        report["score_mean_by_seat"] = [round(statistics.mean(s), 2) if s else None
                                        for s in scores]
        report["score_min_by_seat"] = [min(s) if s else None for s in scores]
        report["score_max_by_seat"] = [max(s) if s else None for s in scores]
    if figures:
        report["figures"] = _figures_report(rules_cls, figures)
    if first_error:
        report["first_error"] = first_error
    return report


def play_out(rules: Rules, factories: dict[str, BotFactory], seat_kinds: Sequence[str],
             match_seed: int, max_actions: int = 100_000,
             timed: Callable[[float], Any] | None = None,
             think_ms: float | None = None) -> int:
    """Play `rules` to its end (or `max_actions`) with a bot of `seat_kinds[i]` in each seat,
    the lowest seat to act moving first; returns the number of actions. `timed` receives
    each decision's seconds; `think_ms` bounds searching bots' decisions."""
    players = make_players(factories, dict(enumerate(seat_kinds)), match_seed)
    set_thinking_time(players, think_ms)
    actions = 0
    clock = time.perf_counter
    while not rules.is_over() and actions < max_actions:
        seat = min(rules.to_act())
        t0 = clock()
        action = decide(players[seat], rules, seat)
        if timed is not None:
            timed(clock() - t0)
        rules.apply(action)
        actions += 1
    return actions


def canonical(value: Any) -> Any:
    """`value` as plain JSON data that never depends on dict or set order, object ids or
    Python's hash seed: dicts and sets are sorted by their items' canonical text, dataclasses
    become their class name and fields, enums their class and member name."""
    if value is None or type(value) in (bool, int, str):
        return value
    if type(value) is float:
        return repr(value)
    if isinstance(value, enum.Enum):
        return f"{type(value).__name__}.{value.name}"
    if isinstance(value, (list, tuple)):
        return [canonical(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return ["set", sorted((canonical(v) for v in value), key=_text)]
    if isinstance(value, dict):
        pairs = [[canonical(k), canonical(v)] for k, v in value.items()]
        return ["dict", sorted(pairs, key=lambda kv: _text(kv[0]))]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [type(value).__name__,
                {f.name: canonical(getattr(value, f.name)) for f in dataclasses.fields(value)}]
    if isinstance(value, (bool, int, str)):  # a str/int subclass without enum.Enum
        return canonical(type(value).__mro__[1](value))
    slots = getattr(type(value), "__slots__", None)
    if hasattr(value, "__dict__") or slots:
        names = sorted(set(vars(value)) if hasattr(value, "__dict__") else set(slots))
        return [type(value).__name__, {n: canonical(getattr(value, n)) for n in names
                                       if hasattr(value, n)}]
    raise TypeError(f"no canonical form for {type(value).__name__}")


def _text(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def digest(value: Any) -> str:
    """A short sha256 of `value`'s canonical form: equal values, equal digests, in any
    process."""
    return hashlib.sha256(_text(canonical(value)).encode()).hexdigest()[:16]


def _add_figures(totals: dict[str, float], rules: Any) -> None:
    """Sum a finished game's own figures (an optional `sim_figures()` of its rules, e.g.
    fights and hero deaths) into the totals."""
    counted = getattr(rules, "sim_figures", None)
    for key, amount in (counted() if callable(counted) else {}).items():
        totals[key] = totals.get(key, 0) + amount


def _figures_report(rules_cls: Any, totals: dict[str, float]) -> dict[str, float]:
    """The summed figures, plus the game's own rates of them (optional `sim_rates`)."""
    rates = getattr(rules_cls, "sim_rates", None)
    report = {key: round(amount, 3) for key, amount in totals.items()}
    if callable(rates):
        report.update({key: round(v, 3) for key, v in rates(totals).items()})
    return report


def _pct(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    index = min(len(sorted_values) - 1, int(q * len(sorted_values)))
    return round(sorted_values[index] * 1000, 3)
