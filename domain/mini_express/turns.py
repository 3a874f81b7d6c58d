"""Player actions: take a share, build track, or pass when neither is possible; and what happens at the
end of an action and of a turn."""
from __future__ import annotations

import itertools
from collections.abc import Iterator

from domain.core.rules import State
from domain.mini_express import scoring
from domain.mini_express.actions import build, need, share_price, take_share
from domain.mini_express.batch import Batch
from domain.mini_express.board import board_of, companies_in, routes
from domain.mini_express.content import companies, tables
from domain.mini_express.state import actions_per_turn, sold_out


def share_problem(state: State, seat: int, company: str) -> str | None:
    if company in state["actions"]:
        return "The two actions of a turn must be for two different companies."
    if state["companies"][company]["shares"] == 0:
        return "That company has no shares left to take."
    if state["players"][seat]["influence"][company] < share_price(state, company):
        return "A share costs one influence in its company for every train on the asset board."
    return None


def do_take_share(state: State, seat: int, company: str) -> Batch:
    problem = share_problem(state, seat, company)
    need(problem is None, "share_not_allowed", problem or "", company=company)
    b = Batch(state)
    take_share(b, seat, company, paid=share_price(state, company))
    return b


def do_build(state: State, seat: int, data: dict) -> Batch:
    company, city, path = data["company"], data["city"], list(data["path"])
    bd = board_of(state)
    need(company not in state["actions"], "same_company_twice",
         "The two actions of a turn must be for two different companies.")
    need(city in bd.cities, "unknown_city", "There is no city of that name on this map.", city=city)
    options = routes(state, company, state["companies"][company]["trains"])
    to_city = [r for r in options if r.city == city]
    need(bool(to_city), "city_out_of_reach",
         "Track may only go to a new city with its demand token still there and room for another "
         "company, within reach of the trains on the company's asset board.", city=city)
    need(any(list(r.path) == path for r in to_city), "not_a_shortest_route",
         "Track must take a shortest way to the city, through landscape spaces only, starting next to the "
         "company's track.", city=city, shortest=len(to_city[0].path))
    asked: set[str] = set()

    def choose(kind: str, choices: list):
        asked.add(kind)
        value = data.get(kind)
        need(value in choices, f"{kind}_choice", f"Choose the {kind} ({_CHOICE_WORDS[kind]}) among {choices}.",
             options=choices)
        return value

    b = Batch(state)
    build(b, seat, company, city, path, choose)
    extra = [k for k in _CHOICE_WORDS if data.get(k) is not None and k not in asked]
    need(not extra, "choice_not_needed", f"This build asks for no choice of {', '.join(extra)}.")
    return b


_CHOICE_WORDS = {
    "wild": "the other company a wild demand token gives influence in",
    "port": "the free port space the new train goes to",
    "west": "the company that runs the western branch of the transcontinental railroad",
}


def build_commands(state: State, seat: int) -> Iterator[dict]:
    """Every build, once per shortest route and per combination of the choices it asks for."""
    for company in companies():
        if company in state["actions"]:
            continue
        for route in routes(state, company, state["companies"][company]["trains"]):
            base = {"company": company, "city": route.city, "path": list(route.path)}
            for choice in _choices(state, seat, base):
                yield {"type": "build", "data": {**base, **choice}}


def _choices(state: State, seat: int, base: dict) -> list[dict]:
    token = tables()["demand_tokens"][state["demand"][base["city"]]]
    city_cell = board_of(state).cities[base["city"]].cell
    ports_matter = bool(state["ports"]) and "wild" in token and not companies_in(state, city_cell)
    spike = state["golden_spike"]
    spike_matters = spike is not None and (
        spike["status"] == "east"
        or (spike["status"] == "waiting" and base["city"] == board_of(state).golden_spike["east"])
    )
    if ports_matter or spike_matters:  # the options depend on the build's own effects: try it
        asked: dict[str, list] = {}

        def record(kind: str, choices: list):
            asked[kind] = choices
            return choices[0]

        build(Batch(state), seat, base["company"], base["city"], base["path"], record)
    else:
        asked = {"wild": [c for c in companies() if c != token[0]]} if "wild" in token else {}
    kinds = sorted(asked)
    return [dict(zip(kinds, combo, strict=True)) for combo in itertools.product(*(asked[k] for k in kinds))]


def _actions(state: State, seat: int) -> Iterator[dict]:
    """The seat's possible actions, lazily (whether any exists is asked after every action)."""
    shares = ({"type": "take_share", "data": {"company": c}} for c in companies()
              if share_problem(state, seat, c) is None)
    candidates = itertools.chain(shares, build_commands(state, seat))
    if state["mode"] == "expert" and state["actions"]:  # the second action may not end the game
        return (cmd for cmd in candidates if not _ends_game(state, seat, cmd))
    return candidates


def action_commands(state: State, seat: int) -> list[dict]:
    return list(_actions(state, seat)) or [{"type": "pass", "data": {}}]


def can_act(state: State, seat: int) -> bool:
    return next(_actions(state, seat), None) is not None


def _ends_game(state: State, seat: int, command: dict) -> bool:
    """Whether a listed action would sell a company out (it is legal, so it is not checked again)."""
    data = command["data"]
    b = Batch(state)
    if command["type"] == "take_share":
        take_share(b, seat, data["company"], paid=share_price(state, data["company"]))
    else:
        build(b, seat, data["company"], data["city"], data["path"], lambda kind, choices: data[kind])
    return bool(sold_out(b.state))


def act(state: State, seat: int, command: dict) -> Batch:
    kind, data = command["type"], command["data"]
    if kind == "pass":
        need(not can_act(state, seat), "must_act",
             "You may not skip your turn: take a share or build track.")
        b = Batch(state)
        b.emit("passed", {"seat": seat}, seat)
        return b
    b = do_take_share(state, seat, data["company"]) if kind == "take_share" else do_build(state, seat, data)
    if state["mode"] == "expert" and state["actions"]:
        need(not sold_out(b.state), "second_action_ends_game",
             "Your second action of a turn may not sell out a company (it would end the game).")
    return b


# ---------------------------------------------------------------- end of an action / a turn


def after_action(b: Batch, seat: int, passed: bool = False, reason: str | None = None) -> None:
    state = b.state
    if reason:
        b.emit("game_over", scoring.result(state, reason))
        return
    if state["passes"] >= len(state["order"]):  # nobody at the table can act any more
        b.emit("game_over", scoring.result(state, "nobody_can_act"))
        return
    if state["mode"] == "expert":
        if sold_out(state):
            b.emit("game_over", scoring.result(state, "sold_out"))
            return
        if not passed and len(state["actions"]) < actions_per_turn(state):
            if can_act(state, seat):
                return  # the second action of the turn is still to come
        b.emit("turn_ended", {"seat": seat})
        return
    if not state["end_triggered"] and len(sold_out(state)) >= 2:
        b.emit("game_end_triggered", {})
    if b.state["end_triggered"] and seat == state["order"][-1]:
        b.emit("game_over", scoring.result(b.state, "two_sold_out"))
        return
    b.emit("turn_ended", {"seat": seat})
