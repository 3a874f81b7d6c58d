"""The contract of the ports the API reaches beside the games (the webhooks' store, the job queue, the
streams' leases, the accounts' stored events), run on the Redis adapters and on their in-memory fakes
(service/adapters/memory) alike: the HTTP tests marked `memory` stand on these fakes."""
from __future__ import annotations

import time

import pytest

from service.app.ports import DeliveryRef
from tests.service.contract import KINDS, Stores, stores_of


@pytest.fixture(params=KINDS)
def stores(request) -> Stores:
    return stores_of(request)


# --- the webhooks -------------------------------------------------------------------------------
def test_endpoints_up_to_the_most_an_account_has_and_only_one_that_exists_is_disabled(stores):
    hooks = stores.webhooks
    assert hooks.add_endpoint("a1", "e1", {"url": "http://x/1"}, 2) and hooks.add_endpoint("a1", "e2", {"url": "u2"}, 2)
    assert not hooks.add_endpoint("a1", "e3", {"url": "u3"}, 2)
    hooks.disable_endpoint("a1", "e2", {"why": "gone"})
    hooks.disable_endpoint("a1", "nope", {"why": "x"})
    assert hooks.endpoints("a1") == {"e1": {"url": "http://x/1", "disabled": None},
                                     "e2": {"url": "u2", "disabled": {"why": "gone"}}}
    assert hooks.remove_endpoint("a1", "e2") and not hooks.remove_endpoint("a1", "e2")
    assert hooks.endpoints("a1") == {"e1": {"url": "http://x/1", "disabled": None}} and hooks.endpoints("b") == {}


def test_deliveries_are_capped_oldest_out_newest_first_and_change_only_by_compare_and_swap(stores):
    hooks = stores.webhooks
    hooks.add_endpoint("a1", "e1", {"url": "u"}, 5)
    refs = [DeliveryRef("a1", "e1", f"d{n}") for n in range(4)]
    assert hooks.add_delivery(refs[0], {"n": 0}, 3) == (True, [])
    assert hooks.add_delivery(refs[0], {"n": 0}, 3) == (False, [])  # (a delivery id is added once)
    for n in (1, 2):
        time.sleep(0.002)
        assert hooks.add_delivery(refs[n], {"n": n}, 3) == (True, [])
    time.sleep(0.002)
    assert hooks.add_delivery(refs[3], {"n": 3}, 3) == (True, [{"n": 0}])
    assert hooks.deliveries("a1", "e1", 2) == [{"n": 3}, {"n": 2}]
    assert hooks.delivery(refs[0]) is None and hooks.delivery(refs[1]) == {"n": 1}
    assert not hooks.swap_delivery(refs[1], {"n": 9}, {"n": 10}) and hooks.swap_delivery(refs[1], {"n": 1}, {"n": 11})
    assert hooks.delivery(refs[1]) == {"n": 11}
    hooks.remove_endpoint("a1", "e1")
    assert hooks.deliveries("a1", "e1", 10) == []
    assert hooks.add_delivery(DeliveryRef("a1", "e1", "d9"), {"n": 9}, 3) == (False, [])  # (no endpoint: none)


# --- the job queue ------------------------------------------------------------------------------
def test_a_job_is_queued_once_by_its_id_and_reads_back_queued_of_its_kind(stores):
    queue = stores.queue
    queue.enqueue_once("score-1", "workers.jobs.score_boards", [1, 2], kind="scoring")
    again = queue.enqueue_once("score-1", "workers.jobs.score_boards", [3], kind="scoring")
    assert (again.id, again.func_name, tuple(again.args)) == ("score-1", "workers.jobs.score_boards", ([1, 2],))
    assert queue.describe(queue.find("score-1")) == {"id": "score-1", "kind": "scoring", "status": "queued"}
    assert queue.find("never") is None


def test_a_client_holds_at_most_its_cap_of_places_for_analyses(stores):
    queue = stores.queue
    assert queue.take_slot("c1", "j1", 2, 60) and queue.take_slot("c1", "j2", 2, 60)
    assert not queue.take_slot("c1", "j3", 2, 60)
    assert queue.take_slot("c2", "j3", 2, 60)  # (another client's places are its own)


# --- the streams' leases ------------------------------------------------------------------------
def test_leases_are_refused_at_the_cap_and_given_back_by_release_or_lapse(stores):
    leases = stores.leases
    first, second = leases.take("p-1", 2, 60), leases.take("p-1", 2, 0.2)
    assert first and second and first != second
    assert leases.take("p-1", 2, 60) is None and leases.take("p-2", 2, 60)
    leases.release("p-1", first)
    third = leases.take("p-1", 2, 60)
    assert third and leases.take("p-1", 2, 60) is None
    time.sleep(0.3)  # (the second lapsed)
    assert leases.take("p-1", 2, 60)


# --- the accounts' stored events ----------------------------------------------------------------
def test_an_accounts_events_are_told_once_a_fact_in_order_after_any_id(stores):
    events = stores.account_events
    assert events.last_id("a1") == "0-0" and events.after("a1", "0-0", 10) == []
    first, before = events.tell_after("a1", "your_turn", {"game": "g", "version": 1}, "g:1")
    assert before == "0-0" and first["type"] == "your_turn" and first["data"] == {"game": "g", "version": 1}
    assert events.tell_after("a1", "your_turn", {"game": "g", "version": 1}, "g:1") is None  # (told once)
    second, before = events.tell_after("a1", "game_finished", {"game": "g"}, "g:end")
    assert before == first["id"] and events.last_id("a1") == second["id"]
    assert [e["id"] for e in events.after("a1", "0-0", 10)] == [first["id"], second["id"]]
    assert [e["type"] for e in events.after("a1", first["id"], 10)] == ["game_finished"]
    assert events.after("a1", "0-0", 1) == [first] and not events.lost_after("a1", first["id"])
