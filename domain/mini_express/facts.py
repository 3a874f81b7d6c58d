"""How each event changes the state. Pure: the state an event makes shares what the event leaves alone;
never validates, never draws."""
from __future__ import annotations

from domain.core.canonical import clone
from domain.core.rules import Event, NextState, State, count_chance, with_recorded_version
from domain.mini_express.board import board_of
from domain.mini_express.content import tables
from domain.mini_express.state import AUTOMA_DRAW, DRAWS_KEYED_SINCE, initial_state


def apply(state: State | None, event: Event) -> State:
    if event.type == "game_set_up":
        return with_recorded_version(initial_state(event.data), event.data)
    # Handlers edit nested lists and dicts only through `own`: the state before stays as it was.
    s = NextState(state)
    _HANDLERS[event.type](s, event.data)
    return s.made()


def _place(s: NextState, cell: str, company: str) -> None:
    cells = s.own("cells")
    cells[cell] = sorted([*cells.get(cell, []), company])


def _draft_picked(s: NextState, d: dict) -> None:
    s["draft"] = s["draft"][1:]


def _share_granted(s: NextState, d: dict) -> None:
    s.own("players", d["seat"], "shares")[d["company"]] += d["count"]
    s.own("companies", d["company"])["shares" if d["source"] == "board" else "set_aside"] -= d["count"]


def _draft_completed(s: NextState, d: dict) -> None:
    for company, steps in d["track"].items():
        s.own("companies", company)["track"] = min(tables()["track_max"], s["companies"][company]["track"] + steps)
    for company in s["companies"]:
        s.own("companies", company)["set_aside"] = 0  # shares nobody took go back to the box
    s["phase"] = "play"
    if s["automa_state"] is not None:  # solo setup step V: the refresh tokens join the bag
        bag = s["automa_state"]["bag"]
        refresh = [i for i, tok in enumerate(tables()["automa_tokens"]) if tok.get("refresh")]
        s.own("automa_state")["bag"] = sorted(set(bag) | set(refresh))


def _automa_drew(s: NextState, d: dict) -> None:
    count_chance(s, DRAWS_KEYED_SINCE, AUTOMA_DRAW)
    a = s.own("automa_state")
    if tables()["automa_tokens"][d["token"]].get("refresh"):
        a["bag"] = list(range(len(tables()["automa_tokens"])))
        a["drawn"] = []
        return
    s.own("automa_state", "bag").remove(d["token"])
    s.own("automa_state", "drawn").append(d["token"])
    a["company"] = d["company"]
    a["city"] = d["city"]


def _share_taken(s: NextState, d: dict) -> None:
    company = s.own("companies", d["company"])
    s.own("players", d["seat"], "influence")[d["company"]] += d["influence"] - d["paid"]
    s.own("players", d["seat"], "shares")[d["company"]] += 1
    company["shares"] -= 1
    company["trains"] += d["trains"]
    company["stock"] -= d["trains"]
    s["actions"] = [*s["actions"], d["company"]]
    s["passes"] = 0


def _track_built(s: NextState, d: dict) -> None:
    company = s.own("companies", d["company"])
    for cell in [*d["path"], board_of(s).cities[d["city"]].cell]:
        _place(s, cell, d["company"])
    company["trains"] -= len(d["path"]) + 1
    company["track"] += d["track"]
    s["actions"] = [*s["actions"], d["company"]]
    s["passes"] = 0


def _compensated(s: NextState, d: dict) -> None:
    company = s.own("companies", d["company"])
    company["trains"] += d["trains"]
    company["stock"] -= d["trains"]


def _influence_gained(s: NextState, d: dict) -> None:
    for company, gain in d["gains"].items():
        s.own("players", d["seat"], "influence")[company] += gain


def _demand_removed(s: NextState, d: dict) -> None:
    del s.own("demand")[d["city"]]


def _port_opened(s: NextState, d: dict) -> None:
    s.own("ports")[d["port"]] = d["company"]
    s.own("companies", d["company"])["stock"] -= 1
    _place(s, d["port"], d["company"])


def _golden_spike_removed(s: NextState, d: dict) -> None:
    s.own("golden_spike")["status"] = "removed"


def _golden_spike_east(s: NextState, d: dict) -> None:
    spike = s.own("golden_spike")
    spike["status"] = "east"
    spike["east"] = d["east"]
    if d["east"]:
        s.own("companies", d["east"])["stock"] -= 1
    west = board_of(s).golden_spike["west"]
    for company in d["west_coast"]:
        s.own("companies", company)["stock"] -= 1
        _place(s, board_of(s).cities[west].cell, company)
    s.own("demand").pop(west, None)


def _golden_spike_completed(s: NextState, d: dict) -> None:
    spike = s.own("golden_spike")
    spike["status"] = "done"
    spike["west"] = d["west"]
    if d["west"]:
        s.own("companies", d["west"])["stock"] -= 1
    for company, steps in d["track"].items():
        s.own("companies", company)["track"] += steps


def _sold_out(s: NextState, d: dict) -> None:
    s.own("companies", d["company"])["shares"] = 0


def _passed(s: NextState, d: dict) -> None:
    s["passes"] += 1


def _turn_ended(s: NextState, d: dict) -> None:
    s["current"] = (s["current"] + 1) % len(s["order"])
    s["turn"] += 1
    if s["current"] == 0:
        s["round"] += 1
    s["actions"] = []


def _game_end_triggered(s: NextState, d: dict) -> None:
    s["end_triggered"] = True


def _game_over(s: NextState, d: dict) -> None:
    s["phase"] = "over"
    s["result"] = clone({"scores": d["scores"], "winners": d["winners"], "reason": d["reason"]})


_HANDLERS = {
    "draft_picked": _draft_picked,
    "share_granted": _share_granted,
    "draft_completed": _draft_completed,
    "automa_drew": _automa_drew,
    "share_taken": _share_taken,
    "track_built": _track_built,
    "compensated": _compensated,
    "influence_gained": _influence_gained,
    "demand_removed": _demand_removed,
    "port_opened": _port_opened,
    "golden_spike_removed": _golden_spike_removed,
    "golden_spike_east": _golden_spike_east,
    "golden_spike_completed": _golden_spike_completed,
    "sold_out": _sold_out,
    "passed": _passed,
    "turn_ended": _turn_ended,
    "game_end_triggered": _game_end_triggered,
    "game_over": _game_over,
}
