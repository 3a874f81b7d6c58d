"""The map variants: Golden Spike (USA) and Ports (Europe)."""
from __future__ import annotations

from domain.core.rules import State, played_since
from domain.mini_express.batch import Batch, Choose
from domain.mini_express.board import board_of, companies_in
from domain.mini_express.content import companies, tables


def port_event(b: Batch, company: str, choose: Choose) -> None:
    """First track into a city with a wild demand token: a train of the token's company from the stock
    goes to a free port space of the builder's choice, a new place the company may build from."""
    free = sorted(port for port, owner in b.state["ports"].items() if owner is None)
    if not free or b.state["companies"][company]["stock"] == 0:
        return
    b.emit("port_opened", {"company": company, "port": choose("port", free)})


def golden_spike_after_build(b: Batch, before: State, company: str, city: str, path: list[str],
                             choose: Choose) -> None:
    spike = b.state["golden_spike"]
    if spike is None:
        return
    rules = board_of(b.state).golden_spike
    if spike["status"] == "waiting" and city == rules["west"]:
        b.emit("golden_spike_removed", {})
    elif spike["status"] == "waiting" and city == rules["east"]:
        stock = {c: b.state["companies"][c]["stock"] for c in companies()}  # in the content's order
        b.emit("golden_spike_east", {
            "east": company if stock[company] > 0 else None,
            "west_coast": [c for c in stock if c != company and stock[c] > 0],
        })
    if b.state["golden_spike"]["status"] == "east" and _joined(b.state, rules):
        _complete(b, before, company, path + [board_of(b.state).cities[city].cell], choose)


def _component(state: State, cell: str) -> set[str]:
    """Spaces joined to `cell` by continuous track of any colours. Since rules version 2 track runs from
    a space to its neighbour only in a colour present on both (colours change on a shared space);
    version 1 joined any neighbouring spaces that hold trains, so track merely touching counted."""
    bd = board_of(state)
    by_colour = played_since(state, 2)
    if not companies_in(state, cell):
        return set()
    seen, todo = {cell}, [cell]
    while todo:
        here = todo.pop()
        for n in bd.neighbours(here):
            if n in seen or not companies_in(state, n):
                continue
            if by_colour and not set(companies_in(state, here)) & set(companies_in(state, n)):
                continue
            seen.add(n)
            todo.append(n)
    return seen


def _joined(state: State, rules: dict) -> bool:
    cities = board_of(state).cities
    return cities[rules["west"]].cell in _component(state, cities[rules["east"]].cell)


def _complete(b: Batch, before: State, company: str, placed: list[str], choose: Choose) -> None:
    """The new track joined Omaha's and San Francisco's track: the builder picks the western branch
    among the companies on the spaces where the two met (never the eastern branch's company).
    They meet where the new track reaches the other side's track (the side the build did not start
    from): since version 2 a new space on that track, or continuing the builder's own track there from
    a neighbouring space; version 1 also counted a new space merely next to it."""
    bd = board_of(before)
    rules = bd.golden_spike
    west_side = _component(before, bd.cities[rules["west"]].cell)
    east_side = _component(before, bd.cities[rules["east"]].cell)
    first = placed[0]
    from_west = any(n in west_side and company in companies_in(before, n) for n in bd.neighbours(first))
    far_side = east_side if from_west else west_side
    by_colour = played_since(before, 2)
    meeting = [cell for cell in placed if cell in far_side or any(
        n in far_side and (company in companies_in(before, n) or not by_colour) for n in bd.neighbours(cell))]
    if by_colour and not west_side:
        # This build into Omaha put the trains in San Francisco, and they ran on at once along track
        # already joined to Omaha's: the branches met in San Francisco.
        meeting = [bd.cities[rules["west"]].cell]
    east = b.state["golden_spike"]["east"]
    options = sorted({c for cell in meeting for c in companies_in(b.state, cell)} - {east})
    west = choose("west", options) if options else None
    if west is not None and b.state["companies"][west]["stock"] == 0:
        west = None  # no train left to mark the western branch: there is none this game
    bonus = tables()["golden_spike_track_bonus"]
    track = {
        c: min(bonus, tables()["track_max"] - b.state["companies"][c]["track"]) for c in (east, west) if c
    }
    b.emit("golden_spike_completed", {"east": east, "west": west, "track": track})
