"""The open board of square track cards: geometry, tile lays, reach of a company, station tokens.

A square is "x,y" (Mildendo at "0,0", y grows southwards); edges are 0..3 = N, E, S, W and a tile
rotated r quarter turns clockwise moves its edge i to (i + r) % 4. A path joins two ends: edges
or "C", the tile's revenue centre (city, Y-city, town, port or Mildendo)."""
from __future__ import annotations

from functools import cache, lru_cache

from domain.core.canonical import canonical_json
from domain.core.rules import played_since
from domain.lilliput import content

EDGE_NAMES = ("N", "E", "S", "W")
STEPS = ((0, -1), (1, 0), (0, 1), (-1, 0))
MILDENDO = "0,0"
SIDE_TAKEN = "Every company starts on a different side of Mildendo."  # a draft's refusal, and a page's reason

UPGRADES_MEET_SINCE = 9
"""Rules version 9: an upgrade is connected also when its new track meets the company's track ("nový
dílek po připojení nachází na trase"); version 8 and older only upgraded tiles the company reached."""


def square(x: int, y: int) -> str:
    return f"{x},{y}"


SQUARES_KEPT = 4096
"""Squares whose geometry is kept (the board has a few hundred; a hostile command's made-up squares
cannot grow the caches past this)."""


@lru_cache(maxsize=SQUARES_KEPT)
def coords(sq: str) -> tuple[int, int]:
    """(The bots' route searches ask this a million times a move: kept.)"""
    x, y = sq.split(",")
    return int(x), int(y)


@lru_cache(maxsize=SQUARES_KEPT)
def neighbour(sq: str, edge: int) -> str:
    x, y = coords(sq)
    dx, dy = STEPS[edge]
    return square(x + dx, y + dy)


def opposite(edge: int) -> int:
    return (edge + 2) % 4


@cache
def paths(tile_id: str, rotation: int) -> tuple[tuple, ...]:
    """The tile's paths on the board: pairs of ends, each an edge 0..3 or "C"."""
    def turn(end: str):
        return end if end == "C" else (EDGE_NAMES.index(end) + rotation) % 4
    return tuple(tuple(turn(end) for end in path) for path in content.tiles()[tile_id]["paths"])


@cache
def track_edges(tile_id: str, rotation: int) -> frozenset[int]:
    return frozenset(end for path in paths(tile_id, rotation) for end in path if end != "C")


@cache
def path_set(tile_id: str, rotation: int) -> frozenset[frozenset]:
    return frozenset(frozenset(path) for path in paths(tile_id, rotation))


@cache
def distinct_rotations(tile_id: str) -> tuple[int, ...]:
    """Rotations giving different track (a straight has two, a cross one)."""
    seen, out = set(), []
    for rotation in range(4):
        key = path_set(tile_id, rotation)
        if key not in seen:
            seen.add(key)
            out.append(rotation)
    return tuple(out)


def tile_at(state: dict, sq: str) -> dict | None:
    return state["board"].get(sq)


def info(placed: dict) -> dict:
    return content.tiles()[placed["tile"]]


def trackless(state: dict, sq: str) -> bool:
    """An empty square or a landscape tile without track (terrain, sea, mountains): a new tile there
    is connected like one on an empty square."""
    placed = tile_at(state, sq)
    return placed is None or not info(placed)["paths"]


def is_blocked(placed: dict, company: str) -> bool:
    """A city whose every slot holds another company's token: others may only end there."""
    slots = info(placed)["slots"]
    return slots > 0 and len(placed["tokens"]) >= slots and company not in placed["tokens"]


def may_use(placed: dict, company: str) -> bool:
    """Laputa: only the company of a company-coloured tile's colour may use its track."""
    return info(placed)["company"] in (None, company)


def usable_paths(placed: dict, company: str) -> tuple[tuple, ...]:
    return paths(placed["tile"], placed["rotation"]) if may_use(placed, company) else ()


def has_track(state: dict, sq: str, edge: int, company: str) -> bool:
    """Whether the company may use track at that edge of the square."""
    placed = tile_at(state, sq)
    return placed is not None and may_use(placed, company) and edge in track_edges(placed["tile"], placed["rotation"])


KEPT = 2000
"""Boards whose reach (here) and incomes (routes.py) are kept: a bot's search meets the same board again
and again, and Gulliver's lays ask every square's reach; past this many the memo starts afresh."""


def keep(memo: dict, key, value):
    """`value` kept in `memo` under `key` (the memo emptied first when full: memory stays bounded)."""
    if len(memo) >= KEPT:
        memo.clear()
    memo[key] = value
    return value


def reach(state: dict, company: str) -> tuple[frozenset, frozenset]:
    """What the company's trains could reach from its tokens, passing no blocked city and not
    through Mildendo (a route may only end there) nor over another company's Laputa track:
    (out-ports (square, edge) where its track leaves a square, squares whose track it touches).
    Memoised by the board, which is all it reads."""
    key = canonical_json([company, state["board"]])
    found = _REACH.get(key)
    return found if found is not None else keep(_REACH, key, _reach(state, company))


_REACH: dict[bytes, tuple[frozenset, frozenset]] = {}


def _reach(state: dict, company: str) -> tuple[frozenset, frozenset]:
    ports: set[tuple[str, int]] = set()
    touched: set[str] = set()
    seen: set = set()
    todo: list = [("C", sq) for sq in company_token_squares(state, company)]
    while todo:
        node = todo.pop()
        if node in seen:
            continue
        seen.add(node)
        sq = node[1]
        placed = state["board"][sq]
        touched.add(sq)
        if node[0] == "C":
            ends = [path for path in usable_paths(placed, company) if "C" in path]
            exits = [path[0] if path[1] == "C" else path[1] for path in ends]
        else:
            exits = []
            for a, b in usable_paths(placed, company):
                if node[2] in (a, b):
                    other = b if a == node[2] else a
                    if other != "C":
                        exits.append(other)
                    elif not info(placed)["terminal"] and not is_blocked(placed, company):
                        todo.append(("C", sq))
                    else:
                        touched.add(sq)
        for edge in exits:
            ports.add((sq, edge))
            nxt = neighbour(sq, edge)
            if has_track(state, nxt, opposite(edge), company):
                todo.append(("E", nxt, opposite(edge)))
    return frozenset(ports), frozenset(touched)


def reachable_centres(state: dict, company: str) -> set[str]:
    """Squares whose revenue centre the company reaches by an unblocked route."""
    ports, _ = reach(state, company)
    out = set(company_token_squares(state, company))
    for sq, edge in ports:
        nxt = neighbour(sq, edge)
        placed = tile_at(state, nxt)
        if placed is None:
            continue
        for path in usable_paths(placed, company):
            if opposite(edge) in path and "C" in path:
                out.add(nxt)
    return out


def company_token_squares(state: dict, company: str) -> list[str]:
    return sorted(sq for sq, placed in state["board"].items() if company in placed["tokens"])


def tokens_left(state: dict, company: str) -> int:
    return content.company_rules()["station_tokens"] - len(company_token_squares(state, company))


def free_slot(placed: dict, company: str) -> bool:
    return len(placed["tokens"]) < info(placed)["slots"] and company not in placed["tokens"]


def lay_error(state: dict, company: str, tile_id: str, sq: str, rotation: int, colours: list[str],
              reached: tuple | None = None) -> tuple | None:
    """Why this lay is illegal for the company, as (code, message), or None if it is legal.
    Cost and character ownership are checked by the caller; `reached` is reach() if known."""
    return tile_error(state, company, tile_id, colours) or placement_error(state, company, tile_id, sq, rotation,
                                                                           reached)


def placement_error(state: dict, company: str, tile_id: str, sq: str, rotation: int,
                    reached: tuple | None = None) -> tuple | None:
    """Why a tile the company may lay now (tile_error) may not go on this square in this rotation."""
    tile = content.tiles()[tile_id]
    old = tile_at(state, sq)
    error = (square_error(old, tile)
             or (upgrade_track_error(old, tile, rotation) if old is not None and not info(old)["scenario"] else None)
             or checkerboard_error(state, tile, sq) or water_error(state, tile_id, sq, rotation))
    if error:
        return error
    ports, touched = reached or reach(state, company)
    # once laid, the tile is on the company's route if its track meets a track end the company reaches
    meets = any((neighbour(sq, edge), opposite(edge)) in ports for edge in track_edges(tile_id, rotation))
    if trackless(state, sq):
        connected = meets
    else:
        connected = sq in touched or meets and played_since(state, UPGRADES_MEET_SINCE)
    if not connected:
        return "not_connected", ("The new tile must extend track connected to one of the company's station "
                                 "tokens without passing a city blocked by other companies' tokens.")
    return None


def tile_error(state: dict, company: str, tile_id: str, colours: list[str]) -> tuple | None:
    """Why the company may not lay this kind of tile now, on any square (supply, Laputa colour, the
    action's colours, the phase)."""
    tile = content.tiles()[tile_id]
    if tile["character"] is None and state["supply"].get(tile_id, 0) <= 0:
        return "tile_unavailable", "No tile of that kind is left in the supply."
    owner = tile["company"]
    if owner is not None and owner != company:
        return "company_colour", (f"Only {content.companies()[owner]['name']} may lay this Laputa tile in its "
                                  f"colour ({content.companies()[owner]['colour']}).")
    if tile["colour"] not in colours:
        return "wrong_colour", f"This action lays a {' or '.join(colours)} tile, not a {tile['colour']} one."
    phase = content.phases()[state["phase"]]
    if tile["colour"] not in phase["tiles"] or (tile["phase"] or 0) > state["phase"]:
        return "phase", f"{tile['colour'].capitalize()} tiles of this kind are not available in phase {state['phase']}."
    return None


def square_error(old: dict | None, tile: dict) -> tuple | None:
    """Why the tile may not go on a square holding `old` (None: empty), in whichever rotation."""
    if old is None:
        if tile["upgrades"] or tile["colour"] != "yellow" and tile["character"] is None:
            return "not_an_upgrade", "Only a yellow tile may be laid on an empty square."
        return None
    if info(old)["scenario"]:
        return replace_error(old, tile)
    return upgrade_error(old, tile)


def replace_error(old: dict, tile: dict) -> tuple | None:
    """Scenario tiles: terrain gives way to a yellow city or plain track, mountains to the tunnel;
    the sea, mines, the terminus and printed track are never replaced."""
    old_tile = info(old)
    if not old_tile["replaced_by"]:
        return "landscape_fixed", f"The {old_tile['name']} tile cannot be replaced or upgraded."
    if {"colour": tile["colour"], "kind": tile["kind"]} not in old_tile["replaced_by"]:
        allowed = " or ".join(f"a {r['colour']} {r['kind']} tile" for r in old_tile["replaced_by"])
        return "landscape_replace", f"{old_tile['name']} may only be replaced by {allowed}."
    return None


def build_cost(state: dict, sq: str) -> int:
    """The extra cost of building on the square's terrain or mountains (paid with the lay)."""
    placed = tile_at(state, sq)
    return info(placed)["build_cost"] if placed else 0


def upgrade_error(old: dict, tile: dict) -> tuple | None:
    old_tile = info(old)
    order = content.load("tiles")["colour_order"]
    if tile["upgrades"]:
        if old_tile["kind"] != tile["upgrades"] or old_tile["colour"] != "yellow" or old.get("home"):
            return "castle_target", "The castle must replace a yellow city tile that is not a home city or a Y-city."
    else:
        if not old_tile["upgradable"] or old_tile["colour"] not in order[:-1]:
            return "not_upgradable", "That tile cannot be upgraded."
        if tile["character"] is not None or order.index(tile["colour"]) != order.index(old_tile["colour"]) + 1:
            return "upgrade_colour", "Yellow is upgraded by green and green by brown."
        if old_tile["kind"] != tile["kind"]:
            return "upgrade_kind", "A city is replaced by a city, a Y-city by a Y-city and plain track by plain track."
    if len(old["tokens"]) > tile["slots"]:
        return "upgrade_track", "The new tile needs a slot for every station token of the old one."
    return None


def upgrade_track_error(old: dict, tile: dict, rotation: int) -> tuple | None:
    if not path_set(old["tile"], old["rotation"]) <= path_set(tile["id"], rotation):
        return "upgrade_track", "Every track of the replaced tile must stay in the same direction on the new tile."
    return None


def checkerboard_error(state: dict, tile: dict, sq: str) -> tuple | None:
    for edge in range(4):
        other = tile_at(state, neighbour(sq, edge))
        if other is not None and info(other)["checker"] is not None and info(other)["checker"] == tile["checker"]:
            return "checkerboard", (f"Checkerboard rule: a {tile['checker']} tile may not share an edge with "
                                    f"another {tile['checker']} tile.")
    return None


def water_error(state: dict, tile_id: str, sq: str, rotation: int) -> tuple | None:
    """No track may lead to the empty sides of a port, nor a port's empty side face track."""
    mine = track_edges(tile_id, rotation)
    for edge in range(4):
        nxt = neighbour(sq, edge)
        other = tile_at(state, nxt)
        if other is None:
            continue
        theirs = track_edges(other["tile"], other["rotation"])
        if edge in mine and info(other)["water"] and opposite(edge) not in theirs:
            return "water", "No track may lead into water (the sea or a port's water sides)."
        if content.tiles()[tile_id]["water"] and edge not in mine and opposite(edge) in theirs:
            return "water", "No track may lead into water (the sea or a port's water sides)."
    return None


def candidate_squares(state: dict, company: str, reached: tuple | None = None) -> list[str]:
    """Squares where a lay for this company might be legal: the squares at its track ends (new tiles
    on empty or trackless landscape squares, from rules version 9 upgrades too), and the squares its
    network touches (upgrades); `reached` is reach() if known."""
    ports, touched = reached or reach(state, company)
    faced = {neighbour(sq, edge) for sq, edge in ports}
    if not played_since(state, UPGRADES_MEET_SINCE):
        faced = {sq for sq in faced if trackless(state, sq)}
    return sorted(faced | touched, key=coords)
