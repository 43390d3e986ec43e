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
from game.games.maker.actions import Build, Decline
from game.games.maker.board import Sheet, tiles_from_view
from game.games.maker.bot_normal import COIN_VALUE, GreedyBot, Plan, route_danger
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
DEPTH = 6
"""Play-out moves after the tree before the match is scored as it stands (a few building
rounds' choices and purchases)."""
CANDIDATES = 6
"""Purchases the search weighs: Normal's best few by its own measure, and Decline."""


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
SPREAD = 6.0
"""Points that move a seat's value from one half to about three in four."""


def expected_score(p: PlayerState, content: MakerContent) -> float:
    """The score so far plus what the sheet promises: building items 1-5 as the sheet
    stands (Coin included), and for the heroes still to come, Souls at the odds that the
    route's expected damage fells a typical hero, less the HP boxes the others cross."""
    n = content.numbers
    if p.building:
        score = float(total(p, content))
        sheet = None
    else:
        sheet = Sheet(p.tiles, content.kinds, n.size)
        score = float(sum(v for _, v in building_lines(sheet, p.coin, n)))
        score += sum(v for _, v in hero_lines(p.souls, p.crossed, n))
    left = 0 if p.ended else n.max_heroes - p.heroes
    if left <= 0 or p.entrance is None:
        return score
    if sheet is None:
        sheet = Sheet(p.tiles, content.kinds, n.size)
    route = list(p.route) if p.route else _far_route(sheet, p.entrance)
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
    scores = [expected_score(p, rules.content) for p in rules.state.players]
    if len(scores) == 1:
        return [_squash((scores[0] - 40.0) / (2 * SPREAD))]
    out = []
    for i, mine in enumerate(scores):
        best = max(v for j, v in enumerate(scores) if j != i)
        out.append(_squash((mine - best) / SPREAD))
    return out


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
    """Looks ahead on purchases (IS-MCTS over Normal's best few and Decline, with Normal's
    play-outs to a depth, scored by `evaluate`); Normal's planners make the round's choice,
    the setup, the stairs and the hero phase. Reads only its view and its legal actions."""

    def __init__(self, seat: int, rng: random.Random,
                 content: MakerContent | None = None) -> None:
        super().__init__(seat, rng, Search(determinize, evaluate, Playout(),
                                           think_ms=THINK_MS, depth=DEPTH))
        self.normal = GreedyBot(seat, rng, content)

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if any(isinstance(a, Build) for a in legal):
            shortlist = self.candidates(view, legal)
            if len(shortlist) > 1:
                return super().choose(view, shortlist)
            return shortlist[0]
        return self.normal.choose(view, legal)

    def candidates(self, view: dict[str, Any], legal: list[Action]) -> list[Action]:
        """Normal's best few purchases by its own measure, then the other moves offered
        (Decline, a spell)."""
        me = view["players"][self.seat]
        normal = self.normal
        plan = Plan(normal._sheet(me), normal.content, me, normal.style)
        worth: dict[Action, float] = {}
        for a in legal:
            if not isinstance(a, Build):
                continue
            if a.item in plan.traps and (a.x, a.y) not in plan.on_route:
                continue
            cost = normal.content.items[a.item].cost
            worth[a] = (plan.gain(a) - COIN_VALUE * cost) / max(1, cost)
        best = sorted(worth, key=lambda a: -worth[a])[:CANDIDATES]
        return best + [a for a in legal if not isinstance(a, Build)]
