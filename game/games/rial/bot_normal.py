"""Rial's Normal computer (rial §7). A bot sees only the public view and its legal actions.

- explorer: the §7 player (capabilities 2/2/3/2/1/1/1; routes to chests it can open, then
  unvisited chance squares while Health >= 3, then the most face-down cards, and with none
  of those in reach, towards the nearest (so it never shuttles over a climb it knows); the
  better of Fighting and Agility; Luck spent only on a blocker with a chest beyond it;
  potions and maps as §7 says; trades that raise the worth of its items to it, offered
  when the partner's items gain by them too and answered the same way, never selling its
  Chest cards, its score, for items).

Against Easy (uniformly random play), 2 seats, seats swapped: `main.py sim rial --seats 2
--bots normal,easy --games 100 --seed 7200` and `--bots easy,normal`: Normal wins 176 of
200 (88 %), 4 draws (mean treasure 7.8 against 0.3).
"""
from __future__ import annotations

import random
from collections import deque
from typing import Any

from game.core.actions import Action
from game.games.rial import actions as A
from game.games.rial.board import Layout

BOT_CAPS = (2, 2, 3, 2, 1, 1, 1)
ITEM_VALUE = {"key": 2, "lock_picks": 3, "rope": 2}
MEAN_CHEST = 59 / 20
PULL, FAR = 0.5, 30
"""A move's worth falls by PULL per step its end lies from the nearest card worth seeking
(FAR where none is left)."""
_LAYOUTS: dict[tuple[str, str], Layout] = {}


def layout_of(view: dict[str, Any]) -> Layout:
    board = view["board"]
    key = (board["id"], board["kinds"])
    if key not in _LAYOUTS:
        _LAYOUTS[key] = Layout.build(board["id"], board["title"], board["width"],
                                     board["height"], tuple(board["kinds"]),
                                     {n: sq for n, sq in board["entrances"]})
    return _LAYOUTS[key]


def token_value(token: str) -> int:
    if token[:1].isdigit():
        return int(token.rstrip("b")) + (1 if token.endswith("b") else 0)
    return ITEM_VALUE.get(token, 1)


KEPT = {"lock_picks": "dexterity", "rope": "agility", "sword": "fighting"}
"""Items kept for good, and the capability each helps: a second one adds nothing."""


def holding_worth(caps: dict[str, int], items: list[str]) -> float:
    """What a player's items are worth to that player: a kept item once, more the higher the
    capability it helps (Lock picks are little use at Dexterity 1); the others each."""
    worth = 0.0
    for item, cap in KEPT.items():
        if item in items:
            worth += ITEM_VALUE.get(item, 1) * min(1.0, caps.get(cap, 0) / 3)
    return worth + sum(ITEM_VALUE.get(i, 1) for i in items if i not in KEPT)


def trade_gain(player: dict[str, Any], gets: tuple[str, ...] | list[str],
               gives: tuple[str, ...] | list[str]) -> float:
    """What a trade is worth to `player` (a view's player): its items' worth after less
    before, plus the Chest cards it gets less those it gives."""
    items = list(player["items"])
    for token in gives:
        if not token[:1].isdigit():
            items.remove(token)
    items += [t for t in gets if not t[:1].isdigit()]
    chests = sum(token_value(t) for t in gets if t[:1].isdigit()) - \
        sum(token_value(t) for t in gives if t[:1].isdigit())
    return holding_worth(player["caps"], items) - \
        holding_worth(player["caps"], player["items"]) + chests


def chest_methods(me: dict[str, Any], kind: str, level: int) -> list[tuple[str, int | None]]:
    """(method, value) that open this chest or door for sure, capabilities first."""
    caps, items = me["caps"], me["items"]
    out: list[tuple[str, int | None]] = []
    if kind in ("chest", "door"):
        if caps["strength"] >= level:
            out.append(("strength", caps["strength"]))
        if "lock_picks" in items and caps["dexterity"] >= level:
            out.append(("dexterity", caps["dexterity"]))
        if "key" in items:
            out.append(("key", None))
    elif kind in ("puzzle_chest", "puzzle_door") and caps["intelligence"] >= level:
        out.append(("intelligence", caps["intelligence"]))
    elif kind == "climb":
        agility = caps["agility"] + (2 if "rope" in items else 0)
        if agility >= level:
            out.append(("agility", agility))
    out.sort(key=lambda m: -(m[1] or 0))
    return out


def spread(layout: Layout, dist: dict[int, int]) -> dict[int, int]:
    """Steps from the squares of `dist` (their own counts given) to every square reached."""
    neighbours = layout.neighbours
    todo = deque(dist)
    while todo:
        cur = todo.popleft()
        step = dist[cur] + 1
        for n in neighbours[cur]:
            if n >= 0 and n not in dist:
                dist[n] = step
                todo.append(n)
    return dist


class Explorer:
    """The §7 computer adventurer."""

    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng
        self._pull: tuple[Any, tuple[Any, ...], dict[int, int]] | None = None
        """The last `_to_targets`: the board list it read (views share it until a card
        changes), what else it read, and its answer."""

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if view["phase"] == "caps":  # asked, not listed: there are hundreds of allocations
            wanted = A.SetCapabilities(self.seat, BOT_CAPS)
            return wanted if wanted in legal else legal[0]
        legal = list(legal)
        handler = getattr(self, f"_{view['stage']}", None)
        choice = handler(view, legal) if handler else None
        return choice if choice is not None and choice in legal else self.rng.choice(legal)

    # --- stages -----------------------------------------------------------------------
    def _turn(self, view: dict[str, Any], legal: list[Action]) -> Action | None:
        me = view["players"][self.seat]
        uses = {a.item for a in legal if isinstance(a, A.UseItem)}
        if "healing" in uses and me["caps"]["health"] <= 1:
            return A.UseItem(self.seat, "healing")
        if A.MissTurn(self.seat) in legal:
            return A.MissTurn(self.seat)
        if "map" in uses:
            return A.UseItem(self.seat, "map")
        stuck = [a for a in legal if isinstance(a, A.ClearStuck)]
        if stuck:
            return stuck[0]
        if me["status"] == "exited":
            return A.Jump(self.seat)
        if "speed" in uses and self._chest_distance(view, me) > 4:
            return A.UseItem(self.seat, "speed")
        return A.Roll(self.seat)

    def _festival(self, view: dict[str, Any], legal: list[Action]) -> Action:
        caps = view["players"][self.seat]["caps"]
        return A.Raise(self.seat, "strength" if caps["strength"] < caps["fighting"]
                       else "fighting")

    _mentor = _festival

    def _move(self, view: dict[str, Any], legal: list[Action]) -> Action | None:
        ranked = self.ranked_moves(view, legal)
        return ranked[0][1] if ranked else None

    def ranked_moves(self, view: dict[str, Any], legal: list[Action]
                     ) -> list[tuple[float, A.Move]]:
        """Each legal move with its worth, best first: the cards it turns up and where it
        ends; when no move is worth anything that way, the pull towards the nearest card
        worth seeking; a random tie-break."""
        me = view["players"][self.seat]
        cards = view["cards"]
        ends: dict[int, float] = {}
        """The worth of ending on a square, counted once per square."""
        scored: list[tuple[float, A.Move, int | None]] = []
        for action in legal:
            if not isinstance(action, A.Move):
                continue
            route = action.route
            end = route[-1] if route and route[-1] >= 0 else None
            if not route:
                score = 0.0
            elif end is None:
                score = -200.0
            else:
                if end not in ends:
                    ends[end] = self._end_score(view, me, end)
                score = 3.0 * len({sq for sq in route if cards[sq] == "?"}) + ends[end] + \
                    self._route_extra(view, me, route, end)
            scored.append((score, action, end))
        if scored and max(score for score, _, _ in scored) < 1:
            far = self._to_targets(view, me)
            scored = [(score - PULL * far.get(end, FAR) if end is not None else score,
                       action, end) for score, action, end in scored]
        ranked = [(score + self.rng.random(), action) for score, action, _ in scored]
        ranked.sort(key=lambda pair: -pair[0])
        return ranked

    def _route_extra(self, view: dict[str, Any], me: dict[str, Any], route: tuple[int, ...],
                     end: int) -> float:
        """What a route is worth besides its cards and its end (Normal: nothing)."""
        return 0.0

    def _end_score(self, view: dict[str, Any], me: dict[str, Any], end: int) -> float:
        """What ending a move on this square is worth (beyond the cards turned up)."""
        card = view["cards"][end]
        if not isinstance(card, list):
            return 0
        kind, level = card[0], card[1]
        if kind in ("chest", "puzzle_chest"):
            methods = chest_methods(me, kind, level)
            if methods:
                value = methods[0][1]
                return 100 + MEAN_CHEST + (1 if value and value >= level + 2 else 0)
        elif kind == "chance":
            if end not in me["bans"]:
                return 50 if me["caps"]["health"] >= 3 else -30
        elif kind in ("door", "puzzle_door", "climb", "trap"):
            if chest_methods(me, kind, level):
                return 0      # passing is worth only where it leads (no shuttling)
            if kind != "trap" and me["caps"]["luck"] > 0 and \
                    self._chest_beyond(view, me, end):
                return 20
            return -100
        return 0

    def _chest_beyond(self, view: dict[str, Any], me: dict[str, Any], sq: int) -> bool:
        layout = layout_of(view)
        for n in layout.neighbours_of(sq):
            card = view["cards"][n] if n >= 0 else None
            if isinstance(card, list) and card[0] in ("chest", "puzzle_chest"):
                return True
        return False

    def _to_targets(self, view: dict[str, Any], me: dict[str, Any]) -> dict[int, int]:
        """Steps from each square to the nearest face-down card, chest it can open or
        chance square it may draw from (through any squares: a rough pull)."""
        cards = view["cards"]
        key = (view["board"]["kinds"], tuple(me["bans"]), tuple(sorted(me["caps"].items())),
               tuple(me["items"]))
        if self._pull is not None and self._pull[0] is cards and self._pull[1] == key:
            return self._pull[2]
        layout = layout_of(view)
        far: dict[int, int] = {}
        for sq, card in enumerate(cards):
            if card == "?" or isinstance(card, list) and (
                    card[0] in ("chest", "puzzle_chest") and chest_methods(me, *card[:2])
                    or card[0] == "chance" and sq not in me["bans"]):
                far[sq] = 0
        self._pull = (cards, key, spread(layout, far))
        return self._pull[2]

    def _distances(self, view: dict[str, Any], start: int) -> dict[int, int]:
        layout = layout_of(view)
        first = layout.edge(-start) if start < 0 else start
        return spread(layout, {first: 0 if start >= 0 else 1})

    def _chest_distance(self, view: dict[str, Any], me: dict[str, Any]) -> int:
        dist = self._distances(view, me["pos"])
        found = [d for sq, d in dist.items()
                 if isinstance(view["cards"][sq], list) and view["cards"][sq][0] in
                 ("chest", "puzzle_chest") and chest_methods(me, *view["cards"][sq][:2])]
        return min(found, default=99)

    def _meet(self, view: dict[str, Any], legal: list[Action], fallback: Action | None
              ) -> Action | None:
        me = view["players"][self.seat]
        card = view["cards"][view["pending"]["square"]]
        for method, _ in chest_methods(me, card[0], card[1]) if isinstance(card, list) else []:
            if A.Meet(self.seat, method) in legal:
                return A.Meet(self.seat, method)
        if fallback is not None:
            return fallback
        if A.Meet(self.seat, "luck") in legal and \
                self._chest_beyond(view, me, view["pending"]["square"]):
            return A.Meet(self.seat, "luck")     # Luck only where a chest lies beyond
        caps = [a for a in legal if isinstance(a, A.Meet) and a.method not in ("key", "luck")]
        return max(caps, key=lambda a: me["caps"].get(a.method, 0)) if caps else None

    def _blocker(self, view: dict[str, Any], legal: list[Action]) -> Action | None:
        return self._meet(view, legal, None)

    def _chest(self, view: dict[str, Any], legal: list[Action]) -> Action | None:
        return self._meet(view, legal, A.LeaveChest(self.seat))

    def _passing_chest(self, view: dict[str, Any], legal: list[Action]) -> Action | None:
        return self._meet(view, legal, A.MoveOn(self.seat))

    def _monster(self, view: dict[str, Any], legal: list[Action]) -> Action | None:
        caps = view["players"][self.seat]["caps"]
        items = view["players"][self.seat]["items"]
        value = {"fighting": caps["fighting"] + (1 if "sword" in items else 0),
                 "agility": caps["agility"]}
        return max(legal, key=lambda a: value.get(getattr(a, "method", ""), -1))

    def _map(self, view: dict[str, Any], legal: list[Action]) -> Action | None:
        dist = self._distances(view, view["players"][self.seat]["pos"])
        return min(legal, key=lambda a: dist.get(getattr(a, "square", -1), 999))

    def _trade(self, view: dict[str, Any], legal: list[Action]) -> Action | None:
        me = view["players"][self.seat]
        if view["mode"] != "coop":
            return self._offer(view, legal, me)
        helps = {"lock_picks": "dexterity", "rope": "agility", "sword": "fighting"}
        for action in legal:
            if isinstance(action, A.Propose) and len(action.give) == 1 and not action.get:
                cap = helps.get(action.give[0])
                other = view["players"][action.partner]
                if cap and action.give[0] not in other["items"] and \
                        other["caps"][cap] > me["caps"][cap]:
                    return action
        return A.EndCycle(self.seat)

    def _offer(self, view: dict[str, Any], legal: list[Action], me: dict[str, Any]) -> Action:
        """The item-for-item trade that raises its items' worth most while the partner's
        items gain too (rial §7); none: no (more) trades. Never its Chest cards."""
        best: Action = A.EndCycle(self.seat)
        best_gain = 0.0
        for action in legal:
            if not isinstance(action, A.Propose) or \
                    any(t[:1].isdigit() for t in action.give + action.get):
                continue
            mine = trade_gain(me, action.get, action.give)
            if mine > best_gain and \
                    trade_gain(view["players"][action.partner], action.give, action.get) > 0:
                best, best_gain = action, mine
        return best

    def _answer(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if view["mode"] == "coop":
            return A.Answer(self.seat, True)
        trade = view["trade"]
        if any(t[:1].isdigit() for t in trade["get"]) and \
                not all(t[:1].isdigit() for t in trade["give"]):
            return A.Answer(self.seat, False)   # its treasure is its score: never for items
        me = view["players"][self.seat]
        return A.Answer(self.seat, trade_gain(me, trade["give"], trade["get"]) > 0)
