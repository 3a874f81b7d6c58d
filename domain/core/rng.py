"""Deterministic randomness: HMAC-SHA256 of the secret game seed over (stream, block counter).

Every draw a game makes is a function of (seed, stream) only, so publishing the seed after the game
lets anyone re-run it and check every die, shuffle and draw. The service uses the game's version
before a command as its stream, so each command draws from a stream of its own; rules versions that
key chance by its place in the game's chance sequence draw each chance event from a stream named
after that place instead (Rng.chance; docs/table.md, Duplicate deals)."""
from __future__ import annotations

import hashlib
import hmac
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def seed_commitment(seed: str) -> str:
    """Published at creation; the seed itself is revealed when the game ends."""
    return hashlib.sha256(seed.encode()).hexdigest()


def derived_seed(seed: str, purpose: str) -> str:
    """A seed of its own for `purpose` (a bot's search), from which neither `seed` nor any of the
    game's draws can be learned (a hash apart from the HMAC every draw is)."""
    return hashlib.sha256(b"\0".join([b"trackside-derived-seed", seed.encode(), purpose.encode()])).hexdigest()


class Rng:
    def __init__(self, seed: str, stream: int | str) -> None:
        self._seed = seed
        self._key = seed.encode()
        self._stream = str(stream)
        self._block = 0
        self._buffer = b""

    def chance(self, event: str) -> Rng:
        """The draws of one chance event, named by its place in the game's chance sequence ("roll:3",
        the third round's roll; "reshuffle:2", the second reshuffle): a stream of the same seed of its
        own, whichever command reaches the event, so every game of the seed draws the same there."""
        return Rng(self._seed, f"chance/{event}")

    def _bytes(self, n: int) -> bytes:
        while len(self._buffer) < n:
            message = f"{self._stream}/{self._block}".encode()
            self._buffer += hmac.new(self._key, message, hashlib.sha256).digest()
            self._block += 1
        out, self._buffer = self._buffer[:n], self._buffer[n:]
        return out

    def below(self, n: int) -> int:
        """Uniform integer in [0, n), by rejection sampling (no modulo bias)."""
        if n <= 0:
            raise ValueError("n must be positive")
        bits = max(1, (n - 1).bit_length())
        nbytes = (bits + 7) // 8
        mask = (1 << bits) - 1
        while True:
            value = int.from_bytes(self._bytes(nbytes), "big") & mask
            if value < n:
                return value

    def randint(self, low: int, high: int) -> int:
        """Uniform integer in [low, high], both included."""
        return low + self.below(high - low + 1)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """A new list in uniformly random order (Fisher-Yates)."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        return self.shuffled(items)[:k]
