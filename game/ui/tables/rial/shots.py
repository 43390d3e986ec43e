"""Seeded sessions at every phase of Rial's Dungeon, for `main.py shots` and `main.py bench`."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.session import Session
from game.games.rial import actions as A
from game.ui.scene import Scene
from game.ui.table import Animation
from game.ui.tables.rial.scene import RialTable

if TYPE_CHECKING:
    from game.ui.services import Services

HOT_SEAT = [Seat("Ann"), Seat("Ben"), Seat("Cy", bot="explorer")]
ROUNDS = {"end": "rounds", "round_limit": 40}


def session(seats: list[Seat] = HOT_SEAT, seed: int = 7,
            options: dict[str, Any] | None = None) -> Session:
    return Session.start(game_info("rial"), seats, seed, options)


def drive(s: Session, until: Callable[[Session, list], bool], limit: int = 5000) -> None:
    s.drive(until, limit)


def table(app: "Services", s: Session, pointer: tuple[int, int] | None = None) -> RialTable:
    scene = RialTable(app, s)
    humans = [i for i in sorted(s.rules.to_act()) if s.rules.seats[i].human]
    scene.viewer, scene.looking = (humans[0] if humans else 0), True
    scene.layout(app.size)
    if pointer:
        scene.pointer = pointer
    return scene


def stage_is(stage: str, human: bool = True) -> Callable[[Session, list], bool]:
    def test(s: Session, events: list) -> bool:
        view = s.rules.view(None)
        seat = min(s.rules.to_act() or {0})
        return view["phase"] == "play" and view["stage"] == stage and \
            (not human or s.rules.seats[seat].human)
    return test


def move_scene(app: "Services") -> RialTable:
    """After the d4: the squares the move may end on are lit, one route drawn."""
    s = session()
    drive(s, lambda s, e: s.rules.view(None)["phase"] == "play" and
          s.rules.view(None)["round"] >= 3 and stage_is("move")(s, e))
    scene = table(app, s)
    ends = sorted(scene.lit())
    if ends and scene.geo is not None:
        scene.pointer = scene.geo.centre(ends[len(ends) // 2])
    return scene


def chance_scene(app: "Services", kind: str, seed: int) -> RialTable:
    """A chance card of `kind` just drawn, shown large with its picture."""
    drawn: list[str] = []

    def drew(s: Session, events: list) -> bool:
        cards = [e.card for e in events if getattr(e, "what", "") == "chance"
                 and e.card.startswith(kind)]
        drawn.extend(cards)
        return bool(cards)

    s = session(seed=seed, options=ROUNDS)
    for trial in range(8):
        s = session(seed=seed + trial, options=ROUNDS)
        drive(s, drew)
        if drawn:
            break
    scene = table(app, s)
    if drawn:
        scene.animations[:] = [Animation("chance", 5.0, drawn[-1])]
    return scene


def answer_scene(app: "Services") -> RialTable:
    """A trade offered in co-op: the partner sees the offer with Accept and Refuse."""
    def offer_possible(s: Session, events: list) -> bool:
        return stage_is("trade")(s, events) and any(
            isinstance(a, A.Propose) and a.give and s.rules.seats[a.partner].human
            for a in s.rules.legal_actions(s.rules.view(None)["active"]))

    s = session(options={**ROUNDS, "mode": "coop"})
    drive(s, offer_possible)
    seat = s.rules.view(None)["active"]
    offers = [a for a in s.rules.legal_actions(seat) if isinstance(a, A.Propose) and a.give
              and s.rules.seats[a.partner].human]
    if offers:
        s.apply(offers[0])
    return table(app, s)


def alarm_scene(app: "Services") -> RialTable:
    """The alarm has rung: play stopped mid-game."""
    s = session(options={"alarm_minutes": 5})
    drive(s, lambda s, e: s.rules.view(None)["round"] >= 4 and stage_is("turn")(s, e))
    s.apply(A.TimeUp(min(s.rules.to_act())))
    scene = table(app, s)
    scene.clock.used = scene.clock.total or 0
    scene.caption = "The alarm rings: play stops at once (rial §5)."
    scene.end_shown = True                      # the board as the alarm rang, results next
    scene.layout(app.size)
    return scene


def end_scene(app: "Services") -> RialTable:
    s = session(options=ROUNDS, seed=11)
    drive(s, lambda s, e: False)
    return table(app, s)


def board_option_scene(app: "Services") -> Scene:
    """The seats screen at the page with the Board option: its map's picture beside it."""
    from game.ui.scenes.seats import SeatsScene
    scene = SeatsScene(app, game_info("rial"), seed=12345)
    scene.options["board"] = "twin-halls"
    keys = [o.key for o in scene.info.options]
    scene.option_page = keys.index("board") // scene.options_per_page(app.size[1])
    scene.layout(app.size)
    return scene


def scenes(app: "Services") -> list[tuple[str, Scene]]:
    out: list[tuple[str, Scene]] = [("seats-board", board_option_scene(app))]
    setup = session()
    out.append(("setup", table(app, setup)))
    out.append(("move", move_scene(app)))
    for stage, name in (("blocker", "blocker"), ("chest", "chest"), ("passing_chest",
                        "chest-passing"), ("monster", "monster"), ("trade", "trade"),
                        ("festival", "festival")):
        s = session(options=ROUNDS)
        drive(s, stage_is(stage))
        out.append((name, table(app, s)))
    out.append(("trade-answer", answer_scene(app)))
    for kind, seed in (("monster", 3), ("trap", 5), ("helper", 8), ("teleport", 13),
                       ("last_chance", 21), ("item", 2)):
        out.append((f"chance-{kind}", chance_scene(app, kind, seed)))
    out.append(("alarm", alarm_scene(app)))
    out.append(("end", end_scene(app)))
    return out
