"""A fork's re-deal (docs/table.md, Forks): what a spectator could not see of the game so far is dealt
again, as a bot determinises the spectator's view: the cards others are known to hold (taken face up
and not paid for a route since) stay in their hands, the face-up row and the discard pile stay; every
other train card is shuffled to the hands (each keeps its count) and the deck, and every ticket to the
seats' tickets and offers (each keeps its counts) and the ticket deck."""
from __future__ import annotations

from domain.core.rng import Rng
from domain.core.rules import Event, State
from domain.ticket_to_ride import bot, view


def redeal(state: State, events: list[Event], rng: Rng) -> list[Event]:
    if state["phase"] == "finished":  # the final scoring showed everything: nothing is hidden
        return []
    seen = view.view(state, None)
    history = [shown for shown in (view.redact(event, None) for event in events) if shown is not None]
    world = bot.resample(bot.known_world(seen, history), seen, rng)
    players = world["players"]
    return [Event("redealt", {
        "hands": [player["hand"] for player in players],
        "tickets_held": [player["tickets"] for player in players],
        "offers": [player["offer"] for player in players],
        "deck": world["deck"],
        "ticket_deck": world["ticket_deck"],
    })]
