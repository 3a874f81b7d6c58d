"""An example bot: it makes an account (kind "bot") and plays every game it is seated at, a random legal
command whenever its account's event stream says `your_turn`; it accepts every challenge it is sent.
It learns of its turns from that one stream alone, across all its games.

Run: `python clients/python/examples/bot.py http://localhost:8080 [--key KEY] [--games N]` (with
clients/python installed or on PYTHONPATH). Its first line says its account; seat it at a game
(`{"name": ..., "account": <id>}`) or challenge it. With --games it stops after N games ended."""
from __future__ import annotations

import argparse
import json
import random

import httpx

from trackside_client.streams import iter_account_events

TABLE = {"undo", "resign", "hand_over", "take_back"}  # always legal, never moving the game on: left alone


def play(http: httpx.Client, game: str) -> bool:
    """One random legal command of this bot's seat at `game`, if it has one; True when it played."""
    for _ in range(20):  # 409: another seat played first; look again
        legal = http.get(f"/v1/games/{game}/legal-commands").raise_for_status().json()
        moves = [command for command in legal["commands"] if command["type"] not in TABLE]
        if not moves:
            return False  # not its turn any more (a later your_turn will come)
        answer = http.post(f"/v1/games/{game}/commands", json={**random.choice(moves),
                                                                  "expected_version": legal["version"]})
        if answer.status_code == 201:
            return True
        if answer.status_code != 409:
            answer.raise_for_status()
    return False


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("base_url", nargs="?", default="http://localhost:8080")
    parser.add_argument("--key", help="an account key (default: make a new account)")
    parser.add_argument("--games", type=int, help="stop after this many games ended")
    args = parser.parse_args()
    key = args.key
    if key is None:
        made = httpx.post(f"{args.base_url}/v1/accounts", json={"name": "Example bot", "kind": "bot"})
        key = made.raise_for_status().json()["key"]
    http = httpx.Client(base_url=args.base_url, headers={"Authorization": f"Bearer {key}"}, timeout=30)
    print(json.dumps({"account": http.get("/v1/me").raise_for_status().json()["account"]}), flush=True)
    ended = 0
    for event in iter_account_events(args.base_url, key):
        told = event["data"]
        if event["type"] == "challenge":
            http.post(f"/v1/challenges/{told['id']}/accept").raise_for_status()
        elif event["type"] == "your_turn":
            play(http, told["game"])
        elif event["type"] == "game_finished":
            ended += 1
            print(json.dumps({"game": told["game"], "place": told["place"], "scores": told["scores"]}), flush=True)
            if args.games is not None and ended >= args.games:
                return


if __name__ == "__main__":
    main()
