"""The look-ahead copy (`copy.deepcopy(rules)`): equal to the match, independent of it,
and playing on exactly as it would."""
from __future__ import annotations

import copy
import enum
from dataclasses import dataclass, field

import pytest

from game.catalog import game_info
from game.core.bots import make_players
from game.core.clone import clone
from game.core.dice import Dice
from game.core.protocol import Seat
from game.core.sim import digest, play_out

GAMES = [("doodle", 3), ("maker", 2), ("trapper", 2), ("lab", 2), ("rial", 3)]


def _midgame(key: str, seats: int, steps: int = 40):
    info = game_info(key)
    kind = info.bots[0]
    rules = info.load_rules().new_game(
        11, [Seat(f"{kind}-{i + 1}", bot=kind) for i in range(seats)], {}, undo=False)
    play_out(rules, info.load_bots(), [kind] * seats, 11, max_actions=steps)
    return info, rules


def _fingerprint(rules, seats: int) -> tuple[str, str, str]:
    return (digest(rules.state), digest([r.to_dict() for r in rules.log]),
            digest([rules.view(None)] + [rules.view(s) for s in range(seats)]))


@pytest.mark.parametrize("key,seats", GAMES)
def test_a_copy_plays_on_exactly_like_the_match_and_leaves_it_alone(key, seats):
    info, rules = _midgame(key, seats)
    before = _fingerprint(rules, seats)
    twin = copy.deepcopy(rules)
    assert _fingerprint(twin, seats) == before
    kind = info.bots[0]
    play_out(twin, info.load_bots(), [kind] * seats, 99)
    assert _fingerprint(rules, seats) == before, "playing the copy changed the match"
    play_out(rules, info.load_bots(), [kind] * seats, 99)
    assert _fingerprint(rules, seats) == _fingerprint(twin, seats)


class Colour(enum.Enum):
    RED = 1


@dataclass
class Box:
    items: list[int] = field(default_factory=list)
    colour: Colour = Colour.RED


@dataclass(frozen=True)
class Spot:
    cells: tuple[int, ...]
    tags: frozenset[str] = frozenset()


class Hooked:
    def __init__(self) -> None:
        self.copies = 0

    def __deepcopy__(self, memo):
        twin = Hooked()
        twin.copies = self.copies + 1
        return twin


def test_clone_gives_what_deepcopy_gives_sharing_included():
    shared = [1, 2]
    box = Box(shared)
    value = {"a": [box, box, Spot((1, 2), frozenset({"x"}))], "b": {3, 4}, "c": (shared, 5),
             (1, 2): Colour.RED, "h": Hooked(), "i": [[shared]]}
    twin = clone(value, {})
    expected = copy.deepcopy(value)
    assert digest({k: v for k, v in twin.items() if k != "h"}) == \
        digest({k: v for k, v in expected.items() if k != "h"})
    assert twin["a"][0] is twin["a"][1] and twin["a"][0].items is twin["c"][0]
    assert twin["i"][0][0] is twin["c"][0] and twin["c"][0] is not shared
    assert twin["h"].copies == 1 and twin[(1, 2)] is Colour.RED
    twin["a"][0].items.append(9)
    assert shared == [1, 2] and twin["c"][0] == [1, 2, 9]


def test_a_copied_dice_draws_what_the_original_draws_and_a_reseeded_one_does_not():
    dice = Dice(5)
    dice.roll(6)
    twin = copy.deepcopy(dice)
    again = copy.deepcopy(twin)
    ahead = [dice.roll(6) for _ in range(20)]
    assert [twin.roll(6) for _ in range(20)] == ahead
    assert [again.below(6) + 1 for _ in range(20)] == ahead
    other = copy.deepcopy(dice)
    other.reseed("elsewhere")
    assert [other.roll(6) for _ in range(20)] != [dice.roll(6) for _ in range(20)]
