"""Drawing the Rial board and the players' sheets (from a view, never the rules' state)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

import pygame

from game.games.rial.decks import item_name
from game.ui.tables.rial.geometry import BoardGeometry

if TYPE_CHECKING:
    from game.ui.render.sprites import SpriteCache
    from game.ui.theme import Theme

ROOM, PASSAGE, ROCK = (0xFF, 0xF1, 0xE8), (0x00, 0x87, 0x51), (0x5F, 0x57, 0x4F)
BACK_ROOM, BACK_PASSAGE = (0xC2, 0xC3, 0xC7), (0x00, 0xE4, 0x36)
INK, LIT, ROUTE = (0x1D, 0x2B, 0x53), (0xFF, 0xEC, 0x27), (0xFF, 0x00, 0x4D)
SHORT = {"door": "D", "puzzle_door": "PD", "climb": "C", "chest": "$", "puzzle_chest": "?$",
         "chance": "!", "trap": "T", "item": "i"}
SPRITES = {"door": "rial_door", "puzzle_door": "rial_puzzle_door", "climb": "rial_climb",
           "chest": "rial_chest", "puzzle_chest": "rial_puzzle_chest", "chance": "rial_chance",
           "trap": "rial_trap", "item": "rial_item"}
CAP_SHORT = ("H", "L", "F", "A", "D", "S", "I")


class BoardCache:
    """The board's squares, cards and entrances drawn once into a surface, redrawn only when
    a card or the geometry changes (a frame then costs one blit)."""

    def __init__(self) -> None:
        self._key: tuple[Any, ...] | None = None
        self._cards: list[Any] = []
        self._surface: pygame.Surface | None = None

    def surface(self, theme: "Theme", sprites: "SpriteCache", geo: BoardGeometry,
                view: dict[str, Any]) -> pygame.Surface:
        key = (geo.cell, geo.width, geo.height, view["board"]["kinds"])
        cards = view["cards"]
        if key != self._key or cards != self._cards or self._surface is None:
            local = geo.at_origin()
            surf = pygame.Surface((geo.cell * (geo.width + 2), geo.cell * (geo.height + 2)))
            surf.fill(theme.colours.desk)
            pygame.draw.rect(surf, (0x14, 0x0E, 0x0A), local.outline().inflate(6, 6), 3)
            draw_squares(surf, theme, sprites, local, view)
            self._key, self._cards, self._surface = key, list(cards), surf
        return self._surface


def draw_board(surface: pygame.Surface, theme: "Theme", sprites: "SpriteCache",
               geo: BoardGeometry, view: dict[str, Any], cache: BoardCache, *,
               lit: Iterable[int] = (), route: Iterable[int] = (),
               flipping: dict[int, float] | None = None, pawns: dict[int, int] | None = None,
               active: int | None = None) -> None:
    cell = geo.cell
    surface.blit(cache.surface(theme, sprites, geo, view), (geo.x0, geo.y0))
    for sq, squeeze in (flipping or {}).items():
        draw_square(surface, theme, sprites, geo, view, sq, squeeze)
    for sq in lit:
        pygame.draw.rect(surface, LIT, geo.rect(sq), max(2, cell // 12))
    points = [geo.centre(sq) for sq in route]
    if len(points) > 1:
        pygame.draw.lines(surface, ROUTE, False, points, max(3, cell // 10))
    for sq in list(route)[-1:]:
        pygame.draw.circle(surface, ROUTE, geo.centre(sq), max(4, cell // 6))
    draw_pawns(surface, theme, geo, view, pawns or {}, active)


def draw_squares(surface: pygame.Surface, theme: "Theme", sprites: "SpriteCache",
                 geo: BoardGeometry, view: dict[str, Any]) -> None:
    for sq in range(len(view["board"]["kinds"])):
        draw_square(surface, theme, sprites, geo, view, sq, None)
    for n, _ in view["board"]["entrances"]:
        r = geo.rect(-n)
        pygame.draw.rect(surface, (0xAB, 0x52, 0x36), r.inflate(-4, -4), border_radius=6)
        label = theme.fonts.render(str(n), max(10, geo.cell // 3), (0xFF, 0xF1, 0xE8), "bold")
        surface.blit(label, label.get_rect(center=r.center))


def draw_square(surface: pygame.Surface, theme: "Theme", sprites: "SpriteCache",
                geo: BoardGeometry, view: dict[str, Any], sq: int,
                squeeze: float | None) -> None:
    """One square with its card; `squeeze` (0..1) draws the card mid-flip."""
    cell = geo.cell
    kind = view["board"]["kinds"][sq]
    r = geo.rect(sq)
    if kind == "#":
        pygame.draw.rect(surface, ROCK, r)
        return
    pygame.draw.rect(surface, ROOM if kind == "R" else PASSAGE, r)
    pygame.draw.rect(surface, (0x83, 0x76, 0x9C), r, 1)
    card = view["cards"][sq]
    if card is None:
        return
    inner = r.inflate(-max(4, cell // 6), -max(4, cell // 6))
    if squeeze is not None:
        inner.width = max(2, int(inner.width * abs(1 - 2 * squeeze)))
        inner.centerx = r.centerx
        if squeeze < 0.5:
            card = "?"
    if card != "?":
        draw_card(surface, theme, sprites, inner, card)
        return
    pygame.draw.rect(surface, BACK_ROOM if kind == "R" else BACK_PASSAGE, inner,
                     border_radius=3)
    pygame.draw.rect(surface, INK, inner, 1, border_radius=3)
    name = "rial_back_room" if kind == "R" else "rial_back_passage"
    if inner.width > 10 and sprites.has(name):
        pic = sprites.fit(name, min(inner.width, inner.height) - 4)
        surface.blit(pic, pic.get_rect(center=inner.center))


def draw_card(surface: pygame.Surface, theme: "Theme", sprites: "SpriteCache",
              rect: pygame.Rect, card: list[Any]) -> None:
    kind, level = card[0], card[1]
    pygame.draw.rect(surface, (0xFF, 0xF1, 0xE8), rect, border_radius=3)
    pygame.draw.rect(surface, INK, rect, 1, border_radius=3)
    name = SPRITES.get(kind, "")
    if name and sprites.has(name) and rect.width >= 14:
        pic = sprites.fit(name, min(rect.width, rect.height) - 4)
        surface.blit(pic, pic.get_rect(center=rect.center))
    else:
        text = theme.fonts.render(SHORT.get(kind, kind[:2]), max(9, rect.height // 3), INK, "bold")
        surface.blit(text, text.get_rect(center=rect.center))
    if level:
        tag = theme.fonts.render(str(level), max(9, rect.height // 3), (0xFF, 0x00, 0x4D), "bold")
        surface.blit(tag, tag.get_rect(bottomright=(rect.right - 1, rect.bottom + 1)))


def pawn_labels(names: list[str]) -> list[str]:
    """Each seat's mark on its pawn, its own whatever the colours (for colour-blind
    players): the name's initial; where two initials are alike, with the number the names
    end in ("Computer 1" is C1), else the seat's number."""
    initials = [(name.strip()[:1] or "?").upper() for name in names]

    def number(name: str) -> str:
        words = name.split()
        return words[-1] if words and words[-1].isdigit() else ""

    marks = []
    for seat, mark in enumerate(initials):
        alike = [names[s] for s, m in enumerate(initials) if m == mark]
        if len(alike) == 1:
            marks.append(mark)
            continue
        numbers = [number(name) for name in alike]
        own = all(numbers) and len(set(numbers)) == len(numbers)
        marks.append(f"{mark}{number(names[seat]) if own else seat + 1}")
    return marks


def pawn_spots(rect: pygame.Rect, count: int) -> tuple[list[tuple[int, int]], int]:
    """Centres and radius for `count` pawns on one square, side by side, never overlapping:
    one in the middle, two side by side, three or four in a 2×2 grid."""
    cell = rect.width
    if count <= 1:
        return [rect.center], max(5, cell // 3)
    quarter = cell // 4
    radius = max(4, quarter - 2)
    offsets = [(-quarter, 0), (quarter, 0)] if count == 2 else \
        [(-quarter, -quarter), (quarter, -quarter), (-quarter, quarter), (quarter, quarter)]
    return [(rect.centerx + dx, rect.centery + dy) for dx, dy in offsets[:count]], radius


def draw_pawns(surface: pygame.Surface, theme: "Theme", geo: BoardGeometry,
               view: dict[str, Any], pawns: dict[int, int], active: int | None) -> None:
    """Each player still in the game, at `pawns[seat]` (an animation) or where they are;
    none before the entrances are rolled."""
    at: dict[int, list[int]] = {}
    for seat, p in enumerate(view["players"]):
        if p["status"] == "left" or not p["caps"] or not p["home"]:
            continue
        at.setdefault(pawns.get(seat, p["pos"]), []).append(seat)
    marks = pawn_labels([p["name"] for p in view["players"]])
    for sq, seats in at.items():
        spots, radius = pawn_spots(geo.rect(sq), len(seats))
        for centre, seat in zip(spots, seats):
            pygame.draw.circle(surface, theme.colours.seat_colour(seat), centre, radius)
            pygame.draw.circle(surface, INK, centre, radius, 2 if seat == active else 1)
            if seat == active:
                pygame.draw.circle(surface, LIT, centre, radius + 3, 2)
            mark = theme.fonts.render(marks[seat], theme.fonts.fit(
                marks[seat], max(9, radius), 2 * radius - 2, "bold"), INK, "bold")
            surface.blit(mark, mark.get_rect(center=centre))


def sheet_lines(player: dict[str, Any]) -> list[str]:
    caps = " ".join(f"{s}{player['caps'].get(c, 0)}" for s, c in
                    zip(CAP_SHORT, ("health", "luck", "fighting", "agility", "dexterity",
                                    "strength", "intelligence"))) if player["caps"] else \
        "setting capabilities"
    held = list(dict.fromkeys(player["items"]))
    items = ", ".join(item_name(i) + (f" ×{player['items'].count(i)}"
                                      if player["items"].count(i) > 1 else "")
                      for i in held) or "no items"
    chests = " ".join(f"{v}{'+1' if b else ''}" for v, b in player["chests"]) or "none"
    return [caps, f"Items: {items}", f"Chests: {chests}"]


CAPS = ("health", "luck", "fighting", "agility", "dexterity", "strength", "intelligence")


def cap_texts(player: dict[str, Any]) -> dict[str, str]:
    """Each capability as the player uses it: Fighting with a Sword shows "3+1" (rial §3.4)."""
    texts = {cap: str(player["caps"].get(cap, 0)) for cap in CAPS}
    if "sword" in player["items"]:
        texts["fighting"] += "+1"
    return texts


def draw_caps(surface: pygame.Surface, theme: "Theme", sprites: "SpriteCache",
              pos: tuple[int, int], texts: dict[str, str], width: int) -> None:
    """The seven capabilities as icons with their values."""
    x, y = pos
    step = max(28, width // len(CAPS))
    for cap in CAPS:
        name = f"rial_cap_{cap}"
        if sprites.has(name):
            surface.blit(sprites.get(name, 2), (x, y))
        size = theme.fonts.fit(texts[cap], 13, step - 19, "bold", smallest=9)   # "3+1"
        value = theme.fonts.render(texts[cap], size, (0xF4, 0xEC, 0xD8), "bold")
        surface.blit(value, (x + 17, y + 1))
        x += step


def draw_sheets(surface: pygame.Surface, theme: "Theme", sprites: "SpriteCache",
                rect: pygame.Rect, view: dict[str, Any]) -> int:
    """The players' sheets (everything is public, rial §6); returns the bottom used."""
    fonts = theme.fonts
    y = rect.y
    status_words = {"entrance": "at an entrance", "exited": "stepped out", "left": "left",
                    "board": ""}
    for seat, p in enumerate(view["players"]):
        colour = theme.colours.seat_colour(seat)
        box = pygame.Rect(rect.x, y, rect.width, 74)
        pygame.draw.rect(surface, (0x2A, 0x1F, 0x1A), box, border_radius=6)
        pygame.draw.rect(surface, colour, box, 3 if seat == view["active"] else 1,
                         border_radius=6)
        extra = status_words.get(p["status"], "") if p["home"] else ""   # none chosen yet
        if p["miss"] or (seat == view["active"] and view["skipping"]):
            extra = (extra + ", " if extra else "") + "misses a turn"
        begins = "  ★" if seat == view["beginning"] and view["phase"] != "caps" else ""
        head = f"{p['name']}{begins}  ·  treasure {p['score']}" + \
            (f"  ({extra})" if extra else "")
        size = fonts.fit(head, 15, box.width - 16, "bold")
        surface.blit(fonts.render(head, size, colour, "bold"), (box.x + 8, box.y + 4))
        for i, line in enumerate(sheet_lines(p)):
            if i == 0 and p["caps"]:
                draw_caps(surface, theme, sprites, (box.x + 8, box.y + 22), cap_texts(p),
                          box.width - 16)
                continue
            size = fonts.fit(line, 13, box.width - 16, smallest=9)
            clip = surface.get_clip()
            surface.set_clip(box.inflate(-8, 0).clip(clip))
            surface.blit(fonts.render(line, size, (0xF4, 0xEC, 0xD8)),
                         (box.x + 8, box.y + 23 + i * 16 + (2 if p["caps"] else 0)))
            surface.set_clip(clip)
        y = box.bottom + 6
    return y


def draw_chance(surface: pygame.Surface, theme: "Theme", sprites: "SpriteCache", rules: Any,
                card: str, centre: tuple[int, int]) -> None:
    """The Chance card just drawn, large, with its picture."""
    from game.games.rial.chance import chance_name
    rect = pygame.Rect(0, 0, 220, 300)
    rect.center = centre
    pygame.draw.rect(surface, (0xFF, 0xF1, 0xE8), rect, border_radius=12)
    pygame.draw.rect(surface, (0x7E, 0x25, 0x53), rect, 4, border_radius=12)
    kind = card.split(":")[0]
    name = f"rial_{card.replace(':', '_')}"
    pic_name = name if sprites.has(name) else f"rial_{kind}"
    if sprites.has(pic_name):
        pic = sprites.fit(pic_name, 160)
        surface.blit(pic, pic.get_rect(center=(rect.centerx, rect.y + 130)))
    title = theme.fonts.render("Chance", 18, (0x7E, 0x25, 0x53), "title")
    surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.y + 12)))
    text = theme.fonts.render(chance_name(rules, card), 20, (0x1D, 0x2B, 0x53),
                              "bold")  # type: ignore[arg-type]
    surface.blit(text, text.get_rect(midbottom=(rect.centerx, rect.bottom - 20)))
