"""Small helpers for the sentences players read (log lines and hover reasons)."""
from __future__ import annotations


def a_or_an(noun: str, capital: bool = False) -> str:
    """The noun with its article: 'a Gate', 'an Acid Pond' ('An Acid Pond' with `capital`);
    a plural name takes none ('Spikes')."""
    if noun.endswith("s") and not noun.endswith("ss"):
        return noun
    article = "an" if noun[:1].lower() in "aeiou" else "a"
    return f"{article.capitalize() if capital else article} {noun}"
