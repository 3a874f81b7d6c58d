"""Shared checks of decide: each raises a RuleViolation naming the broken rule."""
from __future__ import annotations

from domain.core.rules import RuleViolation
from domain.lilliput.state import director


def fail(code: str, message: str, **details) -> RuleViolation:
    return RuleViolation(f"lilliput.{code}", message, **details)


def require(condition: bool, code: str, message: str, **details) -> None:
    if not condition:
        raise fail(code, message, **details)


def own_company(state: dict, seat: int, company: str) -> dict:
    require(director(state, company) == seat, "not_director", "You may only act for a company you direct.",
            company=company)
    return state["companies"][company]


def current_action(state: dict, kind: str | None = None) -> dict:
    action = state["action"]
    require(state["stage"] == "actions" and action is not None, "no_action",
            "First take an action card (or copy one with Dimen's Land).")
    if kind is not None:
        require(action["kind"] == kind, "wrong_action", f"The action you chose does not allow this ({kind}).")
    return action
