"""evolve: the state one fact makes, sharing what the fact leaves alone. Never validates, never draws."""
from __future__ import annotations

from domain.core.rules import NextState, with_recorded_version
from domain.lilliput import content, flow, market
from domain.lilliput.state import (
    better_offers,
    initial_state,
    is_last_round,
    offers_bounded,
    over_train_limit,
    train_type,
)


def apply(state: dict | None, event) -> dict:
    if event.type == "game_set_up":
        return with_recorded_version(
            initial_state(event.data["players"], event.data["options"], event.data.get("automa"), event.data),
            event.data)
    # Handlers edit nested lists and dicts only through `own`: the state before stays as it was.
    state = NextState(state)
    HANDLERS[event.type](state, event.data)
    return state.made()


def _new_company(state: NextState, company: str, seat: int, field: list, treasury: int) -> None:
    state.own("companies")[company] = {"president": seat, "treasury": treasury, "trains": [],
                                       "pool": content.company_rules()["shares"]["pool_shares"], "price": None}
    market.place(state, company, field)


def _put_token(state: NextState, company: str, sq: str) -> None:
    state.own("board", sq, "tokens").append(company)


def _close_action(state: NextState) -> bool:
    """The action card is used up; False when there is none (Gulliver's turn in the solo game)."""
    if state["action"] is None:
        return False
    state.own("action")["open"] = False
    return True


def company_picked(state: NextState, data: dict) -> None:
    info = content.companies()[data["company"]]
    seat = data["seat"]
    # Gulliver's first company gets no starting capital (solo setup): its event names the treasury.
    _new_company(state, data["company"], seat, market.field_of(info["par"]), data.get("treasury", info["treasury"]))
    starts, state["start_trains"] = state["start_trains"][:info["start_trains"]], \
        state["start_trains"][info["start_trains"]:]
    state.own("companies", data["company"])["trains"] = starts
    state.own("seats", seat)["cash"] = info["owner_cash"]
    state.own("board")[data["square"]] = {"tile": data["tile"], "rotation": data["rotation"], "tokens": [],
                                          "home": data["company"]}
    state.own("supply")[data["tile"]] -= 1
    _put_token(state, data["company"], data["square"])
    _next_pick(state)


def character_picked(state: NextState, data: dict) -> None:
    seat = state.own("seats", data["seat"])
    seat["characters"] = [*seat["characters"], data["character"]]
    seat["character_tiles"] = seat["character_tiles"] + content.characters()[data["character"]]["tiles"]
    state.own("characters").remove(data["character"])
    _next_pick(state)


def _next_pick(state: NextState) -> None:
    draft = state.own("draft")
    draft["index"] += 1
    if draft["index"] >= len(draft["order"]):
        state["characters"] = []  # the characters nobody chose leave the game
        state["start_trains"] = []
        # Laputa: the tiles in the colours of companies nobody took leave the game too
        in_play = {None, *state["companies"]}
        state["supply"] = {tid: n for tid, n in state["supply"].items() if content.tiles()[tid]["company"] in in_play}
        flow.start_round(state)


def round_bonus(state: NextState, data: dict) -> None:
    state.own("seats", data["seat"])["cash"] += data["private"]
    for company, amount in data["split"].items():
        state.own("companies", company)["treasury"] += amount
    flow.end_bonus(state)


def card_taken(state: NextState, data: dict) -> None:
    if data["copied"]:
        state.own("seats", data["seat"])["dimens_land"] -= 1
    else:
        state.own("used_cards").append(data["card"])
    action = content.cards()[data["card"]]["actions"][data["action"]]
    state["action"] = {"card": data["card"], "action": data["action"], "kind": action["kind"],
                       "lays": list(action.get("tiles", [])), "trains": action.get("count", 0),
                       "open": action["kind"] in ("shares", "token", "fund"), "sold": [],
                       "founded": None, "character_laid": False}
    if better_offers(state):  # rules version 7: the highest price declined for each train this action
        state["action"]["declined_prices"] = {}
    elif offers_bounded(state):  # rules version 6: the trains whose offer was declined this action
        state["action"]["declined"] = []
    if action["kind"] == "cash":
        state.own("seats", data["seat"])["cash"] += action["amount"]


def tile_laid(state: NextState, data: dict) -> None:
    sq = data["square"]
    old = state["board"].get(sq)
    if old is not None and old["tile"] in state["supply"]:
        state.own("supply")[old["tile"]] += 1
    tokens = old["tokens"] if old else []
    state.own("board")[sq] = {"tile": data["tile"], "rotation": data["rotation"], "tokens": tokens,
                              "home": old["home"] if old else None}
    state.own("companies", data["company"])["treasury"] -= data["cost"]
    if state["action"] is None:  # Gulliver lays outside any action card (solo game)
        state.own("supply")[data["tile"]] -= 1
    elif data["slot"] is None:
        state.own("seats", data["seat"], "character_tiles").remove(data["tile"])
        state.own("action")["character_laid"] = True
    else:
        state.own("supply")[data["tile"]] -= 1
        action = state.own("action")
        action["lays"] = action["lays"][:data["slot"]] + action["lays"][data["slot"] + 1:]


def shares_sold(state: NextState, data: dict) -> None:
    company = data["company"]
    state.own("seats", data["seat"])["cash"] += data["proceeds"]
    shares = state.own("seats", data["seat"], "shares")
    shares[company] -= data["count"]
    if not shares[company]:
        del shares[company]
    state.own("companies", company)["pool"] += data["count"]
    market.move(state, company, "sale", data["count"])
    action = state.own("action")
    action["sold"] = sorted(set(action["sold"]) | {company})


def share_bought(state: NextState, data: dict) -> None:
    state.own("seats", data["seat"])["cash"] -= data["price"]
    shares = state.own("seats", data["seat"], "shares")
    shares[data["company"]] = shares.get(data["company"], 0) + 1
    state.own("companies", data["company"])["pool"] -= 1
    _close_action(state)


def company_founded(state: NextState, data: dict) -> None:
    shares = content.company_rules()["shares"]
    par = market.value(data["field"])
    _new_company(state, data["company"], data["seat"], data["field"], par * shares["founding_treasury"])
    state.own("seats", data["seat"])["cash"] -= par * shares["founding_payment"]
    _put_token(state, data["company"], data["square"])
    if _close_action(state):
        state.own("action")["founded"] = data["company"]


def train_offered(state: NextState, data: dict) -> None:
    state["offer"] = dict(data)


def offer_declined(state: NextState, data: dict) -> None:
    offer = state["offer"]
    action = None if state["action"] is None else state.own("action")
    if action is not None and better_offers(state):  # rules version 7: only a higher price may follow
        action["declined_prices"] = {**action["declined_prices"], offer["train"]: offer["price"]}
    elif action is not None and offers_bounded(state):  # rules version 6: not to be asked for again
        action["declined"] = [*action["declined"], offer["train"]]
    state["offer"] = None


def train_bought(state: NextState, data: dict) -> None:
    source = data["source"]
    if source == "bank":
        train = flow.take_from_deck(state)
    elif source == "depot":
        train = data["train"]
        state.own("depot").remove(train)
    else:
        train = data["train"]
        state.own("companies", data["seller"], "trains").remove(train)
        state.own("companies", data["seller"])["treasury"] += data["price"]
    state.own("companies", data["company"], "trains").append(train)
    flow.advance_phase(state, train_type(train)["phase"])
    buyer = state.own("companies", data["company"])
    buyer["treasury"] -= data["price"] - data["director_paid"]
    if data["director_paid"]:
        state.own("seats", buyer["president"])["cash"] -= data["director_paid"]
    state["offer"] = None
    if data["context"] == "action":
        state.own("action")["trains"] -= 1
    elif data["context"] == "founding":
        state.own("action")["founded"] = None
    else:
        flow.next_company(state)


def train_returned(state: NextState, data: dict) -> None:
    state.own("companies", data["company"], "trains").remove(data["train"])
    state.own("depot").append(data["train"])
    state["returns_due"] = [c for c in state["returns_due"] if over_train_limit(state, c)]


def token_placed(state: NextState, data: dict) -> None:
    _put_token(state, data["company"], data["square"])
    state.own("companies", data["company"])["treasury"] -= data["cost"]
    _close_action(state)


def companies_funded(state: NextState, data: dict) -> None:
    for company, amount in data["split"].items():
        state.own("companies", company)["treasury"] += amount
    state.own("action")["open"] = False


def flimnap_exchanged(state: NextState, data: dict) -> None:
    seat = state.own("seats", data["seat"])
    seat["cash"] += data["amount"]
    # the Treasurer's card and his tile leave; a second character (2-player variant) stays
    treasurer = next(c for c in seat["characters"] if "exchange_per_round" in content.characters()[c]["ability"])
    seat["characters"] = [c for c in seat["characters"] if c != treasurer]
    seat["character_tiles"] = [t for t in seat["character_tiles"] if t not in content.characters()[treasurer]["tiles"]]


def turn_ended(state: NextState, data: dict) -> None:
    flow.end_turn(state)


def routes_run(state: NextState, data: dict) -> None:
    state.own("operating").update(step="dividend", income=data["income"], routes=data["routes"])
    # mines pay the treasury, not the income (logs from before the scenario tiles carry no mines)
    state.own("companies", data["company"])["treasury"] += sum(m["amount"] for m in data.get("mines", []))


def dividend_paid(state: NextState, data: dict) -> None:
    for seat, amount in data["payouts"].items():
        state.own("seats", int(seat))["cash"] += amount
    # Brobdingnag's company half; logs written before the variants carry no such part
    state.own("companies", data["company"])["treasury"] += data.get("retained", 0)
    state.own("last_income")[data["company"]] = data["income"]
    if data["income"]:
        steps = content.game()["final_round"]["price_steps"] if is_last_round(state) else 1
        market.move(state, data["company"], "pay", steps)
    flow.next_company(state)


def income_withheld(state: NextState, data: dict) -> None:
    state.own("companies", data["company"])["treasury"] += data["income"]
    state.own("last_income")[data["company"]] = data["income"]
    market.move(state, data["company"], "withhold")
    if state["depot"] and not is_last_round(state):
        state.own("operating")["step"] = "depot"
    else:
        flow.next_company(state)


def depot_skipped(state: NextState, data: dict) -> None:
    flow.next_company(state)


HANDLERS = {
    "company_picked": company_picked,
    "character_picked": character_picked,
    "round_bonus": round_bonus,
    "card_taken": card_taken,
    "tile_laid": tile_laid,
    "shares_sold": shares_sold,
    "share_bought": share_bought,
    "company_founded": company_founded,
    "train_offered": train_offered,
    "offer_declined": offer_declined,
    "train_bought": train_bought,
    "train_returned": train_returned,
    "token_placed": token_placed,
    "companies_funded": companies_funded,
    "flimnap_exchanged": flimnap_exchanged,
    "turn_ended": turn_ended,
    "routes_run": routes_run,
    "dividend_paid": dividend_paid,
    "income_withheld": income_withheld,
    "depot_skipped": depot_skipped,
}
