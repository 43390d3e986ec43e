"""A turn (rial §4.2, §4.8, §4.10): the festival d10, the d4, items, missed turns, the
stuck rule, jumps and leaving. Moves, challenges and trades are checked here and carried out
by their own modules."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import DiceRolled, Event
from game.games.rial import actions as A
from game.games.rial import challenges, trading, walking
from game.games.rial.chance import land, turn_up
from game.games.rial.decks import discard_item, item_name
from game.games.rial.events import Happened
from game.games.rial.flow import current_beginning, end_cycle, next_turn, to_trade
from game.games.rial.movement import Mover
from game.games.rial.state import CAPS, drop_card
from game.games.rial.stuck import stuck_blockers

if TYPE_CHECKING:
    from game.games.rial.rules import RialRules

TURN_START = (A.Roll, A.UseItem, A.MissTurn, A.Jump, A.Leave, A.ClearStuck)
USED_AT_TURN_START = frozenset({"speed", "healing", "map"})
"""The items drunk or read (rial §3.4); the others work when they are needed."""


# --- what may be done now -------------------------------------------------------------
def legal(rules: "RialRules", seat: int) -> list[Action]:
    s = rules.state
    stage = s.stage
    if stage == "turn":
        return _turn_options(rules, seat)
    if stage == "festival":
        return [A.Raise(seat, c) for c in CAPS]
    if stage == "mentor":
        return [A.Raise(seat, c) for c in CAPS]
    if stage == "move":
        mover = Mover(rules, seat)
        return [A.Move(seat, r) for r in mover.routes(s.players[seat].pos, s.roll)]
    if stage in ("blocker", "monster"):
        return [A.Meet(seat, m) for m in challenges.methods_now(rules, seat)]
    if stage == "chest":
        return [A.Meet(seat, m) for m in challenges.methods_now(rules, seat)] + \
            [A.LeaveChest(seat)]
    if stage == "passing_chest":
        return [A.Meet(seat, m) for m in challenges.methods_now(rules, seat)] + [A.MoveOn(seat)]
    if stage == "map":
        return [A.Peek(seat, sq) for sq, card in sorted(s.cards.items()) if not card.up]
    if stage == "trade":
        return trading.legal(rules, seat)
    if stage == "answer":
        return [A.Answer(seat, True), A.Answer(seat, False)]
    return []


def cards(n: int) -> str:
    """"1 card", "3 cards"."""
    return f"{n} card" if n == 1 else f"{n} cards"


def _turn_options(rules: "RialRules", seat: int) -> list[Action]:
    s = rules.state
    player = s.players[seat]
    out: list[Action] = []
    first = s.cycle == 1
    if s.skipping:
        out.append(A.MissTurn(seat))
    elif player.status in ("board", "entrance"):
        out.append(A.Roll(seat))
    if first and not s.skipping and player.status in ("exited", "entrance"):
        out.append(A.Jump(seat))
    if first and player.status in ("exited", "entrance"):
        out.append(A.Leave(seat))
    for item in sorted(USED_AT_TURN_START.intersection(player.items)):
        if _item_problem(rules, seat, item) is None:
            out.append(A.UseItem(seat, item))
    if first and not s.skipping and player.status == "board":
        out += [A.ClearStuck(seat, sq) for sq in stuck_blockers(rules, seat)]
    return out


def _item_problem(rules: "RialRules", seat: int, item: str) -> str | None:
    s = rules.state
    player = s.players[seat]
    if item not in player.items:
        return f"{rules.seat_name(seat)} holds no {item_name(item)}."
    if item == "healing":
        return None
    if item == "speed":
        if s.skipping or s.cycle != 1 or s.cycles != 1 or player.status not in ("board",
                                                                                 "entrance"):
            return "A Speed potion is drunk at the start of a turn that plays a cycle."
        return None
    if item == "map":
        if s.skipping:
            return "A Map cannot be read on a skipped turn (only a Healing potion can be used)."
        if not any(not c.up for c in s.cards.values()):
            return "No face-down card is left to turn up."
        return None
    return f"A {item_name(item)} is not drunk or read: it works when it is needed."


def check(rules: "RialRules", action: Action) -> None:
    s = rules.state
    seat = action.seat
    stage = s.stage
    if isinstance(action, TURN_START):
        if stage != "turn":
            raise IllegalAction("That is done at the start of a turn or cycle.", "rial §4.2")
        _check_turn_start(rules, action)
    elif isinstance(action, A.Raise):
        if stage not in ("festival", "mentor"):
            raise IllegalAction("No capability is to be raised now.", "rial §4.2")
        if action.capability not in CAPS:
            raise IllegalAction(f"Raise one of: {', '.join(CAPS)}.", "rial §3.6")
    elif isinstance(action, A.Move):
        if stage != "move":
            raise IllegalAction("Roll the d4 before moving.", "rial §4.2")
        Mover(rules, seat).check(s.players[seat].pos, s.roll, action.route)
    elif isinstance(action, A.MoveOn):
        if stage != "passing_chest":
            raise IllegalAction("There is no chest being passed.", "rial §4.4")
    elif isinstance(action, A.Meet):
        challenges.check_meet(rules, seat, action.method)
    elif isinstance(action, A.LeaveChest):
        if stage != "chest":
            raise IllegalAction("No chest is waiting.", "rial §4.6")
    elif isinstance(action, A.Peek):
        if stage != "map":
            raise IllegalAction("Read a Map first.", "rial §3.4")
        card = s.cards.get(action.square) if isinstance(action.square, int) else None
        if card is None or card.up:
            raise IllegalAction("A Map turns up face-down cards only.", "rial §3.4")
    elif isinstance(action, A.Propose):
        trading.check_propose(rules, action)
    elif isinstance(action, A.Answer):
        if stage != "answer" or not isinstance(action.accept, bool):
            raise IllegalAction("No trade is waiting for an answer.", "rial §4.9")
    elif isinstance(action, A.EndCycle):
        if stage != "trade":
            raise IllegalAction("The cycle ends after the move, the challenge and trades.",
                                "rial §4.2")
    else:
        raise IllegalAction(f"{type(action).__name__} is not a move of this phase.", "rial §4.2")


def _check_turn_start(rules: "RialRules", action: Action) -> None:
    s = rules.state
    player = s.players[action.seat]
    first = s.cycle == 1
    if isinstance(action, A.MissTurn):
        if not s.skipping:
            raise IllegalAction("Only a player who must miss this turn skips it.", "rial §4.2")
        return
    if isinstance(action, A.UseItem):
        problem = _item_problem(rules, action.seat, action.item) if isinstance(
            action.item, str) else "Name an item."
        if problem:
            raise IllegalAction(problem, "rial §3.4")
        return
    if isinstance(action, A.Leave):
        if not first or player.status not in ("exited", "entrance"):
            raise IllegalAction("A player leaves by an entrance: step onto one first.",
                                "rial §4.10")
        return
    if s.skipping:
        raise IllegalAction(f"{rules.seat_name(action.seat)} must miss this turn.", "rial §4.8")
    if isinstance(action, A.Roll):
        if player.status not in ("board", "entrance"):
            raise IllegalAction("After stepping out, the next turn is a jump or leaving.",
                                "rial §4.10")
    elif isinstance(action, A.Jump):
        if not first or player.status not in ("exited", "entrance"):
            raise IllegalAction("Only a player on an entrance may jump.", "rial §4.10")
    elif isinstance(action, A.ClearStuck):
        if not first or player.status != "board" or \
                action.square not in stuck_blockers(rules, action.seat):
            raise IllegalAction("The stuck rule needs no chance, face-down card or entrance "
                                "in reach, no Luck, and a blocker you cannot pass.",
                                "rial §4.10")


# --- carrying it out ------------------------------------------------------------------
def perform(rules: "RialRules", action: Action) -> list[Event]:
    s = rules.state
    seat = action.seat
    if isinstance(action, A.Roll):
        return roll(rules, seat)
    if isinstance(action, A.Raise):
        return _raise(rules, seat, action.capability)
    if isinstance(action, A.Move):
        s.stage = "walking"
        return walking.start(rules, seat, action.route)
    if isinstance(action, A.MoveOn):
        s.stage = "walking"
        s.pending = {}
        return walking.walk(rules, seat)
    if isinstance(action, A.Meet):
        if s.stage == "blocker":
            return challenges.meet_blocker(rules, seat, action.method)
        if s.stage == "monster":
            return challenges.fight(rules, seat, action.method)
        return challenges.meet_chest(rules, seat, action.method)
    if isinstance(action, A.LeaveChest):
        return [Happened(what="chest", seat=seat, text="{who} leaves the chest shut.")] + \
            to_trade(rules)
    if isinstance(action, A.UseItem):
        return _use(rules, seat, action.item)
    if isinstance(action, A.Peek):
        return _peek(rules, seat, action.square)
    if isinstance(action, A.Propose):
        return trading.propose(rules, action)
    if isinstance(action, A.Answer):
        return trading.answer(rules, action)
    if isinstance(action, A.EndCycle):
        return end_cycle(rules)
    if isinstance(action, A.MissTurn):
        return _miss(rules, seat)
    if isinstance(action, A.Jump):
        return _jump(rules, seat)
    if isinstance(action, A.Leave):
        s.players[seat].status = "left"
        return [Happened(what="left", seat=seat,
                         text="{who} leaves the dungeon for good, keeping the treasure.")] + \
            next_turn(rules)
    if isinstance(action, A.ClearStuck):
        return _clear(rules, seat, action.square)
    raise AssertionError(action)


def roll(rules: "RialRules", seat: int) -> list[Event]:
    """Cycle steps 1-2: the beginning player's d10 (a 10: everyone +1), then the d4."""
    s = rules.state
    events: list[Event] = []
    if seat == current_beginning(rules):
        value = rules.dice.roll(10)
        events.append(DiceRolled(seat=seat, sides=10, values=(value,),
                                 purpose="everyone's raise (on a 10)"))
        if value == 10:
            s.festival = [i for i, p in enumerate(s.players) if p.status != "left"]
            s.stage = "festival"
            events.append(Happened(what="festival", seat=seat,
                                   text="A 10! Every player raises a capability by 1."))
            return events
    return events + roll_d4(rules, seat)


def roll_d4(rules: "RialRules", seat: int) -> list[Event]:
    s = rules.state
    s.roll = rules.dice.roll(4)
    events: list[Event] = [DiceRolled(seat=seat, sides=4, values=(s.roll,), purpose="the move")]
    s.stage = "move"
    mover = Mover(rules, seat)
    pos = s.players[seat].pos
    if mover.best(pos, None, mover.start_passages(pos), s.roll) == 0:
        events.append(Happened(what="stuck", seat=seat, text="{who} has no legal step."))
        return events + land(rules, seat, pos, pos, False)
    return events


def _raise(rules: "RialRules", seat: int, cap: str) -> list[Event]:
    s = rules.state
    s.players[seat].caps[cap] += 1
    events: list[Event] = [Happened(what="raise", seat=seat,
                                    text=f"{{who}} raises {cap.title()} to "
                                         f"{s.players[seat].caps[cap]}.")]
    if s.stage == "mentor":
        return events + to_trade(rules)
    s.festival.pop(0)
    if s.festival:
        return events
    return events + roll_d4(rules, s.active)


def _use(rules: "RialRules", seat: int, item: str) -> list[Event]:
    s = rules.state
    player = s.players[seat]
    discard_item(rules, seat, item)
    if item == "speed":
        s.cycles = 2
        return [Happened(what="potion", seat=seat, card=item,
                         text="{who} drinks a Speed potion: two cycles this turn.")]
    if item == "healing":
        player.caps["health"] += 2
        return [Happened(what="potion", seat=seat, card=item,
                         text=f"{{who}} drinks a Healing potion: Health "
                              f"{player.caps['health']}.")]
    s.map_left = min(3, sum(1 for c in s.cards.values() if not c.up))
    s.stage = "map"
    return [Happened(what="map", seat=seat, card=item,
                     text=f"{{who}} reads a Map: {cards(s.map_left)} to turn up.")]


def _peek(rules: "RialRules", seat: int, sq: int) -> list[Event]:
    s = rules.state
    events = turn_up(rules, seat, sq, s.cards[sq])
    s.map_left -= 1
    if s.map_left <= 0 or not any(not c.up for c in s.cards.values()):
        s.stage = "turn"
    return events


def _miss(rules: "RialRules", seat: int) -> list[Event]:
    player = rules.state.players[seat]
    player.miss = max(0, player.miss - 1)
    gain = ""
    if player.caps["health"] < 1:
        player.caps["health"] += 1
        gain = f" (Health {player.caps['health']})"
    return [Happened(what="missed", seat=seat, text=f"{{who}} misses a turn{gain}.")] + \
        next_turn(rules)


def _jump(rules: "RialRules", seat: int) -> list[Event]:
    """d4 to an entrance; naming the one the player is on is rerolled (rial §4.10)."""
    player = rules.state.players[seat]
    events: list[Event] = []
    while True:
        value = rules.dice.roll(4)
        again = value == -player.pos
        events.append(DiceRolled(seat=seat, sides=4, values=(value,),
                                 purpose="a jump (own entrance, roll again)" if again
                                 else "a jump"))
        if not again:
            break
    player.pos = -value
    player.status = "entrance"
    events.append(Happened(what="jump", seat=seat, square=-value,
                           text=f"{{who}} jumps to {rules.layout.label(-value)}."))
    return events + next_turn(rules)


def _clear(rules: "RialRules", seat: int, sq: int) -> list[Event]:
    s = rules.state
    card = drop_card(s, sq)
    if card.kind == "trap":
        s.chance_pile.append(f"trap:{card.trap}")
    s.players[seat].pos = sq
    return [Happened(what="stuck", seat=seat, square=sq,
                     text=f"{{who}} is stuck and spends the turn clearing the "
                          f"{challenges.card_text(card)} at {rules.layout.label(sq)}.")] + \
        next_turn(rules)

