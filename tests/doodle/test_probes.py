"""Doodle's probe players: the strategies people beat computers with, seated by the sims.
Each plays whole games, reads only its seat's view, and plays its plan (the corridor
builder's sheet forces trap stops; the raider's path seeks out monsters); Hard never
knows them."""
from __future__ import annotations

import inspect
import random
from pathlib import Path

import pytest

from game.core.bots import bot_rng
from game.core.sim import run_sim
from game.games.doodle import INFO
from game.games.doodle.forcing import forcing
from game.games.doodle.probes import PROBES, CorridorBuilder, Raider
from game.games.doodle.state import Phase
from tests.doodle.helpers import at, new_game
from tests.doodle.test_bot_hard_habits import drawn_by
from tests.doodle.test_bots import play_blind_to_secrets


def test_the_sims_list_three_probes_each_naming_its_strategy_in_one_line():
    probes = INFO.load_probes()
    assert set(probes) == {"corridor", "raider", "saver"}
    for factory in probes.values():
        first = inspect.getdoc(factory).splitlines()[0]
        assert len(first) <= 100 and first.endswith(".")


@pytest.mark.parametrize("name", sorted(PROBES))
def test_each_probe_plays_whole_games_against_normal(name):
    report = run_sim(INFO, 2, seed=97000, seats=2, bots=["normal", f"probe:{name}"],
                     swap=True)
    assert report["errors"] == 0 and report["unfinished"] == 0


@pytest.mark.parametrize("name", sorted(PROBES))
def test_a_probe_chooses_the_same_whatever_the_others_secrets(name):
    """doodle §6, rule check §8.26: a probe reads only its seat's view."""
    rules = new_game(2, seed=12, bots=True)
    bots = {0: PROBES[name](0, bot_rng(12, 0)), 1: PROBES[name](1, bot_rng(12, 1))}
    assert play_blind_to_secrets(rules, bots) > 100


def _built(seed):
    """A whole game of two corridor builders; their sheets and Trap levels."""
    rules = new_game(2, seed=seed)
    bots = {s: CorridorBuilder(s, bot_rng(seed, s)) for s in range(2)}
    while rules.state.phase is Phase.BUILD:
        seat = min(rules.to_act())
        rules.apply(bots[seat].choose(rules.view(seat), rules.legal_actions(seat)))
    return rules


@pytest.mark.parametrize("seed", [5, 6])
def test_the_corridor_builder_forces_trap_stops_at_trap_level_4(seed):
    rules = _built(seed)
    for seat, sheet in enumerate(rules.state.sheets):
        view = rules.view(seat)["sheets"][seat]
        assert forcing(rules.geo, sheet.cells).traps >= 2, seat
        assert view["values"]["trap"] == 4
        pair = [sheet.cells[at(rules, c)] for c in ("B1", "A2")]
        assert pair.count("trap") >= 1


POCKETS = """
........
........
........
........
.....#..
.....#d.
.....###
........
........
........
"""


def test_the_raider_sends_the_hero_to_the_likeliest_treasure():
    """A Dragon in a walled pocket off the way (a master hides treasure under the strongest
    monster): the raider's path goes in for it."""
    path = drawn_by(Raider(1, random.Random(1)), POCKETS, {}, ["G6"])
    assert "G6" in path


def test_hard_never_knows_the_probes():
    """A probe tests Hard: no module Hard plays with names or imports them."""
    folder = Path(__file__).resolve().parents[2] / "game" / "games" / "doodle"
    for module in ("bot_search", "bot_hard", "bot_hard_cards", "bot_build", "bot_route",
                   "bot_path", "bot_cards", "bot_normal", "forcing"):
        text = (folder / f"{module}.py").read_text(encoding="utf-8").lower()
        assert "probe" not in text, module
