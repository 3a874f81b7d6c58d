"""The solo game's bookkeeping that follows from facts (evolve side): Gulliver's companies and
the bureaucracy train he receives instead of the depot (rulebook, solo step E). Deterministic:
the rulebook's tie-breaks leave nothing to chance here."""
from __future__ import annotations

from domain.core.rules import NextState, played_since
from domain.lilliput import content
from domain.lilliput.state import directed, train_limit

LOWEST_CARD_FIRST_SINCE = 9
"""Rules version 9: on a tie in trains, the bureaucracy train goes to the company holding the lowest
train card ("společnosti s nejnižší hodnotou karty vlaku"); version 8 and older compared the most
valuable cards first."""

LOWEST_CARD_ONLY_SINCE = 10
"""Rules version 10: when the lowest cards are alike the train goes to Gulliver's starting company ("Pokud
stále panuje remíza, je karta vlaku přidělena počáteční Gulliverově společnosti"); version 9 let the
next lowest card decide."""


def gulliver_companies(state: dict) -> list[str]:
    """Gulliver's companies, his first (a starting company) before the one he founds later."""
    if state["automa"] is None:
        return []
    return sorted(directed(state, state["automa"]), key=lambda c: not content.companies()[c]["starting"])


CARD_SERIES = ("s", "", "u")  # the starting cards, the deck's, the unlimited type's issued after it (state.py)


def card_rank(train: str) -> tuple[int, int, int]:
    """A train card's number: its type's place in table 6 (2 < 3 < 4 < 5 < 3D < 4D), then its series
    in the order the cards enter the game, then its number as a number (#9 before #10)."""
    kind, card = train.split("#")
    series = card.rstrip("0123456789")
    return list(content.train_types()).index(kind), CARD_SERIES.index(series), int(card[len(series):])


def _value(state: dict, trains: list[str]) -> list[int]:
    """Compares companies' trains by their lowest card only (version 9: then the next lowest; version 8
    and older: the most valuable first)."""
    ranks = sorted(card_rank(t)[0] for t in trains)
    if played_since(state, LOWEST_CARD_ONLY_SINCE):
        return ranks[:1]
    return ranks if played_since(state, LOWEST_CARD_FIRST_SINCE) else ranks[::-1]


def give_train(state: NextState, train: str) -> None:
    """The company with fewer trains gets it, then the one holding the lowest train card, then his
    starting company; at the train limit its lowest-numbered train rusts first to make room."""
    companies = gulliver_companies(state)
    company = min(companies, key=lambda c: (len(state["companies"][c]["trains"]),
                                            _value(state, state["companies"][c]["trains"]), companies.index(c)))
    limit = train_limit(state)
    if limit is not None and len(state["companies"][company]["trains"]) >= limit:
        _discard_lowest(state, company)
    state.own("companies", company, "trains").append(train)


def discard_over_limit(state: NextState) -> None:
    """After a phase change Gulliver's companies discard their lowest-numbered trains down to the
    limit (out of the game); they never return trains to the depot."""
    limit = train_limit(state)
    for company in gulliver_companies(state):
        while limit is not None and len(state["companies"][company]["trains"]) > limit:
            _discard_lowest(state, company)


def _discard_lowest(state: NextState, company: str) -> None:
    trains = state.own("companies", company, "trains")
    lowest = min(trains, key=card_rank)
    trains.remove(lowest)
    state["rusted"] = [*state["rusted"], lowest]
