"""The seat's page offers a number field for a legal command's range (issue 44): service/http/static/play.js's
rangeForms, run by node over a minimal document, makes one field a range (the examples of one range
offered once) and plays the command with the number typed, its balance field making up the rest."""
from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

PLAY_JS = Path(__file__).parents[2] / "service" / "http" / "static" / "play.js"

SCRIPT = """
const made = [];
function element(tag) {
  const e = { tag, children: [], listeners: {}, append(...c) { this.children.push(...c); },
              addEventListener(type, f) { this.listeners[type] = f; } };
  made.push(e);
  return e;
}
globalThis.window = {};
globalThis.document = { createElement: element };
require(process.argv[2]);
const [commands, typed] = JSON.parse(process.argv[3]);
const played = [];
const said = new Map(JSON.parse(process.argv[4] || "[]"));  // the game's words, by command key
const forms = window.TracksidePlay.rangeForms(commands, (c) => played.push(c), said);
const labels = made.filter((e) => e.tag === "label").map((l) => l.children.filter((c) => typeof c === "string").join(""));
const fields = made.filter((e) => e.type === "number");
forms.forEach((form, n) => {
  fields[n].value = String(typed);
  form.listeners.submit({ preventDefault() {} });
});
fields.forEach((f) => { f.value = "1000"; }); // out of range: not played
forms.forEach((form) => form.listeners.submit({ preventDefault() {} }));
console.log(JSON.stringify({ forms: forms.length, played, labels,
  fields: fields.map((f) => [f.min, f.max, f.value]) }));
"""


def split(first: int) -> dict:
    return {"type": "fund_companies",
            "data": {"split": [{"company": "SR", "amount": first}, {"company": "LNR", "amount": 100 - first}]},
            "ranges": {"/split/0/amount": {"min": 1, "max": 99, "balance": "/split/1/amount"}}}


def test_a_range_is_one_number_field_and_plays_the_number_typed(tmp_path):
    if shutil.which("node") is None:
        pytest.fail("node is missing: deploy/bootstrap.sh installs it (the OS's nodejs and npm)")
    listed = [split(10), split(20), {"type": "end_turn", "data": {}}]
    script = tmp_path / "ranges.js"
    script.write_text(SCRIPT)
    out = subprocess.run(["node", str(script), str(PLAY_JS), json.dumps([listed, 25])], capture_output=True,
                         text=True, timeout=60, check=True)
    answer = json.loads(out.stdout)
    assert answer["forms"] == 1 and answer["fields"][0][:2] == [1, 99]  # the £10 and £20 examples: one range
    assert answer["played"] == [{"type": "fund_companies", "data": {"split": [{"company": "SR", "amount": 25},
                                                                              {"company": "LNR", "amount": 75}]}}]


def key(command: dict) -> str:
    """The page's key of a command (play.js `commandKey`: its type and data, keys sorted, compact)."""
    return json.dumps({"data": command["data"], "type": command["type"]}, sort_keys=True, separators=(",", ":"))


def test_a_ranges_field_is_named_in_the_games_words_where_the_picture_gives_them(tmp_path):
    """Issue 44: the field's label named companies by id ("split company SR, amount 1"); with the picture's
    words for the listed command it reads in them."""
    if shutil.which("node") is None:
        pytest.fail("node is missing: deploy/bootstrap.sh installs it (the OS's nodejs and npm)")
    listed = [split(10)]
    script = tmp_path / "ranges.js"
    script.write_text(SCRIPT)
    said = [[key(listed[0]), "\u00a310 to Slamecksan Railway + \u00a390 to Lilliput National Railway"]]
    out = subprocess.run(["node", str(script), str(PLAY_JS), json.dumps([listed, 25]), json.dumps(said)],
                         capture_output=True, text=True, timeout=60, check=True)
    [label] = json.loads(out.stdout)["labels"]
    assert label.startswith("\u00a310 to Slamecksan Railway + \u00a390 to Lilliput National Railway, or any ") \
        and "SR" not in label, label
