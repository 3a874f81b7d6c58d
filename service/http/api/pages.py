"""Pages for people: the list of games (`/games`), the lobby an account plays from (`/play`, static/lobby.js)
and a game's spectator page (`/games/<id>`), server-rendered
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
from service.http.exchange import games, query
from service.http.problems import Problem
from service.http.schemas import ListGames

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
    titles = {name: rules.title for name, rules in all_rules().items()}
    return page("lobby.html", sections=sections, titles=titles, rules=q["rules"], seat_names=seat_names)


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
    return page("game.html", game=summary, title=game.rules.title, picture=picture, pictured=pictured,
                version=version)


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
