"""Maker's side-panel buttons, what Enter presses, and the hero who walks on by itself
(issue 33 §1, §2; issue 30 §2).

- Every button of the game has its own slot in the decision area, two to a row (`SLOTS`):
  the main button (Roll for loot, Build: roll the dice; "Back to ...'s sheet" while another
  sheet is looked at) and "Buy nothing" on the first row, then one row for each spell's
  decision, Cast on the left and Keep (or "No Jinx this round") on the right. A slot with
  no button now stays empty, held: no button ever moves into another's place, so a player
  who keeps clicking where one button stood never answers another.
- A decision that has only just opened ignores a press at the spot of the press before,
  while the pointer has stayed there (`board_press`): a click that kept to one spot, or
  skipped the walk before, never answers a decision not yet read.
- In the hero phase a person's hero is rolled and walks on by itself, at the animation
  speed, until a decision comes up (`game.games.maker.decisions`).
- Enter and Space press the main action of the moment (`main_action`), never a decision's
  button and never "Buy nothing": the shell presses the button `main_button()` names, as a
  click on it would.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.games.maker.actions import (CastSpell, DeclareBuild, Decline, Pass, RollHero,
                                      RollLoot, Walk)
from game.games.maker.decisions import SPELL_WORDS, decision, keep_action, walk_on
import pygame

from game.ui.widgets.button import STILL_POINTER_SECONDS, Button, clock

if TYPE_CHECKING:
    from game.ui.tables.maker.scene import MakerTable

    _Base = MakerTable
else:
    _Base = object

BUTTON_LABELS = {RollLoot: "Roll for loot", DeclareBuild: "Build: roll the dice",
                 Decline: "Buy nothing", RollHero: "Roll a hero", Walk: "Walk the hero on",
                 Pass: "No Jinx this round"}
MAIN_ACTIONS = (RollLoot, DeclareBuild, RollHero, Walk)
"""The moves Enter may make: the moment's main button, never a pass or a decision."""
WALK_PAUSE = 0.45
"""Seconds (at animation speed 1) between one step of the hero phase shown and the next
made by itself: the person sees the check's card go before the next roll."""
UNDO_PAUSE = 3.0
"""...or this long after a person's own decision that may still be taken back (Mend)."""
SPELLS = ("mend", "curse", "fireball", "jinx")
"""The spells that come up as decisions, in the order of their rows."""
SLOTS = ("main", "decline") + tuple(f"{what} {spell}" for spell in SPELLS
                                    for what in ("cast", "keep"))
"""The decision area's slots, two to a row, from the top left."""
ROW = 48
"""Pixels from one row of slots to the next (a button 40 high and its gap)."""
DECISION_MOMENT = STILL_POINTER_SECONDS
"""Seconds a decision that has just opened ignores a press at the spot of the last press."""
NEAR = 8
"""Pixels a pointer may drift and still be at the same spot."""


def slotted(**buttons: Button) -> list[Button]:
    """The moment's buttons in their own slots (`SLOTS`, spaces for blanks: "cast_mend");
    a slot with no button is held by a hidden one. No button at all: an empty list."""
    out = [buttons.get(slot.replace(" ", "_")) or Button("", lambda: None, visible=False)
           for slot in SLOTS]
    return out if any(b.visible for b in out) else []


def near(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return abs(a[0] - b[0]) <= NEAR and abs(a[1] - b[1]) <= NEAR


class MakerButtons(_Base):
    """The buttons part of Maker's board."""

    _walk_paused: tuple | None = None
    _walk_clock: float | None = None
    """Seconds left of the hero's pause before its next step by itself (None: no pause)."""
    button_slots = len(SLOTS) // 2
    _press_spot: tuple[int, int] | None = None
    """Where the last press was, while the pointer has stayed there (None: it has moved)."""
    _opened: tuple[tuple, float] | None = None
    """The decision on screen (the spell, the log's length) and when it opened."""

    def decision(self) -> str | None:
        """The spell the person on screen must decide on now (None: no decision)."""
        if self.me() is None or self.viewer is None or self.peeking() or self.showing_move:
            return None
        return decision(self.view(), self.viewer, self.content)

    def game_buttons(self) -> list[Button]:
        if self.peeking():
            return slotted(main=Button(f"Back to {self.name(self.viewer)}'s sheet",
                                       self.back_to_own_sheet, size=16))
        spell = self.decision()
        if spell is not None:
            self.decision_opened()
            return self.decision_buttons(spell)
        if self.view()["phase"] in ("heroes", "jinx"):
            return []   # the hero walks on by itself
        slots: dict[str, Button] = {}
        for action in self.legal():
            label = self.button_label(action)
            slot = "decline" if isinstance(action, Decline) else "main"
            if label is not None and slot not in slots:
                slots[slot] = Button(label, lambda a=action: self.act(a), size=16)
        return slotted(**slots)

    def decision_buttons(self, spell: str) -> list[Button]:
        """The spell's own row: cast on the left, keep (or no Jinx) on the right; every
        other slot held empty (where Roll, Walk on or Build stood, and the other spells')."""
        seat = self.viewer or 0
        keep = keep_action(self.view(), seat, spell)
        cast_label = f"Cast {self.content.spells[spell].name}"   # (Curse, Jinx: which stat)
        return slotted(**{f"cast_{spell}": Button(cast_label,
                                                  lambda: self.cast_decided(spell), size=16),
                          f"keep_{spell}": Button(self.keep_label(spell),
                                                  lambda: self.act(keep), size=16)})

    def place_side(self, size: tuple[int, int]) -> None:
        """The decision area's slots two to a row under the dice tray, and the log below
        them (the shell stacks the buttons one to a row)."""
        game = self.bar.buttons[:len(SLOTS)]
        if self.replay is not None or len(game) < len(SLOTS):
            return
        for slot, b in zip(SLOTS, game):
            b.rect = self.slot_rect(slot)
        x, inner = self.side_rect.x + 12, self.side_rect.width - 24
        y = self.dice.rect.bottom + 12 + self.button_slots * ROW
        self.log_panel.rect = pygame.Rect(x, y, inner, max(40, size[1] - 60 - y))

    def slot_rect(self, slot: str) -> pygame.Rect:
        """Where a slot of the decision area stands (a button in it or not)."""
        i = SLOTS.index(slot)
        x, inner = self.side_rect.x + 12, self.side_rect.width - 24
        half = (inner - 8) // 2
        return pygame.Rect(x + (i % 2) * (inner - half),
                           self.dice.rect.bottom + 12 + (i // 2) * ROW, half, 40)

    # --- a decision is read before it is answered -----------------------------------------
    def decision_opened(self) -> float | None:
        """When the decision on screen opened (None: no decision is open)."""
        spell = self.decision()
        if spell is None:
            return None
        key = (spell, len(self.rules.log))
        if self._opened is None or self._opened[0] != key:
            self._opened = (key, clock.now())
        return self._opened[1]

    def board_press(self, pos: tuple[int, int]) -> bool:
        """A press at the spot of the press before, the pointer still there, within
        `DECISION_MOMENT` of a decision's opening, is swallowed: it was meant for what
        stood there before (or skipped the walk that led here), not for this decision."""
        spot, self._press_spot = self._press_spot, pos
        opened = self.decision_opened()
        return opened is not None and spot is not None and near(spot, pos) \
            and clock.now() - opened < DECISION_MOMENT

    def pointer_moved(self, pos: tuple[int, int]) -> None:
        """The pointer has left the spot of the last press: its next press is aimed."""
        if self._press_spot is not None and not near(self._press_spot, pos):
            self._press_spot = None

    def keep_label(self, spell: str) -> str:
        return "No Jinx this round" if spell == "jinx" else \
            f"Keep {self.content.spells[spell].name}"

    def cast_decided(self, spell: str) -> None:
        """Cast the spell of the decision (Curse and Jinx first ask which stat)."""
        if self.content.spells[spell].names_stat:
            self.choosing = spell
            self.dirty = True
        else:
            self.act(CastSpell(self.viewer or 0, spell))

    def button_label(self, action: Action) -> str | None:
        """The words of the side-panel button that makes `action` (None: no button)."""
        if isinstance(action, DeclareBuild) and self.view()["shared_roll"]:
            return "Build (shared roll)"
        spell = self.decision()
        if spell is not None:
            keeps = isinstance(action, (RollHero, Walk, Pass))
            return self.keep_label(spell) if keeps else None
        return BUTTON_LABELS.get(type(action))

    def decision_hint(self, spell: str) -> str:
        """The status line while a decision waits."""
        if spell == "fireball":
            hero = self.view()["players"][self.viewer or 0]["hero"] or {}
            return f"The hero failed a check ({hero.get('hp', '?')} HP left). " \
                f"{SPELL_WORDS[spell]} Cast it, or keep it."
        if spell == "jinx":
            return f"{SPELL_WORDS[spell]} Cast it, or no Jinx this round."
        return f"{SPELL_WORDS[spell]} Cast it, or keep it."

    # --- Enter and Space ---------------------------------------------------------------------
    def main_action(self) -> Action | None:
        """The move of the moment's main button (None while a decision waits, or no main
        button stands): what Enter and Space press."""
        if self.me() is None or self.peeking() or self.showing_move or self.pending_potion \
                or self.decision() is not None:
            return None
        return next((a for a in self.legal() if isinstance(a, MAIN_ACTIONS)), None)

    def main_button(self) -> Button | None:
        """The shell's hook: the side-panel button of `main_action` (None while a decision
        waits, or while the hero walks on by itself with no button to press)."""
        action = self.main_action()
        if action is None:
            return None
        label = self.button_label(action)
        return next((b for b in self.bar.buttons if b.visible and b.label == label), None)

    # --- the hero walks on by itself ---------------------------------------------------------
    def board_clock(self) -> bool:
        """The hero's pause before its next step by itself: only a clock runs then and
        nothing on screen changes, so the loop polls without drawing."""
        return self._walk_clock is not None

    def walk_by_itself(self, dt: float) -> None:
        """Roll the person's hero and walk it on, each step after the last was shown and a
        moment to read it (a clock, not an animation: it passes at the animation speed and
        draws nothing); a decision stops the walk until it is taken."""
        action = self.step_by_itself()
        if action is None:
            self._walk_clock = None
            return
        key = (len(self.rules.log), id(self.rules.state))
        if self._walk_paused != key:
            self._walk_paused = key
            pause = UNDO_PAUSE if self.undo_seat() is not None else WALK_PAUSE
            self._walk_clock = self.seconds(pause)
        if self._walk_clock is not None:
            self._walk_clock -= dt
            if self._walk_clock > 0:
                return
        if self.undo_held():
            self._walk_clock = 0.0   # (a pointer resting on Undo holds the hero)
            return
        self._walk_clock = None
        self.act(action)

    def step_by_itself(self) -> Action | None:
        if self.busy or self.event_queue or self.showing_move or self.replay is not None \
                or self.rules.is_over() or self.app.stack.top is not self \
                or self.me() is None or self.viewer is None or self.peeking():
            return None
        return walk_on(self.view(), self.viewer, self.content)
