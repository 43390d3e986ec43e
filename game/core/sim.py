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

from game.core.bots import (BotFactory, decide, level_kind, make_players, set_thinking_time,
                             sim_factories)
from game.core.protocol import GameInfo, Rules, Seat


def run_sim(info: GameInfo, games: int, seed: int = 0, seats: int | None = None,
            bots: Sequence[str] | None = None, content: Any = None,
            max_actions: int = 100_000, options: dict[str, Any] | None = None,
            think_ms: float | None = None, swap: bool = False) -> dict[str, Any]:
    """Play `games` bot games; seat i uses bots[i % len(bots)] (a kind or a level name:
    easy, normal, hard; or a probe player, probe:<name>; default: the game's first bot kind for every seat). `think_ms`
    bounds each decision of searching bots. `swap` moves the bots round the seats from
    game to game (game g seats them rotated by g), so each level sits in each seat equally;
    `by_level` then gives each level's wins, mean score and decision times."""
    rules_cls = info.load_rules()
    factories = sim_factories(info)
    count = seats or max(info.seats[0], min(2, info.seats[1]))
    kinds = [level_kind(info, b) for b in (bots or [info.bots[0]])]
    seat_kinds = [kinds[i % len(kinds)] for i in range(count)]
    wins = [0] * count
    draws = errors = unfinished = 0
    scores: list[list[int]] = [[] for _ in range(count)]
    lengths: list[int] = []
    decisions: list[float] = []
    levels = [info.bot_label(k) for k in seat_kinds]
    by_level = {label: _LevelTally() for label in levels}
    figures: dict[str, float] = {}
    first_error = ""
    started = time.perf_counter()
    for g in range(games):
        match_seed = seed + g
        turn = g % count if swap else 0
        kinds_now = seat_kinds[turn:] + seat_kinds[:turn]
        labels_now = levels[turn:] + levels[:turn]
        seat_list = [Seat(f"{k}-{i + 1}", bot=k) for i, k in enumerate(kinds_now)]

        def timed(seat: int, seconds: float, labels: list[str] = labels_now) -> None:
            decisions.append(seconds)
            by_level[labels[seat]].decisions.append(seconds)
        try:
            rules = rules_cls.new_game(match_seed, seat_list, options, content=content,
                                       undo=False)
            actions = play_out(rules, factories, kinds_now, match_seed, max_actions,
                               timed, think_ms)
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
            tally = by_level[labels_now[sr.seat]]
            tally.seat_games += 1
            tally.wins += len(result.winners) == 1 and sr.seat in result.winners
            if sr.score is not None:
                scores[sr.seat].append(sr.score)
                tally.scores.append(sr.score)
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
    if swap or len(by_level) > 1:
        report["by_level"] = {label: tally.report() for label, tally in by_level.items()}
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
             timed: Callable[[int, float], Any] | None = None,
             think_ms: float | None = None) -> int:
    """Play `rules` to its end (or `max_actions`) with a bot of `seat_kinds[i]` in each seat,
    the lowest seat to act moving first; returns the number of actions. `timed` receives
    each decision's seat and seconds; `think_ms` bounds searching bots' decisions."""
    players = make_players(factories, dict(enumerate(seat_kinds)), match_seed)
    set_thinking_time(players, think_ms)
    actions = 0
    clock = time.perf_counter
    while not rules.is_over() and actions < max_actions:
        seat = min(rules.to_act())
        t0 = clock()
        action = decide(players[seat], rules, seat)
        if timed is not None:
            timed(seat, clock() - t0)
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


@dataclasses.dataclass
class _LevelTally:
    """One level's games in a sim: seats played, wins (a shared win is no win), scores and
    decision seconds."""

    seat_games: int = 0
    wins: int = 0
    scores: list[int] = dataclasses.field(default_factory=list)
    decisions: list[float] = dataclasses.field(default_factory=list)

    def report(self) -> dict[str, Any]:
        timed = sorted(self.decisions)
        return {"seat_games": self.seat_games, "wins": self.wins,
                "win_rate": round(self.wins / self.seat_games, 3) if self.seat_games else 0,
                "score_mean": round(statistics.mean(self.scores), 2) if self.scores else None,
                "decision_ms_p50": _pct(timed, 0.5), "decision_ms_p95": _pct(timed, 0.95),
                "decision_ms_max": round(timed[-1] * 1000, 3) if timed else 0.0}


def _pct(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    index = min(len(sorted_values) - 1, int(q * len(sorted_values)))
    return round(sorted_values[index] * 1000, 3)
