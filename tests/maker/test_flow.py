"""Whole matches: conformance (ends, legal/illegal, saves), per-seat undo, the table view."""
from __future__ import annotations

import json
import random

import pytest

from game.core.errors import IllegalAction
from game.core.save import parse_save, replay, snapshot
from game.games.maker.actions import (Build, CastSpell, ChooseEntrance, ChooseSpell, Collect,
                                      DeclareBuild, PlaceStairs, RollHero, RollLoot, Walk)
from game.games.maker.rules import MakerRules
from tests.conformance import conformance, play_random, soak_games
from tests.maker.helpers import new


ITEMS = ["path", "bridge", "acid", "spikes", "pit", "gate", "slime", "golem", "nothing"]


def wild(rules: MakerRules, seat: int, rng: random.Random):
    """Actions picked blindly: most are illegal now and must be refused with a reason."""
    x, y = rng.randint(0, 7), rng.randint(0, 7)
    openings = rng.choice(["", "NS", "NE", "NESW", "SN", "X"])
    return [Build(seat, rng.choice(ITEMS), x, y, openings), Collect(seat, x, y),
            Collect(seat, x, y, "jinx"), PlaceStairs(seat, x, y),
            ChooseEntrance(seat, x, y, openings),
            CastSpell(seat, rng.choice(["mend", "curse", "jinx", "fireball", "x"]),
                      rng.choice(["", "str", "luck"])),
            RollHero(seat), Walk(seat), DeclareBuild(seat)]


@pytest.mark.parametrize("seats", [1, 4, 8])
def test_conformance_seeded_games_end_refuse_wild_moves_and_round_trip(seats):
    games = soak_games(max(1, 24 // seats))  # quick: 24, 6 and 3 games at 1, 4, 8 seats
    report = conformance(MakerRules, seat_counts=[seats], games=games, wild=wild,
                         roundtrip_games=2, sample_every=30 * seats)
    assert report.games == games and report.roundtrips == min(2, games)
    assert report.wild_rejected > 0 and report.legal_checked > 0


def test_a_99_seat_game_ends_and_round_trips():
    rules = play_random(MakerRules, 7, 99)
    assert rules.is_over() and len(rules.result().seats) == 99
    again = replay(parse_save(json.loads(json.dumps(snapshot(rules, "t").to_dict()))),
                   MakerRules)
    assert again.state == rules.state


def test_rule_28_nothing_is_secret_every_seat_sees_the_table_view():
    rules = new(3, seed=3)
    rng = random.Random(2)
    for _ in range(80):
        seat = min(rules.to_act())
        rules.apply(rng.choice(rules.legal_actions(seat)))
    views = [rules.view(s) for s in (None, 0, 1, 2)]
    for v in views:
        v.pop("seat")
    assert all(v == views[0] for v in views)
    assert all(e.visible_to is None for e in rules.apply(rules.legal_actions(
        min(rules.to_act()))[0]))


def gem_cells(rules: MakerRules, seat: int) -> list[tuple[int, int]]:
    tiles = rules.state.players[seat].tiles
    return [(i % 6 + 1, i // 6 + 1) for i, t in enumerate(tiles) if t.loot == "gem"]


def ready(seats: int, seed: int = 21) -> MakerRules:
    """A match with real dice (so its save replays), set up and in round 1."""
    rules = new(seats, seed=seed)
    for seat in range(seats):
        rules.apply(RollLoot(seat))
        rules.apply(ChooseEntrance(seat, 1, 1, "EW"))
        rules.apply(ChooseSpell(seat, "curse"))
    return rules


def replays(rules: MakerRules) -> bool:
    data = json.loads(json.dumps(snapshot(rules, "t").to_dict()))
    return replay(parse_save(data), MakerRules).state == rules.state


def test_undo_takes_back_the_seats_own_last_action_until_the_next_seat_acts():
    """Rounds go in seat order (maker §4.2): a seat undoes its own move while nobody acted
    after it, so the save still replays."""
    rules = ready(3)
    gem0, gem1 = gem_cells(rules, 0)[0], gem_cells(rules, 1)[0]
    rules.apply(Collect(0, *gem0))
    assert rules.can_undo(0) and not rules.can_undo(1)
    rules.undo(0)
    p0 = rules.state.players[0]
    assert p0.coin == 20 and gem0 in gem_cells(rules, 0) and p0.status == "choose"
    assert replays(rules)
    rules.apply(Collect(0, *gem0))
    rules.apply(Collect(1, *gem1))
    assert rules.can_undo(1) and not rules.can_undo(0)
    rules.apply(DeclareBuild(2))
    assert not rules.can_undo(0) and not rules.can_undo(1) and replays(rules)


def test_solo_a_build_that_ends_the_round_can_be_undone_until_the_next_roll():
    """Issue 16 §2: in solo every build ends the round; it is taken back until the next
    action (the next roll)."""
    rules = ready(1)
    rules.apply(DeclareBuild(0))
    build = next(a for a in rules.legal_actions(0) if isinstance(a, Build))
    rules.apply(build)
    assert rules.state.round == 2 and rules.can_undo(0)
    rules.undo(0)
    p0 = rules.state.players[0]
    assert rules.state.round == 1 and p0.status == "build" and p0.coin == 20
    assert not rules.can_undo(0) and replays(rules)
    rules.apply(build)
    rules.apply(DeclareBuild(0))
    assert not rules.can_undo(0)


def test_the_last_build_of_a_shared_round_can_be_undone_until_someone_acts():
    rules = ready(2)
    rules.apply(DeclareBuild(0))
    rules.apply(DeclareBuild(1))
    rules.apply(next(a for a in rules.legal_actions(0) if isinstance(a, Build)))
    last = next(a for a in rules.legal_actions(1) if isinstance(a, Build))
    rules.apply(last)
    assert rules.state.round == 2 and rules.can_undo(1) and not rules.can_undo(0)
    rules.undo(1)
    assert rules.state.round == 1 and rules.to_act() == {1} and replays(rules)
    rules.apply(last)
    rules.apply(DeclareBuild(0))
    assert not rules.can_undo(1)


def test_undo_of_a_build_restores_coin_tile_and_pips_and_the_save_still_replays():
    rules = ready(2)
    rules.apply(DeclareBuild(0))
    rules.apply(DeclareBuild(1))
    p0 = rules.state.players[0]
    build = next(a for a in rules.legal_actions(0) if isinstance(a, Build))
    rules.apply(build)
    assert rules.can_undo(0) and not rules.can_undo(1)
    rules.undo(0)
    p0 = rules.state.players[0]
    assert p0.coin == 20 and sum(p0.pips.values()) == 0 and p0.status == "build"
    assert all(not t.kind or t.kind == "entrance" for t in p0.tiles)
    assert not any(t.trap for t in p0.tiles)
    with pytest.raises(IllegalAction):
        rules.undo(0)
    assert replays(rules)


def test_every_event_of_a_game_describes_itself_without_saying_you():
    rules = new(2, seed=11)
    rng = random.Random(4)
    lines = []
    while not rules.is_over():
        seat = min(rules.to_act())
        for event in rules.apply(rng.choice(rules.legal_actions(seat))):
            text = event.describe(rules.names())
            if text:
                lines.append(text)
    assert lines and not [t for t in lines if " you" in f" {t.lower()}"]
    assert json.dumps(rules.view(None))
