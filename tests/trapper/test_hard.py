"""Trapper's Hard computer (issue 23): it reads only its view (no peeking under the fog), it
looks ahead where its raid has a choice, and it plays the rules' moves."""
from __future__ import annotations

import copy
import random

from game.games.trapper.actions import Step
from game.games.trapper.bot_search import determinize, ranked_targets
from game.games.trapper.bots import HardBot
from game.games.trapper.state import Trap
from tests.trapper.helpers import FILLER, match, raid

DOORS = FILLER.replace(".........\n@.k.k....", "k........\n@k.......")
"""Two Spooky Skeletons fogged beside the Entrance, (1,5) and (2,6): a raid's first step
has two fogged doors to choose from, so the search runs."""


def searching_bot() -> HardBot:
    bot = HardBot(0, random.Random(11))
    bot.think_ms = 1e9             # a fixed number of iterations, however fast the machine
    bot.search.iterations = 60
    return bot


def test_two_matches_that_differ_only_under_the_fog_get_the_same_choice():
    rules = match(FILLER, DOORS)
    raid(rules, (6, 6))
    other = copy.deepcopy(rules)
    theirs = other.state.dungeons[1]
    shark = next(c for c, t in theirs.traps.items() if t.kind == "shark" and not t.revealed)
    theirs.traps[theirs.heirloom] = Trap("spikes")           # the heirloom moves under
    theirs.heirloom = shark                                  # another fog, and every
    del theirs.traps[shark]                                  # fogged trap changes kind
    for trap in theirs.traps.values():
        if not trap.revealed:
            trap.kind, trap.facing = "fan", "S"
    other.board_views.reset()
    seen = rules.view(0), other.view(0)
    assert seen[0] == seen[1], "the seat sees the same in both"
    assert rules.state.dungeons[1] != other.state.dungeons[1]
    choices = []
    for r, view in zip((rules, other), seen):
        bot = searching_bot()
        choices.append(bot.choose(view, r.legal_actions(0)))
        assert bot.last is not None and bot.last.iterations == 60, "the search ran"
        assert set(bot.last.visits) == {Step(0, "N"), Step(0, "E")}
    assert choices[0] == choices[1]


def test_a_sample_keeps_what_the_seat_has_seen_and_fills_the_fog():
    rules = match(FILLER, DOORS)
    raid(rules, (6, 6))
    view = rules.view(0)
    for seed in range(20):
        sample = determinize(view, 0, random.Random(seed))
        assert sample.view(0) == view
        theirs = sample.state.dungeons[1]
        assert theirs.heirloom in {tuple(c) for c in view["dungeons"][1]["fog"]}
        skeletons = sum(t.kind == "skeleton" and t.active for t in theirs.traps.values())
        assert skeletons <= 3
        for cell, trap in theirs.traps.items():
            row = view["chart"][trap.kind]
            assert row["needs"] != "wall_beside" or any(
                (cell[0] + dc, cell[1] + dr) in theirs.walls
                for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1))), (cell, trap)


def test_hard_weighs_the_doors_by_the_heirloom_they_may_hide():
    rules = match(FILLER, DOORS)
    raid(rules, (6, 6))
    from game.content.registry import shared_registry
    ranked = ranked_targets(rules.view(0), shared_registry().get("trapper"))
    assert {cell for _, cell, _ in ranked} == {(1, 5), (2, 6)}, "only the doors are safe"
