"""Tournaments played with random results (seeded): the history after each round."""
from __future__ import annotations

import random
from collections.abc import Iterator

from domain.tournaments.model import History, Round, SeatResult, Settings, TableResult
from domain.tournaments.pairing import pair_round


def field(count: int) -> tuple[str, ...]:
    return tuple(f"p{i:04d}" for i in range(count))


def finish(round_: Round, rng: random.Random) -> list[TableResult]:
    """Random places (no ties) and game scores for every table of the round."""
    results = []
    for table in round_.tables:
        places = list(range(1, len(table) + 1))
        rng.shuffle(places)
        results.append(TableResult(round_.number, tuple(
            SeatResult(player, rng.randint(0, 60), place) for player, place in zip(table, places, strict=True))))
    return results


def rounds(settings: Settings, history: History, seed: int = 0) -> Iterator[tuple[Round, History]]:
    """Each round's pairing and the history after it, for settings.rounds rounds."""
    rng = random.Random(seed)
    for number in range(1, settings.rounds + 1):
        round_ = pair_round(settings, history, number)
        history = History(history.players, history.results + tuple(finish(round_, rng)),
                          history.byes + round_.bye_records(), history.withdrawn)
        yield round_, history
