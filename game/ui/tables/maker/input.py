"""Pointer and keys over the Maker table: seat tabs, spells, the market and the sheet.

A click becomes an action only through the rules: the sheet click builds the candidate
action (`pointer.sheet_action`) and `act` applies it or shows the rules' reason.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.core.actions import Action
from game.games.maker.actions import CastSpell, ChooseSpell, Collect
from game.games.maker.content import MakerContent
from game.ui.intents import Intent
from game.ui.table import TableScene
import game.ui.tables.maker.panels as P
from game.ui.tables.maker.hand import Hand, MakerPointer
from game.ui.tables.maker.layout import TABS_PER_PAGE, Layout
from game.ui.tables.maker.pointer import (CLOSE_DETAIL, CLOSE_QUESTION, best_shape,
                                         closes_network, potion_needs_spell, sheet_action)
from game.ui.tables.maker.sheet import MakerSheet

Cell = tuple[int, int]


class MakerInput(TableScene):
    """The input half of the Maker table (the scene holds the state named here). What the
    pointer holds belongs to the seat on screen (`MakerPointer`, issue 16 §1)."""

    content: MakerContent
    sheet: MakerSheet
    parts: Layout
    pointer: tuple[int, int]
    tip_clicked: pygame.Rect | None

    # --- the seat's own pointer state ------------------------------------------------------
    def new_pointer_state(self) -> MakerPointer:
        return MakerPointer()

    @property
    def hand(self) -> Hand:
        return self.pointer_state.hand

    @property
    def choosing(self) -> str | None:
        return self.pointer_state.choosing

    @choosing.setter
    def choosing(self, spell: str | None) -> None:
        self.pointer_state.choosing = spell

    @property
    def pending_potion(self) -> Cell | None:
        return self.pointer_state.pending_potion

    @pending_potion.setter
    def pending_potion(self, cell: Cell | None) -> None:
        self.pointer_state.pending_potion = cell

    @property
    def peek(self) -> int | None:
        return self.pointer_state.peek

    @peek.setter
    def peek(self, seat: int | None) -> None:
        self.pointer_state.peek = seat

    @property
    def page(self) -> int:
        page = self.pointer_state.page
        return page if page is not None else (self.viewer or 0) // TABS_PER_PAGE

    @page.setter
    def page(self, page: int) -> None:
        self.pointer_state.page = page

    def peeking(self) -> bool:
        """True while the player looks at another seat's sheet."""
        return self.viewer is not None and self.peek is not None and self.peek != self.viewer

    def offer_way_back(self, pos: tuple[int, int]) -> None:
        """A click on another seat's sheet does nothing silently: it says how to go back."""
        if self.viewer is not None and self.peek is not None:
            self.app.toast(f"You are viewing {self.name(self.peek)}'s sheet. Press 'Back to "
                           f"{self.name(self.viewer)}'s sheet' or your tab to play.", pos)

    def back_to_own_sheet(self) -> None:
        self.peek = None
        self.page = (self.viewer or 0) // TABS_PER_PAGE
        self.changed_view()

    def changed_view(self) -> None:
        self.dirty = True
        self.layout(self.size)

    def me(self) -> dict[str, Any] | None:
        raise NotImplementedError

    def legal(self) -> list[Action]:
        raise NotImplementedError

    def shown(self) -> int:
        raise NotImplementedError

    def judged(self, player: dict[str, Any], phase: str, cell: Cell) -> bool:
        raise NotImplementedError

    def coach_refuses(self, action: Action) -> bool:
        raise NotImplementedError

    def pointer_moved(self, pos: tuple[int, int]) -> None:
        raise NotImplementedError

    def on_board_intent(self, intent: Intent) -> None:
        kind = intent.kind
        if kind == "motion":
            self.pointer = intent.pos
            self.pointer_moved(intent.pos)
            self.dirty = True
        elif kind in ("wheel", "right", "rotate_key"):
            self.hand.turn(-intent.amount if kind == "wheel" and intent.amount else 1)
            self.dirty = True
        elif kind == "mirror":
            self._next_shape()
        elif kind == "press":
            self.pointer = intent.pos
            self.press(intent.pos)

    def press(self, pos: tuple[int, int]) -> None:
        if self._press_tabs(pos):
            self.dirty = True
            return
        if self.peeking() and (self.parts.sheet.collidepoint(pos)
                               or self.parts.panel.collidepoint(pos)
                               or self.parts.market.collidepoint(pos)):
            self.offer_way_back(pos)
            return
        for handler in (self._press_spells, self._press_market):
            if handler(pos):
                self.dirty = True
                return
        cell = self.sheet.cell_at(pos)
        if cell is not None:
            self._press_sheet(cell, pos)
        self.dirty = True

    def _press_tabs(self, pos: tuple[int, int]) -> bool:
        if not self.parts.tabs.collidepoint(pos):
            return False
        players = len(self.rules.seats)
        tabs, prev, nxt = P.tab_rects(self.parts.tabs, players, self.page)
        pages = (players + TABS_PER_PAGE - 1) // TABS_PER_PAGE
        if prev.collidepoint(pos):
            self.page = (self.page - 1) % pages
        elif nxt.collidepoint(pos):
            self.page = (self.page + 1) % pages
        for seat, rect in tabs:
            if rect.collidepoint(pos):
                self.peek = None if seat == self.viewer else seat
                self.changed_view()
        return True

    def _press_spells(self, pos: tuple[int, int]) -> bool:
        rects = P.panel_rects(self.parts.panel, self.content)
        if self.choosing:
            for stat, rect in rects.stats:
                if rect.collidepoint(pos):
                    spell, self.choosing = self.choosing, None
                    self.act(CastSpell(self.viewer or 0, spell, stat), pos)
                    return True
        for spell, rect in rects.spells:
            if rect.collidepoint(pos):
                self.tip_clicked = pygame.Rect(rect)
                self.click_spell(spell, pos)
                return True
        return False

    def click_spell(self, spell: str, pos: tuple[int, int]) -> None:
        """Circle (setup or a Potion) or cast a spell; Curse and Jinx first ask a stat."""
        if self.viewer is None or self.me() is None:
            return
        seat = self.viewer
        phase = self.view()["phase"]
        if self.pending_potion is not None:
            cell, self.pending_potion = self.pending_potion, None
            self.act(Collect(seat, cell[0], cell[1], spell), pos)
        elif phase == "setup":
            self.act(ChooseSpell(seat, spell), pos)
        elif self.content.spells[spell].names_stat:
            verdict = self.verdict(CastSpell(seat, spell, "str"))
            if verdict.legal:
                self.choosing = spell
            else:
                self.app.toast(verdict.reason, pos)
        else:
            self.act(CastSpell(seat, spell), pos)

    def _press_market(self, pos: tuple[int, int]) -> bool:
        if not self.parts.market.collidepoint(pos):
            return False
        for chip in P.market_chips(self.parts.market, self.content):
            if chip.rect.collidepoint(pos):
                if self.hand.item == chip.item and not chip.shape:
                    self._next_shape()
                else:
                    shapes = list(self.content.items[chip.item].shapes)
                    legal = [a for a in self.legal() if not self.coach_refuses(a)]
                    self.hand.take(chip.item,
                                   chip.shape or best_shape(legal, chip.item, shapes) or None)
        return True

    def _next_shape(self) -> None:
        if self.hand.item:
            self.hand.next_shape(list(self.content.items[self.hand.item].shapes))
            self.dirty = True

    def _press_sheet(self, cell: Cell, pos: tuple[int, int]) -> None:
        me = self.me()
        if me is None or self.shown() != self.viewer or self.viewer is None:
            return
        action = sheet_action(me, self.view()["phase"], self.viewer, cell, self.hand,
                              self.content)
        if action is None:
            if self.view()["phase"] == "building" and me["status"] == "build":
                self.app.toast("Pick an item on the market first.", pos)
            return
        if isinstance(action, Collect) and potion_needs_spell(me, cell, self.legal()):
            self.pending_potion = cell   # the prompt shows under the sheet until a spell
            return
        legal = self.verdict(action).legal
        if not legal and self.judged(me, self.view()["phase"], cell):
            return   # the hover verdict under the pointer already says why: one box, not two
        if legal and closes_network(me, action, self.content) \
                and not self.coach_refuses(action):
            self.ask_to_close(action, pos)
            return
        self.place(action, pos)

    def place(self, action: Action, pos: tuple[int, int]) -> None:
        if self.act(action, pos) and not isinstance(action, Collect):
            self.hand.drop()

    def ask_to_close(self, action: Action, pos: tuple[int, int]) -> None:
        """A build the rules allow that leaves the network no open end: asked first, in a
        box whose Yes is never under the click that asked (No keeps the item in hand)."""
        from game.ui.scenes.confirm import ConfirmScene
        self.app.stack.push(ConfirmScene(self.app, CLOSE_QUESTION, "Yes, build it",
                                         lambda: self.place(action, pos), origin=pos,
                                         detail=CLOSE_DETAIL, no="No"))
