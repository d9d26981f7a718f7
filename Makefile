# Everything a fresh machine needs is set up by these targets.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
NODE_STAMP := node_fixtures/node_modules/.installed

.PHONY: conformance test lint check venv node-deps corpora snapshots hermes-venvs hermes fuzz bench clean

venv: $(STAMP)

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[dev]'
	touch $(STAMP)

## Node and npm come from the nodejs-bin package; the lock file pins every npm package.
node-deps: $(NODE_STAMP)

$(NODE_STAMP): $(STAMP) node_fixtures/package-lock.json
	$(PY) -m nodejs.npm ci --prefix node_fixtures --no-audit --no-fund --loglevel=error
	touch $(NODE_STAMP)

## The suite against the bundled reference implementation, both levels.
conformance: $(STAMP)
	$(PY) -m suite run --impl reference --level hermes

## The project's own tests (they include the conformance run and the freshness of generated corpora).
test: $(STAMP) $(NODE_STAMP) hermes-venvs
	$(PY) -m pytest

## Regenerate corpora/generated/ from real pydantic, zod and MCP SDK output.
corpora: $(STAMP) $(NODE_STAMP)
	$(PY) -m suite.generators.build
	$(PY) -m suite.generators.adversarial

## Record the reference's answers for generated cases; review the diff before committing.
snapshots: $(STAMP)
	$(PY) -m pytest tests/generated/test_snapshots.py --snapshot-update -q

## One venv per real Hermes build under .venvs/.
hermes-venvs:
	PYTHON=$(PYTHON) scripts/hermes_venvs.sh

## Each real Hermes build must fail exactly its reasoned baseline.
hermes: $(STAMP) hermes-venvs
	$(PY) -m suite run --impl hermes-before --level hermes --baseline baselines/hermes-before.json --quiet
	$(PY) -m suite run --impl hermes-after --level hermes --baseline baselines/hermes-after.json --quiet
	$(PY) -m suite run --impl hermes-0.19.0 --level hermes --baseline baselines/hermes-0.19.0.json --quiet

## Ref transparency, idempotence and passthrough, fuzzed (ci profile).
fuzz: $(STAMP)
	$(PY) -m suite fuzz --impl reference --profile ci

## Throughput: in-process, over the protocol, and the bare reference loop.
bench: $(STAMP)
	$(PY) -m suite.bench

## Lint the code and the corpora.
lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(PY) -m suite check

check: lint

clean:
	rm -rf $(VENV) .venvs build *.egg-info node_fixtures/node_modules
