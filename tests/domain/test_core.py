"""The shared kernel: deterministic, unbiased draws; canonical hashing."""
from __future__ import annotations

from collections import Counter

import pytest

from domain.core import Rng, canonical_json, check_canonical, seed_commitment, state_hash
from domain.core.rules import NextState


def test_same_seed_and_stream_give_the_same_draws():
    a, b = Rng("seed", 7), Rng("seed", 7)
    assert [a.randint(1, 6) for _ in range(50)] == [b.randint(1, 6) for _ in range(50)]
    assert Rng("seed", 7).shuffled(range(20)) == Rng("seed", 7).shuffled(range(20))


def test_other_seed_or_stream_give_other_draws():
    base = [Rng("seed", 7).randint(1, 6) for _ in range(1)] + Rng("seed", 7).shuffled(range(20))
    assert Rng("seed", 8).shuffled(range(20)) != base[1:]
    assert Rng("other", 7).shuffled(range(20)) != base[1:]


def test_draws_are_uniform_enough():
    rng = Rng("uniform", 0)
    counts = Counter(rng.randint(1, 6) for _ in range(60_000))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    assert all(9_400 < n < 10_600 for n in counts.values()), counts


def test_shuffle_is_a_permutation_and_sample_has_no_repeats():
    rng = Rng("perm", 1)
    assert sorted(rng.shuffled(range(100))) == list(range(100))
    sample = rng.sample(range(10), 4)
    assert len(set(sample)) == 4


def test_rng_refuses_an_empty_range():
    with pytest.raises(ValueError):
        Rng("x", 0).below(0)


def test_commitment_is_sha256_of_the_seed():
    assert seed_commitment("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"


def test_canonical_json_sorts_keys_and_hash_ignores_key_order():
    assert canonical_json({"b": 1, "a": {"d": 2, "c": 3}}) == b'{"a":{"c":3,"d":2},"b":1}'
    assert state_hash({"b": 1, "a": 2}) == state_hash({"a": 2, "b": 1})
    assert state_hash({"a": 1}) != state_hash({"a": 2})


@pytest.mark.parametrize("bad", [{"x": 1.5}, {"x": (1, 2)}, {1: "a"}, {"x": {1, 2}}])
def test_check_canonical_refuses_floats_tuples_and_non_string_keys(bad):
    with pytest.raises(TypeError):
        check_canonical(bad)


def test_next_state_copies_what_it_owns_once_and_shares_the_rest():
    before = {"players": [{"cash": 10, "shares": {"A": 1}}, {"cash": 20, "shares": {}}], "market": {"x": ["A"]}}
    kept = state_hash(before)
    state = NextState(before)
    state.own("players", 0)["cash"] += 5
    state.own("players", 0, "shares")["A"] += 1
    state.own("players", 0)["cash"] += 1  # the same copy: both edits land
    state["round"] = 2
    after = state.made()
    assert type(after) is dict and state_hash(before) == kept
    assert after == {"players": [{"cash": 16, "shares": {"A": 2}}, {"cash": 20, "shares": {}}], "market": {"x": ["A"]},
                     "round": 2}
    assert after["players"][1] is before["players"][1] and after["market"] is before["market"]
