"""Watching a computer's turn at the Maker table (issue 19, issue 30 §2): its sheet shows
while it plays, with a caption in its name; once its move has been shown, and a moment to
read it, the person's own sheet is back; what a computer did meanwhile is said on its tab.
At a big table, or in the phases everyone plays at once, computers act in the background.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.events import DiceRolled, Event
from game.games.maker.actions import Pass
from game.games.maker.events import (BuildDeclared, Built, Declined, EntranceDrawn,
                                     HeroChecked, HeroDied, HeroEscaped, HeroMoved,
                                     HeroPhaseEnded, HeroRolled, LootCollected, SpellCast,
                                     SpellCircled, StairsDrawn)
from game.games.maker.state import Phase
from game.ui.table import thinks_aside
from game.ui.tables.maker.said import concerns

if TYPE_CHECKING:
    from game.ui.tables.maker.scene import MakerTable

    _Base = MakerTable
else:
    _Base = object

WATCH_MOST = 3
"""Up to this many computer seats, each computer's turn is shown on its own sheet at the
animation speed (issue 19); at bigger tables the computers play at once in the background."""
WATCH_HOLD = 0.25
"""Seconds (at animation speed 1) a computer's last move stays up, once shown, before your
sheet returns: within 0.3 s of your turn your own sheet is on screen (issue 30 §2); the
computer's caption stays over its own sheet, a click on its tab away."""
WATCHED = (Built, Declined, LootCollected, SpellCast, HeroRolled, HeroMoved, HeroChecked,
           HeroDied, HeroEscaped, HeroPhaseEnded)
"""A computer's turn in seat order: the events that show on its sheet (setup and the stairs
are simultaneous and go on in the background)."""
CAPTIONED = (BuildDeclared, Built, Declined, LootCollected, SpellCast, HeroRolled, HeroDied,
             HeroEscaped, HeroPhaseEnded)
_SHOWN_IN_TURN = (Phase.BUILDING, Phase.JINX, Phase.HEROES)
"""The phases played in seat order, where a computer's turn may be shown on its sheet."""
ALONGSIDE = (EntranceDrawn, SpellCircled, StairsDrawn)
"""A computer's moves in the phases everyone plays at once (setup, the stairs): not played on
its own sheet, since the person plays theirs meanwhile, but captioned over its sheet (its
tab), never over the person's: a caption shows with the sheet it is about (issue 30 §2)."""


class MakerWatch(_Base):
    """The watching part of Maker's table."""

    def start_watching(self) -> None:
        """Nobody's turn is on screen yet, and no computer has been captioned."""
        self.watch: int | None = None
        """The computer seat whose turn is on screen (its sheet shows while it plays)."""
        self._watch_held = False
        self.captions: dict[int, str] = {}
        """Per computer seat, its last move in words, shown over its sheet until the next."""
        self.fresh: set[int] = set()
        """Computer seats captioned since a person's move: their tabs say it too."""
        self.move_about: frozenset[int] = frozenset()
        """The sheets the computer's last move is about (`said.concerns`)."""
        self._turn_seen: int | None = None
        """The viewer last seen to act (None: nobody on screen was)."""
        self._own_sheet_due = False
        """The viewer's turn has begun: her own sheet comes back once the screen settles."""

    @property
    def caption(self) -> str:
        """The last move of the computer whose sheet is on screen ('' for a person's)."""
        return self.captions.get(self.shown(), "")

    def watching(self) -> bool:
        """Are the computers' turns shown one by one (a small table where a person sits;
        a replay, all seats played from the log, keeps its own pace)?"""
        return 0 < len(self.session.bots) <= WATCH_MOST and bool(self.human_seats())

    def _follow(self, event: Event) -> None:
        """A computer's move in seat order comes on screen: its sheet shows while it plays,
        with a caption in its name (issue 19; the player may still look at another tab)."""
        seat = getattr(event, "seat", None)
        if seat is None or seat not in self.session.bots or not self.watching():
            return
        if isinstance(event, ALONGSIDE + CAPTIONED):
            self.captions[seat] = event.describe(self.rules.names()) or ""
            self.fresh.add(seat)
        if isinstance(event, ALONGSIDE):
            return
        if isinstance(event, WATCHED) or (isinstance(event, DiceRolled) and seat == self.watch):
            if self.watch != seat:
                self.watch, self._watch_held = seat, False
                self.card = None
                self.dirty = True

    def move_words(self, action: Action) -> str | None:
        """A computer that casts no Jinx makes no event (maker §4.6): its choice is said
        all the same, so the wait for it ends in words."""
        if isinstance(action, Pass):
            return f"{self.name(action.seat)} casts no Jinx this round."
        return None

    def on_moved(self, action: Action, person: bool) -> None:
        """A new move: the panels follow its events from the start; a person's move ends
        the computer's turn on screen and its card; a Jinx passed is said as a caption."""
        if not self.showing_move:   # (the views of before a move still showing are kept)
            self.walk_shown.clear()
        self.move_about = frozenset() if person else concerns(action, len(self.rules.seats))
        if person:
            self.card = None
            self.watch = None
            self.fresh.clear()
        elif isinstance(action, Pass) and self.watching():
            self.captions[action.seat] = self.move_words(action) or ""
            self.fresh.add(action.seat)
        if self.banner and self._banner_for != self.viewer:
            self.banner = ""

    def _end_watch(self, hold: bool = True) -> None:
        """Back to the viewer's own sheet once its turn comes (or the game ends), after a
        moment to read the computer's last move."""
        if self.watch is None or self.busy or self.event_queue:
            return
        if not self._turn_back():
            return
        if hold and not self._watch_held:
            self._watch_held = True
            self.animate("hold", WATCH_HOLD)
            if self.busy:
                return
        self.watch, self._watch_held = None, False
        self.dirty = True

    def _own_sheet_at_turn(self) -> None:
        """Once the viewer's turn begins and the move before has been shown, her own sheet
        is back: a rival's tab clicked meanwhile does not stay up into her turn (issue 30
        §2); a tab clicked during her turn stays, as she chose it."""
        mine = self.viewer if self.viewer in self.rules.to_act() else None
        if mine is not None and mine != self._turn_seen:
            self._own_sheet_due = True
        self._turn_seen = mine
        if not self._own_sheet_due or self.watch is not None or self.busy \
                or self.event_queue or self.showing_move:
            return
        self._own_sheet_due = False
        if self.peeking():
            self.back_to_own_sheet()

    def on_shown_all(self) -> None:
        self._end_watch(hold=False)

    def _turn_back(self) -> bool:
        """The game is over, or a person's turn has come (the computers' turns end)."""
        return self.rules.is_over() or any(s in self.rules.to_act() for s in self.human_seats())

    def background_seats(self) -> list[int]:
        """Computers whose sheet is not on screen act at once, so big tables do not wait
        on them. At a small table only setup and the stairs (played by all at once) go so:
        in seat order every computer's turn is shown; at a big table, in seat order, a
        person's move may still be taken back first. A searching computer (Hard) never
        goes so (it thinks beside the loop, one at a time)."""
        if self.rules.is_over() or self.rules.state.phase in _SHOWN_IN_TURN \
                and (self.watching() or self.undo_seat() is not None):
            return []
        bots = self.session.bots
        return [s for s in self.rules.bot_seats_to_act()
                if s in bots and s != self.shown() and not thinks_aside(bots[s])]
