"""The board of one company as a game-neutral track graph (`trackside-track-graph/1`,
domain/routes): each card's revenue centre is a centre, each card edge with track on both
sides a link, each track piece a segment. Mildendo, ports and the Treasurer's tile are terminal
(route ends only); towns and ports earn but use no range; D trains double; obsolete trains earn
half, rounded down to tens; another company's Laputa track is left out (its centre stays); the
Allenbeck-Tottenham-Express bonus is a "set" bonus over the named cities on the board. Ids: centre
"<square>.c", segment "<square>.t<i>", link "<square>|<square>"; where track pieces meet track
pieces on both sides of one edge, the edge is a virtual tile "<link>.edge" (one segment) so that
two routes never cross one edge."""
from __future__ import annotations

from domain.core.canonical import canonical_json, clone
from domain.lilliput import content
from domain.lilliput.board import coords, has_track, info, keep, may_use, neighbour, opposite, paths, reach
from domain.lilliput.state import is_obsolete, train_type, variant
from domain.routes import best_routes, check_routes, load_graph


def link_id(a: str, b: str) -> str:
    return "|".join(sorted((a, b), key=coords))


def graph_for(state: dict, company: str) -> dict:
    board = state["board"]
    centres, links, segments = [], {}, []
    named = content.variant_rules(variant(state)).get("named_cities")
    named_centres = []
    ends_at_edge: dict[tuple[str, int], list[dict]] = {}
    for sq, placed in sorted(board.items(), key=lambda kv: coords(kv[0])):
        tile = info(placed)
        tile_paths = paths(placed["tile"], placed["rotation"])
        if any("C" in path for path in tile_paths):
            value = tile["token_value"] if tile["token_value"] and company in placed["tokens"] else tile["value"]
            centres.append({"id": f"{sq}.c", "kind": "city" if tile["range"] else "town", "value": value,
                            "slots": tile["slots"], "tokens": list(placed["tokens"]),
                            "terminal": tile["terminal"], "hex": sq})
            if named and placed["tile"] in named["tiles"]:
                named_centres.append(f"{sq}.c")
        if not may_use(placed, company):
            continue  # another company's Laputa track: the centre stays, unconnected
        for i, path in enumerate(tile_paths):
            ends = [f"{sq}.c" if end == "C" else _link(state, company, links, sq, end) for end in path]
            if None in ends:
                continue  # track running into an empty square or a blank side earns nothing
            segment = {"id": f"{sq}.t{i}", "tile": sq, "ends": ends}
            segments.append(segment)
            for end in path:
                if end != "C":
                    ends_at_edge.setdefault((sq, end), []).append(segment)
    tiles = []
    for (sq, edge), mine in sorted(ends_at_edge.items(), key=lambda kv: (coords(kv[0][0]), kv[0][1])):
        other = neighbour(sq, edge)
        theirs = ends_at_edge.get((other, opposite(edge)), [])
        if len(mine) < 2 or len(theirs) < 2 or coords(sq) > coords(other):
            continue
        link = link_id(sq, other)
        virtual = f"{link}.edge"
        del links[link]
        for tile_sq, group in ((sq, mine), (other, theirs)):
            links[f"{virtual}@{tile_sq}"] = {"id": f"{virtual}@{tile_sq}", "tiles": [virtual, tile_sq]}
            for segment in group:
                segment["ends"] = [f"{virtual}@{tile_sq}" if end == link else end for end in segment["ends"]]
        segments.append({"id": f"{virtual}.t0", "tile": virtual, "ends": [f"{virtual}@{sq}", f"{virtual}@{other}"]})
        tiles.append({"id": virtual, "virtual": True, "edge": [sq, other]})
    trains = []
    for train in state["companies"][company]["trains"]:
        kind = train_type(train)
        trains.append({"name": kind["name"], "stops": kind["range"], "skip": "none", "towns_count": False,
                       "multiplier": 2 if kind["double"] else 1, "express": False,
                       "obsolete": is_obsolete(state, train)})
    bonuses = []
    if named and len(named_centres) >= named["at_least"]:
        # not doubled by D trains (multiplied false); an obsolete train's whole income is halved
        bonuses.append({"kind": "set", "centers": named_centres, "at_least": named["at_least"],
                        "amount": named["amount"], "multiplied": named["multiplied"]})
    return {"format": "trackside-track-graph/1", "game": "18 Lilliput", "company": company,
            "rules": {"one_center_per_hex": True, "routes_may_share_centers": True},
            "centers": centres, "links": sorted(links.values(), key=lambda link: link["id"]),
            "segments": segments, "tiles": tiles, "trains": trains, "bonuses": bonuses}


def _link(state: dict, company: str, links: dict, sq: str, edge: int) -> str | None:
    other = neighbour(sq, edge)
    if not has_track(state, other, opposite(edge), company):
        return None
    ident = link_id(sq, other)
    links[ident] = {"id": ident, "tiles": sorted((sq, other), key=coords)}
    return ident


def best(state: dict, company: str) -> dict:
    """The company's best routes: {"income", "routes"} (routes as domain/routes returns them), a copy of
    the kept one, so no caller shares it."""
    return clone(_kept_best(state, company))


def income(state: dict, company: str) -> int:
    """The company's best income (the bots' evaluation asks it again and again: no copy of the routes).
    Kept by the board, and by the squares the company's trains can reach: a tile laid where they cannot
    go changes no route of its (a bot's search lays for one company and asks every company's income
    after it)."""
    key = _board_key(state, company)
    earned = _EARNED.get(key)
    if earned is None:
        reached = _reached_key(state, company)
        earned = _INCOME.get(reached)
        if earned is None:
            earned = keep(_INCOME, reached, _kept_best(state, company, key)["income"])
        keep(_EARNED, key, earned)
    return earned


def _kept_best(state: dict, company: str, key: bytes | None = None) -> dict:
    """Memoised by what `graph_for` reads (`key`, the board's): a bot's search runs the same company on
    the same board and trains again and again."""
    key = key or _board_key(state, company)
    found = _BEST.get(key)
    if found is None:
        result = best_routes(load_graph(graph_for(state, company)))
        found = keep(_BEST, key, {"income": result["income"], "routes": result["routes"]})
    return found


def _board_key(state: dict, company: str) -> bytes:
    return canonical_json([company, state["phase"], state["companies"][company]["trains"], state["board"],
                           variant(state)])


def _reached_key(state: dict, company: str) -> bytes:
    """What the company's income depends on: its trains' kinds (obsolete or not) and the tiles (and
    tokens) of the squares its trains can reach from its stations; no route goes further, nor earns a
    set bonus without `at_least` of its named cities among them."""
    _, touched = reach(state, company)
    trains = state["companies"][company]["trains"]
    running = sorted((train_type(train)["name"], is_obsolete(state, train)) for train in trains)
    return canonical_json([company, running, {sq: state["board"][sq] for sq in touched}, variant(state)])


_BEST: dict[bytes, dict] = {}
_EARNED: dict[bytes, int] = {}
_INCOME: dict[bytes, int] = {}


def check(state: dict, company: str, routes: list) -> int:
    """Income of submitted routes; ValueError naming the broken route rule."""
    return check_routes(load_graph(graph_for(state, company)), routes)
