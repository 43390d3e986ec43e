"""Walking a chosen route (rial §4.3, §4.4): step by step, turning up what is entered,
stopping at blockers, pausing at a chest just turned up, stepping out at an entrance."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.events import Event
from game.games.rial.board import PASSAGE
from game.games.rial.challenges import CARD_NAMES
from game.games.rial.chance import land, turn_up
from game.games.rial.decks import draw_item
from game.games.rial.events import Happened
from game.games.rial.flow import next_turn
from game.games.rial.state import BLOCKERS, CHESTS, Walk, drop_card

if TYPE_CHECKING:
    from game.games.rial.rules import RialRules


def start(rules: "RialRules", seat: int, route: tuple[int, ...]) -> list[Event]:
    s = rules.state
    player = s.players[seat]
    s.move = Walk(s.roll, player.pos, route, 0)
    steps = walk(rules, seat)
    if not route:
        return steps
    return [set_off(rules, seat, route, s.move)] + steps


def set_off(rules: "RialRules", seat: int, route: tuple[int, ...], move: Walk | None
            ) -> Happened:
    """The words of a move: the squares the pawn walks ("sets off for L12: K10, K11, K12,
    L12."); a blocker that stops it short is named where it stands, without the rest of
    the route it did not take ("sets off for I11; stopped at G12 (locked door)."); a
    one-step move "steps to K6."."""
    label = rules.layout.label
    s = rules.state
    stopped = move is not None and s.stage == "blocker" and move.done < len(route)
    walked = route[:move.done] if stopped and move is not None else route
    if stopped:
        card = s.cards.get(walked[-1])
        what = CARD_NAMES.get(card.kind, card.kind) if card is not None else "blocked"
        return Happened(what="route", seat=seat, squares=walked,
                        text=f"{{who}} sets off for {label(route[-1])}; stopped at "
                             f"{label(walked[-1])} ({what}).")
    if move is not None and s.stage == "passing_chest" and move.done < len(route):
        # the rest of the route waits on the choice: open the chest or move on
        labels = ", ".join(label(q) for q in route[:move.done])
        return Happened(what="route", seat=seat, squares=walked,
                        text=f"{{who}} sets off for {label(route[-1])}: {labels}, where a "
                             f"chest turns up.")
    if len(walked) == 1:     # one step: no list that repeats its square ("for K6: K6")
        return Happened(what="route", seat=seat, squares=walked,
                        text=f"{{who}} steps to {label(walked[0])}.")
    labels = ", ".join(label(q) for q in walked)
    return Happened(what="route", seat=seat, squares=walked,
                    text=f"{{who}} sets off for {label(route[-1])}: {labels}.")


def walk(rules: "RialRules", seat: int) -> list[Event]:
    s = rules.state
    move = s.move
    assert move is not None
    player = s.players[seat]
    events: list[Event] = []
    while move.done < len(move.route):
        prev = player.pos
        sq = move.route[move.done]
        move.done += 1
        player.pos = sq
        events.append(Happened(what="step", seat=seat, square=sq, squares=(prev, sq)))
        if sq < 0:
            player.status = "exited"
            events.append(Happened(what="exit", seat=seat, square=sq,
                                   text=f"{{who}} steps out onto {rules.layout.label(sq)}."))
            return events + next_turn(rules)
        player.status = "board"
        if rules.layout.kinds[sq] == PASSAGE:
            move.passages.append(sq)
        card = s.cards.get(sq)
        if card is None:
            continue
        fresh = not card.up
        if fresh:
            events += turn_up(rules, seat, sq, card)
            if sq not in s.cards:
                continue
        if card.kind == "item":
            drop_card(s, sq)
            events += draw_item(rules, seat)
        elif card.kind in BLOCKERS:
            s.pending = {"square": sq, "retreat": prev}
            s.stage = "blocker"
            return events
        elif card.kind in CHESTS and fresh and move.done < len(move.route):
            s.pending = {"square": sq}
            s.stage = "passing_chest"
            return events
    return events + land(rules, seat, player.pos, move.start, bool(move.route))
