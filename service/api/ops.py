"""Operations: liveness, readiness, Prometheus metrics, the OpenAPI document and a readable API page."""
from __future__ import annotations

import html
import os

import redis
from flask import Blueprint, Response, current_app
from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, CollectorRegistry, generate_latest, multiprocess

from service.http import games, json_response
from service.openapi import spec, spec_yaml
from service.problems import Problem

blueprint = Blueprint("ops", __name__)


@blueprint.get("/healthz")
def healthz():
    return json_response({"status": "ok"})


@blueprint.get("/readyz")
def readyz():
    try:
        loaded = games().store.functions_loaded()
        if current_app.extensions["trackside.rq"] is not games().store.redis:
            current_app.extensions["trackside.rq"].ping()
    except redis.RedisError as exc:
        raise Problem(503, "not_ready", f"Redis is not reachable: {exc}") from exc
    if not loaded:
        raise Problem(503, "not_ready", "The event store functions are not loaded.")
    return json_response({"status": "ready", "durability": {"appendfsync": games().store.durability()}})


@blueprint.get("/metrics")
def metrics():
    """Under `trackside serve`, the sums over every worker process of this run (each writes its own
    file in PROMETHEUS_MULTIPROC_DIR), whichever worker answers."""
    registry = REGISTRY
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
    return Response(generate_latest(registry), mimetype=CONTENT_TYPE_LATEST)


@blueprint.get("/openapi.yaml")
def openapi():
    return Response(spec_yaml(), mimetype="application/yaml")


@blueprint.get("/docs")
def docs():
    document = spec()
    rows = []
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            rows.append(f"<tr><td><code>{method.upper()}</code></td><td><code>{html.escape(path)}</code></td>"
                        f"<td>{html.escape(operation.get('summary', ''))}</td></tr>")
    page = (
        "<!doctype html><html><head><meta charset='utf-8'><title>Trackside API</title>"
        "<style>body{font-family:sans-serif;max-width:60em;margin:2em auto}td{padding:.2em .6em}</style></head>"
        f"<body><h1>{html.escape(document['info']['title'])} {html.escape(document['info']['version'])}</h1>"
        f"<p>{html.escape(document['info']['description'])}</p>"
        "<p>The full contract: <a href='/openapi.yaml'>openapi.yaml</a>.</p>"
        f"<table>{''.join(rows)}</table></body></html>"
    )
    return Response(page, mimetype="text/html")
