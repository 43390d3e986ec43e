"""Rial's Hard computer (issue 23 §1): the generic look-ahead (core.search) over the rules
themselves, with Rial's two pieces beside it: `determinize`, a whole match that fits what
one seat has seen, and `evaluate`, each seat's chances in a match cut off at the depth.

What nobody can see (rial §6) is drawn afresh for every sample: the face-down cards (a new
deal of the board's room and passage cards, read only on the squares still face down), the
order and make-up of the Chance, Useful Item and Chest piles (as many cards as each holds)
and the dice to come. Everything else is copied from the view, so the search never reads
the real match.

Strength so far (2-seat competitive, seats swapped half the time, 100 ms per decision, on a
loaded 2-core machine, `main.py sim rial --seats 2 --bots hard,normal --think-ms 100` and
`--bots normal,hard`): with 16-action play-outs, 80 games, Hard 42 wins, Normal 38; with 40,
160 games (against the Normal of before its last change), Hard 80, Normal 78, 2 draws. At
600 ms, the table's budget (about 180 samples a decision), 80 games: Hard 40, Normal 39, 1
draw; mean treasure 7.3 against 6.2. Hard is not yet stronger than Normal (the aim is
70 %): the dice decide much of a 2-seat game, and the play-outs, Normal's own choices,
cannot see further than Normal does.
"""
from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.dice import Dice
from game.core.protocol import Seat
from game.core.search import Search, SearchBot, result_values
from game.games.rial import actions as A
from game.games.rial.bot_normal import Explorer, holding_worth, layout_of
from game.games.rial.decks import deal
from game.games.rial.state import Card, Player, RialState, Walk

if TYPE_CHECKING:
    from game.games.rial.rules import RialRules

THINK_MS = 600.0
"""The Hard seat's budget per searched decision at the table (under a second with the
table's frame around it on a small machine)."""
DEPTH = 16
"""Play-out actions after the tree before the match is scored as it stands (about the rest
of this turn and the next of each seat in a 2-seat game: longer play-outs add more dice
than insight at a second's budget)."""
CANDIDATES = 4
"""Moves the search weighs: Normal's choice and the next best ends by Normal's reckoning."""
SAMPLES_PER_CANDIDATE = 3
"""Fewer samples than this per candidate tell nothing: Normal's choice stands."""
SPREAD = 2.5
"""Points of lead that make a seat about three in four to win (the evaluation's scale)."""


# --- determinize --------------------------------------------------------------------------
def determinize(view: dict[str, Any], seat: int, rng: random.Random) -> "RialRules":
    """A whole match fitting `view` (seat `seat`'s): hidden parts sampled with `rng`."""
    from game.games.rial.rules import RialRules
    content = RialRules.default_content()
    board = view["board"]
    layout = content.layouts.get(board["id"])
    if layout is None or "".join(layout.kinds) != board["kinds"]:
        layout = layout_of(view)
    dice = Dice(rng.getrandbits(64))
    fresh = deal(layout, content, dice)
    cards: dict[int, Card] = {}
    for sq, shown in enumerate(view["cards"]):
        if shown == "?":
            cards[sq] = fresh.get(sq) or Card("blank")
        elif shown is not None:
            cards[sq] = Card(shown[0], shown[1], True, shown[2])
    piles = view["piles"]
    chance, items, chests = content.chance_deck(), content.item_deck(), content.chest_deck()
    for pile in (chance, items, chests):
        rng.shuffle(pile)
    state = RialState(
        cards=cards, chance_pile=chance[:piles["chance"]], item_pile=items[:piles["items"]],
        item_discards=items[piles["items"]:piles["items"] + piles["item_discards"]],
        chest_pile=chests[:piles["chests"]],
        players=[_player(p) for p in view["players"]],
        phase=view["phase"], stage=view["stage"], active=view["active"],
        beginning=view["beginning"], round=view["round"], cycle=view["cycle"],
        cycles=view["cycles"], roll=view["roll"], move=_walk(view),
        pending=dict(view["pending"]), festival=list(view["festival"]),
        map_left=view["map_left"], trade=dict(view["trade"]), ended_by=view["ended_by"],
        skipping=view["skipping"])
    options = {"mode": view["mode"], "end": view["end"], "round_limit": view["round_limit"],
               "alarm_minutes": view["alarm_minutes"], "team_goal": view["team_goal"],
               "board": board["id"]}
    seats = [Seat(p["name"], p["bot"]) for p in view["players"]]
    rules = RialRules(rng.getrandbits(32), seats, options, content, dice)
    rules.undo_enabled = False
    rules.layout = layout
    rules.state = state
    rules._view = rules._cards = rules._stops = None
    rules._bots_only = False
    rules.clock_used = 0.0
    return rules


def _player(shown: dict[str, Any]) -> Player:
    return Player(caps=dict(shown["caps"]), items=list(shown["items"]),
                  chests=[(c[0], c[1]) for c in shown["chests"]], pos=shown["pos"],
                  status=shown["status"], home=shown["home"], miss=shown["miss"],
                  turns=shown["turns"], bans=[(sq, shown["turns"]) for sq in shown["bans"]])


def _walk(view: dict[str, Any]) -> Walk | None:
    move = view["move"]
    if move is None:
        return None
    return Walk(view["roll"], move["start"], tuple(move["route"]), move["done"])


# --- evaluate -----------------------------------------------------------------------------
def standing(player: Player) -> float:
    """A player's worth as the match stands: treasure, a little for items, and a turn lost
    below 1 Health."""
    score = player.score() + 0.25 * holding_worth(player.caps, player.items)
    return score - (1.0 if player.caps.get("health", 1) < 1 else 0.0)


def evaluate(rules: "RialRules") -> list[float]:
    """Each seat's value in 0..1: its lead over the best rival, squashed (co-op: the team's
    treasure against its goal, for everyone)."""
    if rules.is_over():
        return result_values(rules)
    worth = [standing(p) for p in rules.state.players]
    if rules.coop():
        team = sum(p.score() for p in rules.state.players)
        return [1.0 / (1.0 + math.exp(-(team - rules.team_goal()) / SPREAD))] * len(worth)
    out = []
    for i, mine in enumerate(worth):
        best = max((v for j, v in enumerate(worth) if j != i), default=0.0)
        out.append(1.0 / (1.0 + math.exp(-(mine - best) / SPREAD)))
    return out


# --- play-outs and the seat ---------------------------------------------------------------
class Playout:
    """The play-out policy: Normal's choices for every seat."""

    def __init__(self) -> None:
        self.bots: dict[int, Explorer] = {}

    def __call__(self, rules: "RialRules", seat: int, rng: random.Random) -> Action:
        legal = rules.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        bot = self.bots.get(seat)
        if bot is None:
            bot = self.bots[seat] = Explorer(seat, rng)
        bot.rng = rng
        return bot.choose(rules.view(seat), legal)


class HardBot(SearchBot):
    """Looks ahead on its moves (IS-MCTS with Normal's play-outs to a depth, scored by
    `evaluate`) among Normal's choice and the next best ends by Normal's reckoning; plays
    everything else as Normal does. When the budget allows too few samples to tell the
    candidates apart, Normal's choice stands. Reads only its view and its legal actions."""

    def __init__(self, seat: int, rng: random.Random) -> None:
        super().__init__(seat, rng, Search(determinize, evaluate, Playout(),
                                           think_ms=THINK_MS, depth=DEPTH))
        self.normal = Explorer(seat, rng)

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        self.last = None
        if len(legal) == 1 or view["phase"] != "play" or view["stage"] != "move":
            return self.normal.choose(view, legal)
        ranked = self.normal.ranked_moves(view, legal)
        candidates: list[Action] = []
        ends: set[int] = set()
        for _, move in ranked:
            end = move.route[-1] if move.route else None
            if end not in ends:
                ends.add(end)  # type: ignore[arg-type]
                candidates.append(move)
            if len(candidates) == CANDIDATES:
                break
        if len(candidates) == 1:
            return candidates[0]
        self.last = self.search.choose(view, candidates, self.seat, self.rng)
        if self.last.iterations < SAMPLES_PER_CANDIDATE * len(candidates):
            return candidates[0]
        return self.last.action
