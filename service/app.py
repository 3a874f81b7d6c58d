"""The Flask app factory: thin blueprints over GameService; every error is problem+json."""
from __future__ import annotations

import logging
import time

import orjson
import redis
from flask import Flask, Response, g, request
from flask_cors import CORS
from flask_limiter import Limiter
from prometheus_client import Counter, Histogram
from werkzeug.exceptions import HTTPException
from werkzeug.middleware.proxy_fix import ProxyFix

from service.api import catalogue, docs, feeds, jobs, ops, pages, pictures, play
from service.api import games as games_api
from service.config import RedisLocation, Settings
from service.games import GameService
from service.http import GameId, bearer, games, is_admin
from service.problems import Problem
from service.ratelimit import STRATEGY as ONE_TRIP_FIXED_WINDOW
from service.store import EventStore
from workers.resilience import connect

log = logging.getLogger("trackside")

REQUESTS = Counter("trackside_http_requests_total", "HTTP requests", ["method", "endpoint", "status"])
LIMITER_ERRORS = Counter("trackside_rate_limiter_errors_total",
                         "Rate-limit checks skipped because the limiter's store failed (the request went on)")
LATENCY = Histogram("trackside_http_request_seconds", "HTTP request latency", ["endpoint"])
UNMETERED = {"ops.healthz", "ops.readyz", "ops.metrics"}


def problem_response(problem: Problem) -> Response:
    response = Response(orjson.dumps(problem.body(), option=orjson.OPT_NON_STR_KEYS), status=problem.status,
                        mimetype="application/problem+json")
    if problem.status in (429, 503):
        response.headers["Retry-After"] = "1"
    if problem.status == 401:
        response.headers["WWW-Authenticate"] = 'Bearer realm="trackside"'
    return response


def client_address() -> str:
    """The client's address (ProxyFix has already taken it from X-Forwarded-For when proxies are trusted)."""
    g.rate_subject = "address"
    return "ip:" + (request.remote_addr or "unknown")


def rate_key() -> str:
    """The verified seat when the Bearer token is one (so a player on many addresses has one budget),
    otherwise the client address: an unknown or made-up token is no token, never a fresh budget."""
    token = bearer()
    if token:
        if is_admin(token):
            g.rate_subject = "admin token"
            return "admin"
        owner = token.partition(".")[0]
        try:
            seat = games().game(owner).seat_of(token)
        except (Problem, redis.RedisError):
            seat = None
        if seat is not None:
            g.rate_subject = "seat"
            return f"seat:{owner}:{seat}"
    return client_address()


class _CountErrors(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)

    def emit(self, record: logging.LogRecord) -> None:
        LIMITER_ERRORS.inc()


def create_app(settings: Settings | None = None) -> Flask:
    settings = settings or Settings()
    app = Flask("trackside")
    app.config["TRACKSIDE"] = settings
    app.config["MAX_CONTENT_LENGTH"] = settings.max_body_bytes
    app.url_map.converters["game"] = GameId
    # A few retries with backoff, then a 503: a request waits out a blip, not an outage; a call not
    # answered within store_timeout_s is a 503 at once (the live feeds' blocking reads have their own).
    store = EventStore.of(settings, "api", retries=3, stall_s=settings.store_timeout_s, health_check_interval=30)
    store.prepare()
    durability = store.durability()
    if durability != "always":
        log.warning("the event store's Redis has appendfsync %s, not always: events answered 2xx can be lost "
                    "if its host loses power (see docs/operations.md, Durability)", durability)
    app.extensions["trackside.games"] = GameService(store, settings.bot_seconds)
    app.extensions["trackside.rq"] = (store.redis if settings.rq_url == settings.redis_url
                                      else connect(settings.rq_url, "api", retries=3, stall_s=settings.store_timeout_s))

    if settings.cors_origins:  # browser clients of the origins named; preflights answered by flask-cors
        CORS(app, origins=list(settings.cors_origins), max_age=600,
             allow_headers=["Authorization", "Content-Type", "Idempotency-Key", "If-Match", "Last-Event-ID"],
             expose_headers=["ETag", "Location", "Retry-After", "X-RateLimit-Limit", "X-RateLimit-Remaining",
                             "X-RateLimit-Reset"])
    if settings.trusted_proxies:
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=settings.trusted_proxies)

    @app.after_request
    def retry_after_only_when_waiting_helps(response: Response) -> Response:
        # Registered before the limiter, so it runs after the limiter has added its headers.
        if response.status_code not in (429, 503):
            response.headers.pop("Retry-After", None)
        return response

    # Fails open: a limiter whose store is down must not turn a read of static data, or a command
    # already appended, into an error. Every skipped check is logged by flask-limiter and counted.
    limiter = Limiter(rate_key, app=app, default_limits=[settings.rate_limit],
                      storage_uri=RedisLocation.parse(settings.redis_url).limiter_url,
                      storage_options={"socket_timeout": settings.store_timeout_s,
                                       "socket_connect_timeout": settings.store_timeout_s},
                      headers_enabled=True, key_prefix="trackside-limits", swallow_errors=True,
                      strategy=ONE_TRIP_FIXED_WINDOW)  # the fixed window in one round trip (service/ratelimit.py)
    limiter.logger.addHandler(_CountErrors())
    app.extensions["trackside.limiter"] = limiter
    for blueprint in (catalogue.blueprint, games_api.blueprint, feeds.blueprint, play.blueprint, jobs.blueprint,
                      ops.blueprint, docs.blueprint, pictures.blueprint, pages.blueprint):
        app.register_blueprint(blueprint)
    catalogue.add_typed_routes(app)
    for endpoint in UNMETERED:
        limiter.exempt(app.view_functions[endpoint])
    for endpoint in ("games.create_game", "games.import_game"):
        app.view_functions[endpoint] = limiter.limit(settings.create_limit, key_func=client_address,
                                                     override_defaults=False)(app.view_functions[endpoint])

    @app.before_request
    def start_timer():
        g.started = time.perf_counter()
        if request.endpoint == "games.import_game":
            request.max_content_length = settings.max_import_bytes

    @app.after_request
    def count(response: Response) -> Response:
        endpoint = request.endpoint or "unknown"
        if endpoint not in UNMETERED:
            REQUESTS.labels(request.method, endpoint, response.status_code).inc()
            LATENCY.labels(endpoint).observe(time.perf_counter() - g.get("started", time.perf_counter()))
        return response

    @app.errorhandler(Problem)
    def on_problem(problem: Problem):
        return problem_response(problem)

    @app.errorhandler(HTTPException)
    def on_http(exc: HTTPException):
        codes = {404: "not_found", 405: "method_not_allowed", 413: "body_too_large", 415: "unsupported_media_type",
                 429: "rate_limited", 431: "headers_too_large"}
        code = codes.get(exc.code or 400, "bad_request")
        detail = {404: "No such resource.", 413: "The request body is too large.",
                  429: f"Too many requests from this {g.get('rate_subject', 'client')}; slow down.",
                  }.get(exc.code or 400, exc.description or "")
        response = problem_response(Problem(exc.code or 400, code, detail))
        if exc.code == 405 and exc.get_response().headers.get("Allow"):
            response.headers["Allow"] = exc.get_response().headers["Allow"]
        return response

    @app.errorhandler(redis.RedisError)
    def on_redis(exc: redis.RedisError):
        log.warning("redis unavailable: %s", exc)
        return problem_response(Problem(503, "store_unavailable", "The event store is not reachable; try again."))

    @app.errorhandler(Exception)
    def on_bug(exc: Exception):
        log.exception("unhandled error")
        return problem_response(Problem(500, "internal_error", "Something went wrong on our side; it is logged."))

    return app
