"""Arrivals (lab §4.7): what happens when a player comes to a cell-level, told in the
gamemaster's plain sentences. Questions (trees, political prisons and cops, the walking
stick) pause the arrival; `answer` carries it on."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.lab.dungeon import BEASTS, TREES, WATER, Spot
from game.games.lab.state import AMMO, Question
from game.games.lab.world import (NAMES, check_death, die, eldar_flee,
                                  give_kits, heal, hurt, living, lose_purse, mordor_for,
                                  neighbours, pay, tell, treasure_home)

if TYPE_CHECKING:
    from game.games.lab.rules import LabRules

TRAMPLED = frozenset({"lion", "tiger", "panther", "crocodile", "rabbit", "orc", "urkh"})
POLITICAL_QUESTIONS = ("Do you support the current political regime?",
                       "Do you trust the government?", "Are you loyal to the council?",
                       "Do you approve of the new taxes?")
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
    if p.riding is not None:
        s.ontifutlai[p.riding].pos = spot
    if depth > MAX_CHAIN:
        return
    took = pickup(r, seat, spot)
    others = [q.name for i, q in enumerate(s.players) if i != seat and q.alive
              and q.pos == spot]
    if others:
        tell(r, seat, f"{' and '.join(others)} {'is' if len(others) == 1 else 'are'} here.")
    kind = r.d.kind(spot)
    if how == "jump" and _trample(r, seat, spot):
        kind = "" if kind in BEASTS or kind in ("orc", "urkh") else kind
    elif how == "jump" and (kind in BEASTS or kind in ("orc", "urkh", "werewolf")):
        tell(r, seat, f"You see {NAMES[kind]}; it ignores you and your ontifutlas.")
        kind = ""
    if how == "jump":
        _water_scare(r, seat, spot)
    handler = HANDLERS.get(kind)
    if handler is not None:
        handler(r, seat, spot, how, depth)
    elif kind == "" or kind in ("blades", "bridles", "cache", "treasure"):
        if not took:
            tell(r, seat, "An empty cell.", "empty")
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
        tell(r, seat, "You find THE TREASURE and take it!", "pickup")
    elif found:
        listed = ", ".join(found[:-1]) + " and " + found[-1] if len(found) > 1 else found[0]
        tell(r, seat, f"You find {listed}, and take {'it' if len(found) == 1 else 'it all'}.",
             "pickup")
    return bool(found)


ITEM_WORDS = {"bullets": ("bullet", "bullets"), "grenades": ("grenade", "grenades"),
              "blasters": ("blaster", "blasters"), "elven": ("elven blade", "elven blades"),
              "arnor": ("arnor blade", "arnor blades"),
              "morgul": ("morgul blade", "morgul blades"), "bridle": ("bridle", "bridles"),
              "boat": ("boat", "boats"), "stick": ("walking stick", "walking sticks")}


def item_words(item: str, n: int) -> str:
    """"$10", "1 grenade", "3 blasters", "2 lion skins"."""
    if item == "dollars":
        return f"${n}"
    skin = item.replace("skin:", "")
    one, many = ITEM_WORDS.get(item) or (f"{skin} skin", f"{skin} skins")
    return f"{n} {one if n == 1 else many}"


def _trample(r: "LabRules", seat: int, spot: Spot) -> bool:
    if living(r, spot, *TRAMPLED):
        c = r.state.creatures[spot]
        c.alive, c.death = False, "cruel"
        tell(r, seat, f"Your ontifutlas tramples {NAMES[r.d.kind(spot)]} to death.",
             "trample")
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
        tell(r, seat, "Your ontifutlas smells water and flees with its bridle.", "ride")


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
            tell(r, seat, "An ontifutlas! You bridle it and mount.", "ride")
            return
        tell(r, seat, "An ontifutlas grabs you and carries you away.", "carry", lost=True)
        eldar = r.d.nearest(spot[:2], r.d.spots_of("eldar"))
        if eldar is not None:
            arrive(r, seat, eldar, "teleport", depth + 1)
        return


# --- lights ------------------------------------------------------------------------------
def _store(r, seat, spot, how, depth):
    tell(r, seat, "Lights: you are in a store. Bullets $5 for 10, a grenade or a blaster "
         "$5, a boat or a walking stick $50; skins sell here.", "store")


def _arsenal(r, seat, spot, how, depth):
    p = r.state.players[seat]
    if spot in p.arsenals:
        tell(r, seat, "An arsenal. They have nothing more for you this landing.", "arsenal")
        return
    p.arsenals.append(spot)
    give_kits(r, p, 1, dollars=False)
    tell(r, seat, "An arsenal! They give you an ammunition kit (no dollars).", "arsenal")


def _hospital(r, seat, spot, how, depth):
    heal(r.state.players[seat])
    tell(r, seat, "A hospital. All your wounds are healed.", "hospital")


def _prison(r, seat, spot, how, depth):
    if how == "escort":
        tell(r, seat, "You are brought to a prison, and let go.", "prison")
        return
    punish(r, seat, r.numbers.waits.prison, "You are in a prison")


def punish(r: "LabRules", seat: int, turns: int, opening: str) -> None:
    """Prison (lab §4.7): multiplayer, skip turns; solo, a fine or a mad tiger's 3 bites."""
    p = r.state.players[seat]
    if not r.solo:
        p.wait = turns
        tell(r, seat, f"{opening}: you must wait {turns} turns.", "prison")
        return
    fine = r.prison_fine()
    if r.purse(p) >= fine:
        pay(r, seat, fine)
        tell(r, seat, f"{opening}: you pay a fine of ${fine}.", "prison")
    else:
        tell(r, seat, f"{opening}: you cannot pay the ${fine} fine, so they release a mad "
             "tiger at you. 3 bites!", "prison")
        hurt(r, seat, "bites", 3, "The mad tiger of the prison killed you.")


def _political(r, seat, spot, how, depth):
    if how == "escort":
        tell(r, seat, "You are brought to a political prison, and let go.", "prison")
        return
    ask(r, seat, "political", spot, "A political prison. "
        + POLITICAL_QUESTIONS[r.dice.below(len(POLITICAL_QUESTIONS))])


def ask(r: "LabRules", seat: int, kind: str, spot: Spot, text: str) -> None:
    r.state.players[seat].question = Question(kind, spot)
    tell(r, seat, text, "question")


def _management(r, seat, spot, how, depth):
    p = r.state.players[seat]
    if p.management_used:
        tell(r, seat, "The management center. You have seen its screens already.",
             "management")
        return
    p.management_used = True
    ex = r.d.exit_cell()
    around = [c for c in ((ex[0] + 1, ex[1]), (ex[0] - 1, ex[1]), (ex[0], ex[1] + 1),
                          (ex[0], ex[1] - 1)) if c in r.d.cells]
    other = around[r.dice.below(len(around))] if around else None
    text = "The management center. The exit cell holds: " + _contents(r, ex) + "."
    if other is not None:
        text += " A cell beside it holds: " + _contents(r, other) + "."
    tell(r, seat, text, "management")


def _contents(r: "LabRules", cell: tuple[int, int]) -> str:
    parts = []
    for lv in range(1, r.d.levels + 1):
        spot = (*cell, lv)
        kind = r.d.kind(spot)
        c = r.state.creatures.get(spot)
        what = NAMES.get(kind, kind)
        if c is not None and not c.alive:
            what = "an empty cell" if c.death == "sent" else f"dead {what[2:]}" \
                if what.startswith("a ") else f"dead {what}"
        if kind == "treasure" and r.state.treasure_at != spot:
            what = "an empty cell"
        parts.append(f"level {lv}: {what}")
    return "; ".join(parts)


def _gourm(r, seat, spot, how, depth):
    p = r.state.players[seat]
    if p.exote:
        tell(r, seat, "A gourm. You are an exote already.", "gourm")
    else:
        tell(r, seat, "A gourm! You are an exote now.", "gourm")
    p.exote = True
    if p.riding is not None and r.options.get("exote_ontifutlas"):
        r.state.ontifutlai[p.riding].exote = True
        tell(r, seat, "Your ontifutlas is an exote too.", "gourm")


def _antigourm(r, seat, spot, how, depth):
    p = r.state.players[seat]
    was = p.exote
    p.exote = False
    if was:
        tell(r, seat, "You feel weaker: you are no longer an exote.", "antigourm")
        check_death(r, seat, "Your wounds were too many for a mere human: you died.")
    else:
        tell(r, seat, "An empty cell.", "empty")


# --- places --------------------------------------------------------------------------------
def _mordor(r, seat, spot, how, depth):
    tell(r, seat, "You are in the Mordor.", "mordor")
    for kind, c in reversed(r.state.mordor.get(spot, [])):
        if c.alive and r.state.players[seat].alive:
            _beast_bites(r, seat, kind)


def _eldar(r, seat, spot, how, depth):
    tell(r, seat, "You are at the Eldar.", "eldar")


def _pit(r, seat, spot, how, depth):
    if how == "pit":
        return
    if r.options.get("glimpse"):
        from game.games.lab.look import look_text
        tell(r, seat, "As you fall you glimpse: " + look_text(r, spot), "look")
    dest = r.d.pits[spot]
    tell(r, seat, f"You fall into a pit! You land on level {dest[2]}.", "pit", lost=True)
    arrive(r, seat, dest, "pit", depth + 1)


def _river(r, seat, spot, how, depth):
    p = r.state.players[seat]
    nxt = r.d.river_next(spot)
    if how == "river":
        if nxt is None:
            tell(r, seat, "You reach the lavatory pan.", "river")
        return
    if nxt is None:
        tell(r, seat, "You are at a lavatory pan: the river ends here.", "river")
        return
    if p.gear["stick"]:
        ask(r, seat, "stick", spot, "A river! Use your walking stick to hold on?")
        return
    carry(r, seat, spot, depth)


def carry(r: "LabRules", seat: int, spot: Spot, depth: int) -> None:
    """The river takes her one link downstream, direction untold (lab §4.7)."""
    nxt = r.d.river_next(spot)
    river = r.d.river_of(spot)
    if nxt is None or river is None:
        return
    text = "You are carried by a river"
    if spot == river[0]:
        text += " out of the pipe where it springs"
    if nxt[2] != spot[2]:
        text += f", down a waterfall to level {nxt[2]}"
    tell(r, seat, text + ".", "river", lost=True)
    arrive(r, seat, nxt, "river", depth + 1)


def _lake(r, seat, spot, how, depth):
    p = r.state.players[seat]
    if p.gear["boat"]:
        p.gear["boat"] -= 1
        tell(r, seat, "A lake! You cross it in your boat; the boat is spent.", "lake")
        return
    carried = any(p.ammo.values()) or p.money > 0
    lose_purse(p)
    tell(r, seat, "You fall into a lake! All your ammunition and money are soaked and "
         "gone." if carried else "You fall into a lake! You carry nothing it could spoil.",
         "lake")


# --- creatures -----------------------------------------------------------------------------
def _dead(r: "LabRules", seat: int, spot: Spot, kind: str) -> None:
    c = r.state.creatures[spot]
    p = r.state.players[seat]
    if c.death == "sent":
        tell(r, seat, "An empty cell.", "empty")
        return
    if kind == "eyescorcher":
        tell(r, seat, "A heap of molten metal.", "dead")
        return
    if kind == "rider":
        tell(r, seat, "The corpse of a black rider.", "dead")
        return
    name = NAMES[kind].split(" ", 1)[1]
    text = f"A dead {name}, " + ("strangled" if kind == "rabbit" and c.skinned and
                                  c.death == "normal" else f"{c.death} death")
    if c.death == "normal" and kind in r.numbers.skins:
        if c.skinned:
            text += ", already skinned"
        else:
            c.skinned = True
            p.skins[kind] = p.skins.get(kind, 0) + 1
            text += f"; you skin it (worth ${r.numbers.skin_price(kind)})"
    tell(r, seat, text + ".", "dead")


def _beast_bites(r: "LabRules", seat: int, kind: str) -> None:
    name = NAMES[kind]
    if kind in ("lion", "tiger", "panther", "werewolf"):
        tell(r, seat, f"{name.capitalize()} bites you!", "beast")
        hurt(r, seat, "bites", 1, f"{name.capitalize()} killed you.")
    elif kind == "crocodile":
        tell(r, seat, "A crocodile bites you twice, swallows you whole and spits you out: "
             "all your ammunition and money are gone.", "beast")
        lose_purse(r.state.players[seat])
        hurt(r, seat, "bites", 2, "A crocodile killed you.")
    elif kind == "cow":
        tell(r, seat, "A cow embraces you tenderly.", "beast")
    elif kind in ("orc", "urkh"):
        tell(r, seat, f"{name.capitalize()} shows you that you are an idiot.", "beast")
    elif kind == "eyescorcher":
        tell(r, seat, "An eyescorcher burns you!", "beast")
        hurt(r, seat, "burns", 1, "An eyescorcher burnt you to death.")


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
        tell(r, seat, "A rabbit! You strangle it and take its skin.", "beast")
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
        tell(r, seat, "A black rider strikes! Your elven blade parries the blow and "
             "breaks.", "rider")
        return
    else:
        tell(r, seat, "A black rider strikes you with a morgul blade!", "rider")
        morgul_struck(r, seat, depth)
        return
    c.alive, c.death = False, "cruel"
    p.gear["morgul"] += 1
    tell(r, seat, f"A black rider! You kill it with your {killer} blade, which becomes a "
         "morgul blade.", "rider")


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
    tell(r, seat, "You are disembodied, lose all your money and ammunition, and come "
         "whole again in the Mordor.", "teleport", lost=True)
    if target is not None:
        arrive(r, seat, target, "teleport", depth + 1)


def _cop(r, seat, spot, how, depth):
    c = r.state.creatures[spot]
    if not c.alive:
        tell(r, seat, "A dead cop.", "dead")
        return
    prison = r.d.nearest(spot[:2], r.d.spots_of("prison"))
    tell(r, seat, "A cop arrests you and takes you away.", "teleport", lost=True)
    if prison is not None:
        arrive(r, seat, prison, "escort", depth + 1)


def _political_cop(r, seat, spot, how, depth):
    c = r.state.creatures[spot]
    if not c.alive:
        tell(r, seat, "A dead political cop.", "dead")
        return
    ask(r, seat, "cop", spot, "A political cop stops you. "
        + POLITICAL_QUESTIONS[r.dice.below(len(POLITICAL_QUESTIONS))])


def _marmar(r, seat, spot, how, depth):
    c = r.state.creatures[spot]
    if not c.alive:
        tell(r, seat, "An empty cell.", "empty")
        return
    x, y, lv = spot
    down = lv <= r.d.levels // 2
    dest = (x, y, lv + 1 if down else lv - 1)
    tell(r, seat, f"Something throws you {'down' if down else 'up'} to level {dest[2]}!",
         "marmar")
    arrive(r, seat, dest, "thrown", depth + 1)


def _tree(r, seat, spot, how, depth):
    c = r.state.creatures[spot]
    p = r.state.players[seat]
    if not c.alive:
        tell(r, seat, "A dead tree.", "dead")
        return
    if spot in p.trees:
        tell(r, seat, "You see a tree. It has nothing more for you this landing.", "tree")
        return
    ask(r, seat, "climb", spot, "You see a tree. Climb it?")


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
            tell(r, seat, "You leave the tree alone.", "tree")
            return
        p.trees.append(q.spot)
        if kind == "lokh":
            die(r, seat, "You climb the tree. It is a lokh, and it eats you.")
            return
        p.question = q.__class__("orcs", q.spot)
        tell(r, seat, "You climb the tree. It asks: do you like orcs?", "question")
    elif q.kind == "orcs":
        p.question = q.__class__("undead", q.spot, first=yes)
        tell(r, seat, "The tree asks: do you like the undead?", "question")
    elif q.kind == "undead":
        _tree_gift(r, seat, kind, bool(q.first), yes)
    elif q.kind == "political":
        if yes == (r.d.things[q.spot].sign == "+"):
            tell(r, seat, "The guards nod and let you go.", "prison")
        else:
            punish(r, seat, r.numbers.waits.political_prison, "Wrong answer")
    elif q.kind == "cop":
        sign = r.d.things[q.spot].sign
        if yes == (sign == "+"):
            tell(r, seat, "The political cop lets you go.", "prison")
            return
        prisons = [s for s in r.d.spots_of("political") if r.d.things[s].sign == sign]
        target = r.d.nearest(q.spot[:2], prisons)
        tell(r, seat, "Wrong answer. The political cop takes you away.", "teleport",
             lost=True)
        if target is not None:
            arrive(r, seat, target, "escort")
    elif q.kind == "stick":
        if yes:
            p.gear["stick"] -= 1
            tell(r, seat, "You hold on with your walking stick, which is spent. You stay "
                 "where you are.", "river")
        else:
            carry(r, seat, q.spot, 0)


def _tree_gift(r: "LabRules", seat: int, kind: str, orcs: bool, undead: bool) -> None:
    p = r.state.players[seat]
    if kind == "willow" and orcs and not undead:
        p.gear["boat"] += 1
        tell(r, seat, "The willow is pleased: you make a boat out of it.", "tree")
    elif kind == "ent" and not orcs and undead:
        p.gear["stick"] += 1
        tell(r, seat, "The ent is pleased: you make a walking stick out of it.", "tree")
    else:
        fine = min(20, r.purse(p))
        pay(r, seat, fine)
        tell(r, seat, f"The tree does not like your answers and takes a ${fine} fine."
             if fine else "The tree does not like your answers, but you have no money; "
             "it lets you go.", "tree")


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

