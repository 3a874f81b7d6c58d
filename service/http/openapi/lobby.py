"""The paths of seats for accounts (service/http/api/lobby.py): joining and leaving a waiting game's seats,
challenges, rematches and an account's own games, whom it accepts challenges from and declining them all;
and the schemas they and the games' paths share."""
from __future__ import annotations

from service.app.lobby import MAX_WAITING
from service.app.lobby_consent import ACCEPTS_FROM, DECLINE_AT_ONCE, MAX_INVITATIONS
from service.http.openapi.shapes import (
    AUTH,
    CREATING,
    GAME_ID,
    IDEMPOTENCY_KEY,
    INT,
    STR,
    obj,
    ok,
    param,
    problem_text,
    problems,
    ref,
)

SEAT_STATE = {"type": "string", "enum": ["open", "invited", "taken"],
              "description": "While the game waits: open to any account, kept for the account invited to it, or "
                             "taken (a plain seat is taken from the start)."}
ACCOUNT_KIND = {"type": "string", "enum": ["human", "bot"],
                "description": "The kind of the account holding (or invited to) the seat; the seat itself is a "
                               "`human` one, played by the account's client (a `bot` seat is one the server's "
                               "bots play)."}
CHALLENGE_ID = param("challenge_id", "path", {"type": "string", "pattern": "^[0-9a-f]{1,64}$"},
                     "The challenge's id (its game's id).")
SEAT = param("seat", "path", {"type": "integer", "minimum": 0}, "The seat's number.")
CAP = (f"At most {MAX_WAITING} games waiting for their seats count against one account (those it made or sits in; "
       "never those it is only invited to) or one client without an account key (those it made): one more (making or "
       "joining one) is a 429 `too_many_waiting`.")
INVITING = (f"An invitation counts against its sender, which may have at most {MAX_INVITATIONS} pending with one account "
            "(a 429 `too_many_invitations`); an account invited that does not accept challenges from the sender (`GET "
            "/v1/me/challenge-preference`) refuses it, a 403 `challenges_refused`.")
NO_BODY = {"required": False, "content": {"application/json": {"schema": obj({}, additionalProperties=False)}}}
WAITING_409 = problem_text("`game_started` (no seat to take or give back), `challenge_declined`, `seat_taken`, "
                           "`already_seated` (an account holds at most one seat of a game), `invited_elsewhere`")


def lobby_components() -> dict:
    return {
        "LobbySeat": obj({"seat": INT, "kind": {"type": "string", "enum": ["human", "automa", "bot"]},
                          "state": SEAT_STATE, "name": STR, "account": STR, "account_kind": ACCOUNT_KIND,
                          "level": {"type": "string"}}, ["seat", "kind", "state"],
                         "A seat of a game waiting for its seats (never with a token)."),
        "AccountPlayer": obj({"account": {"type": "string", "pattern": "^[0-9a-f]{16}$"}}, ["account"],
                             "A seat for this account, named as it is: a new game waits until it joins; a fork "
                             "seats the caller's own account at once.",
                             additionalProperties=False),
        "OpenPlayer": obj({"open": {"type": "boolean", "const": True}}, ["open"],
                          "A seat any account may take: the game waits until one does.", additionalProperties=False),
        "Challenge": obj({
            "id": STR, "game": {"type": "string", "description": "The game's id (the challenge's own)."},
            "rules": STR, "options": {"type": "object"},
            "status": {"type": "string", "enum": ["waiting", "started", "declined"]},
            "challenger": {"type": ["string", "null"], "description": "The account that made it (null: a game "
                           "created with seats to fill, `POST /v1/games`)."},
            "seats": {"type": "array", "items": ref("LobbySeat")}, "created_at": {"type": "string", "format": "date-time"},
            "declined_by": STR}, ["id", "game", "rules", "options", "status", "challenger", "seats", "created_at"]),
        "NewChallenge": {"allOf": [ref("Challenge"), obj({"tokens": {"type": "array", "items": obj(
            {"seat": INT, "token": STR}, ["seat", "token"])}}, ["tokens"])],
            "description": "A new challenge, with the tokens of its plain seats and the challenger's own (only here)."},
        "Joined": obj({"seat": INT, "token": {"type": "string", "description": "The seat's token (the account key "
                                                                            "plays the seat as well)."},
                       "game": ref("GameSummary")}, ["seat", "token", "game"]),
        "MyGame": {"allOf": [ref("GameSummary"), obj({"seat": INT}, ["seat"])],
                   "description": "A game of the account's, with the seat it holds or is invited to."},
        "ChallengePreference": obj({"accepts_from": {
            "type": "string", "enum": list(ACCEPTS_FROM),
            "description": "Whom the account accepts challenges (invitations to a seat, rematches) from: `anyone` "
                           "(the default, an anonymous client too), `played` (the accounts it has sat at a started "
                           "game with), `nobody`. Its own games may always name it."}}, ["accepts_from"],
            additionalProperties=False),
    }


def lobby_paths() -> dict:
    challenge_answer = {"201": ok(ref("NewChallenge"), "Created"),
                        **problems(400, 401, 403, 404, 409, 413, 415, 422, 503, texts=CREATING),
                        "403": problem_text("An account invited does not accept challenges from the sender "
                                            "(`challenges_refused`, with its `account` and `accepts_from`)"),
                        "429": problem_text("Rate limited, the creation budget spent (`rate_limited`), too many waiting "
                                            "games (`too_many_waiting`), or too many invitations pending with one "
                                            "account (`too_many_invitations`, with its `account`)")}
    seat_change = {"401": problem_text("No account key"),
                   "403": problem_text("Not this account's seat (`not_invited`, `not_your_seat`)"),
                   "404": problem_text("No such game or seat (`seat_not_found`)"), "409": WAITING_409,
                   **problems(400, 410, 413, 415, 503), "429": problem_text("Rate limited, or `too_many_waiting`")}
    return {
        "/v1/games/{game_id}/seats/{seat}/join": {"post": {
            "tags": ["Accounts"], "summary": "Take an open seat, or the seat the account was invited to",
            "operationId": "joinSeat", "security": AUTH, "parameters": [GAME_ID, SEAT], "requestBody": NO_BODY,
            "description": "Answers the seat's token (the account key plays the seat as well); joining the seat the "
                           "account holds answers it again. When the last seat is taken the game starts (its "
                           "summary's status becomes `active`). " + CAP,
            "responses": {"200": ok(ref("Joined")), **seat_change}}},
        "/v1/games/{game_id}/seats/{seat}/leave": {"post": {
            "tags": ["Accounts"], "summary": "Give a seat back before the game starts",
            "operationId": "leaveSeat", "security": AUTH, "parameters": [GAME_ID, SEAT], "requestBody": NO_BODY,
            "description": "An invited seat goes back to its invitation, an open one is open again.",
            "responses": {"200": ok(ref("GameSummary")), **seat_change}}},
        "/v1/challenges": {"post": {
            "tags": ["Accounts"], "summary": "Challenge accounts to a game", "operationId": "createChallenge",
            "security": AUTH, "parameters": [IDEMPOTENCY_KEY],
            "description": "The players as for `POST /v1/games`, the challenger among them as `{\"account\": <its "
                           "id>}` (its seat taken at once). The invited accounts are told (an account event "
                           "`challenge`); the game starts once each has accepted and no open seat is left. " + CAP + " " + INVITING,
            "requestBody": {"required": True, "content": {"application/json": {"schema": ref("CreateGame")}}},
            "responses": challenge_answer}},
        "/v1/challenges/{challenge_id}": {"get": {
            "tags": ["Accounts"], "summary": "A challenge: its seats, who holds or is invited to each",
            "operationId": "getChallenge", "parameters": [CHALLENGE_ID],
            "responses": {"200": ok(ref("Challenge")), **problems(404, 410, 429, 503)}}},
        "/v1/challenges/{challenge_id}/accept": {"post": {
            "tags": ["Accounts"], "summary": "Accept: take the seat the account is invited to",
            "operationId": "acceptChallenge", "security": AUTH, "parameters": [CHALLENGE_ID], "requestBody": NO_BODY,
            "responses": {"200": ok(ref("Joined")), **seat_change}}},
        "/v1/challenges/{challenge_id}/decline": {"post": {
            "tags": ["Accounts"], "summary": "Decline: the game never starts",
            "operationId": "declineChallenge", "security": AUTH, "parameters": [CHALLENGE_ID], "requestBody": NO_BODY,
            "responses": {"200": ok(ref("Challenge")), **seat_change}}},
        "/v1/games/{game_id}/rematch": {"post": {
            "tags": ["Accounts"], "summary": "A new challenge to play a finished game again, seats rotated by one",
            "operationId": "rematch", "security": AUTH, "parameters": [GAME_ID], "requestBody": NO_BODY,
            "description": "The same rules, options and table; every seat moves on by one (the rulebook's automa "
                           "stays), every account is invited again and the caller's seat is taken. Asked for again "
                           "(by any of the game's accounts) it answers the same challenge.",
            "responses": {**challenge_answer, "403": problem_text("The account holds no seat at the game, or an "
                                                                 "account invited refuses challenges from it "
                                                                 "(`challenges_refused`)"),
                          "409": problem_text("The game is not finished (`game_not_finished`)"),
                          **problems(410)}}},
        "/v1/me/games": {"get": {
            "tags": ["Accounts"], "summary": "The games the account holds a seat in or is invited to, newest first",
            "operationId": "myGames", "security": AUTH,
            "description": "`turn=mine`: active games where it is the account's turn (its seat among "
                           "`active_seats`); `theirs`: the other active games. A page reads a bounded number of the "
                           "account's games, so it may hold fewer than `limit` and still have a `next_cursor`.",
            "parameters": [param("status", "query", ref("SummaryStatus")),
                           param("turn", "query", {"type": "string", "enum": ["mine", "theirs"]}),
                           param("limit", "query", {"type": "integer", "minimum": 1, "maximum": 100},
                                 "Page size (default 20)."),
                           param("cursor", "query", {"type": "string", "pattern": "^[0-9a-f]{1,64}$"},
                                 "`next_cursor` of the page before.")],
            "responses": {"200": ok(obj({"games": {"type": "array", "items": ref("MyGame")},
                                         "next_cursor": {"type": ["string", "null"]}}, ["games", "next_cursor"])),
                          **problems(400, 401, 429, 503)}}},
        "/v1/me/challenge-preference": {
            "get": {"tags": ["Accounts"], "summary": "Whom the account accepts challenges from",
                    "operationId": "getChallengePreference", "security": AUTH,
                    "responses": {"200": ok(ref("ChallengePreference")), **problems(401, 429, 503)}},
            "put": {"tags": ["Accounts"], "summary": "Say whom the account accepts challenges from",
                    "operationId": "setChallengePreference", "security": AUTH,
                    "description": "Invitations sent before stay until answered (`POST /v1/me/challenges/decline` "
                                   "declines them all).",
                    "requestBody": {"required": True,
                                    "content": {"application/json": {"schema": ref("ChallengePreference")}}},
                    "responses": {"200": ok(ref("ChallengePreference")), **problems(400, 401, 413, 415, 429, 503)}}},
        "/v1/me/challenges/decline": {"post": {
            "tags": ["Accounts"], "summary": "Decline every invitation the account has not answered",
            "operationId": "declineAllChallenges", "security": AUTH, "requestBody": NO_BODY,
            "description": f"At most {DECLINE_AT_ONCE} a call, oldest first: `more` says whether some are left. Each "
                           "is declined as `POST /v1/challenges/{id}/decline` declines it (the game never starts); "
                           "those the account accepted are not among them.",
            "responses": {"200": ok(obj({"declined": {"type": "array", "items": STR,
                                                      "description": "The challenges' ids."},
                                         "more": {"type": "boolean"}}, ["declined", "more"])),
                          **problems(400, 401, 413, 415, 429, 503)}}},
    }
