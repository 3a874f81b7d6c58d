"""Pictures: a game's position as SVG, drawn by the game's own renderer from the view /state gives the
caller (never from the full state), and the optimum of a route-income job drawn on its board."""
from __future__ import annotations

import hashlib

from flask import Blueprint, Response, request

from domain.core.rules import Pictured, RouteIncomeRules
from domain.routes.picture import draw as draw_routes
from service.app.lookup import Game
from service.http.api.jobs import fetch_job, queue
from service.http.exchange import games, query, viewer
from service.http.problems import Problem
from service.http.schemas import PictureQuery

blueprint = Blueprint("pictures", __name__)
SVG = "image/svg+xml"


def svg_response(svg: str, private: bool) -> Response:
    """The picture with a strong ETag of its bytes: a client revalidating an unchanged picture gets 304."""
    body = svg.encode()
    etag = hashlib.sha256(body).hexdigest()[:32]
    headers = {"ETag": f'"{etag}"', "Vary": "Authorization",
               # A seat's picture shows its hidden cards: no shared cache may keep it.
               "Cache-Control": "private, no-cache" if private else "no-cache",
               "X-Content-Type-Options": "nosniff",
               # Opened on its own, a picture runs nothing: no script, nothing fetched (styles inline).
               "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:"}
    if etag in request.if_none_match:
        return Response(status=304, headers=headers)
    return Response(body, mimetype=SVG, headers=headers)


def seat_names(game: Game) -> list[str]:
    """The seats' names as the game's summary lists them: the table's, public, so any picture may show
    them (the rules' views need not hold them)."""
    return [seat["name"] for seat in game.seats]


@blueprint.get("/v1/games/<game:game_id>/picture.svg")
def game_picture(game_id: str):
    service = games()
    game = service.game(game_id)
    seat = viewer(game)
    if not isinstance(game.rules, Pictured):
        raise Problem(404, "no_picture", f"{game.rules.title} has no picture on this server yet.")
    q = query(PictureQuery)
    version, head = service.resolve_version(game, q["at_version"], q["at_turn"], q["at_round"])
    # Targets are the seat's commands now: a past version (head None) and a spectator get none.
    legal = None
    if q["targets"] and seat is not None and head is not None:
        legal = service.legal_commands(game, seat, head)["commands"]
    # The very view /state answers this caller: the renderer sees no more than the caller may.
    view = service.state(game, seat, version, head)["view"]
    return svg_response(game.rules.picture(view, legal, names=seat_names(game)), private=seat is not None)


@blueprint.get("/v1/jobs/<job_id>/picture.svg")
def job_picture(job_id: str):
    job = fetch_job(job_id)
    described = queue().describe(job)
    if described["kind"] != "route-income":
        raise Problem(404, "no_picture", "Only route-income jobs have a picture.")
    if described["status"] != "finished":
        raise Problem(409, "job_not_finished", f"The job is {described['status']}; its picture follows its result.",
                      job_status=described["status"])
    game_id, version, company = job.args
    service = games()
    game = service.game(game_id)
    if not isinstance(game.rules, RouteIncomeRules):  # (a job is only made for such a game)
        raise Problem(404, "no_picture", f"{game.rules.title} has no trains that run routes.")
    # The board the job searched, built again from the log (a version's state never changes).
    graph = game.rules.route_graph(service.state_at(game, version), company)
    result = described["result"]
    routes = [{"train": r["train"], "walk": r["track"], "stops": r["stops"], "revenue": r["income"],
               "stop_revenues": r.get("stop_revenues")} for r in result["routes"]]
    picture = draw_routes(graph, {"income": result["income"], "upper_bound": result["upper_bound"], "routes": routes})
    return svg_response(picture, private=False)
