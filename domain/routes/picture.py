"""The picture of a route-income optimum: a `trackside-track-graph/1` board with each train's route
in its own colour, its stops and what each earns.

A track graph has no geometry, so the board is laid out from its tile ids: "x,y" ids (18 Lilliput's
square cards) on a square grid, 18xx hex labels such as "F16" on a hex grid (which axis steps by two
between neighbours is read from the graph's links), anything else on a plain grid in id order. A
virtual edge tile sits between the two tiles it joins; a link is drawn at the middle of its two
tiles, a centre at its tile's middle (several on one tile side by side), a segment from end to end
(through its tile's middle when both ends are links)."""
from __future__ import annotations

import math
import re

from domain.core.svg import SEAT_COLOURS, add, document, number, points, to_text

SIZE = 60  # one tile's spacing in user units
MARGIN = 40
LEGEND_ROW = 22
SQUARE = re.compile(r"^(-?\d+),(-?\d+)$")
HEX = re.compile(r"^([A-Z]{1,2})(\d{1,3})$")
ROOT3 = math.sqrt(3)
TRACK = "#8a8a8a"
KIND_FILL = {"city": "#ffffff", "town": "#222222", "offboard": "#f4c7c3"}


def _letters(label: str) -> int:
    value = 0
    for char in label:
        value = value * 26 + ord(char) - ord("A") + 1
    return value


def _base(tile: str) -> str:
    """A virtual edge tile names its tiles as "F14:Bottom" (a face) or "0,1": the tile alone."""
    return tile.split(":", 1)[0]


def _tiles(graph: dict) -> tuple[list[str], dict[str, tuple[str, str]]]:
    """The real tiles in id order, and each virtual edge tile's two neighbours."""
    virtual = {}
    for tile in graph.get("tiles", []):
        if tile.get("virtual") and len(tile.get("edge", [])) == 2:
            virtual[tile["id"]] = (_base(tile["edge"][0]), _base(tile["edge"][1]))
    real = {segment["tile"] for segment in graph["segments"]}
    real |= {tile for link in graph.get("links", []) for tile in link["tiles"]}
    real |= {centre.get("hex", centre["id"]) for centre in graph["centers"]}
    real |= {tile for pair in virtual.values() for tile in pair}
    return sorted(real - set(virtual)), virtual


def layout(graph: dict) -> tuple[dict[str, tuple[float, float]], str]:
    """Each tile's middle (user units, before the margin) and the tile shape: "square", "pointy" or "flat" (hexes), "plain"."""
    real, virtual = _tiles(graph)
    places: dict[str, tuple[float, float]] = {}
    if real and all(SQUARE.match(tile) for tile in real):
        shape = "square"
        for tile in real:
            x, y = SQUARE.match(tile).groups()
            places[tile] = (int(x) * SIZE, int(y) * SIZE)
    elif real and all(HEX.match(tile) for tile in real):
        coords = {tile: (_letters(HEX.match(tile)[1]), int(HEX.match(tile)[2])) for tile in real}
        # Letters run down the map, numbers across. Neighbours differ by two in one of them: the
        # numbers (pointy-topped hexes side by side in a row) unless a link joins two tiles of one number.
        flat = any(coords[a][1] == coords[b][1] for a, b in (link["tiles"] for link in graph.get("links", []))
                   if a in coords and b in coords)
        shape = "flat" if flat else "pointy"
        for tile, (letter, digit) in coords.items():
            places[tile] = ((digit * SIZE * ROOT3 / 2, letter * SIZE / 2) if flat
                            else (digit * SIZE / 2, letter * SIZE * ROOT3 / 2))
    else:
        shape = "plain"
        columns = max(1, math.ceil(math.sqrt(len(real))))
        for index, tile in enumerate(real):
            places[tile] = ((index % columns) * SIZE, (index // columns) * SIZE)
    for tile, (a, b) in sorted(virtual.items()):
        if a in places and b in places:
            places[tile] = ((places[a][0] + places[b][0]) / 2, (places[a][1] + places[b][1]) / 2)
    return places, shape


def _tile_outline(shape: str, x: float, y: float) -> tuple[str, dict]:
    if shape == "square":
        half = SIZE / 2
        return "rect", {"x": x - half, "y": y - half, "width": SIZE, "height": SIZE}
    if shape in ("pointy", "flat"):
        radius = SIZE / ROOT3
        start = 30 if shape == "pointy" else 0
        corners = [(x + radius * math.cos(math.radians(start + 60 * k)),
                    y + radius * math.sin(math.radians(start + 60 * k))) for k in range(6)]
        return "polygon", {"points": points(corners)}
    return "circle", {"cx": x, "cy": y, "r": SIZE * 0.45}


def draw(graph: dict, result: dict) -> str:
    """The SVG of `result` (as `best_routes` gives it: income, upper_bound, routes with train, walk,
    stops, stop_revenues and revenue) on `graph`; ValueError if the graph is malformed. Ids a route
    names that the graph lacks are left out of the drawing."""
    from domain.routes.graph import load_graph

    load_graph(graph)  # the same validation as the search: a drawing of a malformed graph is refused
    places, shape = layout(graph)
    centres = {centre["id"]: centre for centre in graph["centers"]}
    centre_tile: dict[str, str] = {}
    for segment in graph["segments"]:
        for end in segment["ends"]:
            if end in centres:
                centre_tile.setdefault(end, segment["tile"])
    for centre in graph["centers"]:
        centre_tile.setdefault(centre["id"], centre.get("hex", centre["id"]))
    at: dict[str, tuple[float, float]] = {}
    by_tile: dict[str, list[str]] = {}
    for ident, tile in centre_tile.items():
        if tile in places:
            by_tile.setdefault(tile, []).append(ident)
    for tile, idents in by_tile.items():
        x, y = places[tile]
        spread = SIZE * 0.44 / max(1, len(idents) - 1) if len(idents) > 1 else 0
        for i, ident in enumerate(sorted(idents)):
            at[ident] = (x + (i - (len(idents) - 1) / 2) * spread, y)
    for link in graph.get("links", []):
        a, b = link["tiles"]
        if a in places and b in places:
            at[link["id"]] = ((places[a][0] + places[b][0]) / 2, (places[a][1] + places[b][1]) / 2)

    xs = [x for x, _ in places.values()] or [0]
    ys = [y for _, y in places.values()] or [0]
    left, top = min(xs) - SIZE / 2 - MARGIN, min(ys) - SIZE / 2 - MARGIN
    routes = result.get("routes", [])
    board_height = max(ys) - min(ys) + SIZE + 2 * MARGIN
    width = max(max(xs) - min(xs) + SIZE + 2 * MARGIN, 360)
    height = board_height + LEGEND_ROW * (len(routes) + 2)
    company = graph.get("company", "")
    root = document(width, height, f"Route income of {company}: {result.get('income', 0)}")

    def shift(point: tuple[float, float]) -> tuple[float, float]:
        return point[0] - left, point[1] - top

    def segment_path(segment: dict) -> str | None:
        a, b = segment["ends"]
        if a not in at or b not in at:
            return None
        (ax, ay), (bx, by) = shift(at[a]), shift(at[b])
        if a not in centres and b not in centres and segment["tile"] in places:
            mx, my = shift(places[segment["tile"]])  # through the tile's middle, as track crosses a tile
            return f"M{number(ax)},{number(ay)} Q{number(mx)},{number(my)} {number(bx)},{number(by)}"
        return f"M{number(ax)},{number(ay)} L{number(bx)},{number(by)}"

    board = add(root, "g", class_="tiles", fill="#f3efe4", stroke="#d8d2c2")
    virtual = {tile["id"] for tile in graph.get("tiles", []) if tile.get("virtual")}
    for tile in sorted(places):
        if tile in virtual:
            continue
        tag, attrs = _tile_outline(shape, *shift(places[tile]))
        add(board, tag, **attrs)
    track = add(root, "g", class_="track", fill="none", stroke=TRACK, stroke_width=4, stroke_linecap="round")
    segments = {segment["id"]: segment for segment in graph["segments"]}
    for segment in graph["segments"]:
        path = segment_path(segment)
        if path:
            add(track, "path", d=path)

    for index, route in enumerate(routes):
        colour = SEAT_COLOURS[index % len(SEAT_COLOURS)]
        drawn = add(root, "g", class_="route", fill="none", stroke=colour, stroke_width=7, stroke_linecap="round",
                    stroke_opacity=0.85)
        add(drawn, "title", f"train {route.get('train', '?')}: {route.get('revenue', 0)}")
        for step in route.get("walk", []):
            path = segment_path(segments[step]) if step in segments else None
            if path:
                add(drawn, "path", d=path)

    places_of_centres = add(root, "g", class_="centres", font_size=11, text_anchor="middle")
    for centre in graph["centers"]:
        if centre["id"] not in at:
            continue
        x, y = shift(at[centre["id"]])
        kind = centre.get("kind", "city")
        group = add(places_of_centres, "g", class_=kind)
        add(group, "title", centre["id"])
        if kind == "town":
            add(group, "circle", cx=x, cy=y, r=6, fill=KIND_FILL["town"])
            add(group, "text", centre["value"], x=x, y=y - 21)
            continue
        if kind == "offboard":
            add(group, "rect", x=x - 16, y=y - 11, width=32, height=22, rx=4, fill=KIND_FILL["offboard"],
                stroke="#a33")
        else:
            add(group, "circle", cx=x, cy=y, r=13, fill=KIND_FILL["city"], stroke="#222", stroke_width=2)
        add(group, "text", centre["value"], x=x, y=y + 4)
        tokens = centre.get("tokens", [])
        if tokens:
            label = add(group, "text", " ".join(tokens), x=x, y=y + 31, font_size=9)
            if company in tokens:
                label.set("font-weight", "bold")

    stops_drawn: dict[str, int] = {}
    stops = add(root, "g", class_="stops", font_size=11, font_weight="bold")
    for index, route in enumerate(routes):
        colour = SEAT_COLOURS[index % len(SEAT_COLOURS)]
        revenues = route.get("stop_revenues") or [None] * len(route.get("stops", []))
        for stop, revenue in zip(route.get("stops", []), revenues, strict=False):
            if stop not in at:
                continue
            x, y = shift(at[stop])
            nth = stops_drawn.get(stop, 0)
            stops_drawn[stop] = nth + 1
            add(stops, "circle", cx=x, cy=y, r=17 + 4 * nth, fill="none", stroke=colour, stroke_width=3)
            if revenue is not None:
                add(stops, "text", revenue, x=x + 18, y=y - 14 - 12 * nth, fill=colour)

    legend = add(root, "g", class_="legend", font_size=14)
    y = board_height + LEGEND_ROW / 2
    bound = result.get("upper_bound")
    add(legend, "text", f"{company}: income {result.get('income', 0)}"
        + (f" (upper bound {bound})" if bound is not None else ""), x=MARGIN, y=y, font_weight="bold")
    for index, route in enumerate(routes):
        y += LEGEND_ROW
        colour = SEAT_COLOURS[index % len(SEAT_COLOURS)]
        add(legend, "rect", x=MARGIN, y=y - 11, width=24, height=12, fill=colour)
        ends = route.get("stops", [])
        add(legend, "text", f"train {route.get('train', '?')}: {route.get('revenue', 0)}"
            f" ({len(ends)} stops{', ' + ends[0] + ' to ' + ends[-1] if ends else ''})", x=MARGIN + 32, y=y)
    return to_text(root)
