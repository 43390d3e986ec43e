"""The order of play (rial §4.2, §5): trading after a cycle, the next cycle or turn, rounds,
and the end."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.events import Event, GameEnded
from game.games.rial.events import Happened
from game.games.rial.scoring import headline

if TYPE_CHECKING:
    from game.games.rial.rules import RialRules


def current_beginning(rules: "RialRules") -> int | None:
    """The beginning player, or the next remaining one in seat order (rial §4.2)."""
    s = rules.state
    n = len(s.players)
    for i in range(n):
        seat = (s.beginning + i) % n
        if s.players[seat].status != "left":
            return seat
    return None


def partners(rules: "RialRules", seat: int) -> list[int]:
    """Players on the same or a connected square (rial §4.9); nobody on an entrance."""
    s = rules.state
    me = s.players[seat]
    if me.status != "board":
        return []
    return [i for i, p in enumerate(s.players) if i != seat and p.status == "board"
            and rules.layout.connected(me.pos, p.pos)]


def to_trade(rules: "RialRules") -> list[Event]:
    """The cycle's move and challenge are done: trade if anyone is near, else go on."""
    s = rules.state
    s.move = None
    s.pending = {}
    s.proposed = []
    s.trade = {}
    if open_partners(rules):
        s.stage = "trade"
        return []
    return end_cycle(rules)


def open_partners(rules: "RialRules") -> list[int]:
    """Who the active player may still make offers to this trade step: every neighbour,
    until they say no (more) trades (rial §4.9)."""
    return partners(rules, rules.state.active)


def end_cycle(rules: "RialRules") -> list[Event]:
    """A Speed potion's second cycle, or the next player's turn (rial §4.2)."""
    s = rules.state
    s.trade = {}
    player = s.players[s.active]
    if s.cycle < s.cycles and player.status in ("board", "entrance"):
        s.cycle += 1
        s.stage = "turn"
        s.move = None
        return [Happened(what="cycle", seat=s.active, text="{who} begins a second cycle.")]
    return next_turn(rules)


def next_turn(rules: "RialRules") -> list[Event]:
    """Pass the turn in seat order; a round ends when the turn passes the beginning
    player's chair. Ends the game at the round limit or when everyone has left (rial §5)."""
    s = rules.state
    n = len(s.players)
    s.move, s.pending, s.trade, s.proposed, s.festival = None, {}, {}, [], []
    nxt = None
    for i in range(1, n + 1):
        seat = (s.active + i) % n
        if seat == s.beginning:
            s.round += 1
        if s.players[seat].status != "left":
            nxt = seat
            break
    if nxt is None:
        return finish(rules, "left")
    limit = rules.round_limit()
    if s.round > limit:
        s.round = limit
        return finish(rules, "rounds")
    s.active = nxt
    s.cycle, s.cycles, s.roll = 1, 1, 0
    s.stage = "turn"
    player = s.players[nxt]
    player.turns += 1
    s.skipping = player.must_miss()
    return [Happened(what="turn", seat=nxt, text="{who}'s turn.")]


def finish(rules: "RialRules", why: str) -> list[Event]:
    s = rules.state
    s.phase = "over"
    s.stage = "over"
    s.ended_by = why
    s.move, s.pending, s.trade = None, {}, {}
    rules.end_step()
    return [GameEnded(headline=headline(rules))]
