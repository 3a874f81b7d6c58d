"""Configuration by environment (see API.md, "Command line")."""
from __future__ import annotations

import os
from collections.abc import Mapping
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import cached_property
from urllib.parse import urlsplit

CLUSTER = "redis+cluster"
SENTINEL = "redis+sentinel"


@dataclass(frozen=True)
class RedisLocation:
    """Where a Redis is, from a URL: `redis://…` (one server, as redis-py reads it),
    `redis+cluster://host:port[,host:port…]` (a Redis Cluster; any node finds the rest) or
    `redis+sentinel://host:port[,host:port…]/<service>/<db>` (the primary Sentinel names for `service`)."""

    scheme: str
    url: str
    nodes: tuple[tuple[str, int], ...] = ()
    service: str = ""
    db: int = 0
    password: str | None = None  # the Redis nodes' (on a Sentinel URL: the primary's, not the Sentinels')

    @classmethod
    def parse(cls, url: str) -> RedisLocation:
        scheme = url.partition("://")[0]
        if scheme not in (CLUSTER, SENTINEL):
            return cls(scheme, url)
        parts = urlsplit(url)
        nodes = []
        for node in parts.netloc.rpartition("@")[2].split(","):
            host, _, port = node.rpartition(":")
            if not host or not port.isdigit():
                raise ValueError(f"{url!r}: every node must be host:port")
            nodes.append((host, int(port)))
        path = [p for p in parts.path.split("/") if p]
        if scheme == CLUSTER:
            if path:
                raise ValueError(f"{url!r}: a cluster has one database; the URL names no path")
            return cls(scheme, url, tuple(nodes), password=parts.password)
        if not 1 <= len(path) <= 2 or (len(path) == 2 and not path[1].isdigit()):
            raise ValueError(f"{url!r}: a Sentinel URL ends in /<service>/<db>")
        return cls(scheme, url, tuple(nodes), path[0], int(path[1]) if len(path) == 2 else 0, parts.password)

    @property
    def limiter_url(self) -> str:
        """The same Redis as the rate limiter's storage (limits) spells it: its Sentinel URL names the
        service only."""
        if self.scheme != SENTINEL:
            return self.url
        credentials = f":{self.password}@" if self.password else ""
        return f"{SENTINEL}://{credentials}{','.join(f'{h}:{p}' for h, p in self.nodes)}/{self.service}"


MAX_BOT_SECONDS = 60.0
"""A worker's job stays far below RQ's timeout even at the longest time a bot may think."""

BOT_BUDGETS = ("time", "nodes")
"""How a bot's search may be bounded (Settings.bot_budget)."""

MAX_IMPORT_BYTES = 4 << 20
"""An import's body by default: four times the export of the longest game measured (bench/import_limit.py)."""

MAX_HEARTBEAT_SECONDS = 300.0
"""Longer, and a gone client's stream would hold its place for many minutes."""

ADDRESS_SEATS = 4
"""One address's ceilings, unless configured, are this many clients' limits: a few players behind one
router play freely, while one client cannot multiply its limits by making seats for itself."""


def times(limit: str, factor: int) -> str:
    """A rate limit string whose every amount is `factor` times that of `limit` (same windows)."""
    from limits import parse_many  # (here, not at the top: importing the settings costs no rate limiter)

    return ";".join(f"{item.amount * factor}/{item.multiples} {item.GRANULARITY.name}" for item in parse_many(limit))
WEBHOOK_RETRY_SECONDS = "0,5,300,1800,7200,18000,36000,36000"
"""Standard Webhooks' schedule: an attempt at once, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h."""

MAX_WEBHOOK_ATTEMPTS = 20
"""A longer schedule would keep a delivery (and its queued job) for a receiver long gone."""


def _strong_seconds() -> float:
    """A strong bot's time (domain/core/search.py, imported by the settings that are read, not by this module's
    import: the command line's offline tools import none of the bots)."""
    from domain.core.search import LEVELS

    return LEVELS["strong"].seconds


_SOURCE: ContextVar[Mapping[str, str] | None] = ContextVar("trackside_settings_source", default=None)
"""The environment Settings.from_env reads while it builds (None: the process's, for Settings())."""


def _env(name: str, default: str) -> str:
    source = _SOURCE.get()
    return (os.environ if source is None else source).get(name, default)


def _csv(name: str, default: str = "") -> tuple[str, ...]:
    return tuple(item.strip() for item in _env(name, default).split(",") if item.strip())


STREAMS = ("gevent", "grip", "nchan")
"""Who holds the live event streams: this process, Pushpin in front of it (GRIP), or nginx with nchan."""

MAX_WAITING_HOURS = 24.0 * 365
"""Longer, and a dead table would stay listed for more than a year."""

MAX_STORE_TIMEOUT_S = 60.0
"""Longer, and a request would wait out a stalled Redis rather than be told to come back."""


@dataclass(frozen=True)
class Settings:
    """Every setting, by concern (store, limits, streams, queue, bots, games, webhooks, heavy reads, the
    process), read from an environment once and checked once: by service/bootstrap.py, which passes them
    on. `Settings()` reads the process's environment (tests); keyword arguments override it."""

    # -- the store: where the events and the queue are, and how long a call may wait
    redis_url: str = field(default_factory=lambda: _env("TRACKSIDE_REDIS_URL", "redis://127.0.0.1:6379/0"))
    queue_url: str = field(default_factory=lambda: _env("TRACKSIDE_QUEUE_URL", ""))
    # -- who may do everything
    admin_token: str = field(default_factory=lambda: _env("TRACKSIDE_ADMIN_TOKEN", ""))
    port: int = field(default_factory=lambda: int(_env("TRACKSIDE_PORT", "8080")))
    # -- limits per client and address
    # Generous by default: a bot playing as fast as it can stays far below it.
    rate_limit: str = field(default_factory=lambda: _env("TRACKSIDE_RATE_LIMIT", "200/second"))
    # Heavy reads (verify, export) per client over both: an answer that changes only with the game's log
    # needs asking a few times a second at most (service/http/heavy.py, docs/operations.md "Heavy reads").
    heavy_read_limit: str = field(default_factory=lambda: _env("TRACKSIDE_HEAVY_READ_LIMIT", "10/second"))
    # One budget of new stored data per client (seat, admin, else address): creations, imports, forks and
    # scoring jobs; an import or fork costs more by the events it copies (service/http/quotas.py creation_cost).
    create_limit: str = field(default_factory=lambda: _env("TRACKSIDE_CREATE_LIMIT", "60/minute"))
    # Ceilings per client address over all its seats, as set (empty: ADDRESS_SEATS times the limit per client:
    # address_limit and address_create_limit below).
    address_limit_set: str = field(default_factory=lambda: _env("TRACKSIDE_ADDRESS_LIMIT", ""))
    address_create_limit_set: str = field(default_factory=lambda: _env("TRACKSIDE_ADDRESS_CREATE_LIMIT", ""))
    # New games, forks, imports and jobs are refused (503 storage_full) once Redis uses this share of its
    # maxmemory (no maxmemory: never), so that a full Redis does not stop the games in play.
    storage_guard: float = field(default_factory=lambda: float(_env("TRACKSIDE_STORAGE_GUARD", "0.9")))
    # How many proxies in front of the API append to X-Forwarded-For (0: the peer address is the client).
    trusted_proxies: int = field(default_factory=lambda: int(_env("TRACKSIDE_TRUSTED_PROXIES", "0")))
    # Browser origins allowed to call the API (comma-separated; empty: no CORS headers at all).
    cors_origins: tuple[str, ...] = field(default_factory=lambda: tuple(
        o.strip() for o in _env("TRACKSIDE_CORS_ORIGINS", "").split(",") if o.strip()))
    # -- the live streams
    # Live event streams each API process holds open, in all and per client address.
    max_streams: int = field(default_factory=lambda: int(_env("TRACKSIDE_MAX_STREAMS", "10000")))
    max_streams_per_client: int = field(
        default_factory=lambda: int(_env("TRACKSIDE_MAX_STREAMS_PER_CLIENT", "1000")))
    # An open stream's heartbeat: below the idle timeout of any proxy in front; a gone client's stream
    # (and its place in the limits above) is freed at the second heartbeat after it left.
    stream_heartbeat_seconds: float = field(
        default_factory=lambda: float(_env("TRACKSIDE_STREAM_HEARTBEAT_SECONDS", "15")))
    # Who holds the live event streams (docs/streams.md): "gevent", this process (a bare `trackside serve`),
    # or "grip", Pushpin in front: a stream request that comes through it (signed with grip_key) is
    # answered with its missed events and GRIP instructions, and the relay publishes every append to
    # each node's publish URL (grip_publish: Pushpin's push_in_http port, comma-separated); the relay
    # counts the streams the nodes hold for the caps above from each node's stats socket (grip_stats:
    # ZeroMQ specs, comma-separated; none: the caps are not enforced on the streams Pushpin holds).
    streams: str = field(default_factory=lambda: _env("TRACKSIDE_STREAMS", "gevent"))
    grip_key: str = field(default_factory=lambda: _env("TRACKSIDE_GRIP_KEY", ""))
    grip_publish: tuple[str, ...] = field(default_factory=lambda: _csv("TRACKSIDE_GRIP_PUBLISH"))
    grip_stats: tuple[str, ...] = field(default_factory=lambda: _csv("TRACKSIDE_GRIP_STATS"))
    # Or "nchan", nginx in front: the stream requests it passes on carry nchan_secret (a header it sets),
    # and the relay publishes to each node's publisher location (nchan_publish: http://host:port,
    # comma-separated; each node keeps its own messages).
    nchan_secret: str = field(default_factory=lambda: _env("TRACKSIDE_NCHAN_SECRET", ""))
    nchan_publish: tuple[str, ...] = field(default_factory=lambda: _csv("TRACKSIDE_NCHAN_PUBLISH"))
    # -- the queue
    # Unfinished analysis jobs (scoring, route income) each client may have queued (service/http/api/jobs.py).
    max_queued_jobs: int = field(default_factory=lambda: int(_env("TRACKSIDE_MAX_QUEUED_JOBS", "10")))
    # -- the store's durability
    # Acknowledge an append only once this many replicas have it (Redis WAIT), within wait_timeout_ms;
    # 0: once the primary has it (and its disk, with appendfsync always).
    wait_replicas: int = field(default_factory=lambda: int(_env("TRACKSIDE_WAIT_REPLICAS", "0")))
    wait_timeout_ms: int = field(default_factory=lambda: int(_env("TRACKSIDE_WAIT_TIMEOUT_MS", "1000")))
    # -- bots
    # The time a strong bot thinks a move, in seconds (easy and normal think 0.3 and 0.6 of it).
    bot_seconds: float = field(default_factory=lambda: float(_env("TRACKSIDE_BOT_SECONDS", _strong_seconds())))
    # How a bot's search is bounded: "time" (its level's iterations, cut short at its share of bot_seconds:
    # quick on a slow machine, but its moves then depend on the machine's load) or "nodes" (its level's
    # iterations alone, times bot_node_scale, no time cap: every move a function of the game's seed).
    bot_budget: str = field(default_factory=lambda: _env("TRACKSIDE_BOT_BUDGET", "time"))
    bot_node_scale: float = field(
        default_factory=lambda: float(_env("TRACKSIDE_BOT_NODE_SCALE", "1")))
    # How long a move job goes on playing the machine seats that act after its own while other jobs wait
    # (workers/jobs.py automa_turn), in seconds; 0: one move a job.
    move_job_seconds: float = field(default_factory=lambda: float(_env("TRACKSIDE_MOVE_JOB_SECONDS", "0.25")))
    # -- games' lifetimes
    # Days an archived game's id answers 410 game_archived; after them (forgotten by the next archive run) 404.
    tombstone_days: int = field(default_factory=lambda: int(_env("TRACKSIDE_TOMBSTONE_DAYS", "90")))
    # The archive store finished games move to (service/app/archiving.py): sqlite:///PATH or postgresql://...;
    # "" (unset): none, every game stays in Redis (`trackside up` sets an SQLite file under ./var). And how
    # long a finished game stays in Redis before it moves (seconds).
    archive_url: str = field(default_factory=lambda: _env("TRACKSIDE_ARCHIVE_URL", ""))
    archive_after_s: float = field(
        default_factory=lambda: float(_env("TRACKSIDE_ARCHIVE_AFTER_S", str(24 * 3600))))
    # Hours a game waits for its seats (a challenge for its answers) before it expires: it leaves the
    # listings, its seats are freed and its id answers 410 game_expired (docs/bots.md). Fractions allowed.
    waiting_hours: float = field(default_factory=lambda: float(_env("TRACKSIDE_WAITING_HOURS", "72")))
    # How long the API waits for its Redis to answer a call before it answers 503 with Retry-After (a
    # stalled server: a long script, CLIENT PAUSE, a stopped process); the live streams' blocking reads
    # keep their own, longer timeout.
    store_timeout_s: float = field(default_factory=lambda: float(_env("TRACKSIDE_STORE_TIMEOUT_S", "3")))
    max_body_bytes: int = 1 << 20
    # -- webhooks
    # Webhooks (docs/operations.md, "Webhooks"): the hosts and networks (CIDRs) a webhook may be sent to
    # although they are not public (loopback, private, link-local...); with allow_only, nothing else at all.
    webhook_allow: tuple[str, ...] = field(default_factory=lambda: _csv("TRACKSIDE_WEBHOOK_ALLOW"))
    webhook_allow_only: bool = field(
        default_factory=lambda: _env("TRACKSIDE_WEBHOOK_ALLOW_ONLY", "0") not in ("", "0", "false"))
    # Seconds before each attempt of a delivery (the first's: after the event), and the most a receiver's
    # Retry-After (on 429 and 503) may put the next attempt off.
    webhook_retry_seconds: tuple[float, ...] = field(default_factory=lambda: tuple(
        float(s) for s in _csv("TRACKSIDE_WEBHOOK_RETRY_SECONDS", WEBHOOK_RETRY_SECONDS)))
    webhook_max_retry_after_seconds: float = field(
        default_factory=lambda: float(_env("TRACKSIDE_WEBHOOK_MAX_RETRY_AFTER_SECONDS", "36000")))
    webhook_timeout_seconds: float = field(
        default_factory=lambda: float(_env("TRACKSIDE_WEBHOOK_TIMEOUT_SECONDS", "15")))
    max_import_bytes: int = field(
        default_factory=lambda: int(_env("TRACKSIDE_MAX_IMPORT_BYTES", str(MAX_IMPORT_BYTES))))
    # -- heavy reads
    # Processes per API process for heavy reads (verify, import, long exports; 0: inline, on the event
    # loop), and the heavy reads that may wait for one before the next is answered 429 busy.
    heavy_workers: int = field(default_factory=lambda: int(_env("TRACKSIDE_HEAVY_WORKERS", "2")))
    heavy_waiting: int = field(default_factory=lambda: int(_env("TRACKSIDE_HEAVY_WAITING", "4")))
    # Exports of more events than this go to the pool too (500 take about 10 ms to read and serialise).
    heavy_export_events: int = field(
        default_factory=lambda: int(_env("TRACKSIDE_HEAVY_EXPORT_EVENTS", "500")))
    # -- the process and its adapters
    log_level: str = field(default_factory=lambda: _env("TRACKSIDE_LOG_LEVEL", "INFO"))
    # Waits between tries at a Redis that does not answer: doubling from backoff_base up to backoff_cap
    # seconds (tests shorten them).
    backoff_base: float = field(default_factory=lambda: float(_env("TRACKSIDE_BACKOFF_BASE", "0.25")))
    backoff_cap: float = field(default_factory=lambda: float(_env("TRACKSIDE_BACKOFF_CAP", "5")))
    # Events an account's stream keeps (the relay writes with it), and our ids each nchan channel's map
    # keeps (at most what nchan buffers: service/adapters/streams/nchan.py MAPPED; fewer send more resuming clients
    # to the store).
    account_events_kept: int = field(default_factory=lambda: int(_env("TRACKSIDE_ACCOUNT_EVENTS_KEPT", "1000")))
    nchan_mapped: int = field(default_factory=lambda: int(_env("TRACKSIDE_NCHAN_MAPPED", "190")))
    # Where the API processes of a `trackside serve` keep their metrics (prometheus-client's multiprocess
    # mode, set by the CLI before the app is built; empty: this process's alone).
    metrics_dir: str = field(default_factory=lambda: _env("PROMETHEUS_MULTIPROC_DIR", ""))

    @classmethod
    def from_env(cls, environ: Mapping[str, str], **overrides) -> Settings:
        """The settings `environ` names (the others their defaults), checked: the one way the processes
        read theirs (service/bootstrap.py)."""
        token = _SOURCE.set(environ)
        try:
            return cls(**overrides)
        finally:
            _SOURCE.reset(token)

    def __post_init__(self) -> None:
        if not 0 < self.bot_seconds <= MAX_BOT_SECONDS:
            raise ValueError(f"TRACKSIDE_BOT_SECONDS must be above 0 and at most {MAX_BOT_SECONDS}")
        if self.bot_budget not in BOT_BUDGETS:
            raise ValueError(f"TRACKSIDE_BOT_BUDGET must be one of {', '.join(BOT_BUDGETS)}")
        if not 0 < self.bot_node_scale <= 1:
            raise ValueError("TRACKSIDE_BOT_NODE_SCALE must be above 0 and at most 1 (a share of each level's iterations)")
        if self.bot_node_scale != 1 and self.bot_budget != "nodes":
            raise ValueError("TRACKSIDE_BOT_NODE_SCALE applies to TRACKSIDE_BOT_BUDGET=nodes only")
        if not 0 <= self.move_job_seconds <= MAX_BOT_SECONDS:
            raise ValueError(f"TRACKSIDE_MOVE_JOB_SECONDS must be 0 or more and at most {MAX_BOT_SECONDS}")
        if self.archive_after_s < 0:
            raise ValueError("TRACKSIDE_ARCHIVE_AFTER_S must be 0 or more")
        if self.tombstone_days < 1:
            raise ValueError("TRACKSIDE_TOMBSTONE_DAYS must be 1 or more")
        if not 0 < self.waiting_hours <= MAX_WAITING_HOURS:
            raise ValueError(f"TRACKSIDE_WAITING_HOURS must be above 0 and at most {MAX_WAITING_HOURS:g}")
        if self.max_queued_jobs < 1:
            raise ValueError("TRACKSIDE_MAX_QUEUED_JOBS must be at least 1")
        if not 0 < self.store_timeout_s <= MAX_STORE_TIMEOUT_S:
            raise ValueError(f"TRACKSIDE_STORE_TIMEOUT_S must be above 0 and at most {MAX_STORE_TIMEOUT_S}")
        if self.wait_replicas and self.wait_timeout_ms / 1000 >= self.store_timeout_s:
            raise ValueError("TRACKSIDE_WAIT_TIMEOUT_MS must stay below TRACKSIDE_STORE_TIMEOUT_S: an append "
                             "waits that long for its replicas")
        if not 0 < self.stream_heartbeat_seconds <= MAX_HEARTBEAT_SECONDS:
            raise ValueError(f"TRACKSIDE_STREAM_HEARTBEAT_SECONDS must be above 0 and at most {MAX_HEARTBEAT_SECONDS}")
        if self.streams not in STREAMS:
            raise ValueError(f"TRACKSIDE_STREAMS must be one of {', '.join(STREAMS)}")
        if self.streams == "grip" and not self.grip_key:
            raise ValueError("TRACKSIDE_STREAMS=grip needs TRACKSIDE_GRIP_KEY (Pushpin's sig_key)")
        if self.streams == "nchan" and not self.nchan_secret:
            raise ValueError("TRACKSIDE_STREAMS=nchan needs TRACKSIDE_NCHAN_SECRET (the header nginx sets)")
        if not 0 < self.storage_guard <= 1:
            raise ValueError("TRACKSIDE_STORAGE_GUARD must be above 0 and at most 1 (a share of Redis' maxmemory)")
        if not 1 <= len(self.webhook_retry_seconds) <= MAX_WEBHOOK_ATTEMPTS or not all(
                0 <= s <= 86400 for s in self.webhook_retry_seconds):
            raise ValueError(f"TRACKSIDE_WEBHOOK_RETRY_SECONDS: 1 to {MAX_WEBHOOK_ATTEMPTS} delays of 0 to 86400 s")
        if not 0 <= self.webhook_max_retry_after_seconds <= 86400 or not 0 < self.webhook_timeout_seconds <= 60:
            raise ValueError("TRACKSIDE_WEBHOOK_MAX_RETRY_AFTER_SECONDS must be 0 to 86400 and "
                             "TRACKSIDE_WEBHOOK_TIMEOUT_SECONDS above 0 and at most 60")
        if min(self.heavy_workers, self.heavy_waiting, self.heavy_export_events) < 0:
            raise ValueError("TRACKSIDE_HEAVY_WORKERS, _WAITING and _EXPORT_EVENTS must be 0 or more")
        if not 0 < self.backoff_base <= self.backoff_cap:
            raise ValueError("TRACKSIDE_BACKOFF_BASE must be above 0 and at most TRACKSIDE_BACKOFF_CAP")
        if self.account_events_kept < 1 or self.nchan_mapped < 1:
            raise ValueError("TRACKSIDE_ACCOUNT_EVENTS_KEPT and TRACKSIDE_NCHAN_MAPPED must be 1 or more")

    # The address ceilings are made at first use: a limit's amounts are the rate limiter's (limits) to read, whose
    # import (asyncio, wrapt) the parts that answer no request do without (service/cli/__init__.py reads them with
    # every other command's settings).
    @cached_property
    def address_limit(self) -> str:
        """Requests per client address over all its seats: TRACKSIDE_ADDRESS_LIMIT, else ADDRESS_SEATS times the
        limit per client."""
        return self.address_limit_set or times(self.rate_limit, ADDRESS_SEATS)

    @cached_property
    def address_create_limit(self) -> str:
        """New stored data per client address over all its seats, likewise."""
        return self.address_create_limit_set or times(self.create_limit, ADDRESS_SEATS)

    @property
    def bot_nodes(self) -> float | None:
        """The share of each level's iterations a bot searches with no time cap; None: time budgets."""
        return self.bot_node_scale if self.bot_budget == "nodes" else None

    @property
    def rq_url(self) -> str:
        """RQ's Redis: TRACKSIDE_QUEUE_URL, else the event store's (RQ cannot run on a Redis Cluster)."""
        if not self.queue_url and RedisLocation.parse(self.redis_url).scheme == CLUSTER:
            raise ValueError("the events are on a Redis Cluster, where RQ cannot run: set TRACKSIDE_QUEUE_URL "
                             "(a redis:// or redis+sentinel:// URL)")
        url = self.queue_url or self.redis_url
        if RedisLocation.parse(url).scheme == CLUSTER:
            raise ValueError("TRACKSIDE_QUEUE_URL names a Redis Cluster, where RQ cannot run")
        return url
