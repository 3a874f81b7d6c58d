"""What a game's accounts (and a challenge's invited accounts) are told, built from the game: each
notice an account's event stream gets once (service/adapters/streams/account_events.py writes it, the relay
decides when: workers/relay.py).

Every payload is what anyone may read of the game (its summary's seats, scores and winners), never a
seat's private view. A notice names its `fact`: the same fact told twice (a relay that handled an
outbox entry again) is written once."""
from __future__ import annotations

from dataclasses import dataclass

from domain.core.match import ClockLow, GameFinished, SeatsTakenOver, SeatsToAct
from service.app.games import GameService
from service.app.lobby import public_seat
from service.app.lookup import Game
from service.app.messages import ChallengeIssued, GameExpired
from service.app.notice_kinds import (
    CHALLENGE,
    CLOCK_LOW,
    GAME_EXPIRED,
    GAME_FINISHED,
    GAME_STARTED,
    SEAT_TAKEN_OVER,
    YOUR_TURN,
)


@dataclass(frozen=True)
class Notice:
    account: str
    type: str  # a kind's (service/app/notice_kinds.py)
    data: dict
    fact: str  # the same fact is written once to an account's stream


class Notices:
    def __init__(self, service: GameService) -> None:
        self.service = service

    def challenge(self, intent: ChallengeIssued) -> list[Notice]:
        challenge = intent.challenge
        return [Notice(account, CHALLENGE.type, challenge, CHALLENGE.fact(challenge.get("id")))
                for account in intent.invited]

    def expired(self, game_id: str, intent: GameExpired) -> list[Notice]:
        """Each account seated at or invited to a game that expired waiting for its seats (its challenger
        among them). The fact names the lobby's creation: a game made again under the same id (a rematch
        asked for again) that expires again is told again."""
        lobby = intent.lobby
        seats = [public_seat(seat) for seat in lobby["seats"]]
        return [Notice(seat["account"], GAME_EXPIRED.type, {
            "game": game_id, "rules": lobby["rules"], "seat": seat["seat"], "seats": seats,
            "challenger": lobby["challenger"], "created_at": lobby["created_at"]},
            GAME_EXPIRED.fact(game_id, lobby["created_at"])) for seat in lobby["seats"] if seat.get("account")]

    def started(self, game_id: str) -> list[Notice]:
        game = self.service.game(game_id)
        seats = [_public_seat(seat) for seat in game.seats]
        return [Notice(account, GAME_STARTED.type, {"game": game.id, "rules": game.rules.name, "seat": seat,
                                                    "seats": seats}, GAME_STARTED.fact(game.id, seat))
                for seat, account in _accounts(game)]

    def to_act(self, game_id: str, version: int, intent: SeatsToAct) -> list[Notice]:
        game = self.service.game(game_id)
        holders = dict(_accounts(game))
        return [Notice(holders[seat], YOUR_TURN.type, {"game": game.id, "rules": game.rules.name, "version": version,
                                                       "seat": seat, "clock": left},
                       YOUR_TURN.fact(game.id, version, seat))
                for seat, left in zip(intent.seats, intent.left_ms, strict=True) if seat in holders]

    def taken_over(self, game_id: str, version: int, intent: SeatsTakenOver) -> list[Notice]:
        game = self.service.game(game_id)
        holders = dict(_accounts(game))
        return [Notice(holders[seat], SEAT_TAKEN_OVER.type, {"game": game.id, "rules": game.rules.name, "seat": seat,
                                                             "reason": reason, "version": version},
                       SEAT_TAKEN_OVER.fact(game.id, version, seat))
                for seat, reason in zip(intent.seats, intent.reasons, strict=True) if seat in holders]

    def clock_low(self, game_id: str, version: int, intent: ClockLow) -> list[Notice]:
        """Told once a game a seat (the fact names no version: a clock an increment took back up that goes
        under again is not told again)."""
        game = self.service.game(game_id)
        holders = dict(_accounts(game))
        base_ms = game.options["clock"]["base_s"] * 1000
        return [Notice(holders[seat], CLOCK_LOW.type, {"game": game.id, "rules": game.rules.name, "version": version,
                                                       "seat": seat, "clock": left, "base_ms": base_ms},
                       CLOCK_LOW.fact(game.id, seat))
                for seat, left in zip(intent.seats, intent.left_ms, strict=True) if seat in holders]

    def finished(self, game_id: str, intent: GameFinished) -> list[Notice]:
        game = self.service.game(game_id)
        scores = self.service.summary(game)["scores"]
        winners = list(intent.winners)
        return [Notice(account, GAME_FINISHED.type, {"game": game.id, "rules": game.rules.name, "seat": seat,
                                                     "scores": scores, "winners": winners,
                                                     "place": place(seat, scores, winners)},
                       GAME_FINISHED.fact(game.id, seat))
                for seat, account in _accounts(game)]


def place(seat: int, scores: list[int] | None, winners: list[int]) -> int:
    """A seat's 1-based place: 1 for the winners; after them, by score (equal scores share a place;
    without scores, every other seat comes next)."""
    if seat in winners:
        return 1
    if scores is None:
        return len(winners) + 1
    return len(winners) + 1 + sum(1 for other, score in enumerate(scores)
                                  if other not in winners and score > scores[seat])


def _accounts(game: Game) -> list[tuple[int, str]]:
    return [(seat["seat"], seat["account"]) for seat in game.seats if seat.get("account")]


def _public_seat(seat: dict) -> dict:
    return {key: seat[key] for key in ("seat", "name", "kind", "account") if key in seat}
