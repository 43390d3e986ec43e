"""Every sentence a player reads in seeded games of every playable game passes the text
lint (tests/text_lint.py): the log lines of every seat and the table, and the hover reasons
(`Rules.check` of actions next to the legal ones, as the pointer makes them)."""
from __future__ import annotations

import dataclasses
import os
import random
from typing import Any

import pytest

from game.catalog import all_games
from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.protocol import Rules, Seat
from game.core.session import Session
from tests.text_lint import lint_lines, problems

NAMES = ("Ann", "Bea", "Cy", "Dot", "Eve", "Fay")
SEEDS = (1, 2)
SAMPLE_EVERY = 7
"""Hover reasons are gathered at every 7th move."""


def seat_counts(lo: int, hi: int) -> list[int]:
    return sorted({lo, min(max(lo, 2), hi), min(hi, 4)})


PENDING: dict[str, str] = {}
"""Games whose texts still fail, being fixed by their owners now: each entry names the
defects; remove it when the game passes. `DUNGEON_TABLE_LINT_ALL=1 python3 main.py test
tests/ui/test_text_lint.py` checks them too."""

KNOWN: dict[str, str] = {
}
"""Defects the issue-20 lint finds in a game's own files, being fixed by their owners: the
case is an expected failure (strict: it fails once fixed, so the entry goes)."""

CASES = [pytest.param(info.key, seats, marks=[pytest.mark.xfail(
            strict=True, reason=KNOWN[info.key])] if info.key in KNOWN else [])
         for info in all_games() if info.playable
         and (info.key not in PENDING or os.environ.get("DUNGEON_TABLE_LINT_ALL"))
         for seats in seat_counts(*info.seats)]


def _nudged(value: Any, pool: list[Any], rng: random.Random) -> list[Any]:
    """Values next to `value`, the kind a pointer one cell off or a wrong choice makes."""
    if isinstance(value, bool):
        return [not value]
    if isinstance(value, int):
        return [value - 1, value + 1]
    if isinstance(value, tuple) and value and all(isinstance(v, int) for v in value):
        i = rng.randrange(len(value))
        return [value[:i] + (value[i] + d,) + value[i + 1:] for d in (-1, 1)] + [value[:-1]]
    if isinstance(value, tuple) and value:
        return [value[:-1]]         # a stroke or route cut one short
    others = [v for v in pool if v != value]
    return rng.sample(others, min(2, len(others)))


def neighbours(rules: Rules, legal: list[Action], rng: random.Random, limit: int = 24
               ) -> list[Action]:
    """Actions next to the legal ones: one field nudged, or another seat's hand."""
    out: list[Action] = []
    for action in rng.sample(legal, min(len(legal), 8)):
        for f in dataclasses.fields(action):
            pool = [getattr(a, f.name) for a in legal if type(a) is type(action)]
            for value in _nudged(getattr(action, f.name), pool, rng):
                if f.name == "seat" and not (0 <= value < len(rules.seats)):
                    continue
                try:
                    out.append(dataclasses.replace(action, **{f.name: value}))
                except (TypeError, ValueError):
                    continue
    rng.shuffle(out)
    return out[:limit]


def hover_reasons(rules: Rules, rng: random.Random) -> list[str]:
    """The reasons the rules give for actions next to the legal ones, now."""
    reasons = []
    for seat in sorted(rules.to_act()):
        legal = rules.legal_actions(seat)
        legal_set = set(legal)
        for action in neighbours(rules, legal, rng):
            if action in legal_set:
                continue
            try:
                rules.check(action)
            except IllegalAction as exc:
                reasons.append(exc.message())
            except Exception:  # noqa: BLE001 - a crash is the conformance tests' business
                continue
    return reasons


def play(key: str, seats: int, seed: int) -> tuple[Session, list[str]]:
    info = next(i for i in all_games() if i.key == key)
    session = Session.start(info, [Seat(NAMES[i]) for i in range(seats)], seed)
    rng = random.Random(f"lint:{key}:{seats}:{seed}")
    reasons: list[str] = []
    moves = 0

    def sample(s: Session, events) -> bool:
        nonlocal moves
        moves += 1
        if moves % SAMPLE_EVERY == 0 and not s.rules.is_over():
            reasons.extend(hover_reasons(s.rules, rng))
        return False

    session.drive(sample)
    assert session.rules.is_over(), f"{key} seed {seed}: the bots did not finish"
    return session, reasons


@pytest.mark.parametrize("key,seats", CASES)
def test_log_lines_and_hover_reasons_read_cleanly(key, seats):
    found: list[str] = []
    reasons_seen = 0
    for seed in SEEDS:
        session, reasons = play(key, seats, seed)
        for seat in [None, *range(seats)]:
            found += lint_lines(session.log_for(seat), f"seed {seed} seat {seat} ")
        reasons_seen += len(reasons)
        for reason in sorted(set(reasons)):
            found += [f"seed {seed} hover: {p}: {reason!r}" for p in problems(reason)]
    assert reasons_seen, "no hover reason was gathered: the sampling checks nothing"
    unique = sorted(set(f.split(": ", 1)[1] for f in found))
    assert not found, f"{key} with {seats} seats: {len(found)} text problems:\n" + \
        "\n".join(unique[:25])


def test_the_lint_finds_what_players_saw():
    seen = {
        "Hit ((3 hits)).": "doubled brackets",
        "No (trapper §4.1). (trapper §4.1)": "twice",
        "6 + 8 + -3 = 11": "+ -",
        "Read *before* you roll.": "markdown",
        "Ann draws 1 cards.": "plural",
        "Ann draws 2 card.": "singular",
        "G10 is not one orthogonal step from G10.": "own neighbour",
        "Ann builds a Acid Pond.": "vowel",
        "The hero has -1 HP left.": "negative",
        "2 Chest card(s) stolen.": "(s)",
        "Bea draws a I3 wall on C1.": "letter I",
        "Ann draws an T4 wall.": "letter T",
        "Key for your nothing.": "your nothing",
        "Ann finds a Lock picks.": "plural item",
        "You feel the walls. north: open.": "lower case after a full stop",
        "Healing Pot…": "cut short",
        "Ann buys an Spikes.": "consonant",
    }
    for text, what in seen.items():
        assert any(what in p for p in problems(text)), text
    clean = ["Ann builds an Acid Pond at (3, 5) for 2 Coin (maker §4.2).",
             "Bea draws 1 card and 2 cards; a one-way door; 2 + 3 = 5.",
             "G10 is not one orthogonal step from H12 (doodle §5.2).",
             "Ann draws an I3 wall, a T4 wall and an H2 wall.", "An heirloom, an Orc.",
             "Ann finds Lock picks. Computer is thinking…", "e.g. this; 3.5 coins."]
    for text in clean:
        assert problems(text) == [], text
    assert any("twice in a row" in p for p in lint_lines(["Ann rolls.", "Ann rolls."]))
