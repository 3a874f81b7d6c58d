"""Ratings (issue 28): a title's leaderboard; an account's ratings are on GET /v1/accounts/{id}."""
from __future__ import annotations

from flask import Blueprint

from domain.core.registry import get_rules
from service.app.ratings import Ratings
from service.http.exchange import json_response, query, services
from service.http.problems import Problem
from service.http.schemas import Leaderboard

blueprint = Blueprint("ratings", __name__)


def ratings() -> Ratings:
    return services().ratings


@blueprint.get("/v1/ratings/<rules>")
def leaderboard(rules: str):
    if get_rules(rules) is None:
        raise Problem(404, "rules_not_found", f"There are no rules named {rules!r}.")
    q = query(Leaderboard)
    return json_response(ratings().board(rules, q["limit"], q["cursor"]))
