"""Operations: liveness, readiness, Prometheus metrics and the OpenAPI document (YAML and JSON)."""
from __future__ import annotations

from flask import Blueprint, Response
from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, CollectorRegistry, generate_latest, multiprocess

from service.bootstrap import StoreStalled, StoreUnavailable
from service.http.exchange import games, json_response, services
from service.http.openapi import spec_json, spec_yaml
from service.http.problems import Problem

blueprint = Blueprint("ops", __name__)


@blueprint.get("/healthz")
def healthz():
    """The process answers, and so does its event store: one that does not answer within
    TRACKSIDE_STORE_TIMEOUT_S is `stalled`, one that cannot be reached `unreachable` (a 503, as every
    request that needs it is meanwhile)."""
    try:
        games().store.ping()
    except StoreStalled as exc:
        raise Problem(503, "store_unavailable", "The event store did not answer in time; try again.",
                      store="stalled") from exc
    except StoreUnavailable as exc:
        raise Problem(503, "store_unavailable", f"The event store is not reachable: {exc}",
                      store="unreachable") from exc
    return json_response({"status": "ok", "store": "ok"})


@blueprint.get("/readyz")
def readyz():
    store = games().store
    try:
        loaded = store.functions_loaded()
        store.ping_queue(services().jobs)
    except StoreUnavailable as exc:
        raise Problem(503, "not_ready", f"Redis is not reachable: {exc}") from exc
    if not loaded:
        raise Problem(503, "not_ready", "The event store functions are not loaded.")
    return json_response({"status": "ready", "durability": {"appendfsync": store.durability()}})


@blueprint.get("/metrics")
def metrics():
    """Under `trackside serve`, the sums over every worker process of this run (each writes its own
    file in PROMETHEUS_MULTIPROC_DIR), whichever worker answers."""
    registry = REGISTRY
    if services().settings.metrics_dir:
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
    return Response(generate_latest(registry), mimetype=CONTENT_TYPE_LATEST)


@blueprint.get("/openapi.yaml")
def openapi():
    return Response(spec_yaml(), mimetype="application/yaml")


@blueprint.get("/openapi.json")
def openapi_json():
    return Response(spec_json(), mimetype="application/json")
