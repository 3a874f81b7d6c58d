"""The seats of a game waiting for them (service/app/lobby.py): made from a new game's players, and read
from a lobby's record."""
from __future__ import annotations

from service.app import errors
from service.app.accounts import Account, Accounts
from service.app.creation import bot_level
from service.app.errors import invalid


def waits(player: dict) -> bool:
    """Whether a new game's player is a seat to fill: open, or an account's without a name."""
    return bool(player.get("open")) or ("account" in player and "name" not in player)


def public_seat(seat: dict) -> dict:
    """A lobby's seat as anyone may see it: who holds it or is invited to it, never a token."""
    return {key: value for key, value in seat.items() if key != "invited"}


def held_seat(record: dict, account_id: str) -> int | None:
    return next((s["seat"] for s in record["seats"] if s["state"] == "taken" and s.get("account") == account_id), None)


def invited_seat(record: dict, account_id: str) -> int | None:
    return next((s["seat"] for s in record["seats"] if s.get("invited") == account_id), None)


def full(record: dict) -> bool:
    return all(seat["state"] == "taken" for seat in record["seats"])


def has_open_seat(record: dict) -> bool:
    return any(seat["state"] == "open" for seat in record["seats"])


def accounts_of(record: dict) -> set[str]:
    """The accounts of a lobby: those seated and those invited (its games, to each)."""
    return {s["account"] for s in record["seats"] if s.get("account")}


def player_of_seat(seat: dict) -> dict:
    """A taken seat as Creation.create takes its player (an account's with its account)."""
    return {"name": seat["name"], "kind": seat["kind"], **bot_level(seat),
            **({"account": seat["account"], "account_kind": seat["account_kind"]} if seat.get("account") else {})}


def new_seats(accounts: Accounts, players: list[dict]) -> list[dict]:
    seats = [_seat(accounts, i, player) for i, player in enumerate(players)]
    invited = [s["invited"] for s in seats if "invited" in s]
    if len(set(invited)) != len(invited):
        raise invalid({"players": ["An account holds at most one seat of a game."]})
    return seats


def _seat(accounts: Accounts, number: int, player: dict) -> dict:
    if player.get("open"):
        return {"seat": number, "kind": "human", "state": "open"}
    if "name" not in player:
        account = _account(accounts, player["account"], number)
        return {"seat": number, "kind": "human", "state": "invited", "invited": account.id, "account": account.id,
                "name": account.name, "account_kind": account.kind}
    return {"seat": number, "kind": player.get("kind", "human"), "name": player["name"], "state": "taken",
            **bot_level(player)}


def _account(accounts: Accounts, account_id: str, number: int) -> Account:
    try:
        return accounts.account(account_id)
    except errors.NotFound as exc:
        raise errors.Refused("account_not_found", f"Seat {number} invites an account there is not.",
                             seat=number) from exc
