"""Maker's Hard computer (issue 23 §1): the generic look-ahead (core.search) over the rules
themselves, with Maker's two pieces beside it: `determinize`, a whole match rebuilt from one
seat's view, and `evaluate`, each seat's prospects in a match cut off at the depth.

Maker hides nothing but the dice (maker §6): a sample is the view's match as it stands, with
dice drawn afresh, so the search never reads the real match nor its future rolls.
"""
from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.dice import Dice
from game.core.protocol import Seat
from game.core.search import Search, SearchBot
from game.games.maker.actions import Build, Decline, DeclareBuild
from game.games.maker.board import Sheet, tiles_from_view
from game.games.maker.bot_normal import GreedyBot, route_danger
from game.games.maker.content import MakerContent, default_content
from game.games.maker.results import total
from game.games.maker.route import network_distances, shortest_route
from game.games.maker.scoring import building_lines, hero_lines
from game.games.maker.state import HeroState, MakerState, Phase, PlayerState

if TYPE_CHECKING:
    from game.games.maker.rules import MakerRules

THINK_MS = 600.0
"""The Hard seat's budget per searched decision at the table: with the view, the copy and
the table's own frame around it, a decision stays under a second on a small machine."""
DEPTH = 1
"""Play-out moves after the tree before the match is scored as it stands (the next move, by
Normal's choice). Measured with `main.py sim` at 0.1 s a decision, 2 seats, seats swapped:
on 80 games depth 1 and 2 scored alike (+9.5 % and +9.8 % over Normal's mean) and depth 4
less (+5.5 %); on 80 others depth 1 +13.5 %, depth 2 +6.3 %. Longer play-outs cost Normal's
whole purchase ranking each and leave fewer iterations to tell the choices apart."""
EXPLORATION = 0.2
"""UCB's exploration: the shortlisted purchases differ by a point or two, a few hundredths
of a value, which the usual 0.7 would drown."""
CANDIDATES = 4
"""Purchases the search weighs: Normal's best few by its own measure, and Decline..."""
NEAR = 0.6
"""...of those Normal rates at least this share of its best."""
MIN_VISITS = 3
"""Iterations per choice below which the search cannot tell them apart (Normal's pick)."""


# --- determinize --------------------------------------------------------------------------
def determinize(view: dict[str, Any], seat: int, rng: random.Random) -> "MakerRules":
    """The view's match (everything shows, maker §6), with fresh dice from `rng`."""
    from game.games.maker.rules import MakerRules
    content = default_content()
    acting = view["to_act"][0] if view["to_act"] else -1
    phase = Phase(view["phase"])
    players = [_player(p, i, phase is Phase.JINX and i < acting)
               for i, p in enumerate(view["players"])]
    state = MakerState(
        phase=phase, players=players, round=view["round"], hero_round=view["hero_round"],
        shared_dice=tuple(view["dice"]) if view["dice"] else None,  # type: ignore[arg-type]
        jinxes=[(caster, stat) for caster, stat in view["jinxes"]])
    options = {"each_rolls": not view["solo"] and not view["shared_roll"]}
    seats = [Seat(p["name"]) for p in view["players"]]
    rules = MakerRules(rng.getrandbits(32), seats, options, content,
                       Dice(rng.getrandbits(64)))
    rules.undo_enabled = False
    rules.state = state
    return rules


def _player(p: dict[str, Any], seat: int, jinx_done: bool) -> PlayerState:
    """One sheet from its view (the game's figures of checks and damage are not needed)."""
    hero = p["hero"]
    return PlayerState(
        tiles=tiles_from_view(p["tiles"]), coin=p["coin"], spells=dict(p["spells"]),
        pips=dict(p["pips"]), gems=p["gems"], potions=p["potions"], upgraded=p["upgraded"],
        loot_rolled=p["loot_rolled"], entrance=_cell(p["entrance"]),
        last_built=_cell(p["last_built"]), status=p["status"], action=p["action"],
        dice=tuple(p["dice"]) if p["dice"] else None,  # type: ignore[arg-type]
        stairs=_cell(p["stairs"]), exit=_cell(p["exit"]), exit_rule=p["exit_rule"],
        route=[(c[0], c[1]) for c in p["route"]], souls=p["souls"], crossed=p["crossed"],
        heroes=p["heroes"], ended=p["ended"],
        hero=None if hero is None else HeroState(
            hero["kind"], hero["hp"], hero["max_hp"], dict(hero["stats"]),
            (hero["roll"][0], hero["roll"][1]), hero["status"], hero["pos"],
            _cell(hero["at"]), list(hero["notes"])),
        jinx_done=jinx_done, building=[(label, value) for label, value in p["building"]],
        fates=list(p["fates"]), ledger=[(what, amount) for what, amount in p["ledger"]])


def _cell(cell: list[int] | None) -> tuple[int, int] | None:
    return (cell[0], cell[1]) if cell is not None else None


# --- evaluate -----------------------------------------------------------------------------
SPREAD = 4.0
"""Points that move a seat's value from one half to about three in four."""


SPENDABLE = 0.5
"""Points a Coin may still buy, early in the building (a kept Coin scores 0.2 at the end)."""
REACH = 0.8
"""Points a route tile may still bring, early in the building (dangers built beside it)."""


def expected_score(p: PlayerState, content: MakerContent, rounds_left: int = 0) -> float:
    """The score so far plus what the sheet promises: building items 1-5 as the sheet
    stands (Coin included); while `rounds_left` building rounds remain, what its Coin and
    its route's length may still become; and for the heroes still to come, Souls at the
    odds that the route's expected damage fells a typical hero, less the HP boxes the
    others cross."""
    n = content.numbers
    sheet = Sheet(p.tiles, content.kinds, n.size)
    if p.building:
        score = float(total(p, content))
    else:
        score = float(sum(v for _, v in building_lines(sheet, p.coin, n)))
        score += sum(v for _, v in hero_lines(p.souls, p.crossed, n))
    if p.entrance is None:
        return score + SPENDABLE * p.coin
    route = list(p.route) if p.route else _far_route(sheet, p.entrance)
    if rounds_left:
        score += rounds_left / n.rounds * (SPENDABLE * p.coin + REACH * len(route))
    left = 0 if p.ended else n.max_heroes - p.heroes
    if left <= 0:
        return score
    danger = route_danger(sheet, content, route, p.pips)
    kill = min(1.0, danger / _mean_hp(content))
    return score + left * (kill * n.soul_points - (1.0 - kill) * n.escape_penalty)


def _far_route(sheet: Sheet, entrance: tuple[int, int]) -> list[tuple[int, int]]:
    dist = network_distances(sheet, entrance)
    far = min(dist, key=lambda c: (-dist[c], c[1], c[0]))
    return shortest_route(sheet, entrance, far)


_HP: dict[int, float] = {}


def _mean_hp(content: MakerContent) -> float:
    key = id(content)
    if key not in _HP:
        hps = [hp for hero in content.heroes.values() for hp in hero.hp]
        _HP[key] = sum(hps) / len(hps)
    return _HP[key]


def evaluate(rules: "MakerRules") -> list[float]:
    """Each seat's value in 0..1: solo, its expected score against a par of 40; else its
    expected score against the best rival's, squashed."""
    s = rules.state
    left = 0
    if s.phase in (Phase.SETUP, Phase.BUILDING):
        left = rules.content.numbers.rounds - s.round + 1
    scores = [_expected(p, rules.content, left) for p in s.players]
    if len(scores) == 1:
        return [_squash((scores[0] - 40.0) / (2 * SPREAD))]
    out = []
    for i, mine in enumerate(scores):
        best = max(v for j, v in enumerate(scores) if j != i)
        out.append(_squash((mine - best) / SPREAD))
    return out


_EXPECTED: dict[tuple, float] = {}
EXPECTED_KEPT = 1024
"""Sheets whose expected score the search keeps: its samples meet the same sheets often (a
decision meets a few hundred at most; each key holds a sheet's 36 tiles, about 3 kB)."""


def _expected(p: PlayerState, content: MakerContent, rounds_left: int) -> float:
    """`expected_score`, remembered by everything it reads."""
    key = (id(content), rounds_left, tuple((t.kind, t.openings, t.trap, t.loot) for t in p.tiles),
           p.coin, tuple(p.building), p.souls, p.crossed, p.entrance, tuple(p.route), p.ended,
           p.heroes, tuple(sorted(p.pips.items())))
    value = _EXPECTED.get(key)
    if value is None:
        if len(_EXPECTED) >= EXPECTED_KEPT:
            _EXPECTED.clear()
        value = _EXPECTED[key] = expected_score(p, content, rounds_left)
    return value


def _squash(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


# --- play-outs and the seat ---------------------------------------------------------------
class Playout:
    """The play-out policy: Normal's choices for every seat, each with its own style."""

    def __init__(self) -> None:
        self.bots: dict[int, GreedyBot] = {}

    def __call__(self, rules: "MakerRules", seat: int, rng: random.Random) -> Action:
        bot = self.bots.get(seat)
        if bot is None:
            bot = self.bots[seat] = GreedyBot(seat, rng, rules.content)
        bot.rng = rng
        return bot.choose(rules.view(seat), rules.legal_actions(seat))


class HardBot(SearchBot):
    """Looks ahead on the round's choice (Build, or Collect which loot) and on purchases
    (Normal's best few and Decline), by IS-MCTS with Normal's play-outs to a depth, scored
    by `evaluate`; Normal's planners make the setup, the stairs and the hero phase. Reads
    only its view and its legal actions."""

    def __init__(self, seat: int, rng: random.Random,
                 content: MakerContent | None = None) -> None:
        super().__init__(seat, rng, Search(determinize, evaluate, Playout(),
                                           think_ms=THINK_MS, depth=DEPTH,
                                           exploration=EXPLORATION,
                                           same_choices=True))   # only dice are hidden
        self.normal = GreedyBot(seat, rng, content)

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if DeclareBuild(self.seat) in legal:
            return super().choose(view, legal)   # Build, or Collect which loot (or a spell)
        if not any(isinstance(a, Build) for a in legal):
            return self.normal.choose(view, legal)
        shortlist = self.candidates(view, legal)
        if len(shortlist) < 2:
            return shortlist[0] if shortlist else self.normal.choose(view, legal)
        chosen = super().choose(view, shortlist)
        assert self.last is not None
        if self.last.iterations < MIN_VISITS * len(shortlist):
            return shortlist[0]   # too little time to tell them apart: Normal's pick
        return chosen

    def candidates(self, view: dict[str, Any], legal: list[Action]) -> list[Action]:
        """Normal's pick first, then the purchases it rates nearly as well, and Decline;
        nothing when Normal would not buy (it declines, or casts a spell first)."""
        me = view["players"][self.seat]
        normal = self.normal
        normal.rounds_left = max(0, view["rounds"] - view["round"])
        if normal.windfall(me, legal) is not None:
            return []
        ranked = sorted(normal.purchases(me, legal), key=lambda t: -t[0])
        if not ranked or ranked[0][0] <= 0.0:
            return []
        top = ranked[0][0]
        near = [a for worth, a in ranked if worth >= NEAR * top][:CANDIDATES]
        return near + [a for a in legal if isinstance(a, Decline)]
