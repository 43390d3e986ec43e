"""The paper panels around the sheet: seat tabs, counters, spells, ledger, hero chart,
score chart and the market. Each panel's geometry is a pure function of its rect, so the
scene hit-tests clicks with the same rects it draws."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.games.maker.content import STAT_NAMES, STATS, Item, MakerContent
from game.games.maker.scoring import hero_lines
from game.games.maker.route import IN_A_LINE, ON_ITS_TILE, UNDER_A_BRIDGE, reach
from game.ui.render.sprites import SpriteCache
from game.ui.tables.maker.hand import PATH_CHIPS
from game.ui.tables.maker.layout import TABS_PER_PAGE, Layout
from game.ui.tables.maker.sheet import PATH_SPRITES
from game.ui.theme import Theme

Colour = tuple[int, int, int]
RED: Colour = (0xD0, 0x10, 0x40)
LIT: Colour = (0xFF, 0xEC, 0x27)


@dataclass(frozen=True)
class Chip:
    """One market choice: an item, and the path shape for path chips."""

    item: str
    shape: str
    rect: pygame.Rect


def paper(surface: pygame.Surface, theme: Theme, rect: pygame.Rect) -> None:
    c = theme.colours
    pygame.draw.rect(surface, (0x1A, 0x12, 0x0E), rect.move(3, 4), border_radius=6)
    pygame.draw.rect(surface, c.paper, rect, border_radius=6)
    pygame.draw.rect(surface, c.pencil, rect, 2, border_radius=6)


def text(surface: pygame.Surface, theme: Theme, words: str, pos: tuple[int, int],
         size: int = 14, colour: Colour | None = None, kind: str = "sans",
         anchor: str = "topleft") -> pygame.Rect:
    image = theme.fonts.render(words, size, colour or theme.colours.ink, kind)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


# --- seat tabs ---------------------------------------------------------------------------
def tab_rects(rect: pygame.Rect, seats: int, page: int) -> tuple[list[tuple[int, pygame.Rect]],
                                                                  pygame.Rect, pygame.Rect]:
    """(seat, rect) of the tabs on `page`, and the previous/next page arrows."""
    pages = max(1, (seats + TABS_PER_PAGE - 1) // TABS_PER_PAGE)
    arrows = 2 * 34 if pages > 1 else 0
    prev = pygame.Rect(rect.x, rect.y, 30, rect.height) if pages > 1 else pygame.Rect(0, 0, 0, 0)
    nxt = pygame.Rect(rect.right - 30, rect.y, 30, rect.height) if pages > 1 \
        else pygame.Rect(0, 0, 0, 0)
    first = page * TABS_PER_PAGE
    shown = list(range(first, min(seats, first + TABS_PER_PAGE)))
    width = (rect.width - arrows) // max(1, min(seats, TABS_PER_PAGE))
    x0 = rect.x + (34 if pages > 1 else 0)
    return [(s, pygame.Rect(x0 + i * width, rect.y, width - 4, rect.height))
            for i, s in enumerate(shown)], prev, nxt


def draw_tabs(surface: pygame.Surface, theme: Theme, rect: pygame.Rect,
              view: dict[str, Any], page: int, shown: int,
              said: dict[int, str] | None = None) -> None:
    """The seat tabs; a computer's last move (`said`, by seat) in its colour on its tab,
    beside its Coin, where the tab has room."""
    c = theme.colours
    players = view["players"]
    tabs, prev, nxt = tab_rects(rect, len(players), page)
    acting = set(view["to_act"])
    for seat, r in tabs:
        p = players[seat]
        fill = c.paper if seat == shown else c.paper_shade
        pygame.draw.rect(surface, fill, r, border_radius=6)
        pygame.draw.rect(surface, c.seat_colour(seat), r, 3 if seat == shown else 1,
                         border_radius=6)
        name = p["name"] if len(p["name"]) <= 12 else p["name"][:11] + "…"
        text(surface, theme, name, (r.x + 8, r.y + 3), 13, c.ink, "bold")
        score = f"  {p['score']} pts" if p["score"] is not None else ""
        coin = text(surface, theme, f"{p['coin']} Coin{score}", (r.x + 8, r.y + 21), 12,
                    c.pencil)
        words = (said or {}).get(seat, "")
        if words.startswith(p["name"] + " "):
            words = words[len(p["name"]) + 1:]
        room = r.right - 14 - (coin.right + 14)
        if words and room > 60:       # a chip in the seat's colour, as its banner is
            size, lines = theme.fonts.fit_block([words], 12, room, 16)
            image = theme.fonts.render(lines[0], size, c.ink)
            at = image.get_rect(topleft=(coin.right + 14, r.y + 21))
            pygame.draw.rect(surface, c.seat_colour(seat), at.inflate(8, 2), border_radius=4)
            surface.blit(image, at)
        if seat in acting:
            pygame.draw.circle(surface, c.accent, (r.right - 10, r.y + 10), 5)
    for arrow, label in ((prev, "<"), (nxt, ">")):
        if arrow.width:
            pygame.draw.rect(surface, c.button, arrow, border_radius=6)
            text(surface, theme, label, arrow.center, 18, c.button_text, "bold", "center")


# --- counters, pips and spells ------------------------------------------------------------
@dataclass(frozen=True)
class PanelRects:
    counters: pygame.Rect
    pips: pygame.Rect
    spells: list[tuple[str, pygame.Rect]]
    stats: list[tuple[str, pygame.Rect]]
    lower: pygame.Rect


def panel_rects(rect: pygame.Rect, content: MakerContent) -> PanelRects:
    counters = pygame.Rect(rect.x, rect.y, rect.width, 52)
    pips = pygame.Rect(rect.x, counters.bottom + 6, rect.width, 62)
    spell_top = pips.bottom + 6
    n = len(content.spells)
    w = min(72, (rect.width - 8) // n)
    spells = [(sid, pygame.Rect(rect.x + 4 + i * w, spell_top, w - 4, 60))
              for i, sid in enumerate(content.spells)]
    stats = [(stat, pygame.Rect(rect.x + 4 + i * 64, spell_top + 64, 58, 26))
             for i, stat in enumerate(STATS)]
    lower_top = spell_top + 96
    return PanelRects(counters, pips, spells, stats,
                      pygame.Rect(rect.x, lower_top, rect.width, rect.bottom - lower_top))


def draw_counters(surface: pygame.Surface, theme: Theme, sprites: SpriteCache,
                  rect: pygame.Rect, p: dict[str, Any], flash: float) -> None:
    c = theme.colours
    paper(surface, theme, rect)
    x, y = rect.x + 8, rect.y + 8
    surface.blit(sprites.get("mk_coin", 2), (x, y + 2))
    text(surface, theme, str(p["coin"]), (x + 38, y + 2), 26, c.ink, "bold")
    x += 100
    surface.blit(sprites.get("mk_gem", 2), (x, y + 2))
    text(surface, theme, f"{p['gems']}/4", (x + 36, y + 8), 16, c.ink, "bold")
    x += 84
    surface.blit(sprites.get("mk_pick_gold" if p["upgraded"] else "mk_pick", 2), (x, y + 2))
    x += 42
    surface.blit(sprites.get("mk_soul", 2), (x, y + 2))
    text(surface, theme, f"{p['souls']}", (x + 36, y + 8), 16, c.ink, "bold")
    x += 62
    for box in range(p["hp_boxes"]):
        r = pygame.Rect(x + box * 30, y + 4, 28, 28)
        surface.blit(sprites.get("mk_heart", 1), sprites.get("mk_heart", 1).get_rect(
            center=r.center))
        if box < p["crossed"]:
            pygame.draw.line(surface, c.ink, r.topleft, r.bottomright, 3)
            pygame.draw.line(surface, c.ink, r.topright, r.bottomleft, 3)
    if flash > 0:
        pygame.draw.rect(surface, LIT, rect, 3, border_radius=6)


def draw_pips(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, p: dict[str, Any],
              fresh: dict[str, int]) -> None:
    """The stat-modifier track: 6 pips per stat, crossed ones struck out; freshly crossed
    pips glow while their build is announced."""
    c = theme.colours
    paper(surface, theme, rect)
    text(surface, theme, "Hero stat modifiers", (rect.x + 8, rect.y + 4), 12, c.pencil)
    for row, stat in enumerate(STATS):
        y = rect.y + 20 + row * 13
        text(surface, theme, STAT_NAMES[stat], (rect.x + 8, y - 1), 11, c.ink, "bold")
        crossed = p["pips"][stat]
        for i in range(p["pips_per_stat"]):
            r = pygame.Rect(rect.x + 44 + i * 16, y, 12, 11)
            new = crossed - fresh.get(stat, 0) <= i < crossed
            pygame.draw.rect(surface, LIT if new else c.paper, r)
            pygame.draw.rect(surface, c.pencil, r, 1)
            if i < crossed:
                pygame.draw.line(surface, c.ink, r.topleft, r.bottomright, 2)
                pygame.draw.line(surface, c.ink, r.topright, r.bottomleft, 2)
        text(surface, theme, f"+{crossed}", (rect.x + 44 + 6 * 16 + 6, y - 1), 11, c.ink)


def draw_spells(surface: pygame.Surface, theme: Theme, sprites: SpriteCache,
                pr: PanelRects, p: dict[str, Any], content: MakerContent,
                usable: set[str], choosing: str | None) -> None:
    c = theme.colours
    for sid, r in pr.spells:
        state = p["spells"][sid]
        pygame.draw.rect(surface, c.paper if state != "available" else c.paper_shade, r,
                         border_radius=6)
        border = c.legal if sid in usable else c.pencil
        pygame.draw.rect(surface, border, r, 3 if sid in usable else 1, border_radius=6)
        icon = sprites.fit(content.spells[sid].sprite, min(32, r.width - 8))
        if state == "available":
            icon = icon.copy()
            icon.set_alpha(90)
        surface.blit(icon, icon.get_rect(midtop=(r.centerx, r.y + 4)))
        name = content.spells[sid].name.split()[0]
        text(surface, theme, name, (r.centerx, r.bottom - 3), 10, c.ink, anchor="midbottom")
        if state == "owned":
            pygame.draw.ellipse(surface, c.ink, r.inflate(-4, -8), 2)
        elif state == "used":
            pygame.draw.line(surface, c.ink, r.topleft, r.bottomright, 3)
            pygame.draw.line(surface, c.ink, r.topright, r.bottomleft, 3)
    if choosing:
        for stat, r in pr.stats:
            pygame.draw.rect(surface, c.button, r, border_radius=6)
            text(surface, theme, STAT_NAMES[stat], r.center, 13, c.button_text, "bold",
                 "center")
        last = pr.stats[-1][1]
        text(surface, theme, f"{content.spells[choosing].name}: which stat?",
             (last.right + 10, last.y + 5), 13, c.panel_text)


def draw_ledger(surface: pygame.Surface, theme: Theme, rect: pygame.Rect,
                p: dict[str, Any]) -> None:
    """The Coin ledger: every gain and cost in order, with the running total."""
    c = theme.colours
    paper(surface, theme, rect)
    text(surface, theme, "Coin ledger", (rect.x + 8, rect.y + 4), 13, c.ink, "bold")
    rows = max(1, (rect.height - 28) // 16)
    running = 0
    lines = []
    for what, amount in p["ledger"]:
        running += amount
        lines.append((what, amount, running))
    for i, (what, amount, total) in enumerate(lines[-rows:]):
        y = rect.y + 24 + i * 16
        sign = f"+{amount}" if amount >= 0 and what != "Start" else str(amount)
        colour = c.legal if amount >= 0 else RED
        text(surface, theme, what, (rect.x + 8, y), 12, c.ink)
        text(surface, theme, sign, (rect.right - 64, y), 12, colour, "bold", "topright")
        text(surface, theme, str(total), (rect.right - 10, y), 12, c.ink, "bold", "topright")
        pygame.draw.line(surface, c.grid, (rect.x + 6, y + 15), (rect.right - 6, y + 15))


# --- the hero chart and the score chart ---------------------------------------------------
def draw_hero_chart(surface: pygame.Surface, theme: Theme, sprites: SpriteCache,
                    rect: pygame.Rect, p: dict[str, Any], content: MakerContent,
                    reveal: float) -> None:
    """The HP grid (white X across, red Y down) with the rolled cell ringed, then the hero's
    stats chart. `reveal` < 1 while the roll is being announced."""
    c = theme.colours
    paper(surface, theme, rect)
    hero = p["hero"]
    died, escaped = p["fates"].count("died"), p["fates"].count("escaped")
    text(surface, theme, f"Hero chart   slain {died}, escaped {escaped}",
         (rect.x + 8, rect.y + 4), 13, c.ink, "bold")
    cw = min(34, (rect.width - 110) // 6)
    ox, oy = rect.x + 96, rect.y + 36
    for x in range(6):
        text(surface, theme, str(x + 1), (ox + x * cw + cw // 2, oy - 2), 11, c.pencil,
             anchor="midbottom")
    row = 0
    for hid, h in content.heroes.items():
        y = oy + row * 22
        surface.blit(sprites.get(h.sprite, 1), (rect.x + 6, y + 2))
        text(surface, theme, f"{h.name} {h.rows[0]}-{h.rows[-1]}", (rect.x + 24, y + 4), 11,
             c.ink)
        for x in range(6):
            r = pygame.Rect(ox + x * cw, y, cw, 20)
            hit = hero is not None and hero["kind"] == hid and hero["roll"][0] == x + 1
            pygame.draw.rect(surface, LIT if hit and reveal >= 1 else c.paper, r)
            pygame.draw.rect(surface, c.grid, r, 1)
            text(surface, theme, str(h.hp[x]), r.center, 11, c.ink, anchor="center")
            if hit and reveal >= 1:
                pygame.draw.ellipse(surface, RED, r.inflate(2, 2), 2)
        row += 1
    if hero is None:
        return
    y = oy + 3 * 22 + 8
    surface.blit(sprites.get(content.heroes[hero["kind"]].sprite, 2), (rect.x + 8, y))
    hp = f"HP {max(0, hero['hp'])}/{hero['max_hp']}"
    text(surface, theme, f"{hero['name']}  {hp}  {hero['status']}", (rect.x + 46, y),
         13, c.ink, "bold")
    stats = "   ".join(f"{STAT_NAMES[s]} {hero['stats'][s]}" for s in STATS)
    text(surface, theme, stats, (rect.x + 46, y + 18), 13, c.ink)
    boxes = min(hero["max_hp"], 18)
    for i in range(boxes):
        r = pygame.Rect(rect.x + 46 + i * 11, y + 36, 9, 9)
        pygame.draw.rect(surface, c.pencil, r, 1)
        if i >= max(0, hero["hp"]):
            pygame.draw.line(surface, RED, r.topleft, r.bottomright, 2)
    draw_notes(surface, theme, pygame.Rect(rect.x + 8, y + 50, rect.width - 14,
                                           rect.bottom - y - 52), hero["notes"])


def draw_notes(surface: pygame.Surface, theme: Theme, rect: pygame.Rect,
               notes: list[str]) -> None:
    """Every modifier of the hero, so the stats shown add up: one line each while they fit,
    else run together and wrapped, in a smaller size if need be."""
    fonts = theme.fonts
    for size in (11, 10, 9):
        line_h = fonts.get(size).get_linesize()
        lines = list(notes)
        if len(lines) * line_h > rect.height:
            lines = fonts.wrap("; ".join(notes), size, rect.width)
        if len(lines) * line_h <= rect.height or size == 9:
            break
    for i, line in enumerate(lines):
        text(surface, theme, line, (rect.x, rect.y + i * line_h), size, theme.colours.pencil)


def draw_score(surface: pygame.Surface, theme: Theme, rect: pygame.Rect,
               p: dict[str, Any], content: MakerContent) -> None:
    """The scoring chart: every building line, the hero phase, the total."""
    c = theme.colours
    paper(surface, theme, rect)
    text(surface, theme, "Score chart", (rect.x + 8, rect.y + 4), 13, c.ink, "bold")
    n = content.numbers
    lines = [(label, value) for label, value in p["building"]]
    building = sum(v for _, v in lines)
    lines.append(("Building", building))
    lines += hero_lines(p["souls"], p["crossed"], n)   # the score's own words (maker §5.1)
    lines.append(("Total", p["score"] if p["score"] is not None else building))
    for i, (label, value) in enumerate(lines):
        y = rect.y + 24 + i * 16
        bold = label in ("Building", "Total")
        text(surface, theme, label, (rect.x + 8, y), 12, c.ink, "bold" if bold else "sans")
        text(surface, theme, str(value), (rect.right - 10, y), 12, c.ink, "bold", "topright")


# --- the market ------------------------------------------------------------------------
def market_chips(rect: pygame.Rect, content: MakerContent) -> list[Chip]:
    """One chip per path shape and per other item, in market order."""
    wanted: list[tuple[str, str]] = []
    for item in content.items.values():
        if item.placed_on == "connected" and item.category == "path":
            wanted += [(item.id, shape) for shape in PATH_CHIPS if shape in item.shapes]
        else:
            wanted.append((item.id, ""))
    width = rect.width // max(1, len(wanted))
    return [Chip(item, shape, pygame.Rect(rect.x + i * width, rect.y + 22, width - 3,
                                          rect.height - 24))
            for i, (item, shape) in enumerate(wanted)]


def draw_market(surface: pygame.Surface, theme: Theme, sprites: SpriteCache,
                rect: pygame.Rect, content: MakerContent, offered: set[str], coin: int | None,
                held: tuple[str | None, str], dice: list[int] | None) -> None:
    """The market chart; items the dice offer and the purse affords are lit. `coin` None:
    the building rounds are over (the market is closed, no price is red)."""
    c = theme.colours
    paper(surface, theme, rect)
    label = "Market: closed (the building rounds are over)" if coin is None else \
        "Market" if dice is None else \
        f"Market: dice {dice[0]} and {dice[1]} (sum {dice[0] + dice[1]})"
    text(surface, theme, label, (rect.x + 8, rect.y + 3), 13, c.ink, "bold")
    x = rect.right - 8
    boss = text(surface, theme, f"boss: sum {content.numbers.boss_min_sum}+", (x, rect.y + 4),
                11, c.pencil, anchor="topright")
    x = boss.x - 12
    for face, category in sorted(content.faces.items(), reverse=True):
        label = text(surface, theme, category, (x, rect.y + 4), 11, c.pencil,
                     anchor="topright")
        die = sprites.get(f"mk_d6_{face}", 1)
        x = label.x - 3 - die.get_width()
        surface.blit(die, (x, rect.y + 2))
        x -= 10
    for chip in market_chips(rect, content):
        item = content.items[chip.item]
        lit = chip.item in offered
        afford = coin is None or item.cost <= coin
        r = chip.rect
        fill = (0xFF, 0xF6, 0xC8) if lit else c.paper_shade
        pygame.draw.rect(surface, fill, r, border_radius=5)
        chosen = held == (chip.item, chip.shape) or (held[0] == chip.item and not chip.shape)
        edge = c.accent if chosen else (c.legal if lit and afford else c.grid)
        pygame.draw.rect(surface, edge, r, 3 if chosen or lit else 1, border_radius=5)
        name = PATH_SPRITES.get(chip.shape, item.sprite)
        icon = sprites.fit(name, min(32, r.width - 6))
        if not lit:
            icon = icon.copy()
            icon.set_alpha(110)
        surface.blit(icon, icon.get_rect(midtop=(r.centerx, r.y + 3)))
        if chosen and not chip.shape and len(item.shapes) > 1:   # the shape it is drawn on
            mini = sprites.fit(PATH_SPRITES[held[1]], 18)
            box = mini.get_rect(topright=(r.right - 3, r.y + 3))
            pygame.draw.rect(surface, c.paper, box.inflate(4, 4))
            surface.blit(mini, box)
            pygame.draw.rect(surface, c.accent, box.inflate(4, 4), 2)
        title = chip.shape.capitalize() if chip.shape else item.name
        text(surface, theme, title if len(title) < 11 else title[:9] + "…",
             (r.centerx, r.y + 40), 10, c.ink, "bold", "midtop")
        text(surface, theme, f"{item.cost} Coin", (r.centerx, r.y + 54), 10,
             c.ink if afford else RED, anchor="midtop")
        if item.stat:
            text(surface, theme, f"{STAT_NAMES[item.stat]} {item.target}  d{item.damage}",
                 (r.centerx, r.y + 68), 10, c.pencil, anchor="midtop")


# --- banners and cards -------------------------------------------------------------------
def draw_card(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, title: str,
              lines: list[str], colour: Colour, low: bool = False) -> None:
    """A note pinned over the sheet (the check being made, a hero's fate): at the top, or
    at the bottom (`low`) so it never hides the tile it speaks of. Every word fits: the
    title shrinks to its line, the lines wrap."""
    c = theme.colours
    fonts = theme.fonts
    width = rect.width - 24
    room = width - 20
    title_size = fonts.fit(title, 15, room, "bold")
    wrapped = [part for line in lines for part in fonts.wrap(line, 13, room)]
    height = 30 + 18 * len(wrapped)
    card = pygame.Rect(rect.x + 12, rect.y + 12, width, height)
    if low:
        card.bottom = rect.bottom - 12
    pygame.draw.rect(surface, (0x1A, 0x12, 0x0E), card.move(3, 4), border_radius=8)
    pygame.draw.rect(surface, c.paper, card, border_radius=8)
    pygame.draw.rect(surface, colour, card, 3, border_radius=8)
    text(surface, theme, title, (card.x + 10, card.y + 6), title_size, colour, "bold")
    for i, line in enumerate(wrapped):
        text(surface, theme, line, (card.x + 10, card.y + 28 + i * 18), 13, c.ink)


def draw_banner(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, words: str,
                colour: Colour) -> None:
    """A banner centred in `rect` (the sheet's bottom margin, under row 6, so it never
    covers a coordinate or a tile), its words shrunk to fit; words too long for one line
    wrap onto two (issue 33 §2: a stairs caption ran off the window)."""
    fonts = theme.fonts
    room = rect.width - 24
    size = fonts.fit(words, 18, room, "bold")
    while size > 10 and fonts.get(size, "bold").get_linesize() + 6 > rect.height:
        size -= 1
    lines = [words]
    if fonts.get(size, "bold").size(words)[0] > room:
        size, lines = fonts.fit_block([words], 14, room, rect.height - 6, "bold", 9)
    line_h = fonts.get(size, "bold").get_linesize()
    images = [fonts.render(line, size, (0x1A, 0x12, 0x0E), "bold") for line in lines]
    width = max(image.get_width() for image in images)
    box = pygame.Rect(0, 0, width + 20, line_h * len(images) + 6)
    box.center = rect.center
    box.clamp_ip(rect)
    pygame.draw.rect(surface, colour, box, border_radius=8)
    for i, image in enumerate(images):
        surface.blit(image, image.get_rect(midtop=(box.centerx, box.y + 3 + i * line_h)))


# --- tooltips ---------------------------------------------------------------------------
PLACED_ON = {"connected": "on an empty tile beside a facing opening",
             "acid_connected": "on an acid pond, beside a facing opening",
             "path": "on a path or bridge without a trap",
             "empty": "on any empty tile"}


WHO_CHECKS = {ON_ITS_TILE: "Only a hero on its tile",
              UNDER_A_BRIDGE: "Only a hero on a bridge over it",
              IN_A_LINE: "A hero on a route tile beside it, or beside a straight line of "
                         "rooms leading to it,"}
"""Who a danger tests, by its reach in the rules (maker §4.7)."""


def item_tooltip(item: Item, shape: str, content: MakerContent) -> str:
    """What a market item does, in a sentence or three (maker §3.3, §4.4, §4.7)."""
    name = f"{shape.capitalize()} path" if shape and item.category == "path" else item.name
    parts = [f"{name}: {item.cost} Coin, {PLACED_ON[item.placed_on]}."]
    if item.category == "boss":
        n = content.numbers
        parts.append(f"Needs dice adding up to {item.min_sum or n.boss_min_sum} or more; "
                     f"scores {n.boss_points}.")
    if item.stat:
        who = WHO_CHECKS[reach(content.kinds, item.id)]
        hurt = f"a failed check takes {item.damage} damage" if item.damage else \
            "a failed check does no damage"
        parts.append(f"{who} checks {STAT_NAMES[item.stat]} {item.target}; {hurt}.")
    if item.category == "monster":
        parts.append("Scores beside a path.")
    if item.gate_penalty:
        parts.append(f"A failed check also costs the hero {item.gate_penalty} from every stat.")
    if item.modifiers:
        gains = ", ".join(f"+{v} {STAT_NAMES[k]}" for k, v in item.modifiers.items())
        parts.append(f"Building it gives every hero {gains}.")
    if item.shapes:
        again = len(item.shapes) > 1 and not shape
        parts.append("Wheel turns it; click the chip again for another path shape." if again
                     else "Wheel turns it.")
    return " ".join(parts)


def tooltip_at(parts: Layout, content: MakerContent, pos: tuple[int, int]) -> str:
    """The tooltip of the spell or market chip under `pos` ('' if none)."""
    if parts.panel.collidepoint(pos):
        for sid, rect in panel_rects(parts.panel, content).spells:
            if rect.collidepoint(pos):
                spell = content.spells[sid]
                return f"{spell.name}: {spell.text}"
    if parts.market.collidepoint(pos):
        for chip in market_chips(parts.market, content):
            if chip.rect.collidepoint(pos):
                return item_tooltip(content.items[chip.item], chip.shape, content)
    return ""
