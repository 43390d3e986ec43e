"""The shared conformance helper on DungeonLab (random legal actions; 1,000 games per seat
count behind DUNGEON_TABLE_SOAK), and secrecy by non-interference."""
from __future__ import annotations

import copy
import json
import random

from game.games.lab.actions import (Answer, Climb, Land, Move, Shoot, Sketch, Strike,
                                    Trade)
from game.games.lab.rules import LabRules
from tests.conformance import conformance, soak_games
from tests.lab.secrets import lab_leaks


def wild(rules, seat, rng: random.Random):
    """Actions of every kind with wild values (most illegal now)."""
    yield Land(seat, rng.randint(-2, 14), rng.randint(-2, 14), rng.randint(0, 5))
    yield Move(seat, rng.choice(["X", "up", ""]))
    yield Climb(seat, rng.choice([-2, 0, 2, 7]))
    yield Shoot(seat, rng.choice(["bullets", "arrows"]), rng.choice([0, -3, 10**6]), "N")
    yield Trade(seat, rng.choice(["bullets", "dragon", "skin:lion"]), rng.choice([0, 10**6]))
    yield Strike(seat, rng.choice([-1, seat, 99]))
    yield Answer(seat, True)
    yield Sketch(seat, rng.choice(["paint", "stamp", "merge"]), (rng.randint(-9, 9),))


def test_conformance_random_games_end_round_trip_and_keep_secrets():
    games = soak_games(2)
    for seats in (1, 2, 3):
        report = conformance(LabRules, seat_counts=[seats], games=games, leaks=lab_leaks,
                             wild=wild, options={"size": 5, "levels": 2},
                             roundtrip_games=1, sample_every=60)
        assert report.games == games and report.secrecy_checks > 0


def test_the_leak_check_notices_a_leak():
    from game.core.protocol import Seat
    rules = LabRules.new_game(1, [Seat("A"), Seat("B")], {"size": 5, "levels": 1})
    own = json.dumps(rules.view(rules.state.active))
    other = 1 - rules.state.active
    assert lab_leaks(rules, rules.state.active, own) == []
    assert lab_leaks(rules, other, own) != []


def test_views_ignore_other_seats_secrets():
    """Non-interference: changing another seat's position, inventory, damage and notebook
    never changes what this seat sees (lab §6)."""
    from game.core.protocol import Seat
    rules = LabRules.new_game(4, [Seat("A"), Seat("B")], {"size": 7, "levels": 2})
    a = rules.state.active
    b = 1 - a
    rules.apply(next(x for x in rules.legal_actions(a) if isinstance(x, Land)))
    rules.apply(next(x for x in rules.legal_actions(b) if isinstance(x, Land)))
    before = json.dumps(rules.view(b), sort_keys=True)
    twin = copy.deepcopy(rules)
    p = twin.state.players[a]
    p.pos = (1, 1, 2)
    p.money, p.damage["bites"], p.exote = 999, 4, True
    p.ammo["bullets"] = 7
    twin.state.notebooks[a].append(("stamp", 1, -1, 3, 3, "lion"))
    assert json.dumps(twin.view(b), sort_keys=True) == before
