"""Scenario track tiles ("Scénářové dílky tratí"): the landscape laid after Mildendo before the
game starts (option `landscape`), and the money mines pay into treasuries. The lay rules on
landscape squares (terrain, sea, mountains and the tunnel, tiles never replaced) are in board.py
(replace_error, build_cost, water_error); the terminus is a terminal centre with a token value."""
from __future__ import annotations

from collections import Counter

from domain.lilliput import board, content
from domain.lilliput.checks import fail, require

HOME_SQUARES = frozenset(board.neighbour(board.MILDENDO, edge) for edge in range(4))


def square_class(sq: str) -> str:
    """Home cities touch Mildendo and every tile is laid against another, so the checkerboard puts
    city tiles on the squares with odd x + y and plain track on the even ones."""
    x, y = board.coords(sq)
    return "city" if (x + y) % 2 else "plain"


def check(landscape: list[dict], recorded: dict) -> None:
    """Refuse a landscape the rules forbid (RuleViolation naming the first fault); `recorded`
    carries the rules version the game is set up under (the first event's data)."""
    tiles = content.landscape_tiles()
    placed: dict[str, dict] = {}
    used: Counter = Counter()
    for entry in landscape:
        sq, tile_id = entry["square"], entry["tile"]
        require(tile_id in tiles, "landscape_tile", f"{tile_id!r} is not a scenario landscape tile.",
                tile=tile_id, tiles=sorted(tiles))
        tile = tiles[tile_id]
        require(sq not in placed, "landscape_square", f"Square {sq} is given twice.", square=sq)
        require(sq != board.MILDENDO and sq not in HOME_SQUARES, "landscape_square",
                "Mildendo and the four squares next to it (the home cities) are not part of the landscape.",
                square=sq)
        used[tile_id] += 1
        count = content.tile_count(tile_id, recorded)
        require(used[tile_id] <= count, "landscape_count",
                f"The game has only {count} {tile_id} tile(s).", tile=tile_id, count=count)
        require(tile["checker"] in (None, square_class(sq)), "landscape_checkerboard",
                f"Checkerboard rule: {tile_id} counts as a {tile['checker']} tile and goes where a "
                f"{tile['checker']} tile would go, not on {sq}.", square=sq, tile=tile_id)
        # the home cities' track may point anywhere around them, so no water may touch them
        require(not tile["water"] or not any(board.neighbour(sq, e) in HOME_SQUARES for e in range(4)),
                "water", "No sea may touch the squares of the home cities next to Mildendo.", square=sq)
        placed[sq] = {"tile": tile_id, "rotation": entry["rotation"], "tokens": [], "home": None}
    for sq, tile in placed.items():
        error = board.water_error({"board": placed}, tile["tile"], sq, tile["rotation"])
        if error:
            raise fail(error[0], error[1], square=sq)


def mine_money(state: dict, routes: list[dict]) -> list[dict]:
    """Each train whose route passes through a mine earns the company's treasury the mine's money,
    once per train and mine; it is not route income: [{"train", "square", "amount"}]."""
    segments = {f"{sq}.t{i}": sq for sq, placed in state["board"].items() if board.info(placed)["mine"]
                for i in range(len(board.paths(placed["tile"], placed["rotation"])))}
    out = []
    for route in routes:
        for sq in sorted({segments[i] for i in route["walk"] if i in segments}, key=board.coords):
            out.append({"train": route["train"], "square": sq, "amount": board.info(state["board"][sq])["mine"]})
    return out
