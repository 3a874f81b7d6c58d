"""The composition root (service/bootstrap.py): the settings read once, from the environment it is given,
and every service built from them; no module reads a setting when it is imported."""
from __future__ import annotations

import subprocess
import sys

import pytest

from service.adapters.redis.resilience import backoff, connect
from service.bootstrap import api_services, read_settings, relay_parts, worker_services
from service.cli import main
from service.config import Settings
from service.http.app import create_app
from tests.support import ROOT

IMPORT_EVERY_MODULE = """
import os, pkgutil, importlib, json, sys

class Watched(dict):
    '''The environment, noting every TRACKSIDE_ name asked for.'''
    asked = set()

    def _note(self, key):
        if str(key).startswith("TRACKSIDE_"):
            Watched.asked.add(key)

    def __getitem__(self, key):
        self._note(key)
        return super().__getitem__(key)

    def get(self, key, default=None):
        self._note(key)
        return super().get(key, default)

    def __contains__(self, key):
        self._note(key)
        return super().__contains__(key)

os.environ = Watched(os.environ)
import service, workers
for package in (service, workers):
    for module in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        if module.name.startswith("service.adapters.archive") or module.name.endswith(".__main__"):
            continue  # (an engine optional to install, whose own tests import it; a command's running)
        importlib.import_module(module.name)
print(json.dumps(sorted(Watched.asked)))
"""


def test_no_module_reads_a_setting_when_it_is_imported():
    """Every module of service/ and workers/ imported with an environment that notes what is asked of
    it: no TRACKSIDE_ setting is read (they were: the nchan map's size, the account streams' length)."""
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", IMPORT_EVERY_MODULE], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "[]"


def test_the_settings_are_read_from_the_environment_given_and_from_nothing_else(monkeypatch):
    monkeypatch.setenv("TRACKSIDE_BOT_SECONDS", "7")
    monkeypatch.setenv("TRACKSIDE_NCHAN_MAPPED", "5")
    settings = read_settings({"TRACKSIDE_BOT_SECONDS": "0.5", "TRACKSIDE_WAITING_HOURS": "2",
                              "TRACKSIDE_BACKOFF_BASE": "0.01", "TRACKSIDE_BACKOFF_CAP": "0.02"})
    assert (settings.bot_seconds, settings.waiting_hours, settings.nchan_mapped) == (0.5, 2, 190)
    assert backoff().compute(5) <= 0.02  # (in use: the process's waits are the settings')
    read_settings({})
    assert Settings().bot_seconds == 7  # (the process's environment: tests' Settings())
    with pytest.raises(ValueError, match="TRACKSIDE_BACKOFF_BASE"):
        read_settings({"TRACKSIDE_BACKOFF_BASE": "9"})


def test_a_bad_setting_stops_a_command_before_it_runs(monkeypatch, capsys):
    monkeypatch.setenv("TRACKSIDE_BOT_SECONDS", "0")
    with pytest.raises(SystemExit, match="trackside openapi: TRACKSIDE_BOT_SECONDS must be above 0"):
        main(["openapi"])


def test_the_api_is_served_from_the_services_built_from_a_mapping(redis_url):
    environ = {"TRACKSIDE_REDIS_URL": redis_url, "TRACKSIDE_QUEUE_URL": redis_url, "TRACKSIDE_BOT_SECONDS": "0.5",
               "TRACKSIDE_WEBHOOK_ALLOW": "127.0.0.1", "TRACKSIDE_WEBHOOK_ALLOW_ONLY": "1"}
    services = api_services(read_settings(environ))
    assert services.games.commands.bot_seconds == 0.5
    app = create_app(services)
    assert app.extensions["trackside.services"] is services
    created = app.test_client().post("/v1/games", json={"rules": "railroad-ink", "players": [{"name": "a"}]})
    assert created.status_code == 201, created.text
    game_id = created.get_json()["game"]["id"]
    assert services.store.version(game_id) >= 1  # (appended through the services given)
    workers = worker_services(read_settings(environ))
    assert workers.games.commands.bot_seconds == 0.5 and workers.lobbies is not None


def test_the_relay_takes_its_parts_from_the_settings(redis_url):
    settings = read_settings({"TRACKSIDE_REDIS_URL": redis_url, "TRACKSIDE_STREAMS": "nchan",
                              "TRACKSIDE_NCHAN_SECRET": "s", "TRACKSIDE_NCHAN_PUBLISH": "http://127.0.0.1:9",
                              "TRACKSIDE_NCHAN_MAPPED": "20", "TRACKSIDE_ACCOUNT_EVENTS_KEPT": "30"})
    client = connect(redis_url, "relay")
    parts = relay_parts(client, client, "relay-1", settings)
    assert (parts.streams.ids.kept, parts.ports.account_streams.kept) == (20, 30)
    assert parts.store.streamed and parts.ports.live is parts.streams and parts.ports.name == "relay-1"
    bare = relay_parts(client, client, "relay-2")
    assert bare.streams is None and bare.ports.live is None and not bare.store.streamed
