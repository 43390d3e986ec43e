"""Doodle's Hard computer (issue 23 §1): the generic look-ahead (core.search) over the rules
themselves, with Doodle's two pieces beside it: `determinize`, a whole match that fits what
one seat has seen, and `evaluate`, each seat's chances in a match cut off at the depth.

What a seat cannot see (doodle §6) is drawn afresh for every sample: the draft deck's order
and the removed cards (from the cards nobody has seen), the other hands and the action deck
(from the cards neither in its hand nor in the discard), the other seats' treasure notes
(as many as each has, under its own monsters first, as a computer hides them) and the dice
to come. Everything else is copied from the view, so the search never reads the real match.
"""
from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.dice import Dice
from game.core.protocol import Seat
from game.core.search import Search, SearchBot, result_values
from game.games.doodle.actions import (BuildWall, HideTreasure, PassCard, PickCard,
                                       PlacePiece, PlayCard, Reroll, TickBox)
from game.games.doodle import bot_build, bot_hard, bot_hard_cards
from game.games.doodle.bot_normal import GreedyBot
from game.games.doodle.content import MONSTERS, DoodleContent
from game.games.doodle.odds import win_chance
from game.games.doodle.sheets import is_monster, strength, value
from game.games.doodle.state import Building, DoodleState, Hero, Phase, Sheet, Stop

if TYPE_CHECKING:
    from game.games.doodle.rules import DoodleRules

THINK_MS = 600.0
"""The Hard seat's budget per searched decision at the table: with the view, the copy and
the table's own frame around it, a decision stays under a second on a small machine."""
DEPTH = 24
"""Play-out moves after the tree before the match is scored as it stands (about two picks
and installs in Phase A, a few hero turns in Phase C)."""
SEARCHED = (PickCard, PlayCard, PassCard, Reroll)
"""Decisions Hard looks ahead on: a few choices whose worth hangs on hidden cards and dice.
Walls, pieces, treasure notes and path steps are many small moves: Hard's builder weighs
each placement by the rival's likely path instead, and Normal's planner draws the paths (a
search over dozens of single steps would spend seconds on each path)."""
CANDIDATES = 3
"""Moves the search weighs: the first choice and the next best by Normal's reckoning."""
SAMPLES_PER_CANDIDATE = 4
"""Fewer samples than this per candidate tell nothing: Normal's choice stands."""
MOVES = 0.05
"""Points a card must move at its stop to be weighed by the look-ahead at all."""
MEET = 0.7
"""The chance a monster meets the hero, while no path is drawn through its dungeon."""


# --- determinize --------------------------------------------------------------------------
def determinize(view: dict[str, Any], seat: int, rng: random.Random) -> "DoodleRules":
    """A whole match fitting `view` (seat `seat`'s): hidden parts sampled with `rng`."""
    from game.games.doodle.rules import DoodleRules, default_content
    content = default_content()
    every = sorted(content.cards)
    private = view["private"] or {"treasures": [], "hand": []}
    phase = Phase(view["phase"])
    building = view["building"]
    sheets = [_sheet(view, i, seat, private, rng) for i in range(len(view["sheets"]))]

    seen = set(view["display"]) | set(view["discard"])
    for sheet in view["sheets"]:
        seen.update(sheet["drafted"])
    if building is not None:
        seen.add(building["card"])
    unseen = [c for c in every if c not in seen]
    rng.shuffle(unseen)
    deck = unseen[:view["deck_count"]]
    removed = unseen[view["deck_count"]:view["deck_count"] + view["removed_count"]]

    hands: list[list[int]] = []
    action_deck: list[int] = []
    if view["hand_counts"]:
        mine = list(private["hand"])
        known = set(mine) | set(view["action_discard"])
        pool = [c for c in every if c not in known]
        rng.shuffle(pool)
        for i, count in enumerate(view["hand_counts"]):
            if i == seat:
                hands.append(mine)
            else:
                hands.append(pool[:count])
                del pool[:count]
        action_deck = pool[:view["action_deck_count"]]

    state = DoodleState(
        phase=phase, first=view["first"], sheets=sheets, deck=deck, removed=removed,
        marker=view["marker"], round=view["round"], display=list(view["display"]),
        discard=list(view["discard"]), to_pick=list(view["to_pick"]),
        building=None if building is None else Building(
            building["seat"], building["card"], building["element"], list(building["lost"])),
        drawers=_drawers(view), action_deck=action_deck,
        action_discard=list(view["action_discard"]), hands=hands,
        heroes=[Hero(h["hp"], h["at"], h["status"], h["fought"], h["damage"])
                for h in view["heroes"]],
        turn=view["turn"], stop=_stop(view["stop"]))
    seats = [Seat(name) for name in view["names"]]
    rules = DoodleRules(rng.getrandbits(32), seats, view["options"], content,
                        Dice(rng.getrandbits(64)))
    rules.undo_enabled = False
    rules.state = state
    return rules


def _sheet(view: dict[str, Any], i: int, seat: int, private: dict[str, Any],
           rng: random.Random) -> Sheet:
    shown = view["sheets"][i]
    if i == seat:
        treasures = list(private["treasures"])
    else:
        treasures = _guess_treasures(shown, rng)
    return Sheet(cells=list(shown["cells"]), crossed=list(shown["crossed"]),
                 ticks=dict(shown["ticks"]), treasures=treasures,
                 drafted=list(shown["drafted"]), lost=shown["lost"], path=list(shown["path"]),
                 path_done=shown["path_done"])


def _guess_treasures(shown: dict[str, Any], rng: random.Random) -> list[int]:
    """As many notes as the seat has: mostly under its monsters (where they score, and where
    a sensible master writes them), the rest anywhere."""
    count = shown["treasure_count"]
    if "treasures" in shown:  # the end: everything is shown
        return list(shown["treasures"])
    monsters = [c for c, what in enumerate(shown["cells"]) if is_monster(what)]
    rng.shuffle(monsters)
    picked: list[int] = []
    for cell in monsters:
        if len(picked) < count and rng.random() < 0.8:
            picked.append(cell)
    others = [c for c in range(len(shown["cells"])) if c not in picked]
    picked += rng.sample(others, count - len(picked))
    return picked


def _drawers(view: dict[str, Any]) -> list[int]:
    """Phase B's seats still to draw: from the one drawing now, clockwise from the first."""
    drawing = view["drawing"]
    if view["phase"] != Phase.PATH.value or drawing is None:
        return []
    n = len(view["names"])
    order = [(view["first"] + k) % n for k in range(n)]
    return order[order.index(drawing["drawer"]):]


def _stop(shown: dict[str, Any] | None) -> Stop | None:
    if shown is None:
        return None
    return Stop(shown["owner"], shown["cell"], shown["kind"],
                played=[(s, c) for s, c in shown["played"]],
                windows=[(w, s) for w, s in shown["waiting"]], dice=list(shown["dice"]))


# --- evaluate -----------------------------------------------------------------------------
SPREAD = 3.0
"""Points of lead that make a seat about three in four to win (the evaluation's scale)."""


def expected_scores(rules: "DoodleRules") -> list[float]:
    """Each seat's score as it stands, less what the heroes are likely still to cross off
    on the path ahead of them (or, before a path is drawn, on the one to come), plus a
    slain hero's points (doodle §5.1)."""
    s = rules.state
    content: DoodleContent = rules.content
    numbers = content.numbers
    out = []
    for i, sheet in enumerate(s.sheets):
        values = _values(content, sheet)
        crossed = set(sheet.crossed)
        worth = values["treasure"]
        notes = sheet.treasures
        score = 0.0
        hero = s.heroes[i] if s.heroes else None
        drawn = sheet.path_done
        ahead = set(sheet.path[hero.at + 1:] if hero and hero.status == "walking"
                    else sheet.path if hero is None and drawn else ())
        for cell, what in enumerate(sheet.cells):
            if not is_monster(what) or cell in crossed:
                continue
            points = numbers.monsters[what].points + worth * notes.count(cell)
            stands = win_chance(values[what], numbers.fight_dice, numbers.fight_target,
                                numbers.die_sides)
            if cell in ahead:
                points *= stands
            elif hero is None and not drawn:
                points *= 1.0 - MEET * (1.0 - stands)
            score += points
        if hero is not None and hero.status == "dead":
            score += numbers.dead_hero_points
        out.append(score)
    return out


def _values(content: DoodleContent, sheet: Sheet) -> dict[str, int]:
    out = {m: strength(content, m, sheet.ticks) for m in MONSTERS}
    out["treasure"] = value(content, "treasure", sheet.ticks)
    return out


def evaluate(rules: "DoodleRules") -> list[float]:
    """Each seat's value in 0..1: its expected lead over the best rival, squashed."""
    if rules.is_over():
        return result_values(rules)
    scores = expected_scores(rules)
    out = []
    for i, mine in enumerate(scores):
        best = max(v for j, v in enumerate(scores) if j != i)
        out.append(1.0 / (1.0 + math.exp(-(mine - best) / SPREAD)))
    return out


# --- play-outs and the seat ---------------------------------------------------------------
class Playout:
    """The play-out policy: Normal's choices for every seat (each with its own planner),
    but walls and pieces go anywhere legal: Normal weighs every placement against the
    heroes' routes, which would cost most of the budget, and the evaluation counts a
    monster the same wherever it stands until a path is drawn."""

    def __init__(self) -> None:
        self.bots: dict[int, Any] = {}

    def __call__(self, rules: "DoodleRules", seat: int, rng: random.Random) -> Action:
        legal = rules.legal_actions(seat)
        if isinstance(legal[0], (BuildWall, PlacePiece)):
            return rng.choice(legal)
        bot = self.bots.get(seat)
        if bot is None:
            bot = self.bots[seat] = GreedyBot(seat, rng, rules.content)
        bot.rng = rng
        return bot.choose(rules.view(seat), legal)


class HardBot(SearchBot):
    """Looks ahead on drafting and action cards (IS-MCTS with Normal's play-outs to a depth,
    scored by `evaluate`) among its first choice and the best alternatives: Normal's pick in
    the draft, and at a card window the card that moves most over the rest of the hero's
    walk (bot_hard_cards). It builds its walls, pieces, notes and improvements for the path
    a rival would draw through them and for the stops every path must make (bot_hard);
    Normal's planner draws its paths. When the budget allows too few samples to tell the
    candidates apart, the first choice stands. Reads only its view and its legal actions."""

    def __init__(self, seat: int, rng: random.Random,
                 content: DoodleContent | None = None) -> None:
        super().__init__(seat, rng, Search(determinize, evaluate, Playout(),
                                           think_ms=THINK_MS, depth=DEPTH))
        self.normal = GreedyBot(seat, rng, content)

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        self.last = None
        built = self._build(view, legal)
        if built is not None:
            return built
        if len(legal) > 1 and isinstance(legal[0], (PlayCard, PassCard, Reroll)):
            normal = bot_hard_cards.choose(view, legal, self.normal.content)
        else:
            normal = self.normal.choose(view, legal)
        if len(legal) == 1 or not isinstance(legal[0], SEARCHED):
            return normal
        candidates = self._candidates(view, legal, normal)
        if len(candidates) == 1:
            return normal
        self.last = self.search.choose(view, candidates, self.seat, self.rng)
        if self.last.iterations < SAMPLES_PER_CANDIDATE * len(candidates):
            return normal
        return self.last.action

    def _build(self, view: dict[str, Any], legal: list[Action]) -> Action | None:
        """Walls, pieces, notes and ticks weighed by the rival's path (bot_hard)."""
        first, content, rng = legal[0], self.normal.content, self.rng
        if len(legal) == 1:
            return None
        if isinstance(first, BuildWall):
            return bot_hard.choose_wall(view, legal, content, rng)  # type: ignore[arg-type]
        if isinstance(first, PlacePiece):
            return bot_hard.choose_piece(view, legal, content, rng)  # type: ignore[arg-type]
        if isinstance(first, HideTreasure):
            return bot_hard.choose_treasure(view, legal, content, rng)  # type: ignore[arg-type]
        if isinstance(first, TickBox):
            return bot_hard.choose_tick(view, legal, content, rng)  # type: ignore[arg-type]
        return None

    def _candidates(self, view: dict[str, Any], legal: list[Action], normal: Action
                    ) -> list[Action]:
        """Normal's choice first (it wins ties), then the others worth a look: at a card
        window only cards that change something at this stop (the look-ahead counts no
        worth for a card kept in hand, so a card that changes nothing would be spent on a
        coin toss: a potion at full health, a Jump the hero does not need)."""
        others = [a for a in legal if a != normal]
        if isinstance(normal, (PlayCard, PassCard)) and view.get("stop") is not None:
            plays = [a for a in others if isinstance(a, PlayCard)]
            moving = {p for p, moved in bot_hard_cards.gains(view, plays, self.normal.content)
                      if moved > MOVES}
            others = [a for a in others if not isinstance(a, PlayCard) or a in moving]
        if isinstance(normal, PickCard):
            d = bot_build.Dungeon.of(view, self.seat)
            content = self.normal.content
            others.sort(key=lambda a: -bot_build.card_worth(d, a.card, content))  # type: ignore[attr-defined]
        return [normal, *others[:CANDIDATES - 1]]
