# The two commands of the README, and a few more. Each installs what it needs first.
.PHONY: up test bootstrap lint soak bench openapi

bootstrap:
	@bash deploy/bootstrap.sh

up: bootstrap
	.venv/bin/trackside up

test: bootstrap
	.venv/bin/python -m pytest -q -n 2 --dist loadfile

soak: bootstrap
	.venv/bin/python -m pytest -q -m soak -n 2

lint: bootstrap
	.venv/bin/ruff check .

bench: bootstrap
	for b in bench/*.py; do .venv/bin/python $$b --quick || exit 1; done

openapi: bootstrap
	.venv/bin/trackside openapi > openapi.yaml
