"""The bulk export of the archived games (service/http/api/games.py archived_games)."""
from __future__ import annotations

from service.http.openapi.shapes import OPTIONAL_AUTH, param, problems

DAY = {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?Z?)?$"}


def archive_paths() -> dict:
    return {"/v1/archive/games": {"get": {
        "tags": ["Games"], "operationId": "exportArchivedGames",
        "summary": "Every archived game of a title, tournament or time span: one game's export a line (NDJSON)",
        "description": "Finished games move from Redis to the archive store TRACKSIDE_ARCHIVE_AFTER_S after they end "
                       "(docs/operations.md, Archive); this reads them a page at a time, in the order archived. "
                       "Each line is what `GET /v1/games/{game_id}/export` answers the caller for that game (the "
                       "admin's whole). The `X-Next-Cursor` header is where the next page starts: resume with it, "
                       "now or later, and no game is missed or repeated. An empty page: every game so far. "
                       "A heavy read (its rate limit). 404 `no_archive` where the service keeps no archive store; "
                       "503 `store_unavailable` with Retry-After while its database is away.",
        "security": OPTIONAL_AUTH,
        "parameters": [
            param("rules", "query", {"type": "string", "minLength": 1, "maxLength": 64},
                  "Only games of these rules"),
            param("tournament", "query", {"type": "string", "minLength": 1, "maxLength": 64},
                  "Only the tables of this tournament"),
            param("since", "query", DAY, "Only games finished at or after this date or UTC time"),
            param("until", "query", DAY, "Only games finished before this date or UTC time"),
            param("cursor", "query", {"type": "string", "pattern": "^[0-9]{0,18}$"},
                  "The X-Next-Cursor of the page before (none: from the first archived game)"),
            param("limit", "query", {"type": "integer", "minimum": 1, "maximum": 20, "default": 10},
                  "Games a page, at most")],
        "responses": {
            "200": {"description": "One export a line", "headers": {
                "X-Next-Cursor": {"schema": {"type": "string"}, "description": "Where the next page starts"}},
                    "content": {"application/x-ndjson": {"schema": {"type": "string"}}}},
            **problems(400, 404, 429, 503)}}}}
