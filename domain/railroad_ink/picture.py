"""The picture of a Railroad Ink position: every player's board with its exits, routes, stations,
overpasses, craters and lava, the dice of the round, and the score breakdown once the game is over.

Drawn from a view only (view.py); the board's own geometry (size, exits, centre squares) is the
game's content, read through board.py. No text is smaller than MIN_FONT: three boards side by side
are shown about 0.87 times their size in a page's ~990 px wide picture, and still no text there is
below 11 px on screen."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence

from domain.core import svg, targets
from domain.railroad_ink import words
from domain.railroad_ink.board import CENTER, COLS, EXITS, KINDS, LAVA, OVERPASS, ROWS, orient
from domain.railroad_ink.expansions import LAVA_LAKES, METEOR

SQUARE = 44  # one board square, in user units
MARGIN = 18  # room around a board for its exits
BOARD = COLS * SQUARE + 2 * MARGIN
PANEL_GAP = 24
PER_ROW = 3  # boards side by side
HEADER = 118
CAPTION = 44
BREAKDOWN_LINE = 17
LEGEND = 96
MIN_WIDTH = 820  # room for the legend
MIN_FONT = 13
CAPTION_FONT = 15  # a board's seat
STEPS = ((0, -1), (1, 0), (0, 1), (-1, 0))  # the sides N, E, S, W (board.SIDES order) as (dx, dy)

HIGHWAY, HIGHWAY_LINE = "#5a5a5a", "#ffffff"
RAILWAY = "#222222"
LAVA_FILL, LAVA_EDGE = "#e4572e", "#9c2a0c"
CRATER_FILL, CRATER_RIM = "#c9c1b6", "#6d6458"
CENTRE_FILL, GRID = "#fff4cc", "#c8c8c8"
METEOR_MARK = "#b00020"

BREAKDOWN = (("exits", "Exits"), ("longest_highway", "Longest highway"), ("longest_railway", "Longest railway"),
             ("center", "Centre squares"), ("expansion", "Expansion"), ("errors", "Errors (minus)"),
             ("total", "Total"))


SQUARE_COMMANDS = frozenset({"place_route", "place_special", "place_lava", "draw_volcano", "erase_route"})


def draw(view: dict, legal: list[dict] | None = None, names: Sequence[str] | None = None) -> str:
    """The picture of `view`; with the viewer's `legal` commands, each square of the viewer's own board
    is the target of every command that draws on it or erases it (every die, special and orientation:
    docs/pictures.md, Targets); with the table's `names`, each board is captioned with its seat's name."""
    boards = view["boards"]
    rows = -(-len(boards) // PER_ROW)
    across = min(len(boards), PER_ROW)
    breakdown = BREAKDOWN_LINE * (len(BREAKDOWN) + 1) if view["results"] is not None else 0
    panel_height = CAPTION + BOARD + breakdown
    width = max(across * BOARD + (across - 1) * PANEL_GAP + 2 * PANEL_GAP, MIN_WIDTH)
    height = HEADER + rows * (panel_height + PANEL_GAP) + LEGEND
    root = svg.document(width, height, _title(view))
    layer = targets.Layer(legal, _square_of, _choice, _arts(root, view, legal))
    svg.add(root, "rect", x=0, y=0, width=width, height=height, fill="#fafafa")
    _header(root, view)
    for seat, board in enumerate(boards):
        row, col = divmod(seat, PER_ROW)
        x = PANEL_GAP + col * (BOARD + PANEL_GAP)
        y = HEADER + row * (panel_height + PANEL_GAP)
        _panel(root, view, seat, board, x, y, None if names is None else names[seat])
        if seat == view["viewer"]:
            _targets(layer, view, x + MARGIN, y + CAPTION + MARGIN)
    _legend(root, 0, height - LEGEND, view["expansions"])
    layer.put_on(root)
    words.guide(root, legal)
    return svg.to_text(root)


ART = 44  # a chooser's drawing of a piece, in user units (drawn once in <defs>, shown by <use>)


def _piece(view: dict, command: dict) -> tuple[str, bool] | None:
    """What a command lays, as it will lie: the oriented sides and whether it is an overpass."""
    kind, data = command["type"], command["data"]
    if kind == "place_route":
        die = next((d for d in view["dice"] if d["die"] == data["die"]), None)
        code, overpass = (die["edges"], die["overpass"]) if die else (None, False)
    elif kind == "place_special":
        code, overpass = view["specials"][data["special"]][:4], view["specials"][data["special"]].endswith(OVERPASS)
    elif kind == "place_lava":
        die = next((d for d in view.get("lava_dice", []) if d["die"] == data["die"]), None)
        code, overpass = (die["edges"] if die else None), False
    else:
        return None
    return (orient(code, data.get("rotation", 0), data.get("mirrored", False)), overpass) if code else None


def _art_id(piece: tuple[str, bool]) -> str:
    return f"piece-{piece[0]}{'-over' if piece[1] else ''}"


def _arts(root: ET.Element, view: dict, legal: list[dict] | None):
    """Every piece the seat may lay, drawn once in <defs> as it will lie (issue 44: a chooser shows the
    tile turned and mirrored, not only "die 4, turned 180°"); the function naming each command's
    drawing, None without legal commands (the picture is then as before)."""
    if not legal:
        return None
    pieces = {piece for command in legal if (piece := _piece(view, command))}
    if pieces:
        defs = svg.add(root, "defs")
        for piece in sorted(pieces):
            group = svg.add(defs, "g", id=_art_id(piece), data_box=f"0 0 {ART} {ART}")
            svg.add(group, "rect", x=0, y=0, width=ART, height=ART, rx=4, fill="#ffffff", stroke="#444")
            if LAVA in piece[0]:
                _lava(group, 0, 0, ART, piece[0])
            else:
                _square(group, 0, 0, ART, piece[0], piece[1])

    def art(command: dict) -> str | None:
        piece = _piece(view, command)
        return _art_id(piece) if piece else None
    return art


def _square_of(command: dict) -> tuple[int, int] | None:
    data = command["data"]
    return (data["row"], data["col"]) if command["type"] in SQUARE_COMMANDS else None


def _targets(layer: targets.Layer, view: dict, x0: float, y0: float) -> None:
    """The squares of the viewer's board (whose top left corner is x0, y0), row by row; a square that takes
    no die says why not."""
    for row in range(ROWS):
        for col in range(COLS):
            layer.mark((row, col), lambda commands, row=row, col=col: targets.summary(
                f"Row {row + 1}, column {col + 1}", commands, _drawing), "rect",
                lambda row=row, col=col: words.why_not(view, row, col), x=x0 + col * SQUARE, y=y0 + row * SQUARE, width=SQUARE, height=SQUARE)


def _choice(command: dict) -> str:
    """"die 2, turned 90°, mirrored"; "a volcano"."""
    data = command["data"]
    if command["type"] in ("draw_volcano", "erase_route"):
        return _drawing(command)
    what = data["special"].replace("_", " ") if command["type"] == "place_special" else _drawing(command)
    return f"{what}, turned {data['rotation'] * 90}\u00b0" + (", mirrored" if data["mirrored"] else "")


def _drawing(command: dict) -> str:
    """What a command draws on its square, in the sheet's words."""
    kind, data = command["type"], command["data"]
    if kind in ("place_route", "place_lava"):
        return f"{'lava ' if kind == 'place_lava' else ''}die {data['die'] + 1}"
    return {"place_special": "a special route", "draw_volcano": "a volcano", "erase_route": "erase the route"}[kind]


def _title(view: dict) -> str:
    if view["finished"]:
        return f"Railroad Ink, game over after round {view['round']}"
    if view["round"] == 0:
        return "Railroad Ink, before the first roll"
    return f"Railroad Ink, round {view['round']} of {view['rounds']}"


def _header(root: ET.Element, view: dict) -> None:
    svg.add(root, "text", _title(view), x=PANEL_GAP, y=30, font_size=20, font_weight="bold")
    if view["expansions"]:
        svg.add(root, "text", "Expansions: " + ", ".join(view["expansions"]), x=PANEL_GAP, y=50, font_size=13)
    dice = svg.add(root, "g", class_="dice")
    svg.add(dice, "text", "Dice of the round" if view["dice"] else "No dice rolled yet",
            x=PANEL_GAP, y=74, font_size=13)
    size = 36
    x = PANEL_GAP + 130
    # the viewer's dice drawn this round look spent (issue 44): faded, "used" in their tooltip
    used = set(view["seats"][view["viewer"]]["dice_used"]) if view["viewer"] is not None else set()
    for die in view["dice"]:
        group = _die(dice, x, 58, size, die["edges"], die["overpass"], str(die["die"] + 1),
                     die["route"] + (", used" if die["die"] in used else ""))
        if die["die"] in used:
            group.set("opacity", "0.35")
            group.set("data-used", "1")
        x += size + 10
    for die in view.get("lava_dice", []) if view["dice"] else []:
        _die(dice, x, 58, size, die["edges"], False, f"lava {die['die'] + 1}", die["lava"])
        x += size + 18
    meteor = view.get("meteor")
    if meteor and view["dice"]:
        svg.add(dice, "text", f"Meteor: {meteor['direction']}, {meteor['distance']} squares",
                x=x + 8, y=80, font_size=13)


def _die(parent: ET.Element, x: float, y: float, size: float, edges: str, overpass: bool, label: str,
         name: str) -> ET.Element:
    group = svg.add(parent, "g", class_="die")
    svg.add(group, "title", name)
    svg.add(group, "rect", x=x, y=y, width=size, height=size, rx=5, fill="#ffffff", stroke="#444")
    if LAVA in edges:
        _lava(group, x, y, size, edges)
    else:
        _square(group, x, y, size, edges, overpass)
    svg.add(group, "text", label, x=x + size / 2, y=y + size + 14, font_size=MIN_FONT, text_anchor="middle")
    return group


def _panel(root: ET.Element, view: dict, seat: int, board: dict, x: float, y: float, name: str | None) -> None:
    panel = svg.add(root, "g", class_="board", id=f"seat-{seat}")
    colour = svg.SEAT_COLOURS[seat % len(svg.SEAT_COLOURS)]
    shown = view["seats"][seat]
    marks = (" (you)" if view["viewer"] == seat else "") + (" \u2605 winner" if seat in view["winners"] else "")
    given = name
    if name is None:
        name = f"Seat {seat + 1}"
    else:  # beside its colour's square, across the board
        name = svg.seat_name(name, seat, BOARD - 20 - svg.text_width(marks, CAPTION_FONT), CAPTION_FONT)
    name += marks
    svg.add(panel, "rect", x=x, y=y + 6, width=14, height=14, fill=colour)
    svg.whole(svg.add(panel, "text", name, x=x + 20, y=y + 18, font_size=CAPTION_FONT, font_weight="bold", fill=colour),
              given)
    svg.add(panel, "text", _progress(shown), x=x, y=y + 37, font_size=MIN_FONT, fill="#444")
    top = y + CAPTION
    _board(panel, board, shown, x + MARGIN, top + MARGIN)
    svg.add(panel, "rect", x=x, y=top, width=BOARD, height=BOARD, fill="none", stroke=colour, stroke_width=2,
            rx=6)
    if view["results"] is not None:
        _breakdown(panel, view["results"][seat], x, top + BOARD + BREAKDOWN_LINE)


def _progress(seat: dict) -> str:
    dice = ", ".join(str(die + 1) for die in seat["dice_used"]) or "none"
    parts = [f"dice drawn {dice}"]
    if seat["specials_used"]:
        parts.append(f"{len(seat['specials_used'])} of 3 specials")
    if seat["ended_round"]:
        parts.append("round ended")
    return " \u00b7 ".join(parts)


def _board(parent: ET.Element, board: dict, seat: dict, x0: float, y0: float) -> None:
    svg.add(parent, "rect", x=x0, y=y0, width=COLS * SQUARE, height=ROWS * SQUARE, fill="#ffffff", stroke="#888")
    for i in CENTER:
        row, col = divmod(i, COLS)
        svg.add(parent, "rect", x=x0 + col * SQUARE, y=y0 + row * SQUARE, width=SQUARE, height=SQUARE,
                fill=CENTRE_FILL, class_="centre")
    grid = svg.add(parent, "g", stroke=GRID, stroke_width=1)
    for k in range(1, COLS):
        svg.add(grid, "line", x1=x0 + k * SQUARE, y1=y0, x2=x0 + k * SQUARE, y2=y0 + ROWS * SQUARE)
    for k in range(1, ROWS):
        svg.add(grid, "line", x1=x0, y1=y0 + k * SQUARE, x2=x0 + COLS * SQUARE, y2=y0 + k * SQUARE)
    for square, side, kind in EXITS:
        _exit(parent, x0, y0, square, side, kind)
    for crater in board.get("craters", []):
        cx, cy = x0 + (crater["col"] + 0.5) * SQUARE, y0 + (crater["row"] + 0.5) * SQUARE
        svg.add(parent, "circle", cx=cx, cy=cy, r=SQUARE * 0.38, fill=CRATER_FILL, stroke=CRATER_RIM,
                stroke_width=3, class_="crater")
    for lava in board.get("lava", []):
        _lava(parent, x0 + lava["col"] * SQUARE, y0 + lava["row"] * SQUARE, SQUARE, lava["edges"])
    for square in board["squares"]:
        _square(parent, x0 + square["col"] * SQUARE, y0 + square["row"] * SQUARE, SQUARE, square["edges"],
                square["overpass"])
    if "meteor_at" in seat:
        where = seat["meteor_at"]
        svg.add(parent, "circle", cx=x0 + (where["col"] + 0.85) * SQUARE, cy=y0 + (where["row"] + 0.15) * SQUARE,
                r=4, fill=METEOR_MARK, class_="meteor-mark")


def _exit(parent: ET.Element, x0: float, y0: float, square: int, side: int, kind: str) -> None:
    """An exit: its route kind running out of the board edge to a bar."""
    row, col = divmod(square, COLS)
    cx, cy = x0 + (col + 0.5) * SQUARE, y0 + (row + 0.5) * SQUARE
    dx, dy = STEPS[side]
    inner = (cx + dx * SQUARE / 2, cy + dy * SQUARE / 2)
    outer = (inner[0] + dx * (MARGIN - 4), inner[1] + dy * (MARGIN - 4))
    group = svg.add(parent, "g", class_=f"exit exit-{'highway' if kind == 'H' else 'railway'}")
    _stroke(group, kind, inner, outer, SQUARE)
    half = SQUARE * 0.22
    svg.add(group, "line", x1=outer[0] - dy * half, y1=outer[1] - dx * half, x2=outer[0] + dy * half,
            y2=outer[1] + dx * half, stroke="#000", stroke_width=3)


def _square(parent: ET.Element, x: float, y: float, size: float, edges: str, overpass: bool) -> None:
    """One route drawn on a square: each side's highway or railway from the middle to that side; an
    overpass draws its N-S route over its E-W route; a station (highway and railway joined) is a
    black square in the middle."""
    group = svg.add(parent, "g", class_="route")
    centre = (x + size / 2, y + size / 2)
    ends = {side: (centre[0] + dx * size / 2, centre[1] + dy * size / 2) for side, (dx, dy) in enumerate(STEPS)}
    kinds = [edges[side] for side in range(4)]
    if overpass:
        under, over = (1, 3), (0, 2)
        for side in under:
            _stroke(group, kinds[side], centre, ends[side], size)
        svg.add(group, "line", x1=ends[0][0], y1=ends[0][1], x2=ends[2][0], y2=ends[2][1], stroke="#ffffff",
                stroke_width=size * 0.38)
        for side in over:
            _stroke(group, kinds[side], centre, ends[side], size)
        return
    for kind in KINDS:
        for side in range(4):
            if kinds[side] == kind:
                _stroke(group, kind, centre, ends[side], size)
        if kinds.count(kind) > 1 and kind == "H":  # join the highway's corners in the middle
            svg.add(group, "circle", cx=centre[0], cy=centre[1], r=size * 0.11, fill=HIGHWAY)
    if "H" in kinds and "R" in kinds:
        side = size * 0.3
        svg.add(group, "rect", x=centre[0] - side / 2, y=centre[1] - side / 2, width=side, height=side,
                fill="#000000", class_="station")


def _stroke(parent: ET.Element, kind: str, start: tuple[float, float], end: tuple[float, float],
            size: float) -> None:
    """A highway (grey road with a white dashed middle line) or a railway (track with sleepers)."""
    line = {"x1": start[0], "y1": start[1], "x2": end[0], "y2": end[1]}
    if kind == "H":
        svg.add(parent, "line", **line, stroke=HIGHWAY, stroke_width=size * 0.22, class_="highway")
        svg.add(parent, "line", **line, stroke=HIGHWAY_LINE, stroke_width=1, stroke_dasharray="3,3")
    elif kind == "R":
        svg.add(parent, "line", **line, stroke=RAILWAY, stroke_width=size * 0.2, stroke_dasharray="1.5,3.5",
                class_="railway")
        svg.add(parent, "line", **line, stroke=RAILWAY, stroke_width=1.6)


def _lava(parent: ET.Element, x: float, y: float, size: float, edges: str) -> None:
    """Lava: a square fully filled when it reaches every side (a volcano or a lava cross), else a
    band from the middle to each side it reaches."""
    group = svg.add(parent, "g", class_="lava")
    if edges.count(LAVA) == 4:
        svg.add(group, "rect", x=x + 1, y=y + 1, width=size - 2, height=size - 2, fill=LAVA_FILL, stroke=LAVA_EDGE)
        return
    centre = (x + size / 2, y + size / 2)
    for side, (dx, dy) in enumerate(STEPS):
        if edges[side] == LAVA:
            svg.add(group, "line", x1=centre[0], y1=centre[1], x2=centre[0] + dx * size / 2,
                    y2=centre[1] + dy * size / 2, stroke=LAVA_FILL, stroke_width=size * 0.5)
    svg.add(group, "circle", cx=centre[0], cy=centre[1], r=size * 0.25, fill=LAVA_FILL)


def _breakdown(parent: ET.Element, result: dict, x: float, y: float) -> None:
    table = svg.add(parent, "g", class_="score", font_size=MIN_FONT)
    svg.add(table, "text", "Score", x=x, y=y, font_weight="bold")
    line = 1
    for key, label in BREAKDOWN:
        if key not in result:
            continue
        value = -result[key] if key == "errors" else result[key]
        weight = "bold" if key == "total" else None
        svg.add(table, "text", label, x=x + 8, y=y + line * BREAKDOWN_LINE, font_weight=weight)
        svg.add(table, "text", value, x=x + 180, y=y + line * BREAKDOWN_LINE, text_anchor="end",
                font_weight=weight)
        line += 1


def _legend(root: ET.Element, x: float, y: float, expansions: list[str]) -> None:
    """What the marks mean: the routes, and the expansions' marks in a game played with them."""
    legend = svg.add(root, "g", class_="legend", font_size=MIN_FONT)
    size, step = 30, 160
    samples = (("Highway", "_H_H", False), ("Railway", "_R_R", False), ("Station", "_H_R", False),
               ("Overpass", "HRHR", True))
    left, top = x + PANEL_GAP, y + 8
    for n, (label, edges, overpass) in enumerate(samples):
        svg.add(legend, "rect", x=left + n * step, y=top, width=size, height=size, fill="#ffffff", stroke="#888")
        _square(legend, left + n * step, top, size, edges, overpass)
        svg.add(legend, "text", label, x=left + n * step + size + 6, y=top + 20)
    svg.add(legend, "line", x1=left + 4 * step + 8, y1=top + 5, x2=left + 4 * step + 8, y2=top + 25, stroke="#000",
            stroke_width=3)
    _stroke(legend, "H", (left + 4 * step + 8, top + 15), (left + 4 * step + size, top + 15), size)
    svg.add(legend, "text", "Exit", x=left + 4 * step + size + 6, y=top + 20)
    top += size + 10
    svg.add(legend, "rect", x=left, y=top, width=size, height=size, fill=CENTRE_FILL, stroke="#888")
    svg.add(legend, "text", "Centre square", x=left + size + 6, y=top + 20)
    if METEOR in expansions:
        svg.add(legend, "circle", cx=left + step + size / 2, cy=top + size / 2, r=size * 0.38, fill=CRATER_FILL,
                stroke=CRATER_RIM, stroke_width=3)
        svg.add(legend, "text", "Crater", x=left + step + size + 6, y=top + 20)
        svg.add(legend, "circle", cx=left + 2 * step + size / 2, cy=top + size / 2, r=4, fill=METEOR_MARK)
        svg.add(legend, "text", "Last meteor strike", x=left + 2 * step + size + 6, y=top + 20)
    if LAVA_LAKES in expansions:
        svg.add(legend, "rect", x=left + 3 * step, y=top, width=size, height=size, fill=LAVA_FILL, stroke=LAVA_EDGE)
        svg.add(legend, "text", "Lava", x=left + 3 * step + size + 6, y=top + 20)
