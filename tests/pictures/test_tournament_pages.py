"""The tournaments' and ratings' pages as HTML over a real socket (issue 44; docs/pages.md, "Tournaments
and ratings"): `/tournaments` lists them, `/tournaments/<id>` shows its rounds, tables and standings by
the players' names (not `bot-2` or an account's id) with its export, `/ratings/<rules>` the title's
leaderboard by name, each account's name a link to its rated games (`/ratings/<rules>/<account>`); all
read the services the JSON API reads."""
from __future__ import annotations

import html
import re

import pytest

from tests.platform.support import Api, bearer, new_account
from tests.platform.test_ratings import create as challenge
from tests.platform.test_ratings import moved, recorded, resign
from tests.platform.tournament_play import create, join


def cells(page: str, css_class: str) -> list[str]:
    """The text of every `<td class="css_class">` of a page."""
    return [html.unescape(re.sub(r"<[^>]+>", "", cell)).strip()
            for cell in re.findall(rf'<td class="{css_class}">(.*?)</td>', page, re.S)]


@pytest.mark.memory
def test_a_tournaments_page_names_its_players_in_its_tables_and_standings(served):
    api = Api(served)
    _, organiser = new_account(served.http, served.url, "Organiser", "human")
    ada, ada_key = new_account(served.http, served.url, "Ada <the first>", "human")
    bo, bo_key = new_account(served.http, served.url, "Bo", "human")
    tournament = create(api, organiser, name="Sunday cup", rules="railroad-ink", format="round_robin", rounds=3,
                        table_size=2, players=[{"account": ada["id"]}, {"account": bo["id"]},
                                               {"kind": "bot", "level": "easy"}])
    join(api, tournament["id"], ada_key, bo_key)
    listed = served.http.get(f"{served.url}/tournaments")
    assert listed.status_code == 200 and listed.headers["Content-Type"].startswith("text/html")
    assert f'href="/tournaments/{tournament["id"]}"' in listed.text and "Sunday cup" in listed.text
    assert api.post(f"/v1/tournaments/{tournament['id']}/start", headers=bearer(organiser)).status_code == 200

    shown = api.get(f"/v1/tournaments/{tournament['id']}").json()
    page = served.http.get(f"{served.url}/tournaments/{tournament['id']}")
    assert page.status_code == 200 and "Content-Security-Policy" in page.headers
    names = {"Ada <the first>", "Bo", "Bot 3 (easy)"}
    assert set(cells(page.text, "name")) == names, "the standings by name"
    for player in shown["players"]:  # no id where a name belongs
        assert player["id"] not in re.sub(r'data-player="[^"]*"', "", page.text), player
    tables = shown["rounds"][0]["tables"]
    assert tables and all(f'href="/games/{table["game"]}"' in page.text for table in tables), "the tables, live"
    assert "Ada &lt;the first&gt;" in page.text and f'href="/v1/tournaments/{tournament["id"]}/export"' in page.text
    assert '<meta http-equiv="refresh"' in page.text  # a running tournament's page follows its tables
    missing = served.http.get(f"{served.url}/tournaments/0123abcd")
    assert missing.status_code == 404 and missing.headers["Content-Type"] == "application/problem+json"


def test_a_titles_ratings_page_is_its_leaderboard_by_name(app, served, relay):
    client = Api(served)
    ada, ada_key = new_account(client, name="Ada", kind="human")
    made = challenge(client, [{"account": ada["id"]}, {"name": "Brass", "kind": "bot", "level": "easy"}], key=ada_key)
    moved(client, made["game"], ada_key)
    resign(client, made["game"], ada_key)
    recorded(app, made["game"])
    page = served.http.get(f"{served.url}/ratings/railroad-ink")
    assert page.status_code == 200 and page.headers["Content-Type"].startswith("text/html")
    assert cells(page.text, "name") == ["Bot (easy)", "Ada"], "best first, by name"
    assert ada["id"] not in re.sub(r'(?:data-rated-as|href)="[^"]*"', "", page.text), "no id shown"

    # each account's name links to its rated games, each with its place, its players by name and its count
    link = f"/ratings/railroad-ink/{ada['id']}"
    assert f'href="{link}">Ada</a>' in page.text
    games = served.http.get(f"{served.url}{link}")
    assert games.status_code == 200 and games.headers["Content-Type"].startswith("text/html")
    assert re.findall(r'<tr data-game="([0-9a-f]+)"', games.text) == [made["game"]]
    assert cells(games.text, "place") == ["2 of 2"], "Ada resigned: second"
    assert [re.sub(r" \(.*?\)", "", players) for players in cells(games.text, "players")] == ["Ada, Brass"]
    assert cells(games.text, "counted") == ["counted"]
    assert ada["id"] not in re.sub(r'href="[^"]*"', "", games.text)
    assert "No rated Ticket to Ride game" in served.http.get(f"{served.url}/ratings/ticket-to-ride/{ada['id']}").text
    nobody = served.http.get(f"{served.url}/ratings/railroad-ink/{'0' * 32}")
    assert nobody.status_code == 404 and nobody.headers["Content-Type"] == "application/problem+json"
    missing = served.http.get(f"{served.url}/ratings/no-such-game")
    assert missing.status_code == 404 and missing.json()["code"] == "rules_not_found"
    assert "Nobody is rated" in served.http.get(f"{served.url}/ratings/ticket-to-ride").text
