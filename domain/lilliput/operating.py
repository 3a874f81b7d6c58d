"""decide for operating: running trains (best or submitted routes) and the dividend decision."""
from __future__ import annotations

from domain.core.rules import Event
from domain.lilliput import content, landscape, routes
from domain.lilliput.checks import fail, require
from domain.lilliput.state import is_last_round, share_count, variant


def _operating(state, company: str, step: str) -> None:
    operating = state["operating"]
    require(state["stage"] == "operating" and operating["order"][operating["index"]] == company
            and operating["step"] == step, "not_now", f"It is not {company}'s {step} step.")


def best_routes(state, seat, data):
    _operating(state, data["company"], "run")
    result = routes.best(state, data["company"])
    return [Event("routes_run", {"company": data["company"], "income": result["income"], "routes": result["routes"],
                                 "mines": landscape.mine_money(state, result["routes"])}, seat)]


def submit_routes(state, seat, data):
    _operating(state, data["company"], "run")
    try:
        income = routes.check(state, data["company"], data["routes"])
    except ValueError as exc:
        raise fail("illegal_route", f"Illegal routes: {exc}") from None
    best = routes.best(state, data["company"])
    require(income == best["income"], "not_best",
            f"The income must be the highest possible: these routes earn £{income}, £{best['income']} is possible.",
            income=income, best=best["income"])
    return [Event("routes_run", {"company": data["company"], "income": income, "routes": data["routes"],
                                 "mines": landscape.mine_money(state, data["routes"])}, seat)]


def dividend(state) -> dict:
    """A payout of the operating company's income (doubled in the last round): the shareholders'
    part, 10 % of it per share (the bank's shares' part stays in the bank), and the company's part.
    Brobdingnag: the shareholders get half, rounded up to tens, the company the rest."""
    income = state["operating"]["income"]
    if is_last_round(state):
        income *= content.game()["final_round"]["income_multiplier"]
    rule = content.variant_rules(variant(state)).get("payout")
    shareholders = income
    if rule:
        step = rule["round_up_to"]
        shareholders = -(-income * rule["shareholders_percent"] // (100 * step)) * step
    return {"income": income, "shareholders": shareholders, "company": income - shareholders}


def pay_out(state, seat, data):
    company = data["company"]
    _operating(state, company, "dividend")
    require(state["operating"]["income"] > 0 or is_last_round(state), "nothing_to_pay",
            "With no income the company withholds.")
    payout = dividend(state)
    payouts = {str(s): payout["shareholders"] * share_count(state, s, company) // 10
               for s in range(state["players"]) if share_count(state, s, company)}
    return [Event("dividend_paid", {"company": company, "income": payout["income"], "payouts": payouts,
                                    "retained": payout["company"]}, seat)]


def withhold(state, seat, data):
    _operating(state, data["company"], "dividend")
    require(not is_last_round(state), "last_round", "In the last round income cannot be withheld.")
    return [Event("income_withheld", {"company": data["company"], "income": state["operating"]["income"]}, seat)]


def skip_depot(state, seat, data):
    _operating(state, data["company"], "depot")
    return [Event("depot_skipped", {"company": data["company"]}, seat)]
