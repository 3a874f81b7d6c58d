#!/usr/bin/env bash
# Installs what Trackside needs on a fresh machine: redis-server, postgresql, pushpin, node and npm (from the
# OS packages when missing), a virtualenv in .venv with the project and its test tools, and the TypeScript client's
# packages (clients/typescript/node_modules, from its lockfile). With `--browser`, also the headless
# Chromium and its driver that the e2e tests drive (the OS's packages; never a browser download). Also
# nginx with the nchan module (TRACKSIDE_STREAMS=nchan, its tests, bench/fanout.py); `--bench` is kept as
# an alias of the plain run.
# Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--browser" ] && ! { command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1; }; then
  echo "bootstrap: installing chromium and chromium-driver" >&2
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  if command -v apt-get >/dev/null 2>&1; then
    $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver >/dev/null
  elif command -v dnf >/dev/null 2>&1; then
    $SUDO dnf install -y -q chromium chromedriver
  else
    echo "bootstrap: please install chromium and its chromedriver (the e2e tests need them)" >&2; exit 1
  fi
fi

# nginx with nchan holds the live streams of `trackside up` (its default engine) and with TRACKSIDE_STREAMS=nchan.
if ! [ -e /usr/lib/nginx/modules/ngx_nchan_module.so ]; then
  echo "bootstrap: installing nginx-light and libnginx-mod-nchan" >&2
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  if command -v apt-get >/dev/null 2>&1; then
    $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx-light libnginx-mod-nchan >/dev/null
  else
    echo "bootstrap: please install nginx with the nchan module (TRACKSIDE_STREAMS=nchan and its tests need it)" >&2; exit 1
  fi
fi

if ! command -v redis-server >/dev/null 2>&1; then
  echo "bootstrap: installing redis-server" >&2
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  if command -v apt-get >/dev/null 2>&1; then
    $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq redis-server >/dev/null
  elif command -v dnf >/dev/null 2>&1; then
    $SUDO dnf install -y -q redis
  elif command -v brew >/dev/null 2>&1; then
    brew install redis
  else
    echo "bootstrap: please install redis-server (7.0 or newer)" >&2; exit 1
  fi
fi

# PostgreSQL: the archive of finished games for deployments (TRACKSIDE_ARCHIVE_URL=postgresql://...); its
# tests start a private cluster of their own from these binaries (tests/postgres.py), never the system's.
if ! compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then
  echo "bootstrap: installing postgresql" >&2
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  if command -v apt-get >/dev/null 2>&1; then
    $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
  else
    echo "bootstrap: please install PostgreSQL (15 or newer; the archive's tests need initdb and pg_ctl)" >&2; exit 1
  fi
fi

# Pushpin holds the live event streams in front of the API (`trackside up`, TRACKSIDE_STREAMS=grip).
if ! command -v pushpin >/dev/null 2>&1; then
  echo "bootstrap: installing pushpin" >&2
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  if command -v apt-get >/dev/null 2>&1; then
    $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq pushpin >/dev/null
  elif command -v brew >/dev/null 2>&1; then
    brew install pushpin
  else
    echo "bootstrap: please install pushpin (1.36 or newer; the live streams' engine)" >&2; exit 1
  fi
fi

if ! { command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1; }; then
  echo "bootstrap: installing nodejs and npm" >&2
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  if command -v apt-get >/dev/null 2>&1; then
    $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nodejs npm >/dev/null
  elif command -v dnf >/dev/null 2>&1; then
    $SUDO dnf install -y -q nodejs npm
  elif command -v brew >/dev/null 2>&1; then
    brew install node
  else
    echo "bootstrap: please install Node.js (18 or newer) and npm (the TypeScript client's tests need them)" >&2; exit 1
  fi
fi

PYTHON="${PYTHON:-}"
if [ -z "$PYTHON" ]; then
  for candidate in python3.11 python3.12 python3.13 python3; do
    if command -v "$candidate" >/dev/null 2>&1 && "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
      PYTHON="$candidate"; break
    fi
  done
fi
[ -n "$PYTHON" ] || { echo "bootstrap: Python 3.11 or newer is needed" >&2; exit 1; }

stamp=.venv/.installed
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
  [ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e '.[test]'
  touch "$stamp"
fi

# The TypeScript client's packages, exactly as its lockfile pins them (npm ci records what it installed
# in node_modules/.package-lock.json).
typescript=clients/typescript
if [ ! -f "$typescript/node_modules/.package-lock.json" ] \
   || [ "$typescript/package-lock.json" -nt "$typescript/node_modules/.package-lock.json" ]; then
  (cd "$typescript" && npm ci --prefer-offline --no-audit --no-fund --loglevel=error)
fi
