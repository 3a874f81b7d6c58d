#!/usr/bin/env bash
# Generates the Python client from openapi.yaml into $1: `make client` writes clients/python, where git
# ignores what the generator writes (it is not committed: docs/clients.md); the tests write a temporary
# directory (tests/clients/generated.py). openapi-python-client formats with ruff from the venv.
# Four files are written by hand and committed; they are put beside what the generator writes: the
# client's README.md and ruff.toml, trackside_client/streams.py (following a game's and an account's event
# stream, which the generator cannot write), and examples/bot.py (a bot that plays from its account's stream).
set -euo pipefail
cd "$(dirname "$0")/.."
out="$1"
hand_written=(README.md ruff.toml trackside_client/streams.py examples/bot.py)
mkdir -p "$(dirname "$out")"
# Made beside $out and swapped in by renames: when $out is clients/python, its hand-written files are
# copied into the new tree before the old one goes, and a failed generation leaves $out as it was.
work="$(mktemp -d "$(dirname "$out")/.generating.XXXXXX")"
trap 'rm -rf "$work"' EXIT
PATH="$PWD/.venv/bin:$PATH" .venv/bin/openapi-python-client generate --path openapi.yaml \
  --config clients/openapi-python-client.yaml --meta setup --output-path "$work/client"
rm -rf "$work/client/.ruff_cache"  # the formatter's cache, not part of the client
for file in "${hand_written[@]}"; do
  mkdir -p "$work/client/$(dirname "$file")" && cp "clients/python/$file" "$work/client/$file"
done
if [ -e "$out" ]; then mv "$out" "$work/previous"; fi
mv "$work/client" "$out"
