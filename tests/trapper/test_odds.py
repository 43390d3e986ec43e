"""The chance of getting past a trap (trapper §4.5), from the rules' own numbers: what the
raid shows when a player hovers a revealed trap (issue 16 §8)."""
from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from game.games.trapper.odds import odds_text, percent, survival
from game.games.trapper.raid import KILL_RULES
from tests.trapper.helpers import new_rules

CONTENT = new_rules().content
TRAP = CONTENT.trap


@pytest.mark.parametrize("fortitude,alive", [(1, 0), (5, 4), (12, 11)])
def test_spikes_survive_only_below_fortitude(fortitude, alive):
    """§4.5 Spikes: d12 ≥ F kills, so F − 1 faces of 12 survive (rule check 17: F 5)."""
    assert survival(TRAP("spikes"), fortitude, 12) == Fraction(alive, 12)
    # blown on by a Fan: +1 on the die, one face fewer survives
    assert survival(TRAP("spikes"), fortitude, 12, bonus=1) == Fraction(max(0, alive - 1), 12)


@pytest.mark.parametrize("fortitude,alive", [(6, 4), (7, 8)])
def test_crushing_walls_switch_at_fortitude_7(fortitude, alive):
    """§4.5 Crushing: F ≤ 6 dies on 5+, F ≥ 7 on 9+ (rule check 19)."""
    assert survival(TRAP("crusher"), fortitude, 12) == Fraction(alive, 12)


def test_shark_pit_counts_both_dice():
    """§4.5 Shark Pit: 2d12 ≥ F kills; at F 12 the sums 2..11 survive: 55 of 144."""
    assert survival(TRAP("shark"), 12, 12) == Fraction(55, 144)
    assert survival(TRAP("shark"), 2, 12) == 0


def test_wall_darts_are_the_binomial_of_one_dart_and_agree_with_the_kill_rule():
    """§4.5 Darts: each d12 ≥ F hits, 3 hits kill. At F 12 one die in 12 hits. The binomial
    agrees with counting every face through the rules' own darts resolution (a 3-die trap
    that kills on 2 hits keeps the count small)."""
    darts = TRAP("darts")
    p = Fraction(1, 12)
    expected = sum(Fraction(c) * p ** h * (1 - p) ** (5 - h)
                   for h, c in ((0, 1), (1, 5), (2, 10)))
    assert survival(darts, 12, 12) == expected
    small = darts.model_copy(update={"dice": 3, "kill_hits": 2})
    for fortitude in (1, 5, 9, 12):
        for bonus in (0, 1):
            alive = sum(1 for v in product(range(1, 13), repeat=3)
                        if not KILL_RULES["darts"](small, v, bonus, fortitude)[0])
            assert survival(small, fortitude, 12, bonus) == Fraction(alive, 12 ** 3)


def test_utility_and_disabled_traps_never_kill():
    """§4.5: utility traps never kill; §4.4: a disabled trap does nothing."""
    assert survival(TRAP("skeleton"), 1, 12) == 1 and survival(TRAP("fan"), 3, 12) == 1
    assert survival(TRAP("shark"), 12, 12, active=False) == 1


def test_the_hover_sentence():
    assert percent(Fraction(0)) == "0%" and percent(Fraction(1, 1000)) == "under 1%"
    assert percent(Fraction(999, 1000)) == "over 99%" and percent(Fraction(1, 2)) == "50%"
    text = odds_text(TRAP("spikes"), 5, 12)
    assert text == ("Floor Spikes: 33% chance to get past at fortitude 5 (25% if a Fan blows "
                    "the adventurer onto it) (trapper §4.5).")
    assert "does nothing" in odds_text(TRAP("spikes"), 5, 12, active=False)
    assert "never kills" in odds_text(TRAP("fan"), 5, 12)
