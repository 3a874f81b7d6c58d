"""One registry finds every game and its parts (domain/core/title.py)."""
from __future__ import annotations

import copy

from domain.core.bots import determiniser
from domain.core.registry import all_rules
from domain.core.rules import Pictured
from domain.core.title import title_of, titles


def test_every_game_has_its_rules_spec_bot_picture_and_content_in_one_title():
    assert sorted(titles()) == ["lilliput", "mini-express", "railroad-ink", "ticket-to-ride", "tinners-trail"]
    for name, title in titles().items():
        package = f"domain.{name.replace('-', '_')}"
        assert title.rules is all_rules()[name] and type(title.rules).__module__.startswith(package)
        assert (title.spec.__name__, title.bot.__name__) == (f"{package}.spec", f"{package}.bot")
        assert title.spec.EXAMPLES and title.bot.LEVELS and callable(title.bot.known_world)
        assert isinstance(title.rules, Pictured) and title.picture.__self__ is title.rules
        assert any(entry.name.endswith(".json") for entry in title.content.iterdir())


def test_a_copy_of_a_games_rules_finds_its_bot_and_spec_by_the_games_name():
    """(The picture tests give the service such a copy, of a class made in a test module.)"""
    rules = all_rules()["ticket-to-ride"]
    echoing = copy.copy(rules)
    echoing.__class__ = type("Echoing", (type(rules),), {"__module__": "tests.pictures.renderers"})
    assert determiniser(echoing) is title_of(rules).bot and title_of(echoing).spec.__name__ == "domain.ticket_to_ride.spec"
