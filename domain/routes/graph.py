"""Loading and validating a `trackside-track-graph/1` dict into an indexed TrackGraph.

Everything the searches need is computed here once: index numbers for centres and segments,
which segments touch each centre and each side of each link, per-train stop weights."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

FORMAT = "trackside-track-graph/1"
KINDS = ("city", "town", "offboard")
SKIPS = ("none", "towns", "any")


@dataclass(frozen=True, slots=True)
class Centre:
    id: str
    kind: str
    value: int
    hex: str
    has_token: bool  # holds a token of the graph's company
    end_only: bool  # terminal, or a city blocked by other companies' tokens


@dataclass(frozen=True, slots=True)
class Segment:
    id: str
    tile: str
    ends: tuple[str, str]


@dataclass(frozen=True, slots=True)
class Train:
    name: str
    stops: int | None  # None = unlimited
    skip: str
    towns_count: bool
    multiplier: int
    obsolete: bool

    def counts(self, kind: str) -> bool:
        """Whether a stop at a centre of this kind uses one of the train's stops."""
        return self.towns_count or kind != "town"

    def skippable(self, kind: str) -> bool:
        """Whether the train may pass an intermediate centre of this kind without stopping."""
        return self.skip == "any" or (self.skip == "towns" and kind == "town")


@dataclass(frozen=True, slots=True)
class VisitBonus:
    centres: frozenset[int]
    amount: int
    trains: frozenset[str] | None
    multiplied: bool


@dataclass(frozen=True, slots=True)
class ConnectionBonus:
    sources: frozenset[int]
    targets: frozenset[int]
    amount: int
    multiplied: bool


@dataclass(frozen=True, slots=True)
class SetBonus:
    """Earned once by a train stopping at `at_least` or more of `centres` (18 Lilliput's
    Allenbeck-Tottenham-Express: three of the four named cities)."""
    centres: frozenset[int]
    at_least: int
    amount: int
    multiplied: bool


@dataclass(frozen=True, slots=True)
class TrackGraph:
    company: str
    one_centre_per_hex: bool
    routes_may_share_centres: bool
    centres: tuple[Centre, ...]
    segments: tuple[Segment, ...]
    links: dict[str, tuple[str, str]]
    trains: tuple[Train, ...]
    visit_bonuses: tuple[VisitBonus, ...]
    connection_bonuses: tuple[ConnectionBonus, ...]
    set_bonuses: tuple[SetBonus, ...]
    centre_index: dict[str, int]
    segment_index: dict[str, int]
    centre_segments: tuple[tuple[int, ...], ...]  # segments touching each centre
    link_segments: dict[tuple[str, str], tuple[int, ...]]  # (link, tile) -> segments of that tile at the link
    stop_values: dict[str, tuple[tuple[int, int], ...]]  # train name -> per centre (multiplied, flat) earning

    def other_end(self, segment: int, end: str) -> str:
        ends = self.segments[segment].ends
        return ends[1] if ends[0] == end else ends[0]

    def next_segments(self, at: str, tile: str | None) -> tuple[int, ...]:
        """The segments a walk may take next: from centre `at` (tile None) any touching it; across
        link `at`, coming from `tile`, only the other tile's segments there (no reversing)."""
        if tile is None:
            return self.centre_segments[self.centre_index[at]]
        a, b = self.links[at]
        return self.link_segments.get((at, b if tile == a else a), ())


def _fail(message: str) -> None:
    raise ValueError(f"track graph: {message}")


def _require(condition: bool, message: str) -> None:
    if not condition:
        _fail(message)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _list_of(value: Any, kind: type, where: str) -> list:
    _require(isinstance(value, list) and all(isinstance(v, kind) for v in value),
             f"{where} must be a list of {kind.__name__}")
    return value


def _flag(raw: dict, key: str, default: bool, where: str) -> bool:
    value = raw.get(key, default)
    _require(isinstance(value, bool), f"{where}.{key} must be true or false")
    return value


def _amount(raw: dict, key: str, where: str) -> int:
    value = raw.get(key)
    _require(_is_int(value) and value >= 0, f"{where}.{key} must be an integer >= 0")
    return value


def _unique_ids(items: list, where: str, taken: set[str]) -> None:
    for i, item in enumerate(items):
        _require(isinstance(item, dict), f"{where}[{i}] must be an object")
        ident = item.get("id")
        _require(isinstance(ident, str) and ident != "", f"{where}[{i}].id must be a non-empty string")
        _require(ident not in taken, f"duplicate id {ident!r} in {where}")
        taken.add(ident)


def _load_centre(raw: dict, company: str) -> Centre:
    where = f"centre {raw['id']}"
    kind = raw.get("kind")
    _require(kind in KINDS, f"{where}.kind must be one of {', '.join(KINDS)}")
    value = _amount(raw, "value", where)
    slots = raw.get("slots", 0)
    _require(_is_int(slots) and slots >= 0, f"{where}.slots must be an integer >= 0")
    tokens = _list_of(raw.get("tokens", []), str, f"{where}.tokens")
    _require(len(tokens) <= slots, f"{where} holds more tokens than it has slots")
    terminal = _flag(raw, "terminal", kind == "offboard", where)
    hex_id = raw.get("hex", raw["id"])
    _require(isinstance(hex_id, str), f"{where}.hex must be a string")
    has_token = company in tokens
    blocked = slots > 0 and len(tokens) == slots and not has_token
    return Centre(raw["id"], kind, value, hex_id, has_token, terminal or blocked)


def _load_train(raw: Any, i: int) -> Train:
    where = f"trains[{i}]"
    _require(isinstance(raw, dict), f"{where} must be an object")
    name = raw.get("name")
    _require(isinstance(name, str) and name != "", f"{where}.name must be a non-empty string")
    stops = raw.get("stops")
    _require(stops is None or (_is_int(stops) and stops >= 1), f"{where}.stops must be null or an integer >= 1")
    skip = raw.get("skip", "none")
    _require(skip in SKIPS, f"{where}.skip must be one of {', '.join(SKIPS)}")
    express = _flag(raw, "express", skip == "any", where)
    _require(express == (skip == "any"), f"{where}.express must be true exactly when skip is 'any'")
    multiplier = raw.get("multiplier", 1)
    _require(_is_int(multiplier) and multiplier >= 1, f"{where}.multiplier must be an integer >= 1")
    return Train(name, stops, skip, _flag(raw, "towns_count", True, where), multiplier,
                 _flag(raw, "obsolete", False, where))


def _centre_ids(raw: dict, key: str, where: str, centre_index: dict[str, int]) -> frozenset[int]:
    ids = _list_of(raw.get(key), str, f"{where}.{key}")
    for ident in ids:
        _require(ident in centre_index, f"{where}.{key} names unknown centre {ident!r}")
    return frozenset(centre_index[ident] for ident in ids)


def _load_bonuses(raws: Any, centre_index: dict[str, int], train_names: set[str]):
    visits, connections, sets = [], [], []
    _require(isinstance(raws, list), "bonuses must be a list")
    for i, raw in enumerate(raws):
        where = f"bonuses[{i}]"
        _require(isinstance(raw, dict), f"{where} must be an object")
        amount = _amount(raw, "amount", where)
        multiplied = _flag(raw, "multiplied", True, where)
        if raw.get("kind") == "visit":
            trains = raw.get("trains")
            if trains is not None:
                for name in _list_of(trains, str, f"{where}.trains"):
                    _require(name in train_names, f"{where}.trains names unknown train {name!r}")
                trains = frozenset(trains)
            visits.append(VisitBonus(_centre_ids(raw, "centers", where, centre_index), amount, trains, multiplied))
        elif raw.get("kind") == "connection":
            connections.append(ConnectionBonus(_centre_ids(raw, "from", where, centre_index),
                                               _centre_ids(raw, "to_any", where, centre_index),
                                               amount, multiplied))
        elif raw.get("kind") == "set":
            centres = _centre_ids(raw, "centers", where, centre_index)
            at_least = raw.get("at_least")
            _require(_is_int(at_least) and 1 <= at_least <= len(centres),
                     f"{where}.at_least must be an integer from 1 to the number of its centers")
            sets.append(SetBonus(centres, at_least, amount, multiplied))
        else:
            _fail(f"{where}.kind must be 'visit', 'connection' or 'set'")
    return tuple(visits), tuple(connections), tuple(sets)


def load_graph(data: dict) -> TrackGraph:
    """Validate a track-graph dict (raising ValueError naming the fault) and index it."""
    _require(isinstance(data, dict), "the graph must be a JSON object")
    _require(data.get("format") == FORMAT, f"format must be {FORMAT!r}")
    company = data.get("company")
    _require(isinstance(company, str) and company != "", "company must be a non-empty string")
    rules = data.get("rules", {})
    _require(isinstance(rules, dict), "rules must be an object")
    raw_centres = data.get("centers")
    raw_links = data.get("links", [])
    raw_segments = data.get("segments")
    for key, value in (("centers", raw_centres), ("links", raw_links), ("segments", raw_segments)):
        _require(isinstance(value, list), f"{key} must be a list")
    taken: set[str] = set()
    _unique_ids(raw_centres, "centers", taken)
    _unique_ids(raw_links, "links", taken)
    _unique_ids(raw_segments, "segments", taken)

    centres = tuple(_load_centre(raw, company) for raw in raw_centres)
    centre_index = {c.id: i for i, c in enumerate(centres)}
    links: dict[str, tuple[str, str]] = {}
    for raw in raw_links:
        tiles = raw.get("tiles")
        _require(isinstance(tiles, list) and len(tiles) == 2 and all(isinstance(t, str) for t in tiles)
                 and tiles[0] != tiles[1], f"link {raw['id']}.tiles must be two different tile ids")
        links[raw["id"]] = (tiles[0], tiles[1])

    segments = []
    centre_segments: list[list[int]] = [[] for _ in centres]
    link_segments: dict[tuple[str, str], list[int]] = {}
    for i, raw in enumerate(raw_segments):
        where = f"segment {raw['id']}"
        tile = raw.get("tile")
        _require(isinstance(tile, str) and tile != "", f"{where}.tile must be a non-empty string")
        ends = raw.get("ends")
        _require(isinstance(ends, list) and len(ends) == 2 and all(isinstance(e, str) for e in ends)
                 and ends[0] != ends[1], f"{where}.ends must be two different centre or link ids")
        for end in ends:
            if end in centre_index:
                centre_segments[centre_index[end]].append(i)
            else:
                _require(end in links, f"{where} ends at {end!r}, which is neither a centre nor a link")
                _require(tile in links[end], f"{where} is on tile {tile} but link {end} joins {links[end]}")
                link_segments.setdefault((end, tile), []).append(i)
        segments.append(Segment(raw["id"], tile, (ends[0], ends[1])))

    trains = data.get("trains")
    _require(isinstance(trains, list), "trains must be a list")
    trains = tuple(_load_train(raw, i) for i, raw in enumerate(trains))
    by_name: dict[str, Train] = {}
    for train in trains:
        _require(by_name.setdefault(train.name, train) == train,
                 f"trains named {train.name!r} must all be the same train")
    visits, connections, sets = _load_bonuses(data.get("bonuses", []), centre_index, set(by_name))

    return TrackGraph(
        company=company,
        one_centre_per_hex=_flag(rules, "one_center_per_hex", True, "rules"),
        routes_may_share_centres=_flag(rules, "routes_may_share_centers", True, "rules"),
        centres=centres, segments=tuple(segments), links=links, trains=trains,
        visit_bonuses=visits, connection_bonuses=connections, set_bonuses=sets,
        centre_index=centre_index, segment_index={s.id: i for i, s in enumerate(segments)},
        centre_segments=tuple(tuple(s) for s in centre_segments),
        link_segments={key: tuple(value) for key, value in link_segments.items()},
        stop_values={train.name: _stop_values(train, centres, visits) for train in by_name.values()},
    )


def _stop_values(train: Train, centres: tuple[Centre, ...], visits: tuple[VisitBonus, ...]):
    """Each centre's earning for this train before connection bonuses, as (part the multiplier
    doubles, flat part): its value plus the single largest visit bonus (bonuses do not stack)."""
    out = []
    for i, centre in enumerate(centres):
        best, best_part = 0, (0, 0)
        for bonus in visits:
            if i in bonus.centres and (bonus.trains is None or train.name in bonus.trains):
                part = (bonus.amount, 0) if bonus.multiplied else (0, bonus.amount)
                if part[0] * train.multiplier + part[1] > best:
                    best, best_part = part[0] * train.multiplier + part[1], part
        out.append((centre.value + best_part[0], best_part[1]))
    return tuple(out)
