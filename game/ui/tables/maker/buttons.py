"""Maker's side-panel buttons, what Enter presses, and the hero who walks on by itself
(issue 33 §1, §2).

- The main button (Roll for loot, Build: roll the dice, Buy nothing) stands in the first
  slot. A decision (cast a spell, or keep it) has its own two buttons in the decision area,
  the second and third slots, so a press that kept clicking where the main button stood
  never casts nor keeps anything.
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
from game.ui.widgets.button import Button

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


class MakerButtons(_Base):
    """The buttons part of Maker's board."""

    _walk_paused: tuple | None = None
    _walk_clock: float | None = None
    """Seconds left of the hero's pause before its next step by itself (None: no pause)."""

    def decision(self) -> str | None:
        """The spell the person on screen must decide on now (None: no decision)."""
        if self.me() is None or self.viewer is None or self.peeking() or self.showing_move:
            return None
        return decision(self.view(), self.viewer, self.content)

    def game_buttons(self) -> list[Button]:
        if self.peeking():
            return [Button(f"Back to {self.name(self.viewer)}'s sheet", self.back_to_own_sheet,
                           size=16)]
        spell = self.decision()
        if spell is not None:
            return self.decision_buttons(spell)
        if self.view()["phase"] in ("heroes", "jinx"):
            return []   # the hero walks on by itself
        out: list[Button] = []
        seen: set[type] = set()
        for action in self.legal():
            label = self.button_label(action)
            if label is None or type(action) in seen:
                continue
            seen.add(type(action))
            out.append(Button(label, lambda a=action: self.act(a), size=16))
        return out

    def decision_buttons(self, spell: str) -> list[Button]:
        """The first slot stays empty (where Roll, Walk on or Build stood); then cast, then
        keep (or no Jinx)."""
        seat = self.viewer or 0
        name = self.content.spells[spell].name
        keep = keep_action(self.view(), seat, spell)
        keep_label = self.keep_label(spell)
        cast_label = f"Cast {name}"   # (Curse and Jinx then ask which stat)
        return [Button("", lambda: None, visible=False),
                Button(cast_label, lambda: self.cast_decided(spell), size=16),
                Button(keep_label, lambda: self.act(keep), size=16)]

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
