"""The contract of the ratings' and the tournaments' stores, run on the Redis adapters and on their
in-memory fakes (service/adapters/memory) alike."""
from __future__ import annotations

import pytest

from service.app.ratings import Rating
from tests.service.contract import KINDS, Stores, stores_of


@pytest.fixture(params=KINDS)
def stores(request) -> Stores:
    return stores_of(request)


def test_a_game_is_rated_once_and_only_from_the_ratings_it_read(stores):
    ratings = stores.ratings
    ada, bob = Rating(25.0, 8.0, 1), Rating(20.0, 1.5, 3)
    assert ratings.ratings("ink", ["ada", "bob"]) == {"ada": None, "bob": None}
    assert ratings.ratings("ink", []) == {}
    assert ratings.record("ink", "g1", {}, {"ada": ada, "bob": bob}, {"places": [1, 2]}) == "ok"
    assert ratings.record("ink", "g1", {"ada": ada, "bob": bob}, {"ada": bob}, {}) == "rated"
    assert ratings.record("ink", "g2", {"ada": None}, {"ada": bob}, {}) == "moved"
    assert ratings.record("ink", "g2", {"ada": Rating(25.0, 8.0, 2)}, {"ada": bob}, {}) == "moved"
    assert ratings.ratings("ink", ["ada", "bob", "cy"]) == {"ada": ada, "bob": bob, "cy": None}
    assert ratings.result("ink", "g1") == {"places": [1, 2]}
    assert ratings.result("ink", "g2") is None and ratings.result("rails", "g1") is None
    assert ratings.ratings("rails", ["ada"]) == {"ada": None}


def test_a_pairs_recent_games_are_compared_and_set_with_the_ratings(stores):
    ratings = stores.ratings
    ada = Rating(25.0, 8.0, 1)
    assert ratings.pairs("ink", ["ada|bob"]) == {"ada|bob": []}
    assert ratings.record("ink", "g1", {}, {"ada": ada}, {}, {}, {"ada|bob": [1000]}) == "ok"
    assert ratings.pairs("ink", ["ada|bob", "ada|cy"]) == {"ada|bob": [1000], "ada|cy": []}
    assert ratings.record("ink", "g2", {"ada": ada}, {"ada": ada}, {}, {"ada|bob": []}, {"ada|bob": [2000]}) == "moved"
    assert ratings.result("ink", "g2") is None  # (nothing of a moved record stored)
    assert ratings.record("ink", "g2", {"ada": ada}, {"ada": ada}, {}, {"ada|bob": [1000]},
                          {"ada|bob": [1000, 2000]}) == "ok"
    assert ratings.pairs("ink", ["ada|bob"]) == {"ada|bob": [1000, 2000]}
    assert ratings.pairs("rails", ["ada|bob"]) == {"ada|bob": []}


def test_the_leaderboard_is_best_ordinal_first_with_its_size_and_ranks(stores):
    ratings = stores.ratings
    entries = {"ada": Rating(30.0, 2.0), "bob": Rating(40.0, 8.0), "cy": Rating(24.0, 0.0), "dee": Rating(30.0, 2.0)}
    assert ratings.record("ink", "g1", {}, entries, {}) == "ok"
    assert ratings.board("ink", 0, 10) == ([("dee", entries["dee"]), ("cy", entries["cy"]), ("ada", entries["ada"]),
                                           ("bob", entries["bob"])], 4)
    assert ratings.board("ink", 1, 2) == ([("cy", entries["cy"]), ("ada", entries["ada"])], 4)
    assert ratings.board("ink", 9, 2) == ([], 4)
    assert ratings.board("rails", 0, 10) == ([], 0)
    assert ratings.rank("ink", "ada") == (entries["ada"], 3)
    assert ratings.rank("ink", "nobody") is None


def test_a_tournament_changes_only_from_the_revision_it_was_read_at_and_is_listed_by_status(stores):
    tournaments = stores.tournaments
    for tournament_id in ("t1", "t2", "t3"):
        tournaments.open_tournament(tournament_id, {"id": tournament_id, "status": "open"})
    assert tournaments.tournament("t2") == ({"id": "t2", "status": "open"}, 1)
    assert tournaments.tournament("none") is None
    assert tournaments.update_tournament("t2", 1, {"id": "t2", "status": "running"}, "open")
    assert not tournaments.update_tournament("t2", 1, {"id": "t2", "status": "finished"}, "open")
    assert not tournaments.update_tournament("none", 1, {"id": "none", "status": "open"}, "open")
    assert tournaments.update_tournament("t2", 2, {"id": "t2", "status": "running", "round": 1}, "running")
    assert tournaments.tournament("t2") == ({"id": "t2", "status": "running", "round": 1}, 3)
    assert tournaments.list_tournaments(None, None, 10) == ["t3", "t2", "t1"]
    assert tournaments.list_tournaments("open", None, 10) == ["t3", "t1"]
    assert tournaments.list_tournaments("running", None, 10) == ["t2"]
    assert tournaments.list_tournaments(None, "t3", 1) == ["t2"]
    assert tournaments.list_tournaments("finished", None, 10) == []


def test_a_revealed_seed_is_no_longer_marked_hidden_in_the_games_meta(stores):
    stores.events.append("g1", 0, [{"version": 1, "type": "x", "data": {}, "seat": 0, "state_hash": "h1"}],
                         meta={"state_hash": "h1", "seed_hidden": "1"})
    stores.tournaments.reveal_seed("g1")
    stores.tournaments.reveal_seed("none")
    assert stores.events.meta("g1") == {"version": "1", "state_hash": "h1"}
    assert stores.events.meta("none") is None
