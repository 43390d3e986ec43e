"""The gamemaster's small verbs shared by every phase: walls as they stand now, telling a
player, damage and death, kits, Mordor (lab §3.3, §4.3, §4.5)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from game.core.events import only
from game.games.lab.dungeon import DIRS, GREEN_EYES, Spot, edge_of, step
from game.games.lab.events import GmSaid, PublicNews
from game.games.lab.state import AMMO, DAMAGE, EQUIPMENT, Creature, Phase, Player

if TYPE_CHECKING:
    from game.games.lab.rules import LabRules

NAMES = {
    "lion": "a lion", "tiger": "a tiger", "panther": "a panther", "crocodile": "a crocodile",
    "cow": "a cow", "rabbit": "a rabbit", "orc": "an orc", "urkh": "an urkh",
    "werewolf": "a werewolf", "eyescorcher": "an eyescorcher", "rider": "a black rider",
    "ontifutlas": "an ontifutlas", "cop": "a cop", "political_cop": "a political cop",
    "marmar": "a marmar", "willow": "a tree", "ent": "a tree", "lokh": "a tree",
    "store": "a store", "arsenal": "an arsenal", "hospital": "a hospital",
    "prison": "a prison", "political": "a political prison",
    "management": "the management center", "gourm": "a gourm", "antigourm": "an antigourm",
    "mordor": "the Mordor", "eldar": "the Eldar", "pit": "a pit", "hanging_pit": "a pit",
    "river": "a river", "lake": "a lake", "treasure": "the treasure",
    "cache": "a cache", "blades": "an empty cell", "bridles": "an empty cell", "": "nothing",
}


def tell(r: "LabRules", seat: int, text: str, tag: str = "", lost: bool = False,
         level: int | None = None) -> None:
    """The gamemaster says `text` to `seat` alone (to all with "show others' moves"); with
    `level`, the level it tells her she is on now. The first sentence that answers her move
    repeats the move ("East: an empty cell.")."""
    echo = getattr(r, "echo", None)
    if echo is not None and echo[0] == seat:
        r.echo = None
        text = f"{echo[1]}: {_lower_first(text, [q.name for q in r.state.players])}"
    seen = None if r.options.get("show_moves") else only(seat)
    r.out.append(GmSaid(seat=seat, text=text, tag=tag, lost=lost, level=level,
                       visible_to=seen))


def _lower_first(text: str, names: Sequence[str] = ()) -> str:
    """A sentence continued after a colon: its first word in lower case, unless the word is
    written in capitals ("THE TREASURE") or the sentence opens with a player's name
    ("North: Ann is here.")."""
    word = text.split(" ", 1)[0]
    if len(word) > 1 and word.isupper() or any(
            name and text.startswith(name) and not text[len(name):len(name) + 1].isalnum()
            for name in names):
        return text
    return text[:1].lower() + text[1:]


def announce(r: "LabRules", seat: int, text: str, tag: str = "") -> None:
    r.out.append(PublicNews(seat=seat, text=text, tag=tag))


def standing(r: "LabRules", x: int, y: int, d: str) -> str:
    """The wall on side `d` of (x, y) as it stands now (destroyed walls read none)."""
    kind = r.walls_at.get((x, y, d))
    if kind is None:
        kind = r.d.wall(x, y, d)   # off the map
    if kind in ("simple", "wire") and r.state.broken and edge_of(x, y, d) in r.state.broken:
        return "none"
    return kind


def neighbours(r: "LabRules", spot: Spot) -> list[tuple[str, Spot]]:
    """Her level's neighbours in the map, with the side they lie on."""
    x, y, lv = spot
    around = r.around.get((x, y))
    if around is None:   # off the map
        return [(k, (*step(x, y, k), lv)) for k in DIRS if step(x, y, k) in r.d.cells]
    return [(k, (nx, ny, lv)) for k, (nx, ny) in around]


def creature(r: "LabRules", spot: Spot) -> Creature | None:
    return r.state.creatures.get(spot)


def living(r: "LabRules", spot: Spot, *kinds: str) -> bool:
    c = r.state.creatures.get(spot)
    return c is not None and c.alive and (not kinds or r.d.kind(spot) in kinds)


def limits(r: "LabRules", p: Player) -> dict[str, int]:
    """Her damage limits (an exote's are higher), from content/lab/damage.yaml."""
    return r.numbers.limits(p.exote)


def hurt(r: "LabRules", seat: int, kind: str, amount: int, why: str) -> bool:
    """Add damage; True when it killed her."""
    p = r.state.players[seat]
    p.damage[kind] += amount
    return check_death(r, seat, why)


def check_death(r: "LabRules", seat: int, why: str) -> bool:
    p = r.state.players[seat]
    if not p.alive:
        return False
    lim = limits(r, p)
    if any(p.damage[k] >= lim[k] for k in DAMAGE):
        die(r, seat, why)
        return True
    return False


def heal(p: Player) -> None:
    p.damage = dict.fromkeys(DAMAGE, 0)


def lose_purse(p: Player) -> None:
    p.ammo = dict.fromkeys(AMMO, 0)
    p.money = 0


def give_kits(r: "LabRules", p: Player, kits: int, dollars: bool = True) -> None:
    """`kits` kits (content/lab/kits.yaml; the bullets as the options say)."""
    for k, n in r.numbers.kit().items():
        p.ammo[k] += kits * (r.kit_bullets() if k == "bullets" else n)
    if dollars:
        p.money += kits * r.numbers.kits.kit.dollars


def pay(r: "LabRules", seat: int, amount: int) -> None:
    """Pay dollars first; with skins as cash (option) the cheapest skins make up the rest
    (the change is given in dollars)."""
    p = r.state.players[seat]
    p.money -= amount
    while p.money < 0 and p.skins and r.options.get("skins_cash"):
        kind = min(p.skins, key=r.numbers.skin_price)
        p.skins[kind] -= 1
        p.money += r.numbers.skin_price(kind)
        if not p.skins[kind]:
            del p.skins[kind]
    p.money = max(0, p.money)


def drop(r: "LabRules", spot: Spot, what: dict[str, int]) -> None:
    here = r.state.items.setdefault(spot, {})
    for k, n in what.items():
        if n:
            here[k] = here.get(k, 0) + n


def treasure_home(r: "LabRules", seat: int | None = None) -> None:
    s = r.state
    if seat is not None:
        s.players[seat].treasure = False
    s.treasure_at, s.treasure_return = s.treasure_home, None


def eldar_flee(r: "LabRules", seat: int) -> None:
    """Her ontifutlas flees to the nearest Eldar with its bridle (lab §4.7)."""
    p = r.state.players[seat]
    if p.riding is None:
        return
    o = r.state.ontifutlai[p.riding]
    where = p.pos or o.pos
    o.rider, o.bridled = None, True
    o.pos = r.d.nearest(where[:2], r.d.spots_of("eldar")) or o.home
    p.riding = None


def die(r: "LabRules", seat: int, why: str, resigned: bool = False) -> None:
    """Death (lab §4.5) or resignation (lab §5): equipment stays, ammo and money vanish,
    a carried treasure drops, a ridden ontifutlas flees."""
    s = r.state
    p = s.players[seat]
    spot = p.pos
    eldar_flee(r, seat)
    if spot is not None:
        drop(r, spot, {k: p.gear[k] for k in EQUIPMENT})
        drop(r, spot, {f"skin:{k}": n for k, n in p.skins.items()})
        if p.treasure:
            p.treasure = False
            s.treasure_at, s.treasure_return = spot, s.round + 1
    p.gear = dict.fromkeys(EQUIPMENT, 0)
    p.skins = {}
    lose_purse(p)
    heal(p)
    p.exote = False
    p.alive = False
    p.pos = None
    p.question = None
    if resigned:
        p.resigned = True
        announce(r, seat, r.numbers.say("resigned_public", name=p.name), "resign")
    else:
        tell(r, seat, why, "death")
        announce(r, seat, r.numbers.say("died_public", name=p.name), "death")
        p.wait, p.landing_due = r.numbers.waits.death, True
    if r.solo and not resigned and p.landings >= r.landings_allowed():
        finish(r, None, r.numbers.say("last_landing", name=p.name))
    elif all(q.resigned for q in s.players):
        finish(r, None, r.numbers.say("resigned_alone", name=p.name) if r.solo
               else r.numbers.say("all_resigned"))


def finish(r: "LabRules", winner: int | None, headline: str) -> None:
    from game.core.events import GameEnded
    s = r.state
    s.phase, s.winner, s.headline = Phase.OVER, winner, headline
    s.lost = winner is None
    r.out.append(GameEnded(headline=headline))


def mordor_for(r: "LabRules", where: Spot) -> Spot | None:
    return r.d.nearest(where[:2], r.d.spots_of("mordor"))


def green_eyes(r: "LabRules", spot: Spot) -> bool:
    """Does the cell-level show green eyes (lab §4.2)?"""
    kind = r.d.kind(spot)
    c = r.state.creatures.get(spot)
    if kind in GREEN_EYES and c is not None and c.alive and not c.hidden:
        return True
    return any(b[1].alive for b in r.state.mordor.get(spot, []))
