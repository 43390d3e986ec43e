"""Rial's Hard computer: better habits than Normal's (habits.py: `Shrewd`), and its moves
weighed by the generic paired look-ahead (core.search.PairedSearch) over the rules
themselves, with Rial's two pieces beside it: `determinize`, a whole match that fits what
one seat has seen, and `evaluate`, each seat's chances in a match cut off at the depth.

What nobody can see (rial §6) is drawn afresh for every sample: the face-down cards (a new
deal of the board's room and passage cards of the game's dungeon, read only on the squares
still face down), the order and make-up of the Chance, Useful Item and Chest piles (as many
cards as each holds) and the dice to come. Everything else is copied from the view, so the
search never reads the real match. Each sample is played on after every candidate move with
the same cards and dice (common random numbers), so the dice's noise cancels out of the
comparison. A move that loops back to its start square is never a candidate while another
move exists.

Strength on the lively dungeon with the habits of habits.py (2 seats, seats swapped, at
200 ms a decision, a machine shared with other sims):
- Against the copycat probe (probes.py), `main.py sim rial --bots hard,probe:copycat --swap
  --games 200 --seed 31000 --think-ms 200`: Hard won 119 of 200 (59.5 %), 1 draw (mean
  treasure 18.4 against 15.6); its p95 decision 214 ms. The copycat plays Hard's own build
  and chest rush, so Hard's edge is the look-ahead and its newer habits only; the habits
  alone win 63.5 % (habits.py's notes), within the noise of the search's.
- Against the trader probe, `--bots hard,probe:trader --swap --games 100 --seed 32000
  --think-ms 200`: Hard won 82 of 100 (mean treasure 21.5 against 8.5).
- Against Normal, `--bots hard,normal --swap --games 100 --seed 33000 --think-ms 200`:
  Hard won 85 of 100 (mean treasure 22.4 against 7.1), against 93 % on the classic dungeon
  below (another machine load, other seeds).
- With the room lean (habits.py), at load 12 to 17 on 2 cores, 40-60 games: against the
  copycat (`--games 60 --seed 31000`) 34 of 60 (56.7 %; the policy alone on those seeds
  34, and 37 without the lean: these 60 seeds are hard ones, the lean gains 4.8 points
  over 800 games); against the trader (`--games 40 --seed 32000`) 37 of 40; against Normal
  (`--games 40 --seed 33000`) 37 of 40. A sample costs about 15 ms of one core (a quiet
  machine plays some 13 in 200 ms; at load 15 one or two, fewer than MIN_SAMPLES, so the
  habits' move stands). Tried and left out: at least 8 samples and a lead of 0.25 /
  sqrt(samples) before the search overrules the habits: 33 of 60 against the copycat and
  34 of 40 against Normal, no better within the noise.

With the frontier and the Strength 5 builds (habits.py; issue 31), the look-ahead as it
was (any lead after 3 samples) at 200 ms, load 6 to 8 on 2 cores: `main.py sim rial --seats
2 --bots hard,probe:copycat --swap --games 200 --seed 31000 --think-ms 200` won 123 of 200
(61.5 %), 1 draw (mean treasure 19.8 against 15.0; p95 209 ms), while the habits alone won
70.5 % over 2000 games: a few samples overruled good moves on noise. Now the search
overrules its habits only with 8 samples and a lead of 0.05: `--games 150` of the same
(load 6.5 to 10) won 99 of 150 (66 %), 1 draw (mean treasure 21.2 against 15.5; p95
212 ms). Through `main.py sim` at `--think-ms 1` (one sample a decision, so the policy's
choice always stands), load 7.4 to 8.8: `--bots hard,probe:copycat --swap --games 200
--seed 33000` 138 of 200 (69 %), 3 draws (23.3 against 13.2). So the search now overrules
only with MIN_SAMPLES paired samples and a lead above ERRORS standard errors of their
differences (`overrules`).

Before, on the classic dungeon (2-seat competitive, Hard against Normal, seats swapped):
- Now, at 200 ms a decision, 200 games: `main.py sim rial --seats 2 --bots hard,normal
  --games 100 --seed 7000 --think-ms 200`: Hard 93, Normal 7 (mean treasure 18.7 against
  4.9); `--bots normal,hard --games 100 --seed 7100 --think-ms 200`: Hard 93, Normal 6,
  1 draw (19.4 against 5.3). Hard wins 186 of 200 (93 %); its p95 decision 223 ms. At
  the table's 600 ms (`--games 8 --seed 7300 --think-ms 600`): p95 612 ms, the longest
  636 ms; Hard won all 8.
- Before the habits, Normal's play everywhere and a tree search (IS-MCTS) over its moves,
  at 600 ms (about 180 samples a decision), 80 games: Hard 40, Normal 39, 1 draw. The tree
  search added little to the policy it played out with, then or later: with the first
  habits (no jump), 60 games at 30 samples a decision, 75 % against 74.5 % for the habits
  alone (400 games).
- The habits alone (no search), 400 games: without the jump 74.5 % (mean treasure 15.4
  against 5.5; in 28 of 200 games Hard lost with 0, most of them failing the climb on its
  entrance's edge square every turn); with it, 85 % (17.0 against 4.8). On 80 of those
  seeds the habits alone won 83.8 % (15.7 against 5.6), and a paired comparison of four
  moves at 12 samples a decision 90 % (20.4 against 4.9; a first version of our own that
  kept the habits' choice unless another beat it by a standard error).
- Tried and left out: a penalty for ending a move on a face-down card (a hidden chance
  square): at 1 and 2.5 points no better (85 %, 86 %), at 4 and 8 worse (79 %, 67 %);
  weighing face-down room cards above passage cards (chests lie only in rooms): 76-77 %
  against 76 %, within the noise.
"""
from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Any, Sequence

from game.core.actions import Action
from game.core.dice import Dice
from game.core.protocol import Seat
from game.core.search import PairedSearch, SearchBot, lead_is_real, result_values
from game.games.rial import actions as A
from game.games.rial.bot_normal import Explorer, holding_worth, layout_of
from game.games.rial.decks import deal
from game.games.rial.figures import Tally
from game.games.rial.habits import HARD_CAPS, Shrewd
from game.games.rial.state import Card, Player, RialState, Walk

__all__ = ["HARD_CAPS", "HardBot", "Playout", "Shrewd", "determinize", "evaluate"]

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
"""Moves the search weighs: its policy's choice and the next best ends by its reckoning."""
WORSE = 30.0
"""A move its habits score this much below their choice (a face-up blocker it cannot
pass, a Chance square drawn on purpose) is never weighed: a handful of noisy samples
must not pick it."""
MIN_SAMPLES = 16
"""Fewer samples than this tell nothing: the policy's choice stands."""
ERRORS = 2.0
"""The search overrules its habits only when its move's lead over theirs, sample by sample
(the same cards and dice after both), is more than this many standard errors of those
paired differences: against the copycat, the look-ahead with any lead after 3 samples, and
with a lead of 0.05 after 8, won less than the habits alone (notes above)."""
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
    fresh = deal(layout, content, dice, view["dungeon"])
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
               "board": board["id"], "dungeon": view["dungeon"]}
    seats = [Seat(p["name"], p["bot"]) for p in view["players"]]
    rules = RialRules(rng.getrandbits(32), seats, options, content, dice)
    rules.undo_enabled = False
    rules.layout = layout
    rules.state = state
    rules._view = rules._cards = rules._stops = None
    rules._bots_only = False
    rules.tally = Tally()
    rules.clock_used = 0.0
    rules.marks_clock = False
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
    """The play-out policy: Hard's own habits for the searching seat, Normal's for the
    others (what it expects of a rival)."""

    def __init__(self, me: int) -> None:
        self.me = me
        self.bots: dict[int, Explorer] = {}

    def __call__(self, rules: "RialRules", seat: int, rng: random.Random) -> Action:
        legal = rules.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        bot = self.bots.get(seat)
        if bot is None:
            bot = self.bots[seat] = (Shrewd if seat == self.me else Explorer)(seat, rng)
        bot.rng = rng
        return bot.choose(rules.view(seat), legal)


def overrules(samples: Sequence[Sequence[float]], pick: int) -> bool:
    """Candidate `pick` beats the policy's choice (candidate 0) for real: at least
    MIN_SAMPLES paired samples, and a mean lead above ERRORS standard errors of the
    differences (`core.search.lead_is_real`)."""
    return lead_is_real(samples, pick, MIN_SAMPLES, ERRORS)


class HardBot(SearchBot):
    """Looks ahead on its moves among its policy's choice and the next best ends by that
    policy's reckoning: a paired search (core.search.PairedSearch), each sample played on
    after every candidate with the same hidden cards and the same dice, to a depth, scored
    by `evaluate`; plays everything else by its own habits (`Shrewd`). When the budget
    allows too few samples, the policy's choice stands. Reads only its view and its legal
    actions."""

    def __init__(self, seat: int, rng: random.Random) -> None:
        super().__init__(seat, rng, PairedSearch(determinize, evaluate, Playout(seat),
                                                 think_ms=THINK_MS, depth=DEPTH))
        self.normal = Shrewd(seat, rng)

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        self.last = None
        if len(legal) == 1 or view["phase"] != "play" or view["stage"] != "move":
            return self.normal.choose(view, legal)
        ranked = self.normal.ranked_moves(view, legal)
        start = view["players"][self.seat]["pos"]
        if any(move.route and move.route[-1] != start for _, move in ranked):
            ranked = [(v, m) for v, m in ranked if not m.route or m.route[-1] != start]
        candidates: list[Action] = []
        ends: set[int] = set()
        best = ranked[0][0] if ranked else 0.0
        for value, move in ranked:
            if value < best - WORSE:
                break
            end = move.route[-1] if move.route else None
            if end not in ends:
                ends.add(end)  # type: ignore[arg-type]
                candidates.append(move)
            if len(candidates) == CANDIDATES:
                break
        if len(candidates) == 1:
            return candidates[0]
        self.last = self.search.choose(view, candidates, self.seat, self.rng)
        pick = candidates.index(self.last.action)
        return self.last.action if overrules(self.last.rows, pick) else candidates[0]
