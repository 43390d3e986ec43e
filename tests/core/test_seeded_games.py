"""Seeded bot games of every game stay exactly as they were.

Each case plays one whole game between the game's default bots (`main.py sim`'s loop) from a
fixed seed and compares two digests with the pinned ones:

- `log`: every action taken and every die it drew, with the setup rolls;
- `state`: the final `rules.state`.

The views are not pinned: their shape changes often and on purpose (what a table shows),
while a game whose log and final state are unchanged was played identically.

The digests come from `game.core.sim.digest`, which sorts dicts and sets by their items'
canonical text and names dataclasses and enums by class, so they depend neither on dict
insertion order nor on Python's hash seed (`PYTHONHASHSEED`).

Speed-ups must keep every case identical. When a change alters play ON PURPOSE (a bot that
chooses differently, a rule fixed) or the shape of the state (a field added), update
the pinned values in a commit whose message says so and why: print the new values with
`python -m tests.core.test_seeded_games` and paste them below. A changed `log` means the
games are played differently; the same `log` with a changed `state` means only what is
kept changed.
"""
from __future__ import annotations

import sys

import pytest

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.sim import digest, play_out

CASES: dict[tuple[str, int, int], tuple[int, str, str]] = {
    ("doodle", 2, 1): (197, "381f6e8854fb0c02", "8bb2106d636333bd"),
    ("doodle", 2, 2): (209, "3343783f3693fa9c", "0edf9d4dd57d1965"),
    ("doodle", 3, 1): (336, "126d6043b16005fb", "ef4baf515d575fb1"),
    ("doodle", 4, 1): (503, "809345d7a1e51a31", "8424dfad4d4831ff"),
    ("doodle", 4, 2): (439, "c6945cbf204d3d1b", "538df131e701dba0"),
    ("maker", 1, 1): (52, "580d19089ea1bb32", "932405f69be20c5b"),
    ("maker", 1, 2): (51, "ee89dc511c6ea3e3", "cc024555a8208b86"),
    ("maker", 2, 1): (107, "73a41cc4cb962448", "3766727b44585e66"),
    ("maker", 4, 1): (212, "377ccab32ad15f40", "c91a29f5d98740eb"),
    ("maker", 4, 2): (205, "57731fe598c3a531", "a502b7719e5e46b9"),
    ("trapper", 2, 1): (247, "19c380e561a4790e", "3ea0f3d8a62ab9ba"),
    ("trapper", 2, 2): (554, "485450fe454459b2", "9b1918c9d43da877"),
    ("trapper", 2, 3): (221, "bfe6b29a547fcd73", "10be163fdd6fe54e"),
    ("lab", 1, 1): (301, "e90e53da1548b122", "e61a0da8ddc44131"),
    ("lab", 1, 2): (301, "693161a4939dce5d", "9957c1eb624e3f81"),
    ("lab", 3, 1): (903, "d520c589181aac4f", "58dd91be2402b251"),
    ("lab", 3, 2): (903, "6cf0de685905f0d4", "0031b0a5b18ddcdc"),
    ("rial", 1, 1): (111, "8d1bd938d4e1f87c", "3b229a8c277a2631"),
    ("rial", 1, 2): (111, "db56c14e3c42a7f0", "93560d75626f1570"),
    ("rial", 2, 1): (220, "c0f25e724743218c", "12574d7a8d61757e"),
    ("rial", 4, 1): (446, "ae0dfe0cb9802e43", "56bd7e4d067a1df9"),
    ("rial", 4, 2): (434, "4cf762bf30b6945c", "85a214d746f808b9"),
    ("rial-classic", 1, 1): (125, "98671087d8c577ff", "149037755fb19b8d"),
    ("rial-classic", 1, 2): (105, "4e9ef62f444a7671", "b95ef097fdfc0601"),
    ("rial-classic", 2, 1): (235, "74f570cd21a453cb", "8fad93ea32941d12"),
    ("rial-classic", 4, 1): (458, "376273eaf25a3b48", "668e7879087594e7"),
    ("rial-classic", 4, 2): (416, "7527aeb06705ce19", "5ea0594eea89403a"),
}
"""(game, seats, seed) -> (actions, log, state) as pinned."""

VARIANTS: dict[str, tuple[str, dict[str, object]]] = {
    "rial-classic": ("rial", {"dungeon": "classic"}),
}
"""A case name -> the game and the options it plays with (the default options otherwise):
Rial's classic dungeon keeps the pins of the games dealt before the lively one."""


def play(game: str, seats: int, seed: int) -> tuple[int, str, str]:
    """Play one seeded game between the default bots; its digests."""
    game, options = VARIANTS.get(game, (game, {}))
    info = game_info(game)
    kind = info.bots[0]
    kinds = [kind] * seats
    rules = info.load_rules().new_game(
        seed, [Seat(f"{kind}-{i + 1}", bot=kind) for i in range(seats)], options, undo=False)
    actions = play_out(rules, info.load_bots(), kinds, seed)
    assert rules.is_over(), f"{game} seed {seed} did not end in {actions} actions"
    return (actions,
            digest([list(rules.setup_rolls), [r.to_dict() for r in rules.log]]),
            digest(rules.state))


PLAN = [("doodle", 2, (1, 2)), ("doodle", 3, (1,)), ("doodle", 4, (1, 2)),
        ("maker", 1, (1, 2)), ("maker", 2, (1,)), ("maker", 4, (1, 2)),
        ("trapper", 2, (1, 2, 3)),
        ("lab", 1, (1, 2)), ("lab", 3, (1, 2)),
        ("rial", 1, (1, 2)), ("rial", 2, (1,)), ("rial", 4, (1, 2)),
        ("rial-classic", 1, (1, 2)), ("rial-classic", 2, (1,)), ("rial-classic", 4, (1, 2))]


@pytest.mark.parametrize("game,seats,seed",
                         [(g, n, s) for g, n, seeds in PLAN for s in seeds])
def test_seeded_game_is_unchanged(game: str, seats: int, seed: int) -> None:
    pinned = CASES.get((game, seats, seed))
    assert pinned is not None, f"no pinned values for {(game, seats, seed)}: see the docstring"
    now = play(game, seats, seed)
    assert now == pinned, (
        f"{game} with {seats} seats, seed {seed} changed: (actions, log, state) = "
        f"{now}, pinned {pinned}; "
        "a speed-up must not change play. See this module's docstring.")


def test_digest_ignores_dict_and_set_order() -> None:
    a = {"x": {3, 1, 2}, 2: [frozenset({"b", "a"})], (1, 2): None}
    b = {(1, 2): None, 2: [frozenset({"a", "b"})], "x": {2, 3, 1}}
    assert digest(a) == digest(b)
    assert digest(a) != digest({**a, "x": {1, 2}})


def main() -> None:
    """Print every case's current values, ready to paste into CASES."""
    for game, seats, seeds in PLAN:
        for seed in seeds:
            case = ", ".join(repr(v).replace("'", '"') for v in play(game, seats, seed))
            print(f'    ("{game}", {seats}, {seed}): ({case}),')
            sys.stdout.flush()


if __name__ == "__main__":
    main()
