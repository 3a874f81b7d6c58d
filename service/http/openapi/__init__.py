"""The OpenAPI document, built from the routes' contract, the games' marshmallow schemas and each game's
`spec` module (the JSON Schema of its view and events, and real example commands).

`trackside openapi > openapi.yaml` writes the committed file; a test keeps the two equal, so every
command of every registered game is always documented. Each game also has its own typed paths under
`/v1/rules/<name>/games/{game_id}/...` (state, events, legal commands, commands): there the view, the
events and the commands are that game's, so a generated client has one typed model per command."""
from __future__ import annotations

import json
from functools import cache

from domain.core.registry import all_rules
from service.http.openapi.accounts import account_paths
from service.http.openapi.archive import archive_paths
from service.http.openapi.components import components
from service.http.openapi.enums import named_enums
from service.http.openapi.games import game_spec, prefix
from service.http.openapi.lobby import lobby_paths
from service.http.openapi.me_events import me_event_paths
from service.http.openapi.paths import paths, picture_paths, with_security
from service.http.openapi.ratings import rating_paths
from service.http.openapi.tournaments import tournament_paths
from service.http.openapi.webhooks import webhook_paths

__all__ = ["game_spec", "prefix", "spec", "spec_json", "spec_yaml"]


@cache
def spec() -> dict:
    games = sorted(all_rules().values(), key=lambda r: r.name)
    return {
        "openapi": "3.1.0",
        "info": {"title": "Trackside", "version": "1",
                 "description": "Event-sourced rules server for railway board games. Errors are "
                                "application/problem+json (RFC 9457) with a stable `code`. Each game has typed "
                                "paths under `/v1/rules/<name>/games/{game_id}`; guides with real example "
                                "commands: " + ", ".join(f"[{r.title}](/docs/games/{r.name})" for r in games) + "."},
        "tags": [{"name": "Catalogue"}, {"name": "Games"}, {"name": "Playing"}, {"name": "Jobs"}, {"name": "Pictures"},
                 {"name": "Accounts"}, {"name": "Webhooks"}, {"name": "Tournaments"}, {"name": "Ratings"},
                 *({"name": r.name, "description": f"{r.title}: its typed paths ([guide](/docs/games/{r.name}))."}
                   for r in games),
                 {"name": "Operations"}],
        **named_enums({"paths": with_security({**paths(), **account_paths(), **lobby_paths(), **me_event_paths(),
                                                **webhook_paths(), **tournament_paths(), **rating_paths(),
                                                **picture_paths(), **archive_paths()}),
                 "components": components()}),
    }


@cache
def spec_yaml() -> str:
    import yaml  # (here: an API process imports it only once asked for the YAML, which most never are)

    return yaml.safe_dump(spec(), sort_keys=False, allow_unicode=True, width=120)


@cache
def spec_json() -> str:
    return json.dumps(spec(), ensure_ascii=False)
