"""Hand-built positions for the route tests: every centre on a tile of its own name, tracks as
sequences of tile names from one centre to another through plain track tiles."""
from __future__ import annotations

FORMAT = "trackside-track-graph/1"


def city(value: int, tokens: tuple[str, ...] = (), slots: int = 2, **extra) -> dict:
    return {"kind": "city", "value": value, "slots": slots, "tokens": list(tokens), **extra}


def town(value: int, **extra) -> dict:
    return {"kind": "town", "value": value, **extra}


def offboard(value: int) -> dict:
    return {"kind": "offboard", "value": value, "terminal": True}


def train(name: str, stops: int | None, skip: str = "none", **extra) -> dict:
    return {"name": name, "stops": stops, "skip": skip, **extra}


def position(centres: dict[str, dict], tracks: list[tuple[str, ...]], trains: list[dict], company: str = "X",
             bonuses: list[dict] = (), **rules) -> dict:
    """Track (A, t, B) lays a segment on A from centre A to the A|t edge, one on t across it and
    one on B into centre B; tracks meeting at one edge share its link (a switch)."""
    segments: list[dict] = []
    links: dict[str, dict] = {}
    count: dict[str, int] = {}

    def link(a: str, b: str) -> str:
        ident = "-".join(sorted((a, b)))
        links[ident] = {"id": ident, "tiles": sorted((a, b))}
        return ident

    def segment(tile: str, ends: list[str]) -> None:
        count[tile] = count.get(tile, -1) + 1
        segments.append({"id": f"{tile}.t{count[tile]}", "tile": tile, "ends": ends})

    for tiles in tracks:
        borders = [link(a, b) for a, b in zip(tiles, tiles[1:], strict=False)]
        stations = [tiles[0], *borders, tiles[-1]]
        for i, tile in enumerate(tiles):
            segment(tile, [stations[i], stations[i + 1]])
    return {"format": FORMAT, "company": company,
            "rules": {"one_center_per_hex": True, "routes_may_share_centers": True, **rules},
            "centers": [{"id": name, **spec} for name, spec in centres.items()],
            "links": list(links.values()), "segments": segments, "trains": trains, "bonuses": list(bonuses)}
