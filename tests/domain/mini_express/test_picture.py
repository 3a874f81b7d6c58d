"""The Mini Express picture: valid, bounded, deterministic SVG for every seat and the spectator at
every stage of played games (the automa's too), with each company's trains and track, the cities'
demand tokens and the company and seat figures a player looks for."""
from __future__ import annotations

import copy
import json

import pytest

from domain.core import svg
from domain.core.game import fold
from domain.core.local import random_playout
from domain.core.rules import Pictured
from domain.mini_express import RULES
from domain.mini_express.board import board_of
from domain.mini_express.content import companies, load, tables
from tests.domain.mini_express.mx_helpers import drafted, seats
from tests.pictures.picture_checks import NS, compare_golden, parsed, positions

GAMES = {
    "three-usa": (seats(3), {}),
    "four-europe-ports": (seats(4), {"map": "europe", "map_variant": True}),
    "duo-automa-golden-spike": (seats(2, automa=True), {"map_variant": True}),
    "solo-hard": (seats(1, automa=True), {"difficulty": "hard"}),
    "experts": (seats(2), {"mode": "expert", "map": "europe", "first_game": True}),
}


@pytest.fixture(scope="module", params=sorted(GAMES))
def played(request):
    players, options = GAMES[request.param]
    return random_playout(RULES, players, options, seed=f"pic-{request.param}", chooser_seed=request.param)


def viewers(state):
    return [*range(len(state["players"])), None]


def picture(state, seat=None):
    view = RULES.view(state, seat)
    return view, parsed(RULES.picture(view))


def test_the_rules_are_pictured():
    assert isinstance(RULES, Pictured)


def test_every_position_is_a_valid_bounded_deterministic_picture_for_every_viewer(played):
    assert RULES.status(played.state).finished
    for state in positions(RULES, played, 7):
        for seat in viewers(state):
            view = RULES.view(state, seat)
            before = copy.deepcopy(view)
            text = RULES.picture(view)
            assert view == before  # drawing leaves the view alone
            parsed(text)
            assert RULES.picture(json.loads(json.dumps(view))) == text  # same view, same bytes


def test_every_seat_sees_the_same_board_and_only_its_own_row_marked(played):
    # Mini Express has no hidden information (view.py): the map is the same for all, only "you" moves
    maps = set()
    for seat in viewers(played.state):
        _, root = picture(played.state, seat)
        maps.add(svg.to_text(root.find(".//svg:g[@class='map']", NS)))
        marked = [g.get("data-seat") for g in root.iterfind(".//svg:g[@class='player']", NS)
                  if any("(you)" in (t.text or "") for t in g.iterfind("svg:text", NS))]
        assert marked == ([] if seat is None else [str(seat)])
    assert len(maps) == 1


def test_each_space_shows_the_trains_on_it_in_their_companys_colour(played):
    state = positions(RULES, played, 7)[3]
    view, root = picture(state)
    colours = load("picture")["colours"]
    cities = {c.cell for c in board_of(state).cities.values()}
    for cell, present in view["cells"].items():
        kind = "city" if cell in cities else "trains-on"
        group = root.find(f".//svg:g[@class='{kind}'][@data-cell='{cell}']", NS)
        trains = group.findall("*[@class='train']", NS)
        assert [t.get("data-company") for t in trains] == present
        assert [t.get("fill") for t in trains] == [colours[c]["fill"] for c in present]
    drawn = {g.get("data-cell") for g in root.iterfind(".//svg:g[@class='trains-on']", NS)}
    assert drawn == {cell for cell, present in view["cells"].items() if present and cell not in cities}


def test_track_joins_neighbouring_spaces_sharing_a_colour(played):
    view, root = picture(played.state)
    bd = board_of(played.state)
    for company in companies():
        network = {cell for cell, present in view["cells"].items() if company in present}
        expected = {frozenset((a, b)) for a in network for b in bd.neighbours(a) if b in network}
        group = root.find(f".//svg:g[@class='network'][@data-company='{company}']", NS)
        assert {frozenset((line.get("data-from"), line.get("data-to"))) for line in group} == expected
        assert group.get("stroke") == load("picture")["colours"][company]["fill"]


def test_cities_show_their_demand_tokens(played):
    first = positions(RULES, played, 7)[0]
    view, root = picture(first)
    colours = load("picture")["colours"]
    assert view["demand"]
    for city in view["board"]["cities"]:
        group = root.find(f".//svg:g[@class='city'][@data-city='{city['name']}']", NS)
        demand = group.find("svg:g[@class='demand']", NS)
        if city["name"] in view["demand"]:
            symbols = tables()["demand_tokens"][view["demand"][city["name"]]]
            assert demand.get("data-symbols") == " ".join(symbols)
            assert [c.get("fill") for c in demand.iterfind("svg:circle", NS)] == [colours[s]["fill"] for s in symbols]
        else:
            assert demand is None


def test_tables_show_track_counts_influence_shares_and_values(played):
    view, root = picture(played.state, 0)
    for company in companies():
        row = root.find(f".//svg:g[@class='company'][@data-company='{company}']", NS)
        assert f"{view['companies'][company]['track']}/{tables()['track_max']}" in [t.text for t in row]
    for seat, player in enumerate(view["players"]):
        row = root.find(f".//svg:g[@class='player'][@data-seat='{seat}']", NS)
        numbers = [t.text for t in row.iterfind("svg:text", NS)][1:]
        expected = [str(n) for c in companies()
                    for n in (player["influence"][c], player["shares"][c], view["share_values"][c][seat])]
        assert numbers == [*expected, str(view["result"]["scores"][seat])]


def test_ports_and_the_golden_spike_are_marked():
    ports = random_playout(RULES, seats(3), {"map": "europe", "map_variant": True}, seed="ports")
    view, root = picture(ports.state)
    marked = {g.get("data-cell"): g.get("data-company") for g in root.iterfind(".//svg:g[@class='port']", NS)}
    assert marked == {port: owner or "" for port, owner in view["ports"].items()}
    assert any(marked.values())  # opened ports name their company
    view, root = picture(drafted(3, map_variant=True).state)
    assert view["golden_spike"]["status"] == "waiting"
    assert root.find(".//svg:g[@class='golden-spike']", NS).get("data-cell") == view["board"]["golden_spike"]["space"]
    spike = random_playout(RULES, seats(3), {"map_variant": True}, seed="spike")
    view, root = picture(spike.state)
    assert view["golden_spike"]["status"] in ("removed", "done")  # gone from the board once decided
    assert root.find(".//svg:g[@class='golden-spike']", NS) is None


def test_golden_picture():
    game = random_playout(RULES, seats(2, automa=True), {"map_variant": True}, seed="golden", chooser_seed="golden",
                          rules_version="2")
    state = fold(RULES, game.events[:112])  # mid-game: the trains, track and tokens all drawn
    compare_golden(RULES.name, RULES.picture(RULES.view(state, 0)))
