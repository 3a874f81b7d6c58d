#!/usr/bin/env bash
# Generates the TypeScript types of the API from openapi.yaml into $1 (default src/schema.d.ts; the drift
# test writes a temporary file and compares) with openapi-typescript, pinned in package-lock.json
# (`npm ci` installs it). An object the document leaves open (an event's `data`, a game's `options`) is
# Record<string, unknown>, and a field with a default stays optional in what a client sends.
set -euo pipefail
cd "$(dirname "$0")"
out="${1:-src/schema.d.ts}"
node_modules/.bin/openapi-typescript ../../openapi.yaml --output "$out" --empty-objects-unknown \
  --default-non-nullable=false
