"""Arrivals (lab §4.7): what happens when a player comes to a cell-level, told in the
gamemaster's plain sentences (content/lab/words.yaml, with the numbers of
content/lab/encounters.yaml). Questions (trees, political prisons and cops, the walking
stick) pause the arrival; `answer` carries it on."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.lab.dungeon import BEASTS, TREES, WATER, Spot
from game.games.lab.phrases import ITEM_WORDS, item_words
from game.games.lab.state import AMMO, Question
from game.games.lab.world import (NAMES, check_death, die, eldar_flee,
                                  give_kits, heal, hurt, living, lose_purse, mordor_for,
                                  neighbours, pay, tell, treasure_home)

if TYPE_CHECKING:
    from game.games.lab.rules import LabRules

TRAMPLED = frozenset({"lion", "tiger", "panther", "crocodile", "rabbit", "orc", "urkh"})
MAX_CHAIN = 40


def arrive(r: "LabRules", seat: int, spot: Spot, how: str, depth: int = 0) -> None:
    """She comes to `spot` by `how` (move, land, climb, jump, river, pit, teleport,
    escort, thrown) and meets what is there."""
    s = r.state
    p = s.players[seat]
    p.pos = spot
    p.affected = []
    s.arrivals += 1
    p.arrival = s.arrivals
    p.route.append(spot)
    p.walked.append(how in ("move", "jump"))
    if p.riding is not None:
        s.ontifutlai[p.riding].pos = spot
    if depth > MAX_CHAIN:
        return
    took = pickup(r, seat, spot)
    others = [q.name for i, q in enumerate(s.players) if i != seat and q.alive
              and q.pos == spot]
    if others:
        tell(r, seat, r.numbers.say("one_here" if len(others) == 1 else "many_here",
                        names=" and ".join(others)))
    kind = r.d.kind(spot)
    if how == "jump" and _trample(r, seat, spot):
        kind = "" if kind in BEASTS or kind in ("orc", "urkh") else kind
    elif how == "jump" and (kind in BEASTS or kind in ("orc", "urkh", "werewolf")):
        tell(r, seat, r.numbers.say("ignored", name=NAMES[kind]))
        kind = ""
    if how == "jump":
        _water_scare(r, seat, spot)
    handler = HANDLERS.get(kind)
    if handler is not None:
        handler(r, seat, spot, how, depth)
    elif kind == "" or kind in ("blades", "bridles", "cache", "treasure"):
        if not took:
            tell(r, seat, r.numbers.say("empty"), "empty")
    if p.alive and p.question is None and p.pos == spot:
        _meet_ontifutlas(r, seat, spot, depth)


def pickup(r: "LabRules", seat: int, spot: Spot) -> bool:
    """Take everything lying here, and the treasure (lab §4.6, §4.7 pickup); True when
    she found something."""
    s = r.state
    p = s.players[seat]
    found: list[str] = []
    for item, n in sorted(s.items.pop(spot, {}).items()):
        if item in AMMO:
            p.ammo[item] += n
        elif item == "dollars":
            p.money += n
        elif item.startswith("skin:"):
            p.skins[item[5:]] = p.skins.get(item[5:], 0) + n
        else:
            p.gear[item] = p.gear.get(item, 0) + n
        found.append(item_words(item, n))
    if s.treasure_at == spot:
        s.treasure_at, s.treasure_return = None, None
        p.treasure = True
        found.append("THE TREASURE")
    if found == ["THE TREASURE"]:
        tell(r, seat, r.numbers.say("found_treasure"), "pickup")
    elif found:
        listed = ", ".join(found[:-1]) + " and " + found[-1] if len(found) > 1 else found[0]
        key = "found_one" if len(found) == 1 else "found_all"
        tell(r, seat, r.numbers.say(key, listed=listed), "pickup")
    return bool(found)


def _trample(r: "LabRules", seat: int, spot: Spot) -> bool:
    if living(r, spot, *TRAMPLED):
        c = r.state.creatures[spot]
        c.alive, c.death = False, "cruel"
        tell(r, seat, r.numbers.say("trampled", name=NAMES[r.d.kind(spot)]), "trample")
        return True
    c = r.state.creatures.get(spot)
    if c is not None and c.death == "normal":
        c.death = "cruel"
    return False


def _water_scare(r: "LabRules", seat: int, spot: Spot) -> None:
    """Landing on or beside water makes a ridden ontifutlas flee (lab §4.7)."""
    p = r.state.players[seat]
    if p.riding is None:
        return
    near = [spot] + [n for _, n in neighbours(r, spot)]
    if any(r.d.kind(n) in WATER for n in near):
        eldar_flee(r, seat)
        tell(r, seat, r.numbers.say("water_scare"), "ride")


def _meet_ontifutlas(r: "LabRules", seat: int, spot: Spot, depth: int) -> None:
    s = r.state
    p = s.players[seat]
    if p.riding is not None:
        return
    for i, o in enumerate(s.ontifutlai):
        if o.pos != spot or o.rider is not None:
            continue
        if o.bridled or p.gear["bridle"]:
            if not o.bridled:
                p.gear["bridle"] -= 1
                o.bridled = True
            o.rider, p.riding = seat, i
            tell(r, seat, r.numbers.say("mounted"), "ride")
            return
        tell(r, seat, r.numbers.say("grabbed"), "carry", lost=True)
        eldar = r.d.nearest(spot[:2], r.d.spots_of("eldar"))
        if eldar is not None:
            arrive(r, seat, eldar, "teleport", depth + 1)
        return


# --- lights ------------------------------------------------------------------------------
def _store(r, seat, spot, how, depth):
    tell(r, seat, r.numbers.say("store", prices=store_prices(r)), "store")


def store_prices(r: "LabRules") -> str:
    """"Bullets $5 for 10, a grenade or a blaster $5, a boat or a walking stick $50": the
    store's wares in its order, those of one price sold singly named together."""
    groups: list[tuple[int, int, list[str]]] = []
    for item, ware in r.numbers.store.items():
        one = ITEM_WORDS.get(item, (item, item))[0]
        if ware.lot == 1 and groups and groups[-1][:2] == (ware.price, 1):
            groups[-1][2].append(f"a {one}")
        else:
            groups.append((ware.price, ware.lot, [f"a {one}" if ware.lot == 1 else
                                                  ITEM_WORDS.get(item, (item, item))[1]]))
    parts = [" or ".join(names) + f" ${price}" + (f" for {lot}" if lot > 1 else "")
             for price, lot, names in groups]
    text = ", ".join(parts)
    return text[:1].upper() + text[1:]


def _arsenal(r, seat, spot, how, depth):
    p = r.state.players[seat]
    if spot in p.arsenals:
        tell(r, seat, r.numbers.say("arsenal_again"), "arsenal")
        return
    p.arsenals.append(spot)
    give_kits(r, p, 1, dollars=False)
    tell(r, seat, r.numbers.say("arsenal"), "arsenal")


def _hospital(r, seat, spot, how, depth):
    heal(r.state.players[seat])
    tell(r, seat, r.numbers.say("hospital"), "hospital")


def _prison(r, seat, spot, how, depth):
    if how == "escort":
        tell(r, seat, r.numbers.say("prison_escort"), "prison")
        return
    punish(r, seat, r.numbers.waits.prison, r.numbers.say("prison"))


def punish(r: "LabRules", seat: int, turns: int, opening: str) -> None:
    """Prison (lab §4.7): multiplayer, skip turns; solo, a fine or a mad tiger's 3 bites."""
    p = r.state.players[seat]
    if not r.solo:
        p.wait = turns
        tell(r, seat, r.numbers.say("prison_wait", opening=opening, turns=turns), "prison")
        return
    fine = r.prison_fine()
    if r.purse(p) >= fine:
        pay(r, seat, fine)
        tell(r, seat, r.numbers.say("prison_fine", opening=opening, fine=fine), "prison")
    else:
        bites = r.numbers.encounters.prison_tiger_bites
        tell(r, seat, r.numbers.say("prison_tiger", opening=opening, fine=fine, bites=bites),
             "prison")
        hurt(r, seat, "bites", bites, r.numbers.say("prison_tiger_killed"))


def _political(r, seat, spot, how, depth):
    if how == "escort":
        tell(r, seat, r.numbers.say("political_escort"), "prison")
        return
    ask(r, seat, "political", spot, r.numbers.say("political", question=_question(r)))


def _question(r: "LabRules") -> str:
    """One of the political questions, drawn by the dice."""
    questions = r.numbers.encounters.political_questions
    return questions[r.dice.below(len(questions))]


def ask(r: "LabRules", seat: int, kind: str, spot: Spot, text: str) -> None:
    r.state.players[seat].question = Question(kind, spot)
    tell(r, seat, text, "question")


def _management(r, seat, spot, how, depth):
    p = r.state.players[seat]
    if p.management_used:
        tell(r, seat, r.numbers.say("management_again"), "management")
        return
    p.management_used = True
    ex = r.d.exit_cell()
    around = [c for c in ((ex[0] + 1, ex[1]), (ex[0] - 1, ex[1]), (ex[0], ex[1] + 1),
                          (ex[0], ex[1] - 1)) if c in r.d.cells]
    other = around[r.dice.below(len(around))] if around else None
    text = r.numbers.say("management", contents=_contents(r, ex))
    if other is not None:
        text += " " + r.numbers.say("management_beside", contents=_contents(r, other))
    tell(r, seat, text, "management")


def _contents(r: "LabRules", cell: tuple[int, int]) -> str:
    parts = []
    for lv in range(1, r.d.levels + 1):
        spot = (*cell, lv)
        kind = r.d.kind(spot)
        c = r.state.creatures.get(spot)
        what = NAMES.get(kind, kind)
        if c is not None and not c.alive:
            what = r.numbers.say("contents_nothing") if c.death == "sent" else r.numbers.say(
                "contents_dead", what=what[2:] if what.startswith("a ") else what)
        if kind == "treasure" and r.state.treasure_at != spot:
            what = r.numbers.say("contents_nothing")
        parts.append(r.numbers.say("contents_level", level=lv, what=what))
    return "; ".join(parts)


def _gourm(r, seat, spot, how, depth):
    p = r.state.players[seat]
    if p.exote:
        tell(r, seat, r.numbers.say("gourm_again"), "gourm")
    else:
        tell(r, seat, r.numbers.say("gourm"), "gourm")
    p.exote = True
    if p.riding is not None and r.options.get("exote_ontifutlas"):
        r.state.ontifutlai[p.riding].exote = True
        tell(r, seat, r.numbers.say("gourm_ontifutlas"), "gourm")


def _antigourm(r, seat, spot, how, depth):
    p = r.state.players[seat]
    was = p.exote
    p.exote = False
    if was:
        tell(r, seat, r.numbers.say("antigourm"), "antigourm")
        check_death(r, seat, r.numbers.say("antigourm_death"))
    else:
        tell(r, seat, r.numbers.say("empty"), "empty")


# --- places --------------------------------------------------------------------------------
def _mordor(r, seat, spot, how, depth):
    tell(r, seat, r.numbers.say("mordor"), "mordor")
    for kind, c in reversed(r.state.mordor.get(spot, [])):
        if c.alive and r.state.players[seat].alive:
            _beast_bites(r, seat, kind)


def _eldar(r, seat, spot, how, depth):
    tell(r, seat, r.numbers.say("eldar"), "eldar")


def _pit(r, seat, spot, how, depth):
    if how == "pit":
        return
    if r.options.get("glimpse"):
        from game.games.lab.look import look_text
        tell(r, seat, r.numbers.say("glimpse", look=look_text(r, spot)), "look")
    dest = r.d.pits[spot]
    tell(r, seat, r.numbers.say("pit", level=dest[2]), "pit", lost=True, level=dest[2])
    arrive(r, seat, dest, "pit", depth + 1)


def _river(r, seat, spot, how, depth):
    p = r.state.players[seat]
    nxt = r.d.river_next(spot)
    if how == "river":
        if nxt is None:
            tell(r, seat, r.numbers.say("pan_reached"), "river")
        return
    if nxt is None:
        tell(r, seat, r.numbers.say("pan_here"), "river")
        return
    if p.gear["stick"]:
        ask(r, seat, "stick", spot, r.numbers.say("stick_question"))
        return
    carry(r, seat, spot, depth)


def carry(r: "LabRules", seat: int, spot: Spot, depth: int) -> None:
    """The river takes her one link downstream, direction untold (lab §4.7)."""
    nxt = r.d.river_next(spot)
    river = r.d.river_of(spot)
    if nxt is None or river is None:
        return
    spring = r.numbers.say("carried_spring") if spot == river[0] else ""
    fall = r.numbers.say("carried_fall", level=nxt[2]) if nxt[2] != spot[2] else ""
    tell(r, seat, r.numbers.say("carried", spring=spring, fall=fall), "river", lost=True,
         level=nxt[2] if fall else None)
    arrive(r, seat, nxt, "river", depth + 1)


def _lake(r, seat, spot, how, depth):
    p = r.state.players[seat]
    if p.gear["boat"]:
        p.gear["boat"] -= 1
        tell(r, seat, r.numbers.say("lake_boat"), "lake")
        return
    carried = any(p.ammo.values()) or p.money > 0
    lose_purse(p)
    tell(r, seat, r.numbers.say("lake_soaked" if carried else "lake_dry"), "lake")


# --- creatures -----------------------------------------------------------------------------
def _dead(r: "LabRules", seat: int, spot: Spot, kind: str) -> None:
    c = r.state.creatures[spot]
    p = r.state.players[seat]
    if c.death == "sent":
        tell(r, seat, r.numbers.say("empty"), "empty")
        return
    if kind == "eyescorcher":
        tell(r, seat, r.numbers.say("molten"), "dead")
        return
    if kind == "rider":
        tell(r, seat, r.numbers.say("rider_corpse"), "dead")
        return
    name = NAMES[kind].split(" ", 1)[1]
    death = r.numbers.say("death_strangled") if kind == "rabbit" and c.skinned and \
        c.death == "normal" else r.numbers.say("death_kind", death=c.death)
    skin = ""
    if c.death == "normal" and kind in r.numbers.skins:
        if c.skinned:
            skin = r.numbers.say("skin_taken")
        else:
            c.skinned = True
            p.skins[kind] = p.skins.get(kind, 0) + 1
            skin = r.numbers.say("skin_it", price=r.numbers.skin_price(kind))
    tell(r, seat, r.numbers.say("dead_beast", name=name, death=death, skin=skin), "dead")


def _beast_bites(r: "LabRules", seat: int, kind: str) -> None:
    name = NAMES[kind].capitalize()
    numbers = r.numbers.encounters
    if kind in ("lion", "tiger", "panther", "werewolf"):
        tell(r, seat, r.numbers.say("bites", Name=name), "beast")
        hurt(r, seat, "bites", numbers.bite, r.numbers.say("bite_killed", Name=name))
    elif kind == "crocodile":
        tell(r, seat, r.numbers.say("crocodile"), "beast")
        lose_purse(r.state.players[seat])
        hurt(r, seat, "bites", numbers.crocodile_bites, r.numbers.say("crocodile_killed"))
    elif kind == "cow":
        tell(r, seat, r.numbers.say("cow"), "beast")
    elif kind in ("orc", "urkh"):
        tell(r, seat, r.numbers.say("idiot", Name=name), "beast")
    elif kind == "eyescorcher":
        tell(r, seat, r.numbers.say("scorcher"), "beast")
        hurt(r, seat, "burns", numbers.burn, r.numbers.say("scorcher_killed"))


def _creature(r, seat, spot, how, depth):
    kind = r.d.kind(spot)
    c = r.state.creatures[spot]
    p = r.state.players[seat]
    if not c.alive:
        _dead(r, seat, spot, kind)
        return
    if kind == "rabbit":
        c.alive, c.death, c.skinned = False, "normal", True
        p.skins["rabbit"] = p.skins.get("rabbit", 0) + 1
        tell(r, seat, r.numbers.say("rabbit"), "beast")
        return
    if kind == "werewolf":
        c.hidden = False
    if kind == "eyescorcher":
        p.affected.append(spot)
    _beast_bites(r, seat, kind)


def _rider(r, seat, spot, how, depth):
    c = r.state.creatures[spot]
    p = r.state.players[seat]
    if not c.alive:
        _dead(r, seat, spot, "rider")
        return
    killer = "arnor" if r.options.get("arnor") else "elven"
    if killer == "arnor" and p.gear["arnor"]:
        p.gear["arnor"] -= 1
    elif killer == "elven" and p.gear["elven"]:
        p.gear["elven"] -= 1
    elif r.options.get("arnor") and p.gear["elven"]:
        p.gear["elven"] -= 1
        tell(r, seat, r.numbers.say("rider_parried"), "rider")
        return
    else:
        tell(r, seat, r.numbers.say("rider_strikes"), "rider")
        morgul_struck(r, seat, depth)
        return
    c.alive, c.death = False, "cruel"
    p.gear["morgul"] += 1
    tell(r, seat, r.numbers.say("rider_killed", blade=killer), "rider")


def morgul_struck(r: "LabRules", seat: int, depth: int = 0) -> None:
    """Disembodied (lab §4.7): money and ammo lost, healed, exote kept, treasure home,
    whole again in the nearest Mordor."""
    p = r.state.players[seat]
    where = p.pos
    lose_purse(p)
    heal(p)
    if p.treasure:
        treasure_home(r, seat)
    eldar_flee(r, seat)
    target = mordor_for(r, where) if where else None
    tell(r, seat, r.numbers.say("disembodied"), "teleport", lost=True)
    if target is not None:
        arrive(r, seat, target, "teleport", depth + 1)


def _cop(r, seat, spot, how, depth):
    c = r.state.creatures[spot]
    if not c.alive:
        tell(r, seat, r.numbers.say("dead_cop"), "dead")
        return
    prison = r.d.nearest(spot[:2], r.d.spots_of("prison"))
    tell(r, seat, r.numbers.say("cop"), "teleport", lost=True)
    if prison is not None:
        arrive(r, seat, prison, "escort", depth + 1)


def _political_cop(r, seat, spot, how, depth):
    c = r.state.creatures[spot]
    if not c.alive:
        tell(r, seat, r.numbers.say("dead_political_cop"), "dead")
        return
    ask(r, seat, "cop", spot, r.numbers.say("political_cop", question=_question(r)))


def _marmar(r, seat, spot, how, depth):
    c = r.state.creatures[spot]
    if not c.alive:
        tell(r, seat, r.numbers.say("empty"), "empty")
        return
    x, y, lv = spot
    down = lv <= r.d.levels // 2
    dest = (x, y, lv + 1 if down else lv - 1)
    way = "down" if down else "up"
    tell(r, seat, r.numbers.say("marmar", way=way, level=dest[2]), "marmar", level=dest[2])
    arrive(r, seat, dest, "thrown", depth + 1)


def _tree(r, seat, spot, how, depth):
    c = r.state.creatures[spot]
    p = r.state.players[seat]
    if not c.alive:
        tell(r, seat, r.numbers.say("dead_tree"), "dead")
        return
    if spot in p.trees:
        tell(r, seat, r.numbers.say("tree_again"), "tree")
        return
    ask(r, seat, "climb", spot, r.numbers.say("tree"))


HANDLERS = {
    "store": _store, "arsenal": _arsenal, "hospital": _hospital, "prison": _prison,
    "political": _political, "management": _management, "gourm": _gourm,
    "antigourm": _antigourm, "mordor": _mordor, "eldar": _eldar, "pit": _pit,
    "hanging_pit": _pit, "river": _river, "lake": _lake, "rider": _rider, "cop": _cop,
    "political_cop": _political_cop, "marmar": _marmar,
    **{k: _creature for k in BEASTS | {"orc", "urkh", "werewolf", "eyescorcher"}},
    **{k: _tree for k in TREES},
}
"""Ontifutlai are met by position (they move); their home cell shows nothing else."""


# --- answers -------------------------------------------------------------------------------
def answer(r: "LabRules", seat: int, yes: bool) -> None:
    """Carry on after her yes or no (lab §4.7 trees, political prisons and cops, the stick)."""
    p = r.state.players[seat]
    q = p.question
    assert q is not None
    p.question = None
    kind = r.d.kind(q.spot)
    if q.kind == "climb":
        if not yes:
            tell(r, seat, r.numbers.say("tree_left"), "tree")
            return
        p.trees.append(q.spot)
        if kind == "lokh":
            die(r, seat, r.numbers.say("tree_lokh"))
            return
        p.question = q.__class__("orcs", q.spot)
        tell(r, seat, r.numbers.say("tree_orcs"), "question")
    elif q.kind == "orcs":
        p.question = q.__class__("undead", q.spot, first=yes)
        tell(r, seat, r.numbers.say("tree_undead"), "question")
    elif q.kind == "undead":
        _tree_gift(r, seat, kind, bool(q.first), yes)
    elif q.kind == "political":
        if yes == (r.d.things[q.spot].sign == "+"):
            tell(r, seat, r.numbers.say("guards_nod"), "prison")
        else:
            punish(r, seat, r.numbers.waits.political_prison, r.numbers.say("wrong_answer"))
    elif q.kind == "cop":
        sign = r.d.things[q.spot].sign
        if yes == (sign == "+"):
            tell(r, seat, r.numbers.say("cop_lets_go"), "prison")
            return
        prisons = [s for s in r.d.spots_of("political") if r.d.things[s].sign == sign]
        target = r.d.nearest(q.spot[:2], prisons)
        tell(r, seat, r.numbers.say("cop_takes"), "teleport", lost=True)
        if target is not None:
            arrive(r, seat, target, "escort")
    elif q.kind == "stick":
        if yes:
            p.gear["stick"] -= 1
            tell(r, seat, r.numbers.say("stick_held"), "river")
        else:
            carry(r, seat, q.spot, 0)


def _tree_gift(r: "LabRules", seat: int, kind: str, orcs: bool, undead: bool) -> None:
    p = r.state.players[seat]
    if kind == "willow" and orcs and not undead:
        p.gear["boat"] += 1
        tell(r, seat, r.numbers.say("willow_gift"), "tree")
    elif kind == "ent" and not orcs and undead:
        p.gear["stick"] += 1
        tell(r, seat, r.numbers.say("ent_gift"), "tree")
    else:
        fine = min(r.numbers.encounters.tree_fine, r.purse(p))
        pay(r, seat, fine)
        tell(r, seat, r.numbers.say("tree_fine", fine=fine) if fine
             else r.numbers.say("tree_no_money"), "tree")


def describe_cell(r: "LabRules", spot: Spot) -> str:
    """What a rider sees of the cell she flies over (lab §4.7)."""
    kind = r.d.kind(spot)
    c = r.state.creatures.get(spot)
    if kind in TREES or kind in ("antigourm", "marmar", "cop", "political_cop"):
        kind = "" if kind not in TREES else kind
    what = NAMES.get(kind, "nothing")
    if c is not None and not c.alive:
        what = "nothing" if c.death == "sent" else "something dead"
    return what

