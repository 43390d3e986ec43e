"""The conformance helper every game's tests call.

    conformance(TrapperRules, seat_counts=[2], games=1000, leaks=trapper_leaks)

checks, over seeded random games (or games of the computer levels given in `levels`,
one level per seat in turn: `levels=("easy", "normal", "hard")`): every game ends; at sampled moments every legal action
applies; wild actions that are not legal raise IllegalAction with a reason; the save
round-trips (replaying it gives the same state and views); and, for hidden-information
games, `leaks(rules, viewer, text)` finds none of another seat's secrets in the JSON of
`viewer`'s view or of the events `viewer` may see.
"""
from __future__ import annotations

import copy
import json
import os
import random
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Sequence

from game.core.actions import Action
from game.core.bots import Bot, decide, level_kind, make_players, set_thinking_time
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.protocol import Rules, Seat
from game.core.save import parse_save, replay, snapshot

Leaks = Callable[[Rules, "int | None", str], list[str]]
"""leaks(rules, viewer, text): the secrets of seats other than `viewer` (all seats when
viewer is None, the public table view) that appear in `text`."""
Wild = Callable[[Rules, int, random.Random], Iterable[Action]]


@dataclass
class ConformanceReport:
    games: int = 0
    actions: int = 0
    legal_checked: int = 0
    wild_rejected: int = 0
    roundtrips: int = 0
    secrecy_checks: int = 0
    problems: list[str] = field(default_factory=list)


def soak_games(quick: int) -> int:
    """Games per seat count: `quick` in the everyday suite, or DUNGEON_TABLE_SOAK (e.g. 1000)
    for the long soak: `DUNGEON_TABLE_SOAK=1000 python3 main.py test -k conformance`."""
    return int(os.environ.get("DUNGEON_TABLE_SOAK", quick))


def clone(rules: Rules) -> Rules:
    """A deep copy of a match that shares its (read-only) content."""
    return copy.deepcopy(rules, {id(rules.content): rules.content})


def _events_json(events: Sequence[Event], viewer: int) -> str:
    return json.dumps([e.to_dict() for e in events if e.visible(viewer)], default=str)


def play_random(rules_cls: type[Rules], seed: int, seats: int, *, content: Any = None,
                max_actions: int = 20000, options: dict[str, Any] | None = None,
                on_step: Callable[[Rules, Action, list[Event]], None] | None = None,
                levels: Sequence[str] = (), think_ms: float = 5.0) -> Rules:
    """One game of uniformly random legal actions, or of the computer `levels` (seat i
    plays `levels[i % len(levels)]`, searching `think_ms` per decision); fails if it does
    not end."""
    rng = random.Random(f"conformance:{seed}")
    rules = rules_cls.new_game(seed, [Seat(f"P{i + 1}") for i in range(seats)], options,
                               content=content, undo=False)
    players = _players(rules, levels, seed, think_ms)
    for _ in range(max_actions):
        if rules.is_over():
            return rules
        acting = sorted(rules.to_act())
        assert acting, f"seed {seed}: nobody may act but the game is not over"
        seat = rng.choice(acting)
        legal = rules.legal_actions(seat)
        assert legal, f"seed {seed}: seat {seat} must act but has no legal action"
        action = decide(players[seat], rules, seat) if players else rng.choice(legal)
        events = rules.apply(action)
        if on_step:
            on_step(rules, action, events)
    raise AssertionError(f"seed {seed}: the game did not end within {max_actions} actions")


def _players(rules: Rules, levels: Sequence[str], seed: int, think_ms: float
             ) -> dict[int, Bot]:
    """A bot of the named level for every seat (none when `levels` is empty)."""
    if not levels:
        return {}
    info = rules.info
    kinds = {seat: level_kind(info, levels[seat % len(levels)])
             for seat in range(len(rules.seats))}
    players = make_players(info.load_bots(), kinds, seed)
    set_thinking_time(players, think_ms)
    return players


def conformance(rules_cls: type[Rules], seat_counts: Sequence[int] = (2,), games: int = 50,
                *, content: Any = None, leaks: Leaks | None = None, wild: Wild | None = None,
                sample_every: int = 25, roundtrip_games: int = 5, max_actions: int = 20000,
                options: dict[str, Any] | None = None, levels: Sequence[str] = (),
                first_seed: int = 0) -> ConformanceReport:
    """Run the checks; raise AssertionError naming the first problem found."""
    report = ConformanceReport()
    for seats in seat_counts:
        for seed in range(first_seed, first_seed + games):
            _one_game(rules_cls, seed, seats, report, content=content, leaks=leaks, wild=wild,
                      sample_every=sample_every, max_actions=max_actions, options=options,
                      roundtrip=seed - first_seed < roundtrip_games, levels=levels)
    return report


def _one_game(rules_cls: type[Rules], seed: int, seats: int, report: ConformanceReport, *,
              content: Any, leaks: Leaks | None, wild: Wild | None, sample_every: int,
              max_actions: int, options: dict[str, Any] | None, roundtrip: bool,
              levels: Sequence[str] = ()) -> None:
    step = 0
    wild_rng = random.Random(f"wild:{seed}")

    def on_step(rules: Rules, action: Action, events: list[Event]) -> None:
        nonlocal step
        step += 1
        report.actions += 1
        if leaks is not None:
            for viewer in range(seats):
                text = json.dumps(rules.view(viewer), default=str) + _events_json(events, viewer)
                found = leaks(rules, viewer, text)
                assert not found, f"seed {seed} step {step}: seat {viewer} sees {found}"
                report.secrecy_checks += 1
            public = json.dumps(rules.view(None), default=str)
            public += _events_json([e for e in events if e.visible_to is None], 0)
            found = leaks(rules, None, public)
            assert not found, f"seed {seed} step {step}: the table view shows {found}"
        if step % sample_every == 0 and not rules.is_over():
            _check_moment(rules, seed, step, report, wild, wild_rng)

    rules = play_random(rules_cls, seed, seats, content=content, max_actions=max_actions,
                        options=options, on_step=on_step, levels=levels)
    assert rules.result() is not None, f"seed {seed}: over but no result"
    report.games += 1
    if roundtrip:
        _check_roundtrip(rules_cls, rules, seed, content)
        report.roundtrips += 1


def _check_moment(rules: Rules, seed: int, step: int, report: ConformanceReport,
                  wild: Wild | None, rng: random.Random) -> None:
    for seat in sorted(rules.to_act()):
        legal = rules.legal_actions(seat)
        for action in rng.sample(legal, min(len(legal), 12)):
            trial = clone(rules)
            try:
                trial.apply(action)
            except IllegalAction as exc:
                raise AssertionError(f"seed {seed} step {step}: legal action {action} was "
                                     f"refused: {exc.message()}") from None
            report.legal_checked += 1
        if wild is None:
            continue
        legal_set = set(legal)
        for action in wild(rules, seat, rng):
            if action in legal_set:
                continue
            trial = clone(rules)
            try:
                trial.apply(action)
            except IllegalAction as exc:
                assert exc.reason.strip(), f"seed {seed}: {action} refused without a reason"
                report.wild_rejected += 1
            else:
                raise AssertionError(f"seed {seed} step {step}: {action} is not in "
                                     "legal_actions but was accepted")
    for seat in set(range(len(rules.seats))) - rules.to_act():
        legal = rules.legal_actions(seat)
        assert not legal, f"seed {seed}: seat {seat} may not act but has legal actions"


def _check_roundtrip(rules_cls: type[Rules], rules: Rules, seed: int, content: Any) -> None:
    raw = json.loads(json.dumps(snapshot(rules, "test").to_dict()))
    again = replay(parse_save(raw), rules_cls, content)
    assert again.state == rules.state, f"seed {seed}: the replayed state differs"
    for seat in [None, *range(len(rules.seats))]:
        assert again.view(seat) == rules.view(seat), f"seed {seed}: view({seat}) differs"
