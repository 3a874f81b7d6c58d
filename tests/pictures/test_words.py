"""A seat's turn in the game's own words (issue 44; domain/<title>/words.py, docs/pictures.md "Prompt
and words"): on random positions of every title, a seat's picture says what to do next, and the words it
gives its commands name cities, places and companies, never their ids (Ticket to Ride's `den-pit`,
Tinners' Trail's `st_agnes`, 18 Lilliput's `SR`, `card-2`), and tell every command from the others."""
from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET

import pytest

from domain.core import targets
from domain.core.local import LocalGame
from domain.core.registry import get_rules
from domain.core.rng import Rng
from domain.core.rules import SeatSpec
from domain.lilliput import content as lilliput
from domain.ticket_to_ride.board import CITIES, TICKETS
from domain.tinners_trail.content import areas

STEPS = 120  # commands played from each seed, every seat's picture read at each
IDS = {
    "ticket-to-ride": set(TICKETS) | set(CITIES),
    "tinners-trail": set(areas()),
    "lilliput": set(lilliput.companies()) | set(lilliput.cards()),
    "railroad-ink": set(),
    "mini-express": set(),
}


def spoken(name: str, seed: str, steps: int = STEPS):
    """(prompt, [[command, words], ...]) of the seat to act at each of `steps` steps of a random game of `name`
    (every seat chooses its first tickets in Ticket to Ride's first ones)."""
    rules = get_rules(name)
    game = LocalGame(rules, [SeatSpec(f"P{i}") for i in range(min(3, rules.max_players))], seed=seed)
    chooser = Rng(seed, "chooser")
    for _ in range(steps):
        status = game.status()
        if status.finished or not status.active_seats:
            return
        seat = chooser.choice(list(status.active_seats))
        legal = rules.legal_commands(game.state, seat)
        root = ET.fromstring(rules.picture(rules.view(game.state, seat), legal))
        yield root.get(targets.PROMPT), json.loads(root.get(targets.WORDS, "[]"))
        game.play(seat, chooser.choice(legal))


@pytest.mark.parametrize("name", sorted(IDS))
def test_a_seats_turn_is_said_in_the_games_words_not_its_ids(name):
    ids = re.compile(r"\b(?:" + "|".join(map(re.escape, sorted(IDS[name], key=len, reverse=True))) + r")\b") \
        if IDS[name] else None
    said = []
    for prompt, words in spoken(name, f"words-{name}"):
        assert prompt and prompt[0].isupper() and prompt.endswith("."), prompt
        said += [text for _, text in words]
        texts = [text for _, text in words]  # two buttons never read alike ("returns its 2-train" twice)
        assert len(texts) == len(set(texts)), sorted(text for text in texts if texts.count(text) > 1)
    assert said, f"{name}: no command was ever given words"
    if ids:
        assert not [text for text in said if ids.search(text)], "an id where a name belongs"


def test_ticket_to_ride_tickets_and_tinners_trail_pumps_name_their_places():
    tickets = {text for prompt, words in spoken("ticket-to-ride", "words-tickets", 6) for command, text in words
               if command["type"] == "keep_tickets"}
    assert tickets and all(text.startswith("Keep ") and "\u2013" in text for text in tickets)
    assert any("Denver" in text or "New York" in text or "Seattle" in text for text in tickets), sorted(tickets)[:5]
    pumps = {text for _, words in spoken("tinners-trail", "words-pumps") for command, text in words
             if command["type"] == "improve_pumps"}
    named = {facts["name"] for facts in areas().values()}
    assert any(name in text for text in pumps for name in named), sorted(pumps)[:5]


def test_18_lilliputs_tile_choosers_draw_each_tile_turned_and_name_companies_in_full():
    """Issue 44: the draft's and the tile lays' choosers said `company SR · tile y-straight · rotation 0`;
    each choice now names the company and the tile in words, beside the tile drawn turned as it will lie
    (one drawing in the picture's <defs> a tile and rotation, its track where the rotation puts it)."""
    rules = get_rules("lilliput")
    ids = re.compile(r"\b(?:" + "|".join(sorted(set(lilliput.companies()) | {t for t in lilliput.tiles() if "-" in t},
                                                key=len, reverse=True)) + r")\b")
    laid = {}
    game = LocalGame(rules, [SeatSpec("P0"), SeatSpec("P1")], seed="tile-choosers")
    chooser = Rng("tile-choosers", "chooser")
    for _ in range(160):
        status = game.status()
        if status.finished:
            break
        seat = chooser.choice(list(status.active_seats))
        legal = rules.legal_commands(game.state, seat)
        root = ET.fromstring(rules.picture(rules.view(game.state, seat), legal))
        drawings = {element.get("id"): element for element in root.iter() if element.get("id")}
        for found in root.iter():
            if found.get(targets.ATTRIBUTE) is None:
                continue
            commands, choices = json.loads(found.get(targets.ATTRIBUTE)), json.loads(found.get(targets.CHOICES))
            arts = json.loads(found.get(targets.ART, "null")) or [None] * len(commands)
            for command, choice, art in zip(commands, choices, arts, strict=True):
                assert not ids.search(choice), choice
                if command["type"] in ("lay_tile", "lay_character_tile", "pick_company"):
                    assert art in drawings and len(drawings[art]) > 1, (command, art)  # a face and its track
                    assert lilliput.companies()[command["data"]["company"]]["name"] in choice, choice
                    laid[(command["data"]["tile"], command["data"]["rotation"])] = b"".join(map(ET.tostring, drawings[art]))
        game.play(seat, chooser.choice(legal))
    assert {kind for kind, _ in laid} >= {"y-straight", "city-curve"}, sorted(laid)
    turns = [drawing for (tile, _), drawing in laid.items() if tile == "y-curve"]  # (its id apart)
    assert len(turns) > 1 and len(set(turns)) == len(turns), "each rotation drawn as it lies"
