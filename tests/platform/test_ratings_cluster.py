"""Ratings on a Redis Cluster (-m cluster): each title's ratings, leaderboard and games' records in its own
slot ({r:<rules>}), rated by the relay's one Lua call there."""
from __future__ import annotations

import pytest

from tests.cluster.conftest import cluster_parts, cluster_served, local_cluster, queue_server  # noqa: F401
from tests.platform.account_players import until
from tests.platform.support import Api, bearer, new_account
from tests.platform.test_ratings import moved

pytestmark = pytest.mark.cluster


def test_rated_games_of_two_titles_are_rated_on_a_cluster(cluster_served, cluster_parts):  # noqa: F811
    client = Api(cluster_served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    for rules, opponent in (("railroad-ink", {"name": "Brass", "kind": "bot", "level": "easy"}),
                            ("mini-express", {"name": "Automa", "kind": "automa"})):
        made = client.post("/v1/challenges", headers=bearer(ada_key), json={
            "rules": rules, "players": [{"account": ada["id"]}, opponent], "rated": True}).json()
        moved(client, made["game"], ada_key)
        assert client.post(f"/v1/games/{made['game']}/commands", json={"type": "resign"},
                           headers=bearer(ada_key)).status_code == 201
    until(lambda: len(client.get(f"/v1/accounts/{ada['id']}").json()["ratings"]) == 2, 60, "both games rated")
    ratings = client.get(f"/v1/accounts/{ada['id']}").json()["ratings"]
    assert {rules: (r["place"], r["games"]) for rules, r in ratings.items()} == {"railroad-ink": (2, 1),
                                                                                 "mini-express": (2, 1)}
    assert [row["rated_as"] for row in client.get("/v1/ratings/mini-express").json()["ratings"]] == [
        "automa:easy", ada["id"]]
