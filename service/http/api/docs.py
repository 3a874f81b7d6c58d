"""The API reference at /docs (Swagger UI, shipped by the flask-swagger-ui package: no CDN, works
offline) and a short guide per game: its commands, each with a real example."""
from __future__ import annotations

import html
import json
from pathlib import Path

import flask_swagger_ui
from flask import Blueprint, Response, send_from_directory

from domain.core.registry import all_rules, get_rules
from service.http.api.pages import SECURITY_HEADERS
from service.http.jsonschema import schema_of
from service.http.openapi import game_spec, prefix
from service.http.openapi.paths import ASSET_NAMES
from service.http.problems import Problem

blueprint = Blueprint("docs", __name__)
ASSETS = Path(flask_swagger_ui.__file__).parent / "dist"
STYLE = "body{font-family:sans-serif;max-width:60em;margin:2em auto;padding:0 1em}pre{background:#f4f4f4;padding:.6em}"


def page(title: str, body: str, head: str = "") -> Response:
    """With the pages' headers: scripts from this server only, never framed, no type sniffing."""
    return Response(f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{html.escape(title)}</title>"
                    f"{head}</head><body>{body}</body></html>", mimetype="text/html", headers=SECURITY_HEADERS)


@blueprint.get("/docs")
def reference():
    games = " · ".join(f"<a href='/docs/games/{r.name}'>{html.escape(r.title)}</a>"
                       for _, r in sorted(all_rules().items()))
    # A token given to "Authorize" lives in the page only (persistAuthorization off: never in
    # localStorage, where any script of the origin could read it); no validator badge from elsewhere.
    config = {"url": "/openapi.json", "dom_id": "#swagger-ui", "deepLinking": True, "defaultModelsExpandDepth": 0,
              "showExtensions": True, "persistAuthorization": False, "validatorUrl": None}
    head = ("<link rel='stylesheet' href='/docs/assets/swagger-ui.css'><link rel='stylesheet' "
            "href='/docs/assets/index.css'><link rel='icon' href='/docs/assets/favicon-32x32.png'>")
    body = (f"<p style='font-family:sans-serif;margin:1em 2em'>Guides with real example commands: {games}. "
            "The document: <a href='/openapi.yaml'>openapi.yaml</a>, <a href='/openapi.json'>openapi.json</a>.</p>"
            "<div id='swagger-ui'></div>"
            "<script src='/docs/assets/swagger-ui-bundle.js'></script>"
            "<script src='/docs/assets/swagger-ui-standalone-preset.js'></script>"
            f"<script id='swagger-config' type='application/json'>{json.dumps(config)}</script>"
            "<script src='/assets/docs.js'></script>")
    return page("Trackside API", body, head)


@blueprint.get("/docs/assets/<name>")
def asset(name: str):
    if name not in ASSET_NAMES:
        raise Problem(404, "not_found", "No such file.")
    response = send_from_directory(ASSETS, name, max_age=86400)
    response.headers.update(SECURITY_HEADERS)
    return response


def describe(schema: dict) -> str:
    """The fields of a command's data in a few words: `name` (type, required)."""
    fields = []
    for name, field in schema.get("properties", {}).items():
        kind = field.get("type", "any")
        kind = " or ".join(kind) if isinstance(kind, list) else kind
        if "enum" in field:
            values = [v for v in field["enum"] if v is not None]
            kind += ": " + ", ".join(map(str, values[:8])) + (" …" if len(values) > 8 else "")
        needed = "required" if name in schema.get("required", []) else "optional"
        fields.append(f"<code>{html.escape(name)}</code> ({html.escape(kind)}, {needed})")
    return "; ".join(fields) or "no data"


@blueprint.get("/docs/games/<name>")
def guide(name: str):
    rules = get_rules(name)
    if rules is None:
        raise Problem(404, "not_found", f"There are no rules named {name!r}.")
    examples = game_spec(rules).EXAMPLES
    rows = []
    for kind, schema in sorted(rules.command_schemas.items()):
        doc = html.escape((schema.__doc__ or "").strip())
        example = (f"<pre>{html.escape(json.dumps({'type': kind, 'data': examples[kind]}))}</pre>" if kind in examples
                   else "<p><em>Not offered to a seat in the seeded games this guide was made from.</em></p>")
        rows.append(f"<h3 id='{kind}'><code>{kind}</code></h3><p>{doc}</p>"
                    f"<p>Data: {describe(schema_of(schema))}.</p>{example}")
    base = f"/v1/rules/{rules.name}/games/{{game_id}}"
    body = (f"<h1>{html.escape(rules.title)}</h1>"
            f"<p>{rules.min_players} to {rules.max_players} players{', automa seats' if rules.automa else ''}; rules "
            f"version {html.escape(rules.rules_version)}. Create with <code>POST /v1/games</code> and "
            f"<code>{{\"rules\": \"{rules.name}\", ...}}</code> (schema <code>{prefix(rules)}_CreateGame</code>); "
            f"then <code>GET {base}/legal-commands</code> lists what a seat may do and <code>POST {base}/commands"
            f"</code> does it (schemas <code>{prefix(rules)}_*</code> in the <a href='/docs'>reference</a>).</p>"
            "<p>The examples were played in seeded random games.</p>" + "".join(rows))
    return page(f"{rules.title}: commands", body, f"<style>{STYLE}</style>")
