"""The Rial table: the board of face-down cards, the players' sheets, a choice panel, the
alarm clock. Everything is public (rial §6): no hand-off screens, only whose turn it is.

Drawn from the public view only; every action goes through the rules. A move: after the d4
the squares the move may end on are lit, hovering one draws its route (the wheel shows
another route to the same square), a click walks it step by step, flipping the cards."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.events import DiceRolled, Event, GameEnded
from game.core.session import Session
from game.games.rial import actions as A
from game.games.rial.events import Happened
from game.ui.intents import Intent
from game.ui.table import Advice
import game.ui.tables.rial.advice as advice
from game.ui.tables.rial.banner import TurnBanner, seat_to_act
from game.ui.tables.rial.coords import draw_coordinates
from game.ui.tables.rial.draw import (BoardCache, draw_board, draw_chance, draw_pawns,
                                      draw_sheets)
from game.ui.tables.rial.geometry import BoardGeometry
from game.ui.tables.rial.last_move import draw_trace, walked_route
from game.ui.tables.rial.side import PanelTable
from game.ui.tables.rial.tray import is_raise_roll, tray_roll
from game.ui.widgets.button import Button, clock
from game.ui.widgets.toast import draw_bubble

if TYPE_CHECKING:
    from game.ui.services import Services

STEP_SECONDS, FLIP_SECONDS, CARD_SECONDS = 0.18, 0.3, 1.0
ITEM_BUTTONS = {"speed": "Drink the Speed potion", "healing": "Drink a Healing potion",
                "map": "Read the Map"}


class RialTable(PanelTable):
    has_secrets = False
    button_slots = 4

    def __init__(self, app: "Services", session: Session) -> None:
        super().__init__(app, session)
        self.pointer: tuple[int, int] = (-1, -1)
        self.geo: BoardGeometry | None = None
        self.sheets_rect = pygame.Rect(0, 0, 0, 0)
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.panel_lines: list[str] = []
        self.panel_buttons: list[Button] = []
        self.caption = ""
        self.walking: dict[int, int] = {}
        """seat -> the square its pawn shows while a move is animated."""
        self.flipped: set[int] = set()
        self.flipping: dict[int, Any] = {}
        self.chance_card: str = ""
        self.clock = self._alarm(session)
        self._lesson_clock_set = False
        self.board_cache = BoardCache()
        self._lit_key: tuple[Any, ...] | None = None
        self._routes: dict[int, list[tuple[int, ...]]] = {}
        self.banner = TurnBanner()
        self._d10: DiceRolled | None = None

    # --- status and buttons -----------------------------------------------------------------
    def status(self) -> list[str]:
        view = self.shown_public()
        lines = []
        if view["over"]:
            lines.append("The game is over.")
        elif view["phase"] == "caps":
            waiting = next((p["name"] for p in view["players"] if not p["caps"]), "")
            lines.append(f"{waiting} sets capabilities.")
        else:
            seat = seat_to_act(view)
            assert seat is not None
            who = view["players"][seat]["name"]
            hint = self._hint(view, seat) if seat in self.human_seats() else \
                "The computer plays."
            lines.append(f"{who}'s turn. {hint}")
        lines.append(self.clock_text(view))
        if self.caption and view["over"]:
            lines.append(self.caption)   # the log tells each event; the end is said here too
        return lines

    def clock_text(self, view: dict[str, Any]) -> str:
        if self.clock.running:
            rung = " The alarm has rung!" if view["ended_by"] == "alarm" else ""
            return f"Alarm: {self.clock.text()} left.{rung}"
        return f"Round {view['round']} of {view['round_limit']}."

    def _turn_hint(self, seat: int) -> str:
        """What the turn's buttons offer, in a few words."""
        legal = self.rules.legal_actions(seat)
        if A.MissTurn(seat) in legal:
            return "You miss this turn."
        if A.Leave(seat) in legal and A.Roll(seat) not in legal:
            return "Jump to another entrance, or leave."
        if A.Leave(seat) in legal:
            return "Enter, jump to another entrance, or leave."
        if any(A.UseItem(seat, item) in legal for item in ITEM_BUTTONS):
            return "Roll the d4, or use an item first."
        return "Roll the d4."

    def _hint(self, view: dict[str, Any], seat: int) -> str:
        stage = view["stage"]
        if stage == "turn":
            return self._turn_hint(seat)
        return {"move": f"Move {view['roll']}: "
                "click a lit square.", "festival": "Raise a capability.",
                "blocker": "Meet the blocker.", "chest": "Try the chest?",
                "passing_chest": "Stop and try the chest, or walk on.",
                "monster": "Fight or dodge.", "mentor": "Raise a capability.",
                "map": "Click face-down squares to turn them up.",
                "trade": "Trade, or end the cycle.", "answer": "Answer the offer."
                }.get(stage, "")

    def game_buttons(self) -> list[Button]:
        seat = self.acting()
        if seat is None or self.stage() not in ("turn", "trade"):
            return []
        view = self.view()
        legal = self.rules.legal_actions(seat)
        out: list[Button] = []
        if self.stage() == "trade":
            return [Button("No (more) trades", lambda: self.act_now(A.EndCycle(seat)))]
        me = view["players"][seat]
        if A.MissTurn(seat) in legal:
            out.append(Button("Miss this turn", lambda: self.act_now(A.MissTurn(seat))))
        if A.Roll(seat) in legal:
            label = "Enter: roll the d4" if me["pos"] < 0 else "Roll the d4"
            out.append(Button(label, lambda: self.act_now(A.Roll(seat))))
        if A.Jump(seat) in legal:
            out.append(Button("Jump to another entrance (d4)",
                              lambda: self.act_now(A.Jump(seat)), size=15))
        if A.Leave(seat) in legal:
            out.append(Button("Leave the game", lambda: self.ask(
                "Leave the dungeon for good?", "Leave for good",
                lambda: self.act_now(A.Leave(seat)),
                detail="You keep your Chest cards; you take no more turns."), size=15))
        for item, label in ITEM_BUTTONS.items():
            if A.UseItem(seat, item) in legal:
                out.append(Button(label, lambda i=item: self.act_now(A.UseItem(seat, i)),
                                  size=15))
        return out[:6]

    def main_button(self) -> Button | None:
        """What Enter and Space press now: the turn's roll (or its forced miss), the button
        on screen. None while a decision is open (a challenge, a raise, a trade, an answer,
        the capabilities, a move's square, Jump or Leave with no roll beside them), while
        the last move is shown, or when nobody here may act: Enter twice never passes a
        decision."""
        seat = self.acting()
        if seat is None or self.showing_move or self.stage() != "turn":
            return None
        legal = self.rules.legal_actions(seat)
        if A.Roll(seat) in legal:
            labels = ("Enter: roll the d4", "Roll the d4")
        elif legal == [A.MissTurn(seat)]:
            labels = ("Miss this turn",)
        else:
            return None
        return next((b for b in self.bar.buttons
                     if b.label in labels and b.visible and b.enabled), None)

    # --- lit squares and routes -------------------------------------------------------------
    def lit(self) -> dict[int, list[tuple[int, ...]]]:
        """Squares a click may choose now: move ends (with their routes), Map squares,
        stuck-rule blockers."""
        seat = self.acting()
        if seat is None or self.showing_move:
            return {}          # nothing is lit while the last move is shown (never cached)
        key = (len(self.rules.log), id(self.rules.state), self.rules.state.rev, seat)
        if key == self._lit_key:
            return self._routes
        self._lit_key = key
        self._routes = {}
        for action in self.rules.legal_actions(seat):
            if isinstance(action, A.Move) and action.route:
                self._routes.setdefault(action.route[-1], []).append(action.route)
            elif isinstance(action, (A.Peek, A.ClearStuck)):
                self._routes[action.square] = []
        return self._routes

    def hovered_route(self) -> tuple[int, ...]:
        if self.geo is None:
            return ()
        sq = self.geo.at(self.pointer)
        routes = self.lit().get(sq, []) if sq is not None else []
        if not routes:
            return ()
        hinted = self.advice.action if self.advice is not None else None
        if isinstance(hinted, A.Move) and hinted.route in routes:   # the hint's route first
            at = routes.index(hinted.route)
            routes = routes[at:] + routes[:at]
        alt = self.pointer_state.extra.get("alt", 0)
        return routes[alt % len(routes)]

    def refusal(self, sq: int) -> str:
        """Why the hovered square cannot end this move (a hover verdict, rial §4.3)."""
        view = self.view()
        me = view["players"][view["active"]]
        if sq in me["bans"]:
            return (f"{self.rules.layout.label(sq)}: you drew a chance here; it may not be "
                    "entered until after your next turn (rial §4.3).")
        return (f"{self.rules.layout.label(sq)} cannot end a move of {view['roll']}: use all "
                "the steps, no doubling back, each passage square once (rial §4.3).")

    def hovered_refusal(self) -> tuple[int, str] | None:
        """The hovered square and its reason, when a move is to be chosen and it is not lit."""
        if self.geo is None or self.acting() is None or self.stage() != "move" or \
                self.showing_move:
            return None
        sq = self.geo.at(self.pointer)
        if sq is None or sq in self.lit() or sq == self.view()["players"][self.acting()]["pos"]:
            return None
        return sq, self.refusal(sq)

    def focus_targets(self) -> list[pygame.Rect]:
        """D-pad targets: the lit squares (move ends, Map squares, stuck-rule blockers),
        then the buttons (the choice and trade panels' buttons are in the side bar)."""
        squares = [self.geo.rect(sq) for sq in self.lit()] if self.geo is not None else []
        return squares + super().focus_targets()

    # --- input ------------------------------------------------------------------------------
    def on_board_intent(self, intent: Intent) -> None:
        if intent.kind == "motion":
            before = self.geo.at(self.pointer) if self.geo else None
            self.pointer = intent.pos
            square = self.geo.at(self.pointer) if self.geo else None
            if square != before:
                self.pointer_state.extra["alt"] = 0
                self.dirty = True
            elif self.panel_buttons:
                self.dirty = True                         # button hover highlights
            return
        if intent.kind == "wheel":
            self.pointer_state.extra["alt"] = self.pointer_state.extra.get("alt", 0) + 1
            self.dirty = True
            return
        if intent.kind != "press" or self.geo is None:
            return
        self.pointer = intent.pos
        seat = self.acting()
        sq = self.geo.at(intent.pos)
        if seat is None or sq is None:
            return
        lit = self.lit()
        stage = self.stage()
        if sq not in lit:
            return          # in a move, the hover bubble already says why (one box, not two)
        if stage == "move":
            self.act(A.Move(seat, self.hovered_route() or lit[sq][0]), intent.pos)
        elif stage == "map":
            self.act(A.Peek(seat, sq), intent.pos)
        elif stage == "turn":
            self.ask("Use the stuck rule?", "Spend my turn clearing it",
                     lambda: self.act(A.ClearStuck(seat, sq), intent.pos), intent.pos,
                     "The blocker is removed and you step onto its square (rial §4.10).")

    # --- events -----------------------------------------------------------------------------
    def on_event(self, event: Event) -> None:
        if isinstance(event, DiceRolled):   # named for its seat; a d10 beside its d4
            event, self._d10 = tray_roll(event, self.rules.names(), self._d10), \
                (event if is_raise_roll(event) else None)
        super().on_event(event)
        if isinstance(event, GameEnded):
            self.caption = event.headline
        if not isinstance(event, Happened):
            return
        what = event.what
        if what in ("step", "teleport") and event.seat is not None and event.square is not None:
            self.walking[event.seat] = event.square
            self.animate("step", STEP_SECONDS)
        elif what == "turned" and event.square is not None:
            self.flipped.add(event.square)
            self.animate("flip", FLIP_SECONDS, event.square)
        elif what == "chance":
            self.chance_card = event.card
            self.animate("chance", CARD_SECONDS, event.card)
        text = event.describe(self.rules.names())
        if text and what not in ("step", "turn", "route"):
            self.caption = text

    def board_view(self) -> dict[str, Any]:
        """The board as of the move on screen: before the move, but with the cards turned
        so far by its animation."""
        now = self.public()
        if not self.showing_move:
            self.walking.clear()
            self.flipped.clear()
            return now
        before = self.shown_public()
        view = dict(before)
        cards = list(before["cards"])
        for sq in self.flipped:
            cards[sq] = now["cards"][sq]
        view["cards"] = cards
        return view

    # --- the turn banner ---------------------------------------------------------------------
    def board_update(self, dt: float) -> None:
        """The turn banner's and the alarm's step."""
        self._follow_turn()
        super().board_update(dt)

    def _follow_turn(self) -> None:
        """Hot-seat: the banner greets each person whose turn comes (rial §6)."""
        if self.showing_move:
            return            # a move being shown keeps the turn where it was
        seat = seat_to_act(self.public())
        person = seat if seat in self.human_seats() and self.shared_screen() else None
        name = self.name(person) if person is not None else ""
        if self.banner.follow(person, name, clock.now()):
            self.dirty = True

    def last_move_where(self, action: A.Action) -> tuple[int, ...]:
        """Where a computer's move went: the squares its pawn walks; the challenge, chest
        or trade that follows its walk keeps the walk's trace (a roll starts anew)."""
        if isinstance(action, A.Move):   # up to a door that stopped it
            return walked_route(self.rules.state, tuple(action.route))
        last = self.last_computer_move
        if last is not None and last.seat == action.seat and \
                not isinstance(action, (A.Roll, A.Jump)):
            return last.where
        return ()

    # --- what would the computer do? ---------------------------------------------------------
    def advice_target(self, action: A.Action) -> pygame.Rect | None:
        """Where the hinted move happens: a move's end square, else its button."""
        return advice.target(self, action)

    def seat_anchor(self, seat: int) -> pygame.Rect | None:
        """Where a seat sits: its pawn on the board, for the thinking indicator to show just
        above it; before it has one, the body of its sheet (the tag then sits on the
        sheet's heading)."""
        player = self.public()["players"][seat]
        if self.geo is not None and player["caps"] and player["home"] and \
                player["status"] != "left":
            return self.geo.rect(self.walking.get(seat, player["pos"]))
        return pygame.Rect(self.sheets_rect.x, self.sheets_rect.y + 80 * seat + 26,
                           self.sheets_rect.width, 48)

    def draw_advice(self, surface: pygame.Surface, hint: Advice) -> None:
        """The hinted move drawn as a ghost (its route, the pawn where it ends), then the
        ring and why."""
        advice.draw_ghost(self, surface, hint.action)
        super().draw_advice(surface, hint)

    def hint_taken_by_press(self, action: A.Action) -> bool:
        """A click on what the hint rings makes the hinted move itself (that route to the
        square, not another one to it; those capabilities; that offer); any other goes
        through its own button (Leave still asks first). Capabilities only while the
        person has changed none since the hint was drawn."""
        if isinstance(action, A.SetCapabilities) and self.advice is not None and \
                self.pointer_state.extra.get("caps_changed_under") is self.advice:
            return False     # changed since the hint was drawn: the button's own values
        return isinstance(action, advice.TAKEN_AT_ONCE)

    # --- drawing ----------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface) -> None:
        if self.geo is None:
            return
        theme = self.app.theme
        view = self.board_view()
        flipping = {}
        if self.animations and self.animations[0].kind == "flip":
            flipping[self.animations[0].data] = self.animations[0].progress
        lit = [] if self.acting() is None else list(self.lit())
        draw_board(surface, theme, self.app.sprites, self.geo, view, self.board_cache, lit=lit,
                   route=self.hovered_route(), flipping=flipping, pawns=self.walking,
                   active=None if view["over"] else view["active"])
        draw_coordinates(surface, theme, self.geo)
        last = self.last_computer_move
        if last is not None and last.where:   # under the pawns: their marks stay readable
            draw_trace(surface, theme, self.geo, last, self.walking.get(last.seat))
            draw_pawns(surface, theme, self.geo, view, self.walking,
                       None if view["over"] else view["active"])
        draw_sheets(surface, theme, self.app.sprites, self.sheets_rect, self.shown_public())
        self._draw_panel(surface)
        self._draw_face_down(surface)
        if self.animations and self.animations[0].kind == "chance":
            centre = self.geo.outline().center if self.geo else self.board_rect.center
            draw_chance(surface, self.app.theme, self.app.sprites, self.rules,
                        self.animations[0].data, centre)
        whole = pygame.Rect(self.geo.x0, self.geo.y0, 0, 0)
        whole.centerx = self.geo.outline().centerx
        self.banner.draw(surface, theme, whole)
        refused = self.hovered_refusal()
        if refused is not None:
            pygame.draw.rect(surface, theme.colours.illegal, self.geo.rect(refused[0]), 3)
            draw_bubble(surface, theme, refused[1], self.pointer, theme.colours.illegal,
                        avoid=self.geo.rect(refused[0]))
