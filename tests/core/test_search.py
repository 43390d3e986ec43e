"""The generic look-ahead (core.search) on the toy dice race: it finds the winning move,
reads nothing the seat may not see, stops at its budget, and plays in `main.py sim`."""
from __future__ import annotations

import copy
import random

from game.core.search import PairedSearch, Search, SearchBot
from game.core.sim import run_sim
from tests.core.toy import ToyRules, determinize


def _match(seed: int = 3) -> ToyRules:
    from game.core.protocol import Seat
    return ToyRules.new_game(seed, [Seat("Ann", bot="search"), Seat("Bob", bot="search")],
                             undo=False)


def test_the_search_steps_before_rolling_when_the_rival_is_about_to_win():
    """Bob wins on his next turn, so Ann must reach 10 now: two steps and a roll of 4+
    (one in two) beat a roll now (one in six) and passing (none)."""
    rules = _match()
    rules.state.scores = [4, 9]
    bot = SearchBot(0, random.Random(1), Search(determinize, iterations=300,
                                                think_ms=60_000))
    action = bot.choose(rules.view(0), rules.legal_actions(0))
    assert type(action).__name__ == "Step"
    assert bot.last is not None and bot.last.iterations == 300
    assert max(bot.last.visits.values()) == bot.last.visits[action]


def test_the_search_reads_only_what_its_seat_may_see():
    """Two matches that differ only in Bob's secret and in the dice to come give Ann's
    search the same inputs, so the same choice and visit counts for the same seed."""
    one = _match(3)
    one.state.scores = [4, 6]
    two = copy.deepcopy(one)
    two.state.secrets[1] = 100 - one.state.secrets[1]
    two.dice.reseed("other future rolls")
    assert one.view(0) == two.view(0) and one.state != two.state
    reports = []
    for rules in (one, two):
        bot = SearchBot(0, random.Random(7), Search(determinize, iterations=200,
                                                    think_ms=60_000))
        bot.choose(rules.view(0), rules.legal_actions(0))
        reports.append(bot.last)
    assert reports[0].action == reports[1].action
    assert reports[0].visits == reports[1].visits


def test_the_search_stops_at_its_time_budget():
    rules = _match()
    search = Search(determinize, iterations=10**9, think_ms=30)
    report = search.choose(rules.view(0), rules.legal_actions(0), 0, random.Random(2))
    assert 1 <= report.iterations < 10**9


def test_sim_takes_level_names_and_a_thinking_time():
    report = run_sim(ToyRules.info, 4, seed=5, seats=2, bots=["hard", "easy"], think_ms=5)
    assert report["errors"] == 0 and report["levels"] == ["Hard", "Easy"]
    assert report["bots"] == ["search", "random"]


def test_a_search_told_its_choices_are_the_same_never_asks_the_sample_at_the_root():
    """`same_choices`: the toy's secrets never change what Ann may do now, so the root's
    moves are her real legal moves: the same visits and choice as asking each sample,
    without the root's `legal_actions` call per iteration."""
    rules = _match()
    rules.state.scores = [4, 9]
    asked: list[int] = []

    def counting(view, seat, rng):
        sample = determinize(view, seat, rng)
        real = sample.legal_actions
        sample.legal_actions = lambda s: (asked.append(s), real(s))[1]  # type: ignore
        return sample
    reports = []
    for same in (False, True):
        asked.clear()
        search = Search(counting, iterations=200, think_ms=60_000, same_choices=same)
        reports.append((search.choose(rules.view(0), rules.legal_actions(0), 0,
                                      random.Random(4)), asked.count(0)))
    (plain, asked_plain), (given, asked_given) = reports
    assert plain.action == given.action and plain.visits == given.visits
    assert asked_given < asked_plain - 150   # the root no longer asks, once per iteration


def test_the_paired_search_weighs_every_candidate_on_the_same_samples():
    """PairedSearch finds the step before the rival's winning turn, draws one sample per
    iteration for all the candidates (the same luck after each), and reads only the view:
    a match differing only in Bob's secret and the dice to come gives the same means."""
    rules = _match()
    rules.state.scores = [4, 9]
    drawn: list[int] = []

    def counting(view, seat, rng):
        drawn.append(seat)
        return determinize(view, seat, rng)
    other = copy.deepcopy(rules)
    other.state.secrets[1] = 100 - rules.state.secrets[1]
    other.dice.reseed("other future rolls")
    reports = []
    for match in (rules, other):
        drawn.clear()
        search = PairedSearch(counting, iterations=300, think_ms=60_000)
        legal = match.legal_actions(0)
        reports.append(search.choose(match.view(0), legal, 0, random.Random(5)))
        assert len(drawn) == 300 and len(legal) == 3
    report = reports[0]
    assert type(report.action).__name__ == "Step"
    assert report.means == reports[1].means and report.action == reports[1].action
    assert report.means[report.action] == max(report.means.values())


def test_a_games_own_play_out_meets_every_candidate_with_the_same_seed():
    """PairedSearch with a game's `play_out`: each sample's seed reaches every candidate;
    out of time, one whole sample is still played (every candidate the same samples)."""
    rules = _match()
    legal = rules.legal_actions(0)
    seen: list[tuple[str, int]] = []

    def play_out(sample, action, seed):
        seen.append((type(action).__name__, seed))
        return 1.0 if type(action).__name__ == "Roll" else 0.5
    search = PairedSearch(lambda view, seat, rng: view, iterations=4, think_ms=60_000,
                          play_out=play_out)
    report = search.choose(rules.view(0), legal, 0, random.Random(9))
    assert report.iterations == 4 and type(report.action).__name__ == "Roll"
    seeds = [seed for _name, seed in seen]
    assert len(seen) == 4 * len(legal)
    assert all(len(set(seeds[i:i + len(legal)])) == 1 for i in range(0, len(seeds), len(legal)))
    seen.clear()
    late = PairedSearch(lambda view, seat, rng: view, iterations=4, think_ms=0,
                        play_out=play_out).choose(rules.view(0), legal, 0, random.Random(9))
    assert late.iterations == 1 and len(seen) == len(legal)
