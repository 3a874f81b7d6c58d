"""The jobs' entrypoints are named where the queue is composed (service/bootstrap.py, issue 40): no adapter
names a worker's function, and every name the queue is given is a function of the workers."""
from __future__ import annotations

import importlib
from pathlib import Path

from service.bootstrap import ENTRYPOINTS, WEBHOOK_DRAIN
from workers import webhooks

ADAPTERS = Path(__file__).resolve().parents[2] / "service" / "adapters"


def function(dotted: str):
    module, _, name = dotted.rpartition(".")
    return getattr(importlib.import_module(module), name)


def test_no_adapter_names_a_worker_job():
    naming = [path.name for path in ADAPTERS.rglob("*.py") if '"workers.' in path.read_text()]
    assert naming == []


def test_every_entrypoint_given_to_the_queue_is_a_workers_function():
    assert function(WEBHOOK_DRAIN) is webhooks.drain
    for dotted in vars(ENTRYPOINTS).values():
        assert dotted.startswith("workers.") and callable(function(dotted))
