"""evolve: apply one fact to a copy of the state. Never validates, never draws."""
from __future__ import annotations

from domain.core.canonical import clone
from domain.core.rules import with_recorded_version
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
    state = clone(state)
    HANDLERS[event.type](state, event.data)
    return state


def _new_company(state: dict, company: str, seat: int, field: list, treasury: int) -> None:
    state["companies"][company] = {"president": seat, "treasury": treasury, "trains": [],
                                   "pool": content.company_rules()["shares"]["pool_shares"], "price": None}
    market.place(state, company, field)


def _put_token(state: dict, company: str, sq: str) -> None:
    state["board"][sq]["tokens"].append(company)


def _close_action(state: dict) -> bool:
    """The action card is used up; False when there is none (Gulliver's turn in the solo game)."""
    if state["action"] is None:
        return False
    state["action"]["open"] = False
    return True


def company_picked(state: dict, data: dict) -> None:
    info = content.companies()[data["company"]]
    seat = data["seat"]
    # Gulliver's first company gets no starting capital (solo setup): its event names the treasury.
    _new_company(state, data["company"], seat, market.field_of(info["par"]), data.get("treasury", info["treasury"]))
    starts, state["start_trains"] = state["start_trains"][:info["start_trains"]], \
        state["start_trains"][info["start_trains"]:]
    state["companies"][data["company"]]["trains"] = starts
    state["seats"][seat]["cash"] = info["owner_cash"]
    state["board"][data["square"]] = {"tile": data["tile"], "rotation": data["rotation"], "tokens": [],
                                      "home": data["company"]}
    state["supply"][data["tile"]] -= 1
    _put_token(state, data["company"], data["square"])
    _next_pick(state)


def character_picked(state: dict, data: dict) -> None:
    seat = state["seats"][data["seat"]]
    seat["characters"].append(data["character"])
    seat["character_tiles"] += content.characters()[data["character"]]["tiles"]
    state["characters"].remove(data["character"])
    _next_pick(state)


def _next_pick(state: dict) -> None:
    state["draft"]["index"] += 1
    if state["draft"]["index"] >= len(state["draft"]["order"]):
        state["characters"] = []  # the characters nobody chose leave the game
        state["start_trains"] = []
        # Laputa: the tiles in the colours of companies nobody took leave the game too
        in_play = {None, *state["companies"]}
        state["supply"] = {tid: n for tid, n in state["supply"].items() if content.tiles()[tid]["company"] in in_play}
        flow.start_round(state)


def round_bonus(state: dict, data: dict) -> None:
    state["seats"][data["seat"]]["cash"] += data["private"]
    for company, amount in data["split"].items():
        state["companies"][company]["treasury"] += amount
    flow.end_bonus(state)


def card_taken(state: dict, data: dict) -> None:
    seat = state["seats"][data["seat"]]
    if data["copied"]:
        seat["dimens_land"] -= 1
    else:
        state["used_cards"].append(data["card"])
    action = content.cards()[data["card"]]["actions"][data["action"]]
    state["action"] = {"card": data["card"], "action": data["action"], "kind": action["kind"],
                       "lays": action.get("tiles", []), "trains": action.get("count", 0),
                       "open": action["kind"] in ("shares", "token", "fund"), "sold": [],
                       "founded": None, "character_laid": False}
    if better_offers(state):  # rules version 7: the highest price declined for each train this action
        state["action"]["declined_prices"] = {}
    elif offers_bounded(state):  # rules version 6: the trains whose offer was declined this action
        state["action"]["declined"] = []
    if action["kind"] == "cash":
        seat["cash"] += action["amount"]


def tile_laid(state: dict, data: dict) -> None:
    sq = data["square"]
    old = state["board"].get(sq)
    if old is not None and old["tile"] in state["supply"]:
        state["supply"][old["tile"]] += 1
    tokens = old["tokens"] if old else []
    state["board"][sq] = {"tile": data["tile"], "rotation": data["rotation"], "tokens": tokens,
                          "home": old["home"] if old else None}
    state["companies"][data["company"]]["treasury"] -= data["cost"]
    action = state["action"]
    if action is None:  # Gulliver lays outside any action card (solo game)
        state["supply"][data["tile"]] -= 1
    elif data["slot"] is None:
        state["seats"][data["seat"]]["character_tiles"].remove(data["tile"])
        action["character_laid"] = True
    else:
        state["supply"][data["tile"]] -= 1
        action["lays"] = action["lays"][:data["slot"]] + action["lays"][data["slot"] + 1:]


def shares_sold(state: dict, data: dict) -> None:
    seat = state["seats"][data["seat"]]
    company = data["company"]
    seat["cash"] += data["proceeds"]
    seat["shares"][company] -= data["count"]
    if not seat["shares"][company]:
        del seat["shares"][company]
    state["companies"][company]["pool"] += data["count"]
    market.move(state, company, "sale", data["count"])
    state["action"]["sold"] = sorted(set(state["action"]["sold"]) | {company})


def share_bought(state: dict, data: dict) -> None:
    seat = state["seats"][data["seat"]]
    seat["cash"] -= data["price"]
    seat["shares"][data["company"]] = seat["shares"].get(data["company"], 0) + 1
    state["companies"][data["company"]]["pool"] -= 1
    _close_action(state)


def company_founded(state: dict, data: dict) -> None:
    shares = content.company_rules()["shares"]
    par = market.value(data["field"])
    _new_company(state, data["company"], data["seat"], data["field"], par * shares["founding_treasury"])
    state["seats"][data["seat"]]["cash"] -= par * shares["founding_payment"]
    _put_token(state, data["company"], data["square"])
    if _close_action(state):
        state["action"]["founded"] = data["company"]


def train_offered(state: dict, data: dict) -> None:
    state["offer"] = dict(data)


def offer_declined(state: dict, data: dict) -> None:
    action, offer = state["action"], state["offer"]
    if action is not None and better_offers(state):  # rules version 7: only a higher price may follow
        action["declined_prices"] = {**action["declined_prices"], offer["train"]: offer["price"]}
    elif action is not None and offers_bounded(state):  # rules version 6: not to be asked for again
        action["declined"] = [*action["declined"], offer["train"]]
    state["offer"] = None


def train_bought(state: dict, data: dict) -> None:
    buyer = state["companies"][data["company"]]
    source = data["source"]
    if source == "bank":
        train = flow.take_from_deck(state)
    elif source == "depot":
        train = data["train"]
        state["depot"].remove(train)
    else:
        train = data["train"]
        seller = state["companies"][data["seller"]]
        seller["trains"].remove(train)
        seller["treasury"] += data["price"]
    buyer["trains"].append(train)
    flow.advance_phase(state, train_type(train)["phase"])
    buyer["treasury"] -= data["price"] - data["director_paid"]
    if data["director_paid"]:
        state["seats"][buyer["president"]]["cash"] -= data["director_paid"]
    state["offer"] = None
    if data["context"] == "action":
        state["action"]["trains"] -= 1
    elif data["context"] == "founding":
        state["action"]["founded"] = None
    else:
        flow.next_company(state)


def train_returned(state: dict, data: dict) -> None:
    state["companies"][data["company"]]["trains"].remove(data["train"])
    state["depot"].append(data["train"])
    state["returns_due"] = [c for c in state["returns_due"] if over_train_limit(state, c)]


def token_placed(state: dict, data: dict) -> None:
    _put_token(state, data["company"], data["square"])
    state["companies"][data["company"]]["treasury"] -= data["cost"]
    _close_action(state)


def companies_funded(state: dict, data: dict) -> None:
    for company, amount in data["split"].items():
        state["companies"][company]["treasury"] += amount
    state["action"]["open"] = False


def flimnap_exchanged(state: dict, data: dict) -> None:
    seat = state["seats"][data["seat"]]
    seat["cash"] += data["amount"]
    # the Treasurer's card and his tile leave; a second character (2-player variant) stays
    treasurer = next(c for c in seat["characters"] if "exchange_per_round" in content.characters()[c]["ability"])
    seat["characters"].remove(treasurer)
    seat["character_tiles"] = [t for t in seat["character_tiles"] if t not in content.characters()[treasurer]["tiles"]]


def turn_ended(state: dict, data: dict) -> None:
    flow.end_turn(state)


def routes_run(state: dict, data: dict) -> None:
    state["operating"].update(step="dividend", income=data["income"], routes=data["routes"])
    # mines pay the treasury, not the income (logs from before the scenario tiles carry no mines)
    state["companies"][data["company"]]["treasury"] += sum(m["amount"] for m in data.get("mines", []))


def dividend_paid(state: dict, data: dict) -> None:
    for seat, amount in data["payouts"].items():
        state["seats"][int(seat)]["cash"] += amount
    # Brobdingnag's company half; logs written before the variants carry no such part
    state["companies"][data["company"]]["treasury"] += data.get("retained", 0)
    state["last_income"][data["company"]] = data["income"]
    if data["income"]:
        steps = content.game()["final_round"]["price_steps"] if is_last_round(state) else 1
        market.move(state, data["company"], "pay", steps)
    flow.next_company(state)


def income_withheld(state: dict, data: dict) -> None:
    state["companies"][data["company"]]["treasury"] += data["income"]
    state["last_income"][data["company"]] = data["income"]
    market.move(state, data["company"], "withhold")
    if state["depot"] and not is_last_round(state):
        state["operating"]["step"] = "depot"
    else:
        flow.next_company(state)


def depot_skipped(state: dict, data: dict) -> None:
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
