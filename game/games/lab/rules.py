"""DungeonLab's rules controller (shared/rules/dungeonlab.md): the computer is the
gamemaster; players land, move, shoot, trade and map by hand."""
from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.legal import LegalActions
from game.core.protocol import GameResult, Rules, ScoreLine, SeatResult
from game.games.lab import INFO
from game.games.lab import notebook as nb
from game.games.lab.actions import (Answer, Banish, Climb, Dismount, Feel, Land, Move,
                                    Resign, Shoot, Sketch, Strike, Suicide, Trade)
from game.games.lab.dungeon import BEASTS, CREATURES, Dungeon
from game.games.lab.encounters import answer
from game.games.lab.events import GmSaid
from game.games.lab.follow import follow_op, followed
from game.games.lab.generator import generate, map_rng
from game.games.lab.shooting import banish, near_wall, shoot, strike, suicide
from game.games.lab.state import AMMO, Creature, LabState, Ontifutlas, Phase, Player
from game.games.lab.compare import tally, unsure_tally
from game.games.lab.phrases import held
from game.games.lab.content import LabContent, default_content
from game.games.lab.turns import (climb, end_turn, feel, land, move, trade)
from game.games.lab.views import reveal, view_for
from game.games.lab.world import die, pay, tell

FREE = (Banish, Dismount, Sketch)
BANISHABLE = BEASTS | {"orc", "urkh", "werewolf", "eyescorcher"}
DIRS = ("N", "E", "S", "W")
DIR_WORDS = {"N": "North", "E": "East", "S": "South", "W": "West"}


class LabRules(Rules):
    game = "lab"
    info = INFO
    shared = frozenset({"d", "content", "walls_at", "around"})
    """The map (and its sides worked out once: `Dungeon.sides`) and the content never
    change during a match."""
    caches = {"_sheets": dict}

    # --- protocol -------------------------------------------------------------------------
    def setup(self) -> None:
        self.undo_enabled = False  # moves reveal; the notebook keeps its own undo
        self.out: list[Event] = []
        self.echo: tuple[int, str] | None = None
        """(seat, words): the move the gamemaster's next sentence to her answers."""
        self.d = self._dungeon()
        self.walls_at, self.around = self.d.sides()
        order = list(range(len(self.seats)))
        self.dice.shuffle(order)
        s = LabState(players=[Player(seat.name) for seat in self.seats], order=order)
        s.creatures = {spot: Creature() for spot, t in self.d.things.items()
                       if t.kind in CREATURES and t.kind != "ontifutlas"}
        s.items = {spot: dict(t.items) for spot, t in self.d.things.items() if t.items}
        s.treasure_home = s.treasure_at = self.d.treasure()
        s.ontifutlai = [Ontifutlas(spot, spot) for spot in self.d.spots_of("ontifutlas")]
        s.notebooks = [[] for _ in self.seats]
        self.state = s
        self._sheets: dict[int, tuple[int, nb.Sheet]] = {}

    def _dungeon(self) -> Dungeon:
        if isinstance(self.content, Dungeon):
            return self.content
        chosen = self.options.get("map", "random")
        if chosen != "random":
            from game.games.lab.maps import load_preset
            return load_preset(chosen)
        return generate(map_rng(self.seed), self.options["size"], self.options["levels"],
                        self.options, self.numbers.encounters)

    @property
    def solo(self) -> bool:
        return len(self.seats) == 1

    @property
    def numbers(self) -> LabContent:
        """Prices, kits and limits (content/lab); a test that passes a bare Dungeon as the
        content plays with the shipped numbers."""
        return self.content if isinstance(self.content, LabContent) else default_content()

    def kits(self) -> int:
        return self.options.get("kits") or self.numbers.kits_for(self.d.width)

    def kit_bullets(self) -> int:
        kits = self.numbers.kits
        return kits.fifty_bullets if self.options.get("fifty_bullets") else kits.kit.bullets

    def landings_allowed(self) -> int:
        return self.options.get("landings") or self.numbers.kits_for(self.d.width)

    def prison_fine(self) -> int:
        return int(self.options.get("prison_fine", 50))

    def round_limit(self) -> int:
        return 300 if self.options.get("round_limit") else 0

    def to_act(self) -> set[int]:
        return set() if self.state.phase is Phase.OVER else {self.state.active}

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        return LegalActions(lambda: self._legal(seat), self._allowed)  # type: ignore

    def _allowed(self, action: Action) -> None:
        if action.seat not in self.to_act():
            raise IllegalAction("It is not this player's turn.", "lab §4.2")
        self.check(action)

    def _legal(self, seat: int) -> list[Action]:
        p = self.state.players[seat]
        if p.question is not None:
            return [Answer(seat, True), Answer(seat, False)]
        if p.landing_due:
            return [Land(seat, x, y, lv) for x in range(1, self.d.width + 1)
                    for y in range(1, self.d.height + 1) for lv in range(1, self.d.levels + 1)
                    if not self._refused((x, y, lv))] + [Resign(seat)]
        out: list[Action] = [Move(seat, k) for k in DIRS]
        out += [Climb(seat, dl) for dl in (-1, 1) if 1 <= p.pos[2] + dl <= self.d.levels]
        for ammo in AMMO:
            out += [Shoot(seat, ammo, n, k) for k in DIRS for n in range(1, p.ammo[ammo] + 1)]
        candidates: list[Action] = [Feel(seat), Suicide(seat), Banish(seat), Dismount(seat),
                                    Resign(seat)]
        candidates += [Strike(seat, t) for t in range(len(self.seats)) if t != seat]
        if self.d.kind(p.pos) == "store":
            candidates += self._trades(seat)
        for action in candidates:
            try:
                self.check(action)
            except IllegalAction:
                continue
            out.append(action)
        return out

    def _trades(self, seat: int) -> list[Action]:
        p = self.state.players[seat]
        out: list[Action] = []
        for item, ware in self.numbers.store.items():
            price, lot = ware.price, ware.lot
            held = p.ammo[item] if item in AMMO else p.gear[item]
            out += [Trade(seat, item, n * lot) for n in range(1, self.purse(p) // price + 1)]
            out += [Trade(seat, item, -n * lot) for n in range(1, held // lot + 1)]
        for kind, n in p.skins.items():
            out += [Trade(seat, f"skin:{kind}", -k) for k in range(1, n + 1)]
        return out

    def purse(self, p: Player) -> int:
        """What she can pay: dollars, and skins too with the skins-as-cash option."""
        if self.options.get("skins_cash"):
            return p.money + sum(self.numbers.skin_price(k) * n for k, n in p.skins.items())
        return p.money

    def _refused(self, spot: tuple[int, int, int]) -> bool:
        """lab §4.1: not on the treasure, a prison or the exit cell; base rectangle only."""
        x, y, lv = spot
        s = self.state
        return (not self.d.in_base((x, y)) or not 1 <= lv <= self.d.levels
                or spot in (s.treasure_home, s.treasure_at)
                or self.d.kind(spot) in ("prison", "political")
                or (x, y) == self.d.exit_cell())

    def any_time(self, action: Action) -> bool:
        """Her notebook is hers at any moment: a sketch changes nothing at the table
        (lab §6), so she may draw while reading what her move told her."""
        return isinstance(action, Sketch)

    # --- checks ---------------------------------------------------------------------------
    def check(self, action: Action) -> None:
        p = self.state.players[action.seat]
        if isinstance(action, Sketch):
            self._check_sketch(action)
            return
        if isinstance(action, Resign):
            return
        if p.question is not None:
            if not isinstance(action, Answer):
                raise IllegalAction("Answer the question first (yes or no).", "lab §4.7")
            return
        if isinstance(action, Answer):
            raise IllegalAction("Nobody asked you anything.", "lab §4.7")
        if p.landing_due:
            if not isinstance(action, Land):
                raise IllegalAction("You must land first: name a cell and a level.",
                                    "lab §4.1")
            if not all(isinstance(v, int) for v in (action.x, action.y, action.level)) \
                    or self._refused((action.x, action.y, action.level)):
                raise IllegalAction("You cannot land there.", "lab §4.1")
            return
        if isinstance(action, Land):
            raise IllegalAction("You are already in the labyrinth.", "lab §4.1")
        self._check_turn(action, p)

    def _check_turn(self, action: Action, p: Player) -> None:
        if isinstance(action, (Move, Shoot)) and action.direction not in DIRS:
            raise IllegalAction("Choose north, east, south or west.", "lab §4.2")
        if isinstance(action, Climb):
            if action.delta not in (-1, 1) or not 1 <= p.pos[2] + action.delta \
                    <= self.d.levels:
                raise IllegalAction("There is no level there.", "lab §4.3")
        elif isinstance(action, Shoot):
            if action.ammo not in AMMO:
                raise IllegalAction("Bullets, grenades or blasters.", "lab §4.4")
            if not isinstance(action.amount, int) or not 1 <= action.amount \
                    <= p.ammo[action.ammo]:
                raise IllegalAction(f"You hold {held(p.ammo[action.ammo], action.ammo)}.",
                                    "lab §4.4")
        elif isinstance(action, Feel) and not p.exote:
            raise IllegalAction("Only an exote can feel the walls.", "lab §4.3")
        elif isinstance(action, Trade):
            self._check_trade(action, p)
        elif isinstance(action, Strike):
            t = action.target
            if not p.gear["morgul"] or not isinstance(t, int) or not 0 <= t < len(
                    self.seats) or t == action.seat or self.state.players[t].pos != p.pos \
                    or not self.state.players[t].alive:
                raise IllegalAction("You need a morgul blade and that player in your cell.",
                                    "lab §4.2")
        elif isinstance(action, Suicide) and not near_wall(self, p.pos):
            raise IllegalAction("No wall to bang: every side of your cell is open.",
                                "lab §4.2")
        elif isinstance(action, Banish):
            c = self.state.creatures.get(p.pos)
            if not p.gear["morgul"] or self.d.kind(p.pos) not in BANISHABLE or c is None \
                    or not c.alive:
                raise IllegalAction("You need a morgul blade and a living beast here.",
                                    "lab §4.7")
        elif isinstance(action, Dismount) and p.riding is None:
            raise IllegalAction("You are not riding.", "lab §4.7")

    def _check_trade(self, action: Trade, p: Player) -> None:
        if self.d.kind(p.pos) != "store":
            raise IllegalAction("You can trade only in a store.", "lab §3.3")
        item, amount = action.item, action.amount
        if not isinstance(amount, int) or amount == 0:
            raise IllegalAction("Name an amount.", "lab §3.3")
        if isinstance(item, str) and item.startswith("skin:"):
            if amount > 0 or p.skins.get(item[5:], 0) < -amount:
                raise IllegalAction("Skins are only sold, and only those you hold.",
                                    "lab §3.3")
            return
        store = self.numbers.store
        if item not in store:
            raise IllegalAction("The store sells bullets, grenades, blasters, boats and "
                                "walking sticks.", "lab §3.3")
        lot = store[item].lot
        if amount % lot:
            raise IllegalAction(f"{item.capitalize()} come in lots of {lot}.", "lab §3.3")
        have = p.ammo[item] if item in AMMO else p.gear[item]
        if amount > 0 and store[item].price * amount // lot > self.purse(p):
            raise IllegalAction("You cannot pay that much.", "lab §3.3")
        if amount < 0 and have < -amount:
            raise IllegalAction(f"You hold {'only ' if have else ''}{held(have, item)}.",
                                "lab §3.3")

    def _check_sketch(self, action: Sketch) -> None:
        if not isinstance(action.op, str) or not isinstance(action.args, tuple):
            raise IllegalAction("Not a notebook edit.", "lab §6")
        ops = self.state.notebooks[action.seat]
        why = nb.check_op(action.op, action.args, self.d.levels, len(ops),
                          list(self.sheet(action.seat).fragments))
        if why:
            raise IllegalAction(why, "lab §6")

    # --- performing ------------------------------------------------------------------------
    def perform(self, action: Action) -> list[Event]:
        self.out = []
        seat = action.seat
        p = self.state.players[seat]
        if isinstance(action, Sketch):
            self.state.notebooks[seat].append((action.op, *action.args))
            return []
        before = [(len(q.route), q.pos) for q in self.state.players]
        self._act(action, seat, p)
        self._follow(before, action)
        if not isinstance(action, FREE) and self.state.phase is Phase.PLAY and (
                p.question is None or not p.alive):
            end_turn(self)
        elif not isinstance(action, FREE) and self.state.phase is Phase.OVER:
            p.turns += 1     # the move that ended the game was a turn she played
        return self.out

    def _act(self, action: Action, seat: int, p: Player) -> None:
        if isinstance(action, Resign):
            die(self, seat, "", resigned=True)
        elif isinstance(action, Answer):
            answer(self, seat, action.yes)
        elif isinstance(action, Land):
            land(self, seat, action.x, action.y, action.level)
        elif isinstance(action, Move):
            self.echo = (seat, DIR_WORDS[action.direction])
            move(self, seat, action.direction)
            self.echo = None
        elif isinstance(action, Climb):
            climb(self, seat, action.delta)
        elif isinstance(action, Shoot):
            shoot(self, seat, action.ammo, action.amount, action.direction)
        elif isinstance(action, Feel):
            feel(self, seat)
        elif isinstance(action, Trade):
            self._pay_and_trade(seat, action)
        elif isinstance(action, Strike):
            strike(self, seat, action.target)
        elif isinstance(action, Suicide):
            suicide(self, seat)
        elif isinstance(action, Banish):
            banish(self, seat)
        elif isinstance(action, Dismount):
            o = self.state.ontifutlai[p.riding]
            o.rider, p.riding = None, None
            tell(self, seat, self.numbers.say("dismount"), "ride")

    def _follow(self, before: list[tuple[int, Any]], action: Action) -> None:
        """Each seat's "me" marker goes where the answers just told her she is (lab §6):
        a ("follow", ...) edit of her notebook (`follow.followed`)."""
        for seat, (count, start) in enumerate(before):
            q = self.state.players[seat]
            lost = any(isinstance(e, GmSaid) and e.seat == seat and e.lost for e in self.out)
            if len(q.route) == count and not lost:
                continue
            me = self.sheet(seat).me
            new = followed(me, start, q.route[count:], q.walked[count:],
                           isinstance(action, Land) and action.seat == seat, lost)
            op = follow_op(me, new)
            if op is not None:
                self.state.notebooks[seat].append(op)

    def _pay_and_trade(self, seat: int, action: Trade) -> None:
        trade(self, seat, action.item, action.amount)
        pay(self, seat, 0)  # skins as cash (option): skins cover what dollars did not

    def is_barrier(self, action: Action, events: list[Event]) -> bool:
        return True

    def sheet(self, seat: int) -> nb.Sheet:
        """The seat's notebook as drawn (cached per edit count)."""
        ops = self.state.notebooks[seat]
        cached = self._sheets.get(seat)
        if cached is None or cached[0] != len(ops):
            cached = (len(ops), nb.fold(ops, self.d.levels))
            self._sheets[seat] = cached
        return cached[1]

    def view(self, seat: int | None) -> dict[str, Any]:
        return view_for(self, seat)

    def is_over(self) -> bool:
        return self.state.phase is Phase.OVER

    def result(self) -> GameResult | None:
        s = self.state
        if not self.is_over():
            return None
        shown = reveal(self)
        seats = [SeatResult(i, p.name, 1 if s.winner == i else 2,
                            lines=self._lines(p, shown["notebooks"][i], shown))
                 for i, p in enumerate(s.players)]
        winners = [s.winner] if s.winner is not None else []
        d = self.d
        figures = [ScoreLine("Rounds", s.round),
                   ScoreLine("Labyrinth", f"{d.width}×{d.height}, {d.levels} level"
                             f"{'s' if d.levels > 1 else ''}")]
        if d.title:
            figures.append(ScoreLine("Map", d.title))
        return GameResult(seats, winners, s.headline, figures)

    def _lines(self, p: Player, notebook: dict[str, Any], shown: dict[str, Any]
               ) -> list[ScoreLine]:
        """Her game in words on the end screen: the treasure, her turns (played, sat out
        and why a round gave her none), landings, cells, money and the damage she carried."""
        s = self.state
        treasure = "carried out" if s.winner is not None and p.treasure else \
            "held at the end" if p.treasure else "not taken"
        lines = [ScoreLine("The treasure", treasure), ScoreLine("Landings", p.landings),
                 ScoreLine("Turns played", p.turns),
                 ScoreLine("Turns sat out (dead, in prison or waiting)", p.waited)]
        missing = s.round - p.turns - p.waited
        if missing > 0 and p.resigned:
            lines.append(ScoreLine("Rounds after she resigned", missing))
        elif missing > 0:
            lines.append(ScoreLine(f"Round {s.round} ended the game before her turn", "-"))
        marks, wrong = tally(notebook, shown, self.d.levels)
        lines += [ScoreLine("Cells visited", len(set(p.route))),
                  ScoreLine("Money at the end", f"${p.money}"),
                  ScoreLine("Walls and things in her notebook", marks),
                  ScoreLine("Of those, the map says otherwise", wrong)]
        unsure, fits = unsure_tally(notebook, shown, self.d.levels)
        if unsure:
            lines += [ScoreLine("Cells she marked unsure", unsure),
                      ScoreLine("Of those, one of her readings fits", fits)]
        limits = self.numbers.limits(p.exote)
        lines += [ScoreLine(f"{kind.capitalize()} at the end", f"{n} of {limits[kind]}")
                  for kind, n in p.damage.items() if n]
        return lines

