"""What follows from a fact: phase changes, rusting, turn order, operating order, bureaucracy.
Only evolve calls these, on the state the fact makes (nested parts edited through `own`); they never
validate."""
from __future__ import annotations

from domain.core.rules import NextState
from domain.lilliput import content, market, solo
from domain.lilliput.state import has_ability, is_last_round, over_train_limit, top_train, train_type

# --- trains -----------------------------------------------------------------------------------

def take_from_deck(state: NextState) -> str:
    """Take the bank's top train; the caller places it, then calls advance_phase for it."""
    train = top_train(state)
    if state["deck"]:
        state["deck"] = state["deck"][1:]
    else:
        state["issued"] += 1
    return train


def advance_phase(state: NextState, phase: int) -> None:
    while state["phase"] < phase:
        state["phase"] += 1
        rust = set(content.phases()[state["phase"]]["rust"])
        for name, company in list(state["companies"].items()):
            gone = [t for t in company["trains"] if t.split("#")[0] in rust]
            if gone:
                state.own("companies", name)["trains"] = [t for t in company["trains"] if t not in gone]
                state["rusted"] = state["rusted"] + gone
        gone = [t for t in state["depot"] if t.split("#")[0] in rust]
        state["depot"] = [t for t in state["depot"] if t not in gone]
        state["rusted"] = state["rusted"] + gone
    solo.discard_over_limit(state)
    # A lower limit sends trains to the depot, but the rulebook does not say which: each director
    # chooses, company by company in operating order (interpretation, docs/rules/lilliput.md).
    state["returns_due"] = [c for c in market.operating_order(state) if over_train_limit(state, c)]


# --- rounds and turns -------------------------------------------------------------------------

def start_round(state: NextState) -> None:
    n = state["players"]
    clockwise = [(state["first_player"] + i) % n for i in range(n)]
    state["order"] = clockwise + list(reversed(clockwise))
    if state["automa"] is not None:  # solo: the player's two actions, then Gulliver's turn
        state["order"] = [1 - state["automa"]] * 2 + [state["automa"]]
    state["order_index"] = 0
    state["used_cards"] = []
    state["action"] = None
    bonus = [s for s in clockwise if has_ability(state, s, "round_bonus")]
    if bonus:
        state["stage"], state["bonus_seat"] = "bonus", bonus[0]
    else:
        state["stage"] = "actions"


def end_bonus(state: NextState) -> None:
    state["stage"], state["bonus_seat"] = "actions", None


def end_turn(state: NextState) -> None:
    state["action"] = None
    state["turn"] += 1
    state["order_index"] += 1
    if state["order_index"] >= len(state["order"]):
        start_operating(state)


def start_operating(state: NextState) -> None:
    if state["options"].get("advanced"):
        move_top_to_depot(state)
    state["stage"] = "operating"
    state["operating"] = {"order": market.operating_order(state), "index": -1}
    next_company(state)


def next_company(state: NextState) -> None:
    operating = state.own("operating")
    operating["index"] += 1
    operating.update(step="run", income=0, routes=[])
    if operating["index"] >= len(operating["order"]):
        bureaucracy(state)
        return
    company = state["companies"][operating["order"][operating["index"]]]
    if not company["trains"]:
        operating["step"] = "dividend"


def move_top_to_depot(state: NextState) -> None:
    if top_train(state) is not None:
        train = take_from_deck(state)
        if state["automa"] is not None:  # solo step E: the train goes to Gulliver instead
            solo.give_train(state, train)
        else:
            state["depot"] = [*state["depot"], train]
        advance_phase(state, train_type(train)["phase"])


def bureaucracy(state: NextState) -> None:
    if not state["options"].get("advanced"):
        move_top_to_depot(state)
    state["operating"] = None
    state["first_player"] = (state["first_player"] + 1) % state["players"]
    if is_last_round(state):
        state["stage"] = "finished"
        state["returns_due"] = []  # trains count for nothing once the game is over
        return
    state["round"] += 1
    start_round(state)
