"""The stream nodes in front of the API: a Pushpin node (`trackside pushpin`, GRIP) and an nginx node with
nchan (`trackside nchan`), their configurations filled in from deploy/ (docs/streams.md)."""
from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
from pathlib import Path

from service.config import Settings

ROOT = Path(__file__).resolve().parents[2]

# In a checkout; an installed package (the image) finds it in the working directory's deploy/.
PUSHPIN_CONF = next((path for path in (ROOT / "deploy" / "pushpin" / "pushpin.conf",
                                       Path.cwd() / "deploy" / "pushpin" / "pushpin.conf") if path.exists()),
                    ROOT / "deploy" / "pushpin" / "pushpin.conf")
PUSHPIN_MESSAGE_RATE = 1_000_000  # messages a second to held streams (Pushpin's default, 2,500, paces a crowd)
ZURL_MAX_OPEN = 2_000  # requests a node makes to the API at once (the package's figure)
PUSHPIN_WARNING, PUSHPIN_INFO = 1, 2  # its --loglevel: at info, a line or more every request and publish


def _pushpin_libdir(server: str, directory: Path, waiting: int) -> Path:
    """Pushpin's library directory for one node: the package's internal.conf and runner templates, with
    our zurl template (deploy/pushpin/zurl.conf.template: `waiting` requests may queue for the API)."""
    package = next((path for path in (Path(server).resolve().parents[1] / "lib" / "pushpin", Path("/usr/lib/pushpin"))
                    if (path / "internal.conf").exists()), None)
    if package is None:
        raise SystemExit(f"pushpin's internal.conf was not found beside {server}")
    libdir = directory / "lib"
    shutil.rmtree(libdir, ignore_errors=True)
    shutil.copytree(package, libdir)
    template = (PUSHPIN_CONF.parent / "zurl.conf.template").read_text()
    (libdir / "runner" / "zurl.conf.template").write_text(
        template.replace("@ZURL_MAX_OPEN@", str(ZURL_MAX_OPEN)).replace("@ZURL_HWM@", str(waiting)))
    return libdir


def pushpin_rundir(directory: Path) -> Path:
    """Where a node's processes meet (their IPC sockets): a short folder of the temporary directory, one
    per node folder, because a Unix socket's path may not pass about 100 bytes and `directory` may be
    deep (a checkout's var/, a test's temporary folder)."""
    rundir = Path(tempfile.gettempdir()) / f"trackside-pushpin-{hashlib.sha256(str(directory).encode()).hexdigest()[:12]}"
    rundir.mkdir(mode=0o700, exist_ok=True)
    return rundir


def remove_pushpin_rundir(directory: Path) -> None:
    """Once the node under `directory` has stopped: its run directory (dead sockets), which lies outside
    `directory` and would outlive it."""
    shutil.rmtree(pushpin_rundir(directory.resolve()), ignore_errors=True)


def pushpin_stats_spec(directory: Path) -> str:
    """Where a node under `directory` publishes its stats by default: an IPC socket in its run directory."""
    return f"ipc://{pushpin_rundir(directory.resolve())}/pushpin-stats"


def pushpin_command(directory: Path, port: int, publish_port: int, api: str, key: str,
                    max_connections: int = 50_000, host: str = "0.0.0.0", publish_host: str = "127.0.0.1",
                    stats: str | None = None, log_level: int = PUSHPIN_INFO) -> list[str]:
    """A Pushpin node (deploy/pushpin/pushpin.conf filled in under `directory`): clients on `port`, every
    request routed to the API at `api` (host:port) and signed with `key`, publishes taken on
    `publish_host`:`publish_port`, its stats (who is subscribed: the stream counter's) on the ZeroMQ
    spec `stats` (default pushpin_stats_spec), logging at `log_level`."""
    server = shutil.which("pushpin")
    if server is None:
        raise SystemExit("pushpin is not installed (deploy/bootstrap.sh installs it)")
    directory.mkdir(parents=True, exist_ok=True)
    # (every stream the node may hold may be opening at once: a restart, or a crowd arriving)
    libdir = _pushpin_libdir(server, directory, waiting=max_connections)
    values = {"RUNDIR": str(pushpin_rundir(directory.resolve())), "LOGDIR": str(directory.resolve()),
              "LIBDIR": str(libdir.resolve()),
              "HTTP_PORT": f"{host}:{port}" if host != "0.0.0.0" else str(port),
              "MAX_CONNECTIONS": str(max_connections), "SIG_KEY": key, "PUBLISH_HOST": publish_host,
              "PUBLISH_PORT": str(publish_port), "MESSAGE_RATE": str(PUSHPIN_MESSAGE_RATE),
              "MESSAGE_HWM": str(PUSHPIN_MESSAGE_RATE),
              "STATS_SPEC": stats or pushpin_stats_spec(directory)}
    text = PUSHPIN_CONF.read_text()
    for name, value in values.items():
        text = text.replace(f"@{name}@", value)
    (directory / "pushpin.conf").write_text(text)
    (directory / "routes").write_text(f"* {api}\n")
    return [server, "--config", str(directory / "pushpin.conf"), "--merge-output", "--loglevel", str(log_level)]


def pushpin(args, settings: Settings) -> None:
    """One Pushpin node in front of the API at --api (a deployment's; `up` starts its own): the GRIP key
    is TRACKSIDE_GRIP_KEY, as the API's."""
    if not settings.grip_key:
        raise SystemExit("trackside pushpin: set TRACKSIDE_GRIP_KEY (the API's, with TRACKSIDE_STREAMS=grip)")
    command = pushpin_command(Path(args.var), args.port or settings.port, args.publish_port, args.api,
                              settings.grip_key, args.max_connections, args.host, args.publish_host,
                              args.stats or None)
    os.execv(command[0], command)


NGINX_CONF = next((path for path in (ROOT / "deploy" / "nchan" / "nginx.conf",
                                     Path.cwd() / "deploy" / "nchan" / "nginx.conf") if path.exists()),
                  ROOT / "deploy" / "nchan" / "nginx.conf")
NGINX_MAX_CONNECTIONS = 65_535
"""The most nginx's limit_conn takes ("connection limit must be less 65536"): the cap of each client address's
streams on an nchan node, checked before anything starts, as nginx would refuse to start at all."""
NCHAN_MODULES = (Path("/usr/lib/nginx/modules/ngx_nchan_module.so"),  # (Debian's libnginx-mod-nchan)
                 Path("/usr/share/nginx/modules/ngx_nchan_module.so"))


def nginx_with_nchan() -> tuple[str, Path] | None:
    """nginx and its nchan module, where both are installed (`trackside up`'s streams then go to nchan)."""
    server = shutil.which("nginx") or next((p for p in ("/usr/sbin/nginx",) if Path(p).exists()), None)
    module = next((path for path in NCHAN_MODULES if path.exists()), None)
    return (server, module) if server and module else None


def nchan_command(directory: Path, port: int, publish_port: int, api: str, secret: str, node: str,
                  idle_s: float, per_client: int, host: str = "0.0.0.0", publish_host: str = "127.0.0.1",
                  max_connections: int = 50_000) -> list[str]:
    """An nginx node with nchan (deploy/nchan/nginx.conf filled in under `directory`): clients on `port`,
    every request passed to the API at `api` (host:port) with `secret`, the relay's publishes taken on
    `publish_host`:`publish_port`, named `node` (its publisher URL as the relay has it: the API finds
    the node's ids by it); a stream silent for `idle_s` ends (the client reconnects: nchan's raw stream
    has no keep-alive); a client address holds at most `per_client` game streams on it."""
    from service.app.live import RETRY_AFTER_S

    if not 1 <= per_client <= NGINX_MAX_CONNECTIONS:
        raise SystemExit(f"TRACKSIDE_MAX_STREAMS_PER_CLIENT is {per_client}: with nginx and nchan holding the streams "
                         f"it must be 1 to {NGINX_MAX_CONNECTIONS:,} (nginx's limit_conn, which caps each client "
                         "address on a node, takes no more)")
    installed = nginx_with_nchan()
    if installed is None:
        raise SystemExit("nginx with the nchan module is not installed (deploy/bootstrap.sh installs it)")
    server, module = installed
    directory = directory.resolve()
    directory.mkdir(parents=True, exist_ok=True)
    values = {"MODULE": str(module), "DIR": str(directory), "FILES": str(max_connections),
              "NODE": node, "API": api, "HOST": host, "PORT": str(port), "PUBLISH_HOST": publish_host,
              "PUBLISH_PORT": str(publish_port), "SECRET": secret, "IDLE": str(max(1, round(idle_s))),
              "PER_CLIENT": str(per_client), "RETRY_AFTER": str(RETRY_AFTER_S)}
    text = NGINX_CONF.read_text()
    for name, value in values.items():
        text = text.replace(f"@{name}@", value)
    (directory / "nginx.conf").write_text(text)
    return [server, "-p", str(directory), "-c", str(directory / "nginx.conf"), "-e", str(directory / "error.log")]


def nchan(args, settings: Settings) -> None:
    """One nginx node with nchan in front of the API at --api (a deployment's; `up --streams nchan` starts
    its own): the secret is TRACKSIDE_NCHAN_SECRET, as the API's."""
    if not settings.nchan_secret:
        raise SystemExit("trackside nchan: set TRACKSIDE_NCHAN_SECRET (the API's, with TRACKSIDE_STREAMS=nchan)")
    command = nchan_command(Path(args.var), args.port or settings.port, args.publish_port, args.api,
                            settings.nchan_secret, args.node, 3 * settings.stream_heartbeat_seconds,
                            settings.max_streams_per_client, args.host, args.publish_host, args.max_connections)
    os.execv(command[0], command)
