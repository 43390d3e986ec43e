"""Learn to play (issue 24): a seeded, scripted first game at the real table, with a coach.

A lesson is data and small callables, declared per game in
`game/ui/tables/<game>/lesson.py` as a module-level `LESSON = Lesson(...)`. It is found
lazily from `GameInfo.table + ".lesson"` (`game.ui.lessons.lesson_for(info)`): a game
without that module shows no Learn button. The coach runs the real rules, the real table and the real scenes;
only three things differ from a normal game:

- the match is fixed: `seats(name)`, `seed`, `options` (and `content(c)` may shorten the
  game: fewer rounds, a smaller deck), so the dice, decks and maps play out the same every
  time the player follows the coach; computer seats use the game's own seeded bots (name a
  kind that decides without a time budget, e.g. Normal), or `bots(rules)` gives scripted ones;
- nothing is recorded: the session has no save path and no records hook, so a lesson never
  enters the records and never replaces a save (Save & quit and Continue cannot touch the
  player's real save of that game); Play again and Restart start the lesson again;
- `TableScene.act` asks the coach first: an action the current step does not accept is
  refused gently with the step's `refusal` (the table's error toast, where the player
  pointed). Undo is refused while coaching. Clicks that are no action do what they do.

Writing a lesson (see `game/ui/tables/maker/lesson.py`)::

    from game.ui.coach import Lesson, Step, is_a

    def steps() -> list[Step]:
        return [
            Step("Press Roll for loot: two dice place your Gems and Potions. (maker §4.1)",
                 target=lambda c: c.button("Roll for loot"),
                 accepts=is_a(RollLoot),
                 done=lambda c: c.view["players"][0]["loot_rolled"],
                 after="White die X, red die Y: each Gem and Potion went where they met."),
            ...
        ]

    LESSON = Lesson(game="maker", seats=lambda name: [Seat(name)], seed=517,
                    steps=steps(), content=shorter)

A `Step`:

- `say`: one or two sentences: what to do and why. A citation at its end ("(maker §4.4)")
  is drawn as a link "rules 4.4" that opens the rules at that section (Back returns).
- `target(c) -> Rect | None`: where the highlight and the arrow point, computed from the
  live table `c.table` with its own geometry (a cell via the table's painter, a button via
  `c.button("Label")`, a card in a hand). It must be something the player can click: the
  coach adds it to the gamepad's d-pad targets. None: no target: a step read with Next
  (`done` None), or a step to watch (a computer's turn: `done` says when it is over).
- `accepts(action) -> bool`: the rules actions this step allows (default: none). Helpers:
  `is_a(Type, ...)`, `exactly(action)`. Others are refused with `refusal` (default: "The
  coach asks for something else here: " + say).
- `done(c) -> bool`: the step is over; checked only once the move's events have been shown
  (the table is not `showing_move`, nothing is queued or animating). None: the bubble shows
  a Next button (`next_label`) and the step ends when it is pressed.
- `after`: what the move did, a string or `after(c) -> str` (read when the step ends): shown
  on top of the next step's bubble ("Gem: +4 Coin. You have 24 Coin now.").
- `gesture`: "click" (default) or "drag"; for a drag, `path(c)` gives the points a person
  drags through (the tests drag them with posted mouse events).
- `scene`: the scene the step belongs to: "table" (default: the lesson's table is on top),
  or the class name of the top scene it speaks over ("EndScene", "HandoffScene"). Over any
  other scene (the pause menu, the rules, a dialog) the coach hides.
- `avoid(c) -> list[Rect]`: what the bubble should keep clear besides the target (e.g. the
  cells the next click needs, the panel the step talks about). The bubble never covers the
  target and stays inside the window; over the table it then keeps off, as far as a place
  allows and in this order, the side panel's status line, the side panel, and these (a
  place is searched over the whole window, nearest the target first). Name what the words
  speak of, not a whole board: where everything is to be kept clear, something is covered.
- The bubble is drawn only while its step is the person's to take: it goes while the move
  made is shown and answered, and once the step's move is made, while the person cannot
  act (a computer's turn), until the step is done or the person's turn comes back.

The context `c` (`Coached`) gives `c.app`, `c.table`, `c.rules`, `c.seat` (the person's
seat, the first human), `c.view` (that seat's view now), `c.top` (the top scene) and
`c.button(prefix)` (the rect of a visible button of the top scene whose label starts with
`prefix`, or None).

Computers: by default the game's own bots for the seats' kinds (`lesson_seats(["normal"])`
gives "Computer 1" of that kind; the bot's random source comes from the seed, so it plays
the same every time). For a part that must go just so, `bots=lambda rules: {1:
ScriptedBot([action, ...], then=...)}`. While a computer plays, a step with no target and a
`done` ("Watch Computer 1 build: ...") just waits; the tests wait with it.

A checklist for a new lesson: `tests/<game>/test_lesson.py` goes from the launcher's Learn
button to the end with `follow_coach` (see `tests/maker/test_lesson.py`);
`tests/ui/test_lessons.py` finds the new lesson by itself and checks every target at
1280x720 and 1920x1080 (give `avoid` where the note should keep something readable); play
it yourself in a real window.

The player may say "I know this: let me play": the coach steps aside and the game goes on as
a normal game (still not recorded). While every move made since fits the script, a "Coach"
button brings the coach back at the step it left. Once the game is over the lesson counts as
finished: a tick on the launcher tile (kept in the settings). Tests follow the coach with
`tests.play.follow_coach(app)`; `tests/ui/test_lessons.py` checks every lesson's targets at
1280x720 and 1920x1080; `main.py shots` draws one coach step of each lesson.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame

from game.core.actions import Action
from game.core.protocol import GameInfo, Seat
from game.ui.lessons import lesson_for

if TYPE_CHECKING:
    from game.core.bots import Bot
    from game.core.protocol import Rules
    from game.ui.app import App
    from game.ui.scene import Scene
    from game.ui.table import TableScene

Target = Callable[["Coached"], "pygame.Rect | None"]


@dataclass
class Step:
    """One thing the coach asks for (see the module docstring)."""

    say: str
    target: Target | None = None
    accepts: Callable[[Action], bool] = lambda action: False
    done: Callable[["Coached"], bool] | None = None
    after: str | Callable[["Coached"], str] = ""
    refusal: str = ""
    gesture: str = "click"
    path: Callable[["Coached"], list[tuple[int, int]]] | None = None
    scene: str = "table"
    next_label: str = "Next"
    avoid: Callable[["Coached"], list[pygame.Rect]] | None = None

    def refusal_text(self) -> str:
        return self.refusal or f"The coach asks for something else here: {self.say}"


@dataclass
class Lesson:
    """A seeded, scripted first game of one game (see the module docstring)."""

    game: str
    seats: Callable[[str], list[Seat]]
    """The seats, given the person's name (the first human seat is the person)."""
    seed: int
    steps: list[Step]
    options: dict[str, Any] = field(default_factory=dict)
    content: Callable[[Any], Any] | None = None
    """Changes the game's content for the lesson (a shorter game); None: as it is."""
    bots: Callable[["Rules"], dict[int, "Bot"]] | None = None
    """Scripted computers for the seats that have a bot kind; None: the game's own bots."""
    title: str = ""
    """What the coach's first bubble calls the lesson ("Learn Dungeon Maker Deluxe")."""


def is_a(*kinds: type) -> Callable[[Action], bool]:
    """Accept any action of these types."""
    return lambda action: isinstance(action, kinds)


def exactly(*wanted: Action) -> Callable[[Action], bool]:
    """Accept only these actions."""
    return lambda action: action in wanted


def person_name(app: "App") -> str:
    """The name the lesson's person plays under: the last name typed, else "Player 1"."""
    names = app.settings.last_names
    return names[0] if names else "Player 1"


class Coached:
    """What a step's callables see: the app, the lesson's table and the person's view."""

    def __init__(self, app: "App", table: "TableScene") -> None:
        self.app = app
        self.table = table

    @property
    def rules(self) -> "Rules":
        return self.table.rules

    @property
    def seat(self) -> int:
        humans = self.table.human_seats()
        return humans[0] if humans else 0

    @property
    def view(self) -> dict[str, Any]:
        return self.table.view_of(self.seat)

    @property
    def top(self) -> "Scene | None":
        return self.app.stack.top

    def button(self, prefix: str) -> pygame.Rect | None:
        """The rect of the top scene's visible button whose label starts with `prefix`."""
        from game.ui.widgets.button import ButtonBar
        top = self.top
        if top is None:
            return None
        for value in vars(top).values():
            bars = value if isinstance(value, list) and value and \
                isinstance(value[0], ButtonBar) else [value]
            for bar in bars:
                if isinstance(bar, ButtonBar):
                    for b in bar.buttons:
                        if b.visible and b.label.startswith(prefix):
                            return pygame.Rect(b.rect)
        return None


class Coach:
    """Runs one lesson over its table: the current step, refusals, stepping aside."""

    def __init__(self, app: "App", lesson: Lesson, table: "TableScene") -> None:
        from game.ui.widgets.coach_bubble import CoachBubble
        self.app = app
        self.lesson = lesson
        self.table = table
        self.context = Coached(app, table)
        self.index = 0
        self.after = ""
        """What the last step's move did (shown on top of the current step)."""
        self.aside = False
        """The player said "let me play": the game goes on without the coach."""
        self.off_script = False
        """A move the script did not ask for was made while the coach stood aside."""
        self.finished = False
        self.moved: int | None = None
        """The step whose move the person made last (its bubble goes while they wait)."""
        self.bubble = CoachBubble(self)

    # --- where the lesson is ---------------------------------------------------------------
    @property
    def step(self) -> Step | None:
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    @property
    def coaching(self) -> bool:
        """The coach is on and has a step to show."""
        return not self.aside and self.step is not None

    def showing(self) -> bool:
        """The coach's step is up: coaching, and the step's scene is on top."""
        step = self.step
        return self.coaching and step is not None and self.on_scene(step)

    def between_steps(self) -> bool:
        """A step that asked for a move is being answered (its move, or a computer's answer,
        is shown), or the person made its move and cannot act now (the computers' turn):
        its words are done, so its bubble is not drawn until the person may act again or
        the next step comes."""
        step = self.step
        if step is None or step.target is None:
            return False
        if self.answering():
            return True
        return self.moved == self.index and step.scene == "table" and \
            not self.table.acting_here()

    def answering(self) -> bool:
        """Moves are being shown or are queued at the table."""
        table = self.table
        return bool(table.showing_move or table.busy or table.event_queue)

    def on_scene(self, step: Step) -> bool:
        top = self.app.stack.top
        if step.scene == "table":
            return top is self.table
        return top is not None and type(top).__name__ == step.scene

    def can_return(self) -> bool:
        """The coach may come back: it stood aside, nothing off script was played and the
        lesson still has steps."""
        return self.aside and not self.off_script and self.step is not None

    def target(self) -> pygame.Rect | None:
        """The current step's target on screen (None: none, or the coach is not shown)."""
        step = self.step
        if step is None or step.target is None or not self.showing():
            return None
        try:
            rect = step.target(self.context)
        except (LookupError, AttributeError, TypeError):
            return None
        return pygame.Rect(rect) if rect is not None else None

    # --- the table asks ---------------------------------------------------------------------
    def refusal(self, action: Action) -> str | None:
        """Why the coach refuses a person's action now (None: it may go through). While the
        coach stands aside nothing is refused; an action the script did not ask for takes
        the lesson off its script for good."""
        step = self.step
        if step is None:
            return None
        if self.aside:
            if not step.accepts(action):
                self.off_script = True
            return None
        if step.accepts(action):
            self.moved = self.index
            return None
        return step.refusal_text()

    def refuse_undo(self) -> str | None:
        if self.coaching:
            return ("The coach keeps every move of the lesson. Press \"I know this: let me "
                    "play\" to play on your own, Undo and all.")
        return None

    def taken_back(self) -> None:
        """A move was taken back (only possible while the coach stands aside): the game is
        no longer where the script is, so the coach cannot come back."""
        self.off_script = True
        self.bubble.changed()

    def update(self) -> None:
        """Move on when the current step is done (after its move has been shown)."""
        table = self.table
        if table.rules.is_over() and not self.finished:
            self.finish()
        for _ in range(len(self.lesson.steps)):
            step = self.step
            if step is None or step.done is None or self.aside and self.off_script:
                return
            if self.answering():
                return
            if not step.done(self.context):
                return
            self.advance()

    def advance(self) -> None:
        step = self.step
        if step is None:
            return
        after = step.after
        self.after = after(self.context) if callable(after) else after
        self.index += 1
        self.bubble.changed()
        self.table.dirty = True

    def finish(self) -> None:
        """The lesson's game is over: the tick on the launcher tile."""
        self.finished = True
        settings = self.app.settings
        if self.lesson.game not in settings.lessons_done:
            settings.lessons_done = (*settings.lessons_done, self.lesson.game)
            settings.save()

    def step_aside(self) -> None:
        """"I know this: let me play"."""
        self.aside = True
        self.bubble.changed()
        self.table.dirty = True

    def come_back(self) -> None:
        if self.can_return():
            self.aside = False
            self.bubble.changed()
            self.table.dirty = True

    def next(self) -> None:
        """The Next of a step read without a move."""
        step = self.step
        if step is not None and step.done is None:
            self.advance()

    # --- input and drawing (the app routes them) -------------------------------------------
    def press(self, pos: tuple[int, int]) -> bool:
        """A press on the coach's own buttons (True if it was theirs)."""
        return self.bubble.press(pos)

    def over(self, pos: tuple[int, int]) -> bool:
        """Is `pos` on the coach's note or its Coach button (as last drawn)?"""
        return any(r.collidepoint(pos) for r in self.covers())

    def focus_targets(self, scene: "Scene") -> list[pygame.Rect]:
        """The gamepad's d-pad targets the coach adds to `scene`: the target, its buttons."""
        if scene is not self.app.stack.top:
            return []
        target = self.target()
        return ([target] if target is not None else []) + self.bubble.button_rects()

    def draw(self, surface: pygame.Surface) -> None:
        self.bubble.draw(surface)

    def covers(self) -> list[pygame.Rect]:
        """What the coach draws over the table (its bubble, its Coach button)."""
        return self.bubble.drawn_rects()


def start_lesson(app: "App", info: GameInfo, lesson: Lesson | None = None) -> bool:
    """Open the lesson of `info` over the launcher: a session with no save path and no
    records hook, its table, and the coach on top. False (with a message) if it cannot."""
    from game.content import ContentError
    from game.library import Refusal
    from game.ui.scenes.launcher import LauncherScene
    lesson = lesson or lesson_for(info)
    if lesson is None:
        app.show_message(info.title, "This game has no lesson yet.")
        return False
    try:
        content = app.game_content(info)
        if lesson.content is not None:
            content = lesson.content(content)
    except ContentError as exc:
        app.show_message(f"{info.title} cannot start",
                         "Its content files are broken:\n" + "\n".join(exc.problems[:8]))
        return False
    opened = app.library.open_match(info, lesson.seats(person_name(app)), lesson.seed,
                                    dict(lesson.options), autosave=False, content=content)
    if isinstance(opened, Refusal):
        app.show_message(opened.title, opened.text)
        return False
    session = opened.session
    rules = session.rules
    if lesson.bots is not None:
        session.bots = lesson.bots(rules)
    table = importlib.import_module(info.table).open_table(app, session)
    table.lesson = lesson
    app.stack.clear_to(LauncherScene(app))
    app.coach = Coach(app, lesson, table)
    table.coach = app.coach
    app.stack.push(table)
    return True


class ScriptedBot:
    """A computer that plays its part of a lesson: each of `moves` in turn, an Action or a
    callable `(view, legal) -> Action`; once they run out (or a scripted move is not legal
    now), `then` (another bot) decides, else the first legal action. Give it to the lesson
    with `Lesson.bots`, e.g. `bots=lambda rules: {1: ScriptedBot([Roll(1), ...])}`."""

    def __init__(self, moves: Sequence[Any], then: Any = None) -> None:
        self.moves = list(moves)
        self.then = then

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        while self.moves:
            move = self.moves.pop(0)
            action = move(view, legal) if callable(move) else move
            if action in legal:
                return action
        if self.then is not None:
            return self.then.choose(view, legal)
        return legal[0]


def lesson_seats(names: Sequence[str]) -> Callable[[str], list[Seat]]:
    """Seats for `Lesson.seats`: the person first, then computers of the given bot kinds
    (`names` like ["normal"]), named "Computer 1", "Computer 2"."""
    def seats(person: str) -> list[Seat]:
        return [Seat(person)] + [Seat(f"Computer {i + 1}", kind)
                                 for i, kind in enumerate(names)]
    return seats
