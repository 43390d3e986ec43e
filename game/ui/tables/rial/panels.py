"""The choice panel beside the board: capabilities at setup, the methods of a challenge with
the number each is tested with, raising a capability, trading, answering an offer. Each
function returns the panel's lines of text and its buttons (positions set by the table)."""
from __future__ import annotations

from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, Callable

from game.games.rial import actions as A
from game.games.rial.challenges import CARD_NAMES, fight_options, options
from game.games.rial.setup import allocation_problem
from game.games.rial.state import CAPS, Card
from game.games.rial.trading import token_text
from game.ui.widgets.button import Button

if TYPE_CHECKING:
    from game.games.rial.rules import RialRules

Act = Callable[[A.Action], None]
Panel = tuple[list[str], list[Button]]
METHOD_NAMES = {"key": "Key", "luck": "Luck"}


def caps_panel(seat: int, draft: list[int], act: Act, redraw: Callable[[], None],
               may_change: Callable[[int, int], bool] = lambda i, by: True) -> Panel:
    """+/- per capability, the sum live, Set out only when legal (rial §3.6); a change
    `may_change` refuses (a lesson's coach asks for another) is not made."""
    buttons: list[Button] = []
    total = sum(draft)

    def change(i: int, by: int) -> None:
        if not may_change(i, by):
            return
        draft[i] += by
        redraw()

    for i, cap in enumerate(CAPS):
        minus = Button(f"−  {cap.title()} {draft[i]}", lambda i=i: change(i, -1), size=15,
                       enabled=draft[i] > 1,
                       disabled_reason="Every capability starts at 1 or more (rial §3.6).")
        plus = Button("+", lambda i=i: change(i, 1), size=15)
        buttons += [minus, plus]
    problem = allocation_problem(tuple(draft))
    go = Button("Set out with these", lambda: act(A.SetCapabilities(seat, tuple(draft))),
                size=16, enabled=problem is None, disabled_reason=problem or "")
    buttons.append(go)
    lines = [f"Share 12 among your capabilities (each at least 1): now {total}.",
             problem or "That adds up: set out when ready."]
    return lines, buttons


def challenge_panel(rules: "RialRules", view: dict[str, Any], seat: int, act: Act) -> Panel:
    """The ways to meet the blocker, chest or monster, each with its number and outcome."""
    stage = view["stage"]
    me = view["players"][seat]
    player = SimpleNamespace(caps=me["caps"], items=me["items"])
    buttons: list[Button] = []
    if stage == "monster":
        monster = rules.content.monsters[view["pending"]["monster"]]
        lines = [f"The {monster.name}, level {monster.level}"
                 + (" (slow: dodge with Agility)" if monster.dodge else "") + ".",
                 f"Lose: -{monster.health} Health" + (
                     f", and it steals {monster.steals} Chest "
                     f"{'card' if monster.steals == 1 else 'cards'}" if monster.steals else "")
                 + "."]
        words = {"win": "you win", "tie": "beaten, but you miss your next turn",
                 "lose": "you lose"}
        for method, (value, outcome) in fight_options(rules, player, monster.id).items():  # type: ignore[arg-type]
            label = f"{method.title()} {value} vs {monster.level}: {words[outcome]}"
            buttons.append(Button(label, lambda m=method: act(A.Meet(seat, m)), size=14))
        return lines, buttons
    square = view["pending"]["square"]
    raw = view["cards"][square]
    card = Card(raw[0], raw[1], True, raw[2])
    where = rules.layout.label(square)
    lines = [f"{CARD_NAMES.get(card.kind, card.kind).capitalize()}, level {card.level}, "
             f"at {where}."]
    if stage == "blocker":
        lines.append("Pass: stay here. Fail: back to the square you came from.")
    else:
        lines.append("Just pass: a Chest card; beat it by 2: plus a bonus mark.")
    for method, (value, passes) in options(rules, player, card).items():  # type: ignore[arg-type]
        if value is None:
            label = f"{METHOD_NAMES[method]} ({me['caps']['luck']} left): passes" \
                if method == "luck" else "Use a Key: opens it"
        else:
            bonus = " + bonus" if passes and stage != "blocker" and value >= card.level + 2 \
                else ""
            label = f"{method.title()} {value} vs {card.level}: " \
                    f"{'passes' + bonus if passes else 'fails'}"
        buttons.append(Button(label, lambda m=method: act(A.Meet(seat, m)), size=14))
    if stage == "chest":
        buttons.append(Button("Leave it shut", lambda: act(A.LeaveChest(seat)), size=14))
    if stage == "passing_chest":
        buttons.append(Button("Walk on past it", lambda: act(A.MoveOn(seat)), size=14))
    return lines, buttons


def raise_panel(view: dict[str, Any], seat: int, act: Act) -> Panel:
    why = "The Mentor teaches you:" if view["stage"] == "mentor" else "A 10 on the d10!"
    caps = view["players"][seat]["caps"]
    buttons = [Button(f"{cap.title()} {caps[cap]} → {caps[cap] + 1}",
                      lambda c=cap: act(A.Raise(seat, c)), size=14) for cap in CAPS]
    raise_words = "raise" if view["stage"] == "mentor" else "Raise"
    return [f"{why} {raise_words} one capability by 1."], buttons


Tick = tuple[str, int]
"""One item or Chest card of a hand: its token and which of the equal tokens it is."""


def trade_panel(view: dict[str, Any], seat: int, partners: list[int], draft: dict[str, Any],
                act: Act, redraw: Callable[[], None], moment: Any = None) -> Panel:
    """Pick a partner, what to give and what to get, then offer (rial §4.9). The ticks name
    the items themselves, and a new offer (another `moment`, partner or hand) starts with
    none."""
    players = view["players"]
    if draft.get("partner") not in partners:
        draft.update(partner=partners[0] if partners else None)
    partner = draft["partner"]
    buttons: list[Button] = []
    mine = holdings(players[seat])
    theirs = holdings(players[partner]) if partner is not None else []
    offer = (moment, partner, tuple(mine), tuple(theirs))
    if draft.get("offer") != offer:
        draft.update(offer=offer, give=[], get=[])

    def pick(p: int) -> None:
        draft.update(partner=p)
        redraw()

    def toggle(side: str, tick: Tick) -> None:
        chosen = draft[side]
        if tick in chosen:
            chosen.remove(tick)
        else:
            chosen.append(tick)
        redraw()

    for p in partners:
        if p != partner:                   # one offer at a time: another partner instead
            buttons.append(Button(f"Offer to {players[p]['name']} instead",
                                  lambda p=p: pick(p), size=14))
    if partner is None:
        return ["Nobody is near enough to trade."], buttons
    for side, tokens, verb in (("give", mine, "Give"), ("get", theirs, "Get")):
        for tick in identities(tokens):
            mark = "✓ " if tick in draft[side] else ""
            buttons.append(Button(f"{mark}{verb}: {token_text(tick[0])}",
                                  lambda s=side, t=tick: toggle(s, t), size=13))
    give = tuple(token for token, _ in draft["give"])
    get = tuple(token for token, _ in draft["get"])
    buttons.append(Button("Offer the trade",
                          lambda: act(A.Propose(seat, partner, give, get)), size=15,
                          enabled=bool(give or get),
                          disabled_reason="Choose what to give and what to get."))
    coop = view["mode"] == "coop"
    name = players[partner]["name"]
    lines = [f"Your offer to {name} (they must confirm):",
             f"You give: {', '.join(token_text(t) for t in give) or 'nothing yet'}.",
             f"You get: {', '.join(token_text(t) for t in get) or 'nothing yet'}.",
             "Co-op: gifts are fine." if coop else
             "Each side gives something: items for items, or items for Chest cards."]
    return lines, buttons


def identities(tokens: list[str]) -> list[Tick]:
    """Each token with its number among the equal ones before it: ("key", 0), ("key", 1)."""
    seen: dict[str, int] = {}
    out = []
    for token in tokens:
        out.append((token, seen.get(token, 0)))
        seen[token] = seen.get(token, 0) + 1
    return out


def holdings(player: dict[str, Any]) -> list[str]:
    return list(player["items"]) + [f"{v}{'b' if b else ''}" for v, b in player["chests"]]


def answer_panel(view: dict[str, Any], seat: int, act: Act) -> Panel:
    trade = view["trade"]
    who = view["players"][trade["from"]]["name"]
    give = ", ".join(token_text(t) for t in trade["give"])
    get = ", ".join(token_text(t) for t in trade["get"])
    if not get:
        lines = [f"{who} gives you {give}", "as a gift (co-op)."]
    elif not give:
        lines = [f"{who} asks you for {get}", "as a gift (co-op)."]
    else:
        lines = [f"{who} offers you {give}", f"for your {get}."]
    return lines, [Button("Accept the trade", lambda: act(A.Answer(seat, True)), size=15),
                   Button("Refuse", lambda: act(A.Answer(seat, False)), size=15)]
