"""What Maker's board draws on its sheet and panels: the marks and the rules' verdict
under the pointer, the panel and the market (each a cached layer), the tooltip, a check's
card."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.actions import Action
from game.games.maker.content import STAT_NAMES
from game.games.maker.events import HeroChecked, LootPlaced
import game.ui.tables.maker.panels as P
from game.ui.tables.maker.pointer import CLOSES, closes_network, sheet_action, target_cells
from game.ui.widgets.hover import Verdict
from game.ui.widgets.toast import draw_bubble

if TYPE_CHECKING:
    from game.ui.tables.maker.scene import MakerTable

    _Base = MakerTable
else:
    _Base = object

Cell = tuple[int, int]


class MakerDrawing(_Base):
    """The drawing part of Maker's board."""

    tip_clicked: pygame.Rect | None = None
    """The spell just clicked: its tooltip stays away (off the loot of rows 1 and 2) until
    the pointer leaves it (issue 33 §2)."""

    def _draw_tooltip(self, surface: pygame.Surface) -> None:
        """What a spell or a market item does, under the pointer."""
        rects = P.panel_rects(self.parts.panel, self.content)
        spells = rects.spells[0][1].unionall([r for _, r in rects.spells + rects.stats])
        if self.choosing and spells.collidepoint(self.pointer):
            return   # the stat prompt and its buttons are what matter now
        clicked = self.tip_clicked
        if clicked is not None and not clicked.collidepoint(self.pointer):
            self.tip_clicked = clicked = None   # the pointer left: the next visit shows it
        text = P.tooltip_at(self.parts, self.content, self.pointer) if clicked is None else ""
        if text:   # never over the spells, the stat prompt or the first buttons beside them
            keep = pygame.Rect(spells.x, spells.y, surface.get_width() - spells.x,
                               spells.height)
            draw_bubble(surface, self.app.theme, text, self.pointer,
                        self.app.theme.colours.accent,
                        avoid=keep if spells.collidepoint(self.pointer) else None)

    def _landed(self, player: dict[str, Any], shown: int) -> dict[str, Any]:
        """The sheet without the loot whose dice are still to land (LootPlaced events not yet
        played), so gems and potions appear roll by roll."""
        waiting = {(e.x, e.y) for e in self.event_queue
                   if isinstance(e, LootPlaced) and e.seat == shown}
        if not waiting:
            return player
        size = self.content.numbers.size
        tiles = [t if (i % size + 1, i // size + 1) not in waiting else [t[0], t[1], t[2], ""]
                 for i, t in enumerate(player["tiles"])]
        return {**player, "tiles": tiles}

    def _draw_marks(self, surface: pygame.Surface, view: dict[str, Any],
                    player: dict[str, Any], shown: int) -> None:
        colours = self.app.theme.colours
        if player["last_built"] and view["phase"] in ("building", "stairs"):
            last = self.last_computer_move
            if last is not None and last.seat == shown and last.where and \
                    self.app.anim_speed <= 0.0:
                self.sheet.mark(surface, last.where, colours.highlight, 3)
            else:
                self.sheet.mark(surface, tuple(player["last_built"]), colours.faint, 1)
        hero = player["hero"]
        at = self.walker.get(shown) if self.busy or self.event_queue else None
        if at is None and hero and hero["status"] not in ("dead", "escaped"):
            at = tuple(hero["at"] or player["entrance"])
        if hero and at:
            self.sheet.draw_hero(surface, at, self.content.heroes[hero["kind"]].sprite)
        if any(a.kind == "flash" for a in self.animations) and self.flash \
                and self.flash[0] == shown:
            self.sheet.mark(surface, self.flash[1], colours.highlight, 4)
        if shown != self.viewer or self.me() is None:
            return
        legal = [a for a in self.legal() if not self.coach_refuses(a)]
        targets = target_cells(legal, self.hand)
        phase = view["phase"]
        if phase != "building" or player["status"] == "choose" or self.hand.item:
            self.sheet.shade(surface, targets, colours.legal, 45)
        cell = self.sheet.cell_at(self.pointer)
        if cell is None or self.viewer is None:
            return
        action = sheet_action(player, phase, self.viewer, cell, self.hand, self.content)
        if action is None:
            return
        if phase == "building" and self.hand.item:
            self.sheet.draw_ghost(surface, cell, self.hand.item, getattr(action, "openings", ""))
        elif phase == "setup":
            self.sheet.draw_ghost(surface, cell, "entrance", self.hand.entrance())
        if self.judged(player, phase, cell):
            self._draw_verdict(surface, cell, self.preview(action))

    def coach_refuses(self, action: Action) -> bool:
        """In a lesson, the coach refuses what its step does not ask for."""
        coach = self.coach
        return coach is not None and coach.coaching and coach.step is not None \
            and not coach.step.accepts(action)

    def preview(self, action: Action) -> Verdict:
        """What a click will do: the rules' verdict, or in a lesson the coach's refusal
        (its forbidden choice previews as refused, not green: issue 33 §2). The coach's
        words come with the click, as its refusal, so one box says why. A legal build that
        closes the network's last open end says so (green, with the word in orange)."""
        verdict = self.verdict(action)
        if verdict.legal and self.coach_refuses(action):
            return Verdict(False, "")
        me = self.me()
        if verdict.legal and me is not None and closes_network(me, action, self.content):
            return Verdict(True, CLOSES)   # allowed, but said before the click (it asks)
        return verdict

    def judged(self, player: dict[str, Any], phase: str, cell: Cell) -> bool:
        """Does hovering `cell` of the person's sheet show the rules' verdict (a wash, and
        the reason of a refusal)? Not over an empty tile while a loot is to be chosen."""
        size = self.content.numbers.size
        loot = player["tiles"][(cell[1] - 1) * size + cell[0] - 1][3]
        return not (phase == "building" and player["status"] == "choose" and not loot)

    def _draw_verdict(self, surface: pygame.Surface, cell: Cell, verdict: Verdict) -> None:
        """Wash the cell green or red; a refusal's reason (or a legal build's warning) goes
        where it hides neither the tiles around the cell (the one it would connect to) nor
        the ledger's heading."""
        paper, colours = self.sheet.paper, self.app.theme.colours
        at = (cell[0] - 1, cell[1] - 1)
        colour = colours.legal if verdict.legal else colours.illegal
        paper.shade(surface, [at], colour, 110)
        paper.outline(surface, at, colour, 2)
        if not verdict.reason:
            return
        around = self.sheet.rect_of(cell).inflate(2 * self.sheet.cell, 2 * self.sheet.cell)
        lower = P.panel_rects(self.parts.panel, self.content).lower
        heading = pygame.Rect(lower.x, lower.y, lower.width, 24)
        avoid = around.union(heading) if around.right + self.sheet.cell >= heading.x \
            else around
        draw_bubble(surface, self.app.theme, verdict.reason, self.pointer,
                    colours.accent if verdict.legal else colours.illegal, avoid=avoid)

    def _draw_panel(self, surface: pygame.Surface, view: dict[str, Any],
                    player: dict[str, Any]) -> None:
        flash = any(a.kind == "flash" for a in self.animations)
        reveal = 0.0 if any(a.kind == "hero" for a in self.animations) else 1.0
        usable = self.usable_spells()
        key = (repr([(k, v) for k, v in player.items() if k != "tiles"]), view["phase"],
               flash, repr(self.fresh_pips) if flash else "", sorted(usable), self.choosing,
               reveal)
        self.layers.draw(surface, "panel", self.parts.panel, key,
                         lambda: self._paint_panel(surface, view, player, flash, usable,
                                                   reveal))

    def _paint_panel(self, surface: pygame.Surface, view: dict[str, Any],
                     player: dict[str, Any], flash: bool, usable: set[str],
                     reveal: float) -> None:
        theme, sprites = self.app.theme, self.app.sprites
        rects = P.panel_rects(self.parts.panel, self.content)
        P.draw_counters(surface, theme, sprites, rects.counters, player, 1.0 if flash else 0.0)
        P.draw_pips(surface, theme, rects.pips, player, self.fresh_pips if flash else {})
        P.draw_spells(surface, theme, sprites, rects, player, self.content, usable,
                      self.choosing)
        lower = rects.lower
        if view["phase"] in ("heroes", "jinx", "over"):
            half = pygame.Rect(lower.x, lower.y, lower.width * 3 // 5 - 4, lower.height)
            P.draw_hero_chart(surface, theme, sprites, half, player, self.content, reveal)
            P.draw_score(surface, theme, pygame.Rect(half.right + 6, lower.y,
                                                     lower.right - half.right - 6,
                                                     lower.height), player, self.content)
        else:
            P.draw_ledger(surface, theme, lower, player)

    def _draw_market(self, surface: pygame.Surface, view: dict[str, Any],
                     player: dict[str, Any], shown: int) -> None:
        offered = set(player["offered"]) if view["phase"] == "building" else set()
        dice = (player["dice"] or view["dice"]) if view["phase"] == "building" else None
        held = (self.hand.item, self.hand.shape)
        coin = player["coin"] if view["phase"] in ("setup", "building") else None
        key = (sorted(offered), coin, held, tuple(dice) if dice else None)
        self.layers.draw(surface, "market", self.parts.market, key,
                         lambda: P.draw_market(surface, self.app.theme, self.app.sprites,
                                               self.parts.market, self.content, offered,
                                               coin, held, dice))


def check_card(event: HeroChecked) -> tuple[str, list[str], tuple[int, int, int]]:
    """What a check shows: which stat and why, 2d6 + stat against the target, the damage."""
    a, b = event.roll
    total = a + b + event.bonus
    title = f"Check at ({event.x}, {event.y}): {STAT_NAMES[event.stat]} {event.target}"
    lines = [event.why,
             f"2d6 + {STAT_NAMES[event.stat]} = {a} + {b} + {event.bonus} = {total} "
             f"{'>=' if event.passed else '<'} {event.target}: "
             f"{'passed' if event.passed else 'failed'}"]
    if not event.passed:
        extra = f", -{event.gate_penalty} to every stat (gate)" if event.gate_penalty else ""
        lines.append(f"{event.damage} damage: {max(0, event.hp)} HP left{extra}")
    return title, lines, (0x00, 0x87, 0x51) if event.passed else P.RED
