"""DungeonLab's numbers are content (lab §3.3): content/lab/*.yaml read into typed models.
A number that drifts fails here; a damaged copy is refused with a message naming the file,
the entry and the field, and only DungeonLab refuses to start."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.content import ContentError, ContentRegistry
from game.core.protocol import Seat
from game.games.lab import INFO
from game.games.lab.content import load
from game.paths import CONTENT


def test_the_shipped_numbers_are_the_rules_numbers():
    """lab §3.3: today's prices, skins, kits and limits, number for number."""
    c = load(CONTENT / "lab")
    assert c.prices() == {"bullets": 5, "grenades": 5, "blasters": 5, "boat": 50, "stick": 50}
    assert list(c.store) == ["bullets", "grenades", "blasters", "boat", "stick"]  # list order
    assert {k: w.lot for k, w in c.store.items()} == {"bullets": 10, "grenades": 1,
                                                       "blasters": 1, "boat": 1, "stick": 1}
    assert {k: s.price for k, s in c.skins.items()} == {
        "lion": 10, "tiger": 20, "panther": 30, "crocodile": 100, "rabbit": 5}
    assert c.kit() == {"bullets": 30, "grenades": 5, "blasters": 10}
    assert c.kits.kit.dollars == 20 and c.kits.fifty_bullets == 50
    assert [c.kits_for(w) for w in (5, 7, 10, 8)] == [3, 4, 5, 3]
    assert c.limits(False) == {"bites": 6, "pierces": 31, "burns": 6, "bullet hits": 5,
                               "grenade hits": 1, "blaster hits": 2}
    kills = {k: (f.bullets, f.grenades, f.blasters) for k, f in c.creatures.items()}
    assert kills == {
        "lion": (5, 1, None), "tiger": (10, 1, None), "panther": (15, 1, None),
        "crocodile": (50, 2, None), "orc": (5, 1, None), "urkh": (10, 1, None),
        "werewolf": (5, 1, None), "eyescorcher": (None, None, 4),
        "willow": (None, None, 2), "ent": (None, None, 2), "lokh": (None, None, 2),
        "cop": (None, 2, None), "political_cop": (None, 2, None), "marmar": (None, 2, None)}
    assert {k: f.blaster_beast for k, f in c.creatures.items() if f.blaster_beast} == {
        "lion": 2, "tiger": 2, "panther": 2, "crocodile": 4}
    assert {k: f.arrows for k, f in c.creatures.items() if f.arrows} == {"orc": 5, "urkh": 10}
    assert [c.kill_need(k, "blasters", True) for k in ("lion", "cow", "ent")] == [2, None, 2]
    assert c.kill_need("lion", "blasters", False) is None
    assert c.waits.model_dump() == {"death": 5, "prison": 5, "political_prison": 10}
    assert c.limits(True) == {"bites": 11, "pierces": 61, "burns": 11, "bullet hits": 10,
                              "grenade hits": 2, "blaster hits": 4}


def test_the_gamemasters_sentences_and_encounters_numbers_are_content():
    """lab §4.7: the numbers encounters deal, the questions asked, the generator's odds,
    and sentences filled in as the game says them."""
    c = load(CONTENT / "lab")
    e = c.encounters
    assert (e.bite, e.crocodile_bites, e.burn, e.prison_tiger_bites, e.tree_fine) == \
        (1, 2, 1, 3, 20)
    assert len(e.political_questions) == 4
    assert e.odds.beasts == {"lion": 3, "tiger": 2, "panther": 2, "cow": 1, "rabbit": 1,
                             "crocodile": 1}
    assert (e.odds.branch_east, e.odds.exote_beast, e.odds.urkh) == (0.5, 0.25, 0.5)
    assert e.cache == {"bullets": 20, "grenades": 2, "blasters": 3, "dollars": 10}
    assert c.say("arrows_from", side="north", arrows=5) == "Arrows from the north: 5 pierces!"
    assert c.say("carried", spring="", fall=c.say("carried_fall", level=2)) == \
        "You are carried by a river, down a waterfall to level 2."
    assert e.wire_pierces == 1
    assert c.say("feel", sides="; ".join(c.say("feel_side", side=k, wall=c.say("feel_open"))
                                         for k in ("north", "east"))) == \
        "You feel the walls: north, no wall; east, no wall."


def test_a_changed_sentence_and_number_reach_the_game(tmp_path, monkeypatch):
    """The words and numbers come from the files: a lion that bites twice, in new words."""
    from game.games.lab.dungeon import Thing
    from game.games.lab.actions import Move
    from tests.lab.helpers import dungeon, game, land, said
    folder = _damaged(tmp_path, "encounters.yaml", "bite: 1 ", "bite: 2 ")
    words = folder / "words.yaml"
    words.write_text(words.read_text().replace('"{Name} bites you!"',
                                               '"{Name} sinks its teeth in you!"'))
    content = load(folder)
    d = dungeon({(2, 1, 1): Thing("lion")})
    from game.games.lab.rules import LabRules
    monkeypatch.setattr(LabRules, "numbers", property(lambda self: content))
    r = game(d)
    land(r, (1, 1, 1))
    out = r.apply(Move(0, "E"))
    assert "East: a lion sinks its teeth in you!" in said(out, 0)
    assert r.state.players[0].damage["bites"] == 2


def _damaged(tmp_path: Path, file: str, old: str, new: str) -> Path:
    folder = tmp_path / "lab"
    shutil.copytree(CONTENT / "lab", folder)
    text = (folder / file).read_text()
    assert old in text
    (folder / file).write_text(text.replace(old, new, 1))
    return folder


DAMAGES = {
    "a wrong type": ("store.yaml", "boat: {price: 50}", "boat: {price: fifty}",
                     "store.yaml: entry 'boat', field 'price'"),
    "a missing field": ("damage.yaml", "burns: {limit: 6, exote_limit: 11}", "burns: {limit: 6}",
                        "damage.yaml: entry 'burns', field 'exote_limit'"),
    "a negative price": ("skins.yaml", "lion: {price: 10}", "lion: {price: -10}",
                         "skins.yaml: entry 'lion', field 'price'"),
    "a negative kit": ("kits.yaml", "  grenades: 5", "  grenades: -5",
                       "kits.yaml: document, field 'kit.grenades'"),
    "no kits for a size": ("kits.yaml", "7: 4", "7: 0", "kits.yaml: document, field 'by_size.7'"),
    "a misspelt field": ("store.yaml", "stick: {price: 50}", "stick: {prise: 50}",
                         "store.yaml: entry 'stick', field 'prise'"),
    "a thing no one holds": ("store.yaml", "stick: {price: 50}", "sword: {price: 50}",
                             "store.yaml: entry 'sword', field 'id'"),
    "a kind of damage missing": ("damage.yaml", "bites: {limit: 6, exote_limit: 11}\n", "",
                                 "damage.yaml: entry 'bites' is missing"),
    "shots of the wrong type": ("creatures.yaml", "tiger: {bullets: 10", "tiger: {bullets: [10]",
                                "creatures.yaml: entry 'tiger', field 'bullets'"),
    "an archer without arrows": ("creatures.yaml", ", arrows: 10}", "}",
                                 "creatures.yaml: entry 'urkh', field 'arrows'"),
    "a creature no map holds": ("creatures.yaml", "marmar:", "dragon:",
                                "creatures.yaml: entry 'dragon', field 'id'"),
    "a wait missing": ("waits.yaml", "prison: 5 ", "jail: 5 ",
                       "waits.yaml: document, field 'prison'"),
    "a skin of no beast": ("skins.yaml", "rabbit:", "orc:", "skins.yaml: entry 'orc', field 'id'"),
    "a sentence missing": ("words.yaml", 'cow: {text: "A cow embraces you tenderly."}\n', "",
                           "words.yaml: entry 'cow' is missing"),
    "a sentence without text": ("words.yaml", 'cow: {text: "A cow', 'cow: {txt: "A cow',
                                "words.yaml: entry 'cow', field 'text'"),
    "a word the game does not fill": ("words.yaml", "pierces!", "{damage} pierces!",
                                      "words.yaml: entry 'arrows_from', field 'text': "
                                      "{damage} is not filled in"),
    "a brace left open": ("words.yaml", "level {level}.", "level {level.",
                          "words.yaml: entry 'pit', field 'text'"),
    "a sentence no one says": ("words.yaml", "cow: {", "cowbell: {",
                               "words.yaml: entry 'cowbell', field 'id'"),
    "bites of the wrong type": ("encounters.yaml", "crocodile_bites: 2", "crocodile_bites: two",
                                "encounters.yaml: document, field 'crocodile_bites'"),
    "no political question": ("encounters.yaml", "political_questions:     #",
                              "political_questions: []\nformer:     #",
                              "encounters.yaml: document, field 'political_questions'"),
    "odds above one": ("encounters.yaml", "urkh: 0.5", "urkh: 5",
                       "encounters.yaml: document, field 'odds.urkh'"),
    "a beast no map holds": ("encounters.yaml", "cow: 1,", "dragon: 1,",
                             "encounters.yaml: entry 'odds', field 'beasts': 'dragon'"),
    "a cache of swords": ("encounters.yaml", "dollars: 10}", "swords: 10}",
                          "encounters.yaml: entry 'cache', field 'swords'"),
}


@pytest.mark.parametrize("name", list(DAMAGES))
def test_a_damaged_copy_is_refused_naming_file_entry_and_field(tmp_path, name):
    file, old, new, expected = DAMAGES[name]
    folder = _damaged(tmp_path, file, old, new)
    with pytest.raises(ContentError) as err:
        load(folder)
    assert any(expected in line for line in err.value.problems), err.value.problems


def test_only_dungeonlab_refuses_to_start_and_the_launcher_stays(app, tmp_path):
    """A broken content/lab: DungeonLab says why and does not start; another game starts."""
    root = tmp_path / "content"
    root.mkdir()
    for folder in CONTENT.iterdir():
        if folder.is_dir() and folder.name != "lab":
            shutil.copytree(folder, root / folder.name)
    _damaged(root, "store.yaml", "boat: {price: 50}", "boat: {price: -50}")
    app.content = ContentRegistry(root)
    assert app.content.problems("lab") and not app.content.problems("trapper")
    assert app.start_game(INFO, [Seat("Ann")], seed=1) is False
    message = app.stack.top
    assert f"{INFO.title} cannot start" == message.title
    assert "store.yaml: entry 'boat', field 'price'" in message.text
    message.close()
    from game.games.trapper import INFO as TRAPPER
    assert app.start_game(TRAPPER, [Seat("Ann"), Seat("Bo")], seed=1) is True
