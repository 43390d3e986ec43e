"""Seeded sessions at every phase of Dungeon Maker Deluxe, for `main.py shots` and bench."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from game.catalog import game_info
from game.core.events import DiceRolled, Event
from game.core.protocol import Seat
from game.core.session import Session
from game.games.maker.actions import Build, DeclareBuild, RollLoot
from game.games.maker.events import HeroChecked
from game.ui.scene import Scene
from game.ui.tables.maker.scene import MakerTable

if TYPE_CHECKING:
    from game.ui.services import Services


def seats(humans: int, total: int) -> list[Seat]:
    return [Seat(f"Player {i + 1}") if i < humans else Seat(f"Bot {i + 1}", bot="greedy")
            for i in range(total)]


def session(humans: int, total: int, seed: int = 7) -> Session:
    return Session.start(game_info("maker"), seats(humans, total), seed)


def drive(s: Session, until: Callable[[Session, list], bool], limit: int = 20000) -> None:
    """Every seat plays the computer's choices until `until(session, events)`."""
    s.drive(until, limit)


def phase(name: str, seat: int = 0, status: str | None = None
          ) -> Callable[[Session, list[Event]], bool]:
    def done(s: Session, events: list[Event]) -> bool:
        view = s.rules.view(None)
        me = view["players"][seat]
        return view["phase"] == name and seat in view["to_act"] and \
            (status is None or me["status"] == status)
    return done


def table(app: "Services", s: Session, pointer_cell: tuple[int, int] | None = None,
          item: str | None = None, shape: str | None = None) -> MakerTable:
    scene = MakerTable(app, s)
    rolls = [e for e in s.drain() if isinstance(e, DiceRolled) and e.seat in (None, 0)]
    if rolls:
        scene.dice.show(rolls[-1])
        scene.skip_animations()
    scene.sync_viewer()
    scene.layout(app.size)
    if item:
        scene.hand.take(item, shape)
    if pointer_cell:
        scene.pointer = scene.sheet.rect_of(pointer_cell).center
    return scene


def setup_scene(app: "Services", total: int = 1) -> MakerTable:
    s = session(1, total)
    s.apply(RollLoot(0))
    return table(app, s, pointer_cell=(6, 1))


def market_scene(app: "Services", total: int = 1, legal: bool = True) -> MakerTable:
    s = session(1, total, seed=11)
    drive(s, lambda s, e: s.rules.view(None)["round"] >= 6)
    drive(s, phase("building", 0, "choose"))
    s.apply(DeclareBuild(0))
    drive(s, phase("building", 0, "build"))
    builds = [a for a in s.rules.legal_actions(0) if isinstance(a, Build)]
    network = [a for a in builds if a.openings]
    pick = (network or builds or [None])[0]
    if pick is None:
        return table(app, s)
    scene = table(app, s, item=pick.item)
    if pick.openings:
        from game.ui.tables.maker.sheet import turns_of
        shape, turns = turns_of(pick.openings)
        scene.hand.shape, scene.hand.turns = shape, turns
    cell = (pick.x, pick.y)
    if not legal:
        view = s.rules.view(0)["players"][0]
        size = s.rules.content.numbers.size
        cell = next(((i % size + 1, i // size + 1) for i, t in enumerate(view["tiles"])
                     if t[3]), cell)
    scene.pointer = scene.sheet.rect_of(cell).center
    return scene


def choose_scene(app: "Services", total: int) -> MakerTable:
    s = session(1, total, seed=5)
    drive(s, lambda s, e: s.rules.view(None)["round"] >= 3)
    drive(s, phase("building", 0, "choose"))
    return table(app, s)


def stairs_scene(app: "Services") -> MakerTable:
    s = session(1, 1, seed=3)
    drive(s, phase("stairs", 0))
    return table(app, s)


def check_scene(app: "Services", total: int = 1) -> MakerTable:
    """Just after a check in the hero phase: the card with stat, why, roll and damage."""
    s = session(1, total, seed=9)
    found: list[Event] = []

    def checked(s: Session, events: list[Event]) -> bool:
        hits = [e for e in events if isinstance(e, HeroChecked) and e.seat == 0
                and not e.passed]
        found.extend(hits)
        return bool(hits)

    drive(s, checked)
    scene = table(app, s)
    if found:
        from game.ui.tables.maker.drawing import check_card
        scene.card, scene.card_seat = check_card(found[-1]), 0
        scene.card_low = found[-1].y <= 3
        scene.walker[0] = (found[-1].x, found[-1].y)
        scene.animate("check", 60.0)
    return scene


def hero_scene(app: "Services", total: int = 1) -> MakerTable:
    s = session(1, total, seed=13)
    drive(s, lambda s, e: s.rules.view(None)["phase"] == "heroes"
          and s.rules.view(None)["players"][0]["status"] == "hero"
          and s.rules.view(None)["players"][0]["hero"]["status"] == "ready")
    return table(app, s)


def banner_scene(app: "Services") -> MakerTable:
    """Two people on one couch: no hand-off screen, only a 'Next' banner (maker §6)."""
    s = session(2, 3, seed=17)
    s.apply(RollLoot(0))
    drive(s, lambda s, e: 0 not in s.rules.to_act(), limit=5)
    scene = table(app, s)
    scene.banner = f"Next: {scene.name(scene.viewer or 0)}"
    return scene


def end_scene(app: "Services", total: int = 1) -> MakerTable:
    s = session(0, total, seed=21)
    drive(s, lambda s, e: False)
    scene = table(app, s)
    scene.viewer, scene.looking = 0, True
    return scene


def scenes(app: "Services") -> list[tuple[str, Scene]]:
    return [
        ("setup", setup_scene(app)),
        ("building-choose", choose_scene(app, 1)),
        ("market-legal", market_scene(app, 1, legal=True)),
        ("market-illegal", market_scene(app, 1, legal=False)),
        ("next-banner", banner_scene(app)),
        ("stairs", stairs_scene(app)),
        ("hero-rolled", hero_scene(app, 1)),
        ("hero-check", check_scene(app, 1)),
        ("end", end_scene(app, 1)),
        ("8-setup", setup_scene(app, 8)),
        ("8-building", choose_scene(app, 8)),
        ("8-market", market_scene(app, 8)),
        ("8-hero-check", check_scene(app, 8)),
        ("8-end", end_scene(app, 8)),
        ("12-seats-paged", choose_scene(app, 12)),
    ]
