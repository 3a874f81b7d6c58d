"""The Flask app factory: thin blueprints over GameService; every error is problem+json."""
from __future__ import annotations

import io
import logging
import time
from functools import cached_property, lru_cache

import orjson
from flask import Flask, Request, Response, g, request
from flask_cors import CORS
from flask_limiter import Limiter
from prometheus_client import Counter, Histogram
from werkzeug.exceptions import HTTPException, RequestEntityTooLarge
from werkzeug.middleware.proxy_fix import ProxyFix

from service.app.errors import ApplicationError
from service.bootstrap import Services, StoreUnavailable, api_services, read_settings
from service.config import Settings
from service.http import quotas
from service.http.api import accounts as accounts_api
from service.http.api import catalogue, docs, feeds, jobs, me_events, ops, pages, pictures, play
from service.http.api import games as games_api
from service.http.api import lobby as lobby_api
from service.http.api import ratings as ratings_api
from service.http.api import tournaments as tournaments_api
from service.http.api import webhooks as webhooks_api
from service.http.exchange import SERVICES, GameId
from service.http.heavy import HEAVY_READS, HeavyReads
from service.http.problems import Problem, problem_of
from service.http.ratelimit import STRATEGY as ONE_TRIP_FIXED_WINDOW
from service.http.ratelimit import WAITING_HELPS, EveryRequestLimits

log = logging.getLogger("trackside")

REQUESTS = Counter("trackside_http_requests_total", "HTTP requests", ["method", "endpoint", "status"])
LIMITER_ERRORS = Counter("trackside_rate_limiter_errors_total",
                         "Rate-limit checks skipped because the limiter's store failed (the request went on)")
LATENCY = Histogram("trackside_http_request_seconds", "HTTP request latency", ["endpoint"])
UNMETERED = {"ops.healthz", "ops.readyz", "ops.metrics", "nchan_released"}  # (nchan_released: nginx telling a stream ended)
# HTTP lets a client send any token as a method; the metrics' label takes only these, else "other", so
# that no client can grow the metrics (a series per label value, kept for the process's life).
METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
# The metrics' children by label values, found once (labels() checks and locks at every call).
requests_of = lru_cache(maxsize=1024)(REQUESTS.labels)
latency_of = lru_cache(maxsize=256)(LATENCY.labels)
BUDGETED = {"games.create_game": quotas.create_cost, "games.import_game": quotas.import_cost,
            "games.fork": quotas.fork_cost, "jobs.scoring_job": quotas.creation_cost,
            "accounts.create_account": quotas.creation_cost, "lobby.challenge": quotas.creation_cost,
            "lobby.rematch": quotas.creation_cost, "tournaments.create_tournament": tournaments_api.tables_cost}
"""The endpoints that spend a creation budget, by what they cost."""
RATE_KEY_PREFIX = "trackside-limits"


def problem_response(problem: Problem, retry_after: int = 1) -> Response:
    response = Response(orjson.dumps(problem.body(), option=orjson.OPT_NON_STR_KEYS), status=problem.status,
                        mimetype="application/problem+json")
    if problem.status in WAITING_HELPS:
        response.headers["Retry-After"] = str(retry_after)
    if problem.status == 401:
        response.headers["WWW-Authenticate"] = 'Bearer realm="trackside"'
    return response


class BoundedBody(io.RawIOBase):
    """A body of no stated length (chunked) read to at most `limit` bytes: a byte more is a 413."""

    def __init__(self, stream, limit: int) -> None:
        super().__init__()
        self.stream, self.left = stream, limit

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        data = self.stream.read(min(len(buffer), self.left + 1))
        if len(data) > self.left:
            raise RequestEntityTooLarge()
        self.left -= len(data)
        buffer[:len(data)] = data
        return len(data)


class BoundedRequest(Request):
    """werkzeug reads a chunked body up to the limit and then stops, as if that were all of it (a 100 MiB
    body was a 400 `malformed_json`, and a body padded past the limit was taken cut short): here the body
    goes on past the limit only to be refused 413 (and its connection closed, service/cli/bounded_worker.py)."""

    @cached_property
    def stream(self):
        if self.content_length is None and self.environ.get("wsgi.input_terminated"):
            limit = self.max_content_length  # (asked only here: werkzeug asks again for a stated length)
            if limit is not None:
                return io.BufferedReader(BoundedBody(self.environ["wsgi.input"], limit))
        return super().stream


class _CountErrors(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)

    def emit(self, record: logging.LogRecord) -> None:
        LIMITER_ERRORS.inc()


def create_app(services: Services | Settings | None = None) -> Flask:
    """The API on what the composition root built (service/bootstrap.py); given settings alone, or none
    (the environment's), it builds them first (tests)."""
    if not isinstance(services, Services):
        services = api_services(services if services is not None else read_settings())
    settings, store = services.settings, services.store
    app = Flask("trackside")
    app.request_class = BoundedRequest
    app.config["TRACKSIDE"] = settings
    app.config["MAX_CONTENT_LENGTH"] = settings.max_body_bytes
    app.url_map.converters["game"] = GameId
    durability = store.durability()
    if durability != "always":
        log.warning("the event store's Redis has appendfsync %s, not always: events answered 2xx can be lost "
                    "if its host loses power (see docs/operations.md, Durability)", durability)
    app.extensions[SERVICES] = services
    app.extensions["trackside.heavy"] = HeavyReads(settings, services.games, services.heavy_games)

    if settings.cors_origins:  # browser clients of the origins named; preflights answered by flask-cors
        CORS(app, origins=list(settings.cors_origins), max_age=600,
             allow_headers=["Authorization", "Content-Type", "Idempotency-Key", "If-Match", "Last-Event-ID"],
             expose_headers=["ETag", "Location", "Retry-After", "X-RateLimit-Limit", "X-RateLimit-Remaining",
                             "X-RateLimit-Reset"])
    if settings.trusted_proxies:
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=settings.trusted_proxies)

    def retry_after_only_when_waiting_helps(response: Response) -> Response:
        if response.status_code not in WAITING_HELPS:
            response.headers.pop("Retry-After", None)
        elif response.headers.get("Retry-After") == "0":  # the limiter's count down to its window's end, cut
            response.headers["Retry-After"] = "1"
        return response

    # Before the limiter: a creation refused for want of room spends no budget.
    guard = quotas.StorageGuard(lambda: store.nearly_full(settings.storage_guard, services.jobs))

    def keep_room_for_the_games_in_play():
        if request.endpoint in quotas.CREATING and guard.full():
            full = Problem(503, "storage_full", "The store is nearly full: no new games, forks, imports or jobs "
                           "for now; the games in play go on.")
            return problem_response(full, quotas.STORAGE_RETRY_AFTER)
        return None

    # Fails open: a limiter whose store is down must not turn a read of static data, or a command
    # already appended, into an error. Every skipped check is logged by flask-limiter's logger and counted.
    # Each client (seat, admin, else address) has its rate per route; each address a ceiling over all its
    # requests, whichever seats they name: both counted in one round trip (service/http/ratelimit.py).
    # flask-limiter keeps the creation budgets below.
    on_redis = services.rate_counts != "memory://"
    limiter = Limiter(quotas.rate_key, app=app, storage_uri=services.rate_counts,
                      storage_options={"socket_timeout": settings.store_timeout_s,
                                       "socket_connect_timeout": settings.store_timeout_s} if on_redis else {},
                      headers_enabled=False, key_prefix=RATE_KEY_PREFIX, swallow_errors=True,
                      strategy=ONE_TRIP_FIXED_WINDOW)
    limiter.logger.addHandler(_CountErrors())
    app.extensions["trackside.limiter"] = limiter
    # Its limits are on a few views, whose decorators check them: its hooks of every request (which look
    # for limits of the app and of each route, write headers, and clear what the request context drops
    # anyway) only cost time.
    for hooks in (app.before_request_funcs, app.after_request_funcs, app.teardown_request_funcs):
        hooks[None] = [hook for hook in hooks[None] if limiter not in (getattr(hook, "__self__", None),
                                                                        *getattr(hook, "args", ()))]
    every_request = EveryRequestLimits(
        limiter.limiter, RATE_KEY_PREFIX,
        EveryRequestLimits.each(settings.address_limit, key=quotas.client_address, scope="address", shared=True,
                                message=quotas.ADDRESS_REQUESTS, exempt=quotas.admin_request)
        + EveryRequestLimits.each(settings.rate_limit, key=quotas.rate_key, scope=None, shared=False,
                                  message=quotas.too_many_requests)
        + EveryRequestLimits.each(settings.heavy_read_limit, key=quotas.rate_key, scope="heavy", shared=False,
                                  message=quotas.TOO_MANY_HEAVY_READS, exempt=quotas.admin_request,
                                  endpoints=HEAVY_READS),
        UNMETERED, limiter.logger, with_the_append={"play.submit"} if store.counts_tallies else ())

    def rate_limit_headers(response: Response) -> Response:
        try:
            budget = limiter.current_limit if request.endpoint in BUDGETED else None  # a creation budget's
            shown = (budget.window, budget.limit.amount) if budget and budget.breached else g.get("rate_window")
            if shown is not None:
                EveryRequestLimits.add_headers(response, shown)
        except Exception:  # noqa: BLE001 (fail open: the view's answer stands, without the headers)
            limiter.logger.exception("Failed to update rate limit headers. Swallowing error")
        return response

    for blueprint in (catalogue.blueprint, games_api.blueprint, feeds.blueprint, play.blueprint, jobs.blueprint,
                      ops.blueprint, docs.blueprint, pictures.blueprint, pages.blueprint, accounts_api.blueprint,
                      webhooks_api.blueprint, lobby_api.blueprint, me_events.blueprint,
                      tournaments_api.blueprint, ratings_api.blueprint):
        app.register_blueprint(blueprint)
    catalogue.add_typed_routes(app)
    # One budget of new stored data per client and one per address, shared by every way to store some.
    for endpoint, cost in BUDGETED.items():
        view = limiter.shared_limit(settings.create_limit, "create", key_func=quotas.rate_key, cost=cost,
                                    override_defaults=False, error_message=quotas.creations_spent)
        view = view(app.view_functions[endpoint])
        app.view_functions[endpoint] = limiter.shared_limit(
            settings.address_create_limit, "create-address", key_func=quotas.client_address, cost=cost,
            override_defaults=False, exempt_when=quotas.admin_request, error_message=quotas.ADDRESS_CREATIONS)(view)

    def start_timer():
        g.started = time.perf_counter()
        if request.endpoint == "games.import_game":  # (werkzeug refuses a larger Content-Length unread)
            request.max_content_length = settings.max_import_bytes

    def count(response: Response) -> Response:
        endpoint = request.endpoint or "unknown"
        if endpoint not in UNMETERED:
            method = request.method if request.method in METHODS else "other"
            requests_of(method, endpoint, response.status_code).inc()
            latency_of(endpoint).observe(time.perf_counter() - g.get("started", time.perf_counter()))
        return response

    @app.errorhandler(Problem)
    def on_problem(problem: Problem):
        return problem_response(problem)

    @app.errorhandler(ApplicationError)
    def on_refusal(error: ApplicationError):
        return problem_response(problem_of(error))

    @app.errorhandler(HTTPException)
    def on_http(exc: HTTPException):
        codes = {404: "not_found", 405: "method_not_allowed", 413: "body_too_large", 415: "unsupported_media_type",
                 429: "rate_limited", 431: "headers_too_large"}
        code = codes.get(exc.code or 400, "bad_request")
        detail = {404: "No such resource.", 413: "The request body is too large.",
                  }.get(exc.code or 400, exc.description or "")  # a 429's: the error message of the limit passed
        response = problem_response(Problem(exc.code or 400, code, detail))
        if exc.code == 405 and exc.get_response().headers.get("Allow"):
            response.headers["Allow"] = exc.get_response().headers["Allow"]
        return response

    @app.errorhandler(StoreUnavailable)
    def on_redis(exc: StoreUnavailable):
        log.warning("redis unavailable: %s", exc)
        return problem_response(Problem(503, "store_unavailable", "The event store is not reachable; try again."))

    @app.errorhandler(Exception)
    def on_bug(exc: Exception):
        log.exception("unhandled error")
        return problem_response(Problem(500, "internal_error", "Something went wrong on our side; it is logged."))

    def count_what_appended_nothing(response: Response) -> Response:
        breached = every_request.settle()
        return response if breached is None else on_http(breached.refusal())

    # One hook before and one after each request, each calling the app's own in order (Flask's dispatch of
    # a hook, which checks it for a coroutine every time, cost more than most of them). Before: a creation
    # refused for want of room spends no budget, and the limits' refusal goes untimed.
    @app.before_request
    def before_each_request() -> Response | None:
        full = keep_room_for_the_games_in_play()
        if full is not None:
            return full
        every_request.check()
        start_timer()
        return None

    # After (and before flask-cors' hook, registered earlier): a command's count first, so that the metrics
    # and the headers see the answer it leaves; Retry-After last, once the limits' headers are in.
    @app.after_request
    def after_each_request(response: Response) -> Response:
        for hook in (count_what_appended_nothing, count, rate_limit_headers, retry_after_only_when_waiting_helps):
            response = hook(response)
        return response

    return app
