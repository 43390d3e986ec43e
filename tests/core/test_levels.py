"""Every computer level of every game plays seeded games to the end through the conformance
helper (issue 23 §4): legal moves only, the save round-trips, and the game ends. A level a
game gains (Hard) is covered as soon as the game lists it."""
from __future__ import annotations

import pytest

from game.catalog import all_games
from game.core.bots import LEVELS
from tests.conformance import conformance

FIRST_SEED = 424_200
"""Seeds apart from the other tests' and the sims' usual ones."""


def _cases() -> list[tuple[str, str]]:
    cases = []
    for info in all_games():
        if not info.playable or not info.computer_seats:
            continue
        offered = {info.bot_label(kind).lower() for kind in info.bots}
        cases += [(info.key, level) for level in LEVELS if level in offered]
    return cases


@pytest.mark.parametrize("game,level", _cases())
def test_each_level_plays_seeded_games_to_the_end(game: str, level: str) -> None:
    info = next(i for i in all_games() if i.key == game)
    seats = max(2, info.seats[0])
    report = conformance(info.load_rules(), seat_counts=[seats], games=1, levels=(level,),
                         roundtrip_games=1, first_seed=FIRST_SEED, sample_every=40)
    assert report.games == 1 and report.roundtrips == 1 and report.actions > 0


@pytest.mark.parametrize("game", sorted({g for g, _ in _cases()}))
def test_the_levels_play_each_other(game: str) -> None:
    """One table with every level the game offers, one seat each (or as many as fit)."""
    info = next(i for i in all_games() if i.key == game)
    levels = tuple(level for g, level in _cases() if g == game)
    seats = min(info.seats[1], max(info.seats[0], len(levels)))
    report = conformance(info.load_rules(), seat_counts=[seats], games=1, levels=levels,
                         roundtrip_games=1, first_seed=FIRST_SEED + 1, sample_every=40)
    assert report.games == 1
