"""18 Lilliput's tiles drawn for a chooser (issue 44): each tile a seat may lay or draft, turned as it
will lie, drawn once in the picture's <defs> (docs/pictures.md, "A chooser's drawings") with its colour,
its track, its revenue centre and value; the choice names the company in full. The map draws its laid
tiles' track with the same `track` (picture.py)."""
from __future__ import annotations

import xml.etree.ElementTree as ET

from domain.core import svg
from domain.lilliput import content
from domain.lilliput.board import paths

# An edge's midpoint on a unit square, edges 0..3 = N, E, S, W (board.py).
MIDPOINTS = ((0.5, 0.0), (1.0, 0.5), (0.5, 1.0), (0.0, 0.5))
CORNERS = {frozenset((0, 1)): (1, 0), frozenset((1, 2)): (1, 1), frozenset((2, 3)): (0, 1), frozenset((3, 0)): (0, 0)}
ART = 44  # a chooser's drawing, in user units
LAID = ("lay_tile", "lay_character_tile", "pick_company")  # the commands that lay a tile


def track(parent: ET.Element, x: float, y: float, size: float, path: list, colour: str, width: float,
          **extra) -> None:
    """One path of a tile whose square's top left corner is (x, y): to its centre, straight across, or a
    quarter circle round the corner two neighbouring edges share."""
    def at(u: float, v: float) -> tuple[float, float]:
        return x + u * size, y + v * size

    a, b = path
    stroke = {"stroke": colour, "stroke_width": width, "stroke_linecap": "round", **extra}
    if "C" in (a, b) or (a - b) % 2 == 0:  # to the centre, or opposite edges: a straight line
        ax, ay = at(*MIDPOINTS[b if a == "C" else a])
        bx, by = at(0.5, 0.5) if "C" in (a, b) else at(*MIDPOINTS[b])
        svg.add(parent, "line", x1=ax, y1=ay, x2=bx, y2=by, **stroke)
        return
    ax, ay = at(*MIDPOINTS[a])
    bx, by = at(*MIDPOINTS[b])
    cx, cy = at(*CORNERS[frozenset((a, b))])
    sweep = 1 if (ax - cx) * (by - cy) - (ay - cy) * (bx - cx) > 0 else 0
    r = svg.number(size / 2)
    d = f"M{svg.number(ax)},{svg.number(ay)} A{r},{r} 0 0 {sweep} {svg.number(bx)},{svg.number(by)}"
    svg.add(parent, "path", d=d, fill="none", **stroke)


def laid(command: dict) -> tuple[str, int] | None:
    """The tile a command lays and its rotation, None for the others."""
    if command["type"] not in LAID:
        return None
    return command["data"]["tile"], command["data"]["rotation"]


def art_id(tile: tuple[str, int]) -> str:
    return f"tile-{tile[0]}-r{tile[1]}"


def _face(group: ET.Element, style: dict, tile_id: str, rotation: int) -> None:
    info = content.tiles()[tile_id]
    fill = style["kind_colours"].get(info["kind"], style["tile_colours"].get(info["colour"], "#FFFFFF"))
    svg.add(group, "rect", x=0.5, y=0.5, width=ART - 1, height=ART - 1, rx=3, fill=fill, stroke="#555555")
    for path in paths(tile_id, rotation):
        track(group, 0, 0, ART, list(path), style["track"]["colour"], 4)
    if any("C" in path for path in info["paths"]):
        svg.add(group, "circle", cx=ART / 2, cy=ART / 2, r=ART * (0.09 if info["slots"] == 0 else 0.17),
                fill="#000000" if info["slots"] == 0 else "#FFFFFF", stroke="#000000", stroke_width=1.5)
    if info["value"]:
        svg.add(group, "text", info["value"], x=3, y=12, font_size=11, font_weight="bold")


def arts(root: ET.Element, style: dict, legal: list[dict] | None):
    """Every tile the seat may lay or draft, drawn once in <defs> as it will lie; the function naming each
    command's drawing (None: it lays no tile), or None without legal commands (the picture as before)."""
    tiles = sorted({tile for command in legal or () if (tile := laid(command))})
    if not tiles:
        return None
    defs = svg.add(root, "defs")
    for tile in tiles:
        _face(svg.add(defs, "g", id=art_id(tile), data_box=f"0 0 {ART} {ART}"), style, *tile)

    def art(command: dict) -> str | None:
        tile = laid(command)
        return art_id(tile) if tile else None
    return art
