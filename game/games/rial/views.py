"""What the table sees (rial §6): everything but the face-down cards and the piles' order.
A face-down square shows only that it is face down; piles show only their sizes."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.games.rial.flow import current_beginning, partners
from game.games.rial.scoring import ranks, team_total

if TYPE_CHECKING:
    from game.games.rial.board import Layout
    from game.games.rial.rules import RialRules

FACE_DOWN = "?"


def board_cards(rules: "RialRules") -> list[Any]:
    """Per square: None (rock or no card), '?' (face down) or [kind, level, trap id]."""
    out: list[Any] = [None] * len(rules.layout.kinds)
    for sq, card in rules.state.cards.items():
        out[sq] = [card.kind, card.level, card.trap] if card.up else FACE_DOWN
    return out


_BOARDS: dict[int, tuple["Layout", dict[str, Any]]] = {}


def board_of(layout: "Layout") -> dict[str, Any]:
    """The board's fixed part (made once per layout; views share it, read-only)."""
    known = _BOARDS.get(id(layout))
    if known is None or known[0] is not layout:
        known = layout, {"id": layout.id, "title": layout.title, "width": layout.width,
                         "height": layout.height, "kinds": "".join(layout.kinds),
                         "entrances": [list(e) for e in layout.entrances]}
        _BOARDS[id(layout)] = known
    return known[1]


def public_view(rules: "RialRules") -> dict[str, Any]:
    s = rules.state
    layout = rules.layout
    players = []
    for i, p in enumerate(s.players):
        players.append({
            "name": rules.seat_name(i), "bot": rules.seats[i].bot, "caps": dict(p.caps),
            "items": list(p.items), "chests": [list(c) for c in p.chests],
            "score": p.score(), "pos": p.pos, "status": p.status, "home": p.home,
            "miss": p.miss, "bans": [sq for sq, until in p.bans if p.turns <= until],
            "turns": p.turns})
    view: dict[str, Any] = {
        "phase": s.phase, "stage": s.stage, "active": s.active, "beginning": s.beginning,
        "d10_roller": current_beginning(rules) if s.phase == "play" else None,
        "round": s.round, "cycle": s.cycle, "cycles": s.cycles, "roll": s.roll,
        "skipping": s.skipping,
        "mode": rules.options.get("mode"), "end": rules.options.get("end"),
        "round_limit": rules.round_limit(), "alarm_minutes": rules.options.get("alarm_minutes"),
        "team_goal": rules.team_goal(), "dungeon": rules.dungeon(),
        "board": board_of(layout),
        "cards": rules.board_cards(),
        "players": players,
        "piles": {"chance": len(s.chance_pile), "items": len(s.item_pile),
                  "item_discards": len(s.item_discards), "chests": len(s.chest_pile)},
        "move": None if s.move is None else {"start": s.move.start, "route": list(s.move.route),
                                             "done": s.move.done},
        "pending": dict(s.pending), "festival": list(s.festival), "map_left": s.map_left,
        "trade": dict(s.trade),
        "partners": partners(rules, s.active) if s.stage in ("trade", "answer") else [],
        "over": s.phase == "over", "ended_by": s.ended_by,
    }
    if s.phase == "over":
        view["ranks"] = ranks(s.players)
        view["team_total"] = team_total(rules)
    return view


FACE_DOWN_GROUPS = (("chest", ("chest", "puzzle_chest"), "chest", "chests"),
                    ("chance", ("chance",), "chance square", "chance squares"),
                    ("item", ("item",), "item", "items"),
                    ("blocker", ("door", "puzzle_door", "climb"), "door or climb",
                     "doors and climbs"),
                    ("blank", ("blank",), "blank", "blanks"))
"""What a face-down card may be, grouped as a player weighs it: (key, kinds, one, many)."""


def face_down_left(rules: "RialRules") -> dict[str, int]:
    """How many cards of each group (FACE_DOWN_GROUPS) are still face down: the cards the
    composition dealt onto this board (rial §3.2, public) less those turned up so far. Known
    to everyone; which square holds which stays hidden (rial §6)."""
    from game.games.rial.board import PASSAGE, ROOM
    mixes = rules.content.board_cards(rules.dungeon())
    dealt: dict[str, int] = {}
    for kind, mix in ((ROOM, mixes.room), (PASSAGE, mixes.passage)):
        squares = len(rules.layout.squares(kind))
        pile = [k for k, _ in mix.cards()][:squares]
        for k in pile + ["blank"] * (squares - len(pile)):
            dealt[k] = dealt.get(k, 0) + 1
    turned = rules.tally.turned
    out = {}
    for key, kinds, _, _ in FACE_DOWN_GROUPS:
        out[key] = max(0, sum(dealt.get(k, 0) - turned.get(k, 0) for k in kinds))
    return out


def face_down_words(left: dict[str, int]) -> str:
    """"Still face down: 12 chests, 20 chance squares, ..." (groups with none left out)."""
    parts = [f"{left[key]} {one if left[key] == 1 else many}"
             for key, _, one, many in FACE_DOWN_GROUPS if left.get(key)]
    return "Still face down: " + (", ".join(parts) if parts else "nothing") + "."
