"""The two actions, shared by players and the automa: take a share, build track.

Every change goes through an event folded at once into a working state (`Batch`), so each step sees
the effects of the steps before it (a compensation that empties the stock sells the company out)."""
from __future__ import annotations

from domain.core.rules import RuleViolation, State
from domain.mini_express import variants
from domain.mini_express.batch import Batch, Choose
from domain.mini_express.board import board_of, capacity, companies_in
from domain.mini_express.content import companies, tables


def share_price(state: State, company: str) -> int:
    """One influence per train on the company's space of the asset board."""
    return state["companies"][company]["trains"]


def refill(state: State, company: str, up_to: int | None = None) -> int:
    """Trains a share purchase adds: 3 (or up to `up_to`), never above 5 nor more than the stock holds."""
    t = tables()["trains"]
    c = state["companies"][company]
    wanted = t["share_purchase"] if up_to is None else max(0, up_to - c["trains"])
    return max(0, min(wanted, t["asset_board_max"] - c["trains"], c["stock"]))


def take_share(b: Batch, seat: int, company: str, *, paid: int, up_to: int | None = None, influence: int = 0) -> None:
    b.emit("share_taken", {"seat": seat, "company": company, "paid": paid,
                           "trains": refill(b.state, company, up_to), "influence": influence}, seat)
    check_sold_out(b)


def build(b: Batch, seat: int, company: str, city: str, path: list[str], choose: Choose, *,
          automa: bool = False, compensation_limit: int | None = None) -> None:
    """Build along `path` (landscape spaces, already checked to be a shortest route) into `city`."""
    before = b.state
    bd = board_of(before)
    city_cell = bd.cities[city].cell
    first_track = not companies_in(before, city_cell)
    affected: dict[str, int] = {}
    for cell in [*path, city_cell]:
        for other in companies_in(before, cell):
            affected[other] = affected.get(other, 0) + 1
    track = before["companies"][company]["track"]
    gain = min(len(path), tables()["track_max"] - track)
    b.emit("track_built", {"seat": seat, "company": company, "city": city, "path": list(path), "track": gain}, seat)
    for other in companies():
        if other in affected:
            _compensate(b, other, affected[other], compensation_limit)
    token = tables()["demand_tokens"][before["demand"][city]]
    b.emit("influence_gained", {"seat": seat, "gains": influence_gains(token, automa, choose)}, seat)
    if first_track and "wild" in token:
        variants.port_event(b, token[0], choose)
    present = companies_in(b.state, city_cell)
    if city in b.state["demand"] and len(present) >= capacity(b.state, city):
        b.emit("demand_removed", {"city": city})
    variants.golden_spike_after_build(b, before, company, city, path, choose)
    check_sold_out(b)


def _compensate(b: Batch, company: str, spaces: int, limit: int | None) -> None:
    """One train per space shared, while the asset board holds fewer than 5 and the stock has any
    (at 'normal' and above, none for the automa's builds once the company has `limit` trains)."""
    c = b.state["companies"][company]
    cap = tables()["trains"]["asset_board_max"] if limit is None else min(limit, tables()["trains"]["asset_board_max"])
    given = max(0, min(spaces, cap - c["trains"], c["stock"]))
    if given:
        b.emit("compensated", {"company": company, "trains": given})


def influence_gains(token: list[str], automa: bool, choose: Choose) -> dict[str, int]:
    """Two colours: +1 each; one colour twice: +2; colour and wild: +1 there and +1 in another company
    of the builder's choice (the automa instead gains 1 in all four companies)."""
    if "wild" in token:
        if automa:
            return dict.fromkeys(companies(), 1)
        other = choose("wild", [c for c in companies() if c != token[0]])
        return {token[0]: 1, other: 1}
    gains: dict[str, int] = {}
    for company in token:
        gains[company] = gains.get(company, 0) + 1
    return gains


def check_sold_out(b: Batch) -> None:
    """A company whose stock has run out of trains is sold out at once: its remaining shares leave."""
    for company in companies():
        c = b.state["companies"][company]
        if c["stock"] == 0 and c["shares"] > 0:
            b.emit("sold_out", {"company": company})


def need(condition: bool, code: str, message: str, **details) -> None:
    if not condition:
        raise RuleViolation(f"mini_express.{code}", message, **details)
