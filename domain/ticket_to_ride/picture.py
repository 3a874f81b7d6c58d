"""The picture of a Ticket to Ride position: the USA map with its cities and every route (colour,
length, double routes), claimed routes in their player's colour, the face-up cards, each player's
trains, cards, tickets and points, the final scores, and for a seat its own hand and tickets.

Laid out for a page: the players, cards and tickets in three columns below the map (not beside it),
so the picture is narrow enough that no text is drawn below 11 px on screen in a page's ~990 px
wide picture (MIN_FONT: the smallest font, 13 units, times the page's scale, about 0.87).

Drawn from a view only (view.py): a hand or a ticket appears only when the view holds it. Where the
cities are drawn is content/map-geometry.json."""
from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Sequence

from domain.core import svg, targets
from domain.core.content import content_reader
from domain.ticket_to_ride import words
from domain.ticket_to_ride.board import CARD_COLOR, CITIES, COLORS, GREY, LOCOMOTIVE, ROUTES, TICKETS

GEOMETRY = content_reader(__package__)("map-geometry")
PLACES: dict[str, tuple[float, float]] = {city: (where["x"], where["y"]) for city, where in GEOMETRY["cities"].items()}

MAP_X, MAP_Y = 90, 56  # the map's frame in the picture (room on the left for western names)
WIDTH = MAP_X + GEOMETRY["width"] + 40
BELOW_Y = MAP_Y + GEOMETRY["height"] + 48  # the players, cards and tickets: three columns below the map
COLUMNS = (20, 460, 810)  # their left edges
PLAYERS_WIDTH = 410
LEGEND = 84
MIN_FONT = 13
CITY_RADIUS = 7
CAR_HEIGHT = 8
DOUBLE_SHIFT = 5.5  # a double route's tracks lie this far either side of the line between its cities
LINE = 19
SITUATION_NAME = 360  # the room for the name of the seat to play in the line beside the title
NAME_WIDTH = 190  # a player's name in the players' and scores' tables, left of their first numbers

FILL = {"purple": "#9b59b6", "white": "#ffffff", "blue": "#3b7dd8", "yellow": "#f4d03f", "orange": "#f39c12",
        "black": "#2d2d2d", "red": "#e03c31", "green": "#3aa655", "gray": "#bdbdbd",
        LOCOMOTIVE: "url(#locomotive)"}
TEXT_ON = {"black": "#ffffff", "blue": "#ffffff", "purple": "#ffffff", "red": "#ffffff", "green": "#ffffff"}
RAINBOW = ("#e03c31", "#f39c12", "#f4d03f", "#3aa655", "#3b7dd8", "#9b59b6")
LABEL = {"left": (-10, 4, "end"), "right": (10, 4, "start"), "above": (0, -11, "middle"), "below": (0, 20, "middle")}


def draw(view: dict, legal: list[dict] | None = None, names: Sequence[str] | None = None) -> str:
    """The picture of `view`; with the viewer's `legal` commands, its routes and face-up cards are
    targets of the commands that claim or take them (docs/pictures.md, Targets); with the table's
    `names`, the players, the scores, the seat to play and a claimed route's owner are named."""
    situation = _situation(view, names)
    root = svg.document(WIDTH, BELOW_Y, "Ticket to Ride (USA), " + situation)
    defs = svg.add(root, "defs")
    gradient = svg.add(defs, "linearGradient", id="locomotive", x1=0, y1=0, x2=1, y2=1)
    for n, colour in enumerate(RAINBOW):
        svg.add(gradient, "stop", offset=round(n / (len(RAINBOW) - 1), 2), stop_color=colour)
    layer = targets.Layer(legal, _element, _choice, _payments(defs, legal))
    background = svg.add(root, "rect", x=0, y=0, width=WIDTH, height=BELOW_Y, fill="#fbf8f1")
    svg.add(root, "text", "Ticket to Ride (USA)", x=20, y=32, font_size=22, font_weight="bold")
    svg.add(root, "text", situation, x=300, y=32, font_size=16)
    _map(root, view, layer, names)
    bottom = _below(root, view, BELOW_Y, layer, names) + 24
    _legend(root, 20, bottom)
    height = bottom + LEGEND
    svg.resize(root, WIDTH, height)  # as long as the longest column
    background.set("height", svg.number(height))
    layer.put_on(root)
    words.guide(root, legal)
    return svg.to_text(root)


def _payment(command: dict) -> tuple[str, int, int] | None:
    """The cards a claim pays: (colour, cards of it, locomotives)."""
    if command["type"] != "claim_route":
        return None
    data = command["data"]
    return data["color"], ROUTES[data["route"]]["length"] - data["locomotives"], data["locomotives"]


def _payment_id(paid: tuple[str, int, int]) -> str:
    return f"pay-{paid[0]}-{paid[1]}-{paid[2]}"


def _payments(defs: ET.Element, legal: list[dict] | None):
    """Every way the seat may pay for a route, drawn once in <defs> as the cards it gives (issue 44: a
    route's chooser shows the cards in their colours, each with how many); the function naming each
    command's drawing, None without legal commands (the picture is then as before)."""
    if not legal:
        return None
    for paid in sorted({paid for command in legal if (paid := _payment(command))}, key=str):
        colour, cards, locomotives = paid
        # (all locomotives: no colour is given)
        given = [(kind, count) for kind, count in ((colour, cards), (LOCOMOTIVE, locomotives)) if count and kind]
        group = svg.add(defs, "g", id=_payment_id(paid), data_box=f"0 0 {46 * len(given) - 6} 26")
        for n, (kind, count) in enumerate(given):
            _card(group, kind, n * 46, 0, f"\u00d7{count}")

    def art(command: dict) -> str | None:
        paid = _payment(command)
        return _payment_id(paid) if paid else None
    return art


def _element(command: dict) -> tuple[str, str] | None:
    """The route a claim refers to, the face-up card a take does; the rest are not on the board."""
    if command["type"] == "claim_route":
        return "route", command["data"]["route"]
    if command["type"] == "take_face_up":
        return "card", command["data"]["card"]
    return None


def _situation(view: dict, names: Sequence[str] | None) -> str:
    if view["phase"] == "finished":
        return "game over"
    if view["phase"] == "choose_tickets":
        return "the players choose their first tickets"
    seat = view["active_seat"]
    who = f"seat {seat + 1}" if names is None else svg.seat_name(names[seat], seat, SITUATION_NAME, 16)
    text = f"turn {view['turn']}, {who} to play"
    if view["final_turns_left"] is not None:
        text += f" (final turns left: {view['final_turns_left']})"
    return text


def _choice(command: dict) -> str:
    """"pay 3 red + 1 locomotive"; "take it"."""
    if command["type"] == "take_face_up":
        return "take it"
    data = command["data"]
    cars = ROUTES[data["route"]]["length"] - data["locomotives"]
    paid = [f"{cars} {data['color']}"] if cars else []
    if data["locomotives"]:
        paid.append(f"{data['locomotives']} locomotive" + ("s" if data["locomotives"] > 1 else ""))
    return "pay " + " + ".join(paid)


def _shifts() -> dict[str, float]:
    """How far each route's track lies beside the line between its cities: the first track of a
    double route on one side, the second on the other."""
    sides: dict[str, int] = {}
    shifts = {}
    for route_id, route in ROUTES.items():
        group = route["double_group"]
        shift = 0
        if group:
            sides[group] = sides.get(group, 0) + 1
            shift = -DOUBLE_SHIFT if sides[group] == 1 else DOUBLE_SHIFT
        shifts[route_id] = shift
    return shifts


SHIFTS = _shifts()


def _map(root: ET.Element, view: dict, layer: targets.Layer, names: Sequence[str] | None) -> None:
    board = svg.add(root, "g", class_="map", transform=f"translate({MAP_X},{MAP_Y})")
    svg.add(board, "rect", x=-20, y=-20, width=GEOMETRY["width"] + 40, height=GEOMETRY["height"] + 40, rx=12,
            fill="#efe6cf", stroke="#b9a77a")
    for route_id, route in ROUTES.items():
        _route(board, route_id, route, SHIFTS[route_id], view["claimed"].get(route_id), names)
        _route_target(layer, view, route_id, route)
    for city, (x, y) in PLACES.items():
        svg.add(board, "circle", cx=x, cy=y, r=CITY_RADIUS, fill="#ffffff", stroke="#7a2e1d", stroke_width=2.5,
                class_="city")
        dx, dy, anchor = LABEL[GEOMETRY["cities"][city]["label"]]
        label = {"x": x + dx, "y": y + dy, "font_size": 14, "font_weight": "bold", "text_anchor": anchor}
        # a halo first, so the name stays readable where it crosses a route
        svg.add(board, "text", CITIES[city], **label, fill="#efe6cf", stroke="#efe6cf", stroke_width=4)
        svg.add(board, "text", CITIES[city], **label, fill="#3b2a14", class_="city-name")


def _track(route: dict, shift: float) -> tuple[float, float, float, float, float, float]:
    """Where a route's track runs: its start beside the first city, its direction (a unit vector),
    the length of one car's space, and its angle in degrees."""
    (ax, ay), (bx, by) = PLACES[route["a"]], PLACES[route["b"]]
    distance = math.hypot(bx - ax, by - ay)
    ux, uy = (bx - ax) / distance, (by - ay) / distance
    start_x, start_y = ax + ux * CITY_RADIUS - uy * shift, ay + uy * CITY_RADIUS + ux * shift
    car = (distance - 2 * CITY_RADIUS) / route["length"]
    return start_x, start_y, ux, uy, car, math.degrees(math.atan2(uy, ux))


def _route(parent: ET.Element, route_id: str, route: dict, shift: float, owner: int | None,
           names: Sequence[str] | None) -> None:
    """A route: one car per space, in the route's colour, or in the owner's colour with the owner's
    seat number in the middle once claimed (and the owner's name in its tooltip)."""
    start_x, start_y, ux, uy, car, angle = _track(route, shift)
    claimed = owner is not None
    group = svg.add(parent, "g", class_="route claimed" if claimed else "route", id=f"route-{route_id}")
    tooltip = f"{CITIES[route['a']]} \u2013 {CITIES[route['b']]}: {route['length']} {route['color']}"
    if claimed:
        tooltip += f", claimed by seat {owner + 1}" if names is None else f", claimed by {names[owner]} (seat {owner + 1})"
    svg.add(group, "title", tooltip)
    fill = svg.SEAT_COLOURS[owner % len(svg.SEAT_COLOURS)] if claimed else FILL[route["color"]]
    for k in range(route["length"]):
        x, y = start_x + ux * car * (k + 0.5), start_y + uy * car * (k + 0.5)
        svg.add(group, "rect", x=-(car - 3) / 2, y=-CAR_HEIGHT / 2, width=car - 3, height=CAR_HEIGHT, rx=1.5,
                fill=fill, stroke="#000000" if claimed else "#555555", stroke_width=1.4 if claimed else 0.7,
                transform=f"translate({svg.number(round(x, 2))},{svg.number(round(y, 2))}) "
                          f"rotate({svg.number(round(angle, 2))})")
    if claimed:
        x, y = start_x + ux * car * route["length"] / 2, start_y + uy * car * route["length"] / 2
        svg.add(group, "circle", cx=round(x, 2), cy=round(y, 2), r=9, fill="#ffffff", stroke=fill, stroke_width=2)
        svg.add(group, "text", owner + 1, x=round(x, 2), y=round(y + 4.5, 2), font_size=MIN_FONT, font_weight="bold",
                text_anchor="middle")


def _route_target(layer: targets.Layer, view: dict, route_id: str, route: dict) -> None:
    """The route's track, one car high, as the target of its claims (one for each way to pay), or saying
    why it may not be claimed."""
    start_x, start_y, _, _, car, angle = _track(route, SHIFTS[route_id])

    def label(claims: list[dict]) -> str:
        colour = "grey" if route["color"] == GREY else route["color"]
        text = f"Claim route {CITIES[route['a']]} \u2013 {CITIES[route['b']]} ({route['length']} {colour})"
        return text if len(claims) == 1 else f"{text}: {len(claims)} ways to pay"

    # in the map's frame (the layer is drawn in the picture's)
    layer.mark(("route", route_id), label, "rect", lambda: words.why_not(view, route_id), x=0, y=-CAR_HEIGHT / 2 - 1, width=round(car * route["length"], 2),
               height=CAR_HEIGHT + 2, transform=f"translate({svg.number(round(MAP_X + start_x, 2))},"
                                                f"{svg.number(round(MAP_Y + start_y, 2))}) "
                                                f"rotate({svg.number(round(angle, 2))})")


def _below(root: ET.Element, view: dict, y: float, layer: targets.Layer, names: Sequence[str] | None) -> float:
    """Below the map, side by side: the players; the cards on the table and a seat's own hand; a
    seat's own tickets. Returns the bottom of the longest column."""
    side = svg.add(root, "g", class_="sidebar", font_size=14)
    players, cards, tickets = COLUMNS
    bottoms = [_players(side, view, players, y, names), _face_up(side, view, cards, y, layer)]
    me = view["players"][view["viewer"]] if view["viewer"] is not None else None
    if me is not None and "hand" in me:
        bottoms.append(_hand(side, "Your hand", me["hand"], cards, bottoms[-1] + 16))
        bottom = _tickets(side, "Your tickets", me["tickets"], view, view["viewer"], tickets, y)
        if me["offer"]:
            bottom = _tickets(side, "Tickets offered to you", me["offer"], view, None, tickets, bottom + 8)
        bottoms.append(bottom)
    return max(bottoms)


def _players(parent: ET.Element, view: dict, x: float, y: float, names: Sequence[str] | None) -> float:
    table = svg.add(parent, "g", class_="players")
    result = view["result"]
    svg.add(table, "text", "Players", x=x, y=y + 4, font_weight="bold", font_size=15)
    columns = (("trains", 235), ("cards", 290), ("tickets", 350), ("points", 405))
    y += 26
    for label, dx in columns:
        svg.add(table, "text", label, x=x + dx, y=y, font_size=MIN_FONT, fill="#555", text_anchor="end")
    for player in view["players"]:
        seat = player["seat"]
        colour = svg.SEAT_COLOURS[seat % len(svg.SEAT_COLOURS)]
        y += LINE + 2
        row = svg.add(table, "g", class_="player", id=f"player-{seat}")
        if seat == view["active_seat"]:
            svg.add(row, "rect", x=x - 6, y=y - 14, width=PLAYERS_WIDTH + 6, height=LINE, fill="#fff1b8")
        svg.add(row, "rect", x=x, y=y - 11, width=12, height=12, fill=colour)
        marks = (" (you)" if seat == view["viewer"] else "") + (
            " \u2605" if result is not None and seat in result["winners"] else "")
        name = f"Seat {seat + 1}" if names is None else svg.seat_name(
            names[seat], seat, NAME_WIDTH - svg.text_width(marks, 14), 14)
        svg.whole(svg.add(row, "text", name + marks, x=x + 18, y=y, font_weight="bold", fill=colour),
                  names[seat] if names else None)
        points = result["players"][seat]["total"] if result is not None else player["route_points"]
        for value, (_, dx) in zip((player["trains"], player["hand_count"], player["ticket_count"], points), columns,
                                  strict=True):
            svg.add(row, "text", value, x=x + dx, y=y, text_anchor="end")
    y += LINE + 4
    svg.add(table, "text", f"Deck {view['deck_count']} cards \u00b7 discards {view['discard_count']} \u00b7 "
                           f"tickets {view['ticket_deck_count']}", x=x, y=y, font_size=MIN_FONT, fill="#555")
    if result is not None:
        y = _scores(table, view, x, y + 30, names)
    return y


def _scores(parent: ET.Element, view: dict, x: float, y: float, names: Sequence[str] | None) -> float:
    result = view["result"]
    svg.add(parent, "text", "Final scores", x=x, y=y, font_weight="bold", font_size=15)
    columns = (("routes", 235), ("tickets", 290), ("longest", 350), ("total", 405))
    y += 22
    for label, dx in columns:
        svg.add(parent, "text", label, x=x + dx, y=y, font_size=MIN_FONT, fill="#555", text_anchor="end")
    for seat, score in enumerate(result["players"]):
        y += LINE
        row = svg.add(parent, "g", class_="score", id=f"score-{seat}")
        name = f"Seat {seat + 1}" if names is None else svg.seat_name(names[seat], seat, NAME_WIDTH, 14)
        svg.add(row, "text", name, x=x, y=y, fill=svg.SEAT_COLOURS[seat % len(svg.SEAT_COLOURS)])
        values = (score["routes"], score["tickets"], score["longest_path"], score["total"])
        for value, (_, dx) in zip(values, columns, strict=True):
            svg.add(row, "text", value, x=x + dx, y=y, text_anchor="end", font_weight="bold" if dx == 405 else None)
    y += LINE
    svg.add(parent, "text", f"Longest path: {result['longest_path_length']} trains", x=x, y=y, font_size=MIN_FONT,
            fill="#555")
    return y


def _card(parent: ET.Element, colour: str, x: float, y: float, label: str | int | None = None) -> None:
    svg.add(parent, "rect", x=x, y=y, width=40, height=26, rx=4, fill=FILL[colour], stroke="#333",
            class_=f"card card-{colour}")
    if label is not None:
        svg.add(parent, "text", label, x=x + 20, y=y + 18, font_size=MIN_FONT, font_weight="bold", text_anchor="middle",
                fill=TEXT_ON.get(colour, "#000000"))


def _face_up(parent: ET.Element, view: dict, x: float, y: float, layer: targets.Layer) -> float:
    group = svg.add(parent, "g", class_="face-up")
    svg.add(group, "text", "Face-up cards", x=x, y=y + 4, font_weight="bold", font_size=15)
    for n, card in enumerate(view["face_up"]):
        _card(group, CARD_COLOR[card], x + n * 48, y + 14)
        colour = CARD_COLOR[card]
        label = "Take the face-up locomotive" if colour == LOCOMOTIVE else f"Take the face-up {colour} card"
        layer.mark(("card", card), label, "rect", x=x + n * 48, y=y + 14, width=40, height=26, rx=4)
    return y + 44


def _hand(parent: ET.Element, title: str, hand: list[str], x: float, y: float) -> float:
    """A hand as one card per colour held, with how many."""
    group = svg.add(parent, "g", class_="hand")
    svg.add(group, "text", f"{title} ({len(hand)} cards)", x=x, y=y + 4, font_weight="bold", font_size=15)
    counts = {colour: 0 for colour in (*COLORS, LOCOMOTIVE)}
    for card in hand:
        counts[CARD_COLOR[card]] += 1
    held = [(colour, count) for colour, count in counts.items() if count]
    for n, (colour, count) in enumerate(held):
        row, col = divmod(n, 7)
        _card(group, colour, x + col * 48, y + 14 + row * 32, f"\u00d7{count}")
    rows = -(-len(held) // 7)
    return y + 14 + rows * 32


def _tickets(parent: ET.Element, title: str, tickets: list[str], view: dict, seat: int | None, x: float,
             y: float) -> float:
    """Tickets as "From – To (points)", ticked or crossed once the game is scored."""
    group = svg.add(parent, "g", class_="tickets")
    svg.add(group, "text", title, x=x, y=y + 4, font_weight="bold", font_size=15)
    scored = view["result"]["players"][seat] if view["result"] is not None and seat is not None else None
    for ticket_id in tickets:
        y += LINE
        ticket = TICKETS[ticket_id]
        mark = ""
        if scored is not None:
            mark = "\u2713 " if ticket_id in scored["tickets_completed"] else "\u2717 "
        svg.add(group, "text", f"{mark}{CITIES[ticket['a']]} \u2013 {CITIES[ticket['b']]} ({ticket['points']})",
                x=x + 8, y=y + 6, class_="ticket")
    return y + 12


def _legend(root: ET.Element, x: float, y: float) -> None:
    legend = svg.add(root, "g", class_="legend", font_size=MIN_FONT)
    svg.add(legend, "text", "Routes: one car per space in the route's colour (grey: any one colour); a double "
                            "route has two tracks side by side.", x=x, y=y + 10)
    svg.add(legend, "text", "Claimed: cars in the player's colour with the seat number.", x=x, y=y + 28)
    for n, colour in enumerate((*COLORS, LOCOMOTIVE)):
        _card(legend, colour, x + n * 120, y + 40)
        svg.add(legend, "text", colour, x=x + 46 + n * 120, y=y + 58)

