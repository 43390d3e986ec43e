"""The shared conformance helper on Rial: random games end, legal actions apply, wild ones
are refused with a reason, saves round-trip, no view or event shows a face-down card."""
from __future__ import annotations

import json
import random

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.save import parse_save, replay, snapshot
from game.core.session import Session
from game.games.rial import actions as A
from game.games.rial.rules import RialRules
from tests.conformance import conformance, soak_games
from tests.rial.helpers import match, put, sq
from tests.rial.secrets import rial_leaks

OPTIONS = {"end": "rounds", "round_limit": 10}


def wild(rules, seat, rng: random.Random):
    square = lambda: rng.randint(-5, 150)  # noqa: E731
    yield A.Move(seat, tuple(square() for _ in range(rng.randint(0, 5))))
    yield A.Meet(seat, rng.choice(["luck", "key", "strength", "dexterity", "fly"]))
    yield A.Raise(seat, rng.choice(["health", "charm"]))
    yield A.UseItem(seat, rng.choice(["map", "speed", "healing", "sword", "key"]))
    yield A.Peek(seat, square())
    yield A.Propose(seat, rng.randint(0, 4), ("key",), ("3",))
    yield A.Answer(seat, True)
    yield A.EndCycle(seat)
    yield A.MissTurn(seat)
    yield A.Jump(seat)
    yield A.Leave(seat)
    yield A.ClearStuck(seat, square())
    yield A.Roll(seat)
    yield A.MoveOn(seat)
    yield A.LeaveChest(seat)
    yield A.SetCapabilities(seat, (3, 3, 3, 3, 3, 3, 3))


def test_conformance_every_seat_count():
    games = soak_games(3)
    for seats in (1, 2, 3, 4):
        report = conformance(RialRules, seat_counts=[seats], games=games, leaks=rial_leaks,
                             wild=wild, options=OPTIONS, roundtrip_games=2, sample_every=10)
        assert report.games == games and report.wild_rejected > 0


def test_coop_conformance():
    conformance(RialRules, seat_counts=[3], games=soak_games(2), leaks=rial_leaks, wild=wild,
                options={**OPTIONS, "mode": "coop", "board": "twin-halls"}, roundtrip_games=1)


def test_the_leak_check_notices_a_leak():
    rules = match(2, clear=False)
    view = json.loads(json.dumps(rules.view(0)))
    assert rial_leaks(rules, 0, json.dumps(view)) == []
    first = next(q for q, c in rules.state.cards.items() if not c.up)
    view["cards"][first] = [rules.state.cards[first].kind, 0, ""]
    assert rial_leaks(rules, 0, json.dumps(view)) != []
    assert rial_leaks(rules, 0, json.dumps({"chance_pile": []})) != []


def test_bot_games_end_and_round_trip_mid_game():
    info = game_info("rial")
    for seed in range(3):
        seats = [Seat("A", "explorer"), Seat("B", "random"), Seat("C", "explorer")]
        session = Session.start(info, seats, seed)
        middle = None
        while not session.rules.is_over():
            session.step_bot(session.next_bot())
            if middle is None and session.rules.state.round == 5:
                middle = json.loads(json.dumps(session.save_data().to_dict()))
        assert session.rules.result() is not None
        again = replay(parse_save(middle), RialRules)
        assert again.state.round == 5
        data = json.loads(json.dumps(snapshot(session.rules, "t").to_dict()))
        assert replay(parse_save(data), RialRules).state == session.rules.state


def test_the_log_never_names_a_face_down_card():
    rules = match(2, clear=False)
    hidden = put(rules, "C3", "chest", 6)
    for line in [e.describe(rules.names()) for e in rules.apply(A.Roll(0))]:
        assert line is None or "C3" not in line
    assert rules.view(None)["cards"][hidden] == "?"
    assert sq(rules, "C3") == hidden
