"""A checker for the sentences players read: log lines, hover reasons, captions.

    problems("Ann builds a Acid Pond.")  ->  ['"a" before a vowel: "a Acid"']

It finds what new players tripped over (issue 16 §5): doubled brackets "((", a rule
reference twice "(trapper §4.1). (trapper §4.1)", "+ -" in a sum, raw markdown (`*x*`,
`**`, backticks), numbers that disagree with their nouns ("1 cards", "2 card"), a cell named
as its own neighbour ("G10 ... from G10"), "a" before a vowel ("a Acid"), a negative count
left ("-1 HP left"); and, over a list of lines, the same line twice in a row.

Issue 20 §5 added: "(s)" for a plural, the article of a letter or cell by how the letter is
said ("an I3", "a T4", "an H2"), "an" before a consonant sound, "your nothing", an article
before a plural item name ("a Lock picks"), a lower-case word after a full stop, and a word
cut short by an ellipsis ("Healing Pot…").
"""
from __future__ import annotations

import re
from typing import Iterable

COUNTABLE = {
    "card": "cards", "hit": "hits", "step": "steps", "wall": "walls", "trap": "traps",
    "point": "points", "soul": "souls", "round": "rounds", "turn": "turns",
    "space": "spaces", "box": "boxes", "monster": "monsters", "hero": "heroes",
    "room": "rooms", "action": "actions", "seat": "seats", "tile": "tiles",
    "move": "moves", "spell": "spells", "item": "items", "fight": "fights",
    "check": "checks", "heirloom": "heirlooms", "adventurer": "adventurers",
    "pip": "pips", "tick": "ticks", "treasure": "treasures", "potion": "potions",
    "gem": "gems", "die": "dice", "life": "lives", "time": "times", "player": "players",
    "escape": "escapes", "death": "deaths", "square": "squares", "cell": "cells",
    "column": "columns", "row": "rows", "reroll": "rerolls", "build": "builds",
    "point": "points", "loot": "loots", "group": "groups", "path": "paths",
    "door": "doors", "key": "keys", "element": "elements",
    "shape": "shapes", "wound": "wounds", "attack": "attacks", "enemy": "enemies",
    "ally": "allies", "token": "tokens", "chest": "chests", "level": "levels",
}
PLURALS = {p: s for s, p in COUNTABLE.items()}
VOWEL_EXCEPTIONS = ("one", "once", "uni", "use", "usu", "eu", "ewe", "ure")
CELL = r"(?:[A-Z]\d{1,2}|\(\d+, ?\d+\))"
CITATION = re.compile(r"\([^()]*§[^()]*?(?:\(\w+\))?\)")
"""A rule citation, whose own sub-clause may close with "))": "(seed ch.2 §2(1))"."""
RULE_REF = re.compile(r"\(([a-z]+ §[0-9][0-9.a-z()]*?)\)")
NUMBER_NOUN = re.compile(r"(?<![\w.,/+\-−])(\d+) ([A-Za-z]+)\b")
LABELS = {"tier", "level", "round", "column", "row", "box", "die", "seat", "player",
          "phase", "step", "turn", "hero", "card", "stage", "rule", "room", "page", "no",
          "number", "wave", "floor", "chapter", "section", "§"}
"""Words before a number that make it a name, not a count ("tier 1 traps")."""
A_VOWEL = re.compile(r"(?<![\w'’-])([Aa]) ([AEIOUaeiou][\w-]*)")
EMPHASIS = re.compile(r"(?<![\w*])\*(?!\s)[^*\n]+(?<!\s)\*(?![\w*])")
NEIGHBOUR = re.compile(rf"({CELL})\b.*?\b(?:from|to|next to|beside|onto) ({CELL})")
NEGATIVE_LEFT = re.compile(r"(?<![\w+])[-−]\d+ [\w ]{1,20}? left\b")
PLURAL_MARK = re.compile(r"\w\(s\)")
LETTER_ARTICLE = re.compile(r"(?<![\w'’-])([Aa]n?) ([A-Z])(?=\d|\b(?![a-z']))")
VOWEL_LETTERS = set("AEFHILMNORSX")
"""Letters whose names start with a vowel sound: "an F", "an H2", "an S4"."""
AN_CONSONANT = re.compile(r"(?<![\w'’-])([Aa]n) ([b-df-gj-np-tv-zB-DF-GJ-NP-TV-Z][a-z][\w-]*)")
SILENT_H = ("hour", "honest", "honour", "heir")
PLURAL_ITEMS = {"picks", "bullets", "grenades", "blasters", "skins", "beasts", "darts"}
ARTICLE_PLURAL = re.compile(r"(?<![\w'’-])(?:[Aa]n?) (?:[A-Z][a-z]+ )?([a-z]+)\b")
LOWER_AFTER_STOP = re.compile(r"\b([A-Za-z]{3,})\. ([a-z]\w*)")
NOT_A_STOP = {"etc", "vs"}
CUT_WORD = re.compile(r"(\w+)…")
ONGOING = ("ing",)
"""An ellipsis after a word ending so ("Thinking…") says something goes on, not a cut."""


def problems(text: str) -> list[str]:
    """What is wrong with one sentence (empty when nothing)."""
    found: list[str] = []
    bare = CITATION.sub("", text)
    if "((" in bare or "))" in bare:
        found.append("doubled brackets")
    refs = RULE_REF.findall(text)
    for ref in sorted(set(refs)):
        if refs.count(ref) > 1:
            found.append(f'the rule reference "({ref})" twice')
    if re.search(r"[+−-]\s*[+]|\+\s*[-−]\s*\d", text):
        found.append('"+ -" in a sum')
    if "**" in text or "`" in text or EMPHASIS.search(text):
        found.append("raw markdown")
    found += _number_problems(text)
    for sentence in re.split(r"(?<=[.;:!?])\s+", text):
        for m in NEIGHBOUR.finditer(sentence):
            if m.group(1) == m.group(2):
                found.append(f'a cell named as its own neighbour: "{m.group(0)}"')
    for m in A_VOWEL.finditer(text):
        word = m.group(2)
        if not word.lower().startswith(VOWEL_EXCEPTIONS) and not _is_letter_name(word):
            found.append(f'"a" before a vowel: "{m.group(0)}"')
    if PLURAL_MARK.search(text):
        found.append(f'"(s)" for a plural: "{PLURAL_MARK.search(text).group(0)}"')
    for m in LETTER_ARTICLE.finditer(text):
        wants = "an" if m.group(2) in VOWEL_LETTERS else "a"
        if m.group(1).lower() != wants:
            found.append(f'"{m.group(1)}" before the letter {m.group(2)}: "{m.group(0)}" '
                         f'(say "{wants}")')
    for m in AN_CONSONANT.finditer(text):
        if not m.group(2).lower().startswith(SILENT_H) and not _is_letter_name(m.group(2)):
            found.append(f'"an" before a consonant: "{m.group(0)}"')
    if re.search(r"\byour nothing\b", text, re.IGNORECASE):
        found.append('"your nothing"')
    for m in ARTICLE_PLURAL.finditer(text):
        if m.group(1) in PLURAL_ITEMS:
            found.append(f'an article before a plural item: "{m.group(0)}"')
    for m in LOWER_AFTER_STOP.finditer(text):
        if m.group(1).lower() not in NOT_A_STOP:
            found.append(f'lower case after a full stop: "{m.group(0)}"')
    for m in CUT_WORD.finditer(text):
        if not m.group(1).endswith(ONGOING):
            found.append(f'text cut short: "{m.group(0)}"')
    if NEGATIVE_LEFT.search(text):
        found.append(f'a negative count left: "{NEGATIVE_LEFT.search(text).group(0)}"')
    return found


def _is_letter_name(word: str) -> bool:
    """"a E5" style cell names and single letters are read as letters ("a U-turn")."""
    return bool(re.fullmatch(r"[A-Z]\d*|[A-Z]-\w+", word))


def _number_problems(text: str) -> list[str]:
    found = []
    for m in NUMBER_NOUN.finditer(text):
        number, word = int(m.group(1)), m.group(2)
        low = word.lower()
        before = text[:m.start()].split()
        if before and before[-1].lower().strip("(") in LABELS:
            continue
        if number == 1 and low in PLURALS:
            found.append(f'"{m.group(0)}": one of a plural')
        elif number != 1 and low in COUNTABLE and COUNTABLE[low] != low:
            found.append(f'"{m.group(0)}": a number of a singular')
    return found


def lint_lines(lines: Iterable[str], where: str = "") -> list[str]:
    """Every problem in a sequence of lines, including a line repeated at once."""
    out: list[str] = []
    before = None
    for i, line in enumerate(lines):
        for p in problems(line):
            out.append(f"{where}line {i}: {p}: {line!r}")
        if line == before:
            out.append(f"{where}line {i}: the same line twice in a row: {line!r}")
        before = line
    return out
