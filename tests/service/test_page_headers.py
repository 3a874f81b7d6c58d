"""What the reference (/docs), the pictures and the pages for people send with themselves: a
Content-Security-Policy (scripts from this server only, never framed; a picture runs no script),
nosniff; and the pages say whether a game's seed is public, secret (by its commitment) or revealed."""
from __future__ import annotations

import html
import json
import re

import pytest

from tests.service.play import create, play_randomly

pytestmark = pytest.mark.memory  # (the API on the in-memory fakes: tests/conftest.py)


def policy(response) -> dict[str, list[str]]:
    """The Content-Security-Policy's directives, each with its sources."""
    directives = [d.split() for d in response.headers["Content-Security-Policy"].split(";") if d.strip()]
    return {d[0]: d[1:] for d in directives}


def test_the_reference_and_the_guides_run_only_this_servers_scripts_and_are_never_framed(served):
    for path in ("/docs", "/docs/games/lilliput", "/docs/assets/swagger-ui-bundle.js"):
        response = served.http.get(served.url + path)
        assert response.status_code == 200, path
        csp = policy(response)
        assert csp["default-src"] == ["'none'"] and csp["script-src"] == ["'self'"], path
        assert csp["frame-ancestors"] == ["'none'"], path
        assert response.headers["X-Content-Type-Options"] == "nosniff", path
    page = served.http.get(served.url + "/docs").text
    scripts = re.findall(r"<script([^>]*)>(.*?)</script>", page, re.S)
    # Every script is a file of this server, or data the page's script reads (not run: no inline code).
    assert all(("src='/" in attributes and not body) or "type='application/json'" in attributes
               for attributes, body in scripts), scripts
    config = json.loads(next(body for attributes, body in scripts if "swagger-config" in attributes))
    assert config["persistAuthorization"] is False  # a token given to Authorize never goes to localStorage
    assert served.http.get(served.url + "/assets/docs.js").status_code == 200


def test_a_picture_opened_on_its_own_runs_no_script(served):
    created = create(served.http, served.url, "railroad-ink", [{"name": "a"}], seed="csp")
    response = served.http.get(f"{served.url}/v1/games/{created['game']['id']}/picture.svg")
    assert response.status_code == 200 and response.headers["Content-Type"].startswith("image/svg+xml")
    csp = policy(response)
    assert csp["default-src"] == ["'none'"] and "script-src" not in csp  # so no script of any kind
    assert response.headers["X-Content-Type-Options"] == "nosniff"


def seed_shown(page: str) -> tuple[str, str, str]:
    """The page's seed line: what it says of the seed, the seed (if shown) and the commitment."""
    state = re.search(r'<span id="seed-state">(.*?)</span>', page, re.S).group(1)
    value = re.search(r'<code id="seed-value">(.*?)</code>', page, re.S).group(1)
    commitment = re.search(r'<code id="seed-commitment">(.*?)</code>', page, re.S).group(1)
    return html.unescape(state), html.unescape(value), commitment


def lobby_seed(page: str, game_id: str) -> str:
    return re.search(rf"<tr data-game=\"{game_id}\">.*?<td class=\"seed\">(\w+)</td>", page, re.S).group(1)


def test_the_pages_say_whether_a_games_seed_is_secret_or_revealed(served):
    http, base = served.http, served.url
    chosen = create(http, base, "railroad-ink", [{"name": "a"}], seed="everyone-knows")["game"]
    secret = create(http, base, "railroad-ink", [{"name": "a"}])
    lobby = http.get(f"{base}/games").text

    summary = http.get(f"{base}/v1/games/{secret['game']['id']}").json()
    assert summary["seed"] is None and not summary["seed_public"]
    assert seed_shown(http.get(f"{base}/games/{summary['id']}").text) == (
        "secret until the game ends; its commitment (sha256) was published at the start", "",
        summary["seed_commitment"])
    assert lobby_seed(lobby, summary["id"]) == "secret"

    # A seed the creator chose is as secret while the game runs.
    summary = http.get(f"{base}/v1/games/{chosen['id']}").json()
    state, value, commitment = seed_shown(http.get(f"{base}/games/{chosen['id']}").text)
    assert commitment == summary["seed_commitment"] and summary["seed_chosen"]
    assert state.startswith("secret until the game ends") and value == ""
    assert lobby_seed(lobby, chosen["id"]) == "secret"

    finished = play_randomly(http, base, secret, seed=3)
    assert finished["status"] == "finished" and len(finished["seed"]) == 64
    state, value, commitment = seed_shown(http.get(f"{base}/games/{finished['id']}").text)
    assert state.startswith("revealed now that the game is over") and value == finished["seed"]
    assert commitment == finished["seed_commitment"]
    assert lobby_seed(http.get(f"{base}/games").text, finished["id"]) == "revealed"
