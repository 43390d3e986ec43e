"""The conformance helper on Doodle Dungeon: seeded random games for 2, 3 and 4 seats end,
legal actions apply, wild ones are refused with a reason, saves round-trip, secrets hold.
DUNGEON_TABLE_SOAK=1000 runs the full soak (the default keeps the suite quick)."""
from __future__ import annotations

import random
from typing import Iterable

import pytest

from game.core.actions import Action
from game.games.doodle.actions import (BuildWall, FinishPath, HideTreasure, PassCard, PathStep,
                                       PickCard, PlacePiece, PlayCard, Reroll, TickBox, TurnCard)
from game.games.doodle.rules import DoodleRules
from tests.conformance import conformance, soak_games
from tests.doodle.helpers import doodle_leaks

GAMES = soak_games(8)


def wild(rules: DoodleRules, seat: int, rng: random.Random) -> Iterable[Action]:
    """Plausible but mostly illegal moves of every kind, for any seat."""
    cell = rng.randrange(80)
    yield PickCard(seat, rng.randint(1, 60))
    yield BuildWall(seat, (cell, (cell + 1) % 80, (cell + 8) % 80))
    yield BuildWall(seat, (0,))
    yield PlacePiece(seat, rng.choice(["goblin", "orc", "dragon", "trap"]), cell)
    yield PlacePiece(seat, "trap", 79)
    yield HideTreasure(seat, cell)
    yield TickBox(seat, rng.choice(["goblin", "hand", "treasure"]), rng.randrange(4))
    yield TurnCard(seat)
    yield PathStep(seat, cell)
    yield FinishPath(seat)
    yield PlayCard(seat, rng.randint(1, 60))
    yield PassCard(seat)
    yield Reroll(seat, rng.randrange(4))


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_conformance(seats):
    report = conformance(DoodleRules, seat_counts=[seats], games=GAMES, leaks=doodle_leaks,
                         wild=wild, roundtrip_games=3, sample_every=150)
    assert report.games == GAMES
    assert report.wild_rejected > 0 and report.legal_checked > 0


def test_the_leak_checker_finds_a_secret():
    """The secrecy check itself must be able to fail (doodle §6)."""
    rules = DoodleRules.new_game(3, [__import__("game.core.protocol", fromlist=["Seat"]).Seat(n)
                                     for n in ("Ann", "Bo")])
    rules.state.sheets[1].treasures.append(5)
    import json
    text = json.dumps(rules.view(1))
    assert doodle_leaks(rules, 0, text) == ["seat 1's hand", "seat 1's treasure notes"]
    assert doodle_leaks(rules, 1, text) == []
    assert doodle_leaks(rules, None, json.dumps({"deck": [1, 2]})) == ["the draft deck order"]


def test_conformance_with_both_options_on():
    report = conformance(DoodleRules, seat_counts=[3], games=3, leaks=doodle_leaks, wild=wild,
                         roundtrip_games=1, sample_every=150,
                         options={"auto_pass": True, "damage_points": True})
    assert report.games == 3
