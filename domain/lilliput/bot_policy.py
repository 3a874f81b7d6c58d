"""What 18 Lilliput's bots know of the game beyond its rules: which commands are worth searching in a
position (the search's move pruning) and what a company's income is worth over the rounds left (the
evaluation at the search's cut-off). Without it the search, scoring positions by cash and share
values only, saw no worth in a train bought or a city connected (a company's treasury counts for
nothing at the end) and lost every solo game to Gulliver, who is given a train every round."""
from __future__ import annotations

from domain.core.canonical import canonical_json
from domain.lilliput import board, content, routes
from domain.lilliput.state import price, share_count

LAYS_SEARCHED = 6
"""Tile lays searched in a position: the likeliest to add income (cities first, near the company's
stations); a lay action offers up to a hundred, which a search of a few hundred nodes cannot compare."""

TREASURY_WORTH = 0.1
"""A pound in a company's treasury, to its director, per tenth held: it buys trains later, but only
spent does it earn (a tie-break against spending for nothing)."""

PRICE_STEP = 10
"""About what a share gains with each payout (one field right on the market)."""

COMPANY_ORDER = ("LNR", "MR", "GVR", "SR")
"""The starting company the bot picks, first free: LNR's second 2-train doubles the early income."""

CHARACTER_ORDER = ("flimnap", "balmuff", "skyresh", "golbasto", "limnoc")
"""The character the bot picks, first free: Flimnap's exchange in the last round is £80 of cash."""


def income(state: dict, company: str) -> int:
    """The company's best income with the trains and track it has now (memoised in routes.py: a search
    meets the same board and trains again and again)."""
    return routes.income(state, company) if state["companies"][company]["trains"] else 0


def payouts_left(state: dict, company: str) -> int:
    """Payouts still to come for the company, the last round's counting twice (it is doubled)."""
    if state["stage"] == "finished":
        return 0
    later = state["rounds"] - state["round"]
    pending = pays_this_round(state, company)
    total = later + (1 if pending else 0)
    last_pending = later > 0 or pending
    return total + (1 if last_pending else 0)


def pays_this_round(state: dict, company: str) -> bool:
    """Whether the company's payout of this round is still to come."""
    operating = state["operating"]
    if state["stage"] != "operating" or company not in operating["order"]:
        return True
    at = operating["order"].index(company)
    return at > operating["index"] or (at == operating["index"] and operating["step"] in ("run", "dividend"))


def future_worth(state: dict, seat: int, running: dict | None = None) -> float:
    """What the seat's shares will still earn: its part of each company's present income (with the
    trains of `running`, by default `state`) for every payout left, the price's rise with them, and a
    little for the treasuries it directs."""
    running = running or state
    worth = 0.0
    for company, placed in state["companies"].items():
        held = share_count(state, seat, company)
        if not held:
            continue
        payouts = payouts_left(state, company)
        earned = income(running, company)
        worth += held / 10 * earned * payouts
        if earned:
            worth += held * min(max(0, 150 - price(state, company)), PRICE_STEP * payouts)
        if placed["president"] == seat:
            worth += TREASURY_WORTH * placed["treasury"] * held / 10
    return worth


def candidates(state: dict, seat: int, legal: list[dict]) -> list[dict]:
    """The legal commands worth searching (never none: all of them if the rules below leave none)."""
    kept = [command for command in legal if _worth_trying(state, seat, command)]
    kept = _fewer_lays(state, kept)
    kept = _fewer_picks(kept)
    return kept or legal


def _worth_trying(state: dict, seat: int, command: dict) -> bool:
    kind, data = command["type"], command["data"]
    if kind == "exchange_flimnap":  # worth £10 a round: only in the last
        return state["round"] == state["rounds"]
    if kind == "return_train":  # an obsolete train still earns half; only the limit forces one back
        return bool(state["returns_due"])
    if kind == "buy_train":
        return data["source"] != "company"
    if kind == "sell_shares":  # the price drops a field a share: the bot holds its shares
        return False
    if kind == "found_company":
        return _good_founding(state, seat, data)
    return True


def _good_founding(state: dict, seat: int, data: dict) -> bool:
    """The highest par the seat can pay, on a city its companies reach (or any, if none)."""
    cash = state["seats"][seat]["cash"]
    payment = content.company_rules()["shares"]["founding_payment"]
    free = [v for values in content.market_rows().values() for v in values if v * payment <= cash]
    return bool(free) and data["price"] == max(free) and data["company"] == min(
        c for c, info in content.companies().items() if not info["starting"] and c not in state["companies"])


def _fewer_lays(state: dict, commands: list[dict]) -> list[dict]:
    lays = [c for c in commands if c["type"] == "lay_tile"]
    if len(lays) <= LAYS_SEARCHED:
        return commands
    stations = {company: board.company_token_squares(state, company) for company in {c["data"]["company"]
                                                                                  for c in lays}}
    ranked = sorted(lays, key=lambda c: _lay_rank(state, c["data"], stations[c["data"]["company"]]))
    best = {canonical_json(c) for c in ranked[:LAYS_SEARCHED]}
    return [c for c in commands if c["type"] != "lay_tile" or canonical_json(c) in best]


def _lay_rank(state: dict, data: dict, stations: list[str]) -> tuple:
    """Smaller first: city upgrades, new cities, then plain track; nearer the company's stations."""
    tile = content.tiles()[data["tile"]]
    upgrade = data["square"] in state["board"]
    kind = 0 if tile["kind"] in ("city", "ycity") and upgrade else 1 if tile["kind"] in ("city", "ycity") else 2
    x, y = board.coords(data["square"])
    near = min((abs(x - sx) + abs(y - sy) for sx, sy in map(board.coords, stations)), default=0)
    return kind, near, data["square"], data["tile"], data["rotation"]


def _fewer_picks(commands: list[dict]) -> list[dict]:
    """In the draft: one placement of the preferred company, the preferred character."""
    companies = [c for c in commands if c["type"] == "pick_company"]
    characters = [c for c in commands if c["type"] == "pick_character"]
    out = [c for c in commands if c["type"] not in ("pick_company", "pick_character")]
    if companies:
        free = {c["data"]["company"] for c in companies}
        chosen = next((company for company in COMPANY_ORDER if company in free), None)
        out.append(next(c for c in companies if c["data"]["company"] == chosen) if chosen else companies[0])
    if characters:
        free = {c["data"]["character"] for c in characters}
        chosen = next((character for character in CHARACTER_ORDER if character in free), None)
        out.append(next(c for c in characters if c["data"]["character"] == chosen) if chosen else characters[0])
    return out
