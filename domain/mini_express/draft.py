"""Setup step 9: the starting-share draft (the experts' and the solo draft included), and what the
automa and the track markers receive when it ends (steps 10 and IV)."""
from __future__ import annotations

from domain.core.rng import Rng
from domain.core.rules import State
from domain.mini_express import automa
from domain.mini_express.actions import need
from domain.mini_express.batch import Batch
from domain.mini_express.content import companies, tables


def options(state: State, seat: int) -> list[str]:
    step = state["draft"][0]
    aside = {c: state["companies"][c]["set_aside"] for c in companies()}
    if step["pick"] in ("double", "shared"):  # experts: each company is chosen once
        chosen = {c for p in state["players"] for c, n in p["shares"].items() if n}
        return [c for c in companies() if c not in chosen and aside[c] >= 2]
    available = [c for c in companies() if aside[c] > 0]
    if step["pick"] == "first":
        return available
    mine = [c for c, n in state["players"][seat]["shares"].items() if n]
    taken = [
        frozenset(c for c, n in p["shares"].items() if n) for i, p in enumerate(state["players"]) if i != seat
    ]
    different = [c for c in available if c not in mine]
    unique = [c for c in different if frozenset([*mine, c]) not in taken]
    # If the draft has painted itself into a corner, the restrictions give way in turn (see docs).
    return unique or different or available


def pick(state: State, seat: int, company: str, rng: Rng) -> Batch:
    need(company in options(state, seat), "draft_not_allowed",
         "That company's share may not be drafted now: pick two different companies, a pair nobody else "
         "holds, from the shares set aside.", company=company)
    b = Batch(state)
    pick = state["draft"][0]["pick"]
    b.emit("draft_picked", {"seat": seat, "company": company, "pick": pick}, seat)
    if pick == "shared":
        for s in _humans(state):
            b.emit("share_granted", {"seat": s, "company": company, "count": 1, "source": "set_aside"}, s)
    else:
        count = 2 if pick == "double" else 1
        b.emit("share_granted", {"seat": seat, "company": company, "count": count, "source": "set_aside"}, seat)
    if not b.state["draft"]:
        _finish_draft(b, rng)
    return b


def _humans(state: State) -> list[int]:
    return [s for s in state["order"] if s != state["automa"]]


def _finish_draft(b: Batch, rng: Rng) -> None:
    state = b.state
    mode = state["mode"]
    track: dict[str, int] = {}
    if mode == "expert":  # both experts take one share of the company nobody chose
        last = next(c for c in companies() if state["companies"][c]["set_aside"])
        for s in _humans(state):
            b.emit("share_granted", {"seat": s, "company": last, "count": 1, "source": "set_aside"}, s)
    elif mode == "solo":
        automa.setup_shares(b, state["automa"], rng)
    elif mode == "duo_automa":  # the automa takes every share nobody drafted
        for c in companies():
            left = b.state["companies"][c]["set_aside"]
            if left:
                b.emit("share_granted", {"seat": state["automa"], "company": c, "count": left,
                                         "source": "set_aside"}, state["automa"])
    else:
        steps = tables()["setups"][mode]["track_per_unpicked_share"]
        track = {c: steps * state["companies"][c]["set_aside"] for c in companies() if state["companies"][c]["set_aside"]}
    b.emit("draft_completed", {"track": track})
