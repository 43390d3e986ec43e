"""Hard's own habits (rial §7), where it plays better than Normal without looking ahead
(`Shrewd`: its policy, and its own seat's in its play-outs):

- capabilities for chests rather than fights, in one of a few builds by its seat's style
  (drawn once from its own random numbers, never the dice), and raises that keep opening
  them;
- no Chance card drawn on purpose, and a face-down end square weighed by the chance that it
  is a Chance square (the composition's Chance cards not yet seen, over the face-down cards
  of its kind) times what a Chance card costs it (the monsters it loses to, the treasure
  they steal, the traps it fails, less the items and helpers);
- a race to a face-up chest a rival could reach soon: moves that end nearer to it count;
- never a move that loops back to its start square;
- face-down room cards turned up before passage cards (the chests are in the rooms);
- a move that ends where the next one can turn up face-down room cards (within a d4's
  reach, the nearer the more, never through a blocker it cannot pass): a chest turned up
  mid-move is opened at once;
- trades offered: items it has little use for, for items it has more use for or for a
  Chest card, when the partner gains by its own reckoning too; and a jump away from an
  entrance whose edge square holds a blocker it cannot pass (where it lands is the d4's),
  or, with all four entrances barred so, its Luck spent on its own edge square.

Against the copycat probe (Hard's usual build, straight for the chests; probes.py), lively
dungeon, 2 seats, seats swapped, 200 games: the habits alone (`main.py sim rial --bots
hard,probe:copycat --swap --games 200 --seed 41000 --think-ms 1`, too short for a sample:
the policy's choice stands) win 63.5 % (mean treasure 19.2 against 14.3). Tried and left
out: a pull of 3 a step towards the nearest face-up chest it can open, as the copycat's
own, 61 % on the same seeds.

Later, the policy alone (`Shrewd`, no look-ahead) seated against the copycat in the sims'
own `play_out`, seats swapped: before the room lean 236 of 400 (59 %, seeds 41000-41399).
With ROOM_LEAN 1.5 against without it, on the same seeds: 189 against 175 of 300 (seeds
41000-41299), 192 against 176 of 300 (42000-42299; mean treasure 20.1 against 14.0), 125
against 117 of 200 (43000-43199): in all 506 of 800 (63.3 %) against 468 (58.5 %). On
seeds 41000, leans of 2 and 2.5 won 61 % and 61.3 %, and 3 for a room card with 1 for a
passage card 62.7 %. Tried and left out: a pull towards the nearest chest it can open (4 a
step: 57 %); the chance of reaching such a chest next turn (9 or 18 points at one step,
less further: 58.3 %, 57.3 %); Strength 6 and Intelligence 1 for everyone (57.8 %, against
58.5 % for Strength 5 and Intelligence 2).

Then (issue 31), the policy alone against the copycat in a loop of our own (as the sims'
`play_out`, Shrewd against the copycat, seats swapped, 2000 games, seeds 50000-51999, load
about 7 on 2 cores; the loop's speed does not change its results): before, 62.6 %. The
frontier (FRONTIER 1.0 at 1/d within 4 steps): 69.3 %; 0.5: 66.5 %; 2.0: 68.6 %; 1.5:
69.5 %; within 3 steps 68.3 %, within 6 68.0 %. With the builds at Strength 5 or more
(STYLES now; Strength 4 builds before): 70.5 %; those builds alone 63.3 %. Tried and left
out: raising Strength up to 7 before Intelligence (61.3 %). The frontier no longer counted
through a face-up blocker the player cannot pass (two Hard computers shuttled under a
climb at the table): 71.3 % (1425 of 2000, 14 draws).
"""
from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from game.core.actions import Action
from game.games.rial import actions as A
from game.games.rial.board import ROOM, Layout
from game.games.rial.bot_normal import FAR, Explorer, chest_methods, layout_of, spread, trade_gain
from game.games.rial.boxed import BLOCKING, Box, barred, boxed_in, openable

STYLES: tuple[tuple[tuple[int, ...], float], ...] = (
    ((1, 1, 1, 1, 1, 5, 2), 0.4),
    ((1, 1, 1, 1, 1, 6, 1), 0.2),
    ((1, 2, 1, 1, 1, 5, 1), 0.2),
    ((2, 1, 1, 1, 1, 5, 1), 0.2),
)
"""Hard's opening builds (Health, Luck, Fighting, Agility, Dexterity, Strength, Intelligence)
and how often a seat takes each: Strength 5 or more for the locked chests (Strength 4 opens
two fewer and earns fewer bonus marks), Intelligence 2 for the lowest puzzle chest, or a
point of Strength, Luck (a door) or Health (a monster) instead."""
HARD_CAPS = STYLES[0][0]
"""The usual build: Strength 5 opens the locked chests of levels 2 to 5 without a Key."""
POINT = 3.0
"""A point of treasure in the move scores' units (a face-down card turned up is 3)."""
LOOP = 40.0
"""What a move that ends back on its start square loses (a move spent for nothing)."""
RACE = 3.0
"""What each step nearer a chest a rival could reach soon is worth."""
RIVAL_REACH = 8
"""A rival this many steps from a chest it can open is heading for it."""
FRONTIER = 1.0
"""What a face-down room card one step from a move's end is worth (at d steps, 1/d of it):
the cards the next move can turn up, where a chest found is opened at once."""
FRONTIER_REACH = 4
"""The next move's reach counted by FRONTIER (a d4)."""
LEADING = 3.0
"""While it leads every rival, a face-down square's Chance risk counts this many times: a
lead is lost to a monster's theft, and the treasure it holds is what a theft takes."""
LUCK_WAY = 20.0
"""Boxed in (boxed.py), what a move onto a door or climb its Luck passes is worth."""
STEP_OUT = 20.0
"""Boxed in with no Luck to spend, what stepping out onto an entrance in reach is worth (a
jump follows, rial 4.10), and OUT_PULL a step nearer one when none is in this move's reach."""
OUT_PULL = 2.0
ROOM_LEAN = 1.5
"""What a face-down room card turned up is worth above Normal's 3, and a passage card
below it: chests lie only in rooms (rial §3.2), and a passage card is twice as likely to be
a blocker that stops the move."""


def frontier(view: dict[str, Any], me: dict[str, Any], end: int, walked: set[int]) -> float:
    """Face-down room cards a next move from `end` could turn up (within reach, nearer
    ones counting more, never through a face-up blocker the player cannot pass), less
    those this route turns up anyway."""
    cards, layout = view["cards"], layout_of(view)
    kinds, neighbours = layout.kinds, layout.neighbours
    total = 0.0
    seen = {end}
    ring = [end]
    for d in range(1, FRONTIER_REACH + 1):
        nxt = []
        for cur in ring:
            for sq in neighbours[cur]:
                if sq < 0 or sq in seen:
                    continue
                seen.add(sq)
                card = cards[sq]
                if isinstance(card, list) and card[0] in BLOCKING and \
                        not chest_methods(me, card[0], card[1]):
                    continue
                if card == "?" and kinds[sq] == ROOM and sq not in walked:
                    total += 1.0 / d
                nxt.append(sq)
        ring = nxt
    return total


def chest_worths(player: dict[str, Any]) -> tuple[int, ...]:
    """A view's player's Chest cards as they score (a bonus mark 1 more), in order."""
    return tuple(sorted(c[0] + (1 if c[1] else 0) for c in player["chests"]))


def treasure(player: dict[str, Any]) -> int:
    """A view's player's treasure as it scores."""
    return sum(chest_worths(player))


def leads(view: dict[str, Any], seat: int) -> bool:
    """Competitive, and the seat holds more treasure than every rival."""
    if view["mode"] == "coop" or len(view["players"]) < 2:
        return False
    mine = treasure(view["players"][seat])
    return all(treasure(p) < mine for i, p in enumerate(view["players"]) if i != seat)


def pick_style(rng: random.Random) -> tuple[int, ...]:
    """A seat's opening build, drawn from its own random numbers."""
    builds, weights = zip(*STYLES)
    return rng.choices(builds, weights)[0]


@lru_cache(maxsize=4096)
def chance_cost(caps: tuple[tuple[str, int], ...], sword: bool, chests: tuple[int, ...]
                ) -> float:
    """What one Chance card drawn costs this player on average, in points (negative: a gain),
    from the Chance deck of the content (rial §3.3)."""
    from game.games.rial.rules import RialRules
    content = RialRules.default_content()
    cap = dict(caps)
    health = cap.get("health", 1)
    top = sorted(chests, reverse=True)

    def hurt(amount: int) -> float:
        return 2.0 if health - amount < 1 else 0.3 * amount

    total = 0.0
    deck = content.chance_deck()
    for card in deck:
        kind, _, which = card.partition(":")
        if kind == "monster":
            m = content.monsters[which]
            best = max(cap.get("fighting", 0) + sword,
                       cap.get("agility", 0) if m.dodge else 0)
            if best < m.level:
                total += hurt(m.health) + sum(top[:m.steals])
            elif best == m.level:
                total += 1.0
        elif kind == "trap":
            t = content.traps[which]
            if cap.get(t.capability, 0) < t.level:
                total += hurt(t.health)
        elif kind in ("item", "last_chance", "helper"):
            total -= 1.0
    return total / len(deck)


_ODDS: list[Any] = [None, None, None]
"""The last `chance_odds`: the board list it read (views share it until a card changes),
its dungeon, and its answer."""
_STEPS: dict[tuple[int, int], tuple[Layout, dict[int, int]]] = {}
"""`steps_from`'s answers by (layout, square), with the layout they were measured on."""


def steps_from(layout: Layout, sq: int) -> dict[int, int]:
    """Steps from `sq` to every square, through any squares (a rough reach): measured once
    per board and square (read only)."""
    key = (id(layout), sq)
    kept = _STEPS.get(key)
    if kept is None or kept[0] is not layout:
        kept = _STEPS[key] = (layout, spread(layout, {sq: 0}))
    return kept[1]


def chance_odds(view: dict[str, Any]) -> dict[str, float]:
    """For room and passage squares: the chance that a face-down one is a Chance square
    (the composition's Chance cards less those face up, over the face-down cards)."""
    dungeon = view.get("dungeon", "lively")
    if _ODDS[0] is view["cards"] and _ODDS[1] == dungeon:
        return _ODDS[2]
    _ODDS[:] = [view["cards"], dungeon, _count_odds(view, dungeon)]
    return _ODDS[2]


def _count_odds(view: dict[str, Any], dungeon: str) -> dict[str, float]:
    from game.games.rial.rules import RialRules
    mix = RialRules.default_content().board_cards(dungeon)
    kinds = layout_of(view).kinds
    down = {"R": 0, "P": 0}
    seen = {"R": 0, "P": 0}
    for sq, card in enumerate(view["cards"]):
        kind = "R" if kinds[sq] == ROOM else "P"
        if card == "?":
            down[kind] += 1
        elif isinstance(card, list) and card[0] in ("chance", "trap"):
            seen[kind] += 1
    totals = {"R": mix.room.chance, "P": mix.passage.chance}
    return {k: min(1.0, max(0, totals[k] - seen[k]) / down[k]) if down[k] else 0.0
            for k in down}


def room_lean(view: dict[str, Any], route: tuple[int, ...]) -> float:
    """ROOM_LEAN for each face-down room card the route turns up, less it for each
    face-down passage card."""
    cards, kinds = view["cards"], layout_of(view).kinds
    return sum(ROOM_LEAN if kinds[sq] == ROOM else -ROOM_LEAN
               for sq in set(route) if sq >= 0 and cards[sq] == "?")


class Shrewd(Explorer):
    """Hard's policy: Normal's, with the habits of this module's notes."""

    def __init__(self, seat: int, rng: random.Random) -> None:
        super().__init__(seat, rng)
        self.style: tuple[int, ...] | None = None
        self._extra: dict[int, float] = {}
        self._box: Box | None = None
        self._lucky: frozenset[int] = frozenset()

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if view["phase"] == "caps":
            if self.style is None:
                self.style = pick_style(self.rng)
            wanted = A.SetCapabilities(self.seat, self.style)
            return wanted if wanted in legal else legal[0]
        return super().choose(view, legal)

    def _festival(self, view: dict[str, Any], legal: list[Action]) -> Action:
        caps = view["players"][self.seat]["caps"]
        return A.Raise(self.seat, "strength" if caps["strength"] <= caps["intelligence"] + 2
                       else "intelligence")

    _mentor = _festival

    def _turn(self, view: dict[str, Any], legal: list[Action]) -> Action | None:
        """On an entrance behind a blocker it cannot pass, jump to another entrance rather
        than fail the same climb or door turn after turn."""
        me = view["players"][self.seat]
        if A.Jump(self.seat) in legal and me["status"] == "entrance" and \
                A.MissTurn(self.seat) not in legal and self._barred(view, me, -me["pos"]):
            lucky = me["caps"]["luck"] > 0 and \
                view["cards"][layout_of(view).edge(-me["pos"])][0] != "trap"
            if not lucky or not all(self._barred(view, me, e) for e in range(1, 5)):
                return A.Jump(self.seat)
        return super()._turn(view, legal)

    def _barred(self, view: dict[str, Any], me: dict[str, Any], entrance: int) -> bool:
        """The entrance's edge square holds a face-up blocker it cannot pass."""
        return barred(view, me, layout_of(view).edge(entrance))

    def _meet(self, view: dict[str, Any], legal: list[Action], fallback: Action | None
              ) -> Action | None:
        """Every entrance barred to it: its Luck gets it in (a jump would only land behind
        another blocker)."""
        me = view["players"][self.seat]
        if fallback is None and A.Meet(self.seat, "luck") in legal:
            back = view["pending"].get("retreat", 0)
            if back < 0 and all(self._barred(view, me, e) for e in range(1, 5)) or \
                    back >= 0 and boxed_in(view, me, back, view["pending"]["square"]):
                return A.Meet(self.seat, "luck")    # boxed in: Luck is the way on
        return super()._meet(view, legal, fallback)

    def _end_score(self, view: dict[str, Any], me: dict[str, Any], end: int) -> float:
        card = view["cards"][end]
        if isinstance(card, list) and card[0] == "chance":
            return 0 if end in me["bans"] else -30
        if end in self._lucky:
            return LUCK_WAY
        return super()._end_score(view, me, end)

    # --- where a move ends ----------------------------------------------------------------
    def ranked_moves(self, view: dict[str, Any], legal: list[Action]
                     ) -> list[tuple[float, A.Move]]:
        me = view["players"][self.seat]
        self._extra = self._end_extras(view)
        self._box = boxed_in(view, me, me["pos"]) if me["pos"] >= 0 else None
        self._lucky = self._box.lucky_walls(view, me) if self._box else frozenset()
        ranked = super().ranked_moves(view, legal)
        if self._box is None or self._lucky or not self._box.exits:
            return ranked
        out = self._to_exits(view, self._box)
        ranked = [(score + STEP_OUT + 200.0 if move.route and move.route[-1] < 0 else
                   score - OUT_PULL * out.get(move.route[-1], FAR) if move.route else score,
                   move) for score, move in ranked]
        ranked.sort(key=lambda pair: -pair[0])
        return ranked

    def _to_exits(self, view: dict[str, Any], box: Box) -> dict[int, int]:
        """Steps from each square of the box to the nearest entrance in reach."""
        layout = layout_of(view)
        dist = {layout.edge(e): 1 for e in box.exits}
        ring = list(dist)
        while ring:
            nxt = []
            for cur in ring:
                for sq in layout.neighbours[cur]:
                    if sq >= 0 and sq in box.steps and sq not in dist:
                        dist[sq] = dist[cur] + 1
                        nxt.append(sq)
            ring = nxt
        return dist

    def _route_extra(self, view: dict[str, Any], me: dict[str, Any], route: tuple[int, ...],
                     end: int) -> float:
        extra = self._extra.get(end, 0.0) + room_lean(view, route)
        extra += FRONTIER * frontier(view, me, end, set(route))
        if end == me["pos"] and not openable(view, me, end):
            extra -= LOOP
        return extra

    def _end_extras(self, view: dict[str, Any]) -> dict[int, float]:
        """Each square's worth as a move's end beyond Normal's reckoning: the risk of a
        face-down Chance square, and the race to a chest a rival is heading for."""
        me = view["players"][self.seat]
        out: dict[int, float] = {}
        cost = chance_cost(tuple(sorted(me["caps"].items())), "sword" in me["items"],
                           chest_worths(me))
        if cost > 0:
            odds = chance_odds(view)
            kinds = layout_of(view).kinds
            weight = cost * POINT * (LEADING if leads(view, self.seat) else 1.0)
            for sq, card in enumerate(view["cards"]):
                if card == "?":
                    out[sq] = -odds["R" if kinds[sq] == ROOM else "P"] * weight
        for sq, bonus in self._race(view, me).items():
            out[sq] = out.get(sq, 0.0) + bonus
        return out

    def _race(self, view: dict[str, Any], me: dict[str, Any]) -> dict[int, float]:
        """Squares nearer than its start to a face-up chest it can open that a rival can
        open too and could reach within RIVAL_REACH steps: RACE a step nearer."""
        layout = layout_of(view)
        if me["pos"] < 0:
            return {}
        bonus: dict[int, float] = {}
        for sq, card in enumerate(view["cards"]):
            if not openable(view, me, sq):
                continue
            rivals = [p for i, p in enumerate(view["players"]) if i != self.seat and
                      p["status"] == "board" and chest_methods(p, card[0], card[1])]
            if not rivals:
                continue
            dist = steps_from(layout, sq)
            if min(dist.get(p["pos"], 99) for p in rivals) > RIVAL_REACH:
                continue
            mine = dist.get(me["pos"], 99)
            for end, d in dist.items():
                if d < mine:
                    bonus[end] = max(bonus.get(end, 0.0), RACE * (mine - d))
        return bonus

    # --- trades ---------------------------------------------------------------------------
    def _offer(self, view: dict[str, Any], legal: list[Action], me: dict[str, Any]) -> Action:
        """The offer it gains most by, items or a Chest card for an item it has little use
        for, while the partner gains by its own reckoning too; none: no (more) trades."""
        best: Action = A.EndCycle(self.seat)
        best_gain = 0.0
        for action in legal:
            if not isinstance(action, A.Propose) or \
                    any(t[:1].isdigit() for t in action.give):
                continue
            mine = trade_gain(me, action.get, action.give)
            theirs = trade_gain(view["players"][action.partner], action.give, action.get)
            if mine > best_gain and theirs >= 0:
                best, best_gain = action, mine
        return best
