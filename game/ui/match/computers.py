"""Computers at the table (pure): the decision beside the loop, the pace of their moves,
the undo grace a person's move gets before a computer answers it, and the hint's words.

A computer at the table decides through `game.core.bots.decide`, the call `main.py sim`
makes, on a copy of the match taken on the main thread: the same view and the rules' own
legal-moves object, so the Hard the sims measure is the Hard people meet."""
from __future__ import annotations

import copy
import threading
from dataclasses import dataclass
from typing import Any

from game.core.actions import Action
from game.core.bots import Bot, decide
from game.core.events import DiceRolled
from game.core.protocol import Rules

GRACE = 3.0
"""Seconds (at animation speed 1) after a person's move is shown before a computer acts:
time to take a misclick back."""
GRACE_FLOOR = 2.0
"""The grace never drops below this at a faster animation speed (only animations off)."""
STEP = 0.5
"""Seconds (at animation speed 1) a computer waits before each of its steps."""


def thinks_aside(bot: Any) -> bool:
    """A bot that searches against a time budget decides beside the loop; the quick ones
    (Easy, Normal) decide at once, as they always did."""
    return hasattr(bot, "think_ms")


class Thinker:
    """A computer's decision worked out beside the loop: the bot gets its seat's view and
    legal moves of a copy of the match (`decide`, as in the sims), never the live rules, so
    the window stays responsive; the table applies the choice on the main thread, and only
    if the game is still where it was when the thinking began (`key`)."""

    def __init__(self, bot: Bot, rules: Rules, seat: int, key: tuple[Any, ...]) -> None:
        self.seat, self.key, self.bot = seat, key, bot
        self.action: Action | None = None
        self.error: BaseException | None = None
        snapshot = copy.deepcopy(rules)
        self._thread = threading.Thread(target=self._run, args=(snapshot,),
                                        name=f"bot-{seat}", daemon=True)
        self._thread.start()

    def _run(self, rules: Rules) -> None:
        try:
            self.action = decide(self.bot, rules, self.seat)
        except BaseException as exc:  # noqa: BLE001 - raised again on the main thread
            self.error = exc

    @property
    def done(self) -> bool:
        return not self._thread.is_alive()

    def join(self, seconds: float | None = None) -> None:
        self._thread.join(seconds)


def grace_seconds(speed: float) -> float:
    """The undo grace at an animation speed: `GRACE` scaled, never under `GRACE_FLOOR`
    (0 with animations off: everything then happens at once)."""
    return 0.0 if speed <= 0 else max(GRACE_FLOOR, GRACE / speed)


class Pacing:
    """When the next computer step may go: after `STEP` (scaled), or after the undo grace
    while a person's move may still be taken back; a hold (the pointer resting on Undo)
    stops the count. The loop polls meanwhile (the table is `waiting`), so the frame
    times it counts are the wall clock's."""

    def __init__(self) -> None:
        self.waited = 0.0
        self.grace = False
        """The wait now is a person's undo grace (the Undo button shows what is left)."""
        self.due = 0.0

    def reset(self) -> None:
        self.waited = 0.0

    def tick(self, dt: float, speed: float, undoable: bool, held: bool,
             step: float = STEP) -> bool:
        """Count `dt` (not while held); True when the computer may act now (the count
        then starts again)."""
        self.grace = undoable
        self.due = grace_seconds(speed) if undoable else (0.0 if speed <= 0 else step / speed)
        if not held:
            self.waited += dt
        if held or self.waited < self.due:
            return False
        self.reset()
        return True

    def left(self) -> float:
        """Seconds of the grace still to run (0 when no grace is running)."""
        return max(0.0, self.due - self.waited) if self.grace else 0.0


@dataclass
class Advice:
    """What the Hard computer would do for the person now, and one sentence of why."""

    action: Action
    says: str
    key: tuple[Any, ...]


def advice_words(rules: Rules, seat: int, action: Action, report: Any,
                 said: str | None = None) -> str:
    """The hint in words: the move as `said` (the table's words for it), else as the game
    log would tell it (taken on a copy of the match, and only up to the first roll or draw,
    so nothing still hidden is told), then why, from the search."""
    if not said:
        said = log_words(rules, seat, action)
    return f"The Hard computer would do this: {said}{_why(rules, action, report)}"


def log_words(rules: Rules, seat: int, action: Action) -> str:
    """A move as the game log would tell it (or its name, when it writes no line)."""
    said = ""
    try:
        trial = copy.deepcopy(rules)
        for event in trial.apply(action):
            if isinstance(event, DiceRolled) or not event.visible(seat):
                break
            said = event.describe(rules.names()) or ""
            if said:
                break
    except Exception:  # noqa: BLE001 - the words are a comfort; the move stands
        said = ""
    if not said:
        name = type(action).__name__
        said = "".join(" " + ch.lower() if ch.isupper() else ch for ch in name).strip()
        said = said[:1].upper() + said[1:] + "."
    return said


def _why(rules: Rules, action: Action, report: Any) -> str:
    """The hint's sentence of why, from what the search did."""
    why = f" Here it goes by the game's strategy notes, without looking ahead. " \
          f"({rules.game} §7)"
    visits = getattr(report, "visits", None)
    if getattr(report, "means", None) and getattr(report, "action", None) == action:
        why = (f" It played its {len(visits)} best moves on through the same "
               f"{report.iterations} sample games, and this one did best.")
    elif visits and getattr(report, "action", None) == action:
        total = sum(visits.values()) or 1
        share = round(100 * visits.get(action, 0) / total)
        why = (f" It played {getattr(report, 'iterations', total)} sample games on from "
               f"here, and this move did best (it was tried in {share} % of them).")
    return why
