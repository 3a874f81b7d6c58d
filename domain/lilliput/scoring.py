"""Final score: private cash + the value of every share held + unused Dimen's Land cards."""
from __future__ import annotations

from domain.lilliput import content
from domain.lilliput.state import price, share_count


def score(state: dict, seat: int) -> int:
    shares = sum(share_count(state, seat, company) * price(state, company) for company in state["companies"])
    unused = state["seats"][seat]["dimens_land"] * content.load("cards")["dimens_land"]["final_value"]
    return state["seats"][seat]["cash"] + shares + unused


def scores(state: dict) -> list[int]:
    return [score(state, seat) for seat in range(state["players"])]


def winners(state: dict) -> list[int]:
    all_scores = scores(state)
    return [seat for seat, value in enumerate(all_scores) if value == max(all_scores)]
