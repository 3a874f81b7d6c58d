# The two commands of the README, and a few more. Each installs what it needs first.
.PHONY: up test e2e bootstrap bootstrap-browser lint soak bench openapi client mutation

bootstrap:
	@bash deploy/bootstrap.sh

bootstrap-browser:
	@bash deploy/bootstrap.sh --browser

up: bootstrap
	.venv/bin/trackside up

# The whole suite, the browser tests (tests/e2e, marked e2e) included. Three test processes on two cores:
# a third of the suite's time is waits (fsyncs, real processes starting, clocks, a client away for a
# minute), which a third process fills; each file stays on one process (its fixtures). The slowest
# tests are listed at the end, to see where the time goes. Bytecode is cached even where the environment
# says not to (PYTHONDONTWRITEBYTECODE): every test process and every part the tests start (hundreds of
# workers, relays and servers) would otherwise compile the project's modules again, about 6 % of the run.
# --no-loadscope-reorder: the files go out in the order tests/conftest.py gives them, the longest first
# (xdist's default hands out the files with the most tests first, which left the longest single tests to the end).
test: bootstrap-browser
	PYTHONDONTWRITEBYTECODE= .venv/bin/python -m pytest -q -n 3 --dist loadfile --no-loadscope-reorder --durations=25

# Only the browser tests; their screenshots go to docs/screenshots/ (the README shows them).
e2e: bootstrap-browser
	TRACKSIDE_SCREENSHOTS=docs/screenshots .venv/bin/python -m pytest -q -n 0 -m e2e

soak: bootstrap
	.venv/bin/python -m pytest -q -m soak -n 2

lint: bootstrap
	.venv/bin/ruff check .

bench: bootstrap
	for b in $(filter-out bench/mutation.py bench/checkouts.py bench/rule_of_thumb.py bench/bot_goals.py,$(wildcard bench/*.py)); do .venv/bin/python $$b --quick || exit 1; done

# Mutation testing of every game's rules and scoring modules (long: about an hour); GAMES=lilliput ... for some.
mutation: bootstrap
	.venv/bin/python -m pip install -q "mutmut==3.8.1"
	.venv/bin/python bench/mutation.py $(GAMES)

openapi: bootstrap
	.venv/bin/trackside openapi > openapi.yaml

# The generated clients (clients/python, and clients/typescript's types) from openapi.yaml. Not committed
# (git ignores them: docs/clients.md); the tests generate their own.
client: openapi
	bash clients/generate.sh clients/python
	bash clients/typescript/generate.sh
