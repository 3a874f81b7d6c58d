#!/usr/bin/env bash
# Generates the Python client from openapi.yaml into $1 (`make client` writes clients/python; the drift
# test writes a temporary directory and compares). openapi-python-client formats with ruff from the venv.
# Three files are written by hand and put back over what the generator leaves: the client's README.md,
# trackside_client/streams.py (following a game's event stream, which the generator cannot write), and
# examples/bot.py (a bot that plays from its account's event stream).
set -euo pipefail
cd "$(dirname "$0")/.."
out="$1"
hand_written=(README.md trackside_client/streams.py examples/bot.py)
kept="$(mktemp -d)"
trap 'rm -rf "$kept"' EXIT
for file in "${hand_written[@]}"; do
  mkdir -p "$kept/$(dirname "$file")" && cp "clients/python/$file" "$kept/$file"
done
PATH="$PWD/.venv/bin:$PATH" .venv/bin/openapi-python-client generate --path openapi.yaml \
  --config clients/openapi-python-client.yaml --meta setup --output-path "$out" --overwrite
rm -rf "$out/.ruff_cache"  # the formatter's cache, not part of the client
for file in "${hand_written[@]}"; do
  mkdir -p "$out/$(dirname "$file")" && cp "$kept/$file" "$out/$file"
done
