"""The Rial leak check: no view or event names a face-down card or a pile's order."""
from __future__ import annotations

import json


def rial_leaks(rules, viewer, text: str) -> list[str]:
    """Face-down squares shown as anything but '?', or a pile's cards listed."""
    found = []
    try:
        data, end = json.JSONDecoder().raw_decode(text)
    except ValueError:
        data, end = {}, 0
    events = text[end:]
    cards = data.get("cards") if isinstance(data, dict) else None
    if cards is not None:
        for sq, card in rules.state.cards.items():
            if not card.up and cards[sq] != "?":
                found.append(f"face-down {rules.layout.label(sq)} shown as {cards[sq]}")
    for pile in ("chance_pile", "item_pile", "chest_pile"):
        if pile in text:
            found.append(pile)
    for sq, card in rules.state.cards.items():
        if not card.up and f'"square": {sq},' in events and card.kind in events and \
                f'"card": "{card.kind}' in events:
            found.append(f"an event names the face-down card at {rules.layout.label(sq)}")
    order = [json.dumps(rules.state.chance_pile[:3]), json.dumps(rules.state.chest_pile[:4])]
    found += [f"pile order {o}" for o in order if len(o) > 12 and o in text]
    return found
