"""The generated Python client (clients/python) plays a whole game of every game over a real socket,
typed end to end: the games are created from the generated create models, every command is a generated
model (as the legal-commands answer parses it), and every answer parses into the game's own models."""
from __future__ import annotations

import importlib
import random
import re

import pytest

from tests.clients.generated import import_python_client
from tests.support import ROOT

import_python_client()  # generated from openapi.yaml, as `make client` makes it

from trackside_client import AuthenticatedClient, Client, models  # noqa: E402
from trackside_client.api.games import (  # noqa: E402
    create_game,
    export_game,
    get_game,
    verify_game,
)
from trackside_client.api.playing import get_legal_commands, submit_command  # noqa: E402

# Seats per game (all human: automa seats need a worker, which the service tests cover).
GAMES = {"railroad-ink": 2, "lilliput": 2, "ticket-to-ride": 2, "mini-express": 2, "tinners-trail": 3}
MAX_COMMANDS = 3000


def prefix(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("-"))


def operation(name: str, what: str):
    package = name.replace("-", "_")
    return importlib.import_module(f"trackside_client.api.{package}.{package}_{what}")


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_whole_game_through_the_generated_client(served, name):
    p = prefix(name)
    create_model = getattr(models, f"{p}CreateGame")
    player_model = getattr(models, f"{p}Player")
    anonymous = Client(base_url=served.url, raise_on_unexpected_status=True)
    created = create_game.sync(client=anonymous, body=create_model(
        rules=name, players=[player_model(name=f"seat {i}") for i in range(GAMES[name])], seed=f"client-{name}"))
    assert isinstance(created, models.Created), created
    game_id = created.game.id
    seats = {seat.seat: AuthenticatedClient(base_url=served.url, token=seat.token, raise_on_unexpected_status=True)
             for seat in created.seats}
    legal_commands, submit = operation(name, "get_legal_commands"), operation(name, "submit_command")
    chooser = random.Random(name)
    played = set()
    for _ in range(MAX_COMMANDS):
        summary = get_game.sync(game_id, client=anonymous)
        if summary.status == "finished":
            break
        seat = chooser.choice(summary.active_seats)
        legal = legal_commands.sync(game_id, client=seats[seat])
        assert isinstance(legal, getattr(models, f"{p}LegalCommands")), legal
        # The game's own generated models, and the table's undo (left out: taking back is not progress).
        assert all(type(c).__name__.startswith((p, "Table")) for c in legal.commands), legal.commands
        command = chooser.choice([c for c in legal.commands if type(c).__name__.startswith(p)])
        command.expected_version = legal.version
        appended = submit.sync(game_id, client=seats[seat], body=command)
        assert isinstance(appended, getattr(models, f"{p}Appended")), appended
        assert appended.version > legal.version and appended.events
        played.add(command.type_)
    else:
        raise AssertionError(f"{name} did not finish in {MAX_COMMANDS} commands")
    assert len(played) > 1
    final = summary.version

    # A past state, as a seat saw it, in the game's own view model.
    past = operation(name, "get_state").sync(game_id, client=seats[0], at_version=final // 2)
    assert isinstance(past, getattr(models, f"{p}State")) and past.version == final // 2
    assert isinstance(past.view, getattr(models, f"{p}View"))
    # Every event parses into the game's event models (the discriminator names each one's type).
    events = operation(name, "get_events").sync(game_id, client=seats[0], limit=5000)
    assert isinstance(events, getattr(models, f"{p}Events")) and events.last_version == final
    assert [e.version for e in events.events] == list(range(1, final + 1))
    assert all(type(e).__name__ == f"{p}Event{''.join(w.capitalize() for w in e.type_.split('_'))}"
               for e in events.events)
    verified = verify_game.sync(game_id, client=anonymous)
    assert isinstance(verified, models.Verification) and verified.ok and verified.checked_events == final
    exported = export_game.sync(game_id, client=seats[0])
    assert isinstance(exported, models.Export) and exported.seed == f"client-{name}"
    assert len(exported.events) == final and isinstance(exported.events[0].command, models.SetupCommand)
    assert exported.game.status == "finished" and exported.game.scores


def camel(kind: str) -> str:
    return "".join(word.capitalize() for word in kind.split("_"))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_generic_legal_commands_decode_as_the_games_own_command_types(served, name):
    """On the generic path too (`GET /v1/games/{id}/legal-commands`, any game), each command is its own
    game's model, told apart by the answer's `rules` (Tinners' Trail's `pass` is a TinnersTrailPass,
    not another game's `pass`); the command posted back as it is, through the generic path, is taken."""
    p = prefix(name)
    anonymous = Client(base_url=served.url, raise_on_unexpected_status=True)
    created = create_game.sync(client=anonymous, body=getattr(models, f"{p}CreateGame")(
        rules=name, players=[getattr(models, f"{p}Player")(name=f"seat {i}") for i in range(GAMES[name])],
        seed=f"generic-{name}"))
    game_id = created.game.id
    seats = {seat.seat: AuthenticatedClient(base_url=served.url, token=seat.token, raise_on_unexpected_status=True)
             for seat in created.seats}
    chooser, seen = random.Random(name), set()
    for _ in range(40):
        seat = chooser.choice(get_game.sync(game_id, client=anonymous).active_seats)
        legal = get_legal_commands.sync(game_id, client=seats[seat])
        assert isinstance(legal, getattr(models, f"{p}LegalCommands")) and legal.rules == name, legal
        for command in legal.commands:
            owner = "Table" if type(command).__name__.startswith("Table") else p
            assert type(command).__name__ == owner + camel(command.type_), (name, command)
        seen |= {type(c).__name__ for c in legal.commands}
        command = chooser.choice([c for c in legal.commands if type(c).__name__.startswith(p)])
        command.expected_version = legal.version
        assert submit_command.sync(game_id, client=seats[seat], body=command).version > legal.version
    if name == "tinners-trail":
        assert "TinnersTrailPass" in seen


@pytest.mark.parametrize("document", ["docs/clients.md", "clients/python/README.md"])
def test_the_python_examples_of_the_docs_run_against_a_served_app(served, document, capsys):
    """Each ```python block, as it is written (for `trackside up` on :8080), against a served app."""
    blocks = re.findall(r"```python\n(.*?)```", (ROOT / document).read_text(), re.S)
    assert blocks
    for block in blocks:
        assert "http://localhost:8080" in block
        exec(compile(block.replace("http://localhost:8080", served.url), document, "exec"), {})
    printed = capsys.readouterr().out.split()
    assert printed and int(printed[0]) > 1  # the version after the example's command
