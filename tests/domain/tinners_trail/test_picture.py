"""The picture of a Tinners' Trail position: every Cornwall area with its mine, cubes, upgrades and
adits, the ore prices, the time track and Player Order, the players, the investment chart and the
final scores, for every seat and the spectator along whole games."""
from __future__ import annotations

from itertools import combinations

import pytest

from domain.core import SeatSpec, random_playout, svg
from domain.core.game import fold
from domain.core.rules import Pictured
from domain.tinners_trail import RULES
from domain.tinners_trail.content import areas
from domain.tinners_trail.picture import GEOMETRY
from tests.pictures.picture_checks import (
    SVG,
    by_class,
    by_id,
    checked,
    compare_golden,
    positions,
    texts,
    views,
)


def seats(players: int) -> list[SeatSpec]:
    return [SeatSpec(f"miner {n + 1}") for n in range(players)]


@pytest.fixture(scope="module", params=[3, 4], ids=lambda players: f"{players}p")
def played(request):
    players = request.param
    game = random_playout(RULES, seats(players), seed=f"picture-{players}", chooser_seed="picture")
    return players, game, positions(RULES, game, 5)


def test_tinners_trail_is_pictured():
    assert isinstance(RULES, Pictured)


def test_every_area_has_a_place_and_no_two_cards_overlap():
    assert set(GEOMETRY["areas"]) == set(areas())
    width, height = GEOMETRY["card"]["width"], GEOMETRY["card"]["height"]
    for place in GEOMETRY["areas"].values():
        assert width / 2 <= place["x"] <= GEOMETRY["width"] - width / 2
        assert height / 2 <= place["y"] <= GEOMETRY["height"] - height / 2
    for a, b in combinations(GEOMETRY["areas"].values(), 2):
        assert abs(a["x"] - b["x"]) >= width or abs(a["y"] - b["y"]) >= height


def test_every_position_is_drawn_for_every_seat_and_the_spectator(played):
    players, _, states = played
    for state in states:
        for view in views(RULES, state, players):
            root = checked(RULES, view)
            assert len(by_class(root, "g", "area")) == len(areas())
            assert ("(you)" in texts(root)) == (view["viewer"] is not None)


def test_every_area_shows_its_cubes_mine_and_upgrades(played):
    _, _, states = played
    view = RULES.view(states[2], None)
    root = checked(RULES, view)
    assert any(shown["mine"] is not None for shown in view["areas"].values())
    for area, shown in view["areas"].items():
        card = by_id(root, f"area-{area}")
        text = texts(card).splitlines()
        assert text[0] == areas()[area]["name"]
        for kind in ("tin", "copper", "water"):
            row = by_class(card, "g", f"cubes cubes-{kind}")[0]
            assert texts(row).splitlines() == [f"{kind} {shown[kind]}", str(shown[kind])]
        houses = by_class(card, "polygon", "mine-house")
        if shown["mine"] is None:
            assert not houses
        else:
            assert houses[0].get("fill") == svg.SEAT_COLOURS[shown["mine"]]
            assert [t.text for t in by_class(card, "text", "capacity")] == [str(view["capacity"][area])]
            assert [t.text for t in by_class(card, "text", "owner")] == [view["names"][shown["mine"]]]
        upgrades = [name for name in ("port", "miner", "train") if shown[name]]
        assert [t.text for t in by_class(card, "text", "upgrades")] == (["\u00b7".join(upgrades)] if upgrades else [])


def busy(game) -> dict:
    """The first state of `game` with adits, investments and tokens on the time track."""
    state = None
    for event in game.events:
        state = RULES.evolve(state, event)
        if state["adits"] and any(state["investments"][0]) and sum(spot is not None for spot in state["track"]) > 1:
            return state
    raise AssertionError("no such state")


def test_adits_prices_time_track_and_investments_are_shown(played):
    players, game, _ = played
    view = RULES.view(busy(game), None)
    root = checked(RULES, view)
    assert len(by_class(root, "g", "adit")) == len(view["adits"])
    now = by_class(root, "rect", "price now")
    assert len(now) == (2 if view["prices"] is not None else 0)
    track = by_class(root, "g", "time-track")[0]
    for seat in range(players):
        tokens = by_class(track, "circle", f"token seat-{seat}")
        assert len(tokens) == (view["track"][seat] is not None) + 1  # on the track, and in Player Order
        placed = sum(row.count(seat) for chart in view["investments"] for row in chart)
        assert len(by_class(root, "rect", f"investment seat-{seat}")) == placed
        row = texts(by_id(root, f"player-{seat}")).splitlines()
        assert row[1:6] == [f"\u00a3{view['money'][seat]}", str(view["ore"][seat]["tin"]),
                            str(view["ore"][seat]["copper"]), str(view["mines_left"][seat]),
                            str(view["cubes_left"][seat])]


def test_the_current_ore_prices_are_marked(played):
    _, _, states = played
    view = next(RULES.view(state, None) for state in states if state["prices"] is not None)
    root = checked(RULES, view)
    marked = by_class(root, "rect", "price now")
    prices = by_class(root, "g", "prices")[0]
    shown = [element.text for element in prices.iter(f"{SVG}text") if element.get("font-weight") == "bold"
             and element.text.startswith("\u00a3")]
    assert len(marked) == 2 and shown == [f"\u00a3{view['price_gbp'][ore]}" for ore in ("tin", "copper")]


def test_the_players_still_to_explore_are_named(played):
    _, game, _ = played
    state = None
    for event in game.events:
        state = RULES.evolve(state, event)
        if state["explorers"]:
            break
    shown = by_class(checked(RULES, RULES.view(state, None)), "text", "explorers")
    names = [f"{state['names'][seat]} (seat {seat + 1})" for seat in state["explorers"]]
    assert [text.text for text in shown] == ["To explore an empty area: " + ", ".join(names)]


def test_the_final_scores_are_shown_at_the_end(played):
    players, game, _ = played
    view = RULES.view(game.state, 0)
    root = checked(RULES, view)
    assert root.find(f"{SVG}title").text == "Tinners' Trail, game over"
    for seat in range(players):
        row = texts(by_id(root, f"player-{seat}")).splitlines()
        assert row[-1] == str(view["result"]["scores"][seat])
        assert ("\u2605" in row[0]) == (seat in view["result"]["winners"])


def test_the_golden_position_is_unchanged():
    game = random_playout(RULES, seats(3), seed="golden", chooser_seed="golden", rules_version="3")
    state = fold(RULES, game.events[:len(game.events) * 2 // 3])
    compare_golden(RULES.name, RULES.picture(RULES.view(state, 1)))
