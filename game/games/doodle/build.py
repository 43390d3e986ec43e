"""Phase A: draft and build (doodle §4.2, §4.3; seed ch.2 §1)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.grid import normalize
from game.games.doodle.actions import (BuildWall, HideTreasure, PickCard, PlacePiece, TickBox,
                                       TurnCard)
from game.games.doodle.board import cut_off_cell, shape_forms
from game.games.doodle.content import CATEGORIES, PIECES
from game.games.doodle.events import (BoxTicked, CardDiscarded, CardPicked, CardTurned,
                                      DisplayRevealed, ElementLost, PieceDrawn, TreasureHidden,
                                      WallBuilt, a_or_an, piece_name)
from game.games.doodle.sheets import (is_legal_wall, legal_piece_cells, legal_walls, level,
                                      masks, reserved)
from game.games.doodle.paths import start_paths
from game.games.doodle.state import Building

if TYPE_CHECKING:
    from game.games.doodle.rules import DoodleRules

BUILD_ACTIONS = (PickCard, BuildWall, PlacePiece, HideTreasure, TickBox, TurnCard)


def start_round(rules: "DoodleRules") -> list[Event]:
    """Reveal cards until the display holds N+1; the marker holder picks first (§4.2)."""
    s = rules.state
    n = len(rules.seats)
    need = n + 1 - len(s.display)
    s.display.extend(s.deck[:need])
    del s.deck[:need]
    s.to_pick = [(s.marker + k) % n for k in range(n)]
    rules.end_step()
    return [DisplayRevealed(round=s.round, cards=tuple(s.display))]


def current_element(rules: "DoodleRules") -> str | None:
    """The element of the active card to install now (None: all resolved, or no card)."""
    b = rules.state.building
    if b is None:
        return None
    build = rules.content.card(b.card).build
    return build[b.element] if b.element < len(build) else None


def open_categories(rules: "DoodleRules", seat: int) -> list[str]:
    ticks = rules.state.sheets[seat].ticks
    return [c for c in CATEGORIES if ticks.get(c, 0) < rules.content.boxes(c)]


def free_treasure_cells(rules: "DoodleRules", seat: int) -> list[int]:
    noted = set(rules.state.sheets[seat].treasures)
    return [i for i in range(rules.geo.size) if i not in noted]


def legal(rules: "DoodleRules", seat: int) -> list[Action]:
    s = rules.state
    if s.building is None:
        return [PickCard(seat, c) for c in s.display] if s.to_pick[:1] == [seat] else []
    if s.building.seat != seat:
        return []
    element = current_element(rules)
    sheet = s.sheets[seat]
    if element is None:
        return [TurnCard(seat)]
    if element in rules.content.shapes:
        return [BuildWall(seat, cells) for cells in
                legal_walls(rules.geo, rules.content, element, sheet.cells)]
    if element in PIECES:
        return [PlacePiece(seat, element, c) for c in legal_piece_cells(rules.geo, sheet.cells)]
    if element == "treasure":
        return [HideTreasure(seat, c) for c in free_treasure_cells(rules, seat)]
    return [TickBox(seat, c, sheet.ticks.get(c, 0)) for c in open_categories(rules, seat)]


def has_placement(rules: "DoodleRules", seat: int, element: str) -> bool:
    sheet = rules.state.sheets[seat]
    if element in rules.content.shapes:
        return bool(legal_walls(rules.geo, rules.content, element, sheet.cells))
    if element in PIECES:
        return bool(legal_piece_cells(rules.geo, sheet.cells))
    if element == "treasure":
        return bool(free_treasure_cells(rules, seat))
    return bool(open_categories(rules, seat))


# --- checks ---------------------------------------------------------------------------------
def _need(rules: "DoodleRules", seat: int, kinds: tuple[str, ...] | None, what: str) -> str:
    """The element now due, if it is one of `kinds` (None: any wall shape)."""
    s = rules.state
    if s.building is None or s.building.seat != seat:
        raise IllegalAction("Pick a card from the display first.", "doodle §4.2")
    element = current_element(rules)
    if element is None:
        raise IllegalAction("Every element of this card is installed: turn it over (Done).",
                            "doodle §4.3")
    fits = element in rules.content.shapes if kinds is None else element in kinds
    if not fits:
        raise IllegalAction(f"The next element of this card is {_element_name(rules, element)}"
                            f", not {what}: elements go left to right.", "doodle §4.3")
    return element


def _element_name(rules: "DoodleRules", element: str) -> str:
    if element in rules.content.shapes:
        return f"a {rules.content.shapes[element].name} wall formation"
    return a_or_an(piece_name(element))


def check(rules: "DoodleRules", action: Action) -> None:
    s = rules.state
    seat = action.seat
    if isinstance(action, PickCard):
        if s.building is not None or s.to_pick[:1] != [seat]:
            raise IllegalAction("It is not your pick now.", "doodle §4.2")
        if action.card not in s.display:
            raise IllegalAction(f"Card #{action.card} is not in the display.", "doodle §4.2")
    elif isinstance(action, BuildWall):
        shape = _need(rules, seat, None, "a wall formation")
        problem = wall_problem(rules, seat, shape, action.cells)
        if problem:
            raise IllegalAction(*problem)
    elif isinstance(action, PlacePiece):
        _need(rules, seat, (action.kind,), a_or_an(action.kind))
        problem = piece_problem(rules, seat, action.cell)
        if problem:
            raise IllegalAction(*problem)
    elif isinstance(action, HideTreasure):
        _need(rules, seat, ("treasure",), "a treasure")
        if not 0 <= action.cell < rules.geo.size:
            raise IllegalAction("That is not a space of the sheet.", "doodle §3.1")
        if action.cell in s.sheets[seat].treasures:
            raise IllegalAction(f"A treasure is already hidden on {rules.geo.name(action.cell)}"
                                ": at most one per space.", "doodle §4.3")
    elif isinstance(action, TickBox):
        _need(rules, seat, ("improvement",), "an improvement")
        problem = box_problem(rules, seat, action.category, action.box)
        if problem:
            raise IllegalAction(*problem)
    elif isinstance(action, TurnCard):
        if s.building is None or s.building.seat != seat:
            raise IllegalAction("You have no card to turn over.", "doodle §4.3")
        element = current_element(rules)
        if element is not None:
            raise IllegalAction(f"Install {_element_name(rules, element)} first: an element "
                                "that fits somewhere cannot be skipped.", "doodle §4.3")


def wall_problem(rules: "DoodleRules", seat: int, shape: str,
                 cells: tuple[int, ...]) -> tuple[str, str] | None:
    """Why a wall formation cannot go on these cells, with its section, or None if it can."""
    geo = rules.geo
    if not cells or any(not isinstance(c, int) or not 0 <= c < geo.size for c in cells):
        return "The wall formation must lie wholly on the sheet.", "doodle §4.3"
    shape_cells = tuple(sorted(set(cells)))
    drawn = normalize(geo.colrow(c) for c in shape_cells)
    if len(shape_cells) != len(cells) or \
            drawn not in shape_forms(rules.content.shapes[shape].cells):
        name = rules.content.shapes[shape].name
        return f"Draw the {name} formation exactly as on the card (turned or mirrored).", \
            "doodle §4.3"
    sheet = rules.state.sheets[seat]
    for c in shape_cells:
        if c in (geo.entrance, geo.exit):
            return f"No wall on the {'Entrance' if c == geo.entrance else 'Exit'} " \
                   f"{geo.name(c)}.", "doodle §3.1"
        if sheet.cells[c]:
            return f"{geo.name(c)} is not empty: walls go on empty spaces.", "doodle §4.3"
    if is_legal_wall(geo, rules.content, shape, sheet.cells, shape_cells):
        return None
    walls, _, _ = masks(geo, sheet.cells)
    lost = cut_off_cell(geo, geo.full & ~walls, geo.mask(shape_cells))
    where = geo.name(lost) if lost is not None else "a space"
    end = "Entrance" if lost == geo.exit else "Exit"
    return f"That would cut {where} off from the {end}.", "doodle §4.3"


def piece_problem(rules: "DoodleRules", seat: int, cell: int) -> tuple[str, str] | None:
    geo = rules.geo
    if not isinstance(cell, int) or not 0 <= cell < geo.size:
        return "That is not a space of the sheet.", "doodle §3.1"
    sheet = rules.state.sheets[seat]
    if geo.bits[cell] & reserved(geo):
        return f"Nothing may be installed on the {'Entrance' if cell == 0 else 'Exit'} " \
               f"{geo.name(cell)}.", "doodle §3.1"
    if sheet.cells[cell]:
        return f"{geo.name(cell)} is not empty.", "doodle §4.3"
    for n in geo.neighbours(cell):
        if sheet.cells[n] in PIECES:
            return f"{geo.name(cell)} is next to the {piece_name(sheet.cells[n])} on {geo.name(n)}: " \
                   "monsters and traps never touch.", "doodle §4.3"
    return None


def box_problem(rules: "DoodleRules", seat: int, category: str,
                box: int) -> tuple[str, str] | None:
    if category not in CATEGORIES:
        return f"There is no improvement category {category!r}.", "doodle §3.2"
    ticked = rules.state.sheets[seat].ticks.get(category, 0)
    name = rules.content.tracks[category].name
    if ticked >= rules.content.boxes(category):
        return f"Every {name} box is ticked.", "doodle §3.2"
    if box != ticked:
        return f"Tick the {name} boxes in order: the next one is box {ticked + 1}.", \
            "doodle §4.3"
    return None


# --- performing -----------------------------------------------------------------------------
def perform(rules: "DoodleRules", action: Action) -> list[Event]:
    s = rules.state
    seat = action.seat
    sheet = s.sheets[seat]
    events: list[Event] = []
    geo = rules.geo
    if isinstance(action, PickCard):
        s.display.remove(action.card)
        s.building = Building(seat, action.card)
        events.append(CardPicked(seat=seat, card=action.card))   # undoable: nothing new shows
    elif isinstance(action, BuildWall):
        for c in action.cells:
            sheet.cells[c] = "wall"
        shape = rules.content.shapes[current_element(rules) or ""].name
        events.append(WallBuilt(seat=seat, shape=shape,
                                cells=tuple(geo.name(c) for c in sorted(action.cells))))
    elif isinstance(action, PlacePiece):
        sheet.cells[action.cell] = action.kind
        events.append(PieceDrawn(seat=seat, kind=action.kind, cell=geo.name(action.cell)))
    elif isinstance(action, HideTreasure):
        sheet.treasures.append(action.cell)
        events.append(TreasureHidden(seat=seat))
        events.append(TreasureHidden(seat=seat, cell=geo.name(action.cell),
                                     visible_to=frozenset({seat})))
    elif isinstance(action, TickBox):
        sheet.ticks[action.category] = sheet.ticks.get(action.category, 0) + 1
        events.append(BoxTicked(seat=seat, category=rules.content.tracks[action.category].short,
                                level=level(rules.content, action.category, sheet.ticks),
                                box=sheet.ticks[action.category]))
    elif isinstance(action, TurnCard):
        return _turn_card(rules, seat)
    if s.building is not None:
        if not isinstance(action, PickCard):
            s.building.element += 1
        events += settle(rules)
    return events


def settle(rules: "DoodleRules") -> list[Event]:
    """Lose every due element that has no legal placement (seed ch.2 §1(2))."""
    b = rules.state.building
    events: list[Event] = []
    while b is not None:
        element = current_element(rules)
        if element is None or has_placement(rules, b.seat, element):
            break
        b.lost.append(b.element)
        rules.state.sheets[b.seat].lost += 1
        events.append(ElementLost(seat=b.seat, element=_element_name(rules, element),
                                  why="it fits nowhere on the sheet."))
        b.element += 1
    return events


def _turn_card(rules: "DoodleRules", seat: int) -> list[Event]:
    s = rules.state
    assert s.building is not None
    card = s.building.card
    s.sheets[seat].drafted.append(card)
    s.building = None
    s.to_pick.pop(0)
    rules.end_step()
    events: list[Event] = [CardTurned(seat=seat, card=card)]
    if s.to_pick:
        return events
    return events + _end_round(rules)


def _end_round(rules: "DoodleRules") -> list[Event]:
    """Discard (or keep, at 4 players) the leftover; pass the marker; next round (§4.2)."""
    s = rules.state
    events: list[Event] = []
    keep = len(rules.seats) >= 4 and s.round < rules.content.numbers.rounds
    if not keep:
        for card in s.display:
            events.append(CardDiscarded(card=card))
        s.discard.extend(s.display)
        s.display = []
    s.marker = (s.marker + 1) % len(rules.seats)
    s.round += 1
    if s.round > rules.content.numbers.rounds:
        return events + start_paths(rules)
    return events + start_round(rules)
