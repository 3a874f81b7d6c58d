"""Final scoring: each share is worth the value in its company's track-length row, in the column of the
holder's influence rank; zero influence scores zero."""
from __future__ import annotations

from domain.core.rules import State
from domain.mini_express.content import companies, tables
from domain.mini_express.state import level

FIRST, SECOND, OTHER = 0, 1, 2


def columns(influences: list[int], head_to_head: bool) -> list[int]:
    """The share-value column of each seat. With 3+ players ties for first all take '1st' and nobody takes
    '2nd'; a lone first leaves '2nd' to everyone tied next. Two-sided games (solo, experts) ignore '1st':
    the higher takes '2nd', the lower 'Other', a tie both '2nd'."""
    top = max(influences)
    if head_to_head:
        return [SECOND if value == top else OTHER for value in influences]
    if influences.count(top) > 1:
        return [FIRST if value == top else OTHER for value in influences]
    rest = [value for value in influences if value != top]
    second = max(rest) if rest else None
    return [FIRST if value == top else SECOND if value == second else OTHER for value in influences]


def share_value(track: int, column: int) -> int:
    return tables()["share_values"]["by_track_length"][track][column]


def company_values(state: State, company: str) -> list[int]:
    """What one share of `company` is worth to each seat."""
    influences = [player["influence"][company] for player in state["players"]]
    head_to_head = state["mode"] in ("solo", "expert")
    track = state["companies"][company]["track"]
    rules = level(state)
    automa = state["automa"]
    values = []
    for seat, column in enumerate(columns(influences, head_to_head)):
        influence = influences[seat]
        void = influence == 0
        if state["mode"] == "solo" and seat != automa:
            floor = rules["player_shares_void_at_or_below"]
            void = void or (floor is not None and influence <= floor)
            void = void or (rules["player_shares_void_below_automa"] and influence < influences[automa])
        values.append(0 if void else share_value(track, column))
    return values


def final_scores(state: State) -> list[int]:
    scores = [0] * len(state["players"])
    for company in companies():
        for seat, value in enumerate(company_values(state, company)):
            scores[seat] += value * state["players"][seat]["shares"][company]
    return scores


def winners(state: State, scores: list[int]) -> list[int]:
    """Most points; ties to fewer shares, then the seat nearer the start player in turn order.
    Solo: the automa wins a tie on points."""
    best = max(scores)
    tied = [seat for seat in state["order"] if scores[seat] == best]
    if state["mode"] == "solo" and state["automa"] in tied:
        return [state["automa"]]
    return [min(tied, key=lambda seat: (sum(state["players"][seat]["shares"].values()), state["order"].index(seat)))]


def result(state: State, reason: str) -> dict:
    scores = final_scores(state)
    return {"scores": scores, "winners": winners(state, scores), "reason": reason}
