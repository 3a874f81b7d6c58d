"""decide for operating: running trains (best or submitted routes) and the dividend decision."""
from __future__ import annotations

from domain.core.rules import Event
from domain.lilliput import content, routes
from domain.lilliput.checks import fail, require
from domain.lilliput.state import is_last_round, share_count


def _operating(state, company: str, step: str) -> None:
    operating = state["operating"]
    require(state["stage"] == "operating" and operating["order"][operating["index"]] == company
            and operating["step"] == step, "not_now", f"It is not {company}'s {step} step.")


def best_routes(state, seat, data):
    _operating(state, data["company"], "run")
    result = routes.best(state, data["company"])
    return [Event("routes_run", {"company": data["company"], "income": result["income"],
                                 "routes": result["routes"]}, seat)]


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
    return [Event("routes_run", {"company": data["company"], "income": income, "routes": data["routes"]}, seat)]


def pay_out(state, seat, data):
    company = data["company"]
    _operating(state, company, "dividend")
    income = state["operating"]["income"]
    require(income > 0 or is_last_round(state), "nothing_to_pay", "With no income the company withholds.")
    if is_last_round(state):
        income *= content.game()["final_round"]["income_multiplier"]
    payouts = {str(s): income * share_count(state, s, company) // 10 for s in range(state["players"])
               if share_count(state, s, company)}
    return [Event("dividend_paid", {"company": company, "income": income, "payouts": payouts}, seat)]


def withhold(state, seat, data):
    _operating(state, data["company"], "dividend")
    require(not is_last_round(state), "last_round", "In the last round income cannot be withheld.")
    return [Event("income_withheld", {"company": data["company"], "income": state["operating"]["income"]}, seat)]


def skip_depot(state, seat, data):
    _operating(state, data["company"], "depot")
    return [Event("depot_skipped", {"company": data["company"]}, seat)]
