"""decide for shares (sell, buy, found) and trains (bank, depot, other companies, returns)."""
from __future__ import annotations

from domain.core.rules import Event, played_since
from domain.lilliput import board, content, market
from domain.lilliput.checks import current_action, own_company, require
from domain.lilliput.state import (
    better_offers,
    certificates,
    directed,
    director,
    has_ability,
    is_obsolete,
    offers_bounded,
    price,
    top_train,
    train_limit,
    train_type,
)


def _shares_open(state) -> dict:
    action = current_action(state, "shares")
    require(action["open"], "shares_done", "You already bought your share this action.")
    return action


def sell_shares(state, seat, data):
    _shares_open(state)
    company = data["company"]
    held = state["seats"][seat]["shares"].get(company, 0)
    require(1 <= data["count"] <= held, "not_enough_shares",
            "You can only sell 10 % shares you hold; a director's certificate is never sold.", held=held)
    # The seller first gets the current price for every share; then the marker drops one field per
    # share (evolve moves it). Version 4 paid each share at the price the previous one dropped to.
    field, proceeds = state["companies"][company]["price"], 0
    for _ in range(data["count"]):
        proceeds += market.value(field)
        if not played_since(state, 5):
            field = market.moved(field, "sale")
    return [Event("shares_sold", {"seat": seat, "company": company, "count": data["count"],
                                  "proceeds": proceeds}, seat)]


def _room_for_certificate(state, seat) -> None:
    limit = content.game()["share_limit"]
    require(certificates(state, seat) < limit, "share_limit",
            f"Nobody may hold more than {limit} shares (a director's certificate counts one).")


def buy_share(state, seat, data):
    _shares_open(state)
    company = data["company"]
    require(company in state["companies"], "not_founded", "That company has not been founded.")
    require(state["companies"][company]["pool"] > 0, "no_share", "The bank has no share of that company left.")
    _room_for_certificate(state, seat)
    cost = price(state, company)
    require(state["seats"][seat]["cash"] >= cost, "cannot_afford", f"A share costs £{cost}.")
    return [Event("share_bought", {"seat": seat, "company": company, "price": cost}, seat)]


def found_company(state, seat, data):
    _shares_open(state)
    company = data["company"]
    info = content.companies().get(company)
    require(info is not None and not info["starting"] and company not in state["companies"], "company_unavailable",
            "Only a company nobody has founded yet (not a starting company) can be founded.")
    limit = content.game()["director_limit"]
    require(len(directed(state, seat)) < limit, "director_limit", f"Nobody may direct more than {limit} companies.")
    _room_for_certificate(state, seat)
    field = market.field_of(data["price"])
    require(field is not None and market.key(field) not in state["market"], "par_taken",
            "Choose a free field of the share-price track as the starting price.")
    cost = data["price"] * content.company_rules()["shares"]["founding_payment"]
    require(state["seats"][seat]["cash"] >= cost, "cannot_afford", f"Founding at that price costs £{cost}.")
    placed = state["board"].get(data["square"])
    require(placed is not None and board.free_slot(placed, company), "no_home_slot",
            "The home token goes on a free station slot of a city or Y-city.")
    return [Event("company_founded", {"seat": seat, "company": company, "field": field,
                                      "square": data["square"]}, seat)]


# --- trains ---------------------------------------------------------------------------------------

def _purchase_context(state, seat, company: str, source: str) -> str:
    if state["stage"] == "operating":
        operating = state["operating"]
        require(operating["step"] == "depot" and operating["order"][operating["index"]] == company, "no_purchase",
                "After withholding, only the operating company may buy one train from the depot.")
        require(source == "depot", "depot_only", "After withholding the company buys from the depot.")
        return "withheld"
    action = current_action(state)
    if action["founded"] == company and source == "depot":
        return "founding"
    require(action["kind"] == "trains" and action["trains"] > 0, "no_purchase",
            "Your action buys no (more) trains.")
    require(source != "depot", "depot_closed",
            "Only a newly founded company or one that withheld may buy from the depot.")
    return "action"


def buy_train(state, seat, data):
    company = data["company"]
    buyer = own_company(state, seat, company)
    source = data["source"]
    context = _purchase_context(state, seat, company, source)
    limit = train_limit(state)
    require(limit is None or len(buyer["trains"]) < limit, "train_limit",
            f"The company already has the {limit} trains this phase allows.")
    if source == "company":
        seller = data.get("seller")
        require(seller in state["companies"] and seller != company, "no_seller", "Name another company as seller.")
        train = data.get("train")
        require(train in state["companies"][seller]["trains"], "no_train", "The seller has no such train.")
        # Rules version 6: one offer per train and action; a declined one is not made again (no endless
        # offer and refusal). The price is agreed at the table first; the offer is the purchase itself.
        require(better_offers(state) or not offers_bounded(state) or train not in state["action"]["declined"],
                "offer_declined", f"{seller}'s director already declined to sell {train} this action; it may be "
                "asked for again in your next action.", train=train, seller=seller)
        cost = data.get("price") or 0
        require(1 <= cost <= buyer["treasury"], "price", "The price is at least £1 and paid from the treasury.")
        # Rules version 7: the price is negotiated ("Cena je předmětem vyjednávání"), so after a refusal
        # the train may be asked for again, at a higher price only (prices rise, so offers end).
        declined = state["action"]["declined_prices"].get(train) if better_offers(state) else None
        require(declined is None or cost > declined, "offer_declined",
                f"{seller}'s director already declined £{declined} for {train} this action; offer more than "
                f"£{declined}.", train=train, seller=seller, declined_price=declined)
        facts = {"company": company, "train": train, "source": "company", "seller": seller, "price": cost,
                 "director_paid": 0, "context": context}
        if director(state, seller) != seat:
            return [Event("train_offered", facts, seat)]
        return [Event("train_bought", facts, seat)]
    if source == "bank":
        train = top_train(state)
        require(train is not None, "no_train", "The bank has no trains left.")
        require(data.get("train") in (None, train), "ascending", "Trains are bought from the bank in order.")
        cost = train_type(train)["price"]
        cost -= cost * (has_ability(state, seat, "bank_train_discount_percent") or 0) // 100
    else:
        train = data.get("train")
        require(train in state["depot"], "no_train", "The depot holds no such train.")
        cost = train_type(train)["price"]
    topup = 0
    if buyer["treasury"] < cost:
        topup = cost - buyer["treasury"]
        require(not buyer["trains"] and state["seats"][seat]["cash"] >= topup, "cannot_afford",
                "The treasury cannot pay; only for a company without a train may its director pay the rest.")
    return [Event("train_bought", {"company": company, "train": train, "source": source, "seller": None,
                                   "price": cost, "director_paid": topup, "context": context}, seat)]


def accept_offer(state, seat, data):
    require(state["offer"] is not None, "no_offer", "There is no train offer to answer.")
    offer = state["offer"]
    buyer = state["companies"][offer["company"]]
    limit = train_limit(state)
    require(buyer["treasury"] >= offer["price"] and (limit is None or len(buyer["trains"]) < limit)
            and offer["train"] in state["companies"][offer["seller"]]["trains"], "offer_stale",
            "The offer can no longer be carried out.")
    return [Event("train_bought", dict(offer), seat)]


def decline_offer(state, seat, data):
    require(state["offer"] is not None, "no_offer", "There is no train offer to answer.")
    return [Event("offer_declined", {"seat": seat}, seat)]


def return_train(state, seat, data):
    company = own_company(state, seat, data["company"])
    due = state["returns_due"]
    if due:
        require(data["company"] == due[0], "return_order",
                f"The train limit dropped: {due[0]} returns its trains first.", company=due[0])
    elif state["stage"] == "operating":
        operating = state["operating"]
        require(operating["step"] == "depot" and operating["order"][operating["index"]] == data["company"],
                "not_now", "Trains are returned during your turn or your company's depot purchase.")
    else:
        current_action(state)
    require(data["train"] in company["trains"], "no_train", "The company has no such train.")
    # Over a lowered limit any train may go; otherwise only obsolete ones.
    require(bool(due) or is_obsolete(state, data["train"]), "not_obsolete",
            "Only obsolete trains may be returned to the depot.")
    return [Event("train_returned", {"company": data["company"], "train": data["train"]}, seat)]
