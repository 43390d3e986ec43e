"""The shared conformance helper on Trapper: random games end, legal actions apply, wild
ones are refused with a reason, saves round-trip, and no seat sees the other's secrets."""
from __future__ import annotations

import json
import random

from game.core.protocol import Seat
from game.core.save import parse_save, replay, snapshot
from game.core.session import Session
from game.catalog import game_info
from game.games.trapper.actions import (ClearTile, Concede, PaintWalls, PlaceHeirloom,
                                        PlaceTrap, Reactivate, RollAP, StartRaid, Step,
                                        UseLayout)
from game.games.trapper.rules import TrapperRules
from game.games.trapper.state import Phase
from tests.conformance import conformance, soak_games
from tests.trapper.secrets import trapper_leaks


def wild(rules, seat, rng: random.Random):
    """Actions of every kind on random tiles, most of them illegal now. Strokes are one tile
    long: legal_actions lists strokes tile by tile (a longer stroke is their sum)."""
    cell = lambda: (rng.randint(0, 10), rng.randint(0, 7))  # noqa: E731
    kinds = ["skeleton", "fan", "spikes", "darts", "crusher", "shark", "laser"]
    yield PaintWalls(seat, (cell(),), rng.random() < 0.5)
    yield PlaceHeirloom(seat, cell())
    yield PlaceTrap(seat, rng.choice(kinds), cell(), rng.choice([None, "N", "E", "Q"]))
    yield ClearTile(seat, cell())
    yield UseLayout(seat, rng.choice(["nowhere", "random"]))
    yield Reactivate(seat, cell())
    yield Step(seat, rng.choice("NESWX"))
    yield RollAP(seat)
    yield StartRaid(seat)
    yield Concede(seat)


def test_conformance_random_games_with_the_turn_limit():
    games = soak_games(6)
    report = conformance(TrapperRules, seat_counts=[2], games=games, leaks=trapper_leaks,
                         wild=wild, options={"turn_limit": True}, roundtrip_games=3)
    assert report.games == games and report.wild_rejected > 0 and report.secrecy_checks > 0


def test_the_leak_check_notices_a_leak():
    from tests.trapper.helpers import FILLER, match
    rules = match(FILLER, FILLER)
    own = json.dumps(rules.view(1), default=str)
    assert trapper_leaks(rules, 1, own) == []
    assert trapper_leaks(rules, 0, own) != []          # seat 1's full board, seen by 0


def test_bot_games_end_and_round_trip_mid_raid():
    info = game_info("trapper")
    for seed in range(6):
        session = Session.start(info, [Seat("A", "greedy"), Seat("B", "greedy")], seed)
        mid_raid = None
        while not session.rules.is_over():
            session.step_bot(session.next_bot())
            if mid_raid is None and session.rules.state.phase is Phase.RAID and \
                    session.rules.state.adventurer != (1, 6):
                mid_raid = json.loads(json.dumps(session.save_data().to_dict()))
        assert session.rules.result().winners
        if mid_raid:
            again = replay(parse_save(mid_raid), TrapperRules)
            assert again.state.phase is Phase.RAID
            assert again.view(0)["adventurer"] is not None
        data = json.loads(json.dumps(snapshot(session.rules, "t").to_dict()))
        assert replay(parse_save(data), TrapperRules).state == session.rules.state


def test_the_log_never_names_a_hidden_trap_to_the_rival():
    info = game_info("trapper")
    session = Session.start(info, [Seat("A", "greedy"), Seat("B", "greedy")], 4)
    names = [t.name for t in session.rules.content.traps.values()]
    while not session.rules.is_over():
        session.step_bot(session.next_bot())
        if session.rules.state.phase is Phase.ROLL:
            break
    for viewer in (0, 1, None):
        rival_lines = [line for line in session.log_for(viewer)
                       if any(n in line for n in names)]
        assert rival_lines == [line for line in rival_lines
                               if viewer is not None and line.startswith(
                                   session.rules.seat_name(viewer))]
