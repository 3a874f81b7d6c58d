"""The composition root: the one place that reads the settings (once, from an environment) and builds the
adapters, the application's services and the relay's handlers from them. The API (`create_app(services)`),
the workers (workers/context.py, workers/webhooks.py, workers/relay.py) and the operator's commands
(service/cli/) each ask it for what they use; nothing else constructs a service or reads the environment.

It sits below the HTTP layer and the workers and above the adapters (pyproject.toml, the layers contract):
it builds no view and no worker loop, only what they are given."""
from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from service.adapters.archive import archive_of
from service.adapters.redis import resilience
from service.adapters.redis.accounts import AccountStore
from service.adapters.redis.lobby import LobbyStore
from service.adapters.redis.outbox_reader import OutboxReader
from service.adapters.redis.queue import JobQueue
from service.adapters.redis.ratings import RatingStore
from service.adapters.redis.relay_jobs import Entrypoints, QueuedJobs
from service.adapters.redis.resilience import Client, connect, set_backoff
from service.adapters.redis.store import EventStore
from service.adapters.redis.tournaments import TournamentStore
from service.adapters.redis.webhooks import QueuedAttempts, WebhookStore
from service.adapters.streams.stream_leases import GRIP_LEASE_S, NCHAN_LEASE_S, StreamLeases
from service.app import ports
from service.app.accounts import Accounts
from service.app.archiving import Archiving
from service.app.games import GameService
from service.app.ratings import Ratings
from service.app.refusals import answer
from service.app.webhooks import Destinations, Webhooks
from service.config import RedisLocation, Settings

# The live streams' engines (requests for Pushpin's and nchan's publishers, ZeroMQ for Pushpin's counts, the
# API's own feeds) are imported where a part builds them: a worker builds none, the relay and the API only
# those their settings name, and each process's start pays for no other (bench/cli.py --starts). So are the
# relay's handlers and the tournaments (the API's and the relay's), which a worker's jobs never reach.
if TYPE_CHECKING:
    from service.adapters.streams.account_events import AccountEvents
    from service.adapters.streams.grip import StreamPublisher
    from service.adapters.streams.nchan import NchanPublisher
    from service.adapters.streams.stream_counts import StreamCounter
    from service.app.handlers import Ports
    from service.app.tournaments import Tournaments

# The workers' functions the queued jobs run (workers/jobs.py, workers/webhooks.py), named here where the
# queue is composed: no adapter names a worker's function, and the API may not import the workers
# (tests/workers/test_job_entrypoints.py checks that each names a function of the workers).
ENTRYPOINTS = Entrypoints(machine_move="workers.jobs.automa_turn", clock_check="workers.jobs.clock_check",
                          expiry_look="workers.jobs.lobby_expiry")
WEBHOOK_DRAIN = "workers.webhooks.drain"

StoreUnavailable = resilience.StoreUnavailable
StoreStalled = resilience.StoreStalled
"""The store's failures, which the API answers 503 (named here: HTTP imports no adapter)."""
LEASE_S = {"grip": GRIP_LEASE_S, "nchan": NCHAN_LEASE_S}
"""How long a stream's place lasts on each engine unless a node tells of it (service/adapters/streams/stream_leases.py)."""


def read_settings(environ: Mapping[str, str] | None = None) -> Settings:
    """The settings `environ` names (default: the process's environment), checked, and in use (see `use`):
    a worker's jobs' (workers/context.py), which RQ runs with no command line around them."""
    return use(Settings.from_env(os.environ if environ is None else environ))


def use(settings: Settings) -> Settings:
    """`settings` in use in this process (the CLI's, read once by service/cli/__init__.py): its waits at an
    absent Redis are theirs."""
    set_backoff(settings.backoff_base, settings.backoff_cap)
    return settings


def destinations(settings: Settings) -> Destinations:
    return Destinations.of(settings.webhook_allow, settings.webhook_allow_only)


def webhooks_on(store: WebhookStore, jobs: Client, settings: Settings) -> Webhooks:
    """The webhooks' service on `store`, queueing attempts on `jobs` (the API's, a worker's, the relay's)."""
    return Webhooks(store, QueuedAttempts(jobs, WEBHOOK_DRAIN), destinations(settings), settings.webhook_retry_seconds,
                    settings.webhook_max_retry_after_seconds)


@dataclass(frozen=True)
class Services:
    """What the HTTP API uses, built once per app: the application's services and the ports it reaches
    the engines by (service/app/ports.py): the job queue and the leases of the streams the nodes hold.
    `jobs` is the queue's Redis client, which the store's checks of room and readiness take (None on memory)."""

    settings: Settings
    store: EventStore
    accounts: Accounts
    games: GameService
    tournaments: Tournaments
    ratings: Ratings
    webhooks: Webhooks
    jobs: Client | None
    queue: ports.JobQueue
    heavy_games: Callable[[Settings], GameService]
    stream_leases: ports.StreamLeases
    live: LiveParts
    rate_counts: str  # where the rate limiter counts (limits' storage URI): the event store's Redis, or memory


@dataclass(frozen=True)
class LiveParts:
    """The live streams' parts the API makes at a stream's first use, from the app's settings then: the
    process's own feeds of games and of accounts, and the nchan nodes; and the accounts' stored events."""

    account_events: ports.AccountStreams
    feeds: Callable[[Settings], ports.LiveFeeds]
    account_feeds: Callable[[Settings], ports.LiveFeeds]
    nodes: Callable[[Settings], ports.StreamNodes]

    @classmethod
    def of(cls, store: EventStore, games: GameService) -> LiveParts:
        from service.adapters.streams.account_events import AccountEvents, AccountStreams
        from service.adapters.streams.feeds import Feeds

        events = AccountEvents(store)
        return cls(events,
                   lambda settings: Feeds(games, max_streams=settings.max_streams,
                                          max_per_client=settings.max_streams_per_client,
                                          heartbeat_s=settings.stream_heartbeat_seconds),
                   lambda settings: AccountStreams(games, events, max_streams=settings.max_streams,
                                                   heartbeat_s=settings.stream_heartbeat_seconds),
                   lambda settings: nchan_subscribers(store, settings))


def nchan_subscribers(store: EventStore, settings: Settings) -> ports.StreamNodes:
    """The nchan nodes the API asks who follows a channel, and their maps of our ids."""
    from service.adapters.streams.nchan import SUBSCRIBER_TIMEOUT_S, NchanMap, NchanNodes, NchanSubscribers

    return NchanSubscribers(NchanNodes(settings.nchan_publish, timeout_s=SUBSCRIBER_TIMEOUT_S), NchanMap(store.redis))


def api_services(settings: Settings) -> Services:
    """The API's: a few retries with backoff, then a 503 (a request waits out a blip, not an outage); a
    call not answered within store_timeout_s is a 503 at once (the live feeds' blocking reads have their own)."""
    from service.app.tournaments import Tournaments

    store = EventStore.of(settings, "api", retries=3, stall_s=settings.store_timeout_s, health_check_interval=30)
    store.prepare()
    accounts = Accounts(AccountStore.beside(store))
    games = GameService(store, settings.bot_seconds, answer, LobbyStore.beside(store), accounts,
                        waiting_s=settings.waiting_hours * 3600, archive=archive_of(settings))
    jobs = store.queue_client(settings, "api", retries=3, stall_s=settings.store_timeout_s)
    return Services(settings, store, accounts, games, Tournaments(TournamentStore.beside(store), games, accounts),
                    Ratings(RatingStore.beside(store), games.games, accounts),
                    webhooks_on(WebhookStore.beside(store), jobs, settings), jobs, JobQueue(jobs), heavy_games,
                    StreamLeases(store.redis), LiveParts.of(store, games),
                    RedisLocation.parse(settings.redis_url).limiter_url)


def memory_services(settings: Settings) -> Services:
    """The API on the in-memory fakes of every port (service/adapters/memory), in one process: what the HTTP
    tests that need no Redis run on. Nothing queued runs (no worker reads a memory queue), no live stream is
    held (an open is refused 503 as at a full process: settings.streams is gevent), and the heavy reads run
    inline (a pool process would have a memory of its own)."""
    from service.adapters.memory import (
        InMemoryAccountStore,
        InMemoryEventStore,
        InMemoryLobbyStore,
        InMemoryRatingStore,
        InMemoryTournamentStore,
    )
    from service.adapters.memory.queue import MemoryJobQueue
    from service.adapters.memory.streams import MemoryAccountEvents, MemoryStreamLeases, no_live_feeds
    from service.adapters.memory.webhooks import InMemoryWebhookStore, MemoryAttempts
    from service.app.tournaments import Tournaments

    settings = replace(settings, heavy_workers=0, streams="gevent")
    store = InMemoryEventStore()
    accounts = Accounts(InMemoryAccountStore.beside(store))
    games = GameService(store, settings.bot_seconds, answer, InMemoryLobbyStore.beside(store), accounts,
                        waiting_s=settings.waiting_hours * 3600)
    webhooks = Webhooks(InMemoryWebhookStore.beside(store), MemoryAttempts.beside(store), destinations(settings),
                        settings.webhook_retry_seconds, settings.webhook_max_retry_after_seconds)
    live = LiveParts(MemoryAccountEvents.beside(store), no_live_feeds, no_live_feeds, no_live_feeds)  # (no nodes: gevent)
    return Services(settings, store, accounts, games, Tournaments(InMemoryTournamentStore.beside(store), games, accounts),
                    Ratings(InMemoryRatingStore.beside(store), games.games, accounts), webhooks, None,
                    MemoryJobQueue.beside(store), lambda _settings: games, MemoryStreamLeases.beside(store), live,
                    "memory://")


GRIP_CLOSE_TIMEOUT_S = 1.0  # the API's publish of a close to a node (a revoked key's request waits for it)


def grip_closer(settings: Settings) -> Callable[[str], None]:
    """Ends the streams every Pushpin node holds on a channel (GRIP's close action, published to each node
    TRACKSIDE_GRIP_PUBLISH names; a node that does not answer is logged)."""
    from service.adapters.streams.grip import GripPublisher, close

    publisher = GripPublisher(settings.grip_publish, timeout_s=GRIP_CLOSE_TIMEOUT_S)
    return lambda channel: publisher.publish([close(channel)])


def heavy_games(settings: Settings) -> GameService:
    """A heavy-read pool process's own service (service/http/heavy.py: verify, import, long exports), in a
    process of its own: the settings are put in use there too."""
    return GameService(EventStore.of(use(settings), "heavy", retries=3), settings.bot_seconds,
                       archive=archive_of(settings))


def operator_games(settings: Settings) -> GameService:
    """The application on the event store, as the API builds it, for the operator's commands (service/cli/tools.py)."""
    store = EventStore.of(settings, "cli", retries=3)
    store.prepare()
    return GameService(store, settings.bot_seconds, archive=archive_of(settings))


@dataclass(frozen=True)
class WorkerServices:
    """What an RQ worker's jobs use (workers/context.py: built once per process)."""

    settings: Settings
    games: GameService
    lobbies: LobbyStore


def worker_services(settings: Settings) -> WorkerServices:
    return WorkerServices(settings, GameService(EventStore.of(settings, "worker"), settings.bot_seconds, answer,
                                                bot_nodes=settings.bot_nodes, archive=archive_of(settings)),
                          LobbyStore.of(settings, "worker"))


def worker_webhooks(settings: Settings) -> Webhooks:
    """A worker's webhooks (workers/webhooks.py: the attempts' job), on its own client."""
    store = WebhookStore.of(settings, "worker")
    return webhooks_on(store, store.queue_client(settings, "worker"), settings)


def relay_clients(settings: Settings) -> tuple[Client, Client]:
    """The relay's clients of the event store and of the queue (each retrying forever)."""
    return connect(settings.redis_url, "relay"), connect(settings.rq_url, "relay")


@dataclass
class RelayParts:
    """What the relay's loop uses: the store whose outbox it reads, the handlers' ports (one service for
    every handler, one cache of the games, creating games as the API does: a tournament's tables put
    account seats in their accounts' games), and the publisher to the stream nodes, if any."""

    store: EventStore
    ports: Ports
    streams: StreamPublisher | NchanPublisher | None
    archiving: Archiving | None  # (finished games moving to the archive store, a batch every few seconds)

    @staticmethod
    def outbox(store: EventStore, name: str, handle: Callable[[dict], None]) -> OutboxReader:
        return OutboxReader(store, name, handle)


def relay_parts(events: Client, jobs: Client, name: str, settings: Settings | None = None,
                publish_to: tuple[str, ...] = (), nchan_to: tuple[str, ...] = ()) -> RelayParts:
    """The relay's parts on `events` and `jobs`. With `settings` (the relay process's), the nodes to publish
    to are theirs; without, `publish_to` (Pushpin nodes) or `nchan_to` (nchan nodes) name them (tests)."""
    if settings is not None:
        publish_to = settings.grip_publish if settings.streams == "grip" else ()
        nchan_to = settings.nchan_publish if settings.streams == "nchan" else ()
    from service.adapters.streams.account_events import AccountEvents
    from service.app.handlers import Ports
    from service.app.notices import Notices
    from service.app.tournaments import Tournaments

    settings = settings or Settings()
    # With nodes to publish to, every append has an entry (also the tournaments' tables this relay creates)
    # and its events go to the nodes' streams.
    store = EventStore(events, streamed=bool(publish_to or nchan_to))
    accounts = Accounts(AccountStore.beside(store))
    service = GameService(store, lobbies=LobbyStore.beside(store), accounts=accounts, archive=archive_of(settings))
    account_events = AccountEvents(store, settings.account_events_kept)
    streams = publisher(service, account_events, events, settings, publish_to, nchan_to)
    ports = Ports(listing=store, jobs=QueuedJobs(jobs, ENTRYPOINTS), games=service.games, notices=Notices(service),
                  account_streams=account_events, webhooks=webhooks_on(WebhookStore.beside(store), jobs, settings),
                  tournaments=Tournaments(TournamentStore.beside(store), service, accounts),
                  ratings=Ratings(RatingStore.beside(store), service.games), live=streams, name=name)
    archiving = Archiving(service, settings.archive_after_s) if service.archive is not None else None
    return RelayParts(store, ports, streams, archiving)


def publisher(service: GameService, account_events: AccountEvents, events: Client, settings: Settings,
              publish_to: tuple[str, ...], nchan_to: tuple[str, ...]) -> StreamPublisher | NchanPublisher | None:
    """The relay's publisher of every append to the Pushpin nodes `publish_to` or the nchan nodes `nchan_to`; none
    without nodes."""
    if publish_to:
        from service.adapters.streams.grip import GripPublisher, StreamPublisher

        return StreamPublisher(service, GripPublisher(publish_to))
    if nchan_to:
        from service.adapters.streams.nchan import MAPPED, NchanMap, NchanNodes, NchanPublisher

        return NchanPublisher(service, account_events, NchanNodes(nchan_to),
                              NchanMap(events, min(MAPPED, settings.nchan_mapped)))
    return None


def stream_counter(settings: Settings) -> StreamCounter | None:
    """With grip and the nodes' stats sockets named, what counts the streams the nodes hold for each capped
    client (which the API sums on an opening request); else None: the caps are not enforced there."""
    if settings.streams != "grip" or not settings.grip_stats:
        return None
    from service.adapters.streams.stream_counts import StreamCounter, StreamCounts

    return StreamCounter(StreamCounts(connect(settings.redis_url, "relay")), settings.grip_stats)
