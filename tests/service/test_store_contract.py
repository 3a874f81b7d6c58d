"""The event store's contract, run on the Redis adapter and on its in-memory fake (service/adapters/memory)
alike: what the application may rely on from either (the append, the reads, the first answers, the
listings, the tombstones, the outbox and its reading)."""
from __future__ import annotations

import threading

import orjson
import pytest

from service.adapters.redis import outbox_reader
from service.adapters.redis.resilience import StoreUnavailable
from service.app.ports import SNAPSHOT_EVERY, AppendResult, Head
from tests.service.contract import KINDS, Stores, stores_of


@pytest.fixture(params=KINDS)
def stores(request) -> Stores:
    return stores_of(request)


def envelope(version: int) -> dict:
    return {"version": version, "type": "added", "data": {"n": version}, "seat": version % 2,
            "state_hash": f"h{version}"}


def fold(state: dict | None, envelopes: list[dict]) -> dict:
    total = (state or {"total": 0, "last": 0})["total"]
    for one in envelopes:
        total += one["data"]["n"]
    return {"total": total, "last": envelopes[-1]["version"] if envelopes else (state or {"last": 0})["last"]}


def grow(store, game_id: str, upto: int, every: int = 1, snapshots: bool = True) -> None:
    """Append events until version `upto`, `every` a batch, each with the meta, snapshots and index the
    application writes."""
    version = store.version(game_id)
    while version < upto:
        batch = [envelope(v) for v in range(version + 1, min(version + every, upto) + 1)]
        last = batch[-1]["version"]
        states = {v: fold(None, [envelope(n) for n in range(1, v + 1)])
                  for v in range(version + 1, last + 1) if v % SNAPSHOT_EVERY == 0} if snapshots else {}
        result = store.append(game_id, version, batch, decided_on=f"h{version}" if version else "",
                              meta={"state_hash": f"h{last}", "rules": "counting"}, snapshots=states,
                              index={f"turn:{last // 10}": last})
        assert result == AppendResult("ok", str(last))
        version = last


# --- the append ---------------------------------------------------------------------------------
def test_an_append_moves_the_version_and_one_at_an_old_version_is_a_conflict(stores):
    store = stores.events
    assert store.append("a1", 0, [envelope(1), envelope(2)], meta={"state_hash": "h2"}) == AppendResult("ok", "2")
    assert store.version("a1") == 2
    other = {**envelope(2), "data": {"n": 99}}
    assert store.append("a1", 1, [other], decided_on="h1", meta={"state_hash": "x"}) == AppendResult("conflict", "2")
    assert store.append("a1", 5, [envelope(6)], decided_on="h2") == AppendResult("conflict", "2")
    assert store.events("a1") == [envelope(1), envelope(2)]


def test_the_very_batch_appended_again_is_answered_ok_and_appended_once(stores):
    store = stores.events
    grow(store, "a1", 3)
    assert store.append("a1", 2, [envelope(3)], decided_on="h2") == AppendResult("ok", "3")
    assert store.version("a1") == 3
    assert [e["version"] for e in store.events("a1")] == [1, 2, 3]


def test_a_command_key_gives_its_first_record_again_and_appends_nothing(stores):
    store = stores.events
    record = {"status": 201, "first": 1, "last": 1, "body_hash": "b"}
    first = store.append("a1", 0, [envelope(1)], command_key="seat:0:k", command_record=record,
                         meta={"state_hash": "h1"})
    assert first == AppendResult("ok", "1")
    again = store.append("a1", 1, [envelope(2)], decided_on="h1", command_key="seat:0:k", command_record={"other": 1})
    assert again.outcome == "duplicate" and orjson.loads(again.value) == record
    assert store.version("a1") == 1
    assert store.command_record("a1", "seat:0:k") == record
    assert store.command_record("a1", "seat:0:none") is None
    # a refused append (a conflict) records nothing under its key
    assert store.append("a1", 0, [envelope(7)], command_key="seat:1:k", command_record=record).outcome == "conflict"
    assert store.command_record("a1", "seat:1:k") is None


def test_an_append_decided_on_another_state_is_stale_and_a_log_without_the_chain_starts_it(stores):
    store = stores.events
    grow(store, "a1", 2)
    assert store.append("a1", 2, [envelope(3)], decided_on="h1") == AppendResult("stale", "2")
    assert store.append("a1", 2, [envelope(3)], decided_on="h2", meta={"state_hash": "h3"}) == AppendResult("ok", "3")
    # an old log has no state_hash: any decision starts the chain
    assert store.append("old", 0, [envelope(1)]) == AppendResult("ok", "1")
    assert store.append("old", 1, [envelope(2)], decided_on="anything", meta={"state_hash": "h2"}).outcome == "ok"
    assert store.append("old", 2, [envelope(3)], decided_on="anything").outcome == "stale"


def test_racing_appenders_are_each_given_a_version_once(stores):
    store = stores.events
    grow(store, "race", 1)
    won: list[tuple[int, int]] = []

    def appender(seat: int) -> None:
        for _ in range(200):  # (bounded: the others may win every race for a while)
            head = store.head("race")
            if head.version >= 40:
                return
            version = head.version + 1
            result = store.append("race", head.version, [{**envelope(version), "seat": seat}],
                                  decided_on=head.state_hash or "", meta={"state_hash": f"h{version}"})
            if result.outcome == "ok":
                won.append((version, seat))

    threads = [threading.Thread(target=appender, args=(seat,)) for seat in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    logged = [(e["version"], e["seat"]) for e in store.events("race")]
    assert [version for version, _ in logged] == list(range(1, 41))
    assert sorted(won) == logged[1:]


# --- reading ------------------------------------------------------------------------------------
def test_events_are_read_after_a_version_up_to_another_and_a_page_at_a_time(stores):
    store = stores.events
    grow(store, "a1", 10, every=3)
    versions = lambda **kw: [e["version"] for e in store.events("a1", **kw)]  # noqa: E731
    assert versions() == list(range(1, 11))
    assert versions(after=4) == list(range(5, 11))
    assert versions(after=4, upto=7) == [5, 6, 7]
    assert versions(after=2, limit=3) == [3, 4, 5]
    assert versions(upto=2) == [1, 2]
    assert versions(after=10) == [] and versions(after=7, upto=5) == []
    assert store.events("nothing") == []


def test_a_state_read_from_a_snapshot_equals_the_full_fold(stores):
    store = stores.events
    grow(store, "a1", 3 * SNAPSHOT_EVERY + 5, every=5)
    for version in (1, SNAPSHOT_EVERY - 1, SNAPSHOT_EVERY, SNAPSHOT_EVERY + 1, 2 * SNAPSHOT_EVERY + 7,
                    3 * SNAPSHOT_EVERY + 5):
        reading = store.read_at("a1", version)
        assert reading.start == version - version % SNAPSHOT_EVERY
        assert len(reading.envelopes) == version - reading.start < SNAPSHOT_EVERY
        assert reading.current == 3 * SNAPSHOT_EVERY + 5
        assert fold(reading.snapshot, reading.envelopes) == fold(None, store.events("a1", upto=version))
        full = store.read_at("a1", version, snapshots=False)
        assert (full.start, full.snapshot, full.envelopes) == (0, None, store.events("a1", upto=version))


def test_a_cached_state_is_read_on_while_the_log_still_has_its_hash(stores):
    store = stores.events
    grow(store, "a1", SNAPSHOT_EVERY + 10)
    on = store.read_at("a1", SNAPSHOT_EVERY + 9, cached=(SNAPSHOT_EVERY + 4, f"h{SNAPSHOT_EVERY + 4}"))
    assert (on.start, on.snapshot) == (SNAPSHOT_EVERY + 4, None)
    assert [e["version"] for e in on.envelopes] == list(range(SNAPSHOT_EVERY + 5, SNAPSHOT_EVERY + 10))
    wrong = store.read_at("a1", SNAPSHOT_EVERY + 9, cached=(SNAPSHOT_EVERY + 4, "not the log's"))
    assert wrong.start == SNAPSHOT_EVERY and wrong.snapshot == fold(None, store.events("a1", upto=SNAPSHOT_EVERY))
    before = store.read_at("a1", SNAPSHOT_EVERY + 9, cached=(3, "h3"))  # (before the snapshot: not used)
    assert before.start == SNAPSHOT_EVERY


def test_a_log_without_snapshots_is_read_from_its_start(stores):
    store = stores.events
    grow(store, "imported", SNAPSHOT_EVERY + 3, snapshots=False)
    reading = store.read_at("imported", SNAPSHOT_EVERY + 2)
    assert (reading.start, reading.snapshot, len(reading.envelopes)) == (0, None, SNAPSHOT_EVERY + 2)


def test_meta_and_head_read_back_as_text_and_the_table(stores):
    store = stores.events
    table = {"undo": None, "left": [1]}
    store.append("a1", 0, [envelope(1)], meta={"state_hash": "h1", "rules": "counting", "seats": 3,
                                               "progress": {"status": "active"}, "table": table})
    assert store.meta("a1") == {"version": "1", "state_hash": "h1", "rules": "counting", "seats": "3",
                                "progress": '{"status":"active"}', "table": '{"left":[1],"undo":null}'}
    assert store.head("a1") == Head(1, "h1", table)
    assert store.meta("nothing") is None
    assert store.version("nothing") == 0
    assert store.head("nothing") == Head(0, None, {})


def test_the_turn_index_keeps_the_first_version_of_each_field(stores):
    store = stores.events
    grow(store, "a1", 25)
    assert [store.index_version("a1", f"turn:{n}") for n in range(4)] == [1, 10, 20, None]


# --- the first answers --------------------------------------------------------------------------
def test_the_first_answers_to_keys_stay_the_first(stores):
    store = stores.events
    assert store.remember_result("a1", "seat:0:x", {"status": 422, "n": 1}) == {"status": 422, "n": 1}
    assert store.remember_result("a1", "seat:0:x", {"status": 201}) == {"status": 422, "n": 1}
    store.keep_command_records("a1", {"seat:0:x": b'{"status":500}', "seat:1:y": b'{"status":409}'})
    assert store.command_record("a1", "seat:0:x") == {"status": 422, "n": 1}
    assert store.command_records("a1") == {"seat:0:x": {"status": 422, "n": 1}, "seat:1:y": {"status": 409}}
    assert store.creation_plan("digest", {"id": "first"}) == {"id": "first"}
    assert store.creation_plan("digest", {"id": "second"}) == {"id": "first"}
    assert store.creation_plan("other", {"id": "second"}) == {"id": "second"}


# --- the listings and the tombstones ------------------------------------------------------------
def test_listings_are_newest_first_filtered_and_paged(stores):
    store = stores.events
    for game_id, rules in (("a1", "ink"), ("a2", "rails"), ("a3", "ink"), ("a4", "ink")):
        store.add_to_index(game_id, rules)
    store.mark_finished("a3", "ink")
    assert store.list_games(None, 10) == ["a4", "a3", "a2", "a1"]
    assert store.list_games("a3", 10) == ["a2", "a1"]
    assert store.list_games(None, 2) == ["a4", "a3"]
    assert store.list_games(None, 10, rules="ink") == ["a4", "a3", "a1"]
    assert store.list_games(None, 10, status="active") == ["a4", "a2", "a1"]
    assert store.list_games(None, 10, rules="ink", status="finished") == ["a3"]
    assert store.list_games("a4", 1, rules="ink", status="active") == ["a1"]
    assert store.list_games(None, 10, rules="none") == []


def test_a_repaired_listing_follows_the_meta_and_an_unlisted_game_is_on_none(stores):
    store = stores.events
    store.append("a1", 0, [envelope(1)], meta={"rules": "ink", "progress": {"status": "finished"}})
    store.add_to_index("a1", "ink")  # (the index write before the game finished)
    store.repair_index("a1")
    assert store.list_games(None, 10, status="finished") == ["a1"]
    assert store.list_games(None, 10, status="active") == []
    store.repair_index("nothing")
    assert store.list_games(None, 10) == ["a1"]
    store.unlist("a1", ["ink"])
    assert [store.list_games(None, 10, status=s) for s in (None, "active", "finished")] == [[], [], []]


def test_a_tombstone_marks_a_game_archived_until_unarchived_or_forgotten(stores):
    store = stores.events
    assert not store.archived("a1")
    store.tombstone("a1", 1000)
    store.tombstone("a2", 5000)
    assert store.archived("a1") and store.archived("a2")
    store.unarchive("a1")
    assert not store.archived("a1")
    store.tombstone("a1", 1000)
    assert store.forget_tombstones(2000, 9000) == 1
    assert not store.archived("a1") and store.archived("a2")


def test_a_game_is_removed_only_while_its_log_is_the_archived_one(stores):
    store = stores.events
    grow(store, "a1", 3)
    assert store.remove("a1", 2, "h2") == "moved"
    assert store.remove("a1", 3, "h2") == "moved"
    assert store.remove("a1", 3, "h3") == "removed"
    assert store.meta("a1") is None and store.events("a1") == [] and store.command_records("a1") == {}
    assert store.remove("a1", 3, "h3") == "gone"


# --- the outbox ---------------------------------------------------------------------------------
def test_an_append_writes_its_outbox_entry_exactly_when_it_appends_and_is_asked_to(stores):
    store = stores.events
    entry = {"game": "a1", "version": 1, "automa": [0]}
    store.append("a1", 0, [envelope(1)], meta={"state_hash": "h1"}, command_key="k", outbox=entry)
    store.append("a1", 1, [envelope(2)], decided_on="h1", meta={"state_hash": "h2"})  # (none asked)
    store.append("a1", 0, [envelope(7)], outbox={"game": "a1", "version": 9})  # a conflict
    store.append("a1", 2, [envelope(3)], decided_on="h0", outbox={"game": "a1", "version": 9})  # stale
    store.append("a1", 2, [envelope(3)], command_key="k", outbox={"game": "a1", "version": 9})  # a duplicate
    assert stores.outbox() == [entry]
    assert stores.outbox() == []


def test_an_entry_the_relay_cannot_handle_is_set_aside_and_the_next_handled(stores):
    stores.events.append("a1", 0, [envelope(1)], outbox={"game": "a1", "version": 1, "n": "bad"})
    stores.events.append("a1", 1, [envelope(2)], outbox={"game": "a1", "version": 2, "n": "good"})
    handled = []

    def handle(entry: dict) -> None:
        if entry["n"] == "bad":
            raise ValueError("cannot")
        handled.append(entry["n"])

    reader = stores.reader("contract", handle)
    assert reader.read(10) == 2
    assert handled == ["good"] and stores.outbox() == []


def test_an_entry_whose_handler_found_the_store_away_is_read_again(stores, monkeypatch):
    monkeypatch.setattr(outbox_reader, "CLAIM_IDLE_MS", 0)  # (Redis' reader claims it back once idle that long)
    stores.events.append("a1", 0, [envelope(1)], outbox={"game": "a1", "version": 1})
    handled = []

    def handle(entry: dict) -> None:
        if not handled:
            handled.append("away")
            raise StoreUnavailable("the store is away")
        handled.append(entry["version"])

    reader = stores.reader("contract", handle)
    with pytest.raises(StoreUnavailable):
        reader.read(10)
    assert reader.read(10) == 1
    assert handled == ["away", 1] and stores.outbox() == []
