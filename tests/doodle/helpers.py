"""Shared helpers of the Doodle Dungeon tests: games with scripted decks and dice, sheets
drawn from little pictures, and the secrecy checker for the conformance run."""
from __future__ import annotations

import json
from typing import Any, Iterable

from game.core.dice import Dice
from game.core.protocol import Seat
from game.games.doodle.rules import DoodleRules, default_content
from game.games.doodle.state import EMPTY

CONTENT = default_content()
SYMBOLS = {".": EMPTY, "#": "wall", "g": "goblin", "o": "orc", "d": "dragon", "t": "trap"}


def new_game(seats: int = 2, seed: int = 1, dice: Dice | None = None,
             options: dict[str, Any] | None = None, bots: bool = False) -> DoodleRules:
    names = ["Ann", "Bo", "Cy", "Di"][:seats]
    return DoodleRules.new_game(seed, [Seat(n, bot="greedy" if bots else None) for n in names],
                                options, dice=dice)


def cells(picture: str) -> list[str]:
    """A sheet from 10 rows of 8 symbols (. # g o d t)."""
    rows = [r.strip() for r in picture.strip().splitlines()]
    assert len(rows) == 10 and all(len(r) == 8 for r in rows), "10 rows of 8 symbols"
    return [SYMBOLS[ch] for row in rows for ch in row]


def at(rules: DoodleRules, name: str) -> int:
    return rules.geo.parse(name)


def walk_path(rules: DoodleRules, names: Iterable[str]) -> list[int]:
    return [rules.geo.parse(n) for n in names]


def _documents(text: str) -> list[Any]:
    decoder = json.JSONDecoder()
    docs, i = [], 0
    while i < len(text):
        doc, i = decoder.raw_decode(text, i)
        docs.append(doc)
    return docs


def _walk(node: Any) -> Iterable[dict[str, Any]]:
    if isinstance(node, dict):
        yield node
        for v in node.values():
            yield from _walk(v)
    elif isinstance(node, list):
        for v in node:
            if isinstance(v, (dict, list)):
                yield from _walk(v)


def doodle_leaks(rules: DoodleRules, viewer: int | None, text: str) -> list[str]:
    """Secrets of seats other than `viewer` found in the JSON `text` (doodle §6): another
    seat's private block, treasure list or hand; a drawn card or treasure coordinate in an
    event meant for someone else; the order of any deck; the removed cards."""
    found: list[str] = []
    over = rules.is_over()
    for doc in _documents(text):
        if isinstance(doc, dict) and "deck" in doc:
            found.append("the draft deck order")
        for node in _walk(doc):
            owner = node.get("seat")
            if isinstance(node.get("hand"), list) and owner != viewer:
                found.append(f"seat {owner}'s hand")
            if isinstance(node.get("treasures"), list) and not over and owner != viewer:
                found.append(f"seat {owner}'s treasure notes")
            kind = node.get("type")
            if kind in ("TreasureHidden", "CardsDrawn") and owner != viewer and \
                    (node.get("cell") or node.get("cards")):
                found.append(f"{kind} of seat {owner}")
            for key in ("removed", "action_deck"):
                if isinstance(node.get(key), list):
                    found.append(f"the {key} cards")
    return found


BLANK = "\n".join(["........"] * 10)
STRAIGHT = ["A1", "B1", "C1", "D1", "E1", "F1", "G1", "H1", "H2", "H3", "H4", "H5", "H6", "H7",
            "H8", "H9", "H10"]


def take_card(rules: DoodleRules, seat: int, card: int) -> list:
    """Put `card` in the display and let `seat` pick it now (a scripted draft)."""
    from game.games.doodle.actions import PickCard
    s = rules.state
    s.building = None
    if card not in s.display:
        s.display.append(card)
    s.to_pick = [seat] + [x for x in s.to_pick if x != seat]
    return rules.apply(PickCard(seat, card))


def heroes_game(pictures: list[str], paths: list[list[str]], *, script: Iterable[int] = (),
                hands: list[list[int]] | None = None, deck: list[int] | None = None,
                ticks: list[dict[str, int]] | None = None, first: int = 0,
                options: dict[str, Any] | None = None) -> tuple[DoodleRules, list]:
    """A match put straight into Phase C: sheets, paths, hands and deck as given, dice
    scripted; returns the rules and the events of the first turns."""
    from game.games.doodle import heroes
    from game.games.doodle.state import Hero, Phase
    rules = new_game(len(pictures), dice=Dice.scripted(list(script)), options=options)
    s = rules.state
    s.phase, s.first, s.turn, s.building, s.display, s.to_pick = Phase.HEROES, first, first, \
        None, [], []
    for i, picture in enumerate(pictures):
        sheet = s.sheets[i]
        sheet.cells = cells(picture)
        sheet.path = walk_path(rules, paths[i])
        sheet.path_done = True
        sheet.ticks = dict((ticks or [{}] * len(pictures))[i])
    s.hands = [list(h) for h in (hands or [[] for _ in pictures])]
    s.action_deck = list(deck or [])
    s.heroes = [Hero(CONTENT.numbers.hero_hp) for _ in pictures]
    return rules, heroes.advance(rules)


def pass_windows(rules: DoodleRules) -> list:
    """Everyone passes until no card decision is open (or the game ends)."""
    from game.games.doodle.actions import PassCard
    events = []
    while not rules.is_over() and rules.to_act():
        seat = min(rules.to_act())
        events += rules.apply(PassCard(seat))
    return events
