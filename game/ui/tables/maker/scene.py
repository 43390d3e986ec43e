"""The Dungeon Maker Deluxe table: every sheet on one screen, no hand-offs (maker §6).

The screen shows one sheet at a time: the acting human's, or any seat picked from the
paged tabs. Everything drawn comes from `view(...)`; every action goes through the rules.
Simultaneous phases: the first human seat that may act is the one whose screen this is;
bots act meanwhile (quickly when their sheet is not on screen).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from game.core.actions import Action
from game.core.events import DiceRolled, Event
from game.core.session import Session
from game.games.maker.actions import Build, CastSpell, ChooseSpell, Collect
from game.games.maker.content import MakerContent
from game.games.maker.decisions import outlook
from game.games.maker.fold import folded
from game.games.maker.events import (Built, EntranceDrawn, HeroChecked, HeroDied,
                                     HeroEscaped, HeroMoved, HeroRolled, HeroRoundBegan,
                                     LootPlaced, RoundBegan, StairsDrawn)
from game.games.maker.state import Phase
import game.ui.tables.maker.advice as advice
import game.ui.tables.maker.panels as P
from game.ui.tables.maker.buttons import MakerButtons
from game.ui.tables.maker.drawing import MakerDrawing, check_card
from game.ui.tables.maker.input import MakerInput
from game.ui.tables.maker.layers import Layers
from game.ui.tables.maker.layout import Layout
from game.ui.tables.maker.pointer import target_cells
from game.ui.tables.maker.said import on_tabs
from game.ui.tables.maker.sheet import MakerSheet
from game.ui.tables.maker.watch import MakerWatch
from game.ui.table import Advice

if TYPE_CHECKING:
    from game.ui.services import Services

Cell = tuple[int, int]
POTION_PROMPT = "Now click a lit spell: this Potion circles it."
LOOT_ROLLS = ("gem ", "potion ")
FIRST_LOOT = "gem 1"
"""The setup's loot rolls (issue 33 §2): the first tumbles in the tray, the rest land at once
after it, so the entrance may be drawn within a couple of seconds."""
BOT_DELAY = 0.4
"""The pause before a computer's move on the sheet on screen, at animation speed 1: even at
half speed the move appears within 1 s (issue 16 §7; a decision takes well under 0.1 s)."""


class MakerTable(MakerWatch, MakerButtons, MakerDrawing, MakerInput):
    has_secrets = False
    """Nothing is secret (maker §6): a 'Next' banner, never a hand-off screen."""
    press_skips_move: ClassVar[bool] = True
    """A click skips a computer's whole turn, and over your own sheet it then acts."""

    def __init__(self, app: "Services", session: Session) -> None:
        super().__init__(app, session)
        self.content: MakerContent = session.rules.content
        self.bot_delay = BOT_DELAY
        self.sheet = MakerSheet(app.theme, app.sprites, self.content)
        self.parts = Layout()
        self.pointer: tuple[int, int] = (-1, -1)
        self.walker: dict[int, Cell] = {}
        self.card: tuple[str, list[str], tuple[int, int, int]] | None = None
        self.card_seat: int | None = None
        """The sheet the card speaks of: it shows only over that sheet."""
        self.card_low = False
        self.flash: tuple[int, Cell] | None = None
        self.fresh_pips: dict[str, int] = {}
        self.banner = ""
        self._banner_for: int | None = None
        self.walk_shown: dict[int, list[Event]] = {}
        """Per seat, the events of the move on screen shown so far on its sheet (folded
        onto the sheet of before: `game.games.maker.fold`)."""
        self._legal_key: tuple | None = None
        self._legal: list[Action] = []
        self.layers = Layers()
        self.start_watching()

    # --- who and what is shown ----------------------------------------------------------
    def shown(self) -> int:
        """The seat whose sheet is on screen."""
        if self.peek is not None:
            return self.peek
        if self.watch is not None and not (self._watch_held and not self.busy):
            return self.watch   # (until its moment to read has played: then hers)
        if self.viewer is not None:
            return self.viewer
        acting = sorted(self.rules.to_act())
        return acting[0] if acting else 0

    def shown_seat(self) -> int | None:
        """The shell's hook: the sheet on screen may be another seat's (a tab clicked, a
        computer's turn shown)."""
        return self.shown()

    def me(self) -> dict[str, Any] | None:
        """The viewer's own sheet, when the viewer may act on it now."""
        if not self.looking or self.viewer is None or self.viewer not in self.human_seats():
            return None
        return self.view()["players"][self.viewer]

    def legal(self) -> list[Action]:
        """The viewer's legal actions (cached per state)."""
        key = (len(self.rules.log), id(self.rules.state), self.viewer)
        if key != self._legal_key:
            self._legal_key = key
            me = self.me()
            self._legal = self.rules.legal_actions(self.viewer) if me is not None \
                and self.viewer is not None else []
        return self._legal

    def on_viewer_change(self, before: int | None, after: int | None) -> None:
        """The screen passes to another seat: the banners, cards and the tray of the
        previous seat's moment go (issue 16 §1; the base re-arms the buttons)."""
        super().on_viewer_change(before, after)
        self.card = self.flash = None
        self.fresh_pips = {}
        self.banner = f"Next: {self.name(after)}" \
            if after is not None and len(self.human_seats()) > 1 else ""
        self._banner_for = after
        self._tray_for(after)

    def _tray_for(self, seat: int | None) -> None:
        """The tray shows the table's roll or this seat's own, never another seat's."""
        roll = self.dice.roll
        owner = getattr(roll.event, "seat", None) if roll is not None else None
        if roll is None or owner in (None, seat):
            return
        self.dice.clear()
        self._market_dice(seat)

    def _market_dice(self, seat: int | None) -> None:
        """The seat's market roll in the tray, landed (the market line names it)."""
        view = self.public()
        dice = view["players"][seat]["dice"] if seat is not None else None
        if view["phase"] == "building" and dice:
            shared = view["dice"] == dice
            speed, self.dice.speed = self.dice.speed, 0.0
            self.dice.show(DiceRolled(seat=None if shared else seat, sides=6,
                                      values=tuple(dice), purpose="the builders' shared "
                                      "market roll" if shared else "the market"))
            self.dice.speed = speed

    # --- status and buttons ---------------------------------------------------------------
    def status(self) -> list[str]:
        view = self.shown_view()
        phase = view["phase"]
        head = {"setup": "Setup", "building": f"Round {view['round']} of {view['rounds']}",
                "stairs": "The stairs", "jinx": f"Hero round {view['hero_round']}: Jinx",
                "heroes": f"Hero round {view['hero_round']} of {view['max_heroes']}",
                "over": "The end"}[phase]
        if self.peeking() and self.peek is not None:
            return [f"{head}: viewing {self.name(self.peek)}'s sheet",
                    f"Press 'Back to {self.name(self.viewer)}'s sheet' to play."]
        order = self.order_line(view)
        me = self.me()
        if me is None or self.viewer not in view["to_act"]:
            waiting = [self.name(s) for s in view["to_act"]]
            words = "To play:" if self.replay is not None else "Waiting for"   # a replay
            wait = f"{words} {', '.join(waiting)}." if 0 < len(waiting) <= 3 else \
                f"{words} {len(waiting)} players." if waiting else ""
            return [head, wait] + ([order] if order else [])
        me = view["players"][self.viewer]
        return [f"{head}: {self.name(self.viewer)}", self.hint(phase, me)] + \
            ([order] if order else [])

    def order_line(self, view: dict[str, Any]) -> str:
        """Who acts next and after that, in seat order (maker §4.2, §4.6)."""
        queue = view.get("queue", [])
        if len(view["players"]) < 2 or view["phase"] not in ("building", "jinx", "heroes") \
                or len(queue) < 2:
            return ""
        names = [self.name(s) for s in queue[1:3]]
        more = ", ..." if len(queue) > 3 else ""
        return f"Next: {names[0]}" + (f", then {names[1]}" if len(names) > 1 else "") + more

    def hint(self, phase: str, me: dict[str, Any]) -> str:
        """What to do now, naming only what may be done now."""
        legal = self.legal()
        can = {type(a) for a in legal}
        if phase == "setup":
            if not me["loot_rolled"]:
                return "Roll for your loot."
            if me["entrance"] is None:
                return "Click a corner for the entrance (wheel turns it), then circle a spell."
            return "Click a spell to circle your starting spell."
        if phase == "building":
            if self.pending_potion is not None:
                return POTION_PROMPT
            if me["status"] == "choose":
                return self.choose_hint(me, Collect in can)
            return "Pick a lit market item and click your sheet (wheel turns it)."
        if phase == "stairs":
            return "Click a lit tile to draw the stairs."
        if self.choosing:
            return f"{self.content.spells[self.choosing].name}: click a stat under the spells."
        spell = self.decision()
        if spell is not None:
            return self.decision_hint(spell)
        return "Your hero walks on by itself." if me["status"] in ("roll", "hero") else ""

    def choose_hint(self, me: dict[str, Any], can_collect: bool) -> str:
        """Collect or Build: naming why no loot may be taken when some lies on the sheet."""
        loot = {t[3] for t in me["tiles"] if t[3]}
        if can_collect or "gem" in loot:
            return "Click a loot to collect it, or press Build."
        if loot:
            return f"Press Build (a Potion needs the upgraded tool: collect " \
                   f"{self.content.numbers.upgrade_after_gems} Gems first)."
        return "Press Build (no loot is left on your sheet)."

    # --- what would the computer do? ---------------------------------------------------------
    def advice_target(self, action: Action) -> pygame.Rect | None:
        """Where the hinted move happens: its cell or spell on the person's own sheet, or
        the button that makes it."""
        return advice.target(self, action)

    def seat_anchor(self, seat: int) -> pygame.Rect | None:
        """Where a seat sits: its tab (when on the page of tabs shown), for the thinking
        indicator to show under it."""
        tabs, _prev, _next = P.tab_rects(self.parts.tabs, len(self.rules.seats), self.page)
        return next((pygame.Rect(rect) for s, rect in tabs if s == seat), None)

    def draw_advice(self, surface: pygame.Surface, hint: Advice) -> None:
        """The hinted move drawn as a ghost where it would happen, then the ring and why."""
        advice.draw_ghost(self, surface, hint.action)
        super().draw_advice(surface, hint)

    def hint_taken_by_press(self, action: Action) -> bool:
        """A click on the hint's ghost on the sheet (or its spell) makes the hinted move."""
        return isinstance(action, advice.ON_THE_SHEET + (CastSpell, ChooseSpell))

    def make_hinted(self, action: Action, pos: tuple[int, int]) -> None:
        """The hinted move, made instead of whatever the hand held."""
        self.choosing = self.pending_potion = None
        if self.act(action, pos):
            self.hand.drop()
            self.dirty = True

    # --- the board's hooks -------------------------------------------------------------------
    def last_move_where(self, action: Action) -> tuple[Any, ...]:
        """A computer's build is marked on its sheet (with animations off, where it was
        not played there)."""
        return (action.x, action.y) if isinstance(action, Build) else ()

    def gestures(self) -> frozenset[str]:
        """A piece in hand turns (R) and mirrors (M); nothing is drawn by dragging."""
        return frozenset({"rotate", "mirror"})

    def together(self) -> bool:
        """Setup and the stairs are played by everyone at once (maker §4.1, §4.5)."""
        return self.rules.state.phase in (Phase.SETUP, Phase.STAIRS)

    def board_update(self, dt: float) -> None:
        self._end_watch()
        self._own_sheet_at_turn()
        self.walk_by_itself(dt)
        if self.dice.roll is None and not (self.busy or self.event_queue or self.showing_move):
            self._market_dice(self.shown())   # after an Undo the tray and market agree


    # --- events and animations --------------------------------------------------------------
    def on_event(self, event: Event) -> None:
        self._follow(event)
        self._show_event(event)

    def _show_event(self, event: Event) -> None:
        if isinstance(event, (RoundBegan, HeroRoundBegan)):
            self.dice.clear()   # last round's roll is not this round's (issue 20 §4)
        seat = getattr(event, "seat", None)
        if isinstance(event, DiceRolled):
            if seat is None or seat == self.shown():
                super().on_event(event)
                if event.purpose.startswith(LOOT_ROLLS) and event.purpose != FIRST_LOOT:
                    self.dice.skip()   # the loot dice roll together: one tumble, then all land
            return
        if seat != self.shown():
            return
        if isinstance(event, (LootPlaced, Built, EntranceDrawn, StairsDrawn)):
            self.flash = (seat, (event.x, event.y))
            if isinstance(event, Built):
                self.fresh_pips = dict(self.content.items[event.item].modifiers) \
                    if event.pips else {}
            self.animate("flash", 0.12 if isinstance(event, LootPlaced) else 0.3,
                         (event.x, event.y))
        elif isinstance(event, HeroRolled):
            self.walker.pop(seat, None)
            self.walk_shown.setdefault(seat, []).append(event)   # the new hero, at once
            self.card = None
            self.animate("hero", 0.7)
        elif isinstance(event, HeroMoved):
            self.walker[seat] = (event.x, event.y)
            self.walk_shown.setdefault(seat, []).append(event)
            self.animate("step", 0.22)
        elif isinstance(event, HeroChecked):
            self.walk_shown.setdefault(seat, []).append(event)
            self.card, self.card_seat = check_card(event), seat
            self.card_low = event.y <= self.content.numbers.size // 2
            self.animate("check", 1.2)
        elif isinstance(event, (HeroDied, HeroEscaped)):
            died = isinstance(event, HeroDied)
            self.walk_shown.setdefault(seat, []).append(event)
            self.card = ("The hero dies: +1 Soul" if died else "The hero escapes",
                         [] if died else ["A Dungeon HP box is crossed."],
                         (0x00, 0x87, 0x51) if died else P.RED)
            self.card_seat = seat
            self.animate("fate", 0.9)

    # --- layout and drawing -----------------------------------------------------------------
    def board_key(self) -> tuple[Any, ...]:
        """What Maker's board draws from besides the shell's own state."""
        return (self.shown(), self.card, self.banner, self.caption, self.flash,
                self.page, self.peek, self.pointer)

    def layout_board(self, rect: pygame.Rect) -> None:
        self.parts = Layout.fit(rect)
        self.sheet.layout(self.parts.sheet)

    def draw_board(self, surface: pygame.Surface) -> None:
        view = self.view()
        shown = self.shown()
        player = view["players"][shown]
        held = self.shown_view()
        panel = self.as_shown(held["players"][shown], shown)
        tabs = tuple((p["name"], p["coin"], p["score"]) for p in held["players"])
        said = on_tabs(self.captions, self.fresh, self.rules.log, self.human_seats(), shown)
        self.layers.draw(surface, "tabs", self.parts.tabs,
                         (tabs, tuple(held["to_act"]), self.page, shown, tuple(said.items())),
                         lambda: P.draw_tabs(surface, self.app.theme, self.parts.tabs, held,
                                             self.page, shown, said))
        landed = self._landed(player, shown)
        route = view["phase"] in ("heroes", "jinx", "over")
        self.layers.draw(surface, "sheet", self.sheet.paper.rect,
                         (repr(landed["tiles"]), route, repr(landed["route"]),
                          repr(landed["stairs"])),
                         lambda: self.sheet.draw(surface, landed, route=route))
        self._draw_marks(surface, view, player, shown)
        self._draw_panel(surface, held, panel)
        self._draw_market(surface, held, panel, shown)
        if self.card is not None and self.card_seat == shown:
            title, lines, colour = self.card
            P.draw_card(surface, self.app.theme, self.sheet.paper.grid_rect, title, lines,
                        colour, self.card_low)
        margin = self.sheet.bottom_margin()
        if self.pending_potion is not None and shown == self.viewer:
            P.draw_banner(surface, self.app.theme, margin, POTION_PROMPT,
                          self.app.theme.colours.accent)
        elif self.caption:
            P.draw_banner(surface, self.app.theme, margin, self.caption,
                          self.app.theme.colours.seat_colour(shown))
        elif self.last_computer_move is not None and shown == self.viewer \
                and shown in self.move_about:     # a Jinx, a Curse aimed at this dungeon
            P.draw_banner(surface, self.app.theme, margin, self.last_computer_move.words,
                          self.app.theme.colours.seat_colour(self.last_computer_move.seat))
        elif self.banner and self._banner_for == self.viewer and not self.peeking():
            P.draw_banner(surface, self.app.theme, margin, self.banner,
                          self.app.theme.colours.seat_colour(self.viewer or 0))
        elif self.outlook_word():
            P.draw_banner(surface, self.app.theme, margin, self.outlook_word(), P.LIT)
        self._draw_tooltip(surface)

    def outlook_word(self) -> str:
        """The early word on the person's own sheet while building: no free opening, the
        stairs would fall back (issue 33 §2)."""
        if self.me() is None or self.shown() != self.viewer or self.peeking():
            return ""
        view = self.shown_view()
        if view["phase"] != "building":
            return ""
        return outlook(view["players"][self.viewer or 0], self.content) or ""

    def as_shown(self, player: dict[str, Any], seat: int) -> dict[str, Any]:
        """A sheet's counters as of the event on screen: from a hero's roll, through its
        walk, its hero, HP, fate, Souls, crossed boxes and total move on event by event
        (the events shown so far, folded onto the sheet of before)."""
        if not self.showing_move:
            return player
        return folded(player, self.walk_shown.get(seat, []), self.content.numbers)

    def usable_spells(self) -> set[str]:
        """The spells a click may use now (cast, circled at setup, or a Potion's)."""
        if self.pending_potion is not None:
            return {a.spell for a in self.legal() if isinstance(a, Collect) and a.spell}
        return {a.spell for a in self.legal() if isinstance(a, (CastSpell, ChooseSpell))}

    def focus_targets(self) -> list[pygame.Rect]:
        """D-pad targets: the seat tabs, the sheet cells where what is held (or a loot, the
        entrance, the stairs) may go, the usable spells (the stats while one asks for a
        stat), the market while building, then the buttons."""
        tabs, prev, nxt = P.tab_rects(self.parts.tabs, len(self.rules.seats), self.page)
        rects = [rect for _, rect in tabs] + [r for r in (prev, nxt) if r.width]
        if self.me() is not None and self.shown() == self.viewer and not self.showing_move:
            rects += [self.sheet.rect_of(c) for c in target_cells(self.legal(), self.hand)]
            panel = P.panel_rects(self.parts.panel, self.content)
            usable = self.usable_spells()
            rects += [rect for spell, rect in panel.spells if spell in usable]
            rects += [rect for _, rect in panel.stats] if self.choosing else []
            if self.view()["phase"] == "building":
                rects += [chip.rect for chip in P.market_chips(self.parts.market,
                                                                self.content)]
        return rects + super().focus_targets()
