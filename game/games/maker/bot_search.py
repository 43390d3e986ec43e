"""Maker's Hard computer (issue 23 §1): it looks ahead with the rules themselves. For each
move it weighs, it plays the match on from a sample of its view to the end of the building
(and its stairs) with Normal's choices, and scores its own sheet there; it plays the move
whose samples scored best on average.

Maker hides nothing but the dice (maker §6): a sample (`determinize`) is the view's match as
it stands, with dice drawn afresh, so Hard never reads the real match nor its future rolls.
Every move weighed is played on the SAME dice futures (common random numbers, `RoundDice`):
the market rolls of each round depend only on the sample and the round, so two moves are
compared on the same luck and a few samples tell them apart.

Why not the tree search of core.search, as Hard first did: Maker hides only dice that fall
alike whatever a seat chose, so the tree's choices below the root add little; what a move
is worth shows only many rounds later (a boss paid for by gems collected now), and a
depth-1 look-ahead scored by a heuristic missed it. Measured figures are in HardBot's notes.
"""
from __future__ import annotations

import dataclasses
import random
from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.dice import Dice
from game.core.protocol import Seat
from game.core.search import PairedSearch, SearchReport
from game.games.maker.actions import Build, CastSpell, Collect, Decline, DeclareBuild
from game.games.maker.board import Sheet, tiles_from_view
from game.games.maker.bot_normal import GreedyBot, route_danger
from game.games.maker.content import MakerContent, default_content
from game.games.maker.results import total
from game.games.maker.route import network_distances, shortest_route
from game.games.maker.scoring import building_lines, hero_lines
from game.games.maker.state import HeroState, MakerState, Phase, PlayerState
from game.games.maker.view import player_view

if TYPE_CHECKING:
    from game.games.maker.rules import MakerRules

THINK_MS = 600.0
"""The Hard seat's budget per weighed decision at the table: with the view, the copy and
the table's own frame around it, a decision stays under a second on a small machine."""
SAMPLES = 6
"""Dice futures each move is played on (fewer when the budget runs out first): a number,
not a time, so a loaded machine weighs as well as an idle one until the budget stops it."""
PLANS_KEPT = 1024
"""Sheets whose purchase ranking the play-outs keep: the samples of one decision meet
the same sheets again and again."""
CANDIDATES = 4
"""Purchases Hard weighs: Normal's best few by its own measure, and Decline..."""
NEAR = 0.6
"""...of those Normal rates at least this share of its best."""


# --- determinize --------------------------------------------------------------------------
def determinize(view: dict[str, Any], seat: int, rng: random.Random,
                content: MakerContent | None = None) -> "MakerRules":
    """The view's match (everything shows, maker §6), with fresh dice from `rng`, on
    `content` (the bot's own, already loaded; the shipped content when None)."""
    from game.games.maker.rules import MakerRules
    content = content if content is not None else default_content()
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


# --- play-outs on common dice -------------------------------------------------------------
_BUILDING, _STAIRS = Phase.BUILDING, Phase.STAIRS
"""Plain names for the phases a play-out asks for at every step and roll (an Enum
member's lookup on its class costs a descriptor call)."""


class RoundDice(Dice):
    """Dice whose rolls depend only on a seed and the moment of the match they fall in (the
    building round or hero round, and how many fell in it before): two play-outs that differ
    in one move meet the same market rolls in every round after it."""

    def __init__(self, seed: int, rules: "MakerRules") -> None:
        super().__init__(seed)
        self.base = seed
        self.rules = rules
        self.at: tuple[bool, int, int] = (False, -1, -1)
        self.stream = random.Random(0)

    def roll(self, sides: int) -> int:
        s = self.rules.state
        at = (s.phase is _BUILDING, s.round, s.hero_round)
        if at != self.at:
            self.at = at
            self.stream = random.Random(hash((self.base,) + at))
        value = self.stream.randint(1, sides)
        self.drawn.append(value)
        return value


def idle_move(rules: "MakerRules", seat: int) -> Action:
    """A rival's move in a play-out: it buys nothing (no rival's purchase touches our
    sheet, and the shared roll falls alike), and takes the first move offered elsewhere."""
    if rules.state.phase is Phase.BUILDING:
        p = rules.state.players[seat]
        return DeclareBuild(seat) if p.status == "choose" else Decline(seat)
    return rules.legal_actions(seat)[0]


# --- the seat -----------------------------------------------------------------------------
class Planner(GreedyBot):
    """Normal's planners with Hard's habits, for the moves Hard does not weigh and for its
    play-outs. Measured over 500 solo games of Normal (seeds 90000-90499): Normal 26.7;
    starting with Windfall (its 5 Coin come back as dungeon; the Potions circle the hero
    spells later) 28.8; also Mend first from a Potion (an uncrossed HP box is 2 points and
    keeps the hero phase going) and Gems while Coin is below 10, 30.6."""

    start_wish = ("windfall", "mend", "curse", "fireball")
    potion_wish = ("mend", "fireball", "curse", "jinx", "windfall", "loaded_dice")
    gem_below = 10


class HardBot:
    """Weighs the round's choice (Build, or Collect which loot, or Windfall) and its
    purchases (Normal's best few and Decline) by play-outs to the end of the building on
    common dice; its Planner (Normal's planners with Hard's habits) makes the setup, the
    stairs and the hero phase. Reads only its view and its legal actions.

    Measured with `main.py sim maker --seats 2 --bots hard,normal --games 100 --seed 7000
    --think-ms 600`, and the same with `--bots normal,hard` (200 games, seats swapped): with
    6 samples a move, Hard's mean 33.86 against Normal's 26.65 (+27.1 %), Hard won 157,
    Normal 42, 1 shared; Hard's decisions p95 0.53 s, at most 0.74 s. Solo (`--seats 1
    --bots hard`, and `--bots normal`, 100 games each, same seeds): Hard 33.37, Normal
    27.65 (+20.7 %). With 4 samples (a more loaded machine): 2 seats 32.50 against 27.21
    (+19.4 %), 144 wins to 55, p95 0.63 s; solo 33.69 against 27.65. What still holds it back: the shortlist is
    Normal's own, and the score projected at the stairs counts the heroes by a typical
    hero's expected damage, with no Mend, Curse, Fireball or Jinx.
    The tree search it replaces scored +12 % (240 games at 100 ms: 29.07 against 25.91);
    these play-outs alone, before the Planner's habits, +16 % (100 games: 30.53 against
    26.26). Two samples a move did worse than four (20 games: +2.9 against +6.8 points).
    """

    def __init__(self, seat: int, rng: random.Random,
                 content: MakerContent | None = None) -> None:
        self.seat = seat
        self.rng = rng
        self.content = content or default_content()
        self.planner = Planner(seat, rng, content)
        self.playout = Planner(seat, random.Random(0), content)
        self.playout.style = dataclasses.replace(self.planner.style, whim=0.0)
        self.playout.plans_kept = PLANS_KEPT
        self.think_ms = THINK_MS
        self.samples = SAMPLES
        self.last: SearchReport | None = None

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if DeclareBuild(self.seat) in legal:
            shortlist = self.round_choices(view, legal)
        elif any(isinstance(a, Build) for a in legal):
            shortlist = self.candidates(view, legal)
        else:
            return self.planner.choose(view, legal)
        if len(shortlist) < 2:
            return shortlist[0] if shortlist else self.planner.choose(view, legal)
        return self.weigh(view, shortlist)

    def round_choices(self, view: dict[str, Any], legal: list[Action]) -> list[Action]:
        """The Planner's choice first, then Build, one Gem, one Potion (with the spell it
        wishes most) and Windfall, as offered: which loot of a kind comes first changes
        little, and each move weighed costs as much as the others."""
        first = self.planner.choose(view, legal)
        me = view["players"][self.seat]
        out = [first]
        collects = [a for a in legal if isinstance(a, Collect)]
        gems = [a for a in collects if self.planner._loot(me, a) == "gem"]
        potions = sorted((a for a in collects if a not in gems),
                         key=lambda a: self.planner.wish(a.spell))
        out += gems[:1] + potions[:1]
        out += [a for a in legal if not isinstance(a, Collect)]
        return list(dict.fromkeys(out))

    def candidates(self, view: dict[str, Any], legal: list[Action]) -> list[Action]:
        """Normal's pick first, then the purchases it rates nearly as well, and Decline;
        nothing when Normal would not buy (it declines, or casts a spell first)."""
        me = view["players"][self.seat]
        normal = self.planner
        normal.rounds_left = max(0, view["rounds"] - view["round"])
        if normal.windfall(me, legal) is not None:
            return []
        ranked = sorted(normal.purchases(me, legal), key=lambda t: -t[0])
        if not ranked or ranked[0][0] <= 0.0:
            return []
        top = ranked[0][0]
        near = [a for worth, a in ranked if worth >= NEAR * top][:CANDIDATES]
        return near + [a for a in legal if isinstance(a, Decline)]

    def weigh(self, view: dict[str, Any], shortlist: list[Action]) -> Action:
        """The move whose play-outs scored best, each move on the same dice futures
        (core.search.PairedSearch with Maker's own play-out); the first (Normal's pick)
        when the time allowed none."""
        search = PairedSearch(lambda shown, _seat, _rng: shown, think_ms=self.think_ms,
                              iterations=self.samples, play_out=self.play_out)
        self.last = search.choose(view, shortlist, self.seat, self.rng)
        return self.last.action

    def play_out(self, view: dict[str, Any], action: Action, seed: int) -> float:
        """`action` played on a sample of the view, then Normal's choices to the end of the
        building and the stairs on dice drawn from `seed`: the sheet's expected score."""
        me = self.seat
        rules = determinize(view, me, random.Random(seed), self.content)
        rules.dice = RoundDice(seed, rules)
        rules.apply(action)
        bot = self.playout
        while True:
            s = rules.state
            if s.phase is _STAIRS:
                if s.players[me].status == "stairs":
                    rules.apply(bot.choose(_own_view(rules, me), rules.legal_actions(me)))
                break
            if s.phase is not _BUILDING:
                break
            seat = min(rules.to_act())
            if seat == me:
                rules.apply(bot.choose(_own_view(rules, me), rules.legal_actions(me)))
            else:
                rules.apply(idle_move(rules, seat))
        return expected_score(rules.state.players[me], self.content)


def _own_view(rules: "MakerRules", seat: int) -> dict[str, Any]:
    """What Normal reads of the view while building: the round and its own sheet."""
    s = rules.state
    return {"round": s.round, "rounds": rules.content.numbers.rounds,
            "players": {seat: player_view(s.players[seat], "", rules)}}

