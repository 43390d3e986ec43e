"""Drawing the doodle table from the views: banner and seat tabs, the display, the sheet
with its previews, the improvement track, the side notes, the heroes and the hand."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.games.doodle.actions import PlayCard
from game.games.doodle.events import FightResolved, a_or_an, count_of, piece_name
from game.games.doodle.odds import hand_fits, percent, stop_odds
from game.games.doodle.paths import drawer_of
from game.ui.tables.doodle.cards import BLUE, RED
from game.ui.widgets.dice_tray import draw_die
from game.ui.widgets.toast import draw_bubble

if TYPE_CHECKING:
    from game.ui.tables.doodle.scene import DoodleTable

PHASE_TITLES = {"build": "Phase A: draft and build", "path": "Phase B: hero paths",
                "heroes": "Phase C: the heroes", "over": "The end"}


def draw_table(t: "DoodleTable", surface: pygame.Surface) -> None:
    board = t.public()
    phase = board["phase"]
    # panels as of the move on screen (issue 16 §3); in Phase C the sheets and heroes too,
    # as of the events shown so far (a roll is not given away before its dice land)
    v = t.shown_board() if phase in ("heroes", "over") else t.shown_public()
    owner = t.shown_owner()
    t.bubble = t.note = ""
    _banner(t, surface, v, owner)
    if phase == "build":
        _display(t, surface, v)
    sheet = (v if phase in ("heroes", "over") else board)["sheets"][owner]
    heroes = v["heroes"]
    hero = heroes[owner] if heroes and phase in ("heroes", "over") else None
    lit = t.preview_lit()
    t.sheet.draw(surface, sheet, t.treasures_shown(owner), hero, t.hero_at(owner),
                 lit=(tuple(lit), t.app.theme.colours.legal, 55) if lit else None)
    t.draw_preview(surface)
    news = t.news(owner)
    lines = t.app.theme.fonts.wrap(news, 15, t.plan.info.w - 44, "bold") if news else []
    caption = pygame.Rect(t.plan.info.x + 8, t.plan.info.bottom - len(lines) * 19 - 20,
                          t.plan.info.w - 16, len(lines) * 19 + 12)
    if phase == "build":
        active = t.element() == "improvement" and owner == t.viewer
        box = t.track.box_at(t.pointer)
        t.track.draw(surface, sheet, active, box)
        if box is not None and box[0] == "hand":
            t.note = hand_note(t, sheet["levels"]["hand"], len(v["names"]))
        _build_notes(t, surface, v, owner)
    elif phase == "path":
        _path_notes(t, surface, v, owner)
        _path_tip(t, surface, v, owner)
    else:
        _hero_notes(t, surface, v, caption.y if lines else t.plan.info.bottom)
        _hand(t, surface, v)
    _marked(t, surface, owner)
    if lines and t.plan.info.h > caption.h + 40:   # in the panel, never over the sheet
        _caption(t, surface, caption, lines)
    if t.bubble:
        draw_bubble(surface, t.app.theme, t.bubble, t.pointer, t.app.theme.colours.illegal)
    elif t.note:
        draw_bubble(surface, t.app.theme, t.note, t.pointer, t.app.theme.colours.accent)


def _text(t: "DoodleTable", surface: pygame.Surface, text: str, pos: tuple[int, int],
          size: int = 15, colour: tuple[int, int, int] | None = None, kind: str = "sans",
          width: int = 0) -> int:
    """Wrapped text; returns the y below it."""
    fonts = t.app.theme.fonts
    colour = colour or t.app.theme.colours.ink
    x, y = pos
    for line in (fonts.wrap(text, size, width, kind) if width else [text]):
        surface.blit(fonts.render(line, size, colour, kind), (x, y))
        y += size + 4
    return y


def _panel(t: "DoodleTable", surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A paper panel with a pencil border (drawn straight on: cheaper than blitting a
    translucent panel the size of the side column)."""
    c = t.app.theme.colours
    pygame.draw.rect(surface, c.paper, rect, border_radius=8)
    pygame.draw.rect(surface, c.pencil, rect, 2, border_radius=8)


def _banner(t: "DoodleTable", surface: pygame.Surface, v: dict[str, Any], owner: int) -> None:
    c = t.app.theme.colours
    title = PHASE_TITLES[v["phase"]]
    if v["phase"] == "build":
        title += f" · round {v['round']} of {v['rounds']}"
    dungeon = v["dungeons"][owner]
    title += f" · {dungeon}" if dungeon.endswith("'s dungeon") else \
        f" · {dungeon} ({v['names'][owner]})"
    if t.viewing() is not None:
        on = t.owner_in_play()
        where = "yours" if t.looking and on == t.viewer else f"{v['names'][on]}'s"
        title = f"Looking at {v['names'][owner]}'s sheet · the game is on {where}"
    room = (t.plan.tabs[0][1].x if t.plan.tabs else t.plan.banner.right) - t.plan.banner.x - 8
    size = 18
    while size > 12 and t.app.theme.fonts.get(size, "title").size(title)[0] > room:
        size -= 1
    clip = surface.get_clip()
    surface.set_clip(pygame.Rect(t.plan.banner.x, t.plan.banner.y, room, t.plan.banner.h))
    _text(t, surface, title, (t.plan.banner.x, t.plan.banner.y + 4), size, c.paper, "title")
    surface.set_clip(clip)
    for seat, rect in t.plan.tabs:
        shown = seat == owner
        pygame.draw.rect(surface, c.paper if shown else c.desk_light, rect, border_radius=6)
        pygame.draw.rect(surface, c.seat_colour(seat), rect, 3 if shown else 1, border_radius=6)
        label = t.app.theme.fonts.render(v["names"][seat][:10], 13,
                                         c.ink if shown else c.paper, "bold")
        surface.blit(label, label.get_rect(center=rect.center))


def _display(t: "DoodleTable", surface: pygame.Surface, v: dict[str, Any]) -> None:
    picking = t.acting_here() and v["building"] is None
    for card, rect in t.display_rects():
        hover = rect.collidepoint(t.pointer)
        t.cards.draw(surface, rect, card,
                     glow=t.app.theme.colours.highlight if hover and picking else None)
        if hover and t.just_picked is None:
            t.note = card_text(t, card)
    b = v["building"]
    rect = t.plan.active
    c = t.app.theme.colours
    if b is None:
        _text(t, surface, f"{count_of(v['deck_count'], 'card')} in the deck",
              (rect.x, rect.y + 4), 13,
              c.paper, width=rect.w)
        return
    t.cards.draw(surface, rect, b["card"], done=b["element"], lost=tuple(b["lost"]),
                 glow=c.accent)


def _build_notes(t: "DoodleTable", surface: pygame.Surface, v: dict[str, Any],
                 owner: int) -> None:
    rect = t.plan.info
    if rect.h < 40:
        return
    _panel(t, surface, rect)
    c = t.app.theme.colours
    sheet = v["sheets"][owner]
    x, y, w = rect.x + 10, rect.y + 8, rect.w - 20
    y = _text(t, surface, f"{v['names'][owner]}: {count_of(len(sheet['drafted']), 'card')} "
              f"built, {count_of(sheet['lost'], 'element')} lost.", (x, y), 14, width=w)
    notes = t.treasures_shown(owner)
    geo_name = _namer(v)
    if t.looking and t.viewer == owner:
        shown = ", ".join(geo_name(n) for n in notes) or "none yet"
        y = _text(t, surface, f"Your treasure notes (private): {shown}", (x, y + 4), 14,
                  c.ink, "bold", width=w)
    else:
        y = _text(t, surface, f"Treasure notes: {sheet['treasure_count']} (secret)",
                  (x, y + 4), 14, c.pencil, width=w)
    y = _text(t, surface, "The table", (x, y + 10), 15, kind="bold")
    for seat, other in enumerate(v["sheets"]):
        counts = {k: other["cells"].count(k) for k in ("goblin", "orc", "dragon", "trap")}
        line = (f"{v['names'][seat]}: {count_of(len(other['drafted']), 'card')} · "
                f"{counts['goblin']}G "
                f"{counts['orc']}O {counts['dragon']}D {counts['trap']}T · "
                f"{count_of(other['treasure_count'], 'note')}")
        pygame.draw.rect(surface, c.seat_colour(seat), (x, y + 4, 10, 10))
        y = _text(t, surface, line, (x + 16, y), 13, width=w - 16)
        if y > rect.bottom - 18:
            break


def _path_notes(t: "DoodleTable", surface: pygame.Surface, v: dict[str, Any],
                owner: int) -> None:
    rect = t.plan.info
    _panel(t, surface, rect)
    d = v["drawing"]
    sheet = v["sheets"][owner]
    x, y, w = rect.x + 10, rect.y + 10, rect.w - 20
    computer = d is not None and d["drawer"] not in t.human_seats()
    drawer = v["names"][d["drawer"]] if d else "?"
    yours = t.looking and t.viewer == owner
    dungeon = "your dungeon" if yours else f"{v['names'][owner]}'s dungeon"
    y = _text(t, surface, f"{drawer} draws the heroes' path through {dungeon}.", (x, y), 15,
              width=w, kind="bold")
    y = _text(t, surface, f"Steps so far: {len(sheet['path']) - 1}.", (x, y + 6), 14, width=w)
    if not computer:    # no gesture to teach while a computer holds the pencil
        y = _text(t, surface, "Drag from the path's end to add steps; drag back along it to "
                  "take them off (Undo takes off one). To turn back the way you came, rest on "
                  "the end a moment, then drag back.", (x, y + 6), 13, width=w)
    y = _text(t, surface, "Each space at most twice (a second pass runs beside the first, "
              "arrows the way the hero goes); the "
              "path ends at its first arrival on the Exit H10. The owner's treasure notes stay "
              "hidden from the drawer.", (x, y + 6), 13, t.app.theme.colours.pencil, width=w)
    names, seats = v["names"], len(v["sheets"])
    done = [f"{names[drawer_of(seats, i)]} drew the heroes' path through {names[i]}'s dungeon"
            for i, s in enumerate(v["sheets"]) if s["path_done"]]
    if done:
        _text(t, surface, "Finished: " + "; ".join(done) + ".", (x, y + 8), 13, width=w)


def _hero_notes(t: "DoodleTable", surface: pygame.Surface, v: dict[str, Any],
                bottom: int) -> None:
    """The heroes, the stop and the fight on screen, above `bottom` (the news caption)."""
    rect = t.plan.info
    _panel(t, surface, rect)
    c = t.app.theme.colours
    x, y, w = rect.x + 10, rect.y + 8, rect.w - 20
    y = _text(t, surface, "Heroes", (x, y), 16, kind="bold")
    for seat, hero in enumerate(v["heroes"]):
        label = {"dead": "slain", "escaped": "escaped"}.get(hero["status"], f"{hero['hp']} HP")
        turn = "▶ " if seat == v["turn"] and v["phase"] == "heroes" else ""
        pygame.draw.rect(surface, c.seat_colour(seat), (x, y + 3, 10, 10))
        _text(t, surface, f"{turn}{v['names'][seat]}'s dungeon: {label} · "
              f"{v['hand_counts'][seat]} card{'' if v['hand_counts'][seat] == 1 else 's'}",
              (x + 16, y), 14)
        bar = pygame.Rect(x + 16, y + 19, min(160, w - 20), 6)
        pygame.draw.rect(surface, c.paper_shade, bar)
        hp = max(0, hero["hp"]) if hero["status"] == "walking" else 0
        pygame.draw.rect(surface, c.illegal, (bar.x, bar.y, bar.w * hp // 10, bar.h))
        y += 30
    stop = v["stop"]
    if stop:
        what = a_or_an(piece_name(stop["what"]))
        y = _text(t, surface, f"Stop: {what} on {_namer(v)(stop['cell'])} in "
                  f"{v['names'][stop['owner']]}'s dungeon.", (x, y + 6), 14, width=w,
                  kind="bold")
        for seat, card in stop["played"]:
            act = t.content.action_of(card)
            colour = BLUE if act.colour == "blue" else RED
            y = _text(t, surface, f"{v['names'][seat]} played {act.name}: {act.text}",
                      (x, y + 2), 13, colour, width=w)
        if stop["dice"]:
            y = _text(t, surface, "Monster dice: " + " + ".join(map(str, stop["dice"])),
                      (x, y + 2), 14, width=w)
        for line, colour in odds_lines(t):
            y = _text(t, surface, line, (x, y + 2), 14, colour, "bold", width=w)
    fight = t.last_fight
    if fight is not None and (not stop or (stop["owner"], _namer(v)(stop["cell"])) ==
                              (fight.owner, fight.cell)):  # never under the next stop
        _fight(t, surface, fight, pygame.Rect(x, y + 10, w, bottom - y - 18))


def hand_note(t: "DoodleTable", level: int, seats: int) -> str:
    """What the Cards-in-hand level buys in the walk: the share of a seat's card windows a
    fresh hand of each size has a card for (doodle §4.6; a hand of one seldom fits)."""
    sizes = t.content.tracks["hand"].values
    shares = ", ".join(f"{n} card{'' if n == 1 else 's'} {percent(hand_fits(t.content, n, seats))}"
                       for n in sizes)
    return f"Cards in hand, now {sizes[level - 1]}. In the walk, a fresh hand has a card " \
           f"that fits about this share of your card windows: {shares}."


def odds_lines(t: "DoodleTable") -> list[tuple[str, tuple[int, int, int]]]:
    """The odds of the stop about to resolve, before anyone chooses (`stop_odds` of the
    screen's own view): what the monster needs or the trap deals, then what each card of
    the hand playable here would change. None while a move is still being shown."""
    if t.showing_move:
        return []
    odds = stop_odds(t.view(), t.content)
    if odds is None:
        return []
    c = t.app.theme.colours
    what = "The trap" if odds.now.kind == "trap" else f"The {piece_name(odds.what)}"
    lines = [(f"{what} {odds.now.text()}", c.ink)]
    colour = BLUE if odds.colour == "blue" else RED
    if not odds.cards and t.acting_here():     # a window with nothing to choose says so
        return lines + [(f"No {odds.colour} card in your hand fits here: "
                         "\u201cPlay no card\u201d goes on.", c.pencil)]
    lines += [(card.text(), colour) for card in odds.cards]
    if odds.cards and t.acting_here():         # what a card spent costs (doodle §4.5 step 5)
        lines.append((REFILL[odds.colour], c.pencil))
    return lines


REFILL = {"blue": "Your hand refills at the end of this turn: a card you play now is "
                  "replaced at once.",
          "red": "You draw again only on your own turn."}
"""What spending a card costs, under the cards of a window (doodle §4.5 step 5): on your
own turn nothing (the hand refills that turn: a card kept only keeps a new one out); on a
rival's, the card until your turn."""


def _fight(t: "DoodleTable", surface: pygame.Surface, fight: FightResolved,
           area: pygame.Rect) -> None:
    """The fight on screen (issue 16 §8): its d10s, the Strength and cards added, the total
    against the target, and the verdict."""
    if area.h < 90:
        return
    c = t.app.theme.colours
    names = t.rules.names()
    pygame.draw.rect(surface, c.paper_shade, area, border_radius=6)
    pygame.draw.rect(surface, c.pencil, area, 1, border_radius=6)
    x, y, w = area.x + 8, area.y + 6, area.w - 16
    y = _text(t, surface, f"Fight: the {piece_name(fight.monster)} on {fight.cell} in "
              f"{names[fight.owner]}'s dungeon", (x, y), 14, kind="bold", width=w)
    size = 34
    for i, value in enumerate(fight.dice):
        draw_die(surface, t.app.theme, pygame.Rect(x + i * (size + 8), y + 2, size, size),
                 t.content.numbers.die_sides, value)
    tag = f"{len(fight.dice)} d10" + (" (Axe)" if len(fight.dice) > t.content.numbers.fight_dice
                                      else "")
    _text(t, surface, tag, (x + len(fight.dice) * (size + 8) + 4, y + size // 2 - 8), 13,
          c.pencil)
    y += size + 24
    lines = [f"Dice: {' + '.join(map(str, fight.dice))} = {sum(fight.dice)}",
             f"Strength ({piece_name(fight.monster)}): {fight.strength:+d}"]
    strengths = fight.strengths or (0,) * len(fight.cards)
    lines += [f"{name}: {card_effect(t, name, value)}"
              for name, value in zip(fight.cards, strengths)]
    lines.append(f"Total {fight.total} · the monster needs {fight.target} or more")
    for line in lines:
        y = _text(t, surface, line, (x, y), 14, width=w)
    if fight.won:
        verdict = f"It wins: the hero loses {fight.damage} HP ({fight.hp} HP left)." \
            if fight.hp > 0 else f"It wins: the hero loses {fight.damage} HP and dies."
    else:
        verdict = "It flees and is crossed off."
    _text(t, surface, verdict, (x, y + 2), 15, c.illegal if fight.won else c.legal, "bold",
          width=w)


def _hand(t: "DoodleTable", surface: pygame.Surface, v: dict[str, Any]) -> None:
    rects = t.hand_rects()
    c = t.app.theme.colours
    if not rects:
        if t.plan.hand and v["phase"] == "heroes":
            first = t.plan.hand[0]
            words = "Hands are private: each player's cards show only at their own card " \
                "decision, after the hand-off." if len(t.human_seats()) > 1 else \
                "No cards in your hand."
            _text(t, surface, words, (first.x, first.y - 20), 13, c.paper,
                  width=t.plan.sheet.w)
        return
    acting = t.acting_here()
    for card, rect in rects:
        verdict = t.verdict(PlayCard(t.viewer, card)) if acting and t.viewer is not None \
            else None
        playable = verdict is not None and verdict.legal
        hover = rect.collidepoint(t.pointer)
        t.cards.draw(surface, rect, card, build=False, glow=c.legal if playable and hover
                     else (c.highlight if playable else None), dim=not playable)
        if hover and verdict is not None and not verdict.legal:
            t.bubble = verdict.reason
        elif hover:
            t.note = card_text(t, card, build=False)
    first = rects[0][1]
    _text(t, surface, "Your hand (private)", (first.x, first.y - 20), 13, c.paper)


def _marked(t: "DoodleTable", surface: pygame.Surface, owner: int) -> None:
    """A computer's last moves where they happened on the sheet on screen (issue 23 §3):
    the last move's spaces washed, its turn's spaces outlined, the track box ringed."""
    last = t.last_computer_move
    if last is None or last.seat != owner or not last.where:
        return
    cells, fresh, ticked = last.where
    accent = t.app.theme.colours.accent
    if fresh:
        t.sheet.lit(surface, fresh, accent, 110)
    for cell in cells:
        pygame.draw.rect(surface, accent, t.sheet.cell_rect(cell), 3)
    box = t.track.boxes.get(ticked) if ticked and t.phase() == "build" else None
    if box is not None:
        pygame.draw.rect(surface, accent, box.inflate(4, 4), 3)


def _path_tip(t: "DoodleTable", surface: pygame.Surface, v: dict[str, Any],
              owner: int) -> None:
    """The pencil's tip while a computer draws a hero path: the step it drew last."""
    drawing = v["drawing"]
    path = v["sheets"][owner]["path"]
    if not drawing or drawing["drawer"] in t.human_seats() or len(path) < 2:
        return
    pygame.draw.circle(surface, t.app.theme.colours.accent, t.sheet.centre(path[-1]),
                       max(5, t.sheet.paper.cell // 5), 3)


def _caption(t: "DoodleTable", surface: pygame.Surface, rect: pygame.Rect,
             lines: list[str]) -> None:
    """The latest news of the walk (a trap, a death, an escape), at the panel's foot."""
    c = t.app.theme.colours
    fonts = t.app.theme.fonts
    note = pygame.Surface(rect.size, pygame.SRCALPHA)
    note.fill((*c.paper, 235))
    surface.blit(note, rect)
    pygame.draw.rect(surface, c.accent, rect, 2, border_radius=6)
    y = rect.y + 6
    for line in lines:
        surface.blit(fonts.render(line, 15, c.ink, "bold"), (rect.x + 10, y))
        y += 19


def card_effect(t: "DoodleTable", name: str, strength: int) -> str:
    """What a card played on a fight did, in a few words ("+3", "3 d10")."""
    if strength:
        return f"{strength:+d}"
    act = next((a for a in t.content.actions.values() if a.name == name), None)
    if act is not None and act.extra_dice:
        return f"{t.content.numbers.fight_dice + act.extra_dice} d10"
    if act is not None and act.rerolls:
        return "the owner may reroll a die"
    if act is not None and act.heal:
        return f"+{act.heal} HP first"
    return "no effect on the total"


def card_text(t: "DoodleTable", card: int, build: bool = True) -> str:
    """What a card does, in words (for the hover note)."""
    content = t.content
    act = content.action_of(card)
    where = "any stop" if act.play_on == "any" else f"a {act.play_on} stop"
    text = f"{act.name} ({act.colour}, on {where}): {act.text}"
    if not build:
        return text
    parts = [f"{content.shapes[e].name} wall" if e in content.shapes else e.capitalize()
             for e in content.card(card).build]
    return f"Card #{card}. Build, left to right: {', '.join(parts)}. Action: {text}"


def _namer(v: dict[str, Any]):
    width = v["width"]
    return lambda i: f"{'ABCDEFGHIJ'[i % width]}{i // width + 1}"
