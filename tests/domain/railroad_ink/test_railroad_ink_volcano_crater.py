"""A volcano may not go on a crater (issue 44; docs/rules/railroad-ink.md, interpretation 21): the
rulebook erases a crater only "abyste místo něj nakreslili novou cestu" (to draw a new route there),
and a volcano is lava, not a route; lava and volcanoes need an empty square."""
from __future__ import annotations

from domain.railroad_ink import RULES
from domain.railroad_ink.board import CRATER
from tests.domain.railroad_ink.test_railroad_ink_expansions import at, position, refused


def test_a_volcano_is_refused_on_a_crater_and_not_listed_there():
    state = position(["meteor", "lava"], squares={(0, 0): CRATER}, rules_version="5")
    state["seats"][0]["meteor_pending"] = False  # this round's meteor has struck elsewhere
    assert refused(state, 0, "draw_volcano", row=0, col=0) == "square_taken"
    listed = [c["data"] for c in RULES.legal_commands(state, 0) if c["type"] == "draw_volcano"]
    assert {"row": 0, "col": 0} not in listed and {"row": 0, "col": 6} in listed
    assert at(state, 0, 0) == CRATER
