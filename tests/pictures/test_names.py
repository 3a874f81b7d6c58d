"""Players' names on their boards (issue 29): a picture given the table's seats' names (`names`, the
game's summary's) labels each seat's board, row or marker with its name, cut to its room with an
ellipsis where too long, escaped as text; without names it is drawn as it always was."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from domain.core import svg
from domain.core.local import LocalGame
from domain.core.registry import get_rules
from domain.core.rules import SeatSpec
from tests.pictures.picture_checks import SVG, parsed
from tests.pictures.positions import position

TITLES = ("railroad-ink", "ticket-to-ride", "tinners-trail", "mini-express", "lilliput")
NAMES = ("Ada", "Brunel", "Cugnot")
LONG = "Alexandrina Victoria of Kent, Queen of the United Kingdom and Empress"[:64]
LEAST_FONT = {"railroad-ink": 13, "ticket-to-ride": 13, "tinners-trail": 16, "mini-express": 11, "lilliput": 11}


def seat_element(name: str, root: ET.Element, seat: int) -> ET.Element:
    """The group of `seat`'s board (Railroad Ink) or of its row in the players' table (the others)."""
    for element in root.iter(f"{SVG}g"):
        if name == "railroad-ink" and element.get("id") == f"seat-{seat}":
            return element
        if name in ("ticket-to-ride", "tinners-trail") and element.get("id") == f"player-{seat}":
            return element
        if name in ("mini-express", "lilliput") and element.get("class") == "player" \
                and element.get("data-seat") == str(seat):
            return element
    raise AssertionError(f"no group of seat {seat}")


def font_sizes(root: ET.Element) -> dict[ET.Element, float]:
    """Each text's font size, as inherited from its groups."""
    sizes: dict[ET.Element, float] = {}

    def walk(element: ET.Element, size: float) -> None:
        size = float(element.get("font-size", size))
        if element.tag == f"{SVG}text":
            sizes[element] = size
        for child in element:
            walk(child, size)

    walk(root, 16.0)
    return sizes


def label(element: ET.Element) -> ET.Element:
    """The first text of a seat's group: its name."""
    return next(element.iter(f"{SVG}text"))


def views(name: str):
    game = position(name)
    rules = get_rules(name)
    return rules, len(game.seats), [rules.view(game.state, seat) for seat in [*range(len(game.seats)), None]]


@pytest.mark.parametrize("name", TITLES)
def test_each_seats_name_is_on_its_board_and_without_names_the_picture_is_as_before(name):
    rules, seats, shown = views(name)
    names = list(NAMES[:seats])
    for view in shown:
        plain = rules.picture(view)
        assert rules.picture(view, None, None) == plain, "no names: the picture as it always was"
        named = parsed(rules.picture(view, names=names))
        for seat in range(seats):
            text = label(seat_element(name, named, seat)).text
            assert text.startswith(names[seat]), (seat, text)
            assert not [other for other in names if other != names[seat] and other in text]
            assert f"Seat {seat + 1}" not in text
        # the table's names stand for the names the game was set up with (Tinners' Trail's view has those)
        assert "Player 1" not in "\n".join(named.itertext())


@pytest.mark.parametrize("name", TITLES)
def test_a_long_name_is_cut_with_an_ellipsis_and_keeps_to_its_room(name):
    rules, seats, shown = views(name)
    names = [LONG, "W" * 64, "\u5c71\u7530\u592a\u90ce" * 16][:seats]
    for view in shown:
        root = parsed(rules.picture(view, names=names))
        sizes = font_sizes(root)
        assert min(sizes.values()) >= LEAST_FONT[name], "no text smaller than the title's least font"
        for seat in range(seats):
            row = seat_element(name, root, seat)
            text = label(row)
            assert "\u2026" in text.text and text.text.startswith(names[seat][:2]), text.text
            assert names[seat] not in text.text
            # the name ends before the next text of its line begins
            end = float(text.get("x")) + svg.text_width(text.text, sizes[text])
            after = [float(other.get("x")) - (svg.text_width(other.text, sizes[other])
                                              if other.get("text-anchor") == "end" else 0)
                     for other in row.iter(f"{SVG}text") if other is not text and other.get("y") == text.get("y")]
            assert all(end <= start for start in after), (seat, text.text, end, after)


@pytest.mark.parametrize("name", TITLES)
def test_names_are_text_never_markup(name):
    rules, seats, shown = views(name)
    names = ["<script>alert(1)</script>", "\"&'", "</text><svg onload=x>"][:seats]
    for view in shown:
        picture = rules.picture(view, names=names)
        root = parsed(picture)
        assert "<script>" not in picture and "<svg onload" not in picture
        assert not [element for element in root.iter() if element.tag in (f"{SVG}script", f"{SVG}svg")
                    and element is not root or element.get("onload") is not None]
        shown_text = "\n".join(root.itertext())
        assert "\"&'" in shown_text and "<script>" in shown_text


@pytest.mark.parametrize(("name", "automa"), [("mini-express", "Automa"), ("lilliput", "Gulliver")])
def test_an_automa_keeps_its_own_name(name, automa):
    rules = get_rules(name)
    game = LocalGame(rules, [SeatSpec("Ada"), SeatSpec("Robot", "automa")], seed="names")
    root = parsed(rules.picture(rules.view(game.state, 0), names=["Ada", "Robot"]))
    assert label(seat_element(name, root, 0)).text.startswith("Ada")
    assert label(seat_element(name, root, 1)).text.startswith(automa)
    assert "Robot" not in "\n".join(root.itertext())


@pytest.mark.parametrize("name", TITLES)
def test_a_name_cut_to_its_room_keeps_the_whole_name_as_its_tooltip(name):
    """Issue 44: "Newcomer… (seat 1) (you)" could not be read whole anywhere; a cut name's text now has
    the whole name as its <title>, and a name drawn whole has none."""
    game = position(name)
    names = [LONG] + list(NAMES[:len(game.seats) - 1])
    root = parsed(game.rules.picture(game.rules.view(game.state, 0), names=names))
    cut = seat_element(name, root, 0)
    titles = [t.text for text in cut.iter(f"{SVG}text") if svg.ELLIPSIS in (text.text or "")
              for t in text.iter(f"{SVG}title")]
    assert titles == [LONG], titles
    whole = seat_element(name, root, 1)
    assert not [t for text in whole.iter(f"{SVG}text") for t in text.iter(f"{SVG}title")]
