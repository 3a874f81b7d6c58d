"""Pages for people: the list of games (`/games`), the lobby an account plays from (`/play`, static/lobby.js),
a game's spectator page (`/games/<id>`), the tournaments (`/tournaments`, `/tournaments/<id>`) and a title's
ratings (`/ratings/<rules>`, read from the same services as the JSON API's), server-rendered
HTML with a little plain JavaScript (service/http/static/game.js) that follows the game live and scrubs
its history through the public API, and plays it on a seat's page (static/play.js; docs/pages.md).
Game-agnostic: a game's look comes from its own picture.

A seat token is given to the page in the URL's fragment (`/games/<id>#token=<token>`): browsers never
send a fragment to the server, so the token reaches no access log; the script sends it only as an
`Authorization` header."""
from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response, render_template, send_from_directory
from markupsafe import Markup

from domain.core.registry import all_rules
from domain.core.rules import Pictured
from service.http.api.pictures import seat_names as picture_names
from service.http.api.tournaments import ListTournaments
from service.http.exchange import games, query, services
from service.http.problems import Problem
from service.http.schemas import Leaderboard, ListGames, MyGames

HTTP_PACKAGE = Path(__file__).resolve().parents[1]
STATIC = HTTP_PACKAGE / "static"
blueprint = Blueprint("pages", __name__, template_folder=str(HTTP_PACKAGE / "templates"))
LOBBY_SIZE = 25  # games per section of the lobby; "more" pages on with the listing's cursor

# Scripts and styles only from this server (no CDN, no inline script); the pictures are inline SVG.
SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
                               "img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'self'; "
                               "frame-ancestors 'none'",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
}


def page(template: str, **context) -> Response:
    return Response(render_template(template, **context), mimetype="text/html", headers=SECURITY_HEADERS)


def seat_names(summary: dict) -> dict[int, str]:
    return {seat["seat"]: seat["name"] for seat in summary["seats"]}


@blueprint.get("/games")
def lobby():
    q = query(ListGames)
    service = games()
    if q["status"] is not None:
        sections = [(q["status"], service.list_games(q["rules"], q["status"], q["limit"], q["cursor"]))]
    else:
        limit = min(q["limit"], LOBBY_SIZE)
        sections = [(status, service.list_games(q["rules"], status, limit, None)) for status in ("active", "finished")]
    return page("lobby.html", sections=sections, titles=titles(), rules=q["rules"], seat_names=seat_names)


@blueprint.get("/play")
def play():
    """The lobby an account plays from: everything on it is read and done by static/lobby.js through the
    public API with the account key the person gives it (kept in the tab's sessionStorage)."""
    return page("play.html")


@blueprint.get("/games/<game:game_id>")
def game_page(game_id: str):
    service = games()
    game = service.game(game_id)
    summary = service.summary(game)
    version, head = service.resolve_version(game)
    pictured = isinstance(game.rules, Pictured)
    # The spectator's picture at the page's version (SVG text built by ElementTree, so every text in
    # it is escaped); with a token in the fragment the script replaces it with that seat's.
    picture = None
    if pictured:
        view = service.state(game, None, version, head)["view"]
        picture = Markup(game.rules.picture(view, names=picture_names(game)))
    # no hint while a rated or tournament table plays (the API refuses it too: analysis_off)
    return page("game.html", game=summary, title=game.rules.title, picture=picture, pictured=pictured,
                version=version, hints=not (game.rated or game.tournament is not None))


TOURNAMENTS_SHOWN = 50  # the most tournaments a page of the list shows; "more" pages on with the cursor
LIVE_REFRESH_S = 30  # how often a running tournament's page reads itself again (its tables finish by the minute)


@blueprint.get("/tournaments")
def tournament_list():
    q = query(ListTournaments)
    listing = services().tournaments.list(q["status"], min(q["limit"], TOURNAMENTS_SHOWN), q["cursor"])
    return page("tournaments.html", listing=listing, titles=titles())


@blueprint.get("/tournaments/<tournament_id>")
def tournament_page(tournament_id: str):
    tournament = services().tournaments.get(tournament_id)
    # Standings and tables name their players by id ("bot-3", an account's id): the page by their names.
    names = {player["id"]: player["name"] for player in tournament["players"]}
    return page("tournament.html", tournament=tournament, names=names, titles=titles(),
                refresh=LIVE_REFRESH_S if tournament["status"] == "running" else None)


@blueprint.get("/ratings/<rules>")
def ratings_page(rules: str):
    title = titles().get(rules)
    if title is None:
        raise Problem(404, "rules_not_found", f"There are no rules named {rules!r}.")
    q = query(Leaderboard)
    return page("ratings.html", board=services().ratings.board(rules, q["limit"], q["cursor"]), title=title,
                rules=rules, titles=titles())


PLAYER_GAMES_READ = 50  # an account's finished games read for a page of its rated games of one title


@blueprint.get("/ratings/<rules>/<account_id>")
def rated_games_page(rules: str, account_id: str):
    """An account's rated games of a title, newest first, each with its place, its opponents by name and
    the rating's answer (counted, weighed for a repeated pair, or why not counted): the leaderboard's
    link from each player (issue 44). Finished games only, which every spectator may see anyway."""
    title = titles().get(rules)
    if title is None:
        raise Problem(404, "rules_not_found", f"There are no rules named {rules!r}.")
    account = services().accounts.account(account_id)
    q = query(MyGames)  # (its cursor: where the page before ended, a game id)
    listed = games().listings.my_games(account, "finished", None, PLAYER_GAMES_READ, q["cursor"])
    ratings = services().ratings
    played = [{**summary, "result": ratings.result(rules, summary["id"])} for summary in listed["games"]
              if summary["rules"] == rules and summary["rated"]]
    return page("rated_games.html", account=account, title=title, rules=rules, played=played,
                rating=ratings.of([rules], account.id).get(rules), next_cursor=listed["next_cursor"])


def titles() -> dict[str, str]:
    return {name: rules.title for name, rules in all_rules().items()}


@blueprint.get("/favicon.ico")
def favicon():
    # Browsers ask for /favicon.ico whatever the page links; an SVG answers both (Chromium and Firefox).
    response = send_from_directory(STATIC, "favicon.svg", mimetype="image/svg+xml", max_age=86400)
    response.headers.update(SECURITY_HEADERS)
    return response


@blueprint.get("/assets/<name>")
def asset(name: str):
    if name not in {path.name for path in STATIC.iterdir()}:
        raise Problem(404, "not_found", "No such asset.")
    response = send_from_directory(STATIC, name, max_age=300)
    response.headers.update(SECURITY_HEADERS)
    return response
