"""DungeonLab content: the store's prices, the skins' worth, the kits and the damage limits
(lab §3.3), the shots that kill each creature and the turns sat out (§4.5, §4.7), the
encounters' numbers and the generator's odds, and the gamemaster's sentences, read from
`content/lab/*.yaml` into typed models and cross-checked.

`load(folder)` is what the content registry calls; `default_content()` is the shipped copy,
loaded once per process.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from string import Formatter
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field

from game.content.loader import ContentError, load_document, load_entries
from game.games.lab.dungeon import BEASTS, CREATURES
from game.games.lab.state import AMMO, DAMAGE, EQUIPMENT


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Ware(_Strict):
    """One thing the store sells: the price of one lot, and the lot's size."""

    id: str
    price: int = Field(ge=1)
    lot: int = Field(default=1, ge=1)


class Skin(_Strict):
    """What a beast's skin fetches at the store."""

    id: str
    price: int = Field(ge=1)


class Limit(_Strict):
    """A damage count that kills when it reaches its limit (double for an exote)."""

    id: str
    limit: int = Field(ge=1)
    exote_limit: int = Field(ge=1)


class Foe(_Strict):
    """A creature's numbers: the shots of each ammunition that kill it (None: absorbed),
    the blasters that kill it as a beast (option), the pierces of its arrows."""

    id: str
    bullets: int | None = Field(default=None, ge=1)
    grenades: int | None = Field(default=None, ge=1)
    blasters: int | None = Field(default=None, ge=1)
    blaster_beast: int | None = Field(default=None, ge=1)
    arrows: int | None = Field(default=None, ge=1)


class Kit(_Strict):
    bullets: int = Field(ge=0)
    grenades: int = Field(ge=0)
    blasters: int = Field(ge=0)
    dollars: int = Field(ge=0)


class Kits(_Strict):
    """One kit, and how many kits a landing gives by the dungeon's width."""

    kit: Kit
    fifty_bullets: int = Field(ge=0)
    by_size: dict[int, Annotated[int, Field(ge=1)]]
    otherwise: int = Field(ge=1)


class Waits(_Strict):
    """Turns an explorer sits out: after death, in a prison, in a political prison."""

    death: int = Field(ge=0)
    prison: int = Field(ge=0)
    political_prison: int = Field(ge=0)


class Odds(_Strict):
    """The map generator's chances (lab §3.2)."""

    branch_east: float = Field(ge=0, le=1)
    exote_beast: float = Field(ge=0, le=1)
    urkh: float = Field(ge=0, le=1)
    beasts: dict[str, Annotated[int, Field(ge=0)]]
    walls: dict[str, Annotated[int, Field(ge=0)]]


class Encounters(_Strict):
    """What encounters deal (lab §4.2.2, §4.7), the questions asked, the odds of the map
    generator and what a cache holds."""

    bite: int = Field(ge=1)
    crocodile_bites: int = Field(ge=1)
    burn: int = Field(ge=1)
    prison_tiger_bites: int = Field(ge=1)
    tree_fine: int = Field(ge=0)
    wire_pierces: int = Field(ge=1)
    political_questions: list[Annotated[str, Field(min_length=1)]] = Field(min_length=1)
    odds: Odds
    cache: dict[str, Annotated[int, Field(ge=1)]]


class Sentence(_Strict):
    """One of the gamemaster's sentences; {words} in braces are filled in by the game."""

    id: str
    text: str


WORDS: dict[str, tuple[str, ...]] = {
    "darkness": (), "seen": ("what", "side"), "sight_lights": (), "sight_eyes": (),
    "sight_hole": (), "burn_from": ("side",), "burnt_to_death": (),
    "arrows_from": ("side", "arrows"), "pierced_to_death": (), "scorcher_here": (),
    "one_here": ("names",), "many_here": ("names",), "ignored": ("name",), "empty": (),
    "found_treasure": (), "found_one": ("listed",), "found_all": ("listed",),
    "trampled": ("name",), "water_scare": (), "mounted": (), "grabbed": (),
    "store": ("prices",), "arsenal": (), "arsenal_again": (), "hospital": (), "prison": (),
    "prison_escort": (), "prison_wait": ("opening", "turns"),
    "prison_fine": ("opening", "fine"), "prison_tiger": ("opening", "fine", "bites"),
    "prison_tiger_killed": (), "political": ("question",), "political_escort": (),
    "management": ("contents",), "management_beside": ("contents",), "management_again": (),
    "contents_level": ("level", "what"), "contents_dead": ("what",), "contents_nothing": (),
    "gourm": (), "gourm_again": (), "gourm_ontifutlas": (), "antigourm": (),
    "antigourm_death": (), "mordor": (), "eldar": (), "glimpse": ("look",),
    "pit": ("level",), "pan_reached": (), "pan_here": (), "stick_question": (),
    "carried": ("spring", "fall"), "carried_spring": (), "carried_fall": ("level",),
    "lake_boat": (), "lake_soaked": (), "lake_dry": (), "molten": (), "rider_corpse": (),
    "dead_beast": ("name", "death", "skin"), "death_strangled": (), "death_kind": ("death",),
    "skin_taken": (), "skin_it": ("price",), "bites": ("Name",), "bite_killed": ("Name",),
    "crocodile": (), "crocodile_killed": (), "cow": (), "idiot": ("Name",), "scorcher": (),
    "scorcher_killed": (), "rabbit": (), "rider_parried": (), "rider_strikes": (),
    "rider_killed": ("blade",), "disembodied": (), "dead_cop": (), "cop": (),
    "dead_political_cop": (), "political_cop": ("question",), "marmar": ("way", "level"),
    "dead_tree": (), "tree": (), "tree_again": (), "tree_left": (), "tree_lokh": (),
    "tree_orcs": (), "tree_undead": (), "wrong_answer": (), "guards_nod": (),
    "cop_lets_go": (), "cop_takes": (), "stick_held": (), "willow_gift": (), "ent_gift": (),
    "tree_fine": ("fine",), "tree_no_money": (),
    "landed_public": ("name",), "landed": ("x", "y", "level"), "choose_landing": (),
    "exit_win": (), "win_headline": ("name",), "wall": (), "wall_monolith": (),
    "wall_passed": (), "wire_one": (), "wire_many": ("pierces",), "wire_killed": (),
    "fly_over": ("what",), "fly_dropped": (), "dismount": (), "climb": ("way", "level"),
    "feel": ("sides",), "feel_side": ("side", "wall"), "feel_open": (),
    "skins_sold": ("skins", "price"), "bought": ("amount", "item", "cost"),
    "sold": ("amount", "item", "cost"), "wait": ("turns",), "wait_one": (),
    "wait_last": (), "round": ("round",), "round_limit": ("limit",),
    "fired": ("amount", "ammo", "side"), "hit_by": ("units", "ammo"),
    "shot_dead": ("units", "ammo"), "struck_other": ("name",), "struck_by": ("name",),
    "banished": ("name",), "bang_head": (), "resigned_public": ("name",),
    "died_public": ("name",), "last_landing": ("name",), "resigned_alone": ("name",),
    "all_resigned": (),
    "ask_resign": (), "ask_resign_last": (), "ask_resign_alone": (), "ask_stock_lost": (),
    "ask_treasure_drops": (), "ask_die": ("turns",), "ask_die_solo": ("turns", "landings"),
    "ask_die_last": (),
}
"""Every sentence the gamemaster needs from words.yaml, and the {words} the game fills in
(a sentence may leave some out, never name another)."""


@dataclass(frozen=True)
class LabContent:
    store: dict[str, Ware]
    skins: dict[str, Skin]
    damage: dict[str, Limit]
    kits: Kits
    creatures: dict[str, Foe]
    waits: Waits
    encounters: Encounters
    words: dict[str, Sentence]

    def say(self, key: str, **fill: Any) -> str:
        """The gamemaster's sentence `key` with its {words} filled in."""
        return self.words[key].text.format(**fill)

    def prices(self) -> dict[str, int]:
        return {k: w.price for k, w in self.store.items()}

    def lot(self, item: str) -> int:
        return self.store[item].lot

    def skin_price(self, kind: str) -> int:
        return self.skins[kind].price

    def limits(self, exote: bool) -> dict[str, int]:
        """The damage limits (an exote's when `exote`): one dict each, made once, that the
        callers only read (the gamemaster checks them after every hurt)."""
        made = self.__dict__.get("_limits")
        if made is None:
            made = ({k: d.limit for k, d in self.damage.items()},
                    {k: d.exote_limit for k, d in self.damage.items()})
            object.__setattr__(self, "_limits", made)
        return made[1] if exote else made[0]

    def kill_need(self, kind: str, ammo: str, blaster_beasts: bool) -> int | None:
        """Shots of `ammo` that kill a `kind` (None: absorbed), before the exote doubling."""
        foe = self.creatures.get(kind)
        if foe is None:
            return None
        need = getattr(foe, ammo)
        if need is None and ammo == "blasters" and blaster_beasts:
            need = foe.blaster_beast
        return need

    def arrows(self, kind: str) -> int:
        return self.creatures[kind].arrows or 0

    def kits_for(self, width: int) -> int:
        return self.kits.by_size.get(width, self.kits.otherwise)

    def kit(self) -> dict[str, int]:
        """The ammunition of one kit (dollars apart)."""
        k = self.kits.kit
        return {"bullets": k.bullets, "grenades": k.grenades, "blasters": k.blasters}


ARCHERS = ("orc", "urkh")
"""The creatures that shoot arrows at an explorer beside them (lab §4.5)."""


def _check(folder: Path, content: LabContent) -> list[str]:
    """What the models alone cannot see: names the rules must know."""
    problems = []
    sellable = set(AMMO) | set(EQUIPMENT)
    for key in content.store:
        if key not in sellable:
            problems.append(f"{folder / 'store.yaml'}: entry '{key}', field 'id': not "
                            f"something a player can hold ({', '.join(sorted(sellable))})")
    for key in content.skins:
        if key not in BEASTS:
            problems.append(f"{folder / 'skins.yaml'}: entry '{key}', field 'id': not a "
                            f"beast ({', '.join(sorted(BEASTS))})")
    for key in content.damage:
        if key not in DAMAGE:
            problems.append(f"{folder / 'damage.yaml'}: entry '{key}', field 'id': not "
                            f"a kind of damage ({', '.join(DAMAGE)})")
    for key, foe in content.creatures.items():
        if key not in CREATURES:
            problems.append(f"{folder / 'creatures.yaml'}: entry '{key}', field 'id': not a "
                            f"creature ({', '.join(sorted(CREATURES))})")
    for key in ARCHERS:
        foe = content.creatures.get(key)
        if foe is None or foe.arrows is None:
            problems.append(f"{folder / 'creatures.yaml'}: entry '{key}', field 'arrows': "
                            "an archer needs the pierces of its arrows")
    for key in DAMAGE:
        if key not in content.damage:
            problems.append(f"{folder / 'damage.yaml'}: entry '{key}' is missing")
    return problems + _check_words(folder, content) + _check_encounters(folder, content)


def _check_words(folder: Path, content: LabContent) -> list[str]:
    """Every sentence the game needs is there, and names only the words it is given."""
    problems = []
    where = folder / "words.yaml"
    for key, allowed in WORDS.items():
        sentence = content.words.get(key)
        if sentence is None:
            problems.append(f"{where}: entry '{key}' is missing")
            continue
        try:
            named = {field for _, field, _, _ in Formatter().parse(sentence.text)
                     if field is not None}
        except ValueError as exc:
            problems.append(f"{where}: entry '{key}', field 'text': {exc}")
            continue
        unknown = sorted(named - set(allowed))
        if unknown:
            problems.append(f"{where}: entry '{key}', field 'text': "
                            f"{{{unknown[0]}}} is not filled in here (it may name "
                            f"{', '.join('{' + a + '}' for a in allowed) or 'no word'})")
    for key in content.words:
        if key not in WORDS:
            problems.append(f"{where}: entry '{key}', field 'id': not a sentence the "
                            "gamemaster says")
    return problems


def _check_encounters(folder: Path, content: LabContent) -> list[str]:
    problems = []
    where = folder / "encounters.yaml"
    odds = content.encounters.odds
    for key in odds.beasts:
        if key not in BEASTS:
            problems.append(f"{where}: entry 'odds', field 'beasts': '{key}' is not a beast")
    if not sum(w for k, w in odds.beasts.items() if k != "crocodile"):
        problems.append(f"{where}: entry 'odds', field 'beasts': level 1 needs a beast "
                        "with a weight above 0 (no crocodile there)")
    for key in odds.walls:
        if key not in ("none", "simple", "wire", "monolith"):
            problems.append(f"{where}: entry 'odds', field 'walls': '{key}' is not a side "
                            "(none, simple, wire, monolith)")
    if not sum(odds.walls.values()):
        problems.append(f"{where}: entry 'odds', field 'walls': every weight is 0")
    for key in content.encounters.cache:
        if key not in ("bullets", "grenades", "blasters", "dollars"):
            problems.append(f"{where}: entry 'cache', field '{key}': a cache holds bullets, "
                            "grenades, blasters and dollars")
    return problems


def load(folder: Path) -> LabContent:
    """Read and cross-check content/lab; every problem at once in one ContentError."""
    problems: list[str] = []
    parts: dict[str, object] = {}
    for name, path, read in (
            ("store", folder / "store.yaml", lambda p: load_entries(p, Ware)),
            ("skins", folder / "skins.yaml", lambda p: load_entries(p, Skin)),
            ("damage", folder / "damage.yaml", lambda p: load_entries(p, Limit)),
            ("kits", folder / "kits.yaml", lambda p: load_document(p, Kits)),
            ("creatures", folder / "creatures.yaml", lambda p: load_entries(p, Foe)),
            ("waits", folder / "waits.yaml", lambda p: load_document(p, Waits)),
            ("encounters", folder / "encounters.yaml",
             lambda p: load_document(p, Encounters)),
            ("words", folder / "words.yaml", lambda p: load_entries(p, Sentence))):
        try:
            parts[name] = read(path)
        except ContentError as exc:
            problems += exc.problems
    if problems:
        raise ContentError(problems)
    content = LabContent(**parts)  # type: ignore[arg-type]
    problems = _check(folder, content)
    if problems:
        raise ContentError(problems)
    return content


def default_content() -> LabContent:
    """content/lab, loaded once per process."""
    from game.content.registry import shared_registry
    return shared_registry().get("lab")
