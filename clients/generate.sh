#!/usr/bin/env bash
# Generates the Python client from openapi.yaml into $1 (`make client` writes clients/python; the drift
# test writes a temporary directory and compares). openapi-python-client formats with ruff from the venv.
# The client's README.md is written by hand: the generator's boilerplate is replaced by the committed one.
set -euo pipefail
cd "$(dirname "$0")/.."
out="$1"
readme="$(mktemp)"
trap 'rm -f "$readme"' EXIT
cp clients/python/README.md "$readme"
PATH="$PWD/.venv/bin:$PATH" .venv/bin/openapi-python-client generate --path openapi.yaml \
  --config clients/openapi-python-client.yaml --meta setup --output-path "$out" --overwrite
rm -rf "$out/.ruff_cache"  # the formatter's cache, not part of the client
cp "$readme" "$out/README.md"
