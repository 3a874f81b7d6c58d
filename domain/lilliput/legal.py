"""legal_commands: every concrete command the acting seat may send now. Each candidate goes
through the same validation as decide, so the list and decide never disagree."""
from __future__ import annotations

from domain.core import ranges
from domain.core.rules import RuleViolation
from domain.lilliput import actions, board, content, market
from domain.lilliput.state import (
    acting_seat,
    better_offers,
    directed,
    has_ability,
    is_obsolete,
    split_step,
    train_type,
    variant,
)


def _cmd(kind: str, **data) -> dict:
    return {"type": kind, "data": data}


def _valid(state, seat, commands: list[dict]) -> list[dict]:
    out = []
    for command in commands:
        try:
            actions.HANDLERS[command["type"]](state, seat, command["data"])
        except RuleViolation:
            continue
        out.append(command)
    return out


FUND_STEP = 10  # the fund action's parts before rules version 9 (and the steps its splits are listed in)


def _split_commands(kind: str, companies: list[str], total: int, listed: int, step: int, **data) -> list[dict]:
    """The money to one company, or to two in `listed` steps; where `step` is smaller (£1, rules version
    9) each two-company split carries the range of every whole pound from £1 to the total less £1."""
    out = [_cmd(kind, **data, split=[{"company": c, "amount": total}]) for c in companies]
    for i, a in enumerate(companies):
        for b in companies[i + 1:]:
            for x in range(listed, total, listed):
                command = _cmd(kind, **data, split=[{"company": a, "amount": x}, {"company": b, "amount": total - x}])
                out.append(ranges.ranged(command, "/split/0/amount", step, total - step, "/split/1/amount")
                           if step < listed else command)
    return out


def legal_commands(state: dict, seat: int) -> list[dict]:
    if seat != acting_seat(state):
        return []
    if state["returns_due"]:
        company = state["returns_due"][0]
        return [_cmd("return_train", company=company, train=t) for t in state["companies"][company]["trains"]]
    if state["offer"] is not None:
        return [_cmd("accept_offer"), _cmd("decline_offer")]
    stage = state["stage"]
    if stage == "draft":
        return _valid(state, seat, _draft(state))
    if stage == "bonus":
        bonus = has_ability(state, seat, "round_bonus")
        return [_cmd("round_bonus", to="private", split=[])] + _split_commands(
            "round_bonus", directed(state, seat), bonus["companies"], bonus["step"], split_step(state, bonus["step"]),
            to="companies")
    if stage == "operating":
        return _operating(state, seat)
    return _actions(state, seat)


def _draft(state) -> list[dict]:
    out = [_cmd("pick_character", character=c) for c in state["characters"]]
    for company, info in content.companies().items():
        if not info["starting"]:
            continue
        for side in board.EDGE_NAMES:
            for tile in content.home_tiles(info["home_kind"], variant(state)):
                out += [_cmd("pick_company", company=company, side=side, tile=tile, rotation=r)
                        for r in board.distinct_rotations(tile)]
    return out


def _operating(state, seat) -> list[dict]:
    operating = state["operating"]
    company = operating["order"][operating["index"]]
    step = operating["step"]
    if step == "run":
        return [_cmd("best_routes", company=company)]
    if step == "dividend":
        return _valid(state, seat, [_cmd("pay_out", company=company), _cmd("withhold", company=company)])
    return _valid(state, seat, [_cmd("buy_train", company=company, source="depot", train=t, seller=None, price=None)
                                for t in sorted(set(state["depot"]))] + _returns(state, [company])
                  + [_cmd("skip_depot", company=company)])


def _returns(state, companies) -> list[dict]:
    return [_cmd("return_train", company=c, train=t) for c in companies
            for t in state["companies"][c]["trains"] if is_obsolete(state, t)]


def _actions(state, seat) -> list[dict]:
    """The action stage's commands, in a fixed order; lays are checked as they are listed."""
    mine = directed(state, seat)
    out = [_cmd("exchange_flimnap")] + _returns(state, mine)
    action = state["action"]
    if action is None:
        free = [c for c in state["cards"] if c not in state["used_cards"]]
        out += [_cmd("take_card", card=c, action=a) for c in free for a in (0, 1)]
        out += [_cmd("copy_card", card=c, action=a) for c in sorted(set(state["used_cards"])) for a in (0, 1)]
        return _valid(state, seat, out)
    out = _valid(state, seat, [*out, _cmd("end_turn")])
    if not action["character_laid"]:
        out += _lays(state, seat, mine, state["seats"][seat]["character_tiles"], True)
    kind = action["kind"]
    more: list[dict] = []
    if kind == "lay" and action["lays"]:
        colours = {c for slot in action["lays"] for c in slot}
        tiles = [t for t, n in state["supply"].items() if n > 0 and content.tiles()[t]["colour"] in colours]
        out += _lays(state, seat, mine, tiles, False)
    elif kind == "shares" and action["open"]:
        more = _shares(state, seat)
    elif kind == "trains" and action["trains"]:
        more = _train_purchases(state, mine)
    elif kind == "token" and action["open"]:
        more = [_cmd("place_token", company=c, square=sq) for c in mine
                for sq in sorted(board.reachable_centres(state, c), key=board.coords)]
    elif kind == "fund" and action["open"]:
        total = content.phases()[state["phase"]]["fund"]
        more = _split_commands("fund_companies", mine, total, FUND_STEP, split_step(state, FUND_STEP))
    if action["founded"]:
        more += [_cmd("buy_train", company=action["founded"], source="depot", train=t, seller=None, price=None)
                 for t in sorted(set(state["depot"]))]
    return out + _valid(state, seat, more)


def _lays(state, seat, companies, tiles, character: bool) -> list[dict]:
    """Lays that pass the rules (decide's own checks: actions.tile_problem once per kind of tile, then
    actions.placement_cost); tile kinds are tried once each (a hand may hold two alike), and tiles a
    square's old tile rules out skip the rotations."""
    kind = "lay_character_tile" if character else "lay_tile"
    out = []
    for company in companies:
        layable = [tile for tile in sorted(set(tiles)) if _layable(state, seat, company, tile, character)]
        reached = board.reach(state, company)
        for sq in board.candidate_squares(state, company, reached):
            old = board.tile_at(state, sq)
            for tile in layable:
                if board.square_error(old, content.tiles()[tile]):
                    continue
                for rotation in board.distinct_rotations(tile):
                    data = {"company": company, "tile": tile, "square": sq, "rotation": rotation}
                    try:
                        actions.placement_cost(state, seat, data, reached)
                    except RuleViolation:
                        continue
                    out.append({"type": kind, "data": data})
    return out


def _layable(state, seat, company, tile, character: bool) -> bool:
    try:
        actions.tile_problem(state, seat, company, tile, character)
    except RuleViolation:
        return False
    return True


def _shares(state, seat) -> list[dict]:
    out = [_cmd("sell_shares", company=c, count=n) for c, held in sorted(state["seats"][seat]["shares"].items())
           for n in range(1, held + 1)]
    out += [_cmd("buy_share", company=c) for c in sorted(state["companies"])]
    cities = sorted(sq for sq, placed in state["board"].items() if board.info(placed)["slots"] > len(placed["tokens"]))
    free_prices = sorted({v for values in content.market_rows().values() for v in values
                          if market.key(market.field_of(v)) not in state["market"]})
    for company, info in content.companies().items():
        if info["starting"] or company in state["companies"]:
            continue
        out += [_cmd("found_company", company=company, price=p, square=sq) for p in free_prices for sq in cities]
    return out


def _train_purchases(state, mine) -> list[dict]:
    """Bank trains, and trains of other companies at £1, half and full face value, each with the range
    of every price decide accepts: from £1 (£1 above the price declined for it this action, rules
    version 7) to the buyer's treasury. A train whose three are all declined is no longer listed (a
    bounded list: random play's offers end), though a higher offer is still taken."""
    out = [_cmd("buy_train", company=c, source="bank", train=None, seller=None, price=None) for c in mine]
    declined = state["action"]["declined_prices"] if better_offers(state) else {}
    for buyer in mine:
        treasury = state["companies"][buyer]["treasury"]
        for seller, company in sorted(state["companies"].items()):
            if seller == buyer:
                continue
            for train in sorted(set(company["trains"])):
                face, low = train_type(train)["price"], declined.get(train, 0) + 1
                prices = sorted({p for p in (1, face // 2, face) if low <= p <= treasury})
                out += [ranges.ranged(_cmd("buy_train", company=buyer, source="company", train=train, seller=seller,
                                           price=p), "/price", low, treasury) for p in prices]
    return out
